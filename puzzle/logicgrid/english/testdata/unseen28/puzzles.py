# unseen28: twelve logic grids written blind (issue 25).
# Exec'd by ../../main/puzzle/logicgrid/english/testdata/unseen/truth.py, which
# supplies puzzle(), the State methods s.same/s.r/s.g/s.n, nv and one_of_other.
#
# Reading conventions (as a careful magazine reader takes them):
# - "either A or B" = exactly one of the two holds.
# - "neither A nor B ..." where A and B are from different categories also
#   means A and B are different people.
# - "Of A and B, one ... and the other ..." = A and B are different people and
#   the two properties are split between them (one_of_other).
# - A list "The five were A, B, C, D and E" = all different people.
# - Comparisons without an amount ("more", "later", "higher") are strict.
# - "N more / N less / N later" is exact. "the month after", "directly below",
#   "immediately behind", "straight after" = exactly one step on the scale.
# - "ahead of" / "higher than" in a finishing order means a better (smaller)
#   place number.
# - "between A and B" on a scale = strictly between, in either order.
# - An appositive or relative clause ("Nadia chose Middlemarch, which ...")
#   asserts both facts.
# - "If P, then Q" = material implication (true whenever P is false).
# - Superlatives ("the lightest", "came last", "first of the four") = the
#   extreme value of the scale among the items listed.
# - "finished below / lower than" in a finishing order = a larger place
#   number; "outweighed both A and B" = heavier than each of them.
# - "Neither A nor B played X or Y" (A, B same category) = none of the four
#   pairings holds.
# - "Yvonne's marrow didn't come third" = not "third prize"; "highly
#   commended" counts as one of the four awards.


def mx(s, item, cat):
    """item holds the largest value of cat."""
    return s.n(item, cat) == max(nv(v) for c, vs in s.cats if c == cat for v in vs)


def mn(s, item, cat):
    """item holds the smallest value of cat."""
    return s.n(item, cat) == min(nv(v) for c, vs in s.cats if c == cat for v in vs)


def xor(a, b):
    return bool(a) != bool(b)


def implies(a, b):
    return (not a) or b


def distinct(s, *items):
    rows = [s.r(x) for x in items]
    return len(set(rows)) == len(rows)


def neither(s, a, b, x):
    """Neither a nor b is x (a and b different people)."""
    return s.r(a) != s.r(b) and not s.same(a, x) and not s.same(b, x)


# ---------------------------------------------------------------- 1
# Children's activity book: short, friendly sentences, exclamation marks.
puzzle("u28-01-pet-show", "Pet Show Ribbons",
    "Four children brought their pets to the school pet show, and every pet won a ribbon! Can you work out which pet belongs to each child and what colour ribbon it won?",
    [("children", ["Ben", "Lily", "Max", "Zoe"]),
     ("pets", ["hamster", "kitten", "puppy", "rabbit"]),
     ("ribbons", ["blue", "green", "red", "yellow"])],
    [["Ben", "rabbit", "yellow"],
     ["Lily", "kitten", "blue"],
     ["Max", "puppy", "green"],
     ["Zoe", "hamster", "red"]],
    [
    ("Lily's pet won the blue ribbon.",
        lambda s: s.same("Lily", "blue")),
    ("The puppy did not win a red ribbon or a yellow one.",
        lambda s: not s.same("puppy", "red") and not s.same("puppy", "yellow")),
    ("Ben doesn't have a kitten or a hamster.",
        lambda s: not s.same("Ben", "kitten") and not s.same("Ben", "hamster")),
    ("The rabbit won the yellow ribbon, but it isn't Lily's and it isn't Max's.",
        lambda s: s.same("rabbit", "yellow") and not s.same("rabbit", "Lily") and not s.same("rabbit", "Max")),
    ("Max's pet won the green ribbon.",
        lambda s: s.same("Max", "green")),
    ("Zoe's pet is not a kitten, and neither is Max's.",
        lambda s: not s.same("Zoe", "kitten") and not s.same("Max", "kitten")),
    ])

