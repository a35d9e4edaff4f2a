package web

import (
	"bufio"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"net/url"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"deduce/puzzle"
)

// logicGrid is a thesis-format logic grid of m domains of n items and no
// clues: every item name distinct, 1.8 KB at 2x200.
func logicGrid(m, n int) string {
	var b strings.Builder
	b.WriteString("1\n")
	for d := range m {
		fmt.Fprintf(&b, "D%d", d)
		for i := range n {
			fmt.Fprintf(&b, ":d%di%d", d, i)
		}
		b.WriteString("\n")
	}
	b.WriteString("Clues:\n")
	return b.String()
}

// post sends one request through h and returns the recorder.
func post(h http.Handler, req *http.Request) *httptest.ResponseRecorder {
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, req)
	return rec
}

// TestWebSizeBound (issue 28 item 2): a logic grid whose board is over
// maxBoardCells is refused before any work, by the API and by /play; the
// largest generated size still plays.
func TestWebSizeBound(t *testing.T) {
	s := New(Options{})
	huge := logicGrid(2, 200) // a 200x200 board: 6.8 s and 3.5 GB for one /api/board before the bound
	for _, path := range []string{"/api/board", "/api/set", "/api/hint", "/api/explain", "/api/solve", "/api/parse"} {
		code, out := call(t, s, "POST", path, jsonBody(Request{Puzzle: huge}))
		msg, _ := out["error"].(string)
		if path == "/api/parse" {
			code, msg = 422, fmt.Sprint(out["error"]) // parse answers 200 with the error, as for typing
		}
		if code != http.StatusUnprocessableEntity || !strings.Contains(msg, "too large for the web app") {
			t.Errorf("%s of a 2x200 grid: %d %v, want 422 too large", path, code, out)
		}
	}
	rec := post(s, httptest.NewRequest("GET", "/play?puzzle="+url.QueryEscape(huge), nil))
	if rec.Code != http.StatusUnprocessableEntity || !strings.Contains(rec.Body.String(), "too large") {
		t.Errorf("/play?puzzle= of a 2x200 grid: %d, want 422 too large", rec.Code)
	}
	// 8 domains of 9 items (a 63x63 board), the largest deduce generates.
	if code, out := call(t, s, "POST", "/api/board", jsonBody(Request{Puzzle: logicGrid(8, 9)})); code != 200 || out["rows"] != 63.0 {
		t.Errorf("/api/board of an 8x9 grid: %d, want 200 and 63 rows", code)
	}
}

// TestEveryEndpointLimited (issue 28 items 2, 3 and 6): with every slot of
// its pool held, each endpoint and page that computes waits and answers 503
// busy within its work time instead of computing beside the limiter.
func TestEveryEndpointLimited(t *testing.T) {
	s := New(Options{Workers: 1, WorkTime: 50 * time.Millisecond, CacheEntries: -1})
	s.work <- struct{}{}
	s.quick <- struct{}{}
	defer func() { <-s.work; <-s.quick }()
	for _, path := range []string{"/api/parse", "/api/board", "/api/set", "/api/solve", "/api/solution"} {
		if code, out := call(t, s, "POST", path, jsonBody(Request{Puzzle: e1})); code != http.StatusServiceUnavailable {
			t.Errorf("%s with every slot held: %d %v, want 503", path, code, out)
		}
	}
	form := httptest.NewRequest("POST", "/explain", strings.NewReader("puzzle="+url.QueryEscape(e1)))
	form.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	for _, req := range []*http.Request{
		form,
		httptest.NewRequest("GET", "/explain?puzzle="+url.QueryEscape(e1), nil),
		httptest.NewRequest("GET", "/play?puzzle="+url.QueryEscape(e1), nil),
		httptest.NewRequest("GET", "/play?kind=magnets&size=4&seed=1", nil),
		httptest.NewRequest("GET", "/print?kind=magnets&n=1&seed=1", nil),
	} {
		if rec := post(s, req); rec.Code != http.StatusServiceUnavailable {
			t.Errorf("%s %s with every slot held: %d, want 503", req.Method, req.URL, rec.Code)
		}
	}
}

