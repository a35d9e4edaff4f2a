# Blind test set unseen59: British-magazine logic-grid puzzles with a position element.
# Each clue: the English sentence and a predicate saying what it means.
# Helpers (written for this set). `cat` is the name of a category.

def money(t):
    """'£3.50' -> 3.5, '£12' -> 12.0, '75p' -> 0.75."""
    t = t.strip()
    if t.startswith("£"):
        return float(t[1:].replace(",", ""))
    if t.endswith("p"):
        return int(t[:-1]) / 100.0
    raise ValueError(t)

def pos(s, x, cat):
    """The number of x's position in category cat (nv of the item)."""
    return s.n(x, cat)

def pnum(s, x, cat):
    """Like pos, but for items that nv cannot read (money)."""
    return money(s.g(x, cat))

def imm_left(s, a, b, cat):
    """a is immediately to the left of b (positions numbered left to right)."""
    return pos(s, a, cat) == pos(s, b, cat) - 1

def next_to(s, a, b, cat, step=1):
    return abs(pos(s, a, cat) - pos(s, b, cat)) == step

def at_end(s, a, cat, lo, hi):
    return pos(s, a, cat) in (lo, hi)

def between(s, a, b, c, cat):
    """a is somewhere between b and c (strictly, in either order)."""
    pa, pb, pc = pos(s, a, cat), pos(s, b, cat), pos(s, c, cat)
    return min(pb, pc) < pa < max(pb, pc)

def distinct(s, *xs):
    """xs are all different entities."""
    rs = [s.r(x) for x in xs]
    return len(set(rs)) == len(rs)

# ---------------------------------------------------------------- 01
puzzle("u59-01-allotment-plots", "Plots on Mill Lane",
    "Four gardeners rent the allotment plots along the hedge on Mill Lane, numbered 1 to 4 from left to right as you look at them from the gate. Each grows one prize crop and has held the plot for a different number of years.",
    [("gardener", ["Alf", "Bernard", "Cyril", "Doreen"]),
     ("plot", ["1", "2", "3", "4"]),
     ("crop", ["leeks", "marrows", "runner beans", "potatoes"]),
     ("years", ["3 years", "5 years", "8 years", "12 years"])],
    [["Alf", "2", "marrows", "3 years"],
     ["Bernard", "4", "leeks", "5 years"],
     ["Cyril", "3", "potatoes", "12 years"],
     ["Doreen", "1", "runner beans", "8 years"]],
    [("The marrows are grown on the plot immediately to the left of Cyril's.",
      lambda s: imm_left(s, "marrows", "Cyril", "plot")),
     ("Bernard's plot is at one end of the row.",
      lambda s: at_end(s, "Bernard", "plot", 1, 4)),
     ("The gardener who has held a plot for 12 years isn't at either end.",
      lambda s: not at_end(s, "12 years", "plot", 1, 4)),
     ("Doreen has had her plot 5 years longer than the chap who grows marrows.",
      lambda s: s.n("Doreen", "years") == s.n("marrows", "years") + 5),
     ("The runner beans are two plots to the left of the potatoes.",
      lambda s: pos(s, "runner beans", "plot") == pos(s, "potatoes", "plot") - 2),
     ("Neither Cyril nor Bernard grows runner beans.",
      lambda s: not s.same("Cyril", "runner beans") and not s.same("Bernard", "runner beans")),
    ])

