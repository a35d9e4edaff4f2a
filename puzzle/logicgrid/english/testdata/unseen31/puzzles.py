# unseen31: twelve logic grids written blind (British, Irish, Australian and
# New Zealand puzzle-book styles). exec'd by ../unseen/truth.py, which supplies
# puzzle(), State (same/r/g/n), nv and one_of_other.
#
# Reading conventions (decided as a careful magazine reader would):
# - "either A or B" = exactly one of the two; where the two are exclusive anyway
#   it is simply "A or B".
# - "neither A nor B ..." says the thing of neither; when A and B are from
#   different categories it also means A and B are different people.
# - "X, Y and Z are three different people" (and lists of the kind) = all distinct.
# - "Of A and B, one is X and the other is Y" = one_of_other (A, B distinct).
# - Comparisons without an amount are strict; "N more/later/longer" is exact.
# - "A, then B" / "in that order" lists are strictly increasing in the named sense.
# - A relative or appositive clause ("Mr Cattermole, who ...") asserts its content.
# - Gendered descriptions constrain: "the lady who ..." in 01 is not
#   Mr Cattermole; "the chap bound for Durham" in 02 is neither Mrs Lister
#   nor Ms Pickles.
# - A conditional "If A, then B" is material implication (true when A fails).
# - Background remarks ("who won a fortnight ago") constrain nothing.
# - Money in pounds sits in the grid as a bare number under a "(£)" heading
#   (nv cannot read "£"); pence are grid items like "65p". 24-hour times in 02
#   are grid items "08:15" etc., which nv reads as the hour; every departure is
#   at quarter past, so whole-hour gaps are exact.

def distinct(s, *xs):
    rs = [s.r(x) for x in xs]
    return len(set(rs)) == len(rs)


puzzle("u31-01-village-fete", "Netherby Village Fete",
    "Four stalls were run by members of the parish council at this year's fete. Can you match each stallholder to their stall and work out what it took on the day?",
    [("stallholders", ["Mrs Appleby", "Mrs Brough", "Mr Cattermole", "Miss Dunn"]),
     ("stalls", ["tombola", "cake stall", "white elephant", "plant stall"]),
     ("takings (£)", ["48", "55", "62", "70"])],
    [["Mrs Appleby", "plant stall", "55"],
     ["Mrs Brough", "tombola", "70"],
     ["Mr Cattermole", "white elephant", "48"],
     ["Miss Dunn", "cake stall", "62"]],
    [
    ("Mr Cattermole's takings were lower than Mrs Appleby's.",
        lambda s: s.n("Mr Cattermole", "takings (£)") < s.n("Mrs Appleby", "takings (£)")),
    ("The lady who ran the plant stall took £7 less than Miss Dunn.",
        lambda s: not s.same("plant stall", "Mr Cattermole") and s.n("plant stall", "takings (£)") == s.n("Miss Dunn", "takings (£)") - 7),
    ("Neither Mrs Appleby nor Mrs Brough looked after the white elephant stall.",
        lambda s: not s.same("Mrs Appleby", "white elephant") and not s.same("Mrs Brough", "white elephant")),
    ("Miss Dunn didn't run the white elephant either.",
        lambda s: not s.same("Miss Dunn", "white elephant")),
    ("Mrs Brough took more than Miss Dunn.",
        lambda s: s.n("Mrs Brough", "takings (£)") > s.n("Miss Dunn", "takings (£)")),
    ("The tombola did better than the cake stall.",
        lambda s: s.n("tombola", "takings (£)") > s.n("cake stall", "takings (£)")),
    ])


