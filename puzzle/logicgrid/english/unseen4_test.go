package english

import (
	"context"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"deduce/puzzle/logicgrid"
)

// positionSentence is a sentence of unseen4 that places things in a row
// (money and clock-time sentences are another part of the reader).
var positionSentence = regexp.MustCompile(`(?i)\b(left|right|next|beside|between|end|middle|centre|away|further|(first|last) (house|cottage|seat|berth|plot|space))\b`)

// Every position sentence of unseen4 that is read (with the refused
// sentences of its puzzle dropped, as the puzzle's sweep.py does) holds
// at the written answer: none is read with another meaning.
func TestUnseen4PositionSentences(t *testing.T) {
	files, _ := filepath.Glob("testdata/unseen4/*.txt")
	lineOf := regexp.MustCompile(`:(\d+):\d+: `)
	checked := 0
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		lines := strings.Split(string(data), "\n")
		var r *Reading
		for tries := 0; tries < len(lines); tries++ {
			r, err = ReadSentences(context.Background(), f, []byte(strings.Join(lines, "\n")))
			if err == nil {
				break
			}
			m := lineOf.FindStringSubmatch(err.Error())
			if strings.Contains(err.Error(), "no clues") {
				break // every sentence refused
			}
			if m == nil {
				t.Fatalf("%s: %v (no line to drop)", f, err)
			}
			n, _ := strconv.Atoi(m[1])
			lines[n-1] = "" // drop the refused sentence
		}
		if err != nil && strings.Contains(err.Error(), "no clues") {
			continue
		}
		if err != nil || r.Puzzle.Known == nil {
			t.Fatalf("%s: %v", f, err)
		}
		for _, s := range r.Sentences {
			if !positionSentence.MatchString(s.Text) {
				continue
			}
			q := *r.Puzzle
			q.Clues = s.Clues()
			if err := logicgrid.Check(&q, q.Known); err != nil {
				t.Errorf("%s: %q misread: its reading fails the written answer: %v", filepath.Base(f), s.Text, err)
			}
			checked++
		}
	}
	if checked < 40 {
		t.Errorf("only %d position sentences read, want at least 40", checked)
	}
	t.Logf("%d position sentences read, each true of the written answer", checked)
}
