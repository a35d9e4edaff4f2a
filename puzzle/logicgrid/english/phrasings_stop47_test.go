package english

import "testing"

// Phrasings read at stop 47 (issue 25), each a general reading, with its
// near misses.
func TestPublishedPhrasingsStop47(t *testing.T) {
	const (
		queue     = "Four people waited at the bus stop. Their places in the queue are numbered 1 to 4, from the front of the queue to the back.\n\nname: Alan, Brenda, Colin, Dorothy\nsurname: Fenwick, Hughes, Oakes, Pollard\nposition: 1, 2, 3, 4\nClues:\n"
		backQueue = "Four people waited at the bus stop. Their places in the queue are numbered 1 to 4, from the back of the queue to the front.\n\nname: Alan, Brenda, Colin, Dorothy\nsurname: Fenwick, Hughes, Oakes, Pollard\nposition: 1, 2, 3, 4\nClues:\n"
		huts      = "Five beach huts stand in a row, numbered 1 to 5 from left to right.\n\nhut: 1, 2, 3, 4, 5\nrenter: Amy, Bruno, Carla, Dev, Elena\ncolour: coral, lemon, mint, navy, plum\nitem: deckchair, kayak, kite, parasol, surfboard\nClues:\n"
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
	})
	wantRefused(t, []struct{ why, head, sentence, want string }{
		{"more of a category that is no numbers is never a later slot", "rider: Ada, Ben, Cy, Di\nslot: 1, 2, 3, 4\ngears: few, some, many, lots\nClues:\n", "Ada has more gears than Ben.", "not numbers"},
		{"the fewest of it neither", "rider: Ada, Ben, Cy, Di\nslot: 1, 2, 3, 4\ngears: few, some, many, lots\nClues:\n", "Ben has the fewest gears.", "not numbers"},
	})
}
