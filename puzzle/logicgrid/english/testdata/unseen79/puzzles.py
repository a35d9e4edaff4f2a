# Unseen set 79: country-house mysteries and detective logic problems.
# Each clue: (English sentence, predicate saying exactly what it means).
# Run with truth.py (which defines State, s.r, s.g, s.n, s.same, nv,
# one_of_other and puzzle) -- this file is exec'd inside truth.py.
import re as _re

def clock(item):
    """Minutes after midday-of-the-evening for a clock item:
    '9pm' -> 540+720... written simply as minutes since 00:00 of the day,
    with 'midnight' = 24:00 (the end of the evening), 'noon' = 12:00, and
    times from 12am to 5:59am counted as the small hours after midnight."""
    t = item.strip().lower()
    if t == "midnight":
        return 24 * 60
    if t == "noon":
        return 12 * 60
    m = _re.match(r"^(\d{1,2})(?::(\d\d))?\s*([ap])\.?m\.?$", t)
    assert m, item
    h = int(m.group(1)) % 12 + (12 if m.group(3) == "p" else 0)
    if h < 6:
        h += 24  # 12:30am, 1am ... are the small hours after midnight
    return h * 60 + int(m.group(2) or 0)

def T(s, x, cat="time"):
    """Clock time (minutes) of the row holding item x."""
    return clock(s.g(x, cat))

def num(item):
    """Number in an item: '$5,000' -> 5000, '3rd' -> 3, '40 years' -> 40."""
    return nv(item)

def N(s, x, cat):
    return num(s.g(x, cat))

def idx(s, x, cat):
    """Position (0-based) of x's item of `cat` in that category's listed order
    (used for ordered lists such as floors or a row of rooms)."""
    for name, items in s.cats:
        if name == cat:
            return items.index(s.g(x, cat))
    raise KeyError(cat)

def distinct(s, *xs):
    rs = [s.r(x) for x in xs]
    return len(set(rs)) == len(rs)

def is_(s, x, y):
    """x and y belong to the same suspect."""
    return s.same(x, y)

def isnt(s, x, y):
    return not s.same(x, y)

def neither(s, a, b, x):
    """Neither a nor b is x (literal reading; the written answers also have
    a and b different people, so the stronger reading gives the same answer)."""
    return not s.same(a, x) and not s.same(b, x)

def either(s, x, a, b):
    """x is a or x is b (a and b always exclusive here: same category)."""
    return s.same(x, a) or s.same(x, b)


# ---------------------------------------------------------------------------
puzzle("u79-01-marlowe-grange",
  "A Death at Marlowe Grange",
  "Old Sir Jasper Marlowe was found dead in the morning, and four guests are under suspicion. Each was seen, alone, in a different room of the Grange at a different hour of the evening, and each was holding a different object that the police later took away. The Reverend Quill is the local vicar.",
  [("suspect", ["Lady Fenwick", "Colonel Draycott", "Reverend Quill", "Miss Harrow"]),
   ("room", ["library", "study", "conservatory", "billiard room"]),
   ("object", ["candlestick", "rope", "dagger", "revolver"]),
   ("time", ["9pm", "10pm", "11pm", "midnight"])],
  [["Lady Fenwick", "conservatory", "rope", "10pm"],
   ["Colonel Draycott", "library", "revolver", "midnight"],
   ["Reverend Quill", "study", "dagger", "9pm"],
   ["Miss Harrow", "billiard room", "candlestick", "11pm"]],
  [
   ("The person in the library was seen three hours after the Reverend Quill.",
    lambda s: T(s, "library") == T(s, "Reverend Quill") + 180),
   ("Lady Fenwick, who was not in the study, was seen an hour after the vicar.",
    lambda s: isnt(s, "Lady Fenwick", "study") and T(s, "Lady Fenwick") == T(s, "Reverend Quill") + 60),
   ("Whoever held the rope was seen earlier than whoever held the candlestick.",
    lambda s: T(s, "rope") < T(s, "candlestick")),
   ("Of Miss Harrow and the Colonel, one was in the billiard room and the other was holding the revolver.",
    lambda s: one_of_other(s, "Miss Harrow", "Colonel Draycott", "billiard room", "revolver")),
   ("The rope was not the vicar's.",
    lambda s: isnt(s, "rope", "Reverend Quill")),
   ("Colonel Draycott never set foot in the billiard room.",
    lambda s: isnt(s, "Colonel Draycott", "billiard room")),
  ])


