package english

import (
	"regexp"
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
	zebraStart = regexp.MustCompile(`^There are (\d+) houses\b`)
	zebraAttr  = regexp.MustCompile("^\\s*-\\s*(.*?):\\s*(`.*)$")
	zebraItem  = regexp.MustCompile("`([^`]*)`")
	clueNumber = regexp.MustCompile(`^\s*\d+[.)]\s*`)
)

func isZebraStart(line string) bool { return zebraStart.MatchString(strings.TrimSpace(line)) }

// zebraShapes are ZebraLogic's clue templates; %s are the two phrases.
var zebraShapes = []struct {
	re   *regexp.Regexp
	kind logicgrid.ClueKind
	k    int
	swap bool
}{
	{regexp.MustCompile(`^There is one house between (.+) and (.+)$`), logicgrid.Apart, 2, false},
	{regexp.MustCompile(`^There are (?:two|2) houses between (.+) and (.+)$`), logicgrid.Apart, 3, false},
	{regexp.MustCompile(`^There are (?:three|3) houses between (.+) and (.+)$`), logicgrid.Apart, 4, false},
	{regexp.MustCompile(`^(.+) and (.+) are next to each other$`), logicgrid.Apart, 1, false},
	{regexp.MustCompile(`^(.+) is directly left of (.+)$`), logicgrid.LessBy, 1, false},
	{regexp.MustCompile(`^(.+) is directly right of (.+)$`), logicgrid.LessBy, 1, true},
	{regexp.MustCompile(`^(.+) is somewhere to the left of (.+)$`), logicgrid.Less, 0, false},
	{regexp.MustCompile(`^(.+) is somewhere to the right of (.+)$`), logicgrid.Less, 0, true},
	{regexp.MustCompile(`^(.+) is not in the (\w+) house$`), logicgrid.Different, -1, false},
	{regexp.MustCompile(`^(.+) is in the (\w+) house$`), logicgrid.Same, -1, false},
	{regexp.MustCompile(`^(.+) is not (.+)$`), logicgrid.Different, 0, false},
	{regexp.MustCompile(`^(.+) is (.+)$`), logicgrid.Same, 0, false},
}

func readZebra(file, text string) (*logicgrid.Puzzle, error) {
	lines := strings.Split(text, "\n")
	p := &logicgrid.Puzzle{Algorithm: 1}
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
			dom := logicgrid.Domain{Name: zebraCategory(m[1], len(p.Domains))}
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
	for i := clueAt + 1; i < len(lines); i++ {
		raw := lines[i]
		t := strings.TrimSpace(raw)
		if t == "" || strings.HasPrefix(t, "#") {
			continue
		}
		if strings.HasPrefix(t, "##") {
			break
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
		c, err := lx.zebraClue(strings.ReplaceAll(body, " is named ", " named "))
		if err != nil {
			return nil, puzzle.Errorf(puzzle.ErrSyntax, file, i+1, col, "cannot read clue %q: %v", body, err)
		}
		c.Line, c.Text = i+1, sentenceOf(raw, loc)
		p.Clues = append(p.Clues, c)
	}
	if len(p.Clues) == 0 {
		return nil, puzzle.Errorf(puzzle.ErrInvalid, file, clueAt+1, 1, "no clues after \"## Clues:\"")
	}
	return p, nil
}

func sentenceOf(raw string, loc []int) string {
	if loc != nil {
		return strings.TrimSpace(raw[loc[1]:])
	}
	return strings.TrimSpace(raw)
}

func zebraCategory(desc string, d int) string {
	lw := strings.ToLower(desc)
	for _, c := range categoryNames {
		if strings.Contains(lw, c.cue) {
			return c.name
		}
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

// zebraClue reads one clue: the first template whose two phrases each name
// exactly one item.
func (lx *lexicon) zebraClue(body string) (logicgrid.Clue, error) {
	var firstErr error
	for _, sh := range zebraShapes {
		for _, m := range allSplits(sh.re, body) {
			a, err := lx.phraseItem(m[0])
			if err != nil {
				firstErr = keep(firstErr, err)
				continue
			}
			var b logicgrid.Item
			if sh.k < 0 { // "in the Nth house"
				h, ok := ordinals[strings.ToLower(m[1])]
				if !ok || h > lx.p.N() {
					firstErr = keep(firstErr, errorf("no house %q", m[1]))
					continue
				}
				b = logicgrid.Item{D: 0, I: h - 1}
			} else if b, err = lx.phraseItem(m[1]); err != nil {
				firstErr = keep(firstErr, err)
				continue
			}
			if sh.swap {
				a, b = b, a
			}
			c := logicgrid.Clue{Kind: sh.kind, Items: []logicgrid.Item{a, b}, K: max(sh.k, 0)}
			if sh.kind == logicgrid.Less || sh.kind == logicgrid.LessBy || sh.kind == logicgrid.Apart {
				c.Domain = 0
			}
			return c, nil
		}
	}
	if firstErr == nil {
		firstErr = errorf("no clue shape fits")
	}
	return logicgrid.Clue{}, firstErr
}

// allSplits lists the ways re can split s, trying every occurrence of the
// connecting words: "The person's child is named Alice is Bob" splits at
// the second "is".
func allSplits(re *regexp.Regexp, s string) [][]string {
	m := re.FindStringSubmatch(s)
	if m == nil {
		return nil
	}
	out := [][]string{m[1:]}
	// Other splits: re-anchor with a lazy first group.
	lazy := regexp.MustCompile(strings.Replace(re.String(), "(.+)", "(.+?)", 1))
	if l := lazy.FindStringSubmatch(s); l != nil && l[1] != m[1] {
		out = append(out, l[1:])
	}
	return out
}

func keep(old, new error) error {
	if old != nil {
		return old
	}
	return new
}

// phraseItem is the one item a phrase names.
func (lx *lexicon) phraseItem(ph string) (logicgrid.Item, error) {
	ts := tokenize(ph)
	ms := lx.mentions(ts)
	switch len(ms) {
	case 1:
		return lx.resolve(ms[0], ts), nil
	case 0:
		if dym := lx.didYouMean(ts, lx.knownWords()); dym != "" {
			return logicgrid.Item{}, errorf("%q names no item (%s)", ph, dym)
		}
		return logicgrid.Item{}, errorf("%q names no item", ph)
	}
	return logicgrid.Item{}, errorf("%q names %d items", ph, len(ms))
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
