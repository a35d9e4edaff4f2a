package book

import (
	"errors"
	"fmt"
	"strconv"

	"deduce/puzzle"
	"deduce/puzzle/draw"
)

// Options shape a book.
type Options struct {
	Paper Paper
	// Title, when not empty, gets a title page of its own, with Subtitle
	// lines under it.
	Title    string
	Subtitle []string
	// Solutions adds the solutions, smaller, after the puzzles.
	Solutions bool
	// Rules adds, before the puzzles, a page of rules for each kind the
	// book holds, with the kind's worked example.
	Rules bool
}

// Page geometry, in millimetres.
const (
	marginX   = 15.0
	marginTop = 15.0
	marginBot = 20.0 // leaves room for the page number
	gap       = 7.0  // between slots
	headH     = 12.0 // the "Solutions" heading
)

// Readability limits: kinds draw a cell as 10 units, so a scale of 0.6
// mm per unit gives 6 mm puzzle cells (room to write a sign by hand).
const (
	minPuzzleScale   = 0.6
	maxPuzzleScale   = 1.0
	minSolutionScale = 0.3
	maxSolutionScale = 0.45
)

// Caption fonts (mm).
var (
	titleFont = draw.Font{Size: 3.6, Bold: true, Anchor: draw.Middle}
	infoFont  = draw.Font{Size: 2.8, Anchor: draw.Middle}
	idFont    = draw.Font{Size: 2.3, Anchor: draw.Middle}
)

// grids are the arrangements tried, fewest slots first.
var grids = [][2]int{{1, 1}, {1, 2}, {2, 2}, {2, 3}, {3, 3}, {3, 4}, {4, 4}, {4, 5}, {5, 6}}

// item is an entry ready to place: its picture and caption.
type item struct {
	head    []capLine // over the picture: a puzzle's own title and story
	pic     *draw.Picture
	caption []capLine // under the picture
}

type capLine struct {
	text string
	font draw.Font
	cut  bool // cut anywhere to fit (a game ID has no spaces to wrap at)
}

// headFont sets a puzzle's own title over its drawing.
var headFont = draw.Font{Size: 4.5, Bold: true, Anchor: draw.Middle}

// textHeight is the height of an item's heading and caption at slot width w.
func (it item) textHeight(w float64) float64 {
	h := captionHeight(wrapCaption(it.caption, w)) + 2
	if len(it.head) > 0 {
		h += captionHeight(wrapCaption(it.head, w)) + 1
	}
	return h
}

func lead(f draw.Font) float64 { return f.Size * 1.35 }

// captionHeight is the height of a caption's lines.
func captionHeight(c []capLine) float64 {
	h := 0.0
	for _, l := range c {
		h += lead(l.font)
	}
	return h
}

