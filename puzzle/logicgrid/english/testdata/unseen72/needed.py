#!/usr/bin/env python3
"""Check that every clue of every puzzle in puzzles.py is needed: dropping any
one clue must leave more than one solution.  Uses the brute-force solver of
truth.py (its definitions only, not its main) so the check is independent of
the Go reader.

usage: python3 needed.py [DIR]   (DIR defaults to this file's directory)
"""
import os, sys

TRUTH = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "unseen", "truth.py")
src = open(TRUTH).read()
src = src[:src.index("# The puzzles' directory")]
g = {"__name__": "truth_defs"}
exec(src, g)

here = next((a for a in sys.argv[1:] if not a.startswith("-")),
            os.path.dirname(os.path.abspath(__file__)))
exec(open(os.path.join(here, "puzzles.py")).read(), g)

bad = 0
for p in g["PUZZLES"]:
    n = len(p["clues"])
    full = g["solve"](p["cats"], p["clues"], limit=2)
    if len(full) != 1:
        print(p["name"], "FAIL: %d solutions with all clues" % len(full))
        bad += 1
        continue
    spare = []
    for i in range(n):
        rest = p["clues"][:i] + p["clues"][i + 1:]
        if len(g["solve"](p["cats"], rest, limit=2)) == 1:
            spare.append(i + 1)
    if spare:
        bad += 1
        print(p["name"], "FAIL: clues not needed:", spare)
    else:
        print(p["name"], "ok: all %d clues needed" % n)
sys.exit(1 if bad else 0)
