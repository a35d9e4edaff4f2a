package bench_test

import (
	"context"
	"fmt"
	"os"

	"deduce/bench"
)

func ExampleParseSizes() {
	sizes, err := bench.ParseSizes("2..16/2")
	fmt.Println(sizes, err)
	sizes, err = bench.ParseSizes("6..8,10")
	fmt.Println(sizes, err)
	// Output:
	// [2 4 6 8 10 12 14 16] <nil>
	// [6 7 8 10] <nil>
}

// A timeout is counted and shown, never averaged as a time: the mean becomes
// a lower bound that counts it at the limit.
func ExampleSummarize() {
	s := bench.Summarize([]bench.Record{
		{Status: bench.StatusSolved, TimeMS: 12},
		{Status: bench.StatusSolved, TimeMS: 20},
		{Status: bench.StatusTimeout, TimeMS: 1000},
	}, 1000)
	fmt.Println(s.Solved, s.Timeouts, s.MinCell(), "|", s.MeanCell(), "|", s.MaxCell(), "|", s.MedianCell())
	// Output: 2 1 12.0 ms | ≥ 344 ms (1 t/o) | > 1000 ms | 20.0 ms
}

func ExampleTable_Markdown() {
	t := bench.Table{Title: "Demo", Header: []string{"size", "avg"}, Rows: [][]string{{"6", "1.20 ms"}}}
	_ = t.Markdown(os.Stdout)
	// Output:
	// ### Demo
	//
	// | size | avg |
	// |---|---|
	// | 6 | 1.20 ms |
}

// Run fails with an error that names what is missing, rather than print
// numbers for a kind that is not there.
func ExampleRun() {
	_, err := bench.Run(context.Background(), "magnets-table1", bench.Config{Kind: "nosuchkind"}, bench.RunOptions{})
	fmt.Println(err != nil)
	// Output: true
}

func ExampleSuites() {
	for _, s := range bench.Suites() {
		fmt.Println(s.Name)
	}
	// Output:
	// closefar-heuristics
	// english
	// explain
	// logicgrid-thesis
	// magnets-options
	// magnets-table1
	// peers
}
