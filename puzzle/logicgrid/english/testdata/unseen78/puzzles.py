# Blind test set unseen78: shopping, money and quantity logic grids.
# Each clue is written twice: the English sentence and a predicate over
# truth.py's State s (s.r, s.g, s.same, ...). Helpers below are our own.
import re as _re
from fractions import Fraction as F

def num(t):
    """The quantity an item stands for, in the smallest unit used:
    money in cents/pence ($2.50 -> 250, £3.20 -> 320, 95p -> 95),
    weights in grams (2 kg -> 2000, 500 g -> 500), 'a dozen' -> 12,
    'half a dozen' -> 6, '20% off' -> 20, '6 eggs' -> 6, times via nv."""
    t = t.strip().lower()
    special = {"a dozen": 12, "half a dozen": 6, "two dozen": 24, "a baker's dozen": 13}
    if t in special:
        return special[t]
    if ":" in t:
        return nv(t)
    m = _re.match(r"^[$£]([\d,]+)(?:\.(\d\d))?$", t)
    if m:
        return int(m.group(1).replace(",", "")) * 100 + int(m.group(2) or 0)
    m = _re.match(r"^(\d+)p$", t)
    if m:
        return int(m.group(1))
    m = _re.match(r"^(\d+(?:\.\d+)?)\s*kg$", t)
    if m:
        return int(round(float(m.group(1)) * 1000))
    m = _re.match(r"^(\d+)\s*g$", t)
    if m:
        return int(m.group(1))
    m = _re.match(r"^(\d+)", t)
    if m:
        return int(m.group(1))
    return nv(t)

def items(s, cat):
    return dict(s.cats)[cat]

def v(s, x, cat):
    """value in category cat of the entity that has item x"""
    return num(s.g(x, cat))

def diff(s, a, b, cat, d):
    """a's value is exactly d more than b's (d in smallest units)"""
    return v(s, a, cat) - v(s, b, cat) == d

def times(s, a, b, cat, k):
    """a's value is k times b's (k may be a Fraction)"""
    return v(s, a, cat) == F(k) * v(s, b, cat)

def more(s, a, b, cat):
    return v(s, a, cat) > v(s, b, cat)

def least(s, x, cat):
    return s.g(x, cat) == min(items(s, cat), key=num)

def most(s, x, cat):
    return s.g(x, cat) == max(items(s, cat), key=num)

def shifted(s, x, cat, d):
    """the item of cat whose value is x's value plus d, or None"""
    want = v(s, x, cat) + d
    for it in items(s, cat):
        if num(it) == want:
            return it
    return None

def is_(s, a, b):
    """a and b (items, or None for 'nobody') belong to the same entity"""
    return a is not None and b is not None and s.same(a, b)

def rank(s, x, cat):
    """1 for the smallest value of cat, 2 for the next, ..."""
    return sorted(num(i) for i in items(s, cat)).index(v(s, x, cat)) + 1

def xor(p, q):
    return bool(p) != bool(q)

# ---------------------------------------------------------------- 01
puzzle("u78-01-farmers-market",
    "Saturday at the Farmers' Market",
    "Four friends each stopped at a different stall of the Millbrook farmers' market on Saturday morning, spent a different amount there, and carried their shopping home in a different kind of bag.",
    [("shopper", ["Alice", "Ben", "Carla", "Dev"]),
     ("stall", ["cheese", "honey", "olives", "bread"]),
     ("spent", ["$3", "$4.50", "$6", "$9"]),
     ("bag", ["jute", "paper", "canvas", "wicker"])],
    [["Alice", "honey", "$6", "canvas"],
     ["Ben", "bread", "$3", "paper"],
     ["Carla", "olives", "$9", "jute"],
     ["Dev", "cheese", "$4.50", "wicker"]],
    [("Carla spent three times as much as the shopper with the paper bag.",
      lambda s: times(s, "Carla", "paper", "spent", 3)),
     ("The honey cost $1.50 more than the cheese.",
      lambda s: diff(s, "honey", "cheese", "spent", 150)),
     ("The friend who bought the bread spent less than Alice did.",
      lambda s: more(s, "Alice", "bread", "spent")),
     ("The shopper with the canvas bag spent $1.50 more than the one with the wicker bag.",
      lambda s: diff(s, "canvas", "wicker", "spent", 150)),
     ("Either Alice or the cheese buyer carried the canvas bag.",
      lambda s: xor(s.same("Alice", "canvas"), s.same("cheese", "canvas"))),
     ("Ben spent less than Dev.",
      lambda s: more(s, "Dev", "Ben", "spent")),
    ])
