package english

import "testing"

// Phrasings of testdata/unseen39 (issue 25; rows and positions), each
// construction in words other than the set's, and its near misses.
func TestPublishedPhrasingsFix39(t *testing.T) {
	const (
		seats  = "Five friends sat in the front row, seats 1 to 5 from left to right.\n\nfriends: Ann, Bo, Cy, Di, Ed\nseats: 1, 2, 3, 4, 5\nsnacks: nuts, popcorn, crisps, toffee, fudge\nClues:\n"
		stalls = "Five traders set out their stalls along the quay, numbered 1 to 5 from west to east.\n\ntraders: Ann, Bo, Cy, Di, Ed\nstalls: 1, 2, 3, 4, 5\ngoods: cheese, honey, bread, olives, jam\nprices: $3, $4.50, $6, $7.50, $9\nClues:\n"
		plots  = "Four neighbours have plots 1 to 4 from left to right beside the fence. This summer each grew a different flower.\n\ngardeners: Ann, Bo, Cy, Di\nplots: 1, 2, 3, 4\nflowers: aster, iris, lily, tulip\nClues:\n"
		visits = "A tuner has five visits, one each day from Monday to Friday.\n\nclients: Mr Fox, Ms Gill, Mr Hart, Dr Ince, Mr Jones\ndays: Monday, Tuesday, Wednesday, Thursday, Friday\nlengths: 30 minutes, 45 minutes, 60 minutes, 75 minutes, 90 minutes\nClues:\n"
		shows  = "A radio station runs five hour-long shows on Sunday.\n\nhosts: Ann, Bo, Cy, Di, Ed\nslots: 9:00am, 10:00am, 11:00am, 12:00pm, 1:00pm\ntopics: gardening, money, cookery, travel, pets\nClues:\n"
		bench  = "Four friends sat on a bench, in seats 1 to 4 from left to right.\n\nfriends: Ginger, Hal, Ines, Jun\nseats: 1, 2, 3, 4\nteas: ginger, mint, chamomile, lemon\ncakes: scone, eclair, brownie, flapjack\nClues:\n"
		garden = "Four gardeners each grew a different flower and wore a different ring.\n\ngardeners: Rose, Iris, Ruby, Tom\nflowers: rose, iris, lily, tulip\nrings: ruby, pearl, opal, jade\nplots: 1, 2, 3, 4\nClues:\n"
		doors  = "Five houses stand in a row, numbered 1 to 5 from left to right.\n\nresidents: Violet, Walter, Xena, Yusuf, Zoe\nhouses: 1, 2, 3, 4, 5\ndoors: violet, green, black, white, red\nyears: 1998, 2003, 2009, 2015, 2021\nClues:\n"
	)
	wantReadings(t, []struct{ why, head, sentence, want string }{
		{"though not beside him: the object named before", seats, "Ed sat somewhere to the right of the nuts eater, though not beside him.", "seats$nuts:Ed / Ed|1|nuts|2 / Ed|2|nuts|3 / Ed|2|nuts|1 / Ed|3|nuts|4 / Ed|3|nuts|2 / Ed|4|nuts|5 / Ed|4|nuts|3 / Ed|5|nuts|4"},
		{"though not next to it, after his in a second clause", stalls, "Cy doesn't sell olives; his stall is east of Bo's, though not next to it.", "Cy*olives / stalls$Bo:Cy / Cy|1|Bo|2 / Cy|2|Bo|3 / Cy|2|Bo|1 / Cy|3|Bo|4 / Cy|3|Bo|2 / Cy|4|Bo|5 / Cy|4|Bo|3 / Cy|5|Bo|4"},
		{"the two end places belong to", stalls, "The two end stalls belong to Ann and Di.", "1,5~Ann,Di"},
		{"the three middle places, in some order", seats, "The three middle seats were taken by Ann, Bo and Cy, in some order.", "2~Ann|Bo|Cy / 3~Ann|Bo|Cy / 4~Ann|Bo|Cy"},
		{"one of the two middle places", plots, "Bo has one of the two middle plots.", "Bo~2|3"},
		{"A and the owner of X have adjacent places", stalls, "Ann and the seller of the honey have adjacent stalls.", "stalls%Ann:honey:1"},
		{"N apart with the places' noun", stalls, "Ann's stall and the olive stall are two apart.", "stalls%Ann:olives:2"},
		{"at one end of a thing the story names", plots, "Di's plot is at one end of the fence.", "Di~1|4"},
		{"an hour of minutes", visits, "Mr Jones's appointment is an hour long.", "Mr Jones=60 minutes"},
		{"an hour and a half of minutes", visits, "Ms Gill's visit lasts an hour and a half.", "Ms Gill=90 minutes"},
		{"three quarters of an hour", visits, "Mr Hart's visit takes three quarters of an hour.", "Mr Hart=45 minutes"},
		{"over an hour: more than 60 minutes", visits, "Dr Ince's visit lasts over an hour.", "lengths$60 minutes:Dr Ince"},
		{"an hour later is still an amount", shows, "Ann's show started an hour before the money show.", "slots$Ann:money:+60"},
		{"the X hour: a show, no amount", shows, "The gardening hour went out after the money show but before Bo's.", "slots$money:gardening / slots$gardening:Bo"},
		{"went out of a broadcast: a time", shows, "The pets show went out before the money show.", "slots$pets:money"},
		{"his of a possessive subject", doors, "Walter's house is at one end of the row, and his door is not black.", "Walter~1|5 / Walter*black"},
		{"she and it: the person and the thing", doors, "The violet door is not Violet's own; she lives immediately to the right of it.", "violet*Violet / houses$violet:Violet:1"},
		// a word of two categories: the noun right after it and its capital letter say which
		{"the ginger tea ... Ginger", bench, "The friend who ordered the ginger tea sat directly to the right of Ginger.", "seats$Ginger:ginger:1"},
		{"Ginger ... the ginger tea", bench, "Ginger sat directly to the right of the friend who ordered the ginger tea.", "seats$ginger:Ginger:1"},
		{"the ginger drinker ... Ginger", bench, "The ginger drinker sat directly to the right of Ginger.", "seats$Ginger:ginger:1"},
		{"a name opening the sentence, possessive", garden, "Ruby's plot is directly right of the iris.", "plots$iris:Ruby:1"},
		{"a name opening the sentence", garden, "Iris is next to Ruby.", "plots%Iris:Ruby:1"},
		{"a plural opening the sentence is the thing", garden, "Roses were grown by Tom.", "rose=Tom"},
		{"the thing with its article", garden, "The ruby ring was worn by Iris.", "ruby=Iris"},
		// "who did" stands for the verb phrase the first clause denies
		{"the friend who did", bench, "Hal didn't order the mint tea, but the friend who did sat next to him.", "Hal*mint / seats%mint:Hal:1"},
		{"the one who did, after a semicolon", bench, "Hal did not eat the scone; the friend who did drank mint tea.", "Hal*scone / scone=mint"},
		{"the latest of years beside a place", doors, "The most recent arrival lives in the middle house.", "2021=3"},
	})
	wantRefused(t, []struct{ why, head, sentence, want string }{
		{"whoever did: refused, never the first clause's subject", bench, "Hal didn't order the mint tea, but whoever did ate the brownie.", ""},
		{"the end of a span of time is no place", plots, "Di's plot is at one end of the summer.", "the end of what"},
		{"either of the two middle places: refused", plots, "The aster isn't in either of the two middle plots.", "group of middle places"},
		{"the two middle places of five: which two?", seats, "Ann sat in one of the two middle seats.", "group of middle places"},
	})
}
