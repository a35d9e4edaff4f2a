# Blind test set unseen47: British "logic problem" style puzzles.
# Each clue: the English sentence and a predicate saying what it means.
# Run by truth.py, which provides State, nv, one_of_other and puzzle().
import re, datetime

MONTHS = ["january", "february", "march", "april", "may", "june", "july",
          "august", "september", "october", "november", "december"]

def doy(t):
    """'1st May', '14 June', 'Tuesday 3rd March' -> a day number (2026)."""
    m = re.match(r"^(?:[A-Za-z]+day\s+)?(\d+)(?:st|nd|rd|th)?\s+([A-Za-z]+)$", t.strip())
    return datetime.date(2026, MONTHS.index(m.group(2).lower()) + 1, int(m.group(1))).toordinal()

def day(s, item, cat):
    """The day number of the date (category cat) that goes with item."""
    return doy(s.g(item, cat))

def month(s, item, cat):
    return datetime.date.fromordinal(day(s, item, cat)).month

def v(s, item, cat):
    """The number of item's entry in category cat (nv of the item)."""
    return s.n(item, cat)

def isin(s, item, cat, options):
    """item's entry in category cat is one of options."""
    return s.g(item, cat) in options

def nxt(s, a, b, cat, step=1):
    """a and b are step places apart in cat's listed order (step 1: next to each other)."""
    return abs(rank(s, a, cat) - rank(s, b, cat)) == step

def diff(*items_and_s):
    s = items_and_s[0]
    rs = [s.r(x) for x in items_and_s[1:]]
    return len(set(rs)) == len(rs)

def pounds(s, item, cat):
    """'£1,250' -> 1250 for item's entry in cat."""
    return float(s.g(item, cat).lstrip("£").replace(",", ""))

def dom(s, item, cat):
    """'Tuesday 3rd' -> 3 for item's entry in cat (day of the month)."""
    return int(re.search(r"(\d+)", s.g(item, cat)).group(1))

def exactly_one(*bools):
    return sum(bool(b) for b in bools) == 1

def rank(s, item, cat, key=None):
    """0-based place of item's entry in cat's listed order."""
    c = [n for n, _ in s.cats].index(cat)
    return s.cats[c][1].index(s.g(item, cat))

MEN = {"Arthur", "Bernard", "Cyril", "Dennis", "Edward", "Frank", "George", "Harold",
       "Ian", "Jack", "Keith", "Leonard", "Malcolm", "Norman", "Owen", "Percy",
       "Ralph", "Stanley", "Trevor", "Victor", "Walter", "Alan", "Brian", "Colin",
       "Derek", "Daniel", "Eric", "Graham", "Roger", "Simon", "Tom", "Hugh", "Neil", "Philip"}

def man(s, item, cat):
    """item's person (first names in category cat) is a man."""
    return s.g(item, cat) in MEN

def woman(s, item, cat):
    return s.g(item, cat) not in MEN


# ---------------------------------------------------------------- 01
puzzle("u47-01-ruby-weddings", "Ruby Weddings in Little Marlow",
    "Four couples from the Buckinghamshire village of Little Marlow were all married in the summer of 1986, and this June each pair celebrated their ruby wedding with a party on a different Saturday of the month. From the clues, can you name each husband and wife, give their surname, and say on which date and at which venue each couple held their party?",
    [("husband", ["Arthur", "Bernard", "Cyril", "Dennis"]),
     ("wife", ["Edna", "Freda", "Gladys", "Hilda"]),
     ("surname", ["Archer", "Brook", "Cole", "Dunn"]),
     ("date", ["6th June", "13th June", "20th June", "27th June"]),
     ("venue", ["village hall", "Swan Hotel", "golf club", "Jade Garden"])],
    [["Arthur", "Gladys", "Cole", "13th June", "Swan Hotel"],
     ["Bernard", "Edna", "Dunn", "27th June", "golf club"],
     ["Cyril", "Hilda", "Archer", "6th June", "village hall"],
     ["Dennis", "Freda", "Brook", "20th June", "Jade Garden"]],
    [("Mrs Archer's husband isn't Dennis, and their party was held a week before the one at the Swan Hotel.",
      lambda s: not s.same("Archer", "Dennis") and day(s, "Archer", "date") + 7 == day(s, "Swan Hotel", "date")),
     ("Freda's anniversary party fell later in the month than Gladys's.",
      lambda s: day(s, "Freda", "date") > day(s, "Gladys", "date")),
     ("The Dunns celebrated at the golf club.",
      lambda s: s.same("Dunn", "golf club")),
     ("Neither Arthur nor the couple who booked the Jade Garden had their party on 27th June.",
      lambda s: not s.same("Arthur", "Jade Garden") and not s.same("Arthur", "27th June") and not s.same("Jade Garden", "27th June")),
     ("Hilda, who isn't Mrs Brook, celebrated exactly three weeks before Edna.",
      lambda s: not s.same("Hilda", "Brook") and day(s, "Hilda", "date") + 21 == day(s, "Edna", "date")),
     ("Bernard and his wife held their party a fortnight after the Coles.",
      lambda s: day(s, "Bernard", "date") == day(s, "Cole", "date") + 14),
     ("Cyril and his wife, who didn't go to the Jade Garden, celebrated one week before Arthur.",
      lambda s: not s.same("Cyril", "Jade Garden") and day(s, "Cyril", "date") + 7 == day(s, "Arthur", "date")),
     ("Freda's husband isn't Bernard.",
      lambda s: not s.same("Freda", "Bernard")),
    ])

