# Blind test set unseen69: sports and competition results.
# Each clue: the English sentence and a predicate saying what it means.
# Run by truth.py (which provides State, nv, one_of_other, puzzle).
import re as _re

def secs(t):
    """A time item as a number: "4:32" (minutes:seconds) -> 272 seconds,
    "58.2 seconds" -> 58.2, "2 hours 10 minutes" -> 130 minutes,
    "1:02:15" (h:mm:ss) -> 3735 seconds."""
    t = t.strip()
    m = _re.match(r"^(\d+):(\d\d):(\d\d)$", t)
    if m:
        return int(m.group(1)) * 3600 + int(m.group(2)) * 60 + int(m.group(3))
    m = _re.match(r"^(\d+):(\d\d)(?:\.(\d+))?$", t)
    if m:
        return int(m.group(1)) * 60 + int(m.group(2)) + (float("0." + m.group(3)) if m.group(3) else 0)
    m = _re.match(r"^(\d+) hours? (\d+) minutes?$", t)
    if m:
        return int(m.group(1)) * 60 + int(m.group(2))
    m = _re.match(r"^([\d.]+) seconds?$", t)
    if m:
        return float(m.group(1))
    raise ValueError(t)

def T(s, x, cat):
    """The time (as a number) of the entity with item x."""
    return secs(s.g(x, cat))

def rank(s, x, cat, low_first=True):
    """Finishing place (1 = best) of x's entity, from its value in cat
    (numbers via secs/nv); low_first: the lowest value is 1st."""
    items = [it for it in s.cats[[n for n, _ in s.cats].index(cat)][1]]
    conv = secs if ":" in items[0] or "second" in items[0] or "hour" in items[0] else nv
    v = conv(s.g(x, cat))
    vals = sorted(conv(i) for i in items)
    if not low_first:
        vals = vals[::-1]
    return vals.index(v) + 1

def P(s, x, cat):
    """Position number of x's entity in an ordered category (1st -> 1, first -> 1, 3 -> 3)."""
    return s.n(x, cat)

def diff_ent(s, *xs):
    """All the items name different entities."""
    rs = [s.r(x) for x in xs]
    return len(set(rs)) == len(rs)

# ---------------------------------------------------------------------
puzzle("u69-01-parkrun",
 "Saturday Parkrun",
 "Four friends ran the Saturday parkrun together and compared their results afterwards. Each wore a different coloured club vest, each is a different age, and no two recorded the same time (minutes:seconds). A faster time means a better finishing position among the four.",
 [("runner", ["Amber", "Bilal", "Corinne", "Declan"]),
  ("time", ["19:48", "20:15", "21:02", "22:30"]),
  ("vest", ["green", "red", "blue", "yellow"]),
  ("age", ["29", "34", "41", "52"])],
 [["Amber", "21:02", "green", "34"],
  ["Bilal", "19:48", "red", "41"],
  ["Corinne", "22:30", "blue", "29"],
  ["Declan", "20:15", "yellow", "52"]],
 [
  ("The runner in the yellow vest crossed the line right behind Bilal.",
   lambda s: rank(s, "yellow", "time") == rank(s, "Bilal", "time") + 1),
  ("Corinne was beaten by the 34-year-old.",
   lambda s: T(s, "34", "time") < T(s, "Corinne", "time")),
  ("The winner is older than Amber but younger than the runner in yellow.",
   lambda s: s.n("19:48", "age") > s.n("Amber", "age") and s.n("19:48", "age") < s.n("yellow", "age")),
  ("The runner who clocked 22:30 wore neither red nor green.",
   lambda s: not s.same("22:30", "red") and not s.same("22:30", "green")),
  ("Amber finished 1 minute 14 seconds behind the runner in red.",
   lambda s: T(s, "Amber", "time") - T(s, "red", "time") == 74),
  ("The youngest of the four didn't wear the green vest.",
   lambda s: not s.same("29", "green")),
 ])