// TestRunAnswersOnTime (issue 28 item 3): work that does not watch its
// context is answered "out of time" answerGrace after the work time, while
// it keeps its slot until it really ends (so memory stays bounded).
func TestRunAnswersOnTime(t *testing.T) {
	s := New(Options{Workers: 1, WorkTime: 20 * time.Millisecond})
	release := make(chan struct{})
	ended := make(chan struct{})
	ctx, cancel := context.WithTimeout(context.Background(), s.opt.WorkTime)
	defer cancel()
	_, err := s.run(ctx, s.work, func(context.Context) (any, error) {
		<-release // deaf to its context
		close(ended)
		return puzzle.Report{Status: puzzle.Solved}, nil
	})
	if statusOf(err) != http.StatusServiceUnavailable || !strings.Contains(err.Error(), "out of work time") {
		t.Errorf("deaf work: %v, want 503 out of work time", err)
	}
	if len(s.work) != 1 {
		t.Errorf("the slot was freed while the work still runs")
	}
	close(release)
	<-ended
	for deadline := time.Now().Add(5 * time.Second); len(s.work) != 0 && time.Now().Before(deadline); {
		time.Sleep(time.Millisecond)
	}
	if len(s.work) != 0 {
		t.Errorf("the slot was not freed when the work ended")
	}
}

// TestParseBodyCap (issue 28 item 3): /api/parse's body is capped (default
// 64 KiB) like every API body; a 1 MiB body kept the server busy 100 s.
func TestParseBodyCap(t *testing.T) {
	s := New(Options{})
	body := jsonBody(Request{Puzzle: "1\nA:a:b\nB:c:d\nClues:\n" + strings.Repeat("a is c. ", 100<<10/8)})
	if code, out := call(t, s, "POST", "/api/parse", body); code != http.StatusRequestEntityTooLarge {
		t.Errorf("/api/parse of %d bytes: %d %v, want 413", len(body), code, out)
	}
}

// TestCutAnswersNotCached (issue 28 item 7): an answer cut short by the work
// time answers 503 "out of work time" on every endpoint, and is not cached:
// the same request computes again.
func TestCutAnswersNotCached(t *testing.T) {
	// The generator's server gets all the time it needs (under -race on a
	// busy machine a 30x30 Magnets takes longer than the default work time).
	code, gen := call(t, New(Options{WorkTime: 5 * time.Minute}), "POST", "/api/generate", `{"kind":"magnets","size":"30","seed":1}`)
	magnets, ok := gen["puzzle"].(string) // plain backtracking takes seconds, the explainer 0.16 s
	if !ok {
		t.Fatalf("generate a 30x30 Magnets: %d %v", code, gen)
	}
	grid := logicGrid(8, 9) // no clues: grading and hinting take about a second
	cases := []struct{ why, path, puzzle, method string }{
		{"solve by plain backtracking (was 200 unknown)", "/api/solve", magnets, "backtrack"},
		{"count by plain backtracking (was 200 unknown)", "/api/count", magnets, "backtrack"},
		{"explain", "/api/explain", magnets, ""},
		{"grade", "/api/grade", grid, ""},
		{"hint", "/api/hint", grid, ""},
	}
	for _, c := range cases {
		s := New(Options{WorkTime: 30 * time.Millisecond})
		body := jsonBody(Request{Puzzle: c.puzzle, Method: c.method})
		for try := range 2 {
			rec := post(s, apiRequest(c.path, strings.NewReader(body)))
			if rec.Code != http.StatusServiceUnavailable || !strings.Contains(rec.Body.String(), "out of work time") {
				t.Errorf("%s (try %d): %d %.200s, want 503 out of work time", c.why, try+1, rec.Code, rec.Body.String())
			}
			if rec.Header().Get("X-Cache") == "hit" {
				t.Errorf("%s (try %d): a cut answer came from the cache", c.why, try+1)
			}
		}
	}
	// The policy itself: an incomplete answer is never stored.
	for _, out := range []any{puzzle.Report{Status: puzzle.Unknown}, countReport{}, puzzle.ExplainReport{Status: puzzle.ExplainTimeout}} {
		if complete(out) {
			t.Errorf("%#v counts as complete", out)
		}
	}
}

