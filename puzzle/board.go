package puzzle

// Board is a position in play, the model the terminal game and the web page
// share. Cells sit on a Rows×Cols layout (index r*Cols+c, 0-based); cells
// that are not Playable are gaps (logic grids' missing blocks). Every cell
// holds an index into Symbols, the cell values in the order a click cycles
// them; Symbols[0] is always "unknown".
//
// Boards are values: Set returns a new board and leaves the old one alone, so
// undo and redo are a stack of boards.
type Board struct {
	Rows, Cols int
	Symbols    []string // e.g. {"?", "+", "-", "."} or {"?", "✓", "✗"}
	Cells      []int    // index into Symbols; len Rows*Cols
	Playable   []bool   // len Rows*Cols
	Given      []bool   // fixed by the puzzle (hints): not editable; len Rows*Cols
	// Struck holds the player's pencil marks: bit v of Struck[i] rules
	// symbol v out of cell i, so an open cell shows the values still open.
	// Nil or short: nothing struck. Kinds need not touch it (Session does).
	Struck []uint64
}

// Clone returns an independent copy of b.
func (b *Board) Clone() *Board {
	c := *b
	c.Cells = append([]int(nil), b.Cells...)
	c.Playable = append([]bool(nil), b.Playable...)
	c.Given = append([]bool(nil), b.Given...)
	if b.Struck != nil {
		c.Struck = append([]uint64(nil), b.Struck...)
	}
	return &c
}

// IsStruck reports whether symbol v is struck out of cell i.
func (b *Board) IsStruck(i, v int) bool {
	return i < len(b.Struck) && v >= 0 && v < 64 && b.Struck[i]&(1<<v) != 0
}

// Open returns the symbols (indexes) cell i may still hold by its pencil
// marks: all but unknown, less the struck ones.
func (b *Board) Open(i int) []int {
	var out []int
	for v := 1; v < len(b.Symbols); v++ {
		if !b.IsStruck(i, v) {
			out = append(out, v)
		}
	}
	return out
}

// Index returns the cell index of (row, col), 0-based.
func (b *Board) Index(row, col int) int { return row*b.Cols + col }

// ClueStatus is how a clue stands in a position.
type ClueStatus int

const (
	ClueOpen      ClueStatus = iota // not yet decided
	ClueSatisfied                   // met (done: drawn greyed out)
	ClueViolated                    // broken (drawn red)
)

// String names the status ("open", "satisfied", "violated").
func (s ClueStatus) String() string {
	switch s {
	case ClueSatisfied:
		return "satisfied"
	case ClueViolated:
		return "violated"
	}
	return "open"
}

// BoardStatus is what a position shows the player, judged by the rules only
// (never by the solution: that is "check so far").
type BoardStatus struct {
	Clues []ClueStatus // in the kind's clue numbering (see Explainer)
	// Parts refines Clues where a clue has several numbers drawn apart
	// (Magnets: each line's + count and − count): Parts[i] belongs to Clues[i].
	Parts  [][]ClueStatus
	Broken []int // cells that break a rule as they stand (adjacent equal poles, ...)
	// Full is true when every playable cell is decided.
	Full bool
}

// Player is implemented by kinds that can be played (terminal, web and
// print). Everything a game needs comes from here, drawing included
// (Layout), so the front ends never name a kind.
type Player interface {
	// NewBoard returns the starting position of p (givens filled in).
	NewBoard(p Puzzle) *Board
	// Set puts symbol v into cell i and applies the kind's automatic
	// consequences (a magnet's partner follows; a logic-grid tick crosses out
	// the rest of its row and column in that block, and clearing it undoes
	// those crosses). It returns the new board; b is not changed. Setting a
	// given or a gap returns b unchanged.
	Set(p Puzzle, b *Board, i, v int) *Board
	// Status judges the position by the rules.
	Status(p Puzzle, b *Board) BoardStatus
	// BoardState returns the facts the position holds (for hint and check so far).
	BoardState(p Puzzle, b *Board) State
	// ApplyFacts writes facts into the board (a hint's facts, a resumed game,
	// the solution): the inverse of BoardState.
	ApplyFacts(p Puzzle, b *Board, facts []Fact) *Board
	// FactCells returns the cells a fact is drawn in (for highlighting a
	// hint's facts and uses, and mistakes).
	FactCells(p Puzzle, b *Board, f Fact) []int
	// BoardSolution returns the solution a full board spells, for the kind's
	// checker; ok is false when the board is not full.
	BoardSolution(p Puzzle, b *Board) (s Solution, ok bool)
	// Layout describes what is drawn around and between b's cells (labels,
	// walls, the clue list, the legend), each clue's status taken from st.
	Layout(p Puzzle, b *Board, st BoardStatus) Layout
}

// BoardSizer is implemented by Players whose board grows faster than their
// input (a logic grid's is quadratic in its items), so that a front end can
// refuse a board too large for it before building it.
type BoardSizer interface {
	// BoardCells is Rows*Cols of NewBoard(p), computed without building it.
	BoardCells(p Puzzle) int
}

// BoardCells returns the number of cells of p's board (k's BoardSizer,
// else NewBoard's, for a kind whose reader bounds its board), 0 when k
// cannot be played.
func BoardCells(k Kind, p Puzzle) int {
	if bs, ok := k.(BoardSizer); ok {
		return bs.BoardCells(p)
	}
	if pl, ok := k.(Player); ok {
		b := pl.NewBoard(p)
		return b.Rows * b.Cols
	}
	return 0
}
