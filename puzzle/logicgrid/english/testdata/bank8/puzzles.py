# bank8: three sentence banks written blind (issue 25).
#
# Exec'd by truth.py, which supplies puzzle(), State (s.same, s.r, s.g, s.n),
# nv and one_of_other.  Every sentence must hold at the written answer; no
# uniqueness is asked.
#
# Reading conventions (what each predicate takes a sentence to mean):
#  * "either A or B" is exclusive: exactly one of the two holds.  When A and
#    B are two items of one category ("Either Colm or Fergus is from
#    Brixton") exclusivity comes for free.
#  * "neither A nor B is X": A is not X and B is not X.  It does not by
#    itself claim that A and B are different people.
#  * "of A and B, one is X and the other is Y": one_of_other (A and B are
#    different people; one has X, the other Y).
#  * a list "The five runners are A, B, C, D and E" / "The four customers
#    are ...": the listed descriptions pick out pairwise different rows.
#  * comparisons without an amount (older, cheaper, ahead of, later) are
#    strict and of any size; with an amount they are exact ("two places
#    behind", "$60 more", "90 minutes after", "an hour and a half").
#  * "immediately/directly behind", "one place ahead": exactly one position.
#    "next to" (a queue or finishing order): positions differ by one, in
#    either direction.
#  * "between X and Y" in an order: strictly between the two, either order,
#    not necessarily adjacent.  "directly between": adjacent to both.
#  * "at one end (of the line)": first or last position.
#  * "ahead of / in front of / closer to the front" = a smaller place or
#    queue number; "behind" = a larger one.  In a race "won" = 1st,
#    "last" = 5th, "higher" = a better (smaller) place.
#  * "If P, then Q": the material conditional.  "Unless P, Q": P or Q.
#  * "exactly one of (these)" counts the statements that hold; "at least",
#    "at most" likewise.
#  * weekdays: "first"/"last" day = the earliest/latest of the four listed
#    days; "the day after" = next weekday number.
#  * "in the afternoon" = departing at 12:00pm or later.
#  * superlatives (oldest, cheapest, heaviest, earliest) are taken over the
#    category's values, so "the oldest runner" is whoever is 44.
#  * gendered pronouns refer only to a person already named; no clue uses
#    "the man"/"the woman" as a description (that would leak information).

def xor(a, b):
    return bool(a) != bool(b)

def implies(a, b):
    return (not a) or bool(b)

def distinct(s, *items):
    rows = [s.r(i) for i in items]
    return len(set(rows)) == len(rows)

def between(x, a, b):
    return a < x < b or b < x < a

def count(*bs):
    return sum(1 for b in bs if b)

# ---------------------------------------------------------------- bank 1 --
# Sport: a ten-kilometre club race.  4 categories x 5 items.

RUN = ["Bettina", "Colm", "Dmitri", "Esther", "Fergus"]

def P1(s, x):
    return s.n(x, "Places")

def A1(s, x):
    return s.n(x, "Ages")

