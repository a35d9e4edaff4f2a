package tui

import (
	"slices"
	"strconv"
	"strings"

	"charm.land/lipgloss/v2"
	"github.com/charmbracelet/x/ansi"

	"deduce/puzzle"
)

// The board is drawn from the kind's puzzle.Layout only: side labels, walls,
// category names, the clue list and the progress lines. No code here names a
// kind.

// maxLabel caps a row label's width, so long item names leave room for the grid.
const maxLabel = 14

// cellText draws cell i three columns wide: a marker, the symbol, a marker.
// The markers say what the colours say: [x] cursor (reversed), >x< wrong entry (check
// so far), *x* a hint's new fact, ·x· a cell the hint reads, !x! an entry
// that breaks a rule, (x) a given (always, cursor included: its colour and
// attributes tell the rest, so a given never looks like an entry).
func (g *Game) cellText(i int) (string, lipgloss.Style) {
	b := g.board
	sym := " "
	if v := b.Cells[i]; v > 0 && v < len(b.Symbols) {
		sym = b.Symbols[v]
	}
	l, r, st := " ", " ", g.st.plain
	// A kind may list every cell of a broken line (Close or Far): the
	// entries are what the player can change, so they take the marks; an
	// open cell stays open (the line's label says the line is broken) and a
	// given keeps its parentheses, in the broken colour.
	broken := false
	for _, j := range g.status.Broken {
		if j == i && b.Cells[i] != 0 {
			broken = true
		}
	}
	switch {
	case g.mistakes[i]:
		l, r, st = ">", "<", g.st.mistake
	case g.hintCell[i]:
		l, r, st = "*", "*", g.st.hint
	case g.useCell[i]:
		l, r, st = "·", "·", g.st.use
	case broken:
		l, r, st = "!", "!", g.st.broken
	case b.Given[i]:
		l, r, st = "(", ")", g.st.given
	}
	if b.Given[i] {
		// A given keeps its parentheses whatever else marks it (read by a
		// hint, in a broken line, under the cursor): it must never look
		// like an entry.
		l, r = "(", ")"
		st = st.Inherit(g.st.given)
	}
	if i == g.cur && !g.clueFoc {
		// The cursor is reversed; it takes the brackets of an unmarked
		// entry (a mark says more, and reverse still shows it).
		if l == " " {
			l, r = "[", "]"
		}
		st = st.Reverse(true)
	}
	if b.Cells[i] == 0 && i < len(b.Struck) && b.Struck[i] != 0 {
		// Pencil marks: the values still open, faint, with a ' after them.
		var open strings.Builder
		for _, v := range b.Open(i) {
			open.WriteString(b.Symbols[v])
		}
		text := []rune(open.String() + "'")
		for len(text) < 3 {
			text = append([]rune(l), text...)
		}
		return string(text[len(text)-3:]), st.Faint(true)
	}
	return l + sym + r, st
}

// labelText is a label with its status mark: ✓ met, ! broken, a space open,
// » cited by the hint on screen (labels that show no clue get no mark).
func (g *Game) labelText(l puzzle.Label) (string, lipgloss.Style) {
	if l.Clue == 0 {
		return l.Text, g.st.plain
	}
	if g.hint != nil && slices.Contains(g.hint.Clues, l.Clue) {
		// The line a hint cites, marked as the clue list marks a cited
		// clue: "look at column 2" points here.
		return l.Text + "»", g.st.cited
	}
	switch l.Status {
	case puzzle.ClueSatisfied:
		return l.Text + "✓", g.st.done
	case puzzle.ClueViolated:
		return l.Text + "!", g.st.violated
	}
	return l.Text + " ", g.st.plain
}

// grid is the geometry of a board drawn from its layout.
type grid struct {
	b    *puzzle.Board
	lay  puzzle.Layout
	full bool   // every boundary has a wall line: boxes around every cell
	vLin []bool // vLin[c]: a wall column before column c (c = Cols: the right edge)
	hLin []bool // hLin[r]: a wall line above row r (r = Rows: the bottom edge)
}

