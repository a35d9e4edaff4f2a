package english

import "strings"

// Doers of an activity (issue 25): Einstein-style puzzles name people by
// their hobby or sport as a noun, "the painter", "the cyclist", "the
// fisherman", "the golfer", "the chess player", where the category lists
// painting, cycling, fishing, golf and chess.

// activityNouns name a category of activities whose items have doers.
var activityNouns = set("hobby hobbie sport game pastime activity interest instrument")

// agentForms are the words for one who does the activity item (one word)
// of a category named like an activity, else none.
func agentForms(category string, item []string) [][]string {
	if len(item) != 1 || !activityNouns[singular(domainNoun(category))] {
		return nil
	}
	w := item[0]
	if strings.HasSuffix(w, "ing") && len(w) > 5 { // painting, cycling, fishing, swimming
		stem := w[:len(w)-3]
		return [][]string{{stem + "er"}, {stem + "ist"}, {stem + "erman"}, {stem + "erwoman"}}
	}
	return [][]string{{w + "er"}, {w, "player"}, {w + "ist"}} // golfer, chess player, harpist
}
