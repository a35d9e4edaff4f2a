# Blind test set unseen53: Dell / Penny Press style logic problems.
# Each clue is given as (English sentence, predicate).  The predicates use
# truth.py's State: s.r(item) = row of item, s.g(item, cat) = item of
# category cat in item's row, s.n(item, cat) = its number (nv), s.same(a, b).

def diff(s, *xs):
    """xs are all different entities (pairwise different rows)."""
    rs = [s.r(x) for x in xs]
    return len(set(rs)) == len(rs)

def val(s, x, cat):
    return s.n(x, cat)

def adj(s, x, y, cat):
    """x and y are next to each other in category cat (by its numbers)."""
    return abs(s.n(x, cat) - s.n(y, cat)) == 1

def idx(s, x, cat, cats):
    """Position (0-based) of x's item of category cat in that category's listed order."""
    items = dict(cats)[cat]
    return items.index(s.g(x, cat))

def either(s, x, a, b):
    """x is either a or b (a and b are different entities, exactly one is x)."""
    return s.r(a) != s.r(b) and (s.same(x, a) or s.same(x, b))

def is_man(s, x, cat, men):
    return s.g(x, cat) in men

# ---------------------------------------------------------------------------
# 1. Yard sale
C1 = [("first name", ["Bev", "Carl", "Dora", "Ed"]),
      ("last name", ["Avery", "Chan", "Fox", "Ito"]),
      ("item", ["lamp", "rug", "clock", "vase"]),
      ("price", ["$4", "$6", "$8", "$10"])]
M1 = ["Carl", "Ed"]
puzzle("u53-01-yard-sale", "Bargains on Maple Lane",
  "Last Saturday the Maple Lane block association held its spring yard sale. Four neighbors (two men and two women) each went home with one bargain, and no two paid the same price. From the clues, find each shopper's full name, what he or she bought and how much it cost.",
  C1,
  [["Bev", "Chan", "clock", "$8"],
   ["Carl", "Ito", "lamp", "$4"],
   ["Dora", "Fox", "vase", "$10"],
   ["Ed", "Avery", "rug", "$6"]],
  [("Mr. Ito's purchase cost less than Ed's.",
    lambda s: is_man(s, "Ito", "first name", M1) and s.n("Ito", "price") < s.n("Ed", "price")),
   ("The four shoppers are, in some order, Bev, the one who bought the rug, Mrs. Fox and the person who paid $4.",
    lambda s: diff(s, "Bev", "rug", "Fox", "$4") and not is_man(s, "Fox", "first name", M1)),
   ("The clock sold for twice as much as the lamp.",
    lambda s: s.n("clock", "price") == 2 * s.n("lamp", "price")),
   ("The vase went for $4 more than the rug did.",
    lambda s: s.n("vase", "price") == s.n("rug", "price") + 4),
   ("Neither Ed nor the one who bought the vase is surnamed Chan.",
    lambda s: not s.same("Ed", "Chan") and not s.same("vase", "Chan")),
  ])

# ---------------------------------------------------------------------------
# 2. Anniversary dinners (couples)
C2 = [("couple", ["Bakers", "Dales", "Grants", "Hoyts"]),
      ("anniversary", ["10th", "15th", "20th", "25th"]),
      ("restaurant", ["Bistro Nord", "Luigi's", "Oak Room", "Sakura"]),
      ("night", ["Wednesday", "Thursday", "Friday", "Saturday"])]
puzzle("u53-02-anniversary-dinners", "Four Anniversaries",
  "By coincidence, four couples from the Elmhurst bridge club all had wedding anniversaries during the same week in June. Each couple celebrated with dinner out at a different restaurant on a different night, Wednesday through Saturday. Determine which anniversary each couple marked, where they ate and on which night.",
  C2,
  [["Bakers", "20th", "Sakura", "Friday"],
   ["Dales", "10th", "Oak Room", "Saturday"],
   ["Grants", "25th", "Luigi's", "Wednesday"],
   ["Hoyts", "15th", "Bistro Nord", "Thursday"]],
  [("The couple celebrating their 15th anniversary dined out the night before the Bakers did.",
    lambda s: s.n("15th", "night") == s.n("Bakers", "night") - 1),
   ("The Grants, who didn't go to Sakura, have been married five years longer than the Bakers.",
    lambda s: not s.same("Grants", "Sakura") and s.n("Grants", "anniversary") == s.n("Bakers", "anniversary") + 5),
   ("Of the Dales and the couple married 25 years, one dined at Luigi's and the other went out on Saturday.",
    lambda s: one_of_other(s, "Dales", "25th", "Luigi's", "Saturday")),
   ("The Wednesday dinner wasn't at Bistro Nord.",
    lambda s: not s.same("Wednesday", "Bistro Nord")),
   ("The couple who dined at the Oak Room have been married fewer years than the Hoyts.",
    lambda s: s.n("Oak Room", "anniversary") < s.n("Hoyts", "anniversary")),
   ("Sakura's anniversary dinner came later in the week than Bistro Nord's.",
    lambda s: s.n("Sakura", "night") > s.n("Bistro Nord", "night")),
   ("The Bakers have been married longer than the Hoyts have.",
    lambda s: s.n("Bakers", "anniversary") > s.n("Hoyts", "anniversary")),
  ])

