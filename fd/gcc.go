package fd

import (
	"fmt"
	"slices"
)

// Consistency selects how strongly a global constraint filters.
type Consistency uint8

const (
	// DomainConsistency (the default) removes every value that belongs to
	// no solution of the constraint alone.
	DomainConsistency Consistency = iota
	// ValueConsistency reasons on counts of fixed and possible values
	// only: cheaper, weaker.
	ValueConsistency
)

// GlobalCardinality posts SICStus's global_cardinality/2: every variable of
// vars takes a value in values, and counts[j] is the number of variables
// equal to values[j]. Counts may be constants (Const) or variables.
//
// A counting filter always runs: per value, the variables fixed to it and
// those that may take it bound its count; a value whose count is full
// leaves the other domains; a value that needs every candidate fixes them;
// Σ counts = len(vars) is posted alongside. With DomainConsistency (the
// default, as in SICStus) Régin's flow filter also runs and makes the
// variables' domains consistent with the counts' bounds. On the Magnets and
// Close or Far report models it prunes nothing more and costs about 80%
// more time: pass ValueConsistency to skip it.
func (s *Store) GlobalCardinality(vars []Var, values []int, counts []Var, consistency ...Consistency) error {
	flow := len(consistency) == 0 || consistency[0] == DomainConsistency
	if len(values) != len(counts) {
		return fmt.Errorf("%w: GlobalCardinality: %d values for %d counts", ErrArgument, len(values), len(counts))
	}
	if err := s.checkVars("GlobalCardinality", append(slices.Clone(vars), counts...)...); err != nil {
		return err
	}
	sorted := slices.Clone(values)
	slices.Sort(sorted)
	for k := 1; k < len(sorted); k++ {
		if sorted[k] == sorted[k-1] {
			return fmt.Errorf("%w: GlobalCardinality: value %d listed twice", ErrArgument, sorted[k])
		}
	}
	if s.failed {
		return nil
	}
	p := &gcc{x: slices.Clone(vars), vals: make([]int32, len(values)), counts: slices.Clone(counts),
		fixed: make([]int32, len(values)), poss: make([]int32, len(values))}
	for _, c := range counts {
		p.aliased = p.aliased || slices.Contains(vars, c)
	}
	for j, v := range values {
		p.vals[j] = int32(v)
	}
	// Closed: each variable takes one of the values.
	for _, x := range vars {
		m := s.mask(x)
		for _, v := range values {
			s.maskSet(x, m, v)
		}
		if s.rootPrune(s.keepMask(x, m)); s.failed {
			return nil
		}
	}
	id := s.addProp(p, prioGlobal)
	for _, x := range vars {
		s.watchVar(id, x, evDomain)
	}
	for _, c := range counts {
		s.watchVar(id, c, evBounds)
	}
	s.schedule(id)
	// Régin's flow filter makes the variables domain consistent.
	if !s.failed && flow {
		s.postHelper(newGccFlow(vars, p.vals, p.counts, p.aliased), prioHeavy, evDomain, append(slices.Clone(vars), counts...)...)
	}
	// Σ counts = n, as a helper of the same constraint.
	ones := make([]int, len(counts))
	for j := range ones {
		ones[j] = 1
	}
	if a, x := mergeTerms(ones, counts); !s.failed && len(x) > 0 {
		s.postHelper(&linEq{a: a, x: x, c: int64(len(vars))}, prioLinear, evBounds, x...)
	}
	return nil
}

type gcc struct {
	x           []Var
	vals        []int32
	counts      []Var
	fixed, poss []int32 // scratch: per value, variables fixed to it / that may take it
	aliased     bool    // a count variable is also counted: recount after pruning counts
}

// tally counts, per value, the variables fixed to it and those that may
// take it; it returns the number of unfixed variables.
func (p *gcc) tally(s *Store) int {
	clear(p.fixed)
	clear(p.poss)
	unfixed := 0
	for _, x := range p.x {
		vs := &s.vars[x]
		if vs.size == 1 {
			j := p.index(vs.min)
			p.fixed[j]++
			p.poss[j]++
			continue
		}
		unfixed++
		if vs.nwords == 1 { // the usual small domain: test bits directly
			w := s.words[vs.word]
			for j, v := range p.vals {
				if off := uint32(v - vs.base); off < 64 && w>>off&1 != 0 {
					p.poss[j]++
				}
			}
			continue
		}
		for j, v := range p.vals {
			if s.Contains(x, int(v)) {
				p.poss[j]++
			}
		}
	}
	return unfixed
}

// index returns the position of value v in vals (v must be there: the
// variables' domains were restricted to vals at posting).
func (p *gcc) index(v int32) int {
	for j, w := range p.vals {
		if w == v {
			return j
		}
	}
	panic("fd: gcc value outside its values")
}

func (p *gcc) propagate(s *Store) status {
	unfixed := p.tally(s)
	for {
		changed := false
		for j, c := range p.counts {
			if !s.SetRange(c, int(p.fixed[j]), int(p.poss[j])) {
				return failed
			}
			if p.fixed[j] == p.poss[j] {
				continue
			}
			cs := &s.vars[c]
			full := cs.max == p.fixed[j]  // no other variable may take it
			needed := cs.min == p.poss[j] // every candidate must take it
			if !full && !needed {
				continue
			}
			changed = true
			v := int(p.vals[j])
			for _, x := range p.x {
				vs := &s.vars[x]
				if vs.size == 1 || !s.Contains(x, v) {
					continue
				}
				if full {
					if !s.Remove(x, v) {
						return failed
					}
					p.poss[j]--
					if vs.size == 1 {
						k := p.index(vs.min)
						p.fixed[k]++
						unfixed--
					}
				} else {
					for k, w := range p.vals { // x leaves every other value
						if k != j && s.Contains(x, int(w)) {
							p.poss[k]--
						}
					}
					if !s.Assign(x, v) {
						return failed
					}
					p.fixed[j]++
					unfixed--
				}
			}
		}
		if !changed {
			if unfixed == 0 {
				return entailed
			}
			return fixpoint
		}
		if p.aliased {
			unfixed = p.tally(s)
		}
	}
}
