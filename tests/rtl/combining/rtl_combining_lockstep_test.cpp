// The Verilated switch with the HPAM combining (configuration cb: 6 ports, 2 VCs, depth 4, sync
// gate and stop condition on pool VC 1, CombiningEnable) against net::SwitchCore with
// switch.hpam_combining (its HpamCombiningUnit) in lockstep: the same random traffic of combining
// groups and ordinary worms into both, every output and every observable state compared every
// cycle; a failure names the first differing cycle, port (or input / output VC) and field.
//
// Stimulus as rtl_multicast_lockstep_test.cpp (random senders within credits, receivers that
// drain and return credits at random, output slot stalls, sync mask, stop-enable and forward at
// random, link latency 1 to 3, a drain phase that must leave both quiet), except the worms:
// ordinary worms (a route word with hops in {1, 2, 3, 255} and junk that keeps it an ordinary
// route word, random head words, bodies, a tail) and, opened at random, combining groups: a run
// of one to six ports on one VC, an output port and VC, junk in the combining word's unused bits
// 22-27; the first piece carries random head words after its combining word, every piece up to
// six bodies and a trailer, each piece starting after a random delay (so they arrive in any
// order). The addition's usage rule holds, or the model throws: a group opens only when each of
// its inputs is idle (nothing queued, bound or on the way) and no open group has its output VC;
// while it is open its inputs carry nothing else; it closes when all its pieces have left.
// Ordinary worms may compete for a group's output VC.
// Compared each cycle: the word leaving each port; the credit returned per input (two credits of
// one VC in one cycle are an error); sticky bits, their AND, QueuesComplete; queues_stopped; per
// input its occupancy, binding and bound output; per output VC its owner and busy; the heads that
// requested and did not get their output VC (head_blocked_cycles, combining heads included); in
// half of the runs every output VC's credits. Counted, to show the stimulus reaches them: groups
// merged, handovers, groups whose pieces arrived out of port order.
// A last test proves the comparison can fail: a model without the combining against this RTL.
#include <gtest/gtest.h>

#include <deque>
#include <iostream>
#include <memory>
#include <random>
#include <sstream>
#include <string>
#include <vector>

#include "net/link.h"
#include "net/params.h"
#include "net/switch/additions/hpam_combining.h"
#include "net/switch/switch_core.h"
#include "rtl_combining_bench.h"

namespace ccsim::rtltest {
namespace {

using net::CombiningGroup;
using net::Link;
using net::LinkParams;
using net::RouteSegment;
using net::SwitchCore;
using net::SwitchParams;

struct Options {
  uint32_t seed = 1;
  int latency = 1;
  bool eager_credits = true;
  Cycle traffic_cycles = 20000;
  Cycle drain_cycles = 4000;
  // Probabilities per cycle.
  double out_stall = 0.25;
  double in_stall = 0.2;
  double drain = 0.6;
  double credit = 0.6;
  double forward = 0.05;
  double mask_change = 0.002;
  double stop_change = 0.001;
  double group = 0.05;                   // a group tries to open
  bool model_without_combining = false;  // mutation test
};

struct Stats {
  Cycle cycles = 0;
  uint64_t words_out = 0;
  uint64_t messages = 0;
  uint64_t groups = 0;     // opened
  uint64_t merged = 0;     // closed (all pieces left)
  uint64_t handovers = 0;  // piece inputs that took over a merge's output (RTL bindings)
  uint64_t reordered = 0;  // groups whose pieces did not start in port order
  uint64_t completions = 0;
  uint64_t forwards = 0;
  uint64_t stalled_slots = 0;
  uint64_t fields = 0;         // field comparisons made
  uint64_t heads_blocked = 0;  // heads that requested an output VC and got none, x cycles
};

std::string hex(uint64_t v) {
  std::ostringstream os;
  os << "0x" << std::hex << v;
  return os.str();
}

class Lockstep {
 public:
  static constexpr RtlConfig kC = Cb::kConfig;
  static constexpr int kIn = kC.ports * kC.vcs;

