package logicgrid

import (
	"context"
	"errors"
	"fmt"

	"deduce/puzzle"
)

// VerifyStep implements puzzle.StepVerifier. It shares nothing with the
// explainer: the explainer finds steps with SAT over pair variables and
// transitivity clauses; the verifier is a constraint search of its own
// (verify_grid.go) over the blocks of the domains the step touches, whose
// propagators know that a block is a bijection (a perfect-matching filter,
// so Hall's counting inside a block costs no search), that sameness is
// transitive, and each cited clue by the solution checker's meaning of it
// (clueHolds). It holds only the grid's rules, the clues of the sentences
// the step cites, the step's uses and one negated fact at a time; each fact
// follows when no model is left. A contradiction step (rule
// "contradiction") has no facts: its clues and uses alone must have no
// model. The work is bounded by the step, not the puzzle: at most
// VerifyNodeLimit search nodes per fact (per step for a contradiction),
// each a propagation polynomial in the touched domains, and at most
// verifyMaxClueTuples clue patterns to enumerate; a step beyond either
// bound is refused (an error), never accepted.
func (Kind) VerifyStep(ctx context.Context, pz puzzle.Puzzle, st puzzle.Step) error {
	return VerifyStep(ctx, pz.(*Puzzle), st)
}

// ErrStepInvalid is wrapped by VerifyStep's errors about a step that does not follow.
var ErrStepInvalid = errors.New("step does not follow")

// ErrStepTooHard is wrapped by VerifyStep's refusals of a step it could not
// decide within its bounds: the step is not shown as checked.
var ErrStepTooHard = errors.New("step too large to check within the verifier's bounds")

// VerifyNodeLimit bounds the search nodes of one fact's check (of a
// contradiction step's whole check): five times verifyBoundNodes.
const VerifyNodeLimit = 5 * verifyBoundNodes

// verifyBoundNodes is the bound TestVerifyStepBounded holds every fact of
// every step to: the long sweep (57,138 steps of 300 generated puzzles up
// to the graded maximum) needs at most 126 nodes (puzzle 218, 5x8, step
// 81: a grid step of 72 uses), all other facts at most 26; the ZebraLogic
// sample at most 14. Propagation decides almost every fact (0 nodes).
const verifyBoundNodes = 200

// verifyMaxClueTuples bounds the patterns one step's clues are enumerated
// over (an ordered clue: n² pairs of positions; another kind: the
// partitions of its items, 15 for four).
const verifyMaxClueTuples = 1 << 20

// VerifyStats is what one step's check cost.
type VerifyStats struct {
	Nodes int64 // search nodes (branches tried), summed over the facts
	Fails int64 // dead ends: the analogue of a SAT solver's conflicts
	// MaxNodes is the most nodes one fact (or the contradiction) took: the
	// figure VerifyNodeLimit bounds.
	MaxNodes int64
}

// Work is the check's search effort against its budget: MaxNodes.
func (s VerifyStats) Work() int64 { return s.MaxNodes }

// VerifyStep checks one step of p (see Kind.VerifyStep).
func VerifyStep(ctx context.Context, p *Puzzle, st puzzle.Step) error {
	_, err := verifyStepLimit(ctx, p, st, VerifyNodeLimit)
	return err
}

// VerifyStepStats is VerifyStep that also reports the check's cost.
func VerifyStepStats(ctx context.Context, p *Puzzle, st puzzle.Step) (VerifyStats, error) {
	return verifyStepLimit(ctx, p, st, VerifyNodeLimit)
}

