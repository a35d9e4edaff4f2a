#!/usr/bin/env python3
"""Checks that every clue of every puzzle in puzzles.py is needed: the full
clue list has exactly one solution, and dropping any single clue leaves more
than one.  Uses truth.py's State/solve (its definitions only, not its main)."""
import os, sys
TRUTH = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "unseen", "truth.py")
here = os.path.dirname(os.path.abspath(__file__))
src = open(TRUTH).read()
src = src.split("# The puzzles' directory")[0]   # definitions only
g = {"__name__": "truth_defs"}
exec(src, g)
exec(open(os.path.join(here, "puzzles.py")).read(), g)
only = sys.argv[1:]
bad = 0
for p in g["PUZZLES"]:
    if only and not any(o in p["name"] for o in only):
        continue
    full = len(g["solve"](p["cats"], p["clues"], limit=2))
    if full != 1:
        print(p["name"], "full clue list has", full, "solutions"); bad += 1; continue
    spare = []
    for k in range(len(p["clues"])):
        rest = p["clues"][:k] + p["clues"][k + 1:]
        if len(g["solve"](p["cats"], rest, limit=2)) == 1:
            spare.append(k + 1)
    if spare:
        bad += 1
        print(p["name"], "clues not needed:", spare)
    else:
        print(p["name"], "ok: all %d clues needed" % len(p["clues"]))
sys.exit(1 if bad else 0)
