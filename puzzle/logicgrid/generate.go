package logicgrid

import (
	"context"
	"fmt"
	"math/rand/v2"
	"slices"
	"sort"

	"deduce/puzzle"
)

// Generation limits and defaults.
const (
	defaultDomains = 4
	defaultItems   = 5
	maxDomains     = 8
	maxItems       = 9
)

// Themes for generated domains: ordered ones first, then plain ones. Item
// names are unique across all of them.
var orderedThemes = []Domain{
	{"House", []string{"h1", "h2", "h3", "h4", "h5", "h6", "h7", "h8", "h9"}},
	{"Age", []string{"age21", "age22", "age23", "age24", "age25", "age26", "age27", "age28", "age29"}},
	{"Floor", []string{"floor1", "floor2", "floor3", "floor4", "floor5", "floor6", "floor7", "floor8", "floor9"}},
}

var plainThemes = []Domain{
	{"Name", []string{"Alice", "Bob", "Carol", "Dave", "Eve", "Frank", "Grace", "Heidi", "Ivan"}},
	{"Color", []string{"red", "green", "blue", "white", "yellow", "black", "pink", "grey", "orange"}},
	{"Pet", []string{"dog", "cat", "bird", "fish", "horse", "snake", "rabbit", "turtle", "hamster"}},
	{"Drink", []string{"tea", "coffee", "milk", "water", "juice", "cocoa", "soda", "lemonade", "cider"}},
	{"Job", []string{"doctor", "teacher", "actor", "baker", "pilot", "nurse", "farmer", "lawyer", "chef"}},
	{"Sport", []string{"tennis", "golf", "soccer", "chess", "rowing", "hockey", "boxing", "skiing", "judo"}},
	{"Car", []string{"Ford", "Fiat", "Audi", "Kia", "Volvo", "Tesla", "Honda", "Mazda", "Saab"}},
	{"Fruit", []string{"apple", "pear", "plum", "kiwi", "mango", "lime", "peach", "grape", "melon"}},
}

// generateGraded is the thesis-style generator: a random solution, candidate clues
// of every type true in it, picked while a second solution exists (each
// breaks the second solution found); then (for hard puzzles only with
// --minimal) removal of
// clues in random order while the solution stays unique, so every remaining
// clue is proven necessary. Uniqueness is finally proven by a complete count
// with cap 2, and the puzzle is graded by its explanation (gradeUpTo).
func generateGraded(ctx context.Context, opt puzzle.GenerateOptions) (puzzle.Generated, error) {
	m, n, ord := opt.Int(ParamDomains), opt.Width, opt.Int(ParamOrdered)
	if m == 0 {
		m = opt.Height
	}
	if n == 0 { // a size given wins over --items (the game's size chooser sets it)
		n = opt.Int(ParamItems)
	}
	if m == 0 {
		m = defaultDomains
	}
	if n == 0 {
		n = defaultItems
	}
	if m < 2 || m > maxDomains || n < 2 || n > maxItems || ord < 0 || ord > len(orderedThemes) || ord > m {
		return puzzle.Generated{}, fmt.Errorf("%w: logicgrid generates 2-%d domains of 2-%d items with 0-%d ordered domains (got %d domains, %d items, %d ordered)",
			puzzle.ErrBadOption, maxDomains, maxItems, min(len(orderedThemes), m), m, n, ord)
	}
	if facts := m * (m - 1) / 2 * n * n; facts > maxGenerateFacts {
		return puzzle.Generated{}, fmt.Errorf("%w: %d domains of %d items are above the maximum for logicgrid generation: %d pair facts (m(m-1)/2·n²), at most %d: 8 domains of 9 items did not finish in 40 s (see docs/guide/robustness.md)",
			puzzle.ErrBadOption, m, n, facts, maxGenerateFacts)
	}
	want, err := parseDifficulty(opt.Difficulty)
	if err != nil {
		return puzzle.Generated{}, err
	}
	graded := gradable(m, n)
	if want != "" && !graded {
		return puzzle.Generated{}, fmt.Errorf("%w: --difficulty needs a grade, and grading explains the puzzle, which is limited to %d pair facts (%d domains of %d items have %d); leave --difficulty out for an ungraded puzzle",
			puzzle.ErrBadOption, maxGradeFacts, m, n, m*(m-1)/2*n*n)
	}
	if want == GradeSearch {
		return puzzle.Generated{}, fmt.Errorf("%w: no generated puzzle grades search: search means deduction stops before the end, which only happens with several solutions or none, and every generated puzzle has exactly one", puzzle.ErrBadOption)
	}
	// Hard puzzles are sought deliberately (genStyle.indirect): clues that
	// state facts outright are picked only when nothing else breaks the
	// second solution, so the one-clue tier of the explanation tends to run
	// dry before the end. Measured at 5x5 (no ordered domain, 30 seeds): 30
	// hard puzzles, against 0 of 30 drawn the default way (README).
	// Every clue is proven necessary (minimal) as before, except that hard
	// puzzles keep their picked clues unless --minimal asks (minimizing
	// them costs 2-4x: 5x5 median 0.4 s, slowest seed 2.7 s; README).
	st := genStyle{indirect: want == GradeHard, redundant: want == GradeHard && !opt.Flag(ParamMinimal)}
	const attempts = 200
	for a := 0; a < attempts; a++ {
		if err := ctx.Err(); err != nil {
			return puzzle.Generated{}, err
		}
		seed := opt.Seed
		rng := rand.New(rand.NewPCG(uint64(seed), uint64(a)))
		p, sol, err := generateUnique(ctx, rng, m, n, ord, st)
		if err != nil {
			return puzzle.Generated{}, err
		}
		grade := ""
		if graded {
			if grade, err = gradeUpTo(ctx, p, want); err != nil {
				return puzzle.Generated{}, err
			}
		}
		if want != "" && grade != want {
			continue
		}
		return puzzle.Generated{Puzzle: p, Solution: sol, Difficulty: grade, Unique: true, Seed: seed}, nil
	}
	return puzzle.Generated{}, fmt.Errorf("%w: no %s puzzle of this size in %d attempts", puzzle.ErrLimit, want, attempts)
}

