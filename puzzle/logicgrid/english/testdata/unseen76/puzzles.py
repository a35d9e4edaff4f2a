# Blind test set unseen76: seating puzzles (round tables and rows).
# Each clue: the English sentence and a predicate saying what it means.
# Conventions (see README "Readings decided"):
#  - round tables: seats numbered clockwise; people facing the centre have
#    their LEFT neighbour in the next seat clockwise, their RIGHT neighbour
#    in the next seat anticlockwise (reversed when facing outward).
#  - rows: positions numbered 1..N from left to right as the intro defines.

def pos(s, x, cat):
    """The position number (seat, chair) of whoever has item x."""
    return int(s.n(x, cat))

# ---- rows ----
def left_of(s, a, b, cat):
    """a is somewhere to the left of b."""
    return pos(s, a, cat) < pos(s, b, cat)

def just_left_of(s, a, b, cat):
    """a is immediately to the left of b."""
    return pos(s, a, cat) == pos(s, b, cat) - 1

def next_to(s, a, b, cat):
    return abs(pos(s, a, cat) - pos(s, b, cat)) == 1

def gap(s, a, b, cat):
    return abs(pos(s, a, cat) - pos(s, b, cat))

# ---- round tables with n seats numbered clockwise ----
def cw(s, a, b, cat, n):
    """Steps clockwise from a's seat to b's seat (0..n-1)."""
    return (pos(s, b, cat) - pos(s, a, cat)) % n

def beside(s, a, b, cat, n):
    return cw(s, a, b, cat, n) in (1, n - 1)

def apart(s, a, b, cat, n):
    """Seats between them the short way round, plus one (1 = neighbours)."""
    d = cw(s, a, b, cat, n)
    return min(d, n - d)

def between_ring(s, x, a, b, cat, n):
    """x sits directly between a and b (a on one side, b on the other)."""
    return (cw(s, a, x, cat, n) == 1 and cw(s, x, b, cat, n) == 1) or \
           (cw(s, b, x, cat, n) == 1 and cw(s, x, a, cat, n) == 1)

def left_in(s, a, b, cat, n):
    """Facing the centre: a is on b's immediate left (a is next clockwise from b)."""
    return cw(s, b, a, cat, n) == 1

def right_in(s, a, b, cat, n):
    """Facing the centre: a is on b's immediate right (a is next anticlockwise from b)."""
    return cw(s, a, b, cat, n) == 1


# ---------------------------------------------------------------------------
puzzle("u76-01-birthday-dinner",
  "A Birthday Dinner",
  "Five friends had a birthday dinner at a round table with five chairs, numbered 1 to 5 clockwise. Everyone sat facing the centre of the table. Each drank something different and ordered a different dessert.",
  [("friend", ["Alma", "Bruno", "Clara", "Dev", "Ellen"]),
   ("seat", ["1", "2", "3", "4", "5"]),
   ("drink", ["cider", "lemonade", "port", "sherry", "water"]),
   ("dessert", ["cheesecake", "pavlova", "sorbet", "tiramisu", "trifle"])],
  [["Alma", "4", "sherry", "sorbet"],
   ["Bruno", "2", "port", "trifle"],
   ["Clara", "1", "water", "pavlova"],
   ["Dev", "5", "lemonade", "cheesecake"],
   ["Ellen", "3", "cider", "tiramisu"]],
  [
   ("Alma sat on Dev's immediate right.", lambda s: right_in(s, "Alma", "Dev", "seat", 5)),
   ("The friend who ordered the tiramisu sat between Bruno and Alma.", lambda s: between_ring(s, "tiramisu", "Bruno", "Alma", "seat", 5)),
   ("The cider drinker was two seats away from the lemonade drinker.", lambda s: apart(s, "cider", "lemonade", "seat", 5) == 2),
   ("Neither the port drinker nor the sherry drinker ordered cheesecake or pavlova.", lambda s: all(not s.same(a, b) for a in ("port", "sherry") for b in ("cheesecake", "pavlova"))),
   ("Going clockwise, the friend who had the trifle sat immediately after the one who had the pavlova.", lambda s: cw(s, "pavlova", "trifle", "seat", 5) == 1),
   ("Of Clara and Ellen, one drank the cider and the other ordered the pavlova.", lambda s: one_of_other(s, "Clara", "Ellen", "cider", "pavlova")),
   ("The sherry drinker sat on the immediate left of whoever was in chair 3.", lambda s: left_in(s, "sherry", "3", "seat", 5)),
   ("Clara sat on the right of the port drinker.", lambda s: right_in(s, "Clara", "port", "seat", 5)),
   ("The lemonade was ordered by the friend who had the cheesecake.", lambda s: s.same("lemonade", "cheesecake")),
   ("The tiramisu was Ellen's.", lambda s: s.same("tiramisu", "Ellen")),
  ])

