# Blind test set unseen75: houses-in-a-row (Einstein / Brainzilla style) logic-grid puzzles.
# Each clue: the English sentence, and a predicate saying exactly what it means.
# Checked by testdata/unseen/truth.py (brute force).

# ---- helpers (written for this set) ----
# Every position category holds the items "1".."N", numbered from left to right.
def at(s, x, pos):
    """The position (1..N) of the row holding item x, in position category pos."""
    return int(s.n(x, pos))

def nextto(s, a, b, pos):
    """a and b are neighbours (adjacent positions)."""
    return abs(at(s, a, pos) - at(s, b, pos)) == 1

def leftof(s, a, b, pos):
    """a is immediately to the left of b."""
    return at(s, b, pos) - at(s, a, pos) == 1

def before(s, a, b, pos):
    """a is somewhere to the left of b (any distance, not the same place)."""
    return at(s, a, pos) < at(s, b, pos)

def between(s, a, m, b, pos):
    """m is somewhere strictly between a and b (either order)."""
    pa, pm, pb = at(s, a, pos), at(s, m, pos), at(s, b, pos)
    return min(pa, pb) < pm < max(pa, pb)

def atend(s, x, pos, n):
    """x is at one of the two ends of a row of n."""
    return at(s, x, pos) in (1, n)

def either(s, x, a, b):
    """x is a or x is b (a, b in one category, so exactly one)."""
    return s.same(x, a) or s.same(x, b)

def neither(s, x, a, b):
    return not s.same(x, a) and not s.same(x, b)

def distinct(s, *xs):
    """all of xs are different rows."""
    rs = [s.r(x) for x in xs]
    return len(set(rs)) == len(rs)

# ---------------------------------------------------------------- 01
H1 = "house"
puzzle("u75-01-larch-lane",
  "Five Houses on Larch Lane",
  "Five men of different nationalities live in the five houses of Larch Lane, numbered 1 to 5 from left to right. Each house is painted a different colour, and each man has a favourite drink and keeps one pet.",
  [("nationality", ["Irishman", "Pole", "Swede", "Greek", "Canadian"]),
   ("house", ["1", "2", "3", "4", "5"]),
   ("colour", ["ochre", "teal", "lilac", "grey", "cream"]),
   ("drink", ["cocoa", "lemonade", "cider", "espresso", "kefir"]),
   ("pet", ["ferret", "tortoise", "canary", "hamster", "goldfish"])],
  [["Irishman", "5", "grey", "cocoa", "goldfish"],
   ["Pole", "3", "teal", "cider", "ferret"],
   ["Swede", "4", "lilac", "lemonade", "canary"],
   ["Greek", "2", "ochre", "kefir", "hamster"],
   ["Canadian", "1", "cream", "espresso", "tortoise"]],
  [("The teal house is immediately to the left of the house where lemonade is drunk.", lambda s: leftof(s, "teal", "lemonade", H1)),
   ("The goldfish belongs to the man who drinks cocoa.", lambda s: s.same("goldfish", "cocoa")),
   ("Somewhere between the ochre house and the canary owner lives the man with the ferret.", lambda s: between(s, "ochre", "ferret", "canary", H1)),
   ("The kefir drinker lives in either the cream house or the ochre house.", lambda s: either(s, "kefir", "cream", "ochre")),
   ("Of the canary owner and the man in the grey house, one is the Irishman and the other is the Swede.", lambda s: one_of_other(s, "canary", "grey", "Irishman", "Swede")),
   ("The Canadian, the owner of the lilac house and the owner of the ochre house are three different men.", lambda s: distinct(s, "Canadian", "lilac", "ochre")),
   ("Espresso is drunk in one of the end houses.", lambda s: atend(s, "espresso", H1, 5)),
   ("The Canadian lives at one of the ends of the lane.", lambda s: atend(s, "Canadian", H1, 5)),
   ("The Canadian lives somewhere to the left of the teal house.", lambda s: before(s, "Canadian", "teal", H1)),
   ("The hamster is kept somewhere between the lilac house and the Canadian's house.", lambda s: between(s, "lilac", "hamster", "Canadian", H1)),
   ("The ochre house belongs to either the Greek or the Canadian.", lambda s: either(s, "ochre", "Greek", "Canadian")),
   ("The Swede lives somewhere between the cocoa drinker and the Pole.", lambda s: between(s, "cocoa", "Swede", "Pole", H1)),
   ("The cider drinker lives directly to the left of the man who keeps a canary.", lambda s: leftof(s, "cider", "canary", H1))])

