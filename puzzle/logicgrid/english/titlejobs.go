package english

import (
	"strings"

	"deduce/puzzle/logicgrid"
)

// A title that names a calling (unseen47): in a puzzle whose jobs include
// a vicar and a GP, "Rev Hale" is most likely the vicar and "Dr Lamb" the
// GP, but not surely (a doctor of philosophy, a dentist called Dr). So
// both readings are kept, the title saying nothing more, or the one so
// titled holding the one item of that calling, and the puzzle decides
// (settle): where both leave one answer and the answers differ, the
// puzzle is refused. Read before, the title was dropped: a reading that
// said less than the setter meant.

// titleCallings are the items a title may name: the words of the calling,
// one of which is the item's whole text.
var titleCallings = map[string]map[string]bool{
	"rev":       set("vicar rector curate priest minister pastor chaplain reverend clergyman clergywoman canon deacon parson preacher"),
	"dr":        set("doctor gp physician surgeon"),
	"professor": set("professor lecturer academic"),
}

var titleAliases = map[string]string{"rev": "rev", "revd": "rev", "reverend": "rev", "dr": "dr", "doctor": "dr", "prof": "professor", "professor": "professor"}

// titleCallingClues are the clues of each title before an item in ts that
// may name a calling: none, or that the item is the calling's (a choice
// point).
func (mg *magazine) titleCallingClues(ts []tok, ms []mention, its []logicgrid.Item) []logicgrid.Clue {
	var out []logicgrid.Clue
	for j, m := range ms {
		k := m.start - 1
		if k < 0 || j >= len(its) || len(m.items) != 1 {
			continue
		}
		callings := titleCallings[titleAliases[ts[k].w]]
		if callings == nil {
			continue
		}
		x := its[j]
		var calling []logicgrid.Item
		for d, dom := range mg.p.Domains {
			for i, it := range dom.Items {
				if d != x.D && callings[strings.ToLower(strings.TrimSpace(it))] {
					calling = append(calling, logicgrid.Item{D: d, I: i})
				}
			}
		}
		if len(calling) != 1 || mg.choose(2) == 0 {
			continue
		}
		out = append(out, logicgrid.Clue{Kind: logicgrid.Same, Items: []logicgrid.Item{x, calling[0]}})
	}
	return out
}
