#!/usr/bin/env python3
"""Every clue needed: for each puzzle of puzzles.py, drop each clue in turn
and count solutions with truth.py's own brute force; a clue is needed when
the rest has more than one solution.

    python3 needed.py [DIR] [name-substring ...]
"""
import os, sys

TRUTH = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "unseen", "truth.py")
here = os.path.dirname(os.path.abspath(__file__))
args = [a for a in sys.argv[1:]]
if args and os.path.isdir(args[0]):
    here = os.path.abspath(args.pop(0))
only = args

src = open(TRUTH).read()
src = src[:src.rindex("\nmain()")]          # definitions only, no run
saved = sys.argv
sys.argv = [TRUTH, here]                     # truth.py reads DIR/puzzles.py
g = {"__name__": "truth_defs", "__file__": TRUTH}
exec(compile(src, TRUTH, "exec"), g)
sys.argv = saved

bad = 0
for p in g["PUZZLES"]:
    if only and not any(o in p["name"] for o in only):
        continue
    full = g["solve"](p["cats"], p["clues"], limit=2)
    if len(full) != 1:
        print(p["name"], "not unique: %d+ solutions" % len(full))
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
