package english

import (
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"deduce/puzzle/logicgrid"
)

// The sixth blind set (testdata/unseen6, docs/results/english/unseen6.md):
// the puzzles that read exactly after the fixes it revealed (dotted times
// under any name, "an hour and a half", a final "either" after a
// negation, "X, so Y", "the left-hand end", "lives behind the red door")
// stay exact; none is misread.
func TestUnseen6Puzzles(t *testing.T) {
	blindSet(t, "testdata/unseen6", 12, `u6-01-adoptions u6-02-cake-stall u6-03-cottages u6-04-cafe u6-05-yard-sale u6-06-evening-classes
		u6-07-high-street u6-08-sisters u6-09-spelling-bee u6-10-trains u6-11-market-stalls u6-12-dentist`)
}

// Every sentence of unseen6 that is read, in every puzzle (a refused
// sentence dropped, until the rest reads), holds at the written answer:
// a puzzle refused as a whole hides no misread sentence either.
func TestUnseen6SentencesHold(t *testing.T) {
	blindSentencesHold(t, "testdata/unseen6", 100)
}

// blindSentencesHold checks that every sentence of the set in dir that
// is read holds at the written answer (each refused sentence dropped until
// the rest reads), and that at least min sentences are read.
func blindSentencesHold(t *testing.T, dir string, min int) {
	t.Helper()
	files, _ := filepath.Glob(filepath.Join(dir, "*.txt"))
	checked, dropped := 0, 0
	for _, f := range files {
		r, _, n := readDropping(t, f) // meaning_test.go
		dropped += n
		if r == nil {
			continue // every sentence refused
		}
		for _, s := range r.Sentences {
			q := *r.Puzzle
			q.Clues = s.Clues()
			err := logicgrid.Check(&q, q.Known)
			if err != nil && len(s.Readings) > 1 && !strings.Contains(r.Settled, "has one solution when") {
				// the sentences left after the refused ones were dropped
				// did not decide between its readings: one of them must hold
				for _, rd := range s.Readings {
					q.Clues = rd
					if logicgrid.Check(&q, q.Known) == nil {
						err = nil
					}
				}
			}
			if err != nil {
				t.Errorf("%s: %q misread: its reading fails the written answer: %v", filepath.Base(f), s.Text, err)
			}
			checked++
		}
	}
	if checked < min {
		t.Errorf("only %d sentences read, want at least %d", checked, min)
	}
	t.Logf("%d sentences read, each true of the written answer; %d refused sentences dropped", checked, dropped)
}

// The writer takes dotted items as the reader took them: u6-10's
// "Trains: 8.20, ..." (clock times, read so because its clues speak of
// minutes) are written as clock times and read back to the same clues.
func TestUnseen6TrainsWrittenBack(t *testing.T) {
	data, err := os.ReadFile("testdata/unseen6/u6-10-trains.txt")
	if err != nil {
		t.Fatal(err)
	}
	p, err := Read("u6-10", data)
	if err != nil {
		t.Fatal(err)
	}
	text, err := Write(p, p.Known)
	if err != nil {
		t.Fatal(err)
	}
	q, err := Read("written", []byte(text))
	if err != nil {
		t.Fatalf("read back: %v\n%s", err, text)
	}
	if !reflect.DeepEqual(canonAll(p), canonAll(q)) {
		t.Errorf("clues %v, read back %v\n%s", canonAll(p), canonAll(q), text)
	}
}
