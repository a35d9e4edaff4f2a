package closefar

import (
	"context"
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"deduce/puzzle"
)

// The step texts make claims of their own: how many placements fit, which
// single placement is left, what each line of a trial gives. This test reads
// the claims back out of the English and checks each one by brute force over
// the checker's lines (bruteLines, checkLine): no engine code involved.

var (
	reCellFact = regexp.MustCompile(`\((\d+),(\d+)\)(=|≠)(C|F|blank)`)
	rePuts     = regexp.MustCompile(`(no )?(C|F|blank) at \((\d+),(\d+)\)`)
	reIs       = regexp.MustCompile(`\((\d+),(\d+)\) is (not )?(C|F|blank)`)
	reLine     = regexp.MustCompile(`^(Row|Column|row|column) (\d+)`)
)

// claim is "cell (r,c) is (not) v", 1-based.
type claim struct {
	r, c int
	v    Cell
	not  bool
}

func wordCell(w string) Cell { return map[string]Cell{"C": Close, "F": Far, "blank": Blank}[w] }

func atoi(s string) int { n, _ := strconv.Atoi(s); return n }

func parseFacts(s string) []claim {
	var out []claim
	for _, m := range reCellFact.FindAllStringSubmatch(s, -1) {
		out = append(out, claim{atoi(m[1]), atoi(m[2]), wordCell(m[4]), m[3] == "≠"})
	}
	return out
}

func parsePuts(s string) []claim {
	var out []claim
	for _, m := range rePuts.FindAllStringSubmatch(s, -1) {
		out = append(out, claim{atoi(m[3]), atoi(m[4]), wordCell(m[2]), m[1] != ""})
	}
	return out
}

func parseIs(s string) []claim {
	var out []claim
	for _, m := range reIs.FindAllStringSubmatch(s, -1) {
		out = append(out, claim{atoi(m[1]), atoi(m[2]), wordCell(m[4]), m[3] != ""})
	}
	return out
}

func (c claim) holds(v Cell) bool { return (v == c.v) != c.not }

// lineOf parses "Row 3" / "column 5": is it a row, and its 1-based number.
func lineOf(t *testing.T, s string) (bool, int) {
	m := reLine.FindStringSubmatch(strings.TrimSpace(s))
	if m == nil {
		t.Fatalf("no line in %q", s)
	}
	return strings.EqualFold(m[1], "row"), atoi(m[2])
}

// onLine returns the position of a claim's cell along the line, or -1.
func onLine(isRow bool, k int, c claim) int {
	if isRow && c.r == k {
		return c.c - 1
	}
	if !isRow && c.c == k {
		return c.r - 1
	}
	return -1
}

// fitting lists the lines (of length n) that satisfy every premise on the line.
func fitting(t *testing.T, n int, isRow bool, k int, premises []claim) [][]Cell {
	var out [][]Cell
next:
	for _, l := range bruteLines(n) {
		for _, c := range premises {
			i := onLine(isRow, k, c)
			if i < 0 {
				t.Fatalf("premise %+v is not on line %v %d", c, isRow, k)
			}
			if !c.holds(l[i]) {
				continue next
			}
		}
		out = append(out, l)
	}
	return out
}

// allAgree reports whether every line in ls satisfies the claims.
func allAgree(isRow bool, k int, ls [][]Cell, claims []claim) error {
	for _, c := range claims {
		i := onLine(isRow, k, c)
		if i < 0 {
			return fmt.Errorf("conclusion %+v is not on the line", c)
		}
		for _, l := range ls {
			if !c.holds(l[i]) {
				return fmt.Errorf("a fitting placement breaks %+v", c)
			}
		}
	}
	return nil
}

