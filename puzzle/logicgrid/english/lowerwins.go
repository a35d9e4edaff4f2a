package english

import "strings"

// Golf: "As always in stroke play, the lowest score carries the day". A
// score is more points for the better one, except where the puzzle says
// the lowest wins: a category named for strokes, or a story of golf or of
// the lowest score winning. There "finished three strokes ahead of",
// "beat" and "better" are fewer (direction, compare.go).

// lowerWinsStory are words of a story where the lowest score wins.
var lowerWinsStory = lazyRE(`(?i)\b(?:golf|golfers?|stroke play|strokes|(?:lowest|fewest|low) (?:score|total|number)s? (?:wins?|won|carries|takes|is best)|lower (?:score|total)s? (?:is|are) better)\b`)

// lowerWins reports whether fewer of category d is better: d is a score
// (its name says score, stroke, point or total) in a puzzle of golf, or d
// is named for strokes.
func (mg *magazine) lowerWins(d int) bool {
	nm := mg.num[d]
	if nm == nil || nm.class != number {
		return false
	}
	name := strings.ToLower(mg.p.Domains[d].Name + " " + nm.unit)
	if strings.Contains(name, "stroke") {
		return true
	}
	if !strings.Contains(name, "score") && !strings.Contains(name, "total") {
		return false
	}
	return lowerWinsStory.MatchString(mg.p.Title + " " + mg.p.Story)
}
