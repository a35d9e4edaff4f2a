package english

import (
	"fmt"
	"strings"

	"deduce/puzzle/logicgrid"
)

// ShowReading writes p in the thesis's grammar, each clue under a comment
// with the sentence it was read from, so a person can see how the reader
// understood every sentence, and the file reads back (logicgrid.Parse) to a
// puzzle with the same categories and the same solutions. Names are made
// thesis-safe ("iced tea" -> "iced_tea", "$5.99" -> "5.99"; a name two
// categories share gets its category as prefix). A clue beyond the thesis's
// eight types (either/or, pair, a difference in values) is shown in the
// extension notation of logicgrid's ClueText (X~A|B, A,B~X,Y, D$A:B:+k,
// D%A:B:+k) in a comment, followed by the same clue in the thesis's own
// types: the facts it amounts to, each of one or two "is"/"is not" between
// two items (the thesis grammar has no item values, so a difference of 2
// dollars becomes "if A paid $5, then B paid $7", ...). The one clue the
// thesis types cannot say, an either/or whose options lie in three or more
// categories other than its subject's, stays in the extension notation on a
// line of its own, which the thesis reader refuses (a comment says so).
func ShowReading(p *logicgrid.Puzzle) string {
	q := thesisNames(p)
	var b strings.Builder
	fmt.Fprintf(&b, "%d\n", q.Algorithm)
	for _, d := range q.Domains {
		b.WriteString(d.Name + ":" + strings.Join(d.Items, ":") + "\n")
	}
	b.WriteString("Clues:\n")
	unsaid := false
	for i, c := range q.Clues {
		again := i > 0 && c.Text == q.Clues[i-1].Text && c.Line == q.Clues[i-1].Line
		if c.Text != "" && !again { // one comment for a sentence read as several clues
			where := ""
			if c.Line > 0 {
				where = fmt.Sprintf("line %d: ", c.Line)
			}
			fmt.Fprintf(&b, "# %s%s\n", where, c.Text)
		}
		if c.Kind <= logicgrid.IfNotThen {
			b.WriteString(q.ClueText(c) + "\n")
			continue
		}
		cs, ok := thesisClues(q, c)
		if !ok {
			fmt.Fprintf(&b, "# %s: no clue of the thesis's eight types says it (options in three or more categories)\n", c.Kind)
			b.WriteString(q.ClueText(c) + "\n")
			unsaid = true
			continue
		}
		fmt.Fprintf(&b, "# %s   (%s, in the thesis's types below)\n", q.ClueText(c), c.Kind)
		for _, t := range cs {
			b.WriteString(q.ClueText(t) + "\n")
		}
	}
	if unsaid {
		b.WriteString("# A clue in the extension notation above has no line of the thesis grammar: the thesis reader refuses this file.\n")
	}
	return b.String()
}

// fact is "a and b are the same entity" (pos) or its negation.
type fact struct {
	a, b logicgrid.Item
	pos  bool
}

// known reports a fact's truth when a and b are of one category (then it
// is fixed: true when they are one item).
func (f fact) known() (truth, fixed bool) {
	if f.a.D != f.b.D {
		return false, false
	}
	return (f.a == f.b) == f.pos, true
}

// facts collects clauses of at most two facts (one must hold) as clues of
// the thesis's types: "A is B" (=), "A is not B" (*), and the three
// implications for two facts.
type facts struct {
	out   []logicgrid.Clue
	first logicgrid.Item // an item of category 0, for a clause that cannot hold
}

func (fs *facts) clause(lits ...fact) {
	var open []fact
	for _, l := range lits {
		if truth, fixed := l.known(); fixed {
			if truth {
				return // holds whatever the solution
			}
			continue
		}
		open = append(open, l)
	}
	mk := func(k logicgrid.ClueKind, its ...logicgrid.Item) {
		fs.out = append(fs.out, logicgrid.Clue{Kind: k, Items: its})
	}
	switch len(open) {
	case 0: // holds in no solution: say so with a clue that cannot hold
		other := logicgrid.Item{D: fs.first.D, I: (fs.first.I + 1)}
		mk(logicgrid.Same, fs.first, other)
	case 1:
		if l := open[0]; l.pos {
			mk(logicgrid.Same, l.a, l.b)
		} else {
			mk(logicgrid.Different, l.a, l.b)
		}
	case 2:
		x, y := open[0], open[1]
		switch {
		case !x.pos && y.pos: // x implies y
			mk(logicgrid.IfThen, x.a, x.b, y.a, y.b)
		case x.pos && !y.pos:
			mk(logicgrid.IfThen, y.a, y.b, x.a, x.b)
		case !x.pos && !y.pos: // not both
			mk(logicgrid.IfThenNot, x.a, x.b, y.a, y.b)
		default: // at least one
			mk(logicgrid.IfNotThen, x.a, x.b, y.a, y.b)
		}
	default:
		panic("english: a clause of more than two facts has no thesis clue")
	}
}

