# Blind test set unseen52: twelve invented logic-grid puzzles whose first
# category is things, animals, places or events (not people).
# Each clue: the English sentence, and a predicate saying what it means.
# This file is executed by truth.py, which supplies State, nv, one_of_other
# and puzzle().  The helpers below were written for this set.

def items_of(s, cat):
    """The items of category cat, in the order the puzzle lists them."""
    return dict(s.cats)[cat]

def ix(s, x, cat):
    """Index (0-based) of x's item of category cat in that category's list:
    the step position, for 'one place before', 'next', 'between'."""
    return items_of(s, cat).index(s.g(x, cat))

def diff(s, x, y, cat):
    """x's number minus y's number in numeric category cat."""
    return s.n(x, cat) - s.n(y, cat)

def steps(s, x, y, cat):
    """x's step index minus y's step index in category cat."""
    return ix(s, x, cat) - ix(s, y, cat)

def adjacent(s, x, y, cat):
    return abs(steps(s, x, y, cat)) == 1

def distinct(s, *xs):
    """x, y, z ... are all different entities (rows)."""
    rows = [s.r(x) for x in xs]
    return len(set(rows)) == len(rows)

def is_extreme(s, x, cat, largest=True):
    v = s.n(x, cat)
    vals = [nv(it) for it in items_of(s, cat)]
    return v == (max(vals) if largest else min(vals))

def either(a, b):
    """'either A or B' as an inclusive or (see README)."""
    return a or b


# ---------------------------------------------------------------- 01
puzzle("u52-01-auction-paintings",
    "Paintings Under the Hammer",
    "Five paintings came up at the spring sale of Ashcombe auction house. Each was painted in a different year, went to a different buyer and fetched a different price.",
    [("painting", ["Harbour Dawn", "Orchard Gate", "Winter Mill", "Blue Vase", "Sleeping Fox"]),
     ("year", ["1861", "1874", "1887", "1893", "1902"]),
     ("buyer", ["Mrs Hale", "Mr Okafor", "Miss Brandt", "Dr Lowell", "Mrs Iqbal"]),
     ("price", ["$12,000", "$18,000", "$25,000", "$31,000", "$40,000"])],
    [["Harbour Dawn", "1874", "Dr Lowell", "$25,000"],
     ["Orchard Gate", "1902", "Mrs Hale", "$12,000"],
     ["Winter Mill", "1861", "Miss Brandt", "$40,000"],
     ["Blue Vase", "1893", "Mrs Iqbal", "$18,000"],
     ["Sleeping Fox", "1887", "Mr Okafor", "$31,000"]],
    [
    ("The painting bought by Mrs Hale is the most recent of the five.",
        lambda s: is_extreme(s, "Mrs Hale", "year", True)),
    ("Winter Mill fetched more than any other painting.",
        lambda s: is_extreme(s, "Winter Mill", "price", True)),
    ("The 1887 painting did not go to Miss Brandt.",
        lambda s: not s.same("1887", "Miss Brandt")),
    ("Sleeping Fox sold for $13,000 more than Blue Vase.",
        lambda s: diff(s, "Sleeping Fox", "Blue Vase", "price") == 13000),
    ("Of Harbour Dawn and the $18,000 painting, one was painted in 1874 and the other was bought by Mrs Iqbal.",
        lambda s: one_of_other(s, "Harbour Dawn", "$18,000", "1874", "Mrs Iqbal")),
    ("The 1861 canvas made more money than the one Mr Okafor took home.",
        lambda s: diff(s, "1861", "Mr Okafor", "price") > 0),
    ("Neither the 1893 picture nor Orchard Gate was bought by Mr Okafor.",
        lambda s: not s.same("1893", "Mr Okafor") and not s.same("Orchard Gate", "Mr Okafor")),
    ("Miss Brandt's painting is older than Dr Lowell's.",
        lambda s: diff(s, "Miss Brandt", "Dr Lowell", "year") < 0),
    ("The painting that sold for $25,000 was painted 13 years before the one bought by Mr Okafor.",
        lambda s: diff(s, "Mr Okafor", "$25,000", "year") == 13),
    ("Harbour Dawn was not the cheapest lot.",
        lambda s: not is_extreme(s, "Harbour Dawn", "price", False)),
    ])

