# Sentence banks b3-01..b3-03, written blind (issue 25): see README.md.
# Executed by ../unseen/truth.py (which defines puzzle, State, nv, one_of_other).


def distinct(s, *xs):
    """The things named are all different people (rows)."""
    rows = [s.r(x) for x in xs]
    return len(set(rows)) == len(rows)


def adj(s, a, b, cat):
    """a and b are next to each other in the numbered category cat."""
    return abs(s.n(a, cat) - s.n(b, cat)) == 1


def strictly_between(s, x, a, b, cat):
    """x lies strictly between a and b in cat, in either order (not necessarily directly)."""
    lo, hi = sorted([s.n(a, cat), s.n(b, cat)])
    return lo < s.n(x, cat) < hi


def item_at(s, cats, cat, value):
    """The item of category cat whose number is value, or None."""
    for name, items in cats:
        if name == cat:
            for it in items:
                if nv(it) == value:
                    return it
    return None


# ---------------------------------------------------------------- b3-01 (4x4)
PIE_CATS = [
    ("bakers", ["Mrs. Ames", "Mr. Boyd", "Ms. Cole", "Dr. Dunn"]),
    ("pies", ["apple", "cherry", "pecan", "rhubarb"]),
    ("placings", ["1st", "2nd", "3rd", "4th"]),
    ("prices", ["$12", "$15", "$18", "$21"]),
]


def pl(s, x):
    return s.n(x, "placings")


def pr(s, x):
    return s.n(x, "prices")


