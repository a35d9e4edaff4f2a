package logicgrid

import (
	"context"
	"fmt"
	"strings"
	"time"

	"deduce/puzzle"
)

// Render implements puzzle.Renderer. "text" without a solution lists the
// domains and the clues in words; with one it prints the thesis's output
// (the method line when the solution carries one, then one line per entity).
// "svg" draws the grid (filled in with a solution) and the clues.
func (Kind) Render(pz puzzle.Puzzle, s puzzle.Solution, format string) (string, error) {
	p := pz.(*Puzzle)
	sol, _ := s.(*Solution)
	switch format {
	case "text":
		if sol != nil && p.readFromEnglish() {
			return withHeader(p, sol), nil
		}
		if sol != nil {
			// The rows only: the thesis's method and time line (ThesisOutput)
			// would make two runs of `deduce solve` print different text.
			return sol.String(), nil
		}
		return Describe(p), nil
	case "svg":
		return SVG(p, sol), nil
	}
	return "", fmt.Errorf("%w: logicgrid renders text or svg (got %q)", puzzle.ErrUnsupported, format)
}

// ThesisOutput is the thesis program's answer for a solved puzzle:
// "method: Simple backtracking encoding: Small time: 0.032000ms" (when the
// solution records how it was found), then "Smith, red, teacher" lines.
func ThesisOutput(s *Solution) string {
	var b strings.Builder
	if s.Method != "" {
		b.WriteString(MethodLine(s.Method, s.Encoding, s.TimeMS))
	}
	b.WriteString(s.String())
	return b.String()
}

// MethodLine is the thesis's first output line.
func MethodLine(method, encoding string, ms float64) string {
	line := "method: " + method + " "
	if encoding != "" {
		line += "encoding: " + encoding + " "
	}
	return line + fmt.Sprintf("time: %fms\n", ms)
}

// Describe lists the domains and clues of p in words, for people.
func Describe(p *Puzzle) string {
	var b strings.Builder
	for _, d := range p.Domains {
		fmt.Fprintf(&b, "%s: %s\n", d.Name, strings.Join(d.Items, ", "))
	}
	b.WriteString("Clues:\n")
	for i, sen := range p.Sentences() {
		fmt.Fprintf(&b, "%2d. %s\n", i+1, sen.Text)
	}
	return b.String()
}

// ClueWords says c in English.
func (p *Puzzle) ClueWords(c Clue) string {
	if c.Text != "" {
		return c.Text // the sentence the clue was read from
	}
	n := func(k int) string { return p.QualifiedName(c.Items[k]) }
	dom := ""
	if c.Kind == Less || c.Kind == LessBy || c.Kind == Apart {
		dom = p.Domains[c.Domain].Name
	}
	switch c.Kind {
	case Different:
		if len(c.Items) == 2 {
			return n(0) + " is not " + n(1) + "."
		}
		names := make([]string, len(c.Items))
		for i := range names {
			names[i] = n(i)
		}
		return strings.Join(names[:len(names)-1], ", ") + " and " + names[len(names)-1] + " are all different."
	case Same:
		return n(0) + " is " + n(1) + "."
	case Less:
		return fmt.Sprintf("By %s, %s comes before %s.", dom, n(0), n(1))
	case LessBy:
		return fmt.Sprintf("By %s, %s comes exactly %d before %s.", dom, n(0), c.K, n(1))
	case Apart:
		return fmt.Sprintf("By %s, %s and %s are exactly %d apart.", dom, n(0), n(1), c.K)
	case IfThen:
		return fmt.Sprintf("If %s is %s, then %s is %s.", n(0), n(1), n(2), n(3))
	case IfThenNot:
		return fmt.Sprintf("If %s is %s, then %s is not %s.", n(0), n(1), n(2), n(3))
	case IfNotThen:
		return fmt.Sprintf("If %s is not %s, then %s is %s.", n(0), n(1), n(2), n(3))
	case Either, Pair, DiffBy, ApartBy, RingBy, AroundBy:
		return p.clueWordsExt(c)
	}
	return p.ClueText(c)
}

