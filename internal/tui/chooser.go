package tui

import (
	"context"
	"errors"
	"fmt"
	"maps"
	"slices"
	"strconv"
	"time"

	tea "charm.land/bubbletea/v2"

	"deduce/puzzle"
)

// genTimeout bounds the generation of a new puzzle.
const genTimeout = time.Minute

// difficulties are the chooser's grades ("" = the kind's default).
var difficulties = []string{"", "easy", "tricky", "hard", "any"}

// floatSteps is how many steps a real-number parameter's range is cut into.
const floatSteps = 20

// chooser is the "new puzzle" dialog. Its fields come from what the kind
// declares: a size when its generator says which sides it makes
// (puzzle.SizeRanger), the difficulty, then each generator parameter with
// a declared range, and each switch (puzzle.GenParam). So it offers only
// values the generator takes, and needs no per-kind code; a combination the
// generator still refuses (a logic grid's pair-fact bound) reopens the
// dialog with the reason.
type chooser struct {
	fields []field
	cur    int    // the selected field
	err    string // why the generator refused the last choice
}

// field is one line of the dialog: a name and the values it steps through.
type field struct {
	name    string
	usage   string // one line about it, shown when selected
	param   bool   // a generator parameter (else size or difficulty)
	names   bool   // choices are names that go round (difficulty, a switch), not a range
	choices []choice
	at      int // index into choices
}

// choice is one value of a field; set false is the kind's default (the
// parameter absent, size 0, difficulty "").
type choice struct {
	text string
	set  bool
	v    float64
	diff string
}

const (
	fieldSize       = "size"
	fieldDifficulty = "difficulty"
)

func (g *Game) openChooser() {
	if _, ok := g.kind.(puzzle.Generator); !ok {
		g.msg = "the " + g.kind.Name() + " kind has no generator"
		return
	}
	g.chooser = newChooser(g.kind, g.cfg.Gen)
}

// newChooser lays out the dialog for kind k, starting from opt (the
// current puzzle's options).
func newChooser(k puzzle.Kind, opt puzzle.GenerateOptions) *chooser {
	c := &chooser{}
	if sr, ok := k.(puzzle.SizeRanger); ok {
		lo, hi := sr.GenSizes()
		f := field{name: fieldSize, usage: fmt.Sprintf("the board's side: %d to %d", lo, hi)}
		def := "default"
		if r, ok := puzzle.RulesOf(k); ok && r.DefaultSize != "" {
			def += " (" + r.DefaultSize + ")"
		}
		f.choices = append(f.choices, choice{text: def})
		for n := lo; n <= hi; n++ {
			f.choices = append(f.choices, choice{text: strconv.Itoa(n), set: true, v: float64(n)})
		}
		f.at = f.find(opt.Width != 0, float64(opt.Width))
		c.fields = append(c.fields, f)
	}
	d := field{name: fieldDifficulty, usage: "the tier of the hardest step a person needs", names: true}
	for _, s := range difficulties {
		text := s
		if s == "" {
			text = "default"
		}
		d.choices = append(d.choices, choice{text: text, set: s != "", diff: s})
		if s == opt.Difficulty {
			d.at = len(d.choices) - 1
		}
	}
	c.fields = append(c.fields, d)
	for _, p := range puzzle.GenParamsOf(k) {
		f := field{name: p.Name, usage: p.Usage, param: true}
		v, given := opt.Params[p.Name]
		switch {
		case p.Type == puzzle.ParamBool:
			f.choices, f.names = []choice{{text: "off"}, {text: "on", set: true, v: 1}}, true
			if given && v != 0 {
				f.at = 1
			}
		case p.Min < p.Max:
			f.choices = append(f.choices, choice{text: "default"})
			n := int(p.Max - p.Min) // whole numbers: every one
			if p.Type == puzzle.ParamFloat {
				n = floatSteps
			}
			for i := 0; i <= n; i++ {
				x := p.Min + (p.Max-p.Min)*float64(i)/float64(n) // 0.15, not 3 × 0.05
				f.choices = append(f.choices, choice{text: strconv.FormatFloat(x, 'f', -1, 64), set: true, v: x})
			}
			f.at = f.find(given, v)
		default:
			continue // no range declared: left as the command line gave it
		}
		c.fields = append(c.fields, f)
	}
	return c
}

