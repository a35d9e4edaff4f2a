# Blind test set unseen67: logic-grid puzzles invented for this set.
# Each clue: the English sentence and a predicate saying what it means.
# Executed by truth.py (which provides State, nv, one_of_other, puzzle)
# and by needed.py.
import re

MONTHS = ["january", "february", "march", "april", "may", "june", "july",
          "august", "september", "october", "november", "december"]
DAYS = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"]

def num(x):
    """The number an item stands for, written for this set: '£4.20' -> 4.2,
    '$3.50' -> 3.5, '7.45am' -> 465 (minutes after midnight), '12.30pm' ->
    750, '3rd' -> 3, '12km' -> 12, '5 nights' -> 5, 'Tuesday' -> 2,
    'May' -> 5."""
    t = x.strip().lower().replace(",", "")
    if t in DAYS:
        return DAYS.index(t) + 1
    if t in MONTHS:
        return MONTHS.index(t) + 1
    m = re.match(r"^(\d+)(?:[.:](\d\d))?\s*([ap])m$", t)
    if m:
        h = int(m.group(1)) % 12 + (12 if m.group(3) == "p" else 0)
        return h * 60 + int(m.group(2) or 0)
    m = re.search(r"\d+(?:\.\d+)?", t)
    return float(m.group())

def V(s, x, cat):
    """The value in category cat of the entity that has item x."""
    return num(s.g(x, cat))

def D(s, a, b, cat):
    """How much more a's value in cat is than b's (rounded, for prices)."""
    return round(V(s, a, cat) - V(s, b, cat), 2)

def is_max(s, x, cat):
    items = [it for n, its in s.cats if n == cat for it in its]
    return V(s, x, cat) == max(num(it) for it in items)

def is_min(s, x, cat):
    items = [it for n, its in s.cats if n == cat for it in its]
    return V(s, x, cat) == min(num(it) for it in items)

def distinct(s, *xs):
    rows = [s.r(x) for x in xs]
    return len(set(rows)) == len(rows)

def xor(a, b):
    return bool(a) != bool(b)


# ---------------------------------------------------------------- 01
CRICKET_LASSES = {"Tash", "Bridie"}
puzzle(
    "u67-01-cricket-innings",
    "Saturday's Innings at Wattle Park",
    "Four members of the Wattle Park mixed cricket team batted in the middle order on Saturday, at numbers 3 to 6. Each made a different score before getting out a different way.",
    [("batter", ["Ned", "Tash", "Liam", "Bridie"]),
     ("position", ["3rd", "4th", "5th", "6th"]),
     ("runs", ["8", "17", "26", "35"]),
     ("dismissal", ["bowled", "caught", "lbw", "run out"])],
    [["Ned", "5th", "26", "caught"],
     ["Tash", "3rd", "35", "lbw"],
     ["Liam", "6th", "8", "run out"],
     ["Bridie", "4th", "17", "bowled"]],
    [
     ("The batter who went in at number 4 made exactly 9 runs fewer than Ned.",
      lambda s: D(s, "Ned", "4th", "runs") == 9),
     ("Of the lass who was trapped lbw and Ned, one batted 5th and the other scored 35.",
      lambda s: s.g("lbw", "batter") in CRICKET_LASSES and one_of_other(s, "lbw", "Ned", "5th", "35")),
     ("Bridie made more runs than the player who was run out, but fewer than the one who was caught.",
      lambda s: V(s, "run out", "runs") < V(s, "Bridie", "runs") < V(s, "caught", "runs")),
     ("Neither the number 6 nor the player who made 26 was bowled.",
      lambda s: not s.same("6th", "bowled") and not s.same("26", "bowled")),
     ("Ned went in later than Tash did.",
      lambda s: V(s, "Ned", "position") > V(s, "Tash", "position")),
    ])

