#!/usr/bin/env bash
# Yosys area of the switch RTL: cells and flip-flops of cc_switch in the iWarp
# configuration with each hardware addition off and on, and the overhead of each addition;
# then the HPAM's inter-level multicast and its combining on the router they are for.
#
# Usage: scripts/synth.sh [work_dir]   (logs and per-configuration statistics go there; default
# a temporary directory). Environment: YOSYS (default yosys), QUEUE_DEPTH (default 8, the iWarp
# rows), HPAM_QUEUE_DEPTH (default 4, the multicast and combining rows), SYNTH_JOBS (Yosys runs at
# once; default all).
# Reads the sources from rtl/files.f (the list that also feeds lint and Verilation) and runs
# `synth -top cc_switch` (generic gates) once per configuration, in parallel. The hierarchy is
# kept: a module whose parameters an addition does not touch synthesizes to the same cells in
# every configuration, so the differences are the addition's own logic (a flattened netlist
# lets ABC reshuffle everything, a noise of a few tenths of a percent, larger than the sync
# gate itself).
# Exits non-zero on a synthesis error or an inferred latch in any configuration.
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
yosys=${YOSYS:-yosys}
depth=${QUEUE_DEPTH:-8}
work=${1:-}
if [ -z "$work" ]; then
  work=$(mktemp -d)
  trap 'rm -rf "$work"' EXIT
fi
mkdir -p "$work"