# ---------------------------------------------------------------- 2
# US puzzle magazine, easy tier: plain "The person who ..." clues.
puzzle("u28-02-yard-sale", "Yard Sale Finds",
    "Last Saturday, four neighbors each bought one item at the Maple Street yard sale. Using the clues, match each shopper with the item bought and the price paid.",
    [("shoppers", ["Arlene", "Curtis", "Gwen", "Howard"]),
     ("items", ["bicycle", "lamp", "quilt", "typewriter"]),
     ("prices", ["$5", "$10", "$15", "$20"])],
    [["Arlene", "quilt", "$15"],
     ["Curtis", "typewriter", "$5"],
     ["Gwen", "bicycle", "$20"],
     ["Howard", "lamp", "$10"]],
    [
    ("The person who bought the lamp paid $5 less than Arlene.",
        lambda s: s.n("lamp", "prices") == s.n("Arlene", "prices") - 5),
    ("Gwen spent more than Howard did.",
        lambda s: s.n("Gwen", "prices") > s.n("Howard", "prices")),
    ("The typewriter cost $5.",
        lambda s: s.same("typewriter", "$5")),
    ("The bicycle sold for a higher price than the quilt.",
        lambda s: s.n("bicycle", "prices") > s.n("quilt", "prices")),
    ("Gwen didn't buy the lamp.",
        lambda s: not s.same("Gwen", "lamp")),
    ("Howard didn't buy the typewriter.",
        lambda s: not s.same("Howard", "typewriter")),
    ])

# ---------------------------------------------------------------- 3
# US puzzle magazine, hard tier: relational clues, "of ... one ... the other",
# a five-name list clue.
puzzle("u28-03-spelling-bee", "County Spelling Bee",
    "Five finalists reached the last round of this year's Harlan County Spelling Bee. Each represented a different school and was given a different final word. Determine each finalist's school, final word and finishing place.",
    [("finalists", ["Adrienne", "Ezekiel", "Marisol", "Percy", "Tamsin"]),
     ("schools", ["Cedar Hill", "Lakeview", "Northgate", "Pine Ridge", "Westbrook"]),
     ("words", ["chrysanthemum", "ebullient", "gnocchi", "logorrhea", "succinct"]),
     ("places", ["1st", "2nd", "3rd", "4th", "5th"])],
    [["Adrienne", "Lakeview", "succinct", "3rd"],
     ["Ezekiel", "Pine Ridge", "chrysanthemum", "5th"],
     ["Marisol", "Northgate", "logorrhea", "1st"],
     ["Percy", "Westbrook", "gnocchi", "4th"],
     ["Tamsin", "Cedar Hill", "ebullient", "2nd"]],
    [
    ("The five finalists were Ezekiel, the Lakeview student, the speller who finished 1st, the one given \"ebullient\" and the speller from Westbrook.",
        lambda s: distinct(s, "Ezekiel", "Lakeview", "1st", "ebullient", "Westbrook")),
    ("Of Tamsin and the finalist from Pine Ridge, one finished 2nd and the other was given \"chrysanthemum\".",
        lambda s: one_of_other(s, "Tamsin", "Pine Ridge", "2nd", "chrysanthemum")),
    ("The speller from Northgate finished two places ahead of the one who drew \"succinct\".",
        lambda s: s.n("succinct", "places") == s.n("Northgate", "places") + 2),
    ("Percy, who isn't from Cedar Hill, finished immediately behind Adrienne.",
        lambda s: not s.same("Percy", "Cedar Hill") and s.n("Percy", "places") == s.n("Adrienne", "places") + 1),
    ("Neither Marisol nor the Cedar Hill student was the one who drew \"gnocchi\".",
        lambda s: neither(s, "Marisol", "Cedar Hill", "gnocchi")),
    ("The Westbrook speller finished somewhere below the Lakeview student.",
        lambda s: s.n("Westbrook", "places") > s.n("Lakeview", "places")),
    ("Whoever drew \"logorrhea\" finished higher than Tamsin.",
        lambda s: s.n("logorrhea", "places") < s.n("Tamsin", "places")),
    ("The Lakeview student finished higher than Ezekiel but lower than Marisol.",
        lambda s: s.n("Marisol", "places") < s.n("Lakeview", "places") < s.n("Ezekiel", "places")),
    ])

