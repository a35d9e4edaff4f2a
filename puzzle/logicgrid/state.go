package logicgrid

import (
	"strings"

	"deduce/puzzle"
)

// ParseState implements puzzle.Explainer: a hint state is one fact a line
// in the clue syntax, "Smith=teacher" (same entity) or "doctor*red"
// (different entities); '#' comment lines and blank lines are skipped.
// Errors are *puzzle.ParseError "file:line:col: ...", with a did-you-mean
// for an unknown name close to an item's.
func (Kind) ParseState(pz puzzle.Puzzle, file string, data []byte) (puzzle.State, error) {
	return ParseState(pz.(*Puzzle), file, data)
}

// ParseState reads a hint state of p (see Kind.ParseState).
func ParseState(p *Puzzle, file string, data []byte) (puzzle.State, error) {
	st := puzzle.State{}
	for i, raw := range strings.Split(string(data), "\n") {
		n := i + 1
		line := trimTok(strings.TrimRight(raw, "\r"), 1)
		if line.text == "" || line.text[0] == '#' {
			continue
		}
		k := strings.IndexAny(line.text, "=*")
		if k < 0 {
			return nil, puzzle.Errorf(puzzle.ErrSyntax, file, n, line.col, "fact %q has no operator (A=B: same entity, A*B: different)", clip(line.text))
		}
		op := line.text[k]
		toks := split(line.text, line.col, op)
		if len(toks) != 2 {
			return nil, puzzle.Errorf(puzzle.ErrSyntax, file, n, toks[2].col-1, "a fact relates two items: A%cB", op)
		}
		if j := strings.IndexAny(toks[1].text, "=*"); j >= 0 {
			return nil, puzzle.Errorf(puzzle.ErrSyntax, file, n, toks[1].col+j, "a fact relates two items: A%cB", op)
		}
		var its [2]Item
		for t, tok := range toks {
			if tok.text == "" {
				return nil, puzzle.Errorf(puzzle.ErrSyntax, file, n, tok.col, "missing item name")
			}
			it, err := p.ParseItem(tok.text)
			if err != nil {
				return nil, puzzle.Errorf(puzzle.ErrInvalid, file, n, tok.col, "%v", err)
			}
			its[t] = it
		}
		if its[0].D == its[1].D {
			return nil, puzzle.Errorf(puzzle.ErrInvalid, file, n, toks[1].col, "%s and %s are both %s items (a fact relates two domains)",
				toks[0].text, toks[1].text, p.Domains[its[0].D].Name)
		}
		st = append(st, p.PairFact(its[0], its[1], op == '='))
	}
	return st, nil
}
