package tui

import (
	"context"
	"errors"
	"io"

	tea "charm.land/bubbletea/v2"
)

// Run plays g on the terminal behind in and out until the player quits or ctx
// ends, and restores the terminal on the way out (bubbletea does, also after
// Ctrl-C, which arrives as a key press in raw mode). It returns the game as it
// ended, so the caller can report a failed save.
func Run(ctx context.Context, g *Game, in io.Reader, out io.Writer) (*Game, error) {
	opts := []tea.ProgramOption{tea.WithContext(ctx)}
	if in != nil {
		opts = append(opts, tea.WithInput(in))
	}
	if out != nil {
		opts = append(opts, tea.WithOutput(out))
	}
	if g.ctx == context.Background() {
		g.ctx = ctx
	}
	m, err := tea.NewProgram(g, opts...).Run()
	if end, ok := m.(*Game); ok && end != nil {
		g = end
	}
	if err != nil && (ctx.Err() != nil || errors.Is(err, tea.ErrInterrupted)) {
		// Interrupted from outside (SIGINT or SIGTERM sent to the process, a
		// deadline): the terminal is restored; keep the game like q does.
		if g.cfg.SavePath != "" && !g.quitting {
			g.saveErr = g.saveTo(g.cfg.SavePath)
		}
		return g, nil
	}
	return g, err
}