# ---------------------------------------------------------------------------
# 3. Retirement party (first and last names, years of service)
C3 = [("first name", ["Agnes", "Harold", "Irene", "Walter", "Nell"]),
      ("last name", ["Pruitt", "Quinn", "Rowe", "Sims", "Tate"]),
      ("years", ["22 years", "25 years", "28 years", "31 years", "34 years"]),
      ("department", ["billing", "shipping", "payroll", "sales", "security"])]
M3 = ["Harold", "Walter"]
puzzle("u53-03-retirement-party", "Gold Watches at Hadley Mills",
  "Hadley Mills threw a joint retirement party last month for five long-time employees, two men and three women. Each retiree had spent an entire career in a single department, and no two had served the same number of years. The company newsletter gave a few details; from them, work out each retiree's full name, length of service and department.",
  C3,
  [["Agnes", "Rowe", "28 years", "payroll"],
   ["Harold", "Tate", "34 years", "security"],
   ["Irene", "Pruitt", "22 years", "sales"],
   ["Walter", "Sims", "25 years", "shipping"],
   ["Nell", "Quinn", "31 years", "billing"]],
  [("The five retirees are, in some order, Agnes, Mr. Tate, the one from sales, the person who served 25 years and Ms. Quinn.",
    lambda s: diff(s, "Agnes", "Tate", "sales", "25 years", "Quinn") and is_man(s, "Tate", "first name", M3) and not is_man(s, "Quinn", "first name", M3)),
   ("Mr. Sims put in three fewer years than Ms. Rowe.",
    lambda s: is_man(s, "Sims", "first name", M3) and not is_man(s, "Rowe", "first name", M3) and s.n("Sims", "years") == s.n("Rowe", "years") - 3),
   ("The security guard, who isn't Walter, had the longest career of the five.",
    lambda s: not s.same("security", "Walter") and s.same("security", "34 years")),
   ("Irene worked nine years less than the billing clerk.",
    lambda s: s.n("Irene", "years") == s.n("billing", "years") - 9),
   ("Nell didn't work in either payroll or security.",
    lambda s: not s.same("Nell", "payroll") and not s.same("Nell", "security")),
   ("The payroll employee served longer than Walter but not as long as Nell.",
    lambda s: s.n("Walter", "years") < s.n("payroll", "years") < s.n("Nell", "years")),
  ])

# ---------------------------------------------------------------------------
# 4. Dentist's morning (times)
C4 = [("patient", ["Gina", "Hal", "Joy", "Ken", "Lou"]),
      ("time", ["9:00am", "9:30am", "10:00am", "10:30am", "11:00am"]),
      ("reason", ["cleaning", "filling", "crown", "x-rays", "checkup"]),
      ("town", ["Avon", "Bristol", "Canton", "Derby", "Exeter"])]
