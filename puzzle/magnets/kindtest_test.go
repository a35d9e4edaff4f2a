package magnets

import (
	"os"
	"testing"

	"deduce/puzzle"
	"deduce/puzzle/kindtest"
)

// kindConfig is the conformance battery's material for Magnets: the report's
// two examples, small unchecked puzzles from the report's generator (several
// solutions, so the methods' counts are compared on more than one), and
// graded puzzles of each tier.
var kindConfig = kindtest.Config{
	Samples: []string{"testdata/e1.txt", "testdata/e2.txt"},
	Small: []puzzle.GenerateOptions{
		{Width: 4, Height: 4, Method: "report", Seed: 1},
		{Width: 5, Height: 3, Method: "report", Seed: 10},
	},
	Graded: []puzzle.GenerateOptions{
		{Width: 5, Height: 5, Difficulty: "easy", Seed: 1},
		{Width: 6, Height: 6, Difficulty: "tricky", Seed: 1},
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
	seeds = append(seeds, []byte("3x3:201,102,120,111,LRTT*BBLR"))
	kindtest.FuzzParse(f, Kind{}, seeds...)
}