# ---------------------------------------------------------------- 02
puzzle("u52-02-harbour-ships",
    "Sailings from Port Ellery",
    "Five ships lie in berths 1 to 5 along the quay at Port Ellery, the berths numbered in order from the harbour mouth. Each ship has a different captain and leaves at a different time on Saturday morning or early afternoon.",
    [("ship", ["Osprey", "Marigold", "Northern Star", "Kestrel", "Valiant"]),
     ("berth", ["1", "2", "3", "4", "5"]),
     ("captain", ["Ortiz", "Lindqvist", "Bauer", "Adeyemi", "Fenwick"]),
     ("departure", ["6:15am", "7:00am", "8:45am", "10:30am", "1:15pm"])],
    [["Osprey", "4", "Bauer", "10:30am"],
     ["Marigold", "1", "Fenwick", "8:45am"],
     ["Northern Star", "3", "Ortiz", "6:15am"],
     ["Kestrel", "5", "Adeyemi", "7:00am"],
     ["Valiant", "2", "Lindqvist", "1:15pm"]],
    [
    ("The ship in berth 3 sails before the Osprey.",
        lambda s: diff(s, "3", "Osprey", "departure") < 0),
    ("Captain Ortiz's ship is in the berth directly before the Osprey's.",
        lambda s: diff(s, "Osprey", "Ortiz", "berth") == 1),
    ("The Valiant is the last of the five to leave.",
        lambda s: is_extreme(s, "Valiant", "departure", True)),
    ("The Kestrel casts off 45 minutes after the Northern Star.",
        lambda s: diff(s, "Kestrel", "Northern Star", "departure") == 45),
    ("The ship in berth 2 is not captained by Bauer.",
        lambda s: not s.same("2", "Bauer")),
    ("Of the Kestrel and the ship in berth 1, one is skippered by Adeyemi and the other leaves at 8:45am.",
        lambda s: one_of_other(s, "Kestrel", "1", "Adeyemi", "8:45am")),
    ("The 10:30am departure is from an even-numbered berth.",
        lambda s: s.n("10:30am", "berth") % 2 == 0),
    ("Bauer's ship sails three and a half hours later than Adeyemi's.",
        lambda s: diff(s, "Bauer", "Adeyemi", "departure") == 210),
    ("The last ship to leave is tied up in the berth next to Fenwick's.",
        lambda s: adjacent(s, "1:15pm", "Fenwick", "berth")),
    ])

# ---------------------------------------------------------------- 03
puzzle("u52-03-new-planets",
    "New Worlds",
    "Over a decade, four astronomers at the Hollins Observatory each discovered a planet orbiting a nearby star. Each planet was found in a different year and has a different number of moons.",
    [("planet", ["Tessaly", "Orvin", "Maleth", "Quor"]),
     ("year", ["2009", "2012", "2015", "2018"]),
     ("astronomer", ["Dr Pham", "Prof Kowalski", "Dr Mensah", "Prof Aldana"]),
     ("moons", ["1", "2", "4", "7"])],
    [["Tessaly", "2015", "Prof Aldana", "2"],
     ["Orvin", "2009", "Dr Mensah", "7"],
     ["Maleth", "2018", "Dr Pham", "1"],
     ["Quor", "2012", "Prof Kowalski", "4"]],
    [
    ("The planet with seven moons was found nine years before Maleth.",
        lambda s: diff(s, "Maleth", "7", "year") == 9),
    ("Dr Pham's discovery has fewer moons than any other planet.",
        lambda s: is_extreme(s, "Dr Pham", "moons", False)),
    ("Quor was spotted three years after the planet that Dr Mensah discovered.",
        lambda s: diff(s, "Quor", "Dr Mensah", "year") == 3),
    ("Prof Aldana did not discover the planet found in 2012.",
        lambda s: not s.same("Prof Aldana", "2012")),
    ("Tessaly has more moons than the 2018 find but fewer than Quor.",
        lambda s: diff(s, "Tessaly", "2018", "moons") > 0 and diff(s, "Tessaly", "Quor", "moons") < 0),
    ("Either Orvin or the 2015 planet was discovered by Dr Mensah.",
        lambda s: either(s.same("Orvin", "Dr Mensah"), s.same("2015", "Dr Mensah"))),
    ])

