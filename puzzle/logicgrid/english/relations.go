package english

import (
	"strings"

	"deduce/puzzle/logicgrid"
)

// Who is who, by a relation (bank7, issue 25). Three constructions name
// one person and say another differs from them:
//
//   - a relation noun with an appositive naming the related one: "Ben's
//     great rival at the show, the Price boy, is 11" (the Price boy is
//     11, and is not Ben), "The 6:45pm guest was the judge's old
//     classmate, the pilot" (the 6:45pm guest is the pilot, who is not
//     the judge);
//   - a cleft with a person set aside: "It was the Ortiz girl, not Ann,
//     who brought the hamster" (the Ortiz girl brought it; Ann is not
//     her);
//   - a win in one game of a contest the puzzle does not score: "Iris
//     beat the Ferreira woman in the final round" (two different
//     people; the puzzle's points are the whole championship's).
//
// Each was read as "A is B" or as a comparison of the totals: silent
// misreadings.

// relationNouns name a person by their relation to another (the guard's
// kin nouns, and those of a contest).
var relationNouns = func() map[string]bool {
	out := set("opponent opponents adversary adversaries foe foes nemesis enemy enemies ally allies companion companions buddy pal mate " +
		"playmate schoolmate housemate clubmate bandmate penfriend penpal employer employee landlord landlady doubles")
	for _, r := range guardRules {
		if r.sense == senseKin {
			for _, p := range r.phrases {
				if !strings.Contains(p, " ") {
					out[p] = true
				}
			}
		}
	}
	return out
}()

// relationModifiers qualify a relation noun ("great rival", "old
// classmate", "best friend").
var relationModifiers = set("great arch fierce main chief bitter longtime regular usual closest biggest friendly keen fellow")

var (
	// "<A>'s [mods] NOUN [words], <B>, <rest>"
	relationSubject = lazyRE(`^(.+?)(?:'s|’s|s'|s’) ([^,]+), ((?:[Tt]he|[Aa]n?) [^,]+|[A-Z][^,]*), (.+)$`)
	// "<X> is|was <A>'s [mods] NOUN [words], <B>."
	relationObject = lazyRE(`^(.+?) (is|was|were|are) (.+?)(?:'s|’s|s'|s’) ([^,]+), ((?:the|an?) [^,]+|[A-Z][^,]*?)[.!]?$`)
)

// relationWords reports whether phrase is a relation ("great rival",
// "old classmate", "opponent in the last round"): modifiers, a relation
// noun, then words that name nothing (no item, comparison, number or
// negation).
func (mg *magazine) relationWords(phrase string) bool {
	ts := tokenize(phrase)
	if len(mg.lx.mentions(ts)) > 0 {
		return false
	}
	k := 0
	for k < len(ts) && (relationModifiers[ts[k].w] || kinModifiers[ts[k].w]) && !relationNouns[ts[k].w] {
		k++
	}
	if k == len(ts) || !relationNouns[ts[k].w] {
		return false
	}
	for q := k + 1; q < len(ts); q++ {
		if _, cmp := comparatives[ts[q].w]; cmp || amountish(ts, q) || negationWords[ts[q].w] {
			return false
		}
	}
	return true
}

// relationAppositive reads "A's rival, B, <verb phrase>" and "X is A's
// rival, B": B is the one the clause speaks of, and B is not A. ok is
// false when the sentence is neither.
func (mg *magazine) relationAppositive(s string) ([][]logicgrid.Clue, bool, error) {
	if m := relationSubject.FindStringSubmatch(s); m != nil && mg.onlyMention(m[1]) && mg.onlyMention(m[3]) && mg.relationWords(m[2]) && !listGoesOn(m[4]) && mg.hasVerb(m[4]) {
		a, aerr := mg.clauses(m[3] + " " + m[4])
		b, berr := mg.clue(m[1] + " is not " + m[3])
		if err := keep(aerr, berr); err != nil {
			return nil, true, err
		}
		return mg.uniqueClues(mg.product(a, b)), true, nil
	}
	if m := relationObject.FindStringSubmatch(s); m != nil && mg.onlyMention(m[3]) && mg.onlyMention(m[5]) && mg.relationWords(m[4]) {
		a, aerr := mg.clauses(m[1] + " " + m[2] + " " + m[5])
		b, berr := mg.clue(m[3] + " is not " + m[5])
		if err := keep(aerr, berr); err != nil {
			return nil, true, err
		}
		return mg.uniqueClues(mg.product(a, b)), true, nil
	}
	return nil, false, nil
}

// cleftBut is "It was A, not B, who ...".
var cleftBut = lazyRE(`^[Ii]t (?:was|is) (.+?), not (.+?), (?:who|that) (.+)$`)

