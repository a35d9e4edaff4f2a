# unseen83: twelve British puzzle-magazine logic problems.
# Executed by testdata/unseen/truth.py, which supplies State, nv,
# one_of_other and puzzle.

def pos(s, x, cat="position"):
    """The number of x's position (house, plot, stall, seat ...)."""
    return s.n(x, cat)

def gbp(s, x, cat):
    """An amount printed in pounds, such as £3.10, as a number of pounds."""
    return float(s.g(x, cat).replace("£", "").replace(",", ""))

def nextto(s, a, b, cat="position"):
    return abs(s.n(a, cat) - s.n(b, cat)) == 1

def man(s, x, men=("Alan", "Colin")):
    """x belongs to one of the men named in the intro."""
    return any(s.same(x, m) for m in men)

def differ(s, *xs):
    rs = [s.r(x) for x in xs]
    return len(set(rs)) == len(rs)

# 1 -------------------------------------------------------------------
puzzle("u83-01-bus-queue", "The Bus Queue",
    "Four people were waiting at the stop on Mill Lane for the 8.15 bus into town this "
    "morning: two men, Alan and Colin, and two women, Brenda and Dorothy. Their places in "
    "the queue are numbered 1 to 4, from the front of the queue to the back.",
    [("name", ["Alan", "Brenda", "Colin", "Dorothy"]),
     ("surname", ["Fenwick", "Hughes", "Oakes", "Pollard"]),
     ("position", ["1", "2", "3", "4"]),
     ("destination", ["library", "market", "hospital", "station"])],
    [["Alan", "Pollard", "3", "hospital"],
     ["Brenda", "Hughes", "1", "market"],
     ["Colin", "Oakes", "4", "library"],
     ["Dorothy", "Fenwick", "2", "station"]],
    [("The woman going to the market was at the front of the queue.",
      lambda s: not man(s, "market") and pos(s, "market") == 1),
     ("Mr Oakes was standing immediately behind Alan.",
      lambda s: man(s, "Oakes") and pos(s, "Oakes") == pos(s, "Alan") + 1),
     ("Dorothy, whose surname isn't Hughes, was on her way to the station.",
      lambda s: not s.same("Dorothy", "Hughes") and s.same("Dorothy", "station")),
     ("Fenwick was somewhere ahead of the person visiting the hospital.",
      lambda s: pos(s, "Fenwick") < pos(s, "hospital")),
     ("Mr Pollard wasn't going to the library.",
      lambda s: man(s, "Pollard") and not s.same("Pollard", "library")),
    ])

# 2 -------------------------------------------------------------------
puzzle("u83-02-village-fete", "Stalls at the Fete",
    "At the Little Dunford village fete, five residents ran stalls along the edge of the "
    "green. The stalls were numbered 1 to 5 from left to right, and each sold a different "
    "kind of goods.",
    [("name", ["Gillian", "Harold", "Irene", "Kenneth", "Margaret"]),
     ("surname", ["Ashby", "Burrows", "Crane", "Dobson", "Ellis"]),
     ("stall", ["1", "2", "3", "4", "5"]),
     ("goods", ["cakes", "jam", "plants", "books", "toys"])],
    [["Gillian", "Crane", "2", "jam"],
     ["Harold", "Ellis", "5", "books"],
     ["Irene", "Ashby", "1", "plants"],
     ["Kenneth", "Dobson", "4", "cakes"],
     ["Margaret", "Burrows", "3", "toys"]],
    [("Burrows's stall was immediately to the right of the one selling jam.",
      lambda s: pos(s, "Burrows", "stall") == pos(s, "jam", "stall") + 1),
     ("Irene had the stall at the far left.",
      lambda s: pos(s, "Irene", "stall") == 1),
     ("Harold, whose surname isn't Dobson, was selling second-hand books.",
      lambda s: not s.same("Harold", "Dobson") and s.same("Harold", "books")),
     ("The cake stall was somewhere to the right of Margaret's, but it wasn't at the end of the row.",
      lambda s: pos(s, "cakes", "stall") > pos(s, "Margaret", "stall") and pos(s, "cakes", "stall") != 5),
     ("The plants were on Ashby's stall.",
      lambda s: s.same("Ashby", "plants")),
     ("Kenneth's stall was two places to the right of Crane's.",
      lambda s: pos(s, "Kenneth", "stall") == pos(s, "Crane", "stall") + 2),
     ("Margaret's stall was further to the right than Gillian's.",
      lambda s: pos(s, "Margaret", "stall") > pos(s, "Gillian", "stall")),
     ("Dobson and Ellis had neighbouring stalls.",
      lambda s: nextto(s, "Dobson", "Ellis", "stall")),
    ])

