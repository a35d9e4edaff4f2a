#!/usr/bin/env python3
"""Every clue is needed: for each puzzle in puzzles.py, dropping any one clue
must leave more than one solution (by truth.py's own brute force).

Usage: python3 needed.py [path/to/truth.py]
truth.py's definitions (State, nv, one_of_other, puzzle, solve) are loaded
from its source without running its main(); puzzles.py is read from this
file's directory.
"""
import os, sys

HERE = os.path.dirname(os.path.abspath(__file__))
TRUTH = sys.argv[1] if len(sys.argv) > 1 else \
    os.path.join(HERE, "..", "unseen", "truth.py")

src = open(TRUTH).read()
cut = src.rindex("\nmain()")          # keep the definitions, not the final call
saved = sys.argv
sys.argv = [TRUTH, HERE, "--check"]   # truth.py execs HERE/puzzles.py
g = {"__name__": "truth_defs", "__file__": TRUTH}
exec(compile(src[:cut], TRUTH, "exec"), g)
sys.argv = saved

bad = 0
for p in g["PUZZLES"]:
    full = g["solve"](p["cats"], p["clues"], limit=2)
    if len(full) != 1:
        bad += 1
        print(p["name"], "FAIL: %d solutions with all clues" % len(full))
        continue
    spare = []
    for i in range(len(p["clues"])):
        rest = p["clues"][:i] + p["clues"][i + 1:]
        if len(g["solve"](p["cats"], rest, limit=2)) < 2:
            spare.append(i + 1)
    if spare:
        bad += 1
        print(p["name"], "FAIL: clues not needed:", spare)
    else:
        print(p["name"], "ok: all %d clues needed" % len(p["clues"]))
sys.exit(1 if bad else 0)
