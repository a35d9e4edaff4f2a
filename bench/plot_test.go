package bench

import "testing"

// Every log axis gets at least two labelled ticks, whatever its range: a
// range inside one decade (0.3–0.9 ms) used to get none.
func TestLogTicksLabelled(t *testing.T) {
	tests := []struct {
		name     string
		min, max float64
		want     []string // labels that must be present
	}{
		{"inside one decade gets 1-2-3-5 labels", 0.3, 0.9, []string{"0.3", "0.5"}},
		{"two decades get 1-2-5 labels", 0.05, 4, []string{"0.05", "0.1", "0.2", "0.5", "1", "2"}},
		{"wide ranges get powers of ten, plainly written", 0.01, 20000, []string{"0.01", "1", "100", "10000"}},
		{"sub-microsecond ranges stay readable", 0.0004, 0.003, []string{"0.0005", "0.001", "0.002"}},
	}
	for _, tc := range tests {
		labels := map[string]bool{}
		n := 0
		for _, tk := range (logTicks{}).Ticks(tc.min, tc.max) {
			if tk.Value < tc.min*0.999 || tk.Value > tc.max*1.001 {
				t.Errorf("%s: tick %v outside [%v, %v]", tc.name, tk.Value, tc.min, tc.max)
			}
			if tk.Label != "" {
				labels[tk.Label] = true
				n++
			}
		}
		if n < 2 {
			t.Errorf("%s: %d labelled ticks", tc.name, n)
		}
		for _, w := range tc.want {
			if !labels[w] {
				t.Errorf("%s: no tick labelled %q (have %v)", tc.name, w, labels)
			}
		}
	}
	if ticks := (logTicks{}).Ticks(0, 10); ticks != nil {
		t.Errorf("a log axis cannot start at 0: want no ticks, got %v", ticks)
	}
}

// Size axes are labelled with whole numbers only.
func TestIntTicks(t *testing.T) {
	for _, tk := range (intTicks{}).Ticks(2, 16) {
		if tk.Value != float64(int(tk.Value)) {
			t.Errorf("tick %v is not a whole size", tk.Value)
		}
	}
	if n := len((intTicks{}).Ticks(2, 16)); n < 5 || n > 15 {
		t.Errorf("%d ticks for sizes 2..16", n)
	}
}
