// Compiled alone (its own library), so that a new commit recompiles this file only.
#include "util/build_version.h"

#ifndef CCSIM_VERSION
#define CCSIM_VERSION "unknown"
#endif

namespace ccsim::tb {

const char* build_version() { return CCSIM_VERSION; }

}  // namespace ccsim::tb
