#!/usr/bin/env python3
"""Checks that every clue of every puzzle in puzzles.py is needed: with any
one clue dropped, the brute force (truth.py's own solver) finds more than one
solution.  Usage: python3 needed.py [DIR] [puzzle-name-substring]"""
import os, sys
TRUTH = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "unseen", "truth.py")
src = open(TRUTH).read()
src = src[:src.index("# The puzzles' directory")]   # State, nv, one_of_other, solve, puzzle; no main()
g = {"__name__": "truth_lib"}
exec(src, g)
args = [a for a in sys.argv[1:] if not a.startswith("-")]
here = args[0] if args else os.path.dirname(os.path.abspath(__file__))
only = args[1] if len(args) > 1 else ""
exec(open(os.path.join(here, "puzzles.py")).read(), g)
bad = 0
for p in g["PUZZLES"]:
    if only not in p["name"]:
        continue
    n0 = len(g["solve"](p["cats"], p["clues"], limit=2))
    loose = []
    for k in range(len(p["clues"])):
        rest = p["clues"][:k] + p["clues"][k + 1:]
        if len(g["solve"](p["cats"], rest, limit=2)) < 2:
            loose.append(k + 1)
    if n0 != 1 or loose:
        bad += 1
        print(p["name"], "solutions with all clues: %d;" % n0, "clues not needed:", loose)
    else:
        print(p["name"], "ok: all %d clues needed" % len(p["clues"]))
sys.exit(1 if bad else 0)
