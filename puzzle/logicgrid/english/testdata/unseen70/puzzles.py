# Blind test set unseen70: British-magazine-style logic-grid puzzles.
# Each clue is written twice: the English sentence, and a predicate saying
# what it means. truth.py brute-forces the predicates.
import re

def val(x):
    """The number an item stands for (my own reading, not nv):
    '£4.50' -> 450 (pence), '75p' -> 75, '10.15am' -> 615 (minutes after
    midnight), 'third' -> 3, seat letter 'C' -> 3, '42 ft' -> 42, '3' -> 3."""
    t = x.strip().lower()
    m = re.match(r"^£(\d+)(?:\.(\d\d))?$", t)
    if m:
        return int(m.group(1)) * 100 + int(m.group(2) or 0)
    m = re.match(r"^(\d+)p$", t)
    if m:
        return int(m.group(1))
    m = re.match(r"^(\d+)(?:[.:](\d\d))?\s*(am|pm)$", t)
    if m:
        return (int(m.group(1)) % 12 + (12 if m.group(3) == "pm" else 0)) * 60 + int(m.group(2) or 0)
    ords = ["first", "second", "third", "fourth", "fifth", "sixth"]
    if t in ords:
        return ords.index(t) + 1
    days = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"]
    if t in days:
        return days.index(t) + 1
    if re.match(r"^[a-f]$", t):
        return "abcdef".index(t) + 1
    m = re.match(r"^(\d+(?:\.\d+)?)", t)
    return float(m.group(1))

def at(s, item, cat):
    """The number of the category-cat item that goes with item."""
    return val(s.g(item, cat))

def nextto(s, a, b, cat):
    """a and b are side by side in the ordering cat (differ by one)."""
    return abs(at(s, a, cat) - at(s, b, cat)) == 1

def diff(s, a, b, cat):
    """at(a) - at(b)."""
    return at(s, a, cat) - at(s, b, cat)

def differ(s, *items):
    """The items all belong to different entities (rows)."""
    rs = [s.r(i) for i in items]
    return len(set(rs)) == len(rs)

def xor(a, b):
    return bool(a) != bool(b)

puzzle("u70-01-beach-huts",
    "Beach Huts at Sandcombe",
    "Five regulars own the row of beach huts numbered 1 to 5 along the promenade at Sandcombe, hut 1 being the westernmost and hut 5 the easternmost. Each hut is painted a different colour, and on the sunny Saturday in question each owner was passing the afternoon in a different way outside their hut.",
    [("owner", ["Mr Ash", "Mrs Dale", "Miss Frost", "Dr Grey", "Mr Hill"]),
     ("hut", ["1", "2", "3", "4", "5"]),
     ("colour", ["blue", "green", "lemon", "pink", "white"]),
     ("pastime", ["crossword", "fishing", "knitting", "painting", "snoozing"])],
    [["Mr Ash", "4", "pink", "fishing"],
     ["Mrs Dale", "1", "lemon", "knitting"],
     ["Miss Frost", "3", "white", "crossword"],
     ["Dr Grey", "5", "green", "snoozing"],
     ["Mr Hill", "2", "blue", "painting"]],
    [
    ("The owner of hut 3 isn't Mr Hill, whose neighbour to the east was doing the crossword.", lambda s: not s.same("3", "Mr Hill") and diff(s, "crossword", "Mr Hill", "hut") == 1),
    ("Dr Grey's hut is two along from the white one.", lambda s: abs(diff(s, "Dr Grey", "white", "hut")) == 2),
    ("Neither Mrs Dale nor the owner who spent the afternoon fishing has the blue hut.", lambda s: not s.same("Mrs Dale", "blue") and not s.same("fishing", "blue")),
    ("The pink hut stands immediately east of Miss Frost's.", lambda s: diff(s, "pink", "Miss Frost", "hut") == 1),
    ("Of Mr Ash and the owner of the lemon hut, one was fishing and the other was knitting.", lambda s: one_of_other(s, "Mr Ash", "lemon", "fishing", "knitting")),
    ("The snoozer's hut is at one end of the row.", lambda s: at(s, "snoozing", "hut") in (1, 5)),
    ("The crossword was being done further east than the knitting, but further west than the green hut.", lambda s: at(s, "knitting", "hut") < at(s, "crossword", "hut") < at(s, "green", "hut")),
    ("Hut 1 is not painted white.", lambda s: not s.same("1", "white")),
    ("Mr Ash has a hut further east than the blue one.", lambda s: at(s, "Mr Ash", "hut") > at(s, "blue", "hut")),
    ("Dr Grey, who wasn't the one painting, has a hut somewhere east of Mrs Dale's.", lambda s: not s.same("Dr Grey", "painting") and at(s, "Dr Grey", "hut") > at(s, "Mrs Dale", "hut")),
    ])

