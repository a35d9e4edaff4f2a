package english

import (
	"context"
	"fmt"
	"os"
	"strings"
	"testing"

	"deduce/puzzle"
	"deduce/puzzle/logicgrid"
)

// testdata/settle/many-readings.txt is unseen18's u18-12 (written blind for
// this project) with four true sentences added that each read two ways
// ("followed X onto the stage": right after, or sometime after). Its six
// sentences of several readings make 128 combinations: trying the first 64
// in turn, as settle once did, found none with one solution and answered
// "no solution" for a good puzzle. The satisfiable combinations are found
// in one formula now, and the puzzle reads exactly.
func TestSettleManyReadings(t *testing.T) {
	data, err := os.ReadFile("testdata/settle/many-readings.txt")
	if err != nil {
		t.Fatal(err)
	}
	r, err := ReadSentences(context.Background(), "many-readings.txt", data)
	if err != nil {
		t.Fatal(err)
	}
	combos := 1
	for _, s := range r.Sentences {
		combos *= len(s.Readings)
	}
	if combos <= maxCombinations {
		t.Fatalf("%d combinations of readings: the test needs more than %d", combos, maxCombinations)
	}
	p, err := Read("many-readings.txt", data)
	if err != nil {
		t.Fatal(err)
	}
	res, err := logicgrid.Count(context.Background(), p, puzzle.SolveOptions{Limit: 2})
	if err != nil || !res.Complete || res.Count != 1 {
		t.Fatalf("count %d (complete %v, err %v), want exactly one solution", res.Count, res.Complete, err)
	}
	if p.Known == nil || !sameSolution(res.Solutions[0].(*logicgrid.Solution), p.Known) {
		t.Errorf("solution\n%v\nwant the printed one\n%v", res.Solutions[0], p.Known)
	}
}

// A step that cites a sentence whose reading the puzzle decided says which
// reading it used: its facts follow from that reading, not from the words
// alone (u18-12's clue 4 is a case split over the punk band's hour). Steps
// citing a sentence read one way quote it alone.
func TestExplainSaysDecidedReading(t *testing.T) {
	data, err := os.ReadFile("testdata/unseen18/u18-12-festival-stage.txt")
	if err != nil {
		t.Fatal(err)
	}
	p, err := Read("u18-12.txt", data)
	if err != nil {
		t.Fatal(err)
	}
	decided := map[int]bool{}
	for i, s := range p.Sentences() {
		decided[i+1] = s.Decided != ""
	}
	if !decided[4] || decided[3] {
		t.Fatalf("decided sentences %v: want clue 4 decided and clue 3 not", decided)
	}
	k := logicgrid.Kind{}
	ex, err := k.Explain(context.Background(), p, nil)
	if err != nil {
		t.Fatal(err)
	}
	seen := map[bool]int{}
	for _, st := range ex.Steps {
		if len(st.Clues) != 1 {
			continue
		}
		c := st.Clues[0]
		says := strings.Contains(st.Text, fmt.Sprintf("Clue %d says: ", c))
		names := strings.Contains(st.Text, "(read as \"")
		if says && names != decided[c] {
			t.Errorf("step %d cites clue %d (decided %v) but names a reading: %v\n%s", st.N, c, decided[c], names, st.Text)
		}
		if says {
			seen[decided[c]]++
		}
		if err := k.VerifyStep(context.Background(), p, st); err != nil {
			t.Errorf("step %d: %v", st.N, err)
		}
	}
	if seen[true] == 0 || seen[false] == 0 {
		t.Errorf("steps citing decided sentences %d, others %d: want both", seen[true], seen[false])
	}
}
