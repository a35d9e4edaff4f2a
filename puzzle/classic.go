package puzzle

import (
	"bufio"
	"context"
	"fmt"
	"io"
	"strings"
)

// ClassicPlayer is implemented by kinds whose source document has its own
// line loop for play (the Magnets report's playPuzzle, the Close or Far
// report's play): `deduce play --classic KIND` runs it, word for word; the
// other kinds get the command line's generic loop.
type ClassicPlayer interface {
	// PlayClassic runs the loop on c from the generator options opt
	// (sized: a size was given, so no prompt asks for it). It returns the
	// status of the last solve (Solved when the loop shows no solve), so
	// a loop that ends without a solution exits as solve would.
	PlayClassic(ctx context.Context, c *Console, opt GenerateOptions, sized bool) (Status, error)
}

// Console is a line-by-line conversation: prompts out, answers in, so a
// script or a test can drive a classic loop.
type Console struct {
	Out io.Writer
	in  *bufio.Scanner
}

// NewConsole reads answers from in and writes to out.
func NewConsole(in io.Reader, out io.Writer) *Console {
	return &Console{Out: out, in: bufio.NewScanner(in)}
}

// Ask writes prompt and reads one answer, trimmed; false at the end of
// the input (a newline is written then, so the output ends its line).
func (c *Console) Ask(prompt string) (string, bool) {
	fmt.Fprint(c.Out, prompt)
	if !c.in.Scan() {
		fmt.Fprintln(c.Out)
		return "", false
	}
	return strings.TrimSpace(c.in.Text()), true
}
