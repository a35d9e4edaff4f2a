# unseen23: twelve logic grids written blind (issue 25). Executed by
# ../unseen/truth.py, which supplies puzzle(), one_of_other() and nv().
import re as _re

def ht(t):
    """5 ft 4 in -> 64 (inches)."""
    m = _re.match(r"^(\d+) ft (\d+) in$", t)
    return int(m.group(1)) * 12 + int(m.group(2))

_MONTHS = ["January", "February", "March", "April", "May", "June", "July",
           "August", "September", "October", "November", "December"]

def bd(t):
    """May 12th -> 512 (month*100 + day), so later in the year is larger."""
    m = _re.match(r"^(\w+) (\d+)(st|nd|rd|th)$", t)
    return (_MONTHS.index(m.group(1)) + 1) * 100 + int(m.group(2))

def bmonth(t):
    return _MONTHS.index(t.split()[0]) + 1

def t24(t):
    """13:30 -> 810 (minutes after midnight)."""
    h, m = t.split(":")
    return int(h) * 60 + int(m)

def desk(t):
    return int(t.split()[-1])

# ---------------------------------------------------------------- 01
puzzle("u23-01-lunch-orders", "Lunch Time!",
       "Four friends ate lunch together in the school canteen on Friday. Amy and Dana are girls; Ben and Cody are boys. Can you work out what each child ate and drank?",
       [("children", ["Amy", "Ben", "Cody", "Dana"]),
        ("lunches", ["pizza", "tacos", "soup", "salad"]),
        ("drinks", ["milk", "juice", "water", "lemonade"])],
       [["Amy", "soup", "juice"], ["Ben", "pizza", "milk"],
        ["Cody", "salad", "water"], ["Dana", "tacos", "lemonade"]],
       [
        ("Amy didn't have pizza or tacos.",
         lambda s: s.g("Amy", "lunches") not in ("pizza", "tacos")),
        ("The boy who had pizza washed it down with a glass of milk.",
         lambda s: s.g("pizza", "children") in ("Ben", "Cody") and s.same("pizza", "milk")),
        ("Dana's drink was lemonade.",
         lambda s: s.same("Dana", "lemonade")),
        ("Whoever had the salad drank water.",
         lambda s: s.same("salad", "water")),
        ("Neither of the girls drank water.",
         lambda s: not s.same("Amy", "water") and not s.same("Dana", "water")),
        ("Cody didn't have milk with his lunch.",
         lambda s: not s.same("Cody", "milk")),
       ])

# ---------------------------------------------------------------- 02
puzzle("u23-02-favourite-subjects", "Class 4B's Favourites",
       "Four pupils in Class 4B told their teacher about their favourite subjects, their pets and how tall they are. Emma and Grace are girls, and Finn and Harry are boys.",
       [("pupils", ["Emma", "Finn", "Grace", "Harry"]),
        ("subjects", ["maths", "art", "science", "history"]),
        ("pets", ["dog", "cat", "hamster", "rabbit"]),
        ("heights", ["4 ft 2 in", "4 ft 5 in", "4 ft 7 in", "4 ft 10 in"])],
       [["Emma", "art", "cat", "4 ft 5 in"], ["Finn", "maths", "rabbit", "4 ft 10 in"],
        ["Grace", "science", "hamster", "4 ft 2 in"], ["Harry", "history", "dog", "4 ft 7 in"]],
       [
        ("Emma's favourite subject isn't maths.",
         lambda s: not s.same("Emma", "maths")),
        ("The girl who loves science is the shortest of the four.",
         lambda s: s.g("science", "pupils") in ("Emma", "Grace") and s.same("science", "4 ft 2 in")),
        ("Harry is taller than Emma but shorter than Finn.",
         lambda s: ht(s.g("Emma", "heights")) < ht(s.g("Harry", "heights")) < ht(s.g("Finn", "heights"))),
        ("The pupil with the dog is 4 ft 7 in tall.",
         lambda s: s.same("dog", "4 ft 7 in")),
        ("The rabbit's owner likes maths best.",
         lambda s: s.same("rabbit", "maths")),
        ("Emma and the child who likes history are best friends.",
         lambda s: not s.same("Emma", "history")),
        ("The hamster belongs to the shortest pupil.",
         lambda s: s.same("hamster", "4 ft 2 in")),
        ("Emma is taller than Grace.",
         lambda s: ht(s.g("Emma", "heights")) > ht(s.g("Grace", "heights"))),
       ])