# ---------------------------------------------------------------- 4
# UK weekly: full names (forename + surname), surnames used alone, "nonetheless".
puzzle("u28-04-marrow-class", "Giant Marrows",
    "At the Little Wexcombe produce show, four gardeners entered the giant marrow class, where the judges look at more than size alone. From the clues, can you work out each grower's full name, the weight of their marrow and the award it received?",
    [("forenames", ["Derek", "Maureen", "Stanley", "Yvonne"]),
     ("surnames", ["Ashworth", "Pennock", "Rudd", "Tillotson"]),
     ("weights", ["14 lb", "17 lb", "19 lb", "22 lb"]),
     ("awards", ["first prize", "second prize", "third prize", "highly commended"])],
    [["Derek", "Rudd", "19 lb", "third prize"],
     ["Maureen", "Tillotson", "22 lb", "second prize"],
     ["Stanley", "Ashworth", "14 lb", "first prize"],
     ["Yvonne", "Pennock", "17 lb", "highly commended"]],
    [
    ("Ashworth's marrow, the lightest of the four, nonetheless took first prize.",
        lambda s: mn(s, "Ashworth", "weights") and s.same("Ashworth", "first prize")),
    ("Maureen's entry weighed 5 lb more than Yvonne's.",
        lambda s: s.n("Maureen", "weights") == s.n("Yvonne", "weights") + 5),
    ("Tillotson's marrow outweighed both Pennock's and Rudd's.",
        lambda s: s.n("Tillotson", "weights") > s.n("Pennock", "weights") and s.n("Tillotson", "weights") > s.n("Rudd", "weights")),
    ("Tillotson's marrow was placed second.",
        lambda s: s.same("Tillotson", "second prize")),
    ("Yvonne's marrow didn't come third.",
        lambda s: not s.same("Yvonne", "third prize")),
    ("Stanley's marrow was lighter than Derek Rudd's.",
        lambda s: s.same("Derek", "Rudd") and s.n("Stanley", "weights") < s.n("Derek", "weights")),
    ])

# ---------------------------------------------------------------- 5
# Australian puzzle book: "mates", "clocked up", "straight after".
puzzle("u28-05-road-trip", "Up the Track",
    "Four mates shared the driving on a road trip from Adelaide to Darwin last winter, each taking one leg. Work out who drove each leg, how far they drove and what they spotted along the way.",
    [("drivers", ["Kylie", "Mick", "Tegan", "Wayne"]),
     ("legs", ["first", "second", "third", "fourth"]),
     ("distances", ["540 km", "690 km", "845 km", "980 km"]),
     ("sightings", ["dingo", "emu", "road train", "wedge-tailed eagle"])],
    [["Kylie", "third", "540 km", "dingo"],
     ["Mick", "first", "845 km", "wedge-tailed eagle"],
     ["Tegan", "fourth", "690 km", "road train"],
     ["Wayne", "second", "980 km", "emu"]],
    [
    ("Whoever drove the first leg clocked up 845 km.",
        lambda s: s.same("first", "845 km")),
    ("Wayne drove the leg straight after Mick's, and covered more kilometres than anyone.",
        lambda s: s.n("Wayne", "legs") == s.n("Mick", "legs") + 1 and mx(s, "Wayne", "distances")),
    ("Neither Tegan nor the driver who did 540 km saw the emu.",
        lambda s: neither(s, "Tegan", "540 km", "emu")),
    ("The road train was spotted on the last leg.",
        lambda s: s.same("road train", "fourth")),
    ("Kylie's leg was 150 km shorter than Tegan's.",
        lambda s: s.n("Kylie", "distances") == s.n("Tegan", "distances") - 150),
    ("The wedge-tailed eagle turned up on a longer leg than the dingo did.",
        lambda s: s.n("wedge-tailed eagle", "distances") > s.n("dingo", "distances")),
    ("Mick didn't spot the emu.",
        lambda s: not s.same("Mick", "emu")),
    ("Tegan drove a later leg than Kylie.",
        lambda s: s.n("Tegan", "legs") > s.n("Kylie", "legs")),
    ])

# ---------------------------------------------------------------- 6
# Newspaper puzzle corner: compact, titles as names, months.
puzzle("u28-06-book-club", "Book Club Picks",
    "The Tuesday Readers let each of their five members choose the book for one month, January to May. Who chose which book, and when was it read?",
    [("members", ["Doris", "Frank", "Imogen", "Leon", "Nadia"]),
     ("books", ["Beloved", "Dune", "Middlemarch", "Persuasion", "Rebecca"]),
     ("months", ["January", "February", "March", "April", "May"])],
    [["Doris", "Rebecca", "March"],
     ["Frank", "Dune", "January"],
     ["Imogen", "Persuasion", "May"],
     ["Leon", "Beloved", "February"],
     ["Nadia", "Middlemarch", "April"]],
    [
    ("Dune was read first.",
        lambda s: mn(s, "Dune", "months")),
    ("Frank's pick came a month before Leon's.",
        lambda s: s.n("Leon", "months") == s.n("Frank", "months") + 1),
    ("Nadia chose Middlemarch, which the club read the month after Doris's choice.",
        lambda s: s.same("Nadia", "Middlemarch") and s.n("Middlemarch", "months") == s.n("Doris", "months") + 1),
    ("Persuasion wasn't read in February or March.",
        lambda s: not s.same("Persuasion", "February") and not s.same("Persuasion", "March")),
    ("Imogen's book was read later than Rebecca.",
        lambda s: s.n("Imogen", "months") > s.n("Rebecca", "months")),
    ("Leon didn't choose Rebecca.",
        lambda s: not s.same("Leon", "Rebecca")),
    ("Frank didn't choose Rebecca or Persuasion.",
        lambda s: not s.same("Frank", "Rebecca") and not s.same("Frank", "Persuasion")),
    ])