puzzle("u53-04-dentist-morning", "A Busy Morning for Dr. Lomax",
  "Dr. Lomax saw five patients last Tuesday morning, one every half hour from 9:00am to 11:00am. Each came in for a different reason, and each drove in from a different town in the county. Using the clues, match each patient with an appointment time, a reason for the visit and a hometown.",
  C4,
  [["Gina", "10:00am", "crown", "Derby"],
   ["Hal", "9:00am", "x-rays", "Canton"],
   ["Joy", "11:00am", "cleaning", "Avon"],
   ["Ken", "10:30am", "checkup", "Exeter"],
   ["Lou", "9:30am", "filling", "Bristol"]],
  [("Hal's appointment was an hour earlier than Gina's.",
    lambda s: s.n("Hal", "time") == s.n("Gina", "time") - 60),
   ("The patient from Exeter was seen half an hour after the one getting a crown.",
    lambda s: s.n("Exeter", "time") == s.n("crown", "time") + 30),
   ("The filling was scheduled sometime before the checkup, which wasn't Lou's.",
    lambda s: s.n("filling", "time") < s.n("checkup", "time") and not s.same("checkup", "Lou")),
   ("Joy, who isn't from Bristol, had the last appointment of the morning.",
    lambda s: not s.same("Joy", "Bristol") and s.same("Joy", "11:00am")),
   ("The one who came in for a cleaning is either Gina or the Avon resident.",
    lambda s: either(s, "cleaning", "Gina", "Avon")),
   ("Lou and the Canton patient, respectively, had a filling and x-rays.",
    lambda s: s.r("Lou") != s.r("Canton") and s.same("Lou", "filling") and s.same("Canton", "x-rays")),
   ("The person from Derby arrived later than the person from Bristol.",
    lambda s: s.n("Derby", "time") > s.n("Bristol", "time")),
   ("Neither Gina nor Joy came in for a checkup.",
    lambda s: not s.same("Gina", "checkup") and not s.same("Joy", "checkup")),
   ("The patient from Canton came in exactly 90 minutes before the patient from Exeter.",
    lambda s: s.n("Canton", "time") == s.n("Exeter", "time") - 90),
  ])

# ---------------------------------------------------------------------------
# 5. Pen pals (ages, "of the two women", "exactly one of")
C5 = [("first name", ["Ann", "Bob", "Cora", "Dean"]),
      ("last name", ["Ellis", "Ford", "Grey", "Hale"]),
      ("age", ["31", "34", "37", "40"]),
      ("pen pal in", ["Chile", "Kenya", "Norway", "Japan"])]
M5 = ["Bob", "Dean"]
puzzle("u53-05-pen-pals", "Letters from Abroad",
  "Four members of a letter-writing club in Dayton, two men and two women, each keep up a correspondence with a pen pal in a different country. The members are all different ages, from 31 to 40. From the clues below, find each member's full name and age, and the country where his or her pen pal lives.",
  C5,
  [["Ann", "Grey", "37", "Kenya"],
   ["Bob", "Hale", "31", "Norway"],
   ["Cora", "Ellis", "40", "Japan"],
   ["Dean", "Ford", "34", "Chile"]],
  [("Mr. Ford is three years older than Mr. Hale.",
    lambda s: is_man(s, "Ford", "first name", M5) and is_man(s, "Hale", "first name", M5) and s.n("Ford", "age") == s.n("Hale", "age") + 3),
   ("Of the two women, one writes to a pen pal in Japan and the other is surnamed Grey.",
    lambda s: one_of_other(s, "Ann", "Cora", "Japan", "Grey")),
   ("Exactly one of Ann and Bob is older than the person who writes to Chile.",
    lambda s: (s.n("Ann", "age") > s.n("Chile", "age")) != (s.n("Bob", "age") > s.n("Chile", "age"))),
   ("Ms. Ellis is six years older than Dean.",
    lambda s: not is_man(s, "Ellis", "first name", M5) and s.n("Ellis", "age") == s.n("Dean", "age") + 6),
   ("The member with the Norwegian pen pal is younger than the one with the Kenyan pen pal.",
    lambda s: s.n("Norway", "age") < s.n("Kenya", "age")),
   ("Dean isn't the one who writes to Norway.",
    lambda s: not s.same("Dean", "Norway")),
   ("Ann is older than Bob but younger than Cora.",
    lambda s: s.n("Bob", "age") < s.n("Ann", "age") < s.n("Cora", "age")),
  ])

# ---------------------------------------------------------------------------
# 6. Class reunion arrivals ("respectively", "who wasn't")
C6 = [("first name", ["Tom", "Lois", "Mark", "Rita", "Sue"]),
      ("last name", ["Avery", "Bloom", "Cole", "Fox", "Nash"]),
      ("job", ["florist", "baker", "nurse", "plumber", "teacher"]),
      ("arrival", ["7:00pm", "7:15pm", "7:30pm", "7:45pm", "8:00pm"])]
