package fd

import (
	"fmt"
	"math/bits"
	"strings"
)

// varState is a variable's domain: a bitset of nwords words in Store.words,
// bit i standing for value base+i, with its bounds and size cached.
type varState struct {
	min, max int32
	size     int32
	base     int32
	word     int32
	nwords   int32
	stamp    uint64 // trail stamp: the choice point whose trail holds our bounds
}

func (s *Store) newVar(lo, hi int) Var {
	n := (hi - lo + 64) >> 6
	x := Var(len(s.vars))
	s.vars = append(s.vars, varState{
		min: int32(lo), max: int32(hi), size: int32(hi - lo + 1),
		base: int32(lo), word: int32(len(s.words)), nwords: int32(n),
	})
	span := hi - lo + 1
	for i := 0; i < n; i++ {
		w := ^uint64(0)
		if rest := span - 64*i; rest < 64 {
			w = 1<<rest - 1
		}
		s.words = append(s.words, w)
		s.wordStamp = append(s.wordStamp, 0)
	}
	s.addVarWatches()
	return x
}

// recount recomputes min, max and size from the words (used at creation).
func (s *Store) recount(x Var) {
	vs := &s.vars[x]
	ws := s.words[vs.word : vs.word+vs.nwords]
	size := 0
	for _, w := range ws {
		size += bits.OnesCount64(w)
	}
	vs.size = int32(size)
	if size == 0 {
		s.failed = true
		return
	}
	vs.min = vs.base + int32(nextSet(ws, 0))
	vs.max = vs.base + int32(prevSet(ws, int(vs.nwords)*64-1))
}

// clearAll empties a variable's domain at creation time: the store fails.
func (s *Store) clearAll(x Var) {
	vs := &s.vars[x]
	clear(s.words[vs.word : vs.word+vs.nwords])
	vs.size, vs.min, vs.max = 0, 1, 0
	s.failed = true
}

// nextSet returns the index of the first set bit at or after i, or -1.
func nextSet(ws []uint64, i int) int {
	wi := i >> 6
	if wi >= len(ws) {
		return -1
	}
	w := ws[wi] >> (i & 63)
	if w != 0 {
		return i + bits.TrailingZeros64(w)
	}
	for wi++; wi < len(ws); wi++ {
		if ws[wi] != 0 {
			return wi<<6 + bits.TrailingZeros64(ws[wi])
		}
	}
	return -1
}

// prevSet returns the index of the last set bit at or before i, or -1.
func prevSet(ws []uint64, i int) int {
	if i < 0 {
		return -1
	}
	wi := i >> 6
	w := ws[wi] << (63 - i&63)
	if w != 0 {
		return i - bits.LeadingZeros64(w)
	}
	for wi--; wi >= 0; wi-- {
		if ws[wi] != 0 {
			return wi<<6 + 63 - bits.LeadingZeros64(ws[wi])
		}
	}
	return -1
}

// Min returns the smallest value in x's domain.
func (s *Store) Min(x Var) int { return int(s.vars[x].min) }

// Max returns the largest value in x's domain.
func (s *Store) Max(x Var) int { return int(s.vars[x].max) }

// Size returns the number of values in x's domain.
func (s *Store) Size(x Var) int { return int(s.vars[x].size) }

// IsFixed reports whether x has a single value left.
func (s *Store) IsFixed(x Var) bool { return s.vars[x].size == 1 }

// Value returns x's value; it is only meaningful when x is fixed (in a
// solution callback every labeled variable is), otherwise it is x's minimum.
func (s *Store) Value(x Var) int { return int(s.vars[x].min) }

// Contains reports whether v is in x's domain.
func (s *Store) Contains(x Var, v int) bool {
	vs := &s.vars[x]
	if v < int(vs.min) || v > int(vs.max) {
		return false
	}
	off := v - int(vs.base)
	return s.words[int(vs.word)+off>>6]>>(off&63)&1 != 0
}

// Next returns the smallest value of x's domain greater than v.
func (s *Store) Next(x Var, v int) (int, bool) {
	vs := &s.vars[x]
	if v < int(vs.min) {
		return int(vs.min), vs.size > 0
	}
	if v >= int(vs.max) {
		return 0, false
	}
	i := nextSet(s.words[vs.word:vs.word+vs.nwords], v+1-int(vs.base))
	return int(vs.base) + i, true
}

// Prev returns the largest value of x's domain smaller than v.
func (s *Store) Prev(x Var, v int) (int, bool) {
	vs := &s.vars[x]
	if v > int(vs.max) {
		return int(vs.max), vs.size > 0
	}
	if v <= int(vs.min) {
		return 0, false
	}
	i := prevSet(s.words[vs.word:vs.word+vs.nwords], v-1-int(vs.base))
	return int(vs.base) + i, true
}

