"""Blind test set unseen64: twelve invented logic-grid puzzles (Einstein / puzzle-app style).
Each clue is written twice: the English sentence and a predicate saying what it means.
Checked by ../../main/puzzle/logicgrid/english/testdata/unseen/truth.py (brute force)."""

# ---- helpers (written for this set) ----
def _items(s, cat):
    return [i for n, i in s.cats if n == cat][0]

def pos(s, x, cat):
    """1-based place of x's row along the ordered category cat (left to right)."""
    return _items(s, cat).index(s.g(x, cat)) + 1

def next_to(s, a, b, cat):
    return abs(pos(s, a, cat) - pos(s, b, cat)) == 1

def just_left(s, a, b, cat):
    """a is immediately (exactly) to the left of b."""
    return pos(s, a, cat) == pos(s, b, cat) - 1

def left_of(s, a, b, cat):
    """a is somewhere to the left of b."""
    return pos(s, a, cat) < pos(s, b, cat)

def between(s, x, a, b, cat):
    """x is somewhere between a and b (in either order)."""
    lo, hi = sorted((pos(s, a, cat), pos(s, b, cat)))
    return lo < pos(s, x, cat) < hi

def at_end(s, x, cat):
    return pos(s, x, cat) in (1, len(_items(s, cat)))

def diff(s, a, b, cat):
    """number of a's item in cat minus number of b's."""
    return s.n(a, cat) - s.n(b, cat)

def distinct(s, *xs):
    rs = [s.r(x) for x in xs]
    return len(set(rs)) == len(rs)

def xor(p, q):
    return bool(p) != bool(q)

# ------------------------------------------------------------
K = "kayak"
puzzle("u64-01-kayak-rental",
  "Kayaks at Reed Lake",
  "Five friends rented kayaks at Reed Lake. The kayaks were tied up side by side at the dock, numbered 1 to 5 from left to right. Each kayak was a different colour, each paddler was a different age, and each was heading for a different spot on the lake.",
  [("paddler", ["Celine", "Ezra", "Jonah", "Mira", "Tobias"]),
   ("kayak", ["1", "2", "3", "4", "5"]),
   ("colour", ["lime", "orange", "purple", "teal", "yellow"]),
   ("age", ["24", "29", "33", "38", "41"]),
   ("destination", ["Heron Island", "Lighthouse", "Old Mill", "Seal Rock", "Willow Bend"])],
  [["Celine", "4", "purple", "29", "Heron Island"],
   ["Ezra", "3", "yellow", "38", "Lighthouse"],
   ["Jonah", "5", "lime", "33", "Willow Bend"],
   ["Mira", "2", "teal", "24", "Old Mill"],
   ["Tobias", "1", "orange", "41", "Seal Rock"]],
  [
    ("The paddler in the teal kayak is the youngest.", lambda s: s.same("teal", "24")),
    ("The oldest paddler took the first kayak.", lambda s: s.same("41", "1")),
    ("The person in the middle kayak headed for the Lighthouse.", lambda s: s.same("3", "Lighthouse")),
    ("Celine is next to the paddler in the yellow kayak.", lambda s: next_to(s, "Celine", "yellow", K)),
    ("The 38-year-old is somewhere between the youngest paddler and the one going to Heron Island.", lambda s: between(s, "38", "24", "Heron Island", K)),
    ("The teal kayak is exactly to the left of the yellow one.", lambda s: just_left(s, "teal", "yellow", K)),
    ("The paddler bound for Willow Bend is older than the one bound for Heron Island.", lambda s: diff(s, "Willow Bend", "Heron Island", "age") > 0),
    ("Of Ezra and the paddler in the orange kayak, one is 38 and the other is heading for Seal Rock.", lambda s: one_of_other(s, "Ezra", "orange", "38", "Seal Rock")),
    ("Tobias is 41.", lambda s: s.same("Tobias", "41")),
    ("The lime kayak is somewhere to the right of the purple kayak.", lambda s: left_of(s, "purple", "lime", K)),
    ("Either Celine or Mira paddled the purple kayak.", lambda s: xor(s.same("Celine", "purple"), s.same("Mira", "purple"))),
    ("Mira is 5 years younger than Celine.", lambda s: diff(s, "Celine", "Mira", "age") == 5),
  ])


