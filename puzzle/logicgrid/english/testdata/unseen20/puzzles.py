# unseen20: twelve logic grids written blind (issue 25). Each clue is the
# printed sentence and a predicate saying what it means to an ordinary reader.
# Executed by ../unseen/truth.py (which supplies puzzle, one_of_other, nv, os).

# "Either X or Y" about two different facts is read as exactly one of them
# (the setters' usual convention). EITHER=or runs the inclusive reading; the
# README says which puzzles were checked under both.
XOR = os.environ.get("EITHER", "xor") != "or"

def either(a, b):
    return (a != b) if XOR else (a or b)

def night(x):
    """Shift starts printed as 9pm ... midnight, in hours."""
    return {"9pm": 21, "10pm": 22, "11pm": 23, "midnight": 24}[x]

def race(x):
    """A run time printed as mm:ss, in seconds."""
    m, sec = x.split(":")
    return int(m) * 60 + int(sec)

def distinct(s, *items):
    rows = [s.r(i) for i in items]
    return len(set(rows)) == len(rows)

def morning(x):
    return nv(x) < 12 * 60

# ---------------------------------------------------------------- 01 terse newspaper
puzzle("u20-01-night-shift", "Night Shift",
    "Four workers clock on at different times each night.",
    [("workers", ["Dale", "Erin", "Gus", "Hana"]),
     ("jobs", ["baker", "cabbie", "guard", "nurse"]),
     ("starts", ["9pm", "10pm", "11pm", "midnight"])],
    [["Dale", "guard", "11pm"],
     ["Erin", "cabbie", "9pm"],
     ["Gus", "baker", "midnight"],
     ["Hana", "nurse", "10pm"]],
    [
     ("The nurse starts an hour before Dale.",
      lambda s: night(s.g("nurse", "starts")) == night(s.g("Dale", "starts")) - 1),
     ("The baker starts at midnight.",
      lambda s: s.same("baker", "midnight")),
     ("Hana is not the guard.",
      lambda s: not s.same("Hana", "guard")),
     ("Hana starts after the cabbie but before Gus.",
      lambda s: night(s.g("cabbie", "starts")) < night(s.g("Hana", "starts")) < night(s.g("Gus", "starts"))),
    ])

# ---------------------------------------------------------------- 02 chatty family magazine
puzzle("u20-02-summer-postcards", "Summer Postcards",
    "Four cousins each sent Grandma a postcard from a different summer holiday this year. "
    "Can you work out where everyone went, how they got there and how long they stayed?",
    [("cousins", ["Amber", "Ben", "Chloe", "Dev"]),
     ("places", ["Cornwall", "Edinburgh", "the Lake District", "Paris"]),
     ("travel", ["car", "coach", "ferry", "train"]),
     ("stays", ["3 nights", "5 nights", "7 nights", "10 nights"])],
    [["Amber", "Paris", "ferry", "5 nights"],
     ["Ben", "Cornwall", "car", "10 nights"],
     ["Chloe", "Edinburgh", "coach", "3 nights"],
     ["Dev", "the Lake District", "train", "7 nights"]],
    [
     ("Ben's family had the longest holiday of the lot – and no, they didn't go by train!",
      lambda s: s.same("Ben", "10 nights") and not s.same("Ben", "train")),
     ("Whoever went to Paris stayed two nights longer than Chloe did.",
      lambda s: s.n("Paris", "stays") == s.n("Chloe", "stays") + 2),
     ("The cousin who took the coach wasn't away for as long as Dev.",
      lambda s: s.n("coach", "stays") < s.n("Dev", "stays")),
     ("The seven-night stay was either in the Lake District or a trip by car.",
      lambda s: either(s.same("7 nights", "the Lake District"), s.same("7 nights", "car"))),
     ("Dev didn't go by car, and he didn't take the ferry either.",
      lambda s: not s.same("Dev", "car") and not s.same("Dev", "ferry")),
     ("The ferry passengers were away for two nights more than the coach party.",
      lambda s: s.n("ferry", "stays") == s.n("coach", "stays") + 2),
     ("The Cornwall trip lasted more than a week.",
      lambda s: s.n("Cornwall", "stays") > 7),
    ])

