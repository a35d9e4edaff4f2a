# unseen46: logic-grid puzzles full of amounts (times, weights, distances,
# temperatures, percentages, prices, ages, counts). Each clue is written
# twice: the printed sentence and a predicate saying what it means.
# Names truth.py provides: State (s.r, s.g, s.n, s.same), nv, one_of_other, puzzle.

def items(s, cat):
    """The items of category cat."""
    return dict(s.cats)[cat]

def v(s, x, cat):
    """The amount of category cat in x's row (x any item)."""
    return s.n(x, cat)

def rank(s, x, cat, high=True):
    """1 for the largest amount of cat (high=True) or the smallest (high=False)."""
    vals = sorted((nv(i) for i in items(s, cat)), reverse=high)
    return vals.index(v(s, x, cat)) + 1

def most(s, x, cat):
    return rank(s, x, cat) == 1

def least(s, x, cat):
    return rank(s, x, cat, False) == 1

def top(s, cat):
    """The item of cat with the largest amount."""
    return max(items(s, cat), key=nv)

def bottom(s, cat):
    """The item of cat with the smallest amount."""
    return min(items(s, cat), key=nv)

def diff(s, a, b, cat):
    """a's amount minus b's amount."""
    return v(s, a, cat) - v(s, b, cat)

def near(a, b):
    """Equal amounts, allowing for float rounding (prices with cents)."""
    return abs(a - b) < 1e-6

def xor(p, q):
    """Either ... or ..., not both."""
    return bool(p) != bool(q)

def differ(s, *xs):
    """x1, x2, ... are all different entities."""
    rows = [s.r(x) for x in xs]
    return len(set(rows)) == len(rows)

def ends(s, x, start, length):
    """Clock time (minutes after midnight) at which x's activity ends."""
    return v(s, x, start) + v(s, x, length)


# ---------------------------------------------------------------- u46-01
puzzle("u46-01-cupcake-orders", "Cupcake Orders at Crumbs & Co.",
    "Four customers collected boxes of cupcakes from Crumbs & Co. on Saturday morning. Each ordered a different number of cupcakes in a different flavour, and each paid a different amount.",
    [("customer", ["Alma", "Bruno", "Celia", "Dev"]),
     ("cupcakes", ["6", "9", "12", "15"]),
     ("price", ["$7.25", "$9.50", "$11.75", "$14.00"]),
     ("flavour", ["lemon", "vanilla", "mocha", "carrot"])],
    [["Alma", "12", "$9.50", "mocha"],
     ["Bruno", "6", "$14.00", "lemon"],
     ["Celia", "15", "$7.25", "carrot"],
     ["Dev", "9", "$11.75", "vanilla"]],
    [("Bruno ordered half as many cupcakes as Alma.",
      lambda s: v(s, "Bruno", "cupcakes") * 2 == v(s, "Alma", "cupcakes")),
     ("The customer who chose lemon paid $2.25 more than Dev.",
      lambda s: near(diff(s, "lemon", "Dev", "price"), 2.25)),
     ("Neither the vanilla order nor the carrot order was for 12 cupcakes.",
      lambda s: not s.same("vanilla", "12") and not s.same("carrot", "12")),
     ("Whoever ordered the most cupcakes paid the least.",
      lambda s: s.same(top(s, "cupcakes"), bottom(s, "price"))),
     ("Alma spent somewhat less than Dev did.",
      lambda s: v(s, "Alma", "price") < v(s, "Dev", "price")),
     ("Dev didn't order carrot cupcakes.",
      lambda s: not s.same("Dev", "carrot")),
    ])