// verifyStepLimit checks st within limit search nodes per fact (0: no limit).
func verifyStepLimit(ctx context.Context, p *Puzzle, st puzzle.Step, limit int64) (VerifyStats, error) {
	var stats VerifyStats
	if len(st.Facts) == 0 && st.Rule != RuleContradiction {
		return stats, fmt.Errorf("%w: step %d derives no fact", ErrStepInvalid, st.N)
	}
	// Steps cite sentences (Sentences): a step may use every clue of the
	// sentences it cites.
	sentences := p.Sentences()
	var clues []Clue
	for _, c := range st.Clues {
		if c < 1 || c > len(sentences) {
			return stats, fmt.Errorf("%w: step %d cites clue %d of %d", ErrStepInvalid, st.N, c, len(sentences))
		}
		for _, i := range sentences[c-1].Clues {
			clues = append(clues, p.Clues[i])
		}
	}
	type pairFact struct {
		a, b Item
		same bool
	}
	pairs := func(fs []puzzle.Fact) ([]pairFact, error) {
		var out []pairFact
		for _, fc := range fs {
			a, b, err := p.FactItems(fc)
			if err != nil {
				return nil, fmt.Errorf("%w: step %d: %v", ErrStepInvalid, st.N, err)
			}
			out = append(out, pairFact{a, b, fc.Same})
		}
		return out, nil
	}
	uses, err := pairs(st.Uses)
	if err != nil {
		return stats, err
	}
	facts, err := pairs(st.Facts)
	if err != nil {
		return stats, err
	}
	var named []Item
	for _, f := range append(append([]pairFact(nil), uses...), facts...) {
		named = append(named, f.a, f.b)
	}
	g, err := newGridCheck(ctx, p, clues, named)
	if err != nil {
		if errors.Is(err, ErrStepTooHard) {
			return stats, fmt.Errorf("%w: step %d: %v", ErrStepTooHard, st.N, err)
		}
		return stats, err
	}
	root := g.root()
	ok := g.post(root)
	for _, u := range uses {
		a, b := g.loc(u.a), g.loc(u.b)
		if u.same {
			g.together(root, a, b)
		} else {
			g.apart(root, a, b)
		}
	}
	// holds evaluates the clues and uses on a complete assignment.
	holds := func(ent [][]int, of [][]int) bool {
		for _, c := range clues {
			if !p.clueHolds(c, ent, of) {
				return false
			}
		}
		for _, u := range uses {
			if (ent[u.a.D][u.a.I] == ent[u.b.D][u.b.I]) != u.same {
				return false
			}
		}
		return true
	}
	// search looks for a model of s in which fact k (-1: none) is false.
	search := func(s checkState, k int) (bool, error) {
		g.nodes, g.fails, g.limit = 0, 0, limit
		found, err := g.search(s, func(s checkState) bool {
			ent, of, ok := g.assignment(s)
			if !ok || !holds(ent, of) {
				return false
			}
			return k < 0 || (ent[facts[k].a.D][facts[k].a.I] == ent[facts[k].b.D][facts[k].b.I]) != facts[k].same
		})
		stats.Nodes += g.nodes
		stats.Fails += g.fails
		stats.MaxNodes = max(stats.MaxNodes, g.nodes)
		switch {
		case errors.Is(err, errCheckBudget):
			return false, fmt.Errorf("%w: step %d: undecided after %d search nodes", ErrStepTooHard, st.N, g.nodes)
		case err != nil:
			return false, err
		}
		return found, nil
	}
	if !ok || !g.propagate(root) {
		return stats, nil // the clues and uses alone have no model: everything follows
	}
	if len(facts) == 0 { // a contradiction
		found, err := search(root, -1)
		if err != nil {
			return stats, err
		}
		if found {
			return stats, fmt.Errorf("%w: step %d: its clues %v and uses allow an assignment where everything holds", ErrStepInvalid, st.N, st.Clues)
		}
		return stats, nil
	}
	for k, f := range facts {
		s := append(checkState(nil), root...)
		a, b := g.loc(f.a), g.loc(f.b)
		if f.same { // false: a and b apart
			g.apart(s, a, b)
		} else {
			g.together(s, a, b)
		}
		found, err := search(s, k)
		if err != nil {
			return stats, err
		}
		if found {
			return stats, fmt.Errorf("%w: step %d: its clues %v and uses allow an assignment where %s is false", ErrStepInvalid, st.N, st.Clues, st.Facts[k])
		}
	}
	return stats, nil
}

// ordered reports whether c's meaning reads positions along c.Domain.
func ordered(c Clue) bool {
	switch c.Kind {
	case Less, LessBy, Apart, DiffBy, ApartBy, RingBy, AroundBy:
		return true
	}
	return false
}
