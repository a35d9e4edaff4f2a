# bank12: sentence banks about REFERENCES (issue 25), written blind.
#
# Three banks (not puzzles: no uniqueness is asked).  Each sentence is
# true at the written answer, and each predicate says what the sentence
# means at EVERY grid, as an ordinary reader of a puzzle magazine takes it.
#
# Reading conventions decided here
# --------------------------------
# R1  A description built from an item picks out the row holding that
#     item: "the pianist" / "the piano player" / "whoever played the piano"
#     (piano), "the York native" / "the performer from York" (York),
#     "the 7:30pm act" (7:30pm), "the 30-year-old" (30), "the $5,000 car"
#     / "the car that cost $5,000" (price $5,000), "the Tuesday hosts" /
#     "the family hosting on Tuesday" (Tuesday), "the Smiths' car" (the car
#     in the Smith row), "the van's owners" (the family in the van row).
#     Generic nouns ("politician", "candidate", "act", "vehicle", "family")
#     add nothing: every row is one.  Role nouns: pianist=piano,
#     violinist=violin, cellist=cello, flautist=flute, harpist=harp.
# R2  Sex: the names are read as a reader reads them (Lena, Nadia, Ann,
#     Carla, Elise are women; Ken, Marcus, Owen, Brett, Dmitri are men).
#     "The woman from Bath", "the man who went on at 7:30pm", and a
#     he/she whose antecedent is a description ASSERT that person's sex
#     (the clue tells you the Bath performer is a woman).  "The women",
#     "the two men", "the three men" are those named people.
# R3  A pronoun refers to the subject of the clause before it ("The
#     Smiths host before the Garcias do, and they paid less" = the Smiths).
#     "its"/"it" is the thing just named; "their" the family just named.
# R4  Two references joined as a pair ("X and Y", "of X and Y", "either
#     X or Y", "neither X nor Y", "both X and Y", "X is either Y or Z")
#     are two different rows.  So "Neither Ken nor the Hull performer
#     played the harp" also says Ken is not from Hull.
# R5  "Either A or B" between two clauses is exclusive (exactly one); the
#     bank writes "but not both" where it matters anyway.  "X is either Y
#     or Z" says X is one of Y, Z (two different rows, R4).
# R6  "the former" / "the latter" = the first / second of the two just
#     named; "the other" = the one of a named pair not yet placed.
# R7  "the other four", "the other three", "the rest", "any other" = every
#     row except the one(s) just named.  "Only X ..." = X and no one else.
# R8  Comparisons are strict.  Times and days compare by clock and week
#     order (Monday first); "first"/"last"/"opened" = earliest/latest;
#     "immediately after", "back to back", "consecutive nights", "the
#     night after" = adjacent slots (15 minutes apart) or adjacent days.
#     "$4,000 more", "five years older", "1,000 more votes" are exact
#     differences; "between the two of them" is a sum.
# R9  Appositives ("Ann, the nurse, ...") and non-restrictive relative
#     clauses ("Nadia, who comes from Bath, ...") are asserted too.
# R10 "in some order" = the two (three) references match the two (three)
#     items as sets.  "Of Ann and Elise, the one who is 40 ..." asserts
#     that one of them is 40 and says the rest of that one.

def xor(a, b):
    return bool(a) != bool(b)

def implies(a, b):
    return (not a) or bool(b)

def distinct(s, *xs):
    rows = [s.r(x) for x in xs]
    return len(set(rows)) == len(rows)

def among(s, x, group):
    """x's row is the row of one of the items in group."""
    return any(s.same(x, g) for g in group)

def is_max(s, x, cat, rows):
    """x has the largest cat-value of the rows named by the items in rows."""
    return all(s.n(x, cat) > s.n(p, cat) for p in rows if not s.same(p, x))

def is_min(s, x, cat, rows):
    return all(s.n(x, cat) < s.n(p, cat) for p in rows if not s.same(p, x))

def items_of(s, xs, cat):
    return set(s.g(x, cat) for x in xs)

# ---------------------------------------------------------------- recital
R_PEOPLE = ["Ken", "Lena", "Marcus", "Nadia", "Owen"]
R_WOMEN = ["Lena", "Nadia"]
R_MEN = ["Ken", "Marcus", "Owen"]