puzzle("u70-02-flats-and-pets",
    "Pets in Lindley House",
    "Lindley House is a small block of five flats, one on each floor, numbered from floor 1 at street level up to floor 5 at the top. Each flat has a single tenant, each of whom keeps a different pet (strictly against the lease, as it happens), works at a different job, and has lived in the block for a different number of years.",
    [("tenant", ["Mrs Bell", "Mr Cope", "Miss Drew", "Mr Eden", "Ms Fox"]),
     ("floor", ["1", "2", "3", "4", "5"]),
     ("pet", ["budgie", "cat", "goldfish", "parrot", "tortoise"]),
     ("job", ["baker", "dentist", "librarian", "nurse", "postman"]),
     ("years", ["2 years", "4 years", "7 years", "9 years", "12 years"])],
    [["Mrs Bell", "3", "parrot", "librarian", "9 years"],
     ["Mr Cope", "1", "tortoise", "postman", "12 years"],
     ["Miss Drew", "4", "cat", "nurse", "2 years"],
     ["Mr Eden", "5", "goldfish", "dentist", "4 years"],
     ["Ms Fox", "2", "budgie", "baker", "7 years"]],
    [
    ("Miss Drew's flat is directly above the one with the parrot.", lambda s: diff(s, "Miss Drew", "parrot", "floor") == 1),
    ("The nurse has lived in the block for 5 years fewer than the baker.", lambda s: diff(s, "baker", "nurse", "years") == 5),
    ("The postman, who lives on the floor below Ms Fox, has been in Lindley House longer than anyone else.", lambda s: diff(s, "Ms Fox", "postman", "floor") == 1 and s.same("postman", "12 years")),
    ("Mr Eden doesn't keep the budgie, and he has lived in the block for less time than Mrs Bell.", lambda s: not s.same("Mr Eden", "budgie") and at(s, "Mr Eden", "years") < at(s, "Mrs Bell", "years")),
    ("The tenant on the top floor, who isn't the librarian, moved in 4 years ago.", lambda s: s.same("5", "4 years") and not s.same("5", "librarian")),
    ("Either Mrs Bell or the tenant on floor 2 is the baker.", lambda s: s.same("Mrs Bell", "baker") or s.same("2", "baker")),
    ("The cat lives one floor above the librarian.", lambda s: diff(s, "cat", "librarian", "floor") == 1),
    ("Neither the dentist nor Miss Drew has been in the block for 7 years.", lambda s: not s.same("dentist", "7 years") and not s.same("Miss Drew", "7 years")),
    ("The budgie's owner has lived there longer than the cat's owner, but not as long as the parrot's.", lambda s: at(s, "cat", "years") < at(s, "budgie", "years") < at(s, "parrot", "years")),
    ("The goldfish is on neither floor 1 nor floor 3.", lambda s: not s.same("goldfish", "1") and not s.same("goldfish", "3")),
    ("Ms Fox, who isn't the librarian, keeps a bird.", lambda s: not s.same("Ms Fox", "librarian") and (s.same("Ms Fox", "budgie") or s.same("Ms Fox", "parrot"))),
    ("Mrs Bell lives on a higher floor than the postman does.", lambda s: at(s, "Mrs Bell", "floor") > at(s, "postman", "floor")),
    ])

