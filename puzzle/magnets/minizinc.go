package magnets

import (
	_ "embed"
	"fmt"
	"strconv"
	"strings"

	"deduce/puzzle"
)

// The report's model, the one Magnets model: MiniZinc for Gecode and CLP(FD)
// for SWI-Prolog. The data is written from the typed puzzle and appended.
var (
	//go:embed models/magnets.mzn
	miniZincModel string
	//go:embed models/magnets.pl
	prologModel string
)

// MiniZinc implements puzzle.MiniZincModeler: models/magnets.mzn with p's data.
func (Kind) MiniZinc(pz puzzle.Puzzle) (string, error) {
	p := pz.(*Puzzle)
	code := map[byte]int{'o': 0, 'n': 1, 'e': 2, 's': 3, 'w': 4}
	var b strings.Builder
	b.WriteString(miniZincModel)
	fmt.Fprintf(&b, "\n%% data\nW = %d;\nH = %d;\npartner = [|", p.W, p.H)
	for r := 0; r < p.H; r++ {
		var cells []string
		for c := 0; c < p.W; c++ {
			cells = append(cells, strconv.Itoa(code[partnerDir(p, r*p.W+c)]))
		}
		b.WriteString(" " + strings.Join(cells, ", ") + " |")
	}
	b.WriteString("];\n")
	for _, c := range []struct {
		name string
		v    []int
	}{{"row_plus", p.RowPlus}, {"row_minus", p.RowMinus}, {"col_plus", p.ColPlus}, {"col_minus", p.ColMinus}} {
		fmt.Fprintf(&b, "%s = [%s];\n", c.name, joinClues(c.v, ", ", "-1"))
	}
	return b.String(), nil
}

// Prolog implements puzzle.PrologModeler: models/magnets.pl with p's data fact.
func (Kind) Prolog(pz puzzle.Puzzle) (string, error) {
	p := pz.(*Puzzle)
	var rows []string
	for r := 0; r < p.H; r++ {
		var cells []string
		for c := 0; c < p.W; c++ {
			cells = append(cells, string(partnerDir(p, r*p.W+c)))
		}
		rows = append(rows, "["+strings.Join(cells, ",")+"]")
	}
	return prologModel + fmt.Sprintf("\n%% data\nmagnets(%d, %d, [%s], [%s], [%s], [%s], [%s]).\n", p.W, p.H, strings.Join(rows, ","),
		joinClues(p.RowPlus, ",", "u"), joinClues(p.RowMinus, ",", "u"), joinClues(p.ColPlus, ",", "u"), joinClues(p.ColMinus, ",", "u")), nil
}

// partnerDir is the direction of cell i's partner: n, e, s, w, or o for the singleton.
func partnerDir(p *Puzzle, i int) byte {
	switch j := p.Partner[i]; {
	case j < 0:
		return 'o'
	case j == i+1:
		return 'e'
	case j == i-1:
		return 'w'
	case j == i+p.W:
		return 's'
	}
	return 'n'
}

// joinClues writes counts with unknown for hidden ones (Unknown).
func joinClues(v []int, sep, unknown string) string {
	out := make([]string, len(v))
	for i, x := range v {
		if x < 0 {
			out[i] = unknown
		} else {
			out[i] = strconv.Itoa(x)
		}
	}
	return strings.Join(out, sep)
}
