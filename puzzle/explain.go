package puzzle

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
)

// Fact is one piece of knowledge about a solution. Grid kinds (Magnets, Close
// or Far) use Row, Col and Value: "cell (Row, Col) holds Value", or with Not
// "cell (Row, Col) does not hold Value". Logic grids use A, B and Same: "items
// A and B belong to the same entity" (Same) or "to different entities".
// Rows and columns are 1-based; Value is the character the kind writes in its
// solution block ("+", "-", ".", "C", "F").
type Fact struct {
	Row   int    `json:"row,omitempty"`
	Col   int    `json:"col,omitempty"`
	Value string `json:"value,omitempty"`
	Not   bool   `json:"not,omitempty"`

	A    string `json:"a,omitempty"`
	B    string `json:"b,omitempty"`
	Same bool   `json:"same,omitempty"`
	// ACategory and BCategory name the categories (domains) of A and B
	// when their word is an item of two categories ("Alice" the person and
	// the child); they are empty for a word only one category has, so a
	// fact about unshared words reads as before.
	ACategory string `json:"a_category,omitempty"`
	BCategory string `json:"b_category,omitempty"`
	// pair marks a logic-grid fact, so that Same=false still prints "same": false.
	pair bool
}

// CellFact returns the grid fact "(row, col) holds value" (or does not, with not).
func CellFact(row, col int, value string, not bool) Fact {
	return Fact{Row: row, Col: col, Value: value, Not: not}
}

// PairFact returns the logic-grid fact "a and b are (not) the same entity".
func PairFact(a, b string, same bool) Fact { return Fact{A: a, B: b, Same: same, pair: true} }

// QualifiedName is how facts write an item: its word, followed by its
// category in parentheses when the word is shared ("Alice (child)").
func QualifiedName(word, category string) string {
	if category == "" {
		return word
	}
	return word + " (" + category + ")"
}

// AName and BName are f's items as written: qualified by their category
// when it is set (see QualifiedName).
func (f Fact) AName() string { return QualifiedName(f.A, f.ACategory) }

// BName: see AName.
func (f Fact) BName() string { return QualifiedName(f.B, f.BCategory) }

// IsPair reports whether f is a logic-grid fact.
func (f Fact) IsPair() bool { return f.pair || f.A != "" }

// Negate returns the opposite fact.
func (f Fact) Negate() Fact {
	if f.IsPair() {
		f.Same = !f.Same
		return f
	}
	f.Not = !f.Not
	return f
}

// String writes the fact in the syntax of hint states: "(3,5)=+", "(3,5)!=+",
// "Smith=teacher", "Smith*teacher" (different), "Alice (child)=Timothy"
// (a word two categories share, qualified).
func (f Fact) String() string {
	if f.IsPair() {
		if f.Same {
			return f.AName() + "=" + f.BName()
		}
		return f.AName() + "*" + f.BName()
	}
	op := "="
	if f.Not {
		op = "!="
	}
	return fmt.Sprintf("(%d,%d)%s%s", f.Row, f.Col, op, f.Value)
}

// MarshalJSON writes the contract's FACT shapes: {"row","col","value"[,"not"]}
// for grid kinds and {"a","b","same"} for logic grids (same always present;
// "a_category"/"b_category" beside "a"/"b" when the word is shared).
func (f Fact) MarshalJSON() ([]byte, error) {
	if f.IsPair() {
		var b strings.Builder
		fmt.Fprintf(&b, `{"a":%s,`, jsonString(f.A))
		if f.ACategory != "" {
			fmt.Fprintf(&b, `"a_category":%s,`, jsonString(f.ACategory))
		}
		fmt.Fprintf(&b, `"b":%s,`, jsonString(f.B))
		if f.BCategory != "" {
			fmt.Fprintf(&b, `"b_category":%s,`, jsonString(f.BCategory))
		}
		fmt.Fprintf(&b, `"same":%t}`, f.Same)
		return []byte(b.String()), nil
	}
	if f.Not {
		return []byte(fmt.Sprintf(`{"row":%d,"col":%d,"value":%s,"not":true}`, f.Row, f.Col, jsonString(f.Value))), nil
	}
	return []byte(fmt.Sprintf(`{"row":%d,"col":%d,"value":%s}`, f.Row, f.Col, jsonString(f.Value))), nil
}

// State is a position a player has reached: the facts they have entered.
// The empty state is the start of the puzzle.
type State []Fact

