# unseen29: twelve logic grids written blind (issue 25).
#
# Reading conventions used in the predicates below:
# - "either A or B" (and "A or B" offered as alternatives for one fact)
#   means exactly one of the two holds.
# - "neither A nor B ..." where A and B are descriptions of people also
#   means A and B are two different people; "X didn't do P or Q" = not P
#   and not Q.
# - "of A and B, one is X and the other is Y": A and B differ, and the two
#   facts are split between them (one_of_other).
# - comparisons without an amount are strict ("older", "later", "ahead");
#   "N more/less/later/earlier" is exact; "the day after", "the month
#   after", "one floor above", "immediately ahead" mean exactly one step.
# - a list "the five X were A, B, C, D and E" names five different rows.
# - a relative clause or appositive ("Colin, who isn't from Bayport, ...")
#   is asserted as a fact, like the main clause.
# - "beaten only by the runner in blue" = exactly one runner finished
#   ahead, and that runner wore blue.
# - "A and B were X and Y, in some order": the rows of A and B are the rows
#   of X and Y. "A and B wear X and Y, respectively": A is X and B is Y.
# - "somewhere between A's and B's" is unordered and strict.
# - "behind both Emeka and the 28-year-old" also says Emeka is not the
#   28-year-old (two people are named).
# - "came out of the water before" = a faster time (a mass start); "will
#   check out before" = a shorter stay (all checked in the same afternoon).
# - "the two autumn weddings" are the September and October ones; "in their
#   twenties or forties" picks out the ages 24 and 45 of the list.
# - "less than $1,000" compares with a number that is not an item.

def one(*bs):
    return sum(1 for b in bs if b) == 1

def distinct(s, *items):
    rows = [s.r(x) for x in items]
    return len(set(rows)) == len(rows)

# 1 --------------------------------------------------------------------
puzzle("u29-01-harbor-swim", "The Harbor Swim",
    "Four hardy swimmers braved the cold for the New Year's Day harbor swim. Each came from a different town, and each finished in a different time.",
    [("swimmers", ["Colin", "Hattie", "Marcus", "Priya"]),
     ("towns", ["Bayport", "Eastham", "Millbrook", "Seaview"]),
     ("times", ["21 minutes", "24 minutes", "27 minutes", "30 minutes"])],
    [["Colin", "Eastham", "27 minutes"], ["Hattie", "Seaview", "21 minutes"],
     ["Marcus", "Bayport", "30 minutes"], ["Priya", "Millbrook", "24 minutes"]],
    [
    ("The swimmers from Eastham and Bayport were Colin and Marcus, in some order.",
        lambda s: sorted([s.r("Eastham"), s.r("Bayport")]) == sorted([s.r("Colin"), s.r("Marcus")])),
    ("Hattie isn't from Millbrook.",
        lambda s: not s.same("Hattie", "Millbrook")),
    ("Marcus's time was either 24 minutes or 30 minutes.",
        lambda s: one(s.same("Marcus", "24 minutes"), s.same("Marcus", "30 minutes"))),
    ("Colin doesn't live in Bayport.",
        lambda s: not s.same("Colin", "Bayport")),
    ("Priya came out of the water before Marcus did.",
        lambda s: s.n("Priya", "times") < s.n("Marcus", "times")),
    ("The swimmer from Seaview finished 6 minutes ahead of Colin.",
        lambda s: s.n("Seaview", "times") == s.n("Colin", "times") - 6),
    ])