# ------------------------------------------------------------
B = "booth"
puzzle("u64-02-craft-fair",
  "Booths at the Craft Fair",
  "Four vendors share a row of booths at the village craft fair, lettered A to D from left to right. Each sells a different craft under a different coloured awning, each came from a different town, and each put a different price on their best piece.",
  [("vendor", ["Greta", "Ines", "Lars", "Pia"]),
   ("booth", ["A", "B", "C", "D"]),
   ("craft", ["candles", "pottery", "quilts", "soap"]),
   ("price", ["$12", "$15", "$18", "$24"]),
   ("awning", ["green", "navy", "red", "white"]),
   ("town", ["Ashford", "Brookvale", "Cobham", "Dunmore"])],
  [["Lars", "A", "pottery", "$18", "green", "Cobham"],
   ["Pia", "B", "candles", "$24", "white", "Ashford"],
   ["Greta", "C", "soap", "$12", "navy", "Dunmore"],
   ["Ines", "D", "quilts", "$15", "red", "Brookvale"]],
  [
    ("The $12 piece is not next to the green awning.", lambda s: not next_to(s, "$12", "green", B)),
    ("Either the soap seller or the quilter is from Brookvale.", lambda s: xor(s.same("soap", "Brookvale"), s.same("quilts", "Brookvale"))),
    ("Greta's booth is not next to Lars's.", lambda s: not next_to(s, "Greta", "Lars", B)),
    ("Pia's best piece costs more than Greta's.", lambda s: diff(s, "Pia", "Greta", "price") > 0),
    ("The potter asks $18 for the best piece on the table.", lambda s: s.same("pottery", "$18")),
    ("Of Lars and the woman from Ashford, one sells pottery and the other has the white awning.", lambda s: one_of_other(s, "Lars", "Ashford", "pottery", "white")),
    ("The vendor from Dunmore charges $6 less than the vendor from Cobham.", lambda s: diff(s, "Cobham", "Dunmore", "price") == 6),
    ("The cheapest piece is for sale under the navy awning.", lambda s: s.same("$12", "navy")),
    ("The most expensive piece is sold under the white awning.", lambda s: s.same("$24", "white")),
    ("Pottery is sold two booths to the left of the soap.", lambda s: pos(s, "soap", B) - pos(s, "pottery", B) == 2),
    ("The booth with the green awning is next to the woman from Ashford.", lambda s: next_to(s, "green", "Ashford", B)),
    ("Greta's booth is somewhere between Pia's and the one with the red awning.", lambda s: between(s, "Greta", "Pia", "red", B)),
  ])


# ------------------------------------------------------------
S = "seat"
puzzle("u64-03-potluck-dinner",
  "The Potluck Dinner",
  "Five guests sat along one side of a long table at a potluck dinner, in seats numbered first to fifth from left to right. Each guest arrived at a different time, brought a different dish and wore a different coloured shirt.",
  [("guest", ["Beth", "Dana", "Kofi", "Omar", "Yuki"]),
   ("seat", ["first", "second", "third", "fourth", "fifth"]),
   ("arrival", ["6:00pm", "6:15pm", "6:30pm", "6:45pm", "7:00pm"]),
   ("dish", ["bread", "curry", "lasagna", "pie", "salad"]),
   ("shirt", ["black", "blue", "grey", "maroon", "white"])],
  [["Omar", "first", "6:30pm", "curry", "grey"],
   ["Beth", "second", "7:00pm", "bread", "maroon"],
   ["Kofi", "third", "6:00pm", "salad", "white"],
   ["Dana", "fourth", "6:45pm", "pie", "black"],
   ["Yuki", "fifth", "6:15pm", "lasagna", "blue"]],
  [
    ("The one who brought bread sat next to the guest who arrived at 6:00pm.", lambda s: next_to(s, "bread", "6:00pm", S)),
    ("The guest who brought the pie arrived 15 minutes before Beth.", lambda s: diff(s, "Beth", "pie", "arrival") == 15),
    ("Beth was not next to the guest in the black shirt.", lambda s: not next_to(s, "Beth", "black", S)),
    ("The guest in maroon arrived later than the guest in black.", lambda s: diff(s, "maroon", "black", "arrival") > 0),
    ("Of the guest in the blue shirt and the one who arrived at 6:30pm, one sat in the first seat and the other brought the lasagna.", lambda s: one_of_other(s, "blue", "6:30pm", "first", "lasagna")),
    ("The salad was brought by someone sitting somewhere between the guest in grey and the guest in black.", lambda s: between(s, "salad", "grey", "black", S)),
    ("Neither Dana nor Yuki was the first to arrive.", lambda s: not s.same("Dana", "6:00pm") and not s.same("Yuki", "6:00pm")),
    ("The last guest to arrive sat immediately to the left of the first guest to arrive.", lambda s: just_left(s, "7:00pm", "6:00pm", S)),
    ("The guest in the fourth seat brought the pie.", lambda s: s.same("fourth", "pie")),
    ("Dana arrived 30 minutes after Yuki.", lambda s: diff(s, "Dana", "Yuki", "arrival") == 30),
    ("Yuki's seat was somewhere to the right of Beth's.", lambda s: left_of(s, "Beth", "Yuki", S)),
    ("Omar arrived half an hour after whoever brought the salad.", lambda s: diff(s, "Omar", "salad", "arrival") == 30),
  ])


