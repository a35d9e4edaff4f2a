package fd

import "testing"

// TestVarChoice pins the variable each variable choice picks first; ties
// go to the leftmost variable, as in SICStus.
func TestVarChoice(t *testing.T) {
	cases := []struct {
		how  VarChoice
		want int
		why  string
	}{
		{Leftmost, 0, "first unfixed in the list (x5 is fixed and skipped anyway)"},
		{SmallestMin, 1, "smallest lower bound, -5"},
		{LargestMax, 2, "largest upper bound, 20"},
		{FirstFail, 3, "smallest domain, 2 values (x6 ties with it but is further right)"},
		{AntiFirstFail, 2, "largest domain, 21 values"},
		{MaxRegret, 4, "largest gap between its two smallest values, 0 → 10"},
		{Occurrence, 0, "most live constraints: x0 is in three"},
		{FFC, 6, "smallest domain, tie between x3 and x6 broken by constraints: x6 has two"},
	}
	for _, c := range cases {
		s := New()
		vars := []Var{
			s.IntVar(0, 4), s.IntVar(-5, -2), s.IntVar(0, 20), s.IntVar(6, 7),
			s.IntVarValues([]int{0, 10, 11}), s.IntVar(3, 3), s.IntVar(8, 9),
		}
		ne := func(i, j int) {
			if err := s.Linear([]int{1, -1}, []Var{vars[i], vars[j]}, Ne, 0); err != nil {
				t.Fatal(err)
			}
		}
		ne(0, 1)
		ne(0, 2)
		ne(0, 6)
		ne(6, 2)
		i, x := s.selectVar(vars, 0, c.how)
		if i != c.want || x != vars[c.want] {
			t.Errorf("%v picks x%d; want x%d (%s)", c.how, i, c.want, c.why)
		}
	}
}
