# unseen17: logic grids written blind, in the style of British puzzle pages.
# Each clue is (printed sentence, predicate); truth.py brute-forces them.
import re as _re

def money(x):
    """£3.50 -> 3.5, 75p -> 0.75."""
    x = x.strip()
    if x.startswith("£"):
        return float(x[1:].replace(",", ""))
    if x.endswith("p"):
        return int(x[:-1]) / 100.0
    raise ValueError(x)

def clock(x):
    """7.45am -> 465, 2.30pm -> 870, 14:30 -> 870 (minutes after midnight)."""
    x = x.strip()
    m = _re.match(r"^(\d+)[.:](\d\d)\s*([ap])m$", x)
    if m:
        return (int(m.group(1)) % 12 + (12 if m.group(3) == "p" else 0)) * 60 + int(m.group(2))
    m = _re.match(r"^(\d+)[.:](\d\d)$", x)
    if m:
        return int(m.group(1)) * 60 + int(m.group(2))
    m = _re.match(r"^(\d+)\s*([ap])m$", x)
    if m:
        return (int(m.group(1)) % 12 + (12 if m.group(2) == "p" else 0)) * 60
    raise ValueError(x)

_MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August",
           "September", "October", "November", "December"]

def day(x):
    """3rd March -> a number that orders dates within one year."""
    d, mon = x.split()
    return (_MONTHS.index(mon) + 1) * 100 + int(_re.match(r"\d+", d).group(0))

def M(s, item, cat):
    return money(s.g(item, cat))

def T(s, item, cat):
    return clock(s.g(item, cat))

def D(s, item, cat):
    return day(s.g(item, cat))

# ---------------------------------------------------------------- 01
puzzle("u17-01-fete-stalls", "Fete Worse Than Death",
       "Four members of the parish council each ran a different stall at the Little Bramley summer fete, and each stall took a different sum by the time the brass band packed up.",
       [("stallholders", ["Mrs Oakley", "Mr Barker", "Miss Finch", "Dr Patel"]),
        ("stalls", ["cake stall", "tombola", "plant stall", "book stall"]),
        ("takings", ["£38.50", "£42.00", "£55.75", "£61.25"])],
       [["Mrs Oakley", "cake stall", "£61.25"],
        ["Mr Barker", "tombola", "£38.50"],
        ["Miss Finch", "book stall", "£55.75"],
        ["Dr Patel", "plant stall", "£42.00"]],
       [("The tombola, which was not run by Dr Patel, took less than the book stall.",
         lambda s: M(s, "tombola", "takings") < M(s, "book stall", "takings") and not s.same("tombola", "Dr Patel")),
        ("Miss Finch finished the day £5.50 behind whoever ran the cake stall.",
         lambda s: abs(M(s, "Miss Finch", "takings") - (M(s, "cake stall", "takings") - 5.50)) < 0.001),
        ("Mr Barker, who did not sell plants, took less than Dr Patel.",
         lambda s: not s.same("Mr Barker", "plant stall") and M(s, "Mr Barker", "takings") < M(s, "Dr Patel", "takings")),
        ("Mrs Oakley wasn't in charge of the plants.",
         lambda s: not s.same("Mrs Oakley", "plant stall")),
        ("The plant stall made exactly £42.",
         lambda s: s.same("plant stall", "£42.00")),
       ])

# ---------------------------------------------------------------- 02
puzzle("u17-02-allotments", "Down on the Allotment",
       "At the Holloway Road allotments four plot-holders have each entered a different vegetable in this year's show. From the clues, can you work out each gardener's full name, plot number and prize vegetable?",
       [("first names", ["Arthur", "Bernard", "Cyril", "Doreen"]),
        ("surnames", ["Hobbs", "Greaves", "Pickering", "Lund"]),
        ("plots", ["3", "7", "12", "15"]),
        ("vegetables", ["leeks", "marrow", "onions", "runner beans"])],
       [["Arthur", "Greaves", "12", "onions"],
        ["Bernard", "Lund", "3", "marrow"],
        ["Cyril", "Hobbs", "15", "leeks"],
        ["Doreen", "Pickering", "7", "runner beans"]],
       [("Mr Hobbs, whose plot is numbered higher than Bernard's, is growing leeks for the show.",
         lambda s: s.same("Hobbs", "leeks") and s.n("Hobbs", "plots") > s.n("Bernard", "plots") and not s.same("Hobbs", "Bernard") and not s.same("Hobbs", "Doreen")),
        ("Doreen's plot is number 7; she isn't the gardener called Greaves.",
         lambda s: s.same("Doreen", "7") and not s.same("Doreen", "Greaves")),
        ("The marrow is being grown on plot 3, but not by Pickering.",
         lambda s: s.same("marrow", "3") and not s.same("3", "Pickering")),
        ("Arthur and Mr Lund have the onions and the marrow, though not necessarily in that order.",
         lambda s: one_of_other(s, "Arthur", "Lund", "onions", "marrow") and not s.same("Lund", "Doreen")),
        ("Cyril's plot has a higher number than Arthur's.",
         lambda s: s.n("Cyril", "plots") > s.n("Arthur", "plots")),
        ("Bernard has the lowest-numbered plot of the four.",
         lambda s: s.same("Bernard", "3")),
       ])

