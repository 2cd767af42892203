#!/usr/bin/env python3
"""Simulator speed of two ccsim builds, side by side on the same machine in the same run.

Usage: bench-compare.py OLD_CCSIM OLD_TREE NEW_CCSIM NEW_TREE [REPEATS] [LETTERS]

LETTERS picks workloads by their letters ("abcd"; default: all).

Runs the `ccsim bench` workloads with each binary in turn (old, new, old, new, ...; REPEATS
times each, default 7), each binary with the configs/ of its own source tree, and prints per
workload the median wall time of the simulation (from the run's stats), the range, and new
over old. Alternating keeps slow phases of a shared machine from favouring one build.
"""
import json
import os
import statistics
import subprocess
import sys
import tempfile

WORKLOADS = [
    ("(a) phased AAPC, iWarp 8x8, 4 KB", "iwarp-8x8.ini", []),
    ("(b) 8x8 mesh, uniform 0.05", "mesh-8x8-uniform.ini", []),
    ("(c) 8x8 mesh, uniform 0.20", "mesh-8x8-uniform.ini", ["--traffic.injection_rate=0.20"]),
    ("(d) 16x16 mesh, uniform 0.05", "mesh-8x8-uniform.ini",
     ["--topology.nx=16", "--topology.ny=16"]),
    ("(h) CM-200 8-cube, d-cycles, 128 el.", "cm200-d8.ini",
     ["--algorithm.elements_per_node=128"]),
]


def wall_seconds(ccsim, tree, config, extra):
    with tempfile.TemporaryDirectory() as tmp:
        stats = os.path.join(tmp, "stats.json")
        subprocess.run([ccsim, "run", "-q", "--config", os.path.join(tree, "configs", config),
                        "--stats", stats] + extra, check=True, stdout=subprocess.DEVNULL)
        with open(stats) as f:
            report = json.load(f)
    # Either report layout: wall time at the top, or under `host`.
    return report["host"]["wall_seconds"] if "host" in report else report["wall_seconds"]


def main():
    old, old_tree, new, new_tree = sys.argv[1:5]
    repeats = int(sys.argv[5]) if len(sys.argv) > 5 else 7
    letters = sys.argv[6] if len(sys.argv) > 6 else "".join(w[0][1] for w in WORKLOADS)
    print(f"{'workload':34} {'old median s':>12} {'(range)':>15} {'new median s':>12} "
          f"{'(range)':>15} {'new/old':>8}")
    for label, config, extra in WORKLOADS:
        if label[1] not in letters:
            continue
        times = {"old": [], "new": []}
        for _ in range(repeats):
            times["old"].append(wall_seconds(old, old_tree, config, extra))
            times["new"].append(wall_seconds(new, new_tree, config, extra))
        o = statistics.median(times["old"])
        n = statistics.median(times["new"])
        print(f"{label:34} {o:12.3f} {min(times['old']):7.3f}-{max(times['old']):<7.3f} "
              f"{n:12.3f} {min(times['new']):7.3f}-{max(times['new']):<7.3f} {n / o:8.3f}")


if __name__ == "__main__":
    main()
