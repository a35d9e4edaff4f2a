# Blind test set unseen43: logic-grid puzzles written for this set.
# Each clue: the English sentence and a predicate saying what it means.
# Executed by truth.py (State, puzzle, one_of_other come from there).
import re

DAYS = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"]
MONTHS = ["january", "february", "march", "april", "may", "june", "july", "august",
          "september", "october", "november", "december"]
ORD = ["first", "second", "third", "fourth", "fifth"]
WORDTIMES = {"half past six": 390, "quarter to seven": 405, "seven o'clock": 420,
             "quarter past seven": 435, "half past seven": 450, "quarter to eight": 465}

def val(x):
    """The number an item stands for, written here independently of the reader:
    Monday -> 1, April -> 4, third -> 3, 3rd -> 3, 19:45 -> 1185 (minutes),
    9:30am -> 570, quarter to seven -> 405, £450 -> 450, $25,000 -> 25000,
    6 ft 1 in -> 73 (inches), 34 -> 34."""
    t = x.strip().lower()
    if t in DAYS:
        return DAYS.index(t) + 1
    if t in MONTHS:
        return MONTHS.index(t) + 1
    if t in ORD:
        return ORD.index(t) + 1
    if t in WORDTIMES:
        return WORDTIMES[t]
    m = re.match(r"^(\d+):(\d\d)\s*([ap])m$", t)
    if m:
        return (int(m.group(1)) % 12 + (12 if m.group(3) == "p" else 0)) * 60 + int(m.group(2))
    m = re.match(r"^(\d\d):(\d\d)$", t)
    if m:
        return int(m.group(1)) * 60 + int(m.group(2))
    m = re.match(r"^(\d+) ft (\d+) in$", t)
    if m:
        return int(m.group(1)) * 12 + int(m.group(2))
    m = re.search(r"\d[\d,]*", t)
    return int(m.group(0).replace(",", ""))

def v(s, item, cat):
    """The number of item's entity in category cat."""
    return val(s.g(item, cat))

def diff(s, a, b, cat):
    """v(a) - v(b) in category cat."""
    return v(s, a, cat) - v(s, b, cat)

def adj(s, a, b, cat):
    return abs(diff(s, a, b, cat)) == 1

def is_max(s, item, cat):
    return s.g(item, cat) == max(s.cats[[n for n, _ in s.cats].index(cat)][1], key=val)

def is_min(s, item, cat):
    return s.g(item, cat) == min(s.cats[[n for n, _ in s.cats].index(cat)][1], key=val)

# ---------------------------------------------------------------- 01, 3x3
puzzle("u43-01-timetable",
    "The Lower Sixth Timetable",
    "A school timetable gives the Lower Sixth three extra lessons this week, one each on Monday, Wednesday and Friday, each in a different period of the day.",
    [("subject", ["Art", "Biology", "French"]),
     ("day", ["Monday", "Wednesday", "Friday"]),
     ("period", ["1st", "3rd", "5th"])],
    [["Art", "Wednesday", "3rd"],
     ["Biology", "Friday", "1st"],
     ["French", "Monday", "5th"]],
    [("Biology is taught later in the week than Art.",
      lambda s: diff(s, "Biology", "Art", "day") > 0),
     ("The 5th-period lesson falls earlier in the week than Art.",
      lambda s: diff(s, "5th", "Art", "day") < 0),
     ("Biology comes in an earlier period than Art does.",
      lambda s: diff(s, "Biology", "Art", "period") < 0),
    ])

