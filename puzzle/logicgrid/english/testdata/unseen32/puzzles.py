# unseen32: twelve logic grids written blind (issue 25).
# Exec'd by ../unseen/truth.py, which supplies puzzle(), State, nv, one_of_other.
#
# Reading conventions (as a careful magazine reader takes them):
#  - "either A or B ..." = exactly one of the two.
#  - "neither A nor B ..." = A and B are different people, and neither is/does it.
#  - comparisons without an amount ("more", "earlier", "beat") are strict;
#    "N more / N fewer / N minutes after" is exact.
#  - "between A and B" = strictly between, in either order.
#  - "the N people were A, B, C ..." = all different rows.
#  - "of A and B, one is X and the other is Y" = A, B different, and {A,B} = {X,Y}.
#  - "later in the week", "after", "before" are strict; "the day after",
#    "two years after", "three hours before" are exact.
#  - an appositive or relative clause ("Cyrus, who wasn't on Copper Creek, ...") is
#    asserted as part of the clue.
#  - "if A then B" is material implication.
#  - Finishing places: 1st is best; "beat"/"placed higher" mean a smaller place
#    number, "one place below" exactly one larger.
#  - Race times: "first", "second runner home", "ahead of" = smaller time; "behind",
#    "slower", "last" = larger. "second runner home, just ahead of the runner in
#    orange" = Marcus 2nd fastest and the runner in orange 3rd fastest.
#  - "Nobody counted more than X" = X has the largest count (all counts differ).
#  - "joined most recently" = fewest years of service.

def distinct(s, *items):
    rows = [s.r(x) for x in items]
    return len(set(rows)) == len(rows)

def xor(a, b):
    return bool(a) != bool(b)

def implies(a, b):
    return (not a) or bool(b)

def vals(s, cat):
    return [nv(x) for x in dict(s.cats)[cat]]

def most(s, item, cat):
    return s.n(item, cat) == max(vals(s, cat))

def least(s, item, cat):
    return s.n(item, cat) == min(vals(s, cat))

def between(s, x, a, b, cat):
    v, p, q = s.n(x, cat), s.n(a, cat), s.n(b, cat)
    return min(p, q) < v < max(p, q)

# 1. A US puzzle magazine, easy tier: short, plain declaratives.
puzzle("u32-01-garage-sale", "Saturday Garage Sale",
    "Four neighbors each went home from the Maple Street garage sale with one bargain. Find what each shopper bought and how much it cost.",
    [("shoppers", ["Hal", "Ines", "Jorge", "Kim"]),
     ("items", ["floor lamp", "mirror", "rocking chair", "typewriter"]),
     ("prices", ["$5", "$10", "$15", "$20"])],
    [["Hal", "typewriter", "$15"], ["Ines", "floor lamp", "$5"],
     ["Jorge", "rocking chair", "$20"], ["Kim", "mirror", "$10"]],
    [
    ("The floor lamp cost $10 less than Hal's purchase.",
        lambda s: s.n("floor lamp", "prices") == s.n("Hal", "prices") - 10),
    ("Jorge paid more than Kim.",
        lambda s: s.n("Jorge", "prices") > s.n("Kim", "prices")),
    ("The mirror cost more than the floor lamp.",
        lambda s: s.n("mirror", "prices") > s.n("floor lamp", "prices")),
    ("Ines bought neither the rocking chair nor the typewriter.",
        lambda s: not s.same("Ines", "rocking chair") and not s.same("Ines", "typewriter")),
    ("Kim paid more than Ines did.",
        lambda s: s.n("Kim", "prices") > s.n("Ines", "prices")),
    ("Hal didn't buy the mirror.",
        lambda s: not s.same("Hal", "mirror")),
    ("The rocking chair was the priciest item.",
        lambda s: most(s, "rocking chair", "prices")),
    ])