  explicit Lockstep(const Options& o) : o_(o), rng_(o.seed), model_(params(o), "model", names()) {
    LinkParams lp;
    lp.latency_cycles = o.latency;
    for (int p = 0; p < kC.ports; ++p) {
      links_.push_back(std::make_unique<Link>(lp));
      model_.connect(p, {links_.back().get(), 0}, kC.downstream_depth);
      Port port;
      port.stream.resize(size_t(kC.vcs));
      port.not_before.assign(size_t(kC.vcs), 0);
      port.up_credits.assign(size_t(kC.vcs), kC.queue_depth);
      port.down_occupancy.assign(size_t(kC.vcs), 0);
      port.owed.assign(size_t(kC.vcs), 0);
      ports_.push_back(std::move(port));
    }
    outstanding_.assign(size_t(kIn), 0);
    group_of_input_.assign(size_t(kIn), -1);
    group_of_output_.assign(size_t(kIn), -1);
    was_bound_.assign(size_t(kIn), false);
    mask_ = (1u << kC.ports) - 1;  // the model's default: every connected port
    rtl_.set_sync_mask(mask_);
  }

  // "" when everything matched in every cycle, else the first difference.
  std::string run() {
    const Cycle end = o_.traffic_cycles + o_.drain_cycles;
    for (Cycle t = 0; t < end; ++t) {
      const bool traffic = t < o_.traffic_cycles;
      control(traffic);
      std::vector<bool> stall(size_t(kC.ports), false);
      for (int p = 0; p < kC.ports; ++p) {
        stall[size_t(p)] = traffic && chance(o_.out_stall);
        if (stall[size_t(p)]) {
          links_[size_t(p)]->send(0, Flit{0xDEAD0000u | uint32_t(p), FlitKind::kBody, 0}, t);
          ++stats.stalled_slots;
        }
        rtl_.set_out_ready(p, !stall[size_t(p)]);
        Port& port = ports_[size_t(p)];
        while (!port.rtl_words.empty() && port.rtl_words.front().first == t) {
          rtl_.drive_word(p, port.rtl_words.front().second);
          port.rtl_words.pop_front();
        }
        while (!port.rtl_credits.empty() && port.rtl_credits.front().first == t) {
          rtl_.drive_credit(p, port.rtl_credits.front().second);
          port.rtl_credits.pop_front();
        }
      }
      try {
        model_.tick(t);
      } catch (const std::exception& e) {
        return "cycle " + std::to_string(t) + ": the model threw: " + e.what();
      }
      rtl_.clock();
      ++stats.cycles;
      const std::string diff = compare(t, stall);
      if (!diff.empty()) return diff;
      advance_groups(t);
      act(t, traffic);
    }
    if (!model_.quiet()) return "traffic did not drain:\n" + model_.describe_blocked(end);
    for (const Port& port : ports_) {
      for (const auto& s : port.stream) {
        if (!s.empty()) return "words left unsent after the drain phase";
      }
    }
    model_.take_credits(end);
    for (int p = 0; p < kC.ports; ++p) {
      for (int v = 0; v < kC.vcs; ++v) {
        if (model_.output_credits(p, v) != rtl_.credits(p, v)) {
          return "end: output " + std::to_string(p) + " vc " + std::to_string(v) +
                 " credits: model " + std::to_string(model_.output_credits(p, v)) + ", rtl " +
                 std::to_string(rtl_.credits(p, v));
        }
      }
    }
    stats.words_out = model_.words_forwarded();
    stats.completions = model_.queues_complete_count();
    return "";
  }

  Stats stats;

