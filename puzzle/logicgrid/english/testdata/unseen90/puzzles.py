# unseen90: twelve logic-grid puzzles in the style of British puzzle magazines.
# Executed by ../unseen/truth.py, which supplies State, nv, one_of_other, puzzle.

def money(t):
    """Pounds and pence as printed: '£2.50' -> 250, '£2' -> 200, '75p' -> 75, '£120' -> 12000."""
    t = t.strip()
    if t.startswith("£"):
        return round(float(t[1:]) * 100)
    if t.endswith("p"):
        return int(t[:-1])
    raise ValueError(t)

def cash(s, item, cat):
    """The amount, in pence, of the money item in category cat of item's row."""
    return money(s.g(item, cat))

def is_man(s, item, men):
    return s.g(item, "name") in men

def is_woman(s, item, men):
    return s.g(item, "name") not in men

# 1 ---------------------------------------------------------------------------
M1 = ("Harold", "Stanley")
puzzle("u90-01-village-show", "Produce Tent",
       "Four villagers each put a different entry into the produce tent at the Much Wenlow "
       "show. Two of them are women, Doris and Margaret; the other two, Harold and Stanley, are men.",
       [("name", ["Doris", "Harold", "Margaret", "Stanley"]),
        ("surname", ["Appleby", "Buckley", "Cartwright", "Denton"]),
        ("entry", ["marrow", "onions", "scones", "sweet peas"])],
       [["Doris", "Buckley", "scones"],
        ["Harold", "Denton", "marrow"],
        ["Margaret", "Appleby", "sweet peas"],
        ["Stanley", "Cartwright", "onions"]],
       [("Mrs Appleby's entry wasn't the scones.",
         lambda s: is_woman(s, "Appleby", M1) and not s.same("Appleby", "scones")),
        ("Stanley, whose surname isn't Buckley, showed the onions.",
         lambda s: not s.same("Stanley", "Buckley") and s.same("Stanley", "onions")),
        ("Neither Mr Denton nor the exhibitor who baked the scones is Margaret.",
         lambda s: is_man(s, "Denton", M1) and not s.same("Denton", "Margaret")
                   and not s.same("scones", "Margaret")),
        ("The marrow was grown by one of the men.",
         lambda s: is_man(s, "marrow", M1)),
        ("Mr Denton didn't grow the onions.",
         lambda s: is_man(s, "Denton", M1) and not s.same("Denton", "onions")),
       ])

# 2 ---------------------------------------------------------------------------
M2 = ("Colin", "Gordon", "Trevor")
def t2(s, x):
    return s.n(x, "time")
puzzle("u90-02-rail-journey", "Leaving York",
       "Five passengers set off from York station on the same Tuesday morning, each on a "
       "different train and each bound for a different destination. Brenda and Eileen are "
       "women; Colin, Gordon and Trevor are men.",
       [("name", ["Brenda", "Colin", "Eileen", "Gordon", "Trevor"]),
        ("surname", ["Ashworth", "Hollis", "Kendall", "Marsh", "Parfitt"]),
        ("destination", ["Durham", "Harrogate", "Leeds", "Scarborough", "Whitby"]),
        ("time", ["8:15am", "8:40am", "9:05am", "9:30am", "9:55am"])],
       [["Brenda", "Hollis", "Whitby", "9:05am"],
        ["Colin", "Parfitt", "Scarborough", "8:15am"],
        ["Eileen", "Marsh", "Harrogate", "9:55am"],
        ["Gordon", "Ashworth", "Leeds", "8:40am"],
        ["Trevor", "Kendall", "Durham", "9:30am"]],
       [("Mr Kendall's train left an hour and a quarter after the one to Scarborough.",
         lambda s: is_man(s, "Kendall", M2) and t2(s, "Kendall") - t2(s, "Scarborough") == 75),
        ("Brenda, whose surname isn't Marsh, was going to Whitby.",
         lambda s: not s.same("Brenda", "Marsh") and s.same("Brenda", "Whitby")),
        ("The passenger bound for Leeds left later than Colin but earlier than Brenda.",
         lambda s: t2(s, "Colin") < t2(s, "Leeds") < t2(s, "Brenda")),
        ("Trevor's train left 25 minutes before Eileen's.",
         lambda s: t2(s, "Eileen") - t2(s, "Trevor") == 25),
        ("The person surnamed Ashworth was on the train immediately before Brenda's.",
         lambda s: t2(s, "Brenda") - t2(s, "Ashworth") == 25),
        ("Harrogate was the destination of the last of the five trains.",
         lambda s: s.same("Harrogate", "9:55am")),
        ("Mr Parfitt caught the earliest train; Mrs Hollis was on the 9:05am.",
         lambda s: is_man(s, "Parfitt", M2) and s.same("Parfitt", "8:15am")
                   and is_woman(s, "Hollis", M2) and s.same("Hollis", "9:05am")),
       ])

