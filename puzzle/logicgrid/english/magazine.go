package english

import (
	"regexp"
	"strings"

	"deduce/puzzle/logicgrid"
)

var categoryLine = regexp.MustCompile(`^([A-Za-z][^:,]*?)\s*:\s*([^:]*,.*)$`)

func isCategoryLine(line string) bool {
	return categoryLine.MatchString(strings.TrimSpace(line))
}

func readMagazine(file, text string) (*logicgrid.Puzzle, error) {
	return nil, errorf("todo")
}
