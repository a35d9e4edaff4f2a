# unseen33: twelve logic grids written blind (issue 25).
#
# Reading conventions used in the predicates below:
# - "either A or B" is exclusive: exactly one of the two holds.
# - "neither A nor B is C" (A and B from different categories) also means
#   A and B are different people; "A didn't do X or Y" means neither.
# - "Of A and B, one ... and the other ..." means A and B are different and
#   one has each property (one_of_other).
# - Comparisons without an amount are strict ("older", "beat", "later");
#   "N more / N less / N years older" is exact; "twice as much" is exact.
# - "X, who/which ..." (appositive or relative clause) asserts both facts.
# - "one place ahead of" / "immediately after" means exactly one position
#   apart; "somewhere ahead of" / "sometime after" is strict, any distance.
# - "X but Y" / "X, which in turn Y" is a conjunction of both comparisons.
# - "The five X were A, B, C, D and E" means A..E are five different people.
# - "A, B and C were, in some order, the ones with p, q and r" means A, B, C
#   are three different people and their values are exactly p, q and r.
# - "A and B did p and q, respectively" means A did p and B did q.
# - "If P, then Q" is material implication.
# - The oldest/heaviest/longest/earliest etc. is the extreme value of the
#   category.

def xor(a, b):
    return bool(a) != bool(b)

def implies(a, b):
    return (not a) or bool(b)

def distinct(s, *xs):
    rows = [s.r(x) for x in xs]
    return len(set(rows)) == len(rows)

def vals(s, cat):
    return [nv(v) for name, items in s.cats if name == cat for v in items]

def is_max(s, item, cat):
    return s.n(item, cat) == max(vals(s, cat))

def is_min(s, item, cat):
    return s.n(item, cat) == min(vals(s, cat))


puzzle("u33-01-chili-cookoff", "Chili Night at the Grange",
    "Four cooks ladled out their best chili at the Grange Hall cook-off last Saturday, each built around a different pepper. The judges scored every pot on a 100-point scale.",
    [("cooks", ["Hank", "Lorraine", "Mitch", "Odessa"]),
     ("chilis", ["Firehouse Red", "Green Devil", "Prairie Fire", "Smoky Joe"]),
     ("peppers", ["ancho", "chipotle", "habanero", "jalapeno"]),
     ("scores", ["82 points", "87 points", "91 points", "95 points"])],
    [["Hank", "Smoky Joe", "chipotle", "87 points"],
     ["Lorraine", "Green Devil", "jalapeno", "95 points"],
     ["Mitch", "Prairie Fire", "habanero", "82 points"],
     ["Odessa", "Firehouse Red", "ancho", "91 points"]],
    [
    ("The chili made with habanero scored exactly 5 points less than Hank's entry.",
        lambda s: s.n("habanero", "scores") == s.n("Hank", "scores") - 5),
    ("The Green Devil wasn't made with ancho or chipotle.",
        lambda s: not s.same("Green Devil", "ancho") and not s.same("Green Devil", "chipotle")),
    ("Of Odessa and the cook who used chipotle, one made Firehouse Red and the other scored 87 points.",
        lambda s: one_of_other(s, "Odessa", "chipotle", "Firehouse Red", "87 points")),
    ("Prairie Fire scored lower than Smoky Joe, which in turn scored lower than the ancho chili.",
        lambda s: s.n("Prairie Fire", "scores") < s.n("Smoky Joe", "scores") < s.n("ancho", "scores")),
    ("The jalapeno chili outscored the ancho chili.",
        lambda s: s.n("jalapeno", "scores") > s.n("ancho", "scores")),
    ("Mitch didn't cook with jalapeno.",
        lambda s: not s.same("Mitch", "jalapeno")),
    ])


