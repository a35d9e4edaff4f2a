# Blind test set unseen56: twelve invented logic-grid puzzles in the style of
# British puzzle magazines. Each clue is written twice: the English sentence
# and a predicate over truth.py's State saying what the sentence means.
import re as _re

_WORDNUM = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6,
            "seven": 7, "eight": 8, "nine": 9, "ten": 10, "eleven": 11, "twelve": 12}
_DAYS = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"]

def num(t):
    """The number an item stands for, in the unit the puzzle compares in:
    money in pence (£1.50 -> 150, 75p -> 75), clock times in minutes after
    midnight (10.30am -> 630, quarter past two -> 14*60+15 when marked pm),
    ordinals and plain counts as numbers (3rd -> 3, 4 miles -> 4)."""
    t = t.strip().lower()
    if t in _DAYS:
        return _DAYS.index(t) + 1
    m = _re.match(r"^£(\d+)(?:\.(\d\d))?$", t)
    if m:
        return int(m.group(1)) * 100 + int(m.group(2) or 0)
    m = _re.match(r"^(\d+)p$", t)
    if m:
        return int(m.group(1))
    m = _re.match(r"^(\d+)(?:[.:](\d\d))?\s*([ap])m$", t)
    if m:
        return (int(m.group(1)) % 12 + (12 if m.group(3) == "p" else 0)) * 60 + int(m.group(2) or 0)
    if t == "noon":
        return 12 * 60
    m = _re.match(r"^(\d+)(st|nd|rd|th)?\b", t)
    if m:
        return int(m.group(1))
    m = _re.match(r"^(\w+)\b", t)
    if m and m.group(1) in _WORDNUM:
        return _WORDNUM[m.group(1)]
    for k, w in enumerate(["first", "second", "third", "fourth", "fifth"]):
        if t == w:
            return k + 1
    raise ValueError(t)

def v(s, item, cat):
    """The number of item's entry in category cat."""
    return num(s.g(item, cat))

def adj(s, a, b, cat):
    """a's and b's entries in the ordered category cat are next to each other."""
    return abs(v(s, a, cat) - v(s, b, cat)) == 1

def who(s, item):
    """The person (first-category item) whose row holds item."""
    return s.rows[0][s.r(item)]

def differ(s, *items):
    """All the items belong to different people."""
    rs = [s.r(x) for x in items]
    return len(set(rs)) == len(rs)

def xor(a, b):
    return bool(a) != bool(b)

MEN = {"Arthur", "Fred"}
puzzle("u56-01-allotments", "Plots on Station Road Allotments",
    "Four neighbours rent plots 1 to 4 on the Station Road allotments, which run in a row from left to right in number order. This summer each is growing a different prize crop, and each has put up something different on their plot.",
    [("gardener", ["Arthur", "Fred", "Maureen", "Sheila"]),
     ("plot", ["1", "2", "3", "4"]),
     ("crop", ["leeks", "runner beans", "marrows", "onions"]),
     ("feature", ["shed", "greenhouse", "compost bin", "water butt"])],
    [["Arthur", "3", "marrows", "greenhouse"],
     ["Fred", "2", "onions", "compost bin"],
     ["Maureen", "4", "runner beans", "water butt"],
     ["Sheila", "1", "leeks", "shed"]],
    [("The man who grows marrows isn't Fred, whose plot is next to the one with the shed.",
      lambda s: who(s, "marrows") in MEN and not s.same("marrows", "Fred") and adj(s, "Fred", "shed", "plot")),
     ("Sheila's plot is at one end of the row.",
      lambda s: v(s, "Sheila", "plot") in (1, 4)),
     ("The leeks are grown on the plot immediately to the left of the one with the compost bin.",
      lambda s: v(s, "leeks", "plot") + 1 == v(s, "compost bin", "plot")),
     ("Maureen, who doesn't grow onions, keeps a water butt on her plot.",
      lambda s: not s.same("Maureen", "onions") and s.same("Maureen", "water butt")),
     ("The greenhouse stands on plot 3.",
      lambda s: s.same("greenhouse", "3")),
     ("Arthur's plot is somewhere to the right of Fred's.",
      lambda s: v(s, "Arthur", "plot") > v(s, "Fred", "plot")),
    ])

