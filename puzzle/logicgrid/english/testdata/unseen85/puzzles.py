# unseen85: science, nature and hobbies, with numeric categories whose units
# are named only in the clues.  Executed by ../unseen/truth.py, which supplies
# State, nv, one_of_other and puzzle.

def diff(s, *items):
    """The items named are in pairwise different rows (different people)."""
    rows = [s.r(i) for i in items]
    return len(set(rows)) == len(rows)

def num(s, item, cat):
    return s.n(item, cat)

# 01 -- 4x3
puzzle("u85-01-dawn-count", "Dawn Count",
       "Four members of a birding club each spent a morning on the marsh counting one kind of "
       "bird. No two of them counted the same kind, and no two came back with the same tally.",
       [("birder", ["Hannah", "Isaac", "Juno", "Kemal"]),
        ("bird", ["heron", "kestrel", "owl", "wren"]),
        ("count", ["3", "6", "9", "12"])],
       [["Hannah", "wren", "12"], ["Isaac", "heron", "3"],
        ["Juno", "owl", "6"], ["Kemal", "kestrel", "9"]],
       [("Whoever counted herons saw fewer birds than Juno.",
         lambda s: num(s, "heron", "count") < num(s, "Juno", "count")),
        ("Juno counted three more birds than Isaac did.",
         lambda s: num(s, "Juno", "count") == num(s, "Isaac", "count") + 3),
        ("The owl tally was lower than the kestrel tally.",
         lambda s: num(s, "owl", "count") < num(s, "kestrel", "count")),
        ("Isaac came back with a smaller number than the owl counter.",
         lambda s: num(s, "Isaac", "count") < num(s, "owl", "count")),
        ("Hannah saw more birds than the kestrel counter.",
         lambda s: num(s, "Hannah", "count") > num(s, "kestrel", "count")),
       ])

# 02 -- 4x4, two numeric categories
puzzle("u85-02-backyard-telescopes", "Backyard Telescopes",
       "Four amateur astronomers, each from a different village, spent a clear night observing "
       "a different star, each through a telescope of a different aperture.",
       [("astronomer", ["Priya", "Quentin", "Rosa", "Stellan"]),
        ("village", ["Ashby", "Bexley", "Carlow", "Dunmore"]),
        ("distance", ["40", "55", "70", "85"]),
        ("aperture", ["80", "100", "120", "150"])],
       [["Priya", "Dunmore", "55", "120"], ["Quentin", "Ashby", "85", "100"],
        ["Rosa", "Carlow", "70", "80"], ["Stellan", "Bexley", "40", "150"]],
       [("Rosa's star is 15 light years farther away than Priya's.",
         lambda s: num(s, "Rosa", "distance") == num(s, "Priya", "distance") + 15),
        ("The Ashby astronomer's telescope is 20 millimetres narrower than Priya's.",
         lambda s: num(s, "Ashby", "aperture") == num(s, "Priya", "aperture") - 20),
        ("Quentin, whose star is the most distant of the four, has a narrower telescope than Priya.",
         lambda s: s.same("Quentin", "85")
                   and num(s, "Quentin", "aperture") < num(s, "Priya", "aperture")),
        ("Stellan, who owns the widest telescope, lives in either Bexley or Dunmore.",
         lambda s: s.same("Stellan", "150")
                   and (s.same("Stellan", "Bexley") or s.same("Stellan", "Dunmore"))),
        ("The nearest of the four stars was observed from Bexley.",
         lambda s: s.same("40", "Bexley")),
        ("Neither the Dunmore astronomer nor Quentin used the 80-millimetre telescope.",
         lambda s: not s.same("Dunmore", "80") and not s.same("Quentin", "80")),
        ("The star seen through the 80 mm telescope lies farther off than the one seen from Dunmore.",
         lambda s: num(s, "80", "distance") > num(s, "Dunmore", "distance")),
       ])

