package magnets

import (
	"context"
	"fmt"
	"os"
	"slices"
	"strings"
	"testing"
	"time"

	"deduce/sat"
)

// TestEncodingVariants compares the line constraints of the CNF encoding
// on the N = 16 shared instances with cdcl (median time and conflicts; the
// time includes encoding). It runs only when MAGNETS_ENC names variants:
//
//	MAGNETS_ENC=cells,cells+mag,cross,cross+mag,shared,span go test -count=1 -v -run EncodingVariants ./puzzle/magnets/
func TestEncodingVariants(t *testing.T) {
	if os.Getenv("MAGNETS_ENC") == "" {
		t.Skip("set MAGNETS_ENC to compare encodings")
	}
	variants := map[string]encOpts{
		"cells": {}, "cells+mag": {mag: true}, "cross": {cross: true}, "cross+mag": {cross: true, mag: true},
		"shared": {cross: true, shared: true}, "span": {cross: true, shared: true, span: true},
	}
	var ps []*Puzzle
	for k := range 10 {
		ps = append(ps, mustLoad(t, fmt.Sprintf("testdata/bench/m16_%02d.txt", k)))
	}
	for _, name := range strings.Split(os.Getenv("MAGNETS_ENC"), ",") {
		opts, ok := variants[name]
		if !ok {
			t.Fatalf("unknown variant %q", name)
		}
		for _, encName := range []string{"default", "sequential"} {
			var ts []time.Duration
			var cs []int64
			for _, p := range ps {
				ctx, cancel := context.WithTimeout(context.Background(), benchTimeout)
				t0 := time.Now()
				e := encodeWith(p, satEncodings[encName], opts)
				s, _ := sat.New("cdcl")
				sat.Load(s, e.f)
				st := s.Solve(ctx)
				ts = append(ts, time.Since(t0))
				cancel()
				if st == sat.Sat {
					if err := Check(p, e.decode(p, s.Model())); err != nil {
						t.Fatal(err)
					}
				}
				cs = append(cs, s.Stats().Conflicts)
			}
			t.Logf("%-10s %-10s conflicts %v", name, encName, cs)
			slices.Sort(ts)
			slices.Sort(cs)
			t.Logf("%-10s %-10s median %6.1f ms, %5d conflicts", name, encName, float64(ts[4]+ts[5])/2e6, (cs[4]+cs[5])/2)
		}
	}
}

// Every variant of the line constraints counts as brute force does (with
// hidden clues too: smallPuzzles hides some).
func TestEncodingVariantsAgreeWithBruteForce(t *testing.T) {
	ps := smallPuzzles(7, 3)
	if testing.Short() {
		ps = ps[:60]
	}
	for _, p := range ps {
		want := bruteCount(p, 1<<30)
		for _, opts := range []encOpts{{}, {mag: true}, {cross: true}, {cross: true, mag: true}, {cross: true, shared: true}, {cross: true, shared: true, span: true}} {
			e := encodeWith(p, sat.EncDefault, opts)
			s, _ := sat.New("cdcl")
			sat.Load(s, e.f)
			n, complete, err := sat.Enumerate(context.Background(), s, e.domVars, 0, func(m []bool) bool {
				if err := Check(p, e.decode(p, m)); err != nil {
					t.Fatalf("%+v: %v", opts, err)
				}
				return true
			})
			if err != nil || !complete || n != want {
				t.Fatalf("%+v counts %d (complete %v, %v), brute force %d, on\n%s", opts, n, complete, err, want, Format(p, nil))
			}
		}
	}
}
