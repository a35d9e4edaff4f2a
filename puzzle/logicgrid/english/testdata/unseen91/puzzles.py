# unseen91: twelve Einstein / Zebra style logic-grid puzzles.
# Houses stand in a row, numbered from 1 on the left; the first category is "house".

def H(s, x):
    """House number of the row that holds item x."""
    return s.n(x, "house")

def nextto(s, a, b):
    return abs(H(s, a) - H(s, b)) == 1

def differ(s, *xs):
    rs = [s.r(x) for x in xs]
    return len(set(rs)) == len(rs)

HOUSES4 = ("house", ["1", "2", "3", "4"])
HOUSES5 = ("house", ["1", "2", "3", "4", "5"])

# ---------------------------------------------------------------- 01 (4x3)
puzzle("u91-01-pets-on-elm-row", "Pets on Elm Row",
    "Four friends live side by side in four houses, numbered 1 to 4 from left to right. "
    "Each of them keeps a different pet.",
    [HOUSES4,
     ("name", ["Anna", "Boris", "Carla", "Dmitri"]),
     ("pet", ["cat", "dog", "parrot", "rabbit"])],
    [["1", "Carla", "rabbit"], ["2", "Anna", "dog"], ["3", "Dmitri", "parrot"], ["4", "Boris", "cat"]],
    [
     ("Anna's house is immediately to the left of the one with the parrot.", lambda s: H(s, "Anna") == H(s, "parrot") - 1),
     ("Boris lives in neither of the first two houses.", lambda s: H(s, "Boris") not in (1, 2)),
     ("Carla lives next door to the dog owner.", lambda s: nextto(s, "Carla", "dog")),
     ("The rabbit owner lives somewhere to the left of Dmitri.", lambda s: H(s, "rabbit") < H(s, "Dmitri")),
     ("Dmitri, Carla and the cat owner are three different people.", lambda s: differ(s, "Dmitri", "Carla", "cat")),
     ("The dog and the cat are not kept in neighbouring houses.", lambda s: not nextto(s, "dog", "cat")),
    ])

# ---------------------------------------------------------------- 02 (4x4)
puzzle("u91-02-four-doors", "Four Doors",
    "Four neighbours of different nationalities live in a terrace of four houses, numbered 1 to 4 "
    "from left to right. Each house is painted a different colour, and each neighbour has a different favourite drink.",
    [HOUSES4,
     ("nationality", ["Dane", "Englishman", "German", "Swede"]),
     ("drink", ["coffee", "milk", "tea", "water"]),
     ("colour", ["blue", "green", "red", "white"])],
    [["1", "Swede", "water", "green"], ["2", "Dane", "tea", "blue"],
     ["3", "Englishman", "milk", "red"], ["4", "German", "coffee", "white"]],
    [
     ("The Englishman lives in the red house; the Swede's house is green.", lambda s: s.same("Englishman", "red") and s.same("Swede", "green")),
     ("The Dane drinks tea.", lambda s: s.same("Dane", "tea")),
     ("The German lives in neither the blue house nor the green house.", lambda s: not s.same("German", "blue") and not s.same("German", "green")),
     ("The German lives immediately to the right of the Englishman.", lambda s: H(s, "Englishman") == H(s, "German") - 1),
     ("Tea is drunk in the second house.", lambda s: H(s, "tea") == 2),
     ("Milk is drunk in the house just to the left of the coffee drinker's.", lambda s: H(s, "milk") == H(s, "coffee") - 1),
    ])

# ---------------------------------------------------------------- 03 (5x3)
puzzle("u91-03-hobby-street", "Hobby Street",
    "Five people live in five houses in a row, numbered 1 to 5 from left to right. "
    "Each has a different hobby.",
    [HOUSES5,
     ("name", ["Elena", "Farid", "Greta", "Hugo", "Ines"]),
     ("hobby", ["chess", "cycling", "painting", "pottery", "singing"])],
    [["1", "Hugo", "cycling"], ["2", "Ines", "painting"], ["3", "Elena", "chess"],
     ["4", "Farid", "singing"], ["5", "Greta", "pottery"]],
    [
     ("The person in the middle house plays chess.", lambda s: H(s, "chess") == 3),
     ("The painter lives two houses to the left of Farid.", lambda s: H(s, "painting") == H(s, "Farid") - 2),
     ("Hugo lives somewhere to the left of Elena.", lambda s: H(s, "Hugo") < H(s, "Elena")),
     ("The cyclist and the painter live next to each other.", lambda s: nextto(s, "cycling", "painting")),
     ("There is one house between Ines and the singer.", lambda s: abs(H(s, "Ines") - H(s, "singing")) == 2),
     ("Of Greta and Hugo, one does pottery and the other cycles.", lambda s: one_of_other(s, "Greta", "Hugo", "pottery", "cycling")),
    ])

