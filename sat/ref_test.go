package sat_test

import (
	"bufio"
	"bytes"
	"context"
	. "deduce/sat"
	_ "deduce/sat/solvers"
	"errors"
	"fmt"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"
)

// refSolver runs an installed reference solver on a DIMACS file and
// returns its status and model (model[v], nil unless Sat).
type refSolver struct {
	name string
	run  func(ctx context.Context, path string) (Status, []bool, error)
}

var refSolvers = []refSolver{
	{"minisat", runMinisat},
	{"cadical", runCadical},
}

// exitStatus maps a SAT-competition exit code.
func exitStatus(err error) (Status, error) {
	var ee *exec.ExitError
	if errors.As(err, &ee) {
		switch ee.ExitCode() {
		case 10:
			return Sat, nil
		case 20:
			return Unsat, nil
		}
	}
	if err == nil {
		return Unknown, nil
	}
	return Unknown, err
}

func runMinisat(ctx context.Context, path string) (Status, []bool, error) {
	out := path + ".out"
	err := exec.CommandContext(ctx, "minisat", "-verb=0", path, out).Run()
	st, err := exitStatus(err)
	if err != nil || st != Sat {
		return st, nil, err
	}
	data, err := os.ReadFile(out)
	if err != nil {
		return st, nil, err
	}
	// "SAT\n1 -2 3 ... 0\n"
	lines := strings.SplitN(string(data), "\n", 2)
	if len(lines) < 2 || lines[0] != "SAT" {
		return st, nil, fmt.Errorf("minisat: unexpected output %q", data)
	}
	m, err := parseModel(strings.Fields(lines[1]))
	return st, m, err
}

func runCadical(ctx context.Context, path string) (Status, []bool, error) {
	var stdout bytes.Buffer
	cmd := exec.CommandContext(ctx, "cadical", "-q", path)
	cmd.Stdout = &stdout
	st, err := exitStatus(cmd.Run())
	if err != nil || st != Sat {
		return st, nil, err
	}
	var toks []string
	sc := bufio.NewScanner(&stdout)
	for sc.Scan() {
		if line := sc.Text(); strings.HasPrefix(line, "v ") {
			toks = append(toks, strings.Fields(line[2:])...)
		}
	}
	m, err := parseModel(toks)
	return st, m, err
}

func parseModel(toks []string) ([]bool, error) {
	var m []bool
	for _, t := range toks {
		n, err := strconv.Atoi(t)
		if err != nil {
			return nil, err
		}
		if n == 0 {
			break
		}
		v := max(n, -n)
		for len(m) <= v {
			m = append(m, false)
		}
		m[v] = n > 0
	}
	return m, nil
}

// installedRefs lists the reference solvers on PATH, skipping the test when
// there is none.
func installedRefs(tb testing.TB) []refSolver {
	var out []refSolver
	for _, r := range refSolvers {
		if _, err := exec.LookPath(r.name); err == nil {
			out = append(out, r)
		}
	}
	if len(out) == 0 {
		tb.Skip("no reference solver (minisat, cadical) installed")
	}
	return out
}

func writeCNF(tb testing.TB, dir string, i int, f *CNF) string {
	path := filepath.Join(dir, fmt.Sprintf("r%03d.cnf", i))
	if err := os.WriteFile(path, []byte(f.String()), 0o644); err != nil {
		tb.Fatal(err)
	}
	return path
}

// TestAgainstReferenceSolvers cross-checks every complete method with
// minisat and cadical on random 3-SAT at the threshold (about half of the
// instances are unsatisfiable); every model is checked against the clauses.
func TestAgainstReferenceSolvers(t *testing.T) {
	refs := installedRefs(t)
	instances, nvars := 40, 40
	if testing.Short() {
		instances = 10
	}
	dir := t.TempDir()
	rng := rand.New(rand.NewPCG(11, 12))
	ctx := context.Background()
	sats := 0
	for i := range instances {
		f := random3SAT(rng, nvars, nvars*426/100)
		path := writeCNF(t, dir, i, f)
		want := Unknown
		for _, r := range refs {
			st, m, err := r.run(ctx, path)
			if err != nil || st == Unknown {
				t.Fatalf("%s on instance %d: %v %v", r.name, i, st, err)
			}
			if st == Sat && !f.Eval(m) {
				t.Fatalf("%s's model does not satisfy instance %d", r.name, i)
			}
			if want != Unknown && st != want {
				t.Fatalf("reference solvers disagree on instance %d", i)
			}
			want = st
		}
		if want == Sat {
			sats++
		}
		for _, mi := range Methods() {
			r, _ := SolveCNF(ctx, mi.Name, f)
			switch {
			case r.Status == Unknown && !mi.Complete:
			case r.Status != want:
				t.Fatalf("%s on instance %d: %v, %s says %v", mi.Name, i, r.Status, refs[0].name, want)
			case r.Status == Sat && !f.Eval(r.Model):
				t.Fatalf("%s's model does not satisfy instance %d", mi.Name, i)
			}
		}
	}
	t.Logf("%d instances, %d satisfiable, references: %d", instances, sats, len(refs))
}

