// The Verilated switch with the HPAM combining (configuration cb: 6 ports, 2 VCs, depth 4, sync
// gate and stop condition on pool VC 1, CombiningEnable) against net::SwitchCore with
// switch.hpam_combining (its HpamCombiningUnit) in lockstep: the same random traffic of combining
// groups and ordinary worms into both, every output and every observable state compared every
// cycle; a failure names the first differing cycle, port (or input / output VC) and field.
//
// Stimulus as rtl_lockstep.h (random senders within credits, receivers that
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
#include <string>
#include <vector>

#include "net/switch/additions/hpam_combining.h"
#include "rtl/rtl_lockstep.h"
#include "rtl_combining_bench.h"

namespace ccsim::rtltest {
namespace {

using net::CombiningGroup;

struct Options : LockstepOptions {
  double group = 0.05;                   // a group tries to open
  bool model_without_combining = false;  // mutation test
};

struct Stats : LockstepStats {
  uint64_t groups = 0;     // opened
  uint64_t merged = 0;     // closed (all pieces left)
  uint64_t handovers = 0;  // piece inputs that took over a merge's output (RTL bindings)
  uint64_t reordered = 0;  // groups whose pieces did not start in port order
};

class CbLockstep : public Lockstep<Cb, Stats> {
 public:
  static constexpr int kIn = kC.ports * kC.vcs;

  explicit CbLockstep(const Options& o)
      : Lockstep(o, params(o)),
        group_(o.group),
        group_of_input_(size_t(kIn), -1),
        group_of_output_(size_t(kIn), -1),
        was_bound_(size_t(kIn), false) {}

 private:
  // A group reserves its inputs and output VC, opens (its pieces are queued to send) once its
  // inputs are idle, and closes once they are idle again.
  enum class GroupState { kReserved, kOpen, kClosed };
  struct Group {
    CombiningGroup g;
    int vc = 0;
    GroupState state = GroupState::kReserved;
  };

  static net::SwitchParams params(const Options& o) {
    net::SwitchParams sp = switch_params();
    if (!o.model_without_combining) {
      sp.additions.set(net::CombiningControl::kAddition, net::HpamCombiningParams{true});
    }
    return sp;
  }

  // A group's input (not its first) bound in the RTL: a handover took it.
  void on_input(int i, bool /*credit*/, Cycle /*t*/) override {
    const bool bound = rtl_.bound(i / kC.vcs, i % kC.vcs);
    const int k = group_of_input_[size_t(i)];
    if (bound && !was_bound_[size_t(i)] && k >= 0 &&
        i / kC.vcs != groups_[size_t(k)].g.first_input) {
      ++stats.handovers;
    }
    was_bound_[size_t(i)] = bound;
  }

  // A group is through once every one of its inputs has popped every word sent to it.
  bool idle(int i) const { return outstanding(i) == 0 && stream(i).empty(); }
  bool group_idle(const Group& gr) const {
    for (int n = 0; n < gr.g.inputs; ++n) {
      if (!idle((gr.g.first_input + n) * kC.vcs + gr.vc)) return false;
    }
    return true;
  }
  // After the comparison of cycle t: groups open and close, and a new one may be reserved.
  void before_act(Cycle t, bool traffic) override {
    advance_groups(t);
    if (traffic && chance(group_)) try_group();
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
      std::deque<Flit>& s = stream(p * kC.vcs + gr.vc);
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
      set_start(p * kC.vcs + gr.vc, start);
      if (n > 0 && start < prev) in_order = false;
      prev = start;
    }
    ++stats.groups;
    if (!in_order) ++stats.reordered;
  }

  // While a group is reserved or open its inputs carry nothing else.
  bool may_start_message(int input) override { return group_of_input_[size_t(input)] < 0; }

  void new_message(std::deque<Flit>& s, int vc) override {
    const uint8_t link_vc = uint8_t(vc);
    s.push_back(random_route_word(link_vc, true));
    push_worm_rest(s, link_vc);
  }

  double group_;
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
    o.set_series_run(3000, r);
    SCOPED_TRACE("cb " + o.describe());
    CbLockstep run(o);
    const std::string diff = run.run();
    ASSERT_EQ(diff, "") << "first difference";
    EXPECT_GT(run.stats.words_out, run.stats.cycles / 4) << "too little traffic to prove much";
    EXPECT_GT(run.stats.heads_blocked, 100u) << "heads never competed";
    EXPECT_GT(run.stats.merged, 100u);
    EXPECT_GT(run.stats.handovers, 100u);
    EXPECT_GT(run.stats.reordered, 20u) << "pieces never arrived out of port order";
    EXPECT_GT(run.stats.completions, 10u) << "the sync gate never cycled";
    total.add(run.stats);
    total.groups += run.stats.groups;
    total.merged += run.stats.merged;
    total.handovers += run.stats.handovers;
    total.reordered += run.stats.reordered;
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
  CbLockstep run(o);
  const std::string diff = run.run();
  ASSERT_NE(diff, "");
  EXPECT_NE(diff.find("cycle "), std::string::npos) << diff;
  std::cout << "[ lockstep ] mutation (model without the combining): " << diff << "\n";
}

}  // namespace
}  // namespace ccsim::rtltest