# 03 -- 5x3
puzzle("u85-03-giant-pumpkins", "Giant Pumpkins",
       "Five growers, each from a different town, brought their biggest pumpkins to the county "
       "weigh-off. No two pumpkins weighed the same.",
       [("grower", ["Abel", "Bettina", "Calum", "Dorota", "Emeka"]),
        ("town", ["Fernhill", "Glenby", "Hollins", "Ivybridge", "Jarrow"]),
        ("weight", ["310", "345", "380", "415", "450"])],
       [["Abel", "Hollins", "380"], ["Bettina", "Jarrow", "450"], ["Calum", "Fernhill", "310"],
        ["Dorota", "Ivybridge", "345"], ["Emeka", "Glenby", "415"]],
       [("Bettina's pumpkin outweighed Emeka's by 35 kilograms.",
         lambda s: num(s, "Bettina", "weight") == num(s, "Emeka", "weight") + 35),
        ("Abel's pumpkin was somewhat heavier than the one from Ivybridge.",
         lambda s: num(s, "Abel", "weight") > num(s, "Ivybridge", "weight")),
        ("Of Calum and Dorota, one is from Fernhill and the other grew the 345-kilogram pumpkin.",
         lambda s: one_of_other(s, "Calum", "Dorota", "Fernhill", "345")),
        ("The Glenby pumpkin tipped the scales at 70 kilograms more than the Ivybridge entry.",
         lambda s: num(s, "Glenby", "weight") == num(s, "Ivybridge", "weight") + 70),
        ("Abel's pumpkin was lighter than Bettina's.",
         lambda s: num(s, "Abel", "weight") < num(s, "Bettina", "weight")),
        ("Dorota's pumpkin was heavier than Calum's.",
         lambda s: num(s, "Dorota", "weight") > num(s, "Calum", "weight")),
        ("The pumpkin from Hollins was neither the heaviest nor the lightest.",
         lambda s: not s.same("Hollins", "450") and not s.same("Hollins", "310")),
       ])

# 04 -- 5x4, two numeric categories (minutes and degrees)
puzzle("u85-04-bake-off", "Village Bake-Off",
       "Five bakers each entered a different cake in the village show. Each cake needs a "
       "different baking time and a different oven temperature.",
       [("baker", ["Fenella", "Gustav", "Harriet", "Ivo", "Jasmine"]),
        ("cake", ["carrot", "lemon drizzle", "Madeira", "red velvet", "sponge"]),
        ("time", ["25", "30", "35", "40", "45"]),
        ("temperature", ["160", "170", "180", "190", "200"])],
       [["Fenella", "Madeira", "45", "160"], ["Gustav", "carrot", "35", "180"],
        ["Harriet", "sponge", "25", "200"], ["Ivo", "red velvet", "30", "190"],
        ["Jasmine", "lemon drizzle", "40", "170"]],
       [("Gustav's cake bakes 10 minutes longer than Harriet's.",
         lambda s: num(s, "Gustav", "time") == num(s, "Harriet", "time") + 10),
        ("The red velvet goes into an oven 10 degrees hotter than the carrot cake does.",
         lambda s: num(s, "red velvet", "temperature") == num(s, "carrot", "temperature") + 10),
        ("The cake that takes 40 minutes is baked at 170 degrees.",
         lambda s: s.same("40", "170")),
        ("Fenella's cake spends the longest in the oven, and at the lowest temperature.",
         lambda s: s.same("Fenella", "45") and s.same("Fenella", "160")),
        ("Harriet bakes at the highest temperature, but she didn't make the carrot cake.",
         lambda s: s.same("Harriet", "200") and not s.same("Harriet", "carrot")),
        ("Jasmine's lemon drizzle needs five minutes more than the carrot cake.",
         lambda s: s.same("Jasmine", "lemon drizzle")
                   and num(s, "lemon drizzle", "time") == num(s, "carrot", "time") + 5),
        ("The sponge is in the oven for less time than Ivo's cake.",
         lambda s: num(s, "sponge", "time") < num(s, "Ivo", "time")),
       ])

