package explainfmt

import (
	"fmt"
	"io"
	"strings"

	"deduce/puzzle"
)

// StepLine is the one-line head of a step: "Step 3 [line-count, cost 2, clues 1, 7]: text".
func StepLine(s puzzle.Step) string {
	var b strings.Builder
	fmt.Fprintf(&b, "Step %d [%s, cost %d", s.N, s.Rule, s.Cost)
	if len(s.Clues) > 0 {
		b.WriteString(", clue")
		if len(s.Clues) > 1 {
			b.WriteString("s")
		}
		b.WriteString(" " + joinInts(s.Clues))
	}
	b.WriteString("]: ")
	b.WriteString(s.Text)
	return b.String()
}

// Facts writes facts as "(3,5)=+, (3,6)!=-"; a step without facts is the
// contradiction that shows a puzzle has no solution.
func Facts(fs []puzzle.Fact) string {
	if len(fs) == 0 {
		return "a contradiction: no solution"
	}
	parts := make([]string, len(fs))
	for i, f := range fs {
		parts[i] = f.String()
	}
	return strings.Join(parts, ", ")
}

func joinInts(xs []int) string {
	parts := make([]string, len(xs))
	for i, x := range xs {
		parts[i] = fmt.Sprint(x)
	}
	return strings.Join(parts, ", ")
}

// Options select what Text writes.
type Options struct {
	Boards bool // the board after each step (needs the kind's play model): new facts [x], givens (x)
}

// Text writes the explanation as numbered steps, then a summary line and the
// solution (drawn by solution, which may be nil).
func Text(w io.Writer, k puzzle.Kind, p puzzle.Puzzle, st puzzle.State, e puzzle.Explanation, opt Options, solution func(puzzle.Solution) string) {
	pl, canDraw := k.(puzzle.Player)
	var board *puzzle.Board
	if opt.Boards && canDraw {
		board = pl.ApplyFacts(p, pl.NewBoard(p), st)
	}
	for _, s := range e.Steps {
		fmt.Fprintln(w, StepLine(s))
		if len(s.Uses) > 0 {
			fmt.Fprintf(w, "    uses: %s\n", Facts(s.Uses))
		}
		fmt.Fprintf(w, "    so:   %s\n", Facts(s.Facts))
		if board != nil {
			board = pl.ApplyFacts(p, board, s.Facts)
			fmt.Fprint(w, indent(BoardText(board, cellsOf(pl, p, board, s.Facts)), "    "))
		}
	}
	fmt.Fprintln(w, Summary(e))
	switch {
	case e.Solution != nil && solution != nil:
		fmt.Fprint(w, solution(e.Solution))
	case len(e.Solutions) >= 2 && solution != nil:
		for i, s := range e.Solutions[:2] {
			fmt.Fprintf(w, "solution %d:\n", i+1)
			fmt.Fprint(w, solution(s))
		}
	}
}

// Summary is the closing line of an explanation.
func Summary(e puzzle.Explanation) string {
	n := len(e.Steps)
	steps := fmt.Sprintf("%d step", n)
	if n != 1 {
		steps += "s"
	}
	grade := ""
	if e.Grade != "" {
		grade = ", grade " + e.Grade
	}
	switch e.Status {
	case puzzle.ExplainSolved:
		return fmt.Sprintf("solved in %s, total cost %d, hardest step cost %d%s", steps, e.Cost, e.Hardest, grade)
	case puzzle.ExplainAmbiguous:
		return fmt.Sprintf("ambiguous: deduction stops after %s; the puzzle has several solutions, two of them below", steps)
	case puzzle.ExplainUnsolvable:
		if n > 0 {
			return fmt.Sprintf("unsolvable: step %d found the contradiction; the puzzle has no solution", e.Steps[n-1].N)
		}
		return "unsolvable: the puzzle has no solution"
	case puzzle.ExplainStuck:
		return fmt.Sprintf("stuck after %s: the rules find no further step (the rest needs guessing)", steps)
	}
	return fmt.Sprintf("%s after %s", e.Status, steps)
}

func cellsOf(pl puzzle.Player, p puzzle.Puzzle, b *puzzle.Board, fs []puzzle.Fact) map[int]bool {
	m := map[int]bool{}
	for _, f := range fs {
		for _, c := range pl.FactCells(p, b, f) {
			m[c] = true
		}
	}
	return m
}

// BoardText draws a board as rows of symbols; marked cells are bracketed,
// givens in parentheses (as the terminal game draws them), so a given never
// reads as a letter the steps deduced.
func BoardText(b *puzzle.Board, marked map[int]bool) string {
	var sb strings.Builder
	for r := range b.Rows {
		for c := range b.Cols {
			i := b.Index(r, c)
			sym := " "
			if b.Playable[i] {
				sym = b.Symbols[b.Cells[i]]
			}
			switch {
			case marked[i]:
				sb.WriteString("[" + sym + "]")
			case i < len(b.Given) && b.Given[i]:
				sb.WriteString("(" + sym + ")")
			default:
				sb.WriteString(" " + sym + " ")
			}
		}
		sb.WriteString("\n")
	}
	return sb.String()
}

func indent(s, pre string) string {
	lines := strings.SplitAfter(s, "\n")
	var b strings.Builder
	for _, l := range lines {
		if l != "" {
			b.WriteString(pre + l)
		}
	}
	return b.String()
}
