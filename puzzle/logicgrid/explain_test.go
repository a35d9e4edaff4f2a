package logicgrid

import (
	"context"
	"fmt"
	"testing"
	"time"
)

func TestExplainPrint(t *testing.T) {
	for _, f := range []string{"testdata/thesis_sample.txt", "testdata/zebra.txt", "testdata/einstein.txt"} {
		p := load(t, f)
		t0 := time.Now()
		ex, err := Explain(context.Background(), p, nil)
		if err != nil {
			t.Fatal(err)
		}
		fmt.Printf("%s: %s, %d steps, cost %d, hardest %d, grade %s, %v\n", f, ex.Status, len(ex.Steps), ex.Cost, ex.Hardest, ex.Grade, time.Since(t0))
		for _, s := range ex.Steps {
			if f != "testdata/zebra.txt" || s.Rule != RuleExclude {
				fmt.Printf("Step %d [%s, cost %d, clues %v]: %s\n", s.N, s.Rule, s.Cost, s.Clues, s.Text)
			}
			if err := VerifyStep(context.Background(), p, s); err != nil {
				t.Error(err)
			}
		}
	}
}
