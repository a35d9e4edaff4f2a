package closefar

import "sync"

// placement is one valid filling of a line: the bit masks of its C and F
// positions (bit i is position i along the line). Every other position is blank.
type placement struct{ c, f uint32 }

// value returns what the placement puts at position i.
func (pl placement) value(i int) Cell {
	switch {
	case pl.c>>i&1 != 0:
		return Close
	case pl.f>>i&1 != 0:
		return Far
	}
	return Blank
}

var (
	placementsMu    sync.Mutex
	placementsCache = map[int][]placement{}
)

// placements returns every valid filling of a line of length n (two C, two F,
// the C strictly closer than the F), in a fixed order. The slice is shared:
// callers must not modify it.
func placements(n int) []placement {
	placementsMu.Lock()
	defer placementsMu.Unlock()
	if ps, ok := placementsCache[n]; ok {
		return ps
	}
	var ps []placement
	for c1 := 0; c1 < n; c1++ {
		for c2 := c1 + 1; c2 < n; c2++ {
			for f1 := 0; f1 < n; f1++ {
				for f2 := f1 + 1; f2 < n; f2++ {
					if f1 == c1 || f1 == c2 || f2 == c1 || f2 == c2 || c2-c1 >= f2-f1 {
						continue
					}
					ps = append(ps, placement{c: 1<<c1 | 1<<c2, f: 1<<f1 | 1<<f2})
				}
			}
		}
	}
	placementsCache[n] = ps
	return ps
}
