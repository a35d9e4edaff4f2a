package english

import (
	"strings"

	"deduce/puzzle/logicgrid"
)

// Statements joined by "or" (issue 25): "Exactly one of the following is
// true: Holly went to Hull, or Ian paid $30", "At least one of these
// holds: ...", "Either Ann owns the cat or Bo paid $5, but not both". Each
// statement must read as one fact of two items ("A is X" or "A is not
// X"); the pair becomes the implications that say exactly one (or at least
// one) of the two facts holds.

// statementsHeader opens a list of statements of which one (exactly, or at
// least) is true.
var statementsHeader = lazyRE(`(?i)^\s*(exactly|only|just|precisely|one\s+and\s+only|at\s+least)\s+one\s+of\s+(?:the\s+following|these|the\s+next|the\s+statements\s+below)(?:\s+(?:two|2))?(?:\s+(?:statements|sentences|claims|facts|things|clauses))?\s+(?:is|was|holds|held|is\s+true|was\s+true|is\s+correct|was\s+correct)\s*:\s*(.+)$`)

// eitherStatements is a sentence that opens with "Either" and joins two
// statements of their own by "or": "Either Ann owns the cat or Bo paid $5".
var eitherStatements = lazyRE(`(?i)^\s*either\s+(.+)$`)

// statements reads s as two statements joined by "or" when it is one; ok
// is false when s is no such sentence (then the other readings try it).
func (mg *magazine) statements(s string) (_ [][]logicgrid.Clue, ok bool, _ error) {
	body, exact, header := "", false, false
	if m := statementsHeader.FindStringSubmatch(s); m != nil {
		body, header = m[2], true
		exact = !strings.EqualFold(strings.Join(strings.Fields(m[1]), " "), "at least")
		if e := eitherStatements.FindStringSubmatch(body); e != nil {
			body = e[1] // "Exactly one of these is true: either A, or B"
		}
	} else if m := eitherStatements.FindStringSubmatch(s); m != nil {
		body = m[1]
	} else if notBoth.MatchString(s) && strings.Contains(strings.ToLower(s), " or ") {
		body = s // "Chen is from Norway or plays the French, but not both"
	} else {
		return nil, false, nil
	}
	notBothSaid := false
	if loc := notBoth.FindStringIndex(body); loc != nil {
		body, notBothSaid = body[:loc[0]], true
	}
	if notBothSaid && header && !exact {
		return nil, true, errorf("\"at least one\" and \"not both\" in one sentence: say \"exactly one of the following is true\"")
	}
	body = strings.TrimRight(strings.TrimSpace(body), ".!")
	// The "or" that joins the statements: ", or" (or "; or") when there is
	// one, else the only " or " of the sentence.
	var splits []int
	for _, sep := range []string{", or ", "; or "} {
		for i := 0; ; {
			k := strings.Index(strings.ToLower(body[i:]), sep)
			if k < 0 {
				break
			}
			splits = append(splits, i+k)
			i += k + len(sep)
		}
	}
	if len(splits) == 0 {
		if n := strings.Count(strings.ToLower(body), " or "); n == 1 {
			splits = append(splits, strings.Index(strings.ToLower(body), " or "))
		}
	}
	if len(splits) != 1 {
		if header {
			return nil, true, errorf("cannot tell where the two statements part: join them by one \", or\"")
		}
		return nil, false, nil
	}
	first := strings.TrimRight(strings.TrimSpace(body[:splits[0]]), ",;")
	second := strings.TrimSpace(body[splits[0]:])
	second = strings.TrimSpace(second[strings.Index(strings.ToLower(second), "or ")+3:])
	second = mg.withSubject(second, first) // "Either Ann owns the cat or she paid $5"
	p, perr := mg.statement(first)
	q, qerr := mg.statement(second)
	if perr != nil || qerr != nil {
		if !header {
			return nil, false, nil // "Either Ann or Bo owns the cat": no two statements
		}
		return nil, true, errorf("each statement must say that one item is (or is not) another: %v", keep(perr, qerr))
	}
	if !header && !notBothSaid {
		// "Either A or B" of two statements: exactly one (as in a list of
		// options) first, or at least one; the puzzle decides (settle)
		return [][]logicgrid.Clue{oneOfFacts(p, q, true), oneOfFacts(p, q, false)}, true, nil
	}
	return [][]logicgrid.Clue{oneOfFacts(p, q, exact || !header)}, true, nil
}

