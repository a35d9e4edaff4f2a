# bank13: three sentence banks written blind (issue 25).
#
# Each sentence is paired with a predicate that says what it means at ANY
# grid, not only at the written answer. Checked with
#   python3 puzzle/logicgrid/english/testdata/unseen/truth.py puzzle/logicgrid/english/testdata/bank13 --bank
#
# Reading conventions (decided as an ordinary reader of a puzzle magazine):
# - "A is not B", "A didn't ...": A and B are in different rows.
# - Comparisons are strict: "more/less/before/after/ahead/behind/faster".
#   "under $X", "before 9:00am" are strict; "at least" is >=.
#   A comparison between two descriptions that turn out to be the same
#   person is false (nobody is ahead of himself).
# - Amounts in a comparison are exact: "$15 more" means exactly $15 more,
#   "two places ahead" means the place number is exactly 2 lower.
# - "Immediately / right behind / just above / the next ... / back-to-back /
#   consecutive" count steps in the sorted list of the category's values
#   (the next value present in the grid), not units.
# - Places: "ahead/higher" = smaller place number; "the top three" = 1st-3rd.
#   Race times: smaller is faster; "finished last" = slowest time.
#   Years joined: earlier = longer-standing; "newest member" = latest year.
# - "Either A or B" (one subject, two alternatives) is EXCLUSIVE: exactly one
#   holds (so the two are different people). "..., or both" and "at least
#   one of" are inclusive.
# - "Neither A nor B" = both fail. "Of A and B, one is X and the other Y"
#   = one_of_other (A and B different). "A and B are X and Y, in some order"
#   = the same. "A and B are X and Y, respectively" = A is X and B is Y.
# - "The five/four are A, B, C, ..." and "A, B and C are three different
#   people" = all named/described people are in different rows.
# - "If P then Q" and "P only if Q" = material implication P -> Q.
#   "P unless Q" = if not Q then P, i.e. P or Q (inclusive).
# - "Everyone except X did P" = every other person did P AND X did not.
#   "Only X did P" = X did P and nobody else did.
# - "Exactly k", "at least k", "both", "none of" count people.
# - Appositives and non-restrictive relative clauses ("Celeste, the 9:30am
#   arrival, ...", "Joy, who wore red, ...") assert their content too.
# - "Between" is exclusive of its ends.
# - Former/latter, "he/she/his/her" refer to the nearest sensible antecedent
#   as an ordinary reader takes it (noted per sentence where it matters).

def xor(a, b):
    return bool(a) != bool(b)

def implies(a, b):
    return (not a) or bool(b)

def distinct(s, *xs):
    rows = [s.r(x) for x in xs]
    return len(set(rows)) == len(rows)

def cat_items(s, cat):
    return dict(s.cats)[cat]

def people(s):
    return list(s.cats[0][1])

def is_max(s, x, cat):
    return s.n(x, cat) == max(nv(i) for i in cat_items(s, cat))

def is_min(s, x, cat):
    return s.n(x, cat) == min(nv(i) for i in cat_items(s, cat))

def rank(s, x, cat):
    """0-based position of x's value among the category's sorted values."""
    vals = sorted(nv(i) for i in cat_items(s, cat))
    return vals.index(s.n(x, cat))

def steps(s, a, b, cat):
    """How many value-steps b is above a in cat (negative if below)."""
    return rank(s, b, cat) - rank(s, a, cat)

def count(*bools):
    return sum(1 for b in bools if b)

def except_(s, excepted, pred):
    """Everyone except `excepted` satisfies pred, and they do not."""
    return (all(pred(p) for p in people(s) if p not in excepted)
            and not any(pred(p) for p in excepted))

def only(s, who, pred):
    return [p for p in people(s) if pred(p)] == [who]


# ---------------------------------------------------------------- bank A
# 5 categories x 5 items.

def PL(s, x): return s.n(x, "place")
def PR(s, x): return s.n(x, "price")
def AR(s, x): return s.n(x, "arrival")

