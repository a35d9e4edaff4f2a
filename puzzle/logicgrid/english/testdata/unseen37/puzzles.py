# unseen37: twelve expert-tier logic grids written blind (issue 25).
# Checked by puzzle/logicgrid/english/testdata/unseen/truth.py, which execs
# this file with State, nv, one_of_other and puzzle() already defined.
#
# Readings decided (as an ordinary reader of a puzzle magazine reads them):
# - "Either A or B" joining two statements is exclusive: exactly one holds.
#   "X is either A or B" (A and B two descriptions) means A and B are
#   different people and X is one of them.
# - "Neither A nor B is X" only denies both; it does not say A and B differ.
# - "Of A and B, one is X and the other is Y": A and B are different people,
#   one is X and the other Y (the checker's one_of_other).
# - "A and B are X and Y, respectively": A is X and B is Y.
#   "... in some order": as "of A and B, one is X and the other Y".
# - "The five (four) people are A, B, C, ...": all are different people.
# - A comparison ("more than", "earlier than", "beat") is strict, so it
#   also says the two are different people. "N more than" is exact.
#   "Directly above / one place ahead" is a difference of exactly one.
# - "If P, then Q" is material implication (true whenever P is false).
# - "Exactly one of A and B ..." / "at least two of ..." count people
#   (the descriptions named), each counted once per description named.
# - A relative clause or appositive ("..., who ..., ...") asserts its fact.
# - Places: 1st is the best; "beat", "ahead of", "higher" mean a better
#   (smaller) place. Floors: a higher floor number is "above".

def xor(a, b):
    return bool(a) != bool(b)

def implies(a, b):
    return (not a) or bool(b)

def count(*bs):
    return sum(1 for b in bs if b)

def distinct(s, *xs):
    rows = [s.r(x) for x in xs]
    return len(set(rows)) == len(rows)

def either_or(s, x, a, b):
    """X is either A or B: A and B are different people, and X is one of them."""
    return not s.same(a, b) and (s.same(x, a) or s.same(x, b))

def items_of(s, cat):
    return [it for n, its in s.cats if n == cat for it in its]

def is_max(s, x, cat):
    return s.n(x, cat) == max(nv(i) for i in items_of(s, cat))

def is_min(s, x, cat):
    return s.n(x, cat) == min(nv(i) for i in items_of(s, cat))

def diff(s, a, b, cat):
    """How much more a's value in cat is than b's."""
    return s.n(a, cat) - s.n(b, cat)


# 1 -------------------------------------------------------------------------
puzzle(
    "u37-01-village-bakeoff",
    "The Wallop & District Bake-Off",
    "Four stalwarts of the parish brought their best to the marquee on Saturday, and the judge (the vicar's formidable sister) was, as ever, impossible to please. From the notes below, can you work out who baked what, where each baker lives, and how they were placed?",
    [
        ("bakers", ["Agnes", "Bernard", "Cordelia", "Dennis"]),
        ("bakes", ["Bakewell tart", "Eccles cakes", "parkin", "Victoria sponge"]),
        ("places", ["1st", "2nd", "3rd", "4th"]),
        ("villages", ["Ashby", "Little Snoring", "Nether Wallop", "Upper Slaughter"]),
    ],
    [
        ["Agnes", "parkin", "2nd", "Nether Wallop"],
        ["Bernard", "Victoria sponge", "4th", "Ashby"],
        ["Cordelia", "Eccles cakes", "1st", "Upper Slaughter"],
        ["Dennis", "Bakewell tart", "3rd", "Little Snoring"],
    ],
    [
        ("The Victoria sponge was placed exactly two places below the entry from Nether Wallop, whose baker wasn't Dennis.",
         lambda s: s.n("Victoria sponge", "places") == s.n("Nether Wallop", "places") + 2
         and not s.same("Dennis", "Nether Wallop")),
        ("Of Cordelia and the baker from Little Snoring, one brought the Eccles cakes and the other came third.",
         lambda s: one_of_other(s, "Cordelia", "Little Snoring", "Eccles cakes", "3rd")),
        ("Agnes beat the Bakewell tart but was herself beaten by the Upper Slaughter entry.",
         lambda s: s.n("Agnes", "places") < s.n("Bakewell tart", "places")
         and s.n("Upper Slaughter", "places") < s.n("Agnes", "places")),
        ("Neither Agnes nor the maker of the parkin lives in Little Snoring or took first prize.",
         lambda s: not s.same("Agnes", "Little Snoring") and not s.same("Agnes", "1st")
         and not s.same("parkin", "Little Snoring") and not s.same("parkin", "1st")),
        ("The Little Snoring baker finished one place above Bernard.",
         lambda s: s.n("Bernard", "places") - s.n("Little Snoring", "places") == 1),
    ],
)