# ---------------------------------------------------------------- 02
puzzle("u59-02-block-of-flats", "Up the Stairs at Laurel Court",
    "Laurel Court is a small block with one flat on each of its four floors, numbered 1 to 4 (floor 1 is the lowest). Each flat has a different tenant, who keeps a different pet and pays a different monthly rent.",
    [("tenant", ["Mrs Fenwick", "Mr Gribble", "Miss Hartley", "Mr Ingram"]),
     ("floor", ["1", "2", "3", "4"]),
     ("pet", ["budgie", "cat", "goldfish", "tortoise"]),
     ("rent", ["£450", "£500", "£575", "£620"])],
    [["Mrs Fenwick", "3", "goldfish", "£500"],
     ["Mr Gribble", "1", "tortoise", "£450"],
     ["Miss Hartley", "2", "cat", "£620"],
     ["Mr Ingram", "4", "budgie", "£575"]],
    [("The cat's owner lives directly above Mr Gribble.",
      lambda s: pos(s, "cat", "floor") == pos(s, "Mr Gribble", "floor") + 1),
     ("Mrs Fenwick pays £50 a month more than the tenant with the tortoise.",
      lambda s: pnum(s, "Mrs Fenwick", "rent") == pnum(s, "tortoise", "rent") + 50),
     ("The budgie lives somewhere above the goldfish.",
      lambda s: pos(s, "budgie", "floor") > pos(s, "goldfish", "floor")),
     ("The flat with the highest rent is directly below Mrs Fenwick's.",
      lambda s: pos(s, "£620", "floor") == pos(s, "Mrs Fenwick", "floor") - 1),
     ("Mr Ingram pays more than the tortoise's owner but less than Miss Hartley.",
      lambda s: pnum(s, "tortoise", "rent") < pnum(s, "Mr Ingram", "rent") < pnum(s, "Miss Hartley", "rent")),
     ("The budgie doesn't belong to Mrs Fenwick.",
      lambda s: not s.same("budgie", "Mrs Fenwick")),
    ])

# ---------------------------------------------------------------- 03
puzzle("u59-03-church-row", "Neighbours in Church Row",
    "Five cottages stand on the odd-numbered side of Church Row, numbered 1, 3, 5, 7 and 9 in that order from west to east, so that next-door neighbours' numbers differ by two. Each is home to a different householder, who drives a car of a different colour and moved in in a different year.",
    [("householder", ["Mr Ashdown", "Mrs Beale", "Mr Corrigan", "Miss Dunmore", "Mrs Ellery"]),
     ("house", ["1", "3", "5", "7", "9"]),
     ("car", ["black", "green", "red", "silver", "white"]),
     ("year", ["1987", "1994", "2001", "2009", "2016"])],
    [["Mr Ashdown", "7", "black", "1994"],
     ["Mrs Beale", "1", "silver", "2009"],
     ["Mr Corrigan", "3", "red", "1987"],
     ["Miss Dunmore", "9", "green", "2001"],
     ["Mrs Ellery", "5", "white", "2016"]],
    [("Mrs Beale lives next door to the owner of the red car.",
      lambda s: next_to(s, "Mrs Beale", "red", "house", 2)),
     ("The householder who moved in in 1987 lives immediately west of the white car's owner.",
      lambda s: pos(s, "1987", "house") == pos(s, "white", "house") - 2),
     ("Mr Ashdown's cottage is two doors east of Mr Corrigan's.",
      lambda s: pos(s, "Mr Ashdown", "house") == pos(s, "Mr Corrigan", "house") + 4),
     ("The green car belongs to someone living in one of the two end cottages.",
      lambda s: at_end(s, "green", "house", 1, 9)),
     ("Miss Dunmore moved in 7 years after Mr Ashdown did.",
      lambda s: s.n("Miss Dunmore", "year") == s.n("Mr Ashdown", "year") + 7),
     ("The 2016 arrival lives further east than the silver car's owner but further west than Mr Ashdown.",
      lambda s: pos(s, "silver", "house") < pos(s, "2016", "house") < pos(s, "Mr Ashdown", "house")),
     ("Neither Mrs Beale nor Mrs Ellery owns the black car.",
      lambda s: not s.same("Mrs Beale", "black") and not s.same("Mrs Ellery", "black")),
     ("Mr Corrigan doesn't drive the silver car.",
      lambda s: not s.same("Mr Corrigan", "silver")),
     ("Mr Ashdown, who owns neither the red car nor the green one, moved in before Mrs Beale.",
      lambda s: not s.same("Mr Ashdown", "red") and not s.same("Mr Ashdown", "green") and s.n("Mr Ashdown", "year") < s.n("Mrs Beale", "year")),
     ("Mrs Beale's car isn't white.",
      lambda s: not s.same("Mrs Beale", "white")),
     ("Miss Dunmore's cottage is further east than Mrs Ellery's.",
      lambda s: pos(s, "Miss Dunmore", "house") > pos(s, "Mrs Ellery", "house")),
    ])

