package english

import (
	"context"
	"strconv"
	"strings"

	"deduce/puzzle"
	"deduce/puzzle/logicgrid"
)

// ZebraLogic style: the benchmark's text exactly as it prints it.
//
//	There are 5 houses, numbered 1 to 5 from left to right, as seen from across the street. ...
//	 - Each person has a unique name: `Peter`, `Alice`, `Bob`, `Eric`, `Arnold`
//	 ...
//	## Clues:
//	1. The person who loves fantasy books is the Norwegian.

var (
	zebraStart = lazyRE(`^There are (\d+) houses\b`)
	zebraAttr  = lazyRE("^\\s*-\\s*(.*?):\\s*(`.*)$")
	zebraItem  = lazyRE("`([^`]*)`")
	clueNumber = lazyRE(`^\s*#?\d+[.)]\s*`)
)

func isZebraStart(line string) bool { return zebraStart.MatchString(strings.TrimSpace(line)) }

// zebraAttributesFollow reports whether a ZebraLogic attribute line comes
// before any category line "name: item, item" or the clues.
func zebraAttributesFollow(lines []string) bool {
	for _, l := range lines {
		t := strings.TrimSpace(l)
		switch {
		case zebraAttr.MatchString(l):
			return true
		case isCategoryLine(t), isHeader(t, "clues"), strings.HasPrefix(t, "## Clues"):
			return false
		}
	}
	return true // none of either: ZebraLogic's reader says what is missing
}

// zebraShapes are ZebraLogic's clue templates: a fixed prefix, connector
// and suffix around two phrases (the second an ordinal for "in the Nth
// house").
var zebraShapes = []struct {
	prefix, conn, suffix string
	kind                 logicgrid.ClueKind
	k                    int  // gap; -1: the second phrase is a house ordinal
	swap                 bool // the phrases name the clue's items in reverse
}{
	{"there is one house between ", " and ", "", logicgrid.Apart, 2, false},
	{"there are two houses between ", " and ", "", logicgrid.Apart, 3, false},
	{"there are three houses between ", " and ", "", logicgrid.Apart, 4, false},
	{"", " and ", " are next to each other", logicgrid.Apart, 1, false},
	{"", " is directly left of ", "", logicgrid.LessBy, 1, false},
	{"", " is directly right of ", "", logicgrid.LessBy, 1, true},
	{"", " is somewhere to the left of ", "", logicgrid.Less, 0, false},
	{"", " is somewhere to the right of ", "", logicgrid.Less, 0, true},
	{"", " is not in the ", " house", logicgrid.Different, -1, false},
	{"", " is in the ", " house", logicgrid.Same, -1, false},
	{"", " is not ", "", logicgrid.Different, 0, false},
	{"", " is ", "", logicgrid.Same, 0, false},
}

// splits lists every way s reads as prefix + A + conn + B + suffix.
func splits(s, prefix, conn, suffix string) [][2]string {
	ls := asciiLower(s) // same byte offsets as s
	if !strings.HasPrefix(ls, prefix) || !strings.HasSuffix(ls, suffix) || len(ls) < len(prefix)+len(suffix) {
		return nil
	}
	mid, lm := s[len(prefix):len(s)-len(suffix)], ls[len(prefix):len(ls)-len(suffix)]
	var out [][2]string
	for i := 0; i+len(conn) <= len(lm); i++ {
		if lm[i:i+len(conn)] == conn && i > 0 && i+len(conn) < len(lm) {
			out = append(out, [2]string{mid[:i], mid[i+len(conn):]})
		}
	}
	return out
}

