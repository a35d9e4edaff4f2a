package explainfmt

import (
	"fmt"
	"html/template"
	"io"
	"strings"

	"deduce/puzzle"
)

// Cell highlight roles in pictures; colour is never the only signal: new
// facts are also drawn bold with a thick border, used facts with a dashed one.
const (
	roleNone = iota
	roleRead // a cell the step read (its line)
	roleUsed // an earlier fact the step used
	roleNew  // a new fact of the step
)

// BoardSVG draws a board as an SVG picture: one square per playable cell
// (data-row/data-col 1-based, an aria-label naming the cell and its value),
// with the cells in roles highlighted.
func BoardSVG(b *puzzle.Board, roles map[int]int) string {
	const s = 30
	var sb strings.Builder
	w, h := b.Cols*s+2, b.Rows*s+2
	fmt.Fprintf(&sb, `<svg xmlns="http://www.w3.org/2000/svg" width="%d" height="%d" viewBox="0 0 %d %d" role="img">`, w, h, w, h)
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
			weight := "normal"
			if roles[i] == roleNew {
				weight = "bold"
			}
			x, y := 1+c*s, 1+r*s
			fmt.Fprintf(&sb, `<g data-row="%d" data-col="%d" aria-label="row %d column %d: %s">`, r+1, c+1, r+1, c+1, template.HTMLEscapeString(valueName(b, i)))
			fmt.Fprintf(&sb, `<rect x="%d" y="%d" width="%d" height="%d" fill="%s" stroke="%s" stroke-width="%d"%s/>`, x, y, s, s, fill, stroke, width, dash)
			if shown != "" {
				fmt.Fprintf(&sb, `<text x="%d" y="%d" text-anchor="middle" font-family="sans-serif" font-size="16" font-weight="%s">%s</text>`, x+s/2, y+s/2+6, weight, template.HTMLEscapeString(shown))
			}
			sb.WriteString(`</g>`)
		}
	}
	sb.WriteString(`</svg>`)
	return sb.String()
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
.new{background:#c9efc9;font-weight:bold;border:3px solid #161!important}.used{background:#fbefc4;border-style:dashed!important}.read{background:#dde8f7}
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
	template.Must(page.New("body").Parse(`<p class="legend"><span class="new">new fact</span><span class="used">fact used</span><span class="read">cell read</span></p>
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
	Start          template.HTML
	Steps          []htmlStep
}

func walkData(title string, k puzzle.Kind, p puzzle.Puzzle, st puzzle.State, e puzzle.Explanation) walkPage {
	pl, canDraw := k.(puzzle.Player)
	var board *puzzle.Board
	data := walkPage{Title: title, Summary: Summary(e)}
	if canDraw {
		board = pl.ApplyFacts(p, pl.NewBoard(p), st)
		data.Start = template.HTML(BoardSVG(board, nil))
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
			hs.Picture = template.HTML(BoardSVG(board, roles))
		}
		data.Steps = append(data.Steps, hs)
	}
	return data
}