M6 = ["Tom", "Mark"]
puzzle("u53-06-reunion-arrivals", "Twenty Years On",
  "Five old classmates from Westfield High, two men and three women, met for dinner on the twentieth anniversary of their graduation. They trickled into the restaurant one at a time, every fifteen minutes from 7:00pm to 8:00pm. Each now works in a different line of work. Find each classmate's full name, occupation and arrival time.",
  C6,
  [["Tom", "Cole", "plumber", "7:15pm"],
   ["Lois", "Nash", "teacher", "7:45pm"],
   ["Mark", "Avery", "baker", "7:00pm"],
   ["Rita", "Fox", "florist", "8:00pm"],
   ["Sue", "Bloom", "nurse", "7:30pm"]],
  [("Lois and the florist, who isn't Mr. Avery, respectively arrived at 7:45pm and 8:00pm.",
    lambda s: is_man(s, "Avery", "first name", M6) and s.r("Lois") != s.r("florist") and not s.same("florist", "Avery") and s.same("Lois", "7:45pm") and s.same("florist", "8:00pm")),
   ("Tom arrived sometime before the nurse, who wasn't Mrs. Fox.",
    lambda s: not is_man(s, "Fox", "first name", M6) and s.n("Tom", "arrival") < s.n("nurse", "arrival") and not s.same("nurse", "Fox")),
   ("Mr. Avery was the first to arrive.",
    lambda s: is_man(s, "Avery", "first name", M6) and s.same("Avery", "7:00pm")),
   ("The teacher got there half an hour after the plumber.",
    lambda s: s.n("teacher", "arrival") == s.n("plumber", "arrival") + 30),
   ("Ms. Bloom walked in 15 minutes after Mr. Cole.",
    lambda s: not is_man(s, "Bloom", "first name", M6) and is_man(s, "Cole", "first name", M6) and s.n("Bloom", "arrival") == s.n("Cole", "arrival") + 15),
   ("Neither Rita nor Ms. Nash is the baker.",
    lambda s: not is_man(s, "Nash", "first name", M6) and not s.same("Rita", "baker") and not s.same("Nash", "baker")),
   ("The baker isn't Tom.",
    lambda s: not s.same("baker", "Tom")),
   ("Mark arrived sometime before Tom did.",
    lambda s: s.n("Mark", "arrival") < s.n("Tom", "arrival")),
   ("Rita showed up later than Sue.",
    lambda s: s.n("Rita", "arrival") > s.n("Sue", "arrival")),
   ("Ms. Nash arrived before Ms. Fox.",
    lambda s: not is_man(s, "Nash", "first name", M6) and not is_man(s, "Fox", "first name", M6) and s.n("Nash", "arrival") < s.n("Fox", "arrival")),
  ])

# ---------------------------------------------------------------------------
# 7. New homes (couples, prices with commas, years)
C7 = [("couple", ["Reeds", "Moores", "Pattons", "Sloans"]),
      ("street", ["Elm St.", "Oak St.", "Pine St.", "Birch St."]),
      ("price", ["$185,000", "$210,000", "$235,000", "$260,000"]),
      ("year", ["2009", "2012", "2015", "2018"])]
puzzle("u53-07-new-homes", "Settling In",
  "Four couples who met at a Cedar Falls church supper discovered that each had bought a house in town, on four different streets. No two paid the same price, and they moved in three years apart. Determine where each couple lives, what they paid for their home and the year they moved in.",
  C7,
  [["Reeds", "Oak St.", "$235,000", "2012"],
   ["Moores", "Elm St.", "$185,000", "2018"],
   ["Pattons", "Birch St.", "$260,000", "2009"],
   ["Sloans", "Pine St.", "$210,000", "2015"]],
  [("The Reeds, who don't live on Elm St., paid $25,000 more than the Sloans.",
    lambda s: not s.same("Reeds", "Elm St.") and s.n("Reeds", "price") == s.n("Sloans", "price") + 25000),
   ("The couple on Birch St. moved in three years before the Reeds.",
    lambda s: s.n("Birch St.", "year") == s.n("Reeds", "year") - 3),
   ("The couple who paid the most have lived in their house the longest.",
    lambda s: s.same("$260,000", "2009")),
   ("The Moores moved in more recently than the Pine St. couple.",
    lambda s: s.n("Moores", "year") > s.n("Pine St.", "year")),
   ("The Pine St. house belongs to either the Moores or the Sloans.",
    lambda s: either(s, "Pine St.", "Moores", "Sloans")),
   ("The house on Elm St. cost less than the one on Oak St.",
    lambda s: s.n("Elm St.", "price") < s.n("Oak St.", "price")),
  ])

