package puzzle

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// toyKind is a minimal kind for testing the contract: "toy N" asks for a
// digit d with d*d = N.
type toyKind struct{ name, prefix string }
type toyPuzzle struct{ n int }
type toySolution struct{ d int }

func (s toySolution) JSON() any          { return GridJSON{Grid: []string{fmt.Sprint(s.d)}} }
func (toyPuzzle) KindName() string       { return "toy" }
func (k toyKind) Name() string           { return k.name }
func (k toyKind) Summary() string        { return "a toy" }
func (k toyKind) Sniff(line string) bool { return strings.HasPrefix(line, k.prefix) }
func (k toyKind) Methods() []string      { return []string{"brute"} }
func (k toyKind) Format(p Puzzle, s Solution) string {
	return fmt.Sprintf("toy %d\n", p.(toyPuzzle).n)
}
func (k toyKind) Parse(file string, data []byte) (Puzzle, error) {
	line, n := FirstLine(data)
	var v int
	if _, err := fmt.Sscanf(line, "toy %d", &v); err != nil {
		return nil, Errorf(ErrSyntax, file, n, 5, "want a number")
	}
	return toyPuzzle{v}, nil
}
func (k toyKind) Solve(ctx context.Context, p Puzzle, opt SolveOptions) (Result, error) {
	r, _ := k.Count(ctx, p, SolveOptions{Limit: 1})
	r.Counted = false
	return r, nil
}
func (k toyKind) Count(ctx context.Context, p Puzzle, opt SolveOptions) (Result, error) {
	r := Result{Status: Unsatisfiable, Method: "brute", Complete: true, Stats: Stats{"time_ms": 0}}
	for d := 0; d < 10; d++ {
		if d*d == p.(toyPuzzle).n {
			r.Solutions = append(r.Solutions, toySolution{d})
			r.Count++
			r.Status = Solved
		}
	}
	return r, nil
}
func (k toyKind) Check(p Puzzle, s Solution) error {
	if d := s.(toySolution).d; d*d != p.(toyPuzzle).n {
		return fmt.Errorf("%w: %d*%d != %d", ErrCheckFailed, d, d, p.(toyPuzzle).n)
	}
	return nil
}

// liar is a toy whose solver returns a wrong answer, to prove the check runs.
type liar struct{ toyKind }

func (liar) Solve(ctx context.Context, p Puzzle, opt SolveOptions) (Result, error) {
	return Result{Status: Solved, Method: "liar", Solutions: []Solution{toySolution{7}}}, nil
}

func init() {
	Register(toyKind{"toy", "toy "})
	Register(toyKind{"toy2", "toy 9"}) // overlaps with "toy" on "toy 9..."
}

func TestParseErrorFormat(t *testing.T) {
	tests := []struct {
		name string
		err  *ParseError
		want string
	}{
		{"full position, as go/scanner prints", Errorf(ErrSyntax, "a.txt", 3, 7, "bad %s", "x"), "a.txt:3:7: bad x"},
		{"no column when it is unknown", Errorf(ErrInvalid, "a.txt", 3, 0, "m"), "a.txt:3: m"},
		{"no line for whole-input errors", Errorf(ErrInvalid, "a.txt", 0, 0, "m"), "a.txt: m"},
		{"unnamed input still says where", Errorf(ErrInvalid, "", 1, 1, "m"), "<input>:1:1: m"},
	}
	for _, tt := range tests {
		if got := tt.err.Error(); got != tt.want {
			t.Errorf("%s: got %q, want %q", tt.name, got, tt.want)
		}
	}
	if !errors.Is(Errorf(ErrSyntax, "f", 1, 1, "x"), ErrSyntax) || errors.Is(Errorf(ErrSyntax, "f", 1, 1, "x"), ErrInvalid) {
		t.Error("ParseError must unwrap to exactly its named error")
	}
	if !IsInputError(fmt.Errorf("wrapped: %w", Errorf(ErrSyntax, "f", 1, 1, "x"))) || IsInputError(ErrCheckFailed) {
		t.Error("IsInputError misclassifies")
	}
}