sources=()
while read -r line; do
  line=${line%%//*}
  line=$(echo "$line" | tr -d '[:space:]')
  [ -n "$line" ] && sources+=("$root/$line")
done < "$root/rtl/files.f"

# iWarp: 4 network ports + local, VCs 0/1 message passing, VC 2 the AAPC pool
# (configs/iwarp-8x8.ini).
common="-set NumPorts 5 -set NumVcs 3 -set QueueDepth $depth -set WordWidth 32 -set SyncPoolVc 2"
names=(base stop sync stop+sync)
params=("-set SyncEnable 0 -set StopEnable 0" "-set SyncEnable 0 -set StopEnable 1"
        "-set SyncEnable 1 -set StopEnable 0" "-set SyncEnable 1 -set StopEnable 1")
describe=("wormhole switch, no additions" "+ iWarp stop condition (004 2.2.2)"
          "+ synchronizing switch (004 2.2.4)" "+ both (iWarp with the sync switch)")
for k in "${!names[@]}"; do params[$k]="$common ${params[$k]}"; done
# The multicast on the router that replicates: the HPAM level-1 router of configs/hpam-4x4.ini
# (ports xp xm yp ym up dn0..dn3 local: 10 ports, one VC, queues of 4 words). Its run is the
# four down links, and the other six ports are where multicast and ordinary worms come from;
# the multicast's cost grows with ports x inputs (each input reads its queue for every port),
# so the iWarp switch's 5 ports would understate it for the router that needs it.
hpam_depth=${HPAM_QUEUE_DEPTH:-4}
hpam="-set NumPorts 10 -set NumVcs 1 -set QueueDepth $hpam_depth -set WordWidth 32"
hpam+=" -set SyncPoolVc 0 -set SyncEnable 0 -set StopEnable 0"
names+=(hpam hpam+mc)
params+=("$hpam -set MulticastEnable 0" "$hpam -set MulticastEnable 1")
describe+=("HPAM level-1 router, no additions" "+ inter-level multicast (001 3)")
# The combining on the same router (it merges the pieces coming up the four down links), alone
# and with the multicast (the gather's and the broadcast's router). Its cost grows with the
# output VCs x inputs (each output VC's merge compares its holder and next piece with every
# input), not with the queues.
names+=(hpam+cb hpam+mc+cb)
params+=("$hpam -set MulticastEnable 0 -set CombiningEnable 1"
         "$hpam -set MulticastEnable 1 -set CombiningEnable 1")
describe+=("+ combining for the gather" "+ multicast and combining")

jobs=${SYNTH_JOBS:-${#names[@]}}
pids=()
status=()
for k in "${!names[@]}"; do
  if [ "$k" -ge "$jobs" ]; then
    j=$((k - jobs))
    if wait "${pids[$j]}"; then status[$j]=0; else status[$j]=1; fi
  fi
  tag=$(echo "${names[$k]}" | tr '+' '_')
  script="read_verilog -sv ${sources[*]}; chparam ${params[$k]} cc_switch;"
  script+=" synth -top cc_switch; tee -o $work/$tag.stat stat"
  "$yosys" -q -l "$work/$tag.log" -p "$script" > /dev/null 2>&1 &
  pids+=($!)
done

failed=0
for k in "${!names[@]}"; do
  tag=$(echo "${names[$k]}" | tr '+' '_')
  if [ -z "${status[$k]:-}" ]; then
    if wait "${pids[$k]}"; then status[$k]=0; else status[$k]=1; fi
  fi
  if [ "${status[$k]}" -ne 0 ]; then
    echo "synth: ${names[$k]}: Yosys failed, see $work/$tag.log" >&2
    grep -m 5 -i "error" "$work/$tag.log" >&2 || true
    failed=1
    continue
  fi
  if grep -q "Latch inferred for signal" "$work/$tag.log" ||
     grep -qi "dlatch" "$work/$tag.stat"; then
    echo "synth: ${names[$k]}: latch inferred:" >&2
    grep "Latch inferred for signal" "$work/$tag.log" >&2 || true
    failed=1
  fi
done
[ "$failed" -eq 0 ] || exit 1

# Totals over the whole hierarchy (each module counted once per instance): the section Yosys
# prints after "design hierarchy".
cells() { awk '/design hierarchy/ {h = 1} h && /Number of cells:/ {print $4; exit}' "$1"; }
# Flip-flops: every cell of a flip-flop type, generic ($_DFF*, $_SDFF*, ...) or coarse ($dff*).
flops() {
  awk '/design hierarchy/ {h = 1} h && $1 ~ /^\$_?(a|s|al)?dff|^\$_(S|AL)?DFF/ {n += $2}
       END {print n + 0}' "$1"
}

declare -a c f
for k in "${!names[@]}"; do
  tag=$(echo "${names[$k]}" | tr '+' '_')
  c[$k]=$(cells "$work/$tag.stat")
  f[$k]=$(flops "$work/$tag.stat")
  if [ -z "${c[$k]}" ] || [ "${f[$k]}" -eq 0 ]; then
    echo "synth: ${names[$k]}: no cell statistics in $work/$tag.stat" >&2
    exit 1
  fi
done

echo "cc_switch, Yosys synth (generic gates): 5 ports, 3 VCs, queue depth $depth, 32-bit words"
printf '%-13s %-38s %7s %6s %8s %8s %6s\n' configuration "" cells FFs "+cells" "+cells%" "+FFs"
for k in 0 1 2 3; do
  dc=$((c[k] - c[0]))
  df=$((f[k] - f[0]))
  pc=$(awk -v d="$dc" -v b="${c[0]}" 'BEGIN {printf "%+.2f%%", 100 * d / b}')
  printf '%-13s %-38s %7d %6d %+8d %8s %+6d\n' "${names[$k]}" "${describe[$k]}" "${c[$k]}" \
    "${f[$k]}" "$dc" "$pc" "$df"
done
echo "(+cells, +cells%, +FFs: against base)"
dc=$((c[3] - c[1]))
df=$((f[3] - f[1]))
pc=$(awk -v d="$dc" -v b="${c[1]}" 'BEGIN {printf "%+.2f%%", 100 * d / b}')
echo "synchronizing switch added to the iWarp switch (stop+sync vs stop):" \
  "$(printf '%+d' $dc) cells ($pc), $(printf '%+d' $df) flip-flops"
# The additions' own modules, as synthesized inside stop+sync (the rest of each addition is
# in the pool VC's input unit: the hold gate, go and passed-tail).
module_cells() {
  awk -v m="$2" '/^=== / {name = $2} /Number of cells:/ && index(name, m) {print $4; exit}' "$1"
}
echo "own modules: cc_sync_gate $(module_cells "$work/stop_sync.stat" cc_sync_gate) cells" \
  "(5 sticky bits, the QueuesComplete register, the AND and the clear)," \
  "cc_change_detect $(module_cells "$work/stop_sync.stat" cc_change_detect) cells"
echo
echo "cc_switch, Yosys synth (generic gates): HPAM level-1 router, 10 ports, 1 VC," \
  "queue depth $hpam_depth, 32-bit words"
printf '%-13s %-38s %7s %6s %8s %8s %6s\n' configuration "" cells FFs "+cells" "+cells%" "+FFs"
for k in 4 5 6 7; do
  dc=$((c[k] - c[4]))
  df=$((f[k] - f[4]))
  pc=$(awk -v d="$dc" -v b="${c[4]}" 'BEGIN {printf "%+.2f%%", 100 * d / b}')
  printf '%-13s %-38s %7d %6d %+8d %8s %+6d\n' "${names[$k]}" "${describe[$k]}" "${c[$k]}" \
    "${f[$k]}" "$dc" "$pc" "$df"
done
echo "(+cells, +cells%, +FFs: against hpam)"
echo "multicast added to the HPAM router (hpam+mc vs hpam):" \
  "$(printf '%+d' $((c[5] - c[4]))) cells, $(printf '%+d' $((f[5] - f[4]))) flip-flops;" \
  "own module cc_multicast_alloc $(module_cells "$work/hpam_mc.stat" cc_multicast_alloc) cells" \
  "(the rest: each input's queue read per port, its cursors, the claim inputs of the output VCs)"
echo "combining added to the HPAM router (hpam+cb vs hpam):" \
  "$(printf '%+d' $((c[6] - c[4]))) cells, $(printf '%+d' $((f[6] - f[4]))) flip-flops;" \
  "own module cc_combining_unit $(module_cells "$work/hpam_cb.stat" cc_combining_unit) cells" \
  "(the rest: each input's combining-word decode and binding, the output ports' bubble)"
echo "combining added to the multicast router (hpam+mc+cb vs hpam+mc):" \
  "$(printf '%+d' $((c[7] - c[5]))) cells, $(printf '%+d' $((f[7] - f[5]))) flip-flops"
