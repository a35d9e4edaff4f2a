# Unseen set 65: twelve invented logic-grid puzzles, Puzzle-Baron style.
# Each clue: (English sentence, predicate on truth.py's State s).
# This file is exec'd by truth.py, so State, nv, one_of_other, puzzle are in scope.

MONTHS = ["January", "February", "March", "April", "May", "June", "July",
          "August", "September", "October", "November", "December"]

MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]

def val(x):
    """Number an item stands for; a date written "June 8" is its day of the
    (non-leap) year, so differences of dates are in days."""
    parts = x.split()
    if len(parts) == 2 and parts[0] in MONTHS:
        m = MONTHS.index(parts[0])
        return sum(MONTH_DAYS[:m]) + int(parts[1])
    return nv(x)

def num(s, item, cat):
    """Value in category cat of item's row (numeric)."""
    return val(s.g(item, cat))

def idx(s, item, cat):
    """0-based position, in cat's listed order, of the cat item in item's row."""
    cats = dict(s.cats)
    return cats[cat].index(s.g(item, cat))

def diff(s, a, b, cat):
    """num(a) - num(b)."""
    return num(s, a, cat) - num(s, b, cat)

def steps(s, a, b, cat):
    """idx(a) - idx(b): how many listed steps a's item is after b's."""
    return idx(s, a, cat) - idx(s, b, cat)

def holder(s, cat, value):
    """The first-category item (person) whose cat item is value."""
    return s.cats[0][1][s.r(value)]

def distinct(s, *xs):
    """All the given items are in different rows (different people)."""
    rs = [s.r(x) for x in xs]
    return len(set(rs)) == len(rs)

def either(s, a, x, y):
    """a is x or a is y (setters' "either x or y": exactly one can hold when x, y differ in row)."""
    return s.same(a, x) or s.same(a, y)

# ---------------------------------------------------------------- 01 (3x4)
puzzle("u65-01-bake-sale",
  "The Church Hall Bake Sale",
  "Four volunteers each baked one tray for the St. Brigid's church hall bake sale. Each tray was a different treat, and each was priced differently per piece.",
  [("baker", ["Alma", "Bruno", "Carla", "Dev"]),
   ("price", ["$2", "$3", "$4", "$5"]),
   ("treat", ["brownies", "scones", "flapjacks", "muffins"])],
  [["Alma", "$4", "scones"],
   ["Bruno", "$2", "muffins"],
   ["Carla", "$5", "brownies"],
   ["Dev", "$3", "flapjacks"]],
  [
   ("The scones cost $1 more than Dev's treat.",
    lambda s: diff(s, "scones", "Dev", "price") == 1),
   ("Carla's tray was either the brownies or the $3 treat.",
    lambda s: either(s, "Carla", "brownies", "$3")),
   ("Of Alma and Carla, one baked the brownies and the other charged $4 a piece.",
    lambda s: one_of_other(s, "Alma", "Carla", "brownies", "$4")),
   ("The muffins were cheaper than the flapjacks.",
    lambda s: num(s, "muffins", "price") < num(s, "flapjacks", "price")),
   ("Neither Bruno nor Alma made the flapjacks.",
    lambda s: not s.same("Bruno", "flapjacks") and not s.same("Alma", "flapjacks")),
  ])

