package english

import (
	"context"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"reflect"
	"sort"
	"strings"
	"testing"

	"deduce/internal/testlong"
	"deduce/puzzle"
	"deduce/puzzle/logicgrid"
)

// canon writes a clue in a canonical form: symmetric kinds with sorted
// items, position gaps on evenly spaced numeric categories in values.
func canon(p *logicgrid.Puzzle, c logicgrid.Clue) string {
	name := func(it logicgrid.Item) string { return fmt.Sprintf("%d/%s", it.D, p.ItemName(it)) }
	its := make([]string, len(c.Items))
	for k, it := range c.Items {
		its[k] = name(it)
	}
	kind, k := c.Kind, c.K
	w := newWriter(p)
	if step, even := w.step(c.Domain); w.cats[c.Domain].num != nil && even {
		switch kind {
		case logicgrid.LessBy:
			kind, k = logicgrid.DiffBy, k*step
		case logicgrid.Apart:
			kind, k = logicgrid.ApartBy, k*step
		}
	}
	switch kind {
	case logicgrid.Same, logicgrid.Different, logicgrid.Apart, logicgrid.ApartBy:
		sort.Strings(its)
	case logicgrid.Either:
		sort.Strings(its[1:])
	case logicgrid.Pair:
		a, b, x, y := its[0], its[1], its[2], its[3]
		if a > b {
			a, b, x, y = b, a, y, x
		}
		its = []string{a, b, x, y}
	case logicgrid.DiffBy:
		if k < 0 {
			its[0], its[1], k = its[1], its[0], -k
		}
	}
	dom := 0
	if kind == logicgrid.Less || kind == logicgrid.LessBy || kind == logicgrid.Apart || kind == logicgrid.DiffBy || kind == logicgrid.ApartBy {
		dom = c.Domain
	}
	return fmt.Sprintf("%s %v d%d k%d", kind, its, dom, k)
}

func canonAll(p *logicgrid.Puzzle) []string {
	var out []string
	for _, c := range p.Clues {
		out = append(out, canon(p, c))
	}
	return out
}

// Writing a puzzle and reading it back gives the same puzzle: categories,
// values, every clue (up to symmetric order) and the solution.
func TestRoundTrip(t *testing.T) {
	n := testlong.Pick(300, 5000) // go test -tags long: thousands of puzzles
	kinds := map[string]int{}
	for seed := 0; seed < n; seed++ {
		rng := rand.New(rand.NewPCG(uint64(seed), 7))
		m, items := 2+rng.IntN(5), 2+rng.IntN(5)
		num := rng.IntN(min(m-1, len(numericThemes)) + 1)
		p, s, err := themedPuzzle(rng, m, items, num)
		if err != nil {
			t.Fatal(err)
		}
		p.Clues = candidates(rng, p, s, num)
		if err := logicgrid.Check(p, s); err != nil {
			t.Fatalf("seed %d: candidates not true: %v", seed, err)
		}
		text, err := Write(p, s)
		if err != nil {
			t.Fatalf("seed %d: write: %v", seed, err)
		}
		q, err := Read("roundtrip", []byte(text))
		if err != nil {
			t.Fatalf("seed %d: read: %v\n%s", seed, err, text)
		}
		if !reflect.DeepEqual(p.Domains, q.Domains) {
			t.Fatalf("seed %d: domains %v, read back %v", seed, p.Domains, q.Domains)
		}
		for d := range p.Domains {
			if !reflect.DeepEqual(p.Values[d], valuesOf(q, d)) {
				t.Fatalf("seed %d: values of %s %v, read back %v", seed, p.Domains[d].Name, p.Values[d], valuesOf(q, d))
			}
		}
		want, got := canonAll(p), canonAll(q)
		if !reflect.DeepEqual(want, got) {
			for k := range want {
				if k >= len(got) || want[k] != got[k] {
					t.Fatalf("seed %d: clue %d: wrote %s, read %v\n%s", seed, k+1, want[k], got[k:min(k+1, len(got))], text)
				}
			}
			t.Fatalf("seed %d: %d clues, read %d", seed, len(want), len(got))
		}
		if q.Known == nil || !reflect.DeepEqual(q.Known.Of, s.Of) {
			t.Fatalf("seed %d: solution not read back", seed)
		}
		for _, c := range p.Clues {
			kinds[c.Kind.String()]++
		}
	}
	for _, k := range []string{"same", "different", "either", "pair", "less", "diff-by", "apart-by"} {
		if kinds[k] == 0 {
			t.Errorf("no %s clue in the round trip", k)
		}
	}
}

func valuesOf(p *logicgrid.Puzzle, d int) []int {
	if d < len(p.Values) {
		return p.Values[d]
	}
	return nil
}

