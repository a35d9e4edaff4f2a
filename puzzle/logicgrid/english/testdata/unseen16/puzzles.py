# unseen16: twelve logic grids written blind (issue 25); see README.md.
# Each clue is (printed sentence, predicate); truth.py brute-forces them.

def distinct(s, *items):
    """The items all name different rows ("The five people are A, B, ...")."""
    rows = [s.r(x) for x in items]
    return len(set(rows)) == len(rows)

def lane(x):
    return int(x.split()[-1])

def car(s, item):
    return int(s.g(item, "cars").split()[-1])

# 1 ---------------------------------------------------------------------
puzzle("u16-01-pie-auction", "Pie Auction",
 "Five women entered pies in the Harvest Festival auction this fall. Each baked a different kind of pie, "
 "came from a different town in the county, and saw her pie sell for a different price.",
 [("bakers", ["Mrs. Ames", "Mrs. Bixby", "Mrs. Crane", "Mrs. Dowd", "Mrs. Elgin"]),
  ("pies", ["apple", "cherry", "peach", "pecan", "rhubarb"]),
  ("prices", ["$15", "$20", "$25", "$30", "$35"]),
  ("towns", ["Avon", "Bristol", "Canton", "Dover", "Exeter"])],
 [["Mrs. Ames", "pecan", "$25", "Dover"],
  ["Mrs. Bixby", "apple", "$35", "Canton"],
  ["Mrs. Crane", "rhubarb", "$15", "Avon"],
  ["Mrs. Dowd", "cherry", "$30", "Exeter"],
  ["Mrs. Elgin", "peach", "$20", "Bristol"]],
 [("The cherry pie sold for $10 more than Mrs. Elgin's entry, which did not come from Avon.",
   lambda s: s.n("cherry", "prices") == s.n("Mrs. Elgin", "prices") + 10 and not s.same("Mrs. Elgin", "Avon")),
  ("Of Mrs. Crane and the baker from Canton, one made the rhubarb pie and the other's pie brought the top price of $35.",
   lambda s: one_of_other(s, "Mrs. Crane", "Canton", "rhubarb", "$35")),
  ("The five bakers are Mrs. Ames, the one who baked the apple pie, the woman from Exeter, the one whose pie sold for $20, and the entrant from Avon.",
   lambda s: distinct(s, "Mrs. Ames", "apple", "Exeter", "$20", "Avon")),
  ("Mrs. Dowd's pie fetched more than the pecan pie but less than the pie from Canton.",
   lambda s: s.n("pecan", "prices") < s.n("Mrs. Dowd", "prices") < s.n("Canton", "prices")),
  ("The Bristol woman's peach pie went for less than the pecan.",
   lambda s: s.same("Bristol", "peach") and s.n("peach", "prices") < s.n("pecan", "prices")),
  ("Mrs. Bixby's pie outsold Mrs. Dowd's.",
   lambda s: s.n("Mrs. Bixby", "prices") > s.n("Mrs. Dowd", "prices")),
  ("Mrs. Ames got more for her pie than Mrs. Elgin did, and the pie from Exeter outsold Mrs. Crane's.",
   lambda s: s.n("Mrs. Ames", "prices") > s.n("Mrs. Elgin", "prices") and s.n("Exeter", "prices") > s.n("Mrs. Crane", "prices")),
 ])

# 2 ---------------------------------------------------------------------
puzzle("u16-02-saturday-hikes", "Saturday Hikes",
 "Four friends from the Ridgeview Walking Club each took a different trail in the state park last Saturday, "
 "and each covered a different distance.",
 [("hikers", ["Gail", "Hank", "Iris", "Joel"]),
  ("distances", ["2.5 miles", "3 miles", "3.5 miles", "4 miles"]),
  ("trails", ["Beaver Pond", "Cedar Ridge", "Fox Hollow", "Laurel Loop"])],
 [["Gail", "3.5 miles", "Fox Hollow"],
  ["Hank", "2.5 miles", "Laurel Loop"],
  ["Iris", "4 miles", "Beaver Pond"],
  ["Joel", "3 miles", "Cedar Ridge"]],
 [("Gail walked one mile farther than the hiker who took the Laurel Loop.",
   lambda s: s.n("Gail", "distances") == s.n("Laurel Loop", "distances") + 1),
  ("Iris, who didn't hike Fox Hollow, covered more ground than Gail.",
   lambda s: not s.same("Iris", "Fox Hollow") and s.n("Iris", "distances") > s.n("Gail", "distances")),
  ("Hank's trail wasn't the 3-mile Cedar Ridge.",
   lambda s: s.same("Cedar Ridge", "3 miles") and not s.same("Hank", "Cedar Ridge")),
 ])

