// Package toykind is a tiny puzzle kind for testing the terminal game: a 3×3
// Latin square over A, B and C with some letters given. It implements the
// whole play contract (puzzle.Kind, Player, Explainer, Generator) with code of
// its own, so the game's tests, benchmarks and the end-to-end tmux test run
// before the real kinds can be played. It is never registered by deduce
// itself; tests register it.
package toykind

// Start is the toy puzzle of the tests: A B . / B . . / . . . whose only
// solution is ABC / BCA / CAB.
const Start = "toy\nAB.\nB..\n...\n"
