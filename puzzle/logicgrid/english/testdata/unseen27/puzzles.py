# unseen27: twelve logic grids written blind (families, houses, streets and time).
#
# Reading conventions (how a careful magazine reader takes each phrase):
# - "either A or B ..." = exactly one of the two.
# - "neither A nor B ..." across categories also means A and B are different rows.
# - Comparisons without an amount ("before", "later", "higher number") are strict.
# - "N more / N later / N years before" are exact differences.
# - "next door" on one side of a street numbered 2, 4, 6 ... (or 1, 3, 5 ...) means
#   house numbers differ by exactly 2; for positions 1st..5th it means differ by 1.
#   "two doors down/along/away" means two houses along, in either direction.
# - "between" with two named ends, unordered, is strictly between (not necessarily
#   adjacent); "directly between" / "immediately between" means adjacent to both.
# - "at one end of the street" = the lowest or highest number/position.
# - A relative or appositive clause ("the Sullivans, who married at a hotel, ...")
#   asserts its content too; a subject and the entity it is compared with are
#   different rows.
# - "two doors from/down from" on a 2, 4, 6 ... side: numbers differ by exactly 4,
#   either direction.  "the house between X's and Y's" = directly between.
# - "placed higher" / "finished ahead of" in a competition = a better (smaller)
#   placing.  "the first house the judges came to" = the lowest number (the intro
#   says they walked from number 1 upwards).
# - "If A, then B" is the material conditional (A false, or B true).
# - "X, Y and Z are three different households" = three distinct rows.
# - "first"/"last" take their scale from the verb: "moved in first" is the earliest
#   year, "finished first" is 1st place, "started last" is the latest start time.

def vals(s, cat):
    return [nv(x) for x in dict(s.cats)[cat]]

def most(s, item, cat):
    return s.n(item, cat) == max(vals(s, cat))

def least(s, item, cat):
    return s.n(item, cat) == min(vals(s, cat))

def diff(s, a, b, cat):
    return s.n(a, cat) - s.n(b, cat)

def near(s, a, b, cat, step):
    return abs(s.n(a, cat) - s.n(b, cat)) == step

def between(s, x, a, b, cat):
    xa, xb, xx = s.n(a, cat), s.n(b, cat), s.n(x, cat)
    return min(xa, xb) < xx < max(xa, xb)

def at_end(s, item, cat):
    return most(s, item, cat) or least(s, item, cat)

def xor(p, q):
    return bool(p) != bool(q)

# ---------------------------------------------------------------------------
puzzle("u27-01-maple-close", "Maple Close",
    "Four families live on the even-numbered side of Maple Close, a short cul-de-sac in a Midlands market town. From the clues, work out each family's house number, the year they moved in and the family pet.",
    [("families", ["the Coles", "the Patels", "the Nguyens", "the Hendersons"]),
     ("house numbers", ["2", "4", "6", "8"]),
     ("years", ["1994", "1998", "2003", "2011"]),
     ("pets", ["beagle", "cat", "rabbit", "tortoise"])],
    [["the Coles", "6", "1994", "tortoise"],
     ["the Patels", "2", "2003", "beagle"],
     ["the Nguyens", "8", "1998", "cat"],
     ["the Hendersons", "4", "2011", "rabbit"]],
    [
    ("The Coles moved in first.",
        lambda s: least(s, "the Coles", "years")),
    ("The Patels live two doors down from the Coles.",
        lambda s: near(s, "the Patels", "the Coles", "house numbers", 4)),
    ("The family with the cat moved in four years after the Coles.",
        lambda s: diff(s, "cat", "the Coles", "years") == 4),
    ("The beagle lives at a lower number than the rabbit.",
        lambda s: s.n("beagle", "house numbers") < s.n("rabbit", "house numbers")),
    ("The Nguyens live at one end of the close.",
        lambda s: at_end(s, "the Nguyens", "house numbers")),
    ("The rabbit's owners were the last to arrive.",
        lambda s: most(s, "rabbit", "years")),
    ("The Coles live at a higher number than the Hendersons.",
        lambda s: s.n("the Coles", "house numbers") > s.n("the Hendersons", "house numbers")),
    ("The Patels, the cat's owners and the family at number 4 are three different households.",
        lambda s: len({s.r("the Patels"), s.r("cat"), s.r("4")}) == 3),
    ])

