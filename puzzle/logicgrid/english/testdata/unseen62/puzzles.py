# Blind test set unseen62: twelve invented logic-grid puzzles in the style of
# American Sunday-newspaper / puzzle-book logic problems.  Each clue is written
# as the printed English sentence and as a predicate on truth.py's State.
# (nv, State, puzzle, one_of_other come from truth.py, which execs this file.)

def items_of(s, cat):
    return dict(s.cats)[cat]

def item_at(s, cat, v):
    """The item of category cat whose number is v, or None."""
    for it in items_of(s, cat):
        if nv(it) == v:
            return it
    return None

def d(s, a, b, cat):
    """How much a's number in cat exceeds b's."""
    return s.n(a, cat) - s.n(b, cat)

def adj(s, a, b, cat):
    """a and b are next to each other in cat (numbers differ by exactly 1 step)."""
    return abs(d(s, a, b, cat)) == 1

def step(s, cat):
    """The gap between consecutive items of an evenly spaced category."""
    vals = sorted(nv(x) for x in items_of(s, cat))
    return vals[1] - vals[0]

def steps(s, a, b, cat):
    """How many places a is after b in the (evenly spaced) cat."""
    return d(s, a, b, cat) / step(s, cat)

def is_max(s, a, cat):
    return s.n(a, cat) == max(nv(x) for x in items_of(s, cat))

def is_min(s, a, cat):
    return s.n(a, cat) == min(nv(x) for x in items_of(s, cat))

def distinct(s, *xs):
    """xs are all different entities (rows)."""
    rs = [s.r(x) for x in xs]
    return len(set(rs)) == len(rs)

def exactly_one(*bs):
    return sum(1 for b in bs if b) == 1


# ---------------------------------------------------------------- 01
puzzle("u62-01-church-bazaar",
  "The Church Bazaar",
  "Five ladies of the Maple Street Church ran tables at last Saturday's bazaar. The tables stood in a single row along the fellowship hall, numbered 1 to 5 from west to east. Each lady sold a different handmade item and took in a different amount by closing time.",
  [("volunteer", ["Agnes", "Bernice", "Clara", "Doris", "Edna"]),
   ("table", ["1", "2", "3", "4", "5"]),
   ("item", ["birdhouses", "candles", "jams", "pies", "quilts"]),
   ("earnings", ["$40", "$55", "$70", "$85", "$100"])],
  [["Agnes", "3", "quilts", "$85"],
   ["Bernice", "1", "jams", "$55"],
   ["Clara", "5", "pies", "$100"],
   ["Doris", "2", "birdhouses", "$40"],
   ["Edna", "4", "candles", "$70"]],
  [("The woman selling jams had the westernmost table.",
    lambda s: is_min(s, "jams", "table")),
   ("The candles brought in $15 less than the table immediately west of them.",
    lambda s: any(d(s, x, "candles", "table") == -1 and d(s, x, "candles", "earnings") == 15
                  for x in items_of(s, "table"))),
   ("Doris didn't sell pies, and she took in the least money of the five.",
    lambda s: not s.same("Doris", "pies") and is_min(s, "Doris", "earnings")),
   ("Neither Bernice nor Edna made $100.",
    lambda s: not s.same("Bernice", "$100") and not s.same("Edna", "$100")),
   ("The birdhouses were sold right next to the jams.",
    lambda s: adj(s, "birdhouses", "jams", "table")),
   ("Of Agnes and Clara, one sold pies and the other earned $85.",
    lambda s: one_of_other(s, "Agnes", "Clara", "pies", "$85")),
   ("The table that earned $55 was two tables west of the one that earned $85.",
    lambda s: d(s, "$85", "$55", "table") == 2),
   ("Agnes's table was directly between Doris's and Edna's.",
    lambda s: adj(s, "Agnes", "Doris", "table") and adj(s, "Agnes", "Edna", "table") and s.r("Doris") != s.r("Edna")),
  ])