# 3 ---------------------------------------------------------------------------
def p3(s, x):
    return s.n(x, "plot")
puzzle("u90-03-allotments", "Mill Lane Allotments",
       "The five allotments on Mill Lane are numbered 1 to 5, plot 1 being nearest the gate and "
       "plot 5 furthest from it. Each is worked by a different gardener, and each gardener is "
       "proudest of a different crop this summer.",
       [("name", ["Alf", "Bert", "Edna", "Ivy", "Reg"]),
        ("plot", ["1", "2", "3", "4", "5"]),
        ("crop", ["leeks", "onions", "potatoes", "rhubarb", "runner beans"])],
       [["Alf", "3", "leeks"],
        ["Bert", "1", "runner beans"],
        ["Edna", "5", "rhubarb"],
        ["Ivy", "2", "potatoes"],
        ["Reg", "4", "onions"]],
       [("Edna's plot is the one furthest from the gate.",
         lambda s: p3(s, "Edna") == 5),
        ("The leeks grow on the plot immediately between Ivy's and Reg's.",
         lambda s: abs(p3(s, "Ivy") - p3(s, "Reg")) == 2
                   and 2 * p3(s, "leeks") == p3(s, "Ivy") + p3(s, "Reg")),
        ("Bert's plot is next to the one where the potatoes are grown.",
         lambda s: abs(p3(s, "Bert") - p3(s, "potatoes")) == 1),
        ("The rhubarb is on a higher-numbered plot than the onions.",
         lambda s: p3(s, "rhubarb") > p3(s, "onions")),
        ("Alf grows neither runner beans nor onions.",
         lambda s: not s.same("Alf", "runner beans") and not s.same("Alf", "onions")),
        ("Reg's plot is next to Edna's.",
         lambda s: abs(p3(s, "Reg") - p3(s, "Edna")) == 1),
        ("The runner beans are nearer the gate than the onions.",
         lambda s: p3(s, "runner beans") < p3(s, "onions")),
       ])

# 4 ---------------------------------------------------------------------------
M4 = ("Arthur", "Norman")
def y4(s, x):
    return s.n(x, "years")
puzzle("u90-04-bowls-club", "Fernlea Bowls Club",
       "Four members of the Fernlea Bowls Club have been chatting over tea about how long they "
       "have belonged to the club and the jobs they did before retiring. Arthur and Norman are "
       "the two men; Gladys and Winifred are the two women.",
       [("name", ["Arthur", "Gladys", "Norman", "Winifred"]),
        ("surname", ["Fenwick", "Lowe", "Pryce", "Tully"]),
        ("years", ["5 years", "9 years", "12 years", "20 years"]),
        ("job", ["baker", "nurse", "postman", "teacher"])],
       [["Arthur", "Fenwick", "12 years", "postman"],
        ["Gladys", "Pryce", "5 years", "nurse"],
        ["Norman", "Tully", "20 years", "teacher"],
        ["Winifred", "Lowe", "9 years", "baker"]],
       [("Mr Tully has belonged to the club for longer than any of the others.",
         lambda s: is_man(s, "Tully", M4) and s.same("Tully", "20 years")),
        ("Winifred joined three years after Arthur.",
         lambda s: y4(s, "Arthur") - y4(s, "Winifred") == 3),
        ("Winifred has belonged to the club for longer than Gladys but not as long as the "
         "former postman.",
         lambda s: y4(s, "Gladys") < y4(s, "Winifred") < y4(s, "postman")),
        ("Of Norman and Mrs Pryce, one used to be a teacher and the other a nurse.",
         lambda s: is_woman(s, "Pryce", M4)
                   and one_of_other(s, "Norman", "Pryce", "teacher", "nurse")),
        ("Mrs Lowe joined the club before the former nurse did.",
         lambda s: is_woman(s, "Lowe", M4) and y4(s, "Lowe") > y4(s, "nurse")),
       ])

