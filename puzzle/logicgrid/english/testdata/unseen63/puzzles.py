# Puzzles of the blind set unseen63: British magazine-style logic problems.
# Each clue is written twice: the English sentence, and a predicate saying
# what it means.  Exec'd by truth.py (State, nv, one_of_other, puzzle come
# from there).  The helpers below are written here, independently.
import re as _re

_MONTHS = ["january", "february", "march", "april", "may", "june", "july",
           "august", "september", "october", "november", "december"]

def val(x):
    """The number an item stands for, in the unit a comparison needs:
    pounds and pence -> pence (£1.25 -> 125, 75p -> 75); clock times ->
    minutes after midnight (10.15am -> 615, noon -> 720); dates -> day
    numbers ("3rd June" -> 6*100+3); "8 lb", "12 miles" -> 8, 12;
    anything else -> truth.py's nv."""
    t = x.strip()
    m = _re.match(r"^£(\d+)\.(\d\d)$", t)
    if m:
        return int(m.group(1)) * 100 + int(m.group(2))
    m = _re.match(r"^£([\d,]+)$", t)
    if m:
        return int(m.group(1).replace(",", "")) * 100
    m = _re.match(r"^(\d+)p$", t)
    if m:
        return int(m.group(1))
    if t.lower() == "noon":
        return 12 * 60
    m = _re.match(r"^(\d+)(?:\.(\d\d))?\s*([ap])m$", t)
    if m:
        h = int(m.group(1)) % 12 + (12 if m.group(3) == "p" else 0)
        return h * 60 + int(m.group(2) or 0)
    m = _re.match(r"^(\d+)(?:st|nd|rd|th)(?: (\w+))?$", t)
    if m:
        mon = _MONTHS.index(m.group(2).lower()) + 1 if m.group(2) else 0
        return mon * 100 + int(m.group(1))
    m = _re.match(r"^(\d+(?:\.\d+)?) ?(?:lb|oz|miles?|years?|ft|yards?|minutes?|nights?|days?|balls?|points?|runs?)$", t)
    if m:
        return float(m.group(1))
    return nv(t)

def v(s, item, cat):
    """The number of the category-cat item in item's row."""
    return val(s.g(item, cat))

def who(s, item, cat):
    """The item of category cat in item's row (e.g. the person)."""
    return s.g(item, cat)

def rank(s, item, cat):
    """1 for the smallest value of cat, 2 for the next, ..."""
    vals = sorted(val(x) for x in _items(s, cat))
    return vals.index(v(s, item, cat)) + 1

def _items(s, cat):
    return [items for name, items in s.cats if name == cat][0]

def adj(s, a, b, cat):
    """a's and b's rows are next to each other in the ordered category cat."""
    return abs(rank(s, a, cat) - rank(s, b, cat)) == 1

def step(s, a, b, cat):
    """How many places b's row is after a's row in ordered category cat."""
    return rank(s, b, cat) - rank(s, a, cat)

def distinct(s, *xs):
    rows = [s.r(x) for x in xs]
    return len(set(rows)) == len(rows)

def extreme(s, item, cat, top):
    """item has the largest (top) or smallest value of cat."""
    vals = [val(x) for x in _items(s, cat)]
    return v(s, item, cat) == (max(vals) if top else min(vals))

# ---------------------------------------------------------------- 01
_MEN01 = ["Mr Baker", "Mr Dunn"]
puzzle("u63-01-jumble-sale",
    "Bargains at the Jumble Sale",
    "St Michael's held its spring jumble sale in the church hall last Saturday, and four regulars each came away with a single bargain for which they paid a different sum. From the clues, can you work out who bought which item and what it cost?",
    [("buyer", ["Mrs Abbott", "Mr Baker", "Miss Carter", "Mr Dunn"]),
     ("item", ["teapot", "table lamp", "vase", "mantel clock"]),
     ("price", ["50p", "75p", "£1.00", "£1.25"])],
    [["Mrs Abbott", "mantel clock", "£1.25"],
     ["Mr Baker", "teapot", "75p"],
     ["Miss Carter", "vase", "50p"],
     ["Mr Dunn", "table lamp", "£1.00"]],
    [("The man who bought the teapot paid 25p less than Mr Dunn.",
      lambda s: who(s, "teapot", "buyer") in _MEN01 and not s.same("teapot", "Mr Dunn")
                and v(s, "teapot", "price") == v(s, "Mr Dunn", "price") - 25),
     ("Mr Dunn's purchase cost him twice as much as Miss Carter's.",
      lambda s: v(s, "Mr Dunn", "price") == 2 * v(s, "Miss Carter", "price")),
     ("Of the two women, one bought the mantel clock and the other paid just 50p.",
      lambda s: one_of_other(s, "Mrs Abbott", "Miss Carter", "mantel clock", "50p")),
     ("The vase was not the item Mr Dunn took home.",
      lambda s: not s.same("Mr Dunn", "vase")),
    ])

