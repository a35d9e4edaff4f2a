package english

import (
	"deduce/puzzle/logicgrid"
)

// "Exactly one of the Eastgate and Millbrook candidates topped 10,000
// votes", "Exactly one of Ann and Bo paid more than $20": the predicate
// holds of exactly one of the two. Each half ("the Eastgate candidate
// topped 10,000 votes") must read as one item having one of some values of
// one category (a fact, or a bound); the pair becomes, for each two values
// the two could have that would make both halves true or both false, the
// fact that they do not have them together.

var exactlyOneOfTwo = lazyRE(`(?i)^\s*(?:exactly|precisely|just|only) one of\s+(.+?)[.!]?\s*$`)

// oneOfTwo reads s when it is such a sentence; ok is false when it is not.
func (mg *magazine) oneOfTwo(s string) (_ []logicgrid.Clue, ok bool, _ error) {
	m := exactlyOneOfTwo.FindStringSubmatchIndex(s)
	if m == nil {
		return nil, false, nil
	}
	rest := s[m[2]:m[3]]
	ts := tokenize(rest)
	ms := mg.lx.mentions(ts)
	if len(ms) < 2 {
		return nil, false, nil
	}
	k := 0
	if ts[0].w == "the" {
		k = 1
	}
	a := ms[0]
	if a.start != k || wordAt(ts, a.end) != "and" {
		return nil, false, nil
	}
	k = a.end + 1
	if wordAt(ts, k) == "the" {
		k++
	}
	b := ms[1]
	if b.start != k {
		return nil, false, nil
	}
	k = b.end
	noun := ""
	if n := wordAt(ts, k); n != "" && singular(n) != n && (k+1 >= len(ts) || !mg.lx.startsMention(ts, k)) && (personNouns[singular(n)] || mg.namesCategory(n) || mg.namesNoun(n)) {
		noun, k = singular(n), k+1 // "the Eastgate and Millbrook candidates"
	}
	if k >= len(ts) {
		return nil, false, nil
	}
	pred := rest[ts[k].col-1:]
	say := func(x mention) string {
		name := rest[ts[x.start].col-1 : ts[x.end-1].end]
		if noun != "" {
			return "the " + name + " " + noun + " " + pred
		}
		if a.start == 1 {
			return "the " + name + " " + pred
		}
		return name + " " + pred
	}
	p, perr := mg.valueSet(say(a))
	q, qerr := mg.valueSet(say(b))
	if perr != nil || qerr != nil || p.d != q.d {
		return nil, false, nil // the other readers try it ("exactly one of A and B is X": oneof.go), or refuse it
	}
	if p.count() == 1 && q.count() == 1 {
		return nil, false, nil // "Exactly one of Ann and Bo is 35": one value, oneof.go's either
	}
	fs := &facts{first: logicgrid.Item{}}
	for i, pi := range p.in {
		for j, qj := range q.in {
			if pi == qj {
				fs.clause(fact{p.a, logicgrid.Item{D: p.d, I: i}, false}, fact{q.a, logicgrid.Item{D: q.d, I: j}, false})
			}
		}
	}
	return fs.out, true, nil
}

// startsMention reports whether an item's name starts at token k.
func (lx *lexicon) startsMention(ts []tok, k int) bool {
	for _, m := range lx.mentions(ts[k:]) {
		if m.start == 0 {
			return true
		}
	}
	return false
}

// namesNoun reports whether w is a plural noun the puzzle's categories use
// for their rows ("candidates" of "candidates: Briggs, ...").
func (mg *magazine) namesNoun(w string) bool {
	for _, dom := range mg.p.Domains {
		if domainNoun(dom.Name) == singular(w) {
			return true
		}
	}
	return false
}

// valued is item a having one of the values in of category d.
type valued struct {
	a  logicgrid.Item
	d  int
	in []bool
}

// valueSet reads s as one item having one of some values of one category:
// "the Eastgate candidate topped 10,000 votes" (10,115 or 11,630), "Ann
// paid $5", "Bo didn't get the tea".
func (mg *magazine) valueSet(s string) (valued, error) {
	if !mg.hasVerb(s) {
		return valued{}, errorf("%q has no verb", s)
	}
	rs, err := mg.clue(s)
	if err != nil {
		return valued{}, err
	}
	if len(rs) != 1 || len(rs[0]) == 0 {
		return valued{}, errorf("%q reads several ways", s)
	}
	a, d := logicgrid.Item{D: -1}, -1
	for _, c := range rs[0] {
		switch c.Kind {
		case logicgrid.Same, logicgrid.Different, logicgrid.Either:
		default:
			return valued{}, errorf("%q says more than which values one item has", s)
		}
		if a.D < 0 {
			a = c.Items[0]
		}
		if c.Items[0] != a {
			return valued{}, errorf("%q speaks of more than one item", s)
		}
		for _, x := range c.Items[1:] {
			if d < 0 {
				d = x.D
			}
			if x.D != d || d == a.D {
				return valued{}, errorf("%q speaks of more than one category", s)
			}
		}
	}
	in := make([]bool, mg.p.N())
	for i := range in {
		in[i] = true
		for _, c := range rs[0] {
			switch c.Kind {
			case logicgrid.Same:
				in[i] = in[i] && c.Items[1].I == i
			case logicgrid.Different:
				in[i] = in[i] && c.Items[1].I != i
			case logicgrid.Either:
				n := 0
				for _, x := range c.Items[1:] {
					if x.I == i {
						n++
					}
				}
				in[i] = in[i] && n == 1
			}
		}
	}
	return valued{a: a, d: d, in: in}, nil
}

// count is how many values v allows.
func (v valued) count() int {
	n := 0
	for _, in := range v.in {
		if in {
			n++
		}
	}
	return n
}
