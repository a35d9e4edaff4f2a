# Blind test set unseen57: logic-grid puzzles in website "easy"/"medium" style.
# Read by truth.py (exec), which supplies State, nv, one_of_other, puzzle.
# Each clue: (English sentence, predicate saying exactly what it means).

def num(s, item, cat):
    """The number of category cat in item's row."""
    return s.n(item, cat)

def gap(s, a, b, cat):
    """num(a) - num(b) for category cat."""
    return s.n(a, cat) - s.n(b, cat)

def xor_same(s, x, a, b):
    """'x is either a or b': exactly one of the two holds."""
    return s.same(x, a) != s.same(x, b)

def none_same(s, x, *ys):
    """x is none of ys."""
    return not any(s.same(x, y) for y in ys)

def all_diff(s, *items):
    """Items in pairwise different rows ('the N people are A, B, ...')."""
    rows = [s.r(i) for i in items]
    return len(set(rows)) == len(rows)

def day(s, item, cat):
    """Day of month for a date item like 'March 3'."""
    return int(s.g(item, cat).split()[1])

# ---------------------------------------------------------------- 01 (3x4)
puzzle("u57-01-adoption-day", "Adoption Day at Maple Hollow",
 "Four families each took home one animal from the Maple Hollow shelter on its spring adoption day. Each animal was a different kind and a different age.",
 [("adopter", ["Carla", "Dev", "Elsie", "Farid"]),
  ("animal", ["beagle", "tabby cat", "rabbit", "parrot"]),
  ("age", ["2 years", "4 years", "6 years", "8 years"])],
 [["Carla", "rabbit", "6 years"],
  ["Dev", "parrot", "2 years"],
  ["Elsie", "beagle", "8 years"],
  ["Farid", "tabby cat", "4 years"]],
 [("The beagle is 4 years older than Farid's animal.",
   lambda s: gap(s, "beagle", "Farid", "age") == 4),
  ("Dev went home with either the parrot or the 6-year-old animal.",
   lambda s: xor_same(s, "Dev", "parrot", "6 years")),
  ("The rabbit is 2 years older than the tabby cat.",
   lambda s: gap(s, "rabbit", "tabby cat", "age") == 2),
  ("Carla didn't adopt the 8-year-old.",
   lambda s: not s.same("Carla", "8 years")),
  ("Of the 8-year-old and the 2-year-old, one is the beagle and the other went home with Dev.",
   lambda s: one_of_other(s, "8 years", "2 years", "beagle", "Dev")),
 ])

# ---------------------------------------------------------------- 02 (3x4)
puzzle("u57-02-county-spelling-bee", "The County Spelling Bee",
 "Four students were knocked out of this year's county spelling bee before the final. Each went out on a different word, and each was eliminated in a different round.",
 [("speller", ["Gus", "Hana", "Ines", "Jonah"]),
  ("word", ["bivouac", "chrysanthemum", "onomatopoeia", "quixotic"]),
  ("round", ["3rd", "4th", "5th", "6th"])],
 [["Gus", "onomatopoeia", "5th"],
  ["Hana", "bivouac", "3rd"],
  ["Ines", "quixotic", "6th"],
  ["Jonah", "chrysanthemum", "4th"]],
 [("The speller who went out on \"quixotic\" lasted more rounds than Gus.",
   lambda s: gap(s, "quixotic", "Gus", "round") > 0),
  ("Hana was eliminated two rounds before the student who missed \"onomatopoeia\".",
   lambda s: gap(s, "onomatopoeia", "Hana", "round") == 2),
  ("The speller who missed \"bivouac\" was the first of the four to go out.",
   lambda s: num(s, "bivouac", "round") == min(nv(x) for x in s.cats[2][1])),
  ("The student who went out in the 4th round wasn't Ines.",
   lambda s: not s.same("4th", "Ines")),
  ("Gus outlasted Hana.",
   lambda s: gap(s, "Gus", "Hana", "round") > 0),
  ("\"Chrysanthemum\" wasn't the word that tripped up Gus.",
   lambda s: not s.same("Gus", "chrysanthemum")),
 ])