# ---------------------------------------------------------------- 02
FETE_MEN = {"Graham", "Ian"}
puzzle(
    "u67-02-fete-stalls",
    "Stalls at the St Columba's Summer Fete",
    "Four parents each ran one stall at the St Columba's Primary summer fete, each starting their turn at a different time, and each stall's takings were counted at the end of the day.",
    [("parent", ["Fiona", "Graham", "Heather", "Ian"]),
     ("stall", ["cakes", "plants", "books", "tombola"]),
     ("takings", ["£85", "£110", "£135", "£160"]),
     ("start", ["10.30am", "11.30am", "12.30pm", "1.30pm"])],
    [["Fiona", "plants", "£135", "11.30am"],
     ["Graham", "tombola", "£160", "1.30pm"],
     ["Heather", "cakes", "£85", "10.30am"],
     ["Ian", "books", "£110", "12.30pm"]],
    [
     ("The cake stall took £50 less than the plant stall.",
      lambda s: D(s, "plants", "cakes", "takings") == 50),
     ("Whoever ran the tombola started an hour after Ian.",
      lambda s: D(s, "tombola", "Ian", "start") == 60),
     ("Heather, who started in the morning, didn't run the book stall.",
      lambda s: V(s, "Heather", "start") < 12 * 60 and not s.same("Heather", "books")),
     ("The stall that took the most money was run by one of the men.",
      lambda s: s.g("£160", "parent") in FETE_MEN),
     ("Fiona's stall made more than Ian's.",
      lambda s: V(s, "Fiona", "takings") > V(s, "Ian", "takings")),
     ("The parent who started at 10.30am ran neither the plants nor the tombola.",
      lambda s: not s.same("10.30am", "plants") and not s.same("10.30am", "tombola")),
     ("Graham started after Fiona.",
      lambda s: V(s, "Graham", "start") > V(s, "Fiona", "start")),
     ("The books made £25 more than the cakes did.",
      lambda s: D(s, "books", "cakes", "takings") == 25),
     ("Either Ian or Fiona started at 11.30am.",
      lambda s: xor(s.same("Ian", "11.30am"), s.same("Fiona", "11.30am"))),
    ])


# ---------------------------------------------------------------- 03
puzzle(
    "u67-03-caravan-park",
    "Powered Sites at Banksia Bay",
    "Five families have pulled into the powered sites along the back row of the Banksia Bay Caravan Park over Easter. The sites are numbered 1 to 5 in a single row, site 1 being at the far end by the amenities block. Each family comes from a different country town and is staying a different number of nights.",
    [("family", ["Hendersons", "Kovacs", "Nguyens", "O'Briens", "Pattersons"]),
     ("site", ["1", "2", "3", "4", "5"]),
     ("stay", ["2 nights", "3 nights", "4 nights", "5 nights", "6 nights"]),
     ("town", ["Ballarat", "Dubbo", "Mildura", "Orange", "Wagga"])],
    [["Hendersons", "4", "4 nights", "Dubbo"],
     ["Kovacs", "1", "6 nights", "Mildura"],
     ["Nguyens", "3", "2 nights", "Ballarat"],
     ["O'Briens", "5", "5 nights", "Wagga"],
     ["Pattersons", "2", "3 nights", "Orange"]],
    [
     ("The family from Dubbo are on the site right next to the Nguyens'.",
      lambda s: abs(D(s, "Dubbo", "Nguyens", "site")) == 1),
     ("The Kovacs family are staying twice as long as the Pattersons.",
      lambda s: V(s, "Kovacs", "stay") == 2 * V(s, "Pattersons", "stay")),
     ("The family on site 5 are staying one night longer than the Hendersons.",
      lambda s: D(s, "5", "Hendersons", "stay") == 1),
     ("The Mildura family have the site at the far end, by the amenities block.",
      lambda s: s.same("Mildura", "1")),
     ("The O'Briens aren't from Orange, and the family staying just 2 nights are from Ballarat.",
      lambda s: not s.same("O'Briens", "Orange") and s.same("2 nights", "Ballarat")),
     ("The Pattersons are two sites closer to the amenities block than the Hendersons.",
      lambda s: D(s, "Hendersons", "Pattersons", "site") == 2),
     ("The Nguyens are on the middle site.",
      lambda s: s.same("Nguyens", "3")),
     ("The family from Orange are staying a night less than the family from Dubbo.",
      lambda s: D(s, "Dubbo", "Orange", "stay") == 1),
    ])

