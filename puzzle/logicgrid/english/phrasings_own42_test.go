package english

import "testing"

// Sentences written for the probes of stop 42 (issue 25) in the ways
// magazines phrase them, each found read wrongly or refused, and their
// near misses.
func TestPublishedPhrasingsOwn42(t *testing.T) {
	const (
		bake = "bakers: Greta, Hollis, Imogen, Jasper\ntreats: brownies, scones, lemon bars, flapjacks\nprices: $1.50, $2.00, $2.50, $3.00\ncloths: blue, green, red, yellow\nClues:\n"
		fell = "Fell Race\nFour runners from four clubs ran the fell race; each finished in a different time.\n\nrunners: Ailsa, Bryony, Craig, Duncan\nclubs: Ambleside, Borrowdale, Coniston, Keswick\nages: 24, 31, 38, 45\ntimes: 41 minutes, 44 minutes, 48 minutes, 53 minutes\nClues:\n"
		show = "exhibitors: Arthur, Beryl, Cyril, Doreen\nplaces: 1st, 2nd, 3rd, 4th\nvillages: Ashby, Barton, Colley, Dunmore\nClues:\n"
		mkt  = "stallholders: Kath, Lenny, Mo, Nora\narrivals: 6:00am, 6:15am, 6:40am, 7:00am\ngoods: books, bread, cheese, fish\nClues:\n"
	)
	wantReadings(t, []struct{ why, head, sentence, want string }{
		// "not only" says both facts (was read as two negations: a wrong reading)
		{"not only did X, but she also", bake, "Not only did Imogen bring the lemon bars, but she also used the red cloth.", "Imogen=lemon bars / Imogen=red"},
		{"X not only V but also V", bake, "Imogen not only brought the lemon bars but also used the red cloth.", "Imogen=lemon bars / Imogen=red"},
		{"not only X but also Y", bake, "Not only Greta but also Hollis charged more than $2.00.", "prices$$2.00:Greta / prices$$2.00:Hollis"},
		{"not only was X's, but it also", bake, "Not only was Greta's tray on the yellow cloth, but it also cost $2.00.", "Greta=yellow / Greta=$2.00"},
		{"X is not only A, but she is also B", bake, "Greta is not only the baker of the scones, but she is also the owner of the red cloth.", "Greta=scones / Greta=red"},
		// a superlative as one of "Of A and B, the former ... the latter" (was refused)
		{"former and latter with a superlative", fell, "Of Duncan and the oldest runner, the former ran for Ambleside and the latter took 44 minutes.", "Duncan=Ambleside / 45=44 minutes / Duncan*45"},
		// places along race times, either way (was "1 minute longer or shorter": a wrong reading)
		{"one place before or after along times", fell, "The Keswick runner finished one place before or after Bryony.", "times%Keswick:Bryony:1"},
		// one after the other: next in the order, either way (was "1 minute longer": a wrong reading)
		{"finished one after the other along times", fell, "The Keswick runner and Bryony finished one after the other.", "times%Keswick:Bryony:1"},
		{"finished one after the other along places", show, "Arthur and the Barton exhibitor finished one after the other.", "places%Arthur:Barton:+1"},
		{"arrived one after the other: uneven times", mkt, "Kath and Lenny arrived one after the other.", "arrivals%Kath:Lenny:1"},
		{"arrived in succession", mkt, "Kath and the fish seller arrived in succession.", "arrivals%Kath:fish:1"},
	})
	wantRefused(t, []struct{ why, head, sentence, want string }{
		{"not only did with a described subject: refused, never a negation", bake, "Not only did the baker of the scones use the red cloth, but she also paid $2.00.", "not only"},
	})
}
