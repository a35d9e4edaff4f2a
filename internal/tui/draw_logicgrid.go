package tui

import (
	"strings"

	"charm.land/lipgloss/v2"
	"github.com/charmbracelet/x/ansi"

	"deduce/puzzle"
	"deduce/puzzle/logicgrid"
)

// logicDrawer draws a logic grid the classic way: the cross-category grid of
// ticks and crosses with item names along its edges, and beside it the
// solution table (filled in as entities are determined) and the numbered
// clues, which the player can strike out.
//
// It learns the layout from the kind's Player rather than assuming one: the
// cell of each pair fact (Player.FactCells) names the row's and the column's
// items, so whatever arrangement of blocks the kind chose, the labels match.
type logicDrawer struct {
	p          *logicgrid.Puzzle
	sentences  []logicgrid.Sentence // the numbered clue list
	rowItem    []logicgrid.Item     // per board row (D = -1: none)
	colItem    []logicgrid.Item
	rowW, labH int
}

func newLogicDrawer(pl puzzle.Player, p *logicgrid.Puzzle) (drawer, bool) {
	b := pl.NewBoard(p)
	type tally map[logicgrid.Item]int
	rows := make([]tally, b.Rows)
	cols := make([]tally, b.Cols)
	rowN := make([]int, b.Rows)
	colN := make([]int, b.Cols)
	for i := range rows {
		rows[i] = tally{}
	}
	for i := range cols {
		cols[i] = tally{}
	}
	for d1 := range p.Domains {
		for d2 := d1 + 1; d2 < len(p.Domains); d2++ {
			for i1, a := range p.Domains[d1].Items {
				for i2, bb := range p.Domains[d2].Items {
					for _, cell := range pl.FactCells(p, b, puzzle.PairFact(a, bb, true)) {
						if cell < 0 || cell >= b.Rows*b.Cols {
							continue
						}
						r, c := cell/b.Cols, cell%b.Cols
						for _, it := range []logicgrid.Item{{D: d1, I: i1}, {D: d2, I: i2}} {
							rows[r][it]++
							cols[c][it]++
						}
						rowN[r]++
						colN[c]++
					}
				}
			}
		}
	}
	pick := func(t tally, n int) logicgrid.Item {
		if n == 0 {
			return logicgrid.Item{D: -1}
		}
		for it, k := range t {
			if k == n {
				return it
			}
		}
		return logicgrid.Item{D: -2}
	}
	d := &logicDrawer{p: p, sentences: p.Sentences(), rowItem: make([]logicgrid.Item, b.Rows), colItem: make([]logicgrid.Item, b.Cols)}
	for r := range rows {
		d.rowItem[r] = pick(rows[r], rowN[r])
		if d.rowItem[r].D == -2 {
			return nil, false
		}
		if d.rowItem[r].D >= 0 {
			d.rowW = max(d.rowW, ansi.StringWidth(p.ItemName(d.rowItem[r])))
		}
	}
	for c := range cols {
		d.colItem[c] = pick(cols[c], colN[c])
		if d.colItem[c].D == -2 {
			return nil, false
		}
		if d.colItem[c].D >= 0 {
			d.labH = max(d.labH, ansi.StringWidth(p.ItemName(d.colItem[c])))
		}
	}
	if d.rowW == 0 || d.labH == 0 {
		return nil, false
	}
	d.rowW = min(d.rowW, 12)
	return d, true
}

func (d *logicDrawer) clueCount(*Game) int { return len(d.sentences) }

