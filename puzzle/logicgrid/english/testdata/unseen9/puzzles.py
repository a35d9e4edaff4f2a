# unseen9: twelve logic grids in the style of Puzzle Baron's logic-puzzles.org
# and its printed books, written blind (issue 25). Executed by
# ../unseen/truth.py, which supplies puzzle, nv, one_of_other and State.
# Each clue is the printed sentence and a predicate saying what it means.


def d(s, a, b, cat):
    """How much more a has than b along the ordered category cat."""
    return s.n(a, cat) - s.n(b, cat)


def eq(x, y):
    """Equal numbers; populations like 1.8 million are floats."""
    return abs(x - y) < 1e-9


def either(s, x, a, b):
    """x is either a or b."""
    return s.same(x, a) or s.same(x, b)


def neither(s, a, b, x):
    """Neither a nor b is x."""
    return not s.same(a, x) and not s.same(b, x)


def all_different(s, *items):
    """The N things were A, B, C, ...: each names a different row."""
    rows = [s.r(i) for i in items]
    return len(set(rows)) == len(rows)


H510, H60, H62, H64 = "5'10\"", "6'0\"", "6'2\"", "6'4\""

# ---------------------------------------------------------------- 3x4

puzzle("u9-01-science-fair", "Science Fair",
       "The Hillcrest Middle School science fair handed out its ribbons this afternoon. "
       "Match each student to a project and a final score.",
       [("students", ["Colin", "Dana", "Elias", "Fiona"]),
        ("projects", ["ant farm", "crystal garden", "solar oven", "volcano"]),
        ("scores", ["82", "86", "90", "94"])],
       [["Colin", "solar oven", "90"],
        ["Dana", "volcano", "82"],
        ["Elias", "crystal garden", "94"],
        ["Fiona", "ant farm", "86"]],
       [("The student who built the volcano scored 4 points lower than Fiona.",
         lambda s: d(s, "volcano", "Fiona", "scores") == -4),
        ("The solar oven was made by either Colin or the student who scored 82.",
         lambda s: either(s, "solar oven", "Colin", "82")),
        ("The crystal garden received a somewhat higher score than the ant farm.",
         lambda s: d(s, "crystal garden", "ant farm", "scores") > 0),
        ("Elias finished 8 points ahead of Fiona.",
         lambda s: d(s, "Elias", "Fiona", "scores") == 8),
        ])

puzzle("u9-02-training-runs", "Training Runs",
       "Four members of the Riverside Striders each did one long training run this week, "
       "each on a different day. Find out how far each runner went and on which day.",
       [("runners", ["Gail", "Hector", "Irene", "Jonah"]),
        ("distances", ["3 miles", "5 miles", "7 miles", "9 miles"]),
        ("days", ["Monday", "Tuesday", "Wednesday", "Thursday"])],
       [["Gail", "7 miles", "Wednesday"],
        ["Hector", "3 miles", "Tuesday"],
        ["Irene", "9 miles", "Monday"],
        ["Jonah", "5 miles", "Thursday"]],
       [("Hector ran 2 miles less than the runner who went out on Thursday.",
         lambda s: d(s, "Hector", "Thursday", "distances") == -2),
        ("The Monday runner covered more ground than Gail.",
         lambda s: d(s, "Monday", "Gail", "distances") > 0),
        ("Of Jonah and the person who ran 7 miles, one ran on Wednesday and the other ran on Thursday.",
         lambda s: one_of_other(s, "Jonah", "7 miles", "Wednesday", "Thursday")),
        ("Irene's run was the day before Hector's.",
         lambda s: d(s, "Irene", "Hector", "days") == -1),
        ("Jonah went farther than Hector.",
         lambda s: d(s, "Jonah", "Hector", "distances") > 0),
        ])

# ---------------------------------------------------------------- 4x4

