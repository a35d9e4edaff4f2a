package english

import (
	"regexp"
	"strings"
	"unicode"
	"unicode/utf8"

	"deduce/puzzle/logicgrid"
)

// Rankings written in words, not ordinals: medals ("result: gold, silver,
// bronze, 4th") and prizes the story ranks ("each went home with a
// ribbon: blue for first, red for second, yellow for third and white for
// fourth"). Such a category is read as the places it stands for (values
// 1, 2, 3, ...), so "touched first", "won", "finished one place behind",
// "beat" and "the top prize" read along it as along "1st, 2nd, 3rd". A
// category whose words are not all ranked, or ranked twice, stays a
// category of names.

// medalRanks are the medals in their order.
var medalRanks = map[string]int{"gold": 1, "silver": 2, "bronze": 3}

// wordRanks reads items as a ranking: each item's place, or ok false.
func wordRanks(items []string, text string) ([]float64, bool) {
	if vals, ok := medalValues(items); ok {
		return vals, true
	}
	return storyRanks(items, text)
}

// medalValues reads "gold, silver, bronze" and the places after them
// ("4th", "fourth", "4th place"; one "none" or "no medal" last).
func medalValues(items []string) ([]float64, bool) {
	n := len(items)
	vals := make([]float64, n)
	seen := map[int]bool{}
	medals, none := 0, -1
	for i, it := range items {
		w := strings.ToLower(strings.TrimSpace(it))
		w = strings.TrimSuffix(strings.TrimSuffix(w, " medal"), " place")
		if r, ok := medalRanks[w]; ok {
			vals[i], medals = float64(r), medals+1
		} else if r, ok := ordinals[w]; ok {
			vals[i] = float64(r)
		} else if w == "none" || w == "no medal" {
			if none >= 0 {
				return nil, false
			}
			none = i
			continue
		} else {
			return nil, false
		}
		if seen[int(vals[i])] || vals[i] > float64(n) {
			return nil, false
		}
		seen[int(vals[i])] = true
	}
	if medals < 2 || medals < min(3, n) {
		return nil, false
	}
	if none >= 0 {
		if seen[n] {
			return nil, false
		}
		vals[none] = float64(n)
	}
	return vals, true
}

// storyRanks reads the places the story gives each item: "blue for
// first", "gold = 1st", "first place takes the blue". Every item must have
// one, each a different place of 1 to len(items).
func storyRanks(items []string, text string) ([]float64, bool) {
	if len(items) < 2 || len(text) > maxStoryScan {
		return nil, false
	}
	for _, it := range items {
		if hasDigit(it) {
			return nil, false // "$25", "9:30am": numbers, never ribbons given for places
		}
	}
	if rankPhrases(text) < len(items) {
		return nil, false // each item needs a phrase of its own: no pattern per item for a story without them
	}
	const ord = `(first|second|third|fourth|fifth|sixth|seventh|eighth|1st|2nd|3rd|4th|5th|6th|7th|8th)`
	names := make([]string, len(items))
	index := map[string]int{}
	for i, it := range items {
		if strings.TrimSpace(it) == "" || !utf8.ValidString(it) {
			return nil, false // (a pattern of invalid UTF-8 does not compile)
		}
		names[i] = regexp.QuoteMeta(strings.TrimSpace(it))
		index[strings.ToLower(strings.TrimSpace(it))] = i
	}
	alt := `(` + strings.Join(names, "|") + `)`
	// one pattern each way for the whole category (not one per item: this
	// runs for every category of every puzzle read)
	fwd, ferr := regexp.Compile(`(?i)\b` + alt + `\b(?: ribbons?| medals?| rosettes?| prizes?)?,? (?:for|=|is for|was for|means|meant|went to|goes to|to) (?:the )?` + ord + `\b`)
	back, berr := regexp.Compile(`(?i)\b` + ord + `(?: place)?,? (?:gets|got|wins|won|takes|took|receives|received|earns|earned|=) (?:a |an |the )?` + alt + `\b`)
	if ferr != nil || berr != nil {
		return nil, false
	}
	rank := make([]int, len(items))
	give := func(item, o string) bool {
		i, ok := index[strings.ToLower(item)]
		r := ordinals[strings.ToLower(o)]
		if !ok || r < 1 || r > len(items) || rank[i] != 0 && rank[i] != r {
			return false
		}
		rank[i] = r
		return true
	}
	for _, m := range fwd.FindAllStringSubmatch(text, -1) {
		if !give(m[1], m[2]) {
			return nil, false
		}
	}
	for _, m := range back.FindAllStringSubmatch(text, -1) {
		if !give(m[2], m[1]) {
			return nil, false
		}
	}
	vals := make([]float64, len(items))
	seen := map[int]bool{}
	for i, r := range rank {
		if r == 0 || seen[r] {
			return nil, false
		}
		seen[r] = true
		vals[i] = float64(r)
	}
	return vals, true
}

