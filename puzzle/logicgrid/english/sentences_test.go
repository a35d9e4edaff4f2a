package english

import (
	"strings"
	"testing"

	"deduce/puzzle"
)

// How single magazine sentences are read: each case is one phrasing and the
// clue (in the thesis notation of ClueText) it must become.
func TestMagazineSentences(t *testing.T) {
	const head = "people: Irene, Ned, Oliver, Perry\ndrinks: iced tea, root beer, water, lemonade\n" +
		"prices: $5.99, $6.99, $7.99, $8.99\ndates: April 3rd, April 5th, April 7th, April 9th\nClues:\n"
	cases := []struct{ why, sentence, want string }{
		{"plain same", "Irene got the water.", "Irene=water"},
		{"same through two references", "The one who got the root beer paid $6.99.", "root beer=$6.99"},
		{"negation with didn't", "Perry didn't order the lemonade.", "Perry*lemonade"},
		{"negation with isn't", "The one who paid $5.99 isn't Ned.", "$5.99*Ned"},
		{"different people", "Ned and the one who got the water are different people.", "Ned*water"},
		{"n-ary all different", "The four people were Irene, the one who got the water, the one who paid $5.99 and Perry.", "Irene*water*$5.99*Perry"},
		{"either after the subject", "The one who paid $7.99 was either Ned or the one who got the root beer.", "$7.99~Ned|root beer"},
		{"either before the options", "Either Oliver or Perry paid $8.99.", "$8.99~Oliver|Perry"},
		{"or without either", "Irene paid $5.99 or $6.99.", "Irene~$5.99|$6.99"},
		{"other than", "Ned ordered something other than the water.", "Ned*water"},
		{"either with three options", "Irene is either Ned, Oliver or Perry.", "Irene~Ned|Oliver|Perry"},
		{"of ... one ... the other", "Of Perry and the one who paid $6.99, one got the iced tea and the other got the water.", "Perry,$6.99~iced tea,water"},
		{"neither ... nor: three different people", "Neither Oliver nor the person who ordered water paid $7.99.", "Oliver*water*$7.99"},
		{"more by an amount in dollars", "The one who got the root beer paid 1 dollar more than Irene.", "prices$Irene:root beer:+100"},
		{"less by an amount in cents", "Ned paid 50 cents less than Oliver.", "prices$Ned:Oliver:+50"},
		{"a bare $ amount", "Ned paid $2.00 more than Oliver.", "prices$Oliver:Ned:+200"},
		{"more without an amount", "Irene paid more than Perry.", "prices$Perry:Irene"},
		{"cheaper", "The iced tea was cheaper than the water.", "prices$iced tea:water"},
		{"days after", "Ned left 4 days after Irene.", "dates$Irene:Ned:+4"},
		{"sometime before", "The one who got the water left sometime before Perry.", "dates$water:Perry"},
		{"weeks are 7 days", "Oliver left 1 week before Perry.", "dates$Oliver:Perry:+7"},
		{"either way by an amount", "Perry paid either 2 dollars more or 2 dollars less than Ned.", "prices%Perry:Ned:+200"},
		{"the verb picks the category", "Irene left earlier than Ned.", "dates$Irene:Ned"},
		{"if then", "If Irene got the water, then Ned paid $5.99.", "Irene>water>Ned>$5.99"},
		{"an ordinal counts from the low end", "Perry paid the second lowest price.", "Perry=$6.99"},
		{"an ordinal counts from the high end", "The drink that cost the 3rd most was lemonade.", "$6.99=lemonade"},
		{"a hyphenated ordinal", "Ned paid the second-most.", "Ned=$7.99"},
		{"an ordinal on a date", "The one who left second earliest got the water.", "April 5th=water"},
		{"if then not", "If Irene got the water, then Ned did not pay $5.99.", "Irene|water|Ned|$5.99"},
		{"a date without its suffix", "Ned left on April 5.", "Ned=April 5th"},
		// X is not A and not B (A may be B), first; or three people (the
		// other reading, TestPublishedPhrasings): the puzzle decides
		{"neither after the subject", "Irene is neither Ned nor the one who paid $5.99.", "Irene*Ned / Irene*$5.99"},
		{"two clauses joined by and", "Irene got the water, and Ned paid $6.99.", "Irene=water / Ned=$6.99"},
		{"a superlative names the extreme item", "The one who paid the most got the water.", "$8.99=water"},
		{"the earliest date", "Ned didn't leave the earliest.", "Ned*April 3rd"},
		{"a relative clause", "Ned, who didn't get the water, paid less than Oliver.", "Ned*water / prices$Ned:Oliver"},
		{"two clauses joined by a bare and", "Irene got the water and Ned paid $6.99.", "Irene=water / Ned=$6.99"},
		{"two clauses joined by a semicolon", "Irene paid more than Ned; Oliver got the lemonade.", "prices$Ned:Irene / Oliver=lemonade"},
		{"a second clause without its subject", "Irene paid $5.99 and got the water.", "Irene=$5.99 / Irene=water"},
		{"a pronoun for the subject", "Ned didn't get the water, and he paid $6.99.", "Ned*water / Ned=$6.99"},
		{"two comparisons joined by but", "The one who got the water paid more than Ned but less than Oliver.", "prices$Ned:water / prices$water:Oliver"},
		{"a relative clause on the last item", "Irene paid less than Ned, who paid less than Oliver.", "prices$Irene:Ned / prices$Ned:Oliver"},
		{"one compared with two", "Perry paid more than Irene and Ned.", "prices$Irene:Perry / prices$Ned:Perry"},
		{"two compared with one", "Both Irene and Ned left before Oliver.", "dates$Irene:Oliver / dates$Ned:Oliver"},
		{"a negated comparison: the other way", "Ned did not pay more than Oliver.", "prices$Ned:Oliver"},
		{"two subjects negated: three different people", "Irene and Ned didn't get the water.", "Irene*Ned*water"},
		{"two objects negated", "Perry didn't get the water or the lemonade.", "Perry*water*lemonade"},
		{"either way without either", "Ned paid 2 dollars more or 2 dollars less than Perry.", "prices%Ned:Perry:+200"},
		{"first in time", "Ned left first.", "Ned=April 3rd"},
		{"the last to", "The one who got the water was the last to leave.", "water=April 9th"},
		{"second to last", "Irene was the second to last to leave.", "Irene=April 7th"},
		{"next to last", "Oliver left next to last.", "Oliver=April 7th"},
		{"nor with an inverted clause", "Ned didn't get the water, nor did he pay $5.99.", "Ned*water / Ned*$5.99"},
		{"her for the first clause's subject", "Irene got the water, and Ned left after her.", "Irene=water / dates$Irene:Ned"},
		{"respectively", "Irene and Ned paid $5.99 and $6.99, respectively.", "Irene=$5.99 / Ned=$6.99"},
		{"an amount in words", "Ned paid one hundred cents more than Oliver.", "prices$Oliver:Ned:+100"},
		{"a compound amount in words", "Ned left twenty-one days after Oliver.", "dates$Oliver:Ned:+21"},
		{"a number word right before the comparative", "Ned left two days later than Oliver.", "dates$Oliver:Ned:+2"},
		{"cents as a sign", "Ned paid 100¢ more than Oliver.", "prices$Oliver:Ned:+100"},
		{"an amount after the comparison", "Ned left later than Oliver by 2 days.", "dates$Oliver:Ned:+2"},
		{"the day after", "Ned left the day after Oliver.", "dates$Oliver:Ned:+1"},
		{"immediately after: the next one along", "Ned left immediately after Oliver.", "dates$Oliver:Ned:1"},
		{"just before", "Ned left just before Oliver.", "dates$Ned:Oliver:1"},
		{"no later than a date: that date too", "Ned left no later than April 5th.", "Ned~April 3rd|April 5th"},
		{"not before a date", "Ned didn't leave before April 7th.", "Ned~April 7th|April 9th"},
		{"the two named one way are the two named the other", "The two people who got the water and the lemonade were Irene and Ned.", "Irene,Ned~water,lemonade"},
		{"two superlatives", "Ned didn't pay the most or the least.", "Ned*$8.99*$5.99"},
		{"an ordinal alone is a place in time", "Ned left third.", "Ned=April 7th"},
		{"the second to", "Oliver was the second to leave.", "Oliver=April 5th"},
		{"in some order", "Irene and Ned got the water and the iced tea, in some order.", "Irene,Ned~water,iced tea"},
		{"not necessarily in that order", "Oliver and Perry paid $7.99 and $8.99, though not necessarily in that order.", "Oliver,Perry~$7.99,$8.99"},
	}
	for _, tc := range cases {
		g, err := reading(head, tc.sentence)
		if err != nil {
			t.Errorf("%s: %v", tc.why, err)
			continue
		}
		if g != tc.want {
			t.Errorf("%s: %q read as %q, want %q", tc.why, tc.sentence, g, tc.want)
		}
	}
}

