package sat

import (
	"bytes"
	"errors"
	"reflect"
	"strings"
	"testing"
)

func TestParseDIMACS(t *testing.T) {
	tests := []struct {
		name, in string
		want     *CNF
		err      string // expected error text; "" means success
	}{
		{"plain", "p cnf 3 2\n1 -2 0\n2 3 0\n", &CNF{3, []Clause{{1, -2}, {2, 3}}}, ""},
		{"comments and blank lines are skipped", "c hi\n\np cnf 2 1\nc mid\n1 2 0\n", &CNF{2, []Clause{{1, 2}}}, ""},
		{"a clause may span lines", "p cnf 3 1\n1\n2 3\n0\n", &CNF{3, []Clause{{1, 2, 3}}}, ""},
		{"several clauses on a line", "p cnf 2 2\n1 0 -2 0\n", &CNF{2, []Clause{{1}, {-2}}}, ""},
		{"empty clause is kept (unsatisfiable)", "p cnf 1 1\n0\n", &CNF{1, []Clause{{}}}, ""},
		{"SATLIB % ends the formula", "p cnf 1 1\n1 0\n%\n0\n", &CNF{1, []Clause{{1}}}, ""},
		{"CRLF and tabs", "p cnf 2 1\r\n1\t-2 0\r\n", &CNF{2, []Clause{{1, -2}}}, ""},
		{"no final newline", "p cnf 1 1\n-1 0", &CNF{1, []Clause{{-1}}}, ""},
		{"missing header", "1 2 0\n", nil, "f.cnf:1:1: clause before the \"p cnf\" header"},
		{"empty input", "", nil, "f.cnf:1:1: missing \"p cnf\" header"},
		{"bad header word", "p dnf 1 1\n", nil, "f.cnf:1:1: bad header: want \"p cnf VARS CLAUSES\""},
		{"negative var count", "p cnf -1 0\n", nil, "f.cnf:1:7: bad variable count \"-1\""},
		{"variable count at the bound", "p cnf 33554432 1\n33554432 0\n", &CNF{1 << 25, []Clause{{1 << 25}}}, ""},
		{"variable count past the bound (the model alone would be GBs)", "p cnf 2147483647 0\n", nil, "f.cnf:1:7: the header declares 2147483647 variables, more than deduce reads (33554432)"},
		{"second header", "p cnf 1 0\np cnf 1 0\n", nil, "f.cnf:2:1: second header line (first at line 1)"},
		{"literal out of range", "p cnf 2 1\n1 3 0\n", nil, "f.cnf:2:3: literal 3 out of range 1..2"},
		{"huge negative literal", "p cnf 2 1\n-9223372036854775808 0\n", nil, "f.cnf:2:1: literal -9223372036854775808 out of range 1..2"},
		{"not a number", "p cnf 2 1\n1 x 0\n", nil, "f.cnf:2:3: bad literal \"x\""},
		{"unterminated last clause", "p cnf 2 1\n1 2\n", nil, "f.cnf:3:1: last clause is not terminated by 0"},
		{"too few clauses", "p cnf 2 2\n1 0\n", nil, "f.cnf:1:1: header declares 2 clauses, found 1"},
		{"too many clauses", "p cnf 2 0\n1 0\n", nil, "f.cnf:1:1: header declares 0 clauses, found 1"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got, err := ParseDIMACS(strings.NewReader(tc.in), "f.cnf")
			if tc.err != "" {
				if err == nil {
					t.Fatalf("want error %q, got %v", tc.err, got)
				}
				if err.Error() != tc.err {
					t.Fatalf("error %q, want %q", err, tc.err)
				}
				if !errors.Is(err, ErrSyntax) {
					t.Fatalf("error %v does not wrap ErrSyntax", err)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if !reflect.DeepEqual(got, tc.want) {
				t.Fatalf("got %v, want %v", got, tc.want)
			}
			checkRoundTrip(t, got)
		})
	}
}

func checkRoundTrip(t *testing.T, f *CNF) {
	t.Helper()
	var b bytes.Buffer
	if err := WriteDIMACS(&b, f, "round trip"); err != nil {
		t.Fatal(err)
	}
	if b.String()[len("c round trip\n"):] != f.String() {
		t.Fatalf("WriteDIMACS and String disagree:\n%s\n%s", b.String(), f.String())
	}
	g, err := ParseDIMACS(&b, "rt")
	if err != nil {
		t.Fatalf("written formula does not parse: %v\n%s", err, f.String())
	}
	if g.String() != f.String() || g.NumVars != f.NumVars || len(g.Clauses) != len(f.Clauses) {
		t.Fatalf("round trip changed the formula:\n%s\n%s", f.String(), g.String())
	}
}

// FuzzParseDIMACS: any input gives a positioned error or a formula that
// round-trips through WriteDIMACS.
func FuzzParseDIMACS(f *testing.F) {
	for _, s := range []string{"p cnf 3 2\n1 -2 0\n2 3 0\n", "c x\np cnf 1 1\n0\n", "p cnf 2 1\n1 2", "%", "p cnf 0 0\n", "p cnf 2 1\n-2 +1 0\n"} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, in []byte) {
		g, err := ParseDIMACS(bytes.NewReader(in), "fuzz")
		if err != nil {
			var pe *ParseError
			if !errors.As(err, &pe) || pe.Line < 1 || pe.Col < 1 || !errors.Is(err, ErrSyntax) {
				t.Fatalf("unpositioned error %v", err)
			}
			if !strings.HasPrefix(err.Error(), "fuzz:") {
				t.Fatalf("error %q does not start with the file name", err)
			}
			return
		}
		checkRoundTrip(t, g)
	})
}