# ---------------------------------------------------------------------------
# 8. Pie contest (ordinal places)
C8 = [("baker", ["Abby", "Chet", "Della", "Gus", "Ivy"]),
      ("place", ["first", "second", "third", "fourth", "fifth"]),
      ("pie", ["apple", "cherry", "pecan", "pumpkin", "lemon"]),
      ("hometown", ["Millbrook", "Fairview", "Riverton", "Oakdale", "Lakeside"])]
puzzle("u53-08-pie-contest", "Blue Ribbon Pies",
  "The judges at this year's county fair ranked the five pies in the final round of the pie contest from first to fifth. Each finalist baked a different kind of pie, and each came from a different town. From the clues, figure out each baker's place, pie and hometown.",
  C8,
  [["Abby", "second", "pecan", "Riverton"],
   ["Chet", "fifth", "lemon", "Millbrook"],
   ["Della", "first", "cherry", "Oakdale"],
   ["Gus", "third", "apple", "Lakeside"],
   ["Ivy", "fourth", "pumpkin", "Fairview"]],
  [("Della finished two places ahead of Gus.",
    lambda s: s.n("Della", "place") == s.n("Gus", "place") - 2),
   ("The pecan pie placed immediately ahead of the apple pie.",
    lambda s: s.n("pecan", "place") == s.n("apple", "place") - 1),
   ("The baker from Millbrook came in last.",
    lambda s: s.same("Millbrook", "fifth")),
   ("Ivy, who isn't from Lakeside, placed somewhere behind the cherry pie's baker.",
    lambda s: not s.same("Ivy", "Lakeside") and s.n("Ivy", "place") > s.n("cherry", "place")),
   ("Neither the Oakdale baker nor Abby made the pumpkin pie.",
    lambda s: not s.same("Oakdale", "pumpkin") and not s.same("Abby", "pumpkin")),
   ("The lemon pie was ranked lower than the pumpkin pie.",
    lambda s: s.n("lemon", "place") > s.n("pumpkin", "place")),
   ("The contestant from Riverton finished just ahead of the one from Lakeside.",
    lambda s: s.n("Riverton", "place") == s.n("Lakeside", "place") - 1),
   ("Abby wasn't the one who baked the apple pie.",
    lambda s: not s.same("Abby", "apple")),
   ("Chet placed lower than Abby, who placed lower than the Oakdale entrant.",
    lambda s: s.n("Chet", "place") > s.n("Abby", "place") > s.n("Oakdale", "place")),
   ("Ivy's pie was ranked one place higher than Chet's.",
    lambda s: s.n("Ivy", "place") == s.n("Chet", "place") - 1),
  ])

# ---------------------------------------------------------------------------
# 9. Basketball camp (heights in feet and inches, jersey numbers)
C9 = [("player", ["Jamal", "Kyle", "Liam", "Noah", "Omar"]),
      ("height", ["5'10\"", "5'11\"", "6'0\"", "6'1\"", "6'2\""]),
      ("jersey", ["3", "7", "12", "21", "33"]),
      ("school", ["Central", "Eastside", "Northgate", "Westview", "Southport"])]
puzzle("u53-09-basketball-camp", "Summer Hoops",
  "Five high-school players were picked for the all-county summer basketball camp. No two are the same height, each chose a different jersey number, and each comes from a different school. Using the clues, find the height, jersey number and school of each player.",
  C9,
  [["Jamal", "6'1\"", "21", "Westview"],
   ["Kyle", "5'10\"", "7", "Central"],
   ["Liam", "6'2\"", "3", "Northgate"],
   ["Noah", "5'11\"", "33", "Southport"],
   ["Omar", "6'0\"", "12", "Eastside"]],
  [("Kyle, the player from Northgate and the one who wears number 33 are three different people.",
    lambda s: diff(s, "Kyle", "Northgate", "33")),
   ("Liam is two inches taller than Omar.",
    lambda s: s.n("Liam", "height") == s.n("Omar", "height") + 2),
   ("Of Jamal and the 5'11\" player, one wears number 21 and the other comes from Southport.",
    lambda s: one_of_other(s, "Jamal", "5'11\"", "21", "Southport")),
   ("The lowest number is worn by the tallest player.",
    lambda s: s.same("6'2\"", "3")),
   ("The Eastside player is an inch shorter than Jamal.",
    lambda s: s.n("Eastside", "height") == s.n("Jamal", "height") - 1),
   ("Noah doesn't wear number 21.",
    lambda s: not s.same("Noah", "21")),
   ("The Westview player is taller than the Central player.",
    lambda s: s.n("Westview", "height") > s.n("Central", "height")),
   ("The player in jersey 33 is shorter than the one in jersey 12.",
    lambda s: s.n("33", "height") < s.n("12", "height")),
   ("Kyle is shorter than Noah, who in turn is shorter than Omar.",
    lambda s: s.n("Kyle", "height") < s.n("Noah", "height") < s.n("Omar", "height")),
   ("The Northgate player's jersey number is lower than the Westview player's.",
    lambda s: s.n("Northgate", "jersey") < s.n("Westview", "jersey")),
  ])