puzzle("u33-02-harbor-10k", "Harbor 10K Results",
    "Five club runners finished in the top five of Sunday's Harbor 10K. Each is a different age, hails from a different town, and wore a different club singlet.",
    [("runners", ["Bergstrom", "Castillo", "Okafor", "Pruitt", "Yamada"]),
     ("places", ["1st", "2nd", "3rd", "4th", "5th"]),
     ("ages", ["23", "29", "34", "41", "47"]),
     ("towns", ["Ashford", "Bristol", "Corwin", "Dalton", "Easton"]),
     ("singlets", ["blue", "green", "orange", "red", "yellow"])],
    [["Bergstrom", "3rd", "41", "Dalton", "orange"],
     ["Castillo", "1st", "29", "Easton", "green"],
     ["Okafor", "5th", "23", "Ashford", "blue"],
     ["Pruitt", "2nd", "47", "Corwin", "red"],
     ["Yamada", "4th", "34", "Bristol", "yellow"]],
    [
    ("The youngest runner finished last.",
        lambda s: is_min(s, "23", "ages") and s.same("23", "5th")),
    ("Castillo, who wore green, beat the 41-year-old.",
        lambda s: s.same("Castillo", "green") and s.n("Castillo", "places") < s.n("41", "places")),
    ("Yamada is 11 years older than Okafor.",
        lambda s: s.n("Yamada", "ages") == s.n("Okafor", "ages") + 11),
    ("The runner from Corwin crossed the line one place ahead of Bergstrom.",
        lambda s: s.n("Corwin", "places") == s.n("Bergstrom", "places") - 1),
    ("The 47-year-old finished somewhere ahead of Yamada but behind the runner from Easton.",
        lambda s: s.n("Easton", "places") < s.n("47", "places") < s.n("Yamada", "places")),
    ("The five runners were Okafor, the 41-year-old, the runner from Easton, the one in yellow, and the Corwin runner.",
        lambda s: distinct(s, "Okafor", "41", "Easton", "yellow", "Corwin")),
    ("Neither the runner in red nor the one in yellow is from Easton or Dalton.",
        lambda s: not s.same("red", "Easton") and not s.same("red", "Dalton") and not s.same("yellow", "Easton") and not s.same("yellow", "Dalton")),
    ("The Ashford runner wore blue.",
        lambda s: s.same("Ashford", "blue")),
    ("Exactly one runner finished between Pruitt and the runner from Bristol.",
        lambda s: abs(s.n("Pruitt", "places") - s.n("Bristol", "places")) == 2),
    ("Okafor didn't wear orange.",
        lambda s: not s.same("Okafor", "orange")),
    ])


puzzle("u33-03-estate-auction", "The Whitcombe Estate Auction",
    "At the Whitcombe estate sale, four registered bidders each carried home one of the four headline pieces. From the auctioneer's ledger, determine which bidder held which paddle, what each bought, and the hammer price of each piece.",
    [("bidders", ["Albright", "Coyle", "Fenwick", "Ives"]),
     ("pieces", ["grandfather clock", "rolltop desk", "tea service", "weathervane"]),
     ("prices", ["$1,250", "$2,400", "$3,100", "$4,750"]),
     ("paddles", ["14", "38", "52", "71"])],
    [["Albright", "weathervane", "$2,400", "52"],
     ["Coyle", "grandfather clock", "$4,750", "14"],
     ["Fenwick", "tea service", "$1,250", "71"],
     ["Ives", "rolltop desk", "$3,100", "38"]],
    [
    ("The grandfather clock fetched $3,500 more than the tea service.",
        lambda s: s.n("grandfather clock", "prices") == s.n("tea service", "prices") + 3500),
    ("Albright, who held paddle 52, did not buy the rolltop desk.",
        lambda s: s.same("Albright", "52") and not s.same("Albright", "rolltop desk")),
    ("Either Coyle or the holder of paddle 38 bought the rolltop desk.",
        lambda s: xor(s.same("Coyle", "rolltop desk"), s.same("38", "rolltop desk"))),
    ("Fenwick held a higher paddle number than Albright but spent less.",
        lambda s: s.n("Fenwick", "paddles") > s.n("Albright", "paddles") and s.n("Fenwick", "prices") < s.n("Albright", "prices")),
    ("The rolltop desk went for more than the weathervane.",
        lambda s: s.n("rolltop desk", "prices") > s.n("weathervane", "prices")),
    ("Paddle 14 went home with the most expensive piece of the day.",
        lambda s: is_max(s, "14", "prices")),
    ])


