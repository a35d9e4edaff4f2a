package book

import (
	"io"
	"strings"
	"time"
	"unicode/utf8"

	"codeberg.org/go-pdf/fpdf"

	"deduce/puzzle/draw"
)

// pdfCanvas draws on the current page of an fpdf document, in millimetres.
type pdfCanvas struct {
	f  *fpdf.Fpdf
	tr func(string) string // UTF-8 to the core fonts' cp1252
}

const ptPerMM = 72 / 25.4

func (c *pdfCanvas) stroke(w float64, col draw.Color) {
	c.f.SetLineWidth(w)
	c.f.SetDrawColor(int(col.R), int(col.G), int(col.B))
}

func (c *pdfCanvas) fill(col draw.Color) { c.f.SetFillColor(int(col.R), int(col.G), int(col.B)) }

func (c *pdfCanvas) Line(x1, y1, x2, y2, w float64, col draw.Color) {
	c.stroke(w, col)
	c.f.Line(x1, y1, x2, y2)
}

func (c *pdfCanvas) Rect(x, y, width, height, w float64, col draw.Color) {
	c.stroke(w, col)
	c.f.Rect(x, y, width, height, "D")
}

func (c *pdfCanvas) FillRect(x, y, width, height float64, col draw.Color) {
	c.fill(col)
	c.f.Rect(x, y, width, height, "F")
}

func (c *pdfCanvas) Circle(cx, cy, r, w float64, col draw.Color) {
	c.stroke(w, col)
	c.f.Circle(cx, cy, r, "D")
}

func (c *pdfCanvas) FillCircle(cx, cy, r float64, col draw.Color) {
	c.fill(col)
	c.f.Circle(cx, cy, r, "F")
}

// Text sets s in Helvetica: the anchor shifts by the measured width, the
// baseline is the one draw.Font computes (the same as the SVG backend's).
// The core fonts speak cp1252 only: the marks the boards use beyond it
// (isGlyph) are drawn as shapes in line with the text.
func (c *pdfCanvas) Text(x, y float64, s string, f draw.Font, col draw.Color) {
	style := ""
	if f.Bold {
		style = "B"
	}
	c.f.SetFont("Helvetica", style, f.Size*ptPerMM)
	c.f.SetTextColor(int(col.R), int(col.G), int(col.B))
	runs := splitGlyphs(strings.NewReplacer(pdfLookalikes...).Replace(s))
	glyphW := f.Size * 0.6
	w := 0.0
	for i, r := range runs {
		if r.glyph != 0 {
			w += glyphW
			continue
		}
		runs[i].text = c.tr(r.text)
		w += c.f.GetStringWidth(runs[i].text)
	}
	dx := 0.0
	switch f.Anchor {
	case draw.Middle:
		dx = -w / 2
	case draw.End:
		dx = -w
	}
	if f.Up {
		c.f.TransformBegin()
		c.f.TransformRotate(90, x, y)
		defer c.f.TransformEnd()
	}
	at, base := x+dx, f.BaselineY(y)
	for _, r := range runs {
		if r.glyph != 0 {
			c.glyph(r.glyph, at, base, glyphW, f.Size, col)
			at += glyphW
			continue
		}
		c.f.Text(at, base, r.text)
		at += c.f.GetStringWidth(r.text)
	}
}

// pdfLookalikes replaces characters beyond cp1252 by ones in it that look
// the same: the minus sign by the en dash (applied before isGlyph).
var pdfLookalikes = []string{"\u2212", "\u2013"}

// cp1252Extra are the characters cp1252 has beyond Latin-1's.
const cp1252Extra = "€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ"

// inCP1252 reports whether the core fonts can set r.
func inCP1252(r rune) bool {
	return r >= ' ' && r < 0x7f || r >= 0xa0 && r <= 0xff || strings.ContainsRune(cp1252Extra, r)
}

// isGlyph reports whether Text draws r itself: every character the core
// fonts cannot set (the translation would print a dot for it). A tick, a
// cross and the corner triangles have shapes of their own; any other is
// an empty box, never a character it is not.
func isGlyph(r rune) bool { return !inCP1252(r) }

type glyphRun struct {
	text  string
	glyph rune // non-zero: one stroked mark instead of text
}

// splitGlyphs cuts s into runs of text and single stroked marks.
func splitGlyphs(s string) []glyphRun {
	var out []glyphRun
	start := 0
	for i, r := range s {
		if !isGlyph(r) {
			continue
		}
		if i > start {
			out = append(out, glyphRun{text: s[start:i]})
		}
		out = append(out, glyphRun{glyph: r})
		start = i + utf8.RuneLen(r)
	}
	if start < len(s) || len(out) == 0 {
		out = append(out, glyphRun{text: s[start:]})
	}
	return out
}

// glyph strokes mark g in the box of width w left of x, on baseline y, for
// a font of size (cap height about 0.7 size).
func (c *pdfCanvas) glyph(g rune, x, y, w, size float64, col draw.Color) {
	c.stroke(size*0.09, col)
	top := y - size*0.68
	switch g {
	case '\u2713': // tick
		c.f.Line(x+0.12*w, y-size*0.34, x+0.42*w, y-size*0.04)
		c.f.Line(x+0.42*w, y-size*0.04, x+0.95*w, top)
	case '\u2717': // cross
		c.f.Line(x+0.15*w, top, x+0.85*w, y-size*0.02)
		c.f.Line(x+0.85*w, top, x+0.15*w, y-size*0.02)
	case '\u25e4', '\u25e2': // black upper-left and lower-right triangles
		c.fill(col)
		l, r, b := x+0.1*w, x+0.9*w, y
		pts := []fpdf.PointType{{X: l, Y: top}, {X: r, Y: top}, {X: l, Y: b}}
		if g == '\u25e2' {
			pts = []fpdf.PointType{{X: r, Y: top}, {X: r, Y: b}, {X: l, Y: b}}
		}
		c.f.Polygon(pts, "F")
	default: // a box: a character the page cannot set
		c.stroke(size*0.05, col)
		c.f.Rect(x+0.15*w, top, 0.7*w, y-top, "D")
	}
}

// PDF writes pages as a PDF document on paper. The document's dates are
// fixed, so the same book gives the same bytes.
func PDF(w io.Writer, pages []*draw.Picture, paper Paper, title string) error {
	f := fpdf.New("P", "mm", paper.fpdf, "")
	f.SetAutoPageBreak(false, 0)
	f.SetMargins(0, 0, 0)
	f.SetCreator("deduce", true)
	if title != "" {
		f.SetTitle(title, true)
	}
	epoch := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
	f.SetCreationDate(epoch)
	f.SetModificationDate(epoch)
	f.SetCatalogSort(true)
	c := &pdfCanvas{f: f, tr: f.UnicodeTranslatorFromDescriptor("")}
	for _, pg := range pages {
		f.AddPage()
		pg.Play(c, 0, 0, 1)
	}
	return f.OutputAndClose(nopCloser{w})
}

type nopCloser struct{ io.Writer }

func (nopCloser) Close() error { return nil }
