# Blind test set unseen50: logic-grid puzzles invented for this set.
# Each clue: (English sentence, predicate saying what it means).
# Run: python3 puzzle/logicgrid/english/testdata/unseen/truth.py puzzle/logicgrid/english/testdata/unseen50/

BOYS = {"Ben", "Dev", "Felix", "Gus", "Leo", "Omar", "Sami", "Theo", "Kofi", "Rory", "Hugo",
        "Max", "Arlo", "Jonah", "Nico", "Ravi", "Tom", "Ezra", "Finn", "Ollie", "Caleb", "Marcus"}
GIRLS = {"Amara", "Chloe", "Hattie", "Isla", "June", "Mia", "Nell", "Ruby", "Tess", "Zara", "Pippa",
         "Lena", "Ada", "Bea", "Cleo", "Freya", "Iris", "Kit", "Maya", "Esme", "Lola", "Daisy", "Wren"}

def boy(s, item, cat):
    """The person (category cat) in item's row is a boy."""
    return s.g(item, cat) in BOYS

def girl(s, item, cat):
    return s.g(item, cat) in GIRLS

def items(s, cat):
    return s.cats[[n for n, _ in s.cats].index(cat)][1]

def ix(s, item, cat):
    """Position (0, 1, 2, ...) in cat's listed order of item's cat-value."""
    return items(s, cat).index(s.g(item, cat))

def adj(s, a, b, cat):
    """a's and b's cat-values are next to each other in cat's listed order."""
    return abs(ix(s, a, cat) - ix(s, b, cat)) == 1

def xor(p, q):
    return bool(p) != bool(q)

def rows_of(s, cat):
    """The items of cat, one per entity (used to quantify over everyone)."""
    return items(s, cat)

# ---------------------------------------------------------------- u50-01
puzzle("u50-01-science-fair", "The Science Fair",
       "Four pupils of Mrs Okafor's class entered the school science fair: two boys (Ben and Dev) and two girls (Amara and Chloe). Each made a different project, and the judges ranked the four projects first to fourth.",
       [("student", ["Amara", "Ben", "Chloe", "Dev"]),
        ("project", ["volcano", "solar oven", "crystal garden", "robot arm"]),
        ("place", ["first", "second", "third", "fourth"])],
       [["Amara", "solar oven", "second"],
        ["Ben", "volcano", "fourth"],
        ["Chloe", "robot arm", "first"],
        ["Dev", "crystal garden", "third"]],
       [("The robot arm was placed higher than the solar oven, which was not made by a boy.",
         lambda s: s.n("robot arm", "place") < s.n("solar oven", "place") and girl(s, "solar oven", "student")),
        ("Dev finished exactly one place ahead of Ben.",
         lambda s: s.n("Dev", "place") == s.n("Ben", "place") - 1),
        ("The girl who built the robot arm beat Amara.",
         lambda s: girl(s, "robot arm", "student") and not s.same("robot arm", "Amara")
                   and s.n("robot arm", "place") < s.n("Amara", "place")),
        ("The crystal garden was ranked somewhere above the volcano.",
         lambda s: s.n("crystal garden", "place") < s.n("volcano", "place")),
        ("Amara's project wasn't last.",
         lambda s: s.g("Amara", "place") != "fourth"),
       ])

# ---------------------------------------------------------------- u50-02
puzzle("u50-02-sleepover", "Isla's Sleepover",
       "Isla had two friends over for a sleepover. Each of the three girls unrolled a different coloured sleeping bag and brought a different snack to share.",
       [("girl", ["Hattie", "Isla", "June"]),
        ("sleeping bag", ["purple", "orange", "teal"]),
        ("snack", ["popcorn", "marshmallows", "pretzels"])],
       [["Hattie", "teal", "pretzels"],
        ["Isla", "purple", "popcorn"],
        ["June", "orange", "marshmallows"]],
       [("Neither Hattie nor the girl with the purple sleeping bag brought marshmallows.",
         lambda s: not s.same("Hattie", "purple") and s.g("Hattie", "snack") != "marshmallows"
                   and s.g("purple", "snack") != "marshmallows"),
        ("June didn't bring the popcorn, and her sleeping bag isn't the teal one.",
         lambda s: s.g("June", "snack") != "popcorn" and s.g("June", "sleeping bag") != "teal"),
        ("Hattie didn't bring the popcorn.",
         lambda s: s.g("Hattie", "snack") != "popcorn"),
       ])

