# Blind test set unseen71: American puzzle-book style logic problems with
# first names and last names as separate categories.
# Each clue: (English sentence, predicate). Helpers written here.

MEN = {"Carl", "Doug", "Ed", "Frank", "Gus", "Hank", "Lou", "Ned", "Phil", "Ray",
       "Stan", "Ted", "Vic", "Walt", "Abe", "Ben", "Dan", "Glen", "Jim", "Mike",
       "Nate", "Oscar", "Pete", "Ross", "Sam", "Tom", "Greg", "Kurt", "Les", "Max",
       "Cody", "Jake"}
FIRST = "first name"
LAST = "last name"

def male(s, x):
    """x (any item) belongs to a man."""
    return s.g(x, FIRST) in MEN

def female(s, x):
    return s.g(x, FIRST) not in MEN

def d(s, a, b, cat):
    """value of a minus value of b in a numeric category."""
    return s.n(a, cat) - s.n(b, cat)

def adj(s, a, b, cat):
    return abs(d(s, a, b, cat)) == 1

def distinct(s, *xs):
    rs = [s.r(x) for x in xs]
    return len(set(rs)) == len(rs)

def resp(s, xs, ys):
    """xs and ys, respectively: xs[i] goes with ys[i], and the xs are different people."""
    return distinct(s, *xs) and all(s.same(x, y) for x, y in zip(xs, ys))

def some_order(s, xs, ys):
    """the ys are, in some order, the xs: the xs are different people and match the ys one to one."""
    if not distinct(s, *xs) or not distinct(s, *ys):
        return False
    return sorted(s.r(x) for x in xs) == sorted(s.r(y) for y in ys)

def either(s, a, x, y):
    """a is either x or y."""
    return s.same(a, x) or s.same(a, y)

def neither(s, a, x, y):
    return not s.same(a, x) and not s.same(a, y)

def most(s, x, cat):
    return s.n(x, cat) == max(nv(v) for v in s.cats[[c for c, _ in s.cats].index(cat)][1])

def least(s, x, cat):
    return s.n(x, cat) == min(nv(v) for v in s.cats[[c for c, _ in s.cats].index(cat)][1])


# ---------------------------------------------------------------- 01
puzzle("u71-01-garage-sale", "The Maple Street Garage Sale",
 "Four neighbors on Maple Street (two women, Amy and Brenda, and two men, Carl and Doug) each sold one big item at last Saturday's garage sale. Find each seller's full name, the item sold and the price it fetched.",
 [(FIRST, ["Amy", "Brenda", "Carl", "Doug"]),
  (LAST, ["Kirk", "Lane", "Moss", "Nash"]),
  ("item", ["lamp", "rocking chair", "bicycle", "toaster"]),
  ("price", ["$5", "$10", "$15", "$20"])],
 [["Amy", "Nash", "toaster", "$5"],
  ["Brenda", "Kirk", "lamp", "$15"],
  ["Carl", "Moss", "bicycle", "$20"],
  ["Doug", "Lane", "rocking chair", "$10"]],
 [("Amy and Ms. Kirk sold the toaster and the lamp, respectively.",
   lambda s: resp(s, ["Amy", "Kirk"], ["toaster", "lamp"]) and female(s, "Kirk")),
  ("Doug, whose surname isn't Moss, got ten dollars less than Carl.",
   lambda s: not s.same("Doug", "Moss") and d(s, "Doug", "Carl", "price") == -10),
  ("Mr. Lane didn't sell the bicycle.",
   lambda s: male(s, "Lane") and not s.same("Lane", "bicycle")),
  ("Nobody got less for an item than the person who sold the toaster.",
   lambda s: least(s, "toaster", "price")),
  ("The Moss item went for more than Nash's.",
   lambda s: d(s, "Moss", "Nash", "price") > 0),
 ])