# ---------------------------------------------------------------------------
puzzle("u76-02-cafe-table",
  "The Corner Café",
  "Four regulars share a small round café table with four chairs, numbered 1 to 4 going clockwise; everyone sits facing the centre of the table. Each regular wears a jumper of a different colour and has a different job.",
  [("regular", ["Fern", "Gus", "Hana", "Ivo"]),
   ("chair", ["1", "2", "3", "4"]),
   ("jumper", ["grey", "navy", "red", "white"]),
   ("job", ["baker", "nurse", "pilot", "teacher"])],
  [["Fern", "4", "grey", "teacher"],
   ["Gus", "1", "navy", "nurse"],
   ["Hana", "2", "white", "pilot"],
   ["Ivo", "3", "red", "baker"]],
  [
   ("Gus is on the immediate right of the person in the white jumper.", lambda s: right_in(s, "Gus", "white", "chair", 4)),
   ("The baker is sitting across the table from the nurse.", lambda s: apart(s, "baker", "nurse", "chair", 4) == 2),
   ("Ivo, who isn't the teacher, is wearing red.", lambda s: not s.same("Ivo", "teacher") and s.same("Ivo", "red")),
   ("Chair 1 is taken by the nurse.", lambda s: s.same("1", "nurse")),
   ("The regular in grey sits immediately anticlockwise of the nurse.", lambda s: cw(s, "grey", "nurse", "chair", 4) == 1),
   ("Fern is wearing neither navy nor white.", lambda s: not s.same("Fern", "navy") and not s.same("Fern", "white")),
   ("Either Fern or Gus is the teacher.", lambda s: s.same("Fern", "teacher") or s.same("Gus", "teacher")),
   ("Hana isn't the baker.", lambda s: not s.same("Hana", "baker")),
  ])

# ---------------------------------------------------------------------------
puzzle("u76-03-games-club",
  "Games Night",
  "Six members of a games club sit around a round table, all facing the centre. Only their relative positions matter, so the seats are numbered 1 to 6 going clockwise, starting from Kofi's. Each member has a different favourite game.",
  [("member", ["Kofi", "Lena", "Mira", "Nils", "Omar", "Pia"]),
   ("seat", ["1", "2", "3", "4", "5", "6"]),
   ("game", ["backgammon", "bridge", "chess", "go", "poker", "scrabble"])],
  [["Kofi", "1", "chess"],
   ["Lena", "4", "bridge"],
   ["Mira", "6", "backgammon"],
   ["Nils", "3", "go"],
   ["Omar", "5", "scrabble"],
   ["Pia", "2", "poker"]],
  [
   ("Kofi sits in seat 1.", lambda s: s.same("Kofi", "1")),
   ("The chess player has the backgammon fan on his immediate right.", lambda s: right_in(s, "backgammon", "chess", "seat", 6)),
   ("Omar is two seats to the left of Nils.", lambda s: cw(s, "Nils", "Omar", "seat", 6) == 2),
   ("The poker player sits between Kofi and Nils.", lambda s: between_ring(s, "poker", "Kofi", "Nils", "seat", 6)),
   ("Lena sits directly opposite Kofi.", lambda s: apart(s, "Lena", "Kofi", "seat", 6) == 3),
   ("The scrabble player sits opposite the member whose favourite is poker.", lambda s: apart(s, "scrabble", "poker", "seat", 6) == 3),
   ("Mira likes neither go nor poker.", lambda s: not s.same("Mira", "go") and not s.same("Mira", "poker")),
   ("The go player sits immediately to the left of the poker player.", lambda s: left_in(s, "go", "poker", "seat", 6)),
  ])

