package english

import (
	"strings"

	"deduce/puzzle/logicgrid"
)

// Counts over a group of one sex (bank7, issue 25): where the puzzle says
// the sex of everyone, "the men" are those people, named: "Exactly one of
// the men arrived before 6:50pm" is "Exactly one of Mr. Shah and Rev.
// Voss ..." (read for two only, as that construction is), and "No woman
// scored fewer than 4 points" is "Neither A nor B ..." of each two of
// them in turn. Where some sexes are not said (or only first names
// suggest them) the group is not known, and the sentence is left to the
// constructions that refuse it.

var (
	exactlyOneOfSex = lazyRE(`^[Ee]xactly one of the (men|women|boys|girls|gentlemen|ladies) (.+)$`)
	noOneOfSex      = lazyRE(`^[Nn]o (man|woman|boy|girl|gentleman|lady) (.+)$`)
)

// sexGroup is the names of the people of the sex noun says, nil unless
// the puzzle says the sex of everyone.
func (mg *magazine) sexGroup(noun string) []string {
	match, ok := mg.peopleOfSex(genderNouns[strings.ToLower(noun)])
	if !ok {
		return nil
	}
	var out []string
	for _, it := range match {
		out = append(out, mg.p.Domains[it.D].Items[it.I])
	}
	if mg.byName {
		mg.byNameNoun = strings.ToLower(noun) // said in Reading.Assumed
	}
	return out
}

// sexGroupCount reads "Exactly one of the men ..." and "No woman ...";
// ok is false for any other sentence.
func (mg *magazine) sexGroupCount(s string) ([][]logicgrid.Clue, bool, error) {
	if m := exactlyOneOfSex.FindStringSubmatch(s); m != nil {
		group := mg.sexGroup(m[1])
		if len(group) != 2 {
			return nil, false, nil
		}
		cs, err := mg.clauses("Exactly one of " + group[0] + " and " + group[1] + " " + m[2])
		return cs, true, err
	}
	if m := noOneOfSex.FindStringSubmatch(s); m != nil {
		group := mg.sexGroup(m[1])
		if len(group) < 2 {
			return nil, false, nil
		}
		all := [][]logicgrid.Clue{nil}
		for i := 0; i+1 < len(group); i++ {
			cs, err := mg.clauses("Neither " + group[i] + " nor " + group[i+1] + " " + m[2])
			if err != nil {
				return nil, true, err
			}
			all = mg.product(all, cs)
		}
		return mg.uniqueClues(all), true, nil
	}
	return nil, false, nil
}

// sexPair is a group of two of one sex: "both girls", "both of the boys"
// (unseen50: "sat next to both girls"); "the two women" is read as a
// group elsewhere ("The kale and the peas were grown by the two women").
var sexPair = lazyRE(`(?i)(\bboth(?: of)?(?: the)?|^\s*of the two) (men|women|boys|girls|gentlemen|ladies)\b`)

// sexPairSaid is s with such a group named ("both Freya and Iris") where
// the puzzle says everyone's sex and the group is two people.
func (mg *magazine) sexPairSaid(s string) string {
	return sexPair.ReplaceAllStringFunc(s, func(m string) string {
		g := sexPair.FindStringSubmatch(m)
		names := mg.sexGroup(g[2])
		if len(names) != 2 {
			return m
		}
		if strings.HasPrefix(strings.ToLower(strings.TrimSpace(g[1])), "of") {
			return "Of " + names[0] + " and " + names[1] // "Of the two women, one ..."
		}
		return "both " + names[0] + " and " + names[1]
	})
}