# ---------------------------------------------------------------- 04
puzzle("u59-04-saturday-market", "Saturday Market",
    "Five traders have stalls in a single row at the Saturday market in Wexcombe, numbered 1 to 5 from left to right as you face them. Each sells a different kind of goods, and the cheapest item on each stall costs a different amount.",
    [("trader", ["Gladys", "Harold", "Ivy", "Jack", "Kathleen"]),
     ("stall", ["1", "2", "3", "4", "5"]),
     ("goods", ["cheeses", "cut flowers", "fresh fish", "home-made jam", "second-hand books"]),
     ("cheapest", ["£1.20", "£1.50", "£2.25", "£3.50", "£4.75"])],
    [["Gladys", "3", "home-made jam", "£1.20"],
     ["Harold", "5", "cheeses", "£1.50"],
     ["Ivy", "1", "second-hand books", "£2.25"],
     ["Jack", "2", "fresh fish", "£4.75"],
     ["Kathleen", "4", "cut flowers", "£3.50"]],
    [("The fishmonger's stall is immediately to the right of Ivy's.",
      lambda s: pos(s, "fresh fish", "stall") == pos(s, "Ivy", "stall") + 1),
     ("The cheapest jar of jam costs 30p less than the cheapest cheese.",
      lambda s: abs(pnum(s, "home-made jam", "cheapest") - (pnum(s, "cheeses", "cheapest") - 0.30)) < 1e-9),
     ("Kathleen's cheapest item costs £2 more than Harold's.",
      lambda s: abs(pnum(s, "Kathleen", "cheapest") - (pnum(s, "Harold", "cheapest") + 2)) < 1e-9),
     ("Jack and Kathleen have the stalls on either side of Gladys's.",
      lambda s: next_to(s, "Gladys", "Jack", "stall") and next_to(s, "Gladys", "Kathleen", "stall") and between(s, "Gladys", "Jack", "Kathleen", "stall")),
     ("The stall selling second-hand books is somewhere to the left of the flower stall.",
      lambda s: pos(s, "second-hand books", "stall") < pos(s, "cut flowers", "stall")),
     ("The stall whose cheapest item is £4.75 isn't at either end of the row.",
      lambda s: not at_end(s, "£4.75", "stall", 1, 5)),
     ("The jam isn't on Ivy's stall.",
      lambda s: not s.same("home-made jam", "Ivy")),
     ("Jack's stall is further left than both Kathleen's and Harold's.",
      lambda s: pos(s, "Jack", "stall") < pos(s, "Kathleen", "stall") and pos(s, "Jack", "stall") < pos(s, "Harold", "stall")),
    ])

# ---------------------------------------------------------------- 05
def sq_next(s, a, b):
    """a and b sit on adjacent sides of the square table (seats 1-4 round it)."""
    return (pos(s, a, "seat") - pos(s, b, "seat")) % 4 in (1, 3)

def sq_opp(s, a, b):
    return (pos(s, a, "seat") - pos(s, b, "seat")) % 4 == 2

def on_left_of(s, a, b):
    """a is on b's left: a's seat is the next one clockwise from b's."""
    return pos(s, a, "seat") == pos(s, b, "seat") % 4 + 1