# ---------------------------------------------------------------- 02
H2 = "berth"
puzzle("u75-02-fishing-pontoon",
  "The Fishing Pontoon",
  "Five fishing boats are tied up side by side at the harbour pontoon, in berths 1 to 5 from left to right. Each boat has a different skipper, of a different age, a different hull colour, and each landed a different catch this morning.",
  [("skipper", ["Alma", "Bruno", "Carla", "Dmitri", "Eva"]),
   ("berth", ["1", "2", "3", "4", "5"]),
   ("age", ["24", "31", "38", "45", "52"]),
   ("hull", ["scarlet", "navy", "white", "olive", "yellow"]),
   ("catch", ["mackerel", "bass", "pollock", "sole", "bream"])],
  [["Alma", "3", "31", "yellow", "mackerel"],
   ["Bruno", "2", "24", "scarlet", "bream"],
   ["Carla", "4", "38", "navy", "bass"],
   ["Dmitri", "1", "52", "olive", "pollock"],
   ["Eva", "5", "45", "white", "sole"]],
  [("The boat that landed sole is moored at one end of the pontoon.", lambda s: atend(s, "sole", H2, 5)),
   ("Dmitri's boat is berthed next to the one that brought in bream.", lambda s: nextto(s, "Dmitri", "bream", H2)),
   ("Alma is 7 years older than the skipper who caught bream.", lambda s: s.n("Alma", "age") - s.n("bream", "age") == 7),
   ("The skipper who caught pollock is 21 years older than the skipper of the yellow boat.", lambda s: s.n("pollock", "age") - s.n("yellow", "age") == 21),
   ("Carla is 7 years older than the yellow boat's skipper.", lambda s: s.n("Carla", "age") - s.n("yellow", "age") == 7),
   ("The oldest skipper's berth is immediately to the left of the scarlet boat.", lambda s: leftof(s, "52", "scarlet", H2)),
   ("The navy boat is moored two berths to the right of the boat that caught bream.", lambda s: at(s, "navy", H2) - at(s, "bream", H2) == 2),
   ("The skipper who caught bass is older than Alma.", lambda s: s.n("bass", "age") > s.n("Alma", "age")),
   ("Carla is moored next to the 31-year-old.", lambda s: nextto(s, "Carla", "31", H2)),
   ("The white boat belongs to neither Alma nor Dmitri.", lambda s: neither(s, "white", "Alma", "Dmitri")),
   ("The yellow boat is somewhere to the left of Eva's.", lambda s: before(s, "yellow", "Eva", H2))])

# ---------------------------------------------------------------- 03
H3 = "stall"
puzzle("u75-03-farmers-market",
  "Saturday Farmers' Market",
  "Four stallholders trade side by side at the Saturday farmers' market, at stalls 1 to 4 from left to right. Each sells one kind of produce at a different price per bag or jar, and each stall has a differently patterned awning.",
  [("stallholder", ["Hugo", "Iris", "Jonas", "Kemi"]),
   ("stall", ["1", "2", "3", "4"]),
   ("price", ["$2", "$3", "$4", "$5"]),
   ("produce", ["plums", "leeks", "honey", "cheese"]),
   ("awning", ["striped", "spotted", "checked", "plain"])],
  [["Hugo", "1", "$3", "leeks", "plain"],
   ["Iris", "4", "$4", "honey", "checked"],
   ["Jonas", "3", "$5", "plums", "spotted"],
   ["Kemi", "2", "$2", "cheese", "striped"]],
  [("The $2 produce is not sold at the leftmost stall.", lambda s: at(s, "$2", H3) != 1),
   ("Of the honey seller and Hugo, one charges $3 and the other charges $4.", lambda s: one_of_other(s, "honey", "Hugo", "$3", "$4")),
   ("The plums cost neither $3 nor $2.", lambda s: neither(s, "plums", "$3", "$2")),
   ("Cheese is not sold at the third stall.", lambda s: at(s, "cheese", H3) != 3),
   ("The leeks are sold somewhere to the left of the stall charging $5.", lambda s: before(s, "leeks", "$5", H3)),
   ("Jonas doesn't sell honey.", lambda s: not s.same("Jonas", "honey")),
   ("The stall with the plain awning is somewhere to the left of the one charging $4.", lambda s: before(s, "plain", "$4", H3)),
   ("Of the leek seller and the stallholder under the checked awning, one is Hugo and the other is Iris.", lambda s: one_of_other(s, "leeks", "checked", "Hugo", "Iris")),
   ("Hugo's awning is neither spotted nor striped.", lambda s: neither(s, "Hugo", "spotted", "striped")),
   ("Iris does not have stall 2.", lambda s: at(s, "Iris", H3) != 2),
   ("There is one stall between Kemi's and the one charging $4.", lambda s: abs(at(s, "Kemi", H3) - at(s, "$4", H3)) == 2),
   ("The spotted awning is not over the second stall.", lambda s: at(s, "spotted", H3) != 2)])