// Layout sets entries as the pages of a book. Each page is a picture in
// millimetres the size of opt.Paper.
func Layout(entries []Entry, opt Options) ([]*draw.Picture, error) {
	if len(entries) == 0 {
		return nil, errors.New("book: no puzzles to print")
	}
	if opt.Paper.W == 0 {
		opt.Paper = Papers[0]
	}
	var puzzles, solutions []item
	for i, e := range entries {
		var ownTitle string
		if in, ok := e.Puzzle.(puzzle.Introducer); ok {
			ownTitle, _ = in.Introduction()
		}
		if e.Title == "" {
			e.Title = "Puzzle " + strconv.Itoa(i+1)
			if ownTitle != "" {
				e.Title = ownTitle // its own ("Lunch at the Deli")
			}
		}
		pic, err := picture(e.Kind, e.Puzzle, nil)
		if err != nil {
			return nil, err
		}
		title, info, id := e.captionLines()
		it := item{pic: pic, caption: []capLine{{title, titleFont, false}, {info, infoFont, false}, {id, idFont, true}}}
		if ownTitle != "" && title == ownTitle {
			// A puzzle with a title of its own is headed by it, as in a
			// magazine (its drawing sets the story before the grid).
			it.head = []capLine{{title, headFont, false}}
			it.caption = it.caption[1:]
		}
		puzzles = append(puzzles, it)
		if !opt.Solutions || e.Solution == nil {
			continue
		}
		if err := e.Kind.Check(e.Puzzle, e.Solution); err != nil {
			return nil, fmt.Errorf("%w: %s: %v", puzzle.ErrWrongAnswer, e.Title, err)
		}
		spic, err := picture(e.Kind, e.Puzzle, e.Solution)
		if err != nil {
			return nil, err
		}
		solutions = append(solutions, item{pic: withAnswerTable(spic, e.Solution), caption: []capLine{{e.Title, infoFont, false}}})
	}
	var pages []*draw.Picture
	if opt.Title != "" {
		pages = append(pages, titlePage(opt))
	}
	if opt.Rules {
		rp, err := rulesPages(entries, opt.Paper)
		if err != nil {
			return nil, err
		}
		pages = append(pages, rp...)
	}
	pages = append(pages, place(puzzles, opt.Paper, "", minPuzzleScale, maxPuzzleScale)...)
	if len(solutions) > 0 {
		pages = append(pages, place(solutions, opt.Paper, "Solutions", minSolutionScale, maxSolutionScale)...)
	}
	for i, pg := range pages {
		if i == 0 && opt.Title != "" {
			continue
		}
		pg.Text(opt.Paper.W/2, opt.Paper.H-marginBot/2, strconv.Itoa(i+1), draw.Font{Size: 3, Anchor: draw.Middle, VAlign: draw.Center}, draw.Black)
	}
	return pages, nil
}

func titlePage(opt Options) *draw.Picture {
	pg := &draw.Picture{W: opt.Paper.W, H: opt.Paper.H}
	x, y := opt.Paper.W/2, opt.Paper.H*0.35
	big := draw.Font{Size: 12, Bold: true, Anchor: draw.Middle}
	for _, line := range draw.Wrap(opt.Title, big, opt.Paper.W-2*marginX) {
		pg.Text(x, y, line, big, draw.Black)
		y += lead(big)
	}
	y += 6
	small := draw.Font{Size: 5, Anchor: draw.Middle}
	for _, s := range opt.Subtitle {
		pg.Text(x, y, s, small, draw.Black)
		y += lead(small)
	}
	return pg
}

// wrapCaption fits caption lines to width: words wrap, and a line with no
// spaces (a game ID) is cut into pieces.
func wrapCaption(c []capLine, width float64) []capLine {
	var out []capLine
	for _, l := range c {
		if l.text == "" {
			continue
		}
		lines := []string{l.text}
		if !l.cut {
			lines = draw.Wrap(l.text, l.font, width)
		}
		for _, w := range lines {
			for _, piece := range cut(w, l.font, width) {
				out = append(out, capLine{piece, l.font, false})
			}
		}
	}
	return out
}

// cut splits s into pieces no wider than width (each at least one character).
func cut(s string, f draw.Font, width float64) []string {
	var out []string
	r := []rune(s)
	for len(r) > 0 {
		n, w := 1, draw.TextWidth(string(r[0]), f)
		for n < len(r) {
			w += draw.TextWidth(string(r[n]), f)
			if w > width {
				break
			}
			n++
		}
		out = append(out, string(r[:n]))
		r = r[n:]
	}
	return out
}

// arrangement is a grid of slots and the smallest scale a picture gets in it.
type arrangement struct {
	cols, rows   int
	slotW, slotH float64
	scale        float64
}

// grid returns the arrangement g on paper under top, with the smallest
// scale items get in it.
func grid(items []item, g [2]int, paper Paper, top, maxScale float64) arrangement {
	cw, ch := paper.W-2*marginX, paper.H-top-marginBot
	a := arrangement{cols: g[0], rows: g[1]}
	a.slotW = (cw - float64(a.cols-1)*gap) / float64(a.cols)
	a.slotH = (ch - float64(a.rows-1)*gap) / float64(a.rows)
	a.scale = maxScale
	for _, it := range items {
		a.scale = min(a.scale, a.slotW/it.pic.W, (a.slotH-it.textHeight(a.slotW))/it.pic.H)
	}
	return a
}

