package sat

import "context"

// Compact renumbers the variables that occur in f's clauses to 1..k, in order
// of first occurrence, so that what a solver allocates grows with the clauses
// and not with NumVars, which a DIMACS header claims (a 33-byte file can
// declare two billion variables and use the last). orig[v] is the variable of
// f that v stands for (orig[0] unused); f is not modified. A declared variable
// that occurs in no clause is free: any value satisfies f. It stops with ctx's
// error (checked every 4096 literals, so a single clause of a million
// literals does not hold it up): a formula read from a 1 GiB file takes
// seconds to renumber.
func (f *CNF) Compact(ctx context.Context) (g *CNF, orig []Var, err error) {
	lits := 0
	for _, c := range f.Clauses {
		lits += len(c)
	}
	// The new numbers by old variable: a slice when the header claims not
	// many more variables than the clauses hold literals (a map of a
	// million entries took most of the time a one-clause formula needs),
	// a map otherwise.
	var dense []Var
	var sparse map[Var]Var
	if f.NumVars <= 4*lits+4096 {
		dense = make([]Var, f.NumVars+1)
	} else {
		sparse = map[Var]Var{}
	}
	renumbered := func(v Var) Var {
		if dense != nil && int(v) < len(dense) {
			if dense[v] == 0 {
				dense[v] = Var(len(orig))
				orig = append(orig, v)
			}
			return dense[v]
		}
		if sparse == nil {
			sparse = map[Var]Var{} // a variable past the header's count
		}
		nv, ok := sparse[v]
		if !ok {
			nv = Var(len(orig))
			sparse[v] = nv
			orig = append(orig, v)
		}
		return nv
	}
	orig = []Var{0}
	g = &CNF{Clauses: make([]Clause, len(f.Clauses))}
	work := 0
	for i, c := range f.Clauses {
		nc := make(Clause, len(c))
		for j, l := range c {
			if work%4096 == 0 {
				if err := ctx.Err(); err != nil {
					return nil, nil, err
				}
			}
			work++
			nc[j] = renumbered(l.Var()).Lit(l.IsPos())
		}
		work++ // an empty clause is work too
		g.Clauses[i] = nc
	}
	g.NumVars = len(orig) - 1
	return g, orig, nil
}