# ---------------------------------------------------------------- 02
_MEN02 = ["Mr Ash", "Mr Cole"]
puzzle("u63-02-giant-vegetables",
    "Giant Vegetables",
    "The heaviest-vegetable class at the Wendlebury Show drew five entries this year, each from a gardener living in a different village of the parish. From the clues given, can you name each gardener's vegetable, say how much it weighed and where its grower lives?",
    [("gardener", ["Mr Ash", "Mrs Birch", "Mr Cole", "Miss Drake", "Mrs Elm"]),
     ("vegetable", ["marrow", "leek", "onion", "cabbage", "pumpkin"]),
     ("weight", ["6 lb", "7 lb", "8 lb", "9 lb", "10 lb"]),
     ("village", ["Kirkby", "Netherby", "Oakham", "Thornton", "Whitley"])],
    [["Mr Ash", "leek", "7 lb", "Kirkby"],
     ["Mrs Birch", "pumpkin", "10 lb", "Oakham"],
     ["Mr Cole", "marrow", "9 lb", "Netherby"],
     ["Miss Drake", "onion", "6 lb", "Whitley"],
     ["Mrs Elm", "cabbage", "8 lb", "Thornton"]],
    [("The marrow weighed 2 lb more than the leek, which was grown by one of the men.",
      lambda s: v(s, "marrow", "weight") == v(s, "leek", "weight") + 2
                and who(s, "leek", "gardener") in _MEN02),
     ("The heaviest entry of all came from Oakham.",
      lambda s: extreme(s, "Oakham", "weight", True)),
     ("Neither Miss Drake nor the gardener from Thornton grew the pumpkin.",
      lambda s: not s.same("Miss Drake", "Thornton") and not s.same("Miss Drake", "pumpkin")
                and not s.same("Thornton", "pumpkin")),
     ("Mrs Elm's vegetable was a pound heavier than the one grown in Kirkby.",
      lambda s: v(s, "Mrs Elm", "weight") == v(s, "Kirkby", "weight") + 1),
     ("The onion, which wasn't grown in Netherby, was the lightest of the five.",
      lambda s: not s.same("onion", "Netherby") and extreme(s, "onion", "weight", False)),
     ("Only Mrs Birch's vegetable outweighed Mr Cole's.",
      lambda s: rank(s, "Mrs Birch", "weight") == 5 and rank(s, "Mr Cole", "weight") == 4),
     ("The pumpkin tipped the scales at more than the marrow.",
      lambda s: v(s, "pumpkin", "weight") > v(s, "marrow", "weight")),
     ("The vegetable from Netherby was grown by a man.",
      lambda s: who(s, "Netherby", "gardener") in _MEN02),
    ])

# ---------------------------------------------------------------- 03
puzzle("u63-03-morning-trains",
    "Morning Trains",
    "On a wet Thursday morning four passengers were waiting at Swindon station, each for a different train to a different city. Each train left from a different platform. From the clues below, can you work out the departure time, destination and platform of each passenger's train?",
    [("passenger", ["Gwen", "Harold", "Iris", "Ken"]),
     ("departure", ["9.15am", "9.45am", "10.15am", "10.45am"]),
     ("destination", ["Bath", "Exeter", "Leeds", "York"]),
     ("platform", ["1", "2", "3", "4"])],
    [["Gwen", "10.15am", "York", "2"],
     ["Harold", "9.15am", "Exeter", "4"],
     ["Iris", "10.45am", "Bath", "1"],
     ["Ken", "9.45am", "Leeds", "3"]],
    [("Harold's train left half an hour before Ken's.",
      lambda s: v(s, "Ken", "departure") - v(s, "Harold", "departure") == 30),
     ("The York train departed an hour after the one from platform 4.",
      lambda s: v(s, "York", "departure") - v(s, "4", "departure") == 60),
     ("Iris was catching the quarter to eleven.",
      lambda s: s.same("Iris", "10.45am")),
     ("Neither Gwen nor the passenger bound for Leeds was waiting on platform 1.",
      lambda s: not s.same("Gwen", "Leeds") and not s.same("Gwen", "1") and not s.same("Leeds", "1")),
     ("Gwen's train wasn't the first of the four to leave.",
      lambda s: rank(s, "Gwen", "departure") != 1),
     ("The Exeter train was the first to go.",
      lambda s: rank(s, "Exeter", "departure") == 1),
     ("Ken's platform number was one lower than Harold's.",
      lambda s: v(s, "Ken", "platform") == v(s, "Harold", "platform") - 1),
    ])

