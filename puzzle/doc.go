// Package puzzle is the contract between deduce's command line, its benchmark
// harness and the puzzle kinds.
//
// A puzzle kind (Magnets, Close or Far, logic grids, ...) lives in its own
// package under puzzle/ and registers one value implementing [Kind] from an
// init function. The command line and the bench drive kinds only through
// this package: they detect the kind of an input ([Detect]), parse it
// ([Kind.Parse]), solve or count it ([Kind.Solve]), verify every answer with
// the kind's independent checker ([Kind.Check]) before printing it, and print
// results in the JSON contract ([Report]).
//
// Optional abilities are small separate interfaces, discovered with a type
// assertion: [MethodTabler] (the method table as data: engine, completeness,
// options, and one [Enumerate] per row run by [RunMethod], the one runner),
// [Generator] with [GenParamer] and [SizeParser], [Grader], [Renderer],
// [IDFormatter], [CNFEncoder] (a *sat.CNF value), [MiniZincModeler] and
// [PrologModeler] (the kind's one peer model), [SolutionReader], [Explainer],
// [StepVerifier], [Player] with [BoardSizer], and [ProseReader] (a kind
// written in prose: how it was read, why it has no or several solutions). Package puzzle/kindtest is the conformance
// battery a kind runs with one call. docs/ARCHITECTURE.md draws the whole map.
//
// Errors: input errors are [*ParseError] values (file:line:col: message) that
// unwrap to one of the named errors below ([ErrSyntax], [ErrInvalid], ...), so
// callers can classify them with errors.Is without parsing text.
//
// Naming: a "puzzle" is an instance (clues), a "solution" is a full
// assignment, a "method" names a solving approach ("report", "fd", "cdcl",
// thesis SAT methods, "vd").
package puzzle
