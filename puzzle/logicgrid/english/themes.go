package english

import (
	"strings"
)

// category is how the writer speaks of one category's items.
type category struct {
	ref, pred string // "the one who ordered the %s", "ordered the %s"
	// say, when set, gives ref and pred for one item (plain words: "has
	// 1 scoop", "has 3 scoops").
	say  func(item string) (ref, pred string)
	num  *numeric
	name string
}

// cmp is the verb and comparatives of a numeric category: "paid", "more", "less".
func (c category) cmp() (verb, more, less string) {
	switch c.num.class {
	case money:
		return "paid", "more", "less"
	case clock:
		return "arrived", "later", "earlier"
	case date, month, weekday:
		return "left", "later", "earlier"
	case year:
		return "was born", "later", "earlier"
	case height:
		return "is", "taller", "shorter"
	}
	if c.name == "ages" || c.name == "age" {
		return "is", "years older", "years younger"
	}
	return "has a " + c.name, "higher", "lower"
}

// phrases for themed categories, by the category's name.
var themedPhrases = map[string][2]string{
	"drinks":      {"the one who ordered the %s", "ordered the %s"},
	"drink":       {"the one who ordered the %s", "ordered the %s"},
	"foods":       {"the one who ate the %s", "ate the %s"},
	"pets":        {"the one with the %s", "owns the %s"},
	"colors":      {"the one who likes %s", "likes %s"},
	"sports":      {"the one who plays %s", "plays %s"},
	"cities":      {"the one who visited %s", "visited %s"},
	"jobs":        {"the %s", "is the %s"},
	"books":       {"the one who read %s", "read %s"},
	"instruments": {"the one who plays the %s", "plays the %s"},
}

func categoryFor(name string, d int) category {
	c := category{name: strings.ToLower(name)}
	if ph, ok := themedPhrases[strings.ToLower(name)]; ok {
		c.ref, c.pred = ph[0], ph[1]
	}
	return c
}

// classPhrases are the default phrases of a numeric category.
func classPhrases(nm numeric, name string) (string, string) {
	switch nm.class {
	case money:
		return "the one who paid %s", "paid %s"
	case clock:
		return "the one who arrived at %s", "arrived at %s"
	case date:
		return "the one who left on %s", "left on %s"
	case month:
		return "the one who left in %s", "left in %s"
	case weekday:
		return "the one who left on %s", "left on %s"
	case year:
		return "the one born in %s", "was born in %s"
	case height:
		return "the one who is %s tall", "is %s tall"
	}
	n := strings.ToLower(name)
	if (n == "ages" || n == "age") && nm.unit != "" { // items "24 years"
		return "the one who is %s old", "is %s old"
	}
	if n == "ages" || n == "age" {
		return "the %s-year-old", "is %s years old"
	}
	if nm.ordinal && ranking(n) {
		return "the one who finished %s", "finished %s" // not "has places 1st"
	}
	if nm.unit != "" { // "the one with 4 miles", not "has miles 4 miles"
		return "the one with %s", "has %s"
	}
	sing := singular(n)
	switch {
	case labelNames[sing]: // "the one whose jersey is 11"
		return "the one whose " + sing + " is %s", "is the one whose " + sing + " is %s"
	case levelNames[sing]: // "has a score of 85"
		return "the one with a " + sing + " of %s", "has a " + sing + " of %s"
	}
	return "the one with %s " + n, "has %s " + n // "has 3 points", not "has points 3"
}

// labelNames are categories of numbers that name, not count ("jersey 11");
// levelNames are measures said "a score of 85". Other bare numbers count
// their category's name ("3 points", "1200 votes").
var (
	labelNames = set("jersey number room bib seat locker lane table badge ticket booth house apartment floor channel route flight gate platform track shirt car cabin suite unit lot code stall slip dock pier berth plot row aisle box bay court pump station space spot id")
	levelNames = set("score rating grade level temperature rank")
)

// ranking reports whether a category's name says places in a ranking.
func ranking(name string) bool {
	for _, w := range []string{"place", "placing", "finish", "rank", "position", "standing", "ribbon", "prize", "seed"} {
		if strings.Contains(name, w) {
			return true
		}
	}
	return false
}
