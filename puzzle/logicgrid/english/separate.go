package english

import (
	"slices"
	"strings"

	"deduce/puzzle/logicgrid"
)

// A count of positions between two things, said without "between A and B"
// (issue 25, bank3): "Exactly two houses separate Ann's from Bo's", "Ann
// and Bo are separated by two seats", "Ann and Bo have one house between
// them". Each is said again as "There are N houses between A and B", which
// positions.go reads (A and B are N+1 apart). "Two houses" was read as
// house 2 before ("the three people were the one in house 2, Ann and Bo").

var (
	// "Exactly two houses separate A from B", "Two seats separate A and B"
	countSeparates = lazyRE(`(?i)^\s*(?:(?:exactly|only|just|precisely)\s+)?([a-z0-9]+)\s+([a-z]+)\s+(?:separate|separates|separated)\s+(.+?)\s*([.!]?)\s*$`)
	// "A and B are separated by two houses", "A is separated from B by one seat"
	separatedBy = lazyRE(`(?i)^\s*(.+?)\s+(?:is|are|was|were|sit|sat|live|lived|stand|stood)\s+separated\s+(?:from\s+(.+?)\s+)?by\s+(?:(?:exactly|only|just|precisely)\s+)?([a-z0-9]+)\s+([a-z]+)\s*([.!]?)\s*$`)
	// "A and B have two houses between them", "A and B sit with one seat between them"
	betweenThem = lazyRE(`(?i)^\s*(.+?)\s+(?:have|has|had|(?:[a-z]+\s+)?with)\s+(?:(?:exactly|only|just|precisely)\s+)?([a-z0-9]+)\s+([a-z]+)\s+between\s+them\s*([.!]?)\s*$`)
	// the two sides of "A from B", "A and B"
	fromOrAnd = lazyRE(`(?i)\s(?:from|and)\s`)
)

// separatedCount says a count of positions between two things as "There
// are N NOUNs between A and B" (ok false when s says no such count, err
// when it does and its two sides cannot be told apart).
func (mg *magazine) separatedCount(s string) (said string, ok bool, err error) {
	if lower := strings.ToLower(s); !strings.Contains(lower, "separat") && !strings.Contains(lower, "between") {
		return "", false, nil // the patterns backtrack: skip them where they cannot match
	}
	count := func(n, noun string) bool {
		v, isNum := numberOf(strings.ToLower(n))
		return isNum && v >= 1 && v == float64(int(v)) && n != "a" && n != "an" && (mg.positionNoun(strings.ToLower(noun)) || strings.EqualFold(noun, "people"))
	}
	restate := func(n, noun, a, b, end string) string {
		verb := "are"
		if v, _ := numberOf(strings.ToLower(n)); v == 1 {
			verb = "is"
		}
		return "There " + verb + " " + strings.ToLower(n) + " " + noun + " between " + a + " and " + b + end
	}
	if m := countSeparates.FindStringSubmatch(s); m != nil && count(m[1], m[2]) {
		sides := fromOrAnd.FindAllStringIndex(m[3], -1)
		if len(sides) != 1 {
			// "One pitch separates the curry cook from the camper who came
			// from Bristol": each split whose sides name one item each;
			// read where they all name the same two
			a, b, ok := mg.sameSides(m[3], sides)
			if !ok {
				return "", true, errorf("%q: cannot tell the two sides apart: say \"there are %s %s between A and B\"", strings.TrimSpace(s), m[1], m[2])
			}
			return restate(m[1], m[2], a, b, m[4]), true, nil
		}
		a, b := m[3][:sides[0][0]], m[3][sides[0][1]:]
		return restate(m[1], m[2], a, b, m[4]), true, nil
	}
	if m := separatedBy.FindStringSubmatch(s); m != nil && count(m[3], m[4]) {
		if m[2] != "" {
			return restate(m[3], m[4], m[1], m[2], m[5]), true, nil
		}
		sides := fromOrAnd.FindAllStringIndex(" "+m[1]+" ", -1)
		if len(sides) != 1 || !strings.Contains(strings.ToLower(m[1]), " and ") {
			return "", true, errorf("%q: cannot tell the two sides apart: say \"there are %s %s between A and B\"", strings.TrimSpace(s), m[3], m[4])
		}
		i := strings.Index(strings.ToLower(m[1]), " and ")
		return restate(m[3], m[4], m[1][:i], m[1][i+5:], m[5]), true, nil
	}
	if m := betweenThem.FindStringSubmatch(s); m != nil && count(m[2], m[3]) {
		lower := strings.ToLower(m[1])
		if strings.Count(lower, " and ") != 1 {
			return "", true, errorf("%q: cannot tell the two sides apart: say \"there are %s %s between A and B\"", strings.TrimSpace(s), m[2], m[3])
		}
		i := strings.Index(lower, " and ")
		return restate(m[2], m[3], m[1][:i], m[1][i+5:], m[4]), true, nil
	}
	return "", false, nil
}