# ---------------------------------------------------------------- 03
puzzle("u17-03-morning-trains", "The Morning Trains",
       "Four passengers waited on the concourse at Birmingham New Street one wet Monday, each catching a different train from a different platform.",
       [("passengers", ["Mrs Hale", "Mr Ives", "Ms Judd", "Dr Kemp"]),
        ("departures", ["7.45am", "8.15am", "8.40am", "9.05am"]),
        ("destinations", ["Bath", "Crewe", "Derby", "York"]),
        ("platforms", ["1", "4", "6", "9"])],
       [["Mrs Hale", "8.40am", "York", "1"],
        ["Mr Ives", "7.45am", "Derby", "6"],
        ["Ms Judd", "9.05am", "Crewe", "4"],
        ["Dr Kemp", "8.15am", "Bath", "9"]],
       [("The York train left 25 minutes after the Bath train.",
         lambda s: T(s, "York", "departures") == T(s, "Bath", "departures") + 25),
        ("Mr Ives caught the first train of the morning, which did not leave from platform 9.",
         lambda s: s.same("Mr Ives", "7.45am") and not s.same("7.45am", "9")),
        ("Ms Judd's train left from a lower-numbered platform than Mr Ives's, but later in the morning than Dr Kemp's.",
         lambda s: s.n("Ms Judd", "platforms") < s.n("Mr Ives", "platforms") and T(s, "Ms Judd", "departures") > T(s, "Dr Kemp", "departures")),
        ("The 8.40am went from platform 1.",
         lambda s: s.same("8.40am", "1")),
        ("The Crewe service did not depart from platform 6.",
         lambda s: not s.same("Crewe", "6")),
        ("Dr Kemp's train pulled out before Mrs Hale's did.",
         lambda s: T(s, "Dr Kemp", "departures") < T(s, "Mrs Hale", "departures")),
        ("Mrs Hale's wasn't the last train to leave, and the Bath train didn't go from platform 1.",
         lambda s: not s.same("Mrs Hale", "9.05am") and not s.same("Bath", "1")),
       ])

# ---------------------------------------------------------------- 04
puzzle("u17-04-birthday-parties", "Party Season",
       "Four children in Class 3 at St Mary's Primary had birthdays between March and June, and each celebrated with a different kind of party at a different age.",
       [("children", ["Alfie", "Bethany", "Callum", "Daisy"]),
        ("birthdays", ["3rd March", "14th April", "22nd May", "9th June"]),
        ("ages", ["7", "8", "9", "10"]),
        ("parties", ["bowling", "disco", "pirate", "swimming"])],
       [["Alfie", "22nd May", "9", "pirate"],
        ["Bethany", "3rd March", "8", "swimming"],
        ["Callum", "9th June", "7", "bowling"],
        ["Daisy", "14th April", "10", "disco"]],
       [("The eldest of the four had a disco, some weeks before Alfie's birthday came round.",
         lambda s: s.same("10", "disco") and D(s, "10", "birthdays") < D(s, "Alfie", "birthdays") and not s.same("10", "Alfie")),
        ("Callum, who is the youngest, celebrated later in the year than the child who went swimming.",
         lambda s: s.same("Callum", "7") and D(s, "Callum", "birthdays") > D(s, "swimming", "birthdays")),
        ("Bethany's birthday falls on 3rd March.",
         lambda s: s.same("Bethany", "3rd March")),
        ("The pirate party was for a nine-year-old.",
         lambda s: s.same("pirate", "9")),
        ("The child born on 22nd May is two years older than the one who went bowling.",
         lambda s: s.n("22nd May", "ages") == s.n("bowling", "ages") + 2),
        ("Alfie's party wasn't at the swimming baths, and Daisy is older than Bethany.",
         lambda s: not s.same("Alfie", "swimming") and s.n("Daisy", "ages") > s.n("Bethany", "ages")),
       ])

