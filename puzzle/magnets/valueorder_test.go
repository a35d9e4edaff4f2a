package magnets

import (
	"context"
	"fmt"
	"os"
	"slices"
	"strconv"
	"testing"

	"deduce/puzzle"
)

// BenchmarkValueOrder reproduces the Magnets report's option study (seed
// 000, section 3.3) on its own generator's puzzles, to see why `median`
// (0 first) backtracks most in deduce bench magnets-options, although the
// report chose it because 0 is the commonest value. For N = 10 (the
// report's size) and seeds 10000..10000+K-1 (K=200, or VO_N), the report's model (method report) is solved with leftmost
// labeling and the value orders step,up (−1, 0, +), median (0 first) and
// step,down (+, 0, −), reporting the average backtracks of each over all
// puzzles and over the halves with the fewer and the more blank cells in
// their planted solution, and the planted solutions' median blank share
// (how common 0 is).
func BenchmarkValueOrder(b *testing.B) {
	n, k := 10, 200
	if v, err := strconv.Atoi(os.Getenv("VO_N")); err == nil {
		k = v
	}
	labels := []string{"leftmost,step", "leftmost,median", "leftmost,step,down"}
	for b.Loop() {
		type run struct {
			share float64
			bt    []float64
		}
		var runs []run
		for seed := range int64(k) {
			p, s := GenerateReport(n, n, 10000+seed)
			r := run{share: blankShareOf(s)}
			for _, l := range labels {
				res, err := Kind{}.Solve(context.Background(), p, puzzle.SolveOptions{Method: "report", Label: l})
				if err != nil || res.Status != puzzle.Solved {
					b.Fatalf("seed %d %s: %v %v", seed, l, res.Status, err)
				}
				r.bt = append(r.bt, res.Stats["backtracks"])
			}
			runs = append(runs, r)
		}
		slices.SortFunc(runs, func(x, y run) int {
			switch {
			case x.share < y.share:
				return -1
			case x.share > y.share:
				return 1
			}
			return 0
		})
		b.ReportMetric(100*runs[len(runs)/2].share, "median-blank-%")
		// Paired: on how many puzzles median (0 first) backtracks more, and
		// less, than step (−1 first); and how much of median's total the
		// tenth of puzzles it backtracks most on makes.
		more, less := 0, 0
		var med []float64
		for _, r := range runs {
			switch {
			case r.bt[1] > r.bt[0]:
				more++
			case r.bt[1] < r.bt[0]:
				less++
			}
			med = append(med, r.bt[1])
		}
		slices.Sort(med)
		top, all := 0.0, 0.0
		for i, v := range med {
			all += v
			if i >= len(med)-len(med)/10 {
				top += v
			}
		}
		b.ReportMetric(float64(more), "median>step")
		b.ReportMetric(float64(less), "median<step")
		b.ReportMetric(100*top/max(all, 1), "median-top10%-share")
		for li, l := range labels {
			avg := func(rs []run) float64 {
				t := 0.0
				for _, r := range rs {
					t += r.bt[li]
				}
				return t / float64(len(rs))
			}
			name := l[len("leftmost,"):]
			b.ReportMetric(avg(runs), fmt.Sprintf("bt-%s", name))
			b.ReportMetric(avg(runs[:len(runs)/2]), fmt.Sprintf("bt-%s-fewblanks", name))
			b.ReportMetric(avg(runs[len(runs)/2:]), fmt.Sprintf("bt-%s-manyblanks", name))
		}
	}
}