// thesisClues says an extension clue of p in the thesis's eight types, as
// clauses of one or two facts with the same solutions; ok is false for an
// either/or whose options lie in three or more categories other than its
// subject's (a clause of three facts, which those types cannot say).
func thesisClues(p *logicgrid.Puzzle, c logicgrid.Clue) (_ []logicgrid.Clue, ok bool) {
	fs := &facts{first: logicgrid.Item{D: 0, I: 0}}
	if p.N() < 2 {
		return nil, false
	}
	is := func(a, b logicgrid.Item) fact { return fact{a, b, true} }
	not := func(a, b logicgrid.Item) fact { return fact{a, b, false} }
	it := c.Items
	n := p.N()
	switch c.Kind {
	case logicgrid.Either:
		x, opts := it[0], it[1:]
		// at most one option
		for a := range opts {
			for b := range a {
				fs.clause(not(x, opts[a]), not(x, opts[b]))
			}
		}
		// at least one: x is outside every option's category group only
		// when it has, in each such category, an item outside the group
		groups := map[int][]bool{} // category -> the options' items in it
		var order []int
		for _, o := range opts {
			if o.D == x.D {
				if o == x {
					return fs.out, true // x is an option: at least one holds
				}
				continue
			}
			if groups[o.D] == nil {
				groups[o.D] = make([]bool, n)
				order = append(order, o.D)
			}
			groups[o.D][o.I] = true
		}
		var outside [][]logicgrid.Item // per group, the items outside it
		for _, d := range order {
			var out []logicgrid.Item
			for i, in := range groups[d] {
				if !in {
					out = append(out, logicgrid.Item{D: d, I: i})
				}
			}
			if len(out) == 0 {
				return fs.out, true // the options cover a whole category
			}
			outside = append(outside, out)
		}
		switch len(outside) {
		case 0:
			fs.clause() // no option x can be
		case 1:
			for _, a := range outside[0] {
				fs.clause(not(x, a))
			}
		case 2:
			for _, a := range outside[0] {
				for _, b := range outside[1] {
					fs.clause(not(x, a), not(x, b))
				}
			}
		default:
			return nil, false
		}
	case logicgrid.Pair:
		a, b, x, y := it[0], it[1], it[2], it[3]
		fs.clause(is(a, x), is(a, y))
		fs.clause(is(b, x), is(b, y))
		fs.clause(not(a, b))
	case logicgrid.DiffBy, logicgrid.ApartBy, logicgrid.RingBy, logicgrid.AroundBy:
		x, y, d := it[0], it[1], c.Domain
		at := func(i int) logicgrid.Item { return logicgrid.Item{D: d, I: i} }
		gap := func(pa, pb int) bool {
			if c.Kind == logicgrid.RingBy || c.Kind == logicgrid.AroundBy {
				// seats round a table: positions wrap (roundtable.go)
				return (pb-pa+n)%n == c.K || c.Kind == logicgrid.AroundBy && (pa-pb+n)%n == c.K
			}
			g := p.Value(d, pb) - p.Value(d, pa)
			return g == c.K || c.Kind == logicgrid.ApartBy && -g == c.K
		}
		for pa := range n {
			var to []bool = make([]bool, n) // y's positions when x is at pa
			some := 0
			for pb := range n {
				if pb != pa && gap(pa, pb) {
					to[pb] = true
					some++
				}
			}
			switch {
			case some == 0:
				fs.clause(not(x, at(pa)))
			case some == 1:
				for pb := range n {
					if to[pb] {
						fs.clause(not(x, at(pa)), is(y, at(pb)))
					}
				}
			default:
				for pb := range n {
					if !to[pb] {
						fs.clause(not(x, at(pa)), not(y, at(pb)))
					}
				}
			}
		}
		if c.K == 0 && (c.Kind == logicgrid.DiffBy || c.Kind == logicgrid.ApartBy) { // a zero gap holds of no two entities
			fs.clause()
		}
	default:
		return nil, false
	}
	return fs.out, true
}

// thesisNames copies p with thesis-safe, globally unique names.
func thesisNames(p *logicgrid.Puzzle) *logicgrid.Puzzle {
	q := *p
	q.Domains = make([]logicgrid.Domain, len(p.Domains))
	count := map[string]int{}
	for _, d := range p.Domains {
		for _, it := range d.Items {
			count[logicgrid.ThesisName(it)]++
		}
	}
	for k, d := range p.Domains {
		nd := logicgrid.Domain{Name: logicgrid.ThesisName(d.Name)}
		for _, it := range d.Items {
			n := logicgrid.ThesisName(it)
			if count[n] > 1 {
				n = nd.Name + "_" + n
			}
			nd.Items = append(nd.Items, n)
		}
		q.Domains[k] = nd
	}
	return &q
}
