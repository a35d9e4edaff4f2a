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
// generated grids, and graded ones (the thesis-style generator: the
// magazine puzzles' item names, "9:30am", defeat the battery's reading of
// a solution block; puzzle/allkinds tests the magazine generator).
var kindConfig = kindtest.Config{
	Samples: []string{"testdata/thesis_sample.txt", "testdata/zebralogic/lgp-test-2x2-33.txt", "testdata/zebralogic/lgp-test-3x5-34.txt",
		"testdata/loose.txt", "testdata/shared/shared_thesis.txt"},
	Small: []puzzle.GenerateOptions{
		{Seed: 1, Params: puzzle.Params{"domains": 3, "items": 3, "thesis": 1}},
		{Seed: 10, Params: puzzle.Params{"domains": 3, "items": 4, "ordered": 1, "thesis": 1}},
	},
	Graded: []puzzle.GenerateOptions{
		{Difficulty: "easy", Seed: 1, Params: puzzle.Params{"domains": 3, "items": 4, "thesis": 1}},
		{Difficulty: "tricky", Seed: 1, Params: puzzle.Params{"domains": 4, "items": 4, "thesis": 1}},
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
