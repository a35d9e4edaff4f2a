package logicgrid

// Sentence is one numbered clue as the puzzle states it. A sentence read
// from English can say several clues ("Ann is 30 and owns the dog",
// "Neither A nor B ..."): people number sentences, so explanations cite,
// and boards list and mark, sentences. A clue with no sentence of its own
// (the thesis format, a generated puzzle) is a sentence by itself.
type Sentence struct {
	Text  string // as written; for a clue without one, ClueWords
	Clues []int  // indexes into Puzzle.Clues, in order; none when Unread
	// Unread is why the sentence could not be read ("" when it was): see
	// Puzzle.Unread.
	Unread string
}

// UnreadSentence is a sentence of a puzzle read from prose that could not
// be read. The reader keeps such a puzzle only when the sentences it read
// have exactly one solution without it (a published puzzle has one, so it
// is that one); the sentence stays in the puzzle so that every sentence
// keeps its printed number.
type UnreadSentence struct {
	Line, Col int // where it starts in the file (1-based)
	Text      string
	Reason    string // the reader's message
}

// Sentences groups p's clues into their sentences: consecutive clues read
// from the same line and text, with the unread sentences (Puzzle.Unread)
// in their places by line.
func (p *Puzzle) Sentences() []Sentence {
	var out []Sentence
	unread := p.Unread
	flush := func(before int) {
		for len(unread) > 0 && (before < 0 || unread[0].Line < before) {
			out = append(out, Sentence{Text: unread[0].Text, Unread: unread[0].Reason})
			unread = unread[1:]
		}
	}
	for i, c := range p.Clues {
		if i > 0 && c.Text != "" && c.Text == p.Clues[i-1].Text && c.Line == p.Clues[i-1].Line {
			last := &out[len(out)-1]
			last.Clues = append(last.Clues, i)
			continue
		}
		if c.Line > 0 {
			flush(c.Line)
		}
		out = append(out, Sentence{Text: p.ClueWords(c), Clues: []int{i}})
	}
	flush(-1)
	return out
}

// sentenceOf maps each clue index to its sentence's index.
func (p *Puzzle) sentenceOf() []int {
	of := make([]int, len(p.Clues))
	for s, sen := range p.Sentences() {
		for _, c := range sen.Clues {
			of[c] = s
		}
	}
	return of
}
