# unseen30: twelve logic grids written blind (issue 25).
# exec'd by ../unseen/truth.py, which supplies puzzle(), State, nv, one_of_other.
#
# Reading conventions (how a careful magazine reader takes each sentence):
# - "either A or B" = exactly one of the two holds.
# - "neither A nor B" = not A and not B. When A and B come from different
#   categories ("Neither Carlos nor the wizard ran for the school", "Yates is
#   neither the Labour candidate nor the one returned for Eastgate"), the
#   sentence also says A and B are two different people (rows). Within one
#   category ("neither April nor May") there is nothing more to add.
# - comparisons without an amount ("more", "later", "sometime after",
#   "somewhat taller") are strict; "N more", "N places ahead" are exact.
# - "between A and B" (unordered) = strictly between the two values.
# - "the day after", "immediately behind", "right after" = exactly one step
#   along the ordered category.
# - superlatives ("the fewest", "the priciest", "the last of the five lots")
#   pick the extreme value of the numeric category; lots are offered in
#   lot-number order, so "first to be offered" is the lowest lot number.
# - "N lots after" counts lot numbers; "N places ahead" counts places.
# - bare-number categories take their unit from the clues and the intro
#   (centimetres and grams in u30-05, seconds in u30-04, points and rebounds
#   in u30-08, lot numbers in u30-12).
# - a relative or appositive clause ("Sandoval, who did not stand in
#   Millbrook, ...") asserts its content as well as the main clause.
# - "Of A and B, one is X and the other is Y" = A and B are different rows,
#   and {A, B} = {X, Y} in some order.
# - "Exactly one of A and B ..." = xor.

def xor(a, b):
    return bool(a) != bool(b)

def eq(a, b):
    return abs(a - b) < 1e-9

def neither(s, x, a, b):
    """Neither A nor B is X (A, B items, possibly of different categories)."""
    return not s.same(a, x) and not s.same(b, x) and (
        s.catof[a] == s.catof[b] or not s.same(a, b))

# 1. Astronomy club newsletter: short, chatty, "light years" written out.
puzzle("u30-01-exoplanets", "New Worlds",
    "Four members of the Hillcrest Astronomical Society each spotted the transit of a newly catalogued exoplanet this season. Work out who found which planet and how far away it lies.",
    [("astronomers", ["Dr. Lindqvist", "Dr. Okafor", "Dr. Reyes", "Dr. Tanaka"]),
     ("planets", ["Aldara", "Belisk", "Corvane", "Dessun"]),
     ("distances", ["40 light years", "55 light years", "70 light years", "85 light years"])],
    [["Dr. Lindqvist", "Aldara", "40 light years"],
     ["Dr. Okafor", "Corvane", "70 light years"],
     ["Dr. Reyes", "Dessun", "85 light years"],
     ["Dr. Tanaka", "Belisk", "55 light years"]],
    [
    ("Corvane lies farther from Earth than Dr. Lindqvist's planet.",
        lambda s: s.n("Corvane", "distances") > s.n("Dr. Lindqvist", "distances")),
    ("Dr. Tanaka's discovery is closer to us than Dessun.",
        lambda s: s.n("Dr. Tanaka", "distances") < s.n("Dessun", "distances")),
    ("Belisk isn't the nearest of the four.",
        lambda s: not s.same("Belisk", "40 light years")),
    ("Of Dr. Okafor and Dr. Tanaka, one found the planet 55 light years away and the other found Corvane.",
        lambda s: one_of_other(s, "Dr. Okafor", "Dr. Tanaka", "55 light years", "Corvane")),
    ("The most distant world was spotted by either Dr. Reyes or Dr. Lindqvist.",
        lambda s: xor(s.same("Dr. Reyes", "85 light years"), s.same("Dr. Lindqvist", "85 light years"))),
    ("Dr. Okafor's planet is somewhat farther out than Dr. Tanaka's.",
        lambda s: s.n("Dr. Okafor", "distances") > s.n("Dr. Tanaka", "distances")),
    ])


