package english

import (
	"slices"
	"strings"

	"deduce/puzzle/logicgrid"
)

// Coordinated subjects: "Emma and the child who likes history are best
// friends", "The rabbit's owner and Ann were pen pals", "Ann and the
// Leeds man have known each other for years". The sentence says something
// of the two together, so it never says they are one; a reading "A is B"
// of it comes from the words it left out (it was read so: a wrong unique
// answer). Said with a relation between people and nothing more (a
// relation noun, "married", "each other"), it says they are two different
// people; said with anything else, it is refused.

// subjectPair finds the two mentions that stand as the subject "A and B"
// of the clause, the last two of it: A opens the clause (after an
// article, "both" or a description of A), "and" follows A's phrase, B's
// phrase follows ("Finn", "the child who likes history", "the rabbit's
// owner"), and the predicate follows B's phrase with no verb of one
// ("is", "was", "has"). It returns the two mentions and where the
// predicate starts.
func (g guarded) subjectPair() (a, b, pred int, ok bool) {
	ts, ms := g.ts, g.ms
	if len(ms) != 2 {
		return 0, 0, 0, false
	}
	A, B := ms[0], ms[1]
	if !subjectOpens(ts, A.start) {
		return 0, 0, 0, false
	}
	// A's phrase: its own nouns ("the rabbit's owner", "the cat lover")
	k := A.end
	for k < B.start && g.personNounAt(k, 0) {
		k++
	}
	if k >= B.start || ts[k].w != "and" {
		return 0, 0, 0, false
	}
	k++
	if k < B.start && !describedOpens(ts, k, B.start) {
		return 0, 0, 0, false
	}
	p := B.end
	for p < len(ts) && g.personNounAt(p, 1) {
		p++
	}
	if p >= len(ts) {
		return 0, 0, 0, false
	}
	switch ts[p].w {
	case "is", "was", "has", "does", "and", "or", "nor", "but", "than":
		return 0, 0, 0, false
	}
	return 0, 1, p, true
}

// subjectOpens reports whether the words before token k open a subject:
// nothing, an article or "both", or a description ending in a word that
// opens it ("the child who likes", "the one with the").
func subjectOpens(ts []tok, k int) bool {
	if k == 0 {
		return true
	}
	if k == 1 {
		return isArticle(ts[0].w) || ts[0].w == "both"
	}
	return describedOpens(ts, 0, k)
}

// describedOpens reports whether ts[from:to] opens a description of a
// person: an article (or "whoever", "whichever"), a noun and a word that
// opens a description ("the child who likes", "the girl with the",
// "whoever ordered the"), with no verb of being, "and", "or", negation or
// comparison before that word.
func describedOpens(ts []tok, from, to int) bool {
	switch w := ts[from].w; {
	case w == "whoever" || w == "whichever":
		return true
	case isArticle(w) || w == "both":
	default:
		return false
	}
	if from+1 == to {
		return true // "and the maths lover"
	}
	for k := from + 1; k < to; k++ {
		w := ts[k].w
		if describes[w] {
			return k > from+1
		}
		if _, cmp := comparatives[w]; cmp || copulas[w] || negationWords[w] || w == "and" || w == "or" || w == "nor" {
			return false
		}
	}
	return false
}

// personNounAt reports whether token k, outside the mentions, is a noun
// of the person of mention j ("owner" in "the rabbit's owner", "lover" in
// "the maths lover").
func (g guarded) personNounAt(k, j int) bool {
	if g.inMention[k] {
		return false
	}
	w := singular(g.ts[k].w)
	return guardPersonNouns[w] || hasCue(g.mg.lx.cues[g.its[j].D], w)
}

// relationWords say how two people stand to each other, and nothing
// else: "friends", "pen pals", "married", "each other".
var relationWords = func() map[string]bool {
	m := set("pal pals penpal penpals buddy buddies mate mates chum chums rival rivals enemy enemies ally allies companion companions " +
		"acquaintance acquaintances sweetheart sweethearts couple married engaged wed related dating divorced met know knew known " +
		"stepsister stepsisters stepbrother stepbrothers godmother godfather godparents")
	for _, r := range guardRules {
		if r.sense == senseKin {
			for _, ph := range r.phrases {
				m[ph] = true
			}
		}
	}
	return m
}()

