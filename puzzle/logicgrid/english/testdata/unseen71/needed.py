#!/usr/bin/env python3
"""Checks that every clue of every puzzle in puzzles.py is needed: with any
one clue dropped, the brute force of truth.py finds more than one solution.
Usage: python3 needed.py [puzzle-name-substring]"""
import os, sys
TRUTH = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "unseen", "truth.py")
here = os.path.dirname(os.path.abspath(__file__))
src = open(TRUTH).read()
# take truth.py's State, nv, one_of_other, solve and puzzle(), not its main()
exec(src[:src.index("def write(")])
exec(open(os.path.join(here, "puzzles.py")).read())
want = sys.argv[1] if len(sys.argv) > 1 else ""
bad = 0
for p in PUZZLES:
    if want not in p["name"]:
        continue
    full = solve(p["cats"], p["clues"], limit=2)
    if len(full) != 1:
        print(p["name"], "has %d solutions with all clues" % len(full)); bad += 1; continue
    extra = []
    for k in range(len(p["clues"])):
        rest = p["clues"][:k] + p["clues"][k + 1:]
        if len(solve(p["cats"], rest, limit=2)) < 2:
            extra.append(k + 1)
    if extra:
        bad += 1
        print(p["name"], "clues not needed:", extra)
    else:
        print(p["name"], "ok: all %d clues needed" % len(p["clues"]))
sys.exit(1 if bad else 0)
