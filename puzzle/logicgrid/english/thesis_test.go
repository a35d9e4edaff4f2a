package english

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"testing"

	"deduce/puzzle"
	"deduce/puzzle/logicgrid"
)

// `deduce convert --to thesis` of every bundled English puzzle reads back
// with the thesis reader (logicgrid.Parse) to a puzzle with the same
// categories and the same solutions: the value clues ("2 dollars more"),
// either/or and pair clues are written in the thesis's own clue types, so
// no clue is lost and none is refused on read-back.
func TestThesisRoundTrip(t *testing.T) {
	files, _ := filepath.Glob("testdata/*/*.txt")
	var n, ext int
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		p, err := Read(f, data)
		if err != nil {
			continue // the diagnose set holds puzzles refused on purpose
		}
		n++
		for _, c := range p.Clues {
			if c.Kind > logicgrid.IfNotThen {
				ext++
			}
		}
		text := ShowReading(p)
		q, err := logicgrid.Parse("thesis.txt", []byte(text))
		if err != nil {
			t.Errorf("%s: the thesis text does not read back: %v\n%s", f, err, text)
			continue
		}
		if len(q.Domains) != len(p.Domains) {
			t.Fatalf("%s: %d categories read back, want %d", f, len(q.Domains), len(p.Domains))
		}
		for d := range p.Domains {
			if want := thesisNames(p).Domains[d]; !reflect.DeepEqual(q.Domains[d], want) {
				t.Errorf("%s: category %d read back as %v, want %v", f, d, q.Domains[d], want)
			}
		}
		want, err := logicgrid.Count(context.Background(), p, puzzle.SolveOptions{Limit: 3})
		if err != nil {
			t.Fatal(err)
		}
		got, err := logicgrid.Count(context.Background(), q, puzzle.SolveOptions{Limit: 3})
		if err != nil {
			t.Fatal(err)
		}
		if got.Count != want.Count {
			t.Errorf("%s: %d solutions read back, want %d", f, got.Count, want.Count)
			continue
		}
		rows := func(res puzzle.Result) []string { // the solutions, in any order
			var out []string
			for _, s := range res.Solutions {
				out = append(out, fmt.Sprint(s.(*logicgrid.Solution).Of))
			}
			slices.Sort(out)
			return out
		}
		if g, w := rows(got), rows(want); !reflect.DeepEqual(g, w) {
			t.Errorf("%s: solutions read back as %v, want %v", f, g, w)
		}
	}
	if n < 100 || ext == 0 {
		t.Fatalf("round-tripped %d puzzles with %d extension clues: the bundled sets are missing", n, ext)
	}
}

