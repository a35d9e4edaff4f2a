package book

import (
	"deduce/puzzle"
	"deduce/puzzle/draw"
)

// answerFont sets answer tables, in drawing units (a cell is 10).
var answerFont = draw.Font{Size: 7}

// withAnswerTable returns pic, the drawn solution, with the answer as a
// table under it when the solution is one row per entity (a logic grid's:
// person, item, item), which reads faster than finding the marks in the
// grid. Other solutions are their drawing alone.
func withAnswerTable(pic *draw.Picture, k puzzle.Kind, p puzzle.Puzzle, s puzzle.Solution) *draw.Picture {
	rows, ok := s.JSON().(puzzle.RowsJSON)
	if !ok || len(rows.Rows) == 0 {
		return pic
	}
	const padX, rowH, above = 4.0, 10.0, 6.0
	head := answerHeader(k, p, rows.Rows)
	table := rows.Rows
	if head != nil {
		table = append([][]string{head}, table...)
	}
	var widths []float64
	for _, r := range table {
		for j, v := range r {
			if j == len(widths) {
				widths = append(widths, 0)
			}
			widths[j] = max(widths[j], draw.TextWidth(v, answerFont)+2*padX)
		}
	}
	tableW := 0.0
	for _, w := range widths {
		tableW += w
	}
	out := &draw.Picture{W: max(pic.W, tableW), H: pic.H + above + rowH*float64(len(table))}
	pic.Play(out, (out.W-pic.W)/2, 0, 1)
	x0, y := (out.W-tableW)/2, pic.H+above
	out.Line(x0, y, x0+tableW, y, 0.6, draw.Black)
	for i, r := range table {
		x := x0
		isHead := head != nil && i == 0
		for j, v := range r {
			f := answerFont
			f.Bold = j == 0 || isHead
			col := draw.Black
			if isHead {
				col = draw.Grey
			}
			out.Text(x+padX, y+rowH*0.72, v, f, col)
			x += widths[j]
		}
		y += rowH
		w := 0.3
		if isHead {
			w = 0.6
		}
		out.Line(x0, y, x0+tableW, y, w, draw.Grey)
	}
	return out
}

// answerHeader names the table's columns by the board's category names: the
// first row group's, then the column groups' in order. It is nil unless
// every answer lies in the group that would head its column, so a header
// can never name the wrong category.
func answerHeader(k puzzle.Kind, p puzzle.Puzzle, rows [][]string) []string {
	pl, ok := k.(puzzle.Player)
	if !ok {
		return nil
	}
	b := pl.NewBoard(p)
	lay := pl.Layout(p, b, puzzle.BoardStatus{})
	if len(lay.RowGroups) == 0 || len(lay.Left) != b.Rows || len(lay.Top) != b.Cols {
		return nil
	}
	type column struct {
		name  string
		items map[string]bool
	}
	group := func(g puzzle.Group, ls []puzzle.Label) column {
		c := column{name: g.Name, items: map[string]bool{}}
		for i := g.First; i <= g.Last && i < len(ls); i++ {
			if i >= 0 {
				c.items[ls[i].Text] = true
			}
		}
		return c
	}
	cols := []column{group(lay.RowGroups[0], lay.Left)}
	for _, g := range lay.ColGroups {
		cols = append(cols, group(g, lay.Top))
	}
	for _, r := range rows {
		if len(r) != len(cols) {
			return nil
		}
		for j, v := range r {
			if !cols[j].items[v] {
				return nil
			}
		}
	}
	head := make([]string, len(cols))
	for j, c := range cols {
		head[j] = c.name
	}
	return head
}
