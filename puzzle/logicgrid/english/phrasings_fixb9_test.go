package english

import "testing"

// Phrasings of testdata/bank9 (issue 25, positions and order), each
// construction in words, themes and categories other than the bank's: a
// row of consecutive weekdays, places in a ranking, houses.
func TestPublishedPhrasingsFixB9(t *testing.T) {
	const (
		// a dental surgery's week, Monday to Friday: a row of five days
		surgery = "A dentist saw one patient a day last week.\n\nDays: Monday, Tuesday, Wednesday, Thursday, Friday\nPatients: Alma, Boyd, Cleo, Drew, Enid\nTreatments: brace, crown, filling, implant, scaling\nRooms: Ash, Beech, Cedar, Elm, Fir\nClues:\n"
		// a week of evening classes, Tuesday to Saturday: its start and middle are no certain day
		evenings = "Five tutors each taught one evening class.\n\nDays: Tuesday, Wednesday, Thursday, Friday, Saturday\nTutors: Gil, Hope, Ian, Jude, Kim\nSubjects: Dutch, guitar, pottery, Spanish, yoga\nClues:\n"
		// six evenings, Monday to Saturday: no middle day
		recitals = "Six pianists each gave one recital.\n\nDays: Monday, Tuesday, Wednesday, Thursday, Friday, Saturday\nPianists: Ada, Ben, Cal, Dot, Eli, Fay\nComposers: Bach, Chopin, Liszt, Mozart, Ravel, Satie\nClues:\n"
		// market days with gaps: no row of days
		market = "Three traders came to market.\n\nDays: Monday, Wednesday, Friday\nTraders: Ivy, Jon, Kay\nGoods: eggs, honey, plums\nClues:\n"
		// a bake-off's places, in words
		bakeoff = "Five bakers were placed by the judges.\n\nPlaces: first, second, third, fourth, fifth\nBakers: Hugh, Iris, Jack, Kate, Lena\nCakes: carrot, lemon, orange, walnut, sponge\nClues:\n"
		// a swimming race ranked by place only
		swim = "The Relay Gala\nFour swimmers raced a length of the pool.\n\nPlaces: 1st, 2nd, 3rd, 4th\nSwimmers: Ava, Bea, Cas, Dov\nCaps: blue, green, red, white\nClues:\n"
		// a street of allotments, houses 2 to 10
		plots = "Five gardeners rent the allotments along Mill Lane.\n\nPlots: 1, 2, 3, 4, 5\nGardeners: Nell, Owen, Pia, Rex, Sue\nCrops: beans, kale, leeks, peas, onions\nSheds: black, brown, green, grey, white\nClues:\n"
		// houses and moving-in days together: "next to" is the houses'
		movers = "Four families moved into Park Road.\n\nHouses: 1, 2, 3, 4\nFamilies: Ames, Bird, Cole, Dunn\nDays: Monday, Tuesday, Wednesday, Thursday\nClues:\n"
	)
	wantReadings(t, []struct{ why, head, sentence, want string }{
		// b9-02 41: "at the start or the end of the week" lost its start (read as the last day only)
		{"neither of two at the start or the end of the week: neither is the first day nor the last", surgery, "Neither Alma nor the implant patient came at the start or at the end of the week.", "Alma*implant*Monday / Alma*implant*Friday"},
		{"one at the start or the end of the week: either end", surgery, "The Fir room was used at the beginning or the end of the week.", "Fir~Monday|Friday"},
		{"at either end of the week: the first or the last day, never the last alone", surgery, "Boyd was seen at either end of the week.", "Boyd~Monday|Friday"},
		{"not at either end of the week", surgery, "Cleo was not seen at either end of the week.", "Cleo*Monday / Cleo*Friday"},
		// b9-02 20, 37: a row of weekdays for position words
		{"the middle of the week: the middle day", surgery, "The crown was fitted in the middle of the week.", "crown=Wednesday"},
		{"the middle day", surgery, "Drew came on the middle day.", "Drew=Wednesday"},
		{"Tuesday to Saturday: the middle evening is the middle of the row", evenings, "Ian taught on the middle evening.", "Ian=Thursday"},
		{"a pair at opposite ends of the week", surgery, "The Ash room and the Elm room were used at opposite ends of the week.", "Days%Ash:Elm:4"},
		{"a pair at either end of the row (one each end)", plots, "The black shed and the white shed are at either end of the row.", "Plots%black:white:4"},
		{"a pair at both ends", plots, "Nell and Owen have the plots at both ends of the lane.", "Plots%Nell:Owen:4"},
		{"between along days: one order or the other, or directly", surgery, "Enid came between Alma and Boyd.", "Days$Alma:Enid / Days$Enid:Boyd || Days$Boyd:Enid / Days$Enid:Alma || Days%Enid:Alma:1 / Days%Enid:Boyd:1 / Days%Alma:Boyd:2"},
		// b9-02 22, 63, 66; b9-03 24, 25, 43: steps of the row itself
		{"consecutive days along a row of weekdays", surgery, "The brace patient and the filling patient came on consecutive days.", "Days%brace:filling:+1"},
		{"successive evenings", recitals, "The Bach recital and the Liszt recital were given on successive evenings.", "Days%Bach:Liszt:+1"},
		{"adjacent days, possessives", recitals, "Ada's and Ben's recitals fell on adjacent days.", "Days%Ada:Ben:1"},
		{"consecutive places of places in words", bakeoff, "Hugh and Iris were placed in consecutive places.", "Places%Hugh:Iris:+1"},
		{"places apart", bakeoff, "The carrot cake and the lemon cake finished three places apart.", "Places%carrot:lemon:+3"},
		// b9-02 23, 43, 50; b9-03 23: a negated comparison by a step
		{"not the day after: for each day of the one, the other is not the next", surgery, "Cleo's appointment was not the day after Drew's.", "Drew|Monday|Cleo|Tuesday / Drew|Tuesday|Cleo|Wednesday / Drew|Wednesday|Cleo|Thursday / Drew|Thursday|Cleo|Friday"},
		{"did not ... immediately before, along places", bakeoff, "Kate did not finish immediately ahead of the walnut cake.", "Kate|first|walnut|second / Kate|second|walnut|third / Kate|third|walnut|fourth / Kate|fourth|walnut|fifth"},
		{"not two days before", recitals, "The Ravel recital was not given two days before Fay's.", "Ravel|Monday|Fay|Wednesday / Ravel|Tuesday|Fay|Thursday / Ravel|Wednesday|Fay|Friday / Ravel|Thursday|Fay|Saturday"},
		{"not a dollar more, prices stepping evenly", "Three friends bought a drink each.\n\nFriends: Ann, Bo, Cy\nDrinks: cola, milk, tea\nPrices: $2, $3, $4\nClues:\n", "Ann did not pay a dollar more than the tea drinker.", "tea|$2|Ann|$3 / tea|$3|Ann|$4"},
		// b9-02 9, 34, 52, 69: places along a row of days named by an ordinal or a verb
		{"the second day of the week", surgery, "The filling was done on the second day of the week.", "filling=Tuesday"},
		{"opened the week", surgery, "The Beech room opened the week.", "Beech=Monday"},
		{"closed the week", surgery, "Enid's appointment closed the week.", "Enid=Friday"},
		{"the penultimate one of the week", surgery, "The scaling was the penultimate appointment of the week.", "scaling=Thursday"},
		{"the last evening of a row of days that is no week", evenings, "Jude taught on the last evening.", "Jude=Saturday"},
		// b9-03 14: an ordinal from the last, where the ordinal is also a place
		{"second from last in a ranking of places in words", bakeoff, "The orange cake came second from last.", "orange=fourth"},
		{"third to last", bakeoff, "Lena finished third to last.", "Lena=third"},
		// b9-03 21, 67: the extreme by everyone else
		{"below all the others: the last place", bakeoff, "Jack finished below all the others.", "Jack=fifth"},
		{"beaten by every other: the last place", bakeoff, "The sponge was beaten by every other cake.", "sponge=fifth"},
		{"outweighed by every other dog: the lightest (was refused in phrasings16)", "owners: Al, Bo, Cy, Di\ndogs: Rex, Spot, Fido, Max\nweights: 40 lbs, 50 lbs, 60 lbs, 70 lbs\nClues:\n", "Rex was outweighed by every other dog.", "Rex=40 lbs"},
		// b9-01 41, b9-02 39: directly between
		{"flanked by: next to each, the two two apart", plots, "The kale is flanked by the beans and the peas.", "Plots%kale:beans:1 / Plots%kale:peas:1 / Plots%beans:peas:2"},
		{"flanked by possessives", plots, "Pia's plot is flanked by Rex's and Sue's.", "Plots%Pia:Rex:1 / Plots%Pia:Sue:1 / Plots%Rex:Sue:2"},
		{"sandwiched between: directly between", surgery, "The crown patient was sandwiched between Alma and the Cedar room.", "Days%crown:Alma:1 / Days%crown:Cedar:1 / Days%Alma:Cedar:2"},
		// b9-02 40, b9-03 32: the one between named after a verb
		{"between A and B came C: one order or the other, or directly", bakeoff, "Between Hugh and Iris in the final order came the walnut cake.", "Places$Hugh:walnut / Places$walnut:Iris || Places$Iris:walnut / Places$walnut:Hugh || Places%walnut:Hugh:1 / Places%walnut:Iris:1 / Places%Hugh:Iris:2"},
		{"somewhere between A and B lives C: one order or the other", plots, "Somewhere between the grey shed and the green shed lives Owen.", "Plots$grey:Owen / Plots$Owen:green || Plots$green:Owen / Plots$Owen:grey"},
		// b9-03 47, 57: a count between
		{"only one between: two apart", bakeoff, "Only one baker finished between Kate and Lena.", "Places%Kate:Lena:2"},
		{"two between: three apart", bakeoff, "Two bakers came between the carrot cake and Jack.", "Places%carrot:Jack:3"},
		// b9-03 26, 27: the podium is the top three of a ranking
		{"on the podium: one of the top three places", bakeoff, "The lemon cake made the podium.", "lemon~first|second|third"},
		{"missed out on the podium: none of them", bakeoff, "Iris missed out on the podium.", "Iris*first*second*third"},
		{"off the podium", bakeoff, "Kate finished off the podium.", "Kate*first*second*third"},
		// b9-01 66: next door but one
		{"next door but one: two along", plots, "Rex gardens next door but one to the kale.", "Plots%Rex:kale:2"},
		// b9-01 44: neither of two, a position phrase
		{"neither of two in an end plot", plots, "Neither Nell nor the leeks are in an end plot.", "Nell*leeks / Nell*1 / Nell*5 / leeks*1 / leeks*5"},
		{"neither of two next to a third", recitals, "Neither Ada nor the Satie recital came on the day next to Ben's.", "Ada*Satie / Ada|Monday|Ben|Tuesday / Ada|Tuesday|Ben|Wednesday / Ada|Tuesday|Ben|Monday / Ada|Wednesday|Ben|Thursday / Ada|Wednesday|Ben|Tuesday / Ada|Thursday|Ben|Friday / Ada|Thursday|Ben|Wednesday / Ada|Friday|Ben|Saturday / Ada|Friday|Ben|Thursday / Ada|Saturday|Ben|Friday / Satie|Monday|Ben|Tuesday / Satie|Tuesday|Ben|Wednesday / Satie|Tuesday|Ben|Monday / Satie|Wednesday|Ben|Thursday / Satie|Wednesday|Ben|Tuesday / Satie|Thursday|Ben|Friday / Satie|Thursday|Ben|Wednesday / Satie|Friday|Ben|Saturday / Satie|Friday|Ben|Thursday / Satie|Saturday|Ben|Friday"},
		// b9-03 59: ahead of each of a list of three
		{"a comparison with a list of three after it: with each", bakeoff, "Hugh finished ahead of Iris, Jack and Kate.", "Places$Hugh:Iris / Places$Hugh:Jack / Places$Hugh:Kate"},
		// b9-01 48, b9-02 64, b9-03 46: farther from (nearer to) an end of the row
		{"farther from plot 1 than: a later plot", plots, "The peas are farther from plot 1 than the kale.", "Plots$kale:peas"},
		{"nearer to the last plot: a later plot", plots, "Sue is nearer to plot 5 than Nell is.", "Plots$Nell:Sue"},
		{"farther from the start of the week: a later day", surgery, "The Elm room was used farther from the start of the week than the Ash room.", "Days$Ash:Elm"},
		{"closer to first place: an earlier place", bakeoff, "The walnut cake finished closer to first place than Lena.", "Places$walnut:Lena"},
		// b9-03 41, 42: faster and slower in a race ranked by place only
		{"faster in a race of places: an earlier place", swim, "Ava swam faster than the red cap.", "Places$Ava:red"},
		{"slower, then faster, in one sentence", swim, "Bea was slower than Cas but quicker than Dov.", "Places$Cas:Bea / Places$Bea:Dov"},
	})
	wantRefused(t, []struct{ why, head, sentence, want string }{
		{"a start with no week after either end: which start?", surgery, "Alma came at the start of the week or at the end.", "end"},
		{"Tuesday to Saturday: which day is the start of the week?", evenings, "Gil taught at the start or the end of the week.", "which of the Days"},
		{"Tuesday to Saturday: either end of the week is not certain", evenings, "Hope taught at either end of the week.", "end"},
		{"Tuesday to Saturday: the middle of the week is not certain", evenings, "Ian taught in the middle of the week.", "middle"},
		{"a negated step from a day itself", surgery, "Alma did not come the day after Tuesday.", "steps evenly"},
		{"a negated step of values that do not step evenly", "Three friends bought a drink each.\n\nFriends: Ann, Bo, Cy\nDrinks: cola, milk, tea\nPrices: $2, $3, $5\nClues:\n", "Ann did not pay a dollar more than Bo.", "steps evenly"},
		{"a negation in a clause of its own is no negated step", surgery, "The patient who did not have the crown came the day after Alma.", "only \"A is not older than B\""},
		{"the second day of a week that starts on Tuesday", evenings, "Kim taught on the second day of the week.", "day"},
		{"opened a week that starts on Tuesday", evenings, "The yoga class opened the week.", "1 item"},
		{"a negated flanked by", plots, "Nell is not flanked by Owen and Pia.", "negated"},
		{"between A and B, and no verb before the third", plots, "Between Nell and Owen, the beans grow well.", ""},
		{"the podium of a ranking of three is every place: not read", "Three dogs were placed.\n\nPlaces: 1st, 2nd, 3rd\nDogs: Ace, Bo, Cy\nClues:\n", "Ace made the podium.", ""},
		{"not missing the podium: a double negation", bakeoff, "Hugh did not miss the podium.", "negation"},
		{"next door but two", plots, "Rex gardens next door but two to the kale.", "but"},
		{"neither of two, somewhere or directly left", plots, "Neither Nell nor Owen is to the left of Pia.", "negated"},
		{"neither of two with an or inside", plots, "Neither Nell nor Owen is at an end or next to Pia.", "Neither"},
		{"a list with a described item and a noun between: not read", bakeoff, "Hugh finished ahead of the carrot baker, Iris and Jack.", "items with a comparison"},
		{"two names side by side with no and: not read", bakeoff, "Hugh finished ahead of Iris Jack.", "items with a comparison"},
		{"farther from a place that is no end: not read", plots, "The peas are farther from plot 3 than the kale.", "items with a comparison"},
		{"farther from the start of a week that starts on Tuesday", evenings, "Gil taught farther from the start of the week than Hope.", "which of the Days"},
		{"a count over a list before a comparison: not read as each (bank3 b3-02 21)", bakeoff, "Exactly two of Hugh, Iris and Jack finished ahead of Kate.", ""},
		{"a count over a list after a comparison: not read as each", bakeoff, "Hugh finished ahead of two of Iris, Jack and Kate.", ""},
		{"faster in a ranking that is no race (a bake-off): not read", bakeoff, "Hugh baked faster than Iris.", "faster"},
		{"faster by an amount of places: not read", swim, "Ava swam two places faster than Bea.", "faster"},
		{"six days have no middle one", recitals, "Cal played in the middle of the week.", "no middle"},
		{"days with gaps are no row", market, "Ivy came in the middle of the week.", "middle"},
		{"days with gaps: consecutive is not guessed", market, "Ivy and Jon came on consecutive days.", "consecutive"},
		{"houses and days: the middle of the week is not the middle house", movers, "The Ames family moved in in the middle of the week.", "middle"},
		{"a pair at one end: which?", plots, "Nell and Owen have plots at one end of the lane.", "items before it"},
	})
}
