package english

// A schedule's slot (unseen34): "had the last slot of the morning", "was
// first through the door". In a puzzle with clock times and no row of
// places, a slot is an appointment's time and the door the surgery's:
// "the last slot" is the latest time, "first through the door" the
// earliest (as "seen first"). With a row of numbered places ("slot: 1, 2,
// 3") the words stay positions.go's.

// slotSuperlative is "the first/last/earliest/latest slot".
var slotSuperlative = lazyRE(`(?i)\b(the (?:first|last|earliest|latest|final|opening)) (?:time )?slot\b`)

// throughTheDoor is "first (last) through the door", "first in the door".
var throughTheDoor = lazyRE(`(?i)\b(first|last) (?:through|in at|in through|in) the door\b`)

// scheduleSlotSaid is s with a slot said as an appointment, or s itself.
func (mg *magazine) scheduleSlotSaid(s string) string {
	if !slotSuperlative.MatchString(s) && !throughTheDoor.MatchString(s) {
		return s
	}
	hasClock := false
	for _, nm := range mg.num {
		hasClock = hasClock || nm != nil && nm.class == clock
	}
	if !hasClock {
		return s
	}
	if _, err := mg.positionDomain(nil); err == nil {
		return s // a row of places: positions.go
	}
	s = slotSuperlative.ReplaceAllString(s, "$1 appointment")
	return throughTheDoor.ReplaceAllString(s, "$1")
}
