package english

import "testing"

// Which categories are numeric, and in which unit their values are.
func TestNumericCategories(t *testing.T) {
	cases := []struct {
		why   string
		items []string
		class numClass
		vals  []int // after sorting by value
	}{
		{"money in cents", []string{"$6.99", "$5.99"}, money, []int{599, 699}},
		{"whole dollars and thousands", []string{"$1,500", "$1,000"}, money, []int{100000, 150000}},
		{"clock times in minutes", []string{"1:00pm", "11:30am", "12:00pm"}, clock, []int{690, 720, 780}},
		{"dates as days of the year", []string{"April 5th", "March 30th"}, date, []int{89, 95}},
		{"months", []string{"May", "January"}, month, []int{1, 5}},
		{"weekdays", []string{"Friday", "Monday"}, weekday, []int{1, 5}},
		{"years", []string{"1995", "1990"}, year, []int{1990, 1995}},
		{"heights in inches", []string{"6'0\"", "5'10\""}, height, []int{70, 72}},
		{"numbers with a unit", []string{"3 nights", "1 night"}, number, []int{1, 3}},
		{"ordinal words", []string{"second", "first"}, number, []int{1, 2}},
	}
	for _, tc := range cases {
		nm, vals, ok := numericDomain(tc.items)
		if !ok || nm.class != tc.class {
			t.Errorf("%s: numeric %v class %q, want %q", tc.why, ok, nm.class, tc.class)
			continue
		}
		_, got := sortByValue(tc.items, vals, nm.scale)
		for i := range got {
			if got[i] != tc.vals[i] {
				t.Errorf("%s: values %v, want %v", tc.why, got, tc.vals)
				break
			}
		}
	}
	for _, items := range [][]string{{"red", "green"}, {"$5", "7"}, {"1990", "1990"}} {
		if _, _, ok := numericDomain(items); ok {
			t.Errorf("%v read as numeric", items)
		}
	}
}