// rankPhrases counts the places the text gives to anything: an ordinal
// after "for", "=", "to", "means" ("blue for first") or before "gets",
// "wins", "takes" ... ("first place takes the blue"). storyRanks's
// patterns need one per item, so a story with fewer is passed over
// without building them.
func rankPhrases(text string) int {
	ws := strings.FieldsFunc(strings.ToLower(text), func(r rune) bool {
		return !unicode.IsLetter(r) && !unicode.IsDigit(r) && r != '='
	})
	n := 0
	for i, w := range ws {
		if r := ordinals[w]; r < 1 || r > 8 {
			continue
		}
		prev := ""
		if i > 0 {
			prev = ws[i-1]
		}
		if prev == "the" && i > 1 {
			prev = ws[i-2]
		}
		next := ""
		if j := i + 1; j < len(ws) {
			if next = ws[j]; next == "place" && j+1 < len(ws) {
				next = ws[j+1]
			}
		}
		if rankBefore[prev] || rankAfter[next] {
			n++
		}
	}
	return n
}

var (
	rankBefore = set("for = means meant to")
	rankAfter  = set("gets got wins won takes took receives received earns earned =")
)

// maxStoryScan bounds the text storyRanks searches (a story is short; the
// bound keeps a hostile file's long text from costing a pattern per item).
const maxStoryScan = 1 << 16

// "The Swede missed out on a medal", "Bo didn't win a medal": of medals
// and one place after them ("gold, silver, bronze, 4th"), that place.
var missedMedal = lazyRE(`(?i)\b(?:missed out on|failed to win|didn't win|did not win|went home without|finished without|was without|never won|just missed) (?:a|any) medal\b`)

// edgedFor is "A edged B for the bronze": A took that place, and B the
// next one.
var edgedFor = lazyRE(`(?i)^(.+?) (?:edged|edged out|pipped|nipped|held off|beat|outtouched|squeezed past) (.+?) for (?:the )?([a-z0-9]+(?: place)?)[.!]?$`)

// medalSaid rewrites "missed out on a medal" as the one place after the
// medals, where the puzzle has such a ranking.
func (mg *magazine) medalSaid(s string) string {
	if !missedMedal.MatchString(s) {
		return s
	}
	for d, nm := range mg.num {
		if nm == nil || !nm.ranks {
			continue
		}
		var off []string
		for _, it := range mg.p.Domains[d].Items {
			if _, medal := medalRanks[strings.ToLower(strings.TrimSuffix(it, " medal"))]; !medal {
				off = append(off, it)
			}
		}
		if len(off) == 1 {
			return missedMedal.ReplaceAllString(s, "finished "+off[0])
		}
	}
	return s
}

// edgedForSaid reads "A edged B for the bronze": A took the bronze and
// B finished one place behind A; ok is false when s has no such shape or
// the place is no item of a ranking.
func (mg *magazine) edgedForSaid(s string) (_ [][]logicgrid.Clue, ok bool, err error) {
	m := edgedFor.FindStringSubmatch(s)
	if m == nil {
		return nil, false, nil
	}
	place := strings.TrimSuffix(strings.ToLower(m[3]), " place")
	d := mg.onlyRank()
	if d < 0 {
		return nil, false, nil
	}
	found := false
	for _, it := range mg.p.Domains[d].Items {
		found = found || strings.EqualFold(it, place) || strings.EqualFold(it, m[3])
	}
	if !found || !mg.onlyMention(m[1]) || !mg.onlyMention(m[2]) {
		return nil, false, nil
	}
	a, aerr := mg.clue(m[1] + " finished " + m[3] + ".")
	b, berr := mg.clue(m[2] + " finished one place behind " + m[1] + ".")
	if err := keep(aerr, berr); err != nil {
		return nil, true, err
	}
	return mg.product(a, b), true, nil
}

// tookPrize is "took the prize", "carried off the trophy": won, where the
// prize is the contest's and no item.
var tookPrize = lazyRE(`(?i)\b(?:took|takes|claimed|claims|scooped|scoops|carried off|walked off with|lifted) the (?:prize|title|trophy|cup|crown|shield)\b`)

// tookPrizeSaid says "took the prize" as "won" where the words name no
// item (a category of prizes keeps "took the trophy").
func (mg *magazine) tookPrizeSaid(s string) string {
	loc := tookPrize.FindStringIndex(s)
	if loc == nil || len(mg.lx.mentions(tokenize(s[loc[0]:loc[1]]))) > 0 {
		return s
	}
	return s[:loc[0]] + "won" + s[loc[1]:]
}
