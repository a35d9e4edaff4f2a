package puzzle

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
)

// Editor is implemented by kinds whose puzzles can be made on a board (the
// web's enter page). The board is the kind's Player board and Layout; the
// givens an author may change are Slots placed on it, and every change goes
// through the kind's Edit, so the puzzle is always one the kind reads
// and its text is the kind's own Format: the text and the board never
// disagree. Front ends draw slots by their place and values only and never
// name a kind.
type Editor interface {
	// Blank returns a puzzle of the size (as the kind's SizeParser reads
	// it) with no givens: the empty board an author starts from.
	Blank(w, h int) (Puzzle, error)
	// Slots returns p's editable givens, each with its current value.
	Slots(p Puzzle) []Slot
	// Edit returns p with the given at `at` set to value (p is not
	// changed). It refuses, with an *EditError naming the slot, a slot p
	// does not have, a value the slot does not allow (CheckEdit), and an
	// edit that makes p no puzzle (a third C in a row, counts whose totals
	// disagree). The result has no solution block.
	Edit(p Puzzle, at SlotAt, value string) (Puzzle, error)
}

// Place is where on the board a slot sits, in Layout's terms.
type Place string

const (
	PlaceTop    Place = "top"    // a column's label above the board (Index: column)
	PlaceBottom Place = "bottom" // a column's label below the board (Index: column)
	PlaceLeft   Place = "left"   // a row's label left of the board (Index: row)
	PlaceRight  Place = "right"  // a row's label right of the board (Index: row)
	PlaceCell   Place = "cell"   // a cell's given (Index: cell, r*Cols+c)
	// PlaceEdgeRight and PlaceEdgeBelow are the border between cell Index
	// and its right or lower neighbour: a wall, or a mark between two cells.
	PlaceEdgeRight Place = "edge-right"
	PlaceEdgeBelow Place = "edge-below"
)

// SlotAt names one slot: its place and index.
type SlotAt struct {
	Place Place `json:"place"`
	Index int   `json:"index"`
}

func (at SlotAt) String() string { return fmt.Sprintf("%s %d", at.Place, at.Index) }

// ValueType is what a slot holds.
type ValueType string

const (
	// ValueNumber is a whole number Min..Max, or "" for none (a hidden count).
	ValueNumber ValueType = "number"
	// ValueChoice is one of Choices, or "" for none (no given).
	ValueChoice ValueType = "choice"
	// ValueSwitch is "on" or "" (off): a wall, a mark.
	ValueSwitch ValueType = "switch"
)

// SwitchOn is a switch slot's value when on ("" is off).
const SwitchOn = "on"

// Slot is one editable given. Every slot may be set to "": no given (for
// a switch, off).
type Slot struct {
	SlotAt
	// Name says what the slot is, for people and screen readers: "+ poles
	// in column 3", "wall between (1,2) and (1,3)".
	Name  string    `json:"name"`
	Type  ValueType `json:"type"`
	Value string    `json:"value"`
	// Min and Max bound a number.
	Min int `json:"min"`
	Max int `json:"max"`
	// Choices are a choice's values in the order a click cycles them.
	Choices []string `json:"choices,omitempty"`
}

// Allows tells whether value fits the slot, and why not.
func (s Slot) Allows(value string) error {
	if value == "" {
		return nil
	}
	switch s.Type {
	case ValueNumber:
		v, err := strconv.Atoi(value)
		if err != nil || strings.HasPrefix(value, "+") {
			return fmt.Errorf("%q is not a whole number (want %d..%d, or empty for none)", value, s.Min, s.Max)
		}
		if v < s.Min || v > s.Max {
			return fmt.Errorf("%d is out of range %d..%d", v, s.Min, s.Max)
		}
	case ValueChoice:
		if !slices.Contains(s.Choices, value) {
			return fmt.Errorf("%q is not one of %s (or empty for none)", value, strings.Join(s.Choices, " "))
		}
	case ValueSwitch:
		if value != SwitchOn {
			return fmt.Errorf("%q: a switch is %q or empty (off)", value, SwitchOn)
		}
	default:
		return fmt.Errorf("slot of unknown type %q", s.Type)
	}
	return nil
}

// EditError is an edit refused, at the slot it names.
type EditError struct {
	At   SlotAt
	Name string // the slot's Name, "" when there is no such slot
	Msg  string
}

func (e *EditError) Error() string {
	if e.Name == "" {
		return e.At.String() + ": " + e.Msg
	}
	return e.Name + ": " + e.Msg
}

// Unwrap makes an EditError an input error (ErrInvalid).
func (e *EditError) Unwrap() error { return ErrInvalid }

// EditErrorf builds an *EditError at slot s.
func EditErrorf(s Slot, format string, args ...any) *EditError {
	return &EditError{At: s.SlotAt, Name: s.Name, Msg: fmt.Sprintf(format, args...)}
}

// CheckEdit finds p's slot at `at` and checks value against it: the
// first thing every Editor.Edit does.
func CheckEdit(ed Editor, p Puzzle, at SlotAt, value string) (Slot, error) {
	for _, s := range ed.Slots(p) {
		if s.SlotAt == at {
			if err := s.Allows(value); err != nil {
				return s, EditErrorf(s, "%v", err)
			}
			return s, nil
		}
	}
	return Slot{}, &EditError{At: at, Msg: "no such slot on this board"}
}