puzzle("u31-02-leeds-departures", "Departures from Leeds",
    "Four passengers left Leeds on different morning trains last Tuesday, each bound for a different destination and each seated in a different coach. From the clues, determine who went where, when, and in which coach.",
    [("passengers", ["Mr Holroyd", "Mrs Lister", "Ms Pickles", "Dr Sutcliffe"]),
     ("destinations", ["York", "Durham", "Carlisle", "Scarborough"]),
     ("departures", ["08:15", "09:15", "10:15", "11:15"]),
     ("coaches", ["coach A", "coach B", "coach C", "coach D"])],
    [["Mr Holroyd", "Carlisle", "10:15", "coach D"],
     ["Mrs Lister", "York", "08:15", "coach C"],
     ["Ms Pickles", "Scarborough", "11:15", "coach A"],
     ["Dr Sutcliffe", "Durham", "09:15", "coach B"]],
    [
    ("The chap bound for Durham left exactly an hour before Mr Holroyd.",
        lambda s: not s.same("Durham", "Mrs Lister") and not s.same("Durham", "Ms Pickles") and s.n("Durham", "departures") == s.n("Mr Holroyd", "departures") - 1),
    ("Ms Pickles and the York passenger sat in coaches A and C respectively.",
        lambda s: s.same("Ms Pickles", "coach A") and s.same("York", "coach C")),
    ("The 11:15 was not the Carlisle train; the latter carried whoever was sitting in coach D.",
        lambda s: not s.same("11:15", "Carlisle") and s.same("Carlisle", "coach D")),
    ("Neither Dr Sutcliffe nor Mrs Lister was in coach D.",
        lambda s: not s.same("Dr Sutcliffe", "coach D") and not s.same("Mrs Lister", "coach D")),
    ("Dr Sutcliffe set off before Ms Pickles did.",
        lambda s: s.n("Dr Sutcliffe", "departures") < s.n("Ms Pickles", "departures")),
    ("Whoever caught the 09:15 had a seat in coach B.",
        lambda s: s.same("09:15", "coach B")),
    ])


puzzle("u31-03-second-eleven", "Saturday's Second XI",
    "The club newsletter reports the innings of five middle-order batsmen in Saturday's home fixture. Each made a different score and each was out in a different way.",
    [("batsmen", ["Alderton", "Boyce", "Chadwick", "Dymond", "Ellery"]),
     ("runs", ["8", "19", "26", "41", "63"]),
     ("dismissals", ["bowled", "caught", "lbw", "run out", "stumped"])],
    [["Alderton", "41", "caught"],
     ["Boyce", "8", "run out"],
     ["Chadwick", "63", "stumped"],
     ["Dymond", "19", "lbw"],
     ["Ellery", "26", "bowled"]],
    [
    ("The top scorer eventually fell to the wicketkeeper, stumped.",
        lambda s: s.same("63", "stumped")),
    ("Boyce was run out.",
        lambda s: s.same("Boyce", "run out")),
    ("The lbw victim made 7 fewer than Ellery.",
        lambda s: s.n("lbw", "runs") == s.n("Ellery", "runs") - 7),
    ("Alderton wasn't stumped.",
        lambda s: not s.same("Alderton", "stumped")),
    ("Neither was Dymond, who made fewer runs than the batsman who was caught.",
        lambda s: not s.same("Dymond", "stumped") and s.n("Dymond", "runs") < s.n("caught", "runs")),
    ("Alderton outscored both Boyce and the batsman who was bowled.",
        lambda s: s.n("Alderton", "runs") > s.n("Boyce", "runs") and s.n("Alderton", "runs") > s.n("bowled", "runs")),
    ])


puzzle("u31-04-allotment-show", "Allotment Show",
    "At the Beckside Allotments annual show, four plot-holders each won a prize for a different vegetable. Work out each grower's plot number, what they grew and how much their winning entry weighed.",
    [("growers", ["Arthur", "Bernard", "Cyril", "Doreen"]),
     ("plot numbers", ["3", "7", "12", "15"]),
     ("crops", ["leeks", "marrows", "onions", "runner beans"]),
     ("weights", ["2.5 kg", "4 kg", "6.5 kg", "9 kg"])],
    [["Arthur", "12", "leeks", "4 kg"],
     ["Bernard", "3", "marrows", "9 kg"],
     ["Cyril", "15", "onions", "2.5 kg"],
     ["Doreen", "7", "runner beans", "6.5 kg"]],
    [
    ("Doreen's plot number is four higher than Bernard's.",
        lambda s: s.n("Doreen", "plot numbers") == s.n("Bernard", "plot numbers") + 4),
    ("The marrow, at 9 kg, was the heaviest exhibit, but it wasn't grown on plot 15.",
        lambda s: s.same("marrows", "9 kg") and not s.same("marrows", "15")),
    ("Cyril, whose plot backs on to the railway line, grows neither leeks nor runner beans.",
        lambda s: not s.same("Cyril", "leeks") and not s.same("Cyril", "runner beans")),
    ("Arthur's entry weighed a kilo and a half more than the onions.",
        lambda s: s.n("Arthur", "weights") == s.n("onions", "weights") + 1.5),
    ("The leeks came from a higher-numbered plot than the runner beans.",
        lambda s: s.n("leeks", "plot numbers") > s.n("runner beans", "plot numbers")),
    ("Arthur's plot number is lower than Cyril's.",
        lambda s: s.n("Arthur", "plot numbers") < s.n("Cyril", "plot numbers")),
    ("Bernard's produce outweighed Doreen's.",
        lambda s: s.n("Bernard", "weights") > s.n("Doreen", "weights")),
    ])