puzzle("u59-05-whist-drive", "The Whist Drive",
    "At the village hall whist drive, four friends shared a square card table, one on each side, in seats numbered 1 to 4 going clockwise. Seat 1 faces seat 3 and seat 2 faces seat 4, and the player facing someone is said to sit opposite them; players on adjacent sides sit next to each other, and the player in the next seat clockwise from someone is on that person's left. Each had a different drink and finished with a different score.",
    [("player", ["Beryl", "Cedric", "Dilys", "Edwin"]),
     ("seat", ["1", "2", "3", "4"]),
     ("drink", ["cocoa", "sherry", "tea", "whisky"]),
     ("score", ["42 points", "57 points", "63 points", "88 points"])],
    [["Beryl", "2", "cocoa", "88 points"],
     ["Cedric", "1", "sherry", "63 points"],
     ["Dilys", "4", "tea", "57 points"],
     ["Edwin", "3", "whisky", "42 points"]],
    [("Cedric sat opposite the whisky drinker.",
      lambda s: sq_opp(s, "Cedric", "whisky")),
     ("The player who scored 88 points was sitting on Cedric's left.",
      lambda s: on_left_of(s, "88 points", "Cedric")),
     ("Dilys scored 15 points more than the whisky drinker.",
      lambda s: s.n("Dilys", "score") == s.n("whisky", "score") + 15),
     ("Beryl drank neither tea nor sherry.",
      lambda s: not s.same("Beryl", "tea") and not s.same("Beryl", "sherry")),
     ("The sherry drinker scored more than Dilys but less than Beryl.",
      lambda s: s.n("Dilys", "score") < s.n("sherry", "score") < s.n("Beryl", "score")),
     ("The number of Dilys's seat was twice that of Beryl's.",
      lambda s: pos(s, "Dilys", "seat") == 2 * pos(s, "Beryl", "seat")),
    ])

# ---------------------------------------------------------------- 06
puzzle("u59-06-seaview-hotel", "The First-Floor Corridor",
    "Five guests arrived at the Seaview Hotel one afternoon and were given rooms 11 to 15, which run in numerical order along the first-floor corridor from the stairs to the lift; rooms with consecutive numbers are next door to each other. Each guest arrived at a different time and has a different morning newspaper delivered.",
    [("guest", ["Mr Quayle", "Mrs Rudd", "Mr Slater", "Ms Thorne", "Mrs Upton"]),
     ("room", ["11", "12", "13", "14", "15"]),
     ("arrival", ["2:15pm", "2:45pm", "3:30pm", "4:15pm", "5:00pm"]),
     ("newspaper", ["Guardian", "Mail", "Mirror", "Telegraph", "Times"])],
    [["Mr Quayle", "14", "2:45pm", "Guardian"],
     ["Mrs Rudd", "11", "3:30pm", "Telegraph"],
     ["Mr Slater", "12", "2:15pm", "Mirror"],
     ["Ms Thorne", "15", "4:15pm", "Mail"],
     ["Mrs Upton", "13", "5:00pm", "Times"]],
    [("The guest who arrived at quarter past two is next door to Mrs Rudd.",
      lambda s: next_to(s, "2:15pm", "Mrs Rudd", "room")),
     ("Ms Thorne checked in three-quarters of an hour after Mrs Rudd.",
      lambda s: s.n("Ms Thorne", "arrival") == s.n("Mrs Rudd", "arrival") + 45),
     ("The Times reader's room number is two higher than Mrs Rudd's.",
      lambda s: pos(s, "Times", "room") == pos(s, "Mrs Rudd", "room") + 2),
     ("Mr Quayle arrived some time before the Mail reader.",
      lambda s: s.n("Mr Quayle", "arrival") < s.n("Mail", "arrival")),
     ("The guest who arrived at five o'clock isn't in a room at either end of the corridor.",
      lambda s: not at_end(s, "5:00pm", "room", 11, 15)),
     ("Neither Mr Slater nor Mrs Upton takes the Guardian.",
      lambda s: not s.same("Mr Slater", "Guardian") and not s.same("Mrs Upton", "Guardian")),
     ("The Mirror reader's room lies somewhere between Mrs Rudd's and Mr Quayle's.",
      lambda s: between(s, "Mirror", "Mrs Rudd", "Mr Quayle", "room")),
     ("Of Ms Thorne and Mr Slater, one reads the Mail and the other arrived at 2:15pm.",
      lambda s: one_of_other(s, "Ms Thorne", "Mr Slater", "Mail", "2:15pm")),
     ("The Telegraph reader arrived later than the Guardian reader.",
      lambda s: s.n("Telegraph", "arrival") > s.n("Guardian", "arrival")),
     ("Ms Thorne's room number is one higher than Mr Quayle's.",
      lambda s: pos(s, "Ms Thorne", "room") == pos(s, "Mr Quayle", "room") + 1),
    ])

