# Blind set unseen45: logic-grid puzzles written from scratch.
# Each clue: the English sentence and a predicate saying what it means.
# Helpers (written for this set). `cat` is the name of the position category.

def P(s, x, cat):
    """position number of x along the row (as the items of `cat` are numbered)"""
    return s.n(x, cat)

def left(s, a, b, cat):
    """a is directly to the left of b (numbers run left to right)"""
    return P(s, a, cat) == P(s, b, cat) - 1

def nextto(s, a, b, cat):
    return abs(P(s, a, cat) - P(s, b, cat)) == 1

def gap(s, a, b, cat):
    """how many places apart a and b are"""
    return abs(P(s, a, cat) - P(s, b, cat))

def between(s, x, a, b, cat):
    """x is somewhere between a and b (loose)"""
    return min(P(s, a, cat), P(s, b, cat)) < P(s, x, cat) < max(P(s, a, cat), P(s, b, cat))

def tight(s, x, a, b, cat):
    """x is right between a and b: a and b are its two neighbours"""
    return nextto(s, x, a, cat) and nextto(s, x, b, cat) and not s.same(a, b)

def diff(*xs):
    """xs are all different people"""
    return lambda s: len({s.r(x) for x in xs}) == len(xs)

H = "house"
puzzle("u45-01-five-houses", "Five Houses on Orchard Lane",
    "Five houses stand side by side along Orchard Lane, numbered 1 to 5 from left to right. "
    "In each lives a man of a different nationality; each house is painted a different colour, "
    "and each man prefers a different drink and keeps a different pet.",
    [("nationality", ["Austrian", "Belgian", "Chilean", "Dane", "Swede"]),
     ("house", ["1", "2", "3", "4", "5"]),
     ("colour", ["blue", "green", "red", "white", "yellow"]),
     ("drink", ["coffee", "juice", "milk", "tea", "water"]),
     ("pet", ["cat", "dog", "horse", "parrot", "rabbit"])],
    [["Austrian", "5", "green", "juice", "rabbit"],
     ["Belgian", "1", "yellow", "tea", "cat"],
     ["Chilean", "4", "white", "water", "horse"],
     ["Dane", "3", "red", "milk", "dog"],
     ["Swede", "2", "blue", "coffee", "parrot"]],
    [("The Dane lives in the third house.", lambda s: P(s, "Dane", H) == 3),
     ("The man in the white house lives directly to the left of the juice drinker.", lambda s: left(s, "white", "juice", H)),
     ("The coffee drinker lives next to the owner of the cat.", lambda s: nextto(s, "coffee", "cat", H)),
     ("There is exactly one house between the red house and the green house.", lambda s: gap(s, "red", "green", H) == 2),
     ("The Chilean lives somewhere between the Swede and the Austrian.", lambda s: between(s, "Chilean", "Swede", "Austrian", H)),
     ("The man who drinks milk lives in the red house.", lambda s: s.same("milk", "red")),
     ("The rabbit is kept in the green house.", lambda s: s.same("rabbit", "green")),
     ("The dog's owner lives right between the parrot's owner and the horse's owner.", lambda s: tight(s, "dog", "parrot", "horse", H)),
     ("The yellow house is the leftmost house on the lane.", lambda s: P(s, "yellow", H) == 1),
     ("The tea drinker lives in the first house.", lambda s: P(s, "tea", H) == 1),
     ("The Swede, who keeps a parrot, lives somewhere to the left of the Dane.", lambda s: s.same("Swede", "parrot") and P(s, "Swede", H) < P(s, "Dane", H)),
    ])

L = "locker"
puzzle("u45-02-music-lockers", "Lockers in the Music Corridor",
    "Four music students have lockers 21, 22, 23 and 24, which stand side by side in that order from left to right. "
    "Each student has decorated the locker door with a different sticker and plays a different instrument.",
    [("student", ["Greta", "Hugo", "Ines", "Jonas"]),
     ("locker", ["21", "22", "23", "24"]),
     ("sticker", ["heart", "lightning bolt", "moon", "star"]),
     ("instrument", ["cello", "flute", "trumpet", "violin"])],
    [["Greta", "23", "heart", "cello"],
     ["Hugo", "21", "moon", "flute"],
     ["Ines", "24", "star", "trumpet"],
     ["Jonas", "22", "lightning bolt", "violin"]],
    [("Hugo's locker is at one end of the row.", lambda s: P(s, "Hugo", L) in (21, 24)),
     ("The flute player's locker is directly to the left of the locker with the lightning bolt.", lambda s: left(s, "flute", "lightning bolt", L)),
     ("The star sticker is on the locker of the trumpet player.", lambda s: s.same("star", "trumpet")),
     ("Greta plays neither the violin nor the flute.", lambda s: not s.same("Greta", "violin") and not s.same("Greta", "flute")),
     ("The trumpeter has a higher locker number than Greta.", lambda s: P(s, "trumpet", L) > P(s, "Greta", L)),
     ("The moon sticker is somewhere to the left of the heart.", lambda s: P(s, "moon", L) < P(s, "heart", L)),
     ("The violinist's locker is immediately to the right of Hugo's.", lambda s: left(s, "Hugo", "violin", L)),
     ("Jonas is not the one who plays the trumpet.", lambda s: not s.same("Jonas", "trumpet")),
    ])

