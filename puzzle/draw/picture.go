package draw

import (
	"fmt"

	"deduce/puzzle"
)

// op is one recorded canvas call.
type op struct {
	kind           byte // 'l'ine, 'r'ect, 'R' filled rect, 'c'ircle, 'C' filled circle, 't'ext
	x1, y1, x2, y2 float64
	w              float64
	c              Color
	s              string
	f              Font
}

// Picture is a Canvas that records the calls made on it, so one drawing can
// be replayed on several backends and at several scales.
type Picture struct {
	W, H float64 // the size the drawer reported
	ops  []op
}

// Line records a line.
func (p *Picture) Line(x1, y1, x2, y2, w float64, c Color) {
	p.ops = append(p.ops, op{kind: 'l', x1: x1, y1: y1, x2: x2, y2: y2, w: w, c: c})
}

// Rect records a rectangle outline.
func (p *Picture) Rect(x, y, width, height, w float64, c Color) {
	p.ops = append(p.ops, op{kind: 'r', x1: x, y1: y, x2: width, y2: height, w: w, c: c})
}

// FillRect records a filled rectangle.
func (p *Picture) FillRect(x, y, width, height float64, c Color) {
	p.ops = append(p.ops, op{kind: 'R', x1: x, y1: y, x2: width, y2: height, c: c})
}

// Circle records a circle outline.
func (p *Picture) Circle(cx, cy, r, w float64, c Color) {
	p.ops = append(p.ops, op{kind: 'c', x1: cx, y1: cy, x2: r, w: w, c: c})
}

// FillCircle records a filled circle.
func (p *Picture) FillCircle(cx, cy, r float64, c Color) {
	p.ops = append(p.ops, op{kind: 'C', x1: cx, y1: cy, x2: r, c: c})
}

// Text records a text.
func (p *Picture) Text(x, y float64, s string, f Font, c Color) {
	p.ops = append(p.ops, op{kind: 't', x1: x, y1: y, s: s, f: f, c: c})
}

// Len returns the number of recorded calls.
func (p *Picture) Len() int { return len(p.ops) }

// Play replays the picture on dst, scaled by scale and moved so that the
// picture's origin lands on (x, y). Line widths and font sizes scale too.
func (p *Picture) Play(dst Canvas, x, y, scale float64) {
	X := func(v float64) float64 { return x + v*scale }
	Y := func(v float64) float64 { return y + v*scale }
	for _, o := range p.ops {
		switch o.kind {
		case 'l':
			dst.Line(X(o.x1), Y(o.y1), X(o.x2), Y(o.y2), o.w*scale, o.c)
		case 'r':
			dst.Rect(X(o.x1), Y(o.y1), o.x2*scale, o.y2*scale, o.w*scale, o.c)
		case 'R':
			dst.FillRect(X(o.x1), Y(o.y1), o.x2*scale, o.y2*scale, o.c)
		case 'c':
			dst.Circle(X(o.x1), Y(o.y1), o.x2*scale, o.w*scale, o.c)
		case 'C':
			dst.FillCircle(X(o.x1), Y(o.y1), o.x2*scale, o.c)
		case 't':
			f := o.f
			f.Size *= scale
			dst.Text(X(o.x1), Y(o.y1), o.s, f, o.c)
		}
	}
}

// Of draws p (and s) with the kind k into a new picture. It fails when the
// kind cannot draw.
func Of(k puzzle.Kind, p puzzle.Puzzle, s puzzle.Solution) (*Picture, error) {
	d, ok := k.(Drawer)
	if !ok {
		return nil, fmt.Errorf("%w: kind %s cannot draw puzzles", puzzle.ErrUnsupported, k.Name())
	}
	pic := &Picture{}
	pic.W, pic.H = d.Draw(p, s, pic)
	return pic, nil
}
