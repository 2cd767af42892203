// The Star and Chain of tests/common/switch/hw_test_util.h with Verilated switches in place of
// net::SwitchCore, so the RTL runs the model's hardware-test scenarios with the same scripted
// endpoints (hwtest::Endpoint), links and tick order.
//
// A scenario written for a SwitchCore with the synchronizing switch off runs on a configuration
// built with it by clearing the sync mask (an empty mask never holds a header and never
// completes), and with the stop condition built in by leaving stop_enable low. Every port the
// scenario names must exist in the configuration; ports beyond them stay unconnected (their
// link slot never free, no words in).
#pragma once

#include <algorithm>
#include <memory>
#include <string>
#include <vector>

#include "common/switch/hw_test_util.h"
#include "common/switch/rtl_switch.h"

namespace ccsim::rtltest {

using hwtest::Endpoint;

template <class Cfg>
struct RtlStar {
  RtlStar(const net::LinkParams& lp, std::vector<std::string> port_names, int endpoint_depth) {
    const RtlConfig& c = Cfg::kConfig;
    for (size_t p = 0; p < port_names.size(); ++p) {
      links.push_back(std::make_unique<net::Link>(lp));
      links.back()->set_traced(true);  // hwtest::word_left() reads the wire trace
      sw.connect(int(p), {links.back().get(), 0}, c.downstream_depth);
      ep.push_back(std::make_unique<Endpoint>(net::LinkEnd{links.back().get(), 1}, c.vcs,
                                              c.queue_depth, endpoint_depth));
    }
  }
  void tick(Cycle t) {
    for (auto& e : ep) e->tick(t);
    sw.tick(t);
  }

  LinkedRtlSwitch<Cfg> sw;
  std::vector<std::unique_ptr<net::Link>> links;
  std::vector<std::unique_ptr<Endpoint>> ep;
};

// A line of n switches, ports east (0), west (1), local (2), wired as hwtest::Chain.
template <class Cfg>
struct RtlChain {
  static constexpr uint8_t kEast = 0;
  static constexpr uint8_t kWest = 1;
  static constexpr uint8_t kLocal = 2;

  RtlChain(int n, const net::LinkParams& lp, int endpoint_depth) {
    const RtlConfig& c = Cfg::kConfig;
    for (int i = 0; i < n; ++i) {
      sw.push_back(std::make_unique<LinkedRtlSwitch<Cfg>>());
      local.push_back(std::make_unique<net::Link>(lp));
      local.back()->set_traced(true);
      sw.back()->connect(kLocal, {local.back().get(), 0}, c.downstream_depth);
      ep.push_back(std::make_unique<Endpoint>(net::LinkEnd{local.back().get(), 1}, c.vcs,
                                              c.queue_depth, endpoint_depth));
    }
    for (int i = 0; i + 1 < n; ++i) {
      trunk.push_back(std::make_unique<net::Link>(lp));
      trunk.back()->set_traced(true);
      sw[size_t(i)]->connect(kEast, {trunk.back().get(), 0}, c.downstream_depth);
      sw[size_t(i) + 1]->connect(kWest, {trunk.back().get(), 1}, c.downstream_depth);
    }
  }
  void tick(Cycle t) {
    for (size_t i = 0; i < sw.size(); ++i) {
      ep[i]->tick(t);
      sw[i]->tick(t);
    }
  }
  int input(uint8_t port, int vc) const { return port * Cfg::kConfig.vcs + vc; }
  bool any_error() const {
    for (const auto& s : sw) {
      if (s->error()) return true;
    }
    return false;
  }

  std::vector<std::unique_ptr<LinkedRtlSwitch<Cfg>>> sw;
  std::vector<std::unique_ptr<net::Link>> local;
  std::vector<std::unique_ptr<net::Link>> trunk;
  std::vector<std::unique_ptr<Endpoint>> ep;
};

}  // namespace ccsim::rtltest