# ---------------------------------------------------------------- 02, 5x4
puzzle("u43-02-dog-show",
    "Best in the Hound Ring",
    "Five handlers each took one dog into the ring at the Millbrook Open Show. The dogs were shown one after another, first to fifth, and each was given a different score by the judge.",
    [("handler", ["Bruno", "Carla", "Dev", "Elise", "Finn"]),
     ("breed", ["beagle", "boxer", "collie", "poodle", "whippet"]),
     ("shown", ["first", "second", "third", "fourth", "fifth"]),
     ("score", ["76", "78", "80", "82", "85"])],
    [["Bruno", "collie", "second", "82"],
     ["Carla", "poodle", "fourth", "85"],
     ["Dev", "beagle", "third", "80"],
     ["Elise", "whippet", "first", "76"],
     ["Finn", "boxer", "fifth", "78"]],
    [("Of the five dogs, only the poodle scored more than 82 points.",
      lambda s: all((v(s, b, "score") > 82) == (b == "poodle")
                    for b in ["beagle", "boxer", "collie", "poodle", "whippet"])),
     ("The dog shown third scored 2 points less than Bruno's dog.",
      lambda s: diff(s, "third", "Bruno", "score") == -2),
     ("Elise's whippet was the first dog into the ring.",
      lambda s: s.same("Elise", "whippet") and s.same("Elise", "first")),
     ("The beagle was shown immediately before the poodle.",
      lambda s: diff(s, "beagle", "poodle", "shown") == -1),
     ("Finn's dog scored lower than the collie but higher than the whippet.",
      lambda s: diff(s, "Finn", "collie", "score") < 0 and diff(s, "Finn", "whippet", "score") > 0),
     ("Carla went into the ring some time after Dev.",
      lambda s: diff(s, "Carla", "Dev", "shown") > 0),
     ("Finn's dog was the last to be shown.",
      lambda s: s.g("Finn", "shown") == "fifth"),
    ])

# ---------------------------------------------------------------- 03, 4x4
puzzle("u43-03-travel-agency",
    "Bookings at Wanderlust Travel",
    "Four customers booked city breaks at the Wanderlust Travel shop on the high street. Each chose a different city, travels in a different month and paid a different price.",
    [("customer", ["Harriet", "Ian", "Joyce", "Kamal"]),
     ("city", ["Lisbon", "Oslo", "Rome", "Vienna"]),
     ("month", ["April", "May", "June", "September"]),
     ("price", ["£450", "£520", "£610", "£780"])],
    [["Harriet", "Oslo", "September", "£610"],
     ["Ian", "Rome", "April", "£780"],
     ["Joyce", "Vienna", "June", "£450"],
     ["Kamal", "Lisbon", "May", "£520"]],
    [("Kamal is travelling the month after Ian.",
      lambda s: diff(s, "Kamal", "Ian", "month") == 1),
     ("The Vienna break cost £160 less than Harriet's.",
      lambda s: diff(s, "Vienna", "Harriet", "price") == -160),
     ("The customer bound for Oslo travels later in the year than all the others.",
      lambda s: is_max(s, "Oslo", "month")),
     ("Joyce paid less than Kamal.",
      lambda s: diff(s, "Joyce", "Kamal", "price") < 0),
     ("The dearest break is the one to Rome, and it isn't Kamal's.",
      lambda s: s.same("£780", "Rome") and not s.same("Kamal", "Rome")),
     ("Joyce travels later in the year than Ian.",
      lambda s: diff(s, "Joyce", "Ian", "month") > 0),
    ])

