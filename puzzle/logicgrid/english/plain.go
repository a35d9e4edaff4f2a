package english

import (
	"fmt"
	"slices"
	"strings"

	"deduce/puzzle/logicgrid"
)

// Plain readings (deduce read, the diagnosis, settle's message) say what
// was understood in English, with each numeric category's own noun and its
// unit as the puzzle prints them: "Sara has a commute 5 minutes longer than
// Pam", "Cho has 250 more votes than Evans", "Bo has 1 scoop", "Earl has a
// weight of 3 pounds", "the lamp is from 15 years earlier than the mirror".
// The writer's round-trip sentences (Write) are not these: they must read
// back with the reader, these only need to be read by a person.

// numKind is how plain words speak of a category of plain numbers.
type numKind int

const (
	countKind   numKind = iota // "3 points", "1200 votes", "4 miles": counted in its own noun
	measureKind                // "a commute of 15 minutes": a noun measured in another unit
	levelKind                  // "a score of 85"
	labelKind                  // "jersey 11": names, does not count
	ordinalKind                // "the first leg"
	ageKind                    // "24 years old"
	rankKind                   // "finished 2nd"
)

// plainNum is a category of plain numbers as plain words speak of it.
type plainNum struct {
	kind         numKind
	noun, plural string // "commute", "commutes"; "gold medal", "gold medals"
	unit         string // the items' unit as printed ("minutes", "light years", "%"), or ""
	more, less   string // "longer", "shorter"
}

func (w *writer) plainNum(d int) plainNum {
	nm := w.cats[d].num
	name := strings.ToLower(w.p.Domains[d].Name)
	pn := plainNum{noun: singular(name), plural: name, unit: nm.unit, more: "higher", less: "lower"}
	if massNoun(name) {
		pn.noun = name // "winnings", "earnings": no one winning
	}
	switch {
	case name == "ages" || name == "age" || nm.unit == "" && (name == "years" || name == "years old"):
		pn.kind = ageKind
	case nm.ordinal && ranking(name):
		pn.kind = rankKind
	case nm.ordinal:
		pn.kind, pn.more, pn.less = ordinalKind, "later", "earlier" // "the third leg"
		if labelNames[pn.noun] || levelNames[pn.noun] || pn.noun == "grade" {
			pn.more, pn.less = "higher", "lower" // "a higher floor"
		}
	case labelNames[pn.noun]:
		pn.kind = labelKind
	case levelNames[pn.noun] || measureNouns[pn.noun] && nm.unit == "" ||
		nm.unit == "" && (nm.scale != 1 || strings.Contains(name, "size") || strings.Contains(name, "average") || isAcronym(w.p.Domains[d].Name)):
		// "has a lower GPA than", "a shoe size 1.5 higher": one measure of
		// each (decimals count nothing), no count of its own noun
		pn.kind = levelKind
	case nm.unit == "" || sameUnit(lastWord(nm.unit), lastWord(name)) || strings.EqualFold(nm.unit, name):
		pn.kind, pn.more, pn.less = countKind, "more", "fewer"
	default:
		pn.kind = measureKind
		switch unitNames[lastWord(nm.unit)] {
		case "minute", "hour", "second", "mile", "kilometer", "meter", "foot", "yard", "inch":
			pn.more, pn.less = "longer", "shorter"
		case "pound", "kilogram", "ounce":
			pn.more, pn.less = "heavier", "lighter"
		}
		if lastWord(nm.unit) == "days" || lastWord(nm.unit) == "nights" || lastWord(nm.unit) == "weeks" {
			pn.more, pn.less = "longer", "shorter"
		}
	}
	return pn
}

// massNoun reports whether a category's name is a mass noun in -ings
// ("winnings", "earnings", "savings", "takings"): said without "a".
func massNoun(name string) bool {
	return set("winnings earnings savings takings")[strings.ToLower(strings.TrimSpace(name))]
}

// isAcronym reports whether a category's name is an acronym ("GPA").
func isAcronym(name string) bool {
	return len(name) >= 2 && strings.ToUpper(name) == name && strings.ToLower(name) != name
}