# ---------------------------------------------------------------- 05
puzzle("u17-05-car-boot", "Boot Sale Bargains",
       "Last Sunday four friends went to the car boot sale in the field behind the Red Lion, and each came home with something for the house.",
       [("friends", ["Maureen", "Pauline", "Sheila", "Valerie"]),
        ("purchases", ["teapot", "mirror", "lamp", "clock"]),
        ("prices", ["75p", "£1.20", "£2.50", "£4"])],
       [["Maureen", "lamp", "£2.50"],
        ["Pauline", "teapot", "75p"],
        ["Sheila", "clock", "£4"],
        ["Valerie", "mirror", "£1.20"]],
       [("Pauline paid less than the woman who bought the mirror.",
         lambda s: money(s.g("Pauline", "prices")) < money(s.g("mirror", "prices")) and not s.same("Pauline", "mirror")),
        ("The clock cost £1.50 more than the lamp.",
         lambda s: abs(money(s.g("clock", "prices")) - money(s.g("lamp", "prices")) - 1.50) < 0.001),
        ("Maureen didn't buy the clock, and Valerie spent less than Maureen did.",
         lambda s: not s.same("Maureen", "clock") and M(s, "Valerie", "prices") < M(s, "Maureen", "prices")),
       ])

# ---------------------------------------------------------------- 06
puzzle("u17-06-coach-trip", "Day Trippers",
       "The Over-Sixties Club at Netherby booked four coach outings for the summer, each to a different destination, leaving the Market Square at a different time with a different driver.",
       [("outings", ["Cheddar", "Stratford", "Whitby", "Llandudno"]),
        ("months", ["May", "June", "July", "August"]),
        ("departures", ["07:30", "08:15", "09:00", "09:45"]),
        ("drivers", ["Ken", "Len", "Ron", "Stan"])],
       [["Cheddar", "July", "09:00", "Ron"],
        ["Stratford", "May", "09:45", "Len"],
        ["Whitby", "August", "07:30", "Stan"],
        ["Llandudno", "June", "08:15", "Ken"]],
       [("The longest journey, to Whitby, needed the earliest start; it was not the June trip.",
         lambda s: s.same("Whitby", "07:30") and not s.same("Whitby", "June")),
        ("Ken drove the coach that left at 08:15, the month before Ron's outing.",
         lambda s: s.same("Ken", "08:15") and s.n("Ron", "months") == s.n("Ken", "months") + 1),
        ("The season opened with the trip to Stratford, which set off 45 minutes after the Cheddar coach.",
         lambda s: s.same("Stratford", "May") and T(s, "Stratford", "departures") == T(s, "Cheddar", "departures") + 45),
        ("Stan was at the wheel in August.",
         lambda s: s.same("Stan", "August")),
        ("Ken didn't take the club to Cheddar.",
         lambda s: not s.same("Ken", "Cheddar")),
        ("The Whitby trip came later in the summer than the one to Cheddar.",
         lambda s: s.n("Whitby", "months") > s.n("Cheddar", "months")),
       ])

