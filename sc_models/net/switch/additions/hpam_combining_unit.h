// Combining's part of the model switch (switch.hpam_combining): merges the pieces of a group,
// one per input port of its run, into one worm on the output its combining word names
// (hpam_combining.h).
//
// Contract. The piece at the group's first input takes the output VC when it is free, as an
// ordinary head takes its route's; the pieces at the group's other inputs wait (blocked heads)
// until the one before them is through. The output then reads the pieces in port order, one word
// a cycle as it would send an ordinary worm's: each piece's combining word is popped in the
// output's slot without leaving (a one-cycle bubble), as is each trailer but the last piece's;
// the other words leave (the first piece's rest of the route and info words, every piece's data).
// At a piece's trailer the output passes to the next input of the group, on the first piece's
// VC; the last trailer frees it. Every input pops at most one word a cycle. Nothing is buffered:
// the merged worm is wormhole switched, the output waiting for each piece's words as they come.
//
// Why it cannot deadlock, as the HPAM's gather uses it (one group per level-1 router and VC,
// hpam.gather.combining; tests in hw_hpam_combining_test.cpp). Each piece climbs its own column of
// level 2 and enters the router by its own down link, whose input VC carries no other worm: the
// pieces of the group's other inputs wait at the front of their inputs, behind nothing, and each
// arrives whatever the output does. The merged worm goes on by extended X-Y to the source, as an
// ordinary worm would, and drains. Two groups below one router on one VC could deadlock: in one
// column group A's piece ahead of B's, in another B's ahead of A's, each merge waiting for the
// piece the other's holds up; the gather's plan refuses that (one row of roots per router).
#pragma once

#include <cstdint>
#include <iosfwd>
#include <string>
#include <vector>

#include "net/cycle.h"
#include "net/flit.h"
#include "net/switch/additions/hpam_combining.h"
#include "net/switch/input_unit.h"
#include "net/switch/output_port.h"
#include "net/switch/switch_part.h"

namespace ccsim::net {

class SwitchCore;

class HpamCombiningUnit final : public SwitchPart {
 public:
  // The part of a switch of `ports` ports and `vcs` VCs.
  HpamCombiningUnit(int ports, int vcs);

  const char* addition() const override { return CombiningControl::kAddition; }
  uint32_t word_code() const override { return kCombiningWordCode; }

  // A first piece takes its group's output VC when free; the other pieces wait their turn.
  void allocate(SwitchCore& sw, uint64_t heads, Cycle now) override;
  // The group's output port p (VC vc) sends the next word of the piece at `in`.
  void send(SwitchCore& sw, OutputPort& out, int p, int vc, InputUnit& in, Cycle now) override;

  // Diagnosis (cold).
  std::string head_text(const Flit& head) const override;
  bool describe_input(const SwitchCore& sw, int input, std::ostream& os) const override;
  void describe_waiting_head(const SwitchCore& sw, const Flit& head,
                             std::ostream& os) const override;

 private:
  // Per output VC (port * V + vc) while a group's merge holds it.
  struct Merge {
    CombiningGroup group;
    int vc = 0;     // the pieces' input VC
    int piece = 0;  // the one whose input holds the output, 0 .. group.inputs - 1
    WormCursor at;
  };
  void take(SwitchCore& sw, InputUnit& in, int output, Merge& m, int piece);
  void check_group(const SwitchCore& sw, const InputUnit& in, const CombiningGroup& g) const;
  [[noreturn, gnu::cold, gnu::noinline]] void reject(const SwitchCore& sw, int input,
                                                     const std::string& why) const;

  int ports_ = 0;
  int vcs_ = 1;
  std::vector<Merge> merges_;  // by output VC
  std::vector<int> merge_of_;  // by input: the output VC whose merge it holds, or -1
};

}  // namespace ccsim::net
