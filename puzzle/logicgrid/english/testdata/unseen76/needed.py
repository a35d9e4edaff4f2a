#!/usr/bin/env python3
"""Checks that every clue of every puzzle in this directory is needed:
dropping any one clue must leave more than one solution.
Uses the brute force of truth.py (State, solve, ...) unchanged: its source
is executed without its final main() call, then puzzles.py is read by it."""
import os, sys

TRUTH = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "unseen", "truth.py")
here = os.path.dirname(os.path.abspath(__file__))
src = open(TRUTH).read()
head, tail = src.rsplit("\nmain()", 1)
assert tail.strip() == "", "truth.py no longer ends with main()"
sys.argv = [TRUTH, here, "--check"]
g = {"__name__": "truth", "__file__": TRUTH}
exec(compile(head, TRUTH, "exec"), g)

bad = 0
for p in g["PUZZLES"]:
    clues = p["clues"]
    if len(g["solve"](p["cats"], clues, limit=2)) != 1:
        print(p["name"], "NOT unique with all clues")
        bad += 1
        continue
    spare = []
    for i in range(len(clues)):
        rest = clues[:i] + clues[i + 1:]
        if len(g["solve"](p["cats"], rest, limit=2)) < 2:
            spare.append(i + 1)
    if spare:
        bad += 1
        print(p["name"], "clues not needed:", spare)
    else:
        print(p["name"], "ok: all %d clues needed" % len(clues))
sys.exit(1 if bad else 0)