puzzle("u9-03-classic-cars", "Classic Car Auction",
       "Last weekend's classic car auction in Scottsdale saw four vintage cars go to four "
       "different bidders. Match each buyer to the car, its model year and its price.",
       [("buyers", ["Mr. Hale", "Ms. Irwin", "Mrs. Kemp", "Mr. Lutz"]),
        ("cars", ["Bel Air", "Corvette", "Mustang", "Thunderbird"]),
        ("years", ["1957", "1961", "1965", "1969"]),
        ("prices", ["$25,000", "$30,000", "$35,000", "$40,000"])],
       [["Mr. Hale", "Mustang", "1965", "$30,000"],
        ["Ms. Irwin", "Corvette", "1961", "$40,000"],
        ["Mrs. Kemp", "Bel Air", "1957", "$25,000"],
        ["Mr. Lutz", "Thunderbird", "1969", "$35,000"]],
       [("The 1969 car sold for $5,000 more than Mr. Hale's purchase.",
         lambda s: d(s, "1969", "Mr. Hale", "prices") == 5000),
        ("Mrs. Kemp's car was built 8 years before the Mustang.",
         lambda s: d(s, "Mrs. Kemp", "Mustang", "years") == -8),
        ("The Corvette went for the highest price.",
         lambda s: s.same("Corvette", "$40,000")),
        ("Of the Thunderbird and the $25,000 car, one was bought by Mrs. Kemp and the other was made in 1969.",
         lambda s: one_of_other(s, "Thunderbird", "$25,000", "Mrs. Kemp", "1969")),
        ("Ms. Irwin spent more than Mr. Lutz.",
         lambda s: d(s, "Ms. Irwin", "Mr. Lutz", "prices") > 0),
        ])

puzzle("u9-04-trail-day", "Trail Day",
       "Four friends each picked a different trail in Larch Mountain State Park on Saturday. "
       "Determine each hiker's trail, its length and its total elevation gain.",
       [("hikers", ["Beth", "Carlos", "Dmitri", "Eun-ji"]),
        ("trails", ["Bear Creek", "Cedar Ridge", "Fox Hollow", "Pine Loop"]),
        ("lengths", ["2.5 miles", "3 miles", "3.5 miles", "4 miles"]),
        ("gains", ["400 feet", "550 feet", "700 feet", "850 feet"])],
       [["Beth", "Fox Hollow", "3.5 miles", "400 feet"],
        ["Carlos", "Pine Loop", "2.5 miles", "850 feet"],
        ["Dmitri", "Bear Creek", "4 miles", "550 feet"],
        ["Eun-ji", "Cedar Ridge", "3 miles", "700 feet"]],
       [("The Pine Loop hike is half a mile shorter than Eun-ji's.",
         lambda s: eq(d(s, "Pine Loop", "Eun-ji", "lengths"), -0.5)),
        ("Beth's trail climbs 150 feet less than Dmitri's.",
         lambda s: d(s, "Beth", "Dmitri", "gains") == -150),
        ("The trail with 850 feet of elevation gain is the shortest of the four.",
         lambda s: s.same("850 feet", "2.5 miles")),
        ("Neither Dmitri nor Beth hiked Cedar Ridge.",
         lambda s: neither(s, "Dmitri", "Beth", "Cedar Ridge")),
        ("The 4-mile trail is either Bear Creek or the one Carlos hiked.",
         lambda s: either(s, "4 miles", "Bear Creek", "Carlos")),
        ("Fox Hollow has less elevation gain than Cedar Ridge.",
         lambda s: d(s, "Fox Hollow", "Cedar Ridge", "gains") < 0),
        ("Beth walked exactly 1 mile farther than Carlos.",
         lambda s: eq(d(s, "Beth", "Carlos", "lengths"), 1)),
        ("Eun-ji's trail is shorter than Dmitri's.",
         lambda s: d(s, "Eun-ji", "Dmitri", "lengths") < 0),
        ])

# ---------------------------------------------------------------- 4x5

