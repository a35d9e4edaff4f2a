package logicgrid

import (
	"fmt"
	"slices"
	"strings"

	"deduce/puzzle"
)

// How facts, states and explanations name items. A word is normally an
// item of one domain and names it alone ("Alice"). A word that is an item
// of two domains (ZebraLogic's "Alice" the person and the child) is
// qualified by its domain wherever it is written: "Alice (child)" in
// texts and states, {"a":"Alice","a_category":"child"} in JSON. Reading
// accepts, besides the exact word, the thesis-safe form `deduce convert
// --to thesis` writes for it (ThesisName: "April_3rd", and
// "children_Alice" for a shared word), so a written file reads back.

// ThesisName is s made safe for the thesis grammar: spaces and hyphens
// become '_', the grammar's operator characters and quotes are dropped
// ("iced tea" -> "iced_tea", "$5.99" -> "5.99").
func ThesisName(s string) string {
	s = strings.TrimSpace(s)
	var b strings.Builder
	for _, r := range s {
		switch {
		case r == ' ' || r == '-':
			b.WriteByte('_')
		case strings.ContainsRune(":*=$%>|}#~,'\"", r):
		default:
			b.WriteRune(r)
		}
	}
	if b.Len() == 0 {
		return "_"
	}
	return b.String()
}

// nameIndex finds items by the names reading accepts.
type nameIndex struct {
	exact map[string][]Item // item word -> the items it names
	alias map[string][]Item // thesis-safe forms (ThesisName; "Domain_item" for a shared one)
}

func (p *Puzzle) names() *nameIndex {
	if p.index == nil {
		p.buildIndex()
	}
	return p.index
}

func (p *Puzzle) buildIndex() {
	x := &nameIndex{exact: map[string][]Item{}, alias: map[string][]Item{}}
	count := map[string]int{}
	for d, dom := range p.Domains {
		for i, name := range dom.Items {
			x.exact[name] = append(x.exact[name], Item{d, i})
			count[ThesisName(name)]++
		}
	}
	for d, dom := range p.Domains {
		for i, name := range dom.Items {
			t := ThesisName(name)
			if t != name {
				x.alias[t] = append(x.alias[t], Item{d, i})
			}
			if count[t] > 1 {
				q := ThesisName(dom.Name) + "_" + t
				x.alias[q] = append(x.alias[q], Item{d, i})
			}
		}
	}
	p.index = x
}

// Shared reports whether word is an item of more than one domain.
func (p *Puzzle) Shared(word string) bool { return len(p.names().exact[word]) > 1 }

// QualifiedName is it as facts and texts write it: its word, with its
// domain in parentheses when the word is shared ("Alice (child)").
func (p *Puzzle) QualifiedName(it Item) string {
	return puzzle.QualifiedName(p.ItemName(it), p.category(it))
}

// category is it's domain name when its word is shared, else "".
func (p *Puzzle) category(it Item) string {
	if p.Shared(p.ItemName(it)) {
		return p.Domains[it.D].Name
	}
	return ""
}

// PairFact is the fact "a and b are (not) one entity" with the items
// named as facts name them (qualified where the word is shared).
func (p *Puzzle) PairFact(a, b Item, same bool) puzzle.Fact {
	f := puzzle.PairFact(p.ItemName(a), p.ItemName(b), same)
	f.ACategory, f.BCategory = p.category(a), p.category(b)
	return f
}

// Lookup finds the item a name names: an item's word, or its thesis-safe
// form. ok is false for an unknown name and for a word two domains share
// (use Resolve with the domain).
func (p *Puzzle) Lookup(name string) (Item, bool) {
	it, err := p.Resolve(name, "")
	return it, err == nil
}

// Resolve finds the item word names in the domain named category (any
// domain when category is ""). The error says why there is none: an
// unknown word (with a did-you-mean), an unknown category, or a word
// several domains share and no category to choose.
func (p *Puzzle) Resolve(word, category string) (Item, error) {
	x := p.names()
	its := x.exact[word]
	if len(its) == 0 {
		its = x.alias[word]
	}
	if category != "" {
		d := p.domainIndex(category)
		if d < 0 {
			d = p.domainIndexFold(category)
		}
		if d < 0 {
			msg := fmt.Sprintf("unknown category %q", clip(category))
			if s := closestOf(category, p.domainNames()); s != "" {
				msg += fmt.Sprintf("; did you mean %q?", s)
			}
			return Item{}, fmt.Errorf("%s", msg)
		}
		for _, it := range its {
			if it.D == d {
				return it, nil
			}
		}
		if len(its) > 0 {
			return Item{}, fmt.Errorf("%q is not a %s item", clip(word), p.Domains[d].Name)
		}
	}
	switch len(its) {
	case 1:
		return its[0], nil
	case 0:
		msg := fmt.Sprintf("unknown item %q", clip(word))
		if s := p.closest(word); s != "" {
			msg += fmt.Sprintf(" (did you mean %q?)", s)
		}
		return Item{}, fmt.Errorf("%s", msg)
	}
	var qs []string
	for _, it := range its {
		qs = append(qs, fmt.Sprintf("%q", p.QualifiedName(it)))
	}
	return Item{}, fmt.Errorf("%q is an item of %d categories: write %s", clip(word), len(its), joinOr(qs))
}

