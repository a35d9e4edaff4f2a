package english

import (
	"regexp"
	"strings"
)

// Landmarks at the ends of a row (unseen10): "huts numbered 1 to 5 going
// away from the pier", "stalls numbered from the church end", "carriage 1
// right behind the engine". The introduction says which end a landmark is
// at; a clue then measures along the row by it: "nearer the pier than",
// "the one furthest from the church", "at the far end from the pier", "on
// the church side", "the next one along, going away from the pier", and,
// where the front is known (a train's engine, "from front to back"), "in
// front of", "behind", "further back than", "the rear carriage".
//
// Each is said again in the words positions.go reads ("further left
// than", "rightmost", "immediately to the right of"), along the row's own
// left and right (so "numbered from right to left" still holds), before
// the sentence's items are found. A landmark no introduction places is
// refused ("which end of the row is the pier at?"), never dropped: "nearer
// the pier than" read as plain "less" is a guess.

// rowEnds are the landmarks at each end of the puzzle's row: the first
// position's end and the last's.
type rowEnds struct {
	first, last map[string]bool
}

var (
	// "numbered 1 to 5 going away from the pier", "numbered from the
	// church end", "numbered 1 to 6 starting at the gate", "numbered 1st
	// to 5th from the church gate" (the church and the gate)
	// (at most six words between, so that a later "from the village" of
	// another clause is not taken)
	numberedFrom = lazyRE(`\bnumbered((?:\s+[\w,]+){0,6}?)\s+(?:(?:going|moving|running|heading|counting|walking|travelling|traveling)\s+)?(away from|from|starting (?:at|from)|towards?)\s+the\s+([a-z]+)(?:\s+([a-z]+))?`)
	// "with carriage 1 right behind the engine", "hut 1 is nearest the
	// pier", "1 being next to the gate"
	// "numbered 1 (right behind the driver) to 5" (unseen50)
	// "with space 1 nearest the front entrance" (the front and the
	// entrance), "pew 1 at the front, nearest the altar" (unseen62)
	oneBy   = lazyRE(`\b1\s+\(?(?:is\s+|being\s+|sits\s+|stands\s+)?(?:right\s+|directly\s+|just\s+|immediately\s+)?(?:behind|next to|nearest(?: to)?|closest(?: to)?|beside|by|at)\s+the\s+([a-z]+)(?:\s+([a-z]+))?`)
	oneNear = lazyRE(`\b1\s+(?:at|is at)\s+the\s+(?:front|back|rear|top|bottom|start|end)\s*,\s+(?:nearest|closest)(?: to)?\s+the\s+([a-z]+)`)
	// "from front to back", "from the back to the front", "from the
	// front of the queue to the back"
	frontToBack = lazyRE(`\bfrom\s+(?:the\s+)?(front|back|rear)\s+(?:of\s+the\s+[a-z]+\s+)?to\s+(?:the\s+)?(front|back|rear)\b`)
)

// outwardStory is a row numbered outwards ("numbered 1 to 4 going out
// from the harbour wall", "berth 4 the furthest out").
var outwardStory = lazyRE(`(?i)\b(?:going|running|heading) out from\b|\b(?:furthest|farthest) out\b`)

// farEndFirst is a story that puts the first place at the far end.
var farEndFirst = lazyRE(`(?i)\b1\s+(?:is\s+|being\s+|lies\s+|sits\s+)?at the far end\b`)

// frontNouns lead a train or a procession: the end they are at is its
// front.
var frontNouns = set("engine locomotive loco cab driver")

