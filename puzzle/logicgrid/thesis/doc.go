// Package thesis reproduces Sempolinski's thesis program around the
// logicgrid kind: its "run all" mode over puzzle1.txt, puzzle2.txt, ...
// with every algorithm 1-17 and the tables 6.1-6.4 (runall.go), the C
// program's raw per-puzzle tables (runall_raw.go), and the reduction from
// Partial Latin Square completion (pls.go, section 3.2). `deduce logicgrid`
// runs them. The kind (package logicgrid) stays the kind: parsing, the
// encodings, the methods (Valentine & Davis and the SAT algorithms are rows
// of its method table), checking; this package only drives it.
package thesis
