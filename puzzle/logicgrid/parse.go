package logicgrid

import (
	"slices"
	"strconv"
	"strings"

	"deduce/puzzle"
)

// The operators of the thesis's clue grammar, in the order its reader tries them.
const clueOps = "*=$%>|}"

// forbidden in names: the separators and operators of the grammar, and '#'.
const nameForbidden = ":" + clueOps + "#"

// token is a piece of a line with its 1-based column.
type token struct {
	text string
	col  int
}

// split cuts s (starting at column col) at every sep, trimming spaces around
// each piece and keeping each piece's column.
func split(s string, col int, sep byte) []token {
	var out []token
	start := 0
	for i := 0; i <= len(s); i++ {
		if i == len(s) || s[i] == sep {
			out = append(out, trimTok(s[start:i], col+start))
			start = i + 1
		}
	}
	return out
}

func trimTok(s string, col int) token {
	t := strings.TrimLeft(s, " \t")
	col += len(s) - len(t)
	return token{strings.TrimRight(t, " \t"), col}
}

type parser struct {
	file string
	p    *Puzzle
}

func (ps *parser) errf(kind error, line, col int, format string, args ...any) error {
	return puzzle.Errorf(kind, ps.file, line, col, format, args...)
}

// Parse reads a puzzle in the thesis's grammar (see doc.go). Blank lines and
// lines starting with '#' are skipped. Errors are *puzzle.ParseError.
func Parse(file string, data []byte) (*Puzzle, error) {
	ps := &parser{file: file, p: &Puzzle{}}
	type line struct {
		n   int
		tok token
	}
	var lines []line
	for i, raw := range strings.Split(string(data), "\n") {
		t := trimTok(strings.TrimRight(raw, "\r"), 1)
		if t.text == "" || strings.HasPrefix(t.text, "#") {
			continue
		}
		lines = append(lines, line{i + 1, t})
	}
	if len(lines) == 0 {
		return nil, ps.errf(puzzle.ErrSyntax, 0, 0, "empty input: expected an algorithm number 1-17")
	}
	first := lines[0]
	alg, err := strconv.Atoi(first.tok.text)
	if err != nil || alg < 1 || alg > 17 {
		return nil, ps.errf(puzzle.ErrSyntax, first.n, first.tok.col, "first line must be an algorithm number 1-17, got %q", clip(first.tok.text))
	}
	ps.p.Algorithm = alg
	i := 1
	for ; i < len(lines) && lines[i].tok.text != "Clues:"; i++ {
		if err := ps.domainLine(lines[i].n, lines[i].tok); err != nil {
			return nil, err
		}
	}
	if i == len(lines) {
		last := lines[len(lines)-1]
		return nil, ps.errf(puzzle.ErrSyntax, last.n+1, 1, "missing line \"Clues:\" after the domain lines")
	}
	if len(ps.p.Domains) < 2 {
		return nil, ps.errf(puzzle.ErrInvalid, lines[i].n, 1, "need at least 2 domain lines before \"Clues:\", got %d", len(ps.p.Domains))
	}
	ps.p.buildIndex()
	if name, as := ps.p.qualifiedCollision(); name != "" {
		return nil, ps.errf(puzzle.ErrInvalid, lines[i].n, 1, "item %q reads as %q qualified by its category: rename one of them", name, as)
	}
	for i++; i < len(lines) && !isSolutionHeader(lines[i].tok.text); i++ {
		c, err := ps.clueLine(lines[i].n, lines[i].tok)
		if err != nil {
			return nil, err
		}
		ps.p.Clues = append(ps.p.Clues, c)
	}
	if i < len(lines) {
		if err := ps.solutionBlock(lines[i].n, func() (out []token, ns []int) {
			for _, l := range lines[i+1:] {
				out = append(out, l.tok)
				ns = append(ns, l.n)
			}
			return
		}); err != nil {
			return nil, err
		}
	}
	return ps.p, nil
}

// isSolutionHeader accepts "Solution:" (what Format writes) and the other
// kinds' lower-case "solution", with or without the colon.
func isSolutionHeader(s string) bool {
	return strings.EqualFold(strings.TrimSuffix(s, ":"), "solution")
}

func clip(s string) string {
	if len(s) > 40 {
		return s[:40] + "..."
	}
	return s
}

func (ps *parser) checkName(n int, t token, what string) error {
	if t.text == "" {
		return ps.errf(puzzle.ErrSyntax, n, t.col, "empty %s name", what)
	}
	if k := strings.IndexAny(t.text, nameForbidden); k >= 0 {
		return ps.errf(puzzle.ErrSyntax, n, t.col+k, "%s name %q contains %q", what, clip(t.text), t.text[k])
	}
	return nil
}

