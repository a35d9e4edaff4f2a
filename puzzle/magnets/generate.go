package magnets

import (
	"context"
	"fmt"
	"math"
	"math/rand/v2"

	"deduce/puzzle"
)

// Default generator settings: 6×6 tricky, the size of the report's example
// e1 and the difficulty of Tatham's default preset (smaller grids default
// to easy, or any below 3×3: see defaultDifficulty).
const (
	DefaultSize       = 6
	DefaultDifficulty = "tricky"
	// DefaultBlank is the share of blank (neutral) cells in generated
	// solutions: published puzzles (janko.at) have 25-34%, Tatham's
	// generator 16-28%; see docs/guide/magnets-generate.md.
	DefaultBlank = 0.28
)

// GenParams implements puzzle.GenParamer: --blank, the share of blank
// cells, as a fraction 0..1 (0 = none beyond what the layout forces).
func (Kind) GenParams() []puzzle.GenParam {
	return []puzzle.GenParam{{
		Name:  "blank",
		Usage: fmt.Sprintf("share of blank (neutral) cells, 0..1 (magnets; default %.2f)", DefaultBlank),
		Type:  puzzle.ParamFloat,
		Check: func(v float64) error { _, err := blankShare(v, true); return err },
		Min:   0, Max: 1,
	}}
}

// GenSizes implements puzzle.SizeRanger: the sides the unique generator
// makes (checkSize, Generate).
func (Kind) GenSizes() (int, int) { return 2, MaxGenerateSide }

// blankShare reads the --blank parameter: absent (given false) is the
// default, else a share 0..1.
func blankShare(v float64, given bool) (float64, error) {
	switch {
	case !given:
		return DefaultBlank, nil
	case math.IsNaN(v) || v < 0 || v > 1:
		return 0, fmt.Errorf("%w: blank share %g: want a fraction 0..1 (e.g. 0.3 for 30%%)", puzzle.ErrBadOption, v)
	}
	return v, nil
}

// Generation maxima (width and height), below MaxSide because generating
// costs far more than reading: the unique generator proves uniqueness after
// every removed clue, and the report's tiling restarts whenever its last
// rows dead-end. Measured with seed 1 on a loaded 2-core machine (see
// docs/guide/robustness.md): unique 32×32 in 4 s, 36×36 in 6 s, 38×38 and
// 40×40 not done in 40 s; report 60×60 in 2.4 s, 100×100 not done in 60 s.
const (
	MaxGenerateSide = 36
	MaxReportSide   = 64
)

// newRand returns the generator's random source for seed: every random
// choice of a generator flows from it.
func newRand(seed int64) *rand.Rand {
	return rand.New(rand.NewPCG(uint64(seed), 0x6d61676e657473)) // "magnets"
}

// checkSize validates a requested size, filling in the default.
func checkSize(opt puzzle.GenerateOptions) (w, h int, err error) {
	w, h = opt.Width, opt.Height
	if w == 0 && h == 0 {
		w, h = DefaultSize, DefaultSize
	}
	if h == 0 {
		h = w
	}
	if w < 2 || h < 2 {
		// The maxima are the generators' own (checked in Generate), not the
		// reader's MaxSide: one number per method in every message.
		return 0, 0, fmt.Errorf("%w: magnets size %dx%d: width and height must be at least 2 (and at most %d, or %d with --method report)", puzzle.ErrBadOption, w, h, MaxGenerateSide, MaxReportSide)
	}
	return w, h, nil
}

// RandomTiling tiles a w×h grid the way the report does: cells are visited
// row by row; the first free cell is paired with its east or south
// neighbour, chosen at random, backtracking out of dead ends. An odd area
// first gets its singleton on a random cell of the majority colour of the
// chequerboard (only those leave a tileable rest).
func RandomTiling(rng *rand.Rand, w, h int) []int {
	partner, _ := randomTiling(context.Background(), rng, w, h)
	return partner
}

// randomTiling is RandomTiling stopping with ctx. Wide grids often dead-end
// in their last rows and restart many times (minutes at 100×100), so both
// the restarts and the backtracking look at ctx.
func randomTiling(ctx context.Context, rng *rand.Rand, w, h int) ([]int, error) {
	n := w * h
	for {
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		partner := make([]int, n)
		for i := range partner {
			partner[i] = -2 // free
		}
		if n%2 == 1 {
			for {
				i := rng.IntN(n)
				if (i/w+i%w)%2 == 0 {
					partner[i] = -1
					break
				}
			}
		}
		budget := 50 * n // dead ends are rare; restart rather than search long
		if fillTiling(ctx, rng, partner, w, 0, &budget) {
			return partner, nil
		}
	}
}

