package web

import (
	"context"
	"fmt"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"deduce/puzzle"
)

// chromium finds Debian's browser, or skips the test.
func chromium(t *testing.T) string {
	t.Helper()
	for _, name := range []string{"chromium", "chromium-browser", "google-chrome"} {
		if p, err := exec.LookPath(name); err == nil {
			return p
		}
	}
	t.Skip("no chromium on PATH (apt-get install chromium); skipping the browser test")
	return ""
}

// browser starts headless Chromium with the flags this sandbox needs.
func browser(t *testing.T) (context.Context, context.CancelFunc) {
	exe := chromium(t)
	opts := append(chromedp.DefaultExecAllocatorOptions[:],
		chromedp.ExecPath(exe), chromedp.NoSandbox, chromedp.DisableGPU,
		chromedp.Flag("disable-quic", true), chromedp.Flag("disable-background-networking", true),
		chromedp.Flag("disable-component-update", true), chromedp.Flag("disable-sync", true),
		chromedp.UserDataDir(t.TempDir()), chromedp.WindowSize(1000, 900))
	actx, acancel := chromedp.NewExecAllocator(context.Background(), opts...)
	ctx, cancel := chromedp.NewContext(actx)
	ctx, tcancel := context.WithTimeout(ctx, 90*time.Second)
	return ctx, func() { tcancel(); cancel(); acancel() }
}

// shot saves a screenshot of the whole page into $DEDUCE_SCREENSHOTS (when
// set) for the README.
func shot(t *testing.T, ctx context.Context, name string) {
	saveShot(t, ctx, name, chromedp.FullScreenshot(100))
}

// shotScreen saves what the screen shows (the viewport), for long pages.
func shotScreen(t *testing.T, ctx context.Context, name string) {
	saveShot(t, ctx, name, chromedp.CaptureScreenshot())
}

func saveShot(t *testing.T, ctx context.Context, name string, a chromedp.Action[[]byte]) {
	dir := os.Getenv("DEDUCE_SCREENSHOTS")
	if dir == "" {
		return
	}
	png, err := chromedp.Run(ctx, a)
	if err != nil {
		t.Errorf("screenshot %s: %v", name, err)
		return
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Error(err)
		return
	}
	if err := os.WriteFile(filepath.Join(dir, name), png, 0o644); err != nil {
		t.Error(err)
	}
}

func TestBrowserPlayMagnets(t *testing.T) {
	if testing.Short() {
		t.Skip("browser test in -short mode")
	}
	k, err := puzzle.Lookup("magnets")
	if err != nil {
		t.Fatal(err)
	}
	if _, ok := k.(puzzle.Player); !ok {
		t.Fatal("magnets has no play model: the kind must implement puzzle.Player")
	}
	srv := httptest.NewServer(New(Options{}))
	defer srv.Close()
	ctx, cancel := browser(t)
	defer cancel()

	// The target: the verified solution's board, from the same API the page uses.
	_, gen := call(t, New(Options{}), "POST", "/api/generate", `{"kind":"magnets","size":"4","difficulty":"easy","seed":7}`)
	_, sol := call(t, New(Options{}), "POST", "/api/solution", jsonBody(Request{Puzzle: gen["puzzle"].(string)}))
	cols := int(sol["cols"].(float64))
	symbols := sol["symbols"].([]any)
	target := sol["cells"].([]any)

	url := srv.URL + "/play?kind=magnets&size=4&difficulty=easy&seed=7"
	if err := chromedp.Do(ctx, chromedp.Navigate(url), chromedp.WaitVisible(chromedp.CSS(`td[data-row="1"][data-col="1"]`))); err != nil {
		t.Fatalf("open %s: %v", url, err)
	}
	// A hint first: its sentence is shown and its cells highlighted.
	// Three presses: where to look, what follows (its cells starred), why.
	for _, level := range []string{"Where: ", "What follows: ", "Hint: "} {
		if err := chromedp.Do(ctx, chromedp.Click(chromedp.ID("hint"))); err != nil {
			t.Fatalf("hint: %v", err)
		}
		wait(t, ctx, `document.querySelector('#message').textContent.startsWith('`+level+`')`)
	}
	if err := chromedp.Do(ctx, chromedp.WaitVisible(chromedp.CSS("td.new"))); err != nil {
		t.Fatalf("hint: %v", err)
	}
	if msg := text(t, ctx, "#message"); !strings.HasPrefix(msg, "Hint: ") {
		t.Errorf("hint message %q", msg)
	}
	shot(t, ctx, "web-hint.png")
	// Play to the end by clicks: each cell cycles until it shows the solution's symbol.
	for i, v := range target {
		want := ""
		if n := int(v.(float64)); n > 0 {
			want = symbols[n].(string)
		}
		sel := fmt.Sprintf(`td[data-row="%d"][data-col="%d"]`, i/cols+1, i%cols+1)
		for tries := 0; ; tries++ {
			raw := strings.TrimSpace(text(t, ctx, sel))
			got := strings.ReplaceAll(raw, "−", "-") // the page shows a minus sign
			if got == want {
				break
			}
			if tries > len(symbols) {
				t.Fatalf("cell %s never showed %q (shows %q)", sel, want, got)
			}
			if err := chromedp.Do(ctx, chromedp.Click(chromedp.CSS(sel))); err != nil {
				t.Fatalf("click %s: %v", sel, err)
			}
			wait(t, ctx, fmt.Sprintf(`document.querySelector('%s').textContent.trim() !== %q`, sel, raw))
		}
	}
	wait(t, ctx, `document.querySelector('#message').textContent.startsWith('Solved!')`)
	// A way on: "Next puzzle" shows, for a fresh puzzle of the same kind,
	// size and difficulty (no seed: a new one).
	wait(t, ctx, `document.querySelector('#next').offsetParent !== null`)
	if href, err := chromedp.Run(ctx, chromedp.Evaluate[string](`document.querySelector('#next').getAttribute('href')`)); err != nil || href != "/play?kind=magnets&size=4&difficulty=easy" {
		t.Errorf("next puzzle link %q (%v)", href, err)
	}
	shot(t, ctx, "web-solved.png")
	// Undo takes the last move back.
	if err := chromedp.Do(ctx, chromedp.Click(chromedp.ID("undo"))); err != nil {
		t.Fatal(err)
	}
	wait(t, ctx, `document.querySelector('#message').textContent === 'Undone.'`)
	// Restart puts "Next puzzle" away again.
	if err := chromedp.Do(ctx, chromedp.Click(chromedp.ID("restart"))); err != nil {
		t.Fatal(err)
	}
	wait(t, ctx, `document.querySelector('#message').textContent === 'Restarted.' && document.querySelector('#next').offsetParent === null`)
}