# 2 --------------------------------------------------------------------
puzzle("u29-02-auction", "Going Once, Going Twice",
    "Four lots came under the hammer at Saturday's estate auction, each knocked down to a different bidder holding a different paddle number.",
    [("bidders", ["Mr. Abbott", "Mrs. Beale", "Dr. Chu", "Ms. Dorsey"]),
     ("lots", ["clock", "desk", "mirror", "vase"]),
     ("prices", ["$850", "$1,100", "$1,350", "$1,600"]),
     ("paddles", ["12", "27", "33", "45"])],
    [["Mr. Abbott", "mirror", "$1,350", "27"], ["Mrs. Beale", "clock", "$850", "45"],
     ["Dr. Chu", "vase", "$1,600", "12"], ["Ms. Dorsey", "desk", "$1,100", "33"]],
    [
    ("The desk went for $250 more than the clock, and its buyer held a lower paddle number than Mrs. Beale.",
        lambda s: s.n("desk", "prices") == s.n("clock", "prices") + 250 and s.n("desk", "paddles") < s.n("Mrs. Beale", "paddles")),
    ("Dr. Chu paid more than the holder of paddle 27.",
        lambda s: s.n("Dr. Chu", "prices") > s.n("27", "prices")),
    ("Of Mr. Abbott and the bidder with paddle 45, one bought the mirror and the other spent $850.",
        lambda s: one_of_other(s, "Mr. Abbott", "45", "mirror", "$850")),
    ("Mrs. Beale spent less than $1,000.",
        lambda s: s.n("Mrs. Beale", "prices") < 1000),
    ("The vase fetched either $1,350 or $1,600.",
        lambda s: one(s.same("vase", "$1,350"), s.same("vase", "$1,600"))),
    ("Mr. Abbott's paddle number was 6 lower than Ms. Dorsey's.",
        lambda s: s.n("Mr. Abbott", "paddles") == s.n("Ms. Dorsey", "paddles") - 6),
    ])

# 3 --------------------------------------------------------------------
puzzle("u29-03-bird-count", "Backyard Bird Count",
    "Five members of the Elm Street nature club each kept watch on one kind of bird during last weekend's backyard count, and no two tallies were the same.",
    [("watchers", ["Ellie", "Frank", "Gwen", "Isaac", "June"]),
     ("birds", ["cardinals", "chickadees", "finches", "juncos", "wrens"]),
     ("tallies", ["6", "9", "12", "15", "18"])],
    [["Ellie", "juncos", "12"], ["Frank", "cardinals", "18"], ["Gwen", "wrens", "6"],
     ["Isaac", "finches", "15"], ["June", "chickadees", "9"]],
    [
    ("Whoever watched the finches counted more birds than Ellie did.",
        lambda s: s.n("finches", "tallies") > s.n("Ellie", "tallies")),
    ("June tallied fewer birds than the juncos watcher.",
        lambda s: s.n("June", "tallies") < s.n("juncos", "tallies")),
    ("The five watchers were Frank, the wren watcher, the one who counted 9 birds, the finch watcher and Ellie.",
        lambda s: distinct(s, "Frank", "wrens", "9", "finches", "Ellie")),
    ("The chickadees were counted by neither Frank nor the person with the lowest tally.",
        lambda s: not s.same("Frank", "6") and not s.same("Frank", "chickadees") and not s.same("6", "chickadees")),
    ("Of Isaac and June, one watched the finches and the other counted 9 birds.",
        lambda s: one_of_other(s, "Isaac", "June", "finches", "9")),
    ("Frank, who didn't watch the juncos, saw more birds than Isaac.",
        lambda s: not s.same("Frank", "juncos") and s.n("Frank", "tallies") > s.n("Isaac", "tallies")),
    ])

# 4 --------------------------------------------------------------------
puzzle("u29-04-chess-open", "The Lakeside Chess Open",
    "Five players from five countries made the final round-robin of the Lakeside Open. No two are the same age, and the final standings had no ties.",
    [("players", ["Anders", "Bogdan", "Chiara", "Devika", "Emeka"]),
     ("places", ["1st", "2nd", "3rd", "4th", "5th"]),
     ("ages", ["16", "19", "23", "28", "35"]),
     ("countries", ["Brazil", "Canada", "Ghana", "Norway", "Poland"])],
    [["Anders", "3rd", "23", "Canada"], ["Bogdan", "1st", "16", "Brazil"],
     ["Chiara", "5th", "35", "Norway"], ["Devika", "2nd", "28", "Ghana"],
     ["Emeka", "4th", "19", "Poland"]],
    [
    ("Bogdan finished two places ahead of Anders, who is 4 years older than the Polish player.",
        lambda s: s.n("Bogdan", "places") == s.n("Anders", "places") - 2 and s.n("Anders", "ages") == s.n("Poland", "ages") + 4),
    ("The Norwegian finished last, behind both Emeka and the 28-year-old.",
        lambda s: s.same("Norway", "5th") and not s.same("Emeka", "28") and s.n("Norway", "places") > s.n("Emeka", "places") and s.n("Norway", "places") > s.n("28", "places")),
    ("Either the Canadian or the Ghanaian took second place.",
        lambda s: one(s.same("Canada", "2nd"), s.same("Ghana", "2nd"))),
    ("The Canadian is younger than Devika.",
        lambda s: s.n("Canada", "ages") < s.n("Devika", "ages")),
    ("Chiara is older than Devika.",
        lambda s: s.n("Chiara", "ages") > s.n("Devika", "ages")),
    ("The youngest player in the field won the event.",
        lambda s: s.same("16", "1st")),
    ("The Brazilian is younger than Emeka.",
        lambda s: s.n("Brazil", "ages") < s.n("Emeka", "ages")),
    ])