func lastWord(s string) string {
	f := strings.Fields(s)
	if len(f) == 0 {
		return ""
	}
	return strings.ToLower(f[len(f)-1])
}

// measureNouns are categories of bare numbers that measure one thing
// ("a population of 1,800"), not a count of their own noun ("3 points").
var measureNouns = set("population size length width weight height distance speed capacity attendance depth area volume")

// count is n of the noun, singular for one: "1 scoop", "3 scoops".
func (pn plainNum) count(n string) string {
	if n == "1" {
		return "1 " + pn.noun
	}
	return n + " " + pn.plural
}

// amount is k of domain d's values in its unit as printed: "5 minutes",
// "1 light year", "3%", "250".
func (w *writer) plainAmount(d, k int) string {
	num := w.plainNumber(d, k)
	switch u := w.cats[d].num.unit; {
	case u == "":
		return num
	case u == "%":
		return num + "%"
	case num == "1":
		ws := strings.Fields(u)
		ws[len(ws)-1] = singular(ws[len(ws)-1])
		return "1 " + strings.Join(ws, " ")
	default:
		return num + " " + u
	}
}

// plainNumber is k of domain d's values as a number: "250", "1.5".
func (w *writer) plainNumber(d, k int) string {
	if w.cats[d].num.scale == 100 {
		return strings.TrimRight(strings.TrimRight(fmt.Sprintf("%d.%02d", k/100, k%100), "0"), ".")
	}
	return fmt.Sprint(k)
}

// plainWriter is the writer with plain words for the categories of plain
// numbers, clock times, dates and years whose default verb would be wrong
// ("has 15 minutes", "left on Monday" for a delivery day, "was born" of
// a car's year).
func plainWriter(p *logicgrid.Puzzle) *writer {
	w := newWriter(p)
	for d := range w.cats {
		c := &w.cats[d]
		if c.num == nil {
			continue
		}
		name := strings.ToLower(p.Domains[d].Name)
		if row := rowNouns[singular(lastWord(name))] && c.num.class == number && c.num.unit == "" && !countsOf(p.Domains[d].Items, singular(lastWord(name))); row { // also the first category: "house 3", not "3" ("boxes: 8 boxes" is a count)
			noun := singular(lastWord(name)) // "the one in house 3"
			if c.num.ordinal {
				c.ref, c.pred = "the one in the %s "+noun, "is in the %s "+noun
			} else {
				c.ref, c.pred = "the one in "+noun+" %s", "is in "+noun+" %s"
			}
			continue
		}
		if d == 0 {
			continue
		}
		switch c.num.class {
		case number:
			pn := w.plainNum(d)
			switch pn.kind {
			case countKind:
				c.say = func(item string) (string, string) {
					n := item
					if pn.unit != "" { // "4 miles": the item says its noun
						return "the one with " + n, "has " + n
					}
					return "the one with " + pn.count(n), "has " + pn.count(n)
				}
			case measureKind:
				c.ref, c.pred = "the one with a "+pn.noun+" of %s", "has a "+pn.noun+" of %s"
			case ordinalKind:
				c.ref, c.pred = "the one with the %s "+pn.noun, "has the %s "+pn.noun
				if pn.unit != "" { // "the 3rd floor": the item says its noun
					c.ref, c.pred = "the one with the %s", "has the %s"
				}
			case levelKind: // "has a population of 1,800"
				c.ref, c.pred = "the one with a "+pn.noun+" of %s", "has a "+pn.noun+" of %s"
			case labelKind:
				if pn.unit != "" { // "the one with the 4th floor"
					c.ref, c.pred = "the one with the %s", "has the %s"
				}
			}
		case clock, date, weekday, month:
			if verb, ok := timeVerb(name); ok {
				prep := map[numClass]string{clock: "at", date: "on", weekday: "on", month: "in"}[c.num.class]
				c.ref, c.pred = "the one who "+verb+" "+prep+" %s", verb+" "+prep+" %s"
			} else if c.num.class == clock {
				c.ref, c.pred = "the one at %s", "is at %s"
			} else {
				prep := map[numClass]string{date: "on", weekday: "on", month: "in"}[c.num.class]
				c.ref, c.pred = "the one "+prep+" %s", "is "+prep+" %s"
			}
		case money:
			if n := singular(name); massNoun(name) { // "has winnings of $60"
				c.ref, c.pred = "the one with "+name+" of %s", "has "+name+" of %s"
			} else if !paidNouns[n] { // "has a budget of $2 million"
				c.ref, c.pred = "the one with a "+n+" of %s", "has a "+n+" of %s"
			}
		case year:
			if !born(name) {
				c.ref, c.pred = "the one from %s", "is from %s"
			}
		}
	}
	plainPositions(p, w) // positions.go
	return w
}

