package explainfmt

import (
	"fmt"
	"html/template"
	"io"
	"slices"
	"strings"

	"deduce/puzzle"
)

// Cell highlight roles in pictures; colour is never the only signal: new
// facts also have a thick border, used facts a dashed one. The letters are
// drawn as a printed puzzle draws them: givens bold and black, the letters
// the steps found plain and blue, so the two never look alike.
const (
	roleNone = iota
	roleRead // a cell the step read (its line)
	roleUsed // an earlier fact the step used
	roleNew  // a new fact of the step
)

// BoardSVG draws a board as an SVG picture: one square per playable cell
// (data-row/data-col 1-based, an aria-label naming the cell and its value),
// with the cells in roles highlighted, and around them what the kind's
// layout draws (lay may be empty): side labels (Magnets' counts, a logic
// grid's items), category names, walls (dominoes, blocks) and the board's edge.
func BoardSVG(b *puzzle.Board, lay puzzle.Layout, roles map[int]int) string {
	const s, ch, font = 30, 7, 12 // cell size; a character's width and the labels' font size, in px
	labels := func(ls []puzzle.Label, n int) []puzzle.Label {
		if len(ls) != n {
			return nil
		}
		return ls
	}
	top, bottom := labels(lay.Top, b.Cols), labels(lay.Bottom, b.Cols)
	left, right := labels(lay.Left, b.Rows), labels(lay.Right, b.Rows)
	width := func(ls []puzzle.Label) int {
		n := 0
		for _, l := range ls {
			n = max(n, len([]rune(l.Text)))
		}
		return n * ch
	}
	// The margins: row groups' names (vertical), left labels; column
	// groups' names, top labels (vertical when longer than a cell holds).
	groupW := 0
	if len(lay.RowGroups) > 0 && left != nil {
		groupW = font + 6
	}
	leftW := max(width(left), len([]rune(lay.TopLeft))*ch)
	if leftW > 0 {
		leftW += 6
	}
	topH, vertical := 0, width(top) > s-4
	switch {
	case vertical:
		topH = width(top) + 6
	case width(top) > 0 || lay.TopLeft != "":
		topH = font + 6
	}
	groupH := 0
	if len(lay.ColGroups) > 0 && width(top) > 0 {
		groupH = font + 6
	}
	rightW, bottomH := 0, 0
	if width(right) > 0 {
		rightW = width(right) + 6
	}
	if width(bottom) > 0 || lay.BottomRight != "" {
		bottomH = font + 6
	}
	x0, y0 := 1+groupW+leftW, 1+groupH+topH
	w, h := x0+b.Cols*s+1+rightW, y0+b.Rows*s+1+bottomH
	var sb strings.Builder
	fmt.Fprintf(&sb, `<svg xmlns="http://www.w3.org/2000/svg" width="%d" height="%d" viewBox="0 0 %d %d" role="img">`, w, h, w, h)
	text := func(x, y int, anchor, t string, attrs string) {
		if t == "" {
			return // a label that only carries a status (Close or Far's lines)
		}
		fmt.Fprintf(&sb, `<text x="%d" y="%d" text-anchor="%s" font-family="sans-serif" font-size="%d"%s>%s</text>`, x, y, anchor, font, attrs, template.HTMLEscapeString(t))
	}
	for _, g := range lay.ColGroups {
		if groupH > 0 && g.First >= 0 && g.Last < b.Cols && g.First <= g.Last {
			text(x0+(g.First+g.Last+1)*s/2, 1+font, "middle", g.Name, ` font-weight="bold"`)
		}
	}
	for _, g := range lay.RowGroups {
		if groupW > 0 && g.First >= 0 && g.Last < b.Rows && g.First <= g.Last {
			cx, cy := 1+font, y0+(g.First+g.Last+1)*s/2
			text(cx, cy, "middle", g.Name, fmt.Sprintf(` font-weight="bold" transform="rotate(-90 %d %d)"`, cx, cy))
		}
	}
	for c, l := range top {
		cx := x0 + c*s + s/2
		if vertical {
			y := y0 - 4
			text(cx+font/3, y, "start", l.Text, fmt.Sprintf(` transform="rotate(-90 %d %d)"`, cx+font/3, y))
		} else {
			text(cx, y0-5, "middle", l.Text, "")
		}
	}
	if lay.TopLeft != "" {
		text(x0-4, y0-5, "end", lay.TopLeft, "")
	}
	for r, l := range left {
		text(x0-4, y0+r*s+s/2+font/3, "end", l.Text, "")
	}
	for r, l := range right {
		text(x0+b.Cols*s+5, y0+r*s+s/2+font/3, "start", l.Text, "")
	}
	for c, l := range bottom {
		text(x0+c*s+s/2, y0+b.Rows*s+font+3, "middle", l.Text, "")
	}
	if lay.BottomRight != "" {
		text(x0+b.Cols*s+5, y0+b.Rows*s+font+3, "start", lay.BottomRight, "")
	}
	for r := range b.Rows {
		for c := range b.Cols {
			i := b.Index(r, c)
			if !b.Playable[i] {
				continue
			}
			fill, stroke, width, dash := "#fff", "#444", 1, ""
			switch roles[i] {
			case roleRead:
				fill = "#dde8f7"
			case roleUsed:
				fill, dash = "#fbefc4", ` stroke-dasharray="4 2"`
				width = 2
			case roleNew:
				fill, stroke, width = "#c9efc9", "#161", 3
			}
			sym := b.Symbols[b.Cells[i]]
			shown := sym
			if b.Cells[i] == 0 {
				shown = ""
			}
			given := i < len(b.Given) && b.Given[i]
			weight, ink, name := "normal", deducedInk, valueName(b, i)
			if given {
				weight, ink, name = "bold", "#000", name+", given"
			}
			x, y := x0+c*s, y0+r*s
			fmt.Fprintf(&sb, `<g data-row="%d" data-col="%d" aria-label="row %d column %d: %s">`, r+1, c+1, r+1, c+1, template.HTMLEscapeString(name))
			fmt.Fprintf(&sb, `<rect x="%d" y="%d" width="%d" height="%d" fill="%s" stroke="%s" stroke-width="%d"%s/>`, x, y, s, s, fill, stroke, width, dash)
			if shown != "" {
				class := "found"
				if given {
					class = "given"
				}
				fmt.Fprintf(&sb, `<text class="%s" x="%d" y="%d" text-anchor="middle" font-family="sans-serif" font-size="16" font-weight="%s" fill="%s">%s</text>`, class, x+s/2, y+s/2+6, weight, ink, template.HTMLEscapeString(shown))
			}
			sb.WriteString(`</g>`)
		}
	}
	// Walls, and the board's edge where the layout has walls.
	walled := slices.Contains(lay.WallRight, true) || slices.Contains(lay.WallBelow, true)
	line := func(xa, ya, xb, yb int) {
		fmt.Fprintf(&sb, `<line class="wall" x1="%d" y1="%d" x2="%d" y2="%d" stroke="#000" stroke-width="3" stroke-linecap="square"/>`, xa, ya, xb, yb)
	}
	for r := range b.Rows {
		for c := range b.Cols {
			i := b.Index(r, c)
			if !walled || !b.Playable[i] {
				continue
			}
			x, y := x0+c*s, y0+r*s
			if (len(lay.WallRight) == len(b.Cells) && lay.WallRight[i]) || c == b.Cols-1 {
				line(x+s, y, x+s, y+s)
			}
			if (len(lay.WallBelow) == len(b.Cells) && lay.WallBelow[i]) || r == b.Rows-1 {
				line(x, y+s, x+s, y+s)
			}
			if c == 0 {
				line(x, y, x, y+s)
			}
			if r == 0 {
				line(x, y, x+s, y)
			}
		}
	}
	sb.WriteString(`</svg>`)
	return sb.String()
}

