# unseen94: twelve children's logic-grid puzzles (school and holiday stories).
# Executed by ../unseen/truth.py, which supplies State, nv, one_of_other, puzzle.

def isin(s, item, cat, group):
    """The row of item has, in category cat, one of the items in group."""
    return s.g(item, cat) in group

def nextto(s, a, b, cat):
    return abs(s.n(a, cat) - s.n(b, cat)) == 1

def either(s, a, b, x):
    """Either a or b is x (a and b are different rows, exactly one of them is x)."""
    return s.r(a) != s.r(b) and (s.same(a, x) != s.same(b, x))

def different(s, *items):
    rows = [s.r(i) for i in items]
    return len(set(rows)) == len(rows)

# ---------------------------------------------------------------- 01
P1_BOYS = ("Dan", "Eli")
P1_GIRLS = ("Amy", "Bella", "Cara")
puzzle("u94-01-sack-race", "The Sack Race",
    "Five children hopped in the sack race at the school sports day. Amy, Bella and Cara are girls, "
    "and Dan and Eli are boys. Each child wore a different colour of team shirt, and no two of them are the same age.",
    [("name", ["Amy", "Bella", "Cara", "Dan", "Eli"]),
     ("place", ["1st", "2nd", "3rd", "4th", "5th"]),
     ("shirt", ["red", "blue", "green", "yellow", "orange"]),
     ("age", ["6", "7", "8", "9", "10"])],
    [["Amy", "3rd", "green", "8"],
     ["Bella", "1st", "red", "7"],
     ["Cara", "5th", "yellow", "10"],
     ["Dan", "2nd", "blue", "9"],
     ["Eli", "4th", "orange", "6"]],
    [("Bella won the race.",
      lambda s: s.g("Bella", "place") == "1st"),
     ("The boy in the blue shirt came second.",
      lambda s: s.g("blue", "place") == "2nd" and isin(s, "blue", "name", P1_BOYS)),
     ("Eli is the youngest, and he finished right behind Amy.",
      lambda s: s.g("Eli", "age") == "6" and s.n("Eli", "place") == s.n("Amy", "place") + 1),
     ("The girl in green is one year older than Bella.",
      lambda s: isin(s, "green", "name", P1_GIRLS) and s.n("green", "age") == s.n("Bella", "age") + 1),
     ("Cara wore neither red nor orange.",
      lambda s: s.g("Cara", "shirt") not in ("red", "orange")),
     ("The 9-year-old crossed the line one place ahead of Amy.",
      lambda s: s.n("9", "place") == s.n("Amy", "place") - 1),
     ("Of Amy and the child in yellow, one is 8 and the other came last.",
      lambda s: one_of_other(s, "Amy", "yellow", "8", "5th")),
     ("The red shirt was worn by a girl.",
      lambda s: isin(s, "red", "name", P1_GIRLS)),
    ])

# ---------------------------------------------------------------- 02
P2_BOYS = ("Leo", "Sam")
P2_GIRLS = ("Nina", "Tess")
puzzle("u94-02-party-presents", "Maya's Party",
    "Four friends came to Maya's birthday party, and each one brought her a different present. "
    "Leo and Sam are boys, and Nina and Tess are girls.",
    [("guest", ["Leo", "Nina", "Sam", "Tess"]),
     ("present", ["book", "puzzle", "kite", "doll"]),
     ("arrived", ["2:00pm", "2:15pm", "2:30pm", "2:45pm"])],
    [["Leo", "kite", "2:30pm"],
     ["Nina", "book", "2:00pm"],
     ["Sam", "puzzle", "2:45pm"],
     ["Tess", "doll", "2:15pm"]],
    [("The first guest to arrive brought a book.",
      lambda s: s.same("2:00pm", "book")),
     ("The boy who brought the kite arrived before Sam did.",
      lambda s: isin(s, "kite", "guest", P2_BOYS) and s.n("kite", "arrived") < s.n("Sam", "arrived")),
     ("Nina didn't bring the doll.",
      lambda s: not s.same("Nina", "doll")),
     ("A girl brought the doll.",
      lambda s: isin(s, "doll", "guest", P2_GIRLS)),
     ("Tess arrived earlier than Leo.",
      lambda s: s.n("Tess", "arrived") < s.n("Leo", "arrived")),
    ])

