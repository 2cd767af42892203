// libFuzzer target for the configuration path: INI files and a command line in, a checked
// RunConfig or a ConfigError out. Nothing is elaborated or simulated.
//
// Input encoding: parts separated by lines that are exactly "%%". Without a separator the whole
// input is one INI file. With separators, every part but the last is an INI file (at most
// kMaxIniFiles, given in order as `--config FILE`) and the last part is the command line after
// `ccsim run`, one argument per line. The harness then does what `ccsim run` does before it
// simulates: parse_command_line(), the extra-argument check, load_run().
//
// Expected outcomes: a RunConfig, or a ConfigError (bad input, exit code 2 in ccsim). Anything
// else is a finding: a sanitizer report, any other exception (reported by abort()), a hang
// (-timeout) or an oversized allocation (-malloc_limit_mb, -rss_limit_mb). The harness also
// checks Config::to_ini()'s contract, that reading the echo back gives equal values, wherever
// the INI format can express every string value.
//
// The fuzzer must not read or write files its input names: --config arguments are dropped (only
// the harness's own INI files are read) and output.trace, output.stats and output.config_out are
// redirected into a private temporary directory, keeping their extension, before load_run()
// probes them. Host memory is limited by sim.max_memory_mb (see kMemoryLimitMb).
#include <unistd.h>

#include <cctype>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <exception>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <sstream>
#include <string>
#include <utility>
#include <vector>

#include "base/config.h"
#include "base/errors.h"
#include "cli/command_line.h"
#include "cli/ini.h"
#include "run/run_config.h"

namespace {

constexpr size_t kMaxIniFiles = 3;
constexpr size_t kMaxArguments = 64;

// The host-memory limit of every input, set as ccsim's own sim.max_memory_mb so that load_run()
// refuses a machine too large before it builds per-node and per-pair state: the estimate is
// under test too (an input it underestimates ends at -rss_limit_mb or -malloc_limit_mb, a
// finding). An input may ask for less. 128 MB admits the 8x8 default with blocks up to 16 KB and
// 16x16 machines with small blocks, which load in about a second under the sanitizers.
constexpr uint64_t kMemoryLimitMb = 128;

std::string g_dir;  // private temporary directory for INI files and redirected outputs

std::vector<std::string> split_parts(const std::string& input) {
  std::vector<std::string> parts(1);
  std::istringstream in(input);
  for (std::string line; std::getline(in, line);) {
    if (line == "%%") {
      parts.emplace_back();
    } else {
      parts.back() += line + "\n";
    }
  }
  return parts;
}

std::vector<std::string> split_lines(const std::string& text) {
  std::vector<std::string> lines;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);) lines.push_back(line);
  return lines;
}

// True for an argument that would make the parser read a file the input names.
bool is_config_option(const std::string& arg) {
  return arg == "--config" || arg.rfind("--config=", 0) == 0;
}

// The path `path` would be written to, inside g_dir, keeping an extension made of letters so
// that output.stats' ".json or .csv" check still sees it.
std::string redirected(const std::string& path) {
  std::string ext;
  const size_t dot = path.rfind('.');
  if (dot != std::string::npos && dot + 1 < path.size() && path.size() - dot <= 8) {
    ext = path.substr(dot);
    for (size_t i = 1; i < ext.size(); ++i) {
      if (!std::isalpha(static_cast<unsigned char>(ext[i]))) ext.clear();
    }
  }
  return g_dir + "/out" + ext;
}

// True when to_ini() can write every string value so that read_ini() gives it back: INI has no
// quoting, so '#', ';', surrounding blanks and control characters cannot be expressed
// (cli/ini.h documents this).
bool ini_expressible(const ccsim::Config& config) {
  for (const ccsim::KeySpec& spec : ccsim::all_keys()) {
    if (spec.type != ccsim::KeyType::kString) continue;
    const std::string& v = config.get_string(spec.name);
    if (v != ccsim::trim(v)) return false;
    for (char c : v) {
      const auto u = static_cast<unsigned char>(c);
      if (c == '#' || c == ';' || std::iscntrl(u) || u >= 0x80) return false;
    }
  }
  return true;
}