# ---------------------------------------------------------------- 04, 5x4
puzzle("u43-04-quiz-night",
    "Thursday Quiz at the Red Lion",
    "Five teams turned up for the Red Lion's Thursday quiz. Each team has a different captain, finished with a different total, and did best in a different round.",
    [("team", ["The Brainiacs", "Quizzly Bears", "Les Quizerables", "Universally Challenged", "Agatha Quiztie"]),
     ("captain", ["Hugo", "Lena", "Marcus", "Nell", "Omar"]),
     ("score", ["38", "41", "44", "47", "50"]),
     ("best round", ["music", "history", "sport", "science", "film"])],
    [["The Brainiacs", "Nell", "44", "history"],
     ["Quizzly Bears", "Omar", "50", "sport"],
     ["Les Quizerables", "Hugo", "38", "film"],
     ["Universally Challenged", "Marcus", "47", "music"],
     ["Agatha Quiztie", "Lena", "41", "science"]],
    [("Hugo's team had a miserable night and finished with the lowest score of all, although film was the round they did best in.",
      lambda s: is_min(s, "Hugo", "score") and s.same("Hugo", "film")),
     ("The Quizzly Bears, who won the evening, are captained by neither Marcus nor Lena.",
      lambda s: is_max(s, "Quizzly Bears", "score") and not s.same("Quizzly Bears", "Marcus")
                and not s.same("Quizzly Bears", "Lena")),
     ("Nell's team scored exactly 3 points more than the team whose best round was science.",
      lambda s: diff(s, "Nell", "science", "score") == 3),
     ("Both the Brainiacs and the team that shone in the music round outscored Agatha Quiztie.",
      lambda s: diff(s, "The Brainiacs", "Agatha Quiztie", "score") > 0
                and diff(s, "music", "Agatha Quiztie", "score") > 0),
     ("Of Omar and Marcus, one captains Universally Challenged and the other leads the team that was strongest on sport.",
      lambda s: one_of_other(s, "Omar", "Marcus", "Universally Challenged", "sport")),
     ("Lena's lot did not do best on history, I'm told.",
      lambda s: not s.same("Lena", "history")),
     ("Lena captains Agatha Quiztie; the pun was her idea.",
      lambda s: s.same("Agatha Quiztie", "Lena")),
     ("The Brainiacs finished somewhere below the music specialists.",
      lambda s: diff(s, "The Brainiacs", "music", "score") < 0),
    ])

