package english

import (
	"context"
	"fmt"
	"math/rand/v2"
	"strconv"
	"strings"

	"deduce/puzzle"
	"deduce/puzzle/logicgrid"
)

// zebraDescs are the attribute lines the ZebraLogic writer uses, by
// category name; zebraCategory reads each back to the same name.
var zebraDescs = map[string]string{
	"Name": "Each person has a unique name", "Drink": "Each person has a favorite drink",
	"Pet": "The people keep unique pets", "City": "Each person comes from a unique city",
	"FavoriteSport": "People have unique favorite sports", "Color": "Each person has a favorite color",
	"Instrument": "Each person plays a unique instrument",
}

var ordinalNames = []string{"", "first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth"}

// IsHouses reports whether p's first category is ZebraLogic's houses
// (items "1".."N"), so that WriteZebra can say it.
func IsHouses(p *logicgrid.Puzzle) bool {
	if p.M() < 2 || p.N() >= len(ordinalNames) {
		return false
	}
	for i, it := range p.Domains[0].Items {
		if it != strconv.Itoa(i+1) {
			return false
		}
	}
	return true
}

// WriteZebra says p in ZebraLogic's words. p's first category must be the
// houses and every clue one of ZebraLogic's shapes.
func WriteZebra(p *logicgrid.Puzzle) (string, error) {
	if !IsHouses(p) {
		return "", fmt.Errorf("english: ZebraLogic style needs houses 1..N as the first category")
	}
	n := p.N()
	var b strings.Builder
	fmt.Fprintf(&b, "There are %d houses, numbered 1 to %d from left to right, as seen from across the street. Each house is occupied by a different person. Each house has a unique attribute for each of the following characteristics:\n", n, n)
	for _, d := range p.Domains[1:] {
		desc, ok := zebraDescs[d.Name]
		if a, known := zebraAttrNamed(d.Name); known {
			desc, ok = a.desc, true
		}
		if !ok {
			desc = "Each person has a unique " + camelWords(d.Name)
		}
		q := make([]string, len(d.Items))
		for i, it := range d.Items {
			q[i] = "`" + it + "`"
		}
		fmt.Fprintf(&b, " - %s: %s\n", desc, strings.Join(q, ", "))
	}
	b.WriteString("\n## Clues:\n")
	said, err := zebraSentences(p)
	if err != nil {
		return "", err
	}
	for k, sen := range said {
		fmt.Fprintf(&b, "%d. %s\n", k+1, sen)
	}
	return b.String(), nil
}

// zebraSentences says each clue of p in ZebraLogic's words (p's first
// category the houses).
func zebraSentences(p *logicgrid.Puzzle) ([]string, error) {
	var out []string
	clue := 0
	ref := func(it logicgrid.Item) string {
		if p.Domains[it.D].Name == "Name" {
			return p.ItemName(it)
		}
		if a, ok := zebraAttrNamed(p.Domains[it.D].Name); ok {
			return a.ref(p.ItemName(it), clue+it.I)
		}
		return "the person whose " + camelWords(p.Domains[it.D].Name) + " is " + p.ItemName(it)
	}
	for k, c := range p.Clues {
		clue = k
		var s string
		it := c.Items
		house := func(i int) bool { return it[i].D == 0 }
		switch {
		case (c.Kind == logicgrid.Same || c.Kind == logicgrid.Different) && len(it) == 2 && (house(0) || house(1)):
			x, h := it[0], it[1]
			if house(0) {
				x, h = h, x
			}
			not := ""
			if c.Kind == logicgrid.Different {
				not = "not "
			}
			s = fmt.Sprintf("%s is %sin the %s house", ref(x), not, ordinalNames[h.I+1])
		case c.Kind == logicgrid.Same:
			s = ref(it[0]) + " is " + ref(it[1])
		case c.Kind == logicgrid.Different && len(it) == 2:
			s = ref(it[0]) + " is not " + ref(it[1])
		case c.Kind == logicgrid.Less && c.Domain == 0 && !house(0) && !house(1):
			s = ref(it[0]) + " is somewhere to the left of " + ref(it[1])
		case c.Kind == logicgrid.LessBy && c.Domain == 0 && c.K == 1 && !house(0) && !house(1):
			s = ref(it[0]) + " is directly left of " + ref(it[1])
		case c.Kind == logicgrid.Apart && c.Domain == 0 && c.K == 1 && !house(0) && !house(1):
			s = ref(it[0]) + " and " + ref(it[1]) + " are next to each other"
		case c.Kind == logicgrid.Apart && c.Domain == 0 && (c.K == 2 || c.K == 3) && !house(0) && !house(1):
			s = fmt.Sprintf("There %s between %s and %s", map[int]string{2: "is one house", 3: "are two houses"}[c.K], ref(it[0]), ref(it[1]))
		default:
			return nil, fmt.Errorf("english: clue %d (%s) has no ZebraLogic shape", k+1, c.Kind)
		}
		out = append(out, capitalize(s)+".")
	}
	return out, nil
}