# ---------------------------------------------------------------- 04 (4x5)
puzzle("u91-04-little-lane", "Little Lane",
    "Four children live in the four houses of Little Lane, numbered 1 to 4 from left to right. "
    "Each house has a different colour, each child has a different pet and a different favourite drink.",
    [HOUSES4,
     ("name", ["Jonas", "Kira", "Liam", "Maya"]),
     ("colour", ["ivory", "orange", "purple", "yellow"]),
     ("pet", ["canary", "ferret", "goldfish", "tortoise"]),
     ("drink", ["cocoa", "juice", "lemonade", "soda"])],
    [["1", "Kira", "purple", "canary", "soda"], ["2", "Liam", "yellow", "tortoise", "cocoa"],
     ["3", "Maya", "ivory", "goldfish", "juice"], ["4", "Jonas", "orange", "ferret", "lemonade"]],
    [
     ("The yellow house is directly left of the goldfish owner's house.", lambda s: H(s, "yellow") == H(s, "goldfish") - 1),
     ("Jonas, who keeps a ferret, lives somewhere to the right of the ivory house.", lambda s: s.same("Jonas", "ferret") and H(s, "Jonas") > H(s, "ivory")),
     ("The child who drinks cocoa lives beside the canary's owner.", lambda s: nextto(s, "cocoa", "canary")),
     ("The juice drinker lives in neither the purple house nor the orange house.", lambda s: not s.same("juice", "purple") and not s.same("juice", "orange")),
     ("Liam and Maya are, in some order, the juice drinker and the tortoise owner.", lambda s: one_of_other(s, "Liam", "Maya", "juice", "tortoise")),
     ("The soda drinker doesn't live in house 3 but does live next to the cocoa drinker.", lambda s: H(s, "soda") != 3 and nextto(s, "soda", "cocoa")),
     ("Exactly one house separates the purple house from the ivory one.", lambda s: abs(H(s, "purple") - H(s, "ivory")) == 2),
     ("Maya lives two houses to the right of Kira.", lambda s: H(s, "Maya") == H(s, "Kira") + 2),
    ])

# ---------------------------------------------------------------- 05 (5x4)
puzzle("u91-05-five-nations", "Five Nations",
    "Five people of different nationalities live in a row of five houses, numbered 1 to 5 from left to right. "
    "Each keeps a different pet and prefers a different drink.",
    [HOUSES5,
     ("nationality", ["Brazilian", "Canadian", "Egyptian", "Indian", "Japanese"]),
     ("pet", ["cat", "dog", "horse", "lizard", "parrot"]),
     ("drink", ["coffee", "juice", "milk", "tea", "water"])],
    [["1", "Canadian", "horse", "water"], ["2", "Indian", "cat", "tea"], ["3", "Japanese", "parrot", "milk"],
     ["4", "Egyptian", "lizard", "coffee"], ["5", "Brazilian", "dog", "juice"]],
    [
     ("The Canadian lives in the first house.", lambda s: H(s, "Canadian") == 1),
     ("The milk drinker is in the middle house.", lambda s: H(s, "milk") == 3),
     ("The Japanese lives directly to the right of the cat owner and directly to the left of the Egyptian.", lambda s: H(s, "Japanese") == H(s, "cat") + 1 and H(s, "Japanese") == H(s, "Egyptian") - 1),
     ("The dog owner drinks juice.", lambda s: s.same("dog", "juice")),
     ("The horse owner and the tea drinker are next to each other.", lambda s: nextto(s, "horse", "tea")),
     ("There is one house between the Indian and the lizard owner.", lambda s: abs(H(s, "Indian") - H(s, "lizard")) == 2),
     ("The Brazilian lives in either the first or the last house.", lambda s: H(s, "Brazilian") in (1, 5)),
     ("The water drinker lives somewhere to the left of the Indian.", lambda s: H(s, "water") < H(s, "Indian")),
     ("The horse and the lizard are not kept in neighbouring houses.", lambda s: not nextto(s, "horse", "lizard")),
    ])

