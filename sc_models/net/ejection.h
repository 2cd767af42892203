// Ejection half of a node's network interface: per-VC queues and the deposit engine.
//
// Per VC, a queue of the switch's queue depth (its credits); the deposit engine takes the two
// info words, writes each data word at (info1 + i) through a memory port and closes the
// message at its trailer. The processor sees per-VC message records. Each popped word returns
// a credit. Per-cycle calls take the interface's InterfaceHot (interface_hot.h); the
// interface arbitrates the memory ports between the processor, the DMA engines and the
// deposits this half asks for (scan), then lets it pop (eject).
#pragma once

#include <algorithm>
#include <cstdint>
#include <functional>
#include <ostream>
#include <string>
#include <vector>

#include "net/flit.h"
#include "net/interface_hot.h"
#include "net/link.h"
#include "net/message_record.h"
#include "net/params.h"
#include "net/ring_buffer.h"

namespace ccsim::net {

class Ejection {
 public:
  Ejection(const MachineParams& params, std::string name, std::vector<uint32_t>& memory);

  void connect(LinkEnd local);
  void set_completion_hook(std::function<void(int vc, const MessageRecord&)> hook) {
    completion_hook_ = std::move(hook);
  }

  // A word from the switch's ejection port, stamped with its arrival cycle.
  void accept(const Flit& word, Cycle arrival, InterfaceHot& hot) {
    const Flit flit = word;  // a copy the stores below cannot change
    if (flit.vc >= vcs_) foreign_vc_error(flit.vc);
    EjectState& ej = eject_[flit.vc];
    if (ej.queue.full()) eject_error(flit.vc, ": queue overflow (credit protocol broken)");
    if (ej.queue.empty()) hot.memory_wake = std::min(hot.memory_wake, arrival + 1);  // a new front
    ej.queue.push(StagedFlit{flit, arrival + 1});
    hot.eject_mask |= uint32_t(1) << flit.vc;
  }

  // Returns the ejection VCs whose front word may leave now; sets `deposits` to those of them
  // that need a memory port (data words of an open message), and lowers `wake` to the first
  // cycle in which any other front becomes visible.
  uint32_t scan(Cycle now, uint32_t& deposits, Cycle& wake, const InterfaceHot& hot) const {
    uint32_t visible = 0;
    for (uint32_t vcs = hot.eject_mask; vcs; vcs &= vcs - 1) {
      const int v = __builtin_ctz(vcs);
      const EjectState& ej = eject_[size_t(v)];
      const StagedFlit& front = ej.queue.front();
      if (front.visible > now) {
        wake = std::min(wake, front.visible);
        continue;
      }
      visible |= uint32_t(1) << v;
      if (front.flit.kind == FlitKind::kBody && ej.open) deposits |= uint32_t(1) << v;
    }
    return visible;
  }

  // Pops the front words of ejection VCs `vcs` (visible ones, by scan): info words and
  // trailers are taken; data words (`deposits`, still so: only a VC's own control words open
  // or close its messages) go to memory if `granted` a port, else wait. Lowers `wake` to when
  // the next front becomes visible.
  [[gnu::always_inline]] void eject(uint32_t vcs, uint32_t deposits, uint32_t granted, Cycle now,
                                    Cycle& wake, InterfaceHot& hot) {
    for (; vcs; vcs &= vcs - 1) {
      const int v = __builtin_ctz(vcs);
      const uint32_t bit = uint32_t(1) << v;
      EjectState& ej = eject_[size_t(v)];
      const Flit& flit = ej.queue.front().flit;
      if (deposits & bit) {
        if (!(granted & bit)) {
          wake = std::min(wake, now + 1);  // it tries again next cycle
          continue;
        }
        deposit(ej, flit.data);
      } else {
        take_control_word(v, flit, now, hot);
      }
      ej.queue.pop();
      if (ej.queue.empty()) {
        hot.eject_mask &= ~bit;
      } else {
        wake = std::min(wake, ej.queue.front().visible);
      }
      if (ej.credit_lane) {
        CreditLanes::send(*ej.credit_lane, now);
      } else {
        local_.link->send_credit(local_.end, uint8_t(v), now);
      }
      ++words_taken_;
    }
  }

  // Records, per VC, in arrival order.
  const std::vector<MessageRecord>& messages(int vc) const { return messages_[size_t(vc)]; }
  uint64_t messages_completed() const { return completed_; }
  uint64_t words_taken() const { return words_taken_; }
  bool quiet() const;
  // The line of VC `vc`'s queue, if it holds words or an open message.
  void describe_blocked(std::ostream& os, int vc) const;

 private:
  // Aligned so that indexing by VC is a shift (the per-cycle path indexes it per word).
  // The fields come before the queue so that they and the queue's control share a line.
  struct alignas(64) EjectState {
    // While open: the message's record, the last of the VC's log (which grows only when a
    // message starts, so the record stays put while its data words come in).
    MessageRecord* message = nullptr;
    CreditLanes::Lane* credit_lane = nullptr;  // where the credits go, if the link gives it
    int info_seen = 0;                         // info words taken for the open message
    bool open = false;
    RingBuffer<StagedFlit> queue;
  };

  // Writes the next data word of ej's open message to memory.
  void deposit(EjectState& ej, uint32_t data) {
    MessageRecord& m = *ej.message;
    const uint64_t address = uint64_t(m.address) + m.words;
    if (address >= memory_.size()) reach_or_fail(m, address);
    memory_[address] = data;
    ++m.words;
  }
  void take_control_word(int vc, const Flit& flit, Cycle now, InterfaceHot& hot);
  // Protocol errors, out of the per-cycle path: they throw SimulationError.
  [[noreturn]] void eject_error(int vc, const char* what) const;
  [[noreturn]] void foreign_vc_error(int vc) const;
  [[noreturn]] void deposit_error(const MessageRecord& m, uint64_t address) const;
  // Grows node memory to cover `address` (node_memory.h), or deposit_error().
  [[gnu::noinline]] void reach_or_fail(const MessageRecord& m, uint64_t address);

  int vcs_;
  std::vector<EjectState> eject_;
  std::vector<std::vector<MessageRecord>> messages_;
  std::vector<uint32_t>& memory_;
  uint64_t memory_limit_;  // memory.words
  LinkEnd local_;
  uint64_t completed_ = 0;
  uint64_t words_taken_ = 0;
  std::function<void(int, const MessageRecord&)> completion_hook_;
  std::string name_;
};

}  // namespace ccsim::net
