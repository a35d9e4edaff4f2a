package logicgrid

import (
	"fmt"
	"strconv"
	"strings"

	"deduce/fd"
)

// The clue types beyond the thesis's eight, needed to say what English
// puzzles say (issue 14). Each has a SAT encoding (clueExt), an fd model
// (postExt) and a direct meaning for the independent checker (holdsExt).
// "Neither A nor B is X", "X is not Y" and "the four were A, B, C and D" are
// Different clues; "somewhere left of", "more than" are Less; "directly left
// of" is LessBy; "next to" and "one house between" are Apart. RingBy and
// AroundBy are their round-table forms: positions wrap, so the last is next
// to the first.
const (
	// Either: Items[0] is the same entity as exactly one of Items[1:]
	// ("X is either A or B": the options are different entities).
	Either ClueKind = IfNotThen + 1 + iota
	// Pair: Items = A, B, X, Y: of A and B, one is X and the other is Y.
	Pair
	// DiffBy: value(Items[1]) - value(Items[0]) == K along Domain, in the
	// domain's Values ("paid 1 dollar more than": K = 100 cents).
	DiffBy
	// ApartBy: |value(Items[1]) - value(Items[0])| == K along Domain.
	ApartBy
	// RingBy: Items = A, B: (pos(B) - pos(A)) mod n == K along Domain, in
	// positions (item indexes, not Values) round a ring of the n items: B is
	// K places on from A in the direction of increasing position ("clockwise").
	// 1 <= K <= n-1; A and B are two entities (any other K never holds).
	RingBy
	// AroundBy: Items = A, B: RingBy from A to B or from B to A, K places
	// apart either way round ("next to": K = 1; "opposite" at 6 seats: K = 3).
	AroundBy
)

var extKindNames = map[ClueKind]string{Either: "either", Pair: "pair", DiffBy: "diff-by", ApartBy: "apart-by",
	RingBy: "ring-by", AroundBy: "around-by"}

// Value is item i's number in domain d: its Values entry, or its position.
func (p *Puzzle) Value(d, i int) int {
	if d < len(p.Values) && p.Values[d] != nil {
		return p.Values[d][i]
	}
	return i
}

// valueGap lists, for each position p along domain d, the positions q with
// value(q) - value(p) == k (or |...| == k when either is set).
func (p *Puzzle) valueGap(d, k int, either bool) [][]int {
	n := len(p.Domains[d].Items)
	out := make([][]int, n)
	for a := 0; a < n; a++ {
		for b := 0; b < n; b++ {
			g := p.Value(d, b) - p.Value(d, a)
			if g == k || either && -g == k {
				out[a] = append(out[a], b)
			}
		}
	}
	return out
}

// ringGap lists, for each position a round a ring of n, the positions b != a
// with (b - a) mod n == k (or (a - b) mod n == k too when either is set).
// b != a: the clues name two entities, so k = 0 (or any k out of 1..n-1)
// leaves every list empty and the clue unsatisfiable.
func ringGap(n, k int, either bool) [][]int {
	out := make([][]int, n)
	for a := 0; a < n; a++ {
		for b := 0; b < n; b++ {
			cw, ccw := (b-a+n)%n, (a-b+n)%n
			if b != a && (cw == k || either && ccw == k) {
				out[a] = append(out[a], b)
			}
		}
	}
	return out
}

// gapTable is, for a clue of the gap kinds (DiffBy, ApartBy, RingBy,
// AroundBy), the positions along c.Domain B may take for each of A's.
func (p *Puzzle) gapTable(c Clue) [][]int {
	switch c.Kind {
	case RingBy, AroundBy:
		return ringGap(p.N(), c.K, c.Kind == AroundBy)
	}
	return p.valueGap(c.Domain, c.K, c.Kind == ApartBy)
}

// and is the conjunction of parts (already CNF each): their clauses together.
func and(ps ...part) part {
	var out part
	for _, p := range ps {
		out = append(out, p...)
	}
	return out
}

func (x *Encoded) clueExt(c Clue) {
	it := c.Items
	switch c.Kind {
	case Either:
		// At least one option, at most one.
		var some []part
		for _, o := range it[1:] {
			some = append(some, x.atom(it[0], o, true))
		}
		x.add(some...)
		for a := 1; a < len(it); a++ {
			for b := a + 1; b < len(it); b++ {
				x.add(x.atom(it[0], it[a], false), x.atom(it[0], it[b], false))
			}
		}
	case Pair:
		a, b, p, q := it[0], it[1], it[2], it[3]
		x.add(and(x.atom(a, p, true), x.atom(b, q, true)), and(x.atom(a, q, true), x.atom(b, p, true)))
		x.clueVal(false, a, b) // one and the other: two entities (also when p, q share a domain)
	case DiffBy, ApartBy, RingBy, AroundBy:
		d := c.Domain
		for pa, qs := range x.p.gapTable(c) {
			ps := []part{x.atom(it[0], at(d, pa), false)}
			for _, q := range qs {
				ps = append(ps, x.atom(it[1], at(d, q), true))
			}
			x.add(ps...)
		}
		// A zero gap would be Same; the clue kinds mean two entities
		// (ringGap leaves b == a out itself).
		if c.K == 0 && (c.Kind == DiffBy || c.Kind == ApartBy) {
			x.clueVal(false, it[0], it[1])
		}
	}
}

