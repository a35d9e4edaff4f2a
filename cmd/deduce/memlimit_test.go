package main

import (
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"deduce/puzzle/magnets"
)

func TestParseBytes(t *testing.T) {
	cases := []struct {
		in   string
		want int64 // -1: an error
		why  string
	}{
		{"0", 0, "0 is no limit"},
		{"500M", 500 << 20, "M is MiB"},
		{"2G", 2 << 30, "G is GiB"},
		{"1.5GiB", 3 << 29, "fractions and the iB suffix"},
		{"64mb", 64 << 20, "lower case and a B suffix"},
		{"100000000", 100000000, "plain bytes"},
		{"1K", -1, "below 16M: deduce could not even start"},
		{"", -1, "empty"},
		{"-1G", -1, "negative"},
		{"2X", -1, "unknown unit"},
		{"1e30T", -1, "overflows"},
		{"NaN", -1, "not a number"},
	}
	for _, c := range cases {
		got, err := parseBytes(c.in)
		if c.want < 0 {
			if err == nil {
				t.Errorf("%s: parseBytes(%q) = %d, want an error", c.why, c.in, got)
			}
			continue
		}
		if err != nil || got != c.want {
			t.Errorf("%s: parseBytes(%q) = %d, %v; want %d", c.why, c.in, got, err, c.want)
		}
	}
}

// bigMagnets writes a 100×100 Magnets puzzle (2×2 blocks of two parallel
// dominoes, random poles, the counts read off): the default solve's CNF
// grows past 200 MB within seconds.
func bigMagnets(t *testing.T) string {
	t.Helper()
	const n = 100
	rng := rand.New(rand.NewPCG(1, 2))
	partner := make([]int, n*n)
	for r := 0; r < n; r += 2 {
		for c := 0; c < n; c += 2 {
			a, b, d, e := r*n+c, r*n+c+1, (r+1)*n+c, (r+1)*n+c+1
			if rng.IntN(2) == 0 {
				partner[a], partner[b], partner[d], partner[e] = b, a, e, d
			} else {
				partner[a], partner[d], partner[b], partner[e] = d, a, e, b
			}
		}
	}
	p := &magnets.Puzzle{W: n, H: n, Partner: partner}
	p.CluesFrom(magnets.RandomPoles(rng, n, n, partner))
	path := filepath.Join(t.TempDir(), "m100.txt")
	if err := os.WriteFile(path, []byte(magnets.Format(p, nil)), 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

func TestMaxMemory(t *testing.T) {
	if testing.Short() {
		t.Skip("builds a 100x100 CNF")
	}
	big := bigMagnets(t)
	small := filepath.Join("..", "..", "puzzle", "magnets", "testdata", "e1.txt")
	cases := []struct {
		why      string
		args     []string
		code     int
		stderr   string // fragment
		noStderr bool
	}{
		{"a solve past the limit stops with exit 3 and says why",
			[]string{"solve", "--max-memory", "64M", "--timeout", "2m", big}, 3, "memory limit: ", false},
		{"in a batch the message names the input and what was not started",
			[]string{"count", "--max-memory", "64M", "--timeout", "2m", "--method", "cdcl", big, small}, 3, "1 more input not started", false},
		{"a small puzzle stays well under a limit",
			[]string{"solve", "--max-memory", "256M", small}, 0, "", true},
		{"a bad size is a usage error",
			[]string{"solve", "--max-memory", "lots", small}, 2, "bad --max-memory", false},
	}
	for _, c := range cases {
		code, _, errOut := deduce(t, "", c.args...)
		if code != c.code || !strings.Contains(errOut, c.stderr) || c.noStderr && errOut != "" {
			t.Errorf("%s: deduce %s: exit %d, stderr %q; want exit %d and %q", c.why, strings.Join(c.args, " "), code, errOut, c.code, c.stderr)
		}
	}
}