# ------------------------------------------------------------
Y = "bay"
puzzle("u64-04-car-park",
  "Four Cars in the Lot",
  "Four colleagues parked in the staff lot this morning, in bays 1 to 4 from left to right. Each drives a different make of car, in a different colour, built in a different year, and each paid a different price for it.",
  [("owner", ["Anton", "Farah", "Priscilla", "Wendell"]),
   ("bay", ["1", "2", "3", "4"]),
   ("make", ["Kia", "Mazda", "Subaru", "Volvo"]),
   ("colour", ["black", "red", "silver", "white"]),
   ("year", ["2011", "2014", "2017", "2020"]),
   ("price", ["$8,500", "$12,000", "$15,500", "$21,000"])],
  [["Priscilla", "1", "Volvo", "silver", "2014", "$12,000"],
   ["Anton", "2", "Kia", "black", "2020", "$21,000"],
   ["Wendell", "3", "Mazda", "red", "2011", "$8,500"],
   ["Farah", "4", "Subaru", "white", "2017", "$15,500"]],
  [
    ("Of the silver car and the 2020 model, one belongs to Priscilla and the other is the Kia.", lambda s: one_of_other(s, "silver", "2020", "Priscilla", "Kia")),
    ("The most expensive car is not at either end.", lambda s: not at_end(s, "$21,000", Y)),
    ("The silver car is parked at one of the ends.", lambda s: at_end(s, "silver", Y)),
    ("Farah paid $3,500 more for her car than Priscilla did.", lambda s: diff(s, "Farah", "Priscilla", "price") == 3500),
    ("The black car sits somewhere between Priscilla's car and Wendell's.", lambda s: between(s, "black", "Priscilla", "Wendell", Y)),
    ("The car in bay 1 was built three years before the Subaru.", lambda s: diff(s, "Subaru", "1", "year") == 3),
    ("The Mazda is parked in the third bay.", lambda s: s.same("Mazda", "3")),
    ("The cheapest car was built in 2011.", lambda s: s.same("$8,500", "2011")),
    ("The newest car is parked immediately to the left of the oldest one.", lambda s: just_left(s, "2020", "2011", Y)),
    ("The 2017 car is not next to the black car.", lambda s: not next_to(s, "2017", "black", Y)),
    ("The owner of the white car paid less than the Kia's owner but more than Priscilla.", lambda s: diff(s, "Kia", "white", "price") > 0 and diff(s, "white", "Priscilla", "price") > 0),
  ])


