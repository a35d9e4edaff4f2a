package logicgrid

import (
	"context"
	"slices"
	"strings"

	"deduce/puzzle"
	"deduce/sat"
)

// Status implements puzzle.Player, judging the board by the rules only.
//
// Broken lists the cells that break bijectivity as they stand: every tick
// of a block row or column with two or more ticks, and every cell of a
// block row or column that is all crosses.
//
// Clues[i] is sentence i's (Sentences: violated when one of its clues is,
// satisfied when all are). A clue is, with the board's decided cells as
// facts and the grid's implicit rules (each item belongs to exactly one
// entity, sameness is transitive): violated when the facts, the rules and
// the clue alone are
// unsatisfiable (when the facts already break the rules, the ticks alone
// with symmetry and transitivity, which they can never break); satisfied
// when the facts and rules imply the clue (refuting its negation: some clause
// of its encoding false); open otherwise. A clue whose encoding needs
// auxiliary variables can only show open or violated (the negation of a
// formula with auxiliary variables is not the disjunction of its clauses'
// negations); the current clue types have none.
func (Kind) Status(pz puzzle.Puzzle, b *puzzle.Board) puzzle.BoardStatus {
	p := pz.(*Puzzle)
	l := Layout(p)
	bs := puzzle.BoardStatus{Clues: make([]puzzle.ClueStatus, len(p.Sentences())), Broken: brokenCells(l, b), Full: true}
	for i, v := range b.Cells {
		if b.Playable[i] && v == SymUnknown {
			bs.Full = false
		}
	}
	// Above the explainer's size bound every clue shows open: the analysis
	// would encode m³n³ clauses.
	ce, err := encodeClues(context.Background(), p)
	if err != nil {
		return bs
	}
	e := &engine{ce: ce, m: p.M(), n: p.N()}
	var facts []sat.Lit
	for i, v := range b.Cells {
		if !b.Playable[i] || v == SymUnknown {
			continue
		}
		row, col, _ := l.Cell(i/l.Cols, i%l.Cols)
		facts = append(facts, e.lit(row, col, v == SymTick))
	}
	ctx := context.Background()
	// One solver: the base guarded by g, clue i guarded by on[i], its
	// negation guarded by neg[i].
	s, _ := sat.New("cdcl")
	as := s.(sat.Assumer)
	nv := ce.NumVars
	next := func() sat.Lit { nv++; return sat.Lit(nv) }
	g, tr := next(), next() // bijectivity clauses; symmetry and transitivity clauses
	on := make([]sat.Lit, len(ce.Clues))
	neg := make([]sat.Lit, len(ce.Clues))
	for c := range ce.Clues {
		on[c], neg[c] = next(), next()
	}
	as.Reserve(nv)
	buf := make([]sat.Lit, 0, 16)
	for _, cl := range ce.Base {
		guard := g // the exactly-one clauses are all negative or all positive
		for _, lit := range cl[1:] {
			if (lit > 0) != (cl[0] > 0) {
				guard = tr
			}
		}
		as.AddClause(append(append(buf[:0], cl...), -guard)...)
	}
	for c, cls := range ce.Clues {
		some := []sat.Lit{-neg[c]}
		for _, cl := range cls {
			as.AddClause(append(append(buf[:0], cl...), -on[c])...)
			z := next() // z -> every literal of cl false
			as.Reserve(nv)
			for _, lit := range cl {
				as.AddClause(-z, -lit)
			}
			some = append(some, z)
		}
		as.AddClause(some...)
	}
	// Every model found is kept: a model of the facts and rules that
	// satisfies clue c's clauses shows c is not violated, one that falsifies
	// a clause of c shows c is not implied, without a solve. On an open
	// board a few models settle most clues (113 solves of the largest web
	// board became a handful; BenchmarkStatusLargestWebBoard).
	var models [][]bool
	solve := func(extra ...sat.Lit) sat.Status {
		st := as.SolveAssuming(ctx, append(append([]sat.Lit(nil), facts...), extra...)...)
		if st == sat.Sat {
			models = append(models, slices.Clone(s.Model()[:ce.NumVars+1]))
		}
		return st
	}
	rules := []sat.Lit{g, tr}
	consistent := solve(rules...) == sat.Sat
	if !consistent {
		rules = []sat.Lit{tr}
		ticks := facts[:0:0]
		for _, l := range facts {
			if l > 0 {
				ticks = append(ticks, l)
			}
		}
		facts = ticks
		models = nil // models of the facts and all the rules only
	}
	// seen reports whether some kept model satisfies (want true) or
	// falsifies (want false) clue c's clauses.
	seen := func(c int, want bool) bool {
		for _, m := range models {
			if clausesHold(ce.Clues[c], m) == want {
				return true
			}
		}
		return false
	}
	per := make([]puzzle.ClueStatus, len(ce.Clues))
	for c := range ce.Clues {
		switch {
		case !seen(c, true) && solve(append(rules, on[c])...) == sat.Unsat:
			per[c] = puzzle.ClueViolated
		case consistent && !seen(c, false) && solve(append(rules, neg[c])...) == sat.Unsat:
			per[c] = puzzle.ClueSatisfied
		}
	}
	bs.Clues = sentenceStatus(p.Sentences(), per)
	return bs
}

// clausesHold reports whether model (model[v] the value of variable v)
// satisfies every clause of cls.
func clausesHold(cls []sat.Clause, model []bool) bool {
	for _, cl := range cls {
		holds := false
		for _, l := range cl {
			if model[l.Var()] == l.IsPos() {
				holds = true
				break
			}
		}
		if !holds {
			return false
		}
	}
	return true
}

