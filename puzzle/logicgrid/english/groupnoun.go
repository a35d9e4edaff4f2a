package english

import (
	"strings"
)

// A group noun of one category's items: "Theo isn't one of the guards"
// of positions "point guard, shooting guard, center, ...": the items whose
// last word is the noun ("guard") are the group. Said as the list: "Theo
// is neither the point guard nor the shooting guard"; "Ann is one of the
// guards": either the one or the other. Read only when two or more items,
// and not all, end with the noun, no item is the noun alone, and no other
// category has an item ending with it.

// groupOf is a clause saying that its subject is, or is not, one of a
// group: "X isn't one of the guards", "X was among the forwards", "X is
// not a guard".
var groupOf = lazyRE(`(?i)^\s*([^,;]+?) (is|was|isn't|wasn't|isn’t|wasn’t|is not|was not) (?:one of the|among the|an?) ([a-z]+)\s*[.!]?\s*$`)

// groupNoun rewrites clause s as the list of the group it names (ok false
// when it names none).
func (mg *magazine) groupNoun(s string) (string, bool) {
	m := groupOf.FindStringSubmatch(s)
	if m == nil {
		return s, false
	}
	noun := strings.ToLower(m[3])
	one := strings.Contains(strings.ToLower(s), " a "+noun) || strings.Contains(strings.ToLower(s), " an "+noun)
	if one != (singular(noun) == noun) {
		return s, false // "a guards", "one of the guard"
	}
	var group []string
	found := -1
	for d, dom := range mg.p.Domains {
		var in []string
		for _, it := range dom.Items {
			w := words(it)
			if len(w) == 0 || singular(w[len(w)-1]) != singular(noun) {
				continue
			}
			if len(w) == 1 {
				return s, false // "guard" itself an item: the item, not a group
			}
			in = append(in, it)
		}
		if len(in) == 0 {
			continue
		}
		if found >= 0 || len(in) < 2 || len(in) == len(dom.Items) {
			return s, false // two categories, one item, or every item: no group
		}
		found, group = d, in
	}
	if found < 0 {
		return s, false
	}
	for _, f := range mg.lx.forms {
		if f.it.D != found && len(f.words) == 1 && sameWord(f.words[0], noun) {
			return s, false // the noun names another item too
		}
	}
	subject, verb := m[1], strings.ToLower(m[2])
	negated := strings.Contains(verb, "n't") || strings.Contains(verb, "n’t") || strings.Contains(verb, "not")
	be := strings.Fields(verb)[0]
	be = strings.TrimSuffix(strings.TrimSuffix(be, "n't"), "n’t")
	list := "the " + strings.Join(group[:len(group)-1], ", ") + " or " + group[len(group)-1]
	if negated {
		if len(group) == 2 {
			return subject + " " + be + " neither the " + group[0] + " nor the " + group[1] + ".", true
		}
		return subject + " " + be + " not " + list + ".", true
	}
	return subject + " " + be + " either " + list + ".", true
}