# ---------------------------------------------------------------- 03 (3x4)
puzzle("u57-03-scout-car-wash", "The Scout Troop Car Wash",
 "Troop 14 held a car wash in the church parking lot last Saturday. Four customers each brought a different vehicle, and each paid a different amount (the scouts let people pay what they liked).",
 [("customer", ["Lorna", "Marcus", "Nell", "Otto"]),
  ("vehicle", ["minivan", "pickup", "sedan", "convertible"]),
  ("paid", ["$6.50", "$8.00", "$9.50", "$11.00"])],
 [["Lorna", "pickup", "$11.00"],
  ["Marcus", "sedan", "$6.50"],
  ["Nell", "convertible", "$9.50"],
  ["Otto", "minivan", "$8.00"]],
 [("Of the customer who paid $9.50 and Marcus, one drove the convertible and the other drove the sedan.",
   lambda s: one_of_other(s, "$9.50", "Marcus", "convertible", "sedan")),
  ("The pickup's owner paid $3.00 more than Otto.",
   lambda s: gap(s, "pickup", "Otto", "paid") == 3),
  ("The minivan was washed for $1.50 less than the convertible.",
   lambda s: gap(s, "convertible", "minivan", "paid") == 1.5),
  ("Lorna spent more than Nell.",
   lambda s: gap(s, "Lorna", "Nell", "paid") > 0),
 ])

# ---------------------------------------------------------------- 04 (3x4)
puzzle("u57-04-marsh-bird-count", "The Marsh Bird Count",
 "Four volunteers took part in the Fenwick Marsh bird count. Each was assigned a different species to tally, and each recorded a different number of birds.",
 [("volunteer", ["Paulette", "Quincy", "Rosa", "Silas"]),
  ("species", ["herons", "kingfishers", "ospreys", "warblers"]),
  ("count", ["3", "7", "11", "15"])],
 [["Paulette", "warblers", "15"],
  ["Quincy", "herons", "3"],
  ["Rosa", "ospreys", "11"],
  ["Silas", "kingfishers", "7"]],
 [("The four volunteers are Quincy, the one who counted 11 birds, the person who tallied the warblers and the kingfisher counter.",
   lambda s: all_diff(s, "Quincy", "11", "warblers", "kingfishers")),
  ("The osprey tally was 4 higher than the kingfisher tally.",
   lambda s: gap(s, "ospreys", "kingfishers", "count") == 4),
  ("Paulette counted more birds than Rosa did.",
   lambda s: gap(s, "Paulette", "Rosa", "count") > 0),
  ("Rosa counted either the ospreys or the warblers.",
   lambda s: xor_same(s, "Rosa", "ospreys", "warblers")),
  ("The herons were the least numerous of the four species.",
   lambda s: num(s, "herons", "count") == 3),
 ])

# ---------------------------------------------------------------- 05 (4x4)
puzzle("u57-05-chili-cook-off", "Firehouse Chili Cook-Off",
 "Four cooks entered the firehouse chili cook-off. Each built a recipe around a different pepper, each came from a different town, and the judges gave each chili a different score.",
 [("cook", ["Ada", "Bruno", "Cyrus", "Delia"]),
  ("pepper", ["ancho", "chipotle", "habanero", "jalapeno"]),
  ("score", ["72 points", "79 points", "86 points", "93 points"]),
  ("town", ["Ashby", "Elmford", "Kirkwood", "Stanton"])],
 [["Ada", "chipotle", "86 points", "Kirkwood"],
  ["Bruno", "habanero", "72 points", "Ashby"],
  ["Cyrus", "ancho", "93 points", "Stanton"],
  ["Delia", "jalapeno", "79 points", "Elmford"]],
 [("The habanero chili scored 7 points lower than Delia's.",
   lambda s: gap(s, "Delia", "habanero", "score") == 7),
  ("The cook from Stanton, who didn't use jalapeno, scored higher than Ada.",
   lambda s: not s.same("Stanton", "jalapeno") and gap(s, "Stanton", "Ada", "score") > 0),
  ("The chipotle chili was made by either Bruno or the Kirkwood cook.",
   lambda s: xor_same(s, "chipotle", "Bruno", "Kirkwood")),
  ("Of Cyrus and the cook from Elmford, one used ancho peppers and the other scored 79 points.",
   lambda s: one_of_other(s, "Cyrus", "Elmford", "ancho", "79 points")),
  ("Delia's chili didn't score as well as Ada's.",
   lambda s: gap(s, "Ada", "Delia", "score") > 0),
 ])

