#!/usr/bin/env python3
"""Every clue needed: for each puzzle in puzzles.py, drop each clue in turn and
check (with truth.py's own brute force) that more than one solution remains.
Usage: python3 needed.py [NAME-PREFIX ...]   (--design: also report solution
counts and example solutions, for writing puzzles)."""
import os, sys
TRUTH = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "unseen", "truth.py")
here = os.path.dirname(os.path.abspath(__file__))
src = open(TRUTH).read()
src = src[:src.rindex("main()")]          # load truth.py's definitions, not its main()
src = src.replace('here = next(', 'here = %r or next(' % here, 1)
g = {"__name__": "truth", "__file__": TRUTH}
exec(compile(src, TRUTH, "exec"), g)
solve, PUZZLES = g["solve"], g["PUZZLES"]
args = [a for a in sys.argv[1:] if not a.startswith("-")]
design = "--design" in sys.argv
bad = 0
for p in PUZZLES:
    if args and not any(p["name"].startswith(a) for a in args):
        continue
    clues = p["clues"]
    if design:
        sols = solve(p["cats"], clues, limit=3)
        print(p["name"], "solutions:", len(sols))
        if len(sols) > 1:
            for s in sols[:3]:
                print("   ", list(zip(*s)))
    spare = []
    for k in range(len(clues)):
        rest = clues[:k] + clues[k + 1:]
        if len(solve(p["cats"], rest, limit=2)) < 2:
            spare.append(k + 1)
    if spare:
        bad += 1
        print(p["name"], "clues not needed:", spare)
    else:
        print(p["name"], "ok: all %d clues needed" % len(clues))
sys.exit(1 if bad else 0)
