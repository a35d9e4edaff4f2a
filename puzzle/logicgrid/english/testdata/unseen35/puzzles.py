# unseen35: contests and rankings, written blind (issue 25).
# Checked by puzzle/logicgrid/english/testdata/unseen/truth.py
#
# Readings decided (as an ordinary reader of a puzzle magazine would):
# - Places: "ahead of", "beat", "finished higher", "outlasted", "placed above"
#   mean a better place, i.e. a LOWER place number (1st is best).  "Behind",
#   "below" mean a higher place number.  "N places/spots behind X" means
#   place = X's place + N exactly; "beat X by N places" means X's place - N.
#   "The last step of the podium" is 3rd place.  "Came home last",
#   "brought up the rear" = the worst place of those in the puzzle.
# - Scores: a higher score is better (bake-off marks, bowling pins, chess
#   points, pumpkin weight), EXCEPT golf strokes and race/agility times,
#   where lower is better, as each intro says.  "Three strokes ahead of X"
#   means three strokes fewer than X; "0.9 seconds slower" means 0.9 s more;
#   "beat X by 2.2 seconds" means 2.2 s less than X.  "Half as many points as
#   X" means exactly X's points / 2.  Race times printed 18:55 are
#   minutes:seconds.
# - Spelling bee: spellers are ranked in reverse order of elimination, so
#   "the first speller eliminated" = 5th place; "outlasted"/"lasted longer" =
#   better place; "eliminated one round before X" = place one number higher
#   than X's (one speller goes out per round).
# - Seeds: the 1st seed is "the top seed"; "seeded lower" means a larger seed
#   number (a weaker seed); "seeded one spot below X" = X's number + 1.
# - Tennis rounds: "went further" = knocked out in a later round; the order
#   is second round < quarterfinals < semifinals < final.  "Was one of the
#   two men in the final" = lost in the final (none of the four won).
# - Ribbons: blue, red, yellow, white = 1st, 2nd, 3rd, 4th ("top honors" =
#   blue).  Medals: gold, silver, bronze = 1st, 2nd, 3rd; "medaled" = gold,
#   silver or bronze; "touched first" = gold; "A edged B for the bronze" = A
#   took bronze and B finished 4th.
# - "Either A or B" is exclusive: exactly one of the two holds.  When A and B
#   are two items of one category the two readings coincide anyway.
# - "Neither A nor B ..." = not A and not B.
# - "Of A and B, one is X and the other is Y" and "A and B are, in some
#   order, X and Y": A and B are different people, and they are X and Y in
#   one of the two orders (one_of_other).
# - "A and B did X and Y, respectively": A did X and B did Y.
# - "A, B, C and D are four different dogs": pairwise different rows.
# - "X, who ..." and appositives ("Juno, the border collie") assert the
#   embedded fact too.
# - "If A, then B" is material implication (true whenever A is false).
# - Comparisons ("more than", "outweighed", "older than") are strict and so
#   imply two different people.  "A outscored B but not C" / "A lasted
#   longer than B but not as long as C" mean B < A < C in rank (A is a third
#   person, between the two).
# - Superlatives ("the oldest", "the high game", "the low game", "the
#   slowest", "the top mark", "the lowest handicap of the five") refer to
#   the extreme value of that category among the people in the puzzle.
# - "Next to"/"one lane apart" is not used; "higher-numbered lane" compares
#   lane numbers.  A bike or breed named as the subject of a finish ("the
#   Bianchi finished ahead of the Giant") stands for its rider or dog.

def xor(a, b):
    return bool(a) != bool(b)

def implies(a, b):
    return (not a) or bool(b)

def distinct(s, *xs):
    rows = [s.r(x) for x in xs]
    return len(set(rows)) == len(rows)

def items_of(s, cat):
    for name, its in s.cats:
        if name == cat:
            return its
    raise KeyError(cat)

def is_max(s, x, cat):
    return s.n(x, cat) == max(nv(i) for i in items_of(s, cat))

