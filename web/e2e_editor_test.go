package web

import (
	"context"
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"

	"deduce/internal/tui/toykind"
	"deduce/puzzle"
	"deduce/puzzle/closefar"
	"deduce/puzzle/magnets"
)

// TestBrowserBoardEditor makes a small Magnets and a small Close or Far
// puzzle on the enter page's one board editor, as a person would (clicks,
// Space, typed values, Tab, the arrows), checks the refusals on the way,
// that the text box holds exactly the generator's puzzle, that the server
// proves it unique, and then plays each to the end. A kind without a board
// editor says it is edited as text; a text with an error greys the board.
func TestBrowserBoardEditor(t *testing.T) {
	if testing.Short() {
		t.Skip("browser test in -short mode")
	}
	h := New(Options{})
	srv := httptest.NewServer(h)
	defer srv.Close()
	ctx, cancel := browser(t)
	defer cancel()
	if err := chromedp.Do(ctx, chromedp.EmulateViewport(1280, 1000), chromedp.Navigate(srv.URL+"/enter"),
		chromedp.WaitVisible(chromedp.CSS(`#edboard table`))); err != nil {
		t.Fatalf("open the enter page: %v", err)
	}
	// The kinds come from the registry: every one is listed, and the first
	// with a board editor is on the board.
	for _, k := range puzzle.Kinds() {
		if n, err := chromedp.Run(ctx, chromedp.Evaluate[int](fmt.Sprintf(`document.querySelectorAll('#edkind option[value="%s"]').length`, k.Name()))); err != nil || n != 1 {
			t.Errorf("kind %s is not in the editor's menu (%v)", k.Name(), err)
		}
	}
	shotScreen(t, ctx, "web-editor-1280.png")

	// Magnets: a generated 4x3 puzzle, rebuilt wall by wall and count by count.
	_, gen := call(t, h, "POST", "/api/generate", `{"kind":"magnets","size":"4x3","seed":2}`)
	want, err := magnets.Parse("generated", []byte(gen["puzzle"].(string)))
	if err != nil {
		t.Fatal(err)
	}
	chooseKind(t, ctx, "magnets", "4x3")
	wait(t, ctx, `document.querySelectorAll('#edboard td.cell').length === 12 && document.getElementById('ed-how').textContent.includes('wall')`)
	slot := func(key string) string { return fmt.Sprintf(`#edboard [data-slot="%s"]`, key) }
	k := 0
	for i, q := range want.Partner {
		if q <= i {
			continue // a blank cell, or the domino's second cell
		}
		key := fmt.Sprintf("edge-right:%d", i)
		if q == i+want.W {
			key = fmt.Sprintf("edge-below:%d", i)
		}
		// Every other wall by the keyboard (focus, Space), the rest by clicks.
		var act []chromedp.Action[chromedp.Void]
		if k%2 == 0 {
			act = append(act, chromedp.Click(chromedp.CSS(slot(key))))
		} else {
			act = append(act, chromedp.Focus(chromedp.CSS(slot(key))), chromedp.KeyEvent(" "))
		}
		if err := chromedp.Do(ctx, act...); err != nil {
			t.Fatalf("take the wall %s away: %v", key, err)
		}
		wait(t, ctx, fmt.Sprintf(`document.querySelector('%s').getAttribute('aria-pressed') === 'false'`, slot(key)))
		k++
	}
	// A count longer than the row is refused, named, and the box marked.
	typeInto(t, ctx, slot("left:0"), "5\t")
	wait(t, ctx, `document.getElementById('ed-status').textContent.startsWith('+ poles in row 1: 5 is out of range') && document.querySelector('[data-slot="left:0"]').getAttribute('aria-invalid') === 'true' && document.querySelector('[data-slot="left:0"]').value === '5'`)
	saveShot(t, ctx, "web-editor-refused.png", chromedp.Screenshot(chromedp.ID("editor")))
	// The arrows go to the nearest slot that way: right of a row's + count
	// is the wall right of the row's first cell.
	if err := chromedp.Do(ctx, chromedp.Focus(chromedp.CSS(slot("left:0"))), chromedp.KeyEvent(kb.ArrowRight)); err != nil {
		t.Fatal(err)
	}
	idle(t, ctx)
	wait(t, ctx, `document.activeElement.dataset.slot === 'edge-right:0'`)
	if err := chromedp.Do(ctx, chromedp.KeyEvent(kb.ArrowLeft)); err != nil {
		t.Fatal(err)
	}
	idle(t, ctx)
	wait(t, ctx, `document.activeElement.dataset.slot === 'left:0'`)
	// The counts, rows first (so the totals agree at every step), each
	// typed and left with Tab.
	for _, line := range []struct {
		place string
		v     []int
	}{{"left", want.RowPlus}, {"right", want.RowMinus}, {"top", want.ColPlus}, {"bottom", want.ColMinus}} {
		for j, v := range line.v {
			if v < 0 {
				continue
			}
			key := fmt.Sprintf("%s:%d", line.place, j)
			typeInto(t, ctx, slot(key), fmt.Sprintf("%d\t", v))
			wait(t, ctx, fmt.Sprintf(`document.querySelector('%s').value === '%d' && !document.querySelector('%s').classList.contains('bad')`, slot(key), v, slot(key)))
			if key == "left:0" { // Tab went on to the next slot in reading order
				wait(t, ctx, `document.activeElement.dataset.slot === 'edge-right:0'`)
			}
		}
	}
	// Every slot has a name a screen reader says, with its value.
	if unnamed, err := chromedp.Run(ctx, chromedp.Evaluate[int](`[...document.querySelectorAll('#edboard [data-slot]')].filter(e => !/\S: ?|\(/.test(e.getAttribute('aria-label') || '')).length`)); err != nil || unnamed != 0 {
		t.Errorf("%d slots without an accessible name and value (%v)", unnamed, err)
	}
	if got, err := chromedp.Run(ctx, chromedp.Evaluate[string](`document.querySelector('[data-slot="edge-right:0"]').getAttribute('aria-label')`)); err != nil || !strings.HasPrefix(got, "wall between (1,1) and (1,2): o") {
		t.Errorf("the first wall's accessible name: %q (%v)", got, err)
	}
	wait(t, ctx, fmt.Sprintf(`document.getElementById('text').value === %q`, magnets.Format(want, nil)))
	wait(t, ctx, `document.getElementById('ed-verdict').textContent.startsWith('Unique solution')`)
	if got := text(t, ctx, "#ed-status"); got != "" {
		t.Errorf("a message left on a finished board: %q", got)
	}
	saveShot(t, ctx, "web-editor-magnets.png", chromedp.Screenshot(chromedp.ID("editor")))
	if err := chromedp.Do(ctx, chromedp.Click(chromedp.CSS(`button[data-edop="play"]`)), chromedp.WaitVisible(chromedp.CSS(`#board td.cell`))); err != nil {
		t.Fatalf("play the Magnets board: %v", err)
	}
	playToSolved(t, ctx, h, magnets.Format(want, nil))

	// Close or Far: a generated 6x6 puzzle's hints, by clicks (a click
	// cycles none, C, F) and by typed letters; a third C is refused first.
	_, gen = call(t, h, "POST", "/api/generate", `{"kind":"closefar","size":"6","seed":4}`)
	cfText := gen["puzzle"].(string)
	cfPuzzle, err := closefar.Kind{}.Parse("generated", []byte(cfText))
	if err != nil {
		t.Fatal(err)
	}
	cf := cfPuzzle.(*closefar.Puzzle)
	if err := chromedp.Do(ctx, chromedp.Navigate(srv.URL+"/enter"), chromedp.WaitVisible(chromedp.CSS(`#edboard table`))); err != nil {
		t.Fatal(err)
	}
	chooseKind(t, ctx, "closefar", "6")
	wait(t, ctx, `document.querySelectorAll('#edboard td.cell').length === 36`)
	cell := func(i int) string { return slot(fmt.Sprintf("cell:%d", i)) }
	for _, i := range []int{0, 1, 2} {
		if err := chromedp.Do(ctx, chromedp.Focus(chromedp.CSS(cell(i))), chromedp.KeyEvent("c")); err != nil {
			t.Fatal(err)
		}
		if i < 2 {
			wait(t, ctx, fmt.Sprintf(`document.querySelector('%s').textContent === 'C'`, cell(i)))
		}
	}
	wait(t, ctx, `document.getElementById('ed-status').textContent.includes('row 1 would have a third C hint')`)
	for _, i := range []int{0, 1} {
		if err := chromedp.Do(ctx, chromedp.Focus(chromedp.CSS(cell(i))), chromedp.KeyEvent(kb.Delete)); err != nil {
			t.Fatal(err)
		}
		wait(t, ctx, fmt.Sprintf(`document.querySelector('%s').textContent === ''`, cell(i)))
	}
	n := 0
	for i, v := range cf.Hints {
		if v == closefar.Blank {
			continue
		}
		letter := map[closefar.Cell]string{closefar.Close: "C", closefar.Far: "F"}[v]
		if n%2 == 0 { // typed, in lower case
			if err := chromedp.Do(ctx, chromedp.Focus(chromedp.CSS(cell(i))), chromedp.KeyEvent(strings.ToLower(letter))); err != nil {
				t.Fatal(err)
			}
		} else { // clicked: a click cycles none, C, F
			if err := chromedp.Do(ctx, chromedp.Click(chromedp.CSS(cell(i)))); err != nil {
				t.Fatal(err)
			}
			if letter == "F" {
				wait(t, ctx, fmt.Sprintf(`document.querySelector('%s').textContent === 'C'`, cell(i)))
				if err := chromedp.Do(ctx, chromedp.Click(chromedp.CSS(cell(i)))); err != nil {
					t.Fatal(err)
				}
			}
		}
		wait(t, ctx, fmt.Sprintf(`document.querySelector('%s').textContent === '%s'`, cell(i), letter))
		n++
	}
	wait(t, ctx, fmt.Sprintf(`document.getElementById('text').value === %q`, closefar.Kind{}.Format(cf, nil)))
	wait(t, ctx, `document.getElementById('ed-verdict').textContent.startsWith('Unique solution')`)
	saveShot(t, ctx, "web-editor-closefar.png", chromedp.Screenshot(chromedp.ID("editor")))

	// The text box leads too: a text with an error greys the board, the
	// text fixed brings it back; the editor follows what the text says.
	if err := chromedp.Do(ctx, chromedp.SendKeys(chromedp.ID("text"), "X")); err != nil {
		t.Fatal(err)
	}
	wait(t, ctx, `document.getElementById('edboard').classList.contains('stale') && document.getElementById('edboard').inert`)
	if err := chromedp.Do(ctx, chromedp.SendKeys(chromedp.ID("text"), kb.Backspace)); err != nil {
		t.Fatal(err)
	}
	wait(t, ctx, `!document.getElementById('edboard').classList.contains('stale')`)
	if err := chromedp.Do(ctx, chromedp.Click(chromedp.CSS(`button[data-edop="play"]`)), chromedp.WaitVisible(chromedp.CSS(`#board td.cell`))); err != nil {
		t.Fatalf("play the Close or Far board: %v", err)
	}
	playToSolved(t, ctx, h, closefar.Kind{}.Format(cf, nil))

	// A text whose board is too large for the editor shows no board (not
	// the last one), and says why.
	if err := chromedp.Do(ctx, chromedp.Navigate(srv.URL+"/enter"), chromedp.WaitVisible(chromedp.CSS(`#edboard table`))); err != nil {
		t.Fatal(err)
	}
	if _, err := chromedp.Run(ctx, chromedp.Evaluate[bool](fmt.Sprintf(`(() => { const t = document.getElementById('text');
		t.value = %q; t.dispatchEvent(new Event('input')); return true; })()`, bigMagnets(40, 2)))); err != nil {
		t.Fatal(err)
	}
	wait(t, ctx, `document.getElementById('ed-status').textContent.includes('too large for the board editor') && !document.querySelector('#edboard table')`)

	// A kind without a board editor is edited as text.
	for _, k := range puzzle.Kinds() {
		if _, ok := k.(puzzle.Editor); ok {
			continue
		}
		if err := chromedp.Do(ctx, chromedp.Navigate(srv.URL+"/enter"), chromedp.WaitVisible(chromedp.CSS(`#edboard table`))); err != nil {
			t.Fatal(err)
		}
		chooseKind(t, ctx, k.Name(), "")
		wait(t, ctx, fmt.Sprintf(`document.getElementById('ed-status').textContent === %q && !document.querySelector('#edboard table')`,
			puzzle.TitleOf(k)+" puzzles are edited as text: type or paste one in the box above."))
		break
	}
}