# ---------------------------------------------------------------- u46-02
puzzle("u46-02-early-lifters", "Early Lifters at Ironside Gym",
    "Five regulars at Ironside Gym came in early on Tuesday. Each arrived at a different time, set a different bench-press best and finished the morning with a different class.",
    [("member", ["Fay", "Gus", "Hana", "Ivo", "Jess"]),
     ("bench press", ["40 kg", "45 kg", "50 kg", "55 kg", "60 kg"]),
     ("arrival", ["6:00am", "6:30am", "7:00am", "7:30am", "8:00am"]),
     ("class", ["spin", "yoga", "boxing", "pilates", "rowing"])],
    [["Fay", "50 kg", "7:30am", "pilates"],
     ["Gus", "60 kg", "6:00am", "boxing"],
     ["Hana", "40 kg", "8:00am", "yoga"],
     ["Ivo", "55 kg", "7:00am", "rowing"],
     ["Jess", "45 kg", "6:30am", "spin"]],
    [("Gus pressed 15 kg more than Jess.",
      lambda s: diff(s, "Gus", "Jess", "bench press") == 15),
     ("The yoga regular, who was the last to arrive, also lifted the least.",
      lambda s: most(s, "yoga", "arrival") and least(s, "yoga", "bench press")),
     ("Fay got there an hour and a half after the boxer.",
      lambda s: diff(s, "Fay", "boxing", "arrival") == 90),
     ("Of Ivo and Hana, one does yoga and the other arrived at 7:00am.",
      lambda s: one_of_other(s, "Ivo", "Hana", "yoga", "7:00am")),
     ("The spin rider's best is either 5 kg more or 5 kg less than the yoga regular's.",
      lambda s: abs(diff(s, "spin", "yoga", "bench press")) == 5),
     ("The pilates fan turned up sometime after 7:00am.",
      lambda s: v(s, "pilates", "arrival") > 7 * 60),
     ("Hana isn't the rower.",
      lambda s: not s.same("Hana", "rowing")),
     ("The second heaviest lift wasn't Fay's.",
      lambda s: rank(s, "Fay", "bench press") != 2),
    ])


# ---------------------------------------------------------------- u46-03
puzzle("u46-03-weigh-in-at-the-vet", "Weigh-In at Maple Lane Vets",
    "Four owners brought their pets to Maple Lane Vets for an annual check-up. Each pet had a different weight and a different age.",
    [("owner", ["Mrs Kelly", "Mr Lam", "Ms Moss", "Mr Nash"]),
     ("pet", ["Biscuit", "Cleo", "Duke", "Pepper"]),
     ("weight", ["3.5 kg", "5 kg", "6.5 kg", "8 kg"]),
     ("age", ["2 years", "4 years", "7 years", "11 years"])],
    [["Mrs Kelly", "Cleo", "6.5 kg", "11 years"],
     ["Mr Lam", "Duke", "3.5 kg", "4 years"],
     ["Ms Moss", "Pepper", "8 kg", "2 years"],
     ["Mr Nash", "Biscuit", "5 kg", "7 years"]],
    [("Duke weighs 1.5 kg less than Biscuit.",
      lambda s: diff(s, "Duke", "Biscuit", "weight") == -1.5),
     ("Pepper is half as old as Mr Lam's pet.",
      lambda s: v(s, "Pepper", "age") * 2 == v(s, "Mr Lam", "age")),
     ("Mr Nash's pet is 5 years older than the heaviest animal.",
      lambda s: diff(s, "Mr Nash", top(s, "weight"), "age") == 5),
     ("Cleo doesn't belong to Ms Moss.",
      lambda s: not s.same("Cleo", "Ms Moss")),
     ("Biscuit is younger than Cleo but older than the 3.5 kg pet.",
      lambda s: v(s, "Cleo", "age") > v(s, "Biscuit", "age") > v(s, "3.5 kg", "age")),
    ])