puzzle("u70-03-post-office-queue",
    "The Monday Queue",
    "It was pension morning at the Little Hadley post office, and five customers stood in a single queue at the counter, the first being at the front and the fifth at the back. Each had come for something different and each paid a different amount for it.",
    [("customer", ["Alf", "Betty", "Cyril", "Doreen", "Enid"]),
     ("place", ["first", "second", "third", "fourth", "fifth"]),
     ("errand", ["birthday card", "parcel", "postal order", "stamps", "TV licence"]),
     ("paid", ["75p", "£1.20", "£2.35", "£4.50", "£6.80"])],
    [["Alf", "second", "stamps", "£1.20"],
     ["Betty", "fourth", "birthday card", "75p"],
     ["Cyril", "fifth", "postal order", "£2.35"],
     ["Doreen", "first", "parcel", "£4.50"],
     ["Enid", "third", "TV licence", "£6.80"]],
    [
    ("The queue's third person, who isn't Cyril, was immediately behind the customer buying stamps.", lambda s: not s.same("third", "Cyril") and at(s, "stamps", "place") == 2),
    ("Cyril paid £1.60 more than Betty did.", lambda s: diff(s, "Cyril", "Betty", "paid") == 160),
    ("Doreen was somewhere ahead of the customer who spent £6.80.", lambda s: at(s, "Doreen", "place") < at(s, "£6.80", "place")),
    ("The postal order cost more than the stamps but less than the parcel.", lambda s: at(s, "stamps", "paid") < at(s, "postal order", "paid") < at(s, "parcel", "paid")),
    ("Alf stood two places ahead of the person buying a birthday card.", lambda s: diff(s, "birthday card", "Alf", "place") == 2),
    ("Of Doreen and the customer who spent £2.35, one was posting a parcel and the other was at the back of the queue.", lambda s: s.r("Doreen") != s.r("£2.35") and ((s.same("Doreen", "parcel") and s.same("£2.35", "fifth")) or (s.same("Doreen", "fifth") and s.same("£2.35", "parcel")))),
    ("Enid, who didn't pay 75p, wasn't buying a birthday card.", lambda s: not s.same("Enid", "75p") and not s.same("Enid", "birthday card")),
    ("Betty didn't buy stamps.", lambda s: not s.same("Betty", "stamps")),
    ])

puzzle("u70-04-campsite-pitches",
    "Down the Lane at Fernbrook Farm",
    "Fernbrook Farm lets five tent pitches along the lane that runs away from the farm gate, pitch 1 being nearest the gate and pitch 5 furthest from it. Last August all five were taken by families, each with a tent of a different colour, each from a different town, and each booked for a different number of nights.",
    [("family", ["Archer", "Baker", "Cooper", "Dawson", "Ellis"]),
     ("pitch", ["1", "2", "3", "4", "5"]),
     ("tent", ["blue", "green", "orange", "red", "yellow"]),
     ("town", ["Bristol", "Derby", "Leeds", "Norwich", "York"]),
     ("stay", ["3 nights", "4 nights", "6 nights", "7 nights", "10 nights"])],
    [["Archer", "3", "green", "Norwich", "10 nights"],
     ["Baker", "5", "orange", "Derby", "6 nights"],
     ["Cooper", "1", "yellow", "Leeds", "7 nights"],
     ["Dawson", "4", "blue", "Bristol", "4 nights"],
     ["Ellis", "2", "red", "York", "3 nights"]],
    [
    ("The family from York are pitched next to both the Coopers and the Archers.", lambda s: nextto(s, "York", "Cooper", "pitch") and nextto(s, "York", "Archer", "pitch")),
    ("The family in the orange tent, who are pitched further from the gate than the Dawsons, are staying one night fewer than the Leeds family.", lambda s: at(s, "orange", "pitch") > at(s, "Dawson", "pitch") and diff(s, "Leeds", "orange", "stay") == 1),
    ("The Bakers aren't from Bristol, and nor are the family in the red tent.", lambda s: not s.same("Baker", "Bristol") and not s.same("red", "Bristol")),
    ("The red tent isn't on pitch 1, and the Archers are pitched nearer the gate than the Bakers.", lambda s: not s.same("red", "1") and at(s, "Archer", "pitch") < at(s, "Baker", "pitch")),
    ("The longest stay belongs to the family on the middle pitch.", lambda s: s.same("10 nights", "3")),
    ("The Ellises are staying for fewer nights than any other family.", lambda s: s.same("Ellis", "3 nights")),
    ("The blue tent is pitched somewhere between the yellow tent and the family from Derby.", lambda s: min(at(s, "yellow", "pitch"), at(s, "Derby", "pitch")) < at(s, "blue", "pitch") < max(at(s, "yellow", "pitch"), at(s, "Derby", "pitch"))),
    ("The green tent is two pitches further from the gate than the Coopers' tent.", lambda s: diff(s, "green", "Cooper", "pitch") == 2),
    ("The Dawsons' stay is shorter than the Bakers'.", lambda s: at(s, "Dawson", "stay") < at(s, "Baker", "stay")),
    ("The family from Bristol are staying for 4 nights.", lambda s: s.same("Bristol", "4 nights")),
    ])

