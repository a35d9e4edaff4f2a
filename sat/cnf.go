package sat

import (
	"fmt"
	"strconv"
)

// Var is a propositional variable, numbered from 1 as in DIMACS.
type Var int32

// Lit is a literal in DIMACS form: +v for v, -v for ¬v. Zero is not a literal.
type Lit int32

// Pos is the positive literal of v.
func (v Var) Pos() Lit { return Lit(v) }

// Neg is the negative literal of v.
func (v Var) Neg() Lit { return -Lit(v) }

// Lit returns v's literal with the given polarity (true = positive).
func (v Var) Lit(positive bool) Lit {
	if positive {
		return Lit(v)
	}
	return -Lit(v)
}

// Var is the variable of l.
func (l Lit) Var() Var {
	if l < 0 {
		return Var(-l)
	}
	return Var(l)
}

// Not is the negation of l.
func (l Lit) Not() Lit { return -l }

// IsPos reports whether l is a positive literal.
func (l Lit) IsPos() bool { return l > 0 }

// Index maps l to a dense index 0,1,2,3,... (2(v-1) for +v, 2(v-1)+1 for -v),
// for arrays indexed by literal such as watch lists.
func (l Lit) Index() int {
	if l > 0 {
		return 2 * (int(l) - 1)
	}
	return 2*(int(-l)-1) + 1
}

// LitFromIndex inverts Index.
func LitFromIndex(i int) Lit {
	v := Lit(i/2 + 1)
	if i%2 == 1 {
		return -v
	}
	return v
}

// String prints l in DIMACS form.
func (l Lit) String() string { return strconv.Itoa(int(l)) }

// Clause is a disjunction of literals.
type Clause []Lit

// CNF is a conjunction of clauses over variables 1..NumVars.
type CNF struct {
	NumVars int
	Clauses []Clause
}

// NewVar allocates a fresh variable.
func (f *CNF) NewVar() Var {
	f.NumVars++
	return Var(f.NumVars)
}

// NewVars allocates n fresh variables.
func (f *CNF) NewVars(n int) []Var {
	vs := make([]Var, n)
	for i := range vs {
		vs[i] = f.NewVar()
	}
	return vs
}

// Add appends the clause (l1 ∨ l2 ∨ ...). The literals are copied. Variables
// beyond NumVars grow it, so a formula is always well formed.
func (f *CNF) Add(lits ...Lit) {
	c := make(Clause, len(lits))
	copy(c, lits)
	for _, l := range c {
		if l == 0 {
			panic("sat: zero literal in clause")
		}
		if v := int(l.Var()); v > f.NumVars {
			f.NumVars = v
		}
	}
	f.Clauses = append(f.Clauses, c)
}

// Eval reports whether the assignment satisfies every clause. model[v] is the
// value of variable v (index 0 unused); variables beyond the model count as false.
func (f *CNF) Eval(model []bool) bool {
	return f.FirstFalsified(model) < 0
}

// FirstFalsified returns the index of the first clause the assignment falsifies, or -1.
func (f *CNF) FirstFalsified(model []bool) int {
	for i, c := range f.Clauses {
		if !c.Satisfied(model) {
			return i
		}
	}
	return -1
}

// Satisfied reports whether some literal of c is true under model.
func (c Clause) Satisfied(model []bool) bool {
	for _, l := range c {
		v := int(l.Var())
		val := v < len(model) && model[v]
		if val == l.IsPos() {
			return true
		}
	}
	return false
}

// String prints the formula as DIMACS text.
func (f *CNF) String() string {
	b := fmt.Appendf(nil, "p cnf %d %d\n", f.NumVars, len(f.Clauses))
	for _, c := range f.Clauses {
		for _, l := range c {
			b = strconv.AppendInt(b, int64(l), 10)
			b = append(b, ' ')
		}
		b = append(b, "0\n"...)
	}
	return string(b)
}
