package english

import "testing"

// Phrasings of the session's end measure (testdata/unseen29 and bank8,
// issue 25: the category a comparison is in, and who a pronoun is), each
// construction in words, themes and categories other than the sets'.
func TestPublishedPhrasingsFixE1(t *testing.T) {
	const (
		// a car hire: a length in days and a price per day
		hire = "Four drivers hired a car on the same morning.\n\nDrivers: Ann, Bo, Cy, Di\nHires: 2 days, 3 days, 5 days, 7 days\nRates: $30, $40, $50, $60\nClues:\n"
		// an office block: floors and a length of stay, no time of day
		office = "Four firms rent offices in the same tower.\n\nFirms: Acme, Bolt, Crux, Dyna\nFloors: 1st, 4th, 6th, 9th\nLeases: 1 year, 2 years, 3 years, 5 years\nClues:\n"
		// a bakery queue: places in a line and a time of arrival
		bakery = "Early on Saturday four customers waited in a single line at the bakery counter. Places are counted from the front of the line.\n\nCustomers: Ann, Bo, Cy, Di\nPlaces: first, second, third, fourth\nArrivals: 7:00am, 7:10am, 7:20am, 7:30am\nLoaves: 1 loaf, 2 loaves, 3 loaves, 4 loaves\nClues:\n"
		// a school photo: no queue, weights only
		photo = "Four pupils posed for the class photo.\n\nPupils: Ann, Bo, Cy, Di\nWeights: 30 kg, 35 kg, 40 kg, 45 kg\nClues:\n"
		// a chess ladder: names of no usual sex, ages
		ladder = "Four players finished the chess ladder.\n\nPlayers: Zorin, Emma, Quell, Lucy\nRanks: first, second, third, fourth\nAges: 20, 30, 40, 50\nClues:\n"
		// the same with titles
		titled = "Four players finished the chess ladder.\n\nPlayers: Mr. Zorin, Ms. Tavi, Mr. Quell, Ms. Varo\nRanks: first, second, third, fourth\nAges: 20, 30, 40, 50\nClues:\n"
	)
	wantReadings(t, []struct{ why, head, sentence, want string }{
		// u29-11 4: "paying more per night" was read as a longer stay
		{"more per unit: the rate, never the category counted in that unit", hire, "Ann is paying more per day than Bo.", "Rates$Bo:Ann"},
		{"less a unit: the same", hire, "Cy pays less a day than Di.", "Rates$Cy:Di"},
		{"near miss: more days is the hire", hire, "Ann had the car 2 days more than Bo.", "Hires$Bo:Ann:+2"},
		// u29-11 5: "will check out before" was read as a lower floor
		{"near miss: above of floors is the floors", office, "Acme is three floors above Bolt.", "Floors$Bolt:Acme:+3"},
		// b8-03 35: "stood immediately ahead of" was read as an earlier departure
		{"stood ahead of in a queue: the places", bakery, "The customer who arrived at 7:20am stood immediately ahead of Ann.", "Places$7:20am:Ann:1"},
		{"waited behind in a queue: the places", bakery, "Bo waited somewhere behind Cy.", "Places$Cy:Bo"},
		{"near miss: arrived ahead is the time", bakery, "Bo arrived ahead of Cy.", "Arrivals$Bo:Cy"},
		// b8-03 54: "closer to the front of the line" was read as lighter bags
		{"closer to the front of the line: an earlier place", bakery, "Cy stood closer to the front of the line than Di did.", "Places$Cy:Di"},
		{"nearer to the back of the queue: a later place", bakery, "Ann stood nearer to the back of the queue than Bo.", "Places$Bo:Ann"},
		// u29-09 1: near misses of the pronoun pair, each read
		{"a pronoun pair with the sexes known from titles: he is the subject", titled, "Mr. Zorin beat Ms. Tavi by one place; he is 10 years older than she is.", "Ranks$Mr. Zorin:Ms. Tavi:+1 / Ages$Ms. Tavi:Mr. Zorin:+10"},
		{"names again: no pronoun to guess", ladder, "Zorin beat Emma by two places; Emma is 20 years older than Zorin.", "Ranks$Zorin:Emma:+2 / Ages$Zorin:Emma:+20"},
		// u29-09 1: "she ... than he is" was read with she the subject, a man's name
		{"a pronoun pair: the other is a woman's usual name, so she is the other", ladder, "Zorin beat Emma by two places; she is 20 years older than he is.", "Ranks$Zorin:Emma:+2 / Ages$Zorin:Emma:+20"},
		{"the pair the other way round, and a comma", ladder, "Lucy finished ahead of Quell, and he is older than she is.", "Ranks$Lucy:Quell / Ages$Lucy:Quell"},
		{"near miss: the subject's sex fits: the subject goes on", ladder, "Emma beat Zorin by one place; she is 10 years older than he is.", "Ranks$Emma:Zorin:+1 / Ages$Zorin:Emma:+10"},
	})
	wantRefused(t, []struct{ why, head, sentence, want string }{
		{"floors are no time: check out before, no time category", office, "Acme will move out before Bolt does.", "compares no numeric category"},
		{"closer to the front with no queue: a place, never a weight", photo, "Ann stood closer to the front than Bo.", "nearer one end"},
		{"a pronoun pair of two women: no way for he", ladder, "Emma beat Lucy by two places; she is 20 years older than he is.", "stands for someone"},
	})
}
