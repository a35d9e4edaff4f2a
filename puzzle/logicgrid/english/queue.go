package english

import (
	"strings"
)

// A queue (unseen18): people waiting in line, numbered first to last from
// the front ("positions: first, second, ...", "places in line: 1st, ...").
// The first in a queue is at its front, so "in front of" is "ahead of"
// (an earlier place), "in back of" is "behind", "at the front of the
// line" is first and "at the back of the queue" last. Said again in the
// words comparisons read ("directly ahead of", "last"), before the
// sentence's items are found. In a row of houses or seats, "in front of"
// says no order along the row: there it stays refused (positions.go).

// queueStory says the puzzle's order is a queue: "waiting in a queue",
// "lining up for the bus", "stood in line".
var queueStory = lazyRE(`\b(?:queue[ds]?|queuing|queueing|in line|lin(?:ed|ing|es?) up|line-up|lineup|(?:stood|standing|waited|waiting) in (?:a |one |the )?(?:single )?line|(?:front|back|head) of the line)\b`)

// queueNames name a category of places in a queue ("places in line",
// "queue positions").
var queueNames = lazyRE(`\b(?:queue|line)\b`)

// queueDomain is the puzzle's category of places in a queue: numbered in
// order, not a stack, named for a queue or a line, or a category of
// places ("positions", "order") in a puzzle whose story is a queue; -1
// when there is none, or several.
func (mg *magazine) queueDomain() int {
	story := queueStory.MatchString(strings.ToLower(mg.p.Story))
	found := -1
	for d, dom := range mg.p.Domains {
		n := domainNoun(dom.Name)
		if !mg.positionsAt(d) || verticalNouns[n] || mg.houseRow(d) {
			continue
		}
		if !queueNames.MatchString(strings.ToLower(dom.Name)) && !(story && (rankNouns[n] || n == "order")) {
			continue
		}
		if found >= 0 {
			return -1
		}
		found = d
	}
	return found
}

// queueFromBack reports whether the story numbers the queue from its back
// ("numbered 1 to 4 from the back of the queue to the front").
func (mg *magazine) queueFromBack() bool {
	story := strings.ToLower(mg.p.Story)
	if m := frontToBack.FindStringSubmatch(story); m != nil {
		return m[1] != "front"
	}
	for _, m := range numberedFrom.FindAllStringSubmatch(story, -1) {
		if queueBacks[m[3]] && m[2] == "from" {
			return true
		}
	}
	return false
}

// queueFronts and queueBacks are the ends of a queue: "at the front",
// "at the head of the line"; "at the back", "at the end of the queue".
var (
	queueFronts = set("front head start beginning")
	queueBacks  = set("back rear end tail")
)

// queueWords says a queue's "in front of", "in back of", "at the front
// of the line" and "at the back of the queue" again as "ahead of",
// "behind", and the first and the last place (see the top of this file).
func (mg *magazine) queueWords(ts []tok) []tok {
	mg.lineSaid = false
	d := mg.queueDomain()
	if d < 0 {
		return ts
	}
	noun := domainNoun(mg.p.Domains[d].Name)
	word := func(at int, w string) tok { return tok{w: w, raw: w, col: ts[at].col, end: ts[at].end} }
	// "in line", "in the queue": the clause is about the places in it
	// ("was directly behind Fiona in line" is no price behind hers)
	inLine := func(k int) int {
		j := k + 1
		if wordAt(ts, j) == "the" {
			j++
		}
		if w := wordAt(ts, j); ts[k].w == "in" && (w == "line" || w == "queue" || singular(w) == noun && j > k+1) {
			return j + 1
		}
		return 0
	}
	var out []tok
	for k := 0; k < len(ts); k++ {
		w := ts[k].w
		if inLine(k) > 0 {
			mg.lineSaid = true
		}
		switch {
		case (w == "further" || w == "farther") && set("forward forwards up back")[wordAt(ts, k+1)]:
			// "further forward in the line than": ahead of; "farther back
			// than": behind
			j := k + 2
			if e := inLine(j); e > 0 {
				j = e
			}
			if wordAt(ts, j) != "than" {
				break
			}
			mg.lineSaid = true
			if ts[k+1].w == "back" {
				out = append(out, word(k, "behind"))
			} else {
				out = append(out, word(k, "ahead"), word(j, "of"))
			}
			k = j
			continue
		case w == "in" && set("front back")[wordAt(ts, k+1)] && wordAt(ts, k+2) == "of":
			// "stood directly in front of", "two places in back of"
			if ts[k+1].w == "front" {
				out = append(out, word(k+1, "ahead"), ts[k+2])
			} else {
				out = append(out, word(k+1, "behind"))
			}
			k += 2
			continue
		case (w == "closer" || w == "nearer") && wordAt(ts, k+1) == "to" && wordAt(ts, k+2) == "the" && (queueFronts[wordAt(ts, k+3)] || queueBacks[wordAt(ts, k+3)]) &&
			wordAt(ts, k+4) == "of" && wordAt(ts, k+5) == "the" && (set("queue line")[wordAt(ts, k+6)] || singular(wordAt(ts, k+6)) == noun) && wordAt(ts, k+7) == "than":
			// "closer to the front of the line than": ahead of; "nearer
			// the back of the queue than": behind
			if queueFronts[ts[k+3].w] {
				out = append(out, word(k, "ahead"), word(k+7, "of"))
			} else {
				out = append(out, word(k, "behind"))
			}
			k += 7
			continue
		case w == "at" && wordAt(ts, k+1) == "the":
			j := k + 2
			if wordAt(ts, j) == "very" {
				j++
			}
			end := wordAt(ts, j)
			if !queueFronts[end] && !queueBacks[end] {
				break
			}
			// "at the front" ends the clause, or "of the queue" follows
			last := j + 1
			if wordAt(ts, last) == "of" && wordAt(ts, last+1) == "the" && (set("queue line")[wordAt(ts, last+2)] || singular(wordAt(ts, last+2)) == noun) {
				last += 3
			} else if last < len(ts) && !set("and but while whereas so")[wordAt(ts, last)] {
				break // "at the end of the day": not the queue's
			}
			// the place itself ("1st", "fourth"): "last" is read only of
			// a ranking's places
			items := mg.p.Domains[d].Items
			place := items[0]
			if queueBacks[end] {
				place = items[len(items)-1]
			}
			for _, t := range tokenize(place) {
				out = append(out, word(j, t.w))
			}
			k = last - 1
			continue
		}
		out = append(out, ts[k])
	}
	return out
}