# ---------------------------------------------------------------- 04
_MEN04 = ["Mr Fenwick", "Mr Ingram"]
puzzle("u63-04-guest-house",
    "The Guest House Landing",
    "Mrs Pengelly's guest house in Padstow has four single rooms, numbered 1 to 4 from left to right along the upstairs landing. This week each is taken by a guest from a different town, each booked in for a different number of nights. From the clues, can you match each guest with room, home town and length of stay?",
    [("guest", ["Mr Fenwick", "Mrs Gale", "Miss Hart", "Mr Ingram"]),
     ("room", ["1", "2", "3", "4"]),
     ("town", ["Carlisle", "Derby", "Norwich", "Truro"]),
     ("stay", ["2 nights", "3 nights", "4 nights", "5 nights"])],
    [["Mr Fenwick", "3", "Truro", "2 nights"],
     ["Mrs Gale", "1", "Carlisle", "4 nights"],
     ["Miss Hart", "4", "Derby", "3 nights"],
     ["Mr Ingram", "2", "Norwich", "5 nights"]],
    [("The guest from Norwich is staying one night longer than Mrs Gale.",
      lambda s: v(s, "Norwich", "stay") == v(s, "Mrs Gale", "stay") + 1),
     ("Miss Hart's room is immediately to the right of the Truro guest's.",
      lambda s: v(s, "Miss Hart", "room") == v(s, "Truro", "room") + 1),
     ("The guest staying just two nights is a man whose room is next to Miss Hart's.",
      lambda s: who(s, "2 nights", "guest") in _MEN04 and adj(s, "2 nights", "Miss Hart", "room")),
     ("The Carlisle visitor's room is somewhere to the left of the Norwich visitor's.",
      lambda s: v(s, "Carlisle", "room") < v(s, "Norwich", "room")),
     ("Whoever is in room 2 is staying longer than the occupant of room 4.",
      lambda s: v(s, "2", "stay") > v(s, "4", "stay")),
     ("Miss Hart is staying fewer nights than Mrs Gale.",
      lambda s: v(s, "Miss Hart", "stay") < v(s, "Mrs Gale", "stay")),
     ("Mr Fenwick's room number is higher than Mr Ingram's.",
      lambda s: v(s, "Mr Fenwick", "room") > v(s, "Mr Ingram", "room")),
    ])

