#!/usr/bin/env python3
"""Check that every clue of every puzzle in this directory is needed:
dropping any one clue leaves more than one solution.  Uses truth.py's
State/solve by executing truth.py without its final main() call.
Usage: python3 needed.py [NAME-PREFIX]"""
import sys, os
TRUTH = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "unseen", "truth.py")
here = os.path.dirname(os.path.abspath(__file__))
prefix = sys.argv[1] if len(sys.argv) > 1 else ""
src = open(TRUTH).read().rstrip()
assert src.endswith("main()")
src = src[:-len("main()")]
sys.argv = [TRUTH, here]
ns = {"__name__": "truth_lib", "__file__": TRUTH}
exec(compile(src, TRUTH, "exec"), ns)
bad = 0
for p in ns["PUZZLES"]:
    if not p["name"].startswith(prefix):
        continue
    sols = ns["solve"](p["cats"], p["clues"], limit=2)
    if len(sols) != 1:
        print(p["name"], "NOT unique with all clues:", len(sols))
        bad += 1
        continue
    spare = []
    for k in range(len(p["clues"])):
        rest = p["clues"][:k] + p["clues"][k + 1:]
        if len(ns["solve"](p["cats"], rest, limit=2)) == 1:
            spare.append(k + 1)
    if spare:
        bad += 1
        print(p["name"], "clues not needed:", spare)
    else:
        print(p["name"], "ok: all %d clues needed" % len(p["clues"]))
sys.exit(1 if bad else 0)
