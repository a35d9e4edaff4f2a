// Package bench is the experiment harness behind `deduce bench`: it reruns
// the source documents' experiments on this machine and compares deduce with
// the published numbers and with reference solvers.
//
// # Design
//
// A [Suite] is one experiment (magnets-table1, magnets-options,
// closefar-heuristics, logicgrid-thesis, english, peers, explain). Running it has three steps:
//
//   - plan: check that the kind and every method the suite needs are
//     registered (a missing one is an error that names it, never a fake
//     number), then make the instances — generated from fixed seeds
//     (base + 1000*size + k) with the kind's own generator, or read from a
//     directory — and turn every (instance, method or peer) pair into a Task;
//   - execute: run the tasks on --workers goroutines, each under the
//     per-solve limit, reporting progress; a bad option stops everything, a
//     cancelled context (Ctrl-C) keeps the records of the runs that finished;
//   - build: turn the Records into Tables (Markdown for people; CSV with
//     times as plain numbers, the unit in the column name) and Plots (PNG,
//     SVG), with the seeds' published numbers beside ours. Suites build from
//     the config and records alone where they can (Suite.build), so a
//     committed results.json is tabulated again by today's code.
//
// Files: suite.go (Suite, Config, Run, registry), runner.go (execute, the
// per-run limit and grace period), record.go (Record and statuses),
// summary.go (Summary: times over finished runs, timeouts counted),
// tabulate.go (grouping helpers), table.go, plot.go, report.go (Report,
// Markdown, WriteDir), progress.go (bar on a terminal, lines otherwise),
// instances.go (kinds, generation, directories, the deduce Task),
// magnets.go, closefar.go, logicgrid.go, peers.go + peers_suite.go,
// english.go, explain.go (one file per experiment), all.go (`deduce bench
// all`: every suite at the size of docs/RESULTS.md and the page generated
// from them; results_test.go fails when the committed tables' shape no
// longer matches what the code writes), puzzles/ (bundled puzzles). The peers'
// models belong to the kinds (puzzle.MiniZincModeler, puzzle.PrologModeler,
// puzzle.CNFEncoder): the bench never parses a kind's text.
//
// The kinds are driven only through the contract of package puzzle:
// Lookup, Methods, Solve with SolveOptions, Generator, Check, and the
// optional CNFEncoder, MiniZincModeler and PrologModeler for the peers.
//
// # Rules the numbers follow
//
//   - A time is the wall time of one Solve call (for a peer: of its process,
//     start-up included; its own solve time is kept as peer_solve_ms).
//   - Every solution deduce returns is checked with the kind's independent
//     Check; one that fails is an error, never a time. Peers' grids are read
//     back through the kind's parser and checked the same way.
//   - A run stopped by the limit is a timeout: counted and shown, never
//     averaged. An average over a group with timeouts is printed as a lower
//     bound "≥ x (k t/o)" counting each at the limit; a maximum as "> limit";
//     a median that falls on a timeout as "> limit".
//   - An incomplete method that gives up is "unknown", with its time.
//   - A peer that is not installed is "missing"; one that has no model for a
//     kind is "n/a".
//
// # Naming
//
// Series are the labels of lines, bars and columns: "report leftmost,median",
// "deduce default", thesis algorithms "8 backtrack/small", peers by name.
// Instances are named like the shared benchmark files: m<N>_<k>, c<N>_<k>,
// gen4x<N>_<k>, or the file name without .txt. Table and plot names are the
// file stems written by --out (table1, fig4, table6-2, peers-magnets, ...).
package bench