// Grid draws the solved o/x grid of the thesis's section 1 ("Finished"):
// columns are domains 2..m, row blocks are domain 1 then m, m-1, ..., 3, and
// block k shows the columns of the domains before it (a staircase).
func Grid(s *Solution) string {
	p := s.p
	m := p.M()
	ent := s.entities()
	rowDoms := []int{0}
	for d := m - 1; d >= 2; d-- {
		rowDoms = append(rowDoms, d)
	}
	w := 0
	for _, d := range p.Domains {
		for _, it := range d.Items {
			w = max(w, len(it))
		}
	}
	var b strings.Builder
	pad := func(s string, w int) string { return s + strings.Repeat(" ", w-len(s)) }
	b.WriteString(pad("", w))
	for d := 1; d < m; d++ {
		b.WriteString(" |")
		for _, it := range p.Domains[d].Items {
			b.WriteString(" " + it)
		}
	}
	b.WriteByte('\n')
	for _, rd := range rowDoms {
		last := m - 1
		if rd != 0 {
			last = rd - 1
		}
		for i, name := range p.Domains[rd].Items {
			b.WriteString(pad(name, w))
			for d := 1; d <= last; d++ {
				b.WriteString(" |")
				for j, it := range p.Domains[d].Items {
					mark := "x"
					if ent[rd][i] == ent[d][j] {
						mark = "o"
					}
					b.WriteString(" " + pad(mark, len(it)))
				}
			}
			b.WriteByte('\n')
		}
	}
	lines := strings.Split(b.String(), "\n")
	for i := range lines {
		lines[i] = strings.TrimRight(lines[i], " ")
	}
	return strings.Join(lines, "\n")
}

// ThesisRun solves p with pl and returns the thesis program's complete
// answer: the method line, then the entities, "No solution assignment
// exists.", or "Puzzle Not Solved" (for Valentine & Davis with its tuple
// dump, or "Unable to solve. Algorithm does not handle this type of clue").
// Every solution is checked before it is returned.
func ThesisRun(ctx context.Context, p *Puzzle, pl Plan) (string, puzzle.Result, error) {
	var vdr VDResult
	var r puzzle.Result
	var err error
	if pl.Method == "vd" {
		t0 := time.Now()
		vdr = SolveVD(ctx, p)
		r = vdOutcome(vdr, msSince(t0))
	} else {
		r, err = SolvePlan(ctx, p, pl)
	}
	if err != nil {
		return "", r, err
	}
	for _, s := range r.Solutions {
		if err := Check(p, s.(*Solution)); err != nil {
			return "", r, fmt.Errorf("%w: %v", puzzle.ErrWrongAnswer, err)
		}
	}
	if r.Status == puzzle.Solved && pl.Method == "vd" && len(vdr.Tuples) > 0 {
		// The C program's outputSolutionVal prints the tuples, braces and
		// all, for a solved puzzle too (no header line); the solution was
		// checked above.
		return MethodLine(pl.Title(), pl.EncodingTitle(), r.Stats["time_ms"]) + vdDump(p, vdr), r, nil
	}
	if r.Status == puzzle.Solved {
		return ThesisOutput(r.Solutions[0].(*Solution)), r, nil
	}
	ms := r.Stats["solve_ms"]
	if pl.Method == "vd" || pl.Method == "fd" {
		ms = r.Stats["time_ms"]
	}
	out := MethodLine(pl.Title(), pl.EncodingTitle(), ms)
	switch {
	case pl.Method == "vd" && vdr.Outcome == VDUnhandled:
		out += "Unable to solve. Algorithm does not handle this type of clue\n"
	case pl.Method == "vd" && vdr.Outcome == VDImpossible:
		out += "No solution assignment exists. Tuple Dump:\n" + vdDump(p, vdr)
	case pl.Method == "vd":
		out += "Puzzle Not Solved. Tuple Dump:\n" + vdDump(p, vdr)
	case r.Status == puzzle.Unsatisfiable:
		out += "No solution assignment exists.\n"
	default:
		out += "Puzzle Not Solved\n"
	}
	return out, r, nil
}

// vdDump prints the surviving tuples as the thesis's program does:
// "{Smith, [red, blue], teacher}", a set in brackets unless it is one item.
func vdDump(p *Puzzle, r VDResult) string {
	var b strings.Builder
	for _, t := range r.Tuples {
		b.WriteString("{")
		for d, set := range t {
			if d > 0 {
				b.WriteString(", ")
			}
			var names []string
			for i, it := range p.Domains[d].Items {
				if set&(1<<uint(i)) != 0 {
					names = append(names, it)
				}
			}
			if len(names) == 1 {
				b.WriteString(names[0])
			} else {
				b.WriteString("[" + strings.Join(names, ", ") + "]")
			}
		}
		b.WriteString("}\n")
	}
	return b.String()
}
