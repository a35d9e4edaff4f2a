package magnets

import (
	"context"
	"math"
	"math/rand/v2"
)

// Natural blank shares. Published Magnets puzzles leave a quarter to a
// third of the cells blank; laid at random with that many neutral
// dominoes, a 16×16 layout is almost never solved by Tatham's rules (one
// in thousands; rejection sampling, which the generator did with 3-10%
// neutrals, then takes seconds to minutes). So the generator repairs a
// layout instead of throwing it away: it runs the rules of the wanted tier,
// picks a cell they leave open, changes that cell's domino (a magnet turned
// round, or a magnet and a neutral domino swapping roles, so the number of
// blanks stays as asked), reads the clues off again, and keeps the change
// unless the rules now leave more cells open. The open cells are where the
// clues fail to pin the solution down, so changes there are the ones that
// help; the local search ends when the rules solve the puzzle.

// settleStats counts what the local search did (the generation statistics
// the Magnets report printed as "backtracks": here repairs and restarts).
type settleStats struct {
	Layouts int // tilings tried
	Steps   int // changes tried
	Kept    int // changes kept
}

// openCells runs the rules up to tier t on p and returns the number of
// values they leave open (0: solved; -1: a contradiction, which cannot
// happen for clues read off a solution, the rules being sound) and the
// open cells (in buf's storage).
//
// The open cells next to a decided one (the frontier, where the rules
// stopped) come first in the list, and frontier says how many there are:
// a change there lets the rules go on, while a change in the middle of an
// open region is mostly a change the rules never reach.
func openCells(ctx context.Context, p *Puzzle, t tier, buf []int) (open int, cells []int, frontier int, slack float64) {
	e := newEngine(p, false)
	e.run(ctx, t, nil)
	buf = buf[:0]
	if e.failed || ctx.Err() != nil {
		return -1, buf, 0, 0 // the caller stops on ctx; -1 is never kept
	}
	w, n := p.W, len(e.dom)
	decided := func(j int) bool { return bitsCount(e.dom[j]) == 1 }
	var inner []int
	for i, d := range e.dom {
		k := bitsCount(d)
		if k < 2 {
			continue
		}
		open += k - 1
		c := i % w
		if (c > 0 && decided(i-1)) || (c+1 < w && decided(i+1)) || (i >= w && decided(i-w)) || (i+w < n && decided(i+w)) {
			buf = append(buf, i)
		} else {
			inner = append(inner, i)
		}
	}
	frontier = len(buf)
	return open, append(buf, inner...), frontier, lineSlack(e)
}

// lineSlack is the sum over lines of the log of the number of ways to fill
// the line's open cells with its + and − counts (dominoes inside the line
// taken as a unit; like poles touching ignored). While the rules find no
// foothold (at 30×30 with 28% blanks they decide nothing at first, and the
// open count stays flat over thousands of changes), it falls as the lines'
// counts get nearer their extremes, where the rules start: the local search
// follows it to the first footholds.
func lineSlack(e *engine) float64 {
	total := 0.0
	var ways []float64
	for l, cells := range e.lines {
		P, M := e.target[l][0], e.target[l][1]
		if P < 0 || M < 0 {
			continue // a hidden count: no slack to measure
		}
		md := M + 1
		need := (P + 1) * md
		if cap(ways) < 2*need {
			ways = make([]float64, 2*need)
		}
		cur, nxt := ways[:need], ways[need:2*need]
		clear(cur)
		cur[0] = 1
		for k := 0; k < len(cells); k++ {
			i := cells[k]
			d := e.dom[i]
			clear(nxt)
			pair := k+1 < len(cells) && e.p.Partner[i] == cells[k+1]
			for pm, f := range cur {
				if f == 0 {
					continue
				}
				pp, mm := pm/md, pm%md
				if pair { // a domino inside the line: +−, −+ or neutral
					d2 := e.dom[cells[k+1]]
					if d&bitNeutral != 0 && d2&bitNeutral != 0 {
						nxt[pm] += f
					}
					if pp < P && mm < M {
						ways := 0.0
						if d&bitPlus != 0 && d2&bitMinus != 0 {
							ways++
						}
						if d&bitMinus != 0 && d2&bitPlus != 0 {
							ways++
						}
						nxt[(pp+1)*md+mm+1] += f * ways
					}
					continue
				}
				if d&bitNeutral != 0 {
					nxt[pm] += f
				}
				if d&bitPlus != 0 && pp < P {
					nxt[(pp+1)*md+mm] += f
				}
				if d&bitMinus != 0 && mm < M {
					nxt[pp*md+mm+1] += f
				}
			}
			cur, nxt = nxt, cur
			if pair {
				k++
			}
		}
		if c := cur[P*md+M]; c > 1 {
			total += math.Log(c)
		}
	}
	return total
}