# ---------------------------------------------------------------- 02
puzzle("u47-02-wi-speakers", "Tuesday Talks at the Institute",
    "The Women's Institute at Much Hadham in Hertfordshire invites an outside speaker to its meeting on alternate Tuesdays. This spring the five speakers, two men and three women, each came from a different local society to talk about their own enthusiasm. The men were introduced as Mr and the women as Mrs or Miss. Work out the full name of each speaker, the date of the talk and its subject.",
    [("first name", ["Alan", "Brian", "Carol", "Diana", "Eileen"]),
     ("surname", ["Fisher", "Gould", "Hart", "Ingram", "Jarvis"]),
     ("date", ["3rd March", "17th March", "7th April", "21st April", "5th May"]),
     ("subject", ["beekeeping", "bell-ringing", "local history", "orchids", "wartime evacuees"])],
    [["Alan", "Gould", "7th April", "orchids"],
     ["Brian", "Jarvis", "3rd March", "bell-ringing"],
     ["Carol", "Fisher", "5th May", "local history"],
     ["Diana", "Ingram", "17th March", "beekeeping"],
     ["Eileen", "Hart", "21st April", "wartime evacuees"]],
    [("Mr Jarvis gave the first talk of the season.",
      lambda s: man(s, "Jarvis", "first name") and s.same("Jarvis", "3rd March")),
     ("The talk on beekeeping came a fortnight after Brian's.",
      lambda s: day(s, "beekeeping", "date") == day(s, "Brian", "date") + 14),
     ("Mrs Fisher's talk was given in the month following Miss Hart's.",
      lambda s: woman(s, "Fisher", "first name") and woman(s, "Hart", "first name") and month(s, "Fisher", "date") == month(s, "Hart", "date") + 1),
     ("If the talk on orchids was given in April, then it was given before Carol's.",
      lambda s: month(s, "orchids", "date") != 4 or day(s, "orchids", "date") < day(s, "Carol", "date")),
     ("Neither Eileen nor Mr Gould talked about local history.",
      lambda s: man(s, "Gould", "first name") and not s.same("Eileen", "Gould") and not s.same("Eileen", "local history") and not s.same("Gould", "local history")),
     ("The orchid enthusiast spoke two weeks before the woman whose subject was wartime evacuees.",
      lambda s: woman(s, "wartime evacuees", "first name") and day(s, "orchids", "date") + 14 == day(s, "wartime evacuees", "date")),
     ("Diana Ingram's talk was earlier in the spring than Alan's.",
      lambda s: s.same("Diana", "Ingram") and day(s, "Diana", "date") < day(s, "Alan", "date")),
     ("The members heard about bell-ringing some weeks before they heard about local history.",
      lambda s: day(s, "bell-ringing", "date") < day(s, "local history", "date")),
    ])