func (ps *parser) domainLine(n int, line token) error {
	// A misspelt header ("Clue:", "clues", "Cleus:") would otherwise read as
	// a domain line and fail later on an empty or missing item.
	if word := strings.TrimSuffix(line.text, ":"); !strings.ContainsAny(word, ": ") && (strings.EqualFold(word, "clues") || puzzle.DidYouMean(word, []string{"clues"}) != "") {
		return ps.errf(puzzle.ErrSyntax, n, line.col, "%q is not the header line \"Clues:\"; did you mean \"Clues:\"? (it starts the clues, after the domain lines)", clip(line.text))
	}
	if k := strings.IndexAny(line.text, clueOps); k >= 0 {
		return ps.errf(puzzle.ErrSyntax, n, line.col+k, "clue before the line \"Clues:\" (domain lines are Domain:item:item...)")
	}
	toks := split(line.text, line.col, ':')
	if len(toks) < 2 {
		return ps.errf(puzzle.ErrSyntax, n, line.col, "domain line needs a name and items: Domain:item:item...")
	}
	if err := ps.checkName(n, toks[0], "domain"); err != nil {
		return err
	}
	if ps.p.domainIndex(toks[0].text) >= 0 {
		return ps.errf(puzzle.ErrInvalid, n, toks[0].col, "domain %q listed twice", toks[0].text)
	}
	dom := Domain{Name: toks[0].text}
	for _, t := range toks[1:] {
		if err := ps.checkName(n, t, "item"); err != nil {
			return err
		}
		// A word may be an item of two domains (clues then qualify it,
		// "Alice (Child)"; see names.go), not twice of one.
		if slices.Contains(dom.Items, t.text) {
			return ps.errf(puzzle.ErrInvalid, n, t.col, "item %q is listed twice in domain %q", t.text, dom.Name)
		}
		dom.Items = append(dom.Items, t.text)
	}
	if len(ps.p.Domains) > 0 && len(dom.Items) != ps.p.N() {
		return ps.errf(puzzle.ErrInvalid, n, line.col, "domain %q has %d items, the first domain has %d (all domains need the same count)", dom.Name, len(dom.Items), ps.p.N())
	}
	ps.p.Domains = append(ps.p.Domains, dom)
	return nil
}

func (ps *parser) item(n int, t token) (Item, error) {
	if t.text == "" {
		return Item{}, ps.errf(puzzle.ErrSyntax, n, t.col, "missing item name")
	}
	it, err := ps.p.ParseItem(t.text)
	if err != nil {
		return Item{}, ps.errf(puzzle.ErrInvalid, n, t.col, "%v", err)
	}
	return it, nil
}

func (ps *parser) items(n int, toks []token) ([]Item, error) {
	out := make([]Item, len(toks))
	for i, t := range toks {
		it, err := ps.item(n, t)
		if err != nil {
			return nil, err
		}
		out[i] = it
	}
	return out, nil
}

func (ps *parser) clueLine(n int, line token) (Clue, error) {
	k := strings.IndexAny(line.text, clueOps)
	if k < 0 {
		return Clue{}, ps.errf(puzzle.ErrSyntax, n, line.col, "clue %q has no operator (one of %s)", clip(line.text), clueOps)
	}
	op := line.text[k]
	if j := strings.IndexFunc(line.text, func(r rune) bool { return r != rune(op) && strings.ContainsRune(clueOps, r) }); j >= 0 {
		return Clue{}, ps.errf(puzzle.ErrSyntax, n, line.col+j, "clue mixes operators %q and %q", op, line.text[j])
	}
	c := Clue{Line: n}
	switch op {
	case '*', '=':
		toks := split(line.text, line.col, op)
		if op == '=' && len(toks) != 2 {
			return c, ps.errf(puzzle.ErrSyntax, n, line.col, "clue A=B takes exactly 2 items, got %d", len(toks))
		}
		its, err := ps.items(n, toks)
		if err != nil {
			return c, err
		}
		for a := range its {
			for b := range a {
				if its[a] == its[b] {
					return c, ps.errf(puzzle.ErrInvalid, n, toks[a].col, "item %q appears twice in the clue", toks[a].text)
				}
			}
		}
		c.Kind, c.Items = Different, its
		if op == '=' {
			c.Kind = Same
		}
	case '$', '%':
		head, rest, _ := strings.Cut(line.text, string(op))
		dt := trimTok(head, line.col)
		d := ps.p.domainIndex(dt.text)
		if d < 0 {
			return c, ps.errf(puzzle.ErrInvalid, n, dt.col, "unknown domain %q (an ordered clue starts with a domain name: D%cA:B)", clip(dt.text), op)
		}
		toks := split(rest, line.col+len(head)+1, ':')
		if len(toks) < 2 || len(toks) > 3 || (op == '%' && len(toks) != 3) {
			form := "D$A:B or D$A:B:k"
			if op == '%' {
				form = "D%A:B:k"
			}
			return c, ps.errf(puzzle.ErrSyntax, n, line.col, "malformed ordered clue: want %s", form)
		}
		its, err := ps.items(n, toks[:2])
		if err != nil {
			return c, err
		}
		if its[0] == its[1] {
			return c, ps.errf(puzzle.ErrInvalid, n, toks[1].col, "item %q compared with itself", toks[1].text)
		}
		c.Kind, c.Items, c.Domain = Less, its, d
		if len(toks) == 3 {
			kt := toks[2]
			k, err := strconv.Atoi(kt.text)
			if err != nil {
				return c, ps.errf(puzzle.ErrSyntax, n, kt.col, "gap %q is not a number", clip(kt.text))
			}
			if k < 1 || k >= ps.p.N() {
				return c, ps.errf(puzzle.ErrInvalid, n, kt.col, "gap %d out of range: domain %q has %d items, so 1 <= k <= %d", k, ps.p.Domains[d].Name, ps.p.N(), ps.p.N()-1)
			}
			c.Kind, c.K = LessBy, k
			if op == '%' {
				c.Kind = Apart
			}
		}
	default: // '>', '|', '}'
		toks := split(line.text, line.col, op)
		if len(toks) != 4 {
			return c, ps.errf(puzzle.ErrSyntax, n, line.col, "implication takes exactly 4 items A%cB%cC%cD, got %d", op, op, op, len(toks))
		}
		its, err := ps.items(n, toks)
		if err != nil {
			return c, err
		}
		c.Items = its
		c.Kind = map[byte]ClueKind{'>': IfThen, '|': IfThenNot, '}': IfNotThen}[op]
	}
	return c, nil
}

