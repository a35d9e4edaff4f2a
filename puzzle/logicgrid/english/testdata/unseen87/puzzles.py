# unseen87: twelve logic-grid puzzles on sports, games and competitions.
# Executed by ../unseen/truth.py, which supplies State, nv, one_of_other, puzzle.

def catvals(s, cat):
    """The numbers of all the items of category cat."""
    return [nv(i) for n, items in s.cats if n == cat for i in items]

def P(s, x, cat="place"):
    """The number of x's item in category cat (a place, a score, an age ...)."""
    return s.n(x, cat)

def highest(s, x, cat):
    return s.n(x, cat) == max(catvals(s, cat))

def lowest(s, x, cat):
    return s.n(x, cat) == min(catvals(s, cat))

def rank(s, x, cat):
    """1 for the highest value of cat, 2 for the next, ... (all values differ)."""
    v = s.n(x, cat)
    return 1 + sum(1 for w in catvals(s, cat) if w > v)

def distinct(s, *xs):
    rows = [s.r(x) for x in xs]
    return len(set(rows)) == len(rows)

# ---------------------------------------------------------------- 01
puzzle("u87-01-park-run", "Park Run",
    "Four friends ran the Saturday park run together and compared their finishing places "
    "among the four of them, from 1st to 4th.",
    [("runner", ["Abby", "Bruno", "Chiara", "Dev"]),
     ("place", ["1st", "2nd", "3rd", "4th"]),
     ("shirt", ["green", "orange", "purple", "yellow"])],
    [["Abby", "3rd", "yellow"],
     ["Bruno", "1st", "purple"],
     ["Chiara", "4th", "green"],
     ["Dev", "2nd", "orange"]],
    [("The runner in orange finished just ahead of Abby.",
      lambda s: P(s, "orange") == P(s, "Abby") - 1),
     ("Chiara didn't win, and she wasn't wearing yellow.",
      lambda s: P(s, "Chiara") != 1 and not s.same("Chiara", "yellow")),
     ("Abby crossed the line somewhere ahead of the runner in green.",
      lambda s: P(s, "Abby") < P(s, "green")),
     ("The winner wore purple.",
      lambda s: s.same("1st", "purple")),
     ("Dev finished neither first nor last.",
      lambda s: P(s, "Dev") not in (1, 4)),
    ])

# ---------------------------------------------------------------- 02
puzzle("u87-02-pie-contest", "The Pie Contest",
    "Four bakers entered the pie contest at the county fair, each with a different pie, and "
    "the judges ranked all four from 1st to 4th.",
    [("baker", ["Mrs Hale", "Mr Irwin", "Mrs Jessop", "Mr Kemp"]),
     ("pie", ["apple", "cherry", "pecan", "rhubarb"]),
     ("place", ["1st", "2nd", "3rd", "4th"]),
     ("village", ["Ashby", "Bramley", "Cotton", "Dunmore"])],
    [["Mrs Hale", "pecan", "2nd", "Cotton"],
     ["Mr Irwin", "apple", "4th", "Ashby"],
     ["Mrs Jessop", "rhubarb", "1st", "Dunmore"],
     ["Mr Kemp", "cherry", "3rd", "Bramley"]],
    [("The rhubarb pie, baked in Dunmore, took first prize.",
      lambda s: s.same("rhubarb", "Dunmore") and s.same("rhubarb", "1st")),
     ("Mr Irwin's pie was placed two spots below the pecan pie.",
      lambda s: P(s, "Mr Irwin") == P(s, "pecan") + 2),
     ("The baker from Cotton finished one place ahead of the baker from Bramley.",
      lambda s: P(s, "Cotton") == P(s, "Bramley") - 1),
     ("Mrs Hale baked neither the rhubarb pie nor the cherry pie.",
      lambda s: not s.same("Mrs Hale", "rhubarb") and not s.same("Mrs Hale", "cherry")),
     ("The apple pie was baked in Ashby.",
      lambda s: s.same("apple", "Ashby")),
     ("Mrs Jessop did better than Mr Kemp.",
      lambda s: P(s, "Mrs Jessop") < P(s, "Mr Kemp")),
    ])

