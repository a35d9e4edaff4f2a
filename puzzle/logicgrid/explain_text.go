package logicgrid

import (
	"fmt"
	"strings"

	"deduce/puzzle"
	"deduce/sat"
)

// phrase says one fact: "Smith is teacher", "doctor is not red".
func (x *explainer) phrase(l sat.Lit) string {
	f := x.fact(l)
	if f.Same {
		return f.AName() + " is " + f.BName()
	}
	return f.AName() + " is not " + f.BName()
}

// joinAnd joins phrases: "a", "a and b", "a, b and c".
func joinAnd(parts []string) string {
	switch len(parts) {
	case 0:
		return ""
	case 1:
		return parts[0]
	}
	return strings.Join(parts[:len(parts)-1], ", ") + " and " + parts[len(parts)-1]
}

func (x *explainer) phrases(ls []sat.Lit) string {
	out := make([]string, len(ls))
	for i, l := range ls {
		out[i] = x.phrase(l)
	}
	return joinAnd(out)
}

// because says "A and B, so C." or "so C." when nothing is used.
func (x *explainer) because(f found) string {
	if f.contra {
		if len(f.uses) == 0 {
			return "that is impossible: no solution."
		}
		return x.phrases(f.uses) + ", and that is impossible: no solution."
	}
	if len(f.uses) == 0 {
		return "so " + x.phrases(f.facts) + "."
	}
	return x.phrases(f.uses) + ", so " + x.phrases(f.facts) + "."
}

// text is a step in plain English.
func (x *explainer) text(f found) string {
	switch f.rule {
	case RuleExclude, RuleLastOpen:
		return "Each item belongs to exactly one entity: " + x.because(f)
	case RuleTransitivity:
		return "Sameness is transitive: " + x.because(f)
	}
	if len(f.clues) == 0 {
		if f.contra {
			return "The facts " + x.phrases(f.uses) + " break the grid's rules (each item belongs to exactly one entity, sameness is transitive): no solution."
		}
		return "By the grid's rules (each item belongs to exactly one entity, sameness is transitive): " + x.because(f)
	}
	var nums, words []string
	for _, s := range x.cited(f) {
		nums = append(nums, fmt.Sprint(s+1))
		w := strings.TrimSuffix(x.sentences[s].Text, ".")
		if d := x.sentences[s].Decided; d != "" {
			// The step follows from the reading taken, which the puzzle's
			// uniqueness chose: say so rather than credit the words alone.
			w += fmt.Sprintf(" (read as %q: of the ways it reads, the one under which the puzzle has one solution)", d)
		}
		words = append(words, w)
	}
	if len(nums) == 1 {
		return "Clue " + nums[0] + " says: " + words[0] + "; " + x.because(f)
	}
	return "Clues " + joinAnd(nums) + " say: " + strings.Join(words, "; ") + "; " + x.because(f)
}

// FormatExplanation writes an explanation as text: one line per step,
// "Step N [rule, cost C, clues 1, 3]: text" ("clues -" when none), then a
// status line with the step count, total cost, hardest step and grade, and
// the solution (or the two differing solutions when ambiguous).
func FormatExplanation(ex puzzle.Explanation) string {
	var b strings.Builder
	for _, s := range ex.Steps {
		clues := "-"
		if len(s.Clues) > 0 {
			nums := make([]string, len(s.Clues))
			for i, c := range s.Clues {
				nums[i] = fmt.Sprint(c)
			}
			clues = strings.Join(nums, ", ")
		}
		fmt.Fprintf(&b, "Step %d [%s, cost %d, clues %s]: %s\n", s.N, s.Rule, s.Cost, clues, s.Text)
	}
	fmt.Fprintf(&b, "%s: %d steps, total cost %d, hardest step %d", ex.Status, len(ex.Steps), ex.Cost, ex.Hardest)
	if ex.Grade != "" {
		fmt.Fprintf(&b, ", grade %s", ex.Grade)
	}
	b.WriteByte('\n')
	if s, ok := ex.Solution.(*Solution); ok && s != nil {
		b.WriteString(s.String())
	}
	for i, s := range ex.Solutions {
		if sol, ok := s.(*Solution); ok {
			fmt.Fprintf(&b, "Solution %d:\n%s", i+1, sol)
		}
	}
	return b.String()
}
