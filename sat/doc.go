// Package sat holds deduce's propositional vocabulary, DIMACS input and
// output, cardinality encodings, and the one interface every SAT method
// implements, with the registry that finds methods by name.
//
// It imports only the standard library. The solver back ends live beneath
// it and register themselves from init; a program links them all by
// importing deduce/sat/solvers (the puzzle contract does, so every kind and
// everything above it has every method):
//
//	sat/internal/cdcl      cdcl: deduce's MiniSat-style engine
//	sat/internal/cdclgini  cdcl-gini: the only importer of gini
//	sat/internal/cdclcard  cdcl-card: the only importer of gophersat
//	sat/internal/engine    the thesis's eight methods
//
// There is one literal type, [Lit] (DIMACS form); the engines work on the
// dense index [Lit.Index] internally and speak Lit at their edges.
//
// # Vocabulary (cnf.go, formula.go)
//
// [Var] is 1-based as in DIMACS; [Lit] is +v / -v; a [Clause] is a slice of
// literals; a [CNF] is NumVars plus clauses. A [Formula] is a CNF that can
// also carry cardinality constraints ([Card]: Σ lits ≤ / ≥ / = K) natively;
// [Formula.Lower] turns them into clauses for solvers without native support.
// This part has no dependencies, so puzzle encoders can use it freely.
//
// # Solving (solver.go)
//
//	s, err := sat.New("cdcl")          // or any name from sat.Methods()
//	sat.Load(s, formula)               // or s.AddClause(lits...)
//	switch s.Solve(ctx) { case sat.Sat: m := s.Model() ... }
//
// or in one call: [Solve](ctx, method, formula) / [SolveCNF]. A [Status] is
// Sat, Unsat or Unknown (limit hit, or an incomplete method gave up: never a
// wrong answer); its values are the SAT-competition exit codes 10/20/0.
// [Solver.Stats] gives [Stats]: time, decisions, propagations, conflicts,
// maximum guess depth, and the thesis's share of clauses removed by unit
// propagation; [Stats.Counters] lists the measured ones by name.
//
// Methods ([Methods], [New]; a back end calls [Register]):
//
//	cdcl                   clause learning, MiniSat-style (internal/cdcl); the default; [Assumer], [Corer]
//	cdcl-gini              clause learning by the gini library; [Assumer]
//	cdcl-card              clause learning with native cardinality (gophersat); [CardSolver]
//	unit                   thesis 2,3: unit propagation only (incomplete)
//	failed-literal         thesis 4,5: probe each variable both ways (incomplete)
//	binary-failed-literal  thesis 6,7: probe pairs, learn binary clauses (incomplete)
//	backtrack              thesis 8,9: DPLL, first unassigned variable of the first open clause
//	first-nonhorn          thesis 10,11: branch on the first non-Horn clause, then Horn-SAT
//	first-non2sat          thesis 12,13: branch on the first clause of 3+ open literals, then 2-SAT
//	best-nonhorn           thesis 14,15: branch on the variable in most non-Horn clauses
//	best-non2sat           thesis 16,17: branch on the variable in most 3+-literal clauses
//
// cdcl is deduce's own engine (internal/cdcl): on the minisat benchmark it
// ran faster than gini, and it reports every statistic and honours ctx
// natively. The library wrappers (internal/cdclgini, internal/cdclcard)
// document the faults of their library that they contain.
//
// The thesis methods share one engine (internal/engine): watched literals,
// a trail with undo, no copy of the formula per step. They keep the
// thesis's defining behaviour (its variable choices, true tried first, its
// probing loops) — see that package's doc for the details.
//
// # Counting (count.go)
//
// [Count] and [Enumerate] find models one by one and block each with a
// clause over the projection variables, up to a cap, with any complete
// method; Count(ctx, s, vars, 2) == 1 proves a puzzle unique.
//
// # Cardinality (card.go)
//
// [AtMostOne], [ExactlyOne], [AtMostK], [AtLeastK], [ExactlyK] and [Encode]
// add clauses to a CNF with an [Encoding]: pairwise, Sinz's sequential
// counter, or the totalizer. Their aux variables are functions of the
// inputs, so model counts are the same with or without projection.
//
// # DIMACS (dimacs.go)
//
// [ParseDIMACS] and [WriteDIMACS]. Errors are [*ParseError]
// ("file:line:col: message") wrapping [ErrSyntax].
//
// Naming: "method" is a solving algorithm by its CLI name; "model" is a
// satisfying assignment indexed by variable (index 0 unused); "projection"
// is the set of variables models are told apart by.
package sat
