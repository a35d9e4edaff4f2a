package english

import (
	"slices"
	"strings"

	"deduce/puzzle/logicgrid"
)

// "Bram took the last step of the podium": the podium is the first three
// places of the one ranking, so its last (bottom, lowest) step is the 3rd
// and its top (first, highest) step the 1st; it was read as the last
// place of the race. "by a single place" is by one place, "a full point
// less" one point less.

// podiumStep reads token k as a step of the podium: the place's index and
// the token after the phrase ("of the podium"); ok is false when token k
// is no such word or the puzzle has no one ranking of at least three.
func (mg *magazine) podiumStep(ts []tok, inMention []bool, k int) (d, i, end int, ok bool) {
	d = mg.onlyRank()
	if d < 0 || mg.p.N() < 3 || inMention[k] {
		return -1, 0, 0, false
	}
	switch ts[k].w {
	case "last", "bottom", "lowest", "third":
		i = 2
	case "first", "top", "highest":
		i = 0
	case "middle", "second":
		i = 1
	default:
		return -1, 0, 0, false
	}
	for j := k + 1; j < len(ts) && j <= k+4; j++ {
		if inMention[j] {
			return -1, 0, 0, false
		}
		if ts[j].w == "podium" {
			return d, i, j + 1, true
		}
	}
	return -1, 0, 0, false
}

// podiumMention inserts the place podiumStep reads at token k.
func (mg *magazine) podiumMention(ts []tok, inMention []bool, ms []mention, its []logicgrid.Item, k int) ([]mention, []logicgrid.Item, bool) {
	d, i, end, ok := mg.podiumStep(ts, inMention, k)
	if !ok {
		return ms, its, false
	}
	ms, its = insertMention(ms, its, mention{items: []logicgrid.Item{{D: d, I: i}}, start: k, end: end})
	return ms, its, true
}

// bySingle is "by a single" before a unit: one of it.
var bySingle = lazyRE(`(?i)\bby a (?:single|lone|solitary)\b`)

// singleAsOne rewrites "beat Bram by a single place" as "by one place".
func singleAsOne(s string) string {
	return bySingle.ReplaceAllString(s, "by one")
}

// aFull is "a full point less", "a full hour later": one of the unit.
var aFull = lazyRE(`(?i)\b(?:a|one) full ([a-z]+) (more|less|fewer|higher|lower|ahead|behind|older|younger|later|earlier|longer|shorter|clear|before|after|bigger|smaller|heavier|lighter|taller|faster|slower)\b`)

// fullAsOne rewrites "a full point less" as "one point less".
func fullAsOne(s string) string {
	return aFull.ReplaceAllString(s, "one $1 $2")
}

// endUp is "ended up", said of where one finished.
var endUp = lazyRE(`(?i)\b(end|ends|ended|ending) up\b`)

// endUpAsFinish rewrites "didn't end up on 2 points" as "didn't finish on
// 2 points" ("end" alone is an end of a row: positions.go).
func endUpAsFinish(s string) string {
	return endUp.ReplaceAllStringFunc(s, func(m string) string {
		f := map[string]string{"end": "finish", "ends": "finishes", "ended": "finished", "ending": "finishing"}[strings.ToLower(strings.Fields(m)[0])]
		if m[0] >= 'A' && m[0] <= 'Z' {
			f = strings.ToUpper(f[:1]) + f[1:]
		}
		return f
	})
}

// topHonours are the nouns of first place after "top" ("took top
// honours", "the top prize", "the top spot").
var topHonours = set("honors honours prize spot award position place")

// topHonour reads "top honours", "the top prize" at token k as the best
// place: the 1st of the one ranking, else the winner of the contest's one
// score or time (contestRank), else the biggest of a contest of sizes
// ("took the top prize" at a pumpkin weigh-off is the heaviest).
func (mg *magazine) topHonour(ts []tok, inMention []bool, ms []mention, its []logicgrid.Item, k int) ([]mention, []logicgrid.Item, bool) {
	if ts[k].w != "top" || k+1 >= len(ts) || inMention[k] || inMention[k+1] || !topHonours[ts[k+1].w] {
		return ms, its, false
	}
	d, i := mg.onlyRank(), 0
	if d < 0 {
		d, i = mg.contestRank()
	}
	if d < 0 {
		for e := range mg.p.Domains {
			if mg.contestMeasure(e) {
				d, i = e, mg.p.N()-1
			}
		}
	}
	if d < 0 {
		return ms, its, false
	}
	ms, its = insertMention(ms, its, mention{items: []logicgrid.Item{{D: d, I: i}}, start: k, end: k + 2})
	return ms, its, true
}