# ---------------------------------------------------------------- 02
puzzle("u78-02-corner-bakery",
    "The Corner Bakery",
    "Five customers called at the Corner Bakery just before closing time. Each bought a different kind of baked good, and no two of them bought the same number.",
    [("customer", ["Fiona", "George", "Hannah", "Ian", "Jess"]),
     ("bought", ["scones", "croissants", "bagels", "muffins", "doughnuts"]),
     ("quantity", ["2", "3", "4", "half a dozen", "a dozen"])],
    [["Fiona", "muffins", "a dozen"],
     ["George", "bagels", "3"],
     ["Hannah", "scones", "half a dozen"],
     ["Ian", "croissants", "2"],
     ["Jess", "doughnuts", "4"]],
    [("Fiona bought twice as many as Hannah.",
      lambda s: times(s, "Fiona", "Hannah", "quantity", 2)),
     ("The customer who chose doughnuts took home twice as many as Ian did.",
      lambda s: times(s, "doughnuts", "Ian", "quantity", 2)),
     ("Neither the scones nor the bagels were bought by the dozen.",
      lambda s: s.g("scones", "quantity") != "a dozen" and s.g("bagels", "quantity") != "a dozen"),
     ("George bought half as many as the customer who bought scones.",
      lambda s: times(s, "George", "scones", "quantity", F(1, 2))),
     ("Fewer croissants were sold than muffins.",
      lambda s: more(s, "muffins", "croissants", "quantity")),
     ("Hannah didn't buy muffins, and Ian didn't buy bagels.",
      lambda s: not s.same("Hannah", "muffins") and not s.same("Ian", "bagels")),
     ("Jess bought one more item than George.",
      lambda s: diff(s, "Jess", "George", "quantity", 1)),
    ])
# ---------------------------------------------------------------- 03
puzzle("u78-03-charity-shop",
    "Bargains at the Charity Shop",
    "Four regulars each found one bargain at the Oxfield Hospice charity shop last week, from Monday to Thursday. Each came in on a different day, and each paid a different price.",
    [("shopper", ["Gwen", "Harry", "Iris", "Jack"]),
     ("bargain", ["vase", "jacket", "lamp", "board game"]),
     ("price", ["95p", "£1.90", "£2.85", "£3.80"]),
     ("day", ["Monday", "Tuesday", "Wednesday", "Thursday"])],
    [["Gwen", "lamp", "£2.85", "Wednesday"],
     ["Harry", "jacket", "£3.80", "Monday"],
     ["Iris", "vase", "95p", "Thursday"],
     ["Jack", "board game", "£1.90", "Tuesday"]],
    [("The jacket cost four times as much as the vase.",
      lambda s: times(s, "jacket", "vase", "price", 4)),
     ("Gwen paid 95p more than the shopper who came in on Tuesday.",
      lambda s: diff(s, "Gwen", "Tuesday", "price", 95)),
     ("The lamp was bought the day after the board game.",
      lambda s: v(s, "lamp", "day") == v(s, "board game", "day") + 1),
     ("Iris shopped later in the week than Harry.",
      lambda s: v(s, "Iris", "day") > v(s, "Harry", "day")),
     ("Jack's bargain cost half as much as Harry's.",
      lambda s: times(s, "Jack", "Harry", "price", F(1, 2))),
     ("Whoever came in on Monday spent the most.",
      lambda s: most(s, "Monday", "price")),
    ])
