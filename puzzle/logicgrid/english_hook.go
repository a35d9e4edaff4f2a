package logicgrid

// English reads logic grids written in English. Package
// deduce/puzzle/logicgrid/english sets it from its init (it imports this
// package, so the hook avoids an import cycle); unset, only the thesis
// grammar is read.
var English struct {
	Sniff func(firstLine string) bool
	Parse func(file string, data []byte) (*Puzzle, error)
}
