package logicgrid

import (
	"bufio"
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"testing"
	"time"

	"deduce/puzzle"
)

// The step-check sweep as data: LOGICGRID_STEP_DUMP=file writes every
// step of the long sweep's 300 generated puzzles and of the ZebraLogic
// sample (testdata/zebralogic) as JSON lines; LOGICGRID_STEP_MEASURE=file
// reads them back and checks every step, printing the distribution of
// check times and work. Explaining is the slow part (minutes); the dump
// lets the checks be measured again and again without it.

type sweptStep struct {
	Set  string      `json:"set"`  // "bound" or "zebralogic"
	Name string      `json:"name"` // boundPuzzle's index or the file name
	Step puzzle.Step `json:"step"`
}

func sweepPuzzle(t testing.TB, set, name string) *Puzzle {
	t.Helper()
	if set == "bound" {
		i, err := strconv.Atoi(name)
		if err != nil {
			t.Fatal(err)
		}
		return boundPuzzle(t, i)
	}
	return load(t, filepath.Join("testdata/zebralogic", name))
}

func TestStepSweepDump(t *testing.T) {
	out := os.Getenv("LOGICGRID_STEP_DUMP")
	if out == "" {
		t.Skip("LOGICGRID_STEP_DUMP not set")
	}
	f, err := os.Create(out)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	w := bufio.NewWriter(f)
	defer w.Flush()
	enc := json.NewEncoder(w)
	names := []struct{ set, name string }{}
	zl, _ := filepath.Glob("testdata/zebralogic/*.txt")
	for _, z := range zl {
		names = append(names, struct{ set, name string }{"zebralogic", filepath.Base(z)})
	}
	for i := 0; i < 300; i++ {
		names = append(names, struct{ set, name string }{"bound", strconv.Itoa(i)})
	}
	for _, nm := range names {
		p := sweepPuzzle(t, nm.set, nm.name)
		ex, err := Explain(context.Background(), p, nil)
		if err != nil {
			t.Fatalf("%s %s: %v", nm.set, nm.name, err)
		}
		for _, st := range ex.Steps {
			if err := enc.Encode(sweptStep{nm.set, nm.name, st}); err != nil {
				t.Fatal(err)
			}
		}
		w.Flush()
		t.Logf("%s %s: %d steps", nm.set, nm.name, len(ex.Steps))
	}
}

func TestStepSweepMeasure(t *testing.T) {
	in := os.Getenv("LOGICGRID_STEP_MEASURE")
	if in == "" {
		t.Skip("LOGICGRID_STEP_MEASURE not set")
	}
	f, err := os.Open(in)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	type meas struct {
		at   string
		d    time.Duration
		work int64
	}
	bySet := map[string][]meas{}
	puzzles := map[string]*Puzzle{}
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 1<<24)
	for sc.Scan() {
		var s sweptStep
		if err := json.Unmarshal(sc.Bytes(), &s); err != nil {
			t.Fatal(err)
		}
		key := s.Set + "/" + s.Name
		p := puzzles[key]
		if p == nil {
			p = sweepPuzzle(t, s.Set, s.Name)
			puzzles = map[string]*Puzzle{key: p}
		}
		t0 := time.Now()
		var work int64
		if os.Getenv("LOGICGRID_STEP_VERIFIER") == "sat" {
			stats, e := satVerifyStep(context.Background(), p, s.Step, satVerifyConflictLimit)
			work, err = stats.Conflicts, e
		} else {
			stats, e := VerifyStepStats(context.Background(), p, s.Step)
			work, err = stats.Work(), e
		}
		d := time.Since(t0)
		if err != nil {
			t.Errorf("%s step %d: %v", key, s.Step.N, err)
		}
		bySet[s.Set] = append(bySet[s.Set], meas{fmt.Sprintf("%s step %d (%s, %d clues, %d uses, %d facts)", key, s.Step.N, s.Step.Rule, len(s.Step.Clues), len(s.Step.Uses), len(s.Step.Facts)), d, work})
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	for set, ms := range bySet {
		sort.Slice(ms, func(i, j int) bool { return ms[i].d < ms[j].d })
		q := func(x float64) meas { return ms[min(len(ms)-1, int(x*float64(len(ms))))] }
		t.Logf("%s: %d steps; time median %v p99 %v max %v (%s)", set, len(ms), q(0.5).d, q(0.99).d, ms[len(ms)-1].d, ms[len(ms)-1].at)
		sort.Slice(ms, func(i, j int) bool { return ms[i].work < ms[j].work })
		t.Logf("%s: work median %d p99 %d max %d (%s)", set, q(0.5).work, q(0.99).work, ms[len(ms)-1].work, ms[len(ms)-1].at)
		for _, m := range ms[max(0, len(ms)-5):] {
			t.Logf("  %d %v %s", m.work, m.d, m.at)
		}
	}
}
