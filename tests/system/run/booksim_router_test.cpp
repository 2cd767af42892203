// BookSim2's router and sources through the ccsim command (configs/booksim-mesh-8x8.ini and the
// keys that follow BookSim2 beyond the router timing):
// - switch.body_cycles = 2: a 16-flit packet between neighbours takes BookSim2's 30 cycles;
// - link.ejection_credit_delay_cycles = 2: one to itself takes BookSim2's 25;
// - traffic.injection_vcs: a source gives its packets the two VCs in turn, and sends them one at
//   a time, which keeps a stream between neighbours at 8 flits per 11 cycles, above one VC's 8
//   per 13;
// - switch.ejection_vcs: two packets of one source may reach a node at once on two VCs, every
//   one of them checked at its sink; a source with 64 packets undelivered (its sink slots) then
//   counts as capped;
// - routing.torus_ties = random balances a 4x4 torus's + and - links that plus loads 3:1;
//   random ties repeat bit for bit under one seed; routing.torus_vcs reaches the traffic's routes;
// - collectives refuse the keys that only synthetic traffic has, naming each.
//
// Black box; small machines and short windows (well under a second each).
#include <gtest/gtest.h>

#include <map>
#include <nlohmann/json.hpp>
#include <sstream>
#include <string>
#include <utility>
#include <vector>

#include "common/ccsim/ccsim_process.h"
#include "common/ccsim/ccsim_stats.h"

