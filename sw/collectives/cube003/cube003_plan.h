// Paper 003 (Saad and Schultz, "Data Communication in Hypercubes"): the shared shape of its
// plans on the binary n-cube, and the data they move.
//
// A plan is a pure function of PlanParams that says, per node and step, which messages the node
// waits for and which it then sends to which neighbour. It never materialises the whole
// schedule: step(node, u) is computed on demand, so that 2^n nodes each walking through tens of
// thousands of steps (sequential broadcasting at n = 10) hold one step at a time.
//
// Contract the node programs (cube003_node.h) and the abstract executor (cube003_executor.h)
// rely on:
//  - Units. Data travel as units (a token, a packet, a matrix block), each unit_words(u)
//    contiguous words wherever it is held. Word k of unit u has the value unit_word(u, k)
//    (cube003_data.h): word 0 names the unit, so a receiver can count what it was sent from the
//    data alone.
//  - Memory. A node owns words [0, memory_words()). Before step 0 it holds initial(node); every
//    other word is undefined.
//  - Step u of a node: wait until every arrival in `waits` has been deposited in full, then send
//    every message in `sends`: `words` words gathered from the pieces (in order) and deposited
//    at the neighbour across `dim` from address `dst` on. A message is one start-up of the
//    paper's model; its pieces are one DMA descriptor each.
//  - Every message a node is sent appears once in the waits of one of its steps, with the same
//    dst and words. Deposits land on fresh words: no two arrivals at a node overlap, nor do they
//    overlap its initial data, so an arrival is known by its address and nothing it brings is
//    overwritten. A node's sends read only words it held initially or has waited for.
//  - After its last step (and after its sends have left) a node performs finish(): local work
//    the algorithm charges to the processor (finish_accesses memory accesses), e.g. the local
//    transpose of a block.
//  - Afterwards result(node) lists where the node holds which words of which units, and a unit
//    of the result the node did not hold initially must have arrived copies(node, unit) times
//    (once, but for TEA1, which the paper shows delivers a token once per shortest path). Any
//    other unit that reaches a node (in transit) arrives at most once.
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

namespace ccsim::sw::cube003 {

constexpr int kMaxDimension = 11;  // the largest hypercube topology.dim allows

// Which collective a plan performs; sets what its result is.
enum class Collective {
  kBroadcast,      // node 0's vector to every node
  kPath,           // node 0's vector to one node
  kTotalExchange,  // every node's token to every node
  kGather,         // every node's token to node 0
  kScatter,        // node 0's token j to node j
  kTranspose,      // an N x N matrix stored by row blocks, transposed
};

struct PlanParams {
  int n = 1;                     // cube dimension: 2^n nodes
  uint32_t elements = 1;         // m: the vector (one to all, two nodes) or one token's elements
  int element_words = 1;         // S: 32-bit words per element
  bool two_pass = false;         // exchanges in two passes, even-parity nodes sending first
  uint32_t packet_elements = 0;  // pipelined plans: elements per packet; 0 = the optimum below
  double beta = 1;               // start-up, cycles: only for the optimal packet size
  double tau = 1;                // time per element on a link, cycles: the same
  int destination = -1;          // two-node plans: the receiving node (the sender is node 0)
  uint32_t block_order = 1;      // transposes: b = N / 2^n, rows and columns of a block
};

// A run of words the sender gathers into a message: [src, src + words).
struct Piece {
  uint32_t src = 0;
  uint32_t words = 0;
};

// One message: pieces [first_piece, first_piece + piece_count) of its step.
struct Send {
  int dim = 0;
  uint32_t dst = 0;
  uint32_t words = 0;
  uint32_t first_piece = 0;
  uint32_t piece_count = 0;
};

// A message this node waits for, from its neighbour across `dim`.
struct Arrival {
  int dim = 0;
  uint32_t dst = 0;
  uint32_t words = 0;
};

struct Step {
  std::vector<Arrival> waits;
  std::vector<Send> sends;
  std::vector<Piece> pieces;

