// All-to-all broadcast and reduction plans on a binary d-cube (paper 000, Mathur & Johnsson):
// the shared interface, an abstract executor, and the transfer counts of 000 Table 2.
//
// A plan is a pure function of CubePlanParams: for every (node, step) it says which contiguous
// word ranges a node sends to which neighbour on which channel, where they land in the
// neighbour's memory, and (reductions) where the neighbour adds them in. It never materialises
// the whole schedule: sends() and receives() cost O(d) per call (send-and-spread O(d^2), and
// node 0's 2^d - 1 gather arrivals), so d = 11 (2048 nodes, 2047 steps) is cheap to query. Node
// programs execute a plan as DMA messages; the contract they rely on:
//  - Memory: a node owns words [0, memory_words()) of the plan's layout. Before step 0 its
//    input sits where input_placement() says; everything else is undefined.
//  - Step u: the node sends every transfer of sends(node, u), each one message of `words`
//    32-bit words read from its [src, src + words) and deposited at the peer's [dst, dst +
//    words). It waits for every transfer of receives(node, u) (same struct, seen from the
//    receiving end: dim/channel as used by the sender, peer = the sender). Then, reductions,
//    it performs adds(node, u): element-wise additions of arrived words into its own data.
//    A step's sends read only words no deposit of the same step writes, so sends may start in
//    any order with respect to the step's arrivals.
//  - After the last step: final_reordering(node), a permutation of word ranges applied at
//    once; afterwards words [output_base(node), output_base(node) + output_words()) hold the
//    result, result_word() says which global word each address holds.
//  - No two transfers of a step share (sender, dim, channel) or (receiver, dim, channel);
//    transfers of zero words are left out, so every listed transfer is one real message. So
//    each (dim, channel) carries at most one message per step and direction, and on a FIFO
//    link a node can tell which step an early arrival (from a neighbour ahead) belongs to.
//    The exception is dim == kRouted: a message between any two nodes through the router
//    (send-and-spread's gather), which node 0 receives from every other node in one step.
//  - Arrival lounges (reductions) are double-buffered by step parity: data of step u + 1 never
//    lands where the receiver still holds or uses step u's. A node may therefore run one step
//    ahead of a neighbour. lounges_safe_step_synchronous() says whether a node program that
//    ends step u only after all its step-u arrivals (and adds) can never get two steps ahead
//    of a node it sends to (see that function).
// Elements are S-word little-endian unsigned integers; reductions add mod 2^(32 S), exactly.
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

namespace ccsim::sw::cube {

enum class NodeOrder {
  kBinary,  // segment k of the distributed vector is on node PA = k
  kGray,    // segment k is on node PA = G(k)
};

struct CubePlanParams {
  int d = 1;                       // cube dimension, 1..11 (N = 2^d nodes)
  int channels_per_edge = 2;       // C: 1, or 2 (a pair of channels per edge, both usable)
  int words_per_element = 2;       // S: 32-bit words per element (2 = 64-bit data)
  uint32_t elements_per_node = 1;  // M': broadcast input / reduction result per node
  NodeOrder node_order = NodeOrder::kBinary;
};

// "No address" for CubeTransfer::add_into and result_word().
constexpr uint32_t kNone = UINT32_MAX;
constexpr uint64_t kNoWord = UINT64_MAX;
// CubeTransfer::dim of a message routed through the network rather than across one edge.
constexpr int kRouted = -1;

// One message of one step. src: word address in the sender's memory; dst: word address in the
// receiver's memory (where the DMA deposits); both ranges are `words` contiguous words.
// add_into (reductions): the receiver's words that dst's words are added into, element by
// element, once the step's arrivals are all in; kNone for broadcasts.
struct CubeTransfer {
  int dim = 0;      // the edge: sender and receiver differ in bit `dim`; or kRouted
  int channel = 0;  // 0 or 1 (always 0 with one channel per edge)
  int peer = 0;     // the other end: the receiver in sends(), the sender in receives()
  uint32_t src = 0;
  uint32_t dst = 0;
  uint32_t words = 0;
  uint32_t add_into = kNone;
};

// A contiguous copy or addition within one node: [from, from + words) -> [to, to + words).
struct WordMove {
  uint32_t from = 0;
  uint32_t to = 0;
  uint32_t words = 0;
};

class CubePlan {
 public:
  // Throws std::invalid_argument for parameters outside CubePlanParams' ranges or a layout
  // that does not fit 32-bit word addresses.
  explicit CubePlan(const CubePlanParams& params);
  virtual ~CubePlan() = default;

