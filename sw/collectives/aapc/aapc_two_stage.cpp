// aapc.two_stage: AAPC within the rows, then within the columns, with n-times larger messages
// (004 §4.1, "similar in spirit to the hybrid algorithms proposed by Bokhari and Berryman").
//
// Stage 1: node (x, y) sends each other node (x', y) of its row one message holding its blocks
// for the whole column x' (ny blocks, one DMA each), deposited in a buffer of the intermediate
// node. Stage 2, once every stage-1 message of its row is in: node (x', y) sends each node
// (x', y') of its column, itself included, one message holding the blocks from the whole row y
// for (x', y') (nx blocks: its own from its send block, the others from the buffer), deposited
// straight into the destination's receive blocks. A node pays node.msg_overhead_cycles per
// message, (nx - 1) + ny of them instead of nx ny; rows and then columns carry the data, so at
// most half the links are busy at any time (the limit the paper gives), and every word crosses
// the node memories of its source, its intermediate node (in and out) and its destination.
// Messages are non-blocking deposit sends in shift order (the k-th to the node k further along),
// routed by routing.policy (dimension order: a row message moves in x only, a column message in
// y only) on algorithm.mp_vc and up.
//
// Unequal blocks (algorithm.block_sizes): each message carries its blocks packed; a message whose
// blocks are all empty is not sent. Stage 2 then lands in a buffer and the destination's
// processor copies each block to its receive slot (a load and a store per word, through the
// memory ports). Memory per node: send and receive slots, the stage-1 buffer (N slots) and, for
// unequal blocks, the stage-2 buffer (N slots).
#include <algorithm>
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "base/errors.h"
#include "collectives/aapc/aapc_algorithm.h"
#include "routing/routing_policy.h"

namespace ccsim::sw {
namespace {

constexpr uint32_t kStage1 = 1;
constexpr uint32_t kStage2 = 2;

class AapcTwoStage : public AapcAlgorithm {
 public:
  AapcTwoStage(const Config& config, const net::Topology& topology,
               const net::MachineParams& machine)
      : AapcAlgorithm(config, topology), machine_(machine) {
    if (topology.dimensions() != 2) {
      config.fail("topology.kind",
                  "aapc.two_stage needs a 2D grid (mesh2d or torus2d), got " + topology.kind());
    }
    mp_vc_ = config.int_in(
        "algorithm.mp_vc", 0, machine.router.num_vcs - 1,
        "must be below switch.num_vcs (" + std::to_string(machine.router.num_vcs) + ")");
    const RoutingPolicy& policy =
        routing_policy(config, topology, machine, mp_vc_, "algorithm.mp_vc");
    route_ = policy.route;
    message_vcs_ = vc_span(mp_vc_, policy.vcs_needed(topology));
    nx_ = topology.extent(0);
    ny_ = topology.extent(1);
  }

  uint64_t memory_words_needed() const override {
    return uint64_t(blocks().sizes().equal() ? 3 : 4) * slots();
  }

  uint32_t message_vcs() const override { return message_vcs_; }

  void run(net::NodeApi& api) override {
    const int me = api.node_id();
    const int x = topology().coordinate(me, 0);
    const int y = topology().coordinate(me, 1);
    const bool packed = !blocks().sizes().equal();
    Receiver receiver(*this, api, me);
    std::vector<net::DmaHandle> sent;

    // Stage 1: the blocks for column x' go to (x', y), into its buffer region of column x.
    for (int k = 1; k < nx_; ++k) {
      const int xd = (x + k) % nx_;
      std::vector<Piece> pieces;
      for (int yy = 0; yy < ny_; ++yy) {
        const int d = node(xd, yy);
        pieces.push_back({blocks().send_block(d), blocks().words(me, d)});
      }
      send(api, node(xd, y), kStage1, buffer1(x), pieces, sent);
    }
    receiver.wait(kStage1);

    // Stage 2: the blocks of row y for (x, y') go to (x, y'), itself included.
    for (int k = 0; k < ny_; ++k) {
      const int yd = (y + k) % ny_;
      const int d = node(x, yd);
      std::vector<Piece> pieces;
      for (int xs = 0; xs < nx_; ++xs) {
        const int s = node(xs, y);
        const uint32_t words = blocks().words(s, d);
        pieces.push_back(
            {xs == x ? blocks().send_block(d) : buffer1(xs) + offset1(s, x, yd), words});
      }
      const uint32_t deposit = packed ? buffer2(y) : blocks().receive_block(node(0, y));
      send(api, d, kStage2, deposit, pieces, sent);
    }
    receiver.wait(kStage2);
    for (const net::DmaHandle& h : sent) api.wait_dma(h);

    if (packed) {
      // Each block from the packed landing buffer to its receive slot: a load and a store per
      // word through the memory ports.
      std::vector<uint32_t>& memory = api.memory();
      uint64_t accesses = 0;
      for (int ys = 0; ys < ny_; ++ys) {
        uint32_t at = buffer2(ys);
        for (int xs = 0; xs < nx_; ++xs) {
          const int s = node(xs, ys);
          const uint32_t words = blocks().words(s, me);
          std::copy(memory.begin() + at, memory.begin() + at + words,
                    memory.begin() + blocks().receive_block(s));
          at += words;
          accesses += 2 * uint64_t(words);
        }
      }
      api.stream_accesses(accesses);
    }
  }

 private:
  struct Piece {
    uint32_t address;
    uint32_t words;
  };

