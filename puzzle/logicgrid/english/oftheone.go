package english

import (
	"strings"

	"deduce/puzzle/logicgrid"
)

// "Of Hana and Ivo, the one who set off later walked the shorter distance"
// (unseen73): one of the two is the more of one measure and the less of
// another. Each of the two is a reading ("Hana set off later than Ivo;
// Hana walked a shorter distance than Ivo"), and the puzzle decides (a
// disjunction read so is never misread: see quantifiedOrder).

var ofTheOneWho = lazyRE(`(?i)^\s*of (.+?) and (.+?), the one (?:who|that) (.+)$`)

// ofTheOne reads such a sentence; ok is false for any other.
func (mg *magazine) ofTheOne(s string) (_ [][]logicgrid.Clue, ok bool, _ error) {
	m := ofTheOneWho.FindStringSubmatch(strings.TrimRight(strings.TrimSpace(s), ".!"))
	if m == nil || !mg.onlyMention(m[1]) || !mg.onlyMention(m[2]) {
		return nil, false, nil
	}
	ws := strings.Fields(m[3])
	// the first comparative closes the relative clause; "the" and a
	// comparative later say the second measure
	first, second := -1, -1
	for k, w := range ws {
		_, cmp := comparatives[strings.ToLower(w)]
		switch {
		case cmp && first < 0:
			first = k
		case cmp && first >= 0 && k > first+1 && strings.EqualFold(ws[k-1], "the"):
			second = k
		}
	}
	if first < 0 || second < 0 || first+1 >= len(ws) || second-1 <= first+1 {
		return nil, false, nil
	}
	rel := strings.Join(ws[:first+1], " ")
	main := append(append(append([]string(nil), ws[first+1:second-1]...), "a"), ws[second:]...)
	var out [][]logicgrid.Clue
	for _, ab := range [][2]string{{m[1], m[2]}, {m[2], m[1]}} {
		a, b := ab[0], ab[1]
		x, err := mg.clue(a + " " + rel + " than " + b)
		if err != nil {
			return nil, true, err
		}
		y, err := mg.clue(a + " " + strings.Join(main, " ") + " than " + b)
		if err != nil {
			return nil, true, err
		}
		out = append(out, mg.product(x, y)...)
	}
	return mg.uniqueClues(out), true, nil
}
