package allkinds

import (
	"bytes"
	"context"
	"errors"
	"strings"
	"testing"
	"time"

	"deduce/puzzle"
)

// The fuzz targets here cover the inputs that reach every kind at once: the
// sniffing of an input's kind (puzzle.Detect, then the kind's Parse, as
// puzzle.Load does for every file, "-" and one-line ID), the --size syntax of
// each kind, the method and option strings (--method, --encoding, --label),
// and the solution rows an external solver's answer is read from. Each kind's
// own parsers have their targets in the kind's package.

// inputErrors are the named errors a bad input may wrap.
var inputErrors = []error{puzzle.ErrSyntax, puzzle.ErrInvalid, puzzle.ErrUnknownKind,
	puzzle.ErrUnsupported, puzzle.ErrBadOption, puzzle.ErrLimit}

func named(err error) bool {
	for _, e := range inputErrors {
		if errors.Is(err, e) {
			return true
		}
	}
	return false
}

// Small puzzles of every kind: quick for every method, so a fuzzed option
// string that names a real method still finishes at once.
var tiny = map[string]string{
	"magnets":   "magnets 3\nsew\nn*s\newn\n1 0 2\n0 2 1\n2 0 1\n1 1 1\n",
	"closefar":  "closefar 6\nF.....\n....C.\n...C..\n.....F\n.F....\n..C...\n",
	"logicgrid": "8\nName:Alice:Bob:Carol\nColor:red:green:blue\nPet:dog:cat:bird\nClues:\nAlice>bird>green>dog\ncat|Bob|dog|Alice\nBob=red\nblue}dog}Carol}bird\ngreen}bird}cat}red\n",
}

// kindNames is the order a fuzzed byte picks a kind in.
var kindNames = []string{"magnets", "closefar", "logicgrid"}

func tinyPuzzle(t testing.TB, name string) (puzzle.Kind, puzzle.Puzzle) {
	k, err := puzzle.Lookup(name)
	if err != nil {
		t.Fatal(err)
	}
	p, err := k.Parse(name+".txt", []byte(tiny[name]))
	if err != nil {
		t.Fatalf("the %s seed puzzle does not parse: %v", name, err)
	}
	return k, p
}

// FuzzLoad: any input, read as a file or as standard input, is detected and
// parsed without a panic; a failure is a positioned error naming the input
// and wrapping a named error; a success sniffs back to the same kind from
// its native format.
func FuzzLoad(f *testing.F) {
	for _, s := range tiny {
		f.Add([]byte(s))
	}
	for _, s := range []string{
		"3x3:201,102,120,111,LRTT*BBLR", "# seed 1\n\nclosefar 7\n", "", "#\n", "\x00\xff",
		"magnets 1000000000\n", "closefar -3\n", "17\nA:b\nClues:\n", "Clues:\n",
		"There are three people.\nAlice lives in the red house.\n",
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		k, err := puzzle.Detect("in.txt", data, "")
		if err != nil {
			checkPositioned(t, "in.txt", err, data)
			return
		}
		p, err := k.Parse("in.txt", data)
		if err != nil {
			checkPositioned(t, "in.txt", err, data)
			return
		}
		// The same bytes through standard input: the same kind, the same
		// puzzle, unless they hold what no input may (ReadInput refuses
		// control characters and invalid UTF-8 before any kind parses).
		k2, p2, err := puzzle.Load("-", "", bytes.NewReader(data))
		if textErr := puzzle.CheckText("<stdin>", data); textErr != nil {
			if err == nil || err.Error() != textErr.Error() {
				t.Fatalf("Load(-) of input with a control character or invalid UTF-8: got %v, want %v", err, textErr)
			}
			return
		}
		if err != nil || k2.Name() != k.Name() || k2.Format(p2, nil) != k.Format(p, nil) {
			t.Fatalf("Load(-) differs from Detect+Parse: kind %v, err %v", k2, err)
		}
		text := k.Format(p, nil)
		back, err := puzzle.Detect("formatted", []byte(text), "")
		if err != nil || back.Name() != k.Name() {
			t.Fatalf("the native format of a %s puzzle is detected as %v (%v):\n%s", k.Name(), back, err, text)
		}
	})
}

func checkPositioned(t *testing.T, file string, err error, data []byte) {
	t.Helper()
	var pe *puzzle.ParseError
	if !errors.As(err, &pe) || !strings.HasPrefix(err.Error(), file+":") || !named(err) {
		t.Fatalf("error %q is not a positioned *puzzle.ParseError naming %s and wrapping a named error\ninput: %q", err, file, data)
	}
}

