// FST writer: fstapi writes a private, already unlinked file; close() copies it into place.
#include "trace/fst_writer.h"

#include <fcntl.h>
#include <unistd.h>

#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <vector>

#include "fstapi.h"

namespace ccsim::trace {

namespace {

std::string cannot_write(const std::string& path, const std::string& reason) {
  return "cannot write '" + path + "': " + reason;
}

}  // namespace

FstWriter::FstWriter(const std::string& path, uint64_t first_cycle, uint64_t last_cycle,
                     const Timescale& timescale)
    : TraceWriter(first_cycle, last_cycle, timescale), file_(path) {
  // fstapi opens its file by name and makes NAME.hier beside it: both go into a directory of
  // our own (mode 0700, so no other user can place a link there), which is removed as soon as
  // fstapi holds them open.
  const char* tmp = std::getenv("TMPDIR");
  std::string dir = std::string(tmp != nullptr && *tmp ? tmp : "/tmp") + "/ccsim-fst-XXXXXX";
  std::vector<char> name(dir.begin(), dir.end());
  name.push_back('\0');
  if (mkdtemp(name.data()) == nullptr) throw OutputError(cannot_write(dir, std::strerror(errno)));
  dir = name.data();
  const std::string inner = dir + "/trace.fst";
  fst_ = fstWriterCreate(inner.c_str(), /*use_compressed_hier=*/1);
  const int error = errno;
  if (fst_ != nullptr) written_fd_ = open(inner.c_str(), O_RDONLY | O_CLOEXEC);
  unlink(inner.c_str());
  unlink((inner + ".hier").c_str());
  rmdir(dir.c_str());
  if (fst_ == nullptr || written_fd_ < 0) {
    throw OutputError(cannot_write(inner, std::strerror(fst_ == nullptr ? error : errno)));
  }
  // LZ4, as Verilator's FST traces: fast enough to write every cycle.
  fstWriterSetPackType(fst_, FST_WR_PT_LZ4);
  fstWriterSetTimescale(fst_, timescale.exponent);
  fstWriterSetVersion(fst_, "ccsim");
  // No date: two runs of one configuration give the same file.
  fstWriterSetDate(fst_, "");
}

FstWriter::~FstWriter() {
  if (fst_ != nullptr) fstWriterClose(fst_);
  if (written_fd_ >= 0) ::close(written_fd_);
}

void FstWriter::declare() {
  handles_.resize(signals().size());
  walk_scopes(
      [this](const std::string& scope) {
        fstWriterSetScope(fst_, FST_ST_VCD_MODULE, scope.c_str(), nullptr);
      },
      [this] { fstWriterSetUpscope(fst_); },
      [this](size_t i, const std::string& leaf) {
        const int width = signals()[i].width;
        const std::string name = width > 1 ? leaf + " [" + std::to_string(width - 1) + ":0]" : leaf;
        handles_[i] = fstWriterCreateVar(fst_, FST_VT_VCD_WIRE, FST_VD_IMPLICIT, uint32_t(width),
                                         name.c_str(), 0);
      });
}

void FstWriter::time_change(uint64_t time) { fstWriterEmitTimeChange(fst_, time); }

void FstWriter::value_change(size_t index, uint64_t value) {
  const uint32_t width = uint32_t(signals()[index].width);
  if (width <= 32) {
    fstWriterEmitValueChange32(fst_, handles_[index], width, uint32_t(value));
  } else {
    fstWriterEmitValueChange64(fst_, handles_[index], width, value);
  }
}

void FstWriter::close(uint64_t time) {
  fstWriterEmitTimeChange(fst_, time);
  fstWriterClose(fst_);
  fst_ = nullptr;
  std::ostream& out = file_.stream();
  std::vector<char> buffer(1 << 16);
  if (lseek(written_fd_, 0, SEEK_SET) != 0) {
    throw OutputError(cannot_write(file_.path(), std::strerror(errno)));
  }
  for (;;) {
    const ssize_t n = read(written_fd_, buffer.data(), buffer.size());
    if (n < 0 && errno == EINTR) continue;
    if (n < 0) throw OutputError(cannot_write(file_.path(), std::strerror(errno)));
    if (n == 0) break;
    out.write(buffer.data(), n);
  }
  ::close(written_fd_);
  written_fd_ = -1;
  file_.commit();
}

}  // namespace ccsim::trace
