package magnets

import (
	"context"
	"math/bits"
)

// The rule engine behind explain, hint, grade and the generator's
// difficulty: one set of rules, applied one at a time, cheapest first.
// Every application is a move: the rule, the line or cell it read, the
// narrowings it made, and (when recording) the earlier facts it relied on.
// Grading runs the same moves without recording their reasons.

// tier numbers the rule sets.
type tier int

const (
	tierEasy tier = iota
	tierTricky
	tierHard
)

// cfact is a fact inside the engine: cell i holds value bit (or, with not, does not).
type cfact struct {
	cell int
	bit  uint8
	not  bool
}

// move is one rule application.
type move struct {
	rule  string
	line  int // the line read (-1: a cell rule)
	cell  int // the cell read by a cell rule, or the assumed cell of a probe (-1)
	bit   uint8
	full  bool // line-count: the count is reached (else: every candidate is needed)
	need  int  // line rules: the count of bit the line wants
	have  int  // line rules: cells already fixed to bit
	cells []int
	keeps []uint8
	extra []int // cells a rule names besides its facts (candidates, magnets, the odd run)
	facts []cfact
	uses  []cfact
	fail  bool // the move found a contradiction
	wiped int  // the cell a failing move left with no value (else -1)
	// probes: the refutation, and the lines it read.
	chain []move
	lines []int
	cost  int
}

// engine is a partial solution: every cell's domain of possible values.
type engine struct {
	p        *Puzzle
	w, n     int
	dom      []uint8
	lines    [][]int
	target   [][3]int // wanted +, −, neutral counts per line (-1 unknown)
	lineOf   [][2]int
	rec      bool // record facts and uses
	failed   bool
	conflict *move
	// queue holds cells whose cell rules (singleton, partner, adjacent-pole) may apply.
	queue   []int
	queued  []bool
	version []int   // per line: changes to its cells
	checked [][]int // per line rule and line: version at which it last made no move
	maxTier tier
}

// lineRule is a rule that reads one line.
type lineRule struct {
	name string
	tier tier
	cost int
	fn   func(e *engine, l int) *move
}

// lineRules in the order they are tried (Tatham's order within a tier).
var lineRules []lineRule

func init() {
	lineRules = []lineRule{
		{RuleLineCount, tierEasy, costLineCount, (*engine).ruleLineCount},
		{RuleOddLength, tierEasy, costOddLength, (*engine).ruleOddLength},
		{RuleInsideMagnets, tierTricky, costInsideMagnets, (*engine).ruleInsideMagnets},
		{RuleOneNeutral, tierTricky, costOneNeutral, (*engine).ruleOneNeutralLeft},
		{RuleAllMagnets, tierTricky, costAllMagnets, (*engine).ruleAllMagnets},
		{RuleCandidates, tierTricky, costCandidates, (*engine).ruleCandidates},
	}
}

func newEngine(p *Puzzle, rec bool) *engine {
	w, h := p.W, p.H
	n := w * h
	e := &engine{p: p, w: w, n: n, dom: make([]uint8, n), lines: make([][]int, h+w), target: make([][3]int, h+w),
		lineOf: make([][2]int, n), rec: rec, queued: make([]bool, n), version: make([]int, h+w),
		checked: make([][]int, len(lineRules))}
	for i := range e.dom {
		e.dom[i] = bitAll
		e.lineOf[i] = [2]int{i / w, h + i%w}
	}
	for r := range h {
		for c := range w {
			e.lines[r] = append(e.lines[r], r*w+c)
		}
	}
	for c := range w {
		for r := range h {
			e.lines[h+c] = append(e.lines[h+c], r*w+c)
		}
	}
	set := func(l, plus, minus int) {
		e.target[l] = [3]int{plus, minus, -1}
		if plus >= 0 && minus >= 0 {
			e.target[l][2] = len(e.lines[l]) - plus - minus
		}
	}
	for r := range h {
		set(r, p.RowPlus[r], p.RowMinus[r])
	}
	for c := range w {
		set(h+c, p.ColPlus[c], p.ColMinus[c])
	}
	for r := range e.checked {
		e.checked[r] = make([]int, h+w)
		for l := range e.checked[r] {
			e.checked[r][l] = -1
		}
	}
	for i := range n {
		e.push(i)
	}
	return e
}

func (e *engine) clone() *engine {
	c := *e
	c.dom = append([]uint8(nil), e.dom...)
	c.version = append([]int(nil), e.version...)
	c.checked = make([][]int, len(e.checked))
	for r := range e.checked {
		c.checked[r] = append([]int(nil), e.checked[r]...)
	}
	c.queue = append([]int(nil), e.queue...)
	c.queued = append([]bool(nil), e.queued...)
	c.conflict = nil
	return &c
}

func fixed(d uint8) bool { return bits.OnesCount8(d) == 1 }

func (e *engine) push(i int) {
	if !e.queued[i] {
		e.queued[i] = true
		e.queue = append(e.queue, i)
	}
}