SIDES = ["north", "east", "south", "west"]  # clockwise order round the green

def opposite(s, a, b, cat):
    """a and b stand on opposite sides of the green (north-south or east-west)."""
    x, y = s.g(a, cat), s.g(b, cat)
    return x in SIDES and y in SIDES and (SIDES.index(x) - SIDES.index(y)) % 4 == 2

def cw_next(s, a, b, cat):
    """b's side is the next one clockwise round the green after a's."""
    x, y = s.g(a, cat), s.g(b, cat)
    return x in SIDES and y in SIDES and (SIDES.index(y) - SIDES.index(x)) % 4 == 1

puzzle("u70-05-fete-on-the-green",
    "Fete on the Green",
    "At the Much Wenham summer fete, five stalls were set out on the village green: one in the middle of each of the green's four sides (north, east, south and west, as on a map with north at the top), and one in the centre beside the maypole. Each was run by a different villager, sold something different, and took a different sum by the end of the afternoon.",
    [("stallholder", ["Mrs Abbott", "Mr Bishop", "Miss Carter", "Mr Dobbs", "Mrs Ewart"]),
     ("position", ["north", "east", "south", "west", "centre"]),
     ("stall", ["books", "cakes", "jam", "plants", "tombola"]),
     ("takings", ["£18", "£24", "£31", "£40", "£52"])],
    [["Mrs Abbott", "west", "jam", "£24"],
     ["Mr Bishop", "centre", "tombola", "£52"],
     ["Miss Carter", "north", "books", "£18"],
     ["Mr Dobbs", "south", "plants", "£40"],
     ["Mrs Ewart", "east", "cakes", "£31"]],
    [
    ("The plant stall stood directly opposite Miss Carter's, across the green.", lambda s: opposite(s, "plants", "Miss Carter", "position")),
    ("Going clockwise round the green, the cake stall came next after Miss Carter's.", lambda s: cw_next(s, "Miss Carter", "cakes", "position")),
    ("Mrs Ewart's stall took £9 less than the plant stall.", lambda s: diff(s, "plants", "Mrs Ewart", "takings") == 900),
    ("The book stall took £6 less than the jam stall.", lambda s: diff(s, "jam", "books", "takings") == 600),
    ("Across the green from Mrs Abbott's stall, and directly facing it, was the one which took £31.", lambda s: opposite(s, "Mrs Abbott", "£31", "position")),
    ("The stall beside the maypole took more than any of the others.", lambda s: s.same("centre", "£52")),
    ("Mr Dobbs, who didn't run the tombola, wasn't on the west side.", lambda s: not s.same("Mr Dobbs", "tombola") and not s.same("Mr Dobbs", "west")),
    ("The jam stall was on neither the north nor the east side.", lambda s: not s.same("jam", "north") and not s.same("jam", "east")),
    ("Miss Carter sold neither cakes nor jam.", lambda s: not s.same("Miss Carter", "cakes") and not s.same("Miss Carter", "jam")),
    ("Miss Carter's stall was on neither the east nor the west side of the green.", lambda s: not s.same("Miss Carter", "east") and not s.same("Miss Carter", "west")),
    ])