func newGrid(b *puzzle.Board, lay puzzle.Layout) grid {
	if !slices.Contains(lay.WallRight, true) && !slices.Contains(lay.WallBelow, true) {
		// No walls: a plain grid, every cell in its own box.
		lay.WallRight, lay.WallBelow = puzzle.Walls(b.Rows, b.Cols, func(i, j int) bool { return true })
	}
	g := grid{b: b, lay: lay, vLin: make([]bool, b.Cols+1), hLin: make([]bool, b.Rows+1)}
	if len(lay.WallRight) == len(b.Cells) {
		for i, w := range lay.WallRight {
			if w {
				g.vLin[i%b.Cols+1] = true
			}
		}
	}
	if len(lay.WallBelow) == len(b.Cells) {
		for i, w := range lay.WallBelow {
			if w {
				g.hLin[i/b.Cols+1] = true
			}
		}
	}
	g.full = true
	for c := 1; c < b.Cols; c++ {
		g.full = g.full && g.vLin[c]
	}
	for r := 1; r < b.Rows; r++ {
		g.full = g.full && g.hLin[r]
	}
	// The edges are always drawn (a domino in the first or last row is
	// closed like the others), except the bottom of a grouped grid that is
	// not boxed (a logic grid's blocks keep that line for the labels).
	g.vLin[0], g.vLin[b.Cols] = true, true
	g.hLin[0], g.hLin[b.Rows] = true, g.full || len(lay.RowGroups) == 0
	return g
}

func (g grid) play(r, c int) bool {
	return r >= 0 && c >= 0 && r < g.b.Rows && c < g.b.Cols && g.b.Playable[g.b.Index(r, c)]
}

// wallH: a segment of the line above (r, c).
func (g grid) wallH(r, c int) bool {
	if !g.hLin[r] {
		return false
	}
	up, down := g.play(r-1, c), g.play(r, c)
	if up && down {
		return g.lay.WallBelow[g.b.Index(r-1, c)]
	}
	return up || down
}

// wallV: a segment of the wall column left of (r, c).
func (g grid) wallV(r, c int) bool {
	if !g.vLin[c] {
		return false
	}
	left, right := g.play(r, c-1), g.play(r, c)
	if left && right {
		return g.lay.WallRight[g.b.Index(r, c-1)]
	}
	return left || right
}

// colX returns each column's x (of its 3-column cell) from x0, and the x
// just past the grid.
func (g grid) colX(x0 int) ([]int, int) {
	xs := make([]int, g.b.Cols)
	x := x0
	for c := range g.b.Cols {
		if g.vLin[c] {
			x++
		}
		xs[c] = x
		x += 3
	}
	if g.vLin[g.b.Cols] {
		x++
	}
	return xs, x
}

// rowY returns each row's line from y0, and the line just past the grid.
func (g grid) rowY(y0 int) ([]int, int) {
	ys := make([]int, g.b.Rows)
	y := y0
	for r := range g.b.Rows {
		if g.hLin[r] {
			y++
		}
		ys[r] = y
		y++
	}
	if g.hLin[g.b.Rows] {
		y++
	}
	return ys, y
}

