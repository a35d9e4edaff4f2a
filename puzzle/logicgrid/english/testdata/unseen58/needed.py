#!/usr/bin/env python3
"""Check that every clue of every puzzle in this directory's puzzles.py is
needed: dropping any one clue must leave more than one solution.

Uses truth.py's own State/solve (loaded from its source, without running its
main()), so the brute force is the same one that proves uniqueness.
Usage: python3 needed.py [TRUTH_PY]   (default: the repository's truth.py)
"""
import os, sys

here = os.path.dirname(os.path.abspath(__file__))
truth = sys.argv[1] if len(sys.argv) > 1 else \
    os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "unseen", "truth.py")
src = open(truth).read()
src = src[:src.rindex("\nmain()")]          # everything but the final call
sys.argv = [truth, here, "--check"]
g = {"__name__": "truth_lib", "__file__": truth}
exec(compile(src, truth, "exec"), g)

bad = 0
for p in g["PUZZLES"]:
    false = g["holds_at_answer"](p)
    if false:
        print(p["name"], "clues false at the written answer:", false)
        bad += 1
        continue
    full = g["solve"](p["cats"], p["clues"], limit=2)
    if len(full) != 1:
        print(p["name"], "has %d solutions with all clues" % len(full))
        bad += 1
        continue
    spare = []
    for k in range(len(p["clues"])):
        rest = p["clues"][:k] + p["clues"][k + 1:]
        if len(g["solve"](p["cats"], rest, limit=2)) == 1:
            spare.append(k + 1)
    if spare:
        bad += 1
        print(p["name"], "clues not needed:", spare)
    else:
        print(p["name"], "ok: all %d clues needed" % len(p["clues"]))
sys.exit(1 if bad else 0)
