// Runs the ccsim binary as a child process, as a user would, and captures what it did.
//
// run_ccsim() forks, redirects the child's stdout and stderr into files of a per-test
// temporary directory (files, not pipes, so a chatty child cannot block on a full pipe), sets
// SYSTEMC_DISABLE_COPYRIGHT_MESSAGE=1 and executes CCSIM_BIN from the repository root, so that
// `configs/iwarp-8x8.ini` resolves as it does for a user. A child killed by a signal reports
// exit code 128 + signal, as a shell would, and `signaled` is set. TestDir makes a fresh
// directory per test and removes it afterwards unless the test failed (then it is kept and
// its path printed, for inspection). Header-only; used by the system tier only.
#pragma once

#include <fcntl.h>
#include <grp.h>
#include <gtest/gtest.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <csignal>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <sstream>
#include <string>
#include <vector>

namespace ccsim::systest {

struct CommandResult {
  int exit_code = -1;     // the child's exit status, or 128 + signal
  bool signaled = false;  // killed by a signal (a crash)
  std::string out;        // standard output
  std::string err;        // standard error

  // Lines of standard error, without the trailing empty piece after the last newline.
  std::vector<std::string> err_lines() const {
    std::vector<std::string> lines;
    std::istringstream in(err);
    for (std::string line; std::getline(in, line);) lines.push_back(line);
    return lines;
  }
};

inline std::string read_text(const std::filesystem::path& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

// A fresh directory for one test: /tmp/ccsim-system-<Suite>.<Test>-XXXXXX.
class TestDir {
 public:
  TestDir() {
    const ::testing::TestInfo* info = ::testing::UnitTest::GetInstance()->current_test_info();
    std::string name = "ccsim-system-";
    if (info != nullptr) name += std::string(info->test_suite_name()) + "." + info->name();
    for (char& c : name) {
      if (c == '/') c = '_';
    }
    const char* tmp = std::getenv("TMPDIR");
    std::string pattern = std::string(tmp != nullptr && *tmp ? tmp : "/tmp") + "/" + name;
    pattern += "-XXXXXX";
    std::vector<char> buffer(pattern.begin(), pattern.end());
    buffer.push_back('\0');
    if (mkdtemp(buffer.data()) == nullptr) {
      ADD_FAILURE() << "mkdtemp(" << pattern << "): " << std::strerror(errno);
    } else {
      path_ = buffer.data();
    }
  }
  ~TestDir() {
    if (path_.empty()) return;
    if (::testing::Test::HasFailure()) {
      std::cerr << "kept the files of this test in " << path_ << "\n";
      return;
    }
    std::error_code ignored;
    std::filesystem::remove_all(path_, ignored);
  }
  TestDir(const TestDir&) = delete;
  TestDir& operator=(const TestDir&) = delete;

  const std::filesystem::path& path() const { return path_; }
  // A path inside the directory, as a string for the command line.
  std::string file(const std::string& name) const { return (path_ / name).string(); }
  // Names of the files in it other than a command's captured output, sorted.
  std::vector<std::string> files_written() const {
    std::vector<std::string> names;
    for (const auto& entry : std::filesystem::directory_iterator(path_)) {
      const std::string name = entry.path().filename().string();
      if (name != "child.stdout" && name != "child.stderr") names.push_back(name);
    }
    std::sort(names.begin(), names.end());
    return names;
  }

 private:
  std::filesystem::path path_;
};

constexpr uid_t kNobody = 65534;

// True when a command started with `as_nobody` runs as another user than the test's (root
// reads and writes every file, so permission cases need it).
inline bool drops_to_nobody() { return geteuid() == 0; }

// The result of a command that ended with `status` (waitpid), with what it wrote.
inline CommandResult ended_command(int status, const std::string& out_path,
                                   const std::string& err_path) {
  CommandResult result;
  if (WIFEXITED(status)) {
    result.exit_code = WEXITSTATUS(status);
  } else if (WIFSIGNALED(status)) {
    result.signaled = true;
    result.exit_code = 128 + WTERMSIG(status);
  }
  result.out = read_text(out_path);
  result.err = read_text(err_path);
  return result;
}

// Starts `CCSIM_BIN args...` in the repository root, stdout and stderr into `out_path` and
// `err_path`, as the user nobody when `as_nobody` and drops_to_nobody(); returns its pid (-1,
// with a test failure, when fork() fails).
inline pid_t start_ccsim(const std::vector<std::string>& args, const std::string& out_path,
                         const std::string& err_path, bool as_nobody = false) {
  std::vector<std::string> argv_text = {CCSIM_BIN};
  argv_text.insert(argv_text.end(), args.begin(), args.end());
  std::vector<char*> argv;
  for (std::string& a : argv_text) argv.push_back(a.data());
  argv.push_back(nullptr);
  // The environment is prepared before fork(), so the child only has to exec.
  std::vector<std::string> env_text = {"SYSTEMC_DISABLE_COPYRIGHT_MESSAGE=1"};
  for (char** e = environ; *e != nullptr; ++e) {
    if (std::strncmp(*e, "SYSTEMC_DISABLE_COPYRIGHT_MESSAGE=", 34) != 0) env_text.push_back(*e);
  }
  std::vector<char*> envp;
  for (std::string& e : env_text) envp.push_back(e.data());
  envp.push_back(nullptr);
  const bool drop = as_nobody && drops_to_nobody();

  std::cout.flush();
  std::cerr.flush();
  const pid_t pid = fork();
  if (pid == 0) {
    // Child: only async-signal-safe calls from here to exec.
    const int out_fd = open(out_path.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
    const int err_fd = open(err_path.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
    if (out_fd < 0 || err_fd < 0 || dup2(out_fd, STDOUT_FILENO) < 0 ||
        dup2(err_fd, STDERR_FILENO) < 0 || chdir(CCSIM_SOURCE_DIR) != 0) {
      _exit(127);
    }
    close(out_fd);
    close(err_fd);
    if (drop && (setgroups(0, nullptr) != 0 || setgid(kNobody) != 0 || setuid(kNobody) != 0)) {
      _exit(126);
    }
    execve(argv[0], argv.data(), envp.data());
    _exit(127);
  }
  if (pid < 0) ADD_FAILURE() << "fork(): " << std::strerror(errno);
  return pid;
}

// Runs `CCSIM_BIN args...` in the repository root and waits for it; stdout and stderr go through
// files in `scratch`.
inline CommandResult run_ccsim(const std::vector<std::string>& args, const TestDir& scratch) {
  const std::string out_path = scratch.file("child.stdout");
  const std::string err_path = scratch.file("child.stderr");
  const pid_t pid = start_ccsim(args, out_path, err_path);
  if (pid < 0) return CommandResult{};
  int status = 0;
  while (waitpid(pid, &status, 0) < 0 && errno == EINTR) {
  }
  return ended_command(status, out_path, err_path);
}

// For failure messages: the command's exit code and its standard error.
inline std::string describe(const CommandResult& r) {
  std::ostringstream os;
  os << "exit code " << r.exit_code << (r.signaled ? " (killed by a signal)" : "") << "; stderr:\n"
     << r.err;
  return os.str();
}

// A run refused before simulation: exit code 2, and standard error starting
// "ccsim: error: KEY: " (the key the user must change).
inline void expect_refused_by_key(const CommandResult& r, const std::string& key) {
  EXPECT_EQ(r.exit_code, 2) << describe(r);
  EXPECT_EQ(r.err.rfind("ccsim: error: " + key + ": ", 0), 0u) << r.err;
}

}  // namespace ccsim::systest
