package english

import (
	"context"
	"fmt"
	"math/rand/v2"

	"deduce/puzzle"
	"deduce/puzzle/logicgrid"
)

// Themed vocabularies for generated English puzzles: the first category is
// always people's names; then plain categories; numeric ones carry values.
var (
	themeNames  = []string{"Irene", "Ned", "Oliver", "Perry", "Gail", "Hugo", "Wanda", "Stan", "Tara"}
	plainThemes = []logicgrid.Domain{
		{Name: "drinks", Items: []string{"iced tea", "root beer", "water", "lemonade", "cola", "cider", "milk", "orange juice", "ginger ale"}},
		{Name: "pets", Items: []string{"dog", "cat", "parrot", "hamster", "turtle", "rabbit", "goldfish", "ferret", "lizard"}},
		{Name: "cities", Items: []string{"Boston", "Denver", "Fresno", "Tulsa", "Omaha", "Reno", "Austin", "Salem", "Dayton"}},
		{Name: "sports", Items: []string{"tennis", "golf", "soccer", "rugby", "hockey", "cricket", "squash", "rowing", "fencing"}},
		{Name: "colors", Items: []string{"red", "green", "blue", "purple", "yellow", "orange", "pink", "silver", "brown"}},
		{Name: "instruments", Items: []string{"piano", "violin", "flute", "cello", "trumpet", "harp", "banjo", "oboe", "tuba"}},
	}
	numericThemes = []func(rng *rand.Rand, n int) logicgrid.Domain{
		func(rng *rand.Rand, n int) logicgrid.Domain { // prices $4.99, $5.99, ...
			base := 3 + rng.IntN(4)
			d := logicgrid.Domain{Name: "prices"}
			for i := 0; i < n; i++ {
				d.Items = append(d.Items, fmt.Sprintf("$%d.99", base+i))
			}
			return d
		},
		func(rng *rand.Rand, n int) logicgrid.Domain { // times every 30 minutes from 9:00am
			d := logicgrid.Domain{Name: "times"}
			for i := 0; i < n; i++ {
				m := 9*60 + 30*i
				h, ap := m/60, "am"
				if h >= 12 {
					ap = "pm"
				}
				if h > 12 {
					h -= 12
				}
				d.Items = append(d.Items, fmt.Sprintf("%d:%02d%s", h, m%60, ap))
			}
			return d
		},
		func(rng *rand.Rand, n int) logicgrid.Domain { // ages, unevenly spaced
			d := logicgrid.Domain{Name: "ages"}
			a := 20 + rng.IntN(5)
			for i := 0; i < n; i++ {
				d.Items = append(d.Items, fmt.Sprint(a))
				a += 1 + rng.IntN(3)
			}
			return d
		},
		func(rng *rand.Rand, n int) logicgrid.Domain { // years, every other year
			d := logicgrid.Domain{Name: "years"}
			y := 1990 + rng.IntN(20)
			for i := 0; i < n; i++ {
				d.Items = append(d.Items, fmt.Sprint(y+2*i))
			}
			return d
		},
		func(rng *rand.Rand, n int) logicgrid.Domain { // dates in April
			d := logicgrid.Domain{Name: "dates"}
			for i := 0; i < n; i++ {
				day := 3 + 2*i
				d.Items = append(d.Items, fmt.Sprintf("April %d%s", day, ordSuffix(day)))
			}
			return d
		},
	}
)

func ordSuffix(n int) string {
	if n%100 >= 11 && n%100 <= 13 {
		return "th"
	}
	return [...]string{"th", "st", "nd", "rd", "th", "th", "th", "th", "th", "th"}[n%10]
}

// themedPuzzle draws m categories of n items (num of them numeric) and a
// random solution; no clues yet.
func themedPuzzle(rng *rand.Rand, m, n, num int) (*logicgrid.Puzzle, *logicgrid.Solution, error) {
	if m < 2 || m > 1+len(plainThemes)+len(numericThemes) || n < 2 || n > len(themeNames) || num < 0 || num > len(numericThemes) || num > m-1 || m-1-num > len(plainThemes) {
		return nil, nil, fmt.Errorf("%w: English logic grids have 2-%d categories of 2-%d items, 0-%d of them numeric and at most %d not (got %d categories, %d items, %d numeric; --ordered adds numeric ones, --thesis has other limits)",
			puzzle.ErrBadOption, 1+len(plainThemes)+len(numericThemes), len(themeNames), min(len(numericThemes), max(m-1, 0)), len(plainThemes), m, n, num)
	}
	p := &logicgrid.Puzzle{Algorithm: englishAlgorithm}
	p.Domains = append(p.Domains, logicgrid.Domain{Name: "people", Items: append([]string(nil), themeNames[:n]...)})
	p.Values = append(p.Values, nil)
	plain := rng.Perm(len(plainThemes))
	nums := rng.Perm(len(numericThemes))
	for d := 1; d < m; d++ {
		if d <= num {
			dom := numericThemes[nums[d-1]](rng, n)
			nm, vals, _ := numericDomain(dom.Items)
			var v []int
			dom.Items, v = sortByValue(dom.Items, vals, nm.scale)
			p.Domains = append(p.Domains, dom)
			p.Values = append(p.Values, v)
			continue
		}
		th := plainThemes[plain[d-1-num]]
		p.Domains = append(p.Domains, logicgrid.Domain{Name: th.Name, Items: append([]string(nil), th.Items[:n]...)})
		p.Values = append(p.Values, nil)
	}
	of := make([][]int, m)
	for d := range of {
		of[d] = make([]int, n)
		for e := range of[d] {
			of[d][e] = e
		}
		if d > 0 {
			rng.Shuffle(n, func(i, j int) { of[d][i], of[d][j] = of[d][j], of[d][i] })
		}
	}
	return p, logicgrid.NewSolution(p, of), nil
}

