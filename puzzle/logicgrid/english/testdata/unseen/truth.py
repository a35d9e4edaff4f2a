#!/usr/bin/env python3
"""Ground truth for the unseen puzzles, independent of the Go reader.

Each puzzle's clues are written twice by hand: as the English sentence a
setter prints, and as a Python predicate saying what the sentence means.
A brute force over every assignment counts the solutions of the
predicates; the puzzle is kept only when exactly one solution exists and it
is the written answer. `python3 truth.py` checks every puzzle and writes
its .txt file (the only way the .txt files were made); `--check` only
checks. `python3 truth.py DIR` does the same for DIR's puzzles.py (the
second set, ../unseen2). `--bank` checks a sentence bank instead (every
sentence true at the written answer, no uniqueness asked). No code of the
Go reader is used.
"""
import itertools, re, sys, os

class Unassigned(Exception):
    pass

def nv(s):
    """The number an item stands for: $1,250 -> 1250, 9:30am -> 570,
    3rd -> 3, 6'1" -> 73 inches, 15 minutes -> 15, Monday -> 1."""
    t = s.strip()
    days = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"]
    months = ["january", "february", "march", "april", "may", "june", "july", "august",
              "september", "october", "november", "december"]
    if t.lower() in days:
        return days.index(t.lower()) + 1
    if t.lower() in months:
        return months.index(t.lower()) + 1
    words = ["first", "second", "third", "fourth", "fifth"]
    if t.lower() in words:
        return words.index(t.lower()) + 1
    m = re.match(r"^(\d+):(\d\d)\s*([ap])m$", t)
    if m:
        h = int(m.group(1)) % 12 + (12 if m.group(3) == "p" else 0)
        return h * 60 + int(m.group(2))
    m = re.match(r"^(\d)'(\d+)\"$", t)
    if m:
        return int(m.group(1)) * 12 + int(m.group(2))
    m = re.match(r"^\$?([\d,]+(?:\.\d+)?)", t)
    return float(m.group(1).replace(",", ""))

class State:
    def __init__(self, cats):
        self.cats = cats
        self.catof = {}
        for c, (name, items) in enumerate(cats):
            for it in items:
                assert it not in self.catof, it
                self.catof[it] = c
        self.rows = [None] * len(cats)  # rows[c][e] = item of category c in row e
    def r(self, item):
        c = self.catof[item]
        if self.rows[c] is None:
            raise Unassigned
        return self.rows[c].index(item)
    def g(self, item, cat):
        c = [n for n, _ in self.cats].index(cat)
        if self.rows[c] is None:
            raise Unassigned
        return self.rows[c][self.r(item)]
    def n(self, item, cat):
        return nv(self.g(item, cat))
    def same(self, a, b):
        return self.r(a) == self.r(b)

def one_of_other(s, a, b, x, y):
    """Of a and b, one is x and the other is y."""
    return s.r(a) != s.r(b) and ((s.same(a, x) and s.same(b, y)) or (s.same(a, y) and s.same(b, x)))

def solve(cats, clues, limit=5):
    s = State(cats)
    n = len(cats[0][1])
    s.rows[0] = list(cats[0][1])
    out = []
    def ok():
        for _, f in clues:
            try:
                if not f(s):
                    return False
            except Unassigned:
                pass
        return True
    def rec(c):
        if len(out) >= limit:
            return
        if c == len(cats):
            out.append([list(r) for r in s.rows])
            return
        for perm in itertools.permutations(cats[c][1]):
            s.rows[c] = list(perm)
            if ok():
                rec(c + 1)
        s.rows[c] = None
    rec(1)
    return out

PUZZLES = []

def puzzle(name, title, intro, cats, answer, clues):
    PUZZLES.append(dict(name=name, title=title, intro=intro, cats=cats, answer=answer, clues=clues))

def write(p, path):
    lines = []
    if p["title"]:
        lines.append(p["title"])
    if p["intro"]:
        lines.append(p["intro"])
    if lines:
        lines.append("")
    for name, items in p["cats"]:
        lines.append("%s: %s" % (name, ", ".join(items)))
    lines.append("")
    lines.append("Clues:")
    for k, (text, _) in enumerate(p["clues"]):
        lines.append("%d. %s" % (k + 1, text))
    lines.append("")
    lines.append("Solution:")
    for row in p["answer"]:
        lines.append(", ".join(row))
    with open(path, "w") as f:
        f.write("\n".join(lines) + "\n")

# The puzzles' directory: the first argument that is not a flag, else this one.
here = next((a for a in sys.argv[1:] if not a.startswith("-")), os.path.dirname(os.path.abspath(__file__)))
exec(open(os.path.join(here, "puzzles.py")).read())

def holds_at_answer(p):
    """The clues (by number) whose predicate is false at the written answer."""
    s = State(p["cats"])
    order = {it: k for k, it in enumerate(p["cats"][0][1])}
    s.rows = [[None] * len(p["answer"]) for _ in p["cats"]]
    for row in p["answer"]:
        for c in range(len(p["cats"])):
            s.rows[c][order[row[0]]] = row[c]
    return [k + 1 for k, (_, f) in enumerate(p["clues"]) if not f(s)]

def bank():
    """--bank: a sentence bank is many sentences about one written answer,
    each true of it; it need not have one solution (it is no puzzle, it
    tests readings: see meaning.py)."""
    bad = 0
    for p in PUZZLES:
        false = holds_at_answer(p)
        if false:
            bad += 1
            print(p["name"], "clues false at the written answer:", false)
        else:
            print(p["name"], "ok: all %d sentences hold at the written answer" % len(p["clues"]))
            if "--check" not in sys.argv:
                write(p, os.path.join(here, p["name"] + ".txt"))
    sys.exit(1 if bad else 0)

def main():
    if "--bank" in sys.argv:
        bank()
    bad = 0
    for p in PUZZLES:
        sols = solve(p["cats"], p["clues"])
        want = [[row[c] for row in p["answer"]] for c in range(len(p["cats"]))]
        # the answer's rows in the first category's order
        order = {it: k for k, it in enumerate(p["cats"][0][1])}
        want = [[None] * len(p["answer"]) for _ in p["cats"]]
        for row in p["answer"]:
            e = order[row[0]]
            for c in range(len(p["cats"])):
                want[c][e] = row[c]
        status = "ok"
        if len(sols) != 1:
            status = "%d solutions" % len(sols)
        elif sols[0] != want:
            status = "solution differs from the written answer"
        if status != "ok":
            bad += 1
            print(p["name"], status)
            for s in sols[:3]:
                print("   ", list(zip(*s)))
        else:
            print(p["name"], "ok: exactly one solution, the written answer")
            if "--check" not in sys.argv:
                write(p, os.path.join(here, p["name"] + ".txt"))
    sys.exit(1 if bad else 0)

main()
