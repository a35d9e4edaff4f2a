#!/usr/bin/env python3
"""Checks that every clue of every puzzle in puzzles.py is needed: the
puzzle with all clues has exactly one solution, and dropping any one clue
leaves more than one. Uses truth.py's State/solve (its definitions only,
not its main) so the brute force is the same one."""
import os, sys
TRUTH = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "unseen", "truth.py")
here = os.path.dirname(os.path.abspath(__file__))
src = open(TRUTH).read()
src = src[:src.index("# The puzzles' directory")]
g = {"__name__": "truth_defs"}
exec(src, g)
exec(open(os.path.join(here, "puzzles.py")).read(), g)
only = sys.argv[1:]
bad = 0
for p in g["PUZZLES"]:
    if only and not any(o in p["name"] for o in only):
        continue
    full = g["solve"](p["cats"], p["clues"], limit=2)
    if len(full) != 1:
        print(p["name"], "NOT unique: %d solutions with all clues" % len(full))
        for sol in g["solve"](p["cats"], p["clues"], limit=4):
            print("   ", list(zip(*sol)))
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
