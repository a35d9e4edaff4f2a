package puzzle

import (
	"encoding/json"
	"testing"
)

func TestFactJSONShapes(t *testing.T) {
	cases := []struct {
		why  string
		f    Fact
		want string
	}{
		{"grid fix: row, col, value", CellFact(3, 5, "+", false), `{"row":3,"col":5,"value":"+"}`},
		{"grid exclusion carries not", CellFact(1, 2, "-", true), `{"row":1,"col":2,"value":"-","not":true}`},
		{"pair same", PairFact("Smith", "teacher", true), `{"a":"Smith","b":"teacher","same":true}`},
		{"pair different still prints same:false", PairFact("doctor", "red", false), `{"a":"doctor","b":"red","same":false}`},
		{"quotes escaped", PairFact(`a"b`, "c", true), `{"a":"a\"b","b":"c","same":true}`},
	}
	for _, c := range cases {
		b, err := json.Marshal(c.f)
		if err != nil {
			t.Fatalf("%s: %v", c.why, err)
		}
		if string(b) != c.want {
			t.Errorf("%s: got %s, want %s", c.why, b, c.want)
		}
		var v any
		if err := json.Unmarshal(b, &v); err != nil {
			t.Errorf("%s: not valid JSON: %v", c.why, err)
		}
	}
}

func TestMistakes(t *testing.T) {
	sol := []Fact{CellFact(1, 1, "+", false), CellFact(1, 2, "-", false), PairFact("Smith", "teacher", true)}
	cases := []struct {
		why   string
		state State
		want  int
	}{
		{"empty state has no mistakes", nil, 0},
		{"a true fix", State{CellFact(1, 1, "+", false)}, 0},
		{"a wrong fix", State{CellFact(1, 1, "-", false)}, 1},
		{"a true exclusion", State{CellFact(1, 1, "-", true)}, 0},
		{"excluding the solution's value is wrong", State{CellFact(1, 2, "-", true)}, 1},
		{"pair facts hold either way round", State{PairFact("teacher", "Smith", true)}, 0},
		{"a wrong different-pair", State{PairFact("Smith", "teacher", false)}, 1},
		{"a true different-pair", State{PairFact("Smith", "doctor", false)}, 0},
		{"a wrong same-pair", State{PairFact("Smith", "doctor", true)}, 1},
	}
	for _, c := range cases {
		if got := Mistakes(c.state, sol); len(got) != c.want {
			t.Errorf("%s: %d mistakes %v, want %d", c.why, len(got), got, c.want)
		}
	}
}

func TestNegate(t *testing.T) {
	f := CellFact(2, 4, "+", false)
	if g := f.Negate(); !g.Not || g.Negate() != f {
		t.Errorf("grid negation: %v", g)
	}
	p := PairFact("a", "b", true)
	if q := p.Negate(); q.Same || !q.IsPair() || q.String() != "a*b" {
		t.Errorf("pair negation: %v", q)
	}
}
