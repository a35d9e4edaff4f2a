# Blind test set unseen77: calendar and history logic grids.
# Each clue is written twice: the English sentence and a predicate on a
# State (truth.py's State: s.r, s.g, s.n, s.same; nv; one_of_other).
# This file is exec'd by truth.py, so its names are available here.
import re

# ---------------------------------------------------------------- helpers
SEASONS = ["spring", "summer", "autumn", "winter"]   # a festival year runs spring -> winter
MONTH_NAMES = ["january", "february", "march", "april", "may", "june", "july",
               "august", "september", "october", "november", "december"]
MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]

def num(item):
    """The number an item stands for on its own scale.
    Seasons: spring 1 .. winter 4.  Dates "March 3": day of the year
    (non-leap).  Ordinal days "14th": 14.  Decades "1960s": 1960.
    Anything else: truth.py's nv (months, years, money, times, sizes)."""
    t = item.strip()
    if t.lower() in SEASONS:
        return SEASONS.index(t.lower()) + 1
    m = re.match(r"^([A-Za-z]+) (\d+)$", t)
    if m and m.group(1).lower() in MONTH_NAMES:
        k = MONTH_NAMES.index(m.group(1).lower())
        return sum(MONTH_DAYS[:k]) + int(m.group(2))
    m = re.match(r"^(\d+)(st|nd|rd|th)$", t)
    if m:
        return int(m.group(1))
    m = re.match(r"^(\d{4})s$", t)
    if m:
        return int(m.group(1))
    return nv(t)

def items(s, cat):
    return dict(s.cats)[cat]

def v(s, x, cat):
    """x's value in category cat (x is any item of the puzzle)."""
    return num(s.g(x, cat))

def gap(s, a, b, cat):
    """How far a is after b in cat (negative when a is before b)."""
    return v(s, a, cat) - v(s, b, cat)

def after(s, a, b, cat):
    return gap(s, a, b, cat) > 0

def before(s, a, b, cat):
    return gap(s, a, b, cat) < 0

def least(s, x, cat):
    """x has the smallest (earliest / cheapest) value of cat."""
    return s.g(x, cat) == min(items(s, cat), key=num)

def most(s, x, cat):
    """x has the largest (latest / most recent / dearest) value of cat."""
    return s.g(x, cat) == max(items(s, cat), key=num)

def next_to(s, a, b, cat):
    """a and b are next to each other in cat's order (ranks differ by 1)."""
    o = sorted(items(s, cat), key=num)
    return abs(o.index(s.g(a, cat)) - o.index(s.g(b, cat))) == 1

def steps(s, a, b, cat):
    """How many places a comes after b in cat's order."""
    o = sorted(items(s, cat), key=num)
    return o.index(s.g(a, cat)) - o.index(s.g(b, cat))

def decade(s, x, cat):
    return v(s, x, cat) // 10 * 10

def differ(s, *xs):
    """xs are all different rows."""
    rs = [s.r(x) for x in xs]
    return len(set(rs)) == len(rs)

def month(s, x, cat):
    """The calendar month (1-12) of a date item "April 7"."""
    return MONTH_NAMES.index(s.g(x, cat).split()[0].lower()) + 1

# ---------------------------------------------------------------- u77-01
puzzle("u77-01-club-founders", "Founders of the Valley Clubs",
    "Four residents of the valley each founded a different club, in a different one of the years 1998, 2003, 2008 and 2013, and each club meets in a different town.",
    [("founder", ["Agnes", "Bernard", "Celia", "Desmond"]),
     ("year", ["1998", "2003", "2008", "2013"]),
     ("club", ["chess", "rowing", "hiking", "choir"]),
     ("town", ["Ashby", "Brindle", "Colton", "Dunmore"])],
    [["Agnes", "2008", "rowing", "Colton"],
     ["Bernard", "1998", "choir", "Dunmore"],
     ["Celia", "2013", "hiking", "Ashby"],
     ["Desmond", "2003", "chess", "Brindle"]],
    [("The rowing club was founded five years before the hiking club.",
      lambda s: gap(s, "hiking", "rowing", "year") == 5),
     ("The club Bernard founded is the oldest of the four.",
      lambda s: least(s, "Bernard", "year")),
     ("The chess club, which meets in Brindle, was not founded by Agnes.",
      lambda s: s.same("chess", "Brindle") and not s.same("chess", "Agnes")),
     ("Neither the Ashby club nor the Dunmore club dates from 2003.",
      lambda s: not s.same("Ashby", "2003") and not s.same("Dunmore", "2003")),
     ("Celia started her club sometime after Agnes started hers.",
      lambda s: after(s, "Celia", "Agnes", "year")),
     ("The Colton club was founded either in 2008 or in 2013.",
      lambda s: s.g("Colton", "year") in ("2008", "2013")),
     ("The most recently founded club meets in Ashby.",
      lambda s: most(s, "Ashby", "year")),
    ])