# ---------------------------------------------------------------------------
# 10. Winter getaways (4 people, 5 categories)
C10 = [("first name", ["Alice", "Brenda", "Carol", "Doris"]),
       ("last name", ["Hardy", "Jensen", "Kirby", "Lowell"]),
       ("destination", ["Aruba", "Bermuda", "Cancun", "Maui"]),
       ("length", ["4 nights", "5 nights", "6 nights", "7 nights"]),
       ("cost", ["$1,200", "$1,500", "$1,800", "$2,100"])]
puzzle("u53-10-winter-getaways", "Escaping the Snow",
  "Four women from the same Minneapolis office each booked a warm-weather vacation last February. Each went to a different destination, stayed a different number of nights and paid a different price for her package. From the clues, determine each woman's full name, destination, length of stay and cost.",
  C10,
  [["Alice", "Kirby", "Maui", "7 nights", "$2,100"],
   ["Brenda", "Hardy", "Aruba", "5 nights", "$1,500"],
   ["Carol", "Lowell", "Cancun", "4 nights", "$1,800"],
   ["Doris", "Jensen", "Bermuda", "6 nights", "$1,200"]],
  [("The woman who went to Maui stayed two nights longer than Mrs. Hardy.",
    lambda s: s.n("Maui", "length") == s.n("Hardy", "length") + 2),
   ("Carol's trip was the shortest, but it wasn't the cheapest.",
    lambda s: s.same("Carol", "4 nights") and not s.same("Carol", "$1,200")),
   ("Mrs. Jensen paid $300 less than Brenda.",
    lambda s: s.n("Jensen", "cost") == s.n("Brenda", "cost") - 300),
   ("The Cancun vacation cost $600 more than the Bermuda one.",
    lambda s: s.n("Cancun", "cost") == s.n("Bermuda", "cost") + 600),
   ("Neither Alice nor Mrs. Lowell went to Bermuda.",
    lambda s: not s.same("Alice", "Bermuda") and not s.same("Lowell", "Bermuda")),
   ("The most expensive trip was also the longest.",
    lambda s: s.same("$2,100", "7 nights")),
   ("Doris stayed longer than Brenda did.",
    lambda s: s.n("Doris", "length") > s.n("Brenda", "length")),
   ("Mrs. Lowell's trip was shorter than Mrs. Kirby's.",
    lambda s: s.n("Lowell", "length") < s.n("Kirby", "length")),
  ])

# ---------------------------------------------------------------------------
# 11. Fishing derby (weights, weigh-in order, pronouns)
C11 = [("angler", ["Dan", "Ella", "Fay", "Gil", "Hope"]),
       ("weight", ["3 lb", "5 lb", "7 lb", "9 lb", "11 lb"]),
       ("fish", ["bass", "carp", "perch", "pike", "trout"]),
       ("weigh-in", ["1st", "2nd", "3rd", "4th", "5th"])]
