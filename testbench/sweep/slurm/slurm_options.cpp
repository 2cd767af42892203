// Slurm resource flags and their checks.
#include "sweep/slurm/slurm_options.h"

#include <algorithm>
#include <cctype>

#include "base/errors.h"
#include "cli/flags.h"
#include "sweep/slurm/sweep_dir.h"

namespace ccsim::tb {

namespace {

bool plain_word(const std::string& value) {
  return !value.empty() && std::none_of(value.begin(), value.end(), [](char c) {
    return std::isspace(static_cast<unsigned char>(c)) ||
           std::iscntrl(static_cast<unsigned char>(c));
  });
}

std::string slurm_name(const std::string& flag, const std::string& what, const std::string& value) {
  if (!plain_word(value)) {
    throw ConfigError(flag, "expected a Slurm " + what + " name, got '" + printable(value) + "'");
  }
  return value;
}

}  // namespace

std::vector<std::string> SlurmResources::sbatch_arguments() const {
  std::vector<std::string> options;
  if (!partition.empty()) options.push_back("--partition=" + partition);
  if (!account.empty()) options.push_back("--account=" + account);
  if (!time_limit.empty()) options.push_back("--time=" + time_limit);
  if (!memory.empty()) options.push_back("--mem=" + memory);
  options.insert(options.end(), sbatch_options.begin(), sbatch_options.end());
  return options;
}

std::string SlurmResources::first_flag_given() const {
  if (!partition.empty()) return "--partition";
  if (!account.empty()) return "--account";
  if (!time_limit.empty()) return "--time";
  if (!memory.empty()) return "--mem";
  if (!sbatch_options.empty()) return "--sbatch-option";
  return "";
}

void add_slurm_resource_flags(FlagSet& flags, SlurmResources& r) {
  flags.value("partition", "NAME", "the Slurm partition", [&r](const std::string& v) {
    r.partition = slurm_name("--partition", "partition", v);
  });
  flags.value("account", "NAME", "the Slurm account",
              [&r](const std::string& v) { r.account = slurm_name("--account", "account", v); });
  flags.value("time", "TIME",
              "time limit of each task (Slurm's formats: M, H:M:S, D-H:M:S; default: estimated "
              "by a short timing run)",
              [&r](const std::string& v) {
                if (!is_slurm_time(v)) {
                  throw ConfigError("--time",
                                    "expected a Slurm time limit (minutes, H:M:S or D-H:M:S), "
                                    "got '" +
                                        printable(v) + "'");
                }
                r.time_limit = v;
              });
  flags.value("mem", "SIZE",
              "memory of each task (e.g. 800M, 4G; default: the run's memory estimate with a "
              "margin)",
              [&r](const std::string& v) {
                if (!is_slurm_memory(v)) {
                  throw ConfigError("--mem",
                                    "expected a Slurm memory size (a whole number of MB, or with "
                                    "K, M, G or T), got '" +
                                        printable(v) + "'");
                }
                r.memory = v;
              });
  flags.value("sbatch-option", "OPT", "a further sbatch option, e.g. --qos=long; repeatable",
              [&r](const std::string& v) {
                check_sbatch_option(v);
                r.sbatch_options.push_back(v);
              });
}

void check_sbatch_option(const std::string& option) {
  // One word: the job script's #SBATCH line and sbatch's command line must read it alike.
  if (option.size() < 2 || option.front() != '-' || !plain_word(option)) {
    throw ConfigError("--sbatch-option",
                      "expected one sbatch option as one word, such as --qos=long, got '" +
                          printable(option) + "'");
  }
  const std::string name = option.substr(0, option.find('='));
  struct Owned {
    const char* long_name;
    const char* short_name;
    const char* instead;
  };
  static const Owned kOwned[] = {
      {"--array", "-a", "ccsim sets the array; --jobs N limits the tasks running at once"},
      {"--output", "-o", "ccsim names each task's logs/NNN.out"},
      {"--error", "-e", "ccsim names each task's logs/NNN.err"},
      {"--chdir", "-D", "the job runs in its sweep directory"},
      {"--wrap", "", "the job runs the sweep's script"},
      {"--parsable", "", "ccsim reads sbatch's answer itself"},
      {"--partition", "-p", "use --partition"},
      {"--account", "-A", "use --account"},
      {"--time", "-t", "use --time"},
      {"--mem", "", "use --mem"},
  };
  for (const Owned& o : kOwned) {
    const bool short_match = *o.short_name && option.rfind(o.short_name, 0) == 0;
    if (name == o.long_name || short_match) {
      throw ConfigError("--sbatch-option", "'" + printable(option) + "': " + o.instead);
    }
  }
}

}  // namespace ccsim::tb
