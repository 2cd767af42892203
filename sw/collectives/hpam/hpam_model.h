// Paper 001's analytic model of broadcast, scatter and gather on a two-level HPAM (eqs. 3-14 and
// §5's gather duals), as pure functions: printed beside the simulation, labelled analytic.
//
// Eq. 3: a message of S bytes from level l to level k over η hops takes
//   t = Γ_lk + Ω_lk S + Λ η (+ t_cont, which the model leaves out),
//   Γ_lk = C_send^l + C_recv^k,  Ω_lk = λ'_l/W_l + λ/W + λ'_k/W_k,  Λ = λ/W.
// A_lk^S = Γ_lk + Ω_lk S is one message; B_lk^S(a, b) = a Γ_lk + b S Ω_lk is a start-ups and b
// pieces of S bytes (the errata: printed with Ω_ll, Ω_lk is meant). Levels are the paper's, 1 on
// top. Times are in whatever unit the costs are (µs for Table 1, cycles for a machine).
//
// The paper's one Λ is both the time per byte and the time per hop; ModelCosts keeps them apart
// (per_byte, per_hop) so that a machine whose hop latency is not its byte time is modelled too.
//
// Hop terms. The paper writes the hops of a binary-tree broadcast in an n-wide dimension as
// (Λ/2) log n (log n + 1), which is the recursive-halving distance n/2 + n/4 + ... + 1 = n - 1
// only for n <= 4 (errata, eq. 4). HopTerms::kCorrected uses the distances the trees travel,
// kAsPrinted the paper's expressions; each place that differs says so. The sub-mesh count of eq.
// 5 (printed (c2/p2)(r2/q2)) is the errata's (r2/p2)(c2/q2), and eq. 14's first B is read like
// eq. 12's (errata), in both modes.
#pragma once

namespace ccsim::sw::hpam {

// Eq. 3's parameters of levels 1 and 2 (index 0 and 1).
struct ModelCosts {
  double send[2] = {0, 0};  // C_send^l
  double recv[2] = {0, 0};  // C_recv^l
  double copy[2] = {0, 0};  // λ'_l / W_l, per byte
  double per_byte = 0;      // Λ = λ / W in Ω: per byte on the network
  double per_hop = 0;       // Λ in Λ η: per hop
};

// Table 1, in µs: C^1 = 2, C^2 = 2 Q, λ'_1/W_1 = Λ = 0.01 per byte, λ'_2/W_2 = 0.01 Q.
ModelCosts table1(double q);

enum class HopTerms { kCorrected, kAsPrinted };

// r1 x c1 processors above r2 x c2, every side a power of two (f2 = c2 / c1).
struct ModelShape {
  int r1 = 1;
  int c1 = 1;
  int r2 = 4;
  int c2 = 4;
};

class Model {
 public:
  Model(ModelShape shape, ModelCosts costs, HopTerms hops = HopTerms::kCorrected)
      : shape_(shape), c_(costs), hops_(hops) {}

  // Eq. 3 with levels l, k in {1, 2}.
  double gamma(int l, int k) const;
  double omega(int l, int k) const;
  double a(int l, int k, double s) const { return gamma(l, k) + omega(l, k) * s; }
  double b(int l, int k, double s, double startups, double pieces) const {
    return startups * gamma(l, k) + pieces * s * omega(l, k);
  }

  // Eq. 4: binary-tree broadcast in an r x c mesh of level l.
  double tree_broadcast(int l, int r, int c, double s) const;
  // Eq. 9: binary-tree scatter of S bytes to each processor of an r x c mesh of level l.
  double tree_scatter(int l, int r, int c, double s) const;

  // One processor on level 1 (§3.1, §4.1): sequential sends to the (r2/p2)(c2/q2) roots of
  // p2 x q2 sub-meshes, binary trees inside them. Brute force is p2 = q2 = 1.
  double hybrid_broadcast(int p2, int q2, double s) const;  // eq. 5
  double multicast_broadcast(int p2, double s) const;       // eq. 6
  double hybrid_scatter(int p2, int q2, double s) const;    // eq. 10
  double multicast_scatter(int p2, double s) const;         // eq. 11
  double hybrid_gather(int p2, int q2, double s) const;     // §5: eq. 10 with Γ21, Ω21

  // Several processors on level 1 (§3.2, §4.2); the source in row `source_row` (the paper's
  // worst case is row 0: Λ r1 becomes Λ (r1 - x) in row x).
  double overlapped_broadcast(double s, int source_row = 0) const;  // eq. 7
  // Eq. 8, p2 x 1 sub-meshes (the paper's best, p2 = r2 / 2: two multicasts per processor).
  double multicast_overlapped_broadcast(int p2, double s, int source_row = 0) const;
  // Eq. 12 when q2 <= f2, eq. 13 when q2 > f2.
  double partial_scatter(int p2, int q2, double s, int source_row = 0) const;
  double multicast_partial_scatter(int p2, double s, int source_row = 0) const;  // eq. 14
  double partial_gather(int p2, int q2, double s, int source_row = 0) const;     // §5 dual

 private:
  // Hops of a binary tree along a dimension of n, and of its steps after the first.
  double tree_hops(int n) const;
  double rest_hops(int n) const;
  // Mean hops below level 1's bottom row to the roots of one column of sub-mesh roots:
  // Σ_i i p2 over r2/p2 roots, divided by their number.
  double root_rows(int p2) const;
  // Eqs. 10, 12, 13 for scatter (down = true) or gather (their §5 duals).
  double hybrid_personalized(int p2, int q2, double s, bool down) const;
  double partial_personalized(int p2, int q2, double s, int source_row, bool down) const;

  ModelShape shape_;
  ModelCosts c_;
  HopTerms hops_;
};

// log2 of a power of two.
int log2_exact(int n);

}  // namespace ccsim::sw::hpam
