# Blind test set unseen42: logic-grid puzzles written for this set.
# Each clue: (English sentence, predicate saying exactly what it means).
# Loaded by truth.py (which supplies State, nv, one_of_other, puzzle)
# and by needed.py.

# ---- helpers written for this set ----
def num(s, x, cat):
    """The number of x's item in category cat."""
    return s.n(x, cat)

def diff(s, a, b, cat):
    """num(a) - num(b) in category cat."""
    return s.n(a, cat) - s.n(b, cat)

def adjacent(s, a, b, cat):
    """a and b are next to each other in the ordered category cat."""
    return abs(s.n(a, cat) - s.n(b, cat)) == 1

def at_end(s, a, cat, lo, hi):
    """a is at one end (lowest lo or highest hi) of cat."""
    return s.n(a, cat) in (lo, hi)

def between(s, a, b, c, cat):
    """a is somewhere between b and c (in either order) in cat."""
    x, y, z = s.n(a, cat), s.n(b, cat), s.n(c, cat)
    return min(y, z) < x < max(y, z)

def distinct(s, *xs):
    """all of xs are different people (different rows)."""
    rs = [s.r(x) for x in xs]
    return len(set(rs)) == len(rs)

def either(s, a, x, y):
    """a is either x or y."""
    return s.same(a, x) or s.same(a, y)

def neither(s, a, x, y):
    """a is neither x nor y."""
    return not s.same(a, x) and not s.same(a, y)

# ---------------------------------------------------------------------------
puzzle("u42-01-maple-lane",
 "Neighbors on Maple Lane",
 "Four neighbors live in the four houses on the east side of Maple Lane, numbered 1 to 4 in order from north to south (house 1 is the northernmost). Each owns a different pet and works at a different job.",
 [("neighbor", ["Mr. Abbott", "Ms. Burke", "Mr. Castillo", "Ms. Dunn"]),
  ("house", ["1", "2", "3", "4"]),
  ("pet", ["beagle", "parrot", "tabby cat", "rabbit"]),
  ("job", ["architect", "dentist", "plumber", "teacher"])],
 [["Mr. Abbott", "3", "parrot", "teacher"],
  ["Ms. Burke", "1", "rabbit", "architect"],
  ["Mr. Castillo", "4", "beagle", "plumber"],
  ["Ms. Dunn", "2", "tabby cat", "dentist"]],
 [("Ms. Dunn, who isn't the teacher, lives two doors north of Mr. Castillo, and the beagle's owner lives at one end of the street.",
   lambda s: not s.same("Ms. Dunn", "teacher") and diff(s, "Mr. Castillo", "Ms. Dunn", "house") == 2
             and at_end(s, "beagle", "house", 1, 4)),
  ("The architect lives immediately north of the dentist.",
   lambda s: diff(s, "dentist", "architect", "house") == 1),
  ("The parrot belongs to neither the dentist nor the plumber.",
   lambda s: neither(s, "parrot", "dentist", "plumber")),
  ("The rabbit's owner lives somewhere north of the teacher.",
   lambda s: num(s, "rabbit", "house") < num(s, "teacher", "house")),
  ("The tabby cat lives right next door to the parrot, and the beagle isn't Mr. Abbott's.",
   lambda s: adjacent(s, "tabby cat", "parrot", "house") and not s.same("beagle", "Mr. Abbott")),
  ("The teacher's house is between Ms. Dunn's house and the beagle owner's house.",
   lambda s: between(s, "teacher", "Ms. Dunn", "beagle", "house")),
  ("Mr. Abbott lives farther south than Ms. Burke.",
   lambda s: num(s, "Mr. Abbott", "house") > num(s, "Ms. Burke", "house")),
 ])

