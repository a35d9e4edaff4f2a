package english

import (
	"context"
	"strings"
	"testing"
)

// Phrasings of testdata/unseen31 (issue 25): British, Irish, Australian
// and New Zealand puzzle books and weeklies. Each construction in words,
// themes and categories other than the set's.
func TestPublishedPhrasingsFixU31(t *testing.T) {
	const (
		// weights in kilograms with halves
		fish = "anglers: Ann, Bo, Cy, Di\nbaits: maggot, worm, corn, bread\ncatches: 1.5 kg, 3 kg, 4.5 kg, 6 kg\nClues:\n"
		// distances in kilometres, and in miles
		hikes = "hikers: Ann, Bo, Cy, Di\nhills: Pike, Fell, Crag, Tor\ndistances: 5 km, 7.5 km, 10 km, 12.5 km\nClues:\n"
		walks = "walkers: Ann, Bo, Cy, Di\nroutes: canal, ridge, wood, moor\ndistances: 1 mile, 2.5 miles, 4 miles, 5.5 miles\nClues:\n"
		// lengths of talks in minutes
		talks = "speakers: Ann, Bo, Cy, Di\ntopics: bats, bees, owls, newts\nlengths: 30 minutes, 60 minutes, 90 minutes, 120 minutes\nClues:\n"
		// titles give every sex but one (a doctor may be either)
		coach = "travellers: Mr Ames, Mrs Bell, Ms Cole, Dr Dunn\ntowns: Bath, Ely, Hull, Rye\ntimes: 08:10, 09:10, 10:10, 11:10\nseats: 1A, 2A, 3A, 4A\nClues:\n"
		// titles give every sex
		club = "Four members met at the golf club.\n\nmembers: Mr Ames, Mrs Bell, Mr Cole, Miss Dunn\nhomes: Bath, Ely, Hull, Rye\nhandicaps: 4, 8, 12, 16\nClues:\n"
		// nobody's sex is given
		mates = "mates: Al, Bo, Cy, Di\ntowns: Bath, Ely, Hull, Rye\nClues:\n"
	)
	cases := []struct{ why, head, sentence, want string }{
		// u31-04: "weighed a kilo and a half more than" was read as half a
		// kilo ("kilo" was no unit of the category's kg, and the "half"
		// alone was taken)
		{"a kilo and a half: 1.5 kg", fish, "Ann's catch weighed a kilo and a half more than Bo's.", "catches$Bo:Ann:+150"},
		{"one and a half kilos", fish, "The worm catch was one and a half kilos heavier than Cy's.", "catches$Cy:worm:+150"},
		{"by a kilo and a half", fish, "Di's catch outweighed the corn catch by a kilo and a half.", "catches$corn:Di:+150"},
		{"kilos, the plural, named in full", fish, "Ann's catch weighed three kilos more than the bread catch.", "catches$bread:Ann:+300"},
		{"half a kilo", fish, "Bo's catch weighed half a kilo less than Cy's.", "catches$Bo:Cy:+50"},
		{"two and a half kilometres", hikes, "Ann walked two and a half kilometres further than Bo.", "distances$Bo:Ann:+250"},
		{"a mile and a half", walks, "The canal walker went a mile and a half further than Cy.", "distances$Cy:canal:+150"},
		{"an hour and a half", talks, "The owls talk ran an hour and a half longer than Bo's.", "lengths$Bo:owls:+90"},
		// u31-02: "the chap bound for Durham" says the traveller is a man
		{"the chap bound for: one of the men (a doctor may be either)", coach, "The chap bound for Ely left an hour before Mrs Bell.", "times$Ely:Mrs Bell:+60 / Ely~Mr Ames|Dr Dunn"},
		{"the bloke headed to", coach, "The bloke headed to Hull sat in seat 2A.", "Hull=2A / Hull~Mr Ames|Dr Dunn"},
		{"the lady seated in", coach, "The lady seated in 3A was going to Rye.", "3A=Rye / 3A~Mrs Bell|Ms Cole|Dr Dunn"},
		{"the fellow from", club, "The fellow from Bath has a handicap of 8.", "Bath=8 / Bath~Mr Ames|Mr Cole"},
		{"the gent who", club, "The gent who lives in Hull has the lowest handicap.", "Hull=4 / Hull~Mr Ames|Mr Cole"},
		{"the lass from", club, "The lass from Rye has a higher handicap than Mr Cole.", "handicaps$Mr Cole:Rye / Rye~Mrs Bell|Miss Dunn"},
		{"a gendered word where nobody's sex is given: nothing more", mates, "The bloke from Bath is not Al.", "Bath*Al"},
	}
	const (
		// gifts with a container before "of"
		gifts = "aunts: Ada, Bea, Cis, Dot\ngifts: box of chocolates, bunch of roses, jar of honey, scarf\nClues:\n"
		// a container whose contents are also another item's word
		cellar = "hosts: Ada, Bea, Cis\ngifts: bottle of wine, wine glass, candle\nClues:\n"
		// sums raised, no category named for the noun said
		walkers = "walkers: Ann, Bo, Cy, Di\ndistances: 2 km, 4 km, 6 km, 8 km\nraised: £60, £75, £90, £120\nClues:\n"
		bake    = "bakers: Ada, Bea, Cis, Dot\nstalls: cakes, pies, buns, jam\ntakings: £20, £35, £50, £65\nClues:\n"
		// ages of five, for chains of comparisons
		ages = "cousins: Ada, Bea, Cis, Dot, Eve\ntowns: Bath, Ely, Hull, Rye, Wells\nages: 30, 35, 40, 45, 50\nClues:\n"
		// items of one noun and a letter or number label
		ferry = "drivers: Ada, Bea, Cis, Dot\ncargo: hay, logs, milk, wool\nlanes: lane A, lane B, lane C, lane D\nClues:\n"
		pens  = "Four farmers showed sheep.\n\nfarmers: Al, Bo, Cy, Di\nbreeds: Jacob, Texel, Suffolk, Herdwick\npens: Pen 1, Pen 2, Pen 3, Pen 4\nClues:\n"
	)
	cases = append(cases, []struct{ why, head, sentence, want string }{
		// u31-10: "Bronwyn isn't getting the wine" of "bottle of wine"
		{"the contents name a container's item", gifts, "Dot isn't getting the honey.", "Dot*jar of honey"},
		{"the contents, plural", gifts, "The chocolates are for Bea.", "box of chocolates=Bea"},
		{"the whole name still reads", gifts, "Ada is getting the bunch of roses.", "Ada=bunch of roses"},
		// u31-07: "brought in the most sponsorship" of a category "raised"
		{"sponsorship is money", walkers, "Whoever walked the shortest distance brought in the most sponsorship.", "2 km=£120"},
		{"takings are money", bake, "The pie stall had the smallest takings.", "pies=£20"},
		// u31-10: "whilst" is "while"
		{"whilst between two clauses", ages, "Ada is younger than Bea, whilst Cis is older than Bea but younger than Dot.", "ages$Ada:Bea / ages$Bea:Cis / ages$Cis:Dot"},
		{"whilst opening a sentence: both clauses hold", ages, "Whilst Eve is older than Ada, she is younger than the Bath cousin.", "ages$Ada:Eve / ages$Eve:Bath"},
		{"while opening a sentence", ages, "While the Ely cousin is 40, Dot is 45.", "Ely=40 / Dot=45"},
		// u31-02: "sat in coaches A and C respectively"
		{"labels after the plural noun, respectively", ferry, "Bea and the milk driver waited in lanes B and D respectively.", "Bea=lane B / milk=lane D"},
		{"labels after the plural noun, in some order", ferry, "Ada and Cis were in lanes A and C, in some order.", "Ada,Cis~lane A,lane C"},
		{"labels after the plural noun, or", ferry, "The hay driver was in lanes A or B.", "hay~lane A|lane B"},
		{"numbered labels, capitalised noun", pens, "Al and the Texel breeder used pens 2 and 4 respectively.", "Al=Pen 2 / Texel=Pen 4"},
	}...)
	const (
		// a darts league scored in legs won; a team category and captains
		darts = "teams: Arrows, Flights, Oche Boys, Bullseyes\ncaptains: Ada, Bea, Cal, Dev\nlegs: 9 points, 12 points, 15 points, 18 points\nClues:\n"
		// a darts league with a season of years: another occasion may be an item
		annals = "teams: Arrows, Flights, Oche Boys, Bullseyes\ncaptains: Ada, Bea, Cal, Dev\nfounded: 1990, 1995, 2000, 2005\nClues:\n"
	)
	cases = append(cases, []struct{ why, head, sentence, want string }{
		// u31-05: "Niamh's team won on the night"
		{"won, then when", darts, "Bea's side won on the night.", "Bea=18 points"},
		{"won, then how", darts, "The Arrows won comfortably.", "Arrows=18 points"},
		{"won the match this time", darts, "Cal's team won the match this time.", "Cal=18 points"},
		// u31-05: "finished three points behind the winners"
		{"the winners, a team", darts, "The Flights finished six points behind the winners.", "legs$Flights:18 points:+6"},
		{"the champions", darts, "Dev's team finished behind the champions.", "legs$Dev:18 points"},
		// u31-05: "Universally Challenged, who won a fortnight ago, ..."
		{"an aside of another occasion is background", darts, "The Arrows, who won a fortnight ago, finished behind the Flights.", "legs$Arrows:Flights"},
		{"an aside of last season", darts, "Ada's team, who came top last season, finished below the Oche Boys.", "legs$Ada:Oche Boys"},
	}...)
	const (
		// a football five: positions, and goals counted
		five = "players: Ada, Bea, Cal, Dev\npositions: winger, goalkeeper, defender, striker\ngoals: 1 goal, 4 goals, 7 goals, 9 goals\nClues:\n"
		// netball: baskets counted
		netball = "players: Ada, Bea, Cal, Dev\nclubs: Ash, Elm, Oak, Yew\nbaskets: 2 baskets, 5 baskets, 8 baskets, 12 baskets\nClues:\n"
		// rugby league: tries counted
		league = "players: Ada, Bea, Cal, Dev\nclubs: Ash, Elm, Oak, Yew\ntries: 1 try, 2 tries, 4 tries, 7 tries\nClues:\n"
	)
	cases = append(cases, []struct{ why, head, sentence, want string }{
		// u31-09: "Neither Jarrah nor Mitchell plays on the wing"
		{"plays on the wing: the winger", five, "Cal plays on the wing.", "Cal=winger"},
		{"neither ... plays on the wing", five, "Neither Ada nor the player with 7 goals plays on the wing.", "Ada*7 goals*winger"},
		{"plays in goal: the goalkeeper", five, "Bea plays in goal.", "Bea=goalkeeper"},
		// u31-09: "The Dubbo player outscored Lachlan" of tries
		{"outscored, of tries", league, "The Oak player outscored Bea.", "tries$Bea:Oak"},
		{"outscored, of baskets", netball, "Dev was outscored by the Ash player.", "baskets$Dev:Ash"},
	}...)
	const (
		// a gala: swimmers, strokes, clubs and ages
		gala = "swimmers: Ada, Bea, Cal, Dev, Eve\nstrokes: crawl, butterfly, backstroke, breaststroke, medley\nclubs: Otters, Seals, Dolphins, Sharks, Eels\nages: 9, 10, 11, 12, 13\nClues:\n"
		// a cake sale: cakes, bakers and prices, and a category of times
		bakes = "bakers: Ada, Bea, Cal, Dev\ncakes: sponge, scones, flapjack, brownies\nweights: 400 g, 600 g, 800 g, 1000 g\nsold: 10:00, 10:30, 11:00, 11:30\nClues:\n"
	)
	cases = append(cases, []struct{ why, head, sentence, want string }{
		// u31-03: "The top scorer eventually fell to the wicketkeeper, stumped"
		{"the top scorer: the highest", fish, "The top scorer used maggots.", "6 kg=maggot"},
		{"the top scorer of goals, not of ages", "players: Ada, Bea, Cal\ngoals: 1 goal, 2 goals, 3 goals\nages: 20, 25, 30\nClues:\n", "The top scorer is Bea.", "3 goals=Bea"},
		{"the leading scorer", league, "The leading scorer plays for Elm.", "7 tries=Elm"},
		// u31-06: "If Freddie won the obstacle course, then he's in Faraday"
		{"he's: he is", gala, "If Cal swam the medley, then he's with the Seals.", "Cal>medley>Cal>Seals"},
		{"she's in a second clause", gala, "Ada swam the crawl, and she's an Otter.", "Ada=crawl / Ada=Otters"},
		// u31-06: "The youngest winner, a Brunel pupil, took the egg-and-spoon"
		{"a superlative subject with an appositive", gala, "The oldest swimmer, a Shark, swam the butterfly.", "13=Sharks / 13=butterfly"},
		{"a superlative subject, an appositive naming a description", gala, "The youngest entrant, the backstroke swimmer, is a Seal.", "9=backstroke / 9=Seals"},
		// u31-04: "The marrow, at 9 kg, was the heaviest exhibit, but ..."
		{"an aside of the subject's amount", bakes, "The sponge, at 800 g, wasn't Bea's.", "sponge=800 g / sponge*Bea"},
		{"an aside of the amount, then a superlative and a but-clause", bakes, "The brownies, at 1000 g, were the heaviest bake, but they weren't Dev's.", "brownies=1000 g / brownies=1000 g / brownies*Dev"},
	}...)
	wantReadings(t, cases)
	refused := []struct{ why, head, sentence, want string }{
		// an amount with "and a half" whose unit is not the category's:
		// never the half alone
		{"a pound and a half of weights in kg", fish, "Ann's catch weighed a pound and a half more than Bo's.", "amount"},
		{"an unknown unit and a half", fish, "Ann's catch weighed a bucket and a half more than Bo's.", "amount"},
		{"two and a half miles of distances in km", hikes, "Ann walked two and a half miles further than Bo.", "amount"},
		// a gendered word before another person: whom it describes is not said
		{"the chap married to: another person", club, "The chap married to the Bath member is not Mr Ames.", "cannot tell whom it describes"},
		// near miss of a container's contents: "wine" is in two items
		{"contents another item also names", cellar, "Ada isn't getting the wine.", "item"},
		// near misses of an aside of another occasion: one that names an
		// item or an amount, or in a puzzle of years, is refused
		{"another occasion naming an item", darts, "The Arrows, who beat the Flights a fortnight ago, finished behind the Oche Boys.", "another occasion"},
		{"another occasion with an amount", darts, "The Arrows, who scored 12 points last week, finished behind the Flights.", "another occasion"},
		{"another occasion in a puzzle of years", annals, "The Arrows, who won last year, were founded before the Flights.", "another occasion"},
		// near miss of a win: "won" with an object other than a contest
		{"won something: no first place", darts, "The Arrows won a meat raffle on the night.", ""},
		// near miss of "outscored": a count that no one scores
		{"outscored of a count of pets", "owners: Ada, Bea, Cal\npets: 1 pet, 2 pets, 3 pets\nClues:\n", "Ada outscored Bea.", "is none"},
		// near miss of a list of labels: a label not the category's
		{"a label no item has", ferry, "Ada and Bea were in lanes A and F respectively.", ""},
	}
	wantRefused(t, refused)
}

