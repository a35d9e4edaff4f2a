package tui

import (
	"strings"

	"charm.land/lipgloss/v2"
	"github.com/charmbracelet/x/ansi"
)

// styles are the text attributes of the screen. Each highlight also has a
// marker character (see cellText), so colour is never the only signal.
type styles struct {
	plain, cursor, given, mistake, hint, use, broken  lipgloss.Style
	done, violated, struck, cited, title, dim, solved lipgloss.Style
}

func newStyles(color bool) styles {
	s := lipgloss.NewStyle()
	st := styles{
		plain:    s,
		cursor:   s.Reverse(true),
		given:    s.Bold(true),
		mistake:  s.Bold(true).Underline(true),
		hint:     s.Bold(true),
		use:      s.Underline(true),
		broken:   s.Bold(true),
		done:     s.Faint(true),
		violated: s.Bold(true).Reverse(true),
		struck:   s.Strikethrough(true).Faint(true),
		cited:    s.Bold(true),
		title:    s.Bold(true),
		dim:      s.Faint(true),
		solved:   s.Bold(true).Reverse(true),
	}
	if color {
		red, green, cyan := lipgloss.Color("9"), lipgloss.Color("10"), lipgloss.Color("14")
		st.mistake = st.mistake.Foreground(red)
		st.hint = st.hint.Foreground(green)
		st.use = st.use.Foreground(cyan)
		st.broken = st.broken.Foreground(red)
		st.violated = s.Bold(true).Foreground(red)
		st.cited = st.cited.Foreground(green)
		st.solved = s.Bold(true).Foreground(green)
	}
	return st
}

// hit is a clickable span of one screen line: a cell or a clue.
type hit struct {
	y, x0, x1 int
	cell      int
	clue      int // 1-based clue number; 0 = a cell
}

// canvas collects styled lines and remembers where cells are drawn, so
// mouse clicks map back to cells without parsing the screen.
type canvas struct {
	lines  []*strings.Builder
	widths []int
	hits   []hit
	y      int // current line
}

func (c *canvas) ensure(y int) {
	for len(c.lines) <= y {
		c.lines = append(c.lines, &strings.Builder{})
		c.widths = append(c.widths, 0)
	}
}

// nl starts a new line.
func (c *canvas) nl() { c.y = len(c.lines); c.ensure(c.y) }

// at moves to line y (creating it).
func (c *canvas) at(y int) { c.ensure(y); c.y = y }

// put appends text in style st to the current line.
func (c *canvas) put(st lipgloss.Style, text string) {
	c.ensure(c.y)
	if text == "" {
		return
	}
	c.lines[c.y].WriteString(st.Render(text))
	c.widths[c.y] += ansi.StringWidth(text)
}

// raw appends unstyled text.
func (c *canvas) raw(text string) {
	c.ensure(c.y)
	c.lines[c.y].WriteString(text)
	c.widths[c.y] += ansi.StringWidth(text)
}

// padTo pads the current line with spaces to column x.
func (c *canvas) padTo(x int) {
	c.ensure(c.y)
	if w := c.widths[c.y]; w < x {
		c.raw(strings.Repeat(" ", x-w))
	}
}

// x is the current column.
func (c *canvas) x() int { c.ensure(c.y); return c.widths[c.y] }

// mark records that the next w columns of the current line show cell i.
func (c *canvas) mark(i, w int) {
	x := c.x()
	c.hits = append(c.hits, hit{y: c.y, x0: x, x1: x + w, cell: i})
}

// markClue records a clickable clue span.
func (c *canvas) markClue(clue, x0, x1 int) {
	c.hits = append(c.hits, hit{y: c.y, x0: x0, x1: x1, clue: clue})
}

// width is the widest line.
func (c *canvas) width() int {
	w := 0
	for _, x := range c.widths {
		w = max(w, x)
	}
	return w
}

// strings returns the lines.
func (c *canvas) strings() []string {
	out := make([]string, len(c.lines))
	for i := range c.lines {
		out[i] = c.lines[i].String()
	}
	return out
}

// truncate cuts s to w columns, marking the cut with "…".
func truncate(s string, w int) string {
	if w <= 0 {
		return ""
	}
	if ansi.StringWidth(s) <= w {
		return s
	}
	return ansi.Truncate(s, w, "…")
}

// wrap breaks plain text into lines of at most w columns.
func wrap(s string, w int) []string {
	if w < 8 {
		w = 8
	}
	var out []string
	for _, para := range strings.Split(s, "\n") {
		line := ""
		for _, word := range strings.Fields(para) {
			switch {
			case line == "":
				line = word
			case ansi.StringWidth(line)+1+ansi.StringWidth(word) <= w:
				line += " " + word
			default:
				out = append(out, line)
				line = word
			}
			for ansi.StringWidth(line) > w {
				out = append(out, truncate(line, w))
				line = ""
			}
		}
		out = append(out, line)
	}
	return out
}