# ---------------------------------------------------------------- 03
puzzle("u47-03-cherry-lane", "New Neighbours in Cherry Lane",
    "The four new houses on the even-numbered side of Cherry Lane, Kettering, stand in a row, numbers 2, 4, 6 and 8 in that order, so that number 4 is next door to numbers 2 and 6. They were sold last spring, and each was moved into by a householder with a different job, on a different Friday in May. Two of the new owners are men and two are women. Find out who lives where, their occupations, and when each moved in.",
    [("first name", ["Graham", "Hugh", "Julia", "Karen"]),
     ("surname", ["Lacey", "Moss", "Nolan", "Orr"]),
     ("house", ["2", "4", "6", "8"]),
     ("occupation", ["dentist", "courier", "librarian", "vet"]),
     ("moved in", ["1st May", "8th May", "15th May", "29th May"])],
    [["Graham", "Nolan", "6", "vet", "15th May"],
     ["Hugh", "Lacey", "2", "courier", "29th May"],
     ["Julia", "Orr", "8", "dentist", "1st May"],
     ["Karen", "Moss", "4", "librarian", "8th May"]],
    [("The vet moved in a week after Mrs Moss.",
      lambda s: woman(s, "Moss", "first name") and day(s, "vet", "moved in") == day(s, "Moss", "moved in") + 7),
     ("The librarian lives next door to both Mr Nolan and Hugh.",
      lambda s: man(s, "Nolan", "first name") and not s.same("Nolan", "Hugh") and nxt(s, "librarian", "Nolan", "house") and nxt(s, "librarian", "Hugh", "house")),
     ("The dentist's house has a higher number than the vet's, unless the dentist is Karen.",
      lambda s: v(s, "dentist", "house") > v(s, "vet", "house") or s.same("dentist", "Karen")),
     ("The last to arrive, a fortnight after the owner of number 6, was the courier.",
      lambda s: s.same("courier", "29th May") and day(s, "courier", "moved in") == day(s, "6", "moved in") + 14),
     ("Miss Orr doesn't live at number 4.",
      lambda s: woman(s, "Orr", "first name") and not s.same("Orr", "4")),
     ("Karen got her keys the week after Julia.",
      lambda s: day(s, "Karen", "moved in") == day(s, "Julia", "moved in") + 7),
     ("Number 2 is the home of either Hugh or the dentist.",
      lambda s: s.same("2", "Hugh") or s.same("2", "dentist")),
    ])

# ---------------------------------------------------------------- 04
puzzle("u47-04-charity-walk", "The Beacon Hill Charity Walk",
    "Last Sunday five walkers from different Leicestershire villages took part in the twenty-mile sponsored walk over Beacon Hill in aid of the county air ambulance. To avoid crowding on the stiles, the organisers sent them off from the start one at a time, at quarter-hour intervals, and each walker brought in a different sum in sponsorship. Two of the walkers are men and three are women. From the clues below, work out each walker's full name, village and starting time, and how much each raised.",
    [("first name", ["Colin", "Derek", "Fiona", "Gwen", "Helen"]),
     ("surname", ["Kent", "Lowe", "Marsh", "Pike", "Quill"]),
     ("village", ["Ashby", "Barwell", "Cosby", "Desford", "Enderby"]),
     ("start", ["9:00am", "9:15am", "9:30am", "9:45am", "10:00am"]),
     ("raised", ["£120", "£150", "£200", "£250", "£300"])],
    [["Colin", "Pike", "Barwell", "9:30am", "£250"],
     ["Derek", "Kent", "Enderby", "9:00am", "£150"],
     ["Fiona", "Marsh", "Ashby", "10:00am", "£120"],
     ["Gwen", "Quill", "Desford", "9:15am", "£300"],
     ["Helen", "Lowe", "Cosby", "9:45am", "£200"]],
    [("The walker from Desford set off a quarter of an hour after Mr Kent.",
      lambda s: man(s, "Kent", "first name") and v(s, "Desford", "start") == v(s, "Kent", "start") + 15),
     ("Exactly one of Fiona and the Barwell walker raised more than £200.",
      lambda s: not s.same("Fiona", "Barwell") and exactly_one(pounds(s, "Fiona", "raised") > 200, pounds(s, "Barwell", "raised") > 200)),
     ("Mrs Lowe collected £80 more than the last walker to leave the start.",
      lambda s: woman(s, "Lowe", "first name") and pounds(s, "Lowe", "raised") == pounds(s, "10:00am", "raised") + 80),
     ("The four who raised more than £120 were Colin, Mrs Quill, the walker from Enderby and the one who started at 9:45am.",
      lambda s: woman(s, "Quill", "first name") and diff(s, "Colin", "Quill", "Enderby", "9:45am") and all(pounds(s, x, "raised") > 120 for x in ["Colin", "Quill", "Enderby", "9:45am"])),
     ("At least one of Derek and Mr Pike was away before 9:15am.",
      lambda s: man(s, "Pike", "first name") and not s.same("Derek", "Pike") and (v(s, "Derek", "start") < v(s, "9:15am", "start") or v(s, "Pike", "start") < v(s, "9:15am", "start"))),
     ("Helen doesn't live in Ashby.",
      lambda s: not s.same("Helen", "Ashby")),
     ("Gwen started half an hour before the woman from Cosby.",
      lambda s: woman(s, "Cosby", "first name") and v(s, "Gwen", "start") + 30 == v(s, "Cosby", "start")),
     ("The biggest total of the day was brought in by the walker from Desford.",
      lambda s: s.same("Desford", "£300")),
     ("Helen was sent off at some point before Fiona.",
      lambda s: v(s, "Helen", "start") < v(s, "Fiona", "start")),
    ])

