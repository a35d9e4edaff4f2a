# unseen88: twelve position puzzles (rows, floors, a round table).
# Helpers: positions are read with s.n on the position category.

def pos(s, x, cat):
    return s.n(x, cat)

def adj(s, a, b, cat):
    return abs(s.n(a, cat) - s.n(b, cat)) == 1

def at_end(s, a, cat, n):
    return s.n(a, cat) in (1, n)

FLOORS = {"ground": 0, "1st": 1, "2nd": 2, "3rd": 3, "4th": 4}

def fl(s, x):
    return FLOORS[s.g(x, "floor")]

def cw(s, a, b):
    """b sits in the seat immediately clockwise from a (seats 1-5 clockwise)."""
    return s.n(b, "seat") == s.n(a, "seat") % 5 + 1

def nb(s, a, b):
    """neighbours round a table of five."""
    return (s.n(a, "seat") - s.n(b, "seat")) % 5 in (1, 4)

# ---------------------------------------------------------------- 1
puzzle("u88-01-elm-lane", "Elm Lane",
  "Four families live in the four houses on Elm Lane, numbered 1 to 4 from left to right "
  "as you face them. Each family keeps a different pet.",
  [("family", ["Adams", "Baker", "Cole", "Diaz"]),
   ("house", ["1", "2", "3", "4"]),
   ("pet", ["cat", "dog", "parrot", "rabbit"])],
  [["Adams", "3", "dog"], ["Baker", "1", "rabbit"], ["Cole", "4", "parrot"], ["Diaz", "2", "cat"]],
  [
   ("The parrot is not kept in house 1.",
    lambda s: pos(s, "parrot", "house") != 1),
   ("The dog's house is immediately to the right of the cat's.",
    lambda s: pos(s, "dog", "house") == pos(s, "cat", "house") + 1),
   ("The Coles live somewhere to the right of the Adamses.",
    lambda s: pos(s, "Cole", "house") > pos(s, "Adams", "house")),
   ("The cat lives next door to the rabbit.",
    lambda s: adj(s, "cat", "rabbit", "house")),
   ("The Diaz family lives somewhere between the Bakers and the Adamses.",
    lambda s: min(pos(s, "Baker", "house"), pos(s, "Adams", "house")) < pos(s, "Diaz", "house")
      < max(pos(s, "Baker", "house"), pos(s, "Adams", "house"))),
   ("Neither the Adamses nor the Coles keep the rabbit.",
    lambda s: not s.same("Adams", "rabbit") and not s.same("Cole", "rabbit")),
  ])

# ---------------------------------------------------------------- 2
puzzle("u88-02-saturday-market", "Saturday Market",
  "Five traders have stalls side by side at the Saturday market, numbered 1 to 5 from left "
  "to right as you walk in. Each trader sells something different, under an awning of a different colour.",
  [("vendor", ["Greta", "Hamid", "Iris", "Jonas", "Kemal"]),
   ("stall", ["1", "2", "3", "4", "5"]),
   ("goods", ["bread", "cheese", "flowers", "honey", "olives"]),
   ("awning", ["blue", "green", "orange", "red", "yellow"])],
  [["Greta", "4", "honey", "yellow"], ["Hamid", "2", "olives", "red"], ["Iris", "1", "flowers", "green"],
   ["Jonas", "5", "bread", "blue"], ["Kemal", "3", "cheese", "orange"]],
  [
   ("The honey stall stands immediately to the right of the cheese stall.",
    lambda s: pos(s, "honey", "stall") == pos(s, "cheese", "stall") + 1),
   ("Iris's stall, at one of the two ends of the row, has the green awning.",
    lambda s: at_end(s, "Iris", "stall", 5) and s.same("Iris", "green")),
   ("Hamid sells neither bread nor honey.",
    lambda s: not s.same("Hamid", "bread") and not s.same("Hamid", "honey")),
   ("The red awning is next to the green one.",
    lambda s: adj(s, "red", "green", "stall")),
   ("Bread is sold under the blue awning.",
    lambda s: s.same("bread", "blue")),
   ("Kemal has the middle stall.",
    lambda s: pos(s, "Kemal", "stall") == 3),
   ("Exactly two stalls separate the flower stall from the honey stall.",
    lambda s: abs(pos(s, "flowers", "stall") - pos(s, "honey", "stall")) == 3),
   ("Of Hamid and Jonas, one sells olives and the other sells bread.",
    lambda s: one_of_other(s, "Hamid", "Jonas", "olives", "bread")),
   ("The cheese seller's awning is orange.",
    lambda s: s.same("cheese", "orange")),
  ])

