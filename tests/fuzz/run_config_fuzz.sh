#!/usr/bin/env bash
# Runs config_fuzz from a fuzz build: run_config_fuzz.sh BUILD CORPUS [libFuzzer options...].
#
# CORPUS (in the build directory, never in git) is where libFuzzer keeps the inputs that found
# new coverage; it is cleared first when CCSIM_FUZZ_FRESH_CORPUS=1 (the ctest, so that it
# repeats). The committed seeds (tests/fuzz/seeds/) and configs/ are read, never written.
# Crashes, leaks, timeouts and out-of-memory inputs are written to BUILD/fuzz/artifacts/.
# Limits: inputs up to 4 KB (INI files and command lines are small), 10 s per input (loading a
# configuration takes milliseconds; a slow input is a finding), 2 GB of memory.
set -euo pipefail
build=$(cd "$1" && pwd)
corpus=$2
shift 2
src=$(cd "$(dirname "$0")/../.." && pwd)

if [ "${CCSIM_FUZZ_FRESH_CORPUS:-0}" = 1 ]; then rm -rf "$corpus"; fi
mkdir -p "$corpus" "$build/fuzz/artifacts"
# Both sanitizers stop at the first report, which libFuzzer saves as a crash.
export ASAN_OPTIONS=${ASAN_OPTIONS:-abort_on_error=1:detect_leaks=1}
export UBSAN_OPTIONS=${UBSAN_OPTIONS:-print_stacktrace=1:halt_on_error=1}
exec "$build/tests/fuzz/config_fuzz" -dict="$build/tests/fuzz/config_fuzz.dict" \
  -max_len=4096 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
  -artifact_prefix="$build/fuzz/artifacts/" "$@" "$corpus" "$src/tests/fuzz/seeds" "$src/configs"