// contestOrdinal reads "Loretta placed second", "finished third" (an
// ordinal after a verb of finishing) in a puzzle with no ranking, along
// the contest's one score, time or size: the second best of it.
func (mg *magazine) contestOrdinal(ts []tok, inMention []bool, ms []mention, its []logicgrid.Item, k int) ([]mention, []logicgrid.Item, bool) {
	o, ok := ordinals[ts[k].w]
	if !ok || inMention[k] || o < 1 || o > mg.p.N() || mg.onlyRank() >= 0 || !(finishVerbAt(ts, k) || wordAt(ts, k-1) == "took") {
		return ms, its, false // ("came first" may be in time)
	}
	for _, dom := range mg.p.Domains {
		for _, it := range dom.Items {
			if _, ord := ordinals[firstWord(strings.ToLower(it))]; ord {
				return ms, its, false // "placed second" of awards "first prize, second prize, highly commended"
			}
		}
	}
	if next := wordAt(ts, k+1); next != "" && next != "and" && next != "but" && next != "place" && !strings.HasSuffix(ts[k].raw, ",") {
		return ms, its, false // "finished second fastest": another phrase
	}
	d, best := mg.contestRank()
	if d < 0 {
		for e := range mg.p.Domains {
			if mg.contestMeasure(e) {
				d, best = e, mg.p.N()-1
			}
		}
	}
	if d < 0 {
		return ms, its, false
	}
	i := o - 1
	if best > 0 {
		i = mg.p.N() - o
	}
	end := k + 1
	if wordAt(ts, k+1) == "place" {
		end++
	}
	ms, its = insertMention(ms, its, mention{items: []logicgrid.Item{{D: d, I: i}}, start: k, end: end})
	return ms, its, true
}

// commonPhrases rewrites the phrases above as the words the reader knows:
// "a point clear of" (clearof.go), "by a single place", "a full point
// less", "ended up on", "Trevor's prized leeks" (possessiveadj.go). Each
// rewrite is idempotent: a sentence may pass here twice.
func commonPhrases(s string) string {
	s = clearAsAhead(s)
	s = singleAsOne(s)
	s = fullAsOne(s)
	s = endUpAsFinish(s)
	s = phrasesSaid(s)
	return dropPossessiveAdjective(s)
}

