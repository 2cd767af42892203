// Route numbering for packets that carry their route in the head word.
#include "net/route_table.h"

#include "base/errors.h"

namespace ccsim::net {

uint32_t RouteTable::intern(const SourceRoute& route) {
  if (route.empty()) throw SimulationError("route table: empty route");
  if (route.size() > size_t(kMaxLegs)) {
    throw SimulationError("route table: a route of " + std::to_string(route.size()) +
                          " segments (a head word carries at most " + std::to_string(kMaxLegs) +
                          ")");
  }
  std::string key;
  key.reserve(route.size() * 3);
  for (const RouteSegment& s : route) {
    key.push_back(char(s.port));
    key.push_back(char(s.hops));
    key.push_back(char(s.vc));
  }
  const auto [it, added] = numbers_.try_emplace(std::move(key), uint32_t(routes_.size()));
  if (added) {
    if (routes_.size() >= kMaxRouteHandles) {
      numbers_.erase(it);
      throw SimulationError("route table: more than " + std::to_string(kMaxRouteHandles) +
                            " distinct routes");
    }
    routes_.push_back(route);
  }
  return it->second;
}

}  // namespace ccsim::net
