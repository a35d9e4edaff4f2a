package web

import (
	"bufio"
	"bytes"
	"context"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/url"
	"os"
	"os/exec"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"
)

// The hostile load test: issue 28's audit inputs, sent by 20 clients at
// once to a server with 2 workers, as `deduce serve --workers 2` runs it.
// The server runs in a process of its own (this test binary again,
// TestHostileServer), so its peak resident memory (VmHWM) is its own.
const (
	hostileClients  = 20
	hostileRounds   = 3 // requests per client, each a different input
	hostileWorkTime = 3 * time.Second
	// hostileCeiling is the documented memory ceiling of a server with 2
	// workers (docs/guide/web.md): its peak resident memory under the test.
	hostileCeiling = 1 << 30
)

// hostileInput is one request of the audit's kind and the answers it may
// get: an answer, a refusal, out of time or busy, never a 500.
type hostileInput struct {
	why, method, path, ctype string
	body                     string
	slowBody                 bool // send the headers, then stall
}

func hostileInputs(t *testing.T) []hostileInput {
	_, gen := call(t, New(Options{}), "POST", "/api/generate", `{"kind":"magnets","size":"30","seed":1}`)
	magnets30 := gen["puzzle"].(string)
	clue := "1\nName:Ann:Bob\nColour:red:blue\nClues:\n" + strings.Repeat("Ann is not the person with red and ", 1700) + "Bob is blue.\n"
	js := func(r Request) string { return jsonBody(r) }
	form := func(text string) string { return "puzzle=" + url.QueryEscape(text) }
	return []hostileInput{
		{why: "board of a 2x200 grid (was 6.8 s, 3.5 GB)", path: "/api/board", body: js(Request{Puzzle: logicGrid(2, 200)})},
		{why: "board of a 2x400 grid (was over 7 GB)", path: "/api/board", body: js(Request{Puzzle: logicGrid(2, 400)})},
		{why: "board of the largest accepted grid, 2x64", path: "/api/board", body: js(Request{Puzzle: logicGrid(2, 64)})},
		{why: "board of an 8x9 grid", path: "/api/set", body: js(Request{Puzzle: logicGrid(8, 9), Index: 1, Value: 1})},
		{why: "grade of a 20x20 grid, no clues (was 14 GB)", path: "/api/grade", body: js(Request{Puzzle: logicGrid(20, 20)})},
		{why: "grade of an 8x9 grid, no clues", path: "/api/grade", body: js(Request{Puzzle: logicGrid(8, 9)})},
		{why: "explain page of an 8x9 grid (a form)", method: "POST", path: "/explain", ctype: "application/x-www-form-urlencoded", body: form(logicGrid(8, 9))},
		{why: "explain page of a 30x30 Magnets", method: "POST", path: "/explain", ctype: "application/x-www-form-urlencoded", body: form(magnets30)},
		{why: "hint on an 8x9 grid", path: "/api/hint", body: js(Request{Puzzle: logicGrid(8, 9)})},
		{why: "parse of a 60 KB English clue", path: "/api/parse", body: js(Request{Puzzle: clue})},
		{why: "a 1 MiB parse body", path: "/api/parse", body: js(Request{Puzzle: strings.Repeat("Ann is Bob. ", 1<<20/12)})},
		{why: "solve a 30x30 Magnets by plain backtracking", path: "/api/solve", body: js(Request{Puzzle: magnets30, Method: "backtrack"})},
		{why: "count an 8x9 grid with cdcl-gini", path: "/api/count", body: js(Request{Puzzle: logicGrid(8, 9), Method: "cdcl-gini"})},
		{why: "play page of a 2x200 grid", method: "GET", path: "/play?puzzle=" + url.QueryEscape(logicGrid(2, 200))},
		{why: "a book of 40 30x30 Magnets", method: "GET", path: "/print?kind=magnets&size=30&n=40&seed=1"},
		{why: "a stalled body", path: "/api/solve", body: js(Request{Puzzle: magnets30}), slowBody: true},
	}
}

// TestHostileLoad sends the audit's inputs from 20 clients at once (each
// client three of them, one after another) to a server with 2 workers and
// a work time of 3 s, and fails when a request is answered later than its
// work time plus 1 s (a stalled body: the body time plus 1 s), when one is
// answered 500, or when the server's peak resident memory passes the
// documented ceiling (1 GiB). Latencies and the peak are logged.
func TestHostileLoad(t *testing.T) {
	if testing.Short() {
		t.Skip("load test in -short mode")
	}
	hostileLoad(t, hostileInputs(t), hostileRounds)
}

