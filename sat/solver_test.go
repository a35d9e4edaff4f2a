package sat_test

import (
	"context"
	"deduce/internal/testlong"
	. "deduce/sat"
	_ "deduce/sat/solvers"
	"errors"
	"math/rand/v2"
	"testing"
	"time"
)

// randomFormula draws a small formula, sometimes with cardinality constraints.
func randomFormula(rng *rand.Rand, withCards bool) *Formula {
	n := 1 + rng.IntN(10)
	m := rng.IntN(5 * n)
	f := &Formula{CNF: *randomCNF(rng, n, m, 4)}
	f.NumVars = n
	if withCards {
		for range rng.IntN(3) {
			k := rng.IntN(n + 1)
			var lits []Lit
			for v := 1; v <= n; v++ {
				if rng.IntN(2) == 0 {
					lits = append(lits, Var(v).Lit(rng.IntN(3) > 0))
				}
			}
			switch rng.IntN(3) {
			case 0:
				f.AtMost(k, lits...)
			case 1:
				f.AtLeast(k, lits...)
			default:
				f.Exactly(k, lits...)
			}
		}
		f.Encoding = Encoding(rng.IntN(3))
	}
	return f
}

// TestMethodsAgainstBruteForce runs every method on thousands of random
// small formulas: complete methods must agree with brute force exactly,
// incomplete ones may say Unknown but never contradict it, and every model
// is checked against the formula.
func TestMethodsAgainstBruteForce(t *testing.T) {
	instances := 2000
	if testing.Short() {
		instances = 300
	}
	for _, mi := range Methods() {
		t.Run(mi.Name, func(t *testing.T) {
			rng := rand.New(rand.NewPCG(1, uint64(len(mi.Name))))
			unknown := 0
			for i := range instances {
				f := randomFormula(rng, i%3 == 0)
				want := bruteCount(f)
				r, err := Solve(context.Background(), mi.Name, f)
				if err != nil {
					t.Fatal(err)
				}
				switch r.Status {
				case Sat:
					if want == 0 {
						t.Fatalf("instance %d: Sat but brute force finds no model\n%v%v", i, f.String(), f.Cards)
					}
					if len(r.Model) <= f.NumVars || !f.Eval(r.Model) {
						t.Fatalf("instance %d: model %v does not satisfy\n%v%v", i, r.Model, f.String(), f.Cards)
					}
				case Unsat:
					if want != 0 {
						t.Fatalf("instance %d: Unsat but brute force finds %d models\n%v%v", i, want, f.String(), f.Cards)
					}
				default:
					if mi.Complete {
						t.Fatalf("instance %d: complete method answered Unknown\n%v", i, f.String())
					}
					unknown++
				}
			}
			t.Logf("%d instances, %d unknown", instances, unknown)
		})
	}
}

// TestCountAgainstBruteForce counts models with every complete method,
// projected on the formula's own variables, with and without a cap.
func TestCountAgainstBruteForce(t *testing.T) {
	instances := testlong.Pick(60, 300)
	if testing.Short() {
		instances = 60
	}
	for _, mi := range Methods() {
		if !mi.Complete {
			continue
		}
		t.Run(mi.Name, func(t *testing.T) {
			rng := rand.New(rand.NewPCG(2, uint64(len(mi.Name))))
			for i := range instances {
				f := randomFormula(rng, i%2 == 0)
				want := bruteCount(f)
				got, complete, err := CountFormula(context.Background(), mi.Name, f, 0)
				if err != nil || !complete || got != want {
					t.Fatalf("instance %d: count %d complete=%v err=%v, want %d\n%v%v", i, got, complete, err, want, f.String(), f.Cards)
				}
				capped, complete, err := CountFormula(context.Background(), mi.Name, f, 2)
				if err != nil || capped != min(want, 2) || complete != (want < 2) {
					t.Fatalf("instance %d: capped count %d complete=%v err=%v, want min(%d,2)", i, capped, complete, err, want)
				}
			}
		})
	}
}