# ---------------------------------------------------------------- 07
puzzle("u59-07-cloakroom-pegs", "Pegs in the Cloakroom",
    "In the infants' cloakroom at Brook Lane Primary, five children hang their coats on a row of pegs numbered 1 to 5 from left to right. Each coat is a different colour, and no two of the children are the same age.",
    [("child", ["Amber", "Billy", "Chloe", "Dylan", "Ellie"]),
     ("peg", ["1", "2", "3", "4", "5"]),
     ("coat", ["navy", "orange", "pink", "purple", "yellow"]),
     ("age", ["5 years old", "6 years old", "7 years old", "8 years old", "9 years old"])],
    [["Amber", "3", "orange", "5 years old"],
     ["Billy", "5", "pink", "6 years old"],
     ["Chloe", "2", "navy", "9 years old"],
     ["Dylan", "1", "yellow", "7 years old"],
     ["Ellie", "4", "purple", "8 years old"]],
    [("The youngest child's peg is immediately to the right of the oldest child's.",
      lambda s: pos(s, "5 years old", "peg") == pos(s, "9 years old", "peg") + 1),
     ("Billy, whose coat isn't navy, uses the peg at the right-hand end.",
      lambda s: not s.same("Billy", "navy") and pos(s, "Billy", "peg") == 5),
     ("Dylan is two years older than Amber.",
      lambda s: s.n("Dylan", "age") == s.n("Amber", "age") + 2),
     ("The pink coat hangs two pegs to the right of the orange one.",
      lambda s: pos(s, "pink", "peg") == pos(s, "orange", "peg") + 2),
     ("Chloe is older than Ellie.",
      lambda s: s.n("Chloe", "age") > s.n("Ellie", "age")),
     ("The child with the purple coat hangs it somewhere to the right of Chloe's, but isn't the six-year-old.",
      lambda s: pos(s, "purple", "peg") > pos(s, "Chloe", "peg") and not s.same("purple", "6 years old")),
     ("The yellow coat belongs to either Dylan or Ellie.",
      lambda s: s.same("yellow", "Dylan") or s.same("yellow", "Ellie")),
     ("The navy coat belongs to the oldest of the five children.",
      lambda s: s.same("navy", "9 years old")),
     ("Dylan's peg is further left than Amber's.",
      lambda s: pos(s, "Dylan", "peg") < pos(s, "Amber", "peg")),
     ("Billy is a year younger than Dylan.",
      lambda s: s.n("Billy", "age") == s.n("Dylan", "age") - 1),
     ("Amber is younger than Ellie.",
      lambda s: s.n("Amber", "age") < s.n("Ellie", "age")),
    ])

