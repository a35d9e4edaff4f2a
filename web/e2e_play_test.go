package web

import (
	"fmt"
	"html"
	"net/http/httptest"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"

	"deduce/internal/testlong"
	"deduce/puzzle/magnets"
)

// TestBrowserPlayKinds walks the play page's checklist for every kind:
// cells carry data-row/data-col (and data-a/data-b in logic grids) and
// labels; the share link holds the seed; a hint by key highlights exactly the
// step's cells and marks the cited clue; keyboard moves and sets cells; undo
// and redo; check so far; the timer runs; solve shows a solved board.
func TestBrowserPlayKinds(t *testing.T) {
	testlong.Skip(t, "one more headless Chromium session, 5-15 s")
	srv := httptest.NewServer(New(Options{}))
	defer srv.Close()
	ctx, cancel := browser(t)
	defer cancel()
	cases := []struct {
		kind, query, why string
		key, shows       string // a key that sets a symbol, and the symbol the cell then shows
	}{
		{"magnets", "kind=magnets&size=4&difficulty=easy&seed=7", "dominoes: a click sets both cells", "+", "+"},
		{"closefar", "kind=closefar&size=6&seed=1", "given hints are fixed cells; f sets F", "f", "F"},
		{"logicgrid", "kind=logicgrid&seed=1", "a grid of item pairs with data-a and data-b; y sets ✓", "y", "✓"},
	}
	for _, c := range cases {
		t.Run(c.kind, func(t *testing.T) {
			url := srv.URL + "/play?" + c.query
			if err := chromedp.Do(ctx, chromedp.Navigate(url), chromedp.WaitVisible(chromedp.CSS(`#board td.cell`))); err != nil {
				t.Fatalf("open %s: %v", url, err)
			}
			// Every playable cell is addressable and labelled.
			bad, err := chromedp.Run(ctx, chromedp.Evaluate[int](`[...document.querySelectorAll('#board td.cell')].filter(td =>
				!(+td.dataset.row >= 1 && +td.dataset.col >= 1 && td.getAttribute('aria-label'))).length`))
			if err != nil || bad != 0 {
				t.Errorf("%d cells without data-row, data-col or a label (%v)", bad, err)
			}
			if c.kind == "logicgrid" {
				bad, err := chromedp.Run(ctx, chromedp.Evaluate[int](`[...document.querySelectorAll('#board td.cell')].filter(td => !(td.dataset.a && td.dataset.b)).length`))
				if err != nil || bad != 0 {
					t.Errorf("%d logic-grid cells without data-a and data-b (%v)", bad, err)
				}
			}
			share, err := chromedp.Run(ctx, chromedp.Evaluate[string](`document.getElementById('share').href`))
			if err != nil || !strings.Contains(share, "seed=") || !strings.Contains(share, "kind="+c.kind) {
				t.Errorf("share link %q should hold the kind and the seed (%v)", share, err)
			}
			// Kinds with game IDs also link the puzzle by its ID, and that link opens the same puzzle.
			if c.kind == "magnets" {
				id, err := chromedp.Run(ctx, chromedp.Evaluate[string](`document.getElementById('idlink').href`))
				if err != nil || !strings.Contains(id, "/play?id=") {
					t.Errorf("game ID link %q (%v)", id, err)
				}
				rec := httptest.NewRecorder()
				New(Options{}).ServeHTTP(rec, httptest.NewRequest("GET", id[strings.Index(id, "/play"):], nil))
				gen := httptest.NewRecorder()
				New(Options{}).ServeHTTP(gen, httptest.NewRequest("GET", "/play?"+c.query, nil))
				puz := func(body string) string { // the puzzle the page plays
					_, after, _ := strings.Cut(body, `<textarea id="puzzle" hidden>`)
					text, _, _ := strings.Cut(after, "</textarea>")
					return text
				}
				a, errA := magnets.Parse("by id", []byte(html.UnescapeString(puz(rec.Body.String()))))
				b, errB := magnets.Parse("generated", []byte(html.UnescapeString(puz(gen.Body.String()))))
				if rec.Code != 200 || errA != nil || errB != nil || !slices.Equal(a.Partner, b.Partner) || !slices.Equal(a.RowPlus, b.RowPlus) ||
					!slices.Equal(a.RowMinus, b.RowMinus) || !slices.Equal(a.ColPlus, b.ColPlus) || !slices.Equal(a.ColMinus, b.ColMinus) {
					t.Errorf("the game ID link opens another puzzle (%d, %v, %v)", rec.Code, errA, errB)
				}
			}
			// The timer runs.
			wait(t, ctx, `document.getElementById('timer').textContent !== '0:00'`)

			// Hint by key: the highlighted cells are the step's cells, as the API says.
			puzzleText, err := chromedp.Run(ctx, chromedp.Value(chromedp.ID("puzzle")))
			if err != nil {
				t.Fatal(err)
			}
			_, h := call(t, New(Options{}), "POST", "/api/hint", jsonBody(Request{Puzzle: puzzleText}))
			var want []int
			for _, v := range h["fact_cells"].([]any) {
				want = append(want, int(v.(float64)))
			}
			slices.Sort(want)
			// h is progressive: where to look, what follows, why.
			for _, level := range []string{"Where: ", "What follows: ", "Hint: "} {
				if err := chromedp.Do(ctx, chromedp.Focus(chromedp.ID("board")), chromedp.KeyEvent("h")); err != nil {
					t.Fatal(err)
				}
				wait(t, ctx, `document.querySelector('#message').textContent.startsWith('`+level+`')`)
			}
			got, err := chromedp.Run(ctx, chromedp.Evaluate[[]int](`[...document.querySelectorAll('#board td.new')].map(td => +td.dataset.index).sort((a, b) => a - b)`))
			if err != nil || !slices.Equal(got, want) {
				t.Errorf("hint highlights cells %v, the step's cells are %v (%v)", got, want, err)
			}
			if msg := text(t, ctx, "#message"); !strings.Contains(msg, h["text"].(string)) {
				t.Errorf("hint message %q lacks the step's sentence %q", msg, h["text"])
			}
			cited, err := chromedp.Run(ctx, chromedp.Evaluate[int](`document.querySelectorAll('.cited').length`))
			if err != nil || cited == 0 {
				t.Errorf("the hint's clue is not marked on the page (%v)", err)
			}
			shot(t, ctx, "web-play-"+c.kind+"-hint.png")

			// Keyboard: the cursor starts on a cell to fill; move away and back,
			// set it by Space; undo and redo by keys.
			if err := chromedp.Do(ctx, chromedp.Focus(chromedp.ID("board")), chromedp.KeyEvent(kb.ArrowRight), chromedp.KeyEvent(kb.ArrowLeft)); err != nil {
				t.Fatal(err)
			}
			wait(t, ctx, `document.querySelector('#board td.cursor') !== null && !document.querySelector('#board td.cursor').classList.contains('given')`)
			cur, _ := chromedp.Run(ctx, chromedp.Evaluate[int](`+document.querySelector('#board td.cursor').dataset.index`))
			sel := `#board td[data-index="` + strconv.Itoa(cur) + `"]`
			before := strings.TrimSpace(text(t, ctx, sel))
			if err := chromedp.Do(ctx, chromedp.KeyEvent(" ")); err != nil {
				t.Fatal(err)
			}
			wait(t, ctx, fmt.Sprintf(`document.querySelector('%s').textContent.trim() !== %q`, sel, before))
			after := strings.TrimSpace(text(t, ctx, sel))
			if err := chromedp.Do(ctx, chromedp.KeyEvent("u")); err != nil {
				t.Fatal(err)
			}
			wait(t, ctx, fmt.Sprintf(`document.querySelector('%s').textContent.trim() === %q`, sel, before))
			if err := chromedp.Do(ctx, chromedp.KeyEvent("r")); err != nil {
				t.Fatal(err)
			}
			wait(t, ctx, fmt.Sprintf(`document.querySelector('%s').textContent.trim() === %q`, sel, after))
			// Typing a symbol's key sets it.
			if err := chromedp.Do(ctx, chromedp.KeyEvent(c.key)); err != nil {
				t.Fatal(err)
			}
			wait(t, ctx, fmt.Sprintf(`document.querySelector('%s').textContent.trim() === %q`, sel, c.shows))
			// Check so far answers something about the board.
			if err := chromedp.Do(ctx, chromedp.KeyEvent("c")); err != nil {
				t.Fatal(err)
			}
			wait(t, ctx, `/mistake|wrong|No mistakes/.test(document.querySelector('#message').textContent)`)
			// Solve fills the board with the verified solution.
			if err := chromedp.Do(ctx, chromedp.KeyEvent("s")); err != nil {
				t.Fatal(err)
			}
			wait(t, ctx, `document.querySelector('#message').textContent === 'Solution shown.'`)
			wait(t, ctx, `/^[0-9]+:[0-5][0-9]$/.test(document.getElementById('timer').textContent)`) // the clock stops, sanely
			shot(t, ctx, "web-play-"+c.kind+"-solved.png")
			// Explain all: the walkthrough, a picture per step.
			if err := chromedp.Do(ctx, chromedp.Click(chromedp.CSS(`a[href^="/explain"]`)), chromedp.WaitVisible(chromedp.CSS(".step svg"))); err != nil {
				t.Fatalf("explain: %v", err)
			}
			if n, err := chromedp.Run(ctx, chromedp.Evaluate[int](`document.querySelectorAll('.step svg').length`)); err != nil || n < 2 {
				t.Errorf("the walkthrough has %d pictures (%v), want one per step", n, err)
			}
			shotScreen(t, ctx, "web-explain-"+c.kind+".png")
		})
	}
}