# ---------------------------------------------------------------- 04
puzzle("u78-04-country-auction",
    "The Country House Auction",
    "Five lots went under the hammer, one after another, in the first session of the Harwood Hall auction. Each was bought by a different bidder for a different price.",
    [("bidder", ["Aaron", "Beth", "Cyril", "Dora", "Elena"]),
     ("lot", ["clock", "painting", "rug", "chair", "mirror"]),
     ("price", ["$5,000", "$10,000", "$15,000", "$20,000", "$25,000"]),
     ("sold", ["first", "second", "third", "fourth", "fifth"])],
    [["Aaron", "rug", "$15,000", "fourth"],
     ["Beth", "painting", "$25,000", "second"],
     ["Cyril", "clock", "$5,000", "fifth"],
     ["Dora", "mirror", "$10,000", "first"],
     ["Elena", "chair", "$20,000", "third"]],
    [("The painting fetched five times as much as the clock.",
      lambda s: times(s, "painting", "clock", "price", 5)),
     ("Dora paid $10,000 less than the bidder who bought the third lot.",
      lambda s: diff(s, "third", "Dora", "price", 1000000)),
     ("The rug sold for 50% more than the mirror.",
      lambda s: times(s, "rug", "mirror", "price", F(3, 2))),
     ("Cyril's lot came up immediately after Aaron's.",
      lambda s: v(s, "Cyril", "sold") == v(s, "Aaron", "sold") + 1),
     ("The first lot sold for less than the chair.",
      lambda s: more(s, "chair", "first", "price")),
     ("Of Elena and Aaron, one bought the chair and the other paid $15,000.",
      lambda s: one_of_other(s, "Elena", "Aaron", "chair", "$15,000")),
     ("The clock went under the hammer later than the painting.",
      lambda s: v(s, "clock", "sold") > v(s, "painting", "sold")),
     ("Aaron spent more than Cyril but less than Elena.",
      lambda s: more(s, "Aaron", "Cyril", "price") and more(s, "Elena", "Aaron", "price")),
    ])
# ---------------------------------------------------------------- 05
puzzle("u78-05-farm-shop",
    "Weighed Out at the Farm Shop",
    "At Bramble Farm shop you weigh out your own vegetables and fruit. Four customers each filled one paper bag with a different kind of produce this afternoon; the bags weighed different amounts and cost different amounts.",
    [("customer", ["Kate", "Liam", "Maya", "Nico"]),
     ("produce", ["potatoes", "apples", "carrots", "onions"]),
     ("weight", ["500 g", "1 kg", "1.5 kg", "2 kg"]),
     ("cost", ["£1.20", "£1.80", "£2.40", "£3.00"])],
    [["Kate", "apples", "1.5 kg", "£3.00"],
     ["Liam", "potatoes", "2 kg", "£2.40"],
     ["Maya", "onions", "500 g", "£1.20"],
     ["Nico", "carrots", "1 kg", "£1.80"]],
    [("Liam's bag weighed four times as much as Maya's.",
      lambda s: times(s, "Liam", "Maya", "weight", 4)),
     ("The apples weighed 50% more than the carrots.",
      lambda s: times(s, "apples", "carrots", "weight", F(3, 2))),
     ("The potatoes cost more than the onions.",
      lambda s: more(s, "potatoes", "onions", "cost")),
     ("Kate paid £1.20 more than Nico.",
      lambda s: diff(s, "Kate", "Nico", "cost", 120)),
     ("The customer who paid £1.80 took home a lighter bag than Kate.",
      lambda s: more(s, "Kate", "£1.80", "weight")),
     ("Nobody paid less than the customer with the 500 g bag.",
      lambda s: least(s, "500 g", "cost")),
    ])
