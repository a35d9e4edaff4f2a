// Package draw is the small vector vocabulary puzzles are drawn in: lines,
// rectangles, circles and text on a [Canvas]. Each kind draws itself once
// (its draw.go implements [Drawer]) into a [Picture], which records the calls;
// backends replay a picture, scaled and moved, onto an SVG document
// ([SVG]) or a PDF page (package book uses fpdf), so SVG and PDF show the
// same drawing.
//
// Text is placed by its anchor point with an explicit vertical alignment:
// backends compute the baseline themselves (a fixed share of the font size)
// instead of relying on SVG's dominant-baseline, which librsvg and browsers
// honour differently.
package draw
