package explainfmt

import (
	"bytes"
	"context"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"deduce/internal/golden"
	"deduce/puzzle"
	_ "deduce/puzzle/allkinds"
)

// TestStepLineFactsSummary: the one-line pieces every front end prints, on
// hand-made steps and explanations (no kind needed).
func TestStepLineFactsSummary(t *testing.T) {
	step := puzzle.Step{N: 3, Rule: "line-count", Cost: 2, Text: "row 1 needs its last +",
		Clues: []int{1, 7}, Uses: []puzzle.Fact{{Row: 1, Col: 1, Value: "+"}},
		Facts: []puzzle.Fact{{Row: 1, Col: 2, Value: "+"}, {Row: 1, Col: 3, Value: "-", Not: true}}}
	cases := []struct{ why, got, want string }{
		{"several clues are 'clues'", StepLine(step), "Step 3 [line-count, cost 2, clues 1, 7]: row 1 needs its last +"},
		{"one clue is 'clue'", StepLine(puzzle.Step{N: 1, Rule: "r", Cost: 1, Clues: []int{4}, Text: "t"}), "Step 1 [r, cost 1, clue 4]: t"},
		{"no clue, no clue list", StepLine(puzzle.Step{N: 2, Rule: "r", Cost: 5, Text: "t"}), "Step 2 [r, cost 5]: t"},
		{"facts joined, exclusions as !=", Facts(step.Facts), step.Facts[0].String() + ", " + step.Facts[1].String()},
		{"no facts is the contradiction", Facts(nil), "a contradiction: no solution"},
		{"solved: steps, cost, hardest, grade", Summary(puzzle.Explanation{Status: puzzle.ExplainSolved, Steps: make([]puzzle.Step, 2), Cost: 5, Hardest: 3, Grade: "tricky"}),
			"solved in 2 steps, total cost 5, hardest step cost 3, grade tricky"},
		{"one step is singular", Summary(puzzle.Explanation{Status: puzzle.ExplainSolved, Steps: make([]puzzle.Step, 1), Cost: 1, Hardest: 1}),
			"solved in 1 step, total cost 1, hardest step cost 1"},
		{"ambiguous says two solutions follow", Summary(puzzle.Explanation{Status: puzzle.ExplainAmbiguous, Steps: make([]puzzle.Step, 4)}),
			"ambiguous: deduction stops after 4 steps; the puzzle has several solutions, two of them below"},
		{"unsolvable names the contradiction's step", Summary(puzzle.Explanation{Status: puzzle.ExplainUnsolvable, Steps: []puzzle.Step{{N: 1}, {N: 2}}}),
			"unsolvable: step 2 found the contradiction; the puzzle has no solution"},
		{"unsolvable without steps", Summary(puzzle.Explanation{Status: puzzle.ExplainUnsolvable}), "unsolvable: the puzzle has no solution"},
		{"stuck says the rest needs guessing", Summary(puzzle.Explanation{Status: puzzle.ExplainStuck, Steps: make([]puzzle.Step, 3)}),
			"stuck after 3 steps: the rules find no further step (the rest needs guessing)"},
	}
	for _, c := range cases {
		if c.got != c.want {
			t.Errorf("%s:\n got %q\nwant %q", c.why, c.got, c.want)
		}
	}
}

// TestBoardText: playable cells show their symbol, marked ones bracketed,
// givens in parentheses (a given must not read as a deduced letter),
// unplayable ones blank.
func TestBoardText(t *testing.T) {
	b := &puzzle.Board{Rows: 2, Cols: 3, Symbols: []string{".", "X"}, Cells: []int{0, 1, 1, 1, 1, 0},
		Playable: []bool{true, true, true, false, true, true}, Given: []bool{false, false, true, false, false, false}}
	got := BoardText(b, map[int]bool{1: true})
	want := " . [X](X)\n    X  . \n"
	if got != want {
		t.Errorf("BoardText:\n got %q\nwant %q", got, want)
	}
}