puzzle("u70-06-row-of-seats",
    "An Evening at the Playhouse",
    "Five friends went to see a revival of a Rattigan play and found their seats were A to E in row F, running from left to right as they faced the stage, A being on the left at the aisle. They had turned up separately at different times, paid different prices for their tickets, and each drank something different at the interval.",
    [("friend", ["Gordon", "Hazel", "Ian", "Julia", "Keith"]),
     ("seat", ["A", "B", "C", "D", "E"]),
     ("drink", ["coffee", "gin and tonic", "lemonade", "red wine", "tea"]),
     ("arrived", ["7.05pm", "7.10pm", "7.15pm", "7.20pm", "7.25pm"]),
     ("ticket", ["£12", "£15", "£18", "£22", "£25"])],
    [["Gordon", "C", "lemonade", "7.25pm", "£12"],
     ["Hazel", "D", "gin and tonic", "7.10pm", "£22"],
     ["Ian", "E", "coffee", "7.15pm", "£15"],
     ["Julia", "A", "tea", "7.20pm", "£18"],
     ["Keith", "B", "red wine", "7.05pm", "£25"]],
    [
    ("Hazel sat immediately to the right of the friend who arrived last.", lambda s: diff(s, "Hazel", "7.25pm", "seat") == 1),
    ("The earliest arrival paid £7 more for a ticket than Julia did.", lambda s: diff(s, "7.05pm", "Julia", "ticket") == 700),
    ("The lemonade drinker turned up twenty minutes after the one who had red wine.", lambda s: diff(s, "lemonade", "red wine", "arrived") == 20),
    ("The coffee drinker got to the theatre at a quarter past seven.", lambda s: s.same("coffee", "7.15pm")),
    ("The friend in seat A, who didn't drink coffee, arrived five minutes after whoever paid £15.", lambda s: not s.same("A", "coffee") and diff(s, "A", "£15", "arrived") == 5),
    ("The cheapest ticket was for the middle seat of the five.", lambda s: s.same("£12", "C")),
    ("The gin and tonic was drunk by the friend sitting two seats to the right of Keith.", lambda s: diff(s, "gin and tonic", "Keith", "seat") == 2),
    ("Of Julia and the coffee drinker, one sat in seat A and the other paid £15.", lambda s: one_of_other(s, "Julia", "coffee", "A", "£15")),
    ("Keith's ticket cost more than Hazel's.", lambda s: at(s, "Keith", "ticket") > at(s, "Hazel", "ticket")),
    ("Ian sat somewhere to the right of Gordon.", lambda s: at(s, "Ian", "seat") > at(s, "Gordon", "seat")),
    ])

puzzle("u70-07-hotel-corridor",
    "The Second-Floor Corridor",
    "Five guests checked in to the Royal Oak Hotel, Ludlow, one afternoon, and were all given rooms on the second floor, whose rooms 11 to 15 run in order along a single corridor from the lift, room 11 being nearest the lift and room 15 at the far end. Each arrived at a different time and asked for a different newspaper to be sent up in the morning.",
    [("guest", ["Mr Frost", "Mrs Grant", "Dr Hale", "Miss Innes", "Mr Jukes"]),
     ("room", ["11", "12", "13", "14", "15"]),
     ("checked in", ["2.30pm", "3.15pm", "4.00pm", "4.45pm", "6.00pm"]),
     ("newspaper", ["Express", "Guardian", "Mail", "Telegraph", "Times"])],
    [["Mr Frost", "14", "3.15pm", "Express"],
     ["Mrs Grant", "13", "6.00pm", "Mail"],
     ["Dr Hale", "15", "4.00pm", "Telegraph"],
     ["Miss Innes", "11", "4.45pm", "Times"],
     ["Mr Jukes", "12", "2.30pm", "Guardian"]],
    [
    ("Mrs Grant's room is further along the corridor than that of the guest who checked in at half past two.", lambda s: at(s, "Mrs Grant", "room") > at(s, "2.30pm", "room")),
    ("The Times reader arrived an hour and a half after the guest who takes the Express.", lambda s: diff(s, "Times", "Express", "checked in") == 90),
    ("The last guest to arrive has the room between the Guardian reader's and Mr Frost's.", lambda s: not s.same("Guardian", "Mr Frost") and min(at(s, "Guardian", "room"), at(s, "Mr Frost", "room")) < at(s, "6.00pm", "room") < max(at(s, "Guardian", "room"), at(s, "Mr Frost", "room"))),
    ("Dr Hale, who isn't next door to Mrs Grant, checked in at four o'clock.", lambda s: not nextto(s, "Dr Hale", "Mrs Grant", "room") and s.same("Dr Hale", "4.00pm")),
    ("The Telegraph goes to the room at the far end of the corridor from the lift.", lambda s: s.same("Telegraph", "15")),
    ("Miss Innes checked in later than Mr Jukes but earlier than Mrs Grant.", lambda s: at(s, "Mr Jukes", "checked in") < at(s, "Miss Innes", "checked in") < at(s, "Mrs Grant", "checked in")),
    ("The Guardian is delivered to the room next door to Miss Innes's.", lambda s: nextto(s, "Guardian", "Miss Innes", "room")),
    ("Mr Frost is further from the lift than Mr Jukes is.", lambda s: at(s, "Mr Frost", "room") > at(s, "Mr Jukes", "room")),
    ("The guest in room 11 arrived after a quarter past three.", lambda s: at(s, "11", "checked in") > val("3.15pm")),
    ])

