#!/usr/bin/env python3
"""For every puzzle in puzzles.py: drop each clue in turn and check that more
than one solution remains (so every clue is needed). Uses truth.py's solver.
Usage: python3 needed.py [DIR] [name-filter]"""
import os, sys
TRUTH = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "unseen", "truth.py")
here = os.path.dirname(os.path.abspath(__file__))
filt = sys.argv[1] if len(sys.argv) > 1 else ""
src = open(TRUTH).read()
assert src.rstrip().endswith("main()")
src = src.rstrip()[:-len("main()")]
sys.argv = [TRUTH, here]
ns = {"__name__": "truth_for_needed", "__file__": TRUTH}
exec(compile(src, TRUTH, "exec"), ns)
bad = 0
for p in ns["PUZZLES"]:
    if filt and filt not in p["name"]:
        continue
    sols = ns["solve"](p["cats"], p["clues"], limit=2)
    if len(sols) != 1:
        print(p["name"], "has %d solutions with all clues" % len(sols)); bad += 1; continue
    spare = []
    for k in range(len(p["clues"])):
        rest = p["clues"][:k] + p["clues"][k + 1:]
        if len(ns["solve"](p["cats"], rest, limit=2)) == 1:
            spare.append(k + 1)
    if spare:
        bad += 1
        print(p["name"], "clues not needed:", spare)
    else:
        print(p["name"], "ok: all %d clues needed" % len(p["clues"]))
sys.exit(1 if bad else 0)
