package english

import "testing"

// Phrasings read at stop 47 (issue 25), each a general reading, with its
// near misses.
func TestPublishedPhrasingsStop47(t *testing.T) {
	const (
		queue     = "Four people waited at the bus stop. Their places in the queue are numbered 1 to 4, from the front of the queue to the back.\n\nname: Alan, Brenda, Colin, Dorothy\nsurname: Fenwick, Hughes, Oakes, Pollard\nposition: 1, 2, 3, 4\nClues:\n"
		backQueue = "Four people waited at the bus stop. Their places in the queue are numbered 1 to 4, from the back of the queue to the front.\n\nname: Alan, Brenda, Colin, Dorothy\nsurname: Fenwick, Hughes, Oakes, Pollard\nposition: 1, 2, 3, 4\nClues:\n"
		huts      = "Five beach huts stand in a row, numbered 1 to 5 from left to right.\n\nhut: 1, 2, 3, 4, 5\nrenter: Amy, Bruno, Carla, Dev, Elena\ncolour: coral, lemon, mint, navy, plum\nitem: deckchair, kayak, kite, parasol, surfboard\nClues:\n"
		cars      = "Five staff parked in spaces numbered 1 to 5 from left to right.\n\nspace: 1, 2, 3, 4, 5\ndriver: Mr Fell, Mrs Grant, Ms Hale, Mr Ives, Mrs Jory\njob: accountant, chef, nurse, teacher, vet\nClues:\n"
		vets      = "Five pets are booked in at twenty-minute intervals.\n\npet: Biscuit, Clover, Mango, Pepper, Ziggy\ntime: 9:00am, 9:20am, 9:40am, 10:00am, 10:20am\nanimal: cat, dog, ferret, parrot, rabbit\nClues:\n"
		tri       = "Five athletes raced a triathlon; the fastest time won.\n\nathlete: Aiko, Bastian, Cormac, Delphine, Emeka\ntime: 62 minutes, 65 minutes, 68 minutes, 71 minutes, 77 minutes\nbib: 14, 27, 33, 41, 58\nClues:\n"
		sales     = "Mr. Grady and Mr. Ito are men; Mrs. Hunt and Ms. Jonas are women.\n\nneighbor: Mr. Grady, Mrs. Hunt, Mr. Ito, Ms. Jonas\nitem: bicycle, dresser, lawn mower, sofa\nprice: $15, $25, $40, $60\nClues:\n"
		regatta   = "Five dinghies raced for the Harbour Cup and finished 1st to 5th.\n\nskipper: Freya, Gideon, Harriet, Idris, Juno\nboat: Kestrel, Marlin, Petrel, Seahorse, Tern\nplace: 1st, 2nd, 3rd, 4th, 5th\nClues:\n"
		chess     = "player: Farid, Greta, Hugo, Ines, Jonas\npoints: 0.5, 1.5, 2, 2.5, 3.5\nClues:\n"
		stars     = "astronomer: Priya, Quentin, Rosa, Stellan\ndistance: 40, 55, 70, 85\naperture: 80, 100, 120, 150\nClues:\n"
		rocks     = "collector: Anders, Beatriz, Colm, Delphine, Emil\nmineral: agate, fluorite, garnet, malachite, quartz\nweight: 120, 180, 240, 300, 360\nvalue: $15, $20, $25, $30, $35\nClues:\n"
		garage    = "car: Astra, Civic, Golf, Polo\ntime: 8:00am, 9:00am, 10:00am, 11:00am\njob: brakes, clutch, exhaust, tyres\nClues:\n"
		talent    = "Five acts reached the final and were placed 1st to 5th.\n\nperformer: Fen, Gwen, Hal, Isla, Joss\nact: harmonica, juggling, magic, tap dance, ventriloquism\nplace: 1st, 2nd, 3rd, 4th, 5th\nage: 11, 13, 14, 16, 17\nClues:\n"
		divers    = "diver: Anouk, Bram, Cleo, Dario, Elin\ncave: Cenote Azul, Devil's Eye, Emerald Well, Hollow Moon, Sump Nine\ndepth: 30, 45, 60, 75, 90\nClues:\n"
		teas      = "name: Joan, Keith, Lorna, Martin\nsurname: Quinn, Rowe, Slater, Turner\ncake: scone, teacake, flapjack, eclair\nClues:\n"
		tutoring  = "student: Ben, Chloe, Eli, Maya, Priya\nday: Monday, Tuesday, Wednesday, Thursday, Friday\nsubject: chemistry, French, history, maths, physics\ntutor: Mr Lowe, Mr Osei, Ms Reid, Ms Shaw, Ms Tan\nClues:\n"
		offices   = "Five small firms each occupy one floor of an office block: the ground floor and the 1st to 4th floors above it.\n\ncompany: Aster, Birch, Cedar, Delta, Ember\nfloor: ground, 1st, 2nd, 3rd, 4th\nbusiness: architect, bakery, dentist, law firm, travel agent\nstaff: 3, 5, 8, 12, 20\nClues:\n"
		garden    = "Mr. Berry and Mr. Dwyer are the men; the others are women.\n\ngardener: Mrs. Abbott, Mr. Berry, Ms. Cole, Mr. Dwyer, Mrs. Ellis\nflower: dahlia, iris, peony, rose, tulip\nplace: 1st, 2nd, 3rd, 4th, 5th\ntown: Ashford, Brookline, Cedarville, Dover, Easton\nClues:\n"
		physio    = "patient: Anna, Bruno, Carla, Derek\nlength: 30 minutes, 40 minutes, 50 minutes, 60 minutes\nphysio: Fay, Gil, Hana, Ivan\nClues:\n"
		darts     = "Four players each threw three darts, and the highest score took the prize. Hattie and Jean are women; Gus and Ivor are men.\n\nplayer: Gus, Hattie, Ivor, Jean\nscore: 100, 121, 140, 180\nnickname: Bullseye, Flash, Ice, Tornado\nClues:\n"
		market    = "Five stalls stand in a row, numbered 1 to 5 from left to right.\n\nholder: Iris, Jack, Kay, Lou, Max\nstall: 1, 2, 3, 4, 5\nawning: green, red, blue, white, yellow\nClues:\n"
		bikes     = "Four bikes stand in a rack of slots numbered 1 to 4 from left to right.\n\nrider: Ada, Ben, Cy, Di\nslot: 1, 2, 3, 4\ncolour: black, orange, purple, silver\ngears: 3-speed, 7-speed, 18-speed, 21-speed\nClues:\n"
	)
	wantReadings(t, []struct{ why, head, sentence, want string }{
		// a queue's places numbered from its front: behind is a greater number (it was read as fewer, as votes behind are)
		{"immediately behind in a queue of bare numbers", queue, "Colin was standing immediately behind Alan.", "position$Alan:Colin:1"},
		{"somewhere ahead of in a queue", queue, "Fenwick was somewhere ahead of Alan.", "position$Fenwick:Alan"},
		{"two places behind", queue, "Colin was two places behind Brenda.", "position$Brenda:Colin:+2"},
		{"numbered from the back: behind is a smaller number", backQueue, "Colin was standing immediately behind Alan.", "position$Colin:Alan:1"},
		// an aside between commas in the second clause is read as a whole sentence's is
		{"her hut, the lemon one, after a semicolon", huts, "Carla brought the parasol; her hut, the lemon one, is at the right-hand end.", "Carla=parasol / Carla=lemon / Carla=5"},
		{"after ', and'", huts, "Carla brought the parasol, and her hut, the lemon one, is at the right-hand end.", "Carla=parasol / Carla=lemon / Carla=5"},
		// "3-speed": a number with its unit after a hyphen
		{"more gears of N-speed items", bikes, "The black bike has more gears than the silver one.", "gears$silver:black"},
		{"the fewest gears", bikes, "Ben's bike has the fewest gears.", "Ben=3-speed"},
		// "right" after "far" or "the" is the side, even before "next to"
		{"at the far right, next to", cars, "Ms Hale parked at the far right, next to Mrs Jory.", "Ms Hale=5 / space%Ms Hale:Mrs Jory:1"},
		{"right next to is still next to", cars, "Ms Hale parked right next to Mrs Jory.", "space%Ms Hale:Mrs Jory:1"},
		// "the very next": "very" stresses and says nothing more
		{"the very next appointment after", vets, "Mango has the very next appointment after the rabbit.", "time$rabbit:Mango:1"},
		{"in the very next slot after", vets, "Mango is seen in the very next slot after the rabbit.", "time$rabbit:Mango:1"},
		// labels (bib numbers) are never ahead in a race
		{"finished ahead of bib 33: a shorter time", tri, "Delphine finished ahead of bib 33.", "time$Delphine:33"},
		{"finished somewhere ahead of someone: one reading", tri, "Delphine finished somewhere ahead of Aiko.", "time$Delphine:Aiko"},
		// an unnamed subject of a sex: the one who did it is one of them
		{"a man sold it", sales, "A man sold the lawn mower.", "lawn mower~Mr. Grady|Mr. Ito"},
		{"a woman paid", sales, "A woman bought the sofa.", "sofa~Mrs. Hunt|Ms. Jonas"},
		// a trophy the story names is the contest: won it is first place
		{"won the Harbour Cup", regatta, "Kestrel won the Harbour Cup.", "Kestrel=1st"},
		{"won the cup", regatta, "Kestrel won the cup.", "Kestrel=1st"},
		// "half a point": the unit of a bare category after "half a"
		{"half a point ahead (in hundredths: the items have halves)", chess, "Farid finished half a point ahead of Jonas.", "points$Jonas:Farid:+50"},
		// "light years" of bare distances
		{"15 light years farther away", stars, "Rosa's star is 15 light years farther away than Priya's.", "distance$Priya:Rosa:+15"},
		// "most valuable" is the priciest, never the heaviest
		{"the most valuable is also the heaviest", rocks, "The most valuable specimen is also the heaviest.", "$35=360"},
		// the subject's own before each option of a negated either/or
		{"isn't in for its brakes or its exhaust", garage, "The Golf isn't in for its brakes or its exhaust.", "Golf*brakes*exhaust"},
		// an appositive after a subject named by its place in the contest
		{"the winner, a tap dancer, was the youngest", talent, "The winner, a tap dancer, was the youngest of the five finalists.", "1st=tap dance / 1st=11"},
		// an owner's thing placed by a preposition
		{"Bram's dive at Sump Nine was the shallowest", divers, "Bram's dive at Sump Nine was the shallowest of the five.", "Bram=Sump Nine / Bram=30"},
		{"... was deeper than Cleo's", divers, "Bram's dive at Sump Nine was deeper than Cleo's.", "Bram=Sump Nine / depth$Cleo:Bram"},
		// "hers" after a thing's clause: no teacake owns itself
		{"and the teacake wasn't hers", teas, "Lorna's surname isn't Slater, and the teacake wasn't hers.", "Lorna*Slater / teacake*Lorna"},
		// the verb of the subject's own category pairs two categories of people
		{"Ms Reid tutors the maths student", tutoring, "Ms Reid tutors the maths student.", "Ms Reid=maths"},
		{"is tutored by, then an amount after", tutoring, "The maths student is tutored by Ms Reid, one day after Priya's session.", "maths=Ms Reid / day$Priya:maths:+1"},
		// floors counted up from the ground floor (below was read as fewer staff)
		{"directly below, of floors from the ground", offices, "Aster is directly below Birch.", "floor$Aster:Birch:1"},
		{"two floors below", offices, "The bakery is two floors below the dentist.", "floor$bakery:dentist:2"},
		{"on the ground floor", offices, "Aster is on the ground floor.", "Aster=ground"},
		// a word the story uses for every row is no short name of one item
		{"the firm with 12 staff is any firm, not the law firm", offices, "The firm with 12 staff is on the ground floor.", "12=ground"},
		// a relative clause in brackets is an aside between commas
		{"(who doesn't live in Dover) after the subject", garden, "Mr. Berry (who doesn't live in Dover) finished higher than the gardener from Cedarville.", "Mr. Berry*Dover / place$Mr. Berry:Cedarville"},
		{"(who ...) at the end", garden, "Mr. Berry finished higher than Ms. Cole (who doesn't live in Dover).", "place$Mr. Berry:Ms. Cole / Ms. Cole*Dover"},
		// "one of the men" did it: the one who did it is a man
		{"one of the men grew the rose", garden, "One of the men grew the rose.", "rose~Mr. Berry|Mr. Dwyer"},
		// "hour-long" is a 1-hour one
		{"the hour-long session", physio, "Anna's session is not the hour-long one.", "Anna*60 minutes"},
		// the story says which score takes the prize: taking it is that score
		{"took the prize, where the story says the highest score took it", darts, "The player known as Ice, one of the two women, took the prize.", "Ice~Hattie|Jean / Ice=180"},
		// a place in the row between commas, said of the subject
		{"Iris's stall, at one of the two ends of the row, has ...", market, "Iris's stall, at one of the two ends of the row, has the green awning.", "Iris~1|5 / Iris=green"},
	})
	wantRefused(t, []struct{ why, head, sentence, want string }{
		{"more of a category that is no numbers is never a later slot", "rider: Ada, Ben, Cy, Di\nslot: 1, 2, 3, 4\ngears: few, some, many, lots\nClues:\n", "Ada has more gears than Ben.", "not numbers"},
		{"a man named: no verb, no rewrite", sales, "A man named Grady sold the sofa.", "cannot tell whom"},
		{"the most popular: no category says which", rocks, "The most popular specimen is the agate.", "which of the categories"},
		{"another verb between two categories of people may or may not pair them (it was read as two different students)", tutoring, "Ms Reid sees the maths student.", "two categories of people"},
		{"a number in words after a verb of being, that no mention reads (it was left out)", "child: Abe, Bea, Cal, Dot\nsnack: candy, nachos, popcorn, pretzel\nage: 9, 10, 11, 12\nClues:\n", "Abe isn't twelve, and he didn't have the candy.", "is it the age"},
		{"a thing whose owner is told only by sex (it was left out)", "host: Fran, Gwen, Ivan, Jack\nmonth: January, February, March, April\npages: 220, 280, 310, 350\nClues:\n", "The 310-page book was discussed at the February meeting, at a man's home.", "told only by sex"},
		{"at the right, of nothing", cars, "The nurse parked at the right, next to the chef.", "left or right of what"},
		{"the fewest of it neither", "rider: Ada, Ben, Cy, Di\nslot: 1, 2, 3, 4\ngears: few, some, many, lots\nClues:\n", "Ben has the fewest gears.", "not numbers"},
	})
}
