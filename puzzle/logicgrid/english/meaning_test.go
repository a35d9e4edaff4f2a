package english

import (
	"bufio"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"deduce/internal/testlong"
	"deduce/puzzle"
	"deduce/puzzle/logicgrid"
)

// Every sentence the reader reads, in every blind set, means what its
// author's Python predicate says: the reading and the predicate agree at
// the written answer, at every grid one swap away from it and at hundreds
// of random grids (testdata/unseen/meaning.py samples them and evaluates
// the predicates; no code of the reader is used there). The older check,
// blindSentencesHold, asks only that a reading hold at the answer; this
// one also catches a reading that is too weak ("before" read as "not
// after"), too strong, or about the wrong category, although it happens to
// hold at the answer. Refused sentences are dropped, as there. The
// sentence banks (testdata/bank*: many sentences about one written
// answer, written blind the same way, checked by truth.py --bank) are
// judged alike.
func TestBlindSentencesMean(t *testing.T) {
	testlong.Skip(t, "runs python3 over every blind set and judges each reading at hundreds of grids, about 40 s")
	py, err := exec.LookPath("python3")
	if err != nil {
		t.Skip("python3 is not installed")
	}
	dirs, _ := filepath.Glob("testdata/unseen*")
	banks, _ := filepath.Glob("testdata/bank*")
	dirs = append(dirs, banks...)
	for _, dir := range dirs {
		if _, err := os.Stat(filepath.Join(dir, "puzzles.py")); err != nil {
			continue
		}
		// one subtest per set: -run TestBlindSentencesMean/unseen17
		t.Run(filepath.Base(dir), func(t *testing.T) {
			out := t.TempDir()
			cmd := exec.Command(py, "testdata/unseen/meaning.py", dir, out)
			if msg, err := cmd.CombinedOutput(); err != nil {
				t.Fatalf("meaning.py %s: %v\n%s", dir, err, msg)
			}
			files, _ := filepath.Glob(filepath.Join(out, "*.meaning"))
			var total meaningTally
			clues := 0
			for _, f := range files {
				name := strings.TrimSuffix(filepath.Base(f), ".meaning")
				total.add(sentencesMean(t, filepath.Join(dir, name+".txt"), f))
				if m, err := loadMeaning(f); err == nil {
					clues += len(m.truth)
				}
			}
			if len(files) == 0 || 2*total.read < clues {
				t.Errorf("%d of %d clues read in %d puzzles, want at least half", total.read, clues, len(files))
			}
			t.Logf("%d of %d clues read over %d grids: each says what its predicate says, except %d where the puzzle decided between readings, %d that add that two named things differ, %d that add the sex a title or a gendered word states and %d that leave a gendered word out (sexLeftOut); %d refused sentences dropped",
				total.read, clues, total.grids, total.decided, total.convention, total.sexed, total.sexLeft, total.dropped)
		})
	}
}

type meaningTally struct{ read, grids, dropped, decided, convention, sexed, sexLeft int }

// pronounSexes are the sexes pronouns state.
var pronounSexes = map[string]gender{"she": female, "her": female, "hers": female, "herself": female, "he": male, "him": male, "his": male, "himself": male}

// sexLeftOut are sentences whose reading leaves out a gendered word the
// reader cannot apply (no one's sex is known, or not the word's: "the
// bloke from Accounts" among Bazza, Chloe, Dimitri, Fran and Gus) or does
// not read ("has had her plot"): they say less than their authors meant,
// never something else; a puzzle that needs the word then has several
// solutions (refused, or counted misread by the bench). Known at stop 44
// (stop44.md), left for later; each must still say less, or the test
// asks for it to be taken out.
var sexLeftOut = map[string]string{
	"u66-06-giant-pumpkins.txt clue 5": "is a man whose",
	"u67-08-corner-cafe.txt clue 6":    "by a man (Sunita's sex not known)",
	"u67-10-footy-tipping.txt clue 2":  "the bloke from",
	"u71-09-car-pool.txt clue 2":       "takes her turn (the sedan's owner)",
	// stop 46's families (unseen81): names of either sex whose sexes the
	// clues do not all tell, so a kin word or pronoun is left out
	"u81-01-family-reunion.txt clue 2":          "her gift (Jo's sex not known)",
	"u81-03-grandma-visits.txt clue 1":          "is a girl (not everyone's sex told)",
	"u81-03-grandma-visits.txt clue 5":          "the boy who",
	"u81-03-grandma-visits.txt clue 6":          "a granddaughter who",
	"u81-04-mothers-and-children.txt clue 1":    "son, daughter (the children's sexes not known)",
	"u81-04-mothers-and-children.txt clue 3":    "Carol's son",
	"u81-05-wedding-party.txt clue 3":           "she (Ashley's sex, of the names)",
	"u81-05-wedding-party.txt clue 4":           "she (Jordan's sex, of the names)",
	"u81-10-aunts-birthday-presents.txt clue 1": "whose niece",
	"u81-10-aunts-birthday-presents.txt clue 3": "her nephew",
}

