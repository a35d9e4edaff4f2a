#!/usr/bin/env python3
"""Check that every clue of every puzzle in puzzles.py is needed: dropping any
one clue must leave more than one solution. Uses truth.py's State/solve (the
brute force), loaded without running its main()."""
import os, sys
HERE = os.path.dirname(os.path.abspath(__file__))
TRUTH = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "unseen", "truth.py")
src = open(TRUTH).read()
src = src[:src.rindex("main()")]  # everything but the final call
sys.argv = [TRUTH, HERE]
g = {"__name__": "truth_lib", "__file__": TRUTH}
exec(compile(src, TRUTH, "exec"), g)
bad = 0
for p in g["PUZZLES"]:
    if len(g["solve"](p["cats"], p["clues"], limit=2)) != 1:
        print(p["name"], "not unique with all clues"); bad += 1; continue
    spare = []
    for k in range(len(p["clues"])):
        rest = p["clues"][:k] + p["clues"][k + 1:]
        if len(g["solve"](p["cats"], rest, limit=2)) < 2:
            spare.append(k + 1)
    if spare:
        bad += 1
        print(p["name"], "clues not needed:", spare)
    else:
        print(p["name"], "ok: all %d clues needed" % len(p["clues"]))
sys.exit(1 if bad else 0)
