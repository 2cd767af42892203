// Hardware additions as units (net/switch/addition.h), through an example addition that this
// file alone adds, as a new addition's own file would: a key, a check, a topology rule, a share
// of the memory estimate, a rule on ordinary messages and a node control, and no central file.
// Proves, for it and for the two real additions:
// - its key is declared and read with the machine's, and its check refuses by key;
// - a key of an addition that does nothing undriven is refused, by that key, for a run that
//   does not drive the addition (the broadcast relay with phased AAPC, say), and accepted for
//   one that does; an addition that may sit undriven (the synchronizing switch) is not refused;
// - the synchronizing switch refuses a run whose ordinary messages use its pool's VC, by
//   switch.sync, and accepts ordinary messages on other VCs;
// - only enabled additions check the topology, add memory and rule on messages.
#include <gtest/gtest.h>

#include <memory>
#include <string>

#include "base/config.h"
#include "base/errors.h"
#include "base/key_table.h"
#include "base/memory_estimate.h"
#include "common/config_error.h"
#include "net/params.h"
#include "net/switch/addition.h"
#include "net/topology/topology.h"

namespace ccsim::net {
namespace {

// The example: switch.example_words words of something per switch, on meshes only.
struct ExampleParams {
  int words = 0;
};
// Kept where the tests read it; an addition keeps its own in SwitchParams::additions, as
// switch_part_test.cpp shows.
ExampleParams g_example;

const KeyTable<ExampleParams>& example_keys() {
  static const KeyTable<ExampleParams> t =
      KeyTable<ExampleParams>("switch addition example")
          .add("switch.example_words", &ExampleParams::words, "words",
               "example addition of the tests (tests/unit/sc_models/switch_addition_test.cpp)",
               non_negative());
  return t;
}
const KeyDeclaration kExampleKeys(example_keys().specs());

class ExampleControl : public AdditionControl {
 public:
  static constexpr const char* kAddition = "example";
};

CCSIM_REGISTER(example, switch_additions(), ExampleControl::kAddition,
               SwitchAddition{
                   "example addition", key_names(example_keys().specs()),
                   [](const Config& config, SwitchParams&) {
                     g_example = example_keys().read(config);
                   },
                   [](const SwitchParams&) { return g_example.words > 0; },
                   [](const Config& config, const MachineParams& m) {
                     if (g_example.words > m.router.queue_depth) {
                       config.fail("switch.example_words", "must be at most switch.queue_depth");
                     }
                   },
                   [](const MachineParams&, const Topology& topology) {
                     if (topology.kind() != "mesh2d")
                       throw ConfigError("switch.example_words", "mesh only");
                   },
                   [](const MachineParams&, const Topology& topology, MemoryEstimate& estimate) {
                     estimate.add("example", "switch.example_words",
                                  uint64_t(topology.switch_count()) * uint64_t(g_example.words));
                   },
                   /*needs_driver=*/true,
                   [](const MachineParams&, const SwitchUse& use) {
                     if (use.message_vcs & 1)
                       throw ConfigError("switch.example_words", "not on VC 0");
                   },
                   [](AdditionHost&) -> std::unique_ptr<AdditionControl> {
                     return std::make_unique<ExampleControl>();
                   },
                   nullptr});

using testing::refused_key;
Config with(std::initializer_list<std::pair<std::string, std::string>> values) {
  return testing::config_with(values);
}

std::unique_ptr<Topology> topology(const std::string& kind) {
  return make_topology(with({{"topology.kind", kind}}));
}

TEST(SwitchAddition, AnAdditionsOwnKeyIsReadWithTheMachineAndCheckedByItsKey) {
  read_machine_params(with({{"switch.example_words", "3"}}));
  EXPECT_EQ(g_example.words, 3);
  EXPECT_EQ(refused_key([] {
              read_machine_params(with({{"switch.example_words", "9"}}));
            }),
            "switch.example_words");
  read_machine_params(Config{});
}

TEST(SwitchAddition, TopologyMemoryAndMessageRulesApplyOnlyWhileEnabled) {
  const auto torus = topology("torus2d");
  const auto mesh = topology("mesh2d");
  const SwitchUse on_vc0{"test", {"example"}, 1};
  MachineParams off = read_machine_params(Config{});
  check_switch_additions(off, *torus);
  MemoryEstimate none;
  estimate_additions_memory(off, *mesh, none);
  EXPECT_EQ(none.total(), 0u);
  check_switch_use(Config{}, off, on_vc0);

  const Config config = with({{"switch.example_words", "2"}});
  const MachineParams on = read_machine_params(config);
  EXPECT_EQ(refused_key([&] { check_switch_additions(on, *torus); }), "switch.example_words");
  check_switch_additions(on, *mesh);
  MemoryEstimate some;
  estimate_additions_memory(on, *mesh, some);
  EXPECT_EQ(some.total(), uint64_t(mesh->switch_count()) * 2);
  EXPECT_EQ(refused_key([&] { check_switch_use(config, on, on_vc0); }), "switch.example_words");
  check_switch_use(config, on, SwitchUse{"test", {"example"}, 2});
  read_machine_params(Config{});
}

TEST(SwitchAddition, KeyOfAnAdditionNeedingADriverIsRefusedByItsKeyUnlessTheRunDrivesIt) {
  const Config relay = with({{"switch.bcast_pattern", "true"}});
  const MachineParams m = read_machine_params(relay);
  const SwitchUse phased{"algorithm aapc.phased", {"sync_switch"}, 0};
  EXPECT_EQ(refused_key([&] { check_switch_use(relay, m, phased); }), "switch.bcast_pattern");
  check_switch_use(relay, m, SwitchUse{"algorithm x", {"broadcast_relay"}, 0});

  const Config example = with({{"switch.example_words", "1"}});
  EXPECT_EQ(refused_key([&] { check_switch_use(example, read_machine_params(example), phased); }),
            "switch.example_words");
  read_machine_params(Config{});
}

TEST(SwitchAddition, SynchronizingSwitchMaySitUndrivenButRefusesOrdinaryMessagesOnItsPool) {
  const Config config =
      with({{"switch.sync", "true"}, {"switch.num_vcs", "3"}, {"switch.sync_pool_vc", "2"}});
  const MachineParams m = read_machine_params(config);
  check_switch_use(config, m, SwitchUse{"algorithm x", {}, 0b011});
  EXPECT_EQ(refused_key([&] {
              check_switch_use(config, m, SwitchUse{"algorithm x", {}, 0b100});
            }),
            "switch.sync");
  const Config off = with({{"switch.num_vcs", "3"}, {"switch.sync_pool_vc", "2"}});
  check_switch_use(off, read_machine_params(off), SwitchUse{"algorithm x", {}, 0b100});
}

}  // namespace
}  // namespace ccsim::net
