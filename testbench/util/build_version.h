// The version of this build: `git describe` of the tree it was built from ("1b552ca", with
// "-dirty" when the tree had changes), or "unknown" outside a git checkout.
#pragma once

namespace ccsim::tb {

const char* build_version();

}  // namespace ccsim::tb