# ------------------------------------------------------------
L = "lane"
puzzle("u64-05-climbing-wall",
  "Race Up the Wall",
  "Five climbers raced up the speed wall at the Granite Loft, each on a different lane, numbered 1 to 5 from left to right. Each climber is a different height, wore a different helmet and a different brand of shoe, and reached the top in a different time.",
  [("climber", ["Dmitri", "Felix", "Imani", "Nell", "Rosa"]),
   ("lane", ["lane 1", "lane 2", "lane 3", "lane 4", "lane 5"]),
   ("height", ["5'4\"", "5'7\"", "5'9\"", "6'0\"", "6'2\""]),
   ("helmet", ["black", "blue", "green", "orange", "white"]),
   ("time", ["48 seconds", "55 seconds", "61 seconds", "67 seconds", "72 seconds"]),
   ("shoes", ["Alpina", "Crux", "Ridge", "Summit", "Talon"])],
  [["Rosa", "lane 1", "5'9\"", "orange", "61 seconds", "Talon"],
   ["Dmitri", "lane 2", "6'2\"", "white", "48 seconds", "Crux"],
   ["Imani", "lane 3", "5'4\"", "green", "72 seconds", "Alpina"],
   ["Felix", "lane 4", "6'0\"", "blue", "55 seconds", "Summit"],
   ["Nell", "lane 5", "5'7\"", "black", "67 seconds", "Ridge"]],
  [
    ("The climber in lane 3 is the shortest.", lambda s: s.same("lane 3", "5'4\"")),
    ("The climber in the orange helmet used one of the end lanes.", lambda s: at_end(s, "orange", L)),
    ("The 5'7\" climber took 67 seconds.", lambda s: s.same("5'7\"", "67 seconds")),
    ("Whoever wore the black helmet is shorter than whoever wore the orange one.", lambda s: diff(s, "black", "orange", "height") < 0),
    ("Imani is not next to the climber in the black helmet.", lambda s: not next_to(s, "Imani", "black", L)),
    ("The climber wearing Summit shoes finished faster than the one in Alpinas, but slower than Dmitri.", lambda s: diff(s, "Summit", "Alpina", "time") < 0 and diff(s, "Summit", "Dmitri", "time") > 0),
    ("Of Imani and the climber in the blue helmet, one wears Alpina shoes and the other reached the top in 55 seconds.", lambda s: one_of_other(s, "Imani", "blue", "Alpina", "55 seconds")),
    ("The tallest climber was also the fastest.", lambda s: s.same("6'2\"", "48 seconds")),
    ("The slowest climber was somewhere between the one wearing Crux shoes and the one in the blue helmet.", lambda s: between(s, "72 seconds", "Crux", "blue", L)),
    ("The Talon shoes were on the climber immediately to the left of the tallest climber.", lambda s: just_left(s, "Talon", "6'2\"", L)),
    ("Only two of the climbers are shorter than Rosa.", lambda s: sum(1 for c in ["Dmitri", "Felix", "Imani", "Nell"] if diff(s, c, "Rosa", "height") < 0) == 2),
    ("The climber in the green helmet took 11 seconds longer than Rosa.", lambda s: diff(s, "green", "Rosa", "time") == 11),
    ("Felix is 3 inches taller than Rosa.", lambda s: diff(s, "Felix", "Rosa", "height") == 3),
    ("Nell wears Ridge shoes.", lambda s: s.same("Nell", "Ridge")),
    ("Dmitri climbed next to Imani.", lambda s: next_to(s, "Dmitri", "Imani", L)),
  ])


# ------------------------------------------------------------
Q = "place"
puzzle("u64-06-food-truck",
  "The Taco Truck Queue",
  "Four coworkers lined up at a taco truck at lunchtime, one behind another, from 1st in line (at the front, nearest the window) to 4th (at the back). Each ordered a different dish and a different drink and paid a different amount.",
  [("customer", ["Hugo", "Lena", "Marcus", "Zara"]),
   ("place", ["1st", "2nd", "3rd", "4th"]),
   ("dish", ["burrito", "nachos", "quesadilla", "tacos"]),
   ("drink", ["cola", "horchata", "iced tea", "lemonade"]),
   ("cost", ["$7.50", "$8.25", "$9.00", "$11.75"])],
  [["Hugo", "1st", "quesadilla", "lemonade", "$9.00"],
   ["Zara", "2nd", "nachos", "horchata", "$7.50"],
   ["Lena", "3rd", "burrito", "cola", "$11.75"],
   ["Marcus", "4th", "tacos", "iced tea", "$8.25"]],
  [
    ("The iced tea drinker stood somewhere behind the cola drinker.", lambda s: left_of(s, "cola", "iced tea", Q)),
    ("The person with the horchata stood next to Lena.", lambda s: next_to(s, "horchata", "Lena", Q)),
    ("Of Marcus and the nachos buyer, one was last in line and the other drank horchata.", lambda s: one_of_other(s, "Marcus", "nachos", "4th", "horchata")),
    ("The cheapest order belonged to the person 2nd in line.", lambda s: s.same("$7.50", "2nd")),
    ("Zara's order cost $1.50 less than Hugo's.", lambda s: diff(s, "Hugo", "Zara", "cost") == 1.5),
    ("The lemonade drinker paid 75 cents more than the iced tea drinker.", lambda s: abs(diff(s, "lemonade", "iced tea", "cost") - 0.75) < 1e-9),
    ("Neither Hugo nor Zara ordered the burrito.", lambda s: not s.same("Hugo", "burrito") and not s.same("Zara", "burrito")),
    ("The tacos cost less than the quesadilla.", lambda s: diff(s, "tacos", "quesadilla", "cost") < 0),
    ("The person who ordered the burrito was directly behind the one who ordered nachos.", lambda s: pos(s, "burrito", Q) == pos(s, "nachos", Q) + 1),
  ])