// phraseRewrites are fixed phrases said in the words the readings take: a
// race's words for finishing first or last ("broke the tape", "came home
// last": "finished first", "finished last", the ranking's or the race
// time's end), and others ("Mr Hill's neighbour to the east", "led the
// parade", "the lowest daily rate", "follows straight after").
var phraseRewrites = []struct {
	needles string // strings one of which the sentence must hold (lower case, "|" between), so that the pattern runs only then
	re      *lazyRegexp
	with    string
}{
	{"tape", lazyRE(`(?i)\b(?:broke|breaks|breaking) the tape\b`), "finished first"},
	{"rear", lazyRE(`(?i)\b(?:brought|brings|bringing) up the rear\b`), "finished last"},
	{"home", lazyRE(`(?i)\b(?:came|comes|got) home (first|last)\b`), "finished $1"},
	{"line", lazyRE(`(?i)\bcrossed the (?:finish )?line (first|last)\b`), "finished $1"},
	{"line", lazyRE(`(?i)\bwas (first|last) across the line\b`), "finished $1"},
	// "Mr Hill's neighbour to the east": the one immediately east of him
	{"neighbo", lazyRE(`(?i)\b((?:the |mr\.? |mrs\.? |ms\.? |miss |dr\.? )?)(\pL+)(?:'s|’s) (?:next-door |immediate )?neighbou?r (?:to the|on the) (east|west|north|south|left|right)\b`), "the one immediately to the $3 of ${1}$2"},
	// "The audience vote went to the singer": the singer won
	{"went to|goes to", lazyRE(`(?i)^\s*the (?:audience |public |popular |people's |judges' )?(?:vote|prize|title|trophy|cup|award|crown|first prize|top prize) (?:went|goes) to (.+?)[.!]?\s*$`), "$1 won."},
	// "led the parade": was first in it
	{"led the|leads the", lazyRE(`(?i)\b(?:led|leads) the (?:parade|procession|march|line|queue|column)\b`), "was first"},
	// "the lowest daily rate": the rate, no day
	{"daily|nightly|weekly|monthly|hourly|yearly|annual", lazyRE(`(?i)\b(?:daily|nightly|weekly|monthly|hourly|yearly|annual) (rates?|fees?|charges?|prices?|costs?|wages?|rents?|salar(?:y|ies)|rentals?)\b`), "$1"},
	// "the lowest top speed": the speed (a skier's top speed), no top place
	{"top", lazyRE(`(?i)\btop (speeds?)\b`), "$1"},
	// "two along from the white one": two places along
	{" along from| down from| up from", lazyRE(`(?i)\b(two|three|four|five|six|[2-9]) (along|down|up) from\b`), "$1 places $2 from"}, // (not "the next one along from")
	// "lives furthest west": at the west end; "Nobody lives further west
	// than X": X is at the west end
	{"rthest", lazyRE(`(?i)\b(?:furthest|farthest) (?:to the )?(west|east|north|south|left|right)\b`), "at the $1 end"},
	{"nobody|no one|no-one", lazyRE(`(?i)^\s*(?:nobody|no one|no-one) (lives|is|stands|sits|sat|lived|was|has (?:a|the) \pL+) (?:further|farther) (?:to the )?(west|east|north|south|left|right) than (.+?)[.!]?\s*$`), "$3 $1 at the $2 end."},
	// "follows straight after the Bath presenter": comes straight after
	{"follow", lazyRE(`(?i)\b(?:follows|follow) (straight|right|immediately|directly|just) (after|on from)\b`), "comes $1 after"},
	{"followed", lazyRE(`(?i)\bfollowed (straight|right|immediately|directly|just) (after|on from)\b`), "came $1 after"},
	// "in the month following Miss Hart's": the month after
	{"following", lazyRE(`(?i)\b(the (?:day|week|month|year|night|evening|weekend|fortnight)) following\b`), "$1 after"},
	{"preceding", lazyRE(`(?i)\b(the (?:day|week|month|year|night|evening|weekend|fortnight)) preceding\b`), "$1 before"},
	// "got fewer tips right than Gus": the tips, no place on the right
	{" right| correct", lazyRE(`(?i)\b(tips|answers|questions|guesses|predictions|picks|words|spellings|sums) (?:right|correct)\b`), "$1"},
	// "lasted more rounds than": lasted longer (a later round of a
	// knock-out)
	{"lasted|survived", lazyRE(`(?i)\b(lasted|survived) (?:more|a greater number of) (?:rounds|games|stages|heats|weeks|days) than\b`), "$1 longer than"},
	{"lasted|survived", lazyRE(`(?i)\b(lasted|survived) fewer (?:rounds|games|stages|heats|weeks|days) than\b`), "$1 shorter than"},
	// "Bea's sunflower towered over everyone else's": taller than
	{"tower", lazyRE(`(?i)\b(?:towered|towers|towering) (?:over|above)\b`), "was taller than"},
	// "was found more quickly than" (unseen50: "more" was read as more
	// time): the adverb's own comparative
	{"quickly|rapidly|swiftly|speedily|slowly", lazyRE(`(?i)\b(?:more (?:quickly|rapidly|swiftly|speedily)|less slowly)\b`), "faster"},
	{"quickly|rapidly|swiftly|speedily|slowly", lazyRE(`(?i)\b(?:more slowly|less (?:quickly|rapidly|swiftly|speedily))\b`), "slower"},
	{"cheaply", lazyRE(`(?i)\bmore cheaply\b`), "cheaper"},
	// "the very next slot after", "the very first to arrive": "very"
	// stresses what follows and says nothing else ("very next" was
	// dropped with it, unseen86: the next slot read as any later one)
	{"very ", lazyRE(`(?i)\b(the|its|his|her|their) very (next|first|last|same|end|beginning|start|top|bottom|front|back|earliest|latest)\b`), "$1 $2"},
}

// phrasesSaid rewrites the phrases of phraseRewrites.
func phrasesSaid(s string) string {
	lower := strings.ToLower(s)
	for _, r := range phraseRewrites {
		if !slices.ContainsFunc(strings.Split(r.needles, "|"), func(n string) bool { return strings.Contains(lower, n) }) {
			continue
		}
		s = r.re.ReplaceAllString(s, r.with)
		lower = strings.ToLower(s)
	}
	return s
}

// outlastedSaid is s with "outlasted" said "lasted longer than" where the
// puzzle has no ranking of places: "Hana outlasted Gus" in a knock-out of
// rounds is a later round ("outlasted" as "beat", a better place, was an
// earlier round: a misreading). Among places it stays "beat".
func (mg *magazine) outlastedSaid(s string) string {
	if mg.onlyRank() >= 0 || mg.raceTime() < 0 && !mg.roundsOf() {
		return s // (and where nothing lasts: "Bob outlasted Ann" of prices is refused)
	}
	return outlasted.ReplaceAllString(s, "lasted longer than")
}

var outlasted = lazyRE(`(?i)\boutlast(?:ed|s)?\b`)

// roundsOf reports whether a category is stages of a knock-out ("rounds:
// 3rd, 4th", "stage: 1, 2, 3") that one lasts through.
func (mg *magazine) roundsOf() bool {
	for _, dom := range mg.p.Domains {
		if set("round stage heat leg level week day")[domainNoun(dom.Name)] {
			return true
		}
	}
	return false
}