def X(s, a):
    """place counted from the LEFT in the car park of u45-03 (spaces are numbered right to left)"""
    return 6 - s.n(a, "space")

puzzle("u45-03-staff-car-park", "The Staff Car Park",
    "Five members of staff at a dental surgery parked in a row of five spaces this morning. The spaces are numbered 1 to 5 "
    "from right to left, so space 1 is the rightmost and space 5 the leftmost. Each drives a different make of car and each arrived at a different time.",
    [("driver", ["Mr Abbott", "Ms Baker", "Dr Cole", "Mrs Dunn", "Mr Ellis"]),
     ("space", ["1", "2", "3", "4", "5"]),
     ("car", ["Fiat", "Honda", "Mazda", "Skoda", "Volvo"]),
     ("arrival", ["7:45am", "8:00am", "8:15am", "8:30am", "8:45am"])],
    [["Mr Abbott", "4", "Fiat", "7:45am"],
     ["Ms Baker", "1", "Honda", "8:15am"],
     ["Dr Cole", "3", "Skoda", "8:45am"],
     ["Mrs Dunn", "5", "Volvo", "8:30am"],
     ["Mr Ellis", "2", "Mazda", "8:00am"]],
    [("Dr Cole parked in the middle space.", lambda s: X(s, "Dr Cole") == 3),
     ("The Fiat is parked directly to the left of Dr Cole's car.", lambda s: X(s, "Fiat") == X(s, "Dr Cole") - 1),
     ("The driver who arrived at 8:15am parked at one of the ends of the row.", lambda s: X(s, "8:15am") in (1, 5)),
     ("Mrs Dunn arrived somewhat later than Mr Abbott.", lambda s: s.n("Mrs Dunn", "arrival") > s.n("Mr Abbott", "arrival")),
     ("The Mazda is two spaces away from the Fiat.", lambda s: abs(X(s, "Mazda") - X(s, "Fiat")) == 2),
     ("The Honda's driver arrived 15 minutes after Mr Ellis.", lambda s: s.n("Honda", "arrival") == s.n("Mr Ellis", "arrival") + 15),
     ("The first to arrive parked next to the last to arrive.", lambda s: abs(X(s, "7:45am") - X(s, "8:45am")) == 1),
     ("The Volvo is in space 5.", lambda s: s.n("Volvo", "space") == 5),
     ("Mr Ellis's car is somewhere to the right of the Skoda.", lambda s: X(s, "Mr Ellis") > X(s, "Skoda")),
     ("Mr Abbott's car is not next to Mr Ellis's.", lambda s: abs(X(s, "Mr Abbott") - X(s, "Mr Ellis")) != 1),
     ("Mrs Dunn got to work half an hour after Mr Ellis.", lambda s: s.n("Mrs Dunn", "arrival") == s.n("Mr Ellis", "arrival") + 30),
    ])

