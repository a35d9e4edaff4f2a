package english

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"time"

	"deduce/puzzle"
	"deduce/puzzle/logicgrid"
)

// Reading is how a puzzle was read: its sentences, each with the readings
// its words allow, and the one taken.
type Reading struct {
	Puzzle    *logicgrid.Puzzle // with the clues of the readings taken
	Sentences []SentenceReading
	// Settled says how the sentences with several readings were decided,
	// "" when every sentence had one.
	Settled string
	// Assumed says what the reading took that the puzzle does not say
	// (genders from first names, which way someone faces for "to his
	// left"), "" when nothing.
	Assumed string
}

// SentenceReading is one sentence (a numbered clue) and its readings.
type SentenceReading struct {
	Line, Col int
	Text      string
	Readings  [][]logicgrid.Clue // preferred first
	Taken     int                // index into Readings
}

// Clues are the clues of the reading taken.
func (s SentenceReading) Clues() []logicgrid.Clue { return s.Readings[s.Taken] }

// zebraReading wraps a ZebraLogic puzzle, whose sentences read one way each.
func zebraReading(p *logicgrid.Puzzle, err error) (*Reading, error) {
	if err != nil {
		return nil, err
	}
	r := &Reading{Puzzle: p}
	for _, sen := range p.Sentences() {
		var cs []logicgrid.Clue
		for _, k := range sen.Clues {
			cs = append(cs, p.Clues[k])
		}
		r.Sentences = append(r.Sentences, SentenceReading{Line: cs[0].Line, Col: 1, Text: cs[0].Text, Readings: [][]logicgrid.Clue{cs}})
	}
	return r, nil
}

// Bounds on settle: the combinations of readings it solves, the puzzle
// sizes it tries them on (pair facts, as generation counts them) and its
// time. Past them the first readings are kept and Reading.Settled says so.
const (
	maxCombinations = 64
	maxSettleFacts  = 2500
	settleTime      = 2 * time.Second
)

// dropContradictions drops each reading of a sentence that cannot hold by
// itself, while another reading of it can ("Colm's stall is east of
// Bea's, though not next to it" read with "immediately east"): no setter
// means a sentence that contradicts itself. Sentences of one reading keep
// it, so that solving names the conflict. Each is asked of the CDCL
// solver: a reading that contradicts itself can take the fd search long
// to refute (u37-09: 10 ms), the solver's learning a fraction of that.
func dropContradictions(ctx context.Context, r *Reading) error {
	m, n := r.Puzzle.M(), r.Puzzle.N()
	if facts := m * (m - 1) / 2 * n * n; facts > maxSettleFacts {
		return nil
	}
	for i := range r.Sentences {
		s := &r.Sentences[i]
		if len(s.Readings) < 2 {
			continue
		}
		var kept [][]logicgrid.Clue
		for _, rd := range s.Readings {
			q := *r.Puzzle
			q.Clues = rd
			res, err := logicgrid.Count(ctx, &q, puzzle.SolveOptions{Limit: 1, Method: "cdcl"})
			if err != nil {
				return err
			}
			if !res.Complete || res.Count > 0 {
				kept = append(kept, rd)
			}
		}
		if len(kept) > 0 && len(kept) < len(s.Readings) {
			s.Readings, s.Taken = kept, 0
		}
	}
	return nil
}