# 05 -- 5x4, two numeric categories (depth and age)
puzzle("u85-05-cave-divers", "Cave Divers",
       "Five cave divers of different ages each explored a different flooded cave last summer, "
       "and each reached a different maximum depth.",
       [("diver", ["Anouk", "Bram", "Cleo", "Dario", "Elin"]),
        ("cave", ["Cenote Azul", "Devil's Eye", "Emerald Well", "Hollow Moon", "Sump Nine"]),
        ("depth", ["30", "45", "60", "75", "90"]),
        ("age", ["24", "29", "33", "38", "41"])],
       [["Anouk", "Emerald Well", "75", "29"], ["Bram", "Sump Nine", "30", "41"],
        ["Cleo", "Devil's Eye", "90", "24"], ["Dario", "Cenote Azul", "45", "38"],
        ["Elin", "Hollow Moon", "60", "33"]],
       [("The youngest diver went the deepest.",
         lambda s: s.same("24", "90")),
        ("Bram is 3 years older than Dario.",
         lambda s: num(s, "Bram", "age") == num(s, "Dario", "age") + 3),
        ("Anouk went 30 metres deeper than the diver who explored Cenote Azul.",
         lambda s: num(s, "Anouk", "depth") == num(s, "Cenote Azul", "depth") + 30),
        ("The Hollow Moon diver is four years older than Anouk.",
         lambda s: num(s, "Hollow Moon", "age") == num(s, "Anouk", "age") + 4),
        ("Bram's dive at Sump Nine was the shallowest of the five.",
         lambda s: s.same("Bram", "Sump Nine") and s.same("Sump Nine", "30")),
        ("Elin dived somewhat deeper than Dario, but not as deep as the diver at Emerald Well.",
         lambda s: num(s, "Dario", "depth") < num(s, "Elin", "depth") < num(s, "Emerald Well", "depth")),
        ("Cleo isn't the one who explored Emerald Well.",
         lambda s: not s.same("Cleo", "Emerald Well")),
       ])

# 06 -- 4x4, two numeric categories (decibels and year)
puzzle("u85-06-loudest-gigs", "Loudest Gigs",
       "A sound engineer kept a note of the peak level she measured at four bands' gigs, each "
       "in a different venue and a different year from 2019 to 2022.",
       [("band", ["Brass Tacks", "Lamplight", "Neon Orchard", "The Voltages"]),
        ("venue", ["Corn Exchange", "Old Mill", "Palace", "Rookery"]),
        ("level", ["96", "99", "102", "105"]),
        ("year", ["2019", "2020", "2021", "2022"])],
       [["Brass Tacks", "Rookery", "102", "2021"], ["Lamplight", "Palace", "96", "2022"],
        ["Neon Orchard", "Old Mill", "105", "2019"], ["The Voltages", "Corn Exchange", "99", "2020"]],
       [("The loudest gig was also the earliest of the four.",
         lambda s: s.same("105", "2019")),
        ("Brass Tacks were measured six decibels louder than Lamplight.",
         lambda s: num(s, "Brass Tacks", "level") == num(s, "Lamplight", "level") + 6),
        ("The Corn Exchange gig came one year after the Old Mill gig.",
         lambda s: num(s, "Corn Exchange", "year") == num(s, "Old Mill", "year") + 1),
        ("Lamplight's was the most recent of the gigs, a year after the Rookery show.",
         lambda s: s.same("Lamplight", "2022")
                   and num(s, "Lamplight", "year") == num(s, "Rookery", "year") + 1),
        ("Neon Orchard were louder than The Voltages.",
         lambda s: num(s, "Neon Orchard", "level") > num(s, "The Voltages", "level")),
        ("The Voltages played some time before Brass Tacks.",
         lambda s: num(s, "The Voltages", "year") < num(s, "Brass Tacks", "year")),
       ])