// drawBoard draws the position, its labels and its panel (clue list and
// progress) onto cv, in maxW columns and maxH lines.
func (g *Game) drawBoard(cv *canvas, maxW, maxH int) {
	b, lay := g.board, g.lay
	gr := newGrid(b, lay)
	y0 := cv.y
	labels := func(ls []puzzle.Label, n int) []puzzle.Label {
		if len(ls) != n {
			return nil
		}
		return ls
	}
	top, bottom := labels(lay.Top, b.Cols), labels(lay.Bottom, b.Cols)
	left, right := labels(lay.Left, b.Rows), labels(lay.Right, b.Rows)

	// The left margin: row labels, row-group names (on the line above their
	// group), the top-left corner text.
	leftW := 0
	for _, l := range left {
		t, _ := g.labelText(l)
		leftW = max(leftW, min(ansi.StringWidth(t), maxLabel))
	}
	for _, grp := range lay.RowGroups {
		leftW = max(leftW, min(ansi.StringWidth(grp.Name), maxLabel))
	}
	leftW = max(leftW, ansi.StringWidth(lay.TopLeft))
	if leftW > 0 {
		leftW++
	}
	xs, gridEnd := gr.colX(leftW)
	_, gridH := gr.rowY(0)

	// Column labels: across when they fit a cell, else down, as tall as
	// the room allows; the column groups' names above them when room is left.
	vertical, labH := false, 0
	for _, l := range top {
		t, _ := g.labelText(l)
		if w := ansi.StringWidth(t); w > 3 {
			vertical = true
			labH = max(labH, w)
		}
	}
	if top != nil && !vertical {
		labH = 1
	}
	room := maxH - gridH
	if bottom != nil {
		room--
	}
	groupLine := len(lay.ColGroups) > 0 && room >= 3
	if groupLine {
		room--
	}
	labH = max(min(labH, room), min(labH, 1))
	g.labelCut = false
	for _, l := range top {
		t, _ := g.labelText(l)
		w := ansi.StringWidth(t)
		g.labelCut = g.labelCut || (vertical && len([]rune(t)) > labH) || (!vertical && w > 3)
	}
	for _, l := range left {
		t, _ := g.labelText(l)
		g.labelCut = g.labelCut || ansi.StringWidth(t) > leftW-1
	}
	y := y0
	if groupLine {
		cv.at(y)
		for _, grp := range lay.ColGroups {
			if grp.First < 0 || grp.Last >= b.Cols || grp.First > grp.Last {
				continue
			}
			w := xs[grp.Last] + 3 - xs[grp.First]
			cv.padTo(xs[grp.First])
			cv.put(g.st.title, truncate(grp.Name, w))
		}
		y++
	}
	var short []string
	if vertical {
		short = shortLabels(top, lay.ColGroups, labH, g.labelText)
	}
	for k := range labH {
		cv.at(y + k)
		if k == labH-1 && lay.TopLeft != "" {
			cv.raw(lay.TopLeft)
		}
		for c, l := range top {
			t, st := g.labelText(l)
			if vertical {
				t = short[c]
			}
			if !vertical {
				cv.padTo(xs[c] + 3 - ansi.StringWidth(t))
				cv.put(st, t)
				continue
			}
			rs := []rune(t)
			switch {
			case k < len(rs) && (k < labH-1 || len(rs) <= labH):
				cv.padTo(xs[c] + 1)
				cv.put(st, string(rs[k]))
			case k == labH-1 && len(rs) > labH:
				cv.padTo(xs[c] + 1)
				cv.put(st, "…")
			}
		}
	}
	y += labH
	ys, yEnd := gr.rowY(y)

	// The wall lines and the rows.
	for r := 0; r <= b.Rows; r++ {
		if gr.hLin[r] {
			ly := y
			if r < b.Rows {
				ly = ys[r] - 1
			} else {
				ly = yEnd - 1
			}
			cv.at(ly)
			if grp, ok := groupAt(lay.RowGroups, r); ok && left != nil {
				cv.put(g.st.title, truncate(grp, leftW-1))
			}
			cv.padTo(leftW)
			for c := 0; c <= b.Cols; c++ {
				if gr.vLin[c] {
					up := r > 0 && gr.wallV(r-1, c)
					down := r < b.Rows && gr.wallV(r, c)
					lft := c > 0 && gr.wallH(r, c-1)
					rgt := c < b.Cols && gr.wallH(r, c)
					cv.raw(corner(up, down, lft, rgt))
				}
				if c < b.Cols {
					if gr.wallH(r, c) {
						cv.raw("───")
					} else {
						cv.raw("   ")
					}
				}
			}
		}
		if r == b.Rows {
			break
		}
		cv.at(ys[r])
		if left != nil {
			t, st := g.labelText(left[r])
			cv.put(st, truncate(t, leftW-1))
		}
		cv.padTo(leftW)
		for c := 0; c <= b.Cols; c++ {
			if gr.vLin[c] {
				if gr.wallV(r, c) {
					cv.raw("│")
				} else {
					cv.raw(" ")
				}
			}
			if c == b.Cols {
				break
			}
			i := b.Index(r, c)
			if !b.Playable[i] {
				cv.raw("   ")
				continue
			}
			text, st := g.cellText(i)
			if b.Cells[i] == 0 && !gr.full && (i >= len(b.Struck) || b.Struck[i] == 0) {
				// No boxes here: a dot shows where the undecided cells are.
				rs := []rune(text)
				rs[1] = '·'
				text = string(rs)
			}
			cv.mark(i, 3)
			cv.put(st, text)
		}
		if right != nil {
			t, st := g.labelText(right[r])
			cv.padTo(gridEnd + 1)
			cv.put(st, t)
		}
	}
	end := yEnd
	if bottom != nil {
		cv.at(yEnd)
		for c, l := range bottom {
			t, st := g.labelText(l)
			cv.padTo(xs[c] + 3 - ansi.StringWidth(t))
			cv.put(st, truncate(t, 3))
		}
		if lay.BottomRight != "" {
			cv.padTo(gridEnd + 1)
			cv.raw(lay.BottomRight)
		}
		end++
	}
	if s, ok := g.uncoveredSummary(); ok {
		cv.at(end)
		cv.raw(s)
		end++
	}
	rightW := 0
	for _, l := range right {
		t, _ := g.labelText(l)
		rightW = max(rightW, ansi.StringWidth(t)+1)
	}
	g.drawPanel(cv, gridEnd+rightW+2, y0, end, maxW, maxH)
}

