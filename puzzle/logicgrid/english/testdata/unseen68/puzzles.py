# Blind test set unseen68: Puzzle-Baron-style logic grids (4x4, 4x5, 5x5).
# Each clue is written twice: the English sentence and a predicate on truth.py's State.
# This file is exec'd by truth.py, which supplies State, nv, one_of_other and puzzle().
import datetime

MONTHS = ["January", "February", "March", "April", "May", "June", "July",
          "August", "September", "October", "November", "December"]

def num(item):
    """The number an item stands for; dates like "March 11" become day numbers."""
    parts = item.split()
    if len(parts) == 2 and parts[0] in MONTHS:
        return datetime.date(2026, MONTHS.index(parts[0]) + 1, int(parts[1])).toordinal()
    return nv(item)

def V(s, x, cat):
    """The number of x's item in the numeric category cat."""
    return num(s.g(x, cat))

def diff(s, x, y, cat):
    """V(x) - V(y), rounded against float noise (prices in cents)."""
    return round(V(s, x, cat) - V(s, y, cat), 2)

def more(s, x, y, cat, d=None):
    """x's value is d more than y's (d given), or somewhat more (d None)."""
    if d is None:
        return diff(s, x, y, cat) > 0
    return diff(s, x, y, cat) == d

def less(s, x, y, cat, d=None):
    return more(s, y, x, cat, d)

def distinct(s, *xs):
    """All the named items belong to different entities."""
    rows = [s.r(x) for x in xs]
    return len(set(rows)) == len(rows)

def either(s, x, a, b):
    """x is either a or b: exactly one of them (a and b are different entities)."""
    return s.r(a) != s.r(b) and (s.same(x, a) or s.same(x, b))

def neither(s, x, y, a):
    """Neither x nor y is a (x and y may or may not be the same entity)."""
    return not s.same(x, a) and not s.same(y, a)

def most(s, x, cat):
    """x has the largest value in cat."""
    items = [it for n, its in s.cats if n == cat for it in its]
    return s.g(x, cat) == max(items, key=num)

def least(s, x, cat):
    items = [it for n, its in s.cats if n == cat for it in its]
    return s.g(x, cat) == min(items, key=num)


# ---------------------------------------------------------------- 68-01 (4x4)
puzzle("u68-01-adoption-day",
  "Adoption Wednesdays",
  "The Maple Lane animal shelter holds an adoption event every Wednesday in March. Four people each took home a different animal on a different Wednesday, and each gave the new pet a different name.",
  [("adopter", ["Gail", "Hector", "Irene", "Jasper"]),
   ("pet", ["Bailey", "Chester", "Daisy", "Mango"]),
   ("animal", ["cat", "ferret", "parakeet", "rabbit"]),
   ("date", ["March 4", "March 11", "March 18", "March 25"])],
  [["Gail", "Mango", "parakeet", "March 18"],
   ["Hector", "Daisy", "rabbit", "March 4"],
   ["Irene", "Bailey", "ferret", "March 25"],
   ["Jasper", "Chester", "cat", "March 11"]],
  [("The ferret was adopted sometime after Jasper's pet.",
    lambda s: more(s, "ferret", "Jasper", "date")),
   ("Of Hector and the person who adopted Mango, one took home the rabbit and the other adopted on March 18.",
    lambda s: one_of_other(s, "Hector", "Mango", "rabbit", "March 18")),
   ("Chester was adopted 1 week before the parakeet.",
    lambda s: less(s, "Chester", "parakeet", "date", 7)),
   ("The parakeet wasn't given the name Bailey.",
    lambda s: not s.same("parakeet", "Bailey")),
   ("Jasper didn't name his new pet Mango.",
    lambda s: not s.same("Jasper", "Mango")),
   ("The four animals were Bailey, the cat, the one adopted on March 4 and Gail's new pet.",
    lambda s: distinct(s, "Bailey", "cat", "March 4", "Gail")),
  ])