func (c Clue) holdsExt(ent, of [][]int) bool {
	e := func(k int) int { return ent[c.Items[k].D][c.Items[k].I] }
	switch c.Kind {
	case Either:
		n := 0
		for k := 1; k < len(c.Items); k++ {
			if e(0) == e(k) {
				n++
			}
		}
		return n == 1
	case Pair:
		return e(0) != e(1) && (e(0) == e(2) && e(1) == e(3) || e(0) == e(3) && e(1) == e(2))
	case RingBy, AroundBy:
		// Straight from the definition, apart from the encoders' ringGap.
		if e(0) == e(1) {
			return false
		}
		n := len(of[c.Domain])
		mod := func(x int) int { return (x%n + n) % n }
		a, b := of[c.Domain][e(0)], of[c.Domain][e(1)]
		return mod(b-a) == c.K || c.Kind == AroundBy && mod(a-b) == c.K
	}
	return false // DiffBy, ApartBy need the domain's values: see holdsValue
}

// clueHolds is the checker's meaning of c: value clues need p's values.
func (p *Puzzle) clueHolds(c Clue, ent, of [][]int) bool {
	if c.Kind == DiffBy || c.Kind == ApartBy {
		return p.holdsValue(c, ent, of)
	}
	return c.holds(ent, of)
}

// holdsValue evaluates DiffBy and ApartBy with the puzzle's values.
func (p *Puzzle) holdsValue(c Clue, ent, of [][]int) bool {
	e := func(k int) int { return ent[c.Items[k].D][c.Items[k].I] }
	a, b := p.Value(c.Domain, of[c.Domain][e(0)]), p.Value(c.Domain, of[c.Domain][e(1)])
	if e(0) == e(1) {
		return false
	}
	if c.Kind == DiffBy {
		return b-a == c.K
	}
	return b-a == c.K || a-b == c.K
}

func (md *fdModel) postExt(c Clue) error {
	s, it, n := md.s, c.Items, md.p.N()
	switch c.Kind {
	case Either:
		vs := make([]fd.Var, len(it))
		for k := range it {
			vs[k] = md.e(it[k])
		}
		var tuples [][]int
		tup := make([]int, len(it))
		var rec func(k int)
		rec = func(k int) {
			if k == len(it) {
				hits := 0
				for j := 1; j < len(tup); j++ {
					if tup[j] == tup[0] {
						hits++
					}
				}
				if hits == 1 {
					tuples = append(tuples, append([]int(nil), tup...))
				}
				return
			}
			for v := 0; v < n; v++ {
				tup[k] = v
				rec(k + 1)
			}
		}
		rec(0)
		return s.Table(vs, tuples)
	case Pair:
		var tuples [][]int
		for a := 0; a < n; a++ {
			for b := 0; b < n; b++ {
				if a != b {
					tuples = append(tuples, []int{a, b, a, b}, []int{a, b, b, a})
				}
			}
		}
		return s.Table([]fd.Var{md.e(it[0]), md.e(it[1]), md.e(it[2]), md.e(it[3])}, tuples)
	}
	pa, err := md.at(c.Domain, it[0])
	if err != nil {
		return err
	}
	pb, err := md.at(c.Domain, it[1])
	if err != nil {
		return err
	}
	var tuples [][]int
	for a, qs := range md.p.gapTable(c) {
		for _, b := range qs {
			if a != b {
				tuples = append(tuples, []int{a, b})
			}
		}
	}
	return s.Table([]fd.Var{pa, pb}, tuples)
}

// clueTextExt writes the new kinds in an extension of the thesis grammar,
// for people (the thesis reader does not accept it): "X~A|B" (either),
// "A,B~X,Y" (pair), "D$A:B:+k" (value difference), "D%A:B:+k" (either way),
// "D@A:B:+k" (k places on round a ring), "D@A:B:~k" (either way round).
func (p *Puzzle) clueTextExt(c Clue, names []string) string {
	switch c.Kind {
	case Either:
		return names[0] + "~" + strings.Join(names[1:], "|")
	case Pair:
		return names[0] + "," + names[1] + "~" + names[2] + "," + names[3]
	case DiffBy:
		return p.Domains[c.Domain].Name + "$" + names[0] + ":" + names[1] + ":+" + strconv.Itoa(c.K)
	case ApartBy:
		return p.Domains[c.Domain].Name + "%" + names[0] + ":" + names[1] + ":+" + strconv.Itoa(c.K)
	case RingBy:
		return p.Domains[c.Domain].Name + "@" + names[0] + ":" + names[1] + ":+" + strconv.Itoa(c.K)
	case AroundBy:
		return p.Domains[c.Domain].Name + "@" + names[0] + ":" + names[1] + ":~" + strconv.Itoa(c.K)
	}
	return "?"
}