# 5 --------------------------------------------------------------------
puzzle("u29-05-platforms", "Mind the Gap",
    "Four passengers waited at Crewe station one morning, each for a different train, leaving from a different platform.",
    [("passengers", ["Agnes", "Basil", "Cora", "Desmond"]),
     ("destinations", ["Bath", "Leeds", "Oxford", "York"]),
     ("departures", ["8:15am", "8:40am", "9:05am", "9:30am"]),
     ("platforms", ["2", "4", "5", "7"])],
    [["Agnes", "York", "9:05am", "4"], ["Basil", "Bath", "8:15am", "7"],
     ["Cora", "Leeds", "9:30am", "2"], ["Desmond", "Oxford", "8:40am", "5"]],
    [
    ("Basil's train departed from a higher-numbered platform than the Oxford train, which left 50 minutes before the Leeds train.",
        lambda s: s.n("Basil", "platforms") > s.n("Oxford", "platforms") and s.n("Oxford", "departures") == s.n("Leeds", "departures") - 50),
    ("Cora, who wasn't bound for Bath, caught the last train of the four.",
        lambda s: not s.same("Cora", "Bath") and s.same("Cora", "9:30am")),
    ("The train from platform 4 left at some point after the one from platform 5.",
        lambda s: s.n("4", "departures") > s.n("5", "departures")),
    ("Agnes, whose train left after Basil's, was going to neither Leeds nor Oxford.",
        lambda s: s.n("Agnes", "departures") > s.n("Basil", "departures") and not s.same("Agnes", "Leeds") and not s.same("Agnes", "Oxford")),
    ("Of Agnes and Basil, one was going to Bath and the other left from platform 4.",
        lambda s: one_of_other(s, "Agnes", "Basil", "Bath", "4")),
    ("The Leeds train didn't leave from platform 4 or 7.",
        lambda s: not s.same("Leeds", "4") and not s.same("Leeds", "7")),
    ])

# 6 --------------------------------------------------------------------
puzzle("u29-06-giant-veg", "Giant Vegetable Day",
    "The heaviest-vegetable class at the Harvest Show drew four entries this year, each from a different village, and each went home with a different ribbon.",
    [("gardeners", ["Mrs. Fenwick", "Mr. Gault", "Miss Hardy", "Mr. Iles"]),
     ("vegetables", ["leek", "marrow", "onion", "pumpkin"]),
     ("weights", ["4 pounds", "7 pounds", "11 pounds", "16 pounds"]),
     ("villages", ["Ashby", "Brayton", "Colney", "Dunmore"]),
     ("ribbons", ["blue", "green", "red", "yellow"])],
    [["Mrs. Fenwick", "leek", "4 pounds", "Colney", "green"],
     ["Mr. Gault", "pumpkin", "16 pounds", "Ashby", "blue"],
     ["Miss Hardy", "marrow", "11 pounds", "Dunmore", "red"],
     ["Mr. Iles", "onion", "7 pounds", "Brayton", "yellow"]],
    [
    ("The pumpkin, naturally, was the heaviest entry, and it took the blue ribbon.",
        lambda s: s.same("pumpkin", "16 pounds") and s.same("pumpkin", "blue")),
    ("Miss Hardy's entry weighed 4 pounds more than the onion.",
        lambda s: s.n("Miss Hardy", "weights") == s.n("onion", "weights") + 4),
    ("Mr. Iles, who lives in Brayton, didn't grow the leek.",
        lambda s: s.same("Mr. Iles", "Brayton") and not s.same("Mr. Iles", "leek")),
    ("Mr. Gault doesn't live in Colney or Dunmore.",
        lambda s: not s.same("Mr. Gault", "Colney") and not s.same("Mr. Gault", "Dunmore")),
    ("The red ribbon went to the Dunmore entry, which was heavier than Mrs. Fenwick's.",
        lambda s: s.same("red", "Dunmore") and s.n("Dunmore", "weights") > s.n("Mrs. Fenwick", "weights")),
    ("The gardener from Colney won neither the red nor the yellow ribbon.",
        lambda s: not s.same("Colney", "red") and not s.same("Colney", "yellow")),
    ("The leek was lighter than the onion, which was lighter than Mr. Gault's entry.",
        lambda s: s.n("leek", "weights") < s.n("onion", "weights") < s.n("Mr. Gault", "weights")),
    ])

