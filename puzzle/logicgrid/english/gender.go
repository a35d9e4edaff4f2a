package english

import (
	"strings"

	"deduce/puzzle/logicgrid"
)

// Gendered nouns: "the girl who likes cats", "the man who grows leeks".
// Where the puzzle says who is a man and who a woman (titles: Mr, Mrs, Ms,
// Miss; or its introduction: "Tom and Ben are boys; Amy and Lucy are
// girls"), the noun says something: the one it describes is one of them.
// Where it says nothing of anyone, the noun is only a way of speaking
// ("the woman who paid $5" in a puzzle of five women) and adds nothing;
// where it says it of some people only, the clue is refused rather than
// read without it.

type gender int

const (
	unknownGender gender = iota
	male
	female
)

var genderNouns = map[string]gender{
	"man": male, "men": male, "boy": male, "boys": male, "gentleman": male, "gentlemen": male, "brother": male, "brothers": male, "son": male, "sons": male, "husband": male, "father": male, "grandfather": male, "lad": male, "lads": male,
	"woman": female, "women": female, "girl": female, "girls": female, "lady": female, "ladies": female, "sister": female, "sisters": female, "daughter": female, "daughters": female, "wife": female, "mother": female, "grandmother": female, "lass": female,
}

var genderTitles = map[string]gender{"mr": male, "mister": male, "sir": male, "mrs": female, "ms": female, "miss": female, "madam": female, "lady": female}

// genders is the gender of each item of the people's category
// (genderDomain), from its title or the introduction (computed once).
func (mg *magazine) genders() []gender {
	if mg.gender != nil {
		return mg.gender
	}
	n := mg.p.N()
	g := make([]gender, n)
	pd := mg.genderDomain()
	for i, it := range mg.p.Domains[pd].Items {
		if f := strings.Fields(strings.ToLower(strings.TrimSuffix(strings.Fields(it + " x")[0], "."))); len(f) > 0 {
			g[i] = genderTitles[f[0]]
		}
	}
	// "Tom and Ben are boys; Amy and Lucy are girls.", "Harry and Jack
	// are brothers": each part of the introduction that names people and
	// one gender word
	story := mg.p.Title + ". " + mg.p.Story
	for _, sentence := range strings.FieldsFunc(story, func(r rune) bool { return r == '.' || r == ';' || r == '!' || r == '?' }) {
		// "Beth, Dora and Ella are women": the names before a comma wait
		// for the part with the gender word
		var pending []logicgrid.Item
		for _, part := range strings.Split(sentence, ",") {
			ts := tokenize(part)
			word := unknownGender
			mixed := false
			for _, t := range ts {
				if x := genderNouns[t.w]; x != unknownGender {
					if word != unknownGender && word != x {
						mixed = true
					}
					word = x
				}
			}
			for _, m := range mg.lx.mentions(ts) {
				for _, it := range m.items {
					if it.D == pd {
						pending = append(pending, it)
					}
				}
			}
			if mixed {
				pending = nil
				continue
			}
			if word != unknownGender {
				for _, it := range pending {
					g[it.I] = word
				}
				pending = nil
			}
		}
	}
	mg.gender = g
	return g
}

// genderClues are the clues a clause's gendered nouns add: for "the girl
// who likes cats", the one with the cat is one of the girls.
func (mg *magazine) genderClues(ts []tok, ms []mention, its []logicgrid.Item) ([]logicgrid.Clue, error) {
	var out []logicgrid.Clue
	for k, t := range ts {
		want := genderNouns[t.w]
		if want == unknownGender || k == 0 || !(ts[k-1].w == "the" || ts[k-1].w == "a" || ts[k-1].w == "an") || mentionAt(ms, k) {
			continue
		}
		// the item the noun describes: the first one named after it
		j := -1
		for x, m := range ms {
			if m.start > k {
				j = x
				break
			}
		}
		if j < 0 || j >= len(its) {
			continue
		}
		g := mg.genders()
		known, some := 0, false
		var match []logicgrid.Item
		for i, x := range g {
			if x != unknownGender {
				known++
			}
			if x == want {
				match = append(match, logicgrid.Item{D: mg.genderDomain(), I: i})
			}
			some = some || x != unknownGender
		}
		switch {
		case !some:
			continue // nobody's gender is given: a way of speaking
		case known < len(g):
			return nil, errorf("%q: the puzzle says whether some of the %s are men or women, but not all", t.raw, mg.p.Domains[mg.genderDomain()].Name)
		case len(match) == 0:
			return nil, errorf("%q: none of the %s is one", t.raw, mg.p.Domains[mg.genderDomain()].Name)
		case len(match) == len(g):
			continue // everyone is: nothing said
		}
		x := its[j]
		if x.D == mg.genderDomain() {
			if g[x.I] != want {
				return nil, errorf("%q: %s is not one", t.raw, mg.p.ItemName(x))
			}
			continue
		}
		if len(match) == 1 {
			out = append(out, logicgrid.Clue{Kind: logicgrid.Same, Items: []logicgrid.Item{x, match[0]}})
		} else {
			out = append(out, logicgrid.Clue{Kind: logicgrid.Either, Items: append([]logicgrid.Item{x}, match...)})
		}
	}
	return out, nil
}

func mentionAt(ms []mention, k int) bool {
	for _, m := range ms {
		if k >= m.start && k < m.end {
			return true
		}
	}
	return false
}