# ---------------------------------------------------------------- u77-02
puzzle("u77-02-birthday-cakes", "Birthdays in the Flat Share",
    "Five friends who share a flat have birthdays in five different months, January to May. For each birthday the others bought a different present and baked a different cake.",
    [("friend", ["Anna", "Ben", "Carla", "Dev", "Ellie"]),
     ("month", ["January", "February", "March", "April", "May"]),
     ("present", ["book", "scarf", "watch", "candle", "plant"]),
     ("cake", ["lemon", "chocolate", "carrot", "vanilla", "red velvet"])],
    [["Anna", "March", "scarf", "carrot"],
     ["Ben", "May", "watch", "lemon"],
     ["Carla", "January", "plant", "vanilla"],
     ["Dev", "February", "book", "red velvet"],
     ["Ellie", "April", "candle", "chocolate"]],
    [("Dev's birthday is the month before Anna's.",
      lambda s: gap(s, "Anna", "Dev", "month") == 1),
     ("The friend who was given the watch has a birthday two months after the one who had the carrot cake.",
      lambda s: gap(s, "watch", "carrot", "month") == 2),
     ("The vanilla cake was baked for the earliest birthday of the year.",
      lambda s: least(s, "vanilla", "month")),
     ("Ellie's birthday falls later in the year than Anna's.",
      lambda s: after(s, "Ellie", "Anna", "month")),
     ("Whoever received the candle also got the chocolate cake.",
      lambda s: s.same("candle", "chocolate")),
     ("Of Ben and Carla, one had the lemon cake and the other was given the plant.",
      lambda s: one_of_other(s, "Ben", "Carla", "lemon", "plant")),
     ("The book was given neither in January nor in May.",
      lambda s: s.g("book", "month") not in ("January", "May")),
     ("The red velvet cake wasn't Ellie's.",
      lambda s: not s.same("red velvet", "Ellie")),
     ("Ben's is the last of the five birthdays.",
      lambda s: most(s, "Ben", "month")),
     ("The scarf was a present for a birthday later in the year than Dev's.",
      lambda s: after(s, "scarf", "Dev", "month")),
    ])
# ---------------------------------------------------------------- u77-03
puzzle("u77-03-inventors-decades", "Inventors of the Century",
    "A small museum honours four inventors, each of whom patented a different household gadget in a different decade and worked in a different country.",
    [("inventor", ["Hale", "Ives", "Juno", "Kerr"]),
     ("decade", ["1950s", "1960s", "1970s", "1980s"]),
     ("gadget", ["can opener", "pager", "toaster", "zipper"]),
     ("country", ["Canada", "Denmark", "Egypt", "France"])],
    [["Hale", "1970s", "pager", "Denmark"],
     ["Ives", "1950s", "toaster", "France"],
     ["Juno", "1980s", "zipper", "Canada"],
     ["Kerr", "1960s", "can opener", "Egypt"]],
    [("The pager was patented a decade earlier than the zipper.",
      lambda s: gap(s, "zipper", "pager", "decade") == 10),
     ("Ives's invention predates all of the others.",
      lambda s: least(s, "Ives", "decade")),
     ("The inventor who worked in Egypt did so in the 1960s.",
      lambda s: s.same("Egypt", "1960s")),
     ("The zipper was invented in neither Denmark nor France.",
      lambda s: s.g("zipper", "country") not in ("Denmark", "France")),
     ("Hale's gadget appeared sometime after the can opener.",
      lambda s: after(s, "Hale", "can opener", "decade")),
     ("The Canadian's invention came twenty years after the Egyptian's.",
      lambda s: gap(s, "Canada", "Egypt", "decade") == 20),
     ("Kerr did not invent the toaster.",
      lambda s: not s.same("Kerr", "toaster")),
     ("Juno's patent is the newest of the four.",
      lambda s: most(s, "Juno", "decade")),
     ("The toaster wasn't Hale's idea either.",
      lambda s: not s.same("Hale", "toaster")),
     ("The French inventor's gadget is older than the Danish inventor's.",
      lambda s: before(s, "France", "Denmark", "decade")),
    ])
