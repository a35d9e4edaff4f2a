#!/usr/bin/env python3
"""Checks that every clue of every puzzle in puzzles.py is needed: with any
one clue dropped, the remaining clues have more than one solution.
Uses truth.py's State and brute-force solve (its definitions only)."""
import os, sys
TRUTH = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "unseen", "truth.py")
here = os.path.dirname(os.path.abspath(__file__))
src = open(TRUTH).read()
defs = src[:src.index("def write(")]      # State, nv, one_of_other, solve, puzzle
exec(defs)
exec(open(os.path.join(here, "puzzles.py")).read())
bad = 0
for p in PUZZLES:
    full = solve(p["cats"], p["clues"], limit=2)
    if len(full) != 1:
        bad += 1
        print(p["name"], "not unique with all clues")
        continue
    spare = []
    for k in range(len(p["clues"])):
        rest = p["clues"][:k] + p["clues"][k + 1:]
        if len(solve(p["cats"], rest, limit=2)) < 2:
            spare.append(k + 1)
    if spare:
        bad += 1
        print(p["name"], "clues not needed:", spare)
    else:
        print(p["name"], "ok: all %d clues needed" % len(p["clues"]))
sys.exit(1 if bad else 0)
