#!/usr/bin/env python3
"""Checks that every clue of every puzzle in puzzles.py is needed: dropping
any one clue leaves more than one solution. Uses the definitions of truth.py
(State, nv, one_of_other, solve) by executing its text before 'PUZZLES = []'
(the part that defines them; its main() is not run)."""
import os, sys
TRUTH = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "unseen", "truth.py")
here = os.path.dirname(os.path.abspath(__file__))
src = open(TRUTH).read()
g = {"__name__": "truthdefs"}
exec(src[:src.index("PUZZLES = []")], g)
PUZ = []
g["puzzle"] = lambda name, title, intro, cats, answer, clues: PUZ.append((name, cats, clues))
exec(open(os.path.join(here, "puzzles.py")).read(), g)
only = sys.argv[1:]
bad = 0
for name, cats, clues in PUZ:
    if only and not any(o in name for o in only):
        continue
    n_all = len(g["solve"](cats, clues, limit=2))
    spare = []
    for k in range(len(clues)):
        rest = clues[:k] + clues[k + 1:]
        if len(g["solve"](cats, rest, limit=2)) < 2:
            spare.append(k + 1)
    if n_all != 1 or spare:
        bad += 1
        print(name, "solutions with all clues: %d;" % n_all, "clues not needed:", spare)
    else:
        print(name, "ok: all %d clues needed" % len(clues))
sys.exit(1 if bad else 0)