// ends reads the introduction's landmarks (nil when it names none, or
// when the puzzle has no row of numbered places).
func (mg *magazine) ends() *rowEnds {
	if mg.rowDomain() < 0 {
		return nil
	}
	story := strings.ToLower(mg.p.Story)
	e := &rowEnds{first: map[string]bool{}, last: map[string]bool{}}
	add := func(noun string, first bool) {
		noun = singular(noun)
		if set("left right top bottom start end row middle same other one")[noun] {
			return // "from left to right": no landmark; stacks are read elsewhere
		}
		if first {
			e.first[noun] = true
		} else {
			e.last[noun] = true
		}
	}
	for _, m := range numberedFrom.FindAllStringSubmatch(story, -1) {
		if !set(strings.ReplaceAll(m[1], ",", " "))["and"] && !set(strings.ReplaceAll(m[1], ",", " "))["who"] {
			add(m[3], !strings.HasPrefix(m[2], "toward"))
			if m[4] != "" && !stop[m[4]] && !set("end side to and in on at of with where")[m[4]] {
				add(m[4], !strings.HasPrefix(m[2], "toward")) // "from the church gate": the gate too
			}
		}
	}
	oneStory := story
	if first := strings.ToLower(strings.TrimSpace(mg.p.Domains[mg.rowDomain()].Items[0])); first != "1" && hasDigit(first) && !strings.ContainsAny(first, " ") {
		// "rooms 11 to 15 ..., room 11 being nearest the lift": the first
		// place by its own number
		oneStory = regexp.MustCompile(`\b`+regexp.QuoteMeta(first)+`\b`).ReplaceAllString(story, "1")
	}
	for _, m := range oneBy.FindAllStringSubmatch(oneStory, -1) {
		add(m[1], true)
		if m[2] != "" && !stop[m[2]] && !set("end side to and in on at of with where")[m[2]] && !stop[m[1]] {
			add(m[2], true) // "nearest the front entrance": the entrance too
		}
	}
	for _, m := range oneNear.FindAllStringSubmatch(story, -1) {
		add(m[1], true)
	}
	front := 0 // +1: the front is the first's end, -1 the last's
	if m := frontToBack.FindStringSubmatch(story); m != nil && (m[1] == "front") != (m[2] == "front") {
		front = ifThen(m[1] == "front", 1, -1)
	}
	for n := range frontNouns {
		switch {
		case e.first[n]:
			front = 1
		case e.last[n]:
			front = -1
		}
	}
	if front != 0 {
		add("front", front > 0)
		add("back", front < 0)
		add("rear", front < 0)
	}
	for n := range e.first {
		if e.last[n] { // said at both ends: it places nothing
			delete(e.first, n)
			delete(e.last, n)
		}
	}
	if len(e.first)+len(e.last) == 0 {
		return nil
	}
	return e
}

// rowDomain is the puzzle's category of numbered places in a row (not a
// stack), or -1 when it has none or several.
func (mg *magazine) rowDomain() int {
	found := -1
	for d, dom := range mg.p.Domains {
		if mg.positionsAt(d) && !verticalNouns[domainNoun(dom.Name)] && !rankNouns[domainNoun(dom.Name)] {
			if found >= 0 {
				return -1
			}
			found = d
		}
	}
	return found
}

