# unseen93: twelve logic-grid puzzles on history, years and dates.
# Executed by ../unseen/truth.py, which supplies State, nv, one_of_other, puzzle.

def diff(s, *xs):
    """xs are all in different rows (different people / things)."""
    rows = [s.r(x) for x in xs]
    return len(set(rows)) == len(rows)

def xor(a, b):
    """Exactly one of a and b holds (an either/or across two categories)."""
    return bool(a) != bool(b)


# 1 ------------------------------------------------------------------ 4x3
puzzle("u93-01-lighthouses", "Keepers of the Light",
       "Four lighthouses stand along the same stretch of coast, each built in a different year "
       "and each once tended by a different keeper.",
       [("lighthouse", ["Gull Point", "Cape Ardent", "Marrow Head", "Stannick Rock"]),
        ("year", ["1852", "1867", "1879", "1891"]),
        ("keeper", ["Abel", "Crispin", "Dorcas", "Hester"])],
       [["Gull Point", "1867", "Hester"],
        ["Cape Ardent", "1891", "Abel"],
        ["Marrow Head", "1852", "Crispin"],
        ["Stannick Rock", "1879", "Dorcas"]],
       [("The light at Marrow Head is the oldest of the four.",
         lambda s: s.g("Marrow Head", "year") == "1852"),
        ("Abel kept the most recently built lighthouse.",
         lambda s: s.same("Abel", "1891")),
        ("Stannick Rock was built later than Gull Point.",
         lambda s: s.n("Stannick Rock", "year") > s.n("Gull Point", "year")),
        ("Hester's light was built fifteen years after Crispin's.",
         lambda s: s.n("Hester", "year") == s.n("Crispin", "year") + 15),
        ("The Gull Point light is older than the one on Cape Ardent.",
         lambda s: s.n("Gull Point", "year") < s.n("Cape Ardent", "year")),
        ("Dorcas didn't keep the light on Cape Ardent.",
         lambda s: not s.same("Dorcas", "Cape Ardent")),
       ])

# 2 ------------------------------------------------------------------ 4x3
puzzle("u93-02-birthday-gifts", "Tenth Birthdays",
       "Four cousins were all born in the same year, in four different months. "
       "Each was given a different present on their tenth birthday.",
       [("cousin", ["Bella", "Otis", "Priya", "Wendell"]),
        ("month", ["March", "April", "June", "September"]),
        ("gift", ["kite", "chess set", "telescope", "wristwatch"])],
       [["Bella", "June", "telescope"],
        ["Otis", "April", "kite"],
        ["Priya", "March", "wristwatch"],
        ["Wendell", "September", "chess set"]],
       [("Otis was born the month right after Priya.",
         lambda s: s.n("Otis", "month") == s.n("Priya", "month") + 1),
        ("The cousin who got the telescope was born two months later than Otis.",
         lambda s: s.n("telescope", "month") == s.n("Otis", "month") + 2),
        ("Wendell, who wasn't given the kite, has the latest birthday of the four.",
         lambda s: s.g("Wendell", "month") == "September" and not s.same("Wendell", "kite")),
        ("The wristwatch wasn't a present for the June baby or the September baby.",
         lambda s: not s.same("wristwatch", "June") and not s.same("wristwatch", "September")),
        ("The kite wasn't Priya's.",
         lambda s: not s.same("kite", "Priya")),
       ])