# ---------------------------------------------------------------------------
puzzle("u76-04-recital",
  "The Student Recital",
  "Five music students sit in a row of five chairs on the stage, facing the audience. The chairs are numbered 1 to 5 from left to right, and left and right are as the audience sees them. Each student plays a different instrument and is a different age.",
  [("student", ["Quinn", "Rosa", "Sami", "Tilda", "Umar"]),
   ("chair", ["1", "2", "3", "4", "5"]),
   ("instrument", ["cello", "flute", "harp", "oboe", "viola"]),
   ("age", ["19", "22", "25", "28", "31"])],
  [["Quinn", "2", "cello", "31"],
   ["Rosa", "4", "viola", "28"],
   ["Sami", "5", "oboe", "22"],
   ["Tilda", "1", "harp", "25"],
   ["Umar", "3", "flute", "19"]],
  [
   ("Quinn is the oldest of the five.", lambda s: s.same("Quinn", "31")),
   ("The cellist sits immediately to the left of the youngest student.", lambda s: just_left_of(s, "cello", "19", "chair")),
   ("Sami sits at one end of the row, and he is 6 years younger than Rosa.", lambda s: pos(s, "Sami", "chair") in (1, 5) and s.n("Rosa", "age") - s.n("Sami", "age") == 6),
   ("The harpist is 3 years older than Sami.", lambda s: s.n("harp", "age") - s.n("Sami", "age") == 3),
   ("Quinn sits somewhere to the left of Rosa, but not next to her.", lambda s: left_of(s, "Quinn", "Rosa", "chair") and not next_to(s, "Quinn", "Rosa", "chair")),
   ("Neither the oboist nor the flautist is older than 25.", lambda s: s.n("oboe", "age") <= 25 and s.n("flute", "age") <= 25),
   ("Umar has the middle chair.", lambda s: s.same("Umar", "3")),
   ("The viola player is next to the flautist.", lambda s: next_to(s, "viola", "flute", "chair")),
   ("The oboist sits further to the right than the flautist.", lambda s: left_of(s, "flute", "oboe", "chair")),
   ("Tilda is not the youngest.", lambda s: not s.same("Tilda", "19")),
  ])

# ---------------------------------------------------------------------------
puzzle("u76-05-captains-photo",
  "The Captains' Photo",
  "Four team captains sit side by side on a bench for a photograph, facing the camera. The places on the bench are numbered 1 to 4 from the captains' own left to their own right, and every \"left\" and \"right\" in the clues is the captains' own. Each captains a different sport and is a different height.",
  [("captain", ["Vera", "Wes", "Xander", "Yasmin"]),
   ("place", ["1", "2", "3", "4"]),
   ("sport", ["hockey", "netball", "rowing", "tennis"]),
   ("height", ["5'7\"", "5'10\"", "6'0\"", "6'3\""])],
  [["Vera", "3", "hockey", "5'10\""],
   ["Wes", "1", "rowing", "6'3\""],
   ["Xander", "4", "netball", "6'0\""],
   ["Yasmin", "2", "tennis", "5'7\""]],
  [
   ("The tallest captain sits at the left-hand end of the bench.", lambda s: pos(s, "6'3\"", "place") == 1),
   ("Yasmin is 3 inches shorter than Vera.", lambda s: s.n("Vera", "height") - s.n("Yasmin", "height") == 3),
   ("Xander is taller than Vera but shorter than Wes.", lambda s: s.n("Vera", "height") < s.n("Xander", "height") < s.n("Wes", "height")),
   ("The tennis captain sits next to both the rower and Vera.", lambda s: next_to(s, "tennis", "rowing", "place") and next_to(s, "tennis", "Vera", "place")),
   ("The netball captain sits somewhere to the right of the hockey captain.", lambda s: left_of(s, "hockey", "netball", "place")),
   ("Wes doesn't play hockey.", lambda s: not s.same("Wes", "hockey")),
   ("The 5'10\" captain sits two places to the right of the 6'3\" captain.", lambda s: pos(s, "5'10\"", "place") - pos(s, "6'3\"", "place") == 2),
   ("Xander sits at one end of the bench.", lambda s: pos(s, "Xander", "place") in (1, 4)),
  ])