// settle picks the reading of every sentence: when some read several ways,
// the combination under which the puzzle has exactly one solution (a
// published puzzle has one). One SAT formula holds all the readings: when
// it has one solution (logicgrid.ReadingsSolutions), every combination
// that allows a solution gives it; otherwise the combinations that allow
// any solution (logicgrid.SatisfiableReadings) are counted one by one.
// When none gives exactly one, the preferred readings are kept (solving
// then says "no solution" or "several" with the clues to blame); when
// combinations give different solutions, or more than maxCombinations
// allow one, the puzzle is refused at the first sentence that reads
// several ways.
func settle(parent context.Context, file string, r *Reading) error {
	ctx := parent
	if err := dropContradictions(ctx, r); err != nil {
		return err
	}
	var open []int // sentences with several readings
	var fixed []logicgrid.Clue
	var choices [][][]logicgrid.Clue
	for i, s := range r.Sentences {
		if len(s.Readings) > 1 {
			open = append(open, i)
			choices = append(choices, s.Readings)
		} else {
			fixed = append(fixed, s.Clues()...)
		}
	}
	r.Puzzle.Clues = r.clues()
	if len(open) == 0 {
		return nil
	}
	m, n := r.Puzzle.M(), r.Puzzle.N()
	if facts := m * (m - 1) / 2 * n * n; facts > maxSettleFacts {
		r.Settled = fmt.Sprintf("%s read several ways; the puzzle is too large (%d pair facts, more than %d) to try them: the first readings were taken", sentenceList(r, open), facts, maxSettleFacts)
		return nil
	}
	ctx, cancel := context.WithTimeout(ctx, settleTime)
	defer cancel()
	slow := func() error {
		if parent.Err() != nil {
			return parent.Err()
		}
		for _, i := range open {
			r.Sentences[i].Taken = 0
		}
		r.Puzzle.Clues = r.clues()
		r.Settled = fmt.Sprintf("%s read several ways; trying them took longer than %v: the first readings were taken", sentenceList(r, open), settleTime)
		return nil
	}
	first := r.Sentences[open[0]]
	type found struct {
		taken []int
		sol   *logicgrid.Solution
	}
	var unique []found
	// First the solutions under any readings: when there is one, every
	// combination that allows a solution gives exactly it, and each
	// sentence takes its first reading that holds there.
	sols, complete, err := logicgrid.ReadingsSolutions(ctx, r.Puzzle, fixed, choices, 2)
	if err != nil || ctx.Err() != nil {
		return slow()
	}
	switch {
	case complete && len(sols) == 0: // no reading allows a solution
	case complete && len(sols) == 1:
		taken := make([]int, len(open))
		for k, i := range open {
			taken[k] = -1
			for t, rd := range r.Sentences[i].Readings {
				q := *r.Puzzle
				q.Clues = rd
				if logicgrid.Check(&q, sols[0]) == nil {
					taken[k] = t
					break
				}
			}
			if taken[k] < 0 {
				return fmt.Errorf("english: no reading of clue %d holds at the one solution of its readings", i+1) // cannot happen: the solver and the checker disagree
			}
		}
		unique = append(unique, found{taken, sols[0]})
	default:
		// Several solutions: count under each combination that allows one.
		combos, _, err := logicgrid.SatisfiableReadings(ctx, r.Puzzle, fixed, choices, maxCombinations+1)
		if err != nil || ctx.Err() != nil {
			return slow()
		}
		if len(combos) > maxCombinations {
			return puzzle.Errorf(puzzle.ErrSyntax, file, first.Line, first.Col,
				"%s read several ways, and more than %d combinations of their readings allow a solution: say some of them in other words",
				sentenceList(r, open), maxCombinations)
		}
		for _, taken := range combos {
			for k, i := range open {
				r.Sentences[i].Taken = taken[k]
			}
			q := *r.Puzzle
			q.Clues = r.clues()
			res, err := logicgrid.Count(ctx, &q, puzzle.SolveOptions{Limit: 2})
			if err != nil || ctx.Err() != nil {
				return slow()
			}
			if res.Complete && res.Count == 1 {
				unique = append(unique, found{taken, res.Solutions[0].(*logicgrid.Solution)})
			}
		}
	}
	switch {
	case len(unique) == 0:
		for _, i := range open {
			r.Sentences[i].Taken = 0
		}
		r.Settled = fmt.Sprintf("%s read several ways and no combination of their readings gives one solution: the first readings were taken", sentenceList(r, open))
	default:
		for _, u := range unique[1:] {
			if !sameSolution(u.sol, unique[0].sol) {
				return puzzle.Errorf(puzzle.ErrSyntax, file, first.Line, first.Col,
					"clue %q reads several ways (%s) and the puzzle has a different single solution under more than one of them: say it in other words",
					excerpt(first.Text), strings.Join(r.plainReadings(first), "; "))
			}
		}
		for k, i := range open {
			r.Sentences[i].Taken = unique[0].taken[k]
		}
		var took []string
		pl := newPlainer(r.Puzzle)
		for _, i := range open {
			s := &r.Sentences[i]
			words := pl.say(s.Clues())
			taken := append([]logicgrid.Clue(nil), s.Clues()...)
			for j := range taken {
				taken[j].Decided = words
			}
			s.Readings[s.Taken] = taken
			took = append(took, fmt.Sprintf("clue %d was read as %q", i+1, words))
		}
		r.Settled = fmt.Sprintf("%s read several ways; the puzzle has one solution when %s", sentenceList(r, open), strings.Join(took, " and "))
	}
	r.Puzzle.Clues = r.clues()
	return nil
}