# ---------------------------------------------------------------- u46-04
puzzle("u46-04-harbour-relay", "The Harbour Marathon Relay",
    "Five club mates shared the Harbour Marathon as a relay team. Each ran one leg, the legs were of different lengths, and each runner took a different number of minutes.",
    [("runner", ["Ana", "Ben", "Cora", "Dmitri", "Elle"]),
     ("leg", ["first", "second", "third", "fourth", "fifth"]),
     ("distance", ["4 km", "5.5 km", "7 km", "8.5 km", "10 km"]),
     ("time", ["20 minutes", "27 minutes", "35 minutes", "44 minutes", "50 minutes"])],
    [["Ana", "third", "8.5 km", "44 minutes"],
     ["Ben", "first", "5.5 km", "35 minutes"],
     ["Cora", "fifth", "4 km", "20 minutes"],
     ["Dmitri", "second", "10 km", "50 minutes"],
     ["Elle", "fourth", "7 km", "27 minutes"]],
    [("Cora ran the final leg, which was the shortest of the five.",
      lambda s: s.same("Cora", "fifth") and least(s, "fifth", "distance")),
     ("Elle took 7 minutes longer than Cora.",
      lambda s: diff(s, "Elle", "Cora", "time") == 7),
     ("The 5.5 km leg was run immediately before Dmitri's.",
      lambda s: diff(s, "Dmitri", "5.5 km", "leg") == 1),
     ("The runner who took 44 minutes ran either the third leg or the fifth.",
      lambda s: xor(s.same("44 minutes", "third"), s.same("44 minutes", "fifth"))),
     ("Ben finished his leg 15 minutes quicker than the runner who covered 10 km.",
      lambda s: diff(s, "Ben", "10 km", "time") == -15),
     ("Elle's leg was 3 km longer than Cora's.",
      lambda s: diff(s, "Elle", "Cora", "distance") == 3),
     ("The fourth leg was completed in under half an hour.",
      lambda s: v(s, "fourth", "time") < 30),
     ("Ana ran two legs before Cora.",
      lambda s: diff(s, "Cora", "Ana", "leg") == 2),
    ])


# ---------------------------------------------------------------- u46-05
puzzle("u46-05-market-fruit-stall", "At the Market Fruit Stall",
    "Four shoppers stopped at Rosie's fruit stall at the Sunday market. Each bought a single kind of fruit, weighed out in a different amount, and paid a different price.",
    [("shopper", ["Pat", "Rosa", "Sam", "Tilly"]),
     ("fruit", ["apples", "plums", "cherries", "figs"]),
     ("weight", ["250 g", "500 g", "750 g", "1,000 g"]),
     ("price", ["$2.40", "$3.15", "$4.80", "$6.00"])],
    [["Pat", "plums", "750 g", "$4.80"],
     ["Rosa", "cherries", "250 g", "$6.00"],
     ["Sam", "apples", "1,000 g", "$2.40"],
     ["Tilly", "figs", "500 g", "$3.15"]],
    [("Pat's bag held three times as much fruit as Rosa's.",
      lambda s: v(s, "Pat", "weight") == 3 * v(s, "Rosa", "weight")),
     ("The cherries cost $1.20 more than the plums.",
      lambda s: near(diff(s, "cherries", "plums", "price"), 1.20)),
     ("Sam's bag was the heaviest of the four, yet it was the cheapest.",
      lambda s: most(s, "Sam", "weight") and least(s, "Sam", "price")),
     ("The figs weighed half a kilo less than the apples.",
      lambda s: diff(s, "figs", "apples", "weight") == -500),
     ("Rosa paid more than twice what Sam paid.",
      lambda s: v(s, "Rosa", "price") > 2 * v(s, "Sam", "price")),
    ])


# ---------------------------------------------------------------- u46-06
puzzle("u46-06-weather-volunteers", "Weather Station Volunteers",
    "Five volunteers each read the instruments at a different village weather station one afternoon last April. Each station showed a different temperature and a different day's rainfall.",
    [("volunteer", ["Greta", "Hugo", "Ines", "Jonas", "Kemal"]),
     ("village", ["Ashby", "Brill", "Corfe", "Dunmore", "Elton"]),
     ("temperature", ["11 degrees", "14 degrees", "17 degrees", "20 degrees", "23 degrees"]),
     ("rainfall", ["2 mm", "5 mm", "8 mm", "12 mm", "20 mm"])],
    [["Greta", "Corfe", "17 degrees", "8 mm"],
     ["Hugo", "Ashby", "23 degrees", "2 mm"],
     ["Ines", "Elton", "11 degrees", "20 mm"],
     ["Jonas", "Brill", "14 degrees", "12 mm"],
     ["Kemal", "Dunmore", "20 degrees", "5 mm"]],
    [("Corfe was 6 degrees warmer than the village where Ines took her readings.",
      lambda s: diff(s, "Corfe", "Ines", "temperature") == 6),
     ("The warmest village had the least rain.",
      lambda s: s.same(top(s, "temperature"), bottom(s, "rainfall"))),
     ("Jonas measured 7 mm more rain than Kemal did.",
      lambda s: diff(s, "Jonas", "Kemal", "rainfall") == 7),
     ("Elton had ten times as much rain as Ashby.",
      lambda s: v(s, "Elton", "rainfall") == 10 * v(s, "Ashby", "rainfall")),
     ("Dunmore was either 3 degrees warmer or 3 degrees colder than Greta's village.",
      lambda s: abs(diff(s, "Dunmore", "Greta", "temperature")) == 3),
     ("Neither Greta nor Jonas read the instruments at Elton.",
      lambda s: not s.same("Greta", "Elton") and not s.same("Jonas", "Elton")),
     ("Kemal's thermometer read higher than Greta's.",
      lambda s: v(s, "Kemal", "temperature") > v(s, "Greta", "temperature")),
     ("It was colder in Brill than in Dunmore.",
      lambda s: v(s, "Brill", "temperature") < v(s, "Dunmore", "temperature")),
    ])


