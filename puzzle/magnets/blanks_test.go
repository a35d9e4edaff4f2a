package magnets

import (
	"context"
	"math/rand/v2"
	"os/exec"
	"slices"
	"strings"
	"testing"

	"deduce/internal/golden"
	"deduce/puzzle"
)

// Blank singletons: published puzzles (janko.at) leave several cells
// outside every magnet and Tatham's game-ID reader accepts any number of
// '*'. These tests hold every part of the kind to that.

// The testdata puzzle with six blanks: it parses, its solution block
// passes the checker, every method finds exactly that one solution, the grader grades it, and the ID and native formats
// round-trip.
func TestBlankSingletonsTestdata(t *testing.T) {
	p := mustLoad(t, "testdata/blanks.txt")
	if got := len(p.Singletons()); got != 6 {
		t.Fatalf("%d blanks, want 6", got)
	}
	if err := Check(p, p.Known); err != nil {
		t.Fatalf("the solution block fails the checker: %v", err)
	}
	ctx := context.Background()
	for _, m := range (Kind{}).Methods() {
		res, err := Kind{}.Count(ctx, p, puzzle.SolveOptions{Method: m, Limit: 2})
		if err != nil {
			t.Fatalf("%s: %v", m, err)
		}
		if res.Status == puzzle.Unknown && !res.Complete && len(res.Solutions) == 0 {
			continue // an incomplete method may honestly not decide
		}
		if res.Count != 1 || res.Solutions[0].(*Solution).String() != p.Known.String() {
			t.Errorf("%s: %d solutions (complete %v), want the solution block", m, res.Count, res.Complete)
		}
	}
	if g, err := GradePuzzle(ctx, p); err != nil || g == "" {
		t.Errorf("grade %q, %v", g, err)
	}
	roundTrip(t, "blanks", p)
	id, err := ID(p)
	if err != nil {
		t.Fatal(err)
	}
	if want := "6x6:220222,113221,211213,122212,LR****TLRLRTBLRLRBTTTTLRBBBBTTLR**BB"; id != want {
		t.Errorf("ID %s, want %s", id, want)
	}
	golden.Check(t, "blanks.solution.golden", []byte(RenderText(p, p.Known)))
	if svg := RenderSVG(p, p.Known); strings.Count(svg, `fill="#444444"`) < 6 {
		t.Errorf("the SVG does not shade all six blanks")
	}
}

// tilingsWithBlanks lists every tiling of a w×h grid whose blank cells are
// exactly blanks (none when the rest cannot be tiled).
func tilingsWithBlanks(w, h int, blanks []int) [][]int {
	n := w * h
	partner := make([]int, n)
	for i := range partner {
		partner[i] = -2
	}
	for _, b := range blanks {
		partner[b] = -1
	}
	var out [][]int
	var fill func(from int)
	fill = func(from int) {
		i := from
		for i < n && partner[i] != -2 {
			i++
		}
		if i == n {
			out = append(out, append([]int(nil), partner...))
			return
		}
		for _, q := range []int{i + 1, i + w} {
			if (q == i+1 && i%w+1 == w) || q >= n || partner[q] != -2 {
				continue
			}
			partner[i], partner[q] = q, i
			fill(i + 1)
			partner[i], partner[q] = -2, -2
		}
	}
	fill(0)
	return out
}

