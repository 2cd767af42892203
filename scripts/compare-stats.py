#!/usr/bin/env python3
"""Compares two directories of ccsim --stats JSON files field by field.

Usage: compare-stats.py OLD_DIR NEW_DIR

Simulator-speed fields (wall time, cycles per second) and the `host` section are ignored:
they differ between any two runs. Every other field must be equal, with the same value. A
field present on one side only is reported too. Exits 1 when any file differs.
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
            old = flatten(json.load(f))
        with open(new_path) as f:
            new = flatten(json.load(f))
        diffs = [k for k in sorted(set(old) | set(new)) if old.get(k, "<absent>") != new.get(k, "<absent>")]
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
