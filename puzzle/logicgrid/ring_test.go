package logicgrid

import (
	"context"
	"fmt"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"deduce/puzzle"
	"deduce/sat"
)

// Roles of a round-table puzzle's domains: who, which seat, what dish.
const (
	roleName = iota
	roleSeat
	roleDish
)

var ringRoleItems = [...][]string{
	{"Ann", "Bob", "Cy", "Di", "Ed", "Fay"},
	{"s1", "s2", "s3", "s4", "s5", "s6"},
	{"soup", "fish", "pie", "rice", "cake", "stew"},
}

// ringShape lays a round-table puzzle out: m domains of n items, the seat
// domain at index seat (0: seats name the entities; otherwise reached
// through the fd model's pos variables and the encodings' atoms).
type ringShape struct{ m, n, seat int }

// roles lists the role of each domain index.
func (sh ringShape) roles() []int {
	var others []int
	for r := range sh.m {
		if r != roleSeat {
			others = append(others, r)
		}
	}
	return slices.Insert(others, sh.seat, roleSeat)
}

// item is the Item of the i-th item of role r.
func (sh ringShape) item(r, i int) Item {
	return Item{slices.Index(sh.roles(), r), i}
}

// puzzle builds the grid; the seats get uneven Values (10, 11, 13, 16, ...)
// so that a clue measured in Values instead of positions goes wrong.
func (sh ringShape) puzzle(clues []ringClue) *Puzzle {
	p := &Puzzle{Algorithm: 8}
	vals := make([]int, sh.n)
	for i := range vals {
		vals[i] = 10 + i*(i+1)/2
	}
	p.Values = make([][]int, sh.m)
	for d, r := range sh.roles() {
		names := []string{"Name", "Seat", "Dish"}
		p.Domains = append(p.Domains, Domain{Name: names[r], Items: ringRoleItems[r][:sh.n]})
		if r == roleSeat {
			p.Values[d] = vals
		}
	}
	for _, c := range clues {
		p.Clues = append(p.Clues, Clue{Kind: c.kind, Items: []Item{sh.item(c.a[0], c.a[1]), sh.item(c.b[0], c.b[1])},
			Domain: sh.seat, K: c.k})
	}
	return p
}

// ringClue is a clue of a table case: kind, A and B as {role, index}, K.
type ringClue struct {
	kind ClueKind
	a, b [2]int
	k    int
}

// ringWalk is the test's own meaning of the ring clues, apart from both
// the checker's modulo and the encoders' gap table: walk k seats on from
// pa (and, for AroundBy, k seats back) one at a time and see if we reach pb.
func ringWalk(kind ClueKind, n, pa, pb, k int, sameEntity bool) bool {
	if sameEntity || k < 1 || k > n-1 {
		return false
	}
	fw, bw := pa, pa
	for range k {
		fw++
		if fw == n {
			fw = 0
		}
		if bw == 0 {
			bw = n
		}
		bw--
	}
	return fw == pb || kind == AroundBy && bw == pb
}

// forAssignments calls f with every assignment of p's grid (ent: entity of
// each item, of: item of each entity).
func forAssignments(p *Puzzle, f func(ent, of [][]int)) {
	m, n := p.M(), p.N()
	of := make([][]int, m)
	ent := make([][]int, m)
	for d := range of {
		of[d], ent[d] = make([]int, n), make([]int, n)
	}
	for e := range n {
		of[0][e], ent[0][e] = e, e
	}
	var rec func(d int)
	rec = func(d int) {
		if d == m {
			f(ent, of)
			return
		}
		perm := make([]int, n) // one per domain: the deeper ones permute theirs meanwhile
		for i := range perm {
			perm[i] = i
		}
		permute(perm, 0, func() bool {
			for e, i := range perm {
				of[d][e], ent[d][i] = i, e
			}
			rec(d + 1)
			return true
		})
	}
	rec(1)
}

// solutionKey names an assignment by its rows, to compare solution sets.
func solutionKey(of [][]int) string {
	return fmt.Sprint(of)
}

// independent evaluates clue c on an assignment with ringWalk.
func independent(p *Puzzle, c Clue, ent, of [][]int) bool {
	ea, eb := ent[c.Items[0].D][c.Items[0].I], ent[c.Items[1].D][c.Items[1].I]
	return ringWalk(c.Kind, p.N(), of[c.Domain][ea], of[c.Domain][eb], c.K, ea == eb)
}

