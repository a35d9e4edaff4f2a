package logicgrid

import (
	"fmt"
	"strings"
	"testing"
)

// bigStatusPuzzle is the largest board the web app serves (8 domains of 8
// items: a 56x56 board) with a "different" clue per item pair of
// neighbouring domains.
func bigStatusPuzzle(tb testing.TB) *Puzzle {
	tb.Helper()
	var b strings.Builder
	b.WriteString("8\n")
	for d := range 8 {
		fmt.Fprintf(&b, "D%d", d)
		for i := range 8 {
			fmt.Fprintf(&b, ":d%di%d", d, i)
		}
		b.WriteByte('\n')
	}
	b.WriteString("Clues:\n")
	for d := 1; d < 8; d++ {
		for i := range 8 {
			fmt.Fprintf(&b, "d%di%d*d%di%d\n", d-1, i, d, (i+1)%8)
		}
	}
	p, err := Parse("big", []byte(b.String()))
	if err != nil {
		tb.Fatal(err)
	}
	return p
}

// BenchmarkStatusLargestWebBoard is one /api/board status of the largest
// web board: the web asks for it on every move.
func BenchmarkStatusLargestWebBoard(b *testing.B) {
	p := bigStatusPuzzle(b)
	k := Kind{}
	board := k.NewBoard(p)
	for b.Loop() {
		k.Status(p, board)
	}
}