# 2. Local newspaper election round-up: surnames, vote counts with commas.
puzzle("u30-02-council-vote", "Count Night at the Town Hall",
    "Four candidates, each standing for a different party in a different ward, were elected to Harwick District Council last Thursday. From the returning officer's notes, match each winner to ward, party and vote total.",
    [("candidates", ["Briggs", "Marsh", "Sandoval", "Yates"]),
     ("wards", ["Eastgate", "Millbrook", "Northfield", "Riverside"]),
     ("parties", ["Conservative", "Green", "Independent", "Labour"]),
     ("votes", ["8,950", "9,420", "10,115", "11,630"])],
    [["Briggs", "Northfield", "Independent", "10,115"],
     ["Marsh", "Eastgate", "Green", "11,630"],
     ["Sandoval", "Riverside", "Labour", "8,950"],
     ["Yates", "Millbrook", "Conservative", "9,420"]],
    [
    ("The Green candidate polled 1,515 more votes than Briggs did.",
        lambda s: s.n("Green", "votes") == s.n("Briggs", "votes") + 1515),
    ("Sandoval, who did not stand in Millbrook, received the fewest votes of the four.",
        lambda s: not s.same("Sandoval", "Millbrook") and s.same("Sandoval", "8,950")),
    ("The Independent ran in Northfield.",
        lambda s: s.same("Independent", "Northfield")),
    ("Yates is neither the Labour candidate nor the one who was returned for Eastgate.",
        lambda s: neither(s, "Yates", "Labour", "Eastgate")),
    ("The Riverside winner got fewer votes than the Conservative.",
        lambda s: s.n("Riverside", "votes") < s.n("Conservative", "votes")),
    ("Marsh didn't stand for the Conservatives.",
        lambda s: not s.same("Marsh", "Conservative")),
    ("Exactly one of the Eastgate and Millbrook candidates topped 10,000 votes.",
        lambda s: xor(s.n("Eastgate", "votes") > 10000, s.n("Millbrook", "votes") > 10000)),
    ])


# 3. Museum members' magazine: prices in millions, acquisition years.
puzzle("u30-03-acquisitions", "Behind the Glass",
    "Since the early 1960s the Whitcombe Museum has bought five treasures for its decorative arts galleries, each from a dealer in a different European city. Can you match each object with the year it was acquired, the price paid and the city it came from?",
    [("objects", ["bronze horse", "jade vase", "lacquer screen", "marble bust", "silk tapestry"]),
     ("years", ["1962", "1978", "1985", "1997", "2011"]),
     ("prices", ["$0.8 million", "$1.2 million", "$1.5 million", "$2.1 million", "$3.4 million"]),
     ("cities", ["Kyoto", "Lisbon", "Paris", "Prague", "Vienna"])],
    [["bronze horse", "1978", "$2.1 million", "Vienna"],
     ["jade vase", "2011", "$3.4 million", "Kyoto"],
     ["lacquer screen", "1962", "$0.8 million", "Lisbon"],
     ["marble bust", "1997", "$1.2 million", "Paris"],
     ["silk tapestry", "1985", "$1.5 million", "Prague"]],
    [
    ("The jade vase cost $2.2 million more than the marble bust.",
        lambda s: eq(s.n("jade vase", "prices"), s.n("marble bust", "prices") + 2.2)),
    ("The cheapest piece entered the collection 23 years before the silk tapestry.",
        lambda s: s.n("$0.8 million", "years") == s.n("silk tapestry", "years") - 23),
    ("The piece from Vienna was acquired sometime before the one from Paris but after the one from Lisbon.",
        lambda s: s.n("Lisbon", "years") < s.n("Vienna", "years") < s.n("Paris", "years")),
    ("Of the bronze horse and the lacquer screen, one was purchased for $2.1 million and the other came from Lisbon.",
        lambda s: one_of_other(s, "bronze horse", "lacquer screen", "$2.1 million", "Lisbon")),
    ("The Prague acquisition cost more than the Paris one but less than the Vienna one.",
        lambda s: s.n("Paris", "prices") < s.n("Prague", "prices") < s.n("Vienna", "prices")),
    ("The jade vase is the museum's most recent acquisition of the five.",
        lambda s: s.same("jade vase", "2011")),
    ("The lacquer screen was bought sometime before the bronze horse.",
        lambda s: s.n("lacquer screen", "years") < s.n("bronze horse", "years")),
    ])