# ---------------------------------------------------------------- 06
puzzle("u78-06-sweet-shop",
    "Pick and Mix",
    "Five children spent their pocket money at Mrs Pennyworth's old-fashioned sweet shop. Each filled a paper bag with a different sweet, came away with a different number of them, and paid a different amount.",
    [("child", ["Amy", "Bilal", "Chloe", "Dan", "Esme"]),
     ("sweet", ["toffees", "sherbet lemons", "fudge", "jelly babies", "liquorice"]),
     ("count", ["4", "6", "8", "10", "12"]),
     ("cost", ["40p", "60p", "75p", "90p", "£1.20"])],
    [["Amy", "fudge", "4", "£1.20"],
     ["Bilal", "jelly babies", "12", "60p"],
     ["Chloe", "toffees", "8", "90p"],
     ["Dan", "liquorice", "10", "40p"],
     ["Esme", "sherbet lemons", "6", "75p"]],
    [("Amy spent three times as much as Dan.",
      lambda s: times(s, "Amy", "Dan", "cost", 3)),
     ("Bilal came away with three times as many sweets as Amy.",
      lambda s: times(s, "Bilal", "Amy", "count", 3)),
     ("The toffees cost 50% more than the jelly babies.",
      lambda s: times(s, "toffees", "jelly babies", "cost", F(3, 2))),
     ("The child with the sherbet lemons paid 15p less than Chloe.",
      lambda s: diff(s, "Chloe", "sherbet lemons", "cost", 15)),
     ("Dan had more sweets than Chloe but fewer than Bilal.",
      lambda s: more(s, "Dan", "Chloe", "count") and more(s, "Bilal", "Dan", "count")),
     ("Whoever ended up with 8 sweets paid 50p more than the child who picked liquorice.",
      lambda s: diff(s, "8", "liquorice", "cost", 50)),
     ("Esme's bag cost more than Bilal's.",
      lambda s: more(s, "Esme", "Bilal", "cost")),
    ])
# ---------------------------------------------------------------- 07
def paid_after(s, x):
    """what x's buyer actually paid, in cents: list price less the discount"""
    return F(v(s, x, "price") * (100 - v(s, x, "discount")), 100)

puzzle("u78-07-bookshop-sale",
    "The Bookshop Sale",
    "During the Paper Lantern bookshop's spring sale, four customers each bought one book. The books had different list prices and carried different discounts; each customer paid the list price less the discount.",
    [("customer", ["Olive", "Pete", "Rosa", "Sam"]),
     ("book", ["atlas", "cookbook", "novel", "biography"]),
     ("price", ["$12", "$16", "$20", "$24"]),
     ("discount", ["10% off", "20% off", "25% off", "50% off"])],
    [["Olive", "cookbook", "$16", "25% off"],
     ["Pete", "atlas", "$24", "50% off"],
     ["Rosa", "novel", "$12", "10% off"],
     ["Sam", "biography", "$20", "20% off"]],
    [("The atlas's list price was twice the novel's.",
      lambda s: times(s, "atlas", "novel", "price", 2)),
     ("Sam's book carried twice the percentage discount of Rosa's.",
      lambda s: times(s, "Sam", "Rosa", "discount", 2)),
     ("After their discounts, Olive and Pete paid exactly the same amount.",
      lambda s: paid_after(s, "Olive") == paid_after(s, "Pete")),
     ("Before any discount, the biography was priced $4 higher than the cookbook.",
      lambda s: diff(s, "biography", "cookbook", "price", 400)),
     ("The cookbook wasn't bought by Pete.",
      lambda s: not s.same("cookbook", "Pete")),
     ("Once the discounts were taken off, Rosa paid less than Sam.",
      lambda s: paid_after(s, "Rosa") < paid_after(s, "Sam")),
    ])
# ---------------------------------------------------------------- 08
def spent_in_all(s, x):
    """pots times price per pot, in cents"""
    return v(s, x, "pots") * v(s, x, "each")

puzzle("u78-08-plant-sale",
    "The School Plant Sale",
    "At the Elm Road school plant sale, five parents each bought pots of one kind of plant. Each bought a different number of pots, and each kind of plant was sold at a different price per pot.",
    [("parent", ["Greta", "Hugo", "Ines", "Jonah", "Kiran"]),
     ("plant", ["fern", "geranium", "lavender", "tomato", "cactus"]),
     ("pots", ["1", "2", "3", "4", "6"]),
     ("each", ["$1.50", "$2", "$2.50", "$3", "$4"])],
    [["Greta", "lavender", "4", "$2.50"],
     ["Hugo", "fern", "3", "$4"],
     ["Ines", "cactus", "1", "$3"],
     ["Jonah", "tomato", "6", "$1.50"],
     ["Kiran", "geranium", "2", "$2"]],
    [("The tomato plants were the cheapest per pot.",
      lambda s: least(s, "tomato", "each")),
     ("Hugo spent $12 altogether.",
      lambda s: spent_in_all(s, "Hugo") == 1200),
     ("A cactus cost $1 more per pot than a geranium.",
      lambda s: diff(s, "cactus", "geranium", "each", 100)),
     ("Ines bought just a single pot.",
      lambda s: s.g("Ines", "pots") == "1"),
     ("Greta paid 50 cents a pot more than Kiran.",
      lambda s: diff(s, "Greta", "Kiran", "each", 50)),
     ("The lavender buyer took more pots than the geranium buyer but fewer than the tomato buyer.",
      lambda s: more(s, "lavender", "geranium", "pots") and more(s, "tomato", "lavender", "pots")),
     ("Ferns were dearer per pot than cacti.",
      lambda s: more(s, "fern", "cactus", "each")),
     ("Greta's bill came to $10.",
      lambda s: spent_in_all(s, "Greta") == 1000),
    ])
