package logicgrid_test

import (
	"testing"

	"deduce/puzzle/kindtest"
	"deduce/puzzle/logicgrid"
	_ "deduce/puzzle/logicgrid/english" // reads the ZebraLogic texts
)

// The conformance battery on puzzles where one word is an item of two
// categories: every step must pass the independent check, states must
// round-trip, facts must name the right item (issue 26: these failed with
// "fact Alice*Timothy does not relate items of two domains").
func TestKindSharedWords(t *testing.T) {
	kindtest.Run(t, logicgrid.Kind{}, kindtest.Config{
		Samples: []string{"testdata/shared/lgp-test-6x4-15.txt", "testdata/shared/quirks.txt"},
	})
}
