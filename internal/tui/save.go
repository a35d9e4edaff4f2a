package tui

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"sort"
	"strings"
	"time"

	"deduce/internal/safefile"
	"deduce/puzzle"
)

// saveVersion is the version of the save file format.
const saveVersion = 1

// Saved is a game in progress as --save writes it: the puzzle in the kind's
// native format (and its game ID where the kind has one), the generator seed,
// the facts the player has entered, the time played and the struck clues.
// The solution is not stored: resuming solves the puzzle again and checks it.
type Saved struct {
	Version   int           `json:"version"`
	Kind      string        `json:"kind"`
	Puzzle    string        `json:"puzzle"`
	ID        string        `json:"id,omitempty"`
	Source    string        `json:"source,omitempty"`
	Seed      int64         `json:"seed"`
	Gen       GenSettings   `json:"generate"`
	Facts     []puzzle.Fact `json:"facts"`
	ElapsedMS int64         `json:"elapsed_ms"`
	Struck    []int         `json:"struck,omitempty"`
}

// GenSettings are the generator settings "new puzzle" continues from.
type GenSettings struct {
	Size       int    `json:"size,omitempty"`
	Difficulty string `json:"difficulty,omitempty"`
	Method     string `json:"method,omitempty"`
}

// snapshot captures the game.
func (g *Game) snapshot() Saved {
	s := Saved{
		Version:   saveVersion,
		Kind:      g.kind.Name(),
		Puzzle:    g.kind.Format(g.p, nil),
		Source:    g.source,
		Seed:      g.seed,
		Gen:       GenSettings{Size: g.cfg.Gen.Width, Difficulty: g.cfg.Gen.Difficulty, Method: g.cfg.Gen.Method},
		Facts:     g.s.State(), // entries, pencil marks (as exclusions) and known facts
		ElapsedMS: g.Elapsed().Milliseconds(),
	}
	if idf, ok := g.kind.(puzzle.IDFormatter); ok {
		if id, err := idf.ID(g.p); err == nil {
			s.ID = id
		}
	}
	if s.Facts == nil {
		s.Facts = []puzzle.Fact{}
	}
	for c := range g.struck {
		s.Struck = append(s.Struck, c)
	}
	sort.Ints(s.Struck)
	return s
}

// saveTo writes the game atomically (a temporary file, then rename), so a
// crash mid-write never destroys the previous save. CheckSavePath has
// refused a path that is not a save file before the game began.
func (g *Game) saveTo(path string) error {
	data, err := json.MarshalIndent(g.snapshot(), "", "  ")
	if err != nil {
		return err
	}
	return safefile.Write(path, append(data, '\n'))
}

// CheckSavePath says, before a game begins, whether --save may write path:
// never over one of inputs, and over an existing file only when it is a
// deduce save file (a later save replaces an earlier one) or force is set.
func CheckSavePath(path string, force bool, inputs []string) error {
	return safefile.Check(path, force, inputs, func(head []byte) bool {
		_, err := ParseSaved(path, head)
		return err == nil
	})
}

// ReadSaved reads a save file, bounded and stopping with ctx as every input
// is (puzzle.ReadFile). Errors are positioned (*puzzle.ParseError).
func ReadSaved(ctx context.Context, path string) (*Saved, error) {
	data, err := puzzle.ReadFile(ctx, path)
	if err != nil {
		return nil, err
	}
	return ParseSaved(path, data)
}

// maxElapsed is the longest time a save file may claim was played: a
// century, far past any game, short of the overflow of a Duration.
const maxElapsed = 100 * 365 * 24 * time.Hour

