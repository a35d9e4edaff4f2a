# unseen34: twelve logic grids about schedules and time, written blind.
# Checked by puzzle/logicgrid/english/testdata/unseen/truth.py, which execs this
# file after defining State, nv, one_of_other and puzzle().
#
# Readings decided (as an ordinary reader of a puzzle magazine takes them):
# - "either A or B" means exactly one of A and B holds (exclusive); so does
#   "A or B, but not both". A plain "or" inside a negation ("isn't X or Y")
#   means neither X nor Y.
# - "neither A nor B is X" means A is not X and B is not X.
# - "Of A and B, one is X and the other is Y" (and "A and B are X and Y, in
#   some order"): A and B are different people, one is X, the other is Y.
# - "A and B are X and Y, respectively": A is X and B is Y.
# - Two differently described entries (a name, "the 9:30am patient", "the
#   jazz band") are not taken to be the same row, nor different rows, unless
#   a clue says so; "neither A nor B is X" alone does not make A and B
#   different. A clue that compares them ("earlier than", "after", "two days
#   later") makes them different rows, and comparisons are strict.
# - A comparison with an amount is exact: "twenty minutes ahead of" means
#   exactly twenty minutes earlier; "a week after" means exactly seven days
#   later; "the day after" exactly one day later; "the night before" exactly
#   one day earlier; "the following week" exactly seven days later.
# - "sometime before/after", "earlier/later in the week/day/month",
#   "at some point after": strictly earlier/later, by any amount.
# - "back-to-back" / "consecutive": adjacent slots in the printed schedule,
#   in either order unless the clue says which comes first.
# - "the earliest", "first", "the last slot", "the longest": the extreme item of
#   that category (every item is used exactly once).
# - "in the morning" is before noon; "in the afternoon" is from noon up to but
#   not including 6pm; "in the evening" is 6pm or later.
# - An appositive or relative clause attached to a name ("Nurse Ingram, who
#   gave the flu jab, ...") asserts that fact as well as the rest of the clue.
# - "If A, then B" is material implication (true whenever A is false).
# - A list of people "A, B, C and D" described as different ("the four
#   were ...", "... are all different people") means all different rows.
# - Clock times: "9:30am", "21:00", "noon", "midday", "half past two",
#   "a quarter to ten" all name a time of day; a time in words in an evening
#   schedule is read in the evening (pm).
import re

def xor(a, b):
    return bool(a) != bool(b)

def implies(a, b):
    return (not a) or b

def distinct(s, *xs):
    rows = [s.r(x) for x in xs]
    return len(set(rows)) == len(rows)

_HOURS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
          "eight": 8, "nine": 9, "ten": 10, "eleven": 11, "twelve": 12}
_PAST = {"five": 5, "ten": 10, "a quarter": 15, "quarter": 15, "twenty": 20,
         "twenty-five": 25, "half": 30}

def clock(t, pm=False):
    """Minutes after midnight for a clock time written any usual way."""
    x = t.strip().lower().replace(".", "")
    if x in ("noon", "midday", "12 noon"):
        return 720
    if x == "midnight":
        return 1440
    m = re.match(r"^(\d{1,2})(?::(\d\d))?\s*([ap])m$", x)
    if m:
        h = int(m.group(1)) % 12 + (12 if m.group(3) == "p" else 0)
        return h * 60 + int(m.group(2) or 0)
    m = re.match(r"^(\d{1,2}):(\d\d)$", x)
    if m:
        return int(m.group(1)) * 60 + int(m.group(2))
    m = re.match(r"^(\w+) o'clock$", x)
    if m:
        h, mi = _HOURS[m.group(1)], 0
    else:
        m = re.match(r"^(.+) (past|to) (\w+)$", x)
        h, mi = _HOURS[m.group(3)], _PAST[m.group(1)]
        if m.group(2) == "to":
            h, mi = h - 1, 60 - mi
    if pm and h < 12:
        h += 12
    return h * 60 + mi

def minutes(t):
    """A duration in minutes: '90 minutes', '2 hours', '1 hour 10 minutes'."""
    x = t.strip().lower()
    total = 0
    m = re.search(r"(\d+)\s*hours?", x)
    if m:
        total += 60 * int(m.group(1))
    m = re.search(r"(\d+)\s*min", x)
    if m:
        total += int(m.group(1))
    return total