# ---------------------------------------------------------------------------
puzzle("u42-02-senior-center",
 "The Wednesday Club",
 "Four women meet every Wednesday afternoon at the Pine Hill Senior Center. Each has a different last name, is a different age, and spends the afternoon on a different hobby.",
 [("first name", ["Gloria", "Helen", "Irene", "Joyce"]),
  ("last name", ["Fowler", "Grant", "Hayes", "Ingram"]),
  ("age", ["62", "65", "68", "71"]),
  ("hobby", ["birdwatching", "chess", "pottery", "quilting"])],
 [["Gloria", "Hayes", "68", "chess"],
  ["Helen", "Fowler", "71", "quilting"],
  ["Irene", "Ingram", "62", "pottery"],
  ["Joyce", "Grant", "65", "birdwatching"]],
 [("Ms. Grant is 3 years older than Irene.",
   lambda s: diff(s, "Grant", "Irene", "age") == 3),
  ("The quilter is the oldest of the four.",
   lambda s: s.same("quilting", "71")),
  ("Gloria is 6 years older than the woman who does pottery.",
   lambda s: diff(s, "Gloria", "pottery", "age") == 6),
  ("Of Ms. Hayes and the birdwatcher, one is Gloria and the other is 65.",
   lambda s: one_of_other(s, "Hayes", "birdwatching", "Gloria", "65")),
  ("Joyce is younger than Helen.",
   lambda s: num(s, "Joyce", "age") < num(s, "Helen", "age")),
  ("Ms. Fowler and the chess player are 71 and 68, respectively.",
   lambda s: s.same("Fowler", "71") and s.same("chess", "68")),
 ])

# ---------------------------------------------------------------------------
puzzle("u42-03-craft-fair",
 "Booths at the Harvest Craft Fair",
 "Five vendors set up in a single row of booths at the county Harvest Craft Fair. The booths are numbered 1 through 5 from left to right. Each vendor sells a different homemade product and drove in from a different town.",
 [("vendor", ["Dale", "Erin", "Frank", "Gwen", "Hal"]),
  ("booth", ["1", "2", "3", "4", "5"]),
  ("product", ["candles", "honey", "jam", "soap", "wreaths"]),
  ("town", ["Ashford", "Bellmont", "Cedar Falls", "Dover", "Elmwood"])],
 [["Dale", "4", "honey", "Dover"],
  ["Erin", "1", "soap", "Cedar Falls"],
  ["Frank", "3", "wreaths", "Ashford"],
  ["Gwen", "5", "jam", "Elmwood"],
  ["Hal", "2", "candles", "Bellmont"]],
 [("The honey seller's booth is immediately to the right of Frank's.",
   lambda s: diff(s, "honey", "Frank", "booth") == 1),
  ("Erin, who drove in from Cedar Falls, has a booth at one end of the row.",
   lambda s: s.same("Erin", "Cedar Falls") and at_end(s, "Erin", "booth", 1, 5)),
  ("The candle maker is somewhere to the left of the vendor from Ashford.",
   lambda s: num(s, "candles", "booth") < num(s, "Ashford", "booth")),
  ("Gwen sells neither soap nor honey, and she isn't from Dover.",
   lambda s: neither(s, "Gwen", "soap", "honey") and not s.same("Gwen", "Dover")),
  ("The vendor from Elmwood is two booths to the right of Frank.",
   lambda s: diff(s, "Elmwood", "Frank", "booth") == 2),
  ("The jam seller and the candle maker are not neighbors.",
   lambda s: not adjacent(s, "jam", "candles", "booth")),
  ("The soap booth is next to the Bellmont vendor's booth.",
   lambda s: adjacent(s, "soap", "Bellmont", "booth")),
  ("Hal's booth is somewhere between Erin's and Frank's.",
   lambda s: between(s, "Hal", "Erin", "Frank", "booth")),
  ("Of Frank and the soap maker, one drove in from Ashford and the other has booth 1.",
   lambda s: one_of_other(s, "Frank", "soap", "Ashford", "1")),
 ])