# 4. Karting club results sheet: bare lap times, "seconds" only in the clues.
puzzle("u30-04-kart-laps", "Fastest Laps at Brandling Park",
    "Five drivers took part in Saturday's junior karting sprint, each in a different coloured kart. Use the clues to find each driver's kart and best lap time (in seconds).",
    [("drivers", ["Ayla", "Bruno", "Cosmo", "Delia", "Emeka"]),
     ("karts", ["blue", "green", "orange", "silver", "yellow"]),
     ("lap times", ["41.2", "41.9", "42.5", "43.0", "43.8"])],
    [["Ayla", "orange", "42.5"],
     ["Bruno", "blue", "41.2"],
     ["Cosmo", "yellow", "43.8"],
     ["Delia", "silver", "41.9"],
     ["Emeka", "green", "43.0"]],
    [
    ("Bruno set the fastest lap of the afternoon.",
        lambda s: s.same("Bruno", "41.2")),
    ("The silver kart's best lap was exactly 0.7 seconds slower than the blue kart's.",
        lambda s: eq(s.n("silver", "lap times"), s.n("blue", "lap times") + 0.7)),
    ("Ayla's best lap was half a second quicker than Emeka's.",
        lambda s: eq(s.n("Ayla", "lap times"), s.n("Emeka", "lap times") - 0.5)),
    ("The green kart wasn't driven by Ayla, Bruno or Cosmo.",
        lambda s: not s.same("Ayla", "green") and not s.same("Bruno", "green") and not s.same("Cosmo", "green")),
    ("The orange kart was slower than the blue one but faster than the yellow.",
        lambda s: s.n("blue", "lap times") < s.n("orange", "lap times") < s.n("yellow", "lap times")),
    ("Cosmo drove neither the blue kart nor the silver one.",
        lambda s: not s.same("Cosmo", "blue") and not s.same("Cosmo", "silver")),
    ])


# 5. Bird observatory ringing log: two bare-number categories, units in clues.
puzzle("u30-05-ringing", "A Morning at the Nets",
    "At the Saltmarsh Bird Observatory, four volunteers each ringed one wader or raptor before breakfast and logged its wingspan (in centimetres) and weight (in grams). Which volunteer ringed which bird?",
    [("birds", ["kestrel", "lapwing", "redshank", "whimbrel"]),
     ("volunteers", ["Gemma", "Ivo", "Marta", "Tobias"]),
     ("wingspans", ["68", "74", "80", "86"]),
     ("weights", ["120", "150", "210", "260"])],
    [["kestrel", "Marta", "74", "210"],
     ["lapwing", "Gemma", "86", "260"],
     ["redshank", "Tobias", "68", "120"],
     ["whimbrel", "Ivo", "80", "150"]],
    [
    ("The bird Ivo ringed had a wingspan 6 centimetres wider than the kestrel's.",
        lambda s: s.n("Ivo", "wingspans") == s.n("kestrel", "wingspans") + 6),
    ("The heaviest bird of the morning also had the widest wings.",
        lambda s: s.same("260", "86")),
    ("The redshank weighed 90 grams less than the kestrel.",
        lambda s: s.n("redshank", "weights") == s.n("kestrel", "weights") - 90),
    ("Gemma's bird was heavier than Ivo's.",
        lambda s: s.n("Gemma", "weights") > s.n("Ivo", "weights")),
    ("The redshank, which Tobias ringed, had the narrowest wings of the four.",
        lambda s: s.same("redshank", "Tobias") and s.same("redshank", "68")),
    ("The lapwing outweighed the whimbrel.",
        lambda s: s.n("lapwing", "weights") > s.n("whimbrel", "weights")),
    ("Gemma ringed either the lapwing or the whimbrel.",
        lambda s: xor(s.same("Gemma", "lapwing"), s.same("Gemma", "whimbrel"))),
    ])