// isFact is the fact "cell i holds its (fixed) value".
func (e *engine) isFact(i int) cfact { return cfact{cell: i, bit: e.dom[i]} }

// notFact is the fact that says cell i cannot hold bit: its value when it
// is fixed, else the exclusion.
func (e *engine) notFact(i int, bit uint8) cfact {
	if fixed(e.dom[i]) {
		return e.isFact(i)
	}
	return cfact{cell: i, bit: bit, not: true}
}

// use records that m relied on f (when recording).
func (e *engine) use(m *move, f cfact) {
	if !e.rec {
		return
	}
	for _, g := range m.uses {
		if g == f {
			return
		}
	}
	m.uses = append(m.uses, f)
}

// narrow adds "cell i keeps only keep" to m when it changes anything.
func (e *engine) narrow(m *move, i int, keep uint8) {
	if e.dom[i]&keep == e.dom[i] {
		return
	}
	for k, c := range m.cells {
		if c == i {
			m.keeps[k] &= keep
			return
		}
	}
	m.cells = append(m.cells, i)
	m.keeps = append(m.keeps, keep)
}

// apply performs m's narrowings, records its new facts, and detects a
// wiped-out cell (a contradiction whose uses gain the cell's earlier facts).
func (e *engine) apply(m *move) {
	m.wiped = -1
	for k, i := range m.cells {
		old := e.dom[i]
		nd := old & m.keeps[k]
		if nd == 0 {
			m.fail = true
			m.wiped = i
			if e.rec {
				for _, b := range []uint8{bitPlus, bitMinus, bitNeutral} {
					if m.keeps[k]&b != 0 {
						e.use(m, e.notFact(i, b))
					}
				}
			}
			continue
		}
		if nd == old {
			continue
		}
		e.dom[i] = nd
		e.version[e.lineOf[i][0]]++
		e.version[e.lineOf[i][1]]++
		e.push(i)
		if q := e.p.Partner[i]; q >= 0 {
			e.push(q)
		}
		if e.rec {
			if fixed(nd) {
				// The fix may rest on the cell's earlier exclusions too.
				for _, b := range []uint8{bitPlus, bitMinus, bitNeutral} {
					if old&b == 0 && m.keeps[k]&b != 0 {
						e.use(m, cfact{cell: i, bit: b, not: true})
					}
				}
				m.facts = append(m.facts, cfact{cell: i, bit: nd})
			} else {
				for _, b := range []uint8{bitPlus, bitMinus, bitNeutral} {
					if old&^nd&b != 0 {
						m.facts = append(m.facts, cfact{cell: i, bit: b, not: true})
					}
				}
			}
		}
	}
	if m.fail {
		e.failed = true
		e.conflict = m
	}
}

// next finds and applies the cheapest move, or returns nil when the rules
// up to e.maxTier (probing excluded) have nothing left.
func (e *engine) next() *move {
	for len(e.queue) > 0 && !e.failed {
		i := e.queue[0]
		if m := e.cellRules(i); m != nil {
			e.apply(m)
			return m
		}
		e.queue = e.queue[1:]
		e.queued[i] = false
	}
	for r, rule := range lineRules {
		if rule.tier > e.maxTier {
			break
		}
		for l := range e.lines {
			if e.checked[r][l] == e.version[l] {
				continue
			}
			m := rule.fn(e, l)
			if m == nil {
				e.checked[r][l] = e.version[l]
				continue
			}
			m.rule, m.line, m.cost = rule.name, l, rule.cost
			e.apply(m)
			return m
		}
	}
	return nil
}

// cellRules: the singleton is neutral; a domino's halves mirror each other
// (+ ↔ −, neutral ↔ neutral); a pole forbids the same pole next to it.
func (e *engine) cellRules(i int) *move {
	d := e.dom[i]
	q := e.p.Partner[i]
	if q < 0 && d != bitNeutral {
		m := &move{rule: RuleSingleton, line: -1, cell: i, bit: bitNeutral, cost: costSingleton}
		e.narrow(m, i, bitNeutral)
		return m
	}
	if q >= 0 && e.dom[q]&^mirror[d] != 0 {
		m := &move{rule: RulePartner, line: -1, cell: i, bit: d, cost: costPartner}
		e.narrow(m, q, mirror[d])
		if fixed(d) {
			e.use(m, e.isFact(i))
		} else {
			for _, b := range []uint8{bitPlus, bitMinus, bitNeutral} {
				if d&b == 0 {
					e.use(m, e.notFact(i, b))
				}
			}
		}
		return m
	}
	if d == bitPlus || d == bitMinus {
		m := &move{rule: RuleAdjacent, line: -1, cell: i, bit: d, cost: costAdjacent}
		for _, j := range e.neighbours(i) {
			if j >= 0 && j != q {
				e.narrow(m, j, ^d)
			}
		}
		if len(m.cells) > 0 {
			e.use(m, e.isFact(i))
			return m
		}
	}
	return nil
}