# ---------------------------------------------------------------- 09
puzzle("u78-09-craft-market",
    "Pitches at the Craft Market",
    "Five traders had stalls side by side at the Riverside craft market, on pitches numbered 1 to 5 from left to right. Each sold a different kind of goods and took a different amount by the end of the day.",
    [("trader", ["Asha", "Bruno", "Cleo", "Dmitri", "Effie"]),
     ("goods", ["candles", "jam", "soap", "scarves", "pottery"]),
     ("pitch", ["1", "2", "3", "4", "5"]),
     ("takings", ["$120", "$150", "$180", "$240", "$300"])],
    [["Asha", "jam", "3", "$180"],
     ["Bruno", "pottery", "1", "$300"],
     ["Cleo", "candles", "5", "$120"],
     ["Dmitri", "soap", "2", "$240"],
     ["Effie", "scarves", "4", "$150"]],
    [("Bruno took two and a half times as much as Cleo.",
      lambda s: times(s, "Bruno", "Cleo", "takings", F(5, 2))),
     ("The soap stall was two pitches to the left of the scarves.",
      lambda s: v(s, "scarves", "pitch") - v(s, "soap", "pitch") == 2),
     ("The jam seller took $30 more than the one selling scarves.",
      lambda s: diff(s, "jam", "scarves", "takings", 3000)),
     ("The best takings of the day were at pitch 1.",
      lambda s: most(s, "1", "takings")),
     ("Dmitri's stall was next to Bruno's.",
      lambda s: abs(v(s, "Dmitri", "pitch") - v(s, "Bruno", "pitch")) == 1),
     ("Cleo's pitch was further right than Effie's.",
      lambda s: v(s, "Cleo", "pitch") > v(s, "Effie", "pitch")),
     ("The candle stall took exactly half as much as the soap stall.",
      lambda s: times(s, "candles", "soap", "takings", F(1, 2))),
     ("Of Effie and Dmitri, one sold scarves and the other took $240.",
      lambda s: one_of_other(s, "Effie", "Dmitri", "scarves", "$240")),
    ])
# ---------------------------------------------------------------- 10
puzzle("u78-10-cake-orders",
    "Cake Orders",
    "Crumb & Co. bakery had four special cake orders to hand over on Saturday morning. Each customer ordered a different cake, collected it at a different time, and paid a different price.",
    [("customer", ["Maeve", "Nate", "Oona", "Paddy"]),
     ("cake", ["carrot cake", "cheesecake", "sponge", "pavlova"]),
     ("collected", ["9:30am", "10:15am", "11:00am", "11:45am"]),
     ("price", ["£12.50", "£15", "£18.75", "£25"])],
    [["Maeve", "pavlova", "11:00am", "£18.75"],
     ["Nate", "sponge", "9:30am", "£12.50"],
     ["Oona", "cheesecake", "11:45am", "£25"],
     ["Paddy", "carrot cake", "10:15am", "£15"]],
    [("Nate's was the cheapest of the four cakes.",
      lambda s: least(s, "Nate", "price")),
     ("Maeve's order was collected 45 minutes after Paddy's.",
      lambda s: diff(s, "Maeve", "Paddy", "collected", 45)),
     ("The pavlova was £6.25 cheaper than the cheesecake.",
      lambda s: diff(s, "cheesecake", "pavlova", "price", 625)),
     ("Paddy's cake was not the sponge.",
      lambda s: not s.same("Paddy", "sponge")),
     ("Oona paid more for her cake than Maeve did.",
      lambda s: more(s, "Oona", "Maeve", "price")),
     ("The cake collected at 10:15am cost £2.50 more than the one picked up at 9:30am.",
      lambda s: diff(s, "10:15am", "9:30am", "price", 250)),
     ("The sponge cost less than the carrot cake.",
      lambda s: more(s, "carrot cake", "sponge", "price")),
    ])