# ---------------------------------------------------------------- 07
puzzle("u17-07-dog-show", "Best in Show",
       "Five dogs were entered in the Any Variety class at the Ashcombe and District Canine Society's open show. The judge placed all five, first to fifth.",
       [("owners", ["Mrs Ashworth", "Mr Bell", "Miss Carter", "Mr Dobson", "Mrs Ellis"]),
        ("dogs", ["Biscuit", "Monty", "Pepper", "Rosie", "Toby"]),
        ("breeds", ["beagle", "border collie", "dachshund", "labrador", "whippet"]),
        ("placings", ["1st", "2nd", "3rd", "4th", "5th"])],
       [["Mrs Ashworth", "Pepper", "whippet", "2nd"],
        ["Mr Bell", "Toby", "labrador", "5th"],
        ["Miss Carter", "Rosie", "border collie", "1st"],
        ["Mr Dobson", "Biscuit", "beagle", "3rd"],
        ["Mrs Ellis", "Monty", "dachshund", "4th"]],
       [("The border collie took the red rosette for first place; her owner is not Mrs Ellis.",
         lambda s: s.same("border collie", "1st") and not s.same("border collie", "Mrs Ellis")),
        ("Monty, the dachshund, finished one place below Mr Dobson's dog.",
         lambda s: s.same("Monty", "dachshund") and s.n("Monty", "placings") == s.n("Mr Dobson", "placings") + 1),
        ("Toby came last of the five.",
         lambda s: s.same("Toby", "5th")),
        ("Mrs Ashworth's whippet beat Biscuit but was not the winner.",
         lambda s: s.same("Mrs Ashworth", "whippet") and s.n("Mrs Ashworth", "placings") < s.n("Biscuit", "placings") and not s.same("Mrs Ashworth", "1st")),
        ("Mr Bell does not own the beagle.",
         lambda s: not s.same("Mr Bell", "beagle")),
        ("Rosie was placed higher than Pepper.",
         lambda s: s.n("Rosie", "placings") < s.n("Pepper", "placings")),
        ("Mrs Ellis's dog finished immediately ahead of Mr Bell's.",
         lambda s: s.n("Mrs Ellis", "placings") + 1 == s.n("Mr Bell", "placings")),
        ("Biscuit was placed in the top three.",
         lambda s: s.n("Biscuit", "placings") <= 3),
       ])

# ---------------------------------------------------------------- 08
puzzle("u17-08-elevenses", "Elevenses",
       "On Tuesday morning four regulars dropped into the Copper Kettle tearoom on Sheep Street, and each ordered a drink and something to go with it.",
       [("customers", ["Mr Jenkins", "Mrs Lowe", "Miss Nash", "Rev Price"]),
        ("drinks", ["cappuccino", "hot chocolate", "latte", "pot of tea"]),
        ("cakes", ["Bakewell tart", "carrot cake", "flapjack", "scone"]),
        ("bills", ["£3.45", "£3.90", "£4.20", "£4.75"])],
       [["Mr Jenkins", "pot of tea", "scone", "£3.45"],
        ["Mrs Lowe", "latte", "carrot cake", "£4.75"],
        ["Miss Nash", "hot chocolate", "flapjack", "£4.20"],
        ["Rev Price", "cappuccino", "Bakewell tart", "£3.90"]],
       [("A pot of tea and a scone came to £3.45, the smallest bill of the morning.",
         lambda s: s.same("pot of tea", "scone") and s.same("pot of tea", "£3.45")),
        ("Mrs Lowe's bill was 55p more than Miss Nash's.",
         lambda s: abs(M(s, "Mrs Lowe", "bills") - M(s, "Miss Nash", "bills") - 0.55) < 0.001),
        ("Rev Price enjoyed the Bakewell tart, but not with a latte.",
         lambda s: s.same("Rev Price", "Bakewell tart") and not s.same("Rev Price", "latte")),
        ("Miss Nash never touches coffee.",
         lambda s: not s.same("Miss Nash", "cappuccino") and not s.same("Miss Nash", "latte")),
        ("The carrot cake went with the latte.",
         lambda s: s.same("carrot cake", "latte")),
       ])

# ---------------------------------------------------------------- 09
puzzle("u17-09-quiz-night", "Quiz Night at the Plough",
       "Five teams took part in the monthly quiz at the Plough Inn, Wickham Market. Each had a different captain, finished with a different score and did best on a different round.",
       [("teams", ["Brain Drain", "Quizteama Aguilera", "The Usual Suspects", "Universally Challenged", "Les Quizerables"]),
        ("captains", ["Gareth", "Hilary", "Imran", "Janet", "Keith"]),
        ("scores", ["28", "31", "33", "36", "40"]),
        ("rounds", ["music", "sport", "history", "geography", "film"])],
       [["Brain Drain", "Hilary", "36", "history"],
        ["Quizteama Aguilera", "Keith", "28", "music"],
        ["The Usual Suspects", "Gareth", "40", "sport"],
        ["Universally Challenged", "Janet", "31", "film"],
        ["Les Quizerables", "Imran", "33", "geography"]],
       [("The Usual Suspects won the night, four points clear of Hilary's team.",
         lambda s: s.same("The Usual Suspects", "40") and s.n("Hilary", "scores") == 36),
        ("Keith's team, who were strongest on the music round, came bottom.",
         lambda s: s.same("Keith", "music") and s.same("Keith", "28")),
        ("Les Quizerables scored 33; their captain is not Janet.",
         lambda s: s.same("Les Quizerables", "33") and not s.same("Les Quizerables", "Janet")),
        ("The team that did best on film scored three more points than Quizteama Aguilera.",
         lambda s: s.n("film", "scores") == s.n("Quizteama Aguilera", "scores") + 3),
        ("Gareth's team excelled at sport.",
         lambda s: s.same("Gareth", "sport")),
        ("Brain Drain finished ahead of the geography specialists.",
         lambda s: s.n("Brain Drain", "scores") > s.n("geography", "scores")),
       ])

