# unseen48: blind logic-grid puzzles, each clue written twice (English and
# a predicate over truth.py's State). Helpers are defined here, by hand.

def num(s, x, cat):
    """The number of category cat attached to whoever has item x."""
    return s.n(x, cat)

def more(s, a, b, cat, by=None):
    """a's cat value is greater than b's (by exactly `by` when given)."""
    d = s.n(a, cat) - s.n(b, cat)
    return d == by if by is not None else d > 0

def distinct(s, *xs):
    """All the items belong to different entities."""
    rs = [s.r(x) for x in xs]
    return len(set(rs)) == len(rs)

def either(s, x, a, b):
    """x is either a or b: a and b are two different entities and x is one of them."""
    return s.r(a) != s.r(b) and (s.same(x, a) or s.same(x, b))

def neither(s, a, b, x):
    """Neither a nor b is x (says nothing on whether a and b differ)."""
    return not s.same(a, x) and not s.same(b, x)

def nxt(s, a, b, cat, k=1):
    """a's cat value is exactly k steps after b's in the category's list order."""
    items = [it for name, its in s.cats if name == cat for it in its]
    return items.index(s.g(a, cat)) - items.index(s.g(b, cat)) == k

def extreme(s, x, cat, high=True):
    """x has the highest (or lowest) value of cat."""
    items = [it for name, its in s.cats if name == cat for it in its]
    vals = [nv(i) for i in items]
    return s.n(x, cat) == (max(vals) if high else min(vals))

MONTHS = ["January", "February", "March", "April", "May", "June", "July",
          "August", "September", "October", "November", "December"]

def date(s, x, cat):
    """A date item like "March 10" as a day count (month*31 + day), for comparisons."""
    m, d = s.g(x, cat).split()
    return (MONTHS.index(m) + 1) * 31 + int(d)

def later(s, a, b, cat, by=None):
    """a's date is after b's (by exactly `by` days when given)."""
    d = date(s, a, cat) - date(s, b, cat)
    return d == by if by is not None else d > 0


puzzle("u48-01-chili-cookoff", "The Mesa Flats Chili Cook-Off",
    "Four cooks entered the Mesa Flats chili cook-off. Each built a chili around a different pepper, and each chili got a different number of votes from the crowd.",
    [("cook", ["Abe", "Bea", "Cal", "Dot"]),
     ("pepper", ["jalapeno", "habanero", "poblano", "chipotle"]),
     ("votes", ["12", "15", "18", "21"])],
    [["Abe", "poblano", "18"],
     ["Bea", "habanero", "12"],
     ["Cal", "chipotle", "21"],
     ["Dot", "jalapeno", "15"]],
    [
     ("The cook who used habanero got 6 fewer votes than Abe.",
      lambda s: more(s, "Abe", "habanero", "votes", 6)),
     ("Bea received fewer votes than Dot.",
      lambda s: more(s, "Dot", "Bea", "votes")),
     ("Dot's chili drew somewhat fewer votes than the chipotle chili.",
      lambda s: more(s, "chipotle", "Dot", "votes")),
     ("Of Cal and the cook who got 12 votes, one used chipotle and the other used habanero.",
      lambda s: one_of_other(s, "Cal", "12", "chipotle", "habanero")),
     ("The jalapeno chili got 3 more votes than the habanero chili.",
      lambda s: more(s, "jalapeno", "habanero", "votes", 3)),
    ])


puzzle("u48-02-spelling-bee", "The County Spelling Bee",
    "Four spellers reached the final round of the county spelling bee. Each attends a different school, and each finished in a different place.",
    [("speller", ["Gwen", "Hiro", "Ines", "Jonah"]),
     ("place", ["1st", "2nd", "3rd", "4th"]),
     ("school", ["Elm Park", "Hillcrest", "Lakeview", "Oakdale"])],
    [["Gwen", "3rd", "Lakeview"],
     ["Hiro", "1st", "Oakdale"],
     ["Ines", "4th", "Elm Park"],
     ["Jonah", "2nd", "Hillcrest"]],
    [
     ("The Hillcrest student finished one place ahead of Gwen.",
      lambda s: more(s, "Gwen", "Hillcrest", "place", 1)),
     ("The speller who came in first was either Hiro or the Elm Park student.",
      lambda s: either(s, "1st", "Hiro", "Elm Park")),
     ("Ines finished sometime after the Lakeview student.",
      lambda s: more(s, "Ines", "Lakeview", "place")),
     ("The four finalists were Gwen, the Oakdale student, Jonah and the speller who finished last.",
      lambda s: distinct(s, "Gwen", "Oakdale", "Jonah", "4th")),
    ])


