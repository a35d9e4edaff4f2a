package tui

import (
	"fmt"
	"slices"
	"strings"

	tea "charm.land/bubbletea/v2"
	"github.com/charmbracelet/x/ansi"

	"deduce/puzzle"
)

// screen is one laid-out frame: its lines and its clickable spans.
type screen struct {
	lines []string
	hits  []hit
}

// footer is the short key list at the bottom (dropped first when space is short).
const footer = "space cycle  u/r undo/redo  c check  h hint  s solve  n new  ? keys  q quit"

// helpLines is the full key list shown by "?", in w columns and h lines:
// the symbol keys are this board's (no kind is named), the clue-list key
// only when the layout has a clue list; blank lines go first when short.
func (g *Game) helpLines(w, h int) []string {
	lines := []string{"deduce play — keys", ""}
	if story := g.story(); story != "" {
		lines = append(append(lines, wrap("Story: "+story, w)...), "")
	}
	if g.lay.Legend != "" {
		// The kind's legend says what its symbols mean.
		lines = append(append(lines, wrap("Symbols: "+g.lay.Legend, w)...), "")
	}
	keys := [][2]string{
		{"arrows", "move the cursor (mouse: click a cell)"},
		{"space, enter", "cycle the cell's value (right click: back)"},
		{"value keys", "set a value: " + symbolHelp(g.board.Symbols)},
		{"1-9, 0, del", "set the n-th value of the cycle; clear the cell"},
		{"p", "pencil: value keys strike values out (p again: back)"},
		{"u, r", "undo, redo (unlimited)"},
		{"c", "check so far: marks wrong entries >x<"},
		{"h", "hint: where to look (cells read ·x·); h again: what"},
		{"", "follows (new cells *x*), again: why; a 4th h applies it"},
		{"s", "solve (fills in the checked solution)"},
		{"n", "new puzzle: choose size, difficulty, parameters"},
	}
	if len(g.lay.Clues) > 0 {
		keys = append(keys, [2]string{"tab", "the clue list: strike clues out (or click a clue)"})
	}
	keys = append(keys,
		[2]string{"w", "write the save file now (--save FILE)"},
		[2]string{"esc", "clear the marks"},
		[2]string{"q, ctrl+c", "quit (saves first with --save)"})
	for _, k := range keys {
		lines = append(lines, fmt.Sprintf("  %-17s %s", k[0], k[1]))
	}
	lines = append(lines,
		"Marks: [x] cursor  >x< wrong  *x* hint  ·x· used by the hint  2» cited",
		"       !x! entry that breaks a rule  (x) given  12✓ count met  12! broken",
		"       +-' pencil marks: the values still open",
		"",
		"press any key to go back")
	for i := len(lines) - 1; len(lines) > h && i > 0; i-- {
		if lines[i] == "" {
			lines = slices.Delete(lines, i, i+1)
		}
	}
	if len(lines) > h && h > 1 {
		// Still too long (a long story): the way back stays on screen.
		lines = append(lines[:h-1], lines[len(lines)-1])
	}
	return lines
}

// commandKeys are the lower-case keys the game takes before a symbol's:
// a symbol with one of these letters is typed in upper case.
const commandKeys = "qurchsnwp"

// symbolAliases are ASCII keys for symbols that are not typed as they
// are: "." for a neutral x, t/x for a logic grid's tick and cross.
var symbolAliases = map[string][]string{
	"x": {"."},
	"✓": {"t", "y", "o"}, "✔": {"t", "y", "o"},
	"✗": {"x", "n"}, "✘": {"x", "n"}, "×": {"x", "n"},
}

// symbolHelp names the keys that set each of the board's values: "+  -  x
// or .", "C (shift+c)  F  .", "✓: t, y or o  ✗: x".
func symbolHelp(symbols []string) string {
	var parts []string
	for v := 1; v < len(symbols); v++ {
		var keys []string
		s := symbols[v]
		lower := strings.ToLower(s)
		if len([]rune(s)) == 1 && s[0] < 0x80 {
			switch {
			case strings.Contains(commandKeys, lower) && lower != s:
				keys = append(keys, s+" (shift+"+lower+")")
			case !strings.Contains(commandKeys, lower):
				keys = append(keys, s)
			}
		}
		for _, a := range symbolAliases[s] {
			if k, ok := symbolKey(symbols, a); ok && k == v && !strings.Contains(commandKeys, a) {
				keys = append(keys, a)
			}
		}
		switch {
		case len(keys) == 0:
		case len(keys) > 0 && keys[0] == s || strings.HasPrefix(keys[0], s+" "):
			parts = append(parts, strings.Join(keys, " or "))
		default:
			parts = append(parts, s+": "+strings.Join(keys, " or "))
		}
	}
	return strings.Join(parts, "   ")
}