# ---------------------------------------------------------------- 06 (4x4)
puzzle("u57-06-neighborhood-yard-sale", "The Neighborhood Yard Sale",
 "Four neighbors took part in last weekend's block-wide yard sale. Each lives on a different street, and each sold one big-ticket item for a different price.",
 [("seller", ["Gail", "Herb", "Irene", "Jules"]),
  ("item", ["bicycle", "lamp", "rocking chair", "typewriter"]),
  ("price", ["$5", "$10", "$15", "$20"]),
  ("street", ["Birch Lane", "Cedar Court", "Oak Street", "Pine Road"])],
 [["Gail", "typewriter", "$15", "Pine Road"],
  ["Herb", "bicycle", "$20", "Birch Lane"],
  ["Irene", "lamp", "$5", "Oak Street"],
  ["Jules", "rocking chair", "$10", "Cedar Court"]],
 [("The rocking chair sold for $5 more than the lamp.",
   lambda s: gap(s, "rocking chair", "lamp", "price") == 5),
  ("The seller on Birch Lane got $10 more than Jules.",
   lambda s: gap(s, "Birch Lane", "Jules", "price") == 10),
  ("The typewriter wasn't sold on Oak Street or Cedar Court.",
   lambda s: none_same(s, "typewriter", "Oak Street", "Cedar Court")),
  ("Irene's item went for less than Gail's.",
   lambda s: gap(s, "Gail", "Irene", "price") > 0),
  ("Neither the bicycle nor the $10 item was sold by Gail.",
   lambda s: none_same(s, "Gail", "bicycle", "$10")),
  ("The $5 item was sold on Oak Street.",
   lambda s: s.same("$5", "Oak Street")),
  ("Of the bicycle seller and Jules, one lives on Cedar Court and the other lives on Birch Lane.",
   lambda s: one_of_other(s, "bicycle", "Jules", "Cedar Court", "Birch Lane")),
 ])

# ---------------------------------------------------------------- 07 (4x4)
puzzle("u57-07-spring-piano-recital", "Spring Piano Recital",
 "Four young pianists played at the music school's spring recital, one every fifteen minutes. Each played a piece by a different composer, and each studies with a different teacher.",
 [("pianist", ["Anouk", "Benedict", "Chloe", "Dmitri"]),
  ("composer", ["Bach", "Chopin", "Debussy", "Schubert"]),
  ("time", ["6:30pm", "6:45pm", "7:00pm", "7:15pm"]),
  ("teacher", ["Mrs. Alvarez", "Mr. Brandt", "Ms. Okafor", "Mr. Pike"])],
 [["Anouk", "Debussy", "7:15pm", "Mr. Pike"],
  ["Benedict", "Bach", "6:45pm", "Ms. Okafor"],
  ["Chloe", "Schubert", "6:30pm", "Mr. Brandt"],
  ["Dmitri", "Chopin", "7:00pm", "Mrs. Alvarez"]],
 [("The pianist who played Bach performed a quarter of an hour after Mr. Brandt's student.",
   lambda s: gap(s, "Bach", "Mr. Brandt", "time") == 15),
  ("Anouk took the stage sometime after the Chopin player.",
   lambda s: gap(s, "Anouk", "Chopin", "time") > 0),
  ("Mrs. Alvarez's pupil played either Chopin or Debussy.",
   lambda s: xor_same(s, "Mrs. Alvarez", "Chopin", "Debussy")),
  ("Neither Dmitri nor Mr. Pike's student performed at 6:30pm.",
   lambda s: none_same(s, "6:30pm", "Dmitri", "Mr. Pike")),
  ("Of Benedict and the Debussy pianist, one studies with Ms. Okafor and the other played at 7:15pm.",
   lambda s: one_of_other(s, "Benedict", "Debussy", "Ms. Okafor", "7:15pm")),
  ("Mr. Pike's student played at some point after Mrs. Alvarez's student.",
   lambda s: gap(s, "Mr. Pike", "Mrs. Alvarez", "time") > 0),
  ("The Schubert piece came earlier in the evening than the Chopin.",
   lambda s: gap(s, "Chopin", "Schubert", "time") > 0),
 ])

