// The key table and the Config value store: parsing by type, origins, INI output.
//
// Values are kept as canonical text (integers in decimal, numbers in the shortest form that
// reads back to the same double, bools as true/false) so that to_ini() output reads back to an
// identical Config and two configurations compare by text.
#include "base/config.h"

#include <algorithm>
#include <cctype>
#include <cerrno>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <iterator>
#include <limits>
#include <sstream>
#include <stdexcept>

#include "base/errors.h"

namespace ccsim {

namespace {

// The machine's sections first, in the order a machine is described, then the run's.
int section_rank(const std::string& section) {
  static const char* const kOrder[] = {"topology", "machine", "link",       "switch",    "memory",
                                       "node",     "barrier", "experiment", "algorithm", "routing",
                                       "traffic",  "sim",     "output"};
  for (int i = 0; i < int(std::size(kOrder)); ++i) {
    if (section == kOrder[i]) return i;
  }
  return int(std::size(kOrder));
}

struct Catalogue {
  std::vector<KeySpec> keys;  // in declaration order
  std::vector<KeySpec> sorted;
  bool dirty = false;
};

Catalogue& catalogue() {
  static Catalogue c;
  return c;
}

}  // namespace

void declare_keys(const std::vector<KeySpec>& keys) {
  Catalogue& c = catalogue();
  for (const KeySpec& spec : keys) {
    auto same = std::find_if(c.keys.begin(), c.keys.end(),
                             [&](const KeySpec& k) { return k.name == spec.name; });
    if (same != c.keys.end()) {
      // Everything --help shows must agree, or which file initialized first would decide it.
      if (same->type != spec.type || same->default_value != spec.default_value ||
          same->unit != spec.unit || same->help != spec.help || same->owner != spec.owner) {
        throw std::logic_error("key " + spec.name + " is declared differently by " + same->owner +
                               " and " + spec.owner);
      }
      continue;
    }
    c.keys.push_back(spec);
  }
  c.dirty = true;
}

namespace {

std::string lower(std::string s) {
  for (char& c : s) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return s;
}

bool all_digits(const std::string& s, size_t from) {
  if (from >= s.size()) return false;
  for (size_t i = from; i < s.size(); ++i) {
    if (!std::isdigit(static_cast<unsigned char>(s[i]))) return false;
  }
  return true;
}

// Canonical decimal text of an integer, or "" when `text` is not one. Values from INT64_MIN
// to UINT64_MAX are representable, so that sim.seed can take any 64-bit value.
std::string canonical_int(const std::string& text, bool* out_of_range) {
  *out_of_range = false;
  bool negative = !text.empty() && text[0] == '-';
  size_t digits_from = (!text.empty() && (text[0] == '-' || text[0] == '+')) ? 1 : 0;
  if (!all_digits(text, digits_from)) return "";
  errno = 0;
  if (negative) {
    long long v = std::strtoll(text.c_str(), nullptr, 10);
    if (errno == ERANGE) *out_of_range = true;
    return std::to_string(v);
  }
  unsigned long long v = std::strtoull(text.c_str() + digits_from, nullptr, 10);
  if (errno == ERANGE) *out_of_range = true;
  return std::to_string(v);
}

// Shortest text that reads back as exactly `v` ("0.05", not "0.050000000000000003"), without
// an exponent for ordinary magnitudes ("20", not "2e+01").
std::string canonical_double(double v) {
  char buffer[64];
  int precision = 1;
  for (; precision <= 17; ++precision) {
    std::snprintf(buffer, sizeof buffer, "%.*g", precision, v);
    if (std::strtod(buffer, nullptr) == v) break;
  }
  double magnitude = std::fabs(v);
  while (std::strchr(buffer, 'e') != nullptr && magnitude >= 1e-4 && magnitude < 1e16 &&
         precision < 17) {
    std::snprintf(buffer, sizeof buffer, "%.*g", ++precision, v);
  }
  return buffer;
}

// "" when `text` is not a finite number.
std::string canonical_number(const std::string& text) {
  // Decimal only, as integers are: strtod would also take hex floats ("0x1p-3").
  if (text.empty() || text.find_first_of("xX") != std::string::npos) return "";
  char* end = nullptr;
  errno = 0;
  double v = std::strtod(text.c_str(), &end);
  if (end != text.c_str() + text.size() || errno == ERANGE || !std::isfinite(v)) return "";
  return canonical_double(v);
}

// "" when `text` is not one of the accepted spellings.
std::string canonical_bool(const std::string& text) {
  std::string t = lower(text);
  if (t == "true" || t == "1" || t == "yes" || t == "on") return "true";
  if (t == "false" || t == "0" || t == "no" || t == "off") return "false";
  return "";
}

size_t edit_distance(const std::string& a, const std::string& b) {
  std::vector<size_t> row(b.size() + 1);
  for (size_t j = 0; j <= b.size(); ++j) row[j] = j;
  for (size_t i = 1; i <= a.size(); ++i) {
    size_t diagonal = row[0];
    row[0] = i;
    for (size_t j = 1; j <= b.size(); ++j) {
      size_t above = row[j];
      row[j] = std::min({row[j] + 1, row[j - 1] + 1, diagonal + (a[i - 1] == b[j - 1] ? 0 : 1)});
      diagonal = above;
    }
  }
  return row[b.size()];
}

std::string after_dot(const std::string& key) {
  size_t dot = key.rfind('.');
  return dot == std::string::npos ? key : key.substr(dot + 1);
}

std::string with_origin(const std::string& reason, const std::string& origin) {
  return origin.empty() ? reason : reason + " (" + origin + ")";
}

}  // namespace

const std::vector<KeySpec>& all_keys() {
  Catalogue& c = catalogue();
  if (c.dirty) {
    // Stable: keys of one owner keep the order in which the owner declared them (each owner
    // declares its keys from one file, so that order does not depend on the link order).
    c.sorted = c.keys;
    std::stable_sort(c.sorted.begin(), c.sorted.end(), [](const KeySpec& a, const KeySpec& b) {
      const std::string sa = section_of(a.name);
      const std::string sb = section_of(b.name);
      const int ra = section_rank(sa);
      const int rb = section_rank(sb);
      if (ra != rb) return ra < rb;
      if (sa != sb) return sa < sb;
      // The section's own keys (the one that selects a plug-in) first, then by owner.
      const bool own_a = a.owner == sa;
      const bool own_b = b.owner == sb;
      if (own_a != own_b) return own_a;
      return a.owner < b.owner;
    });
    c.dirty = false;
  }
  return c.sorted;
}

std::string trim(const std::string& s) {
  size_t begin = 0;
  size_t end = s.size();
  while (begin < end && std::isspace(static_cast<unsigned char>(s[begin]))) ++begin;
  while (end > begin && std::isspace(static_cast<unsigned char>(s[end - 1]))) --end;
  return s.substr(begin, end - begin);
}

std::string canonical_text(int64_t value) { return std::to_string(value); }
std::string canonical_text(double value) { return canonical_double(value); }
std::string canonical_text(bool value) { return value ? "true" : "false"; }

const KeySpec* find_key(const std::string& name) {
  for (const KeySpec& spec : all_keys()) {
    if (spec.name == name) return &spec;
  }
  return nullptr;
}

std::string closest_key(const std::string& name) {
  // Two kinds of typo are common: a misspelt key ("output.trce") and the right key under the
  // wrong or a missing section ("router.queue_depth", "queue_depth"). The second is scored on
  // the part after the dot, plus one for the section.
  // Far longer than any key is no typo of one, and the edit distance costs its length squared.
  if (name.size() > 100) return "";
  std::string best;
  size_t best_score = std::numeric_limits<size_t>::max();
  for (const KeySpec& spec : all_keys()) {
    size_t score = std::min(edit_distance(name, spec.name),
                            edit_distance(after_dot(name), after_dot(spec.name)) + 1);
    if (score < best_score) {
      best_score = score;
      best = spec.name;
    }
  }
  // A name of one or two letters is close to too many keys for a hint to mean anything.
  size_t allowed = 2 + name.size() / 8;
  return name.size() >= 3 && best_score <= allowed ? best : "";
}

std::string section_of(const std::string& key) {
  size_t dot = key.find('.');
  return dot == std::string::npos ? "" : key.substr(0, dot);
}

const char* type_name(KeyType type) {
  switch (type) {
    case KeyType::kInt:
      return "int";
    case KeyType::kDouble:
      return "number";
    case KeyType::kBool:
      return "bool";
    case KeyType::kString:
      return "string";
  }
  return "?";
}

Config::Config() {
  for (const KeySpec& spec : all_keys()) values_[spec.name] = Entry{spec.default_value, "default"};
}

void Config::set(const std::string& key, const std::string& value, const std::string& origin) {
  const KeySpec* spec = find_key(key);
  if (spec == nullptr) {
    std::string hint = closest_key(key);
    std::string reason = "unknown key";
    if (!hint.empty()) reason += "; did you mean " + hint + "?";
    throw ConfigError(key, with_origin(reason, origin));
  }
  std::string text = spec->type == KeyType::kString ? value : trim(value);
  std::string canonical;
  switch (spec->type) {
    case KeyType::kInt: {
      bool out_of_range = false;
      canonical = canonical_int(text, &out_of_range);
      if (canonical.empty()) {
        throw ConfigError(
            key, with_origin("expected an integer, got '" + printable(value) + "'", origin));
      }
      if (out_of_range) {
        throw ConfigError(key,
                          with_origin("integer out of range: '" + printable(value) + "'", origin));
      }
      break;
    }
    case KeyType::kDouble:
      canonical = canonical_number(text);
      if (canonical.empty()) {
        throw ConfigError(key,
                          with_origin("expected a number, got '" + printable(value) + "'", origin));
      }
      break;
    case KeyType::kBool:
      canonical = canonical_bool(text);
      if (canonical.empty()) {
        throw ConfigError(key,
                          with_origin("expected a bool (true/false, yes/no, on/off, 1/0), got '" +
                                          printable(value) + "'",
                                      origin));
      }
      break;
    case KeyType::kString:
      canonical = text;
      break;
  }
  values_[key] = Entry{canonical, origin};
}

const Config::Entry& Config::entry(const std::string& key, KeyType expected) const {
  auto it = values_.find(key);
  if (it == values_.end()) throw std::logic_error("Config: no key '" + key + "'");
  if (find_key(key)->type != expected) {
    throw std::logic_error("Config: key '" + key + "' is not of type " + type_name(expected));
  }
  return it->second;
}

int64_t Config::get_int(const std::string& key) const {
  const Entry& e = entry(key, KeyType::kInt);
  errno = 0;
  long long v = std::strtoll(e.value.c_str(), nullptr, 10);
  if (errno == ERANGE) {
    throw ConfigError(key, "integer out of range: '" + e.value + "' (from " + e.origin + ")");
  }
  return v;
}

uint64_t Config::get_uint64(const std::string& key) const {
  const Entry& e = entry(key, KeyType::kInt);
  if (!e.value.empty() && e.value[0] == '-') {
    throw ConfigError(key, "must not be negative, got " + e.value + " (from " + e.origin + ")");
  }
  return std::strtoull(e.value.c_str(), nullptr, 10);
}

double Config::get_double(const std::string& key) const {
  return std::strtod(entry(key, KeyType::kDouble).value.c_str(), nullptr);
}

bool Config::get_bool(const std::string& key) const {
  return entry(key, KeyType::kBool).value == "true";
}

const std::string& Config::get_string(const std::string& key) const {
  auto it = values_.find(key);
  if (it == values_.end()) throw std::logic_error("Config: no key '" + key + "'");
  return it->second.value;
}

const std::string& Config::origin(const std::string& key) const {
  auto it = values_.find(key);
  if (it == values_.end()) throw std::logic_error("Config: no key '" + key + "'");
  return it->second.origin;
}

std::string Config::to_ini() const {
  std::ostringstream out;
  out << "; ccsim effective configuration: ccsim run --config FILE reruns it.\n";
  std::string section;
  for (const KeySpec& spec : all_keys()) {
    std::string this_section = section_of(spec.name);
    if (this_section != section) {
      section = this_section;
      out << "\n[" << section << "]\n";
    }
    const Entry& e = values_.at(spec.name);
    out << after_dot(spec.name) << " = " << e.value << "  ; ";
    if (!spec.unit.empty()) out << spec.unit << ", ";
    out << "from " << e.origin << "\n";
  }
  return out.str();
}

constexpr int64_t kIntMax = std::numeric_limits<int>::max();

void Config::fail(const std::string& key, const std::string& reason) const {
  throw ConfigError(key, reason + " (from " + origin(key) + ")");
}

ConfigError Config::add_origin(const ConfigError& e) const {
  const std::string what = e.what();
  if (find_key(e.key()) == nullptr || what.find(" (from ") != std::string::npos) return e;
  const std::string prefix = printable_key(e.key()) + ": ";
  const std::string reason = what.rfind(prefix, 0) == 0 ? what.substr(prefix.size()) : what;
  return ConfigError(e.key(), reason + " (from " + origin(e.key()) + ")");
}

int Config::int_in(const std::string& key, int64_t min, int64_t max,
                   const std::string& reason) const {
  const int64_t v = get_int(key);
  // A value above the type's limit gets its own message: the reason ("must be positive")
  // describes the key's own bound and would mislead there.
  if (v > max && max == kIntMax) {
    fail(key,
         "must be at most " + std::to_string(kIntMax) + " (2^31 - 1), got " + std::to_string(v));
  }
  if (v < min || v > max) fail(key, reason + ", got " + std::to_string(v));
  return static_cast<int>(v);
}

int Config::positive(const std::string& key) const {
  return int_in(key, 1, kIntMax, "must be positive");
}

int Config::non_negative(const std::string& key) const {
  return int_in(key, 0, kIntMax, "must not be negative");
}

uint64_t Config::cycles(const std::string& key) const {
  const int64_t v = get_int(key);
  if (v < 0) fail(key, "must not be negative, got " + std::to_string(v));
  return static_cast<uint64_t>(v);
}

const std::string& Config::one_of(const std::string& key,
                                  const std::vector<std::string>& allowed) const {
  const std::string& v = get_string(key);
  if (std::find(allowed.begin(), allowed.end(), v) == allowed.end()) {
    std::vector<std::string> sorted = allowed;
    std::sort(sorted.begin(), sorted.end());
    std::string list;
    for (const std::string& a : sorted) list += (list.empty() ? "" : ", ") + a;
    fail(key, "must be one of " + list + ", got '" + printable(v) + "'");
  }
  return v;
}

bool Config::same_values(const Config& other) const {
  for (const KeySpec& spec : all_keys()) {
    if (values_.at(spec.name).value != other.values_.at(spec.name).value) return false;
  }
  return true;
}

}  // namespace ccsim