# 3 ---------------------------------------------------------------------
puzzle("u16-03-dog-show", "Best in Group",
 "Five dogs were shown in the working group at the Millbrook Kennel Club show. Each belongs to a different owner, "
 "is of a different breed, and weighs a different amount.",
 [("owners", ["Carla", "Dennis", "Fern", "Gordon", "Heidi"]),
  ("dogs", ["Bruno", "Duke", "Maggie", "Rocky", "Sasha"]),
  ("breeds", ["akita", "boxer", "collie", "mastiff", "samoyed"]),
  ("weights", ["55 lbs", "60 lbs", "70 lbs", "85 lbs", "120 lbs"])],
 [["Carla", "Sasha", "samoyed", "55 lbs"],
  ["Dennis", "Bruno", "mastiff", "120 lbs"],
  ["Fern", "Maggie", "collie", "60 lbs"],
  ["Gordon", "Rocky", "boxer", "70 lbs"],
  ["Heidi", "Duke", "akita", "85 lbs"]],
 [("The mastiff, who isn't Duke, outweighs every other dog in the group.",
   lambda s: not s.same("mastiff", "Duke") and s.same("mastiff", "120 lbs")),
  ("Heidi's dog weighs 15 pounds more than Rocky, who is not the collie.",
   lambda s: s.n("Heidi", "weights") == s.n("Rocky", "weights") + 15 and not s.same("Rocky", "collie")),
  ("Of Maggie and the 55-pound dog, one is the collie and the other belongs to Carla.",
   lambda s: one_of_other(s, "Maggie", "55 lbs", "collie", "Carla")),
  ("Gordon's boxer is heavier than Fern's dog.",
   lambda s: s.same("Gordon", "boxer") and s.n("Gordon", "weights") > s.n("Fern", "weights")),
  ("The samoyed weighs 5 pounds less than Maggie.",
   lambda s: s.n("samoyed", "weights") == s.n("Maggie", "weights") - 5),
  ("Duke, who isn't Dennis's dog, weighs less than Bruno but more than Sasha.",
   lambda s: not s.same("Dennis", "Duke") and s.n("Sasha", "weights") < s.n("Duke", "weights") < s.n("Bruno", "weights")),
  ("Sasha doesn't belong to Heidi.",
   lambda s: not s.same("Sasha", "Heidi")),
 ])

# 4 ---------------------------------------------------------------------
puzzle("u16-04-yard-sales", "Yard Sale Finds",
 "Last Saturday Nora drove around town to four yard sales. At each she bought one item, "
 "and no two items cost the same.",
 [("sellers", ["Mr. Pruitt", "Mrs. Quinn", "Ms. Rowe", "Mr. Sloan"]),
  ("items", ["birdcage", "lamp", "quilt", "toaster"]),
  ("prices", ["$4", "$6", "$9", "$12"]),
  ("streets", ["Elm St.", "Grove Ave.", "Hill Rd.", "Main St."])],
 [["Mr. Pruitt", "toaster", "$6", "Hill Rd."],
  ["Mrs. Quinn", "quilt", "$12", "Elm St."],
  ["Ms. Rowe", "birdcage", "$4", "Main St."],
  ["Mr. Sloan", "lamp", "$9", "Grove Ave."]],
 [("The quilt cost twice as much as the toaster.",
   lambda s: s.n("quilt", "prices") == 2 * s.n("toaster", "prices")),
  ("Nora paid either Mr. Sloan or the Hill Road seller $6, but she didn't buy the lamp there.",
   lambda s: (s.same("Mr. Sloan", "$6") != s.same("Hill Rd.", "$6")) and not s.same("lamp", "$6")),
  ("The item from the house on Main Street cost less than Mr. Pruitt's.",
   lambda s: s.n("Main St.", "prices") < s.n("Mr. Pruitt", "prices")),
  ("Ms. Rowe, who doesn't live on Elm Street, sold Nora neither the quilt nor the toaster.",
   lambda s: not s.same("Ms. Rowe", "Elm St.") and not s.same("Ms. Rowe", "quilt") and not s.same("Ms. Rowe", "toaster")),
  ("Of Mrs. Quinn and the Grove Avenue seller, one lives on Elm Street and the other sold Nora the lamp.",
   lambda s: one_of_other(s, "Mrs. Quinn", "Grove Ave.", "Elm St.", "lamp")),
  ("Mr. Sloan charged her more than Mr. Pruitt did.",
   lambda s: s.n("Mr. Sloan", "prices") > s.n("Mr. Pruitt", "prices")),
  ("The lamp was a better bargain than the quilt, but it still cost Nora more than the birdcage.",
   lambda s: s.n("birdcage", "prices") < s.n("lamp", "prices") < s.n("quilt", "prices")),
 ])