func (a *meaningTally) add(b meaningTally) {
	a.read += b.read
	a.grids += b.grids
	a.dropped += b.dropped
	a.decided += b.decided
	a.convention += b.convention
	a.sexed += b.sexed
	a.sexLeft += b.sexLeft
}

// meaningOf is one .meaning file: the categories' items, the grids
// (grid[c][k] = index in category c of the item in row k) and each
// numbered sentence's truth at each grid.
type meaningOf struct {
	cats  [][]string
	grids [][][]int
	truth map[int]string
}

func loadMeaning(path string) (*meaningOf, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	m := &meaningOf{truth: map[int]string{}}
	sc := bufio.NewScanner(f)
	sc.Buffer(nil, 1<<20)
	for sc.Scan() {
		fields := strings.Split(sc.Text(), "\t")
		switch fields[0] {
		case "cat":
			m.cats = append(m.cats, fields[1:])
		case "grid":
			var g [][]int
			for _, row := range fields[1:] {
				var r []int
				for _, ch := range row {
					r = append(r, int(ch-'0'))
				}
				g = append(g, r)
			}
			m.grids = append(m.grids, g)
		case "clue":
			n, err := strconv.Atoi(fields[1])
			if err != nil {
				return nil, err
			}
			m.truth[n] = fields[2]
		}
	}
	return m, sc.Err()
}

// solutions turns the sampled grids into solutions of p, naming items as
// the Solution block does (case-insensitive, an item of the first domain
// that has it unused).
func (m *meaningOf) solutions(p *logicgrid.Puzzle) ([]*logicgrid.Solution, error) {
	dom := make([]int, len(m.cats))
	idx := make([][]int, len(m.cats))
	for c, items := range m.cats {
		dom[c] = -1
		// the category of the same place first: a word of two categories
		// ("Rose" the gardener, "rose" the flower) is found in its own
		if c < len(p.Domains) && len(p.Domains[c].Items) == len(items) {
			all := true
			for _, it := range items {
				all = all && slices.ContainsFunc(p.Domains[c].Items, func(name string) bool { return strings.EqualFold(name, it) })
			}
			if all {
				dom[c] = c
			}
		}
		for _, it := range items {
			d, k := -1, -1
			for dd, D := range p.Domains {
				for kk, name := range D.Items {
					if strings.EqualFold(name, it) && (dom[c] < 0 || dom[c] == dd) {
						d, k = dd, kk
						break
					}
				}
				if d >= 0 {
					break
				}
			}
			if d < 0 || (dom[c] >= 0 && dom[c] != d) {
				return nil, fmt.Errorf("item %q of category %d is no item of one domain", it, c+1)
			}
			dom[c] = d
			idx[c] = append(idx[c], k)
		}
	}
	first := -1
	for c, d := range dom {
		if d == 0 {
			first = c
		}
	}
	if first < 0 || len(dom) != p.M() {
		return nil, errors.New("the categories are not the puzzle's domains")
	}
	var out []*logicgrid.Solution
	for _, g := range m.grids {
		of := make([][]int, p.M())
		for d := range of {
			of[d] = make([]int, p.N())
		}
		for row := range g[0] {
			e := idx[first][g[first][row]]
			for c := range g {
				of[dom[c]][e] = idx[c][g[c][row]]
			}
		}
		out = append(out, logicgrid.NewSolution(p, of))
	}
	return out, nil
}

var numberedLine = regexp.MustCompile(`^\s*(\d+)[.)]\s`)