# ---------------------------------------------------------------- 3
puzzle("u88-03-staff-car-park", "Staff Car Park",
  "Five staff members parked in the five spaces of the small car park behind the clinic, "
  "numbered 1 to 5 from left to right. Each has a different job and drives a different make of car in a "
  "different colour. Mr Fell and Mr Ives are the only men.",
  [("space", ["1", "2", "3", "4", "5"]),
   ("driver", ["Mr Fell", "Mrs Grant", "Ms Hale", "Mr Ives", "Mrs Jory"]),
   ("make", ["Audi", "Fiat", "Honda", "Kia", "Volvo"]),
   ("colour", ["black", "grey", "maroon", "silver", "white"]),
   ("job", ["accountant", "chef", "nurse", "teacher", "vet"])],
  [["1", "Mrs Grant", "Kia", "white", "nurse"], ["2", "Mr Ives", "Volvo", "black", "accountant"],
   ["3", "Mr Fell", "Fiat", "maroon", "chef"], ["4", "Mrs Jory", "Audi", "silver", "vet"],
   ["5", "Ms Hale", "Honda", "grey", "teacher"]],
  [
   ("The nurse's white car is at one end of the row.",
    lambda s: s.same("white", "nurse") and at_end(s, "white", "space", 5)),
   ("The Volvo is parked immediately to the left of the Fiat, which belongs to the chef.",
    lambda s: pos(s, "Volvo", "space") + 1 == pos(s, "Fiat", "space") and s.same("Fiat", "chef")),
   ("The vet drives the Audi, which is parked directly between the maroon car and the grey car.",
    lambda s: s.same("vet", "Audi") and s.r("maroon") != s.r("grey")
      and adj(s, "Audi", "maroon", "space") and adj(s, "Audi", "grey", "space")),
   ("Either Mr Ives or the teacher drives the Honda.",
    lambda s: s.same("Mr Ives", "Honda") != s.same("teacher", "Honda")),
   ("The Kia isn't next to the Honda.",
    lambda s: not adj(s, "Kia", "Honda", "space")),
   ("The accountant, one of the men, drives the black car.",
    lambda s: (s.same("accountant", "Mr Fell") or s.same("accountant", "Mr Ives")) and s.same("accountant", "black")),
   ("Mr Fell's car is maroon.",
    lambda s: s.same("Mr Fell", "maroon")),
   ("Ms Hale parked at the far right, next to Mrs Jory.",
    lambda s: pos(s, "Ms Hale", "space") == 5 and adj(s, "Ms Hale", "Mrs Jory", "space")),
  ])

# ---------------------------------------------------------------- 4
puzzle("u88-04-front-row", "Front Row",
  "Four children sat together in the front row at the cinema, in seats numbered 1 to 4 from "
  "left to right as they faced the screen. They are 9, 10, 11 and 12 years old, and each had a different snack.",
  [("child", ["Abe", "Bea", "Cal", "Dot"]),
   ("seat", ["1", "2", "3", "4"]),
   ("snack", ["candy", "nachos", "popcorn", "pretzel"]),
   ("age", ["9", "10", "11", "12"])],
  [["Abe", "2", "nachos", "11"], ["Bea", "4", "candy", "9"], ["Cal", "1", "pretzel", "12"], ["Dot", "3", "popcorn", "10"]],
  [
   ("The oldest child sat at the far left.",
    lambda s: pos(s, "12", "seat") == 1),
   ("Bea is a year younger than the child sitting immediately to her left.",
    lambda s: any(pos(s, x, "seat") == pos(s, "Bea", "seat") - 1 and s.n(x, "age") == s.n("Bea", "age") + 1
                  for x in ["Abe", "Cal", "Dot"])),
   ("The popcorn was eaten directly to the right of the nachos.",
    lambda s: pos(s, "popcorn", "seat") == pos(s, "nachos", "seat") + 1),
   ("Abe isn't twelve, and he didn't have the candy.",
    lambda s: not s.same("Abe", "12") and not s.same("Abe", "candy")),
   ("The pretzel went to someone older than Dot.",
    lambda s: s.n("pretzel", "age") > s.n("Dot", "age")),
   ("Dot sat somewhere to the right of Abe.",
    lambda s: pos(s, "Dot", "seat") > pos(s, "Abe", "seat")),
   ("The candy went to the youngest.",
    lambda s: s.same("candy", "9")),
   ("Bea is the youngest of the four.",
    lambda s: s.same("Bea", "9")),
  ])

