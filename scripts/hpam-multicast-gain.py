#!/usr/bin/env python3
"""Prints what the HPAM's inter-level multicast buys a broadcast and a scatter (paper 001 §3.1,
§4.1): the fastest hybrid against the fastest multicast run, simulated, beside the same from the
paper's equations.

Usage: hpam-multicast-gain.py CCSIM [--config FILE] [--set KEY=VALUE ...] [--q 2,8,32]
                              [--bytes 4,64,256,1024,4096] [--jobs 2]

For each Q (hpam.level2_clock_ratio) and S (algorithm.message_bytes), it runs hpam.C.hybrid on
every p2 x q2 sub-mesh of level 2 and hpam.C.multicast with switch.hpam_multicast = true on every
p2 x 1, takes the fewest cycles of each (the paper's "optimal"), and prints the gain
100 (hybrid - multicast) / hybrid. The analytic columns take the same minima over the equations
each run prints (eq. 5 and 6, eq. 10 and 11, with the errata's corrections). Every run checks
its data; one that does not stops the script. Needs one processor on level 1 (the equations'
machine) and a two-level machine.
"""
import argparse
import concurrent.futures
import json
import os
import subprocess
import sys
import tempfile


def powers_of_two_up_to(n):
    out, v = [], 1
    while v <= n:
        out.append(v)
        v *= 2
    return out


def run(ccsim, config, extra, settings, scratch, index):
    stats = os.path.join(scratch, f"run{index}.json")
    args = [ccsim, "run", "-q", "--config", config, "--stats", stats] + extra
    args += [f"--{k}={v}" for k, v in settings.items()]
    done = subprocess.run(args, capture_output=True, text=True)
    if done.returncode != 0:
        sys.exit(f"ccsim {' '.join(args[2:])} failed:\n{done.stderr}")
    with open(stats) as f:
        s = json.load(f)
    if not s.get("data_ok", False):
        sys.exit(f"ccsim {' '.join(args[2:])}: data check failed")
    figures = s.get("figures", {})
    equation = next(v["value"] for k, v in figures.items()
                    if k.startswith("eq") and k.endswith("_cycles") and "printed" not in k)
    return s["cycles"], equation


def level2_shape(ccsim, config, extra):
    """(r2, c2) of the configuration, from the topology a plan prints."""
    with tempfile.TemporaryDirectory() as scratch:
        path = os.path.join(scratch, "plan.json")
        subprocess.run([ccsim, "plan", "hpam.broadcast.brute_force", "--config", config,
                        "--json", path] + extra, check=True, capture_output=True)
        with open(path) as f:
            levels = json.load(f)["topology"].split()[1].split("/")
    if levels[0] != "1x1" or len(levels) != 2:
        sys.exit("the equations' machine has one processor on level 1 and two levels")
    r2, c2 = levels[1].split("x")
    return int(r2), int(c2)


def main():
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("ccsim")
    p.add_argument("--config", default="configs/hpam-4x4.ini")
    p.add_argument("--set", action="append", default=[], metavar="KEY=VALUE",
                   help="a key over the configuration (topology.level2_rows=16, ...)")
    p.add_argument("--q", default="2,8,32")
    p.add_argument("--bytes", default="4,64,256,1024,4096")
    p.add_argument("--jobs", type=int, default=2)
    a = p.parse_args()
    extra = [f"--{kv}" for kv in a.set]
    r2, c2 = level2_shape(a.ccsim, a.config, extra)
    qs = [int(q) for q in a.q.split(",")]
    sizes = [int(s) for s in a.bytes.split(",")]
    # (collective, Q, S, method) -> list of (shape, cycles, equation), one per sub-mesh.
    jobs = {}
    for c in ("broadcast", "scatter"):
        for q in qs:
            for s in sizes:
                base = {"algorithm.message_bytes": s, "hpam.level2_clock_ratio": q}
                for p2 in powers_of_two_up_to(r2):
                    for q2 in powers_of_two_up_to(c2):
                        jobs[(c, q, s, "hybrid", f"{p2}x{q2}")] = dict(
                            base, **{"algorithm.name": f"hpam.{c}.hybrid",
                                     "algorithm.submesh_rows": p2, "algorithm.submesh_cols": q2})
                    jobs[(c, q, s, "multicast", f"{p2}x1")] = dict(
                        base, **{"algorithm.name": f"hpam.{c}.multicast",
                                 "algorithm.submesh_rows": p2, "switch.hpam_multicast": "true"})
    results = {}
    with tempfile.TemporaryDirectory() as scratch, \
            concurrent.futures.ThreadPoolExecutor(a.jobs) as pool:
        futures = {pool.submit(run, a.ccsim, a.config, extra, settings, scratch, i): key
                   for i, (key, settings) in enumerate(jobs.items())}
        for future in concurrent.futures.as_completed(futures):
            results[futures[future]] = future.result()
    print(f"{a.config}: level 2 {r2}x{c2}; cycles of the fastest sub-mesh of each; "
          "gain = 100 (hybrid - multicast) / hybrid")
    print(f"{'':10} {'Q':>3} {'S':>6} | {'hybrid':>16} {'multicast':>16} {'gain':>6} | "
          f"{'eq. hybrid':>16} {'eq. multicast':>16} {'gain':>6}")
    for c in ("broadcast", "scatter"):
        for q in qs:
            for s in sizes:
                row = [f"{c:10} {q:>3} {s:>6} |"]
                for column in (0, 1):  # simulated, then analytic
                    best = {}
                    for method in ("hybrid", "multicast"):
                        runs = [(v[column], shape) for k, v in results.items()
                                if k[:4] == (c, q, s, method) for shape in [k[4]]]
                        best[method] = min(runs)
                    h, m = best["hybrid"], best["multicast"]
                    gain = 100.0 * (h[0] - m[0]) / h[0]
                    row.append(f"{h[0]:>10.0f} {h[1]:>5} {m[0]:>10.0f} {m[1]:>5} {gain:>5.1f}%")
                print(" ".join(row[:2]) + " | " + row[2])


if __name__ == "__main__":
    main()
