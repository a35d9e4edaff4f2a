package main

import (
	"go/parser"
	"go/token"
	"os/exec"
	"path/filepath"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// kindFreeImports are the deduce/puzzle/... packages a front end may
// import: the registration list and the kind-neutral drawing vocabulary.
var kindFreeImports = []string{"deduce/puzzle/allkinds", "deduce/puzzle/draw"}

// thesisCommand is the one file of the command line that names a kind:
// `deduce logicgrid`, the thesis reproduction (run-all tables, PLS, the C
// program's encodings), the seed's experiment. It reruns one source
// document's program with that program's own options and output, which no
// other kind has, so it stays a command of its own rather than a contract
// method (docs/ARCHITECTURE.md, "Adding a kind").
const thesisCommand = "logicgrid.go"

// The command line reaches the kinds through the contract (issues 27, 29):
// its files import package puzzle and the registration list
// (puzzle/allkinds), never a kind's package, so a new kind needs no edit
// here. The one exception is thesisCommand, and it must still need it.
func TestCommandsImportNoKind(t *testing.T) {
	files, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	fset := token.NewFileSet()
	checked, exceptionNamesKind := 0, false
	for _, name := range files {
		if strings.HasSuffix(name, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(fset, name, nil, parser.ImportsOnly)
		if err != nil {
			t.Fatal(err)
		}
		checked++
		for _, imp := range f.Imports {
			path, _ := strconv.Unquote(imp.Path.Value)
			if !strings.HasPrefix(path, "deduce/puzzle/") || slices.Contains(kindFreeImports, path) {
				continue
			}
			if name == thesisCommand {
				exceptionNamesKind = true
				continue
			}
			t.Errorf("%s imports %s: reach the kind through package puzzle", fset.Position(imp.Pos()), path)
		}
	}
	if checked < 10 {
		t.Fatalf("only %d files checked", checked)
	}
	if !exceptionNamesKind {
		t.Errorf("%s imports no kind any more: drop the exception here and in docs/ARCHITECTURE.md", thesisCommand)
	}
}

// The front ends import no kind package (issue 29): `go list` of each
// (its non-test files, every build tag's default) lists no
// deduce/puzzle/... import but the registration list and package draw;
// the command line's thesis subcommand (thesisCommand) brings the logic
// grids' own packages, and only those.
func TestFrontEndsImportNoKind(t *testing.T) {
	gobin := filepath.Join(runtime.GOROOT(), "bin", "go")
	thesisOnly := []string{"deduce/puzzle/logicgrid", "deduce/puzzle/logicgrid/thesis"}
	for _, pkg := range []string{"deduce/cmd/deduce", "deduce/web", "deduce/internal/tui", "deduce/internal/book"} {
		out, err := exec.Command(gobin, "list", "-f", `{{join .Imports "\n"}}`, pkg).Output()
		if err != nil {
			t.Fatalf("go list %s: %v", pkg, err)
		}
		imports := strings.Fields(string(out))
		if !slices.Contains(imports, "deduce/puzzle") {
			t.Errorf("%s does not import deduce/puzzle: go list answered %v", pkg, imports)
		}
		for _, imp := range imports {
			if !strings.HasPrefix(imp, "deduce/puzzle/") || slices.Contains(kindFreeImports, imp) {
				continue
			}
			if pkg == "deduce/cmd/deduce" && slices.Contains(thesisOnly, imp) {
				continue
			}
			t.Errorf("%s imports %s: a front end reaches the kinds through package puzzle", pkg, imp)
		}
	}
}
