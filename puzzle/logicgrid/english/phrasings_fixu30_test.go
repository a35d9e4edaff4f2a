package english

import "testing"

// Phrasings of testdata/unseen30 (issue 25), each construction in words,
// themes and categories other than the set's.
func TestPublishedPhrasingsFixU30(t *testing.T) {
	const (
		// two money categories: a valuation (not paid) and what was paid
		cars = "dealers: Ada, Bram, Cleo\ncars: Jaguar, Morgan, Rover\nvaluations: $10,000, $20,000, $30,000\nsale prices: $12,000, $25,000, $33,000\nClues:\n"
		// two money categories, neither a price: nothing says which
		funds = "charities: Ada, Bram, Cleo\nevents: gala, quiz, walk\ntargets: $500, $800, $1,000\ntotals raised: $450, $900, $1,200\nClues:\n"
		// two money categories, both prices
		trips = "travellers: Ada, Bram, Cleo\ntowns: Ely, Hove, Rye\ntrain fares: $20, $30, $40\nhotel prices: $80, $90, $100\nClues:\n"
	)
	cases := []struct{ why, head, sentence, want string }{
		// u30-12: "fetched the top price" was read as the top estimate
		{"top price of two money categories: the price, not the valuation", cars, "The Morgan fetched the top price.", "Morgan=$33,000"},
		{"the bottom price: the lowest sale price", cars, "Cleo's car made the bottom price.", "Cleo=$12,000"},
		{"paid more: the sale price", cars, "Ada paid $8,000 more than Bram.", "sale prices$Bram:Ada:+800000"},
		{"sold for less: the sale price", cars, "The Rover sold for less than the Jaguar.", "sale prices$Rover:Jaguar"},
		{"valued higher: \"valued\" is not read as the valuations' word: both, the puzzle decides", cars, "The Rover was valued higher than Bram's car.", "valuations$Bram:Rover || sale prices$Bram:Rover"},
		{"the valuation named with paying words elsewhere", cars, "Ada's car had a higher valuation than the Rover.", "valuations$Rover:Ada"},
		// near miss: neither category is a price: both readings
		{"raised more, two money categories neither a price: both", funds, "The quiz took $300 more than Ada's event.", "targets$Ada:quiz:+30000 || totals raised$Ada:quiz:+30000"},
		// near miss: both are prices: both readings
		{"paid more, two prices: both readings", trips, "Ada paid more than Bram.", "train fares$Bram:Ada || hotel prices$Bram:Ada"},
		{"the top price of two prices: both readings", trips, "Cleo went to the town with the top price.", "Cleo=$40 || Cleo=$100"},
	}
	wantReadings(t, cases)
}
