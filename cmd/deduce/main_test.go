package main

import (
	"bytes"
	"context"
	"encoding/json"
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
		{"bad format exits 2", []string{"solve", "--format", "xml", good}, "", 2, "", "unknown --format"},
		{"timeout exits 3", []string{"solve", "--timeout", "20ms", "-"}, "square -1\n", 3, "", "timeout"},
		{"count, complete", []string{"count", good}, "", 0, "2 solutions", ""},
		{"count, capped", []string{"count", "--limit", "1", good}, "", 0, "at least 1 solutions (cap reached)", ""},
		{"count of none exits 1", []string{"count", unsat}, "", 1, "0 solutions", ""},
		{"no generator exits 2", []string{"generate", "square"}, "", 2, "", "has no generator"},
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
