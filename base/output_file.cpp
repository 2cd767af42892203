// Output files: where the text goes (a temporary file beside the target, or the device in
// place), the write buffer that keeps the first error, and the commit.
#include "base/output_file.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <csignal>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <vector>

namespace ccsim {

namespace {

std::string cannot_write(const std::string& path, const std::string& reason) {
  return "cannot write '" + path + "': " + reason;
}

bool starts_with(const std::string& s, const char* prefix) { return s.rfind(prefix, 0) == 0; }

bool writable(const std::string& path) {
  return faccessat(AT_FDCWD, path.c_str(), W_OK, AT_EACCESS) == 0;
}

// How an output path is written.
struct Placement {
  bool in_place = false;  // a device or a path under /dev/ or /proc/: opened and appended to
  std::string target;     // the file a temporary file replaces (a symbolic link followed)
  bool exists = false;    // target exists (its permission bits are kept)
  mode_t mode = 0;
};

// Where `path` is written, or why it cannot be (cannot_write() text); opens nothing.
std::string place(const std::string& path, Placement& p) {
  if (path.empty()) return "no file name given";
  // Paths the system provides for open files and devices (/dev/stdout, /dev/fd/3) are never
  // replaced: a rename would move the open file's name, not write to it.
  const bool system_path = starts_with(path, "/dev/") || starts_with(path, "/proc/");
  struct stat st {};
  if (stat(path.c_str(), &st) != 0) {
    if (errno != ENOENT) return cannot_write(path, std::strerror(errno));
    p.target = path;
    struct stat link {};
    if (lstat(path.c_str(), &link) == 0 && S_ISLNK(link.st_mode)) {
      // A link to a file that does not exist yet: create the file it names.
      std::error_code ignored;
      const std::filesystem::path resolved = std::filesystem::weakly_canonical(path, ignored);
      if (!resolved.empty()) p.target = resolved.string();
    }
    return "";
  }
  if (S_ISDIR(st.st_mode)) return cannot_write(path, "it is a directory");
  if (S_ISCHR(st.st_mode) || (system_path && (S_ISREG(st.st_mode) || S_ISFIFO(st.st_mode)))) {
    p.in_place = true;
    return writable(path) ? "" : cannot_write(path, std::strerror(errno));
  }
  if (S_ISFIFO(st.st_mode)) {
    return cannot_write(path,
                        "it is a named pipe (a pipe nobody reads would block the run); outputs "
                        "are regular files or devices such as /dev/null");
  }
  if (!S_ISREG(st.st_mode)) {
    const std::string kind = S_ISSOCK(st.st_mode) ? "a socket" : "a block device";
    return cannot_write(
        path, "it is " + kind + "; outputs are regular files or devices such as /dev/null");
  }
  // A read-only file is not replaced behind its owner's back.
  if (!writable(path)) return cannot_write(path, std::strerror(errno));
  p.target = path;
  struct stat link {};
  if (lstat(path.c_str(), &link) == 0 && S_ISLNK(link.st_mode)) {
    std::error_code ignored;
    const std::filesystem::path resolved = std::filesystem::canonical(path, ignored);
    if (!resolved.empty()) p.target = resolved.string();
  }
  p.exists = true;
  p.mode = st.st_mode & 07777;
  return "";
}

// The template of a temporary file beside `target`: DIR/.NAME.XXXXXX.
std::vector<char> temp_template(const std::string& target) {
  const std::filesystem::path t(target);
  const std::filesystem::path dir = t.has_parent_path() ? t.parent_path() : ".";
  const std::string text = (dir / ("." + t.filename().string() + ".XXXXXX")).string();
  std::vector<char> name(text.begin(), text.end());
  name.push_back('\0');
  return name;
}

// The temporary files of the OutputFiles open, in a form a signal handler may read: a fixed
// table of names, a slot in use while its flag is set. Beyond the table, a file is not removed
// on a signal (it is still removed when its OutputFile is destroyed).
constexpr int kUnfinishedSlots = 32;
char g_unfinished[kUnfinishedSlots][4096];
volatile sig_atomic_t g_unfinished_used[kUnfinishedSlots];

int remember_unfinished(const std::string& temp) {
  if (temp.size() >= sizeof g_unfinished[0]) return -1;
  for (int i = 0; i < kUnfinishedSlots; ++i) {
    if (g_unfinished_used[i]) continue;
    std::memcpy(g_unfinished[i], temp.c_str(), temp.size() + 1);
    g_unfinished_used[i] = 1;
    return i;
  }
  return -1;
}

void forget_unfinished(int slot) {
  if (slot >= 0) g_unfinished_used[slot] = 0;
}

// Runs with the signal's default action restored (SA_RESETHAND) and the signal blocked, so the
// raise() ends the process as soon as the handler returns.
extern "C" void remove_unfinished_and_end(int sig) {
  const int saved = errno;
  for (int i = 0; i < kUnfinishedSlots; ++i) {
    if (g_unfinished_used[i]) unlink(g_unfinished[i]);
  }
  raise(sig);
  errno = saved;
}

mode_t new_file_mode() {
  const mode_t mask = umask(0);
  umask(mask);
  return 0666 & ~mask;
}

}  // namespace

// An ostream buffer over a file descriptor that keeps the first write error (errno) and drops
// what is written after it.
class OutputFile::Buffer : public std::streambuf {
 public:
  explicit Buffer(int fd) : fd_(fd), data_(1 << 16) { setp(data_.data(), data_.data() + size()); }
  int error() const { return error_; }

