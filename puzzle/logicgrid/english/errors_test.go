package english

import (
	"errors"
	"strings"
	"testing"

	"deduce/puzzle"
)

const header = "people: Irene, Ned, Oliver\ndrinks: tea, water, cola\nprices: $5.99, $6.99, $7.99\nClues:\n"

// Bad input gets a positioned error that names what could not be read.
func TestReadErrors(t *testing.T) {
	cases := []struct {
		why, text, pos string
		want           []string
	}{
		{"a misspelled name gets did-you-mean", header + "1. Oliverr paid $5.99.\n", "x:5:4:", []string{`"Oliverr paid $5.99."`, `did you mean "Oliver"?`}},
		{"four items with nothing saying how they relate", header + "Irene, Ned and Oliver got the cola.\n", "x:5:1:", []string{"no \"were A, B and C\" or \"different\""}},
		{"one person who is two drinks", header + "The one who got the tea drank the water.\n", "x:5:1:", []string{`it says "tea" is "water", but both are drinks`}},
		{"an item different from itself", header + "Irene is not Irene.\n", "x:5:1:", []string{`it names "Irene" twice`}},
		{"a sentence naming one item", header + "Irene was happy.\n", "x:5:1:", []string{"names 1 item"}},
		{"an either/or with a comparison but no amount", header + "Irene paid either more or less than Ned.\n", "x:5:1:", []string{"needs an amount"}},
		{"minutes on bare numbers that are no times: the unit is never dropped", "players: Ida, Jo, Lu\nscores: 150, 180, 210\nClues:\nIda bowled 30 minutes after Jo.\n", "x:4:1:", []string{`"after" compares no numeric category`}},
		{"an hour on decimals of a measure, never 1 more", "players: Ida, Jo, Lu\nweights: 1.25, 1.50, 1.75\nClues:\nIda weighed an hour more than Jo.\n", "x:4:1:", []string{`"more" compares no numeric category`}},
		{"half a step of clock times in minutes is refused, never rounded", "people: Ann, Bo\nleft: 9:00am, 9:30am\nClues:\nAnn left two and a half minutes after Bo.\n", "x:4:1:", []string{"2.5 minutes is no whole number of the steps of the left"}},
		{"..., so did X is no second fact of its own", "diners: Ann, Bo, Cy\nmains: tuna, ham, egg\ndrinks: tea, milk, juice\nClues:\nAnn had the ham, so did the milk drinker.\n", "x:5:1:", nil},
		{"minutes on decimals named for a span: no whole minutes", "films: Alf, Bix, Coe\nlengths: 1.20, 1.35, 1.50\nClues:\nAlf is 15 minutes longer than Bix.\n", "x:4:1:", []string{`"longer" compares no numeric category`}},
		{"a comparison no category measures", "people: Ann, Bo\ndrinks: tea, cola\nClues:\nAnn drank more than Bo.\n", "x:4:1:", []string{`"more" compares no numeric category`}},
		{"behind in a row of houses is no left or right (unseen6 u6-03's 'lives behind the red door' was read as 'to the left of': no solution)",
			"houses: 1, 2, 3\npeople: Ann, Bo, Cy\npets: cat, dog, fish\nClues:\nThe dog owner lives behind the fish.\n", "x:5:1:", []string{`"behind" compares no numeric category`}},
		{"a category of another size", "people: Ann, Bo\ndrinks: tea, cola, milk\nClues:\nAnn drank tea.\n", "x:2:1:", []string{"has 3 items, the first has 2"}},
		{"no Clues: line", "people: Ann, Bo\ndrinks: tea, cola\n", "x:3:1:", []string{`missing line "Clues:"`}},
		{"a line that is no category", "people: Ann, Bo\nthe drinks were tea and cola\nClues:\n", "x:2:1:", []string{"expected a category line"}},
		{"an introduction and no categories", "A tale of two friends.\nClues:\n1. Ann drank tea.\n", "x:2:1:", []string{`no category line`, "line 1 was read as the introduction"}},
		{"a category line without its colon, taken for the introduction", "Two friends went out.\npeople Ann, Bo\ndrinks: tea, cola\nClues:\nAnn drank tea.\n", "x:4:1:",
			[]string{"need at least 2 category lines", "lines 1 and 2 were read as the introduction"}},
		{"an ordinal past the end", header + "Irene paid the fourth most.\n", "x:5:1:", []string{`"fourth" "most": there are only 3`}},
		{"at most (at least is read: phrasings14_test.go)", header + "Oliver paid at most 1 dollar more than Irene.\n", "x:5:1:", []string{`"at" "most": a bound`}},
		{"an exclusive comparison", header + "Oliver is the only one who paid more than Irene.\n", "x:5:1:", []string{`"only" with a comparison is not supported`}},
		{"two comparisons that are not either way", header + "Oliver paid 1 dollar more or 2 dollars more than Irene.\n", "x:5:1:", []string{"two comparisons"}},
		{"than both A and the one who didn't ...: not a description of the item", header + "Irene paid more than both Ned and the one who didn't get the tea.\n", "x:5:1:", []string{"split it into simpler sentences"}},
		{"first, at a time that is not the first: no restatement, refused", "clients: Ann, Bo, Cy\nservices: cut, perm, trim\ntimes: 9:00am, 9:30am, 10:00am\nClues:\nCy came first, at 9:30am.\n", "x:5:1:", []string{`it says "9:00am" is "9:30am"`}},
		{"a negation away from the comparison", header + "The one who didn't get the tea paid more than Irene.\n", "x:5:1:", []string{"a negated comparison is not supported"}},
		{"a negated comparison by an amount, of prices that do not step evenly", strings.Replace(header, "$7.99", "$8.99", 1) + "Oliver didn't pay 1 dollar more than Irene.\n", "x:5:1:", []string{"a negated comparison is not supported"}},
		{"arriving later is no longer commute: durations are later only for a finish", "riders: Pam, Rick, Sara\ncommutes: 15 minutes, 20 minutes, 25 minutes\nClues:\nPam arrived 5 minutes after Rick.\n", "x:4:1:", []string{`"after" compares no numeric category`}},
		{"row numbers are labels: never more rows", "guests: Ann, Bo, Cy\nrow: 6, 8, 10\nClues:\nAnn has 2 more seats than Bo.\n", "x:4:1:", []string{`"more" compares no numeric category`}},
		{"the two men when three are men: no pair", "gardeners: Mr Ash, Mrs Bell, Mr Cole, Mr Dane\ncrops: beans, kale, leeks, peas\nClues:\nThe kale and the peas were grown by the two men.\n", "x:4:1:", []string{`it says "kale" is "peas"`}},
		{"neither A nor B ... C and D is not two by two", header + "Neither Ned nor Oliver got the tea and the water.\n", "x:5:1:", []string{"needs 3 items, found 4"}},
		{"than any of some people: not everyone else", header + "Oliver paid more than any of the women.\n", "x:5:1:", []string{"cannot tell whether it compares with everyone else"}},
		{"every other girl may be some of them only: not everyone else", header + "Oliver paid more than every other woman.\n", "x:5:1:", []string{"cannot tell whether it compares with everyone else"}},
		{"a floor with no category of rooms numbered by floor: never a date (unseen8 u8-12 read 'the second floor' as the 2nd)", "guests: Ann, Bo\ndates: May 1, May 2\nClues:\nAnn stayed on the second floor.\n", "x:4:1:", []string{"no category of rooms numbered by floor"}},
		{"a floor no room is on", "guests: Ann, Bo\nrooms: 101, 204\nClues:\nAnn stayed on the third floor.\n", "x:4:1:", []string{"no room is on that floor"}},
		{"that visit after two items: not guessed", header + "Irene paid $5.99 for the tea; Ned paid for that visit.\n", "x:5:1:", nil},
		{"hers with no woman to stand for: not read", "bakers: Mr. Roe, Mr. Ash\ntreats: scones, tarts\nprices: $2, $3\nClues:\nMr. Roe baked the scones; Mr. Ash's treat cost less than hers.\n", "x:5:1:", nil},
		{"her after a relative clause that names no woman: not read (main read 'the tarts paid $1 more than Mr. Roe', dropping her)", "bakers: Mr. Roe, Mr. Ash, Ms. Kay\ntreats: scones, tarts, buns\nprices: $2, $3, $4\nClues:\nMr. Roe, who baked the tarts, paid $1 less than her.\n", "x:5:1:", []string{"stands for someone named elsewhere"}},
		{"closed the show of a ranking is no place", "dogs: Rex, Max\nplaces: 1st, 2nd\nClues:\nRex closed the show.\n", "x:4:1:", []string{"names 1 item"}},
		{"his sister, named, is another person: not one couple", "people: Al, Bea\nwives: Cy, Di\nClues:\nAl and his sister, Bea, like Di.\n", "x:4:1:", nil},
		{"all N of the others with N not the count of the others", header + "Oliver paid more than all five of the others.\n", "x:5:1:", []string{"cannot tell whether it compares with everyone else"}},
		{"the middle of the pack, then another place: two places, refused", "runners: Al, Bo, Cy, Di, Ed\nplaces: 1st, 2nd, 3rd, 4th, 5th\nshirts: red, blue, green, gold, pink\nClues:\nBo finished in the middle of the pack, in 2nd place.\n", "x:5:1:", []string{"two of one category"}},
		{"first thing in the morning when the first time is in the afternoon", "patients: Ann, Bo, Cy\ntimes: 1:00pm, 2:00pm, 3:30pm\ndoctors: Dr. Ash, Dr. Bell, Dr. Cobb\nClues:\nBo was seen first thing in the morning.\n", "x:5:1:", []string{"is not in the morning"}},
		{"second, in the morning: the second is not dropped (it was: only the morning was read)", "patients: Ann, Bo, Cy\ntimes: 9:00am, 10:00am, 3:30pm\ndoctors: Dr. Ash, Dr. Bell, Dr. Cobb\nClues:\nBo was seen second, in the morning.\n", "x:5:1:", []string{"is not read"}},
		{"first, in the morning: the first is not dropped", "patients: Ann, Bo, Cy\ntimes: 9:00am, 10:00am, 3:30pm\ndoctors: Dr. Ash, Dr. Bell, Dr. Cobb\nClues:\nBo was seen first, in the morning.\n", "x:5:1:", []string{"is not read"}},
		{"but not by a time: a deadline, no agent", "patients: Ann, Bo, Cy\ntimes: 9:00am, 10:00am, 3:30pm\ndoctors: Dr. Ash, Dr. Bell, Dr. Cobb\nClues:\nBo was seen by Dr. Ash, but not by 10:00am.\n", "x:5:1:", []string{"cannot read clue"}},
		{"all of his friends, no count: maybe some of them only", header + "Oliver paid more than all of his friends.\n", "x:5:1:", []string{"cannot tell whether it compares with everyone else"}},
		{"all N of his friends with N not the count of the others", header + "Oliver paid more than all three of his friends.\n", "x:5:1:", []string{"cannot tell whether it compares with everyone else"}},
		{"all N of his sisters: a sex restricts them", header + "Oliver paid more than all two of his sisters.\n", "x:5:1:", []string{"cannot tell whether it compares with everyone else"}},
		{"two amounts before a comparison, one in a category's own unit", "crates: red, blue\nweights: 10 kilograms, 11 kilograms\nClues:\nThe red crate weighs 1 ton a kilogram more than the blue crate.\n", "x:4:1:", []string{"cannot read the amount"}},
		{"won nothing is no first place", "teams: Owls, Rams\nstandings: 1st, 2nd\nClues:\nThe Owls won nothing.\n", "x:4:1:", []string{"names 1 item"}},
		{"nor without a clause after it", header + "Ned got the water, nor the tea.\n", "x:5:1:", []string{"cannot read clue"}},
		{"two pairs with no order said", header + "Irene and Ned paid $5.99 and $6.99.\n", "x:5:1:", []string{`say "respectively"`}},
		{"an amount of two units, the smaller first (\"1 dollar 50 cents\" is read, phrasings_u23_test.go)", header + "Oliver paid 50 cents 1 dollar more than Irene.\n", "x:5:1:", []string{"cannot read the amount", "write one number and a unit"}},
		{"items in millions are counted in ones: a bare 0.5 is no whole number of them", "firms: Acme, Bolt\nrevenue: 1 million, 1.5 million\nClues:\nAcme made 0.5 more than Bolt.\n", "x:4:1:", []string{"0.5 is no whole number of the steps of the revenue"}},
		{"a hyphenated superlative whose participle measures nothing listed", "guests: Al, Bo, Cy\nprices: $10, $20, $30\nratings: 2, 4, 6\nClues:\nThe best-dressed guest is Al.\n", "x:5:1:", []string{"cannot tell what best-dressed measures"}},
		{"a verb of outdoing not known is refused (\"outpolled\" was read as \"is\")", "candidates: Ed, Flo\nvotes: 70, 75\nClues:\nEd outdrew Flo.\n", "x:4:1:", []string{`"outdrew": cannot tell what it compares`}},
		{"outdid", "candidates: Ed, Flo\nvotes: 70, 75\nClues:\nEd outdid Flo.\n", "x:4:1:", []string{`"outdid": cannot tell what it compares`}},
		{"outgrew, the present too", "candidates: Ed, Flo\nvotes: 70, 75\nClues:\nEd outgrows Flo.\n", "x:4:1:", []string{`"outgrows": cannot tell what it compares`}},
		{"a fraction of a unit", header + "Oliver paid a sixth more than Irene.\n", "x:5:1:", []string{"cannot read the amount"}},
		{"next to", header + "Oliver sat next to Irene.\n", "x:5:1:", []string{"no category of numbered positions"}},
		{"a ratio no two prices have", header + "Oliver paid twice as much as Irene.\n", "x:5:1:", []string{"no two prices are in that ratio"}},
		{"a ratio of years", "owners: Nate, Olga\ncars: Bel Air, Mustang\nyears: 1955, 1963\nClues:\nNate's car is twice as old as Olga's.\n", "x:5:1:", []string{"are no amounts"}},
		{"a ratio of clock times", "commuters: Abby, Boyd\ndepartures: 7:00am, 7:15am\nClues:\nAbby left twice as much as Boyd.\n", "x:4:1:", []string{"a ratio"}},
		{"a ratio of places, not of another category", "cooks: Gail, Hugh, Ines\nplaces: 1st, 2nd, 3rd\npeppers: 2 peppers, 3 peppers, 4 peppers\nClues:\nGail finished twice as high as Ines.\n", "x:5:1:", []string{"a ratio"}},
		{"times more than: 3x or 4x", header + "Oliver paid three times more than Irene.\n", "x:5:1:", []string{"ambiguous"}},
		{"twice as fast: a speed of times", "runners: Ann, Bo\ntimes: 10 minutes, 20 minutes\nClues:\nAnn ran twice as fast as Bo.\n", "x:4:1:", []string{"cannot tell what this ratio measures"}},
		{"and neither after a clause that says no not", header + "Ned got the water, and neither did Irene.\n", "x:5:1:", []string{"\"neither\" without \"nor\""}},
		{"an either/or with one option not found is never read as a plain clue", header + "The tea drinker is either Ned or the 8-dollar buyer.\n", "x:5:1:", []string{"names only 2 items"}},
		{"an amount in a word not known is refused, not dropped", header + "Oliver paid a fortune more than Irene.\n", "x:5:1:", []string{`cannot read the amount "a fortune more"`}},
		{"neither ... by an amount", header + "Neither Ned nor Irene paid 1 dollar more than Oliver.\n", "x:5:1:", []string{"a negated comparison by an amount"}},
		{"a measure whose items are words", "people: Ann, Bo, Cy\nsizes: small, medium, large\nprices: $5, $6, $7\nClues:\nAnn ordered the largest size.\n", "x:5:1:", []string{"the sizes are not numbers"}},
		{"to the right of: a position in a row is refused, never read as the same person", header + "The tea drinker sits somewhere to the right of Ned.\n", "x:5:1:", []string{"positions in a row are not supported"}},
		{"left of", header + "Irene's seat is two left of the cola drinker.\n", "x:5:1:", []string{"positions in a row"}},
		{"between", header + "Ned sat between Irene and Oliver.\n", "x:5:1:", []string{"positions in a row"}},
		{"two seats away from", header + "The tea drinker sat two seats away from Ned.\n", "x:5:1:", []string{"positions in a row"}},
		{"in the middle", header + "Ned sat in the middle. He drank tea.\n", "x:5:1:", []string{`in "Ned sat in the middle."`, "positions in a row"}},
		{"neither of three men", "gardeners: Mr Ash, Mr Bell, Mr Cole, Ms Dane\ncrops: beans, kale, leeks, peas\nClues:\nNeither of the men grows kale.\n", "x:4:1:", []string{"3 of the gardeners are men"}},
		{"none of the men, with a comparison", "gardeners: Mr Ash, Mrs Bell, Mr Cole\nages: 30, 40, 50\nClues:\nNone of the men is older than Mrs Bell.\n", "x:4:1:", []string{"not read"}},
		{"none of the men, nobody's gender given", "gardeners: Ash, Bell, Cole\ncrops: beans, kale, leeks\nClues:\nNone of the men grows kale.\n", "x:4:1:", []string{"does not say who the men are"}},
		{"some genders in the story, a name of both sexes for another: refused, naming whose is not said", "Tom is a boy.\nkids: Amy, Robin, Tom\npets: cat, dog, emu\nClues:\nThe boy with the cat is not Amy.\n", "x:5:1:", []string{`"boy": the puzzle says whether some of the kids are boys or girls, but not all (not Amy or Robin`}},
		{"the story's sex disagrees with a name's usual one: names say nothing", "Kate is a boy.\nkids: Kate, Liam, Molly\npets: cat, dog, emu\nClues:\nThe girl with the cat is not Molly.\n", "x:5:1:", []string{"but not all (not Liam or Molly"}},
		{"a negated gendered noun when only some genders are known", "gardeners: Mr Ash, Bo, Cy\ncrops: beans, kale, leeks\nClues:\nThe kale wasn't grown by a woman.\n", "x:4:1:", []string{"says whether some of the gardeners are men or women, but not all"}},
		{"a negated gendered noun when no genders are known: nothing said, refused", "gardeners: Al, Bo, Cy\ncrops: beans, kale, leeks\nClues:\nThe kale wasn't grown by a woman.\n", "x:4:1:", []string{"names 1 item"}},
		{"a gendered noun when only some genders are known", "gardeners: Mr Ash, Bo, Cy\ncrops: beans, kale, leeks\nClues:\nThe woman who grows kale is not Bo.\n", "x:4:1:", []string{"says whether some of the gardeners are men or women, but not all"}},
		{"an elliptical clause whose first clause reads two ways is refused", "house: 1, 2, 3\nowner: Al, Bo, Cy\nClues:\nAl lives to the left of Bo, but not Cy.\n", "x:4:1:", []string{"cannot read clue"}},
		{"a gendered noun whose description names another item is no constraint on it", "house: 1, 2, 3\nowners: Mr Ash, Mrs Bell, Mr Cole\npets: cat, dog, emu\nClues:\nThe woman next to Mr Ash owns the emu.\n", "x:5:1:", []string{"cannot read clue"}},
		{"nobody with a comparison is no plain negation", header + "Nobody who drank tea paid more than Ned.\n", "x:5:1:", []string{"with a comparison is not read"}},
		{"nobody but X", header + "Nobody but Ned drank the tea.\n", "x:5:1:", []string{"is not read"}},
		{"nobody not at the start", header + "The tea was drunk by nobody but Ned.\n", "x:5:1:", []string{"not at the start"}},
		{"a negative verb with another negation", header + "Ned doesn't dislike the tea.\n", "x:5:1:", []string{"double negative"}},
		{"both boys, but there are three", "kids: Ann, Bob, Tom, Jim\nages: 6, 7, 8, 9\nClues:\nAnn is older than both boys.\n", "x:4:1:", []string{"names 1 item"}},
		{"both boys, where one could be either", "kids: Ann, Bob, Tom, Sam\nages: 6, 7, 8, 9\nClues:\nAnn is older than both boys.\n", "x:4:1:", []string{"names 1 item"}},
		{"a second clause with its own subject is never read as part of the first (its not would deny the first)", "kids: Amy, Bea\nsnacks: crisps, nuts\npyjamas: stripes, spots\nClues:\nAmy brought crisps, but she wasn't wearing the tartan pyjamas.\n", "x:5:1:", []string{"opens a second clause"}},
		{"an adjective of an item alone is no item", "kids: Amy, Bea\nfilms: star, hero\nClues:\nAmy starred.\n", "x:4:1:", []string{"names 1 item"}},
		{"a count of a group is refused with its reason", "kids: Ann, Bob, Tom, Amy\nages: 6, 7, 8, 9\nClues:\nOnly one of the girls is younger than Bob.\n", "x:4:1:", []string{"how many of a group is not supported"}},
		{"nobody with a position (positions read only not)", "seats: 1, 2, 3\nkids: Al, Bo, Cy\nshirts: red, tan, jade\nClues:\nNobody wearing red sits next to Bo.\n", "x:5:1:", []string{"with a position is not read"}},
		{"a negative verb with a position", "seats: 1, 2, 3\nkids: Al, Bo, Cy\nshirts: red, tan, jade\nClues:\nAl dislikes the child next to Bo.\n", "x:5:1:", []string{"with a position is not read"}},
		{"a negative verb whose item comes later in its clause", "kids: Ann, Bo, Cy\npets: cat, dog, emu\nClues:\nBo dislikes the child who owns the cat.\n", "x:4:1:", []string{"cannot tell what it is said of"}},
		{"A and B are older than an item not found: never A older than B", "kids: Ann, Bob, Tom\nages: 6, 7, 8\nClues:\nBob and Tom are older than Fred.\n", "x:4:1:", []string{"does not say what they are compared with"}},
		{"a one-word gerund is never said by a verb alone", "kids: Amy, Bea\nhobbies: walking, swimming\nClues:\nAmy walked to school.\n", "x:4:1:", []string{"names 1 item"}},
		{"twice, no ratio", header + "Oliver visited Irene twice.\n", "x:5:1:", []string{"ratios are read as"}},
		{"an either/or with a comparison", header + "Oliver paid 1 dollar more than either Irene or Ned.\n", "x:5:1:", []string{"either/or with a comparison"}},
		{"an either/or across clauses", header + "Either Oliver paid $5.99 or he got the tea or the cola.\n", "x:5:1:", []string{"what this either/or chooses between"}},
		{"the three of four", header + "The two people were Irene, Ned and Oliver.\n", "x:5:1:", []string{"but it names 3 items"}},
		{"on the fifth is a date, not a place", "people: Ann, Bo\ndates: April 3rd, April 5th\nClues:\nAnn left on the fifth.\n", "x:4:1:", []string{"names 1 item"}},
		{"an item twice", "people: Ann, Ann\ndrinks: tea, cola\nClues:\nAnn drank tea.\n", "x:", []string{`lists "Ann" twice`}},
		{"a ZebraLogic clue with no shape", "There are 2 houses, numbered 1 to 2.\n - Each person has a unique name: `Eric`, `Arnold`\n - Each person has a unique type of pet: `cat`, `dog`\n\n## Clues:\n1. Eric likes the dog a lot.\n",
			"x:6:4:", []string{`cannot read clue "Eric likes the dog a lot"`, "no ZebraLogic clue shape fits"}},
		{"a ZebraLogic house that does not exist", "There are 2 houses, numbered 1 to 2.\n - Each person has a unique name: `Eric`, `Arnold`\n - Each person has a unique type of pet: `cat`, `dog`\n\n## Clues:\n1. Eric is in the fifth house.\n",
			"x:6:4:", []string{`no house "fifth"`}},
		{"a ZebraLogic misspelling", "There are 2 houses, numbered 1 to 2.\n - Each person has a unique name: `Eric`, `Arnold`\n - Each person has a unique type of pet: `cat`, `dog`\n\n## Clues:\n1. Arnlod is the dog owner.\n",
			"x:6:4:", []string{`did you mean "Arnold"?`}},
		{"a ZebraLogic attribute with too few values", "There are 3 houses, numbered 1 to 3.\n - Each person has a unique name: `Eric`, `Arnold`\n\n## Clues:\n1. Eric is in the first house.\n",
			"x:2:1:", []string{"lists 2 values for 3 houses"}},
	}
	for _, tc := range cases {
		_, err := Read("x", []byte(tc.text))
		if err == nil {
			t.Errorf("%s: no error", tc.why)
			continue
		}
		var pe *puzzle.ParseError
		if !errors.As(err, &pe) || !puzzle.IsInputError(err) {
			t.Errorf("%s: %v is not a *puzzle.ParseError", tc.why, err)
		}
		msg := err.Error()
		if !strings.HasPrefix(msg, tc.pos) {
			t.Errorf("%s: %q does not start with %q", tc.why, msg, tc.pos)
		}
		for _, w := range tc.want {
			if !strings.Contains(msg, w) {
				t.Errorf("%s: %q lacks %q", tc.why, msg, w)
			}
		}
	}
}
