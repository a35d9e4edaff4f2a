package puzzle

import (
	"context"
	"encoding/json"
	"io/fs"

	"deduce/sat"
)

// Puzzle is one parsed instance of some kind. Concrete types live in the kind's package.
type Puzzle interface {
	// KindName is the registered name of the puzzle's kind ("magnets", ...).
	KindName() string
}

// Introducer is a puzzle that comes with its own title and story, as a
// published logic grid opens ("Lunch at the Deli" / "Four friends ...").
// Pages, the terminal game and printed books show them; either may be "".
type Introducer interface {
	Introduction() (title, story string)
}

// Solution is one complete answer to a puzzle.
type Solution interface {
	// JSON returns the solution in the shape of the JSON contract: a [GridJSON]
	// for grid puzzles or a [RowsJSON] for logic grids.
	JSON() any
}

// GridJSON is the JSON shape of a grid solution: one string per row.
type GridJSON struct {
	Grid []string `json:"grid"`
}

// RowsJSON is the JSON shape of a logic-grid solution: one array per item of
// the first domain, in listing order, holding that entity's item from every
// domain in domain order.
type RowsJSON struct {
	Rows [][]string `json:"rows"`
}

// WithSolution is implemented by puzzles whose input carried a solution block.
type WithSolution interface {
	// KnownSolution returns the solution given with the puzzle, or nil.
	KnownSolution() Solution
}

// SolveOptions select how a kind solves or counts.
type SolveOptions struct {
	Method   string // "" = the kind's default (fastest measured) method
	Encoding string // SAT encoding, where the kind has several ("small", "extended")
	Label    string // SICStus labeling options for fd methods, e.g. "ff,median"
	Limit    int    // Count: stop after this many solutions (0 = no cap)
	Seed     int64  // for methods with random choices
}

// Kind is a puzzle kind: the operations every kind offers.
type Kind interface {
	// Name is the registry name, used by --kind and in JSON ("magnets").
	Name() string
	// Summary is one line for help texts.
	Summary() string
	// Sniff reports whether the first significant line of an input (comments and
	// blank lines skipped, surrounding space trimmed) belongs to this kind.
	Sniff(firstLine string) bool
	// Parse reads one puzzle. file names the input in errors, which are *ParseError.
	Parse(file string, data []byte) (Puzzle, error)
	// Format writes the puzzle in the kind's native text format; with a non-nil
	// solution it appends the solution block.
	Format(p Puzzle, s Solution) string
	// Methods lists the method names Solve accepts; the first is the default.
	// A kind with a method table (MethodTabler) returns its rows' names.
	Methods() []string
	// Solve finds one solution. A result with Status Unknown is honest
	// ignorance (incomplete method, or a limit hit), never a wrong answer.
	Solve(ctx context.Context, p Puzzle, opt SolveOptions) (Result, error)
	// Count enumerates solutions up to opt.Limit; Result.Complete tells whether
	// the count is exact.
	Count(ctx context.Context, p Puzzle, opt SolveOptions) (Result, error)
	// Check verifies s against every rule of p, independently of any solver.
	// It returns nil or an error wrapping ErrCheckFailed that says what is wrong.
	Check(p Puzzle, s Solution) error
}

// GenerateOptions select what a generator makes. Fields a kind does not use are ignored.
type GenerateOptions struct {
	Width, Height int    // size; square kinds use Width (0 = the kind's default)
	Difficulty    string // "easy", "tricky", "hard", "any" or "" (kind's default)
	Seed          int64  // every random choice flows from this
	Method        string // "" (unique, graded) or "report" (the seed's own generator)
	Strip         bool   // hide clues while uniqueness and grade hold
	// Params are the kind's own parameters (GenParamer), by name; set them
	// with SetParam, which checks them against the kind's declaration.
	Params Params
}

// Generated is one generated puzzle.
type Generated struct {
	Puzzle     Puzzle
	Solution   Solution
	Difficulty string // grade; "" when not graded (report method)
	Unique     bool   // true only when a complete count proved exactly one solution
	Seed       int64
}

