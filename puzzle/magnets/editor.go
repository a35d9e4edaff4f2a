package magnets

import (
	"fmt"
	"strconv"

	"deduce/puzzle"
)

// Magnets on an editor's board: the dominoes are the walls between cells
// (a wall on splits a domino into two blank cells, a wall off joins the two
// cells into a domino, freeing their old partners), and the counts are the
// four side label lines, as Layout draws them. Every edit leaves a puzzle
// Parse reads: a tiling by construction, and counts clueProblem accepts.

var _ puzzle.Editor = Kind{}

// Blank implements puzzle.Editor: a w×h board of blank cells (every wall
// on) and no counts.
func (Kind) Blank(w, h int) (puzzle.Puzzle, error) {
	if w < 1 || h < 1 || w > MaxSide || h > MaxSide {
		return nil, fmt.Errorf("%w: size %dx%d: each side 1..%d", puzzle.ErrBadOption, w, h, MaxSide)
	}
	if w*h < 2 {
		return nil, fmt.Errorf("%w: a %dx%d grid holds no domino", puzzle.ErrBadOption, w, h)
	}
	p := &Puzzle{W: w, H: h, Partner: make([]int, w*h),
		RowPlus: make([]int, h), RowMinus: make([]int, h), ColPlus: make([]int, w), ColMinus: make([]int, w)}
	for _, line := range [][]int{p.Partner, p.RowPlus, p.RowMinus, p.ColPlus, p.ColMinus} {
		for i := range line {
			line[i] = -1 // Partner: a blank cell; counts: Unknown
		}
	}
	return p, nil
}

// Slots implements puzzle.Editor: the column counts (+ above, − below), then
// row by row the row's + count, the walls right of and below its cells, and
// its − count.
func (Kind) Slots(pz puzzle.Puzzle) []puzzle.Slot {
	p := pz.(*Puzzle)
	count := func(place puzzle.Place, i int, name string, line []int, most int) puzzle.Slot {
		s := puzzle.Slot{SlotAt: puzzle.SlotAt{Place: place, Index: i}, Name: name, Type: puzzle.ValueNumber, Min: 0, Max: most}
		if line[i] >= 0 {
			s.Value = strconv.Itoa(line[i])
		}
		return s
	}
	wall := func(place puzzle.Place, i, j int) puzzle.Slot {
		s := puzzle.Slot{SlotAt: puzzle.SlotAt{Place: place, Index: i}, Type: puzzle.ValueSwitch,
			Name: fmt.Sprintf("wall between (%d,%d) and (%d,%d)", i/p.W+1, i%p.W+1, j/p.W+1, j%p.W+1)}
		if p.Partner[i] != j {
			s.Value = puzzle.SwitchOn
		}
		return s
	}
	var out []puzzle.Slot
	for c := range p.W {
		out = append(out, count(puzzle.PlaceTop, c, fmt.Sprintf("+ poles in column %d", c+1), p.ColPlus, p.H))
	}
	for r := range p.H {
		out = append(out, count(puzzle.PlaceLeft, r, fmt.Sprintf("+ poles in row %d", r+1), p.RowPlus, p.W))
		for c := range p.W {
			i := r*p.W + c
			if c+1 < p.W {
				out = append(out, wall(puzzle.PlaceEdgeRight, i, i+1))
			}
			if r+1 < p.H {
				out = append(out, wall(puzzle.PlaceEdgeBelow, i, i+p.W))
			}
		}
		out = append(out, count(puzzle.PlaceRight, r, fmt.Sprintf("− poles in row %d", r+1), p.RowMinus, p.W))
	}
	for c := range p.W {
		out = append(out, count(puzzle.PlaceBottom, c, fmt.Sprintf("− poles in column %d", c+1), p.ColMinus, p.H))
	}
	return out
}

// Edit implements puzzle.Editor. The counts must still fit (clueProblem,
// as Parse checks them); the solution block, if any, is dropped.
func (k Kind) Edit(pz puzzle.Puzzle, at puzzle.SlotAt, value string) (puzzle.Puzzle, error) {
	slot, err := puzzle.CheckEdit(k, pz, at, value)
	if err != nil {
		return nil, err
	}
	p := pz.(*Puzzle).Clone()
	p.Known = nil
	switch at.Place {
	case puzzle.PlaceTop, puzzle.PlaceBottom, puzzle.PlaceLeft, puzzle.PlaceRight:
		v := Unknown
		if value != "" {
			v, _ = strconv.Atoi(value) // CheckEdit read it
		}
		line := map[puzzle.Place][]int{puzzle.PlaceTop: p.ColPlus, puzzle.PlaceBottom: p.ColMinus,
			puzzle.PlaceLeft: p.RowPlus, puzzle.PlaceRight: p.RowMinus}[at.Place]
		line[at.Index] = v
	case puzzle.PlaceEdgeRight, puzzle.PlaceEdgeBelow:
		i, j := at.Index, at.Index+1
		if at.Place == puzzle.PlaceEdgeBelow {
			j = at.Index + p.W
		}
		split := func(a int) {
			if q := p.Partner[a]; q >= 0 {
				p.Partner[q], p.Partner[a] = -1, -1
			}
		}
		if value == puzzle.SwitchOn {
			if p.Partner[i] == j {
				split(i)
			}
		} else if p.Partner[i] != j {
			split(i)
			split(j)
			p.Partner[i], p.Partner[j] = j, i
		}
	}
	if _, _, msg := p.clueProblem(); msg != "" {
		return nil, puzzle.EditErrorf(slot, "%s", msg)
	}
	return p, nil
}
