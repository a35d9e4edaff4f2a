package book

import (
	"errors"
	"strconv"
	"strings"
	"testing"

	"deduce/puzzle"
	"deduce/puzzle/logicgrid"
	"deduce/puzzle/magnets"
)

// TestLayout checks, for every kind, that a 20-puzzle book keeps every mark
// inside the page's margins, captions every puzzle with its title, kind,
// seed (and ID where the kind has one), and puts solutions after puzzles.
func TestLayout(t *testing.T) {
	for _, k := range kinds {
		entries := generate(t, k, 20)
		for _, paper := range Papers {
			pages, err := Layout(entries, Options{Paper: paper, Solutions: true, Title: "Test book"})
			if err != nil {
				t.Fatal(err)
			}
			if len(pages) < 3 {
				t.Errorf("%s/%s: %d pages: want a title page, puzzles and solutions", k.Name(), paper.Name, len(pages))
			}
			var all []string
			solutionsAt := -1
			for i, pg := range pages {
				if pg.W != paper.W || pg.H != paper.H {
					t.Errorf("%s/%s page %d: size %vx%v", k.Name(), paper.Name, i+1, pg.W, pg.H)
				}
				b := newBounds()
				pg.Play(b, 0, 0, 1)
				const eps = 0.01
				if b.minX < marginX-eps || b.maxX > paper.W-marginX+eps || b.minY < marginTop-6-eps || b.maxY > paper.H-marginBot/2+3 {
					t.Errorf("%s/%s page %d: drawing reaches (%.1f,%.1f)-(%.1f,%.1f), outside the margins",
						k.Name(), paper.Name, i+1, b.minX, b.minY, b.maxX, b.maxY)
				}
				if solutionsAt < 0 && len(b.texts) > 0 && b.texts[0] == "Solutions" {
					solutionsAt = i
				}
				all = append(all, strings.Join(b.texts, "\n"))
			}
			text := strings.Join(all, "\n")
			for i := range entries {
				title := "Puzzle " + strconv.Itoa(i+1)
				if strings.Count(text, title+"\n") != 2 {
					t.Errorf("%s/%s: %q should appear twice (puzzle and solution)", k.Name(), paper.Name, title)
				}
				if !strings.Contains(text, "seed "+strconv.Itoa(i+1)+"\n") {
					t.Errorf("%s/%s: seed %d missing from the captions", k.Name(), paper.Name, i+1)
				}
			}
			if _, ok := k.(puzzle.IDFormatter); ok && !strings.Contains(text, "ID ") {
				t.Errorf("%s/%s: no game ID in the captions", k.Name(), paper.Name)
			}
			if solutionsAt < 2 || !strings.Contains(all[solutionsAt-1], "Puzzle 20") {
				t.Errorf("%s/%s: solutions start on page %d, not right after the last puzzle", k.Name(), paper.Name, solutionsAt+1)
			}
		}
	}
}

// TestLayoutRefuses covers what a book must not print.
func TestLayoutRefuses(t *testing.T) {
	if _, err := Layout(nil, Options{}); err == nil {
		t.Error("an empty book was laid out")
	}
	e := generate(t, magnets.Kind{}, 1)[0]
	bad := *e.Solution.(*magnets.Solution)
	bad.Cells = append([]int8(nil), bad.Cells...)
	bad.Cells[0], bad.Cells[1] = bad.Cells[1], bad.Cells[0]
	if bad.Cells[0] == bad.Cells[1] {
		bad.Cells[0] = -bad.Cells[0] + 1
	}
	e.Solution = &bad
	if _, err := Layout([]Entry{e}, Options{Solutions: true}); !errors.Is(err, puzzle.ErrWrongAnswer) {
		t.Errorf("a wrong solution was printed (err %v)", err)
	}
	// Without solutions the wrong one is never looked at.
	if _, err := Layout([]Entry{e}, Options{Solutions: false}); err != nil {
		t.Errorf("without solutions: %v", err)
	}
}

// TestLayoutOwnTitle: a puzzle with its own title is captioned with it,
// under the puzzle and at its solution; others keep "Puzzle i".
func TestLayoutOwnTitle(t *testing.T) {
	k, err := puzzle.Lookup("logicgrid")
	if err != nil {
		t.Fatal(err)
	}
	entries := generate(t, k, 2)
	entries[0].Puzzle.(*logicgrid.Puzzle).Title = "Lunch at the Deli"
	pages, err := Layout(entries, Options{Paper: Papers[0], Solutions: true})
	if err != nil {
		t.Fatal(err)
	}
	var all []string
	for _, pg := range pages {
		b := newBounds()
		pg.Play(b, 0, 0, 1)
		all = append(all, b.texts...)
	}
	text := strings.Join(all, "\n") + "\n"
	if strings.Count(text, "Lunch at the Deli\n") != 2 || strings.Count(text, "Puzzle 2\n") != 2 || strings.Contains(text, "Puzzle 1\n") {
		t.Errorf("captions: want the own title and Puzzle 2, each twice:\n%s", text)
	}
}
