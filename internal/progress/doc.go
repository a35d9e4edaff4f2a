// Package progress shows how far a batch (generate -n, solve/count/grade/check
// of many inputs, print) has got: a bar on stderr when stderr is a terminal,
// and nothing at all otherwise, so that pipes, logs and tests see only the
// command's own output.
//
// The bar is github.com/schollz/progressbar/v3, the project's pinned choice
// (the bench package draws its own with it too). When the command's stdout
// is the same terminal, the caller wraps stdout with (*Bar).Writer so that
// the bar is wiped before each write and redrawn by the next step, instead
// of leaving half-drawn bars between the output's lines.
package progress
