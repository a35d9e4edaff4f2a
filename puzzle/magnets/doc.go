// Package magnets implements the Magnets puzzle kind for deduce: parsing and
// formatting (native text and Simon Tatham's game IDs), an independent
// checker, solving and counting by several methods, human-style rule tiers
// for grading, the report's generator and a unique graded generator, and
// text (the report's Fig. 2/3) and SVG rendering.
//
// A Magnets puzzle is a W×H grid tiled by dominoes plus blank singleton
// cells, always neutral: one when W·H is odd in generated puzzles, any
// number in published ones (janko.at leaves several cells outside every
// magnet, and Tatham's game IDs write each as '*'). Each domino is a magnet (one + and one −
// pole) or neutral. Clues give the number of + and − poles in every row and
// column; a clue may be hidden. Two orthogonal neighbours never carry the
// same pole.
//
// # Design map
//
//	puzzle.go   Puzzle and Solution types, clue helpers
//	parse.go    native text format: Parse, Format, validation with positions
//	id.go       Tatham game IDs: ID, ParseID
//	check.go    Check, the independent checker every answer goes through
//	kind.go     Kind: registration and the puzzle.Kind adapters
//	solve.go    the method table (puzzle.MethodTabler), Solve/Count through puzzle.RunMethod
//	cnf.go      CNF: the encoding as a *sat.CNF for external SAT solvers
//	minizinc.go MiniZinc and Prolog: models/ (the report's one model) with the data
//	search.go   prop: the dedicated engine (domains, trail, propagation, search)
//	linegac.go  prop's line propagator: full arc consistency on one line
//	density.go  solution densities per line, for the density method
//	model.go    the report's model and our redundant model on fd
//	encode.go   the CNF encoding, for every sat method
//	engine.go   the step engine: one rule application a move, cheapest
//	            first, with the facts it used; probing by refutation
//	rules.go    the rules of the tiers (easy, tricky), costs, GradePuzzle
//	explain.go  Explain, Hint, ParseState, SolutionFacts; text.go: step texts
//	verify.go   VerifyStep: a step checked by SAT on its cited clues only
//	board.go    the Player: boards, partner-following Set, clue status
//	generate.go the report's generator, tilings, sizes, Generate
//	unique.go   the unique graded generator and clue stripping
//	generate_settle.go  the repair search that makes layouts with natural
//	            blank shares solvable at the wanted tier
//	render.go   text boards; svg.go: SVG
//	kindtest_test.go  the contract's conformance battery (puzzle/kindtest)
//
// Conventions: cells are numbered row by row (cell i is at row i/W, column
// i%W); Partner[i] is the other cell of i's domino or -1 for a blank singleton;
// a pole is +1, −1 or 0 (neutral) as in the report; a hidden clue is
// Unknown (−1). Cell domains in the engines are bit sets (bitPlus,
// bitMinus, bitNeutral). A "line" is a row or a column; lines are numbered
// rows first (0..H−1), then columns (H..H+W−1).
//
// # Methods
//
//	auto       the default: prop up to 10×10, cdcl above (for one
//	           solution); counting always uses prop
//	prop       dedicated propagation engine: domino and neighbour rules,
//	           incremental per-line counting, and line arc consistency by
//	           dynamic programming (counts, adjacency along the line and
//	           dominoes inside the line at once); first-fail search for
//	           counting, dom/wdeg with Luby restarts for one solution
//	density    prop's engine branching by maxSD (counting-based search):
//	           the line dynamic program counts each line's assignments,
//	           and the cell and value used by the largest share of them
//	           (over the cell's two lines) is tried first; Luby restarts
//	           with slightly randomised densities for one solution
//	cdcl, cdcl-card, unit, ..., best-non2sat
//	           the CNF encoding (two variables per domino, a magnet
//	           variable per domino, exactly-k constraints per line for +
//	           and for −, each over the crossing cells' pole literals and
//	           the magnet variables of the dominoes inside the line; for
//	           clause-only solvers as totalizers shared between a line's +
//	           and − counts and, for the cells between two neighbouring
//	           lines, between the lines) on the named sat method;
//	           --encoding default|sequential|totalizer
//	report     the report's model on fd, labeled leftmost,median unless
//	           --label says otherwise
//	fd         the report's model plus redundant per-line magnet counts on
//	           0/1 domino variables, labeled ff,median by default
//
// # Rule tiers (grading)
//
// Grades are the weakest tier whose rules, applied to a fixpoint, solve the
// puzzle without guessing. The step engine computes it as the tier of the
// hardest step of the explanation: it always takes the cheapest rule that
// makes progress, so a harder tier is used only where the easier ones stall. Easy and tricky are the tiers of Simon Tatham's
// Magnets (magnets.c), so "easy" and "tricky" mean what they mean there;
// tests check that puzzles from sgt-magnets grade as Tatham says.
//
// Easy:
//   - a cell with one value left is set; a domino whose cells cannot hold
//     some pole (one cell cannot be +, or the partner cannot be −, and the
//     same for the other pole) is neutral — with domains this is: a cell's
//     domain mirrors its partner's (+ ↔ −, neutral ↔ neutral);
//   - setting a pole forbids the same pole in the four neighbours and fixes
//     the partner to the opposite pole;
//   - counting per row and column (for +, −, and neutral when both counts
//     are known): a line whose count of a value is reached excludes it from
//     its other cells; a line that needs every remaining candidate for a
//     value gives it to all of them; a count exceeded or out of reach is a
//     contradiction;
//   - odd length (Tatham's easy tier has it too): when a line needs no more
//     neutrals, one more of one pole than of the other, and its open cells
//     form exactly one run of odd length, that run starts with the extra pole.
//
// Tricky adds, per line:
//   - magnet dominoes lying inside the line (both cells + or − only) count as
//     one + and one −; if that fills a pole's count the pole leaves the other
//     open cells;
//   - if the line has only one neutral cell left to place, no domino lying
//     inside it is neutral;
//   - if the open dominoes meeting the line are as many as the + (or −)
//     poles it still needs, none of them is neutral;
//   - if the open dominoes that can hold a pole in the line are as many as
//     the poles still needed, each must hold one: where only one of its
//     cells in the line can, that cell takes the pole.
//
// Hard adds probing: for an open cell and a value left, assume it and
// apply the tricky rules; a value that leads to a contradiction is removed
// (explanations take the shortest refutation, grading the first found);
// repeat until nothing more is learned.
//
// Beyond the tiers, GradePuzzle counts solutions (cap 2): "search" is
// unique but beyond hard, "ambiguous" has several solutions, "unsolvable"
// none.
//
// # Generators
//
// --method report is the report's generator: a random tiling (cells in
// reading order, each free cell paired east or south at random, backing
// out of dead ends; an odd area first gets its singleton on a random cell
// of the chequerboard's majority colour), random poles (each domino takes
// a random state among those that put no like poles side by side) and the
// counts read off. Solvable, not necessarily unique.
//
// The default generator makes puzzles of one grade (tricky by default,
// 6×6 by default): a random tiling; a fixed number of neutral dominoes
// (the blank share, 28% by default as in published puzzles, --blank to
// choose, drawn within 10% per layout); the other dominoes magnets laid on
// the chequerboard (+ on the even colour — flipped with a small
// probability — or the other way round, or neutral when like poles would
// touch); the layout repaired by a local search (generate_settle.go: change
// a domino the rules leave open, keep the change unless more is left open)
// until the wanted tier's rules solve it; the puzzle is kept when the
// weakest tier that solves it is the one asked for ("any": any tier). Every
// puzzle is then proven unique by a complete count with cap 2. --strip hides clues in random order
// while the puzzle stays solvable at its tier.
//
// Every random choice flows from the seed through math/rand/v2's PCG.
package magnets