puzzle("u31-05-quiz-night", "Quiz Night at Flanagan's",
    "Four teams turned out for Thursday's quiz at Flanagan's. Match each team to its captain and its final score.",
    [("teams", ["The Quizzly Bears", "Les Quizerables", "Universally Challenged", "The Know-It-Ales"]),
     ("captains", ["Siobhan", "Declan", "Niamh", "Padraig"]),
     ("scores", ["31 points", "34 points", "37 points", "40 points"])],
    [["The Quizzly Bears", "Declan", "37 points"],
     ["Les Quizerables", "Niamh", "40 points"],
     ["Universally Challenged", "Padraig", "31 points"],
     ["The Know-It-Ales", "Siobhan", "34 points"]],
    [
    ("Niamh's team won on the night.",
        lambda s: s.n("Niamh", "scores") == 40),
    ("The Quizzly Bears finished three points behind the winners.",
        lambda s: s.n("The Quizzly Bears", "scores") == 37),
    ("Padraig, whose team wasn't the Know-It-Ales, finished below Siobhan's side.",
        lambda s: not s.same("Padraig", "The Know-It-Ales") and s.n("Padraig", "scores") < s.n("Siobhan", "scores")),
    ("Of Les Quizerables and Universally Challenged, one is captained by Niamh and the other came last.",
        lambda s: one_of_other(s, "Les Quizerables", "Universally Challenged", "Niamh", "31 points")),
    ("Declan doesn't captain the Know-It-Ales.",
        lambda s: not s.same("Declan", "The Know-It-Ales")),
    ("Universally Challenged, who won a fortnight ago, finished behind Les Quizerables this time.",
        lambda s: s.n("Universally Challenged", "scores") < s.n("Les Quizerables", "scores")),
    ])


puzzle("u31-06-sports-day", "Sports Day at St Hilda's",
    "Five pupils each won a different event at St Hilda's Primary sports day. Each belongs to a different house and each is a different age.",
    [("pupils", ["Ellie", "Freddie", "Harriet", "Oscar", "Poppy"]),
     ("events", ["egg-and-spoon", "sack race", "three-legged race", "obstacle course", "beanbag throw"]),
     ("houses", ["Brunel", "Darwin", "Faraday", "Newton", "Turing"]),
     ("ages", ["7", "8", "9", "10", "11"])],
    [["Ellie", "sack race", "Darwin", "9"],
     ["Freddie", "beanbag throw", "Newton", "11"],
     ["Harriet", "egg-and-spoon", "Brunel", "7"],
     ["Oscar", "obstacle course", "Faraday", "8"],
     ["Poppy", "three-legged race", "Turing", "10"]],
    [
    ("Freddie is two years older than Ellie.",
        lambda s: s.n("Freddie", "ages") == s.n("Ellie", "ages") + 2),
    ("Oscar is younger than Ellie but older than Harriet.",
        lambda s: s.n("Harriet", "ages") < s.n("Oscar", "ages") < s.n("Ellie", "ages")),
    ("The youngest winner, a Brunel pupil, took the egg-and-spoon.",
        lambda s: s.same("7", "Brunel") and s.same("7", "egg-and-spoon")),
    ("The three-legged race went to a Turing child, who is a year older than the sack race winner.",
        lambda s: s.same("three-legged race", "Turing") and s.n("three-legged race", "ages") == s.n("sack race", "ages") + 1),
    ("The winner of the three-legged race is older than Ellie.",
        lambda s: s.n("three-legged race", "ages") > s.n("Ellie", "ages")),
    ("The Newton pupil is the eldest of the five.",
        lambda s: s.same("Newton", "11")),
    ("If Freddie won the obstacle course, then he's in Faraday.",
        lambda s: not s.same("Freddie", "obstacle course") or s.same("Freddie", "Faraday")),
    ("The Darwin pupil is older than the Faraday one.",
        lambda s: s.n("Darwin", "ages") > s.n("Faraday", "ages")),
    ])


