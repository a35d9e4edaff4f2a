package closefar

import (
	"context"
	"fmt"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// mznFile writes p's MiniZinc model (the kind's one model, data included)
// into dir and returns its path.
func mznFile(t testing.TB, dir string, p *Puzzle) string {
	model, err := Kind{}.MiniZinc(p)
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(dir, "p.mzn")
	if err := os.WriteFile(path, []byte(model), 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

// minizincCount counts p's solutions with MiniZinc and Gecode (up to limit).
func minizincCount(t testing.TB, p *Puzzle, limit int, timeout time.Duration) (int, error) {
	model := mznFile(t, t.TempDir(), p)
	ctx, cancel := context.WithTimeout(context.Background(), timeout)
	defer cancel()
	args := []string{"--solver", "gecode", model}
	if limit > 0 {
		args = append(args, "-n", fmt.Sprint(limit))
	} else {
		args = append(args, "-a")
	}
	out, err := exec.CommandContext(ctx, "minizinc", args...).CombinedOutput()
	if err != nil {
		return 0, fmt.Errorf("minizinc: %v\n%s", err, out)
	}
	text := string(out)
	if strings.Contains(text, "=====UNSATISFIABLE=====") {
		return 0, nil
	}
	return strings.Count(text, "----------"), nil
}

// TestMiniZincCrossCheck counts random 6×6 and 7×7 puzzles with MiniZinc +
// Gecode running the report's model, and with the fast method. Skipped when
// minizinc (or its Gecode solver) is not installed.
func TestMiniZincCrossCheck(t *testing.T) {
	if _, err := exec.LookPath("minizinc"); err != nil {
		t.Skip("minizinc not installed")
	}
	if out, err := exec.Command("minizinc", "--solvers").CombinedOutput(); err != nil || !strings.Contains(strings.ToLower(string(out)), "gecode") {
		t.Skip("minizinc has no gecode solver")
	}
	if testing.Short() {
		t.Skip("-short: minizinc runs take a while")
	}
	rng := rand.New(rand.NewPCG(9, 9))
	ctx := context.Background()
	const limit = 300
	for i := 0; i < 12; i++ {
		n := 6 + i%2
		p := randomPuzzle(t, n, n+rng.IntN(3), i%4 == 3, rng)
		want, err := countUpTo(ctx, p, limit, nil)
		if err != nil {
			t.Fatal(err)
		}
		got, err := minizincCount(t, p, limit, 60*time.Second)
		if err != nil {
			t.Fatal(err)
		}
		t.Logf("puzzle %d (%d×%d): %d solutions", i, n, n, got)
		if got != len(want) {
			t.Fatalf("puzzle %d:\n%sminizinc counts %d, lines %d", i, format(p, nil), got, len(want))
		}
	}
	// The report's Fig. 1 has exactly one solution.
	if got, err := minizincCount(t, loadFile(t, "testdata/fig1.txt"), 0, 60*time.Second); err != nil || got != 1 {
		t.Fatalf("fig1: minizinc counts %d (err %v), want 1", got, err)
	}
}