 private:
  struct Port {
    std::vector<std::deque<Flit>> stream;            // words still to send, per input VC
    std::vector<Cycle> not_before;                   // per input VC: a piece's start
    std::vector<int> up_credits;                     // the sender's credits for the switch's queues
    std::deque<std::pair<Cycle, int>> credits_back;  // credits reaching the sender: (cycle, vc)
    std::deque<std::pair<Cycle, Flit>> rtl_words;    // words reaching the RTL: (cycle, word)
    std::deque<std::pair<Cycle, int>> rtl_credits;   // credits reaching the RTL: (cycle, vc)
    std::vector<int> down_occupancy;                 // the receiver's queues
    std::vector<int> owed;                           // credits drained but not yet returned
  };
  // A group reserves its inputs and output VC, opens (its pieces are queued to send) once its
  // inputs are idle, and closes once they are idle again.
  enum class GroupState { kReserved, kOpen, kClosed };
  struct Group {
    CombiningGroup g;
    int vc = 0;
    GroupState state = GroupState::kReserved;
  };

  static SwitchParams params(const Options& o) {
    SwitchParams sp;
    sp.num_vcs = kC.vcs;
    sp.queue_depth = kC.queue_depth;
    sp.sync.enabled = kC.sync;
    sp.sync_pool_vc = kC.pool_vc;
    if (!o.model_without_combining) {
      sp.additions.set(net::CombiningControl::kAddition, net::HpamCombiningParams{true});
    }
    return sp;
  }
  static std::vector<std::string> names() {
    std::vector<std::string> n;
    for (int p = 0; p < kC.ports; ++p) n.push_back("p" + std::to_string(p));
    return n;
  }
  bool chance(double p) { return std::uniform_real_distribution<double>(0, 1)(rng_) < p; }
  uint32_t pick(uint32_t n) { return uint32_t(rng_() % n); }

  // Node control before the edge of this cycle, the same for both switches.
  void control(bool traffic) {
    const uint32_t all = (1u << kC.ports) - 1;
    uint32_t mask = mask_;
    if (!traffic) {
      mask = 0;
    } else if (chance(o_.mask_change)) {
      mask = chance(0.5) ? all : (uint32_t(rng_()) & all);
    }
    if (mask != mask_) {
      mask_ = mask;
      model_.set_sync_mask(mask);
      rtl_.set_sync_mask(mask);
    }
    uint32_t stop = stop_;
    if (!traffic) {
      stop = 0;
    } else if (chance(o_.stop_change)) {
      stop = chance(0.3) ? 0 : (uint32_t(rng_()) & all);
    }
    if (stop != stop_) {  // the RTL sees a level: only a change is the model's call
      stop_ = stop;
      model_.set_stop_not_in_message(stop);
      rtl_.set_stop_enable(stop);
    }
    if (traffic && chance(o_.forward)) {
      const uint32_t fwd = uint32_t(rng_()) & all;
      if (fwd) {
        model_.forward(fwd);
        rtl_.pulse_forward(fwd);
        ++stats.forwards;
      }
    }
  }

