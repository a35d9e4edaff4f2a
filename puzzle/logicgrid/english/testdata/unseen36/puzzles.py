# unseen36: twelve logic grids written blind (issue 25).
# Checked by puzzle/logicgrid/english/testdata/unseen/truth.py, which execs
# this file with State, nv, one_of_other and puzzle() in scope.
#
# Reading conventions (as an ordinary reader of a puzzle magazine reads):
# - "either A or B" is exclusive: exactly one of the two holds.
# - "neither A nor B is X": A is not X and B is not X (no more).
# - "of A and B, one is X and the other is Y": A and B are different and
#   between them they are X and Y, in either order.
# - "A and B are X and Y, in some order" reads the same way;
#   "A and B are X and Y, respectively" means A is X and B is Y.
# - a list "the four people are A, B, C and D" (or "A, B and C are three
#   different people") means all of them are different.
# - comparisons are strict and imply different people: "A is older than B",
#   "A came in sometime before B"; with an amount ("two places ahead of",
#   "$5 more than", "30 minutes later than") the difference is exact.
# - "A is not B" / "A didn't ..." is a plain negation.
# - "if P, then Q" is material implication (true whenever P is false).
# - an appositive or relative clause ("Hal, who owns the pug, ...") asserts
#   its content as well as the main clause.
# - superlatives ("the oldest", "the earliest") refer to the extreme value
#   among the items of that category.

def xor(a, b):
    return bool(a) != bool(b)

def implies(a, b):
    return (not a) or bool(b)

def distinct(s, *items):
    rows = [s.r(i) for i in items]
    return len(set(rows)) == len(rows)

def cat_items(s, cat):
    return [items for name, items in s.cats if name == cat][0]

def is_max(s, item, cat):
    return s.n(item, cat) == max(nv(x) for x in cat_items(s, cat))

def is_min(s, item, cat):
    return s.n(item, cat) == min(nv(x) for x in cat_items(s, cat))

def diff(s, a, b, cat):
    """a's value minus b's value in the numeric category cat."""
    return s.n(a, cat) - s.n(b, cat)

def pair_is(s, a, b, cat, x, y):
    """a and b are different, and their items in cat are x and y in some order."""
    return s.r(a) != s.r(b) and {s.g(a, cat), s.g(b, cat)} == {x, y}


# 1 -------------------------------------------------------------------------
puzzle("u36-01-puppy-class", "Puppy Kindergarten",
    "Four new owners brought their puppies to the first night of Tuesday obedience class. Match each owner to their puppy's name and breed.",
    [("owners", ["Abigail", "Dwayne", "Hector", "Lorraine"]),
     ("puppies", ["Biscuit", "Ginger", "Pepper", "Scout"]),
     ("breeds", ["beagle", "boxer", "poodle", "pug"])],
    [["Abigail", "Pepper", "pug"],
     ["Dwayne", "Scout", "beagle"],
     ["Hector", "Biscuit", "boxer"],
     ["Lorraine", "Ginger", "poodle"]],
    [
     ("Pepper is the pug.",
      lambda s: s.same("Pepper", "pug")),
     ("Hector's puppy is either Biscuit or the poodle.",
      lambda s: xor(s.same("Hector", "Biscuit"), s.same("Hector", "poodle"))),
     ("Neither Abigail nor Lorraine brought the beagle.",
      lambda s: not s.same("Abigail", "beagle") and not s.same("Lorraine", "beagle")),
     ("Of Lorraine's puppy and Scout, one is the poodle and the other is the beagle.",
      lambda s: one_of_other(s, "Lorraine", "Scout", "poodle", "beagle")),
    ])


