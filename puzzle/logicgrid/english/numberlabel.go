package english

import (
	"slices"
	"strconv"
	"strings"
)

// reNoNumber is an item that is a number written after "No." ("No. 3",
// "No.12", "no 7"): a route, a bus, a shirt numbered so, read as the
// number (as "#3" is), so "a lower route number" compares them.
var reNoNumber = lazyRE(`^(?i)no\.?\s*(\d{1,6})$`)

// nounNumberWord is a noun and a number in words after it: "house three",
// "room number five", "lane No. two".
var nounNumberWord = lazyRE(`(?i)\b(\pL+)(\s+(?:number|no\.?)\s+|\s+)(one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\b`)

// numberWordsSaid is s with "house three" said "house 3" where the noun
// names a category whose items are the numbers from 1 ("house: 1, 2, 3,
// 4") or places in a row, and that number is one of them; a number in
// words elsewhere is left as it is (it may be an amount: "three years
// older").
func (mg *magazine) numberWordsSaid(s string) string {
	out, last := "", 0
	for _, at := range nounNumberWord.FindAllStringSubmatchIndex(s, -1) {
		if next := firstWord(s[at[1]:]); strings.HasSuffix(next, "s") || set("to away from down up along apart before after ahead behind left right over above below further farther more less fewer")[strings.ToLower(next)] {
			continue // "the house three doors down": a count of places
		}
		out += s[last:at[0]] + mg.numberWordSaid(s[at[0]:at[1]])
		last = at[1]
	}
	return out + s[last:]
}

// numberWordSaid is one such phrase, said with the number, or g.
func (mg *magazine) numberWordSaid(g string) string {
	m := nounNumberWord.FindStringSubmatch(g)
	noun := singular(strings.ToLower(m[1]))
	n := strconv.Itoa(numberWords[strings.ToLower(m[3])])
	for _, dom := range mg.p.Domains {
		if domainNoun(dom.Name) == noun && slices.Contains(dom.Items, n) && (mg.positionNoun(noun) || numberedFromOne(dom.Items)) {
			return m[1] + " " + n
		}
	}
	return g
}

// numberedFromOne reports whether items are "1", "2", ... in order: labels
// ("room 3"), not amounts ("at age six" of ages is no label).
func numberedFromOne(items []string) bool {
	for i, it := range items {
		if strings.TrimSpace(it) != strconv.Itoa(i+1) {
			return false
		}
	}
	return true
}

// squareUnit is an area's unit written out or short: "square feet", "sq
// ft", "sq. ft.", "square metres", "sq m".
var squareUnit = lazyRE(`(?i)\b(?:square|sq\.?)\s+(feet|foot|ft\.?|metres|meters|metre|meter|m|miles|mile|mi|yards|yard|yd|kilometres|kilometers|km|inches|inch|in)(?:\b|$)`)

// squareUnitSaid is s with an area's unit spelt as the puzzle's items
// spell it ("30 square feet bigger" of "size: 180 sq ft"): two
// spellings of one unit, which the amount's unit word would not match.
func (mg *magazine) squareUnitSaid(s string) string {
	var items string // the items' spelling, the first category with one
	for d, nm := range mg.num {
		if nm == nil || len(mg.p.Domains[d].Items) == 0 {
			continue
		}
		if m := squareUnit.FindString(mg.p.Domains[d].Items[0]); m != "" {
			items = m
			break
		}
	}
	if items == "" {
		return s
	}
	base := func(u string) string {
		f := strings.Fields(strings.ToLower(u))
		return unitNames[strings.TrimSuffix(f[len(f)-1], ".")]
	}
	return squareUnit.ReplaceAllStringFunc(s, func(g string) string {
		if base(g) != "" && base(g) == base(items) {
			return items
		}
		return g
	})
}

// openCompound is "best paid", "worst attended", "top scoring": a
// hyphenated superlative written open, said hyphenated ("the best-paid"),
// as compoundSuperlatives read it.
var openCompound = lazyRE(`(?i)\b(best|worst|top|bottom) (\pL+)\b`)

// openCompoundSaid is s with each such pair hyphenated where the second
// word is a participle.
func openCompoundSaid(s string) string {
	return openCompound.ReplaceAllStringFunc(s, func(g string) string {
		m := openCompound.FindStringSubmatch(g)
		if !isParticiple(strings.ToLower(m[2])) {
			return g
		}
		return m[1] + "-" + m[2]
	})
}

// moneyWords is an amount of money in words: "three dollars", "ten pounds".
var moneyWords = lazyRE(`(?i)\b(one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|a hundred|one hundred) (dollars?|bucks|pounds?|quid|euros?)\b`)

// moneyWordsSaid is s with such amounts written as the puzzle's money
// items write them ("Ivy charged three dollars for her treat" of "price:
// $1, $2, $3": "$3", an item; in words it named none). Pounds are money
// only where the items are in pounds ("three pounds heavier" is a weight).
func (mg *magazine) moneyWordsSaid(s string) string {
	sign, seen := "", false
	for _, nm := range mg.num {
		if nm == nil || nm.class != money {
			continue
		}
		sym := nm.sym
		if sym == "" {
			sym = "$"
		}
		if seen && sym != sign {
			return s // two currencies
		}
		sign, seen = sym, true
	}
	if !seen {
		return s
	}
	unitOf := map[string]string{"dollar": "$", "dollars": "$", "bucks": "$", "pound": "£", "pounds": "£", "quid": "£", "euro": "€", "euros": "€"}
	return moneyWords.ReplaceAllStringFunc(s, func(g string) string {
		m := moneyWords.FindStringSubmatch(g)
		if unitOf[strings.ToLower(m[2])] != sign {
			return g
		}
		n := numberWords[strings.ToLower(m[1])]
		if strings.HasSuffix(strings.ToLower(m[1]), "hundred") {
			n = 100
		}
		return sign + strconv.Itoa(n)
	})
}