// sentencesMean reads the puzzle at txt (each refused sentence dropped
// until the rest reads) and checks every numbered clue read against its
// predicate's truth in the .meaning file at meaning.
//
// A reading must say exactly what the predicate says, with three
// exceptions that can never turn into a wrong answer: a sentence with
// several readings, where the puzzle decided (the one taken may say more
// or less than the sentence: "between" taken in the order the puzzle
// needs; reading.go's settle refuses when readings give different
// answers), provided one of the readings says what the sentence says or
// more, and a reading that adds only that two things it names are
// different ("Neither Ann nor the cat owner ...", "either Ann or the one
// who ...": the setters' convention), and a reading that adds only the
// sex a title or a gendered word of the sentence states ("Ms. Hale" is
// one of the women: onlySexStated). A reading that says more than its
// sentence can only make a good puzzle have no solution, one that says
// less can only leave it several; one that says something else can make
// a wrong answer. Each is an error here unless excepted above.
func sentencesMean(t *testing.T, txt, meaning string) meaningTally {
	t.Helper()
	var tally meaningTally
	m, err := loadMeaning(meaning)
	if err != nil {
		t.Fatalf("%s: %v", meaning, err)
	}
	r, lines, dropped := readDropping(t, txt)
	tally.dropped = dropped
	if r == nil {
		return tally
	}
	sols, err := m.solutions(r.Puzzle)
	if err != nil {
		t.Errorf("%s: %v", filepath.Base(txt), err)
		return tally
	}
	tally.grids = len(sols)
	// a numbered clue may hold several sentences: judge them together
	type clue struct {
		text      string
		sentences []SentenceReading
	}
	byNumber := map[int]*clue{}
	var order []int
	for _, s := range r.Sentences {
		mm := numberedLine.FindStringSubmatch(lines[s.Line-1])
		if mm == nil {
			t.Errorf("%s:%d: no clue number on the sentence's line", filepath.Base(txt), s.Line)
			continue
		}
		n, _ := strconv.Atoi(mm[1])
		c := byNumber[n]
		if c == nil {
			c = &clue{}
			byNumber[n] = c
			order = append(order, n)
		}
		c.text = strings.TrimSpace(c.text + " " + s.Text)
		c.sentences = append(c.sentences, s)
	}
	name := filepath.Base(txt)
	for _, n := range order {
		c := byNumber[n]
		want, ok := m.truth[n]
		if !ok || len(want) != len(sols) {
			t.Errorf("%s: clue %d has no truth for each grid", name, n)
			continue
		}
		taken, alternatives := combinations(c.sentences)
		q := *r.Puzzle
		q.Clues = taken
		got := truthAt(t, &q, sols)
		tally.read++
		more, less := disagree(got, want)
		known := sexLeftOut[fmt.Sprintf("%s clue %d", name, n)]
		switch {
		case more < 0 && less < 0:
			if known != "" {
				t.Errorf("%s clue %d %q now says what the sentence says: take it out of sexLeftOut", name, n, c.text)
			}
			continue
		case more < 0 && known != "":
			tally.sexLeft++ // a gendered word left out, named in sexLeftOut
			continue
		case len(alternatives) > 1:
			// the puzzle decided; one of the readings it chose from must
			// say what the sentence says, or more
			covered := false
			for _, a := range alternatives {
				qa := *r.Puzzle
				qa.Clues = a
				// an alternative false at the written answer says "more"
				// only by saying nothing true: it covers no sentence
				ga := truthAt(t, &qa, sols)
				if _, less := disagree(ga, want); less < 0 && ga[0] {
					covered = true
					break
				}
			}
			if covered {
				tally.decided++
				continue
			}
			t.Errorf("%s clue %d %q: none of its %d readings says what the sentence says (taken: %s)", name, n, c.text, len(alternatives), clueTexts(&q))
			continue
		case less < 0 && onlyDistinct(&q, sols, got, want):
			tally.convention++
			continue
		case less < 0 && onlySexStated(t, &q, c.text, sols, got, want):
			tally.sexed++
			continue
		}
		what, g := "says something else than", more
		switch {
		case less < 0:
			what = "says more than"
		case more < 0:
			what, g = "says less than", less
		}
		t.Errorf("%s clue %d %q: its reading %s the sentence: it is %v but the sentence is %v at grid %d:\n%s\n(read as %s)",
			name, n, c.text, what, got[g], !got[g], g+1, gridText(m, g), clueTexts(&q))
	}
	return tally
}