// Each extension clue, written in the thesis's types, holds in exactly the
// solutions where the clue holds (checked on every arrangement of a small
// puzzle by the independent checker), including the cases where an item of
// the clue belongs to the measured category itself.
func TestThesisCluesMeanTheSame(t *testing.T) {
	p := &logicgrid.Puzzle{Algorithm: 8, Domains: []logicgrid.Domain{
		{Name: "people", Items: []string{"Ann", "Bo", "Cy"}},
		{Name: "pets", Items: []string{"cat", "dog", "emu"}},
		{Name: "prices", Items: []string{"$5", "$6", "$8"}},
		{Name: "towns", Items: []string{"Ely", "Hove", "Rye"}},
	}, Values: [][]int{nil, nil, {500, 600, 800}, nil}}
	it := func(d, i int) logicgrid.Item { return logicgrid.Item{D: d, I: i} }
	cases := []struct {
		why   string
		c     logicgrid.Clue
		never bool // holds in no arrangement
	}{
		{"a difference between two entities", logicgrid.Clue{Kind: logicgrid.DiffBy, Items: []logicgrid.Item{it(0, 0), it(1, 1)}, Domain: 2, K: 100}, false},
		{"a difference from a fixed value", logicgrid.Clue{Kind: logicgrid.DiffBy, Items: []logicgrid.Item{it(2, 0), it(1, 2)}, Domain: 2, K: 300}, false},
		{"a difference to a fixed value", logicgrid.Clue{Kind: logicgrid.DiffBy, Items: []logicgrid.Item{it(0, 1), it(2, 2)}, Domain: 2, K: 200}, false},
		{"a difference no two values have", logicgrid.Clue{Kind: logicgrid.DiffBy, Items: []logicgrid.Item{it(0, 1), it(1, 0)}, Domain: 2, K: 400}, true},
		{"either way", logicgrid.Clue{Kind: logicgrid.ApartBy, Items: []logicgrid.Item{it(0, 2), it(3, 0)}, Domain: 2, K: 100}, false},
		{"either way, two values apart", logicgrid.Clue{Kind: logicgrid.ApartBy, Items: []logicgrid.Item{it(1, 2), it(3, 1)}, Domain: 2, K: 200}, false},
		{"either of one category", logicgrid.Clue{Kind: logicgrid.Either, Items: []logicgrid.Item{it(0, 0), it(1, 0), it(1, 2)}}, false},
		{"either of two categories", logicgrid.Clue{Kind: logicgrid.Either, Items: []logicgrid.Item{it(0, 0), it(1, 0), it(2, 2)}}, false},
		{"either with the subject's own category", logicgrid.Clue{Kind: logicgrid.Either, Items: []logicgrid.Item{it(1, 1), it(0, 2), it(3, 0)}}, false},
		{"a pair", logicgrid.Clue{Kind: logicgrid.Pair, Items: []logicgrid.Item{it(0, 0), it(1, 1), it(2, 0), it(3, 2)}}, false},
		{"a pair of one category each", logicgrid.Clue{Kind: logicgrid.Pair, Items: []logicgrid.Item{it(0, 0), it(0, 1), it(2, 0), it(2, 2)}}, false},
	}
	for _, tc := range cases {
		cs, ok := thesisClues(p, tc.c)
		if !ok {
			t.Errorf("%s: not said in the thesis types", tc.why)
			continue
		}
		orig, said := *p, *p
		orig.Clues = []logicgrid.Clue{tc.c}
		said.Clues = cs
		holds, differ := 0, 0
		everyArrangement(p, func(of [][]int) {
			a := logicgrid.Check(&orig, logicgrid.NewSolution(&orig, of)) == nil
			b := logicgrid.Check(&said, logicgrid.NewSolution(&said, of)) == nil
			if a {
				holds++
			}
			if a != b {
				differ++
			}
		})
		if differ > 0 || (holds == 0) != tc.never {
			t.Errorf("%s: the clue holds in %d arrangements, its thesis form differs in %d (%v)", tc.why, holds, differ, cs)
		}
	}
	// three categories of options: no clause of two facts says it
	c := logicgrid.Clue{Kind: logicgrid.Either, Items: []logicgrid.Item{it(0, 0), it(1, 0), it(2, 2), it(3, 1)}}
	if _, ok := thesisClues(p, c); ok {
		t.Errorf("an either/or across three categories was said in the thesis types")
	}
	q := *p
	q.Clues = []logicgrid.Clue{c}
	if text := ShowReading(&q); !strings.Contains(text, "refuses this file") {
		t.Errorf("the unsayable clue is not marked:\n%s", text)
	}
}

// everyArrangement calls f with every solution-shaped arrangement of p's
// items (a permutation per category after the first).
func everyArrangement(p *logicgrid.Puzzle, f func(of [][]int)) {
	of := make([][]int, p.M())
	for d := range of {
		of[d] = make([]int, p.N())
		for e := range of[d] {
			of[d][e] = e
		}
	}
	var rec func(d int)
	rec = func(d int) {
		if d == p.M() {
			f(of)
			return
		}
		permutations(of[d], 0, func() { rec(d + 1) })
	}
	rec(1)
}