# 2 -------------------------------------------------------------------------
puzzle(
    "u37-02-auction-lots",
    "Sale of Sundry Effects, Lots 1 to 5",
    "At the close of Thursday's sale the auctioneer's clerk had recorded each buyer, the lot secured, the hammer price and the buyer's town of residence; regrettably, his ledger has since been misplaced. The particulars below are submitted from memory.",
    [
        ("bidders", ["Mr. Ashworth", "Mrs. Benedetti", "Dr. Carlisle", "Miss Delacroix", "Major Ellery"]),
        ("lots", ["carriage clock", "Delft vase", "pocket watch", "sea chest", "tapestry"]),
        ("prices", ["$400", "$650", "$900", "$1,150", "$1,400"]),
        ("towns", ["Bath", "Harrogate", "Ludlow", "Rye", "Whitby"]),
    ],
    [
        ["Mr. Ashworth", "sea chest", "$900", "Ludlow"],
        ["Mrs. Benedetti", "Delft vase", "$1,400", "Rye"],
        ["Dr. Carlisle", "carriage clock", "$400", "Whitby"],
        ["Miss Delacroix", "tapestry", "$650", "Bath"],
        ["Major Ellery", "pocket watch", "$1,150", "Harrogate"],
    ],
    [
        ("The Delft vase realised exactly $500 more than the sea chest, which went to the bidder from Ludlow.",
         lambda s: diff(s, "Delft vase", "sea chest", "prices") == 500 and s.same("sea chest", "Ludlow")),
        ("Dr. Carlisle spent less than Major Ellery, who in turn spent less than the buyer from Rye.",
         lambda s: s.n("Major Ellery", "prices") > s.n("Dr. Carlisle", "prices")
         and s.n("Major Ellery", "prices") < s.n("Rye", "prices")),
        ("Of Miss Delacroix and the purchaser of the carriage clock, one resides in Bath and the other paid the lowest price of the day.",
         lambda s: one_of_other(s, "Miss Delacroix", "carriage clock", "Bath", "$400")),
        ("The tapestry did not go for $1,150, nor was it bought by anyone from Harrogate or Whitby.",
         lambda s: not s.same("tapestry", "$1,150") and not s.same("tapestry", "Harrogate")
         and not s.same("tapestry", "Whitby")),
        ("Exactly one of Mr. Ashworth and Mrs. Benedetti spent over $1,000.",
         lambda s: count(s.n("Mr. Ashworth", "prices") > 1000, s.n("Mrs. Benedetti", "prices") > 1000) == 1),
        ("The pocket watch sold for more than the lot taken home to Whitby.",
         lambda s: s.n("pocket watch", "prices") > s.n("Whitby", "prices")),
        ("Mr. Ashworth, who had no interest in the carriage clock, paid $250 more than Miss Delacroix, who did not secure the Delft vase.",
         lambda s: not s.same("Mr. Ashworth", "carriage clock")
         and diff(s, "Mr. Ashworth", "Miss Delacroix", "prices") == 250
         and not s.same("Miss Delacroix", "Delft vase")),
    ],
)

