# unseen10: twelve row-and-order logic grids written blind for issue 25.
# Each clue is (printed sentence, predicate); truth.py brute-forces them.

def at(s, item, cat):
    """The number of the place an item occupies in a numbered category."""
    return s.n(item, cat)

def nextto(a, b):
    return abs(a - b) == 1

SHELVES = ["top", "second", "third", "bottom"]

def shelf(s, item):
    """Shelves are numbered from the top: top=1 ... bottom=4."""
    return SHELVES.index(s.g(item, "shelves")) + 1

# 1. Five houses (5x5), Einstein's own register.
H = lambda s, x: at(s, x, "houses")
puzzle("u10-01-five-houses", "The Street of Five Houses",
       "Five houses stand side by side in a street, numbered 1 to 5 from left to right. "
       "In each lives a man of a different nationality, who drinks his own drink and keeps his own pet.",
       [("houses", ["1", "2", "3", "4", "5"]),
        ("nationalities", ["Swede", "Italian", "German", "Norwegian", "Irishman"]),
        ("colours", ["white", "green", "red", "blue", "yellow"]),
        ("drinks", ["coffee", "tea", "milk", "water", "juice"]),
        ("pets", ["cat", "parrot", "dog", "horse", "fish"])],
       [["1", "Swede", "white", "coffee", "cat"],
        ["2", "Italian", "green", "tea", "parrot"],
        ["3", "German", "red", "milk", "dog"],
        ["4", "Norwegian", "blue", "water", "horse"],
        ["5", "Irishman", "yellow", "juice", "fish"]],
       [
        ("The Italian lives in the green house.", lambda s: s.same("Italian", "green")),
        ("Milk is drunk in the middle house.", lambda s: H(s, "milk") == 3),
        ("The Norwegian lives immediately to the right of the red house.", lambda s: H(s, "Norwegian") == H(s, "red") + 1),
        ("The Swede lives in the first house on the left.", lambda s: H(s, "Swede") == 1),
        ("The man who keeps a horse lives next to the man who drinks milk.", lambda s: nextto(H(s, "horse"), H(s, "milk"))),
        ("Coffee is drunk in the white house.", lambda s: s.same("coffee", "white")),
        ("The German keeps a dog.", lambda s: s.same("German", "dog")),
        ("The fish belongs to whoever lives in the house on the far right.", lambda s: H(s, "fish") == 5),
        ("The tea drinker lives next door to the coffee drinker.", lambda s: nextto(H(s, "tea"), H(s, "coffee"))),
        ("The cat lives somewhere to the left of the parrot.", lambda s: H(s, "cat") < H(s, "parrot")),
        ("The Irishman drinks neither tea nor water.", lambda s: not s.same("Irishman", "tea") and not s.same("Irishman", "water")),
        ("The juice drinker lives further to the right than the dog owner.", lambda s: H(s, "juice") > H(s, "dog")),
        ("The green house is immediately to the left of the red one.", lambda s: H(s, "green") + 1 == H(s, "red")),
        ("The horse is kept in the blue house.", lambda s: s.same("horse", "blue")),
       ])

# 2. Parking spaces (4x4).
SP = lambda s, x: at(s, x, "spaces")
puzzle("u10-02-parking-spaces", "Visitors' Parking",
       "Four visitors left their cars side by side in the spaces outside the surgery, numbered 1 to 4 from left to right.",
       [("spaces", ["1", "2", "3", "4"]),
        ("drivers", ["Dana", "Eli", "Farah", "Gus"]),
        ("cars", ["Ford", "Honda", "Kia", "Volvo"]),
        ("colours", ["black", "silver", "red", "white"])],
       [["1", "Farah", "Volvo", "silver"],
        ["2", "Gus", "Kia", "red"],
        ["3", "Dana", "Ford", "white"],
        ["4", "Eli", "Honda", "black"]],
       [
        ("Dana parked immediately to the right of the red car.", lambda s: SP(s, "Dana") == SP(s, "red") + 1),
        ("The Honda is in one of the two end spaces.", lambda s: SP(s, "Honda") in (1, 4)),
        ("The Volvo is somewhere to the left of the Ford.", lambda s: SP(s, "Volvo") < SP(s, "Ford")),
        ("The silver car is two spaces away from the white one.", lambda s: abs(SP(s, "silver") - SP(s, "white")) == 2),
        ("Farah's car isn't the Kia.", lambda s: not s.same("Farah", "Kia")),
        ("The black car is parked next to the Ford.", lambda s: nextto(SP(s, "black"), SP(s, "Ford"))),
        ("Eli has the space at the right-hand end.", lambda s: SP(s, "Eli") == 4),
        ("The red car is a Kia.", lambda s: s.same("red", "Kia")),
        ("Dana's car is not silver.", lambda s: not s.same("Dana", "silver")),
       ])

