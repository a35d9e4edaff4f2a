package web

import (
	"net/http/httptest"
	"net/url"
	"strconv"
	"strings"
	"sync"
	"testing"

	"github.com/chromedp/chromedp"

	"deduce/internal/tui/toykind"
	"deduce/puzzle"
)

var registerToy sync.Once

// TestBrowserToyKind plays the test battery's toy kind, registered only in
// this test binary and edited nowhere outside its own directory: the page
// draws it from its puzzle.Layout alone (labels on every side, corners,
// category names, item names on the cells, the clue list, the progress
// line, the legend), and its second Hint applies the step.
func TestBrowserToyKind(t *testing.T) {
	if testing.Short() {
		t.Skip("browser test in -short mode")
	}
	registerToy.Do(func() { puzzle.Register(toykind.Kind{}) })
	srv := httptest.NewServer(New(Options{}))
	defer srv.Close()
	ctx, cancel := browser(t)
	defer cancel()
	page := srv.URL + "/play?puzzle=" + url.QueryEscape(toykind.Start)
	if err := chromedp.Do(ctx, chromedp.Navigate(page), chromedp.WaitVisible(chromedp.CSS(`#board td.cell`))); err != nil {
		t.Fatalf("open %s: %v", page, err)
	}
	heads := text(t, ctx, "#board table")
	for _, want := range []struct{ text, why string }{
		{"c1", "column labels (Layout.Top)"}, {"r3", "row labels (Layout.Left)"},
		{"◤", "the top-left corner text"}, {"◢", "the bottom-right corner text"},
		{"columns", "the column group's name"}, {"rows", "the row group's name"},
	} {
		if !strings.Contains(heads, want.text) {
			t.Errorf("the board lacks %s %q:\n%s", want.why, want.text, heads)
		}
	}
	if got := text(t, ctx, "#legend"); !strings.HasPrefix(got, "Toy legend") {
		t.Errorf("legend %q", got)
	}
	if got := text(t, ctx, "#progress"); !strings.Contains(got, "toy progress: 3 of 9 filled") {
		t.Errorf("progress %q", got)
	}
	clues, err := chromedp.Run(ctx, chromedp.Evaluate[int](`[...document.querySelectorAll('#clues li')].filter(li => li.textContent.includes('Toy clue')).length`))
	if err != nil || clues != 6 {
		t.Errorf("%d toy clues listed, want 6 (%v)", clues, err)
	}
	named, err := chromedp.Run(ctx, chromedp.Evaluate[string](`document.querySelector('td[data-row="2"][data-col="3"]').dataset.a + '/' + document.querySelector('td[data-row="2"][data-col="3"]').dataset.b`))
	if err != nil || named != "r2/c3" {
		t.Errorf("cell (2,3) is named %q, want r2/c3 from the row and column labels (%v)", named, err)
	}
	shot(t, ctx, "web-toy.png")
	// Hint is progressive: where to look (the lines named as the layout
	// shows them, their clues marked), what follows (the cell starred),
	// why; the fourth press applies the step.
	for _, level := range []struct{ msg, why string }{
		{"Where: Look at row 1 and column 3.", "where to look"},
		{"What follows: Look at row 1 and column 3. It follows: (1,3)=C.", "what follows"},
		{"Hint: cell (1,3) can only hold C", "why"},
	} {
		if err := chromedp.Do(ctx, chromedp.Click(chromedp.ID("hint"))); err != nil {
			t.Fatal(err)
		}
		wait(t, ctx, `document.querySelector('#message').textContent.startsWith(`+strconv.Quote(level.msg)+`)`)
		stars, _ := chromedp.Run(ctx, chromedp.Evaluate[int](`document.querySelectorAll('td.new').length`))
		if want := map[bool]int{true: 0, false: 1}[level.why == "where to look"]; stars != want {
			t.Errorf("%s: %d starred cells, want %d", level.why, stars, want)
		}
	}
	cited, err := chromedp.Run(ctx, chromedp.Evaluate[int](`document.querySelectorAll('#clues li.cited, #board th.cited').length`))
	if err != nil || cited != 4 {
		t.Errorf("%d cited marks, want 4: clues 1 and 6 in the list and beside the grid (%v)", cited, err)
	}
	if err := chromedp.Do(ctx, chromedp.Click(chromedp.ID("hint"))); err != nil {
		t.Fatal(err)
	}
	wait(t, ctx, `document.querySelector('td[data-row="1"][data-col="3"]').textContent === 'C'`)
	if msg := text(t, ctx, "#message"); !strings.HasPrefix(msg, "Applied: ") {
		t.Errorf("after the fourth Hint: message %q", msg)
	}
	// Pencil marks: p, then A strikes A out of (2,3); the cell shows B and C
	// still open, and check so far calls the mark wrong ((2,3) is A).
	if err := chromedp.Do(ctx, chromedp.Click(chromedp.CSS(`td[data-row="2"][data-col="3"]`))); err != nil {
		t.Fatal(err)
	}
	wait(t, ctx, `document.querySelector('td[data-row="2"][data-col="3"]').textContent !== ''`)
	if err := chromedp.Do(ctx, chromedp.Focus(chromedp.ID("board")), chromedp.KeyEvent("0")); err != nil {
		t.Fatal(err)
	}
	wait(t, ctx, `document.querySelector('td[data-row="2"][data-col="3"]').textContent === ''`)
	if err := chromedp.Do(ctx, chromedp.KeyEvent("p")); err != nil {
		t.Fatal(err)
	}
	wait(t, ctx, `document.querySelector('#message').textContent.startsWith('Pencil:')`)
	if err := chromedp.Do(ctx, chromedp.KeyEvent("A")); err != nil {
		t.Fatal(err)
	}
	wait(t, ctx, `(document.querySelector('td[data-row="2"][data-col="3"] .pencil') || {}).textContent === 'B C'`)
	if err := chromedp.Do(ctx, chromedp.Click(chromedp.ID("check"))); err != nil {
		t.Fatal(err)
	}
	wait(t, ctx, `document.querySelector('#message').textContent.includes('1 wrong entry')`)
	shot(t, ctx, "web-toy-pencil.png")
}