# ---------------------------------------------------------------- 05
puzzle("u63-05-knitting-circle",
    "The Knitting Circle",
    "The Thursday knitting circle at Lower Bassett village hall has just finished its items for the Christmas bazaar. Each of the five members knitted one thing, in a different colour of wool, and each got through a different number of balls of wool. From the clues, can you say who knitted what, in which colour, and how many balls it took?",
    [("knitter", ["Agnes", "Beryl", "Connie", "Dorothy", "Edna"]),
     ("item", ["bobble hat", "cardigan", "mittens", "scarf", "tea cosy"]),
     ("colour", ["cream", "green", "navy", "purple", "red"]),
     ("wool", ["2 balls", "3 balls", "4 balls", "5 balls", "6 balls"])],
    [["Agnes", "cardigan", "navy", "6 balls"],
     ["Beryl", "tea cosy", "red", "2 balls"],
     ["Connie", "scarf", "cream", "4 balls"],
     ["Dorothy", "mittens", "purple", "3 balls"],
     ["Edna", "bobble hat", "green", "5 balls"]],
    [("The cardigan, not surprisingly, took more wool than anything else.",
      lambda s: extreme(s, "cardigan", "wool", True)),
     ("Connie used one ball more than Dorothy.",
      lambda s: v(s, "Connie", "wool") == v(s, "Dorothy", "wool") + 1),
     ("Beryl, the knitter of the scarf and the woman who worked in green are three different people.",
      lambda s: distinct(s, "Beryl", "scarf", "green")),
     ("Either Agnes or Dorothy knitted in purple.",
      lambda s: s.same("Agnes", "purple") or s.same("Dorothy", "purple")),
     ("The red item used the fewest balls of all.",
      lambda s: extreme(s, "red", "wool", False)),
     ("The mittens took fewer balls than the scarf but more than the tea cosy.",
      lambda s: v(s, "tea cosy", "wool") < v(s, "mittens", "wool") < v(s, "scarf", "wool")),
     ("Edna worked in neither cream nor navy.",
      lambda s: not s.same("Edna", "cream") and not s.same("Edna", "navy")),
     ("Beryl used one ball fewer than Dorothy.",
      lambda s: v(s, "Beryl", "wool") == v(s, "Dorothy", "wool") - 1),
     ("Edna got through more wool than Connie.",
      lambda s: v(s, "Edna", "wool") > v(s, "Connie", "wool")),
     ("The green item needed one ball fewer than the navy one.",
      lambda s: v(s, "green", "wool") == v(s, "navy", "wool") - 1),
    ])

# ---------------------------------------------------------------- 06
puzzle("u63-06-june-birthdays",
    "June Birthdays",
    "Four children in Mrs Whitworth's street all have birthdays in June, falling exactly a week apart, and each turned a different age and was given a different main present. From the clues, can you work out each child's birthday, new age and present?",
    [("child", ["Amy", "Ben", "Chloe", "Daniel"]),
     ("birthday", ["3rd June", "10th June", "17th June", "24th June"]),
     ("age", ["6", "7", "8", "9"]),
     ("present", ["bicycle", "jigsaw", "kite", "train set"])],
    [["Amy", "17th June", "8", "kite"],
     ["Ben", "3rd June", "9", "jigsaw"],
     ["Chloe", "24th June", "6", "bicycle"],
     ["Daniel", "10th June", "7", "train set"]],
    [("The child who was given the kite has a birthday exactly a fortnight after Ben's.",
      lambda s: v(s, "kite", "birthday") == v(s, "Ben", "birthday") + 14),
     ("The youngest of the four has the latest birthday.",
      lambda s: rank(s, "6", "birthday") == 4),
     ("Daniel is a year younger than Amy.",
      lambda s: v(s, "Daniel", "age") == v(s, "Amy", "age") - 1),
     ("The jigsaw was a present for the oldest child.",
      lambda s: s.same("jigsaw", "9")),
     ("The train set was unwrapped exactly a week before Amy's birthday.",
      lambda s: v(s, "train set", "birthday") == v(s, "Amy", "birthday") - 7),
     ("The two girls, Amy and Chloe, were given the bicycle and the kite between them.",
      lambda s: one_of_other(s, "Amy", "Chloe", "bicycle", "kite")),
    ])