// serveLocal runs s on a loopback port as deduce serve does; stop shuts it
// down and returns Serve's error.
func serveLocal(t *testing.T, s *Server) (addr string, stop func() error) {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() { done <- s.Serve(ctx, ln, nil) }()
	var once bool
	stop = func() error {
		if once {
			return nil
		}
		once = true
		cancel()
		return <-done
	}
	t.Cleanup(func() { stop() })
	return ln.Addr().String(), stop
}

// TestPerimeter (issue 28 item 8): on a loopback bind only loopback Host
// names are answered (DNS rebinding); API POSTs must be JSON; cross-site
// POSTs, forms included, are refused; beyond loopback each client has a
// limit of requests in flight.
func TestPerimeter(t *testing.T) {
	s := New(Options{})
	addr, _ := serveLocal(t, s)
	_, port, _ := net.SplitHostPort(addr)
	body := jsonBody(Request{Puzzle: e1})
	cases := []struct {
		why          string
		path, host   string
		ctype        string
		origin, site string // Origin and Sec-Fetch-Site
		want         int
	}{
		{"the app's own fetch", "/api/solve", addr, "application/json", "http://" + addr, "same-origin", 200},
		{"curl by name", "/api/solve", "localhost:" + port, "application/json; charset=utf-8", "", "", 200},
		{"IPv6 loopback", "/api/solve", "[::1]:" + port, "application/json", "", "", 200},
		{"a rebinding name", "/api/solve", "evil.example:" + port, "application/json", "", "", http.StatusMisdirectedRequest},
		{"a rebinding name for a page", "/", "attacker.test", "", "", "", http.StatusMisdirectedRequest},
		{"a text/plain simple request", "/api/solve", addr, "text/plain", "", "", http.StatusUnsupportedMediaType},
		{"a form-encoded request", "/api/solve", addr, "application/x-www-form-urlencoded", "", "", http.StatusUnsupportedMediaType},
		{"no content type", "/api/solve", addr, "", "", "", http.StatusUnsupportedMediaType},
		{"a fetch from another site", "/api/solve", addr, "application/json", "https://evil.example", "cross-site", http.StatusForbidden},
		{"another origin, no Sec-Fetch-Site", "/api/solve", addr, "application/json", "https://evil.example", "", http.StatusForbidden},
		{"a form from another site to /explain", "/explain", addr, "application/x-www-form-urlencoded", "https://evil.example", "cross-site", http.StatusForbidden},
		{"the app's own form to /explain", "/explain", addr, "application/x-www-form-urlencoded", "http://" + addr, "same-origin", 200},
	}
	for _, c := range cases {
		b := body
		if strings.HasPrefix(c.ctype, "application/x-www") {
			b = "puzzle=" + url.QueryEscape(e1)
		}
		method := "POST"
		if c.path == "/" {
			method = "GET"
		}
		req, _ := http.NewRequest(method, "http://"+addr+c.path, strings.NewReader(b))
		req.Host = c.host
		if c.ctype != "" {
			req.Header.Set("Content-Type", c.ctype)
		}
		if c.origin != "" {
			req.Header.Set("Origin", c.origin)
		}
		if c.site != "" {
			req.Header.Set("Sec-Fetch-Site", c.site)
		}
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatalf("%s: %v", c.why, err)
		}
		out, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		if resp.StatusCode != c.want {
			t.Errorf("%s: %d %s, want %d", c.why, resp.StatusCode, out, c.want)
		}
	}

	// Beyond loopback: a client over its limit gets 429, another client not.
	wide := New(Options{ClientLimit: 1})
	wide.clients = &clientLimits{max: 1, inUse: map[string]int{}}
	wide.clients.acquire("192.0.2.1") // one request of that client in flight
	req := apiRequest("/api/solve", strings.NewReader(body))
	req.RemoteAddr = "192.0.2.1:4000"
	if rec := post(wide, req); rec.Code != http.StatusTooManyRequests {
		t.Errorf("a client over its limit: %d, want 429", rec.Code)
	}
	req = apiRequest("/api/solve", strings.NewReader(body))
	req.RemoteAddr = "192.0.2.2:4000"
	if rec := post(wide, req); rec.Code != 200 {
		t.Errorf("another client: %d %s, want 200", rec.Code, rec.Body.String())
	}
}

