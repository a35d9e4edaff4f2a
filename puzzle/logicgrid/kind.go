package logicgrid

import (
	"context"
	"embed"
	"fmt"
	"maps"
	"slices"
	"strconv"
	"strings"

	"deduce/puzzle"
	"deduce/sat"
	_ "deduce/sat/solvers" // the SAT methods the table lists (sat.Methods) run on every back end
)

// Name is the registered kind name.
const Name = "logicgrid"

func init() { puzzle.Register(Kind{}) }

// Kind implements puzzle.Kind (and Generator, Grader, Renderer) for logic grids.
type Kind struct{}

// Name implements puzzle.Kind.
func (Kind) Name() string { return Name }

// Summary implements puzzle.Kind.
func (Kind) Summary() string {
	return "logic-grid (Zebra) puzzles in Sempolinski's thesis grammar: Valentine & Davis, 16 SAT algorithms x 2 encodings, cdcl, fd"
}

// Sniff accepts the thesis's first line: an algorithm number 1-17.
func (Kind) Sniff(line string) bool {
	if English.Sniff != nil && English.Sniff(line) {
		return true
	}
	n, err := strconv.Atoi(strings.TrimSpace(line))
	return err == nil && n >= 1 && n <= 17
}

// Parse implements puzzle.Kind.
func (Kind) Parse(file string, data []byte) (puzzle.Puzzle, error) {
	parse := Parse
	// English.Sniff runs patterns over the line: past puzzle.MaxFirstLine
	// (a 15 MiB line took 2.5 s) it is no English header.
	if first, _ := puzzle.FirstLine(data); English.Sniff != nil && len(first) <= puzzle.MaxFirstLine && English.Sniff(first) {
		parse = English.Parse
	}
	p, err := parse(file, data)
	if err != nil {
		return nil, thesisError(file, data, err)
	}
	return p, nil
}

// thesisError is the error for a file the English reader refused: the
// thesis grammar's own where the file opens with a lone number (a title
// "1984" to the English reader) and has a domain line of the thesis's
// shape "House:h1:h2:h3", so a thesis file with a mistyped algorithm
// number hears about its algorithm number, not about a missing category
// line.
func thesisError(file string, data []byte, englishErr error) error {
	first, _ := puzzle.FirstLine(data)
	if _, err := strconv.Atoi(strings.TrimSpace(first)); err != nil || !hasThesisDomainLine(data) {
		return englishErr
	}
	if _, err := Parse(file, data); err != nil {
		return err
	}
	return englishErr
}

// hasThesisDomainLine: some line is "name:item:item..." (two colons or
// more, no comma), as the thesis grammar writes a domain.
func hasThesisDomainLine(data []byte) bool {
	for _, line := range strings.Split(string(data), "\n") {
		line = strings.TrimSpace(line)
		if strings.Count(line, ":") >= 2 && !strings.Contains(line, ",") && !strings.ContainsAny(line, " \t") {
			return true
		}
	}
	return false
}

// Format implements puzzle.Kind: the thesis grammar, or English for a
// puzzle whose clues are sentences (read from English or generated) and
// that the thesis grammar cannot carry (thesisCarries): clues beyond its
// eight types, numeric categories (their values, which amounts are
// measured in, exist only in English) or item names with the grammar's
// separators ("9:30am", "$5.99").
func (Kind) Format(p puzzle.Puzzle, s puzzle.Solution) string {
	sol, _ := s.(*Solution)
	lp := p.(*Puzzle)
	if English.Native != nil && saysSentences(lp) && !thesisCarries(lp) {
		if text, err := English.Native(lp, sol); err == nil {
			return text
		}
	}
	return Format(lp, sol)
}

// thesisCarries reports whether the thesis grammar writes p so that it
// reads back: clues of its eight types only (the extension notation is not
// read), no category with values, no item name with one of its separators.
func thesisCarries(p *Puzzle) bool {
	for _, c := range p.Clues {
		if c.Kind > IfNotThen {
			return false
		}
	}
	for d, dom := range p.Domains {
		if d < len(p.Values) && p.Values[d] != nil {
			return false
		}
		for _, it := range dom.Items {
			if strings.ContainsAny(it, thesisReserved) {
				return false
			}
		}
	}
	return true
}

// thesisReserved are the characters of the thesis grammar and its
// extension notation that an item name cannot hold.
const thesisReserved = ":*=$%>|}#~,'\""

