package english

import "testing"

func TestDbgFixu31(t *testing.T) {
	const rugby = "players: Al, Bo, Cy, Di, Ed\npositions: fullback, hooker, lock, fly-half, winger\ntowns: Bath, Ely, Hull, Rye, Wells\ntries: 3 tries, 5 tries, 6 tries, 8 tries, 11 tries\nClues:\n"
	const foot = "players: Al, Bo, Cy, Di\ntowns: Bath, Ely, Hull, Rye\ngoals: 3 goals, 5 goals, 6 goals, 8 goals\nClues:\n"
	for _, c := range [][2]string{
		{rugby, "Neither Al nor Bo plays on the wing."},
		{rugby, "Al plays on the wing."},
		{rugby, "Al plays winger."},
		{rugby, "The Ely player outscored Cy."},
		{rugby, "The Ely player scored more tries than Cy."},
		{foot, "The Ely player outscored Cy."},
	} {
		got, err := readingsOf(c[0], c[1])
		t.Logf("%s => %s %v", c[1], got, err)
	}
}
