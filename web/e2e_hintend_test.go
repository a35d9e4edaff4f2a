package web

import (
	"fmt"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
)

// TestBrowserHintToTheEnd plays small puzzles of every kind by the keyboard
// alone (h, four times a step: where, what follows, why, apply) until the
// page says Solved!, then follows "Next puzzle" to a fresh puzzle of the
// kind, as a newcomer who leans on hints would. Screenshots of the solved
// pages go to $DEDUCE_SCREENSHOTS.
func TestBrowserHintToTheEnd(t *testing.T) {
	if testing.Short() {
		t.Skip("browser test in -short mode")
	}
	srv := httptest.NewServer(New(Options{}))
	defer srv.Close()
	ctx, cancel := browser(t)
	defer cancel()
	for _, c := range []struct{ kind, query string }{
		{"magnets", "kind=magnets&size=4&difficulty=easy&seed=7"},
		{"closefar", "kind=closefar&size=6&seed=1"},
		{"logicgrid", "kind=logicgrid&seed=1&domains=3&items=3"},
	} {
		t.Run(c.kind, func(t *testing.T) {
			if err := chromedp.Do(ctx, chromedp.EmulateViewport(1280, 1000), chromedp.Navigate(srv.URL+"/play?"+c.query),
				chromedp.WaitVisible(chromedp.CSS(`#board td.cell`)), chromedp.Focus(chromedp.ID("board"))); err != nil {
				t.Fatal(err)
			}
			solved := false
			for press := 0; press < 400 && !solved; press++ {
				before := text(t, ctx, "#message")
				if err := chromedp.Do(ctx, chromedp.KeyEvent("h")); err != nil {
					t.Fatal(err)
				}
				// Each press answers: a new message (the next level, or the applied step).
				wait(t, ctx, fmt.Sprintf(`document.querySelector('#message').textContent !== %q`, before))
				msg := text(t, ctx, "#message")
				if strings.Contains(msg, "rror") || strings.Contains(msg, "no step") {
					t.Fatalf("press %d: %q", press+1, msg)
				}
				solved = strings.HasPrefix(msg, "Solved!")
			}
			if !solved {
				t.Fatalf("400 presses of h did not solve the puzzle: %q", text(t, ctx, "#message"))
			}
			shotScreen(t, ctx, "web-hintend-"+c.kind+".png")
			visible, err := chromedp.Run(ctx, chromedp.Evaluate[bool](`getComputedStyle(document.getElementById('next')).display !== 'none'`))
			if err != nil || !visible {
				t.Fatalf("no Next puzzle after Solved! (%v)", err)
			}
			old, _ := chromedp.Run(ctx, chromedp.Value(chromedp.ID("puzzle")))
			if err := chromedp.Do(ctx, chromedp.Click(chromedp.ID("next")), chromedp.WaitVisible(chromedp.CSS(`#board td.cell`))); err != nil {
				t.Fatal(err)
			}
			fresh, _ := chromedp.Run(ctx, chromedp.Value(chromedp.ID("puzzle")))
			if fresh == old || fresh == "" {
				t.Errorf("Next puzzle opened the same puzzle")
			}
			if kind, _ := chromedp.Run(ctx, chromedp.Evaluate[string](`document.getElementById('game').dataset.kind`)); kind != c.kind {
				t.Errorf("Next puzzle opened a %q puzzle, want %s", kind, c.kind)
			}
		})
	}
}

// TestBrowserValueKeys: the keys 1-9 pick the n-th value of the cycle, as in
// the terminal game (the page ignored them), both to set a value and, in
// pencil mode, to strike one out; in pencil mode y strikes ✓ out of a
// logic-grid cell instead of setting it.
func TestBrowserValueKeys(t *testing.T) {
	if testing.Short() {
		t.Skip("browser test in -short mode")
	}
	srv := httptest.NewServer(New(Options{}))
	defer srv.Close()
	ctx, cancel := browser(t)
	defer cancel()
	for _, c := range []struct{ kind, query, strike string }{
		{"magnets", "kind=magnets&size=4&seed=7", "1"},
		{"closefar", "kind=closefar&size=6&seed=1", "1"},
		{"logicgrid", "kind=logicgrid&seed=1", "y"},
	} {
		t.Run(c.kind, func(t *testing.T) {
			if err := chromedp.Do(ctx, chromedp.EmulateViewport(1280, 1000), chromedp.Navigate(srv.URL+"/play?"+c.query),
				chromedp.WaitVisible(chromedp.CSS(`#board td.cell`)), chromedp.Focus(chromedp.ID("board"))); err != nil {
				t.Fatal(err)
			}
			symbols := func() []string {
				s, err := chromedp.Run(ctx, chromedp.Evaluate[[]string](`[...document.querySelector('#board td.cursor').querySelectorAll('.pencil')].map(s => s.textContent)`))
				if err != nil {
					t.Fatal(err)
				}
				return s
			}
			// Pencil: strike the first value out; the cell shows the others.
			if err := chromedp.Do(ctx, chromedp.KeyEvent("p"), chromedp.KeyEvent(c.strike)); err != nil {
				t.Fatal(err)
			}
			wait(t, ctx, `document.querySelector('#board td.cursor .pencil') !== null`)
			if p := symbols(); len(p) != 1 || p[0] == "" {
				t.Errorf("after p %s the cell shows pencil marks %q", c.strike, p)
			}
			// Out of pencil mode, 2 sets the cycle's second value.
			if err := chromedp.Do(ctx, chromedp.KeyEvent("p"), chromedp.KeyEvent("2")); err != nil {
				t.Fatal(err)
			}
			wait(t, ctx, `document.querySelector('#board td.cursor').textContent.trim() !== '' && document.querySelector('#board td.cursor .pencil') === null`)
		})
	}
}
