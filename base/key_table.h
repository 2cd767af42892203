// Binds configuration keys to the fields of a parameter struct: one row per key holds its
// name, unit, help, the field it sets and the field's range check.
//
// A key's default is the field's value in a default-constructed struct, read off it when the
// row is made: the struct's initializer is the one place a default is written, so the key
// table, `--help`, the echoed configuration and a model built from `S{}` can never disagree.
// read() starts from `S{}` and sets every bound field from the Config, checking each value
// once and throwing ConfigError naming the key and the value's origin. An option with a few
// named values is an enumeration in the struct and a name in the configuration.
#pragma once

#include <cstdint>
#include <functional>
#include <limits>
#include <string>
#include <type_traits>
#include <utility>
#include <vector>

#include "base/config.h"

namespace ccsim {

// An integer key's range and the message when a value is outside it.
struct IntRange {
  int64_t min = std::numeric_limits<int>::min();
  int64_t max = std::numeric_limits<int>::max();
  std::string reason = "out of range";
};
inline IntRange positive() { return {1, std::numeric_limits<int>::max(), "must be positive"}; }
inline IntRange non_negative() {
  return {0, std::numeric_limits<int>::max(), "must not be negative"};
}

template <typename S>
class KeyTable {
 public:
  explicit KeyTable(std::string owner) : owner_(std::move(owner)) {}

  KeyTable& add(const std::string& name, int S::*field, const std::string& unit,
                const std::string& help, IntRange range) {
    return row(name, KeyType::kInt, canonical_text(int64_t(S{}.*field)), unit, help,
               [=](const Config& c, S& s) {
                 s.*field = c.int_in(name, range.min, range.max, range.reason);
               });
  }
  KeyTable& add(const std::string& name, uint32_t S::*field, const std::string& unit,
                const std::string& help, IntRange range) {
    return row(name, KeyType::kInt, canonical_text(int64_t(S{}.*field)), unit, help,
               [=](const Config& c, S& s) {
                 s.*field = uint32_t(c.int_in(name, range.min, range.max, range.reason));
               });
  }
  // Cycle counts, seeds and other non-negative 64-bit values (0 .. 2^64 - 1).
  KeyTable& add(const std::string& name, uint64_t S::*field, const std::string& unit,
                const std::string& help) {
    return row(name, KeyType::kInt, std::to_string(S{}.*field), unit, help,
               [=](const Config& c, S& s) { s.*field = c.get_uint64(name); });
  }
  // `valid` decides; `reason` is the message when it does not hold (NaN must fail it).
  KeyTable& add(const std::string& name, double S::*field, const std::string& unit,
                const std::string& help, std::function<bool(double)> valid,
                const std::string& reason) {
    return row(name, KeyType::kDouble, canonical_text(S{}.*field), unit, help,
               [=](const Config& c, S& s) {
                 const double v = c.get_double(name);
                 if (!valid(v)) c.fail(name, reason);
                 s.*field = v;
               });
  }
  KeyTable& add(const std::string& name, bool S::*field, const std::string& help) {
    return row(name, KeyType::kBool, canonical_text(S{}.*field), "", help,
               [=](const Config& c, S& s) { s.*field = c.get_bool(name); });
  }
  // A string; when `allowed` is not empty the value must be one of them.
  KeyTable& add(const std::string& name, std::string S::*field, const std::string& help,
                std::vector<std::string> allowed = {}) {
    return row(name, KeyType::kString, S{}.*field, "", help, [=](const Config& c, S& s) {
      s.*field = allowed.empty() ? c.get_string(name) : c.one_of(name, allowed);
    });
  }

  // An enumeration, spelt in the configuration by the names `names` gives its values (the
  // value must be one of them).
  template <typename E, typename = std::enable_if_t<std::is_enum_v<E>>>
  KeyTable& add(const std::string& name, E S::*field, const std::string& help,
                std::vector<std::pair<std::string, E>> names) {
    std::vector<std::string> allowed;
    std::string default_name;
    for (const auto& [text, value] : names) {
      allowed.push_back(text);
      if (value == S{}.*field) default_name = text;
    }
    return row(name, KeyType::kString, default_name, "", help, [=](const Config& c, S& s) {
      const std::string& text = c.one_of(name, allowed);
      for (const auto& [spelt, value] : names) {
        if (spelt == text) s.*field = value;
      }
    });
  }

  const std::vector<KeySpec>& specs() const { return specs_; }

  void read(const Config& config, S& out) const {
    for (const auto& set : setters_) set(config, out);
  }
  S read(const Config& config) const {
    S out{};
    read(config, out);
    return out;
  }

 private:
  KeyTable& row(const std::string& name, KeyType type, std::string default_value,
                const std::string& unit, const std::string& help,
                std::function<void(const Config&, S&)> set) {
    specs_.push_back(KeySpec{name, type, std::move(default_value), unit, help, owner_});
    setters_.push_back(std::move(set));
    return *this;
  }

  std::string owner_;
  std::vector<KeySpec> specs_;
  std::vector<std::function<void(const Config&, S&)>> setters_;
};

}  // namespace ccsim