puzzle("u33-04-book-club", "Our Year of Books",
    "The Tuesday Readers met every other month this year, and each of us took a turn hosting a meeting and choosing the novel for it. Can you remember who picked what, and when we read it?",
    [("members", ["Gwen", "Harold", "Ines", "Jerome"]),
     ("books", ["A Quiet Harbor", "Lantern Hill", "The Salt Road", "Winter Orchard"]),
     ("months", ["February", "April", "June", "August"])],
    [["Gwen", "Winter Orchard", "June"],
     ["Harold", "The Salt Road", "February"],
     ["Ines", "A Quiet Harbor", "August"],
     ["Jerome", "Lantern Hill", "April"]],
    [
    ("Harold chose the book we read sometime before Jerome's pick.",
        lambda s: s.n("Harold", "months") < s.n("Jerome", "months")),
    ("Lantern Hill was discussed sometime before Winter Orchard.",
        lambda s: s.n("Lantern Hill", "months") < s.n("Winter Orchard", "months")),
    ("Ines didn't host in February or April.",
        lambda s: not s.same("Ines", "February") and not s.same("Ines", "April")),
    ("Of Gwen and Harold, one hosted the June meeting and the other chose The Salt Road.",
        lambda s: one_of_other(s, "Gwen", "Harold", "June", "The Salt Road")),
    ("Jerome didn't choose A Quiet Harbor.",
        lambda s: not s.same("A Quiet Harbor", "Jerome")),
    ("We didn't read A Quiet Harbor in June.",
        lambda s: not s.same("A Quiet Harbor", "June")),
    ])


puzzle("u33-05-dog-show", "Best in Breed",
    "Five handlers brought a dog apiece to the county kennel club's fall show. No two dogs share a breed or an age.",
    [("handlers", ["Beatrice", "Conrad", "Delia", "Emmett", "Frances"]),
     ("breeds", ["beagle", "collie", "dachshund", "poodle", "whippet"]),
     ("dogs", ["Biscuit", "Duke", "Pepper", "Rocket", "Ziggy"]),
     ("ages", ["2 years", "3 years", "5 years", "7 years", "9 years"])],
    [["Beatrice", "whippet", "Rocket", "3 years"],
     ["Conrad", "beagle", "Pepper", "9 years"],
     ["Delia", "poodle", "Ziggy", "5 years"],
     ["Emmett", "dachshund", "Biscuit", "2 years"],
     ["Frances", "collie", "Duke", "7 years"]],
    [
    ("Of Conrad and Frances, one handles the beagle and the other shows Duke.",
        lambda s: one_of_other(s, "Conrad", "Frances", "beagle", "Duke")),
    ("Rocket, the whippet, is a year older than Emmett's dog.",
        lambda s: s.same("Rocket", "whippet") and s.n("Rocket", "ages") == s.n("Emmett", "ages") + 1),
    ("Delia's dog is older than the dachshund but younger than the collie.",
        lambda s: s.n("dachshund", "ages") < s.n("Delia", "ages") < s.n("collie", "ages")),
    ("The oldest dog isn't Duke, and it isn't handled by Frances.",
        lambda s: not s.same("9 years", "Duke") and not s.same("9 years", "Frances")),
    ("Ziggy is three years older than Biscuit.",
        lambda s: s.n("Ziggy", "ages") == s.n("Biscuit", "ages") + 3),
    ("Beatrice's dog is younger than Delia's.",
        lambda s: s.n("Beatrice", "ages") < s.n("Delia", "ages")),
    ])