# ---------------------------------------------------------------- 05, 5x5
puzzle("u43-05-cottage-row",
    "Seaview Cottages",
    "Five families have rented the five Seaview holiday cottages, numbered 1 to 5 in a row from left to right. Each family brought a different pet, drove a car of a different colour and arrived on a different weekday.",
    [("family", ["Abbott", "Baines", "Carver", "Dunne", "Ellis"]),
     ("cottage", ["1", "2", "3", "4", "5"]),
     ("pet", ["cat", "dog", "parrot", "rabbit", "tortoise"]),
     ("car", ["red", "silver", "black", "white", "blue"]),
     ("arrival", ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"])],
    [["Abbott", "3", "dog", "red", "Wednesday"],
     ["Baines", "1", "parrot", "silver", "Friday"],
     ["Carver", "5", "cat", "blue", "Monday"],
     ["Dunne", "2", "tortoise", "white", "Tuesday"],
     ["Ellis", "4", "rabbit", "black", "Thursday"]],
    [("The Abbotts are in the middle cottage.",
      lambda s: s.g("Abbott", "cottage") == "3"),
     ("The dog lives somewhere to the left of the cat.",
      lambda s: diff(s, "dog", "cat", "cottage") < 0),
     ("The silver car is parked at cottage 1.",
      lambda s: s.same("silver", "1")),
     ("The Dunnes arrived the day after the Carvers.",
      lambda s: diff(s, "Dunne", "Carver", "arrival") == 1),
     ("The Dunnes' tortoise lives immediately to the right of the parrot.",
      lambda s: s.same("Dunne", "tortoise") and diff(s, "tortoise", "parrot", "cottage") == 1),
     ("The family with the blue car arrived first.",
      lambda s: s.g("blue", "arrival") == "Monday"),
     ("The red car belongs to the dog owners.",
      lambda s: s.same("red", "dog")),
     ("The rabbit arrived on Thursday.",
      lambda s: s.same("rabbit", "Thursday")),
     ("The Baines family did not arrive on Monday or Wednesday.",
      lambda s: s.g("Baines", "arrival") not in ("Monday", "Wednesday")),
     ("The black car is immediately to the right of the red car.",
      lambda s: diff(s, "black", "red", "cottage") == 1),
     ("The rabbit is not at cottage 1.",
      lambda s: not s.same("rabbit", "1")),
     ("The Ellises own the rabbit.",
      lambda s: s.same("Ellis", "rabbit")),
    ])

# ---------------------------------------------------------------- 06, 4x4
puzzle("u43-06-recipe-contest",
    "The Village Hall Cook-Off",
    "Four amateur cooks entered the village hall cook-off. Each made a different dish around a different secret ingredient, and the judges ranked the four dishes first to fourth.",
    [("cook", ["Greta", "Hamid", "Isla", "Jonah"]),
     ("dish", ["risotto", "tagine", "pie", "curry"]),
     ("ingredient", ["saffron", "lime", "fennel", "chocolate"]),
     ("place", ["first", "second", "third", "fourth"])],
    [["Greta", "tagine", "saffron", "second"],
     ["Hamid", "pie", "chocolate", "fourth"],
     ["Isla", "curry", "lime", "first"],
     ["Jonah", "risotto", "fennel", "third"]],
    [("The winner not only cooked the curry but also used lime.",
      lambda s: s.same("first", "curry") and s.same("first", "lime")),
     ("The cook who used chocolate finished two places behind Greta.",
      lambda s: diff(s, "chocolate", "Greta", "place") == 2),
     ("The risotto maker and the fennel user are the same person.",
      lambda s: s.same("risotto", "fennel")),
     ("Hamid didn't make the tagine.",
      lambda s: not s.same("Hamid", "tagine")),
     ("Jonah was placed somewhere ahead of Hamid.",
      lambda s: diff(s, "Jonah", "Hamid", "place") < 0),
     ("The saffron dish was ranked higher than the risotto.",
      lambda s: diff(s, "saffron", "risotto", "place") < 0),
     ("The curry was Isla's.",
      lambda s: s.same("curry", "Isla")),
    ])

# ---------------------------------------------------------------- 07, 4x4
puzzle("u43-07-train-journey",
    "Four Tickets from Brussels",
    "Four travellers bought single tickets at Brussels-Midi for different trains on the same day. The departure times are shown on the 24-hour clock. Each went to a different city and paid a different fare.",
    [("traveller", ["Amelie", "Bram", "Colm", "Dita"]),
     ("departure", ["07:15", "09:40", "13:05", "19:45"]),
     ("destination", ["Antwerp", "Bruges", "Ghent", "Liège"]),
     ("fare", ["€19", "€24", "€31", "€42"])],
    [["Amelie", "13:05", "Ghent", "€24"],
     ["Bram", "07:15", "Bruges", "€42"],
     ["Colm", "19:45", "Antwerp", "€19"],
     ["Dita", "09:40", "Liège", "€31"]],
    [("Bram caught the earliest train.",
      lambda s: is_min(s, "Bram", "departure")),
     ("The Antwerp passenger left later than Amelie and paid less than she did.",
      lambda s: diff(s, "Antwerp", "Amelie", "departure") > 0 and diff(s, "Antwerp", "Amelie", "fare") < 0),
     ("The fare on the 09:40 was €7 more than the fare to Ghent.",
      lambda s: diff(s, "09:40", "Ghent", "fare") == 7),
     ("The most expensive ticket was for Bruges.",
      lambda s: s.same("€42", "Bruges")),
     ("Amelie was bound for Ghent.",
      lambda s: s.same("Amelie", "Ghent")),
     ("Colm's train leaves at 19:45.",
      lambda s: s.g("Colm", "departure") == "19:45"),
    ])

# ---------------------------------------------------------------- 08, 4x3
puzzle("u43-08-alarm-clocks",
    "Early Risers at Number 9",
    "Four students share the house at Number 9 Elm Road. Each sets an alarm for a different time on weekdays and eats a different breakfast.",
    [("student", ["Fern", "Gus", "Hana", "Ivo"]),
     ("alarm", ["half past six", "quarter to seven", "seven o'clock", "quarter past seven"]),
     ("breakfast", ["toast", "porridge", "eggs", "yogurt"])],
    [["Fern", "quarter past seven", "yogurt"],
     ["Gus", "half past six", "eggs"],
     ["Hana", "seven o'clock", "porridge"],
     ["Ivo", "quarter to seven", "toast"]],
    [("Gus is always the first one up, and you'll never catch him eating porridge.",
      lambda s: is_min(s, "Gus", "alarm") and not s.same("Gus", "porridge")),
     ("The toast-eater's alarm goes off a quarter of an hour before Hana's.",
      lambda s: diff(s, "toast", "Hana", "alarm") == -15),
     ("Whoever has the yogurt gets up half an hour after Ivo does.",
      lambda s: diff(s, "yogurt", "Ivo", "alarm") == 30),
     ("Fern's alarm is not set for seven o'clock.",
      lambda s: s.g("Fern", "alarm") != "seven o'clock"),
    ])

# ---------------------------------------------------------------- 09, 5x4
puzzle("u43-09-job-offers",
    "First Jobs",
    "Five friends from the same graduating class have each accepted a job offer. Each will work for a different company, in a different city, on a different starting salary.",
    [("graduate", ["Asha", "Ben", "Cora", "Dmitri", "Eve"]),
     ("company", ["Avanti", "Brightwave", "Corelink", "Lumen", "Northpeak"]),
     ("salary", ["$25,000", "$28,000", "$31,000", "$34,000", "$37,000"]),
     ("city", ["Austin", "Boston", "Chicago", "Denver", "Seattle"])],
    [["Asha", "Brightwave", "$31,000", "Denver"],
     ["Ben", "Corelink", "$25,000", "Austin"],
     ["Cora", "Northpeak", "$37,000", "Boston"],
     ["Dmitri", "Avanti", "$28,000", "Chicago"],
     ["Eve", "Lumen", "$34,000", "Seattle"]],
    [("The Denver job pays $3,000 more than Dmitri's.",
      lambda s: diff(s, "Denver", "Dmitri", "salary") == 3000),
     ("Cora has the best-paid job of the five.",
      lambda s: is_max(s, "Cora", "salary")),
     ("Either Ben or Eve is moving to Austin.",
      lambda s: s.same("Ben", "Austin") or s.same("Eve", "Austin")),
     ("Neither the Corelink offer nor the Avanti one pays more than $30,000.",
      lambda s: v(s, "Corelink", "salary") <= 30000 and v(s, "Avanti", "salary") <= 30000),
     ("Asha, the Lumen recruit and the graduate heading to Boston are three different people.",
      lambda s: len({s.r("Asha"), s.r("Lumen"), s.r("Boston")}) == 3),
     ("Ben turned down Avanti.",
      lambda s: not s.same("Ben", "Avanti")),
     ("Northpeak's new hire will be based in Boston.",
      lambda s: s.same("Northpeak", "Boston")),
     ("The lowest-paid of the five is not going to Chicago.",
      lambda s: not s.same("$25,000", "Chicago")),
     ("Eve will be working in Seattle.",
      lambda s: s.same("Eve", "Seattle")),
     ("Dmitri is starting on a smaller salary than Eve.",
      lambda s: diff(s, "Dmitri", "Eve", "salary") < 0),
    ])

# ---------------------------------------------------------------- 10, 4x4
puzzle("u43-10-cabin-crew",
    "Crew List",
    "Four crew members are rostered together on a flight. Each has a different role, is a different age and lives in a different city.",
    [("crew member", ["Mara", "Nico", "Pavel", "Rosa"]),
     ("role", ["pilot", "co-pilot", "purser", "steward"]),
     ("age", ["29", "34", "41", "46"]),
     ("home", ["Dublin", "Madrid", "Porto", "Riga"])],
    [["Mara", "co-pilot", "34", "Dublin"],
     ["Nico", "steward", "29", "Madrid"],
     ["Pavel", "pilot", "46", "Riga"],
     ["Rosa", "purser", "41", "Porto"]],
    [("The pilot is not 34.",
      lambda s: s.g("pilot", "age") != "34"),
     ("Nico, the steward, is also the youngest.",
      lambda s: s.same("Nico", "steward") and is_min(s, "Nico", "age")),
     ("The purser is 7 years older than Mara.",
      lambda s: diff(s, "purser", "Mara", "age") == 7),
     ("The crew member from Riga is older than the purser.",
      lambda s: diff(s, "Riga", "purser", "age") > 0),
     ("Rosa lives in Porto.",
      lambda s: s.same("Rosa", "Porto")),
     ("The steward isn't from Dublin.",
      lambda s: not s.same("steward", "Dublin")),
    ])

# ---------------------------------------------------------------- 11, 5x5
puzzle("u43-11-sunflowers",
    "The Tallest Sunflower",
    "The Bramley Lane allotment society held its tallest-sunflower contest. Five growers entered; their plots, numbered 1 to 5, lie side by side in a row. Each grower sowed in a different month, used a different feed, and their flowers reached different heights.",
    [("grower", ["Alfie", "Bea", "Cyril", "Dot", "Enid"]),
     ("height", ["5 ft 10 in", "6 ft 3 in", "6 ft 8 in", "7 ft 1 in", "7 ft 6 in"]),
     ("plot", ["1", "2", "3", "4", "5"]),
     ("sown", ["February", "March", "April", "May", "June"]),
     ("feed", ["seaweed", "manure", "compost", "bone meal", "nettle tea"])],
    [["Alfie", "6 ft 8 in", "4", "April", "nettle tea"],
     ["Bea", "7 ft 6 in", "2", "March", "seaweed"],
     ["Cyril", "5 ft 10 in", "5", "June", "compost"],
     ["Dot", "6 ft 3 in", "1", "May", "manure"],
     ["Enid", "7 ft 1 in", "3", "February", "bone meal"]],
    [("Bea's sunflower towered over everyone else's, and yet she sowed it the month after Enid sowed hers.",
      lambda s: is_max(s, "Bea", "height") and diff(s, "Bea", "Enid", "sown") == 1),
     ("The flower fed on nettle tea grew exactly 5 inches taller than Dot's.",
      lambda s: diff(s, "nettle tea", "Dot", "height") == 5),
     ("Dot and Cyril have the two end plots.",
      lambda s: {s.g("Dot", "plot"), s.g("Cyril", "plot")} == {"1", "5"}),
     ("Of Alfie and Enid, one used bone meal and the other works plot 4.",
      lambda s: one_of_other(s, "Alfie", "Enid", "bone meal", "4")),
     ("Whoever sowed in May has the plot right next to the seaweed user's.",
      lambda s: adj(s, "May", "seaweed", "plot")),
     ("The 7 ft 1 in sunflower grows in the middle plot.",
      lambda s: s.same("7 ft 1 in", "3")),
     ("Alfie sowed his seed in April, the month before Dot sowed hers.",
      lambda s: s.g("Alfie", "sown") == "April" and diff(s, "Dot", "Alfie", "sown") == 1),
     ("Cyril used compost, and nothing grew shorter than his.",
      lambda s: s.same("Cyril", "compost") and is_min(s, "Cyril", "height")),
     ("Enid's flower is taller than Alfie's.",
      lambda s: diff(s, "Enid", "Alfie", "height") > 0),
    ])

# ---------------------------------------------------------------- 12, 3x4
puzzle("u43-12-dentist",
    "Tuesday at the Dental Surgery",
    "Three patients have appointments at the Riverside dental surgery on Tuesday, each at a different time, with a different dentist, for a different treatment.",
    [("patient", ["Ollie", "Petra", "Reza"]),
     ("time", ["9:30am", "11:15am", "2:45pm"]),
     ("dentist", ["Dr Patel", "Dr Quinn", "Dr Shaw"]),
     ("treatment", ["filling", "check-up", "cleaning"])],
    [["Ollie", "11:15am", "Dr Patel", "filling"],
     ["Petra", "2:45pm", "Dr Quinn", "check-up"],
     ["Reza", "9:30am", "Dr Shaw", "cleaning"]],
    [("Reza is booked in before the patient having a filling.",
      lambda s: diff(s, "Reza", "filling", "time") < 0),
     ("Dr Quinn's appointment is at 2:45pm.",
      lambda s: s.same("Dr Quinn", "2:45pm")),
     ("The check-up is not with Dr Shaw.",
      lambda s: not s.same("check-up", "Dr Shaw")),
     ("Ollie isn't seeing Dr Quinn.",
      lambda s: not s.same("Ollie", "Dr Quinn")),
     ("The filling will be done by Dr Patel.",
      lambda s: s.same("filling", "Dr Patel")),
    ])
