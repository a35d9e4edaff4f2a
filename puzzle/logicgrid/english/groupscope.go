package english

import "deduce/puzzle/logicgrid"

// A superlative scoped by a group (bank12 b12-01-recital: "Of the three
// men, Ken went on first", "Among the women, Lena played last", "Ken went
// on first of the three men"): first, last, oldest, ... among those named,
// not of everyone. It was read as the extreme of the whole category ("Ken
// is at 7:00pm"): a silent misreading. Until the scope is read, a clause
// with such a group and a superlative, read as one row placed at an end of
// an ordered category, is refused.

// groupScoped reports whether the clause scopes a superlative by a group:
// "among (the) ..." or "of the [number] <plural noun>" outside the
// mentions, and a superlative or first/last outside them.
func (mg *magazine) groupScoped(ts []tok, inMention []bool) bool {
	scope, extreme := false, false
	for k := 0; k < len(ts); k++ { // a clause is at most MaxClueBytes
		if inMention[k] {
			continue
		}
		w := ts[k].w
		if _, ok := superlatives[w]; ok || firstLast[w] != "" {
			extreme = true
		}
		if w == "among" || w == "amongst" {
			scope = true
		}
		if w == "of" && wordAt(ts, k+1) == "the" && k+2 < len(ts) && !inMention[k+2] {
			n := k + 2
			if _, num := numberOf(ts[n].w); num && n+1 < len(ts) && !inMention[n+1] {
				n++
			}
			if scopeNouns[ts[n].w] && !mg.everyone(ts[n].w) {
				scope = true
			}
		}
	}
	return scope && extreme
}

// everyone reports whether the gendered plural noun (not "others") names
// every person of the puzzle: each is of that sex ("the youngest of the
// three girls" in a puzzle of three girls), or the puzzle says no one's sex
// (the noun is then only a way of speaking, as in gender.go).
func (mg *magazine) everyone(noun string) bool {
	want := genderNouns[noun]
	if want == unknownGender {
		return false
	}
	g, people := mg.genders()
	if people < 0 || len(g) == 0 {
		return true
	}
	for _, x := range g {
		if x != want {
			return false
		}
	}
	return true
}

// scopeNouns are the plural nouns of a group of people a superlative is
// scoped by ("of the three men", "of the others").
var scopeNouns = set("men women boys girls gentlemen ladies brothers sisters sons daughters lads lasses chaps blokes fellows gents gals others rest")

// groupScopeErr refuses a group-scoped superlative read as one row at an
// end of an ordered category.
func (mg *magazine) groupScopeErr(ts []tok, ms []mention, cs []logicgrid.Clue) error {
	inMention := make([]bool, len(ts))
	for _, m := range ms {
		for k := m.start; k < m.end && k < len(ts); k++ {
			inMention[k] = true
		}
	}
	if !mg.groupScoped(ts, inMention) {
		return nil
	}
	for _, c := range cs {
		if c.Kind != logicgrid.Same {
			continue
		}
		for _, it := range c.Items {
			if it.D >= 0 && it.D < len(mg.num) && mg.num[it.D] != nil {
				return errorf("a superlative among a group (\"of the three men, ... first\", \"among the women\") is read only of the whole category: say \"before each of\" the others")
			}
		}
	}
	return nil
}