# 2. A US puzzle magazine, hard tier: lists of different people, "of A and B", exact gaps.
puzzle("u32-02-creek-claims", "Claims Along the Creeks",
    "In the early 1850s five prospectors each staked a claim on a different creek, each in a different year, and each eventually pulled a different amount of gold from his claim. Match each man to his creek, his year, and his gold.",
    [("prospectors", ["Abner", "Bartholomew", "Cyrus", "Ezekiel", "Silas"]),
     ("creeks", ["Bear Creek", "Copper Creek", "Dutch Creek", "Mill Creek", "Willow Creek"]),
     ("gold", ["8 ounces", "11 ounces", "14 ounces", "17 ounces", "20 ounces"]),
     ("years", ["1851", "1852", "1853", "1854", "1855"])],
    [["Abner", "Dutch Creek", "14 ounces", "1853"],
     ["Bartholomew", "Willow Creek", "8 ounces", "1855"],
     ["Cyrus", "Bear Creek", "20 ounces", "1851"],
     ["Ezekiel", "Mill Creek", "11 ounces", "1852"],
     ["Silas", "Copper Creek", "17 ounces", "1854"]],
    [
    ("The five prospectors were Abner, the man on Willow Creek, the one who found 20 ounces, the one who staked in 1852, and the man who worked Copper Creek.",
        lambda s: distinct(s, "Abner", "Willow Creek", "20 ounces", "1852", "Copper Creek")),
    ("Neither Silas nor the man on Bear Creek found the least gold.",
        lambda s: not s.same("Silas", "Bear Creek") and s.n("Silas", "gold") != 8 and s.n("Bear Creek", "gold") != 8),
    ("The Dutch Creek claim produced 6 more ounces than the claim staked in 1855.",
        lambda s: s.n("Dutch Creek", "gold") == s.n("1855", "gold") + 6),
    ("Of the Mill Creek prospector and the man who staked his claim in 1855, one was Bartholomew and the other pulled out 11 ounces.",
        lambda s: one_of_other(s, "Mill Creek", "1855", "Bartholomew", "11 ounces")),
    ("The prospector who found 17 ounces staked his claim two years after Ezekiel did.",
        lambda s: s.n("17 ounces", "years") == s.n("Ezekiel", "years") + 2),
    ("Cyrus, who wasn't on Copper Creek, staked his claim before Ezekiel did.",
        lambda s: not s.same("Cyrus", "Copper Creek") and s.n("Cyrus", "years") < s.n("Ezekiel", "years")),
    ("Bartholomew staked his claim later than the man on Copper Creek did.",
        lambda s: s.n("Bartholomew", "years") > s.n("Copper Creek", "years")),
    ("The 1853 claim yielded more gold than Ezekiel's but less than Silas's.",
        lambda s: s.n("Ezekiel", "gold") < s.n("1853", "gold") < s.n("Silas", "gold")),
    ])

# 3. A UK weekly: village-show voice, "finished one place below", "but".
puzzle("u32-03-village-show", "Best in Show",
    "Four residents of Little Wickham entered the produce tent at this year's village show, each with a different exhibit, and the judges placed them first to fourth. From the clues, can you work out who lives where, what each entered and where it was placed?",
    [("entrants", ["Mrs Hartley", "Mr Pryce", "Miss Tovey", "Mr Ulverston"]),
     ("exhibits", ["chutney", "dahlias", "marrow", "Victoria sponge"]),
     ("placings", ["1st", "2nd", "3rd", "4th"]),
     ("addresses", ["Church Lane", "Mill Row", "Orchard Close", "The Green"])],
    [["Mrs Hartley", "dahlias", "2nd", "The Green"],
     ["Mr Pryce", "marrow", "4th", "Mill Row"],
     ["Miss Tovey", "Victoria sponge", "1st", "Orchard Close"],
     ["Mr Ulverston", "chutney", "3rd", "Church Lane"]],
    [
    ("The marrow, which wasn't grown on Orchard Close, finished one place below the chutney.",
        lambda s: not s.same("marrow", "Orchard Close") and s.n("marrow", "placings") == s.n("chutney", "placings") + 1),
    ("Miss Tovey's entry beat Mrs Hartley's.",
        lambda s: s.n("Miss Tovey", "placings") < s.n("Mrs Hartley", "placings")),
    ("The exhibitor from The Green came second.",
        lambda s: s.n("The Green", "placings") == 2),
    ("Mr Ulverston lives on Church Lane, but he didn't enter the dahlias.",
        lambda s: s.same("Mr Ulverston", "Church Lane") and not s.same("Mr Ulverston", "dahlias")),
    ("Mrs Hartley's dahlias were placed higher than Mr Ulverston's entry.",
        lambda s: s.same("Mrs Hartley", "dahlias") and s.n("Mrs Hartley", "placings") < s.n("Mr Ulverston", "placings")),
    ("The Mill Row entry came last.",
        lambda s: s.n("Mill Row", "placings") == 4),
    ])