# ---------------------------------------------------------------- u50-03
puzzle("u50-03-shirt-numbers", "Shirt Numbers",
       "The Under-11 mixed five-a-side team has just been given new kit. Each of the five players (Felix, Gus and Omar are boys; Mia and Nell are girls) has a different shirt number and plays a different position.",
       [("player", ["Felix", "Gus", "Mia", "Nell", "Omar"]),
        ("shirt", ["3", "7", "9", "11", "14"]),
        ("position", ["goalkeeper", "defender", "midfielder", "winger", "striker"])],
       [["Felix", "11", "winger"],
        ["Gus", "3", "defender"],
        ["Mia", "9", "striker"],
        ["Nell", "14", "goalkeeper"],
        ["Omar", "7", "midfielder"]],
       [("The striker's shirt number is 2 higher than Omar's.",
         lambda s: s.n("striker", "shirt") == s.n("Omar", "shirt") + 2),
        ("The goalkeeper wears the highest number of the five, and she isn't Mia.",
         lambda s: s.g("goalkeeper", "shirt") == "14" and girl(s, "goalkeeper", "player")
                   and not s.same("goalkeeper", "Mia")),
        ("Gus's number is lower than Felix's, and he plays neither in midfield nor on the wing.",
         lambda s: s.n("Gus", "shirt") < s.n("Felix", "shirt")
                   and s.g("Gus", "position") not in ("midfielder", "winger")),
        ("Of the winger and the defender, one is Gus and the other wears number 11.",
         lambda s: one_of_other(s, "winger", "defender", "Gus", "11")),
        ("The winger is one of the boys.",
         lambda s: boy(s, "winger", "player")),
       ])

# ---------------------------------------------------------------- u50-04
puzzle("u50-04-music-lessons", "Music Lesson Timetable",
       "On Thursday afternoons the music school gives four half-hour lessons, one after another. Each pupil (Leo and Sami are boys, Ruby and Tess are girls) learns a different instrument with a different teacher.",
       [("pupil", ["Leo", "Ruby", "Sami", "Tess"]),
        ("time", ["3:45pm", "4:15pm", "4:45pm", "5:15pm"]),
        ("instrument", ["piano", "violin", "flute", "drums"]),
        ("teacher", ["Mr Hale", "Ms Kaur", "Mrs Bell", "Mr Tran"])],
       [["Leo", "4:45pm", "drums", "Mr Tran"],
        ["Ruby", "3:45pm", "violin", "Ms Kaur"],
        ["Sami", "5:15pm", "piano", "Mrs Bell"],
        ["Tess", "4:15pm", "flute", "Mr Hale"]],
       [("The flute lesson starts at quarter past four.",
         lambda s: s.g("flute", "time") == "4:15pm"),
        ("Leo's lesson is half an hour after the flute lesson.",
         lambda s: s.n("Leo", "time") == s.n("flute", "time") + 30),
        ("The first lesson of the afternoon is taught by Ms Kaur.",
         lambda s: s.g("3:45pm", "teacher") == "Ms Kaur"),
        ("Mrs Bell teaches the last lesson of the day.",
         lambda s: s.g("Mrs Bell", "time") == "5:15pm"),
        ("Ruby learns neither the drums nor the piano, and her teacher isn't a man.",
         lambda s: s.g("Ruby", "instrument") not in ("drums", "piano")
                   and s.g("Ruby", "teacher") in ("Ms Kaur", "Mrs Bell")),
        ("Mr Hale's pupil is a girl.",
         lambda s: girl(s, "Mr Hale", "pupil")),
        ("The drummer has his lesson half an hour before the piano lesson, and he is taught by Mr Tran.",
         lambda s: s.n("drums", "time") == s.n("piano", "time") - 30 and boy(s, "drums", "pupil")
                   and s.same("drums", "Mr Tran")),
       ])