  const CubePlanParams& params() const { return params_; }
  int dimension() const { return params_.d; }
  int node_count() const { return 1 << params_.d; }
  // M' * S: the words of one segment (broadcast) or one result block (reduction).
  uint32_t segment_words() const;
  // The segment of the distributed vector on `node`, and back (NodeOrder).
  uint32_t segment_of(int node) const;
  int node_of_segment(uint32_t segment) const;

  virtual std::string name() const = 0;
  virtual bool is_reduction() const = 0;
  virtual int steps() const = 0;
  virtual std::vector<CubeTransfer> sends(int node, int step) const = 0;
  virtual std::vector<CubeTransfer> receives(int node, int step) const = 0;
  // After step `step`'s arrivals: add [from, from + words) into [to, ...), element by element
  // (words a multiple of S, both ends element-aligned). Merged from receives(); empty for
  // broadcasts.
  std::vector<WordMove> adds(int node, int step) const;

  virtual uint32_t memory_words() const = 0;
  // The node's input: M' elements (broadcast: its segment) or 2^d blocks of M' elements
  // (reduction: block j goes to the node holding result segment j), word w of it is element
  // w / S, word w % S.
  virtual uint32_t input_words() const = 0;
  // Where the input sits before step 0: `from` is an input word index, `to` an address.
  virtual std::vector<WordMove> input_placement(int node) const = 0;
  // The paper's data reordering after the last step: a permutation of word ranges, all moves
  // read the memory as it was before the reordering. Identity moves are left out.
  virtual std::vector<WordMove> final_reordering(int node) const = 0;
  // The result after the reordering: output_words() words from output_base(node).
  virtual uint32_t output_words() const = 0;
  virtual uint32_t output_base(int node) const = 0;
  // The global word the node holds at `addr` after the plan and the reordering: an index into
  // the broadcast vector (2^d M' S words, segment k from word k M' S), or into the reduced
  // vector (the element-wise sum of all nodes' inputs); kNoWord outside the result.
  uint64_t result_word(int node, uint32_t addr) const;

  // True when every transfer x -> y of a step u >= 2 has a transfer y -> x in step u - 1. Then
  // a node program that ends step u only after all its step-u arrivals and adds cannot deposit
  // step-u data at y before y has added step u - 2's (x could not have ended step u - 1 before
  // y started it), which is all the double-buffered lounges need. Plans without lounges return
  // true. False: the node program needs its own flow control for the lounges.
  virtual bool lounges_safe_step_synchronous() const = 0;

 protected:
  // The neighbour of `node` across `dim`, and address arithmetic checked against overflow.
  static int across(int node, int dim) { return node ^ (1 << dim); }
  void require_node_step(int node, int step) const;
  static uint32_t checked_words(uint64_t words, const char* what);

