package english

import "testing"

// Phrasings of testdata/bank1 (issue 25), each construction in words
// other than the bank's.
func TestPublishedPhrasingsB1(t *testing.T) {
	const (
		staff   = "staff: Ann, Bo, Cy, Dee\njoined: 2001, 2003, 2005, 2007\ncommutes: 2 miles, 4 miles, 6 miles, 8 miles\nages: 30, 40, 50, 60\nClues:\n"
		tenure  = "staff: Ann, Bo, Cy\nservice: 5 years, 10 years, 15 years\ncommutes: 2 miles, 4 miles, 6 miles\nClues:\n"
		members = "members: Ann, Bo, Cy\nsince: March 1st, March 8th, March 15th\ndrives: 10 miles, 20 miles, 30 miles\nClues:\n"
	)
	cases := []struct{ why, head, sentence, want string }{
		// b1-03: "has been with the company longest" was the longest commute
		{"been with the firm longest: the earliest year joined", staff, "The one who has been with the firm longest is Bo.", "2001=Bo"},
		{"has worked here longest", staff, "Cy has worked here the longest.", "Cy=2001"},
		{"has lived in town shorter than: a later start", staff, "Ann has lived in town two years shorter than Dee.", "joined$Dee:Ann:+2"},
		{"the longest-serving", staff, "The longest-serving employee is Dee.", "2001=Dee"},
		{"has served longer than", staff, "Bo has served longer than the 40-year-old.", "joined$Bo:40"},
		{"joined longest ago", staff, "Ann joined longest ago.", "Ann=2001"},
		{"been a member longest: the earliest date", members, "Cy has been a member the longest.", "Cy=March 1st"},
		{"a length of time in years of service: the most", tenure, "Bo has been with the company longest.", "Bo=15 years"},
		{"has served 5 years longer: years of service", tenure, "Ann has served 5 years longer than Cy.", "service$Cy:Ann:+5"},
		{"the longest commute after been is the commute", staff, "Dee has been stuck with the longest commute.", "Dee=8 miles"},
		// b1-03: "A and B were hired in consecutive years" was read as "A is B"
		{"in consecutive years: one year apart", "staff: Ann, Bo, Cy, Dee\njoined: 2001, 2002, 2003, 2004\nages: 30, 40, 50, 60\nClues:\n", "Ann and the 40-year-old were hired in consecutive years.", "joined%Ann:40:+1"},
		{"in successive years", "staff: Ann, Bo, Cy\njoined: 2001, 2002, 2003\nClues:\n", "Bo and Cy started in successive years.", "joined%Bo:Cy:+1"},
		{"back-to-back years", "staff: Ann, Bo, Cy, Dee\njoined: 2001, 2002, 2003, 2004\nages: 30, 40, 50, 60\nClues:\n", "The 30-year-old and Dee arrived in back-to-back years.", "joined%30:Dee:+1"},
		{"on consecutive days", "guests: Al, Bo, Cy\ndays: May 3rd, May 4th, May 5th\nClues:\n", "Al and Cy checked in on consecutive days.", "days%Al:Cy:+1"},
		{"N years apart, hired: the year", staff, "Cy and Dee joined the firm four years apart.", "joined%Cy:Dee:+4"},
		{"N years apart in age", staff, "Ann and Bo are 20 years apart in age.", "ages%Ann:Bo:+20"},
		{"born N years apart: ages", staff, "Ann and Dee were born ten years apart.", "ages%Ann:Dee:+10"},
		{"are N years apart, of years (ages ten apart cannot be two apart: that reading is dropped)", staff, "Bo and Cy are two years apart.", "joined%Bo:Cy:+2"},
		{"the ages of A and B differ by", staff, "The ages of Bo and Dee differ by thirty years.", "ages%Bo:Dee:+30"},
		{"A's and B's commutes differ by", staff, "Ann's and Cy's commutes differ by 4 miles.", "commutes%Ann:Cy:+4"},
		{"differ in age by", staff, "Cy and Dee differ in age by 10 years.", "ages%Cy:Dee:+10"},
		// b1-02: "heavier than A's but lighter than everyone else's" was the lightest
		{"heavier than A but lighter than everyone else: second lightest", "boxes: Ann, Bo, Cy, Dee\nweights: 1 kg, 2 kg, 3 kg, 4 kg\nClues:\n", "Bo's box was heavier than Cy's but lighter than all the others.", "weights$Cy:Bo / Bo=2 kg"},
		{"cheaper than A but pricier than anyone else: second most", "buyers: Ann, Bo, Cy, Dee\nprices: $5, $6, $7, $8\nClues:\n", "Dee paid less than Ann but more than anyone else.", "prices$Dee:Ann / Dee=$7"},
		{"earlier than two, later than the rest: third", "runners: Al, Bo, Cy, Di, Ed\nstarts: 9:00am, 9:10am, 9:20am, 9:30am, 9:40am\nClues:\n", "Cy started later than Al and Bo but earlier than all the others.", "starts$Al:Cy / starts$Bo:Cy / Cy=9:20am"},
		{"a verb with no than: outweighed A but weighed less than everyone else", "boxes: Ann, Bo, Cy, Dee\nweights: 1 kg, 2 kg, 3 kg, 4 kg\nClues:\n", "Ann's box outweighed Dee's but weighed less than everyone else's.", "weights$Dee:Ann / Ann=2 kg"},
		{"younger than A but older than the rest", "kids: Al, Bo, Cy, Di\nages: 5, 6, 7, 8\nClues:\n", "Al is younger than Di but older than the rest.", "ages$Al:Di / Al=7"},
		// b1-02, b1-01: "by a pound and a half", "a dollar and a half less"
		{"outweighed by a pound and a half", "boxes: Ann, Bo, Cy\nweights: 1 kg, 2.5 kg, 4 kg\nClues:\n", "Cy's box outweighed Bo's by a kilogram and a half.", "weights$Bo:Cy:+150"},
		{"ahead by an hour and a half", "runners: Al, Bo, Cy\nfinishes: 1:00pm, 2:30pm, 4:00pm\nClues:\n", "Al finished ahead of Cy by an hour and a half.", "finishes$Al:Cy:+90"},
		{"later by one and a half hours", "runners: Al, Bo, Cy\nfinishes: 1:00pm, 2:30pm, 4:00pm\nClues:\n", "Bo arrived later than Al by one and a half hours.", "finishes$Al:Bo:+90"},
		{"a dollar and a half less: an amount, no ratio", "buyers: Ann, Bo, Cy\nprices: $2.00, $3.50, $5.00\nClues:\n", "Ann paid a dollar and a half less than Bo.", "prices$Ann:Bo:+150"},
		{"two and a half pounds more", "boxes: Ann, Bo, Cy\nweights: 1 lb, 3.5 lb, 6 lb\nClues:\n", "Cy's box weighed two and a half pounds more than Bo's.", "weights$Bo:Cy:+250"},
		// b1-03: a first and a last name together are one person
		{"first and last name, then a value", "first names: Ann, Bo, Cy\nsurnames: Ford, Gray, Hale\nages: 30, 40, 50\nClues:\n", "Bo Hale is 40.", "Bo=Hale / Bo=40"},
		{"full name with a relative clause", "first names: Ann, Bo, Cy\nsurnames: Ford, Gray, Hale\nages: 30, 40, 50\ntowns: Ely, Hove, Rye\nClues:\n", "Cy Ford, who is 30, lives in Rye.", "Cy=Ford / Cy=30 / Cy=Ford / Cy=Rye"},
		{"full name compared", "first names: Ann, Bo, Cy\nsurnames: Ford, Gray, Hale\nages: 30, 40, 50\nClues:\n", "Ann Gray is ten years older than Bo.", "Ann=Gray / ages$Bo:Ann:+10"},
		{"full name with an appositive superlative", "first names: Ann, Bo, Cy\nsurnames: Ford, Gray, Hale\nages: 30, 40, 50\ntowns: Ely, Hove, Rye\nClues:\n", "Bo Ford, the youngest, lives in Ely.", "Bo=Ford / Bo=30 / Bo=Ford / Bo=Ely"},
		{"two full names", "first names: Ann, Bo, Cy\nsurnames: Ford, Gray, Hale\nages: 30, 40, 50\nClues:\n", "Ann Hale is older than Cy Gray.", "Ann=Hale / Cy=Gray / ages$Cy:Ann"},
		// b1-03: "who joined in 2007 lives farther" dropped 2007 as an amount ("2007 lives")
		{"joined in YEAR, then a verb and a comparative", staff, "The one who joined in 2003 lives farther from work than anyone else.", "2003=8 miles"},
		{"from YEAR drives farther", staff, "The worker from 2005 drives farther than Ann.", "commutes$Ann:2005"},
		{"a count with a plural unit stays an amount: floors 1, 3, 5 are floors of those numbers, two floors up is +2 (not two places along)", "climbers: Al, Bo, Cy\nfloors: 1, 3, 5\nClues:\n", "Al lives 2 floors above Bo.", "floors$Bo:Al:+2"},
		// b1-01: "closer to the entrance than any other" is the end one
		{"closer to the landmark than any other", "Four huts stand in a row, numbered 1 to 4 going away from the gate.\n\nhuts: 1, 2, 3, 4\nnames: Ann, Bo, Cy, Di\nboats: canoe, dinghy, kayak, skiff\nClues:\n", "Bo's hut is closer to the gate than any other.", "Bo=1"},
		{"farther from the landmark than any other boat", "Four huts stand in a row, numbered 1 to 4 going away from the gate.\n\nhuts: 1, 2, 3, 4\nnames: Ann, Bo, Cy, Di\nboats: canoe, dinghy, kayak, skiff\nClues:\n", "The kayak is kept farther from the gate than any other boat.", "kayak=4"},
		{"nearer the landmark than anyone else", "Four huts stand in a row, numbered 1 to 4 going away from the gate.\n\nhuts: 1, 2, 3, 4\nnames: Ann, Bo, Cy, Di\nboats: canoe, dinghy, kayak, skiff\nClues:\n", "Cy is nearer the gate than anyone else.", "Cy=1"},
		{"closer than all the other huts", "Four huts stand in a row, numbered 1 to 4 going away from the gate.\n\nhuts: 1, 2, 3, 4\nnames: Ann, Bo, Cy, Di\nboats: canoe, dinghy, kayak, skiff\nClues:\n", "The skiff's hut is closer to the gate than all the other huts.", "skiff=1"},
		{"minutes apart of clock times", "racers: Al, Bo, Cy\nstarts: 9:00am, 9:30am, 10:00am\nClues:\n", "Al and Cy set off 30 minutes apart.", "starts%Al:Cy:+30"},
	}
	wantReadings(t, cases)
}

