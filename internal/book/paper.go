package book

import (
	"fmt"
	"strings"
)

// Paper is a page size in millimetres.
type Paper struct {
	Name string // "a4", "letter"
	W, H float64
	fpdf string // fpdf's size name
}

// Papers are the page sizes a book can be set on.
var Papers = []Paper{
	{Name: "a4", W: 210, H: 297, fpdf: "A4"},
	{Name: "letter", W: 215.9, H: 279.4, fpdf: "Letter"},
}

// PaperNamed finds a paper by name (case-insensitive).
func PaperNamed(name string) (Paper, error) {
	var names []string
	for _, p := range Papers {
		if strings.EqualFold(p.Name, name) {
			return p, nil
		}
		names = append(names, p.Name)
	}
	return Paper{}, fmt.Errorf("unknown paper %q (want %s)", name, strings.Join(names, " or "))
}
