package kindtest

import (
	"bytes"
	"errors"
	"fmt"
	"maps"
	"slices"
	"strings"
	"testing"

	"deduce/puzzle"
)

// namedErrors are the contract's input errors: a parse failure wraps one.
var namedErrors = []error{puzzle.ErrSyntax, puzzle.ErrInvalid, puzzle.ErrUnsupported, puzzle.ErrBadOption, puzzle.ErrLimit}

func testRegistered(t testing.TB, k puzzle.Kind) {
	got, err := puzzle.Lookup(k.Name())
	if err != nil {
		t.Fatalf("kind %q is not registered: %v", k.Name(), err)
	}
	if got.Name() != k.Name() {
		t.Errorf("Lookup(%q) returned kind %q", k.Name(), got.Name())
	}
	if k.Summary() == "" {
		t.Errorf("empty Summary")
	}
	table := puzzle.MethodsOf(k)
	names := k.Methods()
	if len(names) == 0 {
		t.Fatalf("no methods")
	}
	if strings.Join(puzzle.MethodNames(table), ",") != strings.Join(names, ",") {
		t.Errorf("Methods() %v differs from the method table %v", names, puzzle.MethodNames(table))
	}
	seen := map[string]bool{}
	complete := 0
	for _, m := range table {
		if seen[m.Name] {
			t.Errorf("method %q listed twice", m.Name)
		}
		seen[m.Name] = true
		if _, ok := k.(puzzle.MethodTabler); ok {
			switch m.Engine {
			case puzzle.EngineNative, puzzle.EngineFD, puzzle.EngineSAT, puzzle.EngineVD:
			default:
				t.Errorf("method %q: unknown engine %q", m.Name, m.Engine)
			}
			if m.Summary == "" {
				t.Errorf("method %q has no summary", m.Name)
			}
		}
		if m.Complete {
			complete++
		}
	}
	if _, ok := k.(puzzle.MethodTabler); ok && complete == 0 {
		t.Errorf("no complete method: nothing can count")
	}
}

// testRoundTrip: Format(Parse(Format(p, s))) is Format(p, s), and the known
// solution survives the trip (same JSON).
func testRoundTrip(t testing.TB, k puzzle.Kind, ins []instance) {
	for _, in := range ins {
		text := k.Format(in.p, in.sol)
		q, err := k.Parse(in.name+".formatted", []byte(text))
		if err != nil {
			t.Errorf("%s: Format's output does not parse: %v\n%s", in.name, err, text)
			continue
		}
		var qs puzzle.Solution
		if ws, ok := q.(puzzle.WithSolution); ok {
			qs = ws.KnownSolution()
		}
		if again := k.Format(q, qs); again != text {
			t.Errorf("%s: round trip changed the text:\n--- first\n%s--- second\n%s", in.name, text, again)
		}
		if (in.sol == nil) != (qs == nil) {
			t.Errorf("%s: the solution block did not survive the round trip (had %v, got %v)", in.name, in.sol != nil, qs != nil)
		} else if in.sol != nil && jsonOf(t, in.sol) != jsonOf(t, qs) {
			t.Errorf("%s: solution changed in the round trip: %s -> %s", in.name, jsonOf(t, in.sol), jsonOf(t, qs))
		}
		if k.Format(in.p, nil) != k.Format(q, nil) {
			t.Errorf("%s: puzzle part changed in the round trip", in.name)
		}
		if first := firstSignificantLine(text); !k.Sniff(first) {
			t.Errorf("%s: Sniff does not accept Format's first line %q", in.name, first)
		}
	}
}

// testID: where the kind has game IDs, Parse(ID(p)) is p: the same ID, and
// the same known solution passes its check.
func testID(t testing.TB, k puzzle.Kind, ins []instance) {
	idf, ok := k.(puzzle.IDFormatter)
	if !ok {
		t.Skipf("%s has no game IDs", k.Name())
	}
	n := 0
	for _, in := range ins {
		id, err := idf.ID(in.p)
		if err != nil {
			// Some puzzles have no ID (sizes the ID format cannot write).
			t.Logf("%s: no ID: %v", in.name, err)
			continue
		}
		n++
		if !k.Sniff(id) {
			t.Errorf("%s: Sniff does not accept its ID %q", in.name, id)
		}
		q, err := k.Parse("<id>", []byte(id))
		if err != nil {
			t.Errorf("%s: ID %q does not parse: %v", in.name, id, err)
			continue
		}
		// The ID may write the puzzle in other notation than its file (Tatham's
		// LRTB tiling against nesw), so the puzzle is compared by meaning: the
		// known solution still passes the check, and the ID is a fixed point.
		if in.sol != nil {
			if err := k.Check(q, in.sol); err != nil {
				t.Errorf("%s: the puzzle read back from ID %s rejects the known solution: %v", in.name, id, err)
			}
		}
		if id2, err := idf.ID(q); err != nil || id2 != id {
			t.Errorf("%s: ID of the reparsed puzzle is %q (%v), want %q", in.name, id2, err, id)
		}
	}
	if n == 0 && len(ins) > 0 {
		t.Errorf("no puzzle had an ID")
	}
}