# ---------------------------------------------------------------- 02 (3x4)
puzzle("u65-02-bird-count",
  "The Marsh Bird Count",
  "Four members of the Fenwick Birding Club spent a morning on the marsh for the winter bird count. Each one logged a different number of birds, and each one was the only member to spot one particular rarity.",
  [("member", ["Gemma", "Hollis", "Imani", "Jorge"]),
   ("birds", ["4", "7", "10", "13"]),
   ("rarity", ["heron", "kestrel", "plover", "wren"])],
  [["Gemma", "10", "kestrel"],
   ["Hollis", "4", "wren"],
   ["Imani", "13", "heron"],
   ["Jorge", "7", "plover"]],
  [
   ("The birder who spotted the kestrel counted somewhat more birds than Jorge.",
    lambda s: diff(s, "kestrel", "Jorge", "birds") > 0),
   ("The three members are Imani, the one who logged 7 birds and the one who spotted the wren.",
    lambda s: distinct(s, "Imani", "7", "wren")),
   ("Gemma logged more birds than Hollis did.",
    lambda s: num(s, "Gemma", "birds") > num(s, "Hollis", "birds")),
   ("Imani's tally wasn't the lowest of the four.",
    lambda s: num(s, "Imani", "birds") != 4),
   ("The heron was seen by neither Jorge nor Gemma.",
    lambda s: not s.same("heron", "Jorge") and not s.same("heron", "Gemma")),
   ("Of Hollis and Gemma, one saw the wren and the other counted 10 birds.",
    lambda s: one_of_other(s, "Hollis", "Gemma", "wren", "10")),
  ])

# ---------------------------------------------------------------- 03 (4x4)
puzzle("u65-03-antique-auction",
  "Saturday at the Auction House",
  "Four bidders at Pellow & Sons' country-house auction each went home with one lot. Each lot came from a different period, and each sold at a different hammer price.",
  [("bidder", ["Fenton", "Glenda", "Harriet", "Ivo"]),
   ("lot", ["clock", "mirror", "vase", "writing desk"]),
   ("price", ["$1,250", "$1,500", "$1,750", "$2,000"]),
   ("period", ["Georgian", "Victorian", "Edwardian", "Art Deco"])],
  [["Fenton", "vase", "$1,750", "Edwardian"],
   ["Glenda", "clock", "$1,250", "Georgian"],
   ["Harriet", "writing desk", "$2,000", "Art Deco"],
   ["Ivo", "mirror", "$1,500", "Victorian"]],
  [
   ("The Georgian piece sold for $500 less than the vase.",
    lambda s: diff(s, "vase", "Georgian", "price") == 500),
   ("The mirror went for $250 more than Glenda's purchase.",
    lambda s: diff(s, "mirror", "Glenda", "price") == 250),
   ("Of the Edwardian lot and the $2,000 lot, one was bought by Harriet and the other was the vase.",
    lambda s: one_of_other(s, "Edwardian", "$2,000", "Harriet", "vase")),
   ("The writing desk fetched the highest price of the day.",
    lambda s: s.same("writing desk", "$2,000")),
   ("Whoever bought the Victorian lot paid either $1,500 or $1,750 for it.",
    lambda s: either(s, "Victorian", "$1,500", "$1,750")),
   ("Neither Glenda nor Ivo spent $1,750.",
    lambda s: not s.same("Glenda", "$1,750") and not s.same("Ivo", "$1,750")),
  ])

# ---------------------------------------------------------------- 04 (4x4)
puzzle("u65-04-dog-show",
  "Best in Group at the County Dog Show",
  "Four handlers brought their dogs to the Ashdown County dog show, where the four dogs in the final were placed 1st to 4th. Each handler showed a different breed, and each dog has a different name.",
  [("handler", ["Keisha", "Lionel", "Marta", "Nils"]),
   ("breed", ["beagle", "collie", "poodle", "terrier"]),
   ("dog", ["Biscuit", "Duke", "Pepper", "Rosie"]),
   ("place", ["1st", "2nd", "3rd", "4th"])],
  [["Keisha", "collie", "Pepper", "2nd"],
   ["Lionel", "terrier", "Duke", "4th"],
   ["Marta", "beagle", "Rosie", "1st"],
   ["Nils", "poodle", "Biscuit", "3rd"]],
  [
   ("Neither Nils nor Keisha showed the beagle.",
    lambda s: not s.same("Nils", "beagle") and not s.same("Keisha", "beagle")),
   ("Duke was placed somewhere behind the collie.",
    lambda s: num(s, "Duke", "place") > num(s, "collie", "place")),
   ("The poodle finished one place behind Pepper.",
    lambda s: diff(s, "poodle", "Pepper", "place") == 1),
   ("Rosie, the terrier and Keisha's dog are three different dogs.",
    lambda s: distinct(s, "Rosie", "terrier", "Keisha")),
   ("Marta's dog finished 3 places ahead of Lionel's.",
    lambda s: diff(s, "Lionel", "Marta", "place") == 3),
   ("The dog that came 3rd was either Biscuit or the beagle.",
    lambda s: either(s, "3rd", "Biscuit", "beagle")),
   ("Keisha's dog was placed higher than Nils's, though she didn't show the poodle.",
    lambda s: num(s, "Keisha", "place") < num(s, "Nils", "place") and not s.same("Keisha", "poodle")),
  ])

