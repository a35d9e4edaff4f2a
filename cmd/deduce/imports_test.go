package main

import (
	"go/parser"
	"go/token"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// The command line reaches the kinds through the contract (issue 27, 29):
// its files import package puzzle and the registration list
// (puzzle/allkinds), never a kind's package, so a new kind needs no edit
// here. The exceptions are named below with their reasons: the thesis
// reproduction's subcommand (`deduce logicgrid`, which reruns one source
// document's program) and `deduce read` (the English reader's report).
func TestCommandsImportNoKind(t *testing.T) {
	allowed := map[string]bool{"deduce/puzzle/allkinds": true, "deduce/puzzle/draw": true}
	exceptions := map[string]string{
		"logicgrid.go": "the thesis program's own subcommand",
		"read.go":      "deduce read, the English reader's diagnostics (logic grids only; to reach through the contract)",
	}
	files, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	fset := token.NewFileSet()
	checked := 0
	for _, name := range files {
		if strings.HasSuffix(name, "_test.go") || exceptions[name] != "" {
			continue
		}
		f, err := parser.ParseFile(fset, name, nil, parser.ImportsOnly)
		if err != nil {
			t.Fatal(err)
		}
		checked++
		for _, imp := range f.Imports {
			path, _ := strconv.Unquote(imp.Path.Value)
			if strings.HasPrefix(path, "deduce/puzzle/") && !allowed[path] {
				t.Errorf("%s imports %s: reach the kind through package puzzle", fset.Position(imp.Pos()), path)
			}
		}
	}
	if checked < 10 {
		t.Fatalf("only %d files checked", checked)
	}
}