puzzle("u9-05-pie-contest", "County Fair Pies",
       "The Harlan County Fair held its annual pie contest, and five bakers from five "
       "different towns took the top five places. Match each baker to a pie, a town and a "
       "finishing place.",
       [("bakers", ["Abby", "Bruce", "Celia", "Doug", "Erin"]),
        ("pies", ["apple", "cherry", "peach", "pecan", "pumpkin"]),
        ("places", ["1st", "2nd", "3rd", "4th", "5th"]),
        ("towns", ["Ashford", "Brookfield", "Clayton", "Dover", "Easton"])],
       [["Abby", "pecan", "3rd", "Dover"],
        ["Bruce", "apple", "5th", "Ashford"],
        ["Celia", "cherry", "1st", "Easton"],
        ["Doug", "pumpkin", "2nd", "Clayton"],
        ["Erin", "peach", "4th", "Brookfield"]],
       [("The baker from Easton finished 2 places ahead of Abby.",
         lambda s: d(s, "Easton", "Abby", "places") == -2),
        ("Bruce placed somewhere behind the peach pie.",
         lambda s: d(s, "Bruce", "peach", "places") > 0),
        ("The pumpkin pie finished one spot ahead of Abby's entry.",
         lambda s: d(s, "pumpkin", "Abby", "places") == -1),
        ("The five bakers were Erin, the one from Clayton, the person who made the apple pie, "
         "the contestant who finished 1st and the baker from Dover.",
         lambda s: all_different(s, "Erin", "Clayton", "apple", "1st", "Dover")),
        ("Of Bruce and the baker who made the cherry pie, one is from Ashford and the other is from Easton.",
         lambda s: one_of_other(s, "Bruce", "cherry", "Ashford", "Easton")),
        ("Doug finished ahead of Erin.",
         lambda s: d(s, "Doug", "Erin", "places") < 0),
        ("The pecan pie placed higher than the peach pie.",
         lambda s: d(s, "pecan", "peach", "places") < 0),
        ("Doug doesn't live in Dover.",
         lambda s: not s.same("Doug", "Dover")),
        ("Celia beat Doug.",
         lambda s: d(s, "Celia", "Doug", "places") < 0),
        ])

puzzle("u9-06-maple-court", "Maple Court",
       "Five new tenants moved into the Maple Court apartments earlier this year, each in a "
       "different month and each with a pet. Work out each tenant's monthly rent, move-in "
       "month and pet.",
       [("tenants", ["Frank", "Greta", "Hiro", "Imani", "Jasper"]),
        ("rents", ["$850", "$900", "$950", "$1,000", "$1,050"]),
        ("months", ["January", "February", "March", "April", "May"]),
        ("pets", ["cat", "dog", "parrot", "rabbit", "turtle"])],
       [["Frank", "$950", "March", "parrot"],
        ["Greta", "$1,050", "January", "turtle"],
        ["Hiro", "$850", "May", "dog"],
        ["Imani", "$1,000", "February", "rabbit"],
        ["Jasper", "$900", "April", "cat"]],
       [("The tenant with the parrot pays $50 less per month than Imani.",
         lambda s: d(s, "parrot", "Imani", "rents") == -50),
        ("Hiro moved in 2 months after Frank.",
         lambda s: d(s, "Hiro", "Frank", "months") == 2),
        ("The person who moved in during January pays the highest rent.",
         lambda s: s.same("January", "$1,050")),
        ("Jasper is either the tenant with the cat or the one who pays $1,000.",
         lambda s: either(s, "Jasper", "cat", "$1,000")),
        ("The dog owner pays less than the cat owner.",
         lambda s: d(s, "dog", "cat", "rents") < 0),
        ("Imani moved in sometime before Jasper.",
         lambda s: d(s, "Imani", "Jasper", "months") < 0),
        ("The turtle's owner moved in 4 months before the tenant who pays $850.",
         lambda s: d(s, "turtle", "$850", "months") == -4),
        ("Greta was the first of the five to move in.",
         lambda s: s.same("Greta", "January")),
        ("Imani pays more than Jasper.",
         lambda s: d(s, "Imani", "Jasper", "rents") > 0),
        ])

# ---------------------------------------------------------------- 4x4

