package tui

import (
	"context"
	"strings"
	"time"

	tea "charm.land/bubbletea/v2"

	"deduce/puzzle"
)

// hintTimeout bounds one hint: a hint that needs longer says so instead of
// freezing the game.
const hintTimeout = 10 * time.Second

// tickMsg advances the timer display.
type tickMsg time.Time

// hintMsg carries the session's checked hint for board generation gen.
type hintMsg struct {
	gen  int
	hint puzzle.Hint
	err  error
}

// genMsg carries a generated puzzle and its session (solution proven).
type genMsg struct {
	res  puzzle.Generated
	sess *puzzle.Session
	opt  puzzle.GenerateOptions
	err  error
	from *chooser // the dialog's choice, reopened when the generator refuses it
}

func tick() tea.Cmd {
	return tea.Tick(time.Second, func(t time.Time) tea.Msg { return tickMsg(t) })
}

// Init starts the timer.
func (g *Game) Init() tea.Cmd { return tick() }

// Update handles one message.
func (g *Game) Update(msg tea.Msg) (tea.Model, tea.Cmd) {
	switch msg := msg.(type) {
	case tea.WindowSizeMsg:
		g.width, g.height = msg.Width, msg.Height
	case tickMsg:
		return g, tick()
	case hintMsg:
		g.thinking = false
		g.gotHint(msg)
	case genMsg:
		g.thinking = false
		g.gotPuzzle(msg)
	case tea.MouseClickMsg:
		g.click(msg.Mouse())
	case tea.KeyPressMsg:
		return g.key(msg)
	}
	return g, nil
}

func (g *Game) key(k tea.KeyPressMsg) (tea.Model, tea.Cmd) {
	key := k.String()
	if key == "ctrl+c" {
		return g, g.quit()
	}
	if g.help {
		g.help = false
		if key == "q" {
			return g, g.quit()
		}
		return g, nil
	}
	if g.chooser != nil {
		return g, g.chooserKey(key)
	}
	switch key {
	case "q":
		return g, g.quit()
	case "?":
		g.help = true
		return g, nil
	case "esc":
		g.clearMarks()
		g.clueFoc = false
		g.msg = ""
		return g, nil
	case "tab", "shift+tab":
		if len(g.lay.Clues) > 0 {
			g.clueFoc = !g.clueFoc
			if g.clueFoc && g.hint != nil {
				// Into the list at the clue the hint cites.
				for k, l := range g.lay.Clues {
					if len(g.hint.Clues) > 0 && l.Clue == g.hint.Clues[0] {
						g.clueCur = k
					}
				}
			}
			if g.clueFoc {
				g.msg = "clues: up/down choose, space strikes a clue out, tab back to the board"
			} else {
				g.msg = ""
			}
		}
		return g, nil
	case "u", "ctrl+z":
		g.doUndo()
		return g, nil
	case "r", "ctrl+y":
		g.doRedo()
		return g, nil
	case "c":
		g.checkSoFar()
		if v, ok := symbolKey(g.board.Symbols, "c"); ok {
			// A player who meant the value C gets told how to type it.
			g.msg += " (c checks; " + g.board.Symbols[v] + " is shift+c)"
		}
		return g, nil
	case "h":
		return g, g.askHint()
	case "s":
		g.solve()
		return g, nil
	case "n":
		g.openChooser()
		return g, nil
	case "w":
		g.save()
		return g, nil
	case "p":
		g.pencil = !g.pencil
		if g.pencil {
			g.msg = "pencil: a value's key strikes it out of the cell (again: back in); p: back to entering values"
		} else {
			g.msg = "entering values"
		}
		return g, nil
	}
	if g.clueFoc {
		g.clueKey(key)
		return g, nil
	}
	switch key {
	case "up":
		g.move(-1, 0)
	case "down":
		g.move(1, 0)
	case "left":
		g.move(0, -1)
	case "right":
		g.move(0, 1)
	case "space", "enter":
		g.cycle(g.cur, 1)
	case "backspace", "delete", "0":
		g.set(g.cur, 0)
	default:
		text := k.Key().Text
		if v, ok := symbolKey(g.board.Symbols, text); ok {
			if g.pencil {
				g.strike(g.cur, v)
			} else {
				g.set(g.cur, v)
			}
		} else if len([]rune(text)) == 1 && text != " " {
			// A key from another kind's board (x for a blank in Close or
			// Far): say which keys set values here.
			g.msg = text + " sets no value here; the value keys: " + symbolHelp(g.board.Symbols) + " (? lists all keys)"
		}
	}
	return g, nil
}

