package sat

import "fmt"

// CardOp is the relation of a cardinality constraint.
type CardOp int8

const (
	AtMost  CardOp = iota // Σ lits ≤ K
	AtLeast               // Σ lits ≥ K
	Exactly               // Σ lits = K
)

func (op CardOp) String() string {
	switch op {
	case AtMost:
		return "<="
	case AtLeast:
		return ">="
	case Exactly:
		return "="
	}
	return fmt.Sprintf("CardOp(%d)", int8(op))
}

// Card is a cardinality constraint: the number of true literals among Lits
// (each occurrence counts) relates to K by Op.
type Card struct {
	Lits []Lit
	Op   CardOp
	K    int
}

// Holds reports whether the assignment satisfies c (model as in [CNF.Eval]).
func (c Card) Holds(model []bool) bool {
	n := 0
	for _, l := range c.Lits {
		if Clause([]Lit{l}).Satisfied(model) {
			n++
		}
	}
	switch c.Op {
	case AtMost:
		return n <= c.K
	case AtLeast:
		return n >= c.K
	}
	return n == c.K
}

func (c Card) String() string { return fmt.Sprintf("%v %v %d", c.Lits, c.Op, c.K) }

// Encoding selects how cardinality constraints become clauses.
type Encoding int8

const (
	// EncDefault picks per constraint: pairwise at-most-one for a handful of
	// literals, otherwise the totalizer.
	EncDefault Encoding = iota
	// EncSequential is Sinz's sequential counter, with both implication
	// directions so that every aux variable is determined by the inputs:
	// O(n·k) clauses.
	EncSequential
	// EncTotalizer is Bailleux and Boufkhad's totalizer, counting only up to
	// k+1, with both directions (aux variables determined): O(n·k) clauses,
	// O(n log n) aux variables when k is small.
	EncTotalizer
)

func (e Encoding) String() string {
	switch e {
	case EncDefault:
		return "default"
	case EncSequential:
		return "sequential"
	case EncTotalizer:
		return "totalizer"
	}
	return fmt.Sprintf("Encoding(%d)", int8(e))
}

// Formula is a CNF that may also carry cardinality constraints natively. A
// solver with native support ([CardSolver]) receives them as they are; for
// the others [Formula.Lower] encodes them into clauses with fresh variables.
//
// The embedded CNF's methods (NewVar, Add, ...) build the clause part.
type Formula struct {
	CNF
	Cards    []Card
	Encoding Encoding // used by Lower
}

// AtMost records Σ lits ≤ k. The literals are copied.
func (f *Formula) AtMost(k int, lits ...Lit) { f.card(AtMost, k, lits) }

// AtLeast records Σ lits ≥ k.
func (f *Formula) AtLeast(k int, lits ...Lit) { f.card(AtLeast, k, lits) }

// Exactly records Σ lits = k.
func (f *Formula) Exactly(k int, lits ...Lit) { f.card(Exactly, k, lits) }

func (f *Formula) card(op CardOp, k int, lits []Lit) {
	c := Card{Lits: append([]Lit(nil), lits...), Op: op, K: k}
	for _, l := range c.Lits {
		if l == 0 {
			panic("sat: zero literal in cardinality constraint")
		}
		if v := int(l.Var()); v > f.NumVars {
			f.NumVars = v
		}
	}
	f.Cards = append(f.Cards, c)
}

// Eval reports whether the assignment satisfies every clause and every
// cardinality constraint.
func (f *Formula) Eval(model []bool) bool {
	if !f.CNF.Eval(model) {
		return false
	}
	for _, c := range f.Cards {
		if !c.Holds(model) {
			return false
		}
	}
	return true
}

// Lower returns a plain CNF equivalent to f: its clauses followed by the
// encodings of its cardinality constraints, whose aux variables come after
// f.NumVars. f is not modified. Every aux variable is a function of the
// original ones, so model counts are the same with or without projection.
func (f *Formula) Lower() *CNF {
	out := &CNF{NumVars: f.NumVars, Clauses: make([]Clause, len(f.Clauses), len(f.Clauses)+4*len(f.Cards))}
	copy(out.Clauses, f.Clauses)
	for _, c := range f.Cards {
		Encode(out, f.Encoding, c)
	}
	return out
}
