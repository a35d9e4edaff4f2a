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
	MaxBody  int64         // request body limit in bytes (default 1 MiB)
	WorkTime time.Duration // work limit of one request (default 10 s)
	// Workers is how many API requests compute at once (default GOMAXPROCS);
	// the others wait their turn within their work time.
	Workers int
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
	cache *answerCache  // nil when off
}

// New returns the application's handler.
func New(opt Options) *Server {
	if opt.MaxBody <= 0 {
		opt.MaxBody = 1 << 20
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
	s := &Server{opt: opt, mux: http.NewServeMux(), work: make(chan struct{}, opt.Workers)}
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
	s.mux.ServeHTTP(w, r)
}

// httpServer is the HTTP server deduce serve runs s with (the load test
// too): timeouts so a slow or stalled client cannot hold a connection.
func (s *Server) httpServer() *http.Server {
	return &http.Server{Handler: s, ReadHeaderTimeout: 10 * time.Second, ReadTimeout: 30 * time.Second,
		WriteTimeout: s.opt.WorkTime + 30*time.Second, IdleTimeout: 2 * time.Minute, MaxHeaderBytes: 64 << 10}
}

// ListenAndServe serves on addr until ctx ends, then shuts down gracefully
// (in-flight requests get up to 5 s). ready is called with the URL once the
// socket listens.
func (s *Server) ListenAndServe(ctx context.Context, addr string, ready func(url string)) error {
	ln, err := net.Listen("tcp", addr)
	if err != nil {
		return err
	}
	srv := s.httpServer()
	if ready != nil {
		ready(fmt.Sprintf("http://%s/", ln.Addr()))
	}
	done := make(chan error, 1)
	go func() { done <- srv.Serve(ln) }()
	select {
	case err := <-done:
		return err
	case <-ctx.Done():
		sctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
		defer cancel()
		err := srv.Shutdown(sctx)
		if e := <-done; e != nil && !errors.Is(e, http.ErrServerClosed) && err == nil {
			err = e
		}
		return err
	}
}