# 3 -------------------------------------------------------------------------
puzzle(
    "u37-03-harbour-swim",
    "Harbour Mile",
    "Five club members braved the cold for the New Year harbour mile. Caps, ages and times below; work out the rest.",
    [
        ("swimmers", ["Fenella", "Gus", "Hattie", "Ivor", "Jules"]),
        ("times", ["41 minutes", "44 minutes", "47 minutes", "50 minutes", "53 minutes"]),
        ("caps", ["green", "orange", "purple", "white", "yellow"]),
        ("ages", ["23", "31", "38", "46", "59"]),
    ],
    [
        ["Fenella", "47 minutes", "orange", "38"],
        ["Gus", "53 minutes", "white", "23"],
        ["Hattie", "41 minutes", "yellow", "59"],
        ["Ivor", "50 minutes", "green", "31"],
        ["Jules", "44 minutes", "purple", "46"],
    ],
    [
        ("The oldest swimmer, in the yellow cap, finished first.",
         lambda s: s.same("yellow", "59") and is_min(s, "yellow", "times")),
        ("Gus finished 3 minutes behind the green cap, who is 8 years older than Gus.",
         lambda s: diff(s, "Gus", "green", "times") == 3 and diff(s, "green", "Gus", "ages") == 8),
        ("Fenella and Jules wore orange and purple, respectively.",
         lambda s: s.same("Fenella", "orange") and s.same("Jules", "purple")),
        ("Jules is older than Fenella and also quicker.",
         lambda s: s.n("Jules", "ages") > s.n("Fenella", "ages") and s.n("Jules", "times") < s.n("Fenella", "times")),
        ("Either Hattie wore white or Gus is the youngest, but not both.",
         lambda s: xor(s.same("Hattie", "white"), s.same("Gus", "23"))),
        ("Ivor came in after Fenella, and he is younger than Hattie.",
         lambda s: s.n("Ivor", "times") > s.n("Fenella", "times") and s.n("Ivor", "ages") < s.n("Hattie", "ages")),
    ],
)

# 4 -------------------------------------------------------------------------
puzzle(
    "u37-04-lighthouse-keepers",
    "The Keepers of the Western Lights",
    "Five worthy men, each appointed in a different year by the Board, kept five lights upon our western coasts, each for a different span of years, and each was blessed in a faithful wife. The attentive reader will, from the following particulars, determine the whole of the matter.",
    [
        ("keepers", ["Mr. Abernethy", "Mr. Blythe", "Mr. Crouch", "Mr. Dunmore", "Mr. Pengelly"]),
        ("appointed", ["1861", "1864", "1867", "1870", "1873"]),
        ("service", ["8 years", "11 years", "14 years", "17 years", "20 years"]),
        ("wives", ["Agatha", "Bridget", "Clemency", "Dorcas", "Euphemia"]),
        ("lights", ["Fastnet", "Longships", "Skerryvore", "Smalls", "Wolf Rock"]),
    ],
    [
        ["Mr. Abernethy", "1867", "8 years", "Dorcas", "Skerryvore"],
        ["Mr. Blythe", "1861", "17 years", "Clemency", "Wolf Rock"],
        ["Mr. Crouch", "1873", "11 years", "Agatha", "Fastnet"],
        ["Mr. Dunmore", "1864", "20 years", "Euphemia", "Smalls"],
        ["Mr. Pengelly", "1870", "14 years", "Bridget", "Longships"],
    ],
    [
        ("The keeper of the Smalls, whose wife was Euphemia, was appointed three years after Mr. Blythe.",
         lambda s: diff(s, "Smalls", "Mr. Blythe", "appointed") == 3 and s.same("Smalls", "Euphemia")),
        ("Neither Agatha nor Bridget was wife to the keeper at Skerryvore, and the Skerryvore man was appointed in neither 1861 nor 1873.",
         lambda s: not s.same("Agatha", "Skerryvore") and not s.same("Bridget", "Skerryvore")
         and not s.same("Skerryvore", "1861") and not s.same("Skerryvore", "1873")),
        ("Mr. Crouch, the last of the five to receive his appointment, served three years longer than the husband of Dorcas.",
         lambda s: is_max(s, "Mr. Crouch", "appointed") and diff(s, "Mr. Crouch", "Dorcas", "service") == 3),
        ("Of Mr. Pengelly and the keeper of Wolf Rock, the one served fourteen years, the other was married to Clemency.",
         lambda s: one_of_other(s, "Mr. Pengelly", "Wolf Rock", "14 years", "Clemency")),
        ("The five keepers were Mr. Dunmore, the man at Longships, the husband of Dorcas, the keeper appointed in 1861, and he who served eleven years.",
         lambda s: distinct(s, "Mr. Dunmore", "Longships", "Dorcas", "1861", "11 years")),
        ("Bridget's husband was appointed nine years after Mr. Blythe, who served seventeen years.",
         lambda s: s.same("Mr. Blythe", "17 years") and diff(s, "Bridget", "Mr. Blythe", "appointed") == 9),
        ("Of Mr. Blythe, Mr. Pengelly and the husband of Agatha, exactly one was appointed before the year 1866.",
         lambda s: count(s.n("Mr. Blythe", "appointed") < 1866, s.n("Mr. Pengelly", "appointed") < 1866,
                         s.n("Agatha", "appointed") < 1866) == 1),
    ],
)