# ---------------------------------------------------------------------------
# Facing OUTWARD: a's immediate right is the next seat clockwise,
# a's immediate left is the next seat anticlockwise.
puzzle("u76-06-oak-bench",
  "The Bench Round the Oak",
  "Five hikers rest on a circular bench built round an old oak tree. They sit facing outwards, away from the tree, on seats numbered 1 to 5 clockwise as seen from above. Each is eating a different snack and has walked a different distance that day.",
  [("hiker", ["Abe", "Bea", "Cy", "Di", "Eli"]),
   ("seat", ["1", "2", "3", "4", "5"]),
   ("snack", ["apple", "banana", "crisps", "flapjack", "sandwich"]),
   ("distance", ["8 km", "10 km", "12 km", "14 km", "16 km"])],
  [["Abe", "2", "crisps", "16 km"],
   ["Bea", "4", "apple", "14 km"],
   ["Cy", "5", "flapjack", "10 km"],
   ["Di", "1", "banana", "12 km"],
   ["Eli", "3", "sandwich", "8 km"]],
  [
   ("Abe has the hiker who walked 8 km on his immediate right.", lambda s: cw(s, "Abe", "8 km", "seat", 5) == 1),
   ("The flapjack eater sits on Di's immediate left.", lambda s: cw(s, "flapjack", "Di", "seat", 5) == 1),
   ("Bea walked 2 km more than Di.", lambda s: s.n("Bea", "distance") - s.n("Di", "distance") == 2),
   ("The hiker who walked the furthest is eating crisps.", lambda s: s.same("16 km", "crisps")),
   ("Cy and the sandwich eater are not sitting next to each other.", lambda s: not beside(s, "Cy", "sandwich", "seat", 5)),
   ("Either Bea or Cy walked 10 km.", lambda s: s.same("Bea", "10 km") or s.same("Cy", "10 km")),
   ("The apple is being eaten in seat 4.", lambda s: s.same("apple", "4")),
   ("Seat 1 is taken by the hiker who walked 12 km.", lambda s: s.same("1", "12 km")),
   ("Di walked further than Eli did.", lambda s: s.n("Di", "distance") > s.n("Eli", "distance")),
   ("Whoever has the sandwich walked the least of the five.", lambda s: s.same("sandwich", "8 km")),
  ])

