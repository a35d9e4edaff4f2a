package logicgrid

import "deduce/puzzle"

// Rules implements puzzle.RulesWriter: logic grids for someone who has
// never solved one. The example's moves follow its checked explanation
// (`deduce explain`), told in words.
func (Kind) Rules() puzzle.Rules {
	return puzzle.Rules{
		Title: "Logic grid",
		Intro: "A few people (or houses, or days) each have one item of every category: one pet, one colour, and so on. " +
			"The clues tell you about them; work out who has what.",
		Rules: []string{
			"Every category has as many items as there are people, and each person has exactly one item of each category: no two people share an item.",
			"The grid has a box for every pair of items from two categories. Mark yes where two items belong together (a tick) and no where they cannot (a cross).",
			"A yes rules out the rest of its row and column in that box: mark them no. A row with no everywhere but one cell gets its yes there.",
			"Pairs link up: if Ann owns the dog and the dog's owner wears red, then Ann wears red.",
			"Use only the clues and these rules. Every puzzle has exactly one solution, found by reasoning, without guessing.",
		},
		SizeSyntax:  "items x domains (5x4: 4 domains of 5 items), or N for N of N",
		DefaultSize: "4 domains x 4 items",
		Example: &puzzle.RulesExample{
			Puzzle: "8\nName:Ann:Bob:Cy\nPet:cat:dog:fish\nColor:red:green:blue\nClues:\nAnn=dog\nfish=red\nBob*red\nBob*green\n",
			Moves: []string{
				"Clue 1: Ann owns the dog. Mark Ann and the dog yes, and no for Ann's other pets and the dog's other owners.",
				"Clues 2 and 3: the fish's owner wears red, and Bob does not, so Bob does not own the fish. The dog is Ann's, so Bob owns the cat and Cy the fish; Cy wears red.",
				"Clue 4: Bob does not wear green, and red is Cy's, so Bob wears blue and Ann green.",
			},
		},
	}
}