# 5 -------------------------------------------------------------------------
puzzle(
    "u37-05-chess-club",
    "Rapidplay",
    "Five players; five openings; five ratings; five places. No ties.",
    [
        ("players", ["Okafor", "Petrov", "Quinlan", "Rasmussen", "Sato"]),
        ("openings", ["Caro-Kann", "English", "French", "Ruy Lopez", "Sicilian"]),
        ("ratings", ["1850", "1920", "1990", "2060", "2130"]),
        ("places", ["1st", "2nd", "3rd", "4th", "5th"]),
    ],
    [
        ["Okafor", "Sicilian", "1990", "2nd"],
        ["Petrov", "French", "2130", "4th"],
        ["Quinlan", "English", "1850", "1st"],
        ["Rasmussen", "Ruy Lopez", "2060", "5th"],
        ["Sato", "Caro-Kann", "1920", "3rd"],
    ],
    [
        ("Lowest-rated player won.",
         lambda s: s.same("1850", "1st")),
        ("Sato finished two places ahead of the Ruy Lopez man and is rated 140 below him.",
         lambda s: diff(s, "Ruy Lopez", "Sato", "places") == 2 and diff(s, "Ruy Lopez", "Sato", "ratings") == 140),
        ("Petrov and Okafor: French and Sicilian, in some order.",
         lambda s: one_of_other(s, "Petrov", "Okafor", "French", "Sicilian")),
        ("Runner-up: rated above Quinlan, below the French player.",
         lambda s: s.n("2nd", "ratings") > s.n("Quinlan", "ratings")
         and s.n("2nd", "ratings") < s.n("French", "ratings")),
        ("Either the Caro-Kann player came 3rd or Petrov came last.",
         lambda s: xor(s.same("Caro-Kann", "3rd"), s.same("Petrov", "5th"))),
        ("Okafor finished two places ahead of Petrov, the highest rated of the five.",
         lambda s: diff(s, "Petrov", "Okafor", "places") == 2 and is_max(s, "Petrov", "ratings")),
        ("Last place went to either Rasmussen or the English player.",
         lambda s: either_or(s, "5th", "Rasmussen", "English")),
    ],
)

