package english

import (
	"context"
	"strings"
	"testing"
)

// readingsOf reads one sentence after head and gives its readings in
// ClueText notation (" / " between a reading's clues, " || " between
// readings, preferred first), or the error.
func readingsOf(head, sentence string) (string, error) {
	r, err := ReadSentences(context.Background(), "s", []byte(head+sentence+"\n"))
	if err != nil {
		return "", err
	}
	var alts []string
	for _, cs := range r.Sentences[0].Readings {
		var got []string
		for _, c := range cs {
			got = append(got, r.Puzzle.ClueText(c))
		}
		alts = append(alts, strings.Join(got, " / "))
	}
	return strings.Join(alts, " || "), nil
}

// wantReadings checks that each sentence, read after its head, has
// exactly the readings want (readingsOf's notation); wantRefused is its
// twin for sentences that must be refused.
func wantReadings(t *testing.T, cases []struct{ why, head, sentence, want string }) {
	t.Helper()
	for _, tc := range cases {
		got, err := readingsOf(tc.head, tc.sentence)
		if err != nil {
			t.Errorf("%s: %q: %v", tc.why, tc.sentence, err)
			continue
		}
		if got != tc.want {
			t.Errorf("%s: %q read as %q, want %q", tc.why, tc.sentence, got, tc.want)
		}
	}
}

