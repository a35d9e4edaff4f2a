# unseen18: order and position puzzles, written blind (see README.md).
# Exec'd by ../unseen/truth.py, which supplies puzzle, one_of_other and nv.
import re as _re

def num(x):
    """The place an item stands for: nv's reading, else the first number in it
    ("Seat 3" -> 3, "Space 5" -> 5, "Locker 2" -> 2)."""
    try:
        return nv(x)
    except Exception:
        return float(_re.search(r"\d+", x).group(0))

def at(s, item, cat):
    """The number of the row's item in category cat (its place, time, age...)."""
    return num(s.g(item, cat))

def gap(s, a, b, cat):
    """at(b) - at(a): positive when b is further along than a."""
    return at(s, b, cat) - at(s, a, cat)

def following(s, item, cat):
    """The item of cat one step after item's (the next time slot, house...),
    None when item's is the last."""
    items = dict(s.cats)[cat]
    k = items.index(s.g(item, cat)) + 1
    return items[k] if k < len(items) else None

def nextto(s, a, b, cat):
    return abs(gap(s, a, b, cat)) == 1

H = "houses"
puzzle("u18-01-five-houses", "Along Quarry Lane",
    "Five families live in the five cottages along Quarry Lane, numbered 1 to 5 from left to right. Each cottage is painted a different colour and each family keeps a different pet.",
    [(H, ["1", "2", "3", "4", "5"]),
     ("families", ["Alder", "Brandt", "Costa", "Dunn", "Ellis"]),
     ("colours", ["red", "green", "white", "yellow", "blue"]),
     ("pets", ["cat", "dog", "parrot", "fish", "horse"])],
    [["1", "Costa", "yellow", "cat"],
     ["2", "Ellis", "blue", "horse"],
     ["3", "Alder", "red", "parrot"],
     ["4", "Dunn", "green", "fish"],
     ["5", "Brandt", "white", "dog"]],
    [("The Alders live in the middle cottage.", lambda s: at(s, "Alder", H) == 3),
     ("The green cottage is immediately to the left of the white one.", lambda s: gap(s, "green", "white", H) == 1),
     ("The horse lives next door to the Costas.", lambda s: nextto(s, "horse", "Costa", H)),
     ("The parrot lives in the red cottage.", lambda s: s.same("parrot", "red")),
     ("The Brandts live at one end of the lane.", lambda s: at(s, "Brandt", H) in (1, 5)),
     ("The fish is kept somewhere to the right of the blue cottage.", lambda s: gap(s, "blue", "fish", H) > 0),
     ("The yellow cottage is not next to the red one.", lambda s: not nextto(s, "yellow", "red", H)),
     ("The Dunns live directly to the left of the family with the dog.", lambda s: gap(s, "Dunn", "dog", H) == 1),
     ("The cat's home is the yellow cottage.", lambda s: s.same("cat", "yellow")),
     ("The Ellises live next door to the Costas.", lambda s: nextto(s, "Ellis", "Costa", H)),
     ("The Costas don't keep a parrot.", lambda s: not s.same("Costa", "parrot")),
    ])

S = "seats"
puzzle("u18-02-cinema-row", "Saturday Matinee",
    "Four friends sat together in one row at the cinema, in seats numbered 1 to 4 from left to right. Each bought a different snack.",
    [(S, ["Seat 1", "Seat 2", "Seat 3", "Seat 4"]),
     ("friends", ["Maya", "Owen", "Priya", "Theo"]),
     ("snacks", ["popcorn", "nachos", "candy", "pretzel"])],
    [["Seat 1", "Theo", "nachos"],
     ["Seat 2", "Priya", "popcorn"],
     ["Seat 3", "Owen", "pretzel"],
     ["Seat 4", "Maya", "candy"]],
    [("Maya sat at one end of the row.", lambda s: at(s, "Maya", S) in (1, 4)),
     ("Owen sat between Priya and Maya.", lambda s: min(at(s, "Priya", S), at(s, "Maya", S)) < at(s, "Owen", S) < max(at(s, "Priya", S), at(s, "Maya", S))),
     ("The friend with the popcorn sat immediately to the right of Theo.", lambda s: gap(s, "Theo", "popcorn", S) == 1),
     ("Whoever had the pretzel sat next to the one eating candy.", lambda s: nextto(s, "pretzel", "candy", S)),
     ("Theo sat two seats away from Owen.", lambda s: abs(gap(s, "Theo", "Owen", S)) == 2),
     ("Maya didn't have the pretzel.", lambda s: not s.same("Maya", "pretzel")),
    ])