# ------------------------------------------------------------
H = "house"
puzzle("u64-07-maple-lane",
  "Neighbours on Maple Lane",
  "Five neighbours live on the north side of Maple Lane, at numbers 11, 13, 15, 17 and 19, in that order from west to east. Each keeps a different pet, enjoys a different hobby and has lived on the lane for a different number of years.",
  [("neighbour", ["Astrid", "Elsie", "Gideon", "Noor", "Ravi"]),
   ("house", ["11", "13", "15", "17", "19"]),
   ("pet", ["cat", "ferret", "parrot", "rabbit", "tortoise"]),
   ("hobby", ["baking", "birdwatching", "chess", "cycling", "pottery"]),
   ("years", ["2 years", "5 years", "8 years", "12 years", "20 years"])],
  [["Gideon", "11", "ferret", "birdwatching", "8 years"],
   ["Astrid", "13", "parrot", "chess", "20 years"],
   ["Ravi", "15", "tortoise", "baking", "2 years"],
   ["Noor", "17", "cat", "cycling", "12 years"],
   ["Elsie", "19", "rabbit", "pottery", "5 years"]],
  [
    ("The cat's owner has been there 7 years longer than the potter.", lambda s: diff(s, "cat", "pottery", "years") == 7),
    ("The newest resident lives somewhere between the birdwatcher and the cyclist.", lambda s: between(s, "2 years", "birdwatching", "cycling", H)),
    ("Noor has lived on the lane 4 years longer than Gideon.", lambda s: diff(s, "Noor", "Gideon", "years") == 4),
    ("There are two houses between the ferret's home and the cat's.", lambda s: abs(pos(s, "ferret", H) - pos(s, "cat", H)) == 3),
    ("The chess player lives immediately west of the baker.", lambda s: just_left(s, "chess", "baking", H)),
    ("The rabbit is not kept next door to the tortoise.", lambda s: not next_to(s, "rabbit", "tortoise", H)),
    ("Elsie lives somewhere east of Ravi.", lambda s: left_of(s, "Ravi", "Elsie", H)),
    ("Astrid has lived on the lane longer than anyone else.", lambda s: s.same("Astrid", "20 years")),
    ("The person at number 17 is a keen cyclist.", lambda s: s.same("17", "cycling")),
    ("The parrot's owner lives next door to Gideon.", lambda s: next_to(s, "parrot", "Gideon", H)),
    ("The cyclist has lived on the lane longer than the baker, but not as long as the chess player.", lambda s: diff(s, "cycling", "baking", "years") > 0 and diff(s, "cycling", "chess", "years") < 0),
    ("Of Astrid and the tortoise's owner, one has lived there for 20 years and the other loves baking.", lambda s: one_of_other(s, "Astrid", "tortoise", "20 years", "baking")),
  ])