# ---------------------------------------------------------------- 06 (5x4)
puzzle("u91-06-cars-and-fruit", "Cars and Fruit",
    "Five neighbours live in five houses standing in a row, numbered 1 to 5 from left to right. "
    "Each drives a different make of car and has a different favourite fruit.",
    [HOUSES5,
     ("name", ["Alice", "Bob", "Carol", "Dave", "Eve"]),
     ("car", ["Audi", "Fiat", "Ford", "Tesla", "Volvo"]),
     ("fruit", ["apples", "bananas", "cherries", "grapes", "mangoes"])],
    [["1", "Dave", "Fiat", "grapes"], ["2", "Carol", "Tesla", "apples"], ["3", "Eve", "Volvo", "bananas"],
     ["4", "Alice", "Ford", "mangoes"], ["5", "Bob", "Audi", "cherries"]],
    [
     ("The person who likes bananas is somewhere to the right of the Tesla driver.", lambda s: H(s, "bananas") > H(s, "Tesla")),
     ("The Fiat is parked outside the first house.", lambda s: H(s, "Fiat") == 1),
     ("Mangoes are the favourite fruit of the Ford driver.", lambda s: s.same("Ford", "mangoes")),
     ("Eve lives in the middle house.", lambda s: H(s, "Eve") == 3),
     ("There are two houses between the grape lover and the Ford driver.", lambda s: abs(H(s, "grapes") - H(s, "Ford")) == 3),
     ("The cherry lover drives neither a Fiat nor a Volvo.", lambda s: not s.same("cherries", "Fiat") and not s.same("cherries", "Volvo")),
     ("Alice lives directly to the right of the Volvo driver.", lambda s: H(s, "Alice") == H(s, "Volvo") + 1),
     ("One of Dave and Bob likes grapes best; the other drives the Audi.", lambda s: one_of_other(s, "Dave", "Bob", "grapes", "Audi")),
     ("The apple lover lives next to Dave.", lambda s: nextto(s, "apples", "Dave")),
    ])

# ---------------------------------------------------------------- 07 (5x5)
puzzle("u91-07-harbour-road", "Harbour Road",
    "Five people from five different countries live in the five houses of Harbour Road, numbered 1 to 5 "
    "from left to right. Every house has its own colour, and every resident has a different hobby and a different favourite drink.",
    [HOUSES5,
     ("nationality", ["Australian", "Chilean", "Frenchman", "Irishman", "Pole"]),
     ("colour", ["black", "green", "orange", "red", "white"]),
     ("hobby", ["chess", "fishing", "knitting", "reading", "running"]),
     ("drink", ["cider", "coffee", "lemonade", "milk", "tea"])],
    [["1", "Irishman", "white", "reading", "tea"], ["2", "Pole", "green", "running", "coffee"],
     ["3", "Frenchman", "red", "chess", "milk"], ["4", "Australian", "black", "fishing", "lemonade"],
     ["5", "Chilean", "orange", "knitting", "cider"]],
    [
     ("The Irishman lives in the first house and drinks tea.", lambda s: H(s, "Irishman") == 1 and s.same("Irishman", "tea")),
     ("The person in the middle house drinks milk.", lambda s: H(s, "milk") == 3),
     ("The green house is directly left of the red house.", lambda s: H(s, "green") == H(s, "red") - 1),
     ("The chess player's house is red.", lambda s: s.same("chess", "red")),
     ("The Chilean lives somewhere to the right of the black house.", lambda s: H(s, "Chilean") > H(s, "black")),
     ("The lemonade drinker, who is Australian, lives in the black house.", lambda s: s.same("lemonade", "Australian") and s.same("lemonade", "black")),
     ("There is one house between the runner and the Australian.", lambda s: abs(H(s, "running") - H(s, "Australian")) == 2),
     ("Whoever lives in the white house likes reading.", lambda s: s.same("white", "reading")),
     ("The cider drinker lives directly right of the Australian.", lambda s: H(s, "cider") == H(s, "Australian") + 1),
     ("Of the Pole and the Chilean, one drinks coffee and the other knits.", lambda s: one_of_other(s, "Pole", "Chilean", "coffee", "knitting")),
    ])

