package sat

import (
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// TestVocabularyHasNoDependencies keeps package sat the dependency-free
// vocabulary: its non-test files import only the standard library (the
// back ends, and with them gini and gophersat, live beneath it). This is
// `go list -deps deduce/sat` checked from inside the test suite.
func TestVocabularyHasNoDependencies(t *testing.T) {
	files, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	fset := token.NewFileSet()
	checked := 0
	for _, name := range files {
		if strings.HasSuffix(name, "_test.go") {
			continue
		}
		src, err := os.ReadFile(name)
		if err != nil {
			t.Fatal(err)
		}
		f, err := parser.ParseFile(fset, name, src, parser.ImportsOnly)
		if err != nil {
			t.Fatal(err)
		}
		checked++
		for _, imp := range f.Imports {
			path, _ := strconv.Unquote(imp.Path.Value)
			// Standard library paths have no dot in their first element
			// and are not this module's.
			if first, _, _ := strings.Cut(path, "/"); strings.Contains(first, ".") || first == "deduce" {
				t.Errorf("%s imports %s: package sat must import only the standard library", fset.Position(imp.Pos()), path)
			}
		}
	}
	if checked == 0 {
		t.Fatal("no source files found")
	}
}