// landmarkWords says a sentence's landmark phrases again in positions.go's
// words (see the top of this file); a landmark the introduction does not
// place, next to a word that measures by it, is refused.
func (mg *magazine) landmarkWords(ts []tok) ([]tok, error) {
	if mg.rowDomain() < 0 {
		return ts, nil
	}
	e := mg.ends()
	flipped := strings.Contains(strings.ToLower(mg.p.Story), "right to left")
	// side is the word for the way towards the first position, or away
	sideOf := func(towardFirst bool) string {
		if towardFirst != flipped {
			return "left"
		}
		return "right"
	}
	// landmark reports whether ts[k] is a landmark no item names, and
	// whether it is at the first position's end
	landmark := func(k int) (known, atFirst bool) {
		if k < 0 || k >= len(ts) || e == nil || len(mg.lx.mentions(ts[k:k+1])) > 0 {
			return false, false
		}
		n := singular(ts[k].w)
		return e.first[n] || e.last[n], e.first[n]
	}
	// theNoun finds "[to] the NOUN" from k: the noun's index, else -1
	theNoun := func(k int, skips ...string) int {
		for k < len(ts) && set(strings.Join(skips, " "))[ts[k].w] {
			k++
		}
		if wordAt(ts, k) != "the" || k+1 >= len(ts) {
			return -1
		}
		return k + 1
	}
	words := func(at int, ws ...string) []tok {
		out := make([]tok, len(ws))
		for i, w := range ws {
			out[i] = tok{w: w, raw: w, col: ts[at].col, end: ts[at].end}
		}
		return out
	}
	counted := func(k int) bool { // "two huts nearer": a count of places before k
		if k < 2 {
			return false
		}
		_, num := numberOf(ts[k-2].w)
		return num && mg.positionNoun(ts[k-1].w)
	}
	// a direction said for the whole sentence: ", going away from the
	// pier", ", counting from the church"
	dir, dirAt, dirEnd := "", -1, -1
	for k := 0; k+3 < len(ts); k++ {
		if !set("going moving heading walking counting travelling traveling working looking")[ts[k].w] {
			continue
		}
		j, toward := k+1, false
		switch {
		case ts[j].w == "away" && wordAt(ts, j+1) == "from":
			j += 2
		case ts[j].w == "from":
			j++
		case ts[j].w == "towards" || ts[j].w == "toward":
			j, toward = j+1, true
		default:
			continue
		}
		if wordAt(ts, j) != "the" {
			continue
		}
		known, atFirst := landmark(j + 1)
		if !known {
			if mg.landmarkLike(ts, j+1) {
				return nil, errorf("%q: which end of the row is the %s at? Say in the introduction (\"numbered 1 to 5 going away from the %s\")", phrase(ts, k, j+2), ts[j+1].raw, ts[j+1].raw)
			}
			continue
		}
		dir, dirAt, dirEnd = sideOf(atFirst == toward), k, j+2
		break
	}
	var out []tok
	directed := false
	for k := 0; k < len(ts); k++ {
		if k == dirAt {
			k = dirEnd - 1
			continue
		}
		w := ts[k].w
		switch {
		case (w == "nearer" || w == "closer" || w == "further" || w == "farther") && !measured(ts, k, mg):
			near := w == "nearer" || w == "closer"
			var j int
			if near {
				j = theNoun(k+1, "to")
			} else if set("away from")[wordAt(ts, k+1)] {
				j = theNoun(k+1, "away", "from")
			} else {
				j = -1
			}
			if j < 0 {
				break
			}
			known, atFirst := landmark(j)
			if !known {
				if mg.landmarkLike(ts, j) {
					return nil, errorf("%q: which end of the row is the %s at? Say in the introduction (\"numbered 1 to 5 going away from the %s\")", phrase(ts, k, j+1), ts[j].raw, ts[j].raw)
				}
				break
			}
			side := sideOf(atFirst == near)
			end := j + 1
			if wordAt(ts, end) == "than" {
				if e := othersEnd(ts, end+1, mg); e > 0 && !counted(k) {
					// "closer to the entrance than any other", "than all the
					// other stalls": the end one ("leftmost")
					out = append(out, words(k, side+"most")...)
					k = e - 1
					continue
				}
				end++
			}
			if counted(k) {
				out = append(out, words(k, side, "of")...)
			} else {
				out = append(out, words(k, "further", side, "than")...)
			}
			k = end - 1
			continue
		case w == "nearest" || w == "closest" || w == "furthest" || w == "farthest":
			near := w == "nearest" || w == "closest"
			j := theNoun(k+1, ifThenS(near, "to", "away from")...)
			if j < 0 {
				break
			}
			known, atFirst := landmark(j)
			if !known {
				if mg.landmarkLike(ts, j) {
					return nil, errorf("%q: which end of the row is the %s at? Say in the introduction (\"numbered 1 to 5 going away from the %s\")", phrase(ts, k, j+1), ts[j].raw, ts[j].raw)
				}
				break
			}
			if len(out) > 0 && out[len(out)-1].w == "end" {
				// "the end nearest the pier": that end
				out = append(out[:len(out)-1], words(k, sideOf(atFirst == near), "end")...)
			} else {
				out = append(out, words(k, sideOf(atFirst == near)+"most")...)
			}
			k = j
			continue
		case (w == "far" || w == "other" || w == "opposite") && wordAt(ts, k+1) == "end" && set("from to")[wordAt(ts, k+2)]:
			// "at the far end from the pier": the end away from it
			j := theNoun(k + 3)
			if known, atFirst := landmark(j); j >= 0 && known {
				out = append(out, words(k, sideOf(!atFirst), "end")...)
				k = j
				continue
			}
		case (w == "past" || w == "beyond") && dir == "" && e != nil && len(e.first) > 0 && len(e.last) == 0 && (counted(k) || len(out) > 0 && set("immediately directly just right")[out[len(out)-1].w]):
			// "parked two spaces past the blue car" where the row is
			// numbered from the entrance: further from it, as one walks
			// in ("somewhere past" is left to the way said)
			if len(out) > 0 && set("just right")[out[len(out)-1].w] {
				out[len(out)-1] = words(k-1, "immediately")[0]
			}
			out = append(out, words(k, "to", "the", sideOf(false), "of")...)
			continue
		case w == "far" && wordAt(ts, k+1) == "end" && e != nil && len(e.first) > 0 && len(e.last) == 0:
			// "at the far end of the row" where the row is numbered from
			// a landmark ("numbered 1st to 5th from the door"): the end
			// the count goes to. (Numbered towards one, "the far end" may
			// be either: refused.)
			// ("site 1 being at the far end by the amenities block": the
			// story's own far end is the first)
			out = append(out, words(k, sideOf(farEndFirst.MatchString(mg.p.Story)), "end")...)
			k++
			continue
		case w == "end" || w == "ends":
			// "the church end", "at the pier end of the row"
			if known, atFirst := landmark(k - 1); k >= 1 && known && len(out) > 0 {
				out[len(out)-1] = words(k-1, sideOf(atFirst))[0]
			}
		case (w == "neighbour" || w == "neighbor") && k >= 1 && possessive(ts[k-1].raw) && wordAt(ts, k+1) == "on" && wordAt(ts, k+2) == "the" && wordAt(ts, k+4) == "side":
			// "Elsie is Agnes's neighbour on the church side": directly on
			// that side of Agnes
			known, atFirst := landmark(k + 3)
			if !known {
				break
			}
			start := k - 1
			for _, m := range mg.lx.mentions(ts) {
				if m.end == k {
					start = m.start
				}
			}
			if start < k-1 && len(out) >= k-start {
				out = out[:len(out)-(k-start)]
			} else {
				out = out[:len(out)-1]
			}
			out = append(out, words(k, "immediately", "to", "the", sideOf(atFirst), "of")...)
			out = append(out, ts[start:k]...)
			k += 4
			continue
		case w == "on" && wordAt(ts, k+1) == "the" && wordAt(ts, k+3) == "side" && wordAt(ts, k+4) == "of":
			// "on the church side of the bakery": somewhere that way
			if known, atFirst := landmark(k + 2); known {
				out = append(out, words(k, "somewhere", "to", "the", sideOf(atFirst), "of")...)
				k += 4
				continue
			}
		case w == "front" && k >= 1 && ts[k-1].w == "in" && wordAt(ts, k+1) == "of", w == "ahead" && wordAt(ts, k+1) == "of", w == "behind":
			// "two carriages in front of", "directly behind"
			if e == nil || !(e.first["front"] || e.last["front"]) {
				break
			}
			toFront := w != "behind"
			if w == "front" {
				out = out[:len(out)-1] // "in"
			}
			if len(out) > 0 && set("right just")[out[len(out)-1].w] {
				out[len(out)-1] = words(k, "immediately")[0]
			}
			out = append(out, words(k, "to", "the", sideOf(e.first["front"] == toFront), "of")...)
			if w != "behind" {
				k++
			}
			continue
		case w == "out" && k >= 1 && (ts[k-1].w == "further" || ts[k-1].w == "farther") && wordAt(ts, k+1) == "than" && e != nil && len(e.first) > 0 && len(e.last) == 0 && outwardStory.MatchString(mg.p.Story):
			// "moored further out than Iona", berths numbered going out
			// from the wall: further from the first
			out = append(out[:len(out)-1], words(k, "further", sideOf(false))...)
			continue
		case w == "along" && k >= 1 && (ts[k-1].w == "further" || ts[k-1].w == "farther") && (wordAt(ts, k+1) == "than" || wordAt(ts, k+1) == "the" && wordAt(ts, k+3) == "than") && e != nil && len(e.first) > 0 && len(e.last) == 0:
			// "further along the corridor than", rooms running along it
			// from the lift: further from the first
			out = append(out[:len(out)-1], words(k, "further", sideOf(false))...)
			if wordAt(ts, k+1) == "the" {
				k += 2
			}
			continue
		case (w == "forward" || w == "forwards") && k >= 1 && (ts[k-1].w == "further" || ts[k-1].w == "farther") && wordAt(ts, k+1) == "than":
			// "further forward than": towards the front
			if e != nil && (e.first["front"] || e.last["front"]) {
				out = append(out, words(k, sideOf(e.first["front"]))...)
				continue
			}
		case (w == "front" || w == "back" || w == "rear" || w == "frontmost" || w == "rearmost" || w == "backmost") && k >= 1 && (ts[k-1].w == "the" || ts[k-1].w == "further" || ts[k-1].w == "farther"):
			// "the rear carriage", "at the back", "further back than"
			if e == nil || !(e.first["front"] || e.last["front"]) {
				break
			}
			atFirst := e.first[strings.TrimSuffix(w, "most")]
			next := wordAt(ts, k+1)
			switch {
			case ts[k-1].w != "the" && next == "than": // "further back than"
				out = append(out, words(k, sideOf(atFirst))...)
				continue
			case ts[k-1].w == "the" && (mg.positionNoun(next) || next == "one" || strings.HasSuffix(w, "most")):
				out = append(out, words(k, sideOf(atFirst)+"most")...)
				continue
			case ts[k-1].w == "the" && (next == "" || next == "of"):
				out = append(out, words(k, sideOf(atFirst), "end")...)
				continue
			}
		}
		if dir != "" {
			// the words the direction says the way of
			j := k
			imm := false
			if set("immediately directly just right straight")[w] {
				imm, j = true, k+1
			}
			switch {
			case wordAt(ts, j) == "next" && wordAt(ts, j+1) == "along" && wordAt(ts, j+2) == "from",
				wordAt(ts, j) == "next" && (wordAt(ts, j+1) == "one" || mg.positionNoun(wordAt(ts, j+1))) && wordAt(ts, j+2) == "along" && wordAt(ts, j+3) == "from":
				// "the next one along from the blue hut"
				end := j + 3
				if wordAt(ts, j+1) != "along" {
					end++
				}
				if len(out) > 0 && out[len(out)-1].w == "the" {
					out = out[:len(out)-1]
				}
				out = append(out, words(k, "immediately", "to", "the", dir, "of")...)
				k, directed = end-1, true
				continue
			case wordAt(ts, j) == "beyond" || wordAt(ts, j) == "past":
				how := "somewhere"
				if imm {
					how = "immediately"
				} else if counted(j) {
					how = ""
				}
				if len(out) > 0 && (out[len(out)-1].w == "somewhere" || out[len(out)-1].w == "anywhere") {
					out = out[:len(out)-1]
				}
				if how != "" {
					out = append(out, words(k, how)...)
				}
				out = append(out, words(k, "to", "the", dir, "of")...)
				k, directed = j, true
				continue
			case wordAt(ts, j) == "after" || wordAt(ts, j) == "before":
				// "counting from the pier, the lilac hut comes right
				// after the blue one": the way said
				way := dir
				if ts[j].w == "before" {
					way = map[string]string{"left": "right", "right": "left"}[dir]
				}
				how := "somewhere"
				if imm {
					how = "immediately"
				} else if counted(j) {
					how = ""
				}
				if how != "" {
					out = append(out, words(k, how)...)
				}
				out = append(out, words(k, "to", "the", way, "of")...)
				k, directed = j, true
				continue
			case wordAt(ts, j) == "along" && wordAt(ts, j+1) == "from" && counted(j):
				// "two huts along from the blue one"
				out = append(out, words(k, "to", "the", dir, "of")...)
				k, directed = j+1, true
				continue
			}
		}
		out = append(out, ts[k])
	}
	if dir != "" && !directed {
		return nil, errorf("%q: says which way, but no phrase of the sentence it directs is read (\"the next one along from\", \"beyond\")", phrase(ts, dirAt, dirEnd))
	}
	return out, nil
}

