package english

import "strings"

// A possessed noun with a name in apposition (unseen34): "Bea's choice,
// Rebecca, comes a fortnight before Kim", "Ann's pick, the blue one, won":
// the owner's thing is that item, and the rest is said of it. Only nouns
// of choosing or the item's own category noun ("Bea's book, Rebecca"):
// "Bea's sister, Ann" is another person (the guard's kin words).
var possessedName = lazyRE(`^(.+?)['’]s? (\pL+), ([^,]+), (.+)$`)

// choiceNouns name what someone chose.
var choiceNouns = set("choice pick selection favourite favorite entry suggestion nomination contribution")

// possessedNameSaid is s as two sentences ("Bea is Rebecca. Rebecca comes
// a fortnight before Kim."), or nil when it is no such shape.
func (mg *magazine) possessedNameSaid(s string) (owner, rest string, ok bool) {
	m := possessedName.FindStringSubmatch(s)
	if m == nil || !mg.onlyMention(m[1]) || !mg.onlyMention(m[3]) {
		return "", "", false
	}
	x := mg.lx.mentions(tokenize(m[1]))
	y := mg.lx.mentions(tokenize(m[3]))
	if len(x) != 1 || len(y) != 1 || len(x[0].items) != 1 || len(y[0].items) != 1 || x[0].items[0].D == y[0].items[0].D {
		return "", "", false
	}
	noun := strings.ToLower(m[2])
	if !choiceNouns[noun] && !hasCue(mg.lx.cues[y[0].items[0].D], noun) {
		return "", "", false
	}
	return m[1] + " is " + m[3], m[3] + " " + m[4], true
}
