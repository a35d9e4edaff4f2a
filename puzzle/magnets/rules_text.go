package magnets

import "deduce/puzzle"

// Rules implements puzzle.RulesWriter: Magnets for someone who has never
// played it. The example's moves follow its checked explanation
// (`deduce explain`), told in words.
func (Kind) Rules() puzzle.Rules {
	return puzzle.Rules{
		Title: "Magnets",
		Intro: "The board is cut into dominoes. Some are magnets, with a + end and a − end; the others are blank. " +
			"The numbers around the board say how many + and − ends each row and column holds. Find which dominoes are magnets, and which way round.",
		Rules: []string{
			"Each domino is either a magnet, one half + and the other −, or blank in both halves.",
			"A cell in no domino is always blank.",
			"Two cells side by side (not diagonally) never hold the same sign: no + next to +, no − next to −.",
			"The numbers at the top and left count the + halves of each column and row; the numbers at the bottom and right count the − halves. A missing number tells you nothing.",
			"Every puzzle has exactly one solution, and it can be found by reasoning, without guessing.",
		},
		SizeSyntax:  "N, or WxH (width x height)",
		DefaultSize: "6x6",
		Example: &puzzle.RulesExample{
			Puzzle: "magnets 3\nsew\nn*s\newn\n1 0 2\n1 1 1\n1 0 2\n0 2 1\n",
			Moves: []string{
				"The centre cell is in no domino, so it is blank.",
				"Row 2 holds no +, so its left and right cells are − or blank; their partners, the top-left and bottom-right cells, are then + or blank.",
				"Row 3 holds 2 + and 1 −: all three of its cells are signs. The bottom-right cell cannot be −, so it is +, and its partner above it is −. Its left neighbour cannot be + next to a +, so it is −, and the bottom-left cell, its partner, is +.",
				"Row 1 holds one + and one −. The top-right cell touches the − below it, so it is not −, and the top-left cell cannot be − either: the − is in the middle, the + on the right, and the left domino is blank.",
			},
		},
	}
}