# ---------------------------------------------------------------- 03
puzzle("u23-03-birthday-cakes", "Birthday Cakes",
       "Grandma bakes a cake for each of her four grandchildren on their birthdays. This year she wrote down the dates, the ages and the flavours each one asked for.",
       [("grandchildren", ["Lily", "Max", "Nora", "Oscar"]),
        ("birthdays", ["March 3rd", "May 12th", "July 21st", "October 9th"]),
        ("cakes", ["chocolate", "lemon", "carrot", "vanilla"]),
        ("ages", ["6", "7", "8", "9"])],
       [["Lily", "May 12th", "lemon", "8"], ["Max", "October 9th", "chocolate", "6"],
        ["Nora", "March 3rd", "vanilla", "9"], ["Oscar", "July 21st", "carrot", "7"]],
       [
        ("The grandchild born on May 12th asked for a lemon cake.",
         lambda s: s.same("May 12th", "lemon")),
        ("Oscar is older than Max but younger than Lily.",
         lambda s: s.n("Max", "ages") < s.n("Oscar", "ages") < s.n("Lily", "ages")),
        ("Whoever wants vanilla celebrates in March.",
         lambda s: s.same("vanilla", "March 3rd")),
        ("Lily isn't the oldest.",
         lambda s: s.g("Lily", "ages") != "9"),
        ("The 7-year-old has a summer birthday.",
         lambda s: s.same("7", "July 21st")),
        ("Max loves chocolate.",
         lambda s: s.same("Max", "chocolate")),
        ("Nora celebrates earlier in the year than Lily does.",
         lambda s: bd(s.g("Nora", "birthdays")) < bd(s.g("Lily", "birthdays"))),
       ])

# ---------------------------------------------------------------- 04
puzzle("u23-04-pet-show", "The Village Pet Show",
       "Four children entered their pets in the village pet show, and each pet wore a bow in a different colour. Who won what?",
       [("owners", ["Ruby", "Sam", "Tess", "Victor"]),
        ("pets", ["parrot", "tortoise", "guinea pig", "kitten"]),
        ("bows", ["red", "blue", "green", "yellow"]),
        ("places", ["1st", "2nd", "3rd", "4th"])],
       [["Ruby", "kitten", "green", "2nd"], ["Sam", "parrot", "red", "4th"],
        ["Tess", "tortoise", "yellow", "1st"], ["Victor", "guinea pig", "blue", "3rd"]],
       [
        ("The tortoise, who wore a yellow bow, beat every other pet.",
         lambda s: s.same("tortoise", "yellow") and s.same("tortoise", "1st")),
        ("Sam's parrot came last.",
         lambda s: s.same("Sam", "parrot") and s.same("Sam", "4th")),
        ("Ruby's pet finished one place ahead of the guinea pig.",
         lambda s: s.n("Ruby", "places") + 1 == s.n("guinea pig", "places")),
        ("Neither Ruby nor Victor picked red.",
         lambda s: not s.same("Ruby", "red") and not s.same("Victor", "red")),
        ("Tess's pet beat Victor's.",
         lambda s: s.n("Tess", "places") < s.n("Victor", "places")),
        ("The guinea pig wore blue.",
         lambda s: s.same("guinea pig", "blue")),
        ("Ruby's kitten didn't win.",
         lambda s: s.same("Ruby", "kitten") and not s.same("Ruby", "1st")),
       ])

