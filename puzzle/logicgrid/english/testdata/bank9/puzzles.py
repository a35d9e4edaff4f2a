# bank9: sentence banks about position and order, written blind.
# Exec'd by truth.py (run with --bank), which supplies puzzle(), State
# (s.same, s.r, s.g, s.n), nv and one_of_other.
#
# Reading conventions (what each predicate takes a sentence to mean):
#
#  Rows and sides
#  - Orchard Lane: the five houses run left to right, as seen from the road,
#    as numbers 1, 3, 5, 7, 9. "Position" is the place in that row (1..5),
#    not the house number: the house at number 5 is in position 3.
#  - "next door to", "next to", "beside", "neighbours", "adjacent",
#    "consecutive", "successive", "one place apart", "one after the other":
#    positions (days, places) differ by exactly 1, either way round.
#  - "two doors from", "next door but one", "one house (day, runner)
#    between them", "exactly two places apart": positions differ by exactly 2.
#    "with two houses between them", "two days between", "two runners
#    between": positions differ by exactly 3. "three doors along from": by 3.
#  - House-number arithmetic ("number two more than", "four higher than",
#    "a lower number than") is on the printed numbers, so next door is two
#    numbers on.
#  - "to the left/right of", "somewhere to the left of", "before", "after",
#    "earlier/later in the week", "ahead of", "behind", "above", "below",
#    "higher", "lower", "beat", "faster", "slower": strict, at any distance.
#    "immediately", "directly", "the day after/before", "the slot
#    following", "the one before", "immediately behind": at distance 1 on
#    the stated side. "two houses to the right of", "two days after",
#    "three places behind", "beat ... by three places": exactly that distance
#    on that side.
#  - "between A and B" (A, B not said to flank): strictly between them in
#    either order, not necessarily adjacent to either. "flanked by",
#    "sandwiched between": immediately on either side, one each side.
#    "A on one side of E and B on the other": E strictly between A and B.
#  - "X is at one end", "X lives at either end", "in an end house": X at the
#    first or the last position. "A and B are at either end", "at opposite
#    ends": one at each end. "in the middle": position 3 of 5. "second from
#    the left/right": position 2 / 4. "second from last", "penultimate":
#    position 4 of 5. "last in the row": position 5 (counting left to right).
#  - "farther from number 1 / the start of the week / first place than":
#    a strictly larger position.
#  - "The Chens' only neighbours keep a cat": the Chens live at an end, and
#    the house next to theirs has the cat.
#  - Chains ("A before B, which comes before C"): both comparisons.
#    "in three consecutive houses, in that order": positions p, p+1, p+2.
#    "took the first three places, in some order": the set is {1, 2, 3}.
#  Race
#  - Place 1 is the winner; there are no ties. "ahead of", "above",
#    "higher", "beat", "faster", "in front": a smaller place number.
#    "did not beat" therefore means finished behind. "podium", "top three":
#    places 1-3. "runner-up": 2nd. "the middle of the field": 3rd of five.
#  Logic
#  - "Either A or B" means exactly one of them (xor), even where both could
#    hold together. "Neither A nor B": both false. "If A, then B":
#    material implication. "Of A and B, one is X and the other Y":
#    one_of_other. "not next to": positions differ by more than 1.
#  - A comparison without an amount is strict; one with an amount is exact.

def xor(a, b):
    return bool(a) != bool(b)

def implies(a, b):
    return (not a) or bool(b)

def between(x, a, b):
    """x strictly between a and b, in either order."""
    return min(a, b) < x < max(a, b)

def distinct(*xs):
    return len(set(xs)) == len(xs)

def adj(x, y):
    return abs(x - y) == 1

def at_end(x, n=5):
    return x == 1 or x == n

def both_ends(x, y, n=5):
    return sorted([x, y]) == [1, n]


# ---------------------------------------------------------------------------
# 1. A street of five houses, numbered 1, 3, 5, 7, 9 along one side.

def hp(s, x):
    """Position (1..5, left to right) of item x's house on Orchard Lane."""
    return (int(s.n(x, "Houses")) + 1) // 2

