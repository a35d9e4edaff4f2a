package english

import (
	"strings"

	"deduce/puzzle/logicgrid"
)

// Membership of a group of one sex, where the puzzle knows everyone's sex
// (titles, the introduction, or first names that are each a usual name of
// one sex, said in Reading.Assumed):
//   - "The teacher is one of the two men", "The crime novel was one of the
//     men's choices", "The bike wasn't a woman's" are "... is (not) a man";
//   - "Neither the Monday lifesaver nor the one with the tube is a bloke"
//     is each of them is not a man;
//   - "Neither of the men sings soprano, mezzo or alto" names the two.
//
// A count in the sentence ("the two men") must agree with the group, and a
// possessive ("a man's choice") is read only of things, never of people
// ("Ben is a man's son" names another person).

var (
	sexMember     = lazyRE(`(?i)^(.+?) (is|was|isn't|wasn't|is not|was not) (?:one of the(?: (\w+))? (men|women|boys|girls|gentlemen|ladies|lads|lasses|blokes|chaps)|(?:a|an) (man|woman|boy|girl|gentleman|lady|lad|lass|bloke|chap|fellow|fella|gent|guy))('s?(?: \pL+)?)?[.!]?$`)
	sexNoneOfList = lazyRE(`(?i)^(?:neither|none) of the (men|women|boys|girls|gentlemen|ladies|lads|lasses|blokes|chaps) (.+ (?:or|nor) .+)$`)
	sexNeitherIs  = lazyRE(`(?i)^neither (.+?) nor (.+?) (?:is|was) (?:a|an) (man|woman|boy|girl|gentleman|lady|lad|lass|bloke|chap|fellow|fella|gent|guy)[.!]?$`)
)

// sexMembership reads such a sentence; ok is false for any other, or where
// the group is not known.
func (mg *magazine) sexMembership(s string) (_ [][]logicgrid.Clue, ok bool, _ error) {
	if m := sexNeitherIs.FindStringSubmatch(s); m != nil {
		if mg.sexGroup(m[3]) == nil {
			return nil, false, nil
		}
		a, err := mg.clue(m[1] + " is not a " + m[3])
		if err != nil {
			return nil, true, err
		}
		b, err := mg.clue(m[2] + " is not a " + m[3])
		if err != nil {
			return nil, true, err
		}
		return mg.product(a, b), true, nil
	}
	if m := sexNoneOfList.FindStringSubmatch(s); m != nil {
		// the single option is read where gendered nouns are ("Neither of
		// the men sings alto": alto is a woman's)
		if group := mg.sexGroup(m[1]); len(group) == 2 {
			cs, err := mg.clauses("Neither " + group[0] + " nor " + group[1] + " " + m[2])
			return cs, true, err
		}
		return nil, false, nil
	}
	if n := notEitherSex.FindStringSubmatch(s); n != nil && mg.sexGroup(n[2]) != nil {
		// "The dog does not belong to either of the girls": no girl's
		noun := strings.ToLower(n[2])
		if one, ok := singularSexNoun[noun]; ok {
			noun = one
		}
		cs, err := mg.clauses(n[1] + " is not a " + noun + "'s")
		return cs, true, err
	}
	m := sexMember.FindStringSubmatch(s)
	if m == nil {
		return nil, false, nil
	}
	noun := m[4] + m[5]
	if m[4] == "" && m[6] == "" {
		return nil, false, nil // "X is a man": read where gendered nouns are
	}
	group := mg.sexGroup(noun)
	if group == nil {
		return nil, false, nil
	}
	if m[3] != "" {
		n, isCount := numberWords[strings.ToLower(m[3])]
		if !isCount {
			return nil, false, nil // "one of the older men": not a group of one sex only
		}
		if n != len(group) {
			return nil, true, errorf("%q: the puzzle has %d %s", "the "+m[3]+" "+noun, len(group), noun)
		}
	}
	if m[6] != "" {
		// a possessive: of a thing only
		_, people := mg.genders()
		for _, x := range mg.lx.mentions(tokenize(m[1])) {
			for _, it := range x.items {
				if it.D == people {
					return nil, false, nil
				}
			}
		}
	}
	sex := map[gender]string{male: "a man", female: "a woman"}[genderNouns[strings.ToLower(noun)]]
	if youngNouns[strings.ToLower(noun)] {
		sex = map[gender]string{male: "a boy", female: "a girl"}[genderNouns[strings.ToLower(noun)]]
	}
	verb := "is "
	if strings.Contains(strings.ToLower(m[2]), "n") { // isn't, wasn't, is not, was not
		verb = "is not "
	}
	cs, err := mg.clue(m[1] + " " + verb + sex)
	return cs, true, err
}