// saysSentences reports whether every clue of p has its sentence.
func saysSentences(p *Puzzle) bool {
	for _, c := range p.Clues {
		if c.Text == "" {
			return false
		}
	}
	return len(p.Clues) > 0
}

// Formats implements puzzle.FormatWriter: the English formats, when
// package english is linked.
func (Kind) Formats() []puzzle.FormatInfo {
	var out []puzzle.FormatInfo
	for _, f := range English.Formats {
		out = append(out, puzzle.FormatInfo{Name: f.Name, Summary: f.Summary, ShowsReading: f.ShowsReading})
	}
	return out
}

// WriteFormat implements puzzle.FormatWriter.
func (k Kind) WriteFormat(p puzzle.Puzzle, s puzzle.Solution, format string) (string, error) {
	sol, _ := s.(*Solution)
	for _, f := range English.Formats {
		if f.Name == format {
			return f.Write(p.(*Puzzle), sol)
		}
	}
	return "", fmt.Errorf("%w: logicgrid has no format %q (formats: %v)", puzzle.ErrUnsupported, format, k.Formats())
}

// Generate implements puzzle.Generator. With package english linked (as
// every program links it through puzzle/allkinds), the default is the
// magazine puzzle: themed categories and clues of every English kind
// (--zebralogic: houses in a row, ZebraLogic's style); a --difficulty or
// --minimal asks the graded generator (generateGraded). Either way the
// clues get their English sentences (Clue.Text), so every front end and
// format shows one puzzle for one seed. --thesis is the graded generator's
// puzzle as the thesis's program writes it (no sentences).
func (Kind) Generate(ctx context.Context, opt puzzle.GenerateOptions) (puzzle.Generated, error) {
	zebra := opt.Flag(ParamZebra)
	if opt.Flag(ParamThesis) {
		if zebra {
			return puzzle.Generated{}, fmt.Errorf("%w: --%s and --%s are two styles: pick one", puzzle.ErrBadOption, ParamThesis, ParamZebra)
		}
		return generateGraded(ctx, opt)
	}
	if zebra && English.GenerateZebra == nil {
		return puzzle.Generated{}, fmt.Errorf("%w: --%s needs the English writer (package logicgrid/english)", puzzle.ErrUnsupported, ParamZebra)
	}
	if zebra && (opt.Difficulty != "" || opt.Flag(ParamMinimal)) {
		return puzzle.Generated{}, fmt.Errorf("%w: --%s makes ungraded puzzles: leave out --difficulty and --minimal", puzzle.ErrBadOption, ParamZebra)
	}
	gen := English.Generate
	if zebra {
		gen = English.GenerateZebra
	}
	if gen == nil || opt.Difficulty != "" || opt.Flag(ParamMinimal) {
		g, err := generateGraded(ctx, opt)
		if err == nil && English.Say != nil {
			// A clue the English writer cannot say leaves the puzzle in
			// the thesis grammar (Say changes nothing then).
			_ = English.Say(g.Puzzle.(*Puzzle))
		}
		return g, err
	}
	// The English generators read the size from the parameters: --size
	// WxH is items × domains, as for the graded generator.
	o := opt
	o.Params = maps.Clone(opt.Params)
	if o.Params == nil {
		o.Params = puzzle.Params{}
	}
	if opt.Width > 0 {
		o.Params[ParamItems] = float64(opt.Width)
	}
	if _, ok := o.Params[ParamDomains]; !ok && opt.Height > 0 {
		o.Params[ParamDomains] = float64(opt.Height)
	}
	m, n := max(o.Int(ParamDomains), 4), max(o.Int(ParamItems), 4) // 0: the default, 4
	if facts := m * (m - 1) / 2 * n * n; facts > maxGenerateFacts {
		return puzzle.Generated{}, fmt.Errorf("%w: %d domains of %d items are above the maximum for logicgrid generation: %d pair facts (m(m-1)/2·n²), at most %d (see docs/guide/robustness.md)",
			puzzle.ErrBadOption, m, n, facts, maxGenerateFacts)
	}
	p, s, err := gen(ctx, o)
	if err != nil {
		return puzzle.Generated{}, err
	}
	if err := English.Say(p); err != nil {
		return puzzle.Generated{}, err
	}
	grade := ""
	if gradable(p.M(), p.N()) {
		if grade, err = Grade(ctx, p); err != nil {
			return puzzle.Generated{}, err
		}
	}
	return puzzle.Generated{Puzzle: p, Solution: s, Difficulty: grade, Unique: true, Seed: opt.Seed}, nil
}