# 4. A puzzle book for commuters: terse, times of day.
puzzle("u32-04-morning-trains", "The Morning Trains",
    "Five commuters leave the same station each weekday morning on five different trains to five different towns. Which train does each take, and where to?",
    [("commuters", ["Deepa", "Gareth", "Lorna", "Nico", "Priya"]),
     ("trains", ["7:05am", "7:20am", "7:35am", "7:50am", "8:05am"]),
     ("destinations", ["Ashford", "Bromley", "Croydon", "Dartford", "Epsom"])],
    [["Deepa", "7:50am", "Croydon"], ["Gareth", "7:05am", "Epsom"],
     ["Lorna", "8:05am", "Ashford"], ["Nico", "7:35am", "Dartford"],
     ["Priya", "7:20am", "Bromley"]],
    [
    ("Gareth catches the earliest train.",
        lambda s: least(s, "Gareth", "trains")),
    ("The Croydon commuter leaves 15 minutes after Nico.",
        lambda s: s.n("Croydon", "trains") == s.n("Nico", "trains") + 15),
    ("Priya's train leaves half an hour before Deepa's.",
        lambda s: s.n("Priya", "trains") == s.n("Deepa", "trains") - 30),
    ("Lorna isn't going to Dartford or Epsom.",
        lambda s: not s.same("Lorna", "Dartford") and not s.same("Lorna", "Epsom")),
    ("Deepa doesn't catch the last train of the five.",
        lambda s: not most(s, "Deepa", "trains")),
    ("The Epsom train leaves before the Bromley train, and the Bromley train before the Dartford.",
        lambda s: s.n("Epsom", "trains") < s.n("Bromley", "trains") < s.n("Dartford", "trains")),
    ])

# 5. A newspaper's weekend puzzle page: either/or, "both", lists of negatives.
puzzle("u32-05-charity-run", "Fun Run for Good Causes",
    "Five friends ran last Sunday's 5K, each raising a different sum for a different cause and each wearing a different colour of T-shirt. Work out each runner's cause, finishing time, shirt and sponsorship total.",
    [("runners", ["Beth", "Colm", "Fran", "Marcus", "Yusuf"]),
     ("causes", ["animal shelter", "food bank", "hospice", "library fund", "lifeboats"]),
     ("times", ["22 minutes", "25 minutes", "28 minutes", "31 minutes", "34 minutes"]),
     ("shirts", ["green", "orange", "purple", "red", "yellow"]),
     ("raised", ["$120", "$150", "$180", "$210", "$240"])],
    [["Beth", "hospice", "28 minutes", "orange", "$180"],
     ["Colm", "lifeboats", "22 minutes", "yellow", "$120"],
     ["Fran", "animal shelter", "34 minutes", "green", "$240"],
     ["Marcus", "food bank", "25 minutes", "red", "$150"],
     ["Yusuf", "library fund", "31 minutes", "purple", "$210"]],
    [
    ("Colm, who wore yellow, crossed the line first.",
        lambda s: s.same("Colm", "yellow") and least(s, "Colm", "times")),
    ("The runner in green finished 6 minutes behind the one running for the hospice.",
        lambda s: s.n("green", "times") == s.n("hospice", "times") + 6),
    ("Either Marcus or the runner in purple was raising money for the library fund.",
        lambda s: xor(s.same("Marcus", "library fund"), s.same("purple", "library fund"))),
    ("Fran was slower than both Beth and Yusuf.",
        lambda s: s.n("Fran", "times") > s.n("Beth", "times") and s.n("Fran", "times") > s.n("Yusuf", "times")),
    ("The food bank's runner finished 3 minutes ahead of Beth.",
        lambda s: s.n("food bank", "times") == s.n("Beth", "times") - 3),
    ("Marcus was the second runner home, just ahead of the runner in orange.",
        lambda s: s.n("Marcus", "times") == 25 and s.n("orange", "times") == 28),
    ("The lifeboats' runner finished a full 12 minutes ahead of the animal shelter's.",
        lambda s: s.n("lifeboats", "times") == s.n("animal shelter", "times") - 12),
    ("Whoever raised the most money also finished last.",
        lambda s: s.n("$240", "times") == 34),
    ("Colm raised $30 less than Marcus.",
        lambda s: s.n("Colm", "raised") == s.n("Marcus", "raised") - 30),
    ("Beth collected more than Marcus but less than the runner in purple.",
        lambda s: s.n("Marcus", "raised") < s.n("Beth", "raised") < s.n("purple", "raised")),
    ])

