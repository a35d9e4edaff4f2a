# Blind test set unseen60: twelve Zebra-style logic-grid puzzles, written 2026-11-29.
# Each clue: the printed English sentence and a predicate saying what it means.
# Exec-ed by truth.py (State, nv, one_of_other, puzzle come from there).

# ---- helpers (written for this set) ----
def at(s, x, cat):
    """The number of x's row in category cat (a house number, an age, a price...)."""
    return s.n(x, cat)
def nextto(s, a, b, cat):
    return abs(at(s, a, cat) - at(s, b, cat)) == 1
def right1(s, a, b, cat):
    """a is immediately to the right of b (numbers increase left to right)."""
    return at(s, a, cat) == at(s, b, cat) + 1
def left(s, a, b, cat):
    """a is somewhere to the left of b."""
    return at(s, a, cat) < at(s, b, cat)
def gap1(s, a, b, cat):
    """exactly one between a and b."""
    return abs(at(s, a, cat) - at(s, b, cat)) == 2
def atend(s, x, cat, lo, hi):
    return at(s, x, cat) in (lo, hi)
def distinct(s, *xs):
    rs = [s.r(x) for x in xs]
    return len(set(rs)) == len(rs)
def either(s, x, a, b):
    """x is either a or b (exclusive, since a and b are different people here)."""
    return s.same(x, a) != s.same(x, b) and (s.same(x, a) or s.same(x, b))

puzzle('u60-01-five-houses-on-elm-row',
  'Five Houses on Elm Row',
  'Five men of different nationalities live in the five houses of Elm Row, numbered 1 to 5 from left to right. Each house is painted a different colour, and each man prefers a different drink and keeps a different pet.',
  [('nationality', ['Canadian', 'Dutchman', 'Greek', 'Italian', 'Pole']), ('house', ['1', '2', '3', '4', '5']), ('colour', ['red', 'white', 'blue', 'yellow', 'green']), ('drink', ['tea', 'coffee', 'milk', 'cocoa', 'lemonade']), ('pet', ['cat', 'parrot', 'rabbit', 'goldfish', 'hamster'])],
  [['Canadian', '3', 'red', 'milk', 'goldfish'], ['Dutchman', '4', 'white', 'coffee', 'hamster'], ['Greek', '2', 'blue', 'tea', 'cat'], ['Italian', '5', 'green', 'lemonade', 'parrot'], ['Pole', '1', 'yellow', 'cocoa', 'rabbit']],
  [
  ("The Canadian lives in the red house.", lambda s: s.same("Canadian", "red")),
  ("The Greek owns the cat.", lambda s: s.same("Greek", "cat")),
  ("Coffee is drunk in the white house.", lambda s: s.same("coffee", "white")),
  ("The green house is immediately to the right of the white house.", lambda s: right1(s, "green", "white", "house")),
  ("The man who drinks cocoa lives in the house next to the man with the cat.", lambda s: nextto(s, "cocoa", "cat", "house")),
  ("The Pole lives in the first house.", lambda s: at(s, "Pole", "house") == 1),
  ("Milk is drunk in the middle house.", lambda s: at(s, "milk", "house") == 3),
  ("The Italian drinks lemonade.", lambda s: s.same("Italian", "lemonade")),
  ("The man in the yellow house keeps a rabbit.", lambda s: s.same("yellow", "rabbit")),
  ("The goldfish are kept in the house immediately to the left of the Dutchman's.", lambda s: right1(s, "Dutchman", "goldfish", "house")),
  ("The parrot's owner lives at one end of the row.", lambda s: atend(s, "parrot", "house", 1, 5)),
  ("The man with the parrot lives next to the coffee drinker.", lambda s: nextto(s, "parrot", "coffee", "house")),
  ])