# ---------------------------------------------------------------- 03
P3_GIRLS = ("Ella", "Grace", "Ivy")
P3_BOYS = ("Finn", "Hugo")
puzzle("u94-03-bake-sale", "The Bake Sale",
    "Five children each baked something for the school bake sale and chose a price for it. "
    "Ella, Grace and Ivy are girls; Finn and Hugo are boys.",
    [("baker", ["Ella", "Finn", "Grace", "Hugo", "Ivy"]),
     ("treat", ["cupcakes", "brownies", "cookies", "muffins", "banana bread"]),
     ("price", ["$1", "$2", "$3", "$4", "$5"])],
    [["Ella", "muffins", "$2"],
     ["Finn", "brownies", "$4"],
     ["Grace", "banana bread", "$5"],
     ["Hugo", "cookies", "$1"],
     ["Ivy", "cupcakes", "$3"]],
    [("The banana bread was the most expensive thing on the table.",
      lambda s: s.g("banana bread", "price") == "$5"),
     ("Hugo's cookies cost less than Ella's treat.",
      lambda s: s.same("Hugo", "cookies") and s.n("Hugo", "price") < s.n("Ella", "price")),
     ("The brownies cost $2 more than the muffins.",
      lambda s: s.n("brownies", "price") == s.n("muffins", "price") + 2),
     ("Ivy charged three dollars for her treat.",
      lambda s: s.g("Ivy", "price") == "$3"),
     ("Neither Finn nor Ivy made the muffins.",
      lambda s: not s.same("Finn", "muffins") and not s.same("Ivy", "muffins")),
     ("Grace asked more for her baking than Finn did.",
      lambda s: s.n("Grace", "price") > s.n("Finn", "price")),
    ])

# ---------------------------------------------------------------- 04
P4_BOYS = ("Jack", "Omar")
P4_GIRLS = ("Kim", "Lily")
puzzle("u94-04-lemonade-stand", "The Lemonade Stand",
    "Four friends took turns running a lemonade stand, one day each from Monday to Thursday. "
    "Each made a different kind of lemonade and sold a different number of cups. "
    "Jack and Omar are boys; Kim and Lily are girls.",
    [("name", ["Jack", "Kim", "Lily", "Omar"]),
     ("day", ["Monday", "Tuesday", "Wednesday", "Thursday"]),
     ("lemonade", ["mint", "ginger", "strawberry", "pink"]),
     ("cups", ["12", "15", "20", "24"])],
    [["Jack", "Wednesday", "mint", "20"],
     ["Kim", "Monday", "ginger", "15"],
     ["Lily", "Thursday", "strawberry", "24"],
     ["Omar", "Tuesday", "pink", "12"]],
    [("The strawberry lemonade sold the most cups.",
      lambda s: s.g("strawberry", "cups") == "24"),
     ("Kim ran the stand the day before Omar.",
      lambda s: s.n("Kim", "day") == s.n("Omar", "day") - 1),
     ("The girl who made ginger lemonade sold three more cups than Omar.",
      lambda s: isin(s, "ginger", "name", P4_GIRLS) and s.n("ginger", "cups") == s.n("Omar", "cups") + 3),
     ("Jack's day came after Omar's, but Jack didn't work on Thursday.",
      lambda s: s.n("Jack", "day") > s.n("Omar", "day") and s.g("Jack", "day") != "Thursday"),
     ("The mint lemonade was sold later in the week than the pink lemonade.",
      lambda s: s.n("mint", "day") > s.n("pink", "day")),
     ("Lily sold more cups than Jack.",
      lambda s: s.n("Lily", "cups") > s.n("Jack", "cups")),
    ])

