# Blind test set unseen80: logic-grid puzzles in the style of children's
# puzzle books and school worksheets (ages 8-12). Each clue is written
# twice: the English sentence and a predicate saying what it means.
# Loaded by truth.py (which supplies State, nv, one_of_other, puzzle).

def items(s, cat):
    """The items of category cat."""
    return dict(s.cats)[cat]

def who(s, x):
    """The person (first category item) in x's row."""
    return s.g(x, s.cats[0][0])

def is_max(s, x, cat):
    """x's row holds the largest value of cat."""
    return s.n(x, cat) == max(nv(i) for i in items(s, cat))

def is_min(s, x, cat):
    """x's row holds the smallest value of cat."""
    return s.n(x, cat) == min(nv(i) for i in items(s, cat))

def yr(s, x, cat):
    """The number in a school year or grade: 'Year 4' -> 4, 'Grade 3' -> 3."""
    return int(s.g(x, cat).split()[-1])

def next_to(s, a, b, cat):
    """a and b are side by side: their cat values differ by exactly 1."""
    return abs(s.n(a, cat) - s.n(b, cat)) == 1

def different(s, *xs):
    """All of xs are in different rows (different people)."""
    rs = [s.r(x) for x in xs]
    return len(set(rs)) == len(rs)

# ---------------------------------------------------------------- 01
GIRLS01 = {"Amy", "Cara"}
puzzle("u80-01-pets-and-ages", "Pets and Ages",
    "Three children, Amy, Ben and Cara, are 7, 8 and 9 years old, and each has a different pet. Amy and Cara are girls; Ben is a boy.",
    [("child", ["Amy", "Ben", "Cara"]),
     ("age", ["7", "8", "9"]),
     ("pet", ["cat", "dog", "hamster"])],
    [["Amy", "8", "hamster"], ["Ben", "9", "dog"], ["Cara", "7", "cat"]],
    [("Ben is the oldest.",
      lambda s: is_max(s, "Ben", "age")),
     ("The child who owns the cat is younger than Amy.",
      lambda s: s.n("cat", "age") < s.n("Amy", "age")),
     ("The dog does not belong to either of the girls.",
      lambda s: who(s, "dog") not in GIRLS01),
    ])

# ---------------------------------------------------------------- 02
BOYS02 = {"Tom", "Jack"}
GIRLS02 = {"Sally", "Mia"}
puzzle("u80-02-lunchbox-fruit", "Lunchbox Fruit",
    "Four pupils at Hill Street Primary, Tom, Sally, Jack and Mia, are each in a different school year, from Year 3 to Year 6, and each has a different favourite fruit in their lunchbox. Tom and Jack are boys; Sally and Mia are girls.",
    [("pupil", ["Tom", "Sally", "Jack", "Mia"]),
     ("fruit", ["apple", "banana", "pear", "orange"]),
     ("year", ["Year 3", "Year 4", "Year 5", "Year 6"])],
    [["Tom", "pear", "Year 5"], ["Sally", "banana", "Year 3"],
     ["Jack", "orange", "Year 6"], ["Mia", "apple", "Year 4"]],
    [("The boy who likes oranges is in a higher year than Tom.",
      lambda s: who(s, "orange") in BOYS02 and not s.same("orange", "Tom")
                and yr(s, "orange", "year") > yr(s, "Tom", "year")),
     ("The child who likes bananas is in Year 3.",
      lambda s: s.same("banana", "Year 3")),
     ("Tom is in a higher year than the girl who likes bananas.",
      lambda s: who(s, "banana") in GIRLS02
                and yr(s, "Tom", "year") > yr(s, "banana", "year")),
     ("Mia is one year above Sally.",
      lambda s: yr(s, "Mia", "year") == yr(s, "Sally", "year") + 1),
     ("Pears are the favourite of the Year 5 pupil.",
      lambda s: s.same("pear", "Year 5")),
    ])

