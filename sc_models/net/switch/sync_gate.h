// The synchronizing switch (004 §2.2.4): a sticky NotInMessage bit per AAPC-pool queue and an
// AND gate over them.
//
// Contract: a tail leaving pool queue q sets bit q. While bit q is set, q may not start a new
// header. When every bit in the mask is set, all clear together in that cycle (headers may
// start in the same cycle) and the node is told: QueuesComplete, counted by completions().
// Queues outside the mask (set by node software; by default every connected port) are never
// held and the AND ignores them; a tail leaving one still sets its bit, which counts once the
// mask includes that queue again (a message of the next phase may pass before software
// widens the mask).
#pragma once

#include <cstdint>

namespace ccsim::net {

class SyncGate {
 public:
  explicit SyncGate(int queues = 0)
      : all_((queues >= 64) ? ~uint64_t(0) : (uint64_t(1) << queues) - 1) {
    mask_ = all_;
  }
  // Without the synchronizing switch no bit is ever set (tail_left is not called), so
  // evaluate() never fires.

  void set_mask(uint64_t mask) { mask_ = mask & all_; }
  uint64_t mask() const { return mask_; }
  uint64_t bits() const { return bits_; }

  void tail_left(int queue) { bits_ |= uint64_t(1) << queue; }
  bool blocks_header(int queue) const { return ((bits_ & mask_) >> queue) & 1; }
  bool all_set() const { return mask_ != 0 && (bits_ & mask_) == mask_; }

  // Evaluated once at the start of every cycle.
  void evaluate() {
    if (all_set()) {
      bits_ &= ~mask_;
      ++completions_;
    }
  }
  uint64_t completions() const { return completions_; }

 private:
  // The three read in every cycle first (SwitchCore keeps them on its hot cache line).
  uint64_t mask_;
  uint64_t bits_ = 0;
  uint64_t completions_ = 0;
  uint64_t all_;
};

}  // namespace ccsim::net
