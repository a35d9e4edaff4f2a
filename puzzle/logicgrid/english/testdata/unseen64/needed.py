#!/usr/bin/env python3
"""Check that every clue of every puzzle in puzzles.py is needed: dropping any
one clue must leave more than one solution. Uses truth.py's State/solve (its
code before the puzzles are loaded), so the brute force is the same one."""
import os, sys
here = os.path.dirname(os.path.abspath(__file__))
truth = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "unseen", "truth.py")
src = open(truth).read()
exec(src[:src.index("PUZZLES = []")])
PUZZLES = []
def puzzle(name, title, intro, cats, answer, clues):
    PUZZLES.append(dict(name=name, title=title, intro=intro, cats=cats, answer=answer, clues=clues))
exec(open(os.path.join(here, "puzzles.py")).read())
bad = 0
for p in PUZZLES:
    full = solve(p["cats"], p["clues"], 2)
    if len(full) != 1:
        print(p["name"], "FAIL: %d solutions with all clues" % len(full)); bad += 1; continue
    spare = []
    for k in range(len(p["clues"])):
        rest = p["clues"][:k] + p["clues"][k + 1:]
        if len(solve(p["cats"], rest, 2)) < 2:
            spare.append(k + 1)
    if spare:
        bad += 1
        print(p["name"], "FAIL: clues not needed:", spare)
    else:
        print(p["name"], "ok: all %d clues needed" % len(p["clues"]))
sys.exit(1 if bad else 0)
