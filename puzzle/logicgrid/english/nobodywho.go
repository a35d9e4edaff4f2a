package english

import (
	"slices"
	"strings"

	"deduce/puzzle/logicgrid"
)

// A rule over everyone a relative clause describes (issue 25, bank3):
// "Nobody who started after 6:30am ran more than 2.5 miles", "No one who
// moved in after 2004 is older than 45", "Everyone who paid more than $15
// finished in the top two", "Any runner that started before 6:30am ran at
// Elm Park". Each of the two predicates is read of one person on its own
// (the relative clause, then the main one, split where both read) and must
// come to a set of one category's items (quantified.go's valuesSaid): S1 of
// category d1 and S2 of d2. "Nobody" says no one has an item of S1 and one
// of S2: each item of S1 is none of S2's; "everyone" says each item of S1
// is none of the items outside S2. A predicate that relates the one to
// someone else ("nobody who is older than Ann ...") is no such set, and
// the sentence is left to the other readings (which refuse it).

// ruleWho is the quantifier, its noun and the rest after "who"/"that".
var ruleWho = lazyRE(`(?i)^\s*(nobody|no one|no-one|none of the (\pL+)|no (\pL+)|everyone|everybody|every (\pL+)|each (\pL+)|all (?:of )?(?:the )?(\pL+)|anyone|anybody|any (\pL+)) (?:who|that) (.+?)[.!]?\s*$`)

// ruleParticiple is the quantifier and its noun before a participle
// instead of a relative clause: "Nobody selling a car older than 2018 ...",
// "No runner wearing red ...".
var ruleParticiple = lazyRE(`(?i)^(\s*(?:nobody|no one|no-one|no \pL+|everyone|everybody|every \pL+|anyone|anybody|any \pL+)) (\pL+ing)( .+)$`)

// notByAnyone is a passive denied of anyone a relative clause describes:
// "X was not walked by anyone who ...", "wasn't bought by anybody who".
var notByAnyone = lazyRE(`(?i)^\s*(.+?) (?:(?:was|were) (?:not|never)|wasn't|weren't|wasn’t|weren’t) (\pL+) by (?:anyone|anybody) (?:who|that) (.+?)[.!]?\s*$`)

// ruleOverWho reads s as such a rule; ok is false when s is none (or its
// two predicates do not split into two such sets in one way).
func (mg *magazine) ruleOverWho(s string) (_ [][]logicgrid.Clue, ok bool) {
	if p := notByAnyone.FindStringSubmatch(s); p != nil {
		// "The Quarry trail was not walked by anyone who started before
		// 8am" is "Nobody who started before 8am walked the Quarry trail"
		obj := p[1]
		if strings.HasPrefix(obj, "The ") {
			obj = "the " + obj[4:]
		}
		s = "Nobody who " + p[3] + " " + p[2] + " " + obj
	}
	if p := ruleParticiple.FindStringSubmatch(s); p != nil && !set("nothing something anything everything")[strings.ToLower(p[2])] {
		s = p[1] + " who is " + p[2] + p[3] // "Nobody selling a car ..." is "Nobody who is selling a car ..."
	}
	m := ruleWho.FindStringSubmatch(s)
	if m == nil {
		return nil, false
	}
	quant := strings.ToLower(strings.Fields(m[1])[0])
	none := quant == "nobody" || quant == "no" || quant == "none" || quant == "no-one"
	for _, noun := range m[2:8] {
		// "no child who": any noun of people; "none of the women who" is a
		// smaller group, "no apple pie that" an item: not read here
		if noun != "" && (genderNouns[strings.ToLower(noun)] != unknownGender || len(mg.lx.mentions(tokenize(noun))) > 0) {
			return nil, false
		}
	}
	subj := mg.placeholder(s)
	if subj.D < 0 {
		return nil, false
	}
	name := mg.p.Domains[subj.D].Items[subj.I]
	words := strings.Fields(m[8])
	type rule struct {
		d1, d2 int
		s1, s2 []bool
	}
	var found []rule
	for cut := 1; cut < len(words); cut++ {
		left, right := strings.Join(words[:cut], " "), strings.Join(words[cut:], " ")
		if !mg.hasVerb(right) || mg.lx.mentions(tokenize(name + " " + left))[0].items[0] != subj {
			continue
		}
		rl, lerr := mg.clue(name + " " + left)
		rr, rerr := mg.clue(name + " " + right)
		if lerr != nil || rerr != nil || len(rl) != 1 || len(rr) != 1 {
			continue // unread, or more than one reading: not this cut
		}
		d1, s1, err1 := mg.valuesSaid(subj, rl[0])
		d2, s2, err2 := mg.valuesSaid(subj, rr[0])
		if err1 != nil || err2 != nil || d1 == d2 {
			continue
		}
		r := rule{d1, d2, s1, s2}
		if !slices.ContainsFunc(found, func(x rule) bool {
			return x.d1 == r.d1 && x.d2 == r.d2 && slices.Equal(x.s1, r.s1) && slices.Equal(x.s2, r.s2)
		}) {
			found = append(found, r)
		}
	}
	if len(found) != 1 {
		return nil, false // none, or the cuts disagree: left to the other readings
	}
	r := found[0]
	var out []logicgrid.Clue
	for i, in := range r.s1 {
		if !in {
			continue
		}
		c := logicgrid.Clue{Kind: logicgrid.Different, Items: []logicgrid.Item{{D: r.d1, I: i}}}
		for j, said := range r.s2 {
			if said == none { // nobody: not one of S2; everyone: not one outside it
				c.Items = append(c.Items, logicgrid.Item{D: r.d2, I: j})
			}
		}
		out = append(out, c)
	}
	return [][]logicgrid.Clue{out}, true
}

// placeholder is an item the predicates of a rule are said of: the first
// item of the first category of names that s names nothing of (else of
// any category it names nothing of); D is -1 when there is none.
func (mg *magazine) placeholder(s string) logicgrid.Item {
	named := map[int]bool{}
	for _, m := range mg.lx.mentions(tokenize(s)) {
		for _, it := range m.items {
			named[it.D] = true
		}
	}
	for _, names := range []bool{true, false} {
		for d := range mg.p.Domains {
			if !named[d] && (mg.num[d] == nil || !names) {
				return logicgrid.Item{D: d, I: 0}
			}
		}
	}
	return logicgrid.Item{D: -1}
}
