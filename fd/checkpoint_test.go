package fd_test

import (
	"context"
	"errors"
	"testing"

	"deduce/fd"

	"pgregory.net/rapid"
)

// TestCheckpointAgainstBruteForce posts more constraints after a
// checkpoint, checks the count against brute force, rolls back and checks
// the original count again, with nested checkpoints.
func TestCheckpointAgainstBruteForce(t *testing.T) {
	gens := []generator{genLinear, genGCC, genElement, genTable, genCount, genReify,
		distinctSpec("AllDistinct", (*fd.Store).AllDistinct)}
	rapid.Check(t, func(t *rapid.T) {
		base := genCSP(t, gens)
		more := addSpecs(t, csp{doms: base.doms}, gens)
		most := addSpecs(t, csp{doms: base.doms}, gens)
		s, vars := base.build(t)
		count := func(want int, what string) {
			n, err := s.CountSolutions(context.Background(), vars, fd.LabelOptions{Var: fd.FirstFail}, 0)
			if err != nil || n != want {
				t.Fatalf("%s: %d solutions (%v), brute force %d", what, n, err, want)
			}
		}
		count(len(base.bruteForce()), "base")
		c1 := s.Checkpoint()
		for _, sp := range more.specs {
			if err := sp.post(s, vars); err != nil {
				t.Fatal(err)
			}
		}
		both := csp{doms: base.doms, specs: append(append([]spec(nil), base.specs...), more.specs...)}
		count(len(both.bruteForce()), "base+more")
		c2 := s.Checkpoint()
		for _, sp := range most.specs {
			if err := sp.post(s, vars); err != nil {
				t.Fatal(err)
			}
		}
		all := csp{doms: base.doms, specs: append(append([]spec(nil), both.specs...), most.specs...)}
		count(len(all.bruteForce()), "base+more+most")
		if err := s.Rollback(c2); err != nil {
			t.Fatal(err)
		}
		count(len(both.bruteForce()), "after rolling back most")
		if err := s.Rollback(c1); err != nil {
			t.Fatal(err)
		}
		count(len(base.bruteForce()), "after rolling back more")
		if err := s.Rollback(c1); !errors.Is(err, fd.ErrArgument) {
			t.Fatalf("second rollback to a closed checkpoint: %v; want ErrArgument", err)
		}
	})
}
