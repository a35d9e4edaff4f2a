package english

import (
	"fmt"
	"strings"

	"deduce/puzzle/logicgrid"
)

// Write says p in magazine-style English (the layout Read reads): one line
// per category, "Clues:", one sentence per clue, and with s a "Solution:"
// block. Value clues on evenly spaced categories are said in their units
// ("paid 2 dollars more"). Reading the text back gives the same puzzle.
func Write(p *logicgrid.Puzzle, s *logicgrid.Solution) (string, error) {
	w := newWriter(p)
	var b strings.Builder
	for _, d := range p.Domains {
		fmt.Fprintf(&b, "%s: %s\n", d.Name, strings.Join(d.Items, ", "))
	}
	b.WriteString("Clues:\n")
	n := 0
	for _, c := range p.Clues {
		sent, err := w.sentence(c)
		if err != nil {
			return "", err
		}
		n++
		fmt.Fprintf(&b, "%d. %s\n", n, capitalize(sent))
	}
	if s != nil {
		b.WriteString("Solution:\n")
		for e := range s.Of[0] {
			b.WriteString(strings.Join(s.Row(e), ", ") + "\n")
		}
	}
	return b.String(), nil
}

// Clues says each numbered clue of p (p.Sentences) in English: a sentence
// the puzzle was read from as it was written, any other clue as Write says
// it. The error is the writer's, for a clue it cannot say.
func Clues(p *logicgrid.Puzzle) ([]string, error) {
	w := newWriter(p)
	var out []string
	for _, sen := range p.Sentences() {
		if c := p.Clues[sen.Clues[0]]; c.Text == "" {
			sent, err := w.sentence(c)
			if err != nil {
				return nil, err
			}
			out = append(out, capitalize(sent))
			continue
		}
		out = append(out, sen.Text)
	}
	return out, nil
}

type writer struct {
	p    *logicgrid.Puzzle
	cats []category
}

// readAsTimes reports whether the reader took category d's dotted items
// ("8.20, 8.35") as clock times: its values are their minutes.
func readAsTimes(p *logicgrid.Puzzle, d int) bool {
	vs, ok := dotTimes(p.Domains[d].Name, p.Domains[d].Items, true)
	if !ok || d >= len(p.Values) || len(p.Values[d]) != len(vs) {
		return false
	}
	for k, v := range vs {
		if int(v) != p.Values[d][k] {
			return false
		}
	}
	return true
}

// readAsDurations reports whether the reader read category d's items
// "18:05, 21:40" as minutes and seconds (its values are the seconds).
func readAsDurations(p *logicgrid.Puzzle, d int) bool {
	vs, _ := minutesSeconds(p.Domains[d].Items)
	if vs == nil || d >= len(p.Values) || len(p.Values[d]) != len(vs) {
		return false
	}
	for k, v := range vs {
		if int(v) != p.Values[d][k] {
			return false
		}
	}
	return true
}

// durationsText is a text that makes numericCategoryIn read category d
// as the reader did: "seconds" when it read minutes and seconds.
func durationsText(p *logicgrid.Puzzle, d int) string {
	if readAsDurations(p, d) {
		return "seconds"
	}
	return ""
}

func newWriter(p *logicgrid.Puzzle) *writer {
	w := &writer{p: p}
	for d, dom := range p.Domains {
		c := categoryFor(dom.Name, d)
		if nm, vals, ok := numericCategoryIn(dom.Name, dom.Items, readAsTimes(p, d), durationsText(p, d)); ok { // as the reader
			c.num = &nm
			_ = vals
			if c.ref == "" {
				c.ref, c.pred = classPhrases(nm, dom.Name)
			}
		}
		if c.ref == "" { // "the one whose job is teacher"
			n := singular(camelWords(dom.Name))
			c.ref, c.pred = "the one whose "+n+" is %s", "is the one whose "+n+" is %s"
		}
		if d == 0 {
			c.ref, c.pred = "%s", "is %s"
		}
		w.cats = append(w.cats, c)
	}
	return w
}

func capitalize(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}

// ref names an item's entity ("the one who ordered the water"); pred says
// it of a subject ("ordered the water").
func (w *writer) ref(it logicgrid.Item) string {
	if say := w.cats[it.D].say; say != nil {
		r, _ := say(w.p.ItemName(it))
		return r
	}
	return fmt.Sprintf(w.cats[it.D].ref, w.p.ItemName(it))
}

