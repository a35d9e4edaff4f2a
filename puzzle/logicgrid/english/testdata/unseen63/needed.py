#!/usr/bin/env python3
"""Every clue is needed: dropping any one clue leaves more than one solution.
Uses truth.py's own State/solve/puzzle definitions (its text up to the point
where it loads a puzzles.py), then this directory's puzzles.py.
usage: python3 needed.py [name-substring]"""
import os, sys
here = os.path.dirname(os.path.abspath(__file__))
TRUTH = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "unseen", "truth.py")
src = open(TRUTH).read()
src = src[:src.index("# The puzzles' directory")]
g = {"__name__": "truth_defs"}
exec(src, g)
exec(open(os.path.join(here, "puzzles.py")).read(), g)
only = sys.argv[1] if len(sys.argv) > 1 else ""
bad = 0
for p in g["PUZZLES"]:
    if only not in p["name"]:
        continue
    full = g["solve"](p["cats"], p["clues"], limit=2)
    if len(full) != 1:
        print(p["name"], "NOT UNIQUE: %d+ solutions" % len(full))
        bad += 1
        continue
    spare = []
    for k in range(len(p["clues"])):
        rest = p["clues"][:k] + p["clues"][k + 1:]
        if len(g["solve"](p["cats"], rest, limit=2)) < 2:
            spare.append(k + 1)
    if spare:
        bad += 1
        print(p["name"], "clues not needed:", spare)
    else:
        print(p["name"], "ok: all %d clues needed" % len(p["clues"]))
sys.exit(1 if bad else 0)
