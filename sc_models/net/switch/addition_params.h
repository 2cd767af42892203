// The parameters of the switch's hardware additions that SwitchParams has no member for: each
// such addition keeps its own struct here, under its name, so that adding one touches no central
// file (net/switch/addition.h). Written while the machine's keys are read
// (SwitchAddition::read), read-only after; copies are deep, as the rest of SwitchParams.
#pragma once

#include <any>
#include <map>
#include <string>

namespace ccsim::net {

class AdditionParams {
 public:
  // Stores `value` as the parameters of `addition`, replacing any, and returns the stored copy.
  template <typename P>
  P& set(const std::string& addition, P value) {
    std::any& slot = by_addition_[addition];
    slot = std::move(value);
    return *std::any_cast<P>(&slot);
  }
  // The parameters of `addition`, or null if it stored none (or stored another type).
  template <typename P>
  const P* find(const std::string& addition) const {
    const auto it = by_addition_.find(addition);
    return it == by_addition_.end() ? nullptr : std::any_cast<P>(&it->second);
  }

 private:
  std::map<std::string, std::any> by_addition_;
};

}  // namespace ccsim::net