WOMEN = {"Brenda", "Doreen", "Sheila"}
puzzle("u56-02-village-fete", "Helpers at the Village Fete",
    "Four volunteers ran the stalls at Little Wrexford's village fete on Saturday afternoon. Each turned up at a different time, looked after a different stall and handed the treasurer a different sum at the end of the day.",
    [("helper", ["Brenda", "Doreen", "Keith", "Sheila"]),
     ("arrived", ["1.30pm", "2pm", "2.30pm", "3pm"]),
     ("stall", ["tombola", "cake stall", "white elephant", "coconut shy"]),
     ("takings", ["£25", "£30", "£35", "£40"])],
    [["Brenda", "2.30pm", "cake stall", "£40"],
     ["Doreen", "1.30pm", "tombola", "£25"],
     ["Keith", "3pm", "coconut shy", "£35"],
     ["Sheila", "2pm", "white elephant", "£30"]],
    [("Sheila arrived at the fete half an hour before the woman who ran the cake stall.",
      lambda s: who(s, "cake stall") in WOMEN and v(s, "Sheila", "arrived") + 30 == v(s, "cake stall", "arrived")),
     ("The tombola took £5 less than the white elephant stall.",
      lambda s: v(s, "tombola", "takings") + 500 == v(s, "white elephant", "takings")),
     ("Keith, who wasn't the first to arrive, took a fiver more than Sheila.",
      lambda s: v(s, "Keith", "arrived") != 810 and v(s, "Keith", "takings") == v(s, "Sheila", "takings") + 500),
     ("The only man among the helpers was the last to turn up, and he didn't run the tombola.",
      lambda s: s.same("Keith", "3pm") and not s.same("Keith", "tombola")),
     ("Neither Doreen nor the person on the coconut shy arrived at 2.30pm.",
      lambda s: not s.same("Doreen", "coconut shy") and not s.same("Doreen", "2.30pm") and not s.same("coconut shy", "2.30pm")),
     ("The cake stall made the most money.",
      lambda s: s.same("cake stall", "£40")),
     ("Doreen was the first of the four to arrive.",
      lambda s: s.same("Doreen", "1.30pm")),
    ])