// TestBodies (issue 28 item 9): a body too slow answers 408 and a cut one
// 400, neither naming a socket address; data after the JSON is refused.
func TestBodies(t *testing.T) {
	s := New(Options{BodyTime: 300 * time.Millisecond})
	addr, _ := serveLocal(t, s)
	conn, err := net.Dial("tcp", addr)
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	fmt.Fprintf(conn, "POST /api/solve HTTP/1.1\r\nHost: %s\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{\"puzzle\":", addr)
	resp, err := http.ReadResponse(bufio.NewReader(conn), nil)
	if err != nil {
		t.Fatal(err)
	}
	out, _ := io.ReadAll(resp.Body)
	if resp.StatusCode != http.StatusRequestTimeout || strings.Contains(string(out), "127.0.0.1") {
		t.Errorf("a stalled body: %d %s, want 408 without an address", resp.StatusCode, out)
	}
	if err := bodyError(io.ErrUnexpectedEOF, 1); statusOf(err) != 400 {
		t.Errorf("a cut body: %v, want 400", err)
	}

	for _, c := range []struct{ why, body string }{
		{"two JSON objects", jsonBody(Request{Puzzle: e1}) + `{"puzzle":"x"}`},
		{"text after the object", jsonBody(Request{Puzzle: e1}) + "garbage"},
	} {
		if code, out := call(t, New(Options{}), "POST", "/api/solve", c.body); code != 400 || !strings.Contains(out["error"].(string), "after the JSON") {
			t.Errorf("%s: %d %v, want 400", c.why, code, out)
		}
	}
	if code, out := call(t, New(Options{}), "POST", "/api/solve", jsonBody(Request{Puzzle: e1})+"\n"); code != 200 {
		t.Errorf("a final newline: %d %v, want 200", code, out)
	}
}

// TestShutdownDrains (issue 28 item 9): at shutdown a request in flight is
// given drainTime, then its context is cancelled and it answers 503
// "shutting down" before the server closes, all within deduce's 2 s signal
// backstop; a request that finishes in time is answered normally.
func TestShutdownDrains(t *testing.T) {
	s := New(Options{WorkTime: time.Minute})
	s.mux.HandleFunc("/api/test-wait", s.api(func(ctx context.Context, _ Request) (any, error) {
		<-ctx.Done() // as a long solve, which watches its context
		return nil, ctx.Err()
	}))
	addr, stop := serveLocal(t, s)
	type answer struct {
		code int
		body string
		err  error
	}
	got := make(chan answer, 1)
	go func() {
		resp, err := http.Post("http://"+addr+"/api/test-wait", "application/json", strings.NewReader(jsonBody(Request{Puzzle: e1})))
		if err != nil {
			got <- answer{err: err}
			return
		}
		b, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		got <- answer{code: resp.StatusCode, body: string(b)}
	}()
	time.Sleep(100 * time.Millisecond) // the request is in flight
	t0 := time.Now()
	if err := stop(); err != nil {
		t.Errorf("Serve: %v", err)
	}
	took := time.Since(t0)
	a := <-got
	if a.err != nil || a.code != http.StatusServiceUnavailable || !strings.Contains(a.body, "shutting down") {
		t.Errorf("the request in flight at shutdown: %d %q %v, want 503 shutting down", a.code, a.body, a.err)
	}
	if took > 2*time.Second {
		t.Errorf("shutdown took %v, over deduce's 2 s signal backstop", took)
	}
}

// TestWebWording (issue 28 item 12): errors name the request's fields, not
// the command line's flags.
func TestWebWording(t *testing.T) {
	code, out := call(t, New(Options{}), "POST", "/api/solve", jsonBody(Request{Puzzle: "hello"}))
	msg, _ := out["error"].(string)
	if code != 422 || strings.Contains(msg, "--") || !strings.Contains(msg, `set "kind"`) {
		t.Errorf("an unknown kind: %d %q, want the field \"kind\", no flag", code, msg)
	}
}

