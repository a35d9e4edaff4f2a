package english

import "testing"

func TestDbgFixu31(t *testing.T) {
	const veg = "growers: Ann, Bo, Cy, Di\nplot numbers: 3, 7, 12, 15\ncrops: leeks, marrows, onions, runner beans\nweights: 2.5 kg, 4 kg, 6.5 kg, 9 kg\nClues:\n"
	for _, c := range [][2]string{
		{veg, "The marrow, at 9 kg, was the heaviest exhibit."},
		{veg, "The marrow was the heaviest exhibit, but it wasn't grown on plot 15."},
		{veg, "The marrow, at 9 kg, was the heaviest exhibit, but it wasn't grown on plot 15."},
		{veg, "The marrow, at 9 kg, wasn't grown on plot 15."},
		{veg, "The marrow weighed 9 kg, but it wasn't grown on plot 15."},
		{veg, "Cy, whose plot backs on to the railway line, grows neither leeks nor runner beans."},
		{veg, "Cy grows neither leeks nor runner beans."},
	} {
		got, err := readingsOf(c[0], c[1])
		t.Logf("%s => %s %v", c[1], got, err)
	}
}
