// Package closefar implements the Close or Far puzzle kind (Erich Friedman's
// puzzle, modelled in SICStus CLP(FD) by the Close or Far report, seed 001)
// for deduce: parse and format, check, solve and count by several methods,
// generate unique graded puzzles, render as text and SVG.
//
// # Rules
//
// An N×N board; every row and every column holds exactly two C and two F,
// the rest blank; in every row and column the two C are closer together than
// the two F. Hints (C or F) must be kept. No board exists for N = 4 or 5, so
// the smallest useful size is 6.
//
// # Files
//
//	closefar.go  Cell, Puzzle, Solution (the report's numbering: 0 blank, 1 C, 2 F)
//	format.go    the native format: "closefar N", N rows of C F '.', optional solution block
//	check.go     the independent checker (cell by cell, no solver code)
//	lines.go     a line's valid placements (two C, two F, C closer), cached per N
//	propagate.go "lines": propagation over each line's placements + search (the default)
//	model.go     "report": the report's fd model; "fd": a table model on fd
//	encode.go    the CNF encodings (small, extended) for every sat method
//	rules.go     the human rule tiers and grading (through the step engine)
//	steps.go     the step engine: line steps, their citations and texts
//	trial.go     one-step trials with the shortest contradiction
//	explain.go   puzzle.Explainer: Explain, Hint, SolutionFacts, statuses
//	verify.go    puzzle.StepVerifier: each step checked by SAT on the cited hints
//	state.go     ParseState: positions as the solution block with '?'
//	board.go     puzzle.Player: the board a game plays on
//	hints.go     counterexample-guided choice of a hint set that makes a solution unique
//	generate.go  generators: the report's, and the default unique one
//	render.go    the report's ASCII board and SVG
//	kind.go      puzzle.Kind glue: registration, method table, Solve and Count through puzzle.RunMethod, Grade, ParseSize
//	minizinc.go  MiniZinc and Prolog: models/ (the report's one model) with the data
//	kindtest_test.go  the contract's conformance battery (puzzle/kindtest)
//
// # Methods
//
//   - lines (default): every row and column keeps its placements that fit the
//     board; every cell keeps the values some placement of its row and of its
//     column allow; both are filtered to a fixpoint (generalised arc
//     consistency on each line's table), then search branches on the line
//     with fewest placements left.
//   - report: the report's model, faithfully (domain {0,1,2}; global_cardinality
//     [0-(N-4), 1-2, 2-2] per row and column; for each letter two element/3
//     positions, different and ordered, their difference its distance; C
//     distance < F distance), labeled with --label (default "median", the
//     report's choice), so its Tables I–III can be rerun.
//   - fd: one fd Table constraint per row and column over the placements
//     (default label "ff").
//   - every sat method (cdcl, the thesis's unit ... best-non2sat) on the CNF of
//     --encoding small (cell variables, cardinality, forbidden C/F pairs) or
//     extended (one selector per placement of a line).
//
// # Rule tiers (grading)
//
// A puzzle's grade is the tier of the hardest step of its explanation (one
// engine explains, hints, grades and steers the generator):
//
//   - easy: line reasoning. For each row and column, list the placements of
//     its two C and two F that fit what is known; a cell all of them agree on
//     is settled. Repeat over rows and columns until nothing changes.
//   - tricky: line reasoning plus one-step trials: suppose one value in one
//     undecided cell and apply line reasoning; if some line is left with no
//     placement, the cell cannot hold that value. Repeat until nothing changes.
//   - hard: everything else (nested trials, search). A puzzle that no tier
//     solves, or one with several solutions, is hard.
//
// # Explanations
//
// Clues are the hints, numbered in reading order from 1. Steps cite the
// clues and earlier facts they use, and each is verified by SAT with only
// those (see README.md for rules, costs and statuses).
//
// # Generation
//
// --method report is the report's generator: a random solution (the report's
// model labeled leftmost with a seeded random value; restarted with a new
// seed past a node limit), then one hint per row and column in distinct
// columns, read off the solution. Not checked for uniqueness.
//
// The default generator makes puzzles with exactly one solution. Up to N = 7,
// for each drawn solution a SAT model picks a classic hint set (one hint per
// row and per column) that disagrees with every known other board; the fast
// solver counts the puzzle with cap 2 and any second solution joins the
// known boards; repeat. An unsatisfiable SAT model proves that no classic hint
// set makes that solution unique. From N = 8 on (where about 1 solution in 600
// has a classic set, so looking for one costs seconds) and when no classic set
// turns up, it completes a random classic set greedily, each hint at the cell
// that most other solutions get wrong, on one solver narrowed hint by hint,
// then drops every extra hint the uniqueness does not need (a search with that
// hint negated finds nothing). Uniqueness is always proven by a complete search.
//
// # Naming
//
// Lines are numbered 0..N-1 for the rows and N..2N-1 for the columns; a board
// index is r*N+c. "placement" is one valid filling of a line; "hint" is a
// given C or F; "classic" is the one-hint-per-row-and-column shape.
package closefar
