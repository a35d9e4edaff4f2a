#!/usr/bin/env python3
"""Checks that every clue of every puzzle in puzzles.py is needed: dropping
any one clue leaves more than one solution. Uses truth.py's State/solve
(its source is run without its final main() call)."""
import sys, os
here = os.path.dirname(os.path.abspath(__file__))
truth = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "unseen", "truth.py")
src = open(truth).read()
src = src[:src.rindex("main()")]
only = [a for a in sys.argv[1:]]
sys.argv = [truth, here]
g = {"__name__": "truth_lib", "__file__": truth}
exec(compile(src, truth, "exec"), g)
bad = 0
for p in g["PUZZLES"]:
    if only and not any(o in p["name"] for o in only):
        continue
    n = len(p["clues"])
    full = g["solve"](p["cats"], p["clues"], limit=2)
    if len(full) != 1:
        print(p["name"], "has %d solutions with all clues" % len(full)); bad += 1; continue
    unneeded = []
    for k in range(n):
        rest = p["clues"][:k] + p["clues"][k+1:]
        if len(g["solve"](p["cats"], rest, limit=2)) == 1:
            unneeded.append(k + 1)
    if unneeded:
        bad += 1
        print(p["name"], "clues not needed:", unneeded)
    else:
        print(p["name"], "ok: all %d clues needed" % n)
sys.exit(1 if bad else 0)