 private:
  CubePlanParams params_;
};

enum class CubeAlgorithm {
  kBroadcastOneCycle,  // 000 §4.1, Fig. 5/7: both directions of the Gray-code cycle
  kBroadcastDCycles,   // 000 §4.2.1, Fig. 8-11: d rotated Gray-code cycles, exchanges
  kReductionOneCycle,  // 000 §4.1, Fig. 6
  kReductionDCycles,   // 000 §4.2.2-4.2.4, Fig. 12-20
  kReduceAndSpread,    // 000 §5 alt. 4, Fig. 21: butterfly allreduce, then subselection
  kSendAndSpread,      // 000 §5 alt. 3: routed gather to node 0, spread over d ESBTs
};

std::string algorithm_name(CubeAlgorithm algorithm);
std::unique_ptr<CubePlan> make_cube_plan(CubeAlgorithm algorithm, const CubePlanParams& params);

// --- Layout helpers shared by the plans ----------------------------------------------------

// `total` split as evenly as possible into `parts` contiguous pieces, the first total % parts
// one larger: parts + 1 offsets, piece p is [offsets[p], offsets[p + 1]).
std::vector<uint32_t> even_split(uint32_t total, int parts);
// Sorted by `from`, moves adjacent at both ends merged, identity moves (from == to) dropped.
std::vector<WordMove> merge_moves(std::vector<WordMove> moves);
// Appends `t` unless it is empty; a transfer that continues an earlier one on the same link
// (same dim, channel and peer, adjacent at src, dst and add_into) extends it instead. This is
// how two parts that meet on one link (a 2-cycle with one channel) become one message.
void append_transfer(std::vector<CubeTransfer>& out, const CubeTransfer& t);

// --- Abstract executor ----------------------------------------------------------------------
// Runs a plan on plain vectors of words, one per node: every step's sends read the memory as
// it was before the step, then all deposits land, then every node performs its adds. Node
// programs do not need it; it is the reference the plans are tested against.

using NodeMemories = std::vector<std::vector<uint32_t>>;

// 2^d zero-filled memories of memory_words() each.
NodeMemories allocate_memories(const CubePlan& plan);
// Writes the node's input (input_words() words) where input_placement() says.
void place_input(const CubePlan& plan, int node, const std::vector<uint32_t>& input,
                 std::vector<uint32_t>& memory);
void execute_step(const CubePlan& plan, int step, NodeMemories& memories);
void apply_final_reordering(const CubePlan& plan, int node, std::vector<uint32_t>& memory);
// Every step, then every node's final reordering.
void execute_on_memories(const CubePlan& plan, NodeMemories& memories);

// into += from for one element of `words_per_element` little-endian 32-bit words, mod
// 2^(32 words_per_element).
void add_element(uint32_t* into, const uint32_t* from, int words_per_element);
// The same for `words` / words_per_element consecutive elements (words a multiple of it).
void add_elements(uint32_t* into, const uint32_t* from, uint32_t words, int words_per_element);

// --- Transfer counts ------------------------------------------------------------------------

// Counted from the plan's own transfers: the sum over steps of the largest transfer of the
// step over all (node, dim, channel, direction), in 32-bit words. Visits every node and step
// (O(2^d (2^d - 1) d)): meant for d <= 8. Routed transfers are left out: their time depends on
// the router (SendAndSpreadPlan::gather_bound_words() is the gather's analytic bound).
uint64_t counted_transfers_in_sequence(const CubePlan& plan);

// Analytic: 000 Table 2, "estimated number of element transfers in sequence", with
// M = M' * S * 2^d 32-bit words (errata: the caption's total number of 32-bit elements before
// the broadcast; for a reduction, the words of one node's input). The table assumes two
// channels per edge.
uint64_t table2_broadcast_one_cycle(int d, uint64_t m_words);       // ceil(M/(2 2^d)) (2^d - 1)
uint64_t table2_broadcast_d_cycles(int d, uint64_t m_words);        // ceil(M/(2d 2^d)) (2^d - 1)
uint64_t table2_gather_then_broadcast(int d, uint64_t m_words);     // 2 ceil(M/2d) + d
uint64_t table2_broadcast_binomial_trees(int d, uint64_t m_words);  // as d cycles (alt. 4)
uint64_t table2_reduce_and_spread(int d, uint64_t m_words);         // ceil(M/2d) d

// Analytic: the reductions, which Table 2 does not list. d cycles: 000 §4.2.4, ceil(beta S/2)
// exchanges per step with beta = ceil(M'/d) elements per subblock (Fig. 20), 2^d - 1 steps.
// One cycle: the same reasoning for Fig. 6, ceil(M'/2) elements per direction and step.
uint64_t analytic_reduction_d_cycles(int d, uint64_t elements_per_node, int words_per_element);
uint64_t analytic_reduction_one_cycle(int d, uint64_t elements_per_node, int words_per_element);

}  // namespace ccsim::sw::cube
