package english

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"strings"
	"testing"

	"deduce/puzzle/logicgrid"
)

type semPuzzle struct {
	Name  string
	Cats  [][]any
	Arrs  [][][]string
	Clues []string
	Truth [][]bool
}

func TestTmpSemantics(t *testing.T) {
	set := os.Getenv("SEMSET")
	data, err := os.ReadFile("/tmp/e3/" + set + ".json")
	if err != nil {
		t.Skip()
	}
	var ps []semPuzzle
	if err := json.Unmarshal(data, &ps); err != nil {
		t.Fatal(err)
	}
	for _, sp := range ps {
		var head strings.Builder
		for _, c := range sp.Cats {
			var items []string
			for _, it := range c[1].([]any) {
				items = append(items, it.(string))
			}
			fmt.Fprintf(&head, "%s: %s\n", c[0].(string), strings.Join(items, ", "))
		}
		head.WriteString("Clues:\n")
		for i, clue := range sp.Clues {
			r, err := ReadSentences(context.Background(), "x", []byte(head.String()+clue+"\n"))
			if err != nil {
				fmt.Printf("REFUSED %s #%d %q: %v\n", sp.Name, i+1, clue, err)
				continue
			}
			p := r.Puzzle
			var ok []bool
			for _, cs := range r.Sentences[0].Readings {
				q := *p
				q.Clues = cs
				good := true
				for a, arr := range sp.Arrs {
					of := make([][]int, p.M())
					for d := range of {
						of[d] = make([]int, p.N())
					}
					// entity e = index of arr[0][e] in p.Domains[0]
					for e := range arr[0] {
						ent := indexOf(p.Domains[0].Items, arr[0][e])
						for d := range arr {
							of[d][ent] = indexOf(p.Domains[d].Items, arr[d][e])
						}
					}
					h := logicgrid.Check(&q, logicgrid.NewSolution(&q, of)) == nil
					if h != sp.Truth[i][a] {
						good = false
						break
					}
				}
				ok = append(ok, good)
			}
			status := "ok"
			switch {
			case !ok[0] && len(ok) > 1 && anyTrue(ok[1:]):
				status = "FIRST-WRONG"
			case !ok[0]:
				status = "MISREAD"
			case len(ok) > 1:
				status = "ok-alts"
			}
			if status != "ok" {
				fmt.Printf("%s %s #%d %q: %s\n", status, sp.Name, i+1, clue, strings.Join(PlainReadings(p, r.Sentences[0]), " || "))
			}
		}
	}
}

func indexOf(xs []string, x string) int {
	for i, y := range xs {
		if y == x {
			return i
		}
	}
	panic(x)
}

func anyTrue(bs []bool) bool {
	for _, b := range bs {
		if b {
			return true
		}
	}
	return false
}
