package english

import "math"

// "The Felton runner finished two places behind the runner from Camden"
// in a race with finishing times and no category of places: two places
// along the times (the second-slower time after Camden's), not two of
// the times' units. Read as a step of positions along the contest's one
// score or time (contestRank), whose items stand in order of their values.

// placesAlong reports whether amount am counts places ("two places",
// "one spot") along category d, the contest's ranking by score or time in
// a puzzle with no category of places.
func (mg *magazine) placesAlong(d int, am *amount) bool {
	if am == nil || !stepUnits[am.unit] || am.v < 1 || am.v != math.Trunc(am.v) || int(am.v) >= mg.p.N() || mg.onlyRank() >= 0 || mg.isOrdinal(d) {
		return false
	}
	r, _ := mg.contestRank()
	return r == d
}