ST = "stool"
puzzle("u45-04-diner-counter", "Breakfast at the Counter",
    "Five regulars ate breakfast side by side at the counter of the Bluebird Diner, on stools 1 to 5 from left to right. "
    "Two of them are women (Rita and Tanya) and three are men (Sam, Umar and Vic). Each wore a different coloured coat and ordered a different dish.",
    [("customer", ["Rita", "Sam", "Tanya", "Umar", "Vic"]),
     ("stool", ["1", "2", "3", "4", "5"]),
     ("coat", ["green", "grey", "navy", "red", "yellow"]),
     ("order", ["bagel", "omelette", "pancakes", "porridge", "waffles"])],
    [["Rita", "3", "navy", "porridge"],
     ["Sam", "5", "red", "pancakes"],
     ["Tanya", "2", "green", "waffles"],
     ["Umar", "1", "grey", "bagel"],
     ["Vic", "4", "yellow", "omelette"]],
    [("The woman in the green coat sat directly to the left of Rita.", lambda s: s.g("green", "customer") in ("Rita", "Tanya") and left(s, "green", "Rita", ST)),
     ("Sam sat on one of the end stools.", lambda s: P(s, "Sam", ST) in (1, 5)),
     ("The man who ordered the omelette sat next to the customer in the red coat.", lambda s: s.g("omelette", "customer") in ("Sam", "Umar", "Vic") and nextto(s, "omelette", "red", ST)),
     ("The porridge was eaten by the customer sitting right between the one who had waffles and the one who had the omelette.", lambda s: tight(s, "porridge", "waffles", "omelette", ST)),
     ("The pancakes were ordered by someone sitting two stools away from the customer in navy.", lambda s: gap(s, "pancakes", "navy", ST) == 2),
     ("Vic sat next to Sam. He wore the yellow coat.", lambda s: nextto(s, "Vic", "Sam", ST) and s.same("Vic", "yellow")),
     ("Of Sam and Umar, one ordered the pancakes and the other wore the grey coat.", lambda s: one_of_other(s, "Sam", "Umar", "pancakes", "grey")),
    ])

B = "bed"
puzzle("u45-05-ward-beds", "Visiting Hour on Ward 7",
    "Four patients lie in beds 1 to 4, which run in a row from left to right along the wall of Ward 7. "
    "The patients are of different ages, and each had a different visitor this afternoon.",
    [("patient", ["Mr Hale", "Mrs Ivory", "Miss Jones", "Mr Kemp"]),
     ("bed", ["1", "2", "3", "4"]),
     ("age", ["61", "68", "75", "82"]),
     ("visitor", ["daughter", "neighbour", "son", "vicar"])],
    [["Mr Hale", "4", "68", "son"],
     ["Mrs Ivory", "1", "82", "vicar"],
     ["Miss Jones", "3", "75", "neighbour"],
     ["Mr Kemp", "2", "61", "daughter"]],
    [("The oldest patient lies in one of the end beds.", lambda s: P(s, "82", B) in (1, 4)),
     ("Mr Kemp is 7 years younger than Mr Hale.", lambda s: s.n("Mr Kemp", "age") == s.n("Mr Hale", "age") - 7),
     ("The patient visited by the neighbour is in the bed immediately to the right of Mr Kemp's.", lambda s: left(s, "Mr Kemp", "neighbour", B)),
     ("The youngest patient is next to the oldest.", lambda s: nextto(s, "61", "82", B)),
     ("Miss Jones is older than the patient whose daughter came.", lambda s: s.n("Miss Jones", "age") > s.n("daughter", "age")),
     ("Mr Hale was visited by his son.", lambda s: s.same("Mr Hale", "son")),
     ("Miss Jones is not as old as Mrs Ivory.", lambda s: s.n("Miss Jones", "age") < s.n("Mrs Ivory", "age")),
     ("Mr Kemp's bed is somewhere to the left of Mr Hale's.", lambda s: P(s, "Mr Kemp", B) < P(s, "Mr Hale", B)),
    ])

F = "shelf"
def above(s, a, b):
    """a is on the shelf directly above b (shelf 1 is the top)"""
    return s.n(a, F) == s.n(b, F) - 1

puzzle("u45-06-fridge-shelves", "Whose Shelf Is It?",
    "Four flatmates share a tall fridge with four shelves, numbered 1 to 4 from the top down, so shelf 1 is at the top and shelf 4 at the bottom. "
    "Each flatmate has one shelf, keeps a different food on it, and paid a different amount towards this month's electricity bill.",
    [("flatmate", ["Lena", "Marco", "Nils", "Olga"]),
     ("shelf", ["1", "2", "3", "4"]),
     ("food", ["cheese", "curry", "salad", "yoghurt"]),
     ("paid", ["$30", "$35", "$40", "$45"])],
    [["Lena", "3", "curry", "$45"],
     ["Marco", "4", "salad", "$35"],
     ["Nils", "1", "yoghurt", "$40"],
     ["Olga", "2", "cheese", "$30"]],
    [("Olga's shelf is directly below Nils's.", lambda s: above(s, "Nils", "Olga")),
     ("The cheese is on the shelf just above the curry.", lambda s: above(s, "cheese", "curry")),
     ("Marco paid $5 more than Olga.", lambda s: s.n("Marco", "paid") == s.n("Olga", "paid") + 5),
     ("The flatmate who paid the most has the shelf immediately above Marco's.", lambda s: above(s, "$45", "Marco")),
     ("Lena's shelf is somewhere below the yoghurt.", lambda s: s.n("Lena", F) > s.n("yoghurt", F)),
     ("Whoever keeps cheese paid less than Nils.", lambda s: s.n("cheese", "paid") < s.n("Nils", "paid")),
    ])