puzzle("u31-07-charity-walk", "Walk for the Hospice",
    "Five members of the Kaiapoi walking group took part in the hospice fundraiser, each covering a different distance and raising a different sum.",
    [("walkers", ["Aroha", "Brent", "Kiri", "Murray", "Shona"]),
     ("distances", ["8 km", "12 km", "16 km", "20 km", "25 km"]),
     ("raised", ["$150", "$210", "$240", "$300", "$375"])],
    [["Aroha", "20 km", "$300"],
     ["Brent", "8 km", "$375"],
     ["Kiri", "25 km", "$240"],
     ["Murray", "12 km", "$150"],
     ["Shona", "16 km", "$210"]],
    [
    ("Kiri walked further than anyone else in the group.",
        lambda s: s.n("Kiri", "distances") == 25),
    ("Funnily enough, whoever walked the shortest distance brought in the most sponsorship.",
        lambda s: s.n("8 km", "raised") == 375),
    ("The tramper who covered 16 km raised $60 more than Murray did.",
        lambda s: s.n("16 km", "raised") == s.n("Murray", "raised") + 60),
    ("Aroha walked 8 km further than Murray.",
        lambda s: s.n("Aroha", "distances") == s.n("Murray", "distances") + 8),
    ("Shona raised less than Kiri.",
        lambda s: s.n("Shona", "raised") < s.n("Kiri", "raised")),
    ("The one who did 20 km raised more than the one who did 25 km.",
        lambda s: s.n("20 km", "raised") > s.n("25 km", "raised")),
    ])


puzzle("u31-08-kerry-bed-and-breakfast", "A Room with a View",
    "Mrs Moriarty's B&B outside Kenmare has four guest rooms. In June she welcomed four families, each in a different room, arriving on a different date and staying a different number of nights.",
    [("families", ["Brennan", "Doyle", "Hegarty", "Kavanagh"]),
     ("rooms", ["Fuchsia", "Heather", "Sea View", "Garden"]),
     ("arrivals", ["3rd June", "5th June", "8th June", "10th June"]),
     ("stays", ["2 nights", "3 nights", "4 nights", "6 nights"])],
    [["Brennan", "Sea View", "8th June", "3 nights"],
     ["Doyle", "Heather", "3rd June", "6 nights"],
     ["Hegarty", "Garden", "10th June", "2 nights"],
     ["Kavanagh", "Fuchsia", "5th June", "4 nights"]],
    [
    ("The Hegartys had the Garden Room.",
        lambda s: s.same("Hegarty", "Garden")),
    ("They arrived a week after the guests in the Heather Room.",
        lambda s: s.n("Hegarty", "arrivals") == s.n("Heather", "arrivals") + 7),
    ("The Kavanaghs weren't in the Sea View Room, and they arrived before the Brennans.",
        lambda s: not s.same("Kavanagh", "Sea View") and s.n("Kavanagh", "arrivals") < s.n("Brennan", "arrivals")),
    ("The family who arrived on the 3rd stayed twice as long as the Brennans did.",
        lambda s: s.n("3rd June", "stays") == 2 * s.n("Brennan", "stays")),
    ("The Doyles arrived earlier than the Kavanaghs.",
        lambda s: s.n("Doyle", "arrivals") < s.n("Kavanagh", "arrivals")),
    ("The Brennans stayed longer than the Hegartys.",
        lambda s: s.n("Brennan", "stays") > s.n("Hegarty", "stays")),
    ])


