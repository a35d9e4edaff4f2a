package english

import "testing"

// Phrasings of testdata/unseen34 (issue 25): schedules and time. Each
// construction in the set's words and in other words, themes and
// categories, so that the rule is tested as general.
func TestPublishedPhrasingsFixU34(t *testing.T) {
	const (
		// clock times in figures with am and pm, and noon
		shifts = "nurses: Ann, Bo, Cy, Di\nstarts: 6:00am, noon, 2:00pm, 10:00pm\nwards: A, B, C, D\nClues:\n"
		clinic = "patients: Ann, Bo, Cy, Di\ntimes: 9:10am, 9:30am, 9:50am, 10:10am\nreasons: cough, rash, knee, jab\nClues:\n"
		ferry  = "sailings: Ayr, Bute, Coll, Iona\ndepartures: 7:05am, 7:40am, 8:20pm, 8:35pm\ncrews: red, blue, gold, grey\nClues:\n"
		// clock times in words, no am or pm
		sitter = "families: Ames, Bell, Cole, Dunn\nnights: Monday, Tuesday, Wednesday, Thursday\narrivals: half past six, seven o'clock, a quarter to eight, half past eight\nClues:\n"
		// days of the week, a month's dates
		talks = "speakers: Ann, Bo, Cy, Di\nevenings: Monday, Tuesday, Wednesday, Thursday\ntopics: bats, bees, owls, newts\nClues:\n"
		shows = "acts: Ann, Bo, Cy, Di\ndates: May 2, May 3, May 4, May 5\nhalls: east, west, north, south\nClues:\n"
		// years and months of one summer
		reunion = "hosts: Ann, Bo, Cy, Di\nyears: 1990, 1995, 2000, 2005\nmonths: June, July, August, September\nClues:\n"
		winter  = "skiers: Ann, Bo, Cy\nseasons: 2019, 2020, 2021\ntrips: December, January, February\nClues:\n"
		// a schedule of slots, evenly spaced and not
		stage  = "bands: Ash, Elm, Oak, Yew\nslots: noon, 2:00pm, 4:00pm, 6:00pm\ntowns: Bath, Ely, Hull, Rye\nClues:\n"
		lesson = "pupils: Ann, Bo, Cy, Di\nlesson times: 9:00am, 9:45am, 11:00am, 11:30am\nstrokes: crawl, fly, dive, float\nClues:\n"
		// lengths in hours
		rota = "nurses: Ann, Bo, Cy\nlengths: 4 hours, 8 hours, 12 hours\ndays: Monday, Tuesday, Wednesday\nClues:\n"
	)
	cases := []struct{ why, head, sentence, want string }{
		// u34-08: "the first of the summer", "later in the summer than": a
		// month, never a year (it was read as the earliest year: a wrong answer)
		{"the first of the summer: the first month", reunion, "Ann's party is the first of the summer.", "Ann=June"},
		{"later in the summer: months", reunion, "Bo's reunion falls later in the summer than Cy's.", "months$Cy:Bo"},
		{"the last of the summer", reunion, "The 1995 do is the last of the summer.", "1995=September"},
		{"earlier in the winter: months, not seasons (years)", winter, "Ann skied earlier in the winter than Bo.", "trips$Ann:Bo"},
		// u34-11: "the night before" of days: exactly one day (it was read
		// as any day before)
		{"the night before: one day earlier", sitter, "The Ames family had me the night before the Bells did.", "nights$Ames:Bell:+1"},
		{"the evening after: one day later", talks, "Bo spoke the evening after Ann.", "evenings$Ann:Bo:+1"},
		{"the night after among dates", shows, "Cy played the night after Di.", "dates$Di:Cy:+1"},
		// u34-11: "didn't need me until 8:30pm": at that time, not "not"
		{"not until a time: at it", sitter, "The Bells didn't need me until 8:30pm.", "Bell=half past eight"},
		{"doesn't start until: at it", shifts, "Cy's shift doesn't start until 2:00pm.", "Cy=2:00pm"},
		{"wasn't due until", ferry, "The Iona boat wasn't due out until 8:35pm.", "Iona=8:35pm"},
		// u34-01, u34-03, u34-07: clock times said as people say them
		{"ten to ten", clinic, "The knee was seen at ten to ten.", "knee=9:50am"},
		{"ten past ten", clinic, "Ann came in at ten past ten.", "Ann=10:10am"},
		{"ten past nine", clinic, "The jab was at ten past nine.", "jab=9:10am"},
		{"twenty-five to nine in the evening", ferry, "The blue crew sailed at twenty-five to nine in the evening.", "blue=8:35pm"},
		{"midday of noon", shifts, "Bo started at midday.", "Bo=noon"},
		{"six in the morning", shifts, "Di began at six in the morning.", "Di=6:00am"},
		{"ten at night", shifts, "The ward C shift started at ten at night.", "C=10:00pm"},
		{"two in the afternoon", shifts, "Ann clocked on at two in the afternoon.", "Ann=2:00pm"},
		{"the 24-hour clock of a 12-hour item", shifts, "Whoever started at 22:00 was on ward B.", "10:00pm=B"},
		{"14:00 of 2:00pm", shifts, "Cy clocked on at 14:00.", "Cy=2:00pm"},
		{"figures of a time in words", sitter, "The Coles had me at 7:45.", "Cole=a quarter to eight"},
		{"figures with pm of a time in words", sitter, "Dunn booked me for 6:30pm.", "Dunn=half past six"},
		// u34-03: "a twelve-hour shift" of "12 hours"
		{"twelve hours in words", rota, "The twelve-hour shift was on Monday.", "12 hours=Monday"},
		// u34-03: a part of the day denied of one; "and nor did"
		{"didn't start in the morning", shifts, "Ann didn't start in the morning.", "Ann*6:00am"},
		{"and nor did", shifts, "Bo did not work in the morning, and nor did Cy.", "Bo*6:00am / Cy*6:00am"},
		// u34-07, u34-12: back-to-back in a schedule
		{"back-to-back with: either order", stage, "Ash play back-to-back with the band from Bath.", "slots%Ash:Bath:+120"},
		{"back-to-back lessons, one going first", lesson, "Ann and Bo have back-to-back lessons, Ann going first.", "Ann*11:30am / Bo*9:00am / Ann>9:00am>Bo>9:45am / Ann>9:45am>Bo>11:00am / Ann>11:00am>Bo>11:30am"},
		{"back-to-back slots, uneven steps: next in the list", lesson, "Cy and Di had back-to-back lessons.", "lesson times%Cy:Di:1"},
		{"back-to-back, the second named first", stage, "Elm and Oak were on back-to-back, Oak going first.", "slots$Oak:Elm:+120"},
	}
	const (
		// durations in minutes and hours, together and apart
		tv    = "shows: Ash, Elm, Oak, Yew\nchannels: one, two, three, four\nrunning times: 30 minutes, 1 hour, 90 minutes, 2 hours\nClues:\n"
		coach = "drivers: Ann, Bo, Cy, Di\ntowns: Bath, Ely, Hull, Rye\njourneys: 40 minutes, 55 minutes, 1 hour 10 minutes, 1 hour 25 minutes\nroutes: No. 3, No. 7, No. 12, No. 19\nClues:\n"
		walks = "walkers: Ann, Bo, Cy\nwalks: 45 mins, 1 hr 15 mins, 2 hrs\nClues:\n"
	)
	cases = append(cases, []struct{ why, head, sentence, want string }{
		// u34-05, u34-10: durations in two units are one measure
		{"the shortest of minutes and hours", tv, "The show on channel two is the shortest of the evening.", "two=30 minutes"},
		{"an hour longer of minutes and hours", tv, "Oak runs an hour longer than Ash.", "running times$Ash:Oak:+60"},
		{"45 minutes longer of hours and minutes", coach, "Di is on the road 45 minutes longer than Cy.", "journeys$Cy:Di:+45"},
		{"the longest journey", coach, "The longest journey is Ann's.", "1 hour 25 minutes=Ann"},
		{"abbreviated units", walks, "Bo walked half an hour longer than Ann.", "walks$Ann:Bo:+30"},
		// u34-10: "No. 12" is numbered 12
		{"a lower route number", coach, "Cy's route number is lower than Bo's.", "routes$Cy:Bo"},
		{"a journey said by its noun stays a length of time", "drivers: Ann, Bo, Cy\nroutes: red, blue, green\njourneys: 25 minutes, 40 minutes, 55 minutes\nClues:\n", "Ann's journey is shorter than Bo's.", "journeys$Ann:Bo"},
		{"No. and the number", coach, "Ann drives the No. 12.", "Ann=No. 12"},
		// u34-10: "under an hour", "over an hour": a bound, no rate
		{"under an hour", coach, "The Bath run takes under an hour.", "Bath~40 minutes|55 minutes"},
		{"over an hour", coach, "Bo's journey took over an hour.", "Bo~1 hour 10 minutes|1 hour 25 minutes"},
	}...)
	const (
		// days of a month as ordinals
		club  = "hosts: Ann, Bo, Cy, Di\ndates: 2nd, 9th, 16th, 23rd\nbooks: Emma, Kim, Ulysses, Dracula\nClues:\n"
		fair  = "stalls: jam, cake, toys, plants\nnights: 5th, 6th, 7th, 8th\nholders: Ann, Bo, Cy, Di\nClues:\n"
		swims = "children: Ann, Bo, Cy, Di\nstrokes: crawl, butterfly, backstroke, breaststroke\ncoaches: Coach Ames, Coach Bell, Coach Cole, Coach Dunn\nClues:\n"
		trips = "sailors: Ann, Bo, Cy, Di\ndays: Monday, Tuesday, Wednesday, Thursday\nboats: Swan, Tern, Gull, Skua\nClues:\n"
	)
	cases = append(cases, []struct{ why, head, sentence, want string }{
		// u34-09: "2nd, 9th, 16th, 23rd" are days of a month, not places
		// ("a fortnight before" was read as one place before)
		{"a fortnight of ordinal dates", club, "Emma comes a fortnight before Kim.", "dates$Emma:Kim:+14"},
		{"the week after of ordinal dates", club, "Di hosts the week after Bo.", "dates$Bo:Di:+7"},
		{"later in the month of ordinal dates", club, "Cy hosts later in the month than Ann.", "dates$Ann:Cy"},
		{"the night after of ordinal nights", fair, "The jam stall ran the night after the toys stall.", "nights$toys:jam:+1"},
		// u34-09: the verb said once for two subjects
		{"one Thursday, and the following week", club, "Bo hosts one Thursday and Cy the following week.", "dates$Bo:Cy:+7"},
		{"one day, and the next day", trips, "Ann sailed one day and Di the next day.", "days$Ann:Di:+1"},
		{"one day, and two days later", trips, "The Swan went out on one day, and the Gull two days later.", "days$Swan:Gull:+2"},
		// u34-09: a possessed choice with the item in apposition
		{"X's choice, the item, ...", club, "Ann's choice, Dracula, comes a fortnight before Emma.", "Ann=Dracula / dates$Dracula:Emma:+14"},
		{"X's book (the category's noun), the item", club, "Cy's book, Ulysses, was discussed on the 9th.", "Cy=Ulysses / Ulysses=9th"},
		// u34-12: "nor" repeating the preposition and possessive
		{"nor on her", swims, "Ann isn't working on her crawl, nor on her butterfly.", "Ann*crawl*butterfly"},
		// a possessed person in apposition is another person (the kin
		// guard), never the owner
		{"X's sister, Y: not X", club, "Ann's sister, Bo, hosts on the 2nd.", "Bo=2nd / Ann*Bo"},
		{"nor with", swims, "Bo didn't train with Coach Ames, nor with Coach Bell.", "Bo*Coach Ames*Coach Bell"},
	}...)
	const (
		// starts and lengths: an end time is their sum
		films  = "films: Ash, Elm, Oak\nstarts: 7:00pm, 7:30pm, 8:00pm\nlengths: 30 minutes, 1 hour, 90 minutes\nClues:\n"
		trains = "trains: Ash, Elm, Oak\ndepartures: 09:00, 09:20, 09:40\njourneys: 20 minutes, 40 minutes, 60 minutes\nClues:\n"
		// a row of numbered places: slots are places
		row = "cars: Ash, Elm, Oak\nslots: 1, 2, 3\ntimes: 9:00am, 10:00am, 11:00am\nClues:\n"
	)
	cases = append(cases, []struct{ why, head, sentence, want string }{
		// u34-01: a schedule's slot, the surgery's door
		{"the last slot of the morning", clinic, "The rash was the last slot of the morning.", "rash=10:10am"},
		{"the first slot", clinic, "Di had the first slot.", "Di=9:10am"},
		{"first through the door", clinic, "Cy was first through the door.", "Cy=9:10am"},
		{"last in the door, and an amount after", clinic, "Bo was last in the door, twenty minutes after the jab.", "Bo=10:10am / times$jab:Bo:+20"},
		// u34-05, u34-10: an end time is start plus length
		{"finishes at, in words (evening)", films, "Oak finishes at half past eight.", "Oak>7:00pm>Oak>90 minutes / Oak>90 minutes>Oak>7:00pm / Oak>7:30pm>Oak>1 hour / Oak>1 hour>Oak>7:30pm / Oak>8:00pm>Oak>30 minutes / Oak>30 minutes>Oak>8:00pm"},
		{"and so does", films, "Ash ends at 9:00pm, and so does Elm.", "Ash*7:00pm / Ash>7:30pm>Ash>90 minutes / Ash>90 minutes>Ash>7:30pm / Ash>8:00pm>Ash>1 hour / Ash>1 hour>Ash>8:00pm / Ash*30 minutes / Elm*7:00pm / Elm>7:30pm>Elm>90 minutes / Elm>90 minutes>Elm>7:30pm / Elm>8:00pm>Elm>1 hour / Elm>1 hour>Elm>8:00pm / Elm*30 minutes"},
		{"gets in at, 24-hour", trains, "Elm gets in at 10:00.", "Elm>09:00>Elm>60 minutes / Elm>60 minutes>Elm>09:00 / Elm>09:20>Elm>40 minutes / Elm>40 minutes>Elm>09:20 / Elm>09:40>Elm>20 minutes / Elm>20 minutes>Elm>09:40"},
		{"ends at a start's time: the end, not the start", films, "Ash ends at 8:00pm.", "Ash>7:00pm>Ash>1 hour / Ash>1 hour>Ash>7:00pm / Ash>7:30pm>Ash>30 minutes / Ash>30 minutes>Ash>7:30pm / Ash*8:00pm / Ash*90 minutes"},
		// with a row of places, "the first slot" is a place
		{"the first slot of a row of places", row, "Ash took the first slot.", "Ash=1"},
	}...)
	const (
		// a count of children
		homes = "families: Ames, Bell, Cole, Dunn\nnights: Monday, Tuesday, Wednesday, Thursday\nchildren: 1 child, 2 children, 3 children, 4 children\nClues:\n"
		pets  = "owners: Ann, Bo, Cy\ndogs: 1 dog, 2 dogs, 3 dogs\nstreets: Elm, Oak, Yew\nClues:\n"
	)
	cases = append(cases, []struct{ why, head, sentence, want string }{
		// u34-11: "kids" of "children"; "just the one" of the count said before
		{"four kids", homes, "The Bells have four kids.", "Bell=4 children"},
		{"2 kids", homes, "The family with 2 kids came on Monday.", "2 children=Monday"},
		{"just the one after a count", homes, "The family with three kids booked me the night after the one with just the one.", "nights$1 child:3 children:+1"},
		{"only one, another count noun", pets, "The owner with three dogs lives on a different street from the one with only one.", "3 dogs*1 dog"},
	}...)
	wantReadings(t, cases)
	refused := []struct{ why, head, sentence, want string }{
		// "didn't stay until": the stay ended before; never "at"
		{"didn't stay until", sitter, "The Bells didn't stay until 8:30pm.", ""},
		// a part of the day denied of two, or with "or"
		{"a denied part of the day with or", shifts, "Ann didn't start in the morning or on ward B.", ""},
		{"denied of a part of the day every time is in", clinic, "Bo wasn't seen in the morning.", "every time"},
		// back-to-back of three, or with a negation
		{"back-to-back negated", stage, "Ash and Elm did not play back-to-back.", "not read"},
		{"back-to-back of no schedule", "pets: Ann, Bo, Cy\ncolours: red, blue, gold\nClues:\n", "Ann and Bo sat back-to-back.", ""},
	}
	refused = append(refused, []struct{ why, head, sentence, want string }{
		// a person arriving for an appointment arrives at its start: no end
		// time where the clock times are no departures
		{"arrived for an appointment", "clients: Ann, Bo, Cy\nappointments: 9:00am, 9:30am, 10:00am\nlengths: 30 minutes, 45 minutes, 60 minutes\nClues:\n", "Ann arrived at 10:30am.", "10:30am"},
		// u34-10 (latent): a compared noun whose category is no numbers is
		// never moved to another category ("lower route number" was read
		// as a shorter journey time)
		{"a lower route number of routes no numbers", "drivers: Ann, Bo, Cy\nroutes: red, blue, green\njourneys: 25 minutes, 40 minutes, 55 minutes\nClues:\n", "Ann's route number is lower than Bo's.", "not numbers"},
		{"a higher grade of grades no numbers", "pupils: Ann, Bo, Cy\ngrades: pass, merit, distinction\nmarks: 50, 60, 70\nClues:\n", "Cy has a higher grade than Ann.", "not numbers"},
		// an end time no start and length add up to
		{"finishes when nothing can", films, "Oak finishes at midnight.", "add up"},
		// an end time that could be morning or evening
		{"finishes at a time on the dial both ways", "films: Ash, Elm, Oak\nstarts: 7:00am, 7:30pm, 8:00am\nlengths: 30 minutes, 1 hour, 12 hours\nClues:\n", "Oak finishes at eight o'clock.", "am or pm"},
		// "nor" with another preposition: not rewritten
		{"nor with another preposition", swims, "Ann isn't working on her crawl, nor with Coach Bell.", ""},
	}...)
	wantRefused(t, refused)
}
