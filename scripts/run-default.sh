#!/usr/bin/env bash
# `make run`: the main job on the default machine (configs/iwarp-8x8.ini): phased AAPC with
# the synchronizing switch and message-passing AAPC for 64 B to 16 KB blocks, as a table,
# a CSV of it, a plot of aggregate bandwidth against block size (one line per algorithm; a
# gnuplot script beside it, drawn when gnuplot is installed), and a short VCD of the first
# cycles of a phased run.
set -euo pipefail
build=${1:-build}
ccsim="$build/testbench/ccsim"
out=out
mkdir -p "$out"

# The block size first: it is the plot's x axis.
"$ccsim" sweep --config configs/iwarp-8x8.ini \
  --vary algorithm.block_bytes=64,1024,4096,16384 \
  --vary algorithm.name=aapc.phased,aapc.msgpass \
  --csv "$out/aapc-iwarp-8x8.csv" --plot "$out/aapc-iwarp-8x8.png" --quiet

"$ccsim" run --config configs/iwarp-8x8.ini --algorithm.block_bytes=64 --quiet \
  --trace "$out/aapc-iwarp-8x8.vcd" --trace-window 0:3000 > /dev/null
echo "trace of the first 3000 cycles (64 B blocks) written to $out/aapc-iwarp-8x8.vcd" \
     "(open it with: gtkwave $out/aapc-iwarp-8x8.vcd)"