// maxGradeFacts bounds the size the generator grades: the number of pair
// facts m(m-1)/2·n² of the grid. Grading explains the puzzle step by step;
// measured on generated puzzles: 4x9 (486 facts) 1.4 s, 8x5 (700) 1.5 s,
// 6x8 (960) 14 s, 8x9 (2268) over 6 minutes. Larger puzzles are generated
// ungraded (Difficulty "").
const maxGradeFacts = 700

// maxGenerateFacts bounds the size the generator makes at all, graded or
// not. Ungraded generation is quick up to 8 domains of 8 items (1792 facts)
// and 7 of 9 (1701): about 0.1 s each; 8 of 9 (2268) did not finish in 40 s
// with seeds 1 and 2 (see docs/guide/robustness.md). The cliff points at
// something in the generator worth a look rather than at plain cost; until
// then 8×9 is refused.
const maxGenerateFacts = 1800

// gradable reports whether the generator grades m domains of n items.
func gradable(m, n int) bool { return m*(m-1)/2*n*n <= maxGradeFacts }

// GenerateUnique makes one minimal puzzle with a unique solution, every
// random choice drawn from rng.
func GenerateUnique(ctx context.Context, rng *rand.Rand, m, n, ord int) (*Puzzle, *Solution, error) {
	return generateUnique(ctx, rng, m, n, ord, genStyle{})
}

// genStyle steers the clue choice of generateUnique.
type genStyle struct {
	// indirect: while an implication (if-then, ...) or an ordering clue
	// breaks the second solution, only such a clue is picked, and the pool
	// holds six times as many implications. "Different" clues, even of three
	// items, say their facts outright and feed the one-clue tier of the
	// explanation; implications say nothing alone until their premise is
	// known, so the puzzle tends to need two clues together (hard).
	indirect bool
	// redundant: keep the clues as picked (each broke a second solution
	// when it was picked) instead of switching off every clue a later one
	// made unnecessary.
	redundant bool
}

func generateUnique(ctx context.Context, rng *rand.Rand, m, n, ord int, st genStyle) (*Puzzle, *Solution, error) {
	p := &Puzzle{Algorithm: 8} // the thesis sample's: backtracking, small encoding
	for d := 0; d < m; d++ {
		var th Domain
		if d < ord {
			th = orderedThemes[d]
		} else {
			th = plainThemes[d-ord]
		}
		p.Domains = append(p.Domains, Domain{Name: th.Name, Items: append([]string(nil), th.Items[:n]...)})
	}
	p.buildIndex()
	of := make([][]int, m)
	for d := range of {
		of[d] = make([]int, n)
		for e := range of[d] {
			of[d][e] = e
		}
		if d > 0 {
			rng.Shuffle(n, func(i, j int) { of[d][i], of[d][j] = of[d][j], of[d][i] })
		}
	}
	sol := &Solution{p: p, Of: of}
	pool := candidates(rng, p, sol, ord, st)
	active, err := minimize(ctx, rng, p, sol, pool, st)
	if err != nil {
		return nil, nil, err
	}
	for i, c := range pool {
		if active[i] {
			p.Clues = append(p.Clues, c)
		}
	}
	// The proof: a complete count with cap 2, on a fresh solver.
	r, err := Count(ctx, p, puzzle.SolveOptions{Method: "fd", Limit: 2})
	if err != nil {
		return nil, nil, err
	}
	if r.Count != 1 || !r.Complete {
		return nil, nil, fmt.Errorf("logicgrid: internal error: generated puzzle has %d solutions (complete=%v)", r.Count, r.Complete)
	}
	return p, sol, nil
}

