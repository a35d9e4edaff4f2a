package english

import "testing"

// Phrasings of testdata/unseen40 (issue 25; the Puzzle Baron voice), each
// construction in words other than the set's, and its near misses.
func TestPublishedPhrasingsFix40(t *testing.T) {
	const (
		auction = "bidders: Mr. Farrow, Mrs. Gale, Ms. Hurst, Dr. Ingram, Mr. Jessop\nlots: clock, vase, painting, tapestry, sculpture\nprices: $15,000, $20,000, $25,000, $30,000, $35,000\norder: 1st, 2nd, 3rd, 4th, 5th\nClues:\n"
		fair    = "students: Amara, Bilal, Cleo, Dmitri\nprojects: volcano, solar oven, bridge, crystal garden\ngrades: 5th, 6th, 7th, 8th\nteachers: Mr. Okafor, Ms. Park, Mrs. Quinn, Mr. Reyes\nClues:\n"
		films   = "directors: Anouk, Benedikt, Carmen, Dev, Eun-ji\nfilms: Glass Harbour, The Long Thaw, Paper Moons, Saltwater, Night Ferry\nscreenings: 1:00pm, 3:00pm, 5:00pm, 7:00pm, 9:00pm\ngenres: comedy, documentary, drama, thriller, animation\nClues:\n"
		race    = "runners: Hal, Iris, Jonah, Kezia, Lorcan\nages: 24, 29, 34, 39, 44\nfinish: 11:05am, 11:15am, 11:25am, 11:35am, 11:45am\nClues:\n"
		hotel   = "guests: Mr. Abbott, Ms. Bryce, Mrs. Castell, Mr. Drummond\nrooms: 102, 205, 311, 408\ncountries: Canada, Ireland, Norway, Portugal\nClues:\n"
		garden  = "gardeners: Mrs. Alcott, Mr. Burke, Ms. Chen, Mr. Devlin, Mrs. Ellery\nplants: dahlia, sunflower, delphinium, hollyhock, foxglove\nheights: 4 ft, 5 ft, 6 ft, 7 ft, 8 ft\nvillages: Ashby, Brampton, Cotesworth, Dunsford, Elmstead\nClues:\n"
	)
	wantReadings(t, []struct{ why, head, sentence, want string }{
		{"N of the things ordered after: steps along the order", auction, "The tapestry was auctioned two lots after the painting.", "order$painting:tapestry:+2"},
		{"one thing before", auction, "The clock sold one lot before the vase.", "order$clock:vase:+1"},
		{"the final thing of an order", auction, "Ms. Hurst bought the final lot of the day, which was also the cheapest.", "Ms. Hurst=5th / 5th=$15,000"},
		{"not A or B, one noun after each", fair, "Ms. Park doesn't teach the 5th grader or the 6th grader.", "Ms. Park*5th*6th"},
		{"opens the programme: first", films, "Saltwater opens the day's programme.", "Saltwater=1:00pm"},
		{"closes the festival: last", films, "The thriller closes the festival.", "thriller=9:00pm"},
		{"the first across the line", race, "Iris, who is not the youngest of the five, was the first across the line.", "Iris*24 / Iris=11:05am"},
		{"crossed the finish line last", race, "Hal crossed the finish line last.", "Hal=11:45am"},
		{"grew a plant taller than: no amount", garden, "Mrs. Alcott, who doesn't live in Ashby, grew a plant taller than the delphinium.", "Mrs. Alcott*Ashby / heights$delphinium:Mrs. Alcott"},
		// a room's floor is the first digit of its number, one room to a floor
		{"one floor above, of rooms", hotel, "The guest from Norway is staying one floor above Mr. Drummond.", "rooms$Mr. Drummond:Norway:1"},
		{"two floors below, of rooms", hotel, "Mr. Abbott is two floors below the Portuguese guest.", "rooms$Mr. Abbott:Portugal:2"},
		{"a higher floor, of rooms", hotel, "Mr. Abbott is on a higher floor than Ms. Bryce.", "rooms$Ms. Bryce:Mr. Abbott"},
	})
	wantRefused(t, []struct{ why, head, sentence, want string }{
		{"kicked off the evening: a part of the day, no first", films, "Anouk's film kicked off the evening.", ""},
		{"the final of a contest is no last thing", auction, "Ms. Hurst won the final.", ""},
		{"floors of rooms that share a floor: which?", "guests: Ann, Bo, Cy\nrooms: 101, 102, 201\ncountries: Chile, Peru, Togo\nClues:\n", "Ann is one floor above Bo.", ""},
	})
}
