#!/bin/sh
# Zero-load latency of configs/booksim-mesh-8x8.ini per number of routers R a packet crosses, 8-
# and 16-flit packets, switch.body_cycles 3 and 2 with ccsim's own ejection credits, and the
# configuration as it is (body 2 and BookSim2's ejection credit loop) (the figures beside BookSim2's timeline in
# docs/booksim2-router.md): R >= 2 on a ring of 2R nodes with the tornado pattern (every packet
# R - 1 links away), R = 1 on a 1x1 mesh (a node's packets to itself), at 0.002 words/node/cycle
# (a source then often sends nothing for longer than the configuration's watchdog, whose limit
# is raised).
#   CCSIM=/path/to/ccsim scripts/booksim-timing/zero_load.sh
set -e
CCSIM=${CCSIM:-build/testbench/ccsim}
latency() {
  "$CCSIM" run -q --config configs/booksim-mesh-8x8.ini --traffic.injection_rate=0.002 \
    --traffic.measure_cycles=200000 --sim.watchdog_cycles=1000000 "$@" --stats - |
    python3 -c 'import json,sys; print("%.2f" % json.load(sys.stdin)["figures"]["avg_latency_cycles"]["value"])'
}
echo "R  8 flits: body 3, body 2, configured  16 flits: body 3, body 2, configured"
for r in 1 2 3 4; do
  if [ "$r" = 1 ]; then
    where="--topology.nx=1 --topology.ny=1 --traffic.pattern=uniform_with_self"
  else
    where="--topology.kind=ring --topology.nodes=$((2 * r)) --switch.num_vcs=2 --traffic.pattern=tornado"
  fi
  line="$r"
  for words in 8 16; do
    for body in 3 2; do
      # shellcheck disable=SC2086
      line="$line  $(latency $where --traffic.packet_words=$words --switch.body_cycles=$body \
        --link.ejection_credit_delay_cycles=0)"
    done
    # shellcheck disable=SC2086
    line="$line  $(latency $where --traffic.packet_words=$words)"
  done
  echo "$line"
done
