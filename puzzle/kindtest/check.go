package kindtest

import (
	"fmt"
	"strings"
	"testing"

	"deduce/puzzle"
)

// testFlips: for every instance with a known solution, every single flipped
// cell of the solution is rejected, by the parser (a malformed block) or by
// Check. A flip is made the way a user would make it, in the solution block
// of the native text: for a grid, one cell's character changed to another
// character of the grid's alphabet; for a logic grid, one item swapped with
// the same domain's item of another entity. At least one flip of each
// solution must parse, so the test cannot pass by the parser alone.
func testFlips(t testing.TB, k puzzle.Kind, ins []instance) {
	n := 0
	for _, in := range ins {
		if in.sol == nil {
			continue
		}
		n++
		head := k.Format(in.p, nil)
		full := k.Format(in.p, in.sol)
		if !strings.HasPrefix(full, head) {
			t.Errorf("%s: Format with a solution does not start with the puzzle's text", in.name)
			continue
		}
		block := full[len(head):]
		flips, err := flipBlock(in.sol.JSON(), block)
		if err != nil {
			t.Errorf("%s: %v", in.name, err)
			continue
		}
		if len(flips) == 0 {
			t.Errorf("%s: no flip could be made", in.name)
			continue
		}
		parsed := 0
		reader, _ := k.(puzzle.SolutionReader)
		for _, f := range flips {
			if reader != nil {
				// The same flip read as a peer's answer must fail too.
				if s, err := reader.ReadSolution(in.p, blockRows(f.block)); err == nil && k.Check(in.p, s) == nil {
					t.Errorf("%s: ReadSolution and Check accept the answer with %s", in.name, f.what)
				}
			}
			text := head + f.block
			q, err := k.Parse(in.name+"~"+f.what, []byte(text))
			if err != nil {
				continue // rejected by the parser
			}
			ws, ok := q.(puzzle.WithSolution)
			if !ok || ws.KnownSolution() == nil {
				t.Errorf("%s: %s: the solution block vanished", in.name, f.what)
				continue
			}
			parsed++
			if err := k.Check(q, ws.KnownSolution()); err == nil {
				t.Errorf("%s: Check accepts the solution with %s", in.name, f.what)
			}
		}
		t.Logf("%s: %d flips, %d parsed and were rejected by Check", in.name, len(flips), parsed)
		if parsed == 0 {
			t.Errorf("%s: none of %d flips parsed: the check was never exercised", in.name, len(flips))
		}
	}
	if n == 0 {
		t.Skip("no instance with a known solution")
	}
}

type flip struct {
	what  string // "cell (r,c) '+'->'x'"
	block string
}

// flipBlock returns the single-cell flips of a solution block whose
// solution has JSON shape sol.
func flipBlock(sol any, block string) ([]flip, error) {
	lines := strings.SplitAfter(block, "\n")
	switch s := sol.(type) {
	case puzzle.GridJSON:
		alphabet := map[rune]bool{}
		for _, row := range s.Grid {
			for _, c := range row {
				alphabet[c] = true
			}
		}
		var out []flip
		from := 0
		for r, row := range s.Grid {
			li := findLine(lines, from, func(l string) bool { return strings.Join(strings.Fields(l), "") == row })
			if li < 0 {
				return nil, fmt.Errorf("grid row %d %q not found in the solution block:\n%s", r+1, row, block)
			}
			from = li + 1
			for c := range []rune(row) {
				for a := range alphabet {
					if a == []rune(row)[c] {
						continue
					}
					nl := replaceNthCell(lines[li], c, a)
					out = append(out, flip{fmt.Sprintf("cell (%d,%d) %q->%q", r+1, c+1, []rune(row)[c], a), joinWith(lines, li, nl)})
				}
			}
		}
		return out, nil
	case puzzle.RowsJSON:
		idx := make([]int, len(s.Rows))
		from := 0
		for e, row := range s.Rows {
			li := findLine(lines, from, func(l string) bool { return splitItems(l) == strings.Join(row, "\x00") })
			if li < 0 {
				return nil, fmt.Errorf("row %d %v not found in the solution block:\n%s", e+1, row, block)
			}
			idx[e], from = li, li+1
		}
		var out []flip
		for d := 1; d < len(s.Rows[0]); d++ {
			for e1 := range s.Rows {
				for e2 := e1 + 1; e2 < len(s.Rows); e2++ {
					a, b := s.Rows[e1][d], s.Rows[e2][d]
					l1 := replaceItem(lines[idx[e1]], a, b)
					l2 := replaceItem(lines[idx[e2]], b, a)
					nl := append([]string(nil), lines...)
					nl[idx[e1]], nl[idx[e2]] = l1, l2
					out = append(out, flip{fmt.Sprintf("%s and %s swapped", a, b), strings.Join(nl, "")})
				}
			}
		}
		return out, nil
	}
	return nil, fmt.Errorf("solution JSON %T is not in the contract", sol)
}