# ---------------------------------------------------------------- 08
puzzle("u59-08-visitors-pontoon", "The Visitors' Pontoon",
    "Four yachts are tied up on the visitors' pontoon at Kinloch marina, in berths numbered 1 to 4 going out from the harbour wall, so berth 1 is nearest the wall and berth 4 the furthest out. Each belongs to a different skipper, has a different length and has sailed from a different home port.",
    [("skipper", ["Fergus", "Gwen", "Hamish", "Iona"]),
     ("berth", ["1", "2", "3", "4"]),
     ("yacht", ["Curlew", "Kittiwake", "Puffin", "Tern"]),
     ("length", ["22 ft", "26 ft", "31 ft", "35 ft"]),
     ("home port", ["Oban", "Padstow", "Ullapool", "Whitby"])],
    [["Fergus", "4", "Kittiwake", "26 ft", "Ullapool"],
     ["Gwen", "1", "Puffin", "31 ft", "Whitby"],
     ["Hamish", "2", "Tern", "22 ft", "Oban"],
     ["Iona", "3", "Curlew", "35 ft", "Padstow"]],
    [("The Tern is in the berth immediately beyond Gwen's yacht, one further out from the wall.",
      lambda s: pos(s, "Tern", "berth") == pos(s, "Gwen", "berth") + 1),
     ("The yacht from Padstow is 13 ft longer than Hamish's.",
      lambda s: s.n("Padstow", "length") == s.n("Hamish", "length") + 13),
     ("Fergus's yacht, which isn't the Curlew, is 5 ft shorter than the Puffin.",
      lambda s: not s.same("Fergus", "Curlew") and s.n("Fergus", "length") == s.n("Puffin", "length") - 5),
     ("The longest yacht is moored next to the one from Ullapool.",
      lambda s: next_to(s, "35 ft", "Ullapool", "berth")),
     ("The Whitby yacht is nearer the harbour wall than the Kittiwake.",
      lambda s: pos(s, "Whitby", "berth") < pos(s, "Kittiwake", "berth")),
     ("The Oban yacht isn't at either end of the pontoon.",
      lambda s: not at_end(s, "Oban", "berth", 1, 4)),
     ("Neither Hamish nor Iona has come from Whitby.",
      lambda s: not s.same("Hamish", "Whitby") and not s.same("Iona", "Whitby")),
     ("Fergus is moored somewhere further out than Iona.",
      lambda s: pos(s, "Fergus", "berth") > pos(s, "Iona", "berth")),
    ])

# ---------------------------------------------------------------- 09
puzzle("u59-09-bus-queue", "Waiting for the Number 12",
    "Five people were queuing at the High Street stop for the number 12 bus; the first in the queue was at the front, nearest the stop, and the fifth at the back. Each was going somewhere different and paid a different fare.",
    [("passenger", ["Mr Oakes", "Mrs Pargeter", "Rosie", "Stanley", "Mrs Tebbit"]),
     ("place", ["first", "second", "third", "fourth", "fifth"]),
     ("destination", ["Ashford", "the hospital", "the library", "Market Square", "the station"]),
     ("fare", ["90p", "£1.20", "£1.85", "£2.40", "£3.10"])],
    [["Mr Oakes", "fourth", "Ashford", "£3.10"],
     ["Mrs Pargeter", "fifth", "Market Square", "£1.85"],
     ["Rosie", "third", "the library", "90p"],
     ["Stanley", "first", "the station", "£2.40"],
     ["Mrs Tebbit", "second", "the hospital", "£1.20"]],
    [("The person going to the hospital was standing directly behind Stanley.",
      lambda s: pos(s, "the hospital", "place") == pos(s, "Stanley", "place") + 1),
     ("The Market Square passenger's fare was £1.25 less than Mr Oakes's.",
      lambda s: abs(pnum(s, "Market Square", "fare") - (pnum(s, "Mr Oakes", "fare") - 1.25)) < 1e-9),
     ("Rosie paid 30p less than the passenger bound for the hospital.",
      lambda s: abs(pnum(s, "Rosie", "fare") - (pnum(s, "the hospital", "fare") - 0.30)) < 1e-9),
     ("The one heading for the library stood somewhere between Mrs Tebbit and the Ashford passenger.",
      lambda s: between(s, "the library", "Mrs Tebbit", "Ashford", "place")),
     ("Stanley wasn't going to Ashford or to Market Square.",
      lambda s: not s.same("Stanley", "Ashford") and not s.same("Stanley", "Market Square")),
     ("The £1.85 fare was paid by the person at the back of the queue.",
      lambda s: pos(s, "£1.85", "place") == 5),
     ("Mr Oakes was standing immediately in front of the woman who paid £1.85.",
      lambda s: pos(s, "Mr Oakes", "place") == pos(s, "£1.85", "place") - 1),
     ("Rosie wasn't the one bound for Ashford.",
      lambda s: not s.same("Rosie", "Ashford")),
    ])