# ---------------------------------------------------------------------------
puzzle("u76-07-theatre-row",
  "A Night at the Theatre",
  "Five colleagues sat together in seats 11 to 15 of row F at the theatre; as they faced the stage, the seat numbers ran from 11 on the left to 15 on the right. Each arrived at a different time and spent a different amount at the snack bar.",
  [("colleague", ["Gil", "Hope", "Isla", "Jon", "Kit"]),
   ("seat", ["11", "12", "13", "14", "15"]),
   ("spent", ["$4", "$6", "$8", "$10", "$12"]),
   ("arrival", ["7:05pm", "7:10pm", "7:15pm", "7:20pm", "7:25pm"])],
  [["Gil", "13", "$4", "7:15pm"],
   ["Hope", "11", "$8", "7:20pm"],
   ["Isla", "15", "$6", "7:10pm"],
   ["Jon", "14", "$10", "7:25pm"],
   ["Kit", "12", "$12", "7:05pm"]],
  [
   ("The first to arrive sat immediately to the right of Hope.", lambda s: just_left_of(s, "Hope", "7:05pm", "seat")),
   ("Jon got there 10 minutes after Gil.", lambda s: s.n("Jon", "arrival") - s.n("Gil", "arrival") == 10),
   ("Isla, who spent $2 less than Hope, had seat 15.", lambda s: s.n("Hope", "spent") - s.n("Isla", "spent") == 2 and s.same("Isla", "15")),
   ("The colleague who spent the least sat exactly in the middle of the five.", lambda s: pos(s, "$4", "seat") == 13),
   ("Hope arrived later than whoever sat in seat 15, but earlier than Jon.", lambda s: s.n("15", "arrival") < s.n("Hope", "arrival") < s.n("Jon", "arrival")),
   ("Of Hope and Kit, one sat in seat 11 and the other was the first to arrive.", lambda s: one_of_other(s, "Hope", "Kit", "11", "7:05pm")),
   ("Jon spent $6 more than Gil did.", lambda s: s.n("Jon", "spent") - s.n("Gil", "spent") == 6),
  ])

# ---------------------------------------------------------------------------
COMPASS = ["North", "East", "South", "West"]   # clockwise order round the table

def compass(s, x):
    return COMPASS.index(s.g(x, "seat"))

def compass_cw(s, a, b):
    """Steps clockwise from a's seat to b's seat."""
    return (compass(s, b) - compass(s, a)) % 4

puzzle("u76-08-bridge-table",
  "The Bridge Four",
  "Four friends meet every Thursday to play bridge at a square table, one on each side. As in all bridge books, the seats are called North, East, South and West, which is their clockwise order round the table; everyone faces the middle, and partners sit opposite each other (North with South, East with West). Each friend comes from a different town and has played bridge for a different number of years.",
  [("player", ["Ada", "Ben", "Cora", "Dan"]),
   ("seat", ["North", "East", "South", "West"]),
   ("town", ["Bath", "Hull", "Leeds", "York"]),
   ("experience", ["3 years", "7 years", "12 years", "20 years"])],
  [["Ada", "West", "Leeds", "7 years"],
   ["Ben", "South", "York", "20 years"],
   ["Cora", "North", "Bath", "12 years"],
   ["Dan", "East", "Hull", "3 years"]],
  [
   ("Ada's partner comes from Hull.", lambda s: compass_cw(s, "Ada", "Hull") == 2),
   ("The player from York has been playing 17 years longer than the player from Hull.", lambda s: s.n("York", "experience") - s.n("Hull", "experience") == 17),
   ("Cora sits on Ada's immediate left.", lambda s: compass_cw(s, "Ada", "Cora") == 1),
   ("The newest player is partnered with the one from Leeds.", lambda s: compass_cw(s, "3 years", "Leeds") == 2),
   ("Ben has been playing longer than any of the others.", lambda s: s.same("Ben", "20 years")),
   ("The player from Bath sits North.", lambda s: s.same("Bath", "North")),
   ("Ada has been playing for 7 years.", lambda s: s.same("Ada", "7 years")),
  ])