# ---------------------------------------------------------------- 02
puzzle("u71-02-bowling-night", "Tuesday Bowling",
 "Five members of the Tuesday night league (Ed and Hank, and the three women Gina, Iris and Judy) each rolled a ball of a different color in last week's first game, and no two scored the same. Find each bowler's full name, score and ball color.",
 [(FIRST, ["Ed", "Gina", "Hank", "Iris", "Judy"]),
  (LAST, ["Abbott", "Burke", "Cole", "Dunn", "Ellis"]),
  ("score", ["150", "165", "180", "195", "210"]),
  ("ball", ["black", "blue", "green", "orange", "purple"])],
 [["Ed", "Cole", "180", "green"],
  ["Gina", "Ellis", "210", "black"],
  ["Hank", "Abbott", "150", "purple"],
  ["Iris", "Dunn", "165", "orange"],
  ["Judy", "Burke", "195", "blue"]],
 [("The five bowlers are, in some order, Hank, the one with the blue ball, Ms. Ellis, the bowler who scored 180 and Iris.",
   lambda s: some_order(s, ["Hank", "blue", "Ellis", "180", "Iris"], list(s.cats[0][1])) and female(s, "Ellis")),
  ("Ed bowled exactly thirty pins better than Mr. Abbott.",
   lambda s: male(s, "Abbott") and d(s, "Ed", "Abbott", "score") == 30),
  ("The woman with the black ball outscored everyone else.",
   lambda s: female(s, "black") and most(s, "black", "score")),
  ("Of Cole and Ms. Burke, one rolled the green ball and the other rolled a 195.",
   lambda s: female(s, "Burke") and one_of_other(s, "Cole", "Burke", "green", "195")),
  ("Iris's score was fifteen pins higher than that of the purple-ball bowler.",
   lambda s: d(s, "Iris", "purple", "score") == 15),
  ("Judy didn't score as well as Gina.",
   lambda s: d(s, "Judy", "Gina", "score") < 0),
  ("Neither Ed nor Judy rolled the orange ball.",
   lambda s: neither(s, "orange", "Ed", "Judy")),
 ])


# ---------------------------------------------------------------- 03
puzzle("u71-03-potluck", "The Church Potluck",
 "Four married couples came to the First Methodist potluck supper, each arriving at a different time and bringing a different dish. Find each couple's surname, the husband's and wife's first names, the dish and the arrival time.",
 [("couple", ["Hale", "Parker", "Quinn", "Reed"]),
  ("husband", ["Abe", "Ben", "Dan", "Glen"]),
  ("wife", ["Ellen", "Fay", "Hope", "Kate"]),
  ("dish", ["chili", "coleslaw", "lasagna", "pie"]),
  ("arrival", ["6:00pm", "6:15pm", "6:30pm", "6:45pm"])],
 [["Hale", "Ben", "Kate", "pie", "6:30pm"],
  ["Parker", "Glen", "Ellen", "chili", "6:00pm"],
  ["Quinn", "Abe", "Hope", "lasagna", "6:45pm"],
  ["Reed", "Dan", "Fay", "coleslaw", "6:15pm"]],
 [("The Parkers, who brought the chili, were the first couple to arrive, fifteen minutes ahead of Fay and her husband.",
   lambda s: s.same("Parker", "chili") and least(s, "Parker", "arrival") and d(s, "Fay", "Parker", "arrival") == 15),
  ("Hope and her husband, Abe, weren't the first couple to arrive.",
   lambda s: s.same("Hope", "Abe") and not least(s, "Hope", "arrival")),
  ("Dan and his wife got there a half hour before the couple who brought the lasagna.",
   lambda s: d(s, "lasagna", "Dan", "arrival") == 30),

  ("The pie was brought either by the Hales or by Ellen and her husband.",
   lambda s: either(s, "pie", "Hale", "Ellen")),
  ("Kate and her husband walked in fifteen minutes after the Reeds.",
   lambda s: d(s, "Kate", "Reed", "arrival") == 15),
  ("Ellen isn't married to Ben or to Dan.",
   lambda s: neither(s, "Ellen", "Ben", "Dan")),
  ("The Hales got there sometime after the Reeds.",
   lambda s: d(s, "Hale", "Reed", "arrival") > 0),
 ])