puzzle(
    "b13-01-pie-auction",
    "The Harvest Fair Pie Table",
    "Five bakers entered pies in the Harvest Fair. Each pie was judged, given a place, "
    "and then sold at the charity auction; the bakers had arrived at the fairground at different times.",
    [
        ("baker", ["Abigail", "Bruno", "Celeste", "Desmond", "Fiona"]),
        ("pie", ["apple", "cherry", "peach", "pecan", "rhubarb"]),
        ("place", ["1st", "2nd", "3rd", "4th", "5th"]),
        ("price", ["$35", "$50", "$60", "$80", "$95"]),
        ("arrival", ["8:00am", "8:30am", "9:00am", "9:30am", "10:00am"]),
    ],
    [
        ["Abigail", "peach", "2nd", "$80", "9:00am"],
        ["Bruno", "pecan", "4th", "$35", "8:00am"],
        ["Celeste", "cherry", "1st", "$95", "9:30am"],
        ["Desmond", "apple", "5th", "$50", "10:00am"],
        ["Fiona", "rhubarb", "3rd", "$60", "8:30am"],
    ],
    [
        # positive and negative links
        ("Abigail baked the peach pie.",
         lambda s: s.same("Abigail", "peach")),
        ("The pecan pie was not Fiona's.",
         lambda s: not s.same("pecan", "Fiona")),
        ("Celeste didn't arrive at 8:00am, and she didn't bake the apple pie.",
         lambda s: not s.same("Celeste", "8:00am") and not s.same("Celeste", "apple")),
        ("The cherry pie took first place.",
         lambda s: s.same("cherry", "1st")),
        # comparisons with amounts
        ("Desmond's pie sold for $15 more than Bruno's.",
         lambda s: PR(s, "Desmond") - PR(s, "Bruno") == 15),
        ("The peach pie fetched $20 more at auction than the rhubarb pie did.",
         lambda s: PR(s, "peach") - PR(s, "rhubarb") == 20),
        ("The baker who arrived at 8:30am finished one place ahead of the pecan pie's baker.",
         lambda s: PL(s, "pecan") - PL(s, "8:30am") == 1),
        ("Abigail finished two places ahead of the pecan pie.",
         lambda s: PL(s, "pecan") - PL(s, "Abigail") == 2),
        ("Fiona arrived 30 minutes before Abigail.",
         lambda s: AR(s, "Abigail") - AR(s, "Fiona") == 30),
        ("The baker of the $50 pie arrived 90 minutes after the baker of the $60 pie.",
         lambda s: AR(s, "$50") - AR(s, "$60") == 90),
        ("The baker who made the peach pie arrived an hour after the baker who took fourth place.",
         lambda s: AR(s, "peach") - AR(s, "4th") == 60),
        # comparisons without amounts
        ("The apple pie finished somewhere behind the peach pie.",
         lambda s: PL(s, "apple") > PL(s, "peach")),
        ("The pie that sold for $95 was baked by someone who arrived later than Fiona.",
         lambda s: AR(s, "$95") > AR(s, "Fiona")),
        ("The first baker to arrive was not the one who finished last.",
         lambda s: not s.same("8:00am", "5th")),
        # either/or
        ("Either Bruno or Desmond baked the apple pie.",
         lambda s: xor(s.same("apple", "Bruno"), s.same("apple", "Desmond"))),
        ("Celeste either baked the cherry pie or arrived at 10:00am.",
         lambda s: xor(s.same("Celeste", "cherry"), s.same("Celeste", "10:00am"))),
        ("The $60 pie was baked either by Fiona or by the baker who arrived at 8:00am.",
         lambda s: xor(s.same("$60", "Fiona"), s.same("$60", "8:00am"))),
        ("Bruno arrived at 8:00am or finished fourth, or both.",
         lambda s: s.same("Bruno", "8:00am") or s.same("Bruno", "4th")),
        ("At least one of Abigail and Fiona arrived before 9:00am.",
         lambda s: AR(s, "Abigail") < 540 or AR(s, "Fiona") < 540),
        ("The cherry pie sold for either $15 or $35 more than the peach pie.",
         lambda s: PR(s, "cherry") - PR(s, "peach") in (15, 35)),
        # neither/nor
        ("Neither Celeste nor Desmond baked the pecan pie.",
         lambda s: not s.same("Celeste", "pecan") and not s.same("Desmond", "pecan")),
        ("The peach pie wasn't sold for $35, nor was it baked by the last baker to arrive.",
         lambda s: not s.same("peach", "$35") and not s.same("peach", "10:00am")),
        ("Neither the first baker to arrive nor the last one baked the most expensive pie.",
         lambda s: not s.same("8:00am", "$95") and not s.same("10:00am", "$95")),
        # one ... the other
        ("Of Bruno and Celeste, one baked the pecan pie and the other took first place.",
         lambda s: one_of_other(s, "Bruno", "Celeste", "pecan", "1st")),
        ("Of the apple pie and the rhubarb pie, one sold for $50 and the other was baked by Fiona.",
         lambda s: one_of_other(s, "apple", "rhubarb", "$50", "Fiona")),
        # superlatives
        ("The cherry pie sold for the highest price.",
         lambda s: is_max(s, "cherry", "price")),
        ("The pecan pie was the cheapest pie at the auction.",
         lambda s: is_min(s, "pecan", "price")),
        ("Desmond was the last of the five to arrive.",
         lambda s: is_max(s, "Desmond", "arrival")),
        ("The baker who arrived earliest didn't finish in the top three.",
         lambda s: PL(s, "8:00am") > 3),
        ("Only the cherry pie sold for more than the peach pie.",
         lambda s: [x for x in cat_items(s, "pie") if PR(s, x) > PR(s, "peach")] == ["cherry"]),
        # counts
        ("Exactly one of the cherry pie and the apple pie finished in the top two.",
         lambda s: count(PL(s, "cherry") <= 2, PL(s, "apple") <= 2) == 1),
        ("Both Abigail and Celeste finished ahead of Fiona.",
         lambda s: PL(s, "Abigail") < PL(s, "Fiona") and PL(s, "Celeste") < PL(s, "Fiona")),
        ("None of Abigail, Bruno and Fiona arrived at 9:30am.",
         lambda s: not any(s.same(p, "9:30am") for p in ["Abigail", "Bruno", "Fiona"])),
        ("Exactly two of the bakers who arrived before 9:30am sold their pies for more than $55.",
         lambda s: count(*[AR(s, p) < 570 and PR(s, p) > 55 for p in people(s)]) == 2),
        ("At least one of the pecan and apple pies finished in last place.",
         lambda s: s.same("pecan", "5th") or s.same("apple", "5th")),
        ("Of the five, only Celeste arrived between 9:00am and 10:00am.",
         lambda s: only(s, "Celeste", lambda p: 540 < AR(s, p) < 600)),
        # lists of different people
        ("The five bakers were Abigail, the pecan pie's baker, the 1st-place finisher, "
         "the baker whose pie sold for $50, and the one who arrived at 8:30am.",
         lambda s: distinct(s, "Abigail", "pecan", "1st", "$50", "8:30am")),
        ("Bruno, the cherry pie's baker and the 9:00am arrival are three different people.",
         lambda s: distinct(s, "Bruno", "cherry", "9:00am")),
        # respectively / in some order
        ("Abigail and Desmond sold their pies for $80 and $50, respectively.",
         lambda s: s.same("Abigail", "$80") and s.same("Desmond", "$50")),
        ("The 2nd-, 3rd- and 4th-place pies were the peach, rhubarb and pecan, respectively.",
         lambda s: s.same("2nd", "peach") and s.same("3rd", "rhubarb") and s.same("4th", "pecan")),
        ("Celeste and Fiona arrived at 8:30am and 9:30am, in some order.",
         lambda s: one_of_other(s, "Celeste", "Fiona", "8:30am", "9:30am")),
        ("The $35 and $95 pies were the pecan and the cherry, in some order.",
         lambda s: one_of_other(s, "$35", "$95", "pecan", "cherry")),
        # conditionals
        ("If Fiona baked the rhubarb pie, then she finished third.",
         lambda s: implies(s.same("Fiona", "rhubarb"), s.same("Fiona", "3rd"))),
        ("If the apple pie sold for more than $60, Bruno baked it.",
         lambda s: implies(PR(s, "apple") > 60, s.same("apple", "Bruno"))),
        ("Desmond finished last only if he arrived last.",
         lambda s: implies(s.same("Desmond", "5th"), s.same("Desmond", "10:00am"))),
        ("The peach pie took a top-two ribbon only if it sold for more than $75.",
         lambda s: implies(PL(s, "peach") <= 2, PR(s, "peach") > 75)),
        ("Bruno arrived at 8:00am unless he baked the apple pie.",
         lambda s: s.same("Bruno", "8:00am") or s.same("Bruno", "apple")),
        ("Unless Celeste won first place, the cherry pie was Abigail's.",
         lambda s: s.same("Celeste", "1st") or s.same("cherry", "Abigail")),
        # everyone except
        ("Every baker except Bruno sold a pie for at least $50.",
         lambda s: except_(s, ["Bruno"], lambda p: PR(s, p) >= 50)),
        ("Everyone but Desmond and Bruno finished in the top three.",
         lambda s: except_(s, ["Desmond", "Bruno"], lambda p: PL(s, p) <= 3)),
        # former / latter
        ("Fiona and the 8:00am arrival are different people; the former baked the rhubarb pie "
         "and the latter finished fourth.",
         lambda s: distinct(s, "Fiona", "8:00am") and s.same("Fiona", "rhubarb")
         and s.same("8:00am", "4th")),
        ("Of Abigail and Desmond, the latter arrived later, but the former's pie fetched more.",
         lambda s: AR(s, "Desmond") > AR(s, "Abigail") and PR(s, "Abigail") > PR(s, "Desmond")),
        # pronouns
        ("Celeste arrived after Abigail, and her pie sold for more than Abigail's.",
         lambda s: AR(s, "Celeste") > AR(s, "Abigail") and PR(s, "Celeste") > PR(s, "Abigail")),
        ("Bruno's pie didn't place in the top three; it didn't fetch more than $50 either.",
         lambda s: PL(s, "Bruno") > 3 and PR(s, "Bruno") <= 50),
        # "she" = Abigail, "her" = Celeste
        ("If Abigail arrived before Celeste, then she also finished behind her.",
         lambda s: implies(AR(s, "Abigail") < AR(s, "Celeste"), PL(s, "Abigail") > PL(s, "Celeste"))),
        # appositives and relative clauses
        ("Celeste, the 9:30am arrival, finished ahead of everyone.",
         lambda s: s.same("Celeste", "9:30am") and is_min(s, "Celeste", "place")),
        ("The rhubarb pie, which sold for $60, finished right behind the peach pie.",
         lambda s: s.same("rhubarb", "$60") and PL(s, "rhubarb") - PL(s, "peach") == 1),
        ("Abigail arrived at 9:00am, exactly one hour after the pecan pie's baker.",
         lambda s: s.same("Abigail", "9:00am") and AR(s, "Abigail") - AR(s, "pecan") == 60),
        # adjacency
        ("Fiona and Abigail finished in consecutive places.",
         lambda s: abs(PL(s, "Fiona") - PL(s, "Abigail")) == 1),
        ("Among the auction prices, Desmond's was the one just above the pecan pie's.",
         lambda s: steps(s, "pecan", "Desmond", "price") == 1),
        ("The baker who finished third arrived neither first nor last.",
         lambda s: not is_min(s, "3rd", "arrival") and not is_max(s, "3rd", "arrival")),
    ],
)


