# unseen12: twelve logic grids written blind, in the style of puzzle pages
# printed outside the US (metric units, pounds/euros/rupees, 24-hour times,
# day-month dates, ranks). Exec'd by ../unseen/truth.py, which supplies
# puzzle(), one_of_other() and the State type (s.r, s.same, s.g, s.n).
import re
from fractions import Fraction

MONTHS = ["January", "February", "March", "April", "May", "June", "July",
          "August", "September", "October", "November", "December"]
MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]


def val(t):
    """The number an item as printed stands for, exactly (Fraction):
    "6 March" -> day of the year; "07:45" and "0715" -> minutes after
    midnight; "1 kg" and "250 g" -> grams; "£4.50", "€32.50", "Rs 240" ->
    the sum; "-3°C", "40%", "2.5 litres", "14.5 km", "184 cm", "3rd" -> the
    number."""
    t = t.strip()
    m = re.match(r"^(\d+) (%s)$" % "|".join(MONTHS), t)
    if m:
        k = MONTHS.index(m.group(2))
        return Fraction(sum(MONTH_DAYS[:k]) + int(m.group(1)))
    m = re.match(r"^(\d\d):(\d\d)$", t)
    if m:
        return Fraction(int(m.group(1)) * 60 + int(m.group(2)))
    m = re.match(r"^(\d\d)(\d\d)$", t)
    if m:
        return Fraction(int(m.group(1)) * 60 + int(m.group(2)))
    m = re.match(r"^(?:£|€|Rs |₹)?(-?\d+(?:\.\d+)?)\s*(kg|g)?", t)
    assert m, t
    x = Fraction(m.group(1))
    if m.group(2) == "kg":
        x *= 1000
    return x


def v(s, item, cat):
    """The number in category cat of item's row."""
    return val(s.g(item, cat))


def F(x):
    return Fraction(str(x))


def xor(a, b):
    return bool(a) != bool(b)

W = "weights"
puzzle("u12-01-giant-marrows", "Giant Marrows",
       "Four allotment holders entered the giant marrow class at the Little Hampden village show. "
       "Each grew their marrow on a different numbered plot, and no two marrows tipped the scales at the same weight.",
       [("growers", ["Mr Pike", "Mrs Hale", "Mr Ogden", "Miss Frost"]),
        ("weights", ["3.2 kg", "3.8 kg", "4.4 kg", "5.0 kg"]),
        ("plots", ["3", "7", "12", "15"])],
       [["Mr Pike", "4.4 kg", "12"],
        ["Mrs Hale", "5.0 kg", "3"],
        ["Mr Ogden", "3.2 kg", "15"],
        ["Miss Frost", "3.8 kg", "7"]],
       [("The heaviest marrow came from plot 3.",
         lambda s: s.same("5.0 kg", "3")),
        ("Mr Ogden's marrow was 1.2 kg lighter than the one grown on plot 12.",
         lambda s: v(s, "Mr Ogden", W) == v(s, "12", W) - 1200),
        ("Miss Frost's entry weighed less than Mr Pike's but more than the marrow from plot 15.",
         lambda s: v(s, "Mr Pike", W) > v(s, "Miss Frost", W) > v(s, "15", W)),
        ("First prize goes to the heaviest marrow, and it did not go to Mr Pike.",
         lambda s: not s.same("Mr Pike", "5.0 kg")),
        ])

