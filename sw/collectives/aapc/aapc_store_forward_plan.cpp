// Store-and-forward AAPC: the moves of every block part, grouped into neighbour messages.
#include "collectives/aapc/aapc_store_forward_plan.h"

#include <algorithm>
#include <stdexcept>

namespace ccsim::sw {

namespace {

struct Part {
  int src = 0;
  int dst = 0;
  uint32_t offset = 0;  // within the block
  uint32_t words = 0;
  std::vector<int> ports;  // one per step from step 1
  int at = 0;              // node holding it now
  uint32_t address = 0;    // where there
};

// The ports of the shortest motion along `dim` from coordinate a to b.
void motion(const net::Topology& g, int dim, int a, int b, std::vector<int>& ports) {
  const int n = g.extent(dim);
  int hops = 0;
  int dir = +1;
  if (g.wraps(dim)) {
    const int diff = ((b - a) % n + n) % n;
    if (2 * diff < n) {
      hops = diff;
    } else if (2 * diff > n) {
      hops = n - diff;
      dir = -1;
    } else {
      hops = diff;
      dir = (a % 2 == 1) ? +1 : -1;
    }
  } else {
    hops = std::abs(b - a);
    dir = b >= a ? +1 : -1;
  }
  for (int i = 0; i < hops; ++i) ports.push_back(g.port_toward(dim, dir));
}

}  // namespace

StoreForwardPlan plan_aapc_store_forward(const net::Topology& g, const AapcBlocks& blocks) {
  if (g.dimensions() != 2) throw std::invalid_argument("store-and-forward AAPC needs a 2D grid");
  const int nodes = g.node_count();
  const int ports = g.network_ports();
  StoreForwardPlan plan;
  plan.nodes.assign(size_t(nodes), std::vector<SfNodeStep>(1));

  std::vector<Part> parts;
  for (int s = 0; s < nodes; ++s) {
    for (int d = 0; d < nodes; ++d) {
      const uint32_t w = blocks.words(s, d);
      if (w == 0) continue;
      if (s == d) {
        plan.nodes[size_t(s)][0].copies.push_back(
            {blocks.send_block(d), blocks.receive_block(s), w});
        continue;
      }
      const uint32_t first = (w + 1) / 2;
      for (int half = 0; half < 2; ++half) {
        Part p;
        p.src = s;
        p.dst = d;
        p.offset = half == 0 ? 0 : first;
        p.words = half == 0 ? first : w - first;
        if (p.words == 0) continue;
        const int d0 = half == 0 ? 0 : 1;
        const int d1 = 1 - d0;
        motion(g, d0, g.coordinate(s, d0), g.coordinate(d, d0), p.ports);
        motion(g, d1, g.coordinate(s, d1), g.coordinate(d, d1), p.ports);
        p.at = s;
        p.address = blocks.send_block(d) + p.offset;
        plan.steps = std::max(plan.steps, int(p.ports.size()));
        parts.push_back(std::move(p));
      }
    }
  }

  // First pass: which parts each message of each step carries, and the largest message.
  // members[step][node][port] = part indices, in the order of `parts`.
  std::vector<std::vector<std::vector<std::vector<size_t>>>> members(
      size_t(plan.steps + 1), std::vector<std::vector<std::vector<size_t>>>(
                                  size_t(nodes), std::vector<std::vector<size_t>>(size_t(ports))));
  {
    std::vector<int> at(parts.size());
    for (size_t i = 0; i < parts.size(); ++i) at[i] = parts[i].src;
    uint64_t largest = 1;
    for (int t = 1; t <= plan.steps; ++t) {
      std::vector<uint64_t> words(size_t(nodes) * size_t(ports), 0);
      for (size_t i = 0; i < parts.size(); ++i) {
        if (int(parts[i].ports.size()) < t) continue;
        const int port = parts[i].ports[size_t(t - 1)];
        members[size_t(t)][size_t(at[i])][size_t(port)].push_back(i);
        words[size_t(at[i]) * size_t(ports) + size_t(port)] += parts[i].words;
        at[i] = g.neighbor(at[i], port);
      }
      for (const uint64_t w : words) largest = std::max(largest, w);
    }
    if (largest > 0xFFFFFFFFull) throw std::invalid_argument("store-and-forward message too large");
    plan.region_words = uint32_t(largest);
  }
  plan.landing_base = uint32_t(blocks.words_needed());
  plan.memory_words = blocks.words_needed() + 3 * uint64_t(ports) * plan.region_words;

  // Second pass: addresses, step by step.
  for (int t = 1; t <= plan.steps; ++t) {
    for (int v = 0; v < nodes; ++v) {
      SfNodeStep step;
      for (int port = 0; port < ports; ++port) {
        const int to = g.neighbor(v, port);
        if (to < 0 || to == v) continue;
        ++step.in_messages;  // links are symmetric: one message comes back through each port
        SfMessage m;
        m.port = port;
        m.to = to;
        m.enters = g.peer_port(v, port);
        m.deposit = plan.landing(t, m.enters, ports);
        uint32_t offset = 0;
        for (const size_t i : members[size_t(t)][size_t(v)][size_t(port)]) {
          Part& p = parts[i];
          m.parts.push_back({p.address, p.words});
          m.words += p.words;
          p.at = to;
          p.address = m.deposit + offset;
          offset += p.words;
        }
        plan.link_words += m.words;
        step.out.push_back(std::move(m));
      }
      plan.nodes[size_t(v)].push_back(std::move(step));
    }
    // Parts that arrived in step t are copied into their receive slots after it.
    for (Part& p : parts) {
      if (int(p.ports.size()) == t) {
        plan.nodes[size_t(p.dst)][size_t(t)].copies.push_back(
            {p.address, blocks.receive_block(p.src) + p.offset, p.words});
      }
    }
  }
  return plan;
}

}  // namespace ccsim::sw