# 6. Regional weather round-up: months, millimetres.
puzzle("u30-06-rainfall", "Wettest Months",
    "The county's volunteer weather watchers compared notes at the end of the season. Each of four towns had its wettest month at a different time, with a different rainfall total.",
    [("towns", ["Ashby", "Crewe Hollow", "Fenwick", "Stourton"]),
     ("months", ["March", "April", "May", "June"]),
     ("rainfall", ["48 mm", "63 mm", "77 mm", "92 mm"])],
    [["Ashby", "May", "63 mm"],
     ["Crewe Hollow", "March", "92 mm"],
     ["Fenwick", "June", "48 mm"],
     ["Stourton", "April", "77 mm"]],
    [
    ("The town whose wettest month was March recorded the most rain of all.",
        lambda s: s.same("March", "92 mm")),
    ("Stourton was wetter than Ashby.",
        lambda s: s.n("Stourton", "rainfall") > s.n("Ashby", "rainfall")),
    ("Crewe Hollow saw more rain than Stourton.",
        lambda s: s.n("Crewe Hollow", "rainfall") > s.n("Stourton", "rainfall")),
    ("The 48 mm total was recorded in neither April nor May.",
        lambda s: not s.same("48 mm", "April") and not s.same("48 mm", "May")),
    ("Ashby's wettest month was the one right after Stourton's.",
        lambda s: s.n("Ashby", "months") == s.n("Stourton", "months") + 1),
    ("Fenwick was drier than Ashby.",
        lambda s: s.n("Fenwick", "rainfall") < s.n("Ashby", "rainfall")),
    ])


# 7. Investment club newsletter: share prices, weekdays.
puzzle("u30-07-share-club", "The Share Club's Week",
    "Each member of the Dunmore Investment Club bought shares in one company last week, on a different weekday and at a different price per share.",
    [("members", ["Farrah", "Gideon", "Lorna", "Rupert"]),
     ("stocks", ["Brightwell Energy", "Calder Foods", "Nexo Robotics", "Tarn Mining"]),
     ("prices", ["$14.20", "$18.50", "$22.75", "$31.00"]),
     ("days", ["Monday", "Tuesday", "Wednesday", "Thursday"])],
    [["Farrah", "Nexo Robotics", "$31.00", "Tuesday"],
     ["Gideon", "Calder Foods", "$14.20", "Thursday"],
     ["Lorna", "Tarn Mining", "$18.50", "Monday"],
     ["Rupert", "Brightwell Energy", "$22.75", "Wednesday"]],
    [
    ("The Monday purchase cost $4.30 a share more than Gideon's.",
        lambda s: eq(s.n("Monday", "prices"), s.n("Gideon", "prices") + 4.30)),
    ("Rupert bought his shares the day after Farrah bought hers.",
        lambda s: s.n("Rupert", "days") == s.n("Farrah", "days") + 1),
    ("Nexo Robotics was the priciest stock anyone bought.",
        lambda s: s.same("Nexo Robotics", "$31.00")),
    ("Whoever bought Brightwell Energy paid more per share than whoever bought Tarn Mining.",
        lambda s: s.n("Brightwell Energy", "prices") > s.n("Tarn Mining", "prices")),
    ("The Thursday buyer paid under $15 a share.",
        lambda s: s.n("Thursday", "prices") < 15),
    ("Rupert paid less per share than Farrah did.",
        lambda s: s.n("Rupert", "prices") < s.n("Farrah", "prices")),
    ("Calder Foods was bought later in the week than Tarn Mining.",
        lambda s: s.n("Calder Foods", "days") > s.n("Tarn Mining", "days")),
    ])