# ---------------------------------------------------------------- 04
H4 = "hut"
puzzle("u75-04-beach-huts",
  "Beach Huts at Shingle Bay",
  "Four friends have rented the four beach huts at Shingle Bay, numbered 1 to 4 from left to right. Each hut is painted a different colour; this afternoon each friend is eating a different snack and has hung a different towel on the rail.",
  [("owner", ["Mabel", "Nigel", "Olive", "Piers"]),
   ("hut", ["1", "2", "3", "4"]),
   ("colour", ["pink", "mint", "lemon", "sky blue"]),
   ("snack", ["crab sandwich", "ice cream", "chips", "doughnut"]),
   ("towel", ["polka-dot", "tartan", "rainbow", "plain white"])],
  [["Mabel", "2", "sky blue", "crab sandwich", "tartan"],
   ["Nigel", "4", "pink", "ice cream", "rainbow"],
   ["Olive", "1", "lemon", "chips", "plain white"],
   ["Piers", "3", "mint", "doughnut", "polka-dot"]],
  [("There is one hut between Nigel's and the one with the tartan towel.", lambda s: abs(at(s, "Nigel", H4) - at(s, "tartan", H4)) == 2),
   ("Mabel's hut is not the first one.", lambda s: at(s, "Mabel", H4) != 1),
   ("There is one hut between the mint hut and the hut of the friend eating chips.", lambda s: abs(at(s, "mint", H4) - at(s, "chips", H4)) == 2),
   ("The mint hut belongs to either Nigel or Piers.", lambda s: either(s, "mint", "Nigel", "Piers")),
   ("Neither Mabel nor Olive has the rainbow towel.", lambda s: neither(s, "rainbow", "Mabel", "Olive")),
   ("The doughnut eater's towel is neither tartan nor rainbow.", lambda s: neither(s, "doughnut", "tartan", "rainbow")),
   ("The owner of the mint hut is eating either chips or a doughnut.", lambda s: either(s, "mint", "chips", "doughnut")),
   ("The crab sandwich isn't being eaten in hut 1.", lambda s: at(s, "crab sandwich", H4) != 1),
   ("The tartan towel hangs somewhere to the left of the pink hut.", lambda s: before(s, "tartan", "pink", H4)),
   ("Piers isn't the one with the ice cream.", lambda s: not s.same("Piers", "ice cream")),
   ("The owner of the lemon hut has the plain white towel.", lambda s: s.same("lemon", "plain white")),
   ("The lemon hut is not the third hut.", lambda s: at(s, "lemon", H4) != 3),
   ("Whoever has the crab sandwich is in a hut somewhere to the left of the rainbow towel.", lambda s: before(s, "crab sandwich", "rainbow", H4))])