def rt(s, x):
    return s.n(x, "time")

def r_fem(s, x):
    return s.g(x, "performer") in R_WOMEN

def r_male(s, x):
    return s.g(x, "performer") in R_MEN

puzzle("b12-01-recital", "The Spring Recital",
       "Five young musicians from five towns each played one solo at the spring recital, one every quarter of an hour.",
       [("performer", ["Ken", "Lena", "Marcus", "Nadia", "Owen"]),
        ("instrument", ["piano", "violin", "cello", "flute", "harp"]),
        ("hometown", ["Leeds", "York", "Bath", "Hull", "Derby"]),
        ("time", ["7:00pm", "7:15pm", "7:30pm", "7:45pm", "8:00pm"])],
       [["Ken", "cello", "York", "7:30pm"],
        ["Lena", "piano", "Leeds", "7:00pm"],
        ["Marcus", "flute", "Hull", "8:00pm"],
        ["Nadia", "harp", "Bath", "7:15pm"],
        ["Owen", "violin", "Derby", "7:45pm"]],
       [
        ("Ken's instrument is not the violin.",
         lambda s: not s.same("Ken", "violin")),
        ("Lena's slot came before Ken's.",
         lambda s: rt(s, "Lena") < rt(s, "Ken")),
        ("The pianist is from Leeds.",
         lambda s: s.same("piano", "Leeds")),
        ("The woman from Bath played the harp.",
         lambda s: r_fem(s, "Bath") and s.same("Bath", "harp")),
        ("The York native went on at 7:30pm.",
         lambda s: s.same("York", "7:30pm")),
        ("The 8:00pm act was not the violinist.",
         lambda s: not s.same("8:00pm", "violin")),
        ("Whoever played the flute went on last.",
         lambda s: is_max(s, "flute", "time", R_PEOPLE)),
        ("The cellist performed fifteen minutes after the harpist.",
         lambda s: rt(s, "cello") == rt(s, "harp") + 15),
        ("Owen, the violinist, is not from Hull.",
         lambda s: s.same("Owen", "violin") and not s.same("Owen", "Hull")),
        ("Nadia, who comes from Bath, played earlier than the cellist.",
         lambda s: s.same("Nadia", "Bath") and rt(s, "Nadia") < rt(s, "cello")),
        ("The Derby performer went on immediately after Ken.",
         lambda s: rt(s, "Derby") == rt(s, "Ken") + 15),
        ("Marcus is from Hull, and he played after the violinist.",
         lambda s: s.same("Marcus", "Hull") and rt(s, "Marcus") > rt(s, "violin")),
        ("Either Ken or Owen is from York.",
         lambda s: among(s, "York", ["Ken", "Owen"])),
        ("Either the pianist is from Leeds or Owen played the cello, but not both.",
         lambda s: xor(s.same("piano", "Leeds"), s.same("Owen", "cello"))),
        ("Neither the flautist nor the violinist is from Bath.",
         lambda s: not s.same("flute", "Bath") and not s.same("violin", "Bath")),
        ("Neither Ken nor the Hull performer played the harp.",
         lambda s: distinct(s, "Ken", "Hull") and not s.same("Ken", "harp") and not s.same("Hull", "harp")),
        ("Of Lena and the flautist, one is from Leeds and the other went on at 8:00pm.",
         lambda s: one_of_other(s, "Lena", "flute", "Leeds", "8:00pm")),
        ("Of the 7:15pm and 7:45pm performers, one played the violin and the other is Nadia.",
         lambda s: one_of_other(s, "7:15pm", "7:45pm", "violin", "Nadia")),
        ("The man from Derby played the violin.",
         lambda s: r_male(s, "Derby") and s.same("Derby", "violin")),
        ("Ken and the pianist both went on before 7:45pm.",
         lambda s: distinct(s, "Ken", "piano") and rt(s, "Ken") < nv("7:45pm") and rt(s, "piano") < nv("7:45pm")),
        ("Lena and Ken are from Leeds and York, in some order, and the two of them went on first and third.",
         lambda s: one_of_other(s, "Lena", "Ken", "Leeds", "York")
                   and items_of(s, ["Lena", "Ken"], "time") == {"7:00pm", "7:30pm"}),
        ("The harpist didn't go on last, and neither did the cellist.",
         lambda s: not s.same("harp", "8:00pm") and not s.same("cello", "8:00pm")),
        ("The flautist played after the other four.",
         lambda s: is_max(s, "flute", "time", R_PEOPLE)),
        ("The pianist went on before each of the other four performers.",
         lambda s: is_min(s, "piano", "time", R_PEOPLE)),
        ("Nadia and Lena both went on before any of the other three.",
         lambda s: all(rt(s, w) < rt(s, p) for w in ["Nadia", "Lena"] for p in ["Ken", "Marcus", "Owen"])),
        ("Of the three men, Ken went on first.",
         lambda s: rt(s, "Ken") < rt(s, "Marcus") and rt(s, "Ken") < rt(s, "Owen")),
        ("The cellist played before the violinist, and the latter is from Derby.",
         lambda s: rt(s, "cello") < rt(s, "violin") and s.same("violin", "Derby")),
        ("Owen played before Marcus; the former is not the flautist.",
         lambda s: rt(s, "Owen") < rt(s, "Marcus") and not s.same("Owen", "flute")),
        ("The Bath performer went on a quarter of an hour before the York performer.",
         lambda s: rt(s, "Bath") + 15 == rt(s, "York")),
        ("The harp player isn't Ken, nor is it Owen.",
         lambda s: not s.same("harp", "Ken") and not s.same("harp", "Owen")),
        ("Whoever came from Hull played later than whoever played the cello.",
         lambda s: rt(s, "Hull") > rt(s, "cello")),
        ("The person who performed at 7:45pm is not from York.",
         lambda s: not s.same("7:45pm", "York")),
        ("Marcus's hometown is not Leeds, and his instrument is not the piano.",
         lambda s: not s.same("Marcus", "Leeds") and not s.same("Marcus", "piano")),
        ("Lena isn't the harpist; she went on at 7:00pm.",
         lambda s: not s.same("Lena", "harp") and s.same("Lena", "7:00pm")),
        ("The performer from Leeds went on half an hour before the cellist.",
         lambda s: rt(s, "Leeds") + 30 == rt(s, "cello")),
        ("The flautist is either Marcus or the York native.",
         lambda s: distinct(s, "Marcus", "York") and among(s, "flute", ["Marcus", "York"])),
        ("Neither of the women played the cello.",
         lambda s: not s.same("Lena", "cello") and not s.same("Nadia", "cello")),
        ("The violinist performed after both women.",
         lambda s: rt(s, "violin") > rt(s, "Lena") and rt(s, "violin") > rt(s, "Nadia")),
        ("The Hull native and the Derby native played back to back.",
         lambda s: abs(rt(s, "Hull") - rt(s, "Derby")) == 15),
        ("Of the harpist and the flautist, the latter went on later.",
         lambda s: rt(s, "flute") > rt(s, "harp")),
        ("The one who played at 7:15pm is Nadia.",
         lambda s: s.same("7:15pm", "Nadia")),
        ("Ken's slot was later than that of the woman from Bath.",
         lambda s: r_fem(s, "Bath") and rt(s, "Ken") > rt(s, "Bath")),
        ("Lena and Nadia played the piano and the harp, in some order, and neither of them is from Hull.",
         lambda s: one_of_other(s, "Lena", "Nadia", "piano", "harp")
                   and not s.same("Lena", "Hull") and not s.same("Nadia", "Hull")),
        ("Marcus went on last, and none of the rest is from Hull.",
         lambda s: is_max(s, "Marcus", "time", R_PEOPLE)
                   and all(not s.same(p, "Hull") for p in R_PEOPLE if p != "Marcus")),
        ("The man who went on at 7:30pm and the pianist are both from towns other than Bath.",
         lambda s: r_male(s, "7:30pm") and distinct(s, "7:30pm", "piano")
                   and not s.same("7:30pm", "Bath") and not s.same("piano", "Bath")),
        ("Owen's performance came after Ken's but before the flautist's.",
         lambda s: rt(s, "Ken") < rt(s, "Owen") < rt(s, "flute")),
        ("The York performer isn't the violinist, and he isn't the flautist either.",
         lambda s: r_male(s, "York") and not s.same("York", "violin") and not s.same("York", "flute")),
        ("Only the Leeds performer went on before Nadia.",
         lambda s: all((rt(s, p) < rt(s, "Nadia")) == s.same(p, "Leeds") for p in R_PEOPLE)),
        ("It was the cellist, not the violinist, who came from York.",
         lambda s: s.same("cello", "York") and not s.same("violin", "York")),
        ("The flute was played by a man from Hull.",
         lambda s: r_male(s, "flute") and s.same("flute", "Hull")),
        ("The harp was heard at 7:15pm, and its player is not from Derby.",
         lambda s: s.same("harp", "7:15pm") and not s.same("harp", "Derby")),
        ("One of the women played the piano; the other is from Bath.",
         lambda s: one_of_other(s, "Lena", "Nadia", "piano", "Bath")),
        ("The pianist, the harpist and the cellist were, in some order, the first three to perform.",
         lambda s: items_of(s, ["piano", "harp", "cello"], "time") == {"7:00pm", "7:15pm", "7:30pm"}),
        ("Neither Owen nor Marcus is from Leeds or York.",
         lambda s: all(not s.same(p, t) for p in ["Owen", "Marcus"] for t in ["Leeds", "York"])),
       ])

