package closefar

import "deduce/puzzle"

// Rules implements puzzle.RulesWriter: Close or Far for someone who has
// never played it. The example's moves follow its checked explanation
// (`deduce explain`), told in words.
func (Kind) Rules() puzzle.Rules {
	return puzzle.Rules{
		Title: "Close or Far",
		Intro: "Fill a square board with the letters C and F. Each row and each column holds two C, close together, and two F, farther apart; every other cell stays blank.",
		Rules: []string{
			"Every row and every column holds exactly two C and exactly two F; its other cells are blank.",
			"In every row and every column, the two C are closer together than the two F: fewer steps from one C to the other than from one F to the other.",
			"The letters already on the board are part of the solution.",
			"Every puzzle has exactly one solution, and it can be found by reasoning, without guessing. (No board of size 4 or 5 can be filled, so boards start at 6.)",
		},
		SizeSyntax:  "N (an N x N board, 6 or more)",
		DefaultSize: "7x7",
		Example: &puzzle.RulesExample{
			Puzzle: "closefar 6\nF.....\n....C.\n...C..\n.....F\n.F....\n..C...\n",
			Moves: []string{
				"Column 3 has a C at the bottom. Try every way of placing its two C and two F with the C closer: each one that keeps that C leaves the top two cells without a C, and puts a letter in row 5.",
				"Row 5 has an F in column 2, and now a letter in column 3: every placement of row 5 that fits puts a C there.",
				"Column 3 now has both its C, in rows 5 and 6. So it goes, line by line: what one row settles narrows the columns it crosses, until every cell is known.",
			},
		},
	}
}