// candidates lists clues of every English kind that are true in s.
func candidates(rng *rand.Rand, p *logicgrid.Puzzle, s *logicgrid.Solution, numeric int) []logicgrid.Clue {
	m, n := p.M(), p.N()
	ent := func(it logicgrid.Item) int { return s.Entity(it) }
	itemOf := func(d, e int) logicgrid.Item { return logicgrid.Item{D: d, I: s.Of[d][e]} }
	randItem := func() logicgrid.Item { return logicgrid.Item{D: rng.IntN(m), I: rng.IntN(n)} }
	// an item of entity e outside domain not
	itemOfEntity := func(e, not int) logicgrid.Item {
		d := rng.IntN(m)
		for d == not && m > 1 {
			d = rng.IntN(m)
		}
		return itemOf(d, e)
	}
	var pool []logicgrid.Clue
	add := func(c logicgrid.Clue) { pool = append(pool, c) }
	for d1 := 0; d1 < m; d1++ {
		for d2 := d1 + 1; d2 < m; d2++ {
			for e := 0; e < n; e++ {
				add(logicgrid.Clue{Kind: logicgrid.Same, Items: []logicgrid.Item{itemOf(d1, e), itemOf(d2, e)}})
			}
		}
	}
	samples := m * n
	for k := 0; k < samples; k++ {
		a, b := randItem(), randItem()
		if a.D != b.D && ent(a) != ent(b) {
			add(logicgrid.Clue{Kind: logicgrid.Different, Items: []logicgrid.Item{a, b}})
		}
	}
	for k := 0; k < samples/2 && n >= 3; k++ {
		size := 3 + rng.IntN(min(n, 4)-2)
		es := rng.Perm(n)[:size]
		var its []logicgrid.Item
		for _, e := range es {
			its = append(its, itemOf(rng.IntN(m), e))
		}
		add(logicgrid.Clue{Kind: logicgrid.Different, Items: its})
	}
	for k := 0; k < samples; k++ {
		// either: X with its own entity's item and another entity's
		x := randItem()
		e1 := ent(x)
		e2 := (e1 + 1 + rng.IntN(n-1)) % n
		a, b := itemOfEntity(e1, x.D), itemOfEntity(e2, x.D)
		if rng.IntN(2) == 0 {
			a, b = b, a
		}
		add(logicgrid.Clue{Kind: logicgrid.Either, Items: []logicgrid.Item{x, a, b}})
		// pair: of A and B, one is X and the other Y
		f := rng.Perm(n)[:2]
		da, dx := rng.IntN(m), rng.IntN(m)
		if da != dx {
			A, B := itemOf(da, f[0]), itemOf(da, f[1])
			X, Y := itemOf(dx, f[0]), itemOf(dx, f[1])
			if rng.IntN(2) == 0 {
				X, Y = Y, X
			}
			if db := rng.IntN(m); db != dx {
				B = itemOf(db, f[1])
			}
			add(logicgrid.Clue{Kind: logicgrid.Pair, Items: []logicgrid.Item{A, B, X, Y}})
		}
	}
	for d := 1; d <= numeric; d++ {
		for k := 0; k < samples; k++ {
			e1, e2 := rng.IntN(n), rng.IntN(n)
			if e1 == e2 {
				continue
			}
			a, b := itemOfEntity(e1, d), itemOfEntity(e2, d)
			va, vb := p.Value(d, s.Of[d][e1]), p.Value(d, s.Of[d][e2])
			switch rng.IntN(3) {
			case 0:
				if va > vb {
					a, b = b, a
				}
				add(logicgrid.Clue{Kind: logicgrid.Less, Items: []logicgrid.Item{a, b}, Domain: d})
			case 1:
				add(logicgrid.Clue{Kind: logicgrid.DiffBy, Items: []logicgrid.Item{a, b}, Domain: d, K: vb - va})
			default:
				add(logicgrid.Clue{Kind: logicgrid.ApartBy, Items: []logicgrid.Item{a, b}, Domain: d, K: abs(vb - va)})
			}
		}
	}
	rng.Shuffle(len(pool), func(i, j int) { pool[i], pool[j] = pool[j], pool[i] })
	return pool
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// Generate makes an English logic grid with a unique solution: themed
// categories (opt.Domains, opt.Items; opt.Ordered of them numeric), clues of
// every English kind true in a random solution, then each clue dropped in
// random order while the solution stays unique. Every choice flows from
// opt.Seed.
func Generate(ctx context.Context, opt puzzle.GenerateOptions) (*logicgrid.Puzzle, *logicgrid.Solution, error) {
	m, n, num := opt.Int(logicgrid.ParamDomains), opt.Int(logicgrid.ParamItems), opt.Int(logicgrid.ParamOrdered)
	if m == 0 {
		m = 4
	}
	if n == 0 {
		n = 4
	}
	if opt.Int(logicgrid.ParamDomains) == 0 && opt.Int(logicgrid.ParamOrdered) == 0 {
		num = 1
	}
	rng := rand.New(rand.NewPCG(uint64(opt.Seed), 14))
	p, s, err := themedPuzzle(rng, m, n, num)
	if err != nil {
		return nil, nil, err
	}
	p.Clues, err = minimizeClues(ctx, p, candidates(rng, p, s, num))
	if err != nil {
		return nil, nil, err
	}
	if ok, err := isUnique(ctx, p, p.Clues); err != nil || !ok {
		return nil, nil, fmt.Errorf("english: internal error: generated puzzle is not unique (%v)", err)
	}
	if err := logicgrid.Check(p, s); err != nil {
		return nil, nil, err
	}
	return p, s, nil
}
