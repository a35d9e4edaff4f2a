package english

import (
	"go/ast"
	"go/parser"
	"go/token"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// TestLazyPatternsCompile: the reader's patterns compile on first use, so
// one that no test happens to reach would fail only for a user; compile
// them all here.
func TestLazyPatternsCompile(t *testing.T) {
	if len(lazyPatterns) < 100 {
		t.Fatalf("only %d patterns registered: lazyRE no longer records them?", len(lazyPatterns))
	}
	for _, l := range lazyPatterns {
		if _, err := regexp.Compile(l.src); err != nil {
			t.Errorf("pattern %q: %v", l.src, err)
		}
	}
}

// TestNoPackageLevelMustCompile: a pattern compiled when the package loads
// costs every deduce command its time, so package-level patterns use
// lazyRE (one way to declare them).
func TestNoPackageLevelMustCompile(t *testing.T) {
	files, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	fset := token.NewFileSet()
	for _, name := range files {
		if strings.HasSuffix(name, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(fset, name, nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		for _, d := range f.Decls {
			g, ok := d.(*ast.GenDecl)
			if !ok || g.Tok != token.VAR {
				continue
			}
			ast.Inspect(g, func(n ast.Node) bool {
				if sel, ok := n.(*ast.SelectorExpr); ok && sel.Sel.Name == "MustCompile" {
					if id, ok := sel.X.(*ast.Ident); ok && id.Name == "regexp" {
						t.Errorf("%s: package-level regexp.MustCompile; use lazyRE", fset.Position(sel.Pos()))
					}
				}
				return true
			})
		}
	}
}