puzzle("u33-06-science-fair", "Maplewood Science Fair",
    "Five students from different grades entered the Maplewood science fair, each with a different project and a different teacher mentor. The judges' scores are posted below, or they would be, if someone hadn't spilled coffee on the sheet.",
    [("students", ["Aiden", "Bella", "Caleb", "Daria", "Ethan"]),
     ("projects", ["crystal garden", "solar oven", "volcano", "water filter", "wind turbine"]),
     ("grades", ["4th grade", "5th grade", "6th grade", "7th grade", "8th grade"]),
     ("scores", ["72 points", "78 points", "85 points", "90 points", "96 points"]),
     ("mentors", ["Mr. Hale", "Ms. Ortiz", "Mrs. Park", "Mr. Quinn", "Ms. Reyes"])],
    [["Aiden", "wind turbine", "6th grade", "85 points", "Ms. Ortiz"],
     ["Bella", "crystal garden", "4th grade", "90 points", "Mr. Quinn"],
     ["Caleb", "volcano", "8th grade", "72 points", "Mrs. Park"],
     ["Daria", "water filter", "7th grade", "96 points", "Mr. Hale"],
     ["Ethan", "solar oven", "5th grade", "78 points", "Ms. Reyes"]],
    [
    ("Caleb's volcano, the work of the fair's lone eighth grader, scored lowest.",
        lambda s: s.same("Caleb", "volcano") and s.same("volcano", "8th grade") and is_min(s, "volcano", "scores")),
    ("Ethan is in a higher grade than Bella but a lower one than Aiden.",
        lambda s: s.n("Bella", "grades") < s.n("Ethan", "grades") < s.n("Aiden", "grades")),
    ("Daria outscored Aiden.",
        lambda s: s.n("Daria", "scores") > s.n("Aiden", "scores")),
    ("Daria is exactly one grade ahead of the student who built the wind turbine.",
        lambda s: s.n("Daria", "grades") == s.n("wind turbine", "grades") + 1),
    ("Bella scored 12 points more than Ethan.",
        lambda s: s.n("Bella", "scores") == s.n("Ethan", "scores") + 12),
    ("The water filter outscored the crystal garden.",
        lambda s: s.n("water filter", "scores") > s.n("crystal garden", "scores")),
    ("The top score went to a seventh grader.",
        lambda s: s.same("96 points", "7th grade")),
    ("Of the fourth and fifth graders, one built the crystal garden and the other was mentored by Ms. Reyes.",
        lambda s: one_of_other(s, "4th grade", "5th grade", "crystal garden", "Ms. Reyes")),
    ("Neither Aiden nor Ethan was mentored by Mr. Hale or Mr. Quinn.",
        lambda s: not any(s.same(a, m) for a in ("Aiden", "Ethan") for m in ("Mr. Hale", "Mr. Quinn"))),
    ("The student mentored by Ms. Ortiz is in a higher grade than Ms. Reyes's student but a lower grade than Mrs. Park's.",
        lambda s: s.n("Ms. Reyes", "grades") < s.n("Ms. Ortiz", "grades") < s.n("Mrs. Park", "grades")),
    ("Mr. Hale's student outscored Mr. Quinn's, who in turn outscored Mrs. Park's.",
        lambda s: s.n("Mr. Hale", "scores") > s.n("Mr. Quinn", "scores") > s.n("Mrs. Park", "scores")),
    ])


puzzle("u33-07-road-trips", "Hitting the Road",
    "Four friends set off on solo road trips on the same Saturday morning, each to a different city. Work out where each was headed, how far the drive was, and what time each left.",
    [("drivers", ["Kendra", "Luis", "Marguerite", "Nolan"]),
     ("destinations", ["Albuquerque", "Boise", "Chattanooga", "Duluth"]),
     ("distances", ["210 miles", "345 miles", "480 miles", "615 miles"]),
     ("departures", ["6:00am", "7:30am", "9:15am", "11:00am"])],
    [["Kendra", "Duluth", "480 miles", "7:30am"],
     ["Luis", "Boise", "210 miles", "11:00am"],
     ["Marguerite", "Albuquerque", "615 miles", "6:00am"],
     ["Nolan", "Chattanooga", "345 miles", "9:15am"]],
    [
    ("The driver with the longest trip left earliest.",
        lambda s: s.same("615 miles", "6:00am")),
    ("Luis left later than everyone else, but his drive was 135 miles shorter than Nolan's.",
        lambda s: is_max(s, "Luis", "departures") and s.n("Luis", "distances") == s.n("Nolan", "distances") - 135),
    ("The trip to Duluth was 135 miles longer than the trip to Chattanooga.",
        lambda s: s.n("Duluth", "distances") == s.n("Chattanooga", "distances") + 135),
    ("Kendra pulled out of her driveway an hour and a half after Marguerite did.",
        lambda s: s.n("Kendra", "departures") == s.n("Marguerite", "departures") + 90),
    ("The Boise driver didn't get going until after 9:00am.",
        lambda s: s.n("Boise", "departures") > nv("9:00am")),
    ("Marguerite was bound for neither Chattanooga nor Duluth.",
        lambda s: not s.same("Marguerite", "Chattanooga") and not s.same("Marguerite", "Duluth")),
    ("Kendra had farther to go than Nolan.",
        lambda s: s.n("Kendra", "distances") > s.n("Nolan", "distances")),
    ])


