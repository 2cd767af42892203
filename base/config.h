// The configuration of one ccsim invocation: every known key, its value and where it came from.
//
// Keys are declared by whoever owns them, next to the code that uses them: the machine's
// parameter tables (net/params.cpp), each plug-in (a topology its size keys, an algorithm its
// settings, an experiment its knobs) and the testbench (sim, output). declare_keys() adds them
// to one catalogue, from which the command-line parser, the INI reader, `--help` and to_ini()
// are generated, so a key is declared once. Config holds one value per key, starting from the
// defaults. set() checks the key exists and that the text parses as the key's type, and
// remembers the origin ("configs/iwarp-8x8.ini:12", "command line") so errors and the echoed
// configuration say where a value came from. The checked readers (int_in, one_of, ...) and
// fail() put that origin into every ConfigError, whoever raises it. Pure C++: no Boost here.
#pragma once

#include <cstdint>
#include <map>
#include <string>
#include <vector>

#include "base/errors.h"

namespace ccsim {

enum class KeyType { kInt, kDouble, kBool, kString };

struct KeySpec {
  std::string name;  // "section.key"
  KeyType type;
  std::string default_value;  // canonical text, as to_ini() writes it
  std::string unit;           // "" when the value has no unit
  std::string help;           // one line
  std::string owner;          // who declared it: "machine", a plug-in's name, "testbench"
};

// Adds keys to the catalogue (normally from a static initializer in the owner's file). A key
// may be declared again elsewhere only identically, owner and help included (sim.seed, which
// the algorithms read wherever they are linked and the testbench's [sim] section declares);
// anything else is a programming error.
void declare_keys(const std::vector<KeySpec>& keys);

// A static KeyDeclaration in a file declares that file's keys before main() runs.
struct KeyDeclaration {
  explicit KeyDeclaration(const std::vector<KeySpec>& keys) { declare_keys(keys); }
};

// Every key ccsim knows, grouped by section in the order --help and to_ini() list them: the
// machine's sections first (topology, machine, link, switch, memory, node, barrier), then
// experiment, algorithm, routing, traffic, sim, output, then any other section by name; within a
// section, the keys of the owner named like the section first (the key that selects a
// plug-in), then by owner name, each owner's keys in the order it declared them. An owner
// declares its keys from one file, so that the order does not depend on the link order.
const std::vector<KeySpec>& all_keys();

// The spec of `name`, or nullptr when no such key exists.
const KeySpec* find_key(const std::string& name);

// The closest known key to a misspelt `name` ("output.trce" -> "output.trace"), or "" when
// nothing is close enough to be a plausible typo.
std::string closest_key(const std::string& name);

// "switch" for "switch.num_vcs"; "" when there is no dot.
std::string section_of(const std::string& key);

// Lower-case name of a type for messages and --help: "int", "number", "bool", "string".
const char* type_name(KeyType type);

// `s` without leading and trailing white space.
std::string trim(const std::string& s);

// Canonical text of a value, as Config stores it and to_ini() writes it.
std::string canonical_text(int64_t value);
std::string canonical_text(double value);
std::string canonical_text(bool value);

class Config {
 public:
  // Every key at its default, with origin "default".
  Config();

  // Sets `key` from its textual `value`, recorded as coming from `origin`. Throws ConfigError
  // naming the key for an unknown key (with a "did you mean" hint) or a value that does not
  // parse as the key's type. Bools accept true/false, 1/0, yes/no, on/off (any case) and are
  // stored as true/false; surrounding whitespace is ignored for every type but string.
  void set(const std::string& key, const std::string& value, const std::string& origin);

  // Typed getters. Asking for an unknown key or with the wrong type is a programming error
  // (std::logic_error); a value out of the getter's range is a ConfigError naming the key.
  int64_t get_int(const std::string& key) const;
  uint64_t get_uint64(const std::string& key) const;  // ConfigError when negative
  double get_double(const std::string& key) const;
  bool get_bool(const std::string& key) const;
  // The canonical text of any key (for a string key, its value).
  const std::string& get_string(const std::string& key) const;

  // Where the value of `key` came from: "default", "command line", "FILE:LINE".
  const std::string& origin(const std::string& key) const;

  // The effective configuration as INI, one [section] per group, each line
  // `key = value  ; unit, from origin`. Reading it back gives an equal Config (values only).
  std::string to_ini() const;

  // Equal values for every key (origins are not compared).
  bool same_values(const Config& other) const;

  // Checked readers: a value outside the range is a ConfigError naming the key, the reason,
  // the value and where it came from.
  int int_in(const std::string& key, int64_t min, int64_t max, const std::string& reason) const;
  int positive(const std::string& key) const;      // 1 .. INT_MAX
  int non_negative(const std::string& key) const;  // 0 .. INT_MAX
  uint64_t cycles(const std::string& key) const;   // 0 .. INT64_MAX
  // A string key that must be one of `allowed` ("must be one of a, b, got 'c'").
  const std::string& one_of(const std::string& key, const std::vector<std::string>& allowed) const;

  // Throws ConfigError(key, reason + " (from ORIGIN)"): for plug-ins' own checks, so that their
  // errors say where the offending value came from as the readers' do.
  [[noreturn]] void fail(const std::string& key, const std::string& reason) const;

  // `e` with the origin of its key added, when its key is a configuration key and it does not
  // say where the value came from yet: for code below the configuration layer (a model's own
  // checks, the RTL switch's) that throws knowing only the key.
  ConfigError add_origin(const ConfigError& e) const;

 private:
  struct Entry {
    std::string value;
    std::string origin;
  };
  const Entry& entry(const std::string& key, KeyType expected) const;

  std::map<std::string, Entry> values_;
};

}  // namespace ccsim