// Check implements puzzle.Kind.
func (Kind) Check(p puzzle.Puzzle, s puzzle.Solution) error {
	sol, _ := s.(*Solution)
	return Check(p.(*Puzzle), sol)
}

// MethodTable implements puzzle.MethodTabler: fd (the default, fastest
// measured), "file" (the algorithm number on the puzzle's first line, as the
// thesis's program chose), cdcl, vd, then every sat method on the CNF (the thesis's
// eight in its order, then cdcl-gini and cdcl-card). "1".."17"
// are accepted too. Logic grids keep their own runner (Solve, Count): a SAT
// solve takes one model without enumerating, and "file" is a plan, not a
// method; so Run is nil in these rows.
func (Kind) MethodTable() []puzzle.Method {
	sat2 := []string{puzzle.OptEncoding}
	out := []puzzle.Method{
		{Name: DefaultMethod, Engine: puzzle.EngineFD, Complete: true, Options: []string{puzzle.OptLabel},
			Summary: "fd: entity of each item, its inverse, one constraint per clue"},
		{Name: "file", Engine: puzzle.EngineSAT, Complete: false, Options: sat2,
			Summary: "the thesis algorithm (1-17) on the puzzle's first line"},
		{Name: "cdcl", Engine: puzzle.EngineSAT, Complete: true, Options: sat2,
			Summary: "cdcl on the CNF (small encoding unless --encoding)"},
		{Name: "vd", Engine: puzzle.EngineVD, Complete: false,
			Summary: "Valentine & Davis's grid reasoning (no search; may leave clues unhandled)"},
	}
	seen := map[string]bool{"cdcl": true}
	for _, name := range thesisMethods {
		info, _ := sat.Info(name)
		out = append(out, puzzle.Method{Name: name, Engine: puzzle.EngineSAT, Complete: info.Complete, Options: sat2, Summary: info.Summary})
		seen[name] = true
	}
	for _, info := range sat.Methods() {
		if !seen[info.Name] {
			out = append(out, puzzle.Method{Name: info.Name, Engine: puzzle.EngineSAT, Complete: info.Complete, Options: sat2, Summary: info.Summary})
		}
	}
	return out
}

// Methods implements puzzle.Kind: the names of MethodTable's rows.
func (k Kind) Methods() []string { return puzzle.MethodNames(k.MethodTable()) }

// Solve implements puzzle.Kind.
func (Kind) Solve(ctx context.Context, p puzzle.Puzzle, opt puzzle.SolveOptions) (puzzle.Result, error) {
	return Solve(ctx, p.(*Puzzle), opt)
}

// Count implements puzzle.Kind.
func (Kind) Count(ctx context.Context, p puzzle.Puzzle, opt puzzle.SolveOptions) (puzzle.Result, error) {
	return Count(ctx, p.(*Puzzle), opt)
}

// KnownSolution implements puzzle.WithSolution.
func (p *Puzzle) KnownSolution() puzzle.Solution {
	if p.Known == nil {
		return nil
	}
	return p.Known
}

func rowsJSON(rows [][]string) puzzle.RowsJSON { return puzzle.RowsJSON{Rows: rows} }

// GenParams implements puzzle.GenParamer: the grid's shape beyond --size
// (which reads WxH as items × domains). The ranges are what every style
// takes alone: 7 domains is the English generator's people and six plain
// themes when none is numeric (the thesis style takes 8, English more with
// --ordered).
func (Kind) GenParams() []puzzle.GenParam {
	return []puzzle.GenParam{
		{Name: ParamDomains, Usage: "number of domains (logic grids; default 4)", Min: 2, Max: 7},
		{Name: ParamItems, Usage: "items per domain (logic grids; default 4, the thesis style 5)", Min: 2, Max: maxItems},
		{Name: ParamOrdered, Usage: "number of ordered domains: numeric categories in English (logic grids; default 1 in English, 0 in the thesis style)", Min: 0, Max: float64(len(orderedThemes))},
		{Name: ParamMinimal, Type: puzzle.ParamBool, Usage: "hard logic grids too: every clue necessary, proven (other grades always are; slower)"},
		{Name: ParamThesis, Type: puzzle.ParamBool, Usage: "a logic grid as the thesis's program makes them: abstract categories (Name, Color, ...), clues in its grammar"},
		{Name: ParamZebra, Type: puzzle.ParamBool, Usage: "a ZebraLogic-style logic grid: houses in a row (--format zebralogic writes it in that style)"},
	}
}

