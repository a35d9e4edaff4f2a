package english

import (
	"context"
	"strings"
	"testing"
)

// guardHead is the probe puzzle the misreadings were found with: people,
// pets, prices and towns, nothing ranked, no relations as categories.
const guardHead = "people: Ann, Bob, Cy, Dee\npets: cat, dog, emu, fox\nprices: $10, $20, $30, $40\ntowns: Avon, Bath, Crewe, Derby\n\nClues:\n"

// guardPlaces is a probe puzzle with a ranking.
const guardPlaces = "players: Ann, Bob, Cy, Dee\nplaces: 1st, 2nd, 3rd, 4th\ntowns: Avon, Bath, Crewe, Derby\n\nClues:\n"

// guardTimes is a probe puzzle with points in time and ages.
const guardTimes = "guests: Ann, Bob, Cy, Dee\narrivals: 9:00am, 10:00am, 11:00am, 12:00pm\nages: 20, 30, 40, 50\nrooms: red, blue, gold, pink\n\nClues:\n"

// guardReading is how one sentence after head reads (its readings in
// ClueText notation, " / " between clues, " || " between readings), or
// the error.
func guardReading(head, sentence string) (string, error) {
	r, err := ReadSentences(context.Background(), "s", []byte(head+"1. "+sentence+"\n"))
	if err != nil {
		return "", err
	}
	var alts []string
	for _, cs := range r.Sentences[0].Readings {
		var got []string
		for _, c := range cs {
			got = append(got, r.Puzzle.ClueText(c))
		}
		alts = append(alts, strings.Join(got, " / "))
	}
	return strings.Join(alts, " || "), nil
}