puzzle("b8-01-harbour-10k", "The Harbour 10K",
    "Five members of the Quayside Harriers ran the Harbour 10K last Sunday. "
    "Each comes from a different town and is a different age, and the five "
    "took the first five places. Work out each runner's hometown, age and "
    "finishing place.",
    [("Runners", RUN),
     ("Hometowns", ["Ashford", "Brixton", "Carlow", "Dunmore", "Eastleigh"]),
     ("Ages", ["24", "29", "34", "39", "44"]),
     ("Places", ["1st", "2nd", "3rd", "4th", "5th"])],
    [["Bettina", "Carlow", "34", "2nd"],
     ["Colm", "Eastleigh", "24", "4th"],
     ["Dmitri", "Ashford", "44", "5th"],
     ["Esther", "Dunmore", "29", "1st"],
     ["Fergus", "Brixton", "39", "3rd"]],
    [
    ("Esther won the race.",
        lambda s: s.same("Esther", "1st")),
    ("Dmitri finished last.",
        lambda s: s.same("Dmitri", "5th")),
    ("The runner from Carlow finished second.",
        lambda s: s.same("Carlow", "2nd")),
    ("Colm isn't from Ashford.",
        lambda s: not s.same("Colm", "Ashford")),
    ("Fergus, who is not the youngest runner, came home third.",
        lambda s: not s.same("Fergus", "24") and s.same("Fergus", "3rd")),
    ("The 44-year-old finished immediately behind Colm.",
        lambda s: P1(s, "44") == P1(s, "Colm") + 1),
    ("Bettina finished one place ahead of the runner from Brixton.",
        lambda s: P1(s, "Brixton") == P1(s, "Bettina") + 1),
    ("The runner from Dunmore is five years younger than Bettina.",
        lambda s: A1(s, "Dunmore") == A1(s, "Bettina") - 5),
    ("Dmitri is older than the runner from Eastleigh.",
        lambda s: A1(s, "Dmitri") > A1(s, "Eastleigh")),
    ("Either Colm or Fergus is from Brixton.",
        lambda s: xor(s.same("Colm", "Brixton"), s.same("Fergus", "Brixton"))),
    ("The 39-year-old is either the runner from Brixton or the one who finished fourth.",
        lambda s: xor(s.same("39", "Brixton"), s.same("39", "4th"))),
    ("Neither Bettina nor Esther is from Ashford.",
        lambda s: not s.same("Bettina", "Ashford") and not s.same("Esther", "Ashford")),
    ("Neither the 24-year-old nor the runner from Carlow finished last.",
        lambda s: not s.same("24", "5th") and not s.same("Carlow", "5th")),
    ("Of Colm and Dmitri, one is from Ashford and the other is 24.",
        lambda s: one_of_other(s, "Colm", "Dmitri", "Ashford", "24")),
    ("The runner who finished fourth is from Eastleigh.",
        lambda s: s.same("4th", "Eastleigh")),
    ("The five runners are Esther, the 44-year-old, the runner from Carlow, the one who came third, and the runner from Eastleigh.",
        lambda s: distinct(s, "Esther", "44", "Carlow", "3rd", "Eastleigh")),
    ("The oldest runner finished behind the youngest.",
        lambda s: P1(s, "44") > P1(s, "24")),
    ("The youngest runner finished two places behind Bettina.",
        lambda s: P1(s, "24") == P1(s, "Bettina") + 2),
    ("Fergus is ten years older than Esther.",
        lambda s: A1(s, "Fergus") == A1(s, "Esther") + 10),
    ("Colm is 20 years younger than Dmitri.",
        lambda s: A1(s, "Colm") == A1(s, "Dmitri") - 20),
    ("Bettina is younger than Fergus but older than Esther.",
        lambda s: A1(s, "Esther") < A1(s, "Bettina") < A1(s, "Fergus")),
    ("The runner from Ashford is the oldest of the five.",
        lambda s: s.same("Ashford", "44")),
    ("Dmitri didn't win, and he isn't from Dunmore either.",
        lambda s: not s.same("Dmitri", "1st") and not s.same("Dmitri", "Dunmore")),
    ("If Colm is from Eastleigh, then Fergus finished third.",
        lambda s: implies(s.same("Colm", "Eastleigh"), s.same("Fergus", "3rd"))),
    ("Unless Esther won the race, Bettina did.",
        lambda s: s.same("Esther", "1st") or s.same("Bettina", "1st")),
    ("Exactly one of Bettina and Colm is older than 30.",
        lambda s: xor(A1(s, "Bettina") > 30, A1(s, "Colm") > 30)),
    ("Exactly two of the runners are younger than Bettina.",
        lambda s: count(*[A1(s, x) < A1(s, "Bettina") for x in RUN]) == 2),
    ("The runner from Dunmore finished ahead of all the others.",
        lambda s: all(P1(s, "Dunmore") < P1(s, x) for x in RUN if not s.same(x, "Dunmore"))),
    ("Esther's age is five years less than Bettina's.",
        lambda s: A1(s, "Esther") == A1(s, "Bettina") - 5),
    ("Dmitri finished somewhere behind Fergus.",
        lambda s: P1(s, "Dmitri") > P1(s, "Fergus")),
    ("The 29-year-old finished at least two places ahead of the runner from Brixton.",
        lambda s: P1(s, "Brixton") - P1(s, "29") >= 2),
    ("Colm finished between Fergus and Dmitri.",
        lambda s: between(P1(s, "Colm"), P1(s, "Fergus"), P1(s, "Dmitri"))),
    ("The runner from Carlow finished directly between Esther and Fergus.",
        lambda s: sorted([P1(s, "Esther"), P1(s, "Fergus")]) == [P1(s, "Carlow") - 1, P1(s, "Carlow") + 1]),
    ("Bettina is not the runner from Eastleigh.",
        lambda s: not s.same("Bettina", "Eastleigh")),
    ("The runner from Ashford isn't 29.",
        lambda s: not s.same("Ashford", "29")),
    ("Fergus is the 39-year-old.",
        lambda s: s.same("Fergus", "39")),
    ("Bettina, the runner from Carlow, is 34.",
        lambda s: s.same("Bettina", "Carlow") and s.same("Bettina", "34")),
    ("Colm's hometown is Eastleigh.",
        lambda s: s.same("Colm", "Eastleigh")),
    ("Whoever finished third is older than whoever finished second.",
        lambda s: A1(s, "3rd") > A1(s, "2nd")),
    ("The runner who finished last is 15 years older than the runner who finished first.",
        lambda s: A1(s, "5th") == A1(s, "1st") + 15),
    ("Of the runner from Brixton and the runner from Dunmore, one finished first and the other is 39.",
        lambda s: one_of_other(s, "Brixton", "Dunmore", "1st", "39")),
    ("Either Esther is 29 or Dmitri is from Carlow, but not both.",
        lambda s: xor(s.same("Esther", "29"), s.same("Dmitri", "Carlow"))),
    ("Either Bettina finished second or Colm is from Dunmore.",
        lambda s: xor(s.same("Bettina", "2nd"), s.same("Colm", "Dunmore"))),
    ("Dmitri is the only runner over 40.",
        lambda s: A1(s, "Dmitri") > 40 and all(A1(s, x) <= 40 for x in RUN if x != "Dmitri")),
    ("The runner who finished third is from neither Dunmore nor Eastleigh.",
        lambda s: not s.same("3rd", "Dunmore") and not s.same("3rd", "Eastleigh")),
    ("Esther isn't from Eastleigh, and neither is Dmitri.",
        lambda s: not s.same("Esther", "Eastleigh") and not s.same("Dmitri", "Eastleigh")),
    ("The top three finishers were Esther, Bettina and the 39-year-old, in some order.",
        lambda s: distinct(s, "Esther", "Bettina", "39")
            and {s.r("1st"), s.r("2nd"), s.r("3rd")} == {s.r("Esther"), s.r("Bettina"), s.r("39")}),
    ("Colm finished higher than Dmitri but lower than the runner from Brixton.",
        lambda s: P1(s, "Brixton") < P1(s, "Colm") < P1(s, "Dmitri")),
    ("The runner from Eastleigh is ten years younger than Bettina.",
        lambda s: A1(s, "Eastleigh") == A1(s, "Bettina") - 10),
    ("Bettina didn't finish last; nor did she win.",
        lambda s: not s.same("Bettina", "5th") and not s.same("Bettina", "1st")),
    ("At least one of Colm and Fergus finished in the top three.",
        lambda s: P1(s, "Colm") <= 3 or P1(s, "Fergus") <= 3),
    ("The runner from Brixton finished one place behind the 34-year-old, who finished one place behind the runner from Dunmore.",
        lambda s: P1(s, "Brixton") == P1(s, "34") + 1 and P1(s, "34") == P1(s, "Dunmore") + 1),
    ("Nobody older than Fergus finished ahead of him.",
        lambda s: all(not (A1(s, x) > A1(s, "Fergus") and P1(s, x) < P1(s, "Fergus")) for x in RUN)),
    ("Dmitri is older than Bettina by ten years.",
        lambda s: A1(s, "Dmitri") == A1(s, "Bettina") + 10),
    ("The second-oldest runner finished third.",
        lambda s: s.same("39", "3rd")),
    ("The 24-year-old and the 34-year-old are, in some order, Colm and the runner from Carlow.",
        lambda s: one_of_other(s, "24", "34", "Colm", "Carlow")),
    ("Dmitri is older than both Bettina and Fergus.",
        lambda s: A1(s, "Dmitri") > A1(s, "Bettina") and A1(s, "Dmitri") > A1(s, "Fergus")),
    ("Fergus didn't finish in the top two.",
        lambda s: P1(s, "Fergus") > 2),
    ("Esther and the 29-year-old are one and the same.",
        lambda s: s.same("Esther", "29")),
    ])