// Values appends x's domain, in increasing order, to buf.
func (s *Store) Values(x Var, buf []int) []int {
	vs := &s.vars[x]
	if vs.size == 0 {
		return buf
	}
	ws := s.words[vs.word : vs.word+vs.nwords]
	for i, w := range ws {
		for w != 0 {
			buf = append(buf, int(vs.base)+i<<6+bits.TrailingZeros64(w))
			w &= w - 1
		}
	}
	return buf
}

// nth returns the k-th smallest value (0-based) of x's domain.
func (s *Store) nth(x Var, k int) int {
	vs := &s.vars[x]
	ws := s.words[vs.word : vs.word+vs.nwords]
	for i, w := range ws {
		c := bits.OnesCount64(w)
		if k >= c {
			k -= c
			continue
		}
		for ; k > 0; k-- {
			w &= w - 1
		}
		return int(vs.base) + i<<6 + bits.TrailingZeros64(w)
	}
	panic("fd: nth beyond domain size")
}

// DomainString formats x's domain in SICStus style, e.g. "1..3\/5".
func (s *Store) DomainString(x Var) string {
	vals := s.Values(x, nil)
	if len(vals) == 0 {
		return "{}"
	}
	var b strings.Builder
	for i := 0; i < len(vals); {
		j := i
		for j+1 < len(vals) && vals[j+1] == vals[j]+1 {
			j++
		}
		if i > 0 {
			b.WriteString(`\/`)
		}
		if j == i {
			fmt.Fprintf(&b, "%d", vals[i])
		} else {
			fmt.Fprintf(&b, "%d..%d", vals[i], vals[j])
		}
		i = j + 1
	}
	return b.String()
}

// The pruning primitives below return false when x's domain would become
// empty; they leave the domain unchanged then, and the caller must fail.

// Remove deletes v from x's domain.
func (s *Store) Remove(x Var, v int) bool {
	vs := &s.vars[x]
	if v < int(vs.min) || v > int(vs.max) {
		return true
	}
	off := v - int(vs.base)
	wi := int(vs.word) + off>>6
	bit := uint64(1) << (off & 63)
	w := s.words[wi]
	if w&bit == 0 {
		return true
	}
	if vs.size == 1 {
		return false
	}
	s.saveVar(x, vs)
	s.saveWord(wi)
	s.words[wi] = w &^ bit
	vs.size--
	ev := evDomain
	if int32(v) == vs.min {
		vs.min = vs.base + int32(nextSet(s.words[vs.word:vs.word+vs.nwords], off+1))
		ev = evBounds
	} else if int32(v) == vs.max {
		vs.max = vs.base + int32(prevSet(s.words[vs.word:vs.word+vs.nwords], off-1))
		ev = evBounds
	}
	if vs.size == 1 {
		ev = evFix
	}
	s.notify(x, ev)
	return true
}

// SetMin removes every value below v from x's domain.
func (s *Store) SetMin(x Var, v int) bool {
	vs := &s.vars[x]
	if v <= int(vs.min) {
		return true
	}
	if v > int(vs.max) {
		return false
	}
	s.saveVar(x, vs)
	base := int(vs.word)
	from, to := int(vs.min-vs.base), v-int(vs.base) // clear bits [from, to)
	removed := 0
	for wi := from >> 6; wi < to>>6; wi++ {
		if w := s.words[base+wi]; w != 0 {
			s.saveWord(base + wi)
			removed += bits.OnesCount64(w)
			s.words[base+wi] = 0
		}
	}
	if m := s.words[base+to>>6] & (1<<(to&63) - 1); m != 0 {
		s.saveWord(base + to>>6)
		removed += bits.OnesCount64(m)
		s.words[base+to>>6] &^= m
	}
	vs.size -= int32(removed)
	vs.min = vs.base + int32(nextSet(s.words[vs.word:vs.word+vs.nwords], to))
	if vs.size == 1 {
		s.notify(x, evFix)
	} else {
		s.notify(x, evBounds)
	}
	return true
}