# ---------------------------------------------------------------- 02
puzzle("u62-02-story-hour",
  "Story Hour",
  "The Pine Hollow library holds a story hour for little ones every weekday evening, and last week four volunteers took one evening apiece from Monday through Thursday. Each volunteer brought a picture book on a different theme, and each drew a different number of children.",
  [("volunteer", ["Gwen", "Harold", "Irene", "Leon"]),
   ("day", ["Monday", "Tuesday", "Wednesday", "Thursday"]),
   ("theme", ["bears", "dinosaurs", "owls", "trains"]),
   ("children", ["9", "12", "15", "18"])],
  [["Gwen", "Wednesday", "dinosaurs", "18"],
   ["Harold", "Monday", "owls", "12"],
   ["Irene", "Thursday", "trains", "9"],
   ["Leon", "Tuesday", "bears", "15"]],
  [("The dinosaur book drew 6 more children than Harold's reading did.",
    lambda s: d(s, "dinosaurs", "Harold", "children") == 6),
   ("Irene read later in the week than Leon.",
    lambda s: d(s, "Irene", "Leon", "day") > 0),
   ("The book about trains was read the day after the dinosaur book.",
    lambda s: d(s, "trains", "dinosaurs", "day") == 1),
   ("Harold either read on Monday or read the book about bears.",
    lambda s: exactly_one(s.same("Harold", "Monday"), s.same("Harold", "bears"))),
   ("The Tuesday reader, who didn't bring the dinosaur book, had 15 listeners.",
    lambda s: not s.same("Tuesday", "dinosaurs") and s.same("Tuesday", "15")),
   ("Gwen had a bigger crowd than Leon.",
    lambda s: d(s, "Gwen", "Leon", "children") > 0),
   ("Neither the owl book nor the train book drew more than a dozen children.",
    lambda s: s.n("owls", "children") <= 12 and s.n("trains", "children") <= 12),
  ])


# ---------------------------------------------------------------- 03
puzzle("u62-03-dawn-joggers",
  "Dawn Patrol",
  "Four neighbors on Larkspur Lane each jog with their dog before work. Last Tuesday they set out at four different times, the earliest at 6:00 a.m., and each covered a different distance.",
  [("jogger", ["Marcy", "Nolan", "Opal", "Russ"]),
   ("start", ["6:00am", "6:15am", "6:30am", "6:45am"]),
   ("distance", ["2 miles", "3 miles", "4 miles", "5 miles"]),
   ("dog", ["beagle", "collie", "poodle", "terrier"])],
  [["Marcy", "6:30am", "5 miles", "collie"],
   ["Nolan", "6:00am", "3 miles", "terrier"],
   ["Opal", "6:45am", "2 miles", "beagle"],
   ["Russ", "6:15am", "4 miles", "poodle"]],
  [("The jogger with the beagle set out 45 minutes after Nolan.",
    lambda s: d(s, "beagle", "Nolan", "start") == 45),
   ("The runner who went 4 miles started a quarter of an hour before the collie's owner.",
    lambda s: d(s, "collie", "4 miles", "start") == 15),
   ("Marcy ran farther than anyone else.",
    lambda s: is_max(s, "Marcy", "distance")),
   ("Russ and the terrier's owner started 15 minutes apart.",
    lambda s: not s.same("Russ", "terrier") and abs(d(s, "Russ", "terrier", "start")) == 15),
   ("The earliest starter had neither the poodle nor the beagle.",
    lambda s: not s.same("6:00am", "poodle") and not s.same("6:00am", "beagle")),
   ("The collie's owner ran 3 miles more than the beagle's owner.",
    lambda s: d(s, "collie", "beagle", "distance") == 3),
  ])


# ---------------------------------------------------------------- 04
puzzle("u62-04-parking-spaces",
  "First Come, First Parked",
  "At Bellwether Insurance the five reserved parking spaces are numbered 1 to 5, with space 1 nearest the front entrance and space 5 farthest from it. Five employees have the spaces this year, and no two of them drive the same make of car or the same color.",
  [("employee", ["Carl", "Dina", "Elliot", "Fran", "Gus"]),
   ("space", ["1", "2", "3", "4", "5"]),
   ("make", ["Buick", "Chevy", "Ford", "Honda", "Subaru"]),
   ("color", ["black", "blue", "red", "silver", "white"])],
  [["Carl", "4", "Ford", "white"],
   ["Dina", "2", "Subaru", "red"],
   ["Elliot", "5", "Chevy", "black"],
   ["Fran", "1", "Honda", "silver"],
   ["Gus", "3", "Buick", "blue"]],
  [("The Honda is parked two spaces nearer the entrance than Gus's car.",
    lambda s: d(s, "Gus", "Honda", "space") == 2),
   ("The Ford, which isn't Elliot's, is parked next to the black car.",
    lambda s: not s.same("Ford", "Elliot") and adj(s, "Ford", "black", "space")),
   ("The silver car is somewhere closer to the entrance than the red one.",
    lambda s: d(s, "silver", "red", "space") < 0),
   ("Dina's car is either the red one or the Chevy.",
    lambda s: s.same("Dina", "red") or s.same("Dina", "Chevy")),
   ("Neither Fran nor Gus drives the Subaru.",
    lambda s: not s.same("Fran", "Subaru") and not s.same("Gus", "Subaru")),
   ("The Chevy is parked two spaces past the blue car.",
    lambda s: d(s, "Chevy", "blue", "space") == 2),
   ("Carl's space number is one higher than Gus's.",
    lambda s: d(s, "Carl", "Gus", "space") == 1),
   ("Elliot's Chevy isn't the white car.",
    lambda s: s.same("Elliot", "Chevy") and not s.same("Elliot", "white")),
  ])


