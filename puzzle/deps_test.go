package puzzle

import (
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
)

// TestContractLinksNoBackEnd keeps the contract light: a program that
// imports package puzzle (a front end, a tool over reports) links no SAT
// back end and no kind. The kinds link the back ends their method tables
// list (sat/solvers), and puzzle/allkinds links the kinds. This is `go list
// -deps deduce/puzzle`: the whole import graph, not only this package's
// own imports.
func TestContractLinksNoBackEnd(t *testing.T) {
	gobin := filepath.Join(runtime.GOROOT(), "bin", "go")
	out, err := exec.Command(gobin, "list", "-deps", "deduce/puzzle").Output()
	if err != nil {
		t.Fatalf("go list -deps: %v", err)
	}
	deps := strings.Fields(string(out))
	if len(deps) < 10 {
		t.Fatalf("go list -deps listed only %v", deps)
	}
	for _, dep := range deps {
		for _, banned := range []string{"deduce/sat/", "gini", "gophersat", "deduce/puzzle/", "deduce/fd"} {
			if strings.Contains(dep, banned) {
				t.Errorf("package puzzle depends on %s (matches %q)", dep, banned)
			}
		}
	}
	if !strings.Contains(string(out), "deduce/sat\n") {
		t.Errorf("package puzzle no longer imports deduce/sat: update this test's reasoning\n%s", out)
	}
}
