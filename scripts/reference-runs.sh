#!/usr/bin/env bash
# Runs the reference workloads with a given ccsim binary and writes each run's --stats JSON
# into a directory, so that two builds can be compared field by field (scripts/compare-stats.py)
# after a change that must not alter behaviour. Usage: reference-runs.sh CCSIM OUTDIR
set -euo pipefail
ccsim=$1
out=$2
cd "$(dirname "$0")/.."
mkdir -p "$out"
C=configs/iwarp-8x8.ini
M=configs/mesh-8x8-uniform.ini
run() {
  local name=$1
  shift
  "$ccsim" run -q --stats "$out/$name.json" "$@" >/dev/null || echo "note: $name exited $?" >&2
}
run phased-hardware --config $C
run phased-software --config $C --algorithm.sync=software
run phased-barrier --config $C --algorithm.sync=barrier
run phased-none --config $C --algorithm.sync=none
run msgpass-random --config $C --algorithm.name=aapc.msgpass
run msgpass-phased-1k --config $C --algorithm.name=aapc.msgpass --algorithm.send_order=phased --algorithm.block_bytes=1024
run half-duplex --config $C --algorithm.bidirectional=false --link.half_duplex=true --algorithm.block_bytes=1024
run torus-16x16 --config $C --topology.nx=16 --topology.ny=16 --algorithm.block_bytes=256
run mesh-uniform-0.05 --config $M
run mesh-uniform-0.20 --config $M --traffic.injection_rate=0.20
run mesh-transpose --config $M --traffic.pattern=transpose --traffic.injection_rate=0.1
run torus-hotspot --config $C --experiment.name=traffic --traffic.pattern=hotspot --traffic.injection_rate=0.05 --traffic.vc=0 --switch.sync=false --traffic.measure_cycles=20000
if [ "${SKIP_RTL:-0}" != 1 ]; then
  run rtl-64b --config $C --switch.impl=rtl --algorithm.block_bytes=64
fi
D=configs/cm200-d4.ini
for a in broadcast.one_cycle broadcast.d_cycles broadcast.send_spread reduction.one_cycle reduction.d_cycles reduction.reduce_spread; do
  run "cm200-d4-$a" --config $D --algorithm.name=a2a.$a --algorithm.elements_per_node=37
done
run cm200-d6-binary --config configs/cm200-d8.ini --topology.dim=6 --node.dma_engines=12 --algorithm.node_order=binary --algorithm.elements_per_node=16
run cm200-d8-dcycles --config configs/cm200-d8.ini --algorithm.elements_per_node=8
G="--config $C --topology.nx=6 --topology.ny=6 --node.all_port=true --node.dma_engines=4 --switch.sync=false --switch.num_vcs=6 --switch.queue_depth=40 --algorithm.name=a2a.broadcast.pattern --algorithm.message_words=16"
run allport-pattern-software $G
run allport-pattern-switch $G --switch.bcast_pattern=true
run allport-rows-columns $G --algorithm.name=a2a.broadcast.rows_columns
H=configs/hpam-4x4.ini
for a in broadcast.hybrid scatter.hybrid gather.hybrid; do
  run "hpam-$a" --config $H --algorithm.name=hpam.$a
done
run hpam-multi-broadcast-overlapped --config configs/hpam-4x4-16x16.ini --algorithm.name=hpam.broadcast.overlapped