# ---------------------------------------------------------------------------
puzzle("u27-02-ruby-and-gold", "Rubies, Pearls and Gold",
    "Five couples from Cedar Falls, Iowa, celebrated big anniversaries this year. Using the clues, determine the year each couple was married, the month of their wedding, and where the ceremony was held.",
    [("couples", ["the Bakers", "the Ortegas", "the Sullivans", "the Whitfields", "the Yamadas"]),
     ("years", ["1979", "1984", "1989", "1994", "1999"]),
     ("months", ["April", "June", "August", "September", "December"]),
     ("venues", ["barn", "beach", "chapel", "garden", "hotel"])],
    [["the Bakers", "1984", "June", "chapel"],
     ["the Ortegas", "1999", "April", "beach"],
     ["the Sullivans", "1979", "December", "hotel"],
     ["the Whitfields", "1994", "September", "garden"],
     ["the Yamadas", "1989", "August", "barn"]],
    [
    ("The Sullivans, who married at a hotel, were wed five years before the Bakers.",
        lambda s: s.same("the Sullivans", "hotel") and diff(s, "the Bakers", "the Sullivans", "years") == 5),
    ("The Ortegas were the last of the five couples to marry.",
        lambda s: most(s, "the Ortegas", "years")),
    ("The chapel wedding was five years after the hotel one.",
        lambda s: diff(s, "chapel", "hotel", "years") == 5),
    ("The couple who married in the garden tied the knot in September.",
        lambda s: s.same("garden", "September")),
    ("The June wedding took place exactly ten years before the September one.",
        lambda s: diff(s, "September", "June", "years") == 10),
    ("Neither the Yamadas nor the beach couple married in December.",
        lambda s: not s.same("the Yamadas", "beach") and not s.same("the Yamadas", "December") and not s.same("beach", "December")),
    ("The barn wedding was later in the year than the chapel wedding but earlier in the year than the garden wedding.",
        lambda s: s.n("chapel", "months") < s.n("barn", "months") < s.n("garden", "months")),
    ("Of the Ortegas and the Whitfields, one married in April and the other married in 1994.",
        lambda s: one_of_other(s, "the Ortegas", "the Whitfields", "April", "1994")),
    ])

# ---------------------------------------------------------------------------
puzzle("u27-03-wattle-street", "Wattle Street",
    "Five families share a row of old weatherboard houses on Wattle Street, numbered 1st to 5th counting from the corner store. Find out where each family lives, the year they moved in and what they drive.",
    [("families", ["the Kellys", "the Lins", "the Murphys", "the Rossis", "the Tans"]),
     ("positions", ["1st", "2nd", "3rd", "4th", "5th"]),
     ("years", ["1988", "1995", "2002", "2009", "2016"]),
     ("cars", ["Commodore", "Corolla", "Falcon", "Hilux", "Subaru"])],
    [["the Kellys", "3rd", "1995", "Hilux"],
     ["the Lins", "1st", "2016", "Corolla"],
     ["the Murphys", "5th", "1988", "Falcon"],
     ["the Rossis", "2nd", "2002", "Commodore"],
     ["the Tans", "4th", "2009", "Subaru"]],
    [
    ("The Murphys were the first to move into the street.",
        lambda s: least(s, "the Murphys", "years")),
    ("The family in the first house moved in last.",
        lambda s: most(s, "1st", "years")),
    ("The Hilux owners live directly between the Rossis and the Tans.",
        lambda s: near(s, "Hilux", "the Rossis", "positions", 1) and near(s, "Hilux", "the Tans", "positions", 1) and between(s, "Hilux", "the Rossis", "the Tans", "positions")),
    ("The Falcon is parked two houses along from the Kellys.",
        lambda s: near(s, "Falcon", "the Kellys", "positions", 2)),
    ("The Commodore family moved in seven years after the Hilux family.",
        lambda s: diff(s, "Commodore", "Hilux", "years") == 7),
    ("The Tans moved in before the Lins but after the Rossis.",
        lambda s: s.n("the Rossis", "years") < s.n("the Tans", "years") < s.n("the Lins", "years")),
    ("The Kellys arrived before the Rossis.",
        lambda s: s.n("the Kellys", "years") < s.n("the Rossis", "years")),
    ("The newest arrivals drive the Corolla.",
        lambda s: most(s, "Corolla", "years")),
    ("The Rossis live next door to the Lins.",
        lambda s: near(s, "the Rossis", "the Lins", "positions", 1)),
    ])

