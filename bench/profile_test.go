package bench

import (
	"testing"

	"deduce/puzzle"
)

// The suites read what a kind declares: its peer profile and explain sets;
// a kind that declares neither still runs, on its generator's defaults.
func TestKindProfiles(t *testing.T) {
	bare := struct{ puzzle.Kind }{fakeKind{}} // the contract's methods only
	prof, err := peerProfile(bare)
	if err != nil || len(prof.Variants) != 1 || prof.Variants[0].Series != "deduce" || prof.Variants[0].Options != (puzzle.SolveOptions{}) {
		t.Errorf("a kind without a profile: %+v, %v; want deduce's default method only", prof, err)
	}
	if prof, _ := peerProfile(fakeKind{}); len(prof.Variants) != 2 || prof.Variants[1].Options.Method != "report" {
		t.Errorf("the fake's own profile was not read: %+v", prof)
	}
	if sets := setsOf(bare, Config{}); len(sets) != 1 || sets[0].label != "default" || !sets[0].defaultSize {
		t.Errorf("a kind without explain sets: %+v, want its generator's default", sets)
	}
	for _, name := range []string{"magnets", "closefar", "logicgrid"} {
		k, err := puzzle.Lookup(name)
		if err != nil {
			t.Fatal(err)
		}
		es, ok := k.(puzzle.ExplainSetter)
		if !ok {
			t.Fatalf("%s declares no explain sets", name)
		}
		if got, want := len(setsOf(k, Config{})), len(es.ExplainSets()); got != want {
			t.Errorf("%s: the suite has %d sets, the kind declares %d", name, got, want)
		}
		for _, s := range setsOf(k, Config{}) {
			if s.gen == nil {
				if _, err := explainInstances(t.Context(), k, s, Config{}, 0, 1); err != nil {
					t.Errorf("%s: set %s: its file does not load: %v", name, s.label, err)
				}
			}
		}
	}
}
