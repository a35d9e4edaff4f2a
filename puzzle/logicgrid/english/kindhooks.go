package english

import (
	"fmt"
	"strings"

	"deduce/puzzle"
	"deduce/puzzle/logicgrid"
)

// The logicgrid kind's English side (logicgrid.English): its generators,
// the sentences of generated clues, its extra output formats, the native
// text of a puzzle whose clues are sentences, and its puzzle.ProseReader
// (prose.go).
func init() {
	logicgrid.English.Generate = Generate
	logicgrid.English.GenerateZebra = GenerateZebra
	logicgrid.English.Say = Say
	logicgrid.English.Native = WriteAsRead
	logicgrid.English.ReadProse = readProse
	logicgrid.English.ReadingOf = readingOf
	logicgrid.English.Formats = []logicgrid.EnglishFormat{
		{Name: "english", Summary: "magazine-style English (ZebraLogic's style for a houses puzzle)", Write: writeEnglish},
		{Name: "zebralogic", Summary: "ZebraLogic's style (a houses puzzle: generate with --zebralogic)", Write: writeZebraSolved},
		{Name: "thesis", Summary: "each clue in the thesis's grammar under the sentence it was read from", ShowsReading: true, Write: func(p *logicgrid.Puzzle, _ *logicgrid.Solution) (string, error) {
			return ShowReading(p), nil
		}},
	}
}

// Say gives every clue of p without a sentence the one Write says for it
// (WriteZebra's for a houses puzzle it can say), so a generated puzzle
// reads the same in every front end and format.
func Say(p *logicgrid.Puzzle) error {
	said, err := sentences(p)
	if err != nil {
		return err // p unchanged: a clue the writers cannot say keeps the thesis grammar
	}
	for i := range p.Clues {
		if p.Clues[i].Text == "" {
			p.Clues[i].Text = said[i]
		}
	}
	return nil
}

// sentences says every clue of p: ZebraLogic's words for a houses puzzle
// they fit, else the magazine writer's.
func sentences(p *logicgrid.Puzzle) ([]string, error) {
	if IsHouses(p) {
		if said, err := zebraSentences(p); err == nil {
			return said, nil
		}
	}
	w := newWriter(p)
	said := make([]string, len(p.Clues))
	for i, c := range p.Clues {
		sent, err := w.sentence(c)
		if err != nil {
			return nil, err
		}
		said[i] = capitalize(sent)
	}
	return said, nil
}

// saidAsZebra reports whether p's sentences are ZebraLogic's for its clues.
func saidAsZebra(p *logicgrid.Puzzle) bool {
	if !IsHouses(p) {
		return false
	}
	said, err := zebraSentences(p)
	if err != nil {
		return false
	}
	for i, c := range p.Clues {
		if c.Text != said[i] {
			return false
		}
	}
	return true
}

// WriteAsRead writes p in magazine style with its own sentences (Clues):
// its title and story, its categories, the numbered sentences and, with s,
// the solution.
func WriteAsRead(p *logicgrid.Puzzle, s *logicgrid.Solution) (string, error) {
	if saidAsZebra(p) { // ZebraLogic's layout, which its reader reads
		return writeZebraSolved(p, s)
	}
	said, err := Clues(p)
	if err != nil {
		return "", err
	}
	var b strings.Builder
	if p.Title != "" {
		b.WriteString(p.Title + "\n")
	}
	if p.Story != "" {
		b.WriteString(p.Story + "\n")
	}
	for _, d := range p.Domains {
		fmt.Fprintf(&b, "%s: %s\n", d.Name, strings.Join(d.Items, ", "))
	}
	b.WriteString("Clues:\n")
	for i, sen := range said {
		fmt.Fprintf(&b, "%d. %s\n", i+1, sen)
	}
	writeSolution(&b, s)
	return b.String(), nil
}

func writeSolution(b *strings.Builder, s *logicgrid.Solution) {
	if s == nil {
		return
	}
	b.WriteString("Solution:\n")
	for e := range s.Of[0] {
		b.WriteString(strings.Join(s.Row(e), ", ") + "\n")
	}
}

// writeEnglish is --format english: ZebraLogic's words for a houses
// puzzle, magazine style for the others.
func writeEnglish(p *logicgrid.Puzzle, s *logicgrid.Solution) (string, error) {
	if IsHouses(p) {
		if text, err := writeZebraSolved(p, s); err == nil {
			return text, nil
		}
	}
	return Write(p, s)
}

// writeZebraSolved is --format zebralogic: ZebraLogic's text has no
// solution block, so a solution follows under a heading.
func writeZebraSolved(p *logicgrid.Puzzle, s *logicgrid.Solution) (string, error) {
	text, err := WriteZebra(p)
	if err != nil {
		return "", fmt.Errorf("%w: %v (generate one with --zebralogic)", puzzle.ErrUnsupported, err)
	}
	if s == nil {
		return text, nil
	}
	var b strings.Builder
	b.WriteString(text)
	b.WriteString("\n## Solution:\n")
	for e := range s.Of[0] {
		fmt.Fprintln(&b, strings.Join(s.Row(e), ", "))
	}
	return b.String(), nil
}