def is_min(s, x, cat):
    return s.n(x, cat) == min(nv(i) for i in items_of(s, cat))

def approx(a, b):
    return abs(a - b) < 1e-6

def ranked(s, x, cat, table):
    """The value of x in cat looked up in a hand table (ribbons, medals...)."""
    return table[s.g(x, cat)]

def secs(t):
    """A race time printed minutes:seconds, e.g. 18:55 -> 1135 seconds."""
    m, sec = t.split(":")
    return int(m) * 60 + int(sec)

def rtime(s, x):
    return secs(s.g(x, "Time"))

def place_by(values, v, low_is_best=True):
    """1-based place of value v among values (no ties)."""
    vs = sorted(values, reverse=not low_is_best)
    return vs.index(v) + 1

def lane(s, x):
    return int(s.g(x, "Lane").split()[-1])


# ---------------------------------------------------------------------------
# 1. Puzzle-book classic (Dell-style "logic problem" voice).
RIB = {"blue": 1, "red": 2, "yellow": 3, "white": 4}
def rib(s, x):
    return ranked(s, x, "Ribbon", RIB)

puzzle("u35-01-harvest-pies",
    "Ribbons at the Harvest Fair",
    "Four bakers entered the pie table at this year's Harvest Fair, and each went home with a ribbon: "
    "blue for first, red for second, yellow for third and white for fourth. "
    "From the clues, find each baker's pie, ribbon and hometown.",
    [("Baker", ["Mrs. Abernathy", "Dot Keller", "Lorna Pratt", "Winnie Shaw"]),
     ("Pie", ["apple", "cherry", "pecan", "rhubarb"]),
     ("Ribbon", ["blue", "red", "yellow", "white"]),
     ("Town", ["Ashby", "Elm Falls", "Grover", "Millbrook"])],
    [["Mrs. Abernathy", "pecan", "red", "Grover"],
     ["Dot Keller", "apple", "white", "Millbrook"],
     ["Lorna Pratt", "rhubarb", "blue", "Ashby"],
     ["Winnie Shaw", "cherry", "yellow", "Elm Falls"]],
    [
    ("The rhubarb pie took the blue ribbon.",
        lambda s: s.same("rhubarb", "blue")),
    ("Mrs. Abernathy, who missed out on the blue, placed one spot higher than the baker from Elm Falls.",
        lambda s: not s.same("Mrs. Abernathy", "blue") and rib(s, "Mrs. Abernathy") == rib(s, "Elm Falls") - 1),
    ("Neither Dot Keller nor the woman from Ashby baked the cherry pie.",
        lambda s: not s.same("Dot Keller", "cherry") and not s.same("Ashby", "cherry")),
    ("The apple pie finished below the cherry pie.",
        lambda s: rib(s, "apple") > rib(s, "cherry")),
    ("Of Lorna Pratt and the Grover entrant, one baked the pecan pie and the other took top honors.",
        lambda s: one_of_other(s, "Lorna Pratt", "Grover", "pecan", "blue")),
    ("The Millbrook baker came in dead last.",
        lambda s: s.same("Millbrook", "white")),
    ])


# ---------------------------------------------------------------------------
# 2. Local newspaper sports page, race results.
def place_time(s, x):
    return place_by([secs(t) for t in items_of(s, "Time")], rtime(s, x))

