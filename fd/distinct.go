package fd

import (
	"errors"
	"slices"
)

// AllDifferent posts that vars take pairwise different values, with value
// propagation only: a fixed variable's value leaves the other domains
// (SICStus's all_different/1, Gecode's default distinct).
func (s *Store) AllDifferent(vars []Var) error {
	if err := s.checkDistinct("AllDifferent", vars); err != nil || s.failed {
		return ignoreTrivial(err)
	}
	p := &allDiffValue{x: slices.Clone(vars)}
	p.done = s.newInt(0)
	s.post(p, prioLinear, evFix, vars...)
	return nil
}

// AllDistinctBounds posts that vars take pairwise different values, with
// bounds consistency (López-Ortiz et al.'s Hall-interval algorithm, O(n log n)).
func (s *Store) AllDistinctBounds(vars []Var) error {
	if err := s.checkDistinct("AllDistinctBounds", vars); err != nil || s.failed {
		return ignoreTrivial(err)
	}
	s.post(newAllDiffBounds(vars), prioGlobal, evBounds, vars...)
	return nil
}

// AllDistinct posts that vars take pairwise different values, with domain
// consistency: Régin's filter removes every value that belongs to no
// maximum matching of variables to values (SICStus's all_distinct/1).
func (s *Store) AllDistinct(vars []Var) error {
	if err := s.checkDistinct("AllDistinct", vars); err != nil || s.failed {
		return ignoreTrivial(err)
	}
	// Value propagation first, cheaply; the matching filter runs after it.
	p := &allDiffValue{x: slices.Clone(vars)}
	p.done = s.newInt(0)
	s.postHelper(p, prioLinear, evFix, vars...)
	s.post(newAllDiffDomain(s, vars), prioHeavy, evDomain, vars...)
	return nil
}

func (s *Store) checkDistinct(what string, vars []Var) error {
	if err := s.checkVars(what, vars...); err != nil {
		return err
	}
	if len(vars) < 2 {
		return errTrivial // nothing to post
	}
	seen := map[Var]bool{}
	for _, x := range vars {
		if seen[x] && !s.failed {
			// The same variable twice can never differ from itself.
			s.fail()
		}
		seen[x] = true
	}
	return nil
}

// errTrivial marks a constraint with nothing to propagate.
var errTrivial = errors.New("trivial")

func ignoreTrivial(err error) error {
	if err == errTrivial {
		return nil
	}
	return err
}

// allDiffValue keeps x[:done] as the variables already fixed and processed;
// the trailed count restores the partition on backtracking (positions past
// it are a permutation of what they were, which is all that matters).
type allDiffValue struct {
	x    []Var
	done int32
}

func (p *allDiffValue) propagate(s *Store) status {
	done := int(s.ints[p.done])
	start := done
	for again := true; again; {
		again = false
		for i := done; i < len(p.x); i++ {
			x := p.x[i]
			if s.vars[x].size != 1 {
				continue
			}
			p.x[i], p.x[done] = p.x[done], x
			done++
			v := int(s.vars[x].min)
			for _, y := range p.x[done:] {
				vy := &s.vars[y]
				if int(vy.min) <= v && v <= int(vy.max) {
					wasFixed := vy.size == 1
					if !s.Remove(y, v) {
						return failed
					}
					if !wasFixed && vy.size == 1 {
						again = true
					}
				}
			}
		}
	}
	if done != start {
		s.setInt(p.done, int64(done))
	}
	if done == len(p.x) {
		return entailed
	}
	return fixpoint
}

func (*allDiffValue) idempotent() bool { return true }
