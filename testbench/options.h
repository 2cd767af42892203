// The command line and INI files of `ccsim <subcommand> [options]`, read into a Config.
//
// The only place that uses Boost.Program_options. Every key of all_keys() is accepted as
// `--section.key=VALUE` (or `--section.key VALUE`) and as `key = VALUE` under `[section]` in an
// INI file given with `--config FILE`. Precedence, lowest first: defaults, INI files in the
// order given, then the command line (keys and shortcuts in the order written). Unknown keys,
// on the command line or in a file, are errors naming the key (and the file and line). INI
// comments start with '#' anywhere or with ';' at the start of a line or after whitespace, so
// a string value cannot contain '#' or " ;". --help is generated from all_keys().
#pragma once

#include <istream>
#include <ostream>
#include <string>
#include <utility>
#include <vector>

#include "base/config.h"

namespace ccsim::tb {

struct ParsedCommand {
  std::string subcommand;                 // first positional argument; "" when none was given
  Config config;                          // defaults < INI files < command line
  std::vector<std::string> positional;    // positional arguments after the subcommand
  std::vector<std::string> config_files;  // --config files in the order read
  bool help = false;                      // --help / -h
  bool print_config = false;              // --print-config: echo config.to_ini() and exit 0
  bool quiet = false;                     // --quiet / -q (also sets output.progress = false)
  std::string json_path;                  // plan --json FILE; "" = standard output
  // sweep: --vary KEY=V1,V2,... (repeatable; runs the cross product), --csv FILE, --jobs N.
  std::vector<std::pair<std::string, std::vector<std::string>>> vary;
  std::string csv_path;
  int jobs = 0;  // 0 = one per core
  // reproduce: --out DIR (default "results"), --max-dim D (largest cube simulated; 0 = 8).
  std::string out_dir;
  int max_dim = 0;
  // latency-load: --reference FILE.csv (a curve to compare with); latency-load, sweep and
  // sweep collect: --plot FILE.png|FILE.svg (gnuplot); sweep: --plot-figure NAME (y axis).
  std::string reference_path;
  std::string plot_path;
  // latency-load: --seeds N, runs per load with seeds sim.seed, sim.seed + 1, ... (medians).
  int seeds = 1;
  std::string plot_figure;
  // sweep: --backend local (default) or slurm. With slurm: --dir DIR (the sweep directory),
  // --dry-run (write it, do not submit) and the job's resources; --jobs N throttles the array.
  std::string backend = "local";
  std::string sweep_dir;
  bool dry_run = false;
  std::string partition;                    // --partition
  std::string account;                      // --account
  std::string time_limit;                   // --time, a Slurm time ("2:00:00")
  std::string memory;                       // --mem, a Slurm size ("4G")
  std::vector<std::string> sbatch_options;  // --sbatch-option, repeatable
  bool resubmit_failed = false;             // sweep collect DIR --resubmit-failed
  bool version = false;                     // --version
};

// Parses argv (argv[0] is the program name). Throws ConfigError for an unknown key or option,
// a value of the wrong type, a missing value, or an unreadable or malformed INI file.
ParsedCommand parse_command_line(int argc, const char* const argv[]);
// The same without the program name, for tests.
ParsedCommand parse_arguments(const std::vector<std::string>& args);

// Applies an INI file (or stream, named `name` in origins and errors) to `config`; each value
// gets origin "NAME:LINE". Throws ConfigError naming the key, or the file and line for a line
// that is neither `[section]` nor `key = value`.
void read_ini_file(const std::string& path, Config& config);
void read_ini(std::istream& in, const std::string& name, Config& config);

// The subcommands with a one-line description, in the order --help lists them.
const std::vector<std::pair<std::string, std::string>>& subcommands();

// One-paragraph usage (printed when no subcommand is given).
void print_usage(std::ostream& out);
// Usage, subcommands, options, and every key grouped by section with type, default, unit and
// help.
void print_help(std::ostream& out);

}  // namespace ccsim::tb
