package magnets

import (
	"fmt"

	"deduce/puzzle"
	"deduce/sat"
)

// CNF implements puzzle.CNFEncoder: the encoding `deduce solve --method
// cdcl` solves (--encoding default, sequential or totalizer), with every
// cardinality lowered to clauses, so external solvers (minisat, cadical) run
// on exactly that formula. Domino d (numbered by its first cell in reading
// order) owns variables 3d+1 "its first cell is +", 3d+2 "its first cell is
// −" and 3d+3 "it is a magnet"; the rest are the counters' auxiliary variables.
func (Kind) CNF(p puzzle.Puzzle, encoding string) (*sat.CNF, error) {
	mp := p.(*Puzzle)
	enc, ok := satEncodings[encoding]
	if !ok {
		return nil, fmt.Errorf("%w: magnets encoding %q (want default, sequential or totalizer)", puzzle.ErrBadOption, encoding)
	}
	opts := defaultEncOpts
	opts.shared = enc == sat.EncDefault
	opts.span = opts.shared
	return encodeWith(mp, enc, opts).f.Lower(), nil
}
