package tui

import (
	"context"
	"errors"
	"fmt"
	"time"

	"deduce/puzzle"
)

// ErrNoPlayer is returned for kinds that do not implement puzzle.Player yet.
var ErrNoPlayer = errors.New("cannot be played in the terminal yet (the kind does not implement puzzle.Player)")

// Config is what a game starts from.
type Config struct {
	Kind   puzzle.Kind
	Puzzle puzzle.Puzzle
	// Solution is the puzzle's solution; New checks it with Kind.Check and
	// refuses a wrong one. Prepare finds it when the input had none.
	Solution puzzle.Solution
	// Source says where the puzzle came from, for the title ("seed 42", a file name).
	Source string
	// Gen is how the generator made the puzzle (the "new puzzle" chooser
	// starts from it; its Seed is the current puzzle's seed).
	Gen puzzle.GenerateOptions
	// SavePath, when set, receives the game in progress on quit (--save).
	SavePath string
	// Resume, when set, restores a saved position.
	Resume *Saved
	// Now is the clock (tests inject a fixed one); nil = time.Now.
	Now func() time.Time
	// NoColor drops colour (NO_COLOR); markers and attributes remain.
	NoColor bool
	// Ctx bounds hints and generation; nil = context.Background().
	Ctx context.Context
}

// Game is the bubbletea model: one puzzle in play.
type Game struct {
	cfg    Config
	kind   puzzle.Kind
	pl     puzzle.Player
	ex     puzzle.Explainer // nil: no hints or check so far
	p      puzzle.Puzzle
	sol    puzzle.Solution
	facts  []puzzle.Fact // SolutionFacts of sol (nil without an Explainer)
	st     styles
	now    func() time.Time
	ctx    context.Context
	source string
	seed   int64

	board      *puzzle.Board
	undo, redo []*puzzle.Board
	cur        int // cursor cell
	status     puzzle.BoardStatus
	lay        puzzle.Layout // what is drawn around the cells, from status

	// Highlights, cleared when the board changes.
	mistakes map[int]bool // cells of wrong entries (check so far)
	hintCell map[int]bool // cells of the hint's new facts
	useCell  map[int]bool // cells the hint reads
	hint     *puzzle.Step // the hint shown; h again applies it
	hintGen  int          // board generation the hint belongs to
	// known holds facts from applied hints that the board cannot show
	// (exclusions); they are true of the solution, so later hints use them.
	known    []puzzle.Fact
	gen      int // bumped on every board change
	thinking bool

	struck   map[int]bool // clue numbers (1-based) the player struck out
	clueFoc  bool         // keyboard focus on the clue list
	clueCur  int          // selected clue (0-based) in the clue list
	msg      string
	help     bool
	chooser  *chooser
	solved   bool
	bySolver bool

	elapsed time.Duration // time played before startAt
	startAt time.Time     // when the clock last started (zero: stopped)

	width, height int
	quitting      bool
	saveErr       error
}

// New starts a game. It fails when the kind cannot be played or the solution
// does not pass the kind's checker.
func New(cfg Config) (*Game, error) {
	if cfg.Kind == nil || cfg.Puzzle == nil {
		return nil, errors.New("tui: no puzzle")
	}
	pl, ok := cfg.Kind.(puzzle.Player)
	if !ok {
		return nil, fmt.Errorf("%s %w", cfg.Kind.Name(), ErrNoPlayer)
	}
	if cfg.Solution == nil {
		return nil, errors.New("tui: no solution (use Prepare)")
	}
	if err := cfg.Kind.Check(cfg.Puzzle, cfg.Solution); err != nil {
		return nil, fmt.Errorf("%w: the solution failed the checker: %v", puzzle.ErrWrongAnswer, err)
	}
	g := &Game{cfg: cfg, kind: cfg.Kind, pl: pl, now: cfg.Now, ctx: cfg.Ctx, width: 80, height: 24}
	if g.now == nil {
		g.now = time.Now
	}
	if g.ctx == nil {
		g.ctx = context.Background()
	}
	g.ex, _ = cfg.Kind.(puzzle.Explainer)
	g.st = newStyles(!cfg.NoColor)
	g.reset(cfg.Puzzle, cfg.Solution, cfg.Source, cfg.Gen.Seed)
	if r := cfg.Resume; r != nil {
		g.board = pl.ApplyFacts(g.p, g.board, r.Facts)
		g.elapsed = time.Duration(r.ElapsedMS) * time.Millisecond
		for _, c := range r.Struck {
			g.struck[c] = true
		}
		g.afterChange()
		if !g.solved {
			g.msg = "resumed: " + plural(len(r.Facts), "entry", "entries") + " restored"
		}
	}
	return g, nil
}