SP = "spaces"
puzzle("u18-03-staff-car-park", "Staff Parking",
    "Five teachers at Linden High parked side by side this morning in the spaces numbered 1 to 5 (space 1 is on the far left). Each drives a different kind of vehicle and teaches a different subject.",
    [(SP, ["Space 1", "Space 2", "Space 3", "Space 4", "Space 5"]),
     ("teachers", ["Mr. Hale", "Ms. Ortiz", "Mrs. Ng", "Mr. Patel", "Ms. Quinn"]),
     ("vehicles", ["sedan", "pickup", "minivan", "hatchback", "SUV"]),
     ("subjects", ["math", "history", "art", "music", "biology"])],
    [["Space 1", "Ms. Ortiz", "hatchback", "art"],
     ["Space 2", "Mr. Patel", "SUV", "math"],
     ["Space 3", "Mrs. Ng", "sedan", "music"],
     ["Space 4", "Mr. Hale", "minivan", "biology"],
     ["Space 5", "Ms. Quinn", "pickup", "history"]],
    [("Mr. Hale parked two spaces away from Mr. Patel.", lambda s: abs(gap(s, "Mr. Hale", "Mr. Patel", SP)) == 2),
     ("The pickup is parked at one end of the row.", lambda s: at(s, "pickup", SP) in (1, 5)),
     ("Ms. Quinn, who doesn't teach music, parked next to the minivan.", lambda s: not s.same("Ms. Quinn", "music") and nextto(s, "Ms. Quinn", "minivan", SP)),
     ("The sedan belongs to the music teacher.", lambda s: s.same("sedan", "music")),
     ("The biology teacher's space number is one higher than Mrs. Ng's.", lambda s: gap(s, "Mrs. Ng", "biology", SP) == 1),
     ("Ms. Ortiz is not the math teacher.", lambda s: not s.same("Ms. Ortiz", "math")),
     ("Neither Mr. Patel nor the history teacher drives the hatchback.", lambda s: not s.same("Mr. Patel", "hatchback") and not s.same("history", "hatchback")),
     ("Nobody parked to the left of Ms. Ortiz.", lambda s: at(s, "Ms. Ortiz", SP) == 1),
     ("The history teacher parked somewhere to the right of Mr. Hale.", lambda s: gap(s, "Mr. Hale", "history", SP) > 0),
     ("The math teacher parked directly to the left of the music teacher.", lambda s: gap(s, "math", "music", SP) == 1),
     ("Mr. Hale teaches neither math nor music.", lambda s: not s.same("Mr. Hale", "math") and not s.same("Mr. Hale", "music")),
    ])