// notEitherSex is "X does not belong to either of the girls", "X wasn't
// bought by either boy".
var notEitherSex = lazyRE(`(?i)^(.+?) (?:does not|doesn't|did not|didn't|is not|isn't|was not|wasn't) (?:belong to|belonging to|owned by|bought by|chosen by|made by|picked by) either (?:of the )?(men|women|boys|girls|man|woman|boy|girl)[.!]?$`)

// singularSexNoun is the one of a plural noun of a sex.
var singularSexNoun = map[string]string{"men": "man", "women": "woman", "boys": "boy", "girls": "girl", "gentlemen": "gentleman", "ladies": "lady"}

// sexSubject is a clause whose subject is someone of a sex, unnamed: "A
// man sold the lawn mower", "A woman got the crown", "One of the men grew
// the rose".
var sexSubject = lazyRE(`(?i)^\s*(?:(?:a|an) (man|woman|boy|girl|gentleman|lady)|one of the (?:two |three |four )?(men|women|boys|girls|gentlemen|ladies)) ([a-z]+)\b(.*?)[.!]?\s*$`)

// sexSubjectSaid says "A man sold the lawn mower" as "The one who sold the
// lawn mower is a man" (read by sexMembership), when the word after the
// noun is a verb in the past.
func sexSubjectSaid(s string) string {
	m := sexSubject.FindStringSubmatch(s)
	if m == nil {
		return s
	}
	noun := strings.ToLower(m[1])
	if noun == "" {
		noun = singularSexNoun[strings.ToLower(m[2])]
	}
	verb := strings.ToLower(m[3])
	if !pastVerbs[verb] && !pastForms[verb] && !(strings.HasSuffix(verb, "ed") && len(verb) > 3) || verb == "named" || verb == "called" {
		return s // "A man named Ted", "a woman from Leeds"
	}
	if strings.ContainsAny(m[4], ";,:") || strings.Contains(strings.ToLower(m[4]), "other") || strings.Contains(m[4], " and ") || strings.Contains(m[4], " but ") {
		return s // "One of the women played the piano; the other is from Bath": one clause only
	}
	return "The one who " + m[3] + m[4] + " is a " + noun + "."
}

// pastForms are the past tenses of irregularPast, and a few more.
var pastForms = func() map[string]bool {
	m := set("grew gave caught built found lost drew threw fought told sent spoke stood chose won heard knew")
	for _, p := range irregularPast {
		m[p] = true
	}
	return m
}()

// sexOwner is "a man's home", "a woman's car": a thing whose owner is told
// only by sex.
var sexOwner = lazyRE(`(?i)\b(?:a|an) (?:man|woman|boy|girl|gentleman|lady)(?:'s|’s) [a-z]+`)

// sexOwnerLeft is an error where such a phrase stands anywhere but at the
// end of "X is a man's ..." (sexMembership): the reading would leave the
// sex out ("discussed at the February meeting, at a man's home" was read
// without it, unseen84).
func sexOwnerLeft(s string) error {
	if m := sexOwner.FindString(s); m != "" && !sexMember.MatchString(s) {
		return errorf("%q: whose it is is told only by sex, which is not read here: say it in a sentence of its own (\"the February host is a man\")", m)
	}
	return nil
}
