// Input files, pipes waited for aloud.
#include "util/input_file.h"

#include <fcntl.h>
#include <poll.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <iostream>

#include "base/errors.h"

namespace ccsim::tb {

namespace {

constexpr int kQuietWaitMs = 1000;

[[noreturn]] void fail(const std::string& key, const std::string& path, const std::string& why) {
  throw ConfigError(key, "cannot read '" + printable(path) + "': " + why);
}

// Waits until the pipe `fd` has data or its writer has gone (a read then returns at once),
// saying so, once, when that takes long. Before any writer has come, a read would return 0 as
// at the end: only poll() tells the two apart.
void wait_for_writer(int fd, const std::string& path, bool& announced) {
  pollfd p{fd, POLLIN, 0};
  int ready = 0;
  while ((ready = poll(&p, 1, kQuietWaitMs)) < 0 && errno == EINTR) {
  }
  if (ready != 0) return;
  if (!announced) {
    std::cerr << "ccsim: waiting for a writer on the named pipe '" << printable(path)
              << "' (Ctrl-C to stop)\n";
    announced = true;
  }
  while ((ready = poll(&p, 1, -1)) < 0 && errno == EINTR) {
  }
}

}  // namespace

std::string read_input_file(const std::string& path, const std::string& key) {
  struct stat st {};
  if (stat(path.c_str(), &st) != 0) fail(key, path, std::strerror(errno));
  if (S_ISDIR(st.st_mode)) throw ConfigError(key, "'" + printable(path) + "' is a directory");
  const bool pipe = S_ISFIFO(st.st_mode);
  if (!pipe && !S_ISREG(st.st_mode)) {
    throw ConfigError(key, "'" + printable(path) + "' is not a file ccsim can read text from");
  }
  // A pipe is opened without blocking (opening one blocks until a writer comes), then waited on.
  const int fd = open(path.c_str(), O_RDONLY | O_CLOEXEC | (pipe ? O_NONBLOCK : 0));
  if (fd < 0) fail(key, path, std::strerror(errno));
  std::string text;
  char buffer[65536];
  bool announced = false;
  for (;;) {
    if (pipe) wait_for_writer(fd, path, announced);
    const ssize_t n = read(fd, buffer, sizeof buffer);
    if (n > 0) {
      text.append(buffer, size_t(n));
    } else if (n == 0) {
      break;
    } else if (errno != EINTR && errno != EAGAIN) {
      const int error = errno;
      close(fd);
      fail(key, path, std::strerror(error));
    }
  }
  close(fd);
  return text;
}

}  // namespace ccsim::tb