// pickOpen draws a cell to change: from the frontier with probability 3/4
// when there is one.
func pickOpen(rng *rand.Rand, open []int, frontier int) int {
	if frontier > 0 && rng.IntN(4) != 0 {
		return open[rng.IntN(frontier)]
	}
	return open[rng.IntN(len(open))]
}

// poleClash reports whether value v at cell i would touch a like pole of s.
func poleClash(s *Solution, i int, v int8) bool {
	w, n := s.W, len(s.Cells)
	c := i % w
	return (c > 0 && s.Cells[i-1] == v) || (c+1 < w && s.Cells[i+1] == v) ||
		(i >= w && s.Cells[i-w] == v) || (i+w < n && s.Cells[i+w] == v)
}

// placeMagnet makes the neutral domino (i, q) a magnet, its + on i with
// probability 1/2, the other way round if that clashes; false (and s
// unchanged) when both clash.
func placeMagnet(rng *rand.Rand, s *Solution, i, q int) bool {
	v := Plus
	if rng.IntN(2) == 1 {
		v = Minus
	}
	for _, u := range []int8{v, -v} {
		if !poleClash(s, i, u) && !poleClash(s, q, -u) {
			s.Cells[i], s.Cells[q] = u, -u
			return true
		}
	}
	return false
}

// mutate changes the domino of cell i in s, keeping the number of blank
// cells: a magnet is turned round, or becomes neutral while another domino
// (preferably an open one, from open) becomes a magnet; a neutral domino
// becomes a magnet while another magnet becomes neutral. It returns the
// cells it changed (with their old values in old), or nothing when the
// change it drew is not possible.
func mutate(rng *rand.Rand, p *Puzzle, s *Solution, i int, open []int) (cells []int, old []int8) {
	q := p.Partner[i]
	if q < 0 {
		return nil, nil
	}
	save := func(cs ...int) {
		for _, c := range cs {
			cells = append(cells, c)
			old = append(old, s.Cells[c])
		}
	}
	undo := func() {
		for k := len(cells) - 1; k >= 0; k-- {
			s.Cells[cells[k]] = old[k]
		}
	}
	// other draws a domino (its first cell) whose neutrality is neutral,
	// from the open cells first, then anywhere.
	other := func(neutral bool) int {
		for try := range 16 {
			var j int
			if try < 8 && len(open) > 0 {
				j = open[rng.IntN(len(open))]
			} else {
				j = rng.IntN(len(s.Cells))
			}
			if k := p.Partner[j]; k >= 0 && j != i && j != q && (s.Cells[j] == Neutral) == neutral {
				return j
			}
		}
		return -1
	}
	if s.Cells[i] != Neutral {
		if rng.IntN(2) == 0 {
			save(i, q)
			s.Cells[i], s.Cells[q] = Neutral, Neutral
			if !placeMagnet(rng, s, i, q) || s.Cells[i] == old[0] {
				undo()
				return nil, nil
			}
			return cells, old
		}
		j := other(true)
		if j < 0 {
			return nil, nil
		}
		save(i, q, j, p.Partner[j])
		s.Cells[i], s.Cells[q] = Neutral, Neutral
		if !placeMagnet(rng, s, j, p.Partner[j]) {
			undo()
			return nil, nil
		}
		return cells, old
	}
	j := other(false)
	if j < 0 {
		return nil, nil
	}
	save(i, q, j, p.Partner[j])
	s.Cells[j], s.Cells[p.Partner[j]] = Neutral, Neutral
	if !placeMagnet(rng, s, i, q) {
		undo()
		return nil, nil
	}
	return cells, old
}