// candidates lists clues true in sol: every "same" clue (so that all of them
// together fix the solution), and random samples of the other types, shuffled.
func candidates(rng *rand.Rand, p *Puzzle, sol *Solution, ord int, st genStyle) []Clue {
	m, n := p.M(), p.N()
	ent := sol.entities()
	var pool []Clue
	add := func(c Clue) { pool = append(pool, c) }
	randItem := func() Item { return Item{rng.IntN(m), rng.IntN(n)} }
	for d1 := 0; d1 < m; d1++ {
		for d2 := d1 + 1; d2 < m; d2++ {
			for e := 0; e < n; e++ {
				add(Clue{Kind: Same, Items: []Item{{d1, sol.Of[d1][e]}, {d2, sol.Of[d2][e]}}})
			}
		}
	}
	same := func(a, b Item) bool { return ent[a.D][a.I] == ent[b.D][b.I] }
	samples := 2 * m * n
	for k := 0; k < samples; k++ {
		a, b := randItem(), randItem()
		if a.D != b.D && !same(a, b) {
			add(Clue{Kind: Different, Items: []Item{a, b}})
		}
	}
	for k := 0; k < samples/2; k++ {
		var its []Item
		for len(its) < 3 {
			it := randItem()
			ok := true
			for _, o := range its {
				ok = ok && o.D != it.D && !same(o, it)
			}
			if ok {
				its = append(its, it)
			} else if rng.IntN(4) == 0 {
				break
			}
		}
		if len(its) == 3 {
			add(Clue{Kind: Different, Items: its})
		}
	}
	for d := 0; d < ord; d++ {
		for k := 0; k < samples; k++ {
			a, b := randItem(), randItem()
			if a.D == d || b.D == d || same(a, b) {
				continue
			}
			pa, pb := sol.Of[d][ent[a.D][a.I]], sol.Of[d][ent[b.D][b.I]]
			if pa > pb {
				a, b, pa, pb = b, a, pb, pa
			}
			switch rng.IntN(3) {
			case 0:
				add(Clue{Kind: Less, Items: []Item{a, b}, Domain: d})
			case 1:
				add(Clue{Kind: LessBy, Items: []Item{a, b}, Domain: d, K: pb - pa})
			default:
				if rng.IntN(2) == 0 {
					a, b = b, a
				}
				add(Clue{Kind: Apart, Items: []Item{a, b}, Domain: d, K: pb - pa})
			}
		}
	}
	conds := samples
	if st.indirect {
		conds *= 6
	}
	for k := 0; k < conds; k++ {
		c := Clue{Kind: []ClueKind{IfThen, IfThenNot, IfNotThen}[rng.IntN(3)],
			Items: []Item{randItem(), randItem(), randItem(), randItem()}}
		if c.Items[0].D == c.Items[1].D || c.Items[2].D == c.Items[3].D {
			continue
		}
		if c.holds(ent, sol.Of) {
			add(c)
		}
	}
	rng.Shuffle(len(pool), func(i, j int) { pool[i], pool[j] = pool[j], pool[i] })
	return pool
}

// direct clues say one fact outright; the others need reasoning.
func direct(c Clue) bool { return c.Kind == Same || c.Kind == Different && len(c.Items) == 2 }

