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
	})
	wantRefused(t, []struct{ why, head, sentence, want string }{
		{"more of a category that is no numbers is never a later slot", "rider: Ada, Ben, Cy, Di\nslot: 1, 2, 3, 4\ngears: few, some, many, lots\nClues:\n", "Ada has more gears than Ben.", "not numbers"},
		{"at the right, of nothing", cars, "The nurse parked at the right, next to the chef.", "left or right of what"},
		{"the fewest of it neither", "rider: Ada, Ben, Cy, Di\nslot: 1, 2, 3, 4\ngears: few, some, many, lots\nClues:\n", "Ben has the fewest gears.", "not numbers"},
	})
}
