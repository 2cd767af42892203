// What a thread's units send, within one edge, over links whose far end another thread ticks
// (sim.threads): words and credits recorded instead of handed over, and handed over after the
// edge, once every thread has finished it.
//
// Handing them over late changes nothing: a word sent in cycle t arrives at t + 1 at the
// earliest and a credit no earlier, so the far end could not have used either within the edge,
// and every block already gives the same results whichever end of a link is ticked first
// (machine.h). The far end sees them exactly as if its sender had been ticked after it. One
// outbox per thread, filled only by that thread's units (Link::defer_sends_from) and emptied by
// the machine's thread between edges: no locks. Delivery keeps the order of recording, so runs
// are the same whatever the threads' timing.
#pragma once

#include <cstdint>
#include <deque>
#include <vector>

#include "net/credit_lanes.h"
#include "net/cycle.h"
#include "net/flit.h"
#include "net/link.h"

namespace ccsim::net {

class LinkOutbox {
 public:
  // A sink that records each word meant for `sink` (same port, same arrival cycle). Stable:
  // a link keeps it for the run.
  WordSink* recorder_for(WordSink* sink) {
    recorders_.push_back(Recorder(this, sink));
    return &recorders_.back();
  }
  // A credit of VC `vc` sent in cycle `now` into `lanes`.
  void record_credit(CreditLanes* lanes, uint8_t vc, Cycle now) {
    credits_.push_back({lanes, now, vc});
  }
  bool empty() const { return words_.empty() && credits_.empty(); }
  // Hands over every word and credit recorded, in the order recorded, and forgets them.
  void deliver() {
    for (const Word& w : words_) w.sink->deliver(w.port, w.flit, w.arrival);
    for (const Credit& c : credits_) c.lanes->send(c.vc, c.sent);
    words_.clear();
    credits_.clear();
  }

 private:
  struct Word {
    WordSink* sink;
    int port;
    Flit flit;
    Cycle arrival;
  };
  struct Credit {
    CreditLanes* lanes;
    Cycle sent;
    uint8_t vc;
  };
  class Recorder final : public WordSink {
   public:
    Recorder(LinkOutbox* box, WordSink* sink) : box_(box), sink_(sink) {}
    void deliver(int port, const Flit& flit, Cycle arrival) override {
      box_->words_.push_back({sink_, port, flit, arrival});
    }

   private:
    LinkOutbox* box_;
    WordSink* sink_;
  };

  std::deque<Recorder> recorders_;  // a deque: links keep pointers to them
  std::vector<Word> words_;
  std::vector<Credit> credits_;
};

}  // namespace ccsim::net
