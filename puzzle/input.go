package puzzle

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"regexp"
	"strings"
	"syscall"
)

// FirstLine returns the first significant line of data (blank lines and lines
// starting with '#' skipped, space trimmed) and its 1-based line number, or
// ("", 0) when there is none.
func FirstLine(data []byte) (string, int) {
	n := 0
	for line := range bytes.Lines(data) {
		n++
		if t := bytes.TrimSpace(line); len(t) > 0 && t[0] != '#' {
			return string(t), n
		}
	}
	return "", 0
}

// Detect picks the kind of an input: the kind named by override when it is not
// empty, else the one registered kind whose Sniff accepts the first line.
func Detect(file string, data []byte, override string) (Kind, error) {
	if override != "" {
		return Lookup(override)
	}
	line, n := FirstLine(data)
	if n == 0 {
		return nil, Errorf(ErrUnknownKind, file, 0, 0, "empty input: no puzzle found")
	}
	var found []Kind
	for _, k := range Kinds() {
		if k.Sniff(line) {
			found = append(found, k)
		}
	}
	switch len(found) {
	case 1:
		return found[0], nil
	case 0:
		var names []string
		for _, k := range Kinds() {
			names = append(names, k.Name())
		}
		if f := strings.Fields(line); len(f) > 1 {
			if near := closestName(strings.ToLower(f[0]), names); near != "" {
				return nil, Errorf(ErrUnknownKind, file, n, 1, "unknown puzzle kind %q; did you mean %q?", f[0], near)
			}
		}
		if gameIDShape.MatchString(line) {
			return detectGameID(file, data)
		}
		return nil, Errorf(ErrUnknownKind, file, n, 1,
			"cannot tell the puzzle kind from %q (expected e.g. \"magnets 6\", \"closefar 7\", a game ID \"6x6:...\" or a logic-grid algorithm number; or use --kind)", clip(line))
	default:
		return nil, Errorf(ErrUnknownKind, file, n, 1, "ambiguous input %q: matches kinds %s and %s; use --kind", clip(line), found[0].Name(), found[1].Name())
	}
}

// gameIDShape is a line that looks like a game ID (Tatham's "WxH:..."),
// loosely, so a mistyped size ("4y4:", "4X4:") is read by the kinds too.
var gameIDShape = regexp.MustCompile(`^\d+[^\s:]{0,8}:\S*$`)

// detectGameID reads a line shaped like a game ID that no kind sniffed (a
// mistyped letter, a missing cell) with each kind that has game IDs, and
// returns the error of the one that read furthest, naming the kind, so the
// message points at the wrong letter rather than "cannot tell the kind".
// A kind whose reader accepts the ID is the kind.
func detectGameID(file string, data []byte) (Kind, error) {
	var best *ParseError
	bestKind := ""
	for _, k := range Kinds() {
		if _, ok := k.(IDFormatter); !ok {
			continue
		}
		_, err := k.Parse(file, data)
		if err == nil {
			return k, nil
		}
		var pe *ParseError
		if errors.As(err, &pe) && (best == nil || pe.Line > best.Line || pe.Line == best.Line && pe.Col > best.Col) {
			best, bestKind = pe, k.Name()
		}
	}
	if best == nil {
		line, n := FirstLine(data)
		return nil, Errorf(ErrUnknownKind, file, n, 1, "cannot tell the puzzle kind from the game ID %q; use --kind", clip(line))
	}
	return nil, Errorf(best.Err, best.File, best.Line, best.Col, "in a %s game ID: %s", bestKind, best.Msg)
}

func clip(s string) string {
	if len(s) > 40 {
		return s[:40] + "..."
	}
	return s
}

// ErrUnreadable wraps failures to read an input file; it is an input error (exit 2).
var ErrUnreadable = errors.New("cannot read input")

// ReadInput reads the input named by arg: "-" is standard input, an existing
// path is read as a file, and anything else that looks like a one-line ID
// (it holds a ':' and no path separator) is taken as the puzzle text itself.
// It returns the name to use in error messages and the data.
func ReadInput(arg string, stdin io.Reader) (string, []byte, error) {
	if arg == "-" {
		data, err := io.ReadAll(stdin)
		if err != nil {
			return "<stdin>", nil, fmt.Errorf("%w: <stdin>: %w", ErrUnreadable, err) // %w: a read stopped by a context says so
		}
		return "<stdin>", data, nil
	}
	data, err := os.ReadFile(arg)
	if err == nil {
		return arg, data, nil
	}
	// A long ID is no valid file name at all (ENAMETOOLONG): treat it like a missing file.
	missing := errors.Is(err, fs.ErrNotExist) || errors.Is(err, syscall.ENAMETOOLONG)
	if missing && strings.Contains(arg, ":") && !strings.ContainsAny(arg, "/\\\n") {
		return "<arg>", []byte(arg), nil
	}
	if missing && tathamSeed.MatchString(arg) {
		return arg, nil, fmt.Errorf("%w: %s is a random seed of Simon Tatham's puzzles (size, difficulty, # seed), not a puzzle: his generator, not deduce, makes a puzzle from it; copy the game ID instead (Game > Specific..., \"6x6:...\")", ErrUnreadable, arg)
	}
	var pe *fs.PathError
	if errors.As(err, &pe) {
		err = pe.Err
	}
	return arg, nil, fmt.Errorf("%w: %s: %v", ErrUnreadable, arg, err)
}

// tathamSeed is a random-seed ID of Tatham's collection: "6x6dt#1234".
var tathamSeed = regexp.MustCompile(`^\d+x\d+[a-z]*#\d+$`)

// Load reads, detects and parses one input.
func Load(arg, kindOverride string, stdin io.Reader) (Kind, Puzzle, error) {
	file, data, err := ReadInput(arg, stdin)
	if err != nil {
		return nil, nil, err
	}
	if !bytes.ContainsRune(data, '\n') && file == "<arg>" {
		data = append(data, '\n')
	}
	k, err := Detect(file, data, kindOverride)
	if err != nil {
		return nil, nil, err
	}
	p, err := k.Parse(file, data)
	if err != nil {
		return nil, nil, err
	}
	return k, p, nil
}

// ErrWrongAnswer marks a solver answer that failed the independent check: a bug
// in deduce, never printed as a solution.
var ErrWrongAnswer = errors.New("internal error: a solver answer failed the independent check")

// SolveChecked runs k.Solve and verifies every solution with k.Check, so no
// unverified answer reaches the user.
func SolveChecked(ctx context.Context, k Kind, p Puzzle, opt SolveOptions) (Result, error) {
	r, err := k.Solve(ctx, p, opt)
	if err != nil {
		return r, err
	}
	return r, verify(k, p, r)
}

// CountChecked runs k.Count and verifies every solution it returns.
func CountChecked(ctx context.Context, k Kind, p Puzzle, opt SolveOptions) (Result, error) {
	r, err := k.Count(ctx, p, opt)
	if err != nil {
		return r, err
	}
	r.Counted = true
	return r, verify(k, p, r)
}

func verify(k Kind, p Puzzle, r Result) error {
	if r.Status == Solved && len(r.Solutions) == 0 && !r.Counted {
		return fmt.Errorf("%w: method %q said solved but gave no solution", ErrWrongAnswer, r.Method)
	}
	for i, s := range r.Solutions {
		if err := k.Check(p, s); err != nil {
			return fmt.Errorf("%w (method %q, solution %d): %v", ErrWrongAnswer, r.Method, i+1, err)
		}
	}
	return nil
}
