package english

import (
	"regexp"
	"strings"
	"unicode/utf8"
)

// A category whose items are one noun and a label ("coach A, coach B,
// coach C", "pen 1, pen 2, ...", "Platform 3") is listed in a clue with
// the noun once, in the plural: "sat in coaches A and C respectively",
// "in pens 2 or 4". labelsSaid says each label with its noun ("coach A
// and coach C"), so the list names the items.

// labelList is one such category: its noun and the list of its labels
// after the plural noun.
type labelList struct {
	noun string
	list *regexp.Regexp
	one  *regexp.Regexp
}

// labelledCategories are the puzzle's categories of a noun and a label.
func (mg *magazine) labelledCategories() []labelList {
	if mg.labelledDone {
		return mg.labelled
	}
	mg.labelledDone = true
	for _, dom := range mg.p.Domains {
		noun := ""
		var labels []string
		for _, it := range dom.Items {
			f := strings.Fields(it)
			if len(f) != 2 || noun != "" && !strings.EqualFold(f[0], noun) || !utf8.ValidString(it) { // (invalid UTF-8 makes no pattern)
				labels = nil
				break
			}
			noun = f[0]
			labels = append(labels, regexp.QuoteMeta(f[1]))
		}
		if len(labels) < 2 || len(labels) != len(dom.Items) {
			continue
		}
		n := strings.ToLower(noun)
		label := `(?:` + strings.Join(labels, "|") + `)`
		mg.labelled = append(mg.labelled, labelList{
			noun: noun,
			// "coaches A and C", "coaches A, B and D", "pens 2 or 4"
			list: regexp.MustCompile(`(?i:\b` + regexp.QuoteMeta(pluralNoun(n)) + `)\s+(` + label + `(?:\s*,\s*` + label + `)*,?\s+(?:and|or|&)\s+` + label + `)\b`),
			one:  regexp.MustCompile(`\b` + label + `\b`),
		})
	}
	return mg.labelled
}

// labelsSaid is s with each list of labels after a category's plural noun
// said with the noun before each label.
func (mg *magazine) labelsSaid(s string) string {
	for _, ll := range mg.labelledCategories() {
		s = ll.list.ReplaceAllStringFunc(s, func(g string) string {
			m := ll.list.FindStringSubmatchIndex(g)
			list := g[m[2]:m[3]]
			return ll.one.ReplaceAllStringFunc(list, func(l string) string { return ll.noun + " " + l })
		})
	}
	return s
}

// pluralNoun is the plural of a common noun: "coaches", "boxes",
// "ferries", "pens".
func pluralNoun(w string) string {
	switch {
	case strings.HasSuffix(w, "s") || strings.HasSuffix(w, "x") || strings.HasSuffix(w, "z") || strings.HasSuffix(w, "ch") || strings.HasSuffix(w, "sh"):
		return w + "es"
	case strings.HasSuffix(w, "y") && len(w) > 1 && !strings.ContainsRune("aeiou", rune(w[len(w)-2])):
		return w[:len(w)-1] + "ies"
	}
	return w + "s"
}
