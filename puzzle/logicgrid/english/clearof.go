package english

// "Marguerite finished exactly a point clear of the Cardiff baker": a
// lead, said as the margin and "clear of", is "ahead of" by the margin (it
// was read as "not the Cardiff baker", the margin dropped). Only after an
// amount: "kept clear of the dog" is no lead (guard.go reads it as "not").

// clearOf is an amount, its unit and "clear of".
var clearOf = lazyRE(`(?i)\b((?:a|an|one|two|three|four|five|six|seven|eight|nine|ten|half an?|\d+(?:\.\d+)?)(?: full)? [a-z]+) clear of\b`)

// clearAsAhead rewrites "2 strokes clear of" as "2 strokes ahead of".
func clearAsAhead(s string) string {
	return clearOf.ReplaceAllString(s, "$1 ahead of")
}
