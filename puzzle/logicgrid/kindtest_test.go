package logicgrid

import (
	"os"
	"testing"

	"deduce/puzzle"
	"deduce/puzzle/kindtest"
)

// kindConfig is the conformance battery's material for logic grids: the
// thesis's sample and two ZebraLogic puzzles with their solutions, the
// sample with one clue left (loose.txt: several solutions, so the methods'
// counts are compared above one), small
// generated grids, and graded ones.
var kindConfig = kindtest.Config{
	Samples: []string{"testdata/thesis_sample.txt", "testdata/zebralogic/lgp-test-2x2-33.txt", "testdata/zebralogic/lgp-test-3x5-34.txt",
		"testdata/loose.txt", "testdata/shared/shared_thesis.txt"},
	Small: []puzzle.GenerateOptions{
		{Domains: 3, Items: 3, Seed: 1},
		{Domains: 3, Items: 4, Ordered: 1, Seed: 10},
	},
	Graded: []puzzle.GenerateOptions{
		{Domains: 3, Items: 4, Difficulty: "easy", Seed: 1},
		{Domains: 4, Items: 4, Difficulty: "tricky", Seed: 1},
	},
	Seeds: 2,
}

func TestKind(t *testing.T) { kindtest.Run(t, Kind{}, kindConfig) }

func FuzzKindParse(f *testing.F) {
	var seeds [][]byte
	for _, s := range kindConfig.Samples {
		b, err := os.ReadFile(s)
		if err != nil {
			f.Fatal(err)
		}
		seeds = append(seeds, b)
	}
	kindtest.FuzzParse(f, Kind{}, seeds...)
}