# ---------------------------------------------------------------------------
puzzle("u79-02-wrexley-punch",
  "The Poisoned Punch at Wrexley Manor",
  "Someone put arsenic in the punch bowl at Lord Wrexley's birthday party. Inspector Hale has narrowed it down to five guests. Each arrived at a different time, each drank something different before the punch was served, and each, it turns out, had a different reason to wish his lordship dead: jealousy, an inheritance, blackmail (his lordship was blackmailing the guest), revenge, or a debt the guest owed him.",
  [("guest", ["Dr Pell", "Mrs Varga", "Captain Rooke", "Lady Crane", "Mr Grint"]),
   ("arrival", ["7:15pm", "7:30pm", "7:45pm", "8:00pm", "8:15pm"]),
   ("drink", ["sherry", "port", "gin", "claret", "brandy"]),
   ("motive", ["jealousy", "inheritance", "blackmail", "revenge", "debt"])],
  [["Dr Pell", "7:45pm", "sherry", "blackmail"],
   ["Mrs Varga", "7:15pm", "port", "inheritance"],
   ["Captain Rooke", "8:15pm", "gin", "debt"],
   ["Lady Crane", "7:30pm", "claret", "revenge"],
   ["Mr Grint", "8:00pm", "brandy", "jealousy"]],
  [
   ("The guest who stood to gain an inheritance was the first to arrive.",
    lambda s: T(s, "inheritance", "arrival") == clock("7:15pm")),
   ("Captain Rooke arrived half an hour after the sherry drinker.",
    lambda s: T(s, "Captain Rooke", "arrival") == T(s, "sherry", "arrival") + 30),
   ("Lady Crane got there earlier than the guest being blackmailed.",
    lambda s: T(s, "Lady Crane", "arrival") < T(s, "blackmail", "arrival")),
   ("Neither the port drinker nor Mr Grint had revenge in mind.",
    lambda s: neither(s, "port", "Mr Grint", "revenge")),
   ("The gin was drunk by the guest who owed his lordship money.",
    lambda s: is_(s, "gin", "debt")),
   ("Of Dr Pell and Mrs Varga, one drank port and the other arrived at 7:45pm.",
    lambda s: one_of_other(s, "Dr Pell", "Mrs Varga", "port", "7:45pm")),
   ("The claret drinker arrived 45 minutes before the gin drinker.",
    lambda s: T(s, "claret", "arrival") + 45 == T(s, "gin", "arrival")),
   ("The brandy was not the blackmail victim's drink.",
    lambda s: isnt(s, "brandy", "blackmail")),
   ("Mrs Varga was already there when Lady Crane arrived.",
    lambda s: T(s, "Mrs Varga", "arrival") < T(s, "Lady Crane", "arrival")),
  ])


