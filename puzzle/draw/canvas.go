package draw

import (
	"deduce/puzzle"
)

// Color is an RGB colour.
type Color struct{ R, G, B uint8 }

// Colours the kinds share, so that every book looks alike.
var (
	Black = Color{0, 0, 0}
	White = Color{255, 255, 255}
	Grey  = Color{0x88, 0x88, 0x88}
	Light = Color{0xdd, 0xdd, 0xdd}
	Dark  = Color{0x44, 0x44, 0x44}
	Red   = Color{0xb0, 0, 0}
	Blue  = Color{0x1f, 0x5f, 0xbf}
)

// Anchor is where a text's anchor point sits horizontally.
type Anchor int

const (
	Start  Anchor = iota // the point is the text's left end
	Middle               // the point is the text's centre
	End                  // the point is the text's right end
)

// VAlign is where a text's anchor point sits vertically.
type VAlign int

const (
	Baseline VAlign = iota // the point is on the baseline
	Center                 // the point is halfway up a capital letter
)

// Font says how a text is set. Size is the em size in drawing units.
type Font struct {
	Size   float64
	Bold   bool
	Anchor Anchor
	VAlign VAlign
	// Up turns the text a quarter left: it reads bottom to top, and Anchor
	// and VAlign apply along and across the turned line.
	Up bool
}

// capHeight is the height of a capital letter as a share of the em size
// (Helvetica and DejaVu Sans are both close to 0.72); Center text sits its
// baseline half of it below the anchor point.
const capHeight = 0.72

// BaselineY returns the baseline of a text whose anchor point is at y.
func (f Font) BaselineY(y float64) float64 {
	if f.VAlign == Center {
		return y + f.Size*capHeight/2
	}
	return y
}

// Canvas is a drawing surface. Coordinates grow right and down.
type Canvas interface {
	// Line strokes a straight line of width w.
	Line(x1, y1, x2, y2, w float64, c Color)
	// Rect strokes the outline of a rectangle with line width w.
	Rect(x, y, width, height, w float64, c Color)
	// FillRect fills a rectangle.
	FillRect(x, y, width, height float64, c Color)
	// Circle strokes a circle of radius r with line width w.
	Circle(cx, cy, r, w float64, c Color)
	// FillCircle fills a circle.
	FillCircle(cx, cy, r float64, c Color)
	// Text sets s with its anchor point at (x, y).
	Text(x, y float64, s string, f Font, c Color)
}

// Drawer is implemented by kinds that can draw a puzzle (and its solution
// when s is not nil) on a canvas. Draw returns the size of what it drew; the
// drawing lies within (0, 0)-(width, height). Kinds draw in their own units
// (a cell is 10 units in deduce's kinds); the book scales the picture to
// fit its slot.
type Drawer interface {
	Draw(p puzzle.Puzzle, s puzzle.Solution, c Canvas) (width, height float64)
}

// Sizer is implemented by kinds that can name a puzzle's size for captions
// ("6x6"; "4 domains x 5 items" for logic grids).
type Sizer interface {
	PuzzleSize(p puzzle.Puzzle) string
}
