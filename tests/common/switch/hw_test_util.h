// Test harness for the pure C++ hardware blocks: a scripted link endpoint and word builders.
//
// An Endpoint stands at one end of a net::Link in place of a switch or node. It sends the
// words it was given in order (one per free slot, only with a credit of the word's VC), keeps
// per-VC receive queues of a fixed depth that it drains under a caller-chosen policy
// (returning one credit per word drained), and records every word it sent, received and
// drained with its cycle. A word that arrives at a full queue is counted as an overflow, so a
// test can prove the credit protocol upstream of it. Tick order inside one endpoint: credits,
// send, drain, arrivals; so a word arriving in cycle t is drained in cycle t + 1 at the
// earliest, as in the switch.
#pragma once

#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <deque>
#include <functional>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "net/flit.h"
#include "net/link.h"
#include "net/params.h"
#include "net/switch/switch_core.h"

namespace ccsim::hwtest {

using net::Cycle;
using net::Flit;
using net::FlitKind;

struct Seen {
  Cycle cycle = 0;
  Flit flit;
};

inline Flit head(uint32_t data, uint8_t vc = 0) { return Flit{data, FlitKind::kHead, vc}; }
inline Flit body(uint32_t data, uint8_t vc = 0) { return Flit{data, FlitKind::kBody, vc}; }
inline Flit tail(uint32_t data = 0, uint8_t vc = 0) { return Flit{data, FlitKind::kTail, vc}; }
inline Flit route(uint8_t port, uint8_t hops, uint8_t out_vc, uint8_t link_vc = 0) {
  return head(net::encode_segment(net::RouteSegment{port, hops, out_vc}), link_vc);
}

// Route words, then `bodies` body words numbered from `first`, then a tail carrying `tail_data`;
// every word travels on `link_vc` on the endpoint's own link.
inline std::vector<Flit> message(const net::SourceRoute& r, uint32_t first, int bodies,
                                 uint8_t link_vc = 0, uint32_t tail_data = 0) {
  std::vector<Flit> words;
  for (const auto& s : r) words.push_back(head(net::encode_segment(s), link_vc));
  for (int i = 0; i < bodies; ++i) words.push_back(body(first + uint32_t(i), link_vc));
  words.push_back(tail(tail_data, link_vc));
  return words;
}

inline bool same_word(const Flit& a, const Flit& b) {
  return a.data == b.data && a.kind == b.kind && a.vc == b.vc;
}

inline std::string describe(const Flit& f) {
  std::string s = net::to_string(f.kind) + " vc" + std::to_string(int(f.vc)) + " ";
  if (f.kind == FlitKind::kHead && net::is_route_word(f.data)) {
    return s + "route " + net::to_string(net::SourceRoute{net::decode_segment(f.data)});
  }
  return s + std::to_string(f.data);
}

class Endpoint {
 public:
  // `remote_depth`: depth of each VC queue at the other end (our initial credits);
  // `local_depth`: depth of our own receive queue per VC (what we tell the other end).
  Endpoint(net::LinkEnd end, int vcs, int remote_depth, int local_depth)
      : end_(end),
        credits_(size_t(vcs), remote_depth),
        queues_(size_t(vcs)),
        depth_(size_t(local_depth)),
        max_occupancy_(size_t(vcs), 0) {}

  void queue_word(const Flit& f) { to_send_.push_back(f); }
  void queue_words(const std::vector<Flit>& words) {
    for (const auto& w : words) to_send_.push_back(w);
  }
  // Sending in cycle t, and draining VC v in cycle t, only when these say so (default: always).
  std::function<bool(Cycle)> send_ok;
  std::function<bool(Cycle, int)> drain_ok;

  void tick(Cycle now) {
    uint8_t vc;
    while (end_.link->receive_credit(end_.end, now, vc)) {
      if (vc >= credits_.size()) {
        ++bad_credits_;
        continue;
      }
      ++credits_[vc];
    }
    if (!to_send_.empty() && (!send_ok || send_ok(now)) && credits_[to_send_.front().vc] > 0 &&
        end_.link->can_send(end_.end, now)) {
      const Flit f = to_send_.front();
      to_send_.pop_front();
      --credits_[f.vc];
      end_.link->send(end_.end, f, now);
      sent_.push_back({now, f});
    }
    for (size_t v = 0; v < queues_.size(); ++v) {
      if (queues_[v].empty() || (drain_ok && !drain_ok(now, int(v)))) continue;
      drained_.push_back({now, queues_[v].front()});
      queues_[v].pop_front();
      end_.link->send_credit(end_.end, uint8_t(v), now);
    }
    Flit f;
    while (end_.link->receive(end_.end, now, f)) {
      received_.push_back({now, f});
      if (f.vc >= queues_.size()) {
        ++overflows_;
        continue;
      }
      auto& q = queues_[f.vc];
      if (q.size() >= depth_) {
        ++overflows_;
        continue;
      }
      q.push_back(f);
      max_occupancy_[f.vc] = std::max(max_occupancy_[f.vc], q.size());
    }
  }

  bool all_sent() const { return to_send_.empty(); }
  size_t pending() const { return to_send_.size(); }
  int credits(int vc) const { return credits_[size_t(vc)]; }
  const std::vector<Seen>& sent() const { return sent_; }
  const std::vector<Seen>& received() const { return received_; }
  const std::vector<Seen>& drained() const { return drained_; }
  size_t occupancy(int vc) const { return queues_[size_t(vc)].size(); }
  size_t max_occupancy(int vc) const { return max_occupancy_[size_t(vc)]; }
  int overflows() const { return overflows_; }
  int bad_credits() const { return bad_credits_; }

