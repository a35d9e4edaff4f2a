#!/usr/bin/env python3
"""Checks that every clue of every puzzle in puzzles.py is needed: for each
clue, the puzzle with that one clue dropped must have more than one
solution. Uses truth.py's State/solve (its main() is not run).
Usage: python3 needed.py [DIR] [name-filter]"""
import os, sys
TRUTH = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "unseen", "truth.py")
here = os.path.dirname(os.path.abspath(__file__))
args = [a for a in sys.argv[1:] if not a.startswith("-")]
d = args[0] if args else here
filt = args[1] if len(args) > 1 else ""
src = open(TRUTH).read()
src = src[:src.rindex("\nmain()")]
sys.argv = [TRUTH, d]
g = {"__name__": "truth_lib", "__file__": TRUTH}
exec(compile(src, TRUTH, "exec"), g)
bad = 0
for p in g["PUZZLES"]:
    if filt not in p["name"]:
        continue
    extra = []
    for k in range(len(p["clues"])):
        rest = p["clues"][:k] + p["clues"][k + 1:]
        if len(g["solve"](p["cats"], rest, limit=2)) < 2:
            extra.append(k + 1)
    if extra:
        bad += 1
        print(p["name"], "clues not needed:", extra)
    else:
        print(p["name"], "ok: all %d clues needed" % len(p["clues"]))
sys.exit(1 if bad else 0)
