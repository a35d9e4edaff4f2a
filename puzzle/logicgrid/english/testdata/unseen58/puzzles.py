# Blind test set unseen58: twelve logic-grid puzzles in the style of American
# puzzle magazines. Each clue is written twice: the English sentence and a
# predicate saying what it means. Checked by truth.py's brute force.

# ---- helpers (written for this set) ----
def items(s, cat):
    """The items of category cat, in the order listed."""
    return dict(s.cats)[cat]

def rank(s, x, cat):
    """0-based place, in cat's listed order, of the item of cat that goes with x."""
    return items(s, cat).index(s.g(x, cat))

def diff(s, a, b, cat):
    """Value of a's item in cat minus value of b's (numbers via nv)."""
    return s.n(a, cat) - s.n(b, cat)

def step(s, a, b, cat):
    """How many places after b's item a's item is, in cat's listed order."""
    return rank(s, a, cat) - rank(s, b, cat)

def nextto(s, a, b, cat):
    """a and b have neighbouring items of cat (listed order)."""
    return abs(step(s, a, b, cat)) == 1

def distinct(s, *xs):
    """All the things named are different entities."""
    rows = [s.r(x) for x in xs]
    return len(set(rows)) == len(rows)

def top(s, x, cat):
    """x has the largest value of cat."""
    return s.n(x, cat) == max(nv(i) for i in items(s, cat))

def bottom(s, x, cat):
    """x has the smallest value of cat."""
    return s.n(x, cat) == min(nv(i) for i in items(s, cat))

def xor(p, q):
    return bool(p) != bool(q)

# ---- 01: garage sale (4x4, four categories) ----
puzzle("u58-01-maple-court-garage-sale",
    "The Maple Court Garage Sale",
    "Four neighbors on the even-numbered side of Maple Court held a joint garage sale last Saturday, with each woman selling her biggest item from her own driveway. The houses are numbered 12, 14, 16 and 18, in that order along the street, so consecutive numbers are next door to each other. Each item went for a different price.",
    [("seller", ["Alice", "Bev", "Carla", "Dottie"]),
     ("item", ["bicycle", "lamp", "rocking chair", "sewing machine"]),
     ("price", ["$5", "$10", "$15", "$20"]),
     ("house", ["12", "14", "16", "18"])],
    [["Alice", "bicycle", "$15", "16"],
     ["Bev", "lamp", "$5", "12"],
     ["Carla", "sewing machine", "$20", "18"],
     ["Dottie", "rocking chair", "$10", "14"]],
    [
     ("The lamp sold for $10 less than the bicycle.",
      lambda s: diff(s, "lamp", "bicycle", "price") == -10),
     ("Dottie, who lives at number 14, didn't sell the bicycle.",
      lambda s: s.same("Dottie", "14") and not s.same("Dottie", "bicycle")),
     ("The woman at number 18 got the highest price of the four.",
      lambda s: top(s, "18", "price")),
     ("Alice and the woman who sold the lamp live at numbers 16 and 12, respectively.",
      lambda s: s.same("Alice", "16") and s.same("lamp", "12")),
     ("The sewing machine brought in $5 more than the bicycle.",
      lambda s: diff(s, "sewing machine", "bicycle", "price") == 5),
     ("Carla lives next door to Alice.",
      lambda s: nextto(s, "Carla", "Alice", "house")),
    ])

# ---- 02: fishing derby (5x4) ----
puzzle("u58-02-lake-wapello-fishing-derby",
    "Fishing Derby at Lake Wapello",
    "Five men entered the Fourth of July fishing derby at Lake Wapello, and each weighed in exactly one fish at the end of the day. No two fish were the same kind or the same weight, and each man swore by a different bait.",
    [("angler", ["Earl", "Frank", "Gus", "Hank", "Ike"]),
     ("fish", ["bass", "catfish", "perch", "pike", "trout"]),
     ("weight", ["2 pounds", "3 pounds", "4 pounds", "5 pounds", "6 pounds"]),
     ("bait", ["cricket", "fly", "minnow", "spinner", "worm"])],
    [["Earl", "pike", "6 pounds", "minnow"],
     ["Frank", "perch", "2 pounds", "cricket"],
     ["Gus", "bass", "4 pounds", "spinner"],
     ["Hank", "catfish", "5 pounds", "worm"],
     ["Ike", "trout", "3 pounds", "fly"]],
    [
     ("The trout weighed 1 pound more than Frank's fish.",
      lambda s: diff(s, "trout", "Frank", "weight") == 1),
     ("The heaviest catch of the day was landed with a minnow.",
      lambda s: top(s, "minnow", "weight")),
     ("Hank's catfish weighed less than the pike but 3 pounds more than the perch.",
      lambda s: s.same("Hank", "catfish") and diff(s, "catfish", "pike", "weight") < 0
                and diff(s, "catfish", "perch", "weight") == 3),
     ("Neither Gus nor the angler who used crickets caught the trout.",
      lambda s: not s.same("Gus", "trout") and not s.same("cricket", "trout")),
     ("The fish caught on a fly was 2 pounds lighter than the one caught on a worm.",
      lambda s: diff(s, "fly", "worm", "weight") == -2),
     ("Of Ike and Gus, one fished with a spinner and the other landed the 3-pound fish.",
      lambda s: one_of_other(s, "Ike", "Gus", "spinner", "3 pounds")),
    ])