# ---------------------------------------------------------------- 08 (4x4)
puzzle("u57-08-quilting-bee", "The Tuesday Quilting Bee",
 "The four members of the Tuesday quilting bee each finished a quilt this winter. Each used a different traditional pattern and a different main colour, and each logged a different number of hours on her quilt.",
 [("quilter", ["Bernice", "Dottie", "Frances", "Mabel"]),
  ("pattern", ["Bear's Paw", "Double Wedding Ring", "Flying Geese", "Log Cabin"]),
  ("hours", ["40 hours", "55 hours", "70 hours", "85 hours"]),
  ("colour", ["navy", "plum", "rust", "sage"])],
 [["Bernice", "Flying Geese", "70 hours", "sage"],
  ["Dottie", "Log Cabin", "40 hours", "plum"],
  ["Frances", "Bear's Paw", "85 hours", "navy"],
  ["Mabel", "Double Wedding Ring", "55 hours", "rust"]],
 [("The Log Cabin quilt took 30 fewer hours than the Flying Geese quilt.",
   lambda s: gap(s, "Flying Geese", "Log Cabin", "hours") == 30),
  ("The navy quilt took 15 hours longer than Bernice's.",
   lambda s: gap(s, "navy", "Bernice", "hours") == 15),
  ("Mabel's quilt, which wasn't plum, took less time than Bernice's.",
   lambda s: not s.same("Mabel", "plum") and gap(s, "Bernice", "Mabel", "hours") > 0),
  ("The Bear's Paw quilt was made by either Dottie or the woman who chose navy.",
   lambda s: xor_same(s, "Bear's Paw", "Dottie", "navy")),
  ("Neither the 40-hour quilt nor the Double Wedding Ring was done in sage.",
   lambda s: none_same(s, "sage", "40 hours", "Double Wedding Ring")),
  ("Dottie spent fewer hours on her quilt than anyone else.",
   lambda s: num(s, "Dottie", "hours") == 40),
  ("Mabel didn't piece the Log Cabin quilt.",
   lambda s: not s.same("Mabel", "Log Cabin")),
 ])

# ---------------------------------------------------------------- 09 (4x5)
puzzle("u57-09-giant-slalom", "The Ridgeback Giant Slalom",
 "Five skiers raced in the amateur giant slalom at Ridgeback Mountain. Each comes from a different ski town, each wore a different colour of jacket, and each had a different total time for the two runs.",
 [("skier", ["Anja", "Bram", "Celine", "Dario", "Elin"]),
  ("time", ["21 minutes", "22 minutes", "23 minutes", "24 minutes", "25 minutes"]),
  ("hometown", ["Aspen", "Banff", "Chamonix", "Davos", "Zermatt"]),
  ("jacket", ["black", "orange", "red", "white", "yellow"])],
 [["Anja", "24 minutes", "Davos", "red"],
  ["Bram", "21 minutes", "Banff", "yellow"],
  ["Celine", "23 minutes", "Aspen", "black"],
  ["Dario", "25 minutes", "Zermatt", "white"],
  ["Elin", "22 minutes", "Chamonix", "orange"]],
 [("The skier who finished in 23 minutes was either Celine or the one from Zermatt.",
   lambda s: xor_same(s, "23 minutes", "Celine", "Zermatt")),
  ("Bram finished 1 minute before the skier in orange.",
   lambda s: gap(s, "orange", "Bram", "time") == 1),
  ("The racer from Davos finished 2 minutes after Elin.",
   lambda s: gap(s, "Davos", "Elin", "time") == 2),
  ("Of Dario and the skier in yellow, one is from Banff and the other had the slowest time.",
   lambda s: one_of_other(s, "Dario", "yellow", "Banff", "25 minutes")),
  ("The five skiers are Celine, Bram, the skier from Davos, the one in the white jacket and the racer who finished in 22 minutes.",
   lambda s: all_diff(s, "Celine", "Bram", "Davos", "white", "22 minutes")),
  ("The skier in black was somewhat faster than Anja.",
   lambda s: gap(s, "Anja", "black", "time") > 0),
  ("The Chamonix skier wore orange.",
   lambda s: s.same("Chamonix", "orange")),
  ("The winner of the race wore yellow.",
   lambda s: num(s, "yellow", "time") == 21),
 ])

