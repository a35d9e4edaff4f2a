package magnets

import (
	"fmt"

	"deduce/puzzle"
)

// Check verifies s against every rule of p, independently of any solver:
// the singleton is neutral, every domino is neutral or one + and one −,
// no two orthogonal neighbours carry the same pole, and every known count holds.
func Check(p *Puzzle, s *Solution) error {
	fail := func(format string, args ...any) error {
		return fmt.Errorf("%w: %s", puzzle.ErrCheckFailed, fmt.Sprintf(format, args...))
	}
	if s == nil {
		return fail("no solution")
	}
	if s.W != p.W || s.H != p.H || len(s.Cells) != p.W*p.H {
		return fail("solution is %dx%d, puzzle is %dx%d", s.W, s.H, p.W, p.H)
	}
	w := p.W
	at := func(i int) string { return fmt.Sprintf("row %d, column %d", i/w+1, i%w+1) }
	for i, v := range s.Cells {
		if v < Minus || v > Plus {
			return fail("cell %s holds %d", at(i), v)
		}
		q := p.Partner[i]
		if q < 0 {
			if v != Neutral {
				return fail("the singleton at %s must be neutral", at(i))
			}
			continue
		}
		if s.Cells[q] != -v {
			return fail("the domino at %s and %s holds %c%c: a domino is + and -, or neutral", at(i), at(q), poleChar(v), poleChar(s.Cells[q]))
		}
		if v != Neutral {
			if i%w+1 < w && s.Cells[i+1] == v {
				return fail("like poles %c touch at %s and %s", poleChar(v), at(i), at(i+1))
			}
			if i+w < len(s.Cells) && s.Cells[i+w] == v {
				return fail("like poles %c touch at %s and %s", poleChar(v), at(i), at(i+w))
			}
		}
	}
	q := &Puzzle{W: p.W, H: p.H}
	q.CluesFrom(s)
	for _, l := range []struct {
		what      string
		want, got []int
	}{{"+ in row", p.RowPlus, q.RowPlus}, {"- in row", p.RowMinus, q.RowMinus}, {"+ in column", p.ColPlus, q.ColPlus}, {"- in column", p.ColMinus, q.ColMinus}} {
		for j := range l.want {
			if l.want[j] >= 0 && l.want[j] != l.got[j] {
				return fail("%s %d: want %d, have %d", l.what, j+1, l.want[j], l.got[j])
			}
		}
	}
	return nil
}