 protected:
  int_type overflow(int_type ch) override {
    if (!drain()) return traits_type::eof();
    if (!traits_type::eq_int_type(ch, traits_type::eof())) {
      *pptr() = traits_type::to_char_type(ch);
      pbump(1);
    }
    return traits_type::not_eof(ch);
  }
  int sync() override { return drain() ? 0 : -1; }

 private:
  std::ptrdiff_t size() const { return std::ptrdiff_t(data_.size()); }
  bool drain() {
    const char* p = pbase();
    size_t left = size_t(pptr() - pbase());
    while (left > 0 && error_ == 0) {
      const ssize_t n = ::write(fd_, p, left);
      if (n < 0 && errno == EINTR) continue;
      if (n <= 0) {
        error_ = n < 0 ? errno : EIO;
        break;
      }
      p += n;
      left -= size_t(n);
    }
    setp(data_.data(), data_.data() + size());
    return error_ == 0;
  }

  int fd_;
  int error_ = 0;
  std::vector<char> data_;
};

std::string output_path_problem(const std::string& path) {
  Placement p;
  const std::string problem = place(path, p);
  if (!problem.empty() || p.in_place) return problem;
  // A new file, or one replaced: a temporary file must be possible beside it.
  std::vector<char> name = temp_template(p.target);
  const int fd = mkostemp(name.data(), O_CLOEXEC);
  if (fd < 0) return cannot_write(path, std::strerror(errno));
  close(fd);
  unlink(name.data());
  return "";
}

bool output_in_place(const std::string& path) {
  Placement p;
  return place(path, p).empty() && p.in_place;
}

OutputFile::OutputFile(const std::string& path) : path_(path), out_(nullptr) {
  Placement p;
  const std::string problem = place(path, p);
  if (!problem.empty()) throw OutputError(problem);
  if (p.in_place) {
    // Without waiting: a pipe with no reader fails at once (ENXIO) instead of blocking.
    fd_ = open(path.c_str(), O_WRONLY | O_APPEND | O_NONBLOCK | O_NOCTTY | O_CLOEXEC);
    if (fd_ < 0) {
      if (errno == ENXIO) throw OutputError(cannot_write(path, "no process reads the pipe"));
      fail(errno);
    }
    fcntl(fd_, F_SETFL, fcntl(fd_, F_GETFL) & ~O_NONBLOCK);
  } else {
    target_ = p.target;
    std::vector<char> name = temp_template(target_);
    fd_ = mkostemp(name.data(), O_CLOEXEC);
    if (fd_ < 0) fail(errno);
    temp_ = name.data();
    slot_ = remember_unfinished(temp_);
    if (fchmod(fd_, p.exists ? p.mode : new_file_mode()) != 0) fail(errno);
  }
  buffer_ = std::make_unique<Buffer>(fd_);
  out_.rdbuf(buffer_.get());
}

OutputFile::~OutputFile() {
  if (fd_ >= 0) close(fd_);
  if (!committed_ && !temp_.empty()) unlink(temp_.c_str());
  forget_unfinished(slot_);
}

void OutputFile::fail(int error) { throw OutputError(cannot_write(path_, std::strerror(error))); }

void OutputFile::commit() {
  out_.flush();
  if (buffer_->error() != 0) fail(buffer_->error());
  if (!out_) fail(EIO);
  // On disk before the rename, so that the name never points at a file not yet written.
  if (!temp_.empty() && fsync(fd_) != 0 && errno != EINVAL) fail(errno);
  const int fd = fd_;
  fd_ = -1;
  if (close(fd) != 0 && errno != EINTR) fail(errno);
  if (!temp_.empty() && std::rename(temp_.c_str(), target_.c_str()) != 0) fail(errno);
  committed_ = true;
  forget_unfinished(slot_);
  slot_ = -1;
}

void remove_unfinished_outputs_on_signals() {
  for (int sig : {SIGINT, SIGTERM, SIGHUP}) {
    struct sigaction old {};
    sigaction(sig, nullptr, &old);
    if (old.sa_handler == SIG_IGN) continue;
    struct sigaction sa {};
    sa.sa_handler = remove_unfinished_and_end;
    sigemptyset(&sa.sa_mask);
    sa.sa_flags = SA_RESETHAND;
    sigaction(sig, &sa, nullptr);
  }
}

void write_output_file(const std::string& path, const std::string& text) {
  OutputFile file(path);
  file.stream() << text;
  file.commit();
}

}  // namespace ccsim