// sentenceStatus judges each sentence by its clues: violated when one is,
// satisfied when all are, open otherwise.
func sentenceStatus(sentences []Sentence, per []puzzle.ClueStatus) []puzzle.ClueStatus {
	out := make([]puzzle.ClueStatus, len(sentences))
	for s, sen := range sentences {
		all := true
		for _, c := range sen.Clues {
			if per[c] == puzzle.ClueViolated {
				out[s] = puzzle.ClueViolated
				break
			}
			all = all && per[c] == puzzle.ClueSatisfied
		}
		if out[s] != puzzle.ClueViolated && all {
			out[s] = puzzle.ClueSatisfied
		}
	}
	return out
}

// brokenCells lists the cells that break bijectivity (see Status).
func brokenCells(l GridLayout, b *puzzle.Board) []int {
	bad := map[int]bool{}
	line := func(cells []int) {
		ticks, crosses := 0, 0
		for _, i := range cells {
			switch b.Cells[i] {
			case SymTick:
				ticks++
			case SymCross:
				crosses++
			}
		}
		for _, i := range cells {
			if ticks >= 2 && b.Cells[i] == SymTick || crosses == len(cells) {
				bad[i] = true
			}
		}
	}
	for r0 := 0; r0 < l.Rows; r0 += l.N {
		for c0 := 0; c0 < l.Cols; c0 += l.N {
			if !b.Playable[r0*l.Cols+c0] {
				continue
			}
			for k := 0; k < l.N; k++ {
				row := make([]int, l.N)
				col := make([]int, l.N)
				for j := 0; j < l.N; j++ {
					row[j] = (r0+k)*l.Cols + c0 + j
					col[j] = (r0+j)*l.Cols + c0 + k
				}
				line(row)
				line(col)
			}
		}
	}
	out := []int{}
	for i := range b.Cells {
		if bad[i] {
			out = append(out, i)
		}
	}
	return out
}

// Layout implements puzzle.Player: the classic cross-category grid with
// every row and column named by its item and every block by its category,
// walls between blocks, the numbered clue list (one entry per sentence, as
// steps cite them: the puzzle's own words when read from English, the
// English writer's otherwise) and the solution table so far.
func (Kind) Layout(pz puzzle.Puzzle, b *puzzle.Board, st puzzle.BoardStatus) puzzle.Layout {
	p := pz.(*Puzzle)
	gl := Layout(p)
	l := puzzle.Layout{Legend: "✓: the two items belong to the same entity; ✗: they do not."}
	for _, it := range gl.RowItems {
		l.Left = append(l.Left, puzzle.Label{Text: it})
	}
	for _, it := range gl.ColItems {
		l.Top = append(l.Top, puzzle.Label{Text: it})
	}
	for k, name := range gl.RowDomainNames {
		l.RowGroups = append(l.RowGroups, puzzle.Group{Name: name, First: k * gl.N, Last: (k+1)*gl.N - 1})
	}
	for k, name := range gl.ColDomainNames {
		l.ColGroups = append(l.ColGroups, puzzle.Group{Name: name, First: k * gl.N, Last: (k+1)*gl.N - 1})
	}
	if gl.N > 0 {
		l.WallRight, l.WallBelow = puzzle.Walls(gl.Rows, gl.Cols, func(i, j int) bool {
			if j == i+1 {
				return (j%gl.Cols)%gl.N == 0
			}
			return (j/gl.Cols)%gl.N == 0
		})
	}
	var said []string
	if English.Clues != nil {
		if s, err := English.Clues(p); err == nil {
			said = s
		}
	}
	for k, sen := range p.Sentences() {
		text := sen.Text
		if k < len(said) {
			text = said[k]
		}
		l.Clues = append(l.Clues, puzzle.ClueLabel(st, k, -1, text))
	}
	l.Progress = progress(p, Kind{}.BoardState(p, b))
	return l
}

// progress is the solution table so far: one line per item of the first
// domain, with each other domain's item once the position determines it: a
// tick (directly, or through an item already paired with the entity), or
// crosses against all the domain's other items.
func progress(p *Puzzle, st puzzle.State) []string {
	if len(p.Domains) == 0 {
		return nil
	}
	// Keyed by Item, not by word: a word two categories share ("Alice" the
	// name and the child) is two items.
	same := map[Item]map[Item]bool{}
	diff := map[Item]map[Item]bool{}
	link := func(m map[Item]map[Item]bool, a, b Item) {
		if m[a] == nil {
			m[a] = map[Item]bool{}
		}
		m[a][b] = true
	}
	for _, f := range st {
		if !f.IsPair() {
			continue
		}
		a, b, err := p.FactItems(f)
		if err != nil {
			continue
		}
		m := diff
		if f.Same {
			m = same
		}
		link(m, a, b)
		link(m, b, a)
	}
	var out []string
	for ei := range p.Domains[0].Items {
		e := Item{D: 0, I: ei}
		for d := 1; d < len(p.Domains); d++ {
			left, found := Item{}, false
			for i := range p.Domains[d].Items {
				it := Item{D: d, I: i}
				if !diff[e][it] {
					if found {
						found = false
						break
					}
					left, found = it, true
				}
			}
			if found {
				link(same, e, left)
				link(same, left, e)
			}
		}
		reach := map[Item]bool{e: true}
		for changed := true; changed; {
			changed = false
			for a := range reach {
				for b := range same[a] {
					if !reach[b] {
						reach[b] = true
						changed = true
					}
				}
			}
		}
		cells := []string{p.Domains[0].Items[ei] + ":"}
		for d := 1; d < len(p.Domains); d++ {
			v := "?"
			for i, name := range p.Domains[d].Items {
				if reach[Item{D: d, I: i}] {
					v = name
				}
			}
			cells = append(cells, v)
		}
		out = append(out, strings.Join(cells, " "))
	}
	return out
}
