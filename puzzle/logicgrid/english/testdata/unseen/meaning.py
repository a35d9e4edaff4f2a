#!/usr/bin/env python3
"""What each blind sentence means, as truth values at many grids.

`python3 meaning.py DIR OUT` execs DIR/puzzles.py (the same file truth.py
checks: each sentence written with a Python predicate saying what it
means) and writes OUT/NAME.meaning for every puzzle: the grids sampled and,
for each numbered sentence, whether its predicate holds at each of them.
The Go test TestBlindSentencesMean reads the same sentence with the reader
and evaluates its reading at the same grids: a reading that disagrees with
the predicate at any grid is a misreading, even when it holds at the
written answer (which is all the older check asked).

The grids: the written answer, every grid one swap away from it (two rows
exchange their items of one category), and seeded random grids, SAMPLES in
all. No code of the Go reader is used.

Format of a .meaning file (line-oriented, '#' starts a comment line):
    cat <TAB> item <TAB> item ...        one line per category, in order
    grid <TAB> 0123 <TAB> 2031 ...       one line per grid: for each category
                                          the index of the item in row k,
                                          row k being the first category's
                                          k-th item
    clue <TAB> N <TAB> 0110...            the N-th sentence's truth per grid
"""
import itertools, math, os, random, sys

SAMPLES = 600

class Unassigned(Exception):
    pass

here = os.path.dirname(os.path.abspath(__file__))
# truth.py defines State, nv, one_of_other and puzzle(); reuse them, not its main.
src = open(os.path.join(here, "truth.py")).read()
src = src[: src.index("# The puzzles' directory")]
exec(src)


def grids(p):
    cats = p["cats"]
    n = len(cats[0][1])
    assert n <= 10, "one digit per item"
    index = [{it: k for k, it in enumerate(items)} for _, items in cats]
    order = {it: k for k, it in enumerate(cats[0][1])}
    answer = [[0] * n for _ in cats]
    for row in p["answer"]:
        e = order[row[0]]
        for c in range(len(cats)):
            answer[c][e] = index[c][row[c]]
    out, seen = [], set()

    def add(g):
        key = tuple(tuple(r) for r in g)
        if key not in seen:
            seen.add(key)
            out.append([list(r) for r in g])

    add(answer)
    for c in range(1, len(cats)):
        for a, b in itertools.combinations(range(n), 2):
            g = [list(r) for r in answer]
            g[c][a], g[c][b] = g[c][b], g[c][a]
            add(g)
    rng = random.Random(p["name"])
    limit = min(SAMPLES, math.factorial(n) ** (len(cats) - 1))
    while len(out) < limit:
        g = [list(range(n))]
        for _ in range(1, len(cats)):
            r = list(range(n))
            rng.shuffle(r)
            g.append(r)
        add(g)
    return out


def truth(p, g, f):
    s = State(p["cats"])
    s.rows = [[items[k] for k in g[c]] for c, (_, items) in enumerate(p["cats"])]
    return "1" if f(s) else "0"


def main():
    src_dir, out_dir = sys.argv[1], sys.argv[2]
    PUZZLES.clear()
    exec(open(os.path.join(src_dir, "puzzles.py")).read(), globals())
    os.makedirs(out_dir, exist_ok=True)
    for p in PUZZLES:
        gs = grids(p)
        lines = ["# " + p["name"] + ": written by meaning.py from puzzles.py"]
        for name, items in p["cats"]:
            lines.append("\t".join(["cat"] + list(items)))
        for g in gs:
            lines.append("\t".join(["grid"] + ["".join(str(k) for k in r) for r in g]))
        for k, (_, f) in enumerate(p["clues"]):
            lines.append("\t".join(["clue", str(k + 1), "".join(truth(p, g, f) for g in gs)]))
        with open(os.path.join(out_dir, p["name"] + ".meaning"), "w") as fh:
            fh.write("\n".join(lines) + "\n")


main()