func readZebra(ctx context.Context, file, text string) (*Reading, error) {
	lines := strings.Split(text, "\n")
	p := &logicgrid.Puzzle{Algorithm: englishAlgorithm}
	var cues [][]string
	n, clueAt := 0, -1
	for i, l := range lines {
		t := strings.TrimSpace(l)
		if m := zebraStart.FindStringSubmatch(t); m != nil && n == 0 {
			n, _ = strconv.Atoi(m[1])
			if n < 1 || n > 20 {
				return nil, puzzle.Errorf(puzzle.ErrInvalid, file, i+1, 11, "%d houses: want 1 to 20", n)
			}
			house := logicgrid.Domain{Name: "House"}
			for h := 1; h <= n; h++ {
				house.Items = append(house.Items, strconv.Itoa(h))
			}
			p.Domains = append(p.Domains, house)
			cues = append(cues, []string{"house"})
			continue
		}
		if m := zebraAttr.FindStringSubmatch(l); m != nil && clueAt < 0 {
			if len(p.Domains) == MaxCategories {
				return nil, puzzle.Errorf(puzzle.ErrInvalid, file, i+1, 1, "more than %d categories", MaxCategories)
			}
			dom := logicgrid.Domain{Name: zebraCategory(m[1], len(p.Domains))}
			for taken(p, dom.Name) { // two lines with one cue word: keep names unique
				dom.Name += strconv.Itoa(len(p.Domains))
			}
			for _, it := range zebraItem.FindAllStringSubmatch(m[2], -1) {
				dom.Items = append(dom.Items, it[1])
			}
			if len(dom.Items) != n {
				return nil, puzzle.Errorf(puzzle.ErrInvalid, file, i+1, 1, "%q lists %d values for %d houses", strings.TrimSpace(m[1]), len(dom.Items), n)
			}
			p.Domains = append(p.Domains, dom)
			cues = append(cues, contentWords(m[1]))
			continue
		}
		if strings.HasPrefix(t, "## Clues") || t == "Clues:" {
			clueAt = i
			break
		}
	}
	if n == 0 || clueAt < 0 {
		return nil, puzzle.Errorf(puzzle.ErrSyntax, file, len(lines), 1, "missing \"## Clues:\" after the attribute lines")
	}
	if len(p.Domains) < 2 {
		return nil, puzzle.Errorf(puzzle.ErrInvalid, file, clueAt+1, 1, "no attribute lines (\" - ...: `a`, `b`\") before the clues")
	}
	if err := uniqueNames(file, p); err != nil {
		return nil, err
	}
	lx := newLexicon(p, cues)
	known := zebraKnown(lines[:clueAt], cues) // capitals.go: a stray name is refused
	r := &Reading{Puzzle: p}
	for i := clueAt + 1; i < len(lines); i++ {
		raw := lines[i]
		t := strings.TrimSpace(raw)
		if strings.HasPrefix(strings.ToLower(t), "## solution") {
			if err := zebraSolution(file, p, lines, i); err != nil {
				return nil, err
			}
			break
		}
		if strings.HasPrefix(t, "##") {
			break
		}
		if t == "" || strings.HasPrefix(t, "#") {
			continue
		}
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		if len(t) > MaxClueBytes {
			return nil, tooLong(file, i+1, strings.Index(raw, t)+1, t)
		}
		if len(r.Sentences) == MaxClues {
			return nil, puzzle.Errorf(puzzle.ErrInvalid, file, i+1, 1, "more than %d clues", MaxClues)
		}
		loc := clueNumber.FindStringIndex(raw)
		col := 1
		body := raw
		if loc != nil {
			col, body = loc[1]+1, raw[loc[1]:]
		} else {
			col = strings.Index(raw, t) + 1
			body = t
		}
		body = strings.TrimRight(strings.TrimSpace(body), ".")
		// "is named" is part of a phrase, never the clue's "is".
		cs, err := lx.zebraClue(strings.ReplaceAll(body, " is named ", " named "))
		if err != nil {
			return nil, puzzle.Errorf(puzzle.ErrSyntax, file, i+1, col, "cannot read clue %q: %v", excerpt(body), err)
		}
		if t, msg, ok := lx.zebraStray(body, known); ok {
			return nil, puzzle.Errorf(puzzle.ErrSyntax, file, i+1, col+strings.Index(body, t.raw), "cannot read clue %q: %s", excerpt(body), msg)
		}
		var rs [][]logicgrid.Clue
		for _, c := range cs {
			c.Line, c.Text = i+1, sentenceOf(raw, loc)
			rs = append(rs, []logicgrid.Clue{c})
		}
		r.Sentences = append(r.Sentences, SentenceReading{Line: i + 1, Col: col, Text: sentenceOf(raw, loc), Readings: rs})
	}
	if len(r.Sentences) == 0 {
		return nil, puzzle.Errorf(puzzle.ErrInvalid, file, clueAt+1, 1, "no clues after \"## Clues:\"")
	}
	if err := settle(ctx, file, r); err != nil {
		return nil, err
	}
	return r, nil
}

