#!/usr/bin/env python3
"""Prints, cycle by cycle, what a ccsim VCD trace shows on links and input queues.

usage: vcd_events.py TRACE.vcd [FIRST LAST]

One line per cycle in which something changed: every word leaving a switch port
("n1_0.out_xp:H/vc0" = a head on VC 0 leaving node (1,0) through +x; B body, T tail),
input queue occupancies ("n1_0.in_xm_vc0=3") and messages received by the interfaces.
"""
import sys

KINDS = {0: "H", 1: "B", 2: "T"}


def parse(path):
    names, values, changes, now = {}, {}, [], 0
    scope = []
    with open(path) as f:
        for line in f:
            tok = line.split()
            if not tok:
                continue
            if tok[0] == "$scope":
                scope.append(tok[2])
            elif tok[0] == "$upscope":
                scope.pop()
            elif tok[0] == "$var":
                names[tok[3]] = ".".join(scope[1:] + [tok[4]])
            elif tok[0].startswith("#"):
                now = int(tok[0][1:])
            elif tok[0][0] == "b":
                changes.append((now, names.get(tok[1]), int(tok[0][1:], 2) if "x" not in tok[0] else 0))
            elif tok[0][0] in "01" and len(tok[0]) > 1:
                changes.append((now, names.get(tok[0][1:]), int(tok[0][0])))
    return changes


def main():
    path = sys.argv[1]
    first = int(sys.argv[2]) if len(sys.argv) > 2 else 0
    last = int(sys.argv[3]) if len(sys.argv) > 3 else None
    by_cycle = {}
    for t, name, v in parse(path):
        if name is not None:
            by_cycle.setdefault(t, []).append((name, v))
    if not by_cycle:
        return
    end = max(by_cycle) if last is None else last
    state = {}
    for t in range(0, end + 1):
        changed = by_cycle.get(t, [])
        for name, v in changed:
            state[name] = v
        if t < first:
            continue
        out = []
        for name, v in state.items():
            if name.endswith(".valid") and v == 1:
                base = name[: -len(".valid")]
                kind = KINDS.get(state.get(base + ".kind", 0), "?")
                out.append("%s:%s/vc%d" % (base, kind, state.get(base + ".vc", 0)))
        for name, v in changed:
            if name.endswith(".count") and t > 0:
                out.append("%s=%d" % (name[: -len(".count")].replace("switch.", ""), v))
            elif name.endswith("messages_received") and v:
                out.append("%s=%d" % (name, v))
        if out:
            print(t, " ".join(sorted(out)))


if __name__ == "__main__":
    main()
