package english

import (
	"strings"

	"deduce/puzzle/logicgrid"
)

// A second verb phrase after "and" that names no item (unseen50): "The
// show opened with the juggler and closed with a song" was read as one
// clause, the juggler first, and "closed with a song" left out (no item
// is a song: the act is "singing"); "Daisy opened the show and a song
// closed it" the same. Where the sentence reads as one clause, such a
// tail must read on its own, of the sentence's subject or of its own,
// and its reading be part of the whole; else the sentence is refused.

// tailVerbs are past tenses a tail may open with, besides those in -ed.
var tailVerbs = set("was were won came went took made sang ran wore chose bought sold got gave had did drove rode flew brought caught found left kept paid saw spent told wrote ate drank sat stood grew lost threw began finished")

// referenceNouns after an article name one already spoken of: "the
// other", "the latter".
var referenceNouns = set("other others latter former rest remaining second first last one two same")

// pastVerb reports whether w is a past tense ("closed", "won").
func pastVerb(w string) bool {
	return len(w) > 3 && strings.HasSuffix(w, "ed") || tailVerbs[w]
}

// droppedTail is the error for s read as cs when an "and" tail of s is
// left out, or nil.
func (mg *magazine) droppedTail(s string, cs [][]logicgrid.Clue) error {
	low := strings.ToLower(s)
	for i := 0; ; {
		k := strings.Index(low[i:], " and ")
		if k < 0 {
			return nil
		}
		i += k + len(" and ")
		tail := strings.TrimRight(strings.TrimSpace(s[i:]), ".!")
		ts := tokenize(tail)
		named := len(mg.lx.mentions(ts)) > 0 // an item in the tail: only the head is checked
		if len(ts) < 2 {
			continue
		}
		verbAt := -1
		for j, t := range ts[:min(3, len(ts))] {
			if pastVerb(t.w) {
				verbAt = j
				break
			}
		}
		if verbAt < 0 || verbAt > 0 && (named || !isArticle(ts[0].w) || referenceNouns[ts[1].w]) {
			continue // "..., and the other came last": Of A and B's
		}
		said := tail
		if verbAt == 0 {
			// the sentence's subject: its words before its first verb
			head := tokenize(s[:i])
			subj := ""
			for j, t := range head {
				if j > 0 && (pastVerb(t.w) || linking[t.w]) {
					subj = s[:head[j-1].end]
					break
				}
			}
			if subj == "" {
				continue
			}
			said = subj + " " + tail
		}
		if !named {
			part, err := mg.clue(said)
			if err != nil {
				return errorf("%q would be left out (read alone: %v)", tail, err)
			}
			if !saysAll(cs, part) {
				return errorf("%q is left out when the sentence is read as one clause: split it into simpler sentences", tail)
			}
		}
		if verbAt == 0 {
			// and the head: "The team ... had a woman as captain and
			// finished ahead of ..." read as one clause left out "a woman"
			// (unseen56); read apart, each clause says its own
			head := strings.TrimRight(strings.TrimSpace(s[:i-len(" and ")]), ",")
			if hc, err := mg.clue(head); err == nil && !saysAll(cs, hc) {
				return errorf("%q is left out when the sentence is read as one clause: split it into simpler sentences", head)
			}
		}
	}
}

// spelledValueLeft is an error where a number in words after a verb of
// being ("Abe isn't twelve") spells the value of an item that no mention
// reads: the reading would leave it out (it was: "Abe isn't twelve, and
// he didn't have the candy" read as the candy alone, unseen88).
func (mg *magazine) spelledValueLeft(s string) error {
	ts := tokenize(s)
	in := mentionMarks(ts, mg.lx.mentions(ts))
	for k, t := range ts {
		if in[k] || k == 0 || !isNumberWord(t.w) || t.w[0] < 'a' || t.w[0] > 'z' || !set("is isnt was wasnt not aged")[ts[k-1].w] ||
			k+1 < len(ts) && !set("and but or nor so though while yet")[ts[k+1].w] {
			continue // "two places behind", "three degrees warmer": an amount
		}
		v, ok := numberOf(t.w)
		if !ok {
			continue
		}
		for d, nm := range mg.num {
			if nm == nil || nm.class != number {
				continue
			}
			for _, it := range mg.p.Domains[d].Items {
				if iv, _, _, ok := itemValue(it); ok && iv == v {
					return errorf("%q: is it the %s %q? Write it as the list prints it", t.raw, domainNoun(mg.p.Domains[d].Name), it)
				}
			}
		}
	}
	return nil
}
