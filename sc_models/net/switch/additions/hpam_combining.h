// Combining for the HPAM's gather (switch.hpam_combining), the dual of the inter-level
// multicast: a level-1 router merges the pieces that the roots below it send up, one per down
// link, into one message toward the gather's source, so that the source takes one message per
// row of roots instead of one per root.
//
// Each piece is a worm source routed to the combining switch (the level-1 router at the bottom of
// the column above the roots); there its front word is the combining word, which names the group
// (a run of consecutive input ports, the router's down links) and the combined message's first
// hop (an output port and VC). The piece of the group's first port carries, after that word, the
// rest of the message's route, its info words and its data; every other piece only its data. The
// switch sends the first piece but for its trailer, then the data of each other piece in port
// order, then the last piece's trailer: one message, whose data are the pieces' one after another.
//
// This file: the addition's parameters, the combining word, and the controls node software gets.
// Keys, checks and node control are hpam_combining.cpp; the merge, and why it cannot deadlock,
// hpam_combining_unit.h.
#pragma once

#include <cstdint>

#include "net/flit.h"
#include "net/switch/addition_control.h"

namespace ccsim::net {

struct HpamCombiningParams {
  // switch.hpam_combining: every switch can merge a group of pieces into one worm.
  bool enabled = false;
};

// The combining word: an addition word (flit.h) of code 2, the combined message's output port
// in bits 0-5 and VC in bits 6-9, the group's first input port in bits 10-15 and its size less
// one in bits 16-21.
constexpr uint32_t kCombiningWordCode = 2;
struct CombiningGroup {
  int out_port = 0;
  int out_vc = 0;
  int first_input = 0;  // port
  int inputs = 1;
  bool operator==(const CombiningGroup& o) const {
    return out_port == o.out_port && out_vc == o.out_vc && first_input == o.first_input &&
           inputs == o.inputs;
  }
};
constexpr uint32_t encode_combining(CombiningGroup g) {
  return addition_word(kCombiningWordCode, uint32_t(g.out_port & 0x3F) |
                                               uint32_t(g.out_vc & 0xF) << 6 |
                                               uint32_t(g.first_input & 0x3F) << 10 |
                                               uint32_t((g.inputs - 1) & 0x3F) << 16);
}
constexpr CombiningGroup decode_combining(uint32_t word) {
  return CombiningGroup{int(word & 0x3F), int(word >> 6 & 0xF), int(word >> 10 & 0x3F),
                        int(word >> 16 & 0x3F) + 1};
}

// Node software's side, from NodeApi::control<CombiningControl>().
class CombiningControl : public AdditionControl {
 public:
  static constexpr const char* kAddition = "hpam_combining";
  // Starts a piece on VC vc: `to_switch` leads it to the combining switch (without an
  // ejection segment; empty when that is this node's own switch), whose group is `group`. The
  // group's first piece (`first`) carries `onward`, the combined message's route from the far
  // end of the group's output port (empty when that port is the ejection), and the info words;
  // the other pieces carry neither. start_dma_out and send_trailer on vc follow, as after
  // send_header.
  virtual void send_header(int vc, const SourceRoute& to_switch, CombiningGroup group, bool first,
                           const SourceRoute& onward, uint32_t info0, uint32_t info1) = 0;
};

}  // namespace ccsim::net