# ---------------------------------------------------------------- 5
puzzle("u88-05-locker-room", "Locker Room",
  "Five students share a row of lockers numbered 1 to 5 from left to right. Each plays a different sport.",
  [("student", ["Elif", "Finn", "Gus", "Hana", "Ivo"]),
   ("locker", ["1", "2", "3", "4", "5"]),
   ("sport", ["chess", "judo", "rowing", "swimming", "tennis"])],
  [["Elif", "2", "rowing"], ["Finn", "5", "chess"], ["Gus", "1", "tennis"], ["Hana", "4", "judo"], ["Ivo", "3", "swimming"]],
  [
   ("Ivo's locker is in the middle of the row.",
    lambda s: pos(s, "Ivo", "locker") == 3),
   ("Hana uses the locker directly to the right of the swimmer's.",
    lambda s: pos(s, "Hana", "locker") == pos(s, "swimming", "locker") + 1),
   ("Elif's locker is next to the tennis player's.",
    lambda s: adj(s, "Elif", "tennis", "locker")),
   ("The judo player's locker is somewhere to the right of the rower's.",
    lambda s: pos(s, "judo", "locker") > pos(s, "rowing", "locker")),
   ("Finn's locker is at one end.",
    lambda s: at_end(s, "Finn", "locker", 5)),
   ("The chess player's locker is two doors down from the swimmer's.",
    lambda s: abs(pos(s, "chess", "locker") - pos(s, "swimming", "locker")) == 2),
   ("Gus's locker is further left than Elif's.",
    lambda s: pos(s, "Gus", "locker") < pos(s, "Elif", "locker")),
   ("Elif's locker is to the left of Ivo's.",
    lambda s: pos(s, "Elif", "locker") < pos(s, "Ivo", "locker")),
  ])

# ---------------------------------------------------------------- 6
puzzle("u88-06-office-block", "Office Block",
  "Five small firms each occupy one floor of an office block: the ground floor and the 1st to 4th floors "
  "above it, the ground floor being the lowest. The firms have different numbers of staff.",
  [("company", ["Aster", "Birch", "Cedar", "Delta", "Ember"]),
   ("floor", ["ground", "1st", "2nd", "3rd", "4th"]),
   ("business", ["architect", "bakery", "dentist", "law firm", "travel agent"]),
   ("staff", ["3", "5", "8", "12", "20"])],
  [["Aster", "2nd", "architect", "8"], ["Birch", "ground", "bakery", "5"], ["Cedar", "4th", "law firm", "20"],
   ["Delta", "1st", "dentist", "3"], ["Ember", "3rd", "travel agent", "12"]],
  [
   ("Birch is two floors below Aster.",
    lambda s: fl(s, "Birch") + 2 == fl(s, "Aster")),
   ("The dentist is on the floor directly above the bakery.",
    lambda s: fl(s, "dentist") == fl(s, "bakery") + 1),
   ("The firm with 12 staff is directly below the law firm.",
    lambda s: fl(s, "12") + 1 == fl(s, "law firm")),
   ("Aster, the dentist and the firm with 12 staff are three different companies.",
    lambda s: len({s.r("Aster"), s.r("dentist"), s.r("12")}) == 3),
   ("Aster employs more people than Delta but fewer than Ember.",
    lambda s: s.n("Delta", "staff") < s.n("Aster", "staff") < s.n("Ember", "staff")),
   ("The architect is higher up than the dentist.",
    lambda s: fl(s, "architect") > fl(s, "dentist")),
   ("The ground-floor firm has a staff of five.",
    lambda s: s.n("ground", "staff") == 5),
   ("The travel agent is on a higher floor than the architect.",
    lambda s: fl(s, "travel agent") > fl(s, "architect")),
   ("The travel agent's office is on the floor just below Cedar's.",
    lambda s: fl(s, "travel agent") + 1 == fl(s, "Cedar")),
  ])

