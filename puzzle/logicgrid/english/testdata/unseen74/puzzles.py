# Blind test set unseen74: twelve invented logic-grid puzzles.
# Each clue is written as the English sentence and a predicate on the State
# of truth.py (s.r, s.g, s.n, s.same, nv, one_of_other).

def items(s, cat):
    """The items of category cat in the order listed in the puzzle."""
    return dict(s.cats)[cat]

def idx(s, x, cat):
    """Place (0, 1, 2, ...) in the listed order of cat of the item that goes with x."""
    return items(s, cat).index(s.g(x, cat))

def diff(s, a, b, cat):
    """Number of a's item in cat minus number of b's item (amounts, times, ages)."""
    return s.n(a, cat) - s.n(b, cat)

def adj(s, a, b, cat):
    """a and b are side by side / next door in the listed order of cat."""
    return abs(idx(s, a, cat) - idx(s, b, cat)) == 1

def exactly_one(*conds):
    return sum(1 for c in conds if c) == 1

def either(s, x, a, b):
    """'x is either a or b' where a, b are different entities: exactly one holds."""
    return s.same(x, a) != s.same(x, b)

def lowest(s, x, cat):
    return s.n(x, cat) == min(nv(v) for v in items(s, cat))

def highest(s, x, cat):
    return s.n(x, cat) == max(nv(v) for v in items(s, cat))

def distinct(s, *xs):
    rs = [s.r(x) for x in xs]
    return len(set(rs)) == len(rs)


# ---------------------------------------------------------------- 01
puzzle("u74-01-deli-lunch", "Lunch at the Corner Deli",
    "Four coworkers grabbed lunch at the corner deli on Friday. Each ordered a different sandwich and a different drink.",
    [("coworker", ["Harriet", "Ivan", "Joelle", "Kofi"]),
     ("sandwich", ["BLT", "tuna melt", "falafel wrap", "egg salad"]),
     ("drink", ["lemonade", "iced tea", "cola", "ginger ale"])],
    [["Harriet", "falafel wrap", "iced tea"],
     ["Ivan", "BLT", "ginger ale"],
     ["Joelle", "egg salad", "cola"],
     ["Kofi", "tuna melt", "lemonade"]],
    [
     ("Nobody who ordered the BLT also ordered lemonade or iced tea.",
      lambda s: not s.same("BLT", "lemonade") and not s.same("BLT", "iced tea")),
     ("The person who had the tuna melt isn't the one who drank cola.",
      lambda s: not s.same("tuna melt", "cola")),
     ("Harriet's sandwich was either the falafel wrap or the egg salad.",
      lambda s: s.g("Harriet", "sandwich") in ("falafel wrap", "egg salad")),
     ("The cola was ordered by either Joelle or the person who had the falafel wrap.",
      lambda s: either(s, "cola", "Joelle", "falafel wrap")),
     ("Kofi drank lemonade.",
      lambda s: s.same("Kofi", "lemonade")),
     ("Harriet drank neither cola nor ginger ale.",
      lambda s: not s.same("Harriet", "ginger ale") and not s.same("Harriet", "cola")),
     ("The BLT wasn't Joelle's.",
      lambda s: not s.same("BLT", "Joelle")),
    ])


# ---------------------------------------------------------------- 02
puzzle("u74-02-book-swap", "The Library Book Swap",
    "Four regulars brought a book each to the library's monthly book swap. Each book was of a different kind and had a different number of pages.",
    [("reader", ["Greta", "Hugo", "Ines", "Jarrah"]),
     ("book", ["mystery", "memoir", "cookbook", "travel guide"]),
     ("pages", ["240", "310", "380", "450"])],
    [["Greta", "memoir", "380"],
     ["Hugo", "cookbook", "240"],
     ["Ines", "mystery", "450"],
     ["Jarrah", "travel guide", "310"]],
    [
     ("The mystery is longer than Greta's book.",
      lambda s: diff(s, "mystery", "Greta", "pages") > 0),
     ("Hugo brought neither the mystery nor the memoir.",
      lambda s: not s.same("Hugo", "mystery") and not s.same("Hugo", "memoir")),
     ("The cookbook has 70 fewer pages than the travel guide.",
      lambda s: diff(s, "travel guide", "cookbook", "pages") == 70),
     ("Jarrah's book either is the travel guide or has 380 pages.",
      lambda s: s.same("Jarrah", "travel guide") != s.same("Jarrah", "380")),
     ("The memoir is shorter than the mystery but longer than Jarrah's book.",
      lambda s: diff(s, "mystery", "memoir", "pages") > 0 and diff(s, "memoir", "Jarrah", "pages") > 0),
    ])


