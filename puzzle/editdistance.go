package puzzle

// EditDistance is the optimal-string-alignment distance of a and b, in
// runes: insertions, deletions, substitutions and swaps of two neighbours
// ("hlat" is one step from "halt", "dgo" from "dog") each count one. Every
// did-you-mean in deduce measures closeness with it.
func EditDistance(a, b string) int {
	ra, rb := []rune(a), []rune(b)
	// Three rows: the swap looks two rows back.
	prev2, prev, cur := make([]int, len(rb)+1), make([]int, len(rb)+1), make([]int, len(rb)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(ra); i++ {
		cur[0] = i
		for j := 1; j <= len(rb); j++ {
			cost := 1
			if ra[i-1] == rb[j-1] {
				cost = 0
			}
			d := min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
			if i > 1 && j > 1 && ra[i-1] == rb[j-2] && ra[i-2] == rb[j-1] {
				d = min(d, prev2[j-2]+1)
			}
			cur[j] = d
		}
		prev2, prev, cur = prev, cur, prev2
	}
	return prev[len(rb)]
}