// Thesis clue kinds (if-then, positions on a category without numbers)
// round-trip too: the thesis generator's puzzles, written and read back.
func TestRoundTripThesis(t *testing.T) {
	for seed := int64(0); seed < 20; seed++ {
		g, err := logicgrid.Kind{}.Generate(context.Background(), puzzle.GenerateOptions{Seed: seed, Params: puzzle.Params{"domains": 4, "items": 4, "ordered": 2}})
		if err != nil {
			t.Fatal(err)
		}
		p := g.Puzzle.(*logicgrid.Puzzle)
		text, err := Write(p, g.Solution.(*logicgrid.Solution))
		if err != nil {
			t.Fatal(err)
		}
		q, err := Read("thesis", []byte(text))
		if err != nil {
			t.Fatalf("seed %d: %v\n%s", seed, err, text)
		}
		if want, got := canonAll(p), canonAll(q); !reflect.DeepEqual(want, got) {
			t.Fatalf("seed %d: wrote %v\nread %v\n%s", seed, want, got, text)
		}
	}
}

func TestGenerateUnique(t *testing.T) {
	for seed := int64(0); seed < 5; seed++ {
		p, s, err := Generate(context.Background(), puzzle.GenerateOptions{Seed: seed, Params: puzzle.Params{"domains": 4, "items": 4, "ordered": 2}})
		if err != nil {
			t.Fatal(err)
		}
		text, err := Write(p, s)
		if err != nil {
			t.Fatal(err)
		}
		q, err := Read("gen", []byte(text))
		if err != nil {
			t.Fatalf("%v\n%s", err, text)
		}
		r, err := logicgrid.Count(context.Background(), q, puzzle.SolveOptions{Limit: 2})
		if err != nil || r.Count != 1 {
			t.Fatalf("seed %d: %d solutions (%v)\n%s", seed, r.Count, err, text)
		}
		if !strings.Contains(text, "Clues:") {
			t.Fatal("no clues")
		}
	}
}

// ZebraLogic style round trip: the 16 sample puzzles and generated ones,
// written in ZebraLogic's words and read back, keep every clue.
func TestZebraRoundTrip(t *testing.T) {
	var ps []*logicgrid.Puzzle
	files, _ := filepath.Glob("testdata/zebralogic/*.txt")
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		p, err := Read(f, data)
		if err != nil {
			t.Fatal(err)
		}
		ps = append(ps, p)
	}
	n := testlong.Pick(int64(30), 300)       // long: full size, 7 attributes of 6 houses, where "red" is a colour and a hair colour
	for seed := int64(0); seed < n; seed++ { // ZebraLogic's vocabulary
		size := puzzle.GenerateOptions{Seed: seed, Params: puzzle.Params{"domains": float64(2 + seed%6), "items": float64(2 + seed%5)}}
		if testlong.Enabled {
			size.Params = puzzle.Params{"domains": 7, "items": 6}
		}
		p, _, err := GenerateZebra(context.Background(), size)
		if err != nil {
			t.Fatal(err)
		}
		ps = append(ps, p)
	}
	for k, p := range ps {
		text, err := WriteZebra(p)
		if err != nil {
			t.Fatalf("puzzle %d: %v", k, err)
		}
		q, err := Read("zebra", []byte(text))
		if err != nil {
			t.Fatalf("puzzle %d: %v\n%s", k, err, text)
		}
		if want, got := canonAll(p), canonAll(q); !reflect.DeepEqual(want, got) {
			t.Fatalf("puzzle %d: wrote %v\nread %v\n%s", k, want, got, text)
		}
	}
}

// Clues says each clue once, as one sentence ending in one stop.
func TestCluesSaid(t *testing.T) {
	p, err := logicgrid.Parse("p", []byte("1\npeople:Ann:Bo\ndrinks:tea:cola\nClues:\nAnn=tea\nBo*tea\n"))
	if err != nil {
		t.Fatal(err)
	}
	said, err := Clues(p)
	if err != nil || len(said) != 2 {
		t.Fatalf("Clues: %v, %v", said, err)
	}
	for _, s := range said {
		if !strings.HasSuffix(s, ".") || strings.HasSuffix(s, "..") || strings.ToUpper(s[:1]) != s[:1] {
			t.Errorf("%q: want one capitalized sentence with one stop", s)
		}
	}
}

// A category's noun for one item, as plain readings say it ("the one whose
// wife is Gina", not "wive").
func TestSingular(t *testing.T) {
	cases := []struct{ plural, want, why string }{
		{"drinks", "drink", "a plain -s"},
		{"wives", "wife", "-ves of -fe (unseen8 printed 'wive')"},
		{"shelves", "shelf", "-ves of -f"},
		{"sandwiches", "sandwich", "-ches"},
		{"cities", "city", "-ies"},
		{"glasses", "glass", "-sses"},
	}
	for _, tc := range cases {
		if got := singular(tc.plural); got != tc.want {
			t.Errorf("%s: singular(%q) = %q, want %q", tc.why, tc.plural, got, tc.want)
		}
	}
}
