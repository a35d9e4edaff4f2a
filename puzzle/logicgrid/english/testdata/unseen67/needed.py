#!/usr/bin/env python3
"""Checks that every clue of every puzzle in puzzles.py is needed: with the
clue dropped, the remaining clues allow more than one solution.  Written
independently of truth.py (its own brute force), same puzzles.py."""
import itertools, re, sys, os

class Unassigned(Exception):
    pass

def nv(s):
    t = s.strip()
    days = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"]
    if t.lower() in days:
        return days.index(t.lower()) + 1
    m = re.match(r"^(\d+):(\d\d)\s*([ap])m$", t)
    if m:
        h = int(m.group(1)) % 12 + (12 if m.group(3) == "p" else 0)
        return h * 60 + int(m.group(2))
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

def count(cats, preds, limit=2):
    s = State(cats)
    s.rows[0] = list(cats[0][1])
    found = [0]
    def ok():
        for f in preds:
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
only = sys.argv[1:]
for p in PUZZLES:
    if only and not any(o in p["name"] for o in only):
        continue
    preds = [f for _, f in p["clues"]]
    n = count(p["cats"], preds)
    if n != 1:
        bad += 1
        print(p["name"], "not unique with all clues: %s solutions" % ("1" if n == 1 else ">=%d" % n if n else "0"))
        continue
    spare = [k + 1 for k in range(len(preds)) if count(p["cats"], preds[:k] + preds[k + 1:]) == 1]
    if spare:
        bad += 1
        print(p["name"], "clues not needed:", spare)
    else:
        print(p["name"], "ok: all %d clues needed" % len(preds))
sys.exit(1 if bad else 0)