// text reads an element's text.
func text(t *testing.T, ctx context.Context, css string) string {
	t.Helper()
	s, err := chromedp.Run(ctx, chromedp.Text(chromedp.CSS(css)))
	if err != nil {
		t.Fatalf("read %s: %v", css, err)
	}
	return s
}

// wait polls a JavaScript condition for up to 10 s.
func wait(t *testing.T, ctx context.Context, cond string) {
	t.Helper()
	if _, err := chromedp.Run(ctx, chromedp.Poll[bool](cond, chromedp.WithPollingTimeout(10*time.Second))); err != nil {
		t.Fatalf("waiting for %s: %v", cond, err)
	}
}

func TestBrowserEnterEnglish(t *testing.T) {
	if testing.Short() {
		t.Skip("browser test in -short mode")
	}
	// Served as deduce serve serves, on loopback: the browser's requests
	// pass the perimeter (loopback Host, same-origin POSTs, JSON).
	addr, _ := serveLocal(t, New(Options{}))
	srv := struct{ URL string }{"http://" + addr}
	bad := englishPuzzle("Oliverr")
	if code, out := call(t, New(Options{}), "POST", "/api/parse", jsonBody(Request{Puzzle: englishPuzzle("Oliver")})); code != 200 || out["ok"] != true {
		t.Fatalf("English logic grids are not read (%v)", out["error"])
	}
	ctx, cancel := browser(t)
	defer cancel()
	if err := chromedp.Do(ctx, chromedp.Navigate(srv.URL+"/enter"), chromedp.WaitVisible(chromedp.ID("text")),
		chromedp.SendKeys(chromedp.ID("text"), bad)); err != nil {
		t.Fatalf("enter with a misspelling: %v", err)
	}
	// The live check runs while the text is typed, so earlier errors
	// (no "Clues:" line yet) come first: wait for the one about the whole text.
	wait(t, ctx, `document.querySelector('#parse').className === 'error' && document.querySelector('#parse').textContent.includes('Oliverr')`)
	if parse := text(t, ctx, "#parse"); !strings.Contains(parse, "Oliverr") || !strings.Contains(parse, "Oliver") {
		t.Errorf("the error should name the misspelling and suggest the item: %q", parse)
	}
	shot(t, ctx, "web-enter-error.png")
	if _, err := chromedp.Run(ctx, chromedp.Evaluate[bool](`(document.getElementById('text').value = '') === ''`)); err != nil {
		t.Fatal(err)
	}
	if err := chromedp.Do(ctx, chromedp.SendKeys(chromedp.ID("text"), englishPuzzle("Oliver"))); err != nil {
		t.Fatal(err)
	}
	wait(t, ctx, `document.querySelector('#parse').textContent.startsWith('Read as')`)
	if err := chromedp.Do(ctx, chromedp.Click(chromedp.CSS(`button[data-op="solve"]`))); err != nil {
		t.Fatal(err)
	}
	wait(t, ctx, `document.querySelector('#result').textContent.startsWith('solved')`)
	if result := text(t, ctx, "#result"); !strings.Contains(result, "Oliver") {
		t.Errorf("solution should name the items: %q", result)
	}
	// Explain submits the form: a same-origin POST to /explain.
	if err := chromedp.Do(ctx, chromedp.Click(chromedp.CSS(`button[type="submit"]`))); err != nil {
		t.Fatal(err)
	}
	// The poll may start on the page being left: poll again on the new one.
	explained := `document.title.startsWith('Explanation') && document.body.textContent.includes('Oliver')`
	var err error
	for range 3 {
		if _, err = chromedp.Run(ctx, chromedp.Poll[bool](explained, chromedp.WithPollingTimeout(10*time.Second))); err == nil {
			break
		}
	}
	if err != nil {
		body, _ := chromedp.Run(ctx, chromedp.Evaluate[string](`document.body.textContent`))
		t.Errorf("the walkthrough after Explain: %v\n%.300s", err, body)
	}
}

// englishPuzzle is a small magazine-style logic grid of our own; name is the
// way the first clue spells Oliver.
func englishPuzzle(name string) string {
	return `Names: Oliver, Irene, Perry
Drinks: water, tea, coffee
Prices: $5, $6, $7

Clues:
` + name + ` got the water.
Irene paid $6.
The one who got the coffee paid $7.
Perry did not pay $5.
Irene did not get the coffee.
`
}
