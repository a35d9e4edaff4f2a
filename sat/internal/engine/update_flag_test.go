package engine

// Every package accepts -update, so `go test ./... -update` regenerates the
// golden files of the packages that have them instead of failing here with
// "flag provided but not defined".
import _ "deduce/internal/golden"