def date(t):
    """The day of the month: 'March 3' -> 3, '14th' -> 14."""
    return int(re.search(r"(\d+)", t).group(1))

def num(t):
    """The number in an item: 'Platform 4' -> 4, 'No. 19' -> 19."""
    return int(re.search(r"(\d+)", t).group(1))

# ---------------------------------------------------------------------------
# 1. Parish newsletter: chatty, neighbourly, times in words and figures.

def _t1(s, x):
    return clock(s.g(x, "times"))

puzzle("u34-01-surgery", "Tuesday Morning at Mill Lane Surgery",
    "Four of our neighbours had appointments at Mill Lane Surgery last Tuesday, in the twenty-minute slots between ten past nine and ten past ten. Can you work out who saw whom, when, and why?",
    [("patients", ["Mrs Abbott", "Mr Bellamy", "Miss Crane", "Mr Dunmore"]),
     ("times", ["9:10am", "9:30am", "9:50am", "10:10am"]),
     ("clinicians", ["Dr Fenwick", "Dr Gault", "Dr Holt", "Nurse Ingram"]),
     ("reasons", ["blood test", "flu jab", "sore knee", "repeat prescription"])],
    [["Mrs Abbott", "9:50am", "Dr Holt", "sore knee"],
     ["Mr Bellamy", "9:10am", "Nurse Ingram", "flu jab"],
     ["Miss Crane", "10:10am", "Dr Fenwick", "repeat prescription"],
     ["Mr Dunmore", "9:30am", "Dr Gault", "blood test"]],
    [
     ("Mr Bellamy was first through the door, twenty minutes ahead of whoever had come in for a blood test.",
      lambda s: s.g("Mr Bellamy", "times") == "9:10am" and _t1(s, "blood test") == _t1(s, "Mr Bellamy") + 20),
     ("Nurse Ingram, who gave the flu jab, did not see Mrs Abbott.",
      lambda s: s.same("Nurse Ingram", "flu jab") and not s.same("Nurse Ingram", "Mrs Abbott")),
     ("The sore knee was seen at ten to ten.",
      lambda s: s.same("sore knee", "9:50am")),
     ("Mrs Abbott went in at some point after Dr Gault's patient.",
      lambda s: _t1(s, "Mrs Abbott") > _t1(s, "Dr Gault")),
     ("Dr Fenwick's patient, who wasn't Mr Dunmore, had the last slot of the morning.",
      lambda s: s.same("Dr Fenwick", "10:10am") and not s.same("Dr Fenwick", "Mr Dunmore")),
     ("Of Mrs Abbott and Mr Dunmore, one saw Dr Holt and the other needed the blood test.",
      lambda s: one_of_other(s, "Mrs Abbott", "Mr Dunmore", "Dr Holt", "blood test")),
    ])

# ---------------------------------------------------------------------------
# 2. Railway magazine: 24-hour clock, "service", "due out", platform numbers.

def _t2(s, x):
    return clock(s.g(x, "departures"))

def _p2(s, x):
    return num(s.g(x, "platforms"))

puzzle("u34-02-junction", "Platform Alterations at Kingsmoor Junction",
    "Five regulars stood on the footbridge at Kingsmoor Junction one grey weekday morning, each waiting for a different train. Match each traveller to a departure time, a destination and a platform.",
    [("travellers", ["Priya", "Quentin", "Rosalind", "Stefan", "Tomasz"]),
     ("departures", ["06:45", "07:20", "08:05", "08:50", "09:35"]),
     ("destinations", ["Carlisle", "Derby", "Exeter", "Hull", "Leeds"]),
     ("platforms", ["Platform 1", "Platform 2", "Platform 3", "Platform 4", "Platform 5"])],
    [["Priya", "08:05", "Hull", "Platform 4"],
     ["Quentin", "06:45", "Exeter", "Platform 2"],
     ["Rosalind", "09:35", "Carlisle", "Platform 1"],
     ["Stefan", "07:20", "Leeds", "Platform 5"],
     ["Tomasz", "08:50", "Derby", "Platform 3"]],
    [
     ("Priya's train is due out three-quarters of an hour after Stefan's.",
      lambda s: _t2(s, "Priya") == _t2(s, "Stefan") + 45),
     ("Tomasz is booked on either the 08:50 or the Carlisle service, but not both.",
      lambda s: xor(s.same("Tomasz", "08:50"), s.same("Tomasz", "Carlisle"))),
     ("The Derby train departs from a higher-numbered platform than the Exeter train, but from a lower-numbered one than the Hull train.",
      lambda s: _p2(s, "Exeter") < _p2(s, "Derby") < _p2(s, "Hull")),
     ("Rosalind, whose train is the last to leave, isn't going to Leeds.",
      lambda s: s.same("Rosalind", "09:35") and not s.same("Rosalind", "Leeds")),
     ("Neither Quentin nor the passenger on platform 5 is bound for Hull or Carlisle.",
      lambda s: all(not s.same(x, y) for x in ["Quentin", "Platform 5"] for y in ["Hull", "Carlisle"])),
     ("The train from platform 1 pulls out 45 minutes after the one for Derby.",
      lambda s: _t2(s, "Platform 1") == _t2(s, "Derby") + 45),
     ("Stefan's train and the Exeter train stand at platforms 5 and 2, respectively.",
      lambda s: s.same("Stefan", "Platform 5") and s.same("Exeter", "Platform 2")),
    ])