puzzle(
    "b3-01-county-fair-pies",
    "Blue Ribbon Pies",
    "Four bakers entered the county fair pie contest; the judges placed the pies 1st (the blue ribbon) to 4th, and each pie was then sold at the charity auction.",
    PIE_CATS,
    [
        ["Mrs. Ames", "cherry", "2nd", "$18"],
        ["Mr. Boyd", "pecan", "4th", "$12"],
        ["Ms. Cole", "rhubarb", "1st", "$21"],
        ["Dr. Dunn", "apple", "3rd", "$15"],
    ],
    [
        ("Ms. Cole's rhubarb pie took the blue ribbon.",
         lambda s: s.same("Ms. Cole", "rhubarb") and s.same("Ms. Cole", "1st")),
        ("The cherry pie sold for $18.",
         lambda s: s.same("cherry", "$18")),
        ("Mr. Boyd did not bake the apple pie.",
         lambda s: not s.same("Mr. Boyd", "apple")),
        ("The pecan pie finished last.",
         lambda s: s.same("pecan", "4th")),
        ("Dr. Dunn's pie placed one spot below Mrs. Ames's.",
         lambda s: pl(s, "Dr. Dunn") == pl(s, "Mrs. Ames") + 1),
        ("The pie that sold for $21 placed higher than the cherry pie.",
         lambda s: pl(s, "$21") < pl(s, "cherry")),
        ("Mrs. Ames's pie fetched $3 more than Dr. Dunn's.",
         lambda s: pr(s, "Mrs. Ames") - pr(s, "Dr. Dunn") == 3),
        ("Dr. Dunn's pie brought in three dollars less than the cherry pie did.",
         lambda s: pr(s, "cherry") - pr(s, "Dr. Dunn") == 3),
        ("The apple pie went for $6 less than the rhubarb pie.",
         lambda s: pr(s, "rhubarb") - pr(s, "apple") == 6),
        ("Neither Mr. Boyd nor Ms. Cole baked the cherry pie.",
         lambda s: not s.same("Mr. Boyd", "cherry") and not s.same("Ms. Cole", "cherry")),
        ("The 3rd-place pie was either the apple pie or the pecan pie.",
         lambda s: s.same("3rd", "apple") or s.same("3rd", "pecan")),
        ("Of Mrs. Ames and Mr. Boyd, one baked the pecan pie and the other finished 2nd.",
         lambda s: one_of_other(s, "Mrs. Ames", "Mr. Boyd", "pecan", "2nd")),
        ("The pie that finished 2nd sold for more than the pecan pie but less than Ms. Cole's.",
         lambda s: pr(s, "pecan") < pr(s, "2nd") < pr(s, "Ms. Cole")),
        ("The four pies were Mr. Boyd's, the one that sold for $21, the apple pie and the pie that placed 2nd.",
         lambda s: distinct(s, "Mr. Boyd", "$21", "apple", "2nd")),
        ("The rhubarb pie didn't sell for $15.",
         lambda s: not s.same("rhubarb", "$15")),
        ("The cheapest pie at the auction was Mr. Boyd's.",
         lambda s: s.same("Mr. Boyd", "$12")),
        ("Dr. Dunn, whose pie was not the cherry, placed somewhere behind Ms. Cole.",
         lambda s: not s.same("Dr. Dunn", "cherry") and pl(s, "Dr. Dunn") > pl(s, "Ms. Cole")),
        ("Mr. Boyd's pie sold for $9 less than Ms. Cole's.",
         lambda s: pr(s, "Ms. Cole") - pr(s, "Mr. Boyd") == 9),
        ("The pie that sold for $15 finished immediately ahead of the pecan pie.",
         lambda s: pl(s, "$15") == pl(s, "pecan") - 1),
        ("The pecan pie wasn't baked by Mrs. Ames or Dr. Dunn.",
         lambda s: not s.same("pecan", "Mrs. Ames") and not s.same("pecan", "Dr. Dunn")),
        ("Exactly one of Mrs. Ames and Dr. Dunn finished in the top two.",
         lambda s: (pl(s, "Mrs. Ames") <= 2) != (pl(s, "Dr. Dunn") <= 2)),
        ("If Mr. Boyd's pie finished 4th, then it sold for $12.",
         lambda s: (not s.same("Mr. Boyd", "4th")) or s.same("Mr. Boyd", "$12")),
        ("The highest-priced pie was also the highest-placed one.",
         lambda s: s.same("$21", "1st")),
        ("Mrs. Ames was placed two places ahead of Mr. Boyd.",
         lambda s: pl(s, "Mr. Boyd") - pl(s, "Mrs. Ames") == 2),
        ("The apple pie did not place 1st or 2nd.",
         lambda s: pl(s, "apple") not in (1, 2)),
        # cross-category either/or read as exclusive, the puzzle-page convention
        ("Either the cherry pie sold for $18 or it placed 4th.",
         lambda s: s.same("cherry", "$18") != s.same("cherry", "4th")),
        ("Ms. Cole's pie sold for more than any other.",
         lambda s: s.same("Ms. Cole", "$21")),
        ("The 4th-place pie, which was not Dr. Dunn's, sold for less than the apple pie.",
         lambda s: not s.same("4th", "Dr. Dunn") and pr(s, "4th") < pr(s, "apple")),
        ("Mrs. Ames baked a cherry pie.",
         lambda s: s.same("Mrs. Ames", "cherry")),
        ("The pie that placed 3rd sold for $3 less than the pie that placed 2nd.",
         lambda s: pr(s, "2nd") - pr(s, "3rd") == 3),
        ("Of the rhubarb pie and the apple pie, the rhubarb fetched the higher price.",
         lambda s: pr(s, "rhubarb") > pr(s, "apple")),
        ("Between them, Mr. Boyd's and Dr. Dunn's pies raised $27.",
         lambda s: pr(s, "Mr. Boyd") + pr(s, "Dr. Dunn") == 27),
        ("The pie that finished directly behind Ms. Cole's sold for $18.",
         lambda s: (lambda p: p is not None and s.same(p, "$18"))(
             item_at(s, PIE_CATS, "placings", pl(s, "Ms. Cole") + 1))),
        # two separate facts: it does not say Dr. Dunn did not bake the cherry pie
        ("Dr. Dunn didn't win the blue ribbon, and neither did the baker of the cherry pie.",
         lambda s: not s.same("Dr. Dunn", "1st") and not s.same("cherry", "1st")),
        ("Mr. Boyd's pie did not sell for $15, and it didn't place 3rd.",
         lambda s: not s.same("Mr. Boyd", "$15") and not s.same("Mr. Boyd", "3rd")),
        ("The apple pie placed 1 spot lower than the cherry pie.",
         lambda s: pl(s, "apple") == pl(s, "cherry") + 1),
        ("Mrs. Ames's pie outscored Dr. Dunn's with the judges and also outsold it at the auction.",
         lambda s: pl(s, "Mrs. Ames") < pl(s, "Dr. Dunn") and pr(s, "Mrs. Ames") > pr(s, "Dr. Dunn")),
        ("The pie that sold for $12 was not the apple pie, the cherry pie or the rhubarb pie.",
         lambda s: not any(s.same("$12", p) for p in ("apple", "cherry", "rhubarb"))),
        ("Mr. Boyd finished last, and his pecan pie brought in the least money.",
         lambda s: s.same("Mr. Boyd", "4th") and s.same("Mr. Boyd", "pecan") and s.same("Mr. Boyd", "$12")),
        ("Dr. Dunn sold her pie for $15.",
         lambda s: s.same("Dr. Dunn", "$15")),
        ("The cherry pie did not sell for the most, nor did it finish last.",
         lambda s: not s.same("cherry", "$21") and not s.same("cherry", "4th")),
        ("The $15 pie and the $21 pie were baked by Dr. Dunn and Ms. Cole, in some order.",
         lambda s: (s.same("Dr. Dunn", "$15") and s.same("Ms. Cole", "$21"))
         or (s.same("Dr. Dunn", "$21") and s.same("Ms. Cole", "$15"))),
        ("Ms. Cole's pie placed higher than Mrs. Ames's, which in turn placed higher than the apple pie.",
         lambda s: pl(s, "Ms. Cole") < pl(s, "Mrs. Ames") < pl(s, "apple")),
        ("There was a $6 difference between the price of Dr. Dunn's pie and that of Ms. Cole's.",
         lambda s: abs(pr(s, "Dr. Dunn") - pr(s, "Ms. Cole")) == 6),
        ("Mr. Boyd's pie finished lower than Mrs. Ames's.",
         lambda s: pl(s, "Mr. Boyd") > pl(s, "Mrs. Ames")),
        ("The 1st-place pie was not pecan.",
         lambda s: not s.same("1st", "pecan")),
        ("Dr. Dunn's apple pie sold for less than Mrs. Ames's entry.",
         lambda s: s.same("Dr. Dunn", "apple") and pr(s, "Dr. Dunn") < pr(s, "Mrs. Ames")),
        ("The second-place finisher was not Ms. Cole.",
         lambda s: not s.same("2nd", "Ms. Cole")),
        ("Whoever baked the rhubarb pie earned $6 more at auction than the baker who came 3rd.",
         lambda s: pr(s, "rhubarb") - pr(s, "3rd") == 6),
        ("Mrs. Ames's pie came second.",
         lambda s: s.same("Mrs. Ames", "2nd")),
        ("Mr. Boyd's pie did not sell for more than Dr. Dunn's.",
         lambda s: pr(s, "Mr. Boyd") <= pr(s, "Dr. Dunn")),
        ("Of the four bakers, only Mr. Boyd got less than $15 for his pie.",
         lambda s: pr(s, "Mr. Boyd") < 15 and all(pr(s, b) >= 15 for b in PIE_CATS[0][1] if b != "Mr. Boyd")),
    ],
)


