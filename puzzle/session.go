package puzzle

import (
	"context"
	"errors"
	"fmt"
)

// What a complete count proved about a puzzle (Proof.Status).
const (
	ProofUnique     = "unique"     // exactly one solution, checked
	ProofAmbiguous  = "ambiguous"  // two checked solutions at least
	ProofUnsolvable = "unsolvable" // the count finished with none
	ProofUnknown    = "unknown"    // the count did not finish in time
)

// Proof is what counting a puzzle's solutions up to 2 proved. Every front end
// takes its answers from one Proof, so none can disagree: check so far and
// Solve compare with its unique solution (never with the first solution a
// solver found), and when the rules stop it tells "needs guessing" from
// "has several solutions".
type Proof struct {
	Status   string
	Solution Solution // the unique solution (ProofUnique), checked by Kind.Check
	Facts    []Fact   // its positive facts (Explainer.SolutionFacts)
}

// Prove counts p's solutions up to 2 with [CountChecked]. A count cut short
// by ctx's deadline gives ProofUnknown, not an error: the puzzle stays
// playable, only the answers that need the solution say they cannot be given.
// A cancelled ctx (the user quit) and every other failure are errors.
func Prove(ctx context.Context, k Kind, p Puzzle) (Proof, error) {
	r, err := CountChecked(ctx, k, p, SolveOptions{Limit: 2})
	switch {
	case err != nil && errors.Is(err, context.DeadlineExceeded):
		return Proof{Status: ProofUnknown}, nil
	case err != nil:
		return Proof{}, err
	case r.Count >= 2:
		return Proof{Status: ProofAmbiguous}, nil
	case r.Count == 1 && r.Complete:
		pr := Proof{Status: ProofUnique}
		if len(r.Solutions) == 1 {
			pr.Solution = r.Solutions[0]
		} else {
			// The count proved one solution without keeping it: find it
			// (checked), it can only be that one.
			sr, err := SolveChecked(ctx, k, p, SolveOptions{})
			if err != nil || sr.Status != Solved || len(sr.Solutions) == 0 {
				if ctx.Err() != nil {
					return Proof{Status: ProofUnknown}, nil
				}
				return Proof{}, fmt.Errorf("%w: the count found one solution, the solver none (%v)", ErrWrongAnswer, err)
			}
			pr.Solution = sr.Solutions[0]
		}
		if ex, ok := k.(Explainer); ok {
			pr.Facts = ex.SolutionFacts(p, pr.Solution)
		}
		return pr, nil
	case r.Count == 0 && r.Complete:
		return Proof{Status: ProofUnsolvable}, nil
	}
	return Proof{Status: ProofUnknown}, nil
}

// HintFrom answers a hint request for position st under proof pr: the
// state's wrong entries against the proven solution (revealing nothing
// else), "solved" when st holds it all, else the explainer's next step,
// checked by code other than the explainer (checkHintStep: the kind's
// [StepVerifier], else the puzzle's checked solutions; a hint that cannot
// be checked is refused). When the rules stop, a complete
// position the checker accepts is solved (one of several solutions); else
// the proof decides: several solutions give HintStatusAmbiguous, anything
// else HintStatusStuck.
func HintFrom(ctx context.Context, k Kind, p Puzzle, st State, pr Proof) (Hint, error) {
	ex, ok := k.(Explainer)
	if !ok {
		return Hint{}, fmt.Errorf("%w: kind %s cannot give hints yet", ErrUnsupported, k.Name())
	}
	if pr.Status == ProofUnsolvable {
		return Hint{Status: HintStatusNoSol}, nil
	}
	h := Hint{Unique: pr.Status == ProofUnique}
	if h.Unique {
		if wrong := Mistakes(st, pr.Facts); len(wrong) > 0 {
			h.Status, h.Mistakes = HintStatusMistakes, wrong
			return h, nil
		}
		if containsAll(st, pr.Facts) {
			h.Status = HintStatusSolved
			return h, nil
		}
	}
	step, ok, err := ex.Hint(ctx, p, st)
	if err != nil {
		return h, err
	}
	if !ok {
		switch {
		case !h.Unique && fullSolution(ctx, k, ex, p, st):
			h.Status = HintStatusSolved // one of several solutions, complete
		case pr.Status == ProofAmbiguous:
			h.Status = HintStatusAmbiguous
		default:
			h.Status = HintStatusStuck
		}
		return h, nil
	}
	if err := checkHintStep(ctx, k, ex, p, step, pr); err != nil {
		if ctx.Err() != nil {
			return h, ctx.Err()
		}
		return h, err
	}
	h.Status, h.Step = HintStatusHint, &step
	return h, nil
}

