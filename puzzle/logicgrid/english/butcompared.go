package english

import (
	"strings"

	"deduce/puzzle/logicgrid"
)

// A second comparison of the same two after "but", without "than"
// (unseen51): "The X-ray was taken earlier in the week than the filling
// was done, but later in the day" is also "The X-ray was taken later in
// the day than the filling was done". Refused before: two comparisons in
// one clause.

// butCompared reads s so; ok is false when s is no such sentence.
func (mg *magazine) butCompared(s string) (_ [][]logicgrid.Clue, ok bool, _ error) {
	s = strings.TrimRight(strings.TrimSpace(s), ".!")
	// the joint: "but", "and", or a comma alone ("..., at a later time of
	// day")
	at, joint := -1, ""
	for _, j := range []string{" but ", ", and ", ", "} {
		if k := strings.LastIndex(s, j); k > at {
			at, joint = k, j
		}
	}
	if at < 0 {
		return nil, false, nil
	}
	first := strings.TrimRight(strings.TrimSpace(s[:at]), ",")
	tail := strings.TrimSpace(s[at+len(joint):])
	tt := tokenize(tail)
	if len(tt) == 0 || len(mg.lx.mentions(tt)) > 0 || hasWord(tt, "than") || hasNegation(tail) {
		return nil, false, nil
	}
	cmp := -1
	for k, t := range tt {
		if _, c := comparatives[t.w]; c {
			cmp = k
			break
		}
	}
	if cmp < 0 || cmp > 3 {
		return nil, false, nil
	}
	for _, t := range tt[:cmp] {
		if !set("at a an in the also somewhat much slightly even still though")[t.w] {
			return nil, false, nil // "..., beat every other pet": a verb of its own
		}
	}
	if !comparing(first) {
		return nil, false, nil // the first clause compares too
	}
	// the one compared with: after "than", or the first clause's last
	// item ("the day after Beatrix did")
	subj, object := mg.mentionText(first, true), ""
	if than := strings.LastIndex(first, " than "); than >= 0 {
		object = strings.TrimSpace(first[than+len(" than "):])
	} else {
		object = mg.mentionText(first, false)
	}
	fms := mg.lx.mentions(tokenize(first))
	if subj == "" || !strings.HasPrefix(first, subj) || len(fms) != 2 || len(mg.lx.mentions(tokenize(object))) != 1 {
		return nil, false, nil
	}
	// the first clause's verb, up to its first comparative word: "was
	// taken" of "was taken earlier in the week than"
	// (words of the verb only: "arrived 2 days earlier" gives "arrived")
	ft := tokenize(first)
	verb := ""
	for _, t := range ft {
		if t.col-1 < len(subj) {
			continue
		}
		_, c := comparatives[t.w]
		_, num := numberWords[t.w]
		if c || num || strings.Trim(t.w, "0123456789.,") == "" || t.dollar || vagueAmounts[t.w] || t.w == "the" {
			break
		}
		verb = strings.TrimSpace(first[len(subj):t.end])
	}
	if verb == "" {
		return nil, false, nil
	}
	words := strings.Fields(strings.ToLower(verb))
	if len(words) > 3 || hasNegation(verb) {
		return nil, false, nil // "arrived two days and an hour earlier": no plain verb
	}
	second := subj + " " + verb + " " + tail + " than " + object
	a, err := mg.clue(first)
	if err != nil {
		return nil, true, err
	}
	b, err := mg.clue(second)
	if err != nil {
		return nil, true, err
	}
	return mg.product(a, b), true, nil
}

// carriedSpan is "later in the week than A but earlier than B": the second
// comparison is in the week too (unseen51: it was also read along the
// start times, and the puzzle could not decide).
var carriedSpan = lazyRE(`(?i)\b((?:later|earlier|sooner) in the (?:week|day|month|year|season) than [^,;]+?),? (but|and|yet) (later|earlier|sooner) than\b`)

