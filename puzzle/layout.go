package puzzle

// Layout is what a front end draws around and between a board's cells: the
// kind's description of its board, so the terminal game, the web app and the
// printed book draw every kind with the same code and never name one. A kind
// fills it in Player.Layout; every field is optional (nil or empty: none).
type Layout struct {
	// Side labels: one per column (Top, Bottom) or per row (Left, Right),
	// e.g. Magnets' counts, Close or Far's line rules, logic grids' items.
	Top, Bottom, Left, Right []Label
	// TopLeft and BottomRight are the corner texts beside the first and last
	// label lines (Magnets: "+" and "−").
	TopLeft, BottomRight string
	// Walls: WallRight[i] is a thick line between cell i and its right
	// neighbour, WallBelow[i] between i and the cell below (Magnets'
	// dominoes, a logic grid's blocks). Len Rows*Cols when set.
	WallRight, WallBelow []bool
	// ColGroups and RowGroups name runs of columns and rows (a logic grid's
	// categories), drawn above the Top labels and left of the Left labels.
	ColGroups, RowGroups []Group
	// Clues is the numbered clue list drawn beside the board (logic grids).
	Clues []Label
	// CellClue numbers the clue a cell holds (1-based, 0: none), so a hint
	// citing it can mark the cell (Close or Far's givens). Len Rows*Cols when set.
	CellClue []int
	// Progress is a short summary of the position, one line each (a logic
	// grid's solution table as far as the board decides it).
	Progress []string
	// Legend says what the symbols mean, in one sentence.
	Legend string
}

// Label is a piece of text the board shows with its status by the rules.
type Label struct {
	Text   string
	Status ClueStatus
	// Clue is the 1-based number of the clue the label shows, as explanation
	// steps cite it (Step.Clues), so a hint can mark it; 0: none.
	Clue int
}

// Group names a run of rows or columns: First and Last are 0-based and inclusive.
type Group struct {
	Name        string
	First, Last int
}

// ClueLabel returns a label for clue k (0-based, as BoardStatus numbers
// clues) with text, its status taken from st (part < 0: the whole clue,
// else BoardStatus.Parts[k][part] when the kind reports parts).
func ClueLabel(st BoardStatus, k, part int, text string) Label {
	l := Label{Text: text, Clue: k + 1}
	switch {
	case part >= 0 && k < len(st.Parts) && part < len(st.Parts[k]):
		l.Status = st.Parts[k][part]
	case k < len(st.Clues):
		l.Status = st.Clues[k]
	}
	return l
}

// Walls returns WallRight and WallBelow for a Rows×Cols board where cells i
// and j are apart when apart(i, j) (j is i's right or lower neighbour).
func Walls(rows, cols int, apart func(i, j int) bool) (right, below []bool) {
	right, below = make([]bool, rows*cols), make([]bool, rows*cols)
	for r := range rows {
		for c := range cols {
			i := r*cols + c
			if c+1 < cols {
				right[i] = apart(i, i+1)
			}
			if r+1 < rows {
				below[i] = apart(i, i+cols)
			}
		}
	}
	return right, below
}