// settle repairs s (on p's layout) until the rules up to tier t solve the
// puzzle its clues make, trying at most steps changes. It leaves p's clues
// read off s and reports whether the rules solve it.
func settle(ctx context.Context, rng *rand.Rand, p *Puzzle, s *Solution, t tier, steps int, st *settleStats) bool {
	if t == tierHard {
		return settleHard(ctx, rng, p, s, steps, st)
	}
	p.CluesFrom(s)
	score, open, front, slack := openCells(ctx, p, t, nil)
	var next []int
	var nfront int
	var nslack float64
	for k := 0; k < steps && score > 0; k++ {
		if ctx.Err() != nil {
			return false
		}
		cells, old := mutate(rng, p, s, pickOpen(rng, open, front), open)
		if cells == nil {
			continue
		}
		st.Steps++
		p.CluesFrom(s)
		var sc int
		if sc, next, nfront, nslack = openCells(ctx, p, t, next); sc >= 0 && (sc < score || sc == score && nslack <= slack) {
			score, front, slack = sc, nfront, nslack
			open, next = next, open
			st.Kept++
			continue
		}
		for k := len(cells) - 1; k >= 0; k-- {
			s.Cells[cells[k]] = old[k]
		}
		p.CluesFrom(s)
	}
	return score == 0
}

// hardProbeAt is the number of values the tricky rules may leave open, per
// cell of the grid, for settleHard to try probing. Measured at 16×16 (8
// seeds, median time per hard puzzle on the loaded 2-core machine): 8
// values 2.0 s, 24 1.5 s, 60 0.61 s, 120 0.43 s, 200 0.18 s, 400 0.38 s,
// always 2.2 s: probing too early costs a tricky run per open value and
// mostly fails, too late the search has to come close to tricky.
const hardProbeAt = 0.75

// settleHard is settle for the hard tier, whose probing costs a tricky run
// per open value: the search runs on the tricky rules' open values, never
// lets them reach 0 (that puzzle would be tricky), and tries probing
// whenever few values are left open. It reports whether the puzzle it
// leaves is solved by probing (so hard: the tricky rules do not solve it).
func settleHard(ctx context.Context, rng *rand.Rand, p *Puzzle, s *Solution, steps int, st *settleStats) bool {
	p.CluesFrom(s)
	score, open, front, slack := openCells(ctx, p, tierTricky, nil)
	var nfront int
	var nslack float64
	if score == 0 {
		return false
	}
	tried := -1 // the score probing last failed at
	var next []int
	for k := 0; k < steps; k++ {
		if ctx.Err() != nil {
			return false
		}
		if float64(score) <= hardProbeAt*float64(len(s.Cells)) && score != tried {
			if ok, _ := solveAt(ctx, p, tierHard); ok {
				return true
			}
			tried = score
		}
		cells, old := mutate(rng, p, s, pickOpen(rng, open, front), open)
		if cells == nil {
			continue
		}
		st.Steps++
		p.CluesFrom(s)
		var sc int
		if sc, next, nfront, nslack = openCells(ctx, p, tierTricky, next); sc > 0 && (sc < score || sc == score && nslack <= slack) {
			if sc < score {
				tried = -1
			}
			score, front, slack = sc, nfront, nslack
			open, next = next, open
			st.Kept++
			continue
		}
		for k := len(cells) - 1; k >= 0; k-- {
			s.Cells[cells[k]] = old[k]
		}
		p.CluesFrom(s)
	}
	return false
}
