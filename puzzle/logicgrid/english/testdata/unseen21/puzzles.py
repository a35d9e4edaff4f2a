# unseen21: twelve logic grids written blind (issue 25).
# Each clue is the printed sentence and a predicate saying what it means.
# Exec'd by ../unseen/truth.py, which supplies puzzle, one_of_other, nv.

def diff(s, a, b, cat, d):
    """a's value in cat is exactly d more than b's."""
    return s.n(a, cat) - s.n(b, cat) == d

def more(s, a, b, cat):
    """a's value in cat is greater than b's."""
    return s.n(a, cat) > s.n(b, cat)

def either(s, x, a, b):
    """x is either a or b (exactly one; a and b are different people/things)."""
    return s.same(x, a) != s.same(x, b)

def alldiff(s, *items):
    rows = [s.r(i) for i in items]
    return len(set(rows)) == len(rows)

def neither(s, x, *items):
    return not any(s.same(x, i) for i in items)

DATES = {"March 4": 1, "March 19": 2, "April 2": 3, "April 21": 4, "May 8": 5}

DAYNO = {"March 4": 63, "March 19": 78, "April 2": 92, "April 21": 111, "May 8": 128}

def dayno(s, item):
    """Day of the year of a birthday (puzzle 06; any non-leap year)."""
    return DAYNO[s.g(item, "birthdays")]

def date(s, item):
    """Order of a birthday in the spring calendar (puzzle 06)."""
    return DATES[s.g(item, "birthdays")]


# 01 ---------------------------------------------------------------- 3x4
puzzle("u21-01-bake-sale", "Bake Sale",
    "Four children from Room 12 each baked one treat for the school bake sale. "
    "Every treat was sold at a different price per piece.",
    [("children", ["Amy", "Ben", "Cara", "Dev"]),
     ("treats", ["brownies", "cookies", "cupcakes", "lemon bars"]),
     ("prices", ["$1.50", "$2.00", "$2.50", "$3.00"])],
    [["Amy", "cupcakes", "$2.50"],
     ["Ben", "brownies", "$1.50"],
     ["Cara", "lemon bars", "$3.00"],
     ["Dev", "cookies", "$2.00"]],
    [("The cookies cost 50 cents more than Ben's treat.",
      lambda s: diff(s, "cookies", "Ben", "prices", 0.5)),
     ("Cara's treat sold for more than the cupcakes.",
      lambda s: more(s, "Cara", "cupcakes", "prices")),
     ("Amy didn't make the brownies.",
      lambda s: not s.same("Amy", "brownies")),
     ("The lemon bars were either Cara's or the $1.50 treat.",
      lambda s: either(s, "lemon bars", "Cara", "$1.50")),
     ("Dev sold his treat for less than Amy sold hers.",
      lambda s: more(s, "Amy", "Dev", "prices")),
     ("Ben charged less than Dev did.",
      lambda s: more(s, "Dev", "Ben", "prices")),
     ("Cara didn't make the brownies.",
      lambda s: not s.same("Cara", "brownies")),
    ])

# 02 ---------------------------------------------------------------- 4x4
puzzle("u21-02-fishing-derby", "Fishing Derby",
    "The Pine Lake Fishing Derby was held last Saturday. Each of four anglers landed "
    "a different kind of fish on a different bait, and every catch was weighed at the dock.",
    [("anglers", ["Dwayne", "Earl", "Frank", "Glen"]),
     ("fish", ["bass", "catfish", "pike", "trout"]),
     ("weights", ["3 lbs", "4 lbs", "5 lbs", "6 lbs"]),
     ("baits", ["crickets", "minnows", "spinners", "worms"])],
    [["Dwayne", "pike", "6 lbs", "minnows"],
     ["Earl", "trout", "3 lbs", "spinners"],
     ["Frank", "catfish", "5 lbs", "worms"],
     ["Glen", "bass", "4 lbs", "crickets"]],
    [("The angler who used worms caught a fish 2 pounds heavier than Earl's.",
      lambda s: diff(s, "worms", "Earl", "weights", 2)),
     ("Glen didn't catch the catfish.",
      lambda s: not s.same("Glen", "catfish")),
     ("Of Dwayne and the angler who caught the trout, one fished with minnows and the other had the 3-pound fish.",
      lambda s: one_of_other(s, "Dwayne", "trout", "minnows", "3 lbs")),
     ("The bass weighed 2 pounds less than the pike.",
      lambda s: diff(s, "pike", "bass", "weights", 2)),
     ("The fish caught on crickets was lighter than the catfish.",
      lambda s: more(s, "catfish", "crickets", "weights")),
     ("Earl, who landed the lightest fish of the day, used spinners.",
      lambda s: s.same("Earl", "3 lbs") and s.same("Earl", "spinners")),
    ])