puzzle("u48-03-stargazers", "Stargazers' Week",
    "Four members of the Dunmore astronomy society each went out on a different night this week with a telescope of a different aperture, and each logged a different sky object.",
    [("stargazer", ["Fern", "Gil", "Hana", "Ivo"]),
     ("object", ["Andromeda Galaxy", "Orion Nebula", "Pleiades", "Saturn"]),
     ("night", ["Monday", "Tuesday", "Wednesday", "Thursday"]),
     ("aperture", ["4 inches", "6 inches", "8 inches", "10 inches"])],
    [["Fern", "Saturn", "Tuesday", "8 inches"],
     ["Gil", "Andromeda Galaxy", "Thursday", "4 inches"],
     ["Hana", "Pleiades", "Monday", "10 inches"],
     ["Ivo", "Orion Nebula", "Wednesday", "6 inches"]],
    [
     ("The person who spotted Saturn used a telescope 4 inches wider than Gil's.",
      lambda s: more(s, "Saturn", "Gil", "aperture", 4)),
     ("Hana went out one day before Fern.",
      lambda s: more(s, "Fern", "Hana", "night", 1)),
     ("Of the stargazer with the 6-inch telescope and the one who observed on Thursday, one logged the Orion Nebula and the other logged the Andromeda Galaxy.",
      lambda s: one_of_other(s, "6 inches", "Thursday", "Orion Nebula", "Andromeda Galaxy")),
     ("Neither Ivo nor the Tuesday observer had the largest telescope.",
      lambda s: neither(s, "Ivo", "Tuesday", "10 inches")),
     ("The Andromeda Galaxy was logged the night after the Orion Nebula.",
      lambda s: more(s, "Andromeda Galaxy", "Orion Nebula", "night", 1)),
     ("The stargazer with the smallest telescope went out on Thursday.",
      lambda s: s.same("4 inches", "Thursday")),
     ("Gil's telescope is smaller than Ivo's.",
      lambda s: more(s, "Ivo", "Gil", "aperture")),
    ])


puzzle("u48-04-dog-show", "Best in Group at Ferris County",
    "Four handlers showed dogs of four different breeds in the group ring at the Ferris County dog show. Each dog has a different call name and earned a different score from the judge.",
    [("handler", ["Alma", "Boris", "Carla", "Desmond"]),
     ("breed", ["beagle", "boxer", "collie", "poodle"]),
     ("dog", ["Biscuit", "Duke", "Pepper", "Rocket"]),
     ("score", ["82", "85", "88", "91"])],
    [["Alma", "collie", "Pepper", "88"],
     ["Boris", "poodle", "Biscuit", "82"],
     ["Carla", "boxer", "Rocket", "91"],
     ["Desmond", "beagle", "Duke", "85"]],
    [
     ("Biscuit scored 3 points lower than the beagle.",
      lambda s: more(s, "beagle", "Biscuit", "score", 3)),
     ("The dog that scored 91 points is either Rocket or Alma's dog.",
      lambda s: either(s, "91", "Rocket", "Alma")),
     ("Desmond's dog isn't the poodle.",
      lambda s: not s.same("Desmond", "poodle")),
     ("Of Pepper and Boris's dog, one is the collie and the other scored 82 points.",
      lambda s: one_of_other(s, "Pepper", "Boris", "collie", "82")),
     ("The boxer outscored Desmond's dog by 6 points.",
      lambda s: more(s, "boxer", "Desmond", "score", 6)),
     ("Carla's dog scored higher than Pepper.",
      lambda s: more(s, "Carla", "Pepper", "score")),
    ])


