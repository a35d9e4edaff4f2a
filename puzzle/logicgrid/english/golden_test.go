package english

import (
	"context"
	"os"
	"testing"

	"deduce/internal/golden"
	"deduce/puzzle"
)

// The writer's and ShowReading's exact text, so a change in wording is
// seen in review (go test ./puzzle/logicgrid/english/ -update rewrites).
func TestGoldenText(t *testing.T) {
	p, s, err := Generate(context.Background(), puzzle.GenerateOptions{Seed: 7, Params: puzzle.Params{"domains": 4, "items": 4, "ordered": 2}})
	if err != nil {
		t.Fatal(err)
	}
	text, err := Write(p, s)
	if err != nil {
		t.Fatal(err)
	}
	golden.Check(t, "golden/generated-seed7.txt", []byte(text))

	zp, _, err := GenerateZebra(context.Background(), puzzle.GenerateOptions{Seed: 2, Params: puzzle.Params{"domains": 3, "items": 4}})
	if err != nil {
		t.Fatal(err)
	}
	ztext, err := WriteZebra(zp)
	if err != nil {
		t.Fatal(err)
	}
	golden.Check(t, "golden/zebra-seed2.txt", []byte(ztext))

	data, err := os.ReadFile("testdata/magazine/snack-bar.txt")
	if err != nil {
		t.Fatal(err)
	}
	sp, err := Read("snack-bar.txt", data)
	if err != nil {
		t.Fatal(err)
	}
	golden.Check(t, "golden/snack-bar.reading", []byte(ShowReading(sp)))
}
