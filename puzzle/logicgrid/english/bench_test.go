package english

import (
	"context"
	"os"
	"path/filepath"
	"testing"

	"deduce/puzzle"
	"deduce/puzzle/logicgrid"
)

// BenchmarkReadSolve times reading plus solving (default method) of every
// test puzzle of each style; the target is under 10 ms per puzzle.
func BenchmarkReadSolve(b *testing.B) {
	for _, style := range []string{"zebralogic", "magazine"} {
		files, _ := filepath.Glob(filepath.Join("testdata", style, "*.txt"))
		var data [][]byte
		for _, f := range files {
			d, err := os.ReadFile(f)
			if err != nil {
				b.Fatal(err)
			}
			data = append(data, d)
		}
		b.Run(style, func(b *testing.B) {
			for i := 0; i < b.N; i++ {
				d := data[i%len(data)]
				p, err := Read("bench", d)
				if err != nil {
					b.Fatal(err)
				}
				r, err := logicgrid.Solve(context.Background(), p, puzzle.SolveOptions{})
				if err != nil || r.Status != puzzle.Solved {
					b.Fatalf("%v %v", r.Status, err)
				}
			}
		})
	}
}

// BenchmarkRead times reading alone, over every test puzzle that reads
// (testdata also holds puzzles that must be refused: diagnose, errors).
func BenchmarkRead(b *testing.B) {
	files, _ := filepath.Glob(filepath.Join("testdata", "*", "*.txt"))
	var data [][]byte
	for _, f := range files {
		d, _ := os.ReadFile(f)
		if _, err := Read("bench", d); err == nil {
			data = append(data, d)
		}
	}
	if len(data) < 300 {
		b.Fatalf("only %d of %d test puzzles read", len(data), len(files))
	}
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if _, err := Read("bench", data[i%len(data)]); err != nil {
			b.Fatal(err)
		}
	}
}
