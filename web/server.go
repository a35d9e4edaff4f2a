package web

import (
	"context"
	"embed"
	"errors"
	"fmt"
	"io/fs"
	"net"
	"net/http"
	"runtime"
	"time"
)

//go:embed assets
var assets embed.FS

// Options configure a Server.
type Options struct {
	MaxBody  int64         // request body limit in bytes (default 64 KiB)
	WorkTime time.Duration // work limit of one request, from its arrival to its answer (default 10 s)
	// BodyTime is how long a client has to send a request's headers and
	// body (default 10 s); a slower one is answered 408.
	BodyTime time.Duration
	// Workers is how many requests compute at once (default GOMAXPROCS);
	// the others wait their turn within their work time. The moves of a
	// game (parse, board, set) have as many slots again of their own.
	Workers int
	// ClientLimit is how many requests one client address may have in
	// flight when the server listens beyond the loopback address (default 8).
	ClientLimit int
	// CacheEntries and CacheBytes bound the answer cache (defaults 4096
	// answers, 32 MiB); CacheEntries < 0 turns it off.
	CacheEntries int
	CacheBytes   int
}

// Server is deduce's web application. Its zero state is ready after New; it
// holds no per-game state.
type Server struct {
	opt   Options
	mux   *http.ServeMux
	work  chan struct{} // the work limiter's slots
	quick chan struct{} // the slots of a game's moves (parse, board, set)
	cache *answerCache  // nil when off
	// origin refuses cross-origin POSTs (a form or fetch from another site).
	origin *http.CrossOriginProtection
	// loopbackOnly: the server listens on loopback, so it answers only to
	// loopback Host names (DNS rebinding); ListenAndServe sets it.
	loopbackOnly bool
	// clients limits the requests in flight per client address, when the
	// server listens beyond loopback (nil otherwise).
	clients *clientLimits
}

// New returns the application's handler.
func New(opt Options) *Server {
	if opt.MaxBody <= 0 {
		opt.MaxBody = DefaultMaxBody
	}
	if opt.BodyTime <= 0 {
		opt.BodyTime = 10 * time.Second
	}
	if opt.ClientLimit <= 0 {
		opt.ClientLimit = 8
	}
	if opt.WorkTime <= 0 {
		opt.WorkTime = 10 * time.Second
	}
	if opt.Workers <= 0 {
		opt.Workers = runtime.GOMAXPROCS(0)
	}
	if opt.CacheEntries == 0 {
		opt.CacheEntries = 4096
	}
	if opt.CacheBytes <= 0 {
		opt.CacheBytes = 32 << 20
	}
	s := &Server{opt: opt, mux: http.NewServeMux(), work: make(chan struct{}, opt.Workers),
		quick: make(chan struct{}, opt.Workers), origin: http.NewCrossOriginProtection()}
	if opt.CacheEntries > 0 {
		s.cache = newAnswerCache(opt.CacheEntries, opt.CacheBytes)
	}
	static, err := fs.Sub(assets, "assets/static")
	if err != nil {
		panic(err) // the embedded tree is part of the binary
	}
	s.mux.Handle("GET /static/", http.StripPrefix("/static/", http.FileServerFS(static)))
	s.mux.HandleFunc("GET /{$}", s.home)
	s.mux.HandleFunc("GET /play", s.playPage)
	s.mux.HandleFunc("GET /enter", s.enterPage)
	s.mux.HandleFunc("GET /explain", s.explainPage)
	s.mux.HandleFunc("POST /explain", s.explainPage)
	s.mux.HandleFunc("GET /print", s.printPage)
	s.mux.HandleFunc("GET /rules", s.rulesPage)
	s.mux.HandleFunc("GET /rules/{kind}", s.rulesPage)
	// Any other /api/ path answers in JSON, as the API does.
	s.mux.HandleFunc("/api/", func(w http.ResponseWriter, r *http.Request) {
		writeJSON(w, http.StatusNotFound, apiError{Error: "no such API call: " + r.URL.Path, Status: "error"})
	})
	s.mux.HandleFunc("/api/edit", s.editAPI)
	for path, h := range map[string]func(context.Context, Request) (any, error){
		"/api/solve": s.solve, "/api/count": s.count, "/api/grade": s.grade, "/api/explain": s.explain,
		"/api/hint": s.hint, "/api/generate": s.generate, "/api/parse": s.parse,
		"/api/board": s.board, "/api/set": s.set, "/api/solution": s.solution,
	} {
		s.mux.HandleFunc(path, s.api(h))
	}
	return s
}

