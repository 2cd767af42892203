// Output files written whole or not at all, with errors that name the path and the reason.
//
// Every file ccsim writes (statistics, traces, saved configurations, sweep tables, plans) goes
// through OutputFile. Rules, by what the path names:
//  - nothing yet, or a regular file: the text goes to a temporary file in the same directory
//    (".NAME.XXXXXX"), which commit() flushes to disk and renames over the path. A run that
//    fails or is interrupted before commit() leaves an existing file as it was and no partial
//    file. A symbolic link is followed: the file it points to is replaced, the link is kept.
//    A replaced file keeps its permission bits; a new one gets 0666 less the umask.
//  - a character device (/dev/null, a terminal, /dev/full), or any path under /dev/ or /proc/
//    (/dev/stdout, /dev/fd/N): written in place, appended to, never truncated. A pipe named
//    there is opened without waiting, so a pipe nobody reads is an error, not a hang.
//  - a directory, a named pipe elsewhere, a socket or a block device: refused (a named pipe
//    nobody reads would block the run for ever).
// output_path_problem() applies the same rules before a run, without opening the path.
// remove_unfinished_outputs_on_signals() extends "no partial file" to an interrupted run.
#pragma once

#include <memory>
#include <ostream>
#include <stdexcept>
#include <string>

namespace ccsim {

// An output that could not be opened, written, flushed or renamed: "cannot write 'PATH':
// REASON", the reason from the system (strerror).
class OutputError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

// Why `path` cannot be written, or "" when it can. Opens nothing at the path and changes
// nothing there: a new file needs a directory in which a temporary file can be created (one is
// created and removed again), an existing one must be writable and of a kind written above.
std::string output_path_problem(const std::string& path);
// True when `path` is written in place (a device, a path under /dev/ or /proc/), not replaced
// through a temporary file.
bool output_in_place(const std::string& path);

class OutputFile {
 public:
  // Opens the temporary file (or the device in place). Throws OutputError.
  explicit OutputFile(const std::string& path);
  // Removes the temporary file unless commit() succeeded.
  ~OutputFile();
  OutputFile(const OutputFile&) = delete;
  OutputFile& operator=(const OutputFile&) = delete;

  // Where the text goes. A write error is kept and reported by commit().
  std::ostream& stream() { return out_; }
  // Flushes to disk and renames over the path (or flushes the device). Throws OutputError on
  // any error met since the file was opened.
  void commit();
  const std::string& path() const { return path_; }

 private:
  class Buffer;
  [[noreturn]] void fail(int error);

  std::string path_;    // as the user gave it, for messages
  std::string target_;  // what is replaced: path_ with a symbolic link followed
  std::string temp_;    // the temporary file; "" when writing in place
  int fd_ = -1;
  int slot_ = -1;  // in the table of temporary files removed on a signal; -1 = none
  bool committed_ = false;
  std::unique_ptr<Buffer> buffer_;
  std::ostream out_;
};

// Writes `text` to `path` through an OutputFile. Throws OutputError.
void write_output_file(const std::string& path, const std::string& text);

// Makes SIGINT, SIGTERM and SIGHUP (those not ignored) remove the temporary files of the
// OutputFiles still open before the process ends by the signal, so that an interrupted run
// leaves nothing behind. Call once, early in main(); forked children inherit it.
void remove_unfinished_outputs_on_signals();

}  // namespace ccsim
