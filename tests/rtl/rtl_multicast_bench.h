// The Verilated switch with the HPAM multicast (configuration mc of rtl_tests.cmake: 6 ports,
// 2 VCs, depth 4, MulticastEnable) on its pins, with scripted senders and draining receivers,
// for rtl_multicast_test.cpp and rtl_multicast_lockstep_test.cpp.
//
// McBench is rtl_bench.h's RtlBench on it; each cycle's multicast holdings are readable from its
// pins.
#pragma once

#include <cstdint>
#include <vector>

#include "Vcc_switch_mc.h"
#include "common/switch/rtl_switch.h"
#include "net/switch/additions/hpam_multicast.h"
#include "rtl_bench.h"

namespace ccsim::rtltest {

struct Mc {
  using Model = Vcc_switch_mc;
  static constexpr RtlConfig kConfig{CCSIM_RTL_MC};
};

// What the multicast pins show (cc_switch: out_mc_held_o, out_mc_owner_o, in_multicast_o).
// The input whose multicast worm holds output VC o, or -1.
inline int multicast_owner(RtlSwitch<Mc>& sw, int o) {
  if (!get_field(sw.top().out_mc_held_o, o, 1)) return -1;
  const int w = clog2(Mc::kConfig.ports * Mc::kConfig.vcs);
  return int(get_field(sw.top().out_mc_owner_o, o * w, w));
}
// The output ports input `input`'s multicast worm holds (on any VC).
inline uint32_t holding(RtlSwitch<Mc>& sw, int input) {
  uint32_t ports = 0;
  for (int o = 0; o < Mc::kConfig.ports * Mc::kConfig.vcs; ++o) {
    if (multicast_owner(sw, o) == input) ports |= 1u << (o / Mc::kConfig.vcs);
  }
  return ports;
}
inline bool multicast_bound(RtlSwitch<Mc>& sw, int input) {
  return get_field(sw.top().in_multicast_o, input, 1) != 0;
}

using McBench = RtlBench<Mc>;

// A worm on VC vc: `first` (a multicast word or a route word), then `body` words of distinct
// data: two head words (a route word the copies share, an info word), bodies, the tail.
inline std::vector<Flit> worm(uint32_t first, int vc, int body, uint32_t tag) {
  std::vector<Flit> w{Flit{first, FlitKind::kHead, uint8_t(vc)}};
  w.push_back(Flit{net::encode_segment(net::RouteSegment{2, 3, 0}), FlitKind::kHead, uint8_t(vc)});
  w.push_back(Flit{tag << 16, FlitKind::kHead, uint8_t(vc)});
  for (int k = 0; k < body; ++k)
    w.push_back(Flit{(tag << 16) | uint32_t(k + 1), FlitKind::kBody, uint8_t(vc)});
  w.push_back(Flit{(tag << 16) | 0xFFFFu, FlitKind::kTail, uint8_t(vc)});
  return w;
}

}  // namespace ccsim::rtltest
