package closefar

import (
	"context"
	"math/bits"
)

// Difficulty tiers, from the weakest reasoning to the strongest. A puzzle's
// grade is the weakest tier whose rules fill the whole board without guessing.
const (
	// TierEasy: line reasoning. For each row and column, list the placements
	// of its two C and two F (C closer than F) that fit what is known; a cell
	// that all of them agree on is settled. Repeat over rows and columns.
	TierEasy = "easy"
	// TierTricky: line reasoning plus one-step trial: assume a value in one
	// undecided cell, apply line reasoning; if some line is left with no
	// placement, the cell cannot hold that value. Repeat until nothing changes.
	TierTricky = "tricky"
	// TierHard: anything beyond (nested trials, search).
	TierHard = "hard"
)

// Tiers lists the tiers, weakest first.
var Tiers = []string{TierEasy, TierTricky, TierHard}

// grade returns the weakest tier that solves p, or ("", false) when line
// reasoning finds p contradictory.
func grade(ctx context.Context, p *Puzzle) (string, bool) {
	s := newLineSolver(p)
	if !s.propagate() {
		return "", false
	}
	if s.solved() {
		return TierEasy, true
	}
	if !s.probe(ctx) {
		return "", false
	}
	if s.solved() {
		return TierTricky, true
	}
	return TierHard, true
}

// probe applies one-step trials to a fixpoint; false means a contradiction.
func (s *lineSolver) probe(ctx context.Context) bool {
	for changed := true; changed; {
		changed = false
		for x := range s.dom {
			if ctx.Err() != nil {
				return true // leave the board undecided: graded hard
			}
			d := s.dom[x]
			if bits.OnesCount8(d) < 2 {
				continue
			}
			for v := Blank; v <= Far; v++ {
				if cur := s.dom[x]; cur>>v&1 == 0 || bits.OnesCount8(cur) < 2 {
					continue
				}
				sn := s.save()
				s.dom[x] = 1 << v
				s.enqueue(x / s.n)
				s.enqueue(s.n + x%s.n)
				ok := s.propagate()
				s.restore(sn)
				if !ok {
					s.dom[x] &^= 1 << v
					s.enqueue(x / s.n)
					s.enqueue(s.n + x%s.n)
					if !s.propagate() {
						return false
					}
					changed = true
				}
			}
			if s.dom[x] != d {
				changed = true
			}
		}
	}
	return true
}
