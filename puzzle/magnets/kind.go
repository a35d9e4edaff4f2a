package magnets

import (
	"context"
	"fmt"
	"regexp"
	"strings"

	"deduce/puzzle"
	_ "deduce/sat/solvers" // the SAT methods the table lists (sat.Methods) run on every back end
)

// Name is the registered kind name.
const Name = "magnets"

// Kind implements puzzle.Kind and the optional Generator, Grader, Renderer
// and IDFormatter interfaces for Magnets.
type Kind struct{}

func init() { puzzle.Register(Kind{}) }

var idPattern = regexp.MustCompile(`^\d+x\d+:[0-9a-zA-Z.]*,[0-9a-zA-Z.]*,[0-9a-zA-Z.]*,[0-9a-zA-Z.]*,[LRTB*,]*$`)

// Name implements puzzle.Kind.
func (Kind) Name() string { return Name }

// Summary implements puzzle.Kind.
func (Kind) Summary() string {
	return "Magnets: place magnets and neutral dominoes to match the pole counts"
}

// Sniff accepts "magnets ..." headers and Tatham game IDs.
func (Kind) Sniff(first string) bool {
	return strings.HasPrefix(first, Name+" ") || first == Name || idPattern.MatchString(first)
}

// Parse implements puzzle.Kind.
func (Kind) Parse(file string, data []byte) (puzzle.Puzzle, error) {
	p, err := Parse(file, data)
	if err != nil {
		return nil, err
	}
	return p, nil
}

// Format implements puzzle.Kind.
func (Kind) Format(p puzzle.Puzzle, s puzzle.Solution) string {
	return Format(p.(*Puzzle), asSolution(s))
}

// ID implements puzzle.IDFormatter.
func (Kind) ID(p puzzle.Puzzle) (string, error) { return ID(p.(*Puzzle)) }

// Check implements puzzle.Kind.
func (Kind) Check(p puzzle.Puzzle, s puzzle.Solution) error {
	sol := asSolution(s)
	if sol == nil {
		return fmt.Errorf("%w: not a magnets solution", puzzle.ErrCheckFailed)
	}
	return Check(p.(*Puzzle), sol)
}

// Render implements puzzle.Renderer.
func (Kind) Render(p puzzle.Puzzle, s puzzle.Solution, format string) (string, error) {
	switch format {
	case "text":
		return RenderText(p.(*Puzzle), asSolution(s)), nil
	case "svg":
		return RenderSVG(p.(*Puzzle), asSolution(s)), nil
	}
	return "", fmt.Errorf("%w: render format %q (want text or svg)", puzzle.ErrBadOption, format)
}

func asSolution(s puzzle.Solution) *Solution {
	if sol, ok := s.(*Solution); ok {
		return sol
	}
	return nil
}

// Grade implements puzzle.Grader.
func (Kind) Grade(ctx context.Context, p puzzle.Puzzle) (string, error) {
	return GradePuzzle(ctx, p.(*Puzzle))
}

// ReadSolution implements puzzle.SolutionReader: H rows of W cells '+', '-'
// or 'x' (spaces between cells allowed), as in the solution block.
func (Kind) ReadSolution(pz puzzle.Puzzle, rows []string) (puzzle.Solution, error) {
	p := pz.(*Puzzle)
	if len(rows) != p.H {
		return nil, puzzle.Errorf(puzzle.ErrInvalid, "answer", len(rows), 0, "%d solution rows, want %d", len(rows), p.H)
	}
	s := &Solution{W: p.W, H: p.H, Cells: make([]int8, p.W*p.H)}
	for r, row := range rows {
		row = strings.ReplaceAll(row, " ", "")
		if len(row) != p.W {
			return nil, puzzle.Errorf(puzzle.ErrInvalid, "answer", r+1, 1, "row of %d cells, want %d", len(row), p.W)
		}
		for c := range row {
			switch row[c] {
			case '+':
				s.Cells[r*p.W+c] = Plus
			case '-':
				s.Cells[r*p.W+c] = Minus
			case 'x', 'X', '.':
				s.Cells[r*p.W+c] = Neutral
			default:
				return nil, puzzle.Errorf(puzzle.ErrSyntax, "answer", r+1, c+1, "cell %q is not +, - or x", row[c])
			}
		}
	}
	return s, nil
}

// Title implements puzzle.Titler: the name captions and pages show.
func (Kind) Title() string { return "Magnets" }

// PeerProfile implements puzzle.PeerProfiler: the report's generator at
// sizes 4 to 10; deduce's default method and the report's model with its
// labeling.
func (Kind) PeerProfile() puzzle.PeerProfile {
	return puzzle.PeerProfile{Sizes: []int{4, 6, 8, 10}, Generate: puzzle.GenerateOptions{Method: "report"}, SeedBase: 0, Prefix: "m",
		Variants: []puzzle.PeerVariant{{Series: "deduce"}, {Series: "deduce report", Options: puzzle.SolveOptions{Method: "report", Label: reportLabel}}}}
}

// ExplainSets implements puzzle.ExplainSetter: tricky puzzles at the
// default size and the two sizes issue 13's targets name.
func (Kind) ExplainSets() []puzzle.ExplainSet {
	tricky := &puzzle.GenerateOptions{Difficulty: "tricky"}
	return []puzzle.ExplainSet{
		{Label: "6x6 tricky", Generate: tricky, Size: 6, DefaultSize: true},
		{Label: "10x10 tricky", Generate: tricky, Size: 10, TargetMS: 100},
		{Label: "16x16 tricky", Generate: tricky, Size: 16, TargetMS: 1000},
	}
}