puzzle('u60-02-who-keeps-the-tortoise',
  'Who Keeps the Tortoise?',
  'Five women live in the five cottages along Mill Lane, numbered 1 to 5 from left to right. Each cottage has a front door of a different colour; each woman follows a different trade and keeps a different pet. Who keeps the tortoise?',
  [('woman', ['Harriet', 'Ivy', 'June', 'Kitty', 'Lena']), ('cottage', ['1', '2', '3', '4', '5']), ('door', ['red', 'green', 'black', 'white', 'blue']), ('trade', ['potter', 'weaver', 'baker', 'tailor', 'smith']), ('pet', ['dog', 'goose', 'tortoise', 'ferret', 'canary'])],
  [['Harriet', '3', 'black', 'potter', 'dog'], ['Ivy', '5', 'blue', 'tailor', 'ferret'], ['June', '2', 'green', 'baker', 'tortoise'], ['Kitty', '4', 'white', 'smith', 'canary'], ['Lena', '1', 'red', 'weaver', 'goose']],
  [
  ("Harriet lives in the middle cottage.", lambda s: at(s, "Harriet", "cottage") == 3),
  ("The potter has a black door.", lambda s: s.same("potter", "black")),
  ("The potter lives immediately to the right of the baker.", lambda s: right1(s, "potter", "baker", "cottage")),
  ("The canary belongs to the woman behind the white door.", lambda s: s.same("canary", "white")),
  ("The weaver keeps a goose.", lambda s: s.same("weaver", "goose")),
  ("Ivy's door is blue.", lambda s: s.same("Ivy", "blue")),
  ("Lena lives at one end of the lane.", lambda s: atend(s, "Lena", "cottage", 1, 5)),
  ("The green door is somewhere to the left of the white door.", lambda s: left(s, "green", "white", "cottage")),
  ("The ferret is kept in the last cottage.", lambda s: at(s, "ferret", "cottage") == 5),
  ("The woman with the red door lives next to June.", lambda s: nextto(s, "red", "June", "cottage")),
  ("The tailor does not live next door to the potter.", lambda s: not nextto(s, "tailor", "potter", "cottage")),
  ("Neither Lena nor June is the potter.", lambda s: not s.same("Lena", "potter") and not s.same("June", "potter")),
  ("Kitty lives next door to the tailor.", lambda s: nextto(s, "Kitty", "tailor", "cottage")),
  ("There is one cottage between the goose and the dog.", lambda s: gap1(s, "goose", "dog", "cottage")),
  ])

puzzle('u60-03-pontoon-c-moorings',
  'Moorings on Pontoon C',
  'Four yachtsmen keep their boats side by side on Pontoon C of the Wrenhaven marina, in berths numbered 1 to 4 from left to right. Each boat has a differently coloured hull and is of a different rig, and the four owners are all of different ages.',
  [('owner', ['Gareth', 'Hollis', 'Ingram', 'Jasper']), ('berth', ['1', '2', '3', '4']), ('hull', ['navy', 'cream', 'teal', 'scarlet']), ('age', ['34', '37', '40', '43']), ('rig', ['ketch', 'sloop', 'yawl', 'cutter'])],
  [['Gareth', '2', 'teal', '40', 'yawl'], ['Hollis', '4', 'navy', '34', 'sloop'], ['Ingram', '1', 'scarlet', '43', 'cutter'], ['Jasper', '3', 'cream', '37', 'ketch']],
  [
  ("The sloop's owner is 3 years younger than Jasper.", lambda s: at(s, "sloop", "age") == at(s, "Jasper", "age") - 3),
  ("Gareth is older than the man with the cream hull.", lambda s: at(s, "Gareth", "age") > at(s, "cream", "age")),
  ("The yawl is moored immediately to the left of the ketch.", lambda s: right1(s, "ketch", "yawl", "berth")),
  ("Hollis's boat is navy.", lambda s: s.same("Hollis", "navy")),
  ("Of Ingram and the 37-year-old, one sails the ketch and the other sails the cutter.", lambda s: one_of_other(s, "Ingram", "37", "ketch", "cutter")),
  ("The scarlet boat is at one end of the pontoon.", lambda s: atend(s, "scarlet", "berth", 1, 4)),
  ("The youngest man is moored in the highest-numbered berth.", lambda s: at(s, "34", "berth") == 4),
  ("The cutter's owner is somewhat older than the ketch's owner.", lambda s: at(s, "cutter", "age") > at(s, "ketch", "age")),
  ("The navy boat is moored next to the cream one.", lambda s: nextto(s, "navy", "cream", "berth")),
  ("The man aged 40 sails a yawl.", lambda s: s.same("40", "yawl")),
  ])