  std::string compare(Cycle t, const std::vector<bool>& stall) {
    auto at = [t](const std::string& where, const std::string& field, uint64_t model,
                  uint64_t rtl) {
      return "cycle " + std::to_string(t) + ", " + where + ": " + field + " differs: model " +
             hex(model) + ", rtl " + hex(rtl);
    };
    if (rtl_.error()) return "cycle " + std::to_string(t) + ": an RTL assertion fired";
    for (int p = 0; p < kC.ports; ++p) {
      const std::string where = "port " + std::to_string(p);
      std::vector<Flit> sent;
      Flit f;
      while (links_[size_t(p)]->receive(1, t + Cycle(o_.latency), f)) sent.push_back(f);
      if (stall[size_t(p)]) {
        if (sent.empty() || sent.front().data != (0xDEAD0000u | uint32_t(p))) {
          return "cycle " + std::to_string(t) + ", " + where + ": stall word missing";
        }
        sent.erase(sent.begin());
      }
      if (sent.size() > 1)
        return "cycle " + std::to_string(t) + ", " + where + ": model sent two words";
      const bool mv = !sent.empty();
      const bool rv = rtl_.out_valid(p);
      stats.fields += 4;
      if (mv != rv) return at(where, "out_valid", mv, rv);
      if (mv) {
        const Flit r = rtl_.out_word(p);
        if (sent[0].data != r.data) return at(where, "out_data", sent[0].data, r.data);
        if (sent[0].kind != r.kind)
          return at(where, "out_kind", uint64_t(sent[0].kind), uint64_t(r.kind));
        if (sent[0].vc != r.vc) return at(where, "out_vc", sent[0].vc, r.vc);
        Port& port = ports_[size_t(p)];
        if (++port.down_occupancy[sent[0].vc] > kC.downstream_depth) {
          return "cycle " + std::to_string(t) + ", " + where + ": downstream queue overflow";
        }
      }
      uint32_t model_credits = 0;
      uint8_t vc;
      while (links_[size_t(p)]->receive_credit(1, t + Cycle(o_.latency), vc)) {
        if (model_credits & (1u << vc)) return at(where, "two credits of one vc", vc, 0);
        model_credits |= 1u << vc;
      }
      for (int v = 0; v < kC.vcs; ++v) {
        const bool mc = (model_credits >> v) & 1;
        ++stats.fields;
        if (mc != rtl_.credit_out(p, v)) {
          return at(where + " vc " + std::to_string(v), "credit_out", mc, rtl_.credit_out(p, v));
        }
        if (mc) {
          ports_[size_t(p)].credits_back.push_back({t + Cycle(o_.latency), v});
          --outstanding_[size_t(p * kC.vcs + v)];
        }
      }
      const bool ms = model_.queues_stopped(1u << p);
      if (ms != rtl_.queue_stopped(p))
        return at(where, "queues_stopped", ms, rtl_.queue_stopped(p));
      for (int v = 0; v < kC.vcs; ++v) {
        const std::string in = "input " + std::to_string(p) + " vc " + std::to_string(v);
        const SwitchCore::InputState s = model_.input_state(p, v);
        stats.fields += 4;
        if (s.occupancy != uint32_t(rtl_.occupancy(p, v))) {
          return at(in, "occupancy", s.occupancy, uint64_t(rtl_.occupancy(p, v)));
        }
        if (s.bound != uint32_t(rtl_.bound(p, v)))
          return at(in, "bound", s.bound, rtl_.bound(p, v));
        if (s.bound && int(s.out_port * kC.vcs + s.out_vc) != rtl_.target(p, v)) {
          return at(in, "bound output (port * vcs + vc)", s.out_port * kC.vcs + s.out_vc,
                    uint64_t(rtl_.target(p, v)));
        }
        note_handover(p * kC.vcs + v);
        const std::string out = "output " + std::to_string(p) + " vc " + std::to_string(v);
        const int mo = model_.output_vc_owner(p, v);
        const int ro = rtl_.owner(p, v);
        if (mo != ro) return at(out, "owner", uint64_t(mo), uint64_t(ro));
        if ((mo >= 0) != rtl_.busy(p, v)) return at(out, "busy", mo >= 0, rtl_.busy(p, v));
      }
    }
    stats.fields += 3;
    if (model_.sync_gate().bits() != rtl_.sticky()) {
      return at("sync gate", "sticky bits", model_.sync_gate().bits(), rtl_.sticky());
    }
    if (model_.sync_gate().all_set() != rtl_.sync_and()) {
      return at("sync gate", "AND", model_.sync_gate().all_set(), rtl_.sync_and());
    }
    const uint64_t completions = model_.queues_complete_count();
    if ((completions != completions_) != rtl_.queues_complete()) {
      return at("sync gate", "queues_complete", completions - completions_, rtl_.queues_complete());
    }
    completions_ = completions;
    const uint64_t blocked = model_.head_blocked_cycles() - heads_blocked_;
    heads_blocked_ = model_.head_blocked_cycles();
    stats.heads_blocked += blocked;
    ++stats.fields;
    if (blocked != uint64_t(rtl_.heads_blocked())) {
      return at("switch", "heads blocked", blocked, uint64_t(rtl_.heads_blocked()));
    }
    if (o_.eager_credits) {
      model_.take_credits(t);
      for (int p = 0; p < kC.ports; ++p) {
        for (int v = 0; v < kC.vcs; ++v) {
          ++stats.fields;
          if (model_.output_credits(p, v) != rtl_.credits(p, v)) {
            return at("output " + std::to_string(p) + " vc " + std::to_string(v), "credits",
                      uint64_t(model_.output_credits(p, v)), uint64_t(rtl_.credits(p, v)));
          }
        }
      }
    }
    return "";
  }

