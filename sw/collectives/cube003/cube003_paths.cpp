// Paper 003's two-node plans: one path pipelined, n parallel paths (see cube003_paths.h).
#include "collectives/cube003/cube003_paths.h"

#include <algorithm>
#include <stdexcept>

#include "collectives/cube003/cube003_data.h"
#include "collectives/cube003/cube003_formulas.h"

namespace ccsim::sw::cube003 {

namespace {

// The n parallel paths of Proposition 3.1 from 0 to `b` (one path when !parallel).
std::vector<std::vector<int>> make_paths(int n, uint32_t b, bool parallel) {
  std::vector<int> differing;
  std::vector<int> same;
  for (int d = 0; d < n; ++d) ((b >> d) & 1u ? differing : same).push_back(d);
  std::vector<std::vector<int>> paths;
  const int h = int(differing.size());
  for (int k = 0; k < (parallel ? h : 1); ++k) {
    std::vector<int> path;
    for (int j = 0; j < h; ++j) path.push_back(differing[size_t((k + j) % h)]);
    paths.push_back(path);
  }
  if (!parallel) return paths;
  for (int e : same) {
    std::vector<int> path{e};
    path.insert(path.end(), differing.begin(), differing.end());
    path.push_back(e);
    paths.push_back(path);
  }
  return paths;
}

}  // namespace

PathsPlan::PathsPlan(const PlanParams& params, bool parallel) : Plan(params), parallel_(parallel) {
  const int n = params.n;
  destination_ = params.destination < 0 ? node_count() - 1 : params.destination;
  if (destination_ < 1 || destination_ >= node_count()) {
    throw std::invalid_argument("destination must be a node other than 0, in 1.." +
                                std::to_string(node_count() - 1));
  }
  words_of(params.elements);
  paths_ = make_paths(n, uint32_t(destination_), parallel);
  const uint32_t parts = uint32_t(paths_.size());
  const uint32_t largest = ceil_div(params.elements, parts);
  packet_elements_ =
      params.packet_elements > 0
          ? std::min(params.packet_elements, largest)
          : optimal_packet_elements(largest, longest(), Cost{params.beta, params.tau});
  role_.assign(size_t(node_count()), Role{});
  for (int k = 0; k < int(paths_.size()); ++k) {
    uint32_t at = 0;
    for (int hop = 1; hop < int(paths_[size_t(k)].size()); ++hop) {
      at ^= 1u << paths_[size_t(k)][size_t(hop - 1)];
      role_[at] = Role{k, hop};
    }
  }
  // Part k: elements [start, start + size), the first m mod n parts one larger.
  uint32_t start = 0;
  for (uint32_t k = 0; k < parts; ++k) {
    const uint32_t size = params.elements / parts + (k < params.elements % parts ? 1 : 0);
    first_unit_.push_back(uint32_t(units_.size()));
    for (uint32_t e = 0; e < size; e += packet_elements_) {
      units_.push_back(Unit{start + e, std::min(packet_elements_, size - e)});
    }
    start += size;
  }
  first_unit_.push_back(uint32_t(units_.size()));
  packets_per_part_ = ceil_div(largest, packet_elements_);
}

int PathsPlan::longest() const {
  size_t most = 0;
  for (const auto& p : paths_) most = std::max(most, p.size());
  return int(most);
}

uint32_t PathsPlan::unit_of(int path, uint32_t p) const {
  const uint32_t u = first_unit_[size_t(path)] + p;
  return u < first_unit_[size_t(path) + 1] ? u : kNoUnit;
}

uint32_t PathsPlan::unit_words(uint32_t unit) const { return words_of(units_[unit].elements); }

std::string PathsPlan::unit_name(uint32_t unit) const {
  const int path =
      int(std::upper_bound(first_unit_.begin(), first_unit_.end(), unit) - first_unit_.begin()) - 1;
  return "packet " + std::to_string(unit - first_unit_[size_t(path)]) + " of part " +
         std::to_string(path);
}

Step PathsPlan::step(int node, int u) const {
  require_node_step(node, u);
  Step s;
  const auto hop_of = [&](int path, int hop, bool send) {
    const uint32_t unit = unit_of(path, uint32_t(u));
    if (unit == kNoUnit) return;
    const uint32_t at = words_of(units_[unit].first);
    const uint32_t words = unit_words(unit);
    const std::vector<int>& dims = paths_[size_t(path)];
    if (send) {
      s.add_send(dims[size_t(hop)], at, at, words);
    } else {
      s.add_wait(dims[size_t(hop - 1)], at, words);
    }
  };
  if (node == 0) {
    for (int k = 0; k < int(paths_.size()); ++k) hop_of(k, 0, true);
  } else if (node == destination_) {
    for (int k = 0; k < int(paths_.size()); ++k) hop_of(k, int(paths_[size_t(k)].size()), false);
  } else if (role_[size_t(node)].path >= 0) {
    const Role r = role_[size_t(node)];
    hop_of(r.path, r.hop, false);
    hop_of(r.path, r.hop, true);
  }
  return s;
}

std::vector<Placed> PathsPlan::initial(int node) const {
  std::vector<Placed> out;
  if (node != 0) return out;
  for (uint32_t u = 0; u < unit_count(); ++u) out.push_back({u, words_of(units_[u].first)});
  return out;
}

std::vector<Expect> PathsPlan::result(int node) const {
  std::vector<Expect> out;
  if (node != destination_) return out;
  for (uint32_t u = 0; u < unit_count(); ++u) {
    out.push_back({words_of(units_[u].first), u, 0, unit_words(u)});
  }
  return out;
}

}  // namespace ccsim::sw::cube003