# ---------------------------------------------------------------------------
UP = ["nursery", "linen room"]
DOWN = ["kitchen", "scullery"]
puzzle("u79-03-below-stairs",
  "Below Stairs at Hollin Court",
  "The silver was stolen from Hollin Court on the night of the ball, and the detective suspects the staff: Stone, the gardener; Mrs Briggs, the cook; Pembury, the butler; and Miss Lyle, the governess. Each was seen at a different time in a different room, holding something they should not have had. The kitchen and the scullery are on the ground floor; the nursery and the linen room are upstairs.",
  [("servant", ["Stone", "Mrs Briggs", "Pembury", "Miss Lyle"]),
   ("room", ["kitchen", "scullery", "nursery", "linen room"]),
   ("object", ["poker", "lead pipe", "letter opener", "shears"]),
   ("time", ["10:00pm", "10:30pm", "11:00pm", "11:30pm"])],
  [["Stone", "nursery", "letter opener", "11:00pm"],
   ["Mrs Briggs", "scullery", "lead pipe", "10:30pm"],
   ["Pembury", "linen room", "poker", "11:30pm"],
   ["Miss Lyle", "kitchen", "shears", "10:00pm"]],
  [
   ("The suspect with the lead pipe was in a room on the ground floor.",
    lambda s: s.g("lead pipe", "room") in DOWN),
   ("The gardener was upstairs, half an hour later than the cook.",
    lambda s: s.g("Stone", "room") in UP and T(s, "Stone") == T(s, "Mrs Briggs") + 30),
   ("Neither the governess nor the butler had the letter opener.",
    lambda s: neither(s, "Miss Lyle", "Pembury", "letter opener")),
   ("The person in the kitchen at ten o'clock wasn't carrying the poker.",
    lambda s: is_(s, "kitchen", "10:00pm") and isnt(s, "kitchen", "poker")),
   ("The butler was seen an hour and a half after the governess.",
    lambda s: T(s, "Pembury") == T(s, "Miss Lyle") + 90),
   ("The shears were seen earlier than the lead pipe.",
    lambda s: T(s, "shears") < T(s, "lead pipe")),
   ("Mrs Briggs stayed on the ground floor all evening.",
    lambda s: s.g("Mrs Briggs", "room") in DOWN),
   ("The poker was found in the linen room.",
    lambda s: is_(s, "poker", "linen room")),
  ])


# ---------------------------------------------------------------------------
puzzle("u79-04-night-mail",
  "Murder on the Night Mail",
  "When the sleeper train pulled into Euston, a courier was found dead in the corridor. The five passengers in the first-class carriage had compartments 1 to 5, in a row along the corridor, with compartment 1 nearest the dining car. Each was travelling to a different town and each carried one distinctive piece of luggage.",
  [("passenger", ["Mr Oakes", "Madame Roux", "Sister Agnes", "Count Belski", "Miss Pryor"]),
   ("compartment", ["1", "2", "3", "4", "5"]),
   ("destination", ["Dover", "York", "Carlisle", "Perth", "Inverness"]),
   ("luggage", ["hatbox", "violin case", "trunk", "golf bag", "carpet bag"])],
  [["Mr Oakes", "3", "Perth", "trunk"],
   ["Madame Roux", "1", "Dover", "hatbox"],
   ["Sister Agnes", "4", "York", "carpet bag"],
   ["Count Belski", "5", "Inverness", "violin case"],
   ["Miss Pryor", "2", "Carlisle", "golf bag"]],
  [
   ("Sister Agnes's compartment was right next to Mr Oakes's.",
    lambda s: abs(N(s, "Sister Agnes", "compartment") - N(s, "Mr Oakes", "compartment")) == 1),
   ("The hatbox belonged to the traveller two compartments nearer the dining car than Mr Oakes.",
    lambda s: N(s, "hatbox", "compartment") == N(s, "Mr Oakes", "compartment") - 2),
   ("Count Belski, who wasn't going to Perth, carried the violin case.",
    lambda s: isnt(s, "Count Belski", "Perth") and is_(s, "Count Belski", "violin case")),
   ("The one going to York had a higher-numbered compartment than the owner of the golf bag but a lower one than the Count.",
    lambda s: N(s, "golf bag", "compartment") < N(s, "York", "compartment") < N(s, "Count Belski", "compartment")),
   ("Of Miss Pryor and Sister Agnes, one had the carpet bag and the other was going to Carlisle.",
    lambda s: one_of_other(s, "Miss Pryor", "Sister Agnes", "carpet bag", "Carlisle")),
   ("Madame Roux, whose hatbox caused such trouble in the corridor, was bound for Dover.",
    lambda s: is_(s, "Madame Roux", "hatbox") and is_(s, "Madame Roux", "Dover")),
   ("The owner of the trunk was travelling to Perth.",
    lambda s: is_(s, "trunk", "Perth")),
   ("Miss Pryor's compartment lay somewhere between Madame Roux's and Mr Oakes's.",
    lambda s: min(N(s, "Madame Roux", "compartment"), N(s, "Mr Oakes", "compartment")) < N(s, "Miss Pryor", "compartment") < max(N(s, "Madame Roux", "compartment"), N(s, "Mr Oakes", "compartment"))),
  ])