  // A group's input (not its first) bound in the RTL: a handover took it.
  void note_handover(int i) {
    const bool bound = rtl_.bound(i / kC.vcs, i % kC.vcs);
    const int k = group_of_input_[size_t(i)];
    if (bound && !was_bound_[size_t(i)] && k >= 0 &&
        i / kC.vcs != groups_[size_t(k)].g.first_input) {
      ++stats.handovers;
    }
    was_bound_[size_t(i)] = bound;
  }

  // A group is through once every one of its inputs has popped every word sent to it.
  bool idle(int i) const {
    return outstanding_[size_t(i)] == 0 &&
           ports_[size_t(i / kC.vcs)].stream[size_t(i % kC.vcs)].empty();
  }
  bool group_idle(const Group& gr) const {
    for (int n = 0; n < gr.g.inputs; ++n) {
      if (!idle((gr.g.first_input + n) * kC.vcs + gr.vc)) return false;
    }
    return true;
  }
  void advance_groups(Cycle t) {
    for (size_t k = 0; k < groups_.size(); ++k) {
      Group& gr = groups_[k];
      if (gr.state == GroupState::kClosed || !group_idle(gr)) continue;
      if (gr.state == GroupState::kReserved) {
        open(gr, t);
        continue;
      }
      gr.state = GroupState::kClosed;
      --live_groups_;
      ++stats.merged;
      for (int n = 0; n < gr.g.inputs; ++n) {
        group_of_input_[size_t((gr.g.first_input + n) * kC.vcs + gr.vc)] = -1;
      }
      group_of_output_[size_t(gr.g.out_port * kC.vcs + gr.g.out_vc)] = -1;
    }
  }

  // Reserves a random group if its inputs and its output VC have no group.
  void try_group() {
    if (live_groups_ >= kMaxGroups) return;
    Group gr;
    gr.vc = int(pick(uint32_t(kC.vcs)));
    gr.g.first_input = int(pick(uint32_t(kC.ports)));
    gr.g.inputs = 1 + int(pick(uint32_t(kC.ports - gr.g.first_input)));
    gr.g.out_port = int(pick(uint32_t(kC.ports)));
    gr.g.out_vc = int(pick(uint32_t(kC.vcs)));
    if (group_of_output_[size_t(gr.g.out_port * kC.vcs + gr.g.out_vc)] >= 0) return;
    for (int n = 0; n < gr.g.inputs; ++n) {
      if (group_of_input_[size_t((gr.g.first_input + n) * kC.vcs + gr.vc)] >= 0) return;
    }
    const int k = int(groups_.size());
    groups_.push_back(gr);
    ++live_groups_;
    group_of_output_[size_t(gr.g.out_port * kC.vcs + gr.g.out_vc)] = k;
    for (int n = 0; n < gr.g.inputs; ++n) {
      group_of_input_[size_t((gr.g.first_input + n) * kC.vcs + gr.vc)] = k;
    }
  }