# 2 -------------------------------------------------------------------------
puzzle("u36-02-allotment-show", "Produce Show",
    "At the Ashcombe Road allotments' summer show, four plot-holders each entered one vegetable, and the judge placed the four entries from 1st down to 4th. Can you work out who tends which plot, what each entered, and where each entry was placed?",
    [("gardeners", ["Brenda", "Clive", "Maureen", "Trevor"]),
     ("plots", ["4", "9", "11", "16"]),
     ("vegetables", ["leeks", "marrow", "onions", "runner beans"]),
     ("placings", ["1st", "2nd", "3rd", "4th"])],
    [["Brenda", "11", "runner beans", "2nd"],
     ["Clive", "4", "marrow", "1st"],
     ["Maureen", "16", "onions", "4th"],
     ["Trevor", "9", "leeks", "3rd"]],
    [
     ("Trevor's prized leeks were placed one position below the entry from plot 11.",
      lambda s: s.same("Trevor", "leeks") and s.n("leeks", "placings") == s.n("11", "placings") + 1),
     ("Maureen's plot has a higher number than Brenda's.",
      lambda s: s.n("Maureen", "plots") > s.n("Brenda", "plots")),
     ("The runner beans weren't grown on plot 16, but they did beat the onions.",
      lambda s: not s.same("runner beans", "16") and s.n("runner beans", "placings") < s.n("onions", "placings")),
     ("The judge gave first place to the holder of plot 4.",
      lambda s: s.same("1st", "4")),
     ("Brenda's plot number is higher than that of the marrow grower.",
      lambda s: s.n("Brenda", "plots") > s.n("marrow", "plots")),
     ("The onions came from the highest-numbered plot.",
      lambda s: is_max(s, "onions", "plots")),
    ])


# 3 -------------------------------------------------------------------------
puzzle("u36-03-family-getaways", "Family Getaways",
    "Last year five families from the Maple Street Neighborhood Association each took one vacation. From the clues, determine each family's destination, the length of its stay, and the month in which it traveled.",
    [("families", ["Alvarez", "Becker", "Collins", "Dunn", "Erikson"]),
     ("destinations", ["Branson", "Myrtle Beach", "Niagara Falls", "Sedona", "Yellowstone"]),
     ("stays", ["2 nights", "3 nights", "4 nights", "5 nights", "6 nights"]),
     ("months", ["March", "May", "June", "August", "October"])],
    [["Alvarez", "Sedona", "4 nights", "October"],
     ["Becker", "Myrtle Beach", "6 nights", "June"],
     ["Collins", "Niagara Falls", "2 nights", "March"],
     ["Dunn", "Yellowstone", "5 nights", "August"],
     ["Erikson", "Branson", "3 nights", "May"]],
    [
     ("The Beckers stayed two nights longer than the family that went to Sedona.",
      lambda s: diff(s, "Becker", "Sedona", "stays") == 2),
     ("The shortest vacation was taken in March.",
      lambda s: is_min(s, "March", "stays")),
     ("The Dunns didn't go to Branson; their trip was in August.",
      lambda s: not s.same("Dunn", "Branson") and s.same("Dunn", "August")),
     ("The family who visited Yellowstone traveled sometime after the Eriksons, who didn't choose Sedona.",
      lambda s: s.n("Yellowstone", "months") > s.n("Erikson", "months") and not s.same("Erikson", "Sedona")),
     ("The five families are the Alvarezes, the family that went to Myrtle Beach, the one that stayed five nights, the family that traveled in March, and the Eriksons.",
      lambda s: distinct(s, "Alvarez", "Myrtle Beach", "5 nights", "March", "Erikson")),
     ("The Niagara Falls trip was either the Collinses' or the one in June.",
      lambda s: xor(s.same("Niagara Falls", "Collins"), s.same("Niagara Falls", "June"))),
     ("The May getaway lasted one night more than the March one.",
      lambda s: diff(s, "May", "March", "stays") == 1),
     ("The Alvarez family traveled later in the year than the family who stayed six nights.",
      lambda s: s.n("Alvarez", "months") > s.n("6 nights", "months")),
    ])


# 4 -------------------------------------------------------------------------
puzzle("u36-04-farmers-market", "Saturday at the Farmers' Market",
    "It was a sunny Saturday, and five of my neighbors each made a single purchase at a different stall of the farmers' market. See if you can sort out who shopped where and how much each spent.",
    [("shoppers", ["Gina", "Harold", "Imogen", "Jasper", "Kwame"]),
     ("stalls", ["bakery", "cheese", "flowers", "honey", "produce"]),
     ("spent", ["$6", "$9", "$12", "$15", "$20"])],
    [["Gina", "honey", "$12"],
     ["Harold", "cheese", "$20"],
     ["Imogen", "flowers", "$6"],
     ["Jasper", "bakery", "$15"],
     ["Kwame", "produce", "$9"]],
    [
     ("Jasper spent $3 more than Gina did.",
      lambda s: diff(s, "Jasper", "Gina", "spent") == 3),
     ("Whoever bought the honey paid exactly twice what the flower buyer paid.",
      lambda s: s.n("honey", "spent") == 2 * s.n("flowers", "spent")),
     ("Kwame, who didn't stop at the cheese stall, spent less than Jasper.",
      lambda s: not s.same("Kwame", "cheese") and s.n("Kwame", "spent") < s.n("Jasper", "spent")),
     ("Imogen and the bakery's customer spent $6 and $15, in some order.",
      lambda s: one_of_other(s, "Imogen", "bakery", "$6", "$15")),
    ])