# ---------------------------------------------------------------- u46-07
puzzle("u46-07-crystal-lab", "Growing Crystals in Lab 3",
    "Four chemistry students each grew crystals from a different compound in Lab 3. Each started from a sample of a different mass, and each got a different percentage yield.",
    [("student", ["Leo", "Mira", "Noor", "Omar"]),
     ("compound", ["borax", "urea", "alum", "salt"]),
     ("sample", ["20 g", "25 g", "30 g", "40 g"]),
     ("yield", ["55%", "65%", "70%", "85%"])],
    [["Leo", "borax", "30 g", "85%"],
     ["Mira", "urea", "20 g", "65%"],
     ["Noor", "alum", "40 g", "55%"],
     ["Omar", "salt", "25 g", "70%"]],
    [("Noor's sample was twice as heavy as Mira's.",
      lambda s: v(s, "Noor", "sample") == 2 * v(s, "Mira", "sample")),
     ("The borax gave a yield 15% higher than the salt did.",
      lambda s: diff(s, "borax", "salt", "yield") == 15),
     ("The alum crystals had the poorest yield.",
      lambda s: least(s, "alum", "yield")),
     ("Omar weighed out 5 g less than Leo.",
      lambda s: diff(s, "Omar", "Leo", "sample") == -5),
     ("Mira's yield was 10% higher than Noor's.",
      lambda s: diff(s, "Mira", "Noor", "yield") == 10),
     ("Of Leo and Omar, one worked with borax and the other started with 25 g.",
      lambda s: one_of_other(s, "Leo", "Omar", "borax", "25 g")),
    ])


# ---------------------------------------------------------------- u46-08
puzzle("u46-08-friday-at-the-roxy", "Friday Night at the Roxy",
    "Five friends each went to see a different film at the Roxy multiplex last Friday. The films started at different times and ran for different lengths.",
    [("viewer", ["Quinn", "Ravi", "Sofia", "Theo", "Uma"]),
     ("film", ["Night Harbour", "Paper Moons", "The Long Field", "Glass Tigers", "Red Orchard"]),
     ("start", ["6:15pm", "6:45pm", "7:00pm", "7:30pm", "8:10pm"]),
     ("length", ["95 minutes", "110 minutes", "125 minutes", "140 minutes", "150 minutes"])],
    [["Quinn", "Paper Moons", "7:30pm", "95 minutes"],
     ["Ravi", "Glass Tigers", "6:15pm", "150 minutes"],
     ["Sofia", "Night Harbour", "8:10pm", "110 minutes"],
     ["Theo", "Red Orchard", "6:45pm", "125 minutes"],
     ["Uma", "The Long Field", "7:00pm", "140 minutes"]],
    [("Paper Moons started half an hour after Uma's film.",
      lambda s: diff(s, "Paper Moons", "Uma", "start") == 30),
     ("The longest film was also the first to start.",
      lambda s: s.same(top(s, "length"), bottom(s, "start"))),
     ("Red Orchard finished at 8:50pm.",
      lambda s: ends(s, "Red Orchard", "start", "length") == nv("8:50pm")),
     ("Theo's film began 85 minutes before Sofia's.",
      lambda s: diff(s, "Sofia", "Theo", "start") == 85),
     ("Quinn's film ended a quarter of an hour after Theo's.",
      lambda s: ends(s, "Quinn", "start", "length") - ends(s, "Theo", "start", "length") == 15),
     ("Night Harbour, the 140-minute film and the film Quinn saw are three different films.",
      lambda s: differ(s, "Night Harbour", "140 minutes", "Quinn")),
     ("Glass Tigers runs somewhat longer than The Long Field.",
      lambda s: v(s, "Glass Tigers", "length") > v(s, "The Long Field", "length")),
     ("Night Harbour was shown later in the evening than The Long Field.",
      lambda s: v(s, "Night Harbour", "start") > v(s, "The Long Field", "start")),
    ])