# ---------------------------------------------------------------------------
puzzle("u42-04-fun-run",
 "The Charity 5K",
 "Four friends ran the Riverside Charity 5K last Saturday, each raising money for a different cause. Each wore a different color of sneakers, and the four finished in four different times.",
 [("runner", ["Kevin", "Laura", "Marcus", "Nina"]),
  ("time", ["21 minutes", "24 minutes", "27 minutes", "30 minutes"]),
  ("charity", ["animal shelter", "children's hospital", "food bank", "library"]),
  ("sneakers", ["orange", "purple", "silver", "white"])],
 [["Kevin", "27 minutes", "food bank", "silver"],
  ["Laura", "21 minutes", "children's hospital", "orange"],
  ["Marcus", "30 minutes", "library", "white"],
  ["Nina", "24 minutes", "animal shelter", "purple"]],
 [("Nina finished 3 minutes ahead of Kevin, and Marcus finished after both of them.",
   lambda s: diff(s, "Kevin", "Nina", "time") == 3 and num(s, "Marcus", "time") > num(s, "Kevin", "time")
             and num(s, "Marcus", "time") > num(s, "Nina", "time")),
  ("The runner in white sneakers crossed the line last, somewhat after the one raising money for the food bank.",
   lambda s: s.same("white", "30 minutes") and num(s, "food bank", "time") < 30),
  ("Laura, who wasn't running for the library, finished 6 minutes ahead of the runner in silver sneakers.",
   lambda s: not s.same("Laura", "library") and diff(s, "silver", "Laura", "time") == 6),
  ("The animal shelter runner wore either purple or silver sneakers.",
   lambda s: either(s, "animal shelter", "purple", "silver")),
  ("Neither Marcus nor the runner in orange ran for the food bank.",
   lambda s: neither(s, "food bank", "Marcus", "orange")),
  ("The food bank runner finished 3 minutes behind the animal shelter runner.",
   lambda s: diff(s, "food bank", "animal shelter", "time") == 3),
 ])

# ---------------------------------------------------------------------------
puzzle("u42-05-dog-weigh-in",
 "Weigh-In Day at the Vet",
 "Four dog owners brought their dogs to Dr. Patel's clinic for the annual checkup on the same morning. Each owner has one dog of a different breed, and each dog weighed in at a different weight.",
 [("owner", ["Mr. Bishop", "Ms. Carver", "Mr. Delgado", "Ms. Ellis"]),
  ("dog", ["Biscuit", "Duke", "Pepper", "Rosie"]),
  ("breed", ["boxer", "collie", "dachshund", "poodle"]),
  ("weight", ["25 pounds", "35 pounds", "45 pounds", "55 pounds"])],
 [["Mr. Bishop", "Pepper", "collie", "55 pounds"],
  ["Ms. Carver", "Duke", "dachshund", "25 pounds"],
  ["Mr. Delgado", "Rosie", "poodle", "45 pounds"],
  ["Ms. Ellis", "Biscuit", "boxer", "35 pounds"]],
 [("Rosie weighs 10 pounds more than the boxer.",
   lambda s: diff(s, "Rosie", "boxer", "weight") == 10),
  ("Ms. Carver's dog is the lightest of the four, and it isn't Pepper.",
   lambda s: s.same("Ms. Carver", "25 pounds") and not s.same("Ms. Carver", "Pepper")),
  ("The collie and the dachshund are 30 pounds apart; the former belongs to Mr. Bishop and the latter is named Duke.",
   lambda s: abs(diff(s, "collie", "dachshund", "weight")) == 30 and s.same("collie", "Mr. Bishop")
             and s.same("dachshund", "Duke")),
  ("Mr. Delgado's dog weighs 20 pounds more than Ms. Carver's.",
   lambda s: diff(s, "Mr. Delgado", "Ms. Carver", "weight") == 20),
  ("Biscuit, who is not a poodle, is lighter than Pepper.",
   lambda s: not s.same("Biscuit", "poodle") and num(s, "Biscuit", "weight") < num(s, "Pepper", "weight")),
 ])

