package english

import (
	"context"
	"strings"
	"testing"
)

// A part of the day that is not read as the times in it is refused,
// never dropped ("on Friday, in the afternoon" once read as "on Friday").
func TestDayPartsRefused(t *testing.T) {
	const (
		surgery = "days: Monday, Tuesday, Wednesday, Thursday\npatients: Ann, Bo, Cy, Di\ntimes: 9:00am, 11:30am, 2:00pm, 4:15pm\nClues:\n"
		late    = "days: Monday, Tuesday, Wednesday\npatients: Ann, Bo, Cy\ntimes: 9:00am, 2:00pm, 5:30pm\nClues:\n"
		noClock = "days: Monday, Tuesday, Wednesday\npatients: Ann, Bo, Cy\nrooms: red, blue, green\nClues:\n"
	)
	cases := []struct{ why, head, sentence, want string }{
		{"a part of the day as an adjective of the subject", surgery, "The morning patient on Monday was Di.", "a part of the day is read only"},
		{"a part of the day with a comparison", surgery, "Di's appointment was in the afternoon, two days after Cy's.", "not read"},
		{"5:30pm: afternoon or evening?", late, "Ann came in the evening.", "Not read"},
		{"no clock times", noClock, "Ann came on Monday, in the morning.", "needs a category of clock times"},
		// "Ann didn't come in the morning" is read since fixu34 (notinpart.go,
		// phrasings_fixu34_test.go), and "Neither Ann nor Bo ..." since stop 48
		{"a part of the day of one of two", surgery, "Either Ann or Bo came in the morning.", "is not read"},
		{"the 9:00am slot is no afternoon", surgery, "The 9:00am slot was in the afternoon.", "not in the afternoon"},
	}
	wantRefused(t, cases)
}

// "The first appointment of the afternoon" where the times span the day is
// the earliest afternoon time, not "the first appointment" (it was refused
// before stop 44); where every time is in the afternoon, it is both.
func TestDayPartSuperlative(t *testing.T) {
	const (
		mixed = "clients: Ann, Bo, Cy\ntimes: 10:00am, 1:00pm, 3:00pm\nservices: cut, dye, trim\nClues:\n"
		pm    = "clients: Ann, Bo, Cy\ntimes: 1:00pm, 2:00pm, 3:00pm\nservices: cut, dye, trim\nClues:\n"
		am    = "clients: Ann, Bo, Cy\ntimes: 9:00am, 10:00am, 11:00am\nservices: cut, dye, trim\nClues:\n"
	)
	r, err := ReadSentences(context.Background(), "s", []byte(mixed+"The cut is the first appointment of the afternoon.\n"))
	if err != nil {
		t.Fatal(err)
	}
	if got := r.Puzzle.ClueText(r.Sentences[0].Clues()[0]); got != "cut=1:00pm" {
		t.Errorf("mixed times: read as %q, want cut=1:00pm", got)
	}
	if _, err := ReadSentences(context.Background(), "s", []byte(am+"The cut is the first appointment of the afternoon.\n")); err == nil || !strings.Contains(err.Error(), "no time is in the afternoon") {
		t.Errorf("no afternoon time: %v, want refused", err)
	}
	r, err = ReadSentences(context.Background(), "s", []byte(pm+"The cut is the first appointment of the afternoon.\n"))
	if err != nil {
		t.Fatal(err)
	}
	if got := r.Puzzle.ClueText(r.Sentences[0].Clues()[0]); got != "cut=1:00pm" {
		t.Errorf("all afternoon: read as %q, want cut=1:00pm", got)
	}
}

// An aside that names no item ("Cy, the grocer, ..." where no goods are a
// grocer's) is refused: it was dropped, and the rest read alone.
func TestAsideNamingNothingRefused(t *testing.T) {
	const market = "traders: Al, Bo, Cy\ngoods: bread, fish, flowers\nawnings: red, blue, green\nClues:\n"
	for _, s := range []string{"Cy, the grocer, works under the red awning.", "Bo, a regular at the market, has the blue awning."} {
		_, err := ReadSentences(context.Background(), "s", []byte(market+s+"\n"))
		if err == nil || !strings.Contains(err.Error(), "names no item") {
			t.Errorf("%q: %v, want refused: names no item", s, err)
		}
	}
}