# ---------------------------------------------------------------- 04
MARKET_WOMEN = {"Marge", "Priya"}
puzzle(
    "u67-04-farmers-market",
    "Early Birds at the Farmers Market",
    "Four stallholders at the Saturday farmers market in Bellingen each arrived at a different time to set up, and each sells a different product by the bag or jar at a different price.",
    [("stallholder", ["Marge", "Colin", "Priya", "Stu"]),
     ("produce", ["apples", "honey", "tomatoes", "avocados"]),
     ("price", ["$3.50", "$4.00", "$4.50", "$5.00"]),
     ("arrival", ["5.30am", "5.45am", "6.00am", "6.15am"])],
    [["Marge", "honey", "$5.00", "6.00am"],
     ["Colin", "apples", "$3.50", "5.45am"],
     ["Priya", "avocados", "$4.50", "5.30am"],
     ["Stu", "tomatoes", "$4.00", "6.15am"]],
    [
     ("Colin arrived a quarter of an hour later than Priya.",
      lambda s: D(s, "Colin", "Priya", "arrival") == 15),
     ("The honey costs $1.50 more than the apples.",
      lambda s: D(s, "honey", "apples", "price") == 1.5),
     ("The tomato grower, who isn't Marge, was the last to get there.",
      lambda s: not s.same("tomatoes", "Marge") and s.same("tomatoes", "6.15am")),
     ("Priya's produce is dearer than Stu's.",
      lambda s: V(s, "Priya", "price") > V(s, "Stu", "price")),
     ("The woman who sells avocados turned up before Colin did.",
      lambda s: s.g("avocados", "stallholder") in MARKET_WOMEN and V(s, "avocados", "arrival") < V(s, "Colin", "arrival")),
     ("Either Marge or the stallholder who arrived at 5.45am sells apples.",
      lambda s: xor(s.same("Marge", "apples"), s.same("5.45am", "apples"))),
     ("Nothing costs less than what Colin sells.",
      lambda s: is_min(s, "Colin", "price")),
    ])

# ---------------------------------------------------------------- 05
CHOIR_MEN = {"Bernard", "Clive"}
puzzle(
    "u67-05-village-choir",
    "Solos for the Harvest Concert",
    "Five members of the Ashbourne Village Choir have each been given a solo at this year's harvest concert. Each sings a different voice part and has been with the choir a different number of years.",
    [("singer", ["Agnes", "Bernard", "Clive", "Dora", "Esme"]),
     ("part", ["soprano", "mezzo", "alto", "tenor", "bass"]),
     ("years", ["2 years", "5 years", "8 years", "11 years", "14 years"]),
     ("solo", ["Danny Boy", "Jerusalem", "Ave Maria", "Calon Lan", "Scarborough Fair"])],
    [["Agnes", "alto", "14 years", "Jerusalem"],
     ["Bernard", "bass", "5 years", "Danny Boy"],
     ["Clive", "tenor", "11 years", "Calon Lan"],
     ["Dora", "soprano", "2 years", "Ave Maria"],
     ["Esme", "mezzo", "8 years", "Scarborough Fair"]],
    [
     ("The tenor has been in the choir 6 years longer than Bernard.",
      lambda s: D(s, "tenor", "Bernard", "years") == 6),
     ("Whoever is singing Ave Maria is the choir's newest member.",
      lambda s: is_min(s, "Ave Maria", "years")),
     ("Esme has sung with the choir for longer than the soprano, but not as long as Clive.",
      lambda s: V(s, "soprano", "years") < V(s, "Esme", "years") < V(s, "Clive", "years")),
     ("Of Agnes and the bass, one has been a member for 14 years and the other sings Danny Boy.",
      lambda s: one_of_other(s, "Agnes", "bass", "14 years", "Danny Boy")),
     ("The mezzo isn't the one singing Jerusalem, and nor is Clive.",
      lambda s: not s.same("mezzo", "Jerusalem") and not s.same("Clive", "Jerusalem")),
     ("The alto joined three years before the singer doing Calon Lan.",
      lambda s: D(s, "alto", "Calon Lan", "years") == 3),
     ("Neither of the men sings soprano, mezzo or alto.",
      lambda s: all(s.g(m, "part") in ("tenor", "bass") for m in CHOIR_MEN)),
    ])

