package logicgrid

import (
	"fmt"
	"strings"
)

// Domain is one named set of items ("Name:Smith:Jones:Butler"). The order of
// Items is the order used by ordered clues ($ and %).
type Domain struct {
	Name  string
	Items []string
}

// Item names one item: its domain index and its index inside that domain.
type Item struct{ D, I int }

// ClueKind is the type of a clue, one per operator of the thesis's grammar.
type ClueKind int

const (
	Different ClueKind = iota // A*B*C...: all pairwise different
	Same                      // A=B
	Less                      // D$A:B: A before B along D
	LessBy                    // D$A:B:k: A exactly k before B along D
	Apart                     // D%A:B:k: A exactly k before or after B along D
	IfThen                    // A>B>C>D: if A is B then C is D
	IfThenNot                 // A|B|C|D: if A is B then C is not D
	IfNotThen                 // A}B}C}D: if A is not B then C is D
)

var kindNames = [...]string{"different", "same", "less", "less-by", "apart", "if-then", "if-then-not", "if-not-then"}

func (k ClueKind) String() string {
	if int(k) < len(kindNames) {
		return kindNames[k]
	}
	if name, ok := extKindNames[k]; ok {
		return name
	}
	return fmt.Sprintf("ClueKind(%d)", int(k))
}

// Clue is one parsed clue line.
type Clue struct {
	Kind   ClueKind
	Items  []Item // 2+ for Different, 4 for the implications, 2 otherwise
	Domain int    // the ordered domain of Less, LessBy, Apart
	K      int    // the gap of LessBy and Apart
	Line   int    // 1-based source line (0 for generated clues)
	// Text is the sentence the clue was read from (English inputs), shown by
	// play, render and explain instead of the generated wording.
	Text string
	// Decided, for a clue of a sentence that reads several ways, is the
	// reading taken, in plain words: the one under which the puzzle has
	// exactly one solution. Its facts follow from that reading, not from the
	// words alone, and explanations citing the clue say so.
	Decided string
}

// Puzzle is a logic-grid puzzle in the thesis's terms: m domains of n items
// and a list of clues. Entities are named by the items of the first domain.
type Puzzle struct {
	Algorithm int // the file's first line: thesis algorithm 1-17
	Domains   []Domain
	Clues     []Clue
	Known     *Solution // the optional "Solution:" block
	// Values, when Values[d] is non-nil, gives each item of domain d a number
	// in the domain's unit (cents, minutes, days, years, inches, ...),
	// ascending with Items. DiffBy and ApartBy measure in these; a domain
	// without values measures in positions.
	Values [][]int
	// Title and Story are an English puzzle's introduction: its first line
	// when that reads as a title, and the rest of it (see Introduction).
	Title, Story string

	index *nameIndex // see names.go
}

// Introduction implements puzzle.Introducer.
func (p *Puzzle) Introduction() (title, story string) { return p.Title, p.Story }

// KindName implements puzzle.Puzzle.
func (*Puzzle) KindName() string { return Name }

// M is the number of domains, N the number of items in each.
func (p *Puzzle) M() int { return len(p.Domains) }

// N is the number of items per domain (and of entities).
func (p *Puzzle) N() int {
	if len(p.Domains) == 0 {
		return 0
	}
	return len(p.Domains[0].Items)
}

// ItemName is the name of it.
func (p *Puzzle) ItemName(it Item) string { return p.Domains[it.D].Items[it.I] }

// domainIndex finds a domain by name, or -1.
func (p *Puzzle) domainIndex(name string) int {
	for d, dom := range p.Domains {
		if dom.Name == name {
			return d
		}
	}
	return -1
}

// Solution assigns to every entity (item e of the first domain) one item of
// every domain: Of[d][e] is the index in domain d. Of[0][e] == e.
type Solution struct {
	p  *Puzzle
	Of [][]int

	// How it was found, for the thesis's "method: ... time: ...ms" line.
	Method   string
	Encoding string
	TimeMS   float64
}

// NewSolution builds a solution of p from Of (copied).
func NewSolution(p *Puzzle, of [][]int) *Solution {
	c := make([][]int, len(of))
	for d := range of {
		c[d] = append([]int(nil), of[d]...)
	}
	return &Solution{p: p, Of: c}
}

// Entity returns the entity (first-domain index) holding it.
func (s *Solution) Entity(it Item) int {
	for e, i := range s.Of[it.D] {
		if i == it.I {
			return e
		}
	}
	return -1
}

// Row is entity e's item names in domain order.
func (s *Solution) Row(e int) []string {
	row := make([]string, len(s.Of))
	for d := range s.Of {
		row[d] = s.p.Domains[d].Items[s.Of[d][e]]
	}
	return row
}

// JSON implements puzzle.Solution: one row per entity.
func (s *Solution) JSON() any {
	rows := make([][]string, len(s.Of[0]))
	for e := range rows {
		rows[e] = s.Row(e)
	}
	return rowsJSON(rows)
}

// String lists the entities as the thesis prints them: "Smith, red, teacher".
func (s *Solution) String() string {
	var b strings.Builder
	for e := range s.Of[0] {
		b.WriteString(strings.Join(s.Row(e), ", "))
		b.WriteByte('\n')
	}
	return b.String()
}

func (s *Solution) equal(t *Solution) bool {
	for d := range s.Of {
		for e := range s.Of[d] {
			if s.Of[d][e] != t.Of[d][e] {
				return false
			}
		}
	}
	return true
}