[[noreturn]] void finding(const std::string& what) {
  std::cerr << "config_fuzz: " << what << "\n";
  std::abort();
}

void check_echo_reads_back(const ccsim::Config& config) {
  if (!ini_expressible(config)) return;
  const std::string ini = config.to_ini();
  ccsim::Config back;
  std::istringstream in(ini);
  try {
    ccsim::tb::read_ini(in, "echo", back);
  } catch (const ccsim::ConfigError& e) {
    finding(std::string("the echoed configuration does not read back: ") + e.what() + "\n" + ini);
  }
  if (!back.same_values(config)) {
    finding("the echoed configuration reads back with other values:\n" + ini + "\nread back:\n" +
            back.to_ini());
  }
}

void run_one(const std::string& input) {
  std::vector<std::string> parts = split_parts(input);
  std::vector<std::string> args = {"ccsim", "run"};
  if (parts.size() > 1) {
    for (const std::string& arg : split_lines(parts.back())) {
      if (args.size() < kMaxArguments && !is_config_option(arg)) args.push_back(arg);
    }
    parts.pop_back();
  }
  if (parts.size() > kMaxIniFiles) parts.resize(kMaxIniFiles);
  for (size_t i = 0; i < parts.size(); ++i) {
    const std::string path = g_dir + "/in" + std::to_string(i) + ".ini";
    std::ofstream(path, std::ios::binary | std::ios::trunc) << parts[i];
    args.insert(args.begin() + 2 + 2 * i, {"--config", path});
  }

  std::vector<const char*> argv;
  for (const std::string& a : args) argv.push_back(a.c_str());
  ccsim::tb::CommandLine cl =
      ccsim::tb::parse_command_line(static_cast<int>(argv.size()), argv.data());
  ccsim::tb::Invocation& cmd = cl.invocation;
  check_echo_reads_back(cmd.config);
  // As `ccsim run`: --help and --print-config end before anything is loaded.
  if (cmd.help || cl.print_config) return;
  if (!cmd.arguments.empty()) return;  // "unexpected argument", a ConfigError in ccsim
  for (const char* key : {"output.trace", "output.stats", "output.config_out"}) {
    const std::string& path = cmd.config.get_string(key);
    if (!path.empty()) cmd.config.set(key, redirected(path), cmd.config.origin(key));
  }
  const uint64_t asked = cmd.config.get_uint64("sim.max_memory_mb");
  if (asked == 0 || asked > kMemoryLimitMb) {
    cmd.config.set("sim.max_memory_mb", std::to_string(kMemoryLimitMb), "the fuzz harness");
  }
  ccsim::tb::load_run(cmd.config);
}

}  // namespace

// The SystemC library that load_run() links against refers to sc_main(); libFuzzer owns main()
// here, so this is never called.
extern "C" int sc_main(int, char*[]) { return 1; }

extern "C" int LLVMFuzzerInitialize(int*, char***) {
  std::string dir = (std::getenv("TMPDIR") ? std::getenv("TMPDIR") : "/tmp");
  dir += "/ccsim-config-fuzz-XXXXXX";
  if (!mkdtemp(dir.data())) finding("cannot create a temporary directory");
  g_dir = dir;
  std::atexit([] { std::filesystem::remove_all(g_dir); });
  return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  try {
    run_one(std::string(reinterpret_cast<const char*>(data), size));
  } catch (const ccsim::ConfigError&) {
    // Bad input, refused on purpose with a message naming the key.
  } catch (const std::exception& e) {
    finding(std::string("uncaught exception: ") + e.what());
  } catch (...) {
    finding("uncaught exception of unknown type");
  }
  return 0;
}