# ---------------------------------------------------------------- 06
SURF_BLOKES = {"Jack", "Mick"}
puzzle(
    "u67-06-surf-patrol",
    "Weekday Patrols at Mullaway",
    "Four volunteers at the Mullaway Surf Life Saving Club each take one weekday patrol, Monday to Thursday, on a different piece of rescue gear. At the start of the season each also swam the 400m proficiency test, in a different time.",
    [("lifesaver", ["Jack", "Kirra", "Mick", "Shaz"]),
     ("day", ["Monday", "Tuesday", "Wednesday", "Thursday"]),
     ("swim", ["8 minutes", "9 minutes", "10 minutes", "11 minutes"]),
     ("gear", ["board", "ski", "IRB", "tube"])],
    [["Jack", "Wednesday", "10 minutes", "ski"],
     ["Kirra", "Monday", "8 minutes", "board"],
     ["Mick", "Thursday", "9 minutes", "IRB"],
     ["Shaz", "Tuesday", "11 minutes", "tube"]],
    [
     ("The lifesaver on the IRB patrols the day after Jack.",
      lambda s: D(s, "IRB", "Jack", "day") == 1),
     ("Kirra swam the 400m a minute faster than Mick.",
      lambda s: D(s, "Mick", "Kirra", "swim") == 1),
     ("The slowest swimmer patrols on the Tuesday.",
      lambda s: s.same("11 minutes", "Tuesday")),
     ("Neither the Monday lifesaver nor the one with the tube is a bloke.",
      lambda s: s.g("Monday", "lifesaver") not in SURF_BLOKES and s.g("tube", "lifesaver") not in SURF_BLOKES),
     ("Whoever swam it in 10 minutes patrols later in the week than the board rider.",
      lambda s: V(s, "10 minutes", "day") > V(s, "board", "day")),
     ("Shaz took a minute longer than Jack.",
      lambda s: D(s, "Shaz", "Jack", "swim") == 1),
     ("Kirra isn't the one with the tube.",
      lambda s: not s.same("Kirra", "tube")),
     ("Mick's patrol comes later in the week than Kirra's.",
      lambda s: V(s, "Mick", "day") > V(s, "Kirra", "day")),
    ])

