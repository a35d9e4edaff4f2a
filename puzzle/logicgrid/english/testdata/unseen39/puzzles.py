# unseen39: twelve row-and-order logic grids, written blind.
# Checked by puzzle/logicgrid/english/testdata/unseen/truth.py, which execs
# this file and supplies State, nv, one_of_other and puzzle().
#
# Readings decided (as an ordinary reader of a puzzle magazine would):
# - Positions are the numbered items of the row category (house, seat,
#   locker, bay, floor, stall, day, slot, plot, lane).  Each intro says which
#   way the numbers run; "left of" / "west of" / "below" / "earlier" means a
#   lower number, "right of" / "east of" / "above" / "later" a higher one.
# - "left of", "to the right of", "somewhere to the right of", "above",
#   "before", "later than" with no "directly" mean anywhere on that side,
#   not necessarily adjacent.  "directly", "immediately", "right next to
#   and to the left", "the day after", "the slot before" mean adjacent.
# - "next to", "beside", "next-door", "adjacent" mean positions one apart,
#   either order.
# - "between A and B" means strictly between them in either order, not
#   necessarily adjacent to either.
# - "two apart", "one house between them" mean positions differing by
#   exactly two (one house strictly between), in either order.
# - "at one end", "an end bay", "an outside lane" mean the first or last
#   position; "in the middle", "the centre lane" mean the middle one.
# - "either A or B" is exclusive: exactly one of the two holds.  Where the
#   two cannot both hold the inclusive reading gives the same grids.
# - "neither A nor B" means both are false.
# - "Of A and B, one is X and the other is Y" also says A and B differ.
# - "A, B and C are different people" means all distinct; so does a
#   comparison between two people ("older than", "before").
# - "If P, then Q" is material implication.
# - Amounts: "15 minutes before" means exactly 15 minutes earlier;
#   "four years older" exactly four; "two floors above" exactly two.
# - A person named like an item of another category (Rose and the rose,
#   Ginger and the ginger tea, Violet and the violet door) is told apart by
#   capitals, articles and words like "the woman named", "herself", "tea".


def xor(a, b):
    return bool(a) != bool(b)


def implies(a, b):
    return (not a) or b


def distinct(s, *xs):
    rs = [s.r(x) for x in xs]
    return len(set(rs)) == len(rs)


def items(s, cat):
    for name, its in s.cats:
        if name == cat:
            return its
    raise KeyError(cat)


def P(s, x, cat):
    """Position (1 = first) of x's item of the ordered category cat."""
    vals = sorted(nv(i) for i in items(s, cat))
    return vals.index(s.n(x, cat)) + 1


def size(s, cat):
    return len(items(s, cat))


def adj(s, a, b, cat):
    return abs(P(s, a, cat) - P(s, b, cat)) == 1


def gap(s, a, b, cat):
    return abs(P(s, a, cat) - P(s, b, cat))


def betw(s, x, a, b, cat):
    pa, pb, px = P(s, a, cat), P(s, b, cat), P(s, x, cat)
    return min(pa, pb) < px < max(pa, pb)


def at_end(s, x, cat):
    return P(s, x, cat) in (1, size(s, cat))


def middle(s, x, cat):
    return P(s, x, cat) == (size(s, cat) + 1) // 2


def is_max(s, x, cat):
    return s.n(x, cat) == max(nv(i) for i in items(s, cat))


def is_min(s, x, cat):
    return s.n(x, cat) == min(nv(i) for i in items(s, cat))