# 6 -------------------------------------------------------------------------
puzzle(
    "u37-06-dog-show",
    "Best in (Backyard) Show",
    "Okay, so our neighborhood finally did the dog show we've been talking about forever, and honestly it was chaos in the best way (four dogs, four owners, four breeds, four scores). Here's what I remember!",
    [
        ("owners", ["Brenda", "Carlos", "Dottie", "Earl"]),
        ("dogs", ["Biscuit", "Pepper", "Rocket", "Waffles"]),
        ("breeds", ["beagle", "corgi", "poodle", "whippet"]),
        ("scores", ["82 points", "87 points", "91 points", "95 points"]),
    ],
    [
        ["Brenda", "Waffles", "corgi", "91 points"],
        ["Carlos", "Rocket", "poodle", "82 points"],
        ["Dottie", "Pepper", "whippet", "95 points"],
        ["Earl", "Biscuit", "beagle", "87 points"],
    ],
    [
        ("Rocket scored lower than Earl's dog.",
         lambda s: s.n("Rocket", "scores") < s.n("Earl", "scores")),
        ("So here's the thing: the corgi beat Biscuit by exactly four points.",
         lambda s: diff(s, "corgi", "Biscuit", "scores") == 4),
        ("Of Brenda's dog and Pepper, one is the corgi and the other pulled in 95 points.",
         lambda s: one_of_other(s, "Brenda", "Pepper", "corgi", "95 points")),
        ("The beagle scored five points more than Carlos's dog, but Dottie's dog got the top score of the day.",
         lambda s: diff(s, "beagle", "Carlos", "scores") == 5 and is_max(s, "Dottie", "scores")),
        ("If Rocket is the whippet, then Pepper's the beagle.",
         lambda s: implies(s.same("Rocket", "whippet"), s.same("Pepper", "beagle"))),
    ],
)

# 7 -------------------------------------------------------------------------
puzzle(
    "u37-07-train-departures",
    "Change at Crewe",
    "Five passengers were stranded on the concourse when the signals failed, each waiting on a different onward service with a ticket bought at a different fare. Our correspondent noted the following.",
    [
        ("passengers", ["Mr. Hale", "Ms. Iqbal", "Mrs. Jory", "Mr. Kemp", "Miss Lund"]),
        ("departures", ["9:05am", "9:20am", "9:35am", "9:50am", "10:05am"]),
        ("destinations", ["Carlisle", "Derby", "Exeter", "Norwich", "York"]),
        ("fares", ["$12", "$19", "$26", "$33", "$40"]),
    ],
    [
        ["Mr. Hale", "9:50am", "York", "$26"],
        ["Ms. Iqbal", "9:05am", "Exeter", "$40"],
        ["Mrs. Jory", "10:05am", "Derby", "$12"],
        ["Mr. Kemp", "9:20am", "Norwich", "$33"],
        ["Miss Lund", "9:35am", "Carlisle", "$19"],
    ],
    [
        ("The York train leaves 45 minutes after Ms. Iqbal's, and its fare is $14 less.",
         lambda s: diff(s, "York", "Ms. Iqbal", "departures") == 45 and diff(s, "Ms. Iqbal", "York", "fares") == 14),
        ("Mrs. Jory, who is bound for Derby, has the last train out and paid the cheapest fare of the five.",
         lambda s: s.same("Mrs. Jory", "Derby") and is_max(s, "Mrs. Jory", "departures")
         and is_min(s, "Mrs. Jory", "fares")),
        ("Mr. Kemp's train departs before Miss Lund's, which in turn departs before the Derby service.",
         lambda s: s.n("Mr. Kemp", "departures") < s.n("Miss Lund", "departures")
         and s.n("Miss Lund", "departures") < s.n("Derby", "departures")),
        ("The Carlisle and Norwich tickets cost $19 and $33, respectively.",
         lambda s: s.same("Carlisle", "$19") and s.same("Norwich", "$33")),
        ("Mr. Hale's train leaves after Miss Lund's, and she is not travelling to Norwich.",
         lambda s: s.n("Mr. Hale", "departures") > s.n("Miss Lund", "departures")
         and not s.same("Miss Lund", "Norwich")),
    ],
)