// shortLabels fits column labels into h lines down. Labels that share a
// beginning and are too long are cut to the part that tells them apart,
// with "…" for what they share: years 1902, 1906, ... read "…02", "…06"
// (cut at the end they all read "19…"); prices $4.99, $5.99 read "…4…".
// A group (a logic grid's category) is shortened as a whole; labels that
// fit, and groups whose shortened labels would not differ, are kept.
func shortLabels(top []puzzle.Label, groups []puzzle.Group, h int, text func(puzzle.Label) (string, lipgloss.Style)) []string {
	out := make([]string, len(top))
	for c, l := range top {
		out[c], _ = text(l)
	}
	spans := [][2]int{{0, len(top) - 1}}
	if len(groups) > 0 {
		spans = spans[:0]
		for _, g := range groups {
			if g.First >= 0 && g.Last < len(top) && g.First <= g.Last {
				spans = append(spans, [2]int{g.First, g.Last})
			}
		}
	}
	for _, sp := range spans {
		words := make([][]rune, 0, sp[1]-sp[0]+1)
		long := false
		for c := sp[0]; c <= sp[1]; c++ {
			words = append(words, []rune(out[c]))
			long = long || len(words[len(words)-1]) > h
		}
		if !long || len(words) < 2 {
			continue
		}
		pre, suf := commonEnds(words)
		if pre == 0 {
			continue // they differ at once: the usual cut keeps them apart
		}
		try := func(suf int) []string {
			var cut []string
			seen := map[string]bool{}
			for _, w := range words {
				mid := w[pre : len(w)-suf]
				t := "…" + string(mid)
				if suf > 0 {
					t += "…"
				}
				if len(mid) == 0 || len([]rune(t)) > h || seen[t] {
					return nil
				}
				seen[t] = true
				cut = append(cut, t)
			}
			return cut
		}
		cut := try(0)
		if cut == nil && suf > 0 {
			cut = try(suf)
		}
		if cut != nil {
			copy(out[sp[0]:sp[1]+1], cut)
		}
	}
	return out
}