L = "lockers"
puzzle("u18-04-class-lockers", "Locker Stickers (Worksheet 7)",
    "Amy, Ben, Cara and Dev have lockers next to each other, numbered 1 to 4 from left to right. Each child stuck a different sticker on the door and brought a different fruit for snack time. Read the clues and fill in the grid!",
    [(L, ["Locker 1", "Locker 2", "Locker 3", "Locker 4"]),
     ("children", ["Amy", "Ben", "Cara", "Dev"]),
     ("stickers", ["star", "rocket", "dinosaur", "rainbow"]),
     ("fruits", ["apple", "banana", "grapes", "orange"])],
    [["Locker 1", "Ben", "rocket", "grapes"],
     ["Locker 2", "Amy", "rainbow", "apple"],
     ["Locker 3", "Dev", "star", "orange"],
     ["Locker 4", "Cara", "dinosaur", "banana"]],
    [("Amy's locker is next to Ben's locker.", lambda s: nextto(s, "Amy", "Ben", L)),
     ("The locker with the star sticker is right next to Cara's locker.", lambda s: nextto(s, "star", "Cara", L)),
     ("The child with the banana has locker 4.", lambda s: at(s, "banana", L) == 4),
     ("Ben has the rocket sticker.", lambda s: s.same("Ben", "rocket")),
     ("The child with grapes does not have the rainbow sticker.", lambda s: not s.same("grapes", "rainbow")),
     ("The orange is in the locker just to the left of the dinosaur sticker.", lambda s: gap(s, "orange", "dinosaur", L) == 1),
     ("Cara's locker is at one end of the row.", lambda s: at(s, "Cara", L) in (1, 4)),
     ("Locker 2 has a rainbow sticker on it.", lambda s: s.same("Locker 2", "rainbow")),
    ])

F = "floors"
puzzle("u18-05-apartment-floors", "The Building on Elm Street",
    "Five friends live in the same five-storey apartment building, each on a different floor. Each has a different job and plays a different instrument.",
    [(F, ["1st", "2nd", "3rd", "4th", "5th"]),
     ("residents", ["Gail", "Hector", "Ines", "Jonah", "Kira"]),
     ("jobs", ["nurse", "baker", "pilot", "lawyer", "teacher"]),
     ("instruments", ["piano", "violin", "drums", "flute", "cello"])],
    [["1st", "Jonah", "baker", "drums"],
     ["2nd", "Kira", "nurse", "flute"],
     ["3rd", "Gail", "lawyer", "piano"],
     ["4th", "Hector", "pilot", "cello"],
     ["5th", "Ines", "teacher", "violin"]],
    [("The pilot lives two floors above Kira.", lambda s: gap(s, "Kira", "pilot", F) == 2),
     ("Gail lives directly below the cellist.", lambda s: gap(s, "Gail", "cello", F) == 1),
     ("Ines lives on a higher floor than Hector.", lambda s: gap(s, "Hector", "Ines", F) > 0),
     ("The baker lives somewhere below the flute player.", lambda s: gap(s, "baker", "flute", F) > 0),
     ("The teacher lives on the top floor.", lambda s: at(s, "teacher", F) == 5),
     ("The nurse lives directly above the baker.", lambda s: gap(s, "baker", "nurse", F) == 1),
     ("The pianist lives one floor below the pilot.", lambda s: gap(s, "piano", "pilot", F) == 1),
     ("Hector lives directly above Gail.", lambda s: gap(s, "Gail", "Hector", F) == 1),
     ("The violinist lives higher up than the flute player.", lambda s: gap(s, "flute", "violin", F) > 0),
     ("Jonah's apartment is below Kira's.", lambda s: gap(s, "Jonah", "Kira", F) > 0),
    ])

R = "places"
puzzle("u18-06-park-run", "Park Run",
    "Five runners fought it out at the front of Saturday's 5K park run. Each wore a different colour of shirt, and no two are the same age.",
    [(R, ["1st", "2nd", "3rd", "4th", "5th"]),
     ("runners", ["Abby", "Carlos", "Dmitri", "Farah", "Gus"]),
     ("shirts", ["red", "orange", "purple", "black", "white"]),
     ("ages", ["19", "22", "25", "28", "31"])],
    [["1st", "Farah", "black", "25"],
     ["2nd", "Gus", "red", "31"],
     ["3rd", "Abby", "white", "19"],
     ["4th", "Carlos", "purple", "22"],
     ["5th", "Dmitri", "orange", "28"]],
    [("Carlos came in just behind the runner in white.", lambda s: gap(s, "white", "Carlos", R) == 1),
     ("Dmitri finished somewhere behind Abby.", lambda s: gap(s, "Abby", "Dmitri", R) > 0),
     ("The youngest runner wore white.", lambda s: s.same("19", "white")),
     ("The runner in black finished two places ahead of Abby.", lambda s: gap(s, "black", "Abby", R) == 2),
     ("Carlos is three years older than Abby.", lambda s: gap(s, "Abby", "Carlos", "ages") == 3),
     ("Gus crossed the line right before Abby.", lambda s: gap(s, "Gus", "Abby", R) == 1),
     ("The oldest runner wore red.", lambda s: s.same("31", "red")),
     ("Dmitri is six years older than Carlos.", lambda s: gap(s, "Carlos", "Dmitri", "ages") == 6),
     ("The runner in purple finished ahead of the runner in orange.", lambda s: gap(s, "purple", "orange", R) > 0),
     ("Farah is older than Abby.", lambda s: gap(s, "Abby", "Farah", "ages") > 0),
    ])