# ---------------------------------------------------------------------------
puzzle("u27-04-village-fun-run", "The Village Fun Run",
    "Four runners set off at ten-minute intervals in the handicap race round the village green, each raising money for a different charity. Work out each runner's finishing place, start time and charity.",
    [("runners", ["Gareth", "Imogen", "Priya", "Tom"]),
     ("places", ["first", "second", "third", "fourth"]),
     ("start times", ["10:00am", "10:10am", "10:20am", "10:30am"]),
     ("charities", ["air ambulance", "guide dogs", "hospice", "lifeboats"])],
    [["Gareth", "third", "10:00am", "lifeboats"],
     ["Imogen", "first", "10:30am", "hospice"],
     ["Priya", "fourth", "10:10am", "air ambulance"],
     ["Tom", "second", "10:20am", "guide dogs"]],
    [
    ("Imogen started last but finished first.",
        lambda s: most(s, "Imogen", "start times") and least(s, "Imogen", "places")),
    ("The runner for the hospice started half an hour after Gareth.",
        lambda s: diff(s, "hospice", "Gareth", "start times") == 30),
    ("Tom finished immediately ahead of the lifeboats runner.",
        lambda s: diff(s, "lifeboats", "Tom", "places") == 1),
    ("Priya set off ten minutes after the lifeboats runner.",
        lambda s: diff(s, "Priya", "lifeboats", "start times") == 10),
    ("The guide dogs runner started later than the air ambulance runner.",
        lambda s: s.n("guide dogs", "start times") > s.n("air ambulance", "start times")),
    ("Gareth didn't finish last.",
        lambda s: not most(s, "Gareth", "places")),
    ])

# ---------------------------------------------------------------------------
puzzle("u27-05-the-youngest", "The Youngest",
    "Four families on Orchard Row each have a youngest child with a birthday coming up this year. Match each family to their youngest, the child's age and the month of the birthday.",
    [("families", ["the Ashtons", "the Brodies", "the Carrs", "the Dunns"]),
     ("children", ["Alfie", "Bella", "Cora", "Dexter"]),
     ("ages", ["3", "5", "6", "8"]),
     ("months", ["February", "May", "July", "October"])],
    [["the Ashtons", "Cora", "6", "July"],
     ["the Brodies", "Alfie", "3", "October"],
     ["the Carrs", "Dexter", "8", "February"],
     ["the Dunns", "Bella", "5", "May"]],
    [
    ("The Carrs' youngest is the eldest of the four children.",
        lambda s: most(s, "the Carrs", "ages")),
    ("Bella's birthday comes three months after Dexter's.",
        lambda s: diff(s, "Bella", "Dexter", "months") == 3),
    ("The Ashtons' child is a year older than the Dunns'.",
        lambda s: diff(s, "the Ashtons", "the Dunns", "ages") == 1),
    ("Alfie, whose birthday is in October, is younger than Bella.",
        lambda s: s.same("Alfie", "October") and s.n("Alfie", "ages") < s.n("Bella", "ages")),
    ("Dexter is older than Cora.",
        lambda s: s.n("Dexter", "ages") > s.n("Cora", "ages")),
    ("The child born in July is older than Bella.",
        lambda s: s.n("July", "ages") > s.n("Bella", "ages")),
    ])

