package english

import "strings"

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