# ---------------------------------------------------------------- u50-05
puzzle("u50-05-pet-show", "The Village Pet Show",
       "Four children entered their pets in the village pet show. Kofi and Rory are boys; Lena and Zara are girls. Each child brought a different pet, and no two of them are the same age.",
       [("child", ["Kofi", "Lena", "Rory", "Zara"]),
        ("pet", ["hamster", "parrot", "tortoise", "rabbit"]),
        ("age", ["8", "9", "10", "11"])],
       [["Kofi", "tortoise", "10"],
        ["Lena", "parrot", "11"],
        ["Rory", "hamster", "8"],
        ["Zara", "rabbit", "9"]],
       [("Zara is older than Rory, but she is younger than the girl with the parrot.",
         lambda s: s.n("Zara", "age") > s.n("Rory", "age") and girl(s, "parrot", "child")
                   and not s.same("Zara", "parrot") and s.n("Zara", "age") < s.n("parrot", "age")),
        ("The tortoise's owner is exactly 2 years older than the hamster's owner.",
         lambda s: s.n("tortoise", "age") == s.n("hamster", "age") + 2),
        ("Neither of the boys owns the rabbit.",
         lambda s: girl(s, "rabbit", "child")),
       ])

# ---------------------------------------------------------------- u50-06
puzzle("u50-06-treasure-hunt", "Treasure Hunt in the Park",
       "At Hugo's birthday party, four teams raced to find a hidden treasure tin in the park. Each team had a different captain (Hugo and Max are boys, Ada and Iris are girls), found its tin in a different place and took a different time.",
       [("team", ["Foxes", "Owls", "Badgers", "Otters"]),
        ("captain", ["Ada", "Hugo", "Iris", "Max"]),
        ("hiding place", ["under the bench", "in the greenhouse", "behind the shed", "by the pond"]),
        ("time", ["12 minutes", "15 minutes", "19 minutes", "24 minutes"])],
       [["Foxes", "Hugo", "in the greenhouse", "19 minutes"],
        ["Owls", "Ada", "by the pond", "12 minutes"],
        ["Badgers", "Max", "under the bench", "24 minutes"],
        ["Otters", "Iris", "behind the shed", "15 minutes"]],
       [("The team that found its tin by the pond took 7 minutes less than the Foxes.",
         lambda s: s.n("by the pond", "time") == s.n("Foxes", "time") - 7),
        ("Max's team was the slowest of the four.",
         lambda s: s.g("Max", "time") == "24 minutes"),
        ("Hugo's team took longer than the Otters but was faster than the team that looked under the bench.",
         lambda s: s.n("Hugo", "time") > s.n("Otters", "time")
                   and s.n("Hugo", "time") < s.n("under the bench", "time")),
        ("The Owls didn't look behind the shed, and Ada's team was quicker than Iris's.",
         lambda s: s.g("Owls", "hiding place") != "behind the shed"
                   and s.n("Ada", "time") < s.n("Iris", "time")),
        ("The Badgers were captained by one of the boys.",
         lambda s: boy(s, "Badgers", "captain")),
        ("The tin behind the shed was found more quickly than Hugo's.",
         lambda s: s.n("behind the shed", "time") < s.n("Hugo", "time")),
       ])

