package kindtest

import (
	"path"
	"strings"
	"testing"

	"deduce/internal/golden"
	"deduce/puzzle"
)

// testRenderGolden renders every sample (puzzle alone, and with its known
// solution) in text and svg and compares with testdata/kindtest/*.golden;
// `go test -update` rewrites them. Without a Renderer the native format is
// the golden text.
func testRenderGolden(t testing.TB, k puzzle.Kind, ins []instance) {
	if len(ins) == 0 {
		t.Skip("no samples")
	}
	r, _ := k.(puzzle.Renderer)
	for _, in := range ins {
		base := path.Join("kindtest", strings.TrimSuffix(in.name, path.Ext(in.name)))
		if r == nil {
			golden.Check(t, base+".native.golden", []byte(k.Format(in.p, in.sol)))
			continue
		}
		for _, format := range []string{"text", "svg"} {
			out, err := r.Render(in.p, nil, format)
			if err != nil {
				t.Errorf("%s: render %s: %v", in.name, format, err)
				continue
			}
			golden.Check(t, base+".puzzle."+format+".golden", []byte(out))
			if in.sol == nil {
				continue
			}
			out, err = r.Render(in.p, in.sol, format)
			if err != nil {
				t.Errorf("%s: render %s with solution: %v", in.name, format, err)
				continue
			}
			golden.Check(t, base+".solution."+format+".golden", []byte(out))
		}
		if _, err := r.Render(in.p, in.sol, "no-such-format"); err == nil {
			t.Errorf("%s: an unknown render format is accepted", in.name)
		}
	}
}