// maxStepCheckSolutions bounds the solutions the steps of a kind without a
// StepVerifier are checked against, on a puzzle with several.
const maxStepCheckSolutions = 1000

// checkHintStep checks a hint with code other than the explainer that
// found it (see stepChecker), so no hint is shown unchecked.
func checkHintStep(ctx context.Context, k Kind, ex Explainer, p Puzzle, step Step, pr Proof) error {
	check, err := stepChecker(ctx, k, ex, p, pr)
	if err != nil {
		return err
	}
	if err := check(step); err != nil {
		return fmt.Errorf("%w: hint (%s): %v", ErrBadStep, step.Rule, err)
	}
	return nil
}

// stepChecker returns the check of p's steps by code other than the
// explainer that found them. With the kind's [StepVerifier]: a step's
// facts follow from the clues it cites and its uses. A kind without one is
// checked against the puzzle's solutions, found by its solvers and checked
// by [Kind.Check]: in every solution where a step's uses hold, its facts
// hold (they follow from the rules and the uses; that the cited clues
// alone suffice is what only a StepVerifier can check). Those are the
// proof's unique solution, none for a puzzle proven unsolvable, or for
// several a complete count that lists them (at most
// maxStepCheckSolutions). When they cannot be had (the count did not
// finish, or the kind's count does not list its solutions) the steps
// cannot be checked: an error wrapping ErrUnsupported (write a
// StepVerifier).
func stepChecker(ctx context.Context, k Kind, ex Explainer, p Puzzle, pr Proof) (func(Step) error, error) {
	if v, ok := k.(StepVerifier); ok {
		return func(s Step) error { return v.VerifyStep(ctx, p, s) }, nil
	}
	var sols [][]Fact
	switch pr.Status {
	case ProofUnique:
		sols = [][]Fact{pr.Facts}
	case ProofUnsolvable:
		sols = [][]Fact{} // no solution: every step holds in all of them
	case ProofAmbiguous:
		r, err := CountChecked(ctx, k, p, SolveOptions{Limit: maxStepCheckSolutions})
		if err != nil {
			return nil, err
		}
		if r.Complete && r.Count > 0 && len(r.Solutions) == r.Count {
			for _, s := range r.Solutions {
				sols = append(sols, ex.SolutionFacts(p, s))
			}
		}
	}
	if sols == nil {
		return nil, fmt.Errorf("%w: kind %s has no step verifier, and this puzzle's solutions could not all be found to check its steps against (proof: %s)", ErrUnsupported, k.Name(), pr.Status)
	}
	sets := make([]map[Fact]bool, len(sols))
	for i, sol := range sols {
		sets[i] = FactSet(sol)
	}
	return func(s Step) error {
		for _, set := range sets {
			if !holdsAll(set, s.Uses) {
				continue // the step says nothing about this solution
			}
			for _, f := range s.Facts {
				if !FactHolds(set, f) {
					return fmt.Errorf("it claims %s, false in a solution where its uses hold", f)
				}
			}
		}
		return nil
	}, nil
}

// holdsAll reports whether every fact holds in the solution set.
func holdsAll(set map[Fact]bool, facts []Fact) bool {
	for _, f := range facts {
		if !FactHolds(set, f) {
			return false
		}
	}
	return true
}

// Session is one puzzle in play: the position, its undo and redo stacks,
// the facts applied hints added that the board cannot show, and the Proof.
// The terminal game and the web app both play through it, so their moves,
// hints and checks are the same code.
type Session struct {
	kind  Kind
	pl    Player
	p     Puzzle
	proof Proof

	board      *Board
	undo, redo []*Board
	known      []Fact
}