// TestBrowserPhoneWidth opens every page at a phone's width (390 CSS pixels,
// touch): the page itself never scrolls sideways (a wide logic grid scrolls
// inside its own box), and a tap on a cell plays it.
func TestBrowserPhoneWidth(t *testing.T) {
	testlong.Skip(t, "one more headless Chromium session, 5-15 s")
	srv := httptest.NewServer(New(Options{}))
	defer srv.Close()
	ctx, cancel := browser(t)
	defer cancel()
	if err := chromedp.Do(ctx, chromedp.EmulateViewport(390, 844, chromedp.EmulateMobile, chromedp.EmulateTouch, chromedp.EmulateScale(2))); err != nil {
		t.Fatal(err)
	}
	pages := []struct{ path, ready, shot string }{
		{"/play?kind=magnets&seed=3", "#board td.cell", "web-phone-play.png"},
		{"/play?kind=closefar&seed=3", "#board td.cell", ""},
		{"/play?kind=logicgrid&seed=3", "#board td.cell", ""},
		{"/enter", "#edboard td.cell", "web-phone-enter.png"},
		{"/", "form", ""},
		{"/print", "form", ""},
	}
	for _, p := range pages {
		if err := chromedp.Do(ctx, chromedp.Navigate(srv.URL+p.path), chromedp.WaitVisible(chromedp.CSS(p.ready))); err != nil {
			t.Fatalf("open %s: %v", p.path, err)
		}
		// The phone's width, not innerWidth: a mobile browser widens its layout
		// viewport to fit content that is too wide.
		over, err := chromedp.Run(ctx, chromedp.Evaluate[int](`document.documentElement.scrollWidth - 390`))
		if err != nil || over > 0 {
			t.Errorf("%s at phone width: the page is %d px wider than the screen (%v)", p.path, over, err)
		}
		if strings.HasPrefix(p.path, "/play?kind=magnets") {
			sel := `#board td[data-row="1"][data-col="1"]`
			before := strings.TrimSpace(text(t, ctx, sel))
			if err := chromedp.Do(ctx, chromedp.Click(chromedp.CSS(sel))); err != nil {
				t.Fatal(err)
			}
			wait(t, ctx, fmt.Sprintf(`document.querySelector('%s').textContent.trim() !== %q`, sel, before))
		}
		if p.shot != "" {
			shotScreen(t, ctx, p.shot)
		}
	}
}