// Each sentence the reader once read as "X is Y" when its words say
// something else, with what it now reads as (want) or the refusal's words
// (refused); and ordinary sentences that must still read as identity.
func TestGuardNeverReadsAsIdentity(t *testing.T) {
	const (
		couples = "husbands: Al, Bo, Cy\nwives: Di, Em, Flo\ntowns: Avon, Bath, Crewe\nClues:\n"
		race    = "runners: Ann, Bob, Cy\nplaces: 1st, 2nd, 3rd\nprices: $10, $20, $30\nClues:\n"
		scores  = "players: Ann, Bob, Cy\nscores: 10, 20, 30\ntowns: Avon, Bath, Crewe\nClues:\n"
		row     = "house: 1, 2, 3\npeople: Ann, Bob, Cy\npets: cat, dog, emu\nClues:\n"
		prizes  = "winners: Ann, Bob, Cy\nprizes: cup, medal, ribbon\ntowns: Avon, Bath, Crewe\nClues:\n"
		gifts   = "cousins: Ann, Bob, Cy\npresents: kite, jigsaw, book\nages: 6, 7, 8\nClues:\n"
	)
	cases := []struct{ why, head, sentence, want, refused string }{
		// identity, as before
		{"a plain identity", guardHead, "The cat owner is Ann.", "cat=Ann", ""},
		{"belongs to is identity", guardHead, "The dog belongs to Bob.", "dog=Bob", ""},
		{"went to is identity", guardHead, "The fox went to Dee.", "fox=Dee", ""},
		{"bought is identity", guardHead, "Ann bought the dog.", "Ann=dog", ""},
		{"won by is identity", prizes, "The prize was won by Ann.", "", "1 item"},
		{"the cup was won by Ann", prizes, "The cup was won by Ann.", "cup=Ann", ""},
		{"visited a place, not a person: identity", guardHead, "Ann visited Crewe.", "Ann=Crewe", ""},
		{"met on a date: no person met", "members: Ann, Bob, Cy\ndates: March 1st, March 2nd, March 3rd\nbooks: Dune, Emma, Ulysses\nClues:\n", "The person who read Emma met on March 3rd.", "Emma=March 3rd", ""},
		{"the friend with: a person, no relation", "friends: Ann, Bob, Cy\nsnacks: pretzel, popcorn, nachos\ntowns: Avon, Bath, Crewe\nClues:\n", "The friend with the pretzel is from Bath.", "pretzel=Bath", ""},
		// a verb of one person acting on another: two different people
		{"phoned: the caller is not Ann", guardHead, "The person from Crewe phoned Ann.", "Crewe*Ann", ""},
		{"met the person from: different", guardHead, "Ann met the person from Crewe.", "Ann*Crewe", ""},
		{"the one who met Ann is someone else", guardHead, "The person who met Ann owns the dog.", "Ann*dog", ""},
		{"phoned by, passive", guardHead, "Ann was phoned by the person from Crewe.", "Ann*Crewe", ""},
		{"envies the cat owner", guardHead, "Bob envies the cat owner.", "Bob*cat", ""},
		{"sat with", guardHead, "The dog owner sat with Cy.", "dog*Cy", ""},
		{"came with the cat owner", guardHead, "Ann came with the cat owner.", "Ann*cat", ""},
		{"arrived with the person from Crewe", guardHead, "Ann arrived with the person from Crewe.", "Ann*Crewe", ""},
		{"works for the cat owner", guardHead, "Ann works for the cat owner.", "Ann*cat", ""},
		{"looks like the cat owner", guardHead, "Ann looks like the cat owner.", "Ann*cat", ""},
		{"the dog came with Ann: no person acting, identity", guardHead, "The dog came with Ann.", "dog=Ann", ""},
		{"came together: refused", guardHead, "Ann and the cat owner came together.", "", "together"},
		{"Ann's age, no category of ages: refused", guardHead, "The cat owner is Ann's age.", "", "another person's attribute"},
		{"Ann's age with a category of ages: hers", "people: Ann, Bob, Cy\nages: 20, 30, 40\npets: cat, dog, emu\nClues:\n", "Ann's age is 30.", "Ann=30", ""},
		{"married, no spouses category", guardHead, "Ann married the person from Crewe.", "Ann*Crewe", ""},
		{"visited, with two categories of people: refused (it may pair them)", "patients: Ann, Bob, Cy\ndoctors: Mr Ames, Mrs Bell, Mr Cole\ntowns: Avon, Bath, Crewe\nClues:\n", "The person from Crewe visited Mrs Bell.", "", "two categories of people"},
		{"dislikes a person, with two categories of people: refused", "patients: Ann, Bob, Cy\ndoctors: Mr Ames, Mrs Bell, Mr Cole\ntowns: Avon, Bath, Crewe\nClues:\n", "Ann dislikes Mrs Bell.", "", "two categories of people"},
		{"married, with husbands and wives: the couple", couples, "Al married Em.", "Al=Em", ""},
		{"is married to, with husbands and wives", couples, "Bo is married to the woman from Bath.", "Bo=Bath", ""},
		// relation nouns
		{"X is Y's sister: not Y", guardHead, "The cat owner is Ann's sister.", "cat*Ann", ""},
		{"X is the sister of Y: not Y", guardHead, "Ann is the sister of the cat owner.", "Ann*cat", ""},
		{"X is friends with Y: not Y", guardHead, "Ann is friends with the cat owner.", "Ann*cat", ""},
		{"X is the cat owner's daughter: not the cat owner", guardHead, "Ann is the cat owner's daughter.", "Ann*cat", ""},
		{"a team's coach is the team's person: identity", "teams: Owls, Rams, Pumas\npeople: Ann, Bob, Cy\ntowns: Avon, Bath, Crewe\nClues:\n", "The Owls' coach is Ann.", "Owls=Ann", ""},
		{"the coach of a team: identity", "teams: Owls, Rams, Pumas\npeople: Ann, Bob, Cy\ntowns: Avon, Bath, Crewe\nClues:\n", "The coach of the Rams is from Bath.", "Rams=Bath", ""},
		{"A and B are sisters: different", guardHead, "Ann and the fox owner are sisters.", "Ann*fox", ""},
		{"Ann's brother owns: no category of brothers", guardHead, "Ann's brother owns the fox.", "", "no category of brothers"},
		{"Ann's sister compared: refused", guardHead, "Ann's sister paid more than Bob.", "", "no category of sisters"},
		{"the friend of Ann: refused", guardHead, "The friend of Ann owns the dog.", "", "no category of friends"},
		{"X is not Y's sister: refused (not X is Y)", guardHead, "The cat owner is not Ann's sister.", "", "no category of sisters"},
		{"Y's husband with a category of husbands: identity", couples, "Di's husband is Bo.", "Di=Bo", ""},
		{"Y's husband was not, with husbands: not", couples, "Flo's husband was not Cy.", "Flo*Cy", ""},
		{"Y's bride, with wives: the couple", couples, "Al's bride is from Avon.", "Al=Avon", ""},
		{"neighbours along a row", row, "Ann and Bob are neighbours.", "house%Ann:Bob:1", ""},
		// negative-sense verbs: not
		{"allergic to", guardHead, "Ann is allergic to the cat.", "Ann*cat", ""},
		{"dislikes", guardHead, "Ann dislikes the fox.", "Ann*fox", ""},
		{"steered clear of (was read as having it)", guardHead, "Ann steered clear of the dog.", "Ann*dog", ""},
		{"kept clear of a town (was read as living there)", guardHead, "Bob kept clear of Bath.", "Bob*Bath", ""},
		{"afraid of", guardHead, "Bob is afraid of the dog.", "Bob*dog", ""},
		{"hates", guardHead, "Cy hates the emu.", "Cy*emu", ""},
		{"lives far from a town: not there", guardHead, "Ann lives far from Crewe.", "Ann*Crewe", ""},
		{"lives just outside a town: not in it", guardHead, "The cat owner lives just outside Bath.", "cat*Bath", ""},
		{"looking for: refused", guardHead, "Ann is looking for the dog.", "", "did not (or may not) happen"},
		{"can't stand, already a negation", guardHead, "Ann can't stand the dog.", "Ann*dog", ""},
		{"a second negation: refused", guardHead, "Ann doesn't dislike the dog.", "", "negation"},
		{"hates something no item names: the rest as before", "diners: Al, Bo, Cy\nmains: tuna, ham, egg\ndrinks: tea, milk, juice\nClues:\n", "Cy hates fish, so she didn't order the tuna.", "Cy*tuna", ""},
		{"the one who hates the cat is from Crewe: not the cat owner", guardHead, "The person who hates the cat is from Crewe.", "cat*Crewe", ""},
		// modal and counterfactual words
		{"nearly chose", guardHead, "Ann nearly chose the dog.", "", "did not (or may not) happen"},
		{"hoped to buy", guardHead, "Ann hoped to buy the dog.", "", "did not (or may not) happen"},
		{"was offered", guardHead, "Ann was offered the dog.", "", "did not (or may not) happen"},
		{"wishes she had", guardHead, "Ann wishes she had the dog.", "", "did not (or may not) happen"},
		{"almost bought", guardHead, "Ann almost bought the dog.", "", "did not (or may not) happen"},
		{"would have", guardHead, "Ann would have bought the dog.", "", "did not (or may not) happen"},
		{"wanted X but got Y: Y and not X", guardHead, "Ann wanted the dog but got the emu.", "Ann*dog / Ann=emu", ""},
		{"nearly chose X, but chose Y", guardHead, "Bob nearly chose the cat, but chose the fox.", "Bob*cat / Bob=fox", ""},
		{"used to own", guardHead, "Ann used to own the dog.", "", "did not (or may not) happen"},
		{"no longer, once read as a comparison", guardHead, "Ann no longer owns the dog.", "", "did not (or may not) happen"},
		{"probably", guardHead, "Ann probably owns the dog.", "", "did not (or may not) happen"},
		{"claims", guardHead, "Ann claims to own the dog.", "", "did not (or may not) happen"},
		{"wanted, in a puzzle of presents: the present", gifts, "The cousin who wanted a kite is 7.", "kite=7", ""},
		// everyone except
		// (bank11: read since, as the others' bound and its negation of the one left out)
		{"everyone except Ann: she is not over $10, the others are", guardHead, "Everyone except Ann has a pet that costs more than $10.", "Ann=$10 / prices$$10:Bob / prices$$10:Cy / prices$$10:Dee", ""},
		{"everyone but Ann", guardHead, "Everyone but Ann has a pet that costs more than $10.", "Ann=$10 / prices$$10:Bob / prices$$10:Cy / prices$$10:Dee", ""},
		{"everyone except a description: still refused", guardHead, "Everyone except the cat owner has a pet that costs more than $10.", "", "everyone except"},
		// approximate amounts
		{"about an amount", guardHead, "Ann paid about $20.", "", "approximate"},
		{"roughly a difference", guardHead, "Ann paid roughly $20 more than Bob.", "", "approximate"},
		{"about, no amount after it: as before", guardHead, "Ann, who paid $20, is from Bath.", "Ann=$20 / Ann=Bath", ""},
		// inclusive bounds
		{"or more is inclusive", guardHead, "Ann paid $20 or more.", "Ann~$20|$30|$40", ""},
		{"or less is inclusive", guardHead, "Ann paid $20 or less.", "Ann~$10|$20", ""},
		{"at least, as before", guardHead, "Ann paid at least $20.", "Ann~$20|$30|$40", ""},
		{"at most after the value, once read as the value itself", guardHead, "Ann paid $20 at most.", "Ann~$10|$20", ""},
		{"at least after the value", guardHead, "The dog cost $30 at least.", "dog~$30|$40", ""},
		{"up to, once read as the value itself", guardHead, "Ann paid up to $30.", "Ann~$10|$20|$30", ""},
		{"at least N apart, the reader's own", "house: 1, 2, 3, 4\npeople: Ann, Bob, Cy, Dee\npets: cat, dog, emu, fox\nClues:\n", "Bob and Ann are at least 2 houses apart.", "Bob|1|Ann|2 / Bob|2|Ann|3 / Bob|2|Ann|1 / Bob|3|Ann|4 / Bob|3|Ann|2 / Bob|4|Ann|3", ""},
		{"or over, once read as the value itself", guardHead, "Ann paid $20 or over.", "Ann~$20|$30|$40", ""},
		{"or under, once read as the value itself", guardHead, "The cat cost $30 or under.", "cat~$10|$20|$30", ""},
		{"or later along times", "guests: Ann, Bob, Cy\narrivals: 9:00am, 10:00am, 11:00am\nrooms: red, blue, gold\nClues:\n", "Bob arrived at 10:00am or later.", "Bob~10:00am|11:00am", ""},
		// times, decades, values at another time
		{"arrived by a time: at or before it", guardTimes, "Ann arrived by 10:00am.", "Ann~9:00am|10:00am", ""},
		{"booked by a person: identity", guardTimes, "The red room was booked by Ann.", "red=Ann", ""},
		{"by car at a time: the time", guardTimes, "Ann arrived by car at 10:00am.", "Ann=10:00am", ""},
		{"in her 30s: the ages in that range (decade.go)", guardTimes, "Ann is in her 30s.", "Ann=30", ""},
		{"in the 30s of ages: refused (a decade of years, or of temperatures?)", guardTimes, "Ann is in the 30s.", "", "decade"},
		{"30 or so: approximate", guardTimes, "Ann is 30 or so.", "", "approximate"},
		{"will be 30 next year: another time", guardTimes, "Ann will be 30 next year.", "", "another time"},
		{"will be in a room: no value at another time", guardTimes, "The 9:00am guest will be in the red room.", "9:00am=red", ""},
		{"turned 30: her age", guardTimes, "Ann turned 30.", "Ann=30", ""},
		{"moved from a room: no longer hers", guardTimes, "Ann was moved from the red room.", "", "did not (or may not) happen"},
		// over and under: strict bounds
		{"over, once read as the value itself", guardHead, "Ann paid over $20.", "prices$$20:Ann", ""},
		{"under, once read as the value itself", guardHead, "The cat owner paid under $20.", "prices$cat:$20", ""},
		{"not over: at most", guardHead, "Ann didn't pay over $20.", "Ann~$10|$20", ""},
		{"in excess of", guardHead, "Dee paid in excess of $30.", "prices$$30:Dee", ""},
		{"over a difference: refused", guardHead, "Ann paid over $20 more than Bob.", "", "bound on a difference"},
		{"over, no value after it: as before", guardHead, "Ann, who lives over in Bath, owns the cat.", "Ann=Bath / Ann=cat", ""},
		// beat
		{"beat with nothing ranked: refused", guardHead, "Bob beat Ann.", "", "\"prices\" is none"},
		{"beat along places", race, "Bob beat Ann.", "places$Bob:Ann", ""},
		{"beat along scores", scores, "Bob beat Ann.", "scores$Ann:Bob", ""},
	}
	for _, tc := range cases {
		got, err := guardReading(tc.head, tc.sentence)
		switch {
		case tc.refused != "":
			if err == nil || !strings.Contains(err.Error(), tc.refused) {
				t.Errorf("%s: %q read as %q (err %v), want a refusal saying %q", tc.why, tc.sentence, got, err, tc.refused)
			}
		case err != nil:
			t.Errorf("%s: %q: %v", tc.why, tc.sentence, err)
		case got != tc.want:
			t.Errorf("%s: %q read as %q, want %q", tc.why, tc.sentence, got, tc.want)
		}
	}
}