# ---------------------------------------------------------------- election
E_PEOPLE = ["Ann", "Brett", "Carla", "Dmitri", "Elise"]
E_WOMEN = ["Ann", "Carla", "Elise"]
E_MEN = ["Brett", "Dmitri"]

def ev(s, x):
    return s.n(x, "votes")

def ea(s, x):
    return s.n(x, "age")

def e_fem(s, x):
    return s.g(x, "candidate") in E_WOMEN

def e_male(s, x):
    return s.g(x, "candidate") in E_MEN

puzzle("b12-02-election", "Council By-election",
       "Five candidates stood in the Westfield council by-election. Each has a different day job, hometown and age, and each drew a different number of votes.",
       [("candidate", ["Ann", "Brett", "Carla", "Dmitri", "Elise"]),
        ("votes", ["5,000", "6,000", "7,000", "8,000", "9,000"]),
        ("profession", ["nurse", "lawyer", "farmer", "teacher", "plumber"]),
        ("hometown", ["Toronto", "Ottawa", "Halifax", "Regina", "Calgary"]),
        ("age", ["30", "35", "40", "45", "50"])],
       [["Ann", "7,000", "nurse", "Toronto", "45"],
        ["Brett", "9,000", "farmer", "Regina", "30"],
        ["Carla", "5,000", "lawyer", "Ottawa", "50"],
        ["Dmitri", "6,000", "teacher", "Halifax", "35"],
        ["Elise", "8,000", "plumber", "Calgary", "40"]],
       [
        ("Ann, the nurse, is from Toronto.",
         lambda s: s.same("Ann", "nurse") and s.same("Ann", "Toronto")),
        ("The politician who received 9,000 votes is the 30-year-old.",
         lambda s: s.same("9,000", "30")),
        ("The Toronto native got 1,000 more votes than the teacher.",
         lambda s: ev(s, "Toronto") == ev(s, "teacher") + 1000),
        ("The farmer is younger than the plumber.",
         lambda s: ea(s, "farmer") < ea(s, "plumber")),
        ("The candidate from Ottawa is not the teacher, and she is not the youngest.",
         lambda s: e_fem(s, "Ottawa") and not s.same("Ottawa", "teacher")
                   and not is_min(s, "Ottawa", "age", E_PEOPLE)),
        ("Dmitri's vote count was lower than Elise's.",
         lambda s: ev(s, "Dmitri") < ev(s, "Elise")),
        ("The lawyer's hometown is Ottawa.",
         lambda s: s.same("lawyer", "Ottawa")),
        ("Neither the 35-year-old nor the 45-year-old is the farmer.",
         lambda s: not s.same("35", "farmer") and not s.same("45", "farmer")),
        ("Of Brett and the plumber, one is from Regina and the other is 40.",
         lambda s: one_of_other(s, "Brett", "plumber", "Regina", "40")),
        ("The 50-year-old received fewer votes than any other candidate.",
         lambda s: is_min(s, "50", "votes", E_PEOPLE)),
        ("Elise is five years older than the teacher.",
         lambda s: ea(s, "Elise") == ea(s, "teacher") + 5),
        ("Whoever won the most votes is not a lawyer.",
         lambda s: not s.same("9,000", "lawyer")),
        ("The Halifax candidate, who is a teacher, is younger than Ann.",
         lambda s: s.same("Halifax", "teacher") and ea(s, "Halifax") < ea(s, "Ann")),
        ("The oldest and the youngest candidates are Carla and Brett, in some order.",
         lambda s: one_of_other(s, "Carla", "Brett", "50", "30")),
        ("Both men received more votes than Carla.",
         lambda s: ev(s, "Brett") > ev(s, "Carla") and ev(s, "Dmitri") > ev(s, "Carla")),
        ("Neither of the men is from Calgary.",
         lambda s: not s.same("Brett", "Calgary") and not s.same("Dmitri", "Calgary")),
        ("The nurse received more votes than the teacher but fewer than the plumber.",
         lambda s: ev(s, "teacher") < ev(s, "nurse") < ev(s, "plumber")),
        ("Carla, a lawyer, got 5,000 votes.",
         lambda s: s.same("Carla", "lawyer") and s.same("Carla", "5,000")),
        ("The woman from Calgary is the plumber.",
         lambda s: e_fem(s, "Calgary") and s.same("Calgary", "plumber")),
        ("Brett is not the teacher; he is the farmer.",
         lambda s: not s.same("Brett", "teacher") and s.same("Brett", "farmer")),
        ("The candidate who received 8,000 votes is 40 years old.",
         lambda s: s.same("8,000", "40")),
        ("Either the Regina native or the Toronto native is the nurse.",
         lambda s: among(s, "nurse", ["Regina", "Toronto"])),
        ("Ann is older than Elise, and the latter got more votes than the former.",
         lambda s: ea(s, "Ann") > ea(s, "Elise") and ev(s, "Elise") > ev(s, "Ann")),
        ("Of the teacher and the lawyer, the latter is fifteen years older than the former.",
         lambda s: ea(s, "lawyer") == ea(s, "teacher") + 15),
        ("Carla and Dmitri each received fewer votes than any of the other three candidates.",
         lambda s: all(ev(s, x) < ev(s, p) for x in ["Carla", "Dmitri"] for p in ["Ann", "Brett", "Elise"])),
        ("Every candidate other than the farmer is older than 30.",
         lambda s: all(ea(s, p) > 30 for p in E_PEOPLE if not s.same(p, "farmer"))),
        ("Dmitri is from Halifax, and his age is 35.",
         lambda s: s.same("Dmitri", "Halifax") and s.same("Dmitri", "35")),
        ("The Ottawa politician is older than the Calgary politician.",
         lambda s: ea(s, "Ottawa") > ea(s, "Calgary")),
        ("The candidate from Toronto isn't the plumber, nor is she the lawyer.",
         lambda s: e_fem(s, "Toronto") and not s.same("Toronto", "plumber") and not s.same("Toronto", "lawyer")),
        ("Exactly two candidates received more votes than the nurse.",
         lambda s: sum(1 for p in E_PEOPLE if ev(s, p) > ev(s, "nurse")) == 2),
        ("The Regina native received 1,000 more votes than the plumber.",
         lambda s: ev(s, "Regina") == ev(s, "plumber") + 1000),
        ("Neither Ann nor the 40-year-old is from Regina.",
         lambda s: distinct(s, "Ann", "40") and not s.same("Ann", "Regina") and not s.same("40", "Regina")),
        ("The 35-year-old man got 6,000 votes.",
         lambda s: e_male(s, "35") and s.same("35", "6,000")),
        ("The lawyer, the teacher and the nurse are Ann, Carla and Dmitri, in some order.",
         lambda s: items_of(s, ["lawyer", "teacher", "nurse"], "candidate") == {"Ann", "Carla", "Dmitri"}),
        ("Whoever is from Calgary received more votes than whoever is from Toronto.",
         lambda s: ev(s, "Calgary") > ev(s, "Toronto")),
        ("Brett is younger than the Toronto native, who is a woman.",
         lambda s: ea(s, "Brett") < ea(s, "Toronto") and e_fem(s, "Toronto")),
        ("The Calgary candidate is neither the oldest nor the youngest.",
         lambda s: not is_max(s, "Calgary", "age", E_PEOPLE) and not is_min(s, "Calgary", "age", E_PEOPLE)),
        ("Carla received fewer votes than Ann, and both of them received fewer than Elise.",
         lambda s: ev(s, "Carla") < ev(s, "Ann") and ev(s, "Carla") < ev(s, "Elise") and ev(s, "Ann") < ev(s, "Elise")),
        ("Of the two men, the one from Regina received more votes.",
         lambda s: (s.same("Brett", "Regina") and ev(s, "Brett") > ev(s, "Dmitri"))
                   or (s.same("Dmitri", "Regina") and ev(s, "Dmitri") > ev(s, "Brett"))),
        ("The teacher isn't from Toronto, and neither is the farmer.",
         lambda s: not s.same("teacher", "Toronto") and not s.same("farmer", "Toronto")),
        ("The 45-year-old is either the nurse or the plumber.",
         lambda s: among(s, "45", ["nurse", "plumber"])),
        ("The candidate with 7,000 votes is a nurse from Toronto.",
         lambda s: s.same("7,000", "nurse") and s.same("7,000", "Toronto")),
        ("Either Elise is the plumber or Brett is from Calgary, but not both.",
         lambda s: xor(s.same("Elise", "plumber"), s.same("Brett", "Calgary"))),
        ("The youngest candidate received the most votes.",
         lambda s: s.same("30", "9,000")),
        ("Brett and Dmitri are both younger than the nurse.",
         lambda s: ea(s, "Brett") < ea(s, "nurse") and ea(s, "Dmitri") < ea(s, "nurse")),
        ("The lawyer is from Ottawa; she received the fewest votes.",
         lambda s: s.same("lawyer", "Ottawa") and e_fem(s, "lawyer") and is_min(s, "lawyer", "votes", E_PEOPLE)),
        ("Ann received more votes than the 35-year-old did, but fewer than the 40-year-old did.",
         lambda s: ev(s, "35") < ev(s, "Ann") < ev(s, "40")),
        ("The Halifax native received exactly 1,000 more votes than the Ottawa native.",
         lambda s: ev(s, "Halifax") == ev(s, "Ottawa") + 1000),
        ("Elise, the Calgary native, is not the oldest of the five.",
         lambda s: s.same("Elise", "Calgary") and not is_max(s, "Elise", "age", E_PEOPLE)),
        ("Of Ann and Elise, the one who is 40 received 8,000 votes.",
         lambda s: among(s, "40", ["Ann", "Elise"]) and s.same("40", "8,000")),
        ("The farmer from Regina is the only man who received more than 7,000 votes.",
         lambda s: s.same("farmer", "Regina") and e_male(s, "farmer")
                   and all((ev(s, m) > 7000) == s.same(m, "farmer") for m in E_MEN)),
        ("Dmitri and Elise got 14,000 votes between the two of them.",
         lambda s: ev(s, "Dmitri") + ev(s, "Elise") == 14000),
       ])

