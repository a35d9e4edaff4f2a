package web

import (
	"context"
	"errors"
	"fmt"
	"io"
	"mime"
	"net"
	"net/http"
	"os"
	"strings"
	"sync"
	"time"
)

// The server's perimeter and its work limiter: what every request passes
// before any puzzle code runs, and how its work is held to its time.

// answerGrace is how long after its work time a request still waits for
// work that has not stopped (a loop between two context checks) before it
// answers "out of time" anyway; the work keeps its slot until it really
// ends, so memory stays bounded while the answer stays on time.
const answerGrace = 250 * time.Millisecond

// errOutOfTime is the one answer of every endpoint and page whose work did
// not finish within the work time (HTTP 503). Such answers are never cached.
var errOutOfTime = errors.New("out of work time")

// errShutdown ends the requests in flight when the server shuts down.
var errShutdown = errors.New("server shutting down")

// outOfTime is the error for a request whose work time ran out (or whose
// client left, or the server is stopping).
func (s *Server) outOfTime(ctx context.Context) error {
	if cause := context.Cause(ctx); errors.Is(cause, errShutdown) {
		return &httpError{http.StatusServiceUnavailable, cause}
	}
	return &httpError{http.StatusServiceUnavailable, fmt.Errorf("%w (%v): the puzzle is too hard or too large for the web app; try the command line, which has --timeout", errOutOfTime, s.opt.WorkTime)}
}

// run computes f under the work limiter: it waits for a slot of pool (within
// ctx), runs f in a goroutine of its own and answers when f returns, or at
// most answerGrace after ctx ends, whichever is first. The slot is freed
// when f returns, not when the request answers.
func (s *Server) run(ctx context.Context, pool chan struct{}, f func(ctx context.Context) (any, error)) (any, error) {
	select {
	case pool <- struct{}{}:
	case <-ctx.Done():
		if errors.Is(context.Cause(ctx), errShutdown) {
			return nil, s.outOfTime(ctx)
		}
		return nil, &httpError{http.StatusServiceUnavailable, fmt.Errorf("server busy: no worker free within the work time (%v); try again", s.opt.WorkTime)}
	}
	type result struct {
		out any
		err error
	}
	done := make(chan result, 1)
	go func() {
		defer func() { <-pool }()
		defer func() {
			if v := recover(); v != nil {
				done <- result{nil, fmt.Errorf("internal error: %v", v)}
			}
		}()
		out, err := f(ctx)
		done <- result{out, err}
	}()
	var r result
	select {
	case r = <-done:
	case <-ctx.Done():
		t := time.NewTimer(answerGrace)
		defer t.Stop()
		select {
		case r = <-done:
		case <-t.C:
			return nil, s.outOfTime(ctx)
		}
	}
	if r.err != nil && ctx.Err() != nil && !isInputError(r.err) {
		return nil, s.outOfTime(ctx)
	}
	if r.err == nil && ctx.Err() != nil && !complete(r.out) {
		return nil, s.outOfTime(ctx)
	}
	return r.out, r.err
}

// isInputError tells errors about the request itself (4xx) from the rest.
func isInputError(err error) bool {
	c := statusOf(err)
	return c >= 400 && c < 500
}

// guard is the perimeter, before any handler: the Host check (DNS
// rebinding), the cross-origin check of POSTs and the per-client limit.
func (s *Server) guard(w http.ResponseWriter, r *http.Request) (release func(), ok bool) {
	if s.loopbackOnly && !loopbackHost(r.Host) {
		refuse(w, r, http.StatusMisdirectedRequest, fmt.Sprintf("host %q refused: this server listens on the loopback address and answers only to localhost, 127.0.0.1 or [::1] (a protection against DNS rebinding)", r.Host))
		return nil, false
	}
	if err := s.origin.Check(r); err != nil {
		refuse(w, r, http.StatusForbidden, "cross-origin request refused: POST from the app's own pages, or from a client that sends no Origin header")
		return nil, false
	}
	if s.clients == nil {
		return func() {}, true
	}
	ip := clientIP(r)
	if !s.clients.acquire(ip) {
		w.Header().Set("Retry-After", "1")
		refuse(w, r, http.StatusTooManyRequests, fmt.Sprintf("too many requests at once from %s (at most %d)", ip, s.opt.ClientLimit))
		return nil, false
	}
	return func() { s.clients.release(ip) }, true
}

