package english

import (
	"regexp"
	"strings"
)

// Groups the story names (unseen79): "The kitchen and the scullery are on
// the ground floor; the nursery and the linen room are upstairs." A clue
// that places someone by the group ("was in a room on the ground floor",
// "never went upstairs") is said as the items: "was in either the kitchen
// or the scullery". Only two-item groups of one category, each named by
// a phrase the story gives once.

// storyGroup is "A and B are PHRASE" in the story, up to the clause's end.
var storyGroup = lazyRE(`(?i)^\s*((?:the )?[\pL' -]+?) and ((?:the )?[\pL' -]+?) (?:are|were|lie|sit|stand) ((?:on|in|at|by|near) the [\pL -]+?|upstairs|downstairs)\s*$`)

// storyGroupsSaid is s with each group phrase of the story said as its
// two items.
func (mg *magazine) storyGroupsSaid(s string) string {
	if len(mg.p.Story) > maxStoryScan {
		return s
	}
	for _, part := range strings.FieldsFunc(mg.p.Story, func(r rune) bool { return r == '.' || r == ';' || r == ':' }) {
		m := storyGroup.FindStringSubmatch(part)
		if m == nil {
			continue
		}
		a, b, where := strings.TrimSpace(m[1]), strings.TrimSpace(m[2]), strings.TrimSpace(m[3])
		if !mg.onlyMention(a) || !mg.onlyMention(b) || !mg.sameCategory(a, b) || !strings.Contains(strings.ToLower(s), strings.ToLower(where)) {
			continue
		}
		if len(mg.lx.mentions(tokenize(where))) > 0 {
			continue // "on the ground floor" must name no item itself
		}
		re, err := regexp.Compile(`(?i)\b(?:in (?:a|one of the) [a-z]+ )?` + regexp.QuoteMeta(where) + `\b`)
		if err != nil {
			continue
		}
		either := "in either " + the(a) + " or " + the(b)
		s = re.ReplaceAllLiteralString(s, either)
		// "stayed in either ...", "went in either ...": the verb of moving reads as being there
		s = strings.NewReplacer("went in either", "was in either", "stayed in either", "was in either").Replace(s)
	}
	return s
}

// the is a phrase with "the" before it, once.
func the(p string) string {
	if strings.HasPrefix(strings.ToLower(p), "the ") {
		return p
	}
	return "the " + p
}
