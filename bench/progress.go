package bench

import (
	"fmt"
	"io"
	"os"
	"sync"

	"github.com/schollz/progressbar/v3"
	"golang.org/x/term"
)

// Progress is told about a long run as it goes. Implementations must be
// safe for concurrent use (workers report in parallel).
type Progress interface {
	Start(total int)
	Done(r Record)
	Finish()
}

// NewProgress picks the progress display for w: a bar when w is a terminal,
// one plain line per finished run otherwise (logs, CI, pipes).
func NewProgress(w io.Writer, title string) Progress {
	if f, ok := w.(*os.File); ok && term.IsTerminal(int(f.Fd())) {
		return &barProgress{w: w, title: title}
	}
	return &lineProgress{w: w, title: title}
}

// lineProgress prints "[3/40] title: series size=8 m08_02: solved 1.2 ms".
type lineProgress struct {
	mu          sync.Mutex
	w           io.Writer
	title       string
	total, done int
}

func (p *lineProgress) Start(total int) {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.total, p.done = total, 0
	fmt.Fprintf(p.w, "%s: %d runs\n", p.title, total)
}

func (p *lineProgress) Done(r Record) {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.done++
	what := r.Status
	if r.finished() {
		what += " " + fmtMS(r.TimeMS)
	}
	fmt.Fprintf(p.w, "[%d/%d] %s: %s size=%d %s: %s\n", p.done, p.total, p.title, r.Series, r.Size, r.Instance, what)
}

func (p *lineProgress) Finish() {}

// barProgress draws a progress bar that counts time-outs and errors as it goes.
type barProgress struct {
	mu               sync.Mutex
	w                io.Writer
	title            string
	bar              *progressbar.ProgressBar
	timeouts, errors int
}

func (p *barProgress) Start(total int) {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.bar = progressbar.NewOptions(total,
		progressbar.OptionSetWriter(p.w),
		progressbar.OptionSetDescription(p.title),
		progressbar.OptionShowCount(),
		progressbar.OptionSetElapsedTime(true),
		progressbar.OptionSetPredictTime(true),
		progressbar.OptionClearOnFinish(),
		progressbar.OptionThrottle(100_000_000),
	)
}

func (p *barProgress) Done(r Record) {
	p.mu.Lock()
	defer p.mu.Unlock()
	switch r.Status {
	case StatusTimeout:
		p.timeouts++
	case StatusError:
		p.errors++
	}
	if p.timeouts+p.errors > 0 {
		p.bar.Describe(fmt.Sprintf("%s (%d timeouts, %d errors)", p.title, p.timeouts, p.errors))
	}
	_ = p.bar.Add(1)
}

func (p *barProgress) Finish() {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.bar != nil {
		_ = p.bar.Finish()
		fmt.Fprintln(p.w)
	}
}
