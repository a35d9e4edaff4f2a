package english

import (
	"regexp"
	"strings"

	"deduce/puzzle/logicgrid"
)

// Men and women (issue 25): British puzzle pages say who is a man by title
// ("Mr Hill", "Mrs Dean") or in the story ("Alan and Carl are men; Beth,
// Dora and Ella are women"), then speak of "the man who ordered prawns" or
// "a boat that belongs to a man". Where the puzzle says everyone's sex, such
// a word is read as a clue: the one it describes is one of those people.
// Dropping it (as before) made puzzles read with several solutions.

var (
	maleNouns   = set("man men gentleman gentlemen boy boys lad lads")
	femaleNouns = set("woman women lady ladies girl girls")
	// "Alan and Carl are men", "Ann is a girl"
	storyBreaks = regexp.MustCompile(`[.;:!?]`)
	sexSentence = regexp.MustCompile(`(?i)^\s*(.+?)\s+(?:are|is)\s+(?:both\s+|all\s+)?(?:a\s+|an\s+)?(men|boys|women|girls|man|boy|woman|girl|gentlemen|ladies)\s*$`)
)

// sexes are the puzzle's people by sex: the category whose every item is
// known to be male or female, from titles or the story; ok is false when
// no category is, or all are of one sex (then "the man who" says nothing).
func (mg *magazine) sexes() (male, female []logicgrid.Item, ok bool) {
	known := map[logicgrid.Item]bool{} // true: male
	for d, dom := range mg.p.Domains {
		for i, it := range dom.Items {
			switch strings.ToLower(strings.TrimRight(strings.Fields(it + " x")[0], ".")) {
			case "mr", "sir", "lord":
				known[logicgrid.Item{D: d, I: i}] = true
			case "mrs", "miss", "ms", "lady", "dame":
				known[logicgrid.Item{D: d, I: i}] = false
			}
		}
	}
	for _, s := range storyBreaks.Split(mg.p.Story, -1) {
		m := sexSentence.FindStringSubmatch(s)
		if m == nil {
			continue
		}
		isMale := maleNouns[strings.ToLower(m[2])]
		ts := tokenize(m[1])
		for _, mn := range mg.lx.mentions(ts) {
			if len(mn.items) == 1 {
				known[mn.items[0]] = isMale
			}
		}
	}
	for d, dom := range mg.p.Domains {
		var ms, fs []logicgrid.Item
		for i := range dom.Items {
			it := logicgrid.Item{D: d, I: i}
			if isMale, k := known[it]; k && isMale {
				ms = append(ms, it)
			} else if k {
				fs = append(fs, it)
			}
		}
		if len(ms) > 0 && len(fs) > 0 && len(ms)+len(fs) == len(dom.Items) {
			return ms, fs, true
		}
	}
	return nil, nil, false
}

// sexClues reads the words man, woman, boy, girl of a clause whose
// mentions ms name its: "the man who ordered prawns" (the mention after
// the word), "belongs to a man" (the clause's one item, alone is true).
// Where the puzzle does not say who is a man, the words are no clue (nil).
func (mg *magazine) sexClues(ts []tok, ms []mention, its []logicgrid.Item, alone bool) ([]logicgrid.Clue, error) {
	male, female, ok := mg.sexes()
	if !ok {
		return nil, nil
	}
	in := make([]int, len(ts)) // mention index+1 of each token
	for j, m := range ms {
		for k := m.start; k < m.end; k++ {
			in[k] = j + 1
		}
	}
	var out []logicgrid.Clue
	negated := false
	for k, t := range ts {
		if in[k] == 0 && negationWords[t.w] {
			negated = true
		}
	}
	for k, t := range ts {
		if in[k] != 0 || !maleNouns[t.w] && !femaleNouns[t.w] {
			continue
		}
		group := male
		if femaleNouns[t.w] {
			group = female
		}
		var x logicgrid.Item
		switch next := wordAt(ts, k+1); {
		case set("who whose with in that wearing from on at")[next]:
			// the next item named, with no other item or such word between
			j := k + 1
			for j < len(ts) && in[j] == 0 && !maleNouns[ts[j].w] && !femaleNouns[ts[j].w] {
				j++
			}
			if j == len(ts) || in[j] == 0 {
				return nil, errorf("%q: cannot tell whom it describes", t.raw)
			}
			x = its[in[j]-1]
		case alone && len(ms) == 1 && k == len(ts)-1 && k > 0 && (ts[k-1].w == "a" || ts[k-1].w == "an"):
			// "The yellow boat belongs to a man."
			x = its[0]
			if negated {
				group = male
				if maleNouns[t.w] {
					group = female
				}
			}
		default:
			return nil, errorf("%q: cannot tell whom it describes (say \"the %s who ...\")", t.raw, t.w)
		}
		if x.D == group[0].D {
			if !containsItem(group, x) {
				return nil, errorf("%q: %s is not one", t.raw, mg.p.ItemName(x))
			}
			continue
		}
		if len(group) == 1 {
			out = append(out, logicgrid.Clue{Kind: logicgrid.Same, Items: []logicgrid.Item{x, group[0]}})
		} else {
			out = append(out, logicgrid.Clue{Kind: logicgrid.Either, Items: append([]logicgrid.Item{x}, group...)})
		}
	}
	return out, nil
}

// withSexes adds the clues of a clause's words man, woman, boy, girl to
// its reading (cs, err); a clause of one item and such a word ("The yellow
// boat belongs to a man.") is read as that alone.
func (mg *magazine) withSexes(ts []tok, ms []mention, its []logicgrid.Item, cs []logicgrid.Clue, err error) ([]logicgrid.Clue, error) {
	if err != nil {
		if len(ms) == 1 {
			if g, gerr := mg.sexClues(ts, ms, its, true); gerr == nil && len(g) > 0 {
				return g, nil
			}
		}
		return nil, err
	}
	g, gerr := mg.sexClues(ts, ms, its, false)
	if gerr != nil {
		return nil, gerr
	}
	return append(cs, g...), nil
}