// clues are the clues of every sentence's reading taken, in order.
func (r *Reading) clues() []logicgrid.Clue {
	var out []logicgrid.Clue
	for _, s := range r.Sentences {
		out = append(out, s.Clues()...)
	}
	return out
}

// sentenceList names sentences by their 1-based numbers: "clue 3",
// "clues 2 and 5".
func sentenceList(r *Reading, idx []int) string {
	ns := make([]string, len(idx))
	for k, i := range idx {
		ns[k] = fmt.Sprint(i + 1)
	}
	if len(ns) == 1 {
		return "clue " + ns[0]
	}
	return "clues " + strings.Join(ns[:len(ns)-1], ", ") + " and " + ns[len(ns)-1]
}

func sameSolution(a, b *logicgrid.Solution) bool {
	for d := range a.Of {
		for e := range a.Of[d] {
			if a.Of[d][e] != b.Of[d][e] {
				return false
			}
		}
	}
	return true
}

// plainer says the clues of one puzzle in plain words, as the writer says
// them, so a person can see what the reader understood ("the one who paid
// $6.99 is Ned"). Make one per puzzle, not per clue: its writer classifies
// every category's items, which costs far more than saying a clue.
type plainer struct {
	p *logicgrid.Puzzle
	w *writer
}

func newPlainer(p *logicgrid.Puzzle) plainer { return plainer{p, plainWriter(p)} }

// say says cs in plain words, joined by "; ".
func (pl plainer) say(cs []logicgrid.Clue) string {
	var parts []string
	for k := 0; k < len(cs); k++ {
		if s, n := pl.notApart(cs[k:]); n > 0 {
			parts = append(parts, s) // "Colm is not next to Bea", not its cases
			k += n - 1
			continue
		}
		parts = append(parts, pl.one(cs[k]))
	}
	return strings.Join(parts, "; ")
}

// relationIs is the index of the " is " of a plain position phrase
// ("The one whose balloon is yellow is next to Finn": the second), or -1.
func relationIs(said string) int {
	for at := 0; ; {
		i := strings.Index(said[at:], " is ")
		if i < 0 {
			return -1
		}
		i += at
		switch w := firstWord(said[i+len(" is "):]); {
		case set("next immediately directly right somewhere the either")[w], w != "" && w[0] >= '0' && w[0] <= '9':
			return i
		}
		at = i + 1
	}
}