// reading is how sentence is read after head, its clues in the thesis
// notation of ClueText joined by " / ".
func reading(head, sentence string) (string, error) {
	p, err := Read("s", []byte(head+sentence+"\n"))
	if err != nil {
		return "", err
	}
	var got []string
	for _, c := range p.Clues {
		got = append(got, p.ClueText(c))
	}
	return strings.Join(got, " / "), nil
}

// Units written differently from the items ("feet" for "ft"), weekdays.
func TestMagazineUnits(t *testing.T) {
	const head = "boats: Ava, Bo, Cy\nlengths: 20 ft, 24 ft, 28 ft\ndays: Monday, Wednesday, Friday\nClues:\n"
	cases := []struct{ why, sentence, want string }{
		{"feet for ft", "Bo's boat is 4 feet longer than Ava's.", "lengths$Ava:Bo:+4"},
		{"ft in the clue too", "Cy's boat is 8 ft longer than Ava's.", "lengths$Ava:Cy:+8"},
		{"days between weekdays", "Cy sailed 2 days after Bo.", "days$Bo:Cy:+2"},
		{"the longest", "The longest boat sailed on Monday.", "28 ft=Monday"},
	}
	for _, tc := range cases {
		g, err := reading(head, tc.sentence)
		if err != nil {
			t.Errorf("%s: %v", tc.why, err)
			continue
		}
		if g != tc.want {
			t.Errorf("%s: %q read as %q, want %q", tc.why, tc.sentence, g, tc.want)
		}
	}
}

