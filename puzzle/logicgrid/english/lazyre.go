package english

import (
	"regexp"
	"sync"
)

// lazyRegexp is a regular expression compiled on its first use. The reader
// has about 140 package-level patterns; compiling them all when the
// package loads cost every deduce command 20 ms or more (50 under load),
// whatever it did, and English is read by few of them.
type lazyRegexp struct {
	src  string
	once sync.Once
	re   *regexp.Regexp
	need []needLiteral // the text holds one of these, or the pattern cannot match (prefilter.go)
}

// lazyRE is regexp.MustCompile deferred to the first use. Every pattern is
// kept in lazyPatterns, so that a test compiles them all: a bad one fails
// the tests, not the first reader that meets it.
func lazyRE(src string) *lazyRegexp {
	l := &lazyRegexp{src: src}
	lazyPatterns = append(lazyPatterns, l)
	return l
}

// lazyPatterns is every lazyRE, in the order the package declared them.
var lazyPatterns []*lazyRegexp

func (l *lazyRegexp) get() *regexp.Regexp {
	l.once.Do(func() {
		l.re = regexp.MustCompile(l.src)
		l.need = requiredLiterals(l.src)
	})
	return l.re
}

func (l *lazyRegexp) MatchString(s string) bool { return l.may(s) && l.re.MatchString(s) }
func (l *lazyRegexp) FindString(s string) string {
	if !l.may(s) {
		return ""
	}
	return l.re.FindString(s)
}
func (l *lazyRegexp) FindStringIndex(s string) []int {
	if !l.may(s) {
		return nil
	}
	return l.re.FindStringIndex(s)
}
func (l *lazyRegexp) FindStringSubmatch(s string) []string {
	if !l.may(s) {
		return nil
	}
	return l.re.FindStringSubmatch(s)
}
func (l *lazyRegexp) FindStringSubmatchIndex(s string) []int {
	if !l.may(s) {
		return nil
	}
	return l.re.FindStringSubmatchIndex(s)
}
func (l *lazyRegexp) FindAllString(s string, n int) []string {
	if !l.may(s) {
		return nil
	}
	return l.re.FindAllString(s, n)
}
func (l *lazyRegexp) FindAllStringIndex(s string, n int) [][]int {
	if !l.may(s) {
		return nil
	}
	return l.re.FindAllStringIndex(s, n)
}
func (l *lazyRegexp) FindAllStringSubmatch(s string, n int) [][]string {
	if !l.may(s) {
		return nil
	}
	return l.re.FindAllStringSubmatch(s, n)
}
func (l *lazyRegexp) FindAllStringSubmatchIndex(s string, n int) [][]int {
	if !l.may(s) {
		return nil
	}
	return l.re.FindAllStringSubmatchIndex(s, n)
}
func (l *lazyRegexp) ReplaceAllString(s, repl string) string {
	if !l.may(s) {
		return s
	}
	return l.re.ReplaceAllString(s, repl)
}
func (l *lazyRegexp) ReplaceAllStringFunc(s string, f func(string) string) string {
	if !l.may(s) {
		return s
	}
	return l.re.ReplaceAllStringFunc(s, f)
}
func (l *lazyRegexp) Split(s string, n int) []string { return l.get().Split(s, n) }
func (l *lazyRegexp) SubexpIndex(name string) int    { return l.get().SubexpIndex(name) }
func (l *lazyRegexp) String() string                 { return l.src }

// CompilePatterns compiles every pattern of the reader now rather than on
// first use: for timing puzzles one by one, where the first puzzle would
// otherwise carry the whole process's one-time cost.
func CompilePatterns() {
	for _, l := range lazyPatterns {
		l.get()
	}
}