puzzle("u35-02-turkey-trot",
    "Turkey Trot 5K: How They Finished",
    "Five members of the Harriers running club finished Thursday morning's Turkey Trot within about four minutes "
    "of one another. Match each runner with a finishing time, a bib number and a hometown.",
    [("Runner", ["Ben Ostrowski", "Carla Mendes", "Devin Hale", "Fiona Reyes", "Grant Liu"]),
     ("Time", ["18:10", "18:55", "19:30", "20:45", "22:15"]),
     ("Bib", ["104", "117", "125", "138", "152"]),
     ("Hometown", ["Camden", "Dover", "Felton", "Milford", "Smyrna"])],
    [["Ben Ostrowski", "20:45", "117", "Smyrna"],
     ["Carla Mendes", "18:10", "138", "Milford"],
     ["Devin Hale", "22:15", "125", "Felton"],
     ["Fiona Reyes", "19:30", "152", "Camden"],
     ["Grant Liu", "18:55", "104", "Dover"]],
    [
    ("Carla Mendes broke the tape, and the runner wearing bib 125 brought up the rear.",
        lambda s: s.same("Carla Mendes", "18:10") and s.same("125", "22:15")),
    ("Grant Liu crossed the line 35 seconds ahead of the Camden entrant.",
        lambda s: rtime(s, "Camden") - rtime(s, "Grant Liu") == 35),
    ("The Smyrna runner's bib number was 13 higher than Grant Liu's.",
        lambda s: s.n("Smyrna", "Bib") - s.n("Grant Liu", "Bib") == 13),
    ("Of Carla Mendes and Ben Ostrowski, one came down from Milford and the other from Smyrna.",
        lambda s: one_of_other(s, "Carla Mendes", "Ben Ostrowski", "Milford", "Smyrna")),
    ("The Felton runner finished two places behind the runner from Camden.",
        lambda s: place_time(s, "Felton") == place_time(s, "Camden") + 2),
    ("Bib 138 beat bib 104 to the finish.",
        lambda s: rtime(s, "138") < rtime(s, "104")),
    ("Ben Ostrowski finished outside the top three, but he still beat Devin Hale.",
        lambda s: place_time(s, "Ben Ostrowski") > 3 and rtime(s, "Ben Ostrowski") < rtime(s, "Devin Hale")),
    ])


# ---------------------------------------------------------------------------
# 3. School newsletter, spelling bee (places in reverse order of elimination).
def bee(s, x):
    return s.n(x, "Place")

puzzle("u35-03-spelling-bee",
    "Tri-County Spelling Bee Wrap-Up",
    "Congratulations to our five finalists! Spellers are ranked in reverse order of elimination, so the first one "
    "out placed 5th; each speller's word is the one that ended his or her run (for our champion, the winning word).",
    [("Speller", ["Aiden", "Bea", "Cyrus", "Dalia", "Emeka"]),
     ("Place", ["1st", "2nd", "3rd", "4th", "5th"]),
     ("School", ["Hawthorne", "Lincoln", "Oak Park", "Riverside", "St. Jude's"]),
     ("Word", ["bourgeois", "chrysanthemum", "onomatopoeia", "quixotic", "rhythm"])],
    [["Aiden", "3rd", "Oak Park", "rhythm"],
     ["Bea", "4th", "Hawthorne", "quixotic"],
     ["Cyrus", "5th", "St. Jude's", "onomatopoeia"],
     ["Dalia", "1st", "Riverside", "chrysanthemum"],
     ["Emeka", "2nd", "Lincoln", "bourgeois"]],
    [
    ("The first speller eliminated went out on onomatopoeia.",
        lambda s: s.same("5th", "onomatopoeia")),
    ("Emeka outlasted Aiden, who in turn outlasted the Hawthorne speller.",
        lambda s: bee(s, "Emeka") < bee(s, "Aiden") < bee(s, "Hawthorne")),
    ("Our runner-up attends Lincoln.",
        lambda s: s.same("2nd", "Lincoln")),
    ("Quixotic was the word that sent the Hawthorne speller home.",
        lambda s: s.same("quixotic", "Hawthorne")),
    ("Dalia outlasted Emeka.",
        lambda s: bee(s, "Dalia") < bee(s, "Emeka")),
    ("Dalia's last word was either chrysanthemum or quixotic.",
        lambda s: xor(s.same("Dalia", "chrysanthemum"), s.same("Dalia", "quixotic"))),
    ("Bea was eliminated one round before Aiden.",
        lambda s: bee(s, "Bea") == bee(s, "Aiden") + 1),
    ("The speller tripped up by rhythm lasted longer than the St. Jude's student but not as long as Emeka.",
        lambda s: bee(s, "Emeka") < bee(s, "rhythm") < bee(s, "St. Jude's")),
    ("The champion isn't from Oak Park, and neither is the speller who missed bourgeois.",
        lambda s: not s.same("1st", "Oak Park") and not s.same("bourgeois", "Oak Park")),
    ])