# ---------------------------------------------------------------- u77-04
puzzle("u77-04-wedding-years", "Anniversary Dinners",
    "Five couples are booked into the Old Mill restaurant to celebrate their wedding anniversaries. Each couple married in a different year and a different month, and each had a different kind of venue.",
    [("couple", ["Abbotts", "Bakers", "Coles", "Dunns", "Ellises"]),
     ("year", ["1986", "1991", "1996", "2001", "2006"]),
     ("month", ["June", "July", "August", "September", "October"]),
     ("venue", ["chapel", "garden", "hotel", "beach", "barn"])],
    [["Abbotts", "1996", "August", "garden"],
     ["Bakers", "2006", "June", "chapel"],
     ["Coles", "1986", "October", "beach"],
     ["Dunns", "2001", "September", "hotel"],
     ["Ellises", "1991", "July", "barn"]],
    [("The couple who married in October wed earlier than any other couple.",
      lambda s: least(s, "October", "year")),
     ("The Dunns tied the knot five years after the Abbotts.",
      lambda s: gap(s, "Dunns", "Abbotts", "year") == 5),
     ("The garden wedding took place the month before the hotel wedding.",
      lambda s: gap(s, "hotel", "garden", "month") == 1),
     ("The Dunns celebrate their anniversary three months after the Bakers do.",
      lambda s: gap(s, "Dunns", "Bakers", "month") == 3),
     ("The barn wedding happened in the 1990s.",
      lambda s: decade(s, "barn", "year") == 1990),
     ("Neither the Ellises nor the Abbotts were married in the chapel.",
      lambda s: not s.same("Ellises", "chapel") and not s.same("Abbotts", "chapel")),
     ("The most recent of the weddings was held in a chapel.",
      lambda s: most(s, "chapel", "year")),
     ("The Ellises married five years after the couple whose wedding was on the beach.",
      lambda s: gap(s, "Ellises", "beach", "year") == 5),
     ("The wedding of 1996 was held in August.",
      lambda s: s.same("1996", "August")),
    ])
# ---------------------------------------------------------------- u77-05
puzzle("u77-05-seasonal-festivals", "Four Seasons, Four Festivals",
    "Four organisers each run a festival in a different town, held in a different season of the year and first held in a different year. The festival year begins in spring and runs through summer and autumn to winter.",
    [("organiser", ["Maya", "Nico", "Olive", "Pete"]),
     ("season", ["spring", "summer", "autumn", "winter"]),
     ("town", ["Elmford", "Fairby", "Glenham", "Holt"]),
     ("first held", ["1975", "1982", "1989", "1996"])],
    [["Maya", "autumn", "Glenham", "1982"],
     ["Nico", "spring", "Holt", "1996"],
     ["Olive", "winter", "Elmford", "1975"],
     ["Pete", "summer", "Fairby", "1989"]],
    [("The spring festival was first held fourteen years after Maya's.",
      lambda s: gap(s, "spring", "Maya", "first held") == 14),
     ("The Elmford festival is the oldest of the four.",
      lambda s: least(s, "Elmford", "first held")),
     ("Pete's festival comes later in the year than the spring one but earlier than Maya's.",
      lambda s: after(s, "Pete", "spring", "season") and before(s, "Pete", "Maya", "season")),
     ("The Glenham festival is held in neither summer nor winter.",
      lambda s: s.g("Glenham", "season") not in ("summer", "winter")),
     ("Olive's festival, which is not in Holt, began seven years before Maya's.",
      lambda s: not s.same("Olive", "Holt") and gap(s, "Maya", "Olive", "first held") == 7),
     ("The festival held in winter dates back to the 1970s.",
      lambda s: decade(s, "winter", "first held") == 1970),
     ("The festival in Holt was first held in the 1990s.",
      lambda s: decade(s, "Holt", "first held") == 1990),
    ])
