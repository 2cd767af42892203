#!/usr/bin/env bash
# Installs the Debian packages ccsim builds with, only those that are missing.
# As root it runs apt-get itself; otherwise it prints the sudo command and stops.
# `install-deps.sh fuzz` adds clang and its libFuzzer/sanitizer runtime (make fuzz); the
# sanitizer build (make test-asan) uses gcc's own runtimes and needs nothing more.
# `install-deps.sh plot` adds gnuplot (without X11) where none is installed: `make reproduce` and
# `ccsim latency-load --plot` draw their plots with it.
# `install-deps.sh screenshot` adds GTKWave, a virtual X server and ImageMagick:
# scripts/trace-screenshot.sh opens a trace in GTKWave under Xvfb and saves a picture of it.
# `install-deps.sh slurm` adds a single-node Slurm (slurmctld, slurmd, sbatch) and munge, for
# `make test-slurm`, which runs a `ccsim sweep --backend slurm` through a real Slurm.
set -euo pipefail

packages=(
  g++ cmake make pkg-config
  libsystemc-dev
  libboost-program-options-dev
  libgtest-dev
  nlohmann-json3-dev
  verilator
  yosys
  zlib1g-dev
)
for extra in "$@"; do
  case "$extra" in
    fuzz) packages+=(clang libclang-rt-14-dev) ;;
    plot) command -v gnuplot >/dev/null || packages+=(gnuplot-nox) ;;
    screenshot) packages+=(gtkwave xvfb xauth imagemagick) ;;
    slurm) packages+=(slurm-wlm munge) ;;
    *) echo "install-deps.sh: unknown package set '$extra' (known: fuzz, plot, screenshot, slurm)" >&2; exit 2 ;;
  esac
done

missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed' || missing+=("$p")
done
[ ${#missing[@]} -eq 0 ] && exit 0

if [ "$(id -u)" -ne 0 ]; then
  echo "ccsim needs these Debian packages: ${missing[*]}" >&2
  echo "Install them with: sudo apt-get update && sudo apt-get install -y ${missing[*]}" >&2
  exit 1
fi

echo "Installing missing packages: ${missing[*]}" >&2
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
