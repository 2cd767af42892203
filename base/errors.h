// Exceptions that carry context to main(), which prints them on one line and sets the exit code.
//
// ConfigError: bad input found before simulation (exit 2); its message names the key.
// SimulationError: a run that failed, such as a deadlock or a data mismatch (exit 1).
#pragma once

#include <cstdio>
#include <stdexcept>
#include <string>

namespace ccsim {

// `text` as a message may echo it: control characters and bytes that are not UTF-8 as \xNN
// (\r, \n, \t by name), and at most `max_bytes` of it, the rest summarized by its length, so
// that whatever a user typed or a file held prints as one readable line.
inline std::string printable(const std::string& text, size_t max_bytes = 80) {
  std::string out;
  size_t i = 0;
  for (; i < text.size() && i < max_bytes; ++i) {
    const unsigned char c = static_cast<unsigned char>(text[i]);
    // The length of a well-formed UTF-8 sequence starting here, 0 if there is none.
    size_t length = c < 0x80             ? 1
                    : (c & 0xE0) == 0xC0 ? 2
                    : (c & 0xF0) == 0xE0 ? 3
                    : (c & 0xF8) == 0xF0 ? 4
                                         : 0;
    for (size_t k = 1; k < length; ++k) {
      if (i + k >= text.size() || (static_cast<unsigned char>(text[i + k]) & 0xC0) != 0x80) {
        length = 0;
      }
    }
    if (c == '\n' || c == '\r' || c == '\t') {
      out += c == '\n' ? "\\n" : c == '\r' ? "\\r" : "\\t";
    } else if (length == 0 || c < 0x20 || c == 0x7F) {
      char escaped[8];
      std::snprintf(escaped, sizeof escaped, "\\x%02X", c);
      out += escaped;
    } else {
      out.append(text, i, length);
      i += length - 1;
    }
  }
  if (i < text.size()) out += "... (" + std::to_string(text.size()) + " bytes)";
  return out;
}

// Keys of errors are sometimes file paths: they get more room than echoed values.
inline std::string printable_key(const std::string& key) { return printable(key, 256); }

class ConfigError : public std::runtime_error {
 public:
  // The key is shown printable (a key typed by a user may hold anything); the reason's own
  // echoes of user text use printable() where they are made.
  ConfigError(const std::string& key, const std::string& reason)
      : std::runtime_error(key.empty() ? reason : printable_key(key) + ": " + reason), key_(key) {}
  const std::string& key() const { return key_; }

 private:
  std::string key_;
};

class SimulationError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

}  // namespace ccsim
