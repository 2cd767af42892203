// Runs another program (sbatch, squeue, gnuplot) and captures what it said.
//
// No shell: the arguments go to the program as they are, so that no path or value is ever
// parsed by a shell. Its standard input is /dev/null; its standard output and error go to
// unlinked temporary files (not pipes, so that a chatty program cannot block on a full pipe)
// and come back as text once it has ended.
#pragma once

#include <string>
#include <vector>

namespace ccsim::tb {

struct ProgramResult {
  bool started = false;  // false: not found on the PATH, or not executable
  int exit_code = -1;    // its exit status, or 128 + the signal that ended it
  std::string out;
  std::string err;
};

// Whether `name` is an executable file in a directory of $PATH.
bool program_on_path(const std::string& name);

// Runs argv[0] (looked up on $PATH) with the rest of argv, in `dir` when it is not empty, and
// waits for it.
ProgramResult run_program(const std::vector<std::string>& argv, const std::string& dir = "");

}  // namespace ccsim::tb
