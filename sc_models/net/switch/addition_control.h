// The control interface of a switch's hardware addition, as the switch seam and the node API
// offer it (net/switch/addition.h): each addition derives its own, with a static kAddition
// naming the addition for lookup.
#pragma once

#include <string>

namespace ccsim::net {

class AdditionControl {
 public:
  virtual ~AdditionControl() = default;
};

// The control C (a class with C::kAddition) that `found` (a lookup by that name) gives, or null.
template <typename C>
C* control_as(AdditionControl* found) {
  return dynamic_cast<C*>(found);
}

}  // namespace ccsim::net
