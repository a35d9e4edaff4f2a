package logicgrid

import (
	"fmt"

	"deduce/puzzle"
)

// Check verifies s against p's rules, independently of every solver: each
// domain is matched one-to-one with the entities, and every clue holds.
func Check(p *Puzzle, s *Solution) error {
	if s == nil {
		return fmt.Errorf("%w: no solution", puzzle.ErrCheckFailed)
	}
	if len(s.Of) != p.M() {
		return fmt.Errorf("%w: solution has %d domains, puzzle has %d", puzzle.ErrCheckFailed, len(s.Of), p.M())
	}
	for d, of := range s.Of {
		if len(of) != p.N() {
			return fmt.Errorf("%w: domain %q has %d entries, want %d", puzzle.ErrCheckFailed, p.Domains[d].Name, len(of), p.N())
		}
		used := make([]bool, p.N())
		for e, i := range of {
			if i < 0 || i >= p.N() || used[i] {
				return fmt.Errorf("%w: domain %q is not a one-to-one matching (entity %d)", puzzle.ErrCheckFailed, p.Domains[d].Name, e+1)
			}
			used[i] = true
			if d == 0 && i != e {
				return fmt.Errorf("%w: entity %d must be named by item %d of the first domain", puzzle.ErrCheckFailed, e+1, e+1)
			}
		}
	}
	ent := s.entities()
	for _, c := range p.Clues {
		if !p.clueHolds(c, ent, s.Of) {
			where := ""
			if c.Line > 0 {
				where = fmt.Sprintf(" (line %d)", c.Line)
			}
			return fmt.Errorf("%w: clue %s%s is false", puzzle.ErrCheckFailed, p.ClueText(c), where)
		}
	}
	return nil
}

// entities inverts Of: ent[d][i] is the entity holding item i of domain d.
func (s *Solution) entities() [][]int {
	ent := make([][]int, len(s.Of))
	for d, of := range s.Of {
		ent[d] = make([]int, len(of))
		for e, i := range of {
			ent[d][i] = e
		}
	}
	return ent
}

// holds evaluates the clue's meaning directly on a complete assignment
// (ent = entity of each item, of = item of each entity).
func (c Clue) holds(ent, of [][]int) bool {
	e := func(k int) int { return ent[c.Items[k].D][c.Items[k].I] }
	same := func(a, b int) bool { return e(a) == e(b) }
	pos := func(k int) int { return of[c.Domain][e(k)] }
	switch c.Kind {
	case Different:
		for a := range c.Items {
			for b := range a {
				if same(a, b) {
					return false
				}
			}
		}
		return true
	case Same:
		return same(0, 1)
	case Less:
		return pos(0) < pos(1)
	case LessBy:
		return pos(1)-pos(0) == c.K
	case Apart:
		return pos(1)-pos(0) == c.K || pos(0)-pos(1) == c.K
	case IfThen:
		return !same(0, 1) || same(2, 3)
	case IfThenNot:
		return !same(0, 1) || !same(2, 3)
	case IfNotThen:
		return same(0, 1) || same(2, 3)
	case Either, Pair, RingBy, AroundBy:
		return c.holdsExt(ent, of)
	}
	return false
}