# ---------------------------------------------------------------- 07
_WOMEN07 = ["Mrs Carr", "Mrs Ellis", "Miss Ford"]
puzzle("u63-07-allotments",
    "Down on the Allotments",
    "Along the bottom path of the Mill Lane allotments is a row of five plots, numbered 1 to 5 from left to right. Each is worked by a different holder, who has had it for a different length of time, grows a different prize crop and keeps a shed painted a different colour. From the clues, can you fill in the details for each plot?",
    [("holder", ["Mr Briggs", "Mrs Carr", "Mr Denton", "Mrs Ellis", "Miss Ford"]),
     ("plot", ["1", "2", "3", "4", "5"]),
     ("crop", ["beans", "potatoes", "rhubarb", "strawberries", "tomatoes"]),
     ("shed", ["blue", "brown", "green", "grey", "yellow"]),
     ("held", ["3 years", "5 years", "8 years", "12 years", "20 years"])],
    [["Mr Briggs", "4", "tomatoes", "brown", "12 years"],
     ["Mrs Carr", "5", "potatoes", "grey", "5 years"],
     ["Mr Denton", "2", "beans", "yellow", "3 years"],
     ["Mrs Ellis", "1", "rhubarb", "green", "20 years"],
     ["Miss Ford", "3", "strawberries", "blue", "8 years"]],
    [("Mr Denton has held his plot for the shortest time of the five, and his shed stands next to the green one.",
      lambda s: extreme(s, "Mr Denton", "held", False) and adj(s, "Mr Denton", "green", "plot")),
     ("The strawberries are grown on the plot immediately to the right of the one with the yellow shed.",
      lambda s: v(s, "strawberries", "plot") == v(s, "yellow", "plot") + 1),
     ("Of Mr Briggs and Mrs Ellis, one grows rhubarb and the other has had a plot for 12 years.",
      lambda s: one_of_other(s, "Mr Briggs", "Mrs Ellis", "rhubarb", "12 years")),
     ("The potatoes are grown on one of the end plots, by a woman.",
      lambda s: v(s, "potatoes", "plot") in (1, 5) and who(s, "potatoes", "holder") in _WOMEN07),
     ("The tomato grower's plot is two to the right of Mr Denton's.",
      lambda s: v(s, "tomatoes", "plot") == v(s, "Mr Denton", "plot") + 2),
     ("Miss Ford has been there longer than Mrs Carr but not as long as Mr Briggs.",
      lambda s: v(s, "Mrs Carr", "held") < v(s, "Miss Ford", "held") < v(s, "Mr Briggs", "held")),
     ("The blue shed is somewhere to the left of the brown one.",
      lambda s: v(s, "blue", "plot") < v(s, "brown", "plot")),
     ("Mr Denton's plot lies between Mrs Ellis's and Miss Ford's.",
      lambda s: min(v(s, "Mrs Ellis", "plot"), v(s, "Miss Ford", "plot")) < v(s, "Mr Denton", "plot")
                < max(v(s, "Mrs Ellis", "plot"), v(s, "Miss Ford", "plot"))),
     ("The owner of the grey shed has had her plot for less time than the owner of the blue shed.",
      lambda s: who(s, "grey", "holder") in _WOMEN07 and v(s, "grey", "held") < v(s, "blue", "held")),
     ("The rhubarb grows on the plot at the left-hand end of the row.",
      lambda s: v(s, "rhubarb", "plot") == 1),
     ("The holder with the brown shed has been on the allotments longer than the one with the blue shed.",
      lambda s: v(s, "brown", "held") > v(s, "blue", "held")),
    ])

# ---------------------------------------------------------------- 08
puzzle("u63-08-darts-night",
    "Darts Night",
    "In the friendly darts match between four local pubs, each pub sent one player to throw a single deciding round of three darts, and each scored a different total. Each of the four men has a different day job. From the clues, can you work out each player's pub, job and score?",
    [("player", ["Alf", "Bert", "Cliff", "Des"]),
     ("pub", ["The Anchor", "The Bell", "The Crown", "The Plough"]),
     ("job", ["butcher", "milkman", "plumber", "postman"]),
     ("score", ["60", "85", "100", "140"])],
    [["Alf", "The Plough", "postman", "100"],
     ["Bert", "The Anchor", "plumber", "140"],
     ["Cliff", "The Crown", "milkman", "60"],
     ["Des", "The Bell", "butcher", "85"]],
    [("The postman scored 15 more than the man from The Bell.",
      lambda s: v(s, "postman", "score") == v(s, "The Bell", "score") + 15),
     ("Cliff, who doesn't drink at The Anchor, scored the fewest.",
      lambda s: not s.same("Cliff", "The Anchor") and extreme(s, "Cliff", "score", False)),
     ("Neither Des nor the milkman plays for The Plough.",
      lambda s: not s.same("Des", "milkman") and not s.same("Des", "The Plough")
                and not s.same("milkman", "The Plough")),
     ("Bert's three darts totalled 40 more than Alf's.",
      lambda s: v(s, "Bert", "score") == v(s, "Alf", "score") + 40),
     ("Either Alf or the Anchor's player is the plumber.",
      lambda s: not s.same("Alf", "The Anchor")
                and (s.same("Alf", "plumber") or s.same("The Anchor", "plumber"))),
    ])

# ---------------------------------------------------------------- 09