# 8. High-school sports page: box-score numbers, positions.
puzzle("u30-08-box-score", "Box Score",
    "The Eastfield Hornets' starting five all had a big night against Parkview. Figure out each starter's position, points and rebounds.",
    [("players", ["Dion", "Kenji", "Marcus", "Reggie", "Theo"]),
     ("positions", ["center", "point guard", "power forward", "shooting guard", "small forward"]),
     ("points", ["12", "15", "18", "21", "24"]),
     ("rebounds", ["3", "5", "7", "9", "11"])],
    [["Dion", "point guard", "21", "3"],
     ["Kenji", "small forward", "15", "7"],
     ["Marcus", "center", "12", "11"],
     ["Reggie", "shooting guard", "24", "5"],
     ["Theo", "power forward", "18", "9"]],
    [
    ("The center pulled down more rebounds than anyone else but scored the fewest points.",
        lambda s: s.same("center", "11") and s.same("center", "12")),
    ("Reggie scored 3 more points than Dion.",
        lambda s: s.n("Reggie", "points") == s.n("Dion", "points") + 3),
    ("The player with 9 rebounds scored 3 points fewer than the point guard.",
        lambda s: s.n("9", "points") == s.n("point guard", "points") - 3),
    ("Kenji grabbed 2 more rebounds than the shooting guard.",
        lambda s: s.n("Kenji", "rebounds") == s.n("shooting guard", "rebounds") + 2),
    ("Theo isn't one of the guards.",
        lambda s: not s.same("Theo", "point guard") and not s.same("Theo", "shooting guard")),
    ("The small forward outscored the center but not the power forward.",
        lambda s: s.n("center", "points") < s.n("small forward", "points") < s.n("power forward", "points")),
    ("Dion had the fewest rebounds.",
        lambda s: s.same("Dion", "3")),
    ("The five starters were Dion, the center, the 24-point scorer, Theo and the player with 7 rebounds.",
        lambda s: len({s.r("Dion"), s.r("center"), s.r("24"), s.r("Theo"), s.r("7")}) == 5),
    ("Theo finished with 3 more points than Kenji.",
        lambda s: s.n("Theo", "points") == s.n("Kenji", "points") + 3),
    ])


# 9. University research bulletin: formal, gene names, years.
puzzle("u30-09-gene-labs", "Model Organisms",
    "Four principal investigators in the Department of Genetics each lead a project on a single gene in a single model organism. The projects began in different years.",
    [("investigators", ["Dr. Abara", "Dr. Coyle", "Dr. Hesse", "Dr. Mistry"]),
     ("organisms", ["fruit fly", "nematode worm", "yeast", "zebrafish"]),
     ("genes", ["fsn-1", "hoxb4", "rad51", "tor2"]),
     ("years", ["2016", "2018", "2020", "2023"])],
    [["Dr. Abara", "zebrafish", "hoxb4", "2018"],
     ["Dr. Coyle", "yeast", "tor2", "2023"],
     ["Dr. Hesse", "fruit fly", "rad51", "2016"],
     ["Dr. Mistry", "nematode worm", "fsn-1", "2020"]],
    [
    ("The yeast project began five years after Dr. Abara's.",
        lambda s: s.n("yeast", "years") == s.n("Dr. Abara", "years") + 5),
    ("Dr. Hesse, who does not work with zebrafish, was the first of the four to start her project.",
        lambda s: not s.same("Dr. Hesse", "zebrafish") and s.same("Dr. Hesse", "2016")),
    ("The rad51 study got under way two years before the hoxb4 study.",
        lambda s: s.n("rad51", "years") == s.n("hoxb4", "years") - 2),
    ("Dr. Mistry studies fsn-1, though not in yeast.",
        lambda s: s.same("Dr. Mistry", "fsn-1") and not s.same("Dr. Mistry", "yeast")),
    ("The zebrafish work is more recent than the fruit fly work.",
        lambda s: s.n("fruit fly", "years") < s.n("zebrafish", "years")),
    ("Dr. Mistry's project is newer than the zebrafish one.",
        lambda s: s.n("Dr. Mistry", "years") > s.n("zebrafish", "years")),
    ])