puzzle("u33-08-bird-count", "Backyard Bird Count",
    "For the winter bird count, five of our members each took charge of tallying one species at the nature center feeders. Here is how the morning went.",
    [("volunteers", ["Agnes", "Bertram", "Cordelia", "Desmond", "Eulalie"]),
     ("birds", ["cardinals", "chickadees", "juncos", "nuthatches", "titmice"]),
     ("counts", ["14", "19", "23", "31", "40"])],
    [["Agnes", "juncos", "31"],
     ["Bertram", "nuthatches", "14"],
     ["Cordelia", "cardinals", "40"],
     ["Desmond", "titmice", "23"],
     ["Eulalie", "chickadees", "19"]],
    [
    ("Cordelia tallied more birds than anyone else.",
        lambda s: is_max(s, "Cordelia", "counts")),
    ("The nuthatch count came in exactly 5 lower than the chickadee count.",
        lambda s: s.n("nuthatches", "counts") == s.n("chickadees", "counts") - 5),
    ("Agnes counted 8 more birds than Desmond.",
        lambda s: s.n("Agnes", "counts") == s.n("Desmond", "counts") + 8),
    ("Bertram didn't count chickadees, and Eulalie didn't count titmice.",
        lambda s: not s.same("Bertram", "chickadees") and not s.same("Eulalie", "titmice")),
    ("The juncos were counted by either Agnes or Desmond.",
        lambda s: xor(s.same("juncos", "Agnes"), s.same("juncos", "Desmond"))),
    ("There were fewer titmice than juncos, but more titmice than chickadees.",
        lambda s: s.n("chickadees", "counts") < s.n("titmice", "counts") < s.n("juncos", "counts")),
    ])


puzzle("u33-09-talent-show", "Friday Night Talent Show",
    "Four acts took the stage at the parish hall's talent night. Each performer had a different act, went on in a different slot, and was given a different amount of stage time.",
    [("performers", ["Maude", "Reggie", "Sunita", "Tobias"]),
     ("acts", ["juggling", "magic", "tap dance", "ventriloquism"]),
     ("slots", ["first", "second", "third", "fourth"]),
     ("lengths", ["4 minutes", "6 minutes", "8 minutes", "10 minutes"])],
    [["Maude", "tap dance", "third", "6 minutes"],
     ["Reggie", "magic", "first", "10 minutes"],
     ["Sunita", "ventriloquism", "fourth", "4 minutes"],
     ["Tobias", "juggling", "second", "8 minutes"]],
    [
    ("The magic act opened the show and ran longer than any other act.",
        lambda s: s.same("magic", "first") and is_max(s, "magic", "lengths")),
    ("The tap dance lasted 2 minutes longer than the final act.",
        lambda s: s.n("tap dance", "lengths") == s.n("fourth", "lengths") + 2),
    ("If Maude was the ventriloquist, then she didn't go on last.",
        lambda s: implies(s.same("Maude", "ventriloquism"), not s.same("Maude", "fourth"))),
    ("Maude was on stage longer than Sunita.",
        lambda s: s.n("Maude", "lengths") > s.n("Sunita", "lengths")),
    ("Maude performed sometime after the juggler.",
        lambda s: s.n("Maude", "slots") > s.n("juggling", "slots")),
    ("Of the ventriloquist and Tobias, one performed fourth and the other had an 8-minute slot.",
        lambda s: one_of_other(s, "ventriloquism", "Tobias", "fourth", "8 minutes")),
    ])


