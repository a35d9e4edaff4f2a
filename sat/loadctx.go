package sat

import "context"

// LoadContext is Load stopping with ctx: a large formula (a 100×100 Magnets
// encoding has over a million clauses) takes about a second to load, too
// long for --timeout and Ctrl-C to wait. The solver is left half-loaded
// when it returns ctx's error; drop it.
func LoadContext(ctx context.Context, s Solver, f *Formula) error {
	if len(f.Clauses) < 1<<15 {
		Load(s, f)
		return ctx.Err()
	}
	const chunk = 1 << 14
	whole := *f
	for start := 0; start < len(f.Clauses); start += chunk {
		if err := ctx.Err(); err != nil {
			return err
		}
		part := whole
		part.Clauses = f.Clauses[start:min(start+chunk, len(f.Clauses))]
		part.Cards = nil
		if start+chunk >= len(f.Clauses) {
			part.Cards = f.Cards // the cardinality part, lowered or native, goes in last
		}
		Load(s, &part)
	}
	return ctx.Err()
}
