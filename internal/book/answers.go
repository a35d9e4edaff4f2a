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
func withAnswerTable(pic *draw.Picture, s puzzle.Solution) *draw.Picture {
	rows, ok := s.JSON().(puzzle.RowsJSON)
	if !ok || len(rows.Rows) == 0 {
		return pic
	}
	const padX, rowH, above = 4.0, 10.0, 6.0
	var widths []float64
	for _, r := range rows.Rows {
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
	out := &draw.Picture{W: max(pic.W, tableW), H: pic.H + above + rowH*float64(len(rows.Rows))}
	pic.Play(out, (out.W-pic.W)/2, 0, 1)
	x0, y := (out.W-tableW)/2, pic.H+above
	out.Line(x0, y, x0+tableW, y, 0.6, draw.Black)
	for _, r := range rows.Rows {
		x := x0
		for j, v := range r {
			f := answerFont
			f.Bold = j == 0
			out.Text(x+padX, y+rowH*0.72, v, f, draw.Black)
			x += widths[j]
		}
		y += rowH
		out.Line(x0, y, x0+tableW, y, 0.3, draw.Grey)
	}
	return out
}
