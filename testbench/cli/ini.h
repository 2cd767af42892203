// INI files of configuration keys: `key = VALUE` under `[section]` sets section.key.
//
// Comments start with '#' anywhere or with ';' at the start of a line or after whitespace, so a
// string value cannot contain '#' or " ;". A UTF-8 byte-order mark is skipped. Each value gets
// the origin "FILE:LINE"; an unknown key, a malformed line or a bad value is a ConfigError
// naming the key (or the file and line).
#pragma once

#include <istream>
#include <string>

#include "base/config.h"

namespace ccsim::tb {

// Applies the INI file at `path` to `config`. A missing, unreadable file or a directory is a
// ConfigError naming the path; a named pipe is read as util/input_file.h says.
void read_ini_file(const std::string& path, Config& config);
// The defaults with the keys of the INI file at `path` applied.
Config read_config_file(const std::string& path);
// The same from a stream named `name` in origins and errors.
void read_ini(std::istream& in, const std::string& name, Config& config);

}  // namespace ccsim::tb