// groupNouns name a group two people may both belong to: "in the same
// class".
var groupNouns = set("team class club school form choir band squad group troop crew")

// relationOnly reports whether ts[from:] says a relation between two
// people and nothing a category could hold: a relation word, and no
// negation, number, comparison, position, "same" or word of a category.
func (g guarded) relationOnly(from int) bool {
	rel := false
	for k := from; k < len(g.ts); k++ {
		w := g.ts[k].w
		if w == "one" && wordAt(g.ts, k+1) == "another" {
			rel = true
			k++
			continue
		}
		if w == "same" {
			// "in the same team", "in the same football team": two
			// people of one group
			n := k + 1
			if n+1 < len(g.ts) && !groupNouns[singular(g.ts[n].w)] && !g.inMention[n] && !g.mg.namesCategory(g.ts[n].w) {
				n++
			}
			if n < len(g.ts) && !g.inMention[n] && groupNouns[singular(g.ts[n].w)] && !g.mg.namesCategory(g.ts[n].w) {
				rel = true
				k = n
				continue
			}
		}
		if g.inMention[k] || negationWords[w] || w == "same" || w == "not" || positionWords[w] || g.mg.namesCategory(w) {
			return false
		}
		if _, cmp := comparatives[w]; cmp {
			return false
		}
		if _, n := numberWords[w]; n && !isArticle(w) || strings.Trim(w, "0123456789") == "" {
			return false
		}
		rel = rel || relationWords[w] || strings.HasSuffix(w, "mates") || w == "each" && wordAt(g.ts, k+1) == "other"
	}
	return rel
}

// coordinatedSubject reads "A and B <said of both>": a reading "A is B"
// is read "A is not B" where the rest says a relation between people
// ("are best friends", "were pen pals", "married in 1990" is not one),
// and refused otherwise.
func (g guarded) coordinatedSubject(cs []logicgrid.Clue) ([]logicgrid.Clue, error) {
	a, b, pred, ok := g.subjectPair()
	if !ok || g.mg.sameNamed(g.ts, g.inMention) {
		return cs, nil
	}
	out := make([]logicgrid.Clue, 0, len(cs))
	for _, c := range cs {
		if c.Kind != logicgrid.Same || !g.involves(c, a) || !g.involves(c, b) {
			out = append(out, c)
			continue
		}
		if !g.relationOnly(pred) {
			if c.Items[0].D == c.Items[1].D {
				return cs, nil // "the kale and the peas were grown by ...": sensible says why not
			}
			return nil, errorf("%q and %q: it says something of the two that is not read, not that they are one (say \"A is B\" or \"A and B are the same person\")",
				phrase(g.ts, g.ms[a].start, g.ms[a].end), phrase(g.ts, g.ms[b].start, g.ms[b].end))
		}
		out = append(out, logicgrid.Clue{Kind: logicgrid.Different, Items: c.Items})
	}
	return out, nil
}

// withoutSameOfOneCategory is cs without its "A is B" of two items of one
// category.
func withoutSameOfOneCategory(cs []logicgrid.Clue) []logicgrid.Clue {
	out := make([]logicgrid.Clue, 0, len(cs))
	for _, c := range cs {
		if c.Kind != logicgrid.Same || c.Items[0].D != c.Items[1].D || c.Items[0] == c.Items[1] {
			out = append(out, c)
		}
	}
	return out
}

// deniedEach reports whether every "A is B" of one category in before
// is "A is not B" in after: the guard read the words that deny it.
func deniedEach(before, after []logicgrid.Clue) bool {
	for _, c := range before {
		if c.Kind != logicgrid.Same || c.Items[0].D != c.Items[1].D {
			continue
		}
		if !slices.ContainsFunc(after, func(d logicgrid.Clue) bool {
			return d.Kind == logicgrid.Different && len(d.Items) == 2 && slices.Contains(d.Items, c.Items[0]) && slices.Contains(d.Items, c.Items[1])
		}) {
			return false
		}
	}
	return true
}