puzzle("u63-09-bakers-queue",
    "The Baker's Queue",
    "When Crumbs the bakers opened at eight o'clock on Saturday morning there were five customers waiting outside. Each was served in turn, bought just one thing and paid a different amount. From the clues, can you work out the order in which they were served, what each bought and what it cost?",
    [("customer", ["Mrs Hale", "Mr Irwin", "Mrs Jarvis", "Mr Kemp", "Miss Lowe"]),
     ("served", ["first", "second", "third", "fourth", "fifth"]),
     ("purchase", ["Bakewell tart", "bloomer loaf", "iced buns", "pork pie", "sausage rolls"]),
     ("cost", ["£1.20", "£1.45", "£1.80", "£2.10", "£2.35"])],
    [["Mrs Hale", "second", "iced buns", "£2.35"],
     ["Mr Irwin", "fourth", "Bakewell tart", "£2.10"],
     ["Mrs Jarvis", "fifth", "sausage rolls", "£1.45"],
     ["Mr Kemp", "first", "pork pie", "£1.80"],
     ["Miss Lowe", "third", "bloomer loaf", "£1.20"]],
    [("The customer who bought the iced buns was served immediately before Miss Lowe, and spent more than anyone else.",
      lambda s: v(s, "iced buns", "served") == v(s, "Miss Lowe", "served") - 1
                and extreme(s, "iced buns", "cost", True)),
     ("Mr Kemp was served some time before Mr Irwin, who paid 30p more than Mr Kemp.",
      lambda s: v(s, "Mr Kemp", "served") < v(s, "Mr Irwin", "served")
                and v(s, "Mr Irwin", "cost") == v(s, "Mr Kemp", "cost") + 30),
     ("The bloomer loaf, the cheapest thing bought, went to the customer in the middle of the queue.",
      lambda s: extreme(s, "bloomer loaf", "cost", False) and v(s, "bloomer loaf", "served") == 3),
     ("The sausage rolls cost 25p more than the loaf.",
      lambda s: v(s, "sausage rolls", "cost") == v(s, "bloomer loaf", "cost") + 25),
     ("Mrs Jarvis was neither first nor second in the queue.",
      lambda s: v(s, "Mrs Jarvis", "served") not in (1, 2)),
     ("The Bakewell tart was bought by the customer served just before the one who wanted sausage rolls.",
      lambda s: v(s, "Bakewell tart", "served") == v(s, "sausage rolls", "served") - 1),
    ])

# ---------------------------------------------------------------- 10
puzzle("u63-10-dog-show",
    "Best in Show",
    "Four dogs reached the final line-up of the companion dog show on Fenbridge village green. Each belongs to a different owner, is of a different breed and is a different age. From the clues, can you pair each owner with dog, breed and age?",
    [("owner", ["Mrs Archer", "Mr Booth", "Miss Chant", "Mr Dyson"]),
     ("dog", ["Biscuit", "Monty", "Pepper", "Rolo"]),
     ("breed", ["beagle", "collie", "poodle", "spaniel"]),
     ("age", ["2 years", "3 years", "5 years", "7 years"])],
    [["Mrs Archer", "Pepper", "collie", "5 years"],
     ["Mr Booth", "Biscuit", "beagle", "2 years"],
     ["Miss Chant", "Rolo", "spaniel", "7 years"],
     ["Mr Dyson", "Monty", "poodle", "3 years"]],
    [("Monty is a year older than the beagle.",
      lambda s: v(s, "Monty", "age") == v(s, "beagle", "age") + 1),
     ("Of the two women, one owns the collie and the other owns the oldest dog.",
      lambda s: one_of_other(s, "Mrs Archer", "Miss Chant", "collie", "7 years")),
     ("Pepper is older than Monty but younger than the spaniel.",
      lambda s: v(s, "Monty", "age") < v(s, "Pepper", "age") < v(s, "spaniel", "age")),
     ("Rolo isn't the beagle.",
      lambda s: not s.same("Rolo", "beagle")),
     ("Miss Chant's dog is two years older than Mrs Archer's.",
      lambda s: v(s, "Miss Chant", "age") == v(s, "Mrs Archer", "age") + 2),
     ("Mr Booth's dog is younger than Mr Dyson's.",
      lambda s: v(s, "Mr Booth", "age") < v(s, "Mr Dyson", "age")),
    ])