puzzle("u56-03-coach-trips", "Seaside and Spa Coach Trips",
    "Dalesway Coaches ran a day trip on each weekday of one week in August, from Monday to Friday, each with a different driver at the wheel and each going to a different Yorkshire destination.",
    [("driver", ["Bill", "Colin", "Derek", "Eric", "Graham"]),
     ("day", ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"]),
     ("destination", ["Harrogate", "Ripon", "Scarborough", "Whitby", "York"])],
    [["Bill", "Wednesday", "York"],
     ["Colin", "Monday", "Harrogate"],
     ["Derek", "Friday", "Whitby"],
     ["Eric", "Tuesday", "Ripon"],
     ["Graham", "Thursday", "Scarborough"]],
    [("The trip to Whitby was later in the week than Bill's, which ran the day after Eric's.",
      lambda s: v(s, "Whitby", "day") > v(s, "Bill", "day") and v(s, "Bill", "day") == v(s, "Eric", "day") + 1),
     ("Colin's outing was two days before Bill's.",
      lambda s: v(s, "Colin", "day") + 2 == v(s, "Bill", "day")),
     ("The Harrogate trip was earlier in the week than the one to Ripon.",
      lambda s: v(s, "Harrogate", "day") < v(s, "Ripon", "day")),
     ("The coach to Ripon left the day before the one bound for York.",
      lambda s: v(s, "Ripon", "day") + 1 == v(s, "York", "day")),
     ("Graham's passengers weren't taken to York.",
      lambda s: not s.same("Graham", "York")),
     ("Graham was out on the road the day before the Whitby trip.",
      lambda s: v(s, "Graham", "day") + 1 == v(s, "Whitby", "day")),
    ])

puzzle("u56-04-holidays", "Summer Holidays",
    "Four ladies from the Tuesday bridge club all took their summer holidays in England this year. Each went to a different county, for a different length of time, and stayed in a different kind of accommodation.",
    [("lady", ["Mrs Black", "Mrs Green", "Mrs Grey", "Mrs White"]),
     ("county", ["Cornwall", "Cumbria", "Devon", "Norfolk"]),
     ("length", ["1 week", "2 weeks", "3 weeks", "4 weeks"]),
     ("accommodation", ["B&B", "caravan", "cottage", "hotel"])],
    [["Mrs Black", "Cumbria", "1 week", "hotel"],
     ["Mrs Green", "Cornwall", "3 weeks", "caravan"],
     ["Mrs Grey", "Devon", "2 weeks", "cottage"],
     ["Mrs White", "Norfolk", "4 weeks", "B&B"]],
    [("The holiday in Cornwall lasted a week longer than Mrs Grey's.",
      lambda s: v(s, "Cornwall", "length") == v(s, "Mrs Grey", "length") + 1),
     ("Mrs White didn't go to Cornwall or Devon; she was away longer than the lady who stayed in the hotel.",
      lambda s: not s.same("Mrs White", "Cornwall") and not s.same("Mrs White", "Devon") and v(s, "Mrs White", "length") > v(s, "hotel", "length")),
     ("The fortnight's holiday was spent in a rented cottage in Devon.",
      lambda s: s.same("2 weeks", "cottage") and s.same("cottage", "Devon")),
     ("Of Mrs Black and the lady who went to Norfolk, one stayed in a hotel and the other had the longest holiday.",
      lambda s: one_of_other(s, "Mrs Black", "Norfolk", "hotel", "4 weeks")),
     ("Mrs Green towed the family caravan on her holiday, but not as far as Cumbria.",
      lambda s: s.same("Mrs Green", "caravan") and not s.same("Mrs Green", "Cumbria")),
    ])

puzzle("u56-05-dog-show", "Best in Show at Ashcombe",
    "Five dogs were entered in the 'Best Pet' class at the Ashcombe summer show, and the judge placed them first to fifth. Each dog belongs to a different owner and is of a different breed.",
    [("owner", ["Alan", "Beryl", "Carol", "Dennis", "Joan"]),
     ("dog", ["Biscuit", "Monty", "Poppy", "Rufus", "Tess"]),
     ("breed", ["beagle", "collie", "dachshund", "labrador", "spaniel"]),
     ("placing", ["1st", "2nd", "3rd", "4th", "5th"])],
    [["Alan", "Rufus", "labrador", "3rd"],
     ["Beryl", "Poppy", "dachshund", "1st"],
     ["Carol", "Monty", "collie", "5th"],
     ["Dennis", "Tess", "spaniel", "2nd"],
     ["Joan", "Biscuit", "beagle", "4th"]],
    [("The dachshund finished two places ahead of Alan's dog.",
      lambda s: v(s, "dachshund", "placing") + 2 == v(s, "Alan", "placing")),
     ("Rufus was placed immediately above Joan's beagle.",
      lambda s: s.same("Joan", "beagle") and v(s, "Rufus", "placing") + 1 == v(s, "Joan", "placing")),
     ("Carol's dog, which isn't Tess, was placed lower than the beagle.",
      lambda s: not s.same("Carol", "Tess") and v(s, "Carol", "placing") > v(s, "beagle", "placing")),
     ("The labrador, which isn't called Biscuit, finished somewhere behind Poppy.",
      lambda s: not s.same("labrador", "Biscuit") and v(s, "labrador", "placing") > v(s, "Poppy", "placing")),
     ("Of Monty and Beryl's dog, one is the collie and the other was awarded the red rosette for first place.",
      lambda s: one_of_other(s, "Monty", "Beryl", "collie", "1st")),
     ("Tess came second.",
      lambda s: s.same("Tess", "2nd")),
     ("Alan entered his labrador.",
      lambda s: s.same("Alan", "labrador")),
    ])

puzzle("u56-06-cake-stall", "The Church Cake Stall",
    "After the Harvest Festival service at St Mary's, four members of the congregation each bought one item from the cake stall in the church hall. Each holds a different post in the parish, chose something different and paid a different price.",
    [("buyer", ["Agnes", "Harold", "Ivy", "Len"]),
     ("post", ["churchwarden", "organist", "verger", "vicar's wife"]),
     ("cake", ["flapjacks", "fruit scones", "jam sponge", "lemon drizzle"]),
     ("price", ["75p", "£1", "£1.25", "£1.50"])],
    [["Agnes", "vicar's wife", "jam sponge", "£1.25"],
     ["Harold", "verger", "flapjacks", "75p"],
     ["Ivy", "organist", "lemon drizzle", "£1.50"],
     ["Len", "churchwarden", "fruit scones", "£1"]],
    [("It was the vicar's wife who went home with the jam sponge.",
      lambda s: s.same("vicar's wife", "jam sponge")),
     ("The flapjacks cost 25p less than Len's purchase.",
      lambda s: v(s, "flapjacks", "price") + 25 == v(s, "Len", "price")),
     ("Ivy, who isn't the verger, paid 50p more than the churchwarden.",
      lambda s: not s.same("Ivy", "verger") and v(s, "Ivy", "price") == v(s, "churchwarden", "price") + 50),
     ("The lemon drizzle was the dearest thing on the stall.",
      lambda s: s.same("lemon drizzle", "£1.50")),
     ("Harold didn't buy the fruit scones, and Len spent exactly a pound.",
      lambda s: not s.same("Harold", "fruit scones") and s.same("Len", "£1")),
     ("The organist paid more than Agnes, who didn't choose the flapjacks.",
      lambda s: v(s, "organist", "price") > v(s, "Agnes", "price") and not s.same("Agnes", "flapjacks")),
    ])

puzzle("u56-07-bus-queue", "The Bus Queue",
    "On Thursday morning four people stood one behind another in the queue at the stop outside the post office, first (at the front) to fourth. Each was waiting for a different bus and going on a different errand.",
    [("passenger", ["Cyril", "Edna", "Gwen", "Norman"]),
     ("place", ["1st", "2nd", "3rd", "4th"]),
     ("bus", ["7", "14", "22", "31"]),
     ("errand", ["dentist", "hospital", "library", "market"])],
    [["Cyril", "3rd", "22", "market"],
     ["Edna", "1st", "31", "hospital"],
     ["Gwen", "4th", "7", "library"],
     ["Norman", "2nd", "14", "dentist"]],
    [("Nobody was standing behind Gwen.",
      lambda s: s.same("Gwen", "4th")),
     ("The man catching the number 22 was immediately behind the person going to the dentist.",
      lambda s: who(s, "22") in ("Cyril", "Norman") and v(s, "22", "place") == v(s, "dentist", "place") + 1),
     ("Edna isn't off to the library, and she was somewhere ahead of the passenger waiting for the 14.",
      lambda s: not s.same("Edna", "library") and v(s, "Edna", "place") < v(s, "14", "place")),
     ("The person heading for the market is waiting for a bus whose number is 15 higher than Gwen's.",
      lambda s: v(s, "market", "bus") == v(s, "Gwen", "bus") + 15),
     ("Either Norman or the one visiting the hospital was at the front of the queue.",
      lambda s: xor(s.same("Norman", "1st"), s.same("hospital", "1st"))),
     ("Cyril was further back in the queue than Norman.",
      lambda s: v(s, "Cyril", "place") > v(s, "Norman", "place")),
    ])

puzzle("u56-08-sponsored-walk", "The Sponsored Walk",
    "Four members of the Llanberis Ramblers did a sponsored walk along the canal towpath for the air ambulance. Each walked a different distance and raised a different amount in sponsorship.",
    [("walker", ["Dilys", "Gareth", "Owen", "Rhian"]),
     ("distance", ["6 miles", "9 miles", "12 miles", "15 miles"]),
     ("raised", ["£40", "£55", "£70", "£85"])],
    [["Dilys", "12 miles", "£55"],
     ["Gareth", "6 miles", "£85"],
     ["Owen", "9 miles", "£70"],
     ["Rhian", "15 miles", "£40"]],
    [("The rambler who covered the greatest distance raised the least money.",
      lambda s: s.same("15 miles", "£40")),
     ("Owen walked 3 miles further than Gareth.",
      lambda s: v(s, "Owen", "distance") == v(s, "Gareth", "distance") + 3),
     ("Dilys raised £15 more than the woman who walked 15 miles.",
      lambda s: who(s, "15 miles") in ("Dilys", "Rhian") and v(s, "Dilys", "raised") == v(s, "15 miles", "raised") + 1500),
     ("Whoever did 12 miles brought in £15 less than Owen.",
      lambda s: v(s, "12 miles", "raised") + 1500 == v(s, "Owen", "raised")),
    ])

puzzle("u56-09-pub-quiz", "Quiz Night at the Red Lion",
    "Five teams took part in last Wednesday's quiz night at the Red Lion. Each had a different captain, scored a different number of points (no two teams tied) and did best on a different round.",
    [("captain", ["Barry", "Janet", "Kevin", "Lorraine", "Pete"]),
     ("team", ["Brain Drain", "Know-It-Alls", "Last Orders", "Quizzly Bears", "Smartie Pants"]),
     ("points", ["38", "41", "44", "47", "50"]),
     ("best round", ["geography", "history", "music", "pictures", "sport"])],
    [["Barry", "Last Orders", "44", "sport"],
     ["Janet", "Quizzly Bears", "50", "music"],
     ["Kevin", "Brain Drain", "38", "pictures"],
     ["Lorraine", "Know-It-Alls", "47", "geography"],
     ["Pete", "Smartie Pants", "41", "history"]],
    [("Last Orders scored 3 points more than Pete's team, but 3 fewer than the Know-It-Alls.",
      lambda s: v(s, "Last Orders", "points") == v(s, "Pete", "points") + 3 and v(s, "Last Orders", "points") + 3 == v(s, "Know-It-Alls", "points")),
     ("The team that shone in the music round had a woman as captain and finished ahead of the Know-It-Alls.",
      lambda s: who(s, "music") in ("Janet", "Lorraine") and v(s, "music", "points") > v(s, "Know-It-Alls", "points")),
     ("Smartie Pants scored 6 fewer points than Lorraine's team.",
      lambda s: v(s, "Smartie Pants", "points") + 6 == v(s, "Lorraine", "points")),
     ("Of Brain Drain and the history specialists, one was captained by Kevin and the other scored 41.",
      lambda s: one_of_other(s, "Brain Drain", "history", "Kevin", "41")),
     ("The team strongest on sport scored 44.",
      lambda s: s.same("sport", "44")),
     ("The geography round went best for Lorraine's team.",
      lambda s: s.same("geography", "Lorraine")),
    ])

puzzle("u56-10-commuters", "Morning Commuters",
    "Four regulars wait on the same platform at Chippenham station each weekday morning, but each catches a different train to a different destination, and each has a different job.",
    [("commuter", ["Harriet", "Ian", "Maggie", "Toby"]),
     ("train", ["6.45am", "7.15am", "7.45am", "8.15am"]),
     ("destination", ["Bath", "Bristol", "Reading", "Swindon"]),
     ("job", ["accountant", "nurse", "solicitor", "teacher"])],
    [["Harriet", "7.45am", "Swindon", "solicitor"],
     ["Ian", "6.45am", "Bath", "nurse"],
     ["Maggie", "8.15am", "Reading", "teacher"],
     ["Toby", "7.15am", "Bristol", "accountant"]],
    [("The nurse's train leaves an hour before Harriet's.",
      lambda s: v(s, "nurse", "train") + 60 == v(s, "Harriet", "train")),
     ("Toby, who isn't a teacher, travels on the quarter past seven.",
      lambda s: not s.same("Toby", "teacher") and s.same("Toby", "7.15am")),
     ("The commuter going to Reading sets off half an hour after the solicitor.",
      lambda s: v(s, "Reading", "train") == v(s, "solicitor", "train") + 30),
     ("Neither Ian nor the accountant is bound for Swindon or Reading.",
      lambda s: all(not s.same(a, b) for a in ("Ian", "accountant") for b in ("Swindon", "Reading"))),
     ("Maggie isn't the solicitor.",
      lambda s: not s.same("Maggie", "solicitor")),
     ("The Bristol train goes half an hour after the one to Bath.",
      lambda s: v(s, "Bristol", "train") == v(s, "Bath", "train") + 30),
    ])

puzzle("u56-11-knitting-circle", "The Knitting Circle",
    "Five ladies meet every Wednesday afternoon in the back room of the Fernhill library for their knitting circle. No two are the same age, and each is working on a different item for the Christmas bazaar.",
    [("knitter", ["Elsie", "Hilda", "Marjorie", "Phyllis", "Vera"]),
     ("age", ["62", "65", "68", "71", "74"]),
     ("item", ["blanket", "bobble hat", "cardigan", "scarf", "tea cosy"])],
    [["Elsie", "71", "blanket"],
     ["Hilda", "62", "bobble hat"],
     ["Marjorie", "74", "tea cosy"],
     ["Phyllis", "65", "cardigan"],
     ["Vera", "68", "scarf"]],
    [("The oldest member of the circle is knitting a tea cosy.",
      lambda s: s.same("74", "tea cosy")),
     ("Elsie is 3 years older than the woman making the scarf.",
      lambda s: v(s, "Elsie", "age") == v(s, "scarf", "age") + 3),
     ("Hilda, who isn't making the cardigan, is three years younger than Phyllis.",
      lambda s: not s.same("Hilda", "cardigan") and v(s, "Hilda", "age") + 3 == v(s, "Phyllis", "age")),
     ("Vera is neither the youngest of the five nor the one knitting a bobble hat.",
      lambda s: not s.same("Vera", "62") and not s.same("Vera", "bobble hat")),
     ("The blanket's knitter is six years older than the cardigan's.",
      lambda s: v(s, "blanket", "age") == v(s, "cardigan", "age") + 6),
     ("Marjorie is older than Elsie.",
      lambda s: v(s, "Marjorie", "age") > v(s, "Elsie", "age")),
    ])

puzzle("u56-12-pantomime", "The Christmas Pantomime",
    "The Thornbury Players are putting on Aladdin at the village hall this Christmas. Five of the cast have each been members of the society for a different number of years, are playing different parts, and have different day jobs.",
    [("actor", ["Clive", "Deborah", "Geoff", "Mandy", "Stuart"]),
     ("part", ["Abanazar", "Aladdin", "the Genie", "Widow Twankey", "Wishee Washee"]),
     ("membership", ["2 years", "4 years", "6 years", "8 years", "10 years"]),
     ("job", ["butcher", "dentist", "librarian", "plumber", "postie"])],
    [["Clive", "Widow Twankey", "10 years", "butcher"],
     ["Deborah", "Aladdin", "4 years", "librarian"],
     ["Geoff", "Abanazar", "8 years", "dentist"],
     ["Mandy", "the Genie", "2 years", "postie"],
     ["Stuart", "Wishee Washee", "6 years", "plumber"]],
    [("The dentist has been in the society two years longer than Stuart.",
      lambda s: v(s, "dentist", "membership") == v(s, "Stuart", "membership") + 2),
     ("The butcher, who has been a member the longest, is playing Widow Twankey.",
      lambda s: s.same("butcher", "10 years") and s.same("butcher", "Widow Twankey")),
     ("Either Mandy or Geoff is the Genie.",
      lambda s: xor(s.same("Mandy", "the Genie"), s.same("Geoff", "the Genie"))),
     ("Deborah joined more recently than the plumber, but not as recently as the Genie.",
      lambda s: v(s, "Deborah", "membership") < v(s, "plumber", "membership") and v(s, "Deborah", "membership") > v(s, "the Genie", "membership")),
     ("Abanazar isn't being played by Stuart or by the librarian.",
      lambda s: not s.same("Abanazar", "Stuart") and not s.same("Abanazar", "librarian")),
     ("Geoff has been with the Players four years longer than Deborah.",
      lambda s: v(s, "Geoff", "membership") == v(s, "Deborah", "membership") + 4),
     ("Of Clive and the librarian, one joined ten years ago and the other has the title role.",
      lambda s: one_of_other(s, "Clive", "librarian", "10 years", "Aladdin")),
    ])