# ---------------------------------------------------------------- u77-06
puzzle("u77-06-dentist-days", "Appointments at the Dentist",
    "Five patients have appointments at Dr. Ferris's surgery this month, on five different days and at five different times, each for a different treatment.",
    [("patient", ["Quinn", "Rosa", "Sam", "Tara", "Uma"]),
     ("day", ["4th", "9th", "14th", "19th", "24th"]),
     ("time", ["9:30am", "10:15am", "11:00am", "1:45pm", "3:30pm"]),
     ("treatment", ["cleaning", "filling", "crown", "x-ray", "checkup"])],
    [["Quinn", "14th", "3:30pm", "filling"],
     ["Rosa", "4th", "11:00am", "checkup"],
     ["Sam", "24th", "9:30am", "crown"],
     ["Tara", "9th", "1:45pm", "x-ray"],
     ["Uma", "19th", "10:15am", "cleaning"]],
    [("Rosa's appointment is earlier in the month than everyone else's.",
      lambda s: least(s, "Rosa", "day")),
     ("The filling is booked five days after the x-ray.",
      lambda s: gap(s, "filling", "x-ray", "day") == 5),
     ("The 9:30am appointment is the last one of the month.",
      lambda s: most(s, "9:30am", "day")),
     ("Uma goes in exactly 10 days after Tara.",
      lambda s: gap(s, "Uma", "Tara", "day") == 10),
     ("The patient having the cleaning is seen at 10:15am.",
      lambda s: s.same("cleaning", "10:15am")),
     ("Quinn's appointment is later in the day than Tara's.",
      lambda s: after(s, "Quinn", "Tara", "time")),
     ("The crown is scheduled sometime after the 14th.",
      lambda s: v(s, "crown", "day") > 14),
     ("The 10:15am patient comes in five days before the 9:30am patient.",
      lambda s: gap(s, "9:30am", "10:15am", "day") == 5),
     ("Tara is coming in for an x-ray.",
      lambda s: s.same("Tara", "x-ray")),
     ("Neither Tara nor Quinn is booked for 11:00am.",
      lambda s: not s.same("Tara", "11:00am") and not s.same("Quinn", "11:00am")),
    ])
# ---------------------------------------------------------------- u77-07
puzzle("u77-07-championship-years", "Born in a Winning Year",
    "In each of the years 1981 to 1984 a different team won the county cup. Four friends were born in those four years, one in each, and each grew up in a different town.",
    [("friend", ["Gail", "Hugo", "Iris", "Jack"]),
     ("born", ["1981", "1982", "1983", "1984"]),
     ("cup winner", ["Eagles", "Hawks", "Lions", "Sharks"]),
     ("hometown", ["Bristol", "Cork", "Derby", "Exeter"])],
    [["Gail", "1983", "Eagles", "Cork"],
     ["Hugo", "1981", "Sharks", "Exeter"],
     ["Iris", "1984", "Lions", "Bristol"],
     ["Jack", "1982", "Hawks", "Derby"]],
    [("Gail was born the year the Eagles won.",
      lambda s: s.same("Gail", "Eagles")),
     ("The year after the Eagles won, the cup went to the Lions.",
      lambda s: gap(s, "Lions", "Eagles", "born") == 1),
     ("Hugo is the oldest of the four friends.",
      lambda s: least(s, "Hugo", "born")),
     ("The friend from Derby was born the year after the one from Exeter.",
      lambda s: gap(s, "Derby", "Exeter", "born") == 1),
     ("Iris didn't grow up in Cork.",
      lambda s: not s.same("Iris", "Cork")),
     ("The Hawks' win did not come in 1981.",
      lambda s: s.g("Hawks", "born") != "1981"),
     ("The friend from Cork is two years younger than Hugo.",
      lambda s: gap(s, "Cork", "Hugo", "born") == 2),
     ("The Lions did not win in the year Jack was born.",
      lambda s: not s.same("Lions", "Jack")),
    ])