# ---------------------------------------------------------------- 7
puzzle("u88-07-marina", "The Marina",
  "Four fishing boats are tied up at the four berths of a small dock, numbered 1 to 4 from left to "
  "right as seen from the quay. Each has a different captain and colour, and each landed a different catch today.",
  [("berth", ["1", "2", "3", "4"]),
   ("captain", ["Ross", "Sven", "Tom", "Ugo"]),
   ("boat", ["Albatross", "Breeze", "Corsair", "Dolphin"]),
   ("colour", ["blue", "green", "red", "white"]),
   ("catch", ["cod", "crab", "mackerel", "squid"])],
  [["1", "Sven", "Corsair", "red", "crab"], ["2", "Ugo", "Dolphin", "white", "cod"],
   ["3", "Ross", "Albatross", "green", "squid"], ["4", "Tom", "Breeze", "blue", "mackerel"]],
  [
   ("The Corsair is moored at one end of the dock and is painted red.",
    lambda s: at_end(s, "Corsair", "berth", 4) and s.same("Corsair", "red")),
   ("Tom's boat is the Breeze, but it isn't green.",
    lambda s: s.same("Tom", "Breeze") and not s.same("Breeze", "green")),
   ("The squid came in on the boat immediately to the right of the one that landed cod.",
    lambda s: pos(s, "squid", "berth") == pos(s, "cod", "berth") + 1),
   ("Ugo's boat is next to Sven's.",
    lambda s: adj(s, "Ugo", "Sven", "berth")),
   ("The white boat landed the cod.",
    lambda s: s.same("white", "cod")),
   ("Ross doesn't skipper the blue boat or the white one.",
    lambda s: not s.same("Ross", "blue") and not s.same("Ross", "white")),
   ("The mackerel boat is somewhere to the right of the Dolphin.",
    lambda s: pos(s, "mackerel", "berth") > pos(s, "Dolphin", "berth")),
   ("The crab boat is not next to the green boat.",
    lambda s: not adj(s, "crab", "green", "berth")),
   ("The Albatross is moored directly between the Dolphin and the Breeze.",
    lambda s: s.r("Dolphin") != s.r("Breeze") and adj(s, "Albatross", "Dolphin", "berth") and adj(s, "Albatross", "Breeze", "berth")),
   ("Sven's boat is the red one.",
    lambda s: s.same("Sven", "red")),
  ])

# ---------------------------------------------------------------- 8
puzzle("u88-08-round-table", "Round Table",
  "Five friends met for dessert at a round table with five seats, numbered 1 to 5 clockwise; "
  "seat 5 is next to seat 1. Each had a different drink and a different dessert.",
  [("friend", ["Lana", "Mia", "Nora", "Omar", "Pete"]),
   ("seat", ["1", "2", "3", "4", "5"]),
   ("drink", ["cocoa", "coffee", "juice", "tea", "water"]),
   ("dessert", ["cake", "flan", "pie", "sorbet", "tart"])],
  [["Lana", "1", "coffee", "tart"], ["Mia", "4", "water", "pie"], ["Nora", "2", "juice", "cake"],
   ["Omar", "5", "tea", "flan"], ["Pete", "3", "cocoa", "sorbet"]],
  [
   ("Lana sat in seat 1.",
    lambda s: pos(s, "Lana", "seat") == 1),
   ("Omar sat next to Lana.",
    lambda s: nb(s, "Omar", "Lana")),
   ("Mia, who had the pie, sat immediately clockwise from Pete.",
    lambda s: s.same("Mia", "pie") and cw(s, "Pete", "Mia")),
   ("The cocoa drinker sat in the seat immediately clockwise from Nora's.",
    lambda s: cw(s, "Nora", "cocoa")),
   ("The pie was eaten by the one who drank water.",
    lambda s: s.same("pie", "water")),
   ("The flan eater and the cake eater weren't neighbours.",
    lambda s: not nb(s, "flan", "cake")),
   ("The juice drinker sat next to the coffee drinker.",
    lambda s: nb(s, "juice", "coffee")),
   ("The tart was eaten in seat 1.",
    lambda s: pos(s, "tart", "seat") == 1),
   ("Nora, the juice drinker, had the cake.",
    lambda s: s.same("Nora", "juice") and s.same("Nora", "cake")),
  ])