# ---- 03: county fair pie contest (4x4, Mrs. + surname) ----
puzzle("u58-03-county-fair-pies",
    "Pies at the Harlan County Fair",
    "Four ladies entered the pie contest at this year's Harlan County Fair, each with a different kind of pie. The judges ranked all four entries from first place to fourth. The women have been entering the contest for different numbers of years.",
    [("baker", ["Mrs. Abbott", "Mrs. Baker", "Mrs. Coyle", "Mrs. Dunn"]),
     ("pie", ["apple", "cherry", "peach", "pecan"]),
     ("place", ["first", "second", "third", "fourth"]),
     ("years", ["2 years", "5 years", "8 years", "11 years"])],
    [["Mrs. Abbott", "peach", "second", "8 years"],
     ["Mrs. Baker", "apple", "fourth", "2 years"],
     ["Mrs. Coyle", "pecan", "first", "11 years"],
     ["Mrs. Dunn", "cherry", "third", "5 years"]],
    [
     ("The cherry pie finished one place behind the peach pie.",
      lambda s: step(s, "cherry", "peach", "place") == 1),
     ("Mrs. Coyle has been entering the contest 6 years longer than Mrs. Dunn.",
      lambda s: diff(s, "Mrs. Coyle", "Mrs. Dunn", "years") == 6),
     ("The woman who has entered for only 2 years finished last.",
      lambda s: s.same("2 years", "fourth")),
     ("The first-place pie was baked by the woman who has been entering the longest.",
      lambda s: top(s, "first", "years")),
     ("Either Mrs. Abbott or Mrs. Baker baked the peach pie.",
      lambda s: xor(s.same("Mrs. Abbott", "peach"), s.same("Mrs. Baker", "peach"))),
     ("Mrs. Baker didn't bake the pecan pie, and Mrs. Dunn didn't make the apple.",
      lambda s: not s.same("Mrs. Baker", "pecan") and not s.same("Mrs. Dunn", "apple")),
     ("Mrs. Abbott has entered 3 years longer than the woman who baked the cherry pie.",
      lambda s: diff(s, "Mrs. Abbott", "cherry", "years") == 3),
     ("The pecan pie was ranked higher than the apple.",
      lambda s: step(s, "pecan", "apple", "place") < 0),
    ])

# ---- 04: church supper (5x3, times) ----
puzzle("u58-04-harvest-supper",
    "The Harvest Supper",
    "Five women of the First Methodist Church each brought one dish to the annual harvest supper. They arrived at the fellowship hall a quarter of an hour apart, the first at 5:00pm and the last at 6:00pm.",
    [("volunteer", ["Agnes", "Doris", "Helen", "Martha", "Ruth"]),
     ("dish", ["baked beans", "coleslaw", "ham", "lemon cake", "potato salad"]),
     ("arrival", ["5:00pm", "5:15pm", "5:30pm", "5:45pm", "6:00pm"])],
    [["Agnes", "coleslaw", "5:30pm"],
     ["Doris", "ham", "5:00pm"],
     ["Helen", "lemon cake", "6:00pm"],
     ["Martha", "baked beans", "5:15pm"],
     ["Ruth", "potato salad", "5:45pm"]],
    [
     ("The ham arrived 15 minutes before the baked beans.",
      lambda s: diff(s, "ham", "baked beans", "arrival") == -15),
     ("Helen got to the hall half an hour after Agnes did.",
      lambda s: diff(s, "Helen", "Agnes", "arrival") == 30),
     ("Ruth, who didn't bring the coleslaw, arrived sometime after Martha.",
      lambda s: not s.same("Ruth", "coleslaw") and diff(s, "Ruth", "Martha", "arrival") > 0),
     ("Neither Doris nor Ruth brought the baked beans.",
      lambda s: not s.same("Doris", "baked beans") and not s.same("Ruth", "baked beans")),
     ("The potato salad showed up after the coleslaw but before Helen.",
      lambda s: diff(s, "potato salad", "coleslaw", "arrival") > 0 and diff(s, "potato salad", "Helen", "arrival") < 0),
     ("The ham was the first dish through the door.",
      lambda s: bottom(s, "ham", "arrival")),
    ])