 private:
  net::LinkEnd end_;
  std::deque<Flit> to_send_;
  std::vector<int> credits_;
  std::vector<std::deque<Flit>> queues_;
  size_t depth_;
  std::vector<size_t> max_occupancy_;
  std::vector<Seen> sent_;
  std::vector<Seen> received_;
  std::vector<Seen> drained_;
  int overflows_ = 0;
  int bad_credits_ = 0;
};

// The word that left `end` of `link` in cycle `now`, if one did (read after every block ticked).
// Only a traced link (Link::set_traced) records it.
inline bool word_left(const net::Link& link, int end, Cycle now, Flit& f) {
  const net::Link::WireTrace& w = link.wire(end);
  if (!w.valid || w.cycle != now) return false;
  f = Flit{w.data, FlitKind(w.kind), uint8_t(w.vc), w.leg, w.leg_hops};
  return true;
}

// A line of n switches, each with ports east (0), west (1) and local (2). Switch i's east port
// joins switch i + 1's west port through trunk[i] (switch i at end 0); switch i's local port
// joins endpoint ep[i] through local[i] (switch at end 0, endpoint at end 1). The outer west
// and east ports are unconnected.
struct Chain {
  static constexpr uint8_t kEast = 0;
  static constexpr uint8_t kWest = 1;
  static constexpr uint8_t kLocal = 2;

  Chain(int n, const net::SwitchParams& sp, const net::LinkParams& lp, int endpoint_depth) {
    for (int i = 0; i < n; ++i) {
      sw.push_back(std::make_unique<net::SwitchCore>(sp, "s" + std::to_string(i),
                                                     std::vector<std::string>{"e", "w", "l"}));
      local.push_back(std::make_unique<net::Link>(lp));
      local.back()->set_traced(true);  // word_left() reads the wire trace
      sw.back()->connect(kLocal, {local.back().get(), 0}, endpoint_depth);
      ep.push_back(std::make_unique<Endpoint>(net::LinkEnd{local.back().get(), 1}, sp.num_vcs,
                                              sp.queue_depth, endpoint_depth));
    }
    for (int i = 0; i + 1 < n; ++i) {
      trunk.push_back(std::make_unique<net::Link>(lp));
      trunk.back()->set_traced(true);
      sw[size_t(i)]->connect(kEast, {trunk.back().get(), 0}, sp.queue_depth);
      sw[size_t(i) + 1]->connect(kWest, {trunk.back().get(), 1}, sp.queue_depth);
    }
  }
  // Every block once; `reverse` evaluates them in the opposite order (results must not differ).
  void tick(Cycle t, bool reverse = false) {
    const size_t n = sw.size();
    for (size_t k = 0; k < n; ++k) {
      const size_t i = reverse ? n - 1 - k : k;
      if (reverse) {
        sw[i]->tick(t);
        ep[i]->tick(t);
      } else {
        ep[i]->tick(t);
        sw[i]->tick(t);
      }
    }
  }
  int input(uint8_t port, int vc) const { return port * sw[0]->vcs() + vc; }

  std::vector<std::unique_ptr<net::SwitchCore>> sw;
  std::vector<std::unique_ptr<net::Link>> local;
  std::vector<std::unique_ptr<net::Link>> trunk;
  std::vector<std::unique_ptr<Endpoint>> ep;
};

// One switch whose every port joins its own endpoint: ep[p] at port p (switch at end 0).
struct Star {
  Star(const net::SwitchParams& sp, const net::LinkParams& lp, std::vector<std::string> port_names,
       int endpoint_depth)
      : sw(sp, "sw", port_names) {
    for (size_t p = 0; p < port_names.size(); ++p) {
      links.push_back(std::make_unique<net::Link>(lp));
      links.back()->set_traced(true);  // word_left() reads the wire trace
      sw.connect(int(p), {links.back().get(), 0}, endpoint_depth);
      ep.push_back(std::make_unique<Endpoint>(net::LinkEnd{links.back().get(), 1}, sp.num_vcs,
                                              sp.queue_depth, endpoint_depth));
    }
  }
  void tick(Cycle t) {
    for (auto& e : ep) e->tick(t);
    sw.tick(t);
  }

  net::SwitchCore sw;
  std::vector<std::unique_ptr<net::Link>> links;
  std::vector<std::unique_ptr<Endpoint>> ep;
};

// The words an endpoint drained, in order.
inline std::vector<Flit> drained_words(const Endpoint& ep) {
  std::vector<Flit> w;
  for (const Seen& seen : ep.drained()) w.push_back(seen.flit);
  return w;
}

// `got` is `want`, word for word (data, kind, VC).
inline void expect_words(const std::vector<Flit>& got, const std::vector<Flit>& want) {
  ASSERT_EQ(got.size(), want.size());
  for (size_t i = 0; i < got.size(); ++i) {
    EXPECT_TRUE(same_word(got[i], want[i])) << "word " << i << ": " << describe(got[i]);
  }
}

// Per port of `s`, every word that left its link with its cycle, over `cycles` ticks.
using PortWords = std::vector<std::vector<std::pair<Cycle, uint32_t>>>;
inline PortWords words_left_each_port(Star& s, Cycle cycles) {
  PortWords left(s.links.size());
  for (Cycle t = 0; t < cycles; ++t) {
    s.tick(t);
    for (size_t p = 0; p < s.links.size(); ++p) {
      Flit f;
      if (word_left(*s.links[p], 0, t, f)) left[p].push_back({t, f.data});
    }
  }
  return left;
}

}  // namespace ccsim::hwtest