# ---------------------------------------------------------------- 05
H5 = "space"
puzzle("u75-05-staff-car-park",
  "The Staff Car Park",
  "Five neighbours park side by side in spaces 1 to 5, numbered from left to right, behind the community centre. Each drives a different make of car in a different colour, has a different job and a different hobby.",
  [("owner", ["Fenella", "Gareth", "Hilde", "Ivo", "Jun"]),
   ("space", ["1", "2", "3", "4", "5"]),
   ("car", ["Volvo", "Fiat", "Skoda", "Mazda", "Saab"]),
   ("colour", ["silver", "black", "red", "blue", "green"]),
   ("job", ["nurse", "plumber", "teacher", "chef", "lawyer"]),
   ("hobby", ["chess", "rowing", "pottery", "karaoke", "birdwatching"])],
  [["Fenella", "3", "Saab", "silver", "plumber", "birdwatching"],
   ["Gareth", "2", "Volvo", "green", "nurse", "chess"],
   ["Hilde", "4", "Fiat", "black", "teacher", "karaoke"],
   ["Ivo", "1", "Mazda", "red", "lawyer", "pottery"],
   ["Jun", "5", "Skoda", "blue", "chef", "rowing"]],
  [("Of the plumber and the karaoke fan, one is Hilde and the other is Fenella.", lambda s: one_of_other(s, "plumber", "karaoke", "Hilde", "Fenella")),
   ("The plumber has parked somewhere between the nurse and the Skoda.", lambda s: between(s, "nurse", "plumber", "Skoda", H5)),
   ("Gareth drives either the Volvo or the Skoda.", lambda s: either(s, "Gareth", "Volvo", "Skoda")),
   ("Fenella's space lies somewhere between the Fiat and the lawyer's car.", lambda s: between(s, "Fiat", "Fenella", "lawyer", H5)),
   ("Somewhere between the green car and Hilde's car stands the silver one.", lambda s: between(s, "green", "silver", "Hilde", H5)),
   ("The Fiat is somewhere between the birdwatcher's car and the Skoda.", lambda s: between(s, "birdwatching", "Fiat", "Skoda", H5)),
   ("The plumber is parked somewhere between the rower and the chess player.", lambda s: between(s, "rowing", "plumber", "chess", H5)),
   ("The plumber's car stands somewhere between the Mazda and the car of the karaoke fan.", lambda s: between(s, "karaoke", "plumber", "Mazda", H5)),
   ("The red car is two spaces to the left of the birdwatcher's.", lambda s: at(s, "birdwatching", H5) - at(s, "red", H5) == 2),
   ("There is exactly one space between the lawyer's car and the birdwatcher's.", lambda s: abs(at(s, "lawyer", H5) - at(s, "birdwatching", H5)) == 2),
   ("Jun parks in space 5.", lambda s: at(s, "Jun", H5) == 5),
   ("The chef's car is not in space 4.", lambda s: at(s, "chef", H5) != 4),
   ("The Volvo is somewhere to the left of the teacher's car.", lambda s: before(s, "Volvo", "teacher", H5)),
   ("The black car is parked 2 spaces to the right of the Volvo.", lambda s: at(s, "black", H5) - at(s, "Volvo", H5) == 2),
   ("The chess player's car is immediately left of the Saab.", lambda s: leftof(s, "chess", "Saab", H5))])

# ---------------------------------------------------------------- 06
H6 = "pitch"
puzzle("u75-06-campsite",
  "Pitches at Hollow Beck Campsite",
  "Five campers have put up their tents on the five pitches along the beck, numbered 1 to 5 from left to right. Each tent is a different colour, each camper is cooking a different supper tonight, and each comes from a different home town.",
  [("camper", ["Rosa", "Stefan", "Tamsin", "Ulrich", "Vera"]),
   ("pitch", ["1", "2", "3", "4", "5"]),
   ("tent", ["orange", "khaki", "purple", "turquoise", "maroon"]),
   ("dish", ["chilli", "risotto", "curry", "stew", "pancakes"]),
   ("hometown", ["Leeds", "Bristol", "Cork", "Perth", "Bergen"])],
  [["Rosa", "3", "maroon", "chilli", "Bristol"],
   ["Stefan", "2", "orange", "pancakes", "Leeds"],
   ["Tamsin", "4", "khaki", "risotto", "Cork"],
   ["Ulrich", "1", "turquoise", "curry", "Bergen"],
   ["Vera", "5", "purple", "stew", "Perth"]],
  [("The camper from Perth is on one of the two end pitches.", lambda s: atend(s, "Perth", H6, 5)),
   ("Tamsin is pitched next to the camper from Bristol.", lambda s: nextto(s, "Tamsin", "Bristol", H6)),
   ("Ulrich and the Leeds camper are neighbours.", lambda s: nextto(s, "Ulrich", "Leeds", H6)),
   ("Rosa's tent is somewhere between the Leeds camper's tent and the tent where stew is cooking.", lambda s: between(s, "Leeds", "Rosa", "stew", H6)),
   ("The turquoise tent is next to the tent of the camper from Leeds.", lambda s: nextto(s, "turquoise", "Leeds", H6)),
   ("Pancakes are being made on the pitch immediately to the left of Rosa's.", lambda s: leftof(s, "pancakes", "Rosa", H6)),
   ("Ulrich is camped at one end of the row.", lambda s: atend(s, "Ulrich", H6, 5)),
   ("One pitch separates the curry cook from the camper who came from Bristol.", lambda s: abs(at(s, "curry", H6) - at(s, "Bristol", H6)) == 2),
   ("The Bristol camper is somewhere between the ones from Cork and Leeds.", lambda s: between(s, "Cork", "Bristol", "Leeds", H6)),
   ("The maroon tent stands somewhere between Stefan's and Vera's.", lambda s: between(s, "Stefan", "maroon", "Vera", H6)),
   ("The khaki tent is directly to the left of the Perth camper's tent.", lambda s: leftof(s, "khaki", "Perth", H6)),
   ("Tamsin is cooking neither chilli nor stew.", lambda s: neither(s, "Tamsin", "chilli", "stew")),
   ("The camper from Bergen is immediately to Stefan's left.", lambda s: leftof(s, "Bergen", "Stefan", H6)),
   ("The orange tent is pitched somewhere to the left of Tamsin's.", lambda s: before(s, "orange", "Tamsin", H6))])

