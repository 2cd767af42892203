// Compiled alone (its own library), so that a new commit recompiles this file only. The
// version comes from build_version.inc, which the build rewrites when `git describe` changes.
#include "util/build_version.h"

#include "build_version.inc"

namespace ccsim::tb {

const char* build_version() { return CCSIM_VERSION; }

}  // namespace ccsim::tb