// paidNouns are categories of money that someone paid ("prices",
// "fees"): their plain words say "paid"; others ("budgets", "salaries",
// "winnings") say "has a budget of".
var paidNouns = set("price cost fee fare bill payment charge rent ticket toll amount paid spent")

// timeVerb is the verb a category of times or dates names ("departures"
// -> "left"), ok false when its name names none (then plain words say "is
// at 9:30am", never a verb the puzzle did not use).
func timeVerb(name string) (string, bool) {
	for _, vw := range [][2]string{{"depart", "left"}, {"leav", "left"}, {"arriv", "arrived"}, {"start", "started"}, {"finish", "finished"}, {"deliver", "was delivered"}, {"born", "was born"}, {"birth", "was born"}} {
		if strings.Contains(name, vw[0]) {
			return vw[1], true
		}
	}
	return "", false
}

func born(name string) bool { return strings.Contains(name, "birth") || strings.Contains(name, "born") }

// plainCompare says an order or difference clue in plain words where the
// writer's verb would be wrong or missing; ok false for the others (money,
// heights, named times: the writer's words are right).
func plainCompare(w *writer, c logicgrid.Clue) (string, bool) {
	switch c.Kind {
	case logicgrid.Less, logicgrid.LessBy, logicgrid.DiffBy, logicgrid.ApartBy, logicgrid.Apart:
	default:
		return "", false
	}
	d := c.Domain
	nm := w.cats[d].num
	if nm == nil {
		return "", false
	}
	k := c.K
	if c.Kind == logicgrid.LessBy || c.Kind == logicgrid.Apart {
		step, even := w.step(d)
		if !even && !rowNouns[singular(lastWord(strings.ToLower(w.p.Domains[d].Name)))] {
			// steps of uneven values ("18:10, 18:55, 19:30"): places in
			// their order, no amount ("two places behind" is no 90 seconds)
			return plainSteps(w, c), true
		}
		k *= step
	}
	if c.Kind == logicgrid.Apart { // positions either way: worded as the values either way
		c.Kind = logicgrid.ApartBy
	}
	lo, hi := w.ref(c.Items[0]), w.ref(c.Items[1]) // value(lo) < value(hi)
	name := strings.ToLower(w.p.Domains[d].Name)
	// say builds "HI <verb> <amount> <more> than LO" and its variants.
	say := func(verb, more, less string, amount func(int) string, before string) string {
		switch c.Kind {
		case logicgrid.Less:
			return fmt.Sprintf("%s %s %s %s than %s", capitalize(lo), verb, before, less, hi)
		case logicgrid.ApartBy:
			am := amount(k)
			return fmt.Sprintf("%s %s either %s %s or %s %s than %s", capitalize(lo), verb, am, more, am, less, hi)
		}
		return fmt.Sprintf("%s %s %s %s than %s", capitalize(hi), verb, amount(k), more, lo)
	}
	trim := func(s string) string { return strings.Join(strings.Fields(s), " ") }
	switch nm.class {
	case money:
		n := singular(name)
		if paidNouns[n] {
			return "", false
		}
		money := func(k int) string { return w.amount(d, k) }
		a := "a "
		if massNoun(name) { // "has lower winnings than"
			n, a = name, ""
		}
		switch c.Kind {
		case logicgrid.Less:
			return fmt.Sprintf("%s has %slower %s than %s", capitalize(lo), a, n, hi), true
		case logicgrid.ApartBy:
			am := money(k)
			return fmt.Sprintf("%s has %s%s either %s higher or %s lower than %s", capitalize(lo), a, n, am, am, hi), true
		}
		return fmt.Sprintf("%s has %s%s %s higher than %s", capitalize(hi), a, n, money(k), lo), true
	case clock, date, weekday, month:
		verb := "is"
		if v, named := timeVerb(name); named {
			verb = v
		}
		unit := func(k int) string { return w.amount(d, k) }
		later, earlier := "later", "earlier"
		if span := w.timeSpan(d); span != "" && c.Kind == logicgrid.Less {
			// days and times in one puzzle: "earlier in the day" is no
			// earlier day ("Kurt is earlier than Ivan" said either)
			later, earlier = "later "+span, "earlier "+span
		}
		return trim(say(verb, later, earlier, unit, "")), true
	case year:
		if born(name) {
			return "", false
		}
		years := func(k int) string { return w.amount(d, k) }
		if c.Kind == logicgrid.Less {
			return fmt.Sprintf("%s is from an earlier year than %s", capitalize(lo), hi), true
		}
		return trim(say("is from", "later", "earlier", years, "")), true
	case number:
	default:
		return "", false
	}
	if rowNouns[singular(lastWord(name))] && w.cats[d].num.unit == "" && !countsOf(w.p.Domains[d].Items, singular(lastWord(name))) { // places in a row, left to right ("heaviest box: 12 kg" measures)
		places := func(k int) string {
			if k == 1 {
				return "1 place"
			}
			return fmt.Sprintf("%d places", k)
		}
		if roundStory.MatchString(w.p.Story) {
			// round a table the numbers are no left and right (roundtable.go)
			noun := singular(lastWord(name))
			switch c.Kind {
			case logicgrid.Less:
				return fmt.Sprintf("%s has a lower %s number than %s", capitalize(lo), noun, hi), true
			case logicgrid.LessBy, logicgrid.DiffBy:
				return fmt.Sprintf("%s has a %s number %d lower than %s", capitalize(lo), noun, c.K, hi), true
			}
			return fmt.Sprintf("%s has a %s number %d higher or lower than %s", capitalize(lo), noun, c.K, hi), true
		}
		switch c.Kind {
		case logicgrid.Less:
			return fmt.Sprintf("%s is somewhere to the left of %s", capitalize(lo), hi), true
		case logicgrid.LessBy, logicgrid.DiffBy:
			if c.K == 1 && c.Kind == logicgrid.LessBy {
				return fmt.Sprintf("%s is immediately to the left of %s", capitalize(lo), hi), true
			}
			return fmt.Sprintf("%s is %s to the left of %s", capitalize(lo), places(c.K), hi), true
		}
		if c.K == 1 {
			return fmt.Sprintf("%s is next to %s", capitalize(lo), hi), true
		}
		return fmt.Sprintf("%s is %s away from %s", capitalize(lo), places(c.K), hi), true
	}
	pn := w.plainNum(d)
	switch pn.kind {
	case rankKind:
		return "", false // plainOrder says places
	case ageKind:
		inMonths := false // "6 months, 1 year": counted in months
		for _, it := range w.p.Domains[d].Items {
			inMonths = inMonths || strings.Contains(strings.ToLower(it), "month")
		}
		years := func(k int) string {
			if inMonths && k == 1 {
				return "1 month"
			}
			if inMonths {
				return fmt.Sprintf("%d months", k)
			}
			if k == 1 {
				return "1 year"
			}
			return fmt.Sprintf("%d years", k)
		}
		return trim(say("is", "older", "younger", years, "")), true
	case countKind:
		// "has 250 more votes than", "has fewer pages than", "has 1 more scoop than"
		noun := func(k int) string {
			one, many := pn.noun, pn.plural
			if pn.unit != "" { // "4 miles": the unit is the noun
				ws := strings.Fields(pn.unit)
				ws[len(ws)-1] = singular(ws[len(ws)-1])
				one, many = strings.Join(ws, " "), pn.unit
			}
			if w.plainNumber(d, k) == "1" {
				return one
			}
			return many
		}
		num := func(k int) string { return w.plainNumber(d, k) }
		switch c.Kind {
		case logicgrid.Less:
			return fmt.Sprintf("%s has %s %s than %s", capitalize(lo), pn.less, noun(2), hi), true
		case logicgrid.ApartBy:
			return fmt.Sprintf("%s has either %s more or %s fewer %s than %s", capitalize(lo), num(k), num(k), noun(k), hi), true
		}
		return fmt.Sprintf("%s has %s more %s than %s", capitalize(hi), num(k), noun(k), lo), true
	}
	if pn.noun == "height" || pn.noun == "altitude" {
		pn.more, pn.less = "taller", "shorter"
		if pn.noun == "altitude" {
			pn.more, pn.less = "higher", "lower"
		}
		return trim(say("is", pn.more, pn.less, func(k int) string { return w.plainAmount(d, k) }, "")), true
	}
	if pn.more == "heavier" { // "is 2 pounds heavier than": the word says weight
		return trim(say("is", pn.more, pn.less, func(k int) string { return w.plainAmount(d, k) }, "")), true
	}
	// "has a commute 5 minutes longer than", "has a lower score than",
	// "has a leg 1 later than"
	a, one := "a ", "a "
	if strings.ContainsAny(pn.less[:1], "aeiou") {
		a = "an "
	}
	if massNoun(pn.noun) { // "has lower winnings than"
		a, one = "", ""
	}
	am := w.plainAmount(d, k)
	if sameUnit(lastWord(pn.unit), lastWord(pn.noun)) { // "a floor 2 higher", not "2 floor higher"
		am = w.plainNumber(d, k)
	}
	switch c.Kind {
	case logicgrid.Less:
		return fmt.Sprintf("%s has %s%s %s than %s", capitalize(lo), a, pn.less, pn.noun, hi), true
	case logicgrid.ApartBy:
		return fmt.Sprintf("%s has %s%s either %s %s or %s %s than %s", capitalize(lo), one, pn.noun, am, pn.more, am, pn.less, hi), true
	}
	return fmt.Sprintf("%s has %s%s %s %s than %s", capitalize(hi), one, pn.noun, am, pn.more, lo), true
}

