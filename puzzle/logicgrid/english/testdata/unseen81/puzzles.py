# Blind test set unseen81: family and relationship logic grids.
# Each clue: (English sentence, predicate). Executed by truth.py, which
# supplies State, nv, one_of_other, puzzle().

# ---- helpers (written for this set) ----
def num(s, item, cat):
    """The number of the category `cat` item in item's row."""
    return s.n(item, cat)

def is_in(s, item, items):
    """item's row holds one of `items` (all of one category)."""
    return any(s.same(item, x) for x in items)

def diff(s, a, b, cat):
    """num(a) - num(b) in category cat."""
    return s.n(a, cat) - s.n(b, cat)

def distinct(s, *xs):
    """xs are all in different rows."""
    rs = [s.r(x) for x in xs]
    return len(set(rs)) == len(rs)

# ---------------------------------------------------------------- 01
FEM01 = ["sister", "niece"]
puzzle("u81-01-family-reunion", "Pearl's Family Reunion",
  "Four of Pearl's relatives came to her family reunion last summer. Each is a different relation of Pearl's, each travelled from a different town, and each brought a different gift.",
  [("relative", ["Robin", "Sam", "Jo", "Chris"]),
   ("relation", ["brother", "sister", "nephew", "niece"]),
   ("hometown", ["Leeds", "York", "Bath", "Hull"]),
   ("gift", ["flowers", "cake", "wine", "photo album"])],
  [["Robin", "niece", "York", "flowers"],
   ["Sam", "brother", "Hull", "wine"],
   ["Jo", "sister", "Leeds", "photo album"],
   ["Chris", "nephew", "Bath", "cake"]],
  [
   ("Pearl's nephew didn't bring the wine.",
    lambda s: not s.same("nephew", "wine")),
   ("Jo came up from Leeds, though her gift wasn't the cake.",
    lambda s: s.same("Jo", "Leeds") and not s.same("Jo", "cake") and is_in(s, "Jo", FEM01)),
   ("The woman from York brought the flowers.",
    lambda s: s.same("York", "flowers") and is_in(s, "York", FEM01)),
   ("Neither Sam nor the relative from Bath brought the photo album.",
    lambda s: not s.same("Sam", "photo album") and not s.same("Bath", "photo album") and not s.same("Sam", "Bath")),
   ("Of Robin and Pearl's brother, one brought the flowers and the other lives in Hull.",
    lambda s: one_of_other(s, "Robin", "brother", "flowers", "Hull")),
   ("The photo album was a present from Pearl's sister.",
    lambda s: s.same("photo album", "sister")),
  ])

# ---------------------------------------------------------------- 02
puzzle("u81-02-golden-couples", "Anniversary Dinner",
  "Four married couples shared a table at the church anniversary dinner. Each husband is married to a different wife, each couple has a different surname, and each couple has been married a different number of years.",
  [("husband", ["Bill", "Frank", "George", "Harold"]),
   ("wife", ["Ada", "Beryl", "Connie", "Doris"]),
   ("surname", ["Hart", "Lowe", "Marsh", "Pike"]),
   ("married", ["25 years", "30 years", "40 years", "50 years"])],
  [["Bill", "Doris", "Marsh", "40 years"],
   ["Frank", "Ada", "Hart", "25 years"],
   ["George", "Connie", "Pike", "50 years"],
   ["Harold", "Beryl", "Lowe", "30 years"]],
  [
   ("Mrs Pike's husband is either George or Harold.",
    lambda s: s.same("Pike", "George") or s.same("Pike", "Harold")),
   ("Beryl and her husband have been married exactly five years longer than the Harts.",
    lambda s: s.n("Beryl", "married") == s.n("Hart", "married") + 5),
   ("The couple who have been married for 50 years are not the Marshes.",
    lambda s: not s.same("50 years", "Marsh")),
   ("Doris has been married ten years longer than Mrs Lowe.",
    lambda s: s.n("Doris", "married") == s.n("Lowe", "married") + 10),
   ("Connie is not Mrs Hart.",
    lambda s: not s.same("Connie", "Hart")),
   ("Ada's husband is neither Bill nor Harold.",
    lambda s: not s.same("Ada", "Harold") and not s.same("Ada", "Bill")),
   ("Harold and his wife haven't been married as long as the Marshes.",
    lambda s: s.n("Harold", "married") < s.n("Marsh", "married")),
  ])