# ---------------------------------------------------------------- 03
puzzle("u87-03-chess-club", "Club Championship",
    "Five members of the chess club played a round-robin tournament, scoring 1 point for a win "
    "and half a point for a draw. No two of them finished on the same total, and the highest "
    "total won.",
    [("player", ["Farid", "Greta", "Hugo", "Ines", "Jonas"]),
     ("points", ["0.5", "1.5", "2", "2.5", "3.5"]),
     ("opening", ["Caro-Kann", "Dutch", "French", "London", "Sicilian"])],
    [["Farid", "2", "French"],
     ["Greta", "3.5", "Sicilian"],
     ["Hugo", "0.5", "Caro-Kann"],
     ["Ines", "2.5", "Dutch"],
     ["Jonas", "1.5", "London"]],
    [("The tournament winner plays the Sicilian.",
      lambda s: highest(s, "Sicilian", "points")),
     ("Ines scored exactly one point more than the London player.",
      lambda s: P(s, "Ines", "points") == P(s, "London", "points") + 1),
     ("Of Greta and the Dutch player, one won the tournament and the other was runner-up.",
      lambda s: s.r("Greta") != s.r("Dutch")
                and {rank(s, "Greta", "points"), rank(s, "Dutch", "points")} == {1, 2}),
     ("Farid finished half a point ahead of Jonas.",
      lambda s: P(s, "Farid", "points") == P(s, "Jonas", "points") + 0.5),
     ("The player who opens with the Caro-Kann finished bottom of the table.",
      lambda s: lowest(s, "Caro-Kann", "points")),
    ])

# ---------------------------------------------------------------- 04
puzzle("u87-04-mayor-vote", "Mayor of Westbrook",
    "Four candidates stood for mayor of Westbrook, each for a different party; the candidate "
    "with the most votes won.",
    [("candidate", ["Alvarez", "Brennan", "Cho", "Dimitrov"]),
     ("votes", ["1,420", "1,920", "2,640", "3,140"]),
     ("party", ["Civic", "Green", "Liberal", "Unity"])],
    [["Alvarez", "1,920", "Green"],
     ["Brennan", "3,140", "Unity"],
     ["Cho", "2,640", "Civic"],
     ["Dimitrov", "1,420", "Liberal"]],
    [("The Green candidate finished exactly 500 votes ahead of Dimitrov.",
      lambda s: P(s, "Green", "votes") == P(s, "Dimitrov", "votes") + 500),
     ("Cho didn't win, but she polled more votes than Alvarez.",
      lambda s: not highest(s, "Cho", "votes")
                and P(s, "Cho", "votes") > P(s, "Alvarez", "votes")),
     ("The Unity candidate picked up more votes than Cho did.",
      lambda s: P(s, "Unity", "votes") > P(s, "Cho", "votes")),
     ("Brennan doesn't represent the Green party.",
      lambda s: not s.same("Brennan", "Green")),
     ("The Liberal candidate got fewer votes than the Civic candidate.",
      lambda s: P(s, "Liberal", "votes") < P(s, "Civic", "votes")),
    ])