puzzle('u60-04-saturday-market-stalls',
  'The Saturday Market',
  'Five traders set up stalls 1 to 5, in a row from left to right, at the Saturday market in Kelby. Each sells a different kind of produce at a different price per item, and each opens at a different time.',
  [('trader', ['Abbott', 'Barlow', 'Carver', 'Denton', 'Ellery']), ('stall', ['1', '2', '3', '4', '5']), ('produce', ['honey', 'cheese', 'bread', 'apples', 'flowers']), ('price', ['$2', '$3', '$4', '$5', '$6']), ('opens', ['7:30am', '8:00am', '8:30am', '9:00am', '9:30am'])],
  [['Abbott', '2', 'cheese', '$6', '7:30am'], ['Barlow', '5', 'apples', '$4', '9:00am'], ['Carver', '4', 'bread', '$2', '8:00am'], ['Denton', '1', 'flowers', '$5', '8:30am'], ['Ellery', '3', 'honey', '$3', '9:30am']],
  [
  ("The honey stall is the last to open.", lambda s: at(s, "honey", "opens") == 570),
  ("Abbott opens half an hour before Carver.", lambda s: at(s, "Abbott", "opens") == at(s, "Carver", "opens") - 30),
  ("The cheapest item is sold at the stall immediately to the right of the honey.", lambda s: right1(s, "$2", "honey", "stall")),
  ("Denton's stall is at the far left.", lambda s: at(s, "Denton", "stall") == 1),
  ("The bread costs $1 less than the honey.", lambda s: at(s, "bread", "price") == at(s, "honey", "price") - 1),
  ("The cheese is the most expensive item on sale.", lambda s: s.same("cheese", "$6")),
  ("The flowers are sold next to the cheese.", lambda s: nextto(s, "flowers", "cheese", "stall")),
  ("The apples cost $4 each.", lambda s: s.same("apples", "$4")),
  ("There are two stalls between Denton's and Carver's.", lambda s: abs(at(s, "Denton", "stall") - at(s, "Carver", "stall")) == 3),
  ("Either Carver or Barlow opens at 8:00am.", lambda s: either(s, "8:00am", "Carver", "Barlow")),
  ("The first trader to open is somewhere to the left of the $3 item.", lambda s: left(s, "7:30am", "$3", "stall")),
  ("Carver opens an hour before Barlow.", lambda s: at(s, "Carver", "opens") == at(s, "Barlow", "opens") - 60),
  ("The flowers go on sale at 8:30am.", lambda s: s.same("flowers", "8:30am")),
  ])

puzzle('u60-05-camp-pinecrest-cabins',
  'Cabins at Camp Pinecrest',
  'Four counselors at Camp Pinecrest sleep in cabins 1 to 4, which stand in a row from left to right along the lake. Each counselor runs a different activity, is a different height and comes from a different home town.',
  [('counselor', ['Maya', 'Nico', 'Omar', 'Petra']), ('cabin', ['1', '2', '3', '4']), ('activity', ['archery', 'canoeing', 'climbing', 'pottery']), ('height', ['5\'6"', '5\'8"', '5\'10"', '6\'0"']), ('home town', ['Boise', 'Tulsa', 'Fresno', 'Dayton'])],
  [['Maya', '3', 'climbing', '5\'10"', 'Dayton'], ['Nico', '4', 'archery', '5\'8"', 'Fresno'], ['Omar', '1', 'canoeing', '6\'0"', 'Tulsa'], ['Petra', '2', 'pottery', '5\'6"', 'Boise']],
  [
  ("The tallest counselor runs canoeing.", lambda s: s.same("6'0\"", "canoeing")),
  ("Petra is 4 inches shorter than Maya.", lambda s: at(s, "Petra", "height") == at(s, "Maya", "height") - 4),
  ("The counselor from Dayton sleeps in the cabin immediately to the right of the pottery teacher's.", lambda s: right1(s, "Dayton", "pottery", "cabin")),
  ("Nico is from neither Tulsa nor Boise.", lambda s: not s.same("Nico", "Tulsa") and not s.same("Nico", "Boise")),
  ("The archery instructor has the last cabin.", lambda s: at(s, "archery", "cabin") == 4),
  ("The shortest counselor sleeps next door to the tallest.", lambda s: nextto(s, "5'6\"", "6'0\"", "cabin")),
  ("The climbing instructor is 2 inches taller than the counselor from Fresno.", lambda s: at(s, "climbing", "height") == at(s, "Fresno", "height") + 2),
  ("The counselor from Boise teaches pottery.", lambda s: s.same("Boise", "pottery")),
  ("Maya's cabin is somewhere to the right of Omar's.", lambda s: left(s, "Omar", "Maya", "cabin")),
  ("Omar, the counselor from Dayton and the archery instructor are three different people.", lambda s: distinct(s, "Omar", "Dayton", "archery")),
  ("Nico is 2 inches taller than Petra.", lambda s: at(s, "Nico", "height") == at(s, "Petra", "height") + 2),
  ])

