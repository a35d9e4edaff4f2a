#!/usr/bin/env python3
"""Check that every clue of every puzzle in puzzles.py is needed: dropping
any one clue must leave more than one solution. Uses truth.py's own State,
solve and puzzle() (its source is loaded without running its main())."""
import os, sys
TRUTH = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "unseen", "truth.py")
here = os.path.dirname(os.path.abspath(__file__))
src = open(TRUTH).read()
assert src.rstrip().endswith("main()")
src = src.rstrip()[: -len("main()")]
sys.argv = [TRUTH, here]
ns = {"__name__": "truth_loaded", "__file__": TRUTH}
exec(compile(src, TRUTH, "exec"), ns)
bad = 0
for p in ns["PUZZLES"]:
    full = ns["solve"](p["cats"], p["clues"], limit=2)
    spare = []
    for k in range(len(p["clues"])):
        rest = p["clues"][:k] + p["clues"][k + 1:]
        if len(ns["solve"](p["cats"], rest, limit=2)) < 2:
            spare.append(k + 1)
    if len(full) != 1:
        bad += 1
        print(p["name"], "has %d solutions (limit 2)" % len(full))
    elif spare:
        bad += 1
        print(p["name"], "clues not needed:", spare)
    else:
        print(p["name"], "ok: all %d clues needed" % len(p["clues"]))
sys.exit(1 if bad else 0)