puzzle("u33-10-fishing-derby", "Opening Day Derby",
    "Five old fishing buddies spread out across the county for the opening-day derby, each on a different body of water with a different bait. Each brought one fish to the weigh-in.",
    [("anglers", ["Bud", "Clem", "Darnell", "Earl", "Floyd"]),
     ("fish", ["bass", "catfish", "crappie", "pike", "walleye"]),
     ("weights", ["2 pounds", "4 pounds", "5 pounds", "7 pounds", "11 pounds"]),
     ("waters", ["Alder Lake", "Birch Pond", "Cedar Creek", "Dogwood Reservoir", "Elm Bay"]),
     ("baits", ["crankbait", "leech", "minnow", "nightcrawler", "spinner"])],
    [["Bud", "catfish", "11 pounds", "Dogwood Reservoir", "nightcrawler"],
     ["Clem", "crappie", "2 pounds", "Birch Pond", "minnow"],
     ["Darnell", "pike", "7 pounds", "Elm Bay", "spinner"],
     ["Earl", "bass", "4 pounds", "Alder Lake", "crankbait"],
     ["Floyd", "walleye", "5 pounds", "Cedar Creek", "leech"]],
    [
    ("The catfish, the heaviest fish of the day, was caught on a nightcrawler.",
        lambda s: is_max(s, "catfish", "weights") and s.same("catfish", "nightcrawler")),
    ("Earl's bass weighed twice as much as Clem's fish.",
        lambda s: s.same("Earl", "bass") and s.n("bass", "weights") == 2 * s.n("Clem", "weights")),
    ("The fish from Elm Bay outweighed the walleye by 2 pounds.",
        lambda s: s.n("Elm Bay", "weights") == s.n("walleye", "weights") + 2),
    ("Floyd, who fished Cedar Creek, used neither a spinner nor a minnow.",
        lambda s: s.same("Floyd", "Cedar Creek") and not s.same("Floyd", "spinner") and not s.same("Floyd", "minnow")),
    ("Whoever fished Birch Pond weighed in the lightest fish.",
        lambda s: is_min(s, "Birch Pond", "weights")),
    ("Darnell didn't catch the walleye, and Bud didn't fish at Alder Lake.",
        lambda s: not s.same("Darnell", "walleye") and not s.same("Bud", "Alder Lake")),
    ("The heaviest fish wasn't caught by Floyd or Darnell.",
        lambda s: not s.same("11 pounds", "Floyd") and not s.same("11 pounds", "Darnell")),
    ("The angler who used a spinner brought in a heavier fish than Floyd.",
        lambda s: s.n("spinner", "weights") > s.n("Floyd", "weights")),
    ("Clem, who didn't catch the walleye, didn't use a crankbait either.",
        lambda s: not s.same("Clem", "walleye") and not s.same("Clem", "crankbait")),
    ("The leech landed a heavier fish than the crankbait did.",
        lambda s: s.n("leech", "weights") > s.n("crankbait", "weights")),
    ("The pike came out of either Elm Bay or Dogwood Reservoir.",
        lambda s: xor(s.same("pike", "Elm Bay"), s.same("pike", "Dogwood Reservoir"))),
    ])