# ---------------------------------------------------------------------------
# 4. TV recap column (British baking show), judges' marks with decimals.
def mark(s, x):
    return s.n(x, "Score")

puzzle("u35-04-bake-off",
    "Showstopper Week: The Judges' Marks",
    "Week four's showstopper was marked out of ten, and for once nobody tied. "
    "Work out who baked what, the mark each got, and where each baker calls home.",
    [("Baker", ["Hollis", "Marguerite", "Priya", "Tomasz"]),
     ("Bake", ["black forest gateau", "carrot cake", "lemon drizzle", "opera cake"]),
     ("Score", ["7.5", "8.5", "9.0", "9.5"]),
     ("Hometown", ["Bristol", "Cardiff", "Leeds", "Norwich"])],
    [["Hollis", "carrot cake", "8.5", "Cardiff"],
     ["Marguerite", "opera cake", "9.5", "Leeds"],
     ["Priya", "lemon drizzle", "9.0", "Norwich"],
     ["Tomasz", "black forest gateau", "7.5", "Bristol"]],
    [
    ("Priya scored 1.5 points more than the baker from Bristol.",
        lambda s: approx(mark(s, "Priya") - mark(s, "Bristol"), 1.5)),
    ("The opera cake earned the week's top mark.",
        lambda s: is_max(s, "opera cake", "Score")),
    ("The carrot cake outscored the black forest gateau but was itself outscored by the Norwich baker's entry.",
        lambda s: mark(s, "black forest gateau") < mark(s, "carrot cake") < mark(s, "Norwich")),
    ("Marguerite finished exactly a point clear of the Cardiff baker.",
        lambda s: approx(mark(s, "Marguerite") - mark(s, "Cardiff"), 1.0)),
    ("The lemon drizzle came from the Norwich baker.",
        lambda s: s.same("lemon drizzle", "Norwich")),
    ("Tomasz made either the lemon drizzle or the gateau.",
        lambda s: xor(s.same("Tomasz", "lemon drizzle"), s.same("Tomasz", "black forest gateau"))),
    ])


# ---------------------------------------------------------------------------
# 5. Bowling league bulletin.
def pins(s, x):
    return s.n(x, "Score")

puzzle("u35-05-bowling-league",
    "Tuesday Night League Notes",
    "Four of our regulars each rolled one game on Tuesday, each for a different team and on a different lane. "
    "Who rolled what?",
    [("Bowler", ["Gus", "Irene", "Marty", "Shawna"]),
     ("Score", ["168", "184", "199", "212"]),
     ("Team", ["Alley Cats", "Gutter Gang", "Pin Pals", "Split Ends"]),
     ("Lane", ["Lane 2", "Lane 5", "Lane 7", "Lane 9"])],
    [["Gus", "199", "Gutter Gang", "Lane 9"],
     ["Irene", "212", "Split Ends", "Lane 5"],
     ["Marty", "168", "Pin Pals", "Lane 2"],
     ["Shawna", "184", "Alley Cats", "Lane 7"]],
    [
    ("Irene rolled the high game of the night.",
        lambda s: is_max(s, "Irene", "Score")),
    ("The Pin Pals' bowler knocked down 16 fewer pins than Shawna.",
        lambda s: pins(s, "Shawna") - pins(s, "Pin Pals") == 16),
    ("Whoever bowled on Lane 7 outscored Marty but not Gus.",
        lambda s: pins(s, "Marty") < pins(s, "Lane 7") < pins(s, "Gus")),
    ("Gus bowls for neither the Alley Cats nor the Split Ends.",
        lambda s: not s.same("Gus", "Alley Cats") and not s.same("Gus", "Split Ends")),
    ("The bowler on Lane 2 had the low game.",
        lambda s: is_min(s, "Lane 2", "Score")),
    ("If Irene bowls for the Alley Cats, then Shawna bowls for the Gutter Gang.",
        lambda s: implies(s.same("Irene", "Alley Cats"), s.same("Shawna", "Gutter Gang"))),
    ("The Gutter Gang's bowler was on a higher-numbered lane than the Split Ends' bowler.",
        lambda s: lane(s, "Gutter Gang") > lane(s, "Split Ends")),
    ])