puzzle("u70-08-narrowboat-moorings",
    "Moorings above Hatton Lock",
    "Above Hatton Lock there are five visitor moorings, numbered 1 to 5 going upstream, so that mooring 1 is nearest the lock and mooring 5 furthest from it. One evening each was occupied by a narrowboat of a different name, length and colour, each belonging to a different owner.",
    [("owner", ["Mr Lamb", "Mrs Marsh", "Mr Nash", "Miss Oakes", "Mr Pike"]),
     ("mooring", ["1", "2", "3", "4", "5"]),
     ("boat", ["Dabchick", "Kingfisher", "Moorhen", "Otter", "Wagtail"]),
     ("length", ["32 ft", "40 ft", "45 ft", "57 ft", "62 ft"]),
     ("colour", ["black", "blue", "green", "maroon", "red"])],
    [["Mr Lamb", "4", "Dabchick", "57 ft", "blue"],
     ["Mrs Marsh", "1", "Otter", "45 ft", "green"],
     ["Mr Nash", "5", "Moorhen", "40 ft", "black"],
     ["Miss Oakes", "3", "Wagtail", "32 ft", "red"],
     ["Mr Pike", "2", "Kingfisher", "62 ft", "maroon"]],
    [
    ("Mr Pike's boat, which is 17 ft longer than the Otter, is moored next to it.", lambda s: diff(s, "Mr Pike", "Otter", "length") == 17 and nextto(s, "Mr Pike", "Otter", "mooring")),
    ("The Kingfisher, the longest boat there, is moored nearer the lock than the black boat.", lambda s: s.same("Kingfisher", "62 ft") and at(s, "Kingfisher", "mooring") < at(s, "black", "mooring")),
    ("Miss Oakes's boat is 8 ft shorter than the Moorhen.", lambda s: diff(s, "Moorhen", "Miss Oakes", "length") == 8),
    ("The red boat is moored two places upstream of the green one.", lambda s: diff(s, "red", "green", "mooring") == 2),
    ("Neither the Dabchick nor Mr Nash's boat is painted green or maroon.", lambda s: all(not s.same(a, c) for a in ("Dabchick", "Mr Nash") for c in ("green", "maroon"))),
    ("The Wagtail is moored somewhere between Mrs Marsh's boat and the 57 ft boat.", lambda s: not s.same("Mrs Marsh", "57 ft") and min(at(s, "Mrs Marsh", "mooring"), at(s, "57 ft", "mooring")) < at(s, "Wagtail", "mooring") < max(at(s, "Mrs Marsh", "mooring"), at(s, "57 ft", "mooring"))),
    ("Mr Lamb's boat is longer than both Mrs Marsh's and Mr Nash's.", lambda s: at(s, "Mr Lamb", "length") > max(at(s, "Mrs Marsh", "length"), at(s, "Mr Nash", "length"))),
    ("The boat on mooring 5 is the second shortest of the five.", lambda s: s.same("5", "40 ft")),
    ("The blue boat is 12 ft longer than the green one.", lambda s: diff(s, "blue", "green", "length") == 12),
    ])

