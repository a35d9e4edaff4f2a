package english

import "testing"

// The thirty-ninth blind set (testdata/unseen39): rows and positions
// (houses, seats, lockers, bays, floors, stalls, slots), some in the
// plain numbered benchmark voice, three with a word of two categories
// (Rose the gardener and the rose). The end measure of 2026-11-28, taken
// once on the reader as it stood: 3 exact, 8 refused, 1 misread (u39-05,
// two solutions: "Driftwood Films, which employs six people, is somewhere
// above Apex Legal" dropped the relative clause); 80 of 95 sentences read,
// that one wrongly. Fixed for that sentence only ("six people" of "6
// staff"; a relative clause that names no item is refused, never dropped);
// not fixed for its refusals then. 2026-11-29, its refusals fixed as
// general readings (phrasings_fix39_test.go): 11 exact; u39-10 is still
// refused ("sat directly to her right": facing which way? and a position
// in an if-then clue).
func TestUnseen39Puzzles(t *testing.T) {
	blindSet(t, "testdata/unseen39", 12, `u39-01-elm-row u39-02-front-row u39-03-swim-lockers u39-04-staff-car-park u39-05-quay-house u39-06-quay-market u39-07-piano-tuner u39-08-phone-in u39-09-allotment-fence u39-11-county-final u39-12-orchard-terrace`)
}

// Every sentence of unseen39 that is read holds at the written answer.
func TestUnseen39SentencesHold(t *testing.T) {
	blindSentencesHold(t, "testdata/unseen39", 93)
}