# ---------------------------------------------------------------- u50-07
puzzle("u50-07-bake-off", "The Junior Bake-Off",
       "Five young bakers (Bea, Cleo and Pippa are girls; Ezra and Finn are boys) took part in the school's Junior Bake-Off. Each baked something different, wore a different coloured apron and was given a different score out of ten by the judges.",
       [("baker", ["Bea", "Cleo", "Ezra", "Finn", "Pippa"]),
        ("bake", ["lemon drizzle", "brownies", "scones", "carrot cake", "jam tarts"]),
        ("score", ["6 points", "7 points", "8 points", "9 points", "10 points"]),
        ("apron", ["red", "blue", "green", "yellow", "pink"])],
       [["Bea", "scones", "8 points", "green"],
        ["Cleo", "carrot cake", "10 points", "red"],
        ["Ezra", "brownies", "6 points", "yellow"],
        ["Finn", "jam tarts", "9 points", "blue"],
        ["Pippa", "lemon drizzle", "7 points", "pink"]],
       [("Ezra scored 2 points fewer than Bea.",
         lambda s: s.n("Ezra", "score") == s.n("Bea", "score") - 2),
        ("The brownies got the lowest score.",
         lambda s: s.g("brownies", "score") == "6 points"),
        ("Finn's jam tarts scored more than the lemon drizzle but less than the carrot cake.",
         lambda s: s.same("Finn", "jam tarts") and s.n("jam tarts", "score") > s.n("lemon drizzle", "score")
                   and s.n("jam tarts", "score") < s.n("carrot cake", "score")),
        ("Of Pippa and the baker in the blue apron, one made the lemon drizzle and the other scored 9 points.",
         lambda s: one_of_other(s, "Pippa", "blue", "lemon drizzle", "9 points")),
        ("The yellow apron was worn by a boy.",
         lambda s: boy(s, "yellow", "baker")),
        ("Neither Cleo nor the baker who made the brownies wore green.",
         lambda s: s.g("Cleo", "apron") != "green" and s.g("brownies", "apron") != "green"
                   and not s.same("Cleo", "brownies")),
        ("The pink apron scored exactly one point less than the green apron.",
         lambda s: s.n("pink", "score") == s.n("green", "score") - 1),
       ])

# ---------------------------------------------------------------- u50-08
puzzle("u50-08-book-club", "The Spring Book Club",
       "Three friends run a small book club: each of them chose one book for the group, and the group read one book a month in March, April and May. The three books have different lengths.",
       [("member", ["Esme", "Marcus", "Wren"]),
        ("book", ["The Lost Lighthouse", "Comet Kids", "Mr Pickle's Shop"]),
        ("month", ["March", "April", "May"]),
        ("length", ["180 pages", "240 pages", "310 pages"])],
       [["Esme", "Comet Kids", "May", "240 pages"],
        ["Marcus", "The Lost Lighthouse", "March", "310 pages"],
        ["Wren", "Mr Pickle's Shop", "April", "180 pages"]],
       [("The longest book was read in March.",
         lambda s: s.g("310 pages", "month") == "March"),
        ("Wren's choice was read the month after Marcus's, and it was shorter than Esme's.",
         lambda s: s.n("Wren", "month") == s.n("Marcus", "month") + 1
                   and s.n("Wren", "length") < s.n("Esme", "length")),
        ("Comet Kids is 60 pages longer than Mr Pickle's Shop.",
         lambda s: s.n("Comet Kids", "length") == s.n("Mr Pickle's Shop", "length") + 60),
        ("Esme's choice wasn't the longest of the three books.",
         lambda s: s.g("Esme", "length") != "310 pages"),
       ])

# ---------------------------------------------------------------- u50-09
def secs_diff(s, a, b):
    """a's time minus b's time, in seconds, rounded to a tenth."""
    return round(s.n(a, "time") - s.n(b, "time"), 1)

