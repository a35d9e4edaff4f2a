package magnets

import (
	"os"
	"testing"
)

func mustLoad(t testing.TB, name string) *Puzzle {
	t.Helper()
	data, err := os.ReadFile(name)
	if err != nil {
		t.Fatal(err)
	}
	p, err := Parse(name, data)
	if err != nil {
		t.Fatal(err)
	}
	return p
}