# ---------------------------------------------------------------- 07
BUSH_WOMEN = {"Rosa", "Tamsin"}
puzzle(
    "u67-07-bush-walk",
    "Early Starts in the Blue Mountains",
    "Four members of a bushwalking club each set off on a different track one Sunday morning, at quarter-hour intervals from the same car park. The tracks are all different lengths.",
    [("walker", ["Rosa", "Dean", "Tamsin", "Kev"]),
     ("track", ["Echo Ridge", "Fern Gully", "Lyrebird Loop", "Pinnacle Track"]),
     ("length", ["6km", "9km", "12km", "15km"]),
     ("start", ["7.00am", "7.15am", "7.30am", "7.45am"])],
    [["Rosa", "Fern Gully", "12km", "7.30am"],
     ["Dean", "Pinnacle Track", "15km", "7.00am"],
     ["Tamsin", "Lyrebird Loop", "6km", "7.45am"],
     ["Kev", "Echo Ridge", "9km", "7.15am"]],
    [
     ("Kev set off 15 minutes after the walker doing the 15km.",
      lambda s: D(s, "Kev", "15km", "start") == 15),
     ("Fern Gully is 3km longer than Echo Ridge.",
      lambda s: D(s, "Fern Gully", "Echo Ridge", "length") == 3),
     ("Tamsin started half an hour later than Kev.",
      lambda s: D(s, "Tamsin", "Kev", "start") == 30),
     ("Lyrebird Loop, which one of the women is walking, is shorter than Echo Ridge.",
      lambda s: s.g("Lyrebird Loop", "walker") in BUSH_WOMEN and V(s, "Lyrebird Loop", "length") < V(s, "Echo Ridge", "length")),
     ("Dean's walk is longer than Rosa's.",
      lambda s: V(s, "Dean", "length") > V(s, "Rosa", "length")),
     ("The 7.30am starter is doing Fern Gully.",
      lambda s: s.same("7.30am", "Fern Gully")),
    ])

# ---------------------------------------------------------------- 08
puzzle(
    "u67-08-corner-cafe",
    "Elevenses at the Corner Cafe",
    "Four regulars called in at the Corner Cafe in Hebden for elevenses on Friday. Each ordered one hot drink and one cake, and each bill came to a different amount.",
    [("customer", ["Harriet", "Owen", "Sunita", "Walter"]),
     ("drink", ["latte", "flat white", "tea", "hot chocolate"]),
     ("cake", ["scone", "flapjack", "brownie", "Eccles cake"]),
     ("bill", ["£4.20", "£4.60", "£5.00", "£5.40"])],
    [["Harriet", "tea", "scone", "£4.20"],
     ["Owen", "hot chocolate", "brownie", "£5.40"],
     ["Sunita", "latte", "Eccles cake", "£4.60"],
     ["Walter", "flat white", "flapjack", "£5.00"]],
    [
     ("The one who had the brownie paid 80p more than Sunita.",
      lambda s: D(s, "brownie", "Sunita", "bill") == 0.8),
     ("Harriet's bill was smaller than the flat white drinker's.",
      lambda s: V(s, "Harriet", "bill") < V(s, "flat white", "bill")),
     ("Walter paid 40p more than the latte drinker.",
      lambda s: D(s, "Walter", "latte", "bill") == 0.4),
     ("Neither Owen nor Harriet had the Eccles cake.",
      lambda s: not s.same("Owen", "Eccles cake") and not s.same("Harriet", "Eccles cake")),
     ("The hot chocolate drinker paid more than the one who had the scone.",
      lambda s: V(s, "hot chocolate", "bill") > V(s, "scone", "bill")),
     ("The cheapest bill wasn't Sunita's, and the flapjack was eaten by a man.",
      lambda s: not s.same("£4.20", "Sunita") and s.g("flapjack", "customer") in ("Owen", "Walter")),
     ("The flat white and the flapjack went to the same customer.",
      lambda s: s.same("flat white", "flapjack")),
    ])