# ---------------------------------------------------------------- 68-02 (4x5)
puzzle("u68-02-talent-show",
  "Harvest Fair Talent Show",
  "Five contestants took the stage at this year's Harvest Fair talent show. Each performed a different act, went on in a different spot in the running order, and received a different score from the judges.",
  [("contestant", ["Abigail", "Bruno", "Celeste", "Dmitri", "Esther"]),
   ("act", ["juggling", "magic", "poetry", "tap dance", "ventriloquism"]),
   ("score", ["78", "82", "86", "90", "94"]),
   ("order", ["1st", "2nd", "3rd", "4th", "5th"])],
  [["Abigail", "poetry", "86", "4th"],
   ["Bruno", "juggling", "94", "2nd"],
   ["Celeste", "ventriloquism", "78", "5th"],
   ["Dmitri", "magic", "90", "1st"],
   ["Esther", "tap dance", "82", "3rd"]],
  [("The juggler scored 8 points higher than Abigail.",
    lambda s: more(s, "juggling", "Abigail", "score", 8)),
   ("The contestant who went on 3rd scored somewhat lower than Dmitri.",
    lambda s: less(s, "3rd", "Dmitri", "score")),
   ("Of Celeste and the magician, one performed 5th and the other scored 90.",
    lambda s: one_of_other(s, "Celeste", "magic", "5th", "90")),
   ("The poet performed 2 spots after the juggler.",
    lambda s: more(s, "poetry", "juggling", "order", 2)),
   ("The five contestants were Bruno, the tap dancer, the one who scored 78, the person who performed 1st and Abigail.",
    lambda s: distinct(s, "Bruno", "tap dance", "78", "1st", "Abigail")),
   ("Esther got a somewhat higher score than Celeste.",
    lambda s: more(s, "Esther", "Celeste", "score")),
   ("Bruno scored either 94 or 78 points.",
    lambda s: either(s, "Bruno", "94", "78")),
  ])


# ---------------------------------------------------------------- 68-03 (5x5)
puzzle("u68-03-rental-agency",
  "Weekend at Ace Rentals",
  "Five customers collected vehicles from the Ace Rentals counter on Friday morning. Each rented a different type of vehicle at a different daily rate, for a different number of days, and each picked it up at a different time.",
  [("customer", ["Fiona", "Gordon", "Harriet", "Ivan", "Jolene"]),
   ("vehicle", ["convertible", "minivan", "pickup truck", "sedan", "SUV"]),
   ("rate", ["$39.95", "$44.95", "$49.95", "$54.95", "$59.95"]),
   ("length", ["2 days", "3 days", "4 days", "5 days", "6 days"]),
   ("time", ["8:30am", "9:15am", "10:00am", "10:45am", "11:30am"])],
  [["Fiona", "SUV", "$54.95", "3 days", "10:45am"],
   ["Gordon", "convertible", "$59.95", "2 days", "8:30am"],
   ["Harriet", "minivan", "$49.95", "6 days", "11:30am"],
   ["Ivan", "sedan", "$39.95", "5 days", "9:15am"],
   ["Jolene", "pickup truck", "$44.95", "4 days", "10:00am"]],
  [
   ("The customer who picked up at 10:45am pays $5 more per day than Harriet.",
    lambda s: more(s, "10:45am", "Harriet", "rate", 5)),
   ("Ivan's rental has the lowest daily rate.",
    lambda s: least(s, "Ivan", "rate")),
   ("The convertible was picked up 45 minutes before Ivan's vehicle.",
    lambda s: less(s, "convertible", "Ivan", "time", 45)),
   ("Of Jolene and the customer renting for 6 days, one drove off in the minivan and the other picked up at 10:00am.",
    lambda s: one_of_other(s, "Jolene", "6 days", "minivan", "10:00am")),
   ("The person who rented the SUV is keeping it 1 day longer than Gordon is keeping his.",
    lambda s: more(s, "SUV", "Gordon", "length", 1)),
   ("The five customers were Gordon, the one renting for 5 days, the person who picked up at 11:30am, the pickup truck's renter and Fiona.",
    lambda s: distinct(s, "Gordon", "5 days", "11:30am", "pickup truck", "Fiona")),
   ("The 4-day rental costs $5 a day less than the minivan.",
    lambda s: less(s, "4 days", "minivan", "rate", 5)),
   ("Harriet picked up her vehicle sometime after Jolene.",
    lambda s: more(s, "Harriet", "Jolene", "time")),
   ("The sedan was rented for either 5 days or 2 days.",
    lambda s: either(s, "sedan", "5 days", "2 days")),
   ("The SUV isn't being rented for 4 days.",
    lambda s: not s.same("SUV", "4 days")),
   ("Gordon's daily rate is $15 more than Jolene's.",
    lambda s: more(s, "Gordon", "Jolene", "rate", 15)),
  ])


