package english

import (
	"slices"

	"deduce/puzzle/logicgrid"
)

// "Back-to-back" of a schedule (unseen34): "The Marrows play back-to-back
// with the band from Cardiff", "Otis and Ravi have back-to-back lessons,
// Otis going first", "Ann and Bo had back-to-back appointments": the two
// have neighbouring times in the schedule, one straight after the other
// (next in the category's order, whatever the gap), in either order unless
// the sentence says who went first. The schedule is the category the noun
// after it names ("lessons" of "lesson times"), else the puzzle's one
// category of times. "In back-to-back years" (a unit of time) is apart.go's.

// oneAfterOther says "back-to-back" in other words: "Kath and Lenny
// arrived one after the other" (it was read "1 minute after"), "...
// finished one straight after another", "... in succession",
// "consecutively".
var oneAfterOther = lazyRE(`(?i)\b(?:one (?:straight |right |immediately |directly )?after (?:the other|another)|in (?:immediate )?succession|consecutively)\b`)

// backToBackSaid is s with those words said "back-to-back".
func backToBackSaid(s string) string {
	return oneAfterOther.ReplaceAllString(s, "back-to-back")
}

// backToBack reads such a clause; ok is false when it has no
// "back-to-back", or one followed by a unit of time (apart.go reads it).
func (mg *magazine) backToBack(ts []tok, inMention []bool, ms []mention, its []logicgrid.Item) ([]logicgrid.Clue, bool, error) {
	at := -1
	for k := range ts {
		if !inMention[k] && ts[k].w == "back" && wordAt(ts, k+1) == "to" && wordAt(ts, k+2) == "back" && !inMention[min(k+2, len(ts)-1)] {
			at = k
			break
		}
	}
	if at < 0 {
		return nil, false, nil
	}
	next := at + 3
	noun := ""
	if next < len(ts) && !inMention[next] && ts[next].w != "with" {
		noun = ts[next].w
		if spanSeconds(noun) > 0 || stepOfTime(noun) {
			return nil, false, nil // "in back-to-back years": apart.go
		}
		next++
	}
	phraseAt := phrase(ts, max(0, at-2), min(len(ts), at+4))
	if len(ms) < 2 || len(ms[0].items) != 1 || len(ms[1].items) != 1 {
		return nil, true, errorf("%q: says which two are back-to-back only of two things named", phraseAt)
	}
	x, y := ms[0].items[0], ms[1].items[0]
	used := 2
	switch {
	case ms[1].end <= at && (pairJoined(ts, inMention, ms[0], ms[1]) || mg.nounedPair(ts, inMention, ms[0], ms[1])):
		// "X and Y have back-to-back lessons", "The Keswick runner and Y
		// finished back-to-back"
	case ms[0].end <= at && ms[1].start > next && ms[1].start <= next+4 && wordAt(ts, next) == "with":
		// "X plays back-to-back with Y", "... with the band from Cardiff"
	default:
		return nil, true, errorf("%q: say \"A and B were back-to-back\" or \"A was back-to-back with B\"", phraseAt)
	}
	first := -1 // 0: x went first, 1: y did
	if len(ms) == 3 && len(ms[2].items) == 1 && ms[2].start > at {
		// "..., Otis going first", "..., with Ravi second"
		k := ms[2].end
		if k < len(ts) && !inMention[k] && orderVerbs[ts[k].w] {
			k++
		}
		w := wordAt(ts, k)
		if k+1 != len(ts) || (w != "first" && w != "second") {
			return nil, true, errorf("%q: who went first is read only as \", A going first\"", phraseAt)
		}
		who := ms[2].items[0]
		switch who {
		case x:
			first = 0
		case y:
			first = 1
		default:
			return nil, true, errorf("%q: the one said to go first is neither of the two", phraseAt)
		}
		if w == "second" {
			first = 1 - first
		}
		used = 3
	}
	if len(ms) != used {
		return nil, true, errorf("%q: a difference is read between two things only, found %d", phraseAt, len(ms))
	}
	for k, t := range ts {
		if inMention[k] {
			continue
		}
		if negationWords[t.w] || t.w == "either" || t.w == "neither" || t.w == "or" || t.w == "if" {
			return nil, true, errorf("%q with %q is not read: say it in simpler sentences", phraseAt, t.raw)
		}
		if _, cmp := comparatives[t.w]; cmp {
			return nil, true, errorf("%q with a comparison (%q) is not read: say it in simpler sentences", phraseAt, t.raw)
		}
	}
	d, err := mg.scheduleOf(noun)
	if noun == "" && finishVerbAt(ts, at) {
		// "finished back-to-back": next in the finishing order (the
		// places, else the race's times or points), never in a
		// schedule of start times
		d, err = mg.onlyRank(), nil
		if d < 0 {
			d, _ = mg.contestRank()
		}
		if d < 0 {
			err = errorf("finished back-to-back in which order? No category of places, and no one contest of times or points")
		}
	}
	if err != nil {
		return nil, true, errorf("%q: %v", phraseAt, err)
	}
	if step := mg.indexStep(d); step > 0 {
		// evenly spaced: the step, as "straight after" reads it
		switch first {
		case 0:
			return []logicgrid.Clue{{Kind: logicgrid.DiffBy, Items: []logicgrid.Item{x, y}, Domain: d, K: step}}, true, nil
		case 1:
			return []logicgrid.Clue{{Kind: logicgrid.DiffBy, Items: []logicgrid.Item{y, x}, Domain: d, K: step}}, true, nil
		}
		return []logicgrid.Clue{{Kind: logicgrid.ApartBy, Items: []logicgrid.Item{x, y}, Domain: d, K: step}}, true, nil
	}
	rank := mg.ranks(d)
	if first < 0 && slices.IsSorted(rank) {
		// listed in order ("41 minutes, 44 minutes, 48 minutes"): one
		// step apart along the list
		return []logicgrid.Clue{{Kind: logicgrid.Apart, Items: []logicgrid.Item{x, y}, Domain: d, K: 1}}, true, nil
	}
	cs, some := relate(mg.p, x, y, d, func(a, b int) bool {
		switch first {
		case 0:
			return rank[b] == rank[a]+1
		case 1:
			return rank[a] == rank[b]+1
		}
		return rank[a]-rank[b] == 1 || rank[b]-rank[a] == 1
	})
	if !some {
		return nil, true, errorf("%q: no two %s are next to each other for them", phraseAt, mg.p.Domains[d].Name)
	}
	return cs, true, nil
}

