package main

import (
	"context"
	"io"
	"sync"
)

// ctxReader makes waiting on standard input stop when the command's context
// ends (Ctrl-C, SIGTERM, --timeout): a plain Read on a terminal or a pipe
// would block until the other side writes, whatever the signal handler
// cancels. Each Read runs in a goroutine; when the context ends first, Read
// returns the context's error and that goroutine is left to the process exit
// (its buffer is its own, so it never writes into a caller's slice late).
type ctxReader struct {
	r       io.Reader
	mu      sync.Mutex
	ctx     context.Context
	pending chan readResult // a Read still running from an earlier call
	stopped error           // the context error a Read returned, if any
}

type readResult struct {
	b   []byte
	err error
}

func newCtxReader(ctx context.Context, r io.Reader) *ctxReader { return &ctxReader{r: r, ctx: ctx} }

// setContext makes later Reads stop with ctx (a command's own context, with
// its --timeout).
func (c *ctxReader) setContext(ctx context.Context) {
	c.mu.Lock()
	c.ctx = ctx
	c.mu.Unlock()
}

// Context is the context Reads stop with: puzzle.ReadInput reads files
// under it too (puzzle.ContextReader).
func (c *ctxReader) Context() context.Context { return c.context() }

func (c *ctxReader) context() context.Context {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.ctx
}

func (c *ctxReader) Read(p []byte) (int, error) {
	c.mu.Lock()
	ctx := c.ctx
	c.mu.Unlock()
	if err := ctx.Err(); err != nil {
		return 0, c.stop(err)
	}
	if c.pending == nil {
		ch := make(chan readResult, 1)
		buf := make([]byte, len(p))
		go func() {
			n, err := c.r.Read(buf)
			ch <- readResult{buf[:n], err}
		}()
		c.pending = ch
	}
	select {
	case res := <-c.pending:
		c.pending = nil
		n := copy(p, res.b)
		if n < len(res.b) { // a smaller p than the read that was pending: keep the rest
			rest := make(chan readResult, 1)
			rest <- readResult{res.b[n:], res.err}
			c.pending = rest
			return n, nil
		}
		return n, res.err
	case <-ctx.Done():
		return 0, c.stop(ctx.Err())
	}
}

func (c *ctxReader) stop(err error) error {
	c.mu.Lock()
	c.stopped = err
	c.mu.Unlock()
	return err
}

// interrupted returns the context error a Read was stopped by: a command
// that takes a failed read for the end of its input (play's prompts) still
// exits with code 3 and says it was interrupted.
func (c *ctxReader) interrupted() error {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.stopped
}