// stated is "A is X" (is) or "A is not X".
type stated struct {
	a, x logicgrid.Item
	is   bool
}

// statement reads s as one fact of two items of different categories.
func (mg *magazine) statement(s string) (stated, error) {
	if !mg.hasVerb(s) {
		return stated{}, errorf("%q has no verb", s)
	}
	rs, err := mg.clue(s)
	if err != nil {
		return stated{}, err
	}
	if len(rs) != 1 || len(rs[0]) != 1 {
		return stated{}, errorf("%q reads several ways or as several facts", s)
	}
	c := rs[0][0]
	if len(c.Items) != 2 || c.Items[0].D == c.Items[1].D || c.Kind != logicgrid.Same && c.Kind != logicgrid.Different {
		return stated{}, errorf("%q is no fact of one item being another", s)
	}
	return stated{a: c.Items[0], x: c.Items[1], is: c.Kind == logicgrid.Same}, nil
}

// oneOfFacts are the clues that say exactly one (exact) or at least one of
// p and q holds, as the thesis's implications of "A is X".
func oneOfFacts(p, q stated, exact bool) []logicgrid.Clue {
	mk := func(kind logicgrid.ClueKind, a, b stated) logicgrid.Clue {
		return logicgrid.Clue{Kind: kind, Items: []logicgrid.Item{a.a, a.x, b.a, b.x}}
	}
	if exact {
		if p.is == q.is {
			// one of "A is X", "B is Y" (or of their negations, the same)
			return []logicgrid.Clue{mk(logicgrid.IfThenNot, p, q), mk(logicgrid.IfNotThen, p, q)}
		}
		// exactly one of "A is X" and "B is not Y": A is X just when B is Y
		return []logicgrid.Clue{mk(logicgrid.IfThen, p, q), mk(logicgrid.IfThen, q, p)}
	}
	switch {
	case p.is && q.is:
		return []logicgrid.Clue{mk(logicgrid.IfNotThen, p, q)}
	case !p.is && q.is:
		return []logicgrid.Clue{mk(logicgrid.IfThen, p, q)}
	case p.is && !q.is:
		return []logicgrid.Clue{mk(logicgrid.IfThen, q, p)}
	default:
		return []logicgrid.Clue{mk(logicgrid.IfThenNot, p, q)}
	}
}

// joinedByPlace is a and b joined by "or" (or "nor") with a preposition
// and a category's noun allowed: "aren't in Mrs. Jung's plot or in Mr.
// Ito's", "not at table 2 or at table 4". Only those words stand between.
func (mg *magazine) joinedByPlace(ts []tok, inMention []bool, a, b mention) bool {
	if b.start <= a.end {
		return false
	}
	or := false
	for k := a.end; k < b.start; k++ {
		switch w := ts[k].w; {
		case inMention[k]:
			return false
		case w == "or" || w == "nor":
			or = true
		case set("in at on the a an")[w] || mg.namesCategory(w):
		default:
			return false
		}
	}
	return or
}

// unlessClause is "A unless B" or "Unless B, A".
var (
	unlessAfter  = lazyRE(`(?i)^(.+?),?\s+unless\s+(.+?)[.!]?$`)
	unlessBefore = lazyRE(`(?i)^\s*unless\s+(.+?),\s*(.+?)[.!]?$`)
)