# ---------------------------------------------------------------- 68-04 (4x4)
puzzle("u68-04-bakery-orders",
  "Special Orders at Crumb & Co.",
  "Crumb & Co. bakery took four special orders last week. Each customer ordered a different baked good, paid a different price, and picked the order up on a different weekday.",
  [("customer", ["Ned", "Olive", "Pearl", "Rupert"]),
   ("baked good", ["baguettes", "cupcakes", "eclairs", "scones"]),
   ("price", ["$4.25", "$5.50", "$6.75", "$8.00"]),
   ("day", ["Monday", "Tuesday", "Wednesday", "Thursday"])],
  [["Ned", "scones", "$6.75", "Tuesday"],
   ["Olive", "eclairs", "$4.25", "Thursday"],
   ["Pearl", "cupcakes", "$8.00", "Monday"],
   ["Rupert", "baguettes", "$5.50", "Wednesday"]],
  [
   ("Ned's order cost $2.50 more than Olive's.",
    lambda s: more(s, "Ned", "Olive", "price", 2.5)),
   ("The cupcakes were picked up sometime before the baguettes.",
    lambda s: less(s, "cupcakes", "baguettes", "day")),
   ("The $5.50 order was collected 1 day before the eclairs.",
    lambda s: less(s, "$5.50", "eclairs", "day", 1)),
   ("The order picked up on Tuesday cost either $6.75 or $8.00.",
    lambda s: either(s, "Tuesday", "$6.75", "$8.00")),
   ("Of Rupert and the customer who ordered cupcakes, one paid $5.50 and the other picked up on Monday.",
    lambda s: one_of_other(s, "Rupert", "cupcakes", "$5.50", "Monday")),
   ("The scones cost $1.25 more than the baguettes.",
    lambda s: more(s, "scones", "baguettes", "price", 1.25)),
   ("The eclairs were cheaper than the cupcakes.",
    lambda s: less(s, "eclairs", "cupcakes", "price")),
  ])


# ---------------------------------------------------------------- 68-05 (4x5)
puzzle("u68-05-science-journal",
  "Discoveries in Print",
  "The journal Frontiers of Natural History published five articles this spring, one a month from January to May. Each article was written by a different scientist and described a different discovery, made in a different year.",
  [("scientist", ["Dr. Abrams", "Dr. Bauer", "Dr. Chen", "Dr. Dorsey", "Dr. Estrada"]),
   ("discovery", ["beetle", "comet", "fungus", "mineral", "virus"]),
   ("year", ["1994", "1997", "2000", "2003", "2006"]),
   ("month", ["January", "February", "March", "April", "May"])],
  [["Dr. Abrams", "fungus", "2000", "April"],
   ["Dr. Bauer", "comet", "1994", "February"],
   ["Dr. Chen", "mineral", "2006", "January"],
   ["Dr. Dorsey", "beetle", "1997", "May"],
   ["Dr. Estrada", "virus", "2003", "March"]],
  [
   ("The comet was discovered 6 years before the fungus.",
    lambda s: less(s, "comet", "fungus", "year", 6)),
   ("Dr. Chen's article was published 1 month before Dr. Bauer's.",
    lambda s: less(s, "Dr. Chen", "Dr. Bauer", "month", 1)),
   ("The beetle was found sometime before the virus.",
    lambda s: less(s, "beetle", "virus", "year")),
   ("Of Dr. Estrada and the scientist who made the 2006 discovery, one found the mineral and the other's article appeared in March.",
    lambda s: one_of_other(s, "Dr. Estrada", "2006", "mineral", "March")),
   ("The discovery made in 1994 was published either in February or in April.",
    lambda s: either(s, "1994", "February", "April")),
   ("The five discoveries were the beetle, Dr. Abrams's find, the one from 2006, the one written up in February and the virus.",
    lambda s: distinct(s, "beetle", "Dr. Abrams", "2006", "February", "virus")),
   ("Dr. Abrams's article came out 3 months after Dr. Chen's.",
    lambda s: more(s, "Dr. Abrams", "Dr. Chen", "month", 3)),
   ("Dr. Dorsey made her discovery 3 years after Dr. Bauer made his.",
    lambda s: more(s, "Dr. Dorsey", "Dr. Bauer", "year", 3)),
   ("Neither Dr. Bauer nor Dr. Dorsey discovered the fungus.",
    lambda s: neither(s, "Dr. Bauer", "Dr. Dorsey", "fungus")),
  ])


