package english

import (
	"strings"

	"deduce/puzzle/logicgrid"
)

// Seats round a table (unseen59: "sat at a round table in seats numbered
// 1 to 5 clockwise; as the table is round, seat 5 is next to seat 1").
// The seats make a ring: "next to" seat 1 is seat 2 or seat 5, "opposite"
// is half way round, and "clockwise" is one way round. Read along a line
// instead, "Hilda sat next to Walter" loses the pair in seats 5 and 1 and
// the puzzle two solutions or none, so where the story sets the seats in a
// ring, positions are read round it (logicgrid.AroundBy, RingBy), and the
// words that need a line (left, right, ends, middle, between) are refused:
// at a table which way is someone's left?

// roundStory is a story that seats its people in a ring.
var roundStory = lazyRE(`(?i)\b(?:round|circular|oval|square) (?:\p{L}+ ){0,2}(?:table|bench)\b|\ba?round (?:a|the|their) (?:[a-z]+ )?(?:table|campfire|fire|bonfire)\b|\bin a (?:circle|ring)\b|\bseat (?:\d+|[a-z]+) is (?:next to|beside) seat\b`)

// clockwiseStory says which way the seats are numbered round: +1 when
// the numbers go clockwise, -1 anticlockwise, 0 when the story does not
// say.
var clockwiseStory = lazyRE(`(?i)\bnumbered\b[^.;]*?\b(anti-?clockwise|counter-?clockwise|clockwise)\b|\b(anti-?clockwise|counter-?clockwise|clockwise)\b[^.;]*?\bnumber`)

// ringRow is the category of positions the story sets round a table, or
// -1.
func (mg *magazine) ringRow() int {
	if !roundStory.MatchString(mg.p.Story) {
		return -1
	}
	if d := mg.rowCategory(); d >= 0 {
		return d
	}
	// "places numbered 1 to 5 clockwise" round a table: a noun that
	// elsewhere ranks (places in a race) is a seat here, when it is the
	// puzzle's one category of positions
	found := -1
	for d, dom := range mg.p.Domains {
		if numberedInOrder(dom.Items) && rankNouns[domainNoun(dom.Name)] {
			if found >= 0 {
				return -1
			}
			found = d
		}
	}
	return found
}

// clockwiseSign is +1 when the ring's numbers go clockwise, -1 when they
// go anticlockwise, 0 when the story does not say.
func (mg *magazine) clockwiseSign() int {
	g := clockwiseStory.FindStringSubmatch(mg.p.Story)
	if g == nil {
		return 0
	}
	w := strings.ToLower(g[1] + g[2])
	if strings.HasPrefix(w, "anti") || strings.HasPrefix(w, "counter") {
		return -1
	}
	return 1
}