// NewSession starts p at its first position. Moves need nothing more;
// check so far, hints and Solve need the proof: call Prove first.
func NewSession(k Kind, p Puzzle) (*Session, error) {
	pl, ok := k.(Player)
	if !ok {
		return nil, fmt.Errorf("%w: kind %s cannot be played yet (it does not implement puzzle.Player)", ErrUnsupported, k.Name())
	}
	return &Session{kind: k, pl: pl, p: p, board: pl.NewBoard(p)}, nil
}

// NewSessionProven is NewSession then Prove under ctx (give it a deadline:
// a count cut short leaves the session playable with ProofUnknown).
func NewSessionProven(ctx context.Context, k Kind, p Puzzle) (*Session, error) {
	s, err := NewSession(k, p)
	if err != nil {
		return nil, err
	}
	if err := s.Prove(ctx); err != nil {
		return nil, err
	}
	return s, nil
}

// Prove counts the puzzle's solutions (see [Prove]) for the answers that
// need them.
func (s *Session) Prove(ctx context.Context) error {
	pr, err := Prove(ctx, s.kind, s.p)
	if err != nil {
		return err
	}
	s.proof = pr
	return nil
}

// Kind, Puzzle, Player and Proof are what the session plays.
func (s *Session) Kind() Kind     { return s.kind }
func (s *Session) Puzzle() Puzzle { return s.p }
func (s *Session) Player() Player { return s.pl }
func (s *Session) Proof() Proof   { return s.proof }

// Board is the position (a value: never changed in place).
func (s *Session) Board() *Board { return s.board }

// Known is the facts applied hints added that the board cannot show.
func (s *Session) Known() []Fact { return s.known }

// Status judges the position by the rules.
func (s *Session) Status() BoardStatus { return s.pl.Status(s.p, s.board) }

// Layout is what is drawn around the position's cells.
func (s *Session) Layout(st BoardStatus) Layout { return s.pl.Layout(s.p, s.board, st) }

// State is what the player knows: the board's facts, its pencil marks (a
// struck value is the negation of the value's fact) and the known facts.
func (s *Session) State() State {
	st := s.pl.BoardState(s.p, s.board)
	for i := range s.board.Struck {
		if s.board.Cells[i] != 0 {
			continue // a decided cell says more than its marks
		}
		for v := 1; v < len(s.board.Symbols); v++ {
			if s.board.IsStruck(i, v) {
				if f, ok := s.valueFact(i, v); ok {
					st = append(st, f.Negate())
				}
			}
		}
	}
	return append(st, s.known...)
}

// valueFact is the fact "cell i holds symbol v", as the kind's BoardState
// says it for a board holding only that.
func (s *Session) valueFact(i, v int) (Fact, bool) {
	b := s.pl.NewBoard(s.p)
	if i < 0 || i >= len(b.Cells) || b.Given[i] || !b.Playable[i] {
		return Fact{}, false
	}
	b.Cells[i] = v
	for _, f := range s.pl.BoardState(s.p, b) {
		for _, c := range s.pl.FactCells(s.p, b, f) {
			if c == i {
				return f, true
			}
		}
	}
	return Fact{}, false
}

// Strike toggles the pencil mark that rules symbol v out of open cell i, as
// one undoable move; it reports whether the board changed.
func (s *Session) Strike(i, v int) bool {
	if !s.Editable(i) || v <= 0 || v >= len(s.board.Symbols) || v >= 64 || s.board.Cells[i] != 0 {
		return false
	}
	if _, ok := s.valueFact(i, v); !ok {
		return false
	}
	b := s.board.Clone()
	if len(b.Struck) < len(b.Cells) {
		b.Struck = append(b.Struck, make([]uint64, len(b.Cells)-len(b.Struck))...)
	}
	b.Struck[i] ^= 1 << v
	s.undo = append(s.undo, s.board)
	s.redo = nil
	s.board = b
	return true
}

// Editable reports whether the player may change cell i.
func (s *Session) Editable(i int) bool {
	b := s.board
	return i >= 0 && i < len(b.Cells) && b.Playable[i] && !b.Given[i]
}