# ---------------------------------------------------------------- 05
puzzle("u47-05-parish-council", "Stoke Ferry Parish Council",
    "The five members of the parish council at Stoke Ferry in Norfolk are always referred to in the minutes by title and surname, and every one of them has a different title: one is plain Mr, one Mrs, one Miss, one is a doctor and one a clergyman. Each lives in a different road in the village, holds a different office on the council and was first elected in a different year. Can you sort them out?",
    [("surname", ["Abbott", "Bell", "Crane", "Drake", "Eccles"]),
     ("title", ["Mr", "Mrs", "Miss", "Dr", "Rev"]),
     ("road", ["Church Lane", "Mill Road", "Station Road", "The Green", "Orchard Way"]),
     ("office", ["chairman", "treasurer", "secretary", "tree warden", "footpaths officer"]),
     ("elected", ["2019", "2020", "2021", "2022", "2023"])],
    [["Abbott", "Dr", "The Green", "tree warden", "2020"],
     ["Bell", "Mrs", "Church Lane", "chairman", "2019"],
     ["Crane", "Mr", "Mill Road", "treasurer", "2021"],
     ["Drake", "Rev", "Orchard Way", "footpaths officer", "2022"],
     ["Eccles", "Miss", "Station Road", "secretary", "2023"]],
    [("Both the treasurer and Rev Drake were elected later than Mrs Bell.",
      lambda s: s.same("Rev", "Drake") and s.same("Mrs", "Bell") and not s.same("treasurer", "Drake")
                and v(s, "treasurer", "elected") > v(s, "Bell", "elected") and v(s, "Drake", "elected") > v(s, "Bell", "elected")),
     ("Miss Eccles joined the council two years after the councillor from Mill Road.",
      lambda s: s.same("Miss", "Eccles") and v(s, "Eccles", "elected") == v(s, "Mill Road", "elected") + 2),
     ("The tree warden was first elected the year before Mr Crane.",
      lambda s: s.same("Mr", "Crane") and v(s, "tree warden", "elected") + 1 == v(s, "Crane", "elected")),
     ("The chairman has served on the council longer than any of the others.",
      lambda s: s.same("chairman", "2019")),
     ("The footpaths officer doesn't live in Station Road, and the doctor doesn't live in Orchard Way.",
      lambda s: not s.same("footpaths officer", "Station Road") and not s.same("Dr", "Orchard Way")),
     ("The Church Lane councillor has served longer than Dr Abbott.",
      lambda s: s.same("Dr", "Abbott") and v(s, "Church Lane", "elected") < v(s, "Abbott", "elected")),
     ("The clergyman, whose house isn't on The Green, was elected a year before the secretary.",
      lambda s: not s.same("Rev", "The Green") and v(s, "Rev", "elected") + 1 == v(s, "secretary", "elected")),
     ("The tree warden's home is on The Green.",
      lambda s: s.same("tree warden", "The Green")),
     ("The secretary is the newest member of the council.",
      lambda s: s.same("secretary", "2023")),
    ])