# ---------------------------------------------------------------- 04
puzzle("u71-04-pet-parade", "The Pet Parade",
 "Five children from Elm Court (two boys, Ben and Lou, and three girls, Cora, Mia and Tess) marched their pets in the Fourth of July pet parade, one behind another. Find each child's full name, pet and place in the line (1st is at the front).",
 [(FIRST, ["Ben", "Cora", "Lou", "Mia", "Tess"]),
  (LAST, ["Fisher", "Grant", "Howe", "Ivey", "Jones"]),
  ("pet", ["beagle", "cat", "ferret", "parrot", "rabbit"]),
  ("place", ["1st", "2nd", "3rd", "4th", "5th"])],
 [["Ben", "Howe", "parrot", "4th"],
  ["Cora", "Jones", "beagle", "1st"],
  ["Lou", "Fisher", "rabbit", "2nd"],
  ["Mia", "Grant", "cat", "5th"],
  ["Tess", "Ivey", "ferret", "3rd"]],
 [("The Jones girl led the parade with her beagle.",
   lambda s: female(s, "Jones") and s.n("Jones", "place") == 1 and s.same("Jones", "beagle")),
  ("Ben marched two spots behind the rabbit's owner.",
   lambda s: d(s, "Ben", "rabbit", "place") == 2),

  ("Mia, whose last name isn't Howe, was two places behind Tess.",
   lambda s: not s.same("Mia", "Howe") and d(s, "Mia", "Tess", "place") == 2),
  ("The ferret was directly in front of the Howe boy.",
   lambda s: male(s, "Howe") and d(s, "Howe", "ferret", "place") == 1),
  ("Cora, who doesn't own the cat, marched somewhere ahead of Tess.",
   lambda s: not s.same("Cora", "cat") and d(s, "Cora", "Tess", "place") < 0),

  ("Of Lou and the parrot's owner, one is the Fisher boy and the other marched fourth.",
   lambda s: male(s, "Fisher") and one_of_other(s, "Lou", "parrot", "Fisher", "4th")),
  ("The Ivey child was somewhere ahead of the Grant child.",
   lambda s: d(s, "Ivey", "Grant", "place") < 0),
 ])


# ---------------------------------------------------------------- 05
puzzle("u71-05-vacations", "Summer Getaways",
 "Four co-workers at the Tri-County Bank (two women, Holly and Irene, and two men, Greg and Kurt) each took a vacation this summer, each to a different place and for a different number of days. Find each one's full name, destination and length of stay.",
 [(FIRST, ["Greg", "Holly", "Irene", "Kurt"]),
  (LAST, ["Baxter", "Carver", "Dixon", "Everett"]),
  ("destination", ["Alaska", "Bermuda", "Maine", "Utah"]),
  ("stay", ["3 days", "5 days", "7 days", "10 days"])],
 [["Greg", "Dixon", "Utah", "7 days"],
  ["Holly", "Baxter", "Alaska", "10 days"],
  ["Irene", "Everett", "Maine", "3 days"],
  ["Kurt", "Carver", "Bermuda", "5 days"]],
 [("Holly's trip lasted three days longer than Mr. Dixon's.",
   lambda s: male(s, "Dixon") and d(s, "Holly", "Dixon", "stay") == 3),
  ("The Everett vacation, which wasn't in Bermuda, was the shortest of the four.",
   lambda s: not s.same("Everett", "Bermuda") and least(s, "Everett", "stay")),
  ("Kurt spent either five days in Bermuda or a week in Utah.",
   lambda s: (s.n("Kurt", "stay") == 5 and s.same("Kurt", "Bermuda")) or (s.n("Kurt", "stay") == 7 and s.same("Kurt", "Utah"))),
  ("Ms. Baxter didn't go to Maine.",
   lambda s: female(s, "Baxter") and not s.same("Baxter", "Maine")),

  ("Greg was away longer than Kurt, but not as long as the person who went to Alaska.",
   lambda s: d(s, "Greg", "Kurt", "stay") > 0 and d(s, "Greg", "Alaska", "stay") < 0),
  ("The Utah trip wasn't a three-day one.",
   lambda s: s.n("Utah", "stay") != 3),
 ])


# ---------------------------------------------------------------- 06
puzzle("u71-06-fishing-trip", "Gone Fishing",
 "Five retired men spent a Saturday on Lake Pawnee, each using a different bait, and each caught a different number of fish. Find each man's full name, his bait and his catch.",
 [(FIRST, ["Frank", "Lou", "Ned", "Phil", "Walt"]),
  (LAST, ["Avery", "Boyd", "Crane", "Drake", "Fox"]),
  ("bait", ["crickets", "flies", "minnows", "spinners", "worms"]),
  ("catch", ["8 fish", "10 fish", "12 fish", "14 fish", "16 fish"])],
 [["Frank", "Drake", "worms", "12 fish"],
  ["Lou", "Avery", "flies", "16 fish"],
  ["Ned", "Fox", "minnows", "8 fish"],
  ["Phil", "Boyd", "crickets", "14 fish"],
  ["Walt", "Crane", "spinners", "10 fish"]],
 [("The man who fished with worms caught an even dozen, two more than Mr. Crane.",
   lambda s: s.n("worms", "catch") == 12 and d(s, "worms", "Crane", "catch") == 2),
  ("Lou, who didn't use minnows, caught more fish than anyone else.",
   lambda s: not s.same("Lou", "minnows") and most(s, "Lou", "catch")),
  ("Mr. Fox landed four fewer fish than Frank.",
   lambda s: d(s, "Fox", "Frank", "catch") == -4),
  ("Phil and Mr. Avery used crickets and flies, respectively.",
   lambda s: resp(s, ["Phil", "Avery"], ["crickets", "flies"])),

  ("Ned caught fewer fish than the man who used spinners.",
   lambda s: d(s, "Ned", "spinners", "catch") < 0),
  ("Of Mr. Drake and Phil, one used worms and the other caught fourteen fish.",
   lambda s: one_of_other(s, "Drake", "Phil", "worms", "14 fish")),
 ])