// commonEnds returns the length of the beginning and of the end that all
// words share (not overlapping in the shortest).
func commonEnds(words [][]rune) (pre, suf int) {
	shortest := len(words[0])
	for _, w := range words {
		shortest = min(shortest, len(w))
	}
	for pre < shortest && allEqual(words, func(w []rune) rune { return w[pre] }) {
		pre++
	}
	for suf < shortest-pre && allEqual(words, func(w []rune) rune { return w[len(w)-1-suf] }) {
		suf++
	}
	return pre, suf
}

func allEqual(words [][]rune, at func([]rune) rune) bool {
	for _, w := range words[1:] {
		if at(w) != at(words[0]) {
			return false
		}
	}
	return true
}

// groupAt names the group starting at row r.
func groupAt(gs []puzzle.Group, r int) (string, bool) {
	for _, g := range gs {
		if g.First == r {
			return g.Name, true
		}
	}
	return "", false
}

// drawPanel draws the progress lines and the clue list beside the grid
// (from column x, lines y0..) or, when the room beside is short, below it
// (from line end). The clue list scrolls to keep the selected clue, or the
// clue a hint cites, in sight.
func (g *Game) drawPanel(cv *canvas, x, y0, end, maxW, maxH int) {
	lay := g.lay
	if len(lay.Clues) == 0 && len(lay.Progress) == 0 {
		cv.at(end - 1)
		return
	}
	panelW := maxW - x
	py, bottom := y0, y0+maxH
	if panelW < 18 {
		x, panelW, py = 0, maxW, end
	}
	put := func(st lipgloss.Style, s string) {
		cv.at(py)
		cv.padTo(x)
		cv.put(st, truncate(s, panelW))
		py++
	}
	if len(lay.Progress) > 0 {
		put(g.st.title, "So far")
		for _, row := range lay.Progress {
			put(g.st.plain, row)
		}
		py++
	}
	if len(lay.Clues) > 0 && py < bottom {
		// The header says how to strike clues out, in the words that fit.
		heads := []string{"Clues (tab, or click, to strike out)", "Clues (tab: strike out)", "Clues"}
		if g.clueFoc {
			heads = []string{"Clues (space strikes out, tab: board)", "Clues (space: strike)", "Clues"}
		}
		head := heads[len(heads)-1]
		for _, h := range heads {
			if ansi.StringWidth(h) <= panelW {
				head = h
				break
			}
		}
		put(g.st.title, head)
		cited := map[int]bool{}
		if g.hint != nil {
			for _, c := range g.hint.Clues {
				cited[c] = true
			}
		}
		type line struct {
			clue  int // 0-based; the first line of a clue has first set
			first bool
			text  string
		}
		var lines []line
		for k, l := range lay.Clues {
			for li, ln := range wrap(l.Text, max(panelW-6, 8)) {
				lines = append(lines, line{k, li == 0, ln})
			}
		}
		// Scroll: the first line shown keeps the focus clue in sight.
		rows := bottom - py
		focus := -1
		if g.clueFoc {
			focus = g.clueCur
		} else {
			for k, l := range lay.Clues {
				if cited[l.Clue] {
					focus = k
					break
				}
			}
		}
		start := 0
		if len(lines) > rows && focus >= 0 {
			for i, ln := range lines {
				if ln.clue == focus && ln.first {
					start = max(0, min(i-rows/3, len(lines)-rows))
					break
				}
			}
		}
		for i := start; i < len(lines) && py < bottom; i++ {
			ln := lines[i]
			l := lay.Clues[ln.clue]
			if (i == start && start > 0) || (py == bottom-1 && i < len(lines)-1) {
				more := len(lines) - i
				if i == start && start > 0 {
					put(g.st.dim, "   ↑ "+strconv.Itoa(start)+" more lines (tab, up)")
				} else {
					put(g.st.dim, "   ↓ "+strconv.Itoa(more)+" more lines (tab, down)")
				}
				continue
			}
			n := l.Clue
			if n == 0 {
				n = ln.clue + 1
			}
			mark, st := " ", g.st.plain
			switch l.Status {
			case puzzle.ClueSatisfied:
				mark, st = "✓", g.st.done
			case puzzle.ClueViolated:
				mark, st = "!", g.st.violated
			}
			if g.struck[n] {
				mark, st = "~", g.st.struck
			}
			if cited[n] {
				mark, st = "»", g.st.cited
			}
			cv.at(py)
			cv.padTo(x)
			if ln.first {
				sel := " "
				if g.clueFoc && g.clueCur == ln.clue {
					sel = ">"
					st = st.Reverse(true)
				}
				x0 := cv.x()
				cv.raw(sel + mark)
				cv.put(st, truncate(padNum(n)+" "+ln.text, panelW-2))
				cv.markClue(n, x0, cv.x())
			} else {
				cv.raw("      ")
				cv.put(st, truncate(ln.text, panelW-6))
			}
			py++
		}
	}
	cv.at(max(end, py) - 1)
}