# ---------------------------------------------------------------- 10
puzzle("u17-10-anniversaries", "Many Happy Returns",
       "Four couples from Hollins Green are celebrating wedding anniversaries this year, and each has booked a different venue for the party.",
       [("husbands", ["Geoffrey", "Harold", "Norman", "Walter"]),
        ("wives", ["Brenda", "Edna", "Iris", "Margaret"]),
        ("years", ["1962", "1968", "1975", "1981"]),
        ("venues", ["the Swan", "the Crown", "the Golf Club", "the village hall"])],
       [["Geoffrey", "Iris", "1968", "the Crown"],
        ["Harold", "Margaret", "1962", "the village hall"],
        ["Norman", "Brenda", "1981", "the Swan"],
        ["Walter", "Edna", "1975", "the Golf Club"]],
       [("Harold and his wife have been married the longest; they are not celebrating at the Swan.",
         lambda s: s.same("Harold", "1962") and not s.same("Harold", "the Swan")),
        ("Brenda married six years after Edna.",
         lambda s: s.n("Brenda", "years") == s.n("Edna", "years") + 6),
        ("Geoffrey's wife is not Margaret; the couple at the Crown married in 1968.",
         lambda s: not s.same("Geoffrey", "Margaret") and s.same("the Crown", "1968")),
        ("Walter and his wife have booked the Golf Club.",
         lambda s: s.same("Walter", "the Golf Club")),
        ("Iris and her husband married before Norman and his wife.",
         lambda s: s.n("Iris", "years") < s.n("Norman", "years")),
        ("Margaret is not Norman's wife, and the Swan party is not Geoffrey's.",
         lambda s: not s.same("Margaret", "Norman") and not s.same("the Swan", "Geoffrey")),
        ("Norman and his wife were married in the 1980s.",
         lambda s: 1980 <= s.n("Norman", "years") <= 1989),
       ])

# ---------------------------------------------------------------- 11
puzzle("u17-11-sponsored-walk", "Best Foot Forward",
       "Five members of the Upper Wharfedale Rambling Club took part in a sponsored walk last weekend, each covering a different distance and raising money for a different good cause. Everyone set off from Grassington at nine o'clock.",
       [("walkers", ["Mrs Goddard", "Mr Hutton", "Miss Irwin", "Mr Jakes", "Mrs Kirby"]),
        ("distances", ["5 miles", "8 miles", "10 miles", "12 miles", "15 miles"]),
        ("sums", ["£85", "£120", "£150", "£210", "£260"]),
        ("causes", ["hospice", "lifeboats", "guide dogs", "air ambulance", "church roof"]),
        ("finishing times", ["11.20am", "12.05pm", "1.40pm", "2.15pm", "3.30pm"])],
       [["Mrs Goddard", "10 miles", "£210", "hospice", "1.40pm"],
        ["Mr Hutton", "15 miles", "£150", "lifeboats", "2.15pm"],
        ["Miss Irwin", "5 miles", "£260", "church roof", "12.05pm"],
        ["Mr Jakes", "8 miles", "£85", "air ambulance", "11.20am"],
        ["Mrs Kirby", "12 miles", "£120", "guide dogs", "3.30pm"]],
       [("Although Miss Irwin managed only the shortest route, she raised more than anyone else.",
         lambda s: s.same("Miss Irwin", "5 miles") and s.same("Miss Irwin", "£260")),
        ("The walker collecting for the lifeboats went 5 miles further than Mrs Goddard.",
         lambda s: s.n("lifeboats", "distances") == s.n("Mrs Goddard", "distances") + 5),
        ("Mr Jakes raised the least; he was walking for neither the hospice nor the church roof.",
         lambda s: s.same("Mr Jakes", "£85") and not s.same("Mr Jakes", "hospice") and not s.same("Mr Jakes", "church roof")),
        ("The guide dogs' walker covered 12 miles and raised £30 less than the lifeboats' walker.",
         lambda s: s.same("guide dogs", "12 miles") and M(s, "guide dogs", "sums") == M(s, "lifeboats", "sums") - 30),
        ("Mr Jakes and Miss Irwin were the first two back; the former arrived 45 minutes before the latter.",
         lambda s: {s.g("Mr Jakes", "finishing times"), s.g("Miss Irwin", "finishing times")} == {"11.20am", "12.05pm"} and T(s, "Mr Jakes", "finishing times") + 45 == T(s, "Miss Irwin", "finishing times")),
        ("Mrs Kirby was the last walker to finish.",
         lambda s: s.same("Mrs Kirby", "3.30pm")),
        ("The hospice walker came in 35 minutes ahead of the lifeboats walker.",
         lambda s: T(s, "hospice", "finishing times") + 35 == T(s, "lifeboats", "finishing times")),
       ])