# 3 ------------------------------------------------------------------ 4x4
puzzle("u93-03-ships-launched", "Launch Day",
       "Four steamships were launched from four different yards in the early 1900s, "
       "each later commanded by a different captain.",
       [("ship", ["Albatross", "Meridian", "Queen Ysolde", "Thistle"]),
        ("year", ["1902", "1905", "1908", "1911"]),
        ("shipyard", ["Dunmore", "Fairhaven", "Kessock", "Port Ellen"]),
        ("captain", ["Captain Ashdown", "Captain Bellamy", "Captain Cortez", "Captain Drummond"])],
       [["Albatross", "1908", "Kessock", "Captain Cortez"],
        ["Meridian", "1902", "Port Ellen", "Captain Drummond"],
        ["Queen Ysolde", "1911", "Dunmore", "Captain Ashdown"],
        ["Thistle", "1905", "Fairhaven", "Captain Bellamy"]],
       [("The Albatross was launched three years after the ship Captain Bellamy commanded.",
         lambda s: s.n("Albatross", "year") == s.n("Captain Bellamy", "year") + 3),
        ("The 1902 ship was built at Port Ellen.",
         lambda s: s.same("1902", "Port Ellen")),
        ("Captain Ashdown's ship, which wasn't built at Kessock, was the last to be launched.",
         lambda s: s.same("Captain Ashdown", "1911") and not s.same("Captain Ashdown", "Kessock")),
        ("Of the Thistle and the Meridian, one came from the Fairhaven yard and the other was "
         "commanded by Captain Drummond.",
         lambda s: one_of_other(s, "Thistle", "Meridian", "Fairhaven", "Captain Drummond")),
        ("The Albatross was launched sometime before the Queen Ysolde.",
         lambda s: s.n("Albatross", "year") < s.n("Queen Ysolde", "year")),
        ("The Thistle was launched after the Meridian.",
         lambda s: s.n("Thistle", "year") > s.n("Meridian", "year")),
       ])

# 4 ------------------------------------------------------------------ 5x3
puzzle("u93-04-patents", "Small-Town Patents",
       "Five inventors from the same small town each patented one household device in the "
       "late 1800s, no two in the same year.",
       [("inventor", ["Edna Farrow", "Gideon Pell", "Ines Aubrac", "Lyman Stott", "Rosa Quill"]),
        ("device", ["apple peeler", "butter churn", "egg beater", "lamp trimmer", "sock stretcher"]),
        ("year", ["1881", "1885", "1889", "1893", "1897"])],
       [["Edna Farrow", "egg beater", "1889"],
        ["Gideon Pell", "apple peeler", "1881"],
        ["Ines Aubrac", "sock stretcher", "1897"],
        ["Lyman Stott", "butter churn", "1893"],
        ["Rosa Quill", "lamp trimmer", "1885"]],
       [("Gideon Pell's invention was the earliest to be patented.",
         lambda s: s.g("Gideon Pell", "year") == "1881"),
        ("The butter churn was patented four years after Edna Farrow's invention.",
         lambda s: s.n("butter churn", "year") == s.n("Edna Farrow", "year") + 4),
        ("Rosa Quill patented her device twelve years before the sock stretcher was patented.",
         lambda s: s.n("Rosa Quill", "year") + 12 == s.n("sock stretcher", "year")),
        ("The lamp trimmer came before the egg beater.",
         lambda s: s.n("lamp trimmer", "year") < s.n("egg beater", "year")),
        ("Gideon Pell didn't invent the lamp trimmer.",
         lambda s: not s.same("Gideon Pell", "lamp trimmer")),
        ("Ines Aubrac's patent is more recent than Lyman Stott's.",
         lambda s: s.n("Ines Aubrac", "year") > s.n("Lyman Stott", "year")),
       ])

# 5 ------------------------------------------------------------------ 4x4
puzzle("u93-05-buildings", "Between the Wars",
       "Four landmark buildings in the old town were completed between the wars, each designed "
       "by a different architect and each with a different number of floors.",
       [("building", ["Carlisle Tower", "Old Exchange", "Ridley Hall", "Vane Library"]),
        ("year", ["1923", "1926", "1931", "1934"]),
        ("architect", ["Mrs Hollis", "Mr Jarrow", "Miss Kemble", "Mr Lockett"]),
        ("floors", ["3 floors", "5 floors", "8 floors", "12 floors"])],
       [["Carlisle Tower", "1931", "Miss Kemble", "12 floors"],
        ["Old Exchange", "1923", "Mr Lockett", "3 floors"],
        ["Ridley Hall", "1934", "Mrs Hollis", "5 floors"],
        ["Vane Library", "1926", "Mr Jarrow", "8 floors"]],
       [("The building finished last has five floors.",
         lambda s: s.same("1934", "5 floors")),
        ("Mr Jarrow's building was completed three years after the Old Exchange.",
         lambda s: s.n("Mr Jarrow", "year") == s.n("Old Exchange", "year") + 3),
        ("Carlisle Tower is the tallest of the four, at twelve floors.",
         lambda s: s.same("Carlisle Tower", "12 floors")),
        ("Mrs Hollis's building has fewer floors than Miss Kemble's.",
         lambda s: s.n("Mrs Hollis", "floors") < s.n("Miss Kemble", "floors")),
        ("The Vane Library was finished before Carlisle Tower.",
         lambda s: s.n("Vane Library", "year") < s.n("Carlisle Tower", "year")),
        ("Mrs Hollis's building was finished after Mr Jarrow's.",
         lambda s: s.n("Mrs Hollis", "year") > s.n("Mr Jarrow", "year")),
        ("The Old Exchange has fewer floors than the Vane Library.",
         lambda s: s.n("Old Exchange", "floors") < s.n("Vane Library", "floors")),
       ])

