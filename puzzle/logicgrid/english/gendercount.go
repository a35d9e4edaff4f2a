package english

import "strings"

// How many of each sex the introduction says (unseen53): "Five old
// classmates, two men and three women": where first names tell all but
// some, and the count of one sex is already reached, the others are of
// the other sex (Tom and Mark are the two men, so Sue, a name of either
// sex here, is a woman). Said in Reading.Assumed, as genders from names
// are.

// ("two men and three women", "Three of the winning bidders were men and
// two were women")
var sexCount = lazyRE(`(?i)\b(one|two|three|four|five|six|\d)\s+(?:of\s+[a-z ]{0,40}?\s*(?:were|are)\s+)?(men|women|boys|girls)\s+and\s+(one|two|three|four|five|six|\d)\s+(?:(?:were|are)\s+)?(men|women|boys|girls)\b`)

// fromIntroCounts fills unknown sexes from such a count.
func (mg *magazine) fromIntroCounts() {
	m := sexCount.FindStringSubmatch(mg.p.Story)
	if m == nil || len(mg.gender) == 0 {
		return
	}
	want := map[gender]int{}
	for _, pair := range [][2]string{{m[1], m[2]}, {m[3], m[4]}} {
		n, ok := numberOf(strings.ToLower(pair[0]))
		if !ok {
			return
		}
		want[genderNouns[strings.ToLower(pair[1])]] += int(n)
	}
	if want[male]+want[female] != len(mg.gender) || want[male] == 0 || want[female] == 0 {
		return
	}
	have := map[gender]int{}
	for _, g := range mg.gender {
		have[g]++
	}
	var fill gender
	switch {
	case have[unknownGender] == 0:
		// every name told: the count confirms them ("the two women" are
		// then named by it, gendergroups.go)
		mg.countConfirmed = have[male] == want[male] && have[female] == want[female]
		return
	case have[male] > want[male] || have[female] > want[female]:
		return
	case have[male] == want[male]:
		fill = female
	case have[female] == want[female]:
		fill = male
	default:
		return
	}
	mg.countConfirmed = true
	for i, g := range mg.gender {
		if g == unknownGender {
			mg.gender[i] = fill
			mg.byCount = append(mg.byCount, mg.p.Domains[mg.genderCat].Items[i])
			if mg.fromNames != nil && i < len(mg.fromNames) {
				mg.fromNames[i] = true
			}
		}
	}
}
