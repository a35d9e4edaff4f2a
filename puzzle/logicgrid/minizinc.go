package logicgrid

import (
	"fmt"
	"strings"

	"deduce/puzzle"
	"deduce/sat"
)

// CNF implements puzzle.CNFEncoder: the small (default) or extended
// encoding, so external SAT solvers run on exactly the formula deduce's SAT
// methods solve.
func (Kind) CNF(p puzzle.Puzzle, encoding string) (*sat.CNF, error) {
	enc := Small
	if encoding != "" {
		var err error
		if enc, err = ParseEncoding(encoding); err != nil {
			return nil, err
		}
	}
	lp := p.(*Puzzle)
	if err := tooLarge(lp, enc); err != nil {
		return nil, err
	}
	cnf := Encode(lp, enc).CNF
	return &cnf, nil
}

// MiniZinc implements puzzle.MiniZincModeler: the fd model (entity of each
// item, its inverse, one constraint per clue) with the data inlined. The
// output is one line per entity, item:item:... in domain order, the rows
// of a "solution" block.
func (Kind) MiniZinc(pz puzzle.Puzzle) (string, error) {
	return MiniZinc(pz.(*Puzzle)), nil
}

// MiniZinc writes p as a MiniZinc model; see Kind.MiniZinc.
func MiniZinc(p *Puzzle) string {
	m, n := p.M(), p.N()
	var b strings.Builder
	fmt.Fprintf(&b, "%% logic grid: %d domains of %d items (deduce)\n", m, n)
	fmt.Fprintf(&b, "int: m = %d;\nint: n = %d;\n", m, n)
	b.WriteString("array[1..m, 1..n] of var 1..n: ent; % ent[d,i]: the entity holding item i of domain d\n")
	b.WriteString("array[1..m, 1..n] of var 1..n: pos; % pos[d,e]: entity e's item in domain d\n")
	b.WriteString("constraint forall(i in 1..n)(ent[1,i] = i);\n")
	// The channel makes both arrays bijections. (No globals: the Gecode
	// library shipped with Debian's minizinc 2.6 rejects inverse/2.)
	b.WriteString("constraint forall(d in 1..m, i in 1..n, e in 1..n)((ent[d,i] = e) <-> (pos[d,e] = i));\n")
	b.WriteString("array[1..m, 1..n] of string: name = [|")
	for d, dom := range p.Domains {
		if d > 0 {
			b.WriteString("\n  |")
		}
		for i, it := range dom.Items {
			if i > 0 {
				b.WriteString(",")
			}
			b.WriteString(" " + mznString(it))
		}
	}
	b.WriteString(" |];\n")
	e := func(it Item) string { return fmt.Sprintf("ent[%d,%d]", it.D+1, it.I+1) }
	at := func(d int, it Item) string { return fmt.Sprintf("pos[%d,%s]", d+1, e(it)) }
	same := func(a, c Item) string { return "(" + e(a) + " = " + e(c) + ")" }
	for _, c := range p.Clues {
		it := c.Items
		var con string
		switch c.Kind {
		case Different:
			var parts []string
			for a := range it {
				for x := a + 1; x < len(it); x++ {
					parts = append(parts, e(it[a])+" != "+e(it[x]))
				}
			}
			con = strings.Join(parts, " /\\ ")
		case Same:
			con = e(it[0]) + " = " + e(it[1])
		case Less:
			con = at(c.Domain, it[0]) + " < " + at(c.Domain, it[1])
		case LessBy:
			con = fmt.Sprintf("%s - %s = %d", at(c.Domain, it[1]), at(c.Domain, it[0]), c.K)
		case Apart:
			con = fmt.Sprintf("abs(%s - %s) = %d", at(c.Domain, it[1]), at(c.Domain, it[0]), c.K)
		case IfThen:
			con = same(it[0], it[1]) + " -> " + same(it[2], it[3])
		case IfThenNot:
			con = same(it[0], it[1]) + " -> not " + same(it[2], it[3])
		case IfNotThen:
			con = same(it[0], it[1]) + " \\/ " + same(it[2], it[3])
		case Either, Pair, DiffBy, ApartBy, RingBy, AroundBy:
			con = p.mznExt(c, e, at)
		}
		fmt.Fprintf(&b, "constraint %s; %% %s\n", con, strings.ReplaceAll(p.ClueText(c), "\n", " "))
	}
	b.WriteString("solve satisfy;\n")
	b.WriteString("output [join(\":\", [name[d, fix(pos[d,e])] | d in 1..m]) ++ \"\\n\" | e in 1..n];\n")
	return b.String()
}

func mznString(s string) string {
	r := strings.NewReplacer(`\`, `\\`, `"`, `\"`)
	return `"` + r.Replace(s) + `"`
}