# ---------------------------------------------------------------- 10 (4x5)
puzzle("u57-10-thursday-bowling-league", "Thursday Night Bowling League",
 "Five bowlers, each from a different team in the Thursday night league, shared a pair of lanes last week. Each rolls a ball of a different weight, and each posted a different score in the first game.",
 [("bowler", ["Frank", "Gloria", "Hector", "Ivy", "Jasper"]),
  ("score", ["182", "195", "208", "221", "234"]),
  ("team", ["Alley Cats", "Gutter Kings", "Pin Pals", "Split Ends", "Strike Force"]),
  ("ball", ["10 lb", "12 lb", "13 lb", "14 lb", "16 lb"])],
 [["Frank", "221", "Gutter Kings", "16 lb"],
  ["Gloria", "182", "Pin Pals", "12 lb"],
  ["Hector", "195", "Strike Force", "14 lb"],
  ["Ivy", "234", "Alley Cats", "10 lb"],
  ["Jasper", "208", "Split Ends", "13 lb"]],
 [("The bowler from the Pin Pals scored 26 pins fewer than Jasper.",
   lambda s: gap(s, "Jasper", "Pin Pals", "score") == 26),
  ("Ivy, who had the top score of the five, doesn't play for the Split Ends.",
   lambda s: num(s, "Ivy", "score") == 234 and not s.same("Ivy", "Split Ends")),
  ("The person who uses the 16-lb ball scored 13 pins more than the Split Ends bowler.",
   lambda s: gap(s, "16 lb", "Split Ends", "score") == 13),
  ("Of Hector and the bowler with the 12-lb ball, one plays for Strike Force and the other scored 182.",
   lambda s: one_of_other(s, "Hector", "12 lb", "Strike Force", "182")),
  ("The 10-lb ball isn't used by anyone on the Gutter Kings or the Strike Force.",
   lambda s: none_same(s, "10 lb", "Gutter Kings", "Strike Force")),
  ("The bowler with the 14-lb ball scored either 195 or 221.",
   lambda s: xor_same(s, "14 lb", "195", "221")),
  ("Ivy bowls with the lightest ball of the five.",
   lambda s: num(s, "Ivy", "ball") == 10),
  ("The five bowlers are Gloria, the Alley Cats bowler, the one with the 14-lb ball, the bowler who rolled a 208 and the Gutter Kings member.",
   lambda s: all_diff(s, "Gloria", "Alley Cats", "14 lb", "208", "Gutter Kings")),
 ])

