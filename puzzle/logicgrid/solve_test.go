package logicgrid

import (
	"context"
	"math/rand/v2"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"deduce/internal/golden"
	"deduce/puzzle"
)

func load(t testing.TB, path string) *Puzzle {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	p, err := Parse(filepath.Base(path), data)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

var timeRE = regexp.MustCompile(`time: [0-9.]+ms`)

// The thesis's appendix: its sample file, run unchanged (algorithm 8), gives
// its printed answer (up to the time); every other algorithm agrees.
func TestThesisSampleOutput(t *testing.T) {
	p := load(t, "testdata/thesis_sample.txt")
	var b strings.Builder
	for a := 1; a <= 17; a++ {
		pl := ThesisPlan(a)
		if pl.Method != "vd" && !methodAvailable(pl.Method) {
			t.Logf("algorithm %d (%s) not available yet", a, pl.Method)
			continue
		}
		r, err := SolvePlan(context.Background(), p, pl)
		if err != nil {
			t.Fatal(err)
		}
		if r.Status != puzzle.Solved {
			b.WriteString(MethodLine(pl.Title(), pl.EncodingTitle(), 0) + "Puzzle Not Solved\n")
			continue
		}
		b.WriteString(ThesisOutput(r.Solutions[0].(*Solution)))
	}
	got := timeRE.ReplaceAllString(b.String(), "time: Tms")
	want := "method: Simple backtracking encoding: Small time: Tms\nSmith, red, teacher\nJones, blue, actor\nButler, green, doctor\n"
	if methodAvailable("backtrack") && !strings.Contains(got, want) {
		t.Errorf("algorithm 8 does not print the thesis's answer:\n%s", got)
	}
	golden.Check(t, "thesis_sample_all.golden", []byte(got))
}

func TestGrid(t *testing.T) {
	p := load(t, "testdata/thesis_sample.txt")
	r, err := SolvePlan(context.Background(), p, Plan{Method: "cdcl"})
	if err != nil || r.Status != puzzle.Solved {
		t.Fatal(err, r.Status)
	}
	golden.Check(t, "thesis_sample_grid.golden", []byte(Grid(r.Solutions[0].(*Solution))))
}

// The ZebraLogic sample: every puzzle solved, proven unique, equal to the
// given solution.
func TestZebraLogicSample(t *testing.T) {
	files, _ := filepath.Glob("testdata/zebralogic/*.txt")
	if len(files) != 16 {
		t.Fatalf("want 16 puzzles, found %d", len(files))
	}
	for _, f := range files {
		p := load(t, f)
		sol := load(t, f) // the .solution lines as a Solution: block
		data, err := os.ReadFile(strings.TrimSuffix(f, ".txt") + ".solution")
		if err != nil {
			t.Fatal(err)
		}
		withSol := Format(p, nil) + "Solution:\n" + string(data)
		sol, err = Parse(f, []byte(withSol))
		if err != nil {
			t.Fatalf("%s: solution block: %v", f, err)
		}
		if err := Check(p, sol.Known); err != nil {
			t.Fatalf("%s: the given solution fails the checker: %v", f, err)
		}
		for _, enc := range []string{"small", "extended"} {
			r, err := Count(context.Background(), p, puzzle.SolveOptions{Method: "cdcl", Encoding: enc, Limit: 2})
			if err != nil {
				t.Fatal(err)
			}
			if r.Count != 1 || !r.Complete {
				t.Fatalf("%s %s: %d solutions (complete %v), want exactly 1", f, enc, r.Count, r.Complete)
			}
			if !r.Solutions[0].(*Solution).equal(sol.Known) {
				t.Errorf("%s %s: solution differs from the given one", f, enc)
			}
		}
	}
}

// Valentine & Davis is never wrong: on puzzles of its three clue types its
// answers agree with brute force, and it reports the others as unhandled.
func TestVDNeverWrong(t *testing.T) {
	rng := rand.New(rand.NewPCG(11, 12))
	ctx := context.Background()
	outcomes := map[VDOutcome]int{}
	for i := 0; i < 300; i++ {
		m, n := 2+rng.IntN(3), 2+rng.IntN(4)
		p := randomPuzzle(rng, m, n, m*n)
		var kept []Clue
		for _, c := range p.Clues {
			if c.Kind == Same || c.Kind == Different || c.Kind == LessBy {
				kept = append(kept, c)
			}
		}
		p.Clues = kept
		count, sols := bruteCount(p, 2)
		r := SolveVD(ctx, p)
		outcomes[r.Outcome]++
		switch r.Outcome {
		case VDSolved:
			if count != 1 || !r.Solution.equal(sols[0]) {
				t.Fatalf("puzzle %d: VD solved, brute force finds %d solutions\n%s", i, count, Format(p, nil))
			}
		case VDImpossible:
			if count != 0 {
				t.Fatalf("puzzle %d: VD says impossible, brute force finds %d\n%s", i, count, Format(p, nil))
			}
		case VDUnhandled:
			t.Fatalf("puzzle %d: handled clue types reported unhandled", i)
		}
	}
	if outcomes[VDSolved] == 0 || outcomes[VDImpossible] == 0 || outcomes[VDStuck] == 0 {
		t.Errorf("the random puzzles do not exercise every outcome: %v", outcomes)
	}
	p := load(t, "testdata/zebralogic/lgp-test-2x2-33.txt") // House$Eric:Arnold: not a VD clue
	if r := SolveVD(ctx, p); r.Outcome != VDUnhandled {
		t.Errorf("plain less-than clue: outcome %v, want unhandled", r.Outcome)
	}
}

// The thesis program's answers of Valentine & Davis: its tuple dumps (also
// for a solved puzzle, without a header line, as outputSolutionVal prints
// them), and its message for clue types it does not handle.
func TestThesisRunVD(t *testing.T) {
	cases := []struct{ name, in string }{
		{"solved", "1\nName:Smith:Jones\nShirt:red:green\nClues:\nSmith=green\n"},
		{"stuck", "1\nName:Smith:Jones:Butler\nShirt:red:green:blue\nJob:doctor:teacher:actor\nClues:\nSmith=teacher\nJones*green\n"},
		{"impossible", "1\nName:Smith:Jones\nShirt:red:green\nClues:\nSmith=red\nJones=red\n"},
		{"unhandled", "1\nName:Smith:Jones\nShirt:red:green\nClues:\nShirt$Smith:Jones\n"},
	}
	var b strings.Builder
	for _, tc := range cases {
		p, err := Parse(tc.name, []byte(tc.in))
		if err != nil {
			t.Fatal(err)
		}
		out, _, err := ThesisRun(context.Background(), p, ThesisPlan(1))
		if err != nil {
			t.Fatal(err)
		}
		b.WriteString("== " + tc.name + "\n" + timeRE.ReplaceAllString(out, "time: Tms"))
	}
	golden.Check(t, "thesis_vd.golden", []byte(b.String()))
}
