# Blind test set unseen72: schedule / calendar logic-grid puzzles.
# Each clue is written twice: the English sentence and a predicate saying
# exactly what it means.  Checked by truth.py's brute force.

# ---- helpers (written for this set) ----
# V maps an item string to the number it stands for: clock times in minutes
# after midnight (a "midnight" that closes an evening is 24*60), durations in
# minutes, days of the week 1..7, dates as day of the month.
V = {}

def val(s, item, cat):
    """the number of the `cat` item that goes with `item`"""
    return V[s.g(item, cat)]

def pos(s, item, cat):
    """0-based place, in the listed order, of the `cat` item going with `item`"""
    return dict(s.cats)[cat].index(s.g(item, cat))

def diff(s, a, b, cat):
    """value of a minus value of b in category cat"""
    return val(s, a, cat) - val(s, b, cat)

def first(s, item, cat):
    return pos(s, item, cat) == 0

def last(s, item, cat):
    return pos(s, item, cat) == len(dict(s.cats)[cat]) - 1

def is_any(s, item, *others):
    return any(s.same(item, o) for o in others)

def none_of(s, item, *others):
    return not is_any(s, item, *others)

def distinct(s, *items):
    rs = [s.r(x) for x in items]
    return len(set(rs)) == len(rs)

# ---------------------------------------------------------------- u72-01
V.update({"8:30 AM": 510, "9:15 AM": 555, "10:00 AM": 600, "10:45 AM": 645,
          "24": 24, "31": 31, "45": 45, "58": 58})
puzzle("u72-01-dentist-diary",
  "The Dentist's Tuesday Diary",
  "Dr. Okafor's diary for Tuesday morning holds four appointments, 45 minutes apart. Each patient is booked for a different treatment, and no two patients are the same age.",
  [("patient", ["Gina", "Harold", "Ines", "Jasper"]),
   ("time", ["8:30 AM", "9:15 AM", "10:00 AM", "10:45 AM"]),
   ("treatment", ["check-up", "filling", "cleaning", "extraction"]),
   ("age", ["24", "31", "45", "58"])],
  [["Gina", "10:00 AM", "filling", "31"],
   ["Harold", "8:30 AM", "cleaning", "58"],
   ["Ines", "10:45 AM", "check-up", "24"],
   ["Jasper", "9:15 AM", "extraction", "45"]],
  [("The appointment just before Gina's is an extraction.",
    lambda s: pos(s, "extraction", "time") == pos(s, "Gina", "time") - 1),
   ("The 58-year-old is seen at half past eight.",
    lambda s: s.same("58", "8:30 AM")),
   ("The patient having a filling is 14 years younger than the one having the extraction.",
    lambda s: diff(s, "extraction", "filling", "age") == 14),
   ("Harold isn't in for a check-up.",
    lambda s: not s.same("Harold", "check-up")),
   ("Jasper's appointment is 45 minutes after Harold's.",
    lambda s: diff(s, "Jasper", "Harold", "time") == 45),
   ("Of Gina and the 24-year-old, one is having a filling and the other is booked at 10.45.",
    lambda s: one_of_other(s, "Gina", "24", "filling", "10:45 AM")),
  ])

# ---------------------------------------------------------------- u72-02
V.update({"Monday": 1, "Tuesday": 2, "Wednesday": 3, "Thursday": 4, "Friday": 5,
          "Saturday": 6, "Sunday": 7,
          "7:00 PM": 1140, "7:30 PM": 1170, "8:00 PM": 1200, "9:00 PM": 1260, "10:00 PM": 1320})
