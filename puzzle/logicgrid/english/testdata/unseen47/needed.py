#!/usr/bin/env python3
"""Check that every clue of every puzzle in this directory's puzzles.py is
needed: dropping any one clue must leave more than one solution.

Uses the brute force of truth.py (the independent checker). By default
truth.py is looked for at ../unseen/truth.py relative to this file (where it
sits once the set is copied next to it); give another path as the first
argument if it lives elsewhere.
"""
import os, sys

here = os.path.dirname(os.path.abspath(__file__))
truth = sys.argv[1] if len(sys.argv) > 1 else os.path.join(here, "..", "unseen", "truth.py")
src = open(truth).read()
# Load truth.py's definitions (State, nv, solve, ...) and this directory's
# puzzles without running its main() (which checks and writes files).
src = src.replace("\nmain()\n", "\n")
sys.argv = [truth, here, "--check"]
g = {"__name__": "truth_loaded", "__file__": os.path.abspath(truth)}
exec(compile(src, truth, "exec"), g)

bad = 0
for p in g["PUZZLES"]:
    full = g["solve"](p["cats"], p["clues"], 2)
    if len(full) != 1:
        print(p["name"], "has %d solutions with all clues" % len(full))
        bad += 1
        continue
    spare = []
    for i in range(len(p["clues"])):
        rest = p["clues"][:i] + p["clues"][i + 1:]
        if len(g["solve"](p["cats"], rest, 2)) < 2:
            spare.append(i + 1)
    if spare:
        bad += 1
        print(p["name"], "clues not needed:", spare)
    else:
        print(p["name"], "ok: all %d clues needed" % len(p["clues"]))
sys.exit(1 if bad else 0)