// Step is one deduction of an explanation: from the clues it cites and the
// earlier facts it uses, by the rule it names, the new facts follow.
type Step struct {
	N     int    `json:"n"`
	Rule  string `json:"rule"`  // a short rule identifier, stable across versions ("line-count", "transitivity", ...)
	Text  string `json:"text"`  // the deduction in plain English
	Cost  int    `json:"cost"`  // how hard the step is for a person (see the kind's README)
	Clues []int  `json:"clues"` // clue numbers, 1-based, as the kind documents them
	Uses  []Fact `json:"uses"`  // earlier facts the step relies on
	Facts []Fact `json:"facts"` // the new facts, at least one
	// Cells are extra cells to highlight (grid kinds, 1-based [row, col]) that
	// the step reads besides its uses, e.g. the cells of a cited line.
	Cells [][2]int `json:"cells,omitempty"`
	// Contradiction is set for a step by refutation: Facts are the negation of
	// Assumed, which led to a contradiction.
	Assumed *Fact `json:"assumed,omitempty"`
}

// Explanation statuses.
const (
	ExplainSolved       = "solved"      // the steps reach the (unique) solution
	ExplainStuck        = "stuck"       // deduction stopped before the end (the rules ran out)
	ExplainAmbiguous    = "ambiguous"   // several solutions: deduction stopped; Solutions shows two
	ExplainUnsolvable   = "unsolvable"  // no solution: the last step found the contradiction
	HintStatusHint      = "hint"        // hint: the next step
	HintStatusMistakes  = "mistakes"    // hint: the state holds wrong entries
	HintStatusSolved    = "solved"      // hint: nothing left to deduce
	HintStatusStuck     = "stuck"       // hint: no step follows (the puzzle needs guessing from here)
	HintStatusAmbiguous = "ambiguous"   // hint: no step follows and the puzzle has several solutions
	HintStatusNoSol     = "unsolvable"  // hint: the puzzle itself has no solution
	ExplainTimeout      = "interrupted" // the context ended first
)

// Explanation is the whole solving path of a puzzle from a state.
type Explanation struct {
	Status string `json:"status"`
	Steps  []Step `json:"steps"`
	// Solution is the solution the steps reach (status solved), verified by
	// the kind's checker; Solutions holds two differing ones when ambiguous.
	Solution  Solution   `json:"-"`
	Solutions []Solution `json:"-"`
	// Cost is the sum of the steps' costs; Hardest the largest step cost.
	Cost    int `json:"cost"`
	Hardest int `json:"hardest"`
	// Grade is the kind's grade name for the hardest rule used ("easy", ...).
	Grade string `json:"grade,omitempty"`
}

// Explainer is implemented by kinds that explain their puzzles step by step.
// One engine serves explain, hint, grade and the generator's difficulty.
type Explainer interface {
	// Explain returns the solving path of p from st (nil = the empty position).
	// Steps never repeat a fact already in st or in an earlier step.
	Explain(ctx context.Context, p Puzzle, st State) (Explanation, error)
	// Hint returns the first step of Explain from st, without computing the rest.
	// ok is false when no step follows (solved, or stuck).
	Hint(ctx context.Context, p Puzzle, st State) (step Step, ok bool, err error)
	// ParseState reads a hint state: for grid kinds the rows of the solution
	// block with '?' for undecided cells, for logic grids one fact a line
	// ("Smith=teacher", "doctor*red"). Errors are *ParseError.
	ParseState(p Puzzle, file string, data []byte) (State, error)
	// SolutionFacts lists every positive fact of s (each cell's value; each
	// pair of items that share an entity). Check-so-far compares a state with it.
	SolutionFacts(p Puzzle, s Solution) []Fact
}

// StepVerifier is implemented by kinds that can check a step independently of
// the code that found it: the step's facts must follow from its clues and
// uses (clues + uses + not(facts) unsatisfiable), using a different engine.
type StepVerifier interface {
	VerifyStep(ctx context.Context, p Puzzle, st Step) error
}

// FactHolds reports whether f is true in the solution whose positive facts
// are sol (as returned by SolutionFacts).
func FactHolds(sol map[Fact]bool, f Fact) bool {
	pos := f
	if pos.IsPair() {
		pos.Same = true
	} else {
		pos.Not = false
	}
	pos = pos.key()
	if f.IsPair() && !f.Same || !f.IsPair() && f.Not {
		return !sol[pos]
	}
	return sol[pos]
}

// FactSet indexes positive facts for [FactHolds]. Pairs are stored both ways.
func FactSet(facts []Fact) map[Fact]bool {
	m := make(map[Fact]bool, 2*len(facts))
	for _, f := range facts {
		m[f.key()] = true
		if f.IsPair() {
			g := f
			g.A, g.B = f.B, f.A
			g.ACategory, g.BCategory = f.BCategory, f.ACategory
			m[g.key()] = true
		}
	}
	return m
}

// key normalises a fact for map lookups.
func (f Fact) key() Fact {
	if f.IsPair() {
		f.pair = true
	}
	return f
}

