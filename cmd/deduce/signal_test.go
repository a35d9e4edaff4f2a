package main

import (
	"bytes"
	"context"
	"errors"
	"os"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"
)

// syncBuffer is a bytes.Buffer safe to write from the watcher goroutine.
type syncBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (s *syncBuffer) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(p)
}

func (s *syncBuffer) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.String()
}

func TestWatchSignals(t *testing.T) {
	tests := []struct {
		name    string
		signals []os.Signal
		grace   time.Duration
		cause   string // context.Cause after the first signal
		stderr  string
		within  time.Duration // exit called this soon after the last signal
	}{
		{"a second Ctrl-C exits at once", []os.Signal{os.Interrupt, os.Interrupt}, time.Hour,
			"interrupted by Ctrl-C (SIGINT)", "Ctrl-C (SIGINT) again: exiting at once", time.Second},
		{"SIGTERM then work that never stops: the backstop exits", []os.Signal{syscall.SIGTERM}, 50 * time.Millisecond,
			"interrupted by SIGTERM", "did not stop within 50ms", time.Second},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			ctx, cancel := context.WithCancelCause(context.Background())
			sigs := make(chan os.Signal, 2)
			exited := make(chan int, 1)
			var stderr syncBuffer
			go watchSignals(sigs, cancel, func(code int) { exited <- code }, &stderr, tt.grace)
			sigs <- tt.signals[0]
			<-ctx.Done()
			if got := context.Cause(ctx); got == nil || got.Error() != tt.cause {
				t.Errorf("cause %v, want %q", got, tt.cause)
			}
			if !errors.Is(ctx.Err(), context.Canceled) {
				t.Errorf("ctx.Err() = %v", ctx.Err())
			}
			for _, s := range tt.signals[1:] {
				sigs <- s
			}
			select {
			case code := <-exited:
				if code != exitUndecided {
					t.Errorf("exit code %d, want %d", code, exitUndecided)
				}
			case <-time.After(tt.within):
				t.Fatalf("no exit within %v", tt.within)
			}
			if !strings.Contains(stderr.String(), tt.stderr) {
				t.Errorf("stderr %q lacks %q", stderr.String(), tt.stderr)
			}
		})
	}
}
