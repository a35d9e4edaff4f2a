package main

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"deduce/puzzle"
)

// squareKind is a test-only kind: "square N" asks for a digit d with d*d = N.
// "square -1" blocks until the context ends, to test --timeout.
type squareKind struct{}
type squarePuzzle struct{ n int }
type squareSolution struct{ d int }

func (s squareSolution) JSON() any        { return puzzle.GridJSON{Grid: []string{fmt.Sprint(s.d)}} }
func (squarePuzzle) KindName() string     { return "square" }
func (squareKind) Name() string           { return "square" }
func (squareKind) Summary() string        { return "test kind: find d with d*d = N" }
func (squareKind) Sniff(line string) bool { return strings.HasPrefix(line, "square ") }
func (squareKind) Methods() []string      { return []string{"brute"} }
func (squareKind) Format(p puzzle.Puzzle, s puzzle.Solution) string {
	out := fmt.Sprintf("square %d\n", p.(squarePuzzle).n)
	if s != nil {
		out += fmt.Sprintf("solution\n%d\n", s.(squareSolution).d)
	}
	return out
}
func (squareKind) Parse(file string, data []byte) (puzzle.Puzzle, error) {
	line, n := puzzle.FirstLine(data)
	var v int
	if _, err := fmt.Sscanf(line, "square %d", &v); err != nil {
		return nil, puzzle.Errorf(puzzle.ErrSyntax, file, n, 8, "want a number after \"square\"")
	}
	return squarePuzzle{v}, nil
}
func (k squareKind) Solve(ctx context.Context, p puzzle.Puzzle, opt puzzle.SolveOptions) (puzzle.Result, error) {
	opt.Limit = 1
	r, err := k.Count(ctx, p, opt)
	r.Counted = false
	return r, err
}
func (squareKind) Count(ctx context.Context, p puzzle.Puzzle, opt puzzle.SolveOptions) (puzzle.Result, error) {
	n := p.(squarePuzzle).n
	if n < 0 {
		<-ctx.Done()
		return puzzle.Result{Status: puzzle.Unknown}, ctx.Err()
	}
	r := puzzle.Result{Status: puzzle.Unsatisfiable, Method: "brute", Complete: true, Stats: puzzle.Stats{"time_ms": 0}}
	for d := -9; d <= 9; d++ {
		if d*d == n {
			r.Status = puzzle.Solved
			r.Solutions = append(r.Solutions, squareSolution{d})
			r.Count++
			if opt.Limit > 0 && r.Count >= opt.Limit {
				r.Complete = false
				break
			}
		}
	}
	return r, nil
}
func (squareKind) Check(p puzzle.Puzzle, s puzzle.Solution) error {
	if d := s.(squareSolution).d; d*d != p.(squarePuzzle).n {
		return fmt.Errorf("%w: %d*%d != %d", puzzle.ErrCheckFailed, d, d, p.(squarePuzzle).n)
	}
	return nil
}

func init() { puzzle.Register(squareKind{}) }

func deduce(t *testing.T, stdin string, args ...string) (code int, stdout, stderr string) {
	t.Helper()
	var out, errb bytes.Buffer
	code = run(context.Background(), args, strings.NewReader(stdin), &out, &errb)
	return code, out.String(), errb.String()
}