# ---------------------------------------------------------------- u77-08
puzzle("u77-08-town-landmarks", "The Building Boom",
    "Between 1931 and 1935 the town of Marlow opened one new landmark a year. Each was designed by a different architect and cost a different amount.",
    [("architect", ["Vance", "Webb", "Xu", "Young", "Zeller"]),
     ("opened", ["1931", "1932", "1933", "1934", "1935"]),
     ("landmark", ["bridge", "library", "stadium", "theatre", "museum"]),
     ("cost", ["$25,000", "$40,000", "$55,000", "$70,000", "$85,000"])],
    [["Vance", "1933", "library", "$40,000"],
     ["Webb", "1931", "theatre", "$85,000"],
     ["Xu", "1935", "stadium", "$70,000"],
     ["Young", "1932", "bridge", "$25,000"],
     ["Zeller", "1934", "museum", "$55,000"]],
    [("The library opened the year after the bridge.",
      lambda s: gap(s, "library", "bridge", "opened") == 1),
     ("The stadium cost $15,000 more than the museum.",
      lambda s: gap(s, "stadium", "museum", "cost") == 15000),
     ("Webb's building, the first to open, was also the most expensive.",
      lambda s: least(s, "Webb", "opened") and most(s, "Webb", "cost")),
     ("Xu's landmark opened two years after Vance's.",
      lambda s: gap(s, "Xu", "Vance", "opened") == 2),
     ("Young's building cost $15,000 less than Vance's.",
      lambda s: gap(s, "Vance", "Young", "cost") == 15000),
     ("The bridge was Young's work.",
      lambda s: s.same("bridge", "Young")),
     ("The landmark opened in 1934 cost $55,000.",
      lambda s: s.same("1934", "$55,000")),
     ("Of the theatre and the stadium, one was designed by Webb and the other cost $70,000.",
      lambda s: one_of_other(s, "theatre", "stadium", "Webb", "$70,000")),
    ])
# ---------------------------------------------------------------- u77-09
puzzle("u77-09-comet-hunters", "Comet Hunters",
    "Four amateur astronomers each discovered a comet, in different years, working from different cities with telescopes of different sizes.",
    [("astronomer", ["Aldo", "Bea", "Cyrus", "Dana"]),
     ("year", ["1986", "1990", "1994", "1998"]),
     ("city", ["Hilo", "Perth", "Santiago", "Tucson"]),
     ("telescope", ["20 in", "30 in", "40 in", "50 in"])],
    [["Aldo", "1994", "Hilo", "40 in"],
     ["Bea", "1986", "Perth", "20 in"],
     ["Cyrus", "1998", "Santiago", "30 in"],
     ["Dana", "1990", "Tucson", "50 in"]],
    [("Bea made her discovery eight years before Aldo made his.",
      lambda s: gap(s, "Aldo", "Bea", "year") == 8),
     ("The astronomer in Santiago made the most recent discovery.",
      lambda s: most(s, "Santiago", "year")),
     ("The comet found with the 50 in telescope was spotted earlier than the one found with the 30 in telescope.",
      lambda s: before(s, "50 in", "30 in", "year")),
     ("Dana works in neither Hilo nor Perth.",
      lambda s: s.g("Dana", "city") not in ("Hilo", "Perth")),
     ("The Hilo discovery came four years after the Tucson one.",
      lambda s: gap(s, "Hilo", "Tucson", "year") == 4),
     ("The 20 in telescope was used before 1990.",
      lambda s: v(s, "20 in", "year") < 1990),
     ("Cyrus didn't use the 40 in telescope.",
      lambda s: not s.same("Cyrus", "40 in")),
     ("Dana's telescope was the biggest of the four.",
      lambda s: most(s, "Dana", "telescope")),
    ])
# ---------------------------------------------------------------- u77-10
puzzle("u77-10-class-reunions", "Class Reunions",
    "Four old pupils of Hillcrest School are organising reunions this year for their graduating classes, which left ten years apart. Each reunion is in a different month and at a different venue.",
    [("organiser", ["Fern", "Gus", "Hana", "Ivo"]),
     ("class", ["1976", "1986", "1996", "2006"]),
     ("month", ["April", "June", "August", "October"]),
     ("venue", ["gym", "pub", "park", "hall"])],
    [["Fern", "1996", "June", "pub"],
     ["Gus", "2006", "October", "park"],
     ["Hana", "1976", "August", "hall"],
     ["Ivo", "1986", "April", "gym"]],
    [("Fern graduated a decade after Ivo.",
      lambda s: gap(s, "Fern", "Ivo", "class") == 10),
     ("The class of 1976 meets later in the year than the class of 1996.",
      lambda s: after(s, "1976", "1996", "month")),
     ("The April reunion is being held in the gym.",
      lambda s: s.same("April", "gym")),
     ("Gus left school more recently than any of the others.",
      lambda s: most(s, "Gus", "class")),
     ("The pub reunion is two months before the one in the hall.",
      lambda s: gap(s, "hall", "pub", "month") == 2),
     ("Hana's class isn't meeting in the park.",
      lambda s: not s.same("Hana", "park")),
     ("Ivo's is the first reunion of the year.",
      lambda s: least(s, "Ivo", "month")),
     ("The last reunion of the year will be held in the park.",
      lambda s: most(s, "park", "month")),
    ])