// ParseItem reads an item as states write it: "Alice", or "Alice (child)"
// with its domain in parentheses (needed where the word is shared).
func (p *Puzzle) ParseItem(text string) (Item, error) {
	if _, ok := p.names().exact[text]; ok {
		return p.Resolve(text, "") // a word that itself ends in ")"
	}
	word, cat := text, ""
	if strings.HasSuffix(text, ")") {
		if k := strings.LastIndex(text, "("); k > 0 {
			word, cat = strings.TrimSpace(text[:k]), strings.TrimSpace(text[k+1:len(text)-1])
		}
	}
	return p.Resolve(word, cat)
}

// qualifiedCollision finds an item whose name is another item's qualified
// form ("Alice (Child)" beside a shared "Alice" of Child), which would make
// facts ambiguous; it returns that name and the item it collides with.
func (p *Puzzle) qualifiedCollision() (string, string) {
	for _, dom := range p.Domains {
		for _, name := range dom.Items {
			k := strings.LastIndex(name, "(")
			if k <= 0 || !strings.HasSuffix(name, ")") {
				continue
			}
			word, cat := strings.TrimSpace(name[:k]), strings.TrimSpace(name[k+1:len(name)-1])
			if d := p.domainIndex(cat); d >= 0 && p.Shared(word) && slices.Contains(p.Domains[d].Items, word) {
				return name, word
			}
		}
	}
	return "", ""
}

// FactItems resolves the two items of a pair fact (by their categories
// where set) and checks that they lie in two domains.
func (p *Puzzle) FactItems(f puzzle.Fact) (Item, Item, error) {
	a, err := p.Resolve(f.A, f.ACategory)
	if err != nil {
		return a, a, fmt.Errorf("fact %s: %v", f, err)
	}
	b, err := p.Resolve(f.B, f.BCategory)
	if err != nil {
		return a, b, fmt.Errorf("fact %s: %v", f, err)
	}
	if a.D == b.D {
		return a, b, fmt.Errorf("fact %s: %s and %s are both %s items (a fact relates two domains)", f, f.AName(), f.BName(), p.Domains[a.D].Name)
	}
	return a, b, nil
}

func (p *Puzzle) domainIndexFold(name string) int {
	for d, dom := range p.Domains {
		if strings.EqualFold(dom.Name, name) || ThesisName(dom.Name) == name {
			return d
		}
	}
	return -1
}

func (p *Puzzle) domainNames() []string {
	out := make([]string, len(p.Domains))
	for d, dom := range p.Domains {
		out[d] = dom.Name
	}
	return out
}

func joinOr(parts []string) string {
	if len(parts) <= 1 {
		return strings.Join(parts, "")
	}
	return strings.Join(parts[:len(parts)-1], ", ") + " or " + parts[len(parts)-1]
}

// closestOf is the name of names nearest to s, when it is close enough to
// be a likely typo (see closest), or "".
func closestOf(s string, names []string) string {
	best, bestD := "", 0
	for _, name := range names {
		dist := puzzle.EditDistance(strings.ToLower(name), strings.ToLower(s))
		if dist <= max(1, (len(name)+1)/3) && (best == "" || dist < bestD) {
			best, bestD = name, dist
		}
	}
	return best
}

// closest is the item name nearest to s by edit distance, when it is close
// enough to be a likely typo (distance at most a third of the length rounded, at
// least 1; any case-insensitive match), or "". A shared word is suggested
// qualified.
func (p *Puzzle) closest(s string) string {
	best, bestD := "", 0
	for d, dom := range p.Domains {
		for i, name := range dom.Items {
			q := p.QualifiedName(Item{d, i})
			if strings.EqualFold(name, s) || strings.EqualFold(ThesisName(name), s) {
				return q
			}
			dist := puzzle.EditDistance(strings.ToLower(name), strings.ToLower(s))
			if dist <= max(1, (len(name)+1)/3) && (best == "" || dist < bestD) {
				best, bestD = q, dist
			}
		}
	}
	return best
}