# 5 ---------------------------------------------------------------------------
M5 = ("Dennis", "Lionel")
def q5(s, x):
    return s.n(x, "points")
puzzle("u90-05-quiz-team", "The Red Lion Quiz Team",
       "The Red Lion's quiz team has five members, each the team's expert on a different "
       "subject, and in last Thursday's league match each of them scored a different number "
       "of points. Dennis and Lionel are men; Fiona, Kath and Maureen are women.",
       [("name", ["Dennis", "Fiona", "Kath", "Lionel", "Maureen"]),
        ("surname", ["Ashby", "Bassett", "Crabtree", "Mulligan", "Oldroyd"]),
        ("subject", ["geography", "history", "music", "science", "sport"]),
        ("points", ["3", "5", "6", "8", "10"])],
       [["Dennis", "Mulligan", "geography", "8"],
        ["Fiona", "Crabtree", "history", "3"],
        ["Kath", "Oldroyd", "sport", "10"],
        ["Lionel", "Bassett", "music", "5"],
        ["Maureen", "Ashby", "science", "6"]],
       [("The sport specialist, Mrs Oldroyd, was the team's top scorer.",
         lambda s: is_woman(s, "Oldroyd", M5) and s.same("sport", "Oldroyd")
                   and s.same("Oldroyd", "10")),
        ("Fiona scored three fewer points than Mrs Ashby.",
         lambda s: is_woman(s, "Ashby", M5) and q5(s, "Ashby") - q5(s, "Fiona") == 3),
        ("Lionel, whose subject isn't geography, scored more than Fiona.",
         lambda s: not s.same("Lionel", "geography") and q5(s, "Lionel") > q5(s, "Fiona")),
        ("The history expert is neither Kath nor Maureen.",
         lambda s: not s.same("Kath", "history") and not s.same("Maureen", "history")),
        ("The person surnamed Bassett scored two points more than the history specialist.",
         lambda s: q5(s, "Bassett") - q5(s, "history") == 2),
        ("Mr Mulligan outscored the science buff.",
         lambda s: is_man(s, "Mulligan", M5) and q5(s, "Mulligan") > q5(s, "science")),
        ("Maureen and the music expert scored 11 points between them.",
         lambda s: not s.same("Maureen", "music") and q5(s, "Maureen") + q5(s, "music") == 11),
       ])

# 6 ---------------------------------------------------------------------------
def c6(s, x):
    return s.n(x, "cottage")
def d6(s, x):
    return s.n(x, "arrival")
puzzle("u90-06-holiday-cottages", "A Week at Tregarth",
       "Four families each rented one of the holiday cottages at Tregarth Farm for a week in "
       "August, and each arrived on a different day, Monday to Thursday. The cottages stand in "
       "a row and are numbered 1 to 4 from west to east.",
       [("family", ["Griffiths", "Harper", "Nolan", "Spencer"]),
        ("cottage", ["1", "2", "3", "4"]),
        ("town", ["Bristol", "Leeds", "Norwich", "Reading"]),
        ("arrival", ["Monday", "Tuesday", "Wednesday", "Thursday"])],
       [["Griffiths", "2", "Norwich", "Tuesday"],
        ["Harper", "4", "Leeds", "Monday"],
        ["Nolan", "1", "Reading", "Thursday"],
        ["Spencer", "3", "Bristol", "Wednesday"]],
       [("The Harpers had the easternmost cottage.",
         lambda s: c6(s, "Harper") == 4),
        ("The family from Bristol arrived the day after the Griffiths family and were their "
         "next-door neighbours to the east.",
         lambda s: d6(s, "Bristol") - d6(s, "Griffiths") == 1
                   and c6(s, "Bristol") - c6(s, "Griffiths") == 1),
        ("The Nolans, who aren't from Leeds, were the last of the four families to arrive.",
         lambda s: not s.same("Nolan", "Leeds") and s.same("Nolan", "Thursday")),
        ("The family in cottage 1 didn't come from Norwich.",
         lambda s: not s.same("1", "Norwich")),
        ("The Leeds family arrived earlier in the week than the family from Norwich.",
         lambda s: d6(s, "Leeds") < d6(s, "Norwich")),
        ("The Nolans' cottage was further west than the one taken by the Griffiths family.",
         lambda s: c6(s, "Nolan") < c6(s, "Griffiths")),
        ("The Griffiths family turned up the day after the Harpers.",
         lambda s: d6(s, "Griffiths") - d6(s, "Harper") == 1),
       ])

