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

// unseen4Exact are the puzzles of testdata/unseen4 (British puzzle pages
// and "Einstein" position puzzles, written blind to the reader) that read
// exactly since positions (positions.go), men and women (gender.go,
// gender_people.go), doers of a hobby (agents.go, "the painter") and, from
// branch english3, money, clock times and clues of several sentences read;
// before, none did (docs/results/english/unseen4.md).
var unseen4Exact = []string{"u4-01-tea-room", "u4-02-bus-station", "u4-03-allotments", "u4-04-five-houses", "u4-05-pets",
	"u4-06-music-lessons", "u4-07-car-park", "u4-08-jumble-sale", "u4-09-dinner-party", "u4-11-village-fete", "u4-12-cottages",
	"u4-14-fun-run", "u4-15-class-photo", "u4-19-terrace", "u4-21-packed-lunch", "u4-25-harbour"}

// Every unseen4 puzzle reads exactly or is refused, never misread (a wrong
// answer, "no solution" or several); those of unseen4Exact read exactly.
func TestUnseen4Puzzles(t *testing.T) {
	files, _ := filepath.Glob("testdata/unseen4/*.txt")
	if len(files) != 25 {
		t.Fatalf("%d puzzles in unseen4, want 25", len(files))
	}
	exact := 0
	for _, f := range files {
		name := strings.TrimSuffix(filepath.Base(f), ".txt")
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := Read(f, data); err != nil {
			for _, e := range unseen4Exact {
				if e == name {
					t.Errorf("%s: refused, want exact: %v", name, err)
				}
			}
			continue
		}
		t.Run(name, func(t *testing.T) { readsExactly(t, f) })
		exact++
	}
	t.Logf("unseen4: %d of %d exact, the rest refused", exact, len(files))
}

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
