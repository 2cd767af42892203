// The ccsim command: parse the command line, run the command, turn errors into exit codes.
//
// Exit codes: 0 success; 1 a failed run (SimulationError, data mismatch, deadlock), an output
// that could not be written (OutputError) or any other error; 2 bad input (ConfigError, unknown
// or missing command). Errors are printed as one line on stderr: "ccsim: error: <key>:
// <reason>" for bad input, "ccsim: <message>" otherwise.
// SystemC's library owns main() and calls sc_main(); nothing here touches the kernel, so
// `list`, `plan` and --help run without elaborating anything.
#include <cstdlib>
#include <exception>
#include <iostream>

#include "base/errors.h"
#include "base/output_file.h"
#include "cli/command_line.h"
#include "cli/help.h"
#include "util/build_version.h"

namespace ccsim::tb {
namespace {

int dispatch(CommandLine& cl) {
  if (cl.entry == nullptr) {
    if (cl.version) {
      std::cout << "ccsim " << build_version() << "\n";
      return 0;
    }
    if (cl.help) {
      print_help(std::cout);
      return 0;
    }
    print_usage(std::cerr);
    return 2;
  }
  if (cl.invocation.help) {
    print_command_help(*cl.entry, std::cout);
    return 0;
  }
  if (cl.print_config) {
    std::cout << cl.invocation.config.to_ini();
    return 0;
  }
  return cl.command->run(cl.invocation, std::cout);
}

}  // namespace
}  // namespace ccsim::tb

// C linkage, as SystemC declares it (sysc/kernel/sc_externs.h); this file does not include
// <systemc>, so the declaration is repeated here.
extern "C" int sc_main(int argc, char** argv) {
  try {
    ccsim::tb::CommandLine cl = ccsim::tb::parse_command_line(argc, argv);
    return ccsim::tb::dispatch(cl);
  } catch (const ccsim::ConfigError& e) {
    std::cerr << "ccsim: error: " << e.what() << "\n";
    return 2;
  } catch (const ccsim::SimulationError& e) {
    std::cerr << "ccsim: " << e.what() << "\n";
    return 1;
  } catch (const std::exception& e) {
    std::cerr << "ccsim: " << e.what() << "\n";
    return 1;
  }
}

// Our own main() ahead of SystemC's: the SystemC banner is noise in a tool's output, and the
// library reads its switch before sc_main() runs. A user who wants the banner sets the variable.
extern "C" int sc_elab_and_sim(int argc, char* argv[]);
int main(int argc, char* argv[]) {
  setenv("SYSTEMC_DISABLE_COPYRIGHT_MESSAGE", "1", /*overwrite=*/0);
  ccsim::remove_unfinished_outputs_on_signals();
  return sc_elab_and_sim(argc, argv);
}
