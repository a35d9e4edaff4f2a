package progress

import (
	"io"
	"os"
	"sync"

	"github.com/schollz/progressbar/v3"
	"golang.org/x/term"
)

// IsTerminal reports whether w is a terminal (an *os.File on a tty).
func IsTerminal(w io.Writer) bool {
	f, ok := w.(*os.File)
	return ok && term.IsTerminal(int(f.Fd()))
}

// Bar is one batch's progress. The zero of its behaviour (no terminal, or a
// batch of one) is silence: every method is then a no-op, so callers never
// test for it. A Bar is safe for concurrent use.
type Bar struct {
	mu  sync.Mutex
	bar *progressbar.ProgressBar
}

// New returns the progress display of a batch of total steps titled title
// ("generating", "solving"): a bar on w when w is a terminal and the batch
// has more than one step, silence otherwise.
func New(w io.Writer, total int, title string) *Bar {
	if total < 2 || !IsTerminal(w) {
		return &Bar{}
	}
	return newBar(w, total, title)
}

// newBar always draws (tests call it with a buffer).
func newBar(w io.Writer, total int, title string) *Bar {
	return &Bar{bar: progressbar.NewOptions(total,
		progressbar.OptionSetWriter(w),
		progressbar.OptionSetDescription(title),
		progressbar.OptionShowCount(),
		progressbar.OptionSetElapsedTime(true),
		progressbar.OptionSetPredictTime(true),
		progressbar.OptionClearOnFinish(),
		progressbar.OptionThrottle(100_000_000),
	)}
}

// Active reports whether the bar draws anything.
func (b *Bar) Active() bool { return b != nil && b.bar != nil }

// Start draws the empty bar (0 of total) so that the terminal is never
// silent while the first step runs.
func (b *Bar) Start() {
	if !b.Active() {
		return
	}
	b.mu.Lock()
	defer b.mu.Unlock()
	_ = b.bar.RenderBlank()
}

// Step counts one finished step.
func (b *Bar) Step() {
	if !b.Active() {
		return
	}
	b.mu.Lock()
	defer b.mu.Unlock()
	_ = b.bar.Add(1)
}

// Finish wipes the bar.
func (b *Bar) Finish() {
	if !b.Active() {
		return
	}
	b.mu.Lock()
	defer b.mu.Unlock()
	_ = b.bar.Finish()
}

// Writer returns w wrapped so that every write first wipes the bar (which
// the next Step redraws): for a stdout that shares the bar's terminal.
// Without an active bar it returns w itself.
func (b *Bar) Writer(w io.Writer) io.Writer {
	if !b.Active() {
		return w
	}
	return clearingWriter{b, w}
}

type clearingWriter struct {
	b *Bar
	w io.Writer
}

func (c clearingWriter) Write(p []byte) (int, error) {
	c.b.mu.Lock()
	defer c.b.mu.Unlock()
	_ = c.b.bar.Clear()
	return c.w.Write(p)
}