# ---------------------------------------------------------------- 10
puzzle("u59-10-beach-huts", "Beach Huts at Sandbay",
    "Four families have each hired one of the beach huts on the promenade at Sandbay, numbered 1 to 4 in a row going away from the pier, so hut 1 is nearest the pier. Each hut is painted a different colour, and each family arrived on a different day and has hired its hut for a different length of time.",
    [("family", ["the Bakers", "the Coopers", "the Fletchers", "the Turners"]),
     ("hut", ["1", "2", "3", "4"]),
     ("colour", ["lemon", "lilac", "mint green", "sky blue"]),
     ("hire", ["1 week", "2 weeks", "3 weeks", "4 weeks"]),
     ("arrived", ["Monday", "Tuesday", "Wednesday", "Saturday"])],
    [["the Bakers", "3", "lilac", "4 weeks", "Wednesday"],
     ["the Coopers", "1", "lemon", "3 weeks", "Saturday"],
     ["the Fletchers", "4", "mint green", "2 weeks", "Tuesday"],
     ["the Turners", "2", "sky blue", "1 week", "Monday"]],
    [("The family who have hired their hut for a fortnight are in the hut next to the Bakers'.",
      lambda s: next_to(s, "2 weeks", "the Bakers", "hut")),
     ("The lilac hut is two huts further from the pier than the lemon one.",
      lambda s: pos(s, "lilac", "hut") == pos(s, "lemon", "hut") + 2),
     ("The Turners arrived the day before the family in the mint green hut.",
      lambda s: s.n("the Turners", "arrived") == s.n("mint green", "arrived") - 1),
     ("The family staying four weeks arrived on a Wednesday.",
      lambda s: s.same("4 weeks", "Wednesday")),
     ("The Coopers have hired their hut for a week longer than the Fletchers have.",
      lambda s: s.n("the Coopers", "hire") == s.n("the Fletchers", "hire") + 1),
     ("The sky blue hut isn't at either end of the row.",
      lambda s: not at_end(s, "sky blue", "hut", 1, 4)),
     ("The family who arrived on Saturday are neither the Fletchers nor the family in the lilac hut.",
      lambda s: not s.same("Saturday", "the Fletchers") and not s.same("Saturday", "lilac")),
     ("The Bakers' hut is further from the pier than the Turners'.",
      lambda s: pos(s, "the Bakers", "hut") > pos(s, "the Turners", "hut")),
     ("The Turners, whose hut isn't the lemon one, are staying for less time than the Coopers.",
      lambda s: not s.same("the Turners", "lemon") and s.n("the Turners", "hire") < s.n("the Coopers", "hire")),
     ("The Fletchers' hut is at one end of the row.",
      lambda s: at_end(s, "the Fletchers", "hut", 1, 4)),
    ])