# 1. Benchmark voice, houses in a row.
puzzle(
    "u39-01-elm-row",
    "Five Houses on Elm Row",
    "Five people live in five houses in a row, numbered 1 to 5 from left to right. Each has a different pet and a different favourite drink.",
    [
        ("person", ["Alice", "Bruno", "Chen", "Dara", "Elif"]),
        ("house", ["1", "2", "3", "4", "5"]),
        ("pet", ["cat", "dog", "parrot", "rabbit", "fish"]),
        ("drink", ["tea", "coffee", "milk", "juice", "water"]),
    ],
    [
        ["Alice", "3", "dog", "coffee"],
        ["Bruno", "1", "fish", "tea"],
        ["Chen", "5", "cat", "water"],
        ["Dara", "2", "parrot", "milk"],
        ["Elif", "4", "rabbit", "juice"],
    ],
    [
        ("The person who drinks milk lives directly left of the dog owner.",
         lambda s: P(s, "milk", "house") + 1 == P(s, "dog", "house")),
        ("The tea drinker lives in the first house.",
         lambda s: P(s, "tea", "house") == 1),
        ("The rabbit owner lives somewhere to the right of Alice.",
         lambda s: P(s, "rabbit", "house") > P(s, "Alice", "house")),
        ("Elif lives two houses to the right of Dara.",
         lambda s: P(s, "Elif", "house") == P(s, "Dara", "house") + 2),
        ("The juice drinker lives directly right of the person who keeps a dog.",
         lambda s: P(s, "juice", "house") == P(s, "dog", "house") + 1),
        ("The fish owner lives next to the milk drinker.",
         lambda s: adj(s, "fish", "milk", "house")),
        ("Bruno keeps neither a cat nor a parrot.",
         lambda s: not s.same("Bruno", "cat") and not s.same("Bruno", "parrot")),
        ("Alice lives in the middle house.",
         lambda s: middle(s, "Alice", "house")),
        ("The person who keeps a cat drinks water.",
         lambda s: s.same("cat", "water")),
    ],
)

# 2. Magazine voice, cinema seats.
puzzle(
    "u39-02-front-row",
    "Front Row at the Regal",
    "Five friends took the five seats of the front row at the Regal for a Saturday matinee, seats 1 to 5 running from left to right. Each bought a different snack, and no two are the same age.",
    [
        ("friend", ["Hugo", "Imogen", "Jasper", "Kezia", "Leon"]),
        ("seat", ["1", "2", "3", "4", "5"]),
        ("snack", ["popcorn", "nachos", "toffees", "ice cream", "hot dog"]),
        ("age", ["20", "24", "28", "32", "36"]),
    ],
    [
        ["Hugo", "2", "popcorn", "20"],
        ["Imogen", "4", "ice cream", "24"],
        ["Jasper", "5", "toffees", "32"],
        ["Kezia", "1", "nachos", "28"],
        ["Leon", "3", "hot dog", "36"],
    ],
    [
        ("Hugo, who bought the popcorn, sat immediately to the right of the 28-year-old.",
         lambda s: s.same("Hugo", "popcorn") and P(s, "Hugo", "seat") == P(s, "28", "seat") + 1),
        ("The oldest of the five had the middle seat.",
         lambda s: P(s, "36", "seat") == 3),
        ("Imogen is four years older than Hugo.",
         lambda s: s.n("Imogen", "age") == s.n("Hugo", "age") + 4),
        ("Jasper sat somewhere to the right of the hot dog eater, though not beside him.",
         lambda s: P(s, "Jasper", "seat") > P(s, "hot dog", "seat") and not adj(s, "Jasper", "hot dog", "seat")),
        ("Whoever was munching toffees is eight years older than Imogen.",
         lambda s: s.n("toffees", "age") == s.n("Imogen", "age") + 8),
        ("The nachos were bought by either Kezia or the 32-year-old.",
         lambda s: xor(s.same("nachos", "Kezia"), s.same("nachos", "32"))),
        ("The three middle seats were taken by Hugo, Leon and Imogen, in some order.",
         lambda s: sorted(P(s, x, "seat") for x in ["Hugo", "Leon", "Imogen"]) == [2, 3, 4]),
    ],
)