// The checker's meaning of each ring kind on one seating, case by case.
func TestRingKindsHold(t *testing.T) {
	// Five seats s1..s5 (positions 0..4): Ann s1, Bob s2, Cy s3, Di s4, Ed s5.
	sh5 := ringShape{2, 5, 1}
	// Six seats: Ann s1, Bob s2, ..., Fay s6.
	sh6 := ringShape{2, 6, 1}
	const ann, bob, cy, di, ed, fay = 0, 1, 2, 3, 4, 5
	nm := func(i int) [2]int { return [2]int{roleName, i} }
	cases := []struct {
		why  string
		sh   ringShape
		c    ringClue
		want bool
	}{
		{"Bob is 1 on from Ann (s2 after s1)", sh5, ringClue{RingBy, nm(ann), nm(bob), 1}, true},
		{"Ann is not 1 on from Bob: clockwise is one way", sh5, ringClue{RingBy, nm(bob), nm(ann), 1}, false},
		{"Ann is 4 on from Bob: the other way round is n-1 on", sh5, ringClue{RingBy, nm(bob), nm(ann), 4}, true},
		{"wrap: Ann (s1) is 1 on from Ed (s5)", sh5, ringClue{RingBy, nm(ed), nm(ann), 1}, true},
		{"wrap: Ann (s1) is 2 on from Di (s4)", sh5, ringClue{RingBy, nm(di), nm(ann), 2}, true},
		{"wrap: Bob (s2) is 3 on from Di (s4), not 2", sh5, ringClue{RingBy, nm(di), nm(bob), 2}, false},
		{"Cy is 2 on from Ann, but Ann is 3 on from Cy", sh5, ringClue{RingBy, nm(ann), nm(cy), 2}, true},
		{"Ann is not 2 on from Cy", sh5, ringClue{RingBy, nm(cy), nm(ann), 2}, false},
		{"Ann is 3 on from Cy", sh5, ringClue{RingBy, nm(cy), nm(ann), 3}, true},
		{"wrap: Ed and Ann are next to each other", sh5, ringClue{AroundBy, nm(ed), nm(ann), 1}, true},
		{"wrap: Ann and Ed, either order", sh5, ringClue{AroundBy, nm(ann), nm(ed), 1}, true},
		{"Ann and Cy are not next to each other", sh5, ringClue{AroundBy, nm(ann), nm(cy), 1}, false},
		{"Ann and Di: 3 one way is 2 the other (n=5)", sh5, ringClue{AroundBy, nm(ann), nm(di), 2}, true},
		{"Ann and Di are 3 apart too", sh5, ringClue{AroundBy, nm(ann), nm(di), 3}, true},
		{"K = 0 never holds: two entities", sh5, ringClue{RingBy, nm(ann), nm(bob), 0}, false},
		{"K = n never holds: mod n is below n", sh5, ringClue{RingBy, nm(ann), nm(bob), 5}, false},
		{"K = n+1 is not read mod n as 1", sh5, ringClue{RingBy, nm(ann), nm(bob), 6}, false},
		{"one entity (Ann in s1) is not 0 on from itself", sh5, ringClue{AroundBy, nm(ann), [2]int{roleSeat, 0}, 0}, false},
		{"Ann's seat is s1: Ann is 1 on from s5", sh5, ringClue{RingBy, [2]int{roleSeat, 4}, nm(ann), 1}, true},
		{"opposite at 6: Ann (s1) and Di (s4)", sh6, ringClue{AroundBy, nm(ann), nm(di), 3}, true},
		{"opposite at 6, other order", sh6, ringClue{AroundBy, nm(di), nm(ann), 3}, true},
		{"opposite at 6 is RingBy 3 both ways", sh6, ringClue{RingBy, nm(di), nm(ann), 3}, true},
		{"Bob and Fay are not opposite (4 one way, 2 the other)", sh6, ringClue{AroundBy, nm(bob), nm(fay), 3}, false},
		{"wrap at 6: Fay and Bob are 2 apart", sh6, ringClue{AroundBy, nm(bob), nm(fay), 2}, true},
		{"seats, not Values: s1 to s4 is 3 on (values 10 to 16)", sh6, ringClue{RingBy, [2]int{roleSeat, 0}, [2]int{roleSeat, 3}, 3}, true},
		{"seats, not Values: s1 to s2 is 1 on, not 6", sh6, ringClue{RingBy, [2]int{roleSeat, 0}, [2]int{roleSeat, 1}, 6}, false},
	}
	for _, tc := range cases {
		p := tc.sh.puzzle([]ringClue{tc.c})
		of := make([][]int, tc.sh.m)
		for d := range of {
			of[d] = []int{0, 1, 2, 3, 4, 5}[:tc.sh.n]
		}
		s := NewSolution(p, of)
		if got := p.clueHolds(p.Clues[0], s.entities(), s.Of); got != tc.want {
			t.Errorf("%s: holds = %v, want %v", tc.why, got, tc.want)
		}
	}
}