// Set puts symbol v into cell i (with the kind's automatic consequences) as
// one undoable move; it reports whether the board changed.
func (s *Session) Set(i, v int) bool {
	if !s.Editable(i) || v < 0 || v >= len(s.board.Symbols) {
		return false
	}
	return s.move(s.pl.Set(s.p, s.board, i, v))
}

// Restore replaces the position with cells and pencil marks (as a front end
// sent them), checking every value; givens and gaps must be as the puzzle
// has them. It clears undo and redo and sets the known facts.
func (s *Session) Restore(cells []int, struck []uint64, known []Fact) error {
	b := s.pl.NewBoard(s.p)
	if cells != nil {
		if len(cells) != len(b.Cells) {
			return fmt.Errorf("board has %d cells, the puzzle %d", len(cells), len(b.Cells))
		}
		for i, v := range cells {
			if v < 0 || v >= len(b.Symbols) {
				return fmt.Errorf("cell %d: value %d out of range 0..%d", i, v, len(b.Symbols)-1)
			}
			if b.Given[i] || !b.Playable[i] {
				if v != b.Cells[i] {
					return fmt.Errorf("cell %d is fixed by the puzzle", i)
				}
				continue
			}
			b.Cells[i] = v
		}
	}
	if struck != nil {
		if len(struck) != len(b.Cells) {
			return fmt.Errorf("pencil marks for %d cells, the puzzle has %d", len(struck), len(b.Cells))
		}
		limit := uint64(1)<<min(len(b.Symbols), 63) - 1
		for i, m := range struck {
			if m&^limit != 0 || m&1 != 0 {
				return fmt.Errorf("cell %d: pencil marks %#x name no symbol of 1..%d", i, m, len(b.Symbols)-1)
			}
		}
		b.Struck = append([]uint64(nil), struck...)
	}
	s.board, s.undo, s.redo, s.known = b, nil, nil, known
	return nil
}

// move makes b the position as one undoable move.
func (s *Session) move(b *Board) bool {
	if b == s.board || sameCells(b, s.board) {
		return false
	}
	s.undo = append(s.undo, s.board)
	s.redo = nil
	s.board = b
	return true
}

func sameCells(a, b *Board) bool {
	if len(a.Cells) != len(b.Cells) {
		return false
	}
	for i := range a.Cells {
		if a.Cells[i] != b.Cells[i] || mark(a, i) != mark(b, i) {
			return false
		}
	}
	return true
}

func mark(b *Board, i int) uint64 {
	if i < len(b.Struck) {
		return b.Struck[i]
	}
	return 0
}

// Undo takes the last move back; Redo makes it again. Each reports whether
// there was one; UndoLeft counts the moves left to undo.
func (s *Session) Undo() bool {
	if len(s.undo) == 0 {
		return false
	}
	s.redo = append(s.redo, s.board)
	s.board = s.undo[len(s.undo)-1]
	s.undo = s.undo[:len(s.undo)-1]
	return true
}

func (s *Session) Redo() bool {
	if len(s.redo) == 0 {
		return false
	}
	s.undo = append(s.undo, s.board)
	s.board = s.redo[len(s.redo)-1]
	s.redo = s.redo[:len(s.redo)-1]
	return true
}

func (s *Session) UndoLeft() int { return len(s.undo) }

// Solved reports whether the board spells a solution the kind's checker accepts.
func (s *Session) Solved() bool {
	if !s.Status().Full {
		return false
	}
	sol, ok := s.pl.BoardSolution(s.p, s.board)
	return ok && s.kind.Check(s.p, sol) == nil
}

// ErrNotProven says an answer needs the proven unique solution, which the
// session does not have (several solutions, or a count that did not finish).
var ErrNotProven = errors.New("the puzzle's solution is not proven unique")

func (s *Session) proven() error {
	switch s.proof.Status {
	case ProofUnique:
		return nil
	case ProofAmbiguous:
		return fmt.Errorf("%w: it has several solutions", ErrNotProven)
	case ProofUnsolvable:
		return fmt.Errorf("%w: it has no solution", ErrNotProven)
	case "":
		return fmt.Errorf("%w: it was not counted (Prove)", ErrNotProven)
	}
	return fmt.Errorf("%w: counting its solutions did not finish in time", ErrNotProven)
}