# 3. Cinema seats (3x4).
SE = lambda s, x: at(s, x, "seats")
puzzle("u10-03-cinema-seats", "Saturday Matinee",
       "Four friends sat together in one row at the cinema, in seats numbered 1 to 4 from left to right. Each bought a different snack.",
       [("seats", ["1", "2", "3", "4"]),
        ("friends", ["Hana", "Ivo", "Jonas", "Kemi"]),
        ("snacks", ["popcorn", "nachos", "pretzel", "ice cream"])],
       [["1", "Jonas", "nachos"],
        ["2", "Kemi", "ice cream"],
        ["3", "Hana", "popcorn"],
        ["4", "Ivo", "pretzel"]],
       [
        ("Hana sat two seats away from Jonas.", lambda s: abs(SE(s, "Hana") - SE(s, "Jonas")) == 2),
        ("The friend with the pretzel had an end seat.", lambda s: SE(s, "pretzel") in (1, 4)),
        ("Kemi sat between Jonas and Hana.", lambda s: min(SE(s, "Jonas"), SE(s, "Hana")) < SE(s, "Kemi") < max(SE(s, "Jonas"), SE(s, "Hana"))),
        ("Jonas had the seat on the far left.", lambda s: SE(s, "Jonas") == 1),
        ("Kemi didn't buy popcorn.", lambda s: not s.same("Kemi", "popcorn")),
        ("It was Jonas who bought the nachos.", lambda s: s.same("Jonas", "nachos")),
       ])

# 4. Lockers (4x5).
L = lambda s, x: at(s, x, "lockers")
puzzle("u10-04-lockers", "Locker Room",
       "Five students have lockers side by side in the sports hall, numbered 101 to 105 from left to right. "
       "Each plays a different sport and uses a different coloured padlock.",
       [("lockers", ["101", "102", "103", "104", "105"]),
        ("students", ["Abby", "Ben", "Cole", "Dina", "Ezra"]),
        ("sports", ["hockey", "rugby", "swimming", "tennis", "judo"]),
        ("padlocks", ["red", "blue", "green", "yellow", "orange"])],
       [["101", "Ben", "judo", "green"],
        ["102", "Dina", "tennis", "red"],
        ["103", "Abby", "hockey", "yellow"],
        ["104", "Ezra", "swimming", "blue"],
        ["105", "Cole", "rugby", "orange"]],
       [
        ("Abby's locker is in the middle of the row.", lambda s: L(s, "Abby") == 103),
        ("The judo player's locker is immediately to the left of the tennis player's.", lambda s: L(s, "tennis") == L(s, "judo") + 1),
        ("The blue padlock is on the locker next to the yellow one.", lambda s: nextto(L(s, "blue"), L(s, "yellow"))),
        ("Ben's locker is somewhere to the left of the swimmer's.", lambda s: L(s, "Ben") < L(s, "swimming")),
        ("The rugby player and Dina are at least two lockers apart.", lambda s: abs(L(s, "rugby") - L(s, "Dina")) >= 2),
        ("Ezra plays neither hockey nor tennis.", lambda s: not s.same("Ezra", "hockey") and not s.same("Ezra", "tennis")),
        ("The red padlock is on locker 102.", lambda s: L(s, "red") == 102),
        ("The hockey player's padlock is yellow.", lambda s: s.same("hockey", "yellow")),
        ("Ezra's locker is between Abby's and Cole's.", lambda s: min(L(s, "Abby"), L(s, "Cole")) < L(s, "Ezra") < max(L(s, "Abby"), L(s, "Cole"))),
        ("Ben's padlock is the green one.", lambda s: s.same("Ben", "green")),
        ("The rugby player uses the orange padlock.", lambda s: s.same("rugby", "orange")),
       ])