# ---------------------------------------------------------------- 05
P5_BOYS = ("Noah", "Owen", "Pete")
P5_GIRLS = ("Quinn", "Rosa")
puzzle("u94-05-summer-camp", "Pine Lake Camp",
    "Five campers at Pine Lake Summer Camp each sleep in a different cabin and each has a different "
    "favourite activity. Noah, Owen and Pete are boys, and Quinn and Rosa are girls.",
    [("camper", ["Noah", "Owen", "Pete", "Quinn", "Rosa"]),
     ("activity", ["canoeing", "archery", "swimming", "crafts", "hiking"]),
     ("cabin", ["Bear", "Fox", "Owl", "Deer", "Wolf"]),
     ("age", ["8", "9", "10", "11", "12"])],
    [["Noah", "archery", "Owl", "10"],
     ["Owen", "hiking", "Bear", "12"],
     ["Pete", "crafts", "Deer", "8"],
     ["Quinn", "canoeing", "Fox", "11"],
     ["Rosa", "swimming", "Wolf", "9"]],
    [("The oldest camper loves hiking.",
      lambda s: s.same("12", "hiking")),
     ("Quinn, who stays in Fox cabin, is a year older than Noah.",
      lambda s: s.same("Quinn", "Fox") and s.n("Quinn", "age") == s.n("Noah", "age") + 1),
     ("The boy who likes crafts is two years younger than Noah.",
      lambda s: isin(s, "crafts", "camper", P5_BOYS) and s.n("crafts", "age") == s.n("Noah", "age") - 2),
     ("Of Noah and Rosa, one chose archery and the other sleeps in Wolf cabin.",
      lambda s: one_of_other(s, "Noah", "Rosa", "archery", "Wolf")),
     ("The camper in Wolf cabin is younger than the one who goes canoeing.",
      lambda s: s.n("Wolf", "age") < s.n("canoeing", "age")),
     ("Owen is older than Quinn.",
      lambda s: s.n("Owen", "age") > s.n("Quinn", "age")),
     ("The camper in Owl cabin is a boy, but not Owen.",
      lambda s: isin(s, "Owl", "camper", P5_BOYS) and not s.same("Owl", "Owen")),
     ("Pete doesn't sleep in Owl or Bear cabin.",
      lambda s: s.g("Pete", "cabin") not in ("Owl", "Bear")),
    ])

# ---------------------------------------------------------------- 06
P6_GIRLS = ("Sara", "Tina")
P6_BOYS = ("Umar", "Victor", "Will")
puzzle("u94-06-pet-show", "The Pet Show",
    "Five children took their pets to the village pet show, and every pet went home with a different prize. "
    "Sara and Tina are girls; Umar, Victor and Will are boys.",
    [("child", ["Sara", "Tina", "Umar", "Victor", "Will"]),
     ("pet", ["dog", "cat", "rabbit", "hamster", "parrot"]),
     ("pet's name", ["Biscuit", "Pepper", "Coco", "Ziggy", "Muffin"]),
     ("prize", ["Best in Show", "Cutest", "Best Trick", "Fluffiest", "Loudest"])],
    [["Sara", "rabbit", "Coco", "Fluffiest"],
     ["Tina", "parrot", "Ziggy", "Loudest"],
     ["Umar", "dog", "Biscuit", "Best Trick"],
     ["Victor", "cat", "Muffin", "Best in Show"],
     ["Will", "hamster", "Pepper", "Cutest"]],
    [("The parrot, of course, won Loudest.",
      lambda s: s.same("parrot", "Loudest")),
     ("Umar's dog is called Biscuit.",
      lambda s: s.same("Umar", "dog") and s.same("dog", "Biscuit")),
     ("Pepper is neither the cat nor the rabbit, and Pepper didn't win Best Trick.",
      lambda s: s.g("Pepper", "pet") not in ("cat", "rabbit") and not s.same("Pepper", "Best Trick")),
     ("Of Sara and Will, one owns the hamster and the other won Fluffiest.",
      lambda s: one_of_other(s, "Sara", "Will", "hamster", "Fluffiest")),
     ("The cat, which belongs to a boy, won Best in Show.",
      lambda s: isin(s, "cat", "child", P6_BOYS) and s.same("cat", "Best in Show")),
     ("Ziggy belongs to a girl, but not to Sara.",
      lambda s: isin(s, "Ziggy", "child", P6_GIRLS) and not s.same("Ziggy", "Sara")),
     ("Coco belongs to a girl.",
      lambda s: isin(s, "Coco", "child", P6_GIRLS)),
    ])

