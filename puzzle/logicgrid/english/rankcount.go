package english

// "Exactly two anglers caught more fish than Dee", "Only one guest paid
// more than Bo": as many outdo the one named as the count says, so (the
// values all differ) it is the next from that end: Dee caught the third
// most. Read like "Nobody caught more than Dee" (nobodyOutdoes), counted
// from the end (the superlative's nth). A group that may be some of them
// only ("only one other woman") and a value named as the one outdone
// ("exactly two caught more than 5 fish") are no such sentence.

// countOutdoes finds "exactly|only|just N [words] COMPARATIVE ... than X"
// with X the one item named: the comparative's token, the end of the
// phrase up to "than", and N; at is -1 when ts is no such sentence.
func countOutdoes(ts []tok, inMention []bool, ms []mention) (at, end, n int) {
	if len(ms) != 1 || len(ts) < 5 || !set("exactly only just precisely")[ts[0].w] || inMention[1] {
		return -1, -1, 0
	}
	v, ok := numberOf(ts[1].w)
	if !ok || v < 1 || v > 9 || v != float64(int(v)) || ts[1].w == "a" || ts[1].w == "an" {
		return -1, -1, 0
	}
	rest := append([]tok{{w: "nobody"}}, ts[2:]...) // "nobody [words] more than X"
	marks := append([]bool{false}, inMention[2:]...)
	shifted := make([]mention, len(ms))
	for i, m := range ms {
		shifted[i] = m
		shifted[i].start, shifted[i].end = m.start-1, m.end-1
	}
	if ms[0].start < 2 {
		return -1, -1, 0
	}
	at, end = nobodyOutdoes(rest, marks, shifted, true)
	if at < 0 {
		return -1, -1, 0
	}
	return at + 1, end + 1, int(v)
}