# ---------------------------------------------------------------- 05
puzzle("u87-05-spelling-bee", "Regional Spelling Bee",
    "Five finalists reached the regional spelling bee and were placed from 1st, the champion, "
    "to 5th. Each is listed with the last word he or she was asked to spell, and each comes "
    "from a different school.",
    [("speller", ["Amara", "Ben", "Clio", "Declan", "Esme"]),
     ("place", ["1st", "2nd", "3rd", "4th", "5th"]),
     ("word", ["chauffeur", "mnemonic", "onomatopoeia", "quixotic", "rhythm"]),
     ("school", ["Elm Park", "Fairview", "Hillcrest", "Oakdale", "Riverside"])],
    [["Amara", "2nd", "mnemonic", "Oakdale"],
     ["Ben", "5th", "rhythm", "Hillcrest"],
     ["Clio", "1st", "quixotic", "Riverside"],
     ["Declan", "3rd", "chauffeur", "Elm Park"],
     ["Esme", "4th", "onomatopoeia", "Fairview"]],
    [("The champion goes to Riverside.",
      lambda s: s.same("1st", "Riverside")),
     ("Ben placed two places behind the speller from Elm Park.",
      lambda s: P(s, "Ben") == P(s, "Elm Park") + 2),
     ("The Fairview speller, who was given \"onomatopoeia\", finished just behind Declan.",
      lambda s: s.same("Fairview", "onomatopoeia") and P(s, "Fairview") == P(s, "Declan") + 1),
     ("Amara, the speller given \"quixotic\" and the Hillcrest pupil are three different people.",
      lambda s: distinct(s, "Amara", "quixotic", "Hillcrest")),
     ("Of Clio and the Oakdale speller, one won and the other came second.",
      lambda s: one_of_other(s, "Clio", "Oakdale", "1st", "2nd")),
     ("\"Rhythm\" was the word given to the last-placed speller.",
      lambda s: s.same("rhythm", "5th")),
     ("Declan was given neither \"quixotic\" nor \"mnemonic\".",
      lambda s: not s.same("Declan", "quixotic") and not s.same("Declan", "mnemonic")),
     ("The speller who got \"chauffeur\" finished one place ahead of Esme.",
      lambda s: P(s, "chauffeur") == P(s, "Esme") - 1),
    ])

# ---------------------------------------------------------------- 06
puzzle("u87-06-darts-night", "Darts Night",
    "At the league's charity night, four players from four different pubs each threw a single "
    "visit of three darts, and the highest score took the prize. Hattie and Jean are women; "
    "Gus and Ivor are men. Each player goes by a nickname.",
    [("player", ["Gus", "Hattie", "Ivor", "Jean"]),
     ("score", ["100", "121", "140", "180"]),
     ("pub", ["The Anchor", "The Crown", "The Plough", "The Swan"]),
     ("nickname", ["Bullseye", "Flash", "Ice", "Tornado"])],
    [["Gus", "140", "The Swan", "Tornado"],
     ["Hattie", "180", "The Anchor", "Ice"],
     ["Ivor", "100", "The Crown", "Flash"],
     ["Jean", "121", "The Plough", "Bullseye"]],
    [("The player known as Ice, one of the two women, took the prize.",
      lambda s: highest(s, "Ice", "score") and (s.same("Ice", "Hattie") or s.same("Ice", "Jean"))),
     ("Gus scored 40 more than the player from The Crown.",
      lambda s: P(s, "Gus", "score") == P(s, "The Crown", "score") + 40),
     ("Neither Hattie nor Tornado plays for The Plough.",
      lambda s: not s.same("Hattie", "The Plough") and not s.same("Tornado", "The Plough")),
     ("The Anchor's player threw a higher score than The Swan's.",
      lambda s: P(s, "The Anchor", "score") > P(s, "The Swan", "score")),
     ("Ivor isn't known as Bullseye.",
      lambda s: not s.same("Ivor", "Bullseye")),
     ("The Plough's player scored exactly 21 more than Flash.",
      lambda s: P(s, "The Plough", "score") == P(s, "Flash", "score") + 21),
    ])

