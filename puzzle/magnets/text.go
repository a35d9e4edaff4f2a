package magnets

import (
	"fmt"
	"strings"
)

// Plain-English step texts. Cells are written (row,col), 1-based; values
// are "+", "-" and "neutral" (x in the solution block).

func (e *engine) cellName(i int) string { return fmt.Sprintf("(%d,%d)", i/e.w+1, i%e.w+1) }

// cellList writes "(1,2)", "(1,2) and (1,4)", "(1,2), (1,3) and (1,4)".
func (e *engine) cellList(cells []int) string {
	names := make([]string, len(cells))
	for k, i := range cells {
		names[k] = e.cellName(i)
	}
	if len(names) <= 1 {
		return strings.Join(names, "")
	}
	return strings.Join(names[:len(names)-1], ", ") + " and " + names[len(names)-1]
}

func valueName(bit uint8) string {
	switch bit {
	case bitPlus:
		return "+"
	case bitMinus:
		return "-"
	case bitNeutral:
		return "neutral"
	}
	return "?"
}

// countName writes "2 +", "one -", "3 neutral cells".
func countName(n int, bit uint8) string {
	if bit == bitNeutral {
		if n == 1 {
			return "1 neutral cell"
		}
		return fmt.Sprintf("%d neutral cells", n)
	}
	return fmt.Sprintf("%d %s", n, valueName(bit))
}

func (e *engine) lineName(l int) string {
	if l < e.p.H {
		return fmt.Sprintf("row %d", l+1)
	}
	return fmt.Sprintf("column %d", l-e.p.H+1)
}

func capital(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}

// domainText describes what cell i can still hold: "is +", "cannot be neutral".
func domainText(d uint8) string {
	if fixed(d) {
		return "is " + valueName(d)
	}
	var miss []string
	for _, b := range []uint8{bitPlus, bitMinus, bitNeutral} {
		if d&b == 0 {
			miss = append(miss, valueName(b))
		}
	}
	return "cannot be " + strings.Join(miss, " or ")
}

// factsText writes a move's new facts: "(2,3) is + and (2,5) cannot be neutral".
func (e *engine) factsText(m *move, would bool) string {
	var parts []string
	// group: fixes by value, exclusions by value
	type key struct {
		bit  uint8
		not  bool
		elim bool // fixed because the other values were gone already
	}
	var order []key
	groups := map[key][]int{}
	for _, f := range m.facts {
		k := key{f.bit, f.not, !f.not && !fixed(m.keepsOf(f.cell))}
		if _, ok := groups[k]; !ok {
			order = append(order, k)
		}
		groups[k] = append(groups[k], f.cell)
	}
	for _, k := range order {
		cells := groups[k]
		verb := "is"
		switch {
		case would && k.not:
			verb = "could not be"
		case would:
			verb = "would be"
		case k.not && len(cells) > 1:
			verb = "cannot be"
		case k.not:
			verb = "cannot be"
		case len(cells) > 1:
			verb = "are"
		}
		part := fmt.Sprintf("%s %s %s", e.cellList(cells), verb, valueName(k.bit))
		if k.elim && !would {
			part += " (the only value left)"
		}
		parts = append(parts, part)
	}
	return strings.Join(parts, ", and ")
}

// describe is the text of a step.
func (e *engine) describe(m *move) string {
	if m.fail {
		return e.conflictText(m, false) + ": the puzzle has no solution from here."
	}
	return e.ruleText(m, false)
}

// ruleText explains one move (would: in the conditional, inside a refutation).
func (e *engine) ruleText(m *move, would bool) string {
	so := e.factsText(m, would)
	var cells []int // the move's target cells, in order
	for _, f := range m.facts {
		cells = append(cells, f.cell)
	}
	isVerb := "is"
	if would {
		isVerb = "were"
	}
	line := ""
	if m.line >= 0 {
		line = e.lineName(m.line)
	}
	switch m.rule {
	case RuleSingleton:
		return fmt.Sprintf("%s lies in no domino, so it is neutral.", e.cellName(m.cell))
	case RulePartner:
		return fmt.Sprintf("%s %s, and a domino holds + and - or is neutral in both halves, so %s.",
			e.cellName(m.cell), condText(m.bit, would), so)
	case RuleAdjacent:
		return fmt.Sprintf("%s %s %s and like poles never touch, so %s.", e.cellName(m.cell), isVerb, valueName(m.bit), so)
	case RuleLineCount:
		switch {
		case m.full && m.need == 0:
			what := valueName(m.bit)
			if m.bit == bitNeutral {
				what = "neutral cell"
			}
			return fmt.Sprintf("%s needs no %s, so %s.", capital(line), what, so)
		case m.full:
			return fmt.Sprintf("%s needs %s and has %s already at %s, so %s.", capital(line), countName(m.need, m.bit),
				pluralOne(m.need, m.bit), e.cellList(e.lineCells(m.line, m.bit, m.facts)), so)
		}
		return fmt.Sprintf("%s needs %s and only %s can hold %s, so %s.", capital(line), countName(m.need, m.bit),
			e.cellList(e.lineCells(m.line, m.bit, m.facts)), pluralOne(m.need, m.bit), so)
	case RuleOddLength:
		run := m.extra
		return fmt.Sprintf("%s has all its neutral cells and needs one more %s than %s; poles alternate along a run of open cells, and only the run %s has odd length, so it starts with the extra %s: %s.",
			capital(line), valueName(m.bit), valueName((bitPlus|bitMinus)&^m.bit), e.runName(run), valueName(m.bit), so)
	case RuleInsideMagnets:
		hold := "holds"
		if len(m.extra) > 1 {
			hold = "each hold"
		}
		return fmt.Sprintf("%s needs %s; %s %s one + and one - along it, which with the %d fixed already makes %d, so %s.",
			capital(line), countName(m.need, m.bit), e.dominoList(m.extra, "magnet"), hold, m.have, m.need, so)
	case RuleOneNeutral:
		has := fmt.Sprint(m.have)
		if m.have == 0 {
			has = "none yet"
		}
		return fmt.Sprintf("%s needs %s and has %s, so no domino lying along it can be neutral (that would add two): %s.",
			capital(line), countName(m.need, bitNeutral), has, so)
	case RuleAllMagnets:
		return fmt.Sprintf("%s needs %d more %s and just %d open dominoes meet it (%s), each giving it at most one, so all are magnets: %s.",
			capital(line), m.need-m.have, valueName(m.bit), len(m.extra), e.cellList(m.extra), so)
	case RuleCandidates:
		return fmt.Sprintf("%s needs %d more %s and only %d open dominoes can give it one (at %s), at most one each, so each gives one: %s.",
			capital(line), m.need-m.have, valueName(m.bit), len(m.extra), e.cellList(m.extra), so)
	case RuleProbe:
		var b strings.Builder
		fmt.Fprintf(&b, "If %s were %s, ", e.cellName(m.cell), valueName(m.bit))
		for _, c := range m.chain[:len(m.chain)-1] {
			fmt.Fprintf(&b, "%s (%s), ", e.chainFacts(&c), e.chainReason(&c))
		}
		last := m.chain[len(m.chain)-1]
		fmt.Fprintf(&b, "and then %s. So %s is not %s.", e.conflictText(&last, true), e.cellName(m.cell), valueName(m.bit))
		return b.String()
	}
	return so + "."
}