# ---------------------------------------------------------------- 68-06 (5x5)
puzzle("u68-06-ski-resort",
  "Speed Day at Powder Peak",
  "On speed day at the Powder Peak ski resort, five skiers each had a radar gun clock their top speed. Each skier is a different age, took a different trail, and started at a different time.",
  [("skier", ["Kendra", "Liam", "Marisol", "Nolan", "Opal"]),
   ("trail", ["Bobcat Bowl", "Eagle Run", "Fox Glade", "Lynx Chute", "Raven Ridge"]),
   ("age", ["24", "29", "34", "39", "44"]),
   ("speed", ["31 mph", "34 mph", "37 mph", "40 mph", "43 mph"]),
   ("start", ["9:00am", "9:30am", "10:00am", "10:30am", "11:00am"])],
  [["Kendra", "Eagle Run", "29", "40 mph", "10:30am"],
   ["Liam", "Raven Ridge", "44", "31 mph", "9:00am"],
   ["Marisol", "Bobcat Bowl", "34", "43 mph", "11:00am"],
   ["Nolan", "Lynx Chute", "24", "37 mph", "9:30am"],
   ["Opal", "Fox Glade", "39", "34 mph", "10:00am"]],
  [
   ("The skier on Lynx Chute is 10 years younger than Marisol.",
    lambda s: less(s, "Lynx Chute", "Marisol", "age", 10)),
   ("Liam is somewhat older than the person who hit 34 mph.",
    lambda s: more(s, "Liam", "34 mph", "age")),
   ("The 29-year-old started 30 minutes after the skier who took Fox Glade.",
    lambda s: more(s, "29", "Fox Glade", "start", 30)),
   ("Of Nolan and the person who started at 11:00am, one skied Bobcat Bowl and the other reached 37 mph.",
    lambda s: one_of_other(s, "Nolan", "11:00am", "Bobcat Bowl", "37 mph")),
   ("The five skiers were Kendra, the 44-year-old, the one who skied Bobcat Bowl, the person who started at 9:30am and the skier who hit 34 mph.",
    lambda s: distinct(s, "Kendra", "44", "Bobcat Bowl", "9:30am", "34 mph")),
   ("Raven Ridge's skier set off an hour before Opal.",
    lambda s: less(s, "Raven Ridge", "Opal", "start", 60)),
   ("Neither Kendra nor Opal is 24 years old.",
    lambda s: neither(s, "Kendra", "Opal", "24")),
   ("The person who took Eagle Run is either 29 or 39.",
    lambda s: either(s, "Eagle Run", "29", "39")),
   ("Kendra was clocked 3 mph slower than Marisol.",
    lambda s: less(s, "Kendra", "Marisol", "speed", 3)),
   ("The oldest skier had the lowest top speed.",
    lambda s: s.same("44", "31 mph")),  # 44 is the oldest age, 31 mph the lowest speed
  ])


