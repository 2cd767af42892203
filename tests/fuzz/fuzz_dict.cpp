// Writes the libFuzzer dictionary of config_fuzz to the file named by its argument: every
// configuration key (as INI section and key, and as a command-line option), every plug-in name, the
// options that are not keys and the harness's part separator. Generated at build time from the
// catalogue and the registries, so that a new key or plug-in reaches the fuzzer without editing a
// list.
#include <fstream>
#include <set>
#include <string>

#include "base/config.h"
#include "core/algorithm.h"
#include "core/plan_registry.h"
#include "net/topology/topology.h"
#include "routing/routing_policy.h"
#include "run/experiment.h"
#include "switch_impl.h"
#include "traffic/traffic_pattern.h"

// Never called: the SystemC library refers to sc_main(), and this tool elaborates nothing.
extern "C" int sc_main(int, char*[]) { return 1; }

int main(int argc, char* argv[]) {
  if (argc != 2) return 2;
  std::ofstream out(argv[1]);
  std::set<std::string> words = {"%%",
                                 "\n%%\n",
                                 "--trace=",
                                 "--trace-window=",
                                 "--trace-node=",
                                 "--trace-time=",
                                 "--stats=",
                                 "--seed=",
                                 "--quiet",
                                 "--save-config=",
                                 "--print-config",
                                 "--help",
                                 "--vary=",
                                 "--jobs=",
                                 "--csv=",
                                 "--json=",
                                 ".json",
                                 ".csv",
                                 ".vcd",
                                 ".fst",
                                 "true",
                                 "false",
                                 " = ",
                                 "#",
                                 ";",
                                 "[",
                                 "]"};
  for (const ccsim::KeySpec& spec : ccsim::all_keys()) {
    const std::string section = ccsim::section_of(spec.name);
    words.insert("[" + section + "]\n");
    words.insert(spec.name.substr(section.size() + 1) + " = ");
    words.insert("--" + spec.name + "=");
    if (!spec.default_value.empty()) words.insert(spec.default_value);
  }
  for (const std::string& n : ccsim::net::topology_registry().names()) words.insert(n);
  for (const std::string& n : ccsim::tb::experiment_registry().names()) words.insert(n);
  for (const std::string& n : ccsim::sw::algorithm_registry().names()) words.insert(n);
  for (const std::string& n : ccsim::sw::traffic_pattern_registry().names()) words.insert(n);
  for (const std::string& n : ccsim::sw::routing_registry().names()) words.insert(n);
  for (const std::string& n : ccsim::sw::plan_registry().names()) words.insert(n);
  for (const std::string& n : ccsim::sc::switch_impls().names()) words.insert(n);
  for (const std::string& w : words) {
    out << '"';
    for (char c : w) {
      const auto u = static_cast<unsigned char>(c);
      if (c == '"' || c == '\\') {
        out << '\\' << c;
      } else if (u < 0x20 || u >= 0x7f) {
        static const char kHex[] = "0123456789abcdef";
        out << "\\x" << kHex[u >> 4] << kHex[u & 15];
      } else {
        out << c;
      }
    }
    out << "\"\n";
  }
  return out ? 0 : 1;
}
