package bench

import (
	"fmt"
	"strconv"
	"strings"
)

// Readers of the kinds' native text formats (DESIGN.md, Formats), used only
// to write data files for the shipped peer models; the text comes from the
// kind's own Format, so a failure here is a format drift, reported as such.

// significantLines drops comments and blank lines.
func significantLines(text string) []string {
	var out []string
	for _, l := range strings.Split(text, "\n") {
		if i := strings.IndexByte(l, '#'); i >= 0 {
			l = l[:i]
		}
		if l = strings.TrimSpace(l); l != "" {
			out = append(out, l)
		}
	}
	return out
}

// magnetsData is a Magnets puzzle read from the native format.
type magnetsData struct {
	w, h                                 int
	partner                              [][]byte // 'n','e','s','w' or 'o' (singleton)
	rowPlus, rowMinus, colPlus, colMinus []int    // -1 = unknown
}

func parseMagnetsText(text string) (*magnetsData, error) {
	lines := significantLines(text)
	if len(lines) == 0 {
		return nil, fmt.Errorf("magnets text: empty")
	}
	f := strings.Fields(lines[0])
	if len(f) != 2 || f[0] != "magnets" {
		return nil, fmt.Errorf("magnets text: bad header %q", lines[0])
	}
	d := &magnetsData{}
	if a, b, ok := strings.Cut(f[1], "x"); ok {
		d.w, _ = strconv.Atoi(a)
		d.h, _ = strconv.Atoi(b)
	} else {
		d.w, _ = strconv.Atoi(f[1])
		d.h = d.w
	}
	if d.w < 1 || d.h < 1 || len(lines) < 1+d.h+4 {
		return nil, fmt.Errorf("magnets text: bad size or too few lines in %q", lines[0])
	}
	tr := map[byte]byte{'n': 'n', 'e': 'e', 's': 's', 'w': 'w', 'T': 's', 'B': 'n', 'L': 'e', 'R': 'w', '*': 'o'}
	for r := range d.h {
		row := strings.ReplaceAll(lines[1+r], " ", "")
		if len(row) != d.w {
			return nil, fmt.Errorf("magnets text: tiling row %d has %d cells, want %d", r+1, len(row), d.w)
		}
		out := make([]byte, d.w)
		for c := range d.w {
			v, ok := tr[row[c]]
			if !ok {
				return nil, fmt.Errorf("magnets text: tiling letter %q", row[c])
			}
			out[c] = v
		}
		d.partner = append(d.partner, out)
	}
	var err error
	clues := []*[]int{&d.rowPlus, &d.rowMinus, &d.colPlus, &d.colMinus}
	for i, dst := range clues {
		want := d.h
		if i >= 2 {
			want = d.w
		}
		if *dst, err = parseClueLine(lines[1+d.h+i], want); err != nil {
			return nil, fmt.Errorf("magnets text: clue line %d: %w", i+1, err)
		}
	}
	return d, nil
}

// parseClueLine reads want counts separated by spaces ('.' = unknown, -1).
func parseClueLine(line string, want int) ([]int, error) {
	toks := strings.Fields(line)
	if len(toks) == 1 && want > 1 && len(line) == want {
		toks = strings.Split(line, "")
	}
	if len(toks) != want {
		return nil, fmt.Errorf("%d clues, want %d", len(toks), want)
	}
	out := make([]int, want)
	for i, t := range toks {
		if t == "." {
			out[i] = -1
			continue
		}
		v, err := strconv.Atoi(t)
		if err != nil || v < 0 {
			return nil, fmt.Errorf("bad clue %q", t)
		}
		out[i] = v
	}
	return out, nil
}

// dzn writes the data file of models/magnets.mzn.
func (d *magnetsData) dzn() string {
	code := map[byte]int{'o': 0, 'n': 1, 'e': 2, 's': 3, 'w': 4}
	var b strings.Builder
	fmt.Fprintf(&b, "W = %d;\nH = %d;\npartner = [|", d.w, d.h)
	for _, row := range d.partner {
		var cells []string
		for _, c := range row {
			cells = append(cells, strconv.Itoa(code[c]))
		}
		b.WriteString(" " + strings.Join(cells, ", ") + " |")
	}
	b.WriteString("];\n")
	for _, c := range []struct {
		name string
		v    []int
	}{{"row_plus", d.rowPlus}, {"row_minus", d.rowMinus}, {"col_plus", d.colPlus}, {"col_minus", d.colMinus}} {
		fmt.Fprintf(&b, "%s = [%s];\n", c.name, joinInts(c.v, ", ", "-1"))
	}
	return b.String()
}

// prolog writes the data fact of models/magnets.pl.
func (d *magnetsData) prolog() string {
	var rows []string
	for _, row := range d.partner {
		cells := strings.Split(string(row), "")
		rows = append(rows, "["+strings.Join(cells, ",")+"]")
	}
	return fmt.Sprintf("magnets(%d, %d, [%s], [%s], [%s], [%s], [%s]).\n", d.w, d.h, strings.Join(rows, ","),
		joinInts(d.rowPlus, ",", "u"), joinInts(d.rowMinus, ",", "u"), joinInts(d.colPlus, ",", "u"), joinInts(d.colMinus, ",", "u"))
}

func joinInts(v []int, sep, unknown string) string {
	var out []string
	for _, x := range v {
		if x < 0 {
			out = append(out, unknown)
		} else {
			out = append(out, strconv.Itoa(x))
		}
	}
	return strings.Join(out, sep)
}

// closefarData is a Close or Far puzzle: hint[r][c] 0 (none), 1 (C), 2 (F).
type closefarData struct {
	n    int
	hint [][]int
}

func parseClosefarText(text string) (*closefarData, error) {
	lines := significantLines(text)
	if len(lines) == 0 {
		return nil, fmt.Errorf("closefar text: empty")
	}
	f := strings.Fields(lines[0])
	n := 0
	if len(f) == 2 && f[0] == "closefar" {
		n, _ = strconv.Atoi(f[1])
	}
	if n < 1 || len(lines) < 1+n {
		return nil, fmt.Errorf("closefar text: bad header %q or too few rows", lines[0])
	}
	d := &closefarData{n: n}
	for r := range n {
		row := strings.ReplaceAll(lines[1+r], " ", "")
		if len(row) != n {
			return nil, fmt.Errorf("closefar text: row %d has %d cells, want %d", r+1, len(row), n)
		}
		h := make([]int, n)
		for c := range n {
			switch row[c] {
			case 'C':
				h[c] = 1
			case 'F':
				h[c] = 2
			case '.':
			default:
				return nil, fmt.Errorf("closefar text: cell %q", row[c])
			}
		}
		d.hint = append(d.hint, h)
	}
	return d, nil
}

func (d *closefarData) dzn() string {
	var b strings.Builder
	fmt.Fprintf(&b, "N = %d;\nhint = [|", d.n)
	for _, row := range d.hint {
		b.WriteString(" " + joinInts(row, ", ", "0") + " |")
	}
	b.WriteString("];\n")
	return b.String()
}

func (d *closefarData) prolog() string {
	var rows []string
	for _, row := range d.hint {
		rows = append(rows, "["+joinInts(row, ",", "0")+"]")
	}
	return fmt.Sprintf("closefar(%d, [%s]).\n", d.n, strings.Join(rows, ","))
}