// solutionBlock reads the optional "Solution:" block: one line per entity,
// item:item:... in domain order (the ZebraLogic sample's .solution format).
func (ps *parser) solutionBlock(at int, rest func() ([]token, []int)) error {
	p := ps.p
	toks, ns := rest()
	if len(toks) != p.N() {
		return ps.errf(puzzle.ErrInvalid, at, 1, "solution block has %d lines, want one per item of %q (%d)", len(toks), p.Domains[0].Name, p.N())
	}
	of := make([][]int, p.M())
	for d := range of {
		of[d] = make([]int, p.N())
		for e := range of[d] {
			of[d][e] = -1
		}
	}
	used := make([][]bool, p.M())
	for d := range used {
		used[d] = make([]bool, p.N())
	}
	for r, line := range toks {
		cells := split(line.text, line.col, ':')
		if len(cells) != p.M() {
			return ps.errf(puzzle.ErrSyntax, ns[r], line.col, "solution line needs %d items (one per domain), got %d", p.M(), len(cells))
		}
		var e int
		for d, cell := range cells {
			// The column says the domain: a shared word needs no qualifier.
			it, err := p.Resolve(cell.text, p.Domains[d].Name)
			if err != nil {
				if it, err = ps.item(ns[r], cell); err != nil {
					return err
				}
			}
			if it.D != d {
				return ps.errf(puzzle.ErrInvalid, ns[r], cell.col, "item %q belongs to domain %q, not %q", cell.text, p.Domains[it.D].Name, p.Domains[d].Name)
			}
			if used[d][it.I] {
				return ps.errf(puzzle.ErrInvalid, ns[r], cell.col, "item %q used twice in the solution", cell.text)
			}
			used[d][it.I] = true
			if d == 0 {
				e = it.I
			}
			of[d][e] = it.I
		}
	}
	p.Known = &Solution{p: p, Of: of}
	return nil
}

// Format writes p in the thesis's grammar; with a solution it appends a
// "Solution:" block.
func Format(p *Puzzle, s *Solution) string {
	var b strings.Builder
	b.WriteString(strconv.Itoa(p.Algorithm))
	b.WriteByte('\n')
	for _, d := range p.Domains {
		b.WriteString(d.Name)
		for _, it := range d.Items {
			b.WriteByte(':')
			b.WriteString(it)
		}
		b.WriteByte('\n')
	}
	b.WriteString("Clues:\n")
	for _, c := range p.Clues {
		b.WriteString(p.ClueText(c))
		b.WriteByte('\n')
	}
	if s != nil {
		b.WriteString("Solution:\n")
		for e := range s.Of[0] {
			b.WriteString(strings.Join(s.Row(e), ":"))
			b.WriteByte('\n')
		}
	}
	return b.String()
}

// ClueText writes c in the thesis's grammar.
func (p *Puzzle) ClueText(c Clue) string {
	names := make([]string, len(c.Items))
	for i, it := range c.Items {
		names[i] = p.QualifiedName(it)
	}
	switch c.Kind {
	case Different:
		return strings.Join(names, "*")
	case Same:
		return names[0] + "=" + names[1]
	case Less:
		return p.Domains[c.Domain].Name + "$" + names[0] + ":" + names[1]
	case LessBy:
		return p.Domains[c.Domain].Name + "$" + names[0] + ":" + names[1] + ":" + strconv.Itoa(c.K)
	case Apart:
		return p.Domains[c.Domain].Name + "%" + names[0] + ":" + names[1] + ":" + strconv.Itoa(c.K)
	case IfThen:
		return strings.Join(names, ">")
	case IfThenNot:
		return strings.Join(names, "|")
	case IfNotThen:
		return strings.Join(names, "}")
	case Either, Pair, DiffBy, ApartBy, RingBy, AroundBy:
		return p.clueTextExt(c, names)
	}
	return "?"
}