// hostileLoad runs TestHostileLoad's test on inputs: hostileClients
// clients, rounds requests each (campaign_test.go runs its own inputs).
func hostileLoad(t *testing.T, inputs []hostileInput, rounds int) {
	if only := os.Getenv("HOSTILE_ONLY"); only != "" {
		inputs = slices.DeleteFunc(inputs, func(in hostileInput) bool { return !strings.Contains(in.why, only) })
	}
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer cancel()
	server := exec.CommandContext(ctx, os.Args[0], "-test.run=^TestHostileServer$", "-test.count=1")
	server.Env = append(os.Environ(), "DEDUCE_HOSTILE_SERVER=1")
	var stderr bytes.Buffer
	server.Stderr = &stderr
	stdin, _ := server.StdinPipe()
	stdout, _ := server.StdoutPipe()
	if err := server.Start(); err != nil {
		t.Fatal(err)
	}
	defer func() {
		stdin.Close()
		server.Wait()
	}()
	lines := bufio.NewScanner(stdout)
	var addr string
	for lines.Scan() {
		if a, ok := strings.CutPrefix(lines.Text(), "HOSTILE "); ok {
			addr = a
			break
		}
	}
	if addr == "" {
		t.Fatalf("no server: %s", stderr.Bytes())
	}
	pid := server.Process.Pid
	load0 := loadAverage()
	_, base := procMemory(pid)

	// Sample the server's resident memory while the clients run.
	var peakSeen int64
	stopSampling := make(chan struct{})
	sampled := make(chan struct{})
	go func() {
		defer close(sampled)
		for {
			if rss, _ := procMemory(pid); rss > peakSeen {
				peakSeen = rss
			}
			select {
			case <-stopSampling:
				return
			case <-time.After(20 * time.Millisecond):
			}
		}
	}()

	type result struct {
		in   hostileInput
		code int
		took time.Duration
		err  error
	}
	results := make(chan result, hostileClients*rounds)
	var wg sync.WaitGroup
	t0 := time.Now()
	for c := range hostileClients {
		wg.Go(func() {
			for r := range rounds {
				in := inputs[(c*rounds+r)%len(inputs)]
				start := time.Now()
				code, err := hostileRequest(addr, in)
				results <- result{in, code, time.Since(start), err}
			}
		})
	}
	wg.Wait()
	wall := time.Since(t0)
	close(stopSampling)
	<-sampled
	close(results)
	after, hwmPeak := procMemory(pid)

	// The target is the work time plus 1 s. On a machine whose load average
	// is above its CPUs (the shared 2-core machine often runs at 15-20),
	// the server's process is not scheduled for seconds at a time, so there
	// the target is counted and logged, and only twice the work time plus
	// 1 s fails (unbounded work took 6.8 s to minutes before).
	load := max(load0, loadAverage())
	quiet := load <= float64(runtime.NumCPU())
	byWhy := map[string][]string{}
	var lat []time.Duration
	late := 0
	for r := range results {
		limit := hostileWorkTime + time.Second
		if r.in.slowBody {
			limit = hostileBodyTime + time.Second
		}
		lat = append(lat, r.took)
		byWhy[r.in.why] = append(byWhy[r.in.why], fmt.Sprintf("%d in %v", r.code, r.took.Round(time.Millisecond)))
		if r.took > limit {
			late++
		}
		switch {
		case r.err != nil:
			t.Errorf("%s: %v after %v", r.in.why, r.err, r.took)
		case r.code >= 500 && r.code != http.StatusServiceUnavailable:
			t.Errorf("%s: answered %d", r.in.why, r.code)
		case r.took > limit && quiet:
			t.Errorf("%s: answered %d after %v, over the work time plus 1 s (%v)", r.in.why, r.code, r.took.Round(time.Millisecond), limit)
		case r.took > limit+hostileWorkTime:
			t.Errorf("%s: answered %d after %v, over twice the work time plus 1 s even at load average %.1f", r.in.why, r.code, r.took.Round(time.Millisecond), load)
		}
	}
	if !quiet {
		t.Logf("load average %.1f on %d CPUs: %d of %d answers later than the work time plus 1 s (counted, not failed; twice the work time plus 1 s fails)", load, runtime.NumCPU(), late, len(lat))
	}
	for _, in := range inputs {
		if got := byWhy[in.why]; got != nil {
			t.Logf("%s: %s", in.why, strings.Join(got, ", "))
		}
	}
	slices.Sort(lat)
	t.Logf("%d requests from %d clients in %v: p50 %v, max %v; server resident memory: %d MiB at start, %d MiB peak (sampled %d MiB), %d MiB after",
		len(lat), hostileClients, wall.Round(time.Millisecond), lat[len(lat)/2].Round(time.Millisecond), lat[len(lat)-1].Round(time.Millisecond),
		base>>20, hwmPeak>>20, peakSeen>>20, after>>20)
	if hwmPeak > hostileCeiling {
		t.Errorf("server peak resident memory %d MiB, over the ceiling of %d MiB", hwmPeak>>20, hostileCeiling>>20)
	}
}