# ---------------------------------------------------------------- 05
puzzle("u23-05-bake-sale", "Bake Sale",
       "Four teachers each baked a tray of treats for the school bake sale. Every tray had its own price per piece, and every tray sold out at a different time.",
       [("teachers", ["Mrs. Ames", "Mr. Blake", "Ms. Carter", "Mr. Dunn"]),
        ("treats", ["brownies", "muffins", "cookies", "scones"]),
        ("prices", ["$1.25", "$1.50", "$1.75", "$2.00"]),
        ("times", ["10:15am", "10:45am", "11:30am", "12:00pm"])],
       [["Mrs. Ames", "scones", "$2.00", "11:30am"], ["Mr. Blake", "brownies", "$1.50", "10:15am"],
        ["Ms. Carter", "cookies", "$1.25", "12:00pm"], ["Mr. Dunn", "muffins", "$1.75", "10:45am"]],
       [
        ("The brownies sold out first, and they cost 25 cents less than the muffins.",
         lambda s: s.same("brownies", "10:15am") and abs(s.n("muffins", "prices") - s.n("brownies", "prices") - 0.25) < 1e-9),
        ("Mrs. Ames's treat was the priciest on the table.",
         lambda s: s.same("Mrs. Ames", "$2.00")),
        ("Ms. Carter's cookies were the last to go.",
         lambda s: s.same("Ms. Carter", "cookies") and s.same("Ms. Carter", "12:00pm")),
        ("Mr. Dunn charged 50 cents more than Ms. Carter did.",
         lambda s: abs(s.n("Mr. Dunn", "prices") - s.n("Ms. Carter", "prices") - 0.50) < 1e-9),
        ("The scones didn't sell out at 10:45am.",
         lambda s: not s.same("scones", "10:45am")),
        ("Mr. Blake's tray was empty before Mrs. Ames's.",
         lambda s: s.n("Mr. Blake", "times") < s.n("Mrs. Ames", "times")),
       ])

# ---------------------------------------------------------------- 06
puzzle("u23-06-weather-report", "Around the World Weather",
       "Mr. Patel's class checked the weather in four cities at noon one day in April and wrote the temperatures on the board.",
       [("cities", ["Oslo", "Cairo", "Lima", "Perth"]),
        ("temperatures", ["12°C", "18°C", "25°C", "31°C"]),
        ("weather", ["sunny", "cloudy", "rainy", "windy"])],
       [["Oslo", "12°C", "rainy"], ["Cairo", "31°C", "sunny"],
        ["Lima", "18°C", "cloudy"], ["Perth", "25°C", "windy"]],
       [
        ("Cairo was the hottest city on the board.",
         lambda s: s.same("Cairo", "31°C")),
        ("It was 6 degrees warmer in Lima than in Oslo.",
         lambda s: s.n("Lima", "temperatures") - s.n("Oslo", "temperatures") == 6),
        ("The windy city recorded 25°C.",
         lambda s: s.same("windy", "25°C")),
        ("Oslo wasn't cloudy.",
         lambda s: not s.same("Oslo", "cloudy")),
        ("The sunny city was warmer than the cloudy one.",
         lambda s: s.n("sunny", "temperatures") > s.n("cloudy", "temperatures")),
       ])

# ---------------------------------------------------------------- 07
puzzle("u23-07-train-times", "All Aboard",
       "Five passengers waited at Crewe station on Saturday, each for a different train leaving from a different platform.",
       [("passengers", ["Alice Grey", "Brian Hall", "Chloe Irwin", "David Jones", "Ellen King"]),
        ("times", ["08:15", "09:40", "11:05", "13:30", "16:20"]),
        ("destinations", ["Leeds", "York", "Bath", "Derby", "Hull"]),
        ("platforms", ["1", "2", "3", "4", "5"])],
       [["Alice Grey", "11:05", "York", "3"], ["Brian Hall", "08:15", "Hull", "5"],
        ["Chloe Irwin", "16:20", "Bath", "1"], ["David Jones", "13:30", "Leeds", "4"],
        ["Ellen King", "09:40", "Derby", "2"]],
       [
        ("Brian Hall caught the earliest train of the day.",
         lambda s: s.same("Brian Hall", "08:15")),
        ("The Bath train left from platform 1, more than four hours after Alice's.",
         lambda s: s.same("Bath", "1") and t24(s.g("Bath", "times")) - t24(s.g("Alice Grey", "times")) > 240),
        ("David Jones is off to Leeds.",
         lambda s: s.same("David Jones", "Leeds")),
        ("Ellen King's train pulls out an hour and twenty-five minutes after Brian's.",
         lambda s: t24(s.g("Ellen King", "times")) - t24(s.g("Brian Hall", "times")) == 85),
        ("The passenger on platform 4 leaves at 13:30.",
         lambda s: s.same("4", "13:30")),
        ("The Hull train doesn't go from platform 2 or platform 3.",
         lambda s: s.g("Hull", "platforms") not in ("2", "3")),
        ("Ellen King is waiting on platform 2, but not for the York train.",
         lambda s: s.same("Ellen King", "2") and not s.same("Ellen King", "York")),
        ("Brian isn't going to York.",
         lambda s: not s.same("Brian Hall", "York")),
       ])