# 5 -------------------------------------------------------------------------
puzzle("u36-05-knitting-circle", "The Thursday Knitting Circle",
    "Four members of the Thursday knitting circle each finished one project this month, each in a different color of yarn. Using the clues, find out what each woman knit, the color she used, and how many hours the project took.",
    [("knitters", ["Edna", "Fay", "Georgia", "Hollis"]),
     ("projects", ["afghan", "cardigan", "mittens", "scarf"]),
     ("yarns", ["cream", "heather gray", "navy", "rust"]),
     ("hours", ["6 hours", "10 hours", "14 hours", "18 hours"])],
    [["Edna", "cardigan", "navy", "18 hours"],
     ["Fay", "mittens", "rust", "6 hours"],
     ["Georgia", "afghan", "cream", "14 hours"],
     ["Hollis", "scarf", "heather gray", "10 hours"]],
    [
     ("The mittens took less time than the scarf, which in turn took less time than the afghan.",
      lambda s: s.n("mittens", "hours") < s.n("scarf", "hours") < s.n("afghan", "hours")),
     ("The cream-colored project took four hours less than Edna's.",
      lambda s: diff(s, "Edna", "cream", "hours") == 4),
     ("Hollis used neither the rust nor the cream yarn.",
      lambda s: not s.same("Hollis", "rust") and not s.same("Hollis", "cream")),
     ("Neither the cardigan nor the mittens were knit in heather gray.",
      lambda s: not s.same("cardigan", "heather gray") and not s.same("mittens", "heather gray")),
     ("The quickest project of the four was knit in rust.",
      lambda s: is_min(s, "rust", "hours")),
     ("Georgia spent longer at her needles than Fay, and she didn't work in navy.",
      lambda s: s.n("Georgia", "hours") > s.n("Fay", "hours") and not s.same("Georgia", "navy")),
     ("Edna, who didn't make the afghan, put in more hours than Hollis did.",
      lambda s: not s.same("Edna", "afghan") and s.n("Edna", "hours") > s.n("Hollis", "hours")),
    ])


# 6 -------------------------------------------------------------------------
puzzle("u36-06-first-day", "First Day on the Job",
    "Brightline Insurance took on five new hires this Monday. Determine each hire's department, the time he or she started, and the floor of his or her desk.",
    [("hires", ["Adrian", "Bethany", "Carlos", "Delia", "Emmett"]),
     ("departments", ["accounting", "IT", "legal", "marketing", "shipping"]),
     ("starts", ["8:00am", "8:30am", "9:00am", "9:30am", "10:00am"]),
     ("floors", ["2nd", "3rd", "4th", "5th", "6th"])],
    [["Adrian", "legal", "9:30am", "6th"],
     ["Bethany", "IT", "8:00am", "3rd"],
     ["Carlos", "shipping", "8:30am", "2nd"],
     ["Delia", "marketing", "10:00am", "5th"],
     ["Emmett", "accounting", "9:00am", "4th"]],
    [
     ("The person who started at 9:30am works one floor above the marketing hire.",
      lambda s: diff(s, "9:30am", "marketing", "floors") == 1),
     ("The accounting hire started 30 minutes after Carlos.",
      lambda s: diff(s, "accounting", "Carlos", "starts") == 30),
     ("Of Bethany and the person on the 2nd floor, one works in shipping and the other started at 8:00am.",
      lambda s: one_of_other(s, "Bethany", "2nd", "shipping", "8:00am")),
     ("Delia started later than everyone else.",
      lambda s: is_max(s, "Delia", "starts")),
     ("Emmett works on a lower floor than Adrian.",
      lambda s: s.n("Emmett", "floors") < s.n("Adrian", "floors")),
     ("The legal hire is either Adrian or the person who started at 8:30am.",
      lambda s: xor(s.same("legal", "Adrian"), s.same("legal", "8:30am"))),
     ("The five new hires are Bethany, the person on the 4th floor, the person who started at 8:30am, the marketing hire and the person on the 6th floor.",
      lambda s: distinct(s, "Bethany", "4th", "8:30am", "marketing", "6th")),
     ("Bethany clocked in earlier than Emmett did.",
      lambda s: s.n("Bethany", "starts") < s.n("Emmett", "starts")),
    ])