# 3. Plain benchmark voice, lockers, 4x4.
puzzle(
    "u39-03-swim-lockers",
    "Lockers at the Swim Club",
    "Four members of the Harbourside swim club have lockers 101 to 104, side by side from left to right in that order. Each fixes a different coloured padlock and trains for a different event.",
    [
        ("member", ["Nadia", "Oscar", "Priya", "Quentin"]),
        ("locker", ["101", "102", "103", "104"]),
        ("padlock", ["red", "green", "blue", "yellow"]),
        ("event", ["butterfly", "backstroke", "breaststroke", "freestyle"]),
    ],
    [
        ["Nadia", "103", "blue", "butterfly"],
        ["Oscar", "102", "red", "freestyle"],
        ["Priya", "101", "yellow", "backstroke"],
        ["Quentin", "104", "green", "breaststroke"],
    ],
    [
        ("The butterfly swimmer's locker is immediately to the right of Oscar's.",
         lambda s: P(s, "butterfly", "locker") == P(s, "Oscar", "locker") + 1),
        ("The green padlock hangs on a higher-numbered locker than the blue one.",
         lambda s: s.n("green", "locker") > s.n("blue", "locker")),
        ("Priya, whose padlock is yellow, does not swim freestyle.",
         lambda s: s.same("Priya", "yellow") and not s.same("Priya", "freestyle")),
        ("The backstroker and the owner of the red padlock have adjacent lockers.",
         lambda s: adj(s, "backstroke", "red", "locker")),
        ("Whoever swims freestyle uses the red padlock.",
         lambda s: s.same("freestyle", "red")),
        ("Nadia's locker is somewhere to the right of Priya's.",
         lambda s: P(s, "Nadia", "locker") > P(s, "Priya", "locker")),
        ("The two end lockers belong to Priya and Quentin.",
         lambda s: sorted([P(s, "Priya", "locker"), P(s, "Quentin", "locker")]) == [1, 4]),
        ("Oscar's locker is to the left of Nadia's.",
         lambda s: P(s, "Oscar", "locker") < P(s, "Nadia", "locker")),
    ],
)

# 4. Magazine voice, parking bays and arrival times.
puzzle(
    "u39-04-staff-car-park",
    "The Early Birds",
    "Last Monday the first five staff to arrive at Wexford Grammar took the five bays nearest the door, numbered 1 to 5 from left to right. Work out who parked where, in which car, and when.",
    [
        ("driver", ["Mr Abbott", "Ms Bell", "Dr Carver", "Mrs Dunn", "Mr Ellis"]),
        ("bay", ["1", "2", "3", "4", "5"]),
        ("car", ["Volvo", "Fiat", "Skoda", "Mini", "Honda"]),
        ("arrival", ["7:30am", "7:45am", "8:00am", "8:15am", "8:30am"]),
    ],
    [
        ["Mr Abbott", "4", "Mini", "8:30am"],
        ["Ms Bell", "1", "Fiat", "8:15am"],
        ["Dr Carver", "3", "Volvo", "8:00am"],
        ["Mrs Dunn", "5", "Skoda", "7:45am"],
        ["Mr Ellis", "2", "Honda", "7:30am"],
    ],
    [
        ("The Honda's driver got in before anyone else and parked right next to the Fiat.",
         lambda s: is_min(s, "Honda", "arrival") and adj(s, "Honda", "Fiat", "bay")),
        ("Dr Carver pulled in exactly half an hour after Mr Ellis.",
         lambda s: s.n("Dr Carver", "arrival") == s.n("Mr Ellis", "arrival") + 30),
        ("The Skoda is in one of the end bays.",
         lambda s: at_end(s, "Skoda", "bay")),
        ("Mrs Dunn arrived 15 minutes before the person who drives the Volvo.",
         lambda s: s.n("Mrs Dunn", "arrival") + 15 == s.n("Volvo", "arrival")),
        ("The last of the five to arrive left the car in bay 4.",
         lambda s: P(s, "8:30am", "bay") == 4),
        ("Mr Ellis arrived before Dr Carver, who in turn arrived before Ms Bell.",
         lambda s: s.n("Mr Ellis", "arrival") < s.n("Dr Carver", "arrival") < s.n("Ms Bell", "arrival")),
        ("Ms Bell and Mrs Dunn parked at the two ends of the row.",
         lambda s: sorted([P(s, "Ms Bell", "bay"), P(s, "Mrs Dunn", "bay")]) == [1, 5]),
        ("Ms Bell drives neither the Mini nor the Skoda.",
         lambda s: not s.same("Ms Bell", "Mini") and not s.same("Ms Bell", "Skoda")),
    ],
)