// TestSizeHelpMatchesGenerator (issue 28 item 12): the home page's size
// help for logic grids ("items x domains (5x4: 4 domains of 5 items)")
// reads sizes as the generator does (the kind's size parser, as the
// command line's --size).
func TestSizeHelpMatchesGenerator(t *testing.T) {
	rec := post(New(Options{}), httptest.NewRequest("GET", "/", nil))
	m := regexp.MustCompile(`(\d+x\d+): (\d+) domains of (\d+) items`).FindStringSubmatch(rec.Body.String())
	if m == nil {
		t.Fatalf("no logic-grid size example on the home page")
	}
	code, gen := call(t, New(Options{}), "POST", "/api/generate", `{"kind":"logicgrid","size":"`+m[1]+`","seed":1,"difficulty":"easy"}`)
	if code != 200 {
		t.Fatalf("generate %s: %d %v", m[1], code, gen)
	}
	lines := strings.Split(strings.TrimSpace(strings.SplitN(gen["puzzle"].(string), "Clues:", 2)[0]), "\n")
	domains := len(lines) - 1 // after the algorithm line
	items := strings.Count(lines[1], ":")
	if strconv.Itoa(domains) != m[2] || strconv.Itoa(items) != m[3] {
		t.Errorf("the help reads %s as %s domains of %s items; the generator made %d domains of %d items", m[1], m[2], m[3], domains, items)
	}
	// A square-only kind's own size parser decides.
	if code, out := call(t, New(Options{}), "POST", "/api/generate", `{"kind":"closefar","size":"5x7","seed":1}`); code != 400 {
		t.Errorf("closefar 5x7: %d %v, want 400 (square only)", code, out)
	}
}

// TestGuardJSONErrors: refusals of API requests are JSON like every API error.
func TestGuardJSONErrors(t *testing.T) {
	req := apiRequest("/api/solve", strings.NewReader(jsonBody(Request{Puzzle: e1})))
	req.Header.Set("Sec-Fetch-Site", "cross-site")
	rec := post(New(Options{}), req)
	var out apiError
	if rec.Code != http.StatusForbidden || json.Unmarshal(rec.Body.Bytes(), &out) != nil || out.Status != "error" {
		t.Errorf("a refused API request: %d %s, want 403 JSON", rec.Code, rec.Body.String())
	}
}

// TestLoopbackNames: which Host values a loopback-bound server answers, and
// which listeners count as loopback (the others get per-client limits).
func TestLoopbackNames(t *testing.T) {
	for _, c := range []struct {
		host string
		ok   bool
		why  string
	}{
		{"127.0.0.1:8080", true, "IPv4 loopback with a port"},
		{"127.3.4.5", true, "anywhere in 127/8"},
		{"[::1]:8080", true, "IPv6 loopback"},
		{"localhost", true, "the name"},
		{"LOCALHOST.:8080", true, "any case, a final dot"},
		{"app.localhost:8080", true, "a subdomain of localhost resolves to loopback"},
		{"evil.example:8080", false, "a rebinding name"},
		{"localhost.evil.example", false, "localhost as a label of another name"},
		{"192.168.1.10:8080", false, "a LAN address"},
		{"", false, "no Host"},
	} {
		if got := loopbackHost(c.host); got != c.ok {
			t.Errorf("%s: loopbackHost(%q) = %v, want %v", c.why, c.host, got, c.ok)
		}
	}
	for _, c := range []struct {
		ip   string
		want bool
	}{{"127.0.0.1", true}, {"::1", true}, {"0.0.0.0", false}, {"::", false}, {"192.0.2.1", false}} {
		if got := isLoopbackAddr(&net.TCPAddr{IP: net.ParseIP(c.ip), Port: 80}); got != c.want {
			t.Errorf("listener on %s: loopback %v, want %v", c.ip, got, c.want)
		}
	}
}