// spanCarried is s with the span said again after the second comparative.
func spanCarried(s string) string {
	return carriedSpan.ReplaceAllStringFunc(s, func(m string) string {
		g := carriedSpan.FindStringSubmatch(m)
		span := g[1][strings.Index(strings.ToLower(g[1]), " in the ")+len(" in the "):]
		span = span[:strings.Index(strings.ToLower(span), " than ")]
		return g[1] + " " + g[2] + " " + g[3] + " in the " + span + " than"
	})
}

// noneOutdid is "No pumpkin outweighed Cora's", "Nobody outscored Ann":
// said "weighed more than", so that "No ... more than" reads as the
// extreme (unseen54; "outweighed" after "no" was refused).
var noneOutdid = lazyRE(`(?i)^(\s*(?:no|nobody|no one|none)\b[^,;]*?\b)out(weighed|sold|scored|earned|spent|polled)\b`)

func noneOutdidSaid(s string) string {
	return noneOutdid.ReplaceAllString(s, "${1}${2} more than")
}

// spanAhead is "three months ahead of", "a week behind": ahead in time of
// a span of the calendar is before, behind after (unseen54). Said so, as
// "before" and "after" read; "ahead" alone compares amounts and places.
var spanAhead = lazyRE(`(?i)\b((?:a|an|one|two|three|four|five|six|seven|eight|nine|ten|\d+)\s+(?:day|days|week|weeks|month|months|year|years|fortnight|fortnights))\s+(ahead of|behind)\b`)

func spanAheadSaid(s string) string {
	return spanAhead.ReplaceAllStringFunc(s, func(m string) string {
		g := spanAhead.FindStringSubmatch(m)
		if strings.EqualFold(g[2], "behind") {
			return g[1] + " after"
		}
		return g[1] + " before"
	})
}

// oneListInSomeOrder is "The four shoppers are, in some order, Bev, the
// one who ..., Mrs. Fox and the person who ...": one list, every one a
// different one (unseen53; "in some order" is refused only where it pairs
// two lists).
var oneListInSomeOrder = lazyRE(`(?i)^(\s*the\s+(?:two|three|four|five|six)\s+[a-z]+\s+(?:are|were)),?\s+in\s+(?:some|no\s+particular|any)\s+order,?\s+`)

func (mg *magazine) oneListSaid(s string) string {
	m := oneListInSomeOrder.FindStringSubmatch(s)
	if m == nil || len(mg.lx.mentions(tokenize(m[1]))) > 0 || strings.Contains(strings.ToLower(s), "respectively") {
		return s
	}
	return m[1] + " " + s[len(m[0]):]
}

// A second comparison of the subject with someone else, after "but" (and
// its own "than"): "Hank's catfish weighed less than the pike but 3
// pounds more than the perch", "Whoever sells the lavender honey has more
// hives than Ottoline but fewer than Ros". Each comparison is read as a
// sentence of its own with the subject and verb the first one has (and
// the noun compared, where only the first says it).

