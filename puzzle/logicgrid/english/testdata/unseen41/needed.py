#!/usr/bin/env python3
"""Check that every clue of every puzzle in this directory is needed:
dropping any one clue must leave more than one solution.
Uses truth.py's State/solve (loaded without running its main())."""
import os, sys
here = os.path.dirname(os.path.abspath(__file__))
TRUTH = os.path.join(here, "..", "unseen", "truth.py")
src = open(TRUTH).read()
assert src.rstrip().endswith("main()")
src = src.rstrip()[:-len("main()")]
sys.argv = [TRUTH, here]
g = {"__name__": "truth_lib", "__file__": TRUTH}
exec(compile(src, TRUTH, "exec"), g)
bad = 0
for p in g["PUZZLES"]:
    full = g["solve"](p["cats"], p["clues"], limit=2)
    if len(full) != 1:
        print(p["name"], "has %d+ solutions with all clues" % len(full))
        bad += 1
        continue
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
