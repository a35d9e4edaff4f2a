package magnets

// bruteCount counts solutions by trying every state of every domino
// (neutral, +−, −+) and asking the independent checker, stopping at limit.
// It is the oracle of the solver tests: it shares no code with any solver.
func bruteCount(p *Puzzle, limit int) int {
	var firsts []int
	for i, q := range p.Partner {
		if q > i {
			firsts = append(firsts, i)
		}
	}
	s := &Solution{W: p.W, H: p.H, Cells: make([]int8, p.W*p.H)}
	n := 0
	var rec func(k int) bool
	rec = func(k int) bool {
		if k == len(firsts) {
			if Check(p, s) == nil {
				n++
			}
			return n < limit
		}
		i := firsts[k]
		for _, v := range []int8{Neutral, Plus, Minus} {
			s.Cells[i], s.Cells[p.Partner[i]] = v, -v
			if !rec(k + 1) {
				return false
			}
		}
		s.Cells[i], s.Cells[p.Partner[i]] = 0, 0
		return true
	}
	rec(0)
	return n
}