# 6 ------------------------------------------------------------------ 5x4
puzzle("u93-06-vintage-cars", "Classics at the Fair",
       "Five collectors showed their vintage cars at the county fair. No two cars were built "
       "in the same year or share a colour.",
       [("owner", ["Dale", "Farida", "Hugo", "Marnie", "Teodor"]),
        ("car", ["Beetle", "Cadillac", "Jaguar", "Mustang", "Thunderbird"]),
        ("year", ["1954", "1957", "1961", "1963", "1966"]),
        ("colour", ["black", "cream", "green", "red", "silver"])],
       [["Dale", "Thunderbird", "1957", "red"],
        ["Farida", "Jaguar", "1961", "cream"],
        ["Hugo", "Beetle", "1954", "green"],
        ["Marnie", "Mustang", "1966", "black"],
        ["Teodor", "Cadillac", "1963", "silver"]],
       [("The Mustang is the newest car in the show.",
         lambda s: s.same("Mustang", "1966")),
        ("Hugo's car, the green one, is the oldest.",
         lambda s: s.same("Hugo", "green") and s.same("Hugo", "1954")),
        ("The Thunderbird was built three years after the green car.",
         lambda s: s.n("Thunderbird", "year") == s.n("green", "year") + 3),
        ("Farida's car is cream, and it's older than the silver one.",
         lambda s: s.same("Farida", "cream") and s.n("Farida", "year") < s.n("silver", "year")),
        ("Teodor doesn't own the Jaguar or the black car.",
         lambda s: not s.same("Teodor", "Jaguar") and not s.same("Teodor", "black")),
        ("Dale's car is either the Thunderbird or the black car.",
         lambda s: xor(s.same("Dale", "Thunderbird"), s.same("Dale", "black"))),
        ("Dale's car was built before Farida's.",
         lambda s: s.n("Dale", "year") < s.n("Farida", "year")),
        ("The Cadillac was made two years after the Jaguar.",
         lambda s: s.n("Cadillac", "year") == s.n("Jaguar", "year") + 2),
        ("The Jaguar isn't black.",
         lambda s: not s.same("Jaguar", "black")),
        ("Teodor's car is older than Marnie's.",
         lambda s: s.n("Teodor", "year") < s.n("Marnie", "year")),
       ])

# 7 ------------------------------------------------------------------ 4x5
puzzle("u93-07-anniversaries", "Many Happy Returns",
       "Four couples are celebrating their wedding anniversaries this year. Each couple married "
       "in a different year and a different month, honeymooned in a different city, and is "
       "holding the party at a different place.",
       [("couple", ["the Abbotts", "the Greers", "the Lunds", "the Okafors"]),
        ("year", ["1976", "1981", "1986", "1991"]),
        ("month", ["April", "June", "July", "October"]),
        ("venue", ["boathouse", "golf club", "trattoria", "vineyard"]),
        ("honeymoon", ["Lisbon", "Malta", "Paris", "Vienna"])],
       [["the Abbotts", "1986", "July", "vineyard", "Malta"],
        ["the Greers", "1976", "October", "trattoria", "Vienna"],
        ["the Lunds", "1991", "April", "boathouse", "Lisbon"],
        ["the Okafors", "1981", "June", "golf club", "Paris"]],
       [("The couple who honeymooned in Vienna have been married the longest.",
         lambda s: s.same("Vienna", "1976")),
        ("The Lunds married five years after the Abbotts, but in an earlier month of the year.",
         lambda s: s.n("the Lunds", "year") == s.n("the Abbotts", "year") + 5
                   and s.n("the Lunds", "month") < s.n("the Abbotts", "month")),
        ("The June wedding took place in 1981.",
         lambda s: s.same("June", "1981")),
        ("The Greers, who married in October, are celebrating at the trattoria.",
         lambda s: s.same("the Greers", "October") and s.same("the Greers", "trattoria")),
        ("The boathouse party is for the couple who honeymooned in Lisbon.",
         lambda s: s.same("boathouse", "Lisbon")),
        ("The Malta honeymooners didn't marry in April; they aren't at the golf club either.",
         lambda s: not s.same("Malta", "April") and not s.same("Malta", "golf club")),
        ("The Okafors married before the Lunds did.",
         lambda s: s.n("the Okafors", "year") < s.n("the Lunds", "year")),
        ("The golf club party is for the couple who married in June.",
         lambda s: s.same("golf club", "June")),
        ("The Okafors aren't the couple at the vineyard.",
         lambda s: not s.same("the Okafors", "vineyard")),
       ])