# ---------------------------------------------------------------------------
puzzle("u27-06-waiting-room", "The Waiting Room",
    "Dr Okafor's Monday surgery ran badly behind, and the five patients were not seen in the order of their appointments. Find each patient's appointment time and the order in which they were seen.",
    [("patients", ["Mr Abbott", "Mrs Bell", "Miss Chandra", "Mr Dyer", "Ms Evans"]),
     ("order seen", ["first", "second", "third", "fourth", "fifth"]),
     ("appointments", ["8:40am", "8:50am", "9:00am", "9:10am", "9:20am"])],
    [["Mr Abbott", "second", "9:10am"],
     ["Mrs Bell", "fifth", "8:40am"],
     ["Miss Chandra", "first", "9:00am"],
     ["Mr Dyer", "fourth", "9:20am"],
     ["Ms Evans", "third", "8:50am"]],
    [
    ("The patient seen last had an appointment half an hour earlier than Mr Abbott's.",
        lambda s: diff(s, "Mr Abbott", "fifth", "appointments") == 30),
    ("Mr Abbott was seen immediately after Miss Chandra.",
        lambda s: diff(s, "Mr Abbott", "Miss Chandra", "order seen") == 1),
    ("Ms Evans was seen before Mr Dyer.",
        lambda s: s.n("Ms Evans", "order seen") < s.n("Mr Dyer", "order seen")),
    ("Mr Dyer had the latest appointment.",
        lambda s: most(s, "Mr Dyer", "appointments")),
    ("Ms Evans's appointment was earlier than Miss Chandra's.",
        lambda s: s.n("Ms Evans", "appointments") < s.n("Miss Chandra", "appointments")),
    ("The patient seen third had an appointment twenty minutes before Mr Abbott's.",
        lambda s: diff(s, "Mr Abbott", "third", "appointments") == 20),
    ])

# ---------------------------------------------------------------------------
puzzle("u27-07-best-front-garden", "Best Front Garden",
    "The judges of the Church Lane best-front-garden competition walked the odd-numbered side of the lane, from number 1 up to number 7. Which family lives where, what was their show flower, and where did they finish?",
    [("families", ["the Fosters", "the Greys", "the Hills", "the Irwins"]),
     ("numbers", ["1", "3", "5", "7"]),
     ("flowers", ["dahlias", "lavender", "roses", "sweet peas"]),
     ("placings", ["1st", "2nd", "3rd", "4th"])],
    [["the Fosters", "5", "dahlias", "1st"],
     ["the Greys", "1", "roses", "3rd"],
     ["the Hills", "7", "lavender", "2nd"],
     ["the Irwins", "3", "sweet peas", "4th"]],
    [
    ("The roses were grown at the first house the judges came to.",
        lambda s: least(s, "roses", "numbers")),
    ("The Fosters came first, and the family at number 7 came second.",
        lambda s: least(s, "the Fosters", "placings") and s.n("7", "placings") == 2),
    ("The sweet peas, grown next door to the dahlias, finished last.",
        lambda s: near(s, "sweet peas", "dahlias", "numbers", 2) and most(s, "sweet peas", "placings")),
    ("The Fosters live at a higher number than the Irwins.",
        lambda s: s.n("the Fosters", "numbers") > s.n("the Irwins", "numbers")),
    ("The Greys finished ahead of the Irwins.",
        lambda s: s.n("the Greys", "placings") < s.n("the Irwins", "placings")),
    ("The Hills were placed higher than the Greys.",
        lambda s: s.n("the Hills", "placings") < s.n("the Greys", "placings")),
    ])

# ---------------------------------------------------------------------------
puzzle("u27-08-block-party", "Block Party",
    "Four households on the even side of Linden Avenue are hosting this summer's block party. Figure out each family's house number and what the head of the household does for a living.",
    [("households", ["the Hoffmans", "the Jacksons", "the Kowalskis", "the Lees"]),
     ("house numbers", ["12", "14", "16", "18"]),
     ("jobs", ["dentist", "firefighter", "pilot", "teacher"])],
    [["the Hoffmans", "16", "pilot"],
     ["the Jacksons", "12", "dentist"],
     ["the Kowalskis", "18", "teacher"],
     ["the Lees", "14", "firefighter"]],
    [
    ("The dentist lives at one end of the block.",
        lambda s: at_end(s, "dentist", "house numbers")),
    ("The teacher lives two doors from the firefighter.",
        lambda s: near(s, "teacher", "firefighter", "house numbers", 4)),
    ("Either the Kowalskis or the Lees are the teacher's family.",
        lambda s: xor(s.same("the Kowalskis", "teacher"), s.same("the Lees", "teacher"))),
    ("The firefighter doesn't live at either end.",
        lambda s: not at_end(s, "firefighter", "house numbers")),
    ("The Jacksons live at a lower number than the Lees.",
        lambda s: s.n("the Jacksons", "house numbers") < s.n("the Lees", "house numbers")),
    ("The Kowalskis live at a higher number than the Jacksons.",
        lambda s: s.n("the Kowalskis", "house numbers") > s.n("the Jacksons", "house numbers")),
    ("The Hoffmans' house number is higher than the Lees'.",
        lambda s: s.n("the Hoffmans", "house numbers") > s.n("the Lees", "house numbers")),
    ])