# ------------------------------------------------------------
P = "spot"
puzzle("u64-08-team-photo",
  "The Team Photo",
  "Five coworkers lined up in a single row for the company photo, in spots 1 to 5 from left to right as the camera sees them. Each is a different age, works in a different department, drinks a different coffee and gets to work a different way.",
  [("coworker", ["Ben", "Cyrus", "Helga", "Leona", "Wanda"]),
   ("spot", ["1", "2", "3", "4", "5"]),
   ("age", ["26", "30", "34", "39", "45"]),
   ("department", ["Design", "Finance", "IT", "Legal", "Sales"]),
   ("coffee", ["cappuccino", "espresso", "flat white", "latte", "mocha"]),
   ("commute", ["bike", "bus", "car", "train", "walk"])],
  [["Wanda", "1", "34", "Finance", "mocha", "train"],
   ["Cyrus", "2", "26", "Design", "latte", "bike"],
   ["Helga", "3", "45", "Legal", "espresso", "car"],
   ["Ben", "4", "30", "IT", "flat white", "walk"],
   ["Leona", "5", "39", "Sales", "cappuccino", "bus"]],
  [
    ("The one who walks to work stands immediately to the right of the one who drives.", lambda s: just_left(s, "car", "walk", P)),
    ("Of Cyrus and the person who drinks mocha, one is the youngest and the other takes the train.", lambda s: one_of_other(s, "Cyrus", "mocha", "26", "train")),
    ("Ben, the mocha drinker and the person from Legal are three different people.", lambda s: distinct(s, "Ben", "mocha", "Legal")),
    ("Leona is 9 years older than Ben.", lambda s: diff(s, "Leona", "Ben", "age") == 9),
    ("The flat white drinker is older than the latte drinker but younger than the mocha drinker.", lambda s: diff(s, "flat white", "latte", "age") > 0 and diff(s, "flat white", "mocha", "age") < 0),
    ("The Finance employee is 8 years older than the Design employee.", lambda s: diff(s, "Finance", "Design", "age") == 8),
    ("Wanda is somewhere to the left of Leona.", lambda s: left_of(s, "Wanda", "Leona", P)),
    ("Either Wanda or Leona works in Sales.", lambda s: xor(s.same("Wanda", "Sales"), s.same("Leona", "Sales"))),
    ("The person who walks to work is somewhere between the espresso drinker and the cappuccino drinker.", lambda s: between(s, "walk", "espresso", "cappuccino", P)),
    ("Neither the youngest nor the oldest drinks cappuccino.", lambda s: not s.same("26", "cappuccino") and not s.same("45", "cappuccino")),
    ("The oldest person in the photo is next to the cyclist.", lambda s: next_to(s, "45", "bike", P)),
    ("Cyrus is not at either end.", lambda s: not at_end(s, "Cyrus", P)),
    ("Helga is 11 years older than Wanda.", lambda s: diff(s, "Helga", "Wanda", "age") == 11),
    ("The latte drinker is exactly to the left of the person who drives to work.", lambda s: just_left(s, "latte", "car", P)),
  ])


# ------------------------------------------------------------
R = "slot"
puzzle("u64-09-bike-rack",
  "The Bike Rack",
  "Four students locked their bicycles in the rack outside the library, in slots 1 to 4 from left to right. Each bike is a different colour and has a different number of gears, and each student used a different kind of lock.",
  [("student", ["Ada", "Quinn", "Soren", "Vic"]),
   ("slot", ["slot 1", "slot 2", "slot 3", "slot 4"]),
   ("colour", ["crimson", "mustard", "navy", "teal"]),
   ("gears", ["3 gears", "7 gears", "18 gears", "21 gears"]),
   ("lock", ["cable lock", "chain", "folding lock", "U-lock"])],
  [["Quinn", "slot 1", "teal", "21 gears", "U-lock"],
   ["Ada", "slot 2", "mustard", "3 gears", "chain"],
   ["Soren", "slot 3", "crimson", "18 gears", "cable lock"],
   ["Vic", "slot 4", "navy", "7 gears", "folding lock"]],
  [
    ("The U-lock is not next to the cable lock.", lambda s: not next_to(s, "U-lock", "cable lock", R)),
    ("The 18-gear bike is somewhere between Ada's bike and Vic's.", lambda s: between(s, "18 gears", "Ada", "Vic", R)),
    ("The crimson bike has 11 more gears than Vic's.", lambda s: diff(s, "crimson", "Vic", "gears") == 11),
    ("Of Ada and the owner of the navy bike, one uses a chain and the other rides a 7-gear bike.", lambda s: one_of_other(s, "Ada", "navy", "chain", "7 gears")),
    ("The folding lock is on neither the teal bike nor the crimson one.", lambda s: not s.same("folding lock", "teal") and not s.same("folding lock", "crimson")),
    ("Ada's bike is locked up right next to the teal bike.", lambda s: next_to(s, "Ada", "teal", R)),
    ("Soren's bike is somewhere to the right of the bike with the fewest gears.", lambda s: left_of(s, "3 gears", "Soren", R)),
    ("The chain was used on the bike immediately to the left of the one with the cable lock.", lambda s: just_left(s, "chain", "cable lock", R)),
    ("Quinn's bike, which is not the mustard one, has more gears than Soren's.", lambda s: not s.same("Quinn", "mustard") and diff(s, "Quinn", "Soren", "gears") > 0),
  ])


