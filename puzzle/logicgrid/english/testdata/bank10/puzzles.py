# bank10: three sentence banks written blind (issue 25).
#
# Each entry is a sentence a setter might print, with a predicate saying
# exactly what a careful reader takes it to mean. The sentences are all
# true of the written answer; the banks are not puzzles (no uniqueness).
#
# Reading conventions used throughout:
# - "Either A or B ..." means exactly one of the two holds (xor). Where the
#   two cannot both hold anyway, xor and "or" coincide.
# - "Neither A nor B ..." means both fail.
# - "Of A and B, one is X and the other is Y" means A and B are different
#   people, and one of them is X while the other is Y (one_of_other).
# - A comparison with no amount ("longer", "earlier", "ahead of", "more
#   than") is strict. "Not as long as" / "didn't spend as much as" is
#   strictly less. "X more than Y" with an amount is an exact difference;
#   "at least N more" is a difference of N or more.
# - "Between A and B" (in time or in line) is strict and in either order.
#   "Exactly one member joined between A and B" counts the items strictly
#   between them on the category's scale.
# - "A, B and C are three different people" and "The five members are A,
#   B, ..." mean the referents are pairwise distinct.
# - "A, B and C ... X, Y and Z, respectively" pairs them in order; "in some
#   order" means the two sets of rows are equal.
# - "If A, then B" is material implication; "A unless B" means "if not B,
#   then A"; "X, who is Y, ..." and appositives assert Y as well.
# - Line positions: 1st is the front of the line; "behind" means a larger
#   position number, "ahead of" a smaller one; "next to" means adjacent;
#   "directly/immediately/right behind" means exactly one place behind.
# - Titles and pronouns carry gender: "Mr. Lowry", "his ward" tell the
#   reader that Lowry is one of the men. The names are conventionally
#   gendered (Bank 2: Gwen and Harriet women, Isaac and Julian men;
#   Bank 3: Fiona, Hazel, Jolene women, Grant and Ivan men). A gendered
#   description of an unnamed person ("the woman who paid by credit card")
#   asserts the gender; "the men" names the men of the scene.
# - "Joined most recently" / "newest member" is the latest month;
#   "in the club the longest" is the earliest month.

def xor(a, b):
    return bool(a) != bool(b)

def implies(a, b):
    return (not a) or bool(b)

def between(x, a, b):
    """x strictly between a and b, in either order."""
    return min(a, b) < x < max(a, b)

def distinct(s, *items):
    return len({s.r(i) for i in items}) == len(items)

def rowset(s, *items):
    return {s.r(i) for i in items}

def count(*conds):
    return sum(1 for c in conds if c)

def respectively(s, xs, ys):
    return all(s.same(x, y) for x, y in zip(xs, ys))

def some_order(s, xs, ys):
    return rowset(s, *xs) == rowset(s, *ys)


# ---------------------------------------------------------------------------
# Bank 1: a model railway club (4 categories x 5 items)

L1 = "Layout lengths"
M1 = "Months joined"

