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
		street = "Five houses stand in a row, numbered 1 to 5 from left to right.\n\nhouses: 1, 2, 3, 4, 5\nnames: Ann, Bob, Cy, Dot, Eve\npets: cat, dog, emu, fox, gnu\nClues:\n"
		quay   = "berths: 1, 2, 3, 4\nboats: Gull, Tern, Wren, Kite\ncrews: red, blue, green, white\nClues:\n"
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
	r, err := ReadSentences(context.Background(), "s", []byte(head+sentence+"\n"))
	if err != nil {
		t.Errorf("%s: %q: %v", why, sentence, err)
		return
	}
	if n := len(r.Sentences[0].Readings); n != 1 {
		t.Errorf("%s: %q: %d readings, want 1", why, sentence, n)
		return
	}
	q := *r.Puzzle
	q.Clues = r.Sentences[0].Clues()
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