# 5. Magazine voice, floors of an office block.
puzzle(
    "u39-05-quay-house",
    "Quay House",
    "Quay House has five floors, from the 1st at street level up to the 5th, and each is let to a different firm. From the notes below, find each firm's floor, its receptionist and its head count.",
    [
        ("firm", ["Apex Legal", "Brightwave", "Cobalt Design", "Driftwood Films", "Evergreen Tax"]),
        ("floor", ["1st", "2nd", "3rd", "4th", "5th"]),
        ("receptionist", ["Gail", "Harriet", "Ivo", "Joel", "Kirsty"]),
        ("staff", ["4 staff", "6 staff", "9 staff", "11 staff", "15 staff"]),
    ],
    [
        ["Apex Legal", "3rd", "Kirsty", "15 staff"],
        ["Brightwave", "5th", "Harriet", "9 staff"],
        ["Cobalt Design", "1st", "Ivo", "11 staff"],
        ["Driftwood Films", "4th", "Joel", "6 staff"],
        ["Evergreen Tax", "2nd", "Gail", "4 staff"],
    ],
    [
        ("Brightwave has the top floor to itself.",
         lambda s: is_max(s, "Brightwave", "floor")),
        ("The largest firm is directly above the one where Gail works.",
         lambda s: P(s, "15 staff", "floor") == P(s, "Gail", "floor") + 1),
        ("No receptionist works on a lower floor than Ivo.",
         lambda s: is_min(s, "Ivo", "floor")),
        ("Driftwood Films, which employs six people, is somewhere above Apex Legal.",
         lambda s: s.same("Driftwood Films", "6 staff") and P(s, "Driftwood Films", "floor") > P(s, "Apex Legal", "floor")),
        ("Of Evergreen Tax and Cobalt Design, one has 11 staff and the other is on the 2nd floor.",
         lambda s: one_of_other(s, "Evergreen Tax", "Cobalt Design", "11 staff", "2nd")),
        ("Kirsty works two floors below Harriet.",
         lambda s: P(s, "Kirsty", "floor") + 2 == P(s, "Harriet", "floor")),
        ("The firm on the 5th floor is bigger than the one on the 4th but smaller than Cobalt Design.",
         lambda s: s.n("5th", "staff") > s.n("4th", "staff") and s.n("5th", "staff") < s.n("Cobalt Design", "staff")),
    ],
)

# 6. Magazine voice, market stalls west to east, prices.
puzzle(
    "u39-06-quay-market",
    "Saturday on the Quay",
    "Five traders set out their stalls along the quay on Saturday, numbered 1 to 5 from west to east. Each sells something different, and no two best sellers are priced the same.",
    [
        ("trader", ["Bea", "Colm", "Dilys", "Fergus", "Greta"]),
        ("stall", ["1", "2", "3", "4", "5"]),
        ("goods", ["cheese", "honey", "bread", "olives", "flowers"]),
        ("price", ["$3", "$4.50", "$6", "$7.50", "$9"]),
    ],
    [
        ["Bea", "3", "olives", "$9"],
        ["Colm", "5", "flowers", "$4.50"],
        ["Dilys", "4", "cheese", "$7.50"],
        ["Fergus", "1", "honey", "$6"],
        ["Greta", "2", "bread", "$3"],
    ],
    [
        ("The honey seller is at the western end of the quay.",
         lambda s: P(s, "honey", "stall") == 1),
        ("Greta's stall is immediately east of the one where the best seller goes for $6.",
         lambda s: P(s, "Greta", "stall") == P(s, "$6", "stall") + 1),
        ("Bea's best seller costs $1.50 more than Dilys's.",
         lambda s: s.n("Bea", "price") == s.n("Dilys", "price") + 1.5),
        ("The cheese stall stands somewhere between the bread stall and Colm's.",
         lambda s: betw(s, "cheese", "bread", "Colm", "stall")),
        ("Colm doesn't sell olives; his stall is east of Bea's, though not next to it.",
         lambda s: not s.same("Colm", "olives") and P(s, "Colm", "stall") > P(s, "Bea", "stall") and not adj(s, "Colm", "Bea", "stall")),
        ("The flowers cost less than the olives but more than the bread.",
         lambda s: s.n("bread", "price") < s.n("flowers", "price") < s.n("olives", "price")),
        ("Fergus's stall and the olive stall are two apart.",
         lambda s: gap(s, "Fergus", "olives", "stall") == 2),
        ("Neither Dilys nor Greta sells olives.",
         lambda s: not s.same("Dilys", "olives") and not s.same("Greta", "olives")),
    ],
)