# ---------------------------------------------------------------- bank B
# 4 categories x 5 items.

def TM(s, x): return s.n(x, "time")
def YR(s, x): return s.n(x, "joined")

puzzle(
    "b13-02-club-10k",
    "Riverside Harriers 10K",
    "Five members of the Riverside Harriers ran the club's autumn 10K. "
    "Each wore a different club shirt, and each joined the club in a different year.",
    [
        ("runner", ["Gareth", "Hannah", "Ignacio", "Joy", "Kwame"]),
        ("time", ["41 minutes", "44 minutes", "47 minutes", "50 minutes", "53 minutes"]),
        ("shirt", ["blue", "green", "orange", "red", "yellow"]),
        ("joined", ["2015", "2016", "2017", "2018", "2019"]),
    ],
    [
        ["Gareth", "47 minutes", "orange", "2017"],
        ["Hannah", "41 minutes", "green", "2019"],
        ["Ignacio", "53 minutes", "blue", "2015"],
        ["Joy", "44 minutes", "red", "2018"],
        ["Kwame", "50 minutes", "yellow", "2016"],
    ],
    [
        # links
        ("Hannah wore green.",
         lambda s: s.same("Hannah", "green")),
        ("The runner in red wasn't Kwame.",
         lambda s: not s.same("red", "Kwame")),
        ("Ignacio finished in 53 minutes.",
         lambda s: s.same("Ignacio", "53 minutes")),
        ("Joy didn't join in 2016, and she wasn't wearing yellow.",
         lambda s: not s.same("Joy", "2016") and not s.same("Joy", "yellow")),
        # comparisons
        ("Gareth finished 3 minutes behind Joy.",
         lambda s: TM(s, "Gareth") - TM(s, "Joy") == 3),
        ("The runner in blue took 6 minutes longer than the runner in orange.",
         lambda s: TM(s, "blue") - TM(s, "orange") == 6),
        ("The runner in green finished 6 minutes ahead of the runner who joined in 2017.",
         lambda s: TM(s, "2017") - TM(s, "green") == 6),
        ("Kwame joined the club one year after Ignacio.",
         lambda s: YR(s, "Kwame") - YR(s, "Ignacio") == 1),
        ("The runner in yellow joined two years before the runner in red.",
         lambda s: YR(s, "red") - YR(s, "yellow") == 2),
        ("The runner who wore red joined exactly three years after the runner who finished in 53 minutes.",
         lambda s: YR(s, "red") - YR(s, "53 minutes") == 3),
        ("Joy joined the club sometime after Gareth did.",
         lambda s: YR(s, "Joy") > YR(s, "Gareth")),
        ("Kwame finished 3 minutes behind Gareth, who in turn finished 3 minutes behind Joy.",
         lambda s: TM(s, "Kwame") - TM(s, "Gareth") == 3 and TM(s, "Gareth") - TM(s, "Joy") == 3),
        ("The runner who joined in 2016 ran a slower time than both Hannah and Joy.",
         lambda s: TM(s, "2016") > TM(s, "Hannah") and TM(s, "2016") > TM(s, "Joy")),
        # superlatives
        ("Hannah was faster than everyone else.",
         lambda s: is_min(s, "Hannah", "time")),
        ("The slowest runner joined the club first.",
         lambda s: s.same("53 minutes", "2015")),
        ("The club's newest member ran the fastest time.",
         lambda s: s.same("2019", "41 minutes")),
        ("The fastest runner joined four years after the slowest.",
         lambda s: YR(s, "41 minutes") - YR(s, "53 minutes") == 4),
        ("Ignacio, the club's longest-standing member, wore blue.",
         lambda s: is_min(s, "Ignacio", "joined") and s.same("Ignacio", "blue")),
        # either/or
        ("Either Gareth or Kwame wore orange.",
         lambda s: xor(s.same("orange", "Gareth"), s.same("orange", "Kwame"))),
        ("The 2018 member either wore red or finished in 50 minutes.",
         lambda s: xor(s.same("2018", "red"), s.same("2018", "50 minutes"))),
        ("Ignacio either wore blue or joined in 2015, or both.",
         lambda s: s.same("Ignacio", "blue") or s.same("Ignacio", "2015")),
        ("At least one of the runners in green and yellow joined after 2017.",
         lambda s: YR(s, "green") > 2017 or YR(s, "yellow") > 2017),
        ("Either Hannah or the runner in blue finished in 41 minutes.",
         lambda s: xor(s.same("Hannah", "41 minutes"), s.same("blue", "41 minutes"))),
        # neither/nor
        ("Neither the runner in blue nor the runner in green joined in 2017.",
         lambda s: not s.same("blue", "2017") and not s.same("green", "2017")),
        ("Kwame didn't finish in 44 minutes; nor did the 2019 member wear red.",
         lambda s: not s.same("Kwame", "44 minutes") and not s.same("2019", "red")),
        ("Ignacio wasn't the runner who joined in 2016, nor was he the one in yellow; "
         "he did, however, finish last.",
         lambda s: not s.same("Ignacio", "2016") and not s.same("Ignacio", "yellow")
         and is_max(s, "Ignacio", "time")),
        # one ... the other
        ("Of Hannah and Ignacio, one wore blue and the other joined in 2019.",
         lambda s: one_of_other(s, "Hannah", "Ignacio", "blue", "2019")),
        ("Of the runners in orange and red, one finished in 44 minutes and the other is Gareth.",
         lambda s: one_of_other(s, "orange", "red", "44 minutes", "Gareth")),
        # counts
        ("Exactly one of Joy and Kwame finished in under 45 minutes.",
         lambda s: count(TM(s, "Joy") < 45, TM(s, "Kwame") < 45) == 1),
        ("Both the runner in green and the runner in red beat 45 minutes.",
         lambda s: TM(s, "green") < 45 and TM(s, "red") < 45),
        ("None of the three slowest runners wore green.",
         lambda s: rank(s, "green", "time") < 2),
        ("Exactly one of the runners who joined before 2018 finished in under 50 minutes.",
         lambda s: count(*[YR(s, p) < 2018 and TM(s, p) < 50 for p in people(s)]) == 1),
        ("At least two of the runners who joined after 2016 finished in under 48 minutes.",
         lambda s: count(*[YR(s, p) > 2016 and TM(s, p) < 48 for p in people(s)]) >= 2),
        ("No runner who joined after 2016 finished slower than 48 minutes.",
         lambda s: all(implies(YR(s, p) > 2016, TM(s, p) <= 48) for p in people(s))),
        # different people
        ("Gareth, Hannah, the 2016 member and the runner in red are four different people.",
         lambda s: distinct(s, "Gareth", "Hannah", "2016", "red")),
        ("The five runners are Ignacio, the runner in orange, the one who joined in 2019, "
         "the one who finished in 44 minutes, and the one in yellow.",
         lambda s: distinct(s, "Ignacio", "orange", "2019", "44 minutes", "yellow")),
        # respectively / in some order
        ("Hannah, Joy and Kwame wore green, red and yellow, respectively.",
         lambda s: s.same("Hannah", "green") and s.same("Joy", "red") and s.same("Kwame", "yellow")),
        ("The runners who joined in 2015 and 2016 finished in 53 and 50 minutes, respectively.",
         lambda s: s.same("2015", "53 minutes") and s.same("2016", "50 minutes")),
        ("Gareth and Ignacio joined in 2015 and 2017, in some order.",
         lambda s: one_of_other(s, "Gareth", "Ignacio", "2015", "2017")),
        ("The runners in blue and yellow were Kwame and Ignacio, in some order.",
         lambda s: one_of_other(s, "blue", "yellow", "Kwame", "Ignacio")),
        # conditionals
        ("If Kwame wore yellow, then Joy wore red.",
         lambda s: implies(s.same("Kwame", "yellow"), s.same("Joy", "red"))),
        ("If the runner in orange joined before 2017, that runner finished in under 45 minutes.",
         lambda s: implies(YR(s, "orange") < 2017, TM(s, "orange") < 45)),
        ("Hannah joined in 2019 only if she wore green.",
         lambda s: implies(s.same("Hannah", "2019"), s.same("Hannah", "green"))),
        ("Ignacio finished last only if he joined in 2015.",
         lambda s: implies(is_max(s, "Ignacio", "time"), s.same("Ignacio", "2015"))),
        ("Gareth wore orange unless he joined in 2016.",
         lambda s: s.same("Gareth", "orange") or s.same("Gareth", "2016")),
        ("Unless the runner in yellow joined in 2016, Joy finished in 50 minutes.",
         lambda s: s.same("yellow", "2016") or s.same("Joy", "50 minutes")),
        ("If neither Joy nor Gareth wore blue, then Ignacio did.",
         lambda s: implies(not s.same("Joy", "blue") and not s.same("Gareth", "blue"),
                           s.same("Ignacio", "blue"))),
        # everyone except
        ("Everyone except Ignacio finished in under 52 minutes.",
         lambda s: except_(s, ["Ignacio"], lambda p: TM(s, p) < 52)),
        ("All the runners except Joy and Hannah joined the club before 2018.",
         lambda s: except_(s, ["Joy", "Hannah"], lambda p: YR(s, p) < 2018)),
        # former / latter
        ("Gareth and the runner in blue are different people; the former finished in 47 minutes "
         "and the latter joined in 2015.",
         lambda s: distinct(s, "Gareth", "blue") and s.same("Gareth", "47 minutes")
         and s.same("blue", "2015")),
        ("Joy and Kwame both ran under 52 minutes, but the former was faster than the latter.",
         lambda s: TM(s, "Joy") < 52 and TM(s, "Kwame") < 52 and TM(s, "Joy") < TM(s, "Kwame")),
        # pronouns, appositives, relative clauses
        ("Kwame wore yellow; his time was 3 minutes slower than Gareth's.",
         lambda s: s.same("Kwame", "yellow") and TM(s, "Kwame") - TM(s, "Gareth") == 3),
        ("Hannah was the newest member, and she wore green.",
         lambda s: is_max(s, "Hannah", "joined") and s.same("Hannah", "green")),
        ("Joy, who wore red, finished right behind Hannah.",
         lambda s: s.same("Joy", "red") and steps(s, "Hannah", "Joy", "time") == 1),
        # adjacency
        ("The runner who joined in 2017 finished immediately ahead of the runner who wore yellow.",
         lambda s: steps(s, "2017", "yellow", "time") == 1),
        ("The runner in orange and the runner in yellow finished back-to-back.",
         lambda s: abs(steps(s, "orange", "yellow", "time")) == 1),
        ("Gareth didn't finish right before or right after Ignacio.",
         lambda s: abs(steps(s, "Gareth", "Ignacio", "time")) != 1),
    ],
)


