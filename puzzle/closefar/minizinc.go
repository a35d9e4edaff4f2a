package closefar

import (
	_ "embed"
	"fmt"
	"strings"

	"deduce/puzzle"
)

// The report's model, the one Close or Far model: MiniZinc for Gecode and
// CLP(FD) for SWI-Prolog. The data is written from the typed puzzle and appended.
var (
	//go:embed models/closefar.mzn
	miniZincModel string
	//go:embed models/closefar.pl
	prologModel string
)

// MiniZinc implements puzzle.MiniZincModeler: models/closefar.mzn with p's
// data (hint 0 = none, 1 = C, 2 = F).
func (Kind) MiniZinc(pz puzzle.Puzzle) (string, error) {
	p := pz.(*Puzzle)
	var b strings.Builder
	b.WriteString(miniZincModel)
	fmt.Fprintf(&b, "\n%% data\nN = %d;\nhint = [|", p.N)
	for r := 0; r < p.N; r++ {
		b.WriteString(" " + strings.Join(hintRow(p, r), ", ") + " |")
	}
	b.WriteString("];\n")
	return b.String(), nil
}

// Prolog implements puzzle.PrologModeler: models/closefar.pl with p's data fact.
func (Kind) Prolog(pz puzzle.Puzzle) (string, error) {
	p := pz.(*Puzzle)
	var rows []string
	for r := 0; r < p.N; r++ {
		rows = append(rows, "["+strings.Join(hintRow(p, r), ",")+"]")
	}
	return prologModel + fmt.Sprintf("\n%% data\nclosefar(%d, [%s]).\n", p.N, strings.Join(rows, ",")), nil
}

func hintRow(p *Puzzle, r int) []string {
	out := make([]string, p.N)
	for c := range out {
		out[c] = fmt.Sprint(int(p.Hint(r, c)))
	}
	return out
}