// The checker's meaning agrees with the test's own, seat walking one,
// on every assignment of small grids, for every K from -1 to n+1 and the
// seat domain first, middle and last.
func TestRingKindsMeaning(t *testing.T) {
	for _, sh := range []ringShape{{3, 4, 0}, {3, 4, 1}, {3, 4, 2}, {2, 5, 1}, {2, 6, 0}, {2, 6, 1}} {
		for _, kind := range []ClueKind{RingBy, AroundBy} {
			for k := -1; k <= sh.n+1; k++ {
				for _, ab := range [][2][2]int{
					{{roleName, 0}, {roleName, 1}},        // two people
					{{roleName, 2}, {roleName, 2}},        // one person: never
					{{roleName, 1}, {roleSeat, 0}},        // a person and a seat
					{{roleSeat, 3}, {roleSeat, 0}},        // two seats: fixed, wrapping
					{{roleSeat, 0}, {roleSeat, sh.n - 1}}, // first and last seat
					{{roleName, 0}, {sh.m - 1, sh.n - 1}}, // a person and the last role's item
					{{sh.m - 1, 0}, {sh.m - 1, 0}},        // one item of the last domain
					{{roleSeat, sh.n - 1}, {roleName, 3}}, // last seat to a person
				} {
					p := sh.puzzle([]ringClue{{kind, ab[0], ab[1], k}})
					c := p.Clues[0]
					holds := 0
					forAssignments(p, func(ent, of [][]int) {
						want := independent(p, c, ent, of)
						if got := p.clueHolds(c, ent, of); got != want {
							t.Fatalf("%v %s k=%d on %v: checker %v, walk %v", sh, p.ClueText(c), k, of, got, want)
						}
						if want {
							holds++
						}
					})
					free := ab[0] != ab[1] && !(ab[0][0] == roleSeat && ab[1][0] == roleSeat)
					if k >= 1 && k < sh.n && free && holds == 0 {
						t.Errorf("%v %s: never holds", sh, p.ClueText(c))
					}
				}
			}
		}
	}
}