D, M = "distances", "sponsorship"
puzzle("u12-02-fun-run", "Seafront Fun Run",
       "Five friends from the same office took part in a charity fun run along the seafront at Southsea. "
       "Each wore a different fancy-dress costume, ran a different distance and raised a different sum in sponsorship.",
       [("runners", ["Gemma", "Harriet", "Imran", "Jonty", "Kerry"]),
        ("distances", ["2.5 km", "5 km", "7.5 km", "10 km", "12.5 km"]),
        ("costumes", ["banana", "gorilla", "pirate", "superhero", "Viking"]),
        ("sponsorship", ["£85", "£110", "£135", "£160", "£185"])],
       [["Gemma", "7.5 km", "pirate", "£160"],
        ["Harriet", "2.5 km", "banana", "£110"],
        ["Imran", "12.5 km", "gorilla", "£85"],
        ["Jonty", "5 km", "Viking", "£185"],
        ["Kerry", "10 km", "superhero", "£135"]],
       [("The runner in the gorilla suit went the whole 12.5 km.",
         lambda s: s.same("gorilla", "12.5 km")),
        ("Jonty ran 2.5 km less than Gemma, yet raised £25 more than she did.",
         lambda s: v(s, "Jonty", D) == v(s, "Gemma", D) - F(2.5) and v(s, "Jonty", M) == v(s, "Gemma", M) + 25),
        ("Harriet and the Viking ran 2.5 km and 5 km, respectively.",
         lambda s: s.same("Harriet", "2.5 km") and s.same("Viking", "5 km") and not s.same("Harriet", "Viking")),
        ("The superhero collected £50 more in sponsorship than Imran.",
         lambda s: v(s, "superhero", M) == v(s, "Imran", M) + 50),
        ("The banana raised less than the pirate but more than the gorilla.",
         lambda s: v(s, "pirate", M) > v(s, "banana", M) > v(s, "gorilla", M)),
        ("Kerry covered twice the distance that Jonty did.",
         lambda s: v(s, "Kerry", D) == 2 * v(s, "Jonty", D)),
        ("Harriet's total was £25 short of Kerry's.",
         lambda s: v(s, "Harriet", M) == v(s, "Kerry", M) - 25),
        ])

G, P = "goals", "positions"
puzzle("u12-03-five-a-side", "Five-a-Side",
       "The four teams in the Thursday-night five-a-side league at Hollins Park each play in a different colour. "
       "On the last night of the season each team scored a different number of goals, and the final table put them in four different places.",
       [("teams", ["Athletico Lardy", "Dynamo Dave", "Real Sociable", "Sporting Chance"]),
        ("colours", ["red", "blue", "green", "yellow"]),
        ("goals", ["2", "3", "4", "5"]),
        ("positions", ["1st", "2nd", "3rd", "4th"])],
       [["Athletico Lardy", "yellow", "5", "2nd"],
        ["Dynamo Dave", "red", "3", "1st"],
        ["Real Sociable", "green", "2", "4th"],
        ["Sporting Chance", "blue", "4", "3rd"]],
       [("The side in red topped the league, even though on the final night they scored two goals fewer than Athletico Lardy.",
         lambda s: s.same("red", "1st") and v(s, "red", G) == v(s, "Athletico Lardy", G) - 2),
        ("Athletico Lardy finished two places higher than Real Sociable.",
         lambda s: v(s, "Athletico Lardy", P) == v(s, "Real Sociable", P) - 2),
        ("The team in green were placed immediately below Sporting Chance.",
         lambda s: v(s, "green", P) == v(s, "Sporting Chance", P) + 1),
        ("The team that came 3rd, who play in blue, scored one more goal than Dynamo Dave.",
         lambda s: s.same("3rd", "blue") and v(s, "blue", G) == v(s, "Dynamo Dave", G) + 1),
        ("The side that finished bottom also scored the fewest goals that night.",
         lambda s: s.same("4th", "2")),
        ])

WT, PR = "weights", "prices"
puzzle("u12-04-diwali-sweets", "Diwali Sweets",
       "In the week before Diwali, four regular customers at Sharma Sweet House in Lajpat Nagar each bought a box of a different sweet. "
       "The boxes were all of different weights, and each customer paid a different amount.",
       [("customers", ["Mrs Iyer", "Mr Kapoor", "Ms Bose", "Mr Reddy"]),
        ("sweets", ["barfi", "jalebi", "ladoo", "rasgulla"]),
        ("weights", ["250 g", "500 g", "750 g", "1 kg"]),
        ("prices", ["Rs 180", "Rs 240", "Rs 320", "Rs 450"])],
       [["Mrs Iyer", "ladoo", "1 kg", "Rs 320"],
        ["Mr Kapoor", "barfi", "500 g", "Rs 450"],
        ["Ms Bose", "jalebi", "250 g", "Rs 180"],
        ["Mr Reddy", "rasgulla", "750 g", "Rs 240"]],
       [("The 1 kg box held ladoos, but it was not the most expensive purchase.",
         lambda s: s.same("1 kg", "ladoo") and not s.same("ladoo", "Rs 450")),
        ("Mr Kapoor's box weighed twice as much as Ms Bose's.",
         lambda s: v(s, "Mr Kapoor", WT) == 2 * v(s, "Ms Bose", WT)),
        ("The rasgullas came in a box 250 g heavier than the barfi.",
         lambda s: v(s, "rasgulla", WT) == v(s, "barfi", WT) + 250),
        ("Mrs Iyer paid Rs 80 more than the customer who bought rasgullas.",
         lambda s: v(s, "Mrs Iyer", PR) == v(s, "rasgulla", PR) + 80),
        ("Ms Bose spent the least of the four.",
         lambda s: s.same("Ms Bose", "Rs 180")),
        ("Whoever bought the jalebis paid less than Mr Reddy.",
         lambda s: v(s, "jalebi", PR) < v(s, "Mr Reddy", PR)),
        ])