// orderVerbs say who went first: "Otis going first", "with Ann on second".
var orderVerbs = set("going coming playing swimming being on taking performing")

// scheduleOf is the category "back-to-back" steps along: the numeric
// category whose noun is said ("lessons" of "lesson times"), else the only
// category of times (clock times, days, dates, months, years).
func (mg *magazine) scheduleOf(noun string) (int, error) {
	var named, times []int
	for d, nm := range mg.num {
		if nm == nil {
			continue
		}
		if noun != "" && hasCue(mg.lx.cues[d], noun) {
			named = append(named, d)
		}
		if timeClass(nm.class) {
			times = append(times, d)
		}
	}
	switch {
	case len(named) == 1:
		return named[0], nil
	case len(named) == 0 && len(times) == 1:
		return times[0], nil
	case len(named) == 0 && len(times) == 0:
		return 0, errorf("no category of times to be back-to-back in")
	}
	return 0, errorf("back-to-back in which category? Say it with the category's noun")
}

// ranks are the places of category d's items in order of value (0 the
// least).
func (mg *magazine) ranks(d int) []int {
	n := len(mg.p.Domains[d].Items)
	order := make([]int, n)
	for i := range order {
		order[i] = i
	}
	slices.SortStableFunc(order, func(a, b int) int { return mg.p.Value(d, a) - mg.p.Value(d, b) })
	rank := make([]int, n)
	for r, i := range order {
		rank[i] = r
	}
	return rank
}