Q = "positions"
puzzle("u18-07-bakery-queue", "First Through the Door",
    "Four customers were waiting in a queue when the bakery opened at seven, and each left with something different.",
    [(Q, ["first", "second", "third", "fourth"]),
     ("customers", ["Mr. Lowe", "Mrs. Pike", "Ms. Reyes", "Dr. Shah"]),
     ("purchases", ["rye loaf", "croissants", "muffins", "baguette"])],
    [["first", "Dr. Shah", "muffins"],
     ["second", "Mrs. Pike", "baguette"],
     ["third", "Mr. Lowe", "rye loaf"],
     ["fourth", "Ms. Reyes", "croissants"]],
    [("Mrs. Pike stood directly in front of Mr. Lowe.", lambda s: gap(s, "Mrs. Pike", "Mr. Lowe", Q) == 1),
     ("The customer who bought croissants was at the back of the queue.", lambda s: at(s, "croissants", Q) == 4),
     ("Dr. Shah was somewhere ahead of the person who bought the baguette.", lambda s: gap(s, "Dr. Shah", "baguette", Q) > 0),
     ("Whoever bought the rye loaf stood directly behind the person who bought the baguette.", lambda s: gap(s, "baguette", "rye loaf", Q) == 1),
     ("Mr. Lowe wasn't last in the queue.", lambda s: at(s, "Mr. Lowe", Q) != 4),
    ])