# ------------------------------------------------------------
X = "plinth"
puzzle("u64-10-sculpture-auction",
  "The Sculpture Auction",
  "Five sculptures were displayed on a row of plinths, numbered 1 to 5 from left to right, before last night's auction. Each was made by a different artist in a different material, showed a different subject, sold for a different price and went to a buyer from a different city.",
  [("artist", ["Bashir", "Ingrid", "Kurt", "Odette", "Tamsin"]),
   ("plinth", ["1", "2", "3", "4", "5"]),
   ("material", ["bronze", "glass", "marble", "oak", "steel"]),
   ("price", ["$12,000", "$18,000", "$25,000", "$31,000", "$40,000"]),
   ("buyer", ["Berlin", "Lima", "Oslo", "Perth", "Quebec"]),
   ("subject", ["dancer", "hand", "horse", "owl", "wave"])],
  [["Tamsin", "1", "glass", "$31,000", "Oslo", "owl"],
   ["Kurt", "2", "bronze", "$12,000", "Perth", "horse"],
   ["Odette", "3", "steel", "$40,000", "Lima", "wave"],
   ["Bashir", "4", "marble", "$25,000", "Quebec", "dancer"],
   ["Ingrid", "5", "oak", "$18,000", "Berlin", "hand"]],
  [
    ("The dancer is somewhere to the right of the wave.", lambda s: left_of(s, "wave", "dancer", X)),
    ("Bashir's piece sold for more than Ingrid's but for less than Tamsin's.", lambda s: diff(s, "Bashir", "Ingrid", "price") > 0 and diff(s, "Bashir", "Tamsin", "price") < 0),
    ("The bronze sculpture, which went for the lowest price, stands next to the steel one.", lambda s: s.same("bronze", "$12,000") and next_to(s, "bronze", "steel", X)),
    ("The sculpture in the middle fetched the highest price.", lambda s: s.same("3", "$40,000")),
    ("The Berlin buyer's piece is somewhere to the right of the Perth buyer's.", lambda s: left_of(s, "Perth", "Berlin", X)),
    ("The owl is displayed immediately to the left of the horse.", lambda s: just_left(s, "owl", "horse", X)),
    ("Odette's piece is displayed somewhere to the right of Tamsin's.", lambda s: left_of(s, "Tamsin", "Odette", X)),
    ("The buyer from Lima paid $9,000 more than the buyer from Oslo.", lambda s: diff(s, "Lima", "Oslo", "price") == 9000),
    ("The hand was bought by neither the collector from Perth nor the one from Quebec.", lambda s: not s.same("hand", "Perth") and not s.same("hand", "Quebec")),
    ("The piece at the fourth position is made of marble.", lambda s: s.same("4", "marble")),
    ("Ingrid's sculpture is the hand.", lambda s: s.same("Ingrid", "hand")),
    ("Of Odette and the glass artist, one sculpted the wave and the other sold to a buyer from Oslo.", lambda s: one_of_other(s, "Odette", "glass", "wave", "Oslo")),
    ("The piece bought by the collector from Quebec is somewhere between the steel piece and the oak piece.", lambda s: between(s, "Quebec", "steel", "oak", X)),
    ("Kurt's sculpture sold for $13,000 less than the marble one.", lambda s: diff(s, "marble", "Kurt", "price") == 13000),
  ])


# ------------------------------------------------------------
U = "lounger"
def spf(s, x):
    return int(s.g(x, "sunscreen").split()[1])
