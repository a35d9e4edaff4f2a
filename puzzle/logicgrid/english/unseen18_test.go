package english

import "testing"

// The eighteenth blind set (testdata/unseen18, docs/results/english/unseen18.md):
// order and position (rows, a car park, floors, a race, a queue, a week, a
// festival's time slots), measured blind (seven exact, five refused), then
// fixed for ("the teacher's space number is one higher than", "nobody
// parked to the left of X", "directly in front of" and "at the back of
// the queue", "half an hour later in the morning than", "$150 more than
// the band that played right after it", "followed" read both ways): every
// puzzle reads exactly, none is misread.
func TestUnseen18Puzzles(t *testing.T) {
	blindSet(t, "testdata/unseen18", 12, `u18-01-five-houses u18-02-cinema-row u18-03-staff-car-park u18-04-class-lockers u18-05-apartment-floors
		u18-06-park-run u18-07-bakery-queue u18-08-dentist-week u18-09-cousins-birthdays u18-10-five-nations u18-11-bus-line u18-12-festival-stage`)
}

// Every sentence of unseen18 that is read, in every puzzle, holds at the
// written answer.
func TestUnseen18SentencesHold(t *testing.T) {
	blindSentencesHold(t, "testdata/unseen18", 100)
}