T, PA = "departures", "passengers"
puzzle("u12-05-island-ferries", "Island Ferries",
       "Five ferries left Oban one July morning, each bound for a different island. "
       "The harbourmaster's log shows each one's departure time and how many foot passengers it carried.",
       [("ferries", ["Morvern", "Lismore Lass", "Corran", "Sound of Jura", "Kilbrannan"]),
        ("departures", ["0715", "0830", "0945", "1100", "1215"]),
        ("islands", ["Coll", "Colonsay", "Islay", "Mull", "Tiree"]),
        ("passengers", ["95", "131", "168", "212", "240"])],
       [["Morvern", "0830", "Tiree", "212"],
        ["Lismore Lass", "0715", "Mull", "168"],
        ["Corran", "1100", "Islay", "95"],
        ["Sound of Jura", "1215", "Coll", "240"],
        ["Kilbrannan", "0945", "Colonsay", "131"]],
       [("The 0715 sailing was bound for Mull.",
         lambda s: s.same("0715", "Mull")),
        ("The Corran sailed 75 minutes after the Kilbrannan.",
         lambda s: v(s, "Corran", T) == v(s, "Kilbrannan", T) + 75),
        ("The Islay boat carried fewer passengers than any other.",
         lambda s: s.same("Islay", "95")),
        ("The Sound of Jura, which was not going to Tiree, left later than the Colonsay ferry.",
         lambda s: not s.same("Sound of Jura", "Tiree") and v(s, "Sound of Jura", T) > v(s, "Colonsay", T)),
        ("The boat that left at quarter past twelve had 28 more passengers on board than the Morvern.",
         lambda s: v(s, "1215", PA) == v(s, "Morvern", PA) + 28),
        ("The Morvern cast off an hour and a quarter after the Mull ferry.",
         lambda s: v(s, "Morvern", T) == v(s, "Mull", T) + 75),
        ("The Kilbrannan carried 37 fewer people than the Lismore Lass.",
         lambda s: v(s, "Kilbrannan", PA) == v(s, "Lismore Lass", PA) - 37),
        ("More passengers sailed for Tiree than for Colonsay.",
         lambda s: v(s, "Tiree", PA) > v(s, "Colonsay", PA)),
        ("The Coll boat was the busiest of the five.",
         lambda s: s.same("Coll", "240")),
        ])

TE, RA = "temperatures", "rainfall"
puzzle("u12-06-highland-weather", "A Highland Winter's Day",
       "One January day the weather page listed the midday temperature and the day's rainfall in four Highland towns. "
       "No two towns shared a temperature or a rainfall figure.",
       [("towns", ["Aviemore", "Braemar", "Fort William", "Wick"]),
        ("temperatures", ["-3°C", "-1°C", "2°C", "5°C"]),
        ("rainfall", ["0 mm", "4 mm", "9 mm", "15 mm"])],
       [["Aviemore", "-1°C", "0 mm"],
        ["Braemar", "-3°C", "4 mm"],
        ["Fort William", "5°C", "15 mm"],
        ["Wick", "2°C", "9 mm"]],
       [("The town that stayed completely dry was two degrees warmer than Braemar.",
         lambda s: v(s, "0 mm", TE) == v(s, "Braemar", TE) + 2),
        ("Wick was 3°C milder than Aviemore and had 5 mm more rain than Braemar.",
         lambda s: v(s, "Wick", TE) == v(s, "Aviemore", TE) + 3 and v(s, "Wick", RA) == v(s, "Braemar", RA) + 5),
        ("It was wetter in Fort William than in Wick.",
         lambda s: v(s, "Fort William", RA) > v(s, "Wick", RA)),
        ])

