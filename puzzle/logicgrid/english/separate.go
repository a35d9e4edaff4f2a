package english

import (
	"strings"
)

// A count of positions between two things, said without "between A and B"
// (issue 25, bank3): "Exactly two houses separate Ann's from Bo's", "Ann
// and Bo are separated by two seats", "Ann and Bo have one house between
// them". Each is said again as "There are N houses between A and B", which
// positions.go reads (A and B are N+1 apart). "Two houses" was read as
// house 2 before ("the three people were the one in house 2, Ann and Bo").

var (
	// "Exactly two houses separate A from B", "Two seats separate A and B"
	countSeparates = lazyRE(`(?i)^\s*(?:(?:exactly|only|just|precisely)\s+)?([a-z0-9]+)\s+([a-z]+)\s+(?:separate|separates|separated)\s+(.+?)\s*([.!]?)\s*$`)
	// "A and B are separated by two houses", "A is separated from B by one seat"
	separatedBy = lazyRE(`(?i)^\s*(.+?)\s+(?:is|are|was|were|sit|sat|live|lived|stand|stood)\s+separated\s+(?:from\s+(.+?)\s+)?by\s+(?:(?:exactly|only|just|precisely)\s+)?([a-z0-9]+)\s+([a-z]+)\s*([.!]?)\s*$`)
	// "A and B have two houses between them", "A and B sit with one seat between them"
	betweenThem = lazyRE(`(?i)^\s*(.+?)\s+(?:have|has|had|(?:[a-z]+\s+)?with)\s+(?:(?:exactly|only|just|precisely)\s+)?([a-z0-9]+)\s+([a-z]+)\s+between\s+them\s*([.!]?)\s*$`)
	// the two sides of "A from B", "A and B"
	fromOrAnd = lazyRE(`(?i)\s(?:from|and)\s`)
)

// separatedCount says a count of positions between two things as "There
// are N NOUNs between A and B" (ok false when s says no such count, err
// when it does and its two sides cannot be told apart).
func (mg *magazine) separatedCount(s string) (said string, ok bool, err error) {
	if lower := strings.ToLower(s); !strings.Contains(lower, "separat") && !strings.Contains(lower, "between") {
		return "", false, nil // the patterns backtrack: skip them where they cannot match
	}
	count := func(n, noun string) bool {
		v, isNum := numberOf(strings.ToLower(n))
		return isNum && v >= 1 && v == float64(int(v)) && n != "a" && n != "an" && (mg.positionNoun(strings.ToLower(noun)) || strings.EqualFold(noun, "people"))
	}
	restate := func(n, noun, a, b, end string) string {
		verb := "are"
		if v, _ := numberOf(strings.ToLower(n)); v == 1 {
			verb = "is"
		}
		return "There " + verb + " " + strings.ToLower(n) + " " + noun + " between " + a + " and " + b + end
	}
	if m := countSeparates.FindStringSubmatch(s); m != nil && count(m[1], m[2]) {
		sides := fromOrAnd.FindAllStringIndex(m[3], -1)
		if len(sides) != 1 {
			return "", true, errorf("%q: cannot tell the two sides apart: say \"there are %s %s between A and B\"", strings.TrimSpace(s), m[1], m[2])
		}
		a, b := m[3][:sides[0][0]], m[3][sides[0][1]:]
		return restate(m[1], m[2], a, b, m[4]), true, nil
	}
	if m := separatedBy.FindStringSubmatch(s); m != nil && count(m[3], m[4]) {
		if m[2] != "" {
			return restate(m[3], m[4], m[1], m[2], m[5]), true, nil
		}
		sides := fromOrAnd.FindAllStringIndex(" "+m[1]+" ", -1)
		if len(sides) != 1 || !strings.Contains(strings.ToLower(m[1]), " and ") {
			return "", true, errorf("%q: cannot tell the two sides apart: say \"there are %s %s between A and B\"", strings.TrimSpace(s), m[3], m[4])
		}
		i := strings.Index(strings.ToLower(m[1]), " and ")
		return restate(m[3], m[4], m[1][:i], m[1][i+5:], m[5]), true, nil
	}
	if m := betweenThem.FindStringSubmatch(s); m != nil && count(m[2], m[3]) {
		lower := strings.ToLower(m[1])
		if strings.Count(lower, " and ") != 1 {
			return "", true, errorf("%q: cannot tell the two sides apart: say \"there are %s %s between A and B\"", strings.TrimSpace(s), m[2], m[3])
		}
		i := strings.Index(lower, " and ")
		return restate(m[2], m[3], m[1][:i], m[1][i+5:], m[4]), true, nil
	}
	return "", false, nil
}