# ---------------------------------------------------------------------------
puzzle("u76-09-quiz-show",
  "The Quiz Show Final",
  "Five contestants sat in a row of five chairs facing the studio audience for the final of a TV quiz. The chairs were numbered 1 to 5 from left to right as the audience saw them, and left and right below are the audience's. Each contestant had a different job and took home a different prize.",
  [("contestant", ["Hal", "Ines", "Jude", "Kyra", "Liam"]),
   ("chair", ["1", "2", "3", "4", "5"]),
   ("job", ["chef", "dentist", "farmer", "lawyer", "plumber"]),
   ("prize", ["$1,000", "$2,500", "$5,000", "$10,000", "$25,000"])],
  [["Hal", "4", "plumber", "$10,000"],
   ["Ines", "5", "lawyer", "$2,500"],
   ["Jude", "1", "farmer", "$5,000"],
   ["Kyra", "3", "chef", "$1,000"],
   ["Liam", "2", "dentist", "$25,000"]],
  [
   ("The contestant who won $25,000 sat directly between Jude and the chef.", lambda s: next_to(s, "$25,000", "Jude", "chair") and next_to(s, "$25,000", "chef", "chair") and gap(s, "Jude", "chef", "chair") == 2),
   ("Ines took home $7,500 less than Hal.", lambda s: s.n("Hal", "prize") - s.n("Ines", "prize") == 7500),
   ("The farmer sat at one end of the row and the lawyer at the other.", lambda s: {pos(s, "farmer", "chair"), pos(s, "lawyer", "chair")} == {1, 5}),
   ("Kyra won less than anyone else.", lambda s: s.same("Kyra", "$1,000")),
   ("The dentist won five times as much as the farmer.", lambda s: s.n("dentist", "prize") == 5 * s.n("farmer", "prize")),
   ("Hal sat somewhere to the right of Liam, but not at the end of the row.", lambda s: left_of(s, "Liam", "Hal", "chair") and pos(s, "Hal", "chair") not in (1, 5)),
   ("The chef won a smaller prize than the lawyer.", lambda s: s.n("chef", "prize") < s.n("lawyer", "prize")),
  ])

# ---------------------------------------------------------------------------
puzzle("u76-10-committee",
  "The Residents' Committee",
  "Six members of a residents' committee sit round a circular table, facing the centre, on chairs numbered 1 to 6 in clockwise order. Each is wearing a jumper of a different colour.",
  [("member", ["Mona", "Ned", "Olga", "Paul", "Rhea", "Stan"]),
   ("chair", ["1", "2", "3", "4", "5", "6"]),
   ("jumper", ["blue", "green", "orange", "pink", "purple", "yellow"])],
  [["Mona", "5", "orange"],
   ["Ned", "1", "green"],
   ["Olga", "3", "blue"],
   ["Paul", "6", "pink"],
   ["Rhea", "2", "yellow"],
   ["Stan", "4", "purple"]],
  [
   ("Chair 1 is Ned's.", lambda s: s.same("1", "Ned")),
   ("The member in pink sits on Ned's immediate right.", lambda s: right_in(s, "pink", "Ned", "chair", 6)),
   ("The member in yellow sits between Ned and the member in blue.", lambda s: between_ring(s, "yellow", "Ned", "blue", "chair", 6)),
   ("The orange jumper is directly across the table from the yellow one.", lambda s: apart(s, "orange", "yellow", "chair", 6) == 3),
   ("Paul and Rhea both sit next to Ned.", lambda s: beside(s, "Paul", "Ned", "chair", 6) and beside(s, "Rhea", "Ned", "chair", 6)),
   ("Stan's jumper is purple.", lambda s: s.same("Stan", "purple")),
   ("Rhea has Olga on her immediate left.", lambda s: left_in(s, "Olga", "Rhea", "chair", 6)),
  ])

