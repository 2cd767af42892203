#!/usr/bin/env bash
# Instructions per router-cycle of the switch model at BookSim2's timing
# (configs/booksim-mesh-8x8.ini), on meshes of 8x8, 16x16 and 32x32 routers, counted by
# callgrind: unlike wall time, the count does not depend on what else the machine is doing.
#
# Each size runs twice, with measurement windows of W and 2W cycles after the same warm-up;
# the difference of the two counts divided by (W cycles x routers) is the cost of one router
# for one cycle of the steady state, without start-up, elaboration and report. Prints one line
# per size and load.
#
# usage: scripts/router-cycle-cost.sh [BUILD_DIR] [LOADS...]   (default: build, 0.02)
# 0.02 words/node/cycle is below saturation on all three (about 0.149, 0.074 and 0.037); above
# it the source queues grow and so does the cost per cycle.
# Needs valgrind. Takes a few minutes (callgrind runs ~50x slower than native).
set -euo pipefail
cd "$(dirname "$0")/.."
build=${1:-build}
shift || true
loads=("$@")
[ ${#loads[@]} -gt 0 ] || loads=(0.02)
ccsim="$build/testbench/ccsim"
[ -x "$ccsim" ] || { echo "router-cycle-cost: no $ccsim; run make build first" >&2; exit 1; }
command -v valgrind >/dev/null || { echo "router-cycle-cost: valgrind is not installed" >&2; exit 1; }

tmp=$(mktemp -d /tmp/ccsim-cost-XXXXXX)
trap 'rm -rf "$tmp"' EXIT
warmup=500
window=1000

# Instructions (Ir) of one run, as callgrind counts them.
instructions() {
  local out="$tmp/callgrind.out"
  valgrind --tool=callgrind --callgrind-out-file="$out" "$ccsim" run \
    --config configs/booksim-mesh-8x8.ini --quiet "$@" >/dev/null 2>"$tmp/valgrind.log" || {
    echo "router-cycle-cost: the run failed:" >&2
    tail -5 "$tmp/valgrind.log" >&2
    exit 1
  }
  grep -m1 '^summary:' "$out" | awk '{print $2}'
}

printf '%-8s %-6s %14s %14s %22s\n' mesh load "Ir (W=$window)" "Ir (W=$((2 * window)))" \
  "instructions/router-cycle"
for n in 8 16 32; do
  for load in "${loads[@]}"; do
    args=(--topology.nx="$n" --topology.ny="$n" --traffic.injection_rate="$load"
          --traffic.warmup_cycles="$warmup")
    one=$(instructions "${args[@]}" --traffic.measure_cycles="$window")
    two=$(instructions "${args[@]}" --traffic.measure_cycles="$((2 * window))")
    awk -v n="$n" -v load="$load" -v one="$one" -v two="$two" -v w="$window" 'BEGIN {
      printf "%-8s %-6s %14.0f %14.0f %22.0f\n", n "x" n, load, one, two, (two - one) / (w * n * n)
    }'
  done
done