# ---------------------------------------------------------------- 11
puzzle("u78-11-egg-counter",
    "The Egg Counter",
    "The egg counter at Hollow Lane farm shop sells eggs loose, so you take as many as you want. Four customers each bought a different kind of egg this morning, each took a different number, and each paid a different amount.",
    [("customer", ["Quinn", "Ruth", "Stan", "Tara"]),
     ("eggs", ["free-range", "duck", "quail", "organic"]),
     ("number", ["6", "12", "18", "24"]),
     ("paid", ["$2.40", "$3.60", "$4.80", "$7.20"])],
    [["Quinn", "duck", "6", "$4.80"],
     ["Ruth", "quail", "24", "$3.60"],
     ["Stan", "free-range", "12", "$2.40"],
     ["Tara", "organic", "18", "$7.20"]],
    [("Ruth took twice as many eggs as Stan.",
      lambda s: times(s, "Ruth", "Stan", "number", 2)),
     ("Tara paid more than Quinn.",
      lambda s: more(s, "Tara", "Quinn", "paid")),
     ("Whoever took half a dozen eggs paid $1.20 more than the quail-egg buyer.",
      lambda s: diff(s, "6", "quail", "paid", 120)),
     ("There were 50% more organic eggs than free-range ones.",
      lambda s: times(s, "organic", "free-range", "number", F(3, 2))),
     ("Quinn didn't buy the quail eggs.",
      lambda s: not s.same("Quinn", "quail")),
     ("The customer who bought a dozen eggs spent the least.",
      lambda s: least(s, "12", "paid")),
    ])
# ---------------------------------------------------------------- 12
puzzle("u78-12-book-stall",
    "The Secondhand Book Stall",
    "Five customers of different ages browsed the secondhand book stall outside Quill & Margin bookshop on Sunday. Each bought a different number of books and spent a different amount.",
    [("customer", ["Ursula", "Victor", "Wendy", "Xavier", "Yusuf"]),
     ("age", ["29", "32", "35", "38", "41"]),
     ("books", ["1", "2", "3", "4", "5"]),
     ("spent", ["$6", "$9", "$12", "$15", "$18"])],
    [["Ursula", "41", "2", "$6"],
     ["Victor", "35", "5", "$15"],
     ["Wendy", "38", "3", "$18"],
     ["Xavier", "29", "1", "$9"],
     ["Yusuf", "32", "4", "$12"]],
    [("The customer who bought the most books is 3 years older than Yusuf.",
      lambda s: diff(s, "5", "Yusuf", "age", 3)),
     ("Ursula spent a third as much as Wendy.",
      lambda s: times(s, "Ursula", "Wendy", "spent", F(1, 3))),
     ("Yusuf spent more than Xavier but less than Victor.",
      lambda s: more(s, "Yusuf", "Xavier", "spent") and more(s, "Victor", "Yusuf", "spent")),
     ("Xavier, the 38-year-old and the buyer of 4 books are three different people.",
      lambda s: len({s.r("Xavier"), s.r("38"), s.r("4")}) == 3),
     ("The oldest customer went home with 2 books.",
      lambda s: s.g("41", "books") == "2"),
     ("Wendy is somewhat younger than Ursula but a little older than Victor.",
      lambda s: more(s, "Ursula", "Wendy", "age") and more(s, "Wendy", "Victor", "age")),
     ("The customer who spent $15 bought more books than the one who spent $18.",
      lambda s: more(s, "$15", "$18", "books")),
     ("Xavier bought only one book.",
      lambda s: s.g("Xavier", "books") == "1"),
     ("The 29-year-old spent $3 less than Yusuf.",
      lambda s: diff(s, "Yusuf", "29", "spent", 300)),
    ])