puzzle("u33-11-anniversaries", "Many Happy Returns",
    "Four couples from our congregation marked wedding anniversaries this year, each with a trip in a different month. From the notes below, match each couple to the year they wed, where they went and when.",
    [("couples", ["the Abernathys", "the Buckleys", "the Chens", "the Dorseys"]),
     ("years", ["1978", "1985", "1996", "2003"]),
     ("trips", ["Key West", "Niagara Falls", "Santa Fe", "Savannah"]),
     ("months", ["May", "June", "September", "October"])],
    [["the Abernathys", "1985", "Santa Fe", "September"],
     ["the Buckleys", "2003", "Key West", "June"],
     ["the Chens", "1978", "Savannah", "October"],
     ["the Dorseys", "1996", "Niagara Falls", "May"]],
    [
    ("The couple who married in 1996 celebrated in May.",
        lambda s: s.same("1996", "May")),
    ("The Chens married seven years before the Abernathys.",
        lambda s: s.n("the Chens", "years") == s.n("the Abernathys", "years") - 7),
    ("The Key West trip was taken by the most recently married couple.",
        lambda s: is_max(s, "Key West", "years")),
    ("Neither the Abernathys nor the Savannah couple traveled in June.",
        lambda s: not s.same("the Abernathys", "Savannah") and not s.same("the Abernathys", "June") and not s.same("Savannah", "June")),
    ("The October anniversary belongs to a couple who married earlier than the pair who went to Santa Fe.",
        lambda s: s.n("October", "years") < s.n("Santa Fe", "years")),
    ("The Niagara Falls trip came earlier in the year than the one to Santa Fe.",
        lambda s: s.n("Niagara Falls", "months") < s.n("Santa Fe", "months")),
    ("The Dorseys tied the knot before the Buckleys did, and the Abernathys didn't go to Key West.",
        lambda s: s.n("the Dorseys", "years") < s.n("the Buckleys", "years") and not s.same("the Abernathys", "Key West")),
    ])


puzzle("u33-12-escape-rooms", "Escape Room Saturday",
    "Five teams each booked a different room at Lockbox Escapes last Saturday, with start times spread through the afternoon and evening. Every team got out, and no two took the same time to do it.",
    [("teams", ["Brainstormers", "Code Breakers", "Lock Stars", "Night Owls", "Riddlers"]),
     ("rooms", ["Bank Vault", "Haunted Manor", "Pharaoh's Tomb", "Space Station", "Submarine"]),
     ("times", ["41 minutes", "47 minutes", "52 minutes", "55 minutes", "58 minutes"]),
     ("starts", ["1:00pm", "2:30pm", "4:00pm", "5:30pm", "7:00pm"])],
    [["Brainstormers", "Bank Vault", "52 minutes", "4:00pm"],
     ["Code Breakers", "Submarine", "41 minutes", "7:00pm"],
     ["Lock Stars", "Haunted Manor", "58 minutes", "1:00pm"],
     ["Night Owls", "Pharaoh's Tomb", "47 minutes", "2:30pm"],
     ["Riddlers", "Space Station", "55 minutes", "5:30pm"]],
    [
    ("The Lock Stars and the Code Breakers started at 1:00pm and 7:00pm, respectively.",
        lambda s: s.same("Lock Stars", "1:00pm") and s.same("Code Breakers", "7:00pm")),
    ("The team that escaped fastest started last.",
        lambda s: s.same("41 minutes", "7:00pm")),
    ("The Night Owls, the team in the Submarine, and the 4:00pm team were, in some order, the teams that escaped in 41, 47 and 52 minutes.",
        lambda s: distinct(s, "Night Owls", "Submarine", "4:00pm") and sorted(s.n(x, "times") for x in ("Night Owls", "Submarine", "4:00pm")) == [41, 47, 52]),
    ("The Space Station team needed 3 minutes less than the Haunted Manor team.",
        lambda s: s.n("Space Station", "times") == s.n("Haunted Manor", "times") - 3),
    ("The Riddlers started 90 minutes after the Bank Vault team.",
        lambda s: s.n("Riddlers", "starts") == s.n("Bank Vault", "starts") + 90),
    ("No team took longer than the Lock Stars.",
        lambda s: is_max(s, "Lock Stars", "times")),
    ("The Night Owls started 90 minutes before the Brainstormers and escaped faster than they did.",
        lambda s: s.n("Night Owls", "starts") == s.n("Brainstormers", "starts") - 90 and s.n("Night Owls", "times") < s.n("Brainstormers", "times")),
    ])