DT = "dates"
puzzle("u12-07-book-group", "The Book Group",
       "The Thursday book group in Much Wenlock met five times this spring, each time at a different member's house. "
       "At each meeting they discussed a different novel, and the host baked a different cake.",
       [("hosts", ["Beryl", "Colin", "Dilys", "Eamon", "Fenella"]),
        ("dates", ["6 March", "13 March", "20 March", "27 March", "3 April"]),
        ("novels", ["Atonement", "Middlemarch", "Rebecca", "Small Island", "Wolf Hall"]),
        ("cakes", ["Bakewell tart", "carrot cake", "coffee and walnut", "lemon drizzle", "Victoria sponge"])],
       [["Beryl", "20 March", "Rebecca", "lemon drizzle"],
        ["Colin", "3 April", "Wolf Hall", "Bakewell tart"],
        ["Dilys", "6 March", "Middlemarch", "coffee and walnut"],
        ["Eamon", "27 March", "Small Island", "Victoria sponge"],
        ["Fenella", "13 March", "Atonement", "carrot cake"]],
       [("The group began the season with Middlemarch, over coffee and walnut cake.",
         lambda s: s.same("Middlemarch", "6 March") and s.same("Middlemarch", "coffee and walnut")),
        ("Beryl was host the week after the meeting at which carrot cake was served.",
         lambda s: v(s, "Beryl", DT) == v(s, "carrot cake", DT) + 7),
        ("Wolf Hall was discussed a fortnight after Rebecca.",
         lambda s: v(s, "Wolf Hall", DT) == v(s, "Rebecca", DT) + 14),
        ("Eamon made a Victoria sponge.",
         lambda s: s.same("Eamon", "Victoria sponge")),
        ("Colin's evening came some time after Eamon's.",
         lambda s: v(s, "Colin", DT) > v(s, "Eamon", DT)),
        ("Atonement came up exactly seven days before Rebecca.",
         lambda s: v(s, "Atonement", DT) == v(s, "Rebecca", DT) - 7),
        ("The season finished with a Bakewell tart.",
         lambda s: s.same("Bakewell tart", "3 April")),
        ("Dilys had her turn two weeks before Beryl.",
         lambda s: v(s, "Dilys", DT) == v(s, "Beryl", DT) - 14),
        ("Fenella didn't host the first meeting of the season.",
         lambda s: not s.same("Fenella", "6 March")),
        ])

DI = "discounts"
puzzle("u12-08-january-sales", "January Sales",
       "Four friends braved the crowds on Boxing Day and each came home with a bargain. "
       "Each bought something different, and each had a different percentage knocked off the price.",
       [("shoppers", ["Amara", "Bethan", "Chloe", "Dev"]),
        ("purchases", ["boots", "coat", "handbag", "watch"]),
        ("discounts", ["15%", "20%", "30%", "40%"])],
       [["Amara", "boots", "30%"],
        ["Bethan", "watch", "15%"],
        ["Chloe", "coat", "40%"],
        ["Dev", "handbag", "20%"]],
       [("The coat was reduced by more than anything else.",
         lambda s: s.same("coat", "40%")),
        ("Amara's discount was exactly twice Bethan's.",
         lambda s: v(s, "Amara", DI) == 2 * v(s, "Bethan", DI)),
        ("The shopper who bought the boots and the one who got 15% off are different people.",
         lambda s: not s.same("boots", "15%")),
        ("Dev didn't buy the watch.",
         lambda s: not s.same("Dev", "watch")),
        ("Chloe got a bigger reduction than Dev did.",
         lambda s: v(s, "Chloe", DI) > v(s, "Dev", DI)),
        ("The handbag had a fifth knocked off its price.",
         lambda s: s.same("handbag", "20%")),
        ])