// u31-03: "4. Alderton wasn't stumped. 5. Neither was Dymond, who made
// fewer runs than the batsman who was caught.": a clue carrying on from a
// plain negated clue before it says the same of its own subject; after any
// other clue it is refused.
func TestCarriedOnClueFixU31(t *testing.T) {
	const (
		show = "dogs: Rex, Sky, Tam, Uma\nbreeds: beagle, collie, poodle, boxer\nscores: 70, 75, 80, 85\nClues:\n"
	)
	cases := []struct{ why, first, second, want string }{
		{"neither was X, who ...", "Rex wasn't the collie.", "Neither was Tam, who scored less than the boxer.", "scores$Tam:boxer / Tam*collie"},
		{"nor did X", "Sky didn't score 85.", "Nor did the poodle.", "poodle*85"},
		{"neither is X, a description", "Uma isn't the beagle.", "Neither is the dog that scored 70.", "70*beagle"},
		// u31-08: "1. The Hegartys had the Garden Room. 2. They arrived a
		// week after the guests in the Heather Room."
		{"they: the clue before's subject", "Rex is the collie.", "They scored 5 more than the boxer.", "scores$boxer:Rex:+5"},
		{"she: the clue before's subject", "Sky is the poodle.", "She scored less than Tam.", "scores$Sky:Tam"},
	}
	for _, tc := range cases {
		r, err := ReadSentences(context.Background(), "s", []byte(show+tc.first+"\n"+tc.second+"\n"))
		if err != nil {
			t.Errorf("%s: %v", tc.why, err)
			continue
		}
		var alts []string
		for _, cs := range r.Sentences[1].Readings {
			var got []string
			for _, c := range cs {
				got = append(got, r.Puzzle.ClueText(c))
			}
			alts = append(alts, strings.Join(got, " / "))
		}
		if g := strings.Join(alts, " || "); g != tc.want {
			t.Errorf("%s: %q read as %q, want %q", tc.why, tc.second, g, tc.want)
		}
	}
	refused := []struct{ why, first, second string }{
		{"the clue before says no 'not'", "Rex was the collie.", "Neither was Tam."},
		{"the clue before has two clauses", "Rex wasn't the collie, and Sky scored 85.", "Neither was Tam."},
		{"the clue before has an either", "Rex wasn't the collie or the boxer.", "Neither was Tam."},
		{"a pronoun after a clue of two of the dogs", "Rex scored more than Sky.", "They are the collie."},
		{"a pronoun after a clue of two clauses", "Rex is the collie, and Sky is the boxer.", "She scored 80."},
	}
	for _, tc := range refused {
		if _, err := ReadSentences(context.Background(), "s", []byte(show+tc.first+"\n"+tc.second+"\n")); err == nil {
			t.Errorf("%s: %q after %q read, want refused", tc.why, tc.second, tc.first)
		}
	}
}