// sameSides splits text at one of the "from"s or "and"s at sides so that
// each side names one item, where every such split names the same two
// items ("Ann from the man from Ely": Ann and the one from Ely, split at
// either "from"); the first such split, or ok false.
func (mg *magazine) sameSides(text string, sides [][]int) (a, b string, ok bool) {
	var first []logicgrid.Item
	for _, at := range sides {
		x, y := text[:at[0]], text[at[1]:]
		if !mg.onlyMention(x) || !mg.onlyMention(y) {
			continue
		}
		items := []logicgrid.Item{mg.lx.mentions(tokenize(x))[0].items[0], mg.lx.mentions(tokenize(y))[0].items[0]}
		if first == nil {
			first, a, b = items, x, y
		} else if !slices.Equal(first, items) {
			return "", "", false
		}
	}
	return a, b, first != nil
}

// oneOfTheOtherSaid says "One of A and B is X; the other is Y" (unseen75)
// as "Of A and B, one is X, and the other is Y", the way the reader
// knows: A and B each name one item, and the verb after B opens what
// one of them is.
func (mg *magazine) oneOfTheOtherSaid(s string) string {
	m := oneOfOther.FindStringSubmatch(s)
	if m == nil {
		return s
	}
	a, b, tail, ok := mg.splitPair(m[1], func(f []string) bool {
		verb := strings.ToLower(f[0])
		return oneVerbs[verb] || strings.HasSuffix(verb, "ed") || strings.HasSuffix(verb, "s") && !strings.HasSuffix(verb, "ss")
	})
	if !ok {
		return s
	}
	return "Of " + a + " and " + b + ", one " + tail + ", and the other " + m[3]
}

// splitPair splits "A and B VERB ..." where A and B each name one item
// and the words after B pass verb (they open what is said of them): A,
// B and those words, or ok false.
func (mg *magazine) splitPair(pair string, verb func(f []string) bool) (a, b, tail string, ok bool) {
	and := strings.Index(strings.ToLower(pair), " and ")
	if and < 0 || !mg.onlyMention(pair[:and]) {
		return "", "", "", false
	}
	rest := pair[and+5:]
	for i := 0; i < len(rest); i++ {
		if rest[i] != ' ' || !mg.onlyMention(rest[:i]) {
			continue
		}
		if f := strings.Fields(rest[i:]); len(f) > 0 && verb(f) {
			return pair[:and], rest[:i], strings.Join(f, " "), true
		}
	}
	return "", "", "", false
}

var (
	oneOfOther = lazyRE(`(?i)^one of (.+?)([;,]) (?:and |while |but |whereas )?the other (.+)$`)
	oneVerbs   = set("is was has had did does")
)

// betweenFirstSaid turns "Somewhere between the ochre house and the canary
// owner lives the man with the ferret" (unseen75) round: "The man with the
// ferret lives somewhere between the ochre house and the canary owner".
func (mg *magazine) betweenFirstSaid(s string) string {
	m := betweenFirst.FindStringSubmatch(s)
	if m == nil {
		return s
	}
	a, b, tail, ok := mg.splitPair(m[2], func(f []string) bool {
		return len(f) >= 2 && placeVerbs[strings.ToLower(f[0])] && mg.onlyMention(strings.Join(f[1:], " "))
	})
	if !ok {
		return s
	}
	verb, who, _ := strings.Cut(tail, " ")
	return who + " " + verb + " " + strings.ToLower(m[1]) + "between " + a + " and " + b
}

var (
	betweenFirst = lazyRE(`(?i)^((?:somewhere |directly |immediately |exactly )?)between (.+?)\.?$`)
	placeVerbs   = set("lives live lived is are was were sits sat stands stood works worked parks parked hangs hung keeps kept has had stays stayed")
)