TB, SC = "tables", "scores"
puzzle("u12-09-quiz-night", "Quiz Night at the Red Lion",
       "Four teams turned out for the Red Lion's monthly quiz. "
       "Each sat at a different table, each had a different best round, and no two teams finished on the same score.",
       [("teams", ["Quizteama Aguilera", "The Know-Alls", "Les Quizerables", "Universally Challenged"]),
        ("tables", ["1", "2", "3", "4"]),
        ("rounds", ["history", "music", "picture", "sport"]),
        ("scores", ["38", "42", "45", "51"])],
       [["Quizteama Aguilera", "3", "music", "45"],
        ["The Know-Alls", "1", "history", "51"],
        ["Les Quizerables", "4", "sport", "38"],
        ["Universally Challenged", "2", "picture", "42"]],
       [("Either the team at table 1 or Quizteama Aguilera scored 45, but not both.",
         lambda s: xor(s.same("1", "45"), s.same("Quizteama Aguilera", "45"))),
        ("The music specialists finished three points ahead of the team whose best round was the picture round.",
         lambda s: v(s, "music", SC) == v(s, "picture", SC) + 3),
        ("Les Quizerables sat at a higher-numbered table than Quizteama Aguilera.",
         lambda s: v(s, "Les Quizerables", TB) > v(s, "Quizteama Aguilera", TB)),
        ("The team that was strongest on history won the quiz.",
         lambda s: s.same("history", "51")),
        ("The Know-Alls ended up nine points clear of Universally Challenged.",
         lambda s: v(s, "The Know-Alls", SC) == v(s, "Universally Challenged", SC) + 9),
        ("The team at table 3 outscored Universally Challenged.",
         lambda s: v(s, "3", SC) > v(s, "Universally Challenged", SC)),
        ("Universally Challenged were at an even-numbered table.",
         lambda s: v(s, "Universally Challenged", TB) % 2 == 0),
        ])

H, KG = "heights", "weights"
puzzle("u12-10-rowing-trials", "Rowing Trials",
       "Five hopefuls turned up at the university boat club's October trials. "
       "The coach noted each one's height, weight, college and home town; no two shared any of these.",
       [("rowers", ["Ellis", "Farrant", "Goswami", "Hughes", "Ingram"]),
        ("heights", ["176 cm", "180 cm", "184 cm", "188 cm", "192 cm"]),
        ("weights", ["72 kg", "77 kg", "81 kg", "86 kg", "90 kg"]),
        ("colleges", ["Balliol", "Christ Church", "Keble", "Merton", "Wadham"]),
        ("towns", ["Bristol", "Durham", "Exeter", "Leeds", "Norwich"])],
       [["Ellis", "184 cm", "86 kg", "Keble", "Leeds"],
        ["Farrant", "192 cm", "81 kg", "Merton", "Exeter"],
        ["Goswami", "176 cm", "72 kg", "Wadham", "Bristol"],
        ["Hughes", "188 cm", "90 kg", "Balliol", "Norwich"],
        ["Ingram", "180 cm", "77 kg", "Christ Church", "Durham"]],
       [("Hughes, who comes from Norwich, is the heaviest.",
         lambda s: s.same("Hughes", "Norwich") and s.same("Hughes", "90 kg")),
        ("The Keble man is the heaviest but one, and stands 4 cm shorter than Hughes.",
         lambda s: s.same("Keble", "86 kg") and v(s, "Keble", H) == v(s, "Hughes", H) - 4),
        ("The lightest rower is also the shortest; he is not from Durham.",
         lambda s: s.same("72 kg", "176 cm") and not s.same("72 kg", "Durham")),
        ("Ingram weighs 5 kg more than the Wadham rower.",
         lambda s: v(s, "Ingram", KG) == v(s, "Wadham", KG) + 5000),
        ("The second tallest of the five is at Balliol.",
         lambda s: s.same("188 cm", "Balliol")),
        ("Farrant, who is not at Christ Church, is 12 cm taller than the man from Durham.",
         lambda s: not s.same("Farrant", "Christ Church") and v(s, "Farrant", H) == v(s, "Durham", H) + 12),
        ("The Exeter rower is 5 kg lighter than Ellis.",
         lambda s: v(s, "Exeter", KG) == v(s, "Ellis", KG) - 5000),
        ("Ingram isn't as tall as Ellis.",
         lambda s: v(s, "Ingram", H) < v(s, "Ellis", H)),
        ("Hughes is taller than Ellis.",
         lambda s: v(s, "Hughes", H) > v(s, "Ellis", H)),
        ("Goswami doesn't come from Leeds.",
         lambda s: not s.same("Goswami", "Leeds")),
        ])

