# Blind test set unseen41: logic-grid puzzles in British puzzle-magazine voice.
# Each clue: (English sentence, predicate). Loaded by truth.py, which supplies
# State, nv, one_of_other and puzzle().

def num(item):
    """truth.py's nv, also reading pound amounts such as "£45" or "£180,000"."""
    t = item.strip()
    if t.startswith("£"):
        return float(t[1:].replace(",", ""))
    return nv(t)

def V(s, x, cat):
    """The number standing for the item of category cat linked with x."""
    return num(s.g(x, cat))

def P(s, x, cat):
    """1-based position, in the listed order of cat, of the item of cat linked with x."""
    items = dict(s.cats)[cat]
    return items.index(s.g(x, cat)) + 1

def adj(s, a, b, cat):
    """a and b are next to each other in the order of cat."""
    return abs(P(s, a, cat) - P(s, b, cat)) == 1

def at_end(s, x, cat):
    return P(s, x, cat) in (1, len(dict(s.cats)[cat]))

def highest(s, x, cat):
    return V(s, x, cat) == max(num(i) for i in dict(s.cats)[cat])

def lowest(s, x, cat):
    return V(s, x, cat) == min(num(i) for i in dict(s.cats)[cat])

def distinct(s, *xs):
    """All the entities named are different people."""
    rows = [s.r(x) for x in xs]
    return len(set(rows)) == len(rows)


# ---------------------------------------------------------------- 01
puzzle("u41-01-village-show",
 "Best in Show at Fernley",
 "The produce tent at the Fernley village show was as crowded as ever this year, and the judges spent a long afternoon with their tape measures before pinning up the results of the mixed vegetable class. Four exhibitors, each from a different nearby village, took the first four places, and each of them had entered a different kind of vegetable. From the clues below, work out where each exhibitor finished, which village each came from and what each had grown.",
 [("exhibitor", ["Arthur", "Beryl", "Cyril", "Doreen"]),
  ("place", ["1st", "2nd", "3rd", "4th"]),
  ("village", ["Ashby", "Barton", "Colley", "Dunmore"]),
  ("vegetable", ["leeks", "onions", "marrow", "runner beans"])],
 [["Arthur", "3rd", "Barton", "leeks"],
  ["Beryl", "1st", "Dunmore", "onions"],
  ["Cyril", "4th", "Ashby", "marrow"],
  ["Doreen", "2nd", "Colley", "runner beans"]],
 [("The exhibitor from Barton finished one place below whoever showed the runner beans.",
   lambda s: V(s, "Barton", "place") == V(s, "runner beans", "place") + 1),
  ("Cyril finished somewhere below Beryl, who doesn't live in Colley.",
   lambda s: not s.same("Beryl", "Colley") and V(s, "Cyril", "place") > V(s, "Beryl", "place")),
  ("First prize went to a splendid tray of onions.",
   lambda s: s.same("onions", "1st")),
  ("Of Doreen and the exhibitor from Ashby, one came second and the other came last.",
   lambda s: one_of_other(s, "Doreen", "Ashby", "2nd", "4th")),
  ("Arthur's leeks were placed higher than the entry from Ashby.",
   lambda s: s.same("Arthur", "leeks") and V(s, "Arthur", "place") < V(s, "Ashby", "place")),
 ])

