// The switch's cold code: what each queue and each part's storage waits for when the watchdog
// stops a run, and the errors that stop one at a protocol violation.
#include <sstream>

#include "base/errors.h"
#include "net/switch/switch_core.h"

namespace ccsim::net {

namespace {
std::string hex_word(uint32_t word) {
  std::ostringstream os;
  os << "0x" << std::hex << word;
  return os.str();
}
}  // namespace

std::string SwitchCore::input_name(int input) const {
  return name_ + " input " + port_names_[size_t(input / vcs_)] + " vc" +
         std::to_string(input % vcs_);
}

std::string SwitchCore::holder_name(int owner) const {
  if (owner >= kBufferOwner) return parts_[size_t(owner - kBufferOwner)]->output_holder_name();
  return "in_" + port_names_[size_t(owner / vcs_)] + "_vc" + std::to_string(owner % vcs_);
}

std::string SwitchCore::describe_blocked(Cycle now) const {
  (void)now;
  std::ostringstream os;
  for (int i = 0; i < int(inputs_.size()); ++i) {
    const InputUnit& in = inputs_[size_t(i)];
    const bool held = in.bound || (bound_ >> i & 1);  // a part may hold an input, no output
    if (!held && in.queue.empty()) continue;
    const int port = i / vcs_;
    const int vc = i % vcs_;
    os << "  " << name_ << ".in_" << port_names_[size_t(port)] << "_vc" << vc << ": "
       << in.queue.size() << " word(s) queued";
    if (!in.queue.empty()) {
      const Flit& f = in.queue.front().flit;
      os << ", front " << to_string(f.kind);
      const uint32_t code = f.kind == FlitKind::kHead ? addition_word_code(f.data) : 0;
      if (code && part_for_code_[code]) {
        os << " (" << part_for_code_[code]->head_text(f) << ")";
      } else if (f.kind == FlitKind::kHead && is_route_word(f.data)) {
        const RouteSegment s = route_words_.head_segment(f);
        os << " (route " << port_names_[s.port < ports_ ? s.port : 0] << " x" << int(s.hops)
           << " vc" << int(s.vc) << ")";
      }
    }
    if (held && describe_part_input(i, os)) {
      // a part's worm: the part said what it waits for
    } else if (in.bound) {
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
      describe_waiting_head(i, in.queue.front().flit, os);
    }
    os << "\n";
  }
  for (const auto& part : parts_) os << part->describe_storage(*this);
  return os.str();
}

bool SwitchCore::describe_part_input(int input, std::ostream& os) const {
  for (const auto& part : parts_) {
    if (part->describe_input(*this, input, os)) return true;
  }
  return false;
}

// An unbound input's front word: what holds the header back.
void SwitchCore::describe_waiting_head(int input, const Flit& f, std::ostream& os) const {
  const InputUnit& in = inputs_[size_t(input)];
  if (header_blocked(input)) {
    if (in.stopped()) {
      os << "; stopped (NotInMessage), waits for forward()";
    } else {
      os << "; sync gate holds the header (sticky bits 0x" << std::hex << gate_.bits()
         << ", mask 0x" << gate_.mask() << std::dec << ")";
    }
  } else if (const uint32_t code = addition_word_code(f.data); code && part_for_code_[code]) {
    part_for_code_[code]->describe_waiting_head(*this, f, os);
  } else if (is_route_word(f.data)) {
    const RouteSegment s = route_words_.head_segment(f);
    if (class_size_ == 1) {
      const int owner = outputs_[s.port].vcs[s.vc].owner;
      os << "; waits for output " << port_names_[s.port] << " vc" << int(s.vc);
      if (owner >= 0) os << " held by " << holder_name(owner);
    } else {
      // A class of VCs: every one of them is held (or the head would have taken it).
      const int first = s.vc * class_size_;
      os << "; waits for output " << port_names_[s.port] << " vc" << first << ".."
         << first + class_size_ - 1;
      const char* separator = " held by";
      for (int v = first; v < first + class_size_ && v < vcs_; ++v) {
        const int owner = outputs_[s.port].vcs[size_t(v)].owner;
        if (owner < 0) continue;
        os << separator << " " << holder_name(owner);
        separator = ",";
      }
    }
  }
}

void SwitchCore::reject_header(int input) const {
  const Flit& f = inputs_[size_t(input)].queue.front().flit;
  const std::string where = input_name(input);
  if (f.kind != FlitKind::kHead || !is_route_word(f.data)) {
    throw SimulationError(where + ": a message must start with a route word, found " +
                          to_string(f.kind) + " word " + hex_word(f.data));
  }
  if (const uint32_t code = addition_word_code(f.data); code && !parts_.empty()) {
    throw SimulationError(where + ": head word " + hex_word(f.data) +
                          " starts a worm of the hardware addition with code " +
                          std::to_string(code) + ", which this switch does not have on");
  }
  if (route_words_.in_head() && route_words_.head_segment(f).hops == 0) {
    throw SimulationError(where + ": head word " + hex_word(f.data) + " (leg " +
                          std::to_string(f.leg) + ", " + std::to_string(f.leg_hops) +
                          " hops done) names no route leg here");
  }
  const RouteSegment seg = route_words_.head_segment(f);
  throw SimulationError(where + ": route word names port " + std::to_string(seg.port) + " vc " +
                        std::to_string(seg.vc) + " hops " + std::to_string(seg.hops) +
                        ", which this switch does not have");
}

// Out of line so that deliver(), run once per word hop, stays a leaf without string code.
void SwitchCore::reject_delivery(int port, const Flit& flit) const {
  if (flit.vc >= vcs_) {
    throw SimulationError(name_ + " input " + port_names_[size_t(port)] + ": word on vc " +
                          std::to_string(flit.vc) + " but the switch has " + std::to_string(vcs_));
  }
  throw SimulationError(name_ + " input " + port_names_[size_t(port)] + " vc" +
                        std::to_string(flit.vc) + ": queue overflow (credit protocol broken)");
}

}  // namespace ccsim::net
