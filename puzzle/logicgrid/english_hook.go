package logicgrid

// English reads logic grids written in English. Package
// deduce/puzzle/logicgrid/english sets it from its init (it imports this
// package, so the hook avoids an import cycle); unset, only the thesis
// grammar is read.
var English struct {
	Sniff func(firstLine string) bool
	Parse func(file string, data []byte) (*Puzzle, error)
	// Clues words every numbered sentence of p in English (the board's clue
	// list); unset or failing, the board lists ClueWords.
	Clues func(p *Puzzle) ([]string, error)
}
