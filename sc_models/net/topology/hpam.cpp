// Topology hpam: the wiring of hpam.h, its names, its diameter and its per-level keys.
#include "net/topology/hpam.h"

#include <algorithm>
#include <climits>
#include <cstdint>
#include <cstdlib>
#include <memory>
#include <stdexcept>
#include <string>
#include <vector>

namespace ccsim::net {

namespace {

constexpr int kMaxNodes = 1 << 16;  // node ids are 16 bits in the info word
constexpr int kMaxSwitchPorts = 64;

bool power_of_two(int v) { return v > 0 && (v & (v - 1)) == 0; }

}  // namespace

std::string Hpam::rows_key(int level) {
  return "topology.level" + std::to_string(level + 1) + "_rows";
}
std::string Hpam::cols_key(int level) {
  return "topology.level" + std::to_string(level + 1) + "_cols";
}

Hpam::Hpam(std::vector<HpamLevel> levels) : levels_(std::move(levels)) {
  if (levels_.size() < 2 || levels_.size() > size_t(kMaxLevels)) {
    throw std::invalid_argument("Hpam: 2.." + std::to_string(kMaxLevels) + " levels");
  }
  first_node_.push_back(0);
  for (size_t l = 0; l < levels_.size(); ++l) {
    const HpamLevel& v = levels_[l];
    if (v.rows < 1 || !power_of_two(v.cols) || (l > 0 && v.cols < levels_[l - 1].cols)) {
      throw std::invalid_argument("Hpam: level " + std::to_string(l + 1) + " is " +
                                  std::to_string(v.rows) + "x" + std::to_string(v.cols));
    }
    if (l > 0) max_fan_ = std::max(max_fan_, v.cols / levels_[l - 1].cols);
    first_node_.push_back(first_node_.back() + v.rows * v.cols);
  }
  diameter_ = compute_diameter();
}

std::string Hpam::description() const {
  std::string d = "hpam ";
  for (int l = 0; l < levels(); ++l) {
    d += (l ? "/" : "") + std::to_string(rows(l)) + "x" + std::to_string(cols(l));
  }
  return d;
}

int Hpam::level_of(int node) const {
  if (node < 0 || node >= node_count()) throw std::out_of_range("Hpam: bad node");
  int l = 0;
  while (node >= first_node_[size_t(l) + 1]) ++l;
  return l;
}

int Hpam::neighbor(int node, int port) const {
  if (node < 0 || node >= node_count()) return -1;
  const int l = level_of(node);
  const int r = row_of(node);
  const int c = col_of(node);
  switch (port) {
    case kXPlus:
      return c + 1 < cols(l) ? node + 1 : -1;
    case kXMinus:
      return c > 0 ? node - 1 : -1;
    case kYPlus:
      return r + 1 < rows(l) ? node + cols(l) : -1;
    case kYMinus:
      return r > 0 ? node - cols(l) : -1;
    case kUp:
      return l > 0 && r == 0 ? node_at(l - 1, rows(l - 1) - 1, column_above(c, l, l - 1)) : -1;
    default:
      break;
  }
  const int k = port - kDown0;
  if (k < 0 || l + 1 >= levels() || r != rows(l) - 1 || k >= fan(l + 1)) return -1;
  return node_at(l + 1, 0, c * fan(l + 1) + k);
}

int Hpam::peer_port(int node, int port) const {
  if (port < kUp) return port ^ 1;  // xp-xm, yp-ym
  if (port == kUp) return down_port_to(col_of(node), level_of(node));
  return kUp;
}

std::vector<LinkSpec> Hpam::links() const {
  std::vector<LinkSpec> result;
  for (int node = 0; node < node_count(); ++node) {
    for (int port : {kXPlus, kYPlus}) {
      const int other = neighbor(node, port);
      if (other >= 0) result.push_back({node, port, other, port + 1});
    }
  }
  for (int l = 1; l < levels(); ++l) {
    for (int c = 0; c < cols(l); ++c) {
      const int below = node_at(l, 0, c);
      result.push_back({neighbor(below, kUp), down_port_to(c, l), below, kUp});
    }
  }
  return result;
}

std::string Hpam::node_name(int node) const {
  const int l = level_of(node);
  return "l" + std::to_string(l + 1) + "_r" + std::to_string(row_of(node)) + "_c" +
         std::to_string(col_of(node));
}

std::string Hpam::port_name(int port) const {
  static const char* const kNames[] = {"xp", "xm", "yp", "ym", "up"};
  if (port < 0 || port > local_port()) throw std::out_of_range("Hpam::port_name: bad port");
  if (port == local_port()) return "local";
  if (port < kDown0) return kNames[port];
  return "dn" + std::to_string(port - kDown0);
}

// The longest shortest path, from the structure instead of a search from every node (a 256x256
// level has 65536 of them). A shortest path between u = (l, i, j) and v = (l', i', j'), l <= l',
// has a highest level h. Climbing is straight up a column (a top-row processor has one link up),
// and descending is free to pick its column (a bottom-row processor links to every column below
// it), so such a path costs: for h < l, i + i' + 2 + R(h+1, l-1) + R(h+1, l'-1) + |a_h(j) -
// a_h(j')|, with R(x, y) the rows of levels x..y and a_h the column above in level h (moving
// across in a lower level gains nothing: a step there changes a_h by one at most); for h = l < l',
// (r_l - 1 - i) + |j - a_l(j')| + 1 + R(l+1, l'-1) + i'; for h = l = l', the mesh distance
// |i - i'| + |j - j'|. The distance is the least of these, and the maximum over rows of that
// least has the closed forms below for every pair of columns (tests compare with a search).
int Hpam::compute_diameter() const {
  auto rows_between = [this](int from, int to) {  // R(from, to)
    int sum = 0;
    for (int k = from; k <= to; ++k) sum += rows(k);
    return sum;
  };
  int longest = 0;
  for (int l = 0; l < levels(); ++l) {
    for (int l2 = l; l2 < levels(); ++l2) {
      for (int j = 0; j < cols(l); ++j) {
        for (int j2 = 0; j2 < cols(l2); ++j2) {
          // Through a higher level h < l: i + i' + best.
          int best = INT_MAX / 2;
          for (int h = 0; h < l; ++h) {
            best = std::min(best, 2 + rows_between(h + 1, l - 1) + rows_between(h + 1, l2 - 1) +
                                      std::abs(column_above(j, l, h) - column_above(j2, l2, h)));
          }
          if (l == l2) {
            // min(|i - i'| + D, i + i' + best), largest at i + i' = 2 r - 2 - t for t = |i - i'|.
            const int d = std::abs(j - j2);
            for (int t = 0; t < rows(l); ++t) {
              longest = std::max(longest, std::min(t + d, 2 * rows(l) - 2 - t + best));
            }
          } else {
            const int across =
                std::abs(j - column_above(j2, l2, l)) + 1 + rows_between(l + 1, l2 - 1);
            for (int i = 0; i < rows(l); ++i) {
              longest =
                  std::max(longest, rows(l2) - 1 + std::min(i + best, rows(l) - 1 - i + across));
            }
          }
        }
      }
    }
  }
  return longest;
}

namespace {

std::vector<KeySpec> level_keys() {
  std::vector<KeySpec> keys{
      {"topology.levels", KeyType::kInt, "2", "levels",
       "levels of the HPAM, 2.." + std::to_string(Hpam::kMaxLevels) + ", level 1 on top (hpam)",
       "hpam"}};
  // The paper's machine by default (one processor above a 4x4 mesh), then wider levels below.
  const HpamLevel defaults[Hpam::kMaxLevels] = {{1, 1}, {4, 4}, {8, 8}, {16, 16}};
  for (int l = 0; l < Hpam::kMaxLevels; ++l) {
    const std::string n = std::to_string(l + 1);
    keys.push_back({Hpam::rows_key(l), KeyType::kInt, std::to_string(defaults[l].rows), "nodes",
                    "rows r" + n + " of level " + n + "'s mesh (hpam)", "hpam"});
    keys.push_back({Hpam::cols_key(l), KeyType::kInt, std::to_string(defaults[l].cols), "nodes",
                    "columns c" + n + " of level " + n + "'s mesh: a power of two" +
                        (l ? ", at least level " + std::to_string(l) + "'s (eq. 1)" : "") +
                        " (hpam)",
                    "hpam"});
  }
  return keys;
}

const KeyDeclaration kKeys(level_keys());

std::unique_ptr<Topology> make_hpam(const Config& config) {
  const int count = config.int_in("topology.levels", 2, Hpam::kMaxLevels,
                                  "must be in 2.." + std::to_string(Hpam::kMaxLevels));
  // A level the machine does not have must not be given a shape silently ignored.
  for (int l = count; l < Hpam::kMaxLevels; ++l) {
    for (const std::string& key : {Hpam::rows_key(l), Hpam::cols_key(l)}) {
      if (config.origin(key) != "default") {
        config.fail(key, "sets level " + std::to_string(l + 1) +
                             " but topology.levels = " + std::to_string(count));
      }
    }
  }
  std::vector<HpamLevel> levels;
  int64_t nodes = 0;
  for (int l = 0; l < count; ++l) {
    HpamLevel v;
    v.rows = config.int_in(Hpam::rows_key(l), 1, kMaxNodes,
                           "must be in 1.." + std::to_string(kMaxNodes));
    v.cols = config.int_in(Hpam::cols_key(l), 1, kMaxNodes,
                           "must be a power of two in 1.." + std::to_string(kMaxNodes));
    if (!power_of_two(v.cols)) {
      config.fail(Hpam::cols_key(l),
                  "must be a power of two (eq. 1), got " + std::to_string(v.cols));
    }
    if (l > 0 && v.cols < levels.back().cols) {
      config.fail(Hpam::cols_key(l), "must be at least " + Hpam::cols_key(l - 1) + " = " +
                                         std::to_string(levels.back().cols) +
                                         " (c_{l-1} <= c_l, eq. 1), got " + std::to_string(v.cols));
    }
    // Every switch has 5 network ports, one down port per column below, and the local port.
    if (l > 0 && Hpam::kDown0 + v.cols / levels.back().cols + 1 > kMaxSwitchPorts) {
      config.fail(Hpam::cols_key(l),
                  "gives level " + std::to_string(l) + "'s bottom-row switches " +
                      std::to_string(v.cols / levels.back().cols) +
                      " links down (f = c_l / c_{l-1}); a switch has room for at most " +
                      std::to_string(kMaxSwitchPorts - Hpam::kDown0 - 1));
    }
    nodes += int64_t(v.rows) * v.cols;
    if (nodes > kMaxNodes) {
      config.fail(Hpam::rows_key(l), "the levels hold more than " + std::to_string(kMaxNodes) +
                                         " processors (node ids are 16 bits in the info word)");
    }
    levels.push_back(v);
  }
  // §2.1: the uni-port model, one channel from and one to the processor.
  if (config.get_bool("node.all_port")) {
    config.fail("node.all_port",
                "HPAM processors are uni-port (001 §2.1): one send and one "
                "receive channel; set node.all_port = false");
  }
  return std::make_unique<Hpam>(levels);
}

}  // namespace

CCSIM_REGISTER_TOPOLOGY("hpam",
                        "HPAM (001): topology.levels meshes of topology.level<l>_rows x "
                        "_cols, joined by eq. 1, extended X-Y routing",
                        make_hpam);

}  // namespace ccsim::net