# ---------------------------------------------------------------------------
puzzle("u42-06-birch-street",
 "Driveways on Birch Street",
 "Five neighbors live in a row of five houses along the west side of Birch Street. The houses are numbered 1 through 5 from north to south, so house 1 is the northernmost. Each neighbor keeps a different vehicle in the driveway and has a different favorite hobby.",
 [("neighbor", ["Mr. Foster", "Ms. Garcia", "Mr. Hill", "Ms. Jensen", "Mr. Kowalski"]),
  ("house", ["1", "2", "3", "4", "5"]),
  ("vehicle", ["convertible", "minivan", "motorcycle", "pickup truck", "sedan"]),
  ("hobby", ["baking", "fishing", "gardening", "painting", "woodworking"])],
 [["Mr. Foster", "3", "pickup truck", "fishing"],
  ["Ms. Garcia", "5", "convertible", "painting"],
  ["Mr. Hill", "1", "minivan", "baking"],
  ["Ms. Jensen", "2", "motorcycle", "woodworking"],
  ["Mr. Kowalski", "4", "sedan", "gardening"]],
 [("Ms. Garcia lives two doors down from Mr. Foster, and neither of them owns the sedan.",
   lambda s: abs(diff(s, "Ms. Garcia", "Mr. Foster", "house")) == 2 and neither(s, "sedan", "Ms. Garcia", "Mr. Foster")),
  ("The minivan sits in the driveway of a house at one end of the street, and its owner loves baking.",
   lambda s: at_end(s, "minivan", "house", 1, 5) and s.same("minivan", "baking")),
  ("The woodworker lives directly north of the fisherman.",
   lambda s: diff(s, "fishing", "woodworking", "house") == 1),
  ("Mr. Kowalski lives somewhere south of Ms. Jensen but north of the painter.",
   lambda s: num(s, "Ms. Jensen", "house") < num(s, "Mr. Kowalski", "house") < num(s, "painting", "house")),
  ("Of Ms. Jensen and Ms. Garcia, one rides the motorcycle and the other is the painter.",
   lambda s: one_of_other(s, "Ms. Jensen", "Ms. Garcia", "motorcycle", "painting")),
  ("The convertible is kept two houses south of the pickup truck.",
   lambda s: diff(s, "convertible", "pickup truck", "house") == 2),
  ("Ms. Jensen, who doesn't garden, lives just south of Mr. Hill.",
   lambda s: not s.same("Ms. Jensen", "gardening") and diff(s, "Ms. Jensen", "Mr. Hill", "house") == 1),
 ])

# ---------------------------------------------------------------------------
puzzle("u42-07-salon",
 "A Busy Saturday at Shear Delight",
 "Four regular customers had appointments at the Shear Delight salon last Saturday. Each came in at a different time for a different service, and each paid a different price.",
 [("client", ["Becky", "Dana", "Felicia", "Tamara"]),
  ("time", ["9:00am", "10:30am", "12:00pm", "1:30pm"]),
  ("service", ["facial", "haircut", "highlights", "manicure"]),
  ("price", ["$35", "$50", "$65", "$80"])],
 [["Becky", "12:00pm", "manicure", "$35"],
  ["Dana", "9:00am", "highlights", "$80"],
  ["Felicia", "1:30pm", "facial", "$65"],
  ["Tamara", "10:30am", "haircut", "$50"]],
 [("The client who paid $80 had the earliest appointment of the day.",
   lambda s: s.same("$80", "9:00am")),
  ("Felicia's appointment was 90 minutes later than Becky's.",
   lambda s: diff(s, "Felicia", "Becky", "time") == 90),
  ("Tamara paid $15 more than the manicure client but $15 less than the woman who had the facial.",
   lambda s: diff(s, "Tamara", "manicure", "price") == 15 and diff(s, "facial", "Tamara", "price") == 15),
  ("The manicure was scheduled at some point after the haircut but before the facial.",
   lambda s: num(s, "haircut", "time") < num(s, "manicure", "time") < num(s, "facial", "time")),
  ("The highlights cost more than any other service.",
   lambda s: s.same("highlights", "$80")),
 ])

# ---------------------------------------------------------------------------
puzzle("u42-08-bowling-night",
 "Rental Shoes",
 "Four friends went bowling at Starlite Lanes on Friday night. Each rented shoes in a different size and picked a different color of bowling ball from the rack.",
 [("bowler", ["Gus", "Ida", "Jake", "Lena"]),
  ("shoe size", ["7", "8.5", "10", "11.5"]),
  ("ball", ["black", "green", "purple", "red"])],
 [["Gus", "11.5", "green"],
  ["Ida", "7", "purple"],
  ["Jake", "10", "black"],
  ["Lena", "8.5", "red"]],
 [("Gus, the bowler with the purple ball, and the one who wears size 8.5 are three different people.",
   lambda s: distinct(s, "Gus", "purple", "8.5")),
  ("Jake's shoes are a size and a half smaller than Gus's.",
   lambda s: diff(s, "Gus", "Jake", "shoe size") == 1.5),
  ("Ida has smaller feet than Lena.",
   lambda s: num(s, "Ida", "shoe size") < num(s, "Lena", "shoe size")),
  ("The black ball's owner wears a bigger shoe than Lena does.",
   lambda s: num(s, "black", "shoe size") > num(s, "Lena", "shoe size")),
  ("The green ball went to the bowler with the biggest feet.",
   lambda s: s.same("green", "11.5")),
 ])

