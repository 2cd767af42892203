// Test configurations of the Verilated switch (rtl_tests.cmake), on the pin driver of
// sc_models/rtl/rtl_pins.h.
#pragma once

#include "Vcc_switch_iwarp.h"
#include "Vcc_switch_p3.h"
#include "Vcc_switch_p3_lite.h"
#include "rtl/rtl_pins.h"

namespace ccsim::rtltest {

using net::Cycle;
using net::Flit;
using net::FlitKind;
using rtl::clog2;
using rtl::get_field;
using rtl::LinkedRtlSwitch;
using rtl::RtlConfig;
using rtl::RtlSwitch;
using rtl::set_field;

// The Verilated configurations, each with its parameters.
struct P3 {
  using Model = Vcc_switch_p3;
  static constexpr RtlConfig kConfig{CCSIM_RTL_P3};
};
struct P3Lite {
  using Model = Vcc_switch_p3_lite;
  static constexpr RtlConfig kConfig{CCSIM_RTL_P3_LITE};
};
struct Iwarp {
  using Model = Vcc_switch_iwarp;
  static constexpr RtlConfig kConfig{CCSIM_RTL_IWARP};
};

}  // namespace ccsim::rtltest