# ---------------------------------------------------------------- 07
H7 = "position"
puzzle("u75-07-gallery-wall",
  "The East Wall of the Gallery",
  "Four paintings by four different artists hang in a row on the gallery's east wall, in positions 1 to 4 from left to right. Each shows a different subject, sits in a different frame and carries a different price tag.",
  [("artist", ["Lorca", "Monet-Ruiz", "Nakamura", "Okafor"]),
   ("position", ["1", "2", "3", "4"]),
   ("price", ["$1,200", "$1,500", "$1,800", "$2,100"]),
   ("subject", ["harbour", "orchard", "portrait", "still life"]),
   ("frame", ["gilt", "oak", "steel", "walnut"])],
  [["Lorca", "4", "$1,500", "harbour", "gilt"],
   ["Monet-Ruiz", "3", "$1,200", "orchard", "steel"],
   ["Nakamura", "2", "$2,100", "portrait", "walnut"],
   ["Okafor", "1", "$1,800", "still life", "oak"]],
  [("The harbour scene hangs at one end of the wall.", lambda s: atend(s, "harbour", H7, 4)),
   ("The painting in the gilt frame hangs next to the $1,200 painting.", lambda s: nextto(s, "gilt", "$1,200", H7)),
   ("Okafor's painting is at one of the ends.", lambda s: atend(s, "Okafor", H7, 4)),
   ("Okafor's work hangs somewhere to the left of the one priced at $1,200.", lambda s: before(s, "Okafor", "$1,200", H7)),
   ("Nakamura's canvas is beside the oak-framed one.", lambda s: nextto(s, "Nakamura", "oak", H7)),
   ("The still life and the $2,100 painting hang side by side.", lambda s: nextto(s, "still life", "$2,100", H7)),
   ("The walnut frame was chosen by neither Lorca nor Monet-Ruiz.", lambda s: neither(s, "walnut", "Lorca", "Monet-Ruiz")),
   ("The harbour scene costs more than Monet-Ruiz's painting.", lambda s: s.n("harbour", "price") > s.n("Monet-Ruiz", "price")),
   ("The oak frame holds neither the harbour scene nor the portrait.", lambda s: neither(s, "oak", "harbour", "portrait")),
   ("Okafor's painting costs $600 more than the orchard.", lambda s: s.n("Okafor", "price") - s.n("orchard", "price") == 600),
   ("The oak-framed painting hangs at one end of the row.", lambda s: atend(s, "oak", H7, 4)),
   ("Okafor painted neither the harbour nor the orchard.", lambda s: neither(s, "Okafor", "harbour", "orchard"))])