# 7 ---------------------------------------------------------------------------
def pl7(s, x):
    return s.n(x, "place")
puzzle("u90-07-jam-class", "Preserves Class",
       "Four members of the Women's Institute each entered a different jam in the preserves "
       "class at the summer fair, and the judge placed them first to fourth.",
       [("name", ["Hilda", "Joan", "Pamela", "Sylvia"]),
        ("jam", ["blackcurrant", "damson", "gooseberry", "strawberry"]),
        ("place", ["1st", "2nd", "3rd", "4th"])],
       [["Hilda", "gooseberry", "3rd"],
        ["Joan", "blackcurrant", "1st"],
        ["Pamela", "damson", "4th"],
        ["Sylvia", "strawberry", "2nd"]],
       [("Sylvia didn't make the blackcurrant jam.",
         lambda s: not s.same("Sylvia", "blackcurrant")),
        ("Joan finished two places above the woman who entered gooseberry jam.",
         lambda s: pl7(s, "gooseberry") - pl7(s, "Joan") == 2),
        ("The damson jam was Pamela's.",
         lambda s: s.same("Pamela", "damson")),
        ("Hilda came immediately below Sylvia in the judging.",
         lambda s: pl7(s, "Hilda") - pl7(s, "Sylvia") == 1),
        ("The competitor who came second had made strawberry jam.",
         lambda s: s.same("2nd", "strawberry")),
       ])

# 8 ---------------------------------------------------------------------------
M8 = ("Barry", "Derek")
def f8(s, x):
    return cash(s, x, "sponsorship")
puzzle("u90-08-fun-run", "Fancy Dress Fun Run",
       "Five villagers from Little Brampton ran the charity fun run in fancy dress, and each "
       "raised a different sum in sponsorship. Barry and Derek are men; Carol, Janet and Mavis "
       "are women.",
       [("name", ["Barry", "Carol", "Derek", "Janet", "Mavis"]),
        ("surname", ["Everett", "Nuttall", "Rimmer", "Sowerby", "Whitlock"]),
        ("costume", ["chicken", "fairy", "Father Christmas", "gorilla", "pirate"]),
        ("sponsorship", ["£45", "£60", "£75", "£90", "£120"])],
       [["Barry", "Whitlock", "gorilla", "£60"],
        ["Carol", "Nuttall", "fairy", "£120"],
        ["Derek", "Sowerby", "pirate", "£45"],
        ["Janet", "Rimmer", "Father Christmas", "£90"],
        ["Mavis", "Everett", "chicken", "£75"]],
       [("Mr Sowerby, who wasn't dressed as a gorilla, raised the least.",
         lambda s: is_man(s, "Sowerby", M8) and not s.same("Sowerby", "gorilla")
                   and s.same("Sowerby", "£45")),
        ("The runner dressed as a fairy raised twice as much as Barry.",
         lambda s: f8(s, "fairy") == 2 * f8(s, "Barry")),
        ("Janet raised £15 more than the chicken.",
         lambda s: f8(s, "Janet") - f8(s, "chicken") == 1500),
        ("Mrs Everett raised more than the gorilla but less than Janet.",
         lambda s: is_woman(s, "Everett", M8)
                   and f8(s, "gorilla") < f8(s, "Everett") < f8(s, "Janet")),
        ("Of Carol and the pirate, one is surnamed Nuttall and the other raised £45.",
         lambda s: one_of_other(s, "Carol", "pirate", "Nuttall", "£45")),
        ("Mrs Rimmer didn't go as a chicken.",
         lambda s: is_woman(s, "Rimmer", M8) and not s.same("Rimmer", "chicken")),
        ("Derek collected less in sponsorship than Barry.",
         lambda s: f8(s, "Derek") < f8(s, "Barry")),
       ])