# 6. A library's summer reading challenge: chatty, exclamations, for children.
puzzle("u32-06-reading-stars", "Summer Reading Stars",
    "Four young readers finished our Summer Reading Challenge! Each has a different favourite kind of book and read a different number of books over the holidays. Can you work out who's who?",
    [("readers", ["Aisha", "Ben", "Chloe", "Dev"]),
     ("favourites", ["adventure stories", "fairy tales", "mysteries", "space stories"]),
     ("books read", ["6 books", "8 books", "10 books", "12 books"])],
    [["Aisha", "mysteries", "10 books"], ["Ben", "space stories", "6 books"],
     ["Chloe", "adventure stories", "12 books"], ["Dev", "fairy tales", "8 books"]],
    [
    ("Chloe read more books than Aisha did!",
        lambda s: s.n("Chloe", "books read") > s.n("Aisha", "books read")),
    ("Ben read fewer books than anyone else.",
        lambda s: least(s, "Ben", "books read")),
    ("Aisha read more books than Dev, but she doesn't like fairy tales.",
        lambda s: s.n("Aisha", "books read") > s.n("Dev", "books read") and not s.same("Aisha", "fairy tales")),
    ("The fairy-tale fan read exactly 2 fewer books than the mystery fan.",
        lambda s: s.n("fairy tales", "books read") == s.n("mysteries", "books read") - 2),
    ("Either Chloe or Dev loves fairy tales.",
        lambda s: xor(s.same("Chloe", "fairy tales"), s.same("Dev", "fairy tales"))),
    ("Ben isn't a fan of adventure stories.",
        lambda s: not s.same("Ben", "adventure stories")),
    ])

# 7. A puzzle app's daily grid: clipped, one fact per line.
puzzle("u32-07-adoption-day", "Daily Grid: Adoption Day",
    "Five people adopted a pet from the shelter today. Match each owner to their pet and its age.",
    [("owners", ["Gina", "Hugo", "Ivy", "Jack", "Kara"]),
     ("pets", ["beagle", "budgie", "ferret", "rabbit", "tabby cat"]),
     ("ages", ["1 year", "2 years", "3 years", "4 years", "5 years"])],
    [["Gina", "rabbit", "3 years"], ["Hugo", "tabby cat", "5 years"],
     ["Ivy", "beagle", "1 year"], ["Jack", "ferret", "4 years"],
     ["Kara", "budgie", "2 years"]],
    [
    ("Hugo's tabby cat is the oldest.",
        lambda s: s.same("Hugo", "tabby cat") and most(s, "Hugo", "ages")),
    ("The beagle is 2 years younger than Gina's pet.",
        lambda s: s.n("beagle", "ages") == s.n("Gina", "ages") - 2),
    ("Kara's pet is a year older than Ivy's.",
        lambda s: s.n("Kara", "ages") == s.n("Ivy", "ages") + 1),
    ("The ferret is older than the rabbit.",
        lambda s: s.n("ferret", "ages") > s.n("rabbit", "ages")),
    ("Jack's pet is older than Gina's.",
        lambda s: s.n("Jack", "ages") > s.n("Gina", "ages")),
    ("The budgie is younger than the rabbit.",
        lambda s: s.n("budgie", "ages") < s.n("rabbit", "ages")),
    ])