puzzle('u60-06-neighbours-on-quarry-road',
  'Neighbours on Quarry Road',
  'Five neighbours live in houses 1 to 5 on Quarry Road, which are numbered from left to right. Each has a different job, a different favourite kind of music and a different age.',
  [('name', ['Fiona', 'George', 'Helen', 'Isaac', 'Julia']), ('house', ['1', '2', '3', '4', '5']), ('job', ['baker', 'nurse', 'teacher', 'plumber', 'lawyer']), ('music', ['jazz', 'rock', 'folk', 'opera', 'blues']), ('age', ['28', '33', '41', '52', '67'])],
  [['Fiona', '2', 'baker', 'jazz', '28'], ['George', '4', 'teacher', 'opera', '33'], ['Helen', '5', 'nurse', 'blues', '52'], ['Isaac', '1', 'plumber', 'rock', '41'], ['Julia', '3', 'lawyer', 'folk', '67']],
  [
  ("The baker does not live at either end of the road.", lambda s: not atend(s, "baker", "house", 1, 5)),
  ("The oldest neighbour lives in house 3.", lambda s: at(s, "67", "house") == 3),
  ("The person who likes jazz lives somewhere to the left of the teacher.", lambda s: left(s, "jazz", "teacher", "house")),
  ("Isaac likes rock.", lambda s: s.same("Isaac", "rock")),
  ("George listens to opera.", lambda s: s.same("George", "opera")),
  ("The lawyer's two neighbours are the baker and the teacher.", lambda s: nextto(s, "lawyer", "baker", "house") and nextto(s, "lawyer", "teacher", "house")),
  ("The folk fan is the oldest.", lambda s: s.same("folk", "67")),
  ("The plumber is 13 years older than the baker.", lambda s: at(s, "plumber", "age") == at(s, "baker", "age") + 13),
  ("The blues lover lives immediately to the right of the opera lover.", lambda s: right1(s, "blues", "opera", "house")),
  ("Helen is in her fifties.", lambda s: 50 <= at(s, "Helen", "age") <= 59),
  ("Fiona is younger than Isaac.", lambda s: at(s, "Fiona", "age") < at(s, "Isaac", "age")),
  ])

puzzle('u60-07-who-drinks-water',
  'Who Drinks Water?',
  'Five sportsmen of different nationalities live in a row of five houses, numbered 1 to 5 from left to right, each house painted a different colour. Each man has a different favourite drink and plays a different sport. Who drinks water?',
  [('nationality', ['Austrian', 'Brazilian', 'Chilean', 'Egyptian', 'Finn']), ('house', ['1', '2', '3', '4', '5']), ('colour', ['orange', 'grey', 'purple', 'pink', 'brown']), ('drink', ['water', 'juice', 'beer', 'wine', 'tea']), ('sport', ['tennis', 'golf', 'rugby', 'cricket', 'hockey'])],
  [['Austrian', '3', 'purple', 'wine', 'golf'], ['Brazilian', '4', 'pink', 'water', 'tennis'], ['Chilean', '5', 'brown', 'juice', 'rugby'], ['Egyptian', '2', 'orange', 'tea', 'cricket'], ['Finn', '1', 'grey', 'beer', 'hockey']],
  [
  ("The Finn lives in the first house.", lambda s: at(s, "Finn", "house") == 1),
  ("The Finn lives next to the orange house.", lambda s: nextto(s, "Finn", "orange", "house")),
  ("Wine is drunk in the purple house.", lambda s: s.same("wine", "purple")),
  ("The golfer lives in the middle house.", lambda s: at(s, "golf", "house") == 3),
  ("The pink house is immediately to the left of the brown house.", lambda s: right1(s, "brown", "pink", "house")),
  ("The rugby player drinks juice.", lambda s: s.same("rugby", "juice")),
  ("The man who plays hockey lives next to the man who plays cricket.", lambda s: nextto(s, "hockey", "cricket", "house")),
  ("The Brazilian plays tennis.", lambda s: s.same("Brazilian", "tennis")),
  ("The Chilean's house is the last on the street.", lambda s: at(s, "Chilean", "house") == 5),
  ("The tea drinker lives next door to the beer drinker.", lambda s: nextto(s, "tea", "beer", "house")),
  ("The Egyptian plays cricket.", lambda s: s.same("Egyptian", "cricket")),
  ("The Finn doesn't drink tea.", lambda s: not s.same("Finn", "tea")),
  ("The hockey player's house is grey.", lambda s: s.same("hockey", "grey")),
  ])