# ---------------------------------------------------------------- 07
puzzle("u87-07-bowling-league", "Starlite Lanes",
    "Five bowlers each rolled one game at the Starlite Lanes, one bowler on each of lanes 3 "
    "to 7, and each used a ball of a different colour. Kim, Maeve and Olga are women; Luis and "
    "Nate are men.",
    [("bowler", ["Kim", "Luis", "Maeve", "Nate", "Olga"]),
     ("score", ["168", "182", "195", "209", "236"]),
     ("lane", ["3", "4", "5", "6", "7"]),
     ("ball", ["black", "blue", "orange", "red", "silver"])],
    [["Kim", "209", "5", "red"],
     ["Luis", "168", "3", "silver"],
     ["Maeve", "236", "7", "blue"],
     ["Nate", "182", "6", "black"],
     ["Olga", "195", "4", "orange"]],
    [("The top score of the night was rolled on lane 7.",
      lambda s: highest(s, "7", "score")),
     ("Kim bowled on the lane next to Nate's, and she beat him by 27 pins.",
      lambda s: abs(P(s, "Kim", "lane") - P(s, "Nate", "lane")) == 1
                and P(s, "Kim", "score") == P(s, "Nate", "score") + 27),
     ("Luis, who used the silver ball, had the lowest score.",
      lambda s: s.same("Luis", "silver") and lowest(s, "Luis", "score")),
     ("Olga, whose ball wasn't black, scored higher than Luis but lower than the bowler with the red ball.",
      lambda s: not s.same("Olga", "black")
                and P(s, "Luis", "score") < P(s, "Olga", "score") < P(s, "red", "score")),
     ("The black ball was used on an even-numbered lane.",
      lambda s: P(s, "black", "lane") % 2 == 0),
     ("Maeve used neither the orange ball nor the red one, and Luis wasn't on lane 5.",
      lambda s: not s.same("Maeve", "orange") and not s.same("Maeve", "red")
                and not s.same("Luis", "5")),
     ("The bowler on lane 4 scored 13 pins more than the bowler on lane 6.",
      lambda s: P(s, "4", "score") == P(s, "6", "score") + 13),
    ])

# ---------------------------------------------------------------- 08
puzzle("u87-08-talent-show", "Summerfest Talent Show",
    "Five young performers, each from a different town and each with a different act, reached "
    "the final of the Summerfest talent show, where the judges ranked them 1st to 5th.",
    [("performer", ["Fen", "Gwen", "Hal", "Isla", "Joss"]),
     ("act", ["harmonica", "juggling", "magic", "tap dance", "ventriloquism"]),
     ("place", ["1st", "2nd", "3rd", "4th", "5th"]),
     ("age", ["11", "13", "14", "16", "17"]),
     ("town", ["Hollin", "Marsh End", "Pikeford", "Stanbury", "Wexley"])],
    [["Fen", "magic", "3rd", "14", "Pikeford"],
     ["Gwen", "tap dance", "1st", "11", "Stanbury"],
     ["Hal", "juggling", "5th", "17", "Hollin"],
     ["Isla", "harmonica", "2nd", "16", "Wexley"],
     ["Joss", "ventriloquism", "4th", "13", "Marsh End"]],
    [("The winner, a tap dancer, was the youngest of the five finalists.",
      lambda s: s.same("1st", "tap dance") and lowest(s, "1st", "age")),
     ("The magician finished one place ahead of the 13-year-old.",
      lambda s: P(s, "magic") == P(s, "13") - 1),
     ("Hal, who is three years older than the contestant from Pikeford, came last.",
      lambda s: P(s, "Hal", "age") == P(s, "Pikeford", "age") + 3 and s.same("Hal", "5th")),
     ("The harmonica player from Wexley finished one place behind the tap dancer.",
      lambda s: s.same("harmonica", "Wexley") and P(s, "harmonica") == P(s, "tap dance") + 1),
     ("Isla is two years older than Fen.",
      lambda s: P(s, "Isla", "age") == P(s, "Fen", "age") + 2),
     ("Neither the juggler nor the ventriloquist comes from Stanbury or Wexley.",
      lambda s: all(not s.same(a, t) for a in ("juggling", "ventriloquism")
                    for t in ("Stanbury", "Wexley"))),
     ("Of Joss and the 16-year-old, one is a ventriloquist and the other finished second.",
      lambda s: one_of_other(s, "Joss", "16", "ventriloquism", "2nd")),
     ("The performer from Hollin was placed somewhere below the one from Marsh End.",
      lambda s: P(s, "Hollin") > P(s, "Marsh End")),
     ("The juggler is older than the magician.",
      lambda s: P(s, "juggling", "age") > P(s, "magic", "age")),
    ])