# ---------------------------------------------------------------------------
# 6. Wire-service tennis report, seeds.
ROUND = {"second round": 1, "quarterfinals": 2, "semifinals": 3, "final": 4}
def went(s, x):
    return ranked(s, x, "Exit", ROUND)
def seed(s, x):
    return s.n(x, "Seed")

puzzle("u35-06-harbor-open",
    "Seeds Tumble at the Harbor Open",
    "None of the tournament's top four seeds lifted the trophy this week. "
    "Find each seed's player and country, and the round in which he was knocked out.",
    [("Player", ["Alvarez", "Brandt", "Costa", "Duval"]),
     ("Seed", ["1st", "2nd", "3rd", "4th"]),
     ("Country", ["Austria", "Canada", "Chile", "Portugal"]),
     ("Exit", ["second round", "quarterfinals", "semifinals", "final"])],
    [["Alvarez", "3rd", "Austria", "final"],
     ["Brandt", "1st", "Canada", "quarterfinals"],
     ["Costa", "4th", "Chile", "semifinals"],
     ["Duval", "2nd", "Portugal", "second round"]],
    [
    ("The top seed bowed out in the quarterfinals.",
        lambda s: s.same("1st", "quarterfinals")),
    ("Duval, the Portuguese, went out earlier than any of the other three.",
        lambda s: s.same("Duval", "Portugal") and s.same("Duval", "second round")),
    ("The Chilean was seeded lower than the Austrian.",
        lambda s: seed(s, "Chile") > seed(s, "Austria")),
    ("The man who reached the final was seeded one spot below Duval.",
        lambda s: seed(s, "final") == seed(s, "Duval") + 1),
    ("Brandt is neither the Chilean nor the Austrian, and Costa isn't the second seed.",
        lambda s: not s.same("Brandt", "Chile") and not s.same("Brandt", "Austria") and not s.same("Costa", "2nd")),
    ("Alvarez was one of the two men in Sunday's final.",
        lambda s: s.same("Alvarez", "final")),
    ("Costa went further than Brandt did.",
        lambda s: went(s, "Costa") > went(s, "Brandt")),
    ])


# ---------------------------------------------------------------------------
# 7. Golf club newsletter (lowest score wins).
def strokes(s, x):
    return s.n(x, "Score")
def tee(s, x):
    return s.n(x, "Tee time")

puzzle("u35-07-club-championship",
    "Club Championship: Final Round",
    "Five members went out for the final round of the club championship in staggered groups. "
    "As always in stroke play, the lowest score carries the day.",
    [("Golfer", ["Arnie Webb", "Bev Hollings", "Chet Navarro", "Della Quinn", "Eamon Price"]),
     ("Score", ["69", "71", "72", "74", "77"]),
     ("Tee time", ["8:00am", "8:10am", "8:20am", "8:30am", "8:40am"]),
     ("Handicap", ["4", "7", "9", "12", "15"])],
    [["Arnie Webb", "72", "8:20am", "9"],
     ["Bev Hollings", "69", "8:40am", "4"],
     ["Chet Navarro", "77", "8:00am", "15"],
     ["Della Quinn", "71", "8:10am", "12"],
     ["Eamon Price", "74", "8:30am", "7"]],
    [
    ("Bev Hollings is our new club champion.",
        lambda s: is_min(s, "Bev Hollings", "Score")),
    ("Della Quinn finished three strokes ahead of Eamon Price.",
        lambda s: strokes(s, "Eamon Price") - strokes(s, "Della Quinn") == 3),
    ("The golfer who teed off first finished last.",
        lambda s: s.same("8:00am", "77")),
    ("The 7-handicapper went off ten minutes after Arnie Webb.",
        lambda s: tee(s, "7") - tee(s, "Arnie Webb") == 10),
    ("Chet Navarro, who plays off a higher handicap than anyone else in the field, also posted the worst score of the day.",
        lambda s: is_max(s, "Chet Navarro", "Handicap") and is_max(s, "Chet Navarro", "Score")),
    ("The 12-handicapper beat the player in the 8:20am group.",
        lambda s: strokes(s, "12") < strokes(s, "8:20am")),
    ("Della Quinn teed off before Arnie Webb did.",
        lambda s: tee(s, "Della Quinn") < tee(s, "Arnie Webb")),
    ("Our champion also carries the lowest handicap of the five.",
        lambda s: is_min(s, "69", "Handicap")),
    ])