# ---------------------------------------------------------------- b3-02 (4x5)
RUN_CATS = [
    ("runners", ["Gina", "Hal", "Ivy", "Jorge", "Kemal"]),
    ("distances", ["1.5 miles", "2 miles", "2.5 miles", "3 miles", "3.5 miles"]),
    ("start times", ["6:00am", "6:15am", "6:30am", "6:45am", "7:00am"]),
    ("parks", ["Elm Park", "Lakeview", "Riverside", "Oak Hollow", "Pine Ridge"]),
]
RUNNERS = RUN_CATS[0][1]


def mi(s, x):
    return s.n(x, "distances")


def t(s, x):
    """Start time in minutes after midnight."""
    return s.n(x, "start times")


puzzle(
    "b3-02-early-risers",
    "Early Risers",
    "Five friends each went for a run before work last Saturday, each starting at a different time, in a different park, and covering a different distance.",
    RUN_CATS,
    [
        ["Gina", "2.5 miles", "6:45am", "Riverside"],
        ["Hal", "1.5 miles", "6:00am", "Pine Ridge"],
        ["Ivy", "3.5 miles", "6:15am", "Elm Park"],
        ["Jorge", "2 miles", "7:00am", "Lakeview"],
        ["Kemal", "3 miles", "6:30am", "Oak Hollow"],
    ],
    [
        ("Hal set off first.",
         lambda s: s.same("Hal", "6:00am")),
        ("The runner who started at 6:15am ran the farthest.",
         lambda s: s.same("6:15am", "3.5 miles")),
        ("Gina ran one mile farther than Hal.",
         lambda s: mi(s, "Gina") - mi(s, "Hal") == 1),
        ("Jorge covered half a mile less than Gina.",
         lambda s: mi(s, "Gina") - mi(s, "Jorge") == 0.5),
        ("The Lakeview runner started 30 minutes after Kemal.",
         lambda s: t(s, "Lakeview") - t(s, "Kemal") == 30),
        ("Kemal began his run half an hour before the person in Lakeview.",
         lambda s: t(s, "Lakeview") - t(s, "Kemal") == 30),
        ("Ivy didn't run at Riverside.",
         lambda s: not s.same("Ivy", "Riverside")),
        ("Neither Gina nor Jorge ran in Elm Park.",
         lambda s: not s.same("Gina", "Elm Park") and not s.same("Jorge", "Elm Park")),
        ("The 2-mile run started later than the 3-mile run.",
         lambda s: t(s, "2 miles") > t(s, "3 miles")),
        ("The person who ran at Pine Ridge ran the shortest distance.",
         lambda s: s.same("Pine Ridge", "1.5 miles")),
        ("Of Ivy and Kemal, one ran 3 miles and the other ran at Elm Park.",
         lambda s: one_of_other(s, "Ivy", "Kemal", "3 miles", "Elm Park")),
        ("The five runners were Gina, the one who started at 6:15am, the person at Oak Hollow, the runner who went 2 miles, and Hal.",
         lambda s: distinct(s, "Gina", "6:15am", "Oak Hollow", "2 miles", "Hal")),
        ("The runner who started at 6:45am ran 2.5 miles at Riverside.",
         lambda s: s.same("6:45am", "2.5 miles") and s.same("6:45am", "Riverside")),
        ("Kemal ran 1.5 miles farther than Hal.",
         lambda s: mi(s, "Kemal") - mi(s, "Hal") == 1.5),
        ("The Oak Hollow runner started earlier than Gina but later than Ivy.",
         lambda s: t(s, "Ivy") < t(s, "Oak Hollow") < t(s, "Gina")),
        ("Whoever ran at Elm Park started 15 minutes after Hal.",
         lambda s: t(s, "Elm Park") - t(s, "Hal") == 15),
        ("Jorge was the last to start.",
         lambda s: s.same("Jorge", "7:00am")),
        ("The 3.5-mile run was not at Lakeview or Riverside.",
         lambda s: not s.same("3.5 miles", "Lakeview") and not s.same("3.5 miles", "Riverside")),
        ("Either Ivy or Jorge ran at Lakeview.",
         lambda s: s.same("Lakeview", "Ivy") or s.same("Lakeview", "Jorge")),
        ("Hal didn't start at 6:30am and didn't run at Oak Hollow.",
         lambda s: not s.same("Hal", "6:30am") and not s.same("Hal", "Oak Hollow")),
        ("Exactly two of Gina, Ivy and Kemal ran more than 2.5 miles.",
         lambda s: sum(mi(s, x) > 2.5 for x in ("Gina", "Ivy", "Kemal")) == 2),
        ("Nobody who started after 6:30am ran more than 2.5 miles.",
         lambda s: all(mi(s, x) <= 2.5 for x in RUNNERS if t(s, x) > 390)),
        ("The runner at Riverside ran farther than the runner at Lakeview, who in turn ran farther than the runner at Pine Ridge.",
         lambda s: mi(s, "Riverside") > mi(s, "Lakeview") > mi(s, "Pine Ridge")),
        ("Ivy started 45 minutes before Jorge.",
         lambda s: t(s, "Jorge") - t(s, "Ivy") == 45),
        ("Gina didn't start at 7:00am, nor did she run 3 miles.",
         lambda s: not s.same("Gina", "7:00am") and not s.same("Gina", "3 miles")),
        ("The 1.5-mile run began at 6am sharp.",
         lambda s: s.same("1.5 miles", "6:00am")),
        ("The person who started at 6:30am did not run at Elm Park or Pine Ridge.",
         lambda s: not s.same("6:30am", "Elm Park") and not s.same("6:30am", "Pine Ridge")),
        ("Jorge's run was shorter than Gina's, and he started after her.",
         lambda s: mi(s, "Jorge") < mi(s, "Gina") and t(s, "Jorge") > t(s, "Gina")),
        ("Kemal's run was at Oak Hollow.",
         lambda s: s.same("Kemal", "Oak Hollow")),
        ("The run at Lakeview was half a mile longer than the run at Pine Ridge.",
         lambda s: mi(s, "Lakeview") - mi(s, "Pine Ridge") == 0.5),
        ("Hal ran neither at Riverside nor at Lakeview.",
         lambda s: not s.same("Hal", "Riverside") and not s.same("Hal", "Lakeview")),
        ("The first and last runners to set off covered 3.5 miles between them.",
         lambda s: mi(s, "6:00am") + mi(s, "7:00am") == 3.5),
        ("Ivy, who ran at Elm Park, was not the first to start.",
         lambda s: s.same("Ivy", "Elm Park") and not s.same("Ivy", "6:00am")),
        ("The runner who started at 6:45am was neither Ivy nor Kemal.",
         lambda s: not s.same("6:45am", "Ivy") and not s.same("6:45am", "Kemal")),
        ("The 2.5-mile run started 15 minutes after the 3-mile run.",
         lambda s: t(s, "2.5 miles") - t(s, "3 miles") == 15),
        ("Either the Riverside runner or the Oak Hollow runner started at 6:30am.",
         lambda s: s.same("6:30am", "Riverside") or s.same("6:30am", "Oak Hollow")),
        # "later than every runner except Jorge": second to last, Jorge after her
        ("Gina started later than every runner except Jorge.",
         lambda s: all(t(s, "Gina") > t(s, x) for x in RUNNERS if x not in ("Gina", "Jorge"))
         and t(s, "Gina") < t(s, "Jorge")),
        ("The person who ran 3.5 miles started a quarter of an hour after the one who ran 1.5 miles.",
         lambda s: t(s, "3.5 miles") - t(s, "1.5 miles") == 15),
        ("Hal and Jorge ran 1.5 miles and 2 miles, respectively.",
         lambda s: s.same("Hal", "1.5 miles") and s.same("Jorge", "2 miles")),
        ("If Kemal ran at Oak Hollow, then Ivy ran at Elm Park.",
         lambda s: (not s.same("Kemal", "Oak Hollow")) or s.same("Ivy", "Elm Park")),
        ("The Riverside runner was not Hal, Ivy or Kemal.",
         lambda s: not any(s.same("Riverside", x) for x in ("Hal", "Ivy", "Kemal"))),
        ("Ivy ran 2 miles farther than Hal did.",
         lambda s: mi(s, "Ivy") - mi(s, "Hal") == 2),
        ("The one who began at 7:00am ran a shorter distance than the one who began at 6:45am.",
         lambda s: mi(s, "7:00am") < mi(s, "6:45am")),
        ("Kemal set off sometime after Hal but before Gina.",
         lambda s: t(s, "Hal") < t(s, "Kemal") < t(s, "Gina")),
        ("Of the runners at Elm Park and Oak Hollow, the Elm Park runner went farther.",
         lambda s: mi(s, "Elm Park") > mi(s, "Oak Hollow")),
        ("The runner who went 3 miles is not the one who ran at Elm Park.",
         lambda s: not s.same("3 miles", "Elm Park")),
        ("Hal, who set off first, ran the fewest miles, at Pine Ridge.",
         lambda s: s.same("Hal", "6:00am") and s.same("Hal", "1.5 miles") and s.same("Hal", "Pine Ridge")),
        ("Jorge started exactly an hour after Hal.",
         lambda s: t(s, "Jorge") - t(s, "Hal") == 60),
        ("The 3-mile runner started 15 minutes before the Riverside runner, who in turn started 15 minutes before Jorge.",
         lambda s: t(s, "Riverside") - t(s, "3 miles") == 15 and t(s, "Jorge") - t(s, "Riverside") == 15),
        ("Whoever ran 2.5 miles didn't set off at 6:15am.",
         lambda s: not s.same("2.5 miles", "6:15am")),
        ("Ivy ran at least a mile farther than Gina.",
         lambda s: mi(s, "Ivy") - mi(s, "Gina") >= 1),
        # started before it, by at most 15 minutes
        ("The Pine Ridge run started no more than 15 minutes before the Elm Park run.",
         lambda s: 0 < t(s, "Elm Park") - t(s, "Pine Ridge") <= 15),
        ("Kemal ran twice as far as Hal.",
         lambda s: mi(s, "Kemal") == 2 * mi(s, "Hal")),
        ("The Riverside runner set off at a quarter to seven.",
         lambda s: s.same("Riverside", "6:45am")),
    ],
)