# ---------------------------------------------------------------------------
# 3. Hospital staff bulletin: brisk, "clocked on", 24-hour and 12-hour mixed.

def _d3(s, x):
    return nv(s.g(x, "days"))

def _t3(s, x):
    return clock(s.g(x, "starts"))

def _h3(s, x):
    return minutes(s.g(x, "lengths"))

puzzle("u34-03-rota", "Ward 7 Cover Rota",
    "Staff bulletin: thank you to the four bank nurses who covered Ward 7 early this week, one shift each from Monday to Thursday. The rota got a soaking in the tea room, so here is what we can still read.",
    [("nurses", ["Aled", "Bronwen", "Ceri", "Dafydd"]),
     ("days", ["Monday", "Tuesday", "Wednesday", "Thursday"]),
     ("starts", ["6:00am", "noon", "2:00pm", "10:00pm"]),
     ("lengths", ["4 hours", "6 hours", "8 hours", "12 hours"])],
    [["Aled", "Wednesday", "10:00pm", "8 hours"],
     ["Bronwen", "Monday", "noon", "6 hours"],
     ["Ceri", "Thursday", "6:00am", "12 hours"],
     ["Dafydd", "Tuesday", "2:00pm", "4 hours"]],
    [
     ("Dafydd was in the day after the nurse who started at midday.",
      lambda s: _d3(s, "Dafydd") == _d3(s, "noon") + 1),
     ("The twelve-hour shift began at six in the morning.",
      lambda s: s.same("12 hours", "6:00am")),
     ("Bronwen's shift was two hours shorter than Aled's.",
      lambda s: _h3(s, "Bronwen") == _h3(s, "Aled") - 120),
     ("Ceri worked later in the week than whoever clocked on at 22:00.",
      lambda s: _d3(s, "Ceri") > _d3(s, "10:00pm")),
     ("The four-hour shift was neither Monday's nor Wednesday's.",
      lambda s: not s.same("4 hours", "Monday") and not s.same("4 hours", "Wednesday")),
     ("The shift that started at ten at night came two days after Bronwen's.",
      lambda s: _d3(s, "10:00pm") == _d3(s, "Bronwen") + 2),
     ("Dafydd didn't start in the morning, and nor did Bronwen.",
      lambda s: _t3(s, "Dafydd") >= 720 and _t3(s, "Bronwen") >= 720),
    ])

# ---------------------------------------------------------------------------
# 4. Adult-education prospectus: polite, full sentences, "respectively".

def _d4(s, x):
    return nv(s.g(x, "evenings"))

def _t4(s, x):
    return clock(s.g(x, "start times"))