puzzle("u72-02-tv-week",
  "A Week of New Shows",
  "The TV guide lists five new programmes premiering on five different weeknights next week, each on a different channel and each at a different start time.",
  [("show", ["Cold Harbour", "Pantry Wars", "The Ledger", "Moonlit Acres", "Quizmaster General"]),
   ("day", ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"]),
   ("start", ["7:00 PM", "7:30 PM", "8:00 PM", "9:00 PM", "10:00 PM"]),
   ("channel", ["BCN", "Channel 6", "Vista", "Kestrel TV", "Northline"])],
  [["Cold Harbour", "Wednesday", "9:00 PM", "Vista"],
   ["Pantry Wars", "Monday", "7:30 PM", "Northline"],
   ["The Ledger", "Friday", "10:00 PM", "BCN"],
   ["Moonlit Acres", "Tuesday", "8:00 PM", "Kestrel TV"],
   ["Quizmaster General", "Thursday", "7:00 PM", "Channel 6"]],
  [("Cold Harbour premieres midweek.",
    lambda s: s.g("Cold Harbour", "day") == "Wednesday"),
   ("The Kestrel TV show airs the day after Pantry Wars.",
    lambda s: diff(s, "Kestrel TV", "Pantry Wars", "day") == 1),
   ("The earliest show of the evening is on Channel 6.",
    lambda s: s.same("7:00 PM", "Channel 6")),
   ("The programme on Vista starts an hour after the one on Kestrel TV.",
    lambda s: diff(s, "Vista", "Kestrel TV", "start") == 60),
   ("Quizmaster General airs exactly two days after Moonlit Acres.",
    lambda s: diff(s, "Quizmaster General", "Moonlit Acres", "day") == 2),
   ("Friday's premiere is the latest to start.",
    lambda s: s.same("Friday", "10:00 PM")),
   ("Pantry Wars starts half an hour after Quizmaster General.",
    lambda s: diff(s, "Pantry Wars", "Quizmaster General", "start") == 30),
   ("The Ledger will be shown on neither Northline nor Vista.",
    lambda s: none_of(s, "The Ledger", "Northline", "Vista")),
  ])

# ---------------------------------------------------------------- u72-03
V.update({"13:00": 780, "13:25": 805, "13:50": 830, "14:15": 855,
          "45 min": 45, "1 hr": 60, "1 hr 15 min": 75, "90 min": 90,
          "1": 1, "2": 2, "3": 3, "4": 4})
puzzle("u72-03-train-departures",
  "Afternoon Departures",
  "The departure board at Wexcombe Junction shows the next four trains, each bound for a different town, leaving from a different platform and taking a different time to reach its destination.",
  [("destination", ["Ashford", "Bexley", "Corran", "Dunmore"]),
   ("departs", ["13:00", "13:25", "13:50", "14:15"]),
   ("platform", ["1", "2", "3", "4"]),
   ("journey", ["45 min", "1 hr", "1 hr 15 min", "90 min"])],
  [["Ashford", "13:50", "2", "1 hr 15 min"],
   ["Bexley", "13:00", "4", "90 min"],
   ["Corran", "14:15", "1", "45 min"],
   ["Dunmore", "13:25", "3", "1 hr"]],
  [("The Bexley train leaves 50 minutes before the Ashford train.",
    lambda s: diff(s, "Ashford", "Bexley", "departs") == 50),
   ("The 14:15 departure has the shortest journey.",
    lambda s: s.same("14:15", "45 min")),
   ("The train from platform 3 departs immediately after the Bexley train.",
    lambda s: pos(s, "3", "departs") == pos(s, "Bexley", "departs") + 1),
   ("The journey to Ashford takes a quarter of an hour longer than the journey to Dunmore.",
    lambda s: diff(s, "Ashford", "Dunmore", "journey") == 15),
   ("The ten to two train leaves from neither platform 1 nor platform 4.",
    lambda s: none_of(s, "13:50", "1", "4")),
   ("Corran's platform number is one lower than Ashford's.",
    lambda s: diff(s, "Ashford", "Corran", "platform") == 1),
   ("The one o'clock train doesn't take an hour.",
    lambda s: not s.same("13:00", "1 hr")),
  ])

# ---------------------------------------------------------------- u72-04
V.update({"6:45am": 405, "9:00am": 540, "11:30am": 690, "2:15pm": 855,
          "50 minutes": 50, "1 hour 10 minutes": 70, "1 hour 30 minutes": 90, "2 hours": 120})
puzzle("u72-04-ferry-crossings",
  "Island Ferries",
  "Four ferries serve Kilbrannan Island, and next week each makes one special sailing from the mainland, on four different days from Thursday to Sunday. Each leaves at a different time and takes a different time to cross.",
  [("ferry", ["Gannet", "Puffin", "Skua", "Tern"]),
   ("day", ["Thursday", "Friday", "Saturday", "Sunday"]),
   ("sailing", ["6:45am", "9:00am", "11:30am", "2:15pm"]),
   ("crossing", ["50 minutes", "1 hour 10 minutes", "1 hour 30 minutes", "2 hours"])],
  [["Gannet", "Saturday", "11:30am", "1 hour 10 minutes"],
   ["Puffin", "Thursday", "2:15pm", "2 hours"],
   ["Skua", "Sunday", "6:45am", "1 hour 30 minutes"],
   ["Tern", "Friday", "9:00am", "50 minutes"]],
  [("Both weekend sailings leave before noon.",
    lambda s: val(s, "Saturday", "sailing") < 720 and val(s, "Sunday", "sailing") < 720),
   ("The Tern sails the day before the Gannet.",
    lambda s: diff(s, "Gannet", "Tern", "day") == 1),
   ("The quickest crossing is made by the ferry leaving at nine o'clock.",
    lambda s: s.same("50 minutes", "9:00am")),
   ("The Skua's crossing takes 40 minutes longer than the Tern's.",
    lambda s: diff(s, "Skua", "Tern", "crossing") == 40),
   ("The Gannet's crossing doesn't last 2 hours.",
    lambda s: not s.same("Gannet", "2 hours")),
   ("The Sunday ferry leaves at a quarter to seven.",
    lambda s: s.same("Sunday", "6:45am")),
   ("The Puffin doesn't sail at the weekend.",
    lambda s: none_of(s, "Puffin", "Saturday", "Sunday")),
   ("The Skua makes its crossing two days after the Tern.",
    lambda s: diff(s, "Skua", "Tern", "day") == 2),
  ])

# ---------------------------------------------------------------- u72-05
V.update({"6pm": 1080, "7:30pm": 1170, "9pm": 1260, "10:30pm": 1350, "midnight": 1440,
          "45 minutes": 45, "1 hour": 60, "75 minutes": 75, "90 minutes": 90})
puzzle("u72-05-festival-lineup",
  "Saturday at Fernbrook Festival",
  "Five acts play Saturday night at the Fernbrook Festival, each on a different stage, at a different start time and for a different length of set. Midnight is the last start time of the night.",
  [("act", ["The Marrows", "Velvet Static", "Orla Finch", "Brass Lantern", "Kite Theory"]),
   ("stage", ["Main Stage", "Orchard", "Big Top", "Riverside", "Woodland"]),
   ("start", ["6pm", "7:30pm", "9pm", "10:30pm", "midnight"]),
   ("set", ["45 minutes", "1 hour", "75 minutes", "90 minutes", "2 hours"])],
  [["The Marrows", "Orchard", "9pm", "1 hour"],
   ["Velvet Static", "Main Stage", "midnight", "2 hours"],
   ["Orla Finch", "Woodland", "6pm", "45 minutes"],
   ["Brass Lantern", "Riverside", "10:30pm", "75 minutes"],
   ["Kite Theory", "Big Top", "7:30pm", "90 minutes"]],
  [("The act on at midnight plays the longest set.",
    lambda s: s.same("midnight", "2 hours")),
   ("Orla Finch opens the evening.",
    lambda s: first(s, "Orla Finch", "start")),
   ("Kite Theory goes on an hour and a half after Orla Finch.",
    lambda s: diff(s, "Kite Theory", "Orla Finch", "start") == 90),
   ("The Riverside set is 15 minutes longer than the one played by The Marrows.",
    lambda s: diff(s, "Riverside", "The Marrows", "set") == 15),
   ("The Orchard act plays immediately before the Riverside act.",
    lambda s: pos(s, "Riverside", "start") == pos(s, "Orchard", "start") + 1),
   ("The Big Top set lasts twice as long as the Woodland set.",
    lambda s: val(s, "Big Top", "set") == 2 * val(s, "Woodland", "set")),
   ("Velvet Static is booked for neither the Orchard nor the Riverside stage.",
    lambda s: none_of(s, "Velvet Static", "Orchard", "Riverside")),
   ("Of Kite Theory and the act on the Woodland stage, one plays for 45 minutes and the other for an hour and a half.",
    lambda s: one_of_other(s, "Kite Theory", "Woodland", "45 minutes", "90 minutes")),
  ])

# ---------------------------------------------------------------- u72-06
V.update({"9am": 540, "10am": 600, "11:15am": 675, "noon": 720, "2pm": 840})
puzzle("u72-06-conference-programme",
  "The Tech Futures Programme",
  "The one-day Tech Futures conference has five talks. Each speaker talks at a different time, in a different room, on a different subject.",
  [("speaker", ["Bauer", "Castillo", "Dunne", "Eriksen", "Fofana"]),
   ("time", ["9am", "10am", "11:15am", "noon", "2pm"]),
   ("room", ["Hall A", "Hall B", "Library", "Atrium", "Studio"]),
   ("topic", ["robotics", "genomics", "climate", "privacy", "logistics"])],
  [["Bauer", "11:15am", "Atrium", "genomics"],
   ["Castillo", "9am", "Library", "privacy"],
   ["Dunne", "2pm", "Hall A", "robotics"],
   ["Eriksen", "noon", "Studio", "climate"],
   ["Fofana", "10am", "Hall B", "logistics"]],
  [("The genomics talk starts an hour and a quarter after the logistics talk.",
    lambda s: diff(s, "genomics", "logistics", "time") == 75),
   ("The conference opens with Castillo's talk.",
    lambda s: first(s, "Castillo", "time")),
   ("The Studio talk begins at midday.",
    lambda s: s.same("Studio", "noon")),
   ("Dunne closes the programme.",
    lambda s: last(s, "Dunne", "time")),
   ("The robotics speaker is in neither the Library nor the Atrium.",
    lambda s: none_of(s, "robotics", "Library", "Atrium")),
   ("The climate talk is given later than the one in Hall B.",
    lambda s: diff(s, "climate", "Hall B", "time") > 0),
   ("Castillo isn't speaking in Hall A or Hall B.",
    lambda s: none_of(s, "Castillo", "Hall A", "Hall B")),
   ("The speaker in the Atrium is on right after the speaker in Hall B.",
    lambda s: pos(s, "Atrium", "time") == pos(s, "Hall B", "time") + 1),
   ("Eriksen speaks on neither genomics nor robotics.",
    lambda s: none_of(s, "Eriksen", "genomics", "robotics")),
   ("Bauer's talk starts three quarters of an hour before Eriksen's.",
    lambda s: diff(s, "Eriksen", "Bauer", "time") == 45),
  ])

# ---------------------------------------------------------------- u72-07
V.update({"6:30am": 390, "7:15am": 435, "12:30pm": 750, "5:45pm": 1065, "7pm": 1140})
puzzle("u72-07-fitness-timetable",
  "The Leisure Centre Timetable",
  "The new timetable at Brookside Leisure Centre has one class each weekday. Each class is led by a different instructor and starts at a different time of day.",
  [("instructor", ["Aaliyah", "Bruno", "Carmen", "Devon", "Elif"]),
   ("class", ["yoga", "spin", "pilates", "zumba", "boxercise"]),
   ("day", ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"]),
   ("time", ["6:30am", "7:15am", "12:30pm", "5:45pm", "7pm"])],
  [["Aaliyah", "pilates", "Thursday", "7pm"],
   ["Bruno", "spin", "Monday", "6:30am"],
   ["Carmen", "yoga", "Wednesday", "12:30pm"],
   ["Devon", "boxercise", "Tuesday", "5:45pm"],
   ["Elif", "zumba", "Friday", "7:15am"]],
  [("The spin class is held on the first day of the week.",
    lambda s: s.same("spin", "Monday")),
   ("The yoga class is the day before the pilates class.",
    lambda s: diff(s, "pilates", "yoga", "day") == 1),
   ("Elif's class falls later in the week than Aaliyah's.",
    lambda s: diff(s, "Elif", "Aaliyah", "day") > 0),
   ("Aaliyah's class starts an hour and a quarter later in the day than Devon's.",
    lambda s: diff(s, "Aaliyah", "Devon", "time") == 75),
   ("Neither the zumba class nor the spin class is in the evening.",
    lambda s: val(s, "zumba", "time") < 1020 and val(s, "spin", "time") < 1020),
   ("The boxercise class is exactly two days before Aaliyah's.",
    lambda s: diff(s, "Aaliyah", "boxercise", "day") == 2),
   ("The Friday class starts at quarter past seven in the morning.",
    lambda s: s.same("Friday", "7:15am")),
   ("The class that starts earliest in the day is held two days before the yoga class.",
    lambda s: diff(s, "yoga", "6:30am", "day") == 2),
   ("Devon's session comes earlier in the week than Carmen's.",
    lambda s: diff(s, "Devon", "Carmen", "day") < 0),
  ])

# ---------------------------------------------------------------- u72-08
puzzle("u72-08-school-clubs",
  "After-School Clubs",
  "Five pupils at Hollins Primary have each joined a different after-school club. The clubs meet on different days from Monday to Friday, and each is run by a different teacher.",
  [("pupil", ["Freya", "Ghazal", "Hamish", "Ivo", "Juno"]),
   ("club", ["chess", "choir", "robotics", "drama", "gardening"]),
   ("day", ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"]),
   ("teacher", ["Mr. Pike", "Mrs. Rowe", "Ms. Saito", "Mr. Tran", "Mrs. Unwin"])],
  [["Freya", "drama", "Tuesday", "Mrs. Rowe"],
   ["Ghazal", "chess", "Thursday", "Mr. Tran"],
   ["Hamish", "gardening", "Monday", "Mrs. Unwin"],
   ["Ivo", "robotics", "Friday", "Ms. Saito"],
   ["Juno", "choir", "Wednesday", "Mr. Pike"]],
  [("Hamish's club meets at the very start of the week.",
    lambda s: s.same("Hamish", "Monday")),
   ("The choir meets midweek.",
    lambda s: s.same("choir", "Wednesday")),
   ("Mr. Tran's club meets the day after the choir.",
    lambda s: diff(s, "Mr. Tran", "choir", "day") == 1),
   ("Ivo's club meets later in the week than Ghazal's.",
    lambda s: diff(s, "Ivo", "Ghazal", "day") > 0),
   ("The club run by Mrs. Rowe meets the day before Juno's.",
    lambda s: diff(s, "Juno", "Mrs. Rowe", "day") == 1),
   ("Ms. Saito's club meets exactly four days after Mrs. Unwin's.",
    lambda s: diff(s, "Ms. Saito", "Mrs. Unwin", "day") == 4),
   ("Of Freya and Ivo, one does robotics and the other is in Mrs. Rowe's club.",
    lambda s: one_of_other(s, "Freya", "Ivo", "robotics", "Mrs. Rowe")),
   ("The pupil who sings in the choir is taught by Mr. Pike.",
    lambda s: s.same("choir", "Mr. Pike")),
   ("Chess club meets three days after the gardening club.",
    lambda s: diff(s, "chess", "gardening", "day") == 3),
  ])

# ---------------------------------------------------------------- u72-09
V.update({"June 3": 3, "June 10": 10, "June 17": 17, "June 24": 24,
          "8:30am": 510, "9:15am": 555, "11:45am": 705, "1:00pm": 780})
puzzle("u72-09-delivery-slots",
  "Furniture Deliveries",
  "Homestead Furnishings booked four home deliveries for June, one on each Tuesday of the month. Each customer ordered a different item and was given a different delivery slot.",
  [("customer", ["Kowalski", "Lindgren", "Mbeki", "Novak"]),
   ("date", ["June 3", "June 10", "June 17", "June 24"]),
   ("slot", ["8:30am", "9:15am", "11:45am", "1:00pm"]),
   ("item", ["sofa", "fridge", "wardrobe", "treadmill"])],
  [["Kowalski", "June 17", "11:45am", "fridge"],
   ["Lindgren", "June 3", "1:00pm", "treadmill"],
   ["Mbeki", "June 24", "8:30am", "wardrobe"],
   ["Novak", "June 10", "9:15am", "sofa"]],
  [("The sofa was delivered exactly a week before the fridge.",
    lambda s: diff(s, "fridge", "sofa", "date") == 7),
   ("The wardrobe arrived at half past eight in the morning.",
    lambda s: s.same("wardrobe", "8:30am")),
   ("Lindgren's delivery came two weeks before Kowalski's.",
    lambda s: diff(s, "Kowalski", "Lindgren", "date") == 14),
   ("The treadmill was the only delivery made in the afternoon.",
    lambda s: s.same("treadmill", "1:00pm")),
   ("Novak's slot was two and a half hours earlier in the day than Kowalski's.",
    lambda s: diff(s, "Kowalski", "Novak", "slot") == 150),
   ("The last delivery of the month had the earliest slot of the day.",
    lambda s: s.same("June 24", "8:30am")),
  ])

# ---------------------------------------------------------------- u72-10
V.update({"Screen 1": 1, "Screen 2": 2, "Screen 3": 3, "Screen 4": 4,
          "1:15pm": 795, "3:40pm": 940, "6:00pm": 1080, "8:50pm": 1250,
          "1 hr 35 min": 95, "1 hr 50 min": 110, "2 hr 5 min": 125, "2 hr 20 min": 140})

def ends(s, item):
    """finishing time of the u72-10 film that goes with item, in minutes"""
    return val(s, item, "showing") + val(s, item, "running time")

puzzle("u72-10-cinema-showings",
  "Sunday at the Roxy",
  "The Roxy is showing four films this Sunday, each once, each in a different screen and at a different time. No two films have the same running time.",
  [("film", ["Ironbark", "Paper Moons", "The Quiet Yard", "Sundial"]),
   ("screen", ["Screen 1", "Screen 2", "Screen 3", "Screen 4"]),
   ("showing", ["1:15pm", "3:40pm", "6:00pm", "8:50pm"]),
   ("running time", ["1 hr 35 min", "1 hr 50 min", "2 hr 5 min", "2 hr 20 min"])],
  [["Ironbark", "Screen 3", "8:50pm", "2 hr 20 min"],
   ["Paper Moons", "Screen 1", "3:40pm", "1 hr 35 min"],
   ["The Quiet Yard", "Screen 4", "1:15pm", "1 hr 50 min"],
   ["Sundial", "Screen 2", "6:00pm", "2 hr 5 min"]],
  [("The film that runs longest has the last showing of the day.",
    lambda s: s.same("2 hr 20 min", "8:50pm")),
   ("Paper Moons is 15 minutes shorter than The Quiet Yard.",
    lambda s: diff(s, "The Quiet Yard", "Paper Moons", "running time") == 15),
   ("The film in Screen 2 starts immediately after Paper Moons.",
    lambda s: pos(s, "Screen 2", "showing") == pos(s, "Paper Moons", "showing") + 1),
   ("The Screen 1 film starts earlier than the Screen 3 film.",
    lambda s: diff(s, "Screen 1", "Screen 3", "showing") < 0),
   ("Ironbark runs 45 minutes longer than the film in Screen 1.",
    lambda s: diff(s, "Ironbark", "Screen 1", "running time") == 45),
   ("The Quiet Yard's showing finishes at five past three in the afternoon.",
    lambda s: ends(s, "The Quiet Yard") == 905),
  ])

# ---------------------------------------------------------------- u72-11
V.update({"30 minutes": 30, "an hour and a half": 90})
SLOT = {"Saturday morning": (6, 0), "Saturday afternoon": (6, 1),
        "Sunday morning": (7, 0), "Sunday afternoon": (7, 1)}

def sday(s, item):
    """u72-11: day (6 Saturday, 7 Sunday) of item's lesson"""
    return SLOT[s.g(item, "slot")][0]

def spart(s, item):
    """u72-11: 0 morning, 1 afternoon"""
    return SLOT[s.g(item, "slot")][1]

puzzle("u72-11-weekend-lessons",
  "Weekend Music Lessons",
  "Mrs. Albright gives four music lessons each weekend: one on Saturday morning, one on Saturday afternoon, one on Sunday morning and one on Sunday afternoon. Each pupil learns a different instrument, and the lessons are of different lengths.",
  [("pupil", ["Ada", "Ben", "Cleo", "Dev"]),
   ("slot", ["Saturday morning", "Saturday afternoon", "Sunday morning", "Sunday afternoon"]),
   ("instrument", ["piano", "violin", "cello", "flute"]),
   ("length", ["30 minutes", "45 minutes", "1 hour", "an hour and a half"])],
  [["Ada", "Sunday morning", "cello", "1 hour"],
   ["Ben", "Saturday afternoon", "flute", "30 minutes"],
   ["Cleo", "Saturday morning", "violin", "an hour and a half"],
   ["Dev", "Sunday afternoon", "piano", "45 minutes"]],
  [("Ben has his lesson later on the same day as the violinist.",
    lambda s: sday(s, "Ben") == sday(s, "violin") and spart(s, "Ben") > spart(s, "violin")),
   ("The cello lesson lasts twice as long as the flute lesson.",
    lambda s: val(s, "cello", "length") == 2 * val(s, "flute", "length")),
   ("Dev's lesson is 15 minutes longer than Ben's.",
    lambda s: diff(s, "Dev", "Ben", "length") == 15),
   ("The hour-long lesson is on Sunday.",
    lambda s: sday(s, "1 hour") == 7),
   ("Cleo's lesson is the day before Ada's.",
    lambda s: sday(s, "Ada") - sday(s, "Cleo") == 1),
   ("The 45-minute lesson is the last of the weekend.",
    lambda s: s.same("45 minutes", "Sunday afternoon")),
  ])

# ---------------------------------------------------------------- u72-12
# The night runs on past midnight: 1am and 2am come after midnight.
V.update({"10pm": 1320, "11pm": 1380, "1am": 1500, "2am": 1560})
puzzle("u72-12-overnight-radio",
  "Through the Night on Radio Fenwick",
  "Radio Fenwick's overnight schedule has five one-hour shows, starting at 10pm and running through to 3am. Each is hosted by a different presenter, and the five presenters are based in five different towns.",
  [("presenter", ["Mo", "Nell", "Otto", "Pia", "Rex"]),
   ("start", ["10pm", "11pm", "midnight", "1am", "2am"]),
   ("show", ["jazz", "phone-in", "news review", "folk", "ambient"]),
   ("town", ["Leeds", "Cardiff", "Derby", "Bath", "Ayr"])],
  [["Mo", "1am", "folk", "Derby"],
   ["Nell", "10pm", "phone-in", "Cardiff"],
   ["Otto", "2am", "ambient", "Ayr"],
   ["Pia", "11pm", "jazz", "Leeds"],
   ["Rex", "midnight", "news review", "Bath"]],
  [("The news review goes out on the stroke of midnight.",
    lambda s: s.same("news review", "midnight")),
   ("The presenter from Leeds is on air an hour before Rex.",
    lambda s: diff(s, "Rex", "Leeds", "start") == 60),
   ("Otto presents the final show of the night.",
    lambda s: last(s, "Otto", "start")),
   ("The folk show starts two hours after the jazz show.",
    lambda s: diff(s, "folk", "jazz", "start") == 120),
   ("The phone-in opens the night's schedule.",
    lambda s: first(s, "phone-in", "start")),
   ("The presenter from Ayr hosts neither the phone-in nor the folk show.",
    lambda s: none_of(s, "Ayr", "phone-in", "folk")),
   ("The Derby presenter follows straight after the Bath presenter.",
    lambda s: pos(s, "Derby", "start") == pos(s, "Bath", "start") + 1),
   ("Neither Pia nor Rex is from Cardiff.",
    lambda s: none_of(s, "Cardiff", "Pia", "Rex")),
   ("Mo's show starts after midnight.",
    lambda s: val(s, "Mo", "start") > 1440),
   ("Mo, the jazz presenter and the presenter from Bath are three different people.",
    lambda s: distinct(s, "Mo", "jazz", "Bath")),
   ("The presenter based in Bath is either Rex or Otto.",
    lambda s: is_any(s, "Bath", "Rex", "Otto")),
  ])