// combinations gives the clues taken for the sentences of one numbered
// clue, and every combination of their readings (at most 64).
func combinations(ss []SentenceReading) (taken []logicgrid.Clue, all [][]logicgrid.Clue) {
	all = [][]logicgrid.Clue{nil}
	for _, s := range ss {
		taken = append(taken, s.Clues()...)
		var next [][]logicgrid.Clue
		for _, prefix := range all {
			for _, r := range s.Readings {
				if len(next) < 64 {
					next = append(next, append(append([]logicgrid.Clue(nil), prefix...), r...))
				}
			}
		}
		all = next
	}
	return taken, all
}

// truthAt evaluates p's clues at each grid.
func truthAt(t *testing.T, p *logicgrid.Puzzle, sols []*logicgrid.Solution) []bool {
	got := make([]bool, len(sols))
	for g, sol := range sols {
		err := logicgrid.Check(p, sol)
		if err != nil && !errors.Is(err, puzzle.ErrCheckFailed) {
			t.Fatal(err)
		}
		got[g] = err == nil
	}
	return got
}

// disagree gives the first grid where the reading (got) is false and the
// sentence (want) true, and the first where it is the other way; -1 when
// there is none.
func disagree(got []bool, want string) (more, less int) {
	more, less = -1, -1
	for g := range got {
		if got[g] && want[g] == '0' && less < 0 {
			less = g
		}
		if !got[g] && want[g] == '1' && more < 0 {
			more = g
		}
	}
	return more, less
}

// onlyDistinct reports whether the reading (true at got) is the
// sentence (true at want) and that items it names are different. The
// reading must hold at the written answer (grid 1, where every sentence
// holds): a reading that never holds equals "the sentence and a = b
// differ" whenever the sentence makes a and b the same thing ("heavier
// than Frank's but lighter than everyone else's" read as "lightest" was
// excused so).
func onlyDistinct(p *logicgrid.Puzzle, sols []*logicgrid.Solution, got []bool, want string) bool {
	if len(got) == 0 || !got[0] || want[0] != '1' {
		return false
	}
	var items []logicgrid.Item
	seen := map[logicgrid.Item]bool{}
	for _, c := range p.Clues {
		for _, it := range c.Items {
			if !seen[it] {
				seen[it] = true
				items = append(items, it)
			}
		}
	}
	entity := func(s *logicgrid.Solution, it logicgrid.Item) int {
		for e, i := range s.Of[it.D] {
			if i == it.I {
				return e
			}
		}
		return -1
	}
	// the pairs the reading makes different wherever it holds; it adds
	// only differences when it is the sentence and all of them ("Of A, B
	// and the iguana's owner, at least two ...": three different ones)
	type pair struct{ a, b logicgrid.Item }
	var pairs []pair
	for i, a := range items {
		for _, b := range items[i+1:] {
			if a.D == b.D {
				continue
			}
			always := true
			for g, s := range sols {
				if got[g] && entity(s, a) == entity(s, b) {
					always = false
					break
				}
			}
			if always {
				pairs = append(pairs, pair{a, b})
			}
		}
	}
	if len(pairs) == 0 {
		return false
	}
	for g, s := range sols {
		differ := true
		for _, p := range pairs {
			differ = differ && entity(s, p.a) != entity(s, p.b)
		}
		if got[g] != (want[g] == '1' && differ) {
			return false
		}
	}
	return true
}

// readDropping reads the puzzle at path, blanking each refused sentence's
// line until the rest reads; it returns the reading (nil when every
// sentence was refused), the file's lines and how many sentences were
// dropped.
func readDropping(t *testing.T, path string) (*Reading, []string, int) {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(string(data), "\n")
	orig := append([]string(nil), lines...)
	lineOf := regexp.MustCompile(`:(\d+):\d+: `)
	dropped := 0
	for tries := 0; tries <= len(lines); tries++ {
		r, err := ReadSentences(t.Context(), path, []byte(strings.Join(lines, "\n")))
		if err == nil {
			if r.Puzzle.Known == nil {
				t.Fatalf("%s: no written answer", path)
			}
			return r, orig, dropped
		}
		m := lineOf.FindStringSubmatch(err.Error())
		if m == nil {
			t.Fatalf("%s: %v (no line to drop)", path, err)
		}
		n, _ := strconv.Atoi(m[1])
		if n < 1 || n > len(lines) || lines[n-1] == "" {
			if dropped > 0 {
				return nil, orig, dropped // every sentence refused
			}
			t.Fatalf("%s: %v (line %d cannot be dropped)", path, err, n)
		}
		lines[n-1] = ""
		dropped++
	}
	t.Fatalf("%s: still refused after dropping every line", path)
	return nil, nil, 0
}