# 8 ------------------------------------------------------------------ 5x4
puzzle("u93-08-club-foundings", "Founders' Day",
       "Five clubs in Ashby are marking their founding this year. Each was founded in a "
       "different year and a different month, by a different founder.",
       [("club", ["Ashby Rovers", "Chess Circle", "Choral Society", "Garden Guild", "Rowing Club"]),
        ("year", ["1908", "1920", "1933", "1947", "1959"]),
        ("month", ["February", "March", "May", "August", "November"]),
        ("founder", ["Ada Welling", "Bernard Coyle", "Cecily Marsh", "Dmitri Hale", "Effie Rook"])],
       [["Ashby Rovers", "1920", "August", "Dmitri Hale"],
        ["Chess Circle", "1947", "February", "Effie Rook"],
        ["Choral Society", "1908", "May", "Cecily Marsh"],
        ["Garden Guild", "1959", "November", "Ada Welling"],
        ["Rowing Club", "1933", "March", "Bernard Coyle"]],
       [("The Choral Society is the oldest of the clubs.",
         lambda s: s.same("Choral Society", "1908")),
        ("Effie Rook founded her club in February, some years after the Rowing Club was founded.",
         lambda s: s.same("Effie Rook", "February")
                   and s.n("Effie Rook", "year") > s.n("Rowing Club", "year")),
        ("Ashby Rovers were founded in August.",
         lambda s: s.same("Ashby Rovers", "August")),
        ("Cecily Marsh's club was founded in a later month than the Rowing Club, but in an "
         "earlier year.",
         lambda s: s.n("Cecily Marsh", "month") > s.n("Rowing Club", "month")
                   and s.n("Cecily Marsh", "year") < s.n("Rowing Club", "year")),
        ("Ada Welling founded the youngest of the five clubs.",
         lambda s: s.same("Ada Welling", "1959")),
        ("Dmitri Hale founded his club thirteen years before Bernard Coyle founded his.",
         lambda s: s.n("Dmitri Hale", "year") + 13 == s.n("Bernard Coyle", "year")),
        ("The Garden Guild's founding month comes later in the year than the Choral Society's.",
         lambda s: s.n("Garden Guild", "month") > s.n("Choral Society", "month")),
        ("Ashby Rovers are older than the Rowing Club.",
         lambda s: s.n("Ashby Rovers", "year") < s.n("Rowing Club", "year")),
       ])

# 9 ------------------------------------------------------------------ 5x3
puzzle("u93-09-old-coins", "The Coin Dealer's Week",
       "A dealer sold five old coins last week, each minted in a different year and each to a "
       "different customer.",
       [("buyer", ["Mr Acheson", "Mrs Brandt", "Ms Okoye", "Mr Pryce", "Mrs Tallis"]),
        ("year", ["1799", "1803", "1816", "1822", "1840"]),
        ("price", ["$150", "$225", "$300", "$375", "$450"])],
       [["Mr Acheson", "1816", "$375"],
        ["Mrs Brandt", "1799", "$450"],
        ["Ms Okoye", "1840", "$150"],
        ["Mr Pryce", "1822", "$225"],
        ["Mrs Tallis", "1803", "$300"]],
       [("The oldest coin was also the most expensive.",
         lambda s: s.same("1799", "$450")),
        ("Mr Pryce paid $150 less than the person who bought the 1816 coin.",
         lambda s: s.n("Mr Pryce", "price") == s.n("1816", "price") - 150),
        ("The 1840 coin cost less than any other.",
         lambda s: s.same("1840", "$150")),
        ("Mrs Tallis's coin was minted earlier than Mr Acheson's but later than Mrs Brandt's.",
         lambda s: s.n("Mrs Brandt", "year") < s.n("Mrs Tallis", "year") < s.n("Mr Acheson", "year")),
        ("Mr Acheson paid more than Mrs Tallis.",
         lambda s: s.n("Mr Acheson", "price") > s.n("Mrs Tallis", "price")),
        ("The $300 coin is older than the $225 one.",
         lambda s: s.n("$300", "year") < s.n("$225", "year")),
       ])

