#!/usr/bin/env python3
"""Check that every clue of every puzzle in this directory is needed:
dropping any one clue must leave more than one solution.
Uses truth.py's own brute force (solve) and puzzles.py; nothing else."""
import os, sys
TRUTH = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "unseen", "truth.py")
here = os.path.dirname(os.path.abspath(__file__))
src = open(TRUTH).read()
# load truth.py's definitions and this directory's puzzles.py, without running main()
src = src[: src.rindex("\nmain()")]
sys.argv = [TRUTH, here, "--check"]
g = {"__name__": "truth_lib", "__file__": TRUTH}
exec(compile(src, TRUTH, "exec"), g)
bad = 0
for p in g["PUZZLES"]:
    clues = p["clues"]
    full = g["solve"](p["cats"], clues, limit=2)
    spare = []
    for i in range(len(clues)):
        rest = clues[:i] + clues[i + 1:]
        if len(g["solve"](p["cats"], rest, limit=2)) < 2:
            spare.append(i + 1)
    if len(full) != 1:
        bad += 1
        print(p["name"], "not unique: %d+ solutions" % len(full))
    elif spare:
        bad += 1
        print(p["name"], "clues not needed:", spare)
    else:
        print(p["name"], "ok: all %d clues needed" % len(clues))
sys.exit(1 if bad else 0)