# ---------------------------------------------------------------------
puzzle("u69-02-club-medal",
 "The Monthly Medal",
 "Four members of Kilrannoch Golf Club played in the monthly medal, each teeing off at a different time with a different caddie. In golf the lowest score wins; no two players returned the same score.",
 [("golfer", ["Fergus", "Gwen", "Hamish", "Isla"]),
  ("score", ["68", "71", "73", "76"]),
  ("caddie", ["Ron", "Sue", "Tim", "Vic"]),
  ("tee time", ["8:10am", "8:20am", "8:30am", "8:40am"])],
 [["Fergus", "73", "Sue", "8:30am"],
  ["Gwen", "68", "Vic", "8:10am"],
  ["Hamish", "76", "Ron", "8:20am"],
  ["Isla", "71", "Tim", "8:40am"]],
 [
  ("The golfer who teed off at 8:10am beat Isla by three strokes.",
   lambda s: s.n("8:10am", "score") == s.n("Isla", "score") - 3),
  ("Hamish had neither Tim nor Vic as his caddie.",
   lambda s: not s.same("Hamish", "Tim") and not s.same("Hamish", "Vic")),
  ("The player caddied for by Sue finished somewhere behind the 8:40am starter.",
   lambda s: s.n("Sue", "score") > s.n("8:40am", "score")),
  ("Of Hamish and the golfer who shot 71, one teed off at 8:20am and the other had Tim on the bag.",
   lambda s: one_of_other(s, "Hamish", "71", "8:20am", "Tim")),
  ("Fergus teed off ten minutes after Hamish.",
   lambda s: s.n("Fergus", "tee time") == s.n("Hamish", "tee time") + 10),
  ("Ron caddied for the player who came last.",
   lambda s: s.same("Ron", "76")),
  ("Fergus finished ahead of Hamish.",
   lambda s: s.n("Fergus", "score") < s.n("Hamish", "score")),
 ])

# ---------------------------------------------------------------------
puzzle("u69-03-spelling-bee",
 "The County Spelling Bee",
 "Five pupils from five different schools reached the final of the county spelling bee. Each is a different age, and each was knocked out on (or, for the champion, won with) a different final word. The five finished first to fifth.",
 [("speller", ["Ava", "Ben", "Chloe", "Dev", "Ella"]),
  ("place", ["first", "second", "third", "fourth", "fifth"]),
  ("school", ["Hillcrest", "Oakfield", "Riverside", "St Jude's", "Westmead"]),
  ("final word", ["mnemonic", "onomatopoeia", "quixotic", "rhythm", "syzygy"]),
  ("age", ["9", "10", "11", "12", "13"])],
 [["Ava", "second", "Oakfield", "mnemonic", "11"],
  ["Ben", "fifth", "Westmead", "rhythm", "9"],
  ["Chloe", "first", "Riverside", "syzygy", "12"],
  ["Dev", "fourth", "Hillcrest", "quixotic", "13"],
  ["Ella", "third", "St Jude's", "onomatopoeia", "10"]],
 [
  ("The Riverside pupil finished exactly two places ahead of the 10-year-old.",
   lambda s: P(s, "Riverside", "place") == P(s, "10", "place") - 2),
  ("Ben is the youngest speller; neither he nor Ava was given \"onomatopoeia\".",
   lambda s: s.same("Ben", "9") and not s.same("Ben", "onomatopoeia") and not s.same("Ava", "onomatopoeia")),
  ("Neither Ava nor the Hillcrest speller is 12.",
   lambda s: not s.same("Ava", "Hillcrest") and not s.same("Ava", "12") and not s.same("Hillcrest", "12")),
  ("The speller given \"quixotic\" finished immediately behind the St Jude's pupil.",
   lambda s: P(s, "quixotic", "place") == P(s, "St Jude's", "place") + 1),
  ("The 13-year-old came somewhere below the speller who got \"mnemonic\".",
   lambda s: P(s, "13", "place") > P(s, "mnemonic", "place")),
  ("The Westmead pupil, who went out on \"rhythm\", finished three places behind Ava.",
   lambda s: s.same("Westmead", "rhythm") and P(s, "Westmead", "place") == P(s, "Ava", "place") + 3),
  ("The champion took the title by spelling \"syzygy\".",
   lambda s: P(s, "syzygy", "place") == 1),
  ("\"Onomatopoeia\" was given either to the Oakfield pupil or to the 10-year-old.",
   lambda s: not s.same("Oakfield", "10") and (s.same("onomatopoeia", "Oakfield") or s.same("onomatopoeia", "10"))),
  ("Chloe is a year younger than Dev.",
   lambda s: s.n("Chloe", "age") == s.n("Dev", "age") - 1),
  ("The youngest speller finished behind the Hillcrest pupil.",
   lambda s: P(s, "9", "place") > P(s, "Hillcrest", "place")),
  ("Ella doesn't go to Hillcrest.",
   lambda s: not s.same("Ella", "Hillcrest")),
 ])

