// Paper 003's node program (see cube003_node.h).
#include "collectives/cube003/cube003_node.h"

#include <algorithm>
#include <map>

#include "base/errors.h"
#include "collectives/cube003/cube003_data.h"

namespace ccsim::sw::cube003 {

namespace {

constexpr int kVc = 0;
constexpr uint32_t kTagMask = 0x7FFF;  // the tag field of the first info word

class PlanRunner {
 public:
  PlanRunner(net::NodeApi& api, const Plan& plan, Startups startups, std::vector<NodeCounts>& all)
      : api_(api),
        plan_(plan),
        per_step_(startups == Startups::kPerStep),
        all_(all),
        counts_(all[size_t(api.node_id())]) {
    const uint64_t addressed = counts_.messages_addressed;  // neighbours may have begun
    counts_ = NodeCounts{};
    counts_.messages_addressed = addressed;
    counts_.most_units.assign(size_t(std::min(plan.steps(), int(kTagMask) + 1)), 0);
    last_dma_.resize(size_t(api.topology().network_ports()));
  }

  void run() {
    const net::Cycle beta = net::Cycle(api_.machine().node.msg_overhead_cycles);
    for (int u = 0; u < plan_.steps(); ++u) {
      const Step step = plan_.step(me(), u);
      for (const Arrival& a : step.waits) wait_for(a);
      for (size_t i = 0; i < step.sends.size(); ++i) {
        if (!per_step_ || i == 0) {
          api_.compute(beta);
          ++counts_.startups;
        }
        send(u, step, step.sends[i]);
      }
    }
    // DMA jobs of one injection channel finish in order: its last one covers the others.
    for (const net::DmaHandle& h : last_dma_) {
      if (h.id >= 0) api_.wait_dma(h);
    }
    counts_.exchange_end = api_.now();
    if (const uint64_t accesses = plan_.finish_accesses(me()); accesses > 0) {
      api_.stream_accesses(accesses);
      plan_.finish(me(), api_.memory());
    }
  }

 private:
  int me() const { return api_.node_id(); }

  void send(int u, const Step& step, const Send& m) {
    const net::Topology& t = api_.topology();
    const int port = m.dim;  // channel 0 of the dimension
    const int arrival = t.peer_port(me(), port);
    const int eject = api_.machine().node.all_port ? t.local_port() + arrival : t.local_port();
    const net::SourceRoute route{net::RouteSegment{uint8_t(port), 1, kVc},
                                 net::RouteSegment{uint8_t(eject), 1, kVc}};
    api_.send_header(route, net::make_info0(uint32_t(me()), uint32_t(u) & kTagMask), m.dst);
    for (uint32_t i = 0; i < m.piece_count; ++i) {
      const Piece& p = step.pieces[m.first_piece + i];
      last_dma_[size_t(port)] = api_.start_dma_out(p.src, p.words, kVc);
    }
    api_.send_trailer(kVc);
    ++counts_.messages_sent;
    ++all_[size_t(me() ^ (1 << m.dim))].messages_addressed;
    counts_.most_pieces = std::max(counts_.most_pieces, m.piece_count);
  }

  void wait_for(const Arrival& a) {
    auto it = arrived_.find(a.dst);
    while (it == arrived_.end()) {
      take_next();
      it = arrived_.find(a.dst);
    }
    if (it->second != a.words) {
      throw SimulationError("node " + std::to_string(me()) + ": the message deposited at " +
                            std::to_string(a.dst) + " has " + std::to_string(it->second) +
                            " words, its plan waits for " + std::to_string(a.words));
    }
    arrived_.erase(it);
  }

  // Takes the next message off the ejection queue (waiting until it is all in memory) and
  // counts its units.
  void take_next() {
    api_.receive_header(kVc);
    const net::MessageRecord r = api_.receive_trailer(kVc);
    ++counts_.messages_taken;
    if (!arrived_.emplace(r.address, r.words).second) {
      throw SimulationError("node " + std::to_string(me()) + ": two messages deposited at " +
                            std::to_string(r.address) + " before the plan waited for one");
    }
    const size_t before = counts_.units.size();
    const std::string problem =
        count_deposit(plan_, api_.memory(), r.address, r.words, counts_.units);
    if (!problem.empty() && counts_.problem.empty()) {
      counts_.problem = "node " + std::to_string(me()) + ", message from node " +
                        std::to_string(r.source) + ": " + problem;
    }
    if (r.tag < counts_.most_units.size()) {
      uint32_t& most = counts_.most_units[r.tag];
      most = std::max(most, uint32_t(counts_.units.size() - before));
    }
  }

  net::NodeApi& api_;
  const Plan& plan_;
  bool per_step_;
  std::vector<NodeCounts>& all_;
  NodeCounts& counts_;
  std::map<uint32_t, uint32_t> arrived_;  // deposited, not yet waited for: address -> words
  std::vector<net::DmaHandle> last_dma_;  // per network port
};

}  // namespace

void run_plan_on_node(net::NodeApi& api, const Plan& plan, Startups startups,
                      std::vector<NodeCounts>& counts) {
  PlanRunner(api, plan, startups, counts).run();
}

std::string check_counts(int node, const NodeCounts& counts) {
  if (!counts.problem.empty()) return counts.problem;
  if (counts.messages_taken != counts.messages_addressed) {
    return "node " + std::to_string(node) + " was sent " +
           std::to_string(counts.messages_addressed) + " messages and its plan took " +
           std::to_string(counts.messages_taken);
  }
  return "";
}

}  // namespace ccsim::sw::cube003