# ---------------------------------------------------------------- 68-07 (4x4)
puzzle("u68-07-phone-plans",
  "New Phone Plans",
  "Four coworkers each switched to a new mobile phone plan this month. Each chose a different carrier, and each plan has a different monthly price and a different data allowance.",
  [("subscriber", ["Tessa", "Umar", "Vince", "Wanda"]),
   ("carrier", ["Bolt", "Nimbus", "Orbit", "Zephyr"]),
   ("price", ["$29.99", "$34.99", "$39.99", "$44.99"]),
   ("data", ["2 GB", "5 GB", "10 GB", "20 GB"])],
  [["Tessa", "Orbit", "$39.99", "5 GB"],
   ["Umar", "Zephyr", "$29.99", "20 GB"],
   ["Vince", "Bolt", "$44.99", "2 GB"],
   ["Wanda", "Nimbus", "$34.99", "10 GB"]],
  [
   ("Tessa pays $5 more per month than the Nimbus customer.",
    lambda s: more(s, "Tessa", "Nimbus", "price", 5)),
   ("The plan with 20 GB costs less than Vince's plan.",
    lambda s: less(s, "20 GB", "Vince", "price")),
   ("Of Umar and the person with 10 GB, one is with Zephyr and the other pays $34.99.",
    lambda s: one_of_other(s, "Umar", "10 GB", "Zephyr", "$34.99")),
   ("Vince's plan doesn't include 5 GB.",
    lambda s: not s.same("Vince", "5 GB")),
   ("The Bolt plan is either the $44.99 plan or the one with 10 GB.",
    lambda s: either(s, "Bolt", "$44.99", "10 GB")),
   ("The Zephyr plan offers the most data of the four.",
    lambda s: most(s, "Zephyr", "data")),
   ("Vince's plan is pricier than Tessa's.",
    lambda s: more(s, "Vince", "Tessa", "price")),
   ("Neither Wanda nor Umar pays $39.99.",
    lambda s: neither(s, "Wanda", "Umar", "$39.99")),
  ])


# ---------------------------------------------------------------- 68-08 (4x5)
puzzle("u68-08-zoo-arrivals",
  "New Arrivals at Greenfield Zoo",
  "Greenfield Zoo welcomed five young animals this year. Each is a different species, was sent from a partner zoo in a different country, and weighed a different amount on arrival.",
  [("name", ["Kiko", "Luna", "Moxie", "Nibbles", "Pip"]),
   ("species", ["black bear", "camel", "elk", "gorilla", "zebra"]),
   ("weight", ["140 lbs", "165 lbs", "190 lbs", "215 lbs", "240 lbs"]),
   ("country", ["Brazil", "Canada", "Kenya", "Peru", "Spain"])],
  [["Kiko", "gorilla", "190 lbs", "Kenya"],
   ["Luna", "zebra", "240 lbs", "Spain"],
   ["Moxie", "black bear", "140 lbs", "Canada"],
   ["Nibbles", "camel", "165 lbs", "Peru"],
   ["Pip", "elk", "215 lbs", "Brazil"]],
  [
   ("The animal from Peru weighs 25 lbs more than Moxie.",
    lambda s: more(s, "Peru", "Moxie", "weight", 25)),
   ("Luna is the heaviest of the new arrivals.",
    lambda s: most(s, "Luna", "weight")),
   ("Of Pip and the gorilla, one came from Kenya and the other weighs 215 lbs.",
    lambda s: one_of_other(s, "Pip", "gorilla", "Kenya", "215 lbs")),
   ("The zebra weighs 50 lbs more than Kiko.",
    lambda s: more(s, "zebra", "Kiko", "weight", 50)),
   ("The five animals are Nibbles, the gorilla, the one from Spain, the 140-lb animal and the elk.",
    lambda s: distinct(s, "Nibbles", "gorilla", "Spain", "140 lbs", "elk")),
   ("The camel is either Nibbles or the animal from Canada.",
    lambda s: either(s, "camel", "Nibbles", "Canada")),
   ("The black bear is lighter than the camel.",
    lambda s: less(s, "black bear", "camel", "weight")),
   ("The animal from Brazil weighs somewhat more than the one from Kenya.",
    lambda s: more(s, "Brazil", "Kenya", "weight")),
  ])


