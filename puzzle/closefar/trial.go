package closefar

import (
	"context"
	"fmt"
	"math/bits"
	"slices"

	"deduce/puzzle"
)

// A trial (tier tricky) assumes value v in cell x, applies line reasoning
// until some line has no placement left, and concludes x is not v. Among all
// the trials that succeed, the engine takes the one with the shortest
// contradiction (fewest line steps, counting only the steps the contradiction
// depends on), then cites the fewest facts it still works from.

// chainStep is one line step inside a trial: line l narrows cells to masks,
// or (k == 0) has no placement left.
type chainStep struct {
	l     int
	k     int
	cells []int
	masks []uint8
	know  []uint8 // the line's masks before the step
	// Filled by refineChain: the line positions the step cites, and which of
	// its cells (indices into cells) later steps need.
	premises []int
	shown    []bool
}

type trialResult struct {
	x        int
	v        Cell
	chain    []chainStep // the steps the contradiction depends on, the last one the contradiction
	premises []int       // cells whose knowledge the trial cites
	world    []uint8     // the premises' masks (allValues elsewhere), before the assumption
}

// runChain applies line reasoning to world (modified), starting from the
// lines listed in first, until a line has no placement (true) or nothing
// changes (false). With record, it returns the steps that the contradiction
// depends on; without, it only answers (and allocates nothing).
func (e *engine) runChain(world []uint8, first []int, record bool) ([]chainStep, bool) {
	if e.queued == nil {
		e.queued = make([]bool, 2*e.n)
		e.know = make([]uint8, 0, e.n)
	}
	queued, queue := e.queued, e.queue[:0]
	push := func(l int) {
		if !queued[l] {
			queued[l] = true
			queue = append(queue, l)
		}
	}
	// world is at a line fixpoint but for the lines in first (trials start
	// where line steps ran out), so only they need reading first.
	for _, l := range first {
		push(l)
	}
	defer func() {
		for _, l := range queue {
			queued[l] = false
		}
		e.queue = queue[:0]
	}()
	var chain []chainStep
	for head := 0; head < len(queue); head++ {
		l := queue[head]
		queued[l] = false
		know := e.lineKnow(world, l, e.know)
		k, b, c, f := fit(e.ps, know)
		if k == 0 {
			if !record {
				return nil, true
			}
			chain = append(chain, chainStep{l: l, know: slices.Clone(know)})
			return trimChain(e, chain), true
		}
		var cs chainStep
		for i, d := range know {
			if nm := d & supMask(i, b, c, f); nm != d {
				x := e.cell(l, i)
				world[x] = nm
				if record {
					cs.cells = append(cs.cells, x)
					cs.masks = append(cs.masks, nm)
				}
				if l < e.n {
					push(e.n + i)
				} else {
					push(i)
				}
			}
		}
		if len(cs.cells) > 0 {
			cs.l, cs.k, cs.know = l, k, slices.Clone(know)
			chain = append(chain, cs)
		}
	}
	return nil, false
}

// trimChain keeps the steps the last (contradiction) step depends on: going
// backwards, a step is kept when it narrowed a cell of a kept step's line.
func trimChain(e *engine, chain []chainStep) []chainStep {
	need := make([]bool, len(e.dom))
	markLine := func(l int) {
		for i := 0; i < e.n; i++ {
			need[e.cell(l, i)] = true
		}
	}
	last := len(chain) - 1
	markLine(chain[last].l)
	keep := make([]bool, len(chain))
	keep[last] = true
	for s := last - 1; s >= 0; s-- {
		for _, x := range chain[s].cells {
			if need[x] {
				keep[s] = true
				break
			}
		}
		if keep[s] {
			markLine(chain[s].l)
		}
	}
	var out []chainStep
	for s, k := range keep {
		if k {
			out = append(out, chain[s])
		}
	}
	return out
}

// refineChain cuts a chain down to what its contradiction needs, precisely:
// each step cites its fewest premises (line positions), and going backwards
// a step is kept when it narrowed a cell that a kept later step cites.
func (e *engine) refineChain(chain []chainStep) []chainStep {
	noHint := func(int) bool { return false }
	for s := range chain {
		cs := &chain[s]
		var prem []int
		for i, d := range cs.know {
			if d != allValues {
				prem = append(prem, i)
			}
		}
		if cs.k == 0 {
			cs.premises = e.minimise(cs.know, prem, noHint, func(w []uint8) bool {
				k, _, _, _ := fit(e.ps, w)
				return k == 0
			})
			continue
		}
		pos := make([]int, len(cs.cells)) // line position of each changed cell
		for j, x := range cs.cells {
			if cs.l < e.n {
				pos[j] = x % e.n
			} else {
				pos[j] = x / e.n
			}
		}
		cs.premises = e.minimise(cs.know, prem, noHint, func(w []uint8) bool {
			_, b, c, f := fit(e.ps, w)
			for j, i := range pos {
				if w[i]&supMask(i, b, c, f)&^cs.masks[j] != 0 {
					return false
				}
			}
			return true
		})
	}
	need := make([]bool, len(e.dom))
	cite := func(cs *chainStep) {
		for _, i := range cs.premises {
			need[e.cell(cs.l, i)] = true
		}
	}
	last := len(chain) - 1
	cite(&chain[last])
	keep := make([]bool, len(chain))
	keep[last] = true
	for s := last - 1; s >= 0; s-- {
		cs := &chain[s]
		cs.shown = make([]bool, len(cs.cells))
		for j, x := range cs.cells {
			if need[x] {
				keep[s], cs.shown[j] = true, true
			}
		}
		if keep[s] {
			cite(cs)
		}
	}
	var out []chainStep
	for s, k := range keep {
		if k {
			out = append(out, chain[s])
		}
	}
	return out
}