puzzle("u50-09-swimming-gala", "The 50 m Freestyle Final",
       "Four swimmers from four different clubs reached the final of the 50 m freestyle at the county swimming gala. Daisy and Lola are girls; Jonah and Nico are boys. Each swam in a different lane (lanes 1 to 4, where 1 and 4 are the outside lanes) and clocked a different time; the fastest time won.",
       [("swimmer", ["Daisy", "Jonah", "Lola", "Nico"]),
        ("lane", ["1", "2", "3", "4"]),
        ("time", ["31.4 seconds", "32.0 seconds", "32.9 seconds", "33.5 seconds"]),
        ("club", ["Riverside", "Hillcrest", "Bayview", "Northgate"])],
       [["Daisy", "3", "31.4 seconds", "Hillcrest"],
        ["Jonah", "1", "32.9 seconds", "Bayview"],
        ["Lola", "4", "33.5 seconds", "Riverside"],
        ["Nico", "2", "32.0 seconds", "Northgate"]],
       [("The winner swam in the lane right next to Nico's.",
         lambda s: abs(s.n("31.4 seconds", "lane") - s.n("Nico", "lane")) == 1),
        ("Of the two girls, one won the race and the other swims for Riverside.",
         lambda s: one_of_other(s, "Daisy", "Lola", "31.4 seconds", "Riverside")),
        ("Jonah was 0.9 seconds slower than Nico.",
         lambda s: secs_diff(s, "Jonah", "Nico") == 0.9),
        ("The Bayview swimmer was in a lower-numbered lane than the Hillcrest swimmer.",
         lambda s: s.n("Bayview", "lane") < s.n("Hillcrest", "lane")),
        ("Daisy and Lola didn't both swim in an outside lane.",
         lambda s: not (s.g("Daisy", "lane") in ("1", "4") and s.g("Lola", "lane") in ("1", "4"))),
        ("The Hillcrest swimmer is a girl.",
         lambda s: girl(s, "Hillcrest", "swimmer")),
        ("Lola touched the wall after Jonah did.",
         lambda s: s.n("Lola", "time") > s.n("Jonah", "time")),
        ("Exactly two swimmers had a higher lane number than the Northgate swimmer.",
         lambda s: sum(1 for x in rows_of(s, "swimmer") if s.n(x, "lane") > s.n("Northgate", "lane")) == 2),
       ])

# ---------------------------------------------------------------- u50-10
puzzle("u50-10-school-trip", "The Coach to the Museum",
       "On the class trip to the museum, five pupils sat in a single line of seats on the left side of the coach, numbered 1 (right behind the driver) to 5 (furthest back). Freya and Iris are girls; Arlo, Ravi and Tom are boys. Each brought a different packed lunch.",
       [("pupil", ["Arlo", "Freya", "Iris", "Ravi", "Tom"]),
        ("seat", ["1", "2", "3", "4", "5"]),
        ("lunch", ["cheese sandwich", "pasta salad", "wrap", "sushi", "pizza slice"])],
       [["Arlo", "4", "pizza slice"],
        ["Freya", "1", "sushi"],
        ["Iris", "3", "wrap"],
        ["Ravi", "5", "pasta salad"],
        ["Tom", "2", "cheese sandwich"]],
       [("Freya sat 2 seats in front of Iris.",
         lambda s: s.n("Freya", "seat") == s.n("Iris", "seat") - 2),
        ("The boy with the cheese sandwich sat next to both girls.",
         lambda s: boy(s, "cheese sandwich", "pupil")
                   and abs(s.n("cheese sandwich", "seat") - s.n("Freya", "seat")) == 1
                   and abs(s.n("cheese sandwich", "seat") - s.n("Iris", "seat")) == 1),
        ("Arlo, Ravi and the pupil with the sushi are three different people.",
         lambda s: s.g("sushi", "pupil") not in ("Arlo", "Ravi")),
        ("The pizza slice was eaten in the seat directly in front of Ravi's.",
         lambda s: s.n("pizza slice", "seat") == s.n("Ravi", "seat") - 1),
        ("Nobody sat behind Ravi.",
         lambda s: s.g("Ravi", "seat") == "5"),
        ("Tom sat somewhere in front of Arlo.",
         lambda s: s.n("Tom", "seat") < s.n("Arlo", "seat")),
        ("The wrap was in the seat just behind the cheese sandwich.",
         lambda s: s.n("wrap", "seat") == s.n("cheese sandwich", "seat") + 1),
       ])

