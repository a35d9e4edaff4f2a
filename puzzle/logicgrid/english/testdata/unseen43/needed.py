#!/usr/bin/env python3
"""Every clue needed: for each puzzle of puzzles.py and each clue, drop that
clue and count the solutions of the rest with truth.py's brute force; the
clue is needed when more than one solution is left.
Usage: python3 needed.py [-v] [NAME-SUBSTRING ...]
(-v lists the solutions of a puzzle that does not have exactly one.)"""
import os, sys
TRUTH = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "unseen", "truth.py")
args = sys.argv[1:]
filters = [a for a in args if not a.startswith("-")]
verbose = "-v" in args
here = os.path.dirname(os.path.abspath(__file__))
src = open(TRUTH).read()
src = src[:src.rindex("\nmain()")]          # truth.py's definitions, not its main()
sys.argv = [TRUTH, here, "--check"]         # so truth.py's `here` is this directory
ns = {"__name__": "truth", "__file__": TRUTH}
exec(compile(src, TRUTH, "exec"), ns)
bad = 0
for p in ns["PUZZLES"]:
    if filters and not any(f in p["name"] for f in filters):
        continue
    full = ns["solve"](p["cats"], p["clues"], limit=50)
    if len(full) != 1:
        bad += 1
        print(p["name"], "has %d solutions (need exactly 1)" % len(full))
        if verbose:
            for sol in full:
                print("   ", list(zip(*sol)))
        continue
    extra = []
    for k in range(len(p["clues"])):
        rest = p["clues"][:k] + p["clues"][k + 1:]
        if len(ns["solve"](p["cats"], rest, limit=2)) < 2:
            extra.append(k + 1)
    if extra:
        bad += 1
        print(p["name"], "clues not needed:", extra)
    else:
        print(p["name"], "ok: all %d clues needed" % len(p["clues"]))
sys.exit(1 if bad else 0)