// symbolKey maps a typed character to a symbol index: the symbol itself
// (case-insensitive), a few ASCII stand-ins for tick and cross, or a digit
// naming the symbol's position in the cycle.
func symbolKey(symbols []string, text string) (int, bool) {
	if text == "" {
		return 0, false
	}
	t := strings.ToLower(text)
	for i, s := range symbols {
		if i > 0 && strings.ToLower(s) == t {
			return i, true
		}
	}
	for i, s := range symbols {
		for _, a := range symbolAliases[s] {
			if i > 0 && a == t {
				return i, true
			}
		}
	}
	if len(t) == 1 && t[0] >= '1' && t[0] <= '9' {
		if v := int(t[0] - '0'); v < len(symbols) {
			return v, true
		}
	}
	return 0, false
}

func (g *Game) quit() tea.Cmd {
	g.quitting = true
	if g.cfg.SavePath != "" {
		g.saveErr = g.saveTo(g.cfg.SavePath)
	}
	return tea.Quit
}

func (g *Game) save() {
	if g.cfg.SavePath == "" {
		g.msg = "no save file: start with --save FILE"
		return
	}
	if err := g.saveTo(g.cfg.SavePath); err != nil {
		g.msg = "save failed: " + err.Error()
		return
	}
	g.msg = "saved to " + g.cfg.SavePath
}

// move steps the cursor to the next playable cell in a direction.
func (g *Game) move(dr, dc int) {
	b := g.board
	r, c := g.cur/b.Cols, g.cur%b.Cols
	for {
		r, c = r+dr, c+dc
		if r < 0 || c < 0 || r >= b.Rows || c >= b.Cols {
			return
		}
		if i := b.Index(r, c); b.Playable[i] {
			g.cur = i
			return
		}
	}
}

func (g *Game) editable(i int) bool { return g.s.Editable(i) }

func (g *Game) cycle(i, dir int) {
	if !g.editable(i) {
		g.msg = "that cell is given by the puzzle"
		return
	}
	n := len(g.board.Symbols)
	g.set(i, ((g.board.Cells[i]+dir)%n+n)%n)
}

func (g *Game) set(i, v int) {
	if !g.editable(i) {
		g.msg = "that cell is given by the puzzle"
		return
	}
	g.msg = ""
	if g.s.Set(i, v) {
		g.afterChange()
	}
}

// strike toggles value v's pencil mark in cell i.
func (g *Game) strike(i, v int) {
	if !g.s.Strike(i, v) {
		g.msg = "pencil marks go in open cells that are not given"
		return
	}
	g.afterChange()
	g.msg = g.board.Symbols[v] + " back in"
	if g.board.IsStruck(i, v) {
		g.msg = g.board.Symbols[v] + " struck out"
	}
}

func (g *Game) doUndo() {
	if !g.s.Undo() {
		g.msg = "nothing to undo"
		return
	}
	g.msg = "undone (" + plural(g.s.UndoLeft(), "move", "moves") + " left to undo)"
	g.afterChange()
}

func (g *Game) doRedo() {
	if !g.s.Redo() {
		g.msg = "nothing to redo"
		return
	}
	g.msg = "redone"
	g.afterChange()
}

// checkSoFar marks the entries that contradict the proven solution.
func (g *Game) checkSoFar() {
	g.clearMarks()
	wrong, cells, err := g.s.Mistakes()
	switch {
	case err != nil:
		g.msg = "cannot check: " + err.Error()
	case len(wrong) == 0:
		g.msg = "no mistakes so far"
	default:
		g.mistakes = set(cells)
		g.msg = plural(len(wrong), "wrong entry", "wrong entries") + " (marked >x<): u undoes, or change them"
	}
}

func set(cells []int) map[int]bool {
	m := map[int]bool{}
	for _, i := range cells {
		m[i] = true
	}
	return m
}

// askHint applies the hint on screen when h is pressed twice, and otherwise
// asks the session for the next step (checked, from the proven solution:
// wrong entries come first).
func (g *Game) askHint() tea.Cmd {
	if g.ex == nil {
		g.msg = "hints need the " + g.kind.Name() + " kind's explanations, which it lacks"
		return nil
	}
	if g.solved {
		g.msg = "already solved"
		return nil
	}
	if g.hint != nil && g.hintGen == g.gen && g.hintLvl < puzzle.HintWhy {
		g.hintLvl++
		g.showHint()
		return nil
	}
	if g.hint != nil && g.hintGen == g.gen {
		step := *g.hint
		if !g.s.Apply(step) {
			// The board cannot show these facts (exclusions such as "not
			// F"), or holds them already: the session keeps them, so the
			// next hint builds on them instead of repeating this one.
			g.hint = nil
			g.msg = "noted (the board cannot show it): " + step.Text + " Press h for the next step."
			return nil
		}
		g.afterChange()
		g.msg = "applied: " + step.Text
		if g.solved {
			g.msg = "solved! in " + clock(g.Elapsed()) + " (last step: " + step.Text + ")"
		}
		return nil
	}
	g.clearMarks()
	if g.thinking {
		return nil
	}
	g.thinking = true
	g.msg = "thinking…"
	s, st, gen, parent := g.s, g.s.State(), g.gen, g.ctx
	return func() tea.Msg {
		ctx, cancel := context.WithTimeout(parent, hintTimeout)
		defer cancel()
		h, err := s.Hint(ctx, st)
		return hintMsg{gen: gen, hint: h, err: err}
	}
}

