package sat_test

import (
	. "deduce/sat"
	_ "deduce/sat/solvers"
	"fmt"
	"testing"
)

// naiveUP runs unit propagation to fixpoint by rescanning the clauses. It is
// deliberately simple so that it can judge the encodings independently of
// the engines. vals: 0 unassigned, +1 true, -1 false.
func naiveUP(f *CNF, vals []int8) (conflict bool) {
	val := func(l Lit) int8 {
		v := vals[l.Var()]
		if l < 0 {
			return -v
		}
		return v
	}
	for changed := true; changed; {
		changed = false
		for _, c := range f.Clauses {
			var unassigned Lit
			free, sat := 0, false
			for _, l := range c {
				switch val(l) {
				case 1:
					sat = true
				case 0:
					free++
					unassigned = l
				}
			}
			if sat {
				continue
			}
			if free == 0 {
				return true
			}
			if free == 1 {
				if unassigned > 0 {
					vals[unassigned.Var()] = 1
				} else {
					vals[unassigned.Var()] = -1
				}
				changed = true
			}
		}
	}
	return false
}

// TestEncodingsAgainstBruteForce checks every encoding of every relation for
// n ≤ 7 and every k (including out-of-range ones) on every input assignment:
// unit propagation from the inputs must fix all aux variables and satisfy
// all clauses exactly when the constraint holds, and conflict otherwise.
func TestEncodingsAgainstBruteForce(t *testing.T) {
	for _, enc := range []Encoding{EncDefault, EncSequential, EncTotalizer} {
		for _, op := range []CardOp{AtMost, AtLeast, Exactly} {
			for n := 0; n <= 7; n++ {
				for k := -1; k <= n+1; k++ {
					checkEncoding(t, enc, op, n, k)
				}
			}
		}
	}
}

func checkEncoding(t *testing.T, enc Encoding, op CardOp, n, k int) {
	t.Helper()
	name := fmt.Sprintf("%v/%v%d/n=%d", enc, op, k, n)
	f := &CNF{NumVars: n}
	lits := make([]Lit, n)
	for i := range lits {
		lits[i] = Var(i + 1).Lit(i%3 != 1) // mix polarities
	}
	c := Card{Lits: lits, Op: op, K: k}
	Encode(f, enc, c)
	model := make([]bool, f.NumVars+1)
	for bits := 0; bits < 1<<n; bits++ {
		vals := make([]int8, f.NumVars+1)
		for v := 1; v <= n; v++ {
			model[v] = bits>>(v-1)&1 == 1
			vals[v] = -1
			if model[v] {
				vals[v] = 1
			}
		}
		holds := c.Holds(model)
		conflict := naiveUP(f, vals)
		if conflict {
			if holds {
				t.Fatalf("%s: inputs %0*b satisfy the constraint but propagation conflicts", name, n, bits)
			}
			continue
		}
		for v := 1; v <= f.NumVars; v++ {
			if vals[v] == 0 {
				t.Fatalf("%s: inputs %0*b leave aux variable %d free", name, n, bits, v)
			}
			model[v] = vals[v] > 0
		}
		if !f.Eval(model) {
			t.Fatalf("%s: inputs %0*b: propagation ended without conflict on a falsified clause", name, n, bits)
		}
		if !holds {
			t.Fatalf("%s: inputs %0*b violate the constraint but the encoding accepts them", name, n, bits)
		}
	}
	// The model count over all variables (inputs and aux) equals the number
	// of input assignments that satisfy the constraint, when small enough to
	// enumerate: aux variables are functions of the inputs.
	if f.NumVars <= 14 {
		want := 0
		for bits := 0; bits < 1<<n; bits++ {
			for v := 1; v <= n; v++ {
				model[v] = bits>>(v-1)&1 == 1
			}
			if c.Holds(model) {
				want++
			}
		}
		if got := bruteCount(formulaOf(f)); got != want {
			t.Fatalf("%s: %d models over all variables, want %d", name, got, want)
		}
	}
}

// TestEncodingsPropagate checks the propagation strength puzzle encoders
// rely on: once k literals of an at-most-k are true, propagation makes all
// others false, and once n-k are false in an at-least-k, all others true.
func TestEncodingsPropagate(t *testing.T) {
	for _, enc := range []Encoding{EncDefault, EncSequential, EncTotalizer} {
		for n := 2; n <= 8; n++ {
			for k := 1; k < n; k++ {
				lits := make([]Lit, n)
				for i := range lits {
					lits[i] = Var(i + 1).Pos()
				}
				for _, op := range []CardOp{AtMost, AtLeast} {
					f := &CNF{NumVars: n}
					Encode(f, enc, Card{Lits: lits, Op: op, K: k})
					vals := make([]int8, f.NumVars+1)
					set, other := int8(1), int8(-1)
					fixed := k
					if op == AtLeast {
						set, other, fixed = -1, 1, n-k
					}
					for v := 1; v <= fixed; v++ {
						vals[v] = set
					}
					if naiveUP(f, vals) {
						t.Fatalf("%v %v%d n=%d: unexpected conflict", enc, op, k, n)
					}
					for v := fixed + 1; v <= n; v++ {
						if vals[v] != other {
							t.Fatalf("%v %v%d n=%d: variable %d not propagated", enc, op, k, n, v)
						}
					}
				}
			}
		}
	}
}

func TestAtMostOneLarge(t *testing.T) {
	// Beyond pairwiseMax the counter is used; check it on every assignment
	// with at most two true literals.
	n := PairwiseMax + 1
	f := &CNF{NumVars: n}
	lits := make([]Lit, n)
	for i := range lits {
		lits[i] = Var(i + 1).Pos()
	}
	ExactlyOne(f, lits...)
	if len(f.Clauses) >= n*(n-1)/2 {
		t.Fatalf("exactly-one of %d used %d clauses, no fewer than pairwise", n, len(f.Clauses))
	}
	for a := 0; a <= n; a++ {
		for b := a + 1; b <= n+1; b++ {
			vals := make([]int8, f.NumVars+1)
			for v := 1; v <= n; v++ {
				vals[v] = -1
				if v == a || v == b {
					vals[v] = 1
				}
			}
			trues := 0
			if a >= 1 {
				trues++
			}
			if b <= n {
				trues++
			}
			if conflict := naiveUP(f, vals); conflict != (trues != 1) {
				t.Fatalf("true literals %d,%d: conflict=%v", a, b, conflict)
			}
		}
	}
}

// TestEncodeCoversInputs: aux variables never collide with input variables
// beyond the CNF's NumVars.
func TestEncodeCoversInputs(t *testing.T) {
	for _, enc := range []Encoding{EncSequential, EncTotalizer} {
		f := &CNF{} // NumVars 0, inputs 1..5
		AtMostK(f, enc, 2, 1, 2, 3, 4, 5)
		for _, c := range f.Clauses {
			for _, l := range c {
				if l.Var() > Var(f.NumVars) {
					t.Fatalf("%v: literal %d beyond NumVars %d", enc, l, f.NumVars)
				}
			}
		}
		if got := bruteCount(formulaOf(f)); got != 1+5+10 {
			t.Fatalf("%v: %d models, want 16 (aux variables determined)", enc, got)
		}
	}
}