// find returns the index of the choice with value v (the default when not
// set), adding v in order when the steps pass it by (a --blank 0.33 given
// on the command line stays the starting choice).
func (f *field) find(set bool, v float64) int {
	if !set {
		return 0
	}
	for i, c := range f.choices {
		if c.set && c.v == v {
			return i
		}
	}
	i := len(f.choices)
	for j, c := range f.choices {
		if c.set && c.v > v {
			i = j
			break
		}
	}
	f.choices = slices.Insert(f.choices, i, choice{text: strconv.FormatFloat(v, 'f', -1, 64), set: true, v: v})
	return i
}

func (f *field) value() choice { return f.choices[f.at] }

// step moves to the next or previous choice. A list of names (difficulty,
// a switch) goes round; a range stops at its ends, so one key too many
// never turns the smallest board into the largest, slowest one.
func (f *field) step(d int) {
	n := len(f.choices)
	if f.names {
		f.at = (f.at + d + n) % n
		return
	}
	f.at = min(max(f.at+d, 0), n-1)
}

// options returns opt with the dialog's choices: the size (0, the kind's
// default, when the kind declares no sides: its parameters make the size),
// the difficulty and the parameters it offers.
func (c *chooser) options(k puzzle.Kind, opt puzzle.GenerateOptions) (puzzle.GenerateOptions, error) {
	opt.Width, opt.Height = 0, 0
	opt.Params = maps.Clone(opt.Params)
	for _, f := range c.fields {
		v := f.value()
		switch {
		case f.name == fieldSize && !f.param:
			opt.Width, opt.Height = int(v.v), int(v.v)
		case f.name == fieldDifficulty && !f.param:
			opt.Difficulty = v.diff
		case !v.set:
			delete(opt.Params, f.name)
		default:
			if err := puzzle.SetParam(k, &opt, f.name, v.v); err != nil {
				return opt, err
			}
		}
	}
	return opt, nil
}

// describe is the choice in a few words, for the "generating" message.
func (c *chooser) describe() string {
	var s string
	for _, f := range c.fields {
		if v := f.value(); v.set {
			if s != "" {
				s += ", "
			}
			s += f.name + " " + v.text
		}
	}
	if s == "" {
		return "the kind's defaults"
	}
	return s
}

func (g *Game) chooserKey(key string) tea.Cmd {
	c := g.chooser
	f := &c.fields[c.cur]
	switch key {
	case "esc", "q":
		g.chooser = nil
		g.msg = "no new puzzle"
	case "up", "shift+tab":
		c.cur = (c.cur + len(c.fields) - 1) % len(c.fields)
	case "down", "tab":
		c.cur = (c.cur + 1) % len(c.fields)
	case "left", "-":
		f.step(-1)
		c.err = ""
	case "right", "+":
		f.step(1)
		c.err = ""
	case "enter", "space":
		return g.generate()
	}
	return nil
}

// generate makes the next puzzle: the seed is the current one plus one, so a
// session is reproducible from its first seed.
func (g *Game) generate() tea.Cmd {
	c := g.chooser
	opt, err := c.options(g.kind, g.cfg.Gen)
	if err != nil {
		c.err = err.Error()
		return nil
	}
	g.chooser = nil
	opt.Seed = g.seed + 1
	k := g.kind
	gen := k.(puzzle.Generator)
	g.thinking = true
	g.msg = fmt.Sprintf("generating (%s, seed %d)…", c.describe(), opt.Seed)
	parent := g.ctx
	return func() tea.Msg {
		ctx, cancel := context.WithTimeout(parent, genTimeout)
		defer cancel()
		res, err := gen.Generate(ctx, opt)
		if err != nil {
			return genMsg{err: err, opt: opt, from: c}
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
	if m.err != nil && m.from != nil && errors.Is(m.err, puzzle.ErrBadOption) {
		// The generator refuses this combination: back to the dialog, with
		// its reason, to change it.
		m.from.err = m.err.Error()
		g.chooser = m.from
		g.msg = ""
		return
	}
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