# ---------------------------------------------------------------------
puzzle("u69-04-darts-league",
 "Darts Night at the Market Tavern",
 "Four players, each representing a different pub, played a round-robin darts evening and collected league points. Each throws darts of a different weight. The most points wins, and no two players finished level.",
 [("player", ["Gary", "Hilda", "Ivor", "Jess"]),
  ("points", ["18 points", "21 points", "25 points", "30 points"]),
  ("darts", ["20g", "22g", "24g", "26g"]),
  ("pub", ["The Anchor", "The Crown", "The Plough", "The Swan"])],
 [["Gary", "25 points", "22g", "The Swan"],
  ["Hilda", "30 points", "26g", "The Anchor"],
  ["Ivor", "18 points", "24g", "The Crown"],
  ["Jess", "21 points", "20g", "The Plough"]],
 [
  ("Hilda outscored the player from The Swan by 5 points.",
   lambda s: s.n("Hilda", "points") == s.n("The Swan", "points") + 5),
  ("The player throwing 24g darts came last.",
   lambda s: s.same("24g", "18 points")),
  ("The Crown's player collected fewer points than Gary.",
   lambda s: s.n("The Crown", "points") < s.n("Gary", "points")),
  ("The Plough's representative throws lighter darts than Ivor.",
   lambda s: s.n("The Plough", "darts") < s.n("Ivor", "darts")),
  ("Of Gary and the player with 26g darts, one plays for The Swan and the other finished with 30 points.",
   lambda s: one_of_other(s, "Gary", "26g", "The Swan", "30 points")),
  ("The runner-up doesn't use 20g darts.",
   lambda s: not s.same("25 points", "20g")),
 ])

# ---------------------------------------------------------------------
puzzle("u69-05-bake-off",
 "Village Bake-Off Final",
 "Five amateur bakers, each from a different town, reached the final of a regional bake-off. Each presented a different showstopper and the judges gave each bake a different mark out of 40. The highest mark won.",
 [("baker", ["Fiona", "George", "Harriet", "Imran", "June"]),
  ("bake", ["Battenberg", "eclairs", "focaccia", "lemon tart", "pavlova"]),
  ("mark", ["27", "31", "33", "36", "38"]),
  ("town", ["Bath", "Derby", "Leeds", "Norwich", "York"])],
 [["Fiona", "pavlova", "33", "Leeds"],
  ["George", "focaccia", "27", "York"],
  ["Harriet", "eclairs", "38", "Bath"],
  ["Imran", "Battenberg", "36", "Norwich"],
  ["June", "lemon tart", "31", "Derby"]],
 [
  ("The eclairs earned 5 more marks than the pavlova.",
   lambda s: s.n("eclairs", "mark") == s.n("pavlova", "mark") + 5),
  ("George, who didn't make the Battenberg, scored lower than everyone else.",
   lambda s: not s.same("George", "Battenberg") and s.same("George", "27")),
  ("The baker from Norwich finished immediately ahead of Fiona.",
   lambda s: rank(s, "Norwich", "mark", low_first=False) == rank(s, "Fiona", "mark", low_first=False) - 1),
  ("The lemon tart scored less than the Battenberg but more than the focaccia.",
   lambda s: s.n("focaccia", "mark") < s.n("lemon tart", "mark") < s.n("Battenberg", "mark")),
  ("Harriet's bake outscored Imran's.",
   lambda s: s.n("Harriet", "mark") > s.n("Imran", "mark")),
  ("The focaccia was baked either by George or by the baker from Leeds.",
   lambda s: not s.same("George", "Leeds") and (s.same("focaccia", "George") or s.same("focaccia", "Leeds"))),
  ("The Derby baker was given 2 marks fewer than Fiona.",
   lambda s: s.n("Derby", "mark") == s.n("Fiona", "mark") - 2),
  ("The runner-up's bake wasn't the eclairs.",
   lambda s: not s.same("36", "eclairs")),
  ("The champion hails from Bath.",
   lambda s: s.same("38", "Bath")),
  ("June, the runner-up and the baker from Bath are three different people.",
   lambda s: diff_ent(s, "June", "36", "Bath")),
 ])

