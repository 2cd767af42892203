// Wormhole switch behaviour per cycle: credits, sync gate, allocation, traversal, arrivals.
#include "net/switch_core.h"

#include <sstream>

#include "net/errors.h"

namespace ccsim::net {

SwitchCore::SwitchCore(const SwitchParams& params, std::string name,
                       std::vector<std::string> port_names)
    : params_(params),
      name_(std::move(name)),
      port_names_(std::move(port_names)),
      ports_(int(port_names_.size())),
      vcs_(params.num_vcs),
      inputs_(size_t(ports_ * vcs_)),
      outputs_(size_t(ports_)),
      input_links_(size_t(ports_)),
      gate_(ports_) {
  for (auto& in : inputs_) in.queue = RingBuffer<Flit>(size_t(params.queue_depth));
  for (auto& out : outputs_) {
    out.vcs.resize(size_t(vcs_));
    for (auto& ovc : out.vcs) ovc.arbiter = RoundRobinArbiter(ports_ * vcs_);
    out.vc_arbiter = RoundRobinArbiter(vcs_);
  }
}

void SwitchCore::connect(int port, LinkEnd end, int downstream_depth) {
  input_links_[size_t(port)] = end;
  outputs_[size_t(port)].link = end;
  for (auto& ovc : outputs_[size_t(port)].vcs) ovc.credits = downstream_depth;
}

void SwitchCore::tick(Cycle now) {
  for (int p = 0; p < ports_; ++p) {
    const LinkEnd& end = outputs_[size_t(p)].link;
    if (!end.connected()) continue;
    uint8_t vc;
    while (end.link->receive_credit(end.end, now, vc)) ++outputs_[size_t(p)].vcs[vc].credits;
  }
  if (params_.sync_enabled) gate_.evaluate();
  allocate(now);
  traverse(now);
  accept_arrivals(now);
}

bool SwitchCore::header_blocked(int input) const {
  const int port = input / vcs_;
  const int vc = input % vcs_;
  if (vc != params_.sync_pool_vc) return false;
  const InputUnit& in = inputs_[size_t(input)];
  if (in.stop_enabled && !in.go) return true;
  return params_.sync_enabled && gate_.blocks_header(port);
}

void SwitchCore::allocate(Cycle now) {
  // Requests per output VC, as bit masks over input indices.
  uint64_t requests[kMaxPorts * kMaxVcs];
  bool any = false;
  const int n_out = ports_ * vcs_;
  for (int o = 0; o < n_out; ++o) requests[o] = 0;
  for (int i = 0; i < int(inputs_.size()); ++i) {
    const InputUnit& in = inputs_[size_t(i)];
    if (in.bound || in.queue.empty()) continue;
    const Flit& f = in.queue.front();
    if (f.kind != FlitKind::kHead || !is_route_word(f.data)) {
      throw SimulationError(name_ + " input " + port_names_[size_t(i / vcs_)] + " vc" +
                            std::to_string(i % vcs_) +
                            ": a message must start with a route word, found " +
                            to_string(f.kind) + " word 0x" + std::to_string(f.data));
    }
    if (header_blocked(i)) continue;
    const RouteSegment seg = decode_segment(f.data);
    if (seg.port >= ports_ || seg.vc >= vcs_ || !outputs_[seg.port].link.connected() ||
        seg.hops == 0) {
      throw SimulationError(name_ + " input " + port_names_[size_t(i / vcs_)] +
                            ": route word names port " + std::to_string(seg.port) + " vc " +
                            std::to_string(seg.vc) + " hops " + std::to_string(seg.hops) +
                            ", which this switch does not have");
    }
    requests[index(seg.port, seg.vc)] |= uint64_t(1) << i;
    any = true;
  }
  if (!any) return;
  for (int o = 0; o < n_out; ++o) {
    if (!requests[o]) continue;
    OutputVc& ovc = outputs_[size_t(o / vcs_)].vcs[size_t(o % vcs_)];
    if (ovc.owner >= 0) continue;
    const int winner = ovc.arbiter.pick(requests[o]);
    InputUnit& in = inputs_[size_t(winner)];
    const RouteSegment seg = decode_segment(in.queue.front().data);
    ovc.owner = winner;
    in.bound = true;
    in.out_port = uint8_t(o / vcs_);
    in.out_vc = uint8_t(o % vcs_);
    in.go = false;
    if (seg.hops == 1) {
      pop_input(winner, now);  // this leg ends here: the word is consumed
      in.segment_pending = false;
    } else {
      in.segment_pending = true;
    }
  }
}

void SwitchCore::pop_input(int input, Cycle now) {
  InputUnit& in = inputs_[size_t(input)];
  in.queue.pop();
  in.popped_at = now;
  const LinkEnd& up = input_links_[size_t(input / vcs_)];
  up.link->send_credit(up.end, uint8_t(input % vcs_), now);
}

void SwitchCore::traverse(Cycle now) {
  for (int p = 0; p < ports_; ++p) {
    OutputPort& out = outputs_[size_t(p)];
    if (!out.link.connected()) continue;
    uint64_t ready = 0;
    for (int v = 0; v < vcs_; ++v) {
      const OutputVc& ovc = out.vcs[size_t(v)];
      if (ovc.owner < 0 || ovc.credits <= 0) continue;
      const InputUnit& in = inputs_[size_t(ovc.owner)];
      if (in.queue.empty() || in.popped_at == now) continue;
      ready |= uint64_t(1) << v;
    }
    if (!ready || !out.link.link->can_send(out.link.end, now)) continue;
    const int v = out.vc_arbiter.pick(ready);
    OutputVc& ovc = out.vcs[size_t(v)];
    const int input = ovc.owner;
    InputUnit& in = inputs_[size_t(input)];
    Flit flit = in.queue.front();
    if (in.segment_pending) {
      RouteSegment seg = decode_segment(flit.data);
      --seg.hops;
      flit.data = encode_segment(seg);
      in.segment_pending = false;
    }
    flit.vc = uint8_t(v);
    pop_input(input, now);
    out.link.link->send(out.link.end, flit, now);
    --ovc.credits;
    ++words_forwarded_;
    if (flit.kind == FlitKind::kTail) {
      ovc.owner = -1;
      in.bound = false;
      ++tails_passed_;
      if (input % vcs_ == params_.sync_pool_vc) {
        const int port = input / vcs_;
        if (params_.sync_enabled) gate_.tail_left(port);
        if (in.stop_enabled) in.passed_tail = true;
      }
    }
  }
}

void SwitchCore::accept_arrivals(Cycle now) {
  for (int p = 0; p < ports_; ++p) {
    const LinkEnd& end = input_links_[size_t(p)];
    if (!end.connected()) continue;
    Flit flit;
    while (end.link->receive(end.end, now, flit)) {
      if (flit.vc >= vcs_) {
        throw SimulationError(name_ + " input " + port_names_[size_t(p)] + ": word on vc " +
                              std::to_string(flit.vc) + " but the switch has " +
                              std::to_string(vcs_));
      }
      InputUnit& in = inputs_[size_t(index(p, flit.vc))];
      if (in.queue.full()) {
        throw SimulationError(name_ + " input " + port_names_[size_t(p)] + " vc" +
                              std::to_string(flit.vc) + ": queue overflow (credit protocol broken)");
      }
      in.queue.push(flit);
    }
  }
}

void SwitchCore::set_stop_not_in_message(uint32_t port_mask) {
  for (int p = 0; p < ports_; ++p) {
    InputUnit& in = inputs_[size_t(index(p, params_.sync_pool_vc))];
    in.stop_enabled = (port_mask >> p) & 1;
    in.go = false;
    in.passed_tail = false;
  }
}

void SwitchCore::forward(uint32_t port_mask) {
  for (int p = 0; p < ports_; ++p) {
    if (!((port_mask >> p) & 1)) continue;
    InputUnit& in = inputs_[size_t(index(p, params_.sync_pool_vc))];
    in.go = true;
    in.passed_tail = false;
  }
}

bool SwitchCore::queues_stopped(uint32_t port_mask) const {
  for (int p = 0; p < ports_; ++p) {
    if (!((port_mask >> p) & 1)) continue;
    const InputUnit& in = inputs_[size_t(index(p, params_.sync_pool_vc))];
    if (!in.passed_tail || in.bound) return false;
  }
  return true;
}

bool SwitchCore::quiet() const {
  for (const auto& in : inputs_) {
    if (in.bound || !in.queue.empty()) return false;
  }
  return true;
}

SwitchCore::InputState SwitchCore::input_state(int port, int vc) const {
  const InputUnit& in = inputs_[size_t(index(port, vc))];
  return InputState{uint32_t(in.queue.size()), in.bound ? 1u : 0u, in.out_port, in.out_vc};
}

int SwitchCore::output_vc_owner(int port, int vc) const {
  return outputs_[size_t(port)].vcs[size_t(vc)].owner;
}

int SwitchCore::output_credits(int port, int vc) const {
  return outputs_[size_t(port)].vcs[size_t(vc)].credits;
}

std::string SwitchCore::describe_blocked(Cycle now) const {
  (void)now;
  std::ostringstream os;
  for (int i = 0; i < int(inputs_.size()); ++i) {
    const InputUnit& in = inputs_[size_t(i)];
    if (!in.bound && in.queue.empty()) continue;
    const int port = i / vcs_;
    const int vc = i % vcs_;
    os << "  " << name_ << ".in_" << port_names_[size_t(port)] << "_vc" << vc << ": "
       << in.queue.size() << " word(s) queued";
    if (!in.queue.empty()) {
      const Flit& f = in.queue.front();
      os << ", front " << to_string(f.kind);
      if (f.kind == FlitKind::kHead && is_route_word(f.data)) {
        const RouteSegment s = decode_segment(f.data);
        os << " (route " << port_names_[s.port < ports_ ? s.port : 0] << " x"
           << int(s.hops) << " vc" << int(s.vc) << ")";
      }
    }
    if (in.bound) {
      const OutputVc& ovc = outputs_[in.out_port].vcs[in.out_vc];
      os << "; holds output " << port_names_[in.out_port] << " vc" << int(in.out_vc);
      if (in.queue.empty()) {
        os << ", waits for words from upstream";
      } else if (ovc.credits <= 0) {
        os << ", waits for a credit from downstream";
      } else {
        os << ", waits for the link";
      }
    } else if (!in.queue.empty()) {
      const Flit& f = in.queue.front();
      if (header_blocked(i)) {
        if (in.stop_enabled && !in.go) {
          os << "; stopped (NotInMessage), waits for forward()";
        } else {
          os << "; sync gate holds the header (sticky bits 0x" << std::hex << gate_.bits()
             << ", mask 0x" << gate_.mask() << std::dec << ")";
        }
      } else if (is_route_word(f.data)) {
        const RouteSegment s = decode_segment(f.data);
        const int owner = outputs_[s.port].vcs[s.vc].owner;
        os << "; waits for output " << port_names_[s.port] << " vc" << int(s.vc);
        if (owner >= 0) {
          os << " held by in_" << port_names_[size_t(owner / vcs_)] << "_vc" << owner % vcs_;
        }
      }
    }
    os << "\n";
  }
  return os.str();
}

}  // namespace ccsim::net