# ---------------------------------------------------------------- 04
puzzle("u52-04-cookbook-recipes",
    "The Village Cookbook",
    "The Dunstable Women's Institute has put together a cookbook of baked puddings and cakes. Five of the recipes were sent in by different members; each takes a different time to make and uses a different number of eggs.",
    [("recipe", ["plum pie", "lemon tart", "cheese souffle", "custard flan", "walnut loaf"]),
     ("time", ["25 minutes", "40 minutes", "55 minutes", "70 minutes", "90 minutes"]),
     ("eggs", ["1", "2", "3", "4", "6"]),
     ("contributor", ["Aunt Rosa", "Gideon", "Marguerite", "Tobias", "Wen"])],
    [["plum pie", "70 minutes", "2", "Gideon"],
     ["lemon tart", "40 minutes", "4", "Wen"],
     ["cheese souffle", "25 minutes", "6", "Marguerite"],
     ["custard flan", "90 minutes", "3", "Aunt Rosa"],
     ["walnut loaf", "55 minutes", "1", "Tobias"]],
    [
    ("The recipe that takes 40 minutes uses more eggs than the plum pie.",
        lambda s: diff(s, "40 minutes", "plum pie", "eggs") > 0),
    ("The custard flan takes the longest of all.",
        lambda s: is_extreme(s, "custard flan", "time", True)),
    ("Marguerite's recipe calls for the most eggs.",
        lambda s: is_extreme(s, "Marguerite", "eggs", True)),
    ("The walnut loaf takes 15 minutes less than Gideon's dish.",
        lambda s: diff(s, "Gideon", "walnut loaf", "time") == 15),
    ("Aunt Rosa's recipe uses one more egg than the plum pie.",
        lambda s: diff(s, "Aunt Rosa", "plum pie", "eggs") == 1),
    ("Of the lemon tart and the 55-minute recipe, one uses just one egg and the other came from Wen.",
        lambda s: one_of_other(s, "lemon tart", "55 minutes", "1", "Wen")),
    ("Gideon's recipe takes longer to make than Wen's.",
        lambda s: diff(s, "Gideon", "Wen", "time") > 0),
    ("No recipe is quicker to make than Marguerite's.",
        lambda s: is_extreme(s, "Marguerite", "time", False)),
    ])

# ---------------------------------------------------------------- 05
puzzle("u52-05-morning-trains",
    "Departures Board",
    "Five trains, each painted in a different livery, leave Branford Junction between 9am and noon. Each goes to a different city and has a different driver.",
    [("train", ["red", "green", "blue", "silver", "yellow"]),
     ("departure", ["9:05am", "9:40am", "10:15am", "10:50am", "11:25am"]),
     ("destination", ["York", "Leeds", "Durham", "Carlisle", "Hull"]),
     ("driver", ["Kate", "Ravi", "Samuel", "Ingrid", "Declan"])],
    [["red", "9:40am", "Durham", "Kate"],
     ["green", "10:15am", "York", "Ingrid"],
     ["blue", "9:05am", "Hull", "Ravi"],
     ["silver", "11:25am", "Carlisle", "Samuel"],
     ["yellow", "10:50am", "Leeds", "Declan"]],
    [
    ("Of the red train and the 10:15am departure, one goes to York and the other is driven by Kate.",
        lambda s: one_of_other(s, "red", "10:15am", "York", "Kate")),
    ("The Carlisle train is the last to leave.",
        lambda s: is_extreme(s, "Carlisle", "departure", True)),
    ("Ravi's train pulls out 35 minutes earlier than Kate's.",
        lambda s: diff(s, "Kate", "Ravi", "departure") == 35),
    ("The yellow train leaves some time after the train to Durham.",
        lambda s: diff(s, "yellow", "Durham", "departure") > 0),
    ("Declan is driving neither the train bound for Hull nor the one bound for York.",
        lambda s: not s.same("Declan", "Hull") and not s.same("Declan", "York")),
    ("The green train is not the first to depart.",
        lambda s: not is_extreme(s, "green", "departure", False)),
    ("Ingrid's train leaves 70 minutes before Samuel's.",
        lambda s: diff(s, "Samuel", "Ingrid", "departure") == 70),
    ("The silver train is driven by either Samuel or Declan.",
        lambda s: either(s.same("silver", "Samuel"), s.same("silver", "Declan"))),
    ("The silver train is timetabled after the yellow one.",
        lambda s: diff(s, "silver", "yellow", "departure") > 0),
    ("The first train out is not headed for Durham.",
        lambda s: not is_extreme(s, "Durham", "departure", False)),
    ("Ingrid isn't at the controls of the yellow train.",
        lambda s: not s.same("Ingrid", "yellow")),
    ])

