# Blind test set unseen44: logic-grid puzzles, harder tiers.
# Each clue: the English sentence and a predicate saying what it means.
# Exec'd by truth.py, which supplies State (s.r, s.g, s.n, s.same), nv,
# one_of_other and puzzle().

def diff(s, a, b, cat):
    """a's number in cat minus b's."""
    return s.n(a, cat) - s.n(b, cat)

def distinct(s, *xs):
    """xs are all different entities (rows)."""
    rs = [s.r(x) for x in xs]
    return len(set(rs)) == len(rs)

def either(s, x, a, b):
    """x is either a or b (a and b being two different entities)."""
    return s.r(a) != s.r(b) and (s.same(x, a) or s.same(x, b))

def none_of(s, xs, y):
    """None of xs is y (and, as printed in a list, the xs are different entities)."""
    return distinct(s, *xs) and all(not s.same(x, y) for x in xs)

def neither(s, a, b, y):
    """Neither a nor b is y (a and b are different entities)."""
    return none_of(s, [a, b], y)

def adjacent(s, a, b, cat):
    return abs(diff(s, a, b, cat)) == 1

def extreme(s, x, cat, high=True):
    """x has the highest (or lowest) number in cat."""
    v = s.n(x, cat)
    items = [it for name, its in s.cats if name == cat for it in its]
    vals = [nv(it) for it in items]
    return v == (max(vals) if high else min(vals))


# ---------------------------------------------------------------- 01
puzzle("u44-01-wedding-tables",
    "The Top Tables",
    "At the Okonkwo-Harrow wedding, five guests were each given a seat at a different one of five small tables, numbered 1 to 5 in a row from left to right. Each guest is connected to the couple in a different way and brought a different gift.",
    [("guest", ["Amara", "Bernard", "Celeste", "Dmitri", "Eloise"]),
     ("table", ["1", "2", "3", "4", "5"]),
     ("connection", ["bride's cousin", "groom's uncle", "college friend", "neighbour", "coworker"]),
     ("gift", ["toaster", "vase", "blender", "cookbook", "quilt"])],
    [["Amara", "3", "neighbour", "quilt"],
     ["Bernard", "1", "groom's uncle", "blender"],
     ["Celeste", "5", "college friend", "toaster"],
     ["Dmitri", "2", "coworker", "cookbook"],
     ["Eloise", "4", "bride's cousin", "vase"]],
    [
     ("Dmitri and Amara both sat at higher-numbered tables than the groom's uncle.",
      lambda s: diff(s, "Dmitri", "groom's uncle", "table") > 0 and diff(s, "Amara", "groom's uncle", "table") > 0),
     ("The vase was brought by the guest at the table immediately to the right of the neighbour's.",
      lambda s: diff(s, "vase", "neighbour", "table") == 1),
     ("Celeste is either the college friend or the guest who gave the blender.",
      lambda s: either(s, "Celeste", "college friend", "blender")),
     ("The toaster's giver sat exactly two tables to the right of whoever gave the quilt.",
      lambda s: diff(s, "toaster", "quilt", "table") == 2),
     ("Of Bernard and Dmitri, one is the coworker and the other sat at table 1.",
      lambda s: one_of_other(s, "Bernard", "Dmitri", "coworker", "1")),
     ("The guest who brought the cookbook sat immediately to the right of the one who brought the blender.",
      lambda s: diff(s, "cookbook", "blender", "table") == 1),
     ("Dmitri's seat was at the table just left of Amara's.",
      lambda s: diff(s, "Amara", "Dmitri", "table") == 1),
     ("Amara was seated next to both the coworker and the bride's cousin.",
      lambda s: distinct(s, "Amara", "coworker", "bride's cousin") and adjacent(s, "Amara", "coworker", "table") and adjacent(s, "Amara", "bride's cousin", "table")),
    ])


# ---------------------------------------------------------------- 02
def deeper(s, a, b):
    """How much deeper (in metres) a's find lay than b's, rounded."""
    return round(diff(s, a, b, "depth"), 2)