puzzle("u34-04-classes", "Autumn Term at Elmfield Adult Education Centre",
    "Our five tutors are each running one evening class this autumn, Monday to Friday, with a different start time so that the car park copes. See if you can put the timetable back together before enrolment night.",
    [("tutors", ["Mr Hollis", "Mrs Kaur", "Ms Lindqvist", "Mr Okafor", "Mrs Petrie"]),
     ("subjects", ["bookkeeping", "pottery", "Spanish", "watercolours", "yoga"]),
     ("evenings", ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"]),
     ("start times", ["6:00pm", "6:30pm", "7:00pm", "7:15pm", "7:45pm"])],
    [["Mr Hollis", "bookkeeping", "Thursday", "6:30pm"],
     ["Mrs Kaur", "yoga", "Monday", "7:45pm"],
     ["Ms Lindqvist", "Spanish", "Tuesday", "6:00pm"],
     ["Mr Okafor", "pottery", "Friday", "7:15pm"],
     ["Mrs Petrie", "watercolours", "Wednesday", "7:00pm"]],
    [
     ("Pottery and Spanish are held on Friday and Tuesday, respectively.",
      lambda s: s.same("pottery", "Friday") and s.same("Spanish", "Tuesday")),
     ("The class starting at a quarter past seven meets two days after Mrs Petrie's.",
      lambda s: _d4(s, "7:15pm") == _d4(s, "Mrs Petrie") + 2),
     ("Mrs Kaur's class begins later in the evening than any other, but earlier in the week than all the rest.",
      lambda s: s.same("Mrs Kaur", "7:45pm") and s.same("Mrs Kaur", "Monday")),
     ("Mr Hollis teaches either bookkeeping or the 7pm class.",
      lambda s: xor(s.same("Mr Hollis", "bookkeeping"), s.same("Mr Hollis", "7:00pm"))),
     ("Yoga starts three-quarters of an hour after watercolours does.",
      lambda s: _t4(s, "yoga") == _t4(s, "watercolours") + 45),
     ("The six o'clock class is not bookkeeping.",
      lambda s: not s.same("6:00pm", "bookkeeping")),
     ("Mrs Petrie doesn't take the half-past-six group.",
      lambda s: not s.same("Mrs Petrie", "6:30pm")),
     ("Ms Lindqvist's class is the day before Mrs Petrie's.",
      lambda s: _d4(s, "Ms Lindqvist") == _d4(s, "Mrs Petrie") - 1),
    ])

# ---------------------------------------------------------------------------
# 5. TV listings magazine: punchy, programme titles, running times.

def _st5(s, x):
    return clock(s.g(x, "start times"))

def _len5(s, x):
    return minutes(s.g(x, "running times"))

def _end5(s, x):
    return _st5(s, x) + _len5(s, x)

puzzle("u34-05-listings", "Saturday Night In",
    "Our critics' four picks for Saturday night are on four different channels, and no two start at the same time or run for the same length. Work out when to put the kettle on.",
    [("programmes", ["Cold Harbour", "Kitchen Wars", "The Long Field", "Money Talks"]),
     ("channels", ["Arcadia", "KLX", "Northwave", "Ridge TV"]),
     ("start times", ["7:00pm", "7:30pm", "8:00pm", "9:00pm"]),
     ("running times", ["30 minutes", "1 hour", "90 minutes", "2 hours"])],
    [["Cold Harbour", "Northwave", "9:00pm", "1 hour"],
     ["Kitchen Wars", "Arcadia", "7:00pm", "90 minutes"],
     ["The Long Field", "KLX", "7:30pm", "2 hours"],
     ["Money Talks", "Ridge TV", "8:00pm", "30 minutes"]],
    [
     ("Kitchen Wars finishes at half past eight, and Money Talks also ends then.",
      lambda s: _end5(s, "Kitchen Wars") == 1230 and _end5(s, "Money Talks") == 1230),
     ("The two-hour programme starts thirty minutes after whatever's on Arcadia.",
      lambda s: _st5(s, "2 hours") == _st5(s, "Arcadia") + 30),
     ("Cold Harbour, which isn't on KLX, is the last of the four to begin.",
      lambda s: not s.same("Cold Harbour", "KLX") and s.same("Cold Harbour", "9:00pm")),
     ("Ridge TV's offering is the shortest of the evening.",
      lambda s: s.same("Ridge TV", "30 minutes")),
     ("Kitchen Wars starts an hour before Money Talks.",
      lambda s: _st5(s, "Kitchen Wars") == _st5(s, "Money Talks") - 60),
    ])

# ---------------------------------------------------------------------------
# 6. Furniture shop's customer newsletter: dates in a month, "the following week".

def _dt6(s, x):
    return date(s.g(x, "dates"))

puzzle("u34-06-deliveries", "Out With the Van in March",
    "Four big orders left the Hartley & Sons warehouse in March, each on a different date and each with a different one of our drivers. From the notes in the dispatch book, who got what, when, and who brought it?",
    [("customers", ["Ms Ellery", "Mr Farrow", "Mrs Greenhalgh", "Dr Iqbal"]),
     ("dates", ["March 4", "March 6", "March 11", "March 13"]),
     ("items", ["fridge", "piano", "sofa", "wardrobe"]),
     ("drivers", ["Gus", "Hal", "Jem", "Kit"])],
    [["Ms Ellery", "March 13", "wardrobe", "Hal"],
     ["Mr Farrow", "March 4", "sofa", "Jem"],
     ["Mrs Greenhalgh", "March 11", "piano", "Kit"],
     ["Dr Iqbal", "March 6", "fridge", "Gus"]],
    [
     ("The piano went out exactly a week after the sofa.",
      lambda s: _dt6(s, "piano") == _dt6(s, "sofa") + 7),
     ("Hal's drop was two days later than Kit's.",
      lambda s: _dt6(s, "Hal") == _dt6(s, "Kit") + 2),
     ("Dr Iqbal's fridge arrived sometime before Mrs Greenhalgh's order.",
      lambda s: s.same("Dr Iqbal", "fridge") and _dt6(s, "Dr Iqbal") < _dt6(s, "Mrs Greenhalgh")),
     ("Jem didn't deliver the wardrobe or the fridge.",
      lambda s: not s.same("Jem", "wardrobe") and not s.same("Jem", "fridge")),
     ("Mr Farrow got the earliest delivery of the month, but it wasn't Kit who brought it.",
      lambda s: s.same("Mr Farrow", "March 4") and not s.same("Mr Farrow", "Kit")),
     ("Ms Ellery's order was the last of the month to go out.",
      lambda s: s.same("Ms Ellery", "March 13")),
    ])

# ---------------------------------------------------------------------------
# 7. Festival programme: "back-to-back", "headline slot", band names.

_SLOTS7 = ["noon", "2:00pm", "4:00pm", "6:00pm", "8:00pm"]

def _k7(s, x):
    return _SLOTS7.index(s.g(x, "slots"))

def _t7(s, x):
    return clock(s.g(x, "slots"))

puzzle("u34-07-festival", "Riverside Stage Running Order",
    "Five bands are on the Riverside Stage this Saturday, every two hours from noon. Each plays a different style and hails from a different city. Fill in the running order before the gates open.",
    [("bands", ["The Marrows", "Ockham's Razorbills", "Pylon Choir", "Saltmarsh", "Velvet Hinge"]),
     ("slots", _SLOTS7),
     ("styles", ["folk", "jazz", "punk", "reggae", "ska"]),
     ("home towns", ["Bristol", "Cardiff", "Glasgow", "Leeds", "Norwich"])],
    [["The Marrows", "4:00pm", "ska", "Bristol"],
     ["Ockham's Razorbills", "noon", "folk", "Glasgow"],
     ["Pylon Choir", "6:00pm", "punk", "Norwich"],
     ["Saltmarsh", "2:00pm", "reggae", "Cardiff"],
     ["Velvet Hinge", "8:00pm", "jazz", "Leeds"]],
    [
     ("The folk act opens proceedings at midday.",
      lambda s: s.same("folk", "noon")),
     ("The Marrows, who aren't from Norwich, play back-to-back with the band from Cardiff.",
      lambda s: not s.same("The Marrows", "Norwich") and abs(_k7(s, "The Marrows") - _k7(s, "Cardiff")) == 1),
     ("The headline slot, the last of the day, goes to the jazz band, who aren't from Norwich.",
      lambda s: s.same("jazz", "8:00pm") and not s.same("jazz", "Norwich")),
     ("Pylon Choir are on two hours after the ska band.",
      lambda s: _t7(s, "Pylon Choir") == _t7(s, "ska") + 120),
     ("The Glasgow band play sometime before Saltmarsh.",
      lambda s: _t7(s, "Glasgow") < _t7(s, "Saltmarsh")),
     ("Neither Saltmarsh nor Velvet Hinge play punk or ska.",
      lambda s: all(not s.same(x, y) for x in ["Saltmarsh", "Velvet Hinge"] for y in ["punk", "ska"])),
     ("Saltmarsh go on before the punk band, who in turn go on before Velvet Hinge.",
      lambda s: _t7(s, "Saltmarsh") < _t7(s, "punk") < _t7(s, "Velvet Hinge")),
     ("The Norwich band take the stage straight after the Bristol band.",
      lambda s: _k7(s, "Norwich") == _k7(s, "Bristol") + 1),
     ("Ockham's Razorbills are on earlier than The Marrows.",
      lambda s: _t7(s, "Ockham's Razorbills") < _t7(s, "The Marrows")),
    ])

# ---------------------------------------------------------------------------
# 8. School alumni magazine: years, months, "the class of".

def _y8(s, x):
    return nv(s.g(x, "years"))

def _m8(s, x):
    return nv(s.g(x, "months"))

puzzle("u34-08-reunions", "Old Scholars' Reunions",
    "Four former pupils of Castlegate School have each organised a reunion for their own leaving year this summer, one a month from June to September, each at a different venue. Who left when, and where and when is each party?",
    [("organisers", ["Harriet", "Ibrahim", "Jolene", "Kwame"]),
     ("years", ["1994", "1999", "2004", "2009"]),
     ("months", ["June", "July", "August", "September"]),
     ("venues", ["boathouse", "Crown Inn", "library", "old gym"])],
    [["Harriet", "2004", "July", "boathouse"],
     ["Ibrahim", "1994", "September", "old gym"],
     ["Jolene", "2009", "June", "library"],
     ["Kwame", "1999", "August", "Crown Inn"]],
    [
     ("The class of 1999 get together a month after the boathouse reunion.",
      lambda s: _m8(s, "1999") == _m8(s, "boathouse") + 1),
     ("Jolene left ten years after Kwame, and her year's reunion is the first of the summer.",
      lambda s: _y8(s, "Jolene") == _y8(s, "Kwame") + 10 and s.same("Jolene", "June")),
     ("Ibrahim, who left before any of the others, holds his reunion later in the summer than Harriet holds hers.",
      lambda s: s.same("Ibrahim", "1994") and _m8(s, "Ibrahim") > _m8(s, "Harriet")),
     ("The party in the old gym is the month after the one at the Crown Inn.",
      lambda s: _m8(s, "old gym") == _m8(s, "Crown Inn") + 1),
     ("The library do is for the year that left five years after Harriet's.",
      lambda s: _y8(s, "library") == _y8(s, "Harriet") + 5),
    ])

# ---------------------------------------------------------------------------
# 9. Pocket puzzle book: short 3x4, terse, dates as ordinals.

def _d9(s, x):
    return date(s.g(x, "dates"))

puzzle("u34-09-bookclub", "Thursday Book Club",
    "Four friends take turns hosting their book club on the four Thursdays of the month, and each host chooses the book.",
    [("hosts", ["Alma", "Bea", "Cora", "Dot"]),
     ("dates", ["2nd", "9th", "16th", "23rd"]),
     ("books", ["Kim", "Middlemarch", "Persuasion", "Rebecca"])],
    [["Alma", "16th", "Kim"],
     ["Bea", "2nd", "Rebecca"],
     ["Cora", "23rd", "Middlemarch"],
     ["Dot", "9th", "Persuasion"]],
    [
     ("Bea hosts one Thursday and Dot the following week.",
      lambda s: _d9(s, "Dot") == _d9(s, "Bea") + 7),
     ("Middlemarch is discussed sometime after Kim.",
      lambda s: _d9(s, "Middlemarch") > _d9(s, "Kim")),
     ("Alma, who didn't pick Persuasion, isn't hosting on the 2nd or the 23rd.",
      lambda s: not s.same("Alma", "Persuasion") and not s.same("Alma", "2nd") and not s.same("Alma", "23rd")),
     ("Bea's choice, Rebecca, comes a fortnight before Kim.",
      lambda s: s.same("Bea", "Rebecca") and _d9(s, "Kim") == _d9(s, "Rebecca") + 14),
    ])

# ---------------------------------------------------------------------------
# 10. Puzzle website, 5x5: "the driver who ...", arrival times worked out
#     from departure plus journey time.

_PEOPLE10 = ["Alf", "Bernie", "Colm", "Della", "Eunice"]

def _dep10(s, x):
    return clock(s.g(x, "departures"))

def _j10(s, x):
    return minutes(s.g(x, "journey times"))

def _arr10(s, x):
    return _dep10(s, x) + _j10(s, x)

def _no10(s, x):
    return num(s.g(x, "routes"))

puzzle("u34-10-buses", "First Buses Out of Kelby Depot",
    "Every weekday five drivers take the first five buses out of Kelby depot, 35 minutes apart. Each bus runs a different route to a different village, and the journeys all take different times. Can you fill in the duty sheet?",
    [("drivers", _PEOPLE10),
     ("departures", ["5:40am", "6:15am", "6:50am", "7:25am", "8:00am"]),
     ("destinations", ["Ashby", "Brigg", "Caistor", "Dunholme", "Epworth"]),
     ("journey times", ["25 minutes", "40 minutes", "55 minutes", "1 hour 10 minutes", "1 hour 25 minutes"]),
     ("routes", ["No. 3", "No. 7", "No. 12", "No. 19", "No. 24"])],
    [["Alf", "6:50am", "Caistor", "40 minutes", "No. 12"],
     ["Bernie", "5:40am", "Epworth", "1 hour 25 minutes", "No. 24"],
     ["Colm", "8:00am", "Ashby", "25 minutes", "No. 3"],
     ["Della", "6:15am", "Brigg", "1 hour 10 minutes", "No. 19"],
     ["Eunice", "7:25am", "Dunholme", "55 minutes", "No. 7"]],
    [
     ("Bernie takes out the first bus of the day, which isn't the one to Ashby.",
      lambda s: s.same("Bernie", "5:40am") and not s.same("Bernie", "Ashby")),
     ("The Brigg bus leaves 35 minutes before Alf's.",
      lambda s: _dep10(s, "Brigg") == _dep10(s, "Alf") - 35),
     ("Of Colm and Eunice, one drives to Ashby and the other leaves at 7:25am.",
      lambda s: one_of_other(s, "Colm", "Eunice", "Ashby", "7:25am")),
     ("The bus to Caistor gets in at half past seven.",
      lambda s: _arr10(s, "Caistor") == 450),
     ("Della is on the road 45 minutes longer than Colm.",
      lambda s: _j10(s, "Della") == _j10(s, "Colm") + 45),
     ("The Dunholme run takes under an hour, but longer than Alf's.",
      lambda s: 60 > _j10(s, "Dunholme") > _j10(s, "Alf")),
     ("The longest journey is on the No. 24.",
      lambda s: s.same("No. 24", "1 hour 25 minutes")),
     ("Every bus that leaves after seven o'clock has a single-figure route number.",
      lambda s: all(_no10(s, p) < 10 for p in _PEOPLE10 if _dep10(s, p) > 420)),
     ("The driver of the No. 12 sets off earlier than Eunice but later than the driver of the No. 19.",
      lambda s: _dep10(s, "No. 19") < _dep10(s, "No. 12") < _dep10(s, "Eunice")),
     ("Colm's route number is lower than Eunice's.",
      lambda s: _no10(s, "Colm") < _no10(s, "Eunice")),
    ])

# ---------------------------------------------------------------------------
# 11. Teenager's babysitting diary: first person, times in words, "the night before".

def _n11(s, x):
    return nv(s.g(x, "nights"))

def _t11(s, x):
    return clock(s.g(x, "arrival times"), pm=True)

def _k11(s, x):
    return num(s.g(x, "children"))

puzzle("u34-11-babysitting", "My Busiest Babysitting Week",
    "Half-term was mad: four families booked me on four nights in a row, Wednesday to Saturday, each wanting me there at a different time and each with a different number of kids. Here's my diary, scrambled.",
    [("families", ["the Adeyemis", "the Brennans", "the Castellanos", "the Dempseys"]),
     ("nights", ["Wednesday", "Thursday", "Friday", "Saturday"]),
     ("arrival times", ["half past six", "seven o'clock", "a quarter to eight", "half past eight"]),
     ("children", ["1 child", "2 children", "3 children", "4 children"])],
    [["the Adeyemis", "Friday", "a quarter to eight", "3 children"],
     ["the Brennans", "Wednesday", "half past eight", "1 child"],
     ["the Castellanos", "Saturday", "half past six", "2 children"],
     ["the Dempseys", "Thursday", "seven o'clock", "4 children"]],
    [
     ("The Dempseys had me the night before the Adeyemis did.",
      lambda s: _n11(s, "the Dempseys") == _n11(s, "the Adeyemis") - 1),
     ("The family with four kids booked me the night after the one with just the one.",
      lambda s: _n11(s, "4 children") == _n11(s, "1 child") + 1),
     ("Two days after my half-past-eight start, I was due somewhere at a quarter to eight.",
      lambda s: _n11(s, "a quarter to eight") == _n11(s, "half past eight") + 2),
     ("The Castellanos have fewer kids than the Adeyemis, but booked me for later in the week.",
      lambda s: _k11(s, "the Castellanos") < _k11(s, "the Adeyemis") and _n11(s, "the Castellanos") > _n11(s, "the Adeyemis")),
     ("The Brennans didn't need me until 8:30pm.",
      lambda s: s.same("the Brennans", "half past eight")),
     ("Of the Adeyemis and the Dempseys, one has three children and the other asked me for seven o'clock.",
      lambda s: one_of_other(s, "the Adeyemis", "the Dempseys", "3 children", "seven o'clock")),
    ])

# ---------------------------------------------------------------------------
# 12. Sunday-paper puzzle page: list of five different people, "in some order",
#     ordinals, a conditional.

_SLOTS12 = ["9:00am", "9:45am", "10:30am", "11:15am", "noon"]

def _k12(s, x):
    return _SLOTS12.index(s.g(x, "lesson times"))

def _t12(s, x):
    return clock(s.g(x, "lesson times"))

puzzle("u34-12-swimming", "Saturday Morning at the Lido",
    "Five youngsters have a 45-minute swimming lesson at the Lido every Saturday, one after another from nine o'clock, each with a different coach and each working on a different stroke. Who swims when, with whom, and what are they practising?",
    [("children", ["Maisie", "Noor", "Otis", "Pippa", "Ravi"]),
     ("lesson times", _SLOTS12),
     ("coaches", ["Coach Ames", "Coach Bell", "Coach Diaz", "Coach Frost", "Coach Vance"]),
     ("strokes", ["backstroke", "breaststroke", "butterfly", "front crawl", "sidestroke"])],
    [["Maisie", "10:30am", "Coach Diaz", "butterfly"],
     ["Noor", "noon", "Coach Ames", "front crawl"],
     ["Otis", "9:00am", "Coach Bell", "breaststroke"],
     ["Pippa", "11:15am", "Coach Vance", "sidestroke"],
     ["Ravi", "9:45am", "Coach Frost", "backstroke"]],
    [
     ("The five children are Noor, the 9:45am swimmer, the one learning butterfly, Coach Vance's pupil and Otis.",
      lambda s: distinct(s, "Noor", "9:45am", "butterfly", "Coach Vance", "Otis")),
     ("The third lesson of the day is a butterfly lesson.",
      lambda s: s.same("10:30am", "butterfly")),
     ("Otis and Ravi have back-to-back lessons, Otis going first.",
      lambda s: _k12(s, "Ravi") == _k12(s, "Otis") + 1),
     ("Coach Ames takes the last lesson, at midday, and it isn't backstroke or breaststroke.",
      lambda s: s.same("Coach Ames", "noon") and not s.same("noon", "backstroke") and not s.same("noon", "breaststroke")),
     ("Maisie and Pippa are taught by Coach Diaz and Coach Vance, in some order.",
      lambda s: one_of_other(s, "Maisie", "Pippa", "Coach Diaz", "Coach Vance")),
     ("The front crawl lesson starts an hour and a half after Maisie's.",
      lambda s: _t12(s, "front crawl") == _t12(s, "Maisie") + 90),
     ("Coach Bell's pupil swims earlier than Coach Frost's.",
      lambda s: _t12(s, "Coach Bell") < _t12(s, "Coach Frost")),
     ("If Coach Bell is teaching backstroke, then Pippa is the one doing butterfly.",
      lambda s: implies(s.same("Coach Bell", "backstroke"), s.same("Pippa", "butterfly"))),
     ("Pippa isn't working on her breaststroke, nor on her backstroke.",
      lambda s: not s.same("Pippa", "breaststroke") and not s.same("Pippa", "backstroke")),
    ])