// chooseKind picks a kind in the editor's menu, types a size, and asks
// for a blank board.
func chooseKind(t *testing.T, ctx context.Context, kind, size string) {
	t.Helper()
	if _, err := chromedp.Run(ctx, chromedp.Evaluate[bool](fmt.Sprintf(`(() => { const s = document.getElementById('edkind');
		s.value = %q; s.dispatchEvent(new Event('change')); document.getElementById('edsize').value = ''; return true; })()`, kind))); err != nil {
		t.Fatal(err)
	}
	if size == "" {
		return
	}
	if err := chromedp.Do(ctx, chromedp.SendKeys(chromedp.ID("edsize"), size), chromedp.Click(chromedp.ID("ednew"))); err != nil {
		t.Fatal(err)
	}
}

// typeInto empties a box and types keys into it, then waits for the
// editor to finish the edits they made.
func typeInto(t *testing.T, ctx context.Context, css, keys string) {
	t.Helper()
	idle(t, ctx)
	clearInput(t, ctx, css)
	if err := chromedp.Do(ctx, chromedp.Focus(chromedp.CSS(css)), chromedp.SendKeys(chromedp.CSS(css), keys)); err != nil {
		t.Fatalf("type %q into %s: %v", keys, css, err)
	}
	idle(t, ctx)
}