// Generator is implemented by kinds that can make puzzles. The puzzle a
// seed gives depends on the options only, never on how it is shown.
type Generator interface {
	Generate(ctx context.Context, opt GenerateOptions) (Generated, error)
}

// Stripper is implemented by generators that honour GenerateOptions.Strip;
// the command line refuses --strip for the others rather than ignore it.
type Stripper interface {
	StripsClues() bool
}

// Titler is implemented by kinds whose name for people differs from the
// registry name ("Close or Far" for closefar): captions, pages and the
// terminal game show it.
type Titler interface {
	Title() string
}

// TitleOf returns k's title for people, or its name.
func TitleOf(k Kind) string {
	if t, ok := k.(Titler); ok {
		return t.Title()
	}
	return k.Name()
}

// FormatWriter is implemented by kinds with output formats beyond their
// native one (a logic grid in magazine-style English, say), so `deduce
// generate --format` and `deduce convert --to` offer them without naming the
// kind. A format writes the puzzle it is given: choosing one never changes
// what a generator makes.
type FormatWriter interface {
	// Formats lists the extra formats, each a name and one line of help.
	Formats() []FormatInfo
	// WriteFormat writes p (and s when non-nil) in the named format; an
	// unknown name, or a puzzle the format cannot say, is an error
	// wrapping ErrUnsupported.
	WriteFormat(p Puzzle, s Solution, format string) (string, error)
}

// FormatInfo names one of a kind's extra formats.
type FormatInfo struct {
	Name, Summary string
	// ShowsReading marks the format that shows how a puzzle written in
	// prose was read (each clue under its sentence): `deduce convert
	// --show-reading` writes it.
	ShowsReading bool
}

// ReadingFormat returns the name of k's format that shows how its prose
// was read (FormatInfo.ShowsReading), "" when it has none.
func ReadingFormat(k Kind) string {
	for _, f := range FormatsOf(k) {
		if f.ShowsReading {
			return f.Name
		}
	}
	return ""
}

// FormatsOf returns k's extra formats (none when it declares none).
func FormatsOf(k Kind) []FormatInfo {
	if fw, ok := k.(FormatWriter); ok {
		return fw.Formats()
	}
	return nil
}

// PeerProfiler is implemented by kinds the bench's peers suite measures
// against reference solvers: the instances it makes or brings and deduce's
// own series, so the suite names no kind.
type PeerProfiler interface {
	PeerProfile() PeerProfile
}

// PeerProfile is how the peers suite measures a kind.
type PeerProfile struct {
	// Sizes are the default sizes of generated instances (--sizes
	// replaces them), made with Generate (seed base SeedBase; instance
	// names start with Prefix).
	Sizes    []int
	Generate GenerateOptions
	SeedBase int64
	Prefix   string
	// Puzzles, when set, are the kind's fixed instances instead (every
	// *.txt file in the directory Dir of the file system).
	Puzzles fs.FS
	Dir     string
	// Variants are deduce's own series, the first its default method.
	Variants []PeerVariant
}

// PeerVariant is one of deduce's series in the peers suite.
type PeerVariant struct {
	Series  string // "deduce", "deduce report"
	Options SolveOptions
}

// ExplainSetter is implemented by kinds that name the puzzle sets the
// bench's explain suite measures them on (which sizes and difficulties
// their targets name); a kind without it is measured on its generator's
// default puzzle.
type ExplainSetter interface {
	ExplainSets() []ExplainSet
}

// ExplainSet is one row of the explain suite: generated puzzles or one file.
type ExplainSet struct {
	Label string // "5x5", "10x10 tricky", "zebra"
	// Generate makes the set's puzzles (Width and Height = Size, 0 the
	// kind's default); nil for a file.
	Generate *GenerateOptions
	Size     int
	// File is a puzzle in Files, the kind's bundled puzzles, instead; Dir
	// every *.txt puzzle of a directory in Files.
	Files fs.FS
	File  string
	Dir   string
	// TargetMS is the median whole explanation's target (0 = none);
	// DefaultSize marks the generator's default puzzle (the hint target
	// applies).
	TargetMS    float64
	DefaultSize bool
}