# ---------------------------------------------------------------- u46-09
puzzle("u46-09-moving-day", "Moving Day for Swift Removals",
    "Swift Removals sent five movers to clear a family house. Each mover emptied a different room, carried a different number of boxes, and noted the weight of the heaviest box he or she lifted; no two of those weights were the same.",
    [("mover", ["Axel", "Bea", "Colm", "Dina", "Eamon"]),
     ("room", ["kitchen", "study", "attic", "nursery", "garage"]),
     ("heaviest box", ["12 kg", "15 kg", "18 kg", "24 kg", "30 kg"]),
     ("boxes", ["8 boxes", "11 boxes", "14 boxes", "17 boxes", "20 boxes"])],
    [["Axel", "garage", "30 kg", "8 boxes"],
     ["Bea", "study", "24 kg", "14 boxes"],
     ["Colm", "kitchen", "12 kg", "20 boxes"],
     ["Dina", "nursery", "15 kg", "17 boxes"],
     ["Eamon", "attic", "18 kg", "11 boxes"]],
    [("Bea's heaviest box was twice as heavy as Colm's.",
      lambda s: v(s, "Bea", "heaviest box") == 2 * v(s, "Colm", "heaviest box")),
     ("Whoever cleared the attic carried 3 fewer boxes than Bea.",
      lambda s: diff(s, "attic", "Bea", "boxes") == -3),
     ("Bea and Colm carried 34 boxes between them.",
      lambda s: v(s, "Bea", "boxes") + v(s, "Colm", "boxes") == 34),
     ("Axel and Eamon moved 19 boxes in total.",
      lambda s: v(s, "Axel", "boxes") + v(s, "Eamon", "boxes") == 19),
     ("The heaviest box from the garage was 6 kg heavier than the heaviest one from the study.",
      lambda s: diff(s, "garage", "study", "heaviest box") == 6),
     ("Nobody carried more boxes than the mover who emptied the kitchen.",
      lambda s: most(s, "kitchen", "boxes")),
     ("The nursery's heaviest box weighed under 20 kg.",
      lambda s: v(s, "nursery", "heaviest box") < 20),
     ("The single heaviest box of the day was lifted by Axel.",
      lambda s: most(s, "Axel", "heaviest box")),
     ("The mover whose heaviest box was 18 kg carried the second fewest boxes.",
      lambda s: rank(s, "18 kg", "boxes", False) == 2),
    ])


# ---------------------------------------------------------------- u46-10
puzzle("u46-10-knitting-circle", "The Thursday Knitting Circle",
    "Four members of the Thursday knitting circle each finished a different project this month. The knitters are of different ages, and each project used a different number of balls of wool.",
    [("knitter", ["Edna", "Flo", "Gwen", "Hattie"]),
     ("project", ["shawl", "mittens", "cardigan", "beret"]),
     ("age", ["58", "63", "67", "71"]),
     ("wool", ["2 balls", "3 balls", "8 balls", "10 balls"])],
    [["Edna", "shawl", "71", "8 balls"],
     ["Flo", "mittens", "63", "2 balls"],
     ["Gwen", "cardigan", "58", "10 balls"],
     ["Hattie", "beret", "67", "3 balls"]],
    [("The cardigan took 2 more balls of wool than the shawl.",
      lambda s: diff(s, "cardigan", "shawl", "wool") == 2),
     ("Flo is 5 years older than the woman who knitted the cardigan.",
      lambda s: diff(s, "Flo", "cardigan", "age") == 5),
     ("The oldest member of the circle used four times as many balls as Flo.",
      lambda s: v(s, top(s, "age"), "wool") == 4 * v(s, "Flo", "wool")),
     ("Hattie, who isn't the youngest, made the beret.",
      lambda s: not least(s, "Hattie", "age") and s.same("Hattie", "beret")),
     ("Edna's and Hattie's ages differ by 4 years.",
      lambda s: abs(diff(s, "Edna", "Hattie", "age")) == 4),
    ])