# ---------------------------------------------------------------- bank C
# 4 categories x 4 items.

def DY(s, x): return s.n(x, "day")
def FE(s, x): return s.n(x, "fee")

puzzle(
    "b13-03-music-lessons",
    "Lessons at the Conservatory",
    "Four students take weekly lessons at the community conservatory, each on a different "
    "instrument, on a different weekday, and at a different monthly fee.",
    [
        ("student", ["Lena", "Marco", "Nadia", "Oscar"]),
        ("instrument", ["cello", "flute", "piano", "violin"]),
        ("day", ["Monday", "Tuesday", "Wednesday", "Thursday"]),
        ("fee", ["$120", "$135", "$150", "$180"]),
    ],
    [
        ["Lena", "cello", "Wednesday", "$150"],
        ["Marco", "piano", "Monday", "$180"],
        ["Nadia", "violin", "Thursday", "$120"],
        ["Oscar", "flute", "Tuesday", "$135"],
    ],
    [
        # links
        ("Lena plays the cello.",
         lambda s: s.same("Lena", "cello")),
        ("Marco doesn't play the violin.",
         lambda s: not s.same("Marco", "violin")),
        ("The flautist's lesson is on Tuesday.",
         lambda s: s.same("flute", "Tuesday")),
        ("Nadia's lessons aren't on Monday, and they don't cost $150.",
         lambda s: not s.same("Nadia", "Monday") and not s.same("Nadia", "$150")),
        # comparisons
        ("The piano lessons cost $30 more than Lena's.",
         lambda s: FE(s, "piano") - FE(s, "Lena") == 30),
        ("Oscar pays $15 more than Nadia.",
         lambda s: FE(s, "Oscar") - FE(s, "Nadia") == 15),
        ("Marco pays one and a half times what Nadia pays.",
         lambda s: FE(s, "Marco") == 1.5 * FE(s, "Nadia")),
        ("Oscar's lesson is two days before Nadia's.",
         lambda s: DY(s, "Nadia") - DY(s, "Oscar") == 2),
        ("The violinist's lesson is the day after the cellist's.",
         lambda s: DY(s, "violin") - DY(s, "cello") == 1),
        ("The $120 lessons are two days after the $135 lessons.",
         lambda s: DY(s, "$120") - DY(s, "$135") == 2),
        ("The lessons that cost $150 come sometime after the piano lessons in the week.",
         lambda s: DY(s, "$150") > DY(s, "piano")),
        ("The cello lessons cost more than the flute lessons but less than the piano lessons.",
         lambda s: FE(s, "flute") < FE(s, "cello") < FE(s, "piano")),
        ("One of the pianist and the violinist pays exactly $60 more than the other.",
         lambda s: abs(FE(s, "piano") - FE(s, "violin")) == 60),
        # superlatives
        ("Marco has the earliest lesson of the week.",
         lambda s: is_min(s, "Marco", "day")),
        ("The most expensive lessons are on Monday.",
         lambda s: s.same("$180", "Monday")),
        ("The cheapest lessons are not the cello lessons.",
         lambda s: not is_min(s, "cello", "fee")),
        ("The second-cheapest lessons are the flute lessons.",
         lambda s: rank(s, "flute", "fee") == 1),
        ("Of the four students, only Marco pays more than $160.",
         lambda s: only(s, "Marco", lambda p: FE(s, p) > 160)),
        # either/or
        ("Either Lena or Oscar has lessons on Wednesday.",
         lambda s: xor(s.same("Wednesday", "Lena"), s.same("Wednesday", "Oscar"))),
        ("The $135 student either plays the flute or has lessons on Thursday.",
         lambda s: xor(s.same("$135", "flute"), s.same("$135", "Thursday"))),
        ("Nadia plays the violin or pays $120, or both.",
         lambda s: s.same("Nadia", "violin") or s.same("Nadia", "$120")),
        ("At least one of Marco and Oscar has a lesson before Wednesday.",
         lambda s: DY(s, "Marco") < 3 or DY(s, "Oscar") < 3),
        # neither/nor
        ("Neither Lena nor Nadia plays the piano.",
         lambda s: not s.same("Lena", "piano") and not s.same("Nadia", "piano")),
        ("The Thursday student plays neither the cello nor the flute.",
         lambda s: not s.same("Thursday", "cello") and not s.same("Thursday", "flute")),
        ("Neither the cheapest nor the most expensive lessons are on Tuesday or Wednesday.",
         lambda s: all(DY(s, f) not in (2, 3) for f in ["$120", "$180"])),
        ("The student whose lessons cost $135 isn't Nadia, and neither is the student who plays the cello.",
         lambda s: not s.same("$135", "Nadia") and not s.same("cello", "Nadia")),
        # one ... the other
        ("Of Marco and Nadia, one plays the piano and the other has lessons on Thursday.",
         lambda s: one_of_other(s, "Marco", "Nadia", "piano", "Thursday")),
        ("Of the cellist and the violinist, one pays $150 and the other is Nadia.",
         lambda s: one_of_other(s, "cello", "violin", "$150", "Nadia")),
        # counts
        ("Exactly one of the flautist and the pianist pays more than $140.",
         lambda s: count(FE(s, "flute") > 140, FE(s, "piano") > 140) == 1),
        ("Both Lena and Nadia pay less than $160.",
         lambda s: FE(s, "Lena") < 160 and FE(s, "Nadia") < 160),
        ("None of the cellist, the flautist and the violinist has lessons on Monday.",
         lambda s: not any(s.same(i, "Monday") for i in ["cello", "flute", "violin"])),
        ("Exactly one student has lessons later in the week than the cellist.",
         lambda s: count(*[DY(s, p) > DY(s, "cello") for p in people(s)]) == 1),
        # different people
        ("Lena, Oscar, and the Monday student are three different people.",
         lambda s: distinct(s, "Lena", "Oscar", "Monday")),
        ("The four students are Nadia, the pianist, the Tuesday student and the one who pays $150.",
         lambda s: distinct(s, "Nadia", "piano", "Tuesday", "$150")),
        # respectively / in some order
        ("Lena and Marco have lessons on Wednesday and Monday, respectively.",
         lambda s: s.same("Lena", "Wednesday") and s.same("Marco", "Monday")),
        ("The flute, the piano and the violin lessons cost $135, $180 and $120, respectively.",
         lambda s: s.same("flute", "$135") and s.same("piano", "$180") and s.same("violin", "$120")),
        ("Oscar and Nadia pay $120 and $135, in some order.",
         lambda s: one_of_other(s, "Oscar", "Nadia", "$120", "$135")),
        ("The Monday and Thursday lessons are Marco's and Nadia's, in some order.",
         lambda s: one_of_other(s, "Monday", "Thursday", "Marco", "Nadia")),
        # conditionals
        ("If Lena plays the cello, then her lessons are on Wednesday.",
         lambda s: implies(s.same("Lena", "cello"), s.same("Lena", "Wednesday"))),
        ("If Oscar's lessons are on Monday, then he plays the piano.",
         lambda s: implies(s.same("Oscar", "Monday"), s.same("Oscar", "piano"))),
        ("Marco pays $180 only if he plays the piano.",
         lambda s: implies(s.same("Marco", "$180"), s.same("Marco", "piano"))),
        ("The cellist has lessons later in the week than the pianist only if the cellist pays more than Oscar.",
         lambda s: implies(DY(s, "cello") > DY(s, "piano"), FE(s, "cello") > FE(s, "Oscar"))),
        ("Nadia has Thursday lessons unless she plays the flute.",
         lambda s: s.same("Nadia", "Thursday") or s.same("Nadia", "flute")),
        ("Unless Marco plays the piano, the $180 lessons are on Tuesday.",
         lambda s: s.same("Marco", "piano") or s.same("$180", "Tuesday")),
        ("If Nadia's lessons are later in the week than Oscar's, then she pays less than him.",
         lambda s: implies(DY(s, "Nadia") > DY(s, "Oscar"), FE(s, "Nadia") < FE(s, "Oscar"))),
        ("If the flautist pays less than $140, then neither the flautist nor the violinist has lessons on Monday.",
         lambda s: implies(FE(s, "flute") < 140,
                           not s.same("flute", "Monday") and not s.same("violin", "Monday"))),
        # everyone except
        ("Everyone except Marco pays less than $160.",
         lambda s: except_(s, ["Marco"], lambda p: FE(s, p) < 160)),
        ("Every student but Nadia has a lesson before Thursday.",
         lambda s: except_(s, ["Nadia"], lambda p: DY(s, p) < 4)),
        ("Every student except the violinist pays more than $130.",
         lambda s: except_(s, [s.g("violin", "student")], lambda p: FE(s, p) > 130)),
        # former / latter
        ("Oscar and the cellist are different people; the former has lessons on Tuesday "
         "and the latter pays $150.",
         lambda s: distinct(s, "Oscar", "cello") and s.same("Oscar", "Tuesday")
         and s.same("cello", "$150")),
        ("Of Lena and Nadia, the former pays more, but the latter's lesson is later in the week.",
         lambda s: FE(s, "Lena") > FE(s, "Nadia") and DY(s, "Nadia") > DY(s, "Lena")),
        # pronouns, appositives, relative clauses
        ("Marco plays the piano, and his lessons cost the most.",
         lambda s: s.same("Marco", "piano") and is_max(s, "Marco", "fee")),
        ("Nadia doesn't pay $135; her lessons are the day after Lena's.",
         lambda s: not s.same("Nadia", "$135") and DY(s, "Nadia") - DY(s, "Lena") == 1),
        ("Oscar, who plays the flute, pays $15 less than Lena.",
         lambda s: s.same("Oscar", "flute") and FE(s, "Lena") - FE(s, "Oscar") == 15),
        ("The violinist, whose lessons are on Thursday, pays the least.",
         lambda s: s.same("violin", "Thursday") and is_min(s, "violin", "fee")),
        ("Lena has her lessons on Wednesday, which is the day after Oscar's.",
         lambda s: s.same("Lena", "Wednesday") and DY(s, "Lena") - DY(s, "Oscar") == 1),
        # adjacency
        ("The student who pays $135 has a lesson the day before the student who plays the cello.",
         lambda s: DY(s, "cello") - DY(s, "$135") == 1),
        ("Marco and Oscar have lessons on consecutive days.",
         lambda s: abs(DY(s, "Marco") - DY(s, "Oscar")) == 1),
        ("Lena's and Marco's lessons are not on consecutive days.",
         lambda s: abs(DY(s, "Lena") - DY(s, "Marco")) != 1),
    ],
)
