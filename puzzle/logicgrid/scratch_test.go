package logicgrid

import (
	"bufio"
	"context"
	"encoding/json"
	"os"
	"testing"
)

func TestScratchHard(t *testing.T) {
	f, _ := os.Open("/tmp/stepcheck-hard.jsonl")
	defer f.Close()
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 1<<24)
	var p *Puzzle
	last := ""
	total := int64(0)
	for sc.Scan() {
		var s sweptStep
		json.Unmarshal(sc.Bytes(), &s)
		if s.Name != last {
			p = sweepPuzzle(t, s.Set, s.Name)
			last = s.Name
		}
		st, err := VerifyStepStats(context.Background(), p, s.Step)
		if err != nil {
			t.Fatal(err)
		}
		total += st.Nodes
		if st.MaxNodes >= 10 {
			t.Logf("%s step %d: %d nodes %d fails", s.Name, s.Step.N, st.MaxNodes, st.Fails)
		}
	}
	t.Logf("total nodes %d", total)
}