# ---------------------------------------------------------------- bank 2 --
# Business: a print shop's week of orders.  5 categories x 4 items.

CUST = ["Mr. Halvorsen", "Ms. Ibarra", "Mrs. Jessup", "Dr. Kowalski"]

def D2(s, x):
    return s.n(x, "Days")

def C2(s, x):
    return s.n(x, "Prices")

puzzle("b8-02-print-shop", "Pressed for Time",
    "Inkwell Print & Copy took four rush orders last week. Each customer "
    "represented a different local business, ordered a different item, "
    "picked the order up on a different weekday and paid a different price. "
    "Match everything up.",
    [("Customers", CUST),
     ("Orders", ["banners", "brochures", "business cards", "posters"]),
     ("Days", ["Monday", "Tuesday", "Wednesday", "Thursday"]),
     ("Prices", ["$120", "$180", "$240", "$300"]),
     ("Companies", ["Lark Realty", "Maple Dental", "Nimbus Yoga", "Oakfield Law"])],
    [["Mr. Halvorsen", "posters", "Wednesday", "$120", "Oakfield Law"],
     ["Ms. Ibarra", "business cards", "Monday", "$240", "Nimbus Yoga"],
     ["Mrs. Jessup", "banners", "Thursday", "$180", "Maple Dental"],
     ["Dr. Kowalski", "brochures", "Tuesday", "$300", "Lark Realty"]],
    [
    ("Ms. Ibarra ordered the business cards.",
        lambda s: s.same("Ms. Ibarra", "business cards")),
    ("The brochures cost $300.",
        lambda s: s.same("brochures", "$300")),
    ("The order for Maple Dental was picked up on Thursday.",
        lambda s: s.same("Maple Dental", "Thursday")),
    ("Mr. Halvorsen's order was the cheapest of the four.",
        lambda s: s.same("Mr. Halvorsen", "$120")),
    ("The posters were picked up the day after the brochures.",
        lambda s: D2(s, "posters") == D2(s, "brochures") + 1),
    ("The banners cost $60 more than the posters.",
        lambda s: C2(s, "banners") == C2(s, "posters") + 60),
    ("Dr. Kowalski paid $120 more than Mrs. Jessup.",
        lambda s: C2(s, "Dr. Kowalski") == C2(s, "Mrs. Jessup") + 120),
    ("The business cards cost less than the brochures.",
        lambda s: C2(s, "business cards") < C2(s, "brochures")),
    ("Ms. Ibarra's order was picked up two days before Mr. Halvorsen's.",
        lambda s: D2(s, "Ms. Ibarra") == D2(s, "Mr. Halvorsen") - 2),
    ("Mrs. Jessup doesn't work for Lark Realty.",
        lambda s: not s.same("Mrs. Jessup", "Lark Realty")),
    ("The customer from Nimbus Yoga isn't Dr. Kowalski.",
        lambda s: not s.same("Nimbus Yoga", "Dr. Kowalski")),
    ("Neither the banners nor the posters were picked up on Monday.",
        lambda s: not s.same("banners", "Monday") and not s.same("posters", "Monday")),
    ("Neither Mr. Halvorsen nor Dr. Kowalski ordered the banners.",
        lambda s: not s.same("Mr. Halvorsen", "banners") and not s.same("Dr. Kowalski", "banners")),
    ("Either Mrs. Jessup or Ms. Ibarra represents Maple Dental.",
        lambda s: xor(s.same("Mrs. Jessup", "Maple Dental"), s.same("Ms. Ibarra", "Maple Dental"))),
    ("The $240 order was either the business cards or the order picked up on Thursday.",
        lambda s: xor(s.same("$240", "business cards"), s.same("$240", "Thursday"))),
    ("Of the posters and the brochures, one was ordered by Dr. Kowalski and the other cost $120.",
        lambda s: one_of_other(s, "posters", "brochures", "Dr. Kowalski", "$120")),
    ("Of Oakfield Law's order and the $300 order, one was picked up on Tuesday and the other was the posters.",
        lambda s: one_of_other(s, "Oakfield Law", "$300", "Tuesday", "posters")),
    ("The four customers are Mrs. Jessup, the one from Lark Realty, the one who ordered posters, and the one who picked up on Monday.",
        lambda s: distinct(s, "Mrs. Jessup", "Lark Realty", "posters", "Monday")),
    ("The most expensive order was picked up on Tuesday.",
        lambda s: s.same("$300", "Tuesday")),
    ("The cheapest order wasn't the first one picked up.",
        lambda s: not s.same("$120", "Monday")),
    ("The Oakfield Law order was picked up later in the week than the Nimbus Yoga order.",
        lambda s: D2(s, "Oakfield Law") > D2(s, "Nimbus Yoga")),
    ("Mrs. Jessup was the last to pick up her order.",
        lambda s: s.same("Mrs. Jessup", "Thursday")),
    ("The order picked up on Monday cost twice as much as the posters.",
        lambda s: C2(s, "Monday") == 2 * C2(s, "posters")),
    ("Dr. Kowalski's order cost $60 more than Ms. Ibarra's.",
        lambda s: C2(s, "Dr. Kowalski") == C2(s, "Ms. Ibarra") + 60),
    ("If Mr. Halvorsen ordered the posters, then Ms. Ibarra works for Nimbus Yoga.",
        lambda s: implies(s.same("Mr. Halvorsen", "posters"), s.same("Ms. Ibarra", "Nimbus Yoga"))),
    ("Mr. Halvorsen didn't order the brochures, and he didn't collect his order on Tuesday.",
        lambda s: not s.same("Mr. Halvorsen", "brochures") and not s.same("Mr. Halvorsen", "Tuesday")),
    ("The posters were picked up after the business cards but before the banners.",
        lambda s: D2(s, "business cards") < D2(s, "posters") < D2(s, "banners")),
    ("Exactly one of Ms. Ibarra and Mrs. Jessup paid more than $200.",
        lambda s: xor(C2(s, "Ms. Ibarra") > 200, C2(s, "Mrs. Jessup") > 200)),
    ("Lark Realty's order cost more than Maple Dental's.",
        lambda s: C2(s, "Lark Realty") > C2(s, "Maple Dental")),
    ("The customer who ordered banners paid $180.",
        lambda s: s.same("banners", "$180")),
    ("Maple Dental didn't order business cards or brochures.",
        lambda s: not s.same("Maple Dental", "business cards") and not s.same("Maple Dental", "brochures")),
    ("Mr. Halvorsen, who represents Oakfield Law, collected his order on Wednesday.",
        lambda s: s.same("Mr. Halvorsen", "Oakfield Law") and s.same("Mr. Halvorsen", "Wednesday")),
    ("The Tuesday order cost $180 more than the Wednesday order.",
        lambda s: C2(s, "Tuesday") == C2(s, "Wednesday") + 180),
    ("Dr. Kowalski picked up his order earlier in the week than Mrs. Jessup but later than Ms. Ibarra.",
        lambda s: D2(s, "Ms. Ibarra") < D2(s, "Dr. Kowalski") < D2(s, "Mrs. Jessup")),
    ("The business cards weren't the cheapest order.",
        lambda s: not s.same("business cards", "$120")),
    ("Either the posters cost $120 or the banners were picked up on Monday.",
        lambda s: xor(s.same("posters", "$120"), s.same("banners", "Monday"))),
    ("Nimbus Yoga's order was picked up the day before Lark Realty's.",
        lambda s: D2(s, "Nimbus Yoga") == D2(s, "Lark Realty") - 1),
    ("The $180 order was collected on the last of the four days.",
        lambda s: s.same("$180", "Thursday")),
    ("The customer from Lark Realty spent more than any other customer.",
        lambda s: s.same("Lark Realty", "$300")),
    ("Mrs. Jessup spent less than Ms. Ibarra did.",
        lambda s: C2(s, "Mrs. Jessup") < C2(s, "Ms. Ibarra")),
    ("Unless Dr. Kowalski ordered the brochures, Mrs. Jessup did.",
        lambda s: s.same("Dr. Kowalski", "brochures") or s.same("Mrs. Jessup", "brochures")),
    ("The Oakfield Law order and the banners cost $300 between them.",
        lambda s: not s.same("Oakfield Law", "banners") and C2(s, "Oakfield Law") + C2(s, "banners") == 300),
    ("Ms. Ibarra isn't with Oakfield Law, and she didn't order the posters.",
        lambda s: not s.same("Ms. Ibarra", "Oakfield Law") and not s.same("Ms. Ibarra", "posters")),
    ("The order for Nimbus Yoga cost $60 less than the brochures.",
        lambda s: C2(s, "Nimbus Yoga") == C2(s, "brochures") - 60),
    ("The Wednesday and Thursday orders were, in some order, the posters and the banners.",
        lambda s: one_of_other(s, "Wednesday", "Thursday", "posters", "banners")),
    ("Whoever ordered the brochures works for Lark Realty.",
        lambda s: s.same("brochures", "Lark Realty")),
    ("Dr. Kowalski doesn't represent Maple Dental or Oakfield Law.",
        lambda s: not s.same("Dr. Kowalski", "Maple Dental") and not s.same("Dr. Kowalski", "Oakfield Law")),
    ("If the brochures cost $300, then the business cards were picked up on Monday.",
        lambda s: implies(s.same("brochures", "$300"), s.same("business cards", "Monday"))),
    ("The banners were picked up three days after the business cards.",
        lambda s: D2(s, "banners") == D2(s, "business cards") + 3),
    ("At least two orders were picked up before Mr. Halvorsen's.",
        lambda s: count(*[D2(s, x) < D2(s, "Mr. Halvorsen") for x in CUST]) >= 2),
    ("The posters weren't picked up on Thursday; the brochures weren't picked up on Monday.",
        lambda s: not s.same("posters", "Thursday") and not s.same("brochures", "Monday")),
    ("Mrs. Jessup's order cost less than Dr. Kowalski's and more than Mr. Halvorsen's.",
        lambda s: C2(s, "Mr. Halvorsen") < C2(s, "Mrs. Jessup") < C2(s, "Dr. Kowalski")),
    ("The Maple Dental order was neither the cheapest nor the most expensive.",
        lambda s: not s.same("Maple Dental", "$120") and not s.same("Maple Dental", "$300")),
    ("Exactly one of these is true: Mr. Halvorsen ordered the banners; Dr. Kowalski paid $300.",
        lambda s: count(s.same("Mr. Halvorsen", "banners"), s.same("Dr. Kowalski", "$300")) == 1),
    ("The person who picked up on Tuesday isn't the one who paid $240.",
        lambda s: not s.same("Tuesday", "$240")),
    ("Ms. Ibarra collected her business cards at the start of the week.",
        lambda s: s.same("Ms. Ibarra", "business cards") and s.same("Ms. Ibarra", "Monday")),
    ("Three of the orders cost more than the posters.",
        lambda s: count(*[C2(s, x) > C2(s, "posters") for x in CUST]) == 3),
    ("The Thursday order didn't cost $240 or $300.",
        lambda s: not s.same("Thursday", "$240") and not s.same("Thursday", "$300")),
    ("Mrs. Jessup is the Maple Dental customer.",
        lambda s: s.same("Mrs. Jessup", "Maple Dental")),
    ("The banners and the business cards were picked up three days apart.",
        lambda s: abs(D2(s, "banners") - D2(s, "business cards")) == 3),
    ])

