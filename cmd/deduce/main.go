package main

import (
	"context"
	"fmt"
	"os"
	"os/signal"
	"syscall"
	"time"
)

// signalGrace is how long work may take to stop after Ctrl-C or SIGTERM
// before deduce exits anyway. Every long loop checks its context far more
// often than this (the long tests hold commands to 0.5 s); the backstop only
// keeps a missed check from ever making deduce ignore a signal.
const signalGrace = 2 * time.Second

func main() {
	// Ctrl-C and SIGTERM (timeout(1), a job runner) cancel work the same
	// way, so long commands still print what finished and say what they
	// stopped. A second signal exits at once.
	ctx, cancel := context.WithCancelCause(context.Background())
	sigs := make(chan os.Signal, 2)
	signal.Notify(sigs, os.Interrupt, syscall.SIGTERM)
	go func() {
		s := <-sigs
		cancel(fmt.Errorf("interrupted by %s", signalName(s)))
		select {
		case s = <-sigs:
			fmt.Fprintf(os.Stderr, "deduce: %s again: exiting at once\n", signalName(s))
		case <-time.After(signalGrace):
			fmt.Fprintf(os.Stderr, "deduce: work did not stop within %v of the signal: exiting\n", signalGrace)
		}
		os.Exit(exitUndecided)
	}()
	code := run(ctx, os.Args[1:], os.Stdin, os.Stdout, os.Stderr)
	signal.Stop(sigs)
	os.Exit(code)
}

func signalName(s os.Signal) string {
	switch s {
	case os.Interrupt:
		return "Ctrl-C (SIGINT)"
	case syscall.SIGTERM:
		return "SIGTERM"
	}
	return s.String()
}
