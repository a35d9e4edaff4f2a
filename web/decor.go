package web

import (
	"deduce/puzzle"
)

// Decor is what the browser draws around and between a board's cells: the
// kind's puzzle.Layout in JSON (statuses as words). No code here names a kind.
type Decor struct {
	// Labels beside the grid: one per column (Top, Bottom) or row (Left, Right).
	Top, Bottom, Left, Right []Label `json:",omitempty"`
	// TopLeft and BottomRight are the corner texts (Magnets' + and −).
	TopLeft, BottomRight string `json:",omitempty"`
	// Thick borders: WallRight[i] between cell i and its right neighbour,
	// WallBelow[i] between i and the cell below.
	WallRight, WallBelow []bool `json:",omitempty"`
	// ColGroups and RowGroups name runs of columns and rows (categories).
	ColGroups, RowGroups []Group `json:",omitempty"`
	// Clues is the numbered clue list shown beside the grid.
	Clues []Label `json:",omitempty"`
	// CellClue numbers (1-based, as steps cite them) the clue a cell holds,
	// 0 for none.
	CellClue []int `json:",omitempty"`
	// Progress summarizes the position (a logic grid's solution so far).
	Progress []string `json:",omitempty"`
	// Legend names what the symbols mean.
	Legend string `json:",omitempty"`
}

// Label is a clue or name shown to the player with its status (open, satisfied, violated).
type Label struct {
	Text   string `json:"text"`
	Status string `json:"status"`
	// Clue is the 1-based number of the clue this label shows, as the kind's
	// explanation steps cite it (Step.Clues), so a hint can mark it; 0: a
	// name, not a clue.
	Clue int `json:"clue,omitempty"`
}

// Group names rows or columns First..Last (0-based, inclusive).
type Group struct {
	Name  string `json:"name"`
	First int    `json:"first"`
	Last  int    `json:"last"`
}

func decorate(l puzzle.Layout) *Decor {
	labels := func(ls []puzzle.Label) []Label {
		var out []Label
		for _, l := range ls {
			out = append(out, Label{Text: l.Text, Status: l.Status.String(), Clue: l.Clue})
		}
		return out
	}
	groups := func(gs []puzzle.Group) []Group {
		var out []Group
		for _, g := range gs {
			out = append(out, Group{g.Name, g.First, g.Last})
		}
		return out
	}
	return &Decor{Top: labels(l.Top), Bottom: labels(l.Bottom), Left: labels(l.Left), Right: labels(l.Right),
		TopLeft: l.TopLeft, BottomRight: l.BottomRight, WallRight: l.WallRight, WallBelow: l.WallBelow,
		ColGroups: groups(l.ColGroups), RowGroups: groups(l.RowGroups), Clues: labels(l.Clues),
		CellClue: l.CellClue, Progress: l.Progress, Legend: l.Legend}
}
