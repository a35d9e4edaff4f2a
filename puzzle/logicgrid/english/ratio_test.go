package english

import (
	"testing"

	"deduce/puzzle/logicgrid"
)

// relate's clues hold in exactly the arrangements where the two items'
// values are in the relation (a ratio here): checked by the independent
// checker on every arrangement, with items of the measured category itself
// too.
func TestRelateMeansTheRatio(t *testing.T) {
	p := &logicgrid.Puzzle{Algorithm: 8, Domains: []logicgrid.Domain{
		{Name: "people", Items: []string{"Ann", "Bo", "Cy", "Di"}},
		{Name: "pets", Items: []string{"cat", "dog", "emu", "fox"}},
		{Name: "points", Items: []string{"2", "4", "6", "8"}},
	}, Values: [][]int{nil, nil, {2, 4, 6, 8}, nil}}
	it := func(d, i int) logicgrid.Item { return logicgrid.Item{D: d, I: i} }
	ratios := [][2]int{{2, 1}, {1, 2}, {3, 1}, {4, 1}, {3, 2}}
	pairs := [][2]logicgrid.Item{
		{it(0, 0), it(1, 1)}, // two entities named by other categories
		{it(0, 0), it(0, 2)}, // two people
		{it(2, 3), it(1, 0)}, // a fixed value and an entity
		{it(0, 1), it(2, 1)}, // an entity and a fixed value
	}
	for _, r := range ratios {
		for _, xy := range pairs {
			x, y := xy[0], xy[1]
			ok := func(a, b int) bool { return p.Values[2][a]*r[1] == p.Values[2][b]*r[0] }
			cs, some := relate(p, x, y, 2, ok)
			q := *p
			q.Clues = cs
			holds, differ := 0, 0
			everyArrangement(p, func(of [][]int) {
				ent := func(i logicgrid.Item) int { // the entity holding i
					for e, v := range of[i.D] {
						if v == i.I {
							return e
						}
					}
					return -1
				}
				ex, ey := ent(x), ent(y)
				want := ex != ey && ok(of[2][ex], of[2][ey])
				got := logicgrid.Check(&q, logicgrid.NewSolution(&q, of)) == nil
				if want {
					holds++
				}
				if want != got {
					differ++
				}
			})
			if !some { // the reader refuses it: no arrangement may hold
				if holds > 0 {
					t.Errorf("ratio %d/%d of %v and %v: holds in %d arrangements, relate found no pair", r[0], r[1], x, y, holds)
				}
				continue
			}
			if differ > 0 || holds == 0 {
				t.Errorf("ratio %d/%d of %v and %v: holds in %d arrangements (some %v), the clues differ in %d: %v", r[0], r[1], x, y, holds, some, differ, cs)
			}
		}
	}
}