# ---------------------------------------------------------------- 08 (5x5)
puzzle("u91-08-ages-and-orchards", "Ages and Orchards",
    "Five people live in a row of five houses, numbered 1 to 5 from left to right. "
    "Each has a different age, a different pet and a different favourite fruit.",
    [HOUSES5,
     ("name", ["Harriet", "Ivan", "Jade", "Kofi", "Luca"]),
     ("pet", ["budgie", "cat", "dog", "goat", "rabbit"]),
     ("fruit", ["apricots", "figs", "kiwis", "peaches", "plums"]),
     ("age", ["24", "31", "38", "45", "52"])],
    [["1", "Luca", "rabbit", "figs", "31"], ["2", "Jade", "dog", "plums", "24"], ["3", "Kofi", "goat", "kiwis", "45"],
     ["4", "Harriet", "cat", "apricots", "52"], ["5", "Ivan", "budgie", "peaches", "38"]],
    [
     ("Kofi lives directly right of the youngest resident, who keeps a dog.", lambda s: s.g("dog", "age") == "24" and H(s, "Kofi") == H(s, "dog") + 1),
     ("The oldest person lives in the fourth house.", lambda s: H(s, "52") == 4),
     ("Luca is seven years older than Jade.", lambda s: s.n("Luca", "age") == s.n("Jade", "age") + 7),
     ("The goat owner is in the middle house.", lambda s: H(s, "goat") == 3),
     ("Ivan keeps a budgie, and he is younger than Kofi.", lambda s: s.same("Ivan", "budgie") and s.n("Ivan", "age") < s.n("Kofi", "age")),
     ("The fig lover lives somewhere to the left of the kiwi lover.", lambda s: H(s, "figs") < H(s, "kiwis")),
     ("The cat owner likes apricots.", lambda s: s.same("cat", "apricots")),
     ("Harriet and the 38-year-old are neighbours.", lambda s: nextto(s, "Harriet", "38")),
     ("There is one house between the plum lover and Harriet.", lambda s: abs(H(s, "plums") - H(s, "Harriet")) == 2),
     ("The 45-year-old likes kiwis.", lambda s: s.same("45", "kiwis")),
    ])

# ---------------------------------------------------------------- 09 (4x4)
puzzle("u91-09-the-band-next-door", "The Band Next Door",
    "Four musicians live in four houses in a row, numbered 1 to 4 from left to right. "
    "Each house is a different colour, and each musician plays a different instrument.",
    [HOUSES4,
     ("name", ["Nadia", "Oscar", "Priya", "Quentin"]),
     ("colour", ["beige", "grey", "pink", "teal"]),
     ("instrument", ["cello", "drums", "flute", "harp"])],
    [["1", "Oscar", "teal", "drums"], ["2", "Priya", "pink", "harp"], ["3", "Quentin", "beige", "flute"],
     ["4", "Nadia", "grey", "cello"]],
    [
     ("The drummer, who lives in the first house, is not Quentin.", lambda s: H(s, "drums") == 1 and not s.same("Quentin", "drums")),
     ("Nadia lives somewhere to the right of the flautist.", lambda s: H(s, "Nadia") > H(s, "flute")),
     ("The pink house is immediately left of the beige house.", lambda s: H(s, "pink") == H(s, "beige") - 1),
     ("Priya plays neither the cello nor the drums.", lambda s: not s.same("Priya", "cello") and not s.same("Priya", "drums")),
     ("The harpist and Oscar live next to each other.", lambda s: nextto(s, "harp", "Oscar")),
     ("The cellist doesn't live in the beige house.", lambda s: not s.same("cello", "beige")),
     ("The grey house is at one end of the row.", lambda s: H(s, "grey") in (1, 4)),
     ("There is one house between Oscar and Quentin.", lambda s: abs(H(s, "Oscar") - H(s, "Quentin")) == 2),
     ("The teal house is not next to the beige house.", lambda s: not nextto(s, "teal", "beige")),
    ])