# ---------------------------------------------------------------- 07
puzzle("u71-07-new-neighbors", "New Neighbors on Birch Lane",
 "This year four young couples bought the four new houses on Birch Lane, numbered 2, 4, 6 and 8 in a row along the same side of the street (so 2 and 4 are next door to each other, and so on). Each couple moved in during a different month. Find each couple's surname, both first names, house number and the month they moved in.",
 [("couple", ["Lowe", "Marsh", "Ortiz", "Pryor"]),
  ("husband", ["Jim", "Mike", "Sam", "Tom"]),
  ("wife", ["Ann", "Bea", "Dora", "Gail"]),
  ("house", ["2", "4", "6", "8"]),
  ("month", ["May", "June", "July", "August"])],
 [["Lowe", "Sam", "Dora", "6", "July"],
  ["Marsh", "Jim", "Gail", "2", "May"],
  ["Ortiz", "Tom", "Ann", "8", "June"],
  ["Pryor", "Mike", "Bea", "4", "August"]],
 [("The Marshes, the first of the four couples to move in, live next door to Bea and her husband.",
   lambda s: least(s, "Marsh", "month") and abs(d(s, "Marsh", "Bea", "house")) == 2),
  ("Mr. and Mrs. Ortiz moved in two months before Mike and his wife, and a month after Gail and her husband.",
   lambda s: d(s, "Mike", "Ortiz", "month") == 2 and d(s, "Ortiz", "Gail", "month") == 1),
  ("Sam's house has a higher number than Jim's, but a lower one than Ann's.",
   lambda s: d(s, "Sam", "Jim", "house") > 0 and d(s, "Sam", "Ann", "house") < 0),



  ("Jim and his wife live in one of the two end houses; the Lowes don't.",
   lambda s: s.n("Jim", "house") in (2, 8) and s.n("Lowe", "house") not in (2, 8)),
  ("The Lowes moved in the month after Ann and her husband did.",
   lambda s: d(s, "Lowe", "Ann", "month") == 1),
  ("Neither Mike nor Bea is a Lowe.",
   lambda s: not s.same("Mike", "Lowe") and not s.same("Bea", "Lowe")),
 ])


# ---------------------------------------------------------------- 08
puzzle("u71-08-anniversaries", "Anniversary Gifts",
 "Four women in the Garden Club celebrated wedding anniversaries this spring (no two the same anniversary), and each husband surprised his wife with a different gift. Find each woman's full name, the anniversary and the gift.",
 [(FIRST, ["Carol", "Edna", "Martha", "Ruth"]),
  (LAST, ["Hale", "Ivers", "Kemp", "Lyle"]),
  ("anniversary", ["10th", "20th", "25th", "40th"]),
  ("gift", ["clock", "cruise", "pearls", "quilt"])],
 [["Carol", "Kemp", "25th", "pearls"],
  ["Edna", "Hale", "40th", "cruise"],
  ["Martha", "Lyle", "10th", "clock"],
  ["Ruth", "Ivers", "20th", "quilt"]],
 [("Edna and her husband have been married fifteen years longer than the Kemps.",
   lambda s: d(s, "Edna", "Kemp", "anniversary") == 15),
  ("Ruth's gift was either the quilt or the pearls.",
   lambda s: either(s, "Ruth", "quilt", "pearls")),
  ("The clock went to the wife who has been married the shortest time.",
   lambda s: least(s, "clock", "anniversary")),
  ("Carol has been married longer than Ruth.",
   lambda s: d(s, "Carol", "Ruth", "anniversary") > 0),

  ("Of Martha and the woman who got the pearls, one is Mrs. Lyle and the other is Mrs. Kemp.",
   lambda s: one_of_other(s, "Martha", "pearls", "Lyle", "Kemp")),
  ("Mrs. Hale, who isn't Carol, has been married longer than any of the others.",
   lambda s: not s.same("Hale", "Carol") and most(s, "Hale", "anniversary")),
 ])


