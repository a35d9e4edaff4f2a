#!/usr/bin/env python3
"""Checks that every clue of every puzzle in puzzles.py is needed: with any
one clue dropped, the brute force of truth.py finds more than one solution.
Usage: python3 needed.py [name-substring ...]"""
import sys, os
here = os.path.dirname(os.path.abspath(__file__))
TRUTH = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "unseen", "truth.py")
want = sys.argv[1:]
src = open(TRUTH).read()
src = src.rsplit("\nmain()", 1)[0]          # definitions only, do not run main()
sys.argv = [TRUTH, here]
g = {"__name__": "truth_defs", "__file__": TRUTH}
exec(compile(src, TRUTH, "exec"), g)
bad = 0
for p in g["PUZZLES"]:
    if want and not any(w in p["name"] for w in want):
        continue
    full = g["solve"](p["cats"], p["clues"], limit=3)
    if len(full) != 1:
        print(p["name"], "has %d solutions with all clues" % len(full))
        for sol in full:
            print("   ", list(zip(*sol)))
        bad += 1
        continue
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
