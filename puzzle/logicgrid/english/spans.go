package english

import (
	"strings"

	"deduce/puzzle/logicgrid"
)

// Months and seasons: "celebrates in March", "has a summer birthday",
// "was not born in the winter" name a span of the days of a category of
// dates, not one item. As with a decade (decade.go), the word becomes a
// mention of the first date inside the span (spanMentions), and the guard
// widens the reading to every date in it (widenSpan): "Nora was born in
// March" of dates March 3rd, March 20th, May 12th is "Nora was born on
// March 3rd or March 20th".
//
// A season is read in the northern hemisphere (a story set in the south
// is refused), and only where its two usual bounds agree: summer is June
// to August by the calendar of months, June 21st to September 22nd by the
// sun; a date inside one and not the other (June 10th, September 5th)
// cannot be said to be in summer or not, and is refused.

// seasons are the day-of-year spans of each season by months and by the
// solstices and equinoxes (a non-leap year: dayOfYear), winter wrapping
// the year's end.
var seasons = map[string][2][2]int{
	"spring": {{60, 151}, {79, 171}},   // March-May; March 20th - June 20th
	"summer": {{152, 243}, {172, 265}}, // June-August; June 21st - September 22nd
	"autumn": {{244, 334}, {266, 354}}, // September-November; September 23rd - December 20th
	"winter": {{335, 59}, {355, 78}},   // December-February; December 21st - March 19th
}

// inSpan reports whether day v lies in span s, which may wrap the year.
func inSpan(v int, s [2]int) bool {
	if s[0] <= s[1] {
		return v >= s[0] && v <= s[1]
	}
	return v >= s[0] || v <= s[1]
}

// spanWord reads token k as a month or a season said as a span of dates:
// after "in", "during" or "throughout" ("in March", "during the
// summer"), or before a noun after an article or a possessive ("a summer
// birthday", "her May wedding"). It returns the span's bounds by each
// reckoning (a month's are the same twice) and its name, or ok false.
func spanWord(ts []tok, k int) (bounds [2][2]int, name string, ok bool) {
	w, raw := ts[k].w, ts[k].raw
	prev := ""
	if k > 0 {
		prev = ts[k-1].w
	}
	if k > 1 && prev == "the" {
		prev = ts[k-2].w
	}
	within := k > 0 && (prev == "in" || prev == "during" || prev == "throughout")
	before := k > 0 && (isArticle(ts[k-1].w) || set("her his their its")[ts[k-1].w] || possessive(ts[k-1].raw)) &&
		k+1 < len(ts) && set("birthday birthdays wedding weddings anniversary date dates holiday holidays party parties visit trip birth")[ts[k+1].w]
	if !within && !before {
		return bounds, "", false
	}
	if w == "fall" {
		w = "autumn" // "in the fall"; "in fall"
	}
	if s, isSeason := seasons[w]; isSeason {
		return s, w, true
	}
	mo := 0
	for i, m := range monthNames {
		if w == m {
			mo = i + 1
		}
	}
	if mo == 0 || raw == "" || strings.ToUpper(raw[:1]) != raw[:1] {
		return bounds, "", false // "march" in lower case is a verb
	}
	first, _ := dayOfYear(mo, "1")
	last, _ := dayOfYear(mo, "0")
	last += float64(monthDays[mo-1])
	s := [2]int{int(first), int(last)}
	return [2][2]int{s, s}, ts[k].raw, true
}

// dateCategory is the puzzle's one category of dates ("March 3rd"), or
// -1 when it has none or several.
func (mg *magazine) dateCategory() int {
	found := -1
	for d, nm := range mg.num {
		if nm != nil && nm.class == date {
			if found >= 0 {
				return -1
			}
			found = d
		}
	}
	return found
}

