#!/usr/bin/env python3
"""Compares two directories of ccsim --stats JSON files field by field.

Usage: compare-stats.py OLD_DIR NEW_DIR

Simulator-speed fields (wall time, cycles per second) and the `host` section are ignored:
they differ between any two runs. Every other field must be equal, with the same value. A
field present on one side only is reported too. Exits 1 when any file differs.

Files in the earlier report layout (one top-level field per figure, `analytic` as a list,
`algorithm`, `sync` and `block_bytes` at the top) are read into the current one first, so that
a build from before the layout change can be compared with one after it: a figure is compared
by name and value (absent counts as 0, which the earlier layout wrote for figures a run did not
have), `algorithm` is the report's `name`, `sync` and `block_bytes` the configuration's
algorithm.sync (for aapc.phased) and algorithm.block_bytes (for collective runs), and the
earlier `eq1_peak` must equal `peak_mbytes_per_s`. Figures named before their names carried
their unit (`avg_latency`, `offered_rate`, ...) are compared under their current names.
"""
import json
import os
import sys

IGNORED = {"wall_seconds", "cycles_per_second", "router_cycles_per_second", "host"}


def flatten(value, prefix=""):
    """{"a": {"b": 1}, "c": [2]} -> {"a.b": 1, "c[0]": 2}"""
    out = {}
    if isinstance(value, dict):
        for key, item in value.items():
            if key in IGNORED:
                continue
            out.update(flatten(item, f"{prefix}.{key}" if prefix else key))
    elif isinstance(value, list):
        for i, item in enumerate(value):
            out.update(flatten(item, f"{prefix}[{i}]"))
    else:
        out[prefix] = value
    return out


OLD_FIGURES = ["payload_bytes", "mbytes_per_s", "peak_mbytes_per_s", "percent_of_peak", "phases",
               "phase_cycles_mean", "phase_cycles_min", "phase_cycles_max", "offered_rate",
               "accepted_rate", "avg_latency", "packets_measured"]
# Earlier figure name -> the name with its unit.
RENAMED = {"offered_rate": "offered_words_per_node_cycle",
           "accepted_rate": "accepted_words_per_node_cycle",
           "delivered_rate": "delivered_words_per_node_cycle",
           "avg_latency": "avg_latency_cycles",
           "table2_transfers": "table2_transfer_words",
           "transfers_in_sequence": "transfer_words_in_sequence",
           "eq3": "eq3_mbytes_per_s"}
COMMON = ["topology", "nodes", "seed", "clock_mhz", "ok", "deadlock", "error", "data_checked",
          "data_ok", "cycles", "simulated_cycles", "words_moved", "link_utilization_mean",
          "link_utilization_max", "links", "phase_cycles"]


def canonical(report):
    """Either layout -> {common fields, algorithm, sync, block_bytes, figures by name}."""
    out = {key: report.get(key) for key in COMMON}
    figures = {}
    if "figures" in report:
        config = report.get("config", {})
        out["algorithm"] = report["name"]
        out["sync"] = config.get("algorithm.sync", "") if report["name"] == "aapc.phased" else ""
        collective = report.get("experiment") == "collective"
        out["block_bytes"] = int(config.get("algorithm.block_bytes", 0)) if collective else 0
        for name, figure in report["figures"].items():
            figures[name] = figure["value"]
    else:
        out["algorithm"] = report["algorithm"]
        out["sync"] = report["sync"]
        out["block_bytes"] = report["block_bytes"]
        for name in OLD_FIGURES:
            figures[name] = report[name]
        for a in report["analytic"]:
            if a["name"] == "eq1_peak":
                figures["eq1_peak(=peak_mbytes_per_s)"] = a["value"] == report["peak_mbytes_per_s"]
            else:
                figures[a["name"]] = a["value"]
    for name, value in figures.items():
        out["figure." + RENAMED.get(name, name)] = value
    return out


def main():
    old_dir, new_dir = sys.argv[1], sys.argv[2]
    status = 0
    names = sorted(n for n in os.listdir(old_dir) if n.endswith(".json"))
    for name in names:
        new_path = os.path.join(new_dir, name)
        if not os.path.exists(new_path):
            print(f"{name}: missing in {new_dir}")
            status = 1
            continue
        with open(os.path.join(old_dir, name)) as f:
            old = flatten(canonical(json.load(f)))
        with open(new_path) as f:
            new = flatten(canonical(json.load(f)))

        def get(side, key):
            if key.startswith("figure.eq1_peak("):
                return True  # checked on the side that has it
            return side.get(key, 0 if key.startswith("figure.") else "<absent>")

        diffs = [k for k in sorted(set(old) | set(new)) if get(old, k) != get(new, k)]
        if diffs:
            status = 1
            print(f"{name}: {len(diffs)} field(s) differ")
            for k in diffs[:10]:
                print(f"  {k}: {old.get(k, '<absent>')!r} -> {new.get(k, '<absent>')!r}")
        else:
            print(f"{name}: identical ({len(old)} fields)")
    return status


if __name__ == "__main__":
    sys.exit(main())
