package fd

import (
	"context"
	"time"
)

// Stats are the engine's counters; see the package documentation for what
// each one counts (Backtracks is SICStus's fd_statistics count).
type Stats struct {
	Backtracks   int64
	Failures     int64
	Nodes        int64
	Propagations int64
	Solutions    int64
	MaxDepth     int64
	Restarts     int64 // restarts of Search (not in Counters: Label never restarts)
	Elapsed      time.Duration
}

// Counter is one named statistic.
type Counter struct {
	Name  string
	Value int64 // Elapsed is in nanoseconds
}

// Counters lists the statistics by name, in a fixed order, for reports.
func (st Stats) Counters() []Counter {
	return []Counter{
		{"backtracks", st.Backtracks},
		{"failures", st.Failures},
		{"nodes", st.Nodes},
		{"propagations", st.Propagations},
		{"solutions", st.Solutions},
		{"max_depth", st.MaxDepth},
		{"elapsed_ns", int64(st.Elapsed)},
	}
}

// Stats returns the counters accumulated since New or ResetStats.
func (s *Store) Stats() Stats { return s.stats }

// ResetStats zeroes the counters.
func (s *Store) ResetStats() { s.stats = Stats{} }

type nodeLimitKey struct{}

// WithNodeLimit returns a context that limits every search run under it to
// at most n nodes; a search that reaches it returns an error wrapping ErrLimit.
func WithNodeLimit(ctx context.Context, n int64) context.Context {
	return context.WithValue(ctx, nodeLimitKey{}, n)
}

func nodeLimit(ctx context.Context) int64 {
	if n, ok := ctx.Value(nodeLimitKey{}).(int64); ok {
		return n
	}
	return -1
}
