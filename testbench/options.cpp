// Command-line and INI parsing with Boost.Program_options, and the generated --help.
//
// Options are declared as plain strings and the parsed options are walked in order rather than
// stored in a variables_map: the order gives "later wins", and Config::set() does the one and
// only type check so that INI and command line report the same errors.
#include "options.h"

#include <sys/stat.h>

#include <algorithm>
#include <boost/program_options.hpp>
#include <cctype>
#include <cerrno>
#include <cstring>
#include <deque>
#include <fstream>
#include <map>
#include <sstream>

#include "base/errors.h"
#include "sweep_dir.h"

namespace ccsim::tb {

namespace po = boost::program_options;

namespace {

constexpr char kCommandLine[] = "command line";
// Simulations a sweep runs at once: each is a process with a whole machine in memory.
constexpr int kMaxJobs = 256;

// A flag's value as a whole number from `low` to `high`, digits only (std::stoi would take "2x"
// as 2 and "1e9" as 1); anything else is an error naming the flag.
int whole_number(const std::string& flag, const std::string& value, int low, int high) {
  const bool digits =
      !value.empty() && value.size() <= std::to_string(high).size() &&
      std::all_of(value.begin(), value.end(), [](char c) { return c >= '0' && c <= '9'; });
  const int number = digits ? std::stoi(value) : 0;
  if (number < low || number > high) {
    throw ConfigError(flag, "expected a whole number from " + std::to_string(low) + " to " +
                                std::to_string(high) + ", got '" + printable(value) + "'");
  }
  return number;
}

// Options that are not configuration keys. The help text printed by --help is the one here.
po::options_description general_options() {
  po::options_description d("options", /*line_length=*/100);
  // One statement per option: easy_init's operator() returns itself, so a chain would do too,
  // but clang-format folds a chain into an unreadable block.
  po::options_description_easy_init add = d.add_options();
  add("help,h", "print this help and exit");
  add("config", po::value<std::string>()->value_name("FILE"),
      "read an INI file; repeatable, later files win, the command line wins over all");
  add("trace", po::value<std::string>()->value_name("FILE"),
      "waveform trace, FILE.vcd or FILE.fst, with a GTKWave view FILE.gtkw (= --output.trace)");
  add("trace-window", po::value<std::string>()->value_name("START:END"),
      "cycles traced (= --output.trace_start, --output.trace_end; END empty or 0 = to the end)");
  add("trace-node", po::value<std::string>()->value_name("X,Y"),
      "node the GTKWave view shows, or a node index (= --output.trace_node)");
  add("trace-time", po::value<std::string>()->value_name("cycles|real"),
      "trace time in cycles or in real time at the clock (= --output.trace_time)");
  add("stats", po::value<std::string>()->value_name("FILE"),
      "statistics, .json or .csv (= --output.stats)");
  add("seed", po::value<std::string>()->value_name("N"), "random seed (= --sim.seed)");
  add("save-config", po::value<std::string>()->value_name("FILE"),
      "write the effective configuration (= --output.config_out)");
  add("print-config", "print the effective configuration as INI and exit");
  add("quiet,q", "no progress messages (= --output.progress=false)");
  add("json", po::value<std::string>()->value_name("FILE"),
      "plan: write the plan to FILE instead of standard output");
  add("vary", po::value<std::vector<std::string>>()->value_name("KEY=V1,V2,..."),
      "sweep: values of one key; repeatable (once per key), the sweep runs every combination");
  add("csv", po::value<std::string>()->value_name("FILE"),
      "sweep, latency-load: write the table as CSV");
  add("jobs,j", po::value<std::string>()->value_name("N"),
      "sweep, reproduce, latency-load: simulations run at once, 1 to 256 (default: one per "
      "core); sweep --backend slurm, sweep collect --resubmit-failed: array tasks running at "
      "once (default: no limit)");
  add("out", po::value<std::string>()->value_name("DIR"),
      "reproduce: directory for the CSV files, plots and REPORT.md (default: results)");
  add("max-dim", po::value<std::string>()->value_name("D"),
      "reproduce: largest cube dimension simulated, 1 to 11 (default 8; larger rows print the "
      "paper only)");
  add("reference", po::value<std::string>()->value_name("FILE.csv"),
      "latency-load: a reference curve (columns offered, accepted, plat) to compare with");
  add("seeds", po::value<std::string>()->value_name("N"),
      "latency-load: runs per load, seeds sim.seed, sim.seed + 1, ...; each point is their "
      "median, with the range of latency (1 to 64, default 1)");
  add("plot", po::value<std::string>()->value_name("FILE.png"),
      "sweep, sweep collect: draw the results with gnuplot (.png or .svg; the FILE.gp script "
      "is written beside it, and kept when gnuplot is not installed); latency-load: latency "
      "against offered load (PNG), when gnuplot is installed");
  add("plot-figure", po::value<std::string>()->value_name("NAME"),
      "sweep, sweep collect: the figure on the y axis (default: the experiment's headline "
      "figure, the first of its table columns); x is the first --vary key, one line per "
      "combination of the others");
  add("backend", po::value<std::string>()->value_name("local|slurm"),
      "sweep: run the points here (local, the default) or as a Slurm job array (slurm)");
  add("dir", po::value<std::string>()->value_name("DIR"),
      "sweep --backend slurm: the sweep directory to write (default: sweep-YYYYMMDD-HHMMSS)");
  add("dry-run", "sweep --backend slurm: write the sweep directory, do not submit it");
  add("partition", po::value<std::string>()->value_name("NAME"),
      "sweep --backend slurm, sweep collect --resubmit-failed: the Slurm partition");
  add("account", po::value<std::string>()->value_name("NAME"),
      "sweep --backend slurm, sweep collect --resubmit-failed: the Slurm account");
  add("time", po::value<std::string>()->value_name("TIME"),
      "sweep --backend slurm, sweep collect --resubmit-failed: time limit of each task "
      "(Slurm's formats: M, H:M:S, D-H:M:S; default: estimated, see README)");
  add("mem", po::value<std::string>()->value_name("SIZE"),
      "sweep --backend slurm, sweep collect --resubmit-failed: memory of each task (e.g. "
      "800M, 4G; default: the run's memory estimate with a margin)");
  add("sbatch-option", po::value<std::vector<std::string>>()->value_name("OPT"),
      "sweep --backend slurm, sweep collect --resubmit-failed: a further sbatch option, "
      "e.g. --qos=long; repeatable");
  add("resubmit-failed",
      "sweep collect: submit again the points that failed or have no result (a new array of "
      "just their indices)");
  add("version", "print ccsim's version and exit");
  return d;
}

// Every key of all_keys(), as `--section.key VALUE` or `key = VALUE` under [section].
po::options_description key_options() {
  po::options_description d("configuration keys");
  for (const KeySpec& spec : all_keys()) {
    d.add_options()(spec.name.c_str(), po::value<std::string>()->value_name(type_name(spec.type)),
                    spec.help.c_str());
  }
  return d;
}

// Removes an INI comment: '#' anywhere (as Boost does), ';' at the start or after whitespace
// (the INI convention, which Boost does not know; to_ini() writes its notes this way).
std::string strip_comment(const std::string& line) {
  size_t cut = line.find('#');
  for (size_t i = 0; i < line.size() && i < cut; ++i) {
    if (line[i] == ';' && (i == 0 || std::isspace(static_cast<unsigned char>(line[i - 1])))) {
      cut = i;
      break;
    }
  }
  return cut == std::string::npos ? line : line.substr(0, cut);
}

// An unknown key (always, in an INI file) or option (a command-line name without a dot, named
// as typed, e.g. "--trac").
[[noreturn]] void unknown(const std::string& name, const std::string& where, bool is_key) {
  std::string reason = is_key ? "unknown key" : "unknown option";
  std::string hint = closest_key(name.substr(std::min(name.find_first_not_of('-'), name.size())));
  if (!hint.empty()) reason += "; did you mean " + hint + "?";
  throw ConfigError(name, reason + " (" + where + ")");
}

// An option for sbatch as one word ("--qos=long", "-C", "--exclusive"): refused when it sets
// what ccsim sets itself (the array, the output files, the working directory) or has a flag of
// its own, so that the job script and the manifest say what the job asked for.
void check_sbatch_option(const std::string& option) {
  // One word: the job script's #SBATCH line and sbatch's command line must read it alike.
  if (option.size() < 2 || option.front() != '-' ||
      std::any_of(option.begin(), option.end(), [](char c) {
        return std::iscntrl(static_cast<unsigned char>(c)) ||
               std::isspace(static_cast<unsigned char>(c));
      })) {
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

// One setting from the command line, applied after every INI file.
struct Setting {
  std::string key;
  std::string value;
};

ParsedCommand parse(po::command_line_parser& parser) {
  po::options_description all;
  all.add(general_options()).add(key_options());
  all.add_options()("positional", po::value<std::string>());
  po::positional_options_description positional;
  positional.add("positional", -1);
  // No guessing: an abbreviated key would silently set whichever key it happens to prefix.
  int style = po::command_line_style::default_style & ~po::command_line_style::allow_guessing;

  po::parsed_options parsed(nullptr);
  try {
    parsed = parser.options(all).positional(positional).style(style).allow_unregistered().run();
  } catch (const po::error& e) {
    throw ConfigError(kCommandLine, e.what());
  }

  ParsedCommand cmd;
  std::vector<Setting> settings;
  for (const po::option& opt : parsed.options) {
    const std::string& name = opt.string_key;
    if (opt.unregistered) {
      // As typed, less any "=value": "-x", "--trac", "--switch.numvcs".
      std::string typed = opt.original_tokens.empty() ? name : opt.original_tokens.front();
      typed = typed.substr(0, typed.find('='));
      std::string bare = typed.substr(std::min(typed.find_first_not_of('-'), typed.size()));
      bool is_key = bare.find('.') != std::string::npos;
      unknown(is_key ? bare : typed, kCommandLine, is_key);
    }
    std::string value = opt.value.empty() ? "" : opt.value.front();
    if (name == "positional") {
      if (cmd.subcommand.empty()) {
        cmd.subcommand = value;
      } else {
        cmd.positional.push_back(value);
      }
    } else if (name == "help") {
      cmd.help = true;
    } else if (name == "config") {
      if (value.empty()) throw ConfigError("--config", "expects a file name, got an empty one");
      cmd.config_files.push_back(value);
    } else if (name == "trace") {
      settings.push_back({"output.trace", value});
    } else if (name == "trace-window") {
      size_t colon = value.find(':');
      if (colon == std::string::npos) {
        throw ConfigError("--trace-window",
                          "expected START:END in cycles, got '" + printable(value) + "'");
      }
      std::string end = value.substr(colon + 1);
      settings.push_back({"output.trace_start", value.substr(0, colon)});
      settings.push_back({"output.trace_end", end.empty() ? "0" : end});
    } else if (name == "trace-node") {
      settings.push_back({"output.trace_node", value});
    } else if (name == "trace-time") {
      settings.push_back({"output.trace_time", value});
    } else if (name == "stats") {
      settings.push_back({"output.stats", value});
    } else if (name == "seed") {
      settings.push_back({"sim.seed", value});
    } else if (name == "save-config") {
      settings.push_back({"output.config_out", value});
    } else if (name == "print-config") {
      cmd.print_config = true;
    } else if (name == "quiet") {
      cmd.quiet = true;
      settings.push_back({"output.progress", "false"});
    } else if (name == "json") {
      cmd.json_path = value;
    } else if (name == "vary") {
      const size_t eq = value.find('=');
      const std::string key = trim(value.substr(0, eq));
      if (eq == std::string::npos || eq + 1 == value.size()) {
        throw ConfigError("--vary", "expected KEY=V1,V2,..., got '" + printable(value) + "'");
      }
      if (key.empty()) {
        throw ConfigError("--vary", "no key before '=' in '" + value + "'; expected KEY=V1,V2,...");
      }
      if (!find_key(key)) unknown(key, kCommandLine, true);
      for (const auto& [varied, values] : cmd.vary) {
        if (varied == key) {
          throw ConfigError(key, "varied twice by --vary; give every value in one list (" +
                                     std::string(kCommandLine) + ")");
        }
      }
      std::vector<std::string> values;
      std::istringstream list(value.substr(eq + 1));
      for (std::string v; std::getline(list, v, ',');) values.push_back(trim(v));
      if (value.back() == ',') values.emplace_back();
      for (const std::string& v : values) {
        if (v.empty()) {
          throw ConfigError(key, "--vary lists an empty value in '" + value + "' (" +
                                     std::string(kCommandLine) + ")");
        }
      }
      cmd.vary.emplace_back(key, values);
    } else if (name == "csv") {
      cmd.csv_path = value;
    } else if (name == "out") {
      if (value.empty()) throw ConfigError("--out", "expected a directory, got an empty name");
      cmd.out_dir = value;
    } else if (name == "max-dim") {
      cmd.max_dim = whole_number("--max-dim", value, 1, 11);
    } else if (name == "reference") {
      cmd.reference_path = value;
    } else if (name == "plot") {
      if (value.empty()) throw ConfigError("--plot", "expected a file name, got an empty one");
      cmd.plot_path = value;
    } else if (name == "seeds") {
      cmd.seeds = whole_number("--seeds", value, 1, 64);
    } else if (name == "plot-figure") {
      if (value.empty()) throw ConfigError("--plot-figure", "expected a figure name");
      cmd.plot_figure = value;
    } else if (name == "backend") {
      if (value != "local" && value != "slurm") {
        throw ConfigError("--backend", "expected local or slurm, got '" + printable(value) + "'");
      }
      cmd.backend = value;
    } else if (name == "dir") {
      if (value.empty()) throw ConfigError("--dir", "expected a directory, got an empty name");
      cmd.sweep_dir = value;
    } else if (name == "dry-run") {
      cmd.dry_run = true;
    } else if (name == "partition" || name == "account") {
      const bool plain = !value.empty() && std::none_of(value.begin(), value.end(), [](char c) {
        return std::isspace(static_cast<unsigned char>(c)) ||
               std::iscntrl(static_cast<unsigned char>(c));
      });
      if (!plain) {
        throw ConfigError("--" + name,
                          "expected a Slurm " + name + " name, got '" + printable(value) + "'");
      }
      (name == "partition" ? cmd.partition : cmd.account) = value;
    } else if (name == "time") {
      if (!is_slurm_time(value)) {
        throw ConfigError("--time",
                          "expected a Slurm time limit (minutes, H:M:S or D-H:M:S), "
                          "got '" +
                              printable(value) + "'");
      }
      cmd.time_limit = value;
    } else if (name == "mem") {
      if (!is_slurm_memory(value)) {
        throw ConfigError("--mem",
                          "expected a Slurm memory size (a whole number of MB, or with "
                          "K, M, G or T), got '" +
                              printable(value) + "'");
      }
      cmd.memory = value;
    } else if (name == "sbatch-option") {
      check_sbatch_option(value);
      cmd.sbatch_options.push_back(value);
    } else if (name == "resubmit-failed") {
      cmd.resubmit_failed = true;
    } else if (name == "version") {
      cmd.version = true;
    } else if (name == "jobs") {
      cmd.jobs = whole_number("--jobs", value, 1, kMaxJobs);
    } else {
      settings.push_back({name, value});
    }
  }

  for (const std::string& file : cmd.config_files) read_ini_file(file, cmd.config);
  for (const Setting& s : settings) cmd.config.set(s.key, s.value, kCommandLine);
  return cmd;
}

}  // namespace

ParsedCommand parse_command_line(int argc, const char* const argv[]) {
  po::command_line_parser parser(argc, argv);
  return parse(parser);
}

ParsedCommand parse_arguments(const std::vector<std::string>& args) {
  po::command_line_parser parser(args);
  return parse(parser);
}

void read_ini_file(const std::string& path, Config& config) {
  // A directory opens as an empty stream on Linux; it is refused by name instead.
  struct stat st {};
  if (stat(path.c_str(), &st) != 0) {
    throw ConfigError(path, std::string("cannot read configuration file: ") + std::strerror(errno));
  }
  if (S_ISDIR(st.st_mode)) throw ConfigError(path, "is a directory, not a configuration file");
  std::ifstream in(path);
  if (!in) {
    throw ConfigError(path, std::string("cannot read configuration file: ") + std::strerror(errno));
  }
  read_ini(in, path, config);
  if (in.bad()) throw ConfigError(path, "read error in configuration file");
}

void read_ini(std::istream& in, const std::string& name, Config& config) {
  // First pass: drop comments, refuse malformed lines with their line number, and note the
  // line of each `key = value` (Boost reports options without line numbers). Boost then sees
  // only lines it accepts, with sections normalized the way the line table names them.
  std::ostringstream cleaned;
  std::map<std::string, std::deque<int>> lines_of_key;
  std::string section;
  std::string line;
  int line_no = 0;
  while (std::getline(in, line)) {
    ++line_no;
    // A UTF-8 byte-order mark (editors on Windows write one) is not part of the first line.
    if (line_no == 1 && line.rfind("\xEF\xBB\xBF", 0) == 0) line.erase(0, 3);
    std::string where = name + ":" + std::to_string(line_no);
    std::string t = trim(strip_comment(line));
    if (t.empty()) {
      cleaned << "\n";
    } else if (t.front() == '[') {
      if (t.back() != ']' || trim(t.substr(1, t.size() - 2)).empty()) {
        throw ConfigError(where, "expected '[section]', got '" + printable(t) + "'");
      }
      section = trim(t.substr(1, t.size() - 2));
      cleaned << "[" << section << "]\n";
    } else {
      size_t eq = t.find('=');
      std::string key = eq == std::string::npos ? "" : trim(t.substr(0, eq));
      if (key.empty()) {
        throw ConfigError(where,
                          "expected 'key = value' or '[section]', got '" + printable(t) + "'");
      }
      lines_of_key[section.empty() ? key : section + "." + key].push_back(line_no);
      cleaned << key << " = " << trim(t.substr(eq + 1)) << "\n";
    }
  }

  po::options_description keys = key_options();
  std::istringstream stream(cleaned.str());
  po::parsed_options parsed(nullptr);
  try {
    parsed = po::parse_config_file(stream, keys, /*allow_unregistered=*/true);
  } catch (const po::error& e) {
    throw ConfigError(name, e.what());
  }
  for (const po::option& opt : parsed.options) {
    std::string where = name;
    auto it = lines_of_key.find(opt.string_key);
    if (it != lines_of_key.end() && !it->second.empty()) {
      where += ":" + std::to_string(it->second.front());
      it->second.pop_front();
    }
    if (opt.unregistered) unknown(opt.string_key, where, /*is_key=*/true);
    config.set(opt.string_key, opt.value.empty() ? "" : opt.value.front(), where);
  }
}

const std::vector<std::pair<std::string, std::string>>& subcommands() {
  static const std::vector<std::pair<std::string, std::string>> list = {
      {"run", "simulate the configured machine and experiment and report"},
      {"plan NAME", "print the schedule of a plan as JSON (see `ccsim list`; --json FILE)"},
      {"list", "list every plug-in: topologies, experiments, algorithms, patterns, ..."},
      {"sweep",
       "run every combination of --vary KEY=V1,V2,... and print a table (--csv, --plot); "
       "--backend slurm: as a Slurm job array"},
      {"sweep collect DIR",
       "the table of a Slurm sweep, failed or missing points listed (--resubmit-failed)"},
      {"bench", "measure simulator speed on the reference workloads (median and range of 5 runs)"},
      {"reproduce [NAME...]",
       "rerun papers' measured tables, model beside paper (--out DIR; `ccsim list` names them)"},
      {"latency-load",
       "latency and accepted throughput against offered load, saturation located "
       "(--reference FILE.csv, --seeds N, --csv FILE, --plot FILE.png)"},
  };
  return list;
}

void print_usage(std::ostream& out) {
  out << "usage: ccsim <subcommand> [--config FILE]... [--section.key=VALUE]... [options]\n"
         "subcommands:";
  std::string last;
  for (const auto& sub : subcommands()) {
    const std::string name = sub.first.substr(0, sub.first.find(' '));
    if (name != last) out << " " << name;
    last = name;
  }
  out << "\nccsim --help lists every option and configuration key.\n";
}

void print_help(std::ostream& out) {
  out << "usage: ccsim <subcommand> [--config FILE]... [--section.key=VALUE]... [options]\n\n"
         "subcommands:\n";
  size_t width = 0;
  for (const auto& sub : subcommands()) width = std::max(width, sub.first.size());
  for (const auto& sub : subcommands()) {
    out << "  " << sub.first << std::string(width + 2 - sub.first.size(), ' ') << sub.second
        << "\n";
  }
  out << "\n" << general_options() << "\n";
  out << "output files (--stats, --trace, --save-config, --csv, --json) are written whole: to a\n"
         "temporary file beside the target, renamed over it once complete and flushed, so a\n"
         "failed or interrupted run leaves an existing file as it was (a link is followed and\n"
         "kept). Devices such as /dev/null and paths under /dev/ are written in place. A\n"
         "directory, a named pipe or a read-only file is refused before the run (exit 2); a\n"
         "write error is exit 1, naming the file and the reason.\n"
         "In a sweep every run writes its own --stats, --trace and --save-config file:\n"
         "{section.key} in the name becomes the run's value of that key "
         "(s-{algorithm.sync}.json);\n"
         "a name without braces gets the varied keys and values before its extension\n"
         "(stats.json -> stats.algorithm.sync=none.json). Two runs may not share a file.\n\n"
         "On a cluster: ccsim sweep --backend slurm [--dir DIR] [--dry-run] writes DIR with each\n"
         "point's configuration (points/NNN.ini), manifest.json and sweep.sbatch, a job array of\n"
         "one task per point (--jobs N: at most N at once), and submits it with sbatch (the job\n"
         "id goes to DIR/jobs). Each task's --time defaults to 3 x the longest point's estimate\n"
         "+ 1 minute: its expected cycles x nodes at the node-cycles/s a short timing run of the\n"
         "largest point measures here, plus that run's start-up cost (no default when a point\n"
         "has no expected cycle count: the partition's applies); --mem defaults to 1.25 x the\n"
         "largest point's memory_estimate_bytes (plus what the timing run's peak resident memory\n"
         "exceeded its estimate by), at least 64 MiB. ccsim sweep collect DIR prints the table a\n"
         "local sweep prints (--csv, --plot too), lists each failed or missing point with its\n"
         "exit code and the reason from its stderr, and exits 1 if there is one;\n"
         "--resubmit-failed submits just those again.\n\n";

  out << "configuration keys: --section.key=VALUE on the command line, or `key = VALUE` under\n"
         "[section] in an INI file. Precedence: defaults < --config files in order < command "
         "line.\n";
  size_t name_width = 0;
  size_t default_width = 0;
  auto shown_default = [](const KeySpec& spec) {
    std::string d = spec.default_value.empty() ? "\"\"" : spec.default_value;
    return spec.unit.empty() ? d : d + " " + spec.unit;
  };
  for (const KeySpec& spec : all_keys()) {
    name_width =
        std::max(name_width, spec.name.size() + std::string(type_name(spec.type)).size() + 3);
    default_width = std::max(default_width, shown_default(spec).size());
  }
  std::string section;
  for (const KeySpec& spec : all_keys()) {
    if (section_of(spec.name) != section) {
      section = section_of(spec.name);
      out << "\n  [" << section << "]\n";
    }
    std::string name = "--" + spec.name + "=" + type_name(spec.type);
    std::string shown = shown_default(spec);
    out << "    " << name << std::string(name_width - name.size() + 2, ' ') << shown
        << std::string(default_width - shown.size() + 2, ' ') << spec.help << "\n";
  }
}

}  // namespace ccsim::tb