# 7 -------------------------------------------------------------------------
puzzle("u36-07-family-reunion", "The Hollister Family Reunion",
    "Grandma Hollister's four grandchildren came from four different states for this summer's reunion at the lake, and each one brought a dish for the picnic table. Each cousin has a different last name, since their parents married into four different families. Discover each cousin's full name, age, home state and dish.",
    [("cousins", ["Ruth", "Sam", "Tilly", "Vic"]),
     ("surnames", ["Hale", "Ostrowski", "Pruitt", "Yamada"]),
     ("ages", ["34", "41", "45", "52"]),
     ("states", ["Idaho", "Maine", "Ohio", "Texas"]),
     ("dishes", ["coleslaw", "deviled eggs", "lemon bars", "potato salad"])],
    [["Ruth", "Pruitt", "45", "Maine", "lemon bars"],
     ["Sam", "Yamada", "34", "Texas", "coleslaw"],
     ["Tilly", "Hale", "52", "Ohio", "potato salad"],
     ["Vic", "Ostrowski", "41", "Idaho", "deviled eggs"]],
    [
     ("The cousin from Idaho, whose last name isn't Hale, is seven years older than Sam.",
      lambda s: not s.same("Idaho", "Hale") and diff(s, "Idaho", "Sam", "ages") == 7),
     ("The Pruitt cousin and the cousin from Texas brought the lemon bars and the coleslaw, respectively.",
      lambda s: s.same("Pruitt", "lemon bars") and s.same("Texas", "coleslaw")),
     ("Ruth, who lives in neither Ohio nor Idaho, is older than Vic Ostrowski.",
      lambda s: not s.same("Ruth", "Ohio") and not s.same("Ruth", "Idaho") and s.same("Vic", "Ostrowski") and s.n("Ruth", "ages") > s.n("Vic", "ages")),
     ("The potato salad came from someone older than the cousin who lives in Maine.",
      lambda s: s.n("potato salad", "ages") > s.n("Maine", "ages")),
     ("If Tilly is from Ohio, then Sam is from Texas.",
      lambda s: implies(s.same("Tilly", "Ohio"), s.same("Sam", "Texas"))),
     ("Of Tilly and the Yamada cousin, one is 52 and the other is 34.",
      lambda s: one_of_other(s, "Tilly", "Yamada", "52", "34")),
    ])


# 8 -------------------------------------------------------------------------
puzzle("u36-08-block-party", "Elm Court Block Party",
    "Five households on Elm Court pitched in for the annual block party, each supplying one thing. Work out who lives at which number, what each neighbor supplied, and how long each has lived on the court.",
    [("neighbors", ["Bea", "Chuck", "Dolores", "Ernie", "Fran"]),
     ("houses", ["12", "14", "16", "18", "20"]),
     ("supplies", ["folding tables", "grill", "ice", "lawn games", "string lights"]),
     ("years", ["2 years", "5 years", "8 years", "11 years", "20 years"])],
    [["Bea", "16", "string lights", "11 years"],
     ["Chuck", "12", "grill", "20 years"],
     ["Dolores", "20", "lawn games", "2 years"],
     ["Ernie", "18", "ice", "5 years"],
     ["Fran", "14", "folding tables", "8 years"]],
    [
     ("The newest arrival on the court lives at number 20.",
      lambda s: is_min(s, "20", "years")),
     ("Chuck has lived on Elm Court nine years longer than Bea has.",
      lambda s: diff(s, "Chuck", "Bea", "years") == 9),
     ("The grill belongs to whoever lives at number 12.",
      lambda s: s.same("grill", "12")),
     ("Ernie's house number is two higher than Bea's.",
      lambda s: diff(s, "Ernie", "Bea", "houses") == 2),
     ("The resident of number 14 has been on the court three years less than the neighbor who put up the string lights.",
      lambda s: diff(s, "string lights", "14", "years") == 3),
     ("Dolores didn't bring the ice, nor did she bring the folding tables.",
      lambda s: not s.same("Dolores", "ice") and not s.same("Dolores", "folding tables")),
     ("Of the lawn games and the ice, one came from Ernie and the other from the neighbor who moved in 2 years ago.",
      lambda s: one_of_other(s, "lawn games", "ice", "Ernie", "2 years")),
     ("Chuck's house has a lower number than Fran's, which in turn has a lower number than Bea's.",
      lambda s: s.n("Chuck", "houses") < s.n("Fran", "houses") < s.n("Bea", "houses")),
    ])