# 10 ----------------------------------------------------------------- 5x5
puzzle("u93-10-time-capsules", "Opened at Last",
       "Five schools opened the time capsules their pupils had buried decades ago, one school "
       "each month from January to May this year. Each capsule was buried in a different year, "
       "held a different keepsake on top, and was opened by a different head teacher.",
       [("school", ["Birchwood", "Elm Park", "Hatherley", "Millbrook", "St Jude's"]),
        ("buried", ["1965", "1970", "1975", "1980", "1985"]),
        ("month", ["January", "February", "March", "April", "May"]),
        ("keepsake", ["cassette tape", "comic book", "pocket calculator", "school tie", "yo-yo"]),
        ("head", ["Mr Fenn", "Mrs Garland", "Ms Iqbal", "Mr Novak", "Mrs Ortiz"])],
       [["Birchwood", "1975", "March", "cassette tape", "Mrs Garland"],
        ["Elm Park", "1965", "May", "school tie", "Mr Novak"],
        ["Hatherley", "1985", "January", "pocket calculator", "Ms Iqbal"],
        ["Millbrook", "1970", "April", "yo-yo", "Mr Fenn"],
        ["St Jude's", "1980", "February", "comic book", "Mrs Ortiz"]],
       [("The pocket calculator came from the most recently buried capsule, which was also the "
         "first one opened this year.",
         lambda s: s.same("pocket calculator", "1985") and s.same("pocket calculator", "January")),
        ("Elm Park's capsule was buried ten years before Birchwood's and opened two months after it.",
         lambda s: s.n("Elm Park", "buried") + 10 == s.n("Birchwood", "buried")
                   and s.n("Elm Park", "month") == s.n("Birchwood", "month") + 2),
        ("Mr Novak opened his school's capsule in May.",
         lambda s: s.same("Mr Novak", "May")),
        ("The yo-yo had been buried five years before the cassette tape, and was dug up a month "
         "after it.",
         lambda s: s.n("yo-yo", "buried") + 5 == s.n("cassette tape", "buried")
                   and s.n("yo-yo", "month") == s.n("cassette tape", "month") + 1),
        ("St Jude's, whose capsule held a comic book, opened it the month before Birchwood did.",
         lambda s: s.same("St Jude's", "comic book")
                   and s.n("St Jude's", "month") + 1 == s.n("Birchwood", "month")),
        ("Mrs Ortiz's school isn't Hatherley, and her capsule didn't contain the cassette tape.",
         lambda s: not s.same("Mrs Ortiz", "Hatherley") and not s.same("Mrs Ortiz", "cassette tape")),
        ("The school tie turned up in the oldest capsule.",
         lambda s: s.same("school tie", "1965")),
        ("Ms Iqbal, Mr Fenn and the head of Birchwood are three different people.",
         lambda s: diff(s, "Ms Iqbal", "Mr Fenn", "Birchwood")),
        ("Hatherley's capsule was buried five years after St Jude's.",
         lambda s: s.n("Hatherley", "buried") == s.n("St Jude's", "buried") + 5),
        ("Mr Fenn's school opened its capsule a month after Mrs Garland's did.",
         lambda s: s.n("Mr Fenn", "month") == s.n("Mrs Garland", "month") + 1),
       ])