# 10. Charity fun-run results: ordinal places, costumes.
puzzle("u30-10-fun-run", "The Costume Fun Run",
    "Five friends ran the Riverside 5K in fancy dress, each raising money for a different local cause. Determine each runner's finishing place, costume and charity.",
    [("runners", ["Bea", "Carlos", "Fenella", "Jonah", "Priya"]),
     ("places", ["1st", "2nd", "3rd", "4th", "5th"]),
     ("costumes", ["banana", "dinosaur", "pirate", "superhero", "wizard"]),
     ("charities", ["animal shelter", "food bank", "hospice", "library", "school"])],
    [["Bea", "3rd", "pirate", "food bank"],
     ["Carlos", "5th", "banana", "hospice"],
     ["Fenella", "1st", "wizard", "library"],
     ["Jonah", "4th", "dinosaur", "animal shelter"],
     ["Priya", "2nd", "superhero", "school"]],
    [
    ("The runner dressed as a banana finished last.",
        lambda s: s.same("banana", "5th")),
    ("Fenella crossed the line two places ahead of the pirate.",
        lambda s: s.n("pirate", "places") == s.n("Fenella", "places") + 2),
    ("Jonah finished immediately behind Bea.",
        lambda s: s.n("Jonah", "places") == s.n("Bea", "places") + 1),
    ("The dinosaur was running for the animal shelter.",
        lambda s: s.same("dinosaur", "animal shelter")),
    ("Priya, who wasn't raising money for the library, beat the runner collecting for the food bank.",
        lambda s: not s.same("Priya", "library") and s.n("Priya", "places") < s.n("food bank", "places")),
    ("The superhero crossed the line right behind the wizard.",
        lambda s: s.n("superhero", "places") == s.n("wizard", "places") + 1),
    ("The wizard finished ahead of the dinosaur.",
        lambda s: s.n("wizard", "places") < s.n("dinosaur", "places")),
    ("The school's runner came home one place ahead of the food bank's.",
        lambda s: s.n("school", "places") == s.n("food bank", "places") - 1),
    ("Jonah beat Carlos to the line.",
        lambda s: s.n("Jonah", "places") < s.n("Carlos", "places")),
    ("Neither Carlos nor the wizard ran for the school.",
        lambda s: neither(s, "school", "Carlos", "wizard")),
    ("The hospice runner finished somewhere behind the library runner.",
        lambda s: s.n("hospice", "places") > s.n("library", "places")),
    ])


# 11. Politics blog poll write-up: percentages, points.
puzzle("u30-11-poll", "Latest Poll: The Mayoral Race",
    "A new survey of likely voters has five candidates for mayor of Greyhaven separated by sixteen points. Each candidate hails from a different town in the district.",
    [("candidates", ["Aldous", "Bramwell", "Castellano", "Dunmore", "Ekwueme"]),
     ("hometowns", ["Ardley", "Bexford", "Colne", "Dunham", "Eastry"]),
     ("support", ["31%", "36%", "40%", "44%", "47%"])],
    [["Aldous", "Colne", "36%"],
     ["Bramwell", "Eastry", "47%"],
     ["Castellano", "Ardley", "31%"],
     ["Dunmore", "Bexford", "44%"],
     ["Ekwueme", "Dunham", "40%"]],
    [
    ("Bramwell is polling ahead of Dunmore.",
        lambda s: s.n("Bramwell", "support") > s.n("Dunmore", "support")),
    ("The candidate from Bexford is polling 8 points higher than Aldous.",
        lambda s: s.n("Bexford", "support") == s.n("Aldous", "support") + 8),
    ("Aldous is polling somewhere between Castellano and Ekwueme.",
        lambda s: min(s.n("Castellano", "support"), s.n("Ekwueme", "support")) < s.n("Aldous", "support")
                  < max(s.n("Castellano", "support"), s.n("Ekwueme", "support"))),
    ("Castellano doesn't come from Bexford or Colne.",
        lambda s: not s.same("Castellano", "Bexford") and not s.same("Castellano", "Colne")),
    ("Ekwueme, who doesn't live in Eastry, is polling ahead of the Colne candidate.",
        lambda s: not s.same("Ekwueme", "Eastry") and s.n("Ekwueme", "support") > s.n("Colne", "support")),
    ("Of the Dunham and Eastry candidates, one is Ekwueme and the other is on 47%.",
        lambda s: one_of_other(s, "Dunham", "Eastry", "Ekwueme", "47%")),
    ])


