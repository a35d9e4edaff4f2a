package english

import "strings"

// "Of the two women, one worked at Acme and the other retired in 2015":
// the two people of one sex, when the puzzle says everyone's sex (titles,
// the story: theTwo) and exactly two are of it, said by name ("Of Mrs.
// Bell and Ms. Diaz, one ..."), so that the pair reading takes them.

// ofTheTwoOfSex is "Of the two NOUN, REST".
var ofTheTwoOfSex = lazyRE(`(?i)^\s*of the two (\pL+),\s*(.+)$`)

// twoGroupSaid is s with "Of the two women," said as the two by name, or
// s as it is.
func (mg *magazine) twoGroupSaid(s string) string {
	m := ofTheTwoOfSex.FindStringSubmatch(s)
	if m == nil || !pluralPeople[strings.ToLower(m[1])] {
		return s
	}
	head := "the two " + m[1]
	ts := tokenize(head)
	two := mg.theTwo(ts, make([]bool, len(ts)))
	if len(two) != 2 {
		return s
	}
	return "Of " + mg.p.ItemName(two[0]) + " and " + mg.p.ItemName(two[1]) + ", " + m[2]
}