// ringCases are the puzzles the solvers are compared on.
var ringCases = []struct {
	why   string
	sh    ringShape
	clues []ringClue
}{
	{"a lone RingBy, n=5", ringShape{3, 5, 1}, []ringClue{{RingBy, [2]int{roleName, 0}, [2]int{roleName, 1}, 2}}},
	{"wrap forced: Ann in s5, Bob 1 on from her must sit in s1", ringShape{3, 5, 1}, []ringClue{
		{RingBy, [2]int{roleSeat, 3}, [2]int{roleName, 0}, 1},
		{RingBy, [2]int{roleName, 0}, [2]int{roleName, 1}, 1},
		{AroundBy, [2]int{roleName, 1}, [2]int{roleDish, 0}, 1}}},
	{"RingBy A->B 1 and B->A 1 contradict at n=5", ringShape{3, 5, 1}, []ringClue{
		{RingBy, [2]int{roleName, 0}, [2]int{roleName, 1}, 1},
		{RingBy, [2]int{roleName, 1}, [2]int{roleName, 0}, 1}}},
	{"RingBy A->B 2 is RingBy B->A 3 at n=5", ringShape{3, 5, 1}, []ringClue{
		{RingBy, [2]int{roleName, 0}, [2]int{roleName, 1}, 2},
		{RingBy, [2]int{roleName, 1}, [2]int{roleName, 0}, 3},
		{AroundBy, [2]int{roleName, 2}, [2]int{roleDish, 1}, 2}}},
	{"seat domain first (entities are seats), with wrap", ringShape{3, 5, 0}, []ringClue{
		{AroundBy, [2]int{roleName, 0}, [2]int{roleSeat, 0}, 1},
		{RingBy, [2]int{roleDish, 2}, [2]int{roleName, 0}, 1},
		{AroundBy, [2]int{roleName, 3}, [2]int{roleDish, 4}, 2}}},
	{"seat domain last, next-to chain", ringShape{3, 5, 2}, []ringClue{
		{AroundBy, [2]int{roleName, 0}, [2]int{roleName, 1}, 1},
		{AroundBy, [2]int{roleName, 1}, [2]int{roleName, 2}, 1},
		{AroundBy, [2]int{roleName, 2}, [2]int{roleDish, 0}, 1},
		{RingBy, [2]int{roleDish, 0}, [2]int{roleSeat, 0}, 4}}},
	{"a next-to chain of five people round 5 seats", ringShape{3, 5, 1}, []ringClue{
		{AroundBy, [2]int{roleName, 0}, [2]int{roleName, 1}, 1},
		{AroundBy, [2]int{roleName, 1}, [2]int{roleName, 2}, 1},
		{AroundBy, [2]int{roleName, 2}, [2]int{roleName, 3}, 1},
		{AroundBy, [2]int{roleName, 3}, [2]int{roleName, 4}, 1},
		{RingBy, [2]int{roleDish, 0}, [2]int{roleName, 0}, 2}}},
	{"opposite at 6 seats (K = n/2)", ringShape{2, 6, 1}, []ringClue{
		{AroundBy, [2]int{roleName, 0}, [2]int{roleName, 1}, 3},
		{AroundBy, [2]int{roleName, 2}, [2]int{roleName, 3}, 3}}},
	{"opposite at 6 seats as RingBy both ways, seats first", ringShape{2, 6, 0}, []ringClue{
		{RingBy, [2]int{roleName, 0}, [2]int{roleName, 1}, 3},
		{RingBy, [2]int{roleName, 1}, [2]int{roleName, 0}, 3},
		{AroundBy, [2]int{roleName, 2}, [2]int{roleSeat, 5}, 1}}},
	{"opposite at 4 seats, 3 domains", ringShape{3, 4, 2}, []ringClue{
		{AroundBy, [2]int{roleName, 0}, [2]int{roleDish, 0}, 2},
		{RingBy, [2]int{roleDish, 1}, [2]int{roleName, 1}, 3}}},
	{"one seating: wrap both ways round from s1", ringShape{2, 5, 1}, []ringClue{
		{RingBy, [2]int{roleSeat, 4}, [2]int{roleName, 0}, 1},   // Ann in s1
		{RingBy, [2]int{roleName, 0}, [2]int{roleName, 1}, 4},   // Bob in s5
		{AroundBy, [2]int{roleName, 1}, [2]int{roleName, 2}, 1}, // Cy in s4 (s1 is Ann's)
		{RingBy, [2]int{roleName, 3}, [2]int{roleName, 2}, 2}}}, // Di in s2, so Ed in s3
	{"K = n: no solution", ringShape{2, 4, 1}, []ringClue{
		{AroundBy, [2]int{roleName, 0}, [2]int{roleName, 1}, 4}}},
	{"K = 0 RingBy: no solution", ringShape{2, 4, 0}, []ringClue{
		{RingBy, [2]int{roleName, 0}, [2]int{roleName, 1}, 0}}},
}

// ringSolverSets enumerates every solution of p with the fd model and
// with cdcl on every encoding, keyed by solutionKey.
func ringSolverSets(t *testing.T, p *Puzzle) map[string]map[string]bool {
	t.Helper()
	ctx := context.Background()
	out := map[string]map[string]bool{}
	md, err := newFDModel(p)
	if err == nil {
		set := map[string]bool{}
		err = md.s.Label(ctx, md.labelVars(), fdLabel, func() bool {
			set[solutionKey(md.solution().Of)] = true
			return true
		})
		out["fd"] = set
	}
	if err != nil {
		t.Fatalf("fd: %v", err)
	}
	for _, enc := range allEncodings {
		x := Encode(p, enc)
		s, err := newSolver(ctx, Plan{Method: "cdcl", Encoding: enc}, x)
		if err != nil {
			t.Fatal(err)
		}
		set := map[string]bool{}
		if _, complete, err := sat.Enumerate(ctx, s, x.projection(), 0, func(model []bool) bool {
			set[solutionKey(x.Decode(model).Of)] = true
			return true
		}); err != nil || !complete {
			t.Fatalf("cdcl/%s: complete %v, %v", enc, complete, err)
		}
		out["cdcl/"+enc.String()] = set
	}
	return out
}