# 7 --------------------------------------------------------------------
puzzle("u29-07-starting-five", "Tip-Off",
    "Coach Randall's four returning starters differ in height, jersey number and position.",
    [("players", ["Jalen", "Kofi", "Luis", "Marco"]),
     ("heights", ["6'1\"", "6'3\"", "6'6\"", "6'9\""]),
     ("jerseys", ["4", "11", "23", "32"]),
     ("positions", ["center", "point guard", "shooting guard", "small forward"])],
    [["Jalen", "6'3\"", "23", "shooting guard"], ["Kofi", "6'9\"", "4", "center"],
     ["Luis", "6'1\"", "11", "point guard"], ["Marco", "6'6\"", "32", "small forward"]],
    [
    ("The center is three inches taller than Marco.",
        lambda s: s.n("center", "heights") == s.n("Marco", "heights") + 3),
    ("Luis doesn't wear number 4 or number 32.",
        lambda s: not s.same("Luis", "4") and not s.same("Luis", "32")),
    ("Number 32 is shorter than Kofi.",
        lambda s: s.n("32", "heights") < s.n("Kofi", "heights")),
    ("The point guard and the small forward wear 11 and 32, respectively.",
        lambda s: s.same("point guard", "11") and s.same("small forward", "32")),
    ("Jalen is taller than Luis.",
        lambda s: s.n("Jalen", "heights") > s.n("Luis", "heights")),
    ("Of Jalen and the player wearing number 4, one is 6'9\" and the other plays shooting guard.",
        lambda s: one_of_other(s, "Jalen", "4", "6'9\"", "shooting guard")),
    ])

# 8 --------------------------------------------------------------------
puzzle("u29-08-wedding-season", "Wedding Season",
    "Event planner Rosa Vance booked five weddings this year, no two in the same month. Each was at a different kind of venue and had a different number of guests.",
    [("brides", ["Annalise", "Bethany", "Camille", "Delphine", "Esme"]),
     ("months", ["April", "May", "June", "September", "October"]),
     ("venues", ["barn", "beach", "chapel", "garden", "vineyard"]),
     ("guests", ["60", "85", "110", "140", "175"])],
    [["Annalise", "June", "vineyard", "140"], ["Bethany", "April", "chapel", "60"],
     ["Camille", "October", "barn", "175"], ["Delphine", "May", "beach", "85"],
     ["Esme", "September", "garden", "110"]],
    [
    ("Bethany's was the first wedding of the season.",
        lambda s: s.same("Bethany", "April")),
    ("The beach ceremony had 25 more guests than Bethany's.",
        lambda s: s.n("beach", "guests") == s.n("Bethany", "guests") + 25),
    ("The vineyard wedding was held the month after the beach wedding.",
        lambda s: s.n("vineyard", "months") == s.n("beach", "months") + 1),
    ("Of the two autumn weddings, one was held in a barn and the other had 110 guests.",
        lambda s: one_of_other(s, "September", "October", "barn", "110")),
    ("The barn wedding, the largest of the year, came later than Esme's.",
        lambda s: s.same("barn", "175") and s.n("barn", "months") > s.n("Esme", "months")),
    ("Esme invited more guests than Delphine did.",
        lambda s: s.n("Esme", "guests") > s.n("Delphine", "guests")),
    ("Annalise had 30 more guests than the couple who married in the garden.",
        lambda s: s.n("Annalise", "guests") == s.n("garden", "guests") + 30),
    ])