// rowEndsSaid says the row's ends and middle as the position reader
// knows them (unseen76): "The farmer sat at one end of the row and the
// lawyer at the other" ("The farmer and the lawyer sat at the two ends"),
// "sat exactly in the middle of the five" ("sat in the middle").
func rowEndsSaid(s string) string {
	if m := oneEndOther.FindStringSubmatch(s); m != nil {
		return m[1] + " and " + m[3] + " " + m[2] + " at the two ends"
	}
	return middleOfThe.ReplaceAllString(s, "in the middle")
}

var (
	oneEndOther = lazyRE(`(?i)^(.+?) (\w+) at (?:one|either) end(?: of the \w+)?,? and (.+?) (?:\w+ )?at the other(?: end)?[.!]?$`)
	middleOfThe = lazyRE(`(?i)\b(?:exactly |right |bang )?in the middle of the (?:three|five|seven|nine|row|line|bench|group|parade|queue|terrace|street|five of them|three of them)\b`)
)

// nounOfItemSaid says "the class of 1976" (unseen77) as "the 1976 class":
// the category's own noun, "of", and one of its items.
func (mg *magazine) nounOfItemSaid(s string) string {
	if !strings.Contains(strings.ToLower(s), " of ") {
		return s
	}
	return nounOfItem.ReplaceAllStringFunc(s, func(g string) string {
		m := nounOfItem.FindStringSubmatch(g)
		ms := mg.lx.mentions(tokenize(m[3]))
		if len(ms) != 1 || len(ms[0].items) != 1 || domainNoun(mg.p.Domains[ms[0].items[0].D].Name) != singular(strings.ToLower(m[2])) {
			return g
		}
		return m[1] + m[3] + " " + m[2]
	})
}

var nounOfItem = lazyRE(`(?i)\b(the )([a-z]+) of ([0-9][0-9,.]*)\b`)

// twinsSaid names the twins the story names (unseen81: "The five Marsh
// siblings, who include the twins Kim and Lee, ..."): "Neither twin plays
// tennis" is "Neither Kim nor Lee plays tennis", "both twins" is "both Kim
// and Lee", "the twins" is "Kim and Lee".
func (mg *magazine) twinsSaid(s string) string {
	if !strings.Contains(strings.ToLower(s), "twin") {
		return s
	}
	m := storyTwins.FindStringSubmatch(mg.p.Story)
	if m == nil {
		// "relation: twin brother, twin sister, cousin": the two items
		// that say "twin"
		var twins []string
		for _, dom := range mg.p.Domains {
			for _, it := range dom.Items {
				if slices.Contains(words(it), "twin") {
					twins = append(twins, "the "+it)
				}
			}
		}
		if len(twins) == 2 {
			m = []string{"", twins[0], twins[1]}
		}
	}
	if m == nil || !mg.onlyMention(m[1]) || !mg.onlyMention(m[2]) || !mg.sameCategory(m[1], m[2]) {
		return s
	}
	s = oneOfTwins.ReplaceAllString(s, "either "+m[1]+" or "+m[2]) // "Ashley is one of the twins"
	if ofTheTwins.MatchString(s) {
		return s // "the elder of the twins", "each of the twins": not read here
	}
	s = neitherTwin.ReplaceAllString(s, "${1}either "+m[1]+" nor "+m[2])
	s = bothTwins.ReplaceAllString(s, "${1}oth "+m[1]+" and "+m[2])
	return theTwins.ReplaceAllString(s, m[1]+" and "+m[2]+"${1}") // (never "the twins' mother")
}

var (
	storyTwins  = lazyRE(`(?i)\btwins,? (\p{Lu}\pL+) and (\p{Lu}\pL+)\b`)
	neitherTwin = lazyRE(`\b([Nn])either (?:twin|of the twins)\b`)
	bothTwins   = lazyRE(`\b([Bb])oth (?:twins|of the twins|the twins)\b`)
	oneOfTwins  = lazyRE(`\bone of the twins\b`)
	ofTheTwins  = lazyRE(`(?i)\b(?:elder|older|younger|oldest|youngest|each|either|other|first|second) of the twins\b`)
	theTwins    = lazyRE(`\b[Tt]he twins([^'’\pL]|$)`)
)