// Brute force over every assignment with the test's own meaning, the
// checker (Check), the fd model and the SAT encodings find the same
// solutions; Count (the package's solve path) counts them.
func TestRingKindsSolversAgree(t *testing.T) {
	ctx := context.Background()
	sawNone, sawOne, sawMany := false, false, false
	for _, tc := range ringCases {
		p := tc.sh.puzzle(tc.clues)
		brute := map[string]bool{}
		forAssignments(p, func(ent, of [][]int) {
			all := true
			for _, c := range p.Clues {
				all = all && independent(p, c, ent, of)
			}
			checked := Check(p, NewSolution(p, of)) == nil
			if all != checked {
				t.Fatalf("%s: on %v the test's meaning says %v, Check %v", tc.why, of, all, checked)
			}
			if all {
				brute[solutionKey(of)] = true
			}
		})
		sawNone = sawNone || len(brute) == 0
		sawOne = sawOne || len(brute) == 1
		sawMany = sawMany || len(brute) > 1
		for name, set := range ringSolverSets(t, p) {
			if len(set) != len(brute) {
				t.Errorf("%s: %s finds %d solutions, brute force %d\n%s", tc.why, name, len(set), len(brute), Format(p, nil))
				continue
			}
			for k := range set {
				if !brute[k] {
					t.Errorf("%s: %s finds %s, not a solution by brute force", tc.why, name, k)
				}
			}
		}
		for _, opt := range []puzzle.SolveOptions{{}, {Method: "cdcl"}, {Method: "cdcl", Encoding: "extended"}} {
			r, err := Count(ctx, p, opt)
			if err != nil || !r.Complete || r.Count != len(brute) {
				t.Errorf("%s: Count %q/%q = %d (complete %v, %v), brute force %d", tc.why, opt.Method, opt.Encoding, r.Count, r.Complete, err, len(brute))
			}
		}
		t.Logf("%s: %d solutions", tc.why, len(brute))
	}
	if !sawNone || !sawOne || !sawMany {
		t.Errorf("cases with none %v, one %v, many %v solutions: cover all three", sawNone, sawOne, sawMany)
	}
}

// uniqueRingPuzzle plants a seating and adds true ring (and a few "is")
// clues until fd counts one solution.
func uniqueRingPuzzle(t *testing.T, rng *rand.Rand, sh ringShape) *Puzzle {
	t.Helper()
	p := sh.puzzle(nil)
	of := make([][]int, sh.m)
	for d := range of {
		of[d] = rng.Perm(sh.n)
	}
	for e := range of[0] {
		of[0][e] = e
	}
	sol := NewSolution(p, of)
	ent := sol.entities()
	for range 200 {
		a := Item{rng.IntN(sh.m), rng.IntN(sh.n)}
		b := Item{rng.IntN(sh.m), rng.IntN(sh.n)}
		ea, eb := ent[a.D][a.I], ent[b.D][b.I]
		if ea == eb {
			continue
		}
		kind := RingBy
		if rng.IntN(2) == 0 {
			kind = AroundBy
		}
		c := Clue{Kind: kind, Items: []Item{a, b}, Domain: sh.seat, K: (of[sh.seat][eb] - of[sh.seat][ea] + sh.n) % sh.n}
		if !p.clueHolds(c, ent, of) {
			t.Fatalf("planted %s is false", p.ClueText(c))
		}
		p.Clues = append(p.Clues, c)
		r, err := Count(context.Background(), p, puzzle.SolveOptions{Limit: 2})
		if err != nil {
			t.Fatal(err)
		}
		if r.Count == 1 {
			return p
		}
	}
	t.Fatalf("no unique puzzle in 200 clues")
	return nil
}

// The explainer explains ring puzzles to the end, and every step passes the
// independent step check (VerifyStep reads the ring clues as ordered ones).
func TestRingKindsExplain(t *testing.T) {
	rng := rand.New(rand.NewPCG(6, 5))
	for i, sh := range []ringShape{{3, 5, 1}, {3, 6, 0}, {3, 5, 2}} {
		p := uniqueRingPuzzle(t, rng, sh)
		ex, err := puzzle.ExplainChecked(context.Background(), Kind{}, p, nil)
		if err != nil || ex.Status != puzzle.ExplainSolved {
			t.Errorf("puzzle %d: %v, status %q\n%s", i, err, ex.Status, Format(p, nil))
		}
	}
}

