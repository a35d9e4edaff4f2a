package closefar

import (
	"context"
	"errors"
	"os"
	"testing"

	"deduce/puzzle"
	"deduce/sat"
)

// The CNF given to external solvers is the formula deduce solves: solved,
// its model read on the cell variables is Fig. 2, the only solution of Fig. 1; blocking it leaves nothing.
func TestCNFIsTheFormulaSolved(t *testing.T) {
	data, err := os.ReadFile("testdata/fig1.txt")
	if err != nil {
		t.Fatal(err)
	}
	p, err := Kind{}.Parse("fig1.txt", data)
	if err != nil {
		t.Fatal(err)
	}
	want := p.(*Puzzle).Known
	for _, enc := range []string{"", EncodingSmall, EncodingExtended} {
		f, err := Kind{}.CNF(p, enc)
		if err != nil {
			t.Fatalf("encoding %q: %v", enc, err)
		}
		res, err := sat.SolveCNF(context.Background(), "cdcl", f)
		if err != nil || res.Status != sat.Sat {
			t.Fatalf("encoding %q: status %v, err %v", enc, res.Status, err)
		}
		var block []sat.Lit
		for x, c := range want.Cells {
			if res.Model[cVar(x)] != (c == Close) || res.Model[fVar(x)] != (c == Far) {
				t.Fatalf("encoding %q: cell %d of the model differs from Fig. 2", enc, x)
			}
			block = append(block, cVar(x).Lit(c != Close), fVar(x).Lit(c != Far))
		}
		f.Add(block...)
		if res, _ := sat.SolveCNF(context.Background(), "cdcl", f); res.Status != sat.Unsat {
			t.Errorf("encoding %q: a second solution on the cell variables (status %v)", enc, res.Status)
		}
	}
	if _, err := (Kind{}).CNF(p, "huge"); !errors.Is(err, puzzle.ErrBadOption) {
		t.Errorf("unknown encoding: got %v, want ErrBadOption", err)
	}
}
