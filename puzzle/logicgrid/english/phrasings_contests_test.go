package english

import "testing"

// Contests and rankings (testdata/unseen35, unseen37, bank13): which way
// "beat", "ahead", "top" and "last" point depends on what is ranked
// (places, seeds, medals, golf strokes, race times); going out of a
// knock-out counts against the places; "or both" allows both. Written in
// words other than the sets'.
func TestPublishedPhrasingsContests(t *testing.T) {
	const (
		golf    = "Three friends played eighteen holes; in stroke play the lowest score wins.\n\ngolfers: Ann, Bo, Cy\nscores: 70, 72, 75\nclubs: Ash, Elm, Oak\nClues:\n"
		strokes = "golfers: Ann, Bo, Cy\nstrokes: 70, 72, 75\nclubs: Ash, Elm, Oak\nClues:\n"
		swim    = "swimmers: Ann, Bo, Cy, Di\nmedals: gold, silver, bronze, 4th\nlanes: 2, 3, 4, 5\nClues:\n"
		ribbons = "Each dog won a rosette: purple for first, green for second, orange for third.\n\ndogs: Ace, Bex, Cob\nrosettes: green, orange, purple\nowners: Ann, Bo, Cy\nClues:\n"
		seeds   = "players: Ann, Bo, Cy, Di\nseeds: 1st, 2nd, 3rd, 4th\nclubs: Ash, Elm, Oak, Yew\nClues:\n"
		places  = "riders: Ann, Bo, Cy, Di, Ed\nplaces: 1st, 2nd, 3rd, 4th, 5th\nbikes: Ash, Elm, Oak, Yew, Fir\nClues:\n"
		judged  = "cooks: Ann, Bo, Cy\nmarks: 6.5, 7.0, 8.5\ntowns: Ely, Hove, Rye\nClues:\n"
		run     = "A charity run: the fastest time wins.\n\nrunners: Ann, Bo, Cy\ntimes: 20 minutes, 22 minutes, 25 minutes\njoined: 2015, 2017, 2019\nClues:\n"
		flats   = "tenants: Ann, Bo, Cy\nfloors: 1st, 2nd, 3rd\nrents: $900, $1,000, $1,100\nClues:\n"
		club    = "members: Ann, Bo, Cy\nyears joined: 2001, 2005, 2010\nshirts: red, blue, gold\nClues:\n"
		shows   = "A pumpkin contest.\n\ngrowers: Ann, Bo, Cy\nweights: 300 pounds, 400 pounds, 500 pounds\ntowns: Ely, Hove, Rye\nClues:\n"
		auction = "bidders: Ann, Bo, Cy\nlots: clock, vase, rug\nprices: $100, $200, $300\nClues:\n"
		cakes   = "bakers: Ann, Bo, Cy\nbakes: lemon drizzle, coffee walnut, black forest gateau\nscores: 6, 7, 9\nClues:\n"
	)
	cases := []struct{ why, head, sentence, want string }{
		{"golf: ahead is fewer strokes, where the story says the lowest wins", golf, "Ann finished two strokes ahead of Bo.", "scores$Ann:Bo:+2"},
		{"golf: beat is fewer", golf, "The Elm player beat Cy.", "scores$Elm:Cy"},
		{"golf: the champion has the lowest score", golf, "Bo is this year's club champion.", "Bo=70"},
		{"a category of strokes: ahead is fewer without a story", strokes, "Cy finished a stroke ahead of Ann.", "strokes$Cy:Ann:+1"},
		{"medals are places: touched first is the gold", swim, "Di touched first.", "Di=gold"},
		{"medals: one place behind is the next medal", swim, "Bo finished one place behind Cy.", "medals$Cy:Bo:+1"},
		{"ranks the story gives: purple for first", ribbons, "Ace beat the dog owned by Bo.", "rosettes$Ace:Bo"},
		{"a seed lower is a larger seed number", seeds, "The Ash player was seeded lower than Di.", "seeds$Di:Ash"},
		{"the top seed is the 1st", seeds, "The top seed plays for Oak.", "1st=Oak"},
		{"the last step of the podium is 3rd", places, "Ed stood on the bottom step of the podium.", "Ed=3rd"},
		{"beat by a single place", places, "The Oak rider beat Ann by a single place.", "places$Oak:Ann:+1"},
		{"finished in last place is the ranking's last", places, "The Fir rider finished in last place.", "Fir=5th"},
		{"a point clear of: a lead of one point", judged, "Cy finished a point clear of the Rye cook.", "marks$Rye:Cy:+100"},
		{"a full point less", judged, "The Ely cook scored a full point less than Bo.", "marks$Ely:Bo:+100"},
		{"the top mark of a category of marks", judged, "Ann earned the top mark.", "Ann=8.5"},
		{"finished last in a race of times, with years joined too: the slowest", run, "Cy finished last.", "Cy=25 minutes"},
		{"the longest-serving member joined first", club, "The longest-serving member wore red.", "2001=red"},
		{"of longest standing", club, "Bo is the member of longest standing.", "Bo=2001"},
		{"or both: at least one", club, "Ann joined in 2005 or wore blue, or both.", "Ann}2005}Ann}blue"},
		{"placed second in a contest of sizes", shows, "Bo placed second.", "Bo=400 pounds"},
		{"took the top prize in a contest of sizes", shows, "The Hove grower took the top prize.", "Hove=500 pounds"},
		{"had no interest in: not", auction, "Ann, who had no interest in the rug, paid $100 more than Bo.", "Ann*rug / prices$Bo:Ann:+10000"},
		{"missed out on: not", auction, "Cy missed out on the clock.", "Cy*clock"},
		{"herself beaten by: passive after a reflexive", places, "Ann beat Bo but was herself beaten by Cy.", "places$Ann:Bo / places$Cy:Ann"},
		{"the last word of an item's name, once unique", cakes, "Ann baked the gateau.", "Ann=black forest gateau"},
		{"the steepest rent is the highest", flats, "Bo pays the steepest rent.", "Bo=$1,100"},
		{"ended up on: finished on", judged, "Ann ended up on 7.0.", "Ann=7.0"},
	}
	wantReadings(t, cases)
	const (
		race    = "A fun run: the fastest time wins.\n\nrunners: Ann, Bo, Cy, Di\ntimes: 18:10, 18:55, 19:30, 20:45\ntowns: Ely, Hove, Rye, York\nClues:\n"
		medals4 = "divers: Ann, Bo, Cy, Di\nmedals: gold, silver, bronze, 4th\ntowns: Ely, Hove, Rye, York\nClues:\n"
		trains  = "passengers: Mr. Hale, Ms. Iqbal, Mr. Kemp, Miss Lund\ndepartures: 9:05am, 9:20am, 9:35am, 9:50am\nfares: $12, $19, $26, $33\ncities: Derby, Leeds, York, Ely\nClues:\n"
		keepers = "keepers: Mr. Abel, Mr. Bray, Mr. Cole\nwives: Ada, Bea, Cora\nlights: Fastnet, Smalls, Wolf Rock\nClues:\n"
		plots   = "gardeners: Ann, Bo, Cy\nplots: 4, 9, 11\nvegetables: leeks, onions, marrow\nClues:\n"
		firms   = "firms: Apex, Birch, Cobalt\nfloors: 1st, 2nd, 3rd\nstaff: 4 staff, 6 staff, 11 staff\nClues:\n"
		swims   = "A harbour swim race.\n\nswimmers: Ann, Bo, Cy\ntimes: 41 minutes, 44 minutes, 47 minutes\ncaps: red, blue, gold\nages: 23, 31, 38\nClues:\n"
	)
	more := []struct{ why, head, sentence, want string }{
		{"broke the tape: finished first, the fastest", race, "The Rye runner broke the tape.", "Rye=18:10"},
		{"brought up the rear: the slowest", race, "Di brought up the rear.", "Di=20:45"},
		{"places along race times are positions, not seconds", race, "Bo finished two places behind the Ely runner.", "times$Ely:Bo:2"},
		{"missed out on a medal: the one place after the medals", medals4, "The York diver missed out on a medal.", "York=4th"},
		{"edged B for the bronze: A took it, B the next place", medals4, "Cy edged Ann for the bronze.", "Cy=bronze / medals$Cy:Ann:+1"},
		{"came in after: finished after, in a race of times", swims, "Bo came in after Cy.", "times$Cy:Bo"},
		{"a superlative subject with an aside", swims, "The oldest swimmer, in the gold cap, finished first.", "38=gold / 38=41 minutes"},
		{"she is the one woman the first clause names", trains, "Mr. Hale's train leaves after Miss Lund's, and she is not going to Leeds.", "departures$Miss Lund:Mr. Hale / Miss Lund*Leeds"},
		{"its fare is less: than the one the first clause compared", trains, "The York train leaves 15 minutes after Ms. Iqbal's, and its fare is $7 less.", "departures$Ms. Iqbal:York:+15 / fares$York:Ms. Iqbal:+700"},
		{"whose wife was: of a described subject", keepers, "The keeper of the Smalls, whose wife was Cora, is Mr. Bray.", "Smalls=Cora / Smalls=Mr. Bray"},
		{"a prized possession is a possession", plots, "Bo's prized onions came from plot 9.", "Bo=onions / onions=9"},
		{"outside the top three is none of them (it was read as one of them)", medals4, "The Ely diver finished outside the top two.", "Ely*gold*silver"},
		{"out of the top two, likewise", medals4, "Bo finished out of the top two.", "Bo*gold*silver"},
		{"people of a count of staff", firms, "Birch employs eleven people.", "Birch=11 staff"},
		{"workers of a count of staff, in a relative clause", firms, "Apex, which employs six workers, is on the 3rd floor.", "Apex=6 staff / Apex=3rd"},
		{"a list as long as its count: no aside", plots, "Ann, the leeks, the marrow and plot 4 are four different things.", "Ann*leeks*marrow*4"},
	}
	wantReadings(t, more)
	refused := []struct{ why, head, sentence, want string }{
		{"the first one knocked out is the last place, not the 1st", places, "The first rider knocked out was Ann.", "going out"},
		{"going out earlier than another counts against the places", places, "Ann went out earlier than Bo.", "going out"},
		{"a superlative the comparisons do not know is never dropped", flats, "The 2nd-floor tenant pays the wobbliest rent.", "wobbliest"},
		{"came in after, where nothing says a race: no finish (stays are no race)", "guests: Ann, Bo, Cy\nstays: 2 nights, 3 nights, 4 nights\nrooms: red, blue, gold\nClues:\n", "Cy came in after Ann.", "compares no numeric category"},
		{"a relative clause that names no item is refused, never dropped", firms, "Cobalt, which has a staff of twelve, is on the 1st floor.", "would be left out"}, // (no 12 staff; "of eleven" reads as 11 staff since stop 44),
		{"or both of no either/or", club, "Ann and Bo joined in 2005, or both.", "or both"},
	}
	wantRefused(t, refused)
}

// Items of invalid UTF-8 build no pattern (ranks.go's story ranks,
// labels.go's labels): read or refused, never a panic (FuzzLoad found it).
func TestItemsOfInvalidUTF8(t *testing.T) {
	for _, text := range []string{
		"Each won a prize: gold\xff for first.\n\npeople: Ann, Bo\nprizes: gold\xff, silver\nClues:\nAnn won gold\xff.\n",
		"people: Ann, Bo\ncoaches: coach A\xff, coach B\nClues:\nAnn has coach B.\n",
		"people: Ann, Bo\nprizes: , x\nClues:\nAnn has x.\n",
	} {
		_, _ = ReadSentences(t.Context(), "s", []byte(text)) // must return
	}
}