# ---------------------------------------------------------------- 12
puzzle("u17-12-hotel-guests", "Checking In",
       "Five guests checked in at the Belvedere Hotel in Scarborough one Friday afternoon. Each came from a different town, was given a different room and is staying a different number of nights.",
       [("guests", ["Mr Abbott", "Mrs Birch", "Dr Chandra", "Miss Doyle", "Mr Evans"]),
        ("rooms", ["101", "104", "203", "207", "310"]),
        ("stays", ["1 night", "2 nights", "3 nights", "4 nights", "5 nights"]),
        ("towns", ["Carlisle", "Exeter", "Ipswich", "Luton", "Swindon"]),
        ("arrivals", ["2.15pm", "3.30pm", "4.45pm", "6pm", "7.20pm"])],
       [["Mr Abbott", "203", "3 nights", "Exeter", "4.45pm"],
        ["Mrs Birch", "101", "5 nights", "Luton", "2.15pm"],
        ["Dr Chandra", "310", "1 night", "Carlisle", "7.20pm"],
        ["Miss Doyle", "104", "2 nights", "Swindon", "6pm"],
        ["Mr Evans", "207", "4 nights", "Ipswich", "3.30pm"]],
       [("Mrs Birch, the first to check in, is staying longer than anyone else.",
         lambda s: s.same("Mrs Birch", "2.15pm") and s.same("Mrs Birch", "5 nights")),
        ("The guest from Carlisle arrived last of all and is staying just the one night, on the third floor.",
         lambda s: s.same("Carlisle", "7.20pm") and s.same("Carlisle", "1 night") and s.same("Carlisle", "310")),
        ("Mr Evans arrived 75 minutes after Mrs Birch and is staying a night longer than the guest from Exeter.",
         lambda s: T(s, "Mr Evans", "arrivals") == T(s, "Mrs Birch", "arrivals") + 75 and s.n("Mr Evans", "stays") == s.n("Exeter", "stays") + 1),
        ("Miss Doyle is in room 104, on the same floor as the guest from Luton.",
         lambda s: s.same("Miss Doyle", "104") and s.g("Luton", "rooms")[0] == "1" and not s.same("Miss Doyle", "Luton")),
        ("Miss Doyle arrived an hour and a quarter after the man in room 203.",
         lambda s: s.g("203", "guests") not in ("Mrs Birch", "Miss Doyle") and T(s, "Miss Doyle", "arrivals") == T(s, "203", "arrivals") + 75),
        ("The guest from Swindon arrived after the one from Exeter.",
         lambda s: T(s, "Swindon", "arrivals") > T(s, "Exeter", "arrivals")),
        ("Mr Abbott checked in before Dr Chandra.",
         lambda s: T(s, "Mr Abbott", "arrivals") < T(s, "Dr Chandra", "arrivals")),
        ("Mr Evans, whose room number is higher than Mrs Birch's, is staying twice as long as Miss Doyle.",
         lambda s: s.n("Mr Evans", "rooms") > s.n("Mrs Birch", "rooms") and s.n("Mr Evans", "stays") == 2 * s.n("Miss Doyle", "stays")),
       ])
