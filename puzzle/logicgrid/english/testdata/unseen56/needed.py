#!/usr/bin/env python3
"""Checks that every clue of every puzzle in puzzles.py is needed: with the
clue dropped, the brute force of truth.py finds more than one solution.
Usage: python3 needed.py [NAME-SUBSTRING]"""
import os, sys
here = os.path.dirname(os.path.abspath(__file__))
TRUTH = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "unseen", "truth.py")
src = open(TRUTH).read()
# take truth.py's definitions (nv, State, one_of_other, solve) but not its main
exec(src[:src.index("PUZZLES = []")])
PUZZLES = []
def puzzle(name, title, intro, cats, answer, clues):
    PUZZLES.append(dict(name=name, title=title, intro=intro, cats=cats, answer=answer, clues=clues))
exec(open(os.path.join(here, "puzzles.py")).read())
only = sys.argv[1] if len(sys.argv) > 1 else ""
bad = 0
for p in PUZZLES:
    if only not in p["name"]:
        continue
    full = solve(p["cats"], p["clues"], limit=2)
    if len(full) != 1:
        print(p["name"], "NOT unique with all clues: %d+ solutions" % len(full))
        for s in full:
            print("   ", list(zip(*s)))
        bad += 1
        continue
    spare = []
    for k in range(len(p["clues"])):
        rest = p["clues"][:k] + p["clues"][k + 1:]
        if len(solve(p["cats"], rest, limit=2)) == 1:
            spare.append(k + 1)
    if spare:
        bad += 1
        print(p["name"], "clues not needed:", spare)
    else:
        print(p["name"], "ok: all %d clues needed" % len(p["clues"]))
sys.exit(1 if bad else 0)