  // Queues the group's pieces, each from a random cycle on.
  void open(Group& gr, Cycle t) {
    gr.state = GroupState::kOpen;
    const uint32_t junk = uint32_t(rng_()) & 0x0FC00000u;  // bits 22-27, unused
    const uint32_t cw = net::encode_combining(gr.g) | junk;
    const uint8_t lvc = uint8_t(gr.vc);
    Cycle prev = 0;
    bool in_order = true;
    for (int n = 0; n < gr.g.inputs; ++n) {
      const int p = gr.g.first_input + n;
      std::deque<Flit>& s = ports_[size_t(p)].stream[size_t(gr.vc)];
      s.push_back(Flit{cw, FlitKind::kHead, lvc});
      if (n == 0) {
        for (uint32_t h = pick(4); h > 0; --h) {
          s.push_back(Flit{uint32_t(rng_()), FlitKind::kHead, lvc});
        }
      }
      for (uint32_t b = pick(7); b > 0; --b) {
        s.push_back(Flit{uint32_t(rng_()), FlitKind::kBody, lvc});
      }
      s.push_back(Flit{uint32_t(rng_()), FlitKind::kTail, lvc});
      const Cycle start = t + (pick(4) == 0 ? 0 : Cycle(pick(40)));
      ports_[size_t(p)].not_before[size_t(gr.vc)] = start;
      if (n > 0 && start < prev) in_order = false;
      prev = start;
    }
    ++stats.groups;
    if (!in_order) ++stats.reordered;
  }

  // The test's own ends of the links, after the edge of cycle t: what they send arrives at
  // t + latency at both switches.
  void act(Cycle t, bool traffic) {
    const Cycle arrive = t + Cycle(o_.latency);
    if (traffic && chance(o_.group)) try_group();
    for (int p = 0; p < kC.ports; ++p) {
      Port& port = ports_[size_t(p)];
      Link& link = *links_[size_t(p)];
      while (!port.credits_back.empty() && port.credits_back.front().first <= t) {
        ++port.up_credits[size_t(port.credits_back.front().second)];
        port.credits_back.pop_front();
      }
      for (int v = 0; v < kC.vcs; ++v) {
        if (port.down_occupancy[size_t(v)] > 0 && (!traffic || chance(o_.drain))) {
          --port.down_occupancy[size_t(v)];
          ++port.owed[size_t(v)];
        }
        if (port.owed[size_t(v)] > 0 && (!traffic || chance(o_.credit))) {
          --port.owed[size_t(v)];
          link.send_credit(1, uint8_t(v), t);
          port.rtl_credits.push_back({arrive, v});
        }
        if (traffic && port.stream[size_t(v)].empty() &&
            group_of_input_[size_t(p * kC.vcs + v)] < 0) {
          new_message(port.stream[size_t(v)], v);
        }
      }
      if (traffic && chance(o_.in_stall)) continue;
      std::vector<int> ready;
      for (int v = 0; v < kC.vcs; ++v) {
        if (!port.stream[size_t(v)].empty() && port.up_credits[size_t(v)] > 0 &&
            port.not_before[size_t(v)] <= t) {
          ready.push_back(v);
        }
      }
      if (ready.empty()) continue;
      const int v = ready[pick(uint32_t(ready.size()))];
      const Flit w = port.stream[size_t(v)].front();
      port.stream[size_t(v)].pop_front();
      --port.up_credits[size_t(v)];
      ++outstanding_[size_t(p * kC.vcs + v)];
      link.send(1, w, t);
      port.rtl_words.push_back({arrive, w});
    }
  }

  void new_message(std::deque<Flit>& s, int vc) {
    static constexpr uint8_t kHops[] = {1, 1, 1, 2, 3, 255};
    const uint8_t link_vc = uint8_t(vc);
    const RouteSegment seg{uint8_t(pick(uint32_t(kC.ports))), kHops[pick(6)],
                           uint8_t(pick(uint32_t(kC.vcs)))};
    // Bits the switch rewrites to 0, and not an addition's word (bit 30 clear and a code).
    uint32_t junk = uint32_t(rng_()) & 0x7FFC0000u;
    if (!(junk & net::kRouteHandleFlag)) junk &= ~0x30000000u;
    s.push_back(Flit{net::encode_segment(seg) | junk, FlitKind::kHead, link_vc});
    for (uint32_t i = pick(3); i > 0; --i)
      s.push_back(Flit{uint32_t(rng_()), FlitKind::kHead, link_vc});
    for (uint32_t i = pick(7); i > 0; --i)
      s.push_back(Flit{uint32_t(rng_()), FlitKind::kBody, link_vc});
    s.push_back(Flit{uint32_t(rng_()), FlitKind::kTail, link_vc});
    ++stats.messages;
  }