// cleftSetAside reads "It was the Ortiz girl, not Ann, who brought the
// hamster": A did it, and B is not A. Read only where what A did is "is"
// alone (one did it: B is not A says B did not); a comparison or a
// negation ("who is older than Cy") is refused, as B's part would be
// left out.
func (mg *magazine) cleftSetAside(s string) ([][]logicgrid.Clue, bool, error) {
	m := cleftBut.FindStringSubmatch(s)
	if m == nil || !mg.onlyMention(m[1]) || !mg.onlyMention(m[2]) {
		return nil, false, nil
	}
	a, aerr := mg.clauses(m[1] + " " + m[3])
	b, berr := mg.clue(m[2] + " is not " + m[1])
	if err := keep(aerr, berr); err != nil {
		return nil, true, err
	}
	for _, r := range a {
		same := false
		for _, c := range r {
			switch c.Kind {
			case logicgrid.Same:
				same = true
			case logicgrid.Either: // the sex a gendered noun states
			default:
				return nil, true, errorf("%q: what is said of %s is read of one only here (\"is\"), not of %s: say it of each", "not "+m[2], m[1], m[2])
			}
		}
		if !same {
			return nil, true, errorf("%q: what is said of %s is read of one only here (\"is\"), not of %s: say it of each", "not "+m[2], m[1], m[2])
		}
	}
	return mg.uniqueClues(mg.product(a, b)), true, nil
}

// eventNouns are one part of a contest: a game, a round, a race.
var eventNouns = set("round rounds game games match matches race races heat heats event events final finals semifinal semifinals semi-final " +
	"quarterfinal quarter-final leg stage frame bout duel playoff play-off tiebreak tiebreaker set sets")

var beatIn = lazyRE(`^(.+?) (beat|beats|defeated|defeats|bested|outplayed|edged|edged out|knocked out|eliminated) (.+?) (?:in|during|at) (?:the |a |an |their |his |her )?((?:[A-Za-z0-9-]+ )*?)([A-Za-z-]+)((?: [0-9]+)?)[.!]?$`)

// beatInEvent reads "Iris beat the Ferreira woman in the final round" in a
// puzzle whose introduction speaks of no rounds: a win in one game says
// nothing of the puzzle's totals, only that the two are different people.
// Where the introduction names such games ("played five games") and the
// sentence one of them ("in the first game"), it is refused; "in the
// championship", the whole contest, is left to the comparisons.
func (mg *magazine) beatInEvent(s string) ([][]logicgrid.Clue, bool, error) {
	m := beatIn.FindStringSubmatch(s)
	if m == nil || !eventNouns[strings.ToLower(m[5])] || !mg.onlyMention(m[1]) || !mg.onlyMention(m[3]) {
		return nil, false, nil
	}
	if len(mg.lx.mentions(tokenize(m[4]+m[5]+m[6]))) > 0 {
		return nil, false, nil
	}
	noun := singular(strings.ToLower(m[5]))
	for _, w := range words(mg.p.Title + " " + mg.p.Story) {
		if singular(w) == noun {
			return nil, true, errorf("%q: one %s of those the puzzle speaks of, or all of them, cannot be told: say who scored more, or who is who", m[2]+" ... in "+strings.TrimSpace(m[4]+m[5]+m[6]), noun)
		}
	}
	cs, err := mg.clue(m[1] + " is not " + m[3])
	return cs, true, err
}

// uniqueClues drops a clue said twice in a reading (the sex a gendered
// noun states, read in each of two clauses).
func (mg *magazine) uniqueClues(rs [][]logicgrid.Clue) [][]logicgrid.Clue {
	for i, r := range rs {
		seen := map[string]bool{}
		var out []logicgrid.Clue
		for _, c := range r {
			if k := mg.p.ClueText(c); !seen[k] {
				seen[k] = true
				out = append(out, c)
			}
		}
		rs[i] = out
	}
	return rs
}

// nameAppositive is "The secretary, Iris, scored ...": a description, then
// a name between commas.
var nameAppositive = lazyRE(`^((?:[Tt]he|[Aa]n?) [^,]+), ([A-Z][^,]*), (.+)$`)

// namedAppositive reads "The judge, Dr. Ray, arrived first": the one
// described is the one named, and the rest is said of them. A list ("The
// judge, Dr. Ray and Ms. Tull ...", "..., Iris, and Felix ...") is no
// appositive.
func (mg *magazine) namedAppositive(s string) ([][]logicgrid.Clue, bool, error) {
	m := nameAppositive.FindStringSubmatch(s)
	if m == nil || !mg.onlyMention(m[1]) || !mg.onlyMention(m[2]) || listGoesOn(m[3]) || hasWord(tokenize(m[2]), "and") || hasWord(tokenize(m[2]), "or") || !mg.hasVerb(m[3]) {
		return nil, false, nil
	}
	nts := tokenize(m[2])
	ms := mg.lx.mentions(nts)
	if len(ms) == 2 && len(ms[0].items) == 1 && len(ms[1].items) == 1 && mg.fullName(nts, ms, []logicgrid.Item{ms[0].items[0], ms[1].items[0]}) == 0 {
		ms = ms[:1] // "The robot builder, Brian Hughes, ...": one person by full name
	}
	if len(ms) != 1 || len(ms[0].items) != 1 || !mg.nameCategory(ms[0].items[0].D) { // (a surname too: "The sport specialist, Mrs Oldroyd, ...")
		return nil, false, nil
	}
	a, aerr := mg.clue(m[1] + " is " + m[2])
	b, berr := mg.clauses(m[2] + " " + m[3])
	if err := keep(aerr, berr); err != nil {
		return nil, true, err
	}
	return mg.uniqueClues(mg.product(a, b)), true, nil
}
