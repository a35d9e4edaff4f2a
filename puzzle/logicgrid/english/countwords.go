package english

import "strconv"

// countWords reads a number word as the count it names where a category
// of plain counts has that count and the words around it say the count is
// that category's: "a staff of four", "a crew of six" (the category's noun,
// "of", the number) or "four staff", "six players" (the number, then the
// noun). Digits there are read as the item already ("a staff of 4");
// elsewhere a number word stays an amount or a word ("four times as
// long", "the two professors").
func (mg *magazine) countWords(ts []tok) []tok {
	for k := range ts {
		v, ok := numberWords[ts[k].w]
		if !ok || ts[k].w == "a" || ts[k].w == "an" || ts[k].w == "one" && (k == 0 || ts[k-1].w != "of") {
			continue // "the one who", "one more than": no count
		}
		if k > 0 && groupWords[ts[k-1].w] {
			continue // "the four staff", "all three players": a group, no count of it
		}
		digits := strconv.Itoa(v)
		for d, nm := range mg.p.Domains {
			if mg.num[d] == nil || mg.num[d].class != number || indexOf(nm.Items, digits) < 0 && (mg.num[d].unit == "" || indexOf(nm.Items, digits+" "+mg.num[d].unit) < 0) {
				continue // ("the party of three" of "3 guests": the count with its unit)
			}
			before := k >= 2 && ts[k-1].w == "of" && mg.cueNoun(d, ts[k-2].w)
			after := k+1 < len(ts) && mg.cueNoun(d, ts[k+1].w)
			if before || after {
				ts[k].w = digits
				if unit := mg.num[d].unit; indexOf(nm.Items, digits) < 0 && unit != "" && !after {
					// "the party of two" of "2 guests": said as the item
					// ("the 2 guests"), never the bare 2 (pew 2)
					ts[k-2].w, ts[k-1].w, ts[k].w = digits, unit, ""
				}
				break
			}
		}
	}
	out := ts[:0]
	for _, t := range ts {
		if t.w != "" {
			out = append(out, t)
		}
	}
	return out
}

// cueNoun is w one of the words naming category d, as a noun (not a verb
// made of it, which hasCue allows).
func (mg *magazine) cueNoun(d int, w string) bool {
	if d >= len(mg.lx.cues) {
		return false
	}
	for _, c := range mg.lx.cues[d] {
		if sameWord(c, w) {
			return true
		}
	}
	return false
}

func indexOf(xs []string, x string) int {
	for i, y := range xs {
		if y == x {
			return i
		}
	}
	return -1
}

// groupWords before a number word make it the size of a group of items.
var groupWords = set("the all these those both each every")
