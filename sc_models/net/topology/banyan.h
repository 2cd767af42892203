// Topology banyan: n processors joined by log2 n stages of 2x2 switches (002, Yang and Wang's
// banyan), with destination-tag self-routing.
//
// Switches. Switch p < n is processor p's own switch: its port "out0" (0) feeds input line p
// of stage 0, its port "in0" (2) takes output line p of the last stage, its local port (4)
// joins the processor. Switches n .. n + m n/2 - 1 (m = log2 n) are the banyan's 2x2
// switches, carrying no node: switch (stage s, row k) is n + s n/2 + k, named "s<s>_<k>";
// its inputs "in0" / "in1" (ports 2, 3) are lines 2k and 2k + 1 of its stage, its outputs
// "out0" / "out1" (ports 0, 1) lines 2k and 2k + 1 on the other side, and its local port is
// unconnected. So every switch has the iWarp switch's five ports, some unconnected, and the
// machine builder treats the banyan like any other topology. Channels are bidirectional in
// ccsim; every banyan channel is used in one direction only (out -> in), its other direction
// carries nothing (a worm cannot turn back: no route names an in port as output).
//
// Interstage permutations (002 slides): between stage s and s + 1 (0 <= s < m - 1), output
// line L of stage s feeds input line tau_s(L) of stage s + 1, where tau_s swaps bit 0 and bit
// s + 1 of L (the slides count bits from 1: "swapping bit 1 for bit i + 2"). The slides leave
// the order of the composition tau = tau_{m-2} ... tau_0 open; as the errata reads it, tau_0
// first, it is a one-bit rotation to the left, tau(0..7) = 0 2 4 6 1 3 5 7.
//
// Self-routing. A 2x2 switch of stage s sets bit 0 of the line (out port c = that bit), and
// tau_s then moves it to bit s + 1, where no later stage touches it. So a worm reaches output
// line d when stage s < m - 1 takes out port bit s + 1 of d and the last stage bit 0 of d:
// one path per (source, destination), decided by the destination alone. route_ports() gives
// it; the routing policy banyan_self_routing turns it into a source route.
#pragma once

#include <string>
#include <vector>

#include "net/topology/topology.h"

namespace ccsim::net {

class Banyan final : public Topology {
 public:
  static constexpr int kOut0 = 0;
  static constexpr int kOut1 = 1;
  static constexpr int kIn0 = 2;
  static constexpr int kIn1 = 3;
  static constexpr int kMaxStages = 12;  // 4096 processors

  // n = 2^stages processors, 1 <= stages <= kMaxStages.
  explicit Banyan(int stages);

  std::string kind() const override { return "banyan"; }
  std::string description() const override;
  int node_count() const override { return n_; }
  int switch_count() const override { return n_ + stages_ * (n_ / 2); }
  int network_ports() const override { return 4; }
  int neighbor(int sw, int port) const override;
  int peer_port(int sw, int port) const override;
  std::vector<LinkSpec> links() const override;
  bool one_way_channels() const override { return true; }  // out -> in, stage to stage
  // Links from a processor to any other: into stage 0, m - 1 interstage links, out of the last.
  int diameter() const override { return stages_ + 1; }
  std::string size_key() const override { return "topology.n"; }
  std::string routing() const override { return "banyan_self_routing"; }
  std::string node_name(int node) const override;
  std::string switch_name(int sw) const override;
  std::string port_name(int port) const override;
  // No coordinates: the coordinate-based routing and traffic patterns do not apply.
  int dimensions() const override { return 0; }
  int extent(int) const override { return 1; }
  bool wraps(int) const override { return false; }
  int port_toward(int, int) const override { return -1; }

  int stages() const { return stages_; }
  // The 2x2 switch of stage `stage`, row `row` (0 <= row < n / 2).
  int stage_switch(int stage, int row) const { return n_ + stage * (n_ / 2) + row; }
  // tau_stage: the input line of stage + 1 that output line `line` of stage `stage` feeds
  // (bits 0 and stage + 1 swapped). Inline: node software routes with it.
  static int interstage(int stage, int line) {
    const int high = stage + 1;
    return ((line ^ (line >> high)) & 1) ? line ^ (1 | (1 << high)) : line;
  }
  // The output port (kOut0 or kOut1) a worm for `destination` takes at stage `stage` of a
  // banyan of `stages` stages.
  static int stage_port(int destination, int stage, int stages) {
    return (stage < stages - 1 ? destination >> (stage + 1) : destination) & 1;
  }
  // Every output port a worm for `destination` takes, from its source's own switch (kOut0)
  // through each stage; the destination's local port is not included.
  static std::vector<int> route_ports(int destination, int stages) {
    std::vector<int> ports{kOut0};
    for (int s = 0; s < stages; ++s) ports.push_back(stage_port(destination, s, stages));
    return ports;
  }

 private:
  int stages_;
  int n_;
};

}  // namespace ccsim::net
