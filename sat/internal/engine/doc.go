// Package engine runs the SAT algorithms of Sempolinski's thesis
// ("Automatic Solutions of Logic Puzzles", 2009, section 5 and its C code)
// on one shared core: clauses watched by two literals, an assignment trail
// that is undone instead of copying the formula, and unit propagation in
// the style of MiniSat's propagate loop.
//
// Each algorithm keeps its defining behaviour from the thesis's code:
//
//   - Unit: propagate the unit clauses; Sat only when every clause is then
//     satisfied, Unsat on a conflict, Unknown otherwise.
//   - FailedLiteral: sweep the variables in order, probing true then
//     false; a probe that conflicts fixes the opposite value. Sweeps repeat
//     until one changes nothing. Like the thesis, a probe that happens to
//     satisfy everything is not taken as an answer: only forced values are.
//   - BinaryFailedLiteral: FailedLiteral first, then sweeps that also probe
//     every pair (v, q), q after v, under both values of v, adding the
//     binary clause that forbids a failing pair, until a sweep changes
//     nothing. The added clauses live for that solve only.
//   - Search with a Strategy: the thesis's recursive backtracker made
//     iterative. True is tried first, then false; unit propagation after
//     every assignment. The strategies choose the variable as the thesis
//     does (Backtrack: first unassigned variable of the first open clause;
//     FirstNonHorn: last unassigned positive variable of the first open
//     clause with two or more unassigned positive literals; FirstNon2SAT:
//     last unassigned variable of the first open clause with three or more
//     unassigned literals; BestNonHorn / BestNon2SAT: the variable occurring
//     in most such clauses, lowest first on ties). When the Horn or 2-SAT
//     strategies find no such clause, the open clauses are Horn (resp.
//     2-SAT) and a linear Horn-SAT solver (resp. 2-SAT by strongly
//     connected components of the implication graph) finishes the branch.
//     The "first" strategies resume their scan where the parent's choice
//     was found: clauses before it stay satisfied, Horn or 2-SAT deeper in
//     the search, so each branch scans the formula once, not once per guess.
//     The "best" strategies keep every variable's count up to date through
//     occurrence lists on each assignment and undo (best.go), and make the
//     same choice as the thesis's full count (a test checks it).
//     The counts are taken on the formula as simplified by the current
//     assignment (satisfied clauses and assigned literals left out, as the
//     thesis's skip records do), and the 2-SAT leaf is entered as soon as
//     no open clause keeps three unassigned literals. BestNon2SAT is
//     sensitive to variables that unit propagation never forces: they stay
//     in open 3-literal clauses, score high, and a guess on one propagates
//     nothing, so a failure below it is searched again under its other
//     value. The logic-grid
//     extended encoding as section 4.5 prints it (reflexive clauses one way
//     only) has such variables; with M(a,b) ↔ M(b,a), as the thesis's C
//     code writes it, the method needs at most a few hundred guesses on
//     the ZebraLogic sample (sat's BenchmarkThesisZebraLogic).
//
// Statistics: Decisions counts guesses (search) or probes (probing
// methods); Conflicts counts failed propagations (or failed probes);
// MaxDepth is the most guesses held at once, the thesis's "highest number
// of literals the backtracker needed to guess at any given time" (section
// 6.4; a variable flipped after its true branch failed still holds its
// level, as in the thesis's recursion).
//
// Literals are dense indexes: 2(v-1) for v and 2(v-1)+1 for ¬v, so the
// negation of l is l^1 (the same numbering as sat.Lit.Index).
//
// method.go registers the eight algorithms as sat methods by name; their
// dense literal index is private, sat.Lit is the literal type at the edges.
package engine