// stackWords says "higher up than", "lower than", "on a lower shelf than"
// of a stack as positions.go's "somewhere above" and "somewhere below",
// where the stack is no plain number that grows upwards (shelves "top,
// second, ..., bottom", or numbered from the top): read as numbers,
// "higher" would be the larger number, the lower shelf.
func (mg *magazine) stackWords(ts []tok) []tok {
	d := -1
	for e, dom := range mg.p.Domains {
		if isPositions(dom) && verticalNouns[domainNoun(dom.Name)] {
			if d >= 0 {
				return ts
			}
			d = e
		}
	}
	if d < 0 || mg.num[d] != nil && mg.stackDown(d) < 0 {
		return ts
	}
	// with another numeric category, plain "higher than" may be its
	// ("a higher price"): only "higher up", "a higher shelf", "two
	// shelves higher" are the stack's
	other := false
	for e, nm := range mg.num {
		other = other || e != d && nm != nil
	}
	words := func(at int, ws ...string) []tok {
		out := make([]tok, len(ws))
		for i, w := range ws {
			out[i] = tok{w: w, raw: w, col: ts[at].col, end: ts[at].end}
		}
		return out
	}
	var out []tok
	for k := 0; k < len(ts); k++ {
		w := ts[k].w
		way := map[string]string{"higher": "above", "lower": "below"}[w]
		if (w == "further" || w == "farther") && set("up down")[wordAt(ts, k+1)] && wordAt(ts, k+2) == "than" {
			way = map[string]string{"up": "above", "down": "below"}[ts[k+1].w]
		}
		if way == "" {
			out = append(out, ts[k])
			continue
		}
		j := k + 1
		if set("up down")[wordAt(ts, j)] {
			j++
		}
		counted := k >= 2 && mg.positionNoun(ts[k-1].w)
		if counted {
			_, counted = numberOf(ts[k-2].w)
		}
		switch {
		case wordAt(ts, j) == "than" && counted: // "two shelves higher than"
			out = append(out, words(k, way)...)
			k = j
		case wordAt(ts, j) == "than" && (j > k+1 || !other): // "higher up than"
			out = append(out, words(k, "somewhere", way)...)
			k = j
		case mg.positionNoun(wordAt(ts, j)) && wordAt(ts, j+1) == "than": // "on a lower shelf than"
			out = append(out, ts[j])
			out = append(out, words(k, "somewhere", way)...)
			k = j + 1
		default:
			out = append(out, ts[k])
		}
	}
	return out
}