func (p *Puzzle) clueWordsExt(c Clue) string {
	n := func(k int) string { return p.QualifiedName(c.Items[k]) }
	switch c.Kind {
	case Either:
		opts := make([]string, 0, len(c.Items)-1)
		for k := 1; k < len(c.Items); k++ {
			opts = append(opts, n(k))
		}
		return fmt.Sprintf("%s is either %s.", n(0), strings.Join(opts, " or "))
	case Pair:
		return fmt.Sprintf("Of %s and %s, one is %s and the other is %s.", n(0), n(1), n(2), n(3))
	case DiffBy:
		return fmt.Sprintf("By %s, %s is exactly %d more than %s.", p.Domains[c.Domain].Name, n(1), c.K, n(0))
	case ApartBy:
		return fmt.Sprintf("By %s, %s and %s differ by exactly %d.", p.Domains[c.Domain].Name, n(0), n(1), c.K)
	case RingBy:
		return fmt.Sprintf("Around the table by %s, %s is exactly %d %s on from %s.", p.Domains[c.Domain].Name, n(1), c.K, places(c.K), n(0))
	case AroundBy:
		return fmt.Sprintf("By %s, %s and %s are exactly %d %s apart around the table.", p.Domains[c.Domain].Name, n(0), n(1), c.K, places(c.K))
	}
	return "?"
}

func places(k int) string {
	if k == 1 {
		return "place"
	}
	return "places"
}

// mznExt writes the new kinds as MiniZinc constraints (e names an item's
// entity, at its position along a domain).
func (p *Puzzle) mznExt(c Clue, e func(Item) string, at func(int, Item) string) string {
	it := c.Items
	switch c.Kind {
	case Either:
		var hits []string
		for _, o := range it[1:] {
			hits = append(hits, "bool2int("+e(it[0])+" = "+e(o)+")")
		}
		return "(" + strings.Join(hits, " + ") + ") = 1"
	case Pair:
		return fmt.Sprintf("%s != %s /\\ ((%s = %s /\\ %s = %s) \\/ (%s = %s /\\ %s = %s))",
			e(it[0]), e(it[1]), e(it[0]), e(it[2]), e(it[1]), e(it[3]), e(it[0]), e(it[3]), e(it[1]), e(it[2]))
	case RingBy, AroundBy:
		// + n keeps mod's left side non-negative (MiniZinc's mod takes the
		// dividend's sign).
		n, a, b := p.N(), at(c.Domain, it[0]), at(c.Domain, it[1])
		con := fmt.Sprintf("(%s - %s + %d) mod %d = %d", b, a, n, n, c.K)
		if c.Kind == AroundBy {
			con = fmt.Sprintf("(%s \\/ (%s - %s + %d) mod %d = %d)", con, a, b, n, n, c.K)
		}
		return fmt.Sprintf("%s != %s /\\ %s", e(it[0]), e(it[1]), con)
	}
	vals := make([]string, p.N())
	for i := range vals {
		vals[i] = strconv.Itoa(p.Value(c.Domain, i))
	}
	v := func(x Item) string { return "[" + strings.Join(vals, ",") + "][" + at(c.Domain, x) + "]" }
	diff := v(it[1]) + " - " + v(it[0])
	if c.Kind == ApartBy {
		diff = "abs(" + diff + ")"
	}
	return fmt.Sprintf("%s != %s /\\ %s = %d", e(it[0]), e(it[1]), diff, c.K)
}

// readFromEnglish reports whether p's clues came from English sentences.
func (p *Puzzle) readFromEnglish() bool {
	for _, c := range p.Clues {
		if c.Text != "" {
			return true
		}
	}
	return false
}

// withHeader is the solution's rows under a first row naming the categories
// as the English puzzle gave them ("House, Name, Nationality, ..."). No
// method and time line, as for thesis-format puzzles: two runs of `deduce
// solve` print the same text.
func withHeader(p *Puzzle, s *Solution) string {
	var b strings.Builder
	names := make([]string, len(p.Domains))
	for d, dom := range p.Domains {
		names[d] = dom.Name
	}
	b.WriteString(strings.Join(names, ", ") + "\n")
	b.WriteString(s.String())
	return b.String()
}