// bestTrial finds the trial with the shortest contradiction, in reading order
// among equals; found is false when no trial succeeds.
func (e *engine) bestTrial(ctx context.Context) (trialResult, bool, error) {
	var best trialResult
	found := false
	world := make([]uint8, len(e.dom))
	for x, d := range e.dom {
		if bits.OnesCount8(d) < 2 {
			continue
		}
		if err := ctx.Err(); err != nil {
			return trialResult{}, false, err
		}
		for _, v := range []Cell{Close, Far, Blank} {
			if d>>v&1 == 0 {
				continue
			}
			copy(world, e.dom)
			world[x] = 1 << v
			lines := []int{x / e.n, e.n + x%e.n}
			if _, contra := e.runChain(world, lines, false); !contra {
				continue
			}
			if e.fast {
				return trialResult{x: x, v: v}, true, nil
			}
			copy(world, e.dom)
			world[x] = 1 << v
			chain, contra := e.runChain(world, lines, true)
			if !contra || found && len(chain) >= 2*len(best.chain) {
				continue // refining rarely halves a chain: skip the work
			}
			if chain = e.refineChain(chain); !found || len(chain) < len(best.chain) {
				best, found = trialResult{x: x, v: v, chain: chain}, true
			}
		}
	}
	if !found {
		return best, false, nil
	}
	e.citeTrial(&best)
	return best, true, nil
}

// citeTrial lists the cells whose knowledge the trial's (refined) chain
// reads from the position: the cells its steps cite that were narrowed
// before the trial began. When the trial fixes x (two values were left), it
// also cites what x had.
func (e *engine) citeTrial(t *trialResult) {
	cited := make([]bool, len(e.dom))
	for _, cs := range t.chain {
		for _, i := range cs.premises {
			if y := e.cell(cs.l, i); y != t.x && e.dom[y] != allValues {
				cited[y] = true
			}
		}
	}
	if bits.OnesCount8(e.dom[t.x]) == 2 {
		cited[t.x] = true
	}
	t.world = make([]uint8, len(e.dom))
	for y := range t.world {
		t.world[y] = allValues
		if cited[y] {
			t.premises = append(t.premises, y)
			t.world[y] = e.dom[y]
		}
	}
}

// applyTrial records the trial as a step and narrows its cell.
func (e *engine) applyTrial(t trialResult) puzzle.Step {
	x := t.x
	nm := e.dom[x] &^ (1 << t.v)
	if e.fast {
		e.set(x, nm)
		return puzzle.Step{Rule: RuleTrial, Cost: trialBaseCost + len(t.chain)}
	}
	f, _ := e.maskFact(x, nm)
	assumed := puzzle.CellFact(x/e.n+1, x%e.n+1, valueChar(t.v), false)
	clues, uses := e.citation(e.dom, t.premises)
	if clues == nil {
		clues = []int{}
	}
	if uses == nil {
		uses = []puzzle.Fact{}
	}
	seen := map[[2]int]bool{}
	var cells [][2]int
	for _, cs := range t.chain {
		for _, c := range e.lineCells(cs.l) {
			if !seen[c] {
				seen[c] = true
				cells = append(cells, c)
			}
		}
	}
	st := puzzle.Step{Rule: RuleTrial, Cost: trialBaseCost + len(t.chain), Clues: clues, Uses: uses,
		Facts: []puzzle.Fact{f}, Cells: cells, Assumed: &assumed}
	st.Text = e.trialText(t, nm)
	e.set(x, nm)
	return st
}

// trialText tells the contradiction: "If (2,4) were C: row 2 would give
// (2,6)=F; then column 6 would have no placement left that fits ... So (2,4)
// is not C." Each line step shows only the cells later steps use.
func (e *engine) trialText(t trialResult, nm uint8) string {
	text := fmt.Sprintf("If %s were %s", e.cellName(t.x), valueWord(t.v))
	var from []string
	for _, y := range t.premises {
		if y != t.x {
			from = append(from, e.maskText(y, t.world[y]))
		}
	}
	if len(from) > 0 {
		text += " (given " + andList(from) + ")"
	}
	text += ":"
	for s, cs := range t.chain {
		sep := " then"
		if s == 0 {
			sep = ""
		}
		if cs.k == 0 {
			var ps []string
			for _, i := range cs.premises {
				ps = append(ps, e.maskText(e.cell(cs.l, i), cs.know[i]))
			}
			text += fmt.Sprintf("%s %s would have no %s left that fits %s.", sep, e.lineName(cs.l), lineRuleText, andList(ps))
			break
		}
		var gives []string
		for j, y := range cs.cells {
			if cs.shown[j] {
				gives = append(gives, e.maskText(y, cs.masks[j]))
			}
		}
		text += fmt.Sprintf("%s %s would give %s;", sep, e.lineName(cs.l), andList(gives))
	}
	not := e.isText(t.x, allValues&^(1<<t.v))
	if bits.OnesCount8(nm) == 1 {
		// The cell had two values left: the other one it is.
		return text + fmt.Sprintf(" So %s; with %s, %s.", not, e.maskText(t.x, t.world[t.x]), e.isText(t.x, nm))
	}
	return text + fmt.Sprintf(" So %s.", not)
}
