package book_test

import (
	"context"
	"fmt"

	"deduce/internal/book"
	"deduce/puzzle"
	"deduce/puzzle/closefar"
)

// A book of six Close or Far puzzles on Letter paper: the puzzles fit on
// one page, the solutions on another.
func ExampleLayout() {
	k := closefar.Kind{}
	var entries []book.Entry
	for seed := int64(1); seed <= 6; seed++ {
		g, err := k.Generate(context.Background(), puzzle.GenerateOptions{Seed: seed})
		if err != nil {
			panic(err)
		}
		entries = append(entries, book.Entry{Kind: k, Puzzle: g.Puzzle, Solution: g.Solution, Difficulty: g.Difficulty, Seed: puzzle.Ptr(seed)})
	}
	paper, _ := book.PaperNamed("letter")
	pages, err := book.Layout(entries, book.Options{Paper: paper, Solutions: true})
	if err != nil {
		panic(err)
	}
	fmt.Printf("%d pages of %.1f x %.1f mm\n", len(pages), pages[0].W, pages[0].H)
	// Output: 2 pages of 215.9 x 279.4 mm
}