# ---------------------------------------------------------------- 05
puzzle("u62-05-giant-pumpkins",
  "The Great Pumpkin Weigh-Off",
  "Four growers brought giant pumpkins to the Harvest County Fair weigh-off this fall. Each grower came from a different town, each had given the pumpkin a pet name, and no two pumpkins tipped the scale at the same weight.",
  [("grower", ["Hank", "Ida", "Jules", "Kay"]),
   ("weight", ["312 pounds", "347 pounds", "382 pounds", "417 pounds"]),
   ("town", ["Ashford", "Brookville", "Cedar Falls", "Dunmore"]),
   ("name", ["Big Bertha", "Orange Crush", "Sunny", "The Beast"])],
  [["Hank", "382 pounds", "Dunmore", "Sunny"],
   ["Ida", "417 pounds", "Brookville", "The Beast"],
   ["Jules", "312 pounds", "Cedar Falls", "Big Bertha"],
   ["Kay", "347 pounds", "Ashford", "Orange Crush"]],
  [("Big Bertha, despite her name, was the lightest pumpkin of the four.",
    lambda s: is_min(s, "Big Bertha", "weight")),
   ("The Brookville entry outweighed Hank's by 35 pounds.",
    lambda s: d(s, "Brookville", "Hank", "weight") == 35),
   ("Kay, who isn't from Dunmore, grew a pumpkin 70 pounds lighter than The Beast.",
    lambda s: not s.same("Kay", "Dunmore") and d(s, "The Beast", "Kay", "weight") == 70),
   ("Sunny weighed more than Orange Crush but less than The Beast.",
    lambda s: d(s, "Sunny", "Orange Crush", "weight") > 0 and d(s, "Sunny", "The Beast", "weight") < 0),
   ("The four pumpkins were Hank's, the one called Orange Crush, the Cedar Falls pumpkin and the 417-pounder.",
    lambda s: distinct(s, "Hank", "Orange Crush", "Cedar Falls", "417 pounds")),
   ("Hank's pumpkin was heavier than Jules's.",
    lambda s: d(s, "Hank", "Jules", "weight") > 0),
  ])


# ---------------------------------------------------------------- 06
puzzle("u62-06-cousins-reunion",
  "Cousins at the Reunion",
  "The Whitfield family reunion drew five cousins from five different states to Grandma June's farm. The cousins are 7, 10, 13, 16 and 19 years old, and each spent the afternoon on a different lawn game.",
  [("cousin", ["Abby", "Ben", "Cody", "Della", "Evan"]),
   ("age", ["7", "10", "13", "16", "19"]),
   ("state", ["Iowa", "Maine", "Ohio", "Texas", "Utah"]),
   ("game", ["badminton", "checkers", "croquet", "horseshoes", "Uno"])],
  [["Abby", "13", "Maine", "croquet"],
   ["Ben", "7", "Texas", "Uno"],
   ["Cody", "19", "Iowa", "horseshoes"],
   ["Della", "10", "Utah", "checkers"],
   ["Evan", "16", "Ohio", "badminton"]],
  [("The cousin from Texas is the youngest of the five.",
    lambda s: is_min(s, "Texas", "age")),
   ("Abby is 3 years older than the checkers player.",
    lambda s: d(s, "Abby", "checkers", "age") == 3),
   ("Cody, the oldest, didn't come from Maine or Ohio.",
    lambda s: is_max(s, "Cody", "age") and not s.same("Cody", "Maine") and not s.same("Cody", "Ohio")),
   ("The badminton fan is 6 years older than Della.",
    lambda s: d(s, "badminton", "Della", "age") == 6),
   ("The Iowan and the Uno player are 12 years apart in age.",
    lambda s: abs(d(s, "Iowa", "Uno", "age")) == 12),
   ("Evan is older than Abby but younger than the horseshoe pitcher.",
    lambda s: d(s, "Evan", "Abby", "age") > 0 and d(s, "Evan", "horseshoes", "age") < 0),
   ("The cousin from Utah is younger than the croquet player.",
    lambda s: d(s, "Utah", "croquet", "age") < 0),
   ("The cousin from Maine is 3 years younger than the one from Ohio.",
    lambda s: d(s, "Ohio", "Maine", "age") == 3),
   ("Della, who can't stand card games, didn't play Uno.",
    lambda s: not s.same("Della", "Uno")),
  ])


