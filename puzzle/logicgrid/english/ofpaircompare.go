package english

import (
	"strings"

	"deduce/puzzle/logicgrid"
)

// "Of A and B, X spent less" (unseen53, after "Of the two women" is said
// by their names): X is one of the two, and compared with the other. Two
// readings, X as A or as B; the puzzle decides.

var ofPairCompared = lazyRE(`(?i)^\s*of\s+(.+?)\s+and\s+([^,]+),\s*(.+?)\s*[.!]?$`)

// ofPairCompare reads s so; ok is false when s is no such sentence.
func (mg *magazine) ofPairCompare(s string) (_ [][]logicgrid.Clue, ok bool, _ error) {
	m := ofPairCompared.FindStringSubmatch(s)
	if m == nil || !mg.onlyMention(m[1]) || !mg.onlyMention(m[2]) {
		return nil, false, nil
	}
	rest := m[3]
	ts := tokenize(rest)
	if len(ts) < 2 || hasWord(ts, "than") || hasWord(ts, "other") || hasWord(ts, "one") {
		return nil, false, nil // "one ... and the other ...": ofthetwo.go's
	}
	if _, cmp := comparatives[ts[len(ts)-1].w]; !cmp {
		return nil, false, nil
	}
	subj := mg.mentionText(rest, true)
	if subj == "" || !strings.HasPrefix(rest, subj) || len(mg.lx.mentions(ts)) != 1 {
		return nil, false, nil
	}
	pa, pb, px := mg.lx.mentions(tokenize(m[1])), mg.lx.mentions(tokenize(m[2])), mg.lx.mentions(ts)
	if len(pa[0].items) != 1 || len(px[0].items) != 1 || pa[0].items[0].D == px[0].items[0].D || len(pb[0].items) == 1 && pb[0].items[0].D == px[0].items[0].D {
		return nil, false, nil // "Of Ann and Cy, Cy pays more": one of the two named again (ofthetwo.go)
	}
	var out [][]logicgrid.Clue
	for _, pair := range [][2]string{{m[1], m[2]}, {m[2], m[1]}} {
		a, err := mg.clue(subj + " is " + pair[0])
		if err != nil {
			return nil, true, err
		}
		b, err := mg.clue(pair[0] + rest[len(subj):] + " than " + pair[1])
		if err != nil {
			return nil, true, err
		}
		out = append(out, mg.product(a, b)...)
	}
	return out, true, nil
}
