package book

import (
	"context"
	"strconv"
	"strings"

	"deduce/puzzle"
	"deduce/puzzle/draw"
)

// Rules page fonts (mm).
var (
	rulesTitleFont = draw.Font{Size: 7, Bold: true}
	rulesHeadFont  = draw.Font{Size: 4.2, Bold: true}
	rulesTextFont  = draw.Font{Size: 3.4}
	rulesSmallFont = draw.Font{Size: 2.8, Anchor: draw.Middle}
)

// The example's drawings: a kind's 10-unit cell at 5 mm.
const rulesExampleScale = 0.5

// paperText is s in the characters the PDF's core fonts hold (cp1252):
// the minus sign becomes an en dash.
var paperText = strings.NewReplacer("−", "–").Replace

// flow sets text top to bottom on pages, starting a new page when the next
// block does not fit.
type flow struct {
	paper Paper
	pages []*draw.Picture
	y     float64
}

func (f *flow) page() *draw.Picture { return f.pages[len(f.pages)-1] }

func (f *flow) newPage() {
	f.pages = append(f.pages, &draw.Picture{W: f.paper.W, H: f.paper.H})
	f.y = marginTop
}

// room starts a new page unless h mm fit under the current line.
func (f *flow) room(h float64) {
	if f.y+h > f.paper.H-marginBot && f.y > marginTop {
		f.newPage()
	}
}

// para sets s wrapped to the text width, indented by indent mm, with label
// (a list number) hanging in the indent.
func (f *flow) para(s string, font draw.Font, indent float64, label string) {
	lines := draw.Wrap(paperText(s), font, f.paper.W-2*marginX-indent)
	f.room(lead(font) * float64(min(len(lines), 2)))
	for i, l := range lines {
		f.room(lead(font))
		f.y += lead(font)
		if i == 0 && label != "" {
			f.page().Text(marginX, f.y, label, font, draw.Black)
		}
		f.page().Text(marginX+indent, f.y, l, font, draw.Black)
	}
	f.y += font.Size * 0.5
}

// rulesPages explains, before the puzzles, the rules of each kind the book
// holds (in the order the kinds first appear): what the puzzle is, its
// rules, and its worked example drawn with its solution, which is proven
// unique and checked first. Kinds that declare no rules get no page.
func rulesPages(entries []Entry, paper Paper) ([]*draw.Picture, error) {
	f := &flow{paper: paper}
	seen := map[string]bool{}
	for _, e := range entries {
		if seen[e.Kind.Name()] {
			continue
		}
		seen[e.Kind.Name()] = true
		r, ok := puzzle.RulesOf(e.Kind)
		if !ok {
			continue
		}
		f.newPage()
		f.y += rulesTitleFont.Size
		f.page().Text(marginX, f.y, "How to play: "+r.Title, rulesTitleFont, draw.Black)
		f.y += 4
		f.para(r.Intro, rulesTextFont, 0, "")
		f.y += 2
		f.para("Rules", rulesHeadFont, 0, "")
		for i, rule := range r.Rules {
			f.para(rule, rulesTextFont, 6, strconv.Itoa(i+1)+".")
		}
		if r.Example == nil {
			continue
		}
		p, s, err := puzzle.WorkedExample(context.Background(), e.Kind, r.Example)
		if err != nil {
			return nil, err
		}
		pic, err := picture(e.Kind, p, nil)
		if err != nil {
			return nil, err
		}
		spic, err := picture(e.Kind, p, s)
		if err != nil {
			return nil, err
		}
		f.y += 2
		f.para("A tiny example", rulesHeadFont, 0, "")
		// The puzzle and its solution side by side, each at most half the
		// text width.
		half := (paper.W - 2*marginX - gap) / 2
		scale := min(rulesExampleScale, half/pic.W, half/spic.W)
		h := max(pic.H, spic.H)*scale + lead(rulesSmallFont) + 2
		f.room(h)
		for i, d := range []*draw.Picture{pic, spic} {
			x := marginX + float64(i)*(half+gap)
			d.Play(f.page(), x+(half-d.W*scale)/2, f.y+2, scale)
			f.page().Text(x+half/2, f.y+2+d.H*scale+lead(rulesSmallFont), []string{"The puzzle", "Its solution"}[i], rulesSmallFont, draw.Black)
		}
		f.y += h + 2
		for i, m := range r.Example.Moves {
			f.para(m, rulesTextFont, 6, strconv.Itoa(i+1)+".")
		}
	}
	return f.pages, nil
}
