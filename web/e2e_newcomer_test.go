package web

import (
	"fmt"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"

	"deduce/puzzle"
)

// TestBrowserNewcomer walks a newcomer's pages at a desktop's 1280x1000 and
// a phone's 390x844: the home page's size help and rules links, the rules
// page (both example drawings visible, nothing wider than the screen), the
// enter page quiet before anything is touched, the explain page in the site
// layout under the puzzle's own title, and "Next puzzle" hidden until solved.
func TestBrowserNewcomer(t *testing.T) {
	if testing.Short() {
		t.Skip("browser test in -short mode")
	}
	srv := httptest.NewServer(New(Options{}))
	defer srv.Close()
	ctx, cancel := browser(t)
	defer cancel()
	for _, vp := range []struct {
		name string
		w, h int64
		opts []chromedp.EmulateViewportOption
	}{
		{"desktop", 1280, 1000, nil},
		{"phone", 390, 844, []chromedp.EmulateViewportOption{chromedp.EmulateMobile, chromedp.EmulateTouch, chromedp.EmulateScale(2)}},
	} {
		if err := chromedp.Do(ctx, chromedp.EmulateViewport(vp.w, vp.h, vp.opts...)); err != nil {
			t.Fatal(err)
		}
		open := func(path, ready string) {
			t.Helper()
			if err := chromedp.Do(ctx, chromedp.Navigate(srv.URL+path), chromedp.WaitVisible(chromedp.CSS(ready))); err != nil {
				t.Fatalf("%s: open %s: %v", vp.name, path, err)
			}
			over, err := chromedp.Run(ctx, chromedp.Evaluate[int](fmt.Sprintf(`document.documentElement.scrollWidth - %d`, vp.w)))
			if err != nil || over > 0 {
				t.Errorf("%s %s: the page is %d px wider than the screen (%v)", vp.name, path, over, err)
			}
		}

		open("/", "#size-help")
		if help := text(t, ctx, "#size-help"); !strings.Contains(help, "default 4 domains x 4 items") || strings.Contains(help, "4x4") {
			t.Errorf("%s home: size help %q", vp.name, help)
		}
		shotScreen(t, ctx, "web-"+vp.name+"-home.png")

		open("/rules", "section.rules svg")
		for _, k := range puzzle.Kinds() {
			if _, ok := puzzle.RulesOf(k); !ok {
				continue
			}
			// Both drawings of the worked example are on the page, inside the screen's width.
			n, err := chromedp.Run(ctx, chromedp.Evaluate[int](fmt.Sprintf(
				`[...document.querySelectorAll('#%s figure svg')].filter(s => { const r = s.getBoundingClientRect(); return r.width > 50 && r.right <= %d; }).length`, k.Name(), vp.w)))
			if err != nil || n != 2 {
				t.Errorf("%s rules: %s shows %d of its 2 example drawings (%v)", vp.name, k.Name(), n, err)
			}
		}
		shot(t, ctx, "web-"+vp.name+"-rules.png")

		open("/enter", "#edboard td.cell")
		wait(t, ctx, `document.querySelector('#ed-verdict').textContent.startsWith('A blank board')`)
		if errs := text(t, ctx, "#ed-status"); errs != "" {
			t.Errorf("%s enter: complaints before anything is touched: %q", vp.name, errs)
		}
		if n, err := chromedp.Run(ctx, chromedp.Evaluate[int](`document.querySelectorAll('#edboard .bad, #edboard [aria-invalid]').length`)); err != nil || n != 0 {
			t.Errorf("%s enter: %d slots marked wrong before anything is touched (%v)", vp.name, n, err)
		}
		shotScreen(t, ctx, "web-"+vp.name+"-enter.png")

		// Explain from the enter page (a form POST), an English puzzle with a title.
		if _, err := chromedp.Run(ctx, chromedp.Evaluate[bool](fmt.Sprintf(`(document.getElementById('text').value = %q) !== ''`, titledEnglish))); err != nil {
			t.Fatal(err)
		}
		if err := chromedp.Do(ctx, chromedp.Click(chromedp.CSS(`#enter button[type="submit"]`)), chromedp.WaitVisible(chromedp.CSS(".step"))); err != nil {
			t.Fatalf("%s explain: %v", vp.name, err)
		}
		if h1 := text(t, ctx, "h1"); h1 != "Morning Visits" {
			t.Errorf("%s explain: heading %q, want the puzzle's title", vp.name, h1)
		}
		if nav := text(t, ctx, "header nav"); !strings.Contains(nav, "How to play") {
			t.Errorf("%s explain: no site header (%q)", vp.name, nav)
		}
		shotScreen(t, ctx, "web-"+vp.name+"-explain.png")

		open("/play?kind=closefar&seed=2", "#board td.cell")
		if vis, err := chromedp.Run(ctx, chromedp.Evaluate[bool](`document.querySelector('#next').offsetParent !== null`)); err != nil || vis {
			t.Errorf("%s play: 'Next puzzle' shows before the puzzle is solved (%v)", vp.name, err)
		}
		if href, err := chromedp.Run(ctx, chromedp.Evaluate[string](`document.querySelector('#rules').getAttribute('href')`)); err != nil || href != "/rules/closefar" {
			t.Errorf("%s play: rules link %q (%v)", vp.name, href, err)
		}
	}
}

// titledEnglish is a two-entity English logic grid with a title and a story.
const titledEnglish = "Morning Visits\nTwo customers came to the shop.\n\n" +
	"customers: Mr. Brown, Ms. Smith\nitems: vase, clock\nClues:\n" +
	"1. Ms. Smith bought the clock.\n"