// testParseRobust feeds the parser each sample cut after every line, with
// every line dropped, and with every line doubled: it must never panic, and
// an error must be positioned (name the file) and wrap a named error.
func testParseRobust(t testing.TB, k puzzle.Kind, ins []instance) {
	if len(ins) == 0 {
		t.Skip("no samples")
	}
	for _, in := range ins {
		for i, v := range mangle(in.text) {
			checkParse(t, k, fmt.Sprintf("%s~%d", in.name, i), v)
		}
	}
}

// mangle returns variants of text: every prefix of whole lines, each line
// dropped, each line doubled, each line with its last byte cut.
func mangle(text []byte) [][]byte {
	lines := bytes.SplitAfter(text, []byte("\n"))
	var out [][]byte
	join := func(parts [][]byte) []byte { return bytes.Join(parts, nil) }
	for i := range lines {
		out = append(out, join(lines[:i]))
		drop := append(append([][]byte(nil), lines[:i]...), lines[i+1:]...)
		out = append(out, join(drop))
		dup := append(append(append([][]byte(nil), lines[:i+1]...), lines[i]), lines[i+1:]...)
		out = append(out, join(dup))
		if l := bytes.TrimRight(lines[i], "\n"); len(l) > 0 {
			cut := append(append(append([][]byte(nil), lines[:i]...), append(l[:len(l)-1:len(l)-1], '\n')), lines[i+1:]...)
			out = append(out, join(cut))
		}
	}
	return out
}

// checkParse parses data and checks the contract on errors and on success.
func checkParse(t testing.TB, k puzzle.Kind, file string, data []byte) {
	t.Helper()
	var p puzzle.Puzzle
	var err error
	func() {
		defer func() {
			if r := recover(); r != nil {
				t.Fatalf("%s: Parse panicked: %v\ninput:\n%s", file, r, data)
			}
		}()
		p, err = k.Parse(file, data)
	}()
	if err != nil {
		var pe *puzzle.ParseError
		named := false
		for _, e := range namedErrors {
			named = named || errors.Is(err, e)
		}
		if !errors.As(err, &pe) || !strings.HasPrefix(err.Error(), file) || !named {
			t.Errorf("%s: error %q is not a positioned *puzzle.ParseError wrapping a named error", file, err)
		}
		return
	}
	var s puzzle.Solution
	if ws, ok := p.(puzzle.WithSolution); ok {
		s = ws.KnownSolution()
	}
	text := k.Format(p, s)
	q, err := k.Parse(file+".formatted", []byte(text))
	if err != nil {
		t.Errorf("%s: the format of a parsed puzzle does not parse: %v\n%s", file, err, text)
		return
	}
	var qs puzzle.Solution
	if ws, ok := q.(puzzle.WithSolution); ok {
		qs = ws.KnownSolution()
	}
	if k.Format(q, qs) != text {
		t.Errorf("%s: round trip changed the text:\n%s", file, text)
	}
}

// FuzzParse is the parser property as a fuzz target: no panic, positioned
// errors, and Format(Parse(x)) a fixed point. seeds are inputs (the kind's
// samples, IDs, odd cases); the kind's test calls it from a Fuzz function.
func FuzzParse(f *testing.F, k puzzle.Kind, seeds ...[]byte) {
	for _, s := range seeds {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, data []byte) { checkParse(t, k, "fuzz", data) })
}

func firstSignificantLine(text string) string {
	for _, l := range strings.Split(text, "\n") {
		l = strings.TrimSpace(l)
		if l != "" && !strings.HasPrefix(l, "#") {
			return l
		}
	}
	return ""
}

func genName(o puzzle.GenerateOptions) string {
	size := fmt.Sprintf("%dx%d", o.Width, o.Height)
	if o.Height == 0 {
		size = fmt.Sprint(o.Width)
	}
	name := "gen-" + size
	params := slices.Sorted(maps.Keys(o.Params))
	for _, p := range params {
		name += fmt.Sprintf("-%s%g", p, o.Params[p])
	}
	if o.Difficulty != "" {
		name += "-" + o.Difficulty
	}
	if o.Method != "" {
		name += "-" + o.Method
	}
	return fmt.Sprintf("%s-seed%d", name, o.Seed)
}