// The generator's parameters (GenParams), as GenerateOptions.Params names them.
const (
	ParamDomains = "domains"
	ParamItems   = "items"
	ParamOrdered = "ordered"
	ParamMinimal = "minimal"
	ParamZebra   = "zebralogic"
	ParamThesis  = "thesis"
)

// ReadSolution implements puzzle.SolutionReader: one row per entity,
// item:item:... in domain order (the solution block's and the MiniZinc
// model's output form). Each item is used once per domain.
func (Kind) ReadSolution(pz puzzle.Puzzle, rows []string) (puzzle.Solution, error) {
	p := pz.(*Puzzle)
	if len(rows) != p.N() {
		return nil, puzzle.Errorf(puzzle.ErrInvalid, "answer", len(rows), 0, "%d solution rows, want %d", len(rows), p.N())
	}
	of := make([][]int, p.M())
	used := make([][]bool, p.M())
	for d := range of {
		of[d], used[d] = make([]int, p.N()), make([]bool, p.N())
	}
	for r, row := range rows {
		cells := strings.Split(strings.TrimSpace(row), ":")
		if len(cells) != p.M() {
			return nil, puzzle.Errorf(puzzle.ErrSyntax, "answer", r+1, 1, "row needs %d items (one per domain), got %d", p.M(), len(cells))
		}
		e := -1
		for d, cell := range cells {
			i := slices.Index(p.Domains[d].Items, strings.TrimSpace(cell))
			if i < 0 {
				return nil, puzzle.Errorf(puzzle.ErrInvalid, "answer", r+1, 1, "%q is not an item of %q", cell, p.Domains[d].Name)
			}
			if used[d][i] {
				return nil, puzzle.Errorf(puzzle.ErrInvalid, "answer", r+1, 1, "item %q used twice", cell)
			}
			used[d][i] = true
			if d == 0 {
				e = i
			}
			of[d][e] = i
		}
	}
	return NewSolution(p, of), nil
}

// Title implements puzzle.Titler: the name captions and pages show.
func (Kind) Title() string { return "Logic grid" }

// Bundled are the logic grids the bench measures (bundled/README.md: the
// thesis's sample and 16 ZebraLogic puzzles in the thesis format).
//
//go:embed bundled/*.txt bundled/explain/*.txt bundled/explain/zebralogic/*.txt
var Bundled embed.FS

// PeerProfile implements puzzle.PeerProfiler: the bundled puzzles, solved
// by cdcl (the peers run the same CNF).
func (Kind) PeerProfile() puzzle.PeerProfile {
	return puzzle.PeerProfile{Puzzles: Bundled, Dir: "bundled",
		Variants: []puzzle.PeerVariant{{Series: "deduce", Options: puzzle.SolveOptions{Method: "cdcl"}}}}
}

// ExplainSets implements puzzle.ExplainSetter: the rows issue 13 names,
// on the thesis generator's puzzles (the sets were measured on them), and
// the bundled Zebra puzzle and Einstein's riddle.
func (Kind) ExplainSets() []puzzle.ExplainSet {
	grid := func(m, n int) *puzzle.GenerateOptions {
		p := puzzle.Params{ParamThesis: 1}
		if m > 0 {
			p[ParamDomains], p[ParamItems] = float64(m), float64(n)
		}
		return &puzzle.GenerateOptions{Params: p}
	}
	return []puzzle.ExplainSet{
		{Label: "4x4", Generate: grid(4, 4), Size: 4},
		// Size 0: the thesis generator's own default (4 domains of 5 items); seeds base+k.
		{Label: "4x5 default", Generate: grid(0, 0), DefaultSize: true},
		{Label: "5x5", Generate: grid(5, 5), Size: 5, TargetMS: 500},
		{Label: "6x6", Generate: grid(6, 6), Size: 6, TargetMS: 1000},
		{Label: "zebra", Files: Bundled, File: "bundled/explain/zebra.txt", TargetMS: 1000},
		{Label: "einstein", Files: Bundled, File: "bundled/explain/einstein.txt", TargetMS: 1000},
		// Issue 26: ZebraLogic 5x5 to 6x6, two with a word two categories share.
		{Label: "zebralogic 5-6 houses", Files: Bundled, Dir: "bundled/explain/zebralogic", TargetMS: 1000},
	}
}
