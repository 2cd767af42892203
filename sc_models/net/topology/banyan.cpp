// Topology banyan: the wiring of banyan.h, its names, and its size key topology.n.
#include "net/topology/banyan.h"

#include <memory>
#include <stdexcept>
#include <string>
#include <vector>

namespace ccsim::net {

namespace {

const KeyDeclaration kKeys({{"topology.n", KeyType::kInt, "8", "processors",
                             "processors of the banyan: a power of two, 2..4096 (banyan)",
                             "banyan"}});

}  // namespace

Banyan::Banyan(int stages) : stages_(stages), n_(1 << stages) {
  if (stages < 1 || stages > kMaxStages) throw std::invalid_argument("Banyan: bad stage count");
}

std::string Banyan::description() const {
  return "banyan " + std::to_string(n_) + " (" + std::to_string(stages_) + " stage" +
         (stages_ > 1 ? "s" : "") + " of " + std::to_string(n_ / 2) + " 2x2 switches)";
}

int Banyan::neighbor(int sw, int port) const {
  if (sw < 0 || sw >= switch_count()) return -1;
  const int half = n_ / 2;
  if (sw < n_) {  // a processor's switch
    if (port == kOut0) return stage_switch(0, sw >> 1);
    if (port == kIn0) return stage_switch(stages_ - 1, sw >> 1);
    return -1;
  }
  const int stage = (sw - n_) / half;
  const int row = (sw - n_) % half;
  if (port == kOut0 || port == kOut1) {
    const int line = 2 * row + (port - kOut0);
    if (stage == stages_ - 1) return line;
    return stage_switch(stage + 1, interstage(stage, line) >> 1);
  }
  if (port == kIn0 || port == kIn1) {
    const int line = 2 * row + (port - kIn0);
    if (stage == 0) return line;
    return stage_switch(stage - 1, interstage(stage - 1, line) >> 1);  // tau is an involution
  }
  return -1;
}

int Banyan::peer_port(int sw, int port) const {
  const int half = n_ / 2;
  if (sw < n_) {
    if (port == kOut0) return kIn0 + (sw & 1);
    if (port == kIn0) return kOut0 + (sw & 1);
    return -1;
  }
  const int stage = (sw - n_) / half;
  const int row = (sw - n_) % half;
  if (port == kOut0 || port == kOut1) {
    if (stage == stages_ - 1) return kIn0;  // into the processor's switch
    return kIn0 + (interstage(stage, 2 * row + (port - kOut0)) & 1);
  }
  if (port == kIn0 || port == kIn1) {
    if (stage == 0) return kOut0;
    return kOut0 + (interstage(stage - 1, 2 * row + (port - kIn0)) & 1);
  }
  return -1;
}

// Each channel once, from its sending end: every processor's out0, then stage by stage, row by
// row, out0 before out1.
std::vector<LinkSpec> Banyan::links() const {
  std::vector<LinkSpec> result;
  result.reserve(size_t(n_) * size_t(stages_ + 1));
  for (int p = 0; p < n_; ++p)
    result.push_back({p, kOut0, neighbor(p, kOut0), peer_port(p, kOut0)});
  for (int s = 0; s < stages_; ++s) {
    for (int row = 0; row < n_ / 2; ++row) {
      const int sw = stage_switch(s, row);
      for (int port : {kOut0, kOut1}) {
        result.push_back({sw, port, neighbor(sw, port), peer_port(sw, port)});
      }
    }
  }
  return result;
}

std::string Banyan::node_name(int node) const {
  if (node < 0 || node >= n_) throw std::out_of_range("Banyan::node_name: bad node");
  return "n" + std::to_string(node);
}

std::string Banyan::switch_name(int sw) const {
  if (sw < n_) return node_name(sw);
  if (sw >= switch_count()) throw std::out_of_range("Banyan::switch_name: bad switch");
  const int half = n_ / 2;
  return "s" + std::to_string((sw - n_) / half) + "_" + std::to_string((sw - n_) % half);
}

std::string Banyan::port_name(int port) const {
  static const char* const kNames[] = {"out0", "out1", "in0", "in1", "local"};
  if (port < 0 || port > local_port()) throw std::out_of_range("Banyan::port_name: bad port");
  return kNames[port];
}

namespace {

std::unique_ptr<Topology> make_banyan(const Config& config) {
  const int max_nodes = 1 << Banyan::kMaxStages;
  const std::string reason = "must be a power of two in 2.." + std::to_string(max_nodes) +
                             " (log2 n stages of 2x2 switches)";
  const int n = config.int_in("topology.n", 2, max_nodes, reason);
  if (n & (n - 1)) config.fail("topology.n", reason + ", got " + std::to_string(n));
  int stages = 0;
  while ((1 << stages) < n) ++stages;
  return std::make_unique<Banyan>(stages);
}

}  // namespace

CCSIM_REGISTER_TOPOLOGY("banyan",
                        "banyan of topology.n processors: log2 n stages of 2x2 switches, "
                        "destination-tag self-routing",
                        make_banyan);

}  // namespace ccsim::net