# ---------------------------------------------------------------- u46-11
puzzle("u46-11-before-dawn", "Before Dawn at the Cornmill Bakery",
    "Five bakers at the Cornmill Bakery each put a different bread into the ovens before opening. The loaves went in at different times and needed different baking times.",
    [("baker", ["Ada", "Boris", "Chloe", "Dario", "Esme"]),
     ("bread", ["sourdough", "baguettes", "brioche", "rye", "focaccia"]),
     ("in the oven", ["5:00am", "5:20am", "5:45am", "6:10am", "6:30am"]),
     ("baking time", ["25 minutes", "35 minutes", "40 minutes", "50 minutes", "65 minutes"])],
    [["Ada", "rye", "5:45am", "65 minutes"],
     ["Boris", "baguettes", "6:30am", "25 minutes"],
     ["Chloe", "sourdough", "5:00am", "50 minutes"],
     ["Dario", "focaccia", "5:20am", "35 minutes"],
     ["Esme", "brioche", "6:10am", "40 minutes"]],
    [("Boris's bread was the last to go in and the quickest to bake.",
      lambda s: most(s, "Boris", "in the oven") and least(s, "Boris", "baking time")),
     ("Esme's loaves baked 5 minutes longer than Dario's.",
      lambda s: diff(s, "Esme", "Dario", "baking time") == 5),
     ("The focaccia came out of the oven at 5:55am.",
      lambda s: ends(s, "focaccia", "in the oven", "baking time") == nv("5:55am")),
     ("Ada's bread and Esme's came out at the same moment.",
      lambda s: ends(s, "Ada", "in the oven", "baking time") == ends(s, "Esme", "in the oven", "baking time")),
     ("The brioche was put in between 6:00am and 6:20am.",
      lambda s: nv("6:00am") < v(s, "brioche", "in the oven") < nv("6:20am")),
     ("The sourdough baked twice as long as the baguettes.",
      lambda s: v(s, "sourdough", "baking time") == 2 * v(s, "baguettes", "baking time")),
    ])


# ---------------------------------------------------------------- u46-12
puzzle("u46-12-sponsored-walk", "The Ramblers' Sponsored Walk",
    "Four members of the Fenwick Ramblers did a sponsored walk last weekend, each for a different charity. They walked different distances, and each joined the club in a different year.",
    [("walker", ["Iris", "Jude", "Kofi", "Lena"]),
     ("charity", ["hospice", "shelter", "library", "zoo"]),
     ("distance", ["3.5 miles", "6 miles", "8.5 miles", "11 miles"]),
     ("joined", ["2015", "2017", "2018", "2021"])],
    [["Iris", "zoo", "8.5 miles", "2017"],
     ["Jude", "hospice", "3.5 miles", "2021"],
     ["Kofi", "library", "11 miles", "2015"],
     ["Lena", "shelter", "6 miles", "2018"]],
    [("Kofi walked two and a half miles farther than Iris.",
      lambda s: diff(s, "Kofi", "Iris", "distance") == 2.5),
     ("The club's newest member covered the shortest distance.",
      lambda s: s.same(top(s, "joined"), bottom(s, "distance"))),
     ("The walker raising money for the library joined two years before Iris.",
      lambda s: diff(s, "Iris", "library", "joined") == 2),
     ("Lena walked 2.5 miles farther than the hospice's walker.",
      lambda s: diff(s, "Lena", "hospice", "distance") == 2.5),
     ("Iris joined the Ramblers a year earlier than Lena.",
      lambda s: diff(s, "Lena", "Iris", "joined") == 1),
     ("The zoo's walker joined in either 2017 or 2021.",
      lambda s: xor(s.same("zoo", "2017"), s.same("zoo", "2021"))),
    ])