// ringPlacing reads the position word at k along the ring d.
func (mg *magazine) ringPlacing(ts []tok, used []bool, k, d, lo int, has func(ws ...string) bool, steps int,
	binary func(end int, f func(x, y logicgrid.Item, neg bool) ([]logicgrid.Clue, error)) placing,
	skip func(j int, ws ...string) int) (placing, error) {
	n := mg.p.N()
	w := ts[k].w
	raw := phrase(ts, lo, k+1)
	// on is "x sits steps seats on from y", clockwise when sign > 0
	on := func(sign int) func(x, y logicgrid.Item, neg bool) ([]logicgrid.Clue, error) {
		return func(x, y logicgrid.Item, neg bool) ([]logicgrid.Clue, error) {
			from, to := y, x
			if sign < 0 {
				from, to = x, y
			}
			if neg {
				return ringNotOn(from, to, d, n, steps), nil
			}
			return []logicgrid.Clue{{Kind: logicgrid.RingBy, Items: []logicgrid.Item{from, to}, Domain: d, K: steps}}, nil
		}
	}
	around := func(k int) func(x, y logicgrid.Item, neg bool) ([]logicgrid.Clue, error) {
		return func(x, y logicgrid.Item, neg bool) ([]logicgrid.Clue, error) {
			if neg {
				return ringNotApart(x, y, d, n, k), nil
			}
			return []logicgrid.Clue{{Kind: logicgrid.AroundBy, Items: []logicgrid.Item{x, y}, Domain: d, K: k}}, nil
		}
	}
	switch w {
	case "next", "beside", "alongside", "adjacent", "neighbour", "neighbours", "neighbor", "neighbors", "neighbouring", "neighboring":
		if steps > 0 || has("somewhere", "anywhere") {
			return placing{}, errorf("%q: cannot tell how far round the table", raw)
		}
		if w == "next" && wordAt(ts, k+1) != "to" && wordAt(ts, k+1) != "door" {
			break
		}
		return binary(skip(skip(k+1, "to", "door", "of"), "each", "one", "another", "other"), around(1)), nil
	case "opposite", "facing", "across":
		if n%2 != 0 {
			return placing{}, errorf("%q: %d seats round a table have no seat opposite another", raw, n)
		}
		return binary(skip(k+1, "to", "from", "of", "the", "table", "each", "one", "another", "other"), around(n/2)), nil
	case "away", "apart", "from":
		if steps <= 0 {
			return placing{}, errorf("%q: say how many seats round the table", raw)
		}
		if 2*steps > n {
			return placing{}, errorf("%q: %d seats round a table are never more than %d apart", raw, n, n/2)
		}
		return binary(skip(k+1, "from", "each", "other", "one", "another"), around(steps)), nil
	case "clockwise", "anticlockwise", "counterclockwise":
		sign := mg.clockwiseSign()
		if sign == 0 {
			return placing{}, errorf("%q: the story does not say which way round the seats are numbered", raw)
		}
		if w != "clockwise" || k > 0 && ts[k-1].w == "counter" {
			sign = -sign
		}
		if steps <= 0 && has("next", "immediately", "directly", "just", "right") {
			steps = 1
		}
		if steps <= 0 || steps >= n {
			return placing{}, errorf("%q: say how many seats round (\"the next seat clockwise from\", \"two seats clockwise from\")", raw)
		}
		return binary(skip(k+1, "from", "of", "to"), on(sign)), nil
	case "left", "right":
		// everyone faces the middle of the table: a person's left is the
		// next seat clockwise (seen from above), unless the story turns
		// them round
		sign := mg.clockwiseSign()
		if sign == 0 {
			return placing{}, errorf("%q: the story does not say which way round the seats are numbered", raw)
		}
		if has("somewhere", "anywhere", "further", "farther") || wordAt(ts, k+1) == "end" || wordAt(ts, k+1) == "ends" {
			break
		}
		if facingOut.MatchString(mg.p.Story) {
			sign = -sign
		}
		if w == "right" {
			sign = -sign
		}
		if steps <= 0 {
			steps = 1 // "on Cedric's left", "to the left of Cedric": the seat beside him
		}
		if steps >= n {
			return placing{}, errorf("%q: there are only %d seats", raw, n)
		}
		return binary(skip(skip(k+1, "of", "hand", "side"), "of"), on(sign)), nil
	}
	return placing{}, errorf("%q: seats round a table have no left, right, ends or middle: say \"next to\", \"opposite\" or \"clockwise\"", raw)
}

// facingOut is a story that seats its people facing away from the table.
var facingOut = lazyRE(`(?i)\bfacing (?:away from the (?:centre|center|middle|table)|out(?:wards?)?)\b`)

// ringNotApart is "a is not k seats from b either way round": for each
// seat of a, the seats k round from it either way are not b's.
func ringNotApart(a, b logicgrid.Item, d, n, k int) []logicgrid.Clue {
	var out []logicgrid.Clue
	for i := range n {
		for _, j := range []int{(i + k) % n, (i - k + n) % n} {
			c := logicgrid.Clue{Kind: logicgrid.IfThenNot, Items: []logicgrid.Item{a, {D: d, I: i}, b, {D: d, I: j}}}
			if !containsClue(out, c) {
				out = append(out, c)
			}
		}
	}
	return out
}

// ringNotOn is "b is not k seats on from a" one way round.
func ringNotOn(a, b logicgrid.Item, d, n, k int) []logicgrid.Clue {
	var out []logicgrid.Clue
	for i := range n {
		out = append(out, logicgrid.Clue{Kind: logicgrid.IfThenNot, Items: []logicgrid.Item{a, {D: d, I: i}, b, {D: d, I: (i + k) % n}}})
	}
	return out
}