// The text forms of the ring kinds: ClueText, ClueWords and the MiniZinc
// constraint.
func TestRingKindsText(t *testing.T) {
	sh := ringShape{3, 6, 1}
	p := sh.puzzle([]ringClue{
		{RingBy, [2]int{roleName, 0}, [2]int{roleName, 1}, 2},
		{AroundBy, [2]int{roleName, 0}, [2]int{roleDish, 1}, 3},
		{AroundBy, [2]int{roleName, 2}, [2]int{roleName, 3}, 1},
	})
	cases := []struct {
		why, got, want string
	}{
		{"ring-by in the extension notation", p.ClueText(p.Clues[0]), "Seat@Ann:Bob:+2"},
		{"around-by in the extension notation", p.ClueText(p.Clues[1]), "Seat@Ann:fish:~3"},
		{"ring-by in English: B on from A", p.ClueWords(p.Clues[0]), "Around the table by Seat, Bob is exactly 2 places on from Ann."},
		{"around-by in English", p.ClueWords(p.Clues[1]), "By Seat, Ann and fish are exactly 3 places apart around the table."},
		{"one place, singular", p.ClueWords(p.Clues[2]), "By Seat, Cy and Di are exactly 1 place apart around the table."},
		{"kind names", RingBy.String() + " " + AroundBy.String(), "ring-by around-by"},
	}
	for _, tc := range cases {
		if tc.got != tc.want {
			t.Errorf("%s: %q, want %q", tc.why, tc.got, tc.want)
		}
	}
	mzn := MiniZinc(p)
	for _, want := range []string{
		"constraint ent[1,1] != ent[1,2] /\\ (pos[2,ent[1,2]] - pos[2,ent[1,1]] + 6) mod 6 = 2;",
		"constraint ent[1,1] != ent[3,2] /\\ ((pos[2,ent[3,2]] - pos[2,ent[1,1]] + 6) mod 6 = 3 \\/ (pos[2,ent[1,1]] - pos[2,ent[3,2]] + 6) mod 6 = 3);",
	} {
		if !strings.Contains(mzn, want) {
			t.Errorf("MiniZinc model lacks %q:\n%s", want, mzn)
		}
	}
}

// Gecode, through MiniZinc, finds exactly brute force's solutions of the
// ring cases: the mod form of the export is right. Skipped without
// minizinc and Gecode, and with -short.
func TestRingKindsMiniZinc(t *testing.T) {
	if _, err := exec.LookPath("minizinc"); err != nil {
		t.Skip("minizinc not installed")
	}
	if out, err := exec.Command("minizinc", "--solvers").CombinedOutput(); err != nil || !strings.Contains(strings.ToLower(string(out)), "gecode") {
		t.Skip("minizinc has no gecode solver")
	}
	if testing.Short() {
		t.Skip("-short: minizinc runs take a while")
	}
	for _, tc := range ringCases {
		p := tc.sh.puzzle(tc.clues)
		want := map[string]bool{}
		forAssignments(p, func(ent, of [][]int) {
			if Check(p, NewSolution(p, of)) == nil {
				want[solutionKey(of)] = true
			}
		})
		path := filepath.Join(t.TempDir(), "m.mzn")
		if err := os.WriteFile(path, []byte(MiniZinc(p)), 0o644); err != nil {
			t.Fatal(err)
		}
		out, err := exec.Command("minizinc", "--solver", "gecode", "-a", path).Output()
		if err != nil {
			t.Fatalf("%s: minizinc: %v\n%s", tc.why, err, out)
		}
		got := map[string]bool{}
		of := make([][]int, p.M())
		rows := 0
		for _, l := range strings.Split(string(out), "\n") {
			switch l = strings.TrimSpace(l); {
			case l == "----------":
				got[solutionKey(of)] = true
				rows = 0
			case l == "" || strings.HasPrefix(l, "=====") || strings.HasPrefix(l, "%"):
			default:
				for d, name := range strings.Split(l, ":") {
					if rows == 0 {
						of[d] = make([]int, p.N())
					}
					of[d][rows] = slices.Index(p.Domains[d].Items, name)
				}
				rows++
			}
		}
		if len(got) != len(want) {
			t.Errorf("%s: gecode finds %d solutions, brute force %d", tc.why, len(got), len(want))
		}
		for k := range got {
			if !want[k] {
				t.Errorf("%s: gecode finds %s, not a solution", tc.why, k)
			}
		}
	}
}