# ---------------------------------------------------------------- 68-09 (5x5)
puzzle("u68-09-chess-club",
  "The Riverside Chess Club Championship",
  "Five members of the Riverside Chess Club played in the club's annual championship. Each has a different rating, is a different age, favors a different opening, and finished in a different place (1st is the winner).",
  [("player", ["Alvin", "Beatrix", "Cormac", "Delia", "Elliot"]),
   ("rating", ["1450", "1520", "1590", "1660", "1730"]),
   ("opening", ["Dutch Defense", "English Opening", "French Defense", "Italian Game", "Sicilian Defense"]),
   ("age", ["15", "22", "38", "51", "67"]),
   ("place", ["1st", "2nd", "3rd", "4th", "5th"])],
  [["Alvin", "1590", "Sicilian Defense", "38", "2nd"],
   ["Beatrix", "1730", "French Defense", "15", "1st"],
   ["Cormac", "1450", "Italian Game", "67", "5th"],
   ["Delia", "1660", "English Opening", "22", "4th"],
   ["Elliot", "1520", "Dutch Defense", "51", "3rd"]],
  [
   ("Beatrix is rated 140 points higher than Alvin.",
    lambda s: more(s, "Beatrix", "Alvin", "rating", 140)),
   ("The player who favors the Italian Game finished 2 places behind the one rated 1520.",
    lambda s: more(s, "Italian Game", "1520", "place", 2)),
   ("The youngest player won the championship.",
    lambda s: s.same("15", "1st")),
   ("Of Delia and the 51-year-old, one plays the Dutch Defense and the other finished 4th.",
    lambda s: one_of_other(s, "Delia", "51", "Dutch Defense", "4th")),
   ("The five players are Alvin, the 22-year-old, the one who opens with the French Defense, the player who came 5th and Elliot.",
    lambda s: distinct(s, "Alvin", "22", "French Defense", "5th", "Elliot")),
   ("The player rated 1660 is 16 years younger than Alvin.",
    lambda s: less(s, "1660", "Alvin", "age", 16)),
   ("The 1450-rated player finished somewhere behind Delia.",
    lambda s: more(s, "1450", "Delia", "place")),
   ("The English Opening player is 7 years older than Beatrix.",
    lambda s: more(s, "English Opening", "Beatrix", "age", 7)),
  ])


# ---------------------------------------------------------------- 68-10 (4x4)
puzzle("u68-10-wedding-planner",
  "June Weddings",
  "Wedding planner Rosa Bell is organizing four weddings this June, one for each of four families. Each wedding is at a different venue, has a different number of guests, and has a different number of hotel rooms reserved for out-of-town guests.",
  [("family", ["Conway", "Fairbanks", "Ochoa", "Whitley"]),
   ("venue", ["barn", "beach", "chapel", "vineyard"]),
   ("guests", ["80", "120", "160", "200"]),
   ("rooms", ["4 rooms", "6 rooms", "8 rooms", "10 rooms"])],
  [["Conway", "vineyard", "160", "4 rooms"],
   ["Fairbanks", "chapel", "80", "10 rooms"],
   ["Ochoa", "beach", "200", "6 rooms"],
   ["Whitley", "barn", "120", "8 rooms"]],
  [
   ("The Conway wedding will have 40 more guests than the barn wedding.",
    lambda s: more(s, "Conway", "barn", "guests", 40)),
   ("Of the Whitleys' wedding and the beach wedding, one has 8 rooms reserved and the other has 200 guests.",
    lambda s: one_of_other(s, "Whitley", "beach", "8 rooms", "200")),
   ("The vineyard wedding has 2 fewer rooms reserved than the beach wedding.",
    lambda s: less(s, "vineyard", "beach", "rooms", 2)),
   ("The Fairbanks wedding, the barn wedding and the one with 6 rooms reserved are three different weddings.",
    lambda s: distinct(s, "Fairbanks", "barn", "6 rooms")),
   ("The chapel wedding has 80 fewer guests than the vineyard wedding.",
    lambda s: less(s, "chapel", "vineyard", "guests", 80)),
   ("The four weddings are the Fairbanks', the one at the vineyard, the one with 200 guests and the one with 8 rooms reserved.",
    lambda s: distinct(s, "Fairbanks", "vineyard", "200", "8 rooms")),
  ])