# ---------------------------------------------------------------- 03
puzzle("u74-03-carpool", "The Monday-to-Thursday Carpool",
    "Four colleagues share the drive to the plant: each takes the wheel on a different day from Monday to Thursday, in a different car, and sets off at a different time.",
    [("colleague", ["Lorna", "Mateo", "Nell", "Oskar"]),
     ("day", ["Monday", "Tuesday", "Wednesday", "Thursday"]),
     ("car", ["hatchback", "minivan", "sedan", "pickup"]),
     ("departure", ["7:10am", "7:20am", "7:30am", "7:40am"])],
    [["Lorna", "Wednesday", "minivan", "7:20am"],
     ["Mateo", "Monday", "pickup", "7:40am"],
     ["Nell", "Thursday", "sedan", "7:10am"],
     ["Oskar", "Tuesday", "hatchback", "7:30am"]],
    [
     ("The colleague who drives on Tuesday leaves 10 minutes later than Lorna.",
      lambda s: diff(s, "Tuesday", "Lorna", "departure") == 10),
     ("Mateo drives the day before the hatchback owner.",
      lambda s: diff(s, "hatchback", "Mateo", "day") == 1),
     ("Neither the sedan nor the minivan is driven on Monday.",
      lambda s: not s.same("sedan", "Monday") and not s.same("minivan", "Monday")),
     ("The Thursday driver sets off earliest of all.",
      lambda s: lowest(s, "Thursday", "departure")),
     ("Of Nell and the pickup driver, one leaves at 7:10am and the other at 7:40am.",
      lambda s: one_of_other(s, "Nell", "pickup", "7:10am", "7:40am")),
     ("Lorna doesn't drive the sedan.",
      lambda s: not s.same("Lorna", "sedan")),
     ("Mateo sets off somewhat later than Oskar does.",
      lambda s: diff(s, "Mateo", "Oskar", "departure") > 0),
    ])


# ---------------------------------------------------------------- 04
puzzle("u74-04-allotment", "Plots at the Allotment",
    "Five gardeners rent plots 1 to 5 at the Mill Lane allotment. The plots lie in a single row, numbered in order from west to east, and this summer each gardener grew a different main crop.",
    [("gardener", ["Agnes", "Basil", "Corinne", "Dev", "Elspeth"]),
     ("plot", ["1", "2", "3", "4", "5"]),
     ("crop", ["beans", "carrots", "leeks", "pumpkins", "tomatoes"])],
    [["Agnes", "4", "tomatoes"],
     ["Basil", "1", "leeks"],
     ["Corinne", "3", "beans"],
     ["Dev", "5", "carrots"],
     ["Elspeth", "2", "pumpkins"]],
    [
     ("The tomatoes grow right next to Dev's plot.",
      lambda s: adj(s, "tomatoes", "Dev", "plot")),
     ("Basil's plot is at one end of the row.",
      lambda s: s.g("Basil", "plot") in ("1", "5")),
     ("Corinne's plot is two plots east of Basil's.",
      lambda s: diff(s, "Corinne", "Basil", "plot") == 2),
     ("The pumpkins are somewhere west of the beans.",
      lambda s: diff(s, "pumpkins", "beans", "plot") < 0),
     ("Neither Agnes nor Elspeth grows carrots or leeks.",
      lambda s: all(not s.same(p, c) for p in ("Agnes", "Elspeth") for c in ("carrots", "leeks"))),
     ("The leeks aren't next to the beans.",
      lambda s: not adj(s, "leeks", "beans", "plot")),
     ("Agnes gardens further east than Elspeth.",
      lambda s: diff(s, "Agnes", "Elspeth", "plot") > 0),
     ("The carrots are on the easternmost plot.",
      lambda s: s.same("carrots", "5")),
    ])