func (w *writer) pred(it logicgrid.Item) string {
	if say := w.cats[it.D].say; say != nil {
		_, p := say(w.p.ItemName(it))
		return p
	}
	return fmt.Sprintf(w.cats[it.D].pred, w.p.ItemName(it))
}

func (w *writer) sentence(c logicgrid.Clue) (string, error) {
	it := c.Items
	r := func(k int) string { return w.ref(it[k]) }
	switch c.Kind {
	case logicgrid.Same:
		return r(0) + " " + w.pred(it[1]) + ".", nil
	case logicgrid.Different:
		if len(it) == 2 {
			return r(0) + " is not " + r(1) + ".", nil
		}
		if len(it) == 3 && it[2].D != 0 && it[0].D != it[2].D && it[1].D != it[2].D {
			return "Neither " + r(0) + " nor " + r(1) + " " + w.pred(it[2]) + ".", nil
		}
		names := make([]string, len(it))
		for k := range it {
			names[k] = r(k)
		}
		return fmt.Sprintf("The %s were %s and %s.", countWord(len(it)), strings.Join(names[:len(names)-1], ", "), names[len(names)-1]), nil
	case logicgrid.Either:
		opts := make([]string, 0, len(it)-1)
		for k := 1; k < len(it); k++ {
			opts = append(opts, r(k))
		}
		return r(0) + " is either " + strings.Join(opts, " or ") + ".", nil
	case logicgrid.Pair:
		return fmt.Sprintf("Of %s and %s, one %s and the other %s.", r(0), r(1), w.pred(it[2]), w.pred(it[3])), nil
	case logicgrid.IfThen, logicgrid.IfThenNot, logicgrid.IfNotThen:
		n1, n2 := "", ""
		if c.Kind == logicgrid.IfNotThen {
			n1 = "not "
		}
		if c.Kind == logicgrid.IfThenNot {
			n2 = "not "
		}
		return fmt.Sprintf("If %s is %s%s, then %s is %s%s.", r(0), n1, r(1), r(2), n2, r(3)), nil
	case logicgrid.AroundBy, logicgrid.RingBy:
		return w.round(c), nil
	}
	return w.order(c)
}

// round says a clue of seats round a table (roundtable.go).
func (w *writer) round(c logicgrid.Clue) string {
	a, b := w.ref(c.Items[0]), w.ref(c.Items[1])
	noun := domainNoun(w.p.Domains[c.Domain].Name)
	if c.K != 1 {
		noun = plural(noun)
	}
	if c.Kind == logicgrid.RingBy {
		return fmt.Sprintf("Round the table, %s is %d %s on from %s, the way the numbers go.", b, c.K, noun, a)
	}
	switch {
	case c.K == 1:
		return fmt.Sprintf("Round the table, %s is next to %s.", a, b)
	case 2*c.K == w.p.N():
		return fmt.Sprintf("Round the table, %s is opposite %s.", a, b)
	}
	return fmt.Sprintf("Round the table, %s and %s are %d %s apart either way.", a, b, c.K, noun)
}

// countWord is "four people" for the n-ary different clue.
func countWord(n int) string {
	if n < len(numberNames) {
		return numberNames[n] + " people"
	}
	return fmt.Sprintf("%d people", n)
}

// order says the ordered clues: in units on numeric categories, "By D, ..."
// on the others.
func (w *writer) order(c logicgrid.Clue) (string, error) {
	it, d := c.Items, c.Domain
	a, b := w.ref(it[0]), w.ref(it[1])
	cat := w.cats[d]
	step, even := w.step(d)
	if cat.num == nil || (c.Kind == logicgrid.LessBy || c.Kind == logicgrid.Apart) && !even {
		name := w.p.Domains[d].Name
		switch c.Kind {
		case logicgrid.Less:
			return fmt.Sprintf("By %s, %s comes before %s.", name, a, b), nil
		case logicgrid.LessBy:
			return fmt.Sprintf("By %s, %s comes exactly %d before %s.", name, a, c.K, b), nil
		case logicgrid.Apart:
			return fmt.Sprintf("By %s, %s and %s are exactly %d apart.", name, a, b, c.K), nil
		}
		return "", fmt.Errorf("english: a %s clue needs a numeric category, %q has no numbers", c.Kind, name)
	}
	verb, more, less := cat.cmp()
	k := c.K
	switch c.Kind {
	case logicgrid.Less: // value(a) < value(b)
		return fmt.Sprintf("%s %s %s than %s.", a, verb, strings.TrimPrefix(less, "years "), b), nil
	case logicgrid.LessBy:
		k *= step
		fallthrough
	case logicgrid.DiffBy: // value(b) - value(a) == k
		if k < 0 {
			return fmt.Sprintf("%s %s %s %s than %s.", a, verb, w.amount(d, -k), more, b), nil
		}
		return fmt.Sprintf("%s %s %s %s than %s.", b, verb, w.amount(d, k), more, a), nil
	case logicgrid.Apart:
		k *= step
		fallthrough
	case logicgrid.ApartBy:
		am := w.amount(d, k)
		return fmt.Sprintf("%s %s either %s %s or %s %s than %s.", a, verb, am, more, am, less, b), nil
	}
	return "", fmt.Errorf("english: cannot say a %s clue", c.Kind)
}

