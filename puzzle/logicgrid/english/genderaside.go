package english

import (
	"strings"

	"deduce/puzzle/logicgrid"
)

// A person's sex said in an aside (unseen47): "The plumber, one of the two
// men, is three years older than the farmer", "The science questions go
// to the youngest member of the team, a woman". The aside is a fact of its
// own about the noun phrase before it ("The plumber is a man"), read only
// where the puzzle knows who is a man and who a woman; elsewhere the
// other readings take the sentence (there a gendered noun is a way of
// speaking). It was dropped: "a woman" said nothing.

// genderAsideWords is the aside: "a woman", "an elderly man", "one of the
// two men", "the only girl".
var genderAsideWords = lazyRE(`(?i)^(?:a|an|the only|one of the(?: two| three| four| five| \d+)?)(?: young| old| elderly| older| younger)? (man|woman|men|women|boy|girl|boys|girls|lady|ladies|gentleman|gentlemen|lad|lass)$`)

var (
	genderAsideMid = lazyRE(`^(.+?), ([^,]+), (.+)$`)
	genderAsideEnd = lazyRE(`^(.+), ([^,]+?)[.!]?$`)
)

// genderAside reads s when it has such an aside; ok is false when it has
// none, or the puzzle gives no one's sex.
func (mg *magazine) genderAside(s string) (_ [][]logicgrid.Clue, ok bool, _ error) {
	if g, _ := mg.genders(); len(g) == 0 {
		return nil, false, nil
	}
	sexOf := func(aside string) string {
		m := genderAsideWords.FindStringSubmatch(strings.TrimSpace(aside))
		if m == nil {
			return ""
		}
		switch genderNouns[strings.ToLower(m[1])] {
		case male:
			return "a man"
		case female:
			return "a woman"
		}
		return ""
	}
	if m := genderAsideMid.FindStringSubmatch(s); m != nil {
		if sex := sexOf(m[2]); sex != "" {
			a, err := mg.clue(m[1] + " is " + sex)
			if said, ok := mg.oneOfSex(m[1], strings.Fields(sex)[1], false); err != nil && ok {
				a, err = said, nil // "The last applicant of the day, a woman, ..."
			}
			if err != nil {
				return nil, true, err
			}
			b, err := mg.clue(m[1] + " " + m[3])
			if err != nil {
				return nil, true, err
			}
			return mg.product(a, b), true, nil
		}
	}
	m := genderAsideEnd.FindStringSubmatch(s)
	if m == nil {
		return nil, false, nil
	}
	sex := sexOf(m[2])
	if sex == "" {
		return nil, false, nil
	}
	// the aside is said of the noun phrase right before it: the shortest
	// tail of the clause, from a "the" or an item, that reads as one
	// whose sex is said ("the team" is no one; "the youngest member of
	// the team" is)
	clause := m[1]
	ts := tokenize(clause)
	ms := mg.lx.mentions(ts)
	starts := map[int]bool{}
	for _, x := range ms {
		starts[x.start] = true
	}
	g, people := mg.genders()
	for k := len(ts) - 1; k > 0; k-- {
		if ts[k].w != "the" && !starts[k] {
			continue
		}
		np := clause[ts[k].col-1:]
		if len(ms) == 0 {
			// no item: only a description can be the one
		} else if x := ms[len(ms)-1]; x.start == k && x.end == len(ts) && len(x.items) == 1 && x.items[0].D == people {
			// "... than Kate, a woman": her sex is known; the aside
			// agrees (and adds nothing) or the sentence is refused
			if want := map[string]gender{"a man": male, "a woman": female}[sex]; g[x.items[0].I] != want {
				return nil, true, errorf("%q is said of %s, whom the puzzle does not give as %s", strings.TrimSpace(m[2]), ts[k].raw, sex)
			}
			b, err := mg.clue(clause)
			return b, true, err
		}
		a, err := mg.clue(np + " is " + sex)
		if err != nil {
			continue
		}
		b, err := mg.clue(clause)
		if err != nil {
			return nil, true, err
		}
		return mg.product(a, b), true, nil
	}
	// no tail reads so: the longest one from a "the" after the clause's
	// first word that reads as one of the people of that sex ("Mr. Lowe
	// interviewed the last applicant of the day, a woman"; a shorter tail,
	// "the day", is no one)
	for k := 1; k < len(ts); k++ {
		if ts[k].w != "the" {
			continue
		}
		a, ok := mg.oneOfSex(clause[ts[k].col-1:], strings.Fields(sex)[1], false)
		if !ok {
			break
		}
		b, err := mg.clue(clause)
		if err != nil {
			return nil, true, err
		}
		return mg.product(a, b), true, nil
	}
	return nil, true, errorf("%q: cannot tell whom the aside is said of: say it in a sentence of its own", strings.TrimSpace(m[2]))
}
