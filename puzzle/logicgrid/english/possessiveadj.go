package english

// "Trevor's prized leeks", "Ann's trusty bike", "Bo's own car": a word
// of praise (or "own") between a possessive and the thing it owns says
// nothing the puzzle asks; dropped, "Trevor's leeks" reads as Trevor has
// the leeks (it was refused: the adjective kept the two apart).

// possessiveAdjective is a possessive, then such a word.
var possessiveAdjective = lazyRE(`(?i)(\b[A-Za-z][\w.-]*(?:'s|s'|’s)) (?:prized|beloved|trusty|treasured|precious|famous|prize-winning|award-winning|much-loved|cherished|own|faithful|trusted) `)

// dropPossessiveAdjective rewrites "Trevor's prized leeks" as "Trevor's
// leeks".
func dropPossessiveAdjective(s string) string {
	return possessiveAdjective.ReplaceAllString(s, "$1 ")
}