func TestCountProjection(t *testing.T) {
	// (x1 ∨ x2) with x3 free: 6 models, 3 on {x1,x2}, 1 on {} (the empty projection).
	for _, mi := range Methods() {
		if !mi.Complete {
			continue
		}
		for _, tc := range []struct {
			project []Var
			want    int
			why     string
		}{
			{nil, 6, "all variables by default"},
			{[]Var{1, 2}, 3, "x3 is projected away"},
			{[]Var{3}, 2, "x3 takes both values"},
			{[]Var{}, 1, "the empty projection has one model when satisfiable"},
		} {
			s, _ := New(mi.Name)
			s.Reserve(3)
			s.AddClause(1, 2)
			n, complete, err := Count(context.Background(), s, tc.project, 0)
			if err != nil || !complete || n != tc.want {
				t.Errorf("%s: %s: got %d (complete %v, %v), want %d", mi.Name, tc.why, n, complete, err, tc.want)
			}
		}
	}
}

func TestEnumerateStopsWhenYieldSaysSo(t *testing.T) {
	s, _ := New("cdcl")
	s.Reserve(4)
	var models [][]bool
	n, complete, err := Enumerate(context.Background(), s, nil, 0, func(m []bool) bool {
		models = append(models, m)
		return len(models) < 3
	})
	if err != nil || complete || n != 3 || len(models) != 3 {
		t.Fatalf("n=%d complete=%v err=%v models=%d", n, complete, err, len(models))
	}
}

func TestNewUnknownMethod(t *testing.T) {
	if _, err := New("nope"); !errors.Is(err, ErrUnknownMethod) {
		t.Fatalf("got %v", err)
	}
	if s, err := New(""); err != nil || s.Method() != DefaultMethod {
		t.Fatalf("empty name should give the default, got %v %v", s, err)
	}
}

// hard3SAT is a formula that takes any method a while: random 3-SAT at the
// threshold with many variables.
func hard3SAT(n int) *CNF {
	return random3SAT(rand.New(rand.NewPCG(7, 7)), n, n*426/100)
}

// TestCancellation: every complete method stops soon after its context ends
// and answers Unknown, then still works.
func TestCancellation(t *testing.T) {
	f := hard3SAT(400)
	for _, mi := range Methods() {
		t.Run(mi.Name, func(t *testing.T) {
			s, _ := New(mi.Name)
			Load(s, formulaOf(f))
			ctx, cancel := context.WithTimeout(context.Background(), 50*time.Millisecond)
			defer cancel()
			start := time.Now()
			st := s.Solve(ctx)
			el := time.Since(start)
			if st != Unknown {
				t.Skipf("decided (%v) within the timeout; nothing to cancel", st)
			}
			if el > 2*time.Second {
				t.Fatalf("took %v to honour a 50ms timeout", el)
			}
			// A complete method answers Unknown only because ctx ended, so
			// ctx must say so: the command line names the timeout from it
			// (incomplete methods may give up by themselves).
			if mi.Complete && ctx.Err() == nil {
				t.Fatalf("Unknown after %v with ctx not yet done", el)
			}
			// Still usable: a tiny formula in a fresh solver, and this one
			// cancelled again at once.
			ctx2, cancel2 := context.WithCancel(context.Background())
			cancel2()
			if st := s.Solve(ctx2); st != Unknown {
				t.Fatalf("cancelled context: got %v", st)
			}
		})
	}
}

// TestRegistryLinksEveryBackEnd: importing deduce/sat/solvers registers
// every method, the default first, each constructible by name; a repeated
// registration is refused at start-up.
func TestRegistryLinksEveryBackEnd(t *testing.T) {
	want := []string{"cdcl", "cdcl-gini", "cdcl-card", "unit", "failed-literal", "binary-failed-literal",
		"backtrack", "first-nonhorn", "first-non2sat", "best-nonhorn", "best-non2sat"}
	got := Methods()
	if len(got) != len(want) {
		t.Fatalf("Methods() has %d methods, want %d", len(got), len(want))
	}
	for i, m := range got {
		if m.Name != want[i] {
			t.Errorf("Methods()[%d] = %s, want %s", i, m.Name, want[i])
		}
		s, err := New(m.Name)
		if err != nil || s.Method() != m.Name {
			t.Errorf("New(%q) = %v, %v", m.Name, s, err)
		}
	}
	defer func() {
		if recover() == nil {
			t.Error("registering cdcl twice did not panic")
		}
	}()
	Register(MethodInfo{Name: "cdcl"}, func() Solver { return nil })
}
