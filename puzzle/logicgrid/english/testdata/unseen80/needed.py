#!/usr/bin/env python3
"""Checks that every clue of every puzzle in puzzles.py is needed: the full
clue list has exactly one solution, and dropping any one clue leaves more
than one. Uses truth.py's State/solve (the part of truth.py before it loads
a puzzles.py and runs), so the brute force is the same one."""
import os, sys
here = os.path.dirname(os.path.abspath(__file__))
TRUTH = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "unseen", "truth.py")
src = open(TRUTH).read()
src = src[:src.index("# The puzzles' directory")]
g = {"__name__": "truthlib"}
exec(src, g)
exec(open(os.path.join(here, "puzzles.py")).read(), g)
bad = 0
for p in g["PUZZLES"]:
    full = len(g["solve"](p["cats"], p["clues"], limit=2))
    loose = []
    for k in range(len(p["clues"])):
        rest = p["clues"][:k] + p["clues"][k + 1:]
        if len(g["solve"](p["cats"], rest, limit=2)) < 2:
            loose.append(k + 1)
    if full != 1:
        bad += 1
        print(p["name"], "full clue set has %s solutions" % ("2+" if full > 1 else full))
    elif loose:
        bad += 1
        print(p["name"], "clues not needed:", loose)
    else:
        print(p["name"], "ok: all %d clues needed" % len(p["clues"]))
sys.exit(1 if bad else 0)
