// Words on a link and the source-route encoding that switches decode.
//
// A link carries one 32-bit word per slot with a kind tag (head, body, tail) and the virtual
// channel it travels on as sideband. A message is: route words (head), two info words (head),
// data words (body), one trailer (tail). Switches know nothing of topology: the route words
// carry segments of (output port, hop count, virtual channel) and are consumed on the way.
//
// Segment semantics (the contract the RTL twin implements too): at a switch, an unbound input
// whose front word is a route segment (port, hops, vc) binds to output (port, vc). If hops > 1
// the word leaves with hops - 1, so the next switch goes on straight through the same port;
// if hops == 1 the word is dropped here and the next switch decodes the next segment. The
// last segment names the ejection port with hops == 1, so the destination sees only the info
// words, the data and the trailer.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace ccsim::net {

enum class FlitKind : uint8_t { kHead = 0, kBody = 1, kTail = 2 };

struct Flit {
  uint32_t data = 0;
  FlitKind kind = FlitKind::kBody;
  uint8_t vc = 0;  // virtual channel on the link this word crosses (sideband, not data)
  // switch.route_words = head only, on the head word: the leg of the route the packet is on and
  // the hops done on it (sideband of a wide head flit; see kRouteHandleFlag).
  uint8_t leg = 0;
  uint8_t leg_hops = 0;
};

// One leg of a source route: leave through `port` on virtual channel `vc` and go on straight
// for `hops` links in all (the ejection leg uses hops == 1).
struct RouteSegment {
  uint8_t port = 0;
  uint8_t hops = 1;
  uint8_t vc = 0;
  bool operator==(const RouteSegment& o) const {
    return port == o.port && hops == o.hops && vc == o.vc;
  }
};

using SourceRoute = std::vector<RouteSegment>;

// Field limits of the route word: bit 31 set marks a route word; info words keep it clear.
// Bits 0-3 hold the port's low four bits, 4-11 the hops, 12-15 the VC, 16-17 the port's high
// two bits (ports 16-63: a d-cube's pairs of channels). The switch RTL decodes bits 0-15
// only; it is built for 5 ports, whose words leave bits 16-17 zero.
constexpr uint32_t kRouteFlag = 1u << 31;
constexpr int kMaxPorts = 64;
constexpr int kMaxHops = 255;
constexpr int kMaxVcs = 16;

// A set of switch ports, bit p for port p (stop conditions, sync masks, busy outputs).
using PortMask = uint64_t;
static_assert(kMaxPorts <= 64, "a PortMask holds every port");

constexpr uint32_t encode_segment(RouteSegment s) {
  return kRouteFlag | (uint32_t(s.port >> 4 & 0x3) << 16) | (uint32_t(s.vc & 0xF) << 12) |
         (uint32_t(s.hops) << 4) | uint32_t(s.port & 0xF);
}
constexpr bool is_route_word(uint32_t word) { return (word & kRouteFlag) != 0; }
constexpr RouteSegment decode_segment(uint32_t word) {
  return RouteSegment{uint8_t((word & 0xF) | ((word >> 16 & 0x3) << 4)),
                      uint8_t((word >> 4) & 0xFF), uint8_t((word >> 12) & 0xF)};
}

// switch.route_words = head: a message has one route word, its head, that carries the whole
// route: bits 31 and 30 set, the route's number in the machine's RouteTable in bits 0-28, and
// (Flit::leg, Flit::leg_hops) as sideband, as a router's head flit carries its destination.
// Each switch decodes the current leg and advances the sideband as the head leaves; the one
// that takes the last leg (the ejection) sets bit 29, spent, and the destination skips the word.
constexpr uint32_t kRouteHandleFlag = 1u << 30;
constexpr uint32_t kRouteSpentFlag = 1u << 29;
constexpr uint32_t kMaxRouteHandles = 1u << 29;
constexpr int kMaxLegs = 255;  // Flit::leg
constexpr uint32_t encode_route_handle(uint32_t id) {
  return kRouteFlag | kRouteHandleFlag | (id & (kMaxRouteHandles - 1));
}
constexpr bool is_route_handle(uint32_t word) {
  return (word & (kRouteFlag | kRouteHandleFlag)) == (kRouteFlag | kRouteHandleFlag);
}
constexpr uint32_t route_handle_id(uint32_t word) { return word & (kMaxRouteHandles - 1); }
constexpr bool route_handle_spent(uint32_t word) { return (word & kRouteSpentFlag) != 0; }

// A hardware addition's own worm (net/switch/switch_part.h): its head word has bit 31 set, bit
// 30 clear (neither a route handle nor, with bits 28-29 not both clear, a segment, whose bits
// 18-30 are clear) and the addition's code in bits 28-29; the rest is the addition's. The switch
// hands the worm to the part of the addition that owns the code; the destination skips the word.
constexpr int kAdditionWordCodes = 4;  // codes 1..3; 0: not an addition's word
constexpr uint32_t addition_word_code(uint32_t word) {
  return (word & (kRouteFlag | kRouteHandleFlag)) == kRouteFlag ? (word >> 28) & 3 : 0;
}
constexpr uint32_t addition_word(uint32_t code, uint32_t payload) {
  return kRouteFlag | (code & 3) << 28 | (payload & ((1u << 28) - 1));
}

// switch.bcast_pattern: a broadcast worm's one head word, the broadcast relay's addition word
// (code 1, bits 28-29 = 01), the source node in bits 0-15 and the worm's length in words (this
// word, the info words, the data, the trailer) in bits 16-27. It passes every switch unchanged:
// each looks the source up in its relay table and needs the length to admit the whole worm
// (docs/switch.md). The destination skips it.
constexpr uint32_t kBroadcastWordCode = 1;
constexpr uint32_t kMaxBroadcastSources = 1u << 16;
constexpr uint32_t kMaxBroadcastWords = (1u << 12) - 1;
constexpr uint32_t encode_broadcast(uint32_t source, uint32_t worm_words) {
  return addition_word(kBroadcastWordCode, ((worm_words & kMaxBroadcastWords) << 16) |
                                               (source & (kMaxBroadcastSources - 1)));
}
constexpr bool is_broadcast_word(uint32_t word) {
  return addition_word_code(word) == kBroadcastWordCode;
}
constexpr uint32_t broadcast_source(uint32_t word) { return word & (kMaxBroadcastSources - 1); }
constexpr uint32_t broadcast_worm_words(uint32_t word) { return (word >> 16) & kMaxBroadcastWords; }

// Info words that follow the route (software convention, opaque to switches):
// word 0 = source node id (bits 0..15) and tag (bits 16..30); word 1 = deposit word address.
constexpr int kInfoWords = 2;
constexpr uint32_t make_info0(uint32_t source, uint32_t tag) {
  return (source & 0xFFFF) | ((tag & 0x7FFF) << 16);
}
constexpr uint32_t info0_source(uint32_t w) { return w & 0xFFFF; }
constexpr uint32_t info0_tag(uint32_t w) { return (w >> 16) & 0x7FFF; }

std::string to_string(FlitKind kind);
std::string to_string(const SourceRoute& route);

}  // namespace ccsim::net
