package english

// A racer "came in" or "came home" when they finished (unseen37): "Ivor
// came in after Fenella", "Gus came home two minutes behind Ann". Said in
// a race (the story names one, or another clue says who finished where),
// a later finish is a longer time of a category of durations, as
// "finished after" is (finishedAfter). Anywhere else "came in" may be an
// arrival, which no duration measures: left to the other readings.

// cameInAt reports whether the words before at say "came in" or "came
// home" (any tense of come) of a race.
func (mg *magazine) cameInAt(ts []tok, at int) bool {
	for k := 0; k+1 < at; k++ {
		if !mg.mentioned(k) && comeWords[ts[k].w] && (ts[k+1].w == "in" || ts[k+1].w == "home") && !mg.mentioned(k+1) {
			return mg.raceStory() || mg.finishSaid()
		}
	}
	return false
}

var comeWords = set("came come comes coming")

// finishSaid reports whether a clue of the puzzle says someone finished
// ("finished first", "finished 3 minutes behind"): the puzzle is a race.
func (mg *magazine) finishSaid() bool {
	for _, c := range mg.clueTexts {
		for _, w := range words(c) {
			if finishWords[w] {
				return true
			}
		}
	}
	return false
}
