package fd

// The trail records what to restore on backtracking. A variable's bounds
// and size are saved at most once per choice point, and so is each domain
// word, by comparing the item's stamp with the current one; a fresh stamp is
// taken at every push and every backtrack, so saving more often than needed
// can happen but saving too little cannot. At the root (no choice point)
// nothing is saved: changes made there are permanent.

type varSave struct {
	x             Var
	min, max, sze int32
}

type wordSave struct {
	i int32
	w uint64
}

type intSave struct {
	i int32
	v int64
}

// level marks the trail lengths at a choice point.
type level struct {
	vars, words, ints, dead int32
}

type trailState struct {
	stamp     uint64 // 0 at the root
	nextStamp uint64
	varTrail  []varSave
	wordTrail []wordSave
	intTrail  []intSave
	deadTrail []int32 // propagators found entailed, revived on backtracking
	levels    []level

	ints     []int64 // trailed integers owned by propagators
	intStamp []uint64
}

func (s *Store) saveVar(x Var, vs *varState) {
	if vs.stamp != s.stamp {
		vs.stamp = s.stamp
		s.varTrail = append(s.varTrail, varSave{x, vs.min, vs.max, vs.size})
	}
}

func (s *Store) saveWord(i int) {
	if s.wordStamp[i] != s.stamp {
		s.wordStamp[i] = s.stamp
		s.wordTrail = append(s.wordTrail, wordSave{int32(i), s.words[i]})
	}
}

// newInt allocates a trailed integer with initial value v.
func (s *Store) newInt(v int64) int32 {
	s.ints = append(s.ints, v)
	s.intStamp = append(s.intStamp, 0)
	return int32(len(s.ints) - 1)
}

func (s *Store) setInt(i int32, v int64) {
	if s.intStamp[i] != s.stamp {
		s.intStamp[i] = s.stamp
		s.intTrail = append(s.intTrail, intSave{i, s.ints[i]})
	}
	s.ints[i] = v
}

// freshStamp starts a new trail segment. Stamp 0 means "root": saved items
// carry stamp 0 initially, so nothing is trailed before the first push.
func (s *Store) freshStamp() {
	s.nextStamp++
	s.stamp = s.nextStamp
}

// push opens a choice point.
func (s *Store) push() {
	s.levels = append(s.levels, level{
		int32(len(s.varTrail)), int32(len(s.wordTrail)), int32(len(s.intTrail)), int32(len(s.deadTrail)),
	})
	s.freshStamp()
}

// undo restores the state at the top choice point, which stays open.
func (s *Store) undo() {
	l := s.levels[len(s.levels)-1]
	for i := len(s.varTrail) - 1; i >= int(l.vars); i-- {
		e := s.varTrail[i]
		vs := &s.vars[e.x]
		vs.min, vs.max, vs.size = e.min, e.max, e.sze
	}
	s.varTrail = s.varTrail[:l.vars]
	for i := len(s.wordTrail) - 1; i >= int(l.words); i-- {
		e := s.wordTrail[i]
		s.words[e.i] = e.w
	}
	s.wordTrail = s.wordTrail[:l.words]
	for i := len(s.intTrail) - 1; i >= int(l.ints); i-- {
		e := s.intTrail[i]
		s.ints[e.i] = e.v
	}
	s.intTrail = s.intTrail[:l.ints]
	for _, p := range s.deadTrail[l.dead:] {
		s.flags[p] &^= flagDead
	}
	s.deadTrail = s.deadTrail[:l.dead]
	s.freshStamp()
}

// pop restores the top choice point's state and closes it.
func (s *Store) pop() {
	s.undo()
	s.levels = s.levels[:len(s.levels)-1]
	if len(s.levels) == 0 {
		s.stamp = 0
	}
}