# ---------------------------------------------------------------- 9
puzzle("u88-09-five-houses", "Five Houses",
  "Five men of different nationalities live in five houses in a row, numbered 1 to 5 from left to right. "
  "Each house is painted a different colour, and each man has a different favourite drink and a different pet.",
  [("house", ["1", "2", "3", "4", "5"]),
   ("nationality", ["Dane", "Irishman", "Pole", "Scot", "Swede"]),
   ("colour", ["amber", "cream", "lilac", "teal", "white"]),
   ("drink", ["beer", "cider", "milk", "tea", "water"]),
   ("pet", ["ferret", "goat", "hamster", "horse", "tortoise"])],
  [["1", "Pole", "cream", "cider", "ferret"], ["2", "Dane", "teal", "tea", "horse"],
   ["3", "Swede", "white", "milk", "goat"], ["4", "Scot", "lilac", "water", "hamster"],
   ["5", "Irishman", "amber", "beer", "tortoise"]],
  [
   ("The Pole lives at the left-hand end, in the cream house.",
    lambda s: pos(s, "Pole", "house") == 1 and s.same("Pole", "cream")),
   ("Milk is drunk in the middle house, which is white.",
    lambda s: pos(s, "milk", "house") == 3 and s.same("milk", "white")),
   ("The Irishman drinks beer and keeps a tortoise.",
    lambda s: s.same("Irishman", "beer") and s.same("Irishman", "tortoise")),
   ("The teal house stands immediately to the left of the white house.",
    lambda s: pos(s, "teal", "house") + 1 == pos(s, "white", "house")),
   ("The Scot, who drinks water, lives next door to the Irishman.",
    lambda s: s.same("Scot", "water") and adj(s, "Scot", "Irishman", "house")),
   ("The horse is kept next door to the cider drinker.",
    lambda s: adj(s, "horse", "cider", "house")),
   ("The Dane drinks tea.",
    lambda s: s.same("Dane", "tea")),
   ("The goat's owner lives immediately to the left of the hamster's owner.",
    lambda s: pos(s, "goat", "house") + 1 == pos(s, "hamster", "house")),
   ("The tortoise lives in the amber house.",
    lambda s: s.same("tortoise", "amber")),
  ])

# ---------------------------------------------------------------- 10
puzzle("u88-10-bike-rack", "Bike Rack",
  "Four friends locked their bikes in the four slots of a bike rack, numbered 1 to 4 from left to right. "
  "The bikes are different colours and have different numbers of gears.",
  [("rider", ["Ada", "Ben", "Cy", "Di"]),
   ("slot", ["1", "2", "3", "4"]),
   ("colour", ["black", "orange", "purple", "silver"]),
   ("gears", ["3-speed", "7-speed", "18-speed", "21-speed"])],
  [["Ada", "3", "purple", "21-speed"], ["Ben", "1", "silver", "3-speed"], ["Cy", "4", "black", "7-speed"],
   ["Di", "2", "orange", "18-speed"]],
  [
   ("The 21-speed is in the slot immediately to the right of the 18-speed.",
    lambda s: pos(s, "21-speed", "slot") == pos(s, "18-speed", "slot") + 1),
   ("Ben's bike has the fewest gears.",
    lambda s: s.same("Ben", "3-speed")),
   ("The black bike has more gears than the silver one but fewer than Di's.",
    lambda s: s.n("silver", "gears") < s.n("black", "gears") < s.n("Di", "gears")),
   ("Ada's bike is next to Cy's.",
    lambda s: adj(s, "Ada", "Cy", "slot")),
   ("The orange bike is somewhere to the left of the purple one.",
    lambda s: pos(s, "orange", "slot") < pos(s, "purple", "slot")),
   ("Cy's bike is at the right-hand end.",
    lambda s: pos(s, "Cy", "slot") == 4),
  ])

