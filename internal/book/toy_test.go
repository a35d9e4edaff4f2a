package book

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"deduce/internal/tui/toykind"
	"deduce/puzzle"
)

// TestToyKindPage prints the test battery's toy kind, which has no drawing
// code of its own (no draw.Drawer) and is edited nowhere outside its
// directory: the page draws its board from its puzzle.Layout, with labels,
// category names, the clues and the legend; the solution page fills the
// cells. The PDF page is rendered with pdftoppm and must carry ink.
func TestToyKindPage(t *testing.T) {
	k := toykind.Kind{}
	p, err := k.Parse("toy.txt", []byte(toykind.Start))
	if err != nil {
		t.Fatal(err)
	}
	r, err := puzzle.SolveChecked(t.Context(), k, p, puzzle.SolveOptions{})
	if err != nil || len(r.Solutions) == 0 {
		t.Fatal(err)
	}
	entries := []Entry{{Kind: k, Puzzle: p, Solution: r.Solutions[0], Title: "Toy"}}
	pages, err := Layout(entries, Options{Paper: Papers[0], Solutions: true})
	if err != nil {
		t.Fatal(err)
	}
	svg := SVGPages(pages)
	for _, want := range []string{">c1<", ">r3<", ">columns<", ">rows<", "Toy clue: row 1 holds", "Toy legend"} {
		if !strings.Contains(svg[0], want) {
			t.Errorf("the toy's page lacks %q", want)
		}
	}
	if len(svg) < 2 || strings.Count(svg[1], ">C<") != 3 {
		t.Errorf("the solution page shows the three C of the square")
	}
	if testing.Short() {
		return
	}
	if _, err := exec.LookPath("pdftoppm"); err != nil {
		t.Skip("pdftoppm not installed (apt-get install poppler-utils)")
	}
	var buf bytes.Buffer
	if err := PDF(&buf, pages, Papers[0], "toy"); err != nil {
		t.Fatal(err)
	}
	dir := os.Getenv("DEDUCE_SCREENSHOTS")
	if dir == "" {
		dir = t.TempDir()
	}
	pdf := filepath.Join(dir, "book-toy.pdf")
	if err := os.WriteFile(pdf, buf.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	if out, err := exec.Command("pdftoppm", "-png", "-r", "60", "-f", "1", "-l", "1", pdf, filepath.Join(dir, "book-toy")).CombinedOutput(); err != nil {
		t.Fatalf("pdftoppm: %v\n%s", err, out)
	}
	pngs, _ := filepath.Glob(filepath.Join(dir, "book-toy-*.png"))
	if len(pngs) != 1 {
		t.Fatalf("pdftoppm rendered %v", pngs)
	}
	if dark, _ := inkOf(t, pngs[0]); dark < 300 {
		t.Errorf("the toy's page has %d dark pixels: nothing drawn", dark)
	}
}
