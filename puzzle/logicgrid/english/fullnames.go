package english

import (
	"strings"

	"deduce/puzzle/logicgrid"
)

// Full names: a category of people named "Alice Grey, Brian Hall, ..."
// is said in clues by the first name alone ("Alice's train", "Brian isn't
// going to York") and by a title and the surname ("Ms Grey"). The surname
// alone is not read: many are words ("Grey", "King", "Hall") that a
// sentence uses as words.

// fullNameForms are the short forms of category d's items when every item
// is a first name and a surname ("Alice Grey"): the first name, where no
// other item of the puzzle has it for a word, and "mr", "mrs", "ms",
// "miss", "dr" with the surname, where no other item has that surname.
// Indexed as the category's items; nil when the items are not full names.
func fullNameForms(p *logicgrid.Puzzle, d int) [][][]string {
	items := p.Domains[d].Items
	if len(items) < 2 {
		return nil
	}
	firsts := map[string]int{}
	lasts := map[string]int{}
	given := 0
	for _, it := range items {
		f := strings.Fields(it)
		if len(f) != 2 || !firstNameLike(f[0]) || !firstNameLike(f[1]) {
			return nil
		}
		if _, ok := givenNames[f[0]]; ok {
			given++
		}
		firsts[strings.ToLower(f[0])]++
		lasts[strings.ToLower(f[1])]++
	}
	if 2*given < len(items) || len(lasts) < len(items) {
		// "Red Oak", "Blue Moon": names, but not of people (most first
		// names are known ones: "Una", "Vic" may not be); "Rose Cottage,
		// Ivy Cottage": one word shared, no surnames
		return nil
	}
	// every word of the other items (in any category): a first name that is
	// one of them would take their mentions
	elsewhere := map[string]bool{}
	for e, dom := range p.Domains {
		if e == d {
			continue
		}
		for _, it := range dom.Items {
			for _, w := range words(it) {
				elsewhere[w] = true
			}
		}
	}
	out := make([][][]string, len(items))
	for i, it := range items {
		f := strings.Fields(strings.ToLower(it))
		if firsts[f[0]] == 1 && !elsewhere[f[0]] && !stop[f[0]] && lasts[f[0]] == 0 {
			out[i] = append(out[i], []string{f[0]})
		}
		if lasts[f[1]] == 1 && firsts[f[1]] == 0 {
			for _, t := range []string{"mr", "mrs", "ms", "miss", "dr"} {
				out[i] = append(out[i], []string{t, f[1]})
			}
		}
	}
	return out
}

// titledSurnameForms are the surnames alone of category d's items when
// every item is a title and a surname ("Dr. Kwan", "Mrs. Ashcombe"): a
// report names them so ("Kwan's purchase", "Devereux bought the clock").
// Read only where the clue writes the surname with a capital (a form with
// capital set) and where no other item of the puzzle has that word, so
// "Mr. Green" is no "green" and "Ms. Fox" no other item's fox. Indexed as
// the category's items; nil when the items are not titled surnames.
func titledSurnameForms(p *logicgrid.Puzzle, d int) [][]string {
	items := p.Domains[d].Items
	if len(items) < 2 {
		return nil
	}
	sur := make([]string, len(items))
	count := map[string]int{}
	for i, it := range items {
		w := words(it)
		f := strings.Fields(it)
		if len(w) != 2 || len(f) != 2 || !personTitles[w[0]] || !firstNameLike(f[1]) {
			return nil
		}
		sur[i] = w[1]
		count[w[1]]++
	}
	for e, dom := range p.Domains {
		for j, it := range dom.Items {
			for _, w := range words(it) {
				if e != d || w != sur[j] && !personTitles[w] {
					count[w] += 2 // another item's word: the surname alone is not read
				}
			}
		}
	}
	titles := map[string]int{}
	for _, it := range items {
		titles[words(it)[0]]++
	}
	out := make([][]string, len(items))
	for i, s := range sur {
		if count[s] == 1 && !stop[s] {
			out[i] = []string{s}
		}
	}
	return out
}

// titleForms are "the Reverend", "the Major" of category d's item that
// is the one with that title, where every item is a title and a surname
// (titledSurnameForms); never of "Mr" or "Mrs". Read only where the clue
// writes the title with a capital ("the captain" of a team is no one's
// title). Indexed as the category's items.
func titleForms(p *logicgrid.Puzzle, d int) [][][]string {
	if titledSurnameForms(p, d) == nil {
		return nil
	}
	items := p.Domains[d].Items
	titles := map[string]int{}
	for _, it := range items {
		titles[words(it)[0]]++
	}
	out := make([][][]string, len(items))
	for i, it := range items {
		w := words(it)
		if titles[w[0]] != 1 || plainTitles[w[0]] {
			continue
		}
		// "the Reverend Quill" whole, so "the Reverend" does not end
		// before the name
		out[i] = append(out[i], []string{"the", w[0]}, append([]string{"the"}, w...))
		for _, other := range titleSynonyms[w[0]] {
			if titles[other] == 0 && !itemNamed(p, other) { // ("vicar" among the jobs: that item, not the Reverend)
				out[i] = append(out[i], []string{"the", other}) // "the vicar" of the one Reverend
			}
		}
	}
	return out
}

// titleSynonyms are other words for a title, said of its one holder.
var titleSynonyms = map[string][]string{
	"reverend": {"vicar", "rector", "parson", "rev"}, "rev": {"vicar", "rector", "parson", "reverend"},
	"dr": {"doctor"}, "doctor": {"dr"}, "professor": {"prof"}, "prof": {"professor"},
}

// personTitles are the titles before a surname.
var personTitles = set("mr mrs ms miss dr prof professor reverend rev canon father colonel major captain lieutenant sergeant inspector " +
	"general admiral commander lady lord sir dame nurse sister count countess baron baroness duke duchess judge signora signor madame monsieur")

// plainTitles are said of anyone, never alone ("the Mr").
var plainTitles = set("mr mrs ms miss")
