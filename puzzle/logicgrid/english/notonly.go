package english

import (
	"strings"

	"deduce/puzzle/logicgrid"
)

// "Not only did Imogen bring the lemon bars, but she also used the red
// cloth" says both facts; the "not" must never be read as a negation
// (it was: "Imogen is not the one whose treat is lemon bars"). The forms
// setters use are said as plain conjunctions:
//
//	Not only did X V ..., but (she) also ...  ->  X did V ..., and (she) also ...
//	Not only is/was X ..., but ...            ->  X is/was ..., and ...
//	X not only V ... but also V ...           ->  X V ..., and also V ...
//	Not only X but also Y V ...               ->  Both X and Y V ...
//
// X and Y are names (with a title or a possessive noun) or pronouns:
// where the subject of an inverted "did" cannot be told from its verb
// ("Not only did the man from Leeds buy ..."), the sentence is refused
// with the reason rather than guessed.
const notOnlySubject = `(?:(?:Mr|Mrs|Ms|Miss|Dr|Prof)\.? )?[A-Z][\w'’-]*(?: [A-Z][\w'’-]*)?(?:['’]s [a-z]+)?|he|she|they|it`

var (
	notOnlyInverted = lazyRE(`^(?i:not only) (?i:(did|does|do|is|was|are|were|has|had)) (` + notOnlySubject + `) (.+?),? (?i:but) (.+)$`)
	notOnlySubjects = lazyRE(`^(?i:not only) (` + notOnlySubject + `),? (?i:but) (?:(?i:also) )?(` + notOnlySubject + `)(?: (?i:too|as well))?,? ([a-z].*)$`)
	notOnlyMiddle   = lazyRE(`(?i)\bnot only (.+?),? but ((?:(?:he|she|they|it) )?(?:(?:is|was|are|were|has|had|did|does) )?)(?:also|too)\b`)
	notOnlyAny      = lazyRE(`(?i)\bnot only\b`)
)

// notOnlySaid is s with its "not only ... but" said as a conjunction, s
// itself when it has none, or an error for a form it cannot say.
func notOnlySaid(s string) (string, error) {
	if !notOnlyAny.MatchString(s) {
		return s, nil
	}
	if m := notOnlyInverted.FindStringSubmatch(s); m != nil {
		return m[2] + " " + strings.ToLower(m[1]) + " " + m[3] + ", and " + m[4], nil
	}
	if m := notOnlySubjects.FindStringSubmatch(s); m != nil {
		return "Both " + m[1] + " and " + m[2] + " " + m[3], nil
	}
	if loc := notOnlyMiddle.FindStringSubmatchIndex(s); loc != nil && loc[0] > 0 {
		return s[:loc[0]] + s[loc[2]:loc[3]] + ", and " + s[loc[4]:loc[5]] + "also" + s[loc[1]:], nil
	}
	return "", errorf(`"not only ..." is read with a name or a pronoun as its subject and "but" after it ("Not only did Ann bake the pie, but she also ..."): say it as two sentences`)
}

// "Harry, not Isla, chose the pool", "The pool was Harry's choice, not
// Isla's", "... was chosen by Harry, not by Isla": the clause without the
// "not Y" says who is who, and that says Y is not (Y is of the category
// of an item the clause names, so it is another one). Where the clause
// says more than who is who ("It was the Hill boy, not Amy, who swam
// faster than Beth"), "not Y" would say Y did not, which is not read:
// refused.
var notContrast = lazyRE(`^(.*?),\s*not\s+(?:by\s+)?(.+?)(?:['’]s)?(?:,\s*(.*?))?\s*[.!]?$`)

// notContrastClauses reads such a sentence; ok is false when s is none.
func (mg *magazine) notContrastClauses(s string) (_ [][]logicgrid.Clue, ok bool, _ error) {
	m := notContrast.FindStringSubmatch(s)
	if m == nil || m[1] == "" || !mg.onlyMention(m[2]) || hasNegation(m[1]) || hasNegation(m[3]) {
		return nil, false, nil
	}
	rest := m[1]
	if m[3] != "" {
		rest += " " + m[3]
	}
	y := mg.lx.mentions(tokenize(m[2]))
	if len(y) != 1 || len(y[0].items) != 1 {
		return nil, false, nil
	}
	contrasted := false
	for _, x := range mg.lx.mentions(tokenize(rest)) {
		if len(x.items) == 1 && x.items[0].D == y[0].items[0].D && x.items[0] != y[0].items[0] {
			contrasted = true
		}
	}
	if !contrasted {
		return nil, false, nil
	}
	rs, err := mg.clauses(rest)
	if err != nil {
		return nil, true, err
	}
	for _, r := range rs {
		for _, c := range r {
			if c.Kind != logicgrid.Same {
				return nil, true, errorf("%q: \"not %s\" is read only where the rest says who is who (\"Harry, not Isla, chose the pool\"); say it of each in a sentence of its own", s, m[2])
			}
		}
	}
	return rs, true, nil
}