puzzle("u9-07-tryouts", "Tryouts",
       "Coach Reynolds is looking over four newcomers who tried out for the Riverton Rockets. "
       "Find each player's height, weight and hometown.",
       [("players", ["Kyle", "Liam", "Marcus", "Nate"]),
        ("heights", [H510, H60, H62, H64]),
        ("weights", ["165 pounds", "180 pounds", "195 pounds", "210 pounds"]),
        ("hometowns", ["Akron", "Canton", "Dayton", "Toledo"])],
       [["Kyle", H62, "180 pounds", "Toledo"],
        ["Liam", H510, "195 pounds", "Akron"],
        ["Marcus", H64, "210 pounds", "Canton"],
        ["Nate", H60, "165 pounds", "Dayton"]],
       [("The player from Dayton is 2 inches taller than Liam.",
         lambda s: d(s, "Dayton", "Liam", "heights") == 2),
        ("Kyle weighs 15 pounds more than the player from Dayton.",
         lambda s: d(s, "Kyle", "Dayton", "weights") == 15),
        ("The tallest player is also the heaviest.",
         lambda s: s.same(H64, "210 pounds")),
        ("Of the 195-pound player and the one from Toledo, one is Liam and the other is 6'2\".",
         lambda s: one_of_other(s, "195 pounds", "Toledo", "Liam", H62)),
        ("Marcus is taller than Kyle.",
         lambda s: d(s, "Marcus", "Kyle", "heights") > 0),
        ("Marcus isn't from Akron.",
         lambda s: not s.same("Marcus", "Akron")),
        ("Liam is heavier than Kyle.",
         lambda s: d(s, "Liam", "Kyle", "weights") > 0),
        ])

puzzle("u9-08-council-race", "Council Race",
       "Four candidates ran for the Millbrook city council this fall, each in a different ward "
       "and each with a different campaign color. Determine each candidate's ward, vote total "
       "and sign color.",
       [("candidates", ["Alvarez", "Brennan", "Choi", "Duffy"]),
        ("wards", ["East", "North", "South", "West"]),
        ("votes", ["412", "437", "462", "487"]),
        ("colors", ["blue", "green", "orange", "purple"])],
       [["Alvarez", "East", "462", "green"],
        ["Brennan", "North", "412", "purple"],
        ["Choi", "West", "487", "blue"],
        ["Duffy", "South", "437", "orange"]],
       [("The candidate in the South ward received 25 fewer votes than Alvarez.",
         lambda s: d(s, "South", "Alvarez", "votes") == -25),
        ("Choi got more votes than anyone else.",
         lambda s: s.same("Choi", "487")),
        ("The candidate with purple signs is either Brennan or the one from the West ward.",
         lambda s: either(s, "purple", "Brennan", "West")),
        ("The North ward's candidate got 50 votes fewer than the green candidate.",
         lambda s: d(s, "North", "green", "votes") == -50),
        ("Neither Duffy nor Choi ran in the East ward.",
         lambda s: neither(s, "Duffy", "Choi", "East")),
        ("Of the candidate with blue signs and Duffy, one got 437 votes and the other ran in the West ward.",
         lambda s: one_of_other(s, "blue", "Duffy", "437", "West")),
        ])

# ---------------------------------------------------------------- 4x5

puzzle("u9-09-portfolio-review", "Portfolio Review",
       "Financial planner Dana Whitlock is reviewing last year's results for five of her "
       "clients, each of whom put money into a different fund. Match each client to a fund, "
       "the amount invested and the fund's annual return.",
       [("clients", ["Ms. Ortiz", "Mr. Park", "Mrs. Quinn", "Mr. Reyes", "Ms. Sato"]),
        ("funds", ["Alpha Growth", "Blue Harbor", "Crestline", "Delta Core", "Evergreen"]),
        ("returns", ["4%", "7%", "10%", "13%", "16%"]),
        ("amounts", ["$5,000", "$10,000", "$15,000", "$20,000", "$25,000"])],
       [["Ms. Ortiz", "Crestline", "10%", "$20,000"],
        ["Mr. Park", "Evergreen", "4%", "$10,000"],
        ["Mrs. Quinn", "Alpha Growth", "16%", "$5,000"],
        ["Mr. Reyes", "Delta Core", "7%", "$25,000"],
        ["Ms. Sato", "Blue Harbor", "13%", "$15,000"]],
       [("The client who invested $25,000 earned 3% less than Ms. Ortiz.",
         lambda s: d(s, "$25,000", "Ms. Ortiz", "returns") == -3),
        ("Mrs. Quinn put in the least money.",
         lambda s: s.same("Mrs. Quinn", "$5,000")),
        ("Evergreen returned 6% less than the $20,000 investment.",
         lambda s: d(s, "Evergreen", "$20,000", "returns") == -6),
        ("Of Mr. Park and the Blue Harbor client, one invested $10,000 and the other earned 13%.",
         lambda s: one_of_other(s, "Mr. Park", "Blue Harbor", "$10,000", "13%")),
        ("The five investors were Mr. Reyes, the person who chose Crestline, the one who earned 16%, "
         "the $10,000 client and Ms. Sato.",
         lambda s: all_different(s, "Mr. Reyes", "Crestline", "16%", "$10,000", "Ms. Sato")),
        ("Delta Core's client invested $10,000 more than Ms. Sato.",
         lambda s: d(s, "Delta Core", "Ms. Sato", "amounts") == 10000),
        ])

