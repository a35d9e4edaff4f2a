package book

import (
	"fmt"
	"strings"

	"deduce/puzzle"
	"deduce/puzzle/draw"
)

// Entry is one puzzle of a book.
type Entry struct {
	Kind     puzzle.Kind
	Puzzle   puzzle.Puzzle
	Solution puzzle.Solution // drawn at the back; nil leaves the puzzle out of the solutions
	// Title heads the caption; "" gives "Puzzle i" (1-based position).
	Title      string
	Difficulty string // "" when not graded
	Seed       *int64 // nil when the puzzle did not come from a seed
}

// captionLines returns the caption under a puzzle: its title, then "kind,
// size, difficulty, seed", then its game ID when the kind has them.
func (e Entry) captionLines() (title, info, id string) {
	title = e.Title
	parts := []string{puzzle.TitleOf(e.Kind)}
	if sz, ok := e.Kind.(draw.Sizer); ok {
		parts = append(parts, sz.PuzzleSize(e.Puzzle))
	}
	if e.Difficulty != "" {
		parts = append(parts, e.Difficulty)
	}
	if e.Seed != nil {
		parts = append(parts, fmt.Sprintf("seed %d", *e.Seed))
	}
	info = strings.Join(parts, " · ")
	if idf, ok := e.Kind.(puzzle.IDFormatter); ok {
		if s, err := idf.ID(e.Puzzle); err == nil {
			id = "ID " + s
		}
	}
	return title, info, id
}

// Subtitle describes a book's puzzles for its title page: "20 Magnets
// puzzles, 8x8, hard" (sizes and difficulties listed when they are few),
// then "made with deduce".
func Subtitle(entries []Entry) []string {
	var kinds, sizes, diffs []string
	seen := map[string]bool{}
	add := func(list *[]string, key, v string) {
		if v != "" && !seen[key+v] {
			seen[key+v] = true
			*list = append(*list, v)
		}
	}
	for _, e := range entries {
		add(&kinds, "k", puzzle.TitleOf(e.Kind))
		if sz, ok := e.Kind.(draw.Sizer); ok {
			add(&sizes, "s", sz.PuzzleSize(e.Puzzle))
		}
		add(&diffs, "d", e.Difficulty)
	}
	noun := "puzzles"
	if len(entries) == 1 {
		noun = "puzzle"
	}
	parts := []string{fmt.Sprintf("%d %s %s", len(entries), strings.Join(kinds, " and "), noun)}
	for _, list := range [][]string{sizes, diffs} {
		if len(list) > 0 && len(list) <= 3 {
			parts = append(parts, strings.Join(list, " or "))
		}
	}
	return []string{strings.Join(parts, ", "), "made with deduce"}
}