// Sentences near those constructions that say something the reader does
// not read, refused rather than read as something else.
func TestRefusedB1(t *testing.T) {
	const (
		lengths = "staff: Ann, Bo, Cy\ncommutes: 2 miles, 4 miles, 6 miles\nages: 30, 40, 50\nClues:\n"
	)
	wantRefused(t, []struct{ why, head, sentence, want string }{
		{"been longest with no time to measure: no commute", lengths, "The one who has been with the firm longest is Bo.", "no length of time"},
		{"A and B VERB ...: never A is B", lengths, "Ann and the 30-year-old went fishing together on Sunday.", "together"},
		{"A and B did something unread: never A is B", lengths, "Bo and the 40-year-old grew up on the same street.", "not that they are one"},
		{"miles apart without the category's noun: a distance between homes", lengths, "Ann and Bo live 2 miles apart.", "apart"},
		{"born apart with no ages", "staff: Ann, Bo, Cy\njoined: 2001, 2002, 2003\nClues:\n", "Ann and Bo were born a year apart.", "no ages"},
		{"three in consecutive years", lengths + "Ann, Bo and Cy were hired in consecutive years.\n", "Ann, Bo and the 40-year-old were hired in consecutive years.", "two things only"},
		{"not in consecutive years", "staff: Ann, Bo, Cy\njoined: 2001, 2002, 2003\nClues:\n", "Ann and Bo were not hired in consecutive years.", "not read"},
		{"outscored A but less than everyone else: ahead's direction is the category's", "players: Al, Bo, Cy, Di\nscores: 10, 20, 30, 40\nClues:\n", "Di outscored Al but scored less than everyone else.", "split it"},
		{"half more than: still ambiguous", "buyers: Ann, Bo, Cy\nprices: $2.00, $3.00, $4.00\nClues:\n", "Ann paid half more than Bo.", "ambiguous"},
		{"a name and a name with a comma: no full name", "first names: Ann, Bo, Cy\nsurnames: Ford, Gray, Hale\nages: 30, 40, 50\nClues:\n", "Ann, Gray is 40.", "3 items"},
		{"consecutive with no noun", "staff: Ann, Bo, Cy\njoined: 2001, 2002, 2003\nClues:\n", "Ann and Bo were consecutive.", "noun"},
		{"consecutive years among years that are not", "staff: Ann, Bo, Cy\njoined: 2001, 2003, 2005\nClues:\n", "Ann and Bo were hired in consecutive years.", "say which"},
	})
}