# ---------------------------------------------------------------- 05
puzzle("u74-05-pets-flats", "Pets at Linden Court",
    "Linden Court is a small block with one flat on each of its four floors, first (the ground floor) to fourth (the top). Each flat's tenant keeps a different pet, and the pets are all of different ages.",
    [("tenant", ["Fenna", "Gideon", "Hallie", "Ibrahim"]),
     ("floor", ["first", "second", "third", "fourth"]),
     ("pet", ["budgie", "cat", "tortoise", "rabbit"]),
     ("age", ["2 years", "5 years", "8 years", "11 years"])],
    [["Fenna", "third", "cat", "8 years"],
     ["Gideon", "first", "tortoise", "11 years"],
     ["Hallie", "fourth", "budgie", "2 years"],
     ["Ibrahim", "second", "rabbit", "5 years"]],
    [
     ("The tortoise lives two floors below Fenna.",
      lambda s: diff(s, "Fenna", "tortoise", "floor") == 2),
     ("Hallie's pet is the youngest.",
      lambda s: lowest(s, "Hallie", "age")),
     ("The cat is 3 years younger than the tortoise.",
      lambda s: diff(s, "tortoise", "cat", "age") == 3),
     ("The rabbit's owner lives directly above Gideon.",
      lambda s: diff(s, "rabbit", "Gideon", "floor") == 1),
     ("The budgie isn't Fenna's, and it isn't Ibrahim's either.",
      lambda s: not s.same("budgie", "Fenna") and not s.same("budgie", "Ibrahim")),
     ("The rabbit is younger than Fenna's pet.",
      lambda s: diff(s, "rabbit", "Fenna", "age") < 0),
     ("The budgie lives higher up than the rabbit.",
      lambda s: diff(s, "budgie", "rabbit", "floor") > 0),
    ])


# ---------------------------------------------------------------- 06
puzzle("u74-06-bake-sale", "The School Bake Sale",
    "Four parents each baked a tray of something for the school bake sale, and each tray was priced differently per portion.",
    [("parent", ["Priscilla", "Quincy", "Rosa", "Stellan"]),
     ("bake", ["brownies", "flapjacks", "lemon bars", "scones"]),
     ("price", ["$2.50", "$3.00", "$3.50", "$4.00"])],
    [["Priscilla", "scones", "$3.50"],
     ["Quincy", "brownies", "$2.50"],
     ["Rosa", "lemon bars", "$4.00"],
     ["Stellan", "flapjacks", "$3.00"]],
    [
     ("Whoever baked the brownies charged less than Stellan.",
      lambda s: diff(s, "brownies", "Stellan", "price") < 0),
     ("The scones cost 50 cents more than the flapjacks.",
      lambda s: abs(diff(s, "scones", "flapjacks", "price") - 0.5) < 1e-9),
     ("Both Quincy and the scone baker charged less than Rosa.",
      lambda s: distinct(s, "Quincy", "scones") and diff(s, "Quincy", "Rosa", "price") < 0 and diff(s, "scones", "Rosa", "price") < 0),
     ("Stellan asked less than Rosa did.",
      lambda s: diff(s, "Stellan", "Rosa", "price") < 0),
     ("The scones weren't Stellan's.",
      lambda s: not s.same("scones", "Stellan")),
    ])


# ---------------------------------------------------------------- 07
puzzle("u74-07-film-night", "Film Night",
    "Four friends took turns hosting a film night at home, one each month from January to April. Each host picked a different kind of film and put out a different snack.",
    [("host", ["Tamsin", "Ulrich", "Viv", "Wendell"]),
     ("month", ["January", "February", "March", "April"]),
     ("film", ["western", "musical", "thriller", "documentary"]),
     ("snack", ["popcorn", "nachos", "pretzels", "ice cream"])],
    [["Tamsin", "February", "thriller", "nachos"],
     ["Ulrich", "April", "musical", "popcorn"],
     ["Viv", "January", "documentary", "ice cream"],
     ["Wendell", "March", "western", "pretzels"]],
    [
     ("It was Wendell who showed the western.",
      lambda s: s.same("Wendell", "western")),
     ("The musical was screened two months after the thriller.",
      lambda s: diff(s, "musical", "thriller", "month") == 2),
     ("The host who served nachos hosted the month before Wendell.",
      lambda s: diff(s, "Wendell", "nachos", "month") == 1),
     ("Viv, the host who served popcorn and the one who showed the thriller are three different people.",
      lambda s: distinct(s, "Viv", "popcorn", "thriller")),
     ("The documentary wasn't accompanied by pretzels or popcorn.",
      lambda s: not s.same("documentary", "pretzels") and not s.same("documentary", "popcorn")),
     ("The pretzels were served later in the year than the ice cream.",
      lambda s: diff(s, "pretzels", "ice cream", "month") > 0),
     ("The popcorn was put out by neither Wendell nor Tamsin.",
      lambda s: not s.same("popcorn", "Wendell") and not s.same("popcorn", "Tamsin")),
    ])


