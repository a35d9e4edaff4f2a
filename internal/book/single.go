package book

import (
	"fmt"

	"deduce/puzzle"
	"deduce/puzzle/draw"
)

// Single draws one entry as a standalone SVG document for the screen or a
// single print: the puzzle, with solution also the solved board beside it
// (checked by the kind's checker first), and the caption under them (kind,
// size, difficulty, seed, game ID), so a printed puzzle can be regenerated.
// Units are px, a cell 40 px.
func Single(e Entry, solution bool) (string, error) {
	const scale, margin, between = 4.0, 12.0, 30.0
	pic, err := picture(e.Kind, e.Puzzle, nil)
	if err != nil {
		return "", err
	}
	pics := []*draw.Picture{pic}
	if solution && e.Solution != nil {
		if err := e.Kind.Check(e.Puzzle, e.Solution); err != nil {
			return "", fmt.Errorf("%w: %v", puzzle.ErrWrongAnswer, err)
		}
		spic, err := picture(e.Kind, e.Puzzle, e.Solution)
		if err != nil {
			return "", err
		}
		pics = append(pics, spic)
	}
	var v draw.SVG
	x, h := margin, 0.0
	for _, p := range pics {
		p.Play(&v, x, margin, scale)
		x += p.W*scale + between
		h = max(h, p.H*scale)
	}
	width := x - between + margin
	title, info, id := e.captionLines()
	font := draw.Font{Size: 14, Anchor: draw.Middle}
	lines := []capLine{{title, font, false}, {info, font, false}, {id, font, true}}
	lines = wrapCaption(lines, width-2*margin)
	y := margin + h + 6
	for _, l := range lines {
		y += lead(l.font)
		v.Text(width/2, y-lead(l.font)*0.3, l.text, l.font, draw.Black)
	}
	return v.Document(width, y+margin, ""), nil
}