puzzle("u48-05-used-car-lot", "Saturday at Lot 9 Motors",
    "Lot 9 Motors sold four used cars on Saturday. Each buyer drove off in a different make of car, each car was a different colour, and each sold at a different price.",
    [("buyer", ["Emma", "Frank", "Greta", "Hugo"]),
     ("make", ["Ford", "Honda", "Mazda", "Subaru"]),
     ("colour", ["black", "green", "silver", "white"]),
     ("price", ["$9,500", "$11,000", "$12,500", "$14,000"])],
    [["Emma", "Mazda", "green", "$12,500"],
     ["Frank", "Ford", "white", "$9,500"],
     ["Greta", "Subaru", "black", "$14,000"],
     ["Hugo", "Honda", "silver", "$11,000"]],
    [
     ("The green car cost $3,000 more than Frank's.",
      lambda s: more(s, "green", "Frank", "price", 3000)),
     ("Of the Subaru and the car that is silver, one was bought by Greta and the other sold for $11,000.",
      lambda s: one_of_other(s, "Subaru", "silver", "Greta", "$11,000")),
     ("Hugo paid less than Emma.",
      lambda s: more(s, "Emma", "Hugo", "price")),
     ("The Honda sold for $1,500 more than the white car.",
      lambda s: more(s, "Honda", "white", "price", 1500)),
     ("The four buyers were Frank, the one who bought the Mazda, the owner of the black car and the person who paid $11,000.",
      lambda s: distinct(s, "Frank", "Mazda", "black", "$11,000")),
    ])


puzzle("u48-06-ski-race", "Giant Slalom at Pic Blanc",
    "Five skiers from five different countries raced the junior giant slalom at Pic Blanc. Each wore a different bib number and each finished in a different place.",
    [("skier", ["Anja", "Bruno", "Chloe", "Dario", "Elsa"]),
     ("country", ["Austria", "Canada", "France", "Norway", "Sweden"]),
     ("bib", ["7", "11", "15", "22", "30"]),
     ("finish", ["first", "second", "third", "fourth", "fifth"])],
    [["Anja", "Norway", "15", "second"],
     ["Bruno", "France", "7", "fourth"],
     ["Chloe", "Canada", "30", "first"],
     ["Dario", "Austria", "22", "fifth"],
     ["Elsa", "Sweden", "11", "third"]],
    [
     ("The racer who finished third was either the Swede or the skier wearing bib 22.",
      lambda s: either(s, "third", "Sweden", "22")),
     ("Chloe finished 2 places ahead of Elsa.",
      lambda s: more(s, "Elsa", "Chloe", "finish", 2)),
     ("The skier with bib 30 finished one place ahead of Anja.",
      lambda s: more(s, "Anja", "30", "finish", 1)),
     ("Of Bruno and the Austrian, one wore bib 7 and the other finished last.",
      lambda s: one_of_other(s, "Bruno", "Austria", "7", "fifth")),
     ("The skier wearing the lowest bib number finished somewhere behind the one in bib 11.",
      lambda s: more(s, "7", "11", "finish")),
     ("Anja's bib number is higher than Elsa's.",
      lambda s: more(s, "Anja", "Elsa", "bib")),
     ("The Canadian crossed the line one place ahead of the Norwegian.",
      lambda s: more(s, "Norway", "Canada", "finish", 1)),
     ("Dario's bib number is 7 higher than Anja's.",
      lambda s: more(s, "Dario", "Anja", "bib", 7)),
    ])


puzzle("u48-07-pottery-class", "Thursday Night Pottery",
    "Five students in the Thursday night pottery class each finished a different piece this term. Each piece was dipped in a different glaze and, after firing, weighed a different amount.",
    [("student", ["Ruth", "Sam", "Tessa", "Umar", "Vera"]),
     ("piece", ["bowl", "mug", "planter", "teapot", "vase"]),
     ("glaze", ["celadon", "cobalt", "ochre", "rust", "tenmoku"]),
     ("weight", ["1.5 lbs", "2 lbs", "2.5 lbs", "3 lbs", "3.5 lbs"])],
    [["Ruth", "teapot", "celadon", "3 lbs"],
     ["Sam", "mug", "cobalt", "1.5 lbs"],
     ["Tessa", "vase", "ochre", "2.5 lbs"],
     ["Umar", "planter", "rust", "3.5 lbs"],
     ["Vera", "bowl", "tenmoku", "2 lbs"]],
    [
     ("The mug weighs 1 pound less than Tessa's piece.",
      lambda s: more(s, "Tessa", "mug", "weight", 1)),
     ("The heaviest piece was glazed in rust.",
      lambda s: s.same("3.5 lbs", "rust")),
     ("Of the teapot and the bowl, one is Vera's and the other weighs 3 lbs.",
      lambda s: one_of_other(s, "teapot", "bowl", "Vera", "3 lbs")),
     ("The celadon piece is heavier than the vase.",
      lambda s: more(s, "celadon", "vase", "weight")),
     ("Sam's piece doesn't use ochre and isn't the planter.",
      lambda s: not s.same("Sam", "ochre") and not s.same("Sam", "planter")),
     ("The tenmoku piece weighs 0.5 lbs more than Sam's.",
      lambda s: more(s, "tenmoku", "Sam", "weight", 0.5)),
     ("The five students were Ruth, the one who made the mug, the student who used the ochre glaze, the one whose piece weighs 3.5 lbs and Vera.",
      lambda s: distinct(s, "Ruth", "mug", "ochre", "3.5 lbs", "Vera")),
     ("The teapot is a full pound heavier than the tenmoku piece.",
      lambda s: more(s, "teapot", "tenmoku", "weight", 1)),
    ])