// Mistakes is "check so far": the player's facts that contradict the proven
// unique solution, and the cells they are drawn in. Wrong positive facts
// (a tick, a value) come alone when there are any: what the board added
// with them (a logic grid's crosses beside a tick) is wrong because they
// are, and counting it would report one wrong tick as three mistakes.
func (s *Session) Mistakes() ([]Fact, []int, error) {
	if err := s.proven(); err != nil {
		return nil, nil, err
	}
	wrong := Mistakes(s.State(), s.proof.Facts)
	var pos []Fact
	for _, f := range wrong {
		if f.IsPair() && f.Same || !f.IsPair() && !f.Not {
			pos = append(pos, f)
		}
	}
	if len(pos) > 0 {
		wrong = pos
	}
	return wrong, s.Cells(wrong), nil
}

// Cells returns the cells the facts are drawn in, each once.
func (s *Session) Cells(facts []Fact) []int {
	seen := map[int]bool{}
	var out []int
	for _, f := range facts {
		for _, i := range s.pl.FactCells(s.p, s.board, f) {
			if i >= 0 && i < len(s.board.Cells) && !seen[i] {
				seen[i] = true
				out = append(out, i)
			}
		}
	}
	return out
}

// Hint answers "what next?" from state st (take it with State; Hint reads
// nothing else of the session that changes, so it may run while the player
// moves on). Without Prove it gives steps but looks for no mistakes.
func (s *Session) Hint(ctx context.Context, st State) (Hint, error) {
	return HintFrom(ctx, s.kind, s.p, st, s.proof)
}

// Apply writes a step's facts into the board as one undoable move: values
// into their cells, exclusions ("(3,1) is not F") as pencil marks. Facts the
// board cannot show either way are kept as known, so the next hint builds on
// them; changed reports whether the board changed.
func (s *Session) Apply(step Step) (changed bool) {
	b := s.pl.ApplyFacts(s.p, s.board, step.Facts)
	for _, f := range step.Facts {
		if !f.Not {
			continue
		}
		i, v, ok := s.strikeOf(f)
		if !ok {
			s.known = append(s.known, f)
			continue
		}
		if b == s.board {
			b = b.Clone()
		}
		if len(b.Struck) < len(b.Cells) {
			b.Struck = append(b.Struck, make([]uint64, len(b.Cells)-len(b.Struck))...)
		}
		b.Struck[i] |= 1 << v
	}
	// Values the board still does not hold (a fact no cell shows) are known.
	have := FactSet(s.pl.BoardState(s.p, b))
	for _, f := range step.Facts {
		if !f.Not && !have[f.key()] {
			s.known = append(s.known, f)
		}
	}
	return s.move(b)
}

// Resume puts a saved state (State's facts) in play as the start, not as a
// move: values into cells, exclusions as pencil marks, the rest known.
func (s *Session) Resume(facts []Fact) {
	s.Apply(Step{Facts: facts})
	s.undo, s.redo = nil, nil
}

// strikeOf finds the cell and symbol whose pencil mark says f ("not v").
func (s *Session) strikeOf(f Fact) (i, v int, ok bool) {
	pos := f.Negate()
	for _, i := range s.pl.FactCells(s.p, s.board, pos) {
		if i < 0 || i >= len(s.board.Cells) || s.board.Cells[i] != 0 {
			continue
		}
		for v := 1; v < len(s.board.Symbols) && v < 64; v++ {
			if g, ok := s.valueFact(i, v); ok && g.key() == pos.key() {
				return i, v, true
			}
		}
	}
	return 0, 0, false
}

// Solve fills in the proven solution as one undoable move.
func (s *Session) Solve() error {
	if err := s.proven(); err != nil {
		return err
	}
	if len(s.proof.Facts) == 0 {
		return fmt.Errorf("%w: kind %s cannot name its solution's facts", ErrUnsupported, s.kind.Name())
	}
	s.move(s.pl.ApplyFacts(s.p, s.pl.NewBoard(s.p), s.proof.Facts))
	if !s.Solved() {
		return fmt.Errorf("%w: the proven solution did not fill the board (a bug in the kind's Player)", ErrWrongAnswer)
	}
	return nil
}