# ---------------------------------------------------------------- 03
BOYS03 = {"Omar", "Sam"}
GIRLS03 = {"Lucy", "Priya"}
puzzle("u80-03-school-band", "The School Band",
    "Four children play in the school band: Lucy, Omar, Priya and Sam. Lucy and Priya are girls, and Omar and Sam are boys. They are aged 8, 9, 10 and 11, each plays a different instrument, and each has a different favourite colour.",
    [("child", ["Lucy", "Omar", "Priya", "Sam"]),
     ("age", ["8", "9", "10", "11"]),
     ("instrument", ["drums", "flute", "piano", "violin"]),
     ("colour", ["red", "blue", "green", "yellow"])],
    [["Lucy", "10", "violin", "green"], ["Omar", "11", "drums", "blue"],
     ["Priya", "8", "flute", "yellow"], ["Sam", "9", "piano", "red"]],
    [("The oldest child plays the drums.",
      lambda s: is_max(s, "drums", "age")),
     ("Lucy is two years older than the girl who plays the flute.",
      lambda s: who(s, "flute") in GIRLS03
                and s.n("Lucy", "age") == s.n("flute", "age") + 2),
     ("The boy whose favourite colour is red is 9.",
      lambda s: who(s, "red") in BOYS03 and s.same("red", "9")),
     ("Omar likes blue best.",
      lambda s: s.same("Omar", "blue")),
     ("Green is Lucy's favourite colour, but she doesn't play the piano.",
      lambda s: s.same("Lucy", "green") and not s.same("Lucy", "piano")),
    ])

# ---------------------------------------------------------------- 04
BOYS04 = {"Isaac", "Kofi"}
GIRLS04 = {"Hannah", "Jade"}
puzzle("u80-04-birthday-presents", "Birthday Presents",
    "Hannah, Isaac, Jade and Kofi all have birthdays in different months, and each got a different present on their last birthday. Hannah and Jade are girls; Isaac and Kofi are boys.",
    [("child", ["Hannah", "Isaac", "Jade", "Kofi"]),
     ("birthday", ["March", "May", "August", "November"]),
     ("present", ["kite", "puzzle", "scooter", "book"])],
    [["Hannah", "August", "scooter"], ["Isaac", "March", "book"],
     ["Jade", "November", "kite"], ["Kofi", "May", "puzzle"]],
    [("Kofi's birthday is two months after Isaac's.",
      lambda s: s.n("Kofi", "birthday") == s.n("Isaac", "birthday") + 2),
     ("The child who got the kite was born later in the year than Hannah.",
      lambda s: s.n("kite", "birthday") > s.n("Hannah", "birthday")),
     ("The scooter was a present for a girl.",
      lambda s: who(s, "scooter") in GIRLS04),
     ("Isaac's present wasn't the puzzle.",
      lambda s: not s.same("Isaac", "puzzle")),
    ])

# ---------------------------------------------------------------- 05
BOYS05 = {"Finn", "Harry"}
GIRLS05 = {"Ella", "Grace"}
puzzle("u80-05-sports-day", "Sports Day",
    "On sports day, Ella, Finn, Grace and Harry ran in the same race and finished in four different places. Each belongs to a different school house. Ella and Grace are girls; Finn and Harry are boys.",
    [("runner", ["Ella", "Finn", "Grace", "Harry"]),
     ("place", ["1st", "2nd", "3rd", "4th"]),
     ("house", ["Red", "Blue", "Green", "Yellow"])],
    [["Ella", "2nd", "Green"], ["Finn", "4th", "Red"],
     ["Grace", "1st", "Yellow"], ["Harry", "3rd", "Blue"]],
    [("The winner was from Yellow house.",
      lambda s: s.same("Yellow", "1st")),
     ("The runner from Blue house finished immediately behind Ella.",
      lambda s: s.n("Blue", "place") == s.n("Ella", "place") + 1),
     ("Finn finished two places behind the Green runner.",
      lambda s: s.n("Finn", "place") == s.n("Green", "place") + 2),
     ("Harry is in neither Yellow house nor Green house.",
      lambda s: not s.same("Harry", "Yellow") and not s.same("Harry", "Green")),
    ])

# ---------------------------------------------------------------- 06
puzzle("u80-06-measuring-day", "Measuring Day",
    "The school nurse measured three friends, Noah, Olivia and Ruby. Noah is a boy and Olivia and Ruby are girls. Each friend has a different height, a different favourite sport and brought a different snack.",
    [("friend", ["Noah", "Olivia", "Ruby"]),
     ("height", ["125 cm", "130 cm", "135 cm"]),
     ("sport", ["football", "swimming", "tennis"]),
     ("snack", ["crisps", "grapes", "yoghurt"])],
    [["Noah", "135 cm", "tennis", "crisps"], ["Olivia", "125 cm", "football", "grapes"],
     ["Ruby", "130 cm", "swimming", "yoghurt"]],
    [("The girl who likes swimming is 5 cm taller than Olivia.",
      lambda s: who(s, "swimming") in {"Olivia", "Ruby"} and not s.same("swimming", "Olivia")
                and s.n("swimming", "height") == s.n("Olivia", "height") + 5),
     ("Noah is the tallest of the three.",
      lambda s: is_max(s, "Noah", "height")),
     ("The tennis player eats crisps.",
      lambda s: s.same("tennis", "crisps")),
     ("Olivia doesn't eat yoghurt, and she doesn't play tennis.",
      lambda s: not s.same("Olivia", "yoghurt") and not s.same("Olivia", "tennis")),
    ])