puzzle("u48-08-app-launch", "Spring Launches at Hatchworks",
    "Five developers at the Hatchworks incubator each launched a new app on a different day in March. Each app has a different name and falls in a different genre.",
    [("developer", ["Kai", "Lena", "Milo", "Nora", "Otis"]),
     ("app", ["Pebble", "Quill", "Ripple", "Sprout", "Tandem"]),
     ("genre", ["cooking", "finance", "fitness", "language", "weather"]),
     ("launch", ["March 3", "March 10", "March 17", "March 24", "March 31"])],
    [["Kai", "Ripple", "fitness", "March 17"],
     ["Lena", "Pebble", "finance", "March 3"],
     ["Milo", "Tandem", "language", "March 31"],
     ["Nora", "Sprout", "cooking", "March 10"],
     ["Otis", "Quill", "weather", "March 24"]],
    [
     ("Sprout launched one week after Lena's app.",
      lambda s: later(s, "Sprout", "Lena", "launch", 7)),
     ("The weather app came out 2 weeks after Nora's app.",
      lambda s: later(s, "weather", "Nora", "launch", 14)),
     ("Of Milo's app and the fitness app, one is Tandem and the other launched on March 17.",
      lambda s: one_of_other(s, "Milo", "fitness", "Tandem", "March 17")),
     ("The language app was the last of the five to launch.",
      lambda s: s.same("language", "March 31")),
     ("Quill launched sometime after Ripple.",
      lambda s: later(s, "Quill", "Ripple", "launch")),
     ("The app released on March 10 is either the cooking app or Otis's.",
      lambda s: either(s, "March 10", "cooking", "Otis")),
     ("Kai's app went live exactly one week before Otis's.",
      lambda s: later(s, "Otis", "Kai", "launch", 7)),
     ("Pebble was released earlier than Ripple.",
      lambda s: later(s, "Ripple", "Pebble", "launch")),
     ("Milo's app went live at some point after Kai's.",
      lambda s: later(s, "Milo", "Kai", "launch")),
    ])


puzzle("u48-09-cruise", "Shore Days on the Coral Queen",
    "Five retirees who met aboard the Coral Queen each come from a different town, and each signed up for a different shore excursion. No two of them are the same age.",
    [("passenger", ["Dolores", "Ezra", "Faye", "Gordon", "Hattie"]),
     ("hometown", ["Albany", "Boise", "Camden", "Dover", "Erie"]),
     ("excursion", ["cave tour", "cooking class", "kayaking", "snorkeling", "zip-lining"]),
     ("age", ["62", "65", "68", "71", "74"])],
    [["Dolores", "Erie", "kayaking", "68"],
     ["Ezra", "Albany", "snorkeling", "74"],
     ["Faye", "Dover", "zip-lining", "62"],
     ["Gordon", "Boise", "cave tour", "71"],
     ["Hattie", "Camden", "cooking class", "65"]],
    [
     ("The passenger from Boise is 3 years younger than Ezra.",
      lambda s: more(s, "Ezra", "Boise", "age", 3)),
     ("The one who went zip-lining is 6 years younger than Dolores.",
      lambda s: more(s, "Dolores", "zip-lining", "age", 6)),
     ("Of Hattie and the snorkeler, one is from Camden and the other is 74 years old.",
      lambda s: one_of_other(s, "Hattie", "snorkeling", "Camden", "74")),
     ("Neither Gordon nor the Erie native took the cooking class.",
      lambda s: neither(s, "Gordon", "Erie", "cooking class")),
     ("The person who took the cave tour is either the Boise resident or Faye.",
      lambda s: either(s, "cave tour", "Boise", "Faye")),
     ("Gordon is 9 years older than Faye.",
      lambda s: more(s, "Gordon", "Faye", "age", 9)),
     ("The Albany native is 12 years older than the one from Dover.",
      lambda s: more(s, "Albany", "Dover", "age", 12)),
    ])