# 03 ---------------------------------------------------------------- 4x5
puzzle("u21-03-charity-5k", "Charity 5K",
    "Five friends ran the Riverside 5K for charity. Each wore a different colored shirt "
    "and came from a different town, and no two finished in the same place.",
    [("runners", ["Abby", "Brooke", "Chloe", "Dana", "Erin"]),
     ("places", ["1st", "2nd", "3rd", "4th", "5th"]),
     ("shirts", ["blue", "green", "orange", "red", "yellow"]),
     ("towns", ["Ashford", "Bellmont", "Carver", "Dalton", "Easton"])],
    [["Abby", "3rd", "green", "Dalton"],
     ["Brooke", "1st", "red", "Easton"],
     ["Chloe", "5th", "blue", "Ashford"],
     ["Dana", "2nd", "yellow", "Carver"],
     ["Erin", "4th", "orange", "Bellmont"]],
    [("Chloe finished two places after Abby.",
      lambda s: diff(s, "Chloe", "Abby", "places", 2)),
     ("The runner in the red shirt finished somewhere ahead of the runner from Carver.",
      lambda s: more(s, "Carver", "red", "places")),
     ("The runner from Bellmont wasn't wearing blue.",
      lambda s: not s.same("Bellmont", "blue")),
     ("Dana, the runner from Dalton and the woman in the orange shirt are three different people.",
      lambda s: alldiff(s, "Dana", "Dalton", "orange")),
     ("Of Brooke and the runner in blue, one came from Easton and the other finished last.",
      lambda s: one_of_other(s, "Brooke", "blue", "Easton", "5th")),
     ("The runner from Ashford crossed the line immediately after the woman in orange.",
      lambda s: diff(s, "Ashford", "orange", "places", 1)),
     ("The runner from Dalton finished ahead of Erin but behind Dana.",
      lambda s: more(s, "Erin", "Dalton", "places") and more(s, "Dalton", "Dana", "places")),
     ("The woman in yellow came from Carver.",
      lambda s: s.same("yellow", "Carver")),
     ("Brooke beat Abby.",
      lambda s: more(s, "Abby", "Brooke", "places")),
    ])

# 04 ---------------------------------------------------------------- 4x5
puzzle("u21-04-piano-recital", "Spring Recital",
    "Mrs. Haldane's spring piano recital ran on a tight schedule. Five of her students "
    "each played one piece, starting at the times printed in the program.",
    [("times", ["2:00pm", "2:15pm", "2:30pm", "2:45pm", "3:00pm"]),
     ("students", ["Gwen", "Hugo", "Iris", "Jonah", "Kira"]),
     ("pieces", ["gavotte", "minuet", "nocturne", "rondo", "waltz"]),
     ("ages", ["8", "9", "10", "11", "12"])],
    [["2:00pm", "Iris", "minuet", "8"],
     ["2:15pm", "Kira", "waltz", "11"],
     ["2:30pm", "Hugo", "nocturne", "12"],
     ["2:45pm", "Gwen", "rondo", "9"],
     ["3:00pm", "Jonah", "gavotte", "10"]],
    [("Hugo played 30 minutes after Iris.",
      lambda s: diff(s, "Hugo", "Iris", "times", 30)),
     ("The 12-year-old played the nocturne.",
      lambda s: s.same("12", "nocturne")),
     ("The student who played the waltz is 3 years older than Iris.",
      lambda s: diff(s, "waltz", "Iris", "ages", 3)),
     ("Of Jonah and the 9-year-old, one played at 3:00pm and the other played the rondo.",
      lambda s: one_of_other(s, "Jonah", "9", "3:00pm", "rondo")),
     ("The rondo was played 15 minutes before the gavotte.",
      lambda s: diff(s, "gavotte", "rondo", "times", 15)),
     ("Kira is older than Jonah.",
      lambda s: more(s, "Kira", "Jonah", "ages")),
     ("The youngest performer went on first.",
      lambda s: s.same("8", "2:00pm")),
     ("The waltz was played sometime before the nocturne.",
      lambda s: more(s, "nocturne", "waltz", "times")),
     ("Gwen didn't play the gavotte.",
      lambda s: not s.same("Gwen", "gavotte")),
    ])