# ---------------------------------------------------------------- supper club
S_FAMILIES = ["Smith", "Jones", "Brown", "Garcia"]

def sp(s, x):
    return s.n(x, "price")

def sd(s, x):
    return s.n(x, "night")

puzzle("b12-03-supper", "Supper Club",
       "Four families on Elm Street take turns hosting the weekly supper club, each on a different weeknight. Each family also owns a different car, bought second-hand at a different price.",
       [("family", ["Smith", "Jones", "Brown", "Garcia"]),
        ("car", ["sedan", "van", "pickup", "hatchback"]),
        ("price", ["$5,000", "$8,000", "$12,000", "$15,000"]),
        ("night", ["Monday", "Tuesday", "Wednesday", "Thursday"])],
       [["Smith", "van", "$8,000", "Tuesday"],
        ["Jones", "sedan", "$15,000", "Monday"],
        ["Brown", "hatchback", "$5,000", "Thursday"],
        ["Garcia", "pickup", "$12,000", "Wednesday"]],
       [
        ("The Smiths' car is the van.",
         lambda s: s.same("Smith", "van")),
        ("The Joneses' car cost more than the Garcias' car.",
         lambda s: sp(s, "Jones") > sp(s, "Garcia")),
        ("The van cost less than the pickup.",
         lambda s: sp(s, "van") < sp(s, "pickup")),
        ("Whoever drives the van hosts on Tuesday.",
         lambda s: s.same("van", "Tuesday")),
        ("The family hosting on Monday owns the most expensive car.",
         lambda s: is_max(s, "Monday", "price", S_FAMILIES)),
        ("The car that cost $5,000 belongs to the Browns.",
         lambda s: s.same("$5,000", "Brown")),
        ("The Tuesday hosts don't own the sedan.",
         lambda s: not s.same("Tuesday", "sedan")),
        ("The $12,000 vehicle is not the hatchback.",
         lambda s: not s.same("$12,000", "hatchback")),
        ("The Browns host the night after the Garcias.",
         lambda s: sd(s, "Brown") == sd(s, "Garcia") + 1),
        ("The Garcias, who drive a pickup, host on Wednesday.",
         lambda s: s.same("Garcia", "pickup") and s.same("Garcia", "Wednesday")),
        ("Neither the sedan nor the van cost $12,000.",
         lambda s: not s.same("sedan", "$12,000") and not s.same("van", "$12,000")),
        ("Of the Joneses and the Browns, one drives the sedan and the other hosts on Thursday.",
         lambda s: one_of_other(s, "Jones", "Brown", "sedan", "Thursday")),
        ("The family with the hatchback hosts later in the week than the family with the van.",
         lambda s: sd(s, "hatchback") > sd(s, "van")),
        ("The Smiths host before the Garcias do, and they paid less for their car.",
         lambda s: sd(s, "Smith") < sd(s, "Garcia") and sp(s, "Smith") < sp(s, "Garcia")),
        ("The pickup's owners are not the Browns.",
         lambda s: not s.same("pickup", "Brown")),
        ("The pickup cost $4,000 more than the van.",
         lambda s: sp(s, "pickup") == sp(s, "van") + 4000),
        ("The Joneses paid $7,000 more for their car than the Smiths did.",
         lambda s: sp(s, "Jones") == sp(s, "Smith") + 7000),
        ("The hatchback was cheaper than any other car.",
         lambda s: is_min(s, "hatchback", "price", S_FAMILIES)),
        ("The sedan's owners host earliest in the week.",
         lambda s: is_min(s, "sedan", "night", S_FAMILIES)),
        ("Either the Smiths or the Browns own the van.",
         lambda s: among(s, "van", ["Smith", "Brown"])),
        ("The Thursday hosts paid $3,000 less than the Tuesday hosts.",
         lambda s: sp(s, "Thursday") == sp(s, "Tuesday") - 3000),
        ("The Wednesday family's car isn't the sedan, and it isn't the van.",
         lambda s: not s.same("Wednesday", "sedan") and not s.same("Wednesday", "van")),
        ("Of the van and the hatchback, the former cost more.",
         lambda s: sp(s, "van") > sp(s, "hatchback")),
        ("The Joneses host on Monday, and each of the other three families paid less for its car than they did.",
         lambda s: s.same("Jones", "Monday") and is_max(s, "Jones", "price", S_FAMILIES)),
        ("Both the Smiths and the Browns paid under $10,000.",
         lambda s: sp(s, "Smith") < 10000 and sp(s, "Brown") < 10000),
        ("Neither the Garcias nor the Browns drive the sedan.",
         lambda s: not s.same("Garcia", "sedan") and not s.same("Brown", "sedan")),
        ("The van's owners host two nights before the hatchback's owners.",
         lambda s: sd(s, "van") + 2 == sd(s, "hatchback")),
        ("The Browns' car is cheaper than the Smiths', which in turn is cheaper than the Joneses'.",
         lambda s: sp(s, "Brown") < sp(s, "Smith") < sp(s, "Jones")),
        ("The most expensive car is the sedan.",
         lambda s: is_max(s, "sedan", "price", S_FAMILIES)),
        ("The pickup isn't owned by the family who hosts on Thursday, and it didn't cost $8,000.",
         lambda s: not s.same("pickup", "Thursday") and not s.same("pickup", "$8,000")),
        ("The Garcias paid more than the Smiths but less than the Joneses.",
         lambda s: sp(s, "Smith") < sp(s, "Garcia") < sp(s, "Jones")),
        ("The family hosting on Wednesday isn't the one with the cheapest car.",
         lambda s: not is_min(s, "Wednesday", "price", S_FAMILIES)),
        ("The van and the sedan belong to the Smiths and the Joneses, in some order.",
         lambda s: one_of_other(s, "van", "sedan", "Smith", "Jones")),
        ("The Browns host after the Smiths, and the latter drive a van.",
         lambda s: sd(s, "Brown") > sd(s, "Smith") and s.same("Smith", "van")),
        ("Of the Tuesday and Thursday hosts, the family with the cheaper car hosts later.",
         lambda s: sp(s, "Thursday") < sp(s, "Tuesday")),
        ("The family that bought the $8,000 car hosts on Tuesday.",
         lambda s: s.same("$8,000", "Tuesday")),
        ("Neither of the two cheapest cars is the pickup.",
         lambda s: sum(1 for f in S_FAMILIES if sp(s, f) < sp(s, "pickup")) >= 2),
        ("The Garcias don't host on Monday, and their car wasn't the cheapest.",
         lambda s: not s.same("Garcia", "Monday") and not is_min(s, "Garcia", "price", S_FAMILIES)),
        ("Either the Joneses host on Monday or the Browns drive the van, but not both.",
         lambda s: xor(s.same("Jones", "Monday"), s.same("Brown", "van"))),
        ("The Monday and Tuesday hosts are the Joneses and the Smiths, in some order.",
         lambda s: one_of_other(s, "Monday", "Tuesday", "Jones", "Smith")),
        ("Whoever paid $15,000 doesn't drive the pickup.",
         lambda s: not s.same("$15,000", "pickup")),
        ("The Smiths are the van owners; their hosting night is Tuesday.",
         lambda s: s.same("Smith", "van") and s.same("Smith", "Tuesday")),
        ("The sedan cost three times as much as the hatchback.",
         lambda s: sp(s, "sedan") == 3 * sp(s, "hatchback")),
        ("The hatchback family hosts last of all.",
         lambda s: is_max(s, "hatchback", "night", S_FAMILIES)),
        ("The Joneses' car is neither the van nor the pickup.",
         lambda s: not s.same("Jones", "van") and not s.same("Jones", "pickup")),
        ("The Garcias host the night after the Smiths and the night before the Browns.",
         lambda s: sd(s, "Garcia") == sd(s, "Smith") + 1 and sd(s, "Garcia") + 1 == sd(s, "Brown")),
        ("The Browns and the Garcias host on consecutive nights, and both of them paid less than the Joneses.",
         lambda s: abs(sd(s, "Brown") - sd(s, "Garcia")) == 1
                   and sp(s, "Brown") < sp(s, "Jones") and sp(s, "Garcia") < sp(s, "Jones")),
        ("The pickup is the Garcias'.",
         lambda s: s.same("pickup", "Garcia")),
        ("The hatchback belongs to the Browns, and it cost $5,000.",
         lambda s: s.same("hatchback", "Brown") and s.same("hatchback", "$5,000")),
        ("One of the Smiths and the Garcias hosts on Tuesday; the other drives the pickup.",
         lambda s: one_of_other(s, "Smith", "Garcia", "Tuesday", "pickup")),
        ("The Browns paid the least; the rest all paid more than $6,000.",
         lambda s: is_min(s, "Brown", "price", S_FAMILIES)
                   and all(sp(s, f) > 6000 for f in S_FAMILIES if f != "Brown")),
        ("Between the two of them, the Smiths and the Browns paid $13,000 for their cars.",
         lambda s: sp(s, "Smith") + sp(s, "Brown") == 13000),
        ("The family driving the sedan hosts three nights before the family driving the hatchback.",
         lambda s: sd(s, "sedan") + 3 == sd(s, "hatchback")),
        ("The one hosting on Wednesday drives the pickup.",
         lambda s: s.same("Wednesday", "pickup")),
       ])