# ---------------------------------------------------------------- 07
BOYS07 = {"Dan", "Max"}
GIRLS07 = {"Eve", "Lily"}
puzzle("u80-07-piggy-banks", "Piggy Banks",
    "Dan, Eve, Lily and Max each emptied their piggy bank at the school fair. Dan and Max are boys; Eve and Lily are girls. Each had saved a different amount and spent it on something different.",
    [("child", ["Dan", "Eve", "Lily", "Max"]),
     ("saved", ["$6", "$9", "$12", "$15"]),
     ("bought", ["comic", "sweets", "sticker book", "yo-yo"])],
    [["Dan", "$9", "comic"], ["Eve", "$15", "yo-yo"],
     ["Lily", "$6", "sweets"], ["Max", "$12", "sticker book"]],
    [("Eve saved $6 more than Dan.",
      lambda s: s.n("Eve", "saved") == s.n("Dan", "saved") + 6),
     ("The one who saved the least bought sweets.",
      lambda s: is_min(s, "sweets", "saved")),
     ("The boy who bought the sticker book had saved $12.",
      lambda s: who(s, "sticker book") in BOYS07 and s.same("sticker book", "$12")),
     ("Eve did not buy the comic.",
      lambda s: not s.same("Eve", "comic")),
    ])

# ---------------------------------------------------------------- 08
BOYS08 = {"Alfie", "Dev"}
GIRLS08 = {"Bella", "Chloe"}
puzzle("u80-08-bedtime", "Bedtime",
    "Alfie, Bella, Chloe and Dev are cousins. Alfie and Dev are boys; Bella and Chloe are girls. Each goes to bed at a different time and takes a different cuddly toy to bed.",
    [("cousin", ["Alfie", "Bella", "Chloe", "Dev"]),
     ("bedtime", ["7:00pm", "7:30pm", "8:00pm", "8:30pm"]),
     ("toy", ["teddy", "bunny", "dinosaur", "robot"])],
    [["Alfie", "8:00pm", "robot"], ["Bella", "7:00pm", "bunny"],
     ["Chloe", "8:30pm", "teddy"], ["Dev", "7:30pm", "dinosaur"]],
    [("Chloe goes to bed the latest.",
      lambda s: is_max(s, "Chloe", "bedtime")),
     ("The child who sleeps with the dinosaur goes to bed half an hour after Bella.",
      lambda s: s.n("dinosaur", "bedtime") == s.n("Bella", "bedtime") + 30),
     ("Alfie's bedtime is an hour later than Bella's.",
      lambda s: s.n("Alfie", "bedtime") == s.n("Bella", "bedtime") + 60),
     ("Bella doesn't take the teddy to bed.",
      lambda s: not s.same("Bella", "teddy")),
     ("The robot belongs to one of the boys.",
      lambda s: who(s, "robot") in BOYS08),
    ])

# ---------------------------------------------------------------- 09
BOYS09 = {"Jacob", "Kai"}
GIRLS09 = {"Isla", "Layla"}
puzzle("u80-09-coat-pegs", "Coat Pegs",
    "In Class 4, four children hang their bags on a row of four pegs, numbered first to fourth from left to right. Isla and Layla are girls; Jacob and Kai are boys. Each child has a different coloured bag and brought a different lunch.",
    [("child", ["Isla", "Jacob", "Kai", "Layla"]),
     ("peg", ["first", "second", "third", "fourth"]),
     ("bag", ["red", "purple", "orange", "green"]),
     ("lunch", ["sandwich", "pasta", "wrap", "salad"])],
    [["Isla", "third", "purple", "wrap"], ["Jacob", "first", "green", "pasta"],
     ["Kai", "fourth", "red", "sandwich"], ["Layla", "second", "orange", "salad"]],
    [("Kai's peg is right next to Isla's.",
      lambda s: next_to(s, "Kai", "Isla", "peg")),
     ("The child with the green bag uses the peg on the far left.",
      lambda s: s.same("green", "first")),
     ("The purple bag hangs on the peg immediately to the right of Layla's.",
      lambda s: s.n("purple", "peg") == s.n("Layla", "peg") + 1),
     ("Neither of the girls brought a sandwich.",
      lambda s: who(s, "sandwich") not in GIRLS09),
     ("The child who brought pasta hangs his bag somewhere to the left of the child who brought salad.",
      lambda s: who(s, "pasta") in BOYS09 and s.n("pasta", "peg") < s.n("salad", "peg")),
     ("The red bag belongs to a boy, and the purple one to a girl.",
      lambda s: who(s, "red") in BOYS09 and who(s, "purple") in GIRLS09),
     ("Isla had a wrap for lunch.",
      lambda s: s.same("Isla", "wrap")),
    ])

