package web

import (
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"
)

func TestAnswerCache(t *testing.T) {
	s := New(Options{})
	body := jsonBody(Request{Puzzle: e1})
	get := func(path, body string) (int, string) {
		rec := httptest.NewRecorder()
		s.ServeHTTP(rec, apiRequest(path, strings.NewReader(body)))
		return rec.Code, rec.Body.String()
	}
	c1, a1 := get("/api/hint", body)
	h0, m0 := s.cache.stats()
	c2, a2 := get("/api/hint", body)
	h1, _ := s.cache.stats()
	cases := []struct {
		why string
		ok  bool
	}{
		{"the first answer is a fresh, successful hint", c1 == 200 && strings.Contains(a1, `"status":"hint"`) && m0 == 1 && h0 == 0},
		{"the same request again is a hit with the same bytes", c2 == 200 && a2 == a1 && h1 == 1},
	}
	// A bad request is never stored: asking twice misses twice.
	get("/api/solve", `{"puzzle":"magnets 6\nxx\n"}`)
	_, m1 := s.cache.stats()
	code, _ := get("/api/solve", `{"puzzle":"magnets 6\nxx\n"}`)
	_, m2 := s.cache.stats()
	cases = append(cases, struct {
		why string
		ok  bool
	}{"errors are not cached", code == 422 && m2 == m1+1})
	// generate without a seed draws one: two calls, two misses.
	get("/api/generate", `{"kind":"closefar","size":"6"}`)
	_, m3 := s.cache.stats()
	get("/api/generate", `{"kind":"closefar","size":"6"}`)
	h4, m4 := s.cache.stats()
	cases = append(cases, struct {
		why string
		ok  bool
	}{"unseeded generate bypasses the cache", m4 == m3 && h4 == h1})
	for _, c := range cases {
		if !c.ok {
			t.Errorf("%s", c.why)
		}
	}
	// The cache stays within its bounds.
	small := newAnswerCache(3, 1<<20)
	for i := range 10 {
		small.put(cacheKey("/x", []byte{byte(i)}), []byte("answer"))
	}
	if small.ll.Len() != 3 || len(small.byKey) != 3 {
		t.Errorf("cache of 3 holds %d entries", small.ll.Len())
	}
	if _, ok := small.get(cacheKey("/x", []byte{9})); !ok {
		t.Errorf("the most recent entry was evicted")
	}
	if _, ok := small.get(cacheKey("/x", []byte{0})); ok {
		t.Errorf("the oldest entry was kept")
	}
}

// TestWorkLimiterBusy: when every work slot is taken for longer than a
// request's work time, the request answers 503 "server busy" instead of
// waiting without end.
func TestWorkLimiterBusy(t *testing.T) {
	s := New(Options{Workers: 1, WorkTime: 50 * time.Millisecond, CacheEntries: -1})
	s.work <- struct{}{} // a long request holds the only slot
	defer func() { <-s.work }()
	code, out := call(t, s, "POST", "/api/solve", jsonBody(Request{Puzzle: e1}))
	if code != http.StatusServiceUnavailable || !strings.Contains(out["error"].(string), "busy") {
		t.Errorf("busy server: %d %v, want 503 busy", code, out)
	}
	// A move in a game does not wait for the slots.
	if code, out := call(t, s, "POST", "/api/set", jsonBody(Request{Puzzle: e1, Index: 0, Value: 1})); code != 200 {
		t.Errorf("a move on a busy server: %d %v, want 200", code, out)
	}
}