# ---------------------------------------------------------------- 05 (4x4)
puzzle("u65-05-tree-planting",
  "Arbor Day Saplings",
  "On Arbor Day four volunteers from the Riverton Green Society each planted one sapling in a different town park. Each planted a different kind of tree, and the saplings were all of different heights.",
  [("volunteer", ["Abel", "Bianca", "Cyrus", "Delia"]),
   ("tree", ["ash", "birch", "maple", "oak"]),
   ("height", ["4 ft", "5 ft", "6 ft", "7 ft"]),
   ("park", ["Bayside", "Fairview", "Granger", "Hillcrest"])],
  [["Abel", "maple", "6 ft", "Hillcrest"],
   ["Bianca", "oak", "4 ft", "Bayside"],
   ["Cyrus", "birch", "7 ft", "Granger"],
   ["Delia", "ash", "5 ft", "Fairview"]],
  [
   ("The 5 ft sapling went in at Fairview.",
    lambda s: s.same("5 ft", "Fairview")),
   ("Cyrus's tree is 1 ft taller than the maple.",
    lambda s: diff(s, "Cyrus", "maple", "height") == 1),
   ("The birch was planted either at Granger or by Delia.",
    lambda s: either(s, "birch", "Granger", "Delia")),
   ("Delia's sapling is shorter than Abel's but taller than Bianca's.",
    lambda s: num(s, "Bianca", "height") < num(s, "Delia", "height") < num(s, "Abel", "height")),
   ("Neither Bianca nor Cyrus planted the ash.",
    lambda s: not s.same("Bianca", "ash") and not s.same("Cyrus", "ash")),
   ("Of the birch and the 6 ft tree, one was planted by Cyrus and the other stands in Hillcrest.",
    lambda s: one_of_other(s, "birch", "6 ft", "Cyrus", "Hillcrest")),
  ])

# ---------------------------------------------------------------- 06 (4x4)
puzzle("u65-06-science-fair",
  "The Regional Science Fair",
  "Four students reached the final judging of the regional science fair. Each came from a different school, built a different project, and was given a different score by the judges.",
  [("student", ["Farah", "Gideon", "Hana", "Isaac"]),
   ("project", ["volcano", "solar oven", "robot arm", "crystal garden"]),
   ("score", ["82 points", "86 points", "90 points", "94 points"]),
   ("school", ["Lincoln", "Maple Ridge", "Oakwood", "Westbrook"])],
  [["Farah", "robot arm", "94 points", "Oakwood"],
   ["Gideon", "volcano", "82 points", "Westbrook"],
   ["Hana", "crystal garden", "86 points", "Lincoln"],
   ["Isaac", "solar oven", "90 points", "Maple Ridge"]],
  [
   ("The Westbrook entrant scored 8 points less than Isaac.",
    lambda s: diff(s, "Isaac", "Westbrook", "score") == 8),
   ("The crystal garden scored 4 points more than the volcano.",
    lambda s: diff(s, "crystal garden", "volcano", "score") == 4),
   ("The student from Oakwood scored higher than the one who built the solar oven.",
    lambda s: num(s, "Oakwood", "score") > num(s, "solar oven", "score")),
   ("The four students are Farah, the Lincoln student, the one who scored 90 points and the one who made the volcano.",
    lambda s: distinct(s, "Farah", "Lincoln", "90 points", "volcano")),
   ("Hana scored lower than Farah but higher than the entrant from Westbrook.",
    lambda s: num(s, "Westbrook", "score") < num(s, "Hana", "score") < num(s, "Farah", "score")),
  ])