func writeFile(t *testing.T, content string) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), "p.txt")
	if err := os.WriteFile(path, []byte(content), 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

func TestExitCodes(t *testing.T) {
	good := writeFile(t, "square 49\n")
	unsat := writeFile(t, "square 50\n")
	bad := writeFile(t, "# comment\nsquare x\n")
	tests := []struct {
		name  string
		args  []string
		stdin string
		code  int
		out   string // substring of stdout
		err   string // substring of stderr
	}{
		{"solved", []string{"solve", good}, "", 0, "-7", ""},
		{"stdin with -", []string{"solve", "-"}, "square 4\n", 0, "-2", ""},
		{"no solution exits 1", []string{"solve", unsat}, "", 1, "no solution", ""},
		{"wrong flag exits 2", []string{"solve", "--bogus", good}, "", 2, "", "unknown flag: --bogus"},
		{"unknown command exits 2", []string{"frobnicate"}, "", 2, "", "unknown command"},
		{"missing argument exits 2", []string{"solve"}, "", 2, "", "requires at least 1 arg"},
		{"unreadable file exits 2", []string{"solve", "/nonexistent/p.txt"}, "", 2, "", "cannot read input"},
		{"parse error is positioned and exits 2", []string{"solve", bad}, "", 2, "", bad + ":2:8: want a number"},
		{"unknown kind exits 2", []string{"solve", "--kind", "nope", good}, "", 2, "", "unknown puzzle kind"},
		{"a misspelt kind header gets did-you-mean", []string{"solve", "-"}, "magnts 6\n", 2, "", `<stdin>:1:1: unknown puzzle kind "magnts"; did you mean "magnets"?`},
		{"bad format exits 2", []string{"solve", "--format", "xml", good}, "", 2, "", "unknown --format"},
		{"timeout exits 3", []string{"solve", "--timeout", "20ms", "-"}, "square -1\n", 3, "", "timeout"},
		{"count, complete", []string{"count", good}, "", 0, "2 solutions", ""},
		{"count, capped", []string{"count", "--limit", "1", good}, "", 0, "at least 1 solutions (cap reached)", ""},
		{"count of none exits 1", []string{"count", unsat}, "", 1, "0 solutions", ""},
		{"generate for an unknown kind exits 2", []string{"generate", "nope"}, "", 2, "", "unknown puzzle kind"},
		{"check without a solution block exits 2", []string{"check", good}, "", 2, "", "no solution block"},
		{"version", []string{"--version"}, "", 0, "deduce version", ""},
	}
	for _, tt := range tests {
		code, out, errOut := deduce(t, tt.stdin, tt.args...)
		if code != tt.code || !strings.Contains(out, tt.out) || !strings.Contains(errOut, tt.err) {
			t.Errorf("%s: deduce %v\n code %d (want %d)\n stdout %q (want %q)\n stderr %q (want %q)",
				tt.name, tt.args, code, tt.code, out, tt.out, errOut, tt.err)
		}
		if tt.code != 0 && strings.Count(strings.TrimSpace(errOut), "\n") > 0 {
			t.Errorf("%s: error must be one line, got %q", tt.name, errOut)
		}
	}
}

func TestTimeoutIsPrompt(t *testing.T) {
	start := time.Now()
	code, _, _ := deduce(t, "square -1\n", "solve", "--timeout", "50ms", "-")
	if code != exitUndecided {
		t.Fatalf("code %d, want %d", code, exitUndecided)
	}
	if el := time.Since(start); el > 10*time.Second {
		t.Fatalf("--timeout 50ms was not honoured (took %v)", el)
	}
}

func TestHelpListsEveryCommandWithOneLine(t *testing.T) {
	code, out, _ := deduce(t, "", "--help")
	if code != 0 {
		t.Fatalf("--help exit %d", code)
	}
	for _, c := range []string{"solve", "count", "check", "generate", "grade", "render", "convert", "play", "kinds"} {
		found := false
		for _, line := range strings.Split(out, "\n") {
			f := strings.Fields(line)
			if len(f) > 1 && f[0] == c {
				found = true
			}
		}
		if !found {
			t.Errorf("--help does not list %q with a summary:\n%s", c, out)
		}
		if code, _, _ := deduce(t, "", c, "--help"); code != 0 {
			t.Errorf("%s --help exit %d", c, code)
		}
	}
}

func TestSolveJSONLines(t *testing.T) {
	a, b := writeFile(t, "square 49\n"), writeFile(t, "square 3\n")
	code, out, _ := deduce(t, "", "solve", "--format", "json", a, b)
	if code != exitNoAnswer {
		t.Errorf("one unsolvable input among several must give exit 1, got %d", code)
	}
	lines := strings.Split(strings.TrimSpace(out), "\n")
	if len(lines) != 2 {
		t.Fatalf("want 2 JSON lines, got %q", out)
	}
	var first struct {
		Kind, Status, File string
		Solutions          []struct{ Grid []string }
	}
	if err := json.Unmarshal([]byte(lines[0]), &first); err != nil {
		t.Fatal(err)
	}
	if first.Kind != "square" || first.Status != "solved" || first.File != a || len(first.Solutions) != 1 || first.Solutions[0].Grid[0] != "-7" {
		t.Errorf("unexpected first line %s", lines[0])
	}
	if !strings.Contains(lines[1], `"status":"unsatisfiable"`) {
		t.Errorf("unexpected second line %s", lines[1])
	}
}

// The test kind also generates (a random square of a digit), renders, and grades.
func (squareKind) Generate(ctx context.Context, opt puzzle.GenerateOptions) (puzzle.Generated, error) {
	if opt.Width > 9 {
		return puzzle.Generated{}, fmt.Errorf("%w: size %d too big", puzzle.ErrBadOption, opt.Width)
	}
	d := int(opt.Seed % 10)
	if d < 0 {
		d = -d
	}
	return puzzle.Generated{Puzzle: squarePuzzle{d * d}, Solution: squareSolution{d}, Seed: opt.Seed, Difficulty: "easy"}, nil
}
func (squareKind) Render(p puzzle.Puzzle, s puzzle.Solution, format string) (string, error) {
	if format == "svg" {
		return "<svg/>\n", nil
	}
	out := fmt.Sprintf("[ %d ]\n", p.(squarePuzzle).n)
	if s != nil {
		out += fmt.Sprintf("d = %d\n", s.(squareSolution).d)
	}
	return out, nil
}

// Grade: easy, except that "square 2" fails to grade (to test how grade
// reports a failure).
func (squareKind) Grade(ctx context.Context, p puzzle.Puzzle) (string, error) {
	if p.(squarePuzzle).n == 2 {
		return "", errors.New("square: cannot grade 2")
	}
	return "easy", nil
}

func TestGenerateFormats(t *testing.T) {
	tests := []struct {
		name string
		args []string
		code int
		want []string // substrings of stdout
	}{
		{"text board with seed and solution", []string{"generate", "square", "--seed", "3", "--solution"}, 0,
			[]string{"seed 3", "[ 9 ]", "d = 3"}},
		{"native text is parseable, with a comment header", []string{"generate", "square", "--seed", "4", "--format", "native", "--solution"}, 0,
			[]string{"# seed 4", "square 16\nsolution\n4\n"}},
		{"-n gives seed+i to puzzle i", []string{"generate", "square", "--seed", "1", "-n", "3", "--format", "native"}, 0,
			[]string{"# seed 1", "# seed 2", "# seed 3", "square 9\n"}},
		{"json carries puzzle, seed and solution", []string{"generate", "square", "--seed", "5", "--format", "json", "--solution"}, 0,
			[]string{`"puzzle":"square 25\n"`, `"seed":5`, `"solutions":[{"grid":["5"]}]`}},
		{"svg", []string{"generate", "square", "--format", "svg"}, 0, []string{"<svg/>"}},
		{"id on a kind without IDs exits 2", []string{"generate", "square", "--format", "id"}, 2, nil},
		{"bad size exits 2", []string{"generate", "square", "--size", "0x3"}, 2, nil},
		{"generator rejects an option: exit 2", []string{"generate", "square", "--size", "12"}, 2, nil},
		{"-n 0 exits 2", []string{"generate", "square", "-n", "0"}, 2, nil},
	}
	for _, tt := range tests {
		code, out, errOut := deduce(t, "", tt.args...)
		if code != tt.code {
			t.Errorf("%s: code %d, want %d (stderr %q)", tt.name, code, tt.code, errOut)
		}
		for _, w := range tt.want {
			if !strings.Contains(out, w) {
				t.Errorf("%s: stdout lacks %q:\n%s", tt.name, w, out)
			}
		}
	}
}

func TestPlayLoopDrivenThroughStdin(t *testing.T) {
	// size 2, Enter for the solution, play again, size (default), Enter, stop.
	code, out, errOut := deduce(t, "2\n\ny\n\n\nn\n", "play", "square", "--seed", "7")
	if code != 0 {
		t.Fatalf("code %d, stderr %q", code, errOut)
	}
	for _, w := range []string{"Size", "[ 49 ]", "Press Enter", "d = 7", "Play again? (y/n)", "[ 64 ]", "d = 8"} {
		if !strings.Contains(out, w) {
			t.Errorf("play output lacks %q:\n%s", w, out)
		}
	}
	if strings.Count(out, "Play again?") != 2 {
		t.Errorf("want two rounds:\n%s", out)
	}
	// End of input ends the loop quietly.
	if code, _, _ := deduce(t, "", "play", "square"); code != 0 {
		t.Errorf("play with empty stdin: code %d", code)
	}
}

func TestRenderCheckGradeConvert(t *testing.T) {
	withSol := writeFile(t, "square 36\n")
	tests := []struct {
		name string
		args []string
		code int
		want string
	}{
		{"render solves when there is no solution block", []string{"render", "--solution", withSol}, 0, "d = -6"},
		{"render svg", []string{"render", "--format", "svg", withSol}, 0, "<svg/>"},
		{"grade", []string{"grade", withSol}, 0, withSol + ": easy"},
		{"grade json", []string{"grade", "--format", "json", withSol}, 0, `"difficulty":"easy"`},
		{"convert to native", []string{"convert", withSol}, 0, "square 36\n"},
		{"convert to id is unsupported here: exit 2", []string{"convert", "--to", "id", withSol}, 2, ""},
		{"kinds lists the test kind with its methods", []string{"kinds"}, 0, "methods: brute (default brute)"},
	}
	for _, tt := range tests {
		code, out, errOut := deduce(t, "", tt.args...)
		if code != tt.code || !strings.Contains(out, tt.want) {
			t.Errorf("%s: code %d (want %d), stdout %q (want %q), stderr %q", tt.name, code, tt.code, out, tt.want, errOut)
		}
	}
}
