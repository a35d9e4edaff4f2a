package english

import "strings"

// A pronoun whose sex rules out the first clause's subject stands for the
// one other person that clause names, when that one's sex is the
// pronoun's (unseen37): "Mr. Hale's train leaves after Miss Lund's, and
// she is not travelling to Norwich" is Miss Lund. With no such one (or
// two) the clause keeps its pronoun and is refused.

// otherOfSex is the text of the only other person first names whose sex
// is w's, "" when there is not exactly one.
func (mg *magazine) otherOfSex(first, w string) string {
	want, personal := personalPronouns[w]
	if !personal || want == unknownGender || mg.byName {
		return ""
	}
	ts := tokenize(first)
	ms := mg.lx.mentions(ts)
	g, people := mg.genders()
	if len(ms) < 2 || people < 0 {
		return ""
	}
	found := ""
	for _, m := range ms[1:] {
		if len(m.items) != 1 || m.items[0].D != people || m.items[0].I >= len(g) {
			continue
		}
		switch g[m.items[0].I] {
		case want:
			if found != "" {
				return "" // two of that sex: which?
			}
			found = first[ts[m.start].col-1 : ts[m.end-1].end]
		case unknownGender:
			return "" // one of unknown sex may be the one
		}
	}
	for _, suffix := range []string{"'s", "’s"} {
		found = strings.TrimSuffix(found, suffix)
	}
	return found
}
