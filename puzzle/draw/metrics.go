package draw

// Advance widths of Helvetica and Helvetica-Bold for ASCII 32..126, in
// thousandths of an em (the Adobe core-font metrics fpdf sets PDF text with).
var helvetica = [95]uint16{278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 278, 278, 584, 584, 584, 556, 1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833, 722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469, 556, 333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556, 556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584}

var helveticaBold = [95]uint16{278, 333, 474, 556, 556, 889, 722, 238, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 333, 333, 584, 584, 584, 611, 975, 722, 722, 722, 722, 667, 611, 778, 722, 278, 556, 722, 611, 833, 722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 333, 278, 333, 584, 556, 333, 556, 611, 556, 611, 556, 333, 611, 611, 278, 278, 556, 278, 889, 611, 611, 611, 611, 389, 556, 333, 611, 556, 778, 556, 556, 500, 389, 280, 389, 584}

// slack widens the Helvetica measure for SVG viewers without Helvetica or
// Arial: DejaVu Sans, the usual fallback on Linux, runs up to 10% wider.
const slack = 1.1

// TextWidth estimates the width of s set in f from Helvetica's metrics
// (other characters count 0.6 em), widened by 10% so that text wrapped to a
// width also fits when a viewer substitutes DejaVu Sans. Kinds and the book
// use it to wrap and fit lines.
func TextWidth(s string, f Font) float64 {
	table := &helvetica
	if f.Bold {
		table = &helveticaBold
	}
	w := 0.0
	for _, r := range s {
		if r >= 32 && r <= 126 {
			w += float64(table[r-32])
		} else {
			w += 600
		}
	}
	return w / 1000 * f.Size * slack
}
