package english

import (
	"context"
	"os"
	"testing"
)

// Unseen set 5 (docs/results/english/unseen5.md): the puzzles that read
// exactly stay exact; the others are refused, never misread.
func TestUnseen5Puzzles(t *testing.T) {
	blindSet(t, "testdata/unseen5", 16, `u5-01-scoops u5-02-patents u5-03-dogshow u5-04-yardsale u5-05-platform
		u5-06-flowershow u5-07-terrace u5-08-cinema u5-09-birthdays u5-10-evenings u5-11-summits u5-12-council u5-13-weddings
		u5-14-salon u5-15-bookclub u5-16-millane`)
}

// Every sentence of unseen5 that is read (the refused ones of its puzzle
// dropped, one at a time) holds at the written answer: none is read with
// another meaning, even in a puzzle that is refused as a whole.
func TestUnseen5Sentences(t *testing.T) {
	blindSentencesHold(t, "testdata/unseen5", 100)
}

// u5-09 reads by first names only, and says so.
func TestUnseen5GendersSaid(t *testing.T) {
	f := "testdata/unseen5/u5-09-birthdays.txt"
	data, err := os.ReadFile(f)
	if err != nil {
		t.Fatal(err)
	}
	r, err := ReadSentences(context.Background(), f, data)
	if err != nil {
		t.Fatal(err)
	}
	if want := "taking Kate and Molly as girls, Liam and Noah as boys, from their names"; r.Assumed != want {
		t.Errorf("assumed %q, want %q", r.Assumed, want)
	}
}
