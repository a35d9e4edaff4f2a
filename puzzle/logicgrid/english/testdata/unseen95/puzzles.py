# unseen95: twelve logic-grid puzzles about work, jobs and everyday life.
# Executed by testdata/unseen/truth.py, which supplies State, nv,
# one_of_other and puzzle.

def diff(s, *xs):
    """All the items named belong to different rows (different people)."""
    rs = [s.r(x) for x in xs]
    return len(set(rs)) == len(rs)

def adj(s, a, b, cat):
    """a's and b's values in a numeric category differ by exactly one step of 1."""
    return abs(s.n(a, cat) - s.n(b, cat)) == 1

# ---------------------------------------------------------------- 01
puzzle("u95-01-night-shifts", "Night Shifts",
       "Four nurses at St Brigid's each covered one night shift early last week, "
       "one on each night from Monday to Thursday, and each on a different ward.",
       [("nurse", ["Abby", "Carmen", "Dev", "Fiona"]),
        ("ward", ["Cardiology", "Maternity", "Oncology", "Pediatrics"]),
        ("day", ["Monday", "Tuesday", "Wednesday", "Thursday"])],
       [["Abby", "Oncology", "Wednesday"],
        ["Carmen", "Maternity", "Monday"],
        ["Dev", "Pediatrics", "Thursday"],
        ["Fiona", "Cardiology", "Tuesday"]],
       [("Carmen, who wasn't on Oncology, worked earlier in the week than the Cardiology nurse.",
         lambda s: not s.same("Carmen", "Oncology")
                   and s.n("Carmen", "day") < s.n("Cardiology", "day")),
        ("Neither Dev nor the Maternity nurse had the Wednesday shift.",
         lambda s: diff(s, "Dev", "Maternity") and not s.same("Dev", "Wednesday")
                   and not s.same("Maternity", "Wednesday")),
        ("Fiona's night came earlier in the week than the Oncology shift.",
         lambda s: s.n("Fiona", "day") < s.n("Oncology", "day")),
        ("Dev wasn't rostered on Tuesday.",
         lambda s: not s.same("Dev", "Tuesday")),
        ("Abby and the Pediatrics nurse worked on Wednesday and Thursday, in some order.",
         lambda s: one_of_other(s, "Abby", "Pediatrics", "Wednesday", "Thursday")),
       ])

# ---------------------------------------------------------------- 02
puzzle("u95-02-quarterly-report", "The Quarterly Report",
       "Four members of the finance team each wrote one section of the quarterly report "
       "and filed it at a different time on Friday. Each had a different lunch that day.",
       [("name", ["Greta", "Hassan", "Imelda", "Jonas"]),
        ("section", ["budget", "forecast", "payroll", "summary"]),
        ("time", ["9:00am", "10:30am", "1:00pm", "3:30pm"]),
        ("lunch", ["salad", "sandwich", "soup", "sushi"])],
       [["Greta", "forecast", "1:00pm", "soup"],
        ["Hassan", "summary", "9:00am", "salad"],
        ["Imelda", "payroll", "3:30pm", "sushi"],
        ["Jonas", "budget", "10:30am", "sandwich"]],
       [("Hassan, who had the salad, filed his section earlier than whoever wrote the budget.",
         lambda s: s.same("Hassan", "salad") and s.n("Hassan", "time") < s.n("budget", "time")),
        ("The payroll section wasn't written by the one who had soup, and neither of them "
         "filed in the morning.",
         lambda s: diff(s, "payroll", "soup") and s.n("payroll", "time") >= 720
                   and s.n("soup", "time") >= 720),
        ("Jonas and the one who ate sushi wrote the budget and the payroll sections, in some order.",
         lambda s: one_of_other(s, "Jonas", "sushi", "budget", "payroll")),
        ("Greta filed two and a half hours after Jonas.",
         lambda s: s.n("Greta", "time") == s.n("Jonas", "time") + 150),
        ("Imelda wrote neither the budget nor the forecast.",
         lambda s: not s.same("Imelda", "budget") and not s.same("Imelda", "forecast")),
        ("The summary was filed before the forecast, and neither of them went in at 10:30am.",
         lambda s: s.n("summary", "time") < s.n("forecast", "time")
                   and not s.same("summary", "10:30am") and not s.same("forecast", "10:30am")),
       ])

