package web

import (
	"net/http/httptest"
	"testing"

	"github.com/chromedp/chromedp"
)

// TestBrowserPlayLayouts opens every kind's play page at a desktop's
// 1280x1000 and a phone's 390x844 and measures it: at 1280 the message,
// buttons and clue list sit beside the board (a logic grid's clues, as
// Puzzle Baron keeps them, not below a 15-column grid); at 390 a cell stays
// at least 30 px wide (a finger's target: the board pans instead of
// shrinking). Screenshots go to $DEDUCE_SCREENSHOTS when set.
func TestBrowserPlayLayouts(t *testing.T) {
	if testing.Short() {
		t.Skip("browser test in -short mode")
	}
	srv := httptest.NewServer(New(Options{}))
	defer srv.Close()
	ctx, cancel := browser(t)
	defer cancel()
	for _, c := range []struct{ name, query string }{
		{"magnets", "kind=magnets&size=6&seed=3"},
		{"closefar", "kind=closefar&size=6&seed=1"},
		{"logicgrid", "kind=logicgrid&seed=1"},
	} {
		for _, v := range []struct {
			w, h int64
			name string
		}{{1280, 1000, "desktop"}, {390, 844, "phone"}} {
			if err := chromedp.Do(ctx, chromedp.EmulateViewport(v.w, v.h), chromedp.Navigate(srv.URL+"/play?"+c.query),
				chromedp.WaitVisible(chromedp.CSS(`#board td.cell`))); err != nil {
				t.Fatal(err)
			}
			shotScreen(t, ctx, "web-play-"+c.name+"-"+v.name+".png")
			if v.name == "desktop" {
				beside, err := chromedp.Run(ctx, chromedp.Evaluate[bool](`document.getElementById('side').getBoundingClientRect().left >= document.querySelector('#board table').getBoundingClientRect().right`))
				if err != nil || !beside {
					t.Errorf("%s at %dx%d: the side panel is not beside the board (%v)", c.name, v.w, v.h, err)
				}
				continue
			}
			narrow, err := chromedp.Run(ctx, chromedp.Evaluate[float64](`Math.min(...[...document.querySelectorAll('#board td.cell')].map(td => td.getBoundingClientRect().width))`))
			if err != nil || narrow < 30 {
				t.Errorf("%s at %dx%d: a cell is %.0f px wide, want 30 at least (%v)", c.name, v.w, v.h, narrow, err)
			}
		}
	}
}