# ---------------------------------------------------------------- 09
puzzle("u71-09-car-pool", "The Car Pool",
 "Five parents on Cedar Hill (three mothers, Alice, Bonnie and Nina, and two fathers, Dan and Greg) share the school car pool: each drives on a different weekday from Monday to Friday, and each drives a different vehicle. Find each parent's full name, vehicle and day.",
 [(FIRST, ["Alice", "Bonnie", "Dan", "Greg", "Nina"]),
  (LAST, ["Foster", "Gomez", "Hayes", "Irwin", "Keller"]),
  ("vehicle", ["hatchback", "minivan", "pickup", "sedan", "station wagon"]),
  ("day", ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"])],
 [["Alice", "Hayes", "sedan", "Wednesday"],
  ["Bonnie", "Keller", "minivan", "Monday"],
  ["Dan", "Irwin", "pickup", "Friday"],
  ["Greg", "Foster", "hatchback", "Tuesday"],
  ["Nina", "Gomez", "station wagon", "Thursday"]],
 [("The five drivers are, in some order, Bonnie, Mr. Foster, the one who drives on Thursday, the owner of the sedan and Dan.",
   lambda s: male(s, "Foster") and distinct(s, "Bonnie", "Foster", "Thursday", "sedan", "Dan")),
  ("Ms. Keller drives the minivan, two days before the owner of the sedan takes her turn.",
   lambda s: female(s, "Keller") and s.same("Keller", "minivan") and d(s, "sedan", "Keller", "day") == 2 and female(s, "sedan")),

  ("Greg's turn comes the day after Bonnie's.",
   lambda s: d(s, "Greg", "Bonnie", "day") == 1),
  ("Irwin is the surname of neither Nina nor Alice.",
   lambda s: neither(s, "Irwin", "Nina", "Alice")),
  ("The owner of the hatchback drives earlier in the week than the owner of the pickup, and Nina owns neither of those two vehicles.",
   lambda s: d(s, "hatchback", "pickup", "day") < 0 and not s.same("Nina", "hatchback") and not s.same("Nina", "pickup")),
  ("Alice drives the day before the Gomez woman.",
   lambda s: female(s, "Gomez") and d(s, "Gomez", "Alice", "day") == 1),
 ])


# ---------------------------------------------------------------- 10
puzzle("u71-10-bake-sale", "The PTA Bake Sale",
 "Five mothers baked for the Lincoln School PTA bake sale. Each made a different treat, and each one's table raised a different amount. Find each woman's full name, what she baked and how much her treat raised.",
 [(FIRST, ["Dolly", "Faith", "Gwen", "Lena", "Rosa"]),
  (LAST, ["Archer", "Bishop", "Cooper", "Dalton", "Emery"]),
  ("treat", ["brownies", "cupcakes", "fudge", "muffins", "pies"]),
  ("raised", ["$18", "$24", "$30", "$36", "$42"])],
 [["Dolly", "Cooper", "fudge", "$30"],
  ["Faith", "Emery", "pies", "$42"],
  ["Gwen", "Archer", "brownies", "$18"],
  ["Lena", "Dalton", "muffins", "$36"],
  ["Rosa", "Bishop", "cupcakes", "$24"]],
 [("The pies brought in twelve dollars more than Mrs. Cooper's fudge.",
   lambda s: s.same("Cooper", "fudge") and d(s, "pies", "Cooper", "raised") == 12),
  ("Gwen Archer raised less money than anyone else, and it wasn't from selling cupcakes.",
   lambda s: s.same("Gwen", "Archer") and least(s, "Gwen", "raised") and not s.same("Gwen", "cupcakes")),
  ("Lena and Mrs. Bishop made the muffins and the cupcakes, respectively.",
   lambda s: resp(s, ["Lena", "Bishop"], ["muffins", "cupcakes"])),
  ("Dolly took in six dollars more than Rosa but six dollars less than Lena.",
   lambda s: d(s, "Dolly", "Rosa", "raised") == 6 and d(s, "Dolly", "Lena", "raised") == -6),
  ("Mrs. Emery raised more than Mrs. Dalton.",
   lambda s: d(s, "Emery", "Dalton", "raised") > 0),
  ("Faith, who isn't Mrs. Bishop, raised more than Lena did.",
   lambda s: not s.same("Faith", "Bishop") and d(s, "Faith", "Lena", "raised") > 0),
 ])


# ---------------------------------------------------------------- 11
puzzle("u71-11-family-reunion", "Cousins at the Reunion",
 "At the Mercer family reunion, four cousins (Abe, Fran, Kurt and Olive; Abe and Kurt are men) compared notes. No two are the same age, and each now lives in a different city. Find each cousin's full name, city and age.",
 [(FIRST, ["Abe", "Fran", "Kurt", "Olive"]),
  (LAST, ["Grady", "Hollis", "Mercer", "Tate"]),
  ("city", ["Boise", "Dayton", "Omaha", "Tampa"]),
  ("age", ["31", "34", "37", "40"])],
 [["Abe", "Tate", "Omaha", "37"],
  ["Fran", "Mercer", "Tampa", "31"],
  ["Kurt", "Grady", "Boise", "40"],
  ["Olive", "Hollis", "Dayton", "34"]],
 [("Abe is three years older than the cousin from Dayton, who is a woman.",
   lambda s: d(s, "Abe", "Dayton", "age") == 3 and female(s, "Dayton")),
  ("Mr. Grady is the oldest of the four.",
   lambda s: male(s, "Grady") and most(s, "Grady", "age")),
  ("Fran, who doesn't live in Omaha, is younger than Ms. Hollis.",
   lambda s: not s.same("Fran", "Omaha") and female(s, "Hollis") and d(s, "Fran", "Hollis", "age") < 0),
  ("The cousin from Tampa and Tate are, in some order, the youngest of the four and the one who is thirty-seven.",
   lambda s: one_of_other(s, "Tampa", "Tate", "31", "37")),

  ("Kurt doesn't live in Omaha, and neither does the Mercer cousin.",
   lambda s: not s.same("Kurt", "Omaha") and not s.same("Mercer", "Omaha")),
 ])


# ---------------------------------------------------------------- 12
puzzle("u71-12-swim-lessons", "Swimming Lessons",
 "Five children (the girls Amber, Ellie and Rosie and the boys Cody and Jake) take Saturday morning swimming lessons at the Y. Each mother brings her own child; no two of the children are the same age, and each has a lesson at a different time. Find each child's full name, age and lesson time.",
 [(FIRST, ["Amber", "Cody", "Ellie", "Jake", "Rosie"]),
  (LAST, ["Nolan", "Olsen", "Porter", "Wade", "Young"]),
  ("age", ["5", "6", "7", "8", "9"]),
  ("lesson", ["9:00am", "9:30am", "10:00am", "10:30am", "11:00am"])],
 [["Amber", "Wade", "7", "10:30am"],
  ["Cody", "Porter", "9", "9:00am"],
  ["Ellie", "Young", "5", "11:00am"],
  ["Jake", "Nolan", "6", "9:30am"],
  ["Rosie", "Olsen", "8", "10:00am"]],
 [("Mrs. Wade's daughter is a year older than Jake, and her lesson is an hour later than his.",
   lambda s: female(s, "Wade") and d(s, "Wade", "Jake", "age") == 1 and d(s, "Wade", "Jake", "lesson") == 60),
  ("The oldest child has the earliest lesson.",
   lambda s: s.r("9") == s.r("9:00am")),
  ("Ellie, Mrs. Olsen's child and the six-year-old are three different children.",
   lambda s: distinct(s, "Ellie", "Olsen", "6")),
  ("The Young girl is the youngest of the five.",
   lambda s: female(s, "Young") and least(s, "Young", "age")),
  ("Rosie's lesson starts half an hour after the Nolan boy's.",
   lambda s: male(s, "Nolan") and d(s, "Rosie", "Nolan", "lesson") == 30),
  ("Mrs. Porter's son is either Cody or the eight-year-old.",
   lambda s: male(s, "Porter") and (s.same("Porter", "Cody") or s.same("Porter", "8"))),

  ("Amber's lesson comes after Jake's, but it isn't the last one of the morning.",
   lambda s: d(s, "Amber", "Jake", "lesson") > 0 and not most(s, "Amber", "lesson")),

 ])