# 5 ---------------------------------------------------------------------
puzzle("u16-05-league-night", "League Night",
 "Five members of the Tuesday night league each bowled for a different team this week. "
 "Each rolls a ball of a different color, and each finished the first game with a different score.",
 [("bowlers", ["Arnie", "Bea", "Curtis", "Dolores", "Eugene"]),
  ("scores", ["168", "175", "189", "204", "212"]),
  ("teams", ["Alley Cats", "Gutter Gang", "Pin Pals", "Split Ends", "Strikers"]),
  ("balls", ["black", "blue", "green", "orange", "red"])],
 [["Arnie", "189", "Pin Pals", "green"],
  ["Bea", "212", "Split Ends", "red"],
  ["Curtis", "168", "Strikers", "black"],
  ["Dolores", "204", "Alley Cats", "orange"],
  ["Eugene", "175", "Gutter Gang", "blue"]],
 [("The bowler with the red ball outscored Dolores, who isn't on the Gutter Gang.",
   lambda s: s.n("red", "scores") > s.n("Dolores", "scores") and not s.same("Dolores", "Gutter Gang")),
  ("Eugene, whose ball isn't black, finished 14 pins behind Arnie.",
   lambda s: not s.same("Eugene", "black") and s.n("Eugene", "scores") == s.n("Arnie", "scores") - 14),
  ("Of Curtis and the Pin Pals bowler, one rolled the lowest score of the night and the other uses the green ball.",
   lambda s: one_of_other(s, "Curtis", "Pin Pals", "168", "green")),
  ("The Alley Cats' bowler scored higher than the one with the blue ball but lower than Bea.",
   lambda s: s.n("blue", "scores") < s.n("Alley Cats", "scores") < s.n("Bea", "scores")),
  ("The five bowlers are Bea, the one who rolled a 175, the Strikers' anchor, the bowler with the orange ball, and the one who uses the green ball.",
   lambda s: distinct(s, "Bea", "175", "Strikers", "orange", "green")),
  ("Dolores, whose ball isn't green, beat the Gutter Gang's bowler by 29 pins.",
   lambda s: not s.same("Dolores", "green") and s.n("Dolores", "scores") == s.n("Gutter Gang", "scores") + 29),
 ])

# 6 ---------------------------------------------------------------------
puzzle("u16-06-clock-auction", "Tick Tock",
 "At last month's estate auction five collectors each went home with a different antique clock. "
 "Each clock was made in a different year, and each buyer paid a different price and lives in a different city.",
 [("collectors", ["Mr. Fenn", "Mrs. Gale", "Mr. Hurd", "Ms. Ivey", "Mrs. Judd"]),
  ("clocks", ["banjo", "cuckoo", "grandfather", "mantel", "ship's"]),
  ("years", ["1842", "1867", "1885", "1903", "1921"]),
  ("prices", ["$450", "$600", "$750", "$900", "$1,200"]),
  ("cities", ["Albany", "Boston", "Concord", "Hartford", "Providence"])],
 [["Mr. Fenn", "mantel", "1885", "$600", "Concord"],
  ["Mrs. Gale", "grandfather", "1842", "$1,200", "Boston"],
  ["Mr. Hurd", "cuckoo", "1921", "$450", "Hartford"],
  ["Ms. Ivey", "banjo", "1867", "$900", "Providence"],
  ["Mrs. Judd", "ship's", "1903", "$750", "Albany"]],
 [("The grandfather clock, the oldest of the five, cost $300 more than Ms. Ivey's.",
   lambda s: s.same("grandfather", "1842") and s.n("grandfather", "prices") == s.n("Ms. Ivey", "prices") + 300),
  ("Mr. Hurd's clock was made 36 years after Mr. Fenn's, and it sold for $150 less.",
   lambda s: s.n("Mr. Hurd", "years") == s.n("Mr. Fenn", "years") + 36 and s.n("Mr. Hurd", "prices") == s.n("Mr. Fenn", "prices") - 150),
  ("The Albany collector bought the ship's clock, which cost more than the mantel clock.",
   lambda s: s.same("Albany", "ship's") and s.n("ship's", "prices") > s.n("mantel", "prices")),
  ("Of the banjo clock and the clock from 1903, one went home to Providence and the other sold for $750.",
   lambda s: one_of_other(s, "banjo", "1903", "Providence", "$750")),
  ("Mrs. Judd's clock is newer than the Providence collector's but older than the cuckoo clock.",
   lambda s: s.n("Providence", "years") < s.n("Mrs. Judd", "years") < s.n("cuckoo", "years")),
  ("Neither Mrs. Gale nor Mr. Fenn lives in Hartford, and the Boston collector didn't buy the mantel clock.",
   lambda s: not s.same("Mrs. Gale", "Hartford") and not s.same("Mr. Fenn", "Hartford") and not s.same("Boston", "mantel")),
  ("The clock made in 1885 went for less than the one that went to Providence.",
   lambda s: s.n("1885", "prices") < s.n("Providence", "prices")),
 ])