// SetMax removes every value above v from x's domain.
func (s *Store) SetMax(x Var, v int) bool {
	vs := &s.vars[x]
	if v >= int(vs.max) {
		return true
	}
	if v < int(vs.min) {
		return false
	}
	s.saveVar(x, vs)
	base := int(vs.word)
	from, to := v+1-int(vs.base), int(vs.max-vs.base) // clear bits [from, to]
	removed := 0
	if m := s.words[base+from>>6] &^ (1<<(from&63) - 1); m != 0 {
		s.saveWord(base + from>>6)
		removed += bits.OnesCount64(m)
		s.words[base+from>>6] &^= m
	}
	for wi := from>>6 + 1; wi <= to>>6; wi++ {
		if w := s.words[base+wi]; w != 0 {
			s.saveWord(base + wi)
			removed += bits.OnesCount64(w)
			s.words[base+wi] = 0
		}
	}
	vs.size -= int32(removed)
	vs.max = vs.base + int32(prevSet(s.words[vs.word:vs.word+vs.nwords], from-1))
	if vs.size == 1 {
		s.notify(x, evFix)
	} else {
		s.notify(x, evBounds)
	}
	return true
}

// Assign reduces x's domain to {v}.
func (s *Store) Assign(x Var, v int) bool {
	vs := &s.vars[x]
	if !s.Contains(x, v) {
		return false
	}
	if vs.size == 1 {
		return true
	}
	s.saveVar(x, vs)
	base := int(vs.word)
	off := v - int(vs.base)
	for wi := int(vs.min-vs.base) >> 6; wi <= int(vs.max-vs.base)>>6; wi++ {
		want := uint64(0)
		if wi == off>>6 {
			want = 1 << (off & 63)
		}
		if s.words[base+wi] != want {
			s.saveWord(base + wi)
			s.words[base+wi] = want
		}
	}
	vs.size, vs.min, vs.max = 1, int32(v), int32(v)
	s.notify(x, evFix)
	return true
}

// SetRange keeps only the values lo..hi in x's domain.
func (s *Store) SetRange(x Var, lo, hi int) bool {
	return s.SetMin(x, lo) && s.SetMax(x, hi)
}

// keepMask keeps the values of x whose bits are set in mask, a bitset over
// x.base aligned with x's words (len(mask) = nwords).
func (s *Store) keepMask(x Var, mask []uint64) bool {
	vs := &s.vars[x]
	base := int(vs.word)
	lo, hi := int(vs.min-vs.base)>>6, int(vs.max-vs.base)>>6
	size := 0
	for wi := lo; wi <= hi; wi++ {
		size += bits.OnesCount64(s.words[base+wi] & mask[wi])
	}
	if size == int(vs.size) {
		return true
	}
	if size == 0 {
		return false
	}
	s.saveVar(x, vs)
	for wi := lo; wi <= hi; wi++ {
		if w := s.words[base+wi]; w&^mask[wi] != 0 {
			s.saveWord(base + wi)
			s.words[base+wi] = w & mask[wi]
		}
	}
	oldMin, oldMax := vs.min, vs.max
	ws := s.words[vs.word : vs.word+vs.nwords]
	vs.size = int32(size)
	vs.min = vs.base + int32(nextSet(ws, int(oldMin-vs.base)))
	vs.max = vs.base + int32(prevSet(ws, int(oldMax-vs.base)))
	switch {
	case size == 1:
		s.notify(x, evFix)
	case vs.min != oldMin || vs.max != oldMax:
		s.notify(x, evBounds)
	default:
		s.notify(x, evDomain)
	}
	return true
}

// mask returns a zeroed scratch bitset aligned with x's domain words.
func (s *Store) mask(x Var) []uint64 {
	n := int(s.vars[x].nwords)
	if cap(s.scratch) < n {
		s.scratch = make([]uint64, n)
	}
	m := s.scratch[:n]
	clear(m)
	return m
}

// maskSet sets value v in a mask from s.mask(x), if within x's span.
func (s *Store) maskSet(x Var, m []uint64, v int) {
	off := v - int(s.vars[x].base)
	if off >= 0 && off < len(m)*64 {
		m[off>>6] |= 1 << (off & 63)
	}
}

// Intersect removes from x's domain every value not in y's domain.
func (s *Store) Intersect(x, y Var) bool {
	vx, vy := &s.vars[x], &s.vars[y]
	if !s.SetRange(x, int(vy.min), int(vy.max)) {
		return false
	}
	if vy.size == vy.max-vy.min+1 {
		return true // y has no holes: bounds were enough
	}
	m := s.mask(x)
	ws := s.words[vx.word : vx.word+vx.nwords]
	for i, w := range ws {
		for w != 0 {
			v := int(vx.base) + i<<6 + bits.TrailingZeros64(w)
			w &= w - 1
			if s.Contains(y, v) {
				m[i] |= 1 << ((v - int(vx.base)) & 63)
			}
		}
	}
	return s.keepMask(x, m)
}