puzzle("b10-01-railway-club", "Open Day at the Gauge & Whistle Club",
    "Five members of a small model railway club brought their layouts to the "
    "club's open day. Each member runs a different favourite locomotive, joined "
    "the club in a different month this year, and built a layout of a "
    "different length.",
    [("Members", ["Alvin", "Bettina", "Clement", "Dorothea", "Edgar"]),
     ("Locomotives", ["Comet", "Duchess", "Flyer", "Pioneer", "Zephyr"]),
     (M1, ["February", "March", "April", "May", "June"]),
     (L1, ["6 feet", "8 feet", "10 feet", "12 feet", "14 feet"])],
    [["Alvin", "Zephyr", "April", "10 feet"],
     ["Bettina", "Comet", "June", "14 feet"],
     ["Clement", "Pioneer", "February", "6 feet"],
     ["Dorothea", "Flyer", "May", "8 feet"],
     ["Edgar", "Duchess", "March", "12 feet"]],
    [
    ("Clement runs the Pioneer.",
        lambda s: s.same("Clement", "Pioneer")),
    ("The Zephyr belongs to Alvin.",
        lambda s: s.same("Zephyr", "Alvin")),
    ("Bettina doesn't own the Flyer.",
        lambda s: not s.same("Bettina", "Flyer")),
    ("The member with the 12-foot layout is not Alvin.",
        lambda s: not s.same("12 feet", "Alvin")),
    ("Either Dorothea or Edgar owns the Duchess.",
        lambda s: xor(s.same("Dorothea", "Duchess"), s.same("Edgar", "Duchess"))),
    ("The Comet belongs either to the member who joined in June or to the one with the 6-foot layout.",
        lambda s: xor(s.same("Comet", "June"), s.same("Comet", "6 feet"))),
    ("Neither Alvin nor Edgar joined in February.",
        lambda s: not s.same("Alvin", "February") and not s.same("Edgar", "February")),
    ("The Flyer's owner has neither the 6-foot layout nor the 14-foot one.",
        lambda s: not s.same("Flyer", "6 feet") and not s.same("Flyer", "14 feet")),
    ("Of Bettina and Clement, one owns the Comet and the other joined in February.",
        lambda s: one_of_other(s, "Bettina", "Clement", "Comet", "February")),
    ("Of the member who joined in May and the one whose layout is 10 feet long, one is Dorothea and the other runs the Zephyr.",
        lambda s: one_of_other(s, "May", "10 feet", "Dorothea", "Zephyr")),
    ("The five members are Edgar, the owner of the Flyer, the member who joined in February, the one with the 10-foot layout, and Bettina.",
        lambda s: distinct(s, "Edgar", "Flyer", "February", "10 feet", "Bettina")),
    ("Alvin, Dorothea and the owner of the Duchess are three different people.",
        lambda s: distinct(s, "Alvin", "Dorothea", "Duchess")),
    ("Bettina's layout is 8 feet longer than Clement's.",
        lambda s: s.n("Bettina", L1) == s.n("Clement", L1) + 8),
    ("Dorothea's layout is two feet shorter than Alvin's.",
        lambda s: s.n("Dorothea", L1) == s.n("Alvin", L1) - 2),
    ("The Duchess runs on a longer layout than the Zephyr does.",
        lambda s: s.n("Duchess", L1) > s.n("Zephyr", L1)),
    ("Edgar joined the club before Alvin did.",
        lambda s: s.n("Edgar", M1) < s.n("Alvin", M1)),
    ("The owner of the Flyer joined two months after the member with the 12-foot layout.",
        lambda s: s.n("Flyer", M1) == s.n("12 feet", M1) + 2),
    ("Clement joined four months before Bettina.",
        lambda s: s.n("Clement", M1) == s.n("Bettina", M1) - 4),
    ("The member who joined in April has a shorter layout than the one who joined in March.",
        lambda s: s.n("April", L1) < s.n("March", L1)),
    ("The longest layout belongs to the member who joined most recently.",
        lambda s: s.same("14 feet", "June")),
    ("The club's newest member is not Edgar.",
        lambda s: not s.same("June", "Edgar")),
    ("The member who has been in the club the longest runs the Pioneer.",
        lambda s: s.same("February", "Pioneer")),
    ("The shortest layout isn't Dorothea's.",
        lambda s: not s.same("6 feet", "Dorothea")),
    ("Alvin's layout is the third longest of the five.",
        lambda s: s.same("Alvin", "10 feet")),
    ("The second-longest layout belongs to the Duchess's owner.",
        lambda s: s.same("12 feet", "Duchess")),
    ("Dorothea was the fourth of the five to join.",
        lambda s: s.same("Dorothea", "May")),
    ("Edgar joined the month after Clement did.",
        lambda s: s.n("Edgar", M1) == s.n("Clement", M1) + 1),
    ("If Alvin owns the Zephyr, then his layout is 10 feet long.",
        lambda s: implies(s.same("Alvin", "Zephyr"), s.same("Alvin", "10 feet"))),
    ("Bettina, who joined in June, owns the Comet.",
        lambda s: s.same("Bettina", "June") and s.same("Bettina", "Comet")),
    ("The member with the 8-foot layout joined later than Edgar but earlier than Bettina.",
        lambda s: s.n("Edgar", M1) < s.n("8 feet", M1) < s.n("Bettina", M1)),
    ("Dorothea joined at some point between Alvin and Bettina.",
        lambda s: between(s.n("Dorothea", M1), s.n("Alvin", M1), s.n("Bettina", M1))),
    ("Exactly one of Alvin and Dorothea has a layout more than 9 feet long.",
        lambda s: count(s.n("Alvin", L1) > 9, s.n("Dorothea", L1) > 9) == 1),
    ("Neither Bettina nor Dorothea joined before April.",
        lambda s: s.n("Bettina", M1) >= 4 and s.n("Dorothea", M1) >= 4),
    ("Exactly two of Alvin, Clement and Edgar have layouts longer than 8 feet.",
        lambda s: count(*(s.n(x, L1) > 8 for x in ["Alvin", "Clement", "Edgar"])) == 2),
    ("None of Bettina, Clement and Edgar owns the Flyer.",
        lambda s: not any(s.same(x, "Flyer") for x in ["Bettina", "Clement", "Edgar"])),
    ("Alvin, Clement and Dorothea joined in April, February and May, respectively.",
        lambda s: respectively(s, ["Alvin", "Clement", "Dorothea"], ["April", "February", "May"])),
    ("The Comet, the Duchess and the Pioneer belong to Bettina, Edgar and Clement, in some order.",
        lambda s: some_order(s, ["Comet", "Duchess", "Pioneer"], ["Bettina", "Edgar", "Clement"])),
    ("The 6-foot, 8-foot and 12-foot layouts were built by Clement, Dorothea and Edgar respectively.",
        lambda s: respectively(s, ["6 feet", "8 feet", "12 feet"], ["Clement", "Dorothea", "Edgar"])),
    ("Edgar's layout is longer than Dorothea's by four feet.",
        lambda s: s.n("Edgar", L1) == s.n("Dorothea", L1) + 4),
    ("Alvin's layout is not as long as Edgar's.",
        lambda s: s.n("Alvin", L1) < s.n("Edgar", L1)),
    ("The owner of the Flyer didn't join in April or in June.",
        lambda s: not s.same("Flyer", "April") and not s.same("Flyer", "June")),
    ("Whoever owns the Zephyr joined the club two months after Clement.",
        lambda s: s.n("Zephyr", M1) == s.n("Clement", M1) + 2),
    ("The Duchess is neither Bettina's nor Dorothea's.",
        lambda s: not s.same("Duchess", "Bettina") and not s.same("Duchess", "Dorothea")),
    ("Bettina's is the longest of the five layouts.",
        lambda s: s.same("Bettina", "14 feet")),
    ("Clement, whose layout is the smallest, wasn't the last to join.",
        lambda s: s.same("Clement", "6 feet") and not s.same("Clement", "June")),
    ("The member who joined in March either owns the Duchess or has the 8-foot layout, but not both.",
        lambda s: xor(s.same("March", "Duchess"), s.same("March", "8 feet"))),
    ("Alvin's locomotive is the Zephyr, and his layout is 10 feet long.",
        lambda s: s.same("Alvin", "Zephyr") and s.same("Alvin", "10 feet")),
    ("Of Bettina and Dorothea, the one who owns the Flyer joined earlier than the other.",
        lambda s: (s.same("Bettina", "Flyer") and s.n("Bettina", M1) < s.n("Dorothea", M1))
               or (s.same("Dorothea", "Flyer") and s.n("Dorothea", M1) < s.n("Bettina", M1))),
    ("Exactly one member joined between Edgar and Dorothea.",
        lambda s: abs(s.n("Edgar", M1) - s.n("Dorothea", M1)) == 2),
    ("The member with the 14-foot layout joined two months after the member with the 10-foot layout.",
        lambda s: s.n("14 feet", M1) == s.n("10 feet", M1) + 2),
    ("Edgar's layout is twice as long as Clement's.",
        lambda s: s.n("Edgar", L1) == 2 * s.n("Clement", L1)),
    ("Alvin joined the club later than the Duchess's owner.",
        lambda s: s.n("Alvin", M1) > s.n("Duchess", M1)),
    ("The person who owns the Comet is not the person with the 8-foot layout.",
        lambda s: not s.same("Comet", "8 feet")),
    ("From shortest to longest, the layouts belong to Clement, Dorothea, Alvin, Edgar and Bettina.",
        lambda s: respectively(s, ["Clement", "Dorothea", "Alvin", "Edgar", "Bettina"],
                               ["6 feet", "8 feet", "10 feet", "12 feet", "14 feet"])),
    ("Bettina's layout is at least four feet longer than Alvin's.",
        lambda s: s.n("Bettina", L1) >= s.n("Alvin", L1) + 4),
    ("The Flyer's owner joined later than both the Zephyr's owner and the Duchess's owner.",
        lambda s: s.n("Flyer", M1) > s.n("Zephyr", M1) and s.n("Flyer", M1) > s.n("Duchess", M1)),
    ])