# 9 ---------------------------------------------------------------------------
def pr9(s, x):
    return cash(s, x, "price")
puzzle("u90-09-car-boot-sale", "Car Boot Bargains",
       "Five stallholders at Sunday's car boot sale on the cricket club field each made just one "
       "sale all morning: a different item, at a different price.",
       [("name", ["Gwen", "Keith", "Lorna", "Ray", "Sid"]),
        ("item", ["books", "jigsaw", "teapot", "toaster", "vase"]),
        ("price", ["75p", "£1.20", "£1.50", "£2", "£2.50"])],
       [["Gwen", "teapot", "£2.50"],
        ["Keith", "jigsaw", "75p"],
        ["Lorna", "vase", "£1.20"],
        ["Ray", "toaster", "£2"],
        ["Sid", "books", "£1.50"]],
       [("The teapot fetched £1.30 more than the vase.",
         lambda s: pr9(s, "teapot") - pr9(s, "vase") == 130),
        ("Sid sold his item for 50p less than Ray got for his.",
         lambda s: pr9(s, "Ray") - pr9(s, "Sid") == 50),
        ("The jigsaw went for less than the books.",
         lambda s: pr9(s, "jigsaw") < pr9(s, "books")),
        ("Keith's sale was the cheapest of the morning, while Gwen got more for her item than "
         "Ray did.",
         lambda s: pr9(s, "Keith") == 75 and pr9(s, "Gwen") > pr9(s, "Ray")),
        ("The toaster was sold for more than the books.",
         lambda s: pr9(s, "toaster") > pr9(s, "books")),
       ])

# 10 --------------------------------------------------------------------------
def sc10(s, x):
    return s.n(x, "score")
def w10(s, x):
    return s.n(x, "weight")
puzzle("u90-10-darts-team", "Oche at the Plough",
       "Four men make up the Plough's darts team. In Friday's league match each had a different "
       "best score with three darts, and each throws darts of a different weight.",
       [("name", ["Frank", "Len", "Phil", "Terry"]),
        ("surname", ["Bellamy", "Crossley", "Dawkins", "Ogden"]),
        ("score", ["100", "121", "140", "180"]),
        ("weight", ["20g", "22g", "24g", "26g"])],
       [["Frank", "Bellamy", "140", "24g"],
        ["Len", "Crossley", "100", "20g"],
        ["Phil", "Dawkins", "180", "22g"],
        ["Terry", "Ogden", "121", "26g"]],
       [("The man who hit 180 uses darts 2g lighter than Mr Bellamy's.",
         lambda s: w10(s, "Bellamy") - w10(s, "180") == 2),
        ("Len, whose surname isn't Ogden, had the lowest best score of the four.",
         lambda s: not s.same("Len", "Ogden") and s.same("Len", "100")),
        ("Terry's darts are the heaviest.",
         lambda s: s.same("Terry", "26g")),
        ("Mr Crossley's darts are lighter than Frank's.",
         lambda s: w10(s, "Crossley") < w10(s, "Frank")),
        ("Phil, Mr Ogden and the man who scored 140 are three different players.",
         lambda s: not s.same("Phil", "Ogden") and not s.same("Phil", "140")
                   and not s.same("Ogden", "140")),
        ("Frank's best score was 19 higher than Terry's.",
         lambda s: sc10(s, "Frank") - sc10(s, "Terry") == 19),
        ("Mr Dawkins was the man who hit 180.",
         lambda s: s.same("Dawkins", "180")),
       ])

# 11 --------------------------------------------------------------------------
M11 = ("Clive", "Hugh")
def m11(s, x):
    return s.n(x, "month")