# ---------------------------------------------------------------- 09
puzzle("u87-09-triathlon", "Lakeside Sprint Triathlon",
    "Five athletes from five different clubs raced the Lakeside sprint triathlon, each wearing "
    "a different bib number. No two finished in the same time, and the fastest time won.",
    [("athlete", ["Aiko", "Bastian", "Cormac", "Delphine", "Emeka"]),
     ("time", ["62 minutes", "65 minutes", "68 minutes", "71 minutes", "77 minutes"]),
     ("bib", ["14", "27", "33", "41", "58"]),
     ("club", ["Harriers", "Striders", "Tri-Stars", "Velo", "Waves"])],
    [["Aiko", "65 minutes", "41", "Waves"],
     ["Bastian", "77 minutes", "14", "Velo"],
     ["Cormac", "62 minutes", "58", "Striders"],
     ["Delphine", "68 minutes", "27", "Harriers"],
     ["Emeka", "71 minutes", "33", "Tri-Stars"]],
    [("The winner wore bib number 58.",
      lambda s: lowest(s, "58", "time")),
     ("Aiko's time was three minutes slower than that of the Striders athlete.",
      lambda s: P(s, "Aiko", "time") == P(s, "Striders", "time") + 3),
     ("The athlete wearing bib 14 came in last.",
      lambda s: highest(s, "14", "time")),
     ("Delphine, who races for the Harriers, finished somewhere ahead of bib 33.",
      lambda s: s.same("Delphine", "Harriers") and P(s, "Delphine", "time") < P(s, "33", "time")),
     ("Emeka's bib number is lower than Aiko's.",
      lambda s: P(s, "Emeka", "bib") < P(s, "Aiko", "bib")),
     ("The Velo rider wasn't wearing bib 33 or bib 58.",
      lambda s: not s.same("Velo", "33") and not s.same("Velo", "58")),
     ("Of the Waves athlete and Emeka, one wore bib 41 and the other took 71 minutes.",
      lambda s: one_of_other(s, "Waves", "Emeka", "41", "71 minutes")),
     ("Cormac beat Bastian by a quarter of an hour.",
      lambda s: P(s, "Bastian", "time") - P(s, "Cormac", "time") == 15),
    ])

# ---------------------------------------------------------------- 10
puzzle("u87-10-dog-show", "Ashcombe Dog Show",
    "Four dogs of four different breeds reached the final ring of the Ashcombe village dog "
    "show, and the judge placed them 1st to 4th. Ages are in years.",
    [("owner", ["Mr Abbott", "Mrs Byrne", "Mr Castle", "Mrs Doyle"]),
     ("dog", ["Biscuit", "Pepper", "Rufus", "Tilly"]),
     ("breed", ["beagle", "collie", "poodle", "whippet"]),
     ("place", ["1st", "2nd", "3rd", "4th"]),
     ("age", ["2", "3", "5", "6"])],
    [["Mr Abbott", "Pepper", "collie", "2nd", "5"],
     ["Mrs Byrne", "Rufus", "whippet", "4th", "2"],
     ["Mr Castle", "Tilly", "beagle", "1st", "6"],
     ["Mrs Doyle", "Biscuit", "poodle", "3rd", "3"]],
    [("The beagle took the rosette for first place.",
      lambda s: s.same("beagle", "1st")),
     ("Rufus, the youngest dog in the final, finished last.",
      lambda s: lowest(s, "Rufus", "age") and s.same("Rufus", "4th")),
     ("Mrs Doyle's dog is three years younger than Tilly.",
      lambda s: P(s, "Mrs Doyle", "age") == P(s, "Tilly", "age") - 3),
     ("Pepper was placed just ahead of the poodle.",
      lambda s: P(s, "Pepper") == P(s, "poodle") - 1),
     ("Biscuit isn't the beagle, and Mr Castle doesn't own Pepper.",
      lambda s: not s.same("Biscuit", "beagle") and not s.same("Mr Castle", "Pepper")),
     ("Of Mrs Byrne and Mr Castle, one owns the whippet and the other owns the oldest dog.",
      lambda s: s.r("Mrs Byrne") != s.r("Mr Castle")
                and ((s.same("Mrs Byrne", "whippet") and highest(s, "Mr Castle", "age"))
                     or (s.same("Mr Castle", "whippet") and highest(s, "Mrs Byrne", "age")))),
     ("Mr Castle's dog beat Mr Abbott's, which in turn beat Mrs Doyle's.",
      lambda s: P(s, "Mr Castle") < P(s, "Mr Abbott") < P(s, "Mrs Doyle")),
    ])

