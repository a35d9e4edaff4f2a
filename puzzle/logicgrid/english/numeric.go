package english

// valueForms are other ways to write a numeric item ("April 5th" ~ "April 5").
func (lx *lexicon) valueForms(d int, name string) [][]string {
	w := words(name)
	var out [][]string
	if len(w) > 0 {
		last := w[len(w)-1]
		for _, suf := range []string{"st", "nd", "rd", "th"} {
			if len(last) > len(suf) && last[len(last)-len(suf):] == suf && last[0] >= '0' && last[0] <= '9' {
				alt := append(append([]string(nil), w[:len(w)-1]...), last[:len(last)-len(suf)])
				out = append(out, alt)
			}
		}
	}
	return out
}