# ---------------------------------------------------------------- 08
puzzle("u23-08-league-table", "Sunday League",
       "The four teams in the under-11s Sunday league have finished their season. Each has a different captain and kit colour, and each scored a different number of goals.",
       [("teams", ["Rovers", "United", "Athletic", "City"]),
        ("captains", ["Kim", "Joe", "Pat", "Lee"]),
        ("kits", ["green", "red", "blue", "white"]),
        ("goals", ["12", "15", "19", "24"])],
       [["Rovers", "Kim", "green", "19"], ["United", "Joe", "red", "24"],
        ["Athletic", "Pat", "blue", "12"], ["City", "Lee", "white", "15"]],
       [
        ("United scored more goals than any other team.",
         lambda s: s.same("United", "24")),
        ("Pat's team, who play in blue, scored three fewer goals than City.",
         lambda s: s.same("Pat", "blue") and not s.same("Pat", "City") and s.n("City", "goals") - s.n("Pat", "goals") == 3),
        ("Kim doesn't captain City or United.",
         lambda s: s.g("Kim", "teams") not in ("City", "United")),
        ("The side in white isn't Rovers.",
         lambda s: not s.same("white", "Rovers")),
        ("Joe's lot wear red.",
         lambda s: s.same("Joe", "red")),
        ("Rovers found the net 19 times.",
         lambda s: s.same("Rovers", "19")),
        ("Lee's side didn't score the most goals.",
         lambda s: not s.same("Lee", "24")),
       ])

# ---------------------------------------------------------------- 09
puzzle("u23-09-sleepover", "Sleepover!",
       "Amara invited four friends to a sleepover for her birthday. The five girls lined their sleeping bags up across the lounge floor in spots numbered 1st to 5th from the door, and everyone brought one snack to share.",
       [("girls", ["Amara", "Bella", "Carmen", "Daisy", "Esme"]),
        ("spots", ["1st", "2nd", "3rd", "4th", "5th"]),
        ("ages", ["8", "9", "10", "11", "12"]),
        ("sleeping bags", ["purple", "orange", "pink", "teal", "silver"]),
        ("snacks", ["popcorn", "crisps", "grapes", "pretzels", "marshmallows"])],
       [["Amara", "3rd", "10", "teal", "popcorn"], ["Bella", "1st", "8", "pink", "grapes"],
        ["Carmen", "5th", "11", "silver", "marshmallows"], ["Daisy", "2nd", "12", "purple", "crisps"],
        ["Esme", "4th", "9", "orange", "pretzels"]],
       [
        ("Bella bagged the spot nearest the door.",
         lambda s: s.same("Bella", "1st")),
        ("Daisy, the oldest girl at the party, slept next to Bella.",
         lambda s: abs(s.n("Daisy", "spots") - s.n("Bella", "spots")) == 1 and s.same("Daisy", "12")),
        ("The girl in the silver bag is a year older than Amara.",
         lambda s: s.n("silver", "ages") - s.n("Amara", "ages") == 1),
        ("Whoever brought the grapes is the youngest.",
         lambda s: s.same("grapes", "8")),
        ("Esme is older than Bella but younger than Amara.",
         lambda s: s.n("Bella", "ages") < s.n("Esme", "ages") < s.n("Amara", "ages")),
        ("The popcorn fan slept right in the middle.",
         lambda s: s.same("popcorn", "3rd")),
        ("The purple sleeping bag belongs to the girl who brought crisps.",
         lambda s: s.same("purple", "crisps")),
        ("The teal bag was right next to the orange one.",
         lambda s: abs(s.n("teal", "spots") - s.n("orange", "spots")) == 1),
        ("Esme slept between Amara and Carmen.",
         lambda s: min(s.n("Amara", "spots"), s.n("Carmen", "spots")) < s.n("Esme", "spots") < max(s.n("Amara", "spots"), s.n("Carmen", "spots"))),
        ("Carmen is older than Amara.",
         lambda s: s.n("Carmen", "ages") > s.n("Amara", "ages")),
        ("Amara didn't sleep at the far end of the row.",
         lambda s: not s.same("Amara", "5th")),
        ("The pretzels came from the girl in the 4th spot.",
         lambda s: s.same("pretzels", "4th")),
        ("Esme's sleeping bag isn't the teal one.",
         lambda s: not s.same("Esme", "teal")),
       ])

