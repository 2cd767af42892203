// The software costs of each HPAM level (001 §2.4, Table 1): what a processor of that level pays
// to send and to receive a message, in machine cycles, and their keys hpam.level<l>_*.
//
// A level's processors run at 1/clock_ratio of the machine clock: its costs are given in its own
// processor cycles and paid as clock_ratio times as many machine cycles, so a slower level is
// one key (Table 1's Q is level 2's ratio over level 1's). Sending S bytes costs C_send + S x
// copy (eq. 3's t_send: the start-up and the copy into the network interface), receiving costs
// C_recv + S x copy (t_recv), paid by the processor after the message is deposited. The network's
// own λ/W is the machine's (link.cycles_per_word), the same for every level as the paper
// assumes. The HPAM collectives pay these costs themselves, per message, instead of
// node.msg_overhead_cycles (the default of C_send); other software on the machine pays node.*
// costs, the same at every node. Pure C++.
#pragma once

#include <cstdint>
#include <vector>

#include "base/config.h"
#include "net/cycle.h"
#include "net/params.h"
#include "net/topology/hpam.h"

namespace ccsim::sw::hpam {

struct LevelCosts {
  int clock_ratio = 1;           // machine cycles per processor cycle
  int send_cycles = 0;           // C_send, processor cycles
  int recv_cycles = 0;           // C_recv, processor cycles
  int copy_cycles_per_byte = 0;  // λ'/W, processor cycles per byte

  net::Cycle send(uint64_t bytes) const {
    return net::Cycle(clock_ratio) *
           (net::Cycle(send_cycles) + net::Cycle(copy_cycles_per_byte) * bytes);
  }
  net::Cycle receive(uint64_t bytes) const {
    return net::Cycle(clock_ratio) *
           (net::Cycle(recv_cycles) + net::Cycle(copy_cycles_per_byte) * bytes);
  }
};

// Each level's costs from hpam.level<l>_*, for the levels `t` has; a key of a level it lacks,
// set away from its default, is refused by name (ConfigError). By default a level pays what
// message passing pays on `machine`: node.msg_overhead_cycles per send, nothing else.
std::vector<LevelCosts> read_level_costs(const Config& config, const net::Hpam& t,
                                         const net::MachineParams& machine);

// The keys of level `level` (counted from 0): "hpam.level1_send_cycles", ...
std::string level_key(int level, const char* field);

}  // namespace ccsim::sw::hpam