# 7. Benchmark voice, days of the week.
puzzle(
    "u39-07-piano-tuner",
    "The Piano Tuner's Week",
    "A piano tuner has five visits booked for next week, one each day from Monday to Friday. Each client owns a different kind of piano, and each visit takes a different length of time.",
    [
        ("client", ["Mrs Fox", "Mr Gill", "Ms Hart", "Dr Iqbal", "Mr Jones"]),
        ("day", ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"]),
        ("piano", ["upright", "grand", "baby grand", "digital", "spinet"]),
        ("length", ["30 minutes", "45 minutes", "60 minutes", "75 minutes", "90 minutes"]),
    ],
    [
        ["Mrs Fox", "Wednesday", "upright", "30 minutes"],
        ["Mr Gill", "Monday", "spinet", "45 minutes"],
        ["Ms Hart", "Friday", "baby grand", "75 minutes"],
        ["Dr Iqbal", "Tuesday", "grand", "90 minutes"],
        ["Mr Jones", "Thursday", "digital", "60 minutes"],
    ],
    [
        ("The grand piano is tuned the day after Mr Gill's visit.",
         lambda s: P(s, "grand", "day") == P(s, "Mr Gill", "day") + 1),
        ("Mrs Fox's visit, the shortest of the week, falls in the middle of the week.",
         lambda s: is_min(s, "Mrs Fox", "length") and s.same("Mrs Fox", "Wednesday")),
        ("The owner of the baby grand is seen later in the week than Mr Jones.",
         lambda s: P(s, "baby grand", "day") > P(s, "Mr Jones", "day")),
        ("Neither the spinet nor the upright takes more than 45 minutes.",
         lambda s: s.n("spinet", "length") <= 45 and s.n("upright", "length") <= 45),
        ("Mr Jones's appointment is an hour long.",
         lambda s: s.n("Mr Jones", "length") == 60),
        ("The longest visit comes two days before the 60-minute one.",
         lambda s: P(s, "90 minutes", "day") + 2 == P(s, "60 minutes", "day")),
        ("Dr Iqbal, the owner of the spinet and the 75-minute client are three different people.",
         lambda s: distinct(s, "Dr Iqbal", "spinet", "75 minutes")),
        ("The upright is tuned later in the week than the spinet.",
         lambda s: P(s, "upright", "day") > P(s, "spinet", "day")),
    ],
)

# 8. Magazine voice, radio time slots.
puzzle(
    "u39-08-phone-in",
    "Sunday Phone-Ins",
    "Radio Fernbank runs five hour-long phone-ins every Sunday, starting at 9:00am, 10:00am, 11:00am, 12:00pm and 1:00pm. Each has a different host and topic, and last week each drew a different number of calls.",
    [
        ("host", ["Amara", "Bilal", "Cora", "Dev", "Esme"]),
        ("slot", ["9:00am", "10:00am", "11:00am", "12:00pm", "1:00pm"]),
        ("topic", ["gardening", "money", "cookery", "travel", "pets"]),
        ("calls", ["14 calls", "18 calls", "21 calls", "25 calls", "30 calls"]),
    ],
    [
        ["Amara", "11:00am", "travel", "14 calls"],
        ["Bilal", "1:00pm", "cookery", "21 calls"],
        ["Cora", "9:00am", "pets", "18 calls"],
        ["Dev", "12:00pm", "gardening", "25 calls"],
        ["Esme", "10:00am", "money", "30 calls"],
    ],
    [
        ("The gardening hour went out at some point after the money show but before Bilal's.",
         lambda s: P(s, "money", "slot") < P(s, "gardening", "slot") < P(s, "Bilal", "slot")),
        ("Esme's slot came directly before Amara's.",
         lambda s: s.n("Esme", "slot") + 60 == s.n("Amara", "slot")),
        ("The show with the most calls was on the air two hours before the gardening programme.",
         lambda s: s.n("30 calls", "slot") + 120 == s.n("gardening", "slot")),
        ("Amara took 7 fewer calls than Bilal.",
         lambda s: s.n("Amara", "calls") + 7 == s.n("Bilal", "calls")),
        ("The pets phone-in got 18 calls.",
         lambda s: s.same("pets", "18 calls")),
        ("The pets show went out before the money show.",
         lambda s: P(s, "pets", "slot") < P(s, "money", "slot")),
        ("Dev's show came straight after the travel show.",
         lambda s: P(s, "Dev", "slot") == P(s, "travel", "slot") + 1),
    ],
)

# 9. Magazine voice, allotment plots; a gardener named Rose and the flower rose.
puzzle(
    "u39-09-allotment-fence",
    "Along the Allotment Fence",
    "Four neighbours share the strip of allotment beside the fence, divided into plots 1 to 4 from left to right. This summer each grew a different flower, and no two beds came out the same colour.",
    [
        ("gardener", ["Rose", "Tom", "Una", "Vic"]),
        ("plot", ["1", "2", "3", "4"]),
        ("flower", ["rose", "tulip", "dahlia", "lily"]),
        ("colour", ["red", "white", "pink", "yellow"]),
    ],
    [
        ["Rose", "2", "dahlia", "red"],
        ["Tom", "1", "lily", "white"],
        ["Una", "3", "rose", "yellow"],
        ["Vic", "4", "tulip", "pink"],
    ],
    [
        ("The woman named Rose has the plot immediately to the left of the bed of roses.",
         lambda s: P(s, "Rose", "plot") + 1 == P(s, "rose", "plot")),
        ("Tom's plot is at one end of the fence.",
         lambda s: at_end(s, "Tom", "plot")),
        ("The yellow flowers aren't tulips, and they don't belong to Vic.",
         lambda s: not s.same("yellow", "tulip") and not s.same("yellow", "Vic")),
        ("The pink bed lies somewhere to the right of the red one.",
         lambda s: P(s, "pink", "plot") > P(s, "red", "plot")),
        ("Una's plot is next to Vic's.",
         lambda s: adj(s, "Una", "Vic", "plot")),
        ("Of Rose and Vic, one grows the tulips and the other has the red flowers.",
         lambda s: one_of_other(s, "Rose", "Vic", "tulip", "red")),
        ("Tom's plot is further left than Una's.",
         lambda s: P(s, "Tom", "plot") < P(s, "Una", "plot")),
        ("The lilies are white.",
         lambda s: s.same("lily", "white")),
    ],
)

# 10. Benchmark voice, a bench in a tea garden; Ginger and the ginger tea.
puzzle(
    "u39-10-tea-garden-bench",
    "The Tea Garden Bench",
    "Four friends sat side by side on a bench in the tea garden, in seats 1 to 4 from left to right. Each ordered a different herbal tea and a different cake.",
    [
        ("friend", ["Ginger", "Hal", "Ines", "Jun"]),
        ("seat", ["1", "2", "3", "4"]),
        ("tea", ["ginger", "mint", "chamomile", "lemon"]),
        ("cake", ["scone", "eclair", "brownie", "flapjack"]),
    ],
    [
        ["Ginger", "2", "chamomile", "scone"],
        ["Hal", "1", "mint", "brownie"],
        ["Ines", "4", "lemon", "eclair"],
        ["Jun", "3", "ginger", "flapjack"],
    ],
    [
        ("Ginger herself did not order the ginger tea, but the friend who did sat directly to her right.",
         lambda s: not s.same("Ginger", "ginger") and P(s, "ginger", "seat") == P(s, "Ginger", "seat") + 1),
        ("The brownie went with the mint tea.",
         lambda s: s.same("brownie", "mint")),
        ("Ines sat somewhere to the right of the person eating the flapjack.",
         lambda s: P(s, "Ines", "seat") > P(s, "flapjack", "seat")),
        ("Hal sat at one end of the bench.",
         lambda s: at_end(s, "Hal", "seat")),
        ("The eclair was eaten by the person in seat 4.",
         lambda s: s.same("eclair", "4")),
        ("The chamomile drinker sat between Hal and Jun.",
         lambda s: betw(s, "chamomile", "Hal", "Jun", "seat")),
        ("If Hal drank the lemon tea, then he sat next to Ginger.",
         lambda s: implies(s.same("Hal", "lemon"), adj(s, "Hal", "Ginger", "seat"))),
        ("Whoever drank the ginger tea ate a flapjack with it.",
         lambda s: s.same("ginger", "flapjack")),
    ],
)

# 11. Magazine voice, swimming lanes and heights.
puzzle(
    "u39-11-county-final",
    "The County Final",
    "Five swimmers from five different clubs lined up in lanes 1 to 5 for the county 100m final. No two of them are the same height.",
    [
        ("swimmer", ["Abi", "Ben", "Cal", "Dom", "Eve"]),
        ("lane", ["1", "2", "3", "4", "5"]),
        ("height", ["5'6\"", "5'8\"", "5'10\"", "6'0\"", "6'2\""]),
        ("club", ["Otters", "Sharks", "Dolphins", "Marlins", "Seals"]),
    ],
    [
        ["Abi", "3", "6'2\"", "Marlins"],
        ["Ben", "5", "6'0\"", "Dolphins"],
        ["Cal", "4", "5'8\"", "Sharks"],
        ["Dom", "1", "5'10\"", "Seals"],
        ["Eve", "2", "5'6\"", "Otters"],
    ],
    [
        ("Eve is four inches shorter than Dom.",
         lambda s: s.n("Eve", "height") + 4 == s.n("Dom", "height")),
        ("The Sharks' swimmer is two inches taller than Eve and is in the lane beside the tallest swimmer's.",
         lambda s: s.n("Sharks", "height") == s.n("Eve", "height") + 2 and adj(s, "Sharks", "6'2\"", "lane")),
        ("Ben and the Otter are three lanes apart.",
         lambda s: gap(s, "Ben", "Otters", "lane") == 3),
        ("Abi is taller than Ben, who swims for the Dolphins.",
         lambda s: s.n("Abi", "height") > s.n("Ben", "height") and s.same("Ben", "Dolphins")),
        ("Cal and the Seal are in lanes 4 and 1, respectively.",
         lambda s: s.same("Cal", "4") and s.same("Seals", "1")),
        ("The swimmer in lane 2 is the shortest of the five.",
         lambda s: is_min(s, "2", "height")),
        ("Cal is shorter than Ben.",
         lambda s: s.n("Cal", "height") < s.n("Ben", "height")),
    ],
)

# 12. Benchmark voice, front doors on a terrace; Violet and the violet door.
puzzle(
    "u39-12-orchard-terrace",
    "Orchard Terrace",
    "The five houses of Orchard Terrace stand in a row, numbered 1 to 5 from left to right. Each front door is painted a different colour, and each resident moved in in a different year.",
    [
        ("resident", ["Violet", "Walter", "Xena", "Yusuf", "Zoe"]),
        ("house", ["1", "2", "3", "4", "5"]),
        ("door", ["violet", "green", "black", "white", "red"]),
        ("year", ["1998", "2003", "2009", "2015", "2021"]),
    ],
    [
        ["Violet", "4", "white", "2003"],
        ["Walter", "1", "green", "2009"],
        ["Xena", "5", "red", "2015"],
        ["Yusuf", "3", "violet", "2021"],
        ["Zoe", "2", "black", "1998"],
    ],
    [
        ("The violet door is not Violet's own; she lives immediately to the right of it.",
         lambda s: P(s, "Violet", "house") == P(s, "violet", "house") + 1),
        ("Zoe was the first of the five to move in.",
         lambda s: is_min(s, "Zoe", "year")),
        ("The most recent arrival lives in the middle house.",
         lambda s: P(s, "2021", "house") == 3),
        ("The red door belongs to someone who moved in 6 years after Walter.",
         lambda s: s.n("red", "year") == s.n("Walter", "year") + 6),
        ("Walter's house is at one end of the row, and his door is not black.",
         lambda s: at_end(s, "Walter", "house") and not s.same("Walter", "black")),
        ("Zoe lives next door to Walter.",
         lambda s: adj(s, "Zoe", "Walter", "house")),
        ("Xena moved in later than Violet but earlier than Yusuf.",
         lambda s: s.n("Violet", "year") < s.n("Xena", "year") < s.n("Yusuf", "year")),
        ("The black door is directly to the left of the violet one.",
         lambda s: P(s, "black", "house") + 1 == P(s, "violet", "house")),
        ("Violet also moved in before Walter did.",
         lambda s: s.n("Violet", "year") < s.n("Walter", "year")),
        ("Either Xena or the resident who moved in in 2003 has the white door.",
         lambda s: xor(s.same("white", "Xena"), s.same("white", "2003"))),
    ],
)
