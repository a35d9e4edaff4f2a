package english_test

import (
	"strings"
	"testing"

	_ "deduce/puzzle/allkinds" // the other kinds' names, which Sniff leaves alone
	"deduce/puzzle/logicgrid/english"
)

// What Sniff takes for the first line of an English puzzle, and what it
// leaves to other kinds or to "cannot tell the kind".
func TestSniff(t *testing.T) {
	for _, c := range []struct {
		line string
		want bool
		why  string
	}{
		{"There are 5 houses, numbered 1 to 5 from left to right.", true, "ZebraLogic's opening"},
		{"people: Ann, Bo", true, "a category line"},
		{"Categories:", true, "the optional heading"},
		{"Lunch at the Deli", true, "a title"},
		{"Four friends stopped at a deli for lunch.", true, "a story"},
		{"magnets 6x6 tricky", false, "a Magnets header"},
		{"magnts 6x6", false, "a misspelt Magnets header: did-you-mean's business"},
		{"closefar 7", false, "a Close or Far header"},
		{"6x6:232311,222312", false, "a game ID"},
		{"3", false, "a thesis algorithm number (logicgrid's own Sniff)"},
		{"17", false, "the thesis's last algorithm number"},
		{"1984", true, "a title that is a year: above the thesis's algorithm numbers"},
		{"2001", true, "a title that is a year"},
		{"0042", false, "a number with a leading zero: no title"},
		{"12345", false, "five digits: no year, no title"},
		{"Scoops", true, "a one-word title (a blind puzzle, unseen5 u5-01, was refused as no kind)"},
		{"Late-Comers", true, "a one-word title with a hyphen"},
		{"Sleepover!", true, "a one-word title that exclaims (unseen23 u23-09 was refused as no kind)"},
		{"Whodunnit?", true, "a one-word title that asks"},
		{"\"Showtime!\"", true, "a one-word title in quotes"},
		{"Picnic #3", true, "a one-word title with its number"},
		{"Magnets!", false, "a kind's name that exclaims is still the kind's name"},
		{"Magnets 6", false, "a kind's name with a number: a header"},
		{"!!!", false, "no word"},
		{"Magnets", false, "a kind's name alone: a header missing its size, not a title"},
		{"Magnts", false, "a misspelt kind's name alone"},
		{"deli", false, "one word in lower case: no title"},
		{"Ab", false, "two letters: too little to call it a title"},
		{"Deli2", false, "a word with a digit: no title"},
		{"Magnet Mania", true, "a title that starts like a kind's name, with no size after it"},
		{"Magnets, Marbles and More", true, "a title that starts with a kind's name"},
		{"magnets x", false, "a Magnets header with a bad size: the kind's parser says what is wrong"},
		{"magnets 6x6 tricky " + strings.Repeat("e", 1<<20), false, "a first line past any of ours (its regexps took seconds on 15 MiB)"},
	} {
		if got := english.Sniff(c.line); got != c.want {
			t.Errorf("Sniff(%q) = %v, want %v (%s)", c.line, got, c.want, c.why)
		}
	}
}