# ---------------------------------------------------------------- 07 (4x5)
puzzle("u65-07-island-ferries",
  "Morning Sailings from Oban Pier",
  "Five small ferries leave the pier each morning, each at a different time, each bound for a different island and each under a different captain.",
  [("captain", ["Ansel", "Brenna", "Corwin", "Dalia", "Emeric"]),
   ("ferry", ["Albatross", "Gannet", "Puffin", "Skua", "Tern"]),
   ("departure", ["8:15am", "9:00am", "9:45am", "10:30am", "11:15am"]),
   ("island", ["Coll", "Eigg", "Iona", "Mull", "Rum"])],
  [["Ansel", "Puffin", "10:30am", "Mull"],
   ["Brenna", "Tern", "8:15am", "Iona"],
   ["Corwin", "Gannet", "11:15am", "Eigg"],
   ["Dalia", "Albatross", "9:45am", "Coll"],
   ["Emeric", "Skua", "9:00am", "Rum"]],
  [
   ("Ansel doesn't captain the Skua.",
    lambda s: not s.same("Ansel", "Skua")),
   ("The Tern leaves 45 minutes before the Skua.",
    lambda s: diff(s, "Skua", "Tern", "departure") == 45),
   ("The Coll ferry leaves earlier than the Mull ferry.",
    lambda s: num(s, "Coll", "departure") < num(s, "Mull", "departure")),
   ("Dalia's ferry leaves 45 minutes after Emeric's.",
    lambda s: diff(s, "Dalia", "Emeric", "departure") == 45),
   ("The boat to Eigg departs sometime after Dalia's.",
    lambda s: diff(s, "Eigg", "Dalia", "departure") > 0),
   ("Neither Ansel nor Emeric is bound for Iona or Eigg.",
    lambda s: all(not s.same(p, i) for p in ("Ansel", "Emeric") for i in ("Iona", "Eigg"))),
   ("The Iona boat sails 2 hours and 15 minutes earlier than the Puffin.",
    lambda s: diff(s, "Puffin", "Iona", "departure") == 135),
   ("Of the Gannet and the Rum ferry, one is skippered by Corwin and the other leaves at 9:00am.",
    lambda s: one_of_other(s, "Gannet", "Rum", "Corwin", "9:00am")),
   ("The five ferries are the Albatross, Brenna's boat, the 10:30am sailing, the one bound for Rum and the one Corwin captains.",
    lambda s: distinct(s, "Albatross", "Brenna", "10:30am", "Rum", "Corwin")),
  ])