# ---------------------------------------------------------------------
puzzle("u69-06-100m-freestyle",
 "The 100m Freestyle Heat",
 "Four swimmers from four different countries contested a 100m freestyle heat, each in a different lane. Their times are listed below; the fastest time won the heat, and no two swimmers tied.",
 [("swimmer", ["Kira", "Lars", "Maeve", "Nico"]),
  ("time", ["56.9 seconds", "57.4 seconds", "58.2 seconds", "59.1 seconds"]),
  ("lane", ["2", "3", "4", "5"]),
  ("country", ["Canada", "Italy", "Japan", "Norway"])],
 [["Kira", "58.2 seconds", "4", "Japan"],
  ["Lars", "56.9 seconds", "2", "Norway"],
  ["Maeve", "59.1 seconds", "5", "Canada"],
  ["Nico", "57.4 seconds", "3", "Italy"]],
 [
  ("The swimmer in lane 3 touched 0.5 seconds behind the Norwegian.",
   lambda s: round(T(s, "3", "time") - T(s, "Norway", "time"), 2) == 0.5),
  ("Kira swam in the lane next to Maeve's.",
   lambda s: abs(s.n("Kira", "lane") - s.n("Maeve", "lane")) == 1),
  ("The Canadian was slower than Kira.",
   lambda s: T(s, "Canada", "time") > T(s, "Kira", "time")),
  ("Nico isn't Japanese and didn't swim in lane 5.",
   lambda s: not s.same("Nico", "Japan") and not s.same("Nico", "5")),
  ("The winner swam in a lower-numbered lane than the Italian.",
   lambda s: s.n("56.9 seconds", "lane") < s.n("Italy", "lane")),
  ("Maeve was beaten by the swimmer in lane 4 by 0.9 seconds.",
   lambda s: round(T(s, "Maeve", "time") - T(s, "4", "time"), 2) == 0.9),
  ("Either Lars or the Japanese swimmer was in lane 2.",
   lambda s: not s.same("Lars", "Japan") and (s.same("2", "Lars") or s.same("2", "Japan"))),
 ])