# 11 ----------------------------------------------------------------- 4x4
puzzle("u93-11-antique-clocks", "Going, Going, Gone",
       "At a country auction, four antique clocks, each made in a different year, were sold to "
       "four different bidders.",
       [("clock", ["bracket clock", "carriage clock", "longcase clock", "mantel clock"]),
        ("made", ["1760", "1785", "1810", "1835"]),
        ("bidder", ["Mr Quayle", "Mrs Renshaw", "Ms Sato", "Mr Udall"]),
        ("price", ["$900", "$1,200", "$1,500", "$1,800"])],
       [["bracket clock", "1785", "Ms Sato", "$1,500"],
        ["carriage clock", "1835", "Mr Udall", "$900"],
        ["longcase clock", "1760", "Mrs Renshaw", "$1,800"],
        ["mantel clock", "1810", "Mr Quayle", "$1,200"]],
       [("The oldest clock fetched the highest price.",
         lambda s: s.same("1760", "$1,800")),
        ("Ms Sato paid $300 more than Mr Quayle.",
         lambda s: s.n("Ms Sato", "price") == s.n("Mr Quayle", "price") + 300),
        ("The carriage clock is the most recent of the four.",
         lambda s: s.same("carriage clock", "1835")),
        ("The mantel clock was made 25 years after the bracket clock.",
         lambda s: s.n("mantel clock", "made") == s.n("bracket clock", "made") + 25),
        ("Mr Quayle's clock is 25 years newer than Ms Sato's.",
         lambda s: s.n("Mr Quayle", "made") == s.n("Ms Sato", "made") + 25),
        ("Mrs Renshaw paid twice as much as Mr Udall.",
         lambda s: s.n("Mrs Renshaw", "price") == 2 * s.n("Mr Udall", "price")),
        ("Neither Mrs Renshaw nor Mr Udall bought the bracket clock.",
         lambda s: not s.same("Mrs Renshaw", "bracket clock") and not s.same("Mr Udall", "bracket clock")),
       ])

# 12 ----------------------------------------------------------------- 5x5
puzzle("u93-12-bridges", "Bridges over the Wend",
       "A local history leaflet describes five bridges over the River Wend. Each was opened in "
       "a different year and a different month, was designed by a different engineer, and is "
       "built of a different material.",
       [("bridge", ["Abbey Bridge", "Chain Bridge", "Ferry Bridge", "Mill Bridge", "Tollgate Bridge"]),
        ("opened", ["1819", "1836", "1852", "1877", "1903"]),
        ("month", ["February", "April", "June", "September", "December"]),
        ("engineer", ["Hobbs", "Kerrigan", "Lowther", "Mackie", "Pennock"]),
        ("material", ["brick", "oak", "stone", "steel", "wrought iron"])],
       [["Abbey Bridge", "1836", "April", "Lowther", "brick"],
        ["Chain Bridge", "1852", "December", "Kerrigan", "wrought iron"],
        ["Ferry Bridge", "1903", "February", "Pennock", "steel"],
        ["Mill Bridge", "1819", "September", "Hobbs", "oak"],
        ["Tollgate Bridge", "1877", "June", "Mackie", "stone"]],
       [("The oak bridge is the oldest, while the steel one is the newest.",
         lambda s: s.same("oak", "1819") and s.same("steel", "1903")),
        ("Kerrigan's bridge, the wrought iron one, opened in December.",
         lambda s: s.same("Kerrigan", "wrought iron") and s.same("Kerrigan", "December")),
        ("Mill Bridge opened in a later month than Abbey Bridge, though Abbey Bridge is the "
         "younger of the two.",
         lambda s: s.n("Mill Bridge", "month") > s.n("Abbey Bridge", "month")
                   and s.n("Abbey Bridge", "opened") > s.n("Mill Bridge", "opened")),
        ("Lowther's bridge, which is made of brick, opened sometime before Kerrigan's.",
         lambda s: s.same("Lowther", "brick") and s.n("Lowther", "opened") < s.n("Kerrigan", "opened")),
        ("Hobbs's bridge is older than Pennock's.",
         lambda s: s.n("Hobbs", "opened") < s.n("Pennock", "opened")),
        ("The April bridge is older than the June bridge.",
         lambda s: s.n("April", "opened") < s.n("June", "opened")),
        ("Ferry Bridge opened in February, some years after Tollgate Bridge.",
         lambda s: s.same("Ferry Bridge", "February")
                   and s.n("Ferry Bridge", "opened") > s.n("Tollgate Bridge", "opened")),
        ("Mackie's bridge was opened 41 years after Abbey Bridge.",
         lambda s: s.n("Mackie", "opened") == s.n("Abbey Bridge", "opened") + 41),
        ("The Chain Bridge opened exactly 16 years after the Abbey Bridge.",
         lambda s: s.n("Chain Bridge", "opened") == s.n("Abbey Bridge", "opened") + 16),
       ])