# 8. A scouting newsletter: weekdays, patrols, "the day after".
puzzle("u32-08-badge-week", "Badge Week at Camp Pinecrest",
    "During Badge Week four of our scouts, each from a different patrol, earned a new badge on a different evening from Monday to Thursday. Who earned which badge, when, and which patrol are they in?",
    [("scouts", ["Ellie", "Finn", "Harvey", "Rosa"]),
     ("badges", ["astronomy", "cooking", "first aid", "knots"]),
     ("days", ["Monday", "Tuesday", "Wednesday", "Thursday"]),
     ("patrols", ["Badgers", "Foxes", "Kestrels", "Otters"])],
    [["Ellie", "first aid", "Tuesday", "Otters"],
     ["Finn", "knots", "Thursday", "Kestrels"],
     ["Harvey", "astronomy", "Monday", "Foxes"],
     ["Rosa", "cooking", "Wednesday", "Badgers"]],
    [
    ("The astronomy badge was earned on Monday night, when the skies were clear.",
        lambda s: s.n("astronomy", "days") == 1),
    ("Finn earned his badge later in the week than Rosa did.",
        lambda s: s.n("Finn", "days") > s.n("Rosa", "days")),
    ("The Otters' scout earned the first aid badge the day after Harvey earned his.",
        lambda s: s.same("Otters", "first aid") and s.n("Otters", "days") == s.n("Harvey", "days") + 1),
    ("Rosa isn't a Fox or a Kestrel.",
        lambda s: not s.same("Rosa", "Foxes") and not s.same("Rosa", "Kestrels")),
    ("The cooking badge was earned the day after the first aid badge.",
        lambda s: s.n("cooking", "days") == s.n("first aid", "days") + 1),
    ("Harvey, of the Foxes patrol, earned his badge before Ellie, who earned hers before Rosa.",
        lambda s: s.same("Harvey", "Foxes") and s.n("Harvey", "days") < s.n("Ellie", "days") < s.n("Rosa", "days")),
    ])

# 9. A museum's family trail sheet: simple, "but fewer than".
puzzle("u32-09-dinosaur-trail", "Dinosaur Detectives",
    "Four children followed the museum's Dinosaur Trail. Each found a different dinosaur and counted a different number of its footprints on the gallery floor. Who found which dinosaur, and how many footprints did they count?",
    [("children", ["Maya", "Noah", "Oscar", "Poppy"]),
     ("dinosaurs", ["Iguanodon", "Stegosaurus", "Triceratops", "Velociraptor"]),
     ("footprints", ["3 footprints", "5 footprints", "7 footprints", "9 footprints"])],
    [["Maya", "Triceratops", "7 footprints"], ["Noah", "Velociraptor", "3 footprints"],
     ["Oscar", "Iguanodon", "9 footprints"], ["Poppy", "Stegosaurus", "5 footprints"]],
    [
    ("Noah counted the fewest footprints.",
        lambda s: least(s, "Noah", "footprints")),
    ("The Stegosaurus left 2 more footprints than the Velociraptor.",
        lambda s: s.n("Stegosaurus", "footprints") == s.n("Velociraptor", "footprints") + 2),
    ("Either Noah or Oscar found the Iguanodon.",
        lambda s: xor(s.same("Noah", "Iguanodon"), s.same("Oscar", "Iguanodon"))),
    ("Nobody counted more footprints than the child who spotted the Iguanodon.",
        lambda s: most(s, "Iguanodon", "footprints")),
    ("Noah wasn't the one who found the Triceratops.",
        lambda s: not s.same("Noah", "Triceratops")),
    ("Maya didn't find the Stegosaurus.",
        lambda s: not s.same("Maya", "Stegosaurus")),
    ])

# 10. A competition booklet: five categories, "of A and B", appositives.
puzzle("u32-10-quiz-final", "Regional Quiz Final",
    "Four teams, each from a different town, each with a different captain and each sponsored by a different local business, reached the regional quiz final. Determine each team's captain, town, sponsor and final score.",
    [("teams", ["Brainstormers", "Know-Alls", "Quizzards", "Smarty Pants"]),
     ("captains", ["Fiona", "Gavin", "Helen", "Ivan"]),
     ("towns", ["Kelso", "Leith", "Moffat", "Nairn"]),
     ("scores", ["42 points", "47 points", "51 points", "56 points"]),
     ("sponsors", ["bakery", "garage", "pharmacy", "pub"])],
    [["Brainstormers", "Helen", "Moffat", "51 points", "pharmacy"],
     ["Know-Alls", "Ivan", "Kelso", "42 points", "bakery"],
     ["Quizzards", "Fiona", "Nairn", "56 points", "pub"],
     ["Smarty Pants", "Gavin", "Leith", "47 points", "garage"]],
    [
    ("The winning team, captained by Fiona, came from Nairn.",
        lambda s: s.same("Fiona", "Nairn") and most(s, "Fiona", "scores")),
    ("The Kelso team scored 5 points fewer than Gavin's team.",
        lambda s: s.n("Kelso", "scores") == s.n("Gavin", "scores") - 5),
    ("The Brainstormers were sponsored by the pharmacy, and they didn't come from Leith.",
        lambda s: s.same("Brainstormers", "pharmacy") and not s.same("Brainstormers", "Leith")),
    ("Ivan's team, sponsored by the bakery, scored less than the Smarty Pants.",
        lambda s: s.same("Ivan", "bakery") and s.n("Ivan", "scores") < s.n("Smarty Pants", "scores")),
    ("Of the Moffat team and the pub-sponsored team, one scored 51 points and the other was captained by Fiona.",
        lambda s: one_of_other(s, "Moffat", "pub", "51 points", "Fiona")),
    ("The Quizzards finished ahead of the Smarty Pants.",
        lambda s: s.n("Quizzards", "scores") > s.n("Smarty Pants", "scores")),
    ])

