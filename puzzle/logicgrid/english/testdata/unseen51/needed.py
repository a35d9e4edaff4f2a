#!/usr/bin/env python3
"""Every clue needed: dropping any one clue of a puzzle must leave more than
one solution.  Uses truth.py's State/solve/puzzle (its main() is not run).
Usage: python3 needed.py [name-prefix ...]"""
import sys, os
TRUTH = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "unseen", "truth.py")
here = os.path.dirname(os.path.abspath(__file__))
only = sys.argv[1:]
src = open(TRUTH).read().rstrip()
assert src.endswith("main()")
src = src[:-len("main()")]
sys.argv = [TRUTH, here]
g = {"__name__": "truth_lib", "__file__": TRUTH}
exec(compile(src, TRUTH, "exec"), g)
bad = 0
for p in g["PUZZLES"]:
    if only and not any(p["name"].startswith(o) for o in only):
        continue
    extra = []
    for k in range(len(p["clues"])):
        rest = p["clues"][:k] + p["clues"][k + 1:]
        if len(g["solve"](p["cats"], rest, limit=2)) < 2:
            extra.append(k + 1)
    if extra:
        bad += 1
        print(p["name"], "clues not needed:", extra)
    else:
        print(p["name"], "ok: all %d clues needed" % len(p["clues"]))
sys.exit(1 if bad else 0)