# 3 -------------------------------------------------------------------
puzzle("u83-03-church-road", "Church Road",
    "Four cottages stand in a row on the north side of Church Road, numbered 1 to 4 from "
    "west to east. Each is home to one pet lover, and no two of them keep the same kind of pet.",
    [("name", ["Edwin", "Fiona", "Graham", "Hilda"]),
     ("surname", ["Lacey", "Morton", "Norris", "Parry"]),
     ("cottage", ["1", "2", "3", "4"]),
     ("pet", ["cat", "dog", "rabbit", "parrot"])],
    [["Edwin", "Norris", "3", "parrot"],
     ["Fiona", "Parry", "1", "dog"],
     ["Graham", "Lacey", "4", "rabbit"],
     ["Hilda", "Morton", "2", "cat"]],
    [("The dog lives at No 1.",
      lambda s: pos(s, "dog", "cottage") == 1),
     ("Hilda, who doesn't own the parrot, lives somewhere west of Graham.",
      lambda s: not s.same("Hilda", "parrot") and pos(s, "Hilda", "cottage") < pos(s, "Graham", "cottage")),
     ("The rabbit's owner, whose surname isn't Parry, lives at the eastern end of the row.",
      lambda s: not s.same("rabbit", "Parry") and pos(s, "rabbit", "cottage") == 4),
     ("Morton's cottage is next door to the one where Norris lives.",
      lambda s: nextto(s, "Morton", "Norris", "cottage")),
     ("Of Fiona and Graham, one is surnamed Lacey and the other lives at No 1.",
      lambda s: one_of_other(s, "Fiona", "Graham", "Lacey", "1")),
     ("Norris keeps a parrot.",
      lambda s: s.same("Norris", "parrot")),
     ("Edwin and Fiona aren't next-door neighbours.",
      lambda s: not nextto(s, "Edwin", "Fiona", "cottage")),
    ])

# 4 -------------------------------------------------------------------
puzzle("u83-04-fun-run", "Fun Run",
    "Five members of the Tuesday running club entered the town's charity fun run, each "
    "collecting sponsorship for a different good cause. There were no dead heats.",
    [("name", ["Alison", "Bernard", "Carol", "Derek", "Eileen"]),
     ("surname", ["Foster", "Gibbs", "Hall", "Irwin", "Jarvis"]),
     ("place", ["1st", "2nd", "3rd", "4th", "5th"]),
     ("charity", ["hospice", "lifeboats", "guide dogs", "church roof", "scouts"])],
    [["Alison", "Hall", "2nd", "scouts"],
     ["Bernard", "Jarvis", "4th", "hospice"],
     ["Carol", "Foster", "5th", "lifeboats"],
     ["Derek", "Gibbs", "1st", "church roof"],
     ["Eileen", "Irwin", "3rd", "guide dogs"]],
    [("Derek was the first of the five to cross the line.",
      lambda s: s.n("Derek", "place") == 1),
     ("The runner collecting for the hospice finished immediately behind Irwin.",
      lambda s: s.n("hospice", "place") == s.n("Irwin", "place") + 1),
     ("Carol came in last of the five; her surname isn't Jarvis.",
      lambda s: not s.same("Carol", "Jarvis") and s.n("Carol", "place") == 5),
     ("Hall was raising money for the scouts.",
      lambda s: s.same("Hall", "scouts")),
     ("Neither Eileen nor Foster was collecting for the church roof.",
      lambda s: not s.same("Eileen", "church roof") and not s.same("Foster", "church roof")),
     ("The guide dogs runner finished two places ahead of Foster.",
      lambda s: s.n("guide dogs", "place") + 2 == s.n("Foster", "place")),
     ("Alison beat Bernard.",
      lambda s: s.n("Alison", "place") < s.n("Bernard", "place")),
     ("Of Alison and Eileen, one was collecting for the scouts and the other finished third.",
      lambda s: one_of_other(s, "Alison", "Eileen", "scouts", "3rd")),
     ("Jarvis crossed the line just ahead of Foster.",
      lambda s: s.n("Jarvis", "place") + 1 == s.n("Foster", "place")),
     ("Alison, Irwin and the runner sponsored for the hospice are three different people.",
      lambda s: differ(s, "Alison", "Irwin", "hospice")),
    ])