namespace ccsim::systest {
namespace {

constexpr char kBooksim[] = "configs/booksim-mesh-8x8.ini";

std::vector<std::string> booksim_run(std::vector<std::string> more) {
  std::vector<std::string> args = {"run", "--config", kBooksim};
  args.insert(args.end(), more.begin(), more.end());
  return args;
}

// Two nodes sending to each other: no packet ever waits for another's.
const std::vector<std::string> kNeighbours = {"--topology.nx=2", "--topology.ny=1",
                                              "--traffic.pattern=neighbor"};

std::vector<std::string> with(std::vector<std::string> a, const std::vector<std::string>& b) {
  a.insert(a.end(), b.begin(), b.end());
  return a;
}

// BookSim2's timeline for one 16-flit packet across 2 routers (docs/booksim2-router.md, zero-load
// latency per number of routers): 30 cycles; a body flit that waited a cycle more in each router
// (switch.body_cycles = 3) would make it 33.
TEST(BooksimRouter, SixteenFlitPacketBetweenNeighboursTakesBookSim2sThirtyCycles) {
  TestDir dir;
  const nlohmann::json j = run_for_stats(
      booksim_run(
          with(kNeighbours, {"--traffic.packet_words=16", "--traffic.injection_rate=0.002",
                             "--traffic.warmup_cycles=0", "--traffic.measure_cycles=100000"})),
      dir);
  EXPECT_NEAR(figure(j, "avg_latency_cycles"), 30.0, 0.3);
}

// A node's packet to itself crosses one router, and its 16 flits leave toward the node on
// one VC with 4 credits: BookSim2's ejection credit loop of 5 cycles holds every fifth flit a
// cycle (25 cycles, docs/booksim2-router.md); ccsim's interface alone returns them in 3 (22).
TEST(BooksimRouter, SixteenFlitPacketToItselfWaitsForBookSim2sEjectionCredits) {
  TestDir dir;
  const std::vector<std::string> self = {
      "--topology.nx=1",           "--topology.ny=1",
      "--traffic.packet_words=16", "--traffic.injection_rate=0.002",
      "--traffic.warmup_cycles=0", "--traffic.measure_cycles=100000"};
  EXPECT_NEAR(figure(run_for_stats(booksim_run(self), dir), "avg_latency_cycles"), 25.0, 0.3);
  EXPECT_NEAR(
      figure(run_for_stats(booksim_run(with(self, {"--link.ejection_credit_delay_cycles=0"})), dir),
             "avg_latency_cycles"),
      22.0, 0.3);
}

// The VCs on which node 0's packets enter its switch, in order: the VC of each rise of the
// local input's `bound` signal in a VCD trace (the head taking its output).
std::vector<int> injection_vcs_in_trace(const std::string& vcd) {
  std::istringstream in(vcd);
  std::vector<std::string> scope;
  std::map<std::string, int> vc_of_id;  // the two bound signals' VCD ids
  std::vector<int> order;
  for (std::string line; std::getline(in, line);) {
    std::istringstream words(line);
    std::string first;
    words >> first;
    if (first == "$scope") {
      std::string kind, name;
      words >> kind >> name;
      scope.push_back(name);
    } else if (first == "$upscope") {
      scope.pop_back();
    } else if (first == "$var") {
      std::string type, width, id, name;
      words >> type >> width >> id >> name;
      if (name != "bound" || scope.size() < 3 || scope[scope.size() - 3] != "n0_0") continue;
      if (scope.back() == "in_local_vc0") vc_of_id[id] = 0;
      if (scope.back() == "in_local_vc1") vc_of_id[id] = 1;
    } else if (first.size() > 1 && first[0] == '1' && vc_of_id.count(first.substr(1))) {
      order.push_back(vc_of_id[first.substr(1)]);
    }
  }
  return order;
}

// At a low load each packet of node 0 finds both VCs free: BookSim2's source takes the VC
// after the previous packet's, so they alternate; traffic.injection_vcs = first keeps VC 0.
TEST(BooksimRouter, InjectionVcsTakeTurnsPacketByPacket) {
  TestDir dir;
  for (const std::string mode : {"first", "all"}) {
    SCOPED_TRACE("injection_vcs " + mode);
    const std::string vcd = (dir.path() / ("t-" + mode + ".vcd")).string();
    const CommandResult r = run_ccsim(
        booksim_run(with(kNeighbours, {"-q", "--switch.num_vcs=2", "--switch.vc_class_size=2",
                                       "--traffic.injection_vcs=" + mode,
                                       "--traffic.injection_rate=0.02", "--traffic.warmup_cycles=0",
                                       "--traffic.measure_cycles=3000", "--trace", vcd})),
        dir);
    ASSERT_EQ(r.exit_code, 0) << describe(r);
    const std::vector<int> order = injection_vcs_in_trace(read_text(vcd));
    ASSERT_GE(order.size(), 4u);
    for (size_t k = 0; k < order.size(); ++k) {
      EXPECT_EQ(order[k], mode == "first" ? 0 : int(k % 2)) << "packet " << k;
    }
  }
}

// A saturated stream between neighbours on two VCs of one class: on one VC each packet's head
// waits for routing and VC allocation behind the tail before it (8 flits per 13 cycles); spread
// over both, the next packet's head waits on the other VC: 8 flits per 11 cycles, one packet at
// a time on the local link (two packets sent word by word side by side would make it 4 per 5,
// the credit round trip's rate).
TEST(BooksimRouter, InjectionOverTwoVcsKeepsAStreamAboveOneVcsRate) {
  TestDir dir;
  double accepted[2] = {0, 0};
  const char* modes[2] = {"first", "all"};
  for (int k = 0; k < 2; ++k) {
    const nlohmann::json j = run_for_stats(
        booksim_run(
            with(kNeighbours,
                 {"--switch.num_vcs=2", "--switch.vc_class_size=2", "--switch.ejection_vcs=first",
                  std::string("--traffic.injection_vcs=") + modes[k], "--traffic.injection_rate=1",
                  "--traffic.warmup_cycles=1000", "--traffic.measure_cycles=5000"})),
        dir);
    accepted[k] = figure(j, "accepted_words_per_node_cycle");
  }
  EXPECT_NEAR(accepted[0], 8.0 / 13.0, 0.002);
  EXPECT_NEAR(accepted[1], 8.0 / 11.0, 0.002);
}

// Every packet goes to node 2 of a line of three, and the line's two VCs carry worms of node 0
// and node 1 side by side: on two ejection VCs two packets of one source are deposited at once,
// each in its own sink slot (one slot per source would mix their words), and every data word is
// checked. The saturated sources reach 64 packets undelivered (their sink slots) within the
// window; on one ejection VC they keep the 32768 of the queue.
TEST(BooksimRouter, PacketsOfOneSourceReachANodeOnTwoVcsAtOnceEachInItsOwnSlot) {
  TestDir dir;
  for (const std::string ejection : {"first", "class"}) {
    SCOPED_TRACE("ejection_vcs " + ejection);
    const CommandResult r = run_ccsim(
        booksim_run({"--topology.nx=3", "--topology.ny=1", "--traffic.pattern=hotspot",
                     "--traffic.hotspot_fraction=1", "--traffic.hotspot_node=2",
                     "--switch.num_vcs=2", "--switch.vc_class_size=2",
                     "--switch.ejection_vcs=" + ejection, "--traffic.injection_vcs=all",
                     "--traffic.injection_rate=0.5", "--traffic.warmup_cycles=500",
                     "--traffic.measure_cycles=3000", "--stats", (dir.path() / "s.json").string()}),
        dir);
    ASSERT_EQ(r.exit_code, 0) << describe(r);
    EXPECT_NE(r.out.find("every node correct"), std::string::npos) << r.out;
    const nlohmann::json j = nlohmann::json::parse(read_text(dir.path() / "s.json"));
    EXPECT_EQ(figure(j, "sources_capped") > 0, ejection == "class");
  }
}

// Mean utilization of the links leaving through + (xp) and - (xm) ports.
std::pair<double, double> x_link_utilization(const nlohmann::json& stats) {
  double sum[2] = {0, 0};
  int count[2] = {0, 0};
  for (const nlohmann::json& link : stats.at("links")) {
    const std::string name = link.at("name").get<std::string>();
    const size_t arrow = name.find("->");
    const std::string from_port = name.substr(name.find('.') + 1, arrow - name.find('.') - 1);
    if (from_port != "xp" && from_port != "xm") continue;
    sum[from_port == "xm"] += link.at("utilization").get<double>();
    ++count[from_port == "xm"];
  }
  return {sum[0] / count[0], sum[1] / count[1]};
}

// On a 4x4 torus under uniform traffic a quarter of the x runs are 2 links either way: always
// + they load the + links 3:1 (1 + 2 against 3 of the - runs, per 4 destinations), tossed per
// packet 1:1.
TEST(BooksimRouter, RandomTorusTiesBalanceThePlusAndMinusLinks) {
  TestDir dir;
  const std::vector<std::string> torus = {"--topology.kind=torus2d",
                                          "--topology.nx=4",
                                          "--topology.ny=4",
                                          "--link.latency_cycles=2",
                                          "--switch.num_vcs=2",
                                          "--switch.vc_class_size=1",
                                          "--traffic.pattern=uniform",
                                          "--traffic.injection_rate=0.05",
                                          "--traffic.warmup_cycles=1000",
                                          "--traffic.measure_cycles=20000"};
  const auto [plus_p, plus_m] = x_link_utilization(
      run_for_stats(booksim_run(with(torus, {"--routing.torus_ties=plus"})), dir));
  EXPECT_NEAR(plus_p / plus_m, 3.0, 0.3);
  const nlohmann::json random =
      run_for_stats(booksim_run(with(torus, {"--routing.torus_ties=random"})), dir);
  const auto [random_p, random_m] = x_link_utilization(random);
  EXPECT_NEAR(random_p / random_m, 1.0, 0.1);
  // The same seed tosses the same coins.
  const nlohmann::json again =
      run_for_stats(booksim_run(with(torus, {"--routing.torus_ties=random"})), dir);
  EXPECT_EQ(again.at("figures"), random.at("figures"));
  EXPECT_EQ(again.at("links"), random.at("links"));
  // The VC classes (wrap_class in the configuration) change the traffic's routes, and so its
  // latency, not what arrives.
  const nlohmann::json dateline = run_for_stats(
      booksim_run(with(torus, {"--routing.torus_ties=random", "--routing.torus_vcs=dateline"})),
      dir);
  EXPECT_NE(figure(dateline, "avg_latency_cycles"), figure(random, "avg_latency_cycles"));
  EXPECT_TRUE(dateline.at("data_ok").get<bool>());
}

TEST(BooksimRouter, CollectivesRefuseTheKeysOfSyntheticTrafficNamingEach) {
  TestDir dir;
  for (const std::string key :
       {"switch.ejection_vcs=all", "routing.torus_ties=random", "routing.torus_vcs=wrap_class"}) {
    SCOPED_TRACE(key);
    const CommandResult r =
        run_ccsim({"run", "--config", "configs/iwarp-8x8.ini", "-q", "--" + key}, dir);
    EXPECT_EQ(r.exit_code, 2) << describe(r);
    EXPECT_EQ(r.err.rfind("ccsim: error: " + key.substr(0, key.find('=')) + ":", 0), 0u) << r.err;
  }
}

}  // namespace
}  // namespace ccsim::systest