# ---------------------------------------------------------------- 08
puzzle("u74-08-birthday-presents", "Grandma's Birthday Presents",
    "This year Grandma Iris bought a birthday present for each of her four grandchildren, who are all different ages. No two presents cost the same.",
    [("grandchild", ["Abel", "Bryony", "Cosmo", "Delphine"]),
     ("present", ["kite", "jigsaw", "scarf", "headphones"]),
     ("cost", ["$15", "$20", "$25", "$30"]),
     ("age", ["6", "9", "12", "15"])],
    [["Abel", "headphones", "$30", "15"],
     ["Bryony", "kite", "$15", "6"],
     ["Cosmo", "scarf", "$25", "9"],
     ["Delphine", "jigsaw", "$20", "12"]],
    [
     ("Whoever got the scarf is 3 years older than Bryony.",
      lambda s: diff(s, "scarf", "Bryony", "age") == 3),
     ("The most expensive present went to the oldest grandchild.",
      lambda s: s.same("$30", "15")),
     ("Delphine's present cost $5 less than Cosmo's.",
      lambda s: diff(s, "Cosmo", "Delphine", "cost") == 5),
     ("The kite wasn't for Cosmo or Delphine.",
      lambda s: not s.same("kite", "Cosmo") and not s.same("kite", "Delphine")),
     ("The jigsaw's recipient is older than Cosmo but younger than Abel.",
      lambda s: diff(s, "jigsaw", "Cosmo", "age") > 0 and diff(s, "jigsaw", "Abel", "age") < 0),
     ("The kite cost less than the headphones.",
      lambda s: diff(s, "kite", "headphones", "cost") < 0),
     ("The cheapest present went to the youngest grandchild.",
      lambda s: s.same("$15", "6")),
    ])


# ---------------------------------------------------------------- 09
puzzle("u74-09-elm-street", "Neighbours on Elm Street",
    "Four neighbours live at numbers 2, 4, 6 and 8 on the even side of Elm Street; the houses stand in that order, so number 4 is next door to numbers 2 and 6. Each neighbour drives a car of a different colour and has a different job.",
    [("neighbour", ["Ottilie", "Percy", "Ramona", "Sefton"]),
     ("house", ["2", "4", "6", "8"]),
     ("car", ["red", "silver", "black", "white"]),
     ("job", ["teacher", "nurse", "plumber", "baker"])],
    [["Ottilie", "6", "black", "plumber"],
     ["Percy", "2", "white", "teacher"],
     ["Ramona", "8", "red", "nurse"],
     ["Sefton", "4", "silver", "baker"]],
    [
     ("The one with the red car lives next door to Ottilie.",
      lambda s: adj(s, "red", "Ottilie", "house")),
     ("The nurse's house number is higher than the plumber's.",
      lambda s: diff(s, "nurse", "plumber", "house") > 0),
     ("Percy is not the nurse, and his car isn't black.",
      lambda s: not s.same("Percy", "nurse") and not s.same("Percy", "black")),
     ("The silver car belongs to Sefton, who isn't the teacher.",
      lambda s: s.same("silver", "Sefton") and not s.same("Sefton", "teacher")),
     ("Sefton lives next door to both Percy and Ottilie.",
      lambda s: adj(s, "Sefton", "Percy", "house") and adj(s, "Sefton", "Ottilie", "house")),
     ("The teacher's house number is 4 lower than the plumber's.",
      lambda s: diff(s, "plumber", "teacher", "house") == 4),
    ])


