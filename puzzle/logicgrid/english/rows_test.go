package english

import (
	"context"
	"strings"
	"testing"

	"deduce/puzzle/logicgrid"
)

// Rows and stacks read by what they mean (unseen10): each sentence is
// read, and its clues must hold at exactly the arrangements where the
// predicate does, over every arrangement of a small puzzle (positions
// first, in order; at(x) is the 1-based position of the one with item x).
// The rows of each case are other setters' words for one construction.
func TestRowMeanings(t *testing.T) {
	const (
		street   = "Five houses stand in a row, numbered 1 to 5 from left to right.\n\nhouses: 1, 2, 3, 4, 5\nnames: Ann, Bob, Cy, Dot, Eve\npets: cat, dog, emu, fox, gnu\nClues:\n"
		quay     = "berths: 1, 2, 3, 4\nboats: Gull, Tern, Wren, Kite\ncrews: red, blue, green, white\nClues:\n"
		bookcase = "shelves: top, second, third, bottom\nbooks: atlas, bible, comic, diary\nvases: red, blue, green, white\nClues:\n"
		fromTop  = "A dresser has four shelves, numbered 1 to 4 from the top.\n\nshelves: 1, 2, 3, 4\nbooks: atlas, bible, comic, diary\nvases: red, blue, green, white\nClues:\n"
		upward   = "shelves: bottom, second, third, top\nbooks: atlas, bible, comic, diary\nvases: red, blue, green, white\nClues:\n"
		flats    = "floors: 1st, 2nd, 3rd, 4th\ntenants: Ivo, Jan, Kit, Lou\npets: cat, dog, emu, fox\nClues:\n"
		river    = "Five cottages line the lane, numbered 1 to 5 starting from the river end.\n\ncottages: 1, 2, 3, 4, 5\nnames: Ann, Bob, Cy, Dot, Eve\npets: cat, dog, emu, fox, gnu\nClues:\n"
		harbour  = "Four sheds stand in a row, numbered 1 to 4 going towards the harbour.\n\nsheds: 1, 2, 3, 4\nowners: Ivo, Jan, Kit, Lou\nboats: skiff, dory, punt, yawl\nClues:\n"
		gate     = "Five tents are pitched in a row, numbered 1 to 5 from right to left, tent 1 being next to the gate.\n\ntents: 1, 2, 3, 4, 5\ncampers: Ann, Bob, Cy, Dot, Eve\nstoves: gas, wood, coal, oil, meths\nClues:\n"
		train    = "Four friends took seats in different coaches, numbered 1 to 4 with coach 1 directly behind the locomotive.\n\ncoaches: 1, 2, 3, 4\nfriends: Ivo, Jan, Kit, Lou\nsnacks: crisps, nuts, fruit, cake\nClues:\n"
		queue    = "Four shoppers queued at the till, in places numbered from front to back.\n\nspots: 1, 2, 3, 4\nshoppers: Ivo, Jan, Kit, Lou\nbags: red, blue, green, white\nClues:\n"
	)
	type at = func(string) int
	abs := func(x int) int {
		if x < 0 {
			return -x
		}
		return x
	}
	cases := []struct {
		why, head string
		sentences []string
		holds     func(at at) bool
	}{
		{"at least N apart: a lower bound on the distance", street, []string{
			"Ann and Bob live at least two houses apart.",
			"Ann lives at least two houses away from Bob.",
			"Ann's house is no fewer than two houses from Bob's.",
			"Ann lives more than one house away from Bob.",
			"Bob and Ann are at least 2 houses apart from each other.",
		}, func(at at) bool { return abs(at("Ann")-at("Bob")) >= 2 }},
		{"at least N away, across categories: different too", street, []string{
			"The cat lives at least three houses away from Eve.",
			"Eve lives no less than three houses from the cat.",
		}, func(at at) bool { return abs(at("cat")-at("Eve")) >= 3 }},
		{"at most N away: an upper bound, and two different people", street, []string{
			"The dog is at most two houses away from Cy.",
			"The dog lives within two houses of Cy.",
			"Cy lives no more than two houses from the dog.",
			"The dog is fewer than three houses away from Cy.",
		}, func(at at) bool { d := abs(at("dog") - at("Cy")); return d >= 1 && d <= 2 }},
		{"N apart, said of a pair", quay, []string{
			"The Gull and the Tern are two berths apart.",
			"The Gull is moored two berths away from the Tern.",
		}, func(at at) bool { return abs(at("Gull")-at("Tern")) == 2 }},
		{"the first on the left, counted from the left", street, []string{
			"Ann lives in the first house on the left.",
			"Ann lives in the first house from the left.",
			"Ann's house is the fifth house on the right.",
			"Ann lives first from the left.",
		}, func(at at) bool { return at("Ann") == 1 }},
		{"the second on the right", street, []string{
			"The dog lives in the second house on the right.",
			"The dog's house is second from the right.",
		}, func(at at) bool { return at("dog") == 4 }},
		{"on the left where the row is numbered from right to left", gate, []string{
			"Bob camped in the first tent on the left.",
			"Bob camped fifth from the right.",
		}, func(at at) bool { return at("Bob") == 5 }},
		{"on the right where the row is numbered from right to left", gate, []string{
			"Cy camped in the second tent on the right.",
			"Cy camped second from the right.",
		}, func(at at) bool { return at("Cy") == 2 }},
		{"at opposite ends: the first and the last", street, []string{
			"Ann and Bob live at opposite ends of the row.",
			"Ann lives at the opposite end of the street from Bob.",
			"Bob and Ann are at opposite ends.",
			"Ann's house and Bob's are at opposite ends of the street.",
		}, func(at at) bool { return abs(at("Ann")-at("Bob")) == 4 }},
		{"at opposite ends, the category's noun after the first", quay, []string{
			"The red crew and the blue one are at opposite ends of the quay.",
			"The red crew and the blue crew are moored at opposite ends.",
		}, func(at at) bool { return abs(at("red")-at("blue")) == 3 }},
		{"two items of one person, and its place", street, []string{
			"Ann keeps the emu in the middle house.",
			"Ann has the emu, in the middle house.",
			"The emu belongs to Ann, who lives in the middle house.",
		}, func(at at) bool { return at("Ann") == 3 && at("emu") == 3 }},
		{"two items of one person at an end", street, []string{
			"Ann keeps her emu at the left end of the row.",
			"The emu is kept by Ann in the first house.",
		}, func(at at) bool { return at("Ann") == 1 && at("emu") == 1 }},
		{"directly above on shelves from the top: the one before", bookcase, []string{
			"The atlas is on the shelf directly above the bible.",
			"The bible sits immediately below the atlas.",
			"The atlas is one shelf above the bible.",
			"The bible is one shelf down from the atlas.",
			"The atlas is just above the bible.",
		}, func(at at) bool { return at("atlas")+1 == at("bible") }},
		{"higher and lower on shelves from the top", bookcase, []string{
			"The comic is higher up than the red vase.",
			"The red vase is lower down than the comic.",
			"The comic is on a higher shelf than the red vase.",
			"The red vase stands somewhere below the comic.",
			"The comic is further up than the red vase.",
		}, func(at at) bool { return at("comic") < at("red") }},
		{"two shelves lower", bookcase, []string{
			"The diary is two shelves lower than the blue vase.",
			"The blue vase is two shelves above the diary.",
		}, func(at at) bool { return at("diary") == at("blue")+2 }},
		{"not on adjacent shelves", bookcase, []string{
			"The atlas and the diary are not on adjacent shelves.",
			"The atlas is not on a shelf next to the diary's.",
		}, func(at at) bool { return abs(at("atlas")-at("diary")) != 1 }},
		{"shelves numbered from the top, by the introduction", fromTop, []string{
			"The comic is on the shelf directly above the white vase.",
			"The white vase is one shelf below the comic.",
		}, func(at at) bool { return at("comic")+1 == at("white") }},
		{"higher on shelves numbered from the top", fromTop, []string{
			"The comic is higher up than the white vase.",
		}, func(at at) bool { return at("comic") < at("white") }},
		{"shelves named from the bottom: above is a later one", upward, []string{
			"The atlas is directly above the bible.",
			"The atlas is one shelf higher than the bible.",
		}, func(at at) bool { return at("atlas") == at("bible")+1 }},
		{"drawers named top, middle, bottom", "drawers: top, middle, bottom\nthings: socks, ties, belts\ncolours: red, blue, green\nClues:\n", []string{
			"The socks are in the drawer directly above the ties.",
			"The ties are one drawer below the socks.",
			"The socks are in the drawer just above the ties.",
		}, func(at at) bool { return at("socks")+1 == at("ties") }},
		{"floors: above is a higher floor", flats, []string{
			"Ivo lives directly above the cat.",
			"The cat lives one floor below Ivo.",
			"The cat lives one floor down from Ivo.",
		}, func(at at) bool { return at("Ivo") == at("cat")+1 }},
		{"nearer a landmark at the first end: a lower place", river, []string{
			"Ann lives nearer the river than Bob.",
			"Ann lives closer to the river than Bob does.",
			"Bob lives further from the river than Ann.",
			"Bob's cottage is farther away from the river than Ann's.",
			"Ann's cottage is somewhere nearer the river than Bob's.",
		}, func(at at) bool { return at("Ann") < at("Bob") }},
		{"a count nearer or further from a landmark", river, []string{
			"The cat lives two cottages nearer the river than Eve.",
			"Eve lives two cottages further from the river than the cat.",
		}, func(at at) bool { return at("cat")+2 == at("Eve") }},
		{"nearest and furthest", river, []string{
			"Dot lives in the cottage nearest the river.",
			"Dot's cottage is the one closest to the river.",
			"Dot lives at the river end of the lane.",
			"Dot lives at the end nearest the river.",
		}, func(at at) bool { return at("Dot") == 1 }},
		{"furthest from a landmark, the far end from it", river, []string{
			"The emu lives in the cottage furthest from the river.",
			"The emu's cottage is the one farthest away from the river.",
			"The emu lives at the far end from the river.",
			"The emu lives at the other end from the river.",
		}, func(at at) bool { return at("emu") == 5 }},
		{"a landmark at the last end", harbour, []string{
			"Ivo's shed is nearer the harbour than the punt's.",
			"The punt is kept further from the harbour than Ivo's boat.",
		}, func(at at) bool { return at("Ivo") > at("punt") }},
		{"the harbour end is the last", harbour, []string{
			"Kit has the shed nearest the harbour.",
			"Kit's shed is at the harbour end.",
		}, func(at at) bool { return at("Kit") == 4 }},
		{"a landmark in a row numbered from right to left", gate, []string{
			"Cy camped nearer the gate than Eve.",
			"Eve camped further from the gate than Cy.",
		}, func(at at) bool { return at("Cy") < at("Eve") }},
		{"a neighbour on a landmark's side: directly that side", river, []string{
			"Eve is Ann's neighbour on the river side.",
		}, func(at at) bool { return at("Eve")+1 == at("Ann") }},
		{"on a landmark's side of: somewhere that side", river, []string{
			"The fox lives on the river side of Cy.",
		}, func(at at) bool { return at("fox") < at("Cy") }},
		{"the next one along, said which way", river, []string{
			"The gnu lives in the next cottage along from Bob's, going away from the river.",
			"The gnu lives next along from Bob, counting from the river.",
			"Bob lives in the next one along from the gnu, heading towards the river.",
		}, func(at at) bool { return at("gnu") == at("Bob")+1 }},
		{"beyond, said which way", river, []string{
			"Ann lives somewhere beyond Cy, counting from the river.",
			"Ann lives beyond Cy, going away from the river.",
			"Cy lives somewhere beyond Ann, walking towards the river.",
		}, func(at at) bool { return at("Ann") > at("Cy") }},
		{"a count beyond, said which way", river, []string{
			"Ann lives two cottages beyond Cy, counting from the river.",
			"Ann lives two cottages along from Cy, going away from the river.",
		}, func(at at) bool { return at("Ann") == at("Cy")+2 }},
		{"after, said which way", river, []string{
			"Counting from the river, Ann's cottage comes right after Cy's.",
			"Ann lives straight after Cy, going away from the river.",
			"Going towards the river, Cy comes immediately after Ann.",
			"Heading towards the river, Ann's cottage is just before Cy's.",
		}, func(at at) bool { return at("Ann") == at("Cy")+1 }},
		{"somewhere after, said which way", river, []string{
			"Counting from the river, Ann lives somewhere after Cy.",
			"Ann comes after Cy, counting from the river.",
		}, func(at at) bool { return at("Ann") > at("Cy") }},
		{"the back and the front of the train", train, []string{
			"Kit sits at the front of the train.",
			"Kit is in the front coach.",
			"Kit is in the coach at the front.",
		}, func(at at) bool { return at("Kit") == 1 }},
		{"the rear of the train", train, []string{
			"Jan is at the back of the train.",
			"Jan is in the coach at the rear of the train.",
		}, func(at at) bool { return at("Jan") == 4 }},
		{"in front of and behind, where the engine is the front", train, []string{
			"Ivo sits directly in front of Jan.",
			"Jan sits right behind Ivo.",
			"Jan is in the coach immediately behind Ivo's.",
			"Ivo is just ahead of Jan.",
		}, func(at at) bool { return at("Ivo")+1 == at("Jan") }},
		{"a count in front or behind", train, []string{
			"Kit is two coaches in front of the cake.",
			"The cake is 2 coaches behind Kit.",
		}, func(at at) bool { return at("Kit")+2 == at("cake") }},
		{"further back, nearer the front", train, []string{
			"The nuts are further back than Lou.",
			"Lou sits nearer the front than the nuts.",
			"Lou sits nearer the locomotive than the nuts.",
			"Lou sits somewhere in front of the nuts.",
			"The nuts are somewhere behind Lou.",
		}, func(at at) bool { return at("Lou") < at("nuts") }},
		{"the rear and the front", train, []string{
			"Ivo is in the rear coach.",
			"Ivo sits at the back.",
			"Ivo sits in the rearmost coach.",
		}, func(at at) bool { return at("Ivo") == 4 }},
		{"a queue from front to back", queue, []string{
			"Kit stood somewhere behind the red bag.",
			"The red bag was further forward than Kit.",
		}, func(at at) bool { return at("red") < at("Kit") }},
	}
	for _, tc := range cases {
		for _, s := range tc.sentences {
			checkMeaning(t, tc.why, tc.head, s, tc.holds)
		}
	}
}

