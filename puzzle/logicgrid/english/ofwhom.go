package english

import (
	"strings"

	"deduce/puzzle/logicgrid"
)

// "Ibrahim, the trench C volunteer and the person who unearthed the bone
// comb are three different people, none of whom dug down to 1.8 m": the
// relative says something of each one the list names. "None of whom" and
// "neither of whom" deny it of each (read as "Neither A nor B ..." of
// each two in turn, as countof.go reads "None of A, B and C"), "all of
// whom", "both of whom" and "each of whom" say it of each. The list is the
// subject of the clause before it ("A, B and C are ..."), each part one
// item or a description of one. Any other "of whom" or "of which" is
// refused: it was read as said of the first one named, its "none" lost (a
// wrong unique answer, unseen44).
var ofWhom = lazyRE(`(?i)^(.+?),\s+(?:and\s+)?(none|neither|all|both|each|one|some|two|three|most|many|few) of (whom|which|them)\s+(.+?)[.!]?$`)

// listSubject is the subject of "A, B and C are ..." split at its commas
// and "and".
var listSubject = lazyRE(`(?i)^(.+?)\s+(?:are|were|all|both)\b`)

// ofWhomClauses reads such a sentence; ok is false when s has no "of
// whom".
func (mg *magazine) ofWhomClauses(s string) (_ [][]logicgrid.Clue, ok bool, _ error) {
	m := ofWhom.FindStringSubmatch(s)
	if m == nil {
		return nil, false, nil
	}
	refuse := errorf("%q: an \"of whom\" clause is read only after a list (\"A, B and C are three different people, none of whom ...\")", m[2]+" of "+m[3])
	q := strings.ToLower(m[2])
	if q != "none" && q != "neither" && q != "all" && q != "both" && q != "each" {
		if strings.EqualFold(m[3], "them") {
			return nil, false, nil // "..., and one of them ...": withSubject's (ofThoseTwo)
		}
		return nil, true, refuse
	}
	l := listSubject.FindStringSubmatch(m[1])
	if l == nil && strings.EqualFold(m[3], "them") {
		return nil, false, nil // "Dev isn't the 13-year-old, and neither of them ...": the two the clause names (withSubject's)
	}
	if l == nil {
		return nil, true, refuse
	}
	names := listParts(l[1])
	if len(names) < 2 || (q == "neither" || q == "both") && len(names) != 2 {
		return nil, true, refuse
	}
	for _, n := range names {
		if !mg.oneReferent(n) {
			return nil, true, refuse
		}
	}
	all, err := mg.clauses(m[1])
	if err != nil {
		return nil, true, err
	}
	for i := 0; i+1 < len(names); i++ {
		said := "Neither " + names[i] + " nor " + names[i+1] + " " + m[4]
		if q == "all" || q == "both" || q == "each" {
			said = "Both " + names[i] + " and " + names[i+1] + " " + m[4]
		}
		pc, err := mg.clauses(said)
		if err != nil {
			return nil, true, err
		}
		all = mg.product(all, pc)
	}
	return distinctReadings(all), true, nil
}

// "The four who raised more than £120 were Colin, Mrs Quill, the walker
// from Enderby and the one who started at 9:45am": each one listed did
// (read as "Colin raised more than £120", ...), and they are as many
// different ones as the count says. The count must be the list's length.
var theCountWho = lazyRE(`(?i)^\s*the (two|three|four|five|six|\d+) (?:\pL+ )?(?:who|that|which) (.+?) (?:were|are) (.+?)[.!]?$`)

// countWhoClauses reads such a sentence; ok is false when s is none.
func (mg *magazine) countWhoClauses(s string) (_ [][]logicgrid.Clue, ok bool, _ error) {
	m := theCountWho.FindStringSubmatch(s)
	if m == nil {
		return nil, false, nil
	}
	n, isNum := numberOf(strings.ToLower(m[1]))
	names := listParts(m[3])
	if !isNum || int(n) != len(names) || len(names) < 2 {
		return nil, false, nil
	}
	for _, name := range names {
		if !mg.oneReferent(name) {
			return nil, false, nil
		}
	}
	all, err := mg.clauses(strings.Join(names[:len(names)-1], ", ") + " and " + names[len(names)-1] + " are different")
	if err != nil {
		return nil, true, err
	}
	for _, name := range names {
		pc, err := mg.clauses(name + " " + m[2])
		if err != nil {
			// "The two people who got the water and the lemonade were
			// Irene and Ned": no predicate of each alone (the pair's
			// other readings)
			return nil, false, nil
		}
		all = mg.product(all, pc)
	}
	return distinctReadings(all), true, nil
}

// listParts splits a list "A, B and C" at its commas and "and".
func listParts(s string) []string {
	var out []string
	for _, p := range strings.Split(strings.ReplaceAll(s, " and ", ", "), ",") {
		if p = strings.TrimSpace(p); p != "" {
			out = append(out, p)
		}
	}
	return out
}
