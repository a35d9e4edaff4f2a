package main

import (
	"fmt"
	"net"

	"github.com/spf13/cobra"

	"deduce/web"
)

func init() { register(newServeCmd) }

func newServeCmd(a *app) *cobra.Command {
	var addr string
	var cache int
	var opt web.Options
	cmd := &cobra.Command{
		Use:   "serve [--addr 127.0.0.1:8080]",
		Short: "Start the local web app: play, enter, solve, explain and print puzzles",
		Long: `Start deduce's web application: pages to play a puzzle (click or keys, undo,
check so far, hints, solve, a timer and a shareable link), to enter one (any
format deduce reads, with live positioned errors, and a board editor for the kinds with one),
a step-by-step walkthrough, and a printable sheet; and a JSON API:
POST /api/solve, /api/count, /api/grade, /api/explain, /api/hint, /api/generate.

It binds to the loopback address unless told otherwise (and then answers
only to loopback host names), prints its URL, and stops cleanly on Ctrl-C or
SIGTERM: requests in flight get 1 s to finish, then answer 503. Every
request is bounded: its body (--max-body), its time (--work-time, answered
within it plus 0.25 s), and the requests computing at once (--workers);
beyond loopback, each client address has --client-limit requests in flight.
See docs/guide/web.md.`,
		Args: noArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			host, _, err := net.SplitHostPort(addr)
			if err != nil {
				return &usageError{fmt.Errorf("bad --addr %q: %v", addr, err)}
			}
			if ip := net.ParseIP(host); host != "localhost" && (ip == nil || !ip.IsLoopback()) {
				fmt.Fprintf(a.stderr, "deduce: warning: serving on %s, reachable from other machines\n", addr)
			}
			if opt.CacheEntries = cache; cache <= 0 {
				opt.CacheEntries = -1 // off
			}
			defer web.TuneGC()()
			srv := web.New(opt)
			return srv.ListenAndServe(cmd.Context(), addr, func(url string) {
				fmt.Fprintf(a.stdout, "deduce serving on %s (Ctrl-C stops)\n", url)
			})
		},
	}
	cmd.Flags().StringVar(&addr, "addr", "127.0.0.1:8080", "address to listen on (host:port; port 0 picks a free one)")
	cmd.Flags().Int64Var(&opt.MaxBody, "max-body", web.DefaultMaxBody, "largest request body in bytes")
	cmd.Flags().IntVar(&opt.Workers, "workers", 0, "requests computing at once (default: the number of CPUs); game moves have as many slots again")
	cmd.Flags().IntVar(&opt.ClientLimit, "client-limit", 8, "requests in flight per client address when serving beyond loopback")
	cmd.Flags().DurationVar(&opt.WorkTime, "work-time", 0, "work limit of one request (default 10s)")
	cmd.Flags().IntVar(&cache, "cache", 4096, "answers kept for repeated requests (0: none, every request computes)")
	return cmd
}
