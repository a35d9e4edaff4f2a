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
// cell), as bubbletea would deliver them. The board is drawn from the
// kind's layout: its labels, walls, clue list and progress line.
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
	g.Update(tea.WindowSizeMsg{Width: 60, Height: 14})
	g.Update(tea.KeyPressMsg{Code: 'C', Text: "C"})
	for _, line := range strings.Split(g.Screen(), "\n")[:11] {
		fmt.Println(strings.TrimRight(line, " "))
	}
	// Output:
	// deduce · toy · toy.txt                               ⏱ 00:00
	//       columns       So far
	// ◤      c1 c2 c3     toy progress: 4 of 9 filled
	// rows ┌─────────┐
	// r1   │(A)(B)[C]│ ✓  Clues (tab, or click, to strike out)
	//      ├─────────┤     ✓ 1. Toy clue: row 1 holds A, B and C
	// r2   │(B) ·  · │          once each.
	//      ├─────────┤       2. Toy clue: row 2 holds A, B and C
	// r3   │ ·  ·  · │          once each.
	//                  ◢     3. Toy clue: row 3 holds A, B and C
	//                           once each.
}