// checkMeaning reads sentence (it must read one way) and compares its
// clues with holds at every arrangement of head's puzzle: the first
// category's order fixed, every other permuted.
func checkMeaning(t *testing.T, why, head, sentence string, holds func(func(string) int) bool) {
	t.Helper()
	checkMeanings(t, why, head, sentence, holds)
}

// checkMeanings is checkMeaning of a sentence with one reading per meaning
// given, in order (the puzzle decides between them).
func checkMeanings(t *testing.T, why, head, sentence string, meanings ...func(func(string) int) bool) {
	t.Helper()
	r, err := ReadSentences(context.Background(), "s", []byte(head+sentence+"\n"))
	if err != nil {
		t.Errorf("%s: %q: %v", why, sentence, err)
		return
	}
	if n := len(r.Sentences[0].Readings); n != len(meanings) {
		t.Errorf("%s: %q: %d readings, want %d", why, sentence, n, len(meanings))
		return
	}
	for i, holds := range meanings {
		checkReading(t, why, r, i, sentence, holds)
	}
}

func checkReading(t *testing.T, why string, r *Reading, reading int, sentence string, holds func(func(string) int) bool) {
	t.Helper()
	q := *r.Puzzle
	q.Clues = r.Sentences[0].Readings[reading]
	m, n := q.M(), q.N()
	of := make([][]int, m)
	for d := range of {
		of[d] = make([]int, n)
		for e := range of[d] {
			of[d][e] = e
		}
	}
	find := map[string]logicgrid.Item{}
	for d, dom := range q.Domains {
		for i, it := range dom.Items {
			find[strings.ToLower(it)] = logicgrid.Item{D: d, I: i}
		}
	}
	at := func(name string) int {
		it, ok := find[strings.ToLower(name)]
		if !ok {
			t.Fatalf("%s: no item %q", why, name)
		}
		for e, i := range of[it.D] {
			if i == it.I {
				return of[0][e] + 1
			}
		}
		return -1
	}
	bad := 0
	var rec func(d int)
	rec = func(d int) {
		if bad > 0 {
			return
		}
		if d == m {
			read := logicgrid.Check(&q, logicgrid.NewSolution(&q, of)) == nil
			if want := holds(at); read != want {
				bad++
				var rows []string
				sol := logicgrid.NewSolution(&q, of)
				for e := range n {
					rows = append(rows, strings.Join(sol.Row(e), " "))
				}
				t.Errorf("%s: %q holds=%v as read, %v as meant, at %s", why, sentence, read, want, strings.Join(rows, "; "))
			}
			return
		}
		permutations(of[d], 0, func() { rec(d + 1) })
	}
	rec(1)
}