TT, EU, PL = "departures", "fares", "platforms"
puzzle("u12-11-munich-trains", "Day Trips from Munich",
       "Five students on an InterRail holiday split up for a day, each catching a different morning train out of München Hauptbahnhof to a different city. "
       "Each train left from a different platform, and each reservation cost a different amount.",
       [("students", ["Aoife", "Bram", "Carys", "Dario", "Elin"]),
        ("cities", ["Prague", "Salzburg", "Verona", "Vienna", "Zurich"]),
        ("departures", ["07:15", "07:45", "08:15", "08:45", "09:15"]),
        ("fares", ["€14.50", "€19", "€23.50", "€28", "€32.50"]),
        ("platforms", ["3", "5", "8", "11", "14"])],
       [["Aoife", "Verona", "08:45", "€32.50", "11"],
        ["Bram", "Salzburg", "07:15", "€14.50", "5"],
        ["Carys", "Zurich", "09:15", "€28", "3"],
        ["Dario", "Prague", "07:45", "€23.50", "14"],
        ["Elin", "Vienna", "08:15", "€19", "8"]],
       [("The Salzburg train left at quarter past seven.",
         lambda s: s.same("Salzburg", "07:15")),
        ("Carys's train pulled out an hour and a half after Dario's.",
         lambda s: v(s, "Carys", TT) == v(s, "Dario", TT) + 90),
        ("Aoife paid €4.50 more than the student bound for Zurich.",
         lambda s: v(s, "Aoife", EU) == v(s, "Zurich", EU) + F(4.5)),
        ("The cheapest reservation was for the earliest train.",
         lambda s: s.same("€14.50", "07:15")),
        ("The train from platform 8 left half an hour before the one to Verona.",
         lambda s: v(s, "8", TT) == v(s, "Verona", TT) - 30),
        ("Dario and Elin left from platforms 14 and 8, respectively.",
         lambda s: s.same("Dario", "14") and s.same("Elin", "8")),
        ("The last train of the morning went from platform 3.",
         lambda s: s.same("09:15", "3")),
        ("The priciest reservation was on the Verona train.",
         lambda s: s.same("€32.50", "Verona")),
        ("The Prague train departed thirty minutes after the Salzburg one.",
         lambda s: v(s, "Prague", TT) == v(s, "Salzburg", TT) + 30),
        ("Bram didn't use platform 11.",
         lambda s: not s.same("Bram", "11")),
        ("Elin's seat cost less than Dario's.",
         lambda s: v(s, "Elin", EU) < v(s, "Dario", EU)),
        ("Elin was away before Aoife.",
         lambda s: v(s, "Elin", TT) < v(s, "Aoife", TT)),
        ])

DA, KM, LI, RU = "dates", "distances", "water", "rucksacks"
puzzle("u12-12-coast-path", "On the Coast Path",
       "Four members of a Cardiff rambling club each walked a different stage of the Pembrokeshire Coast Path, on four consecutive days last August. "
       "Each set out with a different amount of water and a rucksack of a different weight.",
       [("walkers", ["Gareth", "Nia", "Owain", "Rhian"]),
        ("dates", ["14 August", "15 August", "16 August", "17 August"]),
        ("distances", ["11 km", "14.5 km", "18 km", "21.5 km"]),
        ("water", ["1 litre", "1.5 litres", "2 litres", "2.5 litres"]),
        ("rucksacks", ["6.5 kg", "8 kg", "9 kg", "11 kg"])],
       [["Gareth", "15 August", "18 km", "2 litres", "8 kg"],
        ["Nia", "17 August", "11 km", "1.5 litres", "6.5 kg"],
        ["Owain", "14 August", "14.5 km", "1 litre", "11 kg"],
        ["Rhian", "16 August", "21.5 km", "2.5 litres", "9 kg"]],
       [("Whoever carried the most water walked the furthest.",
         lambda s: s.same("2.5 litres", "21.5 km")),
        ("Owain did his walk a day earlier than Gareth.",
         lambda s: v(s, "Owain", DA) == v(s, "Gareth", DA) - 1),
        ("Nia took half a litre more water than Owain.",
         lambda s: v(s, "Nia", LI) == v(s, "Owain", LI) + F(0.5)),
        ("The walk on 17 August was 3.5 km shorter than Owain's.",
         lambda s: v(s, "17 August", KM) == v(s, "Owain", KM) - F(3.5)),
        ("The second heaviest rucksack belonged to the walker who set out on 16 August.",
         lambda s: s.same("9 kg", "16 August")),
        ("Gareth's rucksack weighed 1.5 kg more than Nia's.",
         lambda s: v(s, "Gareth", RU) == v(s, "Nia", RU) + 1500),
        ("The heaviest rucksack went with the smallest supply of water.",
         lambda s: s.same("11 kg", "1 litre")),
        ("Gareth walked further than Nia, but not as far as Rhian.",
         lambda s: v(s, "Nia", KM) < v(s, "Gareth", KM) < v(s, "Rhian", KM)),
        ])