# 9 -------------------------------------------------------------------------
puzzle("u36-09-dawn-chorus", "Dawn Chorus",
    "Four members of a birding club spread out across Fenwick Marsh at sunrise, and each logged the first sighting of a different species. Which bird did each birder log, and at what time?",
    [("birders", ["Otis", "Priya", "Quentin", "Rosalind"]),
     ("birds", ["heron", "kestrel", "nuthatch", "waxwing"]),
     ("times", ["6:15am", "6:40am", "7:05am", "7:30am"])],
    [["Otis", "waxwing", "7:05am"],
     ["Priya", "heron", "6:15am"],
     ["Quentin", "kestrel", "7:30am"],
     ["Rosalind", "nuthatch", "6:40am"]],
    [
     ("The heron was logged 50 minutes before the waxwing.",
      lambda s: diff(s, "waxwing", "heron", "times") == 50),
     ("Either Priya or Quentin saw the heron.",
      lambda s: xor(s.same("Priya", "heron"), s.same("Quentin", "heron"))),
     ("Otis spotted his bird 25 minutes after Rosalind spotted hers.",
      lambda s: diff(s, "Otis", "Rosalind", "times") == 25),
     ("The kestrel wasn't the first bird of the morning, nor was it Rosalind's.",
      lambda s: not is_min(s, "kestrel", "times") and not s.same("kestrel", "Rosalind")),
     ("Quentin made his entry later than the birder who saw the nuthatch.",
      lambda s: s.n("Quentin", "times") > s.n("nuthatch", "times")),
    ])


# 10 ------------------------------------------------------------------------
puzzle("u36-10-yard-sale", "Yard Sale Bargains",
    "Four friends went yard-saling last weekend, and each came home with one bargain bought at a different family's sale. Can you match each friend with the item bought, the price paid and the family who sold it?",
    [("friends", ["Lyle", "Marcy", "Nadia", "Oscar"]),
     ("items", ["lamp", "mirror", "rocking chair", "typewriter"]),
     ("prices", ["$4", "$7", "$10", "$15"]),
     ("sellers", ["Fenton", "Garza", "Kowalski", "Perry"])],
    [["Lyle", "typewriter", "$15", "Garza"],
     ["Marcy", "lamp", "$4", "Perry"],
     ["Nadia", "rocking chair", "$10", "Fenton"],
     ["Oscar", "mirror", "$7", "Kowalski"]],
    [
     ("The typewriter cost $5 more than the rocking chair.",
      lambda s: diff(s, "typewriter", "rocking chair", "prices") == 5),
     ("Marcy paid less than anyone else; she didn't shop at the Fentons' sale.",
      lambda s: is_min(s, "Marcy", "prices") and not s.same("Marcy", "Fenton")),
     ("Oscar found his bargain at the Kowalskis' yard sale, but it wasn't the lamp.",
      lambda s: s.same("Oscar", "Kowalski") and not s.same("Oscar", "lamp")),
     ("Nadia paid $3 more for her find than Oscar paid for his.",
      lambda s: diff(s, "Nadia", "Oscar", "prices") == 3),
     ("The priciest of the four bargains came from the Garzas' sale.",
      lambda s: is_max(s, "Garza", "prices")),
    ])


