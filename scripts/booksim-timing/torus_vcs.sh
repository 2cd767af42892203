#!/bin/sh
# How the 8x8 torus case (configs/booksim-cases/torus-8x8.ini) loads its links and VCs, for
# docs/booksim2-router.md: the mean utilization of the links by the port they leave, with ties
# always + and with BookSim2's coin (at 0.13 words/node/cycle), and the mean occupancy by x of
# the input VCs that words travelling + arrive in, with the dateline classes and with BookSim2's
# (at 0.12, over cycles 20,000 to 25,000 of a trace), everything else as configured.
#   CCSIM=/path/to/ccsim scripts/booksim-timing/torus_vcs.sh
set -e
here=$(dirname "$0")
CCSIM=${CCSIM:-build/testbench/ccsim}
O="--config configs/booksim-mesh-8x8.ini --config configs/booksim-cases/torus-8x8.ini"
O="$O --config configs/booksim-cases/short-window.ini"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
for ties in plus random; do
  echo "routing.torus_ties = $ties, 0.13:"
  # shellcheck disable=SC2086
  "$CCSIM" run -q $O --traffic.injection_rate=0.13 --routing.torus_ties=$ties --stats - |
    python3 "$here/link_directions.py"
done
for vcs in dateline wrap_class; do
  echo "routing.torus_vcs = $vcs, 0.12, words travelling + (input xm):"
  # shellcheck disable=SC2086
  "$CCSIM" run -q $O --traffic.injection_rate=0.12 --routing.torus_vcs=$vcs \
    --output.trace_start=20000 --output.trace_end=25000 --trace "$tmp/t.vcd" >/dev/null
  python3 "$here/vc_occupancy.py" "$tmp/t.vcd" xm
done