# ---------------------------------------------------------------- 06
puzzle("u47-06-caravan-holidays", "Caravans in August",
    "Four couples from the same close in Solihull each towed their caravan to a different seaside resort last August, setting off on a different Saturday of the month. Each couple is known to the neighbours by surname. Can you match each surname with the husband and wife, the resort and the Saturday on which they left?",
    [("surname", ["Kent", "Lister", "Mercer", "Norris"]),
     ("husband", ["Roger", "Simon", "Tom", "Victor"]),
     ("wife", ["Alison", "Brenda", "Cathy", "Dawn"]),
     ("resort", ["Whitby", "Tenby", "Padstow", "Oban"]),
     ("left", ["Saturday 1st August", "Saturday 8th August", "Saturday 15th August", "Saturday 22nd August"])],
    [["Kent", "Victor", "Cathy", "Padstow", "Saturday 15th August"],
     ["Lister", "Roger", "Dawn", "Oban", "Saturday 1st August"],
     ["Mercer", "Tom", "Alison", "Whitby", "Saturday 22nd August"],
     ["Norris", "Simon", "Brenda", "Tenby", "Saturday 8th August"]],
    [("The Kents, who didn't go to Tenby, set off a fortnight after Dawn and her husband.",
      lambda s: not s.same("Kent", "Tenby") and day(s, "Kent", "left") == day(s, "Dawn", "left") + 14),
     ("Mrs Mercer's husband isn't Simon, and the Mercers left later in the month than the couple bound for Padstow.",
      lambda s: not s.same("Mercer", "Simon") and day(s, "Mercer", "left") > day(s, "Padstow", "left")),
     ("Of Roger and Tom, one took his wife to Oban and the other set off on 22nd August.",
      lambda s: one_of_other(s, "Roger", "Tom", "Oban", "Saturday 22nd August")),
     ("Brenda and her husband left a week before Cathy and hers.",
      lambda s: day(s, "Brenda", "left") + 7 == day(s, "Cathy", "left")),
     ("Victor and his wife set off a week later than Simon and his.",
      lambda s: day(s, "Victor", "left") == day(s, "Simon", "left") + 7),
     ("No couple left before the Listers did.",
      lambda s: s.same("Lister", "Saturday 1st August")),
     ("Neither Roger nor the couple who went to Whitby are the Kents.",
      lambda s: not s.same("Roger", "Whitby") and not s.same("Roger", "Kent") and not s.same("Whitby", "Kent")),
     ("Alison and her husband, who were bound for Whitby, were the last of the four couples to set off.",
      lambda s: s.same("Alison", "Whitby") and s.same("Alison", "Saturday 22nd August")),
    ])

# ---------------------------------------------------------------- 07
puzzle("u47-07-quiz-team", "The Red Lion Quiz Team",
    "The Red Lion at Great Ayton in North Yorkshire has won the Cleveland pub quiz league three years running with the same team of five, two men and three women. Each has a different day job and a different specialist subject, and no two are the same age. The vicar is always addressed as Rev and the village GP as Dr. Can you work out each member's full name, job, subject and age?",
    [("first name", ["Alan", "Brian", "Jane", "Kate", "Ruth"]),
     ("surname", ["Hale", "Irving", "Jessop", "Knight", "Lamb"]),
     ("job", ["vicar", "GP", "teacher", "plumber", "farmer"]),
     ("subject", ["history", "sport", "music", "science", "geography"]),
     ("age", ["38", "41", "44", "47", "50"])],
    [["Alan", "Knight", "plumber", "sport", "44"],
     ["Brian", "Hale", "vicar", "music", "50"],
     ["Jane", "Lamb", "GP", "science", "38"],
     ["Kate", "Irving", "teacher", "history", "47"],
     ["Ruth", "Jessop", "farmer", "geography", "41"]],
    [("Both the teacher and Rev Hale are older than the team's sports expert.",
      lambda s: s.same("Hale", "vicar") and not s.same("teacher", "Hale")
                and v(s, "teacher", "age") > v(s, "sport", "age") and v(s, "Hale", "age") > v(s, "sport", "age")),
     ("Dr Lamb is three years younger than the farmer.",
      lambda s: s.same("Lamb", "GP") and v(s, "Lamb", "age") + 3 == v(s, "farmer", "age")),
     ("The music specialist is 6 years older than Alan.",
      lambda s: v(s, "music", "age") == v(s, "Alan", "age") + 6),
     ("Kate, who isn't the GP, answers the history questions.",
      lambda s: not s.same("Kate", "GP") and s.same("Kate", "history")),
     ("Ruth Jessop is younger than Mr Knight.",
      lambda s: s.same("Ruth", "Jessop") and man(s, "Knight", "first name") and v(s, "Ruth", "age") < v(s, "Knight", "age")),
     ("The oldest member of the team is the vicar.",
      lambda s: s.same("vicar", "50")),
     ("The science questions go to the youngest member of the team, a woman.",
      lambda s: s.same("science", "38") and woman(s, "science", "first name")),
     ("The plumber, one of the two men, is three years older than the farmer.",
      lambda s: man(s, "plumber", "first name") and v(s, "plumber", "age") == v(s, "farmer", "age") + 3),
     ("The geography expert is younger than the sports expert.",
      lambda s: v(s, "geography", "age") < v(s, "sport", "age")),
    ])

