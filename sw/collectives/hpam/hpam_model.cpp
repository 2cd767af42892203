// Paper 001's equations (see hpam_model.h).
#include "collectives/hpam/hpam_model.h"

#include <algorithm>
#include <stdexcept>
#include <string>

namespace ccsim::sw::hpam {

int log2_exact(int n) {
  if (n < 1 || (n & (n - 1)))
    throw std::invalid_argument("not a power of two: " + std::to_string(n));
  int l = 0;
  while ((1 << l) < n) ++l;
  return l;
}

ModelCosts table1(double q) {
  ModelCosts c;
  c.send[0] = c.recv[0] = 2;
  c.send[1] = c.recv[1] = 2 * q;
  c.copy[0] = 0.01;
  c.copy[1] = 0.01 * q;
  c.per_byte = c.per_hop = 0.01;
  return c;
}

double Model::gamma(int l, int k) const { return c_.send[l - 1] + c_.recv[k - 1]; }

double Model::omega(int l, int k) const { return c_.copy[l - 1] + c_.per_byte + c_.copy[k - 1]; }

// Corrected: steps of n/2, n/4, ..., 1 hops. Printed: (1/2) log n (log n + 1), the errata's
// eq. 4 term (equal for n <= 4).
double Model::tree_hops(int n) const {
  const int l = log2_exact(n);
  return hops_ == HopTerms::kCorrected ? n - 1 : l * (l + 1) / 2.0;
}

// The same without the first step: n/4 + ... + 1, or the paper's (1/2) log n (log n - 1) (eq. 7).
double Model::rest_hops(int n) const {
  const int l = log2_exact(n);
  if (hops_ == HopTerms::kCorrected) return n / 2 - 1;
  return l * (l - 1) / 2.0;
}

// Σ_{i < r2/p2} i p2 / (r2/p2) = (r2 - p2) / 2, as eq. 5 has it. Eqs. 12-14 print
// (r2 - p2) / (2 p2), which that sum does not give; kAsPrinted keeps the print there.
double Model::root_rows(int p2) const { return (shape_.r2 - p2) / 2.0; }

double Model::tree_broadcast(int l, int r, int c, double s) const {
  return (log2_exact(r) + log2_exact(c)) * a(l, l, s) + c_.per_hop * (tree_hops(r) + tree_hops(c));
}

double Model::tree_scatter(int l, int r, int c, double s) const {
  // B_ll^{S̄}(lr + lc, (rc - 1) / rc) with S̄ = r c S.
  return b(l, l, s, log2_exact(r) + log2_exact(c), r * c - 1.0) +
         c_.per_hop * (tree_hops(r) + tree_hops(c));
}

double Model::hybrid_broadcast(int p2, int q2, double s) const {
  const double roots = double(shape_.r2 / p2) * (shape_.c2 / q2);  // errata: (r2/p2)(c2/q2)
  return roots * (a(1, 2, s) + c_.per_hop * (1 + root_rows(p2))) + tree_broadcast(2, p2, q2, s);
}

double Model::multicast_broadcast(int p2, double s) const {
  return double(shape_.r2 / p2) * (a(1, 2, s) + c_.per_hop * (1 + root_rows(p2))) +
         log2_exact(p2) * a(2, 2, s) + c_.per_hop * tree_hops(p2);
}

double Model::hybrid_personalized(int p2, int q2, double s, bool down) const {
  const double roots = double(shape_.r2 / p2) * (shape_.c2 / q2);
  const int from = down ? 1 : 2, to = down ? 2 : 1;
  return roots * (b(from, to, s, 1, double(p2) * q2) + c_.per_hop * (1 + root_rows(p2))) +
         tree_scatter(2, p2, q2, s);
}

double Model::hybrid_scatter(int p2, int q2, double s) const {
  return hybrid_personalized(p2, q2, s, true);
}

double Model::hybrid_gather(int p2, int q2, double s) const {
  return hybrid_personalized(p2, q2, s, false);
}

// Eq. 11 as printed: one hop per inter-level message (eq. 6 counts the rows it travels; the
// errata is silent, so both modes keep the print).
double Model::multicast_scatter(int p2, double s) const {
  return double(shape_.r2 / p2) * (b(1, 2, s, 1, double(p2) * shape_.c2) + c_.per_hop) +
         b(2, 2, s, log2_exact(p2), p2 - 1.0) + c_.per_hop * tree_hops(p2);
}

double Model::overlapped_broadcast(double s, int source_row) const {
  const ModelShape& m = shape_;
  const double part1 = a(1, 1, s) + c_.per_hop * (m.c1 / 2);
  const double inter = a(1, 2, s) + c_.per_hop * (m.r1 - source_row);
  const double level1 = (log2_exact(m.r1) + log2_exact(m.c1) - 1) * a(1, 1, s) +
                        c_.per_hop * (tree_hops(m.r1) + rest_hops(m.c1));
  const double level2 = (log2_exact(m.r2) + log2_exact(m.c2) - 1) * a(2, 2, s) +
                        c_.per_hop * (tree_hops(m.r2) + rest_hops(m.c2));
  return part1 + inter + std::max(level1, level2);
}

// Eq. 8 is printed for p2 = r2 / 2: two multicasts to roots r1 and r1 + r2/2 rows below (mean
// r2 / 4 = root_rows(r2 / 2)), then level 2's tree without its first step ((lr2 - 1) A22 and
// rest_hops(r2) = tree_hops(r2 / 2) in both readings). Other p2: r2 / p2 multicasts, log p2 steps.
double Model::multicast_overlapped_broadcast(int p2, double s, int source_row) const {
  const ModelShape& m = shape_;
  const double part1 = log2_exact(m.c1) * a(1, 1, s) + c_.per_hop * tree_hops(m.c1);
  const double inter =
      double(m.r2 / p2) * (a(1, 2, s) + c_.per_hop * (m.r1 - source_row + root_rows(p2)));
  const double level1 = log2_exact(m.r1) * a(1, 1, s) + c_.per_hop * tree_hops(m.r1);
  const double level2 = log2_exact(p2) * a(2, 2, s) + c_.per_hop * tree_hops(p2);
  return part1 + inter + std::max(level1, level2);
}

double Model::partial_personalized(int p2, int q2, double s, int source_row, bool down) const {
  const ModelShape& m = shape_;
  const int f2 = m.c2 / m.c1;
  const int from = down ? 1 : 2, to = down ? 2 : 1;
  const double rows = hops_ == HopTerms::kCorrected ? root_rows(p2) : (m.r2 - p2) / (2.0 * p2);
  const double per_root =
      b(from, to, s, 1, double(p2) * q2) + c_.per_hop * (m.r1 - source_row + rows);
  const double level2 = tree_scatter(2, p2, q2, s);
  if (q2 <= f2) {  // eq. 12: every processor of the source's row serves (f2/q2)(r2/p2) roots
    const double level1 =
        b(1, 1, s, log2_exact(m.c1), double(m.r2) * f2 * (m.c1 - 1)) + c_.per_hop * tree_hops(m.c1);
    return level1 + double(f2 / q2) * (m.r2 / p2) * per_root + level2;
  }
  // Eq. 13: c2/q2 of them, q2/f2 apart, serve one column of roots each. Corrected, their tree
  // travels c1/2 + ... + q2/f2 = c1 - q2/f2 hops; printed (lc2 - lq2)(lc1 + (lc2 - lq2 - 1)/2).
  const int steps = log2_exact(m.c2) - log2_exact(q2);
  const double hops = hops_ == HopTerms::kCorrected
                          ? m.c1 - double(q2) / f2
                          : steps * (log2_exact(m.c1) + (steps - 1) / 2.0);
  const double level1 = b(1, 1, s, steps, double(m.r2) * (m.c2 - q2)) + c_.per_hop * hops;
  return level1 + double(m.r2 / p2) * per_root + level2;
}

double Model::partial_scatter(int p2, int q2, double s, int source_row) const {
  return partial_personalized(p2, q2, s, source_row, true);
}

double Model::partial_gather(int p2, int q2, double s, int source_row) const {
  return partial_personalized(p2, q2, s, source_row, false);
}

// Eq. 14, its first B read like eq. 12's (errata).
double Model::multicast_partial_scatter(int p2, double s, int source_row) const {
  const ModelShape& m = shape_;
  const int f2 = m.c2 / m.c1;
  const double rows = hops_ == HopTerms::kCorrected ? root_rows(p2) : (m.r2 - p2) / (2.0 * p2);
  const double level1 =
      b(1, 1, s, log2_exact(m.c1), double(f2) * m.r2 * (m.c1 - 1)) + c_.per_hop * tree_hops(m.c1);
  const double inter = double(m.r2 / p2) *
                       (b(1, 2, s, 1, double(p2) * f2) + c_.per_hop * (m.r1 - source_row + rows));
  return level1 + inter + b(2, 2, s, log2_exact(p2), p2 - 1.0) + c_.per_hop * tree_hops(p2);
}

}  // namespace ccsim::sw::hpam