// Grader is implemented by kinds that grade a puzzle by the reasoning it needs.
type Grader interface {
	// Grade returns the weakest tier that solves p without guessing
	// ("easy", "tricky", "hard", ... as the kind documents).
	Grade(ctx context.Context, p Puzzle) (string, error)
}

// Renderer is implemented by kinds that draw puzzles for people.
type Renderer interface {
	// Render draws p (and s when non-nil) in format "text" or "svg".
	Render(p Puzzle, s Solution, format string) (string, error)
}

// IDFormatter is implemented by kinds with a compact one-line ID (Tatham's game IDs).
type IDFormatter interface {
	ID(p Puzzle) (string, error)
}

// Status is the outcome of solving.
type Status string

const (
	Solved        Status = "solved"
	Unsatisfiable Status = "unsatisfiable"
	Unknown       Status = "unknown"
)

// Stats are named counters of a run. "time_ms" is always present after solving.
type Stats map[string]float64

// Result is what Solve and Count return.
type Result struct {
	Status    Status
	Solutions []Solution
	Count     int  // Count only: solutions found
	Complete  bool // Count only: true when Count is exact (no cap or limit hit)
	Counted   bool // true when this result comes from Count
	Method    string
	Stats     Stats
}

// MarshalJSON lets a Solution inside a Report print in its contract shape.
type solutionJSON struct{ s Solution }

func (s solutionJSON) MarshalJSON() ([]byte, error) { return json.Marshal(s.s.JSON()) }

// Standard Stats keys. Kinds use these names wherever they apply, so the
// bench can compare methods and kinds; a kind may add its own keys.
const (
	StatTimeMS       = "time_ms"      // wall time of the solve, milliseconds
	StatBacktracks   = "backtracks"   // fd: as SICStus fd_statistics counts them (see package fd)
	StatNodes        = "nodes"        // search nodes
	StatPropagations = "propagations" // propagator runs (fd) or unit propagations (sat)
	StatFailures     = "failures"     // failed nodes
	StatMaxDepth     = "max_depth"    // maximum guess (decision) depth
	StatDecisions    = "decisions"    // sat: branching decisions
	StatConflicts    = "conflicts"    // sat: conflicts
	StatVariables    = "variables"    // sat: variables of the encoding
	StatClauses      = "clauses"      // sat: clauses of the encoding
	StatUnitRemoved  = "unit_removed" // sat: share (0..1) of clauses removed by unit propagation
)

// CNFEncoder is implemented by kinds with a CNF encoding, so that external SAT
// solvers (minisat, cadical) run on exactly the formula deduce solves. The
// value is handed over as data: the caller writes DIMACS (sat.WriteDIMACS) and
// checks a peer's model with (*sat.CNF).Eval, never parsing text back.
type CNFEncoder interface {
	// CNF returns p's encoding ("" = the kind's default encoding) with every
	// cardinality lowered to clauses. An unknown encoding is an ErrBadOption.
	CNF(p Puzzle, encoding string) (*sat.CNF, error)
}

// MiniZincModeler is implemented by kinds with a MiniZinc model, so the bench
// can run Gecode (through `minizinc`) on the same instances. A kind has one
// model (its package's models/ directory or minizinc.go); tests that cross-check
// with Gecode use the same one.
type MiniZincModeler interface {
	// MiniZinc returns a self-contained model (data included) for p.
	MiniZinc(p Puzzle) (string, error)
}

// PrologModeler is implemented by kinds with a CLP(FD) model for SWI-Prolog,
// so the bench can run it on the same instances.
type PrologModeler interface {
	// Prolog returns a self-contained program (data included) whose main/0
	// prints the solution rows, then "% time_ms T".
	Prolog(p Puzzle) (string, error)
}

// SolutionReader is implemented by kinds that read a solution of p from the
// rows of their solution block (the lines after its "solution" line), so an
// external solver's answer becomes a Solution without formatting the puzzle
// to text and parsing it back. Errors wrap ErrSyntax or ErrInvalid.
type SolutionReader interface {
	ReadSolution(p Puzzle, rows []string) (Solution, error)
}
