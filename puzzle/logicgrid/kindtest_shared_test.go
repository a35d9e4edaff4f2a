package logicgrid_test

import (
	"context"
	"os"
	"strings"
	"testing"

	"deduce/puzzle"
	"deduce/puzzle/kindtest"
	"deduce/puzzle/logicgrid"
	"deduce/puzzle/logicgrid/english" // reads the ZebraLogic texts
)

// The conformance battery on puzzles where one word is an item of two
// categories: every step must pass the independent check, states must
// round-trip, facts must name the right item (issue 26: these failed with
// "fact Alice*Timothy does not relate items of two domains").
func TestKindSharedWords(t *testing.T) {
	kindtest.Run(t, logicgrid.Kind{}, kindtest.Config{
		Samples: []string{"testdata/shared/lgp-test-6x4-15.txt", "testdata/shared/quirks.txt", "testdata/shared/quirks-ambiguous.txt"},
	})
}

// Names round-trip (issue 27): every item name `deduce convert --to
// thesis` writes for an English puzzle (english.ShowReading: "Oak_Hill",
// "Name_Alice" for a shared word) reads back, in states, as the item it
// was written for.
func TestConvertedNamesReadBack(t *testing.T) {
	for _, f := range []string{"testdata/shared/lgp-test-6x4-15.txt", "testdata/shared/quirks.txt", "english/testdata/magazine/spelling-bee.txt"} {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		pz, err := logicgrid.Kind{}.Parse(f, data)
		if err != nil {
			t.Fatal(err)
		}
		p := pz.(*logicgrid.Puzzle)
		lines := strings.Split(english.ShowReading(p), "\n")
		for d := range p.Domains {
			written := strings.Split(lines[1+d], ":")[1:]
			for i, name := range written {
				it, err := p.ParseItem(name)
				if want := (logicgrid.Item{D: d, I: i}); err != nil || it != want {
					t.Errorf("%s: written name %q reads back as %v, %v; want %v (%q)", f, name, it, err, want, p.ItemName(want))
				}
			}
		}
	}
}

// Steps of value clues ("born 2 years before" in years 1990, 1992, 1995)
// pass the independent check: the fd verifier measured in positions, not
// values, and refused them ("internal error: an explanation step failed
// the independent check").
func TestValueCluesVerify(t *testing.T) {
	for _, f := range []string{"testdata/values/birth-years.txt", "testdata/values/go-kart.txt"} {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		p, err := logicgrid.Kind{}.Parse(f, data)
		if err != nil {
			t.Fatal(err)
		}
		ex, err := puzzle.ExplainChecked(context.Background(), logicgrid.Kind{}, p, nil)
		if err != nil || ex.Status != puzzle.ExplainSolved {
			t.Errorf("%s: %v, status %q", f, err, ex.Status)
		}
	}
}