# ---------------------------------------------------------------- u77-11
puzzle("u77-11-vintage-cars", "The Classic Car Auction",
    "Five classic cars went under the hammer at Saturday's auction. Each was consigned by a different owner, was built in a different year, had a different colour and fetched a different price.",
    [("owner", ["Kai", "Lena", "Moe", "Nora", "Otto"]),
     ("built", ["1955", "1960", "1965", "1970", "1975"]),
     ("colour", ["red", "cream", "black", "green", "silver"]),
     ("price", ["$12,000", "$18,000", "$24,000", "$30,000", "$36,000"])],
    [["Kai", "1965", "black", "$30,000"],
     ["Lena", "1955", "cream", "$36,000"],
     ["Moe", "1975", "red", "$12,000"],
     ["Nora", "1960", "silver", "$18,000"],
     ["Otto", "1970", "green", "$24,000"]],
    [("The oldest car also fetched the highest price.",
      lambda s: s.g(min(items(s, "built"), key=num), "price") == max(items(s, "price"), key=num)),
     ("Moe's car is a decade newer than Kai's.",
      lambda s: gap(s, "Moe", "Kai", "built") == 10),
     ("The green car sold for $6,000 less than the black one.",
      lambda s: gap(s, "black", "green", "price") == 6000),
     ("Nora's car was built five years before Kai's.",
      lambda s: gap(s, "Kai", "Nora", "built") == 5),
     ("The 1970 model went for less than Kai's car.",
      lambda s: before(s, "1970", "Kai", "price")),
     ("Of Lena and Otto, one owned the cream car and the other was paid $24,000.",
      lambda s: one_of_other(s, "Lena", "Otto", "cream", "$24,000")),
     ("The silver car was built in the same year as Nora's.",
      lambda s: s.same("silver", "Nora")),
     ("Lena's car was built in the 1950s.",
      lambda s: decade(s, "Lena", "built") == 1950),
     ("Moe's car went for somewhat less than Nora's.",
      lambda s: before(s, "Moe", "Nora", "price")),
    ])
# ---------------------------------------------------------------- u77-12
puzzle("u77-12-spring-recitals", "The Spring Recital Series",
    "Five musicians are giving solo recitals this spring, on five different dates, each on a different instrument and at a different venue around town.",
    [("musician", ["Piper", "Reed", "Sol", "Tess", "Vic"]),
     ("date", ["March 3", "March 17", "April 7", "April 21", "May 5"]),
     ("instrument", ["harp", "cello", "flute", "oboe", "piano"]),
     ("venue", ["church", "library", "barn", "museum", "school"])],
    [["Piper", "April 21", "cello", "church"],
     ["Reed", "March 3", "flute", "library"],
     ["Sol", "May 5", "piano", "barn"],
     ["Tess", "March 17", "harp", "museum"],
     ["Vic", "April 7", "oboe", "school"]],
    [("Tess plays two weeks after Reed.",
      lambda s: gap(s, "Tess", "Reed", "date") == 14),
     ("The recital at the barn closes the series.",
      lambda s: most(s, "barn", "date")),
     ("Piper's recital is in April.",
      lambda s: month(s, "Piper", "date") == 4),
     ("The flute recital is held at the library.",
      lambda s: s.same("flute", "library")),
     ("The school recital is two weeks before the church recital.",
      lambda s: gap(s, "church", "school", "date") == 14),
     ("Neither Sol nor Vic plays the cello.",
      lambda s: not s.same("Sol", "cello") and not s.same("Vic", "cello")),
     ("The museum recital takes place in March.",
      lambda s: month(s, "museum", "date") == 3),
     ("Vic is not the pianist.",
      lambda s: not s.same("Vic", "piano")),
     ("Vic is playing at the school.",
      lambda s: s.same("Vic", "school")),
     ("The harpist's recital is two weeks after the flautist's.",
      lambda s: gap(s, "harp", "flute", "date") == 14),
    ])
