package closefar

import (
	"context"
	"math/bits"
)

// probe is the former grading code, kept as an independent reference for the
// step engine: one-step trials on the fast solver's propagation, to a
// fixpoint; false means a contradiction. TestGradeTiers compares the engine's
// grade with it.
func (s *lineSolver) probe(ctx context.Context) bool {
	for changed := true; changed; {
		changed = false
		for x := range s.dom {
			if ctx.Err() != nil {
				return true
			}
			d := s.dom[x]
			if bits.OnesCount8(d) < 2 {
				continue
			}
			for v := Blank; v <= Far; v++ {
				if cur := s.dom[x]; cur>>v&1 == 0 || bits.OnesCount8(cur) < 2 {
					continue
				}
				sn := s.save()
				s.dom[x] = 1 << v
				s.enqueue(x / s.n)
				s.enqueue(s.n + x%s.n)
				ok := s.propagate()
				s.restore(sn)
				if !ok {
					s.dom[x] &^= 1 << v
					s.enqueue(x / s.n)
					s.enqueue(s.n + x%s.n)
					if !s.propagate() {
						return false
					}
					changed = true
				}
			}
			if s.dom[x] != d {
				changed = true
			}
		}
	}
	return true
}