# ---------------------------------------------------------------- 11
puzzle("u88-11-swim-gala", "Swim Gala",
  "Five swimmers raced in the final at the club gala, in lanes numbered 1 to 5 from left to right as "
  "seen from the starting blocks. Each swam a different stroke, and there were no ties.",
  [("swimmer", ["Hugo", "Ines", "Jade", "Karl", "Lior"]),
   ("lane", ["1", "2", "3", "4", "5"]),
   ("stroke", ["backstroke", "breaststroke", "butterfly", "freestyle", "medley"]),
   ("place", ["1st", "2nd", "3rd", "4th", "5th"])],
  [["Hugo", "3", "butterfly", "2nd"], ["Ines", "5", "freestyle", "1st"], ["Jade", "1", "medley", "4th"],
   ["Karl", "2", "backstroke", "5th"], ["Lior", "4", "breaststroke", "3rd"]],
  [
   ("The winner swam in one of the end lanes.",
    lambda s: at_end(s, "1st", "lane", 5)),
   ("Hugo finished immediately ahead of Lior, who was in the lane just to his right.",
    lambda s: s.n("Hugo", "place") + 1 == s.n("Lior", "place") and pos(s, "Lior", "lane") == pos(s, "Hugo", "lane") + 1),
   ("The backstroker came last, while the breaststroker took third place.",
    lambda s: s.same("backstroke", "5th") and s.same("breaststroke", "3rd")),
   ("The butterfly was swum in the middle lane.",
    lambda s: pos(s, "butterfly", "lane") == 3),
   ("Neither Ines nor Karl swam the medley.",
    lambda s: not s.same("Ines", "medley") and not s.same("Karl", "medley")),
   ("Ines was in the lane at the right-hand end.",
    lambda s: pos(s, "Ines", "lane") == 5),
   ("Jade finished somewhere behind Lior.",
    lambda s: s.n("Jade", "place") > s.n("Lior", "place")),
   ("Karl was in the lane immediately to the left of Hugo's.",
    lambda s: pos(s, "Karl", "lane") + 1 == pos(s, "Hugo", "lane")),
  ])

# ---------------------------------------------------------------- 12
puzzle("u88-12-beach-huts", "Beach Huts",
  "Five beach huts stand in a row on the promenade, numbered 1 to 5 from left to right as you face the sea. "
  "Each was rented for the week by a different person, who arrived on a different day from Monday to Friday "
  "and brought a different item for the beach.",
  [("hut", ["1", "2", "3", "4", "5"]),
   ("renter", ["Amy", "Bruno", "Carla", "Dev", "Elena"]),
   ("colour", ["coral", "lemon", "mint", "navy", "plum"]),
   ("item", ["deckchair", "kayak", "kite", "parasol", "surfboard"]),
   ("day", ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"])],
  [["1", "Dev", "navy", "kayak", "Wednesday"], ["2", "Amy", "plum", "deckchair", "Friday"],
   ["3", "Elena", "coral", "kite", "Monday"], ["4", "Bruno", "mint", "surfboard", "Tuesday"],
   ["5", "Carla", "lemon", "parasol", "Thursday"]],
  [
   ("The renter of the navy hut, which is at one end of the row, arrived two days after Elena.",
    lambda s: at_end(s, "navy", "hut", 5) and s.n("navy", "day") == s.n("Elena", "day") + 2),
   ("The kite was brought by whoever has the hut directly between the plum hut and the mint hut.",
    lambda s: s.r("plum") != s.r("mint") and adj(s, "kite", "plum", "hut") and adj(s, "kite", "mint", "hut")),
   ("Bruno arrived the day after the kite's owner.",
    lambda s: s.n("Bruno", "day") == s.n("kite", "day") + 1),
   ("Amy's hut is immediately to the left of Elena's.",
    lambda s: pos(s, "Amy", "hut") + 1 == pos(s, "Elena", "hut")),
   ("Whoever arrived on Friday is in a hut next to the kayak's.",
    lambda s: adj(s, "Friday", "kayak", "hut")),
   ("Elena, the first to arrive, brought the kite.",
    lambda s: s.same("Elena", "Monday") and s.same("Elena", "kite")),
   ("Carla brought the parasol; her hut, the lemon one, is at the right-hand end.",
    lambda s: s.same("Carla", "parasol") and s.same("Carla", "lemon") and pos(s, "lemon", "hut") == 5),
   ("The surfboard's owner arrived on Tuesday.",
    lambda s: s.same("surfboard", "Tuesday")),
   ("The plum hut is to the left of the mint hut.",
    lambda s: pos(s, "plum", "hut") < pos(s, "mint", "hut")),
  ])