# ---------------------------------------------------------------- 08
H8 = "cottage"
puzzle("u75-08-five-cottages",
  "Five Cottages on Mill Row",
  "Five men of different nationalities live in the five cottages of Mill Row, numbered 1 to 5 from left to right. They are of different ages, and each has a different job, drives a different kind of car and has a different hobby.",
  [("nationality", ["Scot", "Finn", "Portuguese", "Egyptian", "Mexican"]),
   ("cottage", ["1", "2", "3", "4", "5"]),
   ("age", ["30", "35", "40", "45", "50"]),
   ("job", ["baker", "pilot", "vet", "architect", "florist"]),
   ("car", ["jeep", "van", "convertible", "hatchback", "estate"]),
   ("hobby", ["fishing", "darts", "knitting", "cycling", "painting"])],
  [["Scot", "2", "45", "baker", "van", "cycling"],
   ["Finn", "4", "35", "florist", "estate", "painting"],
   ["Portuguese", "3", "50", "pilot", "jeep", "fishing"],
   ["Egyptian", "5", "30", "vet", "convertible", "darts"],
   ["Mexican", "1", "40", "architect", "hatchback", "knitting"]],
  [("Of the 40-year-old and the man who drives the van, one enjoys cycling and the other knits.", lambda s: one_of_other(s, "40", "van", "cycling", "knitting")),
   ("The youngest man is neither the baker nor the florist.", lambda s: neither(s, "30", "baker", "florist")),
   ("The pilot lives immediately to the left of the owner of the estate car.", lambda s: leftof(s, "pilot", "estate", H8)),
   ("The 35-year-old and the jeep driver are the Portuguese and the Finn, in some order.", lambda s: one_of_other(s, "35", "jeep", "Portuguese", "Finn")),
   ("Of the Mexican and the convertible driver, one is 40 and the other is 30.", lambda s: one_of_other(s, "Mexican", "convertible", "40", "30")),
   ("One of the 50-year-old and the darts player is Egyptian; the other is Portuguese.", lambda s: one_of_other(s, "50", "darts", "Egyptian", "Portuguese")),
   ("The 40-year-old lives in one of the end cottages.", lambda s: atend(s, "40", H8, 5)),
   ("The architect lives somewhere to the left of the man whose hobby is fishing.", lambda s: before(s, "architect", "fishing", H8)),
   ("Neither the Portuguese nor the Scot is the knitter.", lambda s: neither(s, "knitting", "Portuguese", "Scot")),
   ("There is one cottage between the jeep owner's and the darts player's.", lambda s: abs(at(s, "jeep", H8) - at(s, "darts", H8)) == 2),
   ("The Egyptian lives somewhere to the right of the architect.", lambda s: before(s, "architect", "Egyptian", H8)),
   ("The owner of the estate car is 5 years older than the darts player.", lambda s: s.n("estate", "age") - s.n("darts", "age") == 5),
   ("The 35-year-old lives in the fourth cottage.", lambda s: at(s, "35", H8) == 4),
   ("The pilot's hobby is fishing.", lambda s: s.same("pilot", "fishing")),
   ("The baker spends his weekends cycling.", lambda s: s.same("baker", "cycling"))])

# ---------------------------------------------------------------- 09
H9 = "shop"
puzzle("u75-09-high-street",
  "The Parade on the High Street",
  "Five shops stand in a parade on the High Street, numbered 1 to 5 from left to right. Each shopkeeper runs a different trade, opens at a different time each morning, and has painted the shop door a different colour.",
  [("shopkeeper", ["Mr Hale", "Mrs Ince", "Mr Joshi", "Ms Kerr", "Mr Lowe"]),
   ("shop", ["1", "2", "3", "4", "5"]),
   ("opening", ["7:00am", "7:30am", "8:00am", "8:30am", "9:00am"]),
   ("trade", ["butcher", "florist", "barber", "cobbler", "newsagent"]),
   ("door", ["red", "green", "blue", "yellow", "black"])],
  [["Mr Hale", "4", "9:00am", "newsagent", "green"],
   ["Mrs Ince", "3", "8:00am", "butcher", "black"],
   ["Mr Joshi", "1", "8:30am", "cobbler", "blue"],
   ["Ms Kerr", "5", "7:30am", "barber", "yellow"],
   ["Mr Lowe", "2", "7:00am", "florist", "red"]],
  [("Mr Lowe, the butcher and the cobbler are three different shopkeepers.", lambda s: distinct(s, "Mr Lowe", "butcher", "cobbler")),
   ("The butcher opens half an hour later than the shop with the yellow door.", lambda s: s.n("butcher", "opening") - s.n("yellow", "opening") == 30),
   ("The newsagent's is next door to the shop with the yellow door.", lambda s: nextto(s, "newsagent", "yellow", H9)),
   ("The newsagent's shop is immediately to the left of the one that opens at 7:30am.", lambda s: leftof(s, "newsagent", "7:30am", H9)),
   ("Ms Kerr's door is painted yellow.", lambda s: s.same("Ms Kerr", "yellow")),
   ("The shop that opens earliest lies somewhere between the cobbler's and the barber's.", lambda s: between(s, "cobbler", "7:00am", "barber", H9)),
   ("Mr Lowe keeps the second shop.", lambda s: at(s, "Mr Lowe", H9) == 2),
   ("The cobbler opens 30 minutes after the shop with the black door.", lambda s: s.n("cobbler", "opening") - s.n("black", "opening") == 30),
   ("The shop opening at 8:30am is somewhere to the left of the black door.", lambda s: before(s, "8:30am", "black", H9)),
   ("The blue-doored shop opens later than the barber's.", lambda s: s.n("blue", "opening") > s.n("barber", "opening")),
   ("The shop with the black door opens at some time after the florist's.", lambda s: s.n("black", "opening") > s.n("florist", "opening")),
   ("Mrs Ince's shop is directly left of the newsagent's.", lambda s: leftof(s, "Mrs Ince", "newsagent", H9)),
   ("The black door is somewhere between the florist's and the green door.", lambda s: between(s, "florist", "black", "green", H9)),
   ("Mr Joshi's shop is at one end of the parade.", lambda s: atend(s, "Mr Joshi", H9, 5))])