puzzle('u60-08-office-parking-spaces',
  'Reserved Parking',
  'Four colleagues at Halden & Co. have reserved parking spaces 1 to 4, side by side from left to right. Each drives a different make of car, earns a different salary and works in a different department.',
  [('colleague', ['Rosa', 'Sam', 'Tariq', 'Uma']), ('space', ['1', '2', '3', '4']), ('car', ['Volvo', 'Mazda', 'Fiat', 'Skoda']), ('salary', ['$25,000', '$30,000', '$35,000', '$40,000']), ('department', ['sales', 'legal', 'IT', 'payroll'])],
  [['Rosa', '3', 'Skoda', '$40,000', 'sales'], ['Sam', '4', 'Mazda', '$30,000', 'payroll'], ['Tariq', '2', 'Volvo', '$25,000', 'IT'], ['Uma', '1', 'Fiat', '$35,000', 'legal']],
  [
  ("The highest earner parks in space 3.", lambda s: at(s, "$40,000", "space") == 3),
  ("Tariq earns $10,000 less than Uma.", lambda s: at(s, "Tariq", "salary") == at(s, "Uma", "salary") - 10000),
  ("The Volvo driver works in IT.", lambda s: s.same("Volvo", "IT")),
  ("The Mazda is parked immediately to the right of the Skoda.", lambda s: right1(s, "Mazda", "Skoda", "space")),
  ("Sam earns $5,000 more than the colleague from IT.", lambda s: at(s, "Sam", "salary") == at(s, "IT", "salary") + 5000),
  ("Rosa works in neither legal nor payroll.", lambda s: not s.same("Rosa", "legal") and not s.same("Rosa", "payroll")),
  ("The Fiat's driver earns more than the Mazda's driver.", lambda s: at(s, "Fiat", "salary") > at(s, "Mazda", "salary")),
  ("Of Uma and the Skoda driver, one works in sales and the other in legal.", lambda s: one_of_other(s, "Uma", "Skoda", "sales", "legal")),
  ("The lowest-paid colleague parks next to the highest-paid one.", lambda s: nextto(s, "$25,000", "$40,000", "space")),
  ])

puzzle('u60-09-beach-huts-at-saltcombe',
  'Beach Huts at Saltcombe',
  'Five families rent the five beach huts in a row on Saltcombe sands, numbered 1 to 5 from left to right. Each hut is painted a different colour, each family has a different favourite ice-cream flavour, and each has brought a different breed of dog.',
  [('family', ['Ashby', 'Blake', 'Crane', 'Drury', 'Egan']), ('hut', ['1', '2', '3', '4', '5']), ('colour', ['lilac', 'lime', 'coral', 'navy', 'white']), ('flavour', ['vanilla', 'mango', 'pistachio', 'toffee', 'lemon']), ('dog', ['beagle', 'poodle', 'collie', 'terrier', 'spaniel'])],
  [['Ashby', '3', 'lime', 'vanilla', 'collie'], ['Blake', '4', 'navy', 'lemon', 'poodle'], ['Crane', '1', 'coral', 'mango', 'terrier'], ['Drury', '5', 'lilac', 'pistachio', 'spaniel'], ['Egan', '2', 'white', 'toffee', 'beagle']],
  [
  ("The Ashbys' hut is in the middle of the row, and their dog is a collie.", lambda s: at(s, "Ashby", "hut") == 3 and s.same("Ashby", "collie")),
  ("The family with the poodle is immediately to the right of the Ashbys.", lambda s: right1(s, "poodle", "Ashby", "hut")),
  ("The Cranes, whose dog is a terrier, have the hut at the left-hand end.", lambda s: s.same("Crane", "terrier") and at(s, "Crane", "hut") == 1),
  ("Mango is the favourite in the coral hut.", lambda s: s.same("mango", "coral")),
  ("The Egans are next door to the family who like mango.", lambda s: nextto(s, "Egan", "mango", "hut")),
  ("The toffee lovers have a beagle.", lambda s: s.same("toffee", "beagle")),
  ("The pistachio fans own the spaniel.", lambda s: s.same("pistachio", "spaniel")),
  ("The Blakes' hut is navy.", lambda s: s.same("Blake", "navy")),
  ("Lemon is eaten next door to pistachio.", lambda s: nextto(s, "lemon", "pistachio", "hut")),
  ("The Drurys neither own the poodle nor eat lemon ice cream.", lambda s: not s.same("Drury", "poodle") and not s.same("Drury", "lemon")),
  ("The family in the lime hut prefer vanilla.", lambda s: s.same("lime", "vanilla")),
  ("The white hut is somewhere to the left of the lime hut.", lambda s: left(s, "white", "lime", "hut")),
  ("The collie's family are next door to the beagle's.", lambda s: nextto(s, "collie", "beagle", "hut")),
  ])

