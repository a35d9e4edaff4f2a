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
		// "X is a man": read where gendered nouns are, or else, where X is
		// a description they do not take ("The last applicant of the day
		// is a woman"), as one of the people of that sex
		if _, err := mg.clue(s); err == nil {
			return nil, false, nil
		}
		cs, ok := mg.oneOfSex(m[1], m[5], strings.Contains(strings.ToLower(m[2]), "n"))
		return cs, ok, nil
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
	if err != nil {
		if said, ok := mg.oneOfSex(m[1], strings.Fields(sex)[1], verb != "is "); ok {
			return said, true, nil
		}
	}
	return cs, true, err
}

// oneOfSex reads "X is a woman" (of the other sex where negated) as "X is
// either Bianca or Delia", the people of that sex, for an X the gendered
// noun's readings do not take ("The last applicant of the day is a
// woman"); ok is false where the sexes are not all known or that does not
// read.
func (mg *magazine) oneOfSex(subject, noun string, negated bool) ([][]logicgrid.Clue, bool) {
	noun = strings.ToLower(noun)
	if negated {
		noun = otherSexNoun[noun]
	}
	group := mg.sexGroup(noun)
	if len(group) == 0 {
		return nil, false
	}
	cs, err := mg.clue(subject + " is " + eitherOfList(group))
	return cs, err == nil
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

// sexOtherThan is "a woman other than ": someone of that sex, and not the
// one named after it.
var sexOtherThan = lazyRE(`(?i)\b(?:a|an|another|some) (man|woman|boy|girl|gentleman|lady) (?:other than|besides|apart from) `)

// sexOtherThanSaid reads "Bib 112 was worn by a woman other than Elena" as
// its two facts: "Bib 112 was worn by a woman" and "Bib 112 was worn by
// someone other than Elena" (each a sentence the reader reads; read as
// one, the sex or the "other than" was left out). ok is false where the
// phrase is not there or no item follows it.
func (mg *magazine) sexOtherThanSaid(s string) ([][]logicgrid.Clue, bool, error) {
	m := sexOtherThan.FindStringSubmatchIndex(s)
	if m == nil {
		return nil, false, nil
	}
	rest := s[m[1]:]
	ts := tokenize(rest)
	ms := mg.lx.mentions(ts)
	if len(ms) == 0 || ms[0].start > 1 || ms[0].start == 1 && ts[0].w != "the" {
		return nil, false, nil
	}
	named := rest[:ts[ms[0].end-1].end]
	sexed := s[:m[0]] + "a " + strings.ToLower(s[m[2]:m[3]]) + rest[len(named):]
	other := s[:m[0]] + "someone other than " + rest
	a, aerr := mg.clauses(sexed)
	b, berr := mg.clauses(other)
	if err := keep(aerr, berr); err != nil {
		return nil, true, err
	}
	return mg.product(a, b), true, nil
}

// otherSexNoun is the noun of the other sex, of the same age.
var otherSexNoun = map[string]string{"man": "woman", "woman": "man", "boy": "girl", "girl": "boy", "gentleman": "lady", "lady": "gentleman", "lad": "lass", "lass": "lad", "bloke": "woman", "chap": "woman", "fellow": "woman", "fella": "woman", "gent": "lady", "guy": "woman"}

// eitherOfList is "A", "either A or B", "either A or B or C".
func eitherOfList(xs []string) string {
	if len(xs) == 1 {
		return xs[0]
	}
	return "either " + strings.Join(xs, " or ")
}

// byPluralSex is "by girls", "to women": people of one sex, after "both"
// said of two things ("The fairy and the wizard are both played by
// girls": each by a girl).
var byPluralSex = lazyRE(`(?i)\b(by|to) (men|women|boys|girls|gentlemen|ladies)\b`)

// pluralSexSaid is s with such a plural said as one ("by a girl") where
// s says "both": of each of the two.
func pluralSexSaid(s string) string {
	if !hasWord(tokenize(s), "both") {
		return s
	}
	return byPluralSex.ReplaceAllStringFunc(s, func(g string) string {
		m := byPluralSex.FindStringSubmatch(g)
		return m[1] + " a " + singularSexNoun[strings.ToLower(m[2])]
	})
}

// notBySex is a clause, then ", and not by a man": the doer of the first
// clause's deed is not of that sex.
var notBySex = lazyRE(`(?i)^(.+?),?\s+(?:and|but|though)\s+not\s+by\s+(?:a|an)\s+(man|woman|boy|girl|gentleman|lady)[.!]?\s*$`)

// notBySexClauses reads "The cookbook was the first book returned, and not
// by a man" as its two facts: the clause, and "the cookbook is not a
// man's" (read as one clause, the "not" was said of the first and the
// sex left out). ok is false for any other sentence.
func (mg *magazine) notBySexClauses(s string) ([][]logicgrid.Clue, bool, error) {
	m := notBySex.FindStringSubmatch(s)
	if m == nil {
		return nil, false, nil
	}
	subj := mg.mentionText(m[1], true)
	if subj == "" {
		return nil, true, errorf("%q: not by whom? Say it in a sentence of its own", "not by a "+m[2])
	}
	a, aerr := mg.clauses(m[1])
	b, berr := mg.clauses(subj + " is not a " + strings.ToLower(m[2]) + "'s")
	if err := keep(aerr, berr); err != nil {
		return nil, true, err
	}
	return mg.product(a, b), true, nil
}