# ---------------------------------------------------------------------------
puzzle("u27-09-anniversary-dinners", "Anniversary Dinners",
    "Saturday night at The Old Forge was busy: four couples had booked tables to mark wedding anniversaries. Find each couple's anniversary, the time of their booking and where they sat.",
    [("couples", ["the Mortons", "the Nashes", "the O'Briens", "the Pikes"]),
     ("anniversaries", ["10th", "25th", "30th", "40th"]),
     ("bookings", ["6:30pm", "7:00pm", "7:30pm", "8:00pm"]),
     ("tables", ["alcove", "fireplace", "terrace", "window"])],
    [["the Mortons", "25th", "8:00pm", "alcove"],
     ["the Nashes", "40th", "6:30pm", "window"],
     ["the O'Briens", "10th", "7:30pm", "fireplace"],
     ["the Pikes", "30th", "7:00pm", "terrace"]],
    [
    ("The O'Briens, who have been married the shortest time, booked an hour after the Nashes.",
        lambda s: least(s, "the O'Briens", "anniversaries") and diff(s, "the O'Briens", "the Nashes", "bookings") == 60),
    ("The fireplace table was booked for half an hour later than the terrace table.",
        lambda s: diff(s, "fireplace", "terrace", "bookings") == 30),
    ("The couple at the window table have been married the longest.",
        lambda s: most(s, "window", "anniversaries")),
    ("The Pikes' booking was earlier than the Mortons'.",
        lambda s: s.n("the Pikes", "bookings") < s.n("the Mortons", "bookings")),
    ("The Nashes have been married ten years longer than the Pikes.",
        lambda s: diff(s, "the Nashes", "the Pikes", "anniversaries") == 10),
    ("The latest booking was for the alcove.",
        lambda s: most(s, "alcove", "bookings")),
    ])

# ---------------------------------------------------------------------------
puzzle("u27-10-banksia-crescent", "Banksia Crescent",
    "Five families live along the odd side of Banksia Crescent, at numbers 1 to 9. Using the clues, work out each family's house number, the year they moved in, their pet and how many children they have.",
    [("families", ["the Barretts", "the Chens", "the Doyles", "the Evanses", "the Fitzgeralds"]),
     ("numbers", ["1", "3", "5", "7", "9"]),
     ("years", ["1990", "1996", "2001", "2007", "2014"]),
     ("pets", ["budgie", "cat", "dog", "goldfish", "lizard"]),
     ("children", ["1 child", "2 children", "3 children", "4 children", "5 children"])],
    [["the Barretts", "7", "2007", "dog", "3 children"],
     ["the Chens", "1", "1996", "lizard", "1 child"],
     ["the Doyles", "9", "1990", "cat", "5 children"],
     ["the Evanses", "3", "2014", "budgie", "2 children"],
     ["the Fitzgeralds", "5", "2001", "goldfish", "4 children"]],
    [
    ("The Doyles have been on the crescent the longest, and they live at the end furthest from number 1.",
        lambda s: least(s, "the Doyles", "years") and most(s, "the Doyles", "numbers")),
    ("The Fitzgeralds moved in in 2001, to the house between the Evanses' and the Barretts'.",
        lambda s: s.same("the Fitzgeralds", "2001") and near(s, "the Fitzgeralds", "the Evanses", "numbers", 2) and near(s, "the Fitzgeralds", "the Barretts", "numbers", 2) and between(s, "the Fitzgeralds", "the Evanses", "the Barretts", "numbers")),
    ("The family with the most children live next door to the family who arrived in 2007.",
        lambda s: near(s, "5 children", "2007", "numbers", 2)),
    ("The Chens, who have one fewer child than the Evanses, live at a lower number than them.",
        lambda s: diff(s, "the Evanses", "the Chens", "children") == 1 and s.n("the Chens", "numbers") < s.n("the Evanses", "numbers")),
    ("The budgie's family has twice as many children as the lizard's.",
        lambda s: s.n("budgie", "children") == 2 * s.n("lizard", "children")),
    ("The Barretts' dog lives next door to the Fitzgeralds' goldfish.",
        lambda s: s.same("the Barretts", "dog") and s.same("the Fitzgeralds", "goldfish") and near(s, "dog", "goldfish", "numbers", 2)),
    ("The Barretts moved in eleven years after the Chens.",
        lambda s: diff(s, "the Barretts", "the Chens", "years") == 11),
    ("The Doyles have more children than the Fitzgeralds.",
        lambda s: s.n("the Doyles", "children") > s.n("the Fitzgeralds", "children")),
    ("The Fitzgeralds have more children than the Barretts.",
        lambda s: s.n("the Fitzgeralds", "children") > s.n("the Barretts", "children")),
    ])

