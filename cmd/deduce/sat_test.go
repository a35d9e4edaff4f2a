package main

import (
	"fmt"
	"math/rand/v2"
	"strconv"
	"strings"
	"testing"
)

// satModel parses the "v" lines of an output into model[v].
func satModel(t *testing.T, out string) map[int]bool {
	t.Helper()
	m := map[int]bool{}
	ended := false
	for _, line := range strings.Split(out, "\n") {
		if !strings.HasPrefix(line, "v ") {
			continue
		}
		for _, tok := range strings.Fields(line[2:]) {
			n, err := strconv.Atoi(tok)
			if err != nil {
				t.Fatalf("bad v token %q", tok)
			}
			if n == 0 {
				ended = true
				continue
			}
			m[max(n, -n)] = n > 0
		}
	}
	if !ended {
		t.Fatalf("model not terminated by 0:\n%s", out)
	}
	return m
}

func TestSatCommand(t *testing.T) {
	satCNF := "c x1 ∨ ¬x2, x2 ∨ x3\np cnf 3 2\n1 -2 0\n2 3 0\n"
	unsatCNF := "p cnf 1 2\n1 0\n-1 0\n"
	// Unit propagation alone cannot start here (thesis 5, failed literal example).
	noUnitCNF := "p cnf 3 4\n-1 -3 0\n1 2 0\n1 -2 0\n3 -2 0\n"
	tests := []struct {
		name  string
		stdin string
		args  []string
		code  int
		want  []string // substrings of stdout (or stderr for code 2)
		why   string
	}{
		{"sat", satCNF, []string{"sat", "-"}, 10, []string{"s SATISFIABLE\nv "}, "competition output and minisat's exit code"},
		{"unsat", unsatCNF, []string{"sat", "-"}, 20, []string{"s UNSATISFIABLE\n"}, "exit 20 when unsatisfiable"},
		{"thesis method", unsatCNF, []string{"sat", "--method", "best-non2sat", "-"}, 20, []string{"method best-non2sat"}, "any method by name"},
		{"incomplete unknown", noUnitCNF, []string{"sat", "--method", "unit", "-"}, 0, []string{"s UNKNOWN\n"}, "an incomplete method says unknown, exit 0"},
		{"failed literal decides", noUnitCNF, []string{"sat", "--method", "failed-literal", "-"}, 10, []string{"v 1 -2 -3 0"}, "the thesis's worked example"},
		{"stats", satCNF, []string{"sat", "--stats", "--method", "backtrack", "-"}, 10, []string{"c time_ms ", "c decisions ", "c max_depth ", "c unit_removed_share "}, "statistics as c lines"},
		{"count all", satCNF, []string{"sat", "--count", "0", "-"}, 10, []string{"c models 4 (exact)"}, "4 of the 8 assignments satisfy"},
		{"count capped", satCNF, []string{"sat", "--count", "2", "--method", "first-nonhorn", "-"}, 10, []string{"c models 2 (at least"}, "the cap stops counting"},
		{"count unsat", unsatCNF, []string{"sat", "--count", "5", "-"}, 20, []string{"c models 0 (exact)", "s UNSATISFIABLE"}, "no model"},
		{"count incomplete", satCNF, []string{"sat", "--count", "5", "--method", "unit", "-"}, 2, []string{"complete method"}, "counting needs a complete method"},
		{"bad method", satCNF, []string{"sat", "--method", "nope", "-"}, 2, []string{`unknown SAT method "nope"`}, "usage error"},
		{"parse error", "p cnf 2 1\n1 3 0\n", []string{"sat", "-"}, 2, []string{"<stdin>:2:3: literal 3 out of range 1..2"}, "positioned DIMACS errors"},
		{"missing file", "", []string{"sat", "/nonexistent/x.cnf"}, 2, []string{"x.cnf"}, "unreadable input is bad input"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			code, out, errOut := deduce(t, tc.stdin, tc.args...)
			if code != tc.code {
				t.Fatalf("%s: exit %d, want %d\nstdout:\n%s\nstderr:\n%s", tc.why, code, tc.code, out, errOut)
			}
			text := out
			if code == 2 {
				text = errOut
			}
			for _, w := range tc.want {
				if !strings.Contains(text, w) {
					t.Fatalf("%s: output lacks %q:\n%s", tc.why, w, text)
				}
			}
			if code == 10 && !strings.Contains(strings.Join(tc.args, " "), "--count") {
				m := satModel(t, out)
				// Re-check the printed model against the input clauses.
				for _, line := range strings.Split(tc.stdin, "\n") {
					if line == "" || line[0] == 'c' || line[0] == 'p' {
						continue
					}
					ok := false
					for _, tok := range strings.Fields(line) {
						n, _ := strconv.Atoi(tok)
						if n != 0 && m[max(n, -n)] == (n > 0) {
							ok = true
						}
					}
					if !ok {
						t.Fatalf("printed model falsifies %q", line)
					}
				}
			}
		})
	}
}

// TestSatTimeout: a hard formula under a short --timeout ends "s UNKNOWN"
// with exit 0, as minisat does when interrupted.
func TestSatTimeout(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	n, m := 500, 2130
	var b strings.Builder
	fmt.Fprintf(&b, "p cnf %d %d\n", n, m)
	for range m {
		for range 3 {
			v := 1 + rng.IntN(n)
			if rng.IntN(2) == 0 {
				v = -v
			}
			fmt.Fprintf(&b, "%d ", v)
		}
		b.WriteString("0\n")
	}
	for _, method := range []string{"cdcl", "backtrack"} {
		code, out, _ := deduce(t, b.String(), "sat", "--timeout", "100ms", "--method", method, "-")
		if strings.Contains(out, "s SATISFIABLE") || strings.Contains(out, "s UNSATISFIABLE") {
			continue // decided in time: nothing to check
		}
		if code != 0 || !strings.Contains(out, "s UNKNOWN") || !strings.Contains(out, "deadline") {
			t.Fatalf("%s: exit %d, output:\n%s", method, code, out)
		}
	}
}