# ---------------------------------------------------------------- 11
puzzle("u63-11-holiday-cottages",
    "Cottages for July",
    "Country Breaks let four of its holiday cottages for successive weeks in July, each to a different family, each week running from a Saturday. Every cottage is in a different county and was let at a different price for the week. From the clues, can you work out where each family stayed, when, and what they paid?",
    [("family", ["the Morgans", "the Patels", "the Quinns", "the Russells"]),
     ("county", ["Cornwall", "Devon", "Norfolk", "Yorkshire"]),
     ("week", ["5th July", "12th July", "19th July", "26th July"]),
     ("price", ["£350", "£420", "£480", "£575"])],
    [["the Morgans", "Norfolk", "19th July", "£420"],
     ["the Patels", "Cornwall", "5th July", "£575"],
     ["the Quinns", "Yorkshire", "26th July", "£350"],
     ["the Russells", "Devon", "12th July", "£480"]],
    [("The Cornish cottage, the dearest of the four, was let for the earliest week.",
      lambda s: extreme(s, "Cornwall", "price", True) and extreme(s, "Cornwall", "week", False)),
     ("The Quinns paid £70 less than the Morgans.",
      lambda s: v(s, "the Quinns", "price") == v(s, "the Morgans", "price") - 7000),
     ("The Devon holiday started a week after the Patels' holiday.",
      lambda s: v(s, "Devon", "week") == v(s, "the Patels", "week") + 7),
     ("The Morgans set off a week after the family who paid £480.",
      lambda s: v(s, "the Morgans", "week") == v(s, "£480", "week") + 7),
     ("Neither the Quinns nor the Morgans stayed in Devon.",
      lambda s: not s.same("the Quinns", "Devon") and not s.same("the Morgans", "Devon")),
     ("The Yorkshire cottage cost less than the one in Norfolk.",
      lambda s: v(s, "Yorkshire", "price") < v(s, "Norfolk", "price")),
    ])

# ---------------------------------------------------------------- 12
puzzle("u63-12-sponsored-walk",
    "The Sponsored Walk",
    "Five members of the Ambleside Rambling Club set off together at nine o'clock one Sunday morning on a sponsored walk, each choosing a different distance and each raising money for a different good cause. From the clues, can you work out how far each walked, what time each got back, and which charity each supported?",
    [("walker", ["Mr Tate", "Mrs Usher", "Mr Vaughan", "Mrs Wren", "Miss Yeo"]),
     ("distance", ["5 miles", "8 miles", "10 miles", "12 miles", "15 miles"]),
     ("finished", ["11.30am", "noon", "12.45pm", "1.15pm", "2pm"]),
     ("charity", ["air ambulance", "donkey sanctuary", "guide dogs", "hospice", "lifeboats"])],
    [["Mr Tate", "12 miles", "2pm", "lifeboats"],
     ["Mrs Usher", "5 miles", "12.45pm", "hospice"],
     ["Mr Vaughan", "15 miles", "1.15pm", "air ambulance"],
     ["Mrs Wren", "8 miles", "11.30am", "guide dogs"],
     ["Miss Yeo", "10 miles", "noon", "donkey sanctuary"]],
    [("The walker raising money for the lifeboats finished 45 minutes after Mr Vaughan.",
      lambda s: v(s, "lifeboats", "finished") == v(s, "Mr Vaughan", "finished") + 45),
     ("Mrs Wren was the first one home, although she walked 3 miles further than the hospice supporter.",
      lambda s: extreme(s, "Mrs Wren", "finished", False)
                and v(s, "Mrs Wren", "distance") == v(s, "hospice", "distance") + 3),
     ("The person who covered 10 miles finished half an hour after the one collecting for guide dogs.",
      lambda s: v(s, "10 miles", "finished") == v(s, "guide dogs", "finished") + 30),
     ("Of the two men, one walked the furthest and the other was the last to finish.",
      lambda s: one_of_other(s, "Mr Tate", "Mr Vaughan", "15 miles", "2pm")),
     ("The donkey sanctuary's walker was back before the air ambulance's.",
      lambda s: v(s, "donkey sanctuary", "finished") < v(s, "air ambulance", "finished")),
     ("Miss Yeo walked further than Mrs Usher.",
      lambda s: v(s, "Miss Yeo", "distance") > v(s, "Mrs Usher", "distance")),
    ])