func checkStepText(t *testing.T, n int, s puzzle.Step) error {
	text := s.Text
	facts := parseIs(text[strings.LastIndex(text, "so ")+3:])
	if s.Rule == RuleTrial {
		// "So (x) is not V." or "So (x) is not V; with (x)≠W, (x) is U."
		facts = parseIs(text[strings.LastIndex(text, "So ")+3:])
		a := s.Assumed
		if len(facts) == 0 || a == nil || facts[0].r != a.Row || facts[0].c != a.Col || !facts[0].not || valueChar(facts[0].v) != a.Value {
			return fmt.Errorf("the trial does not conclude the negation of its assumption %v", a)
		}
		if len(facts) > 1 {
			// The other value: what the cited fact about x leaves.
			with := parseFacts(text[strings.LastIndex(text, "; with ")+7:])
			if len(with) == 0 || with[0].r != a.Row || with[0].c != a.Col {
				return fmt.Errorf("the trial fixes its cell without citing what it had")
			}
			for v := Blank; v <= Far; v++ {
				if with[0].holds(v) && facts[0].holds(v) && !facts[1].holds(v) {
					return fmt.Errorf("%v is still possible", v)
				}
			}
		}
		facts = facts[len(facts)-1:]
	}
	if len(facts) != len(s.Facts) {
		return fmt.Errorf("the text concludes %d facts, the step has %d", len(facts), len(s.Facts))
	}
	for i, f := range s.Facts {
		c := facts[i]
		if c.r != f.Row || c.c != f.Col || c.not != f.Not || valueChar(c.v) != f.Value {
			return fmt.Errorf("the text concludes %+v, the step's fact is %v", c, f)
		}
	}
	switch s.Rule {
	case RuleLine:
		isRow, k := lineOf(t, text)
		head, rest, _ := strings.Cut(text, " puts ")
		if strings.Contains(text, "the only placement") {
			head, rest, _ = strings.Cut(text, " is \"")
		}
		ls := fitting(t, n, isRow, k, parseFacts(head))
		if strings.Contains(text, "the only placement") {
			pat := rest[:n]
			if len(ls) != 1 {
				return fmt.Errorf("%d placements fit, the text says one", len(ls))
			}
			var b strings.Builder
			for _, v := range ls[0] {
				b.WriteString(valueChar(v))
			}
			if b.String() != pat {
				return fmt.Errorf("the only placement is %s, the text says %s", b.String(), pat)
			}
			return allAgree(isRow, k, ls, facts)
		}
		m := regexp.MustCompile(`\((\d+) placements fit\)`).FindStringSubmatch(rest)
		if m == nil || atoi(m[1]) != len(ls) {
			return fmt.Errorf("%d placements fit, the text says %v", len(ls), m)
		}
		if err := allAgree(isRow, k, ls, parsePuts(rest)); err != nil {
			return err
		}
		return allAgree(isRow, k, ls, facts)
	case RuleTrial:
		// World: the givens and the assumption, then each line's gifts.
		m := regexp.MustCompile(`^If \((\d+),(\d+)\) were (C|F|blank)`).FindStringSubmatch(text)
		if m == nil {
			return fmt.Errorf("no assumption")
		}
		known := map[[2]int]uint8{}
		add := func(c claim) {
			key := [2]int{c.r, c.c}
			if _, ok := known[key]; !ok {
				known[key] = allValues
			}
			if c.not {
				known[key] &^= 1 << c.v
			} else {
				known[key] &= 1 << c.v
			}
		}
		add(claim{atoi(m[1]), atoi(m[2]), wordCell(m[3]), false})
		body := text[len(m[0]):]
		if strings.HasPrefix(body, " (given ") {
			end := strings.Index(body, "):")
			for _, c := range parseFacts(body[:end]) {
				add(c)
			}
			body = body[end+1:]
		}
		body = strings.TrimPrefix(body, ":")
		parts := strings.Split(body, ";")
		for _, part := range parts {
			part = strings.TrimPrefix(strings.TrimSpace(part), "then ")
			isRow, k := lineOf(t, part)
			var premises []claim
			for key, mask := range known {
				c := claim{r: key[0], c: key[1]}
				if onLine(isRow, k, c) < 0 {
					continue
				}
				for v := Blank; v <= Far; v++ {
					if mask>>v&1 == 0 {
						premises = append(premises, claim{c.r, c.c, v, true})
					}
				}
			}
			ls := fitting(t, n, isRow, k, premises)
			if strings.Contains(part, "would have no placement") {
				cited := parseFacts(part[strings.Index(part, "fits"):strings.Index(part, ". So")])
				for _, c := range cited {
					key := [2]int{c.r, c.c}
					if known[key] == 0 || (c.not && known[key]>>c.v&1 != 0) || (!c.not && known[key] != 1<<c.v) {
						return fmt.Errorf("trial cites %+v, not known at that point", c)
					}
				}
				if len(fitting(t, n, isRow, k, cited)) != 0 {
					return fmt.Errorf("%q: a placement fits what it cites", part)
				}
				if !strings.Contains(part, ". So ") {
					return fmt.Errorf("the contradiction is not the last part")
				}
				return nil
			}
			gives := parseFacts(part)
			if err := allAgree(isRow, k, ls, gives); err != nil {
				return fmt.Errorf("%q: %v", part, err)
			}
			for _, c := range gives {
				add(c)
			}
		}
		return fmt.Errorf("the trial ends without a contradiction")
	}
	return nil
}

// TestStepTextsAreTrue checks every sentence of the explanations of Figure 1
// and a few generated puzzles.
func TestStepTextsAreTrue(t *testing.T) {
	ctx := context.Background()
	ps := map[string]*Puzzle{"fig1": loadFile(t, "testdata/fig1.txt")}
	for seed := int64(1); seed <= 4; seed++ {
		g, err := Kind{}.Generate(ctx, puzzle.GenerateOptions{Width: 7, Seed: seed, Difficulty: TierTricky})
		if err != nil {
			t.Fatal(err)
		}
		ps[fmt.Sprintf("tricky7-seed%d", seed)] = g.Puzzle.(*Puzzle)
	}
	steps, trials := 0, 0
	for name, p := range ps {
		ex, err := explain(ctx, p, nil)
		if err != nil {
			t.Fatal(err)
		}
		for _, s := range ex.Steps {
			steps++
			if s.Rule == RuleTrial {
				trials++
			}
			if err := checkStepText(t, p.N, s); err != nil {
				t.Errorf("%s: %v\n  %s", name, err, stepLine(s))
			}
		}
	}
	if trials < 10 {
		t.Errorf("only %d trial texts checked", trials)
	}
	t.Logf("%d step texts checked, %d trials", steps, trials)
}