# ---------------------------------------------------------------- 06
puzzle("u52-06-four-parcels",
    "At the Post Office Counter",
    "Four parcels were handed in at the Mill Street post office on Tuesday. Each was posted by a different customer to a different city, and no two weighed the same.",
    [("parcel", ["box", "padded bag", "tube", "crate"]),
     ("weight", ["2 kg", "3 kg", "4 kg", "6 kg"]),
     ("sender", ["Zoe", "Marcus", "Fern", "Hugo"]),
     ("destination", ["Leeds", "Bristol", "Norwich", "Exeter"])],
    [["box", "3 kg", "Fern", "Leeds"],
     ["padded bag", "2 kg", "Zoe", "Exeter"],
     ["tube", "4 kg", "Hugo", "Bristol"],
     ["crate", "6 kg", "Marcus", "Norwich"]],
    [
    ("Neither the parcel weighing 6 kg nor the one sent by Zoe went to Leeds.",
        lambda s: not s.same("6 kg", "Leeds") and not s.same("Zoe", "Leeds")),
    ("The crate was the heaviest of the four.",
        lambda s: is_extreme(s, "crate", "weight", True)),
    ("Fern's parcel weighed 1 kg more than Zoe's.",
        lambda s: diff(s, "Fern", "Zoe", "weight") == 1),
    ("The parcel going to Bristol weighed a kilogram more than the one Fern sent.",
        lambda s: diff(s, "Bristol", "Fern", "weight") == 1),
    ("The lightest parcel is on its way to Exeter.",
        lambda s: is_extreme(s, "Exeter", "weight", False)),
    ("Hugo's parcel isn't the box.",
        lambda s: not s.same("Hugo", "box")),
    ("The box is heavier than the padded bag.",
        lambda s: diff(s, "box", "padded bag", "weight") > 0),
    ("Marcus's parcel was 2 kg heavier than Hugo's.",
        lambda s: diff(s, "Marcus", "Hugo", "weight") == 2),
    ])

# ---------------------------------------------------------------- 07
puzzle("u52-07-rescue-dogs",
    "Mountain Rescue Dogs",
    "The Glen Arran mountain rescue team has five search dogs, each of a different breed and each working with a different handler. The team's records credit each dog with a different number of rescues.",
    [("dog", ["Bramble", "Juno", "Pepper", "Ranger", "Tilly"]),
     ("breed", ["collie", "labrador", "spaniel", "bloodhound", "German shepherd"]),
     ("handler", ["Anya", "Callum", "Hiroshi", "Leona", "Teodor"]),
     ("rescues", ["8", "11", "15", "19", "24"])],
    [["Bramble", "spaniel", "Leona", "15"],
     ["Juno", "bloodhound", "Callum", "24"],
     ["Pepper", "collie", "Teodor", "8"],
     ["Ranger", "German shepherd", "Anya", "19"],
     ["Tilly", "labrador", "Hiroshi", "11"]],
    [
    ("The bloodhound has made more rescues than any other dog.",
        lambda s: is_extreme(s, "bloodhound", "rescues", True)),
    ("Pepper, the labrador and the dog handled by Anya are three different dogs.",
        lambda s: distinct(s, "Pepper", "labrador", "Anya")),
    ("The collie has 3 fewer rescues to its name than the labrador.",
        lambda s: diff(s, "labrador", "collie", "rescues") == 3),
    ("Leona's dog, which is not the German shepherd, has more rescues than Tilly.",
        lambda s: not s.same("Leona", "German shepherd") and diff(s, "Leona", "Tilly", "rescues") > 0),
    ("Ranger has been credited with 4 more rescues than Leona's dog.",
        lambda s: diff(s, "Ranger", "Leona", "rescues") == 4),
    ("Callum works with either Juno or the spaniel.",
        lambda s: either(s.same("Callum", "Juno"), s.same("Callum", "spaniel"))),
    ("Teodor's dog has the fewest rescues.",
        lambda s: is_extreme(s, "Teodor", "rescues", False)),
    ("Bramble is not the bloodhound.",
        lambda s: not s.same("Bramble", "bloodhound")),
    ("Pepper has fewer rescues than Bramble.",
        lambda s: diff(s, "Pepper", "Bramble", "rescues") < 0),
    ])