# ---------------------------------------------------------------- 11
puzzle("u87-11-pub-quiz", "Quiz Night at the Red Lion",
    "Five teams, each with a different captain, took part in Thursday's quiz at the Red Lion. "
    "No two teams had the same score, and the highest score won.",
    [("team", ["Agatha Quiztie", "Les Quizerables", "Quizzly Bears", "The Know-It-Ales",
               "Universally Challenged"]),
     ("score", ["38", "41", "44", "47", "52"]),
     ("captain", ["Fiona", "Gary", "Helen", "Ivan", "June"])],
    [["Agatha Quiztie", "38", "Gary"],
     ["Les Quizerables", "52", "Helen"],
     ["Quizzly Bears", "44", "Ivan"],
     ["The Know-It-Ales", "41", "June"],
     ["Universally Challenged", "47", "Fiona"]],
    [("Helen's team won the quiz.",
      lambda s: highest(s, "Helen", "score")),
     ("The Know-It-Ales scored three points fewer than Ivan's team.",
      lambda s: P(s, "The Know-It-Ales", "score") == P(s, "Ivan", "score") - 3),
     ("Agatha Quiztie finished last, nine points behind Fiona's team.",
      lambda s: lowest(s, "Agatha Quiztie", "score")
                and P(s, "Agatha Quiztie", "score") == P(s, "Fiona", "score") - 9),
     ("Universally Challenged beat the Quizzly Bears but finished behind Les Quizerables.",
      lambda s: P(s, "Quizzly Bears", "score") < P(s, "Universally Challenged", "score")
                < P(s, "Les Quizerables", "score")),
     ("June's team finished one place behind Ivan's.",
      lambda s: rank(s, "June", "score") == rank(s, "Ivan", "score") + 1),
    ])

# ---------------------------------------------------------------- 12
puzzle("u87-12-harbour-cup", "The Harbour Cup",
    "Five dinghies raced for the Harbour Cup, each sailed by a different skipper, with a "
    "different hull colour and sail number, and they finished 1st to 5th.",
    [("skipper", ["Freya", "Gideon", "Harriet", "Idris", "Juno"]),
     ("boat", ["Kestrel", "Marlin", "Petrel", "Seahorse", "Tern"]),
     ("place", ["1st", "2nd", "3rd", "4th", "5th"]),
     ("hull", ["black", "blue", "green", "red", "white"]),
     ("sail", ["104", "217", "233", "358", "461"])],
    [["Freya", "Tern", "4th", "green", "358"],
     ["Gideon", "Kestrel", "1st", "white", "217"],
     ["Harriet", "Seahorse", "2nd", "red", "461"],
     ["Idris", "Marlin", "5th", "blue", "104"],
     ["Juno", "Petrel", "3rd", "black", "233"]],
    [("Kestrel won the Harbour Cup.",
      lambda s: s.same("Kestrel", "1st")),
     ("The blue boat came in two places behind Petrel.",
      lambda s: P(s, "blue") == P(s, "Petrel") + 2),
     ("Harriet finished somewhere ahead of the boat with sail number 358, but behind the white boat.",
      lambda s: P(s, "white") < P(s, "Harriet") < P(s, "358")),
     ("Of Juno and the skipper of Tern, one sails the black boat and the other has sail number 358.",
      lambda s: one_of_other(s, "Juno", "Tern", "black", "358")),
     ("The runner-up carries the highest sail number in the fleet.",
      lambda s: highest(s, "2nd", "sail")),
     ("Idris, who finished somewhere behind Gideon, has a lower sail number than him.",
      lambda s: P(s, "Idris") > P(s, "Gideon") and P(s, "Idris", "sail") < P(s, "Gideon", "sail")),
     ("Marlin came in last, one place behind Freya.",
      lambda s: s.same("Marlin", "5th") and P(s, "Freya") == 4),
     ("Sail number 233 finished just ahead of Freya's green boat.",
      lambda s: s.same("Freya", "green") and P(s, "233") == P(s, "green") - 1),
     ("The red boat isn't Petrel.",
      lambda s: not s.same("red", "Petrel")),
    ])