# ---------------------------------------------------------------- b3-03 (5x5)
ROW_CATS = [
    ("residents", ["Mr. Fox", "Mrs. Grant", "Miss Hale", "Dr. Ives", "Rev. Jones"]),
    ("houses", ["first", "second", "third", "fourth", "fifth"]),
    ("pets", ["beagle", "parrot", "tabby cat", "goldfish", "tortoise"]),
    ("ages", ["34", "41", "47", "52", "66"]),
    ("years", ["1998", "2001", "2004", "2007", "2010"]),
]
RESIDENTS = ROW_CATS[0][1]


def h(s, x):
    """House position, 1 = far left."""
    return s.n(x, "houses")


def age(s, x):
    return s.n(x, "ages")


def yr(s, x):
    return s.n(x, "years")


puzzle(
    "b3-03-maple-row",
    "Maple Row",
    "Five neighbours live in a row of five houses on Maple Row, numbered first to fifth from left to right; each keeps a different pet, is a different age and moved in in a different year.",
    ROW_CATS,
    [
        ["Mr. Fox", "third", "parrot", "52", "2004"],
        ["Mrs. Grant", "first", "tortoise", "66", "1998"],
        ["Miss Hale", "fifth", "tabby cat", "34", "2010"],
        ["Dr. Ives", "second", "beagle", "41", "2007"],
        ["Rev. Jones", "fourth", "goldfish", "47", "2001"],
    ],
    [
        ("Mrs. Grant lives in the first house.",
         lambda s: s.same("Mrs. Grant", "first")),
        ("The beagle owner lives next to Mr. Fox.",
         lambda s: adj(s, "beagle", "Mr. Fox", "houses")),
        ("The goldfish is kept in the house immediately to the right of the parrot's.",
         lambda s: h(s, "goldfish") == h(s, "parrot") + 1),
        ("Miss Hale, the youngest resident, lives at the far right end.",
         lambda s: s.same("Miss Hale", "34") and s.same("Miss Hale", "fifth")),
        ("The person who moved in in 2007 is 41.",
         lambda s: s.same("2007", "41")),
        ("Rev. Jones is 13 years older than Miss Hale.",
         lambda s: age(s, "Rev. Jones") - age(s, "Miss Hale") == 13),
        ("Miss Hale is thirteen years younger than Rev. Jones.",
         lambda s: age(s, "Rev. Jones") - age(s, "Miss Hale") == 13),
        ("Mr. Fox moved in three years after Rev. Jones.",
         lambda s: yr(s, "Mr. Fox") - yr(s, "Rev. Jones") == 3),
        ("Rev. Jones arrived on Maple Row three years before Mr. Fox did.",
         lambda s: yr(s, "Mr. Fox") - yr(s, "Rev. Jones") == 3),
        ("The tortoise owner has lived on the street the longest.",
         lambda s: s.same("tortoise", "1998")),
        ("Dr. Ives does not keep the goldfish.",
         lambda s: not s.same("Dr. Ives", "goldfish")),
        ("Neither the 52-year-old nor the 66-year-old owns the tabby cat.",
         lambda s: not s.same("52", "tabby cat") and not s.same("66", "tabby cat")),
        ("The parrot lives somewhere to the left of the goldfish.",
         lambda s: h(s, "parrot") < h(s, "goldfish")),
        ("Mr. Fox lives in the middle house.",
         lambda s: s.same("Mr. Fox", "third")),
        # "between": strictly between, either order, not necessarily directly
        ("The resident who is 47 lives between Mr. Fox and Miss Hale.",
         lambda s: strictly_between(s, "47", "Mr. Fox", "Miss Hale", "houses")),
        ("Of Dr. Ives and Rev. Jones, one owns the beagle and the other moved in in 2001.",
         lambda s: one_of_other(s, "Dr. Ives", "Rev. Jones", "beagle", "2001")),
        ("The five residents are Mrs. Grant, the parrot owner, the 34-year-old, the person who moved in in 2007 and Rev. Jones.",
         lambda s: distinct(s, "Mrs. Grant", "parrot", "34", "2007", "Rev. Jones")),
        ("The tabby cat's owner moved in most recently.",
         lambda s: s.same("tabby cat", "2010")),
        ("Either Dr. Ives or Mr. Fox lives in the second house.",
         lambda s: s.same("second", "Dr. Ives") or s.same("second", "Mr. Fox")),
        ("The 66-year-old lives next door to the 41-year-old.",
         lambda s: adj(s, "66", "41", "houses")),
        ("Mrs. Grant is older than every other resident.",
         lambda s: s.same("Mrs. Grant", "66")),
        ("The goldfish owner moved in 6 years before the beagle owner.",
         lambda s: yr(s, "beagle") - yr(s, "goldfish") == 6),
        ("Dr. Ives, who owns a beagle, moved in in 2007.",
         lambda s: s.same("Dr. Ives", "beagle") and s.same("Dr. Ives", "2007")),
        ("The person in the fourth house is not 52 or 34.",
         lambda s: not s.same("fourth", "52") and not s.same("fourth", "34")),
        ("Mr. Fox is 11 years older than Dr. Ives.",
         lambda s: age(s, "Mr. Fox") - age(s, "Dr. Ives") == 11),
        ("The tortoise is not kept next to the parrot.",
         lambda s: not adj(s, "tortoise", "parrot", "houses")),
        ("The owner of the house two doors to the left of Miss Hale's keeps a parrot.",
         lambda s: h(s, "parrot") == h(s, "Miss Hale") - 2),
        ("Rev. Jones didn't move in in 2004 or 2010.",
         lambda s: not s.same("Rev. Jones", "2004") and not s.same("Rev. Jones", "2010")),
        ("The resident who moved in in 2001 lives somewhere to the right of the 52-year-old.",
         lambda s: h(s, "2001") > h(s, "52")),
        ("Dr. Ives lives directly to the left of Mr. Fox.",
         lambda s: h(s, "Dr. Ives") == h(s, "Mr. Fox") - 1),
        ("If the tabby cat lives at one end of the row, then its owner is 34.",
         lambda s: h(s, "tabby cat") not in (1, 5) or s.same("tabby cat", "34")),
        ("Miss Hale is not the owner of the parrot, and she didn't arrive in 1998.",
         lambda s: not s.same("Miss Hale", "parrot") and not s.same("Miss Hale", "1998")),
        ("The people in the first and second houses moved in in 1998 and 2007, in that order.",
         lambda s: s.same("first", "1998") and s.same("second", "2007")),
        ("The oldest and the youngest residents live at opposite ends of the row.",
         lambda s: {h(s, "66"), h(s, "34")} == {1, 5}),
        ("The parrot's owner is older than the goldfish's owner but younger than the tortoise's.",
         lambda s: age(s, "goldfish") < age(s, "parrot") < age(s, "tortoise")),
        ("Nobody who moved in after 2004 is older than 45.",
         lambda s: all(age(s, x) <= 45 for x in RESIDENTS if yr(s, x) > 2004)),
        ("Rev. Jones lives next to Miss Hale but not next to Dr. Ives.",
         lambda s: adj(s, "Rev. Jones", "Miss Hale", "houses") and not adj(s, "Rev. Jones", "Dr. Ives", "houses")),
        ("The 47-year-old has the goldfish.",
         lambda s: s.same("47", "goldfish")),
        ("Mrs. Grant moved in exactly twelve years before Miss Hale.",
         lambda s: yr(s, "Miss Hale") - yr(s, "Mrs. Grant") == 12),
        ("Of the beagle and the goldfish, the goldfish belongs to the older owner.",
         lambda s: age(s, "goldfish") > age(s, "beagle")),
        ("The second house isn't home to the tortoise, the goldfish or the tabby cat.",
         lambda s: not any(s.same("second", p) for p in ("tortoise", "goldfish", "tabby cat"))),
        # "the house between": the two are two doors apart and the parrot is in the one between
        ("Mr. Fox's parrot lives in the house between Dr. Ives's and Rev. Jones's.",
         lambda s: s.same("Mr. Fox", "parrot") and abs(h(s, "Dr. Ives") - h(s, "Rev. Jones")) == 2
         and 2 * h(s, "Mr. Fox") == h(s, "Dr. Ives") + h(s, "Rev. Jones")),
        ("Miss Hale has a tabby cat.",
         lambda s: s.same("Miss Hale", "tabby cat")),
        ("The person who moved in in 2004 is neither the oldest nor the youngest.",
         lambda s: not s.same("2004", "66") and not s.same("2004", "34")),
        ("Rev. Jones is older than Dr. Ives but younger than Mr. Fox.",
         lambda s: age(s, "Dr. Ives") < age(s, "Rev. Jones") < age(s, "Mr. Fox")),
        ("The resident of the third house moved in in 2004, three years before the resident of the second.",
         lambda s: s.same("third", "2004") and yr(s, "second") - yr(s, "third") == 3),
        ("The beagle's owner is 7 years older than the cat owner.",
         lambda s: age(s, "beagle") - age(s, "tabby cat") == 7),
        ("Mrs. Grant, who is 66, lives farther left than anyone else.",
         lambda s: s.same("Mrs. Grant", "66") and s.same("Mrs. Grant", "first")),
        ("Exactly two houses separate Dr. Ives's from Miss Hale's.",
         lambda s: abs(h(s, "Dr. Ives") - h(s, "Miss Hale")) == 3),
        ("The person in the fifth house is younger than the person in the first house.",
         lambda s: age(s, "fifth") < age(s, "first")),
        ("Dr. Ives is not the oldest, and neither is Rev. Jones.",
         lambda s: not s.same("Dr. Ives", "66") and not s.same("Rev. Jones", "66")),
        ("Dr. Ives does not live at either end of the row.",
         lambda s: h(s, "Dr. Ives") not in (1, 5)),
        ("The tortoise, the beagle and the parrot occupy the first three houses, in that order from the left.",
         lambda s: h(s, "tortoise") == 1 and h(s, "beagle") == 2 and h(s, "parrot") == 3),
        ("The newest arrival is 18 years younger than Mr. Fox.",
         lambda s: age(s, "Mr. Fox") - age(s, "2010") == 18),
        ("The youngest resident moved in 3 years after Dr. Ives.",
         lambda s: yr(s, "34") - yr(s, "Dr. Ives") == 3),
        # "the house directly between": the two pets are two doors apart, the 52-year-old in the middle one
        ("The person living in the house directly between the beagle and the goldfish is 52.",
         lambda s: abs(h(s, "beagle") - h(s, "goldfish")) == 2
         and 2 * h(s, "52") == h(s, "beagle") + h(s, "goldfish")),
        ("Exactly one of Mr. Fox and Mrs. Grant lives at an end of the row.",
         lambda s: (h(s, "Mr. Fox") in (1, 5)) != (h(s, "Mrs. Grant") in (1, 5))),
    ],
)