# 9 --------------------------------------------------------------------
puzzle("u29-09-riverside-10k", "Riverside 10K",
    "The first five finishers in Sunday's Riverside 10K came from five different towns, were of five different ages, and each wore a different color of running shirt.",
    [("runners", ["Abby", "Beto", "Cyrus", "Dinah", "Elsa"]),
     ("places", ["first", "second", "third", "fourth", "fifth"]),
     ("ages", ["24", "31", "38", "45", "52"]),
     ("towns", ["Auburn", "Dover", "Milton", "Newport", "Salem"]),
     ("shirts", ["blue", "green", "orange", "red", "yellow"])],
    [["Abby", "second", "45", "Dover", "orange"], ["Beto", "fourth", "24", "Salem", "green"],
     ["Cyrus", "first", "38", "Newport", "blue"], ["Dinah", "fifth", "31", "Auburn", "red"],
     ["Elsa", "third", "52", "Milton", "yellow"]],
    [
    ("Cyrus beat Elsa by two places; she is 14 years older than he is.",
        lambda s: s.n("Cyrus", "places") == s.n("Elsa", "places") - 2 and s.n("Elsa", "ages") == s.n("Cyrus", "ages") + 14),
    ("The runner from Salem, the youngest of the five, finished immediately ahead of Dinah.",
        lambda s: s.same("Salem", "24") and s.n("Salem", "places") == s.n("Dinah", "places") - 1),
    ("The runner from Newport is older than the one from Auburn but younger than Abby.",
        lambda s: s.n("Auburn", "ages") < s.n("Newport", "ages") < s.n("Abby", "ages")),
    ("Neither the Auburn runner nor the Milton runner is in their twenties or forties.",
        lambda s: not s.same("Auburn", "Milton") and not any(s.same(t, a) for t in ["Auburn", "Milton"] for a in ["24", "45"])),
    ("Abby, in orange, was beaten only by the runner in blue.",
        lambda s: s.same("Abby", "orange") and s.same("Abby", "second") and s.same("blue", "first")),
    ("The red shirt crossed the line last.",
        lambda s: s.same("red", "fifth")),
    ("Beto wore either green or red.",
        lambda s: one(s.same("Beto", "green"), s.same("Beto", "red"))),
    ("The oldest of the five finished right behind Abby.",
        lambda s: s.n("52", "places") == s.n("Abby", "places") + 1),
    ])