// An item name two categories share ("red" shirt, "red" car).
func TestMagazineSharedNames(t *testing.T) {
	const head = "people: Ann, Bo, Cy\nshirts: red, blue, white\ncars: red, green, black\nClues:\n"
	cases := []struct{ why, sentence, want string }{
		{"the cue word car", "Ann drove the red car.", "Ann=cars:red"},
		{"the cue word shirt", "Bo wore the red shirt.", "Bo=shirts:red"},
		{"both in one sentence", "The one in the red shirt drove the red car.", "shirts:red=cars:red"},
		{"a reading in one category would be nonsense", "The one in the blue shirt is the one with red.", "shirts:blue=cars:red"},
	}
	for _, tc := range cases {
		p, err := Read("s", []byte(head+tc.sentence+"\n"))
		if err != nil {
			t.Errorf("%s: %v", tc.why, err)
			continue
		}
		c := p.Clues[0]
		var parts []string
		for _, it := range c.Items {
			n := p.ItemName(it)
			if it.D > 0 {
				n = p.Domains[it.D].Name + ":" + n
			}
			parts = append(parts, n)
		}
		if got := strings.Join(parts, "="); got != tc.want {
			t.Errorf("%s: %q read as %s, want %s", tc.why, tc.sentence, got, tc.want)
		}
	}
}

// Layout variants: a "Categories:" heading, bulleted and numbered clues.
func TestMagazineLayout(t *testing.T) {
	text := "Categories:\npeople: Ann, Bo\ndrinks: tea, and cola\nClues:\n- Ann drank tea.\n(2) Bo drank the cola.\n"
	if !Sniff("Categories:") {
		t.Error(`"Categories:" is not sniffed as English`)
	}
	p, err := Read("layout", []byte(text))
	if err != nil {
		t.Fatal(err)
	}
	if p.Domains[1].Items[1] != "cola" || len(p.Clues) != 2 || p.Clues[1].Text != "Bo drank the cola." {
		t.Errorf("read %v, clues %v", p.Domains, p.Clues)
	}
	// Numbered clues wrapped over lines: a line with no number goes on.
	p, err = Read("wrapped", []byte("people: Ann, Bo\ndrinks: tea, cola\nClues:\n1. Ann, who is\n   not the one who drank cola,\ndrank tea.\n2. Bo drank cola.\n"))
	if err != nil || len(p.Sentences()) != 2 || p.Sentences()[0].Text != "Ann, who is not the one who drank cola, drank tea." || p.Clues[0].Line != 4 {
		t.Errorf("a wrapped clue: %v, clues %v", err, p.Clues)
	}
	// "#1." numbers a clue; "# ..." is a comment.
	p, err = Read("hash", []byte("people: Ann, Bo\ndrinks: tea, cola\nClues:\n# our note\n#1. Ann drank tea.\n"))
	if err != nil || len(p.Clues) != 1 || p.Clues[0].Text != "Ann drank tea." {
		t.Errorf("a clue numbered #1.: %v, clues %v", err, p.Clues)
	}
}