# ---------------------------------------------------------------- 03
# Sexes are told in the clues: Sam (clue "she"), Robin ("granddaughter"),
# Jo ("her"), Chris ("his"); Alex is then the second boy.
GIRLS03 = ["Sam", "Jo", "Robin"]
BOYS03 = ["Alex", "Chris"]
puzzle("u81-03-grandma-visits", "Visiting Grandma Iris",
  "Grandma Iris has five grandchildren, three girls and two boys. Last week each of them visited her on a different weekday, Monday to Friday, and each brought her a different present. The grandchildren are all different ages.",
  [("grandchild", ["Alex", "Sam", "Jo", "Chris", "Robin"]),
   ("day", ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"]),
   ("age", ["8", "10", "11", "13", "15"]),
   ("present", ["flowers", "chocolates", "scarf", "book", "jigsaw"])],
  [["Alex", "Wednesday", "13", "jigsaw"],
   ["Sam", "Monday", "8", "scarf"],
   ["Jo", "Friday", "15", "flowers"],
   ["Chris", "Tuesday", "10", "book"],
   ["Robin", "Thursday", "11", "chocolates"]],
  [
   ("The eldest grandchild is a girl, and she brought the flowers.",
    lambda s: is_in(s, "15", GIRLS03) and s.same("15", "flowers")),
   ("Sam came on Monday; she isn't the one who brought the book.",
    lambda s: s.same("Sam", "Monday") and not s.same("Sam", "book")),
   ("Robin, who is a granddaughter, visited the day after Alex.",
    lambda s: s.n("Robin", "day") == s.n("Alex", "day") + 1),
   ("Chris is two years older than the grandchild who gave Iris the scarf, but he is younger than Robin.",
    lambda s: s.n("Chris", "age") == s.n("scarf", "age") + 2 and s.n("Chris", "age") < s.n("Robin", "age")),
   ("The boy who came on Wednesday brought a jigsaw.",
    lambda s: is_in(s, "Wednesday", BOYS03) and s.same("Wednesday", "jigsaw")),
   ("The chocolates were a gift from a granddaughter who is older than Chris.",
    lambda s: is_in(s, "chocolates", GIRLS03) and s.n("chocolates", "age") > s.n("Chris", "age")),
   ("Jo came later in the week than Chris, and her present wasn't the scarf.",
    lambda s: s.n("Jo", "day") > s.n("Chris", "day") and not s.same("Jo", "scarf")),
   ("Alex is older than Robin.",
    lambda s: s.n("Alex", "age") > s.n("Robin", "age")),
  ])

# ---------------------------------------------------------------- 04
# The children's names are used by both sexes; their sexes are told by the
# kin words and pronouns of the clues (two boys, two girls).
BOYS04 = ["Riley", "Jamie"]
GIRLS04 = ["Casey", "Morgan"]
puzzle("u81-04-mothers-and-children", "After-School Clubs",
  "Four mothers wait at the school gate every Thursday. Each has one child at the school, two boys and two girls, all of different ages, and each child goes to a different after-school club.",
  [("mother", ["Anna", "Beth", "Carol", "Diane"]),
   ("child", ["Jamie", "Casey", "Morgan", "Riley"]),
   ("age", ["3 years", "5 years", "6 years", "8 years"]),
   ("club", ["swimming", "ballet", "judo", "piano"])],
  [["Anna", "Riley", "6 years", "judo"],
   ["Beth", "Casey", "3 years", "ballet"],
   ["Carol", "Jamie", "8 years", "piano"],
   ["Diane", "Morgan", "5 years", "swimming"]],
  [
   ("Anna's son is older than Beth's daughter.",
    lambda s: is_in(s, "Anna", BOYS04) and is_in(s, "Beth", GIRLS04)
              and s.n("Anna", "age") > s.n("Beth", "age")),
   ("The child who does judo is exactly a year older than the swimmer.",
    lambda s: s.n("judo", "age") == s.n("swimming", "age") + 1),
   ("Carol's son is the eldest of the four children.",
    lambda s: is_in(s, "Carol", BOYS04) and s.same("Carol", "8 years")),
   ("Neither Morgan nor the 6-year-old goes to ballet.",
    lambda s: not s.same("Morgan", "ballet") and not s.same("6 years", "ballet") and not s.same("Morgan", "6 years")),
   ("Jamie and Riley are the two boys; Jamie, who plays the piano, is the older of them.",
    lambda s: s.n("Jamie", "age") > s.n("Riley", "age") and s.same("Jamie", "piano")),
   ("Diane's child is a girl, older than Casey.",
    lambda s: is_in(s, "Diane", GIRLS04) and s.n("Diane", "age") > s.n("Casey", "age")),
  ])

# ---------------------------------------------------------------- 05
# Sex comes from the relation (twin brother, elder brother: men; twin
# sister, younger sister: women); the cousin's sex from a pronoun: Jordan
# is told to be a woman (clue "she").
MEN05 = ["twin brother", "elder brother"]
WOMEN05 = ["twin sister", "younger sister"]
def man05(s, x):
    return is_in(s, x, MEN05)
puzzle("u81-05-wedding-party", "Emma's Wedding",
  "Five of Emma's relatives helped out at her wedding. They are her twin brother and twin sister, her elder brother, her younger sister and her cousin. Each arrived at the church at a different time and each had a different job on the day.",
  [("relative", ["Jordan", "Taylor", "Lee", "Frankie", "Ashley"]),
   ("relation", ["twin brother", "twin sister", "elder brother", "younger sister", "cousin"]),
   ("job", ["usher", "reading", "speech", "photos", "cake"]),
   ("arrival", ["1:00pm", "1:15pm", "1:30pm", "1:45pm", "2:00pm"])],
  [["Jordan", "cousin", "photos", "1:30pm"],
   ["Taylor", "twin brother", "speech", "2:00pm"],
   ["Lee", "elder brother", "usher", "1:00pm"],
   ["Frankie", "younger sister", "cake", "1:45pm"],
   ["Ashley", "twin sister", "reading", "1:15pm"]],
  [
   ("Neither twin took the photos, and neither of them was an usher.",
    lambda s: not s.same("twin brother", "photos") and not s.same("twin sister", "photos")
              and not s.same("twin brother", "usher") and not s.same("twin sister", "usher")),
   ("The speech was given by a man, who got to the church some time after Emma's elder brother.",
    lambda s: man05(s, "speech") and s.n("elder brother", "arrival") < s.n("speech", "arrival")),
   ("Ashley is one of the twins; she arrived a quarter of an hour after Lee.",
    lambda s: s.same("Ashley", "twin sister") and s.n("Ashley", "arrival") == s.n("Lee", "arrival") + 15),
   ("Jordan didn't do the reading; she arrived later than Ashley.",
    lambda s: not man05(s, "Jordan") and s.n("Jordan", "arrival") > s.n("Ashley", "arrival") and not s.same("Jordan", "reading")),
   ("The cake was made either by Frankie or by the man who arrived at 2:00pm.",
    lambda s: s.same("cake", "Frankie") or (s.same("cake", "2:00pm") and man05(s, "2:00pm"))),
   ("Emma's cousin turned up 15 minutes before Emma's younger sister.",
    lambda s: s.n("cousin", "arrival") + 15 == s.n("younger sister", "arrival")),
   ("Lee wasn't the one behind the camera.",
    lambda s: not s.same("Lee", "photos")),
   ("Frankie, one of Emma's sisters, was already at the church when Taylor arrived.",
    lambda s: is_in(s, "Frankie", WOMEN05) and s.n("Frankie", "arrival") < s.n("Taylor", "arrival")),
  ])

# ---------------------------------------------------------------- 06
# Grandparents' sexes are told in the clues (Robin, Jo, Leslie are
# grandmothers; Sam and Chris grandfathers); the grandchildren's sexes are
# the usual ones of their names and are also told by the kin words.
GMA06 = ["Robin", "Jo", "Leslie"]
GPA06 = ["Sam", "Chris"]
GIRLS06 = ["Poppy", "Ruby", "Ivy"]
BOYS06 = ["Oscar", "Harry"]
puzzle("u81-06-grandparents-day", "Grandparents' Day",
  "On Grandparents' Day five grandparents, three grandmothers and two grandfathers, each spent the afternoon with a different grandchild doing a different activity. The grandchildren, all of different ages, are the granddaughters Poppy, Ruby and Ivy and the grandsons Oscar and Harry.",
  [("grandparent", ["Robin", "Sam", "Chris", "Jo", "Leslie"]),
   ("grandchild", ["Poppy", "Ruby", "Ivy", "Oscar", "Harry"]),
   ("age", ["5", "6", "7", "8", "9"]),
   ("activity", ["baking", "kite flying", "fishing", "painting", "chess"])],
  [["Robin", "Oscar", "7", "fishing"],
   ["Sam", "Ivy", "5", "painting"],
   ["Chris", "Harry", "9", "chess"],
   ["Jo", "Poppy", "8", "kite flying"],
   ["Leslie", "Ruby", "6", "baking"]],
  [
   ("Robin, who is a grandmother, took her grandson fishing.",
    lambda s: s.same("Robin", "fishing") and is_in(s, "Robin", BOYS06)),
   ("Chris and his grandson played chess; the boy is two years older than Oscar.",
    lambda s: s.same("Chris", "chess") and is_in(s, "Chris", BOYS06) and s.n("Chris", "age") == s.n("Oscar", "age") + 2),
   ("Ruby is a year older than Sam's granddaughter.",
    lambda s: s.n("Ruby", "age") == s.n("Sam", "age") + 1),
   ("The kite flyers were a grandmother and her 8-year-old granddaughter.",
    lambda s: is_in(s, "kite flying", GMA06) and is_in(s, "kite flying", GIRLS06) and s.same("kite flying", "8")),
   ("Jo is the grandmother of neither Ivy nor Ruby.",
    lambda s: not s.same("Jo", "Ivy") and not s.same("Jo", "Ruby")),
   ("Leslie, another grandmother, didn't do any painting.",
    lambda s: not s.same("Leslie", "painting")),
  ])

# ---------------------------------------------------------------- 07
# The family: Ted's son; Ted's daughter and her husband (the son-in-law);
# their two children, a grandson and a granddaughter. Kin words are read
# off this tree: the daughter's brother is the son, the granddaughter's
# brother is the grandson, the grandchildren's mother is the daughter, etc.
BROTHER07 = {"daughter": "son", "granddaughter": "grandson"}
SISTER07 = {"son": "daughter", "grandson": "granddaughter"}
HUSBAND07 = {"daughter": "son-in-law"}
MOTHER07 = {"grandson": "daughter", "granddaughter": "daughter"}
def kin07(s, x, table):
    """The relation item of x's kin by `table`, or None when x has none."""
    rel = s.g(x, "relation")
    return table.get(rel)
puzzle("u81-07-grandad-teds-birthday", "Grandad Ted's Birthday",
  "Five of Ted's family came to his 80th birthday lunch: his son, his daughter, his daughter's husband, and their two children, a boy and a girl. Each is a different age and each gave Ted a different present.",
  [("guest", ["Sue", "Alex", "Jo", "Chris", "Sam"]),
   ("relation", ["son", "daughter", "son-in-law", "grandson", "granddaughter"]),
   ("age", ["12", "16", "41", "44", "47"]),
   ("present", ["whisky", "socks", "book", "cake", "plant"])],
  [["Sue", "daughter", "44", "cake"],
   ["Alex", "grandson", "16", "socks"],
   ["Jo", "granddaughter", "12", "plant"],
   ["Chris", "son-in-law", "47", "whisky"],
   ["Sam", "son", "41", "book"]],
  [
   ("Sue's brother is younger than her husband.",
    lambda s: kin07(s, "Sue", BROTHER07) is not None and kin07(s, "Sue", HUSBAND07) is not None
              and s.n(kin07(s, "Sue", BROTHER07), "age") < s.n(kin07(s, "Sue", HUSBAND07), "age")),
   ("Jo is four years younger than her brother.",
    lambda s: kin07(s, "Jo", BROTHER07) is not None and s.n(kin07(s, "Jo", BROTHER07), "age") == s.n("Jo", "age") + 4),
   ("The children's uncle gave Ted a book.",
    lambda s: s.same("son", "book")),
   ("Chris is three years older than Sue.",
    lambda s: s.n("Chris", "age") == s.n("Sue", "age") + 3),
   ("The whisky came from the eldest of the five.",
    lambda s: s.same("whisky", "47")),
   ("Alex's mother brought the cake.",
    lambda s: kin07(s, "Alex", MOTHER07) is not None and s.same(kin07(s, "Alex", MOTHER07), "cake")),
   ("The socks were a present from Ted's grandson.",
    lambda s: s.same("socks", "grandson")),
   ("Sam is not Ted's son-in-law.",
    lambda s: not s.same("Sam", "son-in-law")),
  ])

# ---------------------------------------------------------------- 08
TWINS08 = ["Kim", "Lee"]
puzzle("u81-08-marsh-siblings", "The Marsh Siblings",
  "The five Marsh siblings, who include the twins Kim and Lee, have all left home. Each is a different height, each plays a different sport, and each now lives in a different city.",
  [("sibling", ["Kim", "Lee", "Dana", "Pat", "Morgan"]),
   ("height", ["5'4\"", "5'6\"", "5'9\"", "5'11\"", "6'2\""]),
   ("sport", ["tennis", "golf", "rowing", "squash", "cycling"]),
   ("city", ["Bristol", "Cardiff", "Exeter", "Norwich", "Oxford"])],
  [["Kim", "5'6\"", "golf", "Norwich"],
   ["Lee", "6'2\"", "rowing", "Bristol"],
   ["Dana", "5'4\"", "tennis", "Oxford"],
   ["Pat", "5'11\"", "cycling", "Exeter"],
   ["Morgan", "5'9\"", "squash", "Cardiff"]],
  [
   ("Neither twin plays tennis or squash.",
    lambda s: all(not s.same(t, "tennis") and not s.same(t, "squash") for t in TWINS08)),
   ("The tallest of the five lives in Bristol.",
    lambda s: s.same("6'2\"", "Bristol")),
   ("Dana is 2 inches shorter than Kim.",
    lambda s: s.n("Dana", "height") == s.n("Kim", "height") - 2),
   ("Of Pat and the sibling who lives in Cardiff, one is a keen cyclist and the other is 5'9\".",
    lambda s: one_of_other(s, "Pat", "Cardiff", "cycling", "5'9\"")),
   ("Pat is somewhat taller than Morgan, who is taller than Dana.",
    lambda s: s.n("Pat", "height") > s.n("Morgan", "height") > s.n("Dana", "height")),
   ("The rower is taller than the cyclist.",
    lambda s: s.n("rowing", "height") > s.n("cycling", "height")),
   ("Kim lives in either Norwich or Cardiff.",
    lambda s: s.same("Kim", "Norwich") or s.same("Kim", "Cardiff")),
   ("Whoever lives in Oxford plays tennis.",
    lambda s: s.same("Oxford", "tennis")),
  ])

# ---------------------------------------------------------------- 09
puzzle("u81-09-new-houses", "Moving In on Orchard Close",
  "Four married couples have just bought the four new houses on Orchard Close. Each couple has a different surname and each paid a different price for their house.",
  [("husband", ["Dennis", "Ernest", "Leonard", "Walter"]),
   ("wife", ["Grace", "Hilda", "Irene", "June"]),
   ("surname", ["Kemp", "Nash", "Ford", "Beale"]),
   ("price", ["$180,000", "$195,000", "$210,000", "$225,000"])],
  [["Dennis", "Grace", "Kemp", "$210,000"],
   ["Ernest", "Hilda", "Nash", "$180,000"],
   ["Leonard", "Irene", "Ford", "$225,000"],
   ["Walter", "June", "Beale", "$195,000"]],
  [
   ("Mrs Kemp's husband isn't Walter, and the Kemps paid $30,000 more than Hilda and her husband did.",
    lambda s: not s.same("Kemp", "Walter") and s.n("Kemp", "price") == s.n("Hilda", "price") + 30000),
   ("Leonard and his wife paid more than any other couple.",
    lambda s: s.same("Leonard", "$225,000")),
   ("June isn't married to Ernest or to Leonard.",
    lambda s: not s.same("June", "Ernest") and not s.same("June", "Leonard")),
   ("Irene's married name is either Ford or Nash.",
    lambda s: s.same("Irene", "Ford") or s.same("Irene", "Nash")),
   ("Dennis's wife is neither June nor Hilda.",
    lambda s: not s.same("Dennis", "June") and not s.same("Dennis", "Hilda")),
   ("Dennis and his wife paid $15,000 more than the Beales.",
    lambda s: s.n("Dennis", "price") == s.n("Beale", "price") + 15000),
   ("Mr Nash and his wife bought the cheapest house.",
    lambda s: s.same("Nash", "$180,000")),
   ("Either Walter or Dennis is Mr Beale.",
    lambda s: s.same("Beale", "Walter") or s.same("Beale", "Dennis")),
  ])

# ---------------------------------------------------------------- 10
# The children's names are used by both sexes; nephew/niece and the
# pronouns tell which is which (two nephews, two nieces).
NEPHEWS10 = ["Charlie", "Rowan"]
NIECES10 = ["Billie", "Eden"]
puzzle("u81-10-aunts-birthday-presents", "Four Aunts",
  "Four aunts each buy a birthday present every year for a favourite nephew or niece. There are two nephews and two nieces, each child has a birthday in a different month, and this year each aunt spent a different amount.",
  [("aunt", ["Aunt Mabel", "Aunt Vera", "Aunt Olive", "Aunt Rose"]),
   ("child", ["Charlie", "Billie", "Rowan", "Eden"]),
   ("birthday", ["March", "May", "August", "November"]),
   ("spent", ["$15", "$20", "$25", "$40"])],
  [["Aunt Mabel", "Eden", "May", "$25"],
   ["Aunt Vera", "Charlie", "November", "$40"],
   ["Aunt Olive", "Billie", "March", "$15"],
   ["Aunt Rose", "Rowan", "August", "$20"]],
  [
   ("Aunt Vera spent more than the aunt whose niece was born in May.",
    lambda s: is_in(s, "May", NIECES10) and s.n("Aunt Vera", "spent") > s.n("May", "spent")),
   ("Billie, a niece of either Olive or Vera, got a cheaper present than Eden did.",
    lambda s: s.n("Billie", "spent") < s.n("Eden", "spent") and (s.same("Billie", "Aunt Olive") or s.same("Billie", "Aunt Vera"))),
   ("Aunt Rose's present was for her nephew; she spent less than Aunt Mabel.",
    lambda s: is_in(s, "Aunt Rose", NEPHEWS10) and s.n("Aunt Rose", "spent") < s.n("Aunt Mabel", "spent")),
   ("The cheapest present was for the child born in March.",
    lambda s: s.same("$15", "March")),
   ("Charlie's present cost twice as much as the one Aunt Rose bought.",
    lambda s: s.n("Charlie", "spent") == 2 * s.n("Aunt Rose", "spent")),
   ("Rowan's birthday comes later in the year than Eden's, but earlier than Charlie's.",
    lambda s: s.n("Eden", "birthday") < s.n("Rowan", "birthday") < s.n("Charlie", "birthday")),
  ])

# ---------------------------------------------------------------- 11
# Family: Betty's son and his wife (the daughter-in-law), their two
# children (grandson, granddaughter), and Betty's nephew. Men: son,
# grandson, nephew; women: daughter-in-law, granddaughter.
MEN11 = ["son", "grandson", "nephew"]
WOMEN11 = ["daughter-in-law", "granddaughter"]
MOTHER11 = {"grandson": "daughter-in-law", "granddaughter": "daughter-in-law"}
FATHER11 = {"grandson": "son", "granddaughter": "son"}
def kin11(s, x, table):
    return table.get(s.g(x, "relation"))
puzzle("u81-11-family-fun-run", "The Family Fun Run",
  "Five of Betty's family ran the village fun run for her favourite charity: her son, his wife, their son and daughter, and Betty's nephew. They finished in five different places, 1st to 5th, among the family, and each wore a different coloured T-shirt.",
  [("runner", ["Toni", "Drew", "Jesse", "Kerry", "Lou"]),
   ("relation", ["son", "daughter-in-law", "grandson", "granddaughter", "nephew"]),
   ("place", ["1st", "2nd", "3rd", "4th", "5th"]),
   ("shirt", ["red", "green", "yellow", "blue", "white"])],
  [["Toni", "daughter-in-law", "2nd", "red"],
   ["Drew", "nephew", "4th", "green"],
   ["Jesse", "grandson", "1st", "yellow"],
   ["Kerry", "granddaughter", "5th", "blue"],
   ["Lou", "son", "3rd", "white"]],
  [
   ("Betty's grandson finished two places ahead of his father.",
    lambda s: s.n("grandson", "place") + 2 == s.n("son", "place")),
   ("Kerry came in behind her mother.",
    lambda s: kin11(s, "Kerry", MOTHER11) is not None and is_in(s, "Kerry", WOMEN11)
              and s.n("Kerry", "place") > s.n(kin11(s, "Kerry", MOTHER11), "place")),
   ("Drew, who is a man, finished immediately behind the runner in white.",
    lambda s: is_in(s, "Drew", MEN11) and s.n("Drew", "place") == s.n("white", "place") + 1),
   ("Toni, Drew and the runner in blue are three different people.",
    lambda s: distinct(s, "Toni", "Drew", "blue")),
   ("The woman in red finished somewhere ahead of Lou.",
    lambda s: is_in(s, "red", WOMEN11) and s.n("red", "place") < s.n("Lou", "place")),
   ("Neither Lou nor Jesse wore blue.",
    lambda s: not s.same("Lou", "blue") and not s.same("Jesse", "blue")),
   ("The winner wore yellow.",
    lambda s: s.same("1st", "yellow")),
   ("Toni's husband ran in white.",
    lambda s: s.same("Toni", "daughter-in-law") and s.same("son", "white")),
  ])

# ---------------------------------------------------------------- 12
# The cousins' names are used by both sexes; the kin words (son, daughter)
# and pronouns tell them (two boys, three girls).
BOYS12 = ["Alex", "Chris"]
GIRLS12 = ["Jo", "Sam", "Robin"]
puzzle("u81-12-cousins-sleepover", "The Cousins' Sleepover",
  "Five cousins, two boys and three girls, spent a weekend at their grandparents' farm. Each is the only child of a different aunt or uncle, each lives in a different town, and no two are the same age.",
  [("cousin", ["Alex", "Jo", "Sam", "Chris", "Robin"]),
   ("parent", ["Aunt May", "Uncle Bob", "Aunt Fay", "Uncle Tim", "Aunt Di"]),
   ("town", ["Leeds", "York", "Bath", "Hull", "Derby"]),
   ("age", ["7", "9", "11", "12", "14"])],
  [["Alex", "Aunt Fay", "York", "14"],
   ["Jo", "Uncle Bob", "Leeds", "9"],
   ["Sam", "Uncle Tim", "Hull", "12"],
   ["Chris", "Aunt Di", "Derby", "11"],
   ["Robin", "Aunt May", "Bath", "7"]],
  [
   ("Aunt Fay's son is older than the cousin from Leeds.",
    lambda s: is_in(s, "Aunt Fay", BOYS12) and s.n("Aunt Fay", "age") > s.n("Leeds", "age")),
   ("The youngest cousin is Aunt May's daughter.",
    lambda s: s.same("7", "Aunt May") and is_in(s, "Aunt May", GIRLS12)),
   ("Aunt Fay is Chris's aunt, not his mother.",
    lambda s: not s.same("Aunt Fay", "Chris")),
   ("Jo is two years younger than Chris, and she lives in Leeds.",
    lambda s: s.n("Jo", "age") == s.n("Chris", "age") - 2 and s.same("Jo", "Leeds")),
   ("Of Robin and the cousin from Hull, one is 12 and the other lives in Bath.",
    lambda s: one_of_other(s, "Robin", "Hull", "12", "Bath")),
   ("Uncle Bob's daughter is older than Robin but younger than Aunt Di's son.",
    lambda s: is_in(s, "Uncle Bob", GIRLS12) and is_in(s, "Aunt Di", BOYS12)
              and s.n("Robin", "age") < s.n("Uncle Bob", "age") < s.n("Aunt Di", "age")),
   ("Alex is older than his cousin Sam, and Robin is younger than Jo.",
    lambda s: s.n("Alex", "age") > s.n("Sam", "age") and s.n("Robin", "age") < s.n("Jo", "age")),
   ("The eldest cousin lives in York.",
    lambda s: s.same("14", "York")),
  ])