# ---------------------------------------------------------------- 09
BOOK_WOMEN = {"Joan", "Lorna", "Nell"}
puzzle(
    "u67-09-book-club",
    "The Library Book Club's Picks",
    "Five members of the Kingsbridge Library book club each chose the book for one meeting between March and July. Every pick was from a different genre and had a different number of pages.",
    [("member", ["Joan", "Keith", "Lorna", "Martin", "Nell"]),
     ("genre", ["crime", "romance", "history", "sci-fi", "poetry"]),
     ("month", ["March", "April", "May", "June", "July"]),
     ("pages", ["220", "280", "340", "400", "460"])],
    [["Joan", "history", "May", "460"],
     ["Keith", "crime", "March", "340"],
     ["Lorna", "poetry", "July", "220"],
     ["Martin", "sci-fi", "April", "400"],
     ["Nell", "romance", "June", "280"]],
    [
     ("The crime novel was discussed two months before the history book.",
      lambda s: D(s, "history", "crime", "month") == 2),
     ("The longest book was chosen by a woman, but not for June.",
      lambda s: s.g("460", "member") in BOOK_WOMEN and not s.same("460", "June")),
     ("Martin's pick is 120 pages longer than Nell's.",
      lambda s: D(s, "Martin", "Nell", "pages") == 120),
     ("The poetry collection, the 340-page book and Martin's choice were picked by three different members.",
      lambda s: distinct(s, "poetry", "340", "Martin")),
     ("The shortest book was saved for last, in July.",
      lambda s: s.same("220", "July")),
     ("Keith's month came straight before Martin's.",
      lambda s: D(s, "Martin", "Keith", "month") == 1),
     ("The romance was discussed in the month straight after the history book.",
      lambda s: D(s, "romance", "history", "month") == 1),
     ("Lorna's book is shorter than Keith's.",
      lambda s: V(s, "Lorna", "pages") < V(s, "Keith", "pages")),
     ("The crime novel was one of the men's choices.",
      lambda s: s.g("crime", "member") in ("Keith", "Martin")),
     ("The poetry came up later in the year than the romance.",
      lambda s: V(s, "poetry", "month") > V(s, "romance", "month")),
    ])

# ---------------------------------------------------------------- 10
TIP_BLOKES = {"Bazza", "Dimitri", "Gus"}
puzzle(
    "u67-10-footy-tipping",
    "The Office Footy Tipping Comp",
    "Five workmates ran an office footy tipping competition this season. Each works in a different department, barracks for a different AFL club and finished with a different number of correct tips.",
    [("tipster", ["Bazza", "Chloe", "Dimitri", "Fran", "Gus"]),
     ("tips", ["38", "41", "44", "47", "50"]),
     ("team", ["Swans", "Magpies", "Bombers", "Cats", "Lions"]),
     ("department", ["Accounts", "IT", "Sales", "Payroll", "Reception"])],
    [["Bazza", "44", "Bombers", "Sales"],
     ["Chloe", "50", "Cats", "IT"],
     ["Dimitri", "38", "Swans", "Payroll"],
     ["Fran", "47", "Lions", "Reception"],
     ["Gus", "41", "Magpies", "Accounts"]],
    [
     ("The Cats supporter topped the comp.",
      lambda s: is_max(s, "Cats", "tips")),
     ("Bazza finished three tips ahead of the bloke from Accounts.",
      lambda s: s.g("Accounts", "tipster") in TIP_BLOKES and D(s, "Bazza", "Accounts", "tips") == 3),
     ("Fran, who works on Reception, tipped better than Bazza but not as well as whoever is in IT.",
      lambda s: s.same("Fran", "Reception") and V(s, "Bazza", "tips") < V(s, "Fran", "tips") < V(s, "IT", "tips")),
     ("The Swans fan came last, six tips behind the Bombers fan.",
      lambda s: is_min(s, "Swans", "tips") and D(s, "Bombers", "Swans", "tips") == 6),
     ("Of the Payroll worker and Gus, one barracks for the Magpies and the other finished on 38.",
      lambda s: one_of_other(s, "Payroll", "Gus", "Magpies", "38")),
     ("Dimitri got fewer tips right than Gus.",
      lambda s: V(s, "Dimitri", "tips") < V(s, "Gus", "tips")),
    ])

