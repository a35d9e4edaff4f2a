package sat

import "context"

// LoadContext is Load stopping with ctx: a large formula (a 100×100 Magnets
// encoding has over a million clauses) takes about a second to load, too
// long for --timeout and Ctrl-C to wait. It loads in parts of at most
// 1<<14 clauses or 1<<16 literals (one clause longer than that is one
// part), checking ctx between them. The solver is left half-loaded when it
// returns ctx's error; drop it.
func LoadContext(ctx context.Context, s Solver, f *Formula) error {
	const maxClauses, maxLits = 1 << 14, 1 << 16
	if err := ctx.Err(); err != nil {
		return err
	}
	s.Reserve(f.NumVars) // the largest single step for a formula of one huge clause
	whole := *f
	start, lits := 0, 0
	for i, c := range f.Clauses {
		lits += len(c)
		if i+1-start < maxClauses && lits < maxLits && i+1 < len(f.Clauses) {
			continue
		}
		if err := ctx.Err(); err != nil {
			return err
		}
		part := whole
		part.Clauses = f.Clauses[start : i+1]
		part.Cards = nil
		Load(s, &part)
		start, lits = i+1, 0
	}
	if err := ctx.Err(); err != nil {
		return err
	}
	whole.Clauses = nil // the cardinality part, lowered or native, goes in last
	Load(s, &whole)
	return ctx.Err()
}