# ---------------------------------------------------------------- 07
puzzle("u62-07-diner-lunch",
  "Lunch at the Corner Diner",
  "Four regulars took their usual stools at the Corner Diner on Saturday. Each ordered a different sandwich with a different side, and the four checks all came to different amounts.",
  [("customer", ["Ned", "Olive", "Pete", "Rosa"]),
   ("sandwich", ["BLT", "club", "Reuben", "tuna melt"]),
   ("check", ["$6.25", "$6.75", "$7.25", "$7.75"]),
   ("side", ["coleslaw", "fries", "onion rings", "soup"])],
  [["Ned", "Reuben", "$7.75", "fries"],
   ["Olive", "BLT", "$6.25", "soup"],
   ["Pete", "tuna melt", "$7.25", "coleslaw"],
   ["Rosa", "club", "$6.75", "onion rings"]],
  [("Ned's order cost $1.50 more than Olive's.",
    lambda s: abs(d(s, "Ned", "Olive", "check") - 1.50) < 1e-9),
   ("The BLT and the club sandwich came to $6.25 and $6.75, respectively.",
    lambda s: s.same("BLT", "$6.25") and s.same("club", "$6.75")),
   ("Whoever ordered the onion rings paid less than Pete.",
    lambda s: d(s, "onion rings", "Pete", "check") < 0),
   ("The soup went with the cheapest meal.",
    lambda s: is_min(s, "soup", "check")),
   ("Pete, who didn't order fries, paid more than Rosa.",
    lambda s: not s.same("Pete", "fries") and d(s, "Pete", "Rosa", "check") > 0),
   ("The Reuben cost somewhat more than the tuna melt.",
    lambda s: d(s, "Reuben", "tuna melt", "check") > 0),
  ])


# ---------------------------------------------------------------- 08
puzzle("u62-08-wedding-pews",
  "Saving a Seat",
  "At Lucy and Tom's wedding, five families of guests filled the five pews on the bride's side of St. Anne's. The pews are numbered 1 to 5, with pew 1 at the front, nearest the altar. Each family came with a different number of people and brought a different gift.",
  [("family", ["Bakers", "Fosters", "Greens", "Lyles", "Nashes"]),
   ("pew", ["1", "2", "3", "4", "5"]),
   ("party", ["2 guests", "3 guests", "4 guests", "5 guests", "6 guests"]),
   ("gift", ["blender", "china", "quilt", "toaster", "towels"])],
  [["Bakers", "4", "3 guests", "toaster"],
   ["Fosters", "1", "6 guests", "china"],
   ["Greens", "3", "2 guests", "quilt"],
   ["Lyles", "5", "5 guests", "towels"],
   ["Nashes", "2", "4 guests", "blender"]],
  [("No family sat closer to the altar than the Fosters.",
    lambda s: is_min(s, "Fosters", "pew")),
   ("The family who brought the toaster sat one pew behind the Greens.",
    lambda s: d(s, "toaster", "Greens", "pew") == 1),
   ("The largest party, six strong, gave the china.",
    lambda s: s.same("6 guests", "china")),
   ("The Nashes, who came as a party of four, sat two pews ahead of the Bakers.",
    lambda s: s.same("Nashes", "4 guests") and d(s, "Bakers", "Nashes", "pew") == 2),
   ("The Lyles' party was one person smaller than the Fosters'.",
    lambda s: d(s, "Fosters", "Lyles", "party") == 1),
   ("The towels came from the family in the fifth pew.",
    lambda s: s.same("towels", "5")),
   ("The party of three sat in the pew directly behind the party of two.",
    lambda s: d(s, "3 guests", "2 guests", "pew") == 1),
   ("Either the Greens or the Lyles gave the quilt.",
    lambda s: s.same("Greens", "quilt") or s.same("Lyles", "quilt")),
  ])