# ---------------------------------------------------------------------------
# 8. Chess club notice board, round robin with half points.
def pts(s, x):
    return s.n(x, "Points")

puzzle("u35-08-rook-and-pawn",
    "Autumn Round Robin at the Rook & Pawn",
    "Four members played a single round robin (a win counts one point, a draw half a point). "
    "Find each player's total and favourite opening.",
    [("Player", ["Ines", "Kofi", "Lev", "Marisol"]),
     ("Points", ["0.5 points", "1 point", "2 points", "2.5 points"]),
     ("Opening", ["Caro-Kann", "French", "King's Indian", "Sicilian"])],
    [["Ines", "2.5 points", "Caro-Kann"],
     ["Kofi", "0.5 points", "Sicilian"],
     ["Lev", "2 points", "King's Indian"],
     ["Marisol", "1 point", "French"]],
    [
    ("The Sicilian player finished with half as many points as Marisol.",
        lambda s: approx(pts(s, "Sicilian") * 2, pts(s, "Marisol"))),
    ("Kofi, who doesn't play the King's Indian, finished below Lev.",
        lambda s: not s.same("Kofi", "King's Indian") and pts(s, "Kofi") < pts(s, "Lev")),
    ("Ines didn't end up on 2 points.",
        lambda s: not s.same("Ines", "2 points")),
    ("The French player scored a full point less than the King's Indian player.",
        lambda s: approx(pts(s, "King's Indian") - pts(s, "French"), 1.0)),
    ])


# ---------------------------------------------------------------------------
# 9. Swimming broadcast voice.
MEDAL = {"gold": 1, "silver": 2, "bronze": 3, "4th": 4}
def fin(s, x):
    return ranked(s, x, "Result", MEDAL)
def medaled(s, x):
    return fin(s, x) <= 3

puzzle("u35-09-butterfly-final",
    "200m Butterfly Final",
    "Four swimmers contested the final. The first three to the wall took gold, silver and bronze; "
    "the fourth went home empty-handed.",
    [("Swimmer", ["Annika", "Bryony", "Chiara", "Delphine"]),
     ("Result", ["gold", "silver", "bronze", "4th"]),
     ("Lane", ["3", "4", "5", "6"]),
     ("Country", ["Australia", "Canada", "Italy", "Sweden"])],
    [["Annika", "silver", "5", "Canada"],
     ["Bryony", "4th", "3", "Sweden"],
     ["Chiara", "gold", "6", "Australia"],
     ["Delphine", "bronze", "4", "Italy"]],
    [
    ("The Australian touched first.",
        lambda s: s.same("Australia", "gold")),
    ("The Swede missed out on a medal.",
        lambda s: not medaled(s, "Sweden")),
    ("The swimmer in lane 4 finished one place behind the Canadian.",
        lambda s: fin(s, "4") == fin(s, "Canada") + 1),
    ("Chiara had a higher-numbered lane than Annika, who isn't Italian.",
        lambda s: s.n("Chiara", "Lane") > s.n("Annika", "Lane") and not s.same("Annika", "Italy")),
    ("Delphine edged Bryony for the bronze.",
        lambda s: s.same("Delphine", "bronze") and fin(s, "Bryony") == 4),
    ("Annika finished one place ahead of Delphine.",
        lambda s: fin(s, "Annika") == fin(s, "Delphine") - 1),
    ("Bryony swam in a lower-numbered lane than Annika.",
        lambda s: s.n("Bryony", "Lane") < s.n("Annika", "Lane")),
    ])


