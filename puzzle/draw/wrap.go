package draw

import "strings"

// Wrap breaks s into lines no wider than width (as [TextWidth] estimates)
// at spaces; a single word wider than width gets a line of its own.
func Wrap(s string, f Font, width float64) []string {
	var lines []string
	cur := ""
	for _, w := range strings.Fields(s) {
		try := w
		if cur != "" {
			try = cur + " " + w
		}
		if cur != "" && TextWidth(try, f) > width {
			lines = append(lines, cur)
			cur = w
			continue
		}
		cur = try
	}
	if cur != "" || len(lines) == 0 {
		lines = append(lines, cur)
	}
	return lines
}