# ---------------------------------------------------------------------------
# Bank 2: nurses at a hospital (5 categories x 4 items)

T2 = "Shift starts"
Y2 = "Years on staff"

def male2(s, x):
    return s.same(x, "Isaac") or s.same(x, "Julian")

def female2(s, x):
    return s.same(x, "Gwen") or s.same(x, "Harriet")

puzzle("b10-02-ward-rounds", "Morning Shift at St. Brendan's",
    "Four nurses at St. Brendan's Hospital work the morning shift. Each is "
    "assigned to a different ward, starts work at a different time, and has "
    "been on the hospital's staff for a different number of years.",
    [("First names", ["Gwen", "Harriet", "Isaac", "Julian"]),
     ("Surnames", ["Kemp", "Lowry", "Marsh", "Noonan"]),
     ("Wards", ["cardiology", "maternity", "oncology", "pediatrics"]),
     (T2, ["6:30am", "7:00am", "7:30am", "8:00am"]),
     (Y2, ["3 years", "5 years", "9 years", "12 years"])],
    [["Gwen", "Marsh", "pediatrics", "7:30am", "12 years"],
     ["Harriet", "Kemp", "oncology", "6:30am", "5 years"],
     ["Isaac", "Noonan", "cardiology", "8:00am", "3 years"],
     ["Julian", "Lowry", "maternity", "7:00am", "9 years"]],
    [
    ("Gwen's surname is Marsh.",
        lambda s: s.same("Gwen", "Marsh")),
    ("Nurse Kemp works in oncology.",
        lambda s: s.same("Kemp", "oncology")),
    ("Julian doesn't work in cardiology.",
        lambda s: not s.same("Julian", "cardiology")),
    ("The nurse who starts at 8:00am has been on staff for the shortest time.",
        lambda s: s.same("8:00am", "3 years")),
    ("Harriet starts an hour earlier than Gwen.",
        lambda s: s.n("Harriet", T2) == s.n("Gwen", T2) - 60),
    ("Mr. Lowry starts his shift half an hour after Ms. Kemp.",
        lambda s: s.n("Lowry", T2) == s.n("Kemp", T2) + 30
                  and male2(s, "Lowry") and female2(s, "Kemp")),
    ("The cardiology nurse has been on staff six years less than the maternity nurse.",
        lambda s: s.n("cardiology", Y2) == s.n("maternity", Y2) - 6),
    ("Gwen has worked at the hospital longer than anyone else.",
        lambda s: s.same("Gwen", "12 years")),
    ("Neither Isaac nor Nurse Marsh starts at 7:00am.",
        lambda s: not s.same("Isaac", "7:00am") and not s.same("Marsh", "7:00am")),
    ("Of Harriet and Julian, one works in maternity and the other starts at 6:30am.",
        lambda s: one_of_other(s, "Harriet", "Julian", "maternity", "6:30am")),
    ("Either Marsh or Noonan is the pediatrics nurse.",
        lambda s: xor(s.same("Marsh", "pediatrics"), s.same("Noonan", "pediatrics"))),
    ("The earliest shift belongs to the oncology nurse.",
        lambda s: s.same("6:30am", "oncology")),
    ("Isaac Noonan is the last of the four to start his shift.",
        lambda s: s.same("Isaac", "Noonan") and s.same("Isaac", "8:00am")),
    ("Julian, who works in maternity, has been on staff for 9 years.",
        lambda s: s.same("Julian", "maternity") and s.same("Julian", "9 years")),
    ("The nurse who has been on staff for 5 years starts earlier than the one who has been there 9 years.",
        lambda s: s.n("5 years", T2) < s.n("9 years", T2)),
    ("Ms. Marsh starts later than Mr. Lowry but earlier than Isaac.",
        lambda s: s.n("Lowry", T2) < s.n("Marsh", T2) < s.n("Isaac", T2)
                  and female2(s, "Marsh") and male2(s, "Lowry")),
    ("Harriet has been at St. Brendan's two years longer than Isaac.",
        lambda s: s.n("Harriet", Y2) == s.n("Isaac", Y2) + 2),
    ("Gwen has been on staff more than twice as long as Harriet.",
        lambda s: s.n("Gwen", Y2) > 2 * s.n("Harriet", Y2)),
    ("The pediatrics nurse and the maternity nurse start their shifts 30 minutes apart.",
        lambda s: abs(s.n("pediatrics", T2) - s.n("maternity", T2)) == 30),
    ("Kemp, Lowry and Noonan are Harriet, Julian and Isaac, respectively.",
        lambda s: respectively(s, ["Kemp", "Lowry", "Noonan"], ["Harriet", "Julian", "Isaac"])),
    ("The 7:00am and 7:30am starts are Julian's and Gwen's, in some order.",
        lambda s: some_order(s, ["7:00am", "7:30am"], ["Julian", "Gwen"])),
    ("Exactly one of Gwen and Harriet starts before 7:00am.",
        lambda s: count(s.n("Gwen", T2) < 420, s.n("Harriet", T2) < 420) == 1),
    ("Neither of the men works in oncology.",
        lambda s: not s.same("Isaac", "oncology") and not s.same("Julian", "oncology")),
    ("Isaac doesn't start at 6:30am, and he doesn't work in pediatrics.",
        lambda s: not s.same("Isaac", "6:30am") and not s.same("Isaac", "pediatrics")),
    ("Nurse Noonan has been on staff for fewer years than Nurse Lowry.",
        lambda s: s.n("Noonan", Y2) < s.n("Lowry", Y2)),
    ("If Gwen works in pediatrics, she starts at 7:30am.",
        lambda s: implies(s.same("Gwen", "pediatrics"), s.same("Gwen", "7:30am"))),
    ("Julian doesn't start at 8:00am unless he works in cardiology.",
        lambda s: implies(not s.same("Julian", "cardiology"), not s.same("Julian", "8:00am"))),
    ("The nurse with 12 years on staff isn't the one who starts at 6:30am.",
        lambda s: not s.same("12 years", "6:30am")),
    ("Harriet's surname is either Kemp or Lowry.",
        lambda s: xor(s.same("Harriet", "Kemp"), s.same("Harriet", "Lowry"))),
    ("The cardiology nurse is Mr. Noonan.",
        lambda s: s.same("cardiology", "Noonan") and male2(s, "Noonan")),
    ("Ms. Kemp's shift starts an hour and a half before Isaac's.",
        lambda s: s.n("Kemp", T2) == s.n("Isaac", T2) - 90 and female2(s, "Kemp")),
    ("Marsh, the oncology nurse and the nurse who starts at 7:00am are three different people.",
        lambda s: distinct(s, "Marsh", "oncology", "7:00am")),
    ("The four nurses are Gwen, Noonan, the one who works in maternity, and the one who starts at 6:30am.",
        lambda s: distinct(s, "Gwen", "Noonan", "maternity", "6:30am")),
    ("Lowry has been at the hospital longer than Kemp but not as long as Marsh.",
        lambda s: s.n("Kemp", Y2) < s.n("Lowry", Y2) < s.n("Marsh", Y2)),
    ("The 8:00am starter has been on staff nine fewer years than the pediatrics nurse.",
        lambda s: s.n("8:00am", Y2) == s.n("pediatrics", Y2) - 9),
    ("Harriet isn't the nurse with the most years on staff.",
        lambda s: not s.same("Harriet", "12 years")),
    ("Of the pediatrics nurse and Julian, one starts at 7:00am and the other has been on staff for 12 years.",
        lambda s: one_of_other(s, "pediatrics", "Julian", "7:00am", "12 years")),
    ("Isaac's shift starts after Gwen's, and Gwen's starts after Harriet's.",
        lambda s: s.n("Isaac", T2) > s.n("Gwen", T2) > s.n("Harriet", T2)),
    ("The second-earliest shift belongs to the nurse on the maternity ward.",
        lambda s: s.same("7:00am", "maternity")),
    ("Gwen works in neither oncology nor cardiology.",
        lambda s: not s.same("Gwen", "oncology") and not s.same("Gwen", "cardiology")),
    ("Exactly two of Harriet, Isaac and Julian have been on staff for more than four years.",
        lambda s: count(*(s.n(x, Y2) > 4 for x in ["Harriet", "Isaac", "Julian"])) == 2),
    ("In order from earliest start to latest, the nurses are Kemp, Lowry, Marsh and Noonan.",
        lambda s: respectively(s, ["Kemp", "Lowry", "Marsh", "Noonan"],
                               ["6:30am", "7:00am", "7:30am", "8:00am"])),
    ("The nurse who starts at 7:30am has been on staff three years longer than the one who starts at 7:00am.",
        lambda s: s.n("7:30am", Y2) == s.n("7:00am", Y2) + 3),
    ("Julian has been on staff longer than Harriet has.",
        lambda s: s.n("Julian", Y2) > s.n("Harriet", Y2)),
    ("Either the cardiology nurse or the oncology nurse has been on staff for 3 years.",
        lambda s: xor(s.same("cardiology", "3 years"), s.same("oncology", "3 years"))),
    ("Neither Ms. Kemp nor Mr. Lowry works in pediatrics.",
        lambda s: not s.same("Kemp", "pediatrics") and not s.same("Lowry", "pediatrics")
                  and female2(s, "Kemp") and male2(s, "Lowry")),
    ("Gwen starts half an hour earlier than Isaac.",
        lambda s: s.n("Gwen", T2) == s.n("Isaac", T2) - 30),
    ("The maternity nurse starts later than the oncology nurse.",
        lambda s: s.n("maternity", T2) > s.n("oncology", T2)),
    ("The nurse whose surname is Noonan isn't Julian.",
        lambda s: not s.same("Noonan", "Julian")),
    ("Isaac has been on staff nine years fewer than Gwen.",
        lambda s: s.n("Isaac", Y2) == s.n("Gwen", Y2) - 9),
    ("Harriet, the earliest starter, works in oncology.",
        lambda s: s.same("Harriet", "6:30am") and s.same("Harriet", "oncology")),
    ("Whoever has been on staff for 9 years starts at 7:00am.",
        lambda s: s.same("9 years", "7:00am")),
    ("Lowry's first name isn't Isaac, and his ward isn't cardiology.",
        lambda s: not s.same("Lowry", "Isaac") and not s.same("Lowry", "cardiology")
                  and male2(s, "Lowry")),
    ("The woman who starts at 7:30am has been on staff longer than any of the others.",
        lambda s: female2(s, "7:30am") and s.same("7:30am", "12 years")),
    ("No nurse who starts before 7:30am works in cardiology or pediatrics.",
        lambda s: all(not s.same(t, w) for t in ["6:30am", "7:00am"]
                      for w in ["cardiology", "pediatrics"])),
    ])