# ---------------------------------------------------------------------------
puzzle("u27-11-school-run", "The School Run",
    "Four families in Hawthorn Road send their children to the same primary school, but each gets there a different way. Find out when each family leaves home, how far they live from the school and how they travel.",
    [("families", ["the Quinns", "the Rahmans", "the Stokeses", "the Turners"]),
     ("leaving times", ["7:45am", "8:00am", "8:15am", "8:30am"]),
     ("distances", ["1 mile", "2 miles", "4 miles", "6 miles"]),
     ("transport", ["bike", "bus", "car", "on foot"])],
    [["the Quinns", "8:15am", "2 miles", "bike"],
     ["the Rahmans", "7:45am", "6 miles", "car"],
     ["the Stokeses", "8:30am", "1 mile", "on foot"],
     ["the Turners", "8:00am", "4 miles", "bus"]],
    [
    ("The family who go on foot live closest to the school and leave last.",
        lambda s: least(s, "on foot", "distances") and most(s, "on foot", "leaving times")),
    ("The Rahmans leave a quarter of an hour before the family who take the bus.",
        lambda s: diff(s, "bus", "the Rahmans", "leaving times") == 15),
    ("The family who cycle live twice as far from school as the walkers.",
        lambda s: s.n("bike", "distances") == 2 * s.n("on foot", "distances")),
    ("The Stokeses are the last to leave home.",
        lambda s: most(s, "the Stokeses", "leaving times")),
    ("The Quinns live nearer the school than the Rahmans.",
        lambda s: s.n("the Quinns", "distances") < s.n("the Rahmans", "distances")),
    ("The Quinns leave after the Turners.",
        lambda s: s.n("the Quinns", "leaving times") > s.n("the Turners", "leaving times")),
    ("If the Quinns don't cycle, then the Rahmans do.",
        lambda s: s.same("the Quinns", "bike") or s.same("the Rahmans", "bike")),
    ("The car family don't live 4 miles away.",
        lambda s: not s.same("car", "4 miles")),
    ])

# ---------------------------------------------------------------------------
puzzle("u27-12-june-weddings", "June Weddings at St Mary's",
    "The vicar of St Mary's married four couples on the Saturdays of last June. From the clues, work out the date of each bride's wedding, the time of the ceremony and the number of guests.",
    [("brides", ["Hannah", "Keeley", "Louise", "Maisie"]),
     ("dates", ["7th June", "14th June", "21st June", "28th June"]),
     ("times", ["11:00am", "12:30pm", "2:00pm", "3:30pm"]),
     ("guests", ["60 guests", "85 guests", "110 guests", "140 guests"])],
    [["Hannah", "21st June", "2:00pm", "110 guests"],
     ["Keeley", "7th June", "3:30pm", "60 guests"],
     ["Louise", "28th June", "11:00am", "140 guests"],
     ["Maisie", "14th June", "12:30pm", "85 guests"]],
    [
    ("The first wedding of the month had the fewest guests and the latest ceremony.",
        lambda s: least(s, "60 guests", "dates") and most(s, "60 guests", "times")),
    ("Louise married a week after Hannah, at the earliest time of day.",
        lambda s: diff(s, "Louise", "Hannah", "dates") == 7 and least(s, "Louise", "times")),
    ("The 12:30pm ceremony had 25 more guests than Keeley's.",
        lambda s: diff(s, "12:30pm", "Keeley", "guests") == 25),
    ("Hannah's wedding was an hour and a half later in the day than Maisie's.",
        lambda s: diff(s, "Hannah", "Maisie", "times") == 90),
    ("Maisie's wedding was earlier in the month than Hannah's.",
        lambda s: s.n("Maisie", "dates") < s.n("Hannah", "dates")),
    ("The largest wedding wasn't Hannah's.",
        lambda s: not most(s, "Hannah", "guests")),
    ])
