package english

import "math"

// "The guest from Norway is staying one floor above Mr. Drummond" in a
// hotel whose rooms are 102, 205, 311 and 408: a room's floor is the first
// digit of its number. Read only where that makes the floors one to a
// room and consecutive (1, 2, 3, 4), so that N floors above is N rooms
// along the numbers, and no category is of floors itself.

// roomFloors is the category of such room numbers, or -1.
func (mg *magazine) roomFloors() int {
	found := -1
	for d, nm := range mg.num {
		if nm == nil || nm.class != number || verticalNouns[domainNoun(mg.p.Domains[d].Name)] {
			if nm != nil && verticalNouns[domainNoun(mg.p.Domains[d].Name)] {
				return -1 // a category of floors says the floors itself
			}
			continue
		}
		ok := true
		for i := range mg.p.N() {
			v := mg.p.Value(d, i)
			if v < 100 || v > 999 || i > 0 && v/100 != mg.p.Value(d, i-1)/100+1 {
				ok = false
				break
			}
		}
		if ok {
			if found >= 0 {
				return -1
			}
			found = d
		}
	}
	return found
}

// floorsAlong reports whether amount am counts floors ("one floor", "two
// storeys") along category d, the rooms whose first digit is the floor.
func (mg *magazine) floorsAlong(d int, am *amount) bool {
	return am != nil && floorUnits[singular(am.unit)] && am.v >= 1 && am.v == math.Trunc(am.v) && int(am.v) < mg.p.N() && mg.roomFloors() == d
}

var floorUnits = set("floor storey story level")
