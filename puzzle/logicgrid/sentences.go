package logicgrid

// Sentence is one numbered clue as the puzzle states it. A sentence read
// from English can say several clues ("Ann is 30 and owns the dog",
// "Neither A nor B ..."): people number sentences, so explanations cite,
// and boards list and mark, sentences. A clue with no sentence of its own
// (the thesis format, a generated puzzle) is a sentence by itself.
type Sentence struct {
	Text  string // as written; for a clue without one, ClueWords
	Clues []int  // indexes into Puzzle.Clues, in order
	// Decided is the reading the puzzle's uniqueness chose for a sentence
	// that reads several ways (Clue.Decided), "" otherwise.
	Decided string
}

// Sentences groups p's clues into their sentences: consecutive clues read
// from the same line and text.
func (p *Puzzle) Sentences() []Sentence {
	var out []Sentence
	for i, c := range p.Clues {
		if i > 0 && c.Text != "" && c.Text == p.Clues[i-1].Text && c.Line == p.Clues[i-1].Line {
			last := &out[len(out)-1]
			last.Clues = append(last.Clues, i)
			if last.Decided == "" {
				last.Decided = c.Decided
			}
			continue
		}
		out = append(out, Sentence{Text: p.ClueWords(c), Clues: []int{i}, Decided: c.Decided})
	}
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
