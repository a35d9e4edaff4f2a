#!/usr/bin/env python3
"""List every sentence of each puzzle that `deduce read` refuses, not only the first.

`deduce read` stops at the first sentence it cannot read. To see them all, this
drops each refused sentence in turn (in a copy under a temporary directory,
never in the puzzle files) and reads again, until the rest is read; then it
prints the readings of the sentences that were accepted, so their meaning can
be compared with the predicates in puzzles.py. The reduced puzzles are a
diagnostic only: they are not the puzzles and are not scored.

    python3 puzzle/logicgrid/english/testdata/unseen4/sweep.py DEDUCE_BINARY [DIR]
"""
import os, re, subprocess, sys, tempfile

deduce = sys.argv[1]
here = sys.argv[2] if len(sys.argv) > 2 else os.path.dirname(os.path.abspath(__file__))
tmpdir = tempfile.mkdtemp()
for fn in sorted(os.listdir(here)):
    if not fn.endswith(".txt"):
        continue
    text = open(os.path.join(here, fn)).read()
    head, rest = text.split("Clues:\n", 1)
    clues_part, sol = rest.split("\nSolution:\n", 1)
    clues = [re.sub(r"^\d+\.\s*", "", l) for l in clues_part.strip().split("\n")]
    first = (head + "Clues:\n").count("\n") + 1  # line of the first clue
    keep = list(range(len(clues)))
    refused = []
    while True:
        body = head + "Clues:\n" + "".join("%d. %s\n" % (i + 1, clues[k]) for i, k in enumerate(keep)) + "\nSolution:\n" + sol
        tmp = os.path.join(tmpdir, fn)
        open(tmp, "w").write(body)
        r = subprocess.run([deduce, "read", tmp], capture_output=True, text=True)
        m = re.search(r":(\d+):\d+: cannot read clue \".*?\": (.*)", r.stderr)
        if r.returncode == 2 and m:
            k = keep[int(m.group(1)) - first]
            refused.append((k + 1, clues[k], m.group(2)))
            keep.remove(k)
            continue
        break
    print("=" * 8, fn, "- refused %d of %d sentences" % (len(refused), len(clues)))
    for k, c, msg in refused:
        print("  refused clue %d: %s\n      %s" % (k, c, msg))
    if keep:
        print("  readings of the other sentences (renumbered: %s are the original clues %s):"
              % (", ".join(str(i + 1) for i in range(len(keep))), ", ".join(str(k + 1) for k in keep)))
        print("    " + (r.stdout + r.stderr).strip().replace("\n", "\n    "))