// benchInstances are the fixed instances of the minisat comparison: 50
// random 3-SAT formulas, 200 variables, ratio 4.26, seeds 1..50.
func benchInstances() []*CNF {
	out := make([]*CNF, 50)
	for i := range out {
		out[i] = random3SAT(rand.New(rand.NewPCG(uint64(i+1), 426)), 200, 852)
	}
	return out
}

// BenchmarkCDCLvsMinisat times cdcl and the minisat binary side by side on
// the same 50 instances in one run. Reported per op (one pass over all 50):
// cdcl-ms, minisat-ms (wall time of the process, including its start-up and
// parsing; cdcl's includes loading the clauses) and their ratio.
//
//	go test ./sat/ -run '^$' -bench CDCLvsMinisat -benchtime 3x
func BenchmarkCDCLvsMinisat(b *testing.B) {
	if _, err := exec.LookPath("minisat"); err != nil {
		b.Skip("minisat not installed")
	}
	benchVsReference(b, "cdcl", runMinisat)
}

// BenchmarkGiniVsMinisat is the same for cdcl-gini.
func BenchmarkGiniVsMinisat(b *testing.B) {
	if _, err := exec.LookPath("minisat"); err != nil {
		b.Skip("minisat not installed")
	}
	benchVsReference(b, "cdcl-gini", runMinisat)
}

// BenchmarkCDCLCardVsMinisat is the same for cdcl-card (gophersat).
func BenchmarkCDCLCardVsMinisat(b *testing.B) {
	if _, err := exec.LookPath("minisat"); err != nil {
		b.Skip("minisat not installed")
	}
	benchVsReference(b, "cdcl-card", runMinisat)
}

func benchVsReference(b *testing.B, method string, ref func(context.Context, string) (Status, []bool, error)) {
	insts := benchInstances()
	dir := b.TempDir()
	paths := make([]string, len(insts))
	for i, f := range insts {
		paths[i] = writeCNF(b, dir, i, f)
	}
	ctx := context.Background()
	var ours, theirs, oursCPU, theirsCPU time.Duration
	b.ResetTimer()
	for range b.N {
		for i, f := range insts {
			start, cpu := time.Now(), cpuTime(syscall.RUSAGE_SELF)
			r, _ := SolveCNF(ctx, method, f)
			ours += time.Since(start)
			oursCPU += cpuTime(syscall.RUSAGE_SELF) - cpu
			start, cpu = time.Now(), cpuTime(syscall.RUSAGE_CHILDREN)
			st, _, err := ref(ctx, paths[i])
			theirs += time.Since(start)
			theirsCPU += cpuTime(syscall.RUSAGE_CHILDREN) - cpu
			if err != nil || st != r.Status || (r.Status == Sat && !f.Eval(r.Model)) {
				b.Fatalf("instance %d: %s %v, reference %v %v", i, method, r.Status, st, err)
			}
		}
	}
	b.ReportMetric(float64(ours.Milliseconds())/float64(b.N), method+"-ms/op")
	b.ReportMetric(float64(theirs.Milliseconds())/float64(b.N), "minisat-ms/op")
	b.ReportMetric(float64(ours)/float64(theirs), "ratio")
	// CPU time is steadier than wall time on a shared machine (ours
	// includes the Go runtime's other threads, such as the collector).
	b.ReportMetric(float64(oursCPU.Milliseconds())/float64(b.N), method+"-cpu-ms/op")
	b.ReportMetric(float64(theirsCPU.Milliseconds())/float64(b.N), "minisat-cpu-ms/op")
	b.ReportMetric(float64(oursCPU)/float64(theirsCPU), "cpu-ratio")
}

// cpuTime is the user+system time of this process or of its ended children.
func cpuTime(who int) time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(who, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
