// One registry template for every kind of plug-in: topologies, routing policies, algorithms,
// traffic patterns, experiments, switch implementations, plans.
//
// A plug-in registers an Entry (its factory, description and whatever else its kind needs)
// under its name from its own .cpp, with a static Registrar at the bottom of the file. Each
// kind keeps its Registry in a function-local static (constructed on first use, so a
// registration made during static initialization of another translation unit always finds
// it). Plug-in folders must build as CMake OBJECT libraries: a static library's linker drops
// an object file nothing references, and its registration with it.
//
// Lookups of a name a user typed go through at(), whose ConfigError names the configuration
// key that selects the plug-in and lists the known names.
#pragma once

#include <map>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

#include "base/config.h"
#include "base/errors.h"

namespace ccsim {

template <typename Entry>
class Registry {
 public:
  // `what` names the kind in messages ("topology"); `key` is the configuration key that
  // selects a plug-in of this kind ("topology.kind").
  Registry(std::string what, std::string key) : what_(std::move(what)), key_(std::move(key)) {}
  Registry(const Registry&) = delete;
  Registry& operator=(const Registry&) = delete;

  // Two plug-ins of one kind with the same name are a programming error.
  void add(const std::string& name, Entry entry) {
    if (!entries_.emplace(name, std::move(entry)).second) {
      throw std::logic_error(what_ + " '" + name + "' is registered twice");
    }
  }

  const Entry* find(const std::string& name) const {
    const auto it = entries_.find(name);
    return it == entries_.end() ? nullptr : &it->second;
  }
  bool contains(const std::string& name) const { return entries_.count(name) != 0; }

  // The entry of `name`; ConfigError naming key() and the known names when there is none.
  const Entry& at(const std::string& name) const {
    if (const Entry* entry = find(name)) return *entry;
    throw ConfigError(key_, "unknown " + what_ + " '" + printable(name) + "'; known: " + known());
  }

  // The entry the configuration selects by key(); ConfigError naming the key, where its value
  // came from and the known names when there is none.
  const Entry& selected(const Config& config) const {
    const std::string& name = config.get_string(key_);
    if (const Entry* entry = find(name)) return *entry;
    config.fail(key_, "unknown " + what_ + " '" + printable(name) + "'; known: " + known());
  }

  // Names in sorted order, and the entries by name.
  std::vector<std::string> names() const {
    std::vector<std::string> out;
    for (const auto& entry : entries_) out.push_back(entry.first);
    return out;
  }
  const std::map<std::string, Entry>& entries() const { return entries_; }

  // "a, b, c", or "(none registered)".
  std::string known() const {
    std::string out;
    for (const auto& entry : entries_) out += (out.empty() ? "" : ", ") + entry.first;
    return out.empty() ? "(none registered)" : out;
  }

  const std::string& what() const { return what_; }
  const std::string& key() const { return key_; }

 private:
  std::string what_;
  std::string key_;
  std::map<std::string, Entry> entries_;
};

// A static Registrar in a plug-in's .cpp adds its entry before main() runs.
template <typename Entry>
struct Registrar {
  Registrar(Registry<Entry>& registry, const std::string& name, Entry entry) {
    registry.add(name, std::move(entry));
  }
};

}  // namespace ccsim

// Registers `entry` under `name` in `registry` (an expression returning Registry<Entry>&).
// `id` makes the registrar's name unique within the file.
#define CCSIM_REGISTER(id, registry, name, ...) \
  static const ::ccsim::Registrar ccsim_registrar_##id((registry), (name), __VA_ARGS__)