// refuse answers a refused request: JSON for the API, text for the rest.
func refuse(w http.ResponseWriter, r *http.Request, code int, msg string) {
	if strings.HasPrefix(r.URL.Path, "/api/") {
		writeJSON(w, code, apiError{Error: msg, Status: "error"})
		return
	}
	http.Error(w, msg, code)
}

// loopbackHost tells whether a Host header names this machine's loopback
// interface: localhost (and its subdomains, which resolve to it), an IPv4
// address in 127/8 or [::1], with or without a port.
func loopbackHost(host string) bool {
	h := host
	if hh, _, err := net.SplitHostPort(host); err == nil {
		h = hh
	}
	h = strings.TrimSuffix(strings.ToLower(strings.Trim(h, "[]")), ".")
	if h == "localhost" || strings.HasSuffix(h, ".localhost") {
		return true
	}
	ip := net.ParseIP(h)
	return ip != nil && ip.IsLoopback()
}

// isLoopbackAddr tells whether a listener's address is a loopback one.
func isLoopbackAddr(a net.Addr) bool {
	ta, ok := a.(*net.TCPAddr)
	return ok && ta.IP.IsLoopback()
}

func clientIP(r *http.Request) string {
	if h, _, err := net.SplitHostPort(r.RemoteAddr); err == nil {
		return h
	}
	return r.RemoteAddr
}

// clientLimits counts the requests in flight per client address.
type clientLimits struct {
	mu    sync.Mutex
	max   int
	inUse map[string]int
}

func (c *clientLimits) acquire(ip string) bool {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.inUse[ip] >= c.max {
		return false
	}
	c.inUse[ip]++
	return true
}

func (c *clientLimits) release(ip string) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.inUse[ip]--; c.inUse[ip] <= 0 {
		delete(c.inUse, ip)
	}
}

// readJSONBody reads an API request's body: JSON only, at most MaxBody
// bytes, within the server's read timeout.
func (s *Server) readJSONBody(w http.ResponseWriter, r *http.Request) ([]byte, error) {
	mt, _, err := mime.ParseMediaType(r.Header.Get("Content-Type"))
	if err != nil || mt != "application/json" {
		return nil, &httpError{http.StatusUnsupportedMediaType,
			fmt.Errorf("send the request as JSON with the header Content-Type: application/json (got %q)", r.Header.Get("Content-Type"))}
	}
	raw, err := io.ReadAll(http.MaxBytesReader(w, r.Body, s.opt.MaxBody))
	if err != nil {
		return nil, bodyError(err, s.opt.MaxBody)
	}
	return raw, nil
}

// bodyError words a failure to read a request body for the client: too
// large 413, too slow 408, cut off 400; never the socket's own message,
// which names the server's address.
func bodyError(err error, limit int64) error {
	var mb *http.MaxBytesError
	var ne net.Error
	switch {
	case errors.As(err, &mb):
		return &httpError{http.StatusRequestEntityTooLarge, fmt.Errorf("request body over the limit of %d bytes", limit)}
	case errors.Is(err, os.ErrDeadlineExceeded), errors.As(err, &ne) && ne.Timeout():
		return &httpError{http.StatusRequestTimeout, errors.New("the request body did not arrive in time")}
	}
	return badRequest("the request body was cut off before its end")
}

// formError words a failure of ParseForm: the body's as bodyError, a
// malformed form as itself.
func formError(err error, limit int64) error {
	var mb *http.MaxBytesError
	var oe *net.OpError
	if errors.As(err, &mb) || errors.As(err, &oe) || errors.Is(err, os.ErrDeadlineExceeded) || errors.Is(err, io.ErrUnexpectedEOF) {
		return bodyError(err, limit)
	}
	return badRequest("bad form: %v", err)
}
