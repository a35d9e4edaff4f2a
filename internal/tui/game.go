package tui

import (
	"context"
	"errors"
	"fmt"
	"strings"
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
	// Text, when set, is the puzzle as it was read (the file's bytes): a
	// save keeps it instead of the kind's Format, which may not carry all
	// of it (an English puzzle's title, story and measured gaps).
	Text []byte
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
	cfg  Config
	kind puzzle.Kind
	pl   puzzle.Player
	ex   puzzle.Explainer // nil: no hints or check so far
	p    puzzle.Puzzle
	// s is the play session: the position, undo and redo, known facts,
	// the proven solution, checked hints. The web plays through the same.
	s      *puzzle.Session
	st     styles
	now    func() time.Time
	ctx    context.Context
	source string
	seed   int64

	board  *puzzle.Board // s.Board(), as last judged
	cur    int           // cursor cell
	status puzzle.BoardStatus
	lay    puzzle.Layout // what is drawn around the cells, from status

	// Highlights, cleared when the board changes.
	mistakes map[int]bool // cells of wrong entries (check so far)
	hintCell map[int]bool // cells of the hint's new facts
	useCell  map[int]bool // cells the hint reads
	hint     *puzzle.Step // the hint shown; h again tells more, then applies it
	hintLvl  int          // how much of it is shown: puzzle.HintWhere .. HintWhy
	hintText [3]string    // its texts per level (puzzle.HintLevels)
	hintGen  int          // board generation the hint belongs to
	gen      int          // bumped on every board change
	thinking bool

	pencil   bool         // value keys strike values out of the cursor cell (p toggles)
	struck   map[int]bool // clue numbers (1-based) the player struck out
	clueFoc  bool         // keyboard focus on the clue list
	clueCur  int          // selected clue (0-based) in the clue list
	labelCut bool         // the last frame cut a row or column label: the title names the cursor's
	msg      string
	text     []byte // the puzzle as read (Config.Text); nil after a new puzzle
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
	ctx, cancel := context.WithTimeout(g.ctx, proveTimeout)
	defer cancel()
	sess, err := puzzle.NewSessionProven(ctx, cfg.Kind, cfg.Puzzle)
	if err != nil {
		return nil, err
	}
	g.reset(sess, cfg.Source, cfg.Gen.Seed)
	g.text = cfg.Text
	if r := cfg.Resume; r != nil {
		g.s.Resume(r.Facts)
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

// proveTimeout bounds counting a puzzle's solutions when it is put in play;
// a count cut short leaves the game playable (see puzzle.Prove).
const proveTimeout = 10 * time.Second

// reset puts a fresh session in play.
func (g *Game) reset(s *puzzle.Session, source string, seed int64) {
	g.s, g.p, g.source, g.seed = s, s.Puzzle(), source, seed
	g.text = nil
	g.board = s.Board()
	g.struck = map[int]bool{}
	g.clueFoc, g.clueCur = false, 0
	g.solved, g.bySolver = false, false
	g.elapsed, g.startAt = 0, g.now()
	g.cur = g.firstPlayable()
	g.msg = "arrows move, space cycles a cell, h hint, ? keys"
	if g.story() != "" {
		// A published puzzle opens with its story: it sets the scene and
		// may matter ("each ordered one drink"). The ? screen shows it
		// (as the message it would take the title's line at 80x24).
		g.msg = "? the story and the keys, arrows move, space cycles a cell, h hint"
	}
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

// afterChange re-judges the board and notices a finished puzzle: the board
// spells a solution and the kind's checker accepts it.
func (g *Game) afterChange() {
	g.board = g.s.Board()
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
	if !g.s.Solved() {
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

// story is the puzzle's own story (puzzle.Introducer), "" when it has none.
func (g *Game) story() string {
	if in, ok := g.p.(puzzle.Introducer); ok {
		_, story := in.Introduction()
		return strings.Join(strings.Fields(story), " ")
	}
	return ""
}

// judge re-reads the position's status by the rules and its layout.
func (g *Game) judge() {
	g.status = g.pl.Status(g.p, g.board)
	g.lay = g.pl.Layout(g.p, g.board, g.status)
}
