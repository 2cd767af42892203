// The configuration of one ccsim invocation: every known key, its value and where it came from.
//
// all_keys() is the single table of keys (`section.key`), with type, default, unit and help;
// the command-line parser, the INI reader, `--help` and to_ini() are all generated from it, so
// a key is declared once. Config holds one value per key, starting from the defaults. set()
// checks the key exists and that the text parses as the key's type, and remembers the origin
// ("configs/iwarp-8x8.ini:12", "command line") so errors and the echoed configuration say where
// a value came from. Range checks that need more than one key live in machine_config.h, which
// turns a Config into typed *Params structs. Pure C++: no Boost here (see options.h).
#pragma once

#include <cstdint>
#include <map>
#include <string>
#include <vector>

namespace ccsim::tb {

enum class KeyType { kInt, kDouble, kBool, kString };

struct KeySpec {
  std::string name;  // "section.key"
  KeyType type;
  std::string default_value;  // canonical text, as to_ini() writes it
  std::string unit;           // "" when the value has no unit
  std::string help;           // one line
};

// Every key ccsim knows, grouped by section in the order --help and to_ini() list them.
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

 private:
  struct Entry {
    std::string value;
    std::string origin;
  };
  const Entry& entry(const std::string& key, KeyType expected) const;

  std::map<std::string, Entry> values_;
};

}  // namespace ccsim::tb