# 10 -------------------------------------------------------------------
puzzle("u29-10-supper-club", "The Supper Club",
    "Each of five friends hosted the supper club on a different weeknight last week, and each cooked a different cuisine.",
    [("hosts", ["Harriet", "Ingrid", "Jonah", "Kwame", "Lorna"]),
     ("nights", ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"]),
     ("cuisines", ["Ethiopian", "Greek", "Korean", "Mexican", "Thai"])],
    [["Harriet", "Wednesday", "Korean"], ["Ingrid", "Monday", "Thai"],
     ["Jonah", "Friday", "Greek"], ["Kwame", "Tuesday", "Mexican"],
     ["Lorna", "Thursday", "Ethiopian"]],
    [
    ("The Thai dinner was three days before Lorna's.",
        lambda s: s.n("Thai", "nights") == s.n("Lorna", "nights") - 3),
    ("Kwame hosted the day after Ingrid and the day before the Korean meal.",
        lambda s: s.n("Kwame", "nights") == s.n("Ingrid", "nights") + 1 and s.n("Kwame", "nights") == s.n("Korean", "nights") - 1),
    ("Jonah didn't cook Ethiopian or Mexican, and he hosted later in the week than Harriet.",
        lambda s: not s.same("Jonah", "Ethiopian") and not s.same("Jonah", "Mexican") and s.n("Jonah", "nights") > s.n("Harriet", "nights")),
    ("The Mexican dinner came earlier in the week than the Greek one.",
        lambda s: s.n("Mexican", "nights") < s.n("Greek", "nights")),
    ("Harriet's night fell somewhere between Ingrid's and Jonah's.",
        lambda s: min(s.n("Ingrid", "nights"), s.n("Jonah", "nights")) < s.n("Harriet", "nights") < max(s.n("Ingrid", "nights"), s.n("Jonah", "nights"))),
    ("The Ethiopian supper was either on Monday or the night before Jonah's.",
        lambda s: one(s.same("Ethiopian", "Monday"), s.n("Ethiopian", "nights") == s.n("Jonah", "nights") - 1)),
    ])

# 11 -------------------------------------------------------------------
puzzle("u29-11-hotel", "Checking In",
    "Four guests checked into the Grand Marlow on the same afternoon. Each was given a room on a different floor at a different nightly rate, and each is staying a different number of nights.",
    [("guests", ["Mr. Ortiz", "Mrs. Pell", "Ms. Quinn", "Dr. Rhee"]),
     ("floors", ["2nd", "3rd", "5th", "8th"]),
     ("stays", ["2 nights", "3 nights", "4 nights", "6 nights"]),
     ("rates", ["$129", "$149", "$189", "$229"])],
    [["Mr. Ortiz", "5th", "2 nights", "$189"], ["Mrs. Pell", "8th", "4 nights", "$229"],
     ["Ms. Quinn", "2nd", "6 nights", "$129"], ["Dr. Rhee", "3rd", "3 nights", "$149"]],
    [
    ("The guest on the 8th floor pays $40 a night more than Mr. Ortiz.",
        lambda s: s.n("8th", "rates") == s.n("Mr. Ortiz", "rates") + 40),
    ("Ms. Quinn is staying twice as long as Dr. Rhee.",
        lambda s: s.n("Ms. Quinn", "stays") == 2 * s.n("Dr. Rhee", "stays")),
    ("The cheapest room is on the lowest floor, and whoever has it is staying longer than Mrs. Pell.",
        lambda s: s.same("$129", "2nd") and s.n("$129", "stays") > s.n("Mrs. Pell", "stays")),
    ("Mrs. Pell is paying more per night than Dr. Rhee.",
        lambda s: s.n("Mrs. Pell", "rates") > s.n("Dr. Rhee", "rates")),
    ("Mr. Ortiz will check out before Mrs. Pell does.",
        lambda s: s.n("Mr. Ortiz", "stays") < s.n("Mrs. Pell", "stays")),
    ("Mrs. Pell's room is five floors above Dr. Rhee's.",
        lambda s: s.n("Mrs. Pell", "floors") == s.n("Dr. Rhee", "floors") + 5),
    ])

# 12 -------------------------------------------------------------------
puzzle("u29-12-science-fair", "Science Fair Judging",
    "Five students from Hillcrest Elementary and Middle School won ribbons at the district science fair. Each is in a different grade, has a different science teacher, and received a different score for a different project.",
    [("students", ["Asha", "Brody", "Celeste", "Dmitri", "Eun-ji"]),
     ("projects", ["bridge", "circuit", "robot", "solar oven", "water filter"]),
     ("scores", ["72", "79", "85", "91", "96"]),
     ("grades", ["4th grade", "5th grade", "6th grade", "7th grade", "8th grade"]),
     ("teachers", ["Mr. Holt", "Ms. Ivers", "Mrs. Kemp", "Mr. Lund", "Ms. Moss"])],
    [["Asha", "solar oven", "91", "7th grade", "Mr. Lund"],
     ["Brody", "bridge", "72", "5th grade", "Ms. Moss"],
     ["Celeste", "robot", "96", "8th grade", "Mr. Holt"],
     ["Dmitri", "water filter", "85", "4th grade", "Mrs. Kemp"],
     ["Eun-ji", "circuit", "79", "6th grade", "Ms. Ivers"]],
    [
    ("The robot earned the top score, 5 points more than Asha's project.",
        lambda s: s.same("robot", "96") and s.n("robot", "scores") == s.n("Asha", "scores") + 5),
    ("Eun-ji's circuit scored 7 points more than Brody's entry.",
        lambda s: s.same("Eun-ji", "circuit") and s.n("Eun-ji", "scores") == s.n("Brody", "scores") + 7),
    ("Brody, whose project scored lowest, is one grade above the student who built the water filter.",
        lambda s: s.same("Brody", "72") and s.n("Brody", "grades") == s.n("water filter", "grades") + 1),
    ("Mr. Holt's student is in a higher grade than Ms. Ivers's, who in turn is one grade above Ms. Moss's.",
        lambda s: s.n("Mr. Holt", "grades") > s.n("Ms. Ivers", "grades") and s.n("Ms. Ivers", "grades") == s.n("Ms. Moss", "grades") + 1),
    ("Neither the fourth grader nor the seventh grader had Ms. Moss or Mr. Holt.",
        lambda s: not any(s.same(g, t) for g in ["4th grade", "7th grade"] for t in ["Ms. Moss", "Mr. Holt"])),
    ("Of Brody and Asha, one built the bridge and the other is in seventh grade.",
        lambda s: one_of_other(s, "Brody", "Asha", "bridge", "7th grade")),
    ("Ms. Ivers's student scored 17 points less than Mr. Holt's.",
        lambda s: s.n("Ms. Ivers", "scores") == s.n("Mr. Holt", "scores") - 17),
    ("Dmitri's teacher is either Mrs. Kemp or Ms. Moss.",
        lambda s: one(s.same("Dmitri", "Mrs. Kemp"), s.same("Dmitri", "Ms. Moss"))),
    ])