func fillTiling(ctx context.Context, rng *rand.Rand, partner []int, w, from int, budget *int) bool {
	i := from
	for i < len(partner) && partner[i] != -2 {
		i++
	}
	if i == len(partner) {
		return true
	}
	*budget--
	if *budget%4096 == 0 && ctx.Err() != nil {
		*budget = -1 // unwinds the recursion; the caller sees ctx.Err()
	}
	if *budget < 0 {
		return false
	}
	var opts [2]int
	k := 0
	if i%w+1 < w && partner[i+1] == -2 {
		opts[k] = i + 1
		k++
	}
	if i+w < len(partner) && partner[i+w] == -2 {
		opts[k] = i + w
		k++
	}
	if k == 2 && rng.IntN(2) == 1 {
		opts[0], opts[1] = opts[1], opts[0]
	}
	for _, q := range opts[:k] {
		partner[i], partner[q] = q, i
		if fillTiling(ctx, rng, partner, w, i+1, budget) {
			return true
		}
		partner[i], partner[q] = -2, -2
		if *budget < 0 {
			return false
		}
	}
	return false
}

// RandomPoles gives every domino a random state — neutral, or a magnet in
// either direction — among those that put no like poles side by side, the
// report's random labeling. Neutral is always allowed, so no backtracking.
func RandomPoles(rng *rand.Rand, w, h int, partner []int) *Solution {
	s := &Solution{W: w, H: h, Cells: make([]int8, w*h)}
	clash := func(i int, v int8) bool {
		c := i % w
		return (c > 0 && s.Cells[i-1] == v) || (c+1 < w && s.Cells[i+1] == v) ||
			(i >= w && s.Cells[i-w] == v) || (i+w < len(s.Cells) && s.Cells[i+w] == v)
	}
	for i, q := range partner {
		if q < i { // singleton, or a domino met already
			continue
		}
		var opts [3]int8
		k := 1 // opts[0] = Neutral
		for _, v := range []int8{Plus, Minus} {
			if !clash(i, v) && !clash(q, -v) {
				opts[k] = v
				k++
			}
		}
		v := opts[rng.IntN(k)]
		s.Cells[i], s.Cells[q] = v, -v
	}
	return s
}

// GenerateReport is the report's generator: random tiling, random poles,
// counts read off. The puzzle is solvable (the planted solution) but not
// necessarily unique.
func GenerateReport(w, h int, seed int64) (*Puzzle, *Solution) {
	p, s, _ := generateReport(context.Background(), w, h, seed)
	return p, s
}

// generateReport is GenerateReport stopping with ctx (large tilings).
func generateReport(ctx context.Context, w, h int, seed int64) (*Puzzle, *Solution, error) {
	rng := newRand(seed)
	partner, err := randomTiling(ctx, rng, w, h)
	if err != nil {
		return nil, nil, err
	}
	s := RandomPoles(rng, w, h, partner)
	p := &Puzzle{W: w, H: h, Partner: partner}
	p.CluesFrom(s)
	return p, s, nil
}

// StripsClues implements puzzle.Stripper: Generate honours opt.Strip.
func (Kind) StripsClues() bool { return true }

// Generate implements puzzle.Generator.
func (Kind) Generate(ctx context.Context, opt puzzle.GenerateOptions) (puzzle.Generated, error) {
	w, h, err := checkSize(opt)
	if err != nil {
		return puzzle.Generated{}, err
	}
	switch opt.Method {
	case "report":
		if opt.Difficulty != "" && opt.Difficulty != "any" {
			return puzzle.Generated{}, fmt.Errorf("%w: --method report does not grade; drop --difficulty", puzzle.ErrBadOption)
		}
		if opt.Strip {
			return puzzle.Generated{}, fmt.Errorf("%w: --strip needs the unique generator, not --method report", puzzle.ErrBadOption)
		}
		if w > MaxReportSide || h > MaxReportSide {
			return puzzle.Generated{}, fmt.Errorf("%w: size %dx%d is above the maximum %d for magnets --method report generation: its random tiling restarts for minutes on larger grids (see docs/guide/robustness.md)",
				puzzle.ErrBadOption, w, h, MaxReportSide)
		}
		p, s, err := generateReport(ctx, w, h, opt.Seed)
		if err != nil {
			return puzzle.Generated{}, err
		}
		return puzzle.Generated{Puzzle: p, Solution: s, Seed: opt.Seed}, nil
	case "", "unique":
		if w > MaxGenerateSide || h > MaxGenerateSide {
			return puzzle.Generated{}, fmt.Errorf("%w: size %dx%d is above the maximum %d for magnets generation: proving uniqueness takes minutes on larger grids (see docs/guide/robustness.md); --method report makes solvable, not necessarily unique, puzzles up to %d",
				puzzle.ErrBadOption, w, h, MaxGenerateSide, MaxReportSide)
		}
		return generateUnique(ctx, w, h, opt)
	}
	return puzzle.Generated{}, fmt.Errorf("%w: magnets generator method %q (want report, or none for unique graded puzzles)", puzzle.ErrBadOption, opt.Method)
}
