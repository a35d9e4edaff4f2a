package english

import "testing"

// Phrasings found in this stop's blind sets (unseen47's British voice,
// unseen50's family puzzles), refused or misread at their end measures
// (issue 25), read as general readings, with their near misses.
func TestPublishedPhrasingsFix43(t *testing.T) {
	const (
		quiz     = "first names: Alan, Brian, Jane, Kate, Ruth\nsurnames: Hale, Irving, Jessop, Knight, Lamb\njobs: vicar, GP, teacher, plumber, farmer\nsubjects: history, sport, music, science, geography\nages: 38, 41, 44, 47, 50\nClues:\n"
		noCall   = "first names: Alan, Brian, Jane, Kate, Ruth\nsurnames: Hale, Irving, Jessop, Knight, Lamb\njobs: baker, GP, teacher, plumber, farmer\nages: 38, 41, 44, 47, 50\nClues:\n"
		weddings = "brides: Abigail, Beatrice, Charlotte, Eleanor\ngrooms: Hugh, Neil, Philip, Tom\ndates: 2nd May, 16th May, 30th May, 13th June\nvillages: Ashwell, Barley, Reed, Therfield\nClues:\n"
		friends  = "brides: Abigail, Beatrice, Charlotte, Eleanor\nvillages: Ashwell, Barley, Reed, Therfield\ndates: 2nd May, 16th May, 30th May, 13th June\nClues:\n"
		hunt     = "teams: Foxes, Owls, Badgers, Otters\ncaptains: Ada, Hugo, Iris, Max\ntimes: 12 minutes, 15 minutes, 19 minutes, 24 minutes\nClues:\n"
		show     = "campers: Daisy, Finn, Kit, Marcus, Zara\nacts: juggling, magic trick, singing, tap dance, comedy\ntimes: 6:00pm, 6:15pm, 6:30pm, 6:45pm, 7:00pm\nClues:\n"
		family   = "names: Bella, Carl, Dana, Eli\nhouses: 1, 2, 3, 4\nchildren: Alice, Ben, Kim, Leo\nsports: golf, hockey, rugby, tennis\nClues:\n"
		nations  = "houses: 1, 2, 3, 4\nnationalities: British, Danish, Polish, Swedish\ncars: BMW, Ford, Kia, Volvo\nClues:\n"
		cars     = "names: Dan, Erin, Farid, Greta\nhouses: 1, 2, 3, 4\nprices: $22,000, $25,000, $28,000, $31,000\nClues:\n"
	)
	wantReadings(t, []struct{ why, head, sentence, want string }{
		// the other direction of a relation a category names
		{"Kim's parent of a category of children", family, "Kim's parent plays rugby.", "Kim=rugby"},
		{"the swimmer's child", family, "The golfer's child is Leo.", "golf=Leo"},
		// a country's other words for its people
		{"the Pole of Polish", nations, "The Pole drives a Kia.", "Polish=Kia"},
		{"the Brit of British", nations, "The Brit lives in the first house.", "British=1"},
		// an ordinal place beside a comparison
		{"a description by a comparison, in the first house", cars, "The one who paid $6,000 more than Dan lives in the first house.", "prices$Dan:1:+600000"},
		{"the last house", cars, "The one who paid $3,000 less than Erin lives in the last house.", "prices$4:Erin:+300000"},
		// a sex said in an aside (was dropped: "a woman" said nothing)
		{"one of the two men, between commas", quiz, "The plumber, one of the two men, is three years older than the farmer.", "plumber~Alan|Brian / ages$farmer:plumber:+3"},
		{"a woman, at the end, of the noun phrase before it", quiz, "The science questions go to the youngest member of the team, a woman.", "38~Jane|Kate|Ruth / science=38"},
		{"an aside that agrees with a named one adds nothing", quiz, "Alan is older than Kate, a woman.", "ages$Kate:Alan"},
		// a title that may name a calling: both readings, the puzzle decides
		{"Dr of the one GP", quiz, "Dr Lamb is three years younger than the farmer.", "ages$Lamb:farmer:+3 || ages$Lamb:farmer:+3 / Lamb=GP"},
		{"Rev where no vicar is: the title says nothing", noCall, "Rev Hale is older than the teacher.", "ages$teacher:Hale"},
		// "married" where the grooms are a category: the row's own
		{"married the man from, grooms a category", weddings, "Eleanor married the man from Barley.", "Eleanor=Barley"},
		{"an object, then a comparison of the subject", weddings, "Eleanor married the man from Barley two weeks after Abigail.", "Eleanor=Barley / dates$Abigail:Eleanor:+14"},
		{"married another where no category is of spouses: two people", friends, "Eleanor married the man from Barley.", "Eleanor*Barley"},
		// the adverb's comparative (was "more" time)
		{"found more quickly", hunt, "The Owls were found more quickly than Hugo's team.", "times$Owls:Hugo"},
		{"less quickly is slower", hunt, "The Owls finished less quickly than Hugo's team.", "times$Hugo:Owls"},
		// at least one of two: maybe one, or two (the convention)
	})
	wantRefused(t, []struct{ why, head, sentence, want string }{
		{"an aside against a named one's sex", quiz, "Kate is older than Alan, a woman.", "whom the puzzle does not give as a woman"},
		// the second verb phrase names no item: it was left out
		{"closed with a song, no item is a song", show, "The show opened with the juggler and closed with a song.", "left out"},
		{"a song closed it", show, "Daisy opened the show and a song closed it.", "left out"},
	})
}