func sentenceOf(raw string, loc []int) string {
	if loc != nil {
		return strings.TrimSpace(raw[loc[1]:])
	}
	return strings.TrimSpace(raw)
}

// zebraCategory names an attribute line by the first cue word that starts
// one of its words ("nationalities" -> Nationality; "average" is no "age").
func zebraCategory(desc string, d int) string {
	lw := strings.ToLower(desc)
	ws := words(desc)
	for _, c := range categoryNames {
		for _, w := range ws {
			if strings.HasPrefix(w, c.cue) {
				return c.name
			}
		}
	}
	if _, after, ok := strings.Cut(lw, "unique "); ok && after != "" {
		return strings.ToUpper(after[:1]) + after[1:]
	}
	return "Attribute" + strconv.Itoa(d)
}

func contentWords(s string) []string {
	var out []string
	for _, w := range words(s) {
		if !stop[w] {
			out = append(out, w)
		}
	}
	return out
}

// zebraClue reads one clue into its readings: the first template and split
// whose two phrases each name exactly one item ("The person's child is
// named Alice is Bob" splits at the second "is"). A name two attributes
// share whose phrase favours neither ("Alice is in the first house") gives
// a reading for each (the puzzle decides: settle); one its phrase
// disfavours is read only when no favoured one is sensible ("Alice is
// Bob": the child Alice).
func (lx *lexicon) zebraClue(body string) ([]logicgrid.Clue, error) {
	var firstErr error
	for _, sh := range zebraShapes {
		for _, m := range splits(body, sh.prefix, sh.conn, sh.suffix) {
			as, atop, err := lx.phraseItems(m[0])
			if err != nil {
				firstErr = keep(firstErr, err)
				continue
			}
			var bs []logicgrid.Item
			btop := 1
			if sh.k < 0 { // "in the Nth house"
				h, ok := ordinals[strings.ToLower(m[1])]
				if !ok || h > lx.p.N() {
					firstErr = keep(firstErr, errorf("no house %q", m[1]))
					continue
				}
				bs = []logicgrid.Item{{D: 0, I: h - 1}}
			} else if bs, btop, err = lx.phraseItems(m[1]); err != nil {
				firstErr = keep(firstErr, err)
				continue
			}
			var favoured, other []logicgrid.Clue
			for i, a := range as {
				for j, b := range bs {
					x, y := a, b
					if sh.swap {
						x, y = b, a
					}
					c := logicgrid.Clue{Kind: sh.kind, Items: []logicgrid.Item{x, y}, K: max(sh.k, 0)}
					if err := sensible(lx.p, []logicgrid.Clue{c}); err != nil {
						firstErr = keep(firstErr, err) // another split may read it sensibly
						continue
					}
					if i < atop && j < btop {
						favoured = append(favoured, c)
					} else {
						other = append(other, c)
					}
				}
			}
			switch {
			case len(favoured) > 0:
				return favoured[:min(len(favoured), maxReadings)], nil
			case len(other) > 0:
				return other[:1], nil
			}
		}
	}
	if firstErr == nil {
		firstErr = errorf("no ZebraLogic clue shape fits (\"A is B\", \"A is directly left of B\", \"There is one house between A and B\", ...)")
	}
	return nil, firstErr
}