# ---------------------------------------------------------------- 68-11 (4x5)
puzzle("u68-11-estate-auction",
  "The Hollister Estate Auction",
  "Five bidders each won a different lot at last weekend's Hollister estate auction. Each lot was made in a different year and sold for a different price.",
  [("buyer", ["Felix", "Gwen", "Howard", "Ines", "Jerome"]),
   ("lot", ["antique clock", "oil painting", "sapphire ring", "vase", "violin"]),
   ("price", ["$12,500", "$25,000", "$37,500", "$50,000", "$62,500"]),
   ("year", ["1842", "1867", "1891", "1910", "1935"])],
  [["Felix", "violin", "$37,500", "1867"],
   ["Gwen", "vase", "$12,500", "1935"],
   ["Howard", "oil painting", "$62,500", "1891"],
   ["Ines", "sapphire ring", "$25,000", "1842"],
   ["Jerome", "antique clock", "$50,000", "1910"]],
  [
   ("The violin sold for $12,500 more than Ines's purchase.",
    lambda s: more(s, "violin", "Ines", "price", 12500)),
   ("The item made in 1910 fetched somewhat more than Felix's lot.",
    lambda s: more(s, "1910", "Felix", "price")),
   ("Of Gwen and the buyer of the oil painting, one paid $62,500 and the other took home the piece from 1935.",
    lambda s: one_of_other(s, "Gwen", "oil painting", "$62,500", "1935")),
   ("Jerome didn't buy the oil painting.",
    lambda s: not s.same("Jerome", "oil painting")),
   ("The five buyers were Felix, the one who paid $12,500, the winner of the antique clock, the person who won the 1891 piece and Ines.",
    lambda s: distinct(s, "Felix", "$12,500", "antique clock", "1891", "Ines")),
   ("The oil painting brought in more money than the violin.",
    lambda s: more(s, "oil painting", "violin", "price")),
   ("Neither Howard nor Ines bought the vase.",
    lambda s: neither(s, "Howard", "Ines", "vase")),
   ("The antique clock was made 43 years after the violin.",
    lambda s: more(s, "antique clock", "violin", "year", 43)),
  ])


# ---------------------------------------------------------------- 68-12 (5x5)
puzzle("u68-12-marathon",
  "The Lakeshore Marathon",
  "Five friends ran the Lakeshore Marathon together and finished in the first five places of their age group. Each is a different height, wore a different brand of running shoe, and improved on last year's time by a different percentage.",
  [("runner", ["Ansel", "Bryony", "Calvin", "Dinah", "Ezra"]),
   ("place", ["1st", "2nd", "3rd", "4th", "5th"]),
   ("height", ["62 inches", "65 inches", "68 inches", "71 inches", "74 inches"]),
   ("shoes", ["Kestrel", "Stride", "Tempo", "Vapor", "Zenith"]),
   ("improvement", ["3%", "5%", "8%", "12%", "15%"])],
  [["Ansel", "3rd", "71 inches", "Kestrel", "12%"],
   ["Bryony", "1st", "62 inches", "Zenith", "5%"],
   ["Calvin", "5th", "74 inches", "Tempo", "3%"],
   ["Dinah", "2nd", "65 inches", "Stride", "15%"],
   ["Ezra", "4th", "68 inches", "Vapor", "8%"]],
  [
   ("The runner in Kestrel shoes finished 2 spots after Bryony.",
    lambda s: more(s, "Kestrel", "Bryony", "place", 2)),
   ("Dinah is 3 inches taller than the runner who finished 1st.",
    lambda s: more(s, "Dinah", "1st", "height", 3)),
   ("The runner who finished 4th is somewhat shorter than Ansel.",
    lambda s: less(s, "4th", "Ansel", "height")),
   ("The runner who improved the most finished 1 spot ahead of Ansel.",
    lambda s: less(s, "15%", "Ansel", "place", 1)),
   ("The five runners were Ezra, the one in Zenith shoes, the 74-inch runner, the one who improved by 15% and Ansel.",
    lambda s: distinct(s, "Ezra", "Zenith", "74 inches", "15%", "Ansel")),
   ("Neither Bryony nor Ezra wore Stride shoes.",
    lambda s: neither(s, "Bryony", "Ezra", "Stride")),
   ("The Tempo wearer improved by either 3% or 12%.",
    lambda s: either(s, "Tempo", "3%", "12%")),
   ("Bryony improved her time by a smaller percentage than Ezra did.",
    lambda s: less(s, "Bryony", "Ezra", "improvement")),
   ("The tallest runner finished last.",
    lambda s: s.same("74 inches", "5th")),
   ("Ezra stands 6 inches taller than Bryony.",
    lambda s: more(s, "Ezra", "Bryony", "height", 6)),
   ("Ansel's improvement was 4 percentage points bigger than Ezra's.",
    lambda s: more(s, "Ansel", "Ezra", "improvement", 4)),
  ])
