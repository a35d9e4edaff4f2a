package english

import (
	"errors"
	"os"
	"path/filepath"
	"testing"

	"deduce/puzzle"
)

// FuzzRead: the reader never panics, and every error is a positioned
// *puzzle.ParseError.
func FuzzRead(f *testing.F) {
	for _, dir := range []string{"testdata/magazine/*.txt", "testdata/zebralogic/*.txt"} {
		files, _ := filepath.Glob(dir)
		for _, file := range files[:min(4, len(files))] {
			data, err := os.ReadFile(file)
			if err != nil {
				f.Fatal(err)
			}
			f.Add(data)
		}
	}
	f.Add([]byte(header + "Of Irene and Ned, one paid $5.99 and the other drank cola.\n"))
	// Clauses that borrow a subject, lists in comparisons and negations, an
	// introduction, a quote before a word.
	f.Add([]byte("A title\nThe story, in two lines.\n" + header + "Irene paid $5.99 and drank tea.\n'Ned is older than Irene, who got the cola.\n" +
		"Ned and Oliver didn't get the tea, and he paid $6.99.\nIrene paid more than Ned and Oliver.\nNed paid the second most.\n"))
	// Phrasings of issue 25: a unit the clue names, a category in percent
	// (its unit has no word), a sentence with two readings.
	f.Add([]byte("funds: Apex, Birch, Cedar\nreturns: 4%, 7%, 10%\nheights: 1200, 1350, 1500\nClues:\nApex had a 3 percent larger return than Birch.\nBirch is 150 feet shorter than Cedar.\nApex is 3 more than Cedar.\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		p, err := Read("fuzz", data)
		if err != nil {
			var pe *puzzle.ParseError
			if !errors.As(err, &pe) {
				t.Fatalf("error %v is not a *puzzle.ParseError", err)
			}
			return
		}
		if p.M() < 2 || p.N() < 1 {
			t.Fatalf("read a puzzle of %d categories of %d items", p.M(), p.N())
		}
		for _, c := range p.Clues {
			for _, it := range c.Items {
				if it.D < 0 || it.D >= p.M() || it.I < 0 || it.I >= p.N() {
					t.Fatalf("clue item %v out of range", it)
				}
			}
		}
	})
}