// deducedInk is the colour of the letters the steps found (givens are black).
const deducedInk = "#1f4e9a"

// layoutOf is what the kind draws around board's cells, without statuses
// (a walkthrough's picture shows the reasoning, not the rules' verdicts).
func layoutOf(pl puzzle.Player, p puzzle.Puzzle, board *puzzle.Board) puzzle.Layout {
	return pl.Layout(p, board, puzzle.BoardStatus{})
}

func valueName(b *puzzle.Board, i int) string {
	if b.Cells[i] == 0 {
		return "unknown"
	}
	return b.Symbols[b.Cells[i]]
}

type htmlStep struct {
	Head    string
	Uses    string
	Facts   string
	Picture template.HTML
}

// walkStyle and the "body" template are shared by the standalone page and by pages
// that embed the walkthrough in their own layout (the web app's).
const walkStyle = `.step{border-top:1px solid #ccc;padding:.6em 0;display:flex;flex-wrap:wrap;gap:1em;align-items:flex-start}
.step .words{flex:1 1 20em}
.legend span{display:inline-block;padding:0 .4em;margin-right:.6em;border:1px solid #444}
.legend .given{font-weight:bold}.legend .found{color:#1f4e9a}
.new{background:#c9efc9;border:3px solid #161!important}.used{background:#fbefc4;border-style:dashed!important}.read{background:#dde8f7}
@media print{.step{break-inside:avoid}}`