# ---------------------------------------------------------------------
puzzle("u69-07-chess-rapidplay",
 "The Rapidplay Chess Tournament",
 "Five club players met in a rapidplay chess tournament. Each has a different rating and a different favourite opening, and they took places 1 to 5 (place 1 is the winner) with no ties.",
 [("player", ["Otto", "Priscilla", "Quinn", "Rosa", "Stefan"]),
  ("place", ["1", "2", "3", "4", "5"]),
  ("rating", ["1850", "1920", "2010", "2085", "2140"]),
  ("opening", ["Caro-Kann", "French", "King's Indian", "London", "Sicilian"])],
 [["Otto", "3", "2140", "London"],
  ["Priscilla", "1", "1920", "Sicilian"],
  ["Quinn", "5", "2010", "French"],
  ["Rosa", "2", "1850", "King's Indian"],
  ["Stefan", "4", "2085", "Caro-Kann"]],
 [
  ("The tournament was won by a player rated lower than Stefan, though not by the lowest-rated player.",
   lambda s: s.n("1", "rating") < s.n("Stefan", "rating") and not s.same("1", "1850")),
  ("The top-rated player finished two places below the Sicilian player.",
   lambda s: s.n("2140", "place") == s.n("Sicilian", "place") + 2),
  ("Rosa, who plays the King's Indian, finished somewhere ahead of the London player.",
   lambda s: s.same("Rosa", "King's Indian") and s.n("Rosa", "place") < s.n("London", "place")),
  ("Quinn finished behind Stefan.",
   lambda s: s.n("Quinn", "place") > s.n("Stefan", "place")),
  ("The Caro-Kann player is rated 75 points higher than the French player.",
   lambda s: s.n("Caro-Kann", "rating") == s.n("French", "rating") + 75),
  ("Neither Otto nor Priscilla plays the French.",
   lambda s: not s.same("Otto", "French") and not s.same("Priscilla", "French")),
  ("Rosa is not the player rated 1920.",
   lambda s: not s.same("Rosa", "1920")),
  ("Stefan's favourite opening is the Caro-Kann.",
   lambda s: s.same("Stefan", "Caro-Kann")),
  ("No one in the field is rated higher than Otto.",
   lambda s: s.same("Otto", "2140")),
 ])

# ---------------------------------------------------------------------
puzzle("u69-08-city-marathon",
 "The City Marathon Elite Race",
 "Four elite athletes who ran the city marathon are listed with their finishing times, their bib numbers and the brand of shoe each wore. Each wore a different brand and a different bib; the quickest time won, and there were no ties.",
 [("runner", ["Tomasz", "Ursula", "Viktor", "Wanjiru"]),
  ("time", ["2 hours 8 minutes", "2 hours 11 minutes", "2 hours 15 minutes", "2 hours 21 minutes"]),
  ("bib", ["7", "12", "23", "41"]),
  ("shoes", ["Asics", "Brooks", "Hoka", "Saucony"])],
 [["Tomasz", "2 hours 15 minutes", "23", "Hoka"],
  ["Ursula", "2 hours 8 minutes", "41", "Brooks"],
  ["Viktor", "2 hours 21 minutes", "7", "Asics"],
  ["Wanjiru", "2 hours 11 minutes", "12", "Saucony"]],
 [
  ("The runner in Hoka shoes finished 7 minutes behind the athlete wearing bib 41.",
   lambda s: T(s, "Hoka", "time") - T(s, "41", "time") == 7),
  ("Viktor, who wore the lowest bib number, didn't run in Brooks.",
   lambda s: s.same("Viktor", "7") and not s.same("Viktor", "Brooks")),
  ("Wanjiru crossed the line before Tomasz but after the Brooks runner.",
   lambda s: T(s, "Brooks", "time") < T(s, "Wanjiru", "time") < T(s, "Tomasz", "time")),
  ("The runner with bib 12 finished immediately ahead of the Hoka wearer.",
   lambda s: rank(s, "12", "time") == rank(s, "Hoka", "time") - 1),
  ("The athlete in Asics didn't finish in the top two.",
   lambda s: rank(s, "Asics", "time") > 2),
  ("Tomasz beat Viktor.",
   lambda s: T(s, "Tomasz", "time") < T(s, "Viktor", "time")),
 ])

