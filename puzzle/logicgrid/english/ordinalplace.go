package english

import (
	"strings"
)

// An ordinal place beside a comparison (unseen49): "The one who paid
// $6,000 more than Dan lives in the first house". The position phrase
// reader takes "in the first house" but no comparison beside it, so the
// sentence was refused; said as the item ("in house 1") the description
// reads as with any other item. Only where the sentence compares, and the
// row's items are its numbers 1 to N.

var ordinalPlace = lazyRE(`(?i)\b(in|at) the (first|second|third|fourth|fifth|sixth|seventh|eighth|last|1st|2nd|3rd|4th|5th|6th|7th|8th) ([a-z]+)\b`)

// ordinalPlaceSaid is s with such places said as their items.
func (mg *magazine) ordinalPlaceSaid(s string) string {
	if !comparing(s) {
		return s
	}
	return ordinalPlace.ReplaceAllStringFunc(s, func(m string) string {
		g := ordinalPlace.FindStringSubmatch(m)
		noun := singular(strings.ToLower(g[3]))
		for d, dom := range mg.p.Domains {
			if !mg.positionsAt(d) || domainNoun(dom.Name) != noun {
				continue
			}
			n := len(dom.Items)
			k := n
			if w := strings.ToLower(g[2]); w != "last" {
				o, ok := ordinals[w]
				if !ok {
					return m
				}
				k = o
			}
			if k < 1 || k > n {
				return m
			}
			if !numberedFromOne(dom.Items) {
				return m // not numbered 1 to N: the place is no item's name
			}
			return g[1] + " " + g[3] + " " + dom.Items[k-1]
		}
		return m
	})
}

// outsidePlace is "an outside lane", "the outer seats": the row's ends
// (unseen50: "Daisy and Lola didn't both swim in an outside lane").
var outsidePlace = lazyRE(`(?i)\b(outside|outer|outermost) ([a-z]+)\b`)

// outsidePlaceSaid is s with the outside places of a row said as its ends.
func (mg *magazine) outsidePlaceSaid(s string) string {
	return outsidePlace.ReplaceAllStringFunc(s, func(m string) string {
		g := outsidePlace.FindStringSubmatch(m)
		if !mg.positionNoun(strings.ToLower(g[2])) {
			return m
		}
		return "end " + g[2]
	})
}

// ofTheWholeAfter is "of the four" (with its noun or none) after a word:
// "The oldest of the four saved $6 more than Kit" (unseen50: "four" was
// taken for the amount).
var ofTheWholeAfter = lazyRE(`(?i)\b([a-z]+) (?:of|out of) (?:the|all|all the|all of the) ([a-z]+|\d+)(?: ([a-z]+))?\b`)

// superlativeOfAllSaid drops "of the N" after a superlative where the N
// are everyone ("the oldest of the four"): the superlative is of all.
func (mg *magazine) superlativeOfAllSaid(s string) string {
	return ofTheWholeAfter.ReplaceAllStringFunc(s, func(m string) string {
		g := ofTheWholeAfter.FindStringSubmatch(m)
		if !superlativeWord(strings.ToLower(g[1])) {
			return m
		}
		v, ok := numberOf(strings.ToLower(g[2]))
		if !ok || v != float64(mg.p.N()) {
			return m
		}
		if g[3] == "" {
			return g[1]
		}
		if mg.wholeGroup(g[2], g[3]) {
			return g[1] // "the oldest of the four cousins"
		}
		return g[1] + " " + g[3] // "the oldest of the four saved": the verb stays
	})
}

// categoryOrdinalSaid drops the ordinal that opens a category's name where
// the sentence says the name: "The lighthouse first lit in 1842" of the
// category "first lit" (unseen52: "first" was read as the earliest year,
// a third item). "first name", "last seen" the same.
func (mg *magazine) categoryOrdinalSaid(s string) string {
	for _, dom := range mg.p.Domains {
		f := strings.Fields(strings.ToLower(dom.Name))
		if len(f) < 2 || f[0] != "first" && f[0] != "last" {
			continue
		}
		ts := tokenize(s)
		for k := len(ts) - len(f); k >= 0; k-- {
			match := true
			for j, w := range f {
				match = match && ts[k+j].w == w
			}
			if match {
				s = s[:ts[k].col-1] + s[ts[k+1].col-1:]
			}
		}
	}
	return s
}