// hostileBodyTime is the hostile server's body time (Options.BodyTime).
const hostileBodyTime = 2 * time.Second

// TestHostileServer is TestHostileLoad's server process: it serves with 2
// workers on a loopback port, prints "HOSTILE addr", and stops when its
// standard input closes.
func TestHostileServer(t *testing.T) {
	if os.Getenv("DEDUCE_HOSTILE_SERVER") == "" {
		t.Skip("the hostile load test's server process: TestHostileLoad starts it")
	}
	defer TuneGC()() // as deduce serve does
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	go func() {
		io.Copy(io.Discard, os.Stdin)
		cancel()
	}()
	s := New(Options{Workers: 2, WorkTime: hostileWorkTime, BodyTime: hostileBodyTime})
	fmt.Printf("HOSTILE %s\n", ln.Addr())
	if err := s.Serve(ctx, ln, nil); err != nil {
		t.Error(err)
	}
}

// hostileRequest sends one input over a connection of its own and returns
// the answer's status.
func hostileRequest(addr string, in hostileInput) (int, error) {
	conn, err := net.Dial("tcp", addr)
	if err != nil {
		return 0, err
	}
	defer conn.Close()
	conn.SetDeadline(time.Now().Add(time.Minute))
	method, ctype := in.method, in.ctype
	if method == "" {
		method, ctype = "POST", "application/json"
	}
	go func() {
		head := fmt.Sprintf("%s %s HTTP/1.1\r\nHost: %s\r\nConnection: close\r\n", method, in.path, addr)
		if method == "POST" {
			head += fmt.Sprintf("Content-Type: %s\r\nContent-Length: %d\r\nOrigin: http://%s\r\n", ctype, len(in.body), addr)
		}
		w := bufio.NewWriter(conn)
		w.WriteString(head + "\r\n")
		if in.slowBody {
			w.WriteString(in.body[:10])
			w.Flush()
			return // and never the rest
		}
		w.WriteString(in.body)
		w.Flush() // a server that answers before the whole body is read may make this fail
	}()
	resp, err := http.ReadResponse(bufio.NewReader(conn), nil)
	if err != nil {
		return 0, err
	}
	io.Copy(io.Discard, resp.Body)
	resp.Body.Close()
	return resp.StatusCode, nil
}

// loadAverage is the machine's load average over the last minute (0 where
// there is no /proc).
func loadAverage() float64 {
	b, err := os.ReadFile("/proc/loadavg")
	if err != nil {
		return 0
	}
	f := strings.Fields(string(b))
	if len(f) == 0 {
		return 0
	}
	v, _ := strconv.ParseFloat(f[0], 64)
	return v
}

// procMemory reads a process's resident memory and its peak (VmRSS, VmHWM)
// in bytes from /proc; zeros where there is no /proc.
func procMemory(pid int) (rss, peak int64) {
	b, err := os.ReadFile("/proc/" + strconv.Itoa(pid) + "/status")
	if err != nil {
		return 0, 0
	}
	for _, line := range strings.Split(string(b), "\n") {
		f := strings.Fields(line)
		if len(f) < 2 {
			continue
		}
		v, _ := strconv.ParseInt(f[1], 10, 64)
		switch f[0] {
		case "VmRSS:":
			rss = v << 10
		case "VmHWM:":
			peak = v << 10
		}
	}
	return rss, peak
}