// TestPictureGivens: in a walkthrough picture of Close or Far, a given
// letter is bold and black and names itself given; a letter the steps found
// is plain and blue, the same letter drawn otherwise (they looked alike).
func TestPictureGivens(t *testing.T) {
	k, p, err := puzzle.Load(filepath.Join("testdata", "closefar_fig1.txt"), "", nil)
	if err != nil {
		t.Fatal(err)
	}
	e, err := puzzle.ExplainChecked(context.Background(), k, p, nil)
	if err != nil {
		t.Fatal(err)
	}
	var page bytes.Buffer
	if err := HTML(&page, "fig1", k, p, nil, e); err != nil {
		t.Fatal(err)
	}
	pics := svgElement.FindAllString(page.String(), -1)
	last := pics[len(pics)-1] // the solved board: givens and found letters side by side
	letter := regexp.MustCompile(`aria-label="[^"]*: ([CF])(, given)?"><rect[^>]*/><text class="(\w+)"[^>]*font-weight="(\w+)" fill="([^"]+)">([CF])</text>`)
	seen := map[bool]int{}
	for _, m := range letter.FindAllStringSubmatch(last, -1) {
		given := m[2] != ""
		seen[given]++
		wantClass, wantWeight, wantInk := "found", "normal", deducedInk
		if given {
			wantClass, wantWeight, wantInk = "given", "bold", "#000"
		}
		if m[3] != wantClass || m[4] != wantWeight || m[5] != wantInk || m[1] != m[6] {
			t.Errorf("%s (given %v): class %s, weight %s, ink %s; want %s, %s, %s", m[0], given, m[3], m[4], m[5], wantClass, wantWeight, wantInk)
		}
	}
	if seen[true] == 0 || seen[false] == 0 {
		t.Errorf("the solved picture shows %d given and %d found letters; want both", seen[true], seen[false])
	}
	if !strings.Contains(page.String(), `<span class="given">`) {
		t.Error("the legend does not say how a given looks")
	}
}

// svgElement is one picture of the walkthrough.
var svgElement = regexp.MustCompile(`(?s)<svg.*?</svg>`)

// TestExplanations writes a small puzzle of each kind's checked explanation
// as text (with and without boards) and as the HTML walkthrough, against
// golden files (-update rewrites them), and checks what holds whatever the
// goldens say: one head line per step, the summary last before the
// solution, one picture per step plus the start in the walkthrough.
func TestExplanations(t *testing.T) {
	cases := []struct{ why, file string }{
		{"Magnets: the report's e1", "magnets_e1.txt"},
		{"Close or Far: the report's Fig. 1", "closefar_fig1.txt"},
		{"logic grid: the thesis's sample", "logicgrid_thesis_sample.txt"},
	}
	for _, c := range cases {
		t.Run(c.file, func(t *testing.T) {
			ctx := context.Background()
			k, p, err := puzzle.Load(filepath.Join("testdata", c.file), "", nil)
			if err != nil {
				t.Fatalf("%s: %v", c.why, err)
			}
			e, err := puzzle.ExplainChecked(ctx, k, p, nil)
			if err != nil {
				t.Fatalf("%s: %v", c.why, err)
			}
			if e.Status != puzzle.ExplainSolved || len(e.Steps) == 0 {
				t.Fatalf("%s: explanation %s with %d steps, want solved", c.why, e.Status, len(e.Steps))
			}
			stem := strings.TrimSuffix(c.file, ".txt")
			solution := func(s puzzle.Solution) string { return k.Format(p, s) }

			var plain, boards bytes.Buffer
			Text(&plain, k, p, nil, e, Options{}, solution)
			Text(&boards, k, p, nil, e, Options{Boards: true}, solution)
			if n := strings.Count(plain.String(), "\nStep ") + 1; !strings.HasPrefix(plain.String(), "Step 1 [") || n != len(e.Steps) {
				t.Errorf("%s: text has %d step lines, want %d starting with Step 1", c.why, n, len(e.Steps))
			}
			if !strings.Contains(plain.String(), Summary(e)+"\n"+solution(e.Solution)) {
				t.Errorf("%s: text lacks the summary followed by the solution", c.why)
			}
			if boards.Len() <= plain.Len() {
				t.Errorf("%s: --boards text (%d bytes) draws nothing beyond the plain text (%d)", c.why, boards.Len(), plain.Len())
			}
			golden.Check(t, stem+".txt.golden", plain.Bytes())
			golden.Check(t, stem+".boards.txt.golden", boards.Bytes())

			var page bytes.Buffer
			if err := HTML(&page, "explain "+c.file, k, p, nil, e); err != nil {
				t.Fatal(err)
			}
			html := page.String()
			if got := strings.Count(html, `<div class="step">`); got != len(e.Steps)+1 {
				t.Errorf("%s: walkthrough has %d step blocks, want %d (the start and one per step)", c.why, got, len(e.Steps)+1)
			}
			if got := strings.Count(html, "<svg"); got != len(e.Steps)+1 {
				t.Errorf("%s: walkthrough has %d pictures, want %d", c.why, got, len(e.Steps)+1)
			}
			// The golden keeps the page's words and structure and the first
			// picture (the start position); the other pictures, the same
			// drawing code, are replaced by <svg/> to keep the file small.
			pics := svgElement.FindAllString(html, -1)
			golden.Check(t, stem+".html.golden", []byte(svgElement.ReplaceAllString(html, "<svg/>")))
			golden.Check(t, stem+".start.svg.golden", []byte(pics[0]+"\n"))

			_, body, err := Walkthrough(k, p, nil, e)
			if err != nil {
				t.Fatal(err)
			}
			if !strings.Contains(html, string(body)) {
				t.Errorf("%s: Walkthrough's body is not the page's", c.why)
			}
		})
	}
}