# ---------------------------------------------------------------- u50-11
puzzle("u50-11-pocket-money", "Saving Up",
       "Four cousins (Caleb and Ollie are boys; Kit and Maya are girls) each saved up their pocket money over the summer and spent it on something different. No two of them saved the same amount, and no two are the same age.",
       [("cousin", ["Caleb", "Kit", "Maya", "Ollie"]),
        ("saved", ["$12", "$15", "$18", "$21"]),
        ("bought", ["kite", "comic", "football", "paint set"]),
        ("age", ["9", "10", "11", "12"])],
       [["Caleb", "$18", "kite", "12"],
        ["Kit", "$12", "paint set", "10"],
        ["Maya", "$21", "football", "9"],
        ["Ollie", "$15", "comic", "11"]],
       [("The oldest of the four saved $6 more than Kit.",
         lambda s: s.n("12", "saved") == s.n("Kit", "saved") + 6),
        ("Maya is the youngest, but she saved the most.",
         lambda s: s.g("Maya", "age") == "9" and s.g("Maya", "saved") == "$21"),
        ("The boy who bought the comic is a year younger than the kite buyer.",
         lambda s: boy(s, "comic", "cousin") and s.n("comic", "age") == s.n("kite", "age") - 1),
        ("The football was bought either by Maya or by the cousin who saved $15.",
         lambda s: xor(s.same("football", "Maya"), s.same("football", "$15"))),
        ("Exactly one of the other cousins is older than Ollie.",
         lambda s: sum(1 for x in rows_of(s, "cousin") if s.n(x, "age") > s.n("Ollie", "age")) == 1),
       ])

# ---------------------------------------------------------------- u50-12
puzzle("u50-12-camp-talent-show", "Talent Night at Camp",
       "On the last evening of summer camp, five campers (Daisy, Kit and Zara are girls; Finn and Marcus are boys) took part in the talent show. The acts went on every quarter of an hour from 6:00pm to 7:00pm. Each camper did a different act and sleeps in a different cabin.",
       [("camper", ["Daisy", "Finn", "Kit", "Marcus", "Zara"]),
        ("act", ["juggling", "magic trick", "singing", "tap dance", "stand-up comedy"]),
        ("time", ["6:00pm", "6:15pm", "6:30pm", "6:45pm", "7:00pm"]),
        ("cabin", ["Birch", "Cedar", "Maple", "Pine", "Willow"])],
       [["Daisy", "singing", "7:00pm", "Pine"],
        ["Finn", "magic trick", "6:15pm", "Cedar"],
        ["Kit", "juggling", "6:00pm", "Willow"],
        ["Marcus", "stand-up comedy", "6:45pm", "Birch"],
        ["Zara", "tap dance", "6:30pm", "Maple"]],
       [("The show opened with the juggler and closed with a song.",
         lambda s: s.g("juggling", "time") == "6:00pm" and s.g("singing", "time") == "7:00pm"),
        ("Finn went on a quarter of an hour after Kit.",
         lambda s: s.n("Finn", "time") == s.n("Kit", "time") + 15),
        ("Of the two boys, one sleeps in Cedar cabin and the other did stand-up comedy.",
         lambda s: one_of_other(s, "Finn", "Marcus", "Cedar", "stand-up comedy")),
        ("The tap dancer, who is a girl, performed half an hour before the singer.",
         lambda s: girl(s, "tap dance", "camper") and s.n("tap dance", "time") == s.n("singing", "time") - 30),
        ("The Pine camper performed 45 minutes after the Cedar camper.",
         lambda s: s.n("Pine", "time") == s.n("Cedar", "time") + 45),
        ("Daisy performed later than both of the boys.",
         lambda s: s.n("Daisy", "time") > s.n("Finn", "time") and s.n("Daisy", "time") > s.n("Marcus", "time")),
        ("Zara isn't in Birch cabin, and the girl in Willow cabin performed before Zara.",
         lambda s: s.g("Zara", "cabin") != "Birch" and girl(s, "Willow", "camper")
                   and not s.same("Willow", "Zara") and s.n("Willow", "time") < s.n("Zara", "time")),
       ])
