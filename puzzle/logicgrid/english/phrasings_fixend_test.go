package english

import "testing"

// Amounts glued to their unit ("600g", "5cm", "2lb", "90mins") and amounts
// in another unit of the category's measure ("1200 grams" of weights in
// kg): read and converted exactly, or refused, never dropped (u24-02 read
// "600g less than" as plain "lighter"). Words other than the set's.
func TestPublishedPhrasingsFixend(t *testing.T) {
	const (
		melons = "growers: Ann, Bo, Cy, Di\nmelons: cantaloupe, honeydew, galia, watermelon\nweights: 1.5kg, 2.0kg, 2.5kg, 3.0kg\nClues:\n"
		grams  = "growers: Ann, Bo, Cy, Di\nmelons: cantaloupe, honeydew, galia, watermelon\nweights: 500 g, 1 kg, 1.5 kg, 2 kg\nClues:\n"
		kids   = "children: Ann, Bo, Cy, Di\npets: cat, dog, newt, rabbit\nheights: 120cm, 125cm, 130cm, 135cm\nClues:\n"
		trout  = "anglers: Ann, Bo, Cy, Di\nrivers: Avon, Test, Wye, Usk\nweights: 2lb, 3lb, 4lb, 5lb\nClues:\n"
		films  = "viewers: Ann, Bo, Cy, Di\nfilms: Alpha, Beta, Gamma, Delta\nlengths: 60 minutes, 90 minutes, 120 minutes, 150 minutes\nClues:\n"
		buses  = "riders: Ann, Bo, Cy, Di\nbuses: red, blue, green, gold\ntimes: 9:00am, 9:30am, 10:00am, 10:30am\nClues:\n"
		tuck   = "pupils: Ann, Bo, Cy, Di\nsweets: fudge, toffee, gum, mints\nprices: 20p, 45p, 70p, 95p\nClues:\n"
		trails = "hikers: Ann, Bo, Cy, Di\nlengths: 2 miles, 4 miles, 6 miles, 8 miles\nclimbs: 300 feet, 600 feet, 900 feet, 1200 feet\nClues:\n"
	)
	cases := []struct{ why, head, sentence, want string }{
		// grams against kilograms, glued and spaced
		{"glued grams of weights in kg", melons, "The galia was 500g lighter than Bo's melon.", "weights$galia:Bo:+50"},
		{"glued kg, the items' own unit", melons, "Ann's melon weighed 1.0kg more than the honeydew.", "weights$honeydew:Ann:+100"},
		{"grams in words of weights in kg", melons, "The watermelon was 1500 grams heavier than the cantaloupe.", "weights$cantaloupe:watermelon:+150"},
		{"by a glued amount", melons, "Cy's melon outweighed the galia by 500g.", "weights$galia:Cy:+50"},
		{"kilograms of weights in grams and kilograms", grams, "Di's melon was 0.5kg heavier than the galia.", "weights$galia:Di:+500"},
		// other measures glued to their numbers
		{"glued cm taller", kids, "The newt's owner is 10cm taller than Bo.", "heights$Bo:newt:+10"},
		{"glued mm of heights in cm", kids, "The dog's owner is 50mm shorter than Cy.", "heights$dog:Cy:+5"},
		{"glued lb heavier", trout, "The Avon fish was 2lb heavier than Ann's.", "weights$Ann:Avon:+2"},
		{"ounces of weights in pounds", trout, "Bo's fish was 16oz lighter than the Wye fish.", "weights$Bo:Wye:+1"},
		{"glued mins longer", films, "Gamma runs 60mins longer than Ann's film.", "lengths$Ann:Gamma:+60"},
		{"glued hours of a length in minutes", films, "Delta is 1.5hrs longer than Beta.", "lengths$Beta:Delta:+90"},
		{"glued mins later of clock times", buses, "The gold bus left 30mins later than Bo's.", "times$Bo:gold:+30"},
		{"glued pence more", tuck, "The toffee cost 25p more than Ann's sweet.", "prices$Ann:toffee:+25"},
		{"feet of climbs beside miles of lengths", trails, "Ann climbed 600 feet more than Bo.", "climbs$Bo:Ann:+600"},
		{"yards of climbs in feet", trails, "Cy climbed 100 yards more than Di.", "climbs$Di:Cy:+300"},
	}
	wantReadings(t, cases)
}

// Amounts that cannot be read exactly are refused with a reason, never
// dropped: no exact conversion, an ambiguous unit letter, an unknown unit.
func TestRefusedFixend(t *testing.T) {
	const (
		melons = "growers: Ann, Bo, Cy, Di\nmelons: cantaloupe, honeydew, galia, watermelon\nweights: 1.5kg, 2.0kg, 2.5kg, 3.0kg\nClues:\n"
		kids   = "children: Ann, Bo, Cy, Di\npets: cat, dog, newt, rabbit\nheights: 120cm, 125cm, 130cm, 135cm\nClues:\n"
		trout  = "anglers: Ann, Bo, Cy, Di\nrivers: Avon, Test, Wye, Usk\nweights: 2lb, 3lb, 4lb, 5lb\nClues:\n"
		films  = "viewers: Ann, Bo, Cy, Di\nfilms: Alpha, Beta, Gamma, Delta\nlengths: 60 minutes, 90 minutes, 120 minutes, 150 minutes\nClues:\n"
	)
	cases := []struct{ why, head, sentence, want string }{
		{"pounds of weights in kg: no exact conversion", melons, "The galia was 2lb lighter than Bo's melon.", "compares no numeric category"},
		{"inches of heights in cm", kids, "The cat's owner is 2in taller than Bo.", "compares no numeric category"},
		{"kilograms of weights in pounds", trout, "The Avon fish was 1kg heavier than Ann's.", "compares no numeric category"},
		{"ounces that are no whole pound", trout, "The Avon fish was 8oz heavier than Ann's.", "no whole number of the steps"},
		{"m is metres or millions", kids, "The cat's owner is 0.05m taller than Bo.", "cannot read the amount"},
		{"h is no unit read", films, "Gamma runs 2h longer than Ann's film.", "cannot read the amount"},
		{"an unknown glued unit", melons, "The galia was 3xq lighter than Bo's melon.", "cannot read the amount"},
	}
	wantRefused(t, cases)
}
