// Proves, as a hostile user would try it, that ccsim neither crashes, hangs, eats the host's
// memory nor calls a valid run a failure: sizes that would wrap or exhaust memory are refused
// before anything is allocated (exit 2 naming the key), slow but valid runs finish, messages
// that would block the synchronizing switch's pool are refused, and so is a key of the broadcast
// relay in a run that sends no broadcast worm, saturation is a result (exit
// 0), trace signals are as wide as their values, and whatever
// bytes a user typed come back printable and bounded.
//
// Black box: each case is the command a user ran, its exit code and
// standard error; runs are small (8x8, short windows), well under a second each.
#include <gtest/gtest.h>
#include <sys/resource.h>

#include <fstream>
#include <nlohmann/json.hpp>
#include <regex>
#include <string>
#include <vector>

#include "common/ccsim/ccsim_process.h"

namespace ccsim::systest {
namespace {

constexpr char kIwarp[] = "configs/iwarp-8x8.ini";
constexpr char kMesh[] = "configs/mesh-8x8-uniform.ini";

bool contains(const std::string& text, const std::string& part) {
  return text.find(part) != std::string::npos;
}

struct Refusal {
  std::string name;
  std::vector<std::string> args;
  std::string key;   // the line starts "ccsim: error: KEY: "
  std::string says;  // and holds this
};

class Refused : public ::testing::TestWithParam<Refusal> {};

// Each was a crash (SIGSEGV), std::bad_alloc without a key, or the OOM killer.
TEST_P(Refused, BeforeAnythingIsAllocatedWithExitTwoNamingTheKey) {
  const Refusal& c = GetParam();
  TestDir dir;
  const CommandResult r = run_ccsim(c.args, dir);
  EXPECT_FALSE(r.signaled) << r.err;
  EXPECT_EQ(r.exit_code, 2) << r.err;
  ASSERT_EQ(r.err_lines().size(), 1u) << r.err;
  EXPECT_EQ(r.err.rfind("ccsim: error: " + c.key + ": ", 0), 0u) << r.err;
  EXPECT_TRUE(contains(r.err, c.says)) << r.err;
}

INSTANTIATE_TEST_SUITE_P(
    Cases, Refused,
    ::testing::Values(
        // 2 * 64 nodes * 2^25 words = 2^32 wrapped to 0 in 32 bits.
        Refusal{"BlockWhoseMemoryWrapsIn32Bits",
                {"run", "--config", kIwarp, "-q", "--algorithm.block_bytes=134217728"},
                "algorithm.block_bytes",
                "of it for node memories"},
        Refusal{"TrafficOnA256x256Mesh",
                {"run", "--config", kMesh, "-q", "--topology.nx=256", "--topology.ny=256"},
                "topology.nx",
                "of it for the route table"},
        Refusal{"QueuesOf2To31Words",
                {"run", "--config", kMesh, "-q", "--switch.queue_depth=2147483647"},
                "switch.queue_depth",
                "of it for switch and ejection queues"},
        Refusal{"PacketsOf2To31Words",
                {"run", "--config", kMesh, "-q", "--traffic.packet_words=2147483647"},
                "traffic.packet_words",
                "node memories (packet slots)"},
        Refusal{"LongLinksAboveAnExplicitLimit",
                {"run", "--config", kMesh, "-q", "--link.latency_cycles=100000",
                 "--sim.max_memory_mb=1000"},
                "link.latency_cycles",
                "above the limit of sim.max_memory_mb = 1000"},
        Refusal{"PlanOfA256x256Torus",
                {"plan", "aapc.phased", "--topology.nx=256", "--topology.ny=256"},
                "topology.nx",
                "this plan needs an estimated"},
        // The message-passing check's twin for traffic: worms on the pool never finish.
        Refusal{"TrafficOnTheSyncPool",
                {"run", "--config", kIwarp, "-q", "--experiment.name=traffic",
                 "--switch.sync_pool_vc=0", "--traffic.vc=0"},
                "traffic.vc",
                "include the synchronizing switch's pool"},
        Refusal{"ValueAboveTheIntegerLimit",
                {"run", "--config", kIwarp, "-q", "--switch.queue_depth=3000000000"},
                "switch.queue_depth",
                "must be at most 2147483647"},
        Refusal{"HexFloat",
                {"run", "--config", kMesh, "-q", "--traffic.injection_rate=0x1p-3"},
                "traffic.injection_rate",
                "expected a number, got '0x1p-3'"},
        // Beyond the switch's and the memory arbiter's 64-bit masks: once a ConfigError from
        // inside elaboration, or a shift past bit 63.
        Refusal{"SwitchInputsBeyond64",
                {"run", "--config", kIwarp, "-q", "--switch.num_vcs=13"},
                "switch.num_vcs",
                "4 network + 1 local ports x 13 VCs"},
        Refusal{"AllPortSwitchInputsBeyond64",
                {"run", "--config", kIwarp, "-q", "--node.all_port=true", "--switch.num_vcs=9"},
                "node.all_port",
                "4 network + 4 local ports x 9 VCs (switch.num_vcs) = 72"},
        Refusal{"MemoryRequestersBeyond64",
                {"run", "--config", kIwarp, "-q", "--node.dma_engines=61"},
                "node.dma_engines",
                "memory requesters must be at most 64"},
        Refusal{"AllPortMemoryRequestersBeyond64",
                {"run", "--config", kIwarp, "-q", "--node.all_port=true", "--node.dma_engines=52"},
                "node.all_port",
                "4 local channels x 3 VCs (switch.num_vcs) = 65"},
        Refusal{"NegativeLocalLinkRate",
                {"run", "--config", kIwarp, "-q", "--link.local_cycles_per_word=-1"},
                "link.local_cycles_per_word",
                "must not be negative"},
        // Ordinary messages on the synchronizing switch's pool wait at its gate for ever: each
        // was a deadlock after the whole setup (exit 1), for every algorithm that sends them.
        Refusal{"GatherOnTheSyncPool",
                {"run", "--config", "configs/cm200-d4.ini", "-q",
                 "--algorithm.name=a2a.personalized.gather", "--switch.sync=true"},
                "switch.sync",
                "a2a.personalized.gather sends ordinary messages on VC 0"},
        Refusal{"StoreAndForwardOnTheSyncPool",
                {"run", "--config", kIwarp, "-q", "--topology.kind=mesh2d",
                 "--algorithm.name=aapc.store_forward", "--algorithm.mp_vc=2",
                 "--algorithm.block_bytes=64"},
                "switch.sync",
                "aapc.store_forward sends ordinary messages on VC 2"},
        Refusal{"GridBroadcastPatternOnTheSyncPool",
                {"run", "--config", kIwarp, "-q", "--algorithm.name=a2a.broadcast.pattern",
                 "--switch.sync_pool_vc=0"},
                "switch.sync",
                "a2a.broadcast.pattern sends ordinary messages on VC 0"},
        Refusal{"RecursiveBroadcastOnTheSyncPool",
                {"run", "--config", kIwarp, "-q", "--algorithm.name=a2a.broadcast.cpt",
                 "--switch.sync_pool_vc=0"},
                "switch.sync",
                "a2a.broadcast.cpt sends ordinary messages on VCs 0, 1"},
        // The broadcast relay does nothing unless node software sends broadcast worms: the key
        // was silently ignored with these.
        Refusal{"BroadcastRelayWithPhasedAapc",
                {"run", "--config", kIwarp, "-q", "--switch.bcast_pattern=true"},
                "switch.bcast_pattern",
                "algorithm aapc.phased does not"},
        Refusal{"BroadcastRelayWithMessagePassing",
                {"run", "--config", kIwarp, "-q", "--algorithm.name=aapc.msgpass",
                 "--switch.bcast_pattern=true"},
                "switch.bcast_pattern",
                "algorithm aapc.msgpass does not"},
        Refusal{"BroadcastRelayWithTraffic",
                {"run", "--config", kMesh, "-q", "--switch.bcast_pattern=true"},
                "switch.bcast_pattern",
                "experiment traffic does not"}),
    [](const auto& info) { return info.param.name; });

// memory.words models the machine's memory; only what the run uses is allocated.
TEST(BadInput, MemoryOfTwoGigawordsPerNodeRunsInLittleHostMemory) {
  TestDir dir;
  const std::string stats = (dir.path() / "s.json").string();
  const CommandResult r = run_ccsim({"run", "--config", kIwarp, "-q", "--algorithm.block_bytes=64",
                                     "--memory.words=2147483647", "--stats", stats},
                                    dir);
  ASSERT_EQ(r.exit_code, 0) << r.err;
  std::ifstream in(stats);
  const nlohmann::json j = nlohmann::json::parse(in);
  EXPECT_TRUE(j.at("data_ok").get<bool>());
  EXPECT_LT(j.at("memory_estimate_bytes").get<uint64_t>(), uint64_t(64) << 20);
  EXPECT_LT(j.at("host").at("peak_rss_bytes").get<uint64_t>(), uint64_t(256) << 20);
}

// Words in flight for 1000 cycles with a 500-cycle watchdog: slow, not deadlocked.
TEST(BadInput, ARunSlowerThanTheWatchdogPeriodIsNotADeadlock) {
  TestDir dir;
  const CommandResult r = run_ccsim({"run", "--config", kIwarp, "-q", "--algorithm.block_bytes=4",
                                     "--link.latency_cycles=1000", "--sim.watchdog_cycles=500"},
                                    dir);
  EXPECT_EQ(r.exit_code, 0) << r.err;
  EXPECT_TRUE(contains(r.out, "every node correct")) << r.out;
}

// Each word holds its link's wire for 1000 cycles with a 500-cycle watchdog: between two words
// nothing arrives anywhere, and the run is slow, not deadlocked.
TEST(BadInput, ALinkPacingWordsSlowerThanTheWatchdogPeriodIsNotADeadlock) {
  TestDir dir;
  const CommandResult r = run_ccsim({"run", "--config", kIwarp, "-q", "--algorithm.block_bytes=4",
                                     "--link.cycles_per_word=1000", "--sim.watchdog_cycles=500"},
                                    dir);
  EXPECT_EQ(r.exit_code, 0) << r.err;
  EXPECT_TRUE(contains(r.out, "every node correct")) << r.out;
}

// Under an address-space limit (ulimit -v) far below the host's free memory, a run that needs
// more is refused by key before it allocates, instead of ending in std::bad_alloc (exit 1). The
// child inherits the limit this test sets on itself for the time of the run.
TEST(BadInput, ARunAboveTheAddressSpaceLimitIsRefusedByKeyBeforeItAllocates) {
  constexpr rlim_t kLimit = rlim_t(400) << 20;
  struct rlimit saved {};
  ASSERT_EQ(getrlimit(RLIMIT_AS, &saved), 0);
  if (saved.rlim_max != RLIM_INFINITY && saved.rlim_max < kLimit) GTEST_SKIP() << "hard limit";
  if (saved.rlim_cur != RLIM_INFINITY && saved.rlim_cur < kLimit) GTEST_SKIP() << "lower limit";
  TestDir dir;
  struct rlimit lowered = saved;
  lowered.rlim_cur = kLimit;
  ASSERT_EQ(setrlimit(RLIMIT_AS, &lowered), 0);
  // 1024 nodes with 2 x 64 blocks of 256 bytes: an estimated 685 MB.
  const CommandResult r = run_ccsim({"run", "--config", kIwarp, "-q", "--topology.nx=32",
                                     "--topology.ny=32", "--algorithm.block_bytes=256"},
                                    dir);
  ASSERT_EQ(setrlimit(RLIMIT_AS, &saved), 0);
  expect_refused_by_key(r, "algorithm.block_bytes");
  EXPECT_TRUE(contains(r.err, "ulimit -v")) << r.err;
}

// More offered than delivered is what a load sweep is for: exit 0, "saturated" everywhere.
TEST(BadInput, SaturatedTrafficIsAResultNotAFailure) {
  TestDir dir;
  const std::string stats = (dir.path() / "s.json").string();
  const CommandResult r =
      run_ccsim({"run", "--config", kMesh, "-q", "--traffic.injection_rate=0.6",
                 "--traffic.warmup_cycles=500", "--traffic.measure_cycles=3000", "--stats", stats},
                dir);
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_FALSE(contains(r.out, "FAILED")) << r.out;
  EXPECT_TRUE(contains(r.out, "saturated:")) << r.out;
  std::ifstream in(stats);
  const nlohmann::json j = nlohmann::json::parse(in);
  EXPECT_TRUE(j.at("ok").get<bool>());
  EXPECT_TRUE(j.at("saturated").get<bool>());
  EXPECT_EQ(j.at("error").get<std::string>(), "");
  EXPECT_GT(j.at("figures").at("packets_unfinished").at("value").get<double>(), 0);

  const CommandResult sweep = run_ccsim(
      {"sweep", "--config", kMesh, "--traffic.warmup_cycles=500", "--traffic.measure_cycles=3000",
       "--vary", "traffic.injection_rate=0.05,0.6", "-j", "1"},
      dir);
  ASSERT_EQ(sweep.exit_code, 0) << sweep.err;
  EXPECT_TRUE(contains(sweep.out, "ok, saturated")) << sweep.out;
}

// A queue 300 words deep has counts above 255: an 8-bit signal would wrap.
TEST(BadInput, TraceSignalsAreAsWideAsTheirValues) {
  TestDir dir;
  const std::string vcd = (dir.path() / "t.vcd").string();
  const CommandResult r =
      run_ccsim({"run", "--config", kIwarp, "-q", "--algorithm.block_bytes=64",
                 "--switch.queue_depth=300", "--trace", vcd, "--trace-window", "0:200"},
                dir);
  ASSERT_EQ(r.exit_code, 0) << r.err;
  const std::string text = read_text(vcd);
  const std::regex count_var(R"(\$var wire (\d+) \S+ count )");
  int seen = 0;
  for (auto it = std::sregex_iterator(text.begin(), text.end(), count_var);
       it != std::sregex_iterator(); ++it) {
    EXPECT_EQ((*it)[1].str(), "9");
    ++seen;
  }
  EXPECT_GT(seen, 0) << "no queue count signal in the trace";
}

// Whatever bytes a file or the command line held come back as one printable line.
TEST(BadInput, EchoedInputIsPrintableAndBounded) {
  TestDir dir;
  const std::string nul = (dir.path() / "nul.ini").string();
  std::ofstream(nul) << std::string("[topology]\nk\0ind = torus2d\n", 26);
  CommandResult r = run_ccsim({"run", "--config", nul, "-q"}, dir);
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_TRUE(contains(r.err, "topology.k\\x00ind: unknown key")) << r.err;

  const std::string binary = (dir.path() / "bin.ini").string();
  std::ofstream(binary) << "[topology]\nkind = tor\rus\xff\n";
  r = run_ccsim({"run", "--config", binary, "-q"}, dir);
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_TRUE(contains(r.err, "unknown topology 'tor\\rus\\xFF'")) << r.err;

  // A megabyte key (the command line takes at most 128 KB per argument: a file it is).
  const std::string big = (dir.path() / "big.ini").string();
  std::ofstream(big) << "[topology]\n" << std::string(1 << 20, 'a') << " = 1\n";
  r = run_ccsim({"run", "--config", big, "-q"}, dir);
  EXPECT_EQ(r.exit_code, 2);
  ASSERT_EQ(r.err_lines().size(), 1u);
  EXPECT_LT(r.err.size(), 600u);
  EXPECT_TRUE(contains(r.err, "(1048585 bytes): unknown key")) << r.err.substr(0, 600);
}

// A byte-order mark starts the file, CR LF ends lines; a key given twice takes the later value
// and a section may appear twice (documented in the README).
TEST(BadInput, IniFilesFromOtherEditorsReadAsWritten) {
  TestDir dir;
  const std::string ini = (dir.path() / "win.ini").string();
  std::ofstream(ini)
      << "\xEF\xBB\xBF[topology]\r\nkind = torus2d\r\n[switch]\r\nqueue_depth = 4\r\n"
         "[topology]\r\nnx = 8\r\n[switch]\r\nqueue_depth = 6\r\n";
  const CommandResult r = run_ccsim({"run", "--config", ini, "--print-config"}, dir);
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_TRUE(contains(r.out, "kind = torus2d  ; from " + ini + ":2")) << r.out;
  EXPECT_TRUE(contains(r.out, "nx = 8  ; nodes, from " + ini + ":6")) << r.out;
  EXPECT_TRUE(contains(r.out, "queue_depth = 6  ; words, from " + ini + ":8")) << r.out;
}

}  // namespace
}  // namespace ccsim::systest
