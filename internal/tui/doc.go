// Package tui is deduce's full-screen terminal game (`deduce play`), built on
// bubbletea's model/update/view loop.
//
// Everything the game knows about a kind comes through the kind contract:
// puzzle.Player (the board, its symbols, a cell's automatic consequences,
// the rules' verdict on a position) and puzzle.Explainer (hints, and the
// solution's facts for "check so far"). The game never names a kind: the
// board is drawn from the kind's puzzle.Layout, and the new-puzzle dialog
// offers the sizes (puzzle.SizeRanger) and parameters (puzzle.GenParam) the
// kind declares.
//
// Update and View are pure functions of the Game value (time comes from an
// injected clock, long work runs in tea.Cmds), so the tests drive the game
// with key sequences and compare screens with golden files. Colour is never
// the only signal: every highlight also has a marker character or a text
// attribute, and NO_COLOR drops colour altogether.
package tui
