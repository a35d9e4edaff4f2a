package book

import (
	"io"
	"time"

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
func (c *pdfCanvas) Text(x, y float64, s string, f draw.Font, col draw.Color) {
	style := ""
	if f.Bold {
		style = "B"
	}
	c.f.SetFont("Helvetica", style, f.Size*ptPerMM)
	c.f.SetTextColor(int(col.R), int(col.G), int(col.B))
	s = c.tr(s)
	w := c.f.GetStringWidth(s)
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
		c.f.Text(x+dx, f.BaselineY(y), s)
		c.f.TransformEnd()
		return
	}
	c.f.Text(x+dx, f.BaselineY(y), s)
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