// reset puts a fresh puzzle in play.
func (g *Game) reset(p puzzle.Puzzle, sol puzzle.Solution, source string, seed int64) {
	g.p, g.sol, g.source, g.seed = p, sol, source, seed
	g.facts = nil
	if g.ex != nil {
		g.facts = g.ex.SolutionFacts(p, sol)
	}
	g.board = g.pl.NewBoard(p)
	g.undo, g.redo = nil, nil
	g.struck = map[int]bool{}
	g.clueFoc, g.clueCur = false, 0
	g.solved, g.bySolver = false, false
	g.elapsed, g.startAt = 0, g.now()
	g.cur = g.firstPlayable()
	g.msg = "arrows move, space cycles a cell, h hint, ? keys"
	g.clearMarks()
	g.gen++
	g.judge()
}

func (g *Game) firstPlayable() int {
	for i, ok := range g.board.Playable {
		if ok && !g.board.Given[i] {
			return i
		}
	}
	return 0
}

func (g *Game) clearMarks() {
	g.mistakes, g.hintCell, g.useCell, g.hint = nil, nil, nil, nil
}

// Elapsed is the time played so far.
func (g *Game) Elapsed() time.Duration {
	d := g.elapsed
	if !g.startAt.IsZero() {
		d += g.now().Sub(g.startAt)
	}
	return d
}

func (g *Game) stopClock() {
	g.elapsed = g.Elapsed()
	g.startAt = time.Time{}
}

// Board returns the position in play (tests read it).
func (g *Game) Board() *puzzle.Board { return g.board }

// Message returns the message line (tests read it).
func (g *Game) Message() string { return g.msg }

// Solved reports whether the board holds a checked solution.
func (g *Game) Solved() bool { return g.solved }

// Quitting reports whether the game asked to quit.
func (g *Game) Quitting() bool { return g.quitting }

// SaveError is the error of the save on quit, if any.
func (g *Game) SaveError() error { return g.saveErr }

// setBoard records a move for undo and judges the new position.
func (g *Game) setBoard(b *puzzle.Board) {
	if b == g.board || sameCells(b, g.board) {
		return
	}
	g.undo = append(g.undo, g.board)
	g.redo = nil
	g.board = b
	g.afterChange()
}

func sameCells(a, b *puzzle.Board) bool {
	if len(a.Cells) != len(b.Cells) {
		return false
	}
	for i := range a.Cells {
		if a.Cells[i] != b.Cells[i] {
			return false
		}
	}
	return true
}

// afterChange re-judges the board and notices a finished puzzle: the board
// spells a solution and the kind's checker accepts it.
func (g *Game) afterChange() {
	g.gen++
	g.clearMarks()
	g.judge()
	wasSolved := g.solved
	g.solved = false
	unsolved := func() {
		if wasSolved && g.startAt.IsZero() {
			g.startAt = g.now()
		}
		g.bySolver = false
	}
	if !g.status.Full {
		unsolved()
		return
	}
	s, ok := g.pl.BoardSolution(g.p, g.board)
	if !ok {
		unsolved()
		return
	}
	if err := g.kind.Check(g.p, s); err != nil {
		unsolved()
		g.msg = "the board is full but not a solution: press c to find the wrong entries"
		return
	}
	g.solved = true
	if !wasSolved {
		g.stopClock()
	}
	if g.bySolver {
		g.msg = "solved by deduce (checked by the " + g.kind.Name() + " checker); n for a new puzzle"
	} else {
		g.msg = "solved! in " + clock(g.Elapsed()) + " — n for a new puzzle, q to quit"
	}
}

func clock(d time.Duration) string {
	s := int(d / time.Second)
	if s >= 3600 {
		return fmt.Sprintf("%d:%02d:%02d", s/3600, s/60%60, s%60)
	}
	return fmt.Sprintf("%02d:%02d", s/60, s%60)
}

func plural(n int, one, many string) string {
	if n == 1 {
		return "1 " + one
	}
	return fmt.Sprintf("%d %s", n, many)
}

// judge re-reads the position's status by the rules and its layout.
func (g *Game) judge() {
	g.status = g.pl.Status(g.p, g.board)
	g.lay = g.pl.Layout(g.p, g.board, g.status)
}
