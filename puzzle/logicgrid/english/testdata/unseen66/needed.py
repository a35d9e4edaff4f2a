#!/usr/bin/env python3
"""Check that every clue of every puzzle in this directory's puzzles.py is
needed: dropping any one clue must leave more than one solution. Uses the
brute force (State, solve, nv, one_of_other, puzzle) of truth.py, loaded
without running its main()."""
import os, sys
TRUTH = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "unseen", "truth.py")
here = os.path.dirname(os.path.abspath(__file__))
src = open(TRUTH).read()
src = src[:src.rstrip().rfind("main()")]          # drop the final main() call
sys.argv = [TRUTH, here, "--check"]
g = {"__name__": "truth", "__file__": TRUTH}
exec(compile(src, TRUTH, "exec"), g)
bad = 0
for p in g["PUZZLES"]:
    sols = g["solve"](p["cats"], p["clues"], limit=2)
    if len(sols) != 1:
        print(p["name"], "not unique with all clues"); bad += 1; continue
    spare = [k + 1 for k in range(len(p["clues"]))
             if len(g["solve"](p["cats"], p["clues"][:k] + p["clues"][k + 1:], limit=2)) == 1]
    if spare:
        bad += 1
        print(p["name"], "clues not needed:", spare)
    else:
        print(p["name"], "ok: all %d clues needed" % len(p["clues"]))
sys.exit(1 if bad else 0)