# ---------------------------------------------------------------- 08
puzzle("u52-08-hiking-trails",
    "Trails of the Northern Fells",
    "Five friends each hiked a different trail in the Northern Fells last weekend. Every trail has its own starting point and its own length.",
    [("trail", ["Ridgeback", "Fernway", "Coldwater", "Larch Loop", "Skyline"]),
     ("length", ["4 miles", "5 miles", "7 miles", "9 miles", "12 miles"]),
     ("start", ["Pike Lake", "Mill Bridge", "Hollow Farm", "Crane Gap", "Beacon Hill"]),
     ("hiker", ["Leo", "Marta", "Jonas", "Priti", "Wes"])],
    [["Ridgeback", "9 miles", "Pike Lake", "Marta"],
     ["Fernway", "4 miles", "Mill Bridge", "Wes"],
     ["Coldwater", "7 miles", "Crane Gap", "Leo"],
     ["Larch Loop", "5 miles", "Beacon Hill", "Jonas"],
     ["Skyline", "12 miles", "Hollow Farm", "Priti"]],
    [
    ("The trail that starts at Pike Lake is 2 miles longer than the one Leo hiked.",
        lambda s: diff(s, "Pike Lake", "Leo", "length") == 2),
    ("Wes walked the shortest trail.",
        lambda s: is_extreme(s, "Wes", "length", False)),
    ("The Beacon Hill trail is a mile longer than Fernway.",
        lambda s: diff(s, "Beacon Hill", "Fernway", "length") == 1),
    ("Of Ridgeback and the trail Priti hiked, one starts at Hollow Farm and the other is 9 miles long.",
        lambda s: one_of_other(s, "Ridgeback", "Priti", "Hollow Farm", "9 miles")),
    ("Coldwater is longer than Larch Loop but shorter than the trail from Pike Lake.",
        lambda s: diff(s, "Coldwater", "Larch Loop", "length") > 0 and diff(s, "Coldwater", "Pike Lake", "length") < 0),
    ("The trail from Mill Bridge is not Coldwater.",
        lambda s: not s.same("Mill Bridge", "Coldwater")),
    ("Marta hiked the second-longest trail.",
        lambda s: ix(s, "Marta", "length") == 3),
    ])

# ---------------------------------------------------------------- 09
puzzle("u52-09-river-bridges",
    "Bridges at Callowmouth",
    "Four road bridges cross the river at Callowmouth. Each was designed by a different engineer, opened in a different year and has a different main span.",
    [("bridge", ["Kingsgate", "Otter Ford", "Saltash Road", "Weir Lane"]),
     ("opened", ["1838", "1851", "1864", "1879"]),
     ("engineer", ["Brunton", "Caldwell", "Marsh", "Tregarth"]),
     ("span", ["40 m", "65 m", "90 m", "120 m"])],
    [["Kingsgate", "1864", "Tregarth", "120 m"],
     ["Otter Ford", "1838", "Caldwell", "65 m"],
     ["Saltash Road", "1879", "Brunton", "40 m"],
     ["Weir Lane", "1851", "Marsh", "90 m"]],
    [
    ("The bridge Caldwell designed was the first of the four to open.",
        lambda s: is_extreme(s, "Caldwell", "opened", False)),
    ("Saltash Road has a shorter span than any of the others.",
        lambda s: is_extreme(s, "Saltash Road", "span", False)),
    ("The 90 m bridge opened 13 years before the one Tregarth built.",
        lambda s: diff(s, "Tregarth", "90 m", "opened") == 13),
    ("Tregarth's bridge spans 80 m more than Brunton's.",
        lambda s: diff(s, "Tregarth", "Brunton", "span") == 80),
    ("Kingsgate was not built by Marsh.",
        lambda s: not s.same("Kingsgate", "Marsh")),
    ("Otter Ford is longer than Saltash Road, and it opened before Weir Lane did.",
        lambda s: diff(s, "Otter Ford", "Saltash Road", "span") > 0 and diff(s, "Otter Ford", "Weir Lane", "opened") < 0),
    ("Kingsgate opened some time after Weir Lane.",
        lambda s: diff(s, "Kingsgate", "Weir Lane", "opened") > 0),
    ])

