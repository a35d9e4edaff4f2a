package english_test

import (
	"context"
	"fmt"

	"deduce/puzzle"
	"deduce/puzzle/logicgrid"
	"deduce/puzzle/logicgrid/english"
)

func ExampleRead() {
	text := `people: Irene, Ned, Oliver
drinks: tea, water, cola
prices: $5.99, $6.99, $7.99
Clues:
1. The one who got the cola paid 2 dollars more than Irene.
2. Ned got the water.
3. Oliver paid more than Ned.
`
	p, err := english.Read("drinks.txt", []byte(text))
	if err != nil {
		fmt.Println(err)
		return
	}
	r, _ := logicgrid.Count(context.Background(), p, puzzle.SolveOptions{Limit: 2})
	fmt.Println(r.Count, "solution")
	fmt.Print(r.Solutions[0].(*logicgrid.Solution))
	// Output:
	// 1 solution
	// Irene, tea, $5.99
	// Ned, water, $6.99
	// Oliver, cola, $7.99
}

func ExampleRead_error() {
	text := "people: Irene, Oliver\ndrinks: tea, cola\nClues:\nOliverr got the tea.\n"
	_, err := english.Read("drinks.txt", []byte(text))
	fmt.Println(err)
	// Output:
	// drinks.txt:4:1: cannot read clue "Oliverr got the tea.": it names 1 item(s); "Oliverr": did you mean "Oliver"?
}

func ExampleShowReading() {
	text := "people: Irene, Ned\ndrinks: iced tea, cola\nprices: $5, $6\nClues:\nThe one who got the cola paid 1 dollar more than Irene.\n"
	p, _ := english.Read("t.txt", []byte(text))
	fmt.Print(english.ShowReading(p))
	// Output:
	// 8
	// people:Irene:Ned
	// drinks:iced_tea:cola
	// prices:5:6
	// Clues:
	// # line 5: The one who got the cola paid 1 dollar more than Irene.
	// # prices$Irene:cola:+100   (diff-by, in the thesis's types below)
	// Irene>5>cola>6
	// Irene*6
}

func ExampleWrite() {
	p := &logicgrid.Puzzle{Domains: []logicgrid.Domain{
		{Name: "people", Items: []string{"Ann", "Bo"}},
		{Name: "drinks", Items: []string{"tea", "cola"}},
	}}
	p.Clues = []logicgrid.Clue{{Kind: logicgrid.Different, Items: []logicgrid.Item{{D: 0, I: 0}, {D: 1, I: 1}}}}
	text, _ := english.Write(p, nil)
	fmt.Print(text)
	// Output:
	// people: Ann, Bo
	// drinks: tea, cola
	// Clues:
	// 1. Ann is not the one who ordered the cola.
}
