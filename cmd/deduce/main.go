package main

import (
	"context"
	"fmt"
	"io"
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
	go watchSignals(sigs, cancel, os.Exit, os.Stderr, signalGrace)
	// No signal.Stop before exiting: it waits for the runtime's signal
	// thread, which under load took up to 0.7 s after a SIGTERM.
	os.Exit(run(ctx, os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
}

// watchSignals cancels the work at the first signal (the cause names the
// signal, for the message), and exits with code 3 at a second signal or
// when the work has not stopped grace after the first.
func watchSignals(sigs <-chan os.Signal, cancel context.CancelCauseFunc, exit func(int), stderr io.Writer, grace time.Duration) {
	s := <-sigs
	cancel(fmt.Errorf("interrupted by %s", signalName(s)))
	select {
	case s = <-sigs:
		fmt.Fprintf(stderr, "deduce: %s again: exiting at once\n", signalName(s))
	case <-time.After(grace):
		fmt.Fprintf(stderr, "deduce: work did not stop within %v of the signal: exiting\n", grace)
	}
	exit(exitUndecided)
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
