package book

import (
	"fmt"
	"html"
	"strings"

	"deduce/puzzle/draw"
)

// SVGPages returns one standalone SVG document per page, sized in
// millimetres (a browser or rsvg-convert prints each at its true size).
func SVGPages(pages []*draw.Picture) []string {
	out := make([]string, len(pages))
	for i, pg := range pages {
		var v draw.SVG
		pg.Play(&v, 0, 0, 1)
		out[i] = v.Document(pg.W, pg.H, "mm")
	}
	return out
}

// HTML returns one HTML document holding every page as an inline SVG; print
// CSS sets the paper size and breaks the page after each, so the browser's
// Print gives the same pages as the PDF.
func HTML(pages []*draw.Picture, paper Paper, title string) string {
	if title == "" {
		title = "deduce puzzle book"
	}
	var b strings.Builder
	fmt.Fprintf(&b, `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>%s</title>
<style>
@page { size: %s; margin: 0; }
body { margin: 0; background: #888; }
.page { display: block; margin: 10mm auto; background: white; box-shadow: 0 0 4px #333; }
@media print {
  body { background: none; }
  .page { margin: 0; box-shadow: none; break-after: page; page-break-after: always; }
  .page:last-child { break-after: auto; page-break-after: auto; }
}
</style>
</head>
<body>
`, html.EscapeString(title), paper.fpdf)
	for _, pg := range pages {
		var v draw.SVG
		pg.Play(&v, 0, 0, 1)
		frag := v.Fragment(pg.W, pg.H, "mm")
		b.WriteString(strings.Replace(frag, "<svg ", `<svg class="page" `, 1))
	}
	b.WriteString("</body>\n</html>\n")
	return b.String()
}