# 07 -- 5x5, two numeric categories (age and place)
puzzle("u85-07-city-marathon", "City Marathon",
       "Five club runners, each from a different city, ran the spring marathon in a different "
       "brand of shoe and took the first five places.",
       [("runner", ["Aiko", "Bernard", "Carmen", "Dmitri", "Eshe"]),
        ("age", ["22", "27", "31", "36", "44"]),
        ("place", ["1st", "2nd", "3rd", "4th", "5th"]),
        ("shoe", ["Apex", "Drift", "Halo", "Strider", "Zephyr"]),
        ("city", ["Bristol", "Dundee", "Exeter", "Leeds", "York"])],
       [["Aiko", "31", "2nd", "Zephyr", "Leeds"], ["Bernard", "44", "4th", "Apex", "York"],
        ["Carmen", "22", "1st", "Halo", "Exeter"], ["Dmitri", "27", "5th", "Strider", "Bristol"],
        ["Eshe", "36", "3rd", "Drift", "Dundee"]],
       [("The winner was the youngest of the five.",
         lambda s: s.same("1st", "22")),
        ("Dmitri finished two places behind Eshe.",
         lambda s: num(s, "Dmitri", "place") == num(s, "Eshe", "place") + 2),
        ("Bernard is 13 years older than Aiko.",
         lambda s: num(s, "Bernard", "age") == num(s, "Aiko", "age") + 13),
        ("The runner from Leeds, who wore Zephyrs, crossed the line just ahead of Eshe.",
         lambda s: s.same("Leeds", "Zephyr")
                   and num(s, "Leeds", "place") == num(s, "Eshe", "place") - 1),
        ("The Apex runner is eight years older than the runner from Dundee.",
         lambda s: num(s, "Apex", "age") == num(s, "Dundee", "age") + 8),
        ("Carmen comes from neither York nor Bristol.",
         lambda s: not s.same("Carmen", "York") and not s.same("Carmen", "Bristol")),
        ("The runner in Striders finished last.",
         lambda s: s.same("Strider", "5th")),
        ("Of Carmen and the Bristol runner, one wore Halos and the other is 27.",
         lambda s: one_of_other(s, "Carmen", "Bristol", "Halo", "27")),
        ("Dmitri is younger than Eshe.",
         lambda s: num(s, "Dmitri", "age") < num(s, "Eshe", "age")),
       ])

# 08 -- 4x3
puzzle("u85-08-island-census", "Island Census",
       "The new census of an archipelago counted the people on its four main islands, each of "
       "which has a different chief export.",
       [("island", ["Aldermere", "Brisk Isle", "Corrin", "Dunvallen"]),
        ("population", ["1.5 million", "2 million", "2.5 million", "3 million"]),
        ("export", ["coffee", "nickel", "timber", "wool"])],
       [["Aldermere", "2.5 million", "nickel"], ["Brisk Isle", "1.5 million", "wool"],
        ["Corrin", "3 million", "coffee"], ["Dunvallen", "2 million", "timber"]],
       [("Corrin has half a million more people than Aldermere.",
         lambda s: num(s, "Corrin", "population") == num(s, "Aldermere", "population") + 0.5),
        ("The island that exports wool is the least populous.",
         lambda s: s.same("wool", "1.5 million")),
        ("Neither Aldermere nor Dunvallen exports coffee.",
         lambda s: not s.same("Aldermere", "coffee") and not s.same("Dunvallen", "coffee")),
        ("No island has more people than Corrin.",
         lambda s: s.same("Corrin", "3 million")),
        ("The timber island has fewer inhabitants than the nickel island.",
         lambda s: num(s, "timber", "population") < num(s, "nickel", "population")),
        ("Brisk Isle is home to fewer people than Dunvallen.",
         lambda s: num(s, "Brisk Isle", "population") < num(s, "Dunvallen", "population")),
       ])

