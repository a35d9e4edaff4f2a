package english

import "strings"

// An ordinal said after a verb ("moved in first", "finished third", "the
// second to leave", "the first family to arrive") is a place in what the
// verb is about. Items "1st, 2nd, 3rd" of a category take the word as
// theirs ("third" ~ "3rd"); in a puzzle that also has points in time
// (years, clock times, dates), the verb picks: a verb of placing in a
// ranking ("finished", "came in", "placed") its places; a verb of an event
// ("moved in", "arrived", "was hired", "performed") in a row of houses or
// seats the time; where the verb does not decide between two ordered
// categories, both readings are kept and the puzzle decides. Never one of
// them silently.

// ordinalAdverb is how the ordinal item mention at token k is read:
// keepOrdinal (the item, as before), timeOrdinal (dropped: the
// superlative reader takes it as a place in time), bothOrdinal (either:
// the caller chooses) or noVerb (no verb decides: as before).
type ordinalUse int

const (
	keepOrdinal ordinalUse = iota
	timeOrdinal
	bothOrdinal
	noVerb
)

// verbParticles end a phrasal verb before its ordinal: "moved in first",
// "signed up third", "set off last".
var verbParticles = set("in up out off home away back down over on")

// rankingVerbs place someone in a ranking: "finished third", "came in
// second", "placed first", "ranked fourth", "ended up last".
var rankingVerbs = set("finished finish finishes finishing came come comes coming placed place places ranked rank ranks ended ends ending")

// departVerbs set off: "the first to set off", "the first rider away",
// "the last to leave". A ranking's places are where one finished, never
// when one set off ("started second" may be a place on a starting grid:
// both readings, as above).
var departVerbs = set("set left leave leaves departed depart departs away off")

// stayVerbs say where someone is, not when something happened: "sits
// first" may be the first seat.
var stayVerbs = set("sits sat sit sitting lives lived live living stands stood stand standing stays stayed stay parks parked park lies lay rests rested")

// pastIrregular are verbs in the past not ending in "ed".
var pastIrregular = set("went left began came ran rode flew swam spoke sang got set took drove")

// ordinalVerb finds the verb an ordinal word at k is said of: the word
// before it past a particle ("moved in first"), or the verb after "to"
// ("the second to leave", "the first family to move in"); "" when the
// ordinal stands in a noun phrase ("the first house", "in third place",
// "on the fifth") or next to no verb.
func (mg *magazine) ordinalVerb(ts []tok, inMention []bool, k, d int) string {
	next := wordAt(ts, k+1)
	if next != "" && (hasCue(mg.lx.cues[d], next) || hasCue(mg.lx.cues[d], singular(next)) || singular(next) == domainNoun(mg.p.Domains[d].Name) || isSuperlativeAt(ts, k+1)) {
		return "" // "first place", "the third house", "second youngest"
	}
	if next == "place" || next == "position" || next == "spot" || next == "from" || next == "of" {
		return "" // "third place", "second from the left", "first of the three"
	}
	// "the second to leave", "the first family to move in"
	if k > 0 && ts[k-1].w == "the" {
		j := k + 1
		if j < len(ts) && !inMention[j] && ts[j].w != "to" && !stop[ts[j].w] {
			j++ // a noun: "family", "one", "runner"
		}
		if wordAt(ts, j) == "to" && j+1 < len(ts) && !inMention[j+1] && !stop[ts[j+1].w] {
			return ts[j+1].w
		}
		if (wordAt(ts, j) == "away" || wordAt(ts, j) == "off") && !inMention[j] {
			return ts[j].w // "the first rider away", "the last one off": set off
		}
		return ""
	}
	j := k - 1
	for j >= 0 && !inMention[j] && verbParticles[ts[j].w] {
		j--
	}
	if j < 0 || inMention[j] {
		return ""
	}
	w := ts[j].w
	if j < k-1 && (w == "the" || w == "a" || stop[w] && !linking[w]) {
		return "" // "in the first": a noun phrase
	}
	if stop[w] && !linking[w] || w == "the" || w == "a" || w == "an" || possessivePronouns[w] || possessive(ts[j].raw) {
		return ""
	}
	if linking[w] || set("be been being")[w] {
		return "is"
	}
	if verbWord(w) || strings.HasSuffix(w, "s") && !strings.HasSuffix(w, "ss") {
		return w
	}
	// "pitched her tent fourth": the verb before its object
	for i := j - 1; i >= 0 && i >= j-3 && !inMention[i]; i-- {
		if verbWord(ts[i].w) {
			return ts[i].w
		}
	}
	return "?"
}

// verbWord reports whether w is a verb in the past or one of placing.
func verbWord(w string) bool {
	return strings.HasSuffix(w, "ed") && len(w) > 3 || pastVerbs[w] && !linking[w] || rankingVerbs[w] || stayVerbs[w] || pastIrregular[w]
}

// ordinalAdverbUse decides how the ordinal item mention at k (of
// category d) is read.
func (mg *magazine) ordinalAdverbUse(ts []tok, inMention []bool, k, d int) ordinalUse {
	if !mg.hasTime() || mg.num[d] == nil || !mg.isOrdinal(d) || mg.num[d].class != number {
		return keepOrdinal
	}
	if _, ok := ordinals[ts[k].w]; !ok && ts[k].w != "last" {
		return keepOrdinal
	}
	return mg.ordinalVerbUse(mg.ordinalVerb(ts, inMention, k, d), d)
}

// ordinalVerbUse is how an ordinal said of verb v is read against the
// ordinal category d: noVerb when no verb decides ("the first house",
// "Bo's house is first").
func (mg *magazine) ordinalVerbUse(v string, d int) ordinalUse {
	switch {
	case v == "" || v == "is":
		return noVerb
	case rankingVerbs[v] && mg.isRank(d):
		return keepOrdinal // "finished third" among places 1st-5th
	case hasCue(mg.lx.cues[d], v):
		return keepOrdinal // the verb names the category
	case departVerbs[v] && mg.isRank(d):
		return timeOrdinal // "the first rider to set off" of places and start times: a ranking is of the finish
	case v == "?":
		return bothOrdinal // a verb not found: either
	case stayVerbs[v]:
		return bothOrdinal // "sits first": the first seat, or the first to sit?
	case spatialPositions(mg.p.Domains[d]):
		return timeOrdinal // "moved in first" among houses: the earliest
	}
	return bothOrdinal // "performed second" of an order and clock times
}

// adverbOrdinal is the one ordinal category of places other than the
// points in time that "first" or "last" after a verb may be about
// ("finished last" among places 1st-4th and start times), or -1.
func (mg *magazine) adverbOrdinal() int {
	d := mg.onlyOrdinal()
	if d < 0 || mg.num[d].class != number {
		return -1
	}
	return d
}