# ---------------------------------------------------------------- 11
puzzle("u59-11-stopping-train", "The Stopping Train",
    "Five passengers boarded the 8:50 stopping train from Dunsford, each sitting in a different carriage; the carriages are numbered 1 to 5 from the front of the train, so carriage 2 is directly behind carriage 1. Each had paid a different fare and got off at a different time.",
    [("passenger", ["Mr Lomax", "Mrs Mayhew", "Nigel", "Olive", "Percy"]),
     ("carriage", ["1", "2", "3", "4", "5"]),
     ("fare", ["£8.40", "£12", "£15.75", "£19.20", "£23.50"]),
     ("got off", ["9:15am", "9:40am", "10:05am", "10:30am", "10:55am"])],
    [["Mr Lomax", "2", "£8.40", "9:15am"],
     ["Mrs Mayhew", "4", "£12", "9:40am"],
     ["Nigel", "5", "£19.20", "10:05am"],
     ["Olive", "1", "£15.75", "10:30am"],
     ["Percy", "3", "£23.50", "10:55am"]],
    [("The passenger who got off at quarter past nine was in the carriage directly behind Olive's.",
      lambda s: pos(s, "9:15am", "carriage") == pos(s, "Olive", "carriage") + 1),
     ("Percy's ticket cost £15.10 more than Mr Lomax's.",
      lambda s: abs(pnum(s, "Percy", "fare") - (pnum(s, "Mr Lomax", "fare") + 15.10)) < 1e-9),
     ("Nigel got off 25 minutes after Mrs Mayhew.",
      lambda s: s.n("Nigel", "got off") == s.n("Mrs Mayhew", "got off") + 25),
     ("The passenger with the £12 ticket sat somewhere behind the one who had paid £23.50.",
      lambda s: pos(s, "£12", "carriage") > pos(s, "£23.50", "carriage")),
     ("The last of the five to leave the train wasn't in either the front or the rear carriage.",
      lambda s: not at_end(s, "10:55am", "carriage", 1, 5)),
     ("Olive paid more than Mrs Mayhew but less than Nigel.",
      lambda s: pnum(s, "Mrs Mayhew", "fare") < pnum(s, "Olive", "fare") < pnum(s, "Nigel", "fare")),
     ("Mr Lomax got off an hour and a quarter before Olive.",
      lambda s: s.n("Mr Lomax", "got off") == s.n("Olive", "got off") - 75),
     ("Nigel's carriage was further back than Mrs Mayhew's.",
      lambda s: pos(s, "Nigel", "carriage") > pos(s, "Mrs Mayhew", "carriage")),
     ("The passenger who had paid the most was the last to get off.",
      lambda s: s.same("£23.50", "10:55am")),
    ])

# ---------------------------------------------------------------- 12
def cw(s, a, b, k, cat="seat", n=5):
    """b sits k places clockwise from a round a table of n seats numbered clockwise."""
    return pos(s, b, cat) == (pos(s, a, cat) - 1 + k) % n + 1

def round_next(s, a, b, cat="seat", n=5):
    return cw(s, a, b, 1, cat, n) or cw(s, b, a, 1, cat, n)

puzzle("u59-12-sunday-lunch", "Sunday Lunch at the Round Table",
    "Five relatives came to Sunday lunch at the Pembertons' and sat at a round table in seats numbered 1 to 5 clockwise; as the table is round, seat 5 is next to seat 1. Each arrived at a different time and chose a different pudding.",
    [("guest", ["Fiona", "Hilda", "Norman", "Rosalind", "Walter"]),
     ("seat", ["1", "2", "3", "4", "5"]),
     ("pudding", ["cheesecake", "crumble", "fruit salad", "sponge pudding", "trifle"]),
     ("arrived", ["12:30pm", "12:40pm", "12:55pm", "1:05pm", "1:20pm"])],
    [["Fiona", "2", "cheesecake", "1:20pm"],
     ["Hilda", "5", "sponge pudding", "1:05pm"],
     ["Norman", "3", "crumble", "12:55pm"],
     ["Rosalind", "4", "fruit salad", "12:40pm"],
     ["Walter", "1", "trifle", "12:30pm"]],
    [("Hilda sat next to Walter.",
      lambda s: round_next(s, "Hilda", "Walter")),
     ("The guest who arrived at twenty to one sat in the next seat clockwise from the crumble eater.",
      lambda s: cw(s, "crumble", "12:40pm", 1)),
     ("Fiona arrived a quarter of an hour after Hilda.",
      lambda s: s.n("Fiona", "arrived") == s.n("Hilda", "arrived") + 15),
     ("The earliest arrival chose the trifle.",
      lambda s: s.same("12:30pm", "trifle")),
     ("Norman arrived later than Rosalind but earlier than the guest who had sponge pudding.",
      lambda s: s.n("Rosalind", "arrived") < s.n("Norman", "arrived") < s.n("sponge pudding", "arrived")),
     ("Fiona sat in seat 2.",
      lambda s: pos(s, "Fiona", "seat") == 2),
     ("Whoever had the cheesecake was the last to arrive.",
      lambda s: s.same("cheesecake", "1:20pm")),
     ("Rosalind's seat had a higher number than Walter's.",
      lambda s: pos(s, "Rosalind", "seat") > pos(s, "Walter", "seat")),
    ])
