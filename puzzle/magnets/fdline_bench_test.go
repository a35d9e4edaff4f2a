package magnets

import "deduce/fd"

// lineProp is prop's line GAC (linegac.go) as an fd.Propagator, for the fd
// search experiment: the same dynamic programme over one row or column
// (counts of + and −, no like poles side by side, domino halves opposite),
// reading and pruning fd domains (+1 plus, −1 minus, 0 neutral). Its
// buffers are scratch space, not branch state, as fd's contract allows.
type lineProp struct {
	cells   []fd.Var
	coupled []bool // cell k is the domino partner of cell k-1
	P, M    int    // wanted + and − counts, -1 unknown
	dom     []uint8
	fw, bw  []bool
	act     []int
	start   []int
	support []uint8
}

func (*lineProp) Cost() fd.Cost    { return fd.CostHeavy }
func (*lineProp) Idempotent() bool { return true }
func bitOfValue(v int) uint8       { return [3]uint8{bitMinus, bitNeutral, bitPlus}[v+1] }
func valueOfBit(b uint8) (v int)   { return [5]int{0, 1, -1, 0, 0}[b] }
func (p *lineProp) domain(s *fd.Store, x fd.Var) (d uint8) {
	for v := -1; v <= 1; v++ {
		if s.Contains(x, v) {
			d |= bitOfValue(v)
		}
	}
	return d
}

// postLines posts one lineProp per row and column whose counts are known.
func postLines(s *fd.Store, p *Puzzle, cells []fd.Var) error {
	w, h := p.W, p.H
	post := func(idx []int, P, M int) error {
		lp := &lineProp{P: P, M: M, dom: make([]uint8, len(idx)), coupled: make([]bool, len(idx))}
		for k, i := range idx {
			lp.cells = append(lp.cells, cells[i])
			lp.coupled[k] = k > 0 && p.Partner[i] == idx[k-1]
		}
		return s.Post(lp, fd.OnDomain, lp.cells...)
	}
	for r := range h {
		idx := make([]int, w)
		for c := range w {
			idx[c] = r*w + c
		}
		if err := post(idx, p.RowPlus[r], p.RowMinus[r]); err != nil {
			return err
		}
	}
	for c := range w {
		idx := make([]int, h)
		for r := range h {
			idx[r] = r*w + c
		}
		if err := post(idx, p.ColPlus[c], p.ColMinus[c]); err != nil {
			return err
		}
	}
	return nil
}

func (lp *lineProp) Propagate(s *fd.Store) fd.Status {
	L := len(lp.cells)
	for k, x := range lp.cells {
		lp.dom[k] = lp.domain(s, x)
	}
	P, M := lp.P, lp.M
	_, md, ns := lineStateDims(P, M)
	need := (L + 1) * ns
	if cap(lp.fw) < need {
		lp.fw = make([]bool, need)
	}
	fw := lp.fw[:need]
	clear(fw)
	fw[2] = true
	act := append(lp.act[:0], 2)
	if cap(lp.start) < L+2 {
		lp.start = make([]int, L+2)
	}
	start := lp.start[:L+2]
	start[0], start[1] = 0, 1
	step := func(st, vi int) (int, bool) {
		last := st % 3
		pm := st / 3
		p, m := pm/md, pm%md
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
		_ = last
		return (p*md+m)*3 + vi, true
	}
	allowed := func(k, last, vi int) bool {
		if lp.coupled[k] {
			return vi == oppositeIndex[last]
		}
		return vi == 2 || vi != last
	}
	for k := range L {
		vals := valuesOf[lp.dom[k]]
		next := fw[(k+1)*ns : (k+2)*ns]
		any := false
		for _, st := range act[start[k]:start[k+1]] {
			for _, v := range vals {
				vi := valueIndex(v)
				if !allowed(k, st%3, vi) {
					continue
				}
				st2, ok := step(st, vi)
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
			lp.act = act
			return fd.Failed
		}
	}
	lp.act = act
	if cap(lp.bw) < 2*ns {
		lp.bw = make([]bool, 2*ns)
	}
	bwNext, bwCur := lp.bw[:ns], lp.bw[ns:2*ns]
	clear(bwNext)
	pf, mf := max(P, 0), max(M, 0)
	found := false
	for last := range 3 {
		st := (pf*md+mf)*3 + last
		if fw[L*ns+st] {
			bwNext[st] = true
			found = true
		}
	}
	if !found {
		return fd.Failed
	}
	if cap(lp.support) < L {
		lp.support = make([]uint8, L)
	}
	support := lp.support[:L]
	for k := L - 1; k >= 0; k-- {
		vals := valuesOf[lp.dom[k]]
		for _, st := range act[start[k]:start[k+1]] {
			bwCur[st] = false
		}
		var sup uint8
		for _, st := range act[start[k]:start[k+1]] {
			for _, v := range vals {
				vi := valueIndex(v)
				if !allowed(k, st%3, vi) {
					continue
				}
				if st2, ok := step(st, vi); ok && bwNext[st2] {
					bwCur[st] = true
					sup |= v
				}
			}
		}
		support[k] = sup
		bwNext, bwCur = bwCur, bwNext
	}
	for k, x := range lp.cells {
		for rm := lp.dom[k] &^ support[k]; rm != 0; rm &= rm - 1 {
			if !s.Remove(x, valueOfBit(rm&-rm)) {
				return fd.Failed
			}
		}
	}
	return fd.AtFixpoint
}