# 8 -------------------------------------------------------------------------
puzzle(
    "u37-08-science-fair",
    "Maple Street Science Night",
    "What a night: five young scientists from five different grades set up their projects in the gym, each one mentored by a different teacher, and the judges had their work cut out for them. Can you match everything up?",
    [
        ("students", ["Amelia", "Ben", "Chloe", "Dev", "Elena"]),
        ("grades", ["3rd", "4th", "5th", "6th", "7th"]),
        ("scores", ["72 points", "78 points", "84 points", "90 points", "96 points"]),
        ("projects", ["bridge model", "crystal garden", "solar oven", "volcano", "wind turbine"]),
        ("teachers", ["Mr. Fogg", "Ms. Garza", "Mrs. Holt", "Mr. Ito", "Ms. Jansen"]),
    ],
    [
        ["Amelia", "5th", "90 points", "solar oven", "Ms. Garza"],
        ["Ben", "3rd", "72 points", "volcano", "Mr. Ito"],
        ["Chloe", "7th", "96 points", "wind turbine", "Mrs. Holt"],
        ["Dev", "6th", "78 points", "crystal garden", "Ms. Jansen"],
        ["Elena", "4th", "84 points", "bridge model", "Mr. Fogg"],
    ],
    [
        ("Elena is one grade below Amelia and one grade above Ben.",
         lambda s: diff(s, "Amelia", "Elena", "grades") == 1 and diff(s, "Elena", "Ben", "grades") == 1),
        ("The volcano, the work of our 3rd grader, earned the lowest score of the night.",
         lambda s: s.same("volcano", "3rd") and is_min(s, "volcano", "scores")),
        ("Chloe's project scored 12 points more than the bridge model, whose builder is in Mr. Fogg's class.",
         lambda s: diff(s, "Chloe", "bridge model", "scores") == 12 and s.same("bridge model", "Mr. Fogg")),
        ("Of Dev and the 5th grader, one built the crystal garden and the other is in Ms. Garza's class.",
         lambda s: one_of_other(s, "Dev", "5th", "crystal garden", "Ms. Garza")),
        ("The wind turbine scored higher than the solar oven, which in turn scored higher than the project from Ms. Jansen's class.",
         lambda s: s.n("wind turbine", "scores") > s.n("solar oven", "scores")
         and s.n("solar oven", "scores") > s.n("Ms. Jansen", "scores")),
        ("Mr. Ito's student and Mrs. Holt's student are, in some order, the 3rd grader and the builder of the wind turbine.",
         lambda s: one_of_other(s, "Mr. Ito", "Mrs. Holt", "3rd", "wind turbine")),
        ("The five projects came from Elena, the 6th grader, the student who scored 96 points, Mr. Ito's student, and whoever built the solar oven.",
         lambda s: distinct(s, "Elena", "6th", "96 points", "Mr. Ito", "solar oven")),
    ],
)

# 9 -------------------------------------------------------------------------
puzzle(
    "u37-09-apartment-building",
    "414 West 87th",
    "Five tenants, one to a floor, in a walk-up that has seen better decades. Each keeps a different pet (the lease says nothing about iguanas) and each pays a different rent.",
    [
        ("tenants", ["Mrs. Feldman", "Mr. Gallo", "Ms. Haddad", "Mr. Ortiz", "Ms. Quinn"]),
        ("floors", ["1st", "2nd", "3rd", "4th", "5th"]),
        ("rents", ["$1,850", "$2,100", "$2,350", "$2,600", "$2,850"]),
        ("pets", ["canary", "cat", "goldfish", "iguana", "parrot"]),
    ],
    [
        ["Mrs. Feldman", "3rd", "$2,100", "parrot"],
        ["Mr. Gallo", "5th", "$2,850", "cat"],
        ["Ms. Haddad", "1st", "$2,350", "iguana"],
        ["Mr. Ortiz", "2nd", "$1,850", "goldfish"],
        ["Ms. Quinn", "4th", "$2,600", "canary"],
    ],
    [
        ("Mrs. Feldman lives directly above Mr. Ortiz, whose rent is $250 a month less than hers.",
         lambda s: diff(s, "Mrs. Feldman", "Mr. Ortiz", "floors") == 1
         and diff(s, "Mrs. Feldman", "Mr. Ortiz", "rents") == 250),
        ("The cat's owner lives on the top floor and pays the steepest rent in the building.",
         lambda s: is_max(s, "cat", "floors") and is_max(s, "cat", "rents")),
        ("Ms. Haddad pays more than Mrs. Feldman but less than the canary's owner.",
         lambda s: s.n("Ms. Haddad", "rents") > s.n("Mrs. Feldman", "rents")
         and s.n("Ms. Haddad", "rents") < s.n("canary", "rents")),
        ("The iguana and the canary live on the 1st and 4th floors, respectively.",
         lambda s: s.same("iguana", "1st") and s.same("canary", "4th")),
        ("At least two of Mrs. Feldman, Ms. Quinn and the iguana's owner live above the 2nd floor.",
         lambda s: count(s.n("Mrs. Feldman", "floors") > 2, s.n("Ms. Quinn", "floors") > 2,
                         s.n("iguana", "floors") > 2) >= 2),
        ("Neither Ms. Quinn nor Mr. Ortiz keeps the cat or the parrot.",
         lambda s: not s.same("Ms. Quinn", "cat") and not s.same("Ms. Quinn", "parrot")
         and not s.same("Mr. Ortiz", "cat") and not s.same("Mr. Ortiz", "parrot")),
    ],
)

