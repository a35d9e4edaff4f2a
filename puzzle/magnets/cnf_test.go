package magnets

import (
	"context"
	"errors"
	"os"
	"strings"
	"testing"

	"deduce/puzzle"
	"deduce/sat"
)

// The CNF given to external solvers is the formula deduce solves: solved, its model decodes to the report's solution of e1 (which
// is unique), and blocking that solution on the domino variables leaves
// nothing — for every --encoding.
func TestCNFIsTheFormulaSolved(t *testing.T) {
	data, err := os.ReadFile("testdata/e1.txt")
	if err != nil {
		t.Fatal(err)
	}
	kp, err := Kind{}.Parse("e1.txt", data)
	if err != nil {
		t.Fatal(err)
	}
	p := kp.(*Puzzle)
	want := p.KnownSolution().(*Solution)
	for _, enc := range []string{"", "default", "sequential", "totalizer"} {
		f, err := Kind{}.CNF(p, enc)
		if err != nil {
			t.Fatalf("encoding %q: %v", enc, err)
		}
		res, err := sat.SolveCNF(context.Background(), "cdcl", f)
		if err != nil || res.Status != sat.Sat {
			t.Fatalf("encoding %q: status %v, err %v", enc, res.Status, err)
		}
		var block []sat.Lit
		for d := 0; 3*d+3 <= int(f.NumVars) && d < len(want.Cells)/2; d++ {
			block = append(block, sat.Var(3*d+1).Lit(!res.Model[3*d+1]), sat.Var(3*d+2).Lit(!res.Model[3*d+2]))
		}
		got := decodeDominoes(p, res.Model)
		if strings.Join(got, "\n") != strings.Join(want.JSON().(puzzle.GridJSON).Grid, "\n") {
			t.Fatalf("encoding %q: model decodes to\n%s\nwant the report's solution", enc, strings.Join(got, "\n"))
		}
		f.Add(block...)
		if res, _ := sat.SolveCNF(context.Background(), "cdcl", f); res.Status != sat.Unsat {
			t.Errorf("encoding %q: a second solution on the domino variables (status %v)", enc, res.Status)
		}
	}
	if _, err := (Kind{}).CNF(p, "huge"); !errors.Is(err, puzzle.ErrBadOption) {
		t.Errorf("unknown encoding: got %v, want ErrBadOption", err)
	}
}

// decodeDominoes reads a model by the documented numbering (domino d: 3d+1
// first cell +, 3d+2 first cell −), independently of the encoder's tables.
func decodeDominoes(p *Puzzle, model []bool) []string {
	cells := make([]byte, p.W*p.H)
	for i := range cells {
		cells[i] = 'x'
	}
	d := 0
	for i, q := range p.Partner {
		if q < i {
			continue
		}
		first, second := byte('x'), byte('x')
		switch {
		case model[3*d+1]:
			first, second = '+', '-'
		case model[3*d+2]:
			first, second = '-', '+'
		}
		cells[i], cells[q] = first, second
		d++
	}
	rows := make([]string, p.H)
	for r := range rows {
		rows[r] = string(cells[r*p.W : (r+1)*p.W])
	}
	return rows
}
