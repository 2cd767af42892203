// Send orders of all-to-all personalized exchange on the banyan, and their conflicts.
#include "collectives/aapc/banyan_plan.h"

#include <stdexcept>
#include <utility>
#include <vector>

#include "net/topology/banyan.h"
#include "routing/grid_routing.h"
#include "traffic/rng.h"

namespace ccsim::sw {

namespace {

void check_stages(int stages) {
  if (stages < 1 || stages > net::Banyan::kMaxStages) {
    throw std::invalid_argument("banyan plan: " + std::to_string(stages) + " stages");
  }
}

// phi_i: flips bit i - 1 of every entry.
std::vector<int> apply_phi(int i, std::vector<int> row) {
  for (int& v : row) v ^= 1 << (i - 1);
  return row;
}

void build_basic_list(int k, std::vector<int>& list) {
  if (k == 1) {
    list.push_back(1);
    return;
  }
  build_basic_list(k - 1, list);
  list.push_back(k);
  build_basic_list(k - 1, list);
}

}  // namespace

std::vector<int> banyan_tau_row(int stages) {
  check_stages(stages);
  std::vector<int> row;
  for (int j = 0; j < (1 << stages); ++j) {
    int line = j;  // tau_0 first, then tau_1, ..., tau_{m-2}
    for (int s = 0; s + 1 < stages; ++s) line = net::Banyan::interstage(s, line);
    row.push_back(line);
  }
  return row;
}

std::vector<int> bit_reversal_row(int stages) {
  check_stages(stages);
  std::vector<int> row;
  for (int j = 0; j < (1 << stages); ++j) {
    int reversed = 0;
    for (int b = 0; b < stages; ++b) reversed |= ((j >> b) & 1) << (stages - 1 - b);
    row.push_back(reversed);
  }
  return row;
}

std::vector<int> basic_permutation_list(int stages) {
  check_stages(stages);
  std::vector<int> list;
  build_basic_list(stages, list);
  return list;
}

BanyanSchedule latin_square_gray(const std::vector<int>& first_row, int stages) {
  BanyanSchedule square{first_row};
  for (const int i : basic_permutation_list(stages)) square.push_back(apply_phi(i, square.back()));
  return square;
}

BanyanSchedule latin_square_subsets(const std::vector<int>& first_row, int stages) {
  check_stages(stages);
  BanyanSchedule square{first_row};
  // rho_k = the product of the phi_i whose bit i - 1 is set in k, k = 1 .. n - 1.
  for (int k = 1; k < (1 << stages); ++k) {
    std::vector<int> row = first_row;
    for (int i = 1; i <= stages; ++i) {
      if (k >> (i - 1) & 1) row = apply_phi(i, std::move(row));
    }
    square.push_back(std::move(row));
  }
  return square;
}

BanyanSchedule banyan_schedule(const std::string& order, const std::string& construction,
                               const std::string& first_row, int stages, uint64_t seed) {
  check_stages(stages);
  const int n = 1 << stages;
  BanyanSchedule schedule(size_t(n), std::vector<int>(size_t(n), 0));
  if (order == "latin") {
    std::vector<int> row;
    if (first_row == "tau") {
      row = banyan_tau_row(stages);
    } else if (first_row == "bit_reversal") {
      row = bit_reversal_row(stages);
    } else {
      throw std::invalid_argument("banyan_schedule: first row '" + first_row + "'");
    }
    if (construction == "gray") return latin_square_gray(row, stages);
    if (construction == "subsets") return latin_square_subsets(row, stages);
    throw std::invalid_argument("banyan_schedule: construction '" + construction + "'");
  }
  if (order == "random") {
    for (int j = 0; j < n; ++j) {
      std::vector<int> destinations(static_cast<size_t>(n));
      for (int d = 0; d < n; ++d) destinations[size_t(d)] = d;
      Rng rng(seed * 0x9E3779B97F4A7C15ULL + uint64_t(j));
      for (int i = n - 1; i > 0; --i) {
        std::swap(destinations[size_t(i)], destinations[rng.below(uint32_t(i + 1))]);
      }
      for (int r = 0; r < n; ++r) schedule[size_t(r)][size_t(j)] = destinations[size_t(r)];
    }
    return schedule;
  }
  if (order == "shift" || order == "hotspot") {
    for (int r = 0; r < n; ++r) {
      for (int j = 0; j < n; ++j)
        schedule[size_t(r)][size_t(j)] = order == "shift" ? (j + r + 1) % n : r;
    }
    return schedule;
  }
  throw std::invalid_argument("banyan_schedule: order '" + order + "'");
}

bool is_latin_square(const BanyanSchedule& schedule) {
  const size_t n = schedule.size();
  for (size_t r = 0; r < n; ++r) {
    if (schedule[r].size() != n) return false;
  }
  for (size_t a = 0; a < n; ++a) {
    std::vector<bool> in_row(n, false);
    std::vector<bool> in_column(n, false);
    for (size_t b = 0; b < n; ++b) {
      const int row_value = schedule[a][b];
      const int column_value = schedule[b][a];
      if (row_value < 0 || size_t(row_value) >= n || in_row[size_t(row_value)]) return false;
      if (column_value < 0 || size_t(column_value) >= n || in_column[size_t(column_value)]) {
        return false;
      }
      in_row[size_t(row_value)] = true;
      in_column[size_t(column_value)] = true;
    }
  }
  return true;
}

int route_conflicts(const net::Topology& topology, const std::vector<net::SourceRoute>& routes) {
  // Messages per (switch, output port).
  const size_t ports = size_t(topology.switch_ports());
  std::vector<int> users(size_t(topology.switch_count()) * ports, 0);
  int conflicts = 0;
  for (size_t j = 0; j < routes.size(); ++j) {
    for (const RouteHop& hop : route_links(topology, int(j), routes[j])) {
      if (users[size_t(hop.node) * ports + size_t(hop.port)]++ > 0) ++conflicts;
    }
  }
  return conflicts;
}

}  // namespace ccsim::sw
