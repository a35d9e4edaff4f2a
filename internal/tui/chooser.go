package tui

import (
	"context"
	"errors"
	"fmt"
	"time"

	tea "charm.land/bubbletea/v2"

	"deduce/puzzle"
)

// genTimeout bounds the generation of a new puzzle.
const genTimeout = time.Minute

// difficulties are the chooser's grades ("" = the kind's default).
var difficulties = []string{"", "easy", "tricky", "hard", "any"}

// chooser is the "new puzzle" dialog: a size and a difficulty. Size sets
// Width, Height and (logic grids) Items at once; kinds ignore what they do
// not use, so the dialog needs no per-kind code.
type chooser struct {
	field int // 0 size, 1 difficulty
	size  int // 0 = the kind's default
	diff  int // index into difficulties
}

func (g *Game) openChooser() {
	if _, ok := g.kind.(puzzle.Generator); !ok {
		g.msg = "the " + g.kind.Name() + " kind has no generator"
		return
	}
	c := &chooser{size: g.cfg.Gen.Width}
	for i, d := range difficulties {
		if d == g.cfg.Gen.Difficulty {
			c.diff = i
		}
	}
	g.chooser = c
}

func (c *chooser) sizeText() string {
	if c.size == 0 {
		return "default"
	}
	return fmt.Sprint(c.size)
}

func (c *chooser) diffText() string {
	if difficulties[c.diff] == "" {
		return "default"
	}
	return difficulties[c.diff]
}

func (g *Game) chooserKey(key string) tea.Cmd {
	c := g.chooser
	switch key {
	case "esc", "q":
		g.chooser = nil
		g.msg = "no new puzzle"
	case "up", "down", "tab":
		c.field = 1 - c.field
	case "left", "-":
		if c.field == 0 && c.size > 0 {
			c.size--
		} else if c.field == 1 {
			c.diff = (c.diff + len(difficulties) - 1) % len(difficulties)
		}
	case "right", "+":
		if c.field == 0 && c.size < 30 {
			c.size++
		} else if c.field == 1 {
			c.diff = (c.diff + 1) % len(difficulties)
		}
	case "enter", "space":
		return g.generate()
	}
	return nil
}

// generate makes the next puzzle: the seed is the current one plus one, so a
// session is reproducible from its first seed.
func (g *Game) generate() tea.Cmd {
	c := g.chooser
	g.chooser = nil
	opt := g.cfg.Gen
	opt.Width, opt.Height = c.size, c.size // a size wins over a kind's own size parameters
	opt.Difficulty = difficulties[c.diff]
	opt.Seed = g.seed + 1
	k := g.kind
	gen := k.(puzzle.Generator)
	g.thinking = true
	g.msg = fmt.Sprintf("generating (size %s, %s, seed %d)…", c.sizeText(), c.diffText(), opt.Seed)
	parent := g.ctx
	return func() tea.Msg {
		ctx, cancel := context.WithTimeout(parent, genTimeout)
		defer cancel()
		res, err := gen.Generate(ctx, opt)
		if err != nil {
			return genMsg{err: err, opt: opt}
		}
		res.Seed = opt.Seed
		if res.Solution == nil {
			return genMsg{res: res, err: errors.New("the generator returned no solution"), opt: opt}
		}
		if err := k.Check(res.Puzzle, res.Solution); err != nil {
			return genMsg{res: res, err: fmt.Errorf("the generated solution failed the checker: %v", err), opt: opt}
		}
		pctx, pcancel := context.WithTimeout(parent, proveTimeout)
		defer pcancel()
		sess, err := puzzle.NewSessionProven(pctx, k, res.Puzzle)
		return genMsg{res: res, sess: sess, err: err, opt: opt}
	}
}

func (g *Game) gotPuzzle(m genMsg) {
	if m.err != nil {
		g.msg = "no new puzzle: " + m.err.Error()
		return
	}
	g.cfg.Gen = m.opt
	g.reset(m.sess, describeSeed(m.res), m.opt.Seed)
}

func describeSeed(r puzzle.Generated) string {
	s := fmt.Sprintf("seed %d", r.Seed)
	if r.Difficulty != "" {
		s += ", " + r.Difficulty
	}
	return s
}