// timeSpan is "in the day" of clock times, "in the week" of weekdays,
// "in the year" of months, where the puzzle has another category of
// points in time ("" otherwise, and of dates).
func (w *writer) timeSpan(d int) string {
	others := 0
	for e := range w.p.Domains {
		if nm := w.cats[e].num; e != d && nm != nil && slices.Contains([]numClass{clock, date, weekday, month, year}, nm.class) {
			others++
		}
	}
	if others == 0 {
		return ""
	}
	return map[numClass]string{clock: "in the day", weekday: "in the week", month: "in the year"}[w.cats[d].num.class]
}

// plainSteps says a step of positions along a category whose values are
// not evenly spaced: "Ann is 2 places after Bo in the order of times".
func plainSteps(w *writer, c logicgrid.Clue) string {
	lo, hi := w.ref(c.Items[0]), w.ref(c.Items[1])
	name := strings.ToLower(w.p.Domains[c.Domain].Name)
	places := "the next place"
	if c.K != 1 {
		places = fmt.Sprintf("%d places", c.K)
	}
	if c.Kind == logicgrid.Apart {
		return fmt.Sprintf("%s is %s away from %s in the order of %s", capitalize(lo), places, hi, name)
	}
	if c.K == 1 {
		return fmt.Sprintf("%s is in the place right after %s in the order of %s", capitalize(hi), lo, name)
	}
	return fmt.Sprintf("%s is %s after %s in the order of %s", capitalize(hi), places, lo, name)
}