func findLine(lines []string, from int, match func(string) bool) int {
	for i := from; i < len(lines); i++ {
		if match(strings.TrimSpace(lines[i])) {
			return i
		}
	}
	return -1
}

// replaceNthCell replaces the n-th non-space character of line.
func replaceNthCell(line string, n int, with rune) string {
	rs := []rune(line)
	seen := 0
	for i, r := range rs {
		if r == ' ' || r == '\t' || r == '\n' {
			continue
		}
		if seen == n {
			rs[i] = with
			break
		}
		seen++
	}
	return string(rs)
}

func joinWith(lines []string, i int, line string) string {
	nl := append([]string(nil), lines...)
	nl[i] = line
	return strings.Join(nl, "")
}

// itemSeparators are the characters logic-grid solution lines put between items.
const itemSeparators = ":,;|"

// splitItems normalises a solution line to its items joined by NUL.
func splitItems(line string) string {
	f := strings.FieldsFunc(line, func(r rune) bool { return strings.ContainsRune(itemSeparators, r) })
	for i := range f {
		f[i] = strings.TrimSpace(f[i])
	}
	return strings.Join(f, "\x00")
}

// replaceItem replaces the item old (a whole field) of line with new.
func replaceItem(line, old, new string) string {
	var b strings.Builder
	field := ""
	flush := func() {
		if strings.TrimSpace(field) == old {
			field = strings.Replace(field, old, new, 1)
		}
		b.WriteString(field)
		field = ""
	}
	for _, r := range line {
		if strings.ContainsRune(itemSeparators+"\n", r) {
			flush()
			b.WriteRune(r)
			continue
		}
		field += string(r)
	}
	flush()
	return b.String()
}

// blockRows returns the rows of a solution block: its non-empty lines after
// the first (the "solution" line).
func blockRows(block string) []string {
	var rows []string
	for i, l := range strings.Split(block, "\n") {
		if l = strings.TrimSpace(l); i > 0 && l != "" {
			rows = append(rows, l)
		}
	}
	return rows
}

// testReadSolution: for kinds implementing puzzle.SolutionReader, the rows
// of every known solution's block read back to the same solution, and a
// block with a row missing is an error.
func testReadSolution(t testing.TB, k puzzle.Kind, ins []instance) {
	reader, ok := k.(puzzle.SolutionReader)
	if !ok {
		t.Skipf("%s does not implement puzzle.SolutionReader", k.Name())
	}
	n := 0
	for _, in := range ins {
		if in.sol == nil {
			continue
		}
		n++
		block := strings.TrimPrefix(k.Format(in.p, in.sol), k.Format(in.p, nil))
		rows := blockRows(block)
		s, err := reader.ReadSolution(in.p, rows)
		if err != nil {
			t.Errorf("%s: ReadSolution of its own block: %v", in.name, err)
			continue
		}
		if jsonOf(t, s) != jsonOf(t, in.sol) {
			t.Errorf("%s: ReadSolution gives %s, want %s", in.name, jsonOf(t, s), jsonOf(t, in.sol))
		}
		if _, err := reader.ReadSolution(in.p, rows[:len(rows)-1]); err == nil {
			t.Errorf("%s: ReadSolution accepts a block with its last row missing", in.name)
		}
	}
	if n == 0 {
		t.Skip("no instance with a known solution")
	}
}