puzzle("b9-01-orchard-lane", "Orchard Lane",
    "Five families live in the five houses on the odd-numbered side of Orchard "
    "Lane. Standing in the road and facing them, the houses run from left to "
    "right as numbers 1, 3, 5, 7 and 9. Each family keeps a different pet, and "
    "each house has a front door painted a different colour.",
    [("Houses", ["1", "3", "5", "7", "9"]),
     ("Families", ["Abbott", "Bell", "Chen", "Dorsey", "Evans"]),
     ("Pets", ["cat", "dog", "parrot", "rabbit", "tortoise"]),
     ("Doors", ["blue", "green", "red", "white", "yellow"])],
    [["1", "Dorsey", "parrot", "green"],
     ["3", "Abbott", "dog", "white"],
     ["5", "Evans", "tortoise", "red"],
     ["7", "Bell", "cat", "blue"],
     ["9", "Chen", "rabbit", "yellow"]],
    [
    ("The Abbotts live next door to the Dorseys.",
        lambda s: adj(hp(s, "Abbott"), hp(s, "Dorsey"))),
    ("The family with the cat lives next door to the family with the rabbit.",
        lambda s: adj(hp(s, "cat"), hp(s, "rabbit"))),
    ("The red front door is beside the blue one.",
        lambda s: adj(hp(s, "red"), hp(s, "blue"))),
    ("The Evanses live in the middle house.",
        lambda s: hp(s, "Evans") == 3),
    ("The tortoise lives at number 5.",
        lambda s: s.same("5", "tortoise")),
    ("The Chens' house is at one end of the row.",
        lambda s: at_end(hp(s, "Chen"))),
    ("The green door and the yellow door are at either end of the row.",
        lambda s: both_ends(hp(s, "green"), hp(s, "yellow"))),
    ("The parrot lives at the left-hand end of the row.",
        lambda s: hp(s, "parrot") == 1),
    ("The Bells live immediately to the right of the Evanses.",
        lambda s: hp(s, "Bell") == hp(s, "Evans") + 1),
    ("The white door is immediately to the left of the red door.",
        lambda s: hp(s, "white") == hp(s, "red") - 1),
    ("The Dorseys live somewhere to the left of the Bells.",
        lambda s: hp(s, "Dorsey") < hp(s, "Bell")),
    ("The rabbit lives somewhere to the right of the dog, though not next door to it.",
        lambda s: hp(s, "rabbit") > hp(s, "dog") and not adj(hp(s, "rabbit"), hp(s, "dog"))),
    ("The Abbotts live two doors from the Bells.",
        lambda s: abs(hp(s, "Abbott") - hp(s, "Bell")) == 2),
    ("There is one house between the Dorseys' and the Evanses'.",
        lambda s: abs(hp(s, "Dorsey") - hp(s, "Evans")) == 2),
    ("The Evanses live between the Dorseys and the Chens.",
        lambda s: between(hp(s, "Evans"), hp(s, "Dorsey"), hp(s, "Chen"))),
    ("Reading from left to right, the green door comes before the blue door, which comes before the yellow door.",
        lambda s: hp(s, "green") < hp(s, "blue") < hp(s, "yellow")),
    ("The Chens do not live next door to the Abbotts.",
        lambda s: not adj(hp(s, "Chen"), hp(s, "Abbott"))),
    ("The dog is not kept at either end of the row.",
        lambda s: not at_end(hp(s, "dog"))),
    ("The Abbotts' house is not the middle one.",
        lambda s: hp(s, "Abbott") != 3),
    ("Either the Bells or the Chens have the blue door.",
        lambda s: xor(s.same("Bell", "blue"), s.same("Chen", "blue"))),
    ("The parrot lives at a lower number than the tortoise.",
        lambda s: s.n("parrot", "Houses") < s.n("tortoise", "Houses")),
    ("The Evanses' house number is two more than the Abbotts'.",
        lambda s: s.n("Evans", "Houses") == s.n("Abbott", "Houses") + 2),
    ("The Chens' house number is four higher than the Evanses'.",
        lambda s: s.n("Chen", "Houses") == s.n("Evans", "Houses") + 4),
    ("The family at number 7 keeps the cat.",
        lambda s: s.same("7", "cat")),
    ("The second house from the left has the white door.",
        lambda s: hp(s, "white") == 2),
    ("The Bells live in the second house from the right.",
        lambda s: hp(s, "Bell") == 4),
    ("The Chens live at the far right-hand end.",
        lambda s: hp(s, "Chen") == 5),
    ("The yellow door belongs to the last house in the row.",
        lambda s: hp(s, "yellow") == 5),
    ("The dog's owners live next to the parrot's owners.",
        lambda s: adj(hp(s, "dog"), hp(s, "parrot"))),
    ("The Abbotts and the Evanses are neighbours.",
        lambda s: adj(hp(s, "Abbott"), hp(s, "Evans"))),
    ("The Dorseys and the Chens live at opposite ends of the row.",
        lambda s: both_ends(hp(s, "Dorsey"), hp(s, "Chen"))),
    ("The tortoise's house is flanked by the dog's and the cat's.",
        lambda s: sorted([hp(s, "dog"), hp(s, "cat")]) == [hp(s, "tortoise") - 1, hp(s, "tortoise") + 1]),
    ("The red door is two houses to the right of the green door.",
        lambda s: hp(s, "red") == hp(s, "green") + 2),
    ("The rabbit lives three doors along from the dog.",
        lambda s: abs(hp(s, "rabbit") - hp(s, "dog")) == 3),
    ("Neither the Abbotts nor the Bells live in an end house.",
        lambda s: not at_end(hp(s, "Abbott")) and not at_end(hp(s, "Bell"))),
    ("The blue door is to the right of the white door.",
        lambda s: hp(s, "blue") > hp(s, "white")),
    ("The house with the red door lies between the house with the white door and the house with the blue door.",
        lambda s: between(hp(s, "red"), hp(s, "white"), hp(s, "blue"))),
    ("If the Chens have the rabbit, then the parrot lives at number 1.",
        lambda s: implies(s.same("Chen", "rabbit"), s.same("parrot", "1"))),
    ("The cat lives farther from number 1 than the tortoise does.",
        lambda s: hp(s, "cat") > hp(s, "tortoise")),
    ("The house with the green door is not next to the house with the red door.",
        lambda s: not adj(hp(s, "green"), hp(s, "red"))),
    ("Either the Evanses have the tortoise or the Chens have the dog.",
        lambda s: xor(s.same("Evans", "tortoise"), s.same("Chen", "dog"))),
    ("The Bells are not at number 9, and the Chens are not at number 1.",
        lambda s: not s.same("Bell", "9") and not s.same("Chen", "1")),
    ("The Abbotts live two doors to the left of the Bells.",
        lambda s: hp(s, "Abbott") == hp(s, "Bell") - 2),
    ("The dog and the rabbit live with two houses between them.",
        lambda s: abs(hp(s, "dog") - hp(s, "rabbit")) == 3),
    ("The Dorseys, the Abbotts and the Evanses live in three consecutive houses, in that order.",
        lambda s: hp(s, "Abbott") == hp(s, "Dorsey") + 1 and hp(s, "Evans") == hp(s, "Abbott") + 1),
    ("The cat lives in the house directly to the right of the tortoise's.",
        lambda s: hp(s, "cat") == hp(s, "tortoise") + 1),
    ("The blue door is immediately left of the yellow door.",
        lambda s: hp(s, "blue") == hp(s, "yellow") - 1),
    ("The green door is not immediately to the left of the red door.",
        lambda s: hp(s, "green") != hp(s, "red") - 1),
    ("The Chens have the highest house number on the street.",
        lambda s: s.n("Chen", "Houses") == 9),
    ("The family with the tortoise lives somewhere between the Abbotts and the Chens.",
        lambda s: between(hp(s, "tortoise"), hp(s, "Abbott"), hp(s, "Chen"))),
    ("Of the Dorseys and the Bells, one keeps the parrot and the other has the blue door.",
        lambda s: one_of_other(s, "Dorsey", "Bell", "parrot", "blue")),
    ("The parrot is kept next door to the house with the white door.",
        lambda s: adj(hp(s, "parrot"), hp(s, "white"))),
    ("Somewhere to the left of the Evanses is the house with the green door.",
        lambda s: hp(s, "green") < hp(s, "Evans")),
    ("The rabbit's house is not two doors from the cat's.",
        lambda s: abs(hp(s, "rabbit") - hp(s, "cat")) != 2),
    ("The dog lives at neither end of the row, and not in the middle house either.",
        lambda s: hp(s, "dog") in (2, 4)),
    ("The Abbotts live on one side of the Evanses and the Bells on the other.",
        lambda s: between(hp(s, "Evans"), hp(s, "Abbott"), hp(s, "Bell"))),
    ("The Bells live next door but one to the Abbotts.",
        lambda s: abs(hp(s, "Bell") - hp(s, "Abbott")) == 2),
    ("The Chens' only neighbours keep a cat.",
        lambda s: at_end(hp(s, "Chen")) and adj(hp(s, "Chen"), hp(s, "cat"))),
    ("Nobody lives to the right of the Chens.",
        lambda s: hp(s, "Chen") == 5),
    ("The parrot's owners live at either end of the street.",
        lambda s: at_end(hp(s, "parrot"))),
    ])


