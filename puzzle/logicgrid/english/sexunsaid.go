package english

import (
	"errors"
	"slices"

	"deduce/puzzle/logicgrid"
)

// The sex a pronoun or a gendered noun says of a description (bank12:
// "The lawyer is from Ottawa; she received the fewest votes", "The
// candidate from Toronto isn't the plumber, nor is she the lawyer", "The
// 35-year-old man got 6,000 votes"): the lawyer is a woman, the
// 35-year-old a man. Where the puzzle says (or its first names suggest)
// who is a man and who a woman, that is part of the clue; it was dropped
// (the reading said less than the sentence). Until it is read, such a
// sentence is refused.

// errPronounSex is sexUnsaid's refusal of "he"/"she" after a
// description; pronounSexSaid reads such a sentence where it can.
var errPronounSex = errors.New(`"he"/"she" says the sex of a description ("the lawyer ..., and she ..."), which is not read: name the person or say "the woman who ..."`)

// pronounSexSaid reads s, whose "he"/"she" stands for the description it
// opens with (unseen50: "The goalkeeper wears the highest number of the
// five, and she isn't Mia"), as the sentence and "the goalkeeper is a
// woman"; ok is false when the description's sex reads as no fact.
func (mg *magazine) pronounSexSaid(s string) (_ [][]logicgrid.Clue, ok bool, _ error) {
	loc := descriptionPronoun.FindStringIndex(s)
	if loc == nil {
		return nil, false, nil
	}
	pts := tokenize(s[loc[0]:loc[1]])
	sex := map[string]string{"he": "a man", "she": "a woman"}[pts[len(pts)-1].w]
	subj := mg.mentionText(s[:loc[0]], true)
	if sex == "" || subj == "" {
		return nil, false, nil
	}
	a, b, ok, err := mg.withSexOf(subj, sex, s)
	if !ok || err != nil {
		return nil, ok, err
	}
	if len(b) != 1 {
		// "..., nor is he the carol singer": he may be the one the first
		// clause names last, whose sex the fact would not be
		return nil, true, errPronounSex
	}
	return mg.product(a, b), true, nil
}

// descriptionPronoun is "he" or "she" opening a later clause: ", and she",
// "; he", "nor is she".
var descriptionPronoun = lazyRE(`(?i)(?:[,;]\s+(?:(?:and|but|while|so|yet)\s+)?|\bnor\s+(?:is|was|did|does|has|had)\s+)(?:he|she)\b`)

// sexUnsaid refuses a sentence whose "he"/"she" stands for a subject that
// is a description ("the lawyer", never a name: "Olive ..., and she" may
// name a person of another category than the one whose sex is known), or whose gendered noun follows a mention
// of a number's item ("the 35-year-old man"), where the puzzle gives
// people's sex.
func (mg *magazine) sexUnsaid(s string) error {
	g, people := mg.genders()
	if people < 0 {
		return nil
	}
	some := false
	for _, x := range g {
		some = some || x != unknownGender
	}
	if !some {
		return nil
	}
	ts := tokenize(s)
	ms := mg.lx.mentions(ts)
	if len(ms) == 0 {
		return nil
	}
	if loc := descriptionPronoun.FindStringIndex(s); !mg.pronounSexRead && loc != nil && len(ms[0].items) == 1 && ms[0].items[0].D != people && isArticle(ts[0].w) && mg.noPersonBefore(ts, ms, people, loc[0]) {
		return errPronounSex
	}
	for _, m := range ms {
		if len(m.items) != 1 || m.items[0].D == people {
			continue
		}
		k := m.end // "the 35-year-old man": the noun right after a number's item
		for k < len(ts) && k < m.end+3 && set("- year old years")[ts[k].w] {
			k++
		}
		if k < len(ts) && mg.num[m.items[0].D] != nil && genderNouns[ts[k].w] != unknownGender && (m.start >= 1 && isArticle(ts[m.start-1].w) || isArticle(ts[m.start].w)) {
			return errorf("%q: the sex it says of %s is not read (say \"the man who is ...\")", ts[k].raw, mg.p.ItemName(m.items[0]))
		}
	}
	return nil
}

// noPersonBefore reports whether no mention before byte at names a person:
// the pronoun's subject is then the description first named.
func (mg *magazine) noPersonBefore(ts []tok, ms []mention, people, at int) bool {
	for _, m := range ms {
		if m.start >= len(ts) || ts[m.start].col-1 >= at {
			break
		}
		for _, it := range m.items {
			if it.D == people {
				return false
			}
		}
	}
	return true
}

// possessiveSexSaid reads s, whose "his"/"her" stands for the description
// it opens with (unseen80: "The child who brought pasta hangs his bag
// somewhere to the left of the child who brought salad"), as the sentence
// and "the child who brought pasta is a man" (a boy: the people's sexes
// are the story's). The pronoun must come before any other mention, so
// it has no one else to stand for; ok is false otherwise, and where the
// puzzle gives no sexes (the pronoun then says nothing read).
func (mg *magazine) possessiveSexSaid(s string) (_ [][]logicgrid.Clue, ok bool, _ error) {
	if mg.pronounSexRead {
		return nil, false, nil
	}
	g, people := mg.genders()
	if people < 0 || !slices.ContainsFunc(g, func(x gender) bool { return x != unknownGender }) {
		return nil, false, nil
	}
	ts := tokenize(s)
	ms := mg.lx.mentions(ts)
	if len(ms) == 0 || len(ms[0].items) != 1 || ms[0].items[0].D == people || !isArticle(ts[0].w) {
		return nil, false, nil
	}
	next := len(ts) // the pronoun comes before any other mention
	if len(ms) > 1 {
		next = ms[1].start
	}
	k := ms[0].end
	for ; k < next; k++ {
		if ts[k].w == "his" || ts[k].w == "her" && k+1 < next && isLetters(ts[k+1].w) && !stop[ts[k+1].w] {
			break
		}
	}
	if k >= next {
		return nil, false, nil
	}
	sex := map[string]string{"his": "a man", "her": "a woman"}[ts[k].w]
	subj := mg.mentionText(s, true)
	if subj == "" {
		return nil, false, nil
	}
	a, b, ok, err := mg.withSexOf(subj, sex, s)
	if !ok || err != nil {
		return nil, ok, err
	}
	return mg.product(a, b), true, nil
}

// withSexOf reads "subj is <sex>" (a, ok false where it does not read)
// and s itself with the pronoun's sex taken as said (b).
func (mg *magazine) withSexOf(subj, sex, s string) (a, b [][]logicgrid.Clue, ok bool, err error) {
	a, err = mg.clue(subj + " is " + sex)
	if err != nil {
		return nil, nil, false, nil
	}
	mg.pronounSexRead = true
	b, err = mg.clauses(s)
	mg.pronounSexRead = false
	return a, b, true, err
}
