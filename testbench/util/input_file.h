// Reading a file the user names as input (--config, --reference), whole, before it is parsed.
//
// A named pipe (or a pipe given as /dev/fd/N, as a shell's <(...) gives it) is read like a
// file; when nothing has been written to it within a second, ccsim says on stderr that it waits
// for a writer, so that a pipe nobody writes to is visible instead of a silent hang.
#pragma once

#include <string>

namespace ccsim::tb {

// The text of `path`. ConfigError naming `key` (the flag) when it cannot be read, is a
// directory or another kind of file that holds no text (a socket, a device).
std::string read_input_file(const std::string& path, const std::string& key);

}  // namespace ccsim::tb
