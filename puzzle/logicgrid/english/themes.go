package english

import (
	"strings"
)

// category is how the writer speaks of one category's items.
type category struct {
	ref, pred string // "the one who ordered the %s", "ordered the %s"
	num       *numeric
	name      string
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
	return "the one whose " + n + " is %s", "has " + n + " %s"
}

// ranking reports whether a category's name says places in a ranking.
func ranking(name string) bool {
	for _, w := range []string{"place", "placing", "finish", "rank", "position", "standing"} {
		if strings.Contains(name, w) {
			return true
		}
	}
	return false
}