# 11 ------------------------------------------------------------------------
puzzle("u36-11-pet-sitters", "Pet-Sitting Week",
    "The five teenagers who run Paws & Claws Pet Sitting each took exactly one job during spring break week, each on a different weekday, for a different family and a different animal. Determine the animal, day, fee and client family for each sitter.",
    [("sitters", ["Alana", "Bruno", "Cecily", "Dario", "Esme"]),
     ("pets", ["cockatiel", "ferret", "goldfish", "iguana", "tabby cat"]),
     ("days", ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"]),
     ("fees", ["$25", "$30", "$35", "$40", "$45"]),
     ("clients", ["Beaumont", "Lindqvist", "Marchetti", "Okafor", "Whitcombe"])],
    [["Alana", "iguana", "Wednesday", "$40", "Whitcombe"],
     ["Bruno", "goldfish", "Monday", "$25", "Lindqvist"],
     ["Cecily", "tabby cat", "Friday", "$35", "Okafor"],
     ["Dario", "ferret", "Tuesday", "$45", "Marchetti"],
     ["Esme", "cockatiel", "Thursday", "$30", "Beaumont"]],
    [
     ("Esme worked the day after Alana.",
      lambda s: diff(s, "Esme", "Alana", "days") == 1),
     ("Alana's job came sometime after Dario's.",
      lambda s: s.n("Alana", "days") > s.n("Dario", "days")),
     ("Cecily worked later in the week than anyone else.",
      lambda s: is_max(s, "Cecily", "days")),
     ("The tabby cat got its visit later in the week than the cockatiel did.",
      lambda s: s.n("tabby cat", "days") > s.n("cockatiel", "days")),
     ("The Friday job paid more than Monday's but less than Tuesday's.",
      lambda s: s.n("Monday", "fees") < s.n("Friday", "fees") < s.n("Tuesday", "fees")),
     ("Of the cockatiel and the $45 job, one was for the Beaumonts and the other was on Tuesday.",
      lambda s: one_of_other(s, "cockatiel", "$45", "Beaumont", "Tuesday")),
     ("The Okafors paid $10 less than Dario's clients did.",
      lambda s: diff(s, "Dario", "Okafor", "fees") == 10),
     ("The iguana's owners, who aren't the Marchettis, paid more than the Beaumonts did.",
      lambda s: not s.same("iguana", "Marchetti") and s.n("iguana", "fees") > s.n("Beaumont", "fees")),
     ("The five sitters are Cecily, the one who minded the goldfish, the one who worked on Thursday, the sitter the Whitcombes hired, and the one who earned $45.",
      lambda s: distinct(s, "Cecily", "goldfish", "Thursday", "Whitcombe", "$45")),
     ("The Lindqvist job wasn't on Wednesday; it also paid less than Esme's.",
      lambda s: not s.same("Lindqvist", "Wednesday") and s.n("Lindqvist", "fees") < s.n("Esme", "fees")),
    ])


# 12 ------------------------------------------------------------------------
puzzle("u36-12-sunflower-contest", "The Great Sunflower Contest",
    "Every spring, Oakdale Elementary gives sunflower seeds to volunteers from different grades, and in September the flowers are measured. This year five kids each grew a different variety. Find out each child's grade, variety and the height the flower reached.",
    [("children", ["Felix", "Harriet", "Ivo", "Juniper", "Kit"]),
     ("varieties", ["American Giant", "Mammoth", "Russian Giant", "Skyscraper", "Titan"]),
     ("heights", ["5'10\"", "6'4\"", "6'11\"", "7'3\"", "8'0\""]),
     ("grades", ["1st", "2nd", "3rd", "4th", "5th"])],
    [["Felix", "Titan", "7'3\"", "4th"],
     ["Harriet", "Skyscraper", "8'0\"", "5th"],
     ["Ivo", "Mammoth", "5'10\"", "2nd"],
     ["Juniper", "Russian Giant", "6'11\"", "1st"],
     ["Kit", "American Giant", "6'4\"", "3rd"]],
    [
     ("Harriet's sunflower stood 9 inches taller than Felix's.",
      lambda s: diff(s, "Harriet", "Felix", "heights") == 9),
     ("The tallest flower of all belonged to the 5th grader.",
      lambda s: is_max(s, "5th", "heights")),
     ("The Mammoth came in shortest, and it wasn't grown by the 1st grader.",
      lambda s: is_min(s, "Mammoth", "heights") and not s.same("Mammoth", "1st")),
     ("Kit is in a higher grade than Ivo but a lower grade than Felix.",
      lambda s: s.n("Ivo", "grades") < s.n("Kit", "grades") < s.n("Felix", "grades")),
     ("Juniper's flower, which wasn't a Titan, was taller than Kit's.",
      lambda s: not s.same("Juniper", "Titan") and s.n("Juniper", "heights") > s.n("Kit", "heights")),
     ("The American Giant and the Skyscraper were grown by Kit and Harriet, respectively.",
      lambda s: s.same("American Giant", "Kit") and s.same("Skyscraper", "Harriet")),
    ])