# ---------------------------------------------------------------- 08 (4x5)
puzzle("u65-08-fun-run",
  "The Harvest Fun Run",
  "Five club runners took the first five places in the village's Harvest 10K. Each belongs to a different running club and ran in a different colour of club shirt.",
  [("runner", ["Ola", "Piet", "Rhiannon", "Sunil", "Tamsin"]),
   ("place", ["1st", "2nd", "3rd", "4th", "5th"]),
   ("club", ["Harriers", "Joggers", "Pacers", "Roadrunners", "Striders"]),
   ("shirt", ["red", "orange", "yellow", "green", "blue"])],
  [["Ola", "3rd", "Striders", "green"],
   ["Piet", "5th", "Harriers", "red"],
   ["Rhiannon", "1st", "Pacers", "blue"],
   ["Sunil", "2nd", "Roadrunners", "yellow"],
   ["Tamsin", "4th", "Joggers", "orange"]],
  [
   ("Piet didn't run in orange.",
    lambda s: not s.same("Piet", "orange")),
   ("Rhiannon beat Sunil.",
    lambda s: steps(s, "Sunil", "Rhiannon", "place") > 0),
   ("The Harriers runner came in last.",
    lambda s: s.same("Harriers", "5th")),
   ("Ola finished 2 places ahead of Piet.",
    lambda s: steps(s, "Piet", "Ola", "place") == 2),
   ("The Roadrunner crossed the line immediately ahead of the runner in green.",
    lambda s: steps(s, "green", "Roadrunners", "place") == 1),
   ("The runner in orange finished somewhere behind Sunil.",
    lambda s: steps(s, "orange", "Sunil", "place") > 0),
   ("Tamsin either wore red or finished 4th.",
    lambda s: either(s, "Tamsin", "red", "4th")),
   ("The runner in yellow finished 2 places ahead of the Joggers member.",
    lambda s: steps(s, "Joggers", "yellow", "place") == 2),
   ("Of the Striders runner and the 1st-place finisher, one is Ola and the other wore blue.",
    lambda s: one_of_other(s, "Striders", "1st", "Ola", "blue")),
  ])

# ---------------------------------------------------------------- 09 (4x5)
puzzle("u65-09-classic-car-rally",
  "The Classic Car Rally",
  "Five owners drove their classic British cars to the Wolds Classic Car Rally. Each car is a different make, was built in a different year, and is painted a different colour.",
  [("owner", ["Bernard", "Cosima", "Eldon", "Freya", "Gustav"]),
   ("make", ["Austin", "Jaguar", "MG", "Riley", "Triumph"]),
   ("year", ["1952", "1956", "1960", "1964", "1968"]),
   ("colour", ["black", "cream", "maroon", "racing green", "silver"])],
  [["Bernard", "Riley", "1956", "maroon"],
   ["Cosima", "Jaguar", "1964", "silver"],
   ["Eldon", "Austin", "1952", "black"],
   ["Freya", "Triumph", "1968", "racing green"],
   ["Gustav", "MG", "1960", "cream"]],
  [
   ("The Triumph is newer than the MG.",
    lambda s: num(s, "Triumph", "year") > num(s, "MG", "year")),
   ("The black car is older than the maroon one.",
    lambda s: num(s, "black", "year") < num(s, "maroon", "year")),
   ("The maroon car is somewhat older than the MG.",
    lambda s: num(s, "maroon", "year") < num(s, "MG", "year")),
   ("The Jaguar was made 12 years after the black car.",
    lambda s: diff(s, "Jaguar", "black", "year") == 12),
   ("Cosima's car is either the silver one or the 1956 model.",
    lambda s: either(s, "Cosima", "silver", "1956")),
   ("Neither Eldon nor Bernard owns the Triumph or the MG.",
    lambda s: all(not s.same(p, m) for p in ("Eldon", "Bernard") for m in ("Triumph", "MG"))),
   ("The car built in 1960 is neither the Riley nor the silver one.",
    lambda s: not s.same("1960", "Riley") and not s.same("1960", "silver")),
   ("Of the Riley and the racing green car, one belongs to Bernard and the other was built in 1968.",
    lambda s: one_of_other(s, "Riley", "racing green", "Bernard", "1968")),
   ("The five cars are the Austin, Cosima's car, the cream one, the 1956 model and the car Freya drove up in.",
    lambda s: distinct(s, "Austin", "Cosima", "cream", "1956", "Freya")),
  ])