# ---------------------------------------------------------------- 03
puzzle("u95-03-location-shoot", "Location Shoot",
       "Five crew members on a low-budget feature each had a different job, and each "
       "arrived on set at a different time on the first morning of the shoot.",
       [("name", ["Bram", "Celine", "Dario", "Esme", "Farouk"]),
        ("job", ["boom operator", "gaffer", "grip", "make-up artist", "script supervisor"]),
        ("time", ["5:00am", "5:15am", "5:30am", "5:45am", "6:00am"])],
       [["Bram", "gaffer", "5:45am"],
        ["Celine", "script supervisor", "5:00am"],
        ["Dario", "make-up artist", "6:00am"],
        ["Esme", "grip", "5:15am"],
        ["Farouk", "boom operator", "5:30am"]],
       [("The gaffer turned up half an hour after the grip, who got there a quarter of an hour "
         "after Celine.",
         lambda s: s.n("gaffer", "time") == s.n("grip", "time") + 30
                   and s.n("grip", "time") == s.n("Celine", "time") + 15),
        ("Celine got there before both Bram and the boom operator.",
         lambda s: diff(s, "Bram", "boom operator")
                   and s.n("Celine", "time") < s.n("Bram", "time")
                   and s.n("Celine", "time") < s.n("boom operator", "time")),
        ("Neither Dario nor Farouk is the script supervisor, and Dario got there after Farouk did.",
         lambda s: not s.same("Dario", "script supervisor")
                   and not s.same("Farouk", "script supervisor")
                   and s.n("Dario", "time") > s.n("Farouk", "time")),
        ("Bram, who isn't the grip, arrived fifteen minutes before the make-up artist.",
         lambda s: not s.same("Bram", "grip")
                   and s.n("Bram", "time") + 15 == s.n("make-up artist", "time")),
        ("Esme, who wasn't the first to arrive, got there before Farouk.",
         lambda s: s.n("Esme", "time") < s.n("Farouk", "time") and not s.same("Esme", "5:00am")),
       ])

