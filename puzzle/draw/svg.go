package draw

import (
	"fmt"
	"html"
	"strconv"
	"strings"
)

// SVG is a Canvas that writes SVG elements. Use [NewSVG] and [SVG.Document],
// or [SVG.Elements] to embed the drawing in a larger document.
type SVG struct {
	b strings.Builder
}

// num writes a coordinate with at most two decimals and no trailing zeros,
// so golden files stay readable and stable.
func num(v float64) string {
	s := strconv.FormatFloat(v, 'f', 2, 64)
	s = strings.TrimRight(strings.TrimRight(s, "0"), ".")
	if s == "-0" || s == "" {
		return "0"
	}
	return s
}

func (c Color) hex() string { return fmt.Sprintf("#%02x%02x%02x", c.R, c.G, c.B) }

// Line writes a <line>.
func (v *SVG) Line(x1, y1, x2, y2, w float64, c Color) {
	fmt.Fprintf(&v.b, `<line x1="%s" y1="%s" x2="%s" y2="%s" stroke="%s" stroke-width="%s" stroke-linecap="square"/>`+"\n",
		num(x1), num(y1), num(x2), num(y2), c.hex(), num(w))
}

// Rect writes an outlined <rect>.
func (v *SVG) Rect(x, y, width, height, w float64, c Color) {
	fmt.Fprintf(&v.b, `<rect x="%s" y="%s" width="%s" height="%s" fill="none" stroke="%s" stroke-width="%s"/>`+"\n",
		num(x), num(y), num(width), num(height), c.hex(), num(w))
}

// FillRect writes a filled <rect>.
func (v *SVG) FillRect(x, y, width, height float64, c Color) {
	fmt.Fprintf(&v.b, `<rect x="%s" y="%s" width="%s" height="%s" fill="%s"/>`+"\n",
		num(x), num(y), num(width), num(height), c.hex())
}

// Circle writes an outlined <circle>.
func (v *SVG) Circle(cx, cy, r, w float64, c Color) {
	fmt.Fprintf(&v.b, `<circle cx="%s" cy="%s" r="%s" fill="none" stroke="%s" stroke-width="%s"/>`+"\n",
		num(cx), num(cy), num(r), c.hex(), num(w))
}

// FillCircle writes a filled <circle>.
func (v *SVG) FillCircle(cx, cy, r float64, c Color) {
	fmt.Fprintf(&v.b, `<circle cx="%s" cy="%s" r="%s" fill="%s"/>`+"\n", num(cx), num(cy), num(r), c.hex())
}

// Text writes a <text> with an explicit baseline (see [Font.BaselineY]).
func (v *SVG) Text(x, y float64, s string, f Font, c Color) {
	anchor := ""
	switch f.Anchor {
	case Middle:
		anchor = ` text-anchor="middle"`
	case End:
		anchor = ` text-anchor="end"`
	}
	bold := ""
	if f.Bold {
		bold = ` font-weight="bold"`
	}
	if f.Up {
		fmt.Fprintf(&v.b, `<text transform="translate(%s,%s) rotate(-90)" x="0" y="%s" font-size="%s"%s%s fill="%s">%s</text>`+"\n",
			num(x), num(y), num(f.BaselineY(0)), num(f.Size), anchor, bold, c.hex(), html.EscapeString(s))
		return
	}
	fmt.Fprintf(&v.b, `<text x="%s" y="%s" font-size="%s"%s%s fill="%s">%s</text>`+"\n",
		num(x), num(f.BaselineY(y)), num(f.Size), anchor, bold, c.hex(), html.EscapeString(s))
}

// Elements returns the elements written so far.
func (v *SVG) Elements() string { return v.b.String() }

// Document wraps the elements in a standalone SVG document of the given size
// in user units; unit ("", "mm", "pt") is appended to width and height so
// a page can be sized in real measures.
func (v *SVG) Document(width, height float64, unit string) string {
	var b strings.Builder
	fmt.Fprintf(&b, `<?xml version="1.0" encoding="UTF-8"?>`+"\n")
	b.WriteString(v.Fragment(width, height, unit))
	return b.String()
}

// Fragment is Document without the XML declaration, for inlining in HTML.
func (v *SVG) Fragment(width, height float64, unit string) string {
	var b strings.Builder
	fmt.Fprintf(&b, `<svg xmlns="http://www.w3.org/2000/svg" width="%s%s" height="%s%s" viewBox="0 0 %s %s" font-family="Helvetica, Arial, sans-serif">`+"\n",
		num(width), unit, num(height), unit, num(width), num(height))
	fmt.Fprintf(&b, `<rect x="0" y="0" width="%s" height="%s" fill="#ffffff"/>`+"\n", num(width), num(height))
	b.WriteString(v.b.String())
	b.WriteString("</svg>\n")
	return b.String()
}

// PictureSVG renders pic alone as a standalone SVG document at scale
// (user units per drawing unit), with margin units of white around it.
func PictureSVG(pic *Picture, scale, margin float64) string {
	var v SVG
	pic.Play(&v, margin, margin, scale)
	return v.Document(pic.W*scale+2*margin, pic.H*scale+2*margin, "")
}