// idle waits until the board editor has no edit in flight.
func idle(t *testing.T, ctx context.Context) {
	t.Helper()
	wait(t, ctx, `document.getElementById('edboard').getAttribute('aria-busy') !== 'true'`)
}

// clearInput empties an input box (as selecting its text and deleting it would),
// without events: the keys typed next send them.
func clearInput(t *testing.T, ctx context.Context, css string) {
	t.Helper()
	if _, err := chromedp.Run(ctx, chromedp.Evaluate[bool](fmt.Sprintf(`(() => { document.querySelector('%s').value = ''; return true; })()`, css))); err != nil {
		t.Fatalf("clear %s: %v", css, err)
	}
}

// playToSolved plays the open game page to the end by clicks, each cell
// cycled until it shows the proven solution's symbol (from /api/solution).
func playToSolved(t *testing.T, ctx context.Context, h http.Handler, puzzleText string) {
	t.Helper()
	_, sol := call(t, h, "POST", "/api/solution", jsonBody(Request{Puzzle: puzzleText}))
	cols := int(sol["cols"].(float64))
	symbols := sol["symbols"].([]any)
	for i, v := range sol["cells"].([]any) {
		want := ""
		if n := int(v.(float64)); n > 0 {
			want = symbols[n].(string)
		}
		sel := fmt.Sprintf(`#board td[data-row="%d"][data-col="%d"]`, i/cols+1, i%cols+1)
		for tries := 0; ; tries++ {
			raw := strings.TrimSpace(text(t, ctx, sel))
			if strings.ReplaceAll(raw, "−", "-") == want {
				break
			}
			if tries > len(symbols) {
				t.Fatalf("cell %s never showed %q (shows %q)", sel, want, raw)
			}
			if err := chromedp.Do(ctx, chromedp.Click(chromedp.CSS(sel))); err != nil {
				t.Fatalf("click %s: %v", sel, err)
			}
			wait(t, ctx, fmt.Sprintf(`document.querySelector('%s').textContent.trim() !== %q`, sel, raw))
		}
	}
	wait(t, ctx, `document.querySelector('#message').textContent.startsWith('Solved!')`)
}

