// Package solvers links every SAT back end into a program: importing it
// (for its effect) registers each method with package sat, so that
// sat.New, sat.Methods and sat.Solve find them by name.
//
// Package sat is the vocabulary (literals, clauses, CNF, DIMACS, the Solver
// interface and the registry) and imports nothing; the back ends live
// beneath it and import it, so gini and gophersat are imported only by the
// back end that wraps each. This is the one list of back ends, as
// puzzle/allkinds is the one list of kinds; the puzzle contract imports
// it, so every kind and everything above the kinds gets every method.
package solvers

import (
	_ "deduce/sat/internal/cdcl"     // cdcl (the default)
	_ "deduce/sat/internal/cdclcard" // cdcl-card (gophersat)
	_ "deduce/sat/internal/cdclgini" // cdcl-gini (gini)
	_ "deduce/sat/internal/engine"   // the thesis's eight methods
)