# ---------------------------------------------------------------- 02
puzzle("u41-02-beach-huts",
 "The Beach Huts at Sandy Gap",
 "Along the promenade at Sandy Gap stands a short row of five beach huts, numbered 1 to 5 from left to right as you face the sea. Each belongs to a different retired resident of the town, each hut is painted a different colour, and each owner has a favourite way of passing a summer afternoon in the doorway. Can you sort out who owns which hut, its colour and its owner's pastime?",
 [("owner", ["Fenella", "Gordon", "Hilary", "Ivor", "Janet"]),
  ("hut", ["1", "2", "3", "4", "5"]),
  ("colour", ["blue", "green", "lilac", "red", "yellow"]),
  ("pastime", ["reading", "sketching", "knitting", "fishing", "crosswords"])],
 [["Fenella", "3", "red", "crosswords"],
  ["Gordon", "5", "lilac", "knitting"],
  ["Hilary", "1", "yellow", "sketching"],
  ["Ivor", "2", "blue", "fishing"],
  ["Janet", "4", "green", "reading"]],
 [("The blue hut is immediately to the left of Fenella's, and she is no artist: she never sketches.",
   lambda s: P(s, "Fenella", "hut") == P(s, "blue", "hut") + 1 and not s.same("Fenella", "sketching")),
  ("Gordon's hut is at one end of the row, but it isn't the yellow one.",
   lambda s: at_end(s, "Gordon", "hut") and not s.same("Gordon", "yellow")),
  ("The sketcher's hut is next to that of the resident who goes fishing, whose hut is blue.",
   lambda s: adj(s, "sketching", "fishing", "hut") and s.same("fishing", "blue")),
  ("Janet's hut is somewhere to the right of the red one, and she spends her afternoons reading.",
   lambda s: P(s, "Janet", "hut") > P(s, "red", "hut") and s.same("Janet", "reading")),
  ("The lilac hut stands at one end of the row.",
   lambda s: at_end(s, "lilac", "hut")),
  ("Neither Hilary nor the owner of the green hut goes fishing.",
   lambda s: not s.same("Hilary", "fishing") and not s.same("green", "fishing")),
  ("The knitter's hut is two huts further to the right than the red hut.",
   lambda s: P(s, "knitting", "hut") == P(s, "red", "hut") + 2),
  ("The yellow hut, which isn't Janet's, is two places to the left of Fenella's.",
   lambda s: not s.same("yellow", "Janet") and P(s, "Fenella", "hut") == P(s, "yellow", "hut") + 2),
 ])

# ---------------------------------------------------------------- 03
puzzle("u41-03-antiques-fair",
 "A Sparkle at the Antiques Fair",
 "Four friends spent a Saturday browsing the stalls of the Harrowgate antiques fair, and each came home with a single piece of old jewellery set with a different gemstone. Two of the friends, as it happens, share their names with gemstones, which caused some confusion on the coach home. Each piece was a different kind of jewellery and cost a different amount. Find out what each friend bought, the stone it was set with and what she paid.",
 [("friend", ["Ruby", "Jade", "Megan", "Tessa"]),
  ("stone", ["ruby", "jade", "opal", "garnet"]),
  ("price", ["£45", "£60", "£75", "£90"]),
  ("piece", ["brooch", "earrings", "pendant", "ring"])],
 [["Ruby", "opal", "£75", "brooch"],
  ["Jade", "ruby", "£45", "earrings"],
  ["Megan", "jade", "£90", "ring"],
  ["Tessa", "garnet", "£60", "pendant"]],
 [("Ruby didn't buy the ruby, and Jade didn't buy the jade.",
   lambda s: not s.same("Ruby", "ruby") and not s.same("Jade", "jade")),
  ("The piece set with jade cost £15 more than Ruby's purchase.",
   lambda s: V(s, "jade", "price") == V(s, "Ruby", "price") + 15),
  ("The garnet was set in a pendant, which wasn't the one Ruby bought.",
   lambda s: s.same("garnet", "pendant") and not s.same("Ruby", "pendant")),
  ("The ring cost more than the brooch, which was neither the cheapest piece nor the £60 one.",
   lambda s: V(s, "ring", "price") > V(s, "brooch", "price") and not lowest(s, "brooch", "price") and not s.same("brooch", "£60")),
  ("Jade, who didn't buy the pendant, paid less than Tessa did.",
   lambda s: not s.same("Jade", "pendant") and V(s, "Jade", "price") < V(s, "Tessa", "price")),
  ("Megan came home with either the ring or the earrings.",
   lambda s: s.same("Megan", "ring") or s.same("Megan", "earrings")),
 ])