// FuzzSize: every kind's --size parser gives a named bad-option error or a
// positive size (or 0, 0 for the default, from "" only), never a panic.
func FuzzSize(f *testing.F) {
	for _, s := range []string{"", "6", "7x5", "5X5", "x", "0", "-3", "3x-1", "99999999999999999999", "1x", " 4", "4x4x4"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		for _, k := range puzzle.Kinds() {
			w, h, err := puzzle.SizeOf(k, s)
			if err != nil {
				if !errors.Is(err, puzzle.ErrBadOption) {
					t.Fatalf("%s: size %q: error %v does not wrap ErrBadOption", k.Name(), s, err)
				}
				continue
			}
			if s == "" && (w != 0 || h != 0) || s != "" && (w <= 0 || h <= 0) {
				t.Fatalf("%s: size %q read as %dx%d", k.Name(), s, w, h)
			}
		}
	})
}

// FuzzSolveOptions: method, encoding and labeling strings (and any seed and
// count cap) either run, every solution passing the kind's checker, or fail
// with a named input error; never a panic. A limit is capped so a count on
// a tiny puzzle ends at once.
func FuzzSolveOptions(f *testing.F) {
	f.Add(uint8(0), "", "", "", int64(1), 0)
	f.Add(uint8(0), "report", "", "ff,median", int64(7), 2)
	f.Add(uint8(1), "cdcl", "extended", "", int64(-1), 5)
	f.Add(uint8(1), "fd", "", "random(3),ffc,down", int64(0), 1)
	f.Add(uint8(2), "file", "small", "", int64(2), 3)
	f.Add(uint8(2), "17", "extended", "leftmost", int64(2), -1)
	f.Add(uint8(2), "cdcl-gini", "medium", "[ff", int64(2), 0)
	f.Add(uint8(0), "rpeort", "x", "bisect,,", int64(2), 0)
	f.Fuzz(func(t *testing.T, which uint8, method, encoding, label string, seed int64, limit int) {
		name := kindNames[int(which)%len(kindNames)]
		k, p := tinyPuzzle(t, name)
		opt := puzzle.SolveOptions{Method: method, Encoding: encoding, Label: label, Seed: seed, Limit: limit % 20}
		for _, count := range []bool{false, true} {
			ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
			run := puzzle.SolveChecked
			if count {
				run = puzzle.CountChecked
			}
			res, err := run(ctx, k, p, opt)
			cancel()
			if err != nil {
				if !named(err) {
					t.Fatalf("%s %+v (count %v): error %v wraps no named input error", name, opt, count, err)
				}
				continue
			}
			switch res.Status {
			case puzzle.Solved, puzzle.Unsatisfiable, puzzle.Unknown:
			default:
				t.Fatalf("%s %+v: status %q is not in the contract", name, opt, res.Status)
			}
			if res.Status == puzzle.Unsatisfiable {
				// Each tiny puzzle has a solution: no method may deny it.
				t.Fatalf("%s %+v (count %v): unsatisfiable, but the puzzle has a solution", name, opt, count)
			}
		}
	})
}

// FuzzReadSolution: the rows of an external solver's answer, read by each
// kind's puzzle.SolutionReader, give a named error or a solution the
// checker can judge (pass or fail), never a panic.
func FuzzReadSolution(f *testing.F) {
	f.Add(uint8(0), "+-x\n-+x\nx-+\n")
	f.Add(uint8(0), "+ - x\n")
	f.Add(uint8(1), "F.C..F\n")
	f.Add(uint8(1), "FCFC..\n......\n......\n......\n......\n......\n")
	f.Add(uint8(2), "Alice:red:dog\nBob:green:cat\nCarol:blue:bird\n")
	f.Add(uint8(2), "Alice:red\nAlice:red:dog\n::\n")
	f.Fuzz(func(t *testing.T, which uint8, text string) {
		name := kindNames[int(which)%len(kindNames)]
		k, p := tinyPuzzle(t, name)
		sr, ok := k.(puzzle.SolutionReader)
		if !ok {
			t.Skipf("%s reads no solutions", name)
		}
		rows := strings.Split(strings.TrimRight(text, "\n"), "\n")
		s, err := sr.ReadSolution(p, rows)
		if err != nil {
			if !named(err) {
				t.Fatalf("%s: rows %q: error %v wraps no named input error", name, rows, err)
			}
			return
		}
		if err := k.Check(p, s); err != nil && !errors.Is(err, puzzle.ErrCheckFailed) {
			t.Fatalf("%s: rows %q: check error %v does not wrap ErrCheckFailed", name, rows, err)
		}
	})
}
