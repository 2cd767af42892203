// Printable names of words and routes, for diagnostics.
#include "net/flit.h"

#include <sstream>

namespace ccsim::net {

std::string to_string(FlitKind kind) {
  switch (kind) {
    case FlitKind::kHead:
      return "head";
    case FlitKind::kBody:
      return "body";
    case FlitKind::kTail:
      return "tail";
  }
  return "?";
}

std::string to_string(const SourceRoute& route) {
  std::ostringstream os;
  for (size_t i = 0; i < route.size(); ++i) {
    os << (i ? " " : "") << "(p" << int(route[i].port) << " x" << int(route[i].hops) << " vc"
       << int(route[i].vc) << ")";
  }
  return os.str();
}

}  // namespace ccsim::net
