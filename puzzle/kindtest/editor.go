package kindtest

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"reflect"
	"strconv"
	"testing"

	"deduce/puzzle"
)

// Editor checks a kind's puzzle.Editor on a blank w×h board and on the
// puzzles a seeded walk of edits makes from it (steps edits):
//
//   - every puzzle (blank or edited) formats to text Parse reads back to
//     the same slots (the text and the board never disagree);
//   - an accepted edit sets its slot to the value, leaves the puzzle it
//     was given alone, and setting the old value back restores the text;
//   - a refused edit is an *puzzle.EditError naming the slot, an input
//     error (ErrInvalid);
//   - values outside a slot's range or choices, and slots the board does
//     not have, are refused.
func Editor(t *testing.T, k puzzle.Kind, w, h, steps int, seed uint64) {
	t.Helper()
	ed, ok := k.(puzzle.Editor)
	if !ok {
		t.Fatalf("kind %s is not a puzzle.Editor", k.Name())
	}
	p, err := ed.Blank(w, h)
	if err != nil {
		t.Fatalf("Blank(%d, %d): %v", w, h, err)
	}
	roundTrip(t, k, ed, p, "the blank board")
	for _, s := range ed.Slots(p) {
		if s.Value != "" && s.Type != puzzle.ValueSwitch {
			t.Errorf("blank board: slot %s (%s) holds %q, want no given", s.SlotAt, s.Name, s.Value)
		}
	}
	refused(t, ed, p, puzzle.SlotAt{Place: puzzle.PlaceCell, Index: -1}, "")
	refused(t, ed, p, puzzle.SlotAt{Place: "nowhere", Index: 0}, "")
	rng := rand.New(rand.NewPCG(seed, 1))
	accepted := 0
	for step := range steps {
		slots := ed.Slots(p)
		if len(slots) == 0 {
			t.Fatalf("a %dx%d board has no slots", w, h)
		}
		s := slots[rng.IntN(len(slots))]
		for _, bad := range badValues(s) {
			refused(t, ed, p, s.SlotAt, bad)
		}
		v := someValue(rng, s)
		before := k.Format(p, nil)
		q, err := ed.Edit(p, s.SlotAt, v)
		if k.Format(p, nil) != before {
			t.Fatalf("step %d: Edit(%s, %q) changed the puzzle it was given", step, s.SlotAt, v)
		}
		if err != nil {
			var ee *puzzle.EditError
			if !errors.As(err, &ee) || ee.At != s.SlotAt || !errors.Is(err, puzzle.ErrInvalid) {
				t.Fatalf("step %d: Edit(%s, %q) refused with %T %v, want an *EditError at the slot", step, s.SlotAt, v, err, err)
			}
			continue
		}
		accepted++
		what := fmt.Sprintf("step %d: %s (%s) set to %q", step, s.SlotAt, s.Name, v)
		roundTrip(t, k, ed, q, what)
		if got, ok := slotAt(ed, q, s.SlotAt); !ok || got.Value != v {
			t.Fatalf("%s: the slot holds %q afterwards", what, got.Value)
		}
		// Undo by setting the old value back: the same puzzle again. (Not
		// for a wall, whose neighbours an edit may change as well.)
		if s.Type != puzzle.ValueSwitch {
			back, err := ed.Edit(q, s.SlotAt, s.Value)
			if err != nil || k.Format(back, nil) != before {
				t.Fatalf("%s: setting %q back gave %v\n%v", what, s.Value, err, back)
			}
		}
		p = q
	}
	if accepted == 0 {
		t.Errorf("no edit of %d was accepted", steps)
	}
}

// roundTrip checks that p's text reads back to the same slots.
func roundTrip(t *testing.T, k puzzle.Kind, ed puzzle.Editor, p puzzle.Puzzle, what string) {
	t.Helper()
	text := k.Format(p, nil)
	q, err := k.Parse(what, []byte(text))
	if err != nil {
		t.Fatalf("%s: its text does not parse: %v\n%s", what, err, text)
	}
	if a, b := ed.Slots(p), ed.Slots(q); !reflect.DeepEqual(a, b) {
		t.Fatalf("%s: the slots read back differ from the board's\n%s", what, text)
	}
	if k.Format(q, nil) != text {
		t.Fatalf("%s: formats differently after a round trip\n%s", what, text)
	}
}

// refused checks that setting slot at to v is refused at that slot.
func refused(t *testing.T, ed puzzle.Editor, p puzzle.Puzzle, at puzzle.SlotAt, v string) {
	t.Helper()
	_, err := ed.Edit(p, at, v)
	var ee *puzzle.EditError
	if !errors.As(err, &ee) || ee.At != at || !puzzle.IsInputError(err) || ee.Msg == "" {
		t.Errorf("Edit(%s, %q) = %v, want an *EditError at that slot", at, v, err)
	}
}

func slotAt(ed puzzle.Editor, p puzzle.Puzzle, at puzzle.SlotAt) (puzzle.Slot, bool) {
	for _, s := range ed.Slots(p) {
		if s.SlotAt == at {
			return s, true
		}
	}
	return puzzle.Slot{}, false
}

// badValues are values slot s must refuse.
func badValues(s puzzle.Slot) []string {
	switch s.Type {
	case puzzle.ValueNumber:
		return []string{strconv.Itoa(s.Max + 1), strconv.Itoa(s.Min - 1), "x", "+1", " 1"}
	case puzzle.ValueChoice:
		return []string{"?", s.Choices[0] + s.Choices[0]}
	case puzzle.ValueSwitch:
		return []string{"off", "yes"}
	}
	return nil
}

// someValue draws a value slot s allows ("" among them).
func someValue(rng *rand.Rand, s puzzle.Slot) string {
	switch s.Type {
	case puzzle.ValueNumber:
		if rng.IntN(4) == 0 {
			return ""
		}
		// Small counts are accepted more often: walks go further.
		return strconv.Itoa(s.Min + rng.IntN(min(s.Max-s.Min, 2)+1))
	case puzzle.ValueChoice:
		if i := rng.IntN(len(s.Choices) + 1); i < len(s.Choices) {
			return s.Choices[i]
		}
	case puzzle.ValueSwitch:
		if rng.IntN(2) == 0 {
			return puzzle.SwitchOn
		}
	}
	return ""
}