puzzle("u70-09-dog-show",
    "Best in Show at Felbury",
    "In the Best in Show final at the Felbury village dog show, the five class winners were brought into the ring one at a time by their owners, first to fifth. Each dog was of a different breed and had a different name and age.",
    [("owner", ["Fiona", "Graham", "Helen", "Martin", "Sandra"]),
     ("order", ["first", "second", "third", "fourth", "fifth"]),
     ("breed", ["beagle", "boxer", "dachshund", "poodle", "spaniel"]),
     ("dog", ["Bramble", "Duke", "Pepper", "Rolo", "Sky"]),
     ("age", ["2 years", "3 years", "4 years", "6 years", "8 years"])],
    [["Fiona", "fourth", "beagle", "Pepper", "3 years"],
     ["Graham", "fifth", "dachshund", "Bramble", "4 years"],
     ["Helen", "first", "boxer", "Rolo", "6 years"],
     ["Martin", "second", "spaniel", "Sky", "2 years"],
     ["Sandra", "third", "poodle", "Duke", "8 years"]],
    [
    ("Duke, who is 6 years older than the spaniel, went into the ring straight after it.", lambda s: diff(s, "Duke", "spaniel", "age") == 6 and diff(s, "Duke", "spaniel", "order") == 1),
    ("Rolo is twice as old as Pepper.", lambda s: at(s, "Rolo", "age") == 2 * at(s, "Pepper", "age")),
    ("Of Sandra and Rolo's owner, one showed the poodle and the other was first into the ring.", lambda s: one_of_other(s, "Sandra", "Rolo", "poodle", "first")),
    ("The beagle, which isn't Bramble, is a year younger than the dachshund.", lambda s: not s.same("beagle", "Bramble") and diff(s, "dachshund", "beagle", "age") == 1),
    ("Graham's dog was the last to be shown, and it isn't the oldest.", lambda s: s.same("Graham", "fifth") and not s.same("Graham", "8 years")),
    ("Pepper was brought in immediately after the poodle.", lambda s: diff(s, "Pepper", "poodle", "order") == 1),
    ("Fiona's dog is younger than Graham's but older than Martin's.", lambda s: at(s, "Martin", "age") < at(s, "Fiona", "age") < at(s, "Graham", "age")),
    ("Sky was shown earlier than Bramble.", lambda s: at(s, "Sky", "order") < at(s, "Bramble", "order")),
    ])

puzzle("u70-10-morning-trains",
    "Morning Departures",
    "Five passengers were waiting on the concourse at Reading station one Tuesday morning, each for a different train to a different destination. All five trains left on time, and each passenger had paid a different fare.",
    [("passenger", ["Mr Ashby", "Mrs Booth", "Mr Crane", "Ms Dunn", "Miss Ellery"]),
     ("departs", ["9.05am", "9.20am", "9.35am", "9.50am", "10.05am"]),
     ("destination", ["Bath", "Carlisle", "Exeter", "Oxford", "Swindon"]),
     ("fare", ["£8.40", "£12.75", "£19.50", "£26.00", "£31.20"])],
    [["Mr Ashby", "9.50am", "Carlisle", "£31.20"],
     ["Mrs Booth", "9.05am", "Oxford", "£12.75"],
     ["Mr Crane", "10.05am", "Swindon", "£8.40"],
     ["Ms Dunn", "9.20am", "Exeter", "£26.00"],
     ["Miss Ellery", "9.35am", "Bath", "£19.50"]],
    [
    ("Mrs Booth's train left half an hour before the one to Bath.", lambda s: diff(s, "Bath", "Mrs Booth", "departs") == 30),
    ("The passenger bound for Exeter paid £6.50 more than Miss Ellery.", lambda s: diff(s, "Exeter", "Miss Ellery", "fare") == 650),
    ("Of Ms Dunn and the passenger on the 9.50, one paid £26.00 and the other was going to Carlisle.", lambda s: one_of_other(s, "Ms Dunn", "9.50am", "£26.00", "Carlisle")),
    ("The Swindon passenger's fare was less than Mrs Booth's.", lambda s: at(s, "Swindon", "fare") < at(s, "Mrs Booth", "fare")),
    ("Miss Ellery's train left fifteen minutes after Ms Dunn's.", lambda s: diff(s, "Miss Ellery", "Ms Dunn", "departs") == 15),
    ("Mr Ashby paid more than any of the others.", lambda s: s.same("Mr Ashby", "£31.20")),
    ])

