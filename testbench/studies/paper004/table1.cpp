// Paper 004, Table 1: sparse communication steps (nearest neighbour, hypercube exchange, a
// FEM-like step) as subsets of phased AAPC and by message passing.
#include "studies/paper004/common.h"

namespace ccsim::tb::paper004 {
namespace {

const std::vector<long> kBlocks = {1024, 16384};
// Row name, and algorithm.block_pattern.
const std::vector<std::pair<std::string, std::string>> kPatterns = {
    {"nearest_neighbor", "neighbors"}, {"hypercube", "hypercube"}, {"fem", "fem"}};

std::string at(const std::string& stem, long block) { return stem + std::to_string(block); }

// The three runs of a pattern at one block size: the AAPC subset on the prototype, message
// passing, and the AAPC subset with the synchronizing switch.
Runs pattern_runs(const StudyRunner& runner, const std::string& pattern, long block) {
  const KeyValues sizes = {{"algorithm.block_bytes", std::to_string(block)},
                           {"algorithm.block_sizes", "pattern"},
                           {"algorithm.block_pattern", pattern}};
  KeyValues msgpass = sizes;
  msgpass.push_back({"algorithm.name", "aapc.msgpass"});
  return {{at("aapc_b", block), runner.machine("iwarp-8x8-prototype.ini", sizes)},
          {at("msgpass_b", block), runner.machine("iwarp-8x8.ini", msgpass)},
          {at("switch_b", block), runner.machine("iwarp-8x8.ini", sizes)}};
}

void declare_quantities(Comparison& c, long block) {
  const std::string b = std::to_string(block);
  const std::string aapc = at("aapc_b", block);
  const std::string msgpass = at("msgpass_b", block);
  c.quantity(aapc + "_mbytes_per_s", "AAPC subset, B = " + b, "MB/s")
      .from(aapc, mbytes_per_s)
      .fitted(kPrototypeFit);
  c.quantity(msgpass + "_mbytes_per_s", "message passing, B = " + b, "MB/s")
      .from(msgpass, mbytes_per_s);
  c.quantity("factor_b" + b, "factor, B = " + b, "")
      .detail()
      .fitted(kPrototypeFit)
      .from_runs([aapc, msgpass](const RowRuns& r) {
        return mbytes_per_s(r[msgpass]) / mbytes_per_s(r[aapc]);
      });
  c.quantity("aapc_switch_b" + b + "_mbytes_per_s", "AAPC subset with the switch, B = " + b, "MB/s")
      .detail()
      .from(at("switch_b", block), mbytes_per_s);
}

// The paper's value of each row against both block sizes (it gives none).
void fill_reference(Comparison& c) {
  const PaperTable t = folder().table("table1");
  for (size_t row = 0; row < t.size(); ++row) {
    const std::vector<std::string> keys = {t.text(row, "case"), t.text(row, "pattern")};
    for (const long block : kBlocks) {
      const std::string b = std::to_string(block);
      c.set_reference(keys, "aapc_b" + b + "_mbytes_per_s", t.number(row, "aapc_mbytes_per_s"));
      c.set_reference(keys, "msgpass_b" + b + "_mbytes_per_s",
                      t.number(row, "msgpass_mbytes_per_s"));
      c.set_reference(keys, "factor_b" + b, t.number(row, "factor"));
    }
  }
}

// Partners per node, and the model's factors, for the notes.
std::vector<std::string> table1_notes(const Comparison& c, const StudyNotes& notes) {
  std::string partners;
  std::string factors;
  for (size_t i = 0; i < kPatterns.size(); ++i) {
    const std::vector<std::string> keys = {std::to_string(i + 1), kPatterns[i].first};
    const double pairs =
        64.0 * 64.0 - c.report(keys, at("aapc_b", kBlocks.front())).value("empty_blocks");
    partners += (i ? ", " : "") + kPatterns[i].first + " " + fixed(pairs / 64.0, 1);
    for (size_t bi = 0; bi < kBlocks.size(); ++bi) {
      factors += std::string(i || bi ? "; " : "") + kPatterns[i].first + " at " +
                 std::to_string(kBlocks[bi]) + " B " +
                 fixed(*c.model(keys, at("factor_b", kBlocks[bi])), 1);
    }
  }
  return notes.get({"004.table1"}, {{"partners", partners}, {"factors", factors}});
}

Comparison table1(StudyRunner& runner, const StudyOptions&) {
  const StudyNotes notes = folder().notes();
  Comparison c;
  c.title = "004 Table 1: sparse steps as AAPC subsets and by message passing";
  c.key_names = {"case", "pattern"};
  for (const long b : kBlocks) declare_quantities(c, b);
  c.x_label = "sparse step";
  c.y_label = "aggregate bandwidth (MB/s)";
  c.bar_quantities = {"aapc_b1024_mbytes_per_s", "msgpass_b1024_mbytes_per_s",
                      "aapc_b16384_mbytes_per_s", "msgpass_b16384_mbytes_per_s"};
  for (size_t i = 0; i < kPatterns.size(); ++i) {
    const std::vector<std::string> keys = {std::to_string(i + 1), kPatterns[i].first};
    for (const long b : kBlocks) c.add_runs(keys, pattern_runs(runner, kPatterns[i].second, b));
  }
  c.simulate(runner);
  fill_reference(c);
  c.notes = table1_notes(c, notes);
  return c;
}

}  // namespace

CCSIM_REGISTER_STUDY("004.table1",
                     "nearest neighbour, hypercube exchange and a sparse FEM-like step as "
                     "subsets of phased AAPC and by message passing",
                     table1);

}  // namespace ccsim::tb::paper004