func keep(old, new error) error {
	if old != nil {
		return old
	}
	return new
}

// phraseItems are the readings of the one item a phrase names, best first
// (several when the name is shared by categories), and how many of them
// the phrase favours equally.
func (lx *lexicon) phraseItems(ph string) ([]logicgrid.Item, int, error) {
	ts := tokenize(ph)
	ms := lx.mentions(ts)
	switch len(ms) {
	case 1:
		r, top := lx.ranked(ms[0], ts)
		if top > 1 && ms[0].start == 0 && ms[0].end == len(ts) {
			// A bare name ("Alice") is a person's name: ZebraLogic's
			// templates describe every other attribute ("the person who
			// is the mother of Alice").
			for k, it := range r[:top] {
				if hasCue(lx.cues[it.D], "name") {
					r[0], r[k] = r[k], r[0]
					return r, 1, nil
				}
			}
		}
		return r, top, nil
	case 0:
		if dym := lx.didYouMean(ts, lx.knownWords()); dym != "" {
			return nil, 0, errorf("%q names no item (%s)", ph, dym)
		}
		return nil, 0, errorf("%q names no item", ph)
	}
	return nil, 0, errorf("%q names %d items", ph, len(ms))
}

func uniqueNames(file string, p *logicgrid.Puzzle) error {
	for d, dom := range p.Domains {
		seen := map[string]bool{}
		for _, it := range dom.Items {
			k := strings.ToLower(strings.TrimSpace(it))
			if k == "" || seen[k] {
				return puzzle.Errorf(puzzle.ErrInvalid, file, 0, 0, "category %q (number %d) lists %q twice or empty", dom.Name, d+1, it)
			}
			seen[k] = true
		}
	}
	return nil
}

// zebraSolution reads the optional "## Solution" block the generator
// writes: one line per house, its values in attribute order.
func zebraSolution(file string, p *logicgrid.Puzzle, lines []string, at int) error {
	of := make([][]int, p.M())
	for d := range of {
		of[d] = make([]int, p.N())
	}
	row := 0
	for i := at + 1; i < len(lines); i++ {
		t := strings.TrimSpace(lines[i])
		if t == "" {
			continue
		}
		fs := strings.Split(t, ",")
		if len(fs) != p.M() || row >= p.N() {
			return puzzle.Errorf(puzzle.ErrInvalid, file, i+1, 1, "solution row %q: want %d rows of %d values", t, p.N(), p.M())
		}
		for d, f := range fs {
			k := indexFold(p.Domains[d].Items, strings.TrimSpace(f))
			if k < 0 {
				return puzzle.Errorf(puzzle.ErrInvalid, file, i+1, strings.Index(lines[i], strings.TrimSpace(f))+1, "solution: %q is no %s", strings.TrimSpace(f), p.Domains[d].Name)
			}
			of[d][row] = k
		}
		if of[0][row] != row {
			return puzzle.Errorf(puzzle.ErrInvalid, file, i+1, 1, "solution rows must list houses 1..%d in order", p.N())
		}
		row++
	}
	if row != p.N() {
		return puzzle.Errorf(puzzle.ErrInvalid, file, at+1, 1, "solution has %d rows, want %d", row, p.N())
	}
	p.Known = logicgrid.NewSolution(p, of)
	return nil
}

func indexFold(items []string, s string) int {
	for k, it := range items {
		if strings.EqualFold(it, s) {
			return k
		}
	}
	return -1
}

// asciiLower lower-cases ASCII letters only, keeping every byte offset.
func asciiLower(s string) string {
	b := []byte(s)
	for i, c := range b {
		if c >= 'A' && c <= 'Z' {
			b[i] = c + 'a' - 'A'
		}
	}
	return string(b)
}

func taken(p *logicgrid.Puzzle, name string) bool {
	for _, d := range p.Domains {
		if d.Name == name {
			return true
		}
	}
	return false
}