func gridText(m *meaningOf, g int) string {
	var b strings.Builder
	grid := m.grids[g]
	for row := range grid[0] {
		var items []string
		for c := range grid {
			items = append(items, m.cats[c][grid[c][row]])
		}
		b.WriteString("    " + strings.Join(items, ", ") + "\n")
	}
	return strings.TrimRight(b.String(), "\n")
}

func clueTexts(p *logicgrid.Puzzle) string {
	var parts []string
	for _, c := range p.Clues {
		parts = append(parts, p.ClueText(c))
	}
	return strings.Join(parts, "; ")
}

// onlySexStated reports whether the reading (p's clues, true at got) is
// the sentence (true at want) and, besides, only clues that say the sex a
// title or a gendered word of the sentence (text) states: "Ms. Hale paid
// twice as much as Mr. Ito" read with "Hale is Fiona, Irene or Tess"
// (the women, and a name of either sex; deduce read says so under
// "Assumed:"). A predicate written without sexes cannot say so; a solver
// uses it. Narrow: each such clue must be "x is one of" exactly the people
// of the stated sex (with or without every person whose sex is not
// known, from a title on the people's own names or their usual first
// names), the whole reading must hold at the written answer (grid 1),
// and without those clues the reading must say exactly what the
// predicate says. Anything else added still fails.
func onlySexStated(t *testing.T, p *logicgrid.Puzzle, text string, sols []*logicgrid.Solution, got []bool, want string) bool {
	if len(got) == 0 || !got[0] || want[0] != '1' {
		return false
	}
	stated := map[gender]bool{}
	for _, tk := range tokenize(text) {
		if g := pronounSexes[tk.w]; g != unknownGender {
			stated[g] = true // "The pianist closed the program; she is in the 7th grade"
		}
		if g := genderTitles[tk.w]; g != unknownGender {
			stated[g] = true
		}
		if g := genderNouns[tk.w]; g != unknownGender {
			stated[g] = true
		}
	}
	var rest []logicgrid.Clue
	sexed := 0
	for _, c := range p.Clues {
		if sexClue(p, c, stated) {
			sexed++
			continue
		}
		rest = append(rest, c)
	}
	if sexed == 0 {
		return false
	}
	q := *p
	q.Clues = rest
	more, less := disagree(truthAt(t, &q, sols), want)
	return more < 0 && less < 0
}

// sexClue reports whether c says only that an item is one of the people of
// a sex in stated: "x is A" or "x is A, B or C" where A, B, C are exactly
// the people of that sex, or they and every person whose sex is not known
// (personSex).
func sexClue(p *logicgrid.Puzzle, c logicgrid.Clue, stated map[gender]bool) bool {
	if c.Kind != logicgrid.Same && c.Kind != logicgrid.Either || len(c.Items) < 2 {
		return false
	}
	people := c.Items[1].D
	if c.Items[0].D == people {
		return false
	}
	listed := map[int]bool{}
	for _, it := range c.Items[1:] {
		if it.D != people || listed[it.I] {
			return false
		}
		listed[it.I] = true
	}
	for s := range stated {
		of, unknown := map[int]bool{}, map[int]bool{}
		for i, name := range p.Domains[people].Items {
			switch personSex(name) {
			case s:
				of[i] = true
			case unknownGender:
				unknown[i] = true
			}
		}
		if len(of) == 0 {
			continue
		}
		exact := len(listed) == len(of)
		withUnknown := len(listed) == len(of)+len(unknown)
		for i := range listed {
			exact = exact && of[i]
			withUnknown = withUnknown && (of[i] || unknown[i])
		}
		if (exact || withUnknown) && len(listed) < len(p.Domains[people].Items) {
			return true
		}
	}
	return false
}

// personSex is the sex a person's name says: its title ("Mrs Cole"), else
// its usual sex as a first name (givennames.txt), else unknown.
func personSex(name string) gender {
	ts := tokenize(name)
	if len(ts) == 0 {
		return unknownGender
	}
	if g := genderTitles[ts[0].w]; g != unknownGender && len(ts) > 1 {
		return g
	}
	return givenNames[name]
}