// unless reads "A unless B" ("Lucy is from Bristol unless she wore
// Hoka", "Unless Hugo drove the Fiat, the Skoda went to Porto") of two
// statements, each one fact of two items: if B does not hold, A does;
// said, it is often meant as "exactly one of A and B" too. Both readings
// are kept, the plain one first, and the puzzle decides (settle). ok is
// false when s has no "unless"; an "unless" whose parts are no such facts
// is refused, never dropped.
func (mg *magazine) unless(s string) (_ [][]logicgrid.Clue, ok bool, _ error) {
	var first, second string
	if m := unlessBefore.FindStringSubmatch(s); m != nil {
		second, first = m[1], m[2]
		first = mg.withSubject(first, second) // "Unless she wore Hoka, Lucy ...": not read
	} else if m := unlessAfter.FindStringSubmatch(s); m != nil {
		first, second = m[1], m[2]
		second = mg.withSubject(second, first) // "... unless she wore Hoka", "unless her book ..."
	} else {
		return nil, false, nil
	}
	p, perr := mg.statement(strings.TrimSpace(first))
	q, qerr := mg.statement(strings.TrimSpace(second))
	if perr != nil || qerr != nil {
		return nil, true, errorf("\"unless\": each side must say that one item is (or is not) another: %v", keep(perr, qerr))
	}
	return [][]logicgrid.Clue{oneOfFacts(p, q, false), oneOfFacts(p, q, true)}, true, nil
}

// conditionalAfter is a condition after its main clause: "A if and only
// if B", "A exactly when B", "A only if B", "A if B", "A provided that B".
var conditionalAfter = lazyRE(`(?i)^(.+?),?\s+(if\s+and\s+only\s+if|if,\s+and\s+only\s+if,|exactly\s+when|precisely\s+when|just\s+when|only\s+if|only\s+when|if|provided\s+that|providing\s+that|provided|whenever)\s+(.+?)[.!]?$`)

// conditional reads a condition said after its main clause, each side one
// fact of two items: "A if and only if B" (exactly when), "A only if B"
// (if A then B), "A if B" (if B then A). ok is false when s has no such
// word after a clause (a sentence opening with "If" is ifThen's); one
// whose sides are no such facts is refused, never read as both facts
// ("lives in the blue house if and only if they own the ferret" said both).
func (mg *magazine) conditional(s string) (_ [][]logicgrid.Clue, ok bool, _ error) {
	m := conditionalAfter.FindStringSubmatch(s)
	if m == nil || strings.HasPrefix(strings.ToLower(strings.TrimSpace(s)), "if ") || !mg.hasVerb(m[1]) {
		return nil, false, nil
	}
	word := strings.ToLower(strings.Join(strings.Fields(strings.ReplaceAll(m[2], ",", " ")), " "))
	first, second := strings.TrimSpace(m[1]), mg.withSubject(strings.TrimSpace(m[3]), m[1])
	p, perr := mg.statement(first)
	q, qerr := mg.statement(second)
	if perr != nil || qerr != nil {
		return nil, true, errorf("%q: each side must say that one item is (or is not) another: %v", word, keep(perr, qerr))
	}
	imply := func(a, b stated) logicgrid.Clue { // if a then b
		kind := map[[2]bool]logicgrid.ClueKind{{true, true}: logicgrid.IfThen, {true, false}: logicgrid.IfThenNot, {false, true}: logicgrid.IfNotThen}[[2]bool{a.is, b.is}]
		if !a.is && !b.is { // if not X then not Y: if Y then X
			return logicgrid.Clue{Kind: logicgrid.IfThen, Items: []logicgrid.Item{b.a, b.x, a.a, a.x}}
		}
		return logicgrid.Clue{Kind: kind, Items: []logicgrid.Item{a.a, a.x, b.a, b.x}}
	}
	switch word {
	case "if and only if", "exactly when", "precisely when", "just when":
		return [][]logicgrid.Clue{{imply(p, q), imply(q, p)}}, true, nil
	case "only if", "only when":
		return [][]logicgrid.Clue{{imply(p, q)}}, true, nil
	}
	return [][]logicgrid.Clue{{imply(q, p)}}, true, nil
}