# ---------------------------------------------------------------------
puzzle("u69-09-bowling-league",
 "League Night at Lucky Lanes",
 "Five bowlers, each from a different team, rolled one scratch game on league night. Each uses a ball of a different weight. The highest score won; no two bowlers scored the same.",
 [("bowler", ["Abe", "Bea", "Cal", "Dora", "Eli"]),
  ("score", ["168", "185", "192", "210", "227"]),
  ("ball", ["10 lb", "12 lb", "13 lb", "14 lb", "15 lb"]),
  ("team", ["Alley Cats", "Gutter Gang", "Pin Pals", "Split Ends", "Strike Force"])],
 [["Abe", "192", "14 lb", "Pin Pals"],
  ["Bea", "227", "12 lb", "Split Ends"],
  ["Cal", "168", "15 lb", "Alley Cats"],
  ["Dora", "210", "10 lb", "Strike Force"],
  ["Eli", "185", "13 lb", "Gutter Gang"]],
 [
  ("The bowler with the heaviest ball had the lowest score.",
   lambda s: s.same("15 lb", "168")),
  ("Bea outscored Dora by 17 pins.",
   lambda s: s.n("Bea", "score") == s.n("Dora", "score") + 17),
  ("The Pin Pals bowler rolls a ball 1 lb heavier than Eli's.",
   lambda s: s.n("Pin Pals", "ball") == s.n("Eli", "ball") + 1),
  ("Neither Dora nor the Gutter Gang bowler uses a 12 lb ball.",
   lambda s: not s.same("Dora", "Gutter Gang") and not s.same("Dora", "12 lb") and not s.same("Gutter Gang", "12 lb")),
  ("The Split Ends bowler won the night.",
   lambda s: s.same("Split Ends", "227")),
  ("The Alley Cats bowler scored 24 fewer pins than Abe.",
   lambda s: s.n("Alley Cats", "score") == s.n("Abe", "score") - 24),
  ("Of Abe and Dora, one bowls for Strike Force and the other scored 192.",
   lambda s: one_of_other(s, "Abe", "Dora", "Strike Force", "192")),
 ])

# ---------------------------------------------------------------------
puzzle("u69-10-talent-show",
 "The Harvest Talent Show",
 "Five acts took part in the village hall's harvest talent show. Each performer went on at a different time and did a different kind of act, and the audience vote placed them 1st to 5th with no ties.",
 [("performer", ["Hattie", "Ian", "Jolene", "Kofi", "Lena"]),
  ("place", ["1st", "2nd", "3rd", "4th", "5th"]),
  ("act", ["juggler", "magician", "singer", "tap dancer", "ventriloquist"]),
  ("on stage", ["7:00pm", "7:15pm", "7:30pm", "7:45pm", "8:00pm"])],
 [["Hattie", "3rd", "magician", "7:45pm"],
  ["Ian", "5th", "juggler", "7:00pm"],
  ["Jolene", "1st", "singer", "8:00pm"],
  ["Kofi", "2nd", "tap dancer", "7:15pm"],
  ["Lena", "4th", "ventriloquist", "7:30pm"]],
 [
  ("The act that went on last won the show.",
   lambda s: s.same("8:00pm", "1st")),
  ("The juggler performed 45 minutes before the magician and finished two places below her.",
   lambda s: s.n("juggler", "on stage") == s.n("magician", "on stage") - 45 and P(s, "juggler", "place") == P(s, "magician", "place") + 2),
  ("Kofi, who isn't the ventriloquist, went on 15 minutes after Ian.",
   lambda s: not s.same("Kofi", "ventriloquist") and s.n("Kofi", "on stage") == s.n("Ian", "on stage") + 15),
  ("Lena finished immediately behind Hattie.",
   lambda s: P(s, "Lena", "place") == P(s, "Hattie", "place") + 1),
  ("The tap dancer finished ahead of the magician.",
   lambda s: P(s, "tap dancer", "place") < P(s, "magician", "place")),
  ("The audience vote went to the singer.",
   lambda s: s.same("singer", "1st")),
  ("Ian opened the show.",
   lambda s: s.same("Ian", "7:00pm")),
 ])