# ---------------------------------------------------------------------------
puzzle("u42-09-scholarships",
 "Rotary Club Scholarships",
 "At this spring's awards dinner, the Rotary Club handed out five college scholarships to local high school seniors. Each winner received a different amount, plans to major in a different subject, and comes from a different town in the county.",
 [("student", ["Aaron", "Bianca", "Caleb", "Delia", "Ethan"]),
  ("amount", ["$5,000", "$10,000", "$15,000", "$20,000", "$25,000"]),
  ("major", ["biology", "economics", "history", "music", "nursing"]),
  ("hometown", ["Fairview", "Glendale", "Hartford", "Kingston", "Lakewood"])],
 [["Aaron", "$15,000", "music", "Kingston"],
  ["Bianca", "$25,000", "nursing", "Fairview"],
  ["Caleb", "$5,000", "biology", "Lakewood"],
  ["Delia", "$10,000", "history", "Hartford"],
  ["Ethan", "$20,000", "economics", "Glendale"]],
 [("The future nurse received the largest scholarship, $10,000 more than Aaron's.",
   lambda s: s.same("nursing", "$25,000") and diff(s, "nursing", "Aaron", "amount") == 10000),
  ("The economics major, who is from Glendale, won more money than the music major.",
   lambda s: s.same("economics", "Glendale") and num(s, "economics", "amount") > num(s, "music", "amount")),
  ("Neither Delia nor the student from Kingston plans to study biology.",
   lambda s: neither(s, "biology", "Delia", "Kingston")),
  ("The smallest award went to the Lakewood student.",
   lambda s: s.same("$5,000", "Lakewood")),
  ("The Fairview student's scholarship was $15,000 larger than the Hartford student's.",
   lambda s: diff(s, "Fairview", "Hartford", "amount") == 15000),
  ("Ethan won more than Delia but less than Bianca.",
   lambda s: num(s, "Delia", "amount") < num(s, "Ethan", "amount") < num(s, "Bianca", "amount")),
  ("The history major got $5,000 less than the music major.",
   lambda s: diff(s, "music", "history", "amount") == 5000),
 ])

# ---------------------------------------------------------------------------
puzzle("u42-10-lincoln-elementary",
 "New Nameplates at Lincoln Elementary",
 "The principal of Lincoln Elementary ordered new nameplates for four of the school's teachers. Each teacher has a different classroom on the first floor, teaches a different grade, and has been teaching for a different number of years.",
 [("first name", ["Carol", "Doug", "Ellen", "Walter"]),
  ("last name", ["Nguyen", "Ortiz", "Price", "Quinn"]),
  ("room", ["104", "108", "112", "116"]),
  ("grade", ["1st grade", "2nd grade", "3rd grade", "4th grade"]),
  ("experience", ["6 years", "9 years", "12 years", "15 years"])],
 [["Carol", "Ortiz", "104", "3rd grade", "15 years"],
  ["Doug", "Quinn", "116", "1st grade", "9 years"],
  ["Ellen", "Nguyen", "108", "4th grade", "6 years"],
  ["Walter", "Price", "112", "2nd grade", "12 years"]],
 [("Ms. Nguyen has been teaching 3 fewer years than Mr. Quinn.",
   lambda s: diff(s, "Quinn", "Nguyen", "experience") == 3),
  ("The teacher in room 104 has the most experience of the four.",
   lambda s: s.same("104", "15 years")),
  ("Walter, who isn't Mr. Quinn, teaches the grade just below Carol's.",
   lambda s: not s.same("Walter", "Quinn") and diff(s, "Carol", "Walter", "grade") == 1),
  ("Doug's room number is higher than Walter's, and Doug has been teaching 3 years less than Walter.",
   lambda s: num(s, "Doug", "room") > num(s, "Walter", "room") and diff(s, "Walter", "Doug", "experience") == 3),
  ("The 1st grade teacher has taught for either 9 or 15 years.",
   lambda s: either(s, "1st grade", "9 years", "15 years")),
  ("Of Ellen and the teacher in room 112, one teaches 4th grade and the other has 12 years of experience.",
   lambda s: one_of_other(s, "Ellen", "112", "4th grade", "12 years")),
  ("Mr. Price's room number is 4 higher than Ms. Nguyen's.",
   lambda s: diff(s, "Price", "Nguyen", "room") == 4),
  ("Doug isn't Mr. Price, and neither Ellen nor Walter has been teaching for 15 years.",
   lambda s: not s.same("Doug", "Price") and neither(s, "15 years", "Ellen", "Walter")),
 ])