# ---------------------------------------------------------------- 11
SHOW_MEN = {"Mr Ainsley", "Mr Dunn"}
puzzle(
    "u67-11-vegetable-show",
    "The Allotment Society Show",
    "At the Thornbury Allotment Society's autumn show, four plot-holders each entered a different vegetable in the heaviest-exhibit class and were placed 1st to 4th by the judge.",
    [("gardener", ["Mr Ainsley", "Mrs Bell", "Miss Carr", "Mr Dunn"]),
     ("vegetable", ["marrow", "onion", "leek", "pumpkin"]),
     ("placing", ["1st", "2nd", "3rd", "4th"]),
     ("plot", ["plot 6", "plot 11", "plot 14", "plot 23"])],
    [["Mr Ainsley", "leek", "2nd", "plot 14"],
     ["Mrs Bell", "marrow", "4th", "plot 6"],
     ["Miss Carr", "onion", "1st", "plot 23"],
     ["Mr Dunn", "pumpkin", "3rd", "plot 11"]],
    [
     ("The onion grower finished two places ahead of Mr Dunn.",
      lambda s: D(s, "Mr Dunn", "onion", "placing") == 2),
     ("The leek came in directly before the pumpkin.",
      lambda s: D(s, "pumpkin", "leek", "placing") == 1),
     ("The holder of plot 23 beat the gardener on plot 14.",
      lambda s: V(s, "plot 23", "placing") < V(s, "plot 14", "placing")),
     ("Neither of the men has plot 6 or plot 23.",
      lambda s: all(s.g(m, "plot") not in ("plot 6", "plot 23") for m in SHOW_MEN)),
     ("The marrow didn't win, and its grower's plot number is lower than Mr Dunn's.",
      lambda s: not s.same("marrow", "1st") and V(s, "marrow", "plot") < V(s, "Mr Dunn", "plot")),
     ("Mrs Bell finished below Mr Ainsley.",
      lambda s: V(s, "Mrs Bell", "placing") > V(s, "Mr Ainsley", "placing")),
     ("The gardener on plot 11 came 3rd.",
      lambda s: s.same("plot 11", "3rd")),
    ])

# ---------------------------------------------------------------- 12
puzzle(
    "u67-12-fun-run",
    "The Riverside Charity Fun Run",
    "Five friends entered the 10km Riverside fun run together, each raising money for a different charity. Among the five of them they finished 1st to 5th, and no two of them are the same age.",
    [("runner", ["Aidan", "Bronwyn", "Cal", "Delia", "Eamon"]),
     ("place", ["1st", "2nd", "3rd", "4th", "5th"]),
     ("age", ["24", "27", "30", "33", "36"]),
     ("charity", ["Cancer Council", "RSPCA", "Lifeline", "Starlight", "Red Cross"])],
    [["Aidan", "3rd", "33", "RSPCA"],
     ["Bronwyn", "1st", "27", "Lifeline"],
     ["Cal", "5th", "24", "Red Cross"],
     ["Delia", "2nd", "36", "Starlight"],
     ["Eamon", "4th", "30", "Cancer Council"]],
    [
     ("The youngest of the five finished last.",
      lambda s: s.same("24", "5th")),
     ("Delia crossed the line directly before the RSPCA runner.",
      lambda s: D(s, "RSPCA", "Delia", "place") == 1),
     ("Bronwyn is 9 years younger than Delia.",
      lambda s: D(s, "Delia", "Bronwyn", "age") == 9),
     ("The one who finished straight after Aidan is running for the Cancer Council.",
      lambda s: D(s, "Cancer Council", "Aidan", "place") == 1),
     ("The Lifeline runner finished three places ahead of the 30-year-old.",
      lambda s: D(s, "30", "Lifeline", "place") == 3),
     ("Aidan finished somewhere behind Bronwyn.",
      lambda s: V(s, "Aidan", "place") > V(s, "Bronwyn", "place")),
     ("Eamon is 3 years older than Bronwyn.",
      lambda s: D(s, "Eamon", "Bronwyn", "age") == 3),
     ("Aidan came in after the runner collecting for Starlight.",
      lambda s: V(s, "Aidan", "place") > V(s, "Starlight", "place")),
    ])