# ---------------------------------------------------------------- bank 3 --
# Travel: a queue at an airport check-in desk.  5 categories x 5 items.

TRAV = ["Anouk", "Benedikt", "Carys", "Desmond", "Eleni"]

def Q3(s, x):
    return s.n(x, "Positions")

def T3(s, x):
    return s.n(x, "Departures")

def W3(s, x):
    return s.n(x, "Bags")

puzzle("b8-03-check-in", "Check-In Queue",
    "Early one morning five travellers stood in a single line at the "
    "airport's shared check-in desk. Each was flying to a different city on "
    "a flight with a different departure time, and each checked one "
    "suitcase of a different weight. Positions are counted from the front "
    "of the line (first) to the back (fifth).",
    [("Travellers", TRAV),
     ("Destinations", ["Lisbon", "Oslo", "Prague", "Quebec", "Reykjavik"]),
     ("Departures", ["8:15am", "9:45am", "11:15am", "12:45pm", "2:15pm"]),
     ("Positions", ["first", "second", "third", "fourth", "fifth"]),
     ("Bags", ["14 kg", "17 kg", "20 kg", "23 kg", "26 kg"])],
    [["Anouk", "Oslo", "11:15am", "fourth", "20 kg"],
     ["Benedikt", "Reykjavik", "8:15am", "first", "26 kg"],
     ["Carys", "Lisbon", "2:15pm", "third", "14 kg"],
     ["Desmond", "Prague", "9:45am", "fifth", "17 kg"],
     ["Eleni", "Quebec", "12:45pm", "second", "23 kg"]],
    [
    ("Benedikt was first in line.",
        lambda s: s.same("Benedikt", "first")),
    ("Desmond stood at the back of the line.",
        lambda s: s.same("Desmond", "fifth")),
    ("Carys is flying to Lisbon.",
        lambda s: s.same("Carys", "Lisbon")),
    ("The traveller bound for Oslo stood fourth.",
        lambda s: s.same("Oslo", "fourth")),
    ("The Reykjavik flight leaves at 8:15am.",
        lambda s: s.same("Reykjavik", "8:15am")),
    ("The person at the front of the line had the heaviest suitcase.",
        lambda s: s.same("first", "26 kg")),
    ("Eleni stood directly behind Benedikt.",
        lambda s: Q3(s, "Eleni") == Q3(s, "Benedikt") + 1),
    ("Anouk stood next to Desmond.",
        lambda s: abs(Q3(s, "Anouk") - Q3(s, "Desmond")) == 1),
    ("The traveller with the 14 kg bag stood between Eleni and Anouk.",
        lambda s: between(Q3(s, "14 kg"), Q3(s, "Eleni"), Q3(s, "Anouk"))),
    ("Carys didn't stand next to Benedikt.",
        lambda s: abs(Q3(s, "Carys") - Q3(s, "Benedikt")) != 1),
    ("The Prague traveller was at one end of the line.",
        lambda s: s.same("Prague", "first") or s.same("Prague", "fifth")),
    ("Neither Anouk nor Carys was at either end of the line.",
        lambda s: all(not s.same(x, e) for x in ("Anouk", "Carys") for e in ("first", "fifth"))),
    ("The flight to Quebec leaves 90 minutes after the flight to Oslo.",
        lambda s: T3(s, "Quebec") == T3(s, "Oslo") + 90),
    ("Carys's flight is the last to leave.",
        lambda s: s.same("Carys", "2:15pm")),
    ("Desmond's flight leaves an hour and a half after Benedikt's.",
        lambda s: T3(s, "Desmond") == T3(s, "Benedikt") + 90),
    ("The flight to Lisbon departs three hours after the one to Oslo.",
        lambda s: T3(s, "Lisbon") == T3(s, "Oslo") + 180),
    ("Eleni's flight leaves in the afternoon.",
        lambda s: T3(s, "Eleni") >= 12 * 60),
    ("Desmond's suitcase weighs 3 kg more than Carys's.",
        lambda s: W3(s, "Desmond") == W3(s, "Carys") + 3),
    ("Anouk's bag is lighter than Eleni's but heavier than Desmond's.",
        lambda s: W3(s, "Desmond") < W3(s, "Anouk") < W3(s, "Eleni")),
    ("The traveller going to Reykjavik has a heavier bag than the traveller going to Quebec.",
        lambda s: W3(s, "Reykjavik") > W3(s, "Quebec")),
    ("The 20 kg suitcase belongs to the traveller bound for Oslo.",
        lambda s: s.same("20 kg", "Oslo")),
    ("Either Desmond or Eleni is flying to Prague.",
        lambda s: xor(s.same("Desmond", "Prague"), s.same("Eleni", "Prague"))),
    ("The 12:45pm flight is either Eleni's or the one to Lisbon.",
        lambda s: xor(s.same("12:45pm", "Eleni"), s.same("12:45pm", "Lisbon"))),
    ("Of Anouk and Benedikt, one is flying to Reykjavik and the other has the 20 kg bag.",
        lambda s: one_of_other(s, "Anouk", "Benedikt", "Reykjavik", "20 kg")),
    ("Of the traveller in second place and the traveller in fifth place, one is going to Quebec and the other leaves at 9:45am.",
        lambda s: one_of_other(s, "second", "fifth", "Quebec", "9:45am")),
    ("The five travellers are Carys, the one going to Oslo, the one whose flight leaves at 8:15am, the one with the 23 kg bag, and the one standing fifth.",
        lambda s: distinct(s, "Carys", "Oslo", "8:15am", "23 kg", "fifth")),
    ("Neither the Lisbon traveller nor the Prague traveller has a bag heavier than 20 kg.",
        lambda s: W3(s, "Lisbon") <= 20 and W3(s, "Prague") <= 20),
    ("The earliest flight belongs to the person at the head of the line.",
        lambda s: s.same("8:15am", "first")),
    ("Nobody standing behind Carys has a lighter bag than she does.",
        lambda s: all(not (Q3(s, x) > Q3(s, "Carys") and W3(s, x) < W3(s, "Carys")) for x in TRAV)),
    ("The traveller with the lightest bag is flying to Lisbon.",
        lambda s: s.same("14 kg", "Lisbon")),
    ("If Anouk is going to Oslo, then Eleni is going to Quebec.",
        lambda s: implies(s.same("Anouk", "Oslo"), s.same("Eleni", "Quebec"))),
    ("If Desmond was not last in line, then Carys was.",
        lambda s: implies(not s.same("Desmond", "fifth"), s.same("Carys", "fifth"))),
    ("Benedikt's bag, the heaviest of the five, weighs 26 kg.",
        lambda s: s.same("Benedikt", "26 kg")),
    ("Eleni, who is flying to Quebec, stood second.",
        lambda s: s.same("Eleni", "Quebec") and s.same("Eleni", "second")),
    ("The traveller whose flight leaves at 11:15am stood immediately ahead of Desmond.",
        lambda s: Q3(s, "11:15am") == Q3(s, "Desmond") - 1),
    ("There were exactly two people between Benedikt and Anouk in the line.",
        lambda s: abs(Q3(s, "Benedikt") - Q3(s, "Anouk")) == 3),
    ("The Oslo traveller stood somewhere behind the Lisbon traveller.",
        lambda s: Q3(s, "Oslo") > Q3(s, "Lisbon")),
    ("Exactly one of Carys and Desmond has a bag under 15 kg.",
        lambda s: xor(W3(s, "Carys") < 15, W3(s, "Desmond") < 15)),
    ("The person whose flight leaves last was neither first nor last in line.",
        lambda s: not s.same("2:15pm", "first") and not s.same("2:15pm", "fifth")),
    ("Desmond's flight leaves earlier than Anouk's, and Anouk's leaves earlier than Eleni's.",
        lambda s: T3(s, "Desmond") < T3(s, "Anouk") < T3(s, "Eleni")),
    ("The bags of the first three people in line weigh 26 kg, 23 kg and 14 kg, in that order.",
        lambda s: s.same("first", "26 kg") and s.same("second", "23 kg") and s.same("third", "14 kg")),
    ("The traveller bound for Prague has a bag 6 kg lighter than the traveller bound for Quebec.",
        lambda s: W3(s, "Prague") == W3(s, "Quebec") - 6),
    ("Anouk isn't flying to Lisbon or to Prague.",
        lambda s: not s.same("Anouk", "Lisbon") and not s.same("Anouk", "Prague")),
    ("Benedikt isn't on the 9:45am flight; neither is Eleni.",
        lambda s: not s.same("Benedikt", "9:45am") and not s.same("Eleni", "9:45am")),
    ("The 2:15pm flight isn't going to Reykjavik.",
        lambda s: not s.same("2:15pm", "Reykjavik")),
    ("Exactly one of the following is true: Anouk stood third; Carys has the 14 kg bag; Desmond is going to Oslo.",
        lambda s: count(s.same("Anouk", "third"), s.same("Carys", "14 kg"), s.same("Desmond", "Oslo")) == 1),
    ("Eleni's flight doesn't leave before Anouk's.",
        lambda s: not T3(s, "Eleni") < T3(s, "Anouk")),
    ("The traveller standing third leaves an hour and a half after Eleni.",
        lambda s: T3(s, "third") == T3(s, "Eleni") + 90),
    ("Whoever is flying to Oslo stood one place ahead of whoever is flying to Prague.",
        lambda s: Q3(s, "Oslo") == Q3(s, "Prague") - 1),
    ("Anouk's suitcase is 6 kg heavier than Carys's.",
        lambda s: W3(s, "Anouk") == W3(s, "Carys") + 6),
    ("The Reykjavik and Quebec travellers stood next to each other.",
        lambda s: abs(Q3(s, "Reykjavik") - Q3(s, "Quebec")) == 1),
    ("Benedikt's flight leaves earlier than every other flight.",
        lambda s: s.same("Benedikt", "8:15am")),
    ("The person with the 17 kg bag stood two places behind the person with the 14 kg bag.",
        lambda s: Q3(s, "17 kg") == Q3(s, "14 kg") + 2),
    ("Carys stood closer to the front of the line than Anouk did.",
        lambda s: Q3(s, "Carys") < Q3(s, "Anouk")),
    ("If the Lisbon flight leaves at 2:15pm, then the Oslo flight leaves at 11:15am.",
        lambda s: implies(s.same("Lisbon", "2:15pm"), s.same("Oslo", "11:15am"))),
    ("At most one of Benedikt and Desmond has a bag heavier than 20 kg.",
        lambda s: count(W3(s, "Benedikt") > 20, W3(s, "Desmond") > 20) <= 1),
    ("The second-heaviest bag belongs to Eleni.",
        lambda s: s.same("23 kg", "Eleni")),
    ("Desmond has the second-earliest flight.",
        lambda s: s.same("Desmond", "9:45am")),
    ("Carys stood behind Eleni, and her flight leaves later than Eleni's.",
        lambda s: Q3(s, "Carys") > Q3(s, "Eleni") and T3(s, "Carys") > T3(s, "Eleni")),
    ("The flights to Oslo and Prague leave 90 minutes apart.",
        lambda s: abs(T3(s, "Oslo") - T3(s, "Prague")) == 90),
    ])