# ---------------------------------------------------------------- 10 (4x5)
puzzle("u65-10-open-gardens",
  "Open Gardens Weekends",
  "This summer five gardeners in the Vale each open their private garden to the public for charity, on five different Saturdays a week apart. Each garden is in a different village and each is best known for a different feature.",
  [("gardener", ["Agnes", "Basil", "Celia", "Desmond", "Esme"]),
   ("date", ["June 4", "June 11", "June 18", "June 25", "July 2"]),
   ("feature", ["rose arbour", "koi pond", "herb spiral", "topiary", "wildflower meadow"]),
   ("village", ["Ashby", "Brinkley", "Coldharbour", "Dunmore", "Elsworth"])],
  [["Agnes", "June 18", "koi pond", "Dunmore"],
   ["Basil", "July 2", "topiary", "Ashby"],
   ["Celia", "June 4", "wildflower meadow", "Elsworth"],
   ["Desmond", "June 25", "rose arbour", "Coldharbour"],
   ["Esme", "June 11", "herb spiral", "Brinkley"]],
  [
   ("Esme doesn't live in Ashby.",
    lambda s: not s.same("Esme", "Ashby")),
   ("The garden with the topiary is the last to open.",
    lambda s: s.same("topiary", "July 2")),
   ("Desmond's garden opens 14 days after Esme's.",
    lambda s: diff(s, "Desmond", "Esme", "date") == 14),
   ("Agnes opens her garden one week after Esme does.",
    lambda s: diff(s, "Agnes", "Esme", "date") == 7),
   ("The Coldharbour garden opens 3 weeks after the wildflower meadow.",
    lambda s: diff(s, "Coldharbour", "wildflower meadow", "date") == 21),
   ("Visitors can see the rose arbour sometime before the Ashby garden opens.",
    lambda s: num(s, "rose arbour", "date") < num(s, "Ashby", "date")),
   ("Celia's garden is either the one in Elsworth or the one with the koi pond.",
    lambda s: either(s, "Celia", "Elsworth", "koi pond")),
   ("Neither Desmond nor Esme has a koi pond.",
    lambda s: not s.same("Desmond", "koi pond") and not s.same("Esme", "koi pond")),
   ("The garden in Dunmore opens 2 weeks before Basil's.",
    lambda s: diff(s, "Basil", "Dunmore", "date") == 14),
   ("Of the herb spiral and the June 4 garden, one is Celia's and the other is in Brinkley.",
    lambda s: one_of_other(s, "herb spiral", "June 4", "Celia", "Brinkley")),
  ])

