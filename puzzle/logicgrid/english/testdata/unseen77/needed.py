#!/usr/bin/env python3
"""Checks that every clue of every puzzle in this directory is needed:
dropping any one clue must leave more than one solution. Uses truth.py's
own brute force (its source is loaded without its final main() call)."""
import os, sys
TRUTH = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "unseen", "truth.py")
here = os.path.dirname(os.path.abspath(__file__))
only = [a for a in sys.argv[1:] if not a.startswith("-")]
src = open(TRUTH).read()
src = src[:src.rstrip().rfind("main()")]
sys.argv = [TRUTH, here, "--check"]
ns = {"__name__": "truth_lib", "__file__": TRUTH}
exec(compile(src, TRUTH, "exec"), ns)
bad = 0
for p in ns["PUZZLES"]:
    if only and not any(o in p["name"] for o in only):
        continue
    full = ns["solve"](p["cats"], p["clues"], limit=3)
    spare = []
    for k in range(len(p["clues"])):
        rest = p["clues"][:k] + p["clues"][k + 1:]
        if len(ns["solve"](p["cats"], rest, limit=2)) < 2:
            spare.append(k + 1)
    if len(full) != 1:
        bad += 1
        print(p["name"], "has %d solutions (limit 3)" % len(full))
        for sol in full:
            print("   ", list(zip(*sol)))
    elif spare:
        bad += 1
        print(p["name"], "clues not needed:", spare)
    else:
        print(p["name"], "ok: all %d clues needed" % len(p["clues"]))
sys.exit(1 if bad else 0)