# ---------------------------------------------------------------- 07
P7_BOYS = ("Ben", "Carl")
P7_GIRLS = ("Dora", "Effie")
puzzle("u94-07-school-play", "The School Play",
    "Four pupils have parts in the school play, and each is wearing a different coloured costume. "
    "Ben and Carl are boys; Dora and Effie are girls.",
    [("pupil", ["Ben", "Carl", "Dora", "Effie"]),
     ("part", ["wizard", "dragon", "fairy", "tree"]),
     ("costume", ["purple", "silver", "green", "brown"])],
    [["Ben", "tree", "brown"],
     ["Carl", "dragon", "green"],
     ["Dora", "wizard", "purple"],
     ["Effie", "fairy", "silver"]],
    [("The dragon is wearing green.",
      lambda s: s.same("dragon", "green")),
     ("Dora isn't playing the fairy.",
      lambda s: not s.same("Dora", "fairy")),
     ("Dora isn't wearing silver, and she isn't wearing brown either.",
      lambda s: s.g("Dora", "costume") not in ("silver", "brown")),
     ("Ben is wearing either brown or purple.",
      lambda s: s.g("Ben", "costume") in ("brown", "purple")),
     ("The fairy and the wizard are both played by girls.",
      lambda s: isin(s, "fairy", "pupil", P7_GIRLS) and isin(s, "wizard", "pupil", P7_GIRLS)),
    ])

# ---------------------------------------------------------------- 08
P8_GIRLS = ("Fay", "Gina")
P8_BOYS = ("Hal", "Ivan")
puzzle("u94-08-reading-week", "Reading Week",
    "During reading week, four children each read a different book and finished it on a different day "
    "from Monday to Thursday. Fay and Gina are girls, and Hal and Ivan are boys.",
    [("child", ["Fay", "Gina", "Hal", "Ivan"]),
     ("book", ["Pirate Pete", "Moon Mouse", "The Snow Fox", "Dino Dig"]),
     ("pages", ["80 pages", "120 pages", "150 pages", "200 pages"]),
     ("day", ["Monday", "Tuesday", "Wednesday", "Thursday"])],
    [["Fay", "Moon Mouse", "150 pages", "Thursday"],
     ["Gina", "Pirate Pete", "80 pages", "Tuesday"],
     ["Hal", "Dino Dig", "200 pages", "Wednesday"],
     ["Ivan", "The Snow Fox", "120 pages", "Monday"]],
    [("The longest book was finished on Wednesday.",
      lambda s: s.same("200 pages", "Wednesday")),
     ("Gina's book is 40 pages shorter than The Snow Fox.",
      lambda s: s.n("Gina", "pages") == s.n("The Snow Fox", "pages") - 40),
     ("Fay didn't read Pirate Pete or The Snow Fox.",
      lambda s: s.g("Fay", "book") not in ("Pirate Pete", "The Snow Fox")),
     ("The boy who read Dino Dig finished it the day after Gina finished hers.",
      lambda s: isin(s, "Dino Dig", "child", P8_BOYS) and s.n("Dino Dig", "day") == s.n("Gina", "day") + 1),
     ("Fay was the last to finish her book, while Ivan finished his two days before Hal finished his.",
      lambda s: s.g("Fay", "day") == "Thursday" and s.n("Ivan", "day") == s.n("Hal", "day") - 2),
    ])