# ---------------------------------------------------------------- 10
puzzle("u80-10-after-school-clubs", "After-School Clubs",
    "Mo, Nina, Oscar and Pia are in Grades 2, 3, 4 and 5 at Riverside Elementary, one child in each grade. Each goes to a different after-school club.",
    [("child", ["Mo", "Nina", "Oscar", "Pia"]),
     ("grade", ["Grade 2", "Grade 3", "Grade 4", "Grade 5"]),
     ("club", ["chess", "art", "drama", "football"])],
    [["Mo", "Grade 4", "drama"], ["Nina", "Grade 2", "chess"],
     ["Oscar", "Grade 5", "football"], ["Pia", "Grade 3", "art"]],
    [("Of Nina and Oscar, one goes to chess club and the other is in Grade 5.",
      lambda s: one_of_other(s, "Nina", "Oscar", "chess", "Grade 5")),
     ("Mo, the Grade 3 pupil and the child who plays football are three different children.",
      lambda s: different(s, "Mo", "Grade 3", "football")),
     ("Pia is one grade above the chess player.",
      lambda s: yr(s, "Pia", "grade") == yr(s, "chess", "grade") + 1),
     ("The member of the drama club is in a higher grade than Pia.",
      lambda s: yr(s, "drama", "grade") > yr(s, "Pia", "grade")),
     ("Mo is in a higher grade than Nina.",
      lambda s: yr(s, "Mo", "grade") > yr(s, "Nina", "grade")),
    ])

# ---------------------------------------------------------------- 11
GIRLS11 = {"Daisy", "Freya"}
puzzle("u80-11-reading-challenge", "The Summer Reading Challenge",
    "Callum, Daisy, Ethan and Freya took part in the library's summer reading challenge. Callum and Ethan are boys; Daisy and Freya are girls. Each read a different number of books, and each has a different favourite kind of story.",
    [("child", ["Callum", "Daisy", "Ethan", "Freya"]),
     ("books", ["3 books", "5 books", "6 books", "8 books"]),
     ("stories", ["animals", "mysteries", "space", "fairy tales"])],
    [["Callum", "6 books", "space"], ["Daisy", "8 books", "fairy tales"],
     ["Ethan", "3 books", "mysteries"], ["Freya", "5 books", "animals"]],
    [("Callum read twice as many books as Ethan.",
      lambda s: s.n("Callum", "books") == 2 * s.n("Ethan", "books")),
     ("The girl who likes animal stories read fewer books than Callum.",
      lambda s: who(s, "animals") in GIRLS11
                and s.n("animals", "books") < s.n("Callum", "books")),
     ("The child who read the most books loves fairy tales.",
      lambda s: is_max(s, "fairy tales", "books")),
     ("Ethan doesn't like stories about space.",
      lambda s: not s.same("Ethan", "space")),
     ("Daisy read more books than Freya.",
      lambda s: s.n("Daisy", "books") > s.n("Freya", "books")),
    ])

# ---------------------------------------------------------------- 12
puzzle("u80-12-vegetable-patch", "The Vegetable Patch",
    "Georgia, Henry and Ivy each grew a different vegetable in the school garden and weighed their harvest at the end of term. Each used a different coloured watering can.",
    [("gardener", ["Georgia", "Henry", "Ivy"]),
     ("vegetable", ["carrots", "potatoes", "tomatoes"]),
     ("harvest", ["2 kg", "3 kg", "5 kg"]),
     ("can", ["pink", "blue", "yellow"])],
    [["Georgia", "tomatoes", "3 kg", "yellow"], ["Henry", "potatoes", "5 kg", "blue"],
     ["Ivy", "carrots", "2 kg", "pink"]],
    [("Henry grew the heaviest crop.",
      lambda s: is_max(s, "Henry", "harvest")),
     ("The carrots weighed 1 kg less than Georgia's vegetables.",
      lambda s: s.n("carrots", "harvest") == s.n("Georgia", "harvest") - 1),
     ("Georgia used neither the pink can nor the blue one.",
      lambda s: not s.same("Georgia", "pink") and not s.same("Georgia", "blue")),
     ("Ivy used either the pink can or the yellow can.",
      lambda s: s.same("Ivy", "pink") or s.same("Ivy", "yellow")),
     ("The potatoes weren't grown by the child with the yellow can.",
      lambda s: not s.same("potatoes", "yellow")),
    ])