func (d *logicDrawer) board(g *Game, cv *canvas, maxW, maxH int) {
	b := g.board
	y0 := cv.y
	// Vertical column labels, as tall as the room allows.
	labH := min(d.labH, 6)
	rowsH := b.Rows + d.blockBreaks(d.rowItem)
	if room := maxH - rowsH - 1; labH > room {
		labH = max(room, 1)
	}
	left := d.rowW + 1
	colX := make([]int, b.Cols) // x of each column's cell
	x := left + 1
	for c := range b.Cols {
		if c > 0 && d.colItem[c].D != d.colItem[c-1].D {
			x++ // block separator
		}
		colX[c] = x
		x += 3
	}
	gridW := x + 1
	for k := range labH {
		cv.at(y0 + k)
		for c, it := range d.colItem {
			if it.D < 0 {
				continue
			}
			name := []rune(d.p.ItemName(it))
			if k < len(name) && (k < labH-1 || len(name) <= labH) {
				cv.padTo(colX[c] + 1)
				cv.raw(string(name[k]))
			} else if k == labH-1 && len(name) > labH {
				cv.padTo(colX[c] + 1)
				cv.raw("…")
			}
		}
	}
	y := y0 + labH
	for r := range b.Rows {
		if r > 0 && d.rowItem[r].D != d.rowItem[r-1].D {
			cv.at(y)
			cv.padTo(left)
			cv.raw(d.rule(b, colX, r))
			y++
		}
		cv.at(y)
		if it := d.rowItem[r]; it.D >= 0 {
			cv.raw(truncate(d.p.ItemName(it), d.rowW))
		}
		cv.padTo(left)
		for c := range b.Cols {
			i := b.Index(r, c)
			cv.padTo(colX[c] - 1)
			if c == 0 || d.colItem[c].D != d.colItem[c-1].D {
				if b.Playable[i] {
					cv.raw("│")
				} else {
					cv.raw(" ")
				}
			}
			if !b.Playable[i] {
				cv.raw("   ")
				continue
			}
			text, st := g.cellText(i)
			if b.Cells[i] == 0 {
				// No boxes here: a dot shows where the undecided cells are.
				rs := []rune(text)
				rs[1] = '·'
				text = string(rs)
			}
			cv.mark(i, 3)
			cv.put(st, text)
		}
		y++
	}
	// The panel beside the grid: solution table, then clues.
	panelX := gridW + 2
	panelW := maxW - panelX
	py := y0
	put := func(st lipgloss.Style, s string) {
		cv.at(py)
		cv.padTo(panelX)
		cv.put(st, truncate(s, panelW))
		py++
	}
	if panelW < 20 {
		// No room beside: everything goes below the grid.
		panelX, panelW, py = 0, maxW, y
	}
	put(g.st.title, "Solution so far")
	for _, row := range d.table(g) {
		put(g.st.plain, row)
	}
	py++
	head := "Clues"
	if g.clueFoc {
		head += " (space strikes out, tab: board)"
	} else {
		head += " (tab, or click, to strike out)"
	}
	put(g.st.title, head)
	cited := map[int]bool{}
	if g.hint != nil {
		for _, c := range g.hint.Clues {
			cited[c] = true
		}
	}
	for k, sen := range d.sentences {
		n := k + 1
		if py-y0 >= maxH {
			break
		}
		mark, st := " ", g.st.plain
		if k < len(g.status.Clues) {
			switch g.status.Clues[k] {
			case puzzle.ClueSatisfied:
				mark, st = "✓", g.st.done
			case puzzle.ClueViolated:
				mark, st = "!", g.st.violated
			}
		}
		if g.struck[n] {
			mark, st = "~", g.st.struck
		}
		if cited[n] {
			mark, st = "»", g.st.cited
		}
		sel := " "
		if g.clueFoc && g.clueCur == k {
			sel = ">"
			st = st.Reverse(true)
		}
		lines := wrap(sen.Text, max(panelW-6, 8))
		for li, ln := range lines {
			if py-y0 >= maxH {
				break
			}
			cv.at(py)
			cv.padTo(panelX)
			if li == 0 {
				x0 := cv.x()
				cv.raw(sel + mark)
				cv.put(st, truncate(padNum(n)+" "+ln, panelW-2))
				cv.markClue(n, x0, cv.x())
			} else {
				cv.raw("      ")
				cv.put(st, truncate(ln, panelW-6))
			}
			py++
		}
	}
	cv.at(max(y, py) - 1)
}

func padNum(n int) string {
	s := itoa(n) + "."
	for len(s) < 3 {
		s = " " + s
	}
	return s
}

// blockBreaks counts the separator lines between row blocks.
func (d *logicDrawer) blockBreaks(items []logicgrid.Item) int {
	n := 0
	for r := 1; r < len(items); r++ {
		if items[r].D != items[r-1].D {
			n++
		}
	}
	return n
}

// rule is the separator line above row r, under the playable blocks.
func (d *logicDrawer) rule(b *puzzle.Board, colX []int, r int) string {
	var sb strings.Builder
	x := colX[0] - 1
	for c := range b.Cols {
		for x < colX[c] {
			if c > 0 && d.colItem[c].D != d.colItem[c-1].D || c == 0 {
				sb.WriteString("┼")
			} else {
				sb.WriteString("─")
			}
			x++
		}
		i := b.Index(r, c)
		j := b.Index(r-1, c)
		if b.Playable[i] || b.Playable[j] {
			sb.WriteString("───")
		} else {
			sb.WriteString("   ")
		}
		x += 3
	}
	return sb.String()
}

// table is the solution so far: one line per item of the first domain, with
// each other domain's item once the position determines it: a tick (directly,
// or through an item already paired with the entity), or crosses against all
// the domain's other items.
func (d *logicDrawer) table(g *Game) []string {
	p := d.p
	if len(p.Domains) == 0 {
		return nil
	}
	same := map[string]map[string]bool{}
	diff := map[string]map[string]bool{}
	link := func(m map[string]map[string]bool, a, b string) {
		if m[a] == nil {
			m[a] = map[string]bool{}
		}
		m[a][b] = true
	}
	for _, f := range g.pl.BoardState(g.p, g.board) {
		if !f.IsPair() {
			continue
		}
		m := diff
		if f.Same {
			m = same
		}
		link(m, f.A, f.B)
		link(m, f.B, f.A)
	}
	var out []string
	for _, e := range p.Domains[0].Items {
		// Crosses against all but one item of a domain pair e with the rest.
		for _, dom := range p.Domains[1:] {
			left := ""
			for _, it := range dom.Items {
				if !diff[e][it] {
					if left != "" {
						left = ""
						break
					}
					left = it
				}
			}
			if left != "" {
				link(same, e, left)
				link(same, left, e)
			}
		}
		reach := map[string]bool{e: true}
		for changed := true; changed; {
			changed = false
			for a := range reach {
				for b := range same[a] {
					if !reach[b] {
						reach[b] = true
						changed = true
					}
				}
			}
		}
		cells := []string{e + ":"}
		for _, dom := range p.Domains[1:] {
			v := "?"
			for _, it := range dom.Items {
				if reach[it] {
					v = it
				}
			}
			cells = append(cells, v)
		}
		out = append(out, strings.Join(cells, " "))
	}
	return out
}
