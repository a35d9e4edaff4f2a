#!/usr/bin/env python3
"""For every puzzle of this directory's puzzles.py: drop each clue in turn and
count the solutions of the rest with truth.py's own brute force (solve).
A clue is needed when, without it, more than one solution remains.
Usage: python3 needed.py [NAME-PREFIX ...]"""
import os, sys
here = os.path.dirname(os.path.abspath(__file__))
TRUTH = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "unseen", "truth.py")
src = open(TRUTH).read()
assert src.rstrip().endswith("main()")
src = src.rstrip()[:-len("main()")]
want = [a for a in sys.argv[1:]]
sys.argv = [TRUTH, here, "--check"]
ns = {"__name__": "truth", "__file__": TRUTH}
exec(compile(src, TRUTH, "exec"), ns)
bad = 0
for p in ns["PUZZLES"]:
    if want and not any(p["name"].startswith(w) for w in want):
        continue
    n_all = len(ns["solve"](p["cats"], p["clues"], limit=2))
    unneeded = []
    for k in range(len(p["clues"])):
        rest = p["clues"][:k] + p["clues"][k + 1:]
        if len(ns["solve"](p["cats"], rest, limit=2)) < 2:
            unneeded.append(k + 1)
    if n_all != 1 or unneeded:
        bad += 1
        print(p["name"], "solutions with all clues: %d;" % n_all, "clues not needed:", unneeded)
    else:
        print(p["name"], "ok: all %d clues needed" % len(p["clues"]))
sys.exit(1 if bad else 0)