# ---------------------------------------------------------------------------
puzzle("u42-11-road-trips",
 "Long Weekend Getaways",
 "Over the Labor Day weekend, four coworkers from the Millbrook post office each drove to a different getaway spot. Each took a different vehicle and logged a different number of miles on the way there.",
 [("driver", ["Owen", "Paula", "Rita", "Sam"]),
  ("vehicle", ["hatchback", "jeep", "station wagon", "van"]),
  ("distance", ["120 miles", "150 miles", "180 miles", "210 miles"]),
  ("destination", ["beach", "canyon", "lake", "mountains"])],
 [["Owen", "jeep", "210 miles", "canyon"],
  ["Paula", "van", "150 miles", "lake"],
  ["Rita", "hatchback", "120 miles", "beach"],
  ["Sam", "station wagon", "180 miles", "mountains"]],
 [("The jeep was driven 60 miles farther than the van.",
   lambda s: diff(s, "jeep", "van", "distance") == 60),
  ("Rita had the shortest drive, and she wasn't headed for the mountains.",
   lambda s: s.same("Rita", "120 miles") and not s.same("Rita", "mountains")),
  ("The coworker bound for the lake drove 30 miles farther than Rita.",
   lambda s: diff(s, "lake", "Rita", "distance") == 30),
  ("Sam didn't take the jeep, and the station wagon went either to the mountains or to the canyon.",
   lambda s: not s.same("Sam", "jeep") and either(s, "station wagon", "mountains", "canyon")),
  ("The canyon trip was longer than the trip to the mountains.",
   lambda s: num(s, "canyon", "distance") > num(s, "mountains", "distance")),
  ("Paula went farther than Rita but not as far as Sam.",
   lambda s: num(s, "Rita", "distance") < num(s, "Paula", "distance") < num(s, "Sam", "distance")),
  ("Paula drove neither the hatchback nor the jeep.",
   lambda s: neither(s, "Paula", "hatchback", "jeep")),
 ])

# ---------------------------------------------------------------------------
puzzle("u42-12-free-throws",
 "Free Throw Practice",
 "Coach Mendez kept track of four players on the Eastfield Eagles during last week's free throw practice. Each player is a different height, wears a different jersey number, and hit a different percentage of his free throws.",
 [("player", ["Andre", "Brett", "Cody", "Darnell"]),
  ("height", ["5'10\"", "6'0\"", "6'2\"", "6'4\""]),
  ("jersey", ["#3", "#11", "#23", "#32"]),
  ("free throws", ["60%", "70%", "80%", "90%"])],
 [["Andre", "6'2\"", "#23", "70%"],
  ["Brett", "5'10\"", "#32", "90%"],
  ["Cody", "6'4\"", "#3", "60%"],
  ["Darnell", "6'0\"", "#11", "80%"]],
 [("The tallest player, who isn't Andre, made the lowest percentage of his free throws.",
   lambda s: s.same("6'4\"", "60%") and not s.same("6'4\"", "Andre")),
  ("Brett is 4 inches shorter than Andre, but he shot 20 percentage points better.",
   lambda s: diff(s, "Andre", "Brett", "height") == 4 and diff(s, "Brett", "Andre", "free throws") == 20),
  ("The player wearing #11 stands 2 inches taller than the one in #32.",
   lambda s: s.n("#11", "height") - s.n("#32", "height") == 2),
  ("Cody doesn't wear #23 or #11.",
   lambda s: neither(s, "Cody", "#23", "#11")),
  ("Darnell is taller than Brett but shorter than the player in #23.",
   lambda s: num(s, "Brett", "height") < num(s, "Darnell", "height") < num(s, "#23", "height")),
 ])
