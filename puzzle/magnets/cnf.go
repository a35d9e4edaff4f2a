package magnets

import (
	"fmt"
	"strings"

	"deduce/puzzle"
	"deduce/sat"
)

// EncodeCNF implements puzzle.CNFEncoder: the DIMACS text of the encoding
// `deduce solve --method cdcl` solves (--encoding default, sequential or
// totalizer), with every cardinality lowered to clauses, so external solvers
// (minisat, cadical) run on exactly that formula. Domino d (numbered by its
// first cell in reading order) owns variables 3d+1 "its first cell is +",
// 3d+2 "its first cell is −" and 3d+3 "it is a magnet"; the rest are the
// counters' auxiliary variables.
func (Kind) EncodeCNF(p puzzle.Puzzle, encoding string) (string, error) {
	mp := p.(*Puzzle)
	enc, ok := satEncodings[encoding]
	if !ok {
		return "", fmt.Errorf("%w: magnets encoding %q (want default, sequential or totalizer)", puzzle.ErrBadOption, encoding)
	}
	opts := defaultEncOpts
	opts.shared = enc == sat.EncDefault
	opts.span = opts.shared
	e := encodeWith(mp, enc, opts)
	var b strings.Builder
	err := sat.WriteDIMACS(&b, e.f.Lower(), fmt.Sprintf("magnets %dx%d; domino d: 3d+1 = first cell +, 3d+2 = first cell -, 3d+3 = magnet", mp.W, mp.H))
	return b.String(), err
}