# ---------------------------------------------------------------- 10
H10 = "desk"
puzzle("u75-10-front-row",
  "The Front Row of Class 6B",
  "Five pupils sit in the front row of class 6B, at desks 1 to 5 from left to right. Each has a different pencil case, brought a different lunch today and plays a different sport after school.",
  [("pupil", ["Ffion", "Gus", "Hana", "Ike", "Jodie"]),
   ("desk", ["1", "2", "3", "4", "5"]),
   ("pencil case", ["tartan", "denim", "leopard", "glitter", "camouflage"]),
   ("lunch", ["sushi", "pasta", "wrap", "soup", "pie"]),
   ("sport", ["netball", "judo", "hockey", "tennis", "archery"])],
  [["Ffion", "4", "leopard", "wrap", "hockey"],
   ["Gus", "2", "camouflage", "pie", "judo"],
   ["Hana", "3", "glitter", "sushi", "tennis"],
   ["Ike", "1", "tartan", "pasta", "netball"],
   ["Jodie", "5", "denim", "soup", "archery"]],
  [("Ike sits at one of the two end desks.", lambda s: atend(s, "Ike", H10, 5)),
   ("The owner of the leopard pencil case sits next to the pupil who does archery.", lambda s: nextto(s, "leopard", "archery", H10)),
   ("The hockey player sits at the desk just to the left of Jodie's.", lambda s: leftof(s, "hockey", "Jodie", H10)),
   ("The netball player has the tartan pencil case.", lambda s: s.same("netball", "tartan")),
   ("Ffion's pencil case is neither tartan nor denim.", lambda s: neither(s, "Ffion", "tartan", "denim")),
   ("The pupil eating a wrap sits somewhere between the denim pencil case and the pupil with sushi.", lambda s: between(s, "denim", "wrap", "sushi", H10)),
   ("Whoever owns the tartan pencil case brought either pie or pasta for lunch.", lambda s: either(s, "tartan", "pie", "pasta")),
   ("The judo fan sits two desks to the left of the pupil with the wrap.", lambda s: at(s, "wrap", H10) - at(s, "judo", H10) == 2),
   ("Exactly one desk separates Hana from the denim pencil case.", lambda s: abs(at(s, "Hana", H10) - at(s, "denim", H10)) == 2),
   ("Jodie does archery.", lambda s: s.same("Jodie", "archery")),
   ("The tennis player sits somewhere to the right of Ike.", lambda s: before(s, "Ike", "tennis", H10)),
   ("The camouflage pencil case is Gus's.", lambda s: s.same("Gus", "camouflage")),
   ("Hana's neighbour on the left is eating pie.", lambda s: leftof(s, "pie", "Hana", H10))])

