// Paper 003's timing formulas in its model: a message of m elements to a neighbour takes
// beta + m tau (eq. 1.1), and a node drives its n channels at once. Pure functions of the
// configuration, printed beside the simulation and labelled analytic; nothing here is ever
// reported as measured.
//
// beta and tau are in cycles: tau per element. Equation numbers are the paper's. The exchange
// formulas (4.3, 4.4, 4.5, MTADEA) count two passes per step, as half-duplex links need (§4.3:
// even nodes send, then odd nodes); passes = 1 gives the same per-step costs with both
// directions of a link at once (full duplex), which the paper describes but does not sum.
#pragma once

#include <cstdint>

namespace ccsim::sw::cube003 {

struct Cost {
  double beta = 0;  // start-up per message, cycles
  double tau = 1;   // per element on a link, cycles
};

// Eq. 2.1 for a vector of m elements: n steps of beta + m tau.
double broadcast_time(int n, double m, Cost c);
// Eq. 2.2 (path_length = n) and eq. 3.1 (path_length = i): the optimum of pipelining m
// elements along a path, (sqrt(m tau) + sqrt((L - 1) beta))^2.
double pipelined_time(double m, int path_length, Cost c);
// The pipeline at a given packet size: (packets + L - 1) (beta + packet_elements tau).
double pipeline_at(uint32_t packets, uint32_t packet_elements, int path_length, Cost c);
// The packet size (elements) a pipelined plan uses when none is configured: of the packet counts
// next to the optimum sqrt((L - 1) m tau / beta) (which the paper prints without m and with i
// for i - 1), the one whose pipeline_at is least; 1 packet for L = 1, m packets for beta = 0.
uint32_t optimal_packet_elements(uint32_t m, int path_length, Cost c);
// Proposition 3.2: m elements in n parts along n parallel paths, the longest of length
// `longest` (H + 2 if H < n, else H): (sqrt(m tau / n) + sqrt((longest - 1) beta))^2.
double parallel_paths_time(int n, double m, int longest, Cost c);
// Eq. 4.1: 2^n pipelined broadcasts in sequence.
double sba_time(int n, double m, Cost c);
// Eq. 4.2: 2^n - 1 steps around the Gray-code ring.
double daisy_chain_time(int n, double m, Cost c);
// Eq. 4.3: 2 n beta + (2^(n+1) - 2) m tau; one pass: n beta + (2^n - 1) m tau.
double adea_time(int n, double m, int passes, Cost c);
// Eq. 4.4: 2 n beta + 2^n m tau; one pass: n beta + 2^(n-1) m tau.
double tea1_time(int n, double m, int passes, Cost c);
// Eq. 4.5, the bound: 2 n beta + (2^(n+1) / n + 2 n) m tau; one pass: half of it.
double tea2_bound(int n, double m, int passes, Cost c);
// The per-step cost eq. 4.5 sums, before bounding: passes * sum_i (beta + ceil(C(n,i)/n) m tau).
double tea2_steps_time(int n, double m, int passes, Cost c);
// §4.3 grouped half-steps: (n + 1) beta + (2^(n+1) / n + 2 n) m tau (the paper's (n+1) beta,
// with the errata's n + 1 half-steps).
double tea2_grouped_time(int n, double m, Cost c);
// Eq. 5.1: n beta + (2^n - 1) m tau, a gather or a scatter of 2^n - 1 tokens of m elements.
double gather_scatter_time(int n, double m, Cost c);
// §6, sequential multi-gather of an N x N matrix: k [(k - 1) N^2 / k^2 tau + n beta], k = 2^n.
double smg_time(int n, double matrix_order, Cost c);
// §6, MTADEA: n [N^2 / 2^n tau + 2 beta]; one pass: n [N^2 / 2^(n+1) tau + beta].
double mtadea_time(int n, double matrix_order, int passes, Cost c);

// C(n, i) and ceil(C(n, i) / n): the tokens TEA2 moves along each edge in step i at most.
uint64_t binomial(int n, int i);
uint64_t tea2_edge_bound(int n, int i);

}  // namespace ccsim::sw::cube003