var page = template.Must(template.New("walk").Parse(`<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>{{.Title}}</title>
<style>
body{font-family:sans-serif;max-width:52em;margin:1em auto;padding:0 1em;line-height:1.4}
{{template "style"}}
</style></head><body>
<h1>{{.Title}}</h1>
{{template "body" .}}
</body></html>
`))

func init() {
	template.Must(page.New("style").Parse(walkStyle))
	template.Must(page.New("body").Parse(`<p class="legend"><span class="new">new fact</span><span class="used">fact used</span><span class="read">cell read</span>{{with .Given}}<span class="given">{{.}} given</span><span class="found">{{.}} deduced</span>{{end}}</p>
<div class="step"><div class="words"><strong>Start</strong></div>{{.Start}}</div>
{{range .Steps}}<div class="step"><div class="words"><p><strong>{{.Head}}</strong></p>{{if .Uses}}<p>uses: {{.Uses}}</p>{{end}}<p>so: {{.Facts}}</p></div>{{.Picture}}</div>
{{end}}<p><strong>{{.Summary}}</strong></p>`))
}

// HTML writes a walkthrough page: the start position, then one picture per
// step with its new facts, used facts and read cells highlighted. Kinds
// without a play model get the steps without pictures.
func HTML(w io.Writer, title string, k puzzle.Kind, p puzzle.Puzzle, st puzzle.State, e puzzle.Explanation) error {
	return page.ExecuteTemplate(w, "walk", walkData(title, k, p, st, e))
}

// Walkthrough is the walkthrough without a page around it, for a page of
// its own layout: Style goes in a <style> element, Body in the page.
func Walkthrough(k puzzle.Kind, p puzzle.Puzzle, st puzzle.State, e puzzle.Explanation) (style template.CSS, body template.HTML, err error) {
	var b strings.Builder
	if err := page.ExecuteTemplate(&b, "body", walkData("", k, p, st, e)); err != nil {
		return "", "", err
	}
	// The body is html/template's output: escaped already.
	return template.CSS(walkStyle), template.HTML(b.String()), nil
}

type walkPage struct {
	Title, Summary string
	Given          string // the symbol of a given, for the legend ("" when none)
	Start          template.HTML
	Steps          []htmlStep
}

func walkData(title string, k puzzle.Kind, p puzzle.Puzzle, st puzzle.State, e puzzle.Explanation) walkPage {
	pl, canDraw := k.(puzzle.Player)
	var board *puzzle.Board
	data := walkPage{Title: title, Summary: Summary(e)}
	if canDraw {
		board = pl.ApplyFacts(p, pl.NewBoard(p), st)
		data.Start = template.HTML(BoardSVG(board, layoutOf(pl, p, board), nil))
		for i, g := range board.Given {
			if g && board.Cells[i] > 0 && data.Given == "" {
				data.Given = board.Symbols[board.Cells[i]]
			}
		}
	}
	for _, s := range e.Steps {
		hs := htmlStep{Head: StepLine(s), Facts: Facts(s.Facts)}
		if len(s.Uses) > 0 { // Facts of nothing reads "a contradiction", which a step without uses is not
			hs.Uses = Facts(s.Uses)
		}
		if board != nil {
			board = pl.ApplyFacts(p, board, s.Facts)
			roles := map[int]int{}
			for _, rc := range s.Cells {
				if r, c := rc[0]-1, rc[1]-1; r >= 0 && r < board.Rows && c >= 0 && c < board.Cols {
					roles[board.Index(r, c)] = roleRead
				}
			}
			lay := layoutOf(pl, p, board)
			for i, clue := range lay.CellClue {
				// A cell holding a cited clue (a Close or Far given) is read
				// too, as the terminal game marks it.
				if clue > 0 && slices.Contains(s.Clues, clue) {
					roles[i] = roleRead
				}
			}
			for _, f := range s.Uses {
				for _, i := range pl.FactCells(p, board, f) {
					roles[i] = roleUsed
				}
			}
			for _, f := range s.Facts {
				for _, i := range pl.FactCells(p, board, f) {
					roles[i] = roleNew
				}
			}
			hs.Picture = template.HTML(BoardSVG(board, lay, roles))
		}
		data.Steps = append(data.Steps, hs)
	}
	return data
}