# ---------------------------------------------------------------------------
puzzle("u79-05-missing-emerald",
  "The Affair of the Missing Emerald",
  "The Pimm emerald vanished from its case during the storm. Five guests were in the house; each gives a different room as an alibi, each names a different member of staff who can vouch for it, and the five are all of different ages.",
  [("suspect", ["Professor Vickery", "Reverend Amory", "Lady Pimm", "Major Scrope", "Miss Dunne"]),
   ("alibi", ["billiard room", "morning room", "chapel", "gun room", "orangery"]),
   ("witness", ["butler", "maid", "chauffeur", "cook", "valet"]),
   ("age", ["34", "41", "47", "52", "66"])],
  [["Professor Vickery", "orangery", "maid", "52"],
   ["Reverend Amory", "billiard room", "cook", "66"],
   ["Lady Pimm", "chapel", "valet", "34"],
   ["Major Scrope", "gun room", "butler", "47"],
   ["Miss Dunne", "morning room", "chauffeur", "41"]],
  [
   ("The Reverend's alibi was the billiard room.",
    lambda s: is_(s, "Reverend Amory", "billiard room")),
   ("The suspect the maid vouches for is 18 years older than Lady Pimm.",
    lambda s: N(s, "maid", "age") == N(s, "Lady Pimm", "age") + 18),
   ("Major Scrope is six years older than Miss Dunne.",
    lambda s: N(s, "Major Scrope", "age") == N(s, "Miss Dunne", "age") + 6),
   ("Either Lady Pimm or Miss Dunne was vouched for by the valet.",
    lambda s: either(s, "valet", "Lady Pimm", "Miss Dunne")),
   ("Whoever claims the chapel is younger than whoever claims the morning room.",
    lambda s: N(s, "chapel", "age") < N(s, "morning room", "age")),
   ("The butler vouches for the guest who was in the gun room.",
    lambda s: is_(s, "butler", "gun room")),
   ("Of the Professor and Miss Dunne, one was in the orangery and the other was seen by the chauffeur.",
    lambda s: one_of_other(s, "Professor Vickery", "Miss Dunne", "orangery", "chauffeur")),
   ("The Reverend is older than the Professor.",
    lambda s: N(s, "Reverend Amory", "age") > N(s, "Professor Vickery", "age")),
  ])