puzzle("u9-10-river-cities", "River Cities",
       "A travel writer is putting together a guide to five cities in the Kessel Valley, each "
       "on a different river. Find each city's population, the year it was founded and its river.",
       [("cities", ["Alder Bay", "Brightwater", "Coldspring", "Dunmore", "Elmview"]),
        ("populations", ["1.2 million", "1.5 million", "1.8 million", "2.1 million", "2.4 million"]),
        ("founded", ["1790", "1805", "1820", "1835", "1850"]),
        ("rivers", ["Blackwater", "Green", "Kettle", "Marrow", "Silver"])],
       [["Alder Bay", "1.8 million", "1820", "Silver"],
        ["Brightwater", "2.4 million", "1790", "Kettle"],
        ["Coldspring", "1.2 million", "1850", "Green"],
        ["Dunmore", "2.1 million", "1805", "Blackwater"],
        ["Elmview", "1.5 million", "1835", "Marrow"]],
       [("The city on the Marrow River was founded 15 years after Alder Bay.",
         lambda s: d(s, "Marrow", "Alder Bay", "founded") == 15),
        ("Dunmore has 300,000 more residents than Alder Bay.",
         lambda s: eq(d(s, "Dunmore", "Alder Bay", "populations"), 0.3)),
        ("The oldest city is also the most populous.",
         lambda s: s.same("1790", "2.4 million")),
        ("The newest of the five cities sits on the Green River.",
         lambda s: s.same("1850", "Green")),
        ("Of Elmview and the city founded in 1805, one has 1.5 million residents and the other is on the Blackwater River.",
         lambda s: one_of_other(s, "Elmview", "1805", "1.5 million", "Blackwater")),
        ("The Kettle River city is larger than the Silver River city.",
         lambda s: d(s, "Kettle", "Silver", "populations") > 0),
        ("Coldspring is either the smallest city or the one on the Kettle River.",
         lambda s: either(s, "Coldspring", "1.2 million", "Kettle")),
        ("Brightwater was founded before Dunmore.",
         lambda s: d(s, "Brightwater", "Dunmore", "founded") < 0),
        ("Alder Bay is not on the Blackwater River.",
         lambda s: not s.same("Alder Bay", "Blackwater")),
        ("Elmview is smaller than Alder Bay.",
         lambda s: d(s, "Elmview", "Alder Bay", "populations") < 0),
        ("Elmview is older than Coldspring.",
         lambda s: d(s, "Elmview", "Coldspring", "founded") < 0),
        ])

# ---------------------------------------------------------------- 5x5

