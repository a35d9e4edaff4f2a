#!/usr/bin/env python3
"""Check that every clue of every puzzle in this directory is needed:
dropping any one clue must leave more than one solution. Uses truth.py's
brute force (solve) on this directory's puzzles.py; prints
"NAME ok: all N clues needed" or the clues that are not needed."""
import os, sys
TRUTH = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "unseen", "truth.py")
here = os.path.dirname(os.path.abspath(__file__))
src = open(TRUTH).read().rsplit("main()", 1)[0]   # everything but the final call
sys.argv = [TRUTH, here, "--check"]
g = {"__name__": "truth", "__file__": TRUTH}
exec(src, g)
bad = 0
for p in g["PUZZLES"]:
    if len(g["solve"](p["cats"], p["clues"], limit=2)) != 1:
        print(p["name"], "NOT unique with all clues")
        bad += 1
        continue
    spare = [k + 1 for k in range(len(p["clues"]))
             if len(g["solve"](p["cats"], p["clues"][:k] + p["clues"][k + 1:], limit=2)) == 1]
    if spare:
        bad += 1
        print(p["name"], "clues not needed:", spare)
    else:
        print(p["name"], "ok: all %d clues needed" % len(p["clues"]))
sys.exit(1 if bad else 0)
