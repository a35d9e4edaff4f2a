package english

// seasonWords name a season of the year: "later in the summer than", "the
// first of the summer" compare times within a year (a month or a date),
// never a later year, as "later in the year" does (spanAfter). "fall" is
// left out: it is a verb as often as a season.
var seasonWords = set("summer winter spring autumn season")
