package english

import (
	"fmt"
	"strings"

	"deduce/puzzle/logicgrid"
)

// ShowReading writes p in the thesis's grammar, each clue under a comment
// with the sentence it was read from, so a person can see how the reader
// understood every sentence. Names are made thesis-safe ("iced tea" ->
// "iced_tea", "$5.99" -> "5.99"; a name two categories share gets its
// category as prefix). Clues beyond the thesis's eight types are written in
// the extension notation of logicgrid's ClueText (X~A|B, A,B~X,Y,
// D$A:B:+k, D%A:B:+k), which the thesis reader does not accept; a comment
// says so.
func ShowReading(p *logicgrid.Puzzle) string {
	q := thesisNames(p)
	var b strings.Builder
	fmt.Fprintf(&b, "%d\n", q.Algorithm)
	for _, d := range q.Domains {
		b.WriteString(d.Name + ":" + strings.Join(d.Items, ":") + "\n")
	}
	b.WriteString("Clues:\n")
	ext := false
	for i, c := range q.Clues {
		again := i > 0 && c.Text == q.Clues[i-1].Text && c.Line == q.Clues[i-1].Line
		if c.Text != "" && !again { // one comment for a sentence read as several clues
			where := ""
			if c.Line > 0 {
				where = fmt.Sprintf("line %d: ", c.Line)
			}
			fmt.Fprintf(&b, "# %s%s\n", where, c.Text)
		}
		t := q.ClueText(c)
		if c.Kind > logicgrid.IfNotThen {
			t += "   # " + c.Kind.String() + " (extension, not thesis grammar)"
			ext = true
		}
		b.WriteString(t + "\n")
	}
	if ext {
		b.WriteString("# Clues marked \"extension\" go beyond the thesis's eight clue types.\n")
	}
	return b.String()
}

// thesisNames copies p with thesis-safe, globally unique names.
func thesisNames(p *logicgrid.Puzzle) *logicgrid.Puzzle {
	q := *p
	q.Domains = make([]logicgrid.Domain, len(p.Domains))
	count := map[string]int{}
	for _, d := range p.Domains {
		for _, it := range d.Items {
			count[logicgrid.ThesisName(it)]++
		}
	}
	for k, d := range p.Domains {
		nd := logicgrid.Domain{Name: logicgrid.ThesisName(d.Name)}
		for _, it := range d.Items {
			n := logicgrid.ThesisName(it)
			if count[n] > 1 {
				n = nd.Name + "_" + n
			}
			nd.Items = append(nd.Items, n)
		}
		q.Domains[k] = nd
	}
	return &q
}