# ---------------------------------------------------------------------------
puzzle("u79-06-regency-hotel",
  "Blackmail at the Regency Hotel",
  "A blackmailer working the Regency Hotel collected from four guests before being found dead in the lift. Each victim had a different room (the first digit of a room number is its floor) and paid a different sum, and each telephoned the front desk once during the evening, at a different time.",
  [("guest", ["Sir Giles", "Mrs Fry", "Mr Tarrant", "Signora Bellini"]),
   ("room", ["101", "204", "312", "415"]),
   ("call", ["8:40pm", "9:10pm", "9:40pm", "10:10pm"]),
   ("paid", ["$500", "$1,000", "$2,500", "$4,000"])],
  [["Sir Giles", "312", "9:40pm", "$4,000"],
   ["Mrs Fry", "101", "10:10pm", "$1,000"],
   ["Mr Tarrant", "415", "8:40pm", "$500"],
   ["Signora Bellini", "204", "9:10pm", "$2,500"]],
  [
   ("The guest who paid the most was staying on the floor directly below Mr Tarrant.",
    lambda s: N(s, "$4,000", "room") // 100 == N(s, "Mr Tarrant", "room") // 100 - 1),
   ("Mrs Fry telephoned the desk an hour after the guest in room 204.",
    lambda s: T(s, "Mrs Fry", "call") == T(s, "204", "call") + 60),
   ("Signora Bellini paid $1,500 more than Mrs Fry.",
    lambda s: N(s, "Signora Bellini", "paid") == N(s, "Mrs Fry", "paid") + 1500),
   ("The earliest call came from the top floor.",
    lambda s: N(s, "8:40pm", "room") // 100 == 4),
   ("The guest who paid $2,500 called half an hour after Mr Tarrant.",
    lambda s: T(s, "$2,500", "call") == T(s, "Mr Tarrant", "call") + 30),
   ("Sir Giles rang down some time after Signora Bellini did.",
    lambda s: T(s, "Sir Giles", "call") > T(s, "Signora Bellini", "call")),
  ])


# ---------------------------------------------------------------------------
puzzle("u79-07-masked-ball",
  "Murder at the Masked Ball",
  "At the Dalloway masked ball the host was found drowned in the lily pond. Five guests had slipped out of the ballroom during the night, each at a different time, each in a different costume, and each (so they say) going to a different part of the grounds.",
  [("guest", ["Baroness Kell", "Mr Fitch", "Dr Oyelaran", "Miss Quayle", "Sir Humphrey"]),
   ("costume", ["pirate", "harlequin", "nun", "jester", "pharaoh"]),
   ("left", ["10:30pm", "11:00pm", "11:30pm", "midnight", "12:30am"]),
   ("destination", ["terrace", "maze", "boathouse", "library", "cellar"])],
  [["Baroness Kell", "nun", "11:30pm", "boathouse"],
   ["Mr Fitch", "jester", "10:30pm", "cellar"],
   ["Dr Oyelaran", "pharaoh", "12:30am", "terrace"],
   ["Miss Quayle", "harlequin", "midnight", "maze"],
   ["Sir Humphrey", "pirate", "11:00pm", "library"]],
  [
   ("The pirate slipped out of the ballroom half an hour after Mr Fitch.",
    lambda s: T(s, "pirate", "left") == T(s, "Mr Fitch", "left") + 30),
   ("The last guest to leave the ballroom went out to the terrace.",
    lambda s: is_(s, "12:30am", "terrace")),
   ("Baroness Kell, the pharaoh and the guest who went into the maze are three different people.",
    lambda s: distinct(s, "Baroness Kell", "pharaoh", "maze")),
   ("Miss Quayle left the ballroom an hour after the guest who headed for the library.",
    lambda s: T(s, "Miss Quayle", "left") == T(s, "library", "left") + 60),
   ("The nun left later than the jester but earlier than the harlequin.",
    lambda s: T(s, "jester", "left") < T(s, "nun", "left") < T(s, "harlequin", "left")),
   ("The guest in the jester's costume went down to the cellar.",
    lambda s: is_(s, "jester", "cellar")),
   ("The guest who went to the boathouse left at half past eleven.",
    lambda s: is_(s, "boathouse", "11:30pm")),
   ("Nobody left the ballroom before the jester did.",
    lambda s: T(s, "jester", "left") == clock("10:30pm")),
   ("Sir Humphrey, who was not the jester, left the ballroom before the Baroness did, and she left before Miss Quayle.",
    lambda s: isnt(s, "Sir Humphrey", "jester") and T(s, "Sir Humphrey", "left") < T(s, "Baroness Kell", "left") < T(s, "Miss Quayle", "left")),
  ])


# ---------------------------------------------------------------------------
puzzle("u79-08-inspector-interviews",
  "The Inspector's Interviews",
  "Inspector Brack interviewed the four people who had quarrelled with the late Mr Lomax, one after another on the morning after his death. Each had a different motive, and each claimed to have spent the fatal evening somewhere different.",
  [("suspect", ["Mrs Dabney", "Canon Whitlow", "Mr Ashdown", "Nurse Colley"]),
   ("interview", ["first", "second", "third", "fourth"]),
   ("motive", ["greed", "jealousy", "revenge", "fear"]),
   ("alibi", ["cinema", "church hall", "Crown Inn", "station"])],
  [["Mrs Dabney", "third", "greed", "church hall"],
   ["Canon Whitlow", "first", "fear", "cinema"],
   ["Mr Ashdown", "fourth", "revenge", "Crown Inn"],
   ["Nurse Colley", "second", "jealousy", "station"]],
  [
   ("The Canon was interviewed immediately before the suspect who claimed to have been at the station.",
    lambda s: N(s, "Canon Whitlow", "interview") + 1 == N(s, "station", "interview")),
   ("Mrs Dabney, whose motive was greed, was not the first to be interviewed.",
    lambda s: is_(s, "Mrs Dabney", "greed") and isnt(s, "Mrs Dabney", "first")),
   ("The suspect with a revenge motive was interviewed two places after Nurse Colley.",
    lambda s: N(s, "revenge", "interview") == N(s, "Nurse Colley", "interview") + 2),
   ("Whoever said they were at the Crown Inn was seen by the Inspector later than the one who said the church hall.",
    lambda s: N(s, "Crown Inn", "interview") > N(s, "church hall", "interview")),
   ("Of Mrs Dabney and Mr Ashdown, one claimed the church hall and the other was interviewed last.",
    lambda s: one_of_other(s, "Mrs Dabney", "Mr Ashdown", "church hall", "fourth")),
   ("The suspect driven by jealousy had not been at the cinema.",
    lambda s: isnt(s, "jealousy", "cinema")),
   ("The Canon went in to see the Inspector before Nurse Colley did.",
    lambda s: N(s, "Canon Whitlow", "interview") < N(s, "Nurse Colley", "interview")),
  ])


# ---------------------------------------------------------------------------
puzzle("u79-09-brand-will",
  "The Will of Cornelius Brand",
  "Two days after old Cornelius Brand changed his will, he was found at the foot of the stairs. On the afternoon before, each of his five heirs had called on his solicitor at a different hour, each travelling a different way, to learn what they had been left; every bequest was different.",
  [("heir", ["Mr Brand", "Mrs Ockenden", "Reverend Holt", "Captain Marsh", "Miss Finch"]),
   ("bequest", ["$5,000", "$10,000", "$15,000", "$20,000", "$25,000"]),
   ("visit", ["2pm", "3pm", "4pm", "5pm", "6pm"]),
   ("travel", ["car", "train", "bicycle", "taxi", "on foot"])],
  [["Mr Brand", "$25,000", "4pm", "car"],
   ["Mrs Ockenden", "$10,000", "2pm", "train"],
   ["Reverend Holt", "$5,000", "6pm", "bicycle"],
   ["Captain Marsh", "$20,000", "3pm", "taxi"],
   ["Miss Finch", "$15,000", "5pm", "on foot"]],
  [
   ("The heir who came by taxi was left $5,000 more than the one who came on foot.",
    lambda s: N(s, "taxi", "bequest") == N(s, "on foot", "bequest") + 5000),
   ("Mrs Ockenden, who came up by train, was the first to call on the solicitor.",
    lambda s: is_(s, "Mrs Ockenden", "train") and is_(s, "Mrs Ockenden", "2pm")),
   ("The largest bequest went to the heir who called at four o'clock.",
    lambda s: is_(s, "$25,000", "4pm")),
   ("The smallest legacy of all went to the cyclist.",
    lambda s: is_(s, "$5,000", "bicycle")),
   ("Captain Marsh called two hours before Miss Finch.",
    lambda s: T(s, "Captain Marsh", "visit") + 120 == T(s, "Miss Finch", "visit")),
   ("Of Miss Finch and Mr Brand, one came by car and the other was left $15,000.",
    lambda s: one_of_other(s, "Miss Finch", "Mr Brand", "car", "$15,000")),
   ("Captain Marsh did better out of the will than Mrs Ockenden.",
    lambda s: N(s, "Captain Marsh", "bequest") > N(s, "Mrs Ockenden", "bequest")),
  ])


# ---------------------------------------------------------------------------
CORRIDOR = ["Rose Room", "Blue Room", "Oak Room", "Chintz Room"]
def west(s, x):
    return CORRIDOR.index(s.g(x, "bedroom"))
puzzle("u79-10-west-corridor",
  "Lights Out on the West Corridor",
  "Someone crept along the west corridor of Pellingham Hall in the night and took the Colonel's service revolver. The four guests sleeping there had the Rose Room, the Blue Room, the Oak Room and the Chintz Room, in that order from the west end of the corridor to the east end. Each took a different nightcap up to bed and put out the light at a different time.",
  [("guest", ["Dame Winifred", "Mr Vance", "Colonel Abernethy", "Miss Penhaligon"]),
   ("bedroom", CORRIDOR),
   ("time", ["10:15pm", "10:45pm", "11:15pm", "11:45pm"]),
   ("nightcap", ["cocoa", "whisky", "milk", "tisane"])],
  [["Dame Winifred", "Oak Room", "11:45pm", "cocoa"],
   ["Mr Vance", "Rose Room", "10:45pm", "whisky"],
   ["Colonel Abernethy", "Chintz Room", "10:15pm", "milk"],
   ["Miss Penhaligon", "Blue Room", "11:15pm", "tisane"]],
  [
   ("The whisky drinker's room was at the far west end of the corridor.",
    lambda s: west(s, "whisky") == 0),
   ("Dame Winifred put her light out half an hour after the guest in the room just west of hers.",
    lambda s: west(s, "Dame Winifred") >= 1 and T(s, "Dame Winifred", "time") == T(s, CORRIDOR[west(s, "Dame Winifred") - 1], "time") + 30),
   ("The first light to go out was in the room at the east end.",
    lambda s: is_(s, "10:15pm", "Chintz Room")),
   ("Miss Penhaligon doesn't drink milk, and neither does Dame Winifred.",
    lambda s: neither(s, "Miss Penhaligon", "Dame Winifred", "milk")),
   ("The cocoa drinker slept somewhere east of the tisane drinker.",
    lambda s: west(s, "cocoa") > west(s, "tisane")),
   ("Mr Vance put his light out before Miss Penhaligon did.",
    lambda s: T(s, "Mr Vance", "time") < T(s, "Miss Penhaligon", "time")),
   ("Mr Vance's room was next door to Miss Penhaligon's, which was not at either end of the corridor.",
    lambda s: abs(west(s, "Mr Vance") - west(s, "Miss Penhaligon")) == 1 and west(s, "Miss Penhaligon") not in (0, 3)),
   ("The Colonel put his light out before anyone else.",
    lambda s: T(s, "Colonel Abernethy", "time") == clock("10:15pm")),
  ])


# ---------------------------------------------------------------------------
UPSTAIRS = ["gallery", "nursery"]
puzzle("u79-11-kestrel-lodge",
  "Death at Kestrel Lodge",
  "Sir Roland Vere was found strangled at Kestrel Lodge. Four of his guests each had a different motive for wanting him dead, each was seen alone in a different room at a different time, and each was carrying something that could have been a weapon. The library and the study are on the ground floor; the gallery and the nursery are on the first floor. The Reverend Tull is the vicar of the parish.",
  [("suspect", ["Lady Ormsby", "Reverend Tull", "Professor Hask", "Miss Wren"]),
   ("room", ["library", "study", "gallery", "nursery"]),
   ("weapon", ["candlestick", "rope", "dagger", "spanner"]),
   ("time", ["9:00pm", "9:30pm", "10:00pm", "10:30pm"]),
   ("motive", ["revenge", "money", "love", "fear"])],
  [["Lady Ormsby", "gallery", "dagger", "10:00pm", "love"],
   ["Reverend Tull", "library", "candlestick", "9:30pm", "fear"],
   ["Professor Hask", "nursery", "rope", "10:30pm", "money"],
   ["Miss Wren", "study", "spanner", "9:00pm", "revenge"]],
  [
   ("The person in the library at half past nine wasn't carrying the rope.",
    lambda s: is_(s, "library", "9:30pm") and isnt(s, "library", "rope")),
   ("Whoever was driven by love was seen later than the vicar but earlier than the Professor.",
    lambda s: T(s, "Reverend Tull") < T(s, "love") < T(s, "Professor Hask")),
   ("The suspect with the rope was in a room on the first floor.",
    lambda s: s.g("rope", "room") in UPSTAIRS),
   ("Neither Miss Wren nor the suspect with the candlestick was in love.",
    lambda s: neither(s, "Miss Wren", "candlestick", "love")),
   ("Of the spanner and the rope, one was carried by the suspect with the revenge motive and the other by the one who wanted money.",
    lambda s: one_of_other(s, "spanner", "rope", "revenge", "money")),
   ("Miss Wren was seen before any of the others.",
    lambda s: T(s, "Miss Wren") == clock("9:00pm")),
   ("The suspect who wanted revenge was seen an hour and a half before the one who wanted money.",
    lambda s: T(s, "revenge") + 90 == T(s, "money")),
   ("Miss Wren never went upstairs, and Lady Ormsby was not in the nursery.",
    lambda s: s.g("Miss Wren", "room") not in UPSTAIRS and isnt(s, "Lady Ormsby", "nursery")),
  ])


# ---------------------------------------------------------------------------
puzzle("u79-12-witness-window",
  "The Witness at the Window",
  "Mrs Gale, who never misses anything, watched five people walk past her window towards the Old Mill on the evening the miller disappeared. She remembers what coat each wore and when each went by, and the police have since measured all five.",
  [("suspect", ["Mr Quarles", "Lady Beaumont", "Father Doyle", "Dr Kinsella", "Madame Sorel"]),
   ("height", ["5'4\"", "5'6\"", "5'9\"", "5'11\"", "6'2\""]),
   ("coat", ["grey", "black", "camel", "green", "navy"]),
   ("passed", ["6:05pm", "6:20pm", "6:35pm", "6:50pm", "7:05pm"])],
  [["Mr Quarles", "6'2\"", "camel", "6:50pm"],
   ["Lady Beaumont", "5'4\"", "green", "6:20pm"],
   ["Father Doyle", "5'9\"", "black", "7:05pm"],
   ["Dr Kinsella", "5'11\"", "navy", "6:05pm"],
   ["Madame Sorel", "5'6\"", "grey", "6:35pm"]],
  [
   ("The tallest of the five wore the camel coat.",
    lambda s: is_(s, "6'2\"", "camel")),
   ("Father Doyle went past 15 minutes after the suspect in the camel coat.",
    lambda s: T(s, "Father Doyle", "passed") == T(s, "camel", "passed") + 15),
   ("Lady Beaumont is 2 inches shorter than Madame Sorel.",
    lambda s: N(s, "Lady Beaumont", "height") == N(s, "Madame Sorel", "height") - 2),
   ("The person in navy was the first to pass the window.",
    lambda s: is_(s, "navy", "6:05pm")),
   ("Madame Sorel passed somewhat later than Lady Beaumont, but earlier than the suspect in black.",
    lambda s: T(s, "Lady Beaumont", "passed") < T(s, "Madame Sorel", "passed") < T(s, "black", "passed")),
   ("Of Lady Beaumont and Father Doyle, one wore green and the other is 5'9\".",
    lambda s: one_of_other(s, "Lady Beaumont", "Father Doyle", "green", "5'9\"")),
   ("The grey coat was not worn by anyone over 5'10\".",
    lambda s: N(s, "grey", "height") <= 70),
   ("Mr Quarles went by at some point after Dr Kinsella.",
    lambda s: T(s, "Mr Quarles", "passed") > T(s, "Dr Kinsella", "passed")),
  ])