# ---------------------------------------------------------------------
puzzle("u69-11-quiz-night",
 "Quiz Night at the Red Lion",
 "Four teams entered the Red Lion's Thursday quiz. Each team has a different captain, sat at a different numbered table, and finished with a different total. The highest total won.",
 [("captain", ["Maggie", "Neville", "Olwen", "Percy"]),
  ("team", ["Brainiacs", "Quizzly Bears", "Smarty Pints", "The Know-It-Ales"]),
  ("total", ["41 points", "45 points", "52 points", "58 points"]),
  ("table", ["1", "2", "3", "4"])],
 [["Maggie", "Smarty Pints", "52 points", "3"],
  ["Neville", "Brainiacs", "41 points", "1"],
  ["Olwen", "Quizzly Bears", "58 points", "4"],
  ["Percy", "The Know-It-Ales", "45 points", "2"]],
 [
  ("Neville's team scored 4 points fewer than the team at table 2.",
   lambda s: s.n("Neville", "total") == s.n("2", "total") - 4),
  ("The Quizzly Bears outscored the Smarty Pints.",
   lambda s: s.n("Quizzly Bears", "total") > s.n("Smarty Pints", "total")),
  ("Maggie's team sat at a higher-numbered table than Percy's.",
   lambda s: s.n("Maggie", "table") > s.n("Percy", "table")),
  ("The team at table 4 won the quiz.",
   lambda s: s.same("4", "58 points")),
  ("The Know-It-Ales scored exactly 13 points less than the winners.",
   lambda s: s.n("The Know-It-Ales", "total") == s.n("58 points", "total") - 13),
  ("Of the Smarty Pints and Percy's team, one sat at table 3 and the other at table 2.",
   lambda s: one_of_other(s, "Smarty Pints", "Percy", "3", "2")),
  ("Maggie's team lost to Olwen's.",
   lambda s: s.n("Maggie", "total") < s.n("Olwen", "total")),
 ])

# ---------------------------------------------------------------------
puzzle("u69-12-hill-climb",
 "The Wrekin Hill Climb",
 "Five riders from five different cycling clubs rode the club hill climb, setting off one at a time at two-minute intervals. Their times up the hill are given in minutes:seconds; the quickest time wins, and no two riders tied.",
 [("rider", ["Anouk", "Bruno", "Carys", "Dmitri", "Esme"]),
  ("time", ["12:41", "12:55", "13:08", "13:30", "14:02"]),
  ("club", ["Apex", "Cadence", "Derailleurs", "Freewheelers", "Spokes"]),
  ("start", ["10:00am", "10:02am", "10:04am", "10:06am", "10:08am"])],
 [["Anouk", "13:08", "Spokes", "10:06am"],
  ["Bruno", "14:02", "Apex", "10:00am"],
  ["Carys", "12:41", "Cadence", "10:08am"],
  ["Dmitri", "12:55", "Freewheelers", "10:02am"],
  ["Esme", "13:30", "Derailleurs", "10:04am"]],
 [
  ("The fastest rider was the last to set off.",
   lambda s: s.same("12:41", "10:08am")),
  ("The rider who started first was 54 seconds slower than Anouk.",
   lambda s: T(s, "10:00am", "time") == T(s, "Anouk", "time") + 54),
  ("Dmitri came in right behind the Cadence rider.",
   lambda s: rank(s, "Dmitri", "time") == rank(s, "Cadence", "time") + 1),
  ("The Derailleurs rider started 2 minutes before Anouk.",
   lambda s: s.n("Derailleurs", "start") == s.n("Anouk", "start") - 2),
  ("The Freewheelers rider beat the Spokes rider by 13 seconds.",
   lambda s: T(s, "Spokes", "time") - T(s, "Freewheelers", "time") == 13),
  ("Carys was faster than Esme, although she set off later.",
   lambda s: T(s, "Carys", "time") < T(s, "Esme", "time") and s.n("Carys", "start") > s.n("Esme", "start")),
  ("The Apex rider finished somewhere behind Esme.",
   lambda s: T(s, "Apex", "time") > T(s, "Esme", "time")),
  ("The runner-up set off at 10:02am.",
   lambda s: s.same("12:55", "10:02am")),
 ])
