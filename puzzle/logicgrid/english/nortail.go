package english

import "strings"

// "Pippa isn't working on her breaststroke, nor on her backstroke", "Ann
// didn't go to the zoo, nor to the fair": the "nor" repeats the
// preposition (and the possessive) of the thing denied; said without them
// ("isn't working on breaststroke, nor backstroke") the reader's "not A,
// nor B" takes it. Only a tail of one named thing after a negated clause
// is rewritten.

// norTail is a negated clause ending in a preposition, maybe a
// possessive, and a thing, then ", nor" with the same preposition.
var norTail = lazyRE(`(?i)^(.*(?:\bnot|n['’]t|\bnever)\b.*?)\b(on|in|at|to|for|with|from|by|into|onto)\s+(?:(?:her|his|their|its)\s+)?([^,]+?),?\s+nor\s+(on|in|at|to|for|with|from|by|into|onto)\s+(?:(?:her|his|their|its|the)\s+)?([^,]+?)\s*([.!]?)\s*$`)

// norTailSaid is s with the repeated preposition and possessives dropped,
// or s itself.
func (mg *magazine) norTailSaid(s string) string {
	m := norTail.FindStringSubmatch(s)
	if m == nil || !strings.EqualFold(m[2], m[4]) || !mg.onlyMention(m[3]) || !mg.onlyMention(m[5]) {
		return s
	}
	return m[1] + m[2] + " " + m[3] + ", nor " + m[5] + m[6]
}