# ---------------------------------------------------------------- 09
puzzle("u62-09-handyman-week",
  "Handyman's Week",
  "Walt Pryor, the handiest man in Ridgefield, took one job a day last week, Monday through Friday. Each job was for a different customer and a different repair, and no two bills came to the same amount.",
  [("customer", ["Mrs. Ames", "Mr. Brandt", "Ms. Cole", "Mr. Dunn", "Mrs. Ewing"]),
   ("day", ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"]),
   ("repair", ["faucet", "gutter", "light fixture", "porch step", "screen door"]),
   ("bill", ["$60", "$85", "$110", "$135", "$160"])],
  [["Mrs. Ames", "Thursday", "gutter", "$135"],
   ["Mr. Brandt", "Monday", "faucet", "$85"],
   ["Ms. Cole", "Friday", "screen door", "$60"],
   ["Mr. Dunn", "Tuesday", "light fixture", "$160"],
   ["Mrs. Ewing", "Wednesday", "porch step", "$110"]],
  [("The gutter was cleaned out two days after Walt fixed the light fixture.",
    lambda s: d(s, "gutter", "light fixture", "day") == 2),
   ("Mr. Brandt's repair, which Walt did first thing in the week, cost $25 less than Mrs. Ewing's.",
    lambda s: s.same("Mr. Brandt", "Monday") and d(s, "Mrs. Ewing", "Mr. Brandt", "bill") == 25),
   ("The cheapest job was also the last one of the week.",
    lambda s: s.same("$60", "Friday")),
   ("Mr. Dunn paid more than anyone else.",
    lambda s: is_max(s, "Mr. Dunn", "bill")),
   ("The faucet wasn't fixed on Wednesday.",
    lambda s: not s.same("faucet", "Wednesday")),
   ("The $135 job was done the day before the screen door was rehung.",
    lambda s: d(s, "screen door", "$135", "day") == 1),
   ("Mrs. Ames and Mrs. Ewing were visited on consecutive days.",
    lambda s: adj(s, "Mrs. Ames", "Mrs. Ewing", "day")),
   ("The porch step cost $50 more than the screen door.",
    lambda s: d(s, "porch step", "screen door", "bill") == 50),
   ("Mr. Dunn's call wasn't about a porch step.",
    lambda s: not s.same("Mr. Dunn", "porch step")),
  ])


# ---------------------------------------------------------------- 10
puzzle("u62-10-scholarships",
  "Scholarship Night",
  "At the Lakeview High awards banquet, five seniors each received a different scholarship, from $5,000 up to $25,000 in steps of $5,000. Each winner is headed to a different college in the fall and plans a different major.",
  [("student", ["Alana", "Brody", "Celeste", "Dmitri", "Esther"]),
   ("award", ["$5,000", "$10,000", "$15,000", "$20,000", "$25,000"]),
   ("college", ["Ashby", "Brennan", "Crestwood", "Dalhart", "Elmwood"]),
   ("major", ["biology", "history", "music", "nursing", "physics"])],
  [["Alana", "$15,000", "Crestwood", "music"],
   ["Brody", "$25,000", "Ashby", "physics"],
   ["Celeste", "$5,000", "Elmwood", "nursing"],
   ["Dmitri", "$10,000", "Brennan", "history"],
   ["Esther", "$20,000", "Dalhart", "biology"]],
  [("Celeste's scholarship was $10,000 less than Alana's.",
    lambda s: d(s, "Alana", "Celeste", "award") == 10000),
   ("The student headed to Brennan got $5,000 more than the nursing student.",
    lambda s: d(s, "Brennan", "nursing", "award") == 5000),
   ("Esther, who will study biology, isn't going to Ashby.",
    lambda s: s.same("Esther", "biology") and not s.same("Esther", "Ashby")),
   ("Dmitri's award was smaller than the Dalhart student's but larger than Celeste's.",
    lambda s: d(s, "Dmitri", "Dalhart", "award") < 0 and d(s, "Dmitri", "Celeste", "award") > 0),
   ("Alana and Brody are, in some order, the Crestwood student and the physics major.",
    lambda s: one_of_other(s, "Alana", "Brody", "Crestwood", "physics")),
   ("The Ashby-bound student received $15,000 more than Dmitri.",
    lambda s: d(s, "Ashby", "Dmitri", "award") == 15000),
   ("The future music major won a bigger scholarship than the future history major.",
    lambda s: d(s, "music", "history", "award") > 0),
  ])


# ---------------------------------------------------------------- 11
puzzle("u62-11-tryouts",
  "Making the Team",
  "Coach Delgado added four new players to the Eastbrook varsity basketball roster this winter. No two of them are the same height or in the same class, and each picked a different jersey number.",
  [("player", ["Darnell", "Felix", "Jamal", "Tyler"]),
   ("height", ["5'10\"", "6'0\"", "6'2\"", "6'4\""]),
   ("jersey", ["4", "11", "23", "32"]),
   ("class", ["freshman", "sophomore", "junior", "senior"])],
  [["Darnell", "6'2\"", "23", "senior"],
   ["Felix", "5'10\"", "4", "sophomore"],
   ["Jamal", "6'4\"", "11", "freshman"],
   ["Tyler", "6'0\"", "32", "junior"]],
  [("The tallest of the four is only a freshman.",
    lambda s: is_max(s, "freshman", "height")),
   ("Felix is 4 inches shorter than the senior.",
    lambda s: d(s, "senior", "Felix", "height") == 4),
   ("The player wearing number 32 is 2 inches taller than Felix.",
    lambda s: d(s, "32", "Felix", "height") == 2),
   ("The player who stands exactly 6 ft isn't the sophomore.",
    lambda s: not s.same("6'0\"", "sophomore")),
   ("Jamal is taller than Darnell.",
    lambda s: d(s, "Jamal", "Darnell", "height") > 0),
   ("Tyler's jersey number is 9 higher than Darnell's.",
    lambda s: d(s, "Tyler", "Darnell", "jersey") == 9),
   ("The shortest boy wears the lowest number.",
    lambda s: s.same("5'10\"", "4")),
  ])


# ---------------------------------------------------------------- 12
puzzle("u62-12-piano-recital",
  "The Spring Recital",
  "Mrs. Halvorsen's five piano students gave their spring recital on Sunday afternoon in the church parlor. The first student sat down at the keys at 2:00 p.m., and a new student began every 20 minutes after that. Each played a piece by a different composer, and each practices for a different length of time every day.",
  [("student", ["Annie", "Bryce", "Chloe", "Derek", "Ellie"]),
   ("time", ["2:00pm", "2:20pm", "2:40pm", "3:00pm", "3:20pm"]),
   ("composer", ["Bach", "Chopin", "Joplin", "Mozart", "Schumann"]),
   ("practice", ["15 minutes", "30 minutes", "45 minutes", "60 minutes", "75 minutes"])],
  [["Annie", "2:40pm", "Joplin", "45 minutes"],
   ["Bryce", "2:00pm", "Mozart", "30 minutes"],
   ["Chloe", "3:20pm", "Chopin", "75 minutes"],
   ["Derek", "2:20pm", "Bach", "15 minutes"],
   ["Ellie", "3:00pm", "Schumann", "60 minutes"]],
  [("Chloe, who practices longer than any of the others, played last.",
    lambda s: is_max(s, "Chloe", "practice") and is_max(s, "Chloe", "time")),
   ("The Joplin rag was played 40 minutes after Bryce's piece.",
    lambda s: d(s, "Joplin", "Bryce", "time") == 40),
   ("Derek practices 15 minutes a day less than Bryce does.",
    lambda s: d(s, "Bryce", "Derek", "practice") == 15),
   ("The student who played at 3:00 p.m. practices a quarter of an hour longer than Annie.",
    lambda s: d(s, "3:00pm", "Annie", "practice") == 15),
   ("Ellie didn't play Bach.",
    lambda s: not s.same("Ellie", "Bach")),
   ("The Bach piece came right after the Mozart.",
    lambda s: steps(s, "Bach", "Mozart", "time") == 1),
   ("Annie played somewhat earlier than the Schumann player.",
    lambda s: d(s, "Annie", "Schumann", "time") < 0),
   ("Neither Annie nor Ellie played Chopin.",
    lambda s: not s.same("Annie", "Chopin") and not s.same("Ellie", "Chopin")),
   ("The student who practices half an hour a day went on 20 minutes before Derek.",
    lambda s: d(s, "Derek", "30 minutes", "time") == 20),
   ("Annie wasn't the first to play.",
    lambda s: not is_min(s, "Annie", "time")),
  ])