// measured reports whether an amount in a unit other than the row's
// places comes just before token k ("3 km closer to the city than"): a
// distance of another category, not a place along the row.
func measured(ts []tok, k int, mg *magazine) bool {
	if k < 2 || mg.positionNoun(ts[k-1].w) {
		return false
	}
	_, num := numberOf(ts[k-2].w)
	return num && (amountish(ts, k-1) || mg.isDomainUnit(ts[k-1].w))
}

// landmarkLike reports whether ts[k] is a noun that may be a landmark:
// no item, no place of the row, no pronoun or stop word ("nearer the
// pier" where the introduction says nothing of the pier).
func (mg *magazine) landmarkLike(ts []tok, k int) bool {
	if k < 0 || k >= len(ts) || len(mg.lx.mentions(ts[k:k+1])) > 0 || stop[ts[k].w] || mg.positionNoun(ts[k].w) {
		return false
	}
	_, num := numberOf(ts[k].w)
	return !num && !positionWords[ts[k].w] && !set("one ones other others same")[ts[k].w]
}

func ifThenS(c bool, a, b string) []string {
	if c {
		return strings.Fields(a)
	}
	return strings.Fields(b)
}

// othersEnd is the end of a phrase at k that means everyone else ("any
// other", "anyone else", "all the other stalls", "the rest"), up to the
// clause's end; 0 when there is none.
func othersEnd(ts []tok, k int, mg *magazine) int {
	if k >= len(ts) {
		return 0
	}
	first := unpossessed(ts[k])
	if !everyoneWords[first] && !(first == "the" && (wordAt(ts, k+1) == "others" || wordAt(ts, k+1) == "rest")) {
		return 0
	}
	j, noun := k+1, false
	for ; j < len(ts); j++ {
		w := unpossessed(ts[j])
		if everyoneRest[w] {
			continue
		}
		if !noun && (ts[j-1].w == "other" || ts[j-1].w == "the") && (mg.positionNoun(w) || guardPersonNouns[singular(w)] || mg.anyCue(w)) {
			noun = true // "any other stall", "all the other vendors"
			continue
		}
		return 0
	}
	return j
}

// anyCue reports whether w is a category's noun ("product", "vendors").
func (mg *magazine) anyCue(w string) bool {
	for d := range mg.p.Domains {
		if hasCue(mg.lx.cues[d], w) {
			return true
		}
	}
	return false
}