// neighbours lists the orthogonal neighbours of cell i (-1: off the grid).
func (e *engine) neighbours(i int) [4]int {
	ns := [4]int{-1, -1, -1, -1}
	c := i % e.w
	if i >= e.w {
		ns[0] = i - e.w
	}
	if c > 0 {
		ns[1] = i - 1
	}
	if c+1 < e.w {
		ns[2] = i + 1
	}
	if i+e.w < e.n {
		ns[3] = i + e.w
	}
	return ns
}

func (e *engine) solved() bool {
	for _, d := range e.dom {
		if !fixed(d) {
			return false
		}
	}
	return true
}

// run applies moves up to tier top (probing at tierHard) until the puzzle
// is solved, the rules stall, or a contradiction appears. each, when not
// nil, sees every move and may stop the run by returning false.
func (e *engine) run(ctx context.Context, top tier, each func(*move) bool) (hardest tier, err error) {
	e.maxTier = min(top, tierTricky)
	for k := 0; !e.failed; k++ {
		if k%64 == 63 && ctx.Err() != nil {
			return hardest, ctx.Err()
		}
		m := e.next()
		if m == nil && top >= tierHard && !e.solved() {
			if err := ctx.Err(); err != nil {
				return hardest, err
			}
			m = e.probe(ctx)
		}
		if m == nil {
			return hardest, ctx.Err()
		}
		hardest = max(hardest, ruleTier(m.rule))
		if each != nil && !each(m) {
			return hardest, nil
		}
	}
	return hardest, nil
}

// probe (hard) looks for an open cell and a value it may take such that
// assuming it lets the easy and tricky rules reach a contradiction; that
// value is then excluded. When recording, the shortest refutation wins
// (ties: the first in reading order); otherwise the first found.
func (e *engine) probe(ctx context.Context) *move {
	var best *move
	for i, d := range e.dom {
		if fixed(d) {
			continue
		}
		if i%8 == 0 && ctx.Err() != nil {
			return nil
		}
		for _, b := range []uint8{bitPlus, bitMinus, bitNeutral} {
			if d&b == 0 {
				continue
			}
			m := e.refute(i, b, best)
			if m == nil {
				continue
			}
			if !e.rec {
				e.apply(m)
				return m
			}
			if best == nil || len(m.chain) < len(best.chain) {
				best = m
			}
		}
	}
	if best != nil {
		e.apply(best)
	}
	return best
}

// refutes reports whether assuming that cell i holds bit lets the easy and
// tricky rules reach a contradiction (no recording).
func (e *engine) refutes(i int, bit uint8) bool {
	t := e.clone()
	t.rec = false
	t.maxTier = tierTricky
	assume := &move{rule: "assume", line: -1, cell: i}
	t.narrow(assume, i, bit)
	t.apply(assume)
	for !t.failed && t.next() != nil {
	}
	return t.failed
}

// refute assumes cell i holds bit and runs the easy and tricky rules; on a
// contradiction it returns the move excluding bit, with the chain of moves
// the contradiction came from and the earlier facts they used. A run that
// grows longer than the best refutation so far is abandoned.
func (e *engine) refute(i int, bit uint8, best *move) *move {
	if e.rec && !e.refutes(i, bit) {
		return nil // most assumptions fail to refute: find out without recording
	}
	t := e.clone()
	t.maxTier = tierTricky
	assume := &move{rule: "assume", line: -1, cell: i}
	t.narrow(assume, i, bit)
	t.apply(assume)
	var moves []*move
	for !t.failed {
		if best != nil && len(moves) > 4*len(best.chain)+20 {
			return nil
		}
		m := t.next()
		if m == nil {
			return nil
		}
		moves = append(moves, m)
	}
	m := &move{rule: RuleProbe, line: -1, cell: i, bit: bit}
	e.narrow(m, i, ^bit)
	if !e.rec {
		return m
	}
	// Trace the contradiction back to facts known before the assumption.
	by := map[cfact]int{}
	for k, mv := range moves {
		for _, f := range mv.facts {
			by[f] = k
		}
	}
	for _, f := range assume.facts {
		by[f] = -1
	}
	need := make([]bool, len(moves))
	lines := map[int]bool{}
	var walk func(mv *move)
	walk = func(mv *move) {
		if mv.line >= 0 {
			lines[mv.line] = true
		}
		for _, f := range mv.uses {
			k, ok := by[f]
			switch {
			case !ok:
				e.use(m, f)
			case k >= 0 && !need[k]:
				need[k] = true
				walk(moves[k])
			}
		}
	}
	walk(t.conflict)
	for k, mv := range moves {
		if need[k] && mv != t.conflict {
			m.chain = append(m.chain, *mv)
		}
	}
	m.chain = append(m.chain, *t.conflict)
	for l := range e.lines {
		if lines[l] {
			m.lines = append(m.lines, l)
		}
	}
	m.cost = costProbe + len(m.chain)
	return m
}
