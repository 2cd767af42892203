// Paper 003's timing formulas (see cube003_formulas.h).
#include "collectives/cube003/cube003_formulas.h"

#include <algorithm>
#include <cmath>

namespace ccsim::sw::cube003 {

namespace {
double pow2(int k) { return std::ldexp(1.0, k); }
double square(double x) { return x * x; }
}  // namespace

double broadcast_time(int n, double m, Cost c) { return n * (c.beta + m * c.tau); }

double pipelined_time(double m, int path_length, Cost c) {
  return square(std::sqrt(m * c.tau) + std::sqrt((path_length - 1) * c.beta));
}

double pipeline_at(uint32_t packets, uint32_t packet_elements, int path_length, Cost c) {
  return (double(packets) + path_length - 1) * (c.beta + packet_elements * c.tau);
}

uint32_t optimal_packet_elements(uint32_t m, int path_length, Cost c) {
  if (path_length <= 1) return m;
  if (c.beta <= 0) return 1;
  const double optimum = std::sqrt((path_length - 1) * double(m) * c.tau / c.beta);
  uint32_t best = m;
  double best_time = pipeline_at(1, m, path_length, c);
  for (double packets : {std::floor(optimum), std::ceil(optimum)}) {
    const uint32_t count = uint32_t(std::clamp(packets, 1.0, double(m)));
    const uint32_t size = (m + count - 1) / count;
    const double t = pipeline_at((m + size - 1) / size, size, path_length, c);
    if (t < best_time) {
      best_time = t;
      best = size;
    }
  }
  return best;
}

double parallel_paths_time(int n, double m, int longest, Cost c) {
  return square(std::sqrt(m / n * c.tau) + std::sqrt((longest - 1) * c.beta));
}

double sba_time(int n, double m, Cost c) { return pow2(n) * pipelined_time(m, n, c); }

double daisy_chain_time(int n, double m, Cost c) { return (pow2(n) - 1) * (c.beta + m * c.tau); }

double adea_time(int n, double m, int passes, Cost c) {
  return passes * (n * c.beta + (pow2(n) - 1) * m * c.tau);
}

double tea1_time(int n, double m, int passes, Cost c) {
  return passes * (n * c.beta + pow2(n - 1) * m * c.tau);
}

double tea2_bound(int n, double m, int passes, Cost c) {
  return passes * (n * c.beta + (pow2(n) / n + n) * m * c.tau);
}

double tea2_steps_time(int n, double m, int passes, Cost c) {
  double t = 0;
  for (int i = 1; i <= n; ++i) t += c.beta + double(tea2_edge_bound(n, i)) * m * c.tau;
  return passes * t;
}

double tea2_grouped_time(int n, double m, Cost c) {
  return (n + 1) * c.beta + (pow2(n + 1) / n + 2 * n) * m * c.tau;
}

double gather_scatter_time(int n, double m, Cost c) {
  return n * c.beta + (pow2(n) - 1) * m * c.tau;
}

double smg_time(int n, double matrix_order, Cost c) {
  const double k = pow2(n);
  return k * ((k - 1) * square(matrix_order) / (k * k) * c.tau + n * c.beta);
}

double mtadea_time(int n, double matrix_order, int passes, Cost c) {
  return n * passes * (square(matrix_order) / pow2(n + 1) * c.tau + c.beta);
}

uint64_t binomial(int n, int i) {
  if (i < 0 || i > n) return 0;
  uint64_t r = 1;
  for (int k = 1; k <= i; ++k) r = r * uint64_t(n - i + k) / uint64_t(k);
  return r;
}

uint64_t tea2_edge_bound(int n, int i) { return (binomial(n, i) + n - 1) / uint64_t(n); }

}  // namespace ccsim::sw::cube003