puzzle("u45-07-three-snacks", "Snack Time",
    "Tom, Sara and Lily are three children aged 6, 7 and 8; Tom is a boy and the other two are girls. Each brought a different fruit to school today.",
    [("child", ["Tom", "Sara", "Lily"]),
     ("age", ["6", "7", "8"]),
     ("fruit", ["apple", "banana", "pear"])],
    [["Tom", "7", "banana"],
     ["Sara", "8", "apple"],
     ["Lily", "6", "pear"]],
    [("Tom is not 8.", lambda s: not s.same("Tom", "8")),
     ("Lily is younger than Tom.", lambda s: s.n("Lily", "age") < s.n("Tom", "age")),
     ("The banana belongs to a boy.", lambda s: s.same("banana", "Tom")),
     ("The 6-year-old didn't bring the apple.", lambda s: not s.same("6", "apple")),
    ])

puzzle("u45-08-three-pets", "Three Pets",
    "Anna, Ben and Carl each have one pet. Anna is a girl; Ben and Carl are boys. "
    "Each pet has a different name and a different age.",
    [("child", ["Anna", "Ben", "Carl"]),
     ("pet", ["cat", "dog", "rabbit"]),
     ("name", ["Biscuit", "Pepper", "Snowy"]),
     ("years", ["1", "2", "3"])],
    [["Anna", "cat", "Pepper", "3"],
     ["Ben", "rabbit", "Snowy", "1"],
     ["Carl", "dog", "Biscuit", "2"]],
    [("The cat belongs to a girl.", lambda s: s.same("cat", "Anna")),
     ("Ben's pet is younger than Carl's.", lambda s: s.n("Ben", "years") < s.n("Carl", "years")),
     ("Biscuit is 2 years old.", lambda s: s.same("Biscuit", "2")),
     ("Pepper is older than Snowy.", lambda s: s.n("Pepper", "years") > s.n("Snowy", "years")),
     ("Carl does not have a rabbit.", lambda s: not s.same("Carl", "rabbit")),
     ("The oldest pet is a cat.", lambda s: s.same("3", "cat")),
    ])

puzzle("u45-09-bikes", "New Bikes",
    "Jack, Kate, Leo and Maya are cousins aged 8, 9, 10 and 11. Jack and Leo are boys, Kate and Maya are girls. "
    "Each got a new bike in a different colour for the summer.",
    [("cousin", ["Jack", "Kate", "Leo", "Maya"]),
     ("age", ["8", "9", "10", "11"]),
     ("bike", ["blue", "green", "pink", "red"])],
    [["Jack", "10", "blue"],
     ["Kate", "8", "red"],
     ["Leo", "11", "green"],
     ["Maya", "9", "pink"]],
    [("Leo is older than Jack.", lambda s: s.n("Leo", "age") > s.n("Jack", "age")),
     ("The pink bike belongs to a girl.", lambda s: s.g("pink", "cousin") in ("Kate", "Maya")),
     ("Jack is one year older than Maya.", lambda s: s.n("Jack", "age") == s.n("Maya", "age") + 1),
     ("The red bike's owner is 8.", lambda s: s.same("red", "8")),
     ("The 10-year-old rides the blue bike.", lambda s: s.same("10", "blue")),
     ("Kate's bike isn't pink.", lambda s: not s.same("Kate", "pink")),
    ])

SP = "spot"
puzzle("u45-10-balloon-photo", "The Balloon Photo",
    "At a birthday party four children lined up in a row for a photo, in spots 1 to 4 from left to right as the camera sees them. "
    "Ella and Hana are girls, Finn and Gus are boys. The children are of different heights and each held a balloon of a different colour.",
    [("child", ["Ella", "Finn", "Gus", "Hana"]),
     ("spot", ["1", "2", "3", "4"]),
     ("height", ["4'1\"", "4'3\"", "4'6\"", "4'8\""]),
     ("balloon", ["blue", "purple", "red", "yellow"])],
    [["Ella", "3", "4'1\"", "red"],
     ["Finn", "4", "4'6\"", "purple"],
     ["Gus", "1", "4'3\"", "yellow"],
     ["Hana", "2", "4'8\"", "blue"]],
    [("The tallest child stands right next to the one holding the red balloon.", lambda s: nextto(s, "4'8\"", "red", SP)),
     ("Finn is 3 inches taller than Gus.", lambda s: s.n("Finn", "height") == s.n("Gus", "height") + 3),
     ("The child with the purple balloon is taller than Ella but shorter than Hana.", lambda s: s.n("Ella", "height") < s.n("purple", "height") < s.n("Hana", "height")),
     ("The girl with the blue balloon stands somewhere to the left of Finn.", lambda s: s.g("blue", "child") in ("Ella", "Hana") and P(s, "blue", SP) < P(s, "Finn", SP)),
     ("Ella stands somewhere between Hana and Finn.", lambda s: between(s, "Ella", "Hana", "Finn", SP)),
     ("The boy holding the yellow balloon is not next to Finn.", lambda s: s.g("yellow", "child") == "Gus" and not nextto(s, "yellow", "Finn", SP)),
    ])

