#!/usr/bin/env python3
"""Checks that every clue of every puzzle in puzzles.py is needed: dropping
any one clue must leave more than one solution.  Uses truth.py's State and
brute-force solve (truth.py is exec'd without its main())."""
import sys, os
here = os.path.dirname(os.path.abspath(__file__))
truth = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "unseen", "truth.py")
src = open(truth).read()
src = src[:src.rindex("\nmain()")]
sys.argv = [truth, here]
g = {"__name__": "truth_lib", "__file__": truth}
exec(compile(src, truth, "exec"), g)

bad = 0
for p in g["PUZZLES"]:
    full = g["solve"](p["cats"], p["clues"], limit=2)
    if len(full) != 1:
        print(p["name"], "NOT unique with all clues:", len(full)); bad += 1; continue
    spare = []
    for k in range(len(p["clues"])):
        rest = p["clues"][:k] + p["clues"][k+1:]
        if len(g["solve"](p["cats"], rest, limit=2)) == 1:
            spare.append(k + 1)
    if spare:
        bad += 1
        print(p["name"], "clues not needed:", spare)
    else:
        print(p["name"], "ok: all %d clues needed" % len(p["clues"]))
sys.exit(1 if bad else 0)