# ---------------------------------------------------------------- 7
# Teacher's classroom worksheet: simple declaratives, points.
puzzle("u28-07-science-fair", "Science Fair Scores",
    "Four students in Mrs. Okafor's class entered the science fair. Read the clues and fill in the grid to find each student's project and score.",
    [("students", ["Aiden", "Bella", "Carlos", "Daisy"]),
     ("projects", ["magnet maze", "plant growth", "solar oven", "volcano"]),
     ("scores", ["82 points", "88 points", "91 points", "95 points"])],
    [["Aiden", "magnet maze", "88 points"],
     ["Bella", "volcano", "95 points"],
     ["Carlos", "plant growth", "82 points"],
     ["Daisy", "solar oven", "91 points"]],
    [
    ("Bella scored higher than Daisy.",
        lambda s: s.n("Bella", "scores") > s.n("Daisy", "scores")),
    ("The student who made the solar oven scored 3 points more than Aiden.",
        lambda s: s.n("solar oven", "scores") == s.n("Aiden", "scores") + 3),
    ("Carlos did not make the volcano.",
        lambda s: not s.same("Carlos", "volcano")),
    ("The plant growth project scored lower than the magnet maze.",
        lambda s: s.n("plant growth", "scores") < s.n("magnet maze", "scores")),
    ("Daisy scored more than Aiden.",
        lambda s: s.n("Daisy", "scores") > s.n("Aiden", "scores")),
    ("Aiden didn't make the volcano.",
        lambda s: not s.same("Aiden", "volcano")),
    ])

# ---------------------------------------------------------------- 8
# Charity newsletter: chatty, asides, "bless her", a conditional.
puzzle("u28-08-santa-run", "The Santa Fun Run",
    "Five of our Hillside Hospice shop volunteers ran the Santa Fun Run in December, each in a different costume. Thank you to everyone who sponsored them! Can you work out each runner's costume, how much they raised and their time?",
    [("runners", ["Bernadette", "Colin", "Priya", "Rhys", "Wendy"]),
     ("costumes", ["Christmas pudding", "elf", "reindeer", "Santa", "snowman"]),
     ("amounts", ["$120", "$185", "$240", "$310", "$425"]),
     ("times", ["24 minutes", "27 minutes", "31 minutes", "35 minutes", "42 minutes"])],
    [["Bernadette", "Christmas pudding", "$310", "42 minutes"],
     ["Colin", "reindeer", "$120", "24 minutes"],
     ["Priya", "elf", "$425", "31 minutes"],
     ["Rhys", "Santa", "$185", "35 minutes"],
     ["Wendy", "snowman", "$240", "27 minutes"]],
    [
    ("Our top fundraiser was Priya, who ran as an elf.",
        lambda s: mx(s, "Priya", "amounts") and s.same("Priya", "elf")),
    ("Colin was first across the line, though he raised the least of anyone.",
        lambda s: mn(s, "Colin", "times") and mn(s, "Colin", "amounts")),
    ("Bernadette, bless her, waddled round in the Christmas pudding costume and took 15 minutes longer than Wendy.",
        lambda s: s.same("Bernadette", "Christmas pudding") and s.n("Bernadette", "times") == s.n("Wendy", "times") + 15),
    ("The snowman raised $55 more than Santa.",
        lambda s: s.n("snowman", "amounts") == s.n("Santa", "amounts") + 55),
    ("Rhys finished after Priya but before Bernadette.",
        lambda s: s.n("Priya", "times") < s.n("Rhys", "times") < s.n("Bernadette", "times")),
    ("If Wendy wasn't the snowman, then she was the reindeer.",
        lambda s: implies(not s.same("Wendy", "snowman"), s.same("Wendy", "reindeer"))),
    ])