puzzle("u48-10-bakery-order", "Saturday Pickups at Crumb & Co.",
    "Five customers placed orders at Crumb & Co. for Saturday morning. Each ordered a different kind of pastry in a different flavour, picked it up at a different time and paid a different total.",
    [("customer", ["Bianca", "Colm", "Delia", "Emeka", "Flora"]),
     ("pastry", ["croissants", "cupcakes", "eclairs", "muffins", "scones"]),
     ("flavour", ["almond", "chocolate", "lemon", "maple", "raspberry"]),
     ("pickup", ["8:00am", "8:30am", "9:00am", "9:30am", "10:00am"]),
     ("total", ["$12.50", "$15.00", "$17.50", "$20.00", "$22.50"])],
    [["Bianca", "scones", "lemon", "9:30am", "$15.00"],
     ["Colm", "eclairs", "chocolate", "8:00am", "$22.50"],
     ["Delia", "muffins", "maple", "10:00am", "$12.50"],
     ["Emeka", "croissants", "almond", "8:30am", "$20.00"],
     ["Flora", "cupcakes", "raspberry", "9:00am", "$17.50"]],
    [
     ("The lemon order was picked up 30 minutes after the cupcakes.",
      lambda s: more(s, "lemon", "cupcakes", "pickup", 30)),
     ("Colm's order cost $2.50 more than the almond order.",
      lambda s: more(s, "Colm", "almond", "total", 2.5)),
     ("Of the scones and the 8:00am order, one is Bianca's and the other is flavoured with chocolate.",
      lambda s: one_of_other(s, "scones", "8:00am", "Bianca", "chocolate")),
     ("The maple order was the cheapest.",
      lambda s: s.same("maple", "$12.50")),
     ("Delia picked up her order sometime after Flora.",
      lambda s: more(s, "Delia", "Flora", "pickup")),
     ("The croissants cost more than the cupcakes.",
      lambda s: more(s, "croissants", "cupcakes", "total")),
     ("The five customers are Flora, the 9:30am pickup, the one who ordered croissants, the person who paid $22.50 and the one who chose maple.",
      lambda s: distinct(s, "Flora", "9:30am", "croissants", "$22.50", "maple")),
     ("The 8:30am order was either the croissants or Bianca's.",
      lambda s: either(s, "8:30am", "croissants", "Bianca")),
     ("The 10:00am order cost $2.50 less than the scones.",
      lambda s: more(s, "scones", "10:00am", "total", 2.5)),
     ("Emeka's pickup was one hour before Bianca's.",
      lambda s: more(s, "Bianca", "Emeka", "pickup", 60)),
     ("The muffins were cheaper than the eclairs.",
      lambda s: more(s, "eclairs", "muffins", "total")),
    ])


