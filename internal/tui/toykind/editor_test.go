package toykind

import (
	"testing"

	"deduce/puzzle/kindtest"
)

func TestEditorContract(t *testing.T) { kindtest.Editor(t, Kind{}, 3, 3, 200, 1) }
