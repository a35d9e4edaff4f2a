#!/usr/bin/env python3
"""Every clue is needed: for each puzzle in puzzles.py, drop each clue in
turn and brute-force the rest; the puzzle must then have more than one
solution. Uses State and solve from truth.py (the part before it reads
a puzzles directory), nothing else."""
import os, sys
TRUTH = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "unseen", "truth.py")
here = os.path.dirname(os.path.abspath(__file__))
src = open(TRUTH).read().split("# The puzzles' directory")[0]
exec(src)
exec(open(os.path.join(here, "puzzles.py")).read())
bad = 0
for p in PUZZLES:
    cl = p["clues"]
    full = solve(p["cats"], cl, limit=2)
    if len(full) != 1:
        print(p["name"], "full set has %d solutions" % len(full)); bad += 1; continue
    spare = [k + 1 for k in range(len(cl))
             if len(solve(p["cats"], cl[:k] + cl[k + 1:], limit=2)) == 1]
    if spare:
        bad += 1
        print(p["name"], "clues not needed:", spare)
    else:
        print(p["name"], "ok: all %d clues needed" % len(cl))
    sys.stdout.flush()
sys.exit(1 if bad else 0)
