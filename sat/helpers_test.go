package sat_test

import (
	. "deduce/sat"
	_ "deduce/sat/solvers"
	"math/rand/v2"
)

// randomCNF draws a formula with clauses of 1..maxLen literals over nvars
// variables (repeats and tautologies allowed: solvers must cope).
func randomCNF(rng *rand.Rand, nvars, nclauses, maxLen int) *CNF {
	f := &CNF{NumVars: nvars}
	for range nclauses {
		c := make([]Lit, 1+rng.IntN(maxLen))
		for i := range c {
			c[i] = Var(1 + rng.IntN(nvars)).Lit(rng.IntN(2) == 0)
		}
		f.Add(c...)
	}
	return f
}

// random3SAT draws a uniform random 3-SAT formula (distinct variables per clause).
func random3SAT(rng *rand.Rand, nvars, nclauses int) *CNF {
	f := &CNF{NumVars: nvars}
	for range nclauses {
		a := 1 + rng.IntN(nvars)
		b := 1 + rng.IntN(nvars)
		for b == a {
			b = 1 + rng.IntN(nvars)
		}
		c := 1 + rng.IntN(nvars)
		for c == a || c == b {
			c = 1 + rng.IntN(nvars)
		}
		f.Add(Var(a).Lit(rng.IntN(2) == 0), Var(b).Lit(rng.IntN(2) == 0), Var(c).Lit(rng.IntN(2) == 0))
	}
	return f
}

// bruteCount counts the models of f over variables 1..f.NumVars by
// enumerating every assignment.
func bruteCount(f *Formula) int {
	n := f.NumVars
	m := make([]bool, n+1)
	count := 0
	for bits := uint64(0); bits < 1<<n; bits++ {
		for v := 1; v <= n; v++ {
			m[v] = bits>>(v-1)&1 == 1
		}
		if f.Eval(m) {
			count++
		}
	}
	return count
}

func formulaOf(f *CNF) *Formula { return &Formula{CNF: *f} }
