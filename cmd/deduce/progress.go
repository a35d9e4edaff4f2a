package main

import "deduce/internal/progress"

// showProgress makes bar the command's progress display until the returned
// function is called: it draws the empty bar, and when stdout is the same
// terminal it routes stdout through the bar so each write wipes it first.
// Off a terminal the bar is silent and nothing changes.
func (a *app) showProgress(bar *progress.Bar) (done func()) {
	a.bar = bar
	bar.Start()
	out := a.stdout
	if bar.Active() && progress.IsTerminal(out) {
		a.stdout = bar.Writer(out)
	}
	return func() {
		bar.Finish()
		a.stdout, a.bar = out, nil
	}
}

// step counts one finished item of the current batch.
func (a *app) step() {
	if a.bar != nil {
		a.bar.Step()
	}
}