# ---- 05: dog show (5x4, Mr./Ms./Mrs. + surname) ----
puzzle("u58-05-kennel-club-dog-show",
    "The Kennel Club Show",
    "Five handlers brought their dogs to the Tri-County Kennel Club's spring show. Each dog is of a different breed and a different age. The judges were charmed by all five.",
    [("handler", ["Mr. Fenn", "Ms. Gray", "Mrs. Hale", "Mr. Irwin", "Ms. Jones"]),
     ("breed", ["beagle", "boxer", "collie", "poodle", "schnauzer"]),
     ("dog", ["Biscuit", "Duke", "Lady", "Pepper", "Rex"]),
     ("age", ["2 years", "3 years", "4 years", "5 years", "6 years"])],
    [["Mr. Fenn", "boxer", "Duke", "4 years"],
     ["Ms. Gray", "poodle", "Lady", "2 years"],
     ["Mrs. Hale", "collie", "Pepper", "6 years"],
     ["Mr. Irwin", "beagle", "Biscuit", "3 years"],
     ["Ms. Jones", "schnauzer", "Rex", "5 years"]],
    [
     ("Mr. Fenn's dog is 2 years older than Ms. Gray's.",
      lambda s: diff(s, "Mr. Fenn", "Ms. Gray", "age") == 2),
     ("The collie, which isn't Rex, is the oldest dog in the show.",
      lambda s: not s.same("collie", "Rex") and top(s, "collie", "age")),
     ("Biscuit is a year younger than Duke.",
      lambda s: diff(s, "Biscuit", "Duke", "age") == -1),
     ("Ms. Jones's dog is just one year older than the boxer.",
      lambda s: diff(s, "Ms. Jones", "boxer", "age") == 1),
     ("Neither Lady nor Rex is the beagle.",
      lambda s: not s.same("Lady", "beagle") and not s.same("Rex", "beagle")),
     ("The five dogs are Pepper, the beagle, Mr. Fenn's dog, Lady, and the 5-year-old.",
      lambda s: distinct(s, "Pepper", "beagle", "Mr. Fenn", "Lady", "5 years")),
     ("Pepper, Mrs. Hale's dog, is older than Rex.",
      lambda s: s.same("Pepper", "Mrs. Hale") and diff(s, "Pepper", "Rex", "age") > 0),
     ("The schnauzer is 2 years older than Mr. Irwin's beagle.",
      lambda s: s.same("Mr. Irwin", "beagle") and diff(s, "schnauzer", "beagle", "age") == 2),
    ])

# ---- 06: diner (4x4) ----
puzzle("u58-06-blue-plate-diner",
    "Lunch at the Blue Plate Diner",
    "Four regulars ate lunch at the Blue Plate Diner on Tuesday, each alone in one of the four booths along the front window. The booths are numbered 1 to 4 from left to right. Each ordered a different dish, and no two checks came to the same amount.",
    [("customer", ["Ned", "Olga", "Pete", "Rosa"]),
     ("order", ["chili", "club sandwich", "meatloaf", "pancakes"]),
     ("check", ["$6", "$7", "$8", "$9"]),
     ("booth", ["1", "2", "3", "4"])],
    [["Ned", "chili", "$7", "3"],
     ["Olga", "club sandwich", "$9", "1"],
     ["Pete", "pancakes", "$6", "4"],
     ["Rosa", "meatloaf", "$8", "2"]],
    [
     ("Ned's lunch cost $1 more than the pancakes.",
      lambda s: diff(s, "Ned", "pancakes", "check") == 1),
     ("The customer in booth 1 ran up the biggest check.",
      lambda s: top(s, "1", "check")),
     ("The chili was cheaper than the meatloaf.",
      lambda s: diff(s, "chili", "meatloaf", "check") < 0),
     ("Rosa, who didn't order the club sandwich, sat somewhere to the left of Ned.",
      lambda s: not s.same("Rosa", "club sandwich") and step(s, "Rosa", "Ned", "booth") < 0),
     ("Of Olga and Pete, one had the pancakes and the other sat in booth 1.",
      lambda s: one_of_other(s, "Olga", "Pete", "pancakes", "1")),
     ("The customer who ordered the chili sat between Rosa and Pete.",
      lambda s: min(rank(s, "Rosa", "booth"), rank(s, "Pete", "booth")) < rank(s, "chili", "booth")
                < max(rank(s, "Rosa", "booth"), rank(s, "Pete", "booth"))),
    ])