  // Appends a message of units gathered from `pieces` (adjacent pieces merged).
  void add_send(int dim, uint32_t dst, const std::vector<Piece>& gathered);
  // The same for one contiguous run.
  void add_send(int dim, uint32_t dst, uint32_t src, uint32_t words);
  void add_wait(int dim, uint32_t dst, uint32_t words) { waits.push_back({dim, dst, words}); }
};

// A vector of `elements` elements cut into packets of `size` elements, the last one shorter.
struct Packets {
  Packets(uint32_t elements, uint32_t size);
  uint32_t elements = 0;
  uint32_t size = 0;
  uint32_t count = 0;
  uint32_t first(uint32_t p) const { return p * size; }
  uint32_t length(uint32_t p) const { return p + 1 < count ? size : elements - p * size; }
};

// A unit placed at an address (initial data).
struct Placed {
  uint32_t unit = 0;
  uint32_t address = 0;
};

// Result words the node must hold: words [offset, offset + words) of `unit` at `address`.
struct Expect {
  uint32_t address = 0;
  uint32_t unit = 0;
  uint32_t offset = 0;
  uint32_t words = 0;
};

class Plan {
 public:
  // Throws std::invalid_argument for parameters the plan does not accept (naming the field).
  explicit Plan(const PlanParams& params);
  virtual ~Plan() = default;

  const PlanParams& params() const { return params_; }
  int dimension() const { return params_.n; }
  int node_count() const { return 1 << params_.n; }

  virtual std::string name() const = 0;
  virtual Collective collective() const = 0;
  // Steps every node walks through (a node may have nothing to do in some).
  virtual int steps() const = 0;
  virtual Step step(int node, int u) const = 0;
  virtual uint32_t memory_words() const = 0;

  virtual uint32_t unit_count() const = 0;
  virtual uint32_t unit_words(uint32_t unit) const = 0;
  // For messages: "token 5", "packet 3 of token 7".
  virtual std::string unit_name(uint32_t unit) const { return "unit " + std::to_string(unit); }
  virtual std::vector<Placed> initial(int node) const = 0;
  virtual std::vector<Expect> result(int node) const = 0;
  virtual int copies(int node, uint32_t unit) const {
    (void)node, (void)unit;
    return 1;
  }
  virtual uint64_t finish_accesses(int node) const {
    (void)node;
    return 0;
  }
  virtual void finish(int node, std::vector<uint32_t>& memory) const { (void)node, (void)memory; }
  // Whether `node` ends with result data it did not hold initially.
  virtual bool receives(int node) const = 0;
  // The paper's step (1..n) that plan step u belongs to, for the exchange plans whose per-step
  // edge loads are compared with the paper; 0 otherwise.
  virtual int paper_step(int u) const {
    (void)u;
    return 0;
  }

 protected:
  void require_node_step(int node, int u) const;
  // Words of `elements` elements, refused beyond 32-bit word addresses.
  uint32_t words_of(uint64_t elements) const;

 private:
  PlanParams params_;
};

// Plans whose units are tokens: unit t is node t's m elements.
class TokenPlan : public Plan {
 public:
  // Throws std::invalid_argument when 2^n tokens do not fit a node's 32-bit word addresses.
  explicit TokenPlan(const PlanParams& params);
  uint32_t unit_count() const override { return uint32_t(node_count()); }
  uint32_t unit_words(uint32_t) const override { return token_words_; }
  std::string unit_name(uint32_t unit) const override { return "token " + std::to_string(unit); }
  // The node's own token, at own_address(node).
  std::vector<Placed> initial(int node) const override;

 protected:
  virtual uint32_t own_address(int node) const {
    (void)node;
    return 0;
  }
  uint32_t token_words_;
};

// The registered algorithms' plans, by the name after "cube003.".
std::unique_ptr<Plan> make_plan(const std::string& name, const PlanParams& params);
// Every name make_plan accepts, in the paper's order.
const std::vector<std::string>& plan_names();

// Bit helpers of the paper's labels. top_bit(0) = -1.
int top_bit(uint32_t x);
int popcount(uint32_t x);
int parity(uint32_t x);                       // 0 even, 1 odd number of ones
uint32_t reverse_bits(uint32_t x, int bits);  // bit k of x becomes bit bits - 1 - k
uint32_t ceil_div(uint64_t a, uint64_t b);    // a, b > 0, result < 2^32

}  // namespace ccsim::sw::cube003