// Mistakes returns the facts of st that are false in the solution whose
// positive facts are sol: the "check so far" answer.
func Mistakes(st State, sol []Fact) []Fact {
	if len(st) == 0 {
		return nil // the empty position, every hint's first: no index to build
	}
	set := FactSet(sol)
	var wrong []Fact
	for _, f := range st {
		if !FactHolds(set, f) {
			wrong = append(wrong, f)
		}
	}
	return wrong
}

// ErrBadStep marks an explanation step that failed the independent check: a
// bug in deduce, never shown to a user as a valid deduction.
var ErrBadStep = errors.New("internal error: an explanation step failed the independent check")

// ExplainChecked runs the kind's explainer and checks its answer with code
// other than the code that found it: every step with the kind's
// [StepVerifier], else against the puzzle's proven solutions (see
// stepChecker; steps that cannot be checked are an error, never shown), the
// solution with [Kind.Check], and every fact against that solution.
func ExplainChecked(ctx context.Context, k Kind, p Puzzle, st State) (Explanation, error) {
	ex, ok := k.(Explainer)
	if !ok {
		return Explanation{}, fmt.Errorf("%w: kind %s cannot explain its puzzles yet", ErrUnsupported, k.Name())
	}
	e, err := ex.Explain(ctx, p, st)
	if err != nil {
		return e, err
	}
	if len(e.Steps) > 0 {
		var pr Proof
		if _, ok := k.(StepVerifier); !ok {
			if pr, err = Prove(ctx, k, p); err != nil {
				return e, err
			}
		}
		check, err := stepChecker(ctx, k, ex, p, pr)
		if err != nil {
			if ctx.Err() != nil {
				return e, ctx.Err()
			}
			return e, err
		}
		for _, s := range e.Steps {
			if err := check(s); err != nil {
				if ctx.Err() != nil {
					return e, ctx.Err()
				}
				return e, fmt.Errorf("%w: step %d (%s): %v", ErrBadStep, s.N, s.Rule, err)
			}
		}
	}
	for i, s := range e.Solutions {
		if err := k.Check(p, s); err != nil {
			return e, fmt.Errorf("%w (explanation, solution %d): %v", ErrWrongAnswer, i+1, err)
		}
	}
	if e.Solution != nil {
		if err := k.Check(p, e.Solution); err != nil {
			return e, fmt.Errorf("%w (explanation): %v", ErrWrongAnswer, err)
		}
		if e.Status == ExplainSolved {
			sol := FactSet(ex.SolutionFacts(p, e.Solution))
			for _, s := range e.Steps {
				for _, f := range s.Facts {
					if !FactHolds(sol, f) {
						return e, fmt.Errorf("%w: step %d claims %s, false in the solution", ErrBadStep, s.N, f)
					}
				}
			}
		}
	}
	return e, nil
}

// ExplainReport is the JSON contract of `deduce explain --format json`: one
// object per puzzle.
type ExplainReport struct {
	Kind      string `json:"kind"`
	File      string `json:"file,omitempty"`
	Status    string `json:"status"`
	Steps     []Step `json:"steps"`
	Cost      int    `json:"cost"`
	Hardest   int    `json:"hardest"`
	Grade     string `json:"grade,omitempty"`
	Solution  any    `json:"solution,omitempty"`  // as in solve --format json
	Solutions []any  `json:"solutions,omitempty"` // two that differ, when ambiguous
	Error     string `json:"error,omitempty"`
}

// NewExplainReport fills an ExplainReport from an explanation.
func NewExplainReport(kind string, e Explanation) ExplainReport {
	r := ExplainReport{Kind: kind, Status: e.Status, Steps: e.Steps, Cost: e.Cost, Hardest: e.Hardest, Grade: e.Grade}
	if r.Steps == nil {
		r.Steps = []Step{}
	}
	if e.Solution != nil {
		r.Solution = e.Solution.JSON()
	}
	for _, s := range e.Solutions {
		r.Solutions = append(r.Solutions, s.JSON())
	}
	return r
}

// HintReport is the JSON contract of `deduce hint --format json`.
type HintReport struct {
	Kind     string `json:"kind"`
	File     string `json:"file,omitempty"`
	Status   string `json:"status"` // hint | mistakes | solved | stuck | ambiguous | unsolvable
	Step     *Step  `json:"step,omitempty"`
	Mistakes []Fact `json:"mistakes,omitempty"`
	Text     string `json:"text,omitempty"` // a sentence for people
	Error    string `json:"error,omitempty"`
}

// jsonString is s as a JSON string (Go's %q escapes differ from JSON's for
// some characters, e.g. \x1b).
func jsonString(s string) string {
	var b strings.Builder
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	_ = enc.Encode(s) // a string always encodes
	return strings.TrimSuffix(b.String(), "\n")
}