# ---------------------------------------------------------------- 04
puzzle("u41-04-evening-classes",
 "Back to School",
 "When the autumn prospectus of the Melbury adult education service dropped through their letterboxes, five neighbours in Orchard Row each signed up for a different evening class. The classes run on different weeknights, from Monday to Friday, and each is held at a different venue around the town. From the clues, can you find out which class each neighbour is taking, the night it meets and where?",
 [("neighbour", ["Colin", "Deirdre", "Eamonn", "Flora", "Gwen"]),
  ("night", ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"]),
  ("class", ["choir", "pottery", "Spanish", "woodwork", "yoga"]),
  ("venue", ["church hall", "community centre", "library", "school", "village hall"])],
 [["Colin", "Wednesday", "Spanish", "library"],
  ["Deirdre", "Monday", "choir", "church hall"],
  ["Eamonn", "Friday", "pottery", "school"],
  ["Flora", "Tuesday", "woodwork", "village hall"],
  ["Gwen", "Thursday", "yoga", "community centre"]],
 [("The Spanish class meets the night after Flora's class.",
   lambda s: V(s, "Spanish", "night") == V(s, "Flora", "night") + 1),
  ("Deirdre sings in the choir, which meets earlier in the week than the woodwork class.",
   lambda s: s.same("Deirdre", "choir") and V(s, "choir", "night") < V(s, "woodwork", "night")),
  ("The class held at the school takes place on Friday.",
   lambda s: s.same("school", "Friday")),
  ("Eamonn's class meets two nights after the one in the library.",
   lambda s: V(s, "Eamonn", "night") == V(s, "library", "night") + 2),
  ("Colin, the yoga student and the neighbour who goes to the village hall are three different people.",
   lambda s: distinct(s, "Colin", "yoga", "village hall")),
  ("Pottery is taught later in the week than yoga.",
   lambda s: V(s, "pottery", "night") > V(s, "yoga", "night")),
  ("The woodwork class meets at the village hall, two nights before the yoga class.",
   lambda s: s.same("woodwork", "village hall") and V(s, "woodwork", "night") + 2 == V(s, "yoga", "night")),
  ("The church hall is host to the first class of the week.",
   lambda s: s.same("church hall", "Monday")),
 ])

# ---------------------------------------------------------------- 05
puzzle("u41-05-platform-two",
 "Waiting on Platform Two",
 "On a drizzly Tuesday morning four passengers sat side by side on the bench on platform two at Market Harborough, each waiting for a different train. Over a shared flask of tea they discovered that each was travelling to a different city for a different reason. Using the clues, discover the departure time of each passenger's train, where each was heading and why.",
 [("passenger", ["Harriet", "Leonard", "Maureen", "Norman"]),
  ("departure", ["8:15am", "9:30am", "10:45am", "11:20am"]),
  ("destination", ["Bath", "Crewe", "Derby", "York"]),
  ("reason", ["football match", "job interview", "visiting family", "wedding"])],
 [["Harriet", "9:30am", "Crewe", "job interview"],
  ["Leonard", "8:15am", "York", "football match"],
  ["Maureen", "11:20am", "Bath", "wedding"],
  ["Norman", "10:45am", "Derby", "visiting family"]],
 [("The train to York leaves 75 minutes before Harriet's.",
   lambda s: V(s, "York", "departure") + 75 == V(s, "Harriet", "departure")),
  ("Maureen is catching the last of the four trains, but she isn't off to a job interview.",
   lambda s: highest(s, "Maureen", "departure") and not s.same("Maureen", "job interview")),
  ("The passenger heading for Derby is going to visit family.",
   lambda s: s.same("Derby", "visiting family")),
  ("The football fan's train departs earlier than the one to Crewe.",
   lambda s: V(s, "football match", "departure") < V(s, "Crewe", "departure")),
  ("Of Norman and the passenger travelling to Bath, one leaves at 10:45am and the other at 11:20am.",
   lambda s: one_of_other(s, "Norman", "Bath", "10:45am", "11:20am")),
  ("Harriet's ticket is for neither Bath nor Derby.",
   lambda s: not s.same("Harriet", "Bath") and not s.same("Harriet", "Derby")),
 ])

# ---------------------------------------------------------------- 06
puzzle("u41-06-christmas-parcels",
 "Grandma's Parcels",
 "Every Christmas Eve, Grandma Pritchard lines up the presents for her four grandchildren under the tree, each wrapped in a different paper so that she can tell them apart without her glasses. This year each grandchild, all of different ages, was given something quite different. From the clues, match each grandchild with their age, their present and the paper it was wrapped in.",
 [("grandchild", ["Alfie", "Bella", "Callum", "Daisy"]),
  ("age", ["4", "7", "10", "13"]),
  ("present", ["bicycle", "chemistry set", "kite", "telescope"]),
  ("paper", ["gold", "red", "silver", "striped"])],
 [["Alfie", "10", "telescope", "striped"],
  ["Bella", "4", "kite", "gold"],
  ["Callum", "13", "bicycle", "red"],
  ["Daisy", "7", "chemistry set", "silver"]],
 [("The child who unwrapped the telescope is three years older than Daisy.",
   lambda s: V(s, "telescope", "age") == V(s, "Daisy", "age") + 3),
  ("The youngest grandchild's present was wrapped in gold paper.",
   lambda s: s.same("gold", "4")),
  ("Callum is older than the child whose parcel came in silver paper.",
   lambda s: V(s, "Callum", "age") > V(s, "silver", "age")),
  ("The bicycle wasn't for Alfie, and it was wrapped in neither gold nor silver.",
   lambda s: not s.same("bicycle", "Alfie") and not s.same("bicycle", "gold") and not s.same("bicycle", "silver")),
  ("Bella is six years younger than the child who was given the telescope.",
   lambda s: V(s, "Bella", "age") + 6 == V(s, "telescope", "age")),
  ("The striped parcel held neither the kite nor the bicycle.",
   lambda s: not s.same("striped", "kite") and not s.same("striped", "bicycle")),
  ("Alfie didn't get the kite, and his present wasn't wrapped in silver.",
   lambda s: not s.same("Alfie", "kite") and not s.same("Alfie", "silver")),
  ("The kite went to a younger child than the chemistry set did.",
   lambda s: V(s, "kite", "age") < V(s, "chemistry set", "age")),
 ])

# ---------------------------------------------------------------- 07
puzzle("u41-07-sold-signs",
 "Sold Subject to Contract",
 "It has been a busy month at Pendle & Price, the estate agents in Llanfair. Four first-time buyers each completed on a different property in a different street of the town, and each paid a different price. The junior negotiator has muddled the files, so can you work out which house each buyer bought, where it is and what it cost?",
 [("buyer", ["Owen", "Petra", "Rhys", "Sian"]),
  ("street", ["Church Road", "High Street", "Mill Lane", "Orchard Close"]),
  ("price", ["£165,000", "£180,000", "£195,000", "£210,000"]),
  ("property", ["bungalow", "cottage", "semi", "terrace"])],
 [["Owen", "Orchard Close", "£195,000", "bungalow"],
  ["Petra", "Mill Lane", "£165,000", "cottage"],
  ["Rhys", "High Street", "£210,000", "semi"],
  ["Sian", "Church Road", "£180,000", "terrace"]],
 [("The bungalow sold for £30,000 more than the cottage.",
   lambda s: V(s, "bungalow", "price") == V(s, "cottage", "price") + 30000),
  ("Rhys paid the highest price, but not for the house in Church Road.",
   lambda s: highest(s, "Rhys", "price") and not s.same("Rhys", "Church Road")),
  ("The terraced house, which is not in Mill Lane, went for £180,000.",
   lambda s: s.same("terrace", "£180,000") and not s.same("terrace", "Mill Lane")),
  ("Petra's new home cost £15,000 less than Sian's.",
   lambda s: V(s, "Petra", "price") + 15000 == V(s, "Sian", "price")),
  ("The property in Orchard Close isn't the semi.",
   lambda s: not s.same("Orchard Close", "semi")),
  ("Owen is now the proud owner of the bungalow, which isn't in Church Road.",
   lambda s: s.same("Owen", "bungalow") and not s.same("bungalow", "Church Road")),
  ("The Mill Lane house was cheaper than the one in Church Road.",
   lambda s: V(s, "Mill Lane", "price") < V(s, "Church Road", "price")),
 ])

# ---------------------------------------------------------------- 08
puzzle("u41-08-pub-basketball",
 "The Thursday Night Five",
 "The Crown and Anchor's Thursday night basketball side is short of a fifth player again, so the four regulars have been posing for a photograph to pin up behind the bar with a plea for a new recruit. They differ in height, each wears a different shirt number, and by day each does a different job. From the clues, work out each man's height, shirt number and occupation.",
 [("player", ["Declan", "Euan", "Fergus", "Gareth"]),
  ("height", ["5'9\"", "5'11\"", "6'1\"", "6'3\""]),
  ("shirt", ["4", "7", "9", "11"]),
  ("job", ["nurse", "plumber", "postman", "teacher"])],
 [["Declan", "6'3\"", "11", "plumber"],
  ["Euan", "5'9\"", "7", "teacher"],
  ["Fergus", "6'1\"", "4", "postman"],
  ["Gareth", "5'11\"", "9", "nurse"]],
 [("The tallest of the four wears number 11.",
   lambda s: s.same("6'3\"", "11")),
  ("Euan is four inches shorter than the postman.",
   lambda s: V(s, "Euan", "height") + 4 == V(s, "postman", "height")),
  ("The nurse has a higher shirt number than Fergus, but he is shorter than Fergus.",
   lambda s: V(s, "nurse", "shirt") > V(s, "Fergus", "shirt") and V(s, "nurse", "height") < V(s, "Fergus", "height")),
  ("The man in the number 9 shirt is 2 inches taller than the player wearing number 7.",
   lambda s: V(s, "9", "height") == V(s, "7", "height") + 2),
  ("Gareth is taller than Euan but shorter than Declan.",
   lambda s: V(s, "Euan", "height") < V(s, "Gareth", "height") < V(s, "Declan", "height")),
  ("The teacher is the shortest man in the side.",
   lambda s: lowest(s, "teacher", "height")),
 ])

# ---------------------------------------------------------------- 09
puzzle("u41-09-parish-register",
 "The Parish Register",
 "Leafing through the 1851 census returns for the little parish of Upper Wyke, a local historian found four heads of household listed on the same page. Each had a different first name and surname and followed a different trade, and the enumerator had noted each man's age. Confusingly, three of the surnames are also the names of trades. From the clues, can you give each man's full name, trade and age?",
 [("first name", ["Abel", "Ezra", "Jacob", "Silas"]),
  ("surname", ["Baker", "Mason", "Thatcher", "Wood"]),
  ("trade", ["baker", "carter", "mason", "thatcher"]),
  ("age", ["32", "38", "45", "51"])],
 [["Abel", "Mason", "baker", "45"],
  ["Ezra", "Baker", "thatcher", "32"],
  ["Jacob", "Thatcher", "carter", "51"],
  ["Silas", "Wood", "mason", "38"]],
 [("No man followed the trade that matches his surname.",
   lambda s: not s.same("Baker", "baker") and not s.same("Mason", "mason") and not s.same("Thatcher", "thatcher")),
  ("The baker was 13 years older than Mr Baker.",
   lambda s: V(s, "baker", "age") == V(s, "Baker", "age") + 13),
  ("Silas, the mason, was younger than Abel.",
   lambda s: s.same("Silas", "mason") and V(s, "Silas", "age") < V(s, "Abel", "age")),
  ("Jacob was the oldest of the four.",
   lambda s: highest(s, "Jacob", "age")),
  ("Ezra was younger than Mr Wood.",
   lambda s: V(s, "Ezra", "age") < V(s, "Wood", "age")),
  ("Mr Mason was older than Mr Wood but younger than Mr Thatcher.",
   lambda s: V(s, "Wood", "age") < V(s, "Mason", "age") < V(s, "Thatcher", "age")),
 ])

# ---------------------------------------------------------------- 10
puzzle("u41-10-farmers-market",
 "Early Birds at the Farmers' Market",
 "On the first Saturday of the month the farmers' market sets up in Kirkby Square, where five pitches, numbered 1 to 5 from left to right, run along the front of the town hall. Last Saturday each pitch was taken by a different stallholder selling something different, and the market manager noted the time each of them arrived to set up. Who had which pitch, what did each sell and when did each arrive?",
 [("stallholder", ["Kath", "Lenny", "Mo", "Nora", "Pete"]),
  ("pitch", ["1", "2", "3", "4", "5"]),
  ("goods", ["books", "bread", "cheese", "fish", "flowers"]),
  ("arrival", ["6:00am", "6:15am", "6:30am", "6:45am", "7:00am"])],
 [["Kath", "3", "cheese", "6:00am"],
  ["Lenny", "2", "books", "7:00am"],
  ["Mo", "5", "flowers", "6:30am"],
  ["Nora", "1", "fish", "6:15am"],
  ["Pete", "4", "bread", "6:45am"]],
 [("The fish stall and the flower stall were at opposite ends of the row.",
   lambda s: at_end(s, "fish", "pitch") and at_end(s, "flowers", "pitch") and not s.same("fish", "flowers")),
  ("Kath, who was first to arrive, had the pitch immediately to the right of the bookseller's.",
   lambda s: lowest(s, "Kath", "arrival") and P(s, "Kath", "pitch") == P(s, "books", "pitch") + 1),
  ("The flower seller turned up half an hour after Kath.",
   lambda s: V(s, "flowers", "arrival") == V(s, "Kath", "arrival") + 30),
  ("Pete's pitch was next to Mo's, and Pete arrived 15 minutes after Mo.",
   lambda s: adj(s, "Pete", "Mo", "pitch") and V(s, "Pete", "arrival") == V(s, "Mo", "arrival") + 15),
  ("Lenny was the last to arrive.",
   lambda s: highest(s, "Lenny", "arrival")),
  ("The bread stall was next to the flower seller's pitch, and somewhere to the right of the cheese stall.",
   lambda s: adj(s, "bread", "flowers", "pitch") and P(s, "bread", "pitch") > P(s, "cheese", "pitch")),
  ("The stallholder who arrived at 6:15am was two pitches to the left of Kath.",
   lambda s: P(s, "6:15am", "pitch") + 2 == P(s, "Kath", "pitch")),
 ])

# ---------------------------------------------------------------- 11
puzzle("u41-11-quiz-night",
 "Quiz Night at the Red Lion",
 "Five teams turned out for the Red Lion's charity quiz last Wednesday, and no two finished on the same score. Each team was led by a different captain, and each had one round at which it outshone all the others. Using the clues, work out each captain's team, the team's final score and the round it did best on.",
 [("captain", ["Alan", "Bev", "Clive", "Dot", "Errol"]),
  ("team", ["Badgers", "Foxes", "Hares", "Otters", "Owls"]),
  ("score", ["28 points", "31 points", "34 points", "37 points", "40 points"]),
  ("round", ["geography", "history", "music", "science", "sport"])],
 [["Alan", "Badgers", "34 points", "sport"],
  ["Bev", "Owls", "40 points", "history"],
  ["Clive", "Hares", "28 points", "music"],
  ["Dot", "Foxes", "37 points", "geography"],
  ["Errol", "Otters", "31 points", "science"]],
 [("Bev's team won the quiz.",
   lambda s: highest(s, "Bev", "score")),
  ("The Foxes scored 3 points more than Alan's team.",
   lambda s: V(s, "Foxes", "score") == V(s, "Alan", "score") + 3),
  ("Clive's team, whose best round was music, finished last.",
   lambda s: s.same("Clive", "music") and lowest(s, "Clive", "score")),
  ("The Hares were captained by Clive.",
   lambda s: s.same("Hares", "Clive")),
  ("Errol's team scored 6 points fewer than Dot's.",
   lambda s: V(s, "Errol", "score") + 6 == V(s, "Dot", "score")),
  ("The Otters finished one place behind the Badgers.",
   lambda s: V(s, "Otters", "score") == V(s, "Badgers", "score") - 3),
  ("The team that shone at science scored 6 points fewer than the geography specialists.",
   lambda s: V(s, "science", "score") + 6 == V(s, "geography", "score")),
  ("The sport specialists beat the Otters but were beaten by the Foxes.",
   lambda s: V(s, "Otters", "score") < V(s, "sport", "score") < V(s, "Foxes", "score")),
 ])

# ---------------------------------------------------------------- 12
puzzle("u41-12-fell-race",
 "Up and Over Skiddaw",
 "Four friends from different Lakeland running clubs entered the short course of the Skiddaw fell race in May, each hoping to beat the others back to the car park. They are of different ages, and each recorded a different finishing time. From the clues, can you work out each runner's club, age and time?",
 [("runner", ["Ailsa", "Bryony", "Craig", "Duncan"]),
  ("club", ["Ambleside", "Borrowdale", "Coniston", "Keswick"]),
  ("age", ["24", "31", "38", "45"]),
  ("time", ["41 minutes", "44 minutes", "48 minutes", "53 minutes"])],
 [["Ailsa", "Keswick", "31", "48 minutes"],
  ["Bryony", "Coniston", "45", "41 minutes"],
  ["Craig", "Borrowdale", "24", "53 minutes"],
  ["Duncan", "Ambleside", "38", "44 minutes"]],
 [("The runner from Coniston was the fastest of the four.",
   lambda s: lowest(s, "Coniston", "time")),
  ("Craig, the youngest runner, finished somewhat later than Ailsa.",
   lambda s: lowest(s, "Craig", "age") and V(s, "Craig", "time") > V(s, "Ailsa", "time")),
  ("The Ambleside runner crossed the line 3 minutes after Bryony.",
   lambda s: V(s, "Ambleside", "time") == V(s, "Bryony", "time") + 3),
  ("Ailsa is seven years younger than Duncan.",
   lambda s: V(s, "Ailsa", "age") + 7 == V(s, "Duncan", "age")),
  ("The oldest runner beat the 31-year-old by 7 minutes.",
   lambda s: V(s, "45", "time") + 7 == V(s, "31", "time")),
  ("The Borrowdale club's runner was slower than Ailsa.",
   lambda s: V(s, "Borrowdale", "time") > V(s, "Ailsa", "time")),
 ])