func TestFirstLine(t *testing.T) {
	tests := []struct {
		name, in string
		line     string
		n        int
	}{
		{"plain", "toy 4\n", "toy 4", 1},
		{"comments and blanks skipped, line number kept", "# c\n\n  # d\n  toy 4  \n", "toy 4", 4},
		{"nothing significant", "# only\n\n", "", 0},
		{"no trailing newline", "toy 4", "toy 4", 1},
	}
	for _, tt := range tests {
		if line, n := FirstLine([]byte(tt.in)); line != tt.line || n != tt.n {
			t.Errorf("%s: got (%q,%d), want (%q,%d)", tt.name, line, n, tt.line, tt.n)
		}
	}
}

func TestDetect(t *testing.T) {
	tests := []struct {
		name, in, override, want string
		wantErr                  error
	}{
		{"first line names the kind", "# x\ntoy 4\n", "", "toy", nil},
		{"override wins over detection", "toy 4\n", "toy2", "toy2", nil},
		{"unknown first line", "zebra 4\n", "", "", ErrUnknownKind},
		{"empty input", "\n# c\n", "", "", ErrUnknownKind},
		{"two kinds match: ask for --kind", "toy 9\n", "", "", ErrUnknownKind},
		{"override names no kind", "toy 4\n", "nope", "", ErrUnknownKind},
	}
	for _, tt := range tests {
		k, err := Detect("in.txt", []byte(tt.in), tt.override)
		if tt.wantErr != nil {
			if !errors.Is(err, tt.wantErr) {
				t.Errorf("%s: got err %v, want %v", tt.name, err, tt.wantErr)
			}
			continue
		}
		if err != nil || k.Name() != tt.want {
			t.Errorf("%s: got (%v, %v), want %s", tt.name, k, err, tt.want)
		}
	}
}

func TestReadInput(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "p.txt")
	if err := os.WriteFile(file, []byte("toy 4\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name, arg, wantName, wantData string
		wantErr                       bool
	}{
		{"a file is read", file, file, "toy 4\n", false},
		{"- reads stdin", "-", "<stdin>", "from stdin", false},
		{"an ID on the command line", "6x6:1,2,3", "<arg>", "6x6:1,2,3", false},
		{"an ID too long to be a file name", "16x16:" + strings.Repeat("L", 300), "<arg>", "16x16:" + strings.Repeat("L", 300), false},
		{"a missing file is an error, not an ID", filepath.Join(dir, "nope.txt"), "", "", true},
		{"a missing path with ':' is still a path", dir + "/x:y", "", "", true},
	}
	for _, tt := range tests {
		name, data, err := ReadInput(tt.arg, strings.NewReader("from stdin"))
		if tt.wantErr {
			if !errors.Is(err, ErrUnreadable) {
				t.Errorf("%s: got err %v, want ErrUnreadable", tt.name, err)
			}
			continue
		}
		if err != nil || name != tt.wantName || string(data) != tt.wantData {
			t.Errorf("%s: got (%q, %q, %v)", tt.name, name, data, err)
		}
	}
	// A random seed of Tatham's collection is no puzzle: say what to copy.
	if _, _, err := ReadInput("6x6dt#1234", nil); !errors.Is(err, ErrUnreadable) || !strings.Contains(err.Error(), "random seed") || !strings.Contains(err.Error(), "game ID") {
		t.Errorf("a Tatham random seed: %v", err)
	}
}

func TestSolveCheckedRejectsWrongAnswers(t *testing.T) {
	p := toyPuzzle{49}
	if _, err := SolveChecked(context.Background(), toyKind{"toy", "toy "}, p, SolveOptions{}); err != nil {
		t.Fatalf("a right answer was rejected: %v", err)
	}
	_, err := SolveChecked(context.Background(), liar{}, toyPuzzle{4}, SolveOptions{})
	if !errors.Is(err, ErrWrongAnswer) {
		t.Fatalf("a wrong answer got through: %v", err)
	}
}