puzzle('u60-10-allotment-show',
  'The Allotment Show',
  'Four gardeners have neighbouring plots 1 to 4, in a row from left to right, at the Fenwick Road allotments. Each entered a different vegetable in the autumn show, each finished in a different place (1st to 4th), and all four are of different ages.',
  [('gardener', ['Agnes', 'Bernard', 'Cedric', 'Doreen']), ('plot', ['1', '2', '3', '4']), ('vegetable', ['leeks', 'marrows', 'onions', 'beans']), ('place', ['1st', '2nd', '3rd', '4th']), ('age', ['61', '65', '69', '73'])],
  [['Agnes', '2', 'marrows', '1st', '73'], ['Bernard', '4', 'beans', '2nd', '65'], ['Cedric', '1', 'leeks', '3rd', '69'], ['Doreen', '3', 'onions', '4th', '61']],
  [
  ("The winner of first prize is the oldest gardener.", lambda s: s.same("1st", "73")),
  ("The leeks finished one place behind the beans.", lambda s: at(s, "leeks", "place") == at(s, "beans", "place") + 1),
  ("Doreen is 8 years younger than Cedric.", lambda s: at(s, "Doreen", "age") == at(s, "Cedric", "age") - 8),
  ("The onion grower has the plot immediately to the right of the marrow grower's.", lambda s: right1(s, "onions", "marrows", "plot")),
  ("Of Cedric and the onion grower, one came 3rd and the other came 4th.", lambda s: one_of_other(s, "Cedric", "onions", "3rd", "4th")),
  ("The youngest gardener has plot 3.", lambda s: at(s, "61", "plot") == 3),
  ("Agnes's plot is next to Cedric's.", lambda s: nextto(s, "Agnes", "Cedric", "plot")),
  ("The gardener who is 4 years older than Bernard grew leeks.", lambda s: any(at(s, x, "age") == at(s, "Bernard", "age") + 4 and s.same(x, "leeks") for x in ["Agnes", "Bernard", "Cedric", "Doreen"])),
  ])

