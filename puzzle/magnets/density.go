package magnets

// Counting-based branching (Pesant, Quimper and Zanarini's maxSD): the
// line dynamic program of linegac.go, run with path counts instead of
// booleans, gives for every cell and value the share of the line's
// assignments that use it — its solution density. Branching on the cell and
// value of highest density (over both of the cell's lines) follows the
// values most lines agree on, and fails early when they are wrong.

// lineDensity adds, for each cell of line l and each value, the density of
// the value in the line to dens (indexed cell*3+value), keeping the maximum
// over lines. It returns false when the line has no assignment.
func (s *propSolver) lineDensity(l int, dens []float64) bool {
	cells := s.lines[l]
	L := len(cells)
	P, M := s.target[l][0], s.target[l][1]
	_, md, ns := lineStateDims(P, M)
	need := (L + 1) * ns
	if cap(s.fwc) < need {
		s.fwc = make([]float64, need)
		s.bwc = make([]float64, need)
	}
	fw, bw := s.fwc[:need], s.bwc[:need]
	clear(fw)
	clear(bw)
	partner := s.p.Partner
	step := func(k, st int, v uint8) int {
		vi := valueIndex(v)
		last := st % 3
		pm := st / 3
		p, m := pm/md, pm%md
		if k > 0 && partner[cells[k]] == cells[k-1] {
			if vi != oppositeIndex[last] {
				return -1
			}
		} else if vi != 2 && vi == last {
			return -1
		}
		if vi == 0 && P >= 0 {
			if p++; p > P {
				return -1
			}
		}
		if vi == 1 && M >= 0 {
			if m++; m > M {
				return -1
			}
		}
		return (p*md+m)*3 + vi
	}
	fw[2] = 1
	for k := range L {
		vals := valuesOf[s.dom[cells[k]]]
		for st := range ns {
			f := fw[k*ns+st]
			if f == 0 {
				continue
			}
			for _, v := range vals {
				if st2 := step(k, st, v); st2 >= 0 {
					fw[(k+1)*ns+st2] += f
				}
			}
		}
	}
	pf, mf := max(P, 0), max(M, 0)
	total := 0.0
	for last := range 3 {
		st := (pf*md+mf)*3 + last
		bw[L*ns+st] = 1
		total += fw[L*ns+st]
	}
	if total == 0 {
		return false
	}
	for k := L - 1; k >= 0; k-- {
		c := cells[k]
		vals := valuesOf[s.dom[c]]
		var paths [3]float64
		for st := range ns {
			f := fw[k*ns+st]
			if f == 0 {
				continue
			}
			for _, v := range vals {
				if st2 := step(k, st, v); st2 >= 0 {
					b := bw[(k+1)*ns+st2]
					bw[k*ns+st] += b
					paths[valueIndex(v)] += f * b
				}
			}
		}
		for v := range 3 {
			if d := paths[v] / total; d > dens[c*3+v] {
				dens[c*3+v] = d
			}
		}
	}
	return true
}

// chooseDensity returns the open cell and value of highest density, or
// cell -1 when every cell is decided.
func (s *propSolver) chooseDensity() (int, uint8) {
	if cap(s.dens) < 3*s.n {
		s.dens = make([]float64, 3*s.n)
	}
	dens := s.dens[:3*s.n]
	clear(dens)
	open := false
	for l := range s.lines {
		for _, i := range s.lines[l] {
			if bitsCount(s.dom[i]) > 1 {
				open = true
				s.lineDensity(l, dens)
				break
			}
		}
	}
	if !open {
		return -1, 0
	}
	best, bestV, bestD := -1, uint8(0), -1.0
	for i, d := range s.dom {
		if bitsCount(d) < 2 {
			continue
		}
		for _, v := range valuesOf[d] {
			x := dens[i*3+valueIndex(v)]
			if s.rng != nil {
				x *= 1 + 0.1*s.rng.Float64() // restarts must not replay the same tree
			}
			if x > bestD {
				best, bestV, bestD = i, v, x
			}
		}
	}
	return best, bestV
}

func bitsCount(d uint8) int { return int(d&1) + int(d>>1&1) + int(d>>2&1) }