// View draws the game.
func (g *Game) View() tea.View {
	v := tea.NewView(strings.Join(g.layout().lines, "\n"))
	v.AltScreen = true
	v.MouseMode = tea.MouseModeCellMotion
	v.WindowTitle = "deduce play " + g.kind.Name()
	return v
}

// Screen returns the frame as plain text, without styles (tests, captures).
func (g *Game) Screen() string {
	return ansi.Strip(strings.Join(g.layout().lines, "\n"))
}

func (g *Game) layout() screen {
	w, h := max(g.width, 20), max(g.height, 5)
	if g.help {
		return screen{lines: clip(g.helpLines(w, h), w, h)}
	}
	if g.chooser != nil {
		return screen{lines: clip(g.chooserLines(w), w, h)}
	}
	var cv canvas
	// A long message (a hint's sentence) takes lines from the board's
	// labels and panel, up to five: a cut explanation explains nothing.
	msgH := min(max(len(wrap(g.msg, w)), 2), 5)
	g.drawBoard(&cv, w, h-msgH)
	board := cv.strings()
	// A board taller than the window (a 5x5 logic grid at 80x24) scrolls:
	// the lines around the cursor are shown and the title names the
	// cursor's row and column in full, since their labels may be off screen.
	top := 0
	if room := h - 3; cv.width() <= w && len(board) > h-1 && room >= 8 {
		// The window keeps the cursor in sight, and the hint's cells too
		// (its new ones, else the ones it reads) when both fit.
		cy, hy := -1, -1
		marks := g.hintCell
		if len(marks) == 0 {
			marks = g.useCell
		}
		for _, ht := range cv.hits {
			if ht.clue == 0 && ht.cell == g.cur && cy < 0 {
				cy = ht.y
			}
			if ht.clue == 0 && marks[ht.cell] && hy < 0 {
				hy = ht.y
			}
		}
		if cy >= 0 {
			lo, hi := cy, cy
			if hy >= 0 {
				lo, hi = min(cy, hy), max(cy, hy)
				if hi-lo >= room {
					lo, hi = hy, hy // the hint, which the player asked for
				}
			}
			top = min(max((lo+hi)/2-room/2, 0), len(board)-room)
			board = board[top : top+room]
			g.labelCut = true
		}
	}
	// The clue list has no room on screen (a 5x5 logic grid at 80x24 fills
	// the width and scrolls): tab shows it alone, in the board's place.
	cluesHidden := len(g.lay.Clues) > 0
	for _, ht := range cv.hits {
		if ht.clue > 0 && ht.y >= top && ht.y < top+len(board) && cv.width() <= w {
			cluesHidden = false
		}
	}
	if cluesHidden && g.clueFoc {
		return g.clueScreen(w, h)
	}
	if cv.width() > w || len(board) > h-1 {
		return screen{lines: clip([]string{
			fmt.Sprintf("window too small: the board needs %dx%d, the window is %dx%d", cv.width(), len(board)+1, w, h),
			"enlarge it, or n for a smaller puzzle (q quits)",
		}, w, h)}
	}
	timer := "⏱ " + clock(g.Elapsed())
	if g.solved {
		timer = "✓ solved " + clock(g.Elapsed())
	}
	cursor := ""
	if text, named := g.cursorNames(); !g.clueFoc && (g.labelCut || !named) {
		// The title names the cursor's cell: in full when the labels are
		// cut, by its coordinates when the board shows none (hints cite them).
		cursor = text
	}
	title := g.titleLine(w, cursor, timer)
	msg := wrap(g.msg, w)
	// A hint's sentence gets every line the board leaves (two at least),
	// before the key line and the title: a cut explanation explains nothing.
	if room := max(2, h-len(board)); len(msg) > room {
		msg = msg[:room]
		msg[room-1] = truncate(msg[room-1]+" …", w)
	}
	for i := range msg {
		if g.solved && i == 0 && !g.bySolver {
			msg[i] = g.st.solved.Render(msg[i])
		}
	}
	foot := footer
	if cluesHidden {
		foot = "tab clues  " + foot
	}
	foot = truncate(foot, w)
	// Fit: title, board, message, footer; drop the footer, then the title.
	useTitle, useFoot := true, true
	if 1+len(board)+len(msg)+1 > h {
		useFoot = false
	}
	if 1+len(board)+len(msg) > h {
		useTitle = false
		room := max(h-len(board), 1)
		lead := timer // the title's right side, in front of the message
		if cursor != "" {
			lead = cursor + "  " + timer
		}
		msg = wrap(lead+"  "+g.msg, w)
		if len(msg) > room && len(wrap(g.msg, w)) <= room {
			msg = wrap(g.msg, w) // the whole sentence rather than the timer
		}
		if len(msg) > room {
			// Cut, and say so: the rest of a hint's sentence is not lost
			// without a sign (a bigger window shows it).
			msg = msg[:room]
			msg[room-1] = truncate(msg[room-1]+" …", w)
		}
	}
	var out []string
	off := 0
	if useTitle {
		out = append(out, title)
		off = 1
	}
	out = append(out, board...)
	out = append(out, msg...)
	if useFoot {
		for len(out) < h-1 {
			out = append(out, "")
		}
		out = append(out, g.st.dim.Render(foot))
	}
	hits := make([]hit, 0, len(cv.hits))
	for _, ht := range cv.hits {
		if ht.y < top || ht.y >= top+len(board) {
			continue // scrolled out of the window
		}
		ht.y += off - top
		hits = append(hits, ht)
	}
	if len(out) > h {
		out = out[:h]
	}
	return screen{lines: out, hits: hits}
}

