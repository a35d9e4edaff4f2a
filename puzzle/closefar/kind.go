package closefar

import (
	"context"
	"fmt"
	"strings"

	"deduce/puzzle"
	"deduce/sat"
	_ "deduce/sat/solvers" // the SAT methods the table lists (sat.Methods) run on every back end
)

// Name is the registry name of the kind.
const Name = "closefar"

// Kind implements puzzle.Kind and the optional Generator, Grader and Renderer.
type Kind struct{}

func init() { puzzle.Register(Kind{}) }

func (Kind) Name() string { return Name }

func (Kind) Summary() string {
	return "Close or Far (Erich Friedman): two C and two F per row and column, the C closer than the F"
}

func (Kind) Sniff(first string) bool {
	f := strings.Fields(first)
	return len(f) > 0 && f[0] == Name
}

func (Kind) Parse(file string, data []byte) (puzzle.Puzzle, error) {
	p, err := parse(file, data)
	if err != nil {
		return nil, err
	}
	return p, nil
}

func (Kind) Format(p puzzle.Puzzle, s puzzle.Solution) string {
	cp := p.(*Puzzle)
	if s == nil {
		return format(cp, nil)
	}
	return format(cp, s.(*Solution))
}

func (Kind) Check(p puzzle.Puzzle, s puzzle.Solution) error {
	cp, ok := p.(*Puzzle)
	if !ok {
		return fmt.Errorf("%w: not a closefar puzzle", puzzle.ErrCheckFailed)
	}
	cs, ok := s.(*Solution)
	if !ok || cs == nil {
		return fmt.Errorf("%w: not a closefar solution", puzzle.ErrCheckFailed)
	}
	return checkSolution(cp, cs)
}

// method is one way to solve: it calls found for each solution (at most limit
// of them, 0 = all) and reports its counters.
type method func(ctx context.Context, p *Puzzle, opt puzzle.SolveOptions, limit int, found func(*Solution)) (puzzle.Stats, error)

// run adapts a method to the contract's runner: the method stops at
// opt.Limit itself, so found's answer is not needed.
func (m method) run(ctx context.Context, p puzzle.Puzzle, opt puzzle.SolveOptions, found func(puzzle.Solution) bool) (puzzle.Stats, error) {
	return m(ctx, p.(*Puzzle), opt, opt.Limit, func(s *Solution) { found(s) })
}

// MethodTable implements puzzle.MethodTabler. The first row is the default
// (the fastest measured, see README.md); every sat method runs on the CNF
// encoding chosen by --encoding.
func (Kind) MethodTable() []puzzle.Method {
	table := []puzzle.Method{
		{Name: "lines", Engine: puzzle.EngineNative, Complete: true, Run: method(solveLines).run,
			Summary: "line placements: propagate each row's and column's fitting placements, then branch"},
		{Name: "report", Engine: puzzle.EngineFD, Complete: true, Options: []string{puzzle.OptLabel, puzzle.OptSeed},
			Run: fdMethod(reportModel, ReportLabel).run, Summary: "the report's CLP(FD) model and labeling (" + ReportLabel + ")"},
		{Name: "fd", Engine: puzzle.EngineFD, Complete: true, Options: []string{puzzle.OptLabel, puzzle.OptSeed},
			Run: fdMethod(tableModel, FDLabel).run, Summary: "fd with a table constraint per line (" + FDLabel + ")"},
	}
	for _, m := range sat.Methods() {
		table = append(table, puzzle.Method{Name: m.Name, Engine: puzzle.EngineSAT, Complete: m.Complete,
			Options: []string{puzzle.OptEncoding}, Run: satMethod(m.Name).run, Summary: m.Summary})
	}
	return table
}

// Methods implements puzzle.Kind: the names of MethodTable's rows.
func (k Kind) Methods() []string { return puzzle.MethodNames(k.MethodTable()) }

// Solve implements puzzle.Kind through the contract's one runner.
func (k Kind) Solve(ctx context.Context, p puzzle.Puzzle, opt puzzle.SolveOptions) (puzzle.Result, error) {
	return puzzle.RunMethod(ctx, Name, k.MethodTable(), p, opt, false)
}

