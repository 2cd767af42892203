// Route words: every segment the switches can be asked for survives encoding, and a route
// word is told from an info word by its flag alone. Brute force over every port, VC and hop
// count the route word can hold.
#include <gtest/gtest.h>

#include "net/flit.h"

namespace ccsim::net {
namespace {

TEST(RouteWord, EncodesEveryPortVcAndHopCount) {
  for (int port = 0; port < kMaxPorts; ++port) {
    for (int vc = 0; vc < kMaxVcs; ++vc) {
      for (int hops : {1, 2, 17, kMaxHops}) {
        const RouteSegment s{uint8_t(port), uint8_t(hops), uint8_t(vc)};
        const uint32_t word = encode_segment(s);
        ASSERT_TRUE(is_route_word(word));
        ASSERT_EQ(decode_segment(word), s) << "port " << port << " vc " << vc << " hops " << hops;
      }
    }
  }
}

TEST(RouteWord, PortsBelowSixteenLeaveTheBitsTheRtlIgnoresClear) {
  // The switch RTL (built for 5 ports) decodes the low 16 bits and the port extension; a
  // word for a port below 16 must look to it exactly as before the extension existed.
  for (int port = 0; port < 16; ++port) {
    const uint32_t word = encode_segment(RouteSegment{uint8_t(port), 3, 2});
    EXPECT_EQ(word & 0x7FFF0000u, 0u) << "port " << port;
  }
  EXPECT_NE(encode_segment(RouteSegment{16, 1, 0}) & 0x30000u, 0u);
}

TEST(RouteWord, InfoWordsNeverReadAsRoutes) {
  EXPECT_FALSE(is_route_word(make_info0(0xFFFF, 0x7FFF)));
  EXPECT_FALSE(is_route_word(0x7FFFFFFFu));
}

}  // namespace
}  // namespace ccsim::net