// lastToVerb is "was the last to weigh in", "the first to check in": a
// place along a category of ordinals named for that verb ("weigh-in:
// 1st, 2nd, ...") (unseen53).
var lastToVerb = lazyRE(`(?i)\b(?:was|were|is|came) the (first|second|third|fourth|fifth|sixth|last) (?:one |person |angler |of them )?to ([a-z]+(?: [a-z]+)?)\b`)

// lastToVerbSaid is s with such a place said as its item ("had the 5th
// weigh-in").
func (mg *magazine) lastToVerbSaid(s string) string {
	return lastToVerb.ReplaceAllStringFunc(s, func(m string) string {
		g := lastToVerb.FindStringSubmatch(m)
		verb := strings.ToLower(g[2])
		for d, dom := range mg.p.Domains {
			name := strings.ToLower(strings.ReplaceAll(dom.Name, "-", " "))
			if name != verb || mg.num[d] == nil || !mg.num[d].ordinal {
				continue
			}
			k := len(dom.Items)
			if w := strings.ToLower(g[1]); w != "last" {
				k = ordinals[w]
			}
			if k < 1 || k > len(dom.Items) {
				return m
			}
			return "had the " + dom.Items[k-1] + " " + dom.Name
		}
		return m
	})
}

// rowOrdinal is a place counted along the row the story sets its things
// in, with a noun that is not the places' own: "the first boat in the
// line", "the third car in the queue", "the last hut in the row" (unseen60).
var rowOrdinal = lazyRE(`(?i)\bthe (first|second|third|fourth|fifth|sixth|seventh|eighth|last) ([a-z]+) (?:in|of) the (line|row|queue)\b`)

// rowOrdinalSaid is s with such places said as the row's items ("the boat
// at mooring 1"), where the one category of places is numbered 1 to N.
func (mg *magazine) rowOrdinalSaid(s string) string {
	d := mg.rowCategory()
	if d < 0 || mg.ringRow() >= 0 {
		return s
	}
	dom := mg.p.Domains[d]
	if !numberedFromOne(dom.Items) {
		return s // not numbered 1 to N: the place is no item's name
	}
	return rowOrdinal.ReplaceAllStringFunc(s, func(m string) string {
		g := rowOrdinal.FindStringSubmatch(m)
		k := len(dom.Items)
		if w := strings.ToLower(g[1]); w != "last" {
			k = ordinals[w]
		}
		if k < 1 || k > len(dom.Items) {
			return m
		}
		return "the " + g[2] + " at " + domainNoun(dom.Name) + " " + dom.Items[k-1]
	})
}

// possessedOrdinal is "X's greenhouse is the last in the row": X's place
// along the category the noun names ("greenhouses: 1, 2, 3, 4"), said as
// "X is in the last greenhouse", which the position readings take.
var possessedOrdinal = lazyRE(`(?i)^(.+?)(?:'s|’s) (\pL+) (is|was|isn't|wasn't|is not|was not) the (first|last|second|third|fourth|fifth|sixth)(?: one)?(?: (?:in|of|along) the (?:row|line|street|lane|corridor|queue|terrace|block|five|four|six|three))?[.!]?\s*$`)

// ordinalInRow is "X isn't the last in the row": X's place along the
// puzzle's one row.
var ordinalInRow = lazyRE(`(?i)^(.+?) (is|was|isn't|wasn't|is not|was not) the (first|last|second|third|fourth|fifth|sixth)(?: one)? (?:in|of|along) the (?:row|line|street|lane|corridor|terrace)[.!]?\s*$`)

// possessedOrdinalSaid is s so said, or s.
func (mg *magazine) possessedOrdinalSaid(s string) string {
	if m := ordinalInRow.FindStringSubmatch(s); m != nil && !strings.Contains(m[1], "'") && !strings.Contains(m[1], "’") {
		if d := mg.rowDomain(); d >= 0 {
			return m[1] + " " + m[2] + " in the " + strings.ToLower(m[3]) + " " + domainNoun(mg.p.Domains[d].Name) + "."
		}
	}
	m := possessedOrdinal.FindStringSubmatch(s)
	if m == nil || !mg.namesCategory(strings.ToLower(m[2])) || !mg.positionNoun(strings.ToLower(m[2])) {
		return s
	}
	return m[1] + " " + m[3] + " in the " + strings.ToLower(m[4]) + " " + strings.ToLower(m[2]) + "."
}