// ParseSaved decodes a save file's bytes; file names it in errors.
func ParseSaved(file string, data []byte) (*Saved, error) {
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	var s Saved
	if err := dec.Decode(&s); err != nil {
		line, col := 1, 1
		var se *json.SyntaxError
		var te *json.UnmarshalTypeError
		switch {
		case errors.As(err, &se):
			line, col = position(data, se.Offset-1) // Offset is just past the bad byte
		case errors.As(err, &te):
			line, col = position(data, te.Offset)
		}
		msg := strings.TrimPrefix(err.Error(), "json: ")
		return nil, puzzle.Errorf(puzzle.ErrSyntax, file, line, col, "not a deduce save file: %s", msg)
	}
	if s.Version != saveVersion {
		return nil, puzzle.Errorf(puzzle.ErrInvalid, file, keyLine(data, "version"), 0, "save file version %d, want %d", s.Version, saveVersion)
	}
	if s.Kind == "" || s.Puzzle == "" {
		return nil, puzzle.Errorf(puzzle.ErrInvalid, file, 1, 1, "save file without \"kind\" and \"puzzle\"")
	}
	if s.ElapsedMS < 0 || s.ElapsedMS > maxElapsed.Milliseconds() {
		return nil, puzzle.Errorf(puzzle.ErrInvalid, file, keyLine(data, "elapsed_ms"), 0, "elapsed_ms %d is not a time played (0 to %d, a century)", s.ElapsedMS, maxElapsed.Milliseconds())
	}
	for _, c := range s.Struck {
		if c < 1 {
			return nil, puzzle.Errorf(puzzle.ErrInvalid, file, keyLine(data, "struck"), 0, "struck clue %d: clues count from 1", c)
		}
	}
	// Strings shown on the screen obey the rules of puzzle text: JSON's
	// escapes ("\u001b") must not smuggle in what a puzzle file may not hold.
	fields := []struct{ key, val string }{{"puzzle", s.Puzzle}, {"id", s.ID}, {"source", s.Source}}
	for _, f := range s.Facts {
		fields = append(fields, struct{ key, val string }{"facts", f.Value + f.A + f.B})
	}
	for _, field := range fields {
		if err := puzzle.CheckText(file, []byte(field.val)); err != nil {
			pe := err.(*puzzle.ParseError)
			return nil, puzzle.Errorf(puzzle.ErrInvalid, file, keyLine(data, field.key), 0, "%q: %s (at line %d, column %d of the text)", field.key, pe.Msg, pe.Line, pe.Col)
		}
	}
	for _, f := range s.Facts {
		if !f.IsPair() && (f.Row < 1 || f.Col < 1 || f.Value == "") {
			return nil, puzzle.Errorf(puzzle.ErrInvalid, file, keyLine(data, "facts"), 0, "bad fact %s: rows and columns count from 1 and a value is needed", f)
		}
	}
	return &s, nil
}

// position turns a byte offset into a 1-based line and column.
func position(data []byte, off int64) (int, int) {
	off = min(max(off, 0), int64(len(data)))
	before := data[:off]
	line := bytes.Count(before, []byte("\n")) + 1
	col := int(off) - bytes.LastIndexByte(before, '\n')
	return line, col
}

// keyLine is the line of the first occurrence of "key" (1 when absent).
func keyLine(data []byte, key string) int {
	i := bytes.Index(data, []byte(`"`+key+`"`))
	if i < 0 {
		return 1
	}
	line, _ := position(data, int64(i))
	return line
}

// Resume turns a save file into a game configuration: it parses the stored
// puzzle with its kind, solves it again (verified) and restores the position.
func Resume(ctx context.Context, file string, s *Saved) (Config, error) {
	k, err := puzzle.Lookup(s.Kind)
	if err != nil {
		return Config{}, puzzle.Errorf(puzzle.ErrUnknownKind, file, 0, 0, "saved game of %v", err)
	}
	p, err := k.Parse(file+"#puzzle", []byte(s.Puzzle))
	if err != nil {
		return Config{}, err
	}
	if pl, ok := k.(puzzle.Player); ok {
		b := pl.NewBoard(p)
		for _, f := range s.Facts {
			if len(pl.FactCells(p, b, f)) == 0 {
				return Config{}, puzzle.Errorf(puzzle.ErrInvalid, file, 0, 0, "saved fact %s is not on this puzzle's board (%d rows, %d columns)", f, b.Rows, b.Cols)
			}
		}
	}
	sol, err := Prepare(ctx, k, p)
	if err != nil {
		return Config{}, err
	}
	return Config{
		Kind: k, Puzzle: p, Solution: sol, Source: s.Source, Resume: s,
		Gen: puzzle.GenerateOptions{Width: s.Gen.Size, Height: s.Gen.Size, Difficulty: s.Gen.Difficulty,
			Method: s.Gen.Method, Seed: s.Seed},
	}, nil
}

// Prepare finds the solution the game checks against: the puzzle's own
// solution block when it passes the checker, else the solver's verified one.
// A puzzle with no solution cannot be played.
func Prepare(ctx context.Context, k puzzle.Kind, p puzzle.Puzzle) (puzzle.Solution, error) {
	if ws, ok := p.(puzzle.WithSolution); ok {
		if s := ws.KnownSolution(); s != nil && k.Check(p, s) == nil {
			return s, nil
		}
	}
	r, err := puzzle.SolveChecked(ctx, k, p, puzzle.SolveOptions{})
	if err != nil {
		return nil, err
	}
	switch {
	case r.Status == puzzle.Solved && len(r.Solutions) > 0:
		return r.Solutions[0], nil
	case r.Status == puzzle.Unsatisfiable:
		return nil, fmt.Errorf("%w: the puzzle has no solution, so it cannot be played", puzzle.ErrInvalid)
	}
	return nil, fmt.Errorf("%w: the solver could not decide the puzzle in time", puzzle.ErrLimit)
}