puzzle("u44-02-dig-trenches",
    "Down in the Trenches",
    "Four volunteers on a summer excavation each worked a different trench (lettered A to D) and each made one notable find. The finds came from different depths and date from different centuries AD; a lower century number means an older find.",
    [("volunteer", ["Harriet", "Ibrahim", "Jolene", "Kwame"]),
     ("trench", ["A", "B", "C", "D"]),
     ("find", ["brooch", "coin", "bone comb", "amphora shard"]),
     ("depth", ["1.2 m", "1.5 m", "1.8 m", "2.1 m"]),
     ("century", ["2nd century", "4th century", "6th century", "9th century"])],
    [["Harriet", "B", "brooch", "1.8 m", "6th century"],
     ["Ibrahim", "D", "coin", "1.2 m", "2nd century"],
     ["Jolene", "A", "bone comb", "2.1 m", "9th century"],
     ["Kwame", "C", "amphora shard", "1.5 m", "4th century"]],
    [
     ("The brooch was found exactly 0.6 m deeper than the coin.",
      lambda s: deeper(s, "brooch", "coin") == 0.6),
     ("The 9th-century find came from somewhat deeper down than the amphora shard.",
      lambda s: deeper(s, "9th century", "amphora shard") > 0),
     ("Of Kwame and the volunteer in trench B, one found the 4th-century object and the other the 6th-century one.",
      lambda s: one_of_other(s, "Kwame", "B", "4th century", "6th century")),
     ("Jolene's find is more recent than the brooch.",
      lambda s: diff(s, "Jolene", "brooch", "century") > 0),
     ("Ibrahim, the trench C volunteer and the person who unearthed the bone comb are three different people, none of whom dug down to 1.8 m.",
      lambda s: none_of(s, ["Ibrahim", "C", "bone comb"], "1.8 m")),
     ("The coin came either from trench D or from the 9th century.",
      lambda s: either(s, "coin", "D", "9th century")),
     ("The shallowest find dates from two centuries before the amphora shard.",
      lambda s: diff(s, "amphora shard", "1.2 m", "century") == 2),
    ])


# ---------------------------------------------------------------- 03
puzzle("u44-03-orchestra-service",
    "Long Service in the Pit",
    "The Vellmoor Philharmonic is honouring five of its players. Each plays a different instrument, has a different length of service with the orchestra, and is a different age.",
    [("musician", ["Mr. Abbott", "Ms. Barros", "Mr. Chen", "Ms. Dalca", "Mr. Eze"]),
     ("instrument", ["oboe", "cello", "viola", "trumpet", "harp"]),
     ("service", ["4 years", "7 years", "11 years", "15 years", "20 years"]),
     ("age", ["29", "34", "41", "47", "56"])],
    [["Mr. Abbott", "viola", "11 years", "56"],
     ["Ms. Barros", "harp", "4 years", "34"],
     ["Mr. Chen", "oboe", "20 years", "47"],
     ["Ms. Dalca", "trumpet", "7 years", "29"],
     ["Mr. Eze", "cello", "15 years", "41"]],
    [
     ("The cellist is exactly 7 years older than the harpist.",
      lambda s: diff(s, "cello", "harp", "age") == 7),
     ("Mr. Abbott has been with the orchestra 7 years longer than Ms. Barros.",
      lambda s: diff(s, "Mr. Abbott", "Ms. Barros", "service") == 7),
     ("Of the five, the oboist has served the orchestra the longest.",
      lambda s: extreme(s, "oboe", "service", True)),
     ("Neither Mr. Chen nor the violist is the 41-year-old.",
      lambda s: neither(s, "Mr. Chen", "viola", "41")),
     ("Ms. Dalca is younger than the harpist.",
      lambda s: diff(s, "Ms. Dalca", "harp", "age") < 0),
     ("Of the 47-year-old and Ms. Barros, one plays the oboe and the other has served for 4 years.",
      lambda s: one_of_other(s, "47", "Ms. Barros", "oboe", "4 years")),
     ("Mr. Eze has served longer than the violist, who is older than he is.",
      lambda s: not s.same("Mr. Eze", "viola") and diff(s, "Mr. Eze", "viola", "service") > 0 and diff(s, "viola", "Mr. Eze", "age") > 0),
     ("Ms. Barros is considerably younger than Mr. Abbott.",
      lambda s: diff(s, "Ms. Barros", "Mr. Abbott", "age") < 0),
     ("The cellist has been in the orchestra longer than Mr. Abbott.",
      lambda s: diff(s, "cello", "Mr. Abbott", "service") > 0),
    ])