# 12. Auction-house sale report: estimates and hammer prices, lot numbers.
puzzle("u30-12-saleroom", "Under the Hammer",
    "Five private buyers each took home one lot at Halloran & Finch's autumn sale of fine and decorative arts. Match each buyer with the piece, its estimate, its hammer price and its lot number.",
    [("buyers", ["Mrs. Ashcombe", "Mr. Devereux", "Ms. Fairley", "Dr. Kwan", "Mr. Ostrowski"]),
     ("pieces", ["carriage clock", "first edition", "gilt mirror", "Ming bowl", "writing desk"]),
     ("estimates", ["$40,000", "$55,000", "$70,000", "$85,000", "$100,000"]),
     ("hammer prices", ["$62,000", "$78,000", "$91,000", "$120,000", "$146,000"]),
     ("lots", ["3", "8", "14", "21", "27"])],
    [["Mrs. Ashcombe", "writing desk", "$55,000", "$91,000", "14"],
     ["Mr. Devereux", "Ming bowl", "$100,000", "$146,000", "3"],
     ["Ms. Fairley", "gilt mirror", "$40,000", "$62,000", "27"],
     ["Dr. Kwan", "first edition", "$70,000", "$78,000", "8"],
     ["Mr. Ostrowski", "carriage clock", "$85,000", "$120,000", "21"]],
    [
    ("The Ming bowl carried the highest estimate and also fetched the top price of the day.",
        lambda s: s.same("Ming bowl", "$100,000") and s.same("Ming bowl", "$146,000")),
    ("Mrs. Ashcombe's piece was estimated at $15,000 more than the gilt mirror.",
        lambda s: s.n("Mrs. Ashcombe", "estimates") == s.n("gilt mirror", "estimates") + 15000),
    ("Neither Ms. Fairley nor Dr. Kwan bought the writing desk.",
        lambda s: neither(s, "writing desk", "Ms. Fairley", "Dr. Kwan")),
    ("Dr. Kwan's purchase sold for just $8,000 over its estimate.",
        lambda s: s.n("Dr. Kwan", "hammer prices") == s.n("Dr. Kwan", "estimates") + 8000),
    ("The gilt mirror, the last of the five lots to come up, fetched the lowest price of the five.",
        lambda s: s.same("gilt mirror", "27") and s.same("gilt mirror", "$62,000")),
    ("Mr. Devereux's lot was the first of the five to be offered.",
        lambda s: s.same("Mr. Devereux", "3")),
    ("The carriage clock came up 13 lots after Dr. Kwan's purchase.",
        lambda s: s.n("carriage clock", "lots") == s.n("Dr. Kwan", "lots") + 13),
    ("Mr. Ostrowski paid $29,000 more than Mrs. Ashcombe.",
        lambda s: s.n("Mr. Ostrowski", "hammer prices") == s.n("Mrs. Ashcombe", "hammer prices") + 29000),
    ("The carriage clock made more at auction than the writing desk did.",
        lambda s: s.n("carriage clock", "hammer prices") > s.n("writing desk", "hammer prices")),
    ])
