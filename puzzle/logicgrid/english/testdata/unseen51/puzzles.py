# Blind test set unseen51: schedule-style logic-grid puzzles.
# Each clue is written twice: the English sentence and a predicate on the
# State s of truth.py (s.r, s.g, s.same, one_of_other).  Helpers below are
# my own; they turn an item into the number it stands for.
import datetime as _dt
import re as _re

_DAYS = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"]
_MONTHS = ["january", "february", "march", "april", "may", "june", "july",
           "august", "september", "october", "november", "december"]

def V(t):
    """Number an item stands for: Monday -> 1, 9:30am -> 570 (minutes from
    midnight), 14:00 -> 840, 90 minutes -> 90, 1 hour -> 60, June 3 ->
    ordinal day number, $25 -> 25, 3rd -> 3."""
    t = t.strip()
    l = t.lower()
    if l in _DAYS:
        return _DAYS.index(l) + 1
    m = _re.match(r"^(\d+):(\d\d)\s*([ap])m$", l)
    if m:
        return (int(m.group(1)) % 12 + (12 if m.group(3) == "p" else 0)) * 60 + int(m.group(2))
    m = _re.match(r"^(\d\d?):(\d\d)$", l)
    if m:
        return int(m.group(1)) * 60 + int(m.group(2))
    m = _re.match(r"^(\d+) minutes?$", l)
    if m:
        return int(m.group(1))
    m = _re.match(r"^(\d+) hours?$", l)
    if m:
        return int(m.group(1)) * 60
    m = _re.match(r"^(\d+) hours? (\d+) minutes$", l)
    if m:
        return int(m.group(1)) * 60 + int(m.group(2))
    m = _re.match(r"^([a-z]+) (\d+)$", l)
    if m and m.group(1) in _MONTHS:
        return _dt.date(2026, _MONTHS.index(m.group(1)) + 1, int(m.group(2))).toordinal()
    m = _re.match(r"^\$?([\d,]+)(st|nd|rd|th)?$", l)
    return int(m.group(1).replace(",", ""))

def N(s, x, cat):
    """The number of x's item in category cat."""
    return V(s.g(x, cat))

def P(s, x, cat):
    """Position (0, 1, ...) of x's item of category cat in the order the
    category is listed (used for days that run over a weekend)."""
    items = dict(s.cats)[cat]
    return items.index(s.g(x, cat))

def AM(s, x, cat="time"):
    return N(s, x, cat) < 12 * 60

# ---------------------------------------------------------------- 01
puzzle("u51-01-dentist-week",
  "A Week at the Dentist",
  "Dr. Okafor saw four patients on four different days from Monday to Thursday last week. Each came at a different time and for a different treatment.",
  [("patient", ["Harriet", "Ivan", "Jolene", "Kurt"]),
   ("day", ["Monday", "Tuesday", "Wednesday", "Thursday"]),
   ("time", ["9:00am", "10:30am", "1:15pm", "3:45pm"]),
   ("treatment", ["cleaning", "filling", "crown", "X-ray"])],
  [["Harriet", "Tuesday", "1:15pm", "filling"],
   ["Ivan", "Thursday", "9:00am", "cleaning"],
   ["Jolene", "Monday", "3:45pm", "X-ray"],
   ["Kurt", "Wednesday", "10:30am", "crown"]],
  [("Ivan's appointment was two days after Harriet's.",
    lambda s: N(s, "Ivan", "day") == N(s, "Harriet", "day") + 2),
   ("The patient having a filling was seen later in the day than the one having a crown.",
    lambda s: N(s, "filling", "time") > N(s, "crown", "time")),
   ("The X-ray was taken earlier in the week than the filling was done, but later in the day.",
    lambda s: N(s, "X-ray", "day") < N(s, "filling", "day") and N(s, "X-ray", "time") > N(s, "filling", "time")),
   ("Jolene had the first appointment of the week.",
    lambda s: s.g("Jolene", "day") == "Monday"),
   ("Kurt's appointment time was an hour and a half later than Ivan's.",
    lambda s: N(s, "Kurt", "time") == N(s, "Ivan", "time") + 90),
   ("The crown was fitted the day before the cleaning was done.",
    lambda s: N(s, "crown", "day") + 1 == N(s, "cleaning", "day")),
  ])