# ---------------------------------------------------------------- 10 (5x4)
puzzle("u91-10-weekend-plans", "Weekend Plans",
    "Five friends live in five houses in a row, numbered 1 to 5 from left to right. "
    "Each has a different favourite drink and a different hobby.",
    [HOUSES5,
     ("name", ["Anton", "Bea", "Cyril", "Dora", "Emil"]),
     ("drink", ["cocoa", "espresso", "kefir", "smoothie", "tea"]),
     ("hobby", ["baking", "birdwatching", "climbing", "dancing", "photography"])],
    [["1", "Bea", "kefir", "climbing"], ["2", "Emil", "espresso", "photography"], ["3", "Dora", "tea", "baking"],
     ["4", "Anton", "smoothie", "birdwatching"], ["5", "Cyril", "cocoa", "dancing"]],
    [
     ("The climber lives in the first house.", lambda s: H(s, "climbing") == 1),
     ("The tea drinker lives in house three.", lambda s: H(s, "tea") == 3),
     ("Cyril, the dancer, drinks cocoa.", lambda s: s.same("Cyril", "dancing") and s.same("Cyril", "cocoa")),
     ("The baker is neither Emil nor Anton.", lambda s: not s.same("baking", "Emil") and not s.same("baking", "Anton")),
     ("There is one house between the kefir drinker and Dora.", lambda s: abs(H(s, "kefir") - H(s, "Dora")) == 2),
     ("Bea and Emil are the kefir drinker and the photographer, in some order.", lambda s: one_of_other(s, "Bea", "Emil", "kefir", "photography")),
     ("Emil doesn't live at either end of the row.", lambda s: H(s, "Emil") not in (1, 5)),
     ("The smoothie drinker lives two houses to the right of the photographer.", lambda s: H(s, "smoothie") == H(s, "photography") + 2),
    ])

# ---------------------------------------------------------------- 11 (4x3)
puzzle("u91-11-painted-doors", "Painted Doors",
    "Four neighbours live in four houses in a row, numbered 1 to 4 from left to right. "
    "Each has painted the front door a different colour.",
    [HOUSES4,
     ("name", ["Rosa", "Sam", "Tilda", "Uri"]),
     ("door", ["cream", "lilac", "navy", "olive"])],
    [["1", "Uri", "olive"], ["2", "Rosa", "navy"], ["3", "Tilda", "cream"], ["4", "Sam", "lilac"]],
    [
     ("Rosa lives immediately to the left of the house with the cream door.", lambda s: H(s, "Rosa") == H(s, "cream") - 1),
     ("Sam lives at one end of the row.", lambda s: H(s, "Sam") in (1, 4)),
     ("The olive door is somewhere to the left of Tilda's house.", lambda s: H(s, "olive") < H(s, "Tilda")),
     ("Tilda and Sam are next-door neighbours.", lambda s: nextto(s, "Tilda", "Sam")),
     ("There's one house between the navy door and the lilac door.", lambda s: abs(H(s, "navy") - H(s, "lilac")) == 2),
     ("Rosa's door isn't lilac.", lambda s: not s.same("Rosa", "lilac")),
    ])

# ---------------------------------------------------------------- 12 (5x5)
puzzle("u91-12-five-gardens", "Five Gardens",
    "Five people live in five houses in a row, numbered 1 to 5 from left to right. "
    "Each house is painted a different colour, and each resident keeps a different pet and drinks a different drink.",
    [HOUSES5,
     ("name", ["Fiona", "George", "Helga", "Igor", "Julia"]),
     ("colour", ["amber", "blue", "green", "red", "silver"]),
     ("pet", ["cat", "ferret", "hamster", "pony", "tortoise"]),
     ("drink", ["coffee", "juice", "milk", "tea", "water"])],
    [["1", "Igor", "blue", "pony", "water"], ["2", "Julia", "silver", "cat", "tea"],
     ["3", "Fiona", "red", "hamster", "milk"], ["4", "George", "green", "tortoise", "coffee"],
     ["5", "Helga", "amber", "ferret", "juice"]],
    [
     ("Igor lives in the first house, while the amber house is the last one.", lambda s: H(s, "Igor") == 1 and H(s, "amber") == 5),
     ("Milk is drunk in the third house.", lambda s: H(s, "milk") == 3),
     ("The coffee drinker lives in the green house, which is directly to the right of the red house.", lambda s: s.same("coffee", "green") and H(s, "green") == H(s, "red") + 1),
     ("Julia lives next to the pony owner.", lambda s: nextto(s, "Julia", "pony")),
     ("Helga, who drinks juice, keeps a ferret.", lambda s: s.same("Helga", "juice") and s.same("Helga", "ferret")),
     ("There is one house between the silver house and George.", lambda s: abs(H(s, "silver") - H(s, "George")) == 2),
     ("Of Fiona and Julia, one has the hamster and the other drinks tea.", lambda s: one_of_other(s, "Fiona", "Julia", "hamster", "tea")),
     ("The water drinker keeps neither the cat nor the hamster.", lambda s: not s.same("water", "cat") and not s.same("water", "hamster")),
     ("The cat owner lives two houses to the left of the tortoise owner.", lambda s: H(s, "cat") == H(s, "tortoise") - 2),
    ])
