package english

import (
	"slices"
	"strings"

	"deduce/puzzle/logicgrid"
)

// Words that carry a measure are never dropped (issue 25: never misread).
// A reading made of identities only ("A is B", "A is not B", "A is at one
// end") where the sentence says "older", "the lowest", "the opening talk"
// leaves that word out and says less, or something else, than the
// sentence: "Of the two at the ends, the walnut one is the older" was read
// as "walnut is at an end". Like a position word (positions.go), such a
// word is part of the reading or the sentence is refused.

// measureComparatives compare two values and nothing else: a reading of
// identities only cannot hold one.
var measureComparatives = set("older elder younger newer taller shorter longer cheaper pricier dearer costlier heavier lighter bigger larger smaller " +
	"higher lower greater fewer earlier later sooner faster slower wider narrower deeper hotter colder warmer cooler")

// unreadMeasure refuses a reading of identities only (Same, Different,
// Either) of a clause with a free comparative, or with more superlatives
// (and "opening", "closing") than the extreme values the reading names.
func (mg *magazine) unreadMeasure(ts []tok, ms []mention, its []logicgrid.Item, cs []logicgrid.Clue) error {
	if err := mg.titleGroup(ts, ms); err != nil {
		return err
	}
	for _, c := range cs {
		switch c.Kind {
		case logicgrid.Same, logicgrid.Different, logicgrid.Either:
		default:
			return nil // a comparison or a condition: the words are read there
		}
	}
	inMention := make([]bool, len(ts))
	for _, m := range ms {
		for k := m.start; k < m.end && k < len(ts); k++ {
			inMention[k] = true
		}
	}
	named := map[logicgrid.Item]bool{}
	for _, it := range its {
		named[it] = true
	}
	// the values a superlative picked: one no mention names; a comparison
	// is read when such a value stands in the reading, other than the ends
	// of a row ("at one end")
	unnamed := map[logicgrid.Item]bool{}
	compared := false
	for _, c := range cs {
		for _, it := range c.Items {
			if mg.num[it.D] == nil || named[it] {
				continue
			}
			unnamed[it] = true
			compared = compared || !(c.Kind == logicgrid.Either && mg.positionsAt(it.D))
		}
	}
	// a superlative said with its value ("the cheapest, at $5", "the
	// lowest price of $10"): the value named within a few words after it,
	// at an end of its category
	withValue := func(k int) bool {
		for j, m := range ms {
			it := its[j]
			if m.start > k && m.start <= k+5 && mg.num[it.D] != nil && (it.I == 0 || it.I == len(mg.p.Domains[it.D].Items)-1) {
				return true
			}
		}
		return false
	}
	supers := 0
	for k, t := range ts {
		if inMention[k] || t.hyph {
			continue
		}
		// ("older than all the others" names the extreme value; "no later
		// than May 4th", "or later" are bounds, read as Either)
		if measureComparatives[t.w] && !compared && !(k > 0 && (ts[k-1].w == "or" || ts[k-1].w == "no")) && wordAt(ts, k+1) != "on" {
			return errorf("%q: the comparison is not part of the reading (%s)", t.raw, mg.readingText(cs))
		}
		if (t.w == "opening" || t.w == "closing") && k > 0 && isArticle(ts[k-1].w) && !withValue(k) {
			supers++
			continue
		}
		if set("strongest weakest best worst")[t.w] && set("on in at")[wordAt(ts, k+1)] {
			continue // "strongest on the art round": good at, no measure
		}
		if set("top bottom best worst")[t.w] && k+1 < len(ts) && !inMention[k+1] && !ts[k+1].hyph && agentNoun(ts[k+1].w) {
			// "our top fundraiser", "the best performer", "their worst
			// seller": the one with the most (or least) of what the noun
			// does, a superlative like "the biggest"
			if !withValue(k) {
				supers++
			}
			continue
		}
		if mg.possessedChild(ts, inMention, k) {
			continue // "the Carrs' youngest": their child, no measure
		}
		if _, ok := superlativeOf(t.w); ok && !(t.w == "most" || t.w == "least") || (t.w == "best" || t.w == "worst") && k > 0 && ts[k-1].w == "the" {
			if !withValue(k) {
				supers++
			}
		}
	}
	for k, t := range ts {
		// "the top three finishers were A, B and C": a group of places at
		// one end of a category, which a reading of identities that names
		// none of them leaves out
		if inMention[k] || k+2 >= len(ts) || !set("top bottom best worst first last")[t.w] || inMention[k+1] {
			continue
		}
		if n, ok := numberOf(ts[k+1].w); ok && n >= 2 && !inMention[k+2] && len(unnamed) == 0 {
			return errorf("%q: a group at one end (the %s %s) is not part of the reading (%s)", phrase(ts, k, k+3), t.raw, ts[k+1].raw, mg.readingText(cs))
		}
	}
	if supers > len(unnamed) {
		return errorf("a superlative is not part of the reading (%s): %d said, %d read", mg.readingText(cs), supers, len(unnamed))
	}
	return nil
}

// readingText is a reading in the clue syntax, for a refusal's reason.
func (mg *magazine) readingText(cs []logicgrid.Clue) string {
	s := ""
	for i, c := range cs {
		if i > 0 {
			s += "; "
		}
		s += mg.p.ClueText(c)
	}
	return s
}

// titleNouns name people by a title some items carry: "the two
// professors" are the items written "Prof. ...".
var titleNouns = map[string][]string{
	"professor": {"prof", "professor"}, "doctor": {"dr", "doctor"}, "captain": {"capt", "captain"},
	"reverend": {"rev", "reverend"}, "sergeant": {"sgt", "sergeant"}, "colonel": {"col", "colonel"},
}

// titleGroup refuses a clause that names people by a title the items
// carry ("Of the two professors, the one who spoke in the morning" was
// read without "professors": the group is no item, and a reading of the
// rest says less than the sentence).
func (mg *magazine) titleGroup(ts []tok, ms []mention) error {
	for k, t := range ts {
		inside := false
		for _, m := range ms {
			inside = inside || m.start <= k && k < m.end
		}
		titles, ok := titleNouns[singular(t.w)]
		if inside || !ok {
			continue
		}
		for _, d := range mg.p.Domains {
			for _, it := range d.Items {
				first := strings.TrimSuffix(strings.ToLower(strings.Fields(it + " x")[0]), ".")
				if slices.Contains(titles, first) {
					return errorf("%q: people named by their title (the %s among the %s) are not supported: say who", t.raw, t.raw, d.Name)
				}
			}
		}
	}
	return nil
}

// agentNoun reports whether w names someone by what they do ("scorer",
// "fundraisers", "seller", "performer", "finisher", "collector", "cyclist").
func agentNoun(w string) bool {
	w = strings.TrimSuffix(w, "s")
	for _, suf := range []string{"er", "or", "ist"} {
		if len(w) > len(suf)+2 && strings.HasSuffix(w, suf) {
			return true
		}
	}
	return false
}