// step is the value gap of an evenly spaced category (1 for positions).
func (w *writer) step(d int) (int, bool) {
	n := w.p.N()
	if n < 2 {
		return 1, true
	}
	g := w.p.Value(d, 1) - w.p.Value(d, 0)
	for i := 2; i < n; i++ {
		if w.p.Value(d, i)-w.p.Value(d, i-1) != g {
			return g, false
		}
	}
	return g, true
}

// amount writes k of domain d's values in its unit: "2 dollars", "$1.50",
// "90 minutes", "3 days".
func (w *writer) amount(d, k int) string {
	nm := w.cats[d].num
	plural := func(n int, unit string) string {
		if n == 1 {
			return "1 " + unit
		}
		if strings.HasSuffix(unit, "ch") {
			return fmt.Sprintf("%d %ses", n, unit)
		}
		return fmt.Sprintf("%d %ss", n, unit)
	}
	switch nm.class {
	case money:
		if nm.sym != "" { // "£1.50", "£3"
			if k%100 == 0 {
				return nm.sym + grouped(k/100)
			}
			return fmt.Sprintf("%s%d.%02d", nm.sym, k/100, k%100)
		}
		if k%100 == 0 && k/100 >= 1000 {
			return "$" + grouped(k/100) // "$25,000", not "25000 dollars"
		}
		if k%100 == 0 {
			return plural(k/100, "dollar")
		}
		return fmt.Sprintf("$%d.%02d", k/100, k%100)
	case clock:
		if k%60 == 0 {
			return plural(k/60, "hour")
		}
		return plural(k, "minute")
	case date, weekday:
		return plural(k, "day")
	case month:
		return plural(k, "month")
	case year:
		return plural(k, "year")
	case height:
		return plural(k, "inch")
	}
	num := fmt.Sprint(k)
	if nm.scale == 100 {
		num = strings.TrimRight(strings.TrimRight(fmt.Sprintf("%d.%02d", k/100, k%100), "0"), ".")
	}
	if u := firstWord(nm.unit); u != "" {
		if num == "1" {
			u = singular(u) // "1 pound", not "1 pounds"
		}
		return num + " " + u
	}
	return num
}

// grouped writes n with thousands separators: 25000 -> "25,000".
func grouped(n int) string {
	s := fmt.Sprint(n)
	for i := len(s) - 3; i > 0; i -= 3 {
		s = s[:i] + "," + s[i:]
	}
	return s
}

// fPlurals are plurals in -ves of words in -f or -fe.
var fPlurals = map[string]string{"wives": "wife", "knives": "knife", "lives": "life", "shelves": "shelf", "wolves": "wolf",
	"halves": "half", "calves": "calf", "loaves": "loaf", "leaves": "leaf", "thieves": "thief", "scarves": "scarf", "elves": "elf"}

// singular is a category name for one item: "drinks" -> "drink".
func singular(name string) string {
	if one, ok := fPlurals[name]; ok { // "wives" -> "wife"
		return one
	}
	if strings.HasSuffix(name, "ies") && len(name) > 4 {
		return name[:len(name)-3] + "y"
	}
	for _, es := range []string{"ches", "shes", "xes", "sses"} { // "sandwiches", "boxes", "glasses"
		if strings.HasSuffix(name, es) && len(name) > len(es)+1 {
			return name[:len(name)-2]
		}
	}
	if strings.HasSuffix(name, "s") && !strings.HasSuffix(name, "ss") && len(name) > 3 {
		return name[:len(name)-1]
	}
	return name
}