# ---------------------------------------------------------------------------
# 10. Dog club bulletin, agility times (fastest wins).
def run(s, x):
    return s.n(x, "Time")
def place_run(s, x):
    return place_by([nv(t) for t in items_of(s, "Time")], run(s, x))

puzzle("u35-10-agility-trials",
    "Novice Jumpers Results",
    "All five dogs in Saturday's Novice Jumpers class ran clean, so placings came down to the clock: "
    "fastest time wins.",
    [("Dog", ["Biscuit", "Juno", "Pepper", "Rocket", "Tilly"]),
     ("Breed", ["border collie", "corgi", "Jack Russell", "papillon", "sheltie"]),
     ("Time", ["31.2 seconds", "32.8 seconds", "34.1 seconds", "35.0 seconds", "37.6 seconds"]),
     ("Handler", ["Mr. Farris", "Ms. Gupta", "Mrs. Holm", "Mr. Ito", "Ms. Jaworski"])],
    [["Biscuit", "corgi", "35.0 seconds", "Mrs. Holm"],
     ["Juno", "border collie", "32.8 seconds", "Mr. Ito"],
     ["Pepper", "papillon", "37.6 seconds", "Ms. Gupta"],
     ["Rocket", "Jack Russell", "31.2 seconds", "Ms. Jaworski"],
     ["Tilly", "sheltie", "34.1 seconds", "Mr. Farris"]],
    [
    ("Rocket won the class.",
        lambda s: is_min(s, "Rocket", "Time")),
    ("The corgi was 0.9 seconds slower than the sheltie.",
        lambda s: approx(run(s, "corgi") - run(s, "sheltie"), 0.9)),
    ("Juno, the border collie, finished ahead of Mr. Farris's dog.",
        lambda s: s.same("Juno", "border collie") and run(s, "Juno") < run(s, "Mr. Farris")),
    ("Pepper, the Jack Russell, Mr. Ito's dog and the dog that ran 34.1 seconds are four different dogs.",
        lambda s: distinct(s, "Pepper", "Jack Russell", "Mr. Ito", "34.1 seconds")),
    ("Mr. Ito's dog beat Mrs. Holm's by 2.2 seconds.",
        lambda s: approx(run(s, "Mrs. Holm") - run(s, "Mr. Ito"), 2.2)),
    ("Biscuit and Ms. Jaworski's dog clocked 35.0 seconds and 31.2 seconds, respectively.",
        lambda s: s.same("Biscuit", "35.0 seconds") and s.same("Ms. Jaworski", "31.2 seconds")),
    ("Ms. Gupta's dog was the slowest of the five.",
        lambda s: is_max(s, "Ms. Gupta", "Time")),
    ])


# ---------------------------------------------------------------------------
# 11. Small-town paper, giant pumpkin weigh-off (heaviest wins).
def lbs(s, x):
    return s.n(x, "Weight")

