package book

import (
	"bytes"
	"image"
	"image/png"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"testing"

	"deduce/puzzle/draw"
)

// TestPDFPagesRender prints a 20-puzzle book of every kind, renders every
// page with pdftoppm and checks that each page has ink on it: a blank page
// (a lost drawing, a wrong transform) has no dark pixels. Puzzle pages
// carry grids, so they must have many. Skips when pdftoppm (poppler-utils)
// is absent.
func TestPDFPagesRender(t *testing.T) {
	if testing.Short() {
		t.Skip("renders 3 books with pdftoppm")
	}
	if _, err := exec.LookPath("pdftoppm"); err != nil {
		t.Skip("pdftoppm not installed (apt-get install poppler-utils)")
	}
	for _, k := range kinds {
		entries := generate(t, k, 20)
		pages, err := Layout(entries, Options{Paper: Papers[0], Solutions: true})
		if err != nil {
			t.Fatal(err)
		}
		// A control page carrying only a page number, as a lost drawing
		// would leave: the ink check must call it blank.
		control := &draw.Picture{W: Papers[0].W, H: Papers[0].H}
		control.Text(Papers[0].W/2, Papers[0].H-10, "99", draw.Font{Size: 3, Anchor: draw.Middle}, draw.Black)
		var buf bytes.Buffer
		if err := PDF(&buf, append(pages, control), Papers[0], k.Name()); err != nil {
			t.Fatal(err)
		}
		dir := t.TempDir()
		pdf := filepath.Join(dir, "book.pdf")
		if err := os.WriteFile(pdf, buf.Bytes(), 0o644); err != nil {
			t.Fatal(err)
		}
		if out, err := exec.Command("pdftoppm", "-png", "-r", "30", pdf, filepath.Join(dir, "p")).CombinedOutput(); err != nil {
			t.Fatalf("%s: pdftoppm: %v\n%s", k.Name(), err, out)
		}
		pngs, _ := filepath.Glob(filepath.Join(dir, "p-*.png"))
		sort.Strings(pngs)
		if len(pngs) != len(pages)+1 {
			t.Fatalf("%s: pdftoppm rendered %d pages, the book has %d", k.Name(), len(pngs), len(pages))
		}
		// At 30 dpi an A4 page has 87399 pixels; the emptiest real page
		// (two small solutions) darkens about 900 of them, a page number
		// alone a handful.
		const minInk = 300
		if dark, _ := inkOf(t, pngs[len(pages)]); dark >= minInk {
			t.Fatalf("%s: the control page has %d dark pixels: the check cannot tell a blank page", k.Name(), dark)
		}
		for i, name := range pngs[:len(pages)] {
			if dark, total := inkOf(t, name); dark < minInk {
				t.Errorf("%s page %d: %d dark pixels of %d: blank", k.Name(), i+1, dark, total)
			}
		}
	}
}

// inkOf counts the pixels of a PNG darker than mid-grey.
func inkOf(t *testing.T, name string) (dark, total int) {
	t.Helper()
	f, err := os.Open(name)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	img, err := png.Decode(f)
	if err != nil {
		t.Fatal(err)
	}
	b := img.Bounds()
	for y := b.Min.Y; y < b.Max.Y; y++ {
		for x := b.Min.X; x < b.Max.X; x++ {
			if luma(img, x, y) < 128 {
				dark++
			}
			total++
		}
	}
	return dark, total
}

func luma(img image.Image, x, y int) uint32 {
	r, g, b, _ := img.At(x, y).RGBA()
	return (299*r + 587*g + 114*b) / 1000 >> 8
}