# ---------------------------------------------------------------- 02
puzzle("u51-02-evening-classes",
  "Evening Classes",
  "Five neighbours each signed up for a different evening class at the Elm Street community centre this term. The classes meet on different weeknights, Monday through Friday, and each starts at a different time.",
  [("student", ["Amelia", "Bruno", "Celeste", "Dmitri", "Esme"]),
   ("night", ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"]),
   ("class", ["pottery", "salsa", "Spanish", "yoga", "watercolour"]),
   ("start", ["6:00pm", "6:30pm", "7:00pm", "7:30pm", "8:00pm"])],
  [["Amelia", "Wednesday", "salsa", "7:30pm"],
   ["Bruno", "Monday", "Spanish", "6:30pm"],
   ["Celeste", "Friday", "yoga", "6:00pm"],
   ["Dmitri", "Tuesday", "watercolour", "8:00pm"],
   ["Esme", "Thursday", "pottery", "7:00pm"]],
  [("The pottery class meets the night after the salsa class.",
    lambda s: N(s, "pottery", "night") == N(s, "salsa", "night") + 1),
   ("Bruno's class starts 30 minutes later than Celeste's.",
    lambda s: N(s, "Bruno", "start") == N(s, "Celeste", "start") + 30),
   ("Of Dmitri and Esme, one is learning pottery and the other has the 8:00pm class.",
    lambda s: one_of_other(s, "Dmitri", "Esme", "pottery", "8:00pm")),
   ("The last class of the week has the earliest start time of all.",
    lambda s: s.g("Friday", "start") == "6:00pm"),
   ("Amelia's class falls on a night somewhere between Bruno's and Esme's.",
    lambda s: min(N(s, "Bruno", "night"), N(s, "Esme", "night")) < N(s, "Amelia", "night") < max(N(s, "Bruno", "night"), N(s, "Esme", "night"))),
   ("The watercolour class meets later in the week than the Spanish class but earlier than salsa.",
    lambda s: N(s, "Spanish", "night") < N(s, "watercolour", "night") < N(s, "salsa", "night")),
   ("Neither the Monday class nor the 7:30pm class is yoga.",
    lambda s: not s.same("Monday", "yoga") and not s.same("7:30pm", "yoga")),
   ("The Spanish class begins before 7:00pm.",
    lambda s: N(s, "Spanish", "start") < V("7:00pm")),
   ("The 7:00pm class is held two nights after Dmitri's.",
    lambda s: N(s, "7:00pm", "night") == N(s, "Dmitri", "night") + 2),
  ])

# ---------------------------------------------------------------- 03
puzzle("u51-03-saturday-tv",
  "Saturday Afternoon Television",
  "Four presenters each host a Saturday afternoon programme on the same regional channel. The listings give each programme's start time on the 24-hour clock, and the programmes run for different lengths of time and cover different topics.",
  [("presenter", ["Fiona", "Gareth", "Hamid", "Isla"]),
   ("start", ["12:00", "13:30", "14:00", "16:15"]),
   ("length", ["30 minutes", "45 minutes", "1 hour", "90 minutes"]),
   ("topic", ["cooking", "gardening", "quiz", "travel"])],
  [["Fiona", "14:00", "45 minutes", "quiz"],
   ["Gareth", "12:00", "90 minutes", "gardening"],
   ["Hamid", "16:15", "1 hour", "travel"],
   ["Isla", "13:30", "30 minutes", "cooking"]],
  [("The cooking programme begins at the very moment the gardening programme finishes.",
    lambda s: N(s, "cooking", "start") == N(s, "gardening", "start") + N(s, "gardening", "length")),
   ("Fiona's show starts half an hour after Isla's.",
    lambda s: N(s, "Fiona", "start") == N(s, "Isla", "start") + 30),
   ("The longest programme is the first one of the afternoon.",
    lambda s: s.g("90 minutes", "start") == "12:00"),
   ("Hamid's programme lasts twice as long as Isla's.",
    lambda s: N(s, "Hamid", "length") == 2 * N(s, "Isla", "length")),
   ("The quiz is shorter than the travel show but longer than the cooking show.",
    lambda s: N(s, "cooking", "length") < N(s, "quiz", "length") < N(s, "travel", "length")),
   ("The programme that starts at 16:15 is not the quiz.",
    lambda s: not s.same("16:15", "quiz")),
  ])

# ---------------------------------------------------------------- 04
puzzle("u51-04-long-weekend-flights",
  "Flights over the Long Weekend",
  "Four colleagues flew out of Bristol for short breaks over the long weekend, each on a different day from Friday to Monday. Their flights left at different times and went to different cities.",
  [("traveller", ["Beatrix", "Cyrus", "Delphine", "Emeric"]),
   ("day", ["Friday", "Saturday", "Sunday", "Monday"]),
   ("departure", ["6:45am", "8:10am", "11:30am", "2:05pm"]),
   ("destination", ["Dublin", "Lisbon", "Oslo", "Prague"])],
  [["Beatrix", "Saturday", "6:45am", "Oslo"],
   ["Cyrus", "Monday", "2:05pm", "Lisbon"],
   ["Delphine", "Friday", "11:30am", "Dublin"],
   ["Emeric", "Sunday", "8:10am", "Prague"]],
  [("The flight to Oslo left the day after Delphine's flight.",
    lambda s: P(s, "Oslo", "day") == P(s, "Delphine", "day") + 1),
   ("Emeric flew the day after Beatrix did, at a later time of day.",
    lambda s: P(s, "Emeric", "day") == P(s, "Beatrix", "day") + 1 and N(s, "Emeric", "departure") > N(s, "Beatrix", "departure")),
   ("The 6:45am departure was bound for neither Prague nor Dublin.",
    lambda s: not s.same("6:45am", "Prague") and not s.same("6:45am", "Dublin")),
   ("Cyrus's plane took off in the afternoon.",
    lambda s: not AM(s, "Cyrus", "departure")),
   ("The Lisbon flight was three days after the Dublin flight.",
    lambda s: P(s, "Lisbon", "day") == P(s, "Dublin", "day") + 3),
   ("Cyrus set off later in the long weekend than Emeric.",
    lambda s: P(s, "Cyrus", "day") > P(s, "Emeric", "day")),
   ("Delphine's flight didn't leave at 8:10am.",
    lambda s: not s.same("Delphine", "8:10am")),
  ])

# ---------------------------------------------------------------- 05
puzzle("u51-05-furniture-deliveries",
  "Furniture Deliveries",
  "Homestead Furnishings made five home deliveries in early June, each to a different customer on a different date. Each delivery was a different item and was booked into a different time slot.",
  [("customer", ["Adeyemi", "Brennan", "Castellano", "Dunmore", "Ekwueme"]),
   ("date", ["June 2", "June 3", "June 5", "June 6", "June 9"]),
   ("item", ["bookcase", "fridge", "mattress", "sofa", "washing machine"]),
   ("slot", ["8:00am", "9:30am", "11:00am", "1:30pm", "4:00pm"])],
  [["Adeyemi", "June 5", "bookcase", "1:30pm"],
   ["Brennan", "June 2", "fridge", "9:30am"],
   ["Castellano", "June 9", "mattress", "8:00am"],
   ["Dunmore", "June 3", "sofa", "4:00pm"],
   ["Ekwueme", "June 6", "washing machine", "11:00am"]],
  [("The sofa was delivered the day after the fridge.",
    lambda s: N(s, "sofa", "date") == N(s, "fridge", "date") + 1),
   ("The bookcase arrived two days after the sofa.",
    lambda s: N(s, "bookcase", "date") == N(s, "sofa", "date") + 2),
   ("Castellano's delivery came later in June than all of the others.",
    lambda s: s.g("Castellano", "date") == "June 9"),
   ("The mattress was dropped off at the earliest time of day of the five.",
    lambda s: s.g("mattress", "slot") == "8:00am"),
   ("Ekwueme's slot was two and a half hours earlier in the day than Adeyemi's.",
    lambda s: N(s, "Ekwueme", "slot") + 150 == N(s, "Adeyemi", "slot")),
   ("Brennan's delivery came in the morning, and Dunmore's in the afternoon.",
    lambda s: AM(s, "Brennan", "slot") and not AM(s, "Dunmore", "slot")),
   ("Either Brennan or Dunmore took delivery of the fridge.",
    lambda s: s.same("Brennan", "fridge") or s.same("Dunmore", "fridge")),
   ("Adeyemi's order was delivered on an earlier date than Ekwueme's.",
    lambda s: N(s, "Adeyemi", "date") < N(s, "Ekwueme", "date")),
   ("The 4:00pm delivery was made the day after the 9:30am one.",
    lambda s: N(s, "4:00pm", "date") == N(s, "9:30am", "date") + 1),
  ])

# ---------------------------------------------------------------- 06
puzzle("u51-06-studio-rehearsals",
  "Rehearsal Studio Bookings",
  "Four local bands have each booked the rehearsal room at Soundhouse Studios once next week. The studio is closed on Wednesday, so the bookings fall on Monday, Tuesday, Thursday and Friday, one band per day. Each session starts at a different time and lasts a different number of hours.",
  [("band", ["Nine Lanterns", "Rust Harbour", "The Quills", "Velvet Static"]),
   ("day", ["Monday", "Tuesday", "Thursday", "Friday"]),
   ("start", ["10:00am", "12:30pm", "5:00pm", "7:30pm"]),
   ("length", ["1 hour", "2 hours", "3 hours", "4 hours"])],
  [["Nine Lanterns", "Tuesday", "5:00pm", "1 hour"],
   ["Rust Harbour", "Monday", "7:30pm", "2 hours"],
   ["The Quills", "Thursday", "12:30pm", "3 hours"],
   ["Velvet Static", "Friday", "10:00am", "4 hours"]],
  [("Rust Harbour and The Quills don't rehearse on consecutive days.",
    lambda s: abs(N(s, "Rust Harbour", "day") - N(s, "The Quills", "day")) != 1),
   ("Nine Lanterns have the studio for less time than any other band.",
    lambda s: s.g("Nine Lanterns", "length") == "1 hour"),
   ("The session that begins at 12:30pm is two hours longer than the one that begins at 5:00pm.",
    lambda s: N(s, "12:30pm", "length") == N(s, "5:00pm", "length") + 120),
   ("Velvet Static rehearse later in the week than The Quills.",
    lambda s: N(s, "Velvet Static", "day") > N(s, "The Quills", "day")),
   ("The Monday session ends at 9:30pm.",
    lambda s: N(s, "Monday", "start") + N(s, "Monday", "length") == V("9:30pm")),
   ("The Quills' session is longer than Rust Harbour's, and it starts later in the day than Velvet Static's.",
    lambda s: N(s, "The Quills", "length") > N(s, "Rust Harbour", "length") and N(s, "The Quills", "start") > N(s, "Velvet Static", "start")),
  ])

# ---------------------------------------------------------------- 07
puzzle("u51-07-saturday-music-lessons",
  "Saturday Music Lessons",
  "Every Saturday Ms. Lindqvist teaches five young pupils, one after another, in 45-minute lessons that start at 9:00am. Each pupil learns a different instrument, and no two are the same age.",
  [("pupil", ["Freddie", "Georgia", "Hugo", "Imogen", "Jasper"]),
   ("lesson", ["9:00am", "9:45am", "10:30am", "11:15am", "12:00pm"]),
   ("instrument", ["cello", "flute", "guitar", "piano", "violin"]),
   ("age", ["7", "9", "11", "13", "15"])],
  [["Freddie", "10:30am", "cello", "9"],
   ["Georgia", "9:00am", "violin", "13"],
   ["Hugo", "12:00pm", "piano", "7"],
   ["Imogen", "9:45am", "guitar", "15"],
   ["Jasper", "11:15am", "flute", "11"]],
  [("The second lesson of the day is taken by the oldest pupil.",
    lambda s: s.g("9:45am", "age") == "15"),
   ("The youngest pupil has the final lesson.",
    lambda s: s.g("7", "lesson") == "12:00pm"),
   ("The flautist is 2 years older than Freddie.",
    lambda s: N(s, "flute", "age") == N(s, "Freddie", "age") + 2),
   ("The cello lesson starts 45 minutes after the guitar lesson.",
    lambda s: N(s, "cello", "lesson") == N(s, "guitar", "lesson") + 45),
   ("Georgia is six years older than the child who plays the piano.",
    lambda s: N(s, "Georgia", "age") == N(s, "piano", "age") + 6),
   ("Imogen plays neither the violin nor the flute.",
    lambda s: not s.same("Imogen", "violin") and not s.same("Imogen", "flute")),
   ("Jasper's lesson comes at some point after Freddie's.",
    lambda s: N(s, "Jasper", "lesson") > N(s, "Freddie", "lesson")),
   ("Georgia's lesson begins an hour and a half before Freddie's.",
    lambda s: N(s, "Georgia", "lesson") + 90 == N(s, "Freddie", "lesson")),
   ("Hugo is younger than Jasper.",
    lambda s: N(s, "Hugo", "age") < N(s, "Jasper", "age")),
   ("The violinist is older than Jasper.",
    lambda s: N(s, "violin", "age") > N(s, "Jasper", "age")),
  ])

# ---------------------------------------------------------------- 08
puzzle("u51-08-vet-appointments",
  "At the Vet's",
  "Five pet owners each took an animal to the Willow Lane veterinary surgery last week, on different days from Monday to Friday and at different times of day.",
  [("owner", ["Kwame", "Lorna", "Mateo", "Nell", "Otto"]),
   ("day", ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"]),
   ("time", ["8:30am", "10:00am", "11:45am", "2:15pm", "4:30pm"]),
   ("animal", ["cat", "dog", "parrot", "rabbit", "tortoise"])],
  [["Kwame", "Thursday", "8:30am", "rabbit"],
   ["Lorna", "Monday", "2:15pm", "parrot"],
   ["Mateo", "Friday", "11:45am", "dog"],
   ["Nell", "Tuesday", "4:30pm", "tortoise"],
   ["Otto", "Wednesday", "10:00am", "cat"]],
  [("Lorna's visit was the day before Nell's.",
    lambda s: N(s, "Lorna", "day") + 1 == N(s, "Nell", "day")),
   ("The tortoise had the latest appointment time of the five.",
    lambda s: s.g("tortoise", "time") == "4:30pm"),
   ("Otto's visit was two days before Mateo's.",
    lambda s: N(s, "Otto", "day") + 2 == N(s, "Mateo", "day")),
   ("Of Kwame and Lorna, one owns the parrot and the other had the 8:30am slot.",
    lambda s: one_of_other(s, "Kwame", "Lorna", "parrot", "8:30am")),
   ("The two afternoon appointments fell on back-to-back days.",
    lambda s: abs(N(s, "2:15pm", "day") - N(s, "4:30pm", "day")) == 1),
   ("The cat was examined 1 hour 45 minutes earlier in the day than the dog.",
    lambda s: N(s, "cat", "time") + 105 == N(s, "dog", "time")),
   ("Nell brought her pet in earlier in the week than Otto did.",
    lambda s: N(s, "Nell", "day") < N(s, "Otto", "day")),
   ("The rabbit's check-up came later in the week than the cat's.",
    lambda s: N(s, "rabbit", "day") > N(s, "cat", "day")),
  ])

# ---------------------------------------------------------------- 09
puzzle("u51-09-job-interviews",
  "Interview Day",
  "Calloway & Finch held four job interviews on Tuesday. Each candidate applied for a different position, came in at a different time and was interviewed by a different member of staff.",
  [("candidate", ["Priscilla", "Rowan", "Soren", "Tamsin"]),
   ("time", ["9:15am", "10:00am", "11:30am", "2:45pm"]),
   ("position", ["accountant", "designer", "editor", "paralegal"]),
   ("interviewer", ["Mr. Hale", "Ms. Ito", "Mrs. Kemp", "Dr. Lund"])],
  [["Priscilla", "11:30am", "designer", "Ms. Ito"],
   ["Rowan", "9:15am", "paralegal", "Dr. Lund"],
   ["Soren", "2:45pm", "accountant", "Mr. Hale"],
   ["Tamsin", "10:00am", "editor", "Mrs. Kemp"]],
  [("Priscilla, the candidate interviewed by Mrs. Kemp, and the would-be accountant are three different people.",
    lambda s: len({s.r("Priscilla"), s.r("Mrs. Kemp"), s.r("accountant")}) == 3),
   ("The paralegal's interview was the earliest of the day.",
    lambda s: s.g("paralegal", "time") == "9:15am"),
   ("Dr. Lund's interview started 45 minutes before Mrs. Kemp's.",
    lambda s: N(s, "Dr. Lund", "time") + 45 == N(s, "Mrs. Kemp", "time")),
   ("Soren had the only afternoon interview.",
    lambda s: not AM(s, "Soren")),
   ("Mr. Hale interviewed neither the designer nor the editor.",
    lambda s: not s.same("Mr. Hale", "designer") and not s.same("Mr. Hale", "editor")),
   ("The editor was seen at some point before Priscilla.",
    lambda s: N(s, "editor", "time") < N(s, "Priscilla", "time")),
   ("Tamsin's interview was later in the morning than Rowan's.",
    lambda s: N(s, "Tamsin", "time") > N(s, "Rowan", "time") and AM(s, "Tamsin")),
  ])

# ---------------------------------------------------------------- 10
puzzle("u51-10-salon-saturday",
  "Saturday at the Salon",
  "Five clients had appointments at the Scissor Sisters salon last Saturday. Each was booked at a different time with a different stylist, and each paid a different amount.",
  [("client", ["Greta", "Hollis", "Ines", "Jonah", "Kit"]),
   ("time", ["9:00am", "10:15am", "11:30am", "12:45pm", "2:00pm"]),
   ("stylist", ["Bea", "Carmen", "Dario", "Emil", "Flo"]),
   ("price", ["$25", "$32", "$40", "$55", "$68"])],
  [["Greta", "12:45pm", "Dario", "$55"],
   ["Hollis", "9:00am", "Flo", "$32"],
   ["Ines", "2:00pm", "Bea", "$25"],
   ["Jonah", "10:15am", "Emil", "$68"],
   ["Kit", "11:30am", "Carmen", "$40"]],
  [("The client who paid $7 more than Ines was seen by Flo.",
    lambda s: N(s, "Flo", "price") == N(s, "Ines", "price") + 7),
   ("Jonah's appointment was 75 minutes after Hollis's.",
    lambda s: N(s, "Jonah", "time") == N(s, "Hollis", "time") + 75),
   ("The most expensive appointment was the second one of the day.",
    lambda s: s.g("$68", "time") == "10:15am"),
   ("Dario's client came in later than Carmen's but earlier than Bea's.",
    lambda s: N(s, "Carmen", "time") < N(s, "Dario", "time") < N(s, "Bea", "time")),
   ("The 11:30am client paid either $32 or $40.",
    lambda s: s.g("11:30am", "price") in ("$32", "$40")),
   ("The last client of the day paid the least.",
    lambda s: s.g("2:00pm", "price") == "$25"),
   ("Flo had the first client of the day.",
    lambda s: s.g("Flo", "time") == "9:00am"),
   ("Greta's appointment was in the afternoon.",
    lambda s: not AM(s, "Greta")),
   ("Emil's client paid more than anyone else.",
    lambda s: s.g("Emil", "price") == "$68"),
   ("Jonah arrived before Kit.",
    lambda s: N(s, "Jonah", "time") < N(s, "Kit", "time")),
  ])

# ---------------------------------------------------------------- 11
puzzle("u51-11-parent-teacher-meetings",
  "Parents' Evenings",
  "During parents' week at Hollybrook School, five parents each booked a single meeting with one of their child's teachers. The meetings were on different days from Monday to Friday, at different times after school, and each was with the teacher of a different subject.",
  [("parent", ["Mrs. Abbott", "Mr. Bellamy", "Ms. Chowdhury", "Mr. Delacroix", "Mrs. Eastwood"]),
   ("day", ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"]),
   ("time", ["3:30pm", "4:00pm", "4:30pm", "5:00pm", "5:30pm"]),
   ("subject", ["art", "French", "history", "maths", "science"])],
  [["Mrs. Abbott", "Wednesday", "5:00pm", "history"],
   ["Mr. Bellamy", "Friday", "3:30pm", "French"],
   ["Ms. Chowdhury", "Monday", "4:30pm", "science"],
   ["Mr. Delacroix", "Thursday", "5:30pm", "maths"],
   ["Mrs. Eastwood", "Tuesday", "4:00pm", "art"]],
  [("The art meeting took place on a day between Monday and Wednesday.",
    lambda s: V("Monday") < N(s, "art", "day") < V("Wednesday")),
   ("Mr. Bellamy had the last meeting of the week, and his was also at the earliest time of day.",
    lambda s: s.g("Mr. Bellamy", "day") == "Friday" and s.g("Mr. Bellamy", "time") == "3:30pm"),
   ("The maths meeting was an hour later in the day than the science meeting.",
    lambda s: N(s, "maths", "time") == N(s, "science", "time") + 60),
   ("Mrs. Abbott's meeting was two days before Mr. Bellamy's.",
    lambda s: N(s, "Mrs. Abbott", "day") + 2 == N(s, "Mr. Bellamy", "day")),
   ("Ms. Chowdhury's meeting was the day before Mrs. Eastwood's.",
    lambda s: N(s, "Ms. Chowdhury", "day") + 1 == N(s, "Mrs. Eastwood", "day")),
   ("Mrs. Abbott's meeting started exactly an hour after Mrs. Eastwood's.",
    lambda s: N(s, "Mrs. Abbott", "time") == N(s, "Mrs. Eastwood", "time") + 60),
   ("The parent who saw the history teacher was booked half an hour later than the one who saw the science teacher.",
    lambda s: N(s, "history", "time") == N(s, "science", "time") + 30),
   ("Mr. Delacroix did not talk to the science teacher.",
    lambda s: not s.same("Mr. Delacroix", "science")),
  ])

# ---------------------------------------------------------------- 12
def _of_two_morning(s, x, later):
    """Of the two morning talks, x's is the one later (or earlier) in the month."""
    ms = [it for it in ("10:00am", "11:30am", "2:00pm", "6:15pm") if V(it) < 12 * 60]
    if s.g(x, "time") not in ms:
        return False
    other = [m for m in ms if not s.same(m, x)][0]
    d = N(s, x, "date") - N(s, other, "date")
    return d > 0 if later else d < 0

puzzle("u51-12-library-talks",
  "Talks at the Library",
  "Riverside Library ran a series of four talks in March. Each was given by a different speaker on a different date, at a different time, in a different room and on a different topic.",
  [("speaker", ["Dr. Moreau", "Ms. Nakamura", "Mr. Osei", "Prof. Quinn"]),
   ("date", ["March 3", "March 4", "March 10", "March 11"]),
   ("time", ["10:00am", "11:30am", "2:00pm", "6:15pm"]),
   ("room", ["Annex", "Atrium", "Map Room", "Reading Room"]),
   ("topic", ["astronomy", "beekeeping", "bookbinding", "genealogy"])],
  [["Dr. Moreau", "March 10", "6:15pm", "Atrium", "astronomy"],
   ["Ms. Nakamura", "March 3", "11:30am", "Map Room", "bookbinding"],
   ["Mr. Osei", "March 11", "10:00am", "Annex", "beekeeping"],
   ["Prof. Quinn", "March 4", "2:00pm", "Reading Room", "genealogy"]],
  [("Mr. Osei spoke the day after Dr. Moreau.",
    lambda s: N(s, "Mr. Osei", "date") == N(s, "Dr. Moreau", "date") + 1),
   ("The evening talk was held in the Atrium.",
    lambda s: s.g("Atrium", "time") == "6:15pm"),
   ("Prof. Quinn's talk started later in the day than Ms. Nakamura's, but fell earlier in the month than Dr. Moreau's.",
    lambda s: N(s, "Prof. Quinn", "time") > N(s, "Ms. Nakamura", "time") and N(s, "Prof. Quinn", "date") < N(s, "Dr. Moreau", "date")),
   ("The first talk of the series took place in the Map Room.",
    lambda s: s.g("Map Room", "date") == "March 3"),
   ("The genealogy talk was held in neither the Annex nor the Atrium.",
    lambda s: not s.same("genealogy", "Annex") and not s.same("genealogy", "Atrium")),
   ("Of the two morning talks, the one on beekeeping came later in the month.",
    lambda s: _of_two_morning(s, "beekeeping", True)),
   ("The March 4 talk began 4 hours and 15 minutes earlier in the day than the March 10 talk.",
    lambda s: N(s, "March 4", "time") + 255 == N(s, "March 10", "time")),
   ("The beekeeping talk began an hour and a half earlier in the day than the bookbinding one.",
    lambda s: N(s, "beekeeping", "time") + 90 == N(s, "bookbinding", "time")),
  ])