# ---------------------------------------------------------------- 10
puzzle("u52-10-cheese-show",
    "Best in Show at Hareby Fair",
    "Five cheeses were judged in the farmhouse class at Hareby Fair and placed 1st to 5th, 1st being the winner. Each was made by a different cheesemaker and had been aged for a different length of time.",
    [("cheese", ["Blue Hollow", "Crag Cheddar", "Dale Brie", "Meadow Gouda", "Stonebridge Goat"]),
     ("place", ["1st", "2nd", "3rd", "4th", "5th"]),
     ("maker", ["Mrs Pennock", "Mr Adair", "Ms Ferreira", "Mr Kowal", "Mrs Sato"]),
     ("aged", ["3 months", "6 months", "9 months", "12 months", "18 months"])],
    [["Blue Hollow", "2nd", "Ms Ferreira", "12 months"],
     ["Crag Cheddar", "1st", "Mr Kowal", "18 months"],
     ["Dale Brie", "5th", "Mrs Sato", "3 months"],
     ["Meadow Gouda", "3rd", "Mrs Pennock", "9 months"],
     ["Stonebridge Goat", "4th", "Mr Adair", "6 months"]],
    [
    ("The cheese that took first prize had been aged longer than any other.",
        lambda s: is_extreme(s, "1st", "aged", True)),
    ("Mrs Sato's cheese came last.",
        lambda s: s.g("Mrs Sato", "place") == "5th"),
    ("Blue Hollow finished one place ahead of Mrs Pennock's entry.",
        lambda s: diff(s, "Mrs Pennock", "Blue Hollow", "place") == 1),
    ("The cheese aged for 6 months finished two places behind Blue Hollow.",
        lambda s: diff(s, "6 months", "Blue Hollow", "place") == 2),
    ("Mr Adair's cheese is three months older than Mrs Sato's.",
        lambda s: diff(s, "Mr Adair", "Mrs Sato", "aged") == 3),
    ("Of Crag Cheddar and the 9-month cheese, one was made by Mr Kowal and the other came third.",
        lambda s: one_of_other(s, "Crag Cheddar", "9 months", "Mr Kowal", "3rd")),
    ("Ms Ferreira made neither Meadow Gouda nor Stonebridge Goat.",
        lambda s: not s.same("Ms Ferreira", "Meadow Gouda") and not s.same("Ms Ferreira", "Stonebridge Goat")),
    ("Dale Brie had been aged for a shorter time than Stonebridge Goat.",
        lambda s: diff(s, "Dale Brie", "Stonebridge Goat", "aged") < 0),
    ("The cheese in 4th place isn't Meadow Gouda.",
        lambda s: not s.same("4th", "Meadow Gouda")),
    ("Blue Hollow was not the winner.",
        lambda s: s.g("Blue Hollow", "place") != "1st"),
    ("Meadow Gouda was placed higher than Dale Brie.",
        lambda s: diff(s, "Meadow Gouda", "Dale Brie", "place") < 0),
    ])

