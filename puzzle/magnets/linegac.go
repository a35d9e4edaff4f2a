package magnets

// Line reasoning at full strength: for one row or column, a value stays in a
// cell's domain only if some assignment of the whole line supports it — an
// assignment that meets the line's + and − counts, puts no like poles side
// by side along the line, and gives the two halves of every domino lying
// inside the line opposite poles (or both neutral). This is generalised arc
// consistency on the line, computed by dynamic programming over the cells in
// order with states (+ so far, − so far, value of the previous cell), a
// forward pass of reachable states and a backward pass of states that can
// still finish. It subsumes the counting rules of the easy and tricky tiers
// restricted to one line.

// valuesOf lists the value bits of a domain.
var valuesOf [8][]uint8

func init() {
	for d := range uint8(8) {
		for _, v := range []uint8{bitPlus, bitMinus, bitNeutral} {
			if d&v != 0 {
				valuesOf[d] = append(valuesOf[d], v)
			}
		}
	}
}

// lineStateDims sizes the line DP's states (+ so far, − so far, previous
// cell's value): a hidden count (-1) needs no counter dimension.
func lineStateDims(P, M int) (pd, md, ns int) {
	pd, md = 1, 1
	if P >= 0 {
		pd = P + 1
	}
	if M >= 0 {
		md = M + 1
	}
	return pd, md, pd * md * 3
}

// lineGAC prunes line l; false means the line has no assignment left.
func (s *propSolver) lineGAC(l int) bool {
	cells := s.lines[l]
	L := len(cells)
	P, M := s.target[l][0], s.target[l][1]
	_, md, ns := lineStateDims(P, M)
	need := (L + 1) * ns
	if cap(s.fw) < need {
		s.fw = make([]bool, need)
	}
	fw := s.fw[:need]
	clear(fw)
	// state index: (p*md+m)*3 + last, last = value index of the previous cell (2 = neutral/none).
	fw[2] = true
	// act lists the reachable states of each layer: act[start[k]:start[k+1]].
	act := append(s.gacAct[:0], 2)
	if cap(s.gacStart) < L+2 {
		s.gacStart = make([]int, L+2)
	}
	start := s.gacStart[:L+2]
	start[0], start[1] = 0, 1
	partner := s.p.Partner
	for k := range L {
		c := cells[k]
		vals := valuesOf[s.dom[c]]
		coupled := k > 0 && partner[c] == cells[k-1]
		next := fw[(k+1)*ns : (k+2)*ns]
		any := false
		for _, st := range act[start[k]:start[k+1]] {
			for _, v := range vals {
				st2, ok := lineStep(st, valueIndex(v), coupled, P, M, md)
				if !ok {
					continue
				}
				if !next[st2] {
					next[st2] = true
					act = append(act, st2)
				}
				any = true
			}
		}
		start[k+2] = len(act)
		if !any {
			s.gacAct = act
			return false
		}
	}
	s.gacAct = act
	// Backward: bw marks states of layer k+1 that can finish.
	if cap(s.bw) < 2*ns {
		s.bw = make([]bool, 2*ns)
	}
	bwNext, bwCur := s.bw[:ns], s.bw[ns:2*ns]
	clear(bwNext)
	pf, mf := 0, 0
	if P >= 0 {
		pf = P
	}
	if M >= 0 {
		mf = M
	}
	found := false
	for last := range 3 {
		st := (pf*md+mf)*3 + last
		if fw[L*ns+st] {
			bwNext[st] = true
			found = true
		}
	}
	if !found {
		return false
	}
	if cap(s.support) < L {
		s.support = make([]uint8, L)
	}
	support := s.support[:L]
	for k := L - 1; k >= 0; k-- {
		c := cells[k]
		vals := valuesOf[s.dom[c]]
		coupled := k > 0 && partner[c] == cells[k-1]
		for _, st := range act[start[k]:start[k+1]] {
			bwCur[st] = false
		}
		var sup uint8
		for _, st := range act[start[k]:start[k+1]] {
			for _, v := range vals {
				if st2, ok := lineStep(st, valueIndex(v), coupled, P, M, md); ok && bwNext[st2] {
					bwCur[st] = true
					sup |= v
				}
			}
		}
		support[k] = sup
		bwNext, bwCur = bwCur, bwNext
	}
	for k, c := range cells {
		if !s.set(c, support[k]) {
			return false
		}
	}
	return true
}

// lineStep is the DP's move: the state after a cell with value index vi
// (0 +, 1 −, 2 neutral) from state st, or false when vi breaks a rule: a
// domino's second half not opposite its first (coupled), like poles side by
// side, or a count above its target P or M (-1: hidden, no limit). The
// forward and the backward pass share it, so they cannot disagree.
func lineStep(st, vi int, coupled bool, P, M, md int) (int, bool) {
	last := st % 3
	p, m := st/3/md, st/3%md
	if coupled {
		if vi != oppositeIndex[last] {
			return 0, false
		}
	} else if vi != 2 && vi == last {
		return 0, false
	}
	if vi == 0 && P >= 0 {
		if p++; p > P {
			return 0, false
		}
	}
	if vi == 1 && M >= 0 {
		if m++; m > M {
			return 0, false
		}
	}
	return (p*md+m)*3 + vi, true
}

// oppositeIndex maps a value index to its domino partner's: + ↔ −, neutral ↔ neutral.
var oppositeIndex = [3]int{1, 0, 2}
