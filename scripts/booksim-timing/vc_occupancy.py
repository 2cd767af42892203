#!/usr/bin/env python3
"""Mean occupancy of each input VC in a ccsim VCD trace, by input port and x coordinate.

usage: vc_occupancy.py TRACE.vcd PORT [PORT...]     (ports: xm, xp, ym, yp, local)

For each port, one line per VC: the mean number of words its queue held, at each x (averaged
over the y rows), over the traced cycles. Shows which VCs a channel's traffic actually uses.
"""
import re
import sys
from collections import defaultdict

sys.path.insert(0, __file__.rsplit("/", 1)[0])
from vcd_events import parse  # noqa: E402

path, ports = sys.argv[1], sys.argv[2:]
pattern = re.compile(r"n(\d+)_(\d+)\.switch\.in_(\w+?)_vc(\d+)\.count$")
changes = parse(path)
first, last = min(t for t, _, _ in changes), max(t for t, _, _ in changes)
area = defaultdict(int)   # (port, vc, x) -> sum of words x cycles
level, since = {}, {}
for t, name, v in changes:
    m = name and pattern.match(name)
    if not m:
        continue
    key = (m.group(3), int(m.group(4)), int(m.group(1)), int(m.group(2)))
    if key in level:
        area[key[:3]] += level[key] * (t - since[key])
    level[key], since[key] = v, t
for key, v in level.items():
    area[key[:3]] += v * (last - since[key])
rows = defaultdict(set)
for (port, vc, x) in area:
    rows[port].add(x)
ny = len({k[3] for k in level})
for port in ports:
    for vc in sorted({k[1] for k in area if k[0] == port}):
        cells = ["%5.2f" % (area[(port, vc, x)] / float(last - first) / ny) for x in sorted(rows[port])]
        print("in_%-5s vc%d  by x: %s" % (port, vc, " ".join(cells)))
