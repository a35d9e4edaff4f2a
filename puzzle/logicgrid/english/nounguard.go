package english

// The noun compared (unseen34): "Colm's route number is lower than
// Eunice's", "has a lower route number" compare routes. Where the routes
// are no numbers ("red, blue, green") they cannot be compared, and the
// comparison is refused, never moved to another category that is numbers
// (it was read as a shorter journey time).

// magnitudeWords compare magnitudes (not times: "Ann's train left earlier"
// compares when the train left).
var magnitudeWords = set("lower higher bigger smaller larger greater more less fewer lowest highest biggest smallest largest greatest most least fewest")

// nounNotCompared is an error when the noun right before the comparative
// at ("route number is lower") or right after it ("a lower route number")
// names a category whose items are no numbers and no category in fit.
func (mg *magazine) nounNotCompared(ts []tok, at int, fit []int) error {
	if !magnitudeWords[ts[at].w] {
		return nil
	}
	var nouns []int
	k := at - 1
	for k >= 0 && !mg.mentioned(k) && nounGlue[ts[k].w] {
		k--
	}
	if k >= 0 && k < at-1 && !mg.mentioned(k) {
		nouns = append(nouns, k) // "route (number) is lower"
	}
	if j := at + 1; j < len(ts) && !mg.mentioned(j) {
		nouns = append(nouns, j) // "a lower route number"
	}
	for _, k := range nouns {
		w := ts[k].w
		named := false
		for _, d := range fit {
			named = named || hasCue(mg.lx.cues[d], w)
		}
		if named {
			return nil
		}
		for d, nm := range mg.num {
			if nm == nil && d > 0 && hasCue(mg.lx.cues[d], w) && (k < at || wordAt(ts, k+1) == "number" || wordAt(ts, k+1) == "numbers") {
				return errorf("%q %q: the %s are not numbers, so they cannot be compared", ts[at].raw, w, mg.p.Domains[d].Name)
			}
		}
	}
	return nil
}

// nounGlue are the words between a compared noun and its comparative:
// "route number is lower", "route was higher".
var nounGlue = set("number numbers is was are were has had")
