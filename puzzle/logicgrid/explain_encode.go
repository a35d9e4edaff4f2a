package logicgrid

import (
	"context"
	"fmt"

	"deduce/puzzle"
	"deduce/sat"
)

// MaxExplainFacts bounds the grids explain, hint and grade take: the pair
// facts m(m-1)/2·n² of the grid. The explainer's encoding grows as m³n³
// (transitivity) and its search with the facts: generated 6x8 (960 facts)
// took 14 s, 8x9 (2268) more than 6 minutes; 2500 facts are at most about
// 300,000 base clauses (tens of MB). A thesis-format 20x20 grid (76,000
// facts, 56 M clauses) ran 40 s and 12 GB before this bound; it is now
// refused at once.
const MaxExplainFacts = 2500

// explainTooLarge refuses a grid above MaxExplainFacts.
func explainTooLarge(p *Puzzle) error {
	if f := p.M() * (p.M() - 1) / 2 * p.N() * p.N(); f > MaxExplainFacts {
		return fmt.Errorf("%w: logicgrid explains, hints and grades grids of at most %d pair facts (m(m-1)/2·n²); %d domains of %d items have %d (solve and count have no such limit)",
			puzzle.ErrUnsupported, MaxExplainFacts, p.M(), p.N(), f)
	}
	return nil
}

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

// encodeClues builds p's clueEncoding; it refuses a grid above
// MaxExplainFacts and stops with ctx's error when ctx ends.
func encodeClues(ctx context.Context, p *Puzzle) (*clueEncoding, error) {
	if err := explainTooLarge(p); err != nil {
		return nil, err
	}
	m, n := p.M(), p.N()
	x := &Encoded{Encoding: Extended, p: p, m: m, n: n, ctx: ctx}
	x.CNF.NumVars = m * (m - 1) * n * n
	x.extendedBase()
	ce := &clueEncoding{x: x, nbase: x.CNF.NumVars}
	ce.Base = x.CNF.Clauses
	for _, c := range p.Clues {
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		start := len(x.CNF.Clauses)
		x.clue(c)
		ce.Clues = append(ce.Clues, x.CNF.Clauses[start:len(x.CNF.Clauses):len(x.CNF.Clauses)])
	}
	x.ctx = nil
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	ce.NumVars = x.CNF.NumVars
	return ce, nil
}