# 05 ---------------------------------------------------------------- 4x4
puzzle("u21-05-antique-clocks", "Going Once, Going Twice",
    "At last weekend's estate auction, four antique clocks went to four different bidders. "
    "Each clock was made in a different year and from a different wood.",
    [("bidders", ["Mr. Carr", "Mrs. Dunn", "Ms. Ellis", "Mr. Ford"]),
     ("years", ["1860", "1875", "1890", "1905"]),
     ("prices", ["$300", "$450", "$600", "$750"]),
     ("woods", ["cherry", "mahogany", "oak", "walnut"])],
    [["Mr. Carr", "1890", "$750", "walnut"],
     ["Mrs. Dunn", "1860", "$450", "oak"],
     ["Ms. Ellis", "1905", "$300", "cherry"],
     ["Mr. Ford", "1875", "$600", "mahogany"]],
    [("The walnut clock was made 30 years after the oak one.",
      lambda s: diff(s, "walnut", "oak", "years", 30)),
     ("Ms. Ellis paid $150 less than Mrs. Dunn.",
      lambda s: diff(s, "Mrs. Dunn", "Ms. Ellis", "prices", 150)),
     ("The $750 clock was made 15 years after Mr. Ford's.",
      lambda s: diff(s, "$750", "Mr. Ford", "years", 15)),
     ("Of the mahogany clock and Mrs. Dunn's clock, one was made in 1860 and the other sold for $600.",
      lambda s: one_of_other(s, "mahogany", "Mrs. Dunn", "1860", "$600")),
     ("The cherry clock was the most recently made of the four.",
      lambda s: s.same("cherry", "1905")),
    ])

# 06 ---------------------------------------------------------------- 4x5
puzzle("u21-06-spring-birthdays", "Spring Birthdays",
    "Five cousins all have their birthdays in the spring. Each is a different age, "
    "and each got a different present from Grandma this year.",
    [("cousins", ["Liam", "Maya", "Noah", "Olive", "Pete"]),
     ("birthdays", ["March 4", "March 19", "April 2", "April 21", "May 8"]),
     ("ages", ["5", "6", "7", "8", "9"]),
     ("gifts", ["bike", "kite", "puzzle", "skates", "telescope"])],
    [["Liam", "April 21", "7", "kite"],
     ["Maya", "March 4", "9", "telescope"],
     ["Noah", "May 8", "5", "skates"],
     ["Olive", "March 19", "6", "bike"],
     ["Pete", "April 2", "8", "puzzle"]],
    [("The cousin who got the telescope has the earliest birthday of the five.",
      lambda s: s.same("telescope", "March 4")),
     ("Noah is two years younger than Liam.",
      lambda s: diff(s, "Liam", "Noah", "ages", 2)),
     ("The 8-year-old has an April birthday.",
      lambda s: s.g("8", "birthdays").startswith("April")),
     ("The cousin who got the skates is younger than the one who got the bike.",
      lambda s: more(s, "bike", "skates", "ages")),
     ("Either Liam or the 6-year-old got the kite.",
      lambda s: either(s, "kite", "Liam", "6")),
     ("The cousin born on March 19 is a year older than Noah.",
      lambda s: diff(s, "March 19", "Noah", "ages", 1)),
     ("Olive, who turned six this spring, was thrilled with her new bike.",
      lambda s: s.same("Olive", "6") and s.same("Olive", "bike")),
     ("Pete's birthday is 19 days before Liam's.",
      lambda s: dayno(s, "Liam") - dayno(s, "Pete") == 19),
    ])

