package puzzle

import (
	"errors"
	"testing"
)

func TestSlotAllows(t *testing.T) {
	num := Slot{Type: ValueNumber, Min: 0, Max: 4}
	choice := Slot{Type: ValueChoice, Choices: []string{"C", "F"}}
	sw := Slot{Type: ValueSwitch}
	for _, c := range []struct {
		s   Slot
		v   string
		ok  bool
		why string
	}{
		{num, "", true, "empty: no given"},
		{num, "0", true, "the least"},
		{num, "4", true, "the most"},
		{num, "5", false, "above the range"},
		{num, "-1", false, "below the range"},
		{num, "+3", false, "a sign is not a count"},
		{num, "3x", false, "not a number"},
		{choice, "F", true, "a choice"},
		{choice, "f", false, "choices are exact"},
		{sw, SwitchOn, true, "on"},
		{sw, "", true, "off"},
		{sw, "off", false, `off is "", not a word`},
		{Slot{Type: "colour"}, "red", false, "an unknown slot type"},
	} {
		if err := c.s.Allows(c.v); (err == nil) != c.ok {
			t.Errorf("%s: Allows(%q) = %v", c.why, c.v, err)
		}
	}
}

func TestEditErrorIsInputError(t *testing.T) {
	err := error(EditErrorf(Slot{SlotAt: SlotAt{PlaceTop, 2}, Name: "+ poles in column 3"}, "too many"))
	if !IsInputError(err) || !errors.Is(err, ErrInvalid) || err.Error() != "+ poles in column 3: too many" {
		t.Errorf("%v: want an input error named by its slot", err)
	}
	if got := (&EditError{At: SlotAt{PlaceCell, 40}, Msg: "no such slot"}).Error(); got != "cell 40: no such slot" {
		t.Errorf("an edit error without a slot name: %q", got)
	}
}