# ---------------------------------------------------------------------------
# Chairs numbered from the AUDIENCE's left, but the clues use the panellists'
# OWN left and right: a panellist's own left is the higher-numbered side.
puzzle("u76-11-panel",
  "The Morning Panel",
  "Five experts sat in a row behind a long table on a stage, facing the audience, for a morning of short talks. Their chairs were numbered 1 to 5 from left to right as the audience saw them. In the clues, however, \"left\" and \"right\" always mean the panellists' own left and right. Each expert spoke on a different topic, at a different time.",
  [("expert", ["Fay", "Glen", "Hugo", "Iris", "Joel"]),
   ("chair", ["1", "2", "3", "4", "5"]),
   ("topic", ["drones", "farming", "housing", "rivers", "vaccines"]),
   ("talk", ["9:30am", "10:00am", "10:30am", "11:00am", "11:30am"])],
  [["Fay", "2", "housing", "9:30am"],
   ["Glen", "4", "vaccines", "10:00am"],
   ["Hugo", "5", "farming", "11:00am"],
   ["Iris", "1", "rivers", "10:30am"],
   ["Joel", "3", "drones", "11:30am"]],
  [
   ("The first speaker sat on Iris's immediate left.", lambda s: pos(s, "9:30am", "chair") == pos(s, "Iris", "chair") + 1),
   ("Hugo's talk began 90 minutes after the talk on housing.", lambda s: s.n("Hugo", "talk") - s.n("housing", "talk") == 90),
   ("The talk on drones was the last of the morning, and the expert who gave it sat in the middle.", lambda s: s.same("drones", "11:30am") and s.same("drones", "3")),
   ("Glen sat somewhere to Hugo's right.", lambda s: pos(s, "Glen", "chair") < pos(s, "Hugo", "chair")),
   ("The expert on rivers sat at one end of the table.", lambda s: pos(s, "rivers", "chair") in (1, 5)),
   ("The vaccines talk came earlier than the farming talk but later than the housing talk.", lambda s: s.n("housing", "talk") < s.n("vaccines", "talk") < s.n("farming", "talk")),
   ("Neither Iris nor Hugo spoke before 10:30am.", lambda s: s.n("Iris", "talk") >= 630 and s.n("Hugo", "talk") >= 630),
   ("Fay sat on Joel's immediate right.", lambda s: pos(s, "Fay", "chair") == pos(s, "Joel", "chair") - 1),
   ("The farming talk was later than Iris's talk.", lambda s: s.n("farming", "talk") > s.n("Iris", "talk")),
   ("Joel didn't talk about vaccines.", lambda s: not s.same("Joel", "vaccines")),
  ])

# ---------------------------------------------------------------------------
puzzle("u76-12-pet-club",
  "The Pet Owners' Lunch",
  "Five pet owners have lunch at a round table, all facing the centre. Only their relative positions matter, so the places are numbered 1 to 5 clockwise, beginning with Tara's. Each owns a different pet and was born in a different year.",
  [("owner", ["Tara", "Uma", "Vic", "Walt", "Xena"]),
   ("place", ["1", "2", "3", "4", "5"]),
   ("pet", ["cat", "dog", "ferret", "parrot", "rabbit"]),
   ("born", ["1980", "1984", "1988", "1992", "1996"])],
  [["Tara", "1", "parrot", "1988"],
   ["Uma", "4", "dog", "1984"],
   ["Vic", "5", "ferret", "1992"],
   ["Walt", "3", "rabbit", "1996"],
   ["Xena", "2", "cat", "1980"]],
  [
   ("Tara is in place 1.", lambda s: s.same("Tara", "1")),
   ("Going anticlockwise from Walt, the next person round the table is the cat owner.", lambda s: cw(s, "cat", "Walt", "place", 5) == 1),
   ("Uma was born 4 years before Tara.", lambda s: s.n("Tara", "born") - s.n("Uma", "born") == 4),
   ("The ferret owner sits on Tara's immediate right.", lambda s: right_in(s, "ferret", "Tara", "place", 5)),
   ("Vic, who was born in the 1990s, doesn't own the rabbit.", lambda s: s.n("Vic", "born") >= 1990 and not s.same("Vic", "rabbit")),
   ("Walt sits second to the left of Tara.", lambda s: cw(s, "Tara", "Walt", "place", 5) == 2),
   ("Of Uma and Xena, one owns the cat and the other was born in 1984.", lambda s: one_of_other(s, "Uma", "Xena", "cat", "1984")),
   ("The rabbit belongs to the youngest owner.", lambda s: s.same("rabbit", "1996")),
   ("The dog's owner is older than the parrot's owner.", lambda s: s.n("dog", "born") < s.n("parrot", "born")),
   ("Vic and Tara sit side by side.", lambda s: beside(s, "Vic", "Tara", "place", 5)),
  ])
