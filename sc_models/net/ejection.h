// Ejection half of a node's network interface: per-(channel, VC) queues and the deposit engine.
//
// Per local channel and VC, a queue of the switch's queue depth (its credits), queue q =
// c * V + v as the injection's streams; the deposit engine takes the two info words, writes
// each data word at (info1 + i) through a memory port and closes the message at its trailer.
// Each popped word returns a credit on its channel's link. The processor sees per-VC message
// records: one log per VC for every channel, in the order the messages' first info words were
// taken (queues in index order within a cycle). Per-cycle calls take the interface's
// InterfaceHot (interface_hot.h); the interface arbitrates the memory ports between the
// processor, the DMA engines and the deposits this half asks for (scan), then lets it pop
// (eject).
#pragma once

#include <algorithm>
#include <cstdint>
#include <deque>
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
  // `channel_names` names the local channels (diagnoses).
  Ejection(const MachineParams& params, std::string name, std::vector<uint32_t>& memory,
           std::vector<std::string> channel_names);

  // Local channel `channel`'s words arrive from `local`, and its credits go back on it.
  void connect(int channel, LinkEnd local);
  void set_completion_hook(std::function<void(int vc, const MessageRecord&)> hook) {
    completion_hook_ = std::move(hook);
  }
  bool has_completion_hook() const { return bool(completion_hook_); }

  // A word from the switch's ejection port of the channel whose first queue is `first_queue`
  // (channel * V), stamped with its arrival cycle.
  void accept(int first_queue, const Flit& word, Cycle arrival, InterfaceHot& hot) {
    const Flit flit = word;  // a copy the stores below cannot change
    if (flit.vc >= vcs_) foreign_vc_error(first_queue, flit.vc);
    const int q = first_queue + flit.vc;
    EjectState& ej = eject_[size_t(q)];
    if (ej.queue.full()) eject_error(q, ": queue overflow (credit protocol broken)");
    if (ej.queue.empty()) hot.memory_wake = std::min(hot.memory_wake, arrival + 1);  // a new front
    ej.queue.push(StagedFlit{flit, arrival + 1});
    hot.eject_mask |= uint32_t(1) << q;
  }

  // Returns the ejection queues whose front word may leave now; sets `deposits` to those of
  // them that need a memory port (data words of an open message), and lowers `wake` to the
  // first cycle in which any other front becomes visible.
  uint32_t scan(Cycle now, uint32_t& deposits, Cycle& wake, const InterfaceHot& hot) const {
    uint32_t visible = 0;
    for (uint32_t queues = hot.eject_mask; queues; queues &= queues - 1) {
      const int q = __builtin_ctz(queues);
      const EjectState& ej = eject_[size_t(q)];
      const StagedFlit& front = ej.queue.front();
      if (front.visible > now) {
        wake = std::min(wake, front.visible);
        continue;
      }
      visible |= uint32_t(1) << q;
      if (front.flit.kind == FlitKind::kBody && ej.open) deposits |= uint32_t(1) << q;
    }
    return visible;
  }

  // Pops the front words of ejection queues `queues` (visible ones, by scan): info words and
  // trailers are taken; data words (`deposits`, still so: only a queue's own control words
  // open or close its messages) go to memory if `granted` a port, else wait. Lowers `wake` to
  // when the next front becomes visible.
  [[gnu::always_inline]] void eject(uint32_t queues, uint32_t deposits, uint32_t granted, Cycle now,
                                    Cycle& wake, InterfaceHot& hot) {
    for (; queues; queues &= queues - 1) {
      const int q = __builtin_ctz(queues);
      const uint32_t bit = uint32_t(1) << q;
      EjectState& ej = eject_[size_t(q)];
      const Flit& flit = ej.queue.front().flit;
      if (deposits & bit) {
        if (!(granted & bit)) {
          wake = std::min(wake, now + 1);  // it tries again next cycle
          continue;
        }
        deposit(ej, flit.data);
      } else {
        take_control_word(q, flit, now, hot);
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
        send_credit_by_link(ej, now);
      }
      ++words_taken_;
    }
  }

  // Records of VC `vc` not yet released, every channel's, in the order their headers arrived:
  // the VC's record i (counting every record it ever had) is messages(vc)[i - released(vc)].
  const MessageLog& messages(int vc) const { return messages_[size_t(vc)]; }
  uint64_t released(int vc) const { return released_[size_t(vc)]; }
  // Drops VC `vc`'s complete records before its record `count`, which node software has taken
  // whole and will not read again. Without it every record would stay to the end of the run,
  // and a node of the 2048-node cube receives tens of thousands in one all-to-all broadcast.
  void release(int vc, uint64_t count) {
    MessageLog& log = messages_[size_t(vc)];
    uint64_t& released = released_[size_t(vc)];
    for (; released < count && !log.empty() && log.front().complete; ++released) log.pop_front();
  }
  uint64_t messages_completed() const { return completed_; }
  uint64_t words_taken() const { return words_taken_; }
  bool quiet() const;
  // The line of queue `q`, if it holds words or an open message.
  void describe_blocked(std::ostream& os, int q) const;

 private:
  // Aligned so that indexing by VC is a shift (the per-cycle path indexes it per word).
  // The fields come before the queue so that they and the queue's control share a line.
  struct alignas(64) EjectState {
    // From its first info word to its trailer: the message's record in its VC's log (a deque,
    // which other channels' messages may grow meanwhile without moving the record).
    MessageRecord* message = nullptr;
    CreditLanes::Lane* credit_lane = nullptr;  // where the credits go, if the link gives it
    int info_seen = 0;                         // info words taken for the open message
    bool open = false;
    uint8_t vc = 0;  // the queue's VC
    RingBuffer<StagedFlit> queue;
    LinkEnd local;  // the channel's link, for credits when it gives no lane
    int channel = 0;
  };

  // Writes the next data word of ej's open message to memory.
  void deposit(EjectState& ej, uint32_t data) {
    MessageRecord& m = *ej.message;
    const uint64_t address = uint64_t(m.address) + m.words;
    if (address >= memory_.size()) reach_or_fail(m, address);
    memory_[address] = data;
    ++m.words;
  }
  void take_control_word(int q, const Flit& flit, Cycle now, InterfaceHot& hot);
  // The link gave no credit lane (latency > 3): the credit goes through the link's call.
  [[gnu::noinline]] static void send_credit_by_link(const EjectState& ej, Cycle now) {
    ej.local.link->send_credit(ej.local.end, ej.vc, now);
  }
  // "name ejection vc1" or, with several channels, "name ejection local_xp vc1".
  std::string queue_name(int q) const;
  // Protocol errors, out of the per-cycle path: they throw SimulationError.
  [[noreturn]] void eject_error(int q, const char* what) const;
  [[noreturn]] void foreign_vc_error(int first_queue, int vc) const;
  [[noreturn]] void deposit_error(const MessageRecord& m, uint64_t address) const;
  // Grows node memory to cover `address` (node_memory.h), or deposit_error().
  [[gnu::noinline]] void reach_or_fail(const MessageRecord& m, uint64_t address);

  int vcs_;
  bool keeps_length_;  // switch.route_words = kept | head: spent route words precede the info words
  std::vector<EjectState> eject_;
  std::vector<MessageLog> messages_;  // per VC
  std::vector<uint64_t> released_;    // per VC: records dropped from the front of its log
  std::vector<uint32_t>& memory_;
  uint64_t memory_limit_;  // memory.words
  uint64_t completed_ = 0;
  uint64_t words_taken_ = 0;
  std::function<void(int, const MessageRecord&)> completion_hook_;
  std::string name_;
  std::vector<std::string> channel_names_;
};

}  // namespace ccsim::net