# ---------------------------------------------------------------- 09
P9_GIRLS = ("Jade", "Kira", "Lola")
P9_BOYS = ("Milo", "Ned")
puzzle("u94-09-zoo-lunch", "Lunch at the Zoo",
    "On the class trip to the zoo, five friends each packed a different sandwich and a different piece of fruit. "
    "Jade, Kira and Lola are girls; Milo and Ned are boys.",
    [("friend", ["Jade", "Kira", "Lola", "Milo", "Ned"]),
     ("sandwich", ["cheese", "ham", "egg", "tuna", "jam"]),
     ("fruit", ["apple", "banana", "pear", "orange", "grapes"])],
    [["Jade", "egg", "grapes"],
     ["Kira", "jam", "apple"],
     ["Lola", "tuna", "banana"],
     ["Milo", "cheese", "orange"],
     ["Ned", "ham", "pear"]],
    [("The boy who packed a pear had ham in his sandwich.",
      lambda s: isin(s, "pear", "friend", P9_BOYS) and s.same("pear", "ham")),
     ("Jade, the child with the cheese sandwich and the one who brought a banana are three different people.",
      lambda s: different(s, "Jade", "cheese", "banana")),
     ("Lola brought either a banana or an orange.",
      lambda s: s.g("Lola", "fruit") in ("banana", "orange")),
     ("Milo didn't pack the egg sandwich; Ned didn't have cheese.",
      lambda s: not s.same("Milo", "egg") and not s.same("Ned", "cheese")),
     ("Jade didn't bring an orange.",
      lambda s: not s.same("Jade", "orange")),
     ("The tuna sandwich was packed by a girl, and so was the apple.",
      lambda s: isin(s, "tuna", "friend", P9_GIRLS) and isin(s, "apple", "friend", P9_GIRLS)),
     ("Jade had neither tuna nor jam.",
      lambda s: s.g("Jade", "sandwich") not in ("tuna", "jam")),
     ("The child with the apple had jam.",
      lambda s: s.same("apple", "jam")),
    ])

# ---------------------------------------------------------------- 10
P10_GIRLS = ("Pia", "Rita", "Suzy")
P10_BOYS = ("Theo", "Uri")
puzzle("u94-10-front-row", "The Front Row",
    "Five pupils sit in a row at the front of the class, in seats numbered 1 to 5 from left to right. "
    "Each has a different favourite subject and a different colour of pencil case. "
    "Pia, Rita and Suzy are girls; Theo and Uri are boys.",
    [("pupil", ["Pia", "Rita", "Suzy", "Theo", "Uri"]),
     ("seat", ["1", "2", "3", "4", "5"]),
     ("pencil case", ["red", "blue", "green", "yellow", "purple"]),
     ("subject", ["maths", "art", "music", "science", "reading"])],
    [["Pia", "4", "green", "art"],
     ["Rita", "1", "blue", "maths"],
     ["Suzy", "3", "red", "music"],
     ["Theo", "5", "yellow", "science"],
     ["Uri", "2", "purple", "reading"]],
    [("The girl who loves maths sits at one end of the row.",
      lambda s: isin(s, "maths", "pupil", P10_GIRLS) and s.g("maths", "seat") in ("1", "5")),
     ("The pupil with the red pencil case sits right in the middle.",
      lambda s: s.g("red", "seat") == "3"),
     ("Uri sits immediately to the left of the music lover.",
      lambda s: s.n("Uri", "seat") == s.n("music", "seat") - 1),
     ("Theo, who has the yellow pencil case, likes science best.",
      lambda s: s.same("Theo", "yellow") and s.same("Theo", "science")),
     ("Theo sits at the right-hand end of the row, next to Pia.",
      lambda s: s.g("Theo", "seat") == "5" and nextto(s, "Theo", "Pia", "seat")),
     ("Pia's pencil case is green.",
      lambda s: s.same("Pia", "green")),
     ("Rita sits further left than Suzy.",
      lambda s: s.n("Rita", "seat") < s.n("Suzy", "seat")),
     ("Neither Suzy nor Uri likes art.",
      lambda s: not s.same("Suzy", "art") and not s.same("Uri", "art")),
     ("The blue pencil case is somewhere to the left of the purple one.",
      lambda s: s.n("blue", "seat") < s.n("purple", "seat")),
    ])