# ---------------------------------------------------------------- 04
puzzle("u95-04-kitchen-brigade", "The Brigade",
       "Five cooks work the line at Marigold. Each runs a different station, has a different "
       "number of years' experience, and takes a different weekday off.",
       [("cook", ["Aldo", "Bettina", "Cyrus", "Dolores", "Emeka"]),
        ("station", ["fish", "garnish", "grill", "pastry", "sauce"]),
        ("experience", ["2 years", "4 years", "6 years", "8 years", "10 years"]),
        ("day off", ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"])],
       [["Aldo", "sauce", "8 years", "Tuesday"],
        ["Bettina", "pastry", "2 years", "Thursday"],
        ["Cyrus", "grill", "10 years", "Monday"],
        ["Dolores", "fish", "4 years", "Friday"],
        ["Emeka", "garnish", "6 years", "Wednesday"]],
       [("Cyrus, the most experienced of the five, works the grill.",
         lambda s: s.same("Cyrus", "10 years") and s.same("Cyrus", "grill")),
        ("The grill cook's day off is the day before Aldo's.",
         lambda s: s.n("grill", "day off") + 1 == s.n("Aldo", "day off")),
        ("Bettina has six years' less experience than Aldo, and Bettina's day off falls later "
         "in the week than Aldo's.",
         lambda s: s.n("Aldo", "experience") - s.n("Bettina", "experience") == 6
                   and s.n("Bettina", "day off") > s.n("Aldo", "day off")),
        ("Neither the fish cook nor the one who is off on Wednesdays has eight years' experience.",
         lambda s: diff(s, "fish", "Wednesday") and not s.same("fish", "8 years")
                   and not s.same("Wednesday", "8 years")),
        ("Emeka is either the garnish cook or the one with four years' experience, but not both.",
         lambda s: s.same("Emeka", "garnish") != s.same("Emeka", "4 years")),
        ("Emeka has been cooking longer than Dolores, and Emeka's day off comes earlier in the "
         "week than Dolores's.",
         lambda s: s.n("Emeka", "experience") > s.n("Dolores", "experience")
                   and s.n("Emeka", "day off") < s.n("Dolores", "day off")),
        ("Dolores's day off comes the day after the pastry cook's.",
         lambda s: s.n("Dolores", "day off") == s.n("pastry", "day off") + 1),
       ])

# ---------------------------------------------------------------- 05
puzzle("u95-05-copy-deadline", "Copy Deadline",
       "Four reporters at the Evening Ledger each filed one story yesterday afternoon, each "
       "from a different beat, each of a different length and each at a different time.",
       [("reporter", ["Ines", "Kofi", "Lars", "Mireille"]),
        ("beat", ["business", "courts", "health", "sport"]),
        ("length", ["400 words", "600 words", "800 words", "1,000 words"]),
        ("filed", ["4:00pm", "5:00pm", "6:00pm", "7:00pm"])],
       [["Ines", "courts", "800 words", "6:00pm"],
        ["Kofi", "sport", "400 words", "7:00pm"],
        ["Lars", "business", "1,000 words", "4:00pm"],
        ["Mireille", "health", "600 words", "5:00pm"]],
       [("The longest story, which wasn't about sport, was the first to be filed.",
         lambda s: s.same("1,000 words", "4:00pm") and not s.same("1,000 words", "sport")),
        ("Kofi filed last; his piece was half the length of the courts story.",
         lambda s: s.same("Kofi", "7:00pm")
                   and 2 * s.n("Kofi", "length") == s.n("courts", "length")),
        ("Neither Mireille nor Lars covers the courts, and Mireille's story was shorter than Lars's.",
         lambda s: not s.same("Mireille", "courts") and not s.same("Lars", "courts")
                   and s.n("Mireille", "length") < s.n("Lars", "length")),
        ("The health story came in an hour before the courts story.",
         lambda s: s.n("health", "filed") + 60 == s.n("courts", "filed")),
        ("Ines and the business reporter filed at 4:00pm and 6:00pm, in some order.",
         lambda s: one_of_other(s, "Ines", "business", "4:00pm", "6:00pm")),
       ])

# ---------------------------------------------------------------- 06
puzzle("u95-06-returns-desk", "The Returns Desk",
       "Five borrowers brought overdue books back to the Elm Street library on Saturday "
       "morning. Each book was of a different kind, each borrower paid a different fine, "
       "and each came in at a different time.",
       [("borrower", ["Mr Abbott", "Mrs Brandt", "Ms Chu", "Mr Dyer", "Miss Ekwueme"]),
        ("book", ["biography", "cookbook", "mystery", "poetry", "travel guide"]),
        ("fine", ["$1.50", "$2.00", "$2.50", "$3.00", "$3.50"]),
        ("time", ["9:05am", "9:20am", "9:35am", "9:50am", "10:05am"])],
       [["Mr Abbott", "travel guide", "$2.50", "9:50am"],
        ["Mrs Brandt", "cookbook", "$3.50", "9:05am"],
        ["Ms Chu", "poetry", "$1.50", "10:05am"],
        ["Mr Dyer", "mystery", "$3.00", "9:20am"],
        ["Miss Ekwueme", "biography", "$2.00", "9:35am"]],
       [("The cookbook, which carried the biggest fine, was the first book returned, and not by a man.",
         lambda s: s.same("cookbook", "$3.50") and s.same("cookbook", "9:05am")
                   and not s.same("cookbook", "Mr Abbott") and not s.same("cookbook", "Mr Dyer")),
        ("Mr Dyer paid fifty cents less than the cookbook's borrower and came in fifteen "
         "minutes after her.",
         lambda s: s.n("Mr Dyer", "fine") == s.n("cookbook", "fine") - 0.5
                   and s.n("Mr Dyer", "time") == s.n("cookbook", "time") + 15),
        ("Both Ms Chu and the woman who had the biography paid less than $2.50.",
         lambda s: diff(s, "Ms Chu", "biography")
                   and not s.same("biography", "Mr Abbott") and not s.same("biography", "Mr Dyer")
                   and s.n("Ms Chu", "fine") < 2.5 and s.n("biography", "fine") < 2.5),
        ("The poetry book came back last, fifteen minutes after the travel guide.",
         lambda s: s.same("poetry", "10:05am")
                   and s.n("poetry", "time") == s.n("travel guide", "time") + 15),
        ("Of Mr Abbott and the mystery reader, one paid $3.00 and the other came in at 9:50am.",
         lambda s: one_of_other(s, "Mr Abbott", "mystery", "$3.00", "9:50am")),
        ("Miss Ekwueme paid more than Ms Chu and came in later than Mrs Brandt.",
         lambda s: s.n("Miss Ekwueme", "fine") > s.n("Ms Chu", "fine")
                   and s.n("Miss Ekwueme", "time") > s.n("Mrs Brandt", "time")),
       ])

# ---------------------------------------------------------------- 07
puzzle("u95-07-desk-move", "The Desk Move",
       "Five colleagues at an architecture practice have been given new desks, numbered 1 to 5 "
       "in a single row with desk 1 nearest the window. Each has a different job, keeps a "
       "different plant and joined the practice in a different year.",
       [("name", ["Anouk", "Basil", "Cora", "Diego", "Elspeth"]),
        ("desk", ["1", "2", "3", "4", "5"]),
        ("job", ["architect", "drafter", "intern", "manager", "surveyor"]),
        ("plant", ["bonsai", "cactus", "fern", "ivy", "orchid"]),
        ("joined", ["2015", "2017", "2019", "2021", "2023"])],
       [["Anouk", "3", "manager", "orchid", "2015"],
        ["Basil", "5", "intern", "cactus", "2023"],
        ["Cora", "1", "surveyor", "ivy", "2019"],
        ["Diego", "2", "architect", "bonsai", "2017"],
        ["Elspeth", "4", "drafter", "fern", "2021"]],
       [("The intern, the most recent arrival, sits at the end of the row farthest from the window.",
         lambda s: s.same("intern", "2023") and s.same("intern", "5")),
        ("Anouk, who has been with the practice longest, sits directly between Diego and Elspeth.",
         lambda s: s.same("Anouk", "2015") and diff(s, "Diego", "Elspeth")
                   and adj(s, "Anouk", "Diego", "desk") and adj(s, "Anouk", "Elspeth", "desk")),
        ("Neither the surveyor nor the one with the bonsai joined after 2019.",
         lambda s: diff(s, "surveyor", "bonsai") and s.n("surveyor", "joined") <= 2019
                   and s.n("bonsai", "joined") <= 2019),
        ("Diego, the architect, joined two years before the surveyor.",
         lambda s: s.same("Diego", "architect")
                   and s.n("Diego", "joined") + 2 == s.n("surveyor", "joined")),
        ("The orchid belongs to the manager or to whoever sits at desk 4, but not both.",
         lambda s: s.same("orchid", "manager") != s.same("orchid", "4")),
        ("The fern is on the desk next to Basil's, and the ivy is on desk 1.",
         lambda s: adj(s, "fern", "Basil", "desk") and s.same("ivy", "1")),
        ("Basil keeps a cactus, and Cora's desk is next to Diego's, nearer the window.",
         lambda s: s.same("Basil", "cactus") and s.n("Cora", "desk") + 1 == s.n("Diego", "desk")),
        ("Elspeth joined the practice after Cora did.",
         lambda s: s.n("Elspeth", "joined") > s.n("Cora", "joined")),
       ])

# ---------------------------------------------------------------- 08
puzzle("u95-08-surgical-list", "The Surgical List",
       "Four surgeons each performed one operation on Tuesday's list. Each operation was in a "
       "different theatre, started at a different time and had a different anaesthetist.",
       [("surgeon", ["Dr Amato", "Dr Bell", "Dr Cho", "Dr Das"]),
        ("operation", ["appendectomy", "hernia repair", "hip replacement", "knee arthroscopy"]),
        ("theatre", ["Theatre A", "Theatre B", "Theatre C", "Theatre D"]),
        ("start", ["8:00am", "9:30am", "11:00am", "12:30pm"]),
        ("anaesthetist", ["Greer", "Holt", "Ibsen", "Joyce"])],
       [["Dr Amato", "hip replacement", "Theatre C", "8:00am", "Holt"],
        ["Dr Bell", "appendectomy", "Theatre A", "11:00am", "Joyce"],
        ["Dr Cho", "knee arthroscopy", "Theatre D", "12:30pm", "Greer"],
        ["Dr Das", "hernia repair", "Theatre B", "9:30am", "Ibsen"]],
       [("Dr Amato, who was working with Holt, started an hour and a half before the hernia repair.",
         lambda s: s.same("Dr Amato", "Holt")
                   and s.n("Dr Amato", "start") + 90 == s.n("hernia repair", "start")),
        ("Joyce was in Theatre A, but not for the hip replacement or the hernia repair.",
         lambda s: s.same("Joyce", "Theatre A") and not s.same("Joyce", "hip replacement")
                   and not s.same("Joyce", "hernia repair")),
        ("The knee arthroscopy, the last operation to begin, was in neither Theatre A nor Theatre B.",
         lambda s: s.same("knee arthroscopy", "12:30pm") and not s.same("knee arthroscopy", "Theatre A")
                   and not s.same("knee arthroscopy", "Theatre B")),
        ("Ibsen and Greer worked in Theatres B and D, in some order.",
         lambda s: one_of_other(s, "Ibsen", "Greer", "Theatre B", "Theatre D")),
        ("Dr Das, who worked with Ibsen, started earlier than Dr Cho.",
         lambda s: s.same("Dr Das", "Ibsen") and s.n("Dr Das", "start") < s.n("Dr Cho", "start")),
        ("Dr Bell's operation began after the hernia repair but before Dr Cho's.",
         lambda s: s.n("hernia repair", "start") < s.n("Dr Bell", "start") < s.n("Dr Cho", "start")),
       ])

# ---------------------------------------------------------------- 09
puzzle("u95-09-day-players", "Day Players",
       "Five actors were hired for one day each to play small parts in a detective film. Each "
       "appears in a different scene and was paid a different fee.",
       [("actor", ["Hollis", "Ingrid", "Jasper", "Kemi", "Luca"]),
        ("part", ["bartender", "cabbie", "detective", "doorman", "widow"]),
        ("scene", ["12", "18", "23", "31", "40"]),
        ("fee", ["$300", "$350", "$400", "$450", "$500"])],
       [["Hollis", "cabbie", "31", "$350"],
        ["Ingrid", "widow", "12", "$500"],
        ["Jasper", "doorman", "40", "$300"],
        ["Kemi", "detective", "18", "$450"],
        ["Luca", "bartender", "23", "$400"]],
       [("The widow, who appears in scene 12, was the best paid of the five.",
         lambda s: s.same("widow", "12") and s.same("widow", "$500")),
        ("Jasper, who doesn't play the detective, was paid $100 less than Luca and appears in "
         "a later scene than Luca does.",
         lambda s: not s.same("Jasper", "detective")
                   and s.n("Jasper", "fee") + 100 == s.n("Luca", "fee")
                   and s.n("Jasper", "scene") > s.n("Luca", "scene")),
        ("Kemi and the bartender are in scenes 18 and 23, in some order.",
         lambda s: one_of_other(s, "Kemi", "bartender", "18", "23")),
        ("Hollis plays neither the doorman nor the detective.",
         lambda s: not s.same("Hollis", "doorman") and not s.same("Hollis", "detective")),
        ("Only one of Hollis and Kemi was paid more than $400.",
         lambda s: (s.n("Hollis", "fee") > 400) != (s.n("Kemi", "fee") > 400)),
        ("The actor in scene 31 got $50 more than the doorman.",
         lambda s: s.n("31", "fee") == s.n("doorman", "fee") + 50),
        ("Kemi appears in an earlier scene than Luca but was paid more.",
         lambda s: s.n("Kemi", "scene") < s.n("Luca", "scene")
                   and s.n("Kemi", "fee") > s.n("Luca", "fee")),
       ])

# ---------------------------------------------------------------- 10
puzzle("u95-10-staff-meal", "Staff Meal",
       "Four cooks at the Copper Pot took turns making the staff meal last week. Each made a "
       "different dish, and each dish took a different time to cook.",
       [("cook", ["Nell", "Otto", "Priya", "Quentin"]),
        ("dish", ["curry", "frittata", "noodles", "shakshuka"]),
        ("time", ["15 minutes", "20 minutes", "30 minutes", "45 minutes"])],
       [["Nell", "shakshuka", "20 minutes"],
        ["Otto", "curry", "45 minutes"],
        ["Priya", "noodles", "15 minutes"],
        ["Quentin", "frittata", "30 minutes"]],
       [("Otto's dish took longer than Quentin's.",
         lambda s: s.n("Otto", "time") > s.n("Quentin", "time")),
        ("The noodles took five minutes less than Nell's dish.",
         lambda s: s.n("noodles", "time") + 5 == s.n("Nell", "time")),
        ("Quentin took longer over the staff meal than Priya did.",
         lambda s: s.n("Quentin", "time") > s.n("Priya", "time")),
        ("The frittata took longer to cook than the shakshuka.",
         lambda s: s.n("frittata", "time") > s.n("shakshuka", "time")),
        ("Neither Nell nor Quentin was the one who cooked the curry.",
         lambda s: not s.same("Nell", "curry") and not s.same("Quentin", "curry")),
       ])

# ---------------------------------------------------------------- 11
puzzle("u95-11-night-desk", "The Night Desk",
       "Five editors put the Sunday Courier together. Each looks after a different section, "
       "each section has a different number of pages and its own deadline, and each editor "
       "keeps going on a different drink.",
       [("editor", ["Agnes", "Bertrand", "Chiara", "Dmitri", "Eun-ji"]),
        ("section", ["arts", "business", "opinion", "sport", "world"]),
        ("pages", ["4 pages", "6 pages", "8 pages", "10 pages", "12 pages"]),
        ("deadline", ["8:00pm", "8:30pm", "9:00pm", "9:30pm", "10:00pm"]),
        ("drink", ["cola", "espresso", "green tea", "latte", "mint tea"])],
       [["Agnes", "world", "10 pages", "9:30pm", "green tea"],
        ["Bertrand", "sport", "12 pages", "10:00pm", "cola"],
        ["Chiara", "opinion", "4 pages", "8:00pm", "espresso"],
        ["Dmitri", "business", "8 pages", "9:00pm", "latte"],
        ["Eun-ji", "arts", "6 pages", "8:30pm", "mint tea"]],
       [("Sport, which has the latest deadline, is also the biggest section.",
         lambda s: s.same("sport", "10:00pm") and s.same("sport", "12 pages")),
        ("The espresso drinker's section closes half an hour before Eun-ji's, and neither of "
         "them edits business or world.",
         lambda s: s.n("espresso", "deadline") + 30 == s.n("Eun-ji", "deadline")
                   and all(not s.same(x, y) for x in ("espresso", "Eun-ji")
                           for y in ("business", "world"))),
        ("Agnes and the latte drinker edit world and business, in some order.",
         lambda s: one_of_other(s, "Agnes", "latte", "world", "business")),
        ("The world section is two pages bigger than business and closes half an hour later.",
         lambda s: s.n("world", "pages") == s.n("business", "pages") + 2
                   and s.n("world", "deadline") == s.n("business", "deadline") + 30),
        ("Bertrand is the one who drinks cola or the one who edits opinion, but not both.",
         lambda s: s.same("Bertrand", "cola") != s.same("Bertrand", "opinion")),
        ("The opinion section, the smallest in the paper, isn't edited by the mint tea drinker.",
         lambda s: s.same("opinion", "4 pages") and not s.same("opinion", "mint tea")),
        ("All three of Dmitri, the arts editor and the green tea drinker have later deadlines "
         "than Chiara.",
         lambda s: diff(s, "Dmitri", "arts", "green tea")
                   and all(s.n(x, "deadline") > s.n("Chiara", "deadline")
                           for x in ("Dmitri", "arts", "green tea"))),
        ("Dmitri's deadline is earlier than Agnes's, and Dmitri's section runs to more pages "
         "than Eun-ji's.",
         lambda s: s.n("Dmitri", "deadline") < s.n("Agnes", "deadline")
                   and s.n("Dmitri", "pages") > s.n("Eun-ji", "pages")),
       ])

# ---------------------------------------------------------------- 12
puzzle("u95-12-story-time", "Story Time",
       "Five volunteers at the Hillside branch library each ran one story-time session last "
       "week, one a day from Monday to Friday. Each session was for a different age group and "
       "drew a different number of children.",
       [("volunteer", ["Magda", "Nico", "Oona", "Pavel", "Rosa"]),
        ("day", ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"]),
        ("group", ["babies", "toddlers", "preschoolers", "early readers", "teens"]),
        ("children", ["6 children", "9 children", "11 children", "14 children", "20 children"])],
       [["Magda", "Wednesday", "toddlers", "14 children"],
        ["Nico", "Friday", "teens", "6 children"],
        ["Oona", "Monday", "babies", "9 children"],
        ["Pavel", "Tuesday", "early readers", "20 children"],
        ["Rosa", "Thursday", "preschoolers", "11 children"]],
       [("The teens' session, the worst attended of the five, was the last of the week.",
         lambda s: s.same("teens", "6 children") and s.same("teens", "Friday")),
        ("Pavel, whose session drew the biggest crowd, ran it the day after Oona ran hers.",
         lambda s: s.same("Pavel", "20 children")
                   and s.n("Pavel", "day") == s.n("Oona", "day") + 1),
        ("The babies' session was the day before the early readers' session, and two fewer "
         "children came to it than to Rosa's.",
         lambda s: s.n("babies", "day") + 1 == s.n("early readers", "day")
                   and s.n("babies", "children") + 2 == s.n("Rosa", "children")),
        ("Rosa didn't have the early readers, but both she and the volunteer who read to the "
         "toddlers drew more than ten children.",
         lambda s: not s.same("Rosa", "early readers")
                   and diff(s, "Rosa", "toddlers") and s.n("Rosa", "children") > 10
                   and s.n("toddlers", "children") > 10),
        ("Magda ran her session later in the week than Pavel but earlier than Rosa.",
         lambda s: s.n("Pavel", "day") < s.n("Magda", "day") < s.n("Rosa", "day")),
       ])