// TestBrowserEditorPhone opens the enter page at a phone's size: the page
// never scrolls sideways, and a tap on the board edits it.
func TestBrowserEditorPhone(t *testing.T) {
	if testing.Short() {
		t.Skip("browser test in -short mode")
	}
	srv := httptest.NewServer(New(Options{}))
	defer srv.Close()
	ctx, cancel := browser(t)
	defer cancel()
	if err := chromedp.Do(ctx, chromedp.EmulateViewport(390, 844, chromedp.EmulateMobile, chromedp.EmulateTouch, chromedp.EmulateScale(2)),
		chromedp.Navigate(srv.URL+"/enter"), chromedp.WaitVisible(chromedp.CSS(`#edboard table`))); err != nil {
		t.Fatal(err)
	}
	for _, kind := range []string{"closefar", "magnets"} {
		chooseKind(t, ctx, kind, "")
		wait(t, ctx, fmt.Sprintf(`document.getElementById('edkind').value === %q && document.querySelector('#edboard [data-slot]') !== null`, kind))
		over, err := chromedp.Run(ctx, chromedp.Evaluate[int](`document.documentElement.scrollWidth - 390`))
		if err != nil || over > 0 {
			t.Errorf("%s editor at phone width: the page is %d px wider than the screen (%v)", kind, over, err)
		}
	}
	// A tap on the wall right of the first cell joins the two cells.
	if err := chromedp.Do(ctx, chromedp.Click(chromedp.CSS(`#edboard [data-slot="edge-right:0"]`))); err != nil {
		t.Fatal(err)
	}
	wait(t, ctx, `document.getElementById('text').value.split('\n')[1].startsWith('ew')`)
	if _, err := chromedp.Run(ctx, chromedp.Evaluate[bool](`(() => { document.getElementById('editor').scrollIntoView(); return true; })()`)); err != nil {
		t.Fatal(err)
	}
	shotScreen(t, ctx, "web-editor-390.png")
}