// notApart says the run of "if A is in place i, B is not in place j"
// clues that cs opens with, when together they say that A and B are not k
// places apart (notApart, in either order or B after A), and how many
// clues that run has; else 0.
func (pl plainer) notApart(cs []logicgrid.Clue) (string, int) {
	head := cs[0]
	if head.Kind != logicgrid.IfThenNot || len(head.Items) != 4 {
		return "", 0
	}
	a, b, d := head.Items[0], head.Items[2], head.Items[1].D
	if a.D == d || b.D == d || head.Items[3].D != d {
		return "", 0
	}
	n := 0
	for n < len(cs) {
		c := cs[n]
		if c.Kind != logicgrid.IfThenNot || len(c.Items) != 4 || c.Items[0] != a || c.Items[2] != b || c.Items[1].D != d || c.Items[3].D != d {
			break
		}
		n++
	}
	key := func(run []logicgrid.Clue) string {
		var ks []string
		for _, c := range run {
			ks = append(ks, fmt.Sprint(c.Items[1].I, c.Items[3].I))
		}
		slices.Sort(ks)
		return strings.Join(ks, " ")
	}
	got := key(cs[:n])
	for k := 1; k < pl.p.N(); k++ {
		for _, both := range []bool{true, false} {
			if key(notApart(a, b, d, pl.p.N(), k, both)) != got {
				continue
			}
			step := logicgrid.Clue{Kind: logicgrid.LessBy, Items: []logicgrid.Item{a, b}, Domain: d, K: k}
			if both {
				step = logicgrid.Clue{Kind: logicgrid.Apart, Items: []logicgrid.Item{a, b}, Domain: d, K: k}
			}
			said := pl.one(step)
			if i := relationIs(said); i >= 0 {
				return said[:i] + " is not " + said[i+len(" is "):], n
			}
			if i := strings.Index(said, " are "); i >= 0 && strings.Count(said, " are ") == 1 {
				return said[:i] + " are not " + said[i+len(" are "):], n
			}
			return "", 0
		}
	}
	return "", 0
}

// one says clue c in plain words.
func (pl plainer) one(c logicgrid.Clue) string {
	c.Text = ""
	if s, ok := plainCompare(pl.w, c); ok {
		return s
	}
	if s, ok := plainPlaces(pl.w, c); ok {
		return s
	}
	s, err := pl.w.sentence(c)
	if err != nil {
		s = pl.p.ClueWords(c)
	}
	return strings.TrimSuffix(capitalize(s), ".")
}

// readings says each reading of s in plain words.
func (pl plainer) readings(s SentenceReading) []string {
	out := make([]string, len(s.Readings))
	for k, cs := range s.Readings {
		out[k] = pl.say(cs)
	}
	return out
}

// plain says cs in plain words (one use; see plainer).
func plain(p *logicgrid.Puzzle, cs []logicgrid.Clue) string { return newPlainer(p).say(cs) }

// plainReadings says each reading of s in plain words, quoted.
func (r *Reading) plainReadings(s SentenceReading) []string {
	out := newPlainer(r.Puzzle).readings(s)
	for k := range out {
		out[k] = fmt.Sprintf("%q", out[k])
	}
	return out
}

// PlainReadings says each reading of s in plain words, the way the writer
// says clues.
func PlainReadings(p *logicgrid.Puzzle, s SentenceReading) []string {
	return newPlainer(p).readings(s)
}

// SentencesOf is how a puzzle was read from English: every reading of
// each sentence, the one taken and how the puzzle decided, when this
// process read it (and its clues are unchanged); else each sentence with
// the one reading its clues hold.
func SentencesOf(p *logicgrid.Puzzle) *Reading {
	if r, ok := recalled(p); ok {
		return r
	}
	r, _ := zebraReading(p, nil)
	return r
}

// plainPlaces says an order along a ranking ("Ivan finished 2 places
// before Jolene"), which has no verb of its own.
func plainPlaces(w *writer, c logicgrid.Clue) (string, bool) {
	switch c.Kind {
	case logicgrid.Less, logicgrid.LessBy, logicgrid.DiffBy, logicgrid.ApartBy:
	default:
		return "", false
	}
	d := c.Domain
	if nm := w.cats[d].num; nm == nil || nm.class != number || !nm.ordinal || !ranking(strings.ToLower(w.p.Domains[d].Name)) {
		return "", false
	}
	b := w.ref(c.Items[1])
	a := capitalize(w.ref(c.Items[0]))
	k := c.K
	if c.Kind == logicgrid.LessBy {
		step, _ := w.step(d)
		k *= step
	}
	places := "places"
	if k == 1 {
		places = "place"
	}
	switch c.Kind {
	case logicgrid.Less:
		return a + " finished before " + b, true
	case logicgrid.ApartBy:
		return fmt.Sprintf("%s finished %d %s before or after %s", a, k, places, b), true
	}
	return fmt.Sprintf("%s finished %d %s before %s", a, k, places, b), true
}
