#!/usr/bin/env python3
"""Mean and highest utilization of a run's links by the port they leave (xp, xm, yp, ym).

usage: ccsim run ... --stats - | link_directions.py
"""
import json
import sys
from collections import defaultdict

report = json.load(sys.stdin)
by_port = defaultdict(list)
for link in report["links"]:
    src = link["name"].split("->")[0]
    by_port[src.split(".")[1]].append(link["utilization"])
for port in sorted(by_port):
    u = by_port[port]
    print("%-3s links %3d  mean %.3f  max %.3f" % (port, len(u), sum(u) / len(u), max(u)))
print("accepted %.4f  latency %.1f  saturated %s" % (
    report["figures"]["accepted_words_per_node_cycle"]["value"],
    report["figures"]["avg_latency_cycles"]["value"], report["saturated"]))
