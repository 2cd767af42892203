// The Slurm resources a sweep's tasks ask for, as flags of `ccsim sweep --backend slurm` and
// `ccsim sweep collect --resubmit-failed`.
#pragma once

#include <string>
#include <vector>

namespace ccsim::tb {

class FlagSet;

struct SlurmResources {
  std::string partition;                    // --partition
  std::string account;                      // --account
  std::string time_limit;                   // --time, a Slurm time ("2:00:00")
  std::string memory;                       // --mem, a Slurm size ("4G")
  std::vector<std::string> sbatch_options;  // --sbatch-option, repeatable

  // The options for sbatch, in the order above.
  std::vector<std::string> sbatch_arguments() const;
  // The flag of the first resource given ("--partition"), or "" when none was.
  std::string first_flag_given() const;
};

// Declares --partition, --account, --time, --mem and --sbatch-option, each value checked as
// it is applied (ConfigError naming the flag).
void add_slurm_resource_flags(FlagSet& flags, SlurmResources& resources);

// An option for sbatch as one word ("--qos=long"): refused when it sets what ccsim sets itself
// (the array, the output files, the working directory) or has a flag of its own.
void check_sbatch_option(const std::string& option);

}  // namespace ccsim::tb
