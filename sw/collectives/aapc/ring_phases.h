// The 1D layer of phased AAPC: ring phases (classes 1/2/3 and CCW twins) and the M tuples.
//
// Builds paper 004 §2.1 on a ring of n nodes as corrected by spec/aapc-phases.md. A ring phase
// is four messages that use every ring link exactly once in one direction, each node sending
// and receiving at most one of them; the n^2/4 phases together carry every ordered pair once
// on a shortest route. The M tuples group the clockwise phases into n/2 tuples of n/4
// node-disjoint phases (a round-robin tournament); Mbar_r is M_r with each phase replaced by
// its counter-clockwise counterpart, which occupies the same four nodes.
//
// Every function here requires n % 4 == 0 and n >= 4 and throws std::invalid_argument
// otherwise; callers that read n from configuration check it first and throw ConfigError.
#pragma once

#include <array>
#include <string>
#include <vector>

namespace ccsim::sw {

// One message on the ring: `hops` links from `src` in direction `dir` (+1 = CW, increasing
// index mod n). A 0-hop message (send-to-self) has no direction and carries dir = +1.
struct RingMessage {
  int src = 0;
  int dst = 0;
  int hops = 0;
  int dir = +1;
};

// A 1D phase, labelled (a, b) after its only message with both ends in the first half
// (0 <= a <= b < n/2). Classes 1/2 have a < b; class 3 (send-to-self with half-ring) a == b.
struct RingPhase {
  int a = 0;
  int b = 0;
  int dir = +1;  // +1: every moving message runs CW; -1: CCW
  // Classes 1/2: a chain in listed order (each message starts where the previous one ends):
  // a -> b -> a+h -> b+h -> a for CW, a -> b+h -> a+h -> b -> a for the CCW twin.
  // Class 3: {a->a, a+h->a+h, c->c+h, c+h->c} with partner c = a+1 (a even) or a-1 (a odd).
  std::array<RingMessage, 4> messages;
};

// An ordered tuple of n/4 node-disjoint ring phases (M_r or Mbar_r).
using RingTuple = std::vector<RingPhase>;

// The CW class 1/2 phase (a, b), a < b < n/2.
RingPhase cw_phase(int n, int a, int b);

// The CCW twin of a class 1/2 phase: the same messages reversed (same links, other direction).
RingPhase ccw_twin(const RingPhase& phase);

// The class-3 phase (a, a), a < n/2: CW for even a, CCW for odd a.
RingPhase class3_phase(int n, int a);

// The CCW counterpart ("p-bar") of a CW phase: the twin for classes 1/2, and for the class-3
// phase (2m, 2m) the CCW class-3 phase (2m+1, 2m+1), which occupies the same four nodes.
RingPhase ccw_counterpart(int n, const RingPhase& cw);

// All n^2/4 ring phases: CW classes 1/2 by (a, b), their CCW twins in the same order, then
// the class-3 phases (a, a) by a.
std::vector<RingPhase> ring_phases(int n);

// M_0 .. M_(n/2-1): M_0 holds the CW class-3 phases (0,0), (2,2), ...; M_r (r >= 1) is the
// circle-method tournament round that contains the game (0, r), games sorted.
std::vector<RingTuple> m_tuples(int n);

// Mbar_0 .. Mbar_(n/2-1): M_r with every phase replaced by its CCW counterpart, in place.
std::vector<RingTuple> mbar_tuples(int n);

// r^k(M): (p_k, p_(k+1), ..., p_(k-1)), k taken mod the tuple length.
RingTuple rotate(const RingTuple& tuple, int k);

// "(a, b)" for CW phases, "(a, b)bar" for CCW ones; for messages in test diagnostics.
std::string ring_phase_name(const RingPhase& phase);

}  // namespace ccsim::sw