# 09 -- 5x3, two numeric categories (height and month)
puzzle("u85-09-summit-season", "Summit Season",
       "Five climbers each reached the top of a different peak last year, no two of them in the "
       "same month; the five climbs fell in the months from May to September.",
       [("climber", ["Farid", "Greta", "Hugo", "Ines", "Jonas"]),
        ("height", ["4,200", "4,500", "4,800", "5,100", "5,400"]),
        ("month", ["May", "June", "July", "August", "September"])],
       [["Farid", "5,100", "June"], ["Greta", "4,200", "August"], ["Hugo", "5,400", "May"],
        ["Ines", "4,800", "September"], ["Jonas", "4,500", "July"]],
       [("Farid's peak is 300 metres higher than Ines's.",
         lambda s: num(s, "Farid", "height") == num(s, "Ines", "height") + 300),
        ("The 4,200-metre peak was climbed one month after Jonas made his ascent.",
         lambda s: num(s, "4,200", "month") == num(s, "Jonas", "month") + 1),
        ("Greta climbed some time before Ines, while Jonas's peak is lower than Ines's.",
         lambda s: num(s, "Greta", "month") < num(s, "Ines", "month")
                   and num(s, "Jonas", "height") < num(s, "Ines", "height")),
        ("The June ascent was of a mountain 600 metres taller than the one climbed in July.",
         lambda s: num(s, "June", "height") == num(s, "July", "height") + 600),
        ("Hugo reached a higher summit than Farid.",
         lambda s: num(s, "Hugo", "height") > num(s, "Farid", "height")),
       ])

# 10 -- 4x5, three numeric categories (feet, locomotives, year)
puzzle("u85-10-model-railways", "Model Railways",
       "Four members of a model railway club each run a layout in a different gauge. The "
       "layouts differ in length, in the number of locomotives, and in the year their owners "
       "took up the hobby.",
       [("member", ["Mr Abbott", "Mrs Brennan", "Ms Chu", "Mr Dale"]),
        ("gauge", ["N gauge", "OO gauge", "O gauge", "G gauge"]),
        ("length", ["12", "18", "24", "30"]),
        ("locomotives", ["3", "5", "7", "9"]),
        ("year", ["1994", "1999", "2004", "2009"])],
       [["Mr Abbott", "O gauge", "24", "3", "2009"], ["Mrs Brennan", "N gauge", "30", "9", "1994"],
        ["Ms Chu", "G gauge", "12", "5", "1999"], ["Mr Dale", "OO gauge", "18", "7", "2004"]],
       [("The 30-foot layout belongs to the member who started in 1994.",
         lambda s: s.same("30", "1994")),
        ("Mr Abbott's layout is six feet longer than Mr Dale's.",
         lambda s: num(s, "Mr Abbott", "length") == num(s, "Mr Dale", "length") + 6),
        ("The N gauge modeller owns four more locomotives than Ms Chu.",
         lambda s: num(s, "N gauge", "locomotives") == num(s, "Ms Chu", "locomotives") + 4),
        ("Ms Chu took up the hobby ten years before Mr Abbott.",
         lambda s: num(s, "Ms Chu", "year") == num(s, "Mr Abbott", "year") - 10),
        ("The G gauge layout is the shortest.",
         lambda s: s.same("G gauge", "12")),
        ("The owner of seven locomotives started five years after the G gauge modeller.",
         lambda s: num(s, "7", "year") == num(s, "G gauge", "year") + 5),
        ("Neither Mr Dale nor the O gauge modeller has nine locomotives.",
         lambda s: not s.same("Mr Dale", "9") and not s.same("O gauge", "9")),
        ("The OO gauge layout is six feet shorter than the O gauge one.",
         lambda s: num(s, "OO gauge", "length") == num(s, "O gauge", "length") - 6),
        ("Mr Abbott has fewer locomotives than Mr Dale.",
         lambda s: num(s, "Mr Abbott", "locomotives") < num(s, "Mr Dale", "locomotives")),
       ])