# ---------------------------------------------------------------- 11 (4x5)
puzzle("u57-11-island-ferry-schedule", "The Island Ferry Schedule",
 "Five small ferries leave the mainland dock each Saturday between breakfast and lunch. Each departs at a different time, each serves a different island landing, and each has a different captain.",
 [("ferry", ["Albatross", "Cormorant", "Gannet", "Puffin", "Tern"]),
  ("departure", ["7:15am", "8:30am", "9:45am", "11:00am", "12:15pm"]),
  ("destination", ["Brine Island", "Gull Rock", "Hollow Bay", "Port Ellery", "Seal Harbor"]),
  ("captain", ["Booker", "Castillo", "Lindqvist", "Morrow", "Nakamura"])],
 [["Albatross", "9:45am", "Port Ellery", "Morrow"],
  ["Cormorant", "7:15am", "Seal Harbor", "Nakamura"],
  ["Gannet", "12:15pm", "Gull Rock", "Booker"],
  ["Puffin", "8:30am", "Hollow Bay", "Lindqvist"],
  ["Tern", "11:00am", "Brine Island", "Castillo"]],
 [("The Puffin leaves 75 minutes after the boat skippered by Nakamura.",
   lambda s: gap(s, "Puffin", "Nakamura", "departure") == 75),
  ("The ferry to Gull Rock departs sometime after the Tern.",
   lambda s: gap(s, "Gull Rock", "Tern", "departure") > 0),
  ("Captain Castillo's ferry leaves two and a half hours after the Puffin.",
   lambda s: gap(s, "Castillo", "Puffin", "departure") == 150),
  ("The 9:45am departure is either the Albatross or the boat to Seal Harbor.",
   lambda s: xor_same(s, "9:45am", "Albatross", "Seal Harbor")),
  ("Of the Cormorant and the ferry captained by Booker, one goes to Seal Harbor and the other leaves at 12:15pm.",
   lambda s: one_of_other(s, "Cormorant", "Booker", "Seal Harbor", "12:15pm")),
  ("Morrow's boat runs to Port Ellery.",
   lambda s: s.same("Morrow", "Port Ellery")),
  ("The Hollow Bay ferry leaves earlier than the Port Ellery ferry.",
   lambda s: gap(s, "Port Ellery", "Hollow Bay", "departure") > 0),
  ("The Cormorant is the first boat out in the morning.",
   lambda s: num(s, "Cormorant", "departure") == nv("7:15am")),
 ])

# ---------------------------------------------------------------- 12 (4x5)
def dgap(s, a, b):
    """Days from b's presentation date to a's (same month)."""
    return day(s, a, "date") - day(s, b, "date")

puzzle("u57-12-science-club-presentations", "Science Club Presentations",
 "The Hillcrest school science club had one student present a project at each of its five Wednesday meetings in April. The five presenters are in different grades, and each built a different project.",
 [("student", ["Kendra", "Leo", "Maribel", "Nolan", "Omar"]),
  ("project", ["bridge model", "crystal garden", "plant growth", "solar oven", "volcano"]),
  ("date", ["April 2", "April 9", "April 16", "April 23", "April 30"]),
  ("grade", ["4th", "5th", "6th", "7th", "8th"])],
 [["Kendra", "solar oven", "April 16", "7th"],
  ["Leo", "crystal garden", "April 30", "4th"],
  ["Maribel", "volcano", "April 2", "6th"],
  ["Nolan", "bridge model", "April 23", "8th"],
  ["Omar", "plant growth", "April 9", "5th"]],
 [("The 6th grader presented four weeks before Leo.",
   lambda s: dgap(s, "Leo", "6th") == 28),
  ("Omar presented the week after the student who built the volcano.",
   lambda s: dgap(s, "Omar", "volcano") == 7),
  ("Of Nolan and the 5th grader, one built the bridge model and the other presented on April 9.",
   lambda s: one_of_other(s, "Nolan", "5th", "bridge model", "April 9")),
  ("Kendra is one grade below Nolan.",
   lambda s: gap(s, "Nolan", "Kendra", "grade") == 1),
  ("The plant growth project wasn't Maribel's.",
   lambda s: not s.same("plant growth", "Maribel")),
  ("The five students are Maribel, the 7th grader, the one who built the bridge model, the April 9 presenter and the one with the crystal garden.",
   lambda s: all_diff(s, "Maribel", "7th", "bridge model", "April 9", "crystal garden")),
  ("Kendra presented 2 weeks after Maribel.",
   lambda s: dgap(s, "Kendra", "Maribel") == 14),
  ("The plant growth project was presented earlier in the month than the solar oven.",
   lambda s: dgap(s, "solar oven", "plant growth") > 0),
 ])