// condText is domainText in the conditional.
func condText(d uint8, would bool) string {
	t := domainText(d)
	if !would {
		return t
	}
	if strings.HasPrefix(t, "is ") {
		return "were " + t[3:]
	}
	return "could not be " + strings.TrimPrefix(t, "cannot be ")
}

func pluralOne(n int, bit uint8) string {
	if n == 1 {
		return "it"
	}
	return "them"
}

// lineCells lists the cells of line l that can take bit (after the move:
// those fixed to it plus the move's new ones).
func (e *engine) lineCells(l int, bit uint8, facts []cfact) []int {
	var out []int
	for _, i := range e.lines[l] {
		if e.dom[i]&bit != 0 {
			out = append(out, i)
		}
	}
	return out
}

func (e *engine) runName(run []int) string {
	if len(run) == 1 {
		return e.cellName(run[0])
	}
	return e.cellName(run[0]) + " to " + e.cellName(run[len(run)-1])
}

// dominoList writes "the magnet (2,3)-(2,4)" or "the magnets (2,3)-(2,4) and (2,5)-(2,6)".
func (e *engine) dominoList(firsts []int, what string) string {
	names := make([]string, len(firsts))
	for k, i := range firsts {
		names[k] = e.cellName(i) + "-" + e.cellName(e.p.Partner[i])
	}
	if len(names) == 1 {
		return "the " + what + " " + names[0]
	}
	return "the " + what + "s " + strings.Join(names[:len(names)-1], ", ") + " and " + names[len(names)-1]
}

// chainFacts writes a refutation step's facts in the conditional.
func (e *engine) chainFacts(m *move) string { return e.factsText(m, true) }

// chainReason names a refutation step's rule briefly.
func (e *engine) chainReason(m *move) string {
	switch m.rule {
	case RulePartner:
		return "domino partner of " + e.cellName(m.cell)
	case RuleAdjacent:
		return "next to " + e.cellName(m.cell)
	case RuleSingleton:
		return "no domino"
	}
	if m.rule == RuleLineCount {
		return e.lineName(m.line) + "'s count"
	}
	return m.rule + " in " + e.lineName(m.line)
}

// conflictText says what a failing move found (would: in the conditional).
func (e *engine) conflictText(m *move, would bool) string {
	if m.line >= 0 && m.rule == RuleLineCount {
		cand := m.extra
		if m.have > m.need {
			if would {
				return fmt.Sprintf("%s would have %d %s where it needs %d", e.lineName(m.line), m.have, valueName(m.bit), m.need)
			}
			return fmt.Sprintf("%s needs %s but has %d", capital(e.lineName(m.line)), countName(m.need, m.bit), m.have)
		}
		can := "only " + e.cellList(cand) + " can"
		if len(cand) == 0 {
			can = "no cell can"
		}
		if would {
			can = strings.Replace(can, "can", "could", 1)
			return fmt.Sprintf("%s would need %s but %s hold one", e.lineName(m.line), countName(m.need, m.bit), can)
		}
		return fmt.Sprintf("%s needs %s but %s hold one", capital(e.lineName(m.line)), countName(m.need, m.bit), can)
	}
	if m.wiped >= 0 {
		if would {
			return fmt.Sprintf("%s would have no value left (%s)", e.cellName(m.wiped), e.chainReason(m))
		}
		return fmt.Sprintf("%s has no value left (%s)", capital(e.cellName(m.wiped)), e.chainReason(m))
	}
	if m.rule == RuleContradiction && m.cell >= 0 {
		return fmt.Sprintf("The position holds %s with no value left", e.cellName(m.cell))
	}
	return "the rules found a contradiction"
}

// keepsOf is what the move allows at cell i (as one value when a single one).
func (m *move) keepsOf(i int) uint8 {
	for k, c := range m.cells {
		if c == i {
			return m.keeps[k] & bitAll
		}
	}
	return bitAll
}