// Count implements puzzle.Kind through the contract's one runner.
func (k Kind) Count(ctx context.Context, p puzzle.Puzzle, opt puzzle.SolveOptions) (puzzle.Result, error) {
	return puzzle.RunMethod(ctx, Name, k.MethodTable(), p, opt, true)
}

// solveLines runs the fast line-placement propagation and search.
func solveLines(ctx context.Context, p *Puzzle, _ puzzle.SolveOptions, limit int, found func(*Solution)) (puzzle.Stats, error) {
	s := newLineSolver(p)
	n := 0
	err := s.search(ctx, func(sol *Solution) bool {
		found(sol)
		n++
		return limit == 0 || n < limit
	})
	return puzzle.Stats{"nodes": float64(s.nodes), "failures": float64(s.failures), "propagations": float64(s.propagations)}, err
}

// Grade implements puzzle.Grader: the tier (see rules.go) of the hardest step
// of the puzzle's explanation.
func (Kind) Grade(ctx context.Context, p puzzle.Puzzle) (string, error) {
	return grade(ctx, p.(*Puzzle))
}

// ParseSize implements puzzle.SizeParser: Close or Far boards are square, so
// "N" or "NxN"; a non-square size is an error rather than silently N×N.
func (Kind) ParseSize(s string) (int, int, error) {
	w, h, err := puzzle.ParseSize(s)
	if err == nil && w != h {
		return 0, 0, fmt.Errorf("%w: closefar boards are square: want --size N, got %q", puzzle.ErrBadOption, s)
	}
	return w, h, err
}

// ReadSolution implements puzzle.SolutionReader: N rows of N cells 'C', 'F'
// or '.' (spaces between cells allowed), as in the solution block.
func (Kind) ReadSolution(pz puzzle.Puzzle, rows []string) (puzzle.Solution, error) {
	p := pz.(*Puzzle)
	if len(rows) != p.N {
		return nil, puzzle.Errorf(puzzle.ErrInvalid, "answer", len(rows), 0, "%d solution rows, want %d", len(rows), p.N)
	}
	s := &Solution{N: p.N, Cells: make([]Cell, p.N*p.N)}
	for r, row := range rows {
		row = strings.ReplaceAll(row, " ", "")
		if len(row) != p.N {
			return nil, puzzle.Errorf(puzzle.ErrInvalid, "answer", r+1, 1, "row of %d cells, want %d", len(row), p.N)
		}
		for c := range row {
			switch row[c] {
			case 'C':
				s.Cells[r*p.N+c] = Close
			case 'F':
				s.Cells[r*p.N+c] = Far
			case '.':
				s.Cells[r*p.N+c] = Blank
			default:
				return nil, puzzle.Errorf(puzzle.ErrSyntax, "answer", r+1, c+1, "cell %q is not C, F or .", row[c])
			}
		}
	}
	return s, nil
}

// Title implements puzzle.Titler: the name captions and pages show.
func (Kind) Title() string { return "Close or Far" }

// PeerProfile implements puzzle.PeerProfiler: the report's generator at
// sizes 6 to 10; deduce's default method and the report's model (labeled
// leftmost,median, as the suite has always measured it).
func (Kind) PeerProfile() puzzle.PeerProfile {
	return puzzle.PeerProfile{Sizes: []int{6, 7, 8, 9, 10}, Generate: puzzle.GenerateOptions{Method: "report"}, SeedBase: 500000, Prefix: "c",
		Variants: []puzzle.PeerVariant{{Series: "deduce"}, {Series: "deduce report", Options: puzzle.SolveOptions{Method: "report", Label: "leftmost,median"}}}}
}

// ExplainSets implements puzzle.ExplainSetter: 6x6, the default 7x7, and
// 8x8 with issue 13's target.
func (Kind) ExplainSets() []puzzle.ExplainSet {
	def := &puzzle.GenerateOptions{}
	return []puzzle.ExplainSet{
		{Label: "6x6", Generate: def, Size: 6},
		{Label: "7x7 default", Generate: def, Size: 7, DefaultSize: true},
		{Label: "8x8", Generate: def, Size: 8, TargetMS: 100},
	}
}