func (g *Game) gotHint(m hintMsg) {
	if m.gen != g.gen {
		g.msg = "the board changed: press h again"
		return
	}
	h := m.hint
	switch {
	case m.err != nil:
		g.msg = "no hint: " + m.err.Error()
	case h.Status == puzzle.HintStatusMistakes:
		// The player's wrong entries, as check so far counts them: a wrong
		// tick, not the crosses the board drew beside it.
		wrong, cells, err := g.s.Mistakes()
		if err != nil || len(wrong) == 0 {
			wrong, cells = h.Mistakes, g.s.Cells(h.Mistakes)
		}
		g.mistakes = set(cells)
		g.msg = "first fix " + plural(len(wrong), "wrong entry", "wrong entries") + " (marked >x<): no hint follows from a wrong position"
	case h.Status == puzzle.HintStatusSolved:
		g.msg = "nothing left to deduce: every fact is on the board"
	case h.Status == puzzle.HintStatusAmbiguous:
		g.msg = "no step follows: the puzzle has several solutions"
	case h.Status == puzzle.HintStatusNoSol:
		g.msg = "the puzzle has no solution"
	case h.Step == nil:
		g.msg = "no step follows from the rules here: s shows the solution"
	default:
		step := *h.Step
		g.hint, g.hintGen, g.hintLvl = &step, g.gen, puzzle.HintWhere
		g.hintText = puzzle.HintLevels(g.kind, g.p, step)
		g.showHint()
	}
}

// showHint marks the hint as far as its level goes: first where to look
// (the cited clues, the cells the step reads), then what follows (its new
// cells starred), then why (the whole sentence).
func (g *Game) showHint() {
	step := *g.hint
	g.hintCell, g.useCell = map[int]bool{}, set(g.s.Cells(step.Uses))
	for _, rc := range step.Cells {
		r, c := rc[0]-1, rc[1]-1
		if r >= 0 && c >= 0 && r < g.board.Rows && c < g.board.Cols {
			g.useCell[g.board.Index(r, c)] = true
		}
	}
	// Cells that hold a cited clue (Close or Far's givens) are read too.
	for i, c := range g.lay.CellClue {
		for _, k := range step.Clues {
			if c > 0 && c == k {
				g.useCell[i] = true
			}
		}
	}
	text := g.hintText[g.hintLvl-1]
	switch g.hintLvl {
	case puzzle.HintWhere:
		g.msg = "look: " + text + " (·x· = read; h: what follows)"
	case puzzle.HintFollows:
		g.hintCell = set(g.s.Cells(step.Facts))
		g.msg = "so: " + text + " (*x* = new; h: why)"
	default:
		g.hintCell = set(g.s.Cells(step.Facts))
		g.msg = "hint: " + text + " (*x* = new, ·x· = used; h again applies it)"
	}
}

// solve fills in the proven solution (undoable).
func (g *Game) solve() {
	if g.solved {
		g.msg = "already solved"
		return
	}
	g.bySolver = true
	if err := g.s.Solve(); err != nil {
		g.bySolver = false
		g.msg = "cannot solve: " + err.Error()
		return
	}
	g.afterChange()
}

func (g *Game) clueKey(key string) {
	n := len(g.lay.Clues)
	switch key {
	case "up", "k":
		if g.clueCur > 0 {
			g.clueCur--
		}
	case "down", "j":
		if g.clueCur < n-1 {
			g.clueCur++
		}
	case "space", "enter", "x":
		g.toggleStrike(g.clueCur + 1)
	}
}

func (g *Game) toggleStrike(clue int) {
	g.struck[clue] = !g.struck[clue]
	if !g.struck[clue] {
		delete(g.struck, clue)
		g.msg = "clue " + itoa(clue) + " restored"
		return
	}
	g.msg = "clue " + itoa(clue) + " struck out"
}

// click moves the cursor to the clicked cell and cycles it (left button
// forward, right button back); a click on a clue strikes it out.
func (g *Game) click(m tea.Mouse) {
	if g.help || g.chooser != nil {
		return
	}
	sc := g.layout()
	for _, h := range sc.hits {
		if m.Y == h.y && m.X >= h.x0 && m.X < h.x1 {
			if h.clue > 0 {
				g.toggleStrike(h.clue)
				g.clueCur = h.clue - 1
				return
			}
			g.cur = h.cell
			g.clueFoc = false
			dir := 1
			if m.Button == tea.MouseRight {
				dir = -1
			}
			g.cycle(h.cell, dir)
			return
		}
	}
}