// uncoveredSummary counts the clue statuses when the layout shows some clue
// nowhere (no label, numbered cell or list entry names it).
func (g *Game) uncoveredSummary() (string, bool) {
	cs := g.status.Clues
	if len(cs) == 0 {
		return "", false
	}
	shown := map[int]bool{}
	lay := g.lay
	for _, ls := range [][]puzzle.Label{lay.Top, lay.Bottom, lay.Left, lay.Right, lay.Clues} {
		for _, l := range ls {
			shown[l.Clue] = true
		}
	}
	for _, c := range lay.CellClue {
		shown[c] = true
	}
	all := true
	for k := range cs {
		all = all && shown[k+1]
	}
	if all {
		return "", false
	}
	met, broken := 0, 0
	for _, c := range cs {
		switch c {
		case puzzle.ClueSatisfied:
			met++
		case puzzle.ClueViolated:
			broken++
		}
	}
	s := "rules: " + strconv.Itoa(met) + "/" + strconv.Itoa(len(cs)) + " met"
	if broken > 0 {
		s += ", " + strconv.Itoa(broken) + " broken"
	}
	return s, true
}

func padNum(n int) string {
	s := strconv.Itoa(n) + "."
	for len(s) < 3 {
		s = " " + s
	}
	return s
}

// corner picks the box-drawing character joining the walls around a point.
func corner(up, down, left, right bool) string {
	k := 0
	if up {
		k |= 1
	}
	if down {
		k |= 2
	}
	if left {
		k |= 4
	}
	if right {
		k |= 8
	}
	return [16]string{" ", "╵", "╷", "│", "╴", "┘", "┐", "┤", "╶", "└", "┌", "├", "─", "┴", "┬", "┼"}[k]
}

func itoa(n int) string { return strconv.Itoa(n) }

// cursorNames names the cursor's cell for the title: its row and column
// names in full, with the column's group ("Alice × green (Color)"), when the
// layout names its lines; else its coordinates as hints cite them ("(4,6)").
// named says which: names are worth the room only when the board cuts or
// scrolls them away, coordinates always (the board does not show them).
func (g *Game) cursorNames() (text string, named bool) {
	b, lay := g.board, g.lay
	if b == nil || b.Cols == 0 || g.cur < 0 || g.cur >= len(b.Cells) {
		return "", false
	}
	r, c := g.cur/b.Cols, g.cur%b.Cols
	// A label that shows a clue (Magnets' counts) names nothing.
	name := func(ls []puzzle.Label, i, n int) string {
		if len(ls) == n && ls[i].Clue == 0 {
			return ls[i].Text
		}
		return ""
	}
	row, col := name(lay.Left, r, b.Rows), name(lay.Top, c, b.Cols)
	if row == "" || col == "" {
		return "(" + itoa(r+1) + "," + itoa(c+1) + ")", false
	}
	for _, grp := range lay.ColGroups {
		if grp.First <= c && c <= grp.Last && grp.Name != "" {
			col += " (" + grp.Name + ")"
		}
	}
	return row + " × " + col, true
}