# ---------------------------------------------------------------- 04
def dearer(s, a, b):
    """How many dollars more a's bill was than b's, to the cent."""
    return round(diff(s, a, b, "bill"), 2)

puzzle("u44-04-garage-bills",
    "Under the Bonnet",
    "Last week Hallam's Garage had five cars in, one on each weekday from Monday to Friday. Each belonged to a different customer, needed a different repair, and ran up a different bill.",
    [("customer", ["Mr. Dunne", "Mrs. Obi", "Ms. Pryce", "Mr. Quill", "Mrs. Rahman"]),
     ("car", ["Volvo", "Fiat", "Skoda", "Honda", "Toyota"]),
     ("repair", ["alternator", "brakes", "clutch", "exhaust", "timing belt"]),
     ("bill", ["$89.50", "$149.99", "$212.40", "$318.75", "$405.00"]),
     ("day", ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"])],
    [["Mr. Dunne", "Volvo", "alternator", "$318.75", "Thursday"],
     ["Mrs. Obi", "Fiat", "brakes", "$149.99", "Monday"],
     ["Ms. Pryce", "Skoda", "clutch", "$405.00", "Tuesday"],
     ["Mr. Quill", "Honda", "exhaust", "$89.50", "Friday"],
     ["Mrs. Rahman", "Toyota", "timing belt", "$212.40", "Wednesday"]],
    [
     ("The clutch repair cost exactly $86.25 more than Mr. Dunne's.",
      lambda s: dearer(s, "clutch", "Mr. Dunne") == 86.25),
     ("The Fiat was brought in two days before the Toyota.",
      lambda s: diff(s, "Toyota", "Fiat", "day") == 2),
     ("The car that came in on Friday ran up the smallest bill of the week.",
      lambda s: extreme(s, "Friday", "bill", False)),
     ("Of the Skoda and the Honda, one needed a new clutch and the other came in on Friday.",
      lambda s: one_of_other(s, "Skoda", "Honda", "clutch", "Friday")),
     ("The timing belt was replaced the day after the clutch job.",
      lambda s: diff(s, "timing belt", "clutch", "day") == 1),
     ("The exhaust job was either Mr. Quill's or the Fiat's.",
      lambda s: either(s, "exhaust", "Mr. Quill", "Fiat")),
     ("Ms. Pryce drives neither the Fiat nor the Honda.",
      lambda s: not s.same("Ms. Pryce", "Fiat") and not s.same("Ms. Pryce", "Honda")),
     ("Mrs. Rahman's bill was $62.41 higher than that for the brake job.",
      lambda s: dearer(s, "Mrs. Rahman", "brakes") == 62.41),
     ("The Toyota came in the day before Mr. Dunne's car.",
      lambda s: diff(s, "Mr. Dunne", "Toyota", "day") == 1),
    ])


# ---------------------------------------------------------------- 05
puzzle("u44-05-lottery-syndicate",
    "The Thursday Syndicate",
    "Five workmates run a lottery syndicate. Each picks a different number for the shared ticket, puts in a different weekly stake, and last year took home a different amount in small prizes.",
    [("member", ["Gwen", "Hamish", "Inez", "Jasper", "Keiko"]),
     ("number", ["7", "13", "22", "31", "44"]),
     ("stake", ["$2", "$3", "$5", "$8", "$10"]),
     ("winnings", ["$25", "$30", "$60", "$85", "$150"])],
    [["Gwen", "22", "$8", "$30"],
     ["Hamish", "7", "$3", "$150"],
     ["Inez", "44", "$10", "$25"],
     ["Jasper", "13", "$2", "$85"],
     ["Keiko", "31", "$5", "$60"]],
    [
     ("Keiko's weekly stake is $5 less than Inez's.",
      lambda s: diff(s, "Inez", "Keiko", "stake") == 5),
     ("Gwen won $5 more than the member whose number is 44.",
      lambda s: diff(s, "Gwen", "44", "winnings") == 5),
     ("The member who picks 7 stakes less than Gwen but won the most of anyone.",
      lambda s: not s.same("7", "Gwen") and diff(s, "7", "Gwen", "stake") < 0 and extreme(s, "7", "winnings", True)),
     ("Of Jasper and the biggest contributor, one won $85 and the other chose 44.",
      lambda s: one_of_other(s, "Jasper", "$10", "$85", "44")),
     ("The person who picks 13 won more than the one who picks 31, who isn't Gwen.",
      lambda s: diff(s, "13", "31", "winnings") > 0 and not s.same("31", "Gwen")),
     ("Hamish, the member who stakes $8 and the winner of $60 are three different people, and none of them picks 13.",
      lambda s: none_of(s, ["Hamish", "$8", "$60"], "13")),
     ("Hamish stakes exactly $1 more than whoever picks 13.",
      lambda s: diff(s, "Hamish", "13", "stake") == 1),
    ])


# ---------------------------------------------------------------- 06
puzzle("u44-06-spelling-bee",
    "Knocked Out at the Bee",
    "Four finalists from different schools were knocked out of the county spelling bee one at a time, in rounds 2 to 5, each on a different word. The four are different ages.",
    [("speller", ["Aisha", "Brody", "Camila", "Dev"]),
     ("word", ["chrysanthemum", "onomatopoeia", "rhythm", "bourgeois"]),
     ("round", ["2nd", "3rd", "4th", "5th"]),
     ("age", ["9", "10", "12", "13"]),
     ("school", ["Elmwood", "Fairview", "Glenmore", "Hillcrest"])],
    [["Aisha", "rhythm", "5th", "12", "Glenmore"],
     ["Brody", "bourgeois", "2nd", "13", "Elmwood"],
     ["Camila", "onomatopoeia", "4th", "9", "Hillcrest"],
     ["Dev", "chrysanthemum", "3rd", "10", "Fairview"]],
    [
     ("Aisha went out two rounds after Dev.",
      lambda s: diff(s, "Aisha", "Dev", "round") == 2),
     ("The Hillcrest speller is 3 years younger than Aisha.",
      lambda s: diff(s, "Aisha", "Hillcrest", "age") == 3),
     ("The speller who stumbled on \"bourgeois\" is the oldest of the four.",
      lambda s: extreme(s, "bourgeois", "age", True)),
     ("Of the 10-year-old and the Glenmore pupil, one went out on \"chrysanthemum\" and the other lasted the longest.",
      lambda s: one_of_other(s, "10", "Glenmore", "chrysanthemum", "5th")),
     ("Camila lasted longer than the Fairview entrant but not as long as the one who missed \"rhythm\".",
      lambda s: distinct(s, "Camila", "Fairview", "rhythm") and diff(s, "Camila", "Fairview", "round") > 0 and diff(s, "Camila", "rhythm", "round") < 0),
     ("The Elmwood speller was the first of the four to be knocked out.",
      lambda s: extreme(s, "Elmwood", "round", False)),
     ("Dev isn't the 13-year-old, and neither of them attends Glenmore.",
      lambda s: neither(s, "Dev", "13", "Glenmore")),
    ])


# ---------------------------------------------------------------- 07
def arrives(s, x):
    """Arrival time in minutes after midnight: departure plus crossing."""
    return s.n(x, "departure") + s.n(x, "crossing")

puzzle("u44-07-ferry-crossings",
    "Morning Sailings",
    "Five ferries leave the mainland pier each morning, each at a different time and each bound for a different island. The crossings take different lengths of time, and each ferry arrives exactly its crossing time after it leaves.",
    [("ferry", ["Corran", "Merlin", "Puffin", "Saltire", "Tern"]),
     ("departure", ["7:15am", "7:45am", "8:30am", "9:10am", "9:55am"]),
     ("crossing", ["35 minutes", "45 minutes", "50 minutes", "60 minutes", "75 minutes"]),
     ("island", ["Arran", "Bute", "Colonsay", "Islay", "Mull"])],
    [["Corran", "9:10am", "45 minutes", "Islay"],
     ["Merlin", "7:15am", "60 minutes", "Mull"],
     ["Puffin", "8:30am", "75 minutes", "Colonsay"],
     ["Saltire", "7:45am", "35 minutes", "Arran"],
     ["Tern", "9:55am", "50 minutes", "Bute"]],
    [
     ("The Puffin's crossing takes 30 minutes longer than the Corran's.",
      lambda s: diff(s, "Puffin", "Corran", "crossing") == 30),
     ("The Saltire leaves 30 minutes after the Merlin.",
      lambda s: diff(s, "Saltire", "Merlin", "departure") == 30),
     ("The boat to Colonsay departs 40 minutes before the Corran.",
      lambda s: diff(s, "Corran", "Colonsay", "departure") == 40),
     ("The Islay boat sails later than the Puffin but earlier than the Tern.",
      lambda s: diff(s, "Islay", "Puffin", "departure") > 0 and diff(s, "Islay", "Tern", "departure") < 0),
     ("The Merlin, the 9:55am departure and the boat for Arran are three different ferries, and none of them takes 45 minutes.",
      lambda s: none_of(s, ["Merlin", "9:55am", "Arran"], "45 minutes")),
     ("The last ferry to leave has a crossing 15 minutes longer than the Saltire's.",
      lambda s: diff(s, "9:55am", "Saltire", "crossing") == 15),
     ("The Bute ferry is the last to arrive.",
      lambda s: all(arrives(s, "Bute") >= arrives(s, f) for f in ["Corran", "Merlin", "Puffin", "Saltire", "Tern"])),
    ])


# ---------------------------------------------------------------- 08
puzzle("u44-08-art-auction",
    "Under the Hammer",
    "Five lots, numbered 1 to 5 in the order they were sold, went under the hammer at a small country-house auction. Each was by a different painter, showed a different subject, went to a different buyer and fetched a different hammer price.",
    [("buyer", ["Mrs. Obi", "Mr. Lange", "Ms. Varga", "Dr. Finch", "Mr. Sato"]),
     ("lot", ["1", "2", "3", "4", "5"]),
     ("painter", ["Hale", "Moreau", "Quist", "Ruiz", "Tanaka"]),
     ("subject", ["landscape", "portrait", "still life", "seascape", "abstract"]),
     ("price", ["$12,500", "$15,000", "$21,500", "$30,000", "$44,500"])],
    [["Mrs. Obi", "2", "Moreau", "seascape", "$21,500"],
     ["Mr. Lange", "5", "Quist", "landscape", "$12,500"],
     ["Ms. Varga", "1", "Tanaka", "abstract", "$44,500"],
     ["Dr. Finch", "4", "Hale", "portrait", "$15,000"],
     ["Mr. Sato", "3", "Ruiz", "still life", "$30,000"]],
    [
     ("Lot 4 went for $2,500 more than the landscape, which Mrs. Obi didn't buy.",
      lambda s: diff(s, "4", "landscape", "price") == 2500 and not s.same("landscape", "Mrs. Obi")),
     ("The Tanaka fetched the day's highest price.",
      lambda s: extreme(s, "Tanaka", "price", True)),
     ("Ms. Varga's purchase came up two lots before Mr. Sato's.",
      lambda s: diff(s, "Mr. Sato", "Ms. Varga", "lot") == 2),
     ("Of the Moreau and Dr. Finch's painting, one is the seascape and the other was lot 4.",
      lambda s: one_of_other(s, "Moreau", "Dr. Finch", "seascape", "4")),
     ("The still life sold for $8,500 more than the seascape.",
      lambda s: diff(s, "still life", "seascape", "price") == 8500),
     ("Mr. Lange paid less than any other buyer.",
      lambda s: extreme(s, "Mr. Lange", "price", False)),
     ("The Quist was the final lot of the sale.",
      lambda s: s.same("Quist", "5")),
     ("The portrait sold for less than the Ruiz but for more than the Quist.",
      lambda s: diff(s, "portrait", "Ruiz", "price") < 0 and diff(s, "portrait", "Quist", "price") > 0),
     ("The painting Mr. Sato bought was the lot right after the Moreau.",
      lambda s: diff(s, "Mr. Sato", "Moreau", "lot") == 1),
     ("Mr. Sato spent less than Ms. Varga did.",
      lambda s: diff(s, "Mr. Sato", "Ms. Varga", "price") < 0),
    ])


# ---------------------------------------------------------------- 09
puzzle("u44-09-dig-stratigraphy",
    "Layer by Layer",
    "Five diggers each recorded one small find from the same test pit. The finds came from five different depths below the surface and were dated to five different centuries AD (a lower century is older).",
    [("digger", ["Dr. Amsel", "Bea", "Cormac", "Delphine", "Enzo"]),
     ("find", ["axe head", "figurine", "glass bead", "oil lamp", "seal ring"]),
     ("depth", ["0.4 m", "0.9 m", "1.3 m", "2.0 m", "2.6 m"]),
     ("century", ["1st century", "3rd century", "5th century", "12th century", "15th century"])],
    [["Dr. Amsel", "oil lamp", "2.0 m", "1st century"],
     ["Bea", "glass bead", "0.4 m", "15th century"],
     ["Cormac", "axe head", "2.6 m", "3rd century"],
     ["Delphine", "seal ring", "0.9 m", "12th century"],
     ["Enzo", "figurine", "1.3 m", "5th century"]],
    [
     ("Of the three finds from deeper than 1 m, the oil lamp is the oldest.",
      lambda s: s.n("oil lamp", "depth") > 1 and all(s.n("oil lamp", "century") <= s.n(x, "century") for x in ["axe head", "figurine", "glass bead", "seal ring"] if s.n(x, "depth") > 1)),
     ("Bea, the axe head's finder and the digger who reached 2.0 m are three different people.",
      lambda s: distinct(s, "Bea", "axe head", "2.0 m")),
     ("The seal ring was found 0.4 m shallower than the 5th-century find.",
      lambda s: round(diff(s, "5th century", "seal ring", "depth"), 2) == 0.4),
     ("Cormac's find lay 0.6 m deeper than Dr. Amsel's.",
      lambda s: round(diff(s, "Cormac", "Dr. Amsel", "depth"), 2) == 0.6),
     ("The figurine is two centuries younger than the axe head.",
      lambda s: diff(s, "figurine", "axe head", "century") == 2),
     ("The glass bead is the most recent of the finds.",
      lambda s: extreme(s, "glass bead", "century", True)),
     ("Delphine dug deeper than Bea, but not as deep as whoever found the figurine.",
      lambda s: distinct(s, "Delphine", "Bea", "figurine") and diff(s, "Delphine", "Bea", "depth") > 0 and diff(s, "Delphine", "figurine", "depth") < 0),
    ])


# ---------------------------------------------------------------- 10
puzzle("u44-10-second-violins",
    "The Second Violins",
    "Four players make up the second-violin section of a chamber orchestra, sitting in chairs 1st to 4th from front to back. Each joined in a different year, plays an instrument by a different maker, and comes from a different city.",
    [("violinist", ["Greta", "Hugo", "Ilse", "Joaquin"]),
     ("chair", ["1st", "2nd", "3rd", "4th"]),
     ("joined", ["2006", "2011", "2015", "2019"]),
     ("violin", ["Amati", "Guadagnini", "Stainer", "Vuillaume"]),
     ("hometown", ["Leeds", "Lyon", "Porto", "Turin"])],
    [["Greta", "2nd", "2015", "Vuillaume", "Porto"],
     ["Hugo", "4th", "2019", "Amati", "Leeds"],
     ["Ilse", "1st", "2006", "Stainer", "Turin"],
     ["Joaquin", "3rd", "2011", "Guadagnini", "Lyon"]],
    [
     ("The player from Turin joined 9 years before the owner of the Vuillaume.",
      lambda s: diff(s, "Vuillaume", "Turin", "joined") == 9),
     ("The Amati player sits somewhere behind Greta.",
      lambda s: diff(s, "Amati", "Greta", "chair") > 0),
     ("Joaquin joined later than the Stainer player but earlier than Greta.",
      lambda s: distinct(s, "Joaquin", "Stainer", "Greta") and diff(s, "Joaquin", "Stainer", "joined") > 0 and diff(s, "Joaquin", "Greta", "joined") < 0),
     ("Of the Leeds violinist and Ilse, one sits in the 1st chair and the other is the most recent recruit.",
      lambda s: one_of_other(s, "Leeds", "Ilse", "1st", "2019")),
     ("The Porto native is in neither the 3rd nor the 4th chair.",
      lambda s: not s.same("Porto", "3rd") and not s.same("Porto", "4th")),
     ("The violinist with the Guadagnini joined 5 years after Ilse.",
      lambda s: diff(s, "Guadagnini", "Ilse", "joined") == 5),
     ("The player who joined in 2015 sits immediately in front of the Guadagnini player.",
      lambda s: diff(s, "Guadagnini", "2015", "chair") == 1),
    ])


# ---------------------------------------------------------------- 11
puzzle("u44-11-garage-quotes",
    "Quote and Bill",
    "Five customers of Tollgate Motors each brought in a car for a different repair. Each was given a different quote before the work began, and each paid a different final bill when it was done.",
    [("customer", ["Fergus", "Gemma", "Hollis", "Ingrid", "Jonah"]),
     ("repair", ["gearbox", "radiator", "starter motor", "suspension", "wheel bearing"]),
     ("quote", ["$150", "$175", "$200", "$250", "$300"]),
     ("bill", ["$160", "$185", "$210", "$240", "$325"])],
    [["Fergus", "radiator", "$200", "$210"],
     ["Gemma", "gearbox", "$300", "$325"],
     ["Hollis", "wheel bearing", "$150", "$185"],
     ["Ingrid", "suspension", "$250", "$240"],
     ["Jonah", "starter motor", "$175", "$160"]],
    [
     ("Gemma was quoted $50 more than Ingrid.",
      lambda s: diff(s, "Gemma", "Ingrid", "quote") == 50),
     ("The final bill for the radiator was $25 more than Hollis's bill.",
      lambda s: diff(s, "radiator", "Hollis", "bill") == 25),
     ("Hollis's quote was $25 lower than the quote for the starter motor.",
      lambda s: diff(s, "starter motor", "Hollis", "quote") == 25),
     ("The suspension job came in $10 under its quote.",
      lambda s: s.n("suspension", "quote") - s.n("suspension", "bill") == 10),
     ("The customer who paid $325 is either Gemma or the one whose suspension was repaired.",
      lambda s: either(s, "$325", "Gemma", "suspension")),
     ("The wheel bearing job had the lowest quote of the five.",
      lambda s: extreme(s, "wheel bearing", "quote", False)),
     ("Jonah's bill was the smallest.",
      lambda s: extreme(s, "Jonah", "bill", False)),
    ])


# ---------------------------------------------------------------- 12
puzzle("u44-12-auction-estimates",
    "Above Estimate",
    "Five paintings, each by a different artist, were sold at the spring auction. Each carried a different pre-sale estimate, made a different hammer price, and went to a different buyer.",
    [("painter", ["Aldous", "Brisk", "Carrow", "Devane", "Eyre"]),
     ("estimate", ["$4,000", "$6,000", "$8,000", "$10,000", "$15,000"]),
     ("hammer price", ["$5,500", "$7,000", "$9,500", "$12,500", "$14,000"]),
     ("buyer", ["Mrs. Kemp", "Mr. Ng", "Ms. Ortiz", "Mr. Petrov", "Dr. Quaye"])],
    [["Aldous", "$8,000", "$12,500", "Ms. Ortiz"],
     ["Brisk", "$15,000", "$14,000", "Dr. Quaye"],
     ["Carrow", "$4,000", "$7,000", "Mr. Ng"],
     ["Devane", "$6,000", "$5,500", "Mrs. Kemp"],
     ["Eyre", "$10,000", "$9,500", "Mr. Petrov"]],
    [
     ("The Aldous was estimated at $2,000 more than Mrs. Kemp's painting.",
      lambda s: diff(s, "Aldous", "Mrs. Kemp", "estimate") == 2000),
     ("Mr. Ng's picture sold for $2,500 less than the Eyre.",
      lambda s: diff(s, "Eyre", "Mr. Ng", "hammer price") == 2500),
     ("The Carrow's hammer price was $3,000 above its estimate.",
      lambda s: s.n("Carrow", "hammer price") - s.n("Carrow", "estimate") == 3000),
     ("Of the paintings that sold for less than their estimates, the Brisk fetched the most.",
      lambda s: s.n("Brisk", "hammer price") < s.n("Brisk", "estimate") and all(s.n("Brisk", "hammer price") >= s.n(x, "hammer price") for x in ["Aldous", "Carrow", "Devane", "Eyre"] if s.n(x, "hammer price") < s.n(x, "estimate"))),
     ("Dr. Quaye paid more than any other buyer.",
      lambda s: extreme(s, "Dr. Quaye", "hammer price", True)),
     ("Ms. Ortiz's painting had a lower estimate than the Eyre but sold for more than it.",
      lambda s: not s.same("Ms. Ortiz", "Eyre") and diff(s, "Ms. Ortiz", "Eyre", "estimate") < 0 and diff(s, "Ms. Ortiz", "Eyre", "hammer price") > 0),
     ("The painting that fetched $12,500 had a higher estimate than the Devane.",
      lambda s: diff(s, "$12,500", "Devane", "estimate") > 0),
    ])
