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

// A sentence that says several clues is one numbered clue everywhere a
// person sees numbers: steps cite it by its number and quote it whole, the
// step verifier takes all its clues, and the board judges it as one.
func TestSentenceNumbering(t *testing.T) {
	data, err := os.ReadFile("testdata/magazine/antiques.txt")
	if err != nil {
		t.Fatal(err)
	}
	p, err := Read("antiques.txt", data)
	if err != nil {
		t.Fatal(err)
	}
	sentences := p.Sentences()
	if len(sentences) != 5 || len(p.Clues) <= len(sentences) {
		t.Fatalf("%d clues in %d sentences, want 5 sentences saying more clues", len(p.Clues), len(sentences))
	}
	for i, sen := range sentences {
		if !strings.HasPrefix(string(data[strings.Index(string(data), fmt.Sprintf("%d. ", i+1)):]), fmt.Sprintf("%d. %s", i+1, sen.Text)) {
			t.Errorf("sentence %d is %q, not the puzzle's sentence %d", i+1, sen.Text, i+1)
		}
	}
	k := logicgrid.Kind{}
	ex, err := k.Explain(context.Background(), p, nil)
	if err != nil {
		t.Fatal(err)
	}
	for _, st := range ex.Steps {
		for _, c := range st.Clues {
			if c < 1 || c > len(sentences) {
				t.Fatalf("step %d cites clue %d of %d sentences", st.N, c, len(sentences))
			}
			if len(st.Clues) == 1 && !strings.Contains(st.Text, fmt.Sprintf("Clue %d says: %s", c, strings.TrimSuffix(sentences[c-1].Text, "."))) {
				t.Errorf("step %d: %q does not quote sentence %d", st.N, st.Text, c)
			}
		}
		if err := k.VerifyStep(context.Background(), p, st); err != nil {
			t.Errorf("step %d: %v", st.N, err)
		}
	}
	b := k.NewBoard(p)
	if st := k.Status(p, b); len(st.Clues) != len(sentences) {
		t.Errorf("the board judges %d clues, want one per sentence (%d)", len(st.Clues), len(sentences))
	}
	// A step citing sentence 1 may use both of its clues; citing sentence 2
	// for sentence 1's facts is refused.
	first := puzzle.Step{N: 1, Rule: "clue", Clues: []int{1}, Facts: []puzzle.Fact{puzzle.PairFact("Ms. Smith", "rug", true)}}
	if err := k.VerifyStep(context.Background(), p, first); err != nil {
		t.Errorf("sentence 1's second clue: %v", err)
	}
	first.Clues = []int{2}
	if err := k.VerifyStep(context.Background(), p, first); err == nil {
		t.Error("sentence 2 cited for sentence 1's fact: accepted")
	}
}