// Phrasings of puzzles printed outside the US (testdata/unseen12): day-month
// dates, 24-hour times without a colon and said aloud, metric units,
// temperatures below zero, rupees. Written in words other than the set's.
func TestPublishedPhrasingsUK(t *testing.T) {
	const (
		fete    = "stalls: cakes, books, plants, toys\ndates: 2 May, 9 May, 16 May, 23 May\nhelpers: Ann, Bea, Cal, Dot\nClues:\n"
		monthly = "speakers: Ann, Bea, Cal\nmeetings: 28th March, 4th April, 11th April\ntopics: bats, bees, owls\nClues:\n"
		buses   = "buses: X1, X2, X3, X4\ndepartures: 0645, 0730, 0815, 1200\ndrivers: Ann, Bea, Cal, Dot\nClues:\n"
		gigs    = "bands: Ash, Elm, Oak\nvenues: barn, hall, pub\ncrowds: 80, 120, 150\nClues:\n"
		crew    = "rowers: Al, Bo, Cy, Di\nheights: 170 cm, 175 cm, 180 cm, 185 cm\nweights: 60 kg, 65 kg, 70 kg, 75 kg\nClues:\n"
		hikes   = "hikers: Ann, Bo, Cy\ndistances: 5 km, 10 km, 15 km\nloads: 6 kg, 8 kg, 10 kg\nClues:\n"
		towns   = "towns: Ely, Hove, Rye\ntemperatures: 10, 15, 20\nrainfall: 5, 10, 15\nClues:\n"
		charity = "runners: Ann, Bo, Cy\ndistances: 5 km, 10 km, 15 km\nsponsorship: £10, £20, £30\nClues:\n"
		league  = "teams: Ash, Elm, Oak\ntables: 1, 2, 3\nscores: 40, 43, 49\nClues:\n"
		pubquiz = "teams: Ash, Elm, Oak, Yew\ntables: 1, 2, 3, 4\nscores: 38, 42, 45, 51\nClues:\n"
		crew2   = "rowers: Al, Bo, Cy\nheights: 170 cm, 175 cm, 180 cm\nweights: 60 kg, 65 kg, 70 kg\ntowns: Ely, Hove, Rye\nClues:\n"
		table   = "clubs: Ash, Elm, Oak, Yew\nkits: red, blue, gold, white\npositions: 1st, 2nd, 3rd, 4th\ngoals: 10, 12, 15, 20\nClues:\n"
		club    = "hosts: Ann, Bea, Cal, Dot\ndates: 6 March, 13 March, 20 March, 27 March\nbooks: Emma, Dune, Kim, Ulysses\nsnacks: scones, flapjacks, fruit and nuts, crisps\nClues:\n"
		frost   = "towns: Ely, Hove, Rye\ntemperatures: -2°C, 0°C, 3°C\nrainfall: 0 mm, 6 mm, 11 mm\nClues:\n"
		sweets  = "buyers: Ann, Bo, Cy\nbags: 250 g, 500 g, 1 kg\nprices: Rs 120, Rs 180, Rs 260\nClues:\n"
		derby   = "teams: Ash, Elm, Oak\ngoals: 0, 1, 3\nkits: red, blue, gold\nClues:\n"
		sale    = "shoppers: Ann, Bo, Cy, Di\nitems: lamp, rug, scarf, vase\ndiscounts: 10%, 25%, 50%, 75%\nClues:\n"
		slopes  = "resorts: Ash, Bay, Cove\ntemperatures: -4°C, -1°C, 3°C\nsnowfall: 0 cm, 5 cm, 12 cm\nClues:\n"
		coaches = "coaches: red, blue, green\ntimes: 06:15, 07:45, 09:00\ndrivers: Ann, Bea, Cal\nClues:\n"
	)
	cases := []struct{ why, head, sentence, want string }{
		{"a day-month date is a date: a week later", fete, "The toy stall was held a week after Ann's.", "dates$Ann:toys:+7"},
		{"a day-month date: days before", fete, "Bea helped fourteen days before the plant stall.", "dates$Bea:plants:+14"},
		{"a day-month date with its ordinal", fete, "Ann helped on the 9th of May.", "Ann=9 May"},
		{"a day-month date said month first", fete, "The book stall was on May 23rd.", "books=23 May"},
		{"a day-month date by its day alone", fete, "Dot's stall was on the 16th.", "Dot=16 May"},
		{"a month-day date said day first", "stalls: cakes, books, plants\ndates: May 2nd, May 9th, May 16th\nhelpers: Ann, Bea, Cal\nClues:\n", "Bea helped on 9 May.", "Bea=May 9th"},
		{"a 24-hour item said with a colon", buses, "The X3 left at 08:15.", "X3=0815"},
		{"a colon 24-hour item said without", coaches, "Cal's coach left at 0900.", "Cal=09:00"},
		{"a day-month date named in the clue", fete, "Cal ran her stall on 16 May.", "Cal=16 May"},
		{"day-month dates across a month end", monthly, "Bea spoke 7 days after Ann.", "meetings$Ann:Bea:+7"},
		{"a day-month date with a day ordinal, unordered: later", monthly, "The owl talk came later than Cal's.", "meetings$Cal:owls"},
		{"a 24-hour time without a colon: minutes after", buses, "The X2 left 45 minutes after Ann's bus.", "departures$Ann:X2:+45"},
		{"a 24-hour time: an hour before", buses, "Bea's bus went an hour and a quarter before the X3.", "departures$Bea:X3:+75"},
		{"a 24-hour time said aloud: quarter past", buses, "The X4 left at quarter past eight.", "X4=0815"},
		{"a 24-hour time said aloud: half past", buses, "Cal drove the bus at half past seven.", "Cal=0730"},
		{"a 24-hour time said aloud: quarter to", buses, "Dot's bus left at a quarter to seven.", "Dot=0645"},
		{"a 24-hour time said aloud: o'clock", buses, "The X1 left at twelve o'clock.", "X1=1200"},
		{"codes with a leading 0 are no times", "lockers: Al, Bo, Cy\ncodes: 0123, 0456, 0789\nClues:\n", "Al's code is 0456.", "Al=0456"},
		{"a 12-hour item said aloud", "guides: Ivy, Jack, Kim\nstarts: 9:15am, 10:30am, 11:45am\nClues:\n", "Jack started at half past ten.", "Jack=10:30am"},
		{"a 12-hour item: quarter to", "guides: Ivy, Jack, Kim\nstarts: 9:15am, 10:30am, 11:45am\nClues:\n", "Kim set off at a quarter to twelve.", "Kim=11:45am"},
		{"a colon 24-hour time said aloud", coaches, "The red coach left at quarter past six.", "red=06:15"},
		{"a colon 24-hour time said aloud: quarter to", coaches, "Bea's coach set off at a quarter to eight.", "Bea=07:45"},
		// the item after "than" is the one compared with, wherever the
		// comparative stands (u12-05 read "More ... for A than for B" as A fewer)
		{"more NOUN VERB for A than for B", gigs, "More people turned up for Ash than for Elm.", "crowds$Elm:Ash"},
		{"fewer NOUN VERB at A than at B", gigs, "Fewer fans came to the barn than to the pub.", "crowds$barn:pub"},
		{"a bigger NOUN VERB A than B", gigs, "A bigger crowd watched Oak than the hall.", "crowds$hall:Oak"},
		{"more than A, B", gigs, "More than Ash, Elm drew a crowd.", "crowds$Ash:Elm"},
		{"the plain order still reads", gigs, "The pub drew more people than Oak.", "crowds$Oak:pub"},
		// a comparative that says what it measures picks the category in
		// those units (u12-10 read "the heaviest" as the tallest)
		{"heavier is a weight, not a height in cm", crew, "Al is heavier than Bo.", "weights$Bo:Al"},
		{"taller is a height, not a weight in kg", crew, "Cy is taller than Di.", "heights$Di:Cy"},
		{"the lightest is a weight", crew, "The lightest of the four is Di.", "60 kg=Di"},
		{"further is a distance, not a load in kg", hikes, "Ann hiked further than Bo.", "distances$Bo:Ann"},
		{"the furthest is a distance", hikes, "Cy walked the furthest.", "Cy=15 km"},
		{"lighter is a load in kg", hikes, "Cy's pack was lighter than Bo's.", "loads$Cy:Bo"},
		{"warmer measures the category named for temperature", towns, "Rye was warmer than Ely.", "temperatures$Ely:Rye"},
		{"milder is warmer", towns, "Hove was 5 degrees milder than Rye.", "temperatures$Rye:Hove:+5"},
		{"wetter measures the rainfall", towns, "Ely was wetter than Hove.", "rainfall$Hove:Ely"},
		{"drier is less rain", towns, "It was drier in Rye than in Ely.", "rainfall$Rye:Ely"},
		// "the heaviest but one" is the second heaviest
		{"the -est but one", crew, "Bo is the tallest but one.", "Bo=180 cm"},
		{"the -est bar one", crew, "The lightest bar one is Al.", "65 kg=Al"},
		{"the -est but two", crew, "Cy is the heaviest but two.", "Cy=65 kg"},
		// "..., but more than C": the second clause has the first's verb
		// (u12-02 read "The banana raised less than the pirate but more
		// than the gorilla" as a distance in its second half)
		{"the verb carried into but more than", charity, "Cy raised more than Ann but less than Bo.", "sponsorship$Ann:Cy / sponsorship$Cy:Bo"},
		{"the verb carried after a comma", charity, "Bo collected less than Cy, but more than Ann.", "sponsorship$Bo:Cy / sponsorship$Ann:Bo"},
		{"a verb of distance carried", charity, "Ann ran further than Bo but not as far as Cy.", "distances$Bo:Ann / distances$Ann:Cy"},
		// "X ..., yet ... than she did": two comparisons, the pronoun the
		// first one's other item
		{"yet, than she did", charity, "Ann ran 5 km less than Bo, yet raised £10 more than she did.", "distances$Ann:Bo:+5 / sponsorship$Bo:Ann:+1000"},
		{"but, than he did", charity, "Bo ran 10 km further than Cy but raised £20 less than he did.", "distances$Cy:Bo:+10 / sponsorship$Bo:Cy:+2000"},
		{"yet, than him", charity, "Cy covered 5 km more than Ann, yet collected £10 less than her.", "distances$Ann:Cy:+5 / sponsorship$Cy:Ann:+1000"},
		// an amount short of / clear of: less / more
		{"an amount short of", charity, "Ann's total was £10 short of Bo's.", "sponsorship$Ann:Bo:+1000"},
		{"fell an amount short of", charity, "Cy's sponsorship fell £20 short of Ann's.", "sponsorship$Cy:Ann:+2000"},
		{"points clear of: more", league, "Oak finished six points clear of Ash.", "scores$Ash:Oak:+6"},
		{"an amount clear of, in digits", league, "Elm ended 3 points clear of the team at table 1.", "scores$1:Elm:+3"},
		// a unit that counts no labels: "3 points ahead" is of the scores,
		// not the tables (u12-09 took the tables)
		{"places clear of in a ranking: an earlier place", table, "Ash finished 2 places clear of Elm.", "positions$Ash:Elm:+2"},
		{"a place short of in a ranking: a later place", table, "Yew finished 1 place short of Oak.", "positions$Oak:Yew:+1"},
		{"points ahead are scores, not table numbers", league, "Ash finished nine points ahead of Elm.", "scores$Elm:Ash:+9"},
		// "but not both" closing an either/or: Either already says exactly one
		{"either ... or ..., but not both", pubquiz, "Either the team at table 2 or Ash scored 51, but not both.", "51~2|Ash"},
		{"either ... or ... (but not both)", pubquiz, "Either Elm or Oak sat at table 4 (but not both).", "4~Elm|Oak"},
		{"either ... or ...; not both", pubquiz, "Either Yew or Elm sat at table 1; not both.", "1~Yew|Elm"},
		{"either ... or ..., though not both", pubquiz, "Either Oak or Yew scored 42, though not both.", "42~Oak|Yew"},
		// "beat", "outscored" after a table number: the number is the item,
		// and labels are not beaten (u12-09: "table 3 outscored" named one item)
		{"table N outscored", pubquiz, "The team at table 3 outscored Elm.", "scores$Elm:3"},
		{"table N beat", pubquiz, "The team at table 2 beat Oak.", "scores$Oak:2"},
		{"outscored is of the scores, not the tables", pubquiz, "Ash outscored Yew.", "scores$Yew:Ash"},
		{"trailed is of the scores", pubquiz, "Yew trailed the team at table 4.", "scores$Yew:4"},
		// "an even-numbered table": the items it can be
		{"an even-numbered table", pubquiz, "Elm sat at an even-numbered table.", "Elm~2|4"},
		{"an odd numbered table", pubquiz, "Oak was at an odd numbered table.", "Oak~1|3"},
		// a subject said by a superlative, and a pronoun for it after ";"
		// (u12-10: "The lightest rower is also the shortest; he is not from Durham.")
		{"the -est NOUN ...; he ...", crew2, "The tallest rower is the heaviest; he is not from Rye.", "180 cm=70 kg / 180 cm*Rye"},
		{"the -est ...; she ...", crew2, "The lightest is from Ely; she is not the shortest.", "60 kg=Ely / 60 kg*170 cm"},
		{"the second -est man ...; his ...", crew2, "The second tallest man comes from Hove; his weight is 60 kg.", "175 cm=Hove / 175 cm=60 kg"},
		{"the -est one ..., and he ...", crew2, "The heaviest one is from Ely, and he is not Al.", "70 kg=Ely / 70 kg*Al"},
		// the top and the bottom of a league table (u12-03 dropped "topped
		// the league" and refused "finished bottom")
		{"finished bottom", table, "The club that finished bottom wears white.", "4th=white"},
		{"came top", table, "Elm came top.", "Elm=1st"},
		{"bottom of the league", table, "The gold side were bottom of the league.", "gold=4th"},
		{"topped the table", table, "Oak topped the table.", "Oak=1st"},
		{"ended up bottom", table, "Yew ended up bottom.", "Yew=4th"},
		{"finished bottom, also the fewest", table, "The team that finished bottom also scored the fewest goals.", "4th=10"},
		{"topped ..., even though ...", table, "Ash topped the league, even though they scored 5 goals fewer than Elm.", "Ash=1st / goals$Ash:Elm:+5"},
		{"the top floor is still a number's end, not a ranking's", "guests: Al, Bo, Cy\nfloors: 1, 2, 3\nplaces: 1st, 2nd, 3rd\nClues:\n", "Bo lives on the top floor.", "Bo=3"},
		// a run of events that begins or ends with one (u12-07 dropped
		// "began the season with" and refused "The season finished with")
		{"began the season with", club, "The club began the season with Dune.", "6 March=Dune"},
		{"the season finished with", club, "The season finished with Kim.", "27 March=Kim"},
		{"the series opened with", club, "The series opened with scones.", "scones=6 March"},
		{"the programme ended with", club, "The programme ended with Cal's evening.", "Cal=27 March"},
		{"kicked off the season with", club, "They kicked off the season with crisps.", "6 March=crisps"},
		{"began with X, over Y", club, "The club began the season with Ulysses, over fruit and nuts.", "6 March=Ulysses / Ulysses=fruit and nuts"},
		{"a fortnight after", club, "Emma was read a fortnight after Kim.", "dates$Kim:Emma:+14"},
		{"the week before", club, "Dot hosted the week before the scones evening.", "dates$Dot:scones:+7"},
		// temperatures below zero, in °C or degrees (u12-06)
		{"degrees colder, of items below zero", frost, "Ely was 2°C colder than Hove.", "temperatures$Ely:Hove:+2"},
		{"degrees warmer in words", frost, "Rye was three degrees warmer than Hove.", "temperatures$Hove:Rye:+3"},
		{"an item below zero named", frost, "The town at -2°C had 6 mm of rain.", "-2°C=6 mm"},
		{"a temperature below zero in words", frost, "Hove was at minus 2 degrees.", "Hove=-2°C"},
		{"degrees below zero", frost, "It was 2 degrees below zero in Rye.", "-2°C=Rye"},
		{"a temperature in degrees of an item in °C", frost, "Ely was at 3 degrees.", "Ely=3°C"},
		{"the coldest is below zero", frost, "The coldest town was Hove.", "-2°C=Hove"},
		// "dry", "no rain", "no goals": the item 0
		{"stayed dry", frost, "The town that stayed dry was colder than Ely.", "temperatures$0 mm:Ely"},
		{"had no rain", frost, "Rye had no rain.", "Rye=0 mm"},
		{"scored no goals", derby, "The team in red scored no goals.", "red=0"},
		{"no later than is still a comparison, not a zero", derby, "Ash scored no more than Elm.", "goals$Ash:Elm"},
		// grams and kilograms in one category; rupees (u12-04)
		{"g heavier, of items in g and kg", sweets, "Ann's bag was 500 g heavier than Bo's.", "bags$Bo:Ann:+500"},
		{"twice as heavy, of g and kg", sweets, "Cy's bag weighed twice as much as Ann's.", "Cy*250 g / Ann*1 kg / Cy>500 g>Ann>250 g / Cy>1 kg>Ann>500 g"},
		{"the 1 kg item named", sweets, "The 1 kg bag cost Rs 120.", "1 kg=Rs 120"},
		{"rupees more", sweets, "Bo paid Rs 60 more than Cy.", "prices$Cy:Bo:+6000"},
		{"rupees in words", sweets, "Ann paid 80 rupees less than Bo.", "prices$Ann:Bo:+8000"},
		// a fraction taken off a price, of a category of percentages (u12-08)
		{"a fifth knocked off", sale, "The scarf had a quarter knocked off.", "scarf=25%"},
		{"half off", sale, "Ann got half off her purchase.", "Ann=50%"},
		{"a tenth off", sale, "The lamp was sold with a tenth off.", "lamp=10%"},
		{"three quarters off", sale, "Bo got three quarters off.", "Bo=75%"},
		{"one quarter discount", sale, "Cy had one quarter discount.", "Cy=25%"},
		// "than anything else": a superlative
		{"more than anything else", sale, "The rug was reduced by more than anything else.", "rug=75%"},
		{"less than everything else", sale, "The vase was cut by less than everything else.", "vase=10%"},
		// a noun that begins a one-word category name ("snow" of snowfall),
		// carried into the second clause with the verb
		{"more snow ... but less than", slopes, "Bay had more snow than Ash but less than Cove.", "snowfall$Ash:Bay / snowfall$Bay:Cove"},
		{"less rain-like noun", slopes, "Cove got less snow than Ash.", "snowfall$Cove:Ash"},
		{"the noun carried after a comma", slopes, "Ash saw more snow than Cove, but less than Bay.", "snowfall$Cove:Ash / snowfall$Ash:Bay"},
	}
	wantReadings(t, cases)
}
