#!/usr/bin/env python3
"""Checks that every clue of every puzzle in puzzles.py (next to this file)
is needed: with any one clue dropped, the rest allow more than one solution.
Also re-counts the full puzzle's solutions (must be exactly one, the written
answer). Own brute force, written for this set; it mirrors the helpers
(State, nv, one_of_other, puzzle) that puzzles.py expects from truth.py."""
import itertools, os, re, sys

class Unassigned(Exception):
    pass

def nv(s):
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
        self.catof = {it: c for c, (_, its) in enumerate(cats) for it in its}
        self.rows = [None] * len(cats)
    def r(self, item):
        row = self.rows[self.catof[item]]
        if row is None:
            raise Unassigned
        return row.index(item)
    def g(self, item, cat):
        row = self.rows[self.names.index(cat)]
        if row is None:
            raise Unassigned
        return row[self.r(item)]
    def n(self, item, cat):
        return nv(self.g(item, cat))
    def same(self, a, b):
        return self.r(a) == self.r(b)

def one_of_other(s, a, b, x, y):
    return s.r(a) != s.r(b) and ((s.same(a, x) and s.same(b, y)) or (s.same(a, y) and s.same(b, x)))

def count(cats, clues, limit):
    s = State(cats)
    s.rows[0] = list(cats[0][1])
    found = []
    def ok():
        for _, f in clues:
            try:
                if not f(s):
                    return False
            except Unassigned:
                pass
        return True
    def rec(c):
        if len(found) >= limit:
            return
        if c == len(cats):
            found.append([list(r) for r in s.rows])
            return
        for perm in itertools.permutations(cats[c][1]):
            s.rows[c] = list(perm)
            if ok():
                rec(c + 1)
        s.rows[c] = None
    rec(1)
    return found

PUZZLES = []
def puzzle(name, title, intro, cats, answer, clues):
    PUZZLES.append(dict(name=name, cats=cats, answer=answer, clues=clues))

here = os.path.dirname(os.path.abspath(__file__))
exec(open(os.path.join(here, "puzzles.py")).read())

bad = 0
only = sys.argv[1:]
for p in PUZZLES:
    if only and not any(o in p["name"] for o in only):
        continue
    sols = count(p["cats"], p["clues"], 2)
    if len(sols) != 1:
        print(p["name"], "has %d solutions (want 1)" % len(sols))
        bad += 1
        continue
    got = sorted(zip(*sols[0]))
    want = sorted(tuple(r) for r in p["answer"])
    if got != want:
        print(p["name"], "solution differs from the written answer")
        bad += 1
        continue
    spare = []
    for k in range(len(p["clues"])):
        rest = p["clues"][:k] + p["clues"][k + 1:]
        if len(count(p["cats"], rest, 2)) < 2:
            spare.append(k + 1)
    if spare:
        bad += 1
        print(p["name"], "clues not needed:", spare)
    else:
        print(p["name"], "ok: all %d clues needed" % len(p["clues"]))
sys.exit(1 if bad else 0)