# 5 -------------------------------------------------------------------
puzzle("u83-05-tea-room", "The Tea Room",
    "Four customers called in at the Copper Kettle tea room yesterday afternoon. Each "
    "ordered a pot of tea and a different cake, and each paid a different amount.",
    [("name", ["Joan", "Keith", "Lorna", "Martin"]),
     ("surname", ["Quinn", "Rowe", "Slater", "Turner"]),
     ("cake", ["scone", "teacake", "flapjack", "eclair"]),
     ("bill", ["£2.40", "£2.85", "£3.10", "£3.60"])],
    [["Joan", "Slater", "eclair", "£3.10"],
     ["Keith", "Quinn", "scone", "£2.40"],
     ["Lorna", "Turner", "flapjack", "£3.60"],
     ["Martin", "Rowe", "teacake", "£2.85"]],
    [("Keith's bill was the smallest of the four.",
      lambda s: gbp(s, "Keith", "bill") == 2.40),
     ("The customer who had the eclair paid 25p more than Rowe.",
      lambda s: abs(gbp(s, "eclair", "bill") - gbp(s, "Rowe", "bill") - 0.25) < 0.001),
     ("Lorna's surname isn't Slater, and the teacake wasn't hers.",
      lambda s: not s.same("Lorna", "Slater") and not s.same("Lorna", "teacake")),
     ("Of Joan and the customer surnamed Quinn, one had the eclair and the other paid £2.40.",
      lambda s: one_of_other(s, "Joan", "Quinn", "eclair", "£2.40")),
     ("The flapjack eater paid more than Martin.",
      lambda s: gbp(s, "flapjack", "bill") > gbp(s, "Martin", "bill")),
     ("The scone wasn't Martin's choice.",
      lambda s: not s.same("scone", "Martin")),
    ])

# 6 -------------------------------------------------------------------
puzzle("u83-06-allotments", "The Allotments",
    "Five keen gardeners have neighbouring plots at the Station Road allotments, numbered "
    "1 to 5 from left to right as you come in through the gate. At this year's show each "
    "won first prize with a different vegetable.",
    [("name", ["Norman", "Olive", "Percy", "Rita", "Stanley"]),
     ("surname", ["Abbott", "Bell", "Carter", "Duffy", "Eames"]),
     ("plot", ["1", "2", "3", "4", "5"]),
     ("vegetable", ["leeks", "marrows", "onions", "runner beans", "potatoes"])],
    [["Norman", "Duffy", "4", "onions"],
     ["Olive", "Abbott", "2", "leeks"],
     ["Percy", "Eames", "1", "potatoes"],
     ["Rita", "Carter", "5", "marrows"],
     ["Stanley", "Bell", "3", "runner beans"]],
    [("Percy works either plot 1 or plot 5.",
      lambda s: pos(s, "Percy", "plot") in (1, 5)),
     ("The prize-winning marrows came from plot 5.",
      lambda s: pos(s, "marrows", "plot") == 5),
     ("Bell's plot is immediately to the left of the onion grower's.",
      lambda s: pos(s, "Bell", "plot") + 1 == pos(s, "onions", "plot")),
     ("Olive, whose surname is neither Carter nor Duffy, won with her leeks.",
      lambda s: not s.same("Olive", "Carter") and not s.same("Olive", "Duffy") and s.same("Olive", "leeks")),
     ("Abbott's plot is somewhere to the left of Stanley's.",
      lambda s: pos(s, "Abbott", "plot") < pos(s, "Stanley", "plot")),
     ("Eames won with potatoes.",
      lambda s: s.same("Eames", "potatoes")),
     ("Stanley's plot lies between Olive's and Norman's.",
      lambda s: min(pos(s, "Olive", "plot"), pos(s, "Norman", "plot")) < pos(s, "Stanley", "plot")
                < max(pos(s, "Olive", "plot"), pos(s, "Norman", "plot"))),
     ("Carter and Duffy are next-door neighbours on the site.",
      lambda s: nextto(s, "Carter", "Duffy", "plot")),
     ("The plot furthest to the right is Rita's, though her surname isn't Duffy.",
      lambda s: not s.same("Rita", "Duffy") and pos(s, "Rita", "plot") == 5),
    ])

