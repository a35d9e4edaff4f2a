#!/usr/bin/env python3
"""Every clue is needed: dropping any one clue leaves more than one solution.
Uses truth.py's State/solve (the brute force) on this directory's puzzles.py."""
import os, sys
TRUTH = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "unseen", "truth.py")
here = os.path.dirname(os.path.abspath(__file__))
src = open(TRUTH).read()
src = src[:src.rstrip().rfind("main()")]          # everything but the final call
sys.argv = [TRUTH, here]
g = {"__name__": "truth", "__file__": TRUTH}
exec(compile(src, TRUTH, "exec"), g)
bad = 0
for p in g["PUZZLES"]:
    notneeded = []
    for k in range(len(p["clues"])):
        rest = p["clues"][:k] + p["clues"][k + 1:]
        if len(g["solve"](p["cats"], rest, limit=2)) < 2:
            notneeded.append(k + 1)
    if notneeded:
        bad += 1
        print(p["name"], "clues not needed:", notneeded)
    else:
        print(p["name"], "ok: all %d clues needed" % len(p["clues"]))
sys.exit(1 if bad else 0)