# ---------------------------------------------------------------- 11
puzzle("u52-11-coast-lighthouses",
    "Lights of the Wrecker's Coast",
    "Five lighthouses stand along the Wrecker's Coast. Each is a different height, was first lit in a different year and is looked after by a different keeper.",
    [("lighthouse", ["Gull Point", "Black Rock", "Fairhaven", "Harrow Head", "Longstone"]),
     ("height", ["62 ft", "75 ft", "88 ft", "104 ft", "121 ft"]),
     ("first lit", ["1790", "1815", "1842", "1866", "1899"]),
     ("keeper", ["Reed", "Gale", "Trask", "Corrin", "Bow"])],
    [["Gull Point", "88 ft", "1842", "Trask"],
     ["Black Rock", "121 ft", "1866", "Corrin"],
     ["Fairhaven", "62 ft", "1790", "Reed"],
     ["Harrow Head", "104 ft", "1899", "Gale"],
     ["Longstone", "75 ft", "1815", "Bow"]],
    [
    ("The tallest lighthouse is tended by Corrin.",
        lambda s: is_extreme(s, "Corrin", "height", True)),
    ("Fairhaven was the first of the five to be lit.",
        lambda s: is_extreme(s, "Fairhaven", "first lit", False)),
    ("The lighthouse first lit in 1842 stands 13 ft taller than Bow's.",
        lambda s: diff(s, "1842", "Bow", "height") == 13),
    ("Harrow Head was lit 33 years after Black Rock.",
        lambda s: diff(s, "Harrow Head", "Black Rock", "first lit") == 33),
    ("Trask's lighthouse is shorter than Gale's, but it is older.",
        lambda s: diff(s, "Trask", "Gale", "height") < 0 and diff(s, "Trask", "Gale", "first lit") < 0),
    ("Reed's light was lit 25 years before Bow's.",
        lambda s: diff(s, "Bow", "Reed", "first lit") == 25),
    ("Fairhaven is 26 ft shorter than Gull Point.",
        lambda s: diff(s, "Gull Point", "Fairhaven", "height") == 26),
    ("The most recently lit lighthouse is not the tallest one.",
        lambda s: not s.same("1899", "121 ft")),
    ])

# ---------------------------------------------------------------- 12
puzzle("u52-12-kite-festival",
    "Kites over Wendle Down",
    "Four kites were flown in the afternoon contest at the Wendle Down kite festival. Each kite was a different colour and was flown by a different person; they were launched at twenty-minute intervals and each reached a different greatest height.",
    [("kite", ["box kite", "delta kite", "diamond kite", "dragon kite"]),
     ("colour", ["red", "orange", "purple", "white"]),
     ("flyer", ["Ada", "Bilal", "Corinne", "Dmitri"]),
     ("height", ["150 ft", "200 ft", "275 ft", "350 ft"]),
     ("launch", ["2:00pm", "2:20pm", "2:40pm", "3:00pm"])],
    [["box kite", "purple", "Bilal", "200 ft", "2:40pm"],
     ["delta kite", "red", "Corinne", "350 ft", "2:00pm"],
     ["diamond kite", "white", "Dmitri", "150 ft", "3:00pm"],
     ["dragon kite", "orange", "Ada", "275 ft", "2:20pm"]],
    [
    ("The kite that went up first flew highest of all.",
        lambda s: s.same("2:00pm", "350 ft")),
    ("The purple kite reached 75 ft less than the orange one.",
        lambda s: diff(s, "orange", "purple", "height") == 75),
    ("Dmitri, who didn't fly the box kite, launched his last.",
        lambda s: not s.same("Dmitri", "box kite") and is_extreme(s, "Dmitri", "launch", True)),
    ("Either the white kite or Bilal's kite reached 200 ft.",
        lambda s: either(s.same("white", "200 ft"), s.same("Bilal", "200 ft"))),
    ("The dragon kite went up before the box kite but after Corinne's.",
        lambda s: diff(s, "dragon kite", "box kite", "launch") < 0 and diff(s, "dragon kite", "Corinne", "launch") > 0),
    ("Corinne's kite is not white.",
        lambda s: not s.same("Corinne", "white")),
    ("The box kite flew 50 ft higher than the diamond kite.",
        lambda s: diff(s, "box kite", "diamond kite", "height") == 50),
    ("The orange kite isn't the delta.",
        lambda s: not s.same("orange", "delta kite")),
    ])