// choose picks the grid for items: of the grids whose common scale keeps
// cells readable (at least minScale), the one needing the fewest pages, and
// of those the one with the fewest slots (largest drawings). When even one
// to a page is too small, one to a page it is.
func choose(items []item, paper Paper, top, minScale, maxScale float64) arrangement {
	best := arrangement{}
	bestPages := 0
	for _, g := range grids {
		a := grid(items, g, paper, top, maxScale)
		if best.cols == 0 {
			best = a
			bestPages = pagesFor(len(items), a)
			continue
		}
		if a.scale < minScale {
			continue
		}
		if n := pagesFor(len(items), a); n < bestPages || best.scale < minScale {
			best, bestPages = a, n
		}
	}
	return best
}

func pagesFor(n int, a arrangement) int {
	per := a.cols * a.rows
	return (n + per - 1) / per
}

// pageRun is the items of one page and their grid.
type pageRun struct {
	items []item
	a     arrangement
}

// paginate splits items into pages. One grid for the whole book keeps
// every drawing alike (a book of one kind and size); when puzzles differ
// (a large logic grid among small boards, whose common grid is one to a
// page), each page takes its own grid instead: as many of the next items as
// fit with readable cells, the fewest slots among the grids that hold that
// many. The one that needs fewer pages wins.
func paginate(items []item, paper Paper, top, minScale, maxScale float64) []pageRun {
	a := choose(items, paper, top, minScale, maxScale)
	per := a.cols * a.rows
	var common []pageRun
	for start := 0; start < len(items); start += per {
		common = append(common, pageRun{items[start:min(start+per, len(items))], a})
	}
	var own []pageRun
	for start := 0; start < len(items); {
		best, bestN := grid(items[start:start+1], grids[0], paper, top, maxScale), 1
		for _, g := range grids[1:] {
			n := min(g[0]*g[1], len(items)-start)
			for n > bestN && grid(items[start:start+n], g, paper, top, maxScale).scale < minScale {
				n--
			}
			if n > bestN {
				best, bestN = grid(items[start:start+n], g, paper, top, maxScale), n
			}
		}
		own = append(own, pageRun{items[start : start+bestN], best})
		start += bestN
	}
	if len(own) < len(common) {
		return own
	}
	return common
}

// place sets items on as many pages as they need, under heading when it is
// not empty.
func place(items []item, paper Paper, heading string, minScale, maxScale float64) []*draw.Picture {
	top := marginTop
	if heading != "" {
		top += headH
	}
	var pages []*draw.Picture
	for _, run := range paginate(items, paper, top, minScale, maxScale) {
		a := run.a
		pg := &draw.Picture{W: paper.W, H: paper.H}
		if heading != "" {
			pg.Text(marginX, marginTop+6, heading, draw.Font{Size: 6, Bold: true}, draw.Black)
		}
		for k, it := range run.items {
			col, row := k%a.cols, k/a.cols
			sx := marginX + float64(col)*(a.slotW+gap)
			sy := top + float64(row)*(a.slotH+gap)
			// Each drawing as large as its slot allows (up to maxScale):
			// in a book of one kind and size that is the common scale; a
			// small puzzle among large ones is not shrunk to their scale.
			scale := min(maxScale, a.slotW/it.pic.W, (a.slotH-it.textHeight(a.slotW))/it.pic.H)
			w, h := it.pic.W*scale, it.pic.H*scale
			y := sy
			if len(it.head) > 0 {
				y = setLines(pg, wrapCaption(it.head, a.slotW), sx, a.slotW, y) + 1
			}
			it.pic.Play(pg, sx+(a.slotW-w)/2, y, scale)
			setLines(pg, wrapCaption(it.caption, a.slotW), sx, a.slotW, y+h+1)
		}
		pages = append(pages, pg)
	}
	return pages
}

// setLines sets text lines from y down, centred in a slot at x of width w.
// It returns the y under them.
func setLines(pg *draw.Picture, lines []capLine, x, w, y float64) float64 {
	for _, l := range lines {
		y += lead(l.font)
		pg.Text(x+w/2, y-lead(l.font)*0.3, l.text, l.font, draw.Black)
	}
	return y
}