# ---------------------------------------------------------------- 08
puzzle("u47-08-driving-tests", "Test Week in Taunton",
    "Five learner drivers from the Somerset town of Wellington, three young women and two young men, took their practical driving tests at the Taunton test centre in the first week of March, one on each weekday from Monday 2nd to Friday 6th. Each had taken a different number of lessons and each learned in a different make of car. From the clues, find each learner's full name, the day of the test, the number of lessons taken and the car.",
    [("first name", ["Chloe", "Emma", "Ian", "Megan", "Owen"]),
     ("surname", ["Baxter", "Collins", "Dawson", "Elliott", "Foster"]),
     ("test day", ["Monday 2nd", "Tuesday 3rd", "Wednesday 4th", "Thursday 5th", "Friday 6th"]),
     ("lessons", ["12 lessons", "18 lessons", "24 lessons", "30 lessons", "36 lessons"]),
     ("car", ["Fiesta", "Corsa", "Polo", "Micra", "Yaris"])],
    [["Chloe", "Dawson", "Wednesday 4th", "30 lessons", "Polo"],
     ["Emma", "Baxter", "Monday 2nd", "18 lessons", "Yaris"],
     ["Ian", "Foster", "Friday 6th", "12 lessons", "Corsa"],
     ["Megan", "Elliott", "Thursday 5th", "36 lessons", "Fiesta"],
     ["Owen", "Collins", "Tuesday 3rd", "24 lessons", "Micra"]],
    [("The four who needed more than twelve lessons were Chloe, Mr Collins, the learner who drove a Yaris and the one tested on the Thursday.",
      lambda s: man(s, "Collins", "first name") and diff(s, "Chloe", "Collins", "Yaris", "Thursday 5th")
                and all(v(s, x, "lessons") > 12 for x in ["Chloe", "Collins", "Yaris", "Thursday 5th"])),
     ("Ian's test came two days after the Polo driver's.",
      lambda s: dom(s, "Ian", "test day") == dom(s, "Polo", "test day") + 2),
     ("Miss Elliott had twice as many lessons as Emma.",
      lambda s: woman(s, "Elliott", "first name") and v(s, "Elliott", "lessons") == 2 * v(s, "Emma", "lessons")),
     ("The learner in the Fiesta took six lessons more than the one in the Polo.",
      lambda s: v(s, "Fiesta", "lessons") == v(s, "Polo", "lessons") + 6),
     ("Emma, who isn't Miss Dawson, was tested the day before Owen.",
      lambda s: not s.same("Emma", "Dawson") and dom(s, "Emma", "test day") + 1 == dom(s, "Owen", "test day")),
     ("Mr Foster had the fewest lessons of the five.",
      lambda s: man(s, "Foster", "first name") and s.same("Foster", "12 lessons")),
     ("Owen needed exactly twice as many lessons as Mr Foster.",
      lambda s: v(s, "Owen", "lessons") == 2 * v(s, "Foster", "lessons")),
     ("At least one of Ian and the learner who drove the Micra was tested on the Tuesday.",
      lambda s: not s.same("Ian", "Micra") and (s.same("Ian", "Tuesday 3rd") or s.same("Micra", "Tuesday 3rd"))),
    ])

# ---------------------------------------------------------------- 09
puzzle("u47-09-allotments", "Heavyweights at Hinton Allotments",
    "The five plots along the top path of the allotments at Hinton-on-the-Green in Worcestershire are numbered 1 to 5 from left to right. At the village show in September each plot-holder, two men and three women, won first prize in a different vegetable class, and the show secretary noted the weight of each winning entry. From the clues, find each plot-holder's full name, plot number and winning vegetable, and what it weighed.",
    [("first name", ["Frank", "George", "Irene", "Joyce", "Mavis"]),
     ("surname", ["Hooper", "Ives", "Judd", "Kemp", "Layton"]),
     ("plot", ["1", "2", "3", "4", "5"]),
     ("vegetable", ["marrow", "pumpkin", "cabbage", "swede", "squash"]),
     ("weight", ["6 lb", "9 lb", "12 lb", "15 lb", "18 lb"])],
    [["Frank", "Judd", "4", "squash", "6 lb"],
     ["George", "Layton", "1", "pumpkin", "18 lb"],
     ["Irene", "Hooper", "3", "marrow", "15 lb"],
     ["Joyce", "Kemp", "5", "swede", "9 lb"],
     ["Mavis", "Ives", "2", "cabbage", "12 lb"]],
    [("Mrs Hooper's plot is immediately to the right of Mrs Ives's.",
      lambda s: woman(s, "Hooper", "first name") and woman(s, "Ives", "first name") and v(s, "Hooper", "plot") == v(s, "Ives", "plot") + 1),
     ("The prize pumpkin weighed three times as much as the winning squash.",
      lambda s: v(s, "pumpkin", "weight") == 3 * v(s, "squash", "weight")),
     ("Of Frank and Joyce, one grew the swede and the other works plot 4.",
      lambda s: one_of_other(s, "Frank", "Joyce", "swede", "4")),
     ("The heaviest winning entry of all came from Mr Layton's plot, number 1.",
      lambda s: man(s, "Layton", "first name") and s.same("Layton", "1") and s.same("1", "18 lb")),
     ("Mr Judd's vegetable was 9 lb lighter than Irene's.",
      lambda s: man(s, "Judd", "first name") and v(s, "Judd", "weight") + 9 == v(s, "Irene", "weight")),
     ("The marrow's plot lies somewhere between the cabbage's and Mr Judd's.",
      lambda s: min(v(s, "cabbage", "plot"), v(s, "Judd", "plot")) < v(s, "marrow", "plot") < max(v(s, "cabbage", "plot"), v(s, "Judd", "plot"))),
     ("Mavis's entry tipped the scales at 3 lb more than the swede, which wasn't Irene's.",
      lambda s: not s.same("Irene", "swede") and v(s, "Mavis", "weight") == v(s, "swede", "weight") + 3),
     ("Irene's plot is further along the path from plot 1 than Mavis's.",
      lambda s: v(s, "Irene", "plot") > v(s, "Mavis", "plot")),
    ])