# ---------------------------------------------------------------- 11 (5x5)
puzzle("u65-11-film-festival",
  "New Voices Film Week",
  "The Lindenhall arts cinema ran a week of debut feature films, one film each evening from Monday to Friday. Each film is by a different director, comes from a different country, and has a different running time.",
  [("director", ["Anouk", "Bastien", "Chiara", "Dmitri", "Elodie"]),
   ("film", ["Ash Harbour", "Glass Orchard", "Night Ferry", "Red Quarry", "Tin Lantern"]),
   ("country", ["Belgium", "Chile", "Italy", "Norway", "Poland"]),
   ("runtime", ["88 minutes", "94 minutes", "101 minutes", "107 minutes", "115 minutes"]),
   ("day", ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"])],
  [["Anouk", "Night Ferry", "Norway", "107 minutes", "Wednesday"],
   ["Bastien", "Red Quarry", "Chile", "88 minutes", "Friday"],
   ["Chiara", "Glass Orchard", "Poland", "115 minutes", "Monday"],
   ["Dmitri", "Tin Lantern", "Italy", "94 minutes", "Tuesday"],
   ["Elodie", "Ash Harbour", "Belgium", "101 minutes", "Thursday"]],
  [
   ("The Belgian film was screened the day after Anouk's.",
    lambda s: diff(s, "Belgium", "Anouk", "day") == 1),
   ("The film shown on Tuesday is 7 minutes shorter than Ash Harbour.",
    lambda s: diff(s, "Ash Harbour", "Tuesday", "runtime") == 7),
   ("Red Quarry was shown sometime after Tin Lantern.",
    lambda s: diff(s, "Red Quarry", "Tin Lantern", "day") > 0),
   ("Chiara's film runs 14 minutes longer than Elodie's.",
    lambda s: diff(s, "Chiara", "Elodie", "runtime") == 14),
   ("The Norwegian director's film runs longer than Dmitri's.",
    lambda s: num(s, "Norway", "runtime") > num(s, "Dmitri", "runtime")),
   ("The Chilean film is either Red Quarry or the 101-minute one.",
    lambda s: either(s, "Chile", "Red Quarry", "101 minutes")),
   ("Anouk's film was screened 2 days before Bastien's.",
    lambda s: diff(s, "Bastien", "Anouk", "day") == 2),
   ("Of Glass Orchard and the Thursday film, one is from Belgium and the other is 115 minutes long.",
    lambda s: one_of_other(s, "Glass Orchard", "Thursday", "Belgium", "115 minutes")),
   ("The five films are Night Ferry, Dmitri's film, the Polish film, the one screened on Friday and the 101-minute film.",
    lambda s: distinct(s, "Night Ferry", "Dmitri", "Poland", "Friday", "101 minutes")),
  ])

# ---------------------------------------------------------------- 12 (5x5)
puzzle("u65-12-pitch-night",
  "Pitch Night at the Innovation Hub",
  "At the Innovation Hub's pitch night, five founders each pitched a product and each closed a deal with a different investor. Every deal was for a different amount of money, in exchange for a different stake (percentage) in the founder's company.",
  [("founder", ["Farid", "Greta", "Hamish", "Ines", "Jonah"]),
   ("product", ["budgeting app", "e-bike", "meal kit", "pet tracker", "smart lock"]),
   ("investment", ["$25,000", "$50,000", "$75,000", "$100,000", "$125,000"]),
   ("stake", ["5%", "8%", "10%", "12%", "15%"]),
   ("investor", ["Kane", "Lutz", "Morrow", "Nakamura", "Okafor"])],
  [["Farid", "smart lock", "$75,000", "12%", "Morrow"],
   ["Greta", "meal kit", "$125,000", "15%", "Okafor"],
   ["Hamish", "e-bike", "$25,000", "5%", "Lutz"],
   ["Ines", "pet tracker", "$100,000", "8%", "Kane"],
   ["Jonah", "budgeting app", "$50,000", "10%", "Nakamura"]],
  [
   ("Greta didn't build the e-bike.",
    lambda s: not s.same("Greta", "e-bike")),
   ("Jonah raised exactly half as much money as Ines.",
    lambda s: 2 * num(s, "Jonah", "investment") == num(s, "Ines", "investment")),
   ("The smallest investment came from Lutz.",
    lambda s: s.same("$25,000", "Lutz")),
   ("The e-bike's founder raised less than Jonah.",
    lambda s: num(s, "e-bike", "investment") < num(s, "Jonah", "investment")),
   ("The founder who sold 12% of the company raised $25,000 more than the budgeting app.",
    lambda s: diff(s, "12%", "budgeting app", "investment") == 25000),
   ("Nakamura's deal was for either 10% or 12%.",
    lambda s: either(s, "Nakamura", "10%", "12%")),
   ("Neither Greta nor Jonah came up with the smart lock.",
    lambda s: not s.same("Greta", "smart lock") and not s.same("Jonah", "smart lock")),
   ("Kane invested $25,000 more than Morrow did.",
    lambda s: diff(s, "Kane", "Morrow", "investment") == 25000),
   ("The largest investment bought the largest stake.",
    lambda s: s.same("$125,000", "15%")),
   ("Of the e-bike and the $100,000 deal, one was backed by Kane and the other was for 5%.",
    lambda s: one_of_other(s, "e-bike", "$100,000", "Kane", "5%")),
   ("The five founders are Greta, the one Morrow backed, the pet tracker's founder, the one who sold 10% and Hamish.",
    lambda s: distinct(s, "Greta", "Morrow", "pet tracker", "10%", "Hamish")),
  ])