  // Counts the messages of each stage as they are deposited: stage-2 messages of a node whose
  // column is ahead may arrive before the last stage-1 message, on the same VCs.
  class Receiver {
   public:
    Receiver(const AapcTwoStage& a, net::NodeApi& api, int me) : a_(a), api_(api), me_(me) {
      const int vcs = api.machine().router.num_vcs;
      expected_.assign(3, std::vector<int>(size_t(vcs), 0));
      seen_.assign(3, std::vector<int>(size_t(vcs), 0));
      for (int s = 0; s < a.topology().node_count(); ++s) {
        const int stage = a.stage_of_source(s, me);
        if (stage == 0 || a.message_words(s, me) == 0) continue;
        const int vc = a.route_(a.topology(), s, me, a.mp_vc_).back().vc;
        ++expected_[size_t(stage)][size_t(vc)];
      }
    }

    // Returns once every message of `stage` that ends here has been deposited.
    void wait(uint32_t stage) {
      for (size_t vc = 0; vc < expected_[stage].size(); ++vc) {
        while (seen_[stage][vc] < expected_[stage][vc]) {
          const net::MessageRecord header = api_.receive_header(int(vc));
          api_.receive_trailer(int(vc));
          const int from = a_.stage_of_source(header.source, me_);
          if (from == 0) {
            throw SimulationError("aapc.two_stage: node " + std::to_string(me_) +
                                  " received a message from node " + std::to_string(header.source) +
                                  ", outside its row and column");
          }
          ++seen_[size_t(from)][vc];
        }
      }
    }

   private:
    const AapcTwoStage& a_;
    net::NodeApi& api_;
    int me_;
    std::vector<std::vector<int>> expected_;  // [stage][vc]
    std::vector<std::vector<int>> seen_;
  };

  int node(int x, int y) const { return topology().node_at({x, y}); }
  uint64_t slots() const { return uint64_t(topology().node_count()) * blocks().block_words(); }
  // Stage-1 buffer: the region of source column xs holds its ny blocks for this column, packed.
  uint32_t buffer1(int xs) const {
    return uint32_t(2 * slots() + uint64_t(xs) * uint64_t(ny_) * blocks().block_words());
  }
  // Where, in the region of source s at the intermediate node of column xd, its block for
  // (xd, yd) starts.
  uint32_t offset1(int s, int xd, int yd) const {
    uint32_t at = 0;
    for (int yy = 0; yy < yd; ++yy) at += blocks().words(s, node(xd, yy));
    return at;
  }
  // Stage-2 buffer (unequal blocks): the region of source row ys, packed.
  uint32_t buffer2(int ys) const {
    return uint32_t(3 * slots() + uint64_t(ys) * uint64_t(nx_) * blocks().block_words());
  }

  // 1: `s` sends `me` a stage-1 message (same row, another column); 2: a stage-2 message (same
  // column, itself included); 0: none.
  int stage_of_source(int s, int me) const {
    const int sx = topology().coordinate(s, 0);
    const int sy = topology().coordinate(s, 1);
    const int mx = topology().coordinate(me, 0);
    const int my = topology().coordinate(me, 1);
    if (sx == mx) return 2;
    if (sy == my) return 1;
    return 0;
  }

  // Words of the message `s` sends `d` (0: no message).
  uint64_t message_words(int s, int d) const {
    uint64_t words = 0;
    if (stage_of_source(s, d) == 1) {
      const int xd = topology().coordinate(d, 0);
      for (int yy = 0; yy < ny_; ++yy) words += blocks().words(s, node(xd, yy));
    } else {
      const int ys = topology().coordinate(s, 1);
      for (int xs = 0; xs < nx_; ++xs) words += blocks().words(node(xs, ys), d);
    }
    return words;
  }

  // One message of `pieces` (one DMA each, empty ones skipped) deposited packed at `deposit`;
  // nothing when every piece is empty.
  void send(net::NodeApi& api, int destination, uint32_t stage, uint32_t deposit,
            const std::vector<Piece>& pieces, std::vector<net::DmaHandle>& sent) const {
    uint64_t words = 0;
    for (const Piece& p : pieces) words += p.words;
    if (words == 0) return;
    api.compute(net::Cycle(machine_.node.msg_overhead_cycles));
    const net::SourceRoute route = route_(topology(), api.node_id(), destination, mp_vc_);
    const int vc = route.front().vc;
    api.send_header(route, net::make_info0(uint32_t(api.node_id()), stage), deposit);
    for (const Piece& p : pieces) {
      if (p.words > 0) sent.push_back(api.start_dma_out(p.address, p.words, vc));
    }
    api.send_trailer(vc);
  }

  net::MachineParams machine_;
  int mp_vc_ = 0;
  uint32_t message_vcs_ = 0;
  int nx_ = 1;
  int ny_ = 1;
  std::function<net::SourceRoute(const net::Topology&, int, int, int)> route_;
};

std::unique_ptr<Algorithm> make_aapc_two_stage(const Config& config, const net::Topology& topology,
                                               const net::MachineParams& machine) {
  return std::make_unique<AapcTwoStage>(config, topology, machine);
}

// Besides the send and receive slots, two buffers of N slots per node.
void estimate_aapc_two_stage_memory(const Config& config, const net::Topology& topology,
                                    MemoryEstimate& estimate) {
  estimate_aapc_memory(config, topology, 0, estimate);
  const uint64_t nodes = uint64_t(topology.node_count());
  estimate.add(
      "stage buffers", "algorithm.block_bytes",
      saturating_mul(saturating_mul(nodes, nodes),
                     saturating_mul(2, saturating_mul(block_slot_words_estimate(config), 4))));
}

}  // namespace

CCSIM_REGISTER_ALGORITHM("aapc.two_stage",
                         "two-stage AAPC on a 2D grid: within the rows, then within the columns "
                         "with n-times larger messages (004 §4.1)",
                         runs_on({"torus2d", "mesh2d"}, {"algorithm.block_bytes=64"}),
                         make_aapc_two_stage, estimate_aapc_two_stage_memory);

}  // namespace ccsim::sw