// An introduction (a title, a story in wrapped lines) before the
// categories is skipped, in front of a "Categories:" heading too; the
// clues keep their own line numbers.
func TestMagazineIntroduction(t *testing.T) {
	body := "people: Ann, Bo\ndrinks: tea, cola\nClues:\n1. Ann drank tea.\n"
	for _, c := range []struct{ why, intro string }{
		{"a title", "Tea Time\n"},
		{"a story in wrapped lines", "Two friends met for a drink. Each had\na different one; which?\n\n"},
		{"a title, a comment and a heading", "A Small Puzzle\n# from our own book\nCategories:\n"},
	} {
		text := c.intro + body
		first, _ := puzzle.FirstLine([]byte(text))
		if !Sniff(first) {
			t.Errorf("%s: %q is not sniffed as English", c.why, first)
		}
		p, err := Read("intro", []byte(text))
		if err != nil {
			t.Errorf("%s: %v", c.why, err)
			continue
		}
		if want := strings.Count(c.intro, "\n") + 4; len(p.Domains) != 2 || len(p.Clues) != 1 || p.Clues[0].Line != want {
			t.Errorf("%s: read %v with clues %v, want 2 categories and one clue on line %d", c.why, p.Domains, p.Clues, want)
		}
	}
}

// The introduction is kept: a first line that reads as a title, and the
// story, its wrapped lines joined.
func TestIntroductionKept(t *testing.T) {
	for _, c := range []struct{ why, intro, title, story string }{
		{"a title and a story", "Tea Time\nTwo friends met for a drink. Each had\na different one.\n", "Tea Time", "Two friends met for a drink. Each had a different one."},
		{"a story only", "Two friends met for a drink.\n", "", "Two friends met for a drink."},
		{"two paragraphs", "Tea Time\nOne.\n\nTwo.\n", "Tea Time", "One.\nTwo."},
		{"none", "", "", ""},
	} {
		p, err := Read("intro", []byte(c.intro+"people: Ann, Bo\ndrinks: tea, cola\nClues:\n1. Ann drank tea.\n"))
		if err != nil {
			t.Fatalf("%s: %v", c.why, err)
		}
		if title, story := p.Introduction(); title != c.title || story != c.story {
			t.Errorf("%s: title %q, story %q; want %q, %q", c.why, title, story, c.title, c.story)
		}
	}
}

// In a category of places, "higher" and "lower" speak of the ranking, and
// "first"/"last" are its ends; floors numbered "1st, 2nd" are no ranking.
func TestMagazineRanking(t *testing.T) {
	const places = "contestants: Ed, Fay, Gus\nplaces: 1st, 2nd, 3rd\nClues:\n"
	const floors = "workers: Ed, Fay, Gus\nfloors: 1st, 2nd, 3rd\nClues:\n"
	for _, c := range []struct{ why, head, sentence, want string }{
		{"higher is nearer first", places, "Fay finished higher than Ed.", "places$Fay:Ed"},
		{"lower is further from first", places, "Fay placed lower than Ed.", "places$Ed:Fay"},
		{"first", places, "Gus finished first.", "Gus=1st"},
		{"last", places, "Gus finished last.", "Gus=3rd"},
		{"a floor is no ranking", floors, "Fay works on a higher floor than Ed.", "floors$Ed:Fay"},
	} {
		g, err := reading(c.head, c.sentence)
		if err != nil {
			t.Errorf("%s: %v", c.why, err)
			continue
		}
		if g != c.want {
			t.Errorf("%s: %q read as %q, want %q", c.why, c.sentence, g, c.want)
		}
	}
}

// Clock times are found however the clue spells them.
func TestMagazineClockSpellings(t *testing.T) {
	const head = "runners: Gina, Hal\ntimes: 9:30am, 10:00am\nClues:\n"
	for sentence, want := range map[string]string{
		"Hal started at 10am.": "Hal=10:00am", "Hal started at 10 a.m.": "Hal=10:00am", "Hal started at 10:00 AM.": "Hal=10:00am",
		"Hal started at 10 AM.": "Hal=10:00am", "Gina started at 9:30 a.m.": "Gina=9:30am",
	} {
		if got, err := reading(head, sentence); err != nil || got != want {
			t.Errorf("%q read as %q (%v), want %s", sentence, got, err, want)
		}
	}
}