# ---------------------------------------------------------------- 10
puzzle("u74-10-fun-run", "The Charity Fun Run",
    "Five friends entered the village 5k fun run, each raising money for a different charity. They finished first to fifth among themselves, with no ties.",
    [("runner", ["Aurelio", "Beatrix", "Cyrus", "Dagny", "Emeka"]),
     ("place", ["first", "second", "third", "fourth", "fifth"]),
     ("charity", ["hospice", "animal shelter", "food bank", "library", "lifeboats"])],
    [["Aurelio", "third", "food bank"],
     ["Beatrix", "first", "lifeboats"],
     ["Cyrus", "fifth", "hospice"],
     ["Dagny", "second", "library"],
     ["Emeka", "fourth", "animal shelter"]],
    [
     ("The hospice runner came last.",
      lambda s: s.same("hospice", "fifth")),
     ("Aurelio finished two places ahead of Cyrus.",
      lambda s: diff(s, "Cyrus", "Aurelio", "place") == 2),
     ("Emeka crossed the line right after Aurelio.",
      lambda s: diff(s, "Emeka", "Aurelio", "place") == 1),
     ("Of Dagny and the food bank runner, one was second and the other third.",
      lambda s: one_of_other(s, "Dagny", "food bank", "second", "third")),
     ("Neither Emeka nor Beatrix ran for the library or the food bank.",
      lambda s: all(not s.same(p, c) for p in ("Emeka", "Beatrix") for c in ("library", "food bank"))),
     ("The lifeboats runner finished ahead of the animal shelter runner.",
      lambda s: diff(s, "lifeboats", "animal shelter", "place") < 0),
    ])


# ---------------------------------------------------------------- 11
puzzle("u74-11-used-cars", "Cars for Sale",
    "Four people have put their cars up for sale in the local paper this week. Each car is a different model from a different year, and each has a different asking price.",
    [("seller", ["Florence", "Gus", "Henrietta", "Ike"]),
     ("model", ["Corolla", "Civic", "Golf", "Focus"]),
     ("price", ["$8,000", "$9,500", "$11,000", "$12,500"]),
     ("year", ["2014", "2016", "2018", "2020"])],
    [["Florence", "Golf", "$12,500", "2018"],
     ["Gus", "Focus", "$8,000", "2016"],
     ["Henrietta", "Civic", "$11,000", "2020"],
     ["Ike", "Corolla", "$9,500", "2014"]],
    [
     ("The Civic is two years newer than Florence's car.",
      lambda s: diff(s, "Civic", "Florence", "year") == 2),
     ("Gus is asking $1,500 less than Ike.",
      lambda s: diff(s, "Ike", "Gus", "price") == 1500),
     ("Henrietta's car costs more than the Focus but less than the Golf.",
      lambda s: diff(s, "Henrietta", "Focus", "price") > 0 and diff(s, "Henrietta", "Golf", "price") < 0),
     ("Neither Ike nor Florence is selling the Focus.",
      lambda s: not s.same("Ike", "Focus") and not s.same("Florence", "Focus")),
     ("The Corolla is an older car than the Focus.",
      lambda s: diff(s, "Corolla", "Focus", "year") < 0),
     ("Nobody selling a car older than 2018 is asking more than $10,000.",
      lambda s: all(s.n(y, "price") <= 10000 for y in ("2014", "2016"))),
    ])


# ---------------------------------------------------------------- 12
puzzle("u74-12-five-a-side", "The Office Five-a-Side Team",
    "Five colleagues make up the office five-a-side football team. They are all different heights, and each wears a different shirt number.",
    [("player", ["Gwen", "Hamish", "Isolde", "Jasper", "Kit"]),
     ("height", ["5'8\"", "5'9\"", "5'10\"", "5'11\"", "6'0\""]),
     ("shirt", ["4", "7", "9", "11", "14"])],
    [["Gwen", "5'10\"", "9"],
     ["Hamish", "6'0\"", "4"],
     ["Isolde", "5'8\"", "11"],
     ["Jasper", "5'11\"", "14"],
     ["Kit", "5'9\"", "7"]],
    [
     ("The player in shirt 14 is an inch shorter than Hamish.",
      lambda s: diff(s, "Hamish", "14", "height") == 1),
     ("Exactly one of Gwen and Isolde is taller than Kit.",
      lambda s: exactly_one(diff(s, "Gwen", "Kit", "height") > 0, diff(s, "Isolde", "Kit", "height") > 0)),
     ("Isolde wears a higher number than Kit, but she is shorter than him.",
      lambda s: diff(s, "Isolde", "Kit", "shirt") > 0 and diff(s, "Isolde", "Kit", "height") < 0),
     ("Jasper's number is higher than Gwen's.",
      lambda s: diff(s, "Jasper", "Gwen", "shirt") > 0),
     ("The tallest player wears the lowest number.",
      lambda s: s.same("6'0\"", "4")),
     ("Kit's shirt number is 2 lower than Gwen's.",
      lambda s: diff(s, "Gwen", "Kit", "shirt") == 2),
    ])
