package web

import (
	"context"
	"fmt"
	"net/http/httptest"
	"slices"
	"strings"
	"testing"

	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"

	"deduce/internal/testlong"
	"deduce/puzzle/magnets"
)

// TestBrowserMagnetsEditor lays out a generated Magnets puzzle in the board
// editor the way a person would (dominoes by clicks, by drags and by
// Shift+arrows, a blank cell, the counts typed into the boxes), checks the
// live errors on the way, that the editor's text is the same puzzle, that the
// server proves it unique, and that Solve answers the generator's puzzle's
// solution.
func TestBrowserMagnetsEditor(t *testing.T) {
	if testing.Short() {
		t.Skip("browser test in -short mode")
	}
	h := New(Options{})
	_, gen := call(t, h, "POST", "/api/generate", `{"kind":"magnets","size":"5x3","seed":1}`)
	src := gen["puzzle"].(string)
	want, err := magnets.Parse("generated", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	_, sol := call(t, h, "POST", "/api/solve", jsonBody(Request{Puzzle: src}))
	wantGrid := fmt.Sprint(sol["solutions"].([]any)[0].(map[string]any)["grid"])

	srv := httptest.NewServer(h)
	defer srv.Close()
	ctx, cancel := browser(t)
	defer cancel()
	cell := func(i int) string {
		return fmt.Sprintf(`#mgeditor td[data-row="%d"][data-col="%d"]`, i/want.W+1, i%want.W+1)
	}
	if err := chromedp.Do(ctx, chromedp.Navigate(srv.URL+"/enter"), chromedp.WaitVisible(chromedp.CSS(cell(0)))); err != nil {
		t.Fatalf("open the editor: %v", err)
	}
	clearInput(t, ctx, "#mgw")
	clearInput(t, ctx, "#mgh")
	if err := chromedp.Do(ctx, chromedp.SendKeys(chromedp.ID("mgw"), fmt.Sprintf("%d\t", want.W)),
		chromedp.SendKeys(chromedp.ID("mgh"), fmt.Sprintf("%d\t", want.H))); err != nil {
		t.Fatalf("size the editor: %v", err)
	}
	wait(t, ctx, fmt.Sprintf(`document.querySelectorAll('#mgeditor td.cell').length === %d`, want.W*want.H))
	// An empty board, even resized, is a start: no complaint yet, and the
	// operations are off.
	wait(t, ctx, `document.querySelector('#mg-errors').textContent === '' && document.querySelectorAll('#mgeditor td.broken').length === 0`)
	wait(t, ctx, `document.querySelector('button[data-mgop="solve"]').disabled`)

	center := func(sel string) (float64, float64) {
		xy, err := chromedp.Run(ctx, chromedp.Evaluate[[]float64](fmt.Sprintf(
			`(() => { const r = document.querySelector('%s').getBoundingClientRect(); return [r.x + r.width / 2, r.y + r.height / 2]; })()`, sel)))
		if err != nil || len(xy) != 2 {
			t.Fatalf("where is %s: %v", sel, err)
		}
		return xy[0], xy[1]
	}
	k, blanks := 0, 0
	for i, q := range want.Partner {
		switch {
		case q < 0:
			// A blank singleton: select the cell, then the Blank button.
			if err := chromedp.Do(ctx, chromedp.Click(chromedp.CSS(cell(i))), chromedp.Click(chromedp.ID("mg-blank"))); err != nil {
				t.Fatal(err)
			}
			wait(t, ctx, fmt.Sprintf(`document.querySelector('%s').classList.contains('blankcell')`, cell(i)))
			if blanks++; k == 0 && blanks == 1 { // the first touch: now the cells left uncovered are listed
				wait(t, ctx, fmt.Sprintf(`document.querySelector('#mg-errors').textContent.includes('%d cells are not covered')`, want.W*want.H-1))
			}
			continue
		case q < i:
			continue
		}
		var steps []chromedp.Action[chromedp.Void]
		switch k % 3 {
		case 0: // click, click
			steps = append(steps, chromedp.Click(chromedp.CSS(cell(i))), chromedp.Click(chromedp.CSS(cell(q))))
		case 1: // drag from one cell to the other
			x0, y0 := center(cell(i))
			x1, y1 := center(cell(q))
			steps = append(steps, chromedp.MouseEvent(input.DispatchMouseEventTypeMousePressed, x0, y0, chromedp.ButtonLeft, chromedp.ClickCount(1)),
				chromedp.MouseEvent(input.DispatchMouseEventTypeMouseMoved, (x0+x1)/2, (y0+y1)/2, chromedp.ButtonLeft),
				chromedp.MouseEvent(input.DispatchMouseEventTypeMouseMoved, x1, y1, chromedp.ButtonLeft),
				chromedp.MouseEvent(input.DispatchMouseEventTypeMouseReleased, x1, y1, chromedp.ButtonLeft, chromedp.ClickCount(1)))
		case 2: // keyboard: Shift+arrow towards the partner
			key := kb.ArrowRight
			if q == i+want.W {
				key = kb.ArrowDown
			}
			steps = append(steps, chromedp.Focus(chromedp.CSS(cell(i))), chromedp.KeyEvent(key, chromedp.KeyModifiers(chromedp.ModifierShift)))
		}
		if err := chromedp.Do(ctx, steps...); err != nil {
			t.Fatalf("domino %d (%s): %v", k, cell(i), err)
		}
		if k == 0 && blanks == 0 { // the first touch: now the cells left uncovered are listed
			wait(t, ctx, fmt.Sprintf(`document.querySelector('#mg-errors').textContent.includes('%d cells are not covered')`, want.W*want.H-2))
		}
		// The two cells are one domino now: no wall between them.
		wall := "wr"
		if q == i+want.W {
			wall = "wb"
		}
		wait(t, ctx, fmt.Sprintf(`(() => { const a = document.querySelector('%s'), b = document.querySelector('%s');
			return a.classList.contains('dom') && b.classList.contains('dom') && !a.classList.contains('%s'); })()`, cell(i), cell(q), wall))
		k++
	}
	wait(t, ctx, `!document.querySelector('#mg-errors').textContent.includes('not covered')`)

	// A count no row can hold is a live error; fixing it clears it.
	row1 := `#mgeditor input[aria-label^="+ poles in row 1 "]`
	if err := chromedp.Do(ctx, chromedp.SendKeys(chromedp.CSS(row1), "9")); err != nil {
		t.Fatal(err)
	}
	wait(t, ctx, `document.querySelector('#mg-errors').textContent.includes('Row 1 asks for 9 + poles')`)
	saveShot(t, ctx, "web-editor-errors.png", chromedp.Screenshot(chromedp.ID("magnets-editor")))
	clearInput(t, ctx, row1)
	type box struct {
		label string
		v     []int
	}
	for _, b := range []box{{"+ poles in row", want.RowPlus}, {"− poles in row", want.RowMinus},
		{"+ poles in column", want.ColPlus}, {"− poles in column", want.ColMinus}} {
		for j, v := range b.v {
			if v < 0 {
				continue // no clue: the box stays empty
			}
			sel := fmt.Sprintf(`#mgeditor input[aria-label^="%s %d "]`, b.label, j+1)
			if err := chromedp.Do(ctx, chromedp.SendKeys(chromedp.CSS(sel), fmt.Sprint(v))); err != nil {
				t.Fatalf("type %s: %v", sel, err)
			}
		}
	}
	wait(t, ctx, `document.querySelector('#mg-verdict').textContent.startsWith('Unique solution')`)
	if errs := text(t, ctx, "#mg-errors"); errs != "" {
		t.Errorf("errors left on a finished board: %q", errs)
	}
	// The editor's text is the generated puzzle.
	got, err := chromedp.Run(ctx, chromedp.TextContent(chromedp.ID("mg-text")))
	if err != nil {
		t.Fatal(err)
	}
	p, err := magnets.Parse("editor", []byte(got))
	if err != nil {
		t.Fatalf("the editor wrote a puzzle deduce cannot read: %v\n%s", err, got)
	}
	if !slices.Equal(p.Partner, want.Partner) || !slices.Equal(p.RowPlus, want.RowPlus) || !slices.Equal(p.RowMinus, want.RowMinus) ||
		!slices.Equal(p.ColPlus, want.ColPlus) || !slices.Equal(p.ColMinus, want.ColMinus) {
		t.Errorf("editor wrote\n%s\nwant the puzzle\n%s", got, src)
	}
	if err := chromedp.Do(ctx, chromedp.Click(chromedp.CSS(`button[data-mgop="solve"]`))); err != nil {
		t.Fatal(err)
	}
	wait(t, ctx, `document.querySelector('#mg-result').textContent.startsWith('solved')`)
	res := strings.Fields(text(t, ctx, "#mg-result"))
	if gotGrid := fmt.Sprint(res[1:]); gotGrid != wantGrid {
		t.Errorf("solve from the editor: %v, want %v", gotGrid, wantGrid)
	}
	saveShot(t, ctx, "web-editor.png", chromedp.Screenshot(chromedp.ID("magnets-editor")))
}

// clearInput empties an input box (as selecting its text and deleting it would),
// without events: the keys typed next send them.
func clearInput(t *testing.T, ctx context.Context, css string) {
	t.Helper()
	if _, err := chromedp.Run(ctx, chromedp.Evaluate[bool](fmt.Sprintf(`(() => { document.querySelector('%s').value = ''; return true; })()`, css))); err != nil {
		t.Fatalf("clear %s: %v", css, err)
	}
}

// TestBrowserEditOnBoard opens puzzles from the text box in the board
// editors: a Magnets game ID becomes the same dominoes and counts (hidden
// counts stay empty boxes), and the Close or Far editor takes hints by keys
// and writes them back as text.
func TestBrowserEditOnBoard(t *testing.T) {
	testlong.Skip(t, "one more headless Chromium session, 5-15 s")
	h := New(Options{})
	_, gen := call(t, h, "POST", "/api/generate", `{"kind":"magnets","size":"6","difficulty":"tricky","seed":5}`)
	want, err := magnets.Parse("generated", []byte(gen["puzzle"].(string)))
	if err != nil {
		t.Fatal(err)
	}
	srv := httptest.NewServer(h)
	defer srv.Close()
	ctx, cancel := browser(t)
	defer cancel()
	if err := chromedp.Do(ctx, chromedp.Navigate(srv.URL+"/enter"), chromedp.WaitVisible(chromedp.ID("text")),
		chromedp.SendKeys(chromedp.ID("text"), gen["id"].(string)), chromedp.Click(chromedp.ID("toeditor"))); err != nil {
		t.Fatal(err)
	}
	wait(t, ctx, fmt.Sprintf(`document.querySelectorAll('#mgeditor td.cell').length === %d`, want.W*want.H))
	wait(t, ctx, `document.querySelector('#mg-verdict').textContent.startsWith('Unique solution')`)
	got, err := chromedp.Run(ctx, chromedp.TextContent(chromedp.ID("mg-text")))
	if err != nil {
		t.Fatal(err)
	}
	p, err := magnets.Parse("editor", []byte(got))
	if err != nil {
		t.Fatalf("editor text: %v\n%s", err, got)
	}
	if !slices.Equal(p.Partner, want.Partner) || !slices.Equal(p.RowPlus, want.RowPlus) || !slices.Equal(p.RowMinus, want.RowMinus) ||
		!slices.Equal(p.ColPlus, want.ColPlus) || !slices.Equal(p.ColMinus, want.ColMinus) {
		t.Errorf("the game ID %s opened as\n%s\nwant\n%s", gen["id"], got, gen["puzzle"])
	}

	// Close or Far: c and f on two cells by keys, then the text box holds them.
	cf := func(r, c int) string { return fmt.Sprintf(`#cfeditor td[data-row="%d"][data-col="%d"]`, r, c) }
	if err := chromedp.Do(ctx, chromedp.Focus(chromedp.CSS(cf(1, 1))), chromedp.KeyEvent("c"), chromedp.KeyEvent(kb.ArrowRight),
		chromedp.KeyEvent(kb.ArrowDown), chromedp.KeyEvent("f")); err != nil {
		t.Fatal(err)
	}
	wait(t, ctx, `document.getElementById('text').value.startsWith('closefar 7\nC......\n.F.....\n')`)
	wait(t, ctx, `document.querySelector('#parse').textContent === 'Read as closefar.'`)
}
