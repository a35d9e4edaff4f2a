package logicgrid

import (
	"context"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"deduce/puzzle"
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

// minizincAll runs Gecode through minizinc on p's model, enumerating up to
// limit solutions; it returns the solutions' row blocks.
func minizincAll(t *testing.T, p *Puzzle, limit int) [][]string {
	t.Helper()
	path := filepath.Join(t.TempDir(), "m.mzn")
	if err := os.WriteFile(path, []byte(MiniZinc(p)), 0o644); err != nil {
		t.Fatal(err)
	}
	out, err := exec.Command("minizinc", "--solver", "gecode", "-n", strconv.Itoa(limit), path).Output()
	if err != nil {
		t.Fatalf("minizinc: %v\n%s", err, out)
	}
	var sols [][]string
	var cur []string
	for _, l := range strings.Split(string(out), "\n") {
		switch l = strings.TrimSpace(l); {
		case l == "----------":
			sols = append(sols, cur)
			cur = nil
		case l == "" || l == "==========" || strings.HasPrefix(l, "=====") || strings.HasPrefix(l, "%") || strings.HasPrefix(l, "Warning"):
		default:
			cur = append(cur, l)
		}
	}
	return sols
}

// The MiniZinc model (for the bench's Gecode peer) has exactly the puzzle's
// solutions: Gecode's enumeration matches brute force, and every answer,
// read back as a "solution" block, passes the checker. Skipped when
// minizinc (with Gecode) is not installed, and with -short.
func TestMiniZincModel(t *testing.T) {
	if _, err := exec.LookPath("minizinc"); err != nil {
		t.Skip("minizinc not installed")
	}
	if out, err := exec.Command("minizinc", "--solvers").CombinedOutput(); err != nil || !strings.Contains(strings.ToLower(string(out)), "gecode") {
		t.Skip("minizinc has no gecode solver")
	}
	if testing.Short() {
		t.Skip("-short: minizinc runs take a while")
	}
	rng := rand.New(rand.NewPCG(31, 32))
	puzzles := []*Puzzle{load(t, "testdata/zebralogic/lgp-test-6x5-2.txt"), load(t, "testdata/thesis_sample.txt")}
	for i := 0; i < 8; i++ {
		puzzles = append(puzzles, randomPuzzle(rng, 2+rng.IntN(2), 2+rng.IntN(3), 2+rng.IntN(5)))
	}
	for i, p := range puzzles {
		const limit = 10
		var want int
		if p.M() <= 4 {
			want, _ = bruteCount(p, limit)
		} else { // too big for brute force: fd's count (cross-checked elsewhere)
			r, err := Count(context.Background(), p, puzzle.SolveOptions{Method: "fd", Limit: limit})
			if err != nil {
				t.Fatal(err)
			}
			want = r.Count
		}
		sols := minizincAll(t, p, limit)
		if len(sols) != want {
			t.Fatalf("puzzle %d: gecode finds %d solutions, brute force %d (both capped at 10)\n%s", i, len(sols), want, Format(p, nil))
		}
		for _, rows := range sols {
			q, err := Parse("gecode", []byte(Format(p, nil)+"solution\n"+strings.Join(rows, "\n")+"\n"))
			if err != nil {
				t.Fatalf("puzzle %d: gecode's answer does not read back: %v", i, err)
			}
			if err := Check(p, q.Known); err != nil {
				t.Fatalf("puzzle %d: gecode's answer: %v", i, err)
			}
		}
	}
}