# 10 ------------------------------------------------------------------------
puzzle(
    "u37-10-fishing-derby",
    "Catfish Days Derby",
    "Well, folks, the Lions Club derby came and went, and five of our regulars hauled something to the scales down at the bait shop. Each caught a different fish on a different bait, and no two weighed the same.",
    [
        ("anglers", ["Bud", "Clem", "Earlene", "Hank", "Rosalie"]),
        ("fish", ["bass", "catfish", "crappie", "pike", "walleye"]),
        ("weights", ["3 pounds", "5 pounds", "6 pounds", "8 pounds", "11 pounds"]),
        ("baits", ["crankbait", "jig", "minnow", "nightcrawler", "spinner"]),
    ],
    [
        ["Bud", "catfish", "11 pounds", "nightcrawler"],
        ["Clem", "crappie", "3 pounds", "jig"],
        ["Earlene", "pike", "8 pounds", "spinner"],
        ["Hank", "bass", "5 pounds", "crankbait"],
        ["Rosalie", "walleye", "6 pounds", "minnow"],
    ],
    [
        ("The catfish, which went for a nightcrawler, was the heaviest thing anybody brought in.",
         lambda s: s.same("catfish", "nightcrawler") and is_max(s, "catfish", "weights")),
        ("Earlene's fish outweighed Rosalie's by 2 pounds, and neither of them caught the crappie.",
         lambda s: diff(s, "Earlene", "Rosalie", "weights") == 2
         and not s.same("Earlene", "crappie") and not s.same("Rosalie", "crappie")),
        ("Hank didn't fish with the minnow or the jig, and his catch weighed less than the walleye.",
         lambda s: not s.same("Hank", "minnow") and not s.same("Hank", "jig")
         and s.n("Hank", "weights") < s.n("walleye", "weights")),
        ("Either Clem landed the pike or the crappie was taken on a jig.",
         lambda s: xor(s.same("Clem", "pike"), s.same("crappie", "jig"))),
        ("The fish that took the crankbait weighed 3 pounds less than the one that fell for the spinner.",
         lambda s: diff(s, "spinner", "crankbait", "weights") == 3),
        ("The 3-pounder was caught by neither Hank nor Bud.",
         lambda s: not s.same("3 pounds", "Hank") and not s.same("3 pounds", "Bud")),
        ("Exactly one of these is so: Hank caught the bass; Rosalie used the crankbait; the pike weighed 6 pounds.",
         lambda s: count(s.same("Hank", "bass"), s.same("Rosalie", "crankbait"), s.same("pike", "6 pounds")) == 1),
    ],
)

