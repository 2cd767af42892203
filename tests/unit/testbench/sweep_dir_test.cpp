// Proves the pure parts of a Slurm sweep directory (testbench/sweep_dir.h): point file names
// padded as Slurm's %3a pads them, array specifications with ranges and a throttle, time
// limits rounded up to whole minutes, the time and memory formats sbatch accepts, the manifest
// read back as written and refused for another format version or a missing field, the job
// script's directives and command, and the one-line reasons drawn from a task's standard error
// and from sbatch's complaints.
#include "sweep/slurm/sweep_dir.h"

#include <gtest/gtest.h>

#include "base/errors.h"

namespace ccsim::tb {
namespace {

TEST(SweepDir, PointFilesArePaddedToThreeDigitsOrAsManyAsTheLargestIndexNeeds) {
  EXPECT_EQ(point_file_stem(7, 4), "007");
  EXPECT_EQ(point_file_stem(999, 1000), "999");
  EXPECT_EQ(point_file_stem(7, 1001), "0007");
  const SweepPoint p = point_files(12, 200);
  EXPECT_EQ(p.config, "points/012.ini");
  EXPECT_EQ(p.stats, "stats/012.json");
  EXPECT_EQ(p.err, "logs/012.err");
  EXPECT_EQ(p.exit, "logs/012.exit");
}

TEST(SweepDir, ArraySpecificationJoinsRunsIntoRangesAndAddsTheThrottle) {
  EXPECT_EQ(slurm_array({0, 1, 2, 3}, 0), "0-3");
  EXPECT_EQ(slurm_array({9, 3, 1, 2, 7, 10, 3}, 0), "1-3,7,9-10");
  EXPECT_EQ(slurm_array({0, 1, 2, 3}, 2), "0-3%2");
  EXPECT_EQ(slurm_array({5}, 0), "5");
}

TEST(SweepDir, TimeLimitsAreWholeMinutesRoundedUp) {
  EXPECT_EQ(slurm_time(0.5), "0:01:00");
  EXPECT_EQ(slurm_time(61), "0:02:00");
  EXPECT_EQ(slurm_time(3600), "1:00:00");
  EXPECT_EQ(slurm_time(26 * 3600 + 1), "1-02:01:00");
}

TEST(SweepDir, AcceptsSlurmsTimeAndMemoryFormatsOnly) {
  for (const char* t : {"30", "30:00", "2:00:00", "1-0", "1-12:00", "2-00:00:00", "UNLIMITED"}) {
    EXPECT_TRUE(is_slurm_time(t)) << t;
  }
  for (const char* t : {"", "1h", "1:2:3:4", "-1", "1-", "1-2-3", "a:b", "1.5"}) {
    EXPECT_FALSE(is_slurm_time(t)) << t;
  }
  for (const char* m : {"800", "800M", "4G", "1T", "512k"}) EXPECT_TRUE(is_slurm_memory(m)) << m;
  for (const char* m : {"", "0", "G", "4GB", "-1G", "1.5G"}) EXPECT_FALSE(is_slurm_memory(m)) << m;
  EXPECT_EQ(slurm_memory(1), "1M");
  EXPECT_EQ(slurm_memory((uint64_t(300) << 20) + 1), "301M");
}

SweepManifest two_point_manifest() {
  SweepManifest m;
  m.ccsim_version = "abc123";
  m.ccsim_binary = "/opt/it's here/ccsim";
  m.created = "2026-11-26T05:00:00Z";
  m.varied = {"algorithm.block_bytes"};
  for (size_t i = 0; i < 2; ++i) {
    SweepPoint p = point_files(i, 2);
    p.values = {{"algorithm.block_bytes", i == 0 ? "64" : "128"}};
    p.memory_estimate_bytes = 1000 + i;
    p.expected_cycles = 5000;
    p.estimated_seconds = 0.25;
    m.points.push_back(p);
  }
  m.slurm.partition = "debug";
  m.slurm.time = "0:05:00";
  m.slurm.mem = "300M";
  m.slurm.extra = {"--qos=low"};
  m.slurm.throttle = 4;
  m.slurm.time_basis = "estimated";
  m.slurm.mem_basis = "estimated";
  return m;
}

TEST(SweepDir, ManifestReadsBackAsWritten) {
  const SweepManifest m = two_point_manifest();
  const SweepManifest back = manifest_from_json(to_json(m), "manifest.json");
  EXPECT_EQ(to_json(back), to_json(m));
  EXPECT_EQ(back.points[1].values.front().second, "128");
  EXPECT_EQ(back.slurm.throttle, 4);
}

TEST(SweepDir, ManifestOfAnotherVersionIsRefusedNamingBothVersions) {
  nlohmann::json j = to_json(two_point_manifest());
  j["format_version"] = 2;
  try {
    manifest_from_json(j, "d/manifest.json");
    FAIL() << "accepted version 2";
  } catch (const ConfigError& e) {
    const std::string what = e.what();
    EXPECT_EQ(what.rfind("d/manifest.json: ", 0), 0u) << what;
    EXPECT_NE(what.find("format version 2"), std::string::npos) << what;
    EXPECT_NE(what.find("reads version 1"), std::string::npos) << what;
  }
}

TEST(SweepDir, ManifestWithoutAFieldOrOfAnotherFormatIsRefused) {
  nlohmann::json j = to_json(two_point_manifest());
  j["points"][1].erase("stats");
  EXPECT_THROW(manifest_from_json(j, "m"), ConfigError);
  EXPECT_THROW(manifest_from_json(nlohmann::json::array(), "m"), ConfigError);
  EXPECT_THROW(manifest_from_json({{"format", "other"}}, "m"), ConfigError);
}

TEST(SweepDir, JobScriptAsksForTheArrayAndResourcesAndRunsThePointsConfiguration) {
  const std::string s = sbatch_script(two_point_manifest());
  for (const char* line : {"#!/bin/bash\n", "#SBATCH --array=0-1%4\n", "#SBATCH --time=0:05:00\n",
                           "#SBATCH --mem=300M\n", "#SBATCH --partition=debug\n",
                           "#SBATCH --qos=low\n", "#SBATCH --output=logs/%3a.out\n",
                           "#SBATCH --error=logs/%3a.err\n", "p=$(printf '%03d' \"$i\")\n",
                           "'/opt/it'\\''s here/ccsim' run --config \"points/$p.ini\" --quiet\n",
                           "mv -f \"logs/$p.exit.part\" \"logs/$p.exit\"\n"}) {
    EXPECT_NE(s.find(line), std::string::npos) << line << " not in:\n" << s;
  }
  // sbatch reads directives up to the first command: every one comes before it.
  EXPECT_LT(s.rfind("#SBATCH"), s.find("set -u"));
  EXPECT_EQ(s.find("--account"), std::string::npos) << "none given, none asked for";
}

TEST(SweepDir, FailureReasonPrefersCcsimsLineThenSlurmsThenTheLast) {
  EXPECT_EQ(failure_reason("noise\nccsim: error: x: bad\nmore noise\n"), "ccsim: error: x: bad");
  EXPECT_EQ(failure_reason("[ccsim] cycle 16384\r[ccsim] cycle 32768\rslurmstepd: error: *** JOB "
                           "12 ON n1 CANCELLED AT 2026-11-26T05:00:00 DUE TO TIME LIMIT ***\n"),
            "slurm: JOB 12 ON n1 CANCELLED AT 2026-11-26T05:00:00 DUE TO TIME LIMIT");
  EXPECT_EQ(failure_reason("slurmstepd-n7: error: *** JOB 5 ON n7 CANCELLED AT 2026-11-26 ***\n"),
            "slurm: JOB 5 ON n7 CANCELLED AT 2026-11-26");
  EXPECT_EQ(failure_reason("\n  Killed  \n\n"), "Killed");
  EXPECT_EQ(failure_reason(""), "");
}

TEST(SweepDir, SbatchErrorsNameTheOptionTheyConcern) {
  SbatchError e = explain_sbatch_error(
      "sbatch: error: invalid partition specified: nope\n"
      "sbatch: error: Batch job submission failed: Invalid partition name specified\n");
  EXPECT_EQ(e.message, "Invalid partition name specified");
  EXPECT_EQ(e.option, "--partition");
  e = explain_sbatch_error(
      "sbatch: error: Batch job submission failed: Unable to contact slurm controller (connect "
      "failure)\n");
  EXPECT_EQ(e.option, "slurm");
  e = explain_sbatch_error("sbatch: fatal: Could not establish a configuration source\n");
  EXPECT_EQ(e.message, "Could not establish a configuration source");
  EXPECT_EQ(e.option, "slurm");
  e = explain_sbatch_error(
      "sbatch: error: Batch job submission failed: Requested time limit is invalid (missing or "
      "exceeds some limit)\n");
  EXPECT_EQ(e.option, "--time");
  e = explain_sbatch_error("sbatch: error: Batch job submission failed: Invalid qos\n");
  EXPECT_EQ(e.option, "");
  EXPECT_EQ(e.message, "Invalid qos");
}

}  // namespace
}  // namespace ccsim::tb
