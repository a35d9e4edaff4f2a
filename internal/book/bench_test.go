package book

import (
	"bytes"
	"testing"
)

// BenchmarkBook lays out and writes a 20-puzzle book with solutions, per
// kind and format (generation excluded: puzzles are made once up front).
// Run: go test ./internal/book -run ^$ -bench Book -benchtime 20x -count 5
func BenchmarkBook(b *testing.B) {
	for _, k := range kinds {
		entries := generate(b, k, 20)
		b.Run(k.Name()+"/pdf", func(b *testing.B) {
			for b.Loop() {
				pages, err := Layout(entries, Options{Paper: Papers[0], Solutions: true})
				if err != nil {
					b.Fatal(err)
				}
				var buf bytes.Buffer
				if err := PDF(&buf, pages, Papers[0], ""); err != nil {
					b.Fatal(err)
				}
				b.ReportMetric(float64(buf.Len())/1024, "KiB")
			}
		})
		b.Run(k.Name()+"/html", func(b *testing.B) {
			for b.Loop() {
				pages, err := Layout(entries, Options{Paper: Papers[0], Solutions: true})
				if err != nil {
					b.Fatal(err)
				}
				b.ReportMetric(float64(len(HTML(pages, Papers[0], "")))/1024, "KiB")
			}
		})
	}
}