# ---------------------------------------------------------------- 11
H11 = "plot"
puzzle("u75-11-allotments",
  "The Allotments by the Railway",
  "Five gardeners work neighbouring allotment plots by the railway, numbered 1 to 5 from left to right. Each grew a different main crop this year, each harvested a different weight of it, and each has a shed painted a different colour.",
  [("gardener", ["Agnes", "Basil", "Cora", "Desmond", "Elsie"]),
   ("plot", ["1", "2", "3", "4", "5"]),
   ("harvest", ["12 kg", "15 kg", "18 kg", "21 kg", "24 kg"]),
   ("crop", ["marrows", "beans", "onions", "potatoes", "carrots"]),
   ("shed", ["brown", "green", "blue", "red", "black"])],
  [["Agnes", "1", "15 kg", "carrots", "green"],
   ["Basil", "5", "24 kg", "potatoes", "black"],
   ["Cora", "3", "18 kg", "marrows", "blue"],
   ["Desmond", "2", "12 kg", "onions", "brown"],
   ["Elsie", "4", "21 kg", "beans", "red"]],
  [("The marrow grower harvested 3 kg more than the gardener with the green shed.", lambda s: s.n("marrows", "harvest") - s.n("green", "harvest") == 3),
   ("The plot that yielded 21 kg lies somewhere between the carrot plot and Basil's.", lambda s: between(s, "carrots", "21 kg", "Basil", H11)),
   ("The red shed stands on the plot immediately to the left of the one with the heaviest harvest.", lambda s: leftof(s, "red", "24 kg", H11)),
   ("Of the owner of the blue shed and the gardener with the smallest harvest, one is Cora and the other is Desmond.", lambda s: one_of_other(s, "blue", "12 kg", "Cora", "Desmond")),
   ("Basil's shed is either black or blue.", lambda s: either(s, "Basil", "black", "blue")),
   ("The blue shed is somewhere between the green shed and the 21 kg plot.", lambda s: between(s, "21 kg", "blue", "green", H11)),
   ("Desmond's plot is immediately left of the blue shed.", lambda s: leftof(s, "Desmond", "blue", H11)),
   ("Cora didn't harvest 12 kg, and she didn't harvest 24 kg either.", lambda s: neither(s, "Cora", "12 kg", "24 kg")),
   ("The onions grow next to the plot that gave 15 kg.", lambda s: nextto(s, "onions", "15 kg", H11)),
   ("The gardener who harvested 21 kg and Desmond grew onions and beans, though not necessarily in that order.", lambda s: one_of_other(s, "21 kg", "Desmond", "onions", "beans")),
   ("Agnes owns the green shed.", lambda s: s.same("Agnes", "green"))])

# ---------------------------------------------------------------- 12
H12 = "slot"
puzzle("u75-12-bike-rack",
  "The Bike Rack at the Station",
  "Five commuters have left their bikes in the five slots of the station bike rack, numbered 1 to 5 from left to right. The riders are of different heights, each rides a different kind of bike, and each bike has a different accessory.",
  [("rider", ["Ana", "Bex", "Cyril", "Dev", "Elin"]),
   ("slot", ["1", "2", "3", "4", "5"]),
   ("height", ['5\'2"', '5\'5"', '5\'8"', '5\'11"', '6\'2"']),
   ("bike", ["tandem", "fixie", "tourer", "folder", "mountain bike"]),
   ("accessory", ["basket", "bell", "pannier", "mudguards", "flag"])],
  [["Ana", "3", '5\'8"', "mountain bike", "bell"],
   ["Bex", "1", '5\'2"', "tandem", "pannier"],
   ["Cyril", "2", '5\'11"', "tourer", "mudguards"],
   ["Dev", "4", '6\'2"', "fixie", "basket"],
   ["Elin", "5", '5\'5"', "folder", "flag"]],
  [("Dev's bike is immediately to the left of the folder.", lambda s: leftof(s, "Dev", "folder", H12)),
   ('The bike with the basket is next to the bike of the rider who is 5\'5".', lambda s: nextto(s, "basket", '5\'5"', H12)),
   ("The bike with the bell is immediately left of the fixie.", lambda s: leftof(s, "bell", "fixie", H12)),
   ("Cyril's bike is directly to the left of the one with the bell.", lambda s: leftof(s, "Cyril", "bell", H12)),
   ("The shortest rider's bike is at one end of the rack.", lambda s: atend(s, '5\'2"', H12, 5)),
   ("The tandem is two slots to the left of the bike with the bell.", lambda s: at(s, "bell", H12) - at(s, "tandem", H12) == 2),
   ('Cyril is 5\'11".', lambda s: s.same("Cyril", '5\'11"')),
   ("The bike with mudguards is 2 slots to the left of Dev's.", lambda s: at(s, "Dev", H12) - at(s, "mudguards", H12) == 2),
   ('There is one bike between the mountain bike and the bike of the 5\'5" rider.', lambda s: abs(at(s, "mountain bike", H12) - at(s, '5\'5"', H12)) == 2),
   ('Bex is either 5\'2" or 5\'11" tall.', lambda s: either(s, "Bex", '5\'2"', '5\'11"')),
   ("One slot separates the mudguards from the tallest rider's bike.", lambda s: abs(at(s, "mudguards", H12) - at(s, '6\'2"', H12)) == 2),
   ("The bike flying a flag is in the last slot.", lambda s: at(s, "flag", H12) == 5),
   ('The fixie is somewhere between the 5\'2" rider\'s bike and Elin\'s.', lambda s: between(s, '5\'2"', "fixie", "Elin", H12))])
