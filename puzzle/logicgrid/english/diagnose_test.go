package english

import (
	"context"
	"fmt"
	"os"
	"strings"
	"testing"
)

// A sentence that reads several ways is settled by the puzzle; a puzzle
// without exactly one solution is explained by its sentences.
func TestSettleAndDiagnose(t *testing.T) {
	cases := []struct {
		file, why string
		readErr   string   // the read is refused saying this
		settled   string   // Reading.Settled contains this
		status    string   // Diagnose's status
		message   []string // Diagnose's message contains these
		conflict  []int    // 0-based sentences
	}{
		{"two-readings", "\"1 more\" measures points or goals; only points gives one solution",
			"", `clue 1 read several ways; the puzzle has one solution when clue 1 was read as "Ann has 1 more point than Bo"`, "unique", []string{"exactly one"}, nil},
		{"zebra-shared-name", "ZebraLogic: \"Alice\" is a name and a child, \"the person called Alice\" favours neither (a bare \"Alice\" is the name); only the child gives one solution",
			"", `clue 1 read several ways; the puzzle has one solution when clue 1 was read as "The one whose children is Alice is in house 1"`, "unique", []string{"exactly one"}, nil},
		{"readings-disagree", "points and goals each give a different single solution: refused, not guessed",
			"reads several ways", "", "", nil, nil},
		{"no-solution", "clue 4 contradicts 2 and 6; 1, 3 and 5 are not needed for the contradiction",
			"", "", "none", []string{"clues 2, 4 and 6 cannot all hold", `clue 4 (line 8) was read as "Ella paid $1.25"`}, []int{1, 3, 5}},
		{"several", "two clues leave Ella and Gwen's prices open",
			"", "", "several", []string{"several solutions", "Ella's price is $1.25 in one and $1.75 in the other"}, nil},
	}
	for _, c := range cases {
		data, err := os.ReadFile("testdata/diagnose/" + c.file + ".txt")
		if err != nil {
			t.Fatal(err)
		}
		r, err := ReadSentences(context.Background(), c.file, data)
		if c.readErr != "" {
			if err == nil || !strings.Contains(err.Error(), c.readErr) {
				t.Errorf("%s (%s): read error %v, want %q", c.file, c.why, err, c.readErr)
			}
			continue
		}
		if err != nil {
			t.Errorf("%s (%s): %v", c.file, c.why, err)
			continue
		}
		if !strings.Contains(r.Settled, c.settled) || c.settled == "" && r.Settled != "" {
			t.Errorf("%s (%s): settled %q, want %q", c.file, c.why, r.Settled, c.settled)
		}
		dg, err := Diagnose(context.Background(), r)
		if err != nil {
			t.Fatal(err)
		}
		if dg.Status != c.status {
			t.Errorf("%s (%s): status %q, want %q (%s)", c.file, c.why, dg.Status, c.status, dg.Message)
		}
		for _, m := range c.message {
			if !strings.Contains(dg.Message, m) {
				t.Errorf("%s (%s): message %q lacks %q", c.file, c.why, dg.Message, m)
			}
		}
		if c.conflict != nil && !equalInts(dg.Conflict, c.conflict) {
			t.Errorf("%s (%s): conflict %v, want %v", c.file, c.why, dg.Conflict, c.conflict)
		}
	}
}

func equalInts(a, b []int) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// The conflict is minimal: without any one of its sentences the rest of
// it has a solution (checked by the independent brute-force count).
func TestConflictIsMinimal(t *testing.T) {
	data, _ := os.ReadFile("testdata/diagnose/no-solution.txt")
	r, err := ReadSentences(context.Background(), "x", data)
	if err != nil {
		t.Fatal(err)
	}
	dg, err := Diagnose(context.Background(), r)
	if err != nil || dg.Status != "none" {
		t.Fatalf("%v %v", dg, err)
	}
	sub := func(skip int) int {
		q := *r.Puzzle
		q.Clues = nil
		for _, i := range dg.Conflict {
			if i != skip {
				q.Clues = append(q.Clues, r.Sentences[i].Clues()...)
			}
		}
		return bruteCount(&q)
	}
	if n := sub(-1); n != 0 {
		t.Errorf("the conflict set has %d solutions, want 0", n)
	}
	for _, i := range dg.Conflict {
		if n := sub(i); n == 0 {
			t.Errorf("without clue %d the conflict still has no solution: not minimal", i+1)
		}
	}
}

// settle solves only puzzles it can afford: on a large grid a sentence
// with two readings keeps its first, and the reading says why.
func TestSettleBounded(t *testing.T) {
	var b strings.Builder
	for d := range 10 {
		b.WriteString("c" + string(rune('a'+d)) + ": ")
		for i := range 10 {
			if i > 0 {
				b.WriteString(", ")
			}
			if d < 2 {
				b.WriteString(fmt.Sprint(10*d + i + 1)) // two categories of bare numbers
			} else {
				b.WriteString(fmt.Sprintf("%c%d", 'a'+d, i))
			}
		}
		b.WriteString("\n")
	}
	b.WriteString("Clues:\nc0 has 1 more than c1.\n")
	r, err := ReadSentences(context.Background(), "x", []byte(b.String()))
	if err != nil {
		t.Fatal(err)
	}
	if len(r.Sentences[0].Readings) != 2 || !strings.Contains(r.Settled, "too large (4500 pair facts") {
		t.Errorf("%d readings, settled %q", len(r.Sentences[0].Readings), r.Settled)
	}
}
