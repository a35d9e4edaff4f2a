// Command deduce solves, generates, grades and explains logic puzzles.
//
// This package is only the command line: flags, input and output, exit codes.
// All puzzle logic lives in the puzzle/* packages and the fd and sat engines.
//
// Layout: main.go runs the root command (root.go) and maps errors to exit
// codes (exit.go). Every subcommand lives in its own file and registers its
// constructor from init with register(newXxxCmd); a constructor receives the
// shared *app (streams, global flags) and returns a *cobra.Command whose RunE
// is wrapped by app.run, so errors are classified the same way everywhere.
//
// Exit codes (the README's): 0 success, 1 no solution or failed check, 2 bad
// input or usage, 3 timeout, limit or an undecided (unknown) answer.
package main