  Options o_;
  std::mt19937 rng_;
  SwitchCore model_;
  RtlSwitch<Cb> rtl_;
  std::vector<std::unique_ptr<Link>> links_;
  std::vector<Port> ports_;
  uint32_t mask_ = 0;
  uint32_t stop_ = 0;
  uint64_t completions_ = 0;
  uint64_t heads_blocked_ = 0;    // the model's count after the last compared cycle
  std::vector<int> outstanding_;  // per input: words sent and not yet popped
  std::vector<Group> groups_;
  std::vector<int> group_of_input_;   // per input: its open group, or -1
  std::vector<int> group_of_output_;  // per output VC: the open group toward it, or -1
  std::vector<bool> was_bound_;
  static constexpr int kMaxGroups = 3;  // reserved or open at once
  int live_groups_ = 0;
};

void run_lockstep(int runs) {
  Stats total;
  for (int r = 0; r < runs; ++r) {
    Options o;
    o.seed = uint32_t(3000 + r);
    o.latency = 1 + r % 3;
    o.eager_credits = r % 2 == 0;
    SCOPED_TRACE("cb seed " + std::to_string(o.seed) + " latency " + std::to_string(o.latency) +
                 (o.eager_credits ? " eager" : " lazy") + " credits");
    Lockstep run(o);
    const std::string diff = run.run();
    ASSERT_EQ(diff, "") << "first difference";
    EXPECT_GT(run.stats.words_out, run.stats.cycles / 4) << "too little traffic to prove much";
    EXPECT_GT(run.stats.heads_blocked, 100u) << "heads never competed";
    EXPECT_GT(run.stats.merged, 100u);
    EXPECT_GT(run.stats.handovers, 100u);
    EXPECT_GT(run.stats.reordered, 20u) << "pieces never arrived out of port order";
    EXPECT_GT(run.stats.completions, 10u) << "the sync gate never cycled";
    total.cycles += run.stats.cycles;
    total.words_out += run.stats.words_out;
    total.messages += run.stats.messages;
    total.groups += run.stats.groups;
    total.merged += run.stats.merged;
    total.handovers += run.stats.handovers;
    total.reordered += run.stats.reordered;
    total.fields += run.stats.fields;
    total.heads_blocked += run.stats.heads_blocked;
  }
  std::cout << "[ lockstep ] cb: " << runs << " runs, " << total.cycles << " cycles compared, "
            << total.fields << " field comparisons, " << total.messages << " ordinary messages, "
            << total.merged << " groups merged (" << total.reordered
            << " with pieces out of port order, " << total.handovers << " handovers), "
            << total.words_out << " words out, " << total.heads_blocked
            << " blocked head-cycles; no difference\n";
  ::testing::Test::RecordProperty("cycles_compared", std::to_string(total.cycles));
}

TEST(RtlCombiningLockstep, CombiningSwitchMatchesTheModelEveryCycleUnderRandomTraffic) {
  run_lockstep(6);
}

TEST(RtlCombiningLockstep, ReportsTheFirstDifferenceFromAModelWithoutTheCombining) {
  // The model then takes combining words for route segments: they must part ways.
  Options o;
  o.model_without_combining = true;
  Lockstep run(o);
  const std::string diff = run.run();
  ASSERT_NE(diff, "");
  EXPECT_NE(diff.find("cycle "), std::string::npos) << diff;
  std::cout << "[ lockstep ] mutation (model without the combining): " << diff << "\n";
}

}  // namespace
}  // namespace ccsim::rtltest
