package logicgrid

// The cost of a step: how hard it is for a person to follow, in the spirit
// of ZebraTutor (Bogaerts, Gamba, Guns, AIJ 2021): the grid's implicit rules
// are cheapest, one clue costs more, every further clue much more, and each
// known fact the step must look at adds one. The constants are ours, not
// ZebraTutor's; README.md lists them.
const (
	costExclude      = 1   // + uses (always 1): a "same" crosses out its row and column
	costLastOpen     = 1   // + uses (n-1): the last open cell of a row
	costTransitivity = 3   // + uses: copying a row across a "same"
	costGrid         = 10  // + uses: the implicit rules combined, no clue
	costClue         = 20  // + uses: one clue
	costExtraClue    = 100 // per clue beyond the first
)

// stepCost is the cost of a step by its rule, clue count and uses.
func stepCost(f found) int {
	u := len(f.uses)
	switch f.rule {
	case RuleExclude:
		return costExclude + u
	case RuleLastOpen:
		return costLastOpen + u
	case RuleTransitivity:
		return costTransitivity + u
	}
	if len(f.clues) == 0 {
		return costGrid + u
	}
	return costClue + costExtraClue*(len(f.clues)-1) + u
}

// Grades, by the hardest step of the explanation (its cost): the grade of a
// puzzle is the grade of its hardest step; Explain reports it and the
// generator's difficulty is it (Grade). The thresholds fall between the
// tiers: implicit rules and one clue with at most gradeEasyUses known facts
// are easy; one clue that needs more known facts (or the implicit rules
// combined over many) is tricky; two or more clues together are hard.
const (
	GradeEasy   = "easy"
	GradeTricky = "tricky"
	GradeHard   = "hard"
	// gradeEasyUses is the most known facts an easy step uses with its clue.
	gradeEasyUses = 3
)

// gradeOf names the grade of an explanation whose hardest step costs
// hardest; stuck explanations (deduction stopped: ambiguous, unsolvable)
// grade "search".
func gradeOf(hardest int, stuck bool) string {
	switch {
	case stuck:
		return GradeSearch
	case hardest <= costClue+gradeEasyUses:
		return GradeEasy
	case hardest < costClue+costExtraClue:
		return GradeTricky
	}
	return GradeHard
}
