package logicgrid

import "deduce/sat"

// clueEncoding is p's extended encoding split the way the explainer needs
// it: the grid's implicit rules (Base: each item belongs to exactly one
// entity, sameness is symmetric and transitive) apart from each clue's own
// clauses (Clues[i] for clue i, 0-based). It reuses Encode's per-clue
// encoding (Encoded.clue), so every clue type Encode knows is explained
// without a switch on clue kinds here. Clues are encoded one after another
// on one Encoded, so auxiliary variables a clue's encoding may allocate never
// collide; NumVars covers them all.
type clueEncoding struct {
	x       *Encoded
	Base    []sat.Clause
	Clues   [][]sat.Clause
	NumVars int
	nbase   int // variables of the base: m(m-1)n²
}

// encodeClues builds p's clueEncoding.
func encodeClues(p *Puzzle) *clueEncoding {
	m, n := p.M(), p.N()
	x := &Encoded{Encoding: Extended, p: p, m: m, n: n}
	x.CNF.NumVars = m * (m - 1) * n * n
	x.extendedBase()
	ce := &clueEncoding{x: x, nbase: x.CNF.NumVars}
	ce.Base = x.CNF.Clauses
	for _, c := range p.Clues {
		start := len(x.CNF.Clauses)
		x.clue(c)
		ce.Clues = append(ce.Clues, x.CNF.Clauses[start:len(x.CNF.Clauses):len(x.CNF.Clauses)])
	}
	ce.NumVars = x.CNF.NumVars
	return ce
}
