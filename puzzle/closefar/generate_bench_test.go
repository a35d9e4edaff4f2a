package closefar

import (
	"context"
	"fmt"
	"slices"
	"testing"
	"time"

	"deduce/puzzle"
)

// genBenchSeeds is how many seeds each round of BenchmarkGenerate draws
// (seeds 1..genBenchSeeds): enough for a median, a p90 and a maximum.
const genBenchSeeds = 20

// BenchmarkGenerate makes unique graded puzzles (the default generator, any
// difficulty) of every size 6..16 for seeds 1..20 per round, and reports the
// median, p90 and maximum time per puzzle over all rounds (wall clock, and
// the process's CPU time, which a loaded machine disturbs less), the share that
// kept the classic shape and the mean number of extra hints. Run with
// -benchtime=1x for one pass over the seeds.
func BenchmarkGenerate(b *testing.B) {
	for n := 6; n <= 16; n++ {
		b.Run(fmt.Sprintf("N=%d", n), func(b *testing.B) {
			var times, cpu []time.Duration
			classic, extra, total := 0, 0, 0
			for i := 0; i < b.N; i++ {
				for seed := int64(1); seed <= genBenchSeeds; seed++ {
					start, cpu0 := time.Now(), cpuTime()
					g, err := (Kind{}).Generate(context.Background(), puzzle.GenerateOptions{Width: n, Seed: seed})
					times = append(times, time.Since(start))
					cpu = append(cpu, cpuTime()-cpu0)
					if err != nil {
						b.Fatal(err)
					}
					total++
					if p := g.Puzzle.(*Puzzle); p.Classic() {
						classic++
					} else {
						extra += p.HintCount() - n
					}
				}
			}
			reportQuantiles(b, times, "")
			reportQuantiles(b, cpu, "cpu-")
			b.ReportMetric(float64(classic)/float64(total), "classic-share")
			b.ReportMetric(float64(extra)/float64(total), "extra-hints/puzzle")
		})
	}
}

// reportQuantiles reports the median, p90 and maximum of times in ms
// (nearest rank), replacing ns/op, which would be per 20 puzzles.
func reportQuantiles(b *testing.B, times []time.Duration, prefix string) {
	s := slices.Clone(times)
	slices.Sort(s)
	q := func(p float64) float64 {
		k := int(p*float64(len(s))+0.999999) - 1
		k = max(0, min(k, len(s)-1))
		return float64(s[k].Microseconds()) / 1000
	}
	b.ReportMetric(q(0.5), prefix+"median-ms")
	b.ReportMetric(q(0.9), prefix+"p90-ms")
	b.ReportMetric(float64(s[len(s)-1].Microseconds())/1000, prefix+"max-ms")
	b.ReportMetric(0, "ns/op")
}