# ---------------------------------------------------------------- 10
puzzle("u47-10-retirements", "Farewells at Pryor & Webb",
    "This spring four long-serving employees, two men and two women, retired from Pryor & Webb, the biscuit makers of Reading. Each had spent their whole career in a different department, each left on a different date, and each was presented with a different gift by the managing director at a farewell tea in the canteen. From the clues, can you give each retiree's full name and department, the date on which they retired and the gift they received?",
    [("first name", ["Dorothy", "Eric", "Margaret", "Norman"]),
     ("surname", ["Pryce", "Quinn", "Rowe", "Shaw"]),
     ("department", ["accounts", "despatch", "personnel", "sales"]),
     ("retired", ["14 March", "2 April", "29 April", "18 May"]),
     ("gift", ["carriage clock", "garden bench", "tea set", "watch"])],
    [["Dorothy", "Rowe", "personnel", "29 April", "garden bench"],
     ["Eric", "Shaw", "despatch", "14 March", "carriage clock"],
     ["Margaret", "Pryce", "sales", "18 May", "watch"],
     ["Norman", "Quinn", "accounts", "2 April", "tea set"]],
    [("The man from despatch retired the month before Mr Quinn.",
      lambda s: man(s, "despatch", "first name") and man(s, "Quinn", "first name") and month(s, "despatch", "retired") + 1 == month(s, "Quinn", "retired")),
     ("Mrs Pryce left the firm in the month following the departure of the person who was given the garden bench.",
      lambda s: woman(s, "Pryce", "first name") and month(s, "Pryce", "retired") == month(s, "garden bench", "retired") + 1),
     ("Dorothy retired in the same month as the accounts clerk, but later in the month.",
      lambda s: month(s, "Dorothy", "retired") == month(s, "accounts", "retired") and day(s, "Dorothy", "retired") > day(s, "accounts", "retired")),
     ("The carriage clock went to Mr Shaw, who was the first of the four to retire.",
      lambda s: man(s, "Shaw", "first name") and s.same("carriage clock", "Shaw") and s.same("Shaw", "14 March")),
     ("The watch didn't go to anyone from accounts or personnel.",
      lambda s: not s.same("watch", "accounts") and not s.same("watch", "personnel")),
     ("Norman's farewell tea was held some weeks after Eric's.",
      lambda s: day(s, "Norman", "retired") > day(s, "Eric", "retired")),
     ("The tea set was handed over earlier than the garden bench.",
      lambda s: day(s, "tea set", "retired") < day(s, "garden bench", "retired")),
    ])