# ---------------------------------------------------------------- 10
puzzle("u23-10-classroom-desks", "Who Sits Where?",
       "Five pupils sit in a row of desks numbered 1 to 5, with desk 1 nearest the door. Ivy, Leah and Mia are girls; Jack and Kai are boys.",
       [("pupils", ["Ivy", "Jack", "Kai", "Leah", "Mia"]),
        ("desks", ["Desk 1", "Desk 2", "Desk 3", "Desk 4", "Desk 5"]),
        ("subjects", ["maths", "English", "music", "geography", "PE"]),
        ("lunches", ["ham sandwich", "jacket potato", "fish fingers", "pasta", "veggie wrap"])],
       [["Ivy", "Desk 2", "music", "pasta"], ["Jack", "Desk 4", "maths", "fish fingers"],
        ["Kai", "Desk 1", "PE", "ham sandwich"], ["Leah", "Desk 5", "geography", "veggie wrap"],
        ["Mia", "Desk 3", "English", "jacket potato"]],
       [
        ("The boy who loves maths sits next to Mia.",
         lambda s: s.g("maths", "pupils") in ("Jack", "Kai") and abs(desk(s.g("maths", "desks")) - desk(s.g("Mia", "desks"))) == 1),
        ("Leah's favourite subject is geography.",
         lambda s: s.same("Leah", "geography")),
        ("The pupil who has pasta sits between Kai and Mia.",
         lambda s: min(desk(s.g("Kai", "desks")), desk(s.g("Mia", "desks"))) < desk(s.g("pasta", "desks")) < max(desk(s.g("Kai", "desks")), desk(s.g("Mia", "desks")))),
        ("Mia and the child who has fish fingers are best friends.",
         lambda s: not s.same("Mia", "fish fingers")),
        ("Leah has the desk farthest from the door.",
         lambda s: s.same("Leah", "Desk 5")),
        ("Jack's desk is next to Leah's.",
         lambda s: abs(desk(s.g("Jack", "desks")) - desk(s.g("Leah", "desks"))) == 1),
        ("Kai loves PE best.",
         lambda s: s.same("Kai", "PE")),
        ("Ivy's favourite isn't English.",
         lambda s: not s.same("Ivy", "English")),
        ("Leah is a vegetarian, so she has the veggie wrap.",
         lambda s: s.same("Leah", "veggie wrap")),
        ("Kai brings a ham sandwich from home.",
         lambda s: s.same("Kai", "ham sandwich")),
       ])