# 5. Bookcase shelves numbered top to bottom (4x4).
puzzle("u10-05-bookcase", "Petra's Bookcase",
       "Petra's bookcase has four shelves, from the top shelf down to the bottom one. "
       "On each she keeps one kind of book, one ornament and one pair of bookends.",
       [("shelves", ["top", "second", "third", "bottom"]),
        ("books", ["atlases", "cookbooks", "novels", "poetry"]),
        ("ornaments", ["vase", "clock", "candle", "photo"]),
        ("bookends", ["brass", "wooden", "marble", "glass"])],
       [["top", "poetry", "clock", "glass"],
        ["second", "cookbooks", "photo", "brass"],
        ["third", "atlases", "vase", "marble"],
        ["bottom", "novels", "candle", "wooden"]],
       [
        ("The cookbooks are on the shelf directly above the atlases.", lambda s: shelf(s, "cookbooks") + 1 == shelf(s, "atlases")),
        ("The clock sits on the top shelf.", lambda s: shelf(s, "clock") == 1),
        ("The marble bookends hold up the atlases.", lambda s: s.same("marble", "atlases")),
        ("The candle is lower down than the vase.", lambda s: shelf(s, "candle") > shelf(s, "vase")),
        ("The poetry and the novels are not on adjacent shelves.", lambda s: not nextto(shelf(s, "poetry"), shelf(s, "novels"))),
        ("The brass bookends are somewhere above the wooden ones.", lambda s: shelf(s, "brass") < shelf(s, "wooden")),
        ("The vase stands one shelf below the photo.", lambda s: shelf(s, "vase") == shelf(s, "photo") + 1),
        ("The glass bookends flank the poetry.", lambda s: s.same("glass", "poetry")),
        ("The poetry is kept higher up than the novels.", lambda s: shelf(s, "poetry") < shelf(s, "novels")),
       ])

# 6. Floors of an office building (4x5).
F = lambda s, x: at(s, x, "floors")
Y = lambda s, x: at(s, x, "opened")
puzzle("u10-06-office-floors", "The Medway Building",
       "The Medway Building has five floors, the 1st at street level and the 5th at the top. "
       "Each floor is let to one professional, who opened there in a different year.",
       [("floors", ["1st", "2nd", "3rd", "4th", "5th"]),
        ("tenants", ["Mr. Ames", "Ms. Bell", "Dr. Cho", "Mrs. Diaz", "Mr. Egan"]),
        ("professions", ["dentist", "lawyer", "architect", "accountant", "translator"]),
        ("opened", ["2015", "2016", "2017", "2018", "2019"])],
       [["1st", "Mrs. Diaz", "dentist", "2017"],
        ["2nd", "Mr. Egan", "accountant", "2015"],
        ["3rd", "Dr. Cho", "architect", "2019"],
        ["4th", "Mr. Ames", "translator", "2016"],
        ["5th", "Ms. Bell", "lawyer", "2018"]],
       [
        ("The lawyer works on the top floor.", lambda s: F(s, "lawyer") == 5),
        ("Mr. Ames's office is on the floor directly above Dr. Cho's.", lambda s: F(s, "Mr. Ames") == F(s, "Dr. Cho") + 1),
        ("The accountant is two floors below the translator.", lambda s: F(s, "accountant") + 2 == F(s, "translator")),
        ("The office opened in 2019 is higher up than the one opened in 2017 but lower than the one opened in 2018.",
         lambda s: F(s, "2017") < F(s, "2019") < F(s, "2018")),
        ("Mrs. Diaz is on a lower floor than Mr. Egan.", lambda s: F(s, "Mrs. Diaz") < F(s, "Mr. Egan")),
        ("Despite the title, Dr. Cho is not the dentist.", lambda s: not s.same("Dr. Cho", "dentist")),
        ("Ms. Bell opened her office later than Mr. Ames did.", lambda s: Y(s, "Ms. Bell") > Y(s, "Mr. Ames")),
        ("Mr. Egan, the accountant, opened his office before anyone else in the building.", lambda s: s.same("Mr. Egan", "accountant") and Y(s, "Mr. Egan") == 2015),
        ("Mr. Ames does not work on the top floor.", lambda s: F(s, "Mr. Ames") != 5),
       ])