puzzle("u35-11-pumpkin-weighoff",
    "County Giant Pumpkin Weigh-Off",
    "Five growers hauled their biggest pumpkins onto the scale at the county fairgrounds on Saturday, "
    "and the heaviest took home the prize.",
    [("Grower", ["Abe", "Corinne", "Hank", "Loretta", "Silas"]),
     ("Weight", ["612 pounds", "740 pounds", "803 pounds", "958 pounds", "1,104 pounds"]),
     ("Town", ["Bridgeton", "Cedar Bluff", "Fairview", "Oakdale", "Pine Hill"])],
    [["Abe", "803 pounds", "Pine Hill"],
     ["Corinne", "1,104 pounds", "Oakdale"],
     ["Hank", "612 pounds", "Fairview"],
     ["Loretta", "958 pounds", "Bridgeton"],
     ["Silas", "740 pounds", "Cedar Bluff"]],
    [
    ("Corinne's pumpkin took the top prize.",
        lambda s: is_max(s, "Corinne", "Weight")),
    ("Loretta placed second.",
        lambda s: place_by([nv(w) for w in items_of(s, "Weight")], lbs(s, "Loretta"), low_is_best=False) == 2),
    ("The Oakdale grower outweighed the Bridgeton grower.",
        lambda s: lbs(s, "Oakdale") > lbs(s, "Bridgeton")),
    ("Abe and Silas are, in some order, the Pine Hill grower and the man who brought in the 740-pound pumpkin.",
        lambda s: one_of_other(s, "Abe", "Silas", "Pine Hill", "740 pounds")),
    ("The Cedar Bluff pumpkin outweighed the one from Fairview but not Abe's.",
        lambda s: lbs(s, "Fairview") < lbs(s, "Cedar Bluff") < lbs(s, "Abe")),
    ])


# ---------------------------------------------------------------------------
# 12. Cycling blog race report, 5x5.
def cplace(s, x):
    return s.n(x, "Place")
def age(s, x):
    return s.n(x, "Age")

puzzle("u35-12-downtown-crit",
    "Race Report: The Downtown Criterium",
    "Sixty laps, one nasty hairpin, and five of our regulars in the top five. "
    "Here's who finished where, who they ride for, what they ride, and how old they are.",
    [("Rider", ["Bram", "Cosima", "Eli", "Noor", "Rafe"]),
     ("Place", ["1st", "2nd", "3rd", "4th", "5th"]),
     ("Team", ["Apex", "Cobalt", "Ironhorse", "Solstice", "Velocita"]),
     ("Bike", ["Bianchi", "Cannondale", "Giant", "Specialized", "Trek"]),
     ("Age", ["24", "27", "31", "35", "40"])],
    [["Bram", "3rd", "Ironhorse", "Trek", "31"],
     ["Cosima", "1st", "Velocita", "Specialized", "27"],
     ["Eli", "5th", "Apex", "Giant", "40"],
     ["Noor", "2nd", "Solstice", "Bianchi", "24"],
     ["Rafe", "4th", "Cobalt", "Cannondale", "35"]],
    [
    ("Bram took the last step of the podium.",
        lambda s: s.same("Bram", "3rd")),
    ("The winner was Cosima.",
        lambda s: s.same("Cosima", "1st")),
    ("The Solstice rider beat Bram by a single place.",
        lambda s: cplace(s, "Solstice") == cplace(s, "Bram") - 1),
    ("Eli, the oldest rider in the bunch, came home last.",
        lambda s: is_max(s, "Eli", "Age") and s.same("Eli", "5th")),
    ("The Cannondale rider crossed one spot behind the Ironhorse rider.",
        lambda s: cplace(s, "Cannondale") == cplace(s, "Ironhorse") + 1),
    ("Whoever rides the Trek is four years older than Cosima.",
        lambda s: age(s, "Trek") - age(s, "Cosima") == 4),
    ("The Bianchi finished ahead of the Giant.",
        lambda s: cplace(s, "Bianchi") < cplace(s, "Giant")),
    ("Velocita's rider beat Cobalt's by three places.",
        lambda s: cplace(s, "Cobalt") - cplace(s, "Velocita") == 3),
    ("The Velocita rider is younger than the Cobalt rider.",
        lambda s: age(s, "Velocita") < age(s, "Cobalt")),
    ("Of Noor and the Apex rider, one rides a Bianchi and the other a Giant.",
        lambda s: one_of_other(s, "Noor", "Apex", "Bianchi", "Giant")),
    ])