# ---------------------------------------------------------------- 11
puzzle("u47-11-house-hunting", "Moving Day in Harrogate",
    "Last October the Harrogate estate agents Lumb & Ferris sold four houses in different streets of the town, each to a different first-time buyer, two men and two women. Each sale completed on a different Friday of the month, and each house fetched a different price. From the clues, identify each buyer by full name, and give the street, the price and the completion date of each purchase.",
    [("first name", ["Daniel", "Gemma", "Lucy", "Philip"]),
     ("surname", ["Ashworth", "Brennan", "Carver", "Doyle"]),
     ("street", ["Albert Road", "Beech Grove", "Cold Bath Road", "Duchy Road"]),
     ("price", ["£185,000", "£205,000", "£225,000", "£245,000"]),
     ("completed", ["Friday 3rd", "Friday 10th", "Friday 17th", "Friday 24th"])],
    [["Daniel", "Carver", "Beech Grove", "£185,000", "Friday 17th"],
     ["Gemma", "Ashworth", "Duchy Road", "£245,000", "Friday 3rd"],
     ["Lucy", "Doyle", "Albert Road", "£205,000", "Friday 24th"],
     ["Philip", "Brennan", "Cold Bath Road", "£225,000", "Friday 10th"]],
    [("The buyer who paid £20,000 more than Daniel completed a week after him.",
      lambda s: any(pounds(s, x, "price") == pounds(s, "Daniel", "price") + 20000 and dom(s, x, "completed") == dom(s, "Daniel", "completed") + 7
                    for x in ["Gemma", "Lucy", "Philip"])),
     ("The person surnamed Ashworth paid the highest price of the four.",
      lambda s: s.same("Ashworth", "£245,000")),
     ("Philip's surname is not Doyle, and his purchase went through a week later than Gemma's.",
      lambda s: not s.same("Philip", "Doyle") and dom(s, "Philip", "completed") == dom(s, "Gemma", "completed") + 7),
     ("The house in Albert Road wasn't the cheapest.",
      lambda s: not s.same("Albert Road", "£185,000")),
     ("The house in Cold Bath Road was bought by a man.",
      lambda s: man(s, "Cold Bath Road", "first name")),
     ("Daniel bought in neither Cold Bath Road nor Duchy Road.",
      lambda s: not s.same("Daniel", "Cold Bath Road") and not s.same("Daniel", "Duchy Road")),
     ("The Beech Grove sale completed earlier in the month than the Albert Road one.",
      lambda s: dom(s, "Beech Grove", "completed") < dom(s, "Albert Road", "completed")),
     ("Mr Brennan's new home cost £40,000 more than Mr Carver's.",
      lambda s: man(s, "Brennan", "first name") and man(s, "Carver", "first name") and pounds(s, "Brennan", "price") == pounds(s, "Carver", "price") + 40000),
     ("Gemma was the first of the buyers to get her keys.",
      lambda s: s.same("Gemma", "Friday 3rd")),
     ("Daniel picked up the cheapest of the four houses.",
      lambda s: s.same("Daniel", "£185,000")),
    ])

# ---------------------------------------------------------------- 12
puzzle("u47-12-spring-weddings", "Wedding Bells at St Mary's",
    "The bells of St Mary's at Royston in Hertfordshire rang for four weddings last spring, two in May and two in June. Each bride's father follows a different profession, and each groom comes from a different village near the town. From the clues, can you match each bride with her groom, say what her father does, and give the date of the wedding and the groom's home village?",
    [("bride", ["Abigail", "Beatrice", "Charlotte", "Eleanor"]),
     ("groom", ["Hugh", "Neil", "Philip", "Tom"]),
     ("father", ["vicar", "doctor", "farmer", "headmaster"]),
     ("date", ["2nd May", "16th May", "6th June", "20th June"]),
     ("groom's village", ["Ashwell", "Barley", "Reed", "Therfield"])],
    [["Abigail", "Philip", "farmer", "16th May", "Reed"],
     ["Beatrice", "Tom", "vicar", "6th June", "Ashwell"],
     ["Charlotte", "Hugh", "headmaster", "2nd May", "Therfield"],
     ["Eleanor", "Neil", "doctor", "20th June", "Barley"]],
    [("The vicar's daughter was married the month after the farmer's daughter.",
      lambda s: month(s, "vicar", "date") == month(s, "farmer", "date") + 1),
     ("Hugh's wedding took place a fortnight before Philip's.",
      lambda s: day(s, "Hugh", "date") + 14 == day(s, "Philip", "date")),
     ("Eleanor married the man from Barley two weeks after the vicar's daughter's wedding.",
      lambda s: s.same("Eleanor", "Barley") and day(s, "Eleanor", "date") == day(s, "vicar", "date") + 14),
     ("The groom from Reed isn't Tom.",
      lambda s: not s.same("Reed", "Tom")),
     ("The headmaster's daughter walked up the aisle two weeks before Abigail did.",
      lambda s: day(s, "headmaster", "date") + 14 == day(s, "Abigail", "date")),
     ("Charlotte was the first of the four brides of the season.",
      lambda s: s.same("Charlotte", "2nd May")),
     ("Neil married the doctor's daughter, and Hugh comes from Therfield.",
      lambda s: s.same("Neil", "doctor") and s.same("Hugh", "Therfield")),
    ])