puzzle("u53-11-fishing-derby", "The Mill Pond Derby",
  "Five anglers entered the annual Mill Pond fishing derby, and each landed exactly one fish before the horn sounded. The fish were of five different kinds and weights, and the anglers lined up one after another at the scale. From the clues, work out each angler's fish, its weight and his or her place in the weigh-in line.",
  C11,
  [["Dan", "5 lb", "perch", "4th"],
   ["Ella", "9 lb", "pike", "2nd"],
   ["Fay", "3 lb", "trout", "5th"],
   ["Gil", "11 lb", "carp", "1st"],
   ["Hope", "7 lb", "bass", "3rd"]],
  [("The angler whose catch weighed 4 pounds more than Dan's weighed in two spots ahead of him.",
    lambda s: any(s.n(x, "weight") == s.n("Dan", "weight") + 4 and s.n(x, "weigh-in") == s.n("Dan", "weigh-in") - 2
                      for x in ["Ella", "Fay", "Gil", "Hope"])),
   ("Gil, who was the first in line at the scale, didn't catch the trout.",
    lambda s: s.same("Gil", "1st") and not s.same("Gil", "trout")),
   ("The trout was weighed somewhat later than the bass.",
    lambda s: s.n("trout", "weigh-in") > s.n("bass", "weigh-in")),
   ("Hope's fish was 2 pounds heavier than the perch.",
    lambda s: s.n("Hope", "weight") == s.n("perch", "weight") + 2),
   ("Fay, whose fish was the lightest of the five, was the last to weigh in.",
    lambda s: s.same("Fay", "3 lb") and s.same("Fay", "5th")),
   ("The heaviest fish was also the first one weighed.",
    lambda s: s.same("11 lb", "1st")),
   ("The carp outweighed the pike by two pounds.",
    lambda s: s.n("carp", "weight") == s.n("pike", "weight") + 2),
   ("Ella stepped up to the scale right after the angler who caught the carp.",
    lambda s: s.n("Ella", "weigh-in") == s.n("carp", "weigh-in") + 1),
   ("Neither Dan nor Hope reeled in the pike.",
    lambda s: not s.same("Dan", "pike") and not s.same("Hope", "pike")),
   ("Hope got to the scale before Dan did.",
    lambda s: s.n("Hope", "weigh-in") < s.n("Dan", "weigh-in")),
  ])

# ---------------------------------------------------------------------------
# 12. Estate auction ("of the two women", "but", "exactly one of")
C12 = [("first name", ["Sam", "Vera", "Wade", "Yvonne", "Zach"]),
       ("last name", ["Abbott", "Bishop", "Crane", "Dunn", "Ewing"]),
       ("lot", ["armoire", "desk", "globe", "mirror", "quilt"]),
       ("bid", ["$150", "$175", "$200", "$225", "$250"])]
M12 = ["Sam", "Wade", "Zach"]
puzzle("u53-12-estate-auction", "Going, Going, Gone",
  "At the Thornbury estate auction, five local collectors each came away with exactly one lot. Three of the winning bidders were men and two were women, and no two winning bids were the same. From the clues, determine each bidder's full name, the lot he or she won and the winning bid.",
  C12,
  [["Sam", "Dunn", "quilt", "$200"],
   ["Vera", "Abbott", "mirror", "$250"],
   ["Wade", "Ewing", "armoire", "$150"],
   ["Yvonne", "Crane", "desk", "$175"],
   ["Zach", "Bishop", "globe", "$225"]],
  [("The one who won the quilt is either Sam or the one who bid $225.",
    lambda s: either(s, "quilt", "Sam", "$225")),
   ("Of the two women, Ms. Crane spent less.",
    lambda s: s.g("Crane", "first name") in ["Vera", "Yvonne"] and
              s.n("Crane", "bid") < s.n([w for w in ["Vera", "Yvonne"] if not s.same(w, "Crane")][0], "bid")),
   ("Mr. Bishop paid $25 more than Sam but $25 less than the mirror.",
    lambda s: is_man(s, "Bishop", "first name", M12) and s.n("Bishop", "bid") == s.n("Sam", "bid") + 25 and s.n("Bishop", "bid") == s.n("mirror", "bid") - 25),
   ("The armoire sold for less than any other lot.",
    lambda s: s.same("armoire", "$150")),
   ("Exactly one of Wade and Yvonne is surnamed Ewing.",
    lambda s: s.same("Wade", "Ewing") != s.same("Yvonne", "Ewing")),
   ("Ms. Abbott paid $50 more than Mr. Dunn.",
    lambda s: not is_man(s, "Abbott", "first name", M12) and is_man(s, "Dunn", "first name", M12) and s.n("Abbott", "bid") == s.n("Dunn", "bid") + 50),
   ("The globe fetched a higher price than the quilt.",
    lambda s: s.n("globe", "bid") > s.n("quilt", "bid")),
   ("Wade's winning bid was lower than Yvonne's.",
    lambda s: s.n("Wade", "bid") < s.n("Yvonne", "bid")),
   ("The mirror wasn't won by Yvonne.",
    lambda s: not s.same("mirror", "Yvonne")),
  ])