puzzle("u48-11-chess-club", "The Rook & Pawn Chess Club",
    "Five members of the Rook & Pawn chess club have very different day jobs. Each joined the club in a different year, holds a different club rating, and swears by a different opening.",
    [("player", ["Arturo", "Beatrix", "Cyrus", "Dana", "Elliot"]),
     ("opening", ["Caro-Kann", "English", "French", "King's Indian", "Sicilian"]),
     ("rating", ["1450", "1520", "1590", "1660", "1730"]),
     ("joined", ["2015", "2017", "2019", "2021", "2023"]),
     ("job", ["baker", "dentist", "pilot", "teacher", "welder"])],
    [["Arturo", "French", "1660", "2019", "pilot"],
     ["Beatrix", "Sicilian", "1730", "2023", "dentist"],
     ["Cyrus", "English", "1450", "2015", "welder"],
     ["Dana", "Caro-Kann", "1520", "2021", "teacher"],
     ["Elliot", "King's Indian", "1590", "2017", "baker"]],
    [
     ("The player who joined in 2021 is rated 70 points higher than Cyrus.",
      lambda s: more(s, "2021", "Cyrus", "rating", 70)),
     ("The dentist joined the club 4 years after Arturo.",
      lambda s: more(s, "dentist", "Arturo", "joined", 4)),
     ("Of the baker and the Sicilian player, one joined in 2017 and the other is rated 1730.",
      lambda s: one_of_other(s, "baker", "Sicilian", "2017", "1730")),
     ("Cyrus joined before any of the others.",
      lambda s: s.same("Cyrus", "2015")),
     ("The French player is rated 70 points above the King's Indian player.",
      lambda s: more(s, "French", "King's Indian", "rating", 70)),
     ("The teacher joined sometime after the baker.",
      lambda s: more(s, "teacher", "baker", "joined")),
     ("The English player is either Cyrus or the dentist.",
      lambda s: either(s, "English", "Cyrus", "dentist")),
     ("Arturo, the teacher and the player rated 1590 are three different people.",
      lambda s: distinct(s, "Arturo", "teacher", "1590")),
     ("The Caro-Kann player is rated lower than the pilot.",
      lambda s: more(s, "pilot", "Caro-Kann", "rating")),
     ("Arturo's rating is higher than Dana's.",
      lambda s: more(s, "Arturo", "Dana", "rating")),
     ("Elliot joined 2 years after Cyrus did.",
      lambda s: more(s, "Elliot", "Cyrus", "joined", 2)),
     ("Of the five, the Sicilian player joined the club most recently.",
      lambda s: s.same("Sicilian", "2023")),
    ])


puzzle("u48-12-zoo-keepers", "Feeding Rounds at Larchmont Zoo",
    "Five keepers at Larchmont Zoo each look after a different animal, known to visitors by its own name. Each animal has a public feeding at a different time, and the keepers have worked at the zoo for different lengths of time.",
    [("keeper", ["Gemma", "Hector", "Isla", "Jasper", "Kira"]),
     ("animal", ["giraffe", "otter", "penguin", "red panda", "tapir"]),
     ("name", ["Juno", "Mango", "Pip", "Tansy", "Ziggy"]),
     ("feeding", ["9:30am", "10:30am", "11:30am", "12:30pm", "1:30pm"]),
     ("service", ["3 years", "5 years", "7 years", "9 years", "11 years"])],
    [["Gemma", "otter", "Pip", "11:30am", "7 years"],
     ["Hector", "giraffe", "Juno", "9:30am", "11 years"],
     ["Isla", "penguin", "Ziggy", "1:30pm", "3 years"],
     ["Jasper", "tapir", "Mango", "10:30am", "5 years"],
     ["Kira", "red panda", "Tansy", "12:30pm", "9 years"]],
    [
     ("The penguin is fed 2 hours after the otter.",
      lambda s: more(s, "penguin", "otter", "feeding", 120)),
     ("Hector has worked at the zoo 6 years longer than the tapir's keeper.",
      lambda s: more(s, "Hector", "tapir", "service", 6)),
     ("Of Juno and the animal fed at 12:30pm, one is the giraffe and the other is looked after by Kira.",
      lambda s: one_of_other(s, "Juno", "12:30pm", "giraffe", "Kira")),
     ("Ziggy's keeper has been at the zoo for the shortest time.",
      lambda s: s.same("Ziggy", "3 years")),
     ("Mango is fed sometime before Pip.",
      lambda s: more(s, "Pip", "Mango", "feeding")),
     ("The animal fed first is looked after by either Hector or the keeper with 5 years' service.",
      lambda s: either(s, "9:30am", "Hector", "5 years")),
     ("Jasper's animal is fed one hour after Hector's, and he has been at the zoo 2 years longer than Isla.",
      lambda s: more(s, "Jasper", "Hector", "feeding", 60) and more(s, "Jasper", "Isla", "service", 2)),
     ("Kira has more years at the zoo than Gemma.",
      lambda s: more(s, "Kira", "Gemma", "service")),
     ("The otter gets the third of the five feedings.",
      lambda s: s.same("otter", "11:30am")),
     ("The five keepers are Isla, the tapir's keeper, the one who looks after Tansy, the keeper with 7 years at the zoo and Hector.",
      lambda s: distinct(s, "Isla", "tapir", "Tansy", "7 years", "Hector")),
     ("Gemma's animal is fed earlier in the day than Isla's.",
      lambda s: more(s, "Isla", "Gemma", "feeding")),
    ])