# 11. A holiday-camp activity sheet: times, a conditional.
puzzle("u32-11-activity-hour", "Sunny Sands Activity Time",
    "Four campers have each booked a different activity at a different time today. Use the clues to fill in their timetable!",
    [("campers", ["Jade", "Kyle", "Lila", "Max"]),
     ("activities", ["archery", "canoeing", "climbing", "pottery"]),
     ("times", ["10:00am", "11:30am", "1:00pm", "2:30pm"])],
    [["Jade", "climbing", "1:00pm"], ["Kyle", "pottery", "10:00am"],
     ["Lila", "archery", "2:30pm"], ["Max", "canoeing", "11:30am"]],
    [
    ("Lila has the last slot of the day.",
        lambda s: most(s, "Lila", "times")),
    ("Kyle starts three hours before Jade.",
        lambda s: s.n("Kyle", "times") == s.n("Jade", "times") - 180),
    ("Lila has booked archery.",
        lambda s: s.same("Lila", "archery")),
    ("Pottery is earlier than canoeing.",
        lambda s: s.n("pottery", "times") < s.n("canoeing", "times")),
    ("Climbing isn't the first session.",
        lambda s: not least(s, "climbing", "times")),
    ("If Max isn't canoeing, then he's doing pottery.",
        lambda s: implies(not s.same("Max", "canoeing"), s.same("Max", "pottery"))),
    ])

# 12. A company newsletter's brain-teaser: office voice, "ten more years' service".
puzzle("u32-12-long-service", "Brain-Teaser: Long Service Awards",
    "Four colleagues picked up long-service awards at this year's staff party. Each works in a different department, has a different length of service and a different hobby outside work. Can you match them up?",
    [("colleagues", ["Carla", "Desmond", "Imogen", "Trevor"]),
     ("departments", ["Accounts", "IT", "Marketing", "Sales"]),
     ("service", ["5 years", "10 years", "15 years", "20 years"]),
     ("hobbies", ["cycling", "golf", "karaoke", "sourdough baking"])],
    [["Carla", "IT", "15 years", "karaoke"],
     ["Desmond", "Accounts", "20 years", "golf"],
     ["Imogen", "Sales", "5 years", "cycling"],
     ["Trevor", "Marketing", "10 years", "sourdough baking"]],
    [
    ("Desmond has been with the company longer than anyone else, although he's not in IT.",
        lambda s: most(s, "Desmond", "service") and not s.same("Desmond", "IT")),
    ("Our karaoke star has ten more years' service than Imogen.",
        lambda s: s.n("karaoke", "service") == s.n("Imogen", "service") + 10),
    ("The keen cyclist, who isn't in Marketing, joined most recently.",
        lambda s: not s.same("cycling", "Marketing") and least(s, "cycling", "service")),
    ("Trevor, who bakes sourdough, isn't in Sales.",
        lambda s: s.same("Trevor", "sourdough baking") and not s.same("Trevor", "Sales")),
    ("Carla, who isn't in Sales or Marketing, has more years in than Trevor.",
        lambda s: not s.same("Carla", "Sales") and not s.same("Carla", "Marketing") and s.n("Carla", "service") > s.n("Trevor", "service")),
    ("The golfer works in Accounts.",
        lambda s: s.same("golf", "Accounts")),
    ])