# ---------------------------------------------------------------- 11
puzzle("u23-11-summer-camp", "Camp Willow Lake",
       "Four campers spent a week at Camp Willow Lake. Each stayed in a different cabin, had a different favourite activity and swam a different distance in the lake on the last morning.",
       [("campers", ["Tom Reed", "Una Shaw", "Vic Trent", "Wendy Young"]),
        ("cabins", ["Oak", "Pine", "Birch", "Maple"]),
        ("activities", ["canoeing", "archery", "climbing", "crafts"]),
        ("distances", ["0.5 miles", "1 mile", "1.5 miles", "2 miles"])],
       [["Tom Reed", "Pine", "archery", "1.5 miles"], ["Una Shaw", "Oak", "canoeing", "2 miles"],
        ["Vic Trent", "Maple", "crafts", "0.5 miles"], ["Wendy Young", "Birch", "climbing", "1 mile"]],
       [
        ("Una swam farther than anybody else.",
         lambda s: s.same("Una Shaw", "2 miles")),
        ("The archer stayed in Pine cabin.",
         lambda s: s.same("archery", "Pine")),
        ("Vic swam half a mile less than Wendy.",
         lambda s: s.n("Wendy Young", "distances") - s.n("Vic Trent", "distances") == 0.5),
        ("The camper in Birch loves climbing.",
         lambda s: s.same("Birch", "climbing")),
        ("The canoeist wasn't in Maple.",
         lambda s: not s.same("canoeing", "Maple")),
        ("The camper who did crafts swam the shortest distance.",
         lambda s: s.same("crafts", "0.5 miles")),
        ("Wendy Young slept in Birch.",
         lambda s: s.same("Wendy Young", "Birch")),
        ("Tom Reed didn't sign up for crafts.",
         lambda s: not s.same("Tom Reed", "crafts")),
        ("Una Shaw has never held a bow and arrow.",
         lambda s: not s.same("Una Shaw", "archery")),
       ])

# ---------------------------------------------------------------- 12
puzzle("u23-12-sunflowers", "The Great Sunflower Race",
       "Five children each sowed a sunflower seed in a different month, grew it in a coloured pot with its own special feed, and measured it at the end of the summer. Bea and Dot are girls; Alfie, Cal and Ezra are boys.",
       [("growers", ["Alfie", "Bea", "Cal", "Dot", "Ezra"]),
        ("heights", ["5 ft 4 in", "5 ft 8 in", "6 ft 1 in", "6 ft 6 in", "7 ft 2 in"]),
        ("months", ["February", "March", "April", "May", "June"]),
        ("pots", ["red", "blue", "green", "yellow", "white"]),
        ("feeds", ["compost", "seaweed", "tea leaves", "banana skins", "eggshells"])],
       [["Alfie", "6 ft 1 in", "April", "blue", "seaweed"], ["Bea", "7 ft 2 in", "March", "white", "compost"],
        ["Cal", "5 ft 4 in", "June", "yellow", "eggshells"], ["Dot", "5 ft 8 in", "May", "red", "banana skins"],
        ["Ezra", "6 ft 6 in", "February", "green", "tea leaves"]],
       [
        ("Bea's sunflower was the tallest of all.",
         lambda s: s.same("Bea", "7 ft 2 in")),
        ("The one planted in June ended up the shortest.",
         lambda s: s.same("June", "5 ft 4 in")),
        ("Alfie's flower grew 5 inches taller than Dot's.",
         lambda s: ht(s.g("Alfie", "heights")) - ht(s.g("Dot", "heights")) == 5),
        ("The girl who fed hers compost used a white pot.",
         lambda s: s.g("compost", "growers") in ("Bea", "Dot") and s.same("compost", "white")),
        ("The yellow pot held the plant fed on eggshells.",
         lambda s: s.same("yellow", "eggshells")),
        ("Dot planted a month after Alfie.",
         lambda s: s.n("Dot", "months") - s.n("Alfie", "months") == 1),
        ("The sunflower in the green pot reached 6 ft 6 in.",
         lambda s: s.same("green", "6 ft 6 in")),
        ("Nobody who used banana skins chose a blue pot.",
         lambda s: not s.same("banana skins", "blue")),
        ("Ezra's sunflower beat Alfie's.",
         lambda s: ht(s.g("Ezra", "heights")) > ht(s.g("Alfie", "heights"))),
        ("Bea sowed her seeds in March, a month after Ezra.",
         lambda s: s.same("Bea", "March") and s.n("Bea", "months") - s.n("Ezra", "months") == 1),
        ("Cal's pot was yellow, just like his flower.",
         lambda s: s.same("Cal", "yellow")),
        ("Dot used a red pot.",
         lambda s: s.same("Dot", "red")),
        ("Ezra fed his with cold tea leaves.",
         lambda s: s.same("Ezra", "tea leaves")),
       ])