# ---------------------------------------------------------------- 11
P11_GIRLS = ("Anna", "Beth")
P11_BOYS = ("Carlos", "Dev")
puzzle("u94-11-snowmen", "Snowmen in the Park",
    "Four children each built a snowman in the park, and each snowman wore a different hat. "
    "They all started building at the same moment, and each child took a different time. "
    "Anna and Beth are girls; Carlos and Dev are boys.",
    [("child", ["Anna", "Beth", "Carlos", "Dev"]),
     ("hat", ["top hat", "beanie", "cap", "bucket"]),
     ("time", ["20 minutes", "30 minutes", "40 minutes", "50 minutes"])],
    [["Anna", "beanie", "40 minutes"],
     ["Beth", "top hat", "20 minutes"],
     ["Carlos", "cap", "50 minutes"],
     ["Dev", "bucket", "30 minutes"]],
    [("Carlos took ten minutes longer than Anna.",
      lambda s: s.n("Carlos", "time") == s.n("Anna", "time") + 10),
     ("Beth finished her snowman before Dev finished his.",
      lambda s: s.n("Beth", "time") < s.n("Dev", "time")),
     ("The snowman in the top hat was finished fastest.",
      lambda s: s.g("top hat", "time") == "20 minutes"),
     ("Carlos didn't give his snowman the bucket or the beanie.",
      lambda s: s.g("Carlos", "hat") not in ("bucket", "beanie")),
     ("Anna's snowman wore neither the bucket nor the top hat.",
      lambda s: s.g("Anna", "hat") not in ("bucket", "top hat")),
     ("The snowman with the beanie took 40 minutes to build.",
      lambda s: s.g("beanie", "time") == "40 minutes"),
    ])

# ---------------------------------------------------------------- 12
P12_GIRLS = ("Abby", "Dina", "Fiona")
P12_BOYS = ("Cody", "Evan")
puzzle("u94-12-kite-day", "Kite Day",
    "Five children flew kites on the school field. Each kite had a different shape and a different colour, "
    "and each was on a different length of string. Abby, Dina and Fiona are girls; Cody and Evan are boys.",
    [("child", ["Abby", "Cody", "Dina", "Evan", "Fiona"]),
     ("shape", ["dragon", "diamond", "box", "bird", "fish"]),
     ("colour", ["orange", "red", "green", "pink", "blue"]),
     ("string", ["30 feet", "40 feet", "50 feet", "60 feet", "70 feet"])],
    [["Abby", "bird", "orange", "50 feet"],
     ["Cody", "box", "red", "70 feet"],
     ["Dina", "fish", "green", "30 feet"],
     ["Evan", "diamond", "pink", "40 feet"],
     ["Fiona", "dragon", "blue", "60 feet"]],
    [("The longest string was tied to the box kite.",
      lambda s: s.same("70 feet", "box")),
     ("Fiona's kite had 10 feet more string than Abby's.",
      lambda s: s.n("Fiona", "string") == s.n("Abby", "string") + 10),
     ("The pink kite is shaped like a diamond, and it belongs to a boy.",
      lambda s: s.same("pink", "diamond") and isin(s, "pink", "child", P12_BOYS)),
     ("Dina's kite, which isn't blue, had less string than Evan's.",
      lambda s: not s.same("Dina", "blue") and s.n("Dina", "string") < s.n("Evan", "string")),
     ("The bird kite's string is 20 feet longer than the fish kite's.",
      lambda s: s.n("bird", "string") == s.n("fish", "string") + 20),
     ("Of Cody and the child with the green kite, one has the box kite and the other has the fish kite.",
      lambda s: one_of_other(s, "Cody", "green", "box", "fish")),
     ("Evan used less string than Abby.",
      lambda s: s.n("Evan", "string") < s.n("Abby", "string")),
     ("The red kite isn't the dragon.",
      lambda s: not s.same("red", "dragon")),
     ("Abby's kite is orange or green.",
      lambda s: s.g("Abby", "colour") in ("orange", "green")),
    ])
