// The switch scenarios shared by the model's hardware tests (tests/unit/sc_models/hw_*_test.cpp, on
// net::SwitchCore with hwtest::Star / hwtest::Chain) and the RTL tests
// (tests/rtl/rtl_*_test.cpp, on LinkedRtlSwitch<Cfg> with rtltest::RtlStar / RtlChain).
//
// Each scenario is written once, as a template over the bench (star, chain, or switch and its
// endpoints) that the caller has built: the stimulus, the cycle loop and every claim live here,
// with gtest EXPECT_* / ASSERT_* inside. What differs between the two sides stays with the
// caller: building the bench (SwitchParams against a Verilated configuration), idling the RTL
// sync gate where the model's scenario has none, and the RTL-only check that no assertion
// fired. The two switch types differ in one accessor, the sticky sync bits, bridged by
// sync_bits() below. A scenario that needs a step only one side has takes it as a callable.
//
// This file holds what every scenario uses; the scenarios themselves are grouped by subject,
// one header per pair of tests: sync_gate_scenarios.h, stop_condition_scenarios.h,
// wormhole_scenarios.h, fairness_scenarios.h and credit_flow_scenarios.h.
#pragma once

#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <map>
#include <memory>
#include <random>
#include <string>
#include <utility>
#include <vector>

#include "common/switch/hw_test_util.h"
#include "net/switch/switch_core.h"

namespace ccsim::scenarios {

using hwtest::body;
using hwtest::describe;
using hwtest::Endpoint;
using hwtest::head;
using hwtest::message;
using hwtest::same_word;
using hwtest::Seen;
using hwtest::tail;
using hwtest::word_left;
using net::Cycle;
using net::Flit;
using net::FlitKind;
using net::RouteSegment;

// The sticky bits of the synchronizing switch, whichever switch holds it.
inline uint64_t sync_bits(const net::SwitchCore& sw) { return sw.sync_gate().bits(); }
template <class Sw>
uint64_t sync_bits(const Sw& sw) {
  return sw.sync_bits();
}

// The ports of a Star (the synchronizing switch's and the stop condition's scenarios).
constexpr uint8_t kP0 = 0;
constexpr uint8_t kP1 = 1;
constexpr uint8_t kLoc = 2;

}  // namespace ccsim::scenarios