// A landmark or a way along the row that the introduction does not place
// is refused, never dropped or guessed.
func TestRowLandmarksRefused(t *testing.T) {
	const (
		plain = "houses: 1, 2, 3, 4\nnames: Ann, Bob, Cy, Dot\npets: cat, dog, emu, fox\nClues:\n"
		river = "Four cottages line the lane, numbered 1 to 4 starting from the river end.\n\ncottages: 1, 2, 3, 4\nnames: Ann, Bob, Cy, Dot\npets: cat, dog, emu, fox\nClues:\n"
	)
	cases := []struct{ why, head, sentence, want string }{
		{"nearer a landmark nobody placed", plain, "Ann lives nearer the church than Bob.", "which end of the row is the church at"},
		{"furthest from a landmark nobody placed", plain, "Ann lives in the house furthest from the church.", "which end of the row is the church at"},
		{"a way along the row from a landmark nobody placed", plain, "Ann lives in the next one along from Bob, going away from the church.", "which end of the row is the church at"},
		{"beyond with no way along", river, "Ann lives beyond Bob.", "not read"},
		{"in front of with no front", river, "Ann lives two cottages in front of Bob.", "not read"},
		{"behind with no front", plain, "Ann lives right behind Bob.", ""},
		{"a way said of nothing", river, "Ann keeps the cat, going away from the river.", "says which way"},
		{"the rear with no front", plain, "Ann lives in the rear house.", "not read"},
		{"a landmark of another clause of the story", "The houses are numbered 1 to 4 from left to right, and their owners all came from the village.\n\nhouses: 1, 2, 3, 4\nnames: Ann, Bob, Cy, Dot\npets: cat, dog, emu, fox\nClues:\n", "Ann lives nearer the village than Bob.", "which end of the row is the village at"},
		{"two items that are two people, and a place", plain, "Ann, like the cat owner, lives at one end.", ""},
		{"past with no way along (it was read as \"is\")", plain, "Ann lives past the cat owner.", "not read"},
		{"an end no one placed (it was read as either end)", plain, "Ann lives at the bottom end of the street.", "which end is the bottom end"},
		{"shelves numbered with no word on which way", "shelves: 1, 2, 3, 4\nbooks: atlas, bible, comic, diary\nvases: red, blue, green, white\nClues:\n", "The atlas is directly above the bible.", "which way are the shelves numbered"},
		{"higher on shelves numbered with no word on which way", "shelves: 1, 2, 3, 4\nbooks: atlas, bible, comic, diary\nvases: red, blue, green, white\nClues:\n", "The atlas is higher up than the bible.", "which way are the shelves numbered"},
	}
	wantRefused(t, cases)
}