puzzle("u31-09-best-and-fairest", "Best and Fairest",
    "The Central West Rams have named five nominees for their best and fairest award. Each plays a different position, hails from a different town and scored a different number of tries this season.",
    [("players", ["Cooper", "Jarrah", "Lachlan", "Mitchell", "Tane"]),
     ("positions", ["fullback", "hooker", "lock", "fly-half", "winger"]),
     ("towns", ["Bathurst", "Dubbo", "Mudgee", "Orange", "Parkes"]),
     ("tries", ["3 tries", "5 tries", "6 tries", "8 tries", "11 tries"])],
    [["Cooper", "winger", "Dubbo", "11 tries"],
     ["Jarrah", "hooker", "Mudgee", "3 tries"],
     ["Lachlan", "fullback", "Orange", "8 tries"],
     ["Mitchell", "lock", "Parkes", "5 tries"],
     ["Tane", "fly-half", "Bathurst", "6 tries"]],
    [
    ("The bloke from Mudgee, a hooker, crossed the line fewer times than anyone else.",
        lambda s: s.same("Mudgee", "hooker") and s.n("Mudgee", "tries") == 3),
    ("Lachlan, the fullback, scored two more tries than Tane, who isn't from Dubbo.",
        lambda s: s.same("Lachlan", "fullback") and s.n("Lachlan", "tries") == s.n("Tane", "tries") + 2 and not s.same("Tane", "Dubbo")),
    ("Tane, the lock and the lad from Orange are three different players.",
        lambda s: distinct(s, "Tane", "lock", "Orange")),
    ("The fly-half comes from Bathurst, and the lock from Parkes.",
        lambda s: s.same("fly-half", "Bathurst") and s.same("lock", "Parkes")),
    ("Neither Jarrah nor Mitchell plays on the wing.",
        lambda s: not s.same("Jarrah", "winger") and not s.same("Mitchell", "winger")),
    ("The Dubbo player outscored Lachlan.",
        lambda s: s.n("Dubbo", "tries") > s.n("Lachlan", "tries")),
    ("Jarrah isn't from Parkes or Bathurst.",
        lambda s: not s.same("Jarrah", "Parkes") and not s.same("Jarrah", "Bathurst")),
    ])


puzzle("u31-10-birthday-club", "The Birthday Club",
    "Five old school friends from Sydney take turns to shout lunch on each other's birthdays. This year each turns a different age, lives in a different suburb and is getting a different present from the group. Can you sort them out?",
    [("friends", ["Bronwyn", "Deb", "Kylie", "Narelle", "Tracey"]),
     ("months", ["February", "April", "June", "September", "November"]),
     ("suburbs", ["Bondi", "Glebe", "Manly", "Newtown", "Parramatta"]),
     ("presents", ["cookbook", "silk scarf", "scented candle", "bottle of wine", "gift voucher"]),
     ("ages", ["40", "45", "50", "55", "60"])],
    [["Bronwyn", "June", "Manly", "cookbook", "50"],
     ["Deb", "February", "Glebe", "silk scarf", "45"],
     ["Kylie", "November", "Parramatta", "scented candle", "40"],
     ["Narelle", "April", "Bondi", "bottle of wine", "60"],
     ["Tracey", "September", "Newtown", "gift voucher", "55"]],
    [
    ("Kylie's birthday falls five months after Bronwyn's.",
        lambda s: s.n("Kylie", "months") == s.n("Bronwyn", "months") + 5),
    ("Deb's birthday comes before Narelle's, which in turn comes before Tracey's.",
        lambda s: s.n("Deb", "months") < s.n("Narelle", "months") < s.n("Tracey", "months")),
    ("The Glebe girl is the first of the five to celebrate each year.",
        lambda s: s.same("Glebe", "February")),
    ("Tracey doesn't live in Parramatta or Bondi.",
        lambda s: not s.same("Tracey", "Parramatta") and not s.same("Tracey", "Bondi")),
    ("The silk scarf is for the woman from Glebe, and the gift voucher for whoever has the September birthday.",
        lambda s: s.same("silk scarf", "Glebe") and s.same("gift voucher", "September")),
    ("Neither Bronwyn nor Narelle is getting the scented candle, which is going to the Parramatta resident.",
        lambda s: not s.same("Bronwyn", "scented candle") and not s.same("Narelle", "scented candle") and s.same("scented candle", "Parramatta")),
    ("Bronwyn isn't getting the wine.",
        lambda s: not s.same("Bronwyn", "bottle of wine")),
    ("Narelle is ten years older than the woman from Manly.",
        lambda s: s.n("Narelle", "ages") == s.n("Manly", "ages") + 10),
    ("The friend who lives in Parramatta is the youngest of the group.",
        lambda s: s.n("Parramatta", "ages") == 40),
    ("Deb is younger than Bronwyn, whilst Tracey is older than Bronwyn but younger than Narelle.",
        lambda s: s.n("Deb", "ages") < s.n("Bronwyn", "ages") < s.n("Tracey", "ages") < s.n("Narelle", "ages")),
    ])


