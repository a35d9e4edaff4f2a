// Package sat holds deduce's propositional vocabulary and SAT solving.
//
// The vocabulary is deliberately tiny and dependency-free so that puzzle
// encoders can use it without pulling in a solver: [Var] (1-based, as in
// DIMACS), [Lit] (+v / -v), [Clause] and [CNF].
package sat