// spanItems are the dates of category d inside the span of the month or
// season at token k; an error where a season's two reckonings disagree on
// one of them, or none is inside.
func (mg *magazine) spanItems(ts []tok, k, d int) ([]logicgrid.Item, error) {
	bounds, name, _ := spanWord(ts, k)
	if seasons[name] != [2][2]int{} && southern(mg.p.Story) {
		return nil, errorf("%q: the story is set south of the equator, where the seasons are turned round: say the months", ts[k].raw)
	}
	var in []logicgrid.Item
	for i := range mg.p.N() {
		v := mg.p.Value(d, i)
		a, b := inSpan(v, bounds[0]), inSpan(v, bounds[1])
		if a != b {
			return nil, errorf("%q: %s is %s by the months but not by the sun (or the other way round): say the months", ts[k].raw, mg.p.Domains[d].Items[i], name)
		}
		if a {
			in = append(in, logicgrid.Item{D: d, I: i})
		}
	}
	if len(in) == 0 {
		return nil, errorf("%q: none of the %s is in %s", ts[k].raw, mg.p.Domains[d].Name, ts[k].raw)
	}
	return in, nil
}

// southern reports whether a story says it is set south of the equator.
func southern(story string) bool {
	s := strings.ToLower(story)
	for _, w := range []string{"australia", "new zealand", "south africa", "argentin", "chile", "southern hemisphere", "sydney", "melbourne", "auckland", "cape town", "buenos aires"} {
		if strings.Contains(s, w) {
			return true
		}
	}
	return false
}

// spanMentions adds a mention for each month or season said as a span
// (spanWord) that names no item, in a puzzle with one category of dates:
// the first date inside it, widened by the guard (widenSpan).
func (mg *magazine) spanMentions(ts []tok, ms []mention) ([]mention, error) {
	d := mg.dateCategory()
	if d < 0 {
		return ms, nil
	}
	for k := range ts {
		if mentionAt(ms, k) {
			continue
		}
		if _, _, ok := spanWord(ts, k); !ok {
			continue
		}
		in, err := mg.spanItems(ts, k, d)
		if err != nil {
			return nil, err
		}
		at := mentionSlot(ms, k)
		ms = append(ms[:at], append([]mention{{items: in[:1], start: k, end: k + 1}}, ms[at:]...)...)
	}
	return ms, nil
}

// widenSpans reads each mention of a month or a season (spanMentions) as
// the dates inside it: "is" that date becomes "is one of them", "is not"
// none of them; any other use of it is refused.
func (g guarded) widenSpans(cs []logicgrid.Clue) ([]logicgrid.Clue, error) {
	d := g.mg.dateCategory()
	if d < 0 {
		return cs, nil
	}
	for j, m := range g.ms {
		if m.end != m.start+1 || g.its[j].D != d {
			continue
		}
		if _, _, ok := spanWord(g.ts, m.start); !ok {
			continue
		}
		in, err := g.mg.spanItems(g.ts, m.start, d)
		if err != nil {
			return nil, err
		}
		cs = g.sameOnce(cs, j)
		if cs, err = g.widenItems(cs, j, in, "a month or a season is a span of dates, not one"); err != nil {
			return nil, errorf("%q: %s", g.ts[m.start].raw, err)
		}
	}
	return cs, nil
}

// sameOnce says "A is X" and "B is X" of mention j's item X as "A is B"
// and "A is X", so that X is widened once: "the yoyo was Dee's March
// present" is the yoyo's and Dee's one date in March, not each a date in
// March.
func (g guarded) sameOnce(cs []logicgrid.Clue, j int) []logicgrid.Clue {
	var first logicgrid.Item
	n := 0
	out := make([]logicgrid.Clue, 0, len(cs))
	for _, c := range cs {
		if c.Kind != logicgrid.Same || len(c.Items) != 2 || !g.involves(c, j) {
			out = append(out, c)
			continue
		}
		x := c.Items[0]
		if g.mentionOf(x) == j {
			x = c.Items[1]
		}
		if n == 0 {
			first = x
			out = append(out, c)
		} else if x != first {
			out = append(out, logicgrid.Clue{Kind: logicgrid.Same, Items: []logicgrid.Item{first, x}})
		}
		n++
	}
	return out
}
