#!/usr/bin/env python3
"""Check that every clue of every puzzle in puzzles.py is needed: with any
one clue dropped, the brute force finds more than one solution. Also
re-checks that the full clue list has exactly one solution.

Uses State/solve/puzzle from truth.py (the independent brute force), taken
from ../unseen/truth.py next to this directory, or from the path given by
the TRUTH environment variable. Optional arguments: substrings of puzzle
names to check only those."""
import os, sys

here = os.path.dirname(os.path.abspath(__file__))
cands = [os.environ.get("TRUTH", ""),
         os.path.join(here, "..", "unseen", "truth.py")]
truth = next(p for p in cands if p and os.path.exists(p))
src = open(truth).read()
# only the definitions (State, nv, one_of_other, solve, puzzle), not main()
src = src[:src.index("# The puzzles' directory")]
g = {"__name__": "truth_defs"}
exec(compile(src, truth, "exec"), g)
exec(compile(open(os.path.join(here, "puzzles.py")).read(), "puzzles.py", "exec"), g)

only = sys.argv[1:]
bad = 0
for p in g["PUZZLES"]:
    if only and not any(o in p["name"] for o in only):
        continue
    full = g["solve"](p["cats"], p["clues"], limit=2)
    if len(full) != 1:
        print(p["name"], "FAIL: %d solutions with all clues" % len(full))
        bad += 1
        continue
    spare = []
    for k in range(len(p["clues"])):
        rest = p["clues"][:k] + p["clues"][k + 1:]
        if len(g["solve"](p["cats"], rest, limit=2)) < 2:
            spare.append(k + 1)
    if spare:
        bad += 1
        print(p["name"], "FAIL: clues not needed:", spare)
    else:
        print(p["name"], "ok: all %d clues needed" % len(p["clues"]))
sys.exit(1 if bad else 0)