// ServeHTTP implements http.Handler, with the headers every answer gets.
func (s *Server) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	w.Header().Set("X-Content-Type-Options", "nosniff")
	w.Header().Set("Content-Security-Policy", "default-src 'self'; img-src 'self' data:; style-src 'self' 'unsafe-inline'")
	release, ok := s.guard(w, r)
	if !ok {
		return
	}
	defer release()
	s.mux.ServeHTTP(w, r)
}

// DefaultMaxBody is the default request body limit: far above any real
// puzzle (an 8x9 logic grid is 0.5 KB, a 30x30 Magnets game ID 2 KB) and
// small enough that no reader can be kept busy long by one body.
const DefaultMaxBody = 64 << 10

// httpServer is the HTTP server deduce serve runs s with (the load test
// too): timeouts so a slow or stalled client cannot hold a connection.
// base is every request's parent context (cancelled at shutdown).
func (s *Server) httpServer(base context.Context) *http.Server {
	return &http.Server{Handler: s, ReadHeaderTimeout: s.opt.BodyTime, ReadTimeout: s.opt.BodyTime,
		WriteTimeout: s.opt.WorkTime + 30*time.Second, IdleTimeout: 2 * time.Minute, MaxHeaderBytes: 64 << 10,
		BaseContext: func(net.Listener) context.Context { return base }}
}

// drainTime is how long a shutdown lets the requests in flight finish
// before it cancels them; they then answer 503 "server shutting down"
// within answerGrace. Both fit in deduce's 2 s signal backstop.
const drainTime = time.Second

// ListenAndServe serves on addr until ctx ends, then shuts down gracefully:
// no new connections, the requests in flight get drainTime to finish, then
// their contexts are cancelled and they answer 503 before the server closes.
// On a loopback address it answers only to loopback Host names; beyond it,
// each client address may have ClientLimit requests in flight. ready is
// called with the URL once the socket listens.
func (s *Server) ListenAndServe(ctx context.Context, addr string, ready func(url string)) error {
	ln, err := net.Listen("tcp", addr)
	if err != nil {
		return err
	}
	return s.Serve(ctx, ln, ready)
}

// Serve is ListenAndServe on a listener of the caller's.
func (s *Server) Serve(ctx context.Context, ln net.Listener, ready func(url string)) error {
	if isLoopbackAddr(ln.Addr()) {
		s.loopbackOnly = true
	} else {
		s.clients = &clientLimits{max: s.opt.ClientLimit, inUse: map[string]int{}}
	}
	base, stop := context.WithCancelCause(context.Background())
	defer stop(nil)
	srv := s.httpServer(base)
	if ready != nil {
		ready(fmt.Sprintf("http://%s/", ln.Addr()))
	}
	done := make(chan error, 1)
	go func() { done <- srv.Serve(ln) }()
	select {
	case err := <-done:
		return err
	case <-ctx.Done():
	}
	dctx, cancel := context.WithTimeout(context.Background(), drainTime)
	err := srv.Shutdown(dctx)
	cancel()
	if err != nil {
		// Requests still in flight: cancel their work; they answer 503.
		stop(errShutdown)
		dctx, cancel := context.WithTimeout(context.Background(), answerGrace+200*time.Millisecond)
		err = srv.Shutdown(dctx)
		cancel()
		if err != nil {
			srv.Close()
		}
	}
	if e := <-done; e != nil && !errors.Is(e, http.ErrServerClosed) && err == nil {
		err = e
	}
	return err
}