puzzle("u45-11-lunch-bill", "Splitting the Lunch Bill",
    "Four colleagues went out for lunch and decided that each would pay for his or her own order. "
    "Each chose a different dish and a different drink, and each paid a different amount.",
    [("colleague", ["Dan", "Ned", "Olive", "Pia"]),
     ("dish", ["burger", "curry", "salad", "soup"]),
     ("paid", ["$9", "$13", "$17", "$21"]),
     ("drink", ["cola", "lemonade", "tea", "water"])],
    [["Dan", "salad", "$9", "tea"],
     ["Ned", "curry", "$17", "water"],
     ["Olive", "burger", "$21", "cola"],
     ["Pia", "soup", "$13", "lemonade"]],
    [("The one who paid $8 more than Dan ordered the curry.", lambda s: s.n("curry", "paid") == s.n("Dan", "paid") + 8),
     ("Of Pia and Olive, one ordered the soup and the other drank cola.", lambda s: one_of_other(s, "Pia", "Olive", "soup", "cola")),
     ("The lemonade drinker paid $4 more than the tea drinker.", lambda s: s.n("lemonade", "paid") == s.n("tea", "paid") + 4),
     ("Olive didn't have the salad; she paid more than whoever had the soup.", lambda s: not s.same("Olive", "salad") and s.n("Olive", "paid") > s.n("soup", "paid")),
     ("Dan drank either tea or cola.", lambda s: s.same("Dan", "tea") or s.same("Dan", "cola")),
     ("The burger eater, the water drinker and Pia are three different people.", diff("burger", "water", "Pia")),
     ("Neither Dan nor Pia had the burger.", lambda s: not s.same("Dan", "burger") and not s.same("Pia", "burger")),
    ])

Q = "place"
puzzle("u45-12-post-office-queue", "The Post Office Queue",
    "Five people stood in a single queue at the post office, from 1st (at the counter) to 5th (at the back). "
    "Rosa, Tess and Uma are women; Quinn and Stan are men. Each had come on a different errand (to pay a bill, buy a card, hand in a form, post a parcel or buy stamps) and each spent a different amount.",
    [("customer", ["Quinn", "Rosa", "Stan", "Tess", "Uma"]),
     ("place", ["1st", "2nd", "3rd", "4th", "5th"]),
     ("errand", ["bill", "card", "form", "parcel", "stamps"]),
     ("spent", ["$1.50", "$3.25", "$4.75", "$6.25", "$12.00"])],
    [["Quinn", "2nd", "parcel", "$12.00"],
     ["Rosa", "4th", "form", "$6.25"],
     ["Stan", "5th", "bill", "$4.75"],
     ["Tess", "1st", "stamps", "$1.50"],
     ["Uma", "3rd", "card", "$3.25"]],
    [("Quinn was 2 places ahead of Rosa in the queue.", lambda s: P(s, "Quinn", Q) == P(s, "Rosa", Q) - 2),
     ("The person paying a bill stood directly behind Rosa.", lambda s: P(s, "bill", Q) == P(s, "Rosa", Q) + 1),
     ("Uma spent $1.50 less than Stan.", lambda s: s.n("Uma", "spent") == s.n("Stan", "spent") - 1.5),
     ("The woman buying stamps stood somewhere ahead of Quinn.", lambda s: s.g("stamps", "customer") in ("Rosa", "Tess", "Uma") and P(s, "stamps", Q) < P(s, "Quinn", Q)),
     ("The one with the form stood right between Uma and Stan.", lambda s: tight(s, "form", "Uma", "Stan", Q)),
     ("Tess spent less than Quinn did.", lambda s: s.n("Tess", "spent") < s.n("Quinn", "spent")),
     ("Rosa spent $3 more than the woman who bought a card.", lambda s: s.g("card", "customer") in ("Rosa", "Tess", "Uma") and s.n("Rosa", "spent") == s.n("card", "spent") + 3),
    ])