puzzle("u64-11-pool-loungers",
  "By the Pool",
  "Four hotel guests claimed the loungers beside the pool, numbered 1 to 4 from left to right. Each is using a sunscreen of a different strength, reading a different kind of book and sipping a different drink.",
  [("guest", ["Delphine", "Jasper", "Maeve", "Rocco"]),
   ("lounger", ["1", "2", "3", "4"]),
   ("sunscreen", ["SPF 15", "SPF 30", "SPF 50", "SPF 70"]),
   ("book", ["memoir", "romance", "sci-fi", "thriller"]),
   ("drink", ["iced coffee", "mojito", "smoothie", "sparkling water"])],
  [["Delphine", "1", "SPF 50", "memoir", "smoothie"],
   ["Rocco", "2", "SPF 15", "thriller", "mojito"],
   ["Maeve", "3", "SPF 70", "sci-fi", "sparkling water"],
   ["Jasper", "4", "SPF 30", "romance", "iced coffee"]],
  [
    ("The sparkling water is somewhere between the mojito and the iced coffee.", lambda s: between(s, "sparkling water", "mojito", "iced coffee", U)),
    ("The thriller reader lies next to the smoothie drinker.", lambda s: next_to(s, "thriller", "smoothie", U)),
    ("The SPF 30 user is somewhere to the right of the SPF 70 user.", lambda s: left_of(s, "SPF 70", "SPF 30", U)),
    ("Jasper is either the romance reader or the one drinking sparkling water.", lambda s: xor(s.same("Jasper", "romance"), s.same("Jasper", "sparkling water"))),
    ("The romance reader uses a higher SPF than the thriller reader but a lower one than the memoir reader.", lambda s: spf(s, "romance") > spf(s, "thriller") and spf(s, "romance") < spf(s, "memoir")),
    ("The strongest sunscreen belongs to the sci-fi reader.", lambda s: s.same("SPF 70", "sci-fi")),
    ("Rocco is two loungers to the left of Jasper.", lambda s: pos(s, "Jasper", U) - pos(s, "Rocco", U) == 2),
    ("Maeve's sunscreen is 20 SPF points stronger than Delphine's.", lambda s: spf(s, "Maeve") - spf(s, "Delphine") == 20),
    ("The guest drinking a mojito has the weakest sunscreen.", lambda s: s.same("mojito", "SPF 15")),
    ("The memoir reader is on one of the end loungers.", lambda s: at_end(s, "memoir", U)),
  ])


# ------------------------------------------------------------
J = "position"
puzzle("u64-12-jazz-quintet",
  "The Jazz Quintet",
  "A jazz quintet stood in a single line on the stage of the Blue Lantern, in positions first to fifth counting from the audience's left. Each musician plays a different instrument, is a different age and wore a different coloured jacket.",
  [("musician", ["Bettina", "Ike", "Marisol", "Orla", "Thaddeus"]),
   ("position", ["first", "second", "third", "fourth", "fifth"]),
   ("instrument", ["double bass", "drums", "piano", "saxophone", "trumpet"]),
   ("age", ["22", "27", "31", "36", "48"]),
   ("jacket", ["burgundy", "charcoal", "cream", "olive", "tan"])],
  [["Marisol", "first", "saxophone", "31", "olive"],
   ["Thaddeus", "second", "trumpet", "48", "cream"],
   ["Ike", "third", "piano", "22", "charcoal"],
   ["Bettina", "fourth", "double bass", "36", "burgundy"],
   ["Orla", "fifth", "drums", "27", "tan"]],
  [
    ("The musician in cream plays the trumpet.", lambda s: s.same("cream", "trumpet")),
    ("Of Marisol and the bassist, one wore burgundy and the other is 31 years old.", lambda s: one_of_other(s, "Marisol", "double bass", "burgundy", "31")),
    ("The trumpeter was not next to the musician in tan.", lambda s: not next_to(s, "trumpet", "tan", J)),
    ("The 27-year-old stood somewhere to the right of the 31-year-old.", lambda s: left_of(s, "31", "27", J)),
    ("The musician in burgundy stood somewhere between the pianist and the drummer.", lambda s: between(s, "burgundy", "piano", "drums", J)),
    ("Ike stood next to both Thaddeus and Bettina.", lambda s: next_to(s, "Ike", "Thaddeus", J) and next_to(s, "Ike", "Bettina", J)),
    ("Orla is younger than everyone except the pianist.", lambda s: sum(1 for m in ["Bettina", "Ike", "Marisol", "Thaddeus"] if diff(s, m, "Orla", "age") < 0) == 1 and diff(s, "piano", "Orla", "age") < 0),
    ("The woman in olive is 4 years older than the drummer.", lambda s: diff(s, "olive", "drums", "age") == 4),
    ("Thaddeus is the oldest member of the band, and he stood immediately to the right of the saxophonist.", lambda s: s.same("Thaddeus", "48") and just_left(s, "saxophone", "Thaddeus", J)),
  ])