D = "days"
puzzle("u18-08-dentist-week", "New Patients",
    "Dr. Okafor's practice books one new patient each weekday next week, each at a different time of the morning and each for a different treatment.",
    [(D, ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"]),
     ("patients", ["Mr. Ames", "Ms. Bell", "Mrs. Cho", "Mr. Diaz", "Ms. Ford"]),
     ("treatments", ["filling", "cleaning", "crown", "extraction", "checkup"]),
     ("times", ["8:00am", "8:30am", "9:00am", "9:30am", "10:00am"])],
    [["Monday", "Ms. Bell", "cleaning", "9:30am"],
     ["Tuesday", "Mr. Diaz", "crown", "8:00am"],
     ["Wednesday", "Ms. Ford", "filling", "10:00am"],
     ["Thursday", "Mr. Ames", "checkup", "8:30am"],
     ["Friday", "Mrs. Cho", "extraction", "9:00am"]],
    [("Mr. Diaz's appointment is the day after Ms. Bell's.", lambda s: gap(s, "Ms. Bell", "Mr. Diaz", D) == 1),
     ("The extraction is later in the week than the checkup.", lambda s: gap(s, "checkup", "extraction", D) > 0),
     ("Mrs. Cho's appointment is half an hour later in the morning than Mr. Ames's.", lambda s: gap(s, "Mr. Ames", "Mrs. Cho", "times") == 30),
     ("Of the five, the crown patient is booked for the earliest time of day.", lambda s: s.same("crown", "8:00am")),
     ("The Wednesday patient comes in at 10:00am.", lambda s: s.same("Wednesday", "10:00am")),
     ("Ms. Ford comes earlier in the week than Mr. Ames but later than the crown.", lambda s: gap(s, "Ms. Ford", "Mr. Ames", D) > 0 and gap(s, "crown", "Ms. Ford", D) > 0),
     ("The 9:30am appointment is two days before the filling.", lambda s: gap(s, "9:30am", "filling", D) == 2),
     ("Mrs. Cho is booked for Friday.", lambda s: s.same("Mrs. Cho", "Friday")),
     ("Ms. Bell is having neither the crown nor the checkup.", lambda s: not s.same("Ms. Bell", "crown") and not s.same("Ms. Bell", "checkup")),
    ])

M = "months"
puzzle("u18-09-cousins-birthdays", "Birthday Season",
    "Lily, Noah, Ruby and Sam are cousins whose birthdays fall in four different months, one after another, from March to June. This year each is getting a different present.",
    [(M, ["March", "April", "May", "June"]),
     ("cousins", ["Lily", "Noah", "Ruby", "Sam"]),
     ("presents", ["kite", "puzzle", "bike", "books"]),
     ("ages", ["6", "7", "8", "9"])],
    [["March", "Ruby", "books", "9"],
     ["April", "Sam", "kite", "6"],
     ["May", "Lily", "bike", "8"],
     ["June", "Noah", "puzzle", "7"]],
    [("Sam's birthday is the month after Ruby's.", lambda s: gap(s, "Ruby", "Sam", M) == 1),
     ("The cousin getting the bike has a birthday two months after the 9-year-old's.", lambda s: gap(s, "9", "bike", M) == 2),
     ("The youngest cousin is getting a kite.", lambda s: s.same("6", "kite")),
     ("Ruby isn't getting the puzzle.", lambda s: not s.same("Ruby", "puzzle")),
     ("Lily is older than Sam but younger than Ruby.", lambda s: gap(s, "Sam", "Lily", "ages") > 0 and gap(s, "Lily", "Ruby", "ages") > 0),
     ("Noah is a year older than Sam.", lambda s: gap(s, "Sam", "Noah", "ages") == 1),
     ("The 8-year-old's birthday is in May.", lambda s: s.same("8", "May")),
    ])

puzzle("u18-10-five-nations", "Who Keeps the Rabbit?",
    "Five houses stand in a row, numbered 1 to 5 from left to right, each painted a different colour. In each lives a man of a different nationality, who drinks his own favourite drink and keeps his own pet.",
    [(H, ["1", "2", "3", "4", "5"]),
     ("nationalities", ["Pole", "Greek", "Irishman", "Spaniard", "Dutchman"]),
     ("colours", ["yellow", "blue", "red", "ivory", "green"]),
     ("drinks", ["water", "tea", "milk", "juice", "coffee"]),
     ("pets", ["rabbit", "horse", "bird", "dog", "cat"])],
    [["1", "Pole", "yellow", "water", "rabbit"],
     ["2", "Greek", "blue", "tea", "horse"],
     ["3", "Irishman", "red", "milk", "bird"],
     ["4", "Spaniard", "ivory", "juice", "dog"],
     ["5", "Dutchman", "green", "coffee", "cat"]],
    [("The Irishman lives in the red house.", lambda s: s.same("Irishman", "red")),
     ("The Spaniard owns the dog.", lambda s: s.same("Spaniard", "dog")),
     ("Coffee is drunk in the green house.", lambda s: s.same("coffee", "green")),
     ("The Greek drinks tea.", lambda s: s.same("Greek", "tea")),
     ("The ivory house is immediately to the left of the green house.", lambda s: gap(s, "ivory", "green", H) == 1),
     ("Milk is drunk in the middle house.", lambda s: at(s, "milk", H) == 3),
     ("The Pole lives in the first house.", lambda s: at(s, "Pole", H) == 1),
     ("The Pole lives next to the blue house.", lambda s: nextto(s, "Pole", "blue", H)),
     ("The horse is kept in the house next to the yellow one.", lambda s: nextto(s, "horse", "yellow", H)),
     ("The man who keeps the rabbit lives next to the man with the horse.", lambda s: nextto(s, "rabbit", "horse", H)),
     ("The juice drinker owns the dog.", lambda s: s.same("juice", "dog")),
     ("The Irishman keeps a bird.", lambda s: s.same("Irishman", "bird")),
    ])

B = "places in line"
puzzle("u18-11-bus-line", "Lining Up for the Bus",
    "Four children are lining up for the school bus. Each one has a different coloured backpack. Can you work out who is where?",
    [(B, ["1st", "2nd", "3rd", "4th"]),
     ("children", ["Ella", "Finn", "Grace", "Hugo"]),
     ("backpacks", ["blue", "yellow", "red", "green"])],
    [["1st", "Grace", "blue"],
     ["2nd", "Hugo", "yellow"],
     ["3rd", "Ella", "red"],
     ["4th", "Finn", "green"]],
    [("Finn is last in line.", lambda s: at(s, "Finn", B) == 4),
     ("The child with the red backpack is standing right behind Hugo.", lambda s: gap(s, "Hugo", "red", B) == 1),
     ("Ella does not have the green backpack.", lambda s: not s.same("Ella", "green")),
     ("The blue backpack is at the front of the line.", lambda s: at(s, "blue", B) == 1),
     ("Hugo's backpack is yellow.", lambda s: s.same("Hugo", "yellow")),
     ("Ella is not first.", lambda s: at(s, "Ella", B) != 1),
    ])

T = "times"
puzzle("u18-12-festival-stage", "Main Stage, Friday Night",
    "Five bands played the main stage at the Riverside Festival on Friday, one each hour from 6:00pm. Each plays a different style of music, came from a different city and was paid a different fee.",
    [(T, ["6:00pm", "7:00pm", "8:00pm", "9:00pm", "10:00pm"]),
     ("bands", ["Dust Choir", "Neon Tide", "The Larks", "Velvet Moth", "Iron Sky"]),
     ("styles", ["folk", "reggae", "jazz", "punk", "metal"]),
     ("cities", ["Cork", "Austin", "Oslo", "Leeds", "Perth"]),
     ("fees", ["$400", "$550", "$700", "$850", "$1,000"])],
    [["6:00pm", "Dust Choir", "folk", "Cork", "$550"],
     ["7:00pm", "Neon Tide", "reggae", "Austin", "$1,000"],
     ["8:00pm", "The Larks", "jazz", "Oslo", "$400"],
     ["9:00pm", "Velvet Moth", "punk", "Leeds", "$850"],
     ["10:00pm", "Iron Sky", "metal", "Perth", "$700"]],
    [("Neon Tide went on exactly one hour after the folk act.", lambda s: gap(s, "folk", "Neon Tide", T) == 60),
     ("The band from Oslo played sometime before Velvet Moth but after the reggae band.", lambda s: gap(s, "Oslo", "Velvet Moth", T) > 0 and gap(s, "reggae", "Oslo", T) > 0),
     ("The Larks were paid $400.", lambda s: s.same("The Larks", "$400")),
     ("The punk band earned $150 more than the band that played right after it.", lambda s: following(s, "punk", T) is not None and at(s, "punk", "fees") - at(s, following(s, "punk", T), "fees") == 150),
     ("The best-paid band played two hours before the band from Leeds.", lambda s: gap(s, "$1,000", "Leeds", T) == 120),
     ("Iron Sky, who were paid $700, played later than the band from Austin.", lambda s: s.same("Iron Sky", "$700") and gap(s, "Austin", "Iron Sky", T) > 0),
     ("The band from Perth followed the Leeds band onto the stage.", lambda s: gap(s, "Leeds", "Perth", T) == 60),
     ("Dust Choir were paid less than Velvet Moth.", lambda s: at(s, "Dust Choir", "fees") < at(s, "Velvet Moth", "fees")),
     ("The Larks played jazz.", lambda s: s.same("The Larks", "jazz")),
     ("The Cork band went on first.", lambda s: s.same("Cork", "6:00pm")),
    ])