puzzle("u90-11-open-gardens", "Open Gardens",
       "Five gardeners in five different Wyre Valley villages each opened their garden to the "
       "public for charity this year, each in a different month from April to August. Clive "
       "and Hugh are men; Audrey, Felicity and Rosemary are women.",
       [("name", ["Audrey", "Clive", "Felicity", "Hugh", "Rosemary"]),
        ("surname", ["Garside", "Pennington", "Quill", "Rowntree", "Thwaite"]),
        ("village", ["Ashcombe", "Bishops Wood", "Marlow Green", "Nether Stoke", "Upton Leys"]),
        ("month", ["April", "May", "June", "July", "August"])],
       [["Audrey", "Pennington", "Ashcombe", "June"],
        ["Clive", "Rowntree", "Bishops Wood", "April"],
        ["Felicity", "Garside", "Marlow Green", "May"],
        ["Hugh", "Thwaite", "Nether Stoke", "August"],
        ["Rosemary", "Quill", "Upton Leys", "July"]],
       [("The garden at Ashcombe opened two months after Clive's.",
         lambda s: m11(s, "Ashcombe") - m11(s, "Clive") == 2),
        ("Felicity, whose surname isn't Pennington, opened her garden the month after Mr "
         "Rowntree opened his.",
         lambda s: is_man(s, "Rowntree", M11) and not s.same("Felicity", "Pennington")
                   and m11(s, "Felicity") - m11(s, "Rowntree") == 1),
        ("Mrs Quill's garden opened later than the one at Ashcombe but earlier than Hugh's.",
         lambda s: is_woman(s, "Quill", M11)
                   and m11(s, "Ashcombe") < m11(s, "Quill") < m11(s, "Hugh")),
        ("Neither Audrey nor the Nether Stoke gardener is surnamed Garside.",
         lambda s: not s.same("Audrey", "Garside") and not s.same("Nether Stoke", "Garside")),
        ("The Pennington garden opened earlier in the year than Rosemary's.",
         lambda s: m11(s, "Pennington") < m11(s, "Rosemary")),
        ("The Bishops Wood garden opened three months before the one at Upton Leys.",
         lambda s: m11(s, "Upton Leys") - m11(s, "Bishops Wood") == 3),
        ("Of Felicity and Mr Thwaite, one opened a garden in Marlow Green and the other in "
         "Nether Stoke.",
         lambda s: is_man(s, "Thwaite", M11)
                   and one_of_other(s, "Felicity", "Thwaite", "Marlow Green", "Nether Stoke")),
       ])

# 12 --------------------------------------------------------------------------
def pl12(s, x):
    return s.n(x, "place")
puzzle("u90-12-dog-show", "Best Veteran",
       "Four families entered their elderly dogs in the Best Veteran class at the Haddlesey "
       "dog show, and the judge placed the four dogs first to fourth.",
       [("owner", ["Bradshaw", "Ellison", "Hartley", "Ventnor"]),
        ("dog", ["Biscuit", "Duke", "Nell", "Rags"]),
        ("place", ["first", "second", "third", "fourth"])],
       [["Bradshaw", "Nell", "second"],
        ["Ellison", "Rags", "fourth"],
        ["Hartley", "Duke", "first"],
        ["Ventnor", "Biscuit", "third"]],
       [("The Hartleys' dog finished one place ahead of Nell.",
         lambda s: pl12(s, "Nell") - pl12(s, "Hartley") == 1),
        ("Nell, who doesn't belong to the Ventnors, was placed higher than Rags.",
         lambda s: not s.same("Nell", "Ventnor") and pl12(s, "Nell") < pl12(s, "Rags")),
        ("Biscuit beat the Ellisons' dog.",
         lambda s: pl12(s, "Biscuit") < pl12(s, "Ellison")),
        ("The Ventnors' dog came either second or third.",
         lambda s: pl12(s, "Ventnor") in (2, 3)),
        ("Duke, who isn't the Bradshaws' dog, did better than Biscuit.",
         lambda s: not s.same("Duke", "Bradshaw") and pl12(s, "Duke") < pl12(s, "Biscuit")),
       ])