// clueScreen is the panel (progress, clue list) alone, for boards that
// leave it no room: the title, the list scrolled to the selected clue, the
// message. Tab goes back to the board.
func (g *Game) clueScreen(w, h int) screen {
	var cv canvas
	msg := wrap(g.msg, w)
	if len(msg) > 3 {
		msg = msg[:3]
	}
	g.drawPanel(&cv, 0, 1, 1, w, h-1-len(msg))
	lines := cv.strings()
	if len(lines) > h-len(msg) {
		lines = lines[:h-len(msg)]
	}
	timer := "⏱ " + clock(g.Elapsed())
	if g.solved {
		timer = "✓ solved " + clock(g.Elapsed())
	}
	if len(lines) == 0 {
		lines = []string{""}
	}
	lines[0] = g.titleLine(w, "", timer)
	for len(lines) < h-len(msg) {
		lines = append(lines, "")
	}
	return screen{lines: append(lines, msg...), hits: cv.hits}
}

// titleLine is the game's name and source, then the cursor's names (when
// the board's labels are cut; they win the room from the source), then the timer.
func (g *Game) titleLine(w int, cursor, timer string) string {
	left := "deduce · " + puzzle.TitleOf(g.kind) // "Logic grid", not "logicgrid"
	if g.source != "" {
		left += " · " + g.source
	}
	if g.thinking {
		left += " · thinking…"
	}
	right := timer
	if cursor != "" {
		cursor = truncate(cursor, max(w-ansi.StringWidth(timer)-16, 8))
		right = cursor + "  " + timer
	}
	left = truncate(left, w-ansi.StringWidth(right)-2)
	pad := w - ansi.StringWidth(left) - ansi.StringWidth(right)
	out := g.st.title.Render(left) + strings.Repeat(" ", max(pad, 1))
	if cursor != "" {
		return out + g.st.cursor.Render(cursor) + "  " + timer
	}
	return out + timer
}

func (g *Game) chooserLines(w int) []string {
	c := g.chooser
	nameW := 0
	for _, f := range c.fields {
		nameW = max(nameW, len(f.name)+1)
	}
	lines := []string{g.st.title.Render("New " + puzzle.TitleOf(g.kind) + " puzzle"), ""}
	for i, f := range c.fields {
		s := fmt.Sprintf("%-*s ◀ %s ▶", nameW, f.name+":", f.value().text)
		if i == c.cur {
			lines = append(lines, "> "+g.st.cursor.Render(s))
		} else {
			lines = append(lines, "  "+s)
		}
	}
	lines = append(lines, "")
	lines = append(lines, wrap(c.fields[c.cur].name+": "+c.fields[c.cur].usage, w)...)
	lines = append(lines, "",
		"up/down choose · left/right change · enter generate · esc cancel",
		fmt.Sprintf("the seed will be %d (this puzzle's seed + 1)", g.seed+1))
	if c.err != "" {
		lines = append(lines, "")
		for _, l := range wrap("not made: "+c.err, w) {
			lines = append(lines, g.st.violated.Render(l))
		}
	}
	return lines
}

func clip(lines []string, w, h int) []string {
	if len(lines) > h {
		lines = lines[:h]
	}
	out := make([]string, len(lines))
	for i, l := range lines {
		out[i] = truncate(l, w)
	}
	return out
}