# 7 ---------------------------------------------------------------------
puzzle("u16-07-morning-trains", "The Morning Trains",
 "Five passengers boarded southbound trains at Union Station one morning. Each caught a different train, "
 "rode in a different car, and was bound for a different city.",
 [("passengers", ["Mr. Kemp", "Ms. Lund", "Mrs. Marsh", "Mr. Nash", "Miss Orr"]),
  ("times", ["7:15am", "8:40am", "9:30am", "10:05am", "11:50am"]),
  ("destinations", ["Baltimore", "Newark", "Philadelphia", "Richmond", "Wilmington"]),
  ("cars", ["car 2", "car 3", "car 5", "car 6", "car 8"])],
 [["Mr. Kemp", "9:30am", "Richmond", "car 5"],
  ["Ms. Lund", "7:15am", "Newark", "car 8"],
  ["Mrs. Marsh", "11:50am", "Wilmington", "car 2"],
  ["Mr. Nash", "8:40am", "Philadelphia", "car 6"],
  ["Miss Orr", "10:05am", "Baltimore", "car 3"]],
 [("Mr. Kemp's train left 50 minutes later than Mr. Nash's.",
   lambda s: s.n("Mr. Kemp", "times") == s.n("Mr. Nash", "times") + 50),
  ("The passenger bound for Newark, who left before anyone else, rode in a higher-numbered car than Mr. Nash.",
   lambda s: s.same("Newark", "7:15am") and car(s, "Newark") > car(s, "Mr. Nash")),
  ("Of Miss Orr and the traveler in car 2, one was headed for Wilmington and the other caught the 10:05am.",
   lambda s: one_of_other(s, "Miss Orr", "car 2", "Wilmington", "10:05am")),
  ("Mrs. Marsh's train pulled out sometime after the one to Baltimore.",
   lambda s: s.n("Mrs. Marsh", "times") > s.n("Baltimore", "times")),
  ("The Richmond passenger's car number was two higher than Miss Orr's.",
   lambda s: car(s, "Richmond") == car(s, "Miss Orr") + 2),
  ("Ms. Lund wasn't going to Philadelphia, and neither was the passenger in car 3.",
   lambda s: not s.same("Ms. Lund", "Philadelphia") and not s.same("car 3", "Philadelphia")),
  ("The Philadelphia train left earlier than the Richmond train.",
   lambda s: s.n("Philadelphia", "times") < s.n("Richmond", "times")),
  ("The last train of the morning, which Miss Orr didn't take, was the one to Wilmington.",
   lambda s: s.same("11:50am", "Wilmington") and not s.same("Miss Orr", "11:50am")),
 ])

# 8 ---------------------------------------------------------------------
puzzle("u16-08-science-fair", "Science Fair",
 "Four sixth-graders at Lincoln Elementary entered the school science fair, each with a different project. "
 "The judges ranked all four.",
 [("students", ["Ben", "Claire", "Devon", "Elena"]),
  ("projects", ["batteries", "crystals", "plants", "volcano"]),
  ("places", ["1st", "2nd", "3rd", "4th"])],
 [["Ben", "plants", "3rd"],
  ["Claire", "batteries", "1st"],
  ["Devon", "volcano", "4th"],
  ["Elena", "crystals", "2nd"]],
 [("The volcano finished somewhere behind Ben's project.",
   lambda s: s.n("volcano", "places") > s.n("Ben", "places")),
  ("Claire placed one spot ahead of the crystals project.",
   lambda s: s.n("Claire", "places") == s.n("crystals", "places") - 1),
  ("Either Ben or Elena studied crystals.",
   lambda s: s.same("Ben", "crystals") or s.same("Elena", "crystals")),
  ("Elena finished ahead of Ben, who didn't work with batteries.",
   lambda s: s.n("Elena", "places") < s.n("Ben", "places") and not s.same("Ben", "batteries")),
  ("Claire's project was ranked higher than the one about plants.",
   lambda s: s.n("Claire", "places") < s.n("plants", "places")),
 ])