// GenerateZebra makes a ZebraLogic-style puzzle: houses, names, then
// themed categories (opt.Domains counts all but the houses; default 4 of
// 4 items), ZebraLogic's clue shapes, minimized while unique.
func GenerateZebra(ctx context.Context, opt puzzle.GenerateOptions) (*logicgrid.Puzzle, *logicgrid.Solution, error) {
	m, n := opt.Int(logicgrid.ParamDomains), opt.Int(logicgrid.ParamItems)
	if m == 0 {
		m = 4
	}
	if n == 0 {
		n = 4
	}
	if m < 2 || m > 7 || n < 2 || n > 6 {
		return nil, nil, fmt.Errorf("%w: ZebraLogic style has 2-7 attributes of 2-6 houses (got %d, %d)", puzzle.ErrBadOption, m, n)
	}
	rng := rand.New(rand.NewPCG(uint64(opt.Seed), 15))
	p := &logicgrid.Puzzle{Algorithm: englishAlgorithm}
	house := logicgrid.Domain{Name: "House"}
	for h := 1; h <= n; h++ {
		house.Items = append(house.Items, strconv.Itoa(h))
	}
	p.Domains = append(p.Domains, house, logicgrid.Domain{Name: "Name", Items: append([]string(nil), zebraNames[:n]...)})
	for _, k := range rng.Perm(len(zebraVocab))[:m-1] {
		a := zebraVocab[k]
		p.Domains = append(p.Domains, logicgrid.Domain{Name: a.name, Items: append([]string(nil), a.items[:n]...)})
	}
	mm := p.M()
	of := make([][]int, mm)
	for d := range of {
		of[d] = rng.Perm(n)
		if d == 0 {
			for e := range of[d] {
				of[d][e] = e
			}
		}
	}
	s := logicgrid.NewSolution(p, of)
	itemOf := func(d, e int) logicgrid.Item { return logicgrid.Item{D: d, I: s.Of[d][e]} }
	attr := func(e int) logicgrid.Item { return itemOf(1+rng.IntN(mm-1), e) }
	var pool []logicgrid.Clue
	for d1 := 0; d1 < mm; d1++ {
		for d2 := d1 + 1; d2 < mm; d2++ {
			for e := 0; e < n; e++ {
				pool = append(pool, logicgrid.Clue{Kind: logicgrid.Same, Items: []logicgrid.Item{itemOf(d2, e), itemOf(d1, e)}})
			}
		}
	}
	for k := 0; k < 4*mm*n; k++ {
		e1, e2 := rng.IntN(n), rng.IntN(n)
		if e1 == e2 {
			continue
		}
		a, b := attr(e1), attr(e2)
		if e1 > e2 { // houses are the entities: e1 < e2 means a is left of b
			a, b, e1, e2 = b, a, e2, e1
		}
		switch rng.IntN(5) {
		case 0:
			pool = append(pool, logicgrid.Clue{Kind: logicgrid.Different, Items: []logicgrid.Item{a, b}})
		case 1:
			pool = append(pool, logicgrid.Clue{Kind: logicgrid.Different, Items: []logicgrid.Item{a, itemOf(0, e2)}})
		case 2:
			pool = append(pool, logicgrid.Clue{Kind: logicgrid.Less, Items: []logicgrid.Item{a, b}})
		case 3:
			if e2-e1 == 1 {
				pool = append(pool, logicgrid.Clue{Kind: logicgrid.LessBy, Items: []logicgrid.Item{a, b}, K: 1})
			}
		default:
			if e2-e1 <= 3 {
				if rng.IntN(2) == 0 {
					a, b = b, a
				}
				pool = append(pool, logicgrid.Clue{Kind: logicgrid.Apart, Items: []logicgrid.Item{a, b}, K: e2 - e1})
			}
		}
	}
	rng.Shuffle(len(pool), func(i, j int) { pool[i], pool[j] = pool[j], pool[i] })
	p.Clues, _ = minimizeClues(ctx, p, pool)
	if err := ctx.Err(); err != nil {
		return nil, nil, err
	}
	if ok, err := isUnique(ctx, p, p.Clues); err != nil || !ok {
		return nil, nil, fmt.Errorf("english: internal error: generated puzzle is not unique (%v)", err)
	}
	return p, s, logicgrid.Check(p, s)
}

// isUnique counts p with clues cs, complete, up to 2.
func isUnique(ctx context.Context, p *logicgrid.Puzzle, cs []logicgrid.Clue) (bool, error) {
	q := *p
	q.Clues = cs
	r, err := logicgrid.Count(ctx, &q, puzzle.SolveOptions{Method: "fd", Limit: 2})
	return r.Count == 1 && r.Complete, err
}

// minimizeClues drops clues in order while the solution stays unique.
func minimizeClues(ctx context.Context, p *logicgrid.Puzzle, pool []logicgrid.Clue) ([]logicgrid.Clue, error) {
	active := append([]logicgrid.Clue(nil), pool...)
	for k := 0; k < len(active); {
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		try := append(append([]logicgrid.Clue(nil), active[:k]...), active[k+1:]...)
		ok, err := isUnique(ctx, p, try)
		if err != nil {
			return nil, err
		}
		if ok {
			active = try
		} else {
			k++
		}
	}
	return active, nil
}

// camelWords is "FavoriteSport" as "favorite sport".
func camelWords(s string) string {
	var b strings.Builder
	for i, r := range s {
		if i > 0 && r >= 'A' && r <= 'Z' {
			b.WriteByte(' ')
		}
		b.WriteRune(r)
	}
	return strings.ToLower(b.String())
}