puzzle("u70-11-mill-lane",
    "Neighbours in Mill Lane",
    "Mill Lane has just five cottages, all on the same side and numbered 1 to 5 from west to east. Each is home to a single householder, each of whom has a different pastime, drives a different car and moved into the lane in a different year.",
    [("householder", ["Mr Hill", "Mrs Irwin", "Mr Jarvis", "Mrs Kemp", "Miss Lowe"]),
     ("number", ["1", "2", "3", "4", "5"]),
     ("pastime", ["bees", "bowls", "chess", "choir", "pigeons"]),
     ("car", ["Fiesta", "Golf", "Micra", "Mini", "Volvo"]),
     ("moved in", ["1988", "1995", "2003", "2011", "2019"])],
    [["Mr Hill", "2", "chess", "Mini", "2011"],
     ["Mrs Irwin", "5", "pigeons", "Golf", "2019"],
     ["Mr Jarvis", "4", "bees", "Micra", "1995"],
     ["Mrs Kemp", "1", "choir", "Volvo", "1988"],
     ["Miss Lowe", "3", "bowls", "Fiesta", "2003"]],
    [
    ("The householder who keeps bees lives immediately east of the one who plays bowls.", lambda s: diff(s, "bees", "bowls", "number") == 1),
    ("Mrs Kemp moved into Mill Lane 23 years before Mr Hill did.", lambda s: diff(s, "Mr Hill", "Mrs Kemp", "moved in") == 23),
    ("The most recent arrival lives at the eastern end of the lane, next door to the Micra's owner.", lambda s: s.same("2019", "5") and nextto(s, "2019", "Micra", "number")),
    ("The Fiesta is kept at a cottage further west than that of the pigeon fancier, but further east than the Mini's.", lambda s: at(s, "Mini", "number") < at(s, "Fiesta", "number") < at(s, "pigeons", "number")),
    ("Mr Jarvis moved in 8 years before Miss Lowe.", lambda s: diff(s, "Miss Lowe", "Mr Jarvis", "moved in") == 8),
    ("The Volvo's owner, who sings in the church choir, has lived in the lane longest of the five.", lambda s: s.same("Volvo", "choir") and s.same("Volvo", "1988")),
    ("Of Miss Lowe and the Micra's owner, one plays bowls and the other moved in in 1995.", lambda s: one_of_other(s, "Miss Lowe", "Micra", "bowls", "1995")),
    ("Mr Hill keeps neither bees nor pigeons.", lambda s: not s.same("Mr Hill", "pigeons") and not s.same("Mr Hill", "bees")),
    ("Nobody lives further west than the member of the church choir.", lambda s: s.same("choir", "1")),
    ])

puzzle("u70-12-hair-salon",
    "Thursday Afternoon at Shirley's",
    "Shirley's salon in Market Street has five chairs in a line, numbered 1 to 5 from the front window to the back wall. Last Thursday afternoon five customers each had a different appointment time, sat in a different chair, and had a different treatment at a different price.",
    [("customer", ["Ms Reed", "Mrs Tate", "Miss Vane", "Mrs Ward", "Mrs Young"]),
     ("chair", ["1", "2", "3", "4", "5"]),
     ("time", ["2.15pm", "2.45pm", "3.15pm", "3.45pm", "4.15pm"]),
     ("treatment", ["blow-dry", "colour", "cut", "highlights", "perm"]),
     ("price", ["£18", "£25", "£32", "£45", "£60"])],
    [["Ms Reed", "4", "2.15pm", "blow-dry", "£18"],
     ["Mrs Tate", "2", "3.45pm", "perm", "£45"],
     ["Miss Vane", "1", "4.15pm", "highlights", "£60"],
     ["Mrs Ward", "5", "2.45pm", "cut", "£25"],
     ["Mrs Young", "3", "3.15pm", "colour", "£32"]],
    [
    ("Mrs Tate's chair was next to Miss Vane's, which was the one nearest the window.", lambda s: s.same("Miss Vane", "1") and nextto(s, "Mrs Tate", "Miss Vane", "chair")),
    ("The highlights, the most expensive treatment, were booked for an hour later than the colour.", lambda s: s.same("highlights", "£60") and diff(s, "highlights", "colour", "time") == 60),
    ("The blow-dry, which cost £7 less than Mrs Ward's treatment, was the first appointment of the afternoon.", lambda s: diff(s, "Mrs Ward", "blow-dry", "price") == 700 and s.same("blow-dry", "2.15pm")),
    ("Mrs Young sat between the customer having a perm and the one having a blow-dry.", lambda s: min(at(s, "perm", "chair"), at(s, "blow-dry", "chair")) < at(s, "Mrs Young", "chair") < max(at(s, "perm", "chair"), at(s, "blow-dry", "chair"))),
    ("The customer booked for a quarter to four paid £13 more than the one in chair 3.", lambda s: diff(s, "3.45pm", "3", "price") == 1300),
    ("Mrs Ward's appointment was half an hour after Ms Reed's.", lambda s: diff(s, "Mrs Ward", "Ms Reed", "time") == 30),
    ("Ms Reed didn't have the chair by the back wall.", lambda s: not s.same("Ms Reed", "5")),
    ("Mrs Tate was booked in somewhat earlier than Miss Vane.", lambda s: at(s, "Mrs Tate", "time") < at(s, "Miss Vane", "time")),
    ])

