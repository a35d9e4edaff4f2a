package english

import (
	"strings"

	"deduce/puzzle/logicgrid"
)

// Two comparisons of one subject in a row, the second after a comma with
// no verb of its own (unseen37): "Runner-up: rated above Quinlan, below
// the French player", "Sato finished ahead of Quinlan, behind the French
// player". The second goes on with the first's subject and verb ("rated
// below the French player"), as a person reads it; said without the verb
// the comparison may measure something else.

// seriesComparison matches the first comparison word of a clause.
var seriesComparison = lazyRE(`(?i)\b(?:(?:just |right |immediately |directly |well |somewhere )?(?:before|after|earlier than|later than|ahead of|behind|older than|younger than|taller than|shorter than|above|below|higher than|lower than|more than|less than))\b`)

// comparisonSeries reads such a sentence; ok is false when s is none.
func (mg *magazine) comparisonSeries(s string) (_ [][]logicgrid.Clue, ok bool) {
	m := commaCompare.FindStringSubmatch(s)
	if m == nil || strings.Contains(m[1], ",") {
		return nil, false
	}
	at := seriesComparison.FindStringIndex(m[1])
	if at == nil || at[0] == 0 || len(mg.lx.mentions(tokenize(m[1][at[0]:]))) == 0 || !mg.hasVerb(m[1][:at[0]]) {
		return nil, false
	}
	if ts := tokenize(m[2]); len(mg.lx.mentions(ts)) == 0 || strings.Contains(m[2], ",") {
		return nil, false
	}
	a, aerr := mg.clauses(m[1])
	b, berr := mg.clauses(m[1][:at[0]] + m[2])
	if aerr != nil || berr != nil {
		return nil, false
	}
	return mg.product(a, b), true
}

// trailingAppositiveOfObject reads "Okafor finished two places ahead of
// Petrov, the highest rated of the five": a noun phrase after the last
// comma with no item of its own (a superlative, "the oldest of the
// five") is said of the item named right before it, as a person reads
// it; the subject's (trailingAppositive: "Hal is the youngest, a 5th
// grader") is read when it names an item.
func (mg *magazine) trailingAppositiveOfObject(s string) (_ [][]logicgrid.Clue, ok bool) {
	m := trailingAppositive.FindStringSubmatch(s)
	if m == nil {
		return nil, false
	}
	ts := tokenize(m[2])
	if len(mg.lx.mentions(ts)) > 0 || len(ts) < 2 || ts[0].w != "the" {
		return nil, false
	}
	if _, sup := superlativeOf(ts[1].w); !sup {
		return nil, false
	}
	obj, subj := mg.mentionText(m[1], false), mg.mentionText(m[1], true)
	if obj == "" || obj == subj || !strings.HasSuffix(strings.TrimSpace(m[1]), obj) {
		return nil, false
	}
	a, aerr := mg.clauses(m[1])
	b, berr := mg.clue(obj + " is " + m[2])
	if aerr != nil || berr != nil {
		return nil, false
	}
	return mg.product(a, b), true
}
