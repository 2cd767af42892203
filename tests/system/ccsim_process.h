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
#include <gtest/gtest.h>
#include <sys/wait.h>
#include <unistd.h>

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

 private:
  std::filesystem::path path_;
};

// Runs `CCSIM_BIN args...` in the repository root; stdout and stderr go through files in
// `scratch`.
inline CommandResult run_ccsim(const std::vector<std::string>& args, const TestDir& scratch) {
  const std::string out_path = scratch.file("child.stdout");
  const std::string err_path = scratch.file("child.stderr");
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
    execve(argv[0], argv.data(), envp.data());
    _exit(127);
  }
  CommandResult result;
  if (pid < 0) {
    ADD_FAILURE() << "fork(): " << std::strerror(errno);
    return result;
  }
  int status = 0;
  while (waitpid(pid, &status, 0) < 0 && errno == EINTR) {
  }
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

// For failure messages: the command's exit code and its standard error.
inline std::string describe(const CommandResult& r) {
  std::ostringstream os;
  os << "exit code " << r.exit_code << (r.signaled ? " (killed by a signal)" : "") << "; stderr:\n"
     << r.err;
  return os.str();
}

}  // namespace ccsim::systest