// ringPhrasesSaid reads the ways setters say where someone sits round a
// table (unseen76) in the words the position reader knows: "Going
// clockwise, A sat immediately after B" (A is the next seat clockwise
// from B), "Going anticlockwise from Walt, the next person round the table
// is the cat owner", and, round a table or along a row, "The chess player
// has the backgammon fan on his immediate right" (the fan is on the chess
// player's right).
func (mg *magazine) ringPhrasesSaid(s string) string {
	if m := hasOnSide.FindStringSubmatch(s); m != nil && mg.rowCategory() >= 0 {
		s = m[3] + " " + map[string]string{"has": "is", "had": "was"}[strings.ToLower(m[2])] + " on " + possessed(m[1]) + " " + m[4] + m[6] + m[7]
	}
	if mg.ringRow() < 0 {
		return s
	}
	s = sideBySide.ReplaceAllString(s, "next to each other") // "Vic and Tara sit side by side"
	m := goingRound.FindStringSubmatch(s)
	if m == nil {
		return s
	}
	dir, from, rest := strings.ToLower(m[1]), m[2], m[3]
	other := map[bool]string{true: "clockwise", false: "anticlockwise"}[strings.HasPrefix(dir, "anti") || strings.HasPrefix(dir, "counter")]
	if from != "" {
		n := nextRound.FindStringSubmatch(rest)
		if n == nil {
			return s
		}
		steps := map[string]string{"next": "immediately", "second": "two seats", "third": "three seats"}[strings.ToLower(n[1])]
		return n[2] + " sits " + steps + " " + dir + " from " + from
	}
	if strings.Count(" "+strings.ToLower(rest)+" ", " after ")+strings.Count(" "+strings.ToLower(rest)+" ", " before ") != 1 {
		return s
	}
	if loc := nextToRound.FindStringSubmatchIndex(rest); loc != nil {
		// "sat immediately after B": the next seat that way; "sat two
		// seats after B": so many seats
		way := dir
		if strings.EqualFold(rest[loc[2]:loc[3]], "before") {
			way = other
		}
		return rest[:loc[0]] + " sits immediately " + way + " from " + rest[loc[1]:]
	}
	if loc := stepsRound.FindStringSubmatchIndex(rest); loc != nil {
		way := dir
		if strings.EqualFold(rest[loc[2]:loc[3]], "before") {
			way = other
		}
		return rest[:loc[0]] + " " + way + " from " + rest[loc[1]:]
	}
	return s
}

// possessed is a phrase with a possessive "'s" ("the chess player's").
func possessed(p string) string {
	p = strings.TrimSpace(p)
	if strings.HasSuffix(p, "s") {
		return p + "'"
	}
	return p + "'s"
}

var (
	sideBySide = lazyRE(`(?i)\bside by side\b`)
	// "A has B on his (immediate) left"
	hasOnSide = lazyRE(`(?i)^(.+?) (has|had) (.+?) on (?:his|her|their) ((immediate|direct|right-hand|left-hand) )?(left|right)(.*)$`)
	// "Going clockwise (round the table)( from X), ..."
	goingRound = lazyRE(`(?i)^(?:going|moving|working|counting) (clockwise|anti-?clockwise|counter-?clockwise)(?: round(?: the table)?)?(?: from ([^,]+))?, (.+)$`)
	// "the next person round the table is Y"
	nextRound   = lazyRE(`(?i)^the (next|second|third) (?:person|seat|place|chair|one|diner|guest|member)(?: along| round(?: the table)?)? (?:is|was|belongs to|is taken by|was taken by) (.+?)\.?$`)
	nextToRound = lazyRE(`(?i) (?:sat |sits |is |was |came |comes )?(?:immediately |directly |right |just |next )(after|before) `)
	stepsRound  = lazyRE(`(?i) (after|before) `)
)

// ringBetweenSaid reads "X sat between A and B" round a table: X is next
// to both, and A and B are two people (unseen76). Along a row "between"
// is read by the position reader; round a table it was refused.
func (mg *magazine) ringBetweenSaid(s string) (_ [][]logicgrid.Clue, ok bool, _ error) {
	if mg.ringRow() < 0 {
		return nil, false, nil
	}
	m := ringBetween.FindStringSubmatch(s)
	if m == nil || !mg.onlyMention(m[3]) || !mg.onlyMention(m[4]) {
		return nil, false, nil
	}
	a, err := mg.clauses(m[1] + " " + m[2] + " next to both " + m[3] + " and " + m[4])
	if err != nil {
		return nil, true, err
	}
	b, err := mg.clue(m[3] + " and " + m[4] + " are different")
	if err != nil {
		return nil, true, err
	}
	return distinctReadings(mg.product(a, b)), true, nil
}

// ringBetween is "X sits (directly) between A and B".
var ringBetween = lazyRE(`(?i)^(.+?) (sits|sat|is|was|is sitting|was sitting|is seated|was seated) (?:directly |right |exactly |immediately )?between (.+?) and (.+?)\.?$`)
