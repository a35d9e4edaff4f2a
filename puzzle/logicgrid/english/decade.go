package english

import (
	"strconv"
	"strings"

	"deduce/puzzle/logicgrid"
)

// Decades: "married in the 1980s", "in her 30s" name a range of values
// of a category of years (or ages), not one item. The decade word becomes
// a mention of the first item in its range (decadeMentions), so the clause
// reads as if it named that year; the guard (senseDecade) then widens the
// reading to every item in the range: "Norman married in the 1980s" of
// years 1962, 1975, 1981, 1984 is "Norman married in 1981 or 1984".

// decadeSpan is the range a decade word names ("1980s": 1980 to 1989,
// "30s": 30 to 39), with whether it is of years (four digits); ok false
// for no decade word.
func decadeSpan(raw string) (lo, hi int, years, ok bool) {
	if !decade(raw) {
		return 0, 0, false, false
	}
	digits := strings.TrimSuffix(strings.TrimSuffix(strings.ToLower(raw), "s"), "'")
	v, err := strconv.Atoi(digits)
	if err != nil || v%10 != 0 || (len(digits) != 4 && len(digits) != 2) || v == 0 {
		return 0, 0, false, false
	}
	return v, v + 9, len(digits) == 4, true
}

// decadeCategory is the one category a decade word at token k measures:
// years ("in the 1980s": a category of years) or ages ("in her 30s": a
// category named ages, or of numbers in years); -1 when none or several.
func (mg *magazine) decadeCategory(ts []tok, k int) int {
	_, _, years, ok := decadeSpan(ts[k].raw)
	if !ok || k < 2 {
		return -1
	}
	after := ts[k-2].w == "in" || ts[k-2].w == "during"
	if !after || !(ts[k-1].w == "the" && years || !years && (ts[k-1].w == "her" || ts[k-1].w == "his" || ts[k-1].w == "their")) {
		return -1
	}
	found := -1
	for d, nm := range mg.num {
		switch {
		case nm == nil:
			continue
		case years && nm.class == year, !years && nm.class == number && ageLike(mg.p.Domains[d].Name, nm) && (nm.unit == "" || strings.HasPrefix(strings.ToLower(nm.unit), "year")):
		default:
			continue
		}
		if found >= 0 {
			return -1
		}
		found = d
	}
	if found >= 0 {
		for _, it := range mg.p.Domains[found].Items {
			if decade(strings.TrimSpace(it)) {
				return -1 // items that are decades themselves ("1880s"): the guard's own
			}
		}
	}
	return found
}

// decadeItems are the items of category d inside the decade raw names;
// of a year word ending in "00s" ("the 1700s"), which also names a
// century, the items of the century when none is in the decade (a decade
// and a century with different items are refused: centuryClash).
func (mg *magazine) decadeItems(d int, raw string) []logicgrid.Item {
	lo, hi, years, _ := decadeSpan(raw)
	out := mg.itemsIn(d, lo, hi)
	if years && lo%100 == 0 && len(out) == 0 {
		return mg.itemsIn(d, lo, lo+99)
	}
	return out
}

// centuryClash reports whether a year word ending in "00s" names items of
// d in its decade and other items in its century: "the 1900s" of 1905 and
// 1950 may be either.
func (mg *magazine) centuryClash(d int, raw string) bool {
	lo, hi, years, _ := decadeSpan(raw)
	if !years || lo%100 != 0 {
		return false
	}
	dec, cen := mg.itemsIn(d, lo, hi), mg.itemsIn(d, lo, lo+99)
	return len(dec) > 0 && len(dec) != len(cen)
}

// itemsIn are the items of category d with values from lo to hi.
func (mg *magazine) itemsIn(d, lo, hi int) []logicgrid.Item {
	var out []logicgrid.Item
	scale := 1
	if mg.num[d] != nil && mg.num[d].scale > 0 {
		scale = int(mg.num[d].scale)
	}
	for i := range mg.p.N() {
		if v := mg.p.Value(d, i); v >= lo*scale && v <= hi*scale {
			out = append(out, logicgrid.Item{D: d, I: i})
		}
	}
	return out
}