# ---------------------------------------------------------------------------
# 2. A schedule: one class each weekday evening, Monday to Friday.

def dd(s, x):
    """Day number (Monday 1 .. Friday 5) of item x's class."""
    return s.n(x, "Days")

def sz(s, x):
    return s.n(x, "Class sizes")

puzzle("b9-02-cookery-week", "The Cookery School Week",
    "Every weekday evening last week, from Monday to Friday, the Larder Cookery "
    "School held a single class. Each was taught by a different guest chef, who "
    "demonstrated one dish in one of the school's five kitchens to a class of a "
    "different size.",
    [("Days", ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"]),
     ("Chefs", ["Amara", "Bruno", "Celine", "Dmitri", "Esther"]),
     ("Dishes", ["gnocchi", "paella", "ramen", "risotto", "tagine"]),
     ("Kitchens", ["Cellar", "Garden", "Harbour", "Loft", "Studio"]),
     ("Class sizes", ["6 students", "8 students", "10 students", "12 students", "14 students"])],
    [["Monday", "Celine", "ramen", "Loft", "10 students"],
     ["Tuesday", "Amara", "tagine", "Garden", "6 students"],
     ["Wednesday", "Esther", "gnocchi", "Harbour", "14 students"],
     ["Thursday", "Bruno", "risotto", "Cellar", "8 students"],
     ["Friday", "Dmitri", "paella", "Studio", "12 students"]],
    [
    ("Amara taught the day after Celine.",
        lambda s: dd(s, "Amara") == dd(s, "Celine") + 1),
    ("The gnocchi class was the day before the risotto class.",
        lambda s: dd(s, "gnocchi") == dd(s, "risotto") - 1),
    ("Dmitri's class was two days after Esther's.",
        lambda s: dd(s, "Dmitri") == dd(s, "Esther") + 2),
    ("The paella was demonstrated two days after the gnocchi.",
        lambda s: dd(s, "paella") == dd(s, "gnocchi") + 2),
    ("Bruno taught later in the week than Amara.",
        lambda s: dd(s, "Bruno") > dd(s, "Amara")),
    ("The class in the Loft took place earlier in the week than the one in the Cellar.",
        lambda s: dd(s, "Loft") < dd(s, "Cellar")),
    ("Celine's class was on Monday.",
        lambda s: s.same("Celine", "Monday")),
    ("The week ended with the paella.",
        lambda s: dd(s, "paella") == 5),
    ("The tagine was cooked on the second day of the week.",
        lambda s: dd(s, "tagine") == 2),
    ("Esther's class fell in the middle of the week.",
        lambda s: dd(s, "Esther") == 3),
    ("The Harbour kitchen was used on Wednesday.",
        lambda s: s.same("Harbour", "Wednesday")),
    ("Amara's and Esther's classes were on consecutive days.",
        lambda s: adj(dd(s, "Amara"), dd(s, "Esther"))),
    ("Bruno did not teach on the day immediately after Celine.",
        lambda s: dd(s, "Bruno") != dd(s, "Celine") + 1),
    ("The ramen class was neither the day before nor the day after the gnocchi class.",
        lambda s: not adj(dd(s, "ramen"), dd(s, "gnocchi"))),
    ("The class of 14 students met on Wednesday.",
        lambda s: s.same("14 students", "Wednesday")),
    ("The class of 8 students was held the day after the class of 14.",
        lambda s: dd(s, "8 students") == dd(s, "14 students") + 1),
    ("There was exactly one day between the ramen class and the gnocchi class.",
        lambda s: abs(dd(s, "ramen") - dd(s, "gnocchi")) == 2),
    ("Dmitri taught the last class of the week.",
        lambda s: dd(s, "Dmitri") == 5),
    ("Either Amara or Bruno taught in the Garden kitchen.",
        lambda s: xor(s.same("Amara", "Garden"), s.same("Bruno", "Garden"))),
    ("The Studio class came at some point after the Harbour class.",
        lambda s: dd(s, "Studio") > dd(s, "Harbour")),
    ("Celine's class came before Esther's, which came before Dmitri's.",
        lambda s: dd(s, "Celine") < dd(s, "Esther") < dd(s, "Dmitri")),
    ("The risotto was made neither on Monday nor on Friday.",
        lambda s: not s.same("risotto", "Monday") and not s.same("risotto", "Friday")),
    ("The class of 6 students was held earlier in the week than the class of 12.",
        lambda s: dd(s, "6 students") < dd(s, "12 students")),
    ("The class of 10 students opened the week.",
        lambda s: dd(s, "10 students") == 1),
    ("Bruno's class was held three days after Celine's.",
        lambda s: dd(s, "Bruno") == dd(s, "Celine") + 3),
    ("Three days before the paella class came the tagine class.",
        lambda s: dd(s, "tagine") == dd(s, "paella") - 3),
    ("The Loft class and the Studio class were at opposite ends of the week.",
        lambda s: both_ends(dd(s, "Loft"), dd(s, "Studio"))),
    ("Amara taught neither first nor last.",
        lambda s: not at_end(dd(s, "Amara"))),
    ("The gnocchi class was sandwiched between the tagine class and the risotto class.",
        lambda s: sorted([dd(s, "tagine"), dd(s, "risotto")]) == [dd(s, "gnocchi") - 1, dd(s, "gnocchi") + 1]),
    ("Somewhere between the ramen class and the paella class came Bruno's.",
        lambda s: between(dd(s, "Bruno"), dd(s, "ramen"), dd(s, "paella"))),
    ("The slot following the ramen class went to Amara.",
        lambda s: dd(s, "Amara") == dd(s, "ramen") + 1),
    ("The class immediately following Esther's was held in the Cellar.",
        lambda s: dd(s, "Cellar") == dd(s, "Esther") + 1),
    ("Dmitri's class was not the day after Esther's.",
        lambda s: dd(s, "Dmitri") != dd(s, "Esther") + 1),
    ("Esther taught two days ahead of Dmitri.",
        lambda s: dd(s, "Esther") == dd(s, "Dmitri") - 2),
    ("The class of 12 was later in the week than the class of 8.",
        lambda s: dd(s, "12 students") > dd(s, "8 students")),
    ("Bruno's class was the one before Dmitri's.",
        lambda s: dd(s, "Bruno") == dd(s, "Dmitri") - 1),
    ("The Harbour class was held on a later day than the Garden class but an earlier day than the Cellar class.",
        lambda s: dd(s, "Garden") < dd(s, "Harbour") < dd(s, "Cellar")),
    ("If Celine taught on Monday, then she cooked the ramen.",
        lambda s: implies(s.same("Celine", "Monday"), s.same("Celine", "ramen"))),
    ("Of Amara and Dmitri, one demonstrated the tagine and the other taught on Friday.",
        lambda s: one_of_other(s, "Amara", "Dmitri", "tagine", "Friday")),
    ("The paella was not made the day after the ramen.",
        lambda s: dd(s, "paella") != dd(s, "ramen") + 1),
    ("Neither the gnocchi class nor the risotto class was at the start or the end of the week.",
        lambda s: not at_end(dd(s, "gnocchi")) and not at_end(dd(s, "risotto"))),
    ("The Studio class closed the week.",
        lambda s: dd(s, "Studio") == 5),
    ("The class of 6 students was held the day before the class of 14 students.",
        lambda s: dd(s, "6 students") == dd(s, "14 students") - 1),
    ("There were two days between Amara's class and Dmitri's.",
        lambda s: abs(dd(s, "Amara") - dd(s, "Dmitri")) == 3),
    ("The tagine was cooked before the gnocchi.",
        lambda s: dd(s, "tagine") < dd(s, "gnocchi")),
    ("The risotto was cooked after the ramen but before the paella.",
        lambda s: dd(s, "ramen") < dd(s, "risotto") < dd(s, "paella")),
    ("Either the Loft class or the Studio class had 12 students.",
        lambda s: xor(s.same("Loft", "12 students"), s.same("Studio", "12 students"))),
    ("Esther's class was not held in the Loft, nor on Thursday.",
        lambda s: not s.same("Esther", "Loft") and not s.same("Esther", "Thursday")),
    ("Wednesday's class had more students than Monday's.",
        lambda s: sz(s, "Wednesday") > sz(s, "Monday")),
    ("The class on Thursday had two more students than the class on Tuesday.",
        lambda s: sz(s, "Thursday") == sz(s, "Tuesday") + 2),
    ("Dmitri's class was four days after Celine's.",
        lambda s: dd(s, "Dmitri") == dd(s, "Celine") + 4),
    ("The Garden kitchen was in use the day before the Harbour kitchen.",
        lambda s: dd(s, "Garden") == dd(s, "Harbour") - 1),
    ("Bruno's and Dmitri's classes fell on adjacent days.",
        lambda s: adj(dd(s, "Bruno"), dd(s, "Dmitri"))),
    ("Bruno's class was farther from the start of the week than Amara's.",
        lambda s: dd(s, "Bruno") > dd(s, "Amara")),
    ("No class was held before Celine's.",
        lambda s: dd(s, "Celine") == 1),
    ("The ramen class and the tagine class were held on successive evenings.",
        lambda s: adj(dd(s, "ramen"), dd(s, "tagine"))),
    ("Esther's class was held after both Celine's and Amara's.",
        lambda s: dd(s, "Esther") > dd(s, "Celine") and dd(s, "Esther") > dd(s, "Amara")),
    ("Amara's class was not in the Cellar, and it was not the day after Esther's.",
        lambda s: not s.same("Amara", "Cellar") and dd(s, "Amara") != dd(s, "Esther") + 1),
    ("The risotto class was the penultimate class of the week.",
        lambda s: dd(s, "risotto") == 4),
    ])


# ---------------------------------------------------------------------------
# 3. A race: five finishing places, no ties.

def pl(s, x):
    """Finishing place (1 = winner) of item x's runner."""
    return s.n(x, "Places")

puzzle("b9-03-fell-race", "The Fell Race",
    "Five club runners contested the final of the Hallam Fell 5K. Each ran for a "
    "different club and wore a different bib number, and there were no ties.",
    [("Places", ["1st", "2nd", "3rd", "4th", "5th"]),
     ("Runners", ["Fiona", "Greta", "Hannah", "Imogen", "Jodie"]),
     ("Clubs", ["Ashby", "Brookfield", "Carlow", "Denton", "Elmore"]),
     ("Bibs", ["14", "27", "33", "48", "52"])],
    [["1st", "Greta", "Carlow", "33"],
     ["2nd", "Imogen", "Ashby", "52"],
     ["3rd", "Fiona", "Elmore", "14"],
     ["4th", "Jodie", "Denton", "27"],
     ["5th", "Hannah", "Brookfield", "48"]],
    [
    ("Greta won the race.",
        lambda s: pl(s, "Greta") == 1),
    ("Imogen finished immediately behind Greta.",
        lambda s: pl(s, "Imogen") == pl(s, "Greta") + 1),
    ("Fiona finished ahead of Jodie.",
        lambda s: pl(s, "Fiona") < pl(s, "Jodie")),
    ("Hannah came last.",
        lambda s: pl(s, "Hannah") == 5),
    ("The Denton runner finished second from last.",
        lambda s: pl(s, "Denton") == 4),
    ("The Ashby runner was the runner-up.",
        lambda s: pl(s, "Ashby") == 2),
    ("Jodie finished one place ahead of Hannah.",
        lambda s: pl(s, "Jodie") == pl(s, "Hannah") - 1),
    ("The runner wearing bib 14 finished in the middle of the field.",
        lambda s: pl(s, "14") == 3),
    ("Fiona beat Jodie but was beaten by Imogen.",
        lambda s: pl(s, "Imogen") < pl(s, "Fiona") < pl(s, "Jodie")),
    ("Greta finished two places ahead of Fiona.",
        lambda s: pl(s, "Greta") == pl(s, "Fiona") - 2),
    ("The Carlow runner finished above the Elmore runner.",
        lambda s: pl(s, "Carlow") < pl(s, "Elmore")),
    ("The Brookfield runner finished below all the others.",
        lambda s: pl(s, "Brookfield") == 5),
    ("Bib 52 crossed the line directly after bib 33.",
        lambda s: pl(s, "52") == pl(s, "33") + 1),
    ("Hannah did not finish immediately behind Fiona.",
        lambda s: pl(s, "Hannah") != pl(s, "Fiona") + 1),
    ("Imogen and Fiona finished in consecutive places.",
        lambda s: adj(pl(s, "Imogen"), pl(s, "Fiona"))),
    ("Imogen and Jodie finished exactly two places apart.",
        lambda s: abs(pl(s, "Imogen") - pl(s, "Jodie")) == 2),
    ("Fiona made the podium.",
        lambda s: pl(s, "Fiona") <= 3),
    ("Jodie missed out on the podium.",
        lambda s: pl(s, "Jodie") > 3),
    ("The Denton runner finished somewhere behind the runner in bib 52.",
        lambda s: pl(s, "Denton") > pl(s, "52")),
    ("Either Greta or Hannah wore bib 48.",
        lambda s: xor(s.same("Greta", "48"), s.same("Hannah", "48"))),
    ("Bib 27 did not finish in the top three.",
        lambda s: pl(s, "27") > 3),
    ("Hannah finished three places behind Imogen.",
        lambda s: pl(s, "Hannah") == pl(s, "Imogen") + 3),
    ("Between Greta and Fiona in the finishing order came the Ashby runner.",
        lambda s: between(pl(s, "Ashby"), pl(s, "Greta"), pl(s, "Fiona"))),
    ("The Elmore runner was third.",
        lambda s: pl(s, "Elmore") == 3),
    ("Greta, Imogen and Fiona took the first three places, in some order.",
        lambda s: sorted([pl(s, "Greta"), pl(s, "Imogen"), pl(s, "Fiona")]) == [1, 2, 3]),
    ("The first three home were Greta, Imogen and Fiona, in that order.",
        lambda s: (pl(s, "Greta"), pl(s, "Imogen"), pl(s, "Fiona")) == (1, 2, 3)),
    ("Bib 33 finished two places ahead of bib 14.",
        lambda s: pl(s, "33") == pl(s, "14") - 2),
    ("Jodie finished behind Fiona, who finished behind Imogen.",
        lambda s: pl(s, "Jodie") > pl(s, "Fiona") > pl(s, "Imogen")),
    ("The Brookfield runner was neither first nor second.",
        lambda s: pl(s, "Brookfield") not in (1, 2)),
    ("Jodie did not finish last.",
        lambda s: pl(s, "Jodie") != 5),
    ("The runner in bib 48 came in after the runner in bib 27.",
        lambda s: pl(s, "48") > pl(s, "27")),
    ("Greta ran faster than the Denton runner.",
        lambda s: pl(s, "Greta") < pl(s, "Denton")),
    ("Fiona was slower than Imogen but faster than the Denton runner.",
        lambda s: pl(s, "Imogen") < pl(s, "Fiona") < pl(s, "Denton")),
    ("The Elmore and Denton runners finished one place apart.",
        lambda s: adj(pl(s, "Elmore"), pl(s, "Denton"))),
    ("Neither Greta nor Imogen wore bib 14.",
        lambda s: not s.same("Greta", "14") and not s.same("Imogen", "14")),
    ("Of Fiona and Hannah, one ran for Elmore and the other wore bib 48.",
        lambda s: one_of_other(s, "Fiona", "Hannah", "Elmore", "48")),
    ("Hannah finished farther from first place than the Denton runner did.",
        lambda s: pl(s, "Hannah") > pl(s, "Denton")),
    ("Only one runner finished between Imogen and Jodie.",
        lambda s: abs(pl(s, "Imogen") - pl(s, "Jodie")) == 2),
    ("The Ashby runner finished higher than bib 14.",
        lambda s: pl(s, "Ashby") < pl(s, "14")),
    ("Bib 33 was first across the line.",
        lambda s: pl(s, "33") == 1),
    ("Greta didn't finish next to Fiona in the results.",
        lambda s: not adj(pl(s, "Greta"), pl(s, "Fiona"))),
    ("The winner wasn't from Ashby.",
        lambda s: not s.same("1st", "Ashby")),
    ("The runner who came second wore bib 52.",
        lambda s: s.same("2nd", "52")),
    ("If Jodie ran for Denton, she finished fourth.",
        lambda s: implies(s.same("Jodie", "Denton"), s.same("Jodie", "4th"))),
    ("Hannah finished lower than the Elmore runner.",
        lambda s: pl(s, "Hannah") > pl(s, "Elmore")),
    ("Either Fiona or Jodie finished third.",
        lambda s: xor(s.same("Fiona", "3rd"), s.same("Jodie", "3rd"))),
    ("Exactly one runner finished ahead of the Ashby runner.",
        lambda s: pl(s, "Ashby") == 2),
    ("Two runners finished between bib 33 and bib 27.",
        lambda s: abs(pl(s, "33") - pl(s, "27")) == 3),
    ("Imogen beat Hannah by three places.",
        lambda s: pl(s, "Hannah") - pl(s, "Imogen") == 3),
    ("Greta finished ahead of Hannah, Jodie and Fiona.",
        lambda s: pl(s, "Greta") < min(pl(s, "Hannah"), pl(s, "Jodie"), pl(s, "Fiona"))),
    ("The last runner home ran for Brookfield.",
        lambda s: s.same("5th", "Brookfield")),
    ("Fiona came in behind both Greta and Imogen.",
        lambda s: pl(s, "Fiona") > pl(s, "Greta") and pl(s, "Fiona") > pl(s, "Imogen")),
    ("Nobody finished ahead of bib 33.",
        lambda s: pl(s, "33") == 1),
    ("The runners in bibs 14 and 27 crossed the line one after the other.",
        lambda s: adj(pl(s, "14"), pl(s, "27"))),
    ("Jodie was fourth.",
        lambda s: s.same("Jodie", "4th")),
    ("Imogen did not beat Greta.",
        lambda s: pl(s, "Imogen") > pl(s, "Greta")),
    ("The Carlow runner finished one place ahead of the runner in bib 52.",
        lambda s: pl(s, "Carlow") == pl(s, "52") - 1),
    ("Hannah was beaten by every other runner.",
        lambda s: pl(s, "Hannah") == 5),
    ])