# 07 ---------------------------------------------------------------- 3x4
puzzle("u21-07-day-hikes", "Day Hikes",
    "The Hollow Creek ranger station posts four day hikes on its board. "
    "Last weekend four friends each picked a different one.",
    [("hikers", ["Rosa", "Sam", "Tess", "Uma"]),
     ("trails", ["Bear Ridge", "Cedar Loop", "Fox Hollow", "Mill Falls"]),
     ("lengths", ["2.5 miles", "3 miles", "3.5 miles", "4 miles"])],
    [["Rosa", "Mill Falls", "3 miles"],
     ["Sam", "Cedar Loop", "4 miles"],
     ["Tess", "Bear Ridge", "2.5 miles"],
     ["Uma", "Fox Hollow", "3.5 miles"]],
    [("Sam's hike was 1.5 miles longer than Tess's.",
      lambda s: diff(s, "Sam", "Tess", "lengths", 1.5)),
     ("The Fox Hollow trail is longer than Mill Falls.",
      lambda s: more(s, "Fox Hollow", "Mill Falls", "lengths")),
     ("Uma's trail is half a mile longer than Rosa's.",
      lambda s: diff(s, "Uma", "Rosa", "lengths", 0.5)),
     ("Tess didn't hike Mill Falls.",
      lambda s: not s.same("Tess", "Mill Falls")),
     ("Cedar Loop is the longest of the four trails.",
      lambda s: s.same("Cedar Loop", "4 miles")),
    ])

# 08 ---------------------------------------------------------------- 4x5
puzzle("u21-08-spelling-bee", "County Spelling Bee",
    "Five finalists from five different schools reached the last round of the county "
    "spelling bee. Each one's final word is listed below, along with where they placed.",
    [("spellers", ["Adele", "Bruno", "Cyrus", "Delia", "Ezra"]),
     ("places", ["1st", "2nd", "3rd", "4th", "5th"]),
     ("schools", ["Hillcrest", "Lakeview", "Maple Grove", "Oakdale", "Westfield"]),
     ("words", ["bourgeois", "chauffeur", "mnemonic", "rhythm", "silhouette"])],
    [["Adele", "2nd", "Oakdale", "chauffeur"],
     ["Bruno", "4th", "Hillcrest", "rhythm"],
     ["Cyrus", "1st", "Westfield", "mnemonic"],
     ["Delia", "5th", "Maple Grove", "bourgeois"],
     ["Ezra", "3rd", "Lakeview", "silhouette"]],
    [("The speller from Oakdale placed two spots ahead of Bruno.",
      lambda s: diff(s, "Bruno", "Oakdale", "places", 2)),
     ("The finalist whose last word was \"rhythm\" finished right behind the Lakeview student.",
      lambda s: diff(s, "rhythm", "Lakeview", "places", 1)),
     ("Of Delia and the Westfield student, one won the bee and the other went out on \"bourgeois.\"",
      lambda s: one_of_other(s, "Delia", "Westfield", "1st", "bourgeois")),
     ("The 3rd-place finisher's last word was either \"silhouette\" or \"chauffeur.\"",
      lambda s: either(s, "3rd", "silhouette", "chauffeur")),
     ("Adele didn't get \"mnemonic\" or \"silhouette.\"",
      lambda s: neither(s, "Adele", "mnemonic", "silhouette")),
     ("The Maple Grove speller went out on \"bourgeois.\"",
      lambda s: s.same("Maple Grove", "bourgeois")),
     ("Adele finished right behind Cyrus.",
      lambda s: diff(s, "Adele", "Cyrus", "places", 1)),
     ("Ezra didn't win.",
      lambda s: not s.same("Ezra", "1st")),
    ])

