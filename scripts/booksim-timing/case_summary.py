#!/usr/bin/env python3
"""One line per ccsim configuration: zero-load latency, latency at a quarter, half and three
quarters of saturation, and the saturation throughput, as issue-style comparisons need them.

usage: case_summary.py LABEL [ccsim options...]

Runs `ccsim latency-load` with the options (configs and --section.key=value overrides) to find
the saturation throughput S (the highest accepted load), then `ccsim run` at 0.002 and at
S/4, S/2, 3S/4 for their latencies. CCSIM names the binary (default: the main build); JOBS the
simulations latency-load runs at once (default 1). Every figure comes from a simulation.
"""
import csv
import json
import os
import subprocess
import sys
import tempfile

CCSIM = os.environ.get("CCSIM", "/work/main/build/testbench/ccsim")
JOBS = os.environ.get("JOBS", "1")


def ccsim(args):
    return subprocess.run(["nice", "-n", "5", CCSIM] + args, check=True, capture_output=True,
                          text=True).stdout


def latency_at(options, load):
    out = ccsim(["run", "-q"] + options + ["--traffic.injection_rate=%g" % load, "--stats", "-"])
    report = json.loads(out)
    figures = report["figures"]
    return figures["avg_latency_cycles"]["value"], report["saturated"]


def main():
    label, options = sys.argv[1], sys.argv[2:]
    with tempfile.TemporaryDirectory() as tmp:
        table = os.path.join(tmp, "curve.csv")
        ccsim(["latency-load", "-q", "-j", JOBS, "--csv", table] + options)
        with open(table) as f:
            rows = list(csv.DictReader(f))
    sat = max(float(r["accepted_words_per_node_cycle"]) for r in rows)
    cells = ["%-28s" % label, "S=%.4f" % sat]
    for name, load in (("0", 0.002), ("S/4", sat / 4), ("S/2", sat / 2), ("3S/4", 3 * sat / 4)):
        # The zero-load point needs a longer window for enough packets.
        extra = ["--traffic.measure_cycles=200000"] if name == "0" else []
        latency, saturated = latency_at(options + extra, load)
        cells.append("L(%s)=%.2f%s" % (name, latency, "*" if saturated else ""))
    print("  ".join(cells), flush=True)


if __name__ == "__main__":
    main()
