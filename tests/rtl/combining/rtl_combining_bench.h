// The Verilated switch with the HPAM combining (configuration cb of rtl_combining.cmake: 6 ports,
// 2 VCs, depth 4, CombiningEnable) on its pins, with scripted senders and draining receivers, for
// rtl_combining_test.cpp and rtl_combining_lockstep_test.cpp.
//
// CbBench is rtl_bench.h's RtlBench on it.
#pragma once

#include "Vcc_switch_cb.h"
#include "net/switch/additions/hpam_combining.h"
#include "rtl/rtl_bench.h"

namespace ccsim::rtltest {

struct Cb {
  using Model = Vcc_switch_cb;
  static constexpr RtlConfig kConfig{CCSIM_RTL_CB};
};

using CbBench = RtlBench<Cb>;

}  // namespace ccsim::rtltest