# 7 -------------------------------------------------------------------
puzzle("u83-07-cousins", "Presents from Grandma",
    "Four young cousins, one of each age from 6 to 9, came to stay with their grandmother over the "
    "Easter holidays, and she gave each of them a different present.",
    [("name", ["Harriet", "Jack", "Poppy", "Toby"]),
     ("surname", ["Riley", "Sutton", "Vaughan", "Wood"]),
     ("age", ["6", "7", "8", "9"]),
     ("present", ["kite", "jigsaw", "yo-yo", "paint set"])],
    [["Harriet", "Wood", "9", "jigsaw"],
     ["Jack", "Sutton", "6", "kite"],
     ["Poppy", "Riley", "8", "paint set"],
     ["Toby", "Vaughan", "7", "yo-yo"]],
    [("Jack is the youngest of the cousins.",
      lambda s: s.n("Jack", "age") == 6),
     ("The child who got the jigsaw is a year older than Riley.",
      lambda s: s.n("jigsaw", "age") == s.n("Riley", "age") + 1),
     ("Toby isn't a Wood; he's younger than whoever unwrapped the paint set.",
      lambda s: not s.same("Toby", "Wood") and s.n("Toby", "age") < s.n("paint set", "age")),
     ("Sutton was given the kite.",
      lambda s: s.same("Sutton", "kite")),
     ("Vaughan is two years younger than Harriet.",
      lambda s: s.n("Vaughan", "age") + 2 == s.n("Harriet", "age")),
     ("Harriet wasn't given the paint set, and Poppy's surname isn't Wood.",
      lambda s: not s.same("Harriet", "paint set") and not s.same("Poppy", "Wood")),
    ])

# 8 -------------------------------------------------------------------
puzzle("u83-08-terrace", "Jubilee Terrace",
    "Jubilee Terrace is a row of five houses, numbered 1 to 5 from left to right. Each is "
    "occupied by a single householder, and each householder does a different job.",
    [("name", ["Clive", "Doris", "Ernest", "Freda", "Geoffrey"]),
     ("surname", ["Hopkins", "Ingram", "Jennings", "Kirby", "Lyons"]),
     ("house", ["1", "2", "3", "4", "5"]),
     ("job", ["baker", "nurse", "plumber", "teacher", "librarian"])],
    [["Clive", "Kirby", "3", "plumber"],
     ["Doris", "Lyons", "5", "nurse"],
     ["Ernest", "Hopkins", "1", "librarian"],
     ["Freda", "Ingram", "4", "baker"],
     ["Geoffrey", "Jennings", "2", "teacher"]],
    [("The baker lives immediately to the right of Clive.",
      lambda s: pos(s, "baker", "house") == pos(s, "Clive", "house") + 1),
     ("Ernest, the librarian, lives at one end of the terrace.",
      lambda s: s.same("Ernest", "librarian") and pos(s, "Ernest", "house") in (1, 5)),
     ("Jennings, who isn't the librarian, lives next door to Hopkins.",
      lambda s: not s.same("Jennings", "librarian") and nextto(s, "Jennings", "Hopkins", "house")),
     ("Freda lives next door to the nurse, whose house is at one end of the terrace.",
      lambda s: nextto(s, "Freda", "nurse", "house") and pos(s, "nurse", "house") in (1, 5)),
     ("Kirby lives in the middle house.",
      lambda s: pos(s, "Kirby", "house") == 3),
     ("Geoffrey is neither the plumber nor the nurse.",
      lambda s: not s.same("Geoffrey", "plumber") and not s.same("Geoffrey", "nurse")),
     ("Ingram is the village baker.",
      lambda s: s.same("Ingram", "baker")),
     ("Freda's house is somewhere to the right of Ernest's.",
      lambda s: pos(s, "Freda", "house") > pos(s, "Ernest", "house")),
    ])

