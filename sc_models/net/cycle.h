// Simulated time: the number of a rising clock edge. The one definition every layer shares.
#pragma once

#include <cstdint>

namespace ccsim::net {

using Cycle = uint64_t;

}  // namespace ccsim::net