// minimize picks clues from pool until the planted solution is the only one,
// then switches clues off while it stays so; every clue left is necessary
// (removing it later would only weaken the rest). Picking: while a second
// solution exists, add a random pool clue that it breaks, an indirect one
// with probability 4/5 when there is one. Uniqueness checks are fd counts
// with cap 2. (An incremental CDCL solver with a selector literal per clue
// was slower: sat's cdcl-gini rebuilds after every "unsatisfiable under
// assumptions", the common answer here.)
func minimize(ctx context.Context, rng *rand.Rand, p *Puzzle, sol *Solution, pool []Clue, st genStyle) ([]bool, error) {
	active := make([]bool, len(pool))
	var alts []*Solution // second solutions found, kept as witnesses
	count := func() (puzzle.Result, error) {
		q := &Puzzle{Domains: p.Domains, index: p.names()}
		for i, c := range pool {
			if active[i] {
				q.Clues = append(q.Clues, c)
			}
		}
		return runFD(ctx, q, 2)
	}
	for {
		r, err := count()
		if err != nil {
			return nil, err
		}
		if r.Count == 1 && r.Complete {
			break
		}
		var other *Solution
		for _, s := range r.Solutions {
			if !s.(*Solution).equal(sol) {
				other = s.(*Solution)
			}
		}
		if other == nil {
			return nil, fmt.Errorf("logicgrid: internal error: the planted solution is not among %d", r.Count)
		}
		alts = append(alts, other)
		ent := other.entities()
		var broken, brokenIndirect []int
		for i, c := range pool {
			if !active[i] && !c.holds(ent, other.Of) {
				broken = append(broken, i)
				if !direct(c) && !(st.indirect && c.Kind == Different) {
					brokenIndirect = append(brokenIndirect, i)
				}
			}
		}
		if len(broken) == 0 {
			return nil, fmt.Errorf("logicgrid: internal error: no candidate clue rules out a second solution")
		}
		if len(brokenIndirect) > 0 && (st.indirect || rng.IntN(5) > 0) {
			broken = brokenIndirect
		}
		active[broken[rng.IntN(len(broken))]] = true
	}
	if st.redundant {
		return active, nil
	}
	// Try the direct clues first, so that the indirect ones tend to stay.
	var order []int
	for _, i := range rng.Perm(len(pool)) {
		if active[i] {
			order = append(order, i)
		}
	}
	sort.SliceStable(order, func(a, b int) bool { return direct(pool[order[a]]) && !direct(pool[order[b]]) })
	// Witnesses: a second solution that breaks exactly one active clue
	// proves that clue necessary without a count (it would be a solution
	// without it). viol[w] lists the active clues witness w breaks.
	var viol [][]int
	witness := func(s *Solution) {
		ent := s.entities()
		var v []int
		for i, c := range pool {
			if active[i] && !c.holds(ent, s.Of) {
				v = append(v, i)
			}
		}
		viol = append(viol, v)
	}
	for _, s := range alts {
		witness(s)
	}
	proven := func(i int) bool {
		for _, v := range viol {
			if len(v) == 1 && v[0] == i {
				return true
			}
		}
		return false
	}
	for _, i := range order {
		if proven(i) {
			continue
		}
		active[i] = false
		r, err := count()
		if err != nil {
			return nil, err
		}
		if r.Count == 1 && r.Complete {
			for w, v := range viol { // clue i is gone for good
				if k := slices.Index(v, i); k >= 0 {
					viol[w] = slices.Delete(slices.Clone(v), k, k+1)
				}
			}
			continue
		}
		active[i] = true
		for _, s := range r.Solutions {
			if !s.(*Solution).equal(sol) {
				witness(s.(*Solution))
			}
		}
	}
	return active, nil
}

// GradeSearch is the grade of puzzles whose explanation stops before the end
// without proving several solutions or none; a generated puzzle, unique by
// construction, never has it. GradeAmbiguous and GradeUnsolvable are the
// grades of puzzles with several solutions and with none (the same words for
// every kind).
const (
	GradeSearch     = "search"
	GradeAmbiguous  = "ambiguous"
	GradeUnsolvable = "unsolvable"
)

func parseDifficulty(s string) (string, error) {
	switch s {
	case "", "any":
		return "", nil
	case "easy":
		return "easy", nil
	case "tricky":
		return "tricky", nil
	case "hard":
		return "hard", nil
	case GradeSearch:
		return GradeSearch, nil
	}
	return "", fmt.Errorf("%w: unknown difficulty %q (want easy|tricky|hard|search|any)", puzzle.ErrBadOption, s)
}

// Grade implements puzzle.Grader.
func (Kind) Grade(ctx context.Context, p puzzle.Puzzle) (string, error) {
	return Grade(ctx, p.(*Puzzle))
}

// Grade is the grade of p's step-by-step explanation (Explain): the grade
// of its hardest step, easy < tricky < hard, or search when deduction stops
// before the end (see gradeOf in explain_cost.go). One set of rules serves
// explain, hint, grade and the generator.
func Grade(ctx context.Context, p *Puzzle) (string, error) {
	ex, err := Explain(ctx, p, nil)
	if err != nil {
		return "", err
	}
	return ex.Grade, nil
}