// TestBrowserToyEditor: the test battery's toy kind, registered only in
// this test binary, gets the board editor from its puzzle.Editor alone (a
// file in its own directory): its puzzle made by typed letters is the
// toy's text, proven unique, and plays to the end.
func TestBrowserToyEditor(t *testing.T) {
	if testing.Short() {
		t.Skip("browser test in -short mode")
	}
	registerToy.Do(func() { puzzle.Register(toykind.Kind{}) })
	h := New(Options{})
	srv := httptest.NewServer(h)
	defer srv.Close()
	ctx, cancel := browser(t)
	defer cancel()
	if err := chromedp.Do(ctx, chromedp.Navigate(srv.URL+"/enter"), chromedp.WaitVisible(chromedp.CSS(`#edboard table`))); err != nil {
		t.Fatal(err)
	}
	chooseKind(t, ctx, "toy", "3")
	wait(t, ctx, `document.querySelectorAll('#edboard td.cell [data-slot^="cell:"]').length === 9`)
	rows := strings.Fields(toykind.Start)[1:]
	for i := range 9 {
		letter := rows[i/3][i%3 : i%3+1]
		if letter == "." {
			continue
		}
		sel := fmt.Sprintf(`#edboard [data-slot="cell:%d"]`, i)
		if err := chromedp.Do(ctx, chromedp.Focus(chromedp.CSS(sel)), chromedp.KeyEvent(strings.ToLower(letter))); err != nil {
			t.Fatal(err)
		}
		wait(t, ctx, fmt.Sprintf(`document.querySelector('%s').textContent === %q`, sel, letter))
	}
	wait(t, ctx, fmt.Sprintf(`document.getElementById('text').value === %q`, toykind.Start))
	wait(t, ctx, `document.getElementById('ed-verdict').textContent.startsWith('Unique solution')`)
	if err := chromedp.Do(ctx, chromedp.Click(chromedp.CSS(`button[data-edop="play"]`)), chromedp.WaitVisible(chromedp.CSS(`#board td.cell`))); err != nil {
		t.Fatalf("play the toy board: %v", err)
	}
	playToSolved(t, ctx, h, toykind.Start)
}
