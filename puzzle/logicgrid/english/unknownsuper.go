package english

import "strings"

// "pays the wobbliest rent": a word shaped like a superlative before a
// numeric category's noun, which the comparisons do not know. Left out,
// the clause would read without it ("The cat's owner lives on the top
// floor and pays the steepest rent" was read as the top floor alone):
// refused instead.

// unknownSuperlative is the token of such a word, or -1.
func (mg *magazine) unknownSuperlative(ts []tok, inMention []bool) int {
	for k := 1; k+1 < len(ts); k++ {
		w := ts[k].w
		if inMention[k] || ts[k-1].w != "the" || len(w) < 6 || !strings.HasSuffix(w, "est") {
			continue
		}
		if _, ok := superlativeOf(w); ok || superlatives[w] != "" || compoundSuperlatives[w] != "" {
			continue
		}
		next := singular(ts[k+1].w)
		for d, nm := range mg.num {
			if nm != nil && hasCue(mg.lx.cues[d], next) {
				return k
			}
		}
	}
	return -1
}