# ---------------------------------------------------------------------------
# Bank 3: a sale-day line outside a department store (5 categories x 5 items)

P3 = "Places in line"
D3 = "Prices"

def female3(s, x):
    return any(s.same(x, w) for w in ["Fiona", "Hazel", "Jolene"])

puzzle("b10-03-doorbuster", "Doorbuster Morning",
    "Five friends lined up before dawn outside Hollister's Department Store on "
    "the first morning of its winter sale. Each stood at a different place in "
    "the line, bought a different item, paid a different price, and paid in a "
    "different way.",
    [("Shoppers", ["Fiona", "Grant", "Hazel", "Ivan", "Jolene"]),
     (P3, ["1st", "2nd", "3rd", "4th", "5th"]),
     ("Purchases", ["blender", "coat", "headphones", "suitcase", "television"]),
     (D3, ["$40", "$55", "$70", "$85", "$100"]),
     ("Payments", ["cash", "check", "credit card", "debit card", "gift card"])],
    [["Fiona", "3rd", "headphones", "$85", "credit card"],
     ["Grant", "1st", "television", "$100", "cash"],
     ["Hazel", "5th", "blender", "$40", "gift card"],
     ["Ivan", "2nd", "suitcase", "$70", "debit card"],
     ["Jolene", "4th", "coat", "$55", "check"]],
    [
    ("Grant was first in line.",
        lambda s: s.same("Grant", "1st")),
    ("Hazel bought the blender.",
        lambda s: s.same("Hazel", "blender")),
    ("The coat cost $55.",
        lambda s: s.same("coat", "$55")),
    ("Fiona didn't pay cash.",
        lambda s: not s.same("Fiona", "cash")),
    ("The shopper who paid by check was directly behind Fiona in line.",
        lambda s: s.n("check", P3) == s.n("Fiona", P3) + 1),
    ("Ivan stood immediately ahead of Fiona.",
        lambda s: s.n("Ivan", P3) == s.n("Fiona", P3) - 1),
    ("The person who bought the television was somewhere ahead of the person who bought the suitcase.",
        lambda s: s.n("television", P3) < s.n("suitcase", P3)),
    ("Hazel was last in line.",
        lambda s: s.same("Hazel", "5th")),
    ("The headphones cost $15 more than the suitcase.",
        lambda s: s.n("headphones", D3) == s.n("suitcase", D3) + 15),
    ("Jolene paid $30 less than Fiona.",
        lambda s: s.n("Jolene", D3) == s.n("Fiona", D3) - 30),
    ("The gift card was used to buy the cheapest item.",
        lambda s: s.same("gift card", "$40")),
    ("The most expensive purchase was the television.",
        lambda s: s.same("$100", "television")),
    ("Grant spent more than anyone else.",
        lambda s: s.same("Grant", "$100")),
    ("Either Ivan or Jolene paid by debit card.",
        lambda s: xor(s.same("Ivan", "debit card"), s.same("Jolene", "debit card"))),
    ("Neither the coat nor the blender was bought with a credit card.",
        lambda s: not s.same("coat", "credit card") and not s.same("blender", "credit card")),
    ("Of Fiona and Hazel, one bought the headphones and the other was fifth in line.",
        lambda s: one_of_other(s, "Fiona", "Hazel", "headphones", "5th")),
    ("The shopper who was second in line, the one who paid by check, and Fiona are three different people.",
        lambda s: distinct(s, "2nd", "check", "Fiona")),
    ("The five friends were Hazel, the person who paid cash, the one who bought the suitcase, the person fourth in line, and the one who spent $85.",
        lambda s: distinct(s, "Hazel", "cash", "suitcase", "4th", "$85")),
    ("Two people stood between Ivan and Hazel in the line.",
        lambda s: abs(s.n("Ivan", P3) - s.n("Hazel", P3)) == 3),
    ("Jolene was not next to Grant in line.",
        lambda s: abs(s.n("Jolene", P3) - s.n("Grant", P3)) != 1),
    ("The person who bought the coat stood next to the person who bought the headphones.",
        lambda s: abs(s.n("coat", P3) - s.n("headphones", P3)) == 1),
    ("The debit card user was somewhere behind the cash payer.",
        lambda s: s.n("debit card", P3) > s.n("cash", P3)),
    ("Fiona, Ivan and Jolene bought the headphones, the suitcase and the coat, respectively.",
        lambda s: respectively(s, ["Fiona", "Ivan", "Jolene"], ["headphones", "suitcase", "coat"])),
    ("The $40, $55 and $70 purchases were made by Hazel, Ivan and Jolene, in some order.",
        lambda s: some_order(s, ["$40", "$55", "$70"], ["Hazel", "Ivan", "Jolene"])),
    ("The suitcase cost less than the headphones but more than the coat.",
        lambda s: s.n("coat", D3) < s.n("suitcase", D3) < s.n("headphones", D3)),
    ("Grant paid cash for his purchase.",
        lambda s: s.same("Grant", "cash")),
    ("Hazel, who paid with a gift card, was at the back of the line.",
        lambda s: s.same("Hazel", "gift card") and s.same("Hazel", "5th")),
    ("None of Fiona, Hazel and Jolene stood ahead of Ivan.",
        lambda s: all(s.n(x, P3) > s.n("Ivan", P3) for x in ["Fiona", "Hazel", "Jolene"])),
    ("Exactly two of Fiona, Hazel and Jolene spent more than $50.",
        lambda s: count(*(s.n(x, D3) > 50 for x in ["Fiona", "Hazel", "Jolene"])) == 2),
    ("The headphones were bought by the third person in line.",
        lambda s: s.same("headphones", "3rd")),
    ("If Ivan bought the suitcase, he paid by debit card.",
        lambda s: implies(s.same("Ivan", "suitcase"), s.same("Ivan", "debit card"))),
    ("The woman who paid by credit card stood right behind Ivan.",
        lambda s: female3(s, "credit card") and s.n("credit card", P3) == s.n("Ivan", P3) + 1),
    ("The shopper who spent $100 stood two places ahead of the one who spent $85.",
        lambda s: s.n("$100", P3) == s.n("$85", P3) - 2),
    ("Jolene spent more than Hazel but less than Ivan.",
        lambda s: s.n("Hazel", D3) < s.n("Jolene", D3) < s.n("Ivan", D3)),
    ("The blender cost less than half as much as the television.",
        lambda s: s.n("blender", D3) < s.n("television", D3) / 2),
    ("Fiona didn't buy the coat, nor was she the one who paid by check.",
        lambda s: not s.same("Fiona", "coat") and not s.same("Fiona", "check")),
    ("Whoever paid by check didn't buy the suitcase.",
        lambda s: not s.same("check", "suitcase")),
    ("The person fourth in line spent $15 more than the person last in line.",
        lambda s: s.n("4th", D3) == s.n("5th", D3) + 15),
    ("Ivan's purchase cost $30 less than Grant's.",
        lambda s: s.n("Ivan", D3) == s.n("Grant", D3) - 30),
    ("Grant and the person who bought the blender were at opposite ends of the line.",
        lambda s: {s.n("Grant", P3), s.n("blender", P3)} == {1, 5}),
    ("The shopper who paid by credit card was in the middle of the line.",
        lambda s: s.same("credit card", "3rd")),
    ("From front to back, the line was Grant, Ivan, Fiona, Jolene and Hazel.",
        lambda s: respectively(s, ["Grant", "Ivan", "Fiona", "Jolene", "Hazel"],
                               ["1st", "2nd", "3rd", "4th", "5th"])),
    ("The cash payer didn't buy the blender or the coat.",
        lambda s: not s.same("cash", "blender") and not s.same("cash", "coat")),
    ("Of the person who bought the suitcase and the person who paid by check, one was second in line and the other spent $55.",
        lambda s: one_of_other(s, "suitcase", "check", "2nd", "$55")),
    ("Hazel didn't spend as much as Jolene.",
        lambda s: s.n("Hazel", D3) < s.n("Jolene", D3)),
    ("Jolene's purchase, the coat, was paid for by check.",
        lambda s: s.same("Jolene", "coat") and s.same("Jolene", "check")),
    ("The person who bought the television stood ahead of everyone else.",
        lambda s: s.same("television", "1st")),
    ("Either the $70 item or the $85 item was bought with a debit card.",
        lambda s: xor(s.same("$70", "debit card"), s.same("$85", "debit card"))),
    ("Ivan was further forward in the line than Jolene.",
        lambda s: s.n("Ivan", P3) < s.n("Jolene", P3)),
    ("The second most expensive item was bought by the person who was third in line.",
        lambda s: s.same("$85", "3rd")),
    ("Hazel paid with a gift card unless she bought the coat.",
        lambda s: implies(not s.same("Hazel", "coat"), s.same("Hazel", "gift card"))),
    ("The person who spent the least was not next to the person who spent the most.",
        lambda s: abs(s.n("$40", P3) - s.n("$100", P3)) != 1),
    ("The suitcase, the television and the coat were bought by the second, first and fourth people in line, respectively.",
        lambda s: respectively(s, ["suitcase", "television", "coat"], ["2nd", "1st", "4th"])),
    ("Fiona spent $45 more than Hazel.",
        lambda s: s.n("Fiona", D3) == s.n("Hazel", D3) + 45),
    ("Exactly one person stood between the coat buyer and Ivan.",
        lambda s: abs(s.n("coat", P3) - s.n("Ivan", P3)) == 2),
    ("Grant spent at least $25 more than Jolene.",
        lambda s: s.n("Grant", D3) >= s.n("Jolene", D3) + 25),
    ("Ivan, the man who bought the suitcase, paid with his debit card.",
        lambda s: s.same("Ivan", "suitcase") and s.same("Ivan", "debit card")),
    ])
