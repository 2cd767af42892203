// The routes of a machine whose packets carry their route in the head word alone
// (switch.route_words = head): each distinct source route gets a number once, the head word
// carries that number (net/flit.h, kRouteHandleFlag), and every switch reads the route's
// current leg from here. Hardware would carry the route (or the destination) in a wide head
// flit; the table only keeps a flit the size of a word.
#pragma once

#include <cstdint>
#include <string>
#include <unordered_map>
#include <vector>

#include "net/flit.h"

namespace ccsim::net {

class RouteTable {
 public:
  // The route's number, the same for equal routes. Throws SimulationError for an empty route,
  // one of more than kMaxLegs segments, or beyond kMaxRouteHandles distinct routes.
  uint32_t intern(const SourceRoute& route);
  // The route numbered `id`, or nullptr if there is none.
  const SourceRoute* find(uint32_t id) const {
    return id < routes_.size() ? &routes_[id] : nullptr;
  }
  size_t size() const { return routes_.size(); }

 private:
  std::vector<SourceRoute> routes_;
  std::unordered_map<std::string, uint32_t> numbers_;  // key: the route's segment bytes
};

}  // namespace ccsim::net