# 7. Market stalls numbered from the church end (4x5).
ST = lambda s, x: at(s, x, "stalls")
puzzle("u10-07-market-stalls", "Thursday Market",
       "Five stalls stand in a line across the market square, numbered 1 to 5 starting from the church end. "
       "Each trader sells one kind of goods under an awning of their own.",
       [("stalls", ["1", "2", "3", "4", "5"]),
        ("traders", ["Agnes", "Bertie", "Cyril", "Doreen", "Elsie"]),
        ("goods", ["cheese", "flowers", "honey", "bread", "olives"]),
        ("awnings", ["striped", "green", "red", "blue", "white"])],
       [["1", "Cyril", "bread", "white"],
        ["2", "Elsie", "honey", "striped"],
        ["3", "Agnes", "olives", "green"],
        ["4", "Bertie", "cheese", "blue"],
        ["5", "Doreen", "flowers", "red"]],
       [
        ("The flower seller's stall is the one furthest from the church.", lambda s: ST(s, "flowers") == 5),
        ("Agnes sells olives from the middle stall.", lambda s: s.same("Agnes", "olives") and ST(s, "Agnes") == 3),
        ("The striped awning is next to the stall selling olives.", lambda s: nextto(ST(s, "striped"), ST(s, "olives"))),
        ("The honey is sold somewhere nearer the church than the cheese.", lambda s: ST(s, "honey") < ST(s, "cheese")),
        ("Bertie trades under the blue awning.", lambda s: s.same("Bertie", "blue")),
        ("The white awning and the red one are at opposite ends of the row.", lambda s: {ST(s, "white"), ST(s, "red")} == {1, 5}),
        ("Elsie is Agnes's neighbour on the church side.", lambda s: ST(s, "Elsie") + 1 == ST(s, "Agnes")),
        ("Cyril, the baker, works under a white awning.", lambda s: s.same("Cyril", "bread") and s.same("Cyril", "white")),
       ])

# 8. Finishing order of a race (4x4).
PL = lambda s, x: at(s, x, "places")
AG = lambda s, x: at(s, x, "ages")
puzzle("u10-08-club-10k", "The Club 10k",
       "Four runners from different clubs fought out the finish of the autumn 10k. Work out who finished where, and how old each is.",
       [("places", ["1st", "2nd", "3rd", "4th"]),
        ("runners", ["Ann", "Bob", "Cleo", "Dev"]),
        ("clubs", ["Harriers", "Striders", "Pacers", "Rovers"]),
        ("ages", ["24", "31", "38", "45"])],
       [["1st", "Cleo", "Striders", "31"],
        ["2nd", "Bob", "Rovers", "45"],
        ["3rd", "Ann", "Harriers", "24"],
        ["4th", "Dev", "Pacers", "38"]],
       [
        ("Ann finished somewhere after Bob.", lambda s: PL(s, "Ann") > PL(s, "Bob")),
        ("The Striders runner beat the 45-year-old.", lambda s: PL(s, "Striders") < PL(s, "45")),
        ("The youngest runner finished immediately ahead of the Pacers runner.", lambda s: PL(s, "24") + 1 == PL(s, "Pacers")),
        ("Cleo is fourteen years younger than Bob.", lambda s: AG(s, "Cleo") + 14 == AG(s, "Bob")),
        ("The Harriers runner came third.", lambda s: PL(s, "Harriers") == 3),
        ("The 38-year-old finished last.", lambda s: PL(s, "38") == 4),
        ("Dev is older than Ann.", lambda s: AG(s, "Dev") > AG(s, "Ann")),
       ])

