#!/usr/bin/env python3
"""Check that every clue of every puzzle in puzzles.py is needed: with any one
clue dropped, the remaining clues allow more than one solution.  Independent
brute force (written here, not imported from truth.py)."""
import itertools, re, os, sys

class Unassigned(Exception):
    pass

def nv(t):
    t = t.strip()
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
        return (int(m.group(1)) % 12 + (12 if m.group(3) == "p" else 0)) * 60 + int(m.group(2))
    m = re.match(r"^(\d)'(\d+)\"$", t)
    if m:
        return int(m.group(1)) * 12 + int(m.group(2))
    m = re.match(r"^\$?([\d,]+(?:\.\d+)?)", t)
    return float(m.group(1).replace(",", ""))

class State:
    def __init__(self, cats):
        self.cats = cats
        self.names = [n for n, _ in cats]
        self.catof = {it: c for c, (_, items) in enumerate(cats) for it in items}
        self.rows = [None] * len(cats)
    def r(self, item):
        c = self.catof[item]
        if self.rows[c] is None:
            raise Unassigned
        return self.rows[c].index(item)
    def g(self, item, cat):
        c = self.names.index(cat)
        if self.rows[c] is None:
            raise Unassigned
        return self.rows[c][self.r(item)]
    def n(self, item, cat):
        return nv(self.g(item, cat))
    def same(self, a, b):
        return self.r(a) == self.r(b)

def one_of_other(s, a, b, x, y):
    return s.r(a) != s.r(b) and ((s.same(a, x) and s.same(b, y)) or (s.same(a, y) and s.same(b, x)))

def count(cats, clues, limit=2):
    s = State(cats)
    s.rows[0] = list(cats[0][1])
    found = [0]
    def ok():
        for f in clues:
            try:
                if not f(s):
                    return False
            except Unassigned:
                pass
        return True
    def rec(c):
        if found[0] >= limit:
            return
        if c == len(cats):
            found[0] += 1
            return
        for perm in itertools.permutations(cats[c][1]):
            s.rows[c] = list(perm)
            if ok():
                rec(c + 1)
        s.rows[c] = None
    rec(1)
    return found[0]

PUZZLES = []
def puzzle(name, title, intro, cats, answer, clues):
    PUZZLES.append(dict(name=name, cats=cats, clues=clues))

here = os.path.dirname(os.path.abspath(__file__))
exec(open(os.path.join(here, "puzzles.py")).read())

bad = 0
for p in PUZZLES:
    if len(sys.argv) > 1 and not any(a in p["name"] for a in sys.argv[1:]):
        continue
    fs = [f for _, f in p["clues"]]
    total = count(p["cats"], fs)
    spare = [k + 1 for k in range(len(fs)) if count(p["cats"], fs[:k] + fs[k + 1:]) < 2]
    if total != 1:
        bad += 1
        print(p["name"], "has %s solutions with all clues" % ("0" if total == 0 else "several"))
    elif spare:
        bad += 1
        print(p["name"], "clues not needed:", spare)
    else:
        print(p["name"], "ok: all %d clues needed" % len(fs))
sys.exit(1 if bad else 0)