# ---------------------------------------------------------------- 03 precise puzzle book
puzzle("u20-03-evening-classes", "Evening Classes",
    "Five adults have each enrolled in a different evening class at the community centre. "
    "Each class meets on a different weekday and charges a different fee for the term.",
    [("students", ["Mr. Abbott", "Mrs. Bell", "Ms. Carr", "Mr. Dunn", "Mrs. Evans"]),
     ("classes", ["pottery", "Spanish", "watercolour", "woodwork", "yoga"]),
     ("days", ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"]),
     ("fees", ["$40", "$45", "$50", "$55", "$60"])],
    [["Mr. Abbott", "woodwork", "Thursday", "$45"],
     ["Mrs. Bell", "Spanish", "Monday", "$55"],
     ["Ms. Carr", "pottery", "Friday", "$60"],
     ["Mr. Dunn", "yoga", "Wednesday", "$40"],
     ["Mrs. Evans", "watercolour", "Tuesday", "$50"]],
    [
     ("The pottery class meets exactly one day later in the week than Mr. Abbott's class.",
      lambda s: s.n("pottery", "days") == s.n("Mr. Abbott", "days") + 1),
     ("The Spanish class costs $10 more than the woodwork class.",
      lambda s: s.n("Spanish", "fees") == s.n("woodwork", "fees") + 10),
     ("Of Mrs. Evans and the student taking yoga, one attends on Tuesday and the other pays $40.",
      lambda s: one_of_other(s, "Mrs. Evans", "yoga", "Tuesday", "$40")),
     ("The Monday class is neither pottery nor the cheapest of the five.",
      lambda s: not s.same("Monday", "pottery") and not s.same("Monday", "$40")),
     ("Mr. Dunn's class meets later in the week than the watercolour class but earlier than Mr. Abbott's.",
      lambda s: s.n("watercolour", "days") < s.n("Mr. Dunn", "days") < s.n("Mr. Abbott", "days")),
     ("The five students are Mrs. Bell, the student paying $60, the Wednesday student, "
      "the woodwork student and the student taking watercolour.",
      lambda s: distinct(s, "Mrs. Bell", "$60", "Wednesday", "woodwork", "watercolour")),
     ("The most expensive class meets on a Friday.",
      lambda s: s.same("$60", "Friday")),
    ])

# ---------------------------------------------------------------- 04 teacher
puzzle("u20-04-science-fair", "Science Fair",
    "Four pupils from my class entered the school science fair, and each came home with a "
    "different place. Can you work out who made which project and where each one finished?",
    [("pupils", ["Aisha", "Callum", "Freya", "Jonah"]),
     ("projects", ["magnets", "plant growth", "volcano", "water filter"]),
     ("places", ["1st", "2nd", "3rd", "4th"])],
    [["Aisha", "magnets", "2nd"],
     ["Callum", "volcano", "4th"],
     ["Freya", "water filter", "1st"],
     ["Jonah", "plant growth", "3rd"]],
    [
     ("The volcano came last.",
      lambda s: s.same("volcano", "4th")),
     ("Freya was placed higher than the pupil who did magnets.",
      lambda s: s.n("Freya", "places") < s.n("magnets", "places")),
     ("Jonah finished one place below Aisha.",
      lambda s: s.n("Jonah", "places") == s.n("Aisha", "places") + 1),
     ("Jonah did not make the volcano.",
      lambda s: not s.same("Jonah", "volcano")),
     ("The magnets project was placed higher than the plant growth project.",
      lambda s: s.n("magnets", "places") < s.n("plant growth", "places")),
    ])

# ---------------------------------------------------------------- 05 puzzle app
puzzle("u20-05-parkrun", "Saturday parkrun",
    "Four friends ran the Saturday parkrun together. Match each runner to their shirt, "
    "finish time and age.",
    [("runners", ["Jess", "Kofi", "Liam", "Mei"]),
     ("shirts", ["blue", "green", "red", "yellow"]),
     ("times", ["22:10", "23:45", "25:30", "27:05"]),
     ("ages", ["19", "26", "34", "41"])],
    [["Jess", "green", "23:45", "34"],
     ["Kofi", "red", "22:10", "41"],
     ["Liam", "yellow", "27:05", "19"],
     ["Mei", "blue", "25:30", "26"]],
    [
     ("The runner in red crossed the line first.",
      lambda s: s.same("red", "22:10")),
     ("Liam was slower than Mei.",
      lambda s: race(s.g("Liam", "times")) > race(s.g("Mei", "times"))),
     ("Jess is 8 years older than Mei.",
      lambda s: s.n("Jess", "ages") == s.n("Mei", "ages") + 8),
     ("The 41-year-old beat Jess by more than a minute.",
      lambda s: race(s.g("Jess", "times")) - race(s.g("41", "times")) > 60),
     ("Mei finished somewhere behind Jess.",
      lambda s: race(s.g("Mei", "times")) > race(s.g("Jess", "times"))),
     ("The runner in green is 15 years older than the runner in yellow.",
      lambda s: s.n("green", "ages") == s.n("yellow", "ages") + 15),
    ])

# ---------------------------------------------------------------- 06 competition
puzzle("u20-06-portrait-gallery", "The Long Gallery",
    "Five royal portraits hang side by side along one wall of a country-house gallery, in "
    "positions numbered 1 to 5 from left to right. Each shows a different king, is by a "
    "different painter, is dated to a different year and sits in a different frame.",
    [("positions", ["1", "2", "3", "4", "5"]),
     ("kings", ["Alfred", "Canute", "Edgar", "Harold", "Offa"]),
     ("painters", ["Ashby", "Boyce", "Crane", "Devereux", "Elling"]),
     ("years", ["1612", "1688", "1745", "1790", "1832"]),
     ("frames", ["ebony", "gilt", "oak", "silver", "walnut"])],
    [["1", "Edgar", "Crane", "1745", "walnut"],
     ["2", "Offa", "Ashby", "1612", "gilt"],
     ["3", "Harold", "Elling", "1832", "ebony"],
     ["4", "Alfred", "Boyce", "1688", "silver"],
     ["5", "Canute", "Devereux", "1790", "oak"]],
    [
     ("Alfred hangs immediately to the right of the portrait in the ebony frame.",
      lambda s: s.n("Alfred", "positions") == s.n("ebony", "positions") + 1),
     ("The oldest painting hangs next to Edgar.",
      lambda s: abs(s.n("1612", "positions") - s.n("Edgar", "positions")) == 1),
     ("Crane finished his portrait 45 years before Devereux finished his.",
      lambda s: s.n("Crane", "years") + 45 == s.n("Devereux", "years")),
     ("Neither the gilt-framed portrait nor the one dated 1832 shows Canute or Alfred.",
      lambda s: not any(s.same(a, b) for a in ("gilt", "1832") for b in ("Canute", "Alfred"))),
     ("Of the two portraits at the ends of the row, the one in the walnut frame is the older.",
      lambda s: (s.same("1", "walnut") and s.n("1", "years") < s.n("5", "years")) or
                (s.same("5", "walnut") and s.n("5", "years") < s.n("1", "years"))),
     ("The silver-framed portrait was painted more than a century before Elling's.",
      lambda s: s.n("Elling", "years") - s.n("silver", "years") > 100),
     ("Harold hangs in the middle of the row.",
      lambda s: s.same("Harold", "3")),
     ("If Offa's portrait hangs at one end of the row, it is the oldest of the five.",
      lambda s: s.n("Offa", "positions") not in (1, 5) or s.same("Offa", "1612")),
     ("The two portraits painted in the 1700s hang at opposite ends of the row.",
      lambda s: {s.n("1745", "positions"), s.n("1790", "positions")} == {1, 5}),
     ("Ashby's work hangs somewhere to the left of Boyce's, which hangs somewhere to the left of Devereux's.",
      lambda s: s.n("Ashby", "positions") < s.n("Boyce", "positions") < s.n("Devereux", "positions")),
     ("Canute hangs somewhere to the right of Alfred.",
      lambda s: s.n("Canute", "positions") > s.n("Alfred", "positions")),
    ])

# ---------------------------------------------------------------- 07 terse newspaper
puzzle("u20-07-high-street", "High Street",
    "Five shops, five owners, one high street.",
    [("owners", ["Mr. Hale", "Mrs. Ince", "Ms. Jory", "Mr. Kemp", "Mrs. Lowe"]),
     ("shops", ["bakery", "bookshop", "butcher", "chemist", "florist"]),
     ("opened", ["1998", "2003", "2007", "2012", "2019"]),
     ("staff", ["1", "2", "3", "4", "6"])],
    [["Mr. Hale", "bookshop", "2007", "2"],
     ["Mrs. Ince", "bakery", "1998", "6"],
     ["Ms. Jory", "florist", "2019", "1"],
     ["Mr. Kemp", "butcher", "2003", "4"],
     ["Mrs. Lowe", "chemist", "2012", "3"]],
    [
     ("The bakery has traded longest.",
      lambda s: s.same("bakery", "1998")),
     ("Ms. Jory opened twelve years after Mr. Hale.",
      lambda s: s.n("Ms. Jory", "opened") == s.n("Mr. Hale", "opened") + 12),
     ("The chemist employs one more than the bookshop.",
      lambda s: s.n("chemist", "staff") == s.n("bookshop", "staff") + 1),
     ("The newest shop has the fewest staff.",
      lambda s: s.same("2019", "1")),
     ("Mrs. Lowe opened after Mr. Hale, before Ms. Jory.",
      lambda s: s.n("Mr. Hale", "opened") < s.n("Mrs. Lowe", "opened") < s.n("Ms. Jory", "opened")),
     ("The 2003 shop has a staff of four.",
      lambda s: s.same("2003", "4")),
     ("Mrs. Ince has the biggest staff.",
      lambda s: s.same("Mrs. Ince", "6")),
     ("The florist opened most recently.",
      lambda s: s.same("florist", "2019")),
     ("Mr. Hale opened before the chemist.",
      lambda s: s.n("Mr. Hale", "opened") < s.n("chemist", "opened")),
    ])

# ---------------------------------------------------------------- 08 chatty family magazine
puzzle("u20-08-pet-show", "Pet Show Rosettes",
    "What a day we had at the village pet show! Five children brought along five very "
    "different pets. Can you match each child with their pet, its name and the child's age?",
    [("children", ["Bella", "Charlie", "Daisy", "Ethan", "Florence"]),
     ("pets", ["budgie", "guinea pig", "hamster", "rabbit", "tortoise"]),
     ("names", ["Biscuit", "Nibbles", "Pepper", "Shelly", "Sunny"]),
     ("ages", ["7", "8", "9", "10", "11"])],
    [["Bella", "guinea pig", "Pepper", "9"],
     ["Charlie", "tortoise", "Shelly", "11"],
     ["Daisy", "budgie", "Sunny", "7"],
     ["Ethan", "rabbit", "Biscuit", "10"],
     ["Florence", "hamster", "Nibbles", "8"]],
    [
     ("Charlie is the oldest child in the show – and no, his pet isn't called Biscuit.",
      lambda s: s.same("Charlie", "11") and not s.same("Charlie", "Biscuit")),
     ("Sunny belongs to our youngest exhibitor.",
      lambda s: s.same("Sunny", "7")),
     ("The hamster's owner is exactly a year younger than Bella.",
      lambda s: s.n("hamster", "ages") == s.n("Bella", "ages") - 1),
     ("Pepper isn't the rabbit, and Nibbles isn't the guinea pig.",
      lambda s: not s.same("Pepper", "rabbit") and not s.same("Nibbles", "guinea pig")),
     ("Ethan is two years older than Florence.",
      lambda s: s.n("Ethan", "ages") == s.n("Florence", "ages") + 2),
     ("The budgie belongs to either Daisy or Florence.",
      lambda s: s.same("budgie", "Daisy") or s.same("budgie", "Florence")),
     ("The tortoise's owner is older than the rabbit's owner.",
      lambda s: s.n("tortoise", "ages") > s.n("rabbit", "ages")),
     ("Biscuit's owner is two years older than the owner of Nibbles.",
      lambda s: s.n("Biscuit", "ages") == s.n("Nibbles", "ages") + 2),
     ("Daisy, bless her, is the baby of the group.",
      lambda s: s.same("Daisy", "7")),
     ("Pepper's owner is two years younger than Shelly's.",
      lambda s: s.n("Pepper", "ages") == s.n("Shelly", "ages") - 2),
    ])

# ---------------------------------------------------------------- 09 precise puzzle book
puzzle("u20-09-conference", "The Conference Programme",
    "Five scientists each gave one talk on the opening day of a conference. Each spoke on a "
    "different topic, at a different time and for a different length of time, and each came "
    "from a different city.",
    [("speakers", ["Dr. Fenwick", "Dr. Gallo", "Prof. Hirsch", "Dr. Ibsen", "Prof. Jain"]),
     ("topics", ["comets", "enzymes", "glaciers", "lasers", "viruses"]),
     ("times", ["9:00am", "10:30am", "11:15am", "1:45pm", "3:00pm"]),
     ("lengths", ["20 minutes", "25 minutes", "30 minutes", "40 minutes", "45 minutes"]),
     ("cities", ["Leeds", "Lyon", "Oslo", "Padua", "Utrecht"])],
    [["Dr. Fenwick", "glaciers", "1:45pm", "25 minutes", "Oslo"],
     ["Dr. Gallo", "viruses", "9:00am", "40 minutes", "Padua"],
     ["Prof. Hirsch", "lasers", "3:00pm", "20 minutes", "Utrecht"],
     ["Dr. Ibsen", "comets", "11:15am", "45 minutes", "Leeds"],
     ["Prof. Jain", "enzymes", "10:30am", "30 minutes", "Lyon"]],
    [
     ("The opening talk of the day, which was not on enzymes, lasted 40 minutes.",
      lambda s: s.same("9:00am", "40 minutes") and not s.same("9:00am", "enzymes")),
     ("The speaker from Oslo spoke for 5 minutes less than the speaker from Lyon.",
      lambda s: s.n("Oslo", "lengths") == s.n("Lyon", "lengths") - 5),
     ("Prof. Hirsch gave the last talk of the day, and it was also the shortest.",
      lambda s: s.same("Prof. Hirsch", "3:00pm") and s.same("Prof. Hirsch", "20 minutes")),
     ("The talk on comets began 45 minutes after the talk on enzymes.",
      lambda s: s.n("comets", "times") == s.n("enzymes", "times") + 45),
     ("Neither Dr. Ibsen nor Dr. Fenwick works in Padua or in Utrecht.",
      lambda s: not any(s.same(a, b) for a in ("Dr. Ibsen", "Dr. Fenwick") for b in ("Padua", "Utrecht"))),
     ("Of the two professors, the one who spoke in the morning came from Lyon.",
      lambda s: (morning(s.g("Prof. Hirsch", "times")) != morning(s.g("Prof. Jain", "times"))) and
                s.same("Lyon", "Prof. Hirsch" if morning(s.g("Prof. Hirsch", "times")) else "Prof. Jain")),
     ("The talk on viruses was longer than the one on glaciers, which in turn was longer than the talk on lasers.",
      lambda s: s.n("viruses", "lengths") > s.n("glaciers", "lengths") > s.n("lasers", "lengths")),
     ("The speaker from Leeds gave the longest talk.",
      lambda s: s.same("Leeds", "45 minutes")),
     ("Dr. Fenwick spoke later in the day than Dr. Ibsen.",
      lambda s: s.n("Dr. Fenwick", "times") > s.n("Dr. Ibsen", "times")),
     ("The five speakers are Dr. Gallo, the glaciers speaker, the speaker from Lyon, the person "
      "who spoke at 11:15am and the speaker from Utrecht.",
      lambda s: distinct(s, "Dr. Gallo", "glaciers", "Lyon", "11:15am", "Utrecht")),
    ])

# ---------------------------------------------------------------- 10 teacher
puzzle("u20-10-inventor-reports", "Inventor Reports",
    "For history homework my class each wrote a report on a famous inventor. Here are four "
    "of them, each marked out of 20.",
    [("pupils", ["Ollie", "Priya", "Quinn", "Rosa"]),
     ("inventors", ["Bell", "Edison", "Marconi", "Tesla"]),
     ("lengths", ["2 pages", "3 pages", "5 pages", "6 pages"]),
     ("marks", ["14", "16", "18", "20"])],
    [["Ollie", "Tesla", "5 pages", "16"],
     ["Priya", "Marconi", "2 pages", "20"],
     ["Quinn", "Edison", "6 pages", "14"],
     ["Rosa", "Bell", "3 pages", "18"]],
    [
     ("The longest report did not get the best mark – in fact, it got the lowest one!",
      lambda s: s.same("6 pages", "14")),
     ("Whoever wrote about Marconi wrote fewer pages than anyone else.",
      lambda s: s.same("Marconi", "2 pages")),
     ("Rosa scored two marks more than Ollie.",
      lambda s: s.n("Rosa", "marks") == s.n("Ollie", "marks") + 2),
     ("Quinn didn't write about Bell, and he didn't write about Tesla either.",
      lambda s: not s.same("Quinn", "Bell") and not s.same("Quinn", "Tesla")),
     ("The Tesla report was longer than the Bell report.",
      lambda s: s.n("Tesla", "lengths") > s.n("Bell", "lengths")),
     ("Priya got full marks – well done, Priya!",
      lambda s: s.same("Priya", "20")),
     ("Quinn wrote the most pages (quality over quantity next time, Quinn!).",
      lambda s: s.same("Quinn", "6 pages")),
     ("Rosa's report was one page longer than Priya's.",
      lambda s: s.n("Rosa", "lengths") == s.n("Priya", "lengths") + 1),
    ])

# ---------------------------------------------------------------- 11 puzzle app
puzzle("u20-11-bake-sale", "Bake Sale",
    "Five bakers brought one bake each to the school bake sale. Find each baker's bake, "
    "how long it spent in the oven and its price.",
    [("bakers", ["Hugo", "Imani", "Jude", "Kit", "Lola"]),
     ("bakes", ["brownies", "eclairs", "focaccia", "lemon tart", "scones"]),
     ("oven times", ["15 minutes", "20 minutes", "25 minutes", "35 minutes", "50 minutes"]),
     ("prices", ["$1.50", "$2.00", "$2.25", "$3.00", "$3.50"])],
    [["Hugo", "focaccia", "25 minutes", "$2.25"],
     ["Imani", "eclairs", "35 minutes", "$3.50"],
     ["Jude", "scones", "15 minutes", "$1.50"],
     ["Kit", "lemon tart", "50 minutes", "$3.00"],
     ["Lola", "brownies", "20 minutes", "$2.00"]],
    [
     ("Kit's bake took twice as long as Hugo's.",
      lambda s: s.n("Kit", "oven times") == 2 * s.n("Hugo", "oven times")),
     ("The scones were both the quickest bake and the cheapest.",
      lambda s: s.same("scones", "15 minutes") and s.same("scones", "$1.50")),
     ("The eclairs cost 50 cents more than the lemon tart.",
      lambda s: abs(s.n("eclairs", "prices") - s.n("lemon tart", "prices") - 0.5) < 1e-9),
     ("Lola's bake sold for less than Hugo's, but for more than Jude's.",
      lambda s: s.n("Jude", "prices") < s.n("Lola", "prices") < s.n("Hugo", "prices")),
     ("Imani's bake took 10 minutes longer than the focaccia.",
      lambda s: s.n("Imani", "oven times") == s.n("focaccia", "oven times") + 10),
     ("The most expensive bake was not the one that took longest.",
      lambda s: not s.same("$3.50", "50 minutes")),
    ])

# ---------------------------------------------------------------- 12 competition
puzzle("u20-12-walking-holiday", "Walking Holiday",
    "On the first morning of a walking holiday, four guests each set off on a different "
    "marked trail.",
    [("walkers", ["Ada", "Bram", "Cleo", "Dmitri"]),
     ("trails", ["Forest", "Lakeside", "Quarry", "Ridge"]),
     ("distances", ["1.5 miles", "3 miles", "4.5 miles", "6 miles"])],
    [["Ada", "Quarry", "4.5 miles"],
     ["Bram", "Ridge", "6 miles"],
     ["Cleo", "Lakeside", "1.5 miles"],
     ["Dmitri", "Forest", "3 miles"]],
    [
     ("The Ridge walk was four times the length of the Lakeside walk.",
      lambda s: s.n("Ridge", "distances") == 4 * s.n("Lakeside", "distances")),
     ("Ada walked a mile and a half further than Dmitri.",
      lambda s: s.n("Ada", "distances") == s.n("Dmitri", "distances") + 1.5),
     ("Bram and Cleo covered 7.5 miles between them.",
      lambda s: s.n("Bram", "distances") + s.n("Cleo", "distances") == 7.5),
     ("Of Ada and Bram, one walked the Quarry trail and the other went furthest.",
      lambda s: one_of_other(s, "Ada", "Bram", "Quarry", "6 miles")),
    ])
