package logicgrid

import (
	"context"
	"encoding/xml"
	"io"
	"math/rand/v2"
	"strings"
	"testing"

	"deduce/internal/golden"
)

// The SVG is well-formed XML, marks one "o" per matched pair of the
// staircase (n per domain pair shown) and lists every clue.
func TestSVG(t *testing.T) {
	p := load(t, "testdata/thesis_sample.txt")
	sol, err := SolvePlan(context.Background(), p, Plan{Method: "fd"})
	if err != nil {
		t.Fatal(err)
	}
	golden.Check(t, "thesis_sample.svg", []byte(SVG(p, sol.Solutions[0].(*Solution))))
	for _, sz := range []struct{ m, n int }{{3, 3}, {4, 5}, {5, 4}} {
		q, s, err := GenerateUnique(context.Background(), rand.New(rand.NewPCG(1, 1)), sz.m, sz.n, 1)
		if err != nil {
			t.Fatal(err)
		}
		out := SVG(q, s)
		dec := xml.NewDecoder(strings.NewReader(out))
		for {
			if _, err := dec.Token(); err == io.EOF {
				break
			} else if err != nil {
				t.Fatalf("%v: not well-formed XML: %v", sz, err)
			}
		}
		pairs := sz.m - 1 // block of the first domain
		for rd := 2; rd < sz.m; rd++ {
			pairs += rd - 1
		}
		if got := strings.Count(out, "<circle"); got != pairs*sz.n {
			t.Errorf("%v: %d o marks, want %d", sz, got, pairs*sz.n)
		}
		if got := strings.Count(out, "<circle"); strings.Count(SVG(q, nil), "<circle") != 0 || got == 0 {
			t.Errorf("%v: the blank grid has marks or the solved one none", sz)
		}
		for _, c := range q.Clues {
			if !strings.Contains(out, xmlEscape(q.ClueWords(c))) {
				t.Errorf("%v: clue %q missing", sz, q.ClueWords(c))
			}
		}
	}
}

func xmlEscape(s string) string {
	var b strings.Builder
	_ = xml.EscapeText(&b, []byte(s))
	return b.String()
}