# 9. Days Monday to Friday (4x5).
D = lambda s, x: at(s, x, "days")
T = lambda s, x: at(s, x, "times")
puzzle("u10-09-dental-week", "A Week at the Dentist",
       "Last week Dr. Patel saw one new patient each weekday, Monday to Friday, each at a different time of day and for a different treatment.",
       [("days", ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"]),
        ("patients", ["Greta", "Hamid", "Iris", "Jules", "Kofi"]),
        ("treatments", ["filling", "extraction", "crown", "cleaning", "check-up"]),
        ("times", ["9:00am", "10:30am", "1:15pm", "3:00pm", "4:45pm"])],
       [["Monday", "Iris", "cleaning", "10:30am"],
        ["Tuesday", "Kofi", "crown", "3:00pm"],
        ["Wednesday", "Greta", "filling", "9:00am"],
        ["Thursday", "Jules", "check-up", "4:45pm"],
        ["Friday", "Hamid", "extraction", "1:15pm"]],
       [
        ("Greta came in on the Wednesday.", lambda s: D(s, "Greta") == 3),
        ("The crown was fitted the day before the filling.", lambda s: D(s, "crown") + 1 == D(s, "filling")),
        ("Hamid's appointment was later in the week than Jules's.", lambda s: D(s, "Hamid") > D(s, "Jules")),
        ("The 4:45pm appointment was the day after the 9:00am one.", lambda s: D(s, "4:45pm") == D(s, "9:00am") + 1),
        ("Iris, who wasn't in for a check-up, came earlier in the week than Kofi.", lambda s: not s.same("Iris", "check-up") and D(s, "Iris") < D(s, "Kofi")),
        ("The extraction was on Friday, in the afternoon.", lambda s: D(s, "extraction") == 5 and T(s, "extraction") >= 12 * 60),
        ("Greta needed a filling.", lambda s: s.same("Greta", "filling")),
        ("Jules was booked for the day after Greta.", lambda s: D(s, "Jules") == D(s, "Greta") + 1),
        ("Monday's patient had the 10:30am slot.", lambda s: D(s, "10:30am") == 1),
        ("Hamid was seen at an earlier time of day than Kofi.", lambda s: T(s, "Hamid") < T(s, "Kofi")),
       ])

# 10. Choir photo (3x4).
PO = lambda s, x: at(s, x, "positions")
puzzle("u10-10-choir-photo", "The Choir Photo",
       "Four soloists stand in a row for the choir photo, in positions numbered 1 to 4 from left to right as the camera sees them.",
       [("positions", ["1", "2", "3", "4"]),
        ("singers", ["Lola", "Max", "Nina", "Oscar"]),
        ("voices", ["soprano", "alto", "tenor", "bass"])],
       [["1", "Max", "bass"],
        ["2", "Nina", "soprano"],
        ["3", "Oscar", "tenor"],
        ["4", "Lola", "alto"]],
       [
        ("The soprano stands immediately to the left of the tenor.", lambda s: PO(s, "soprano") + 1 == PO(s, "tenor")),
        ("Lola is at one end of the row.", lambda s: PO(s, "Lola") in (1, 4)),
        ("Max is not next to Lola.", lambda s: not nextto(PO(s, "Max"), PO(s, "Lola"))),
        ("The bass isn't standing next to the alto.", lambda s: not nextto(PO(s, "bass"), PO(s, "alto"))),
        ("Nina sings soprano.", lambda s: s.same("Nina", "soprano")),
        ("Lola is further to the right than the bass.", lambda s: PO(s, "Lola") > PO(s, "bass")),
       ])

# 11. Beach huts numbered from the pier (5x5).
HU = lambda s, x: at(s, x, "huts")
puzzle("u10-11-beach-huts", "Beach Huts",
       "Five beach huts stand in a row along the promenade, numbered 1 to 5 going away from the pier. "
       "Each belongs to a different family, with its own colour of paint, its own dog and its own favourite ice cream.",
       [("huts", ["1", "2", "3", "4", "5"]),
        ("families", ["Abbotts", "Browns", "Carters", "Dunns", "Ellises"]),
        ("colours", ["blue", "pink", "yellow", "green", "lilac"]),
        ("dogs", ["beagle", "collie", "poodle", "pug", "terrier"]),
        ("ice creams", ["vanilla", "mint", "strawberry", "toffee", "chocolate"])],
       [["1", "Carters", "pink", "collie", "mint"],
        ["2", "Ellises", "yellow", "pug", "chocolate"],
        ["3", "Abbotts", "blue", "terrier", "vanilla"],
        ["4", "Dunns", "lilac", "beagle", "strawberry"],
        ["5", "Browns", "green", "poodle", "toffee"]],
       [
        ("The Abbotts' hut is painted blue.", lambda s: s.same("Abbotts", "blue")),
        ("The pink hut is the one nearest the pier.", lambda s: HU(s, "pink") == 1),
        ("The family with the pug is next door to the pink hut.", lambda s: nextto(HU(s, "pug"), HU(s, "pink"))),
        ("The Browns' hut is at least two huts away from the Abbotts'.", lambda s: abs(HU(s, "Browns") - HU(s, "Abbotts")) >= 2),
        ("The mint lovers own the collie.", lambda s: s.same("mint", "collie")),
        ("The lilac hut is the next one along from the blue hut, going away from the pier.", lambda s: HU(s, "lilac") == HU(s, "blue") + 1),
        ("Toffee is the favourite in the hut at the far end from the pier.", lambda s: HU(s, "toffee") == 5),
        ("The terrier's family prefers vanilla.", lambda s: s.same("terrier", "vanilla")),
        ("Chocolate is eaten further from the pier than mint.", lambda s: HU(s, "chocolate") > HU(s, "mint")),
        ("The Abbotts have the middle hut of the five.", lambda s: HU(s, "Abbotts") == 3),
        ("The Carters' hut is pink.", lambda s: s.same("Carters", "pink")),
        ("The beagle's family live next door to the green hut.", lambda s: nextto(HU(s, "beagle"), HU(s, "green"))),
        ("The strawberry fans are two huts further from the pier than the chocolate fans.", lambda s: HU(s, "strawberry") == HU(s, "chocolate") + 2),
        ("The Dunns are somewhere beyond the Ellises, counting from the pier.", lambda s: HU(s, "Dunns") > HU(s, "Ellises")),
       ])

# 12. Train carriages numbered from the engine (4x4).
C = lambda s, x: at(s, x, "carriages")
puzzle("u10-12-train-carriages", "The 8:15 Stopping Train",
       "Four friends caught the same train but each sat in a different carriage. The carriages are numbered 1 to 4, with carriage 1 right behind the engine.",
       [("carriages", ["1", "2", "3", "4"]),
        ("passengers", ["Freya", "George", "Holly", "Ian"]),
        ("destinations", ["Bath", "Crewe", "Derby", "Ely"]),
        ("reading", ["crossword", "novel", "newspaper", "comic"])],
       [["1", "Holly", "Ely", "newspaper"],
        ["2", "Ian", "Bath", "crossword"],
        ["3", "Freya", "Derby", "comic"],
        ["4", "George", "Crewe", "novel"]],
       [
        ("George is in the rear carriage.", lambda s: C(s, "George") == 4),
        ("The passenger bound for Bath sits in the carriage directly behind the one with the newspaper.", lambda s: C(s, "Bath") == C(s, "newspaper") + 1),
        ("Freya is nearer the engine than the person reading the novel.", lambda s: C(s, "Freya") < C(s, "novel")),
        ("Neither Holly nor Ian is going to Derby.", lambda s: not s.same("Holly", "Derby") and not s.same("Ian", "Derby")),
        ("The traveller to Crewe is further back than Freya.", lambda s: C(s, "Crewe") > C(s, "Freya")),
        ("Holly is two carriages in front of Freya.", lambda s: C(s, "Holly") + 2 == C(s, "Freya")),
        ("Freya has her nose in a comic.", lambda s: s.same("Freya", "comic")),
       ])
