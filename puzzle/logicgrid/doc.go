// Package logicgrid is deduce's logic-grid (Zebra) puzzle kind: everything
// Peter Sempolinski's thesis "Automatic Solutions of Logic Puzzles" (Boston
// College, 2009; seeds/002) describes and its C program does, plus the two
// things its "Further work" asks for: uniqueness and generation.
//
// # The puzzle
//
// m domains of n items each; a solution matches every item of the first
// domain (an "entity") with one item of every other domain. Clues, in the
// thesis's grammar (appendix "Instructions for using automated solver"):
//
//	8                       first line: the thesis's algorithm number 1-17
//	Name:Smith:Jones:Butler Domain:item:item:... (same count in each, item names unique)
//	Shirt:red:green:blue
//	Clues:
//	Smith=red               A=B      A is B                              (Same)
//	Smith*green*Jones       A*B*...  all pairwise different              (Different)
//	Shirt$Jones:Butler      D$A:B    A before B along D's listed order   (Less)
//	Shirt$Jones:Butler:1    D$A:B:k  A exactly k before B along D        (LessBy)
//	Shirt%Smith:Jones:2     D%A:B:k  A exactly k before or after B       (Apart)
//	Smith>red>Jones>blue    A>B>C>D  if A is B then C is D               (IfThen)
//	Smith|red|Jones|blue    A|B|C|D  if A is B then C is not D           (IfThenNot)
//	Smith}red}Jones}blue    A}B}C}D  if A is not B then C is D           (IfNotThen)
//	Solution:               optional (an extension; "solution" also accepted):
//	Smith:red:teacher       one line per entity, items in domain order
//
// Blank lines and lines starting with '#' are skipped; spaces around names
// are trimmed. Errors are *puzzle.ParseError "file:line:col: message".
//
// # Design map
//
//	puzzle.go   Puzzle, Domain, Item, Clue, Solution
//	parse.go    Parse (positioned errors), Format, ClueText
//	check.go    Check: the independent checker (Clue.holds evaluates a clue on a full assignment)
//	encode.go   Encode: the small and extended SAT encodings (sections 4.3-4.6), Decode
//	vd.go       SolveVD: Valentine & Davis (section 4.1, algorithm 1)
//	fd.go       the fd model (method "fd", the default)
//	solve.go    methods and plans (Resolve, ThesisPlan, SolvePlan), Solve, Count
//	kind.go     the puzzle.Kind registration, the method table (data), GenParams
//	kindtest_test.go  the contract's conformance battery (puzzle/kindtest)
//	render.go   the thesis's text output (ThesisOutput, MethodLine), Describe, Grid
//	svg.go      SVG: the grid and the clues, print-ready
//	minizinc.go CNF and MiniZinc, for the bench's reference solvers
//	thesis/     the thesis reproduction: RunAll and tables 6.1-6.4, raw tables, PLS
//	generate.go Generate, GenerateUnique, Grade
//	explain.go  Explain, Hint, SolutionFacts (engine: explain_*.go; VerifyStep: verify*.go)
//	state.go    ParseState
//	board.go    Layout and the Player
//
// # Methods
//
// Algorithm a of the thesis: 1 is Valentine & Davis ("vd"); a >= 2 is
// thesisMethods[a/2-1] (unit, failed-literal, binary-failed-literal,
// backtrack, first-nonhorn, first-non2sat, best-nonhorn, best-non2sat) on the
// small encoding when a is even and the extended ("Large") one when a is odd,
// as in the thesis's appendix and its main(). The sat methods are package sat's. "cdcl" is sat's clause
// learner; "fd" labels entity variables first-fail on the fd engine. The
// default method is fd, the fastest measured; "file" runs the file's own
// algorithm number, as the thesis's program does (`deduce logicgrid solve`
// uses it by default).
//
// # The encodings, and the three readings they needed
//
// Small (4.3): N(a_{1,e}, b) for entity e and item b of another domain;
// exactly-one both ways per domain pair with the first domain. Extended
// (4.5): M(a, b) for items of any two different domains (ordered pairs);
// exactly-one both ways for every pair p < q, the reflexive clauses
// M(a_{p,r}, a_{q,i}) <-> M(a_{q,i}, a_{p,r}), and the transitive
// clauses ¬M(x,y) ∨ ¬M(y,z) ∨ M(x,z). Clues go through Clue, Imply, ImplyTF,
// ImplyFT and Order, Gap, Gap2 exactly as printed. Where the printed formulas
// leave a choice:
//
//   - An atom "a = b" for two items of the same domain is not a variable in
//     either encoding: it is the constant (a == b), and clauses are
//     simplified (a true term drops the clause, a false one drops the term).
//     This happens in Order/Gap/Gap2 when an item lies in the ordered domain,
//     and in the small encoding for two first-domain items.
//   - Section 4.5 prints the reflexive clause one way only (p < q); the
//     thesis's C program writes it for every ordered pair of domains, so
//     M(a,b) <-> M(b,a). We follow the program: the one-way form leaves
//     M(b,a) free once M(a,b) is false (spurious models with two domains,
//     and algorithm 17's branching rule guessing on variables that propagate
//     nothing: 1.9 s instead of 30 ms on the ZebraLogic sample). Clue
//     literals are still named with the lower domain first (M(a,b) with
//     dom(a) < dom(b)).
//   - Transitive clauses range over pairwise different domains (as the
//     thesis's C code does); M over one domain is no variable.
//
// The small encoding's N(a_{1,i}, ·) with neither item in the first domain
// expands per entity, so Imply with both sides outside it gives n² clauses
// of 4 literals, as the thesis prints.
//
// # Valentine & Davis
//
// One tuple of candidate sets per item; tuples are compared pairwise until
// nothing changes: disjoint candidates in some domain make two tuples
// different (each one's fixed values leave the other), equal fixed values
// join them, and exactly-k clues prune positions. It handles only the
// clue types of the original paper (=, *, D$A:B:k); any other clue gives
// "Unable to solve" (status unknown), and getting stuck is an honest unknown.
// Unlike the thesis's C code every tuple starts "dirty", so each is compared
// at least once (stronger, still sound).
//
// # Explanations (explain*.go, verify*.go)
//
// Explain follows ZebraTutor (Bogaerts, Gamba, Guns, AIJ 2021): each step
// is a set of clues plus known facts (plus the grid's implicit rules: each
// item belongs to exactly one entity, sameness is transitive) that implies
// new facts, chosen cheapest first by tiers: the implicit rules by direct
// propagation (bijectivity, last open cell, transitivity; no SAT); the
// implicit rules combined (SAT, no clue); one clue; two clues; a
// subset-minimal set of all clues. The SAT tiers run on one incremental cdcl
// solver holding the extended encoding's base and every clue's own clauses
// (Encode's per-clue encoding, so new clue types are explained without a
// switch on kinds) guarded by a selector literal; known facts and selectors
// are assumptions. A candidate step's known facts are cut down by the
// solver's unsatisfiable core, then by deletion to a subset-minimal set; a
// pool of models rules most non-consequences out without a solve. A step's
// facts are everything its clues and uses imply, less the "different" facts
// a "same" fact gives by bijectivity (a cheaper later step says those).
// VerifyStep checks a step with a constraint search of its own
// (verify_grid.go: a perfect-matching filter per block, path consistency,
// each cited clue by its accepted patterns; cited clues + uses + one
// negated fact at a time has no model), independently of the SAT search,
// within VerifyNodeLimit search nodes per fact. Costs and grades:
// explain_cost.go and README.md.
//
// # Grading
//
// Grade is the explanation's grade: the grade of its hardest step (easy:
// implicit rules, or one clue with at most three known facts; tricky: one
// clue with more; hard: two or more clues together; search: deduction
// stops). The generator's difficulty is this grade.
//
// # Play (board.go, board_status.go)
//
// The Player is the printed cross-category staircase (Layout): column blocks
// domains 2..m, row blocks domain 1 then m, m-1, ..., 3; symbols ?, ✓, ✗.
//
// # Generation
//
// A seeded random solution; candidate clues true in it (every "same" clue,
// so that together they fix the solution, and random samples of every other
// type). While a second solution exists, a candidate clue it breaks is added
// (an indirect one with probability 4/5; for hard puzzles an implication or
// ordering clue whenever one breaks it, see genStyle); then (always, and for
// hard puzzles with Minimal) clues are switched off, direct ones first, while the planted solution
// stays the only one, so every clue left is necessary. The checks are fd
// counts with cap 2; uniqueness of the result is proven once more by a
// complete count with cap 2. A requested grade is checked by gradeUpTo, the
// explanation run only as far as the answer needs (generate_grade.go).
//
// Package thesis (puzzle/logicgrid/thesis) holds the thesis's reduction
// from Partial Latin Square completion (section 3.2), its "run all" mode
// and its tables; encode_c.go here is the C program's encodings (small-c,
// extended-c), which the kind's SAT methods solve, and vd.go its
// Valentine & Davis method, a row of the kind's method table.
//
// # Naming
//
// m is the number of domains and n the items per domain (the thesis's dom
// and obj); d indexes domains, i items, e entities (= first-domain items).
// Item{D, I} names an item. Of[d][e] is entity e's item in domain d; the
// inverse ent[d][i] is the entity holding item i.
package logicgrid