// decadeMentions adds a mention for each decade word after "in the" (or
// "in her") that names no item: the first item of its category inside
// the decade, widened by the guard. A decade no item falls in is refused.
func (mg *magazine) decadeMentions(ts []tok, ms []mention) ([]mention, error) {
	for k := range ts {
		if mentionAt(ms, k) {
			continue
		}
		d := mg.decadeCategory(ts, k)
		if d < 0 {
			continue
		}
		in := mg.decadeItems(d, ts[k].raw)
		if mg.centuryClash(d, ts[k].raw) {
			lo, _, _, _ := decadeSpan(ts[k].raw)
			return nil, errorf("%q: the decade %d to %d or the century %d to %d? Say which", ts[k].raw, lo, lo+9, lo, lo+99)
		}
		if len(in) == 0 {
			return nil, errorf("%q: none of the %s is in the %s", ts[k].raw, mg.p.Domains[d].Name, ts[k].raw)
		}
		at := mentionSlot(ms, k)
		ms = append(ms[:at], append([]mention{{items: in[:1], start: k, end: k + 1}}, ms[at:]...)...)
	}
	return ms, nil
}

// widenDecade reads the clues of a clause whose mention j is a decade
// word (decadeMentions): "is" that year becomes "is one of the years in
// it", "is not" none of them; any other use of it is refused.
func (g guarded) widenDecade(cs []logicgrid.Clue, j int, reason string) ([]logicgrid.Clue, error) {
	return g.widenItems(cs, j, g.mg.decadeItems(g.its[j].D, g.ts[g.ms[j].start].raw), reason)
}

// widenItems reads mention j, which stands for the items in (a decade, a
// month), as any of them: "is" it becomes "is one of in", "is not" none
// of them; any other use of it is refused.
func (g guarded) widenItems(cs []logicgrid.Clue, j int, in []logicgrid.Item, reason string) ([]logicgrid.Clue, error) {
	out := make([]logicgrid.Clue, 0, len(cs))
	for _, c := range cs {
		if !g.involves(c, j) {
			out = append(out, c)
			continue
		}
		if len(c.Items) != 2 || c.Kind != logicgrid.Same && c.Kind != logicgrid.Different {
			return nil, errorf("%s, and only \"X is in it\" (\"in the 1980s\", \"in March\") or is not is read of it", reason)
		}
		x := c.Items[0]
		if g.mentionOf(x) == j {
			x = c.Items[1]
		}
		switch {
		case c.Kind == logicgrid.Different:
			out = append(out, logicgrid.Clue{Kind: logicgrid.Different, Items: append([]logicgrid.Item{x}, in...)})
		case len(in) == 1:
			out = append(out, logicgrid.Clue{Kind: logicgrid.Same, Items: []logicgrid.Item{x, in[0]}})
		default:
			out = append(out, logicgrid.Clue{Kind: logicgrid.Either, Items: append([]logicgrid.Item{x}, in...)})
		}
	}
	return out, nil
}

// decadeWords are the decades of a life in words ("in her thirties"),
// said in digits ("in her 30s") for decadeMentions.
var decadeWords = lazyRE(`(?i)\b(in (?:his|her|their|the) (?:early |late |mid-)?)(twenties|thirties|forties|fifties|sixties|seventies|eighties|nineties)\b`)

var decadeDigits = map[string]string{"twenties": "20s", "thirties": "30s", "forties": "40s", "fifties": "50s", "sixties": "60s", "seventies": "70s", "eighties": "80s", "nineties": "90s"}

// decadeWordsSaid is s with each decade of a life in words said in digits;
// "early", "late" and "mid-" are left as they are (and refused: part of a
// decade is no decade).
func decadeWordsSaid(s string) string {
	return decadeWords.ReplaceAllStringFunc(s, func(g string) string {
		m := decadeWords.FindStringSubmatch(g)
		if strings.Contains(strings.ToLower(m[1]), "early") || strings.Contains(strings.ToLower(m[1]), "late") || strings.Contains(strings.ToLower(m[1]), "mid") {
			return g
		}
		return m[1] + decadeDigits[strings.ToLower(m[2])]
	})
}