puzzle("u31-11-wi-jam-stall", "The WI Jam Stall",
    "Four members of the Little Hadley Women's Institute each brought a different homemade jam to the Saturday market, priced per jar.",
    [("members", ["Mrs Fothergill", "Mrs Greenwood", "Mrs Ingleby", "Mrs Jessop"]),
     ("jams", ["damson", "gooseberry", "blackcurrant", "rhubarb and ginger"]),
     ("prices", ["65p", "75p", "85p", "95p"])],
    [["Mrs Fothergill", "gooseberry", "85p"],
     ["Mrs Greenwood", "rhubarb and ginger", "95p"],
     ["Mrs Ingleby", "damson", "65p"],
     ["Mrs Jessop", "blackcurrant", "75p"]],
    [
    ("Mrs Greenwood charged more than the maker of the gooseberry.",
        lambda s: not s.same("Mrs Greenwood", "gooseberry") and s.n("Mrs Greenwood", "prices") > s.n("gooseberry", "prices")),
    ("The damson cost 10p less than the blackcurrant.",
        lambda s: s.n("damson", "prices") == s.n("blackcurrant", "prices") - 10),
    ("Mrs Ingleby's jars were cheaper than Mrs Fothergill's.",
        lambda s: s.n("Mrs Ingleby", "prices") < s.n("Mrs Fothergill", "prices")),
    ("The gooseberry sold for less than the rhubarb and ginger.",
        lambda s: s.n("gooseberry", "prices") < s.n("rhubarb and ginger", "prices")),
    ("Mrs Jessop's jam was cheaper than the gooseberry.",
        lambda s: s.n("Mrs Jessop", "prices") < s.n("gooseberry", "prices")),
    ("Mrs Jessop didn't make the damson.",
        lambda s: not s.same("Mrs Jessop", "damson")),
    ])


puzzle("u31-12-narrowboats", "Moorings on the Grand Union",
    "Four narrowboats belonging to members of the Northamptonshire Boating Club are each of a different length and each has a home mooring at a different spot along the canal.",
    [("boats", ["Dabchick", "Kingfisher", "Moorhen", "Wagtail"]),
     ("owners", ["Geoff", "Marion", "Trevor", "Wendy"]),
     ("lengths", ["15 m", "18 m", "20 m", "21 m"]),
     ("moorings", ["Braunston", "Foxton", "Hillmorton", "Stoke Bruerne"])],
    [["Dabchick", "Wendy", "21 m", "Foxton"],
     ["Kingfisher", "Trevor", "15 m", "Stoke Bruerne"],
     ["Moorhen", "Geoff", "18 m", "Braunston"],
     ["Wagtail", "Marion", "20 m", "Hillmorton"]],
    [
    ("Geoff's boat is exactly three metres longer than Kingfisher.",
        lambda s: s.n("Geoff", "lengths") == s.n("Kingfisher", "lengths") + 3),
    ("Wendy keeps her narrowboat at Foxton.",
        lambda s: s.same("Wendy", "Foxton")),
    ("At 21 metres, Dabchick is the longest boat in the club.",
        lambda s: s.n("Dabchick", "lengths") == 21),
    ("Of Moorhen and Wagtail, one belongs to Marion and the other is moored at Braunston.",
        lambda s: one_of_other(s, "Moorhen", "Wagtail", "Marion", "Braunston")),
    ("The boat moored at Stoke Bruerne is shorter than Marion's.",
        lambda s: s.n("Stoke Bruerne", "lengths") < s.n("Marion", "lengths")),
    ("Wagtail is longer than Moorhen.",
        lambda s: s.n("Wagtail", "lengths") > s.n("Moorhen", "lengths")),
    ])