// butThanCompared reads s so; ok is false when s is no such sentence.
func (mg *magazine) butThanCompared(s string) (_ [][]logicgrid.Clue, ok bool, _ error) {
	s = strings.TrimRight(strings.TrimSpace(s), ".!")
	at := strings.Index(s, " but ")
	if at < 0 || strings.Count(s, " but ") != 1 {
		return nil, false, nil
	}
	first := strings.TrimRight(strings.TrimSpace(s[:at]), ",")
	tail := strings.TrimSpace(s[at+len(" but "):])
	if !strings.Contains(first, " than ") || !strings.Contains(tail, " than ") || hasNegation(tail) {
		return nil, false, nil
	}
	// the tail: an amount maybe, one comparative word, maybe a noun, then
	// "than": nothing of its own before the one compared with
	tt := tokenize(tail)
	than := -1
	for k, t := range tt {
		if t.w == "than" {
			than = k
			break
		}
	}
	if than < 1 || than > 5 {
		return nil, false, nil
	}
	cmp := -1
	for k, t := range tt[:than] {
		if _, c := comparatives[t.w]; c {
			if cmp >= 0 {
				return nil, false, nil
			}
			cmp = k
		}
	}
	if cmp < 0 || cmp < than-2 || len(mg.lx.mentions(tt[cmp:than])) > 0 {
		return nil, false, nil // (the amount before may read as an item: "3 pounds")
	}
	for _, t := range tt[:cmp] {
		_, num := numberOf(t.w)
		_, unit := units[t.w]
		if !num && !unit && !t.dollar && !mg.isDomainUnit(t.w) && !vagueAmounts[t.w] && !set("somewhat much slightly even still a")[t.w] {
			return nil, false, nil // "but she came later than": a clause of its own
		}
	}
	// the subject and verb: the first clause up to its amount or
	// comparative word
	ft := tokenize(first)
	end := -1
	for k, t := range ft {
		_, c := comparatives[t.w]
		_, num := numberWords[t.w]
		if c || num || t.dollar || strings.Trim(t.w, "0123456789.,") == "" || vagueAmounts[t.w] {
			end = k
			break
		}
	}
	if end < 1 || len(mg.lx.mentions(ft[:end])) == 0 {
		return nil, false, nil
	}
	prefix := strings.TrimSpace(first[:ft[end].col-1])
	if strings.ContainsAny(prefix, ",;") { // "A is younger than B, whilst C ...": no one subject
		return nil, false, nil
	}
	second := tail
	if cmp == than-1 {
		// "more hives than Ottoline but fewer than Ros": the noun the
		// first comparison names, for the second too
		for k := end; k+2 < len(ft); k++ {
			if _, c := comparatives[ft[k].w]; c && ft[k+2].w == "than" && !stop[ft[k+1].w] {
				second = strings.TrimSpace(tail[:tt[than].col-1]) + " " + ft[k+1].raw + " " + strings.TrimSpace(tail[tt[than].col-1:])
				break
			}
		}
	}
	a, aerr := mg.clauses(first)
	if aerr != nil {
		return nil, false, nil
	}
	b, berr := mg.clauses(prefix + " " + second)
	if berr != nil {
		return nil, true, berr
	}
	return mg.product(a, b), true, nil
}

// oneCarried is s with "one" after a second comparative said as the
// noun the first compared ("uses a higher SPF than the thriller reader
// but a lower one than the memoir reader": a lower SPF). Read alone, "a
// lower one" may be any category that is lower (unseen64: the loungers).
func oneCarried(s string) string {
	m := comparedOne.FindStringSubmatchIndex(s)
	if m == nil {
		return s
	}
	noun := s[m[2]:m[3]]
	return s[:m[4]] + noun + s[m[5]:]
}

var comparedOne = lazyRE(`(?i)\b[a-z]+er ([a-z]+) than\b[^,;]*?,? but (?:an? )?[a-z]+er (one) than\b`)

// exceptSaid is s said with "only" where it compares its subject with
// everyone but one who is no item of the subject's category: "Orla is
// younger than everyone except the pianist" is "Only the pianist is
// younger than Orla" (unseen64: refused, an item after "everyone").
// Between two items of one category exceptCompared (ofthetwo.go) reads it.
// ("but" is left out: "more rebounds than anyone else but scored the
// fewest points" is a second clause.)
func (mg *magazine) exceptSaid(s string) string {
	m := exceptAnyone.FindStringSubmatch(s)
	if m == nil {
		return s
	}
	if subj := mg.mentionText(m[1], true); subj != "" && mg.onlyMention(m[3]) && mg.sameCategory(subj, m[3]) {
		return s
	}
	return "Only " + m[3] + " " + m[2] + " " + m[1] + m[4]
}

var exceptAnyone = lazyRE(`(?i)^(.+?) ((?:[\w']+ ){0,3}?[\w']+ than) (?:everyone|everybody|anyone|anybody|all (?:of )?the others|the others|any of the others|all the rest|the rest)(?: else)? (?:except(?: for)?|apart from|other than|save for) (.+?)\s*([.!]?)$`)
