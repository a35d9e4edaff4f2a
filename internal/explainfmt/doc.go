// Package explainfmt writes explanations (puzzle.Explanation) and hints for
// people: numbered text steps, optionally with the board after each step, and
// an HTML walkthrough with one picture per step in which the step's new facts,
// the facts it used and the cells it read are highlighted.
//
// It works for every kind through the contract alone: the pictures come from
// the kind's play model (puzzle.Player), so no kind is named here.
package explainfmt
