// The Verilated switch as a SystemC block (switch.impl = rtl): the RTL twin of
// WormholeSwitch, behind the same SwitchBlock seam, so a machine runs unchanged on it.
//
// One SC_METHOD per rising edge drives the Verilated cc_switch (Verilator's C++ output, see
// rtl/README.md) through its pins: words and credits that arrived by this cycle, each link's
// free slot, the node's control levels and pulses; then it clocks the model and puts the
// registered outputs of the cycle on the links, at this cycle, exactly where the model switch
// would have. Node control between edges takes effect at the next edge, as in the model; the
// block hides the one visible difference (a forward() clears queues_stopped at once).
// Built for the iWarp configuration only (5 ports, 3 VCs, 8-word queues, the synchronizing
// switch and the stop condition on pool VC 2); check() refuses anything else by key.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "net/params.h"
#include "run_status.h"
#include "switch_block.h"

namespace ccsim::sc {

class RtlSwitchBlock : public SwitchBlock {
 public:
  RtlSwitchBlock(sc_core::sc_module_name name, const net::SwitchParams& params,
                 std::vector<std::string> port_names, RunStatus& status,
                 const net::Cycle* cycle_counter, bool own_process = true);
  ~RtlSwitchBlock() override;

  // Throws ConfigError (key named) unless the Verilated configuration matches.
  static void check(const net::SwitchParams& params, int ports, const net::LinkParams& link);

  void connect(int port, net::LinkEnd end, int downstream_depth) override;
  void clock_edge() override;
  void set_stop_not_in_message(uint32_t port_mask) override;
  void forward(uint32_t port_mask) override;
  bool queues_stopped(uint32_t port_mask) const override;
  void set_sync_mask(uint32_t port_mask) override;
  uint64_t queues_complete_count() const override;
  uint64_t words_forwarded() const override { return words_forwarded_; }
  std::string describe_blocked(net::Cycle now) const override;
  net::SwitchCore::InputState input_state(int port, int vc) const override;
  uint64_t sync_bits() const override;
  bool sync_all_set() const override;
  int ports() const override { return int(port_names_.size()); }

 private:
  struct Pins;  // the Verilated model on its link ends (rtl/rtl_pins.h), kept out of headers
  void on_clock() { clock_edge(); }

  std::unique_ptr<Pins> pins_;
  std::vector<std::string> port_names_;
  RunStatus& status_;
  const net::Cycle* cycle_counter_;
  uint32_t forwarded_since_edge_ = 0;  // ports whose queues_stopped reads false until the edge
  uint64_t words_forwarded_ = 0;
  uint64_t seen_completions_ = 0;
};

}  // namespace ccsim::sc
