#!/usr/bin/env bash
# Takes the picture of a trace in GTKWave that the README shows (docs/trace-gtkwave.png).
#
# Runs a short phased AAPC on the iWarp 8x8 (configs/iwarp-8x8.ini, 256 B blocks) with an FST
# trace over its first phases, opens the trace in GTKWave under a virtual X server (Xvfb) with
# the save file ccsim writes beside it (FILE.gtkw: the centre node's synchronizing switch, links,
# pool queues and DMA, fitted to the traced cycles), and saves a PNG of the screen, which is the
# size of GTKWave's window. Installs GTKWave, Xvfb and ImageMagick first
# (scripts/install-deps.sh screenshot).
#
# Usage: scripts/trace-screenshot.sh [BUILD_DIR [PNG [START:END]]]
#   defaults: build, docs/trace-gtkwave.png, 0:2500 (cycles traced and shown: four phases)
set -euo pipefail

cd "$(dirname "$0")/.."
build=${1:-build}
png=${2:-docs/trace-gtkwave.png}
window=${3:-0:2500}

./scripts/install-deps.sh screenshot
ccsim="$build/testbench/ccsim"
if [ ! -x "$ccsim" ]; then
  echo "trace-screenshot.sh: no $ccsim; build first (make build)" >&2
  exit 2
fi

work=$(mktemp -d "${TMPDIR:-/tmp}/ccsim-trace-screenshot.XXXXXX")
trap 'rm -rf "$work"' EXIT

"$ccsim" run --config configs/iwarp-8x8.ini --algorithm.block_bytes=256 --quiet \
  --trace "$work/aapc.fst" --trace-window "$window" >"$work/report.txt"

# The screen is as large as the window the save file asks for, so the picture is the window.
read -r width height < <(sed -n 's/^\[size\] \([0-9]*\) \([0-9]*\)$/\1 \2/p' "$work/aapc.gtkw")
export HOME="$work"  # no user's .gtkwaverc changes the picture
xvfb-run -a -s "-screen 0 ${width}x${height}x24" bash -c '
  gtkwave "$1/aapc.gtkw" >"$1/gtkwave.log" 2>&1 &
  viewer=$!
  # GTKWave loads the trace, then draws; give it time on a busy machine.
  sleep "${SCREENSHOT_WAIT:-10}"
  import -window root "$2"
  kill "$viewer"
' screenshot "$work" "$work/shot.png"

mkdir -p "$(dirname "$png")"
# Palette PNG: a few tens of kilobytes for the repository.
convert "$work/shot.png" -colors 16 -strip "PNG8:$png"
echo "wrote $png (${width}x${height})"