# ---------------------------------------------------------------- 9
# Puzzle website daily grid: terse, floors, either/or, "directly below".
puzzle("u28-09-walk-up", "The Garnet Street Walk-Up",
    "Four tenants live on the four floors of a small walk-up on Garnet Street, one to a floor. Each has a different job, a different pet and a different car.",
    [("tenants", ["Farida", "Gus", "Hollis", "Juno"]),
     ("floors", ["1st floor", "2nd floor", "3rd floor", "4th floor"]),
     ("jobs", ["baker", "nurse", "pilot", "tailor"]),
     ("pets", ["ferret", "goldfish", "parrot", "tortoise"]),
     ("cars", ["hatchback", "pickup", "sedan", "van"])],
    [["Farida", "3rd floor", "pilot", "goldfish", "sedan"],
     ["Gus", "1st floor", "baker", "ferret", "van"],
     ["Hollis", "4th floor", "nurse", "parrot", "pickup"],
     ["Juno", "2nd floor", "tailor", "tortoise", "hatchback"]],
    [
    ("Gus lives on the lowest floor.",
        lambda s: mn(s, "Gus", "floors")),
    ("The baker, who drives the van, lives two floors below Farida.",
        lambda s: s.same("baker", "van") and s.n("Farida", "floors") == s.n("baker", "floors") + 2),
    ("The pilot lives directly below the parrot owner.",
        lambda s: s.n("parrot", "floors") == s.n("pilot", "floors") + 1),
    ("The tailor drives a hatchback and doesn't own the ferret.",
        lambda s: s.same("tailor", "hatchback") and not s.same("tailor", "ferret")),
    ("Juno either owns the tortoise or lives on the 3rd floor.",
        lambda s: xor(s.same("Juno", "tortoise"), s.same("Juno", "3rd floor"))),
    ("Farida doesn't own the parrot or the tortoise.",
        lambda s: not s.same("Farida", "parrot") and not s.same("Farida", "tortoise")),
    ("The goldfish lives on a higher floor than the hatchback's owner.",
        lambda s: s.n("goldfish", "floors") > s.n("hatchback", "floors")),
    ("Hollis doesn't drive the sedan.",
        lambda s: not s.same("Hollis", "sedan")),
    ])

# ---------------------------------------------------------------- 10
# Competition booklet, 5x5: dense compound clues, times, marks.
puzzle("u28-10-auditions", "Youth Orchestra Auditions",
    "Five young musicians auditioned for the Harbour City Youth Orchestra one Saturday morning, at half-hourly intervals. Each played a different instrument and a piece by a different composer, and each received a different mark. Find each musician's audition time, instrument, composer and mark.",
    [("musicians", ["Anouk", "Callum", "Ilse", "Oren", "Saoirse"]),
     ("times", ["9:00am", "9:30am", "10:00am", "10:30am", "11:00am"]),
     ("instruments", ["cello", "clarinet", "flute", "trumpet", "viola"]),
     ("composers", ["Bach", "Brahms", "Debussy", "Elgar", "Mozart"]),
     ("marks", ["71 points", "78 points", "84 points", "90 points", "96 points"])],
    [["Anouk", "10:30am", "viola", "Brahms", "84 points"],
     ["Callum", "9:00am", "trumpet", "Elgar", "78 points"],
     ["Ilse", "11:00am", "flute", "Debussy", "96 points"],
     ["Oren", "9:30am", "cello", "Bach", "71 points"],
     ["Saoirse", "10:00am", "clarinet", "Mozart", "90 points"]],
    [
    ("Ilse, who was the last to audition, scored 12 points more than the Brahms player.",
        lambda s: mx(s, "Ilse", "times") and s.n("Ilse", "marks") == s.n("Brahms", "marks") + 12),
    ("The cellist auditioned half an hour after the trumpeter, and played Bach.",
        lambda s: s.n("cello", "times") == s.n("trumpet", "times") + 30 and s.same("cello", "Bach")),
    ("Neither Callum nor Saoirse played the viola or the cello.",
        lambda s: not s.same("Callum", "viola") and not s.same("Callum", "cello")
                  and not s.same("Saoirse", "viola") and not s.same("Saoirse", "cello")),
    ("The Mozart was performed at 10:00am, by someone who scored higher than Anouk.",
        lambda s: s.same("Mozart", "10:00am") and s.n("Mozart", "marks") > s.n("Anouk", "marks")),
    ("Of Oren and the flautist, one scored 71 points and the other performed Debussy.",
        lambda s: one_of_other(s, "Oren", "flute", "71 points", "Debussy")),
    ("Callum scored lower than Saoirse but higher than Oren.",
        lambda s: s.n("Oren", "marks") < s.n("Callum", "marks") < s.n("Saoirse", "marks")),
    ("The Elgar was played earlier in the morning than the clarinet.",
        lambda s: s.n("Elgar", "times") < s.n("clarinet", "times")),
    ("The viola player scored 6 points more than the trumpeter.",
        lambda s: s.n("viola", "marks") == s.n("trumpet", "marks") + 6),
    ])