// Every method counts the same as brute force on small puzzles with two to
// five blanks (random blank sets, up to six tilings of the rest, clues from
// random poles, some hidden, some with the row + counts reversed and often
// unsatisfiable).
func TestBlankSingletonsAgreeWithBruteForce(t *testing.T) {
	rng := rand.New(rand.NewPCG(20, 26))
	ctx := context.Background()
	names := []string{"auto", "prop", "density", "cdcl", "cdcl-card", "report", "fd", "backtrack"}
	puzzles, unsat, k := 0, 0, 0
	for _, c := range []struct{ w, h, blanks int }{{4, 4, 2}, {4, 4, 4}, {3, 3, 3}, {5, 3, 5}, {4, 3, 2}} {
		for range 25 {
			blanks := rng.Perm(c.w * c.h)[:c.blanks]
			for ti, tiling := range tilingsWithBlanks(c.w, c.h, blanks) {
				if ti >= 6 {
					break
				}
				k++
				p := &Puzzle{W: c.w, H: c.h, Partner: tiling}
				p.CluesFrom(RandomPoles(rng, c.w, c.h, tiling))
				for _, line := range [][]int{p.RowPlus, p.RowMinus, p.ColPlus, p.ColMinus} {
					for j := range line {
						switch {
						case k%3 == 1 && rng.IntN(3) == 0:
							line[j] = Unknown
						}
					}
				}
				if k%3 == 2 { // same totals, other rows: often unsatisfiable
					slices.Reverse(p.RowPlus)
				}
				if _, _, msg := p.clueProblem(); msg != "" {
					continue // the parser rejects it before any solver sees it
				}
				puzzles++
				want := bruteCount(p, 1<<30)
				if want == 0 {
					unsat++
				}
				for _, m := range names {
					res, err := Kind{}.Count(ctx, p, puzzle.SolveOptions{Method: m})
					if err != nil {
						t.Fatalf("%s: %v on\n%s", m, err, Format(p, nil))
					}
					if res.Count != want || !res.Complete {
						t.Fatalf("%s counts %d (complete %v), brute force %d, on\n%s", m, res.Count, res.Complete, want, Format(p, nil))
					}
					for _, s := range res.Solutions {
						if err := Check(p, s.(*Solution)); err != nil {
							t.Fatalf("%s: %v", m, err)
						}
					}
				}
			}
		}
	}
	if puzzles < 40 || unsat == 0 || unsat == puzzles {
		t.Errorf("%d puzzles, %d unsatisfiable: the sample should be large and hold both kinds", puzzles, unsat)
	}
}

// Tatham's own program reads game IDs with several blanks and writes them
// back byte for byte, as deduce does; it rejects a layout that deduce
// rejects too.
func TestSgtMagnetsReadsBlanks(t *testing.T) {
	bin := sgtMagnets(t)
	ids := []string{
		"3x3:111,120,210,111,LR*TLRB**",                                        // odd area, three blanks
		"6x6:220222,113221,211213,122212,LR****TLRLRTBLRLRBTTTTLRBBBBTTLR**BB", // testdata/blanks.txt
	}
	rng := rand.New(rand.NewPCG(3, 4))
	for len(ids) < 8 {
		w, h := 4+rng.IntN(4), 4+rng.IntN(4)
		ts := tilingsWithBlanks(w, h, rng.Perm(w * h)[:2+rng.IntN(3)])
		if len(ts) == 0 {
			continue
		}
		p := &Puzzle{W: w, H: h, Partner: ts[rng.IntN(len(ts))]}
		p.CluesFrom(RandomPoles(rng, w, h, p.Partner))
		id, err := ID(p)
		if err != nil {
			t.Fatal(err)
		}
		ids = append(ids, id)
	}
	for _, id := range ids {
		if _, err := Parse("id", []byte(id)); err != nil {
			t.Fatalf("deduce rejects %s: %v", id, err)
		}
		out, err := exec.Command(bin, "--generate", "1", id).Output()
		if err != nil {
			t.Fatalf("sgt-magnets on %s: %v", id, err)
		}
		if got := strings.TrimSpace(string(out)); got != id {
			t.Errorf("sgt-magnets writes %s back as %s", id, got)
		}
	}
	bad := "3x3:111,120,210,111,LR*TLRBL*" // an L whose partner is a blank
	if _, err := Parse("id", []byte(bad)); err == nil {
		t.Errorf("deduce accepts %s", bad)
	}
	out, _ := exec.Command(bin, "--generate", "1", bad).CombinedOutput()
	if !strings.Contains(string(out), "error parsing") {
		t.Errorf("sgt-magnets accepts %s: %s", bad, out)
	}
}
