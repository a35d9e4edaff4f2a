package english

import (
	"strings"

	"deduce/puzzle/logicgrid"
)

// "Bruno arrived at 8:00am or finished fourth, or both": an either/or
// that allows both, at least one of the two. The clause is read without
// ", or both" and its "either" (Either: exactly one) is read as "if not
// the one, then the other" (IfNotThen). A reading with no such either,
// or with more than two options, is refused: "or both" must not be
// dropped.

// orBothTail is ", or both" ending a sentence.
var orBothTail = lazyRE(`(?i)^(.+?),? or both[.!]?$`)

// orBoth reads s when it ends in "or both"; ok is false when it does not.
func (mg *magazine) orBoth(s string) (_ [][]logicgrid.Clue, ok bool, err error) {
	m := orBothTail.FindStringSubmatch(s)
	if m == nil || strings.HasSuffix(strings.ToLower(strings.TrimSpace(m[1])), "neither") {
		return nil, false, nil
	}
	rs, err := mg.clue(m[1] + ".")
	if err != nil {
		return nil, true, err
	}
	out := make([][]logicgrid.Clue, 0, len(rs))
	for _, r := range rs {
		var cs []logicgrid.Clue
		eithers := 0
		for _, c := range r {
			if c.Kind != logicgrid.Either {
				cs = append(cs, c)
				continue
			}
			if len(c.Items) != 3 {
				return nil, true, errorf("\"or both\" of more than two options is not read: say \"at least one of\"")
			}
			eithers++
			x, a, b := c.Items[0], c.Items[1], c.Items[2]
			cs = append(cs, logicgrid.Clue{Kind: logicgrid.IfNotThen, Items: []logicgrid.Item{x, a, x, b}})
		}
		if eithers != 1 {
			return nil, true, errorf("\"or both\": the sentence is not read as one either/or of two options")
		}
		out = append(out, cs)
	}
	return out, true, nil
}
