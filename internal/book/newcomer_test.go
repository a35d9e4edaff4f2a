package book

import (
	"context"
	"slices"
	"strings"
	"testing"

	"deduce/puzzle"
	"deduce/puzzle/closefar"
	"deduce/puzzle/draw"
	"deduce/puzzle/logicgrid"
	"deduce/puzzle/magnets"
)

// pageTexts returns the texts of each page, in drawing order.
func pageTexts(pages []*draw.Picture) [][]string {
	var out [][]string
	for _, pg := range pages {
		b := newBounds()
		pg.Play(b, 0, 0, 1)
		out = append(out, b.texts)
	}
	return out
}

// one generates one puzzle of k with opt.
func one(t *testing.T, k puzzle.Kind, opt puzzle.GenerateOptions) Entry {
	t.Helper()
	g, err := k.(puzzle.Generator).Generate(context.Background(), opt)
	if err != nil {
		t.Fatal(err)
	}
	return Entry{Kind: k, Puzzle: g.Puzzle, Solution: g.Solution, Difficulty: g.Difficulty, Seed: puzzle.Ptr(g.Seed)}
}

// mixed is a book of four puzzles of three kinds: two small boards, a
// default logic grid (tall, with its clues) and a small logic grid.
func mixed(t *testing.T) []Entry {
	return []Entry{
		one(t, magnets.Kind{}, puzzle.GenerateOptions{Width: 4, Height: 4, Seed: 1}),
		one(t, closefar.Kind{}, puzzle.GenerateOptions{Width: 6, Height: 6, Seed: 1}),
		one(t, logicgrid.Kind{}, puzzle.GenerateOptions{Seed: 1}),
		one(t, logicgrid.Kind{}, puzzle.GenerateOptions{Seed: 1, Params: puzzle.Params{"domains": 3, "items": 3}}),
	}
}

// TestLayoutPacksMixedKinds: puzzles of different sizes share pages. One
// grid for the whole book put each of these four on a page of its own
// (5 pages with the solutions); now the two small boards share one.
func TestLayoutPacksMixedKinds(t *testing.T) {
	pages, err := Layout(mixed(t), Options{Paper: Papers[0], Solutions: true})
	if err != nil {
		t.Fatal(err)
	}
	texts := pageTexts(pages)
	if len(pages) > 4 {
		t.Errorf("4 mixed puzzles and their solutions take %d pages, want at most 4", len(pages))
	}
	first := strings.Join(texts[0], "\n") + "\n"
	if !strings.Contains(first, "Puzzle 1\n") || !strings.Contains(first, "Puzzle 2\n") {
		t.Errorf("the two small boards should share the first page:\n%s", first)
	}
	// A book of one kind and size keeps its common grid (unchanged).
	same, err := Layout(generate(t, closefar.Kind{}, 6), Options{Paper: Papers[1], Solutions: true})
	if err != nil || len(same) != 2 {
		t.Errorf("6 Close or Far puzzles: %d pages (%v), want 2", len(same), err)
	}
}

// TestLayoutAnswerTable: a logic grid's solution is printed as a table, one
// row per entity (person, item, item), under its o/x grid.
func TestLayoutAnswerTable(t *testing.T) {
	entries := mixed(t)[2:]
	pages, err := Layout(entries, Options{Paper: Papers[0], Solutions: true})
	if err != nil {
		t.Fatal(err)
	}
	texts := pageTexts(pages)
	sol := texts[len(texts)-1]
	for _, e := range entries {
		for _, row := range e.Solution.JSON().(puzzle.RowsJSON).Rows {
			at := slices.Index(sol, row[0])
			// The table row: the entity, then its items in domain order, as
			// consecutive texts (the grid's labels never run this way).
			for at >= 0 && !slices.Equal(sol[at:min(at+len(row), len(sol))], row) {
				next := slices.Index(sol[at+1:], row[0])
				if next < 0 {
					at = -1
					break
				}
				at += 1 + next
			}
			if at < 0 {
				t.Errorf("no table row %v on the solutions page", row)
			}
		}
	}
}

// TestLayoutHeadsOwnTitle: a puzzle with its own title and story is headed
// by the title, then the story, then its grid and clues.
func TestLayoutHeadsOwnTitle(t *testing.T) {
	e := mixed(t)[3]
	p := e.Puzzle.(*logicgrid.Puzzle)
	p.Title, p.Story = "Lunch at the Deli", "Three friends met for lunch."
	pages, err := Layout([]Entry{e}, Options{Paper: Papers[0]})
	if err != nil {
		t.Fatal(err)
	}
	texts := pageTexts(pages)[0]
	title, story, clues := slices.Index(texts, "Lunch at the Deli"), slices.Index(texts, "Three friends met for lunch."), slices.Index(texts, "Clues")
	item := slices.Index(texts, p.Domains[0].Items[0])
	if title != 0 || !(title < story && story < item && item < clues) {
		t.Errorf("order on the page: title %d, story %d, first item %d, clues %d; want the title first, the story before the grid:\n%v", title, story, item, clues, texts)
	}
}

// TestLayoutRulesPages: with Rules, a book opens (after its title page)
// with one page per kind it holds, in the order the kinds first appear,
// each with the kind's rules and worked example; without, none.
func TestLayoutRulesPages(t *testing.T) {
	entries := mixed(t)
	pages, err := Layout(entries, Options{Paper: Papers[0], Solutions: true, Rules: true, Title: "Mixed"})
	if err != nil {
		t.Fatal(err)
	}
	texts := pageTexts(pages)
	var got []string
	for i, tx := range texts {
		if len(tx) > 0 && strings.HasPrefix(tx[0], "How to play: ") {
			got = append(got, tx[0])
			if i == 0 {
				t.Error("a rules page before the title page")
			}
		}
	}
	want := []string{"How to play: Magnets", "How to play: Close or Far", "How to play: Logic grid"}
	if !slices.Equal(got, want) {
		t.Errorf("rules pages %q, want %q", got, want)
	}
	for i, k := range []puzzle.Kind{magnets.Kind{}, closefar.Kind{}, logicgrid.Kind{}} {
		r, _ := puzzle.RulesOf(k)
		page := strings.Join(texts[1+i], " ")
		for _, want := range []string{strings.Fields(r.Rules[0])[0], "A tiny example", "The puzzle", "Its solution", strings.Fields(r.Example.Moves[0])[0]} {
			if !strings.Contains(page, want) {
				t.Errorf("%s rules page lacks %q", k.Name(), want)
			}
		}
	}
	without, err := Layout(entries, Options{Paper: Papers[0], Solutions: true, Title: "Mixed"})
	if err != nil || len(without) != len(pages)-3 {
		t.Errorf("without rules: %d pages (%v), want %d", len(without), err, len(pages)-3)
	}
}