puzzle("u9-11-dog-show", "Dog Show",
       "Five dogs were entered in the novice class at the Fairview Kennel Club show. Match each "
       "owner to a dog's name, its breed, its age and its weight.",
       [("owners", ["Alice", "Ben", "Cora", "Dev", "Ella"]),
        ("dogs", ["Biscuit", "Duke", "Maple", "Pepper", "Ziggy"]),
        ("breeds", ["beagle", "boxer", "collie", "poodle", "pug"]),
        ("ages", ["2 years", "3 years", "4 years", "5 years", "6 years"]),
        ("weights", ["18 pounds", "25 pounds", "40 pounds", "55 pounds", "70 pounds"])],
       [["Alice", "Maple", "collie", "4 years", "55 pounds"],
        ["Ben", "Duke", "boxer", "6 years", "70 pounds"],
        ["Cora", "Ziggy", "pug", "3 years", "18 pounds"],
        ["Dev", "Pepper", "beagle", "2 years", "25 pounds"],
        ["Ella", "Biscuit", "poodle", "5 years", "40 pounds"]],
       [("Biscuit is 1 year older than Alice's dog.",
         lambda s: d(s, "Biscuit", "Alice", "ages") == 1),
        ("The pug weighs 7 pounds less than Pepper.",
         lambda s: d(s, "pug", "Pepper", "weights") == -7),
        ("The heaviest dog is also the oldest.",
         lambda s: s.same("70 pounds", "6 years")),
        ("Of Cora's dog and the collie, one is Ziggy and the other is 4 years old.",
         lambda s: one_of_other(s, "Cora", "collie", "Ziggy", "4 years")),
        ("Dev's dog is somewhat younger than Cora's.",
         lambda s: d(s, "Dev", "Cora", "ages") < 0),
        ("The five dogs are Duke, the beagle, Ella's pet, the 55-pound dog and the 3-year-old.",
         lambda s: all_different(s, "Duke", "beagle", "Ella", "55 pounds", "3 years")),
        ("Maple weighs 15 pounds more than the poodle.",
         lambda s: d(s, "Maple", "poodle", "weights") == 15),
        ("Neither Ben nor Ella owns the collie.",
         lambda s: neither(s, "Ben", "Ella", "collie")),
        ("Ella's dog is 2 years older than Cora's.",
         lambda s: d(s, "Ella", "Cora", "ages") == 2),
        ("The pug is younger than the poodle.",
         lambda s: d(s, "pug", "poodle", "ages") < 0),
        ("Ella's dog isn't the boxer.",
         lambda s: not s.same("Ella", "boxer")),
        ])

puzzle("u9-12-greatest-hits", "Greatest Hits",
       "A music magazine's retrospective looks back at five breakthrough albums, each by a "
       "different band on a different record label. Determine each band's album, its release "
       "year, its total sales and its label.",
       [("bands", ["Glass Harbor", "Neon Saints", "Paper Lions", "Red Meridian", "Velvet Static"]),
        ("albums", ["Afterglow", "Cold Fire", "Headlights", "Northbound", "Tidewater"]),
        ("years", ["1984", "1988", "1992", "1996", "2000"]),
        ("sales", ["1 million", "1.5 million", "2 million", "2.5 million", "3 million"]),
        ("labels", ["Capstone", "Echo Park", "Lantern", "Mercury Hill", "Sundial"])],
       [["Glass Harbor", "Northbound", "1992", "3 million", "Lantern"],
        ["Neon Saints", "Afterglow", "1984", "1.5 million", "Sundial"],
        ["Paper Lions", "Tidewater", "2000", "1 million", "Echo Park"],
        ["Red Meridian", "Cold Fire", "1988", "2.5 million", "Capstone"],
        ["Velvet Static", "Headlights", "1996", "2 million", "Mercury Hill"]],
       [("Tidewater came out 8 years after Glass Harbor's album.",
         lambda s: d(s, "Tidewater", "Glass Harbor", "years") == 8),
        ("The album on the Sundial label sold 1 million fewer copies than Red Meridian's.",
         lambda s: eq(d(s, "Sundial", "Red Meridian", "sales"), -1)),
        ("The best-selling album was released in 1992.",
         lambda s: s.same("3 million", "1992")),
        ("Of Velvet Static's record and the 1984 album, one is Headlights and the other was released on Sundial.",
         lambda s: one_of_other(s, "Velvet Static", "1984", "Headlights", "Sundial")),
        ("Cold Fire was released 4 years before Northbound.",
         lambda s: d(s, "Cold Fire", "Northbound", "years") == -4),
        ("The Echo Park release sold the fewest copies.",
         lambda s: s.same("Echo Park", "1 million")),
        ("The five albums were Afterglow, the Capstone release, the one by Paper Lions, the 1996 album "
         "and the record that sold 3 million copies.",
         lambda s: all_different(s, "Afterglow", "Capstone", "Paper Lions", "1996", "3 million")),
        ("Headlights sold 500,000 more copies than Afterglow.",
         lambda s: eq(d(s, "Headlights", "Afterglow", "sales"), 0.5)),
        ("Red Meridian's album came out sometime before Headlights.",
         lambda s: d(s, "Red Meridian", "Headlights", "years") < 0),
        ("The Lantern release outsold the Mercury Hill release.",
         lambda s: d(s, "Lantern", "Mercury Hill", "sales") > 0),
        ])