# 11 ------------------------------------------------------------------------
puzzle(
    "u37-11-orchestra-auditions",
    "Auditions for the Second Desk",
    "Four candidates, four instruments, four time slots, four set pieces; no two candidates shared any of these. Determine the schedule.",
    [
        ("candidates", ["Ingrid", "Jasper", "Lucia", "Marek"]),
        ("instruments", ["bassoon", "cello", "oboe", "viola"]),
        ("slots", ["10:00am", "11:00am", "1:00pm", "2:00pm"]),
        ("composers", ["Bach", "Brahms", "Elgar", "Mozart"]),
    ],
    [
        ["Ingrid", "oboe", "1:00pm", "Mozart"],
        ["Jasper", "cello", "10:00am", "Elgar"],
        ["Lucia", "viola", "2:00pm", "Brahms"],
        ["Marek", "bassoon", "11:00am", "Bach"],
    ],
    [
        ("The cellist, who offered the Elgar, was heard first.",
         lambda s: s.same("cello", "Elgar") and is_min(s, "cello", "slots")),
        ("Of Ingrid and Marek, one performed Bach and the other was heard at 1:00pm.",
         lambda s: one_of_other(s, "Ingrid", "Marek", "Bach", "1:00pm")),
        ("The violist was heard three hours after the bassoonist.",
         lambda s: diff(s, "viola", "bassoon", "slots") == 180),
        ("If Marek played the oboe, then Ingrid played the viola.",
         lambda s: implies(s.same("Marek", "oboe"), s.same("Ingrid", "viola"))),
        ("Lucia was heard later than the oboist, and she did not offer the Mozart.",
         lambda s: s.n("Lucia", "slots") > s.n("oboe", "slots") and not s.same("Lucia", "Mozart")),
    ],
)

# 12 ------------------------------------------------------------------------
puzzle(
    "u37-12-garden-club",
    "Giant Vegetables at the Horticultural",
    "Five members of the Horticultural Society put their pride and joy on the show bench this year, each a different vegetable, each from a different street and each with a different length of membership. Who grew what, and how long was it?",
    [
        ("growers", ["Mrs. Ashdown", "Mr. Bellamy", "Miss Coombes", "Mr. Drury", "Mrs. Everard"]),
        ("lengths", ["14 inches", "17 inches", "20 inches", "23 inches", "26 inches"]),
        ("membership", ["2 years", "5 years", "9 years", "12 years", "20 years"]),
        ("vegetables", ["cucumber", "leek", "marrow", "parsnip", "runner bean"]),
        ("streets", ["Church Lane", "Mill Road", "Orchard Close", "Station Road", "The Green"]),
    ],
    [
        ["Mrs. Ashdown", "23 inches", "12 years", "marrow", "Mill Road"],
        ["Mr. Bellamy", "17 inches", "5 years", "leek", "The Green"],
        ["Miss Coombes", "14 inches", "20 years", "cucumber", "Orchard Close"],
        ["Mr. Drury", "20 inches", "2 years", "runner bean", "Station Road"],
        ["Mrs. Everard", "26 inches", "9 years", "parsnip", "Church Lane"],
    ],
    [
        ("Miss Coombes, the club's longest-serving member, grew the shortest exhibit.",
         lambda s: is_max(s, "Miss Coombes", "membership") and is_min(s, "Miss Coombes", "lengths")),
        ("Mrs. Ashdown's entry measured 6 inches more than Mr. Bellamy's, and she has been a member 7 years longer than he has.",
         lambda s: diff(s, "Mrs. Ashdown", "Mr. Bellamy", "lengths") == 6
         and diff(s, "Mrs. Ashdown", "Mr. Bellamy", "membership") == 7),
        ("Exactly one of Mrs. Ashdown and Mr. Drury has been a member for more than ten years.",
         lambda s: count(s.n("Mrs. Ashdown", "membership") > 10, s.n("Mr. Drury", "membership") > 10) == 1),
        ("The longest exhibit, a parsnip, was grown on Church Lane.",
         lambda s: is_max(s, "parsnip", "lengths") and s.same("parsnip", "Church Lane")),
        ("The runner bean was 3 inches shorter than the marrow, whose grower lives on Mill Road.",
         lambda s: diff(s, "marrow", "runner bean", "lengths") == 3 and s.same("marrow", "Mill Road")),
        ("Of the member from The Green and the one from Station Road, one has belonged for 5 years and the other for 2.",
         lambda s: one_of_other(s, "The Green", "Station Road", "5 years", "2 years")),
        ("The five growers are Mrs. Everard, the leek grower, the member of 20 years' standing, the Station Road resident, and whoever grew the marrow.",
         lambda s: distinct(s, "Mrs. Everard", "leek", "20 years", "Station Road", "marrow")),
    ],
)