# 9 -------------------------------------------------------------------
puzzle("u83-09-day-trips", "Day Trips",
    "Four neighbours each took a coach day trip last week, on different days from Monday "
    "to Thursday, and each went to a different place.",
    [("name", ["Lilian", "Maurice", "Nora", "Oscar"]),
     ("surname", ["Pike", "Reed", "Shaw", "Tait"]),
     ("day", ["Monday", "Tuesday", "Wednesday", "Thursday"]),
     ("destination", ["Bath", "Whitby", "York", "Brighton"])],
    [["Lilian", "Reed", "Wednesday", "York"],
     ["Maurice", "Tait", "Monday", "Brighton"],
     ["Nora", "Pike", "Thursday", "Bath"],
     ["Oscar", "Shaw", "Tuesday", "Whitby"]],
    [("Maurice's trip was the earliest of the four.",
      lambda s: s.n("Maurice", "day") == 1),
     ("The trip to Whitby was the day after Tait's.",
      lambda s: s.n("Whitby", "day") == s.n("Tait", "day") + 1),
     ("Nora, who isn't Shaw, visited Bath later in the week than Lilian did.",
      lambda s: not s.same("Nora", "Shaw") and s.same("Nora", "Bath") and s.n("Nora", "day") > s.n("Lilian", "day")),
     ("Reed spent the day in York.",
      lambda s: s.same("Reed", "York")),
     ("Lilian's outing was later in the week than Oscar's.",
      lambda s: s.n("Lilian", "day") > s.n("Oscar", "day")),
     ("The coach to Brighton left on Monday.",
      lambda s: s.n("Brighton", "day") == 1),
    ])

# 10 ------------------------------------------------------------------
puzzle("u83-10-darts", "Darts Night",
    "Five players, each from a different pub, met in the final of the Westbridge darts "
    "knockout. Each threw three darts for the cameras, and all five scored differently.",
    [("name", ["Alf", "Bob", "Cliff", "Dave", "Eric"]),
     ("surname", ["Moss", "Nolan", "Owen", "Price", "Quayle"]),
     ("pub", ["Red Lion", "Swan", "Plough", "Crown", "Bell"]),
     ("score", ["101", "120", "135", "140", "180"])],
    [["Alf", "Price", "Swan", "140"],
     ["Bob", "Moss", "Crown", "101"],
     ["Cliff", "Quayle", "Red Lion", "180"],
     ["Dave", "Owen", "Plough", "120"],
     ["Eric", "Nolan", "Bell", "135"]],
    [("The highest score came from the Red Lion's player.",
      lambda s: s.n("Red Lion", "score") == 180),
     ("Bob had the lowest score; he doesn't play for the Plough.",
      lambda s: s.n("Bob", "score") == 101 and not s.same("Bob", "Plough")),
     ("Owen scored 15 fewer than Nolan.",
      lambda s: s.n("Owen", "score") + 15 == s.n("Nolan", "score")),
     ("Alf, who plays for the Swan, outscored Eric.",
      lambda s: s.same("Alf", "Swan") and s.n("Alf", "score") > s.n("Eric", "score")),
     ("Price scored more than Owen but less than Quayle.",
      lambda s: s.n("Owen", "score") < s.n("Price", "score") < s.n("Quayle", "score")),
     ("Dave scored less than Eric.",
      lambda s: s.n("Dave", "score") < s.n("Eric", "score")),
     ("The Bell was represented by either Eric or Price.",
      lambda s: not s.same("Eric", "Price") and (s.same("Bell", "Eric") or s.same("Bell", "Price"))),
    ])