# 09 ---------------------------------------------------------------- 5x5
puzzle("u21-09-sunflower-contest", "Tallest Sunflower",
    "Five gardeners entered their sunflowers in the Harvest Fair's tallest-flower contest. "
    "Each grew a different variety from a packet of seed bought at a different price.",
    [("gardeners", ["Mrs. Abbot", "Mr. Baines", "Ms. Cole", "Mr. Drury", "Mrs. Eaton"]),
     ("heights", ["6'2\"", "6'8\"", "7'1\"", "7'5\"", "8'0\""]),
     ("towns", ["Alder", "Birchfield", "Cranbury", "Dunmore", "Elkton"]),
     ("varieties", ["Mammoth", "Moulin Rouge", "Russian Giant", "Skyscraper", "Teddy Bear"]),
     ("seed prices", ["$2.25", "$2.50", "$2.75", "$3.00", "$3.25"])],
    [["Mrs. Abbot", "7'5\"", "Cranbury", "Russian Giant", "$2.50"],
     ["Mr. Baines", "6'2\"", "Elkton", "Teddy Bear", "$3.25"],
     ["Ms. Cole", "8'0\"", "Alder", "Skyscraper", "$2.75"],
     ["Mr. Drury", "6'8\"", "Dunmore", "Mammoth", "$2.25"],
     ["Mrs. Eaton", "7'1\"", "Birchfield", "Moulin Rouge", "$3.00"]],
    [("The Skyscraper stood 7 inches taller than Mrs. Abbot's flower.",
      lambda s: diff(s, "Skyscraper", "Mrs. Abbot", "heights", 7)),
     ("The gardener from Dunmore paid 25 cents less for seed than Mrs. Abbot did.",
      lambda s: diff(s, "Mrs. Abbot", "Dunmore", "seed prices", 0.25)),
     ("Mr. Baines isn't from Alder or Cranbury.",
      lambda s: neither(s, "Mr. Baines", "Alder", "Cranbury")),
     ("The Teddy Bear was shorter than the Mammoth.",
      lambda s: more(s, "Mammoth", "Teddy Bear", "heights")),
     ("Of Mrs. Eaton and the grower from Alder, one grew the Skyscraper and the other paid $3.00 for seed.",
      lambda s: one_of_other(s, "Mrs. Eaton", "Alder", "Skyscraper", "$3.00")),
     ("The Russian Giant seed cost less than the Moulin Rouge seed.",
      lambda s: more(s, "Moulin Rouge", "Russian Giant", "seed prices")),
     ("The $3.25 packet grew the shortest sunflower.",
      lambda s: s.same("$3.25", "6'2\"")),
     ("The flower from Birchfield was taller than the one from Dunmore.",
      lambda s: more(s, "Birchfield", "Dunmore", "heights")),
     ("Mrs. Eaton's sunflower was shorter than Mrs. Abbot's.",
      lambda s: more(s, "Mrs. Abbot", "Mrs. Eaton", "heights")),
     ("Mr. Drury was disappointed that his Mammoth came up short of the Russian Giant from Cranbury.",
      lambda s: s.same("Mr. Drury", "Mammoth") and s.same("Russian Giant", "Cranbury")
                and more(s, "Russian Giant", "Mammoth", "heights")),
     ("Ms. Cole paid more for her seed than Mrs. Abbot did.",
      lambda s: more(s, "Ms. Cole", "Mrs. Abbot", "seed prices")),
    ])

# 10 ---------------------------------------------------------------- 4x4
puzzle("u21-10-delancey-street", "Four Floors on Delancey",
    "A narrow brick building on Delancey Street has four floors, one apartment to a floor. "
    "Each tenant keeps a different pet and works a different job.",
    [("floors", ["1st", "2nd", "3rd", "4th"]),
     ("tenants", ["Ms. Grant", "Mr. Hale", "Mrs. Ito", "Mr. Jain"]),
     ("pets", ["canary", "cat", "dog", "goldfish"]),
     ("jobs", ["baker", "nurse", "pilot", "teacher"])],
    [["1st", "Mr. Hale", "dog", "baker"],
     ["2nd", "Mrs. Ito", "goldfish", "pilot"],
     ["3rd", "Ms. Grant", "cat", "nurse"],
     ["4th", "Mr. Jain", "canary", "teacher"]],
    [("The nurse lives one floor above the pilot.",
      lambda s: diff(s, "nurse", "pilot", "floors", 1)),
     ("Mr. Hale lives somewhere below Ms. Grant.",
      lambda s: more(s, "Ms. Grant", "Mr. Hale", "floors")),
     ("The canary lives two floors above the goldfish.",
      lambda s: diff(s, "canary", "goldfish", "floors", 2)),
     ("Mrs. Ito isn't the teacher.",
      lambda s: not s.same("Mrs. Ito", "teacher")),
     ("The baker owns the dog.",
      lambda s: s.same("baker", "dog")),
     ("Of Mr. Jain and the nurse, one has the canary and the other lives on the 3rd floor.",
      lambda s: one_of_other(s, "Mr. Jain", "nurse", "canary", "3rd")),
     ("Mrs. Ito owns the goldfish.",
      lambda s: s.same("Mrs. Ito", "goldfish")),
    ])

