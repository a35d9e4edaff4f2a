package english

import (
	"reflect"
	"runtime"
	"sync"
	"weak"

	"deduce/puzzle/logicgrid"
)

// The readings of every puzzle read in this process, kept for the front
// ends' reports (deduce solve --format json says which reading the puzzle
// decided) without keeping the puzzle alive: keyed by a weak pointer,
// dropped when the puzzle is collected. The logicgrid model has no room
// for them, and reading the text again would parse it twice.
var remembered = struct {
	sync.Mutex
	m map[weak.Pointer[logicgrid.Puzzle]]Reading
}{m: map[weak.Pointer[logicgrid.Puzzle]]Reading{}}

// remember records how r.Puzzle was read.
func remember(r *Reading) {
	key := weak.Make(r.Puzzle)
	note := *r
	note.Puzzle = nil // the value must not keep its key alive
	remembered.Lock()
	remembered.m[key] = note
	remembered.Unlock()
	runtime.AddCleanup(r.Puzzle, func(key weak.Pointer[logicgrid.Puzzle]) {
		remembered.Lock()
		delete(remembered.m, key)
		remembered.Unlock()
	}, key)
}

// recalled is how p was read, when this process read it and its clues are
// still the ones read.
func recalled(p *logicgrid.Puzzle) (*Reading, bool) {
	remembered.Lock()
	note, ok := remembered.m[weak.Make(p)]
	remembered.Unlock()
	if !ok {
		return nil, false
	}
	note.Puzzle = p
	if !reflect.DeepEqual(note.clues(), p.Clues) {
		return nil, false
	}
	return &note, true
}