# ---- 07: road trip (5x4, weekdays) ----
puzzle("u58-07-road-trip-west",
    "Road Trip West",
    "Five college friends drove from Columbus to Denver over spring break, and each took the wheel for one whole day, Monday through Friday. No two of them covered the same distance. Each friend also stocked up on a favorite road snack, and no two favorites were the same.",
    [("driver", ["Amy", "Ben", "Cole", "Dana", "Eli"]),
     ("day", ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"]),
     ("distance", ["180 miles", "210 miles", "240 miles", "270 miles", "300 miles"]),
     ("snack", ["beef jerky", "licorice", "pretzels", "sunflower seeds", "trail mix"])],
    [["Amy", "Wednesday", "300 miles", "licorice"],
     ["Ben", "Monday", "240 miles", "pretzels"],
     ["Cole", "Friday", "180 miles", "beef jerky"],
     ["Dana", "Tuesday", "270 miles", "trail mix"],
     ["Eli", "Thursday", "210 miles", "sunflower seeds"]],
    [
     ("Ben drove the day before Dana.",
      lambda s: diff(s, "Dana", "Ben", "day") == 1),
     ("Whoever drove on Friday covered the fewest miles.",
      lambda s: bottom(s, "Friday", "distance")),
     ("Amy drove 30 miles farther than Dana did, and she drove a day later.",
      lambda s: diff(s, "Amy", "Dana", "distance") == 30 and diff(s, "Amy", "Dana", "day") == 1),
     ("The pretzel buyer drove 30 miles more than the friend who munched sunflower seeds.",
      lambda s: diff(s, "pretzels", "sunflower seeds", "distance") == 30),
     ("Cole, who never touches trail mix, took his turn the day after Eli's.",
      lambda s: not s.same("Cole", "trail mix") and diff(s, "Cole", "Eli", "day") == 1),
     ("Either Cole or the Thursday driver bought the beef jerky.",
      lambda s: xor(s.same("Cole", "beef jerky"), s.same("Thursday", "beef jerky"))),
     ("The trail mix was not Eli's.",
      lambda s: not s.same("Eli", "trail mix")),
     ("Dana put 60 more miles on the odometer than Eli did.",
      lambda s: diff(s, "Dana", "Eli", "distance") == 60),
     ("The licorice was bought by the friend who covered the most ground.",
      lambda s: top(s, "licorice", "distance")),
    ])

# ---- 08: summer camp (4x4) ----
puzzle("u58-08-camp-winnetka-cabins",
    "Camp Winnetka",
    "Four boys spent two weeks at Camp Winnetka this July. Each bunked in a different cabin, and each picked a different favorite activity. No two of the boys are the same age.",
    [("camper", ["Jake", "Kevin", "Liam", "Max"]),
     ("cabin", ["Birch", "Cedar", "Maple", "Pine"]),
     ("activity", ["archery", "canoeing", "crafts", "swimming"]),
     ("age", ["8", "9", "10", "11"])],
    [["Jake", "Pine", "canoeing", "10"],
     ["Kevin", "Birch", "archery", "8"],
     ["Liam", "Maple", "swimming", "11"],
     ["Max", "Cedar", "crafts", "9"]],
    [
     ("The archer is two years younger than Jake.",
      lambda s: diff(s, "archery", "Jake", "age") == -2),
     ("Liam, the oldest camper, bunks in neither Cedar nor Pine.",
      lambda s: top(s, "Liam", "age") and not s.same("Liam", "Cedar") and not s.same("Liam", "Pine")),
     ("The boy in Cedar cabin is a year older than the one in Birch.",
      lambda s: diff(s, "Cedar", "Birch", "age") == 1),
     ("Kevin, the canoeist and the boy in Cedar cabin are three different campers.",
      lambda s: distinct(s, "Kevin", "canoeing", "Cedar")),
     ("The crafts lover is exactly one year older than Kevin.",
      lambda s: diff(s, "crafts", "Kevin", "age") == 1),
     ("The canoeist is either Jake or Max.",
      lambda s: xor(s.same("Jake", "canoeing"), s.same("Max", "canoeing"))),
    ])

# ---- 09: high school reunion (4x4, "respectively", "in some order") ----
puzzle("u58-09-class-of-1996-reunion",
    "The Class of '96 Reunion",
    "Four old friends from Lincoln High's class of 1996 met up again at their 25th reunion. They have all moved away from their home town, to four different cities, and they work in four different jobs. Each traveled a different distance to get back for the party.",
    [("classmate", ["Brenda", "Carl", "Dwight", "Felicia"]),
     ("city", ["Austin", "Boise", "Omaha", "Tampa"]),
     ("job", ["dentist", "pilot", "realtor", "teacher"]),
     ("distance", ["150 miles", "400 miles", "850 miles", "1,200 miles"])],
    [["Brenda", "Tampa", "pilot", "1,200 miles"],
     ["Carl", "Omaha", "teacher", "150 miles"],
     ["Dwight", "Boise", "dentist", "850 miles"],
     ["Felicia", "Austin", "realtor", "400 miles"]],
    [
     ("Carl and the dentist live in Omaha and Boise, respectively.",
      lambda s: s.same("Carl", "Omaha") and s.same("dentist", "Boise")),
     ("The pilot traveled farther than anyone else.",
      lambda s: top(s, "pilot", "distance")),
     ("Felicia, who isn't the teacher, traveled 250 miles more than Carl.",
      lambda s: not s.same("Felicia", "teacher") and diff(s, "Felicia", "Carl", "distance") == 250),
     ("The classmates who live in Austin and Boise are, in some order, Felicia and Dwight.",
      lambda s: (s.same("Austin", "Felicia") and s.same("Boise", "Dwight")) or
                (s.same("Austin", "Dwight") and s.same("Boise", "Felicia"))),
     ("Dwight came 450 miles farther than the realtor.",
      lambda s: diff(s, "Dwight", "realtor", "distance") == 450),
    ])

# ---- 10: hardware store (5x4, Mr./Mrs./Ms. + surname, times) ----
puzzle("u58-10-hardware-store-saturday",
    "Saturday Morning at Kessler's Hardware",
    "Old Mr. Kessler had five customers at his hardware store last Saturday morning, one every half hour from 9:00am on. Each bought a single item, and no two spent the same amount.",
    [("customer", ["Mr. Ames", "Mrs. Bell", "Ms. Cruz", "Mr. Dolan", "Mrs. Ellis"]),
     ("item", ["hammer", "ladder", "paint", "rake", "toolbox"]),
     ("cost", ["$12", "$18", "$24", "$30", "$36"]),
     ("time", ["9:00am", "9:30am", "10:00am", "10:30am", "11:00am"])],
    [["Mr. Ames", "ladder", "$36", "10:30am"],
     ["Mrs. Bell", "paint", "$24", "9:00am"],
     ["Ms. Cruz", "rake", "$12", "11:00am"],
     ["Mr. Dolan", "toolbox", "$30", "9:30am"],
     ["Mrs. Ellis", "hammer", "$18", "10:00am"]],
    [
     ("The ladder, the most expensive item sold that morning, went out the door after the toolbox did.",
      lambda s: top(s, "ladder", "cost") and diff(s, "ladder", "toolbox", "time") > 0),
     ("Mrs. Bell came in an hour and a half before Mr. Ames.",
      lambda s: diff(s, "Mr. Ames", "Mrs. Bell", "time") == 90),
     ("The hammer cost $6 more than the rake.",
      lambda s: diff(s, "hammer", "rake", "cost") == 6),
     ("The last customer of the morning spent the least.",
      lambda s: s.same("11:00am", "$12")),
     ("Neither Mrs. Ellis nor Ms. Cruz bought the paint or the toolbox.",
      lambda s: not any(s.same(p, x) for p in ("Mrs. Ellis", "Ms. Cruz") for x in ("paint", "toolbox"))),
     ("The toolbox was sold half an hour after the paint.",
      lambda s: diff(s, "toolbox", "paint", "time") == 30),
     ("Mrs. Ellis arrived before Ms. Cruz.",
      lambda s: diff(s, "Mrs. Ellis", "Ms. Cruz", "time") < 0),
     ("Mr. Ames spent $12 more than Mrs. Bell.",
      lambda s: diff(s, "Mr. Ames", "Mrs. Bell", "cost") == 12),
    ])

# ---- 11: piano-studio recital (5x4, times, ordinal grades) ----
puzzle("u58-11-spring-recital",
    "The Spring Recital",
    "Five students of the Harmony Music Studio each played one solo at the spring recital, which began at 7:00pm with a new performer every ten minutes. Each plays a different instrument, and no two are in the same grade at school.",
    [("student", ["Abby", "Brooke", "Caleb", "Dylan", "Emma"]),
     ("instrument", ["cello", "flute", "piano", "trumpet", "violin"]),
     ("time", ["7:00pm", "7:10pm", "7:20pm", "7:30pm", "7:40pm"]),
     ("grade", ["3rd", "4th", "5th", "6th", "7th"])],
    [["Abby", "violin", "7:20pm", "5th"],
     ["Brooke", "piano", "7:40pm", "7th"],
     ["Caleb", "trumpet", "7:00pm", "4th"],
     ["Dylan", "cello", "7:30pm", "6th"],
     ["Emma", "flute", "7:10pm", "3rd"]],
    [
     ("The recital opened with the trumpet.",
      lambda s: bottom(s, "trumpet", "time")),
     ("The pianist closed the program; she is in the 7th grade.",
      lambda s: top(s, "piano", "time") and s.same("piano", "7th")),
     ("Emma played 10 minutes after Caleb, and she is one grade below him.",
      lambda s: diff(s, "Emma", "Caleb", "time") == 10 and diff(s, "Emma", "Caleb", "grade") == -1),
     ("The cellist performed immediately after Abby.",
      lambda s: diff(s, "cello", "Abby", "time") == 10),
     ("Abby is two grades ahead of Emma.",
      lambda s: diff(s, "Abby", "Emma", "grade") == 2),
     ("Dylan plays neither the flute nor the violin.",
      lambda s: not s.same("Dylan", "flute") and not s.same("Dylan", "violin")),
     ("The flutist is in the lowest grade of the five.",
      lambda s: bottom(s, "flute", "grade")),
     ("Brooke is in a higher grade than Dylan, who played somewhat later than Emma.",
      lambda s: diff(s, "Brooke", "Dylan", "grade") > 0 and diff(s, "Dylan", "Emma", "time") > 0),
    ])

# ---- 12: train station (4x4, Mr./Mrs./Ms. + surname, times, tracks) ----
puzzle("u58-12-union-station-departures",
    "Departures from Union Station",
    "Four travelers waited on the benches of Union Station one day, each for a different train. The four trains left from four different tracks and went to four different cities.",
    [("traveler", ["Mr. Grant", "Mrs. Howe", "Ms. Kerr", "Mr. Lund"]),
     ("destination", ["Albany", "Boston", "Chicago", "Dayton"]),
     ("departure", ["8:15am", "9:45am", "11:30am", "1:00pm"]),
     ("track", ["2", "3", "5", "7"])],
    [["Mr. Grant", "Chicago", "1:00pm", "5"],
     ["Mrs. Howe", "Albany", "8:15am", "7"],
     ["Ms. Kerr", "Dayton", "9:45am", "2"],
     ["Mr. Lund", "Boston", "11:30am", "3"]],
    [
     ("The Boston train left 1 hour 45 minutes after the Dayton train.",
      lambda s: diff(s, "Boston", "Dayton", "departure") == 105),
     ("Mrs. Howe, whose train left from track 7, isn't bound for Chicago.",
      lambda s: s.same("Mrs. Howe", "7") and not s.same("Mrs. Howe", "Chicago")),
     ("The train on track 2 left after the one on track 7 but before the one on track 3.",
      lambda s: diff(s, "2", "7", "departure") > 0 and diff(s, "2", "3", "departure") < 0),
     ("Of Ms. Kerr and Mr. Lund, one went to Boston and the other left from track 2.",
      lambda s: one_of_other(s, "Ms. Kerr", "Mr. Lund", "Boston", "2")),
     ("The Chicago train didn't use track 3.",
      lambda s: not s.same("Chicago", "3")),
     ("Ms. Kerr's train pulled out before Mr. Lund's did.",
      lambda s: diff(s, "Ms. Kerr", "Mr. Lund", "departure") < 0),
    ])
