package tui_test

import (
	"context"
	"fmt"
	"strings"
	"time"

	tea "charm.land/bubbletea/v2"

	"deduce/internal/tui"
	"deduce/internal/tui/toykind"
)

// A game is a bubbletea model: feed it messages, read its screen. Here the
// toy kind's puzzle gets a window size and one key press (C into the cursor
// cell), as bubbletea would deliver them.
func Example() {
	k := toykind.Kind{}
	p, _ := k.Parse("toy.txt", []byte(toykind.Start))
	sol, _ := tui.Prepare(context.Background(), k, p)
	start := time.Date(2026, 1, 1, 12, 0, 0, 0, time.UTC)
	g, err := tui.New(tui.Config{Kind: k, Puzzle: p, Solution: sol, Source: "toy.txt",
		Now: func() time.Time { return start }, NoColor: true})
	if err != nil {
		fmt.Println(err)
		return
	}
	g.Update(tea.WindowSizeMsg{Width: 40, Height: 12})
	g.Update(tea.KeyPressMsg{Code: 'C', Text: "C"})
	for _, line := range strings.Split(g.Screen(), "\n")[:9] {
		fmt.Println(strings.TrimRight(line, " "))
	}
	// Output:
	// deduce · toy · toy.txt           ⏱ 00:00
	// ┌───┬───┬───┐
	// │(A)│(B)│[C]│
	// ├───┼───┼───┤
	// │(B)│   │   │
	// ├───┼───┼───┤
	// │   │   │   │
	// └───┴───┴───┘
	// rules: 1/6 met
}