// Every phrase of guardRules, in a sentence the reader would otherwise
// read as "Ann is the dog owner" (or a plain comparison), is read as
// "not" or refused: no row of the table is dead.
func TestGuardEveryPhrase(t *testing.T) {
	for _, rule := range guardRules {
		for _, ph := range rule.phrases {
			var sentence, want string // want "" means refused
			head := guardHead
			switch rule.sense {
			case senseByTime:
				head, sentence, want = guardTimes, "Ann arrived "+ph+" 10:00am.", "Ann~9:00am|10:00am"
			case senseDecade:
				head, sentence = guardTimes, "Ann is "+ph+" 30s."
				if ph == "in her" || ph == "in his" || ph == "in their" {
					want = "Ann=30" // the ages from 30 to 39 (decade.go)
				}
			case senseShifted:
				head, sentence = guardTimes, "Ann is 30 "+ph+"."
				if strings.HasPrefix(ph, "will") {
					sentence = "Ann " + ph + " 30."
				}
			case senseActsOn:
				sentence, want = "The person from Crewe "+ph+" Ann.", "Crewe*Ann"
			case senseKin:
				sentence, want = "The dog owner is Ann's "+ph+".", "dog*Ann"
				if positionWords[ph] {
					want = "" // refused: no row to be neighbours in
				}
			case senseTogether:
				sentence = "Ann and the dog owner came " + ph + "."
			case senseAttribute:
				sentence = "The dog owner is Ann's " + ph + "."
			case senseNot:
				sentence, want = "Ann "+ph+" the dog.", "Ann*dog"
				if strings.HasSuffix(ph, " to") || strings.HasSuffix(ph, " of") {
					sentence = "Ann is " + ph + " the dog."
				}
			case senseUnreal:
				sentence = "Ann " + ph + " the dog."
			case senseException:
				sentence = "The dog went to everyone " + ph + " Ann."
			case senseApproximate:
				sentence = "Ann paid " + ph + " $20."
			case senseAtLeast:
				sentence, want = "Ann paid $20 "+ph+".", "Ann~$20|$30|$40"
			case senseAtMost:
				sentence, want = "Ann paid $20 "+ph+".", "Ann~$10|$20"
			case senseOver:
				sentence, want = "Ann paid "+ph+" $20.", "prices$$20:Ann"
			case senseUnder:
				sentence, want = "Ann paid "+ph+" $20.", "prices$Ann:$20"
			case senseRanking:
				sentence = "Bob " + ph + " Ann."
			case senseEliminated:
				head, sentence = guardPlaces, "The first player "+ph+" was Ann."
			}
			if sentence == "" {
				t.Fatalf("no sentence for the phrases of sense %d", rule.sense)
			}
			got, err := guardReading(head, sentence)
			switch {
			case rule.sense == senseAtLeast || rule.sense == senseAtMost:
				// "paid $20 or older" compares nothing the reader knows:
				// refused; read, it is the inclusive bound
				if err == nil && got != want {
					t.Errorf("%q: read as %q, want %q or refused (%s)", sentence, got, want, rule.reason)
				}
			case want == "":
				if err == nil {
					t.Errorf("%q: read as %q, want refused (%s)", sentence, got, rule.reason)
				}
				if rule.sense == senseEliminated && err != nil && !strings.Contains(err.Error(), "going out") {
					t.Errorf("%q: refused for another reason: %v", sentence, err)
				}
			case err != nil:
				t.Errorf("%q: %v, want %q", sentence, err, want)
			case got != want:
				t.Errorf("%q: read as %q, want %q (%s)", sentence, got, want, rule.reason)
			}
		}
	}
}