# 11 ------------------------------------------------------------------
puzzle("u83-11-salon", "At the Salon",
    "Four ladies had appointments at the Curl Up and Dye salon on Saturday morning, each "
    "at a different time and each for a different treatment.",
    [("name", ["Pauline", "Rose", "Sheila", "Tina"]),
     ("surname", ["Bradley", "Cooper", "Walsh", "Young"]),
     ("time", ["9:30am", "10:15am", "11:00am", "11:45am"]),
     ("treatment", ["perm", "trim", "colour", "blow-dry"])],
    [["Pauline", "Cooper", "11:00am", "perm"],
     ["Rose", "Walsh", "9:30am", "blow-dry"],
     ["Sheila", "Young", "11:45am", "colour"],
     ["Tina", "Bradley", "10:15am", "trim"]],
    [("The perm was booked for 45 minutes after Mrs Bradley's appointment.",
      lambda s: s.n("perm", "time") == s.n("Bradley", "time") + 45),
     ("Rose had the first appointment of the morning.",
      lambda s: s.n("Rose", "time") == 570),
     ("Sheila, whose surname isn't Cooper, was booked in for a colour, while Tina only wanted a trim.",
      lambda s: not s.same("Sheila", "Cooper") and s.same("Sheila", "colour") and s.same("Tina", "trim")),
     ("Tina's appointment was earlier than Mrs Young's, but it wasn't the first.",
      lambda s: s.n("Tina", "time") < s.n("Young", "time") and s.n("Tina", "time") != 570),
     ("Mrs Cooper's appointment was an hour and a half after Mrs Walsh's.",
      lambda s: s.n("Cooper", "time") == s.n("Walsh", "time") + 90),
    ])

# 12 ------------------------------------------------------------------
puzzle("u83-12-bowls-committee", "The Committee Photograph",
    "The five committee members of Hadley Bowls Club lined up for a photograph for the "
    "local paper. In the picture they stand in a single row, in positions numbered 1 to 5 "
    "from left to right.",
    [("name", ["Agnes", "Bertie", "Connie", "Dudley", "Ethel"]),
     ("surname", ["Fletcher", "Goodwin", "Harper", "Ibbotson", "Jolly"]),
     ("position", ["1", "2", "3", "4", "5"]),
     ("role", ["captain", "chairman", "secretary", "treasurer", "groundsman"])],
    [["Agnes", "Harper", "4", "treasurer"],
     ["Bertie", "Jolly", "1", "groundsman"],
     ["Connie", "Fletcher", "3", "chairman"],
     ["Dudley", "Ibbotson", "5", "captain"],
     ["Ethel", "Goodwin", "2", "secretary"]],
    [("The groundsman is standing on the far left.",
      lambda s: pos(s, "groundsman") == 1),
     ("Harper, the treasurer, is immediately to the left of Ibbotson.",
      lambda s: s.same("Harper", "treasurer") and pos(s, "Harper") + 1 == pos(s, "Ibbotson")),
     ("Connie is the person in position 3.",
      lambda s: pos(s, "Connie") == 3),
     ("Goodwin is next to both the chairman and the groundsman.",
      lambda s: nextto(s, "Goodwin", "chairman") and nextto(s, "Goodwin", "groundsman")),
     ("The club captain is Dudley, who isn't Fletcher.",
      lambda s: not s.same("Dudley", "Fletcher") and s.same("Dudley", "captain")),
     ("Of Agnes and Ethel, one is the treasurer and the other is surnamed Goodwin.",
      lambda s: one_of_other(s, "Agnes", "Ethel", "treasurer", "Goodwin")),
     ("Bertie's surname is neither Fletcher nor Harper.",
      lambda s: not s.same("Bertie", "Fletcher") and not s.same("Bertie", "Harper")),
     ("In the photograph Ethel appears further left than Agnes.",
      lambda s: pos(s, "Ethel") < pos(s, "Agnes")),
    ])