# 11 -- 5x4, two numeric categories (height and age)
puzzle("u85-11-tall-trees", "Tall Trees",
       "Five rangers, each working in a different park, measured the tallest tree in their park "
       "and took a core sample to estimate its age.",
       [("ranger", ["Alma", "Boris", "Cecile", "Dev", "Ellis"]),
        ("park", ["Cold Creek", "Fir Hollow", "Grey Ridge", "Mill Valley", "Stone Gap"]),
        ("height", ["150", "200", "250", "300", "350"]),
        ("age", ["90", "140", "180", "270", "400"])],
       [["Alma", "Grey Ridge", "250", "400"], ["Boris", "Cold Creek", "350", "180"],
        ["Cecile", "Stone Gap", "150", "270"], ["Dev", "Mill Valley", "200", "90"],
        ["Ellis", "Fir Hollow", "300", "140"]],
       [("Boris's tree is 50 feet taller than Ellis's.",
         lambda s: num(s, "Boris", "height") == num(s, "Ellis", "height") + 50),
        ("The Grey Ridge tree, which Alma looks after, is the oldest, but it isn't the tallest of the five.",
         lambda s: s.same("Alma", "Grey Ridge") and s.same("Grey Ridge", "400")
                   and not s.same("Grey Ridge", "350")),
        ("The youngest tree stands 50 feet shorter than Alma's.",
         lambda s: num(s, "90", "height") == num(s, "Alma", "height") - 50),
        ("Cecile's tree, the shortest of the five, is older than the one at Cold Creek.",
         lambda s: s.same("Cecile", "150")
                   and num(s, "Cecile", "age") > num(s, "Cold Creek", "age")),
        ("The tallest of the five trees is 40 years older than the Fir Hollow tree.",
         lambda s: num(s, "350", "age") == num(s, "Fir Hollow", "age") + 40),
        ("Dev works at neither Stone Gap nor Cold Creek.",
         lambda s: not s.same("Dev", "Stone Gap") and not s.same("Dev", "Cold Creek")),
        ("The Mill Valley tree is somewhat shorter than the Fir Hollow tree.",
         lambda s: num(s, "Mill Valley", "height") < num(s, "Fir Hollow", "height")),
       ])

# 12 -- 5x5, three numeric categories (grams, dollars, year)
puzzle("u85-12-rock-hounds", "Rock Hounds",
       "Five members of a rock club each found a different mineral specimen in a different "
       "year from 2016 to 2020, and each had it weighed and valued.",
       [("collector", ["Anders", "Beatriz", "Colm", "Delphine", "Emil"]),
        ("mineral", ["agate", "fluorite", "garnet", "malachite", "quartz"]),
        ("weight", ["120", "180", "240", "300", "360"]),
        ("value", ["$15", "$20", "$25", "$30", "$35"]),
        ("year", ["2016", "2017", "2018", "2019", "2020"])],
       [["Anders", "garnet", "300", "$20", "2018"], ["Beatriz", "quartz", "360", "$35", "2016"],
        ["Colm", "agate", "120", "$30", "2020"], ["Delphine", "malachite", "180", "$15", "2019"],
        ["Emil", "fluorite", "240", "$25", "2017"]],
       [("Beatriz made her find first, in 2016, and it is the heaviest of the five.",
         lambda s: s.same("Beatriz", "2016") and s.same("Beatriz", "360")),
        ("The quartz is valued at $10 more than the fluorite; the garnet weighs 60 grams less than the quartz.",
         lambda s: num(s, "quartz", "value") == num(s, "fluorite", "value") + 10
                   and num(s, "garnet", "weight") == num(s, "quartz", "weight") - 60),
        ("Colm's agate turned up two years after Anders's specimen.",
         lambda s: s.same("Colm", "agate")
                   and num(s, "Colm", "year") == num(s, "Anders", "year") + 2),
        ("The malachite weighs 60 grams more than Colm's stone.",
         lambda s: num(s, "malachite", "weight") == num(s, "Colm", "weight") + 60),
        ("The $15 specimen was found a year after the garnet.",
         lambda s: num(s, "$15", "year") == num(s, "garnet", "year") + 1),
        ("Emil's specimen is lighter than the garnet but heavier than the malachite.",
         lambda s: num(s, "malachite", "weight") < num(s, "Emil", "weight") < num(s, "garnet", "weight")),
        ("Anders, the owner of the $30 specimen and whoever found a stone in 2017 are three different people.",
         lambda s: diff(s, "Anders", "$30", "2017")),
        ("The most valuable specimen is also the heaviest.",
         lambda s: s.same("$35", "360")),
        ("Delphine found neither the quartz nor the garnet.",
         lambda s: not s.same("Delphine", "quartz") and not s.same("Delphine", "garnet")),
       ])
