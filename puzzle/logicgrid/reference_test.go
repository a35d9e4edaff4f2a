package logicgrid

import (
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// minisatSolve runs the reference solver minisat on f; it returns nil for
// UNSAT, else the model.
func minisatSolve(t *testing.T, bin string, x *Encoded) (model []bool, sat bool) {
	t.Helper()
	dir := t.TempDir()
	in, out := filepath.Join(dir, "f.cnf"), filepath.Join(dir, "out")
	if err := os.WriteFile(in, []byte(x.CNF.String()), 0o644); err != nil {
		t.Fatal(err)
	}
	_ = exec.Command(bin, "-verb=0", in, out).Run() // exit codes 10/20 are answers
	data, err := os.ReadFile(out)
	if err != nil {
		t.Fatalf("minisat wrote no answer: %v", err)
	}
	lines := strings.SplitN(string(data), "\n", 2)
	if lines[0] == "UNSAT" {
		return nil, false
	}
	if lines[0] != "SAT" {
		t.Fatalf("minisat answered %q", lines[0])
	}
	model = make([]bool, x.CNF.NumVars+1)
	for _, f := range strings.Fields(lines[1]) {
		v, err := strconv.Atoi(f)
		if err != nil {
			t.Fatal(err)
		}
		if v > 0 && v < len(model) {
			model[v] = true
		}
	}
	return model, true
}

// Both encodings, as DIMACS, given to minisat: satisfiable exactly when brute
// force finds a solution, and every model decodes to a solution the checker
// accepts. Skipped when minisat is not installed.
func TestEncodingsWithMinisat(t *testing.T) {
	bin, err := exec.LookPath("minisat")
	if err != nil {
		t.Skip("minisat not installed")
	}
	rng := rand.New(rand.NewPCG(21, 22))
	for i := 0; i < 40; i++ {
		m, n := 2+rng.IntN(3), 2+rng.IntN(3)
		p := randomPuzzle(rng, m, n, 1+rng.IntN(3*m))
		count, _ := bruteCount(p, 1)
		for _, enc := range []Encoding{Small, Extended} {
			x := Encode(p, enc)
			model, sat := minisatSolve(t, bin, x)
			if sat != (count > 0) {
				t.Fatalf("puzzle %d %s: minisat sat=%v, brute force finds %d\n%s", i, enc, sat, count, Format(p, nil))
			}
			if sat {
				if err := Check(p, x.Decode(model)); err != nil {
					t.Fatalf("puzzle %d %s: minisat's model: %v", i, enc, err)
				}
			}
		}
	}
}