# 11 ---------------------------------------------------------------- 5x5
puzzle("u21-11-sales-trip", "On the Road",
    "Last week sales rep Dana Kowalski drove to a different city each day, Monday through "
    "Friday, to meet a different client. She logged her mileage and where she ate lunch.",
    [("days", ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"]),
     ("cities", ["Boise", "Fresno", "Omaha", "Reno", "Tucson"]),
     ("clients", ["Acme Tools", "Brightline", "Corbel", "Delta Print", "Evergreen"]),
     ("distances", ["120 miles", "185 miles", "240 miles", "310 miles", "365 miles"]),
     ("lunches", ["burgers", "pho", "pizza", "sushi", "tacos"])],
    [["Monday", "Reno", "Corbel", "240 miles", "tacos"],
     ["Tuesday", "Omaha", "Evergreen", "120 miles", "sushi"],
     ["Wednesday", "Tucson", "Acme Tools", "365 miles", "pizza"],
     ["Thursday", "Boise", "Delta Print", "185 miles", "burgers"],
     ["Friday", "Fresno", "Brightline", "310 miles", "pho"]],
    [("The Acme Tools meeting was the day after the Omaha stop.",
      lambda s: diff(s, "Acme Tools", "Omaha", "days", 1)),
     ("The day she drove 310 miles came sometime after the day she had tacos.",
      lambda s: more(s, "310 miles", "tacos", "days")),
     ("She drove farther to Tucson than to Fresno.",
      lambda s: more(s, "Tucson", "Fresno", "distances")),
     ("Of the Evergreen visit and the Thursday visit, one was in Boise and the other was her 120-mile day.",
      lambda s: one_of_other(s, "Evergreen", "Thursday", "Boise", "120 miles")),
     ("She had pho exactly two days after she had pizza.",
      lambda s: diff(s, "pho", "pizza", "days", 2)),
     ("The Reno client was either Corbel or Delta Print.",
      lambda s: either(s, "Reno", "Corbel", "Delta Print")),
     ("On the 185-mile day she stopped for burgers.",
      lambda s: s.same("185 miles", "burgers")),
     ("Monday's drive was 55 miles longer than Thursday's.",
      lambda s: diff(s, "Monday", "Thursday", "distances", 55)),
     ("Delta Print, the Fresno client and the 240-mile trip are all different.",
      lambda s: alldiff(s, "Delta Print", "Fresno", "240 miles")),
     ("She ate sushi in Omaha.",
      lambda s: s.same("sushi", "Omaha")),
     ("Fresno was a 310-mile drive.",
      lambda s: s.same("Fresno", "310 miles")),
     ("Friday's meeting wasn't in Tucson.",
      lambda s: not s.same("Friday", "Tucson")),
    ])

# 12 ---------------------------------------------------------------- 4x5
puzzle("u21-12-science-fair", "Science Fair",
    "Five seventh-graders entered the Lincoln Middle School science fair, each with a "
    "different project and a different homeroom teacher. The judges scored every project out of 100.",
    [("students", ["Fiona", "Gabe", "Hana", "Ivan", "Jill"]),
     ("projects", ["batteries", "bridges", "crystals", "plants", "volcano"]),
     ("scores", ["78", "84", "88", "91", "95"]),
     ("teachers", ["Mr. Kemp", "Ms. Lowe", "Mrs. Marsh", "Mr. Nash", "Ms. Ortiz"])],
    [["Fiona", "crystals", "91", "Ms. Lowe"],
     ["Gabe", "volcano", "78", "Mr. Nash"],
     ["Hana", "bridges", "95", "Mrs. Marsh"],
     ["Ivan", "plants", "84", "Ms. Ortiz"],
     ["Jill", "batteries", "88", "Mr. Kemp"]],
    [("The volcano scored 6 points less than Ivan's project.",
      lambda s: diff(s, "Ivan", "volcano", "scores", 6)),
     ("Hana outscored Fiona.",
      lambda s: more(s, "Hana", "Fiona", "scores")),
     ("Mr. Kemp's student scored 4 points higher than Ms. Ortiz's.",
      lambda s: diff(s, "Mr. Kemp", "Ms. Ortiz", "scores", 4)),
     ("The crystals project got either 91 or 95 points.",
      lambda s: either(s, "crystals", "91", "95")),
     ("Of Gabe and the student with the plants project, one is in Mr. Nash's homeroom and the other scored 84.",
      lambda s: one_of_other(s, "Gabe", "plants", "Mr. Nash", "84")),
     ("Ms. Lowe's student, the one who did batteries, and Hana are three different people.",
      lambda s: alldiff(s, "Ms. Lowe", "batteries", "Hana")),
     ("Mrs. Marsh's student scored higher than Mr. Kemp's.",
      lambda s: more(s, "Mrs. Marsh", "Mr. Kemp", "scores")),
     ("The crystals project was Fiona's.",
      lambda s: s.same("crystals", "Fiona")),
    ])