puzzle('u60-11-queue-at-the-ticket-office',
  'The Queue at the Ticket Office',
  'Five travellers stood in a single queue at the ticket office of Crewbridge station, from first (at the front) to fifth (at the back). Each was bound for a different town on a train leaving at a different time, and each carried a different piece of luggage.',
  [('traveller', ['Kenji', 'Lars', 'Mirela', 'Nell', 'Otto']), ('position', ['first', 'second', 'third', 'fourth', 'fifth']), ('destination', ['Leeds', 'Bath', 'York', 'Derby', 'Ely']), ('train', ['9:15am', '10:40am', '11:05am', '1:20pm', '2:45pm']), ('luggage', ['rucksack', 'suitcase', 'holdall', 'briefcase', 'cello'])],
  [['Kenji', 'third', 'Ely', '2:45pm', 'briefcase'], ['Lars', 'fifth', 'Derby', '11:05am', 'cello'], ['Mirela', 'fourth', 'Leeds', '10:40am', 'rucksack'], ['Nell', 'first', 'York', '1:20pm', 'holdall'], ['Otto', 'second', 'Bath', '9:15am', 'suitcase']],
  [
  ("Nell was first in the queue.", lambda s: at(s, "Nell", "position") == 1),
  ("The passenger bound for Ely stood two places behind Nell.", lambda s: at(s, "Ely", "position") == at(s, "Nell", "position") + 2),
  ("The traveller with the earliest train was immediately ahead of Kenji.", lambda s: at(s, "9:15am", "position") == at(s, "Kenji", "position") - 1),
  ("Otto is going to Bath.", lambda s: s.same("Otto", "Bath")),
  ("The Leeds train leaves 25 minutes before the Derby train.", lambda s: at(s, "Leeds", "train") == at(s, "Derby", "train") - 25),
  ("Mirela's train leaves in the morning.", lambda s: at(s, "Mirela", "train") < 720),
  ("The latest train of the five is Kenji's.", lambda s: s.same("2:45pm", "Kenji")),
  ("The rucksack's owner stood somewhere behind the holdall's owner.", lambda s: at(s, "rucksack", "position") > at(s, "holdall", "position")),
  ("The person carrying a briefcase is catching an afternoon train.", lambda s: at(s, "briefcase", "train") >= 720),
  ("The Derby passenger was immediately behind Mirela.", lambda s: at(s, "Derby", "position") == at(s, "Mirela", "position") + 1),
  ("Either Otto or Lars has the suitcase.", lambda s: either(s, "suitcase", "Otto", "Lars")),
  ("The person catching the 11:05am train carries a cello.", lambda s: s.same("11:05am", "cello")),
  ("The briefcase was carried by someone standing somewhere behind Otto.", lambda s: at(s, "briefcase", "position") > at(s, "Otto", "position")),
  ])

puzzle('u60-12-narrowboats-at-the-lock',
  'Narrowboats Below the Lock',
  "Five narrowboats are moored in a line below Hatton's lock, in moorings 1 to 5 from left to right as seen from the towpath. Each boat is a different length, each owner keeps a different dog aboard, and each boat is registered to a different home town.",
  [('owner', ['Quinn', 'Rhoda', 'Silas', 'Tessa', 'Vince']), ('mooring', ['1', '2', '3', '4', '5']), ('length', ['40 ft', '45 ft', '50 ft', '55 ft', '60 ft']), ('dog', ['lurcher', 'pug', 'dachshund', 'whippet', 'labrador']), ('home town', ['Oxford', 'Banbury', 'Rugby', 'Stone', 'Wigan'])],
  [['Quinn', '4', '55 ft', 'labrador', 'Banbury'], ['Rhoda', '1', '50 ft', 'whippet', 'Wigan'], ['Silas', '5', '45 ft', 'dachshund', 'Rugby'], ['Tessa', '3', '40 ft', 'lurcher', 'Stone'], ['Vince', '2', '60 ft', 'pug', 'Oxford']],
  [
  ("Tessa's boat is 15 ft shorter than Quinn's.", lambda s: at(s, "Tessa", "length") == at(s, "Quinn", "length") - 15),
  ("The whippet lives aboard the first boat in the line.", lambda s: at(s, "whippet", "mooring") == 1),
  ("Silas, the owner from Stone and the pug's owner are three different people.", lambda s: distinct(s, "Silas", "Stone", "pug")),
  ("The dachshund's boat is 5 ft longer than the lurcher's.", lambda s: at(s, "dachshund", "length") == at(s, "lurcher", "length") + 5),
  ("The boat from Oxford is moored immediately to the left of the shortest boat.", lambda s: right1(s, "40 ft", "Oxford", "mooring")),
  ("Vince keeps a pug.", lambda s: s.same("Vince", "pug")),
  ("The labrador's owner hails from Banbury.", lambda s: s.same("labrador", "Banbury")),
  ("The boat from Wigan is longer than the boat from Rugby.", lambda s: at(s, "Wigan", "length") > at(s, "Rugby", "length")),
  ("There are two boats between Vince's and Silas's.", lambda s: abs(at(s, "Vince", "mooring") - at(s, "Silas", "mooring")) == 3),
  ("Neither Quinn nor Silas comes from Wigan.", lambda s: not s.same("Quinn", "Wigan") and not s.same("Silas", "Wigan")),
  ("The 50 ft boat is moored next door to the 60 ft one.", lambda s: nextto(s, "50 ft", "60 ft", "mooring")),
  ("The owner whose boat is 5 ft longer than Silas's keeps a whippet.", lambda s: at(s, "whippet", "length") == at(s, "Silas", "length") + 5),
  ("Rhoda does not keep the lurcher.", lambda s: not s.same("Rhoda", "lurcher")),
  ])