# ---------------------------------------------------------------- 11
# Retirement-village newsletter: warm, "our oldest", ages as bare numbers.
puzzle("u28-11-birthday-teas", "Autumn Birthday Teas",
    "Four residents of Willowmere Gardens celebrated birthdays between September and December, and each chose a different cake for their birthday tea in the lounge. Can you match each resident with their birthday month, their cake and the age they turned?",
    [("residents", ["Edna", "Harold", "Marjorie", "Wilfred"]),
     ("months", ["September", "October", "November", "December"]),
     ("cakes", ["carrot cake", "coffee and walnut", "lemon drizzle", "Victoria sponge"]),
     ("ages", ["80", "84", "89", "93"])],
    [["Edna", "November", "lemon drizzle", "93"],
     ["Harold", "September", "carrot cake", "84"],
     ["Marjorie", "December", "Victoria sponge", "80"],
     ["Wilfred", "October", "coffee and walnut", "89"]],
    [
    ("Our oldest birthday girl, Edna, chose lemon drizzle.",
        lambda s: mx(s, "Edna", "ages") and s.same("Edna", "lemon drizzle")),
    ("Harold's birthday came first of the four, and he is four years older than Marjorie.",
        lambda s: mn(s, "Harold", "months") and s.n("Harold", "ages") == s.n("Marjorie", "ages") + 4),
    ("Wilfred's birthday wasn't in December, and he didn't choose the carrot cake.",
        lambda s: not s.same("Wilfred", "December") and not s.same("Wilfred", "carrot cake")),
    ("The carrot cake was cut in an earlier month than the coffee and walnut.",
        lambda s: s.n("carrot cake", "months") < s.n("coffee and walnut", "months")),
    ("Marjorie, our youngest, didn't have the coffee and walnut.",
        lambda s: mn(s, "Marjorie", "ages") and not s.same("Marjorie", "coffee and walnut")),
    ("Edna's birthday was the month before Marjorie's.",
        lambda s: s.n("Marjorie", "months") == s.n("Edna", "months") + 1),
    ])

# ---------------------------------------------------------------- 12
# Pub quiz sheet: punny team names, "lot", "aced", plural team agreement.
puzzle("u28-12-quiz-night", "Thursday Quiz Night",
    "Four teams turned out for the Red Lion's Thursday quiz. From the clues, work out each team's captain, its final score and the round it did best in.",
    [("teams", ["Les Quizerables", "Quizzy Rascals", "The Brainstormers", "Universally Challenged"]),
     ("captains", ["Dev", "Fiona", "Gareth", "Kasia"]),
     ("scores", ["38 points", "42 points", "45 points", "51 points"]),
     ("rounds", ["film", "geography", "music", "sport"])],
    [["Les Quizerables", "Kasia", "51 points", "music"],
     ["Quizzy Rascals", "Gareth", "38 points", "sport"],
     ["The Brainstormers", "Dev", "45 points", "film"],
     ["Universally Challenged", "Fiona", "42 points", "geography"]],
    [
    ("Kasia's team won, beating The Brainstormers by six points.",
        lambda s: mx(s, "Kasia", "scores") and s.n("Kasia", "scores") == s.n("The Brainstormers", "scores") + 6),
    ("Gareth's lot came last, though they aced the sport round.",
        lambda s: mn(s, "Gareth", "scores") and s.same("Gareth", "sport")),
    ("Universally Challenged weren't captained by Dev, and their best round wasn't film.",
        lambda s: not s.same("Universally Challenged", "Dev") and not s.same("Universally Challenged", "film")),
    ("The film buffs outscored the geography specialists.",
        lambda s: s.n("film", "scores") > s.n("geography", "scores")),
    ("Les Quizerables' best round was music.",
        lambda s: s.same("Les Quizerables", "music")),
    ("Quizzy Rascals finished below both Dev's team and Universally Challenged.",
        lambda s: s.n("Quizzy Rascals", "scores") < s.n("Dev", "scores") and s.n("Quizzy Rascals", "scores") < s.n("Universally Challenged", "scores")),
    ])
